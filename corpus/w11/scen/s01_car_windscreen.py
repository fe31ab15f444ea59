from write_cases import S, N, C, I, CI, case

DOMAIN = "car insurance"
SCENARIO = "car-windscreen"
QUESTION = ("My windscreen was replaced last week after a stone chip spread. Do I owe anything and will this "
            "hit my no claims bonus?")
NOW = "2026-03-23T10:15:00+00:00"
EVIDENCE = [
    {"id": "get_policy#MTR-448120", "kind": "record", "source": "tool:get_policy",
     "fields": {"policy": {"number": "MTR-448120", "product": "COMPREHENSIVE_MOTOR", "status": "IN_FORCE",
                           "holder": {"name": "Adaeze Okafor"},
                           "vehicle": {"registration": "KD19 XRT", "make": "Skoda", "model": "Octavia Estate"},
                           "cover": ["THIRD_PARTY", "FIRE", "THEFT", "ACCIDENTAL_DAMAGE", "WINDSCREEN",
                                     "PERSONAL_BELONGINGS"],
                           "excess": {"currency": "GBP", "compulsory_minor": 25000, "voluntary_minor": 10000,
                                      "windscreen_repair_minor": 0, "windscreen_replacement_minor": 9500},
                           "ncd": {"years": 6, "protected": False}}}},
    {"id": "get_claim#WS-2026-0318-774", "kind": "record", "source": "tool:get_claim",
     "fields": {"claim": {"reference": "WS-2026-0318-774", "policy_number": "MTR-448120",
                          "type": "WINDSCREEN_REPLACEMENT", "state": "SETTLED",
                          "reported_at": 1773487800, "repairer": {"name": "ClearView Glass Ltd",
                                                                    "approved": True},
                          "invoice_total_minor": 48600, "excess_applied_minor": 9500,
                          "ncd_impact": "NONE"},
                "payments": [{"payment_id": "PAY-99102", "payee_type": "REPAIRER",
                              "payee_name": "ClearView Glass Ltd", "amount_minor": 39100,
                              "currency": "GBP", "status": "PAID", "paid_on": "2026-03-20"}]}},
    {"id": "get_claims_history#MTR-448120", "kind": "record", "source": "tool:get_claims_history",
     "fields": {"claims": [{"reference": "AD-2024-1102-031", "type": "ACCIDENTAL_DAMAGE", "state": "SETTLED",
                            "settled_minor": 125000, "closed_on": "2024-12-09"}]}},
    {"id": "motor-policy#glass", "kind": "policy", "revision": "2025-10",
     "text": ("Claims must use our approved glass repairer, otherwise the most we pay for glass is £150. "
              "Where damaged glass is repaired rather than replaced, no excess applies. "
              "A replacement windscreen carries the separate windscreen excess shown in your schedule, "
              "and your main policy excess does not apply to a glass-only claim. "
              "Windscreen and window glass claims do not affect your No Claims Discount.")},
]

