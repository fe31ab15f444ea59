from common import *

DOMAIN = "estate-sale organiser"

# ---------------------------------------------------------------- E1 sale timings
e1_ev = [
    rec("events.get#ES-2026-031", "tool:events.get", {
        "id": "f2b8d4a6-0e19-4c37-9d25-8a7c6b5e4f03", "key": "ES-2026-031", "version": 5,
        "state": "Scheduled",
        "title": {"en-KE": "Estate of the late Dr. Miriam Chebet – Household Sale",
                  "sw": "Mali ya marehemu Dkt. Miriam Chebet – Mnada wa Nyumbani"},
        "address": {"building": "House 14", "streetName": "Riverside Drive", "city": "Nairobi", "country": "KE"},
        "schedule": {
            "familyPreviewAt": "2026-06-19T12:00:00Z",
            "sessions": [
                {"day": 1, "startsAt": "2026-06-20T06:00:00Z", "endsAt": "2026-06-20T14:00:00Z"},
                {"day": 2, "startsAt": "2026-06-21T07:00:00Z", "endsAt": "2026-06-21T12:00:00Z"}]},
        "custom": {"fields": {"numberedEntryFrom": "2026-06-20T05:00:00Z", "paymentMethods": ["MPESA", "CASH"],
                              "parking": "STREET_ONLY", "leadOrganiser": "Faith Nduta"}},
    }),
    pol("sales#etiquette",
        "Buyers pay by M-Pesa or cash at the checkout; card payments are not accepted. Numbers for entry are "
        "handed out one hour before the doors open on the first day. Items must be taken away by the close of "
        "the sale.", revision="v2"),
]
e1 = bundle("sale-timings", DOMAIN,
            "Could you confirm when the sale at my aunt's house runs, and when the family can come to preview?",
            "2026-06-15T17:40:00+03:00", e1_ev, [
    ok("The family preview is on Friday at 3:00 PM. The sale itself runs on Saturday 20 June from 9:00 AM to 5:00 PM "
       "and on Sunday 21 June from 10:00 AM to 3:00 PM, at House 14, Riverside Drive.",
       [S("The family preview is on Friday at 3:00 PM"), S("Saturday 20 June from 9:00 AM to 5:00 PM"),
        S("Sunday 21 June from 10:00 AM to 3:00 PM"), S("House 14, Riverside Drive")],
       ["9:00 AM to 5:00 PM", "3:00 PM"],
       "familyPreviewAt 12:00Z = 3:00 PM on Friday 19 June; sessions in UTC plus three hours."),
    ok("With respect for your aunt's memory, here are the timings:\n"
       "• Family preview: 19/06/2026, 3:00 PM\n"
       "• Day one: 20/06/2026, 9:00 AM – 5:00 PM (entry numbers from 8:00 AM)\n"
       "• Day two: 21/06/2026, 10:00 AM – 3:00 PM\n"
       "Buyers may pay by M-Pesa or cash only.",
       [NA("With respect for your aunt's memory"), S("Family preview: 19/06/2026, 3:00 PM"),
        S("Day one: 20/06/2026, 9:00 AM – 5:00 PM"), S("entry numbers from 8:00 AM"),
        S("Day two: 21/06/2026, 10:00 AM – 3:00 PM"), S("Buyers may pay by M-Pesa or cash only")],
       ["20/06/2026", "8:00 AM"],
       "Sessions and numberedEntryFrom 05:00Z = 8:00 AM local; paymentMethods and the etiquette policy."),
    ok("Doors open this Saturday at nine in the morning and close at five in the evening; on Sunday the sale runs "
       "from ten until three.",
       [S("Doors open this Saturday at nine in the morning"), S("close at five in the evening"),
        S("on Sunday the sale runs from ten until three")],
       ["nine in the morning"],
       "Session 1: 06:00Z-14:00Z; session 2: 07:00Z-12:00Z, in Africa/Nairobi."),
    bad("The family preview is on Friday 19 June at 3:00 PM. The sale opens on Saturday 20 June at 6:00 AM and "
        "closes at 2:00 PM; on Sunday it runs from 7:00 AM to 12:00 PM.",
        [S("The family preview is on Friday 19 June at 3:00 PM"), C("at 6:00 AM and closes at 2:00 PM", DATE),
         C("from 7:00 AM to 12:00 PM", DATE)],
        ["unit_conversion", "unit_conversion"], ["at 6:00 AM and closes at 2:00 PM", "from 7:00 AM to 12:00 PM"],
        "Session times are UTC (Z); local times are 9:00 AM-5:00 PM and 10:00 AM-3:00 PM."),
    bad("The family preview is on Thursday 18 June at 3:00 PM, and on the sale days buyers may also pay by card.",
        [C("on Thursday 18 June at 3:00 PM", DATE), C("buyers may also pay by card", POL)],
        ["wrong_date", "invented_fact"], ["Thursday 18 June", "also pay by card"],
        "familyPreviewAt is 19 June; the policy says card payments are not accepted."),
    rep("The family preview is on Friday 19 June at 3:00 PM. Entry numbers are handed out from 7:00 AM on Saturday, "
        "and the doors open at 9:00 AM.",
        [S("The family preview is on Friday 19 June at 3:00 PM"), C("from 7:00 AM on Saturday", DATE + ["NLI_CONTRADICTION"]),
         S("the doors open at 9:00 AM")],
        ["wrong_time"], ["from 7:00 AM on Saturday"], ["8:00 AM|8 AM|8:00 am", "9:00 AM|9 AM"],
        "numberedEntryFrom 05:00Z = 8:00 AM, one hour before opening."),
])

