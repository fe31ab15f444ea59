from write_cases import *  # noqa: F401,F403

D = "skip and waste hire"

# ---------------------------------------------------------------- 9. skip delivery
S = scen("skip-delivery", D, "When's my skip coming, and do I need a permit?", [
    rec("get_skip_order#SK610342", "tool:get_skip_order", {
        "order_no": "SK610342", "cust_no": "W30918",
        "site": {"addr1": "4 MILL LANE", "town": "WEOBLEY", "placement_cd": "D"},
        "skip": {"size_yd": "08", "type": "BUILDERS"},
        "deliv": {"date": "20260512", "slot_from": "0700", "slot_to": "1200"},
        "status_cd": "S", "hire_days": "0014", "price": "000024500", "permit_reqd": "N"}),
    codes("codes#SKIP", {"table": "SKPSTAT/PLACEMENT",
                         "status": {"B": "BOOKED", "S": "SCHEDULED", "D": "DELIVERED", "R": "COLLECTION_BOOKED",
                                    "C": "COLLECTED"},
                         "placement": {"D": "DRIVEWAY", "R": "ROAD", "G": "GARDEN"}}),
    pol("policy#skip-hire", "Skip hire includes delivery, collection and disposal of up to the skip's weight "
        "allowance. Standard hire is 14 days; each extra day is £6.00. Skips on your own driveway do not need "
        "a council permit. Plasterboard, tyres, fridges and paint must not go in a general skip.", "S-11"),
    psg("kb#skip-sizes", "Our 8-yard builder's skip holds roughly 60 to 80 bin bags.\nIt measures about 3.7m "
        "long by 1.7m wide, so allow a clear space of at least 4m by 2m.", "kb:skip-sizes"),
], now="2026-05-11T09:00:00+01:00")

add(S, "Morning! Your 8-yard skip is scheduled to arrive tomorrow (Tuesday 12 May) between 7am and midday, onto "
       "your driveway at 4 Mill Lane. As it's on your own drive, you won't need a council permit.",
    [ok("8-yard skip is scheduled"), ok("tomorrow (Tuesday 12 May)"), ok("between 7am and midday"),
     ok("onto your driveway at 4 Mill Lane"), ok("won't need a council permit")],
    incl=["12 May", "7am"],
    notes="status S = SCHEDULED; deliv block 20260512 0700-1200; placement D = DRIVEWAY; permit_reqd N and "
          "the driveway rule.")

add(S, "Skip SK610342 – 8 yd builder's skip, £245.00 for 14 days, delivery 12/05 7:00–12:00. Please keep "
       "plasterboard, tyres, fridges and paint out of it.",
    [ok("8 yd builder's skip"), ok("£245.00 for 14 days"), ok("delivery 12/05 7:00–12:00"),
     ok("keep plasterboard, tyres, fridges and paint out")],
    incl=["£245.00", "12/05"],
    notes="price 000024500, hire_days 0014, deliv slot; banned items from the skip policy.")

add(S, "Your builder's skip will hold roughly 60 to 80 bin bags, and you'll want a clear patch about 4m by 2m "
       "for it. The hire's for 14 days, and any day after that is £6.00.",
    [ok("roughly 60 to 80 bin bags"), ok("about 4m by 2m"), ok("hire's for 14 days"), ok("£6.00")],
    incl=["14 days"],
    notes="KB passage on the 8-yard skip; hire_days 0014; £6.00 a day from the policy.")

add(S, "Your 8-yard skip will be with you on Wednesday 13 May, between 7am and midday. If you need it past the "
       "14 days, it's £10 a day after that.",
    [ok("Your 8-yard skip"), bad("Wednesday 13 May", DATE), ok("between 7am and midday"),
     bad("£10 a day", NLI, AMT)],
    errors=["wrong_date", "wrong_value"], excl=["Wednesday 13 May", "£10 a day"],
    notes="deliv date 20260512 (Tuesday); extra days are £6.00 per the policy.")

add(S, "Your skip holds about 8 cubic metres and will be placed on the road outside 4 Mill Lane, so we'll "
       "apply for a council permit for you.",
    [either("8 cubic metres", VAL, ["NLI_CONTRADICTION", "NLI_NOT_ENTAILED"]),
     bad("placed on the road outside", VAL, STATE), bad("we'll apply for a council permit", VAL, NLI)],
    errors=["unit_conversion", "wrong_value", "wrong_value"],
    excl=["8 cubic metres", "on the road", "apply for a council permit"],
    notes="size_yd 08 is 8 cubic yards (about 6.1 m3); placement D = DRIVEWAY and permit_reqd N.")

