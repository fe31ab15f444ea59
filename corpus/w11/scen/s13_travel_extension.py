from write_cases import S, N, C, I, CI, case

DOMAIN = "travel insurance"
SCENARIO = "travel-extension-wintersports"
QUESTION = ("I'm in Canada now. Can you confirm my cover runs to 14 February after I extended the trip, and add "
            "skiing cover? We've decided to go to Whistler for a few days.")
NOW = "2026-01-30T16:10:00+00:00"
EVIDENCE = [
    {"id": "get_policy#TRV-7260385@v2", "kind": "record", "source": "tool:get_policy", "valid_from": "2026-01-10",
     "fields": {"policy": {"number": "TRV-7260385", "version": 2, "status": "IN_FORCE", "product": "SINGLE_TRIP_WORLDWIDE",
                           "holder": {"name": "Anjali Shah"}, "valid_from": "2026-01-10", "valid_to": None,
                           "trip": {"destination": "CANADA", "start": "2026-01-24", "end": "2026-02-14"},
                           "cover": ["CANCELLATION", "EMERGENCY_MEDICAL", "BAGGAGE", "PERSONAL_LIABILITY"],
                           "endorsements": [{"code": "TRIP_EXTENSION", "premium_minor": 3850, "paid_on": "2026-01-10"}],
                           "excess": {"per_claim_minor": 9500}}}},
    {"id": "get_policy#TRV-7260385@v1", "kind": "record", "source": "tool:get_policy", "valid_to": "2026-01-09",
     "fields": {"policy": {"number": "TRV-7260385", "version": 1, "status": "SUPERSEDED", "product": "SINGLE_TRIP_WORLDWIDE",
                           "holder": {"name": "Anjali Shah"}, "valid_from": "2025-12-02", "valid_to": "2026-01-09",
                           "trip": {"destination": "CANADA", "start": "2026-01-24", "end": "2026-02-07"},
                           "cover": ["CANCELLATION", "EMERGENCY_MEDICAL", "BAGGAGE", "PERSONAL_LIABILITY"],
                           "excess": {"per_claim_minor": 9500}}}},
    {"id": "add_cover#call-3", "kind": "refused_call", "tool": "add_cover", "decision": "DENY",
     "args": {"policy_number": "TRV-7260385", "cover_code": "WINTER_SPORTS"}, "reason": "TRIP_ALREADY_STARTED"},
    {"id": "travel-policy#winter-sports", "kind": "policy", "revision": "T-2026.1",
     "text": ("You can extend your trip dates before you travel by paying an additional premium. Winter sports cover "
              "must be added before you leave home and cannot be added once your trip has started. Without winter "
              "sports cover, claims arising from skiing or snowboarding, including medical treatment and equipment, "
              "are not covered.")},
]

CASES = [
    case("", "Hi Anjali, Whistler sounds wonderful. Your policy was updated on 10 January, so your cover now runs "
             "until 14 February 2026. I'm sorry, but I wasn't able to add winter sports cover: it has to be added "
             "before you leave home, and your trip started on 24 January. That means any claim arising from skiing "
             "or snowboarding, including medical treatment, wouldn't be covered on this trip.",
         [N("Whistler sounds wonderful"), S("Your policy was updated on 10 January"),
          S("cover now runs until 14 February 2026"), S("I wasn't able to add winter sports cover"),
          S("it has to be added before you leave home"), S("your trip started on 24 January"),
          S("wouldn't be covered on this trip")],
         includes=["14 February 2026"],
         notes="v2 valid_from 2026-01-10, trip end 2026-02-14; add_cover refused (DENY, TRIP_ALREADY_STARTED); "
               "policy text on winter sports."),
    case("dates", "The trip dates on your current policy are 24/01/2026 to 14/02/2026. The extension cost £38.50, "
                  "which you paid on 10/01/2026.",
         [S("24/01/2026 to 14/02/2026"), S("The extension cost £38.50"), S("which you paid on 10/01/2026")],
         includes=["14/02/2026", "£38.50"],
         notes="v2 trip fields; endorsement TRIP_EXTENSION premium 3850 paid 2026-01-10."),
    case("terse", "The skiing add-on was declined because your trip has already begun, but your extended dates up to "
                  "14 Feb are covered.",
         [S("The skiing add-on was declined"), S("because your trip has already begun"),
          S("your extended dates up to 14 Feb are covered")],
         includes=["14 Feb"],
         notes="refused_call DENY reason TRIP_ALREADY_STARTED; v2 trip end 2026-02-14."),
    case("ski-added", "Hi Anjali, Whistler sounds wonderful. Your cover runs until 14 February 2026, and I've added "
                      "winter sports cover for the rest of the trip. The extra premium for it is £38.50.",
         [N("Whistler sounds wonderful"), S("Your cover runs until 14 February 2026"),
          C("I've added winter sports cover", "NOT_EXECUTED"),
          C("The extra premium for it is £38.50", "VALUE_MISMATCH", "AMOUNT_MISMATCH",
            "CLAIM_WITHOUT_TOOL_EVIDENCE")],
         errors=["refused_call_effect", "other_record_value"],
         excludes=["I've added winter sports cover", "extra premium for it is £38.50"],
         includes=["14 February 2026"],
         notes="add_cover was refused (DENY); £38.50 is the trip extension premium, not a winter sports price."),
    case("stale-end", "Hi Anjali, I'm sorry, but I couldn't add winter sports cover because your trip has already "
                      "started. Your cover for Canada runs until 7 February 2026.",
         [S("I couldn't add winter sports cover"), S("because your trip has already started"),
          C("runs until 7 February 2026", "DATE_MISMATCH")],
         errors=["stale_value"], excludes=["7 February 2026"], includes=["couldn't add"],
         notes="7 February is the trip end in v1 (SUPERSEDED, valid_to 2026-01-09); v2 says 14 February."),
]

REPAIR = [
    case("", "Hi Anjali, your extended cover runs until 14 February 2026. Winter sports cover has been added from "
             "today, so your skiing in Whistler is covered.",
         [S("extended cover runs until 14 February 2026"),
          C("Winter sports cover has been added from today", "NOT_EXECUTED"),
          C("your skiing in Whistler is covered", "NOT_EXECUTED", "NLI_CONTRADICTION")],
         errors=["refused_call_effect", "invented_fact"],
         excludes=["has been added from today", "skiing in Whistler is covered"],
         includes=["couldn't|could not|unable|not able|declined|can't|cannot|isn't possible", "14 February 2026|14/02/2026"],
         notes="add_cover refused_call DENY (TRIP_ALREADY_STARTED); policy: no skiing claims without winter sports cover."),
]