# ---------------------------------------------------------------- E2 settlement statement
e2_ev = [
    rec("settlements.get#STL-0917", "tool:settlements.get", {
        "key": "STL-0917", "version": 3, "eventKey": "ES-2026-024", "state": "Finalised",
        "finalisedAt": "2026-06-26T07:55:00Z",
        "grossSales": money(41230000),
        "commission": {"rate": "0.25", "amount": money(10307500)},
        "expenses": [{"code": "ADVERTISING", "amount": money(850000)},
                     {"code": "CASHIER_STAFF", "amount": money(600000)}],
        "netPayout": money(29472500),
        "payout": {"state": "Initiated", "method": "BANK_TRANSFER", "bankAccountLast4": "4471",
                   "initiatedAt": "2026-06-26T08:30:00Z", "expectedBy": "2026-07-01"},
    }),
    rec("settlements.get#STL-0851", "tool:settlements.get", {
        "key": "STL-0851", "version": 4, "eventKey": "ES-2026-011", "state": "Finalised",
        "grossSales": money(26480000), "netPayout": money(18640000),
        "payout": {"state": "Paid", "method": "BANK_TRANSFER", "bankAccountLast4": "4471",
                   "paidAt": "2026-04-03T09:10:00Z"},
    }),
    pol("settlement#terms",
        "Advertising and cashier costs are deducted from the proceeds, as agreed in the contract. Our commission is "
        "25% of gross sales. The net amount is sent by bank transfer within five business days of the settlement "
        "being finalised.", revision="2026-01"),
]
e2 = bundle("sale-settlement", DOMAIN,
            "What will the estate receive from the sale, and has it been paid?",
            "2026-06-29T10:00:00+03:00", e2_ev, [
    ok("The sale raised KSh 412,300 in total. After our 25% commission of KSh 103,075, advertising of KSh 8,500 and "
       "cashier staff of KSh 6,000, the estate's net payout is KSh 294,725. The bank transfer to the account ending "
       "4471 has been initiated and is expected by 1 July.",
       [S("raised KSh 412,300"), S("25% commission of KSh 103,075"), S("advertising of KSh 8,500"),
        S("cashier staff of KSh 6,000"), S("net payout is KSh 294,725"), S("account ending 4471 has been initiated"),
        S("expected by 1 July")],
       ["KSh 294,725", "1 July"],
       "STL-0917 grossSales, commission, expenses, netPayout 29472500; payout.state Initiated, expectedBy 2026-07-01."),
    ok("Gross sales KSh 412,300; commission (25%) KSh 103,075; expenses KSh 14,500; net to the estate KSh 294,725. "
       "The transfer was started on 26/06/2026 and has not yet reached the account.",
       [S("Gross sales KSh 412,300"), S("commission (25%) KSh 103,075"), S("expenses KSh 14,500"),
        S("net to the estate KSh 294,725"), S("started on 26/06/2026"), S("has not yet reached the account")],
       ["294,725"],
       "8,500 + 6,000 = 14,500 expenses; payout initiatedAt 26 June, state Initiated (not Paid)."),
    bad("After the 25% commission and the KSh 8,500 advertising cost, the estate receives KSh 300,725. The transfer "
        "has been initiated.",
        [S("After the 25% commission"), S("the KSh 8,500 advertising cost"), C("the estate receives KSh 300,725", AMT),
         S("The transfer has been initiated")],
        ["wrong_arithmetic"], ["KSh 300,725"],
        "The figure skips the KSh 6,000 cashier cost; netPayout is 29472500."),
    bad("The sale raised KSh 412,300. The estate's net payout is KSh 186,400, and it has already been paid into the "
        "account ending 4471.",
        [S("The sale raised KSh 412,300"), C("net payout is KSh 186,400", AMT),
         C("it has already been paid into the account ending 4471", STATE)],
        ["other_record_value", "wrong_state"], ["KSh 186,400", "already been paid"],
        "186,400 and the Paid state belong to the earlier settlement STL-0851; STL-0917 is 29472500, Initiated."),
    rep("The sale raised KSh 412,300, and our commission is 20% of that. The net payout of KSh 294,725 is on its way "
        "by bank transfer.",
        [S("The sale raised KSh 412,300"), C("commission is 20%", VAL + ["NLI_CONTRADICTION"]),
         S("The net payout of KSh 294,725 is on its way")],
        ["wrong_value"], ["commission is 20%"], ["25%|25 percent|25 per cent", "294,725"],
        "commission.rate is 0.25 and the policy says 25%."),
])

