from write_cases import S, N, C, I, CI, case

DOMAIN = "phone insurance"
SCENARIO = "phone-screen-repair"
QUESTION = "I've paid the excess for my cracked screen. When will the phone be collected and when do I get it back?"
NOW = "2026-09-11T17:45:00+01:00"
EVIDENCE = [
    {"id": "get_policy#GAD-7730154", "kind": "record", "source": "tool:get_policy",
     "fields": {"policy": {"number": "GAD-7730154", "product": "PHONE_PREMIUM", "status": "IN_FORCE",
                           "holder": {"name": "Leah Brannigan"},
                           "device": {"make": "Pixelon", "model": "9 Pro", "storage_gb": 256,
                                      "imei_last4": "4471"},
                           "cover": ["ACCIDENTAL_DAMAGE", "LOSS", "THEFT", "BREAKDOWN"],
                           "excess": {"screen_minor": 5000, "other_damage_minor": 10000,
                                      "loss_theft_minor": 12500},
                           "claims_allowance": {"max_per_12_months": 2, "used_in_last_12_months": 1}}}},
    {"id": "get_claim#PH-2026-0911-5530", "kind": "record", "source": "tool:get_claim",
     "fields": {"claim": {"reference": "PH-2026-0911-5530", "type": "SCREEN_DAMAGE", "state": "APPROVED",
                          "repair": {"centre": "FixPoint Repair Centre, Coventry",
                                     "collection": {"at": 1789455600, "window": "PT4H",
                                                    "timezone": "Europe/London"},
                                     "estimated_return_by": "2026-09-22"}},
                "payments": [{"payment_id": "XP-88120", "type": "EXCESS", "direction": "INBOUND",
                              "amount_minor": 5000, "currency": "GBP", "status": "PAID",
                              "paid_on": "2026-09-11"}]}},
    {"id": "gadget-policy#repairs", "kind": "policy", "revision": "G-2026.2",
     "text": ("Screen repairs carry an excess of £50, other accidental damage £100, and loss or theft £125. You can "
              "make up to two claims in any 12-month period. Please back up your data and remove any screen lock "
              "before the courier collects your device, as we are not responsible for lost data.")},
]

CASES = [
    case("", "Hi Leah, sorry to hear about the cracked screen! Your claim PH-2026-0911-5530 has been approved and "
             "we've received your £50 screen excess. A courier will collect your phone on Tuesday 15 September "
             "between 8am and 12pm, and we expect to have it back with you by 22 September. Before then, please "
             "back up your data and remove the screen lock.",
         [N("sorry to hear about the cracked screen"), S("PH-2026-0911-5530 has been approved"),
          S("we've received your £50 screen excess"), S("collect your phone on Tuesday 15 September"),
          S("between 8am and 12pm"), S("back with you by 22 September"),
          S("back up your data and remove the screen lock")],
         includes=["15 September", "22 September"],
         notes="collection.at 1789455600 = Tue 15/09/2026 08:00 BST, window PT4H; estimated_return_by "
               "2026-09-22; excess payment 5000 PAID; policy data advice."),
    case("allowance", "This is your first claim in the last 12 months, so you'd still have one more available "
                      "after it. Your phone's repair is being done at FixPoint Repair Centre in Coventry.",
         [S("This is your first claim in the last 12 months"), S("you'd still have one more available"),
          S("FixPoint Repair Centre in Coventry")],
         includes=["one more"],
         notes="claims_allowance max 2, used 1; repair.centre."),
    case("tomorrow-form", "Courier pick-up is this coming Tuesday (15/09) from 08:00 to 12:00, and the estimated return "
                          "date is Tuesday 22/09.",
         [S("this coming Tuesday (15/09)"), S("from 08:00 to 12:00"), S("the estimated return date is Tuesday 22/09")],
         includes=["15/09", "22/09"],
         notes="now Friday 11/09/2026; collection Tue 15/09 08:00-12:00; return by Tue 22/09."),
    case("utc-excess", "Hi Leah, sorry to hear about the cracked screen! Your claim PH-2026-0911-5530 has been "
                       "approved and we've received your £100 excess. A courier will collect your phone on Tuesday "
                       "15 September between 7am and 11am.",
         [N("sorry to hear about the cracked screen"), S("PH-2026-0911-5530 has been approved"),
          C("we've received your £100 excess", "AMOUNT_MISMATCH"),
          S("collect your phone on Tuesday 15 September"),
          C("between 7am and 11am", "VALUE_MISMATCH", "DATE_MISMATCH")],
         errors=["wrong_amount", "unit_conversion"],
         excludes=["£100 excess", "between 7am and 11am"],
         includes=["15 September"],
         notes="excess payment was 5000 (screen excess); collection 1789455600 is 07:00 UTC = 08:00 BST."),
]

REPAIR = [
    case("", "Hi Leah, your claim PH-2026-0911-5530 is approved and your £50 excess has been received. The courier "
             "collects on Tuesday 15 September between 8am and 12pm, and you should have the phone back by 29 "
             "September.",
         [S("PH-2026-0911-5530 is approved"), S("£50 excess has been received"),
          S("collects on Tuesday 15 September"), S("between 8am and 12pm"),
          C("back by 29 September", "DATE_MISMATCH")],
         errors=["wrong_date"], excludes=["29 September"],
         includes=["22 September|22/09|22nd September", "£50", "15 September"],
         notes="estimated_return_by 2026-09-22."),
]
