from write_cases import S, N, C, I, CI, case

DOMAIN = "home contents insurance"
SCENARIO = "home-settlement-options"
QUESTION = "Do I have to take a voucher for the TV and soundbar that were stolen? I'd rather have the money."
NOW = "2026-07-31T15:00:00+01:00"
EVIDENCE = [
    {"id": "get_policy#HCN-4418206", "kind": "record", "source": "tool:get_policy",
     "fields": {"policy": {"number": "HCN-4418206", "product": "CONTENTS_STANDARD", "status": "IN_FORCE",
                           "holder": {"name": "Grace Achterberg"},
                           "cover": ["FIRE", "THEFT", "ESCAPE_OF_WATER", "STORM"],
                           "excess": {"standard_minor": 10000}}}},
    {"id": "get_claim#HB-2026-071195", "kind": "record", "source": "tool:get_claim",
     "fields": {"claim": {"reference": "HB-2026-071195", "peril": "THEFT_FORCIBLE_ENTRY",
                          "state": "SETTLEMENT_OFFERED",
                          "items": [{"description": "55-inch OLED TV", "retail_minor": 109900},
                                    {"description": "Soundbar", "retail_minor": 30000}],
                          "settlement_options": {
                              "replacement_voucher": {"supplier": "Brightwell Replacements",
                                                      "value_minor": 129900},
                              "cash": {"basis": "SUPPLIER_COST", "supplier_cost_minor": 118000,
                                       "value_minor": 108000}},
                          "excess_deducted_minor": 10000, "offer_expires_on": "2026-08-14"},
                "payments": []}},
    {"id": "home-policy#settlement", "kind": "policy", "revision": "H-2025.4",
     "text": ("Where we can replace an item through one of our suppliers, we will offer you a replacement or a "
              "voucher. You don't have to accept a replacement: if you prefer cash, we pay what it would have cost "
              "us to replace the item through our supplier, which may be less than the retail price. Your excess "
              "is deducted from whichever option you choose.")},
]

CASES = [
    case("", "Hi Grace, I'm sorry about the break-in. You don't have to take the voucher. On claim HB-2026-071195 "
             "you can choose a £1,299.00 Brightwell Replacements voucher or a cash payment of £1,080.00, and both "
             "already have your £100 excess taken off. The cash figure is lower because it's based on what the "
             "items would cost us through our supplier, rather than the retail price. Please let us know your "
             "choice by 14 August 2026.",
         [N("I'm sorry about the break-in"), S("You don't have to take the voucher"),
          S("£1,299.00 Brightwell Replacements voucher"), S("cash payment of £1,080.00"),
          S("both already have your £100 excess taken off"),
          S("based on what the items would cost us through our supplier"), S("by 14 August 2026")],
         includes=["£1,080.00", "£1,299.00"],
         notes="settlement_options voucher 129900, cash 108000 (supplier cost 118000 less 10000); offer_expires_on "
               "2026-08-14; policy says cash is supplier cost."),
    case("bullets", "Your two options for the TV and soundbar:\n"
                    "• Voucher: £1,299.00\n• Cash: £1,080.00\n"
                    "Cash comes to £219.00 less than the voucher, and the offer is open for another two weeks.",
         [S("Your two options for the TV and soundbar"), S("Voucher: £1,299.00"), S("Cash: £1,080.00"),
          S("Cash comes to £219.00 less than the voucher"), S("the offer is open for another two weeks")],
         includes=["£219.00"],
         notes="129900 - 108000 = 21900; now 31/07, expires 14/08 = 14 days."),
    case("cash-deadline", "Hi Grace, I'm sorry about the break-in. You don't have to take the voucher: you can "
                          "have a cash payment of £1,180.00 instead. Just let us know by 30 August 2026.",
         [N("I'm sorry about the break-in"), S("You don't have to take the voucher"),
          C("cash payment of £1,180.00", "AMOUNT_MISMATCH"), C("by 30 August 2026", "DATE_MISMATCH")],
         errors=["wrong_arithmetic", "wrong_date"],
         excludes=["£1,180.00", "30 August 2026"],
         includes=[],
         notes="£1,180.00 is supplier cost before the £100 excess (cash value_minor 108000); offer_expires_on "
               "2026-08-14."),
]

REPAIR = [
    case("", "Hi Grace, sorry about the burglary. For claim HB-2026-071195 you can take a voucher worth "
             "£1,399.00 or cash of £1,080.00, so the choice is yours. The offer is open until 14 August 2026.",
         [N("sorry about the burglary"), C("a voucher worth £1,399.00", "AMOUNT_MISMATCH"),
          S("cash of £1,080.00"), S("the choice is yours"), S("open until 14 August 2026")],
         errors=["wrong_arithmetic"], excludes=["£1,399.00"],
         includes=["£1,299.00|£1,299|1,299", "£1,080.00|£1,080", "14 August 2026|14/08/2026"],
         notes="£1,399.00 is the retail total; voucher value_minor is 129900 after the excess."),
]