# ---------------------------------------------------------------- E3 unsold items
e3_ev = [
    rec("events.getCloseout#ES-2026-031", "tool:events.getCloseout", {
        "eventKey": "ES-2026-031", "version": 2,
        "closeout": {"state": "Pending", "unsoldItemCount": 46, "familyElection": "DONATE",
                     "charity": {"key": "tumaini-home",
                                 "name": {"en-KE": "Tumaini Children's Home", "sw": "Nyumba ya Watoto Tumaini"}},
                     "pickupScheduledAt": "2026-07-04T07:30:00Z",
                     "clearanceFee": money(0), "donationReceiptRequested": False},
        "lastModifiedAt": "2026-06-30T15:12:00Z",
    }),
    rec("events.get#ES-2026-031", "tool:events.get", {
        "key": "ES-2026-031", "version": 7, "state": "Closed",
        "schedule": {"sessions": [{"day": 2, "endsAt": "2026-06-21T12:00:00Z"}]},
        "custom": {"fields": {"itemsListed": 212, "itemsSold": 161, "itemsWithdrawn": 5}},
    }),
    pol("unsold#options",
        "Items left unsold can go one of three ways, as the family chooses. They can be donated to one of our "
        "partner charities, which collects them at no charge. The family can collect them within seven days of "
        "the sale's close. Or our clearance team removes everything for a flat fee of KSh 15,000.",
        revision="v3"),
]
e3 = bundle("unsold-items", DOMAIN,
            "What happens to the things that didn't sell from my aunt's house?",
            "2026-07-02T14:00:00+03:00", e3_ev, [
    ok("Forty-six items did not sell. As the family chose, they will be donated to Tumaini Children's Home, which will "
       "collect them on Saturday 4 July at 10:30 AM, at no charge to the estate.",
       [S("Forty-six items did not sell"), S("they will be donated to Tumaini Children's Home"),
        S("collect them on Saturday 4 July at 10:30 AM"), S("at no charge to the estate")],
       ["Tumaini Children's Home", "10:30 AM"],
       "unsoldItemCount 46; familyElection DONATE; pickupScheduledAt 07:30Z = 10:30 AM local; clearanceFee 0."),
    ok("The 46 unsold items are going to Tumaini Children's Home, per the family's choice; the charity's pickup is "
       "the day after tomorrow at 10:30 AM.",
       [S("The 46 unsold items are going to Tumaini Children's Home"), S("per the family's choice"),
        S("the day after tomorrow at 10:30 AM")],
       ["46"],
       "now is Thursday 2 July; the pickup is Saturday 4 July, 10:30 AM Nairobi."),
    bad("The 46 unsold items will be donated to Tumaini Children's Home, which collects them on Saturday 4 July at "
        "10:30 AM. We have also arranged a donation receipt for the estate's records.",
        [S("The 46 unsold items will be donated to Tumaini Children's Home"), S("on Saturday 4 July at 10:30 AM"),
         CI("We have also arranged a donation receipt", NOREC + ["RECORD_STATE_MISMATCH", "VALUE_MISMATCH"])],
        ["unrecorded_extra"], ["arranged a donation receipt"],
        "closeout.donationReceiptRequested is false; no record arranges a receipt."),
    bad("The unsold items are going to Tumaini Children's Home. The family also has 14 days to collect anything it "
        "wishes to keep, and our clearance team could remove the rest for KSh 10,000.",
        [S("The unsold items are going to Tumaini Children's Home"), C("has 14 days to collect", POL),
         C("remove the rest for KSh 10,000", POL + ["AMOUNT_MISMATCH"])],
        ["wrong_policy_condition", "wrong_amount"], ["has 14 days to collect", "for KSh 10,000"],
        "The policy gives seven days and a flat clearance fee of KSh 15,000."),
    rep("The 46 unsold items will be donated to Tumaini Children's Home. The charity collects them on Saturday 4 July "
        "at 7:30 AM, at no cost to the estate.",
        [S("The 46 unsold items will be donated to Tumaini Children's Home"), C("at 7:30 AM", DATE),
         S("at no cost to the estate")],
        ["unit_conversion"], ["July at 7:30 AM"], ["10:30 AM|10:30 am|10.30", "Tumaini"],
        "pickupScheduledAt 07:30Z is 10:30 AM in Nairobi."),
])

