from write_cases import S, N, C, I, CI, case

DOMAIN = "car insurance"
SCENARIO = "car-theft"
QUESTION = "My car was stolen off the drive on 1 April. Where's my claim up to, and can I have a courtesy car meanwhile?"
NOW = "2026-04-09T14:40:00+01:00"
EVIDENCE = [
    {"id": "get_policy#MTR-603391", "kind": "record", "source": "tool:get_policy",
     "fields": {"policy": {"number": "MTR-603391", "product": "THIRD_PARTY_FIRE_THEFT", "status": "IN_FORCE",
                           "holder": {"name": "Callum Fraser"},
                           "vehicle": {"registration": "SN68 PLV", "make": "Ford", "model": "Focus"},
                           "cover": ["THIRD_PARTY", "FIRE", "THEFT"],
                           "limits": {"settlement_basis": "MARKET_VALUE"},
                           "excess": {"currency": "GBP", "compulsory_minor": 15000, "theft_minor": 50000}}}},
    {"id": "get_claim#TH-2026-0402-118", "kind": "record", "source": "tool:get_claim",
     "fields": {"claim": {"reference": "TH-2026-0402-118", "type": "THEFT_OF_VEHICLE",
                          "state": "UNDER_ASSESSMENT", "incident_date": "2026-04-01",
                          "reported_on": "2026-04-02", "police_crime_reference": "CR/26/118834",
                          "handler": {"name": "Priya Nair", "team": "Theft Unit"},
                          "recovery_wait": {"duration": "P30D", "ends_on": "2026-05-02"}},
                "documents_required": [
                    {"code": "V5C_LOGBOOK", "status": "RECEIVED", "received_on": "2026-04-06"},
                    {"code": "ALL_KEYS", "status": "OUTSTANDING", "detail": "both keys supplied with the vehicle"},
                    {"code": "PURCHASE_INVOICE", "status": "OUTSTANDING"}],
                "payments": []}},
    {"id": "motor-policy#theft", "kind": "policy", "revision": "2025-10",
     "text": ("We settle a theft claim at the market value of your car at the time of the loss, less your excess. "
              "If your car is stolen and not recovered, we wait 30 days from the date you report the theft before we "
              "settle, in case it is found. We will ask you for every key supplied with the vehicle. "
              "A courtesy car is provided only under Comprehensive cover while your car is being repaired by one of "
              "our approved repairers; it is not provided after a theft.")},
]