rep(S, "Your 8-yard skip is booked for Tuesday 12 May and will arrive between 7am and 2pm. It's going on your "
       "driveway, so no permit is needed.",
    [ok("booked for Tuesday 12 May"), bad("between 7am and 2pm", TIME), ok("going on your driveway"),
     ok("no permit is needed")],
    ["wrong_time"], ["and 2pm"], ["midday|12:00|12pm|noon|12 noon", "12 May"],
    notes="slot_to is 1200.")

# ---------------------------------------------------------------- 10. overweight charge
S = scen("skip-overweight", D, "Why have I got an extra bill after my skip was collected?", [
    rec("get_skip_order#SK598810", "tool:get_skip_order", {
        "order_no": "SK598810", "cust_no": "W28140", "skip": {"size_yd": "06", "type": "GENERAL"},
        "status_cd": "C", "coll_date": "20260429", "price": "000021000",
        "weigh": {"ticket_no": "WB-771204", "gross_wt": "2.74", "allow_wt": "2.00", "uom": "TNE"},
        "excess": {"excess_wt": "0.74", "uom": "TNE", "rate_per_tne": "000012500", "excess_chg": "000009250"}}),
    rec("get_invoice#SI330917", "tool:get_invoice", {
        "inv_no": "SI330917", "order_no": "SK598810", "inv_date": "20260430",
        "lines": [{"desc": "EXCESS WEIGHT 0.74 TNE @ 125.00", "net": "000009250"}],
        "vat": "000001850", "gross": "000011100", "due_date": "20260520", "status_cd": "U"}),
    codes("codes#SKIP-INV", {"table": "SKPSTAT/INVSTAT",
                             "status": {"S": "SCHEDULED", "D": "DELIVERED", "C": "COLLECTED"},
                             "invstat": {"U": "UNPAID", "P": "PAID"}}),
    pol("policy#skip-weights", "Each skip size has a weight allowance: 4-yard 1 tonne, 6-yard 2 tonnes, "
        "8-yard 2.5 tonnes. Weight over the allowance is charged at £125 per tonne, pro rata, from the "
        "weighbridge ticket. Soil and rubble are heavy; a 6-yard skip full of soil will usually be over its "
        "allowance.", "S-11"),
], now="2026-05-08T13:30:00+01:00")

add(S, "Hi, the extra charge is because your 6-yard skip weighed in at 2.74 tonnes, which is 0.74 tonnes over "
       "its 2-tonne allowance. Excess weight is charged at £125 a tonne, so that's £92.50 plus VAT – £111.00 "
       "in all.",
    [ok("weighed in at 2.74 tonnes"), ok("0.74 tonnes over"), ok("2-tonne allowance"), ok("£125 a tonne"),
     ok("£92.50 plus VAT"), ok("£111.00 in all")],
    incl=["£111.00", "2.74 tonnes"],
    notes="weigh and excess blocks of SK598810; invoice gross 000011100; £125/tonne from the weights policy.")

add(S, "Weighbridge ticket WB-771204 shows 2.74 t against a 2 t allowance. Invoice SI330917 for £111.00 is due "
       "by 20 May and hasn't been paid yet.",
    [ok("WB-771204"), ok("2.74 t against a 2 t allowance"), ok("SI330917 for £111.00"), ok("due by 20 May"),
     ok("hasn't been paid yet")],
    incl=["WB-771204", "£111.00"],
    notes="ticket_no, gross_wt/allow_wt; invoice gross, due_date 20260520, status U = UNPAID.")

add(S, "Your 6-yard skip was collected on 29 April and came in at 2.74 tonnes, 0.74 tonnes over its allowance. "
       "That's common with soil and rubble, which are heavy.",
    [ok("collected on 29 April"), ok("2.74 tonnes, 0.74 tonnes over"), ok("soil and rubble, which are heavy")],
    incl=["29 April"],
    notes="coll_date 20260429, status C = COLLECTED; soil/rubble line in the weights policy.")

add(S, "Your 6-yard skip had a 2.5-tonne allowance and weighed 2.74 tonnes. The excess of 0.74 tonnes at £125 a "
       "tonne is £92.50, or £101.75 with VAT.",
    [bad("had a 2.5-tonne allowance", VAL, NLI), ok("weighed 2.74 tonnes"), ok("excess of 0.74 tonnes"),
     ok("is £92.50"), bad("£101.75 with VAT", AMT)],
    errors=["wrong_value", "wrong_arithmetic"], excl=["2.5-tonne allowance", "£101.75"],
    notes="allow_wt 2.00 (2.5 t is the 8-yard allowance); invoice gross is 111.00 (VAT 18.50 at 20%).")