CASES = [
    case("", "Hi Adaeze, I'm sorry the chip turned into a full replacement, that's always a nuisance. "
             "Your claim WS-2026-0318-774 has been settled, and we paid ClearView Glass Ltd £391.00 on 20/03/2026. "
             "The only amount that falls to you is the £95 windscreen replacement excess; your main policy excess "
             "doesn't come into it. Glass claims like this one don't affect your No Claims Discount.",
         [N("I'm sorry the chip turned"), S("WS-2026-0318-774 has been settled"),
          S("ClearView Glass Ltd £391.00 on 20/03/2026"), S("£95 windscreen replacement excess"),
          S("main policy excess doesn't come into it"), S("don't affect your No Claims Discount")],
         includes=["£391.00", "£95"],
         notes="payments[0] 39100 minor to the repairer, paid_on 2026-03-20; excess_applied 9500; policy: main "
               "excess not applied to glass, glass claims do not affect NCD."),
    case("bullets", "Good news: your windscreen claim is closed and paid. Here's the summary:\n"
                    "- Reference: WS-2026-0318-774\n"
                    "- Invoice from ClearView Glass Ltd: £486.00\n"
                    "- Your windscreen excess: £95.00\n"
                    "- Paid by us to the repairer: £391.00 (20 March 2026)\n"
                    "Because this was a glass-only claim, your No Claims Discount is unaffected.",
         [S("windscreen claim is closed and paid"), N("Here's the summary"), S("Reference: WS-2026-0318-774"),
          S("Invoice from ClearView Glass Ltd: £486.00"), S("Your windscreen excess: £95.00"),
          S("Paid by us to the repairer: £391.00 (20 March 2026)"),
          S("your No Claims Discount is unaffected")],
         includes=["£391.00", "£486.00"],
         notes="invoice_total 48600, excess 9500, payment 39100 on 2026-03-20; SETTLED read as closed and paid."),
    case("terse", "All sorted: we paid ClearView Glass £391 direct, so you only cover the £95 excess and your "
                  "six years' NCD is untouched.",
         [S("we paid ClearView Glass £391 direct"), S("you only cover the £95 excess"),
          S("six years' NCD is untouched")],
         includes=["£391", "£95"],
         notes="payment 39100 to REPAIRER; windscreen_replacement excess 9500; ncd.years 6 and ncd_impact NONE."),
    case("wrong-role-excess", "Hi Adaeze, I'm sorry the chip turned into a full replacement. "
                              "Your claim WS-2026-0318-774 has been settled, and we paid ClearView Glass Ltd £391.00 on 20/03/2026. "
                              "The amount that falls to you is your £350 policy excess. "
                              "Glass claims like this one don't affect your No Claims Discount.",
         [N("I'm sorry the chip turned"), S("WS-2026-0318-774 has been settled"),
          S("ClearView Glass Ltd £391.00 on 20/03/2026"),
          C("your £350 policy excess", "AMOUNT_MISMATCH", "VALUE_MISMATCH", "NLI_CONTRADICTION"),
          S("don't affect your No Claims Discount")],
         errors=["wrong_role"], excludes=["£350 policy excess"], includes=["£391.00"],
         notes="£350 is compulsory+voluntary main excess; the claim applied the £95 windscreen excess "
               "(excess_applied_minor 9500) and policy says main excess does not apply to glass."),
    case("repaired-no-excess", "Thanks for checking in. Claim WS-2026-0318-774 is settled and we paid the "
                               "repairer £486.00 on 20 March. As the glass was repaired rather than replaced, "
                               "there's no excess for you to pay. Your No Claims Discount isn't affected.",
         [N("Thanks for checking in"), S("WS-2026-0318-774 is settled"),
          C("the repairer £486.00", "AMOUNT_MISMATCH"),
          S("on 20 March"),
          C("there's no excess for you to pay", "AMOUNT_MISMATCH", "VALUE_MISMATCH", "NLI_CONTRADICTION"),
          S("No Claims Discount isn't affected")],
         errors=["wrong_arithmetic", "condition_unmet"],
         excludes=["the repairer £486.00", "no excess for you to pay"],
         includes=[],
         notes="Payment was 39100 (invoice 48600 less 9500 excess). Claim type WINDSCREEN_REPLACEMENT, so the "
               "no-excess-for-repair rule does not apply; 9500 excess applied."),
]

REPAIR = [
    case("", "Hi Adaeze, sorry for the trouble with the windscreen. Claim WS-2026-0318-774 is settled: we paid "
             "ClearView Glass Ltd £391.00 on 18/03/2026, and your share was the £95 windscreen excess. "
             "Your No Claims Discount is not affected by glass claims.",
         [N("sorry for the trouble"), S("WS-2026-0318-774 is settled"),
          C("£391.00 on 18/03/2026", "DATE_MISMATCH"), S("your share was the £95 windscreen excess"),
          S("not affected by glass claims")],
         errors=["wrong_date"], excludes=["18/03/2026"],
         includes=["20/03/2026|20 March|20th March|20/3/2026", "£391.00|£391", "£95"],
         notes="payments[0].paid_on 2026-03-20; 18 March is neither paid_on nor reported_at (14 March)."),
]