# ---------------------------------------------------------------- E4 item outcomes
e4_ev = [
    rec("events.getItems#ES-2026-031", "tool:events.getItems", {
        "eventKey": "ES-2026-031", "version": 12, "count": 4, "total": 212, "offset": 0,
        "results": [
            {"sku": "ITM-014", "name": {"en-KE": "Rosewood dining table with six chairs", "sw": "Meza ya mninga na viti sita"},
             "state": "Sold", "soldPrice": money(3800000), "soldAt": "2026-06-20T07:12:00Z"},
            {"sku": "ITM-022", "name": {"en-KE": "Singer treadle sewing machine", "sw": "Cherehani ya Singer"},
             "state": "Sold", "soldPrice": money(650000), "soldAt": "2026-06-21T09:05:00Z"},
            {"sku": "ITM-031", "name": {"en-KE": "Brass gramophone with horn", "sw": "Santuri ya shaba"},
             "state": "Unsold", "reservePrice": money(2500000), "highestOffer": money(1800000)},
            {"sku": "ITM-040", "name": {"en-KE": "Oil painting, Lake Naivasha", "sw": "Mchoro wa Ziwa Naivasha"},
             "state": "Withdrawn", "withdrawnReason": "FAMILY_KEPT"},
        ],
    }),
    pol("sales#reserves",
        "Offers below the reserve are recorded and passed on to the family after the sale. Items with a reserve "
        "price are not sold below it without the family's written agreement.", revision="v1"),
]
e4 = bundle("item-outcomes", DOMAIN,
            "Did Aunt Miriam's dining table and the gramophone sell?",
            "2026-06-23T09:30:00+03:00", e4_ev, [
    ok("The rosewood dining table with its six chairs sold on the first morning for KSh 38,000. The brass gramophone "
       "did not sell; its reserve was KSh 25,000 and the highest offer was KSh 18,000. We would only accept a lower "
       "offer with the family's written agreement.",
       [S("sold on the first morning for KSh 38,000"), S("The brass gramophone did not sell"),
        S("its reserve was KSh 25,000"), S("the highest offer was KSh 18,000"), S("with the family's written agreement")],
       ["KSh 38,000", "did not sell"],
       "ITM-014 Sold 3800000 at 07:12Z (10:12 AM on day one); ITM-031 Unsold, reserve 2500000, offer 1800000; reserves policy."),
    ok("Yes for the table (KSh 38,000), no for the gramophone, which stayed unsold at a reserve of KSh 25,000.",
       [S("Yes for the table (KSh 38,000)"), S("no for the gramophone"), S("at a reserve of KSh 25,000")],
       ["38,000"],
       "ITM-014 and ITM-031 states and prices."),
    bad("The dining table sold for KSh 38,000, and the gramophone sold for KSh 18,000 to its highest bidder.",
        [S("The dining table sold for KSh 38,000"), C("the gramophone sold for KSh 18,000", STATE + ["AMOUNT_MISMATCH"])],
        ["wrong_state"], ["gramophone sold for KSh 18,000"],
        "ITM-031 state is Unsold; 18,000 was only the highest offer, below the reserve."),
    bad("The dining table sold for KSh 6,500, and the gramophone remains unsold.",
        [C("The dining table sold for KSh 6,500", AMT), S("the gramophone remains unsold")],
        ["other_record_value"], ["sold for KSh 6,500"],
        "6,500 is the sewing machine's soldPrice (ITM-022); the table (ITM-014) sold for 3800000."),
    rep("The dining table and six chairs sold for KSh 38,000. The gramophone did not sell, as the best offer of "
        "KSh 18,000 was below its KSh 28,000 reserve.",
        [S("The dining table and six chairs sold for KSh 38,000"), S("The gramophone did not sell"),
         S("the best offer of KSh 18,000"), C("its KSh 28,000 reserve", AMT)],
        ["wrong_amount"], ["KSh 28,000 reserve"], ["KSh 25,000|25,000", "38,000"],
        "ITM-031 reservePrice 2500000."),
])

BUNDLES = [e1, e2, e3, e4]