add(S, "Your skip was collected on 28 April, and the excess weight invoice of £111.00 has already been paid, "
       "so there's nothing more to do.",
    [bad("collected on 28 April", DATE), ok("invoice of £111.00"), bad("has already been paid", STATE)],
    errors=["wrong_date", "wrong_state"], excl=["28 April", "already been paid"],
    notes="coll_date 20260429; invoice SI330917 status U = UNPAID.")

rep(S, "The extra £92.50 plus VAT is for excess weight: your skip came in at 2.74 tonnes on weighbridge ticket "
       "WB-771240, against a 2-tonne allowance.",
    [ok("£92.50 plus VAT"), ok("2.74 tonnes"), bad("WB-771240", IDM), ok("2-tonne allowance")],
    ["wrong_id"], ["WB-771240"], ["WB-771204", "£92.50", "2.74"],
    notes="ticket_no is WB-771204 (digits swapped in the draft).")

# ---------------------------------------------------------------- 11. collection booking (same-day refused)
S = scen("skip-collection", D, "Can you come and take the skip away today please?", [
    rec("get_skip_order#SK612077", "tool:get_skip_order", {
        "order_no": "SK612077", "cust_no": "W31552", "skip": {"size_yd": "04", "type": "MINI"},
        "status_cd": "R", "deliv_date": "20260430", "hire_end": "20260514", "placement_cd": "D",
        "coll": {"req_date": "20260507", "coll_date": "20260511", "slot": "PM"}}),
    codes("codes#SKIP2", {"table": "SKPSTAT/PLACEMENT",
                          "status": {"S": "SCHEDULED", "D": "DELIVERED", "R": "COLLECTION_BOOKED", "C": "COLLECTED"},
                          "placement": {"D": "DRIVEWAY", "R": "ROAD"}}),
    refused("book_collection#call-2", "book_collection", "DENY",
            {"order_no": "SK612077", "coll_date": "20260507", "priority": "SAME_DAY"}),
    pol("policy#collections", "Collections are booked for the next available round, usually within 2 working "
        "days of the request. Same-day collection is only offered for skips on the road under a council permit "
        "that is about to expire. Morning rounds run from 0700 to 1200 and afternoon rounds from 1200 to 1700. "
        "Please make sure the skip is not overfilled; we cannot take a skip loaded above its sides.", "S-11"),
], now="2026-05-07T11:00:00+01:00")

add(S, "Hi Jan, I'm afraid we weren't able to do a same-day pickup today, but your mini skip is booked for "
       "collection on Monday 11 May in the afternoon, between 12 and 5.",
    [ok("weren't able to do a same-day pickup"), ok("mini skip is booked for collection"), ok("Monday 11 May"),
     ok("in the afternoon, between 12 and 5")],
    incl=["11 May"],
    notes="Same-day book_collection DENIED; coll_date 20260511 slot PM; PM round 1200-1700 in policy.")

add(S, "Collection for SK612077 is booked for 11/05/2026 (PM). Same-day wasn't possible, as that's only for road "
       "skips with a permit about to run out. Please don't load it above the sides.",
    [ok("booked for 11/05/2026 (PM)"), ok("Same-day wasn't possible"), ok("only for road skips with a permit"),
     ok("don't load it above the sides")],
    incl=["11/05/2026"],
    notes="status R = COLLECTION_BOOKED; refused same-day call; same-day and overfill rules from policy.")

add(S, "Sorry, we couldn't fit in a collection today. The 4-yard mini skip is on the list for Monday afternoon "
       "instead, and your hire doesn't end until 14 May anyway.",
    [ok("couldn't fit in a collection today"), ok("4-yard mini skip"), ok("Monday afternoon"),
     ok("until 14 May")],
    incl=["14 May"],
    notes="Refused same-day call; coll 20260511 PM (Monday); hire_end 20260514.")

add(S, "No problem – we've booked your 4-yard mini skip in for collection this afternoon.",
    [na("No problem"), ok("4-yard mini skip"), bad("for collection this afternoon", NOTEX)],
    errors=["refused_call_effect"], excl=["this afternoon"],
    notes="The same-day book_collection call was DENIED; collection is booked for 20260511.")

