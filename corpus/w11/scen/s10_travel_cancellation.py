from write_cases import S, N, C, I, CI, case

DOMAIN = "travel insurance"
SCENARIO = "travel-cancellation-illness"
QUESTION = ("We had to cancel our Lisbon trip because I came down with pneumonia. What happens now and how much "
            "will we get back?")
NOW = "2026-04-27T18:05:00+01:00"
EVIDENCE = [
    {"id": "get_policy#TRV-8820614", "kind": "record", "source": "tool:get_policy",
     "fields": {"policy": {"number": "TRV-8820614", "product": "ANNUAL_MULTI_TRIP_EUROPE", "status": "IN_FORCE",
                           "holder": {"name": "Imogen Hart"},
                           "insured_persons": [{"name": "Imogen Hart"}, {"name": "Daniel Hart"}],
                           "cover": ["CANCELLATION", "CURTAILMENT", "EMERGENCY_MEDICAL", "BAGGAGE",
                                     "DELAYED_DEPARTURE"],
                           "limits": {"cancellation_per_person_minor": 300000,
                                      "emergency_medical_minor": 1000000000},
                           "excess": {"per_person_per_claim_minor": 7500}}}},
    {"id": "get_claim#TC-2026-118452", "kind": "record", "source": "tool:get_claim",
     "fields": {"claim": {"reference": "TC-2026-118452", "type": "CANCELLATION", "state": "UNDER_ASSESSMENT",
                          "cause": "ILLNESS_OF_INSURED", "claimants": ["Imogen Hart", "Daniel Hart"],
                          "trip": {"destination": "Lisbon, Portugal", "depart_on": "2026-04-22",
                                   "return_on": "2026-04-29"},
                          "costs": [{"item": "FLIGHTS", "amount_minor": 41260, "supplier": "Tagus Air"},
                                    {"item": "HOTEL", "amount_minor": 96500, "supplier": "Casa Alfama Suites",
                                     "refundable": False}],
                          "recoveries": {"airline_taxes_refunded_minor": 6840},
                          "submitted_at": 1776862800},
                "documents_required": [
                    {"code": "BOOKING_INVOICES", "status": "RECEIVED"},
                    {"code": "SUPPLIER_CANCELLATION_CONFIRMATION", "status": "RECEIVED", "from": "Casa Alfama Suites"},
                    {"code": "MEDICAL_CERTIFICATE", "status": "OUTSTANDING",
                     "detail": "completed by the treating GP, confirming unfit to travel"}],
                "payments": []}},
    {"id": "travel-policy#cancellation", "kind": "policy", "revision": "T-2026.1",
     "text": ("We need a medical certificate completed by the treating doctor confirming you were not fit to "
              "travel. Cancellation cover pays non-refundable travel and accommodation costs if you have to cancel "
              "because you, or someone travelling with you, become ill, up to £3,000 per person. We deduct anything "
              "you get back from the airline, hotel or travel provider. The excess is £75 per person, per claim.")},
]

CASES = [
    case("", "I'm so sorry you've been this unwell, Imogen. Your cancellation claim TC-2026-118452 is under "
             "assessment. We have your booking invoices and the hotel's cancellation confirmation, but we still "
             "need the medical certificate completed by your GP. If the claim is accepted, we'd deduct the £68.40 "
             "of taxes the airline refunded and the £75 excess for each of you, so you could expect £1,159.20.",
         [N("I'm so sorry you've been this unwell"), S("TC-2026-118452 is under assessment"),
          S("We have your booking invoices and the hotel's cancellation confirmation"),
          S("still need the medical certificate completed by your GP"),
          S("£68.40 of taxes the airline refunded"), S("the £75 excess for each of you"),
          S("you could expect £1,159.20")],
         includes=["£1,159.20", "medical certificate"],
         notes="costs 41260 + 96500 = 137760; less recoveries 6840 = 130920; less 2 x 7500 = 115920. "
               "documents_required statuses."),
    case("bullets", "Thanks for your message, Imogen. The costs on your claim are:\n"
                    "• Flights with Tagus Air: £412.60\n• Casa Alfama Suites (non-refundable): £965.00\n"
                    "• Total: £1,377.60\n"
                    "Cancellation cover goes up to £3,000 per person, so both of your shares fall well within "
                    "the limit.",
         [N("Thanks for your message"), N("The costs on your claim are"), S("Flights with Tagus Air: £412.60"),
          S("Casa Alfama Suites (non-refundable): £965.00"), S("Total: £1,377.60"),
          S("up to £3,000 per person"), S("both of your shares fall well within the limit")],
         includes=["£1,377.60", "£3,000"],
         notes="costs fields; limits.cancellation_per_person_minor 300000; each share ~£688.80."),
    case("oneliner", "The only thing outstanding is the medical certificate from your GP confirming you weren't "
                     "fit to travel to Lisbon on 22 April.",
         [S("The only thing outstanding is the medical certificate"), S("confirming you weren't fit to travel"),
          S("Lisbon on 22 April")],
         includes=["medical certificate"],
         notes="MEDICAL_CERTIFICATE is the only OUTSTANDING document; trip depart_on 2026-04-22."),
    case("single-excess", "I'm so sorry you've been this unwell, Imogen. Your claim TC-2026-118452 is under "
                          "assessment and we're waiting for your GP's medical certificate. If it's accepted, after "
                          "the £68.40 the airline refunded and a single £75 excess for the claim, you'd receive "
                          "£1,234.20.",
         [N("I'm so sorry you've been this unwell"), S("TC-2026-118452 is under assessment"),
          S("waiting for your GP's medical certificate"), S("the £68.40 the airline refunded"),
          C("a single £75 excess for the claim", "NLI_CONTRADICTION", "VALUE_MISMATCH"),
          C("you'd receive £1,234.20", "AMOUNT_MISMATCH")],
         errors=["wrong_policy_condition", "wrong_arithmetic"],
         excludes=["a single £75 excess", "£1,234.20"],
         includes=["£68.40"],
         notes="excess is per person per claim (two claimants = £150); 130920 - 15000 = 115920."),
    case("accepted", "Good news, Imogen: your cancellation claim TC-2026-118452 has been accepted, and we've "
                     "received the medical certificate from your GP. The excess is £75 for each of you.",
         [C("TC-2026-118452 has been accepted", "RECORD_STATE_MISMATCH"),
          C("we've received the medical certificate", "RECORD_STATE_MISMATCH", "VALUE_MISMATCH"),
          S("The excess is £75 for each of you")],
         errors=["wrong_state", "wrong_state"],
         excludes=["has been accepted", "received the medical certificate"],
         includes=["£75"],
         notes="claim.state UNDER_ASSESSMENT; MEDICAL_CERTIFICATE status OUTSTANDING."),
]

REPAIR = [
    case("", "I'm sorry you had to miss Lisbon, Imogen. Claim TC-2026-118452 is under assessment while we wait for "
             "your GP's medical certificate. Cancellation cover pays up to £5,000 per person, less the £75 excess "
             "each and anything the airline or hotel refunds.",
         [N("I'm sorry you had to miss Lisbon"), S("TC-2026-118452 is under assessment"),
          S("wait for your GP's medical certificate"),
          C("up to £5,000 per person", "NLI_CONTRADICTION", "AMOUNT_MISMATCH"),
          S("less the £75 excess each"), S("anything the airline or hotel refunds")],
         errors=["wrong_amount"], excludes=["£5,000"],
         includes=["£3,000|3,000", "£75"],
         notes="limits.cancellation_per_person_minor 300000 and the policy say £3,000 per person."),
]
