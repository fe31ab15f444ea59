from write_cases import S, N, C, I, CI, case

DOMAIN = "phone insurance"
SCENARIO = "phone-lost-late-block"
QUESTION = "Why has my lost phone claim been declined? Can I appeal?"
NOW = "2026-10-14T12:00:00+01:00"
EVIDENCE = [
    {"id": "get_policy#GAD-5029377", "kind": "record", "source": "tool:get_policy",
     "fields": {"policy": {"number": "GAD-5029377", "product": "PHONE_ESSENTIAL", "status": "IN_FORCE",
                           "holder": {"name": "Dev Malhotra"},
                           "device": {"make": "Orbis", "model": "X12", "storage_gb": 128},
                           "cover": ["ACCIDENTAL_DAMAGE", "LOSS", "THEFT"],
                           "excess": {"damage_minor": 7500, "loss_theft_minor": 12500}}}},
    {"id": "get_claim#PH-2026-1003-2291", "kind": "record", "source": "tool:get_claim",
     "fields": {"claim": {"reference": "PH-2026-1003-2291", "type": "LOSS", "state": "DECLINED",
                          "timeline": {"lost_at": 1790976600, "discovered_at": 1791014400,
                                       "network_blocked_at": 1791195300, "timezone": "Europe/London"},
                          "decline": {"reason_code": "LATE_NETWORK_BLOCK", "decided_at": 1791882000,
                                      "review_by": "2026-11-12"}},
                "payments": []}},
    {"id": "gadget-policy#loss-theft", "kind": "policy", "revision": "G-2026.2",
     "text": ("If your phone is stolen, you must also report it to the police within 48 hours. If your phone is lost "
              "or stolen, you must ask your network provider to block the SIM and the handset within 24 hours of "
              "discovering it has gone; if you don't, we cannot accept the claim. If you think we have made a "
              "mistake, you can ask us to review our decision within 30 days of it.")},
]

CASES = [
    case("", "Hi Dev, I'm sorry, losing a phone is stressful enough without this. Claim PH-2026-1003-2291 was "
             "declined because the phone wasn't blocked with your network within 24 hours of you discovering the "
             "loss. You noticed it was missing at 9am on Saturday 3 October, and it was blocked at 11:15am on "
             "Monday 5 October. If you think we've got something wrong, you can ask for a review within 30 days of "
             "the decision, which means by 12 November 2026.",
         [N("I'm sorry, losing a phone is stressful"), S("PH-2026-1003-2291 was declined"),
          S("wasn't blocked with your network within 24 hours of you discovering the loss"),
          S("missing at 9am on Saturday 3 October"), S("blocked at 11:15am on Monday 5 October"),
          S("ask for a review within 30 days of the decision"), S("by 12 November 2026")],
         includes=["24 hours", "12 November 2026"],
         notes="discovered_at 1791014400 = Sat 03/10 09:00 BST; network_blocked_at 1791195300 = Mon 05/10 11:15 "
               "BST; review_by 2026-11-12; policy 24-hour blocking condition."),
    case("gap", "The handset was blocked about two days after you noticed it had gone, which is longer than the 24 "
                "hours the policy allows, so the claim couldn't be accepted.",
         [S("blocked about two days after you noticed it had gone"),
          S("longer than the 24 hours the policy allows"), S("the claim couldn't be accepted")],
         includes=["24 hours"],
         notes="03/10 09:00 to 05/10 11:15 is about 50 hours; state DECLINED."),
    case("period-utc", "Hi Dev, I'm sorry about this. Claim PH-2026-1003-2291 was declined because the policy "
                       "needs lost phones to be blocked with the network within 48 hours, and yours was blocked at "
                       "10:15am on 5 October. You can ask for a review by 12 November 2026.",
         [N("I'm sorry about this"), S("PH-2026-1003-2291 was declined"),
          C("blocked with the network within 48 hours", "NLI_CONTRADICTION", "VALUE_MISMATCH"),
          C("10:15am on 5 October", "VALUE_MISMATCH", "DATE_MISMATCH"),
          S("review by 12 November 2026")],
         errors=["wrong_period", "unit_conversion"],
         excludes=["within 48 hours", "10:15am"],
         includes=["12 November 2026"],
         notes="48 hours is the police deadline for theft; network block deadline is 24 hours. 1791195300 is "
               "10:15 UTC = 11:15 BST."),
]

REPAIR = [
    case("", "Hi Dev, I'm sorry about your phone. Claim PH-2026-1003-2291 is still being assessed, and we'll be "
             "in touch soon. Please bear in mind the policy needs lost phones blocked with the network within 24 "
             "hours of discovering the loss.",
         [N("I'm sorry about your phone"), C("PH-2026-1003-2291 is still being assessed", "RECORD_STATE_MISMATCH"),
          CI("we'll be in touch soon", "CLAIM_WITHOUT_TOOL_EVIDENCE", "NO_POLICY_EVIDENCE", "NLI_NOT_ENTAILED"),
          S("blocked with the network within 24 hours")],
         errors=["wrong_state", "invented_promise"],
         excludes=["still being assessed", "we'll be in touch soon"],
         includes=["declined|turned down|not accepted|couldn't be accepted|cannot accept|can't accept", "24 hours"],
         notes="claim.state DECLINED (LATE_NETWORK_BLOCK), decided 13/10/2026."),
]
