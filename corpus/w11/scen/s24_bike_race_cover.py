from write_cases import S, N, C, I, CI, case

DOMAIN = "bicycle insurance"
SCENARIO = "bike-race-cover"
QUESTION = "I crashed in a gravel sportive on Sunday and cracked the frame. Am I covered, and what else do you need?"
NOW = "2026-05-21T08:45:00+01:00"
EVIDENCE = [
    {"id": "get_policy#BIK-5531290@v2", "kind": "record", "source": "tool:get_policy", "valid_from": "2026-04-01",
     "fields": {"policy": {"number": "BIK-5531290", "version": 2, "status": "IN_FORCE",
                           "valid_from": "2026-04-01", "valid_to": None,
                           "holder": {"name": "Jess Thornbury"},
                           "bikes": [{"description": "Fennick G2 carbon gravel bike", "value_minor": 320000}],
                           "cover": ["THEFT_HOME", "THEFT_AWAY", "ACCIDENTAL_DAMAGE", "RACE_COVER"],
                           "excess": {"standard_minor": 5000, "race_cover_minor": 15000}}}},
    {"id": "get_policy#BIK-5531290@v1", "kind": "record", "source": "tool:get_policy", "valid_to": "2026-03-31",
     "fields": {"policy": {"number": "BIK-5531290", "version": 1, "status": "SUPERSEDED",
                           "valid_from": "2025-09-12", "valid_to": "2026-03-31",
                           "holder": {"name": "Jess Thornbury"},
                           "bikes": [{"description": "Fennick G2 carbon gravel bike", "value_minor": 320000}],
                           "cover": ["THEFT_HOME", "THEFT_AWAY", "ACCIDENTAL_DAMAGE"],
                           "excess": {"standard_minor": 5000}}}},
    {"id": "get_claim#BK-2026-0518-377", "kind": "record", "source": "tool:get_claim",
     "fields": {"claim": {"reference": "BK-2026-0518-377", "type": "RACE_DAMAGE", "state": "UNDER_ASSESSMENT",
                          "incident_date": "2026-05-17", "event": "Cotswold Gravel Sportive",
                          "damage": "Cracked down tube"},
                "documents_required": [
                    {"code": "REPAIR_ESTIMATE", "status": "RECEIVED", "amount_minor": 61250,
                     "from": "Spokehouse Cycles"},
                    {"code": "EVENT_ENTRY_CONFIRMATION", "status": "OUTSTANDING"}],
                "payments": []}},
    {"id": "cycle-policy#race", "kind": "policy", "revision": "C-2026.1",
     "text": ("Race cover, if shown in your schedule, covers accidental damage to your bike while you take part in "
              "amateur races, sportives and time trials. We will need proof of your entry to the event. An excess "
              "of £150 applies to claims made under race cover, instead of your standard excess. Without race "
              "cover, damage during an organised event is not covered.")},
]

CASES = [
    case("", "Hi Jess, sorry to hear about the crash, I hope you're not too battered. Race cover was added to your "
             "policy from 1 April 2026, so the sportive on 17 May falls within it. Claim BK-2026-0518-377 is being "
             "assessed: we have the £612.50 repair estimate from Spokehouse Cycles, and we still need confirmation "
             "of your entry to the Cotswold Gravel Sportive. The excess for claims under race cover is £150.",
         [N("sorry to hear about the crash"), S("Race cover was added to your policy from 1 April 2026"),
          S("the sportive on 17 May falls within it"), S("BK-2026-0518-377 is being assessed"),
          S("£612.50 repair estimate from Spokehouse Cycles"),
          S("still need confirmation of your entry to the Cotswold Gravel Sportive"),
          S("The excess for claims under race cover is £150")],
         includes=["£150", "1 April 2026"],
         notes="v2 valid_from 2026-04-01 adds RACE_COVER; incident 2026-05-17; estimate 61250 RECEIVED; entry "
               "confirmation OUTSTANDING; race_cover excess 15000."),
    case("projection", "If the claim is approved on the estimate as it stands, we'd pay £462.50 once the £150 race "
                       "cover excess comes off.",
         [S("we'd pay £462.50"), S("once the £150 race cover excess comes off")],
         includes=["£462.50"],
         notes="61250 - 15000 = 46250."),
    case("standard-excess", "Hi Jess, sorry to hear about the crash. Your race cover applies to the sportive, and "
                            "the standard £50 excess applies, so on the £612.50 estimate we'd pay £562.50.",
         [N("sorry to hear about the crash"), S("Your race cover applies to the sportive"),
          C("the standard £50 excess applies", "NLI_CONTRADICTION", "AMOUNT_MISMATCH"),
          S("on the £612.50 estimate"), C("we'd pay £562.50", "AMOUNT_MISMATCH")],
         errors=["wrong_amount", "wrong_amount"],
         excludes=["standard £50 excess applies", "£562.50"],
         includes=["£612.50"],
         notes="policy: race cover claims carry a £150 excess instead of the standard one; 61250 - 15000 = 46250."),
    case("stale-no-race", "Hi Jess, I'm sorry about your crash. Unfortunately your policy doesn't include race "
                          "cover, so damage during the sportive isn't covered.",
         [N("I'm sorry about your crash"),
          C("your policy doesn't include race cover", "VALUE_MISMATCH", "RECORD_STATE_MISMATCH"),
          C("damage during the sportive isn't covered", "VALUE_MISMATCH", "NLI_CONTRADICTION",
            "RECORD_STATE_MISMATCH")],
         errors=["stale_value", "stale_value"],
         excludes=["doesn't include race cover", "sportive isn't covered"],
         includes=[],
         notes="Race cover is missing only from v1 (SUPERSEDED, valid_to 2026-03-31); v2 from 2026-04-01 lists "
               "RACE_COVER, and the claim is under assessment."),
]

REPAIR = [
    case("", "Hi Jess, sorry about the crash. Race cover has been on your policy since 1 April 2026, and claim "
             "BK-2026-0518-377 is being assessed. We've received your repair estimate and your event entry "
             "confirmation, so there's nothing else we need from you.",
         [N("sorry about the crash"), S("Race cover has been on your policy since 1 April 2026"),
          S("BK-2026-0518-377 is being assessed"), S("We've received your repair estimate"),
          C("and your event entry confirmation", "RECORD_STATE_MISMATCH", "VALUE_MISMATCH"),
          C("there's nothing else we need from you", "RECORD_STATE_MISMATCH", "VALUE_MISMATCH")],
         errors=["wrong_state", "wrong_state"],
         excludes=["and your event entry confirmation", "nothing else we need"],
         includes=["still need|outstanding|waiting|please send|yet to", "1 April 2026|01/04/2026"],
         notes="EVENT_ENTRY_CONFIRMATION is OUTSTANDING."),
]
