from write_cases import S, N, C, I, CI, case

DOMAIN = "home contents insurance"
SCENARIO = "home-tv-declined"
QUESTION = "Why was my TV claim declined? I'm sure I've got accidental damage cover with you."
EVIDENCE = [
    {"id": "get_policy#HCN-9033518", "kind": "record", "source": "tool:get_policy",
     "fields": {"policy": {"number": "HCN-9033518", "product": "CONTENTS_STANDARD", "status": "IN_FORCE",
                           "holder": {"name": "Owen Griffiths"},
                           "cover": ["FIRE", "THEFT", "ESCAPE_OF_WATER", "STORM"],
                           "optional_extras": [{"code": "ACCIDENTAL_DAMAGE", "selected": False},
                                               {"code": "PERSONAL_POSSESSIONS_AWAY", "selected": False}],
                           "excess": {"standard_minor": 10000}}}},
    {"id": "get_policy#HBD-9033519", "kind": "record", "source": "tool:get_policy",
     "fields": {"policy": {"number": "HBD-9033519", "product": "BUILDINGS", "status": "IN_FORCE",
                           "holder": {"name": "Owen Griffiths"},
                           "cover": ["BUILDINGS", "ACCIDENTAL_DAMAGE_BUILDINGS", "ALTERNATIVE_ACCOMMODATION"],
                           "excess": {"standard_minor": 25000}}}},
    {"id": "get_claim#HC-2026-052240", "kind": "record", "source": "tool:get_claim",
     "fields": {"claim": {"reference": "HC-2026-052240", "policy_number": "HCN-9033518", "state": "DECLINED",
                          "description": "65-inch TV screen cracked by a thrown toy", "claimed_minor": 89900,
                          "decline": {"reason_code": "PERIL_NOT_COVERED", "detail": "ACCIDENTAL_DAMAGE not selected",
                                      "decided_on": "2026-06-03"}},
                "payments": []}},
    {"id": "home-policy#accidental-damage", "kind": "policy", "revision": "H-2025.4",
     "text": ("Accidental damage to your belongings, such as a cracked TV screen, is only covered if you have added "
              "the Accidental Damage option to your contents policy. Accidental damage cover on a buildings policy "
              "protects the structure and fixtures of your home, not your belongings. You can add the option at any "
              "time, but it won't cover damage that happened before it was added.")},
]

CASES = [
    case("", "Hi Owen, I'm sorry, I know a broken TV is a real nuisance. Claim HC-2026-052240 was declined because "
             "your contents policy HCN-9033518 doesn't include the Accidental Damage option. The accidental damage "
             "cover you have is on your buildings policy, and that protects the structure and fixtures of your home "
             "rather than belongings like a TV. You can add accidental damage to your contents policy, but it "
             "wouldn't cover damage that happened before it was added.",
         [N("I'm sorry, I know a broken TV"), S("HC-2026-052240 was declined"),
          S("HCN-9033518 doesn't include the Accidental Damage option"),
          S("The accidental damage cover you have is on your buildings policy"),
          S("rather than belongings like a TV"), S("You can add accidental damage to your contents policy"),
          S("wouldn't cover damage that happened before it was added")],
         includes=["HCN-9033518"],
         notes="contents optional_extras ACCIDENTAL_DAMAGE selected false; buildings cover has "
               "ACCIDENTAL_DAMAGE_BUILDINGS; policy text."),
    case("short", "The £899 claim for the TV was turned down on 3 June because accidental damage to your "
                  "belongings isn't part of your contents cover.",
         [S("The £899 claim for the TV was turned down on 3 June"),
          S("accidental damage to your belongings isn't part of your contents cover")],
         includes=["£899"],
         notes="claimed_minor 89900, decided_on 2026-06-03, reason PERIL_NOT_COVERED."),
    case("add-reconsider", "Hi Owen, I'm sorry about the TV. Claim HC-2026-052240 was declined because your "
                           "contents policy doesn't include accidental damage. If you add the Accidental Damage "
                           "option now, we can look at the TV claim again under it.",
         [N("I'm sorry about the TV"), S("HC-2026-052240 was declined"),
          S("contents policy doesn't include accidental damage"),
          C("we can look at the TV claim again under it", "NLI_CONTRADICTION")],
         errors=["wrong_policy_condition"], excludes=["look at the TV claim again"], includes=["HC-2026-052240"],
         notes="policy: the option won't cover damage that happened before it was added."),
    case("buildings-covers", "Thanks for getting in touch, Owen. Your buildings policy HBD-9033519 includes "
                             "accidental damage, so I've moved the TV claim over to it and you'll hear from the "
                             "team shortly; the buildings excess of £250 will apply.",
         [N("Thanks for getting in touch"), S("buildings policy HBD-9033519 includes accidental damage"),
          CI("I've moved the TV claim over to it", "CLAIM_WITHOUT_TOOL_EVIDENCE", "RECORD_STATE_MISMATCH"),
          CI("the buildings excess of £250 will apply", "NLI_CONTRADICTION", "CLAIM_WITHOUT_TOOL_EVIDENCE",
             "NLI_NOT_ENTAILED")],
         errors=["unrecorded_extra", "condition_unmet"],
         excludes=["moved the TV claim over", "buildings excess of £250 will apply"],
         includes=["HBD-9033519"],
         notes="No record shows the claim moved (state DECLINED on HCN-9033518); buildings accidental damage "
               "doesn't cover belongings, so its excess can't apply to the TV."),
]

REPAIR = [
    case("", "Hi Owen, I'm sorry about the TV. Claim HC-2026-052240 was declined because your contents policy "
             "HBD-9033519 doesn't have the Accidental Damage option, and accidental damage on a buildings policy "
             "doesn't extend to belongings.",
         [N("I'm sorry about the TV"), S("HC-2026-052240 was declined"),
          C("contents policy HBD-9033519", "IDENTIFIER_MISMATCH"),
          S("doesn't have the Accidental Damage option"), S("doesn't extend to belongings")],
         errors=["wrong_role"], excludes=["contents policy HBD-9033519"],
         includes=["HCN-9033518", "HC-2026-052240"],
         notes="HBD-9033519 is the buildings policy; contents policy is HCN-9033518."),
]
