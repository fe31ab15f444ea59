from write_cases import S, N, C, I, CI, case

DOMAIN = "car insurance"
SCENARIO = "car-renewal-excess"
QUESTION = ("I put my voluntary excess up when I renewed to bring the price down. What's my total excess now if I "
            "claim, and is my son Tom still on the policy?")
EVIDENCE = [
    {"id": "get_policy#MTR-771205@v3", "kind": "record", "source": "tool:get_policy", "valid_from": "2026-02-14",
     "fields": {"policy": {"number": "MTR-771205", "version": 3, "status": "IN_FORCE",
                           "valid_from": "2026-02-14", "valid_to": None,
                           "holder": {"name": "Helen Bexley"},
                           "named_drivers": [{"name": "Helen Bexley", "age": 52}, {"name": "Mark Bexley", "age": 54}],
                           "cover": ["THIRD_PARTY", "FIRE", "THEFT", "ACCIDENTAL_DAMAGE", "WINDSCREEN"],
                           "excess": {"currency": "GBP", "compulsory_minor": 25000, "voluntary_minor": 20000,
                                      "young_driver_minor": 25000, "windscreen_replacement_minor": 11500},
                           "premium": {"annual_minor": 61240, "status": "PAID"}}}},
    {"id": "get_policy#MTR-771205@v2", "kind": "record", "source": "tool:get_policy", "valid_to": "2026-02-13",
     "fields": {"policy": {"number": "MTR-771205", "version": 2, "status": "SUPERSEDED",
                           "valid_from": "2025-02-14", "valid_to": "2026-02-13",
                           "holder": {"name": "Helen Bexley"},
                           "named_drivers": [{"name": "Helen Bexley", "age": 51}, {"name": "Mark Bexley", "age": 53},
                                             {"name": "Tom Bexley", "age": 19}],
                           "cover": ["THIRD_PARTY", "FIRE", "THEFT", "ACCIDENTAL_DAMAGE", "WINDSCREEN"],
                           "excess": {"currency": "GBP", "compulsory_minor": 25000, "voluntary_minor": 10000,
                                      "young_driver_minor": 25000, "windscreen_replacement_minor": 11500},
                           "premium": {"annual_minor": 98415, "status": "PAID"}}}},
    {"id": "motor-policy#excess", "kind": "policy", "revision": "2025-10",
     "text": ("Windscreen claims carry their own excess, shown separately in your schedule. "
              "For accidental damage, fire or theft claims, your total excess is the compulsory excess plus any "
              "voluntary excess you chose. An additional young driver excess applies when the person driving at "
              "the time of the incident is under 25. Only drivers named on your current schedule are insured to "
              "drive the car.")},
]

CASES = [
    case("", "Hi Helen, since your renewal on 14/02/2026 your excess for a claim is £450 in total: the £250 "
             "compulsory excess plus the £200 voluntary excess you chose. Tom is no longer a named driver, so the "
             "policy now covers you and Mark.",
         [S("since your renewal on 14/02/2026"), S("£450 in total"), S("the £250 compulsory excess"),
          S("the £200 voluntary excess you chose"), S("Tom is no longer a named driver"),
          S("covers you and Mark")],
         includes=["£450", "£200"],
         notes="v3 valid_from 2026-02-14, compulsory 25000 + voluntary 20000 = £450; v3 named_drivers lacks Tom."),
    case("bullets", "Here's your current excess (version 3 of your policy, in force from 14 February 2026):\n"
                    "• Compulsory: £250\n• Voluntary: £200\n• Total per claim: £450\n"
                    "If someone under 25 is driving when an incident happens, a further £250 young driver excess "
                    "is added on top.",
         [S("version 3 of your policy, in force from 14 February 2026"), S("Compulsory: £250"),
          S("Voluntary: £200"), S("Total per claim: £450"), S("someone under 25 is driving"),
          S("a further £250 young driver excess")],
         includes=["£450"],
         notes="v3 excess fields; policy says young driver excess applies when the driver is under 25; "
               "young_driver_minor 25000."),
    case("words", "Your total excess is now four hundred and fifty pounds, up from three hundred and fifty before "
                  "the renewal, and I can confirm Tom was taken off the policy at that point.",
         [S("four hundred and fifty pounds"), S("up from three hundred and fifty before the renewal"),
          S("Tom was taken off the policy at that point")],
         includes=["four hundred and fifty"],
         notes="v3 total 45000; superseded v2 total 35000; Tom named in v2 but not v3."),
    case("stale-excess", "Hi Helen, thanks for your message. Your total excess is £350, made up of the £250 "
                         "compulsory excess and a £100 voluntary excess. Tom is no longer a named driver, so the "
                         "policy now covers you and Mark.",
         [N("thanks for your message"), C("Your total excess is £350", "AMOUNT_MISMATCH"),
          S("the £250 compulsory excess"), C("a £100 voluntary excess", "AMOUNT_MISMATCH"),
          S("Tom is no longer a named driver"), S("covers you and Mark")],
         errors=["stale_value", "stale_value"],
         excludes=["total excess is £350", "£100 voluntary"],
         includes=["£250"],
         notes="£100 voluntary / £350 total come from v2, SUPERSEDED with valid_to 2026-02-13; v3 holds 20000."),
    case("sum", "Hi Helen, your renewal on 14/02/2026 put your voluntary excess up to £200. With the £250 "
                "compulsory excess, that makes £400 in total if you claim. Tom is no longer a named driver.",
         [S("renewal on 14/02/2026"), S("voluntary excess up to £200"), S("the £250 compulsory excess"),
          C("£400 in total", "AMOUNT_MISMATCH"), S("Tom is no longer a named driver")],
         errors=["wrong_arithmetic"], excludes=["£400 in total"], includes=["£200", "£250"],
         notes="25000 + 20000 = £450, not £400."),
    case("tom-still", "Your total excess is £450 (£250 compulsory plus £200 voluntary). Tom is still listed as a "
                      "named driver, so he's insured to drive the car.",
         [S("Your total excess is £450"), S("£250 compulsory plus £200 voluntary"),
          C("Tom is still listed as a named driver", "VALUE_MISMATCH", "RECORD_STATE_MISMATCH"),
          CI("he's insured to drive the car", "VALUE_MISMATCH", "NLI_CONTRADICTION", "RECORD_STATE_MISMATCH")],
         errors=["stale_value", "stale_value"],
         excludes=["Tom is still listed", "he's insured to drive"],
         includes=["£450"],
         notes="Tom appears only in superseded v2; v3 named_drivers is Helen and Mark; policy: only drivers on the "
               "current schedule are insured."),
]

REPAIR = [
    case("", "Hi Helen, your total excess since the renewal is £450, that's £250 compulsory plus the £200 "
             "voluntary you chose. Tom is still a named driver alongside you and Mark.",
         [S("total excess since the renewal is £450"), S("£250 compulsory plus the £200"),
          C("Tom is still a named driver", "VALUE_MISMATCH", "RECORD_STATE_MISMATCH")],
         errors=["stale_value"], excludes=["Tom is still a named driver"],
         includes=["no longer|removed|not a named driver|isn't|is not|not listed|taken off", "£450"],
         notes="Tom is only on v2 (SUPERSEDED, valid_to 2026-02-13); current v3 names Helen and Mark."),
]
