from write_cases import S, N, C, I, CI, case

DOMAIN = "travel insurance"
SCENARIO = "travel-baggage-delay"
QUESTION = ("My suitcase turned up 30 hours late in Madrid and I spent £137.45 on clothes and toiletries. Why have "
            "you only paid me £50?")
NOW = "2026-07-20T12:30:00+01:00"
EVIDENCE = [
    {"id": "get_policy#TRV-5512908", "kind": "record", "source": "tool:get_policy",
     "fields": {"policy": {"number": "TRV-5512908", "product": "SINGLE_TRIP_EUROPE", "status": "IN_FORCE",
                           "holder": {"name": "Marcus Delaney"},
                           "cover": ["CANCELLATION", "EMERGENCY_MEDICAL", "BAGGAGE", "DELAYED_BAGGAGE"],
                           "limits": {"baggage_minor": 150000, "delayed_baggage_minor": 25000,
                                      "delayed_baggage_rate": {"amount_minor": 2500, "per": "PT12H"}},
                           "excess": {"baggage_minor": 10000, "delayed_baggage_minor": 0}}}},
    {"id": "get_claim#BD-2026-204417", "kind": "record", "source": "tool:get_claim",
     "fields": {"claim": {"reference": "BD-2026-204417", "type": "DELAYED_BAGGAGE", "state": "SETTLED",
                          "journey_leg": "OUTWARD", "arrival_airport": "MAD", "arrived_on": "2026-07-08",
                          "baggage_delay": "PT30H", "airline_pir_reference": "MAD-IB-41872",
                          "receipts_total_minor": 13745, "full_periods_counted": 2},
                "payments": [{"payment_id": "TP-30551", "payee_type": "POLICYHOLDER", "method": "BACS",
                              "amount_minor": 5000, "currency": "GBP", "status": "PAID",
                              "paid_on": "2026-07-16"}]}},
    {"id": "travel-policy#delayed-baggage", "kind": "policy", "revision": "T-2026.1",
     "text": ("You must get a Property Irregularity Report (PIR) from the airline at the airport. If your checked "
              "baggage is delayed on your outward journey, we pay £25 for each full 12 hours it is delayed, up to "
              "£250, towards buying essential items. This is a fixed benefit and is not based on your receipts. "
              "Delays on your return journey are not covered.")},
]

CASES = [
    case("", "Hi Marcus, I'm sorry your holiday started without your luggage. Delayed baggage cover pays a fixed £25 "
             "for each full 12 hours your bag is delayed on the way out, rather than the cost of what you bought. "
             "Your case was 30 hours late, which counts as two full 12-hour periods, so claim BD-2026-204417 was "
             "settled at £50, paid to you on 16 July 2026.",
         [N("I'm sorry your holiday started"), S("pays a fixed £25 for each full 12 hours"),
          S("rather than the cost of what you bought"), S("Your case was 30 hours late"),
          S("counts as two full 12-hour periods"), S("BD-2026-204417 was settled at £50"),
          S("paid to you on 16 July 2026")],
         includes=["£50", "two full 12-hour periods"],
         notes="baggage_delay PT30H, full_periods_counted 2, payment 5000 PAID 2026-07-16; policy fixed benefit."),
    case("receipts", "I understand the frustration. Your receipts came to £137.45, but this benefit isn't based "
                     "on receipts: it's £25 per full 12 hours of delay, up to a maximum of £250.",
         [N("I understand the frustration"), S("Your receipts came to £137.45"),
          S("this benefit isn't based on receipts"), S("£25 per full 12 hours of delay"),
          S("up to a maximum of £250")],
         includes=["£137.45", "£250"],
         notes="receipts_total_minor 13745; policy text; delayed_baggage limit 25000."),
    case("reference", "For your records, the airline's Property Irregularity Report reference was MAD-IB-41872, "
                      "and £50.00 was paid to you by bank transfer on 16/07/2026.",
         [S("Property Irregularity Report reference was MAD-IB-41872"),
          S("£50.00 was paid to you by bank transfer on 16/07/2026")],
         includes=["MAD-IB-41872", "£50.00"],
         notes="airline_pir_reference; payment BACS 5000 to POLICYHOLDER on 2026-07-16."),
    case("rounded-up", "Hi Marcus, I'm sorry your holiday started without your luggage. Your bag was delayed 30 "
                       "hours, which rounds up to three 12-hour periods, so you were due £75. We'll pay you the "
                       "remaining £25 in the next few days.",
         [N("I'm sorry your holiday started"), S("Your bag was delayed 30 hours"),
          C("rounds up to three 12-hour periods", "NLI_CONTRADICTION", "VALUE_MISMATCH"),
          C("so you were due £75", "AMOUNT_MISMATCH"),
          CI("We'll pay you the remaining £25", "CLAIM_WITHOUT_TOOL_EVIDENCE", "NLI_NOT_ENTAILED",
             "NO_POLICY_EVIDENCE", "AMOUNT_MISMATCH")],
         errors=["wrong_arithmetic", "wrong_amount", "invented_promise"],
         excludes=["three 12-hour periods", "due £75", "pay you the remaining £25"],
         includes=["30 hours"],
         notes="policy counts full 12 hours only: 2 periods, £50, claim SETTLED; no further payment recorded."),
    case("receipts-ref", "Thanks, Marcus. Delayed baggage cover reimburses the essentials you buy, up to £250, and "
                         "your claim reference is MAD-IB-41872. The bag was 30 hours late on your outward flight.",
         [N("Thanks, Marcus"),
          C("reimburses the essentials you buy", "NLI_CONTRADICTION"),
          S("up to £250"),
          C("your claim reference is MAD-IB-41872", "IDENTIFIER_MISMATCH"),
          S("30 hours late on your outward flight")],
         errors=["wrong_policy_condition", "wrong_role"],
         excludes=["reimburses the essentials you buy", "claim reference is MAD-IB-41872"],
         includes=["£250"],
         notes="policy: fixed benefit, not based on receipts; MAD-IB-41872 is the airline PIR reference, claim is "
               "BD-2026-204417."),
]

REPAIR = [
    case("", "Hi Marcus, sorry about the wait for your case. The delayed baggage benefit is £25 for each full 12 "
             "hours, up to £150, and isn't based on receipts. With a 30-hour delay that's two periods, so we "
             "paid you £50 on 16 July 2026.",
         [N("sorry about the wait for your case"), S("£25 for each full 12 hours"),
          C("up to £150", "NLI_CONTRADICTION", "AMOUNT_MISMATCH"), S("isn't based on receipts"),
          S("With a 30-hour delay that's two periods"), S("paid you £50 on 16 July 2026")],
         errors=["wrong_amount"], excludes=["up to £150"],
         includes=["£250", "£50", "16 July|16/07/2026"],
         notes="policy and limits.delayed_baggage_minor 25000: maximum £250; £1,500 is the baggage limit, £150 "
               "appears nowhere."),
]
