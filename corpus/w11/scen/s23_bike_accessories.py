from write_cases import S, N, C, I, CI, case

DOMAIN = "bicycle insurance"
SCENARIO = "bike-accessories-limit"
QUESTION = "My helmet, lights and bike computer were nicked from the garage. Why are you only paying £275 when they cost £457.99?"
NOW = "2026-08-19T10:00:00+01:00"
EVIDENCE = [
    {"id": "get_policy#BIK-2067413", "kind": "record", "source": "tool:get_policy",
     "fields": {"policy": {"number": "BIK-2067413", "product": "CYCLE_STANDARD", "status": "IN_FORCE",
                           "holder": {"name": "Rory Whitlock"},
                           "cover": ["THEFT_HOME", "THEFT_AWAY", "ACCESSORIES"],
                           "limits": {"accessories_per_claim_minor": 30000, "bike_value_minor": 130000},
                           "excess": {"theft_minor": 7500, "accessories_minor": 2500}}}},
    {"id": "get_claim#BK-2026-0811-162", "kind": "record", "source": "tool:get_claim",
     "fields": {"claim": {"reference": "BK-2026-0811-162", "type": "ACCESSORIES_THEFT", "state": "APPROVED",
                          "location": "Locked garage at home",
                          "items": [{"description": "Helmet", "claimed_minor": 14999},
                                    {"description": "Front and rear lights", "claimed_minor": 8900},
                                    {"description": "GPS bike computer", "claimed_minor": 21900}],
                          "claimed_total_minor": 45799, "capped_at_minor": 30000, "excess_minor": 2500,
                          "approved_minor": 27500},
                "payments": [{"payment_id": "BP-23904", "payee_type": "POLICYHOLDER", "amount_minor": 27500,
                              "currency": "GBP", "status": "SCHEDULED", "scheduled_for": "2026-08-24"}]}},
    {"id": "cycle-policy#accessories", "kind": "policy", "revision": "C-2026.1",
     "text": ("Accessories such as helmets, lights, locks and cycle computers are covered against theft from your "
              "home if it is locked. The most we pay for accessories is £300 in total for each claim, whatever the "
              "number of items. An excess of £25 applies to claims for accessories only.")},
]

CASES = [
    case("", "Hi Rory, I'm sorry your kit was taken from the garage. Your three items came to £457.99, but "
             "accessories are covered up to £300 in total for each claim. After the £25 accessories excess, that "
             "leaves £275.00, which is scheduled to reach your account on Monday 24 August.",
         [N("I'm sorry your kit was taken"), S("Your three items came to £457.99"),
          S("covered up to £300 in total for each claim"), S("After the £25 accessories excess"),
          S("that leaves £275.00"), S("scheduled to reach your account on Monday 24 August")],
         includes=["£300", "£275.00"],
         notes="items 14999 + 8900 + 21900 = 45799; capped 30000, excess 2500, approved 27500; payment SCHEDULED "
               "2026-08-24 (Monday)."),
    case("bullets", "Here's how claim BK-2026-0811-162 was worked out:\n"
                    "- Helmet £149.99, lights £89.00, bike computer £219.00: £457.99\n"
                    "- Accessories limit per claim: £300.00\n- Less excess: £25.00\n"
                    "- Approved: £275.00, to be paid on 24/08/2026",
         [N("Here's how claim BK-2026-0811-162 was worked out"),
          S("Helmet £149.99, lights £89.00, bike computer £219.00: £457.99"),
          S("Accessories limit per claim: £300.00"), S("Less excess: £25.00"), S("Approved: £275.00"),
          S("to be paid on 24/08/2026")],
         includes=["£275.00"],
         notes="claim items, caps and payment schedule; state APPROVED."),
    case("total-per-item", "Hi Rory, I'm sorry your kit was taken. Your items came to £368.99, and each accessory "
                           "is covered up to £300, less the £25 excess, so we've approved £275.00.",
         [N("I'm sorry your kit was taken"), C("Your items came to £368.99", "AMOUNT_MISMATCH"),
          C("each accessory is covered up to £300", "NLI_CONTRADICTION"),
          S("less the £25 excess"), S("we've approved £275.00")],
         errors=["wrong_arithmetic", "wrong_policy_condition"],
         excludes=["£368.99", "each accessory is covered up to £300"],
         includes=["£275.00"],
         notes="claimed_total 45799 (the draft skipped the £89.00 lights); policy limit is £300 in total per "
               "claim, not per item."),
]

REPAIR = [
    case("", "Hi Rory, sorry about the theft. Your claim was capped at the £300 accessories limit, and after the £25 "
             "excess the £275.00 has been paid into your account.",
         [N("sorry about the theft"), S("capped at the £300 accessories limit"), S("after the £25 excess"),
          C("the £275.00 has been paid into your account", "RECORD_STATE_MISMATCH")],
         errors=["wrong_state"], excludes=["has been paid into your account"],
         includes=["scheduled|will be paid|will reach|is due|to be paid|24 August|24/08", "£275.00|£275"],
         notes="payment status SCHEDULED for 2026-08-24, not PAID."),
]