add(S, "Your mini skip's booked for collection on Monday 11 May in the morning. Your hire runs until 13 May, "
       "so you're well inside it.",
    [ok("Monday 11 May"), bad("in the morning", TIME), bad("until 13 May", DATE)],
    errors=["wrong_time", "wrong_date"], excl=["in the morning", "13 May"],
    notes="coll slot is PM; hire_end is 20260514.")

rep(S, "We couldn't do a same-day collection, I'm afraid, but your mini skip is booked to be collected on "
       "Tuesday 12 May in the afternoon.",
    [ok("couldn't do a same-day collection"), bad("Tuesday 12 May", DATE), ok("in the afternoon")],
    ["wrong_date"], ["Tuesday 12 May"], ["11 May|Monday|11/05", "afternoon|PM"],
    notes="coll_date is 20260511 (Monday).")

# ---------------------------------------------------------------- 12. road permit
S = scen("skip-permit", D, "Has the permit come through for the skip on the road?", [
    rec("get_skip_order#SK609455", "tool:get_skip_order", {
        "order_no": "SK609455", "cust_no": "W29976", "placement_cd": "R", "status_cd": "D",
        "deliv_date": "20260505", "price": "000023000", "lights_cones": "Y",
        "permit": {"permit_ref": "HBC-P-26-04418", "issuer": "HEREFORDSHIRE COUNCIL", "valid_from": "20260505",
                   "valid_to": "20260518", "fee": "000003500", "status_cd": "G"}}),
    codes("codes#PERMIT", {"table": "PERMSTAT/SKPSTAT/PLACEMENT",
                           "permit": {"A": "APPLIED", "G": "GRANTED", "R": "REFUSED", "E": "EXPIRED"},
                           "status": {"S": "SCHEDULED", "D": "DELIVERED", "C": "COLLECTED"},
                           "placement": {"D": "DRIVEWAY", "R": "ROAD"}}),
    pol("policy#road-permits", "Skips placed on a public road need a council permit, which we apply for on your "
        "behalf. The permit fee is added to your hire. A skip on the road must have lights and cones at night; "
        "we supply these. If you need the skip past the permit end date, let us know 3 working days before so "
        "we can renew it; renewal fees are charged at cost.", "S-11"),
], now="2026-05-12T08:50:00+01:00")

add(S, "Your road permit has been granted by Herefordshire Council, reference HBC-P-26-04418, and it runs from "
       "5 May to 18 May. The £35.00 permit fee has been added to your hire. We've supplied lights and cones, "
       "which need to be on at night.",
    [ok("has been granted by Herefordshire Council"), ok("reference HBC-P-26-04418"), ok("from 5 May to 18 May"),
     ok("£35.00 permit fee"), ok("We've supplied lights and cones"), ok("need to be on at night")],
    incl=["HBC-P-26-04418", "18 May"],
    notes="permit block: status G = GRANTED, valid 20260505-20260518, fee 000003500; lights_cones Y; policy.")

add(S, "Hiya – permit HBC-P-26-04418 is valid until 18/05/2026. If you need the skip for longer, tell us three "
       "working days before that so we can renew it (renewal is charged at cost).",
    [ok("valid until 18/05/2026"), ok("three working days before"), ok("renewal is charged at cost")],
    incl=["18/05/2026"],
    notes="valid_to 20260518; renewal notice and cost from the permits policy.")

add(S, "Your permit number is SK609455, and it's valid from 5 May to 18 May.",
    [bad("permit number is SK609455", IDM), ok("from 5 May to 18 May")],
    errors=["wrong_role"], excl=["permit number is SK609455"],
    notes="SK609455 is the skip order number; the permit_ref is HBC-P-26-04418.")

add(S, "Your permit application is still with Herefordshire Council. Don't worry if the skip's needed past the "
       "end date – we'll renew the permit automatically.",
    [bad("still with Herefordshire Council", STATE), either("we'll renew the permit automatically", NLI,
                                                            ["NLI_NOT_ENTAILED", "NO_POLICY_EVIDENCE"])],
    errors=["wrong_state", "wrong_policy_condition"], excl=["still with Herefordshire Council", "automatically"],
    notes="permit status G = GRANTED; the policy needs 3 working days' notice to renew, not automatic.")

rep(S, "The council have granted your permit, HBC-P-26-04418, and it's good until 18 May. The permit fee of "
       "£3.50 has been added to your hire.",
    [ok("have granted your permit"), ok("good until 18 May"), bad("£3.50", AMT)],
    ["unit_conversion"], ["£3.50"], ["£35|35.00", "HBC-P-26-04418", "18 May"],
    notes="fee 000003500 has two implied decimals: £35.00.")