CASES = [
    case("", "I'm really sorry your car was taken, Callum. Your claim TH-2026-0402-118 is being assessed by our "
             "Theft Unit. We've received your V5C logbook, but we still need both keys supplied with the car and "
             "the purchase invoice. Because the car hasn't been recovered, we wait 30 days from the date you "
             "reported it before settling, so that window closes on 2 May 2026. I'm afraid a courtesy car isn't "
             "provided after a theft.",
         [N("I'm really sorry your car was taken"), S("being assessed by our Theft Unit"),
          S("received your V5C logbook"), S("still need both keys supplied with the car"),
          S("the purchase invoice"), S("we wait 30 days from the date you reported it"),
          S("window closes on 2 May 2026"), S("courtesy car isn't provided after a theft")],
         includes=["TH-2026-0402-118", "2 May"],
         notes="claim.state UNDER_ASSESSMENT, handler team Theft Unit; documents_required statuses; recovery_wait "
               "ends_on 2026-05-02; policy: 30-day wait, no courtesy car after theft."),
    case("letter", "Dear Mr Fraser,\n\nThank you for your patience while this is looked into. Claim TH-2026-0402-118 "
                   "is currently under assessment. Your logbook has been received, and the two keys and the "
                   "purchase invoice are still to be sent to us. Settlement is based on your car's market value at "
                   "the time of the theft, less your £500 theft excess.\n\nKind regards,\nPriya Nair, Theft Unit",
         [N("Dear Mr Fraser"), N("Thank you for your patience"), S("is currently under assessment"),
          S("Your logbook has been received"), S("the two keys and the purchase invoice are still to be sent"),
          S("market value at the time of the theft"), S("less your £500 theft excess"), N("Kind regards"),
          S("Priya Nair, Theft Unit")],
         includes=["£500", "TH-2026-0402-118"],
         notes="excess.theft_minor 50000 = £500; policy: market value at time of loss less excess; handler "
               "Priya Nair, Theft Unit."),
    case("oneliner", "Quick update: TH-2026-0402-118 is with the Theft Unit and we're waiting on your two keys and "
                     "the purchase invoice; the logbook arrived on 6 April.",
         [S("TH-2026-0402-118 is with the Theft Unit"), S("waiting on your two keys and the purchase invoice"),
          S("the logbook arrived on 6 April")],
         includes=["6 April"],
         notes="documents_required V5C_LOGBOOK received_on 2026-04-06; keys and invoice OUTSTANDING."),
    case("courtesy-car", "I'm really sorry your car was taken, Callum. Your claim TH-2026-0402-118 is being "
                         "assessed by our Theft Unit. We've received your V5C logbook, but we still need both keys "
                         "supplied with the car and the purchase invoice. In the meantime your policy includes a "
                         "courtesy car, so you won't be left without transport.",
         [N("I'm really sorry your car was taken"), S("being assessed by our Theft Unit"),
          S("received your V5C logbook"), S("still need both keys supplied with the car"),
          S("the purchase invoice"),
          CI("your policy includes a courtesy car", "NLI_CONTRADICTION", "VALUE_MISMATCH",
             "CLAIM_WITHOUT_TOOL_EVIDENCE", "NO_POLICY_EVIDENCE"),
          CI("you won't be left without transport", "NLI_CONTRADICTION", "CLAIM_WITHOUT_TOOL_EVIDENCE",
             "NLI_NOT_ENTAILED", "NO_POLICY_EVIDENCE")],
         errors=["unlisted_perk", "invented_promise"],
         excludes=["includes a courtesy car", "won't be left without transport"],
         includes=["TH-2026-0402-118"],
         notes="cover[] is THIRD_PARTY, FIRE, THEFT only; policy: courtesy car not provided after a theft."),
    case("crime-ref-14-days", "Thanks for getting in touch, Callum. Your claim reference is CR/26/118834 and it's "
                              "being assessed by our Theft Unit. We've received your logbook. If the car isn't "
                              "found, we wait 14 days from when you reported the theft before we settle.",
         [N("Thanks for getting in touch"), C("Your claim reference is CR/26/118834", "IDENTIFIER_MISMATCH"),
          S("being assessed by our Theft Unit"), S("We've received your logbook"),
          C("we wait 14 days", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
         errors=["wrong_role", "wrong_period"],
         excludes=["claim reference is CR/26/118834", "wait 14 days"],
         includes=[],
         notes="CR/26/118834 is police_crime_reference; claim reference is TH-2026-0402-118. Policy and "
               "recovery_wait say 30 days (P30D)."),
]

REPAIR = [
    case("", "I'm sorry this has happened, Callum. Claim TH-2026-0402-118 is under assessment with our Theft Unit, "
             "and we're still waiting for both keys and the purchase invoice. As the car hasn't been found, the "
             "30-day recovery wait runs until 12 May 2026, after which we can settle at market value less your "
             "£500 excess.",
         [N("I'm sorry this has happened"), S("is under assessment with our Theft Unit"),
          S("still waiting for both keys and the purchase invoice"),
          C("runs until 12 May 2026", "DATE_MISMATCH"), S("settle at market value"),
          S("less your £500 excess")],
         errors=["wrong_date"], excludes=["12 May 2026"],
         includes=["until 2 May|on 2 May|02/05/2026|2/5/2026|2nd May|2nd of May", "£500", "TH-2026-0402-118"],
         notes="recovery_wait.ends_on 2026-05-02 (30 days from reported_on 2026-04-02)."),
]
