from write_cases import S, N, C, I, CI, case

DOMAIN = "home contents insurance"
SCENARIO = "home-escape-of-water"
QUESTION = ("Water came through my ceiling from the flat upstairs and ruined my sofa, rug and laptop. What happens "
            "next, and what do I have to pay?")
NOW = "2026-03-09T10:20:00+00:00"
EVIDENCE = [
    {"id": "get_policy#HCN-6602941", "kind": "record", "source": "tool:get_policy",
     "fields": {"policy": {"number": "HCN-6602941", "product": "CONTENTS_STANDARD", "status": "IN_FORCE",
                           "holder": {"name": "Tomasz Kowalczyk"},
                           "cover": ["FIRE", "THEFT", "ESCAPE_OF_WATER", "STORM", "PERSONAL_POSSESSIONS_AWAY"],
                           "limits": {"contents_sum_insured_minor": 4000000, "single_article_minor": 200000},
                           "excess": {"standard_minor": 10000, "escape_of_water_minor": 35000}}}},
    {"id": "get_claim#HC-2026-031877", "kind": "record", "source": "tool:get_claim",
     "fields": {"claim": {"reference": "HC-2026-031877", "peril": "ESCAPE_OF_WATER", "state": "UNDER_ASSESSMENT",
                          "incident_date": "2026-03-02", "source_of_leak": "NEIGHBOURING_FLAT_ABOVE",
                          "items": [{"description": "Three-seater fabric sofa", "claimed_minor": 149900},
                                    {"description": "Wool rug", "claimed_minor": 42500},
                                    {"description": "Laptop", "claimed_minor": 126000}],
                          "claimed_total_minor": 318400,
                          "loss_adjuster": {"firm": "Pennant Loss Adjusting", "name": "Ruth Calloway",
                                            "visit_at": 1773324000, "visit_window": "PT2H",
                                            "timezone": "Europe/London"}},
                "documents_required": [
                    {"code": "PHOTOGRAPHS_OF_DAMAGE", "status": "RECEIVED"},
                    {"code": "PROOF_OF_PURCHASE", "item": "Laptop", "status": "OUTSTANDING"}],
                "payments": []}},
    {"id": "home-policy#escape-of-water", "kind": "policy", "revision": "H-2025.4",
     "text": ("For claims over £2,500 we may appoint a loss adjuster to visit your home. Please keep damaged items "
              "until the loss adjuster has seen them. For escape of water claims, an excess of £350 applies "
              "instead of your standard excess. If the water came from a neighbouring property, we may recover "
              "our costs from their insurer, but your excess still applies.")},
]

CASES = [
    case("", "Hi Tomasz, I'm really sorry about the water damage, that's a horrible thing to deal with. Claim "
             "HC-2026-031877 is under assessment, and a loss adjuster, Ruth Calloway from Pennant Loss Adjusting, "
             "will visit on Thursday 12 March between 2pm and 4pm. Please keep the damaged sofa and rug until she's "
             "seen them. The escape of water excess of £350 applies to this claim, rather than your usual £100.",
         [N("I'm really sorry about the water damage"), S("HC-2026-031877 is under assessment"),
          S("Ruth Calloway from Pennant Loss Adjusting"), S("will visit on Thursday 12 March"),
          S("between 2pm and 4pm"), S("keep the damaged sofa and rug until she's seen them"),
          S("escape of water excess of £350 applies"), S("rather than your usual £100")],
         includes=["£350", "12 March"],
         notes="visit_at 1773324000 = Thu 12/03/2026 14:00 GMT, window PT2H; excess escape_of_water 35000 vs "
               "standard 10000; policy asks to keep damaged items."),
    case("neighbour", "We already have your photos, but we still need proof of purchase for the laptop. Even though "
                      "the leak came from the flat above, your £350 excess still applies, although we may recover "
                      "our costs from your neighbour's insurer.",
         [S("We already have your photos"), S("still need proof of purchase for the laptop"),
          S("the leak came from the flat above"), S("your £350 excess still applies"),
          S("we may recover our costs from your neighbour's insurer")],
         includes=["£350", "laptop"],
         notes="documents_required; source_of_leak NEIGHBOURING_FLAT_ABOVE; policy recovery text."),
    case("short", "Ruth from Pennant will be with you on 12/03/2026 from 14:00; your claim totals £3,184.00 across "
                  "the sofa, rug and laptop.",
         [S("on 12/03/2026 from 14:00"), S("your claim totals £3,184.00"), S("the sofa, rug and laptop")],
         includes=["£3,184.00"],
         notes="visit_at; claimed 149900 + 42500 + 126000 = 318400."),
    case("neighbour-no-excess", "Hi Tomasz, I'm really sorry about the water damage. A loss adjuster from Pennant "
                                "Loss Adjusting will visit on Thursday 12 March between 2pm and 4pm. Because the "
                                "leak came from your neighbour's flat, no excess will apply to your claim.",
         [N("I'm really sorry about the water damage"), S("will visit on Thursday 12 March"),
          S("between 2pm and 4pm"), S("the leak came from your neighbour's flat"),
          C("no excess will apply to your claim", "NLI_CONTRADICTION", "AMOUNT_MISMATCH")],
         errors=["wrong_policy_condition"], excludes=["no excess will apply"], includes=["12 March"],
         notes="policy: if the water came from a neighbouring property the excess still applies (£350)."),
    case("friday-receipt", "Thanks for sending everything over, Tomasz. Ruth Calloway will visit this Friday "
                           "between 2pm and 4pm, and we've received your photos and the laptop receipt. Your "
                           "escape of water excess is £350.",
         [N("Thanks for sending everything over"), C("will visit this Friday", "DATE_MISMATCH"),
          S("between 2pm and 4pm"), S("we've received your photos"),
          C("the laptop receipt", "RECORD_STATE_MISMATCH", "VALUE_MISMATCH"),
          S("escape of water excess is £350")],
         errors=["wrong_date", "wrong_state"],
         excludes=["this Friday", "and the laptop receipt"],
         includes=["£350"],
         notes="visit is Thursday 12/03/2026 (now Monday 9 March); PROOF_OF_PURCHASE for laptop is OUTSTANDING."),
]

REPAIR = [
    case("", "Hi Tomasz, sorry you're dealing with this. Ruth Calloway from Pennant Loss Adjusting will visit on "
             "Thursday 12 March between 2pm and 4pm, and we still need your laptop receipt. The standard £100 "
             "excess applies to this claim.",
         [N("sorry you're dealing with this"), S("will visit on Thursday 12 March"), S("between 2pm and 4pm"),
          S("still need your laptop receipt"),
          C("The standard £100 excess applies", "AMOUNT_MISMATCH", "NLI_CONTRADICTION")],
         errors=["wrong_role"], excludes=["standard £100 excess applies"],
         includes=["£350", "12 March|12/03/2026"],
         notes="escape_of_water_minor 35000 applies instead of the standard 10000 (policy text)."),
]
