from write_cases import S, N, C, I, CI, case

DOMAIN = "home contents insurance"
SCENARIO = "home-theft-single-item"
QUESTION = "My gold bracelet that was stolen was valued at £2,300. Why have I only been paid £1,400?"
EVIDENCE = [
    {"id": "get_policy#HCN-2210774", "kind": "record", "source": "tool:get_policy",
     "fields": {"policy": {"number": "HCN-2210774", "product": "CONTENTS_PLUS", "status": "IN_FORCE",
                           "holder": {"name": "Fiona MacLeod"},
                           "cover": ["FIRE", "THEFT", "ESCAPE_OF_WATER", "ACCIDENTAL_DAMAGE"],
                           "limits": {"contents_sum_insured_minor": 5500000, "single_article_minor": 150000,
                                      "valuables_total_minor": 800000},
                           "specified_items": [{"description": "Diamond engagement ring",
                                                "sum_insured_minor": 420000}],
                           "excess": {"standard_minor": 10000}}}},
    {"id": "get_claim#HT-2026-040318", "kind": "record", "source": "tool:get_claim",
     "fields": {"claim": {"reference": "HT-2026-040318", "peril": "THEFT", "state": "SETTLED",
                          "police_reference": "PS-26-0419-2287",
                          "items": [{"description": "18ct gold bracelet", "specified": False,
                                     "valuation_minor": 230000, "allowed_minor": 150000}],
                          "excess_applied_minor": 10000},
                "payments": [{"payment_id": "HP-40021", "payee_type": "POLICYHOLDER", "amount_minor": 140000,
                              "currency": "GBP", "status": "PAID", "paid_on": "2026-05-06"}]}},
    {"id": "home-policy#valuables", "kind": "policy", "revision": "H-2025.4",
     "text": ("Your standard excess applies to each claim. Any single item worth more than £1,500 must be listed "
              "as a specified item on your schedule; if it isn't, the most we pay for that item is £1,500. "
              "Specified items are covered up to the sum insured shown against them. Valuables in total are "
              "covered up to the valuables limit on your schedule.")},
]

CASES = [
    case("", "Hi Fiona, I'm sorry about your bracelet, I know it's about more than the money. As the bracelet "
             "wasn't listed as a specified item, the most the policy pays for a single item is £1,500. From that "
             "we took your £100 excess, so claim HT-2026-040318 was settled at £1,400, paid to you on 6 May 2026. "
             "Your engagement ring is listed separately, with its own £4,200 of cover.",
         [N("I'm sorry about your bracelet"), S("the bracelet wasn't listed as a specified item"),
          S("the most the policy pays for a single item is £1,500"), S("we took your £100 excess"),
          S("HT-2026-040318 was settled at £1,400"), S("paid to you on 6 May 2026"),
          S("its own £4,200 of cover")],
         includes=["£1,500", "£1,400"],
         notes="items[0] specified false, allowed 150000, excess 10000, payment 140000 on 2026-05-06; "
               "specified ring 420000."),
    case("terse", "Unspecified items are capped at £1,500 each, so your £2,300 valuation was reduced to £1,500, "
                  "and after the £100 excess we paid £1,400.",
         [S("Unspecified items are capped at £1,500 each"), S("your £2,300 valuation was reduced to £1,500"),
          S("after the £100 excess we paid £1,400")],
         includes=["£1,400"],
         notes="valuation 230000, allowed 150000, paid 140000."),
    case("letter", "Dear Ms MacLeod,\n\nThank you for your email. The settlement of £1,400 for the stolen 18ct gold "
                   "bracelet reflects the £1,500 single-item limit less the £100 excess. If you have other items "
                   "worth more than £1,500, they should be added to your schedule as specified items.\n\n"
                   "Yours sincerely,\nHome Claims",
         [N("Dear Ms MacLeod"), N("Thank you for your email"),
          S("settlement of £1,400 for the stolen 18ct gold bracelet"), S("the £1,500 single-item limit"),
          S("less the £100 excess"), S("should be added to your schedule as specified items"),
          N("Yours sincerely"), N("Home Claims")],
         includes=["£1,400", "£1,500"],
         notes="claim items and payment; policy on specifying items over £1,500."),
    case("ring-limit", "Hi Fiona, I'm sorry about your bracelet. I've checked, and your jewellery is covered as a "
                       "specified item up to £4,200, so I've asked the team to pay you the remaining £900.",
         [N("I'm sorry about your bracelet"),
          C("your jewellery is covered as a specified item up to £4,200", "VALUE_MISMATCH", "AMOUNT_MISMATCH"),
          CI("asked the team to pay you the remaining £900", "CLAIM_WITHOUT_TOOL_EVIDENCE", "NOT_EXECUTED")],
         errors=["other_record_value", "unrecorded_extra"],
         excludes=["specified item up to £4,200", "pay you the remaining £900"],
         includes=[],
         notes="£4,200 belongs to the specified engagement ring; the bracelet was unspecified (allowed 150000). No "
               "record holds a further payment."),
]

REPAIR = [
    case("", "Hi Fiona, I'm sorry about your bracelet. Because it wasn't a specified item, the most we pay for it "
             "is £2,000, and after your £100 excess we paid you £1,400 on 6 May 2026.",
         [N("I'm sorry about your bracelet"), S("it wasn't a specified item"),
          C("the most we pay for it is £2,000", "NLI_CONTRADICTION", "AMOUNT_MISMATCH"),
          S("after your £100 excess"), S("we paid you £1,400 on 6 May 2026")],
         errors=["wrong_amount"], excludes=["£2,000"],
         includes=["£1,500", "£1,400"],
         notes="single_article_minor 150000 and the policy: £1,500 cap for unspecified items."),
]
