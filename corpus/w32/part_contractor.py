from write_cases import *  # noqa: F401,F403

D = "agricultural contractor"

JOBSTAT = {"P": "PROVISIONAL", "C": "CONFIRMED", "W": "WEATHER_HOLD", "D": "DONE", "I": "INVOICED"}

# ---------------------------------------------------------------- 17. silage booking
S = scen("silage-booking", D, "Are we still on for first-cut silage, and what will it cost?", [
    rec("get_job#JB260418", "tool:get_job", {
        "job_no": "JB260418", "cust_no": "F2207", "op_cd": "SLG1", "status_cd": "C",
        "fields": [{"field": "LONG MEADOW", "area": "24.5", "uom": "HAR"},
                   {"field": "TOP BANK", "area": "11.0", "uom": "HAR"}],
        "sched": {"date": "20260522", "start": "0700"}, "rate_per_ha": "000016000", "est_val": "000568000"}),
    rec("get_job#JB260431", "tool:get_job", {
        "job_no": "JB260431", "cust_no": "F2207", "op_cd": "CLR1", "status_cd": "P",
        "fields": [{"field": "CLAMP 2", "area": "0.0", "uom": "HAR"}],
        "sched": {"date": "20260522", "start": "1400"}, "rate_per_hr": "000005500", "est_val": "000022000"}),
    codes("codes#JOBS", {"table": "JOBSTAT/OPCODE", "status": JOBSTAT,
                         "op": {"SLG1": "FIRST CUT SILAGE - MOW, RAKE, FORAGE, CART",
                                "CLR1": "CLAMP ROLLING AND SHEETING"}}),
    pol("policy#silage", "Silage is charged per hectare for the full operation: mowing, raking, forage "
        "harvesting and carting to the clamp. Clamp rolling and sheeting are charged separately. Dates depend "
        "on the weather; we will phone the day before if a job has to move. Cancellations with less than 24 "
        "hours' notice are charged at 25% of the job value.", "2026"),
], now="2026-05-19T18:20:00+01:00")

add(S, "Hi Gareth, your first-cut silage is confirmed for Friday 22 May, starting at 7am, covering Long Meadow "
       "and Top Bank – 35.5 hectares at £160 a hectare, £5,680.00 in all.",
    [ok("confirmed for Friday 22 May"), ok("starting at 7am"), ok("Long Meadow and Top Bank"),
     ok("35.5 hectares"), ok("£160 a hectare"), ok("£5,680.00 in all")],
    incl=["22 May", "£5,680.00"],
    notes="JB260418 status C = CONFIRMED, sched 20260522 0700; 24.5 + 11.0 HAR; rate 000016000; est_val.")

add(S, "That price covers mowing, raking, harvesting and carting to the clamp. Rolling and sheeting the clamp "
       "are extra – that's pencilled in separately for 2pm the same day. If the weather turns, we'll ring you "
       "the day before.",
    [ok("covers mowing, raking, harvesting and carting"), ok("Rolling and sheeting the clamp are extra"),
     ok("pencilled in separately for 2pm the same day"), ok("we'll ring you the day before")],
    incl=["2pm"],
    notes="Silage policy; clamp job JB260431 status P = PROVISIONAL at 1400 on 20260522.")

add(S, "Silage job JB260418 is confirmed: Long Meadow (24.5 ha) and Top Bank (11 ha), Friday from 7am. Please "
       "give us at least 24 hours' notice if you need to cancel, or 25% of the job is charged.",
    [ok("JB260418 is confirmed"), ok("Long Meadow (24.5 ha)"), ok("Top Bank (11 ha)"), ok("Friday from 7am"),
     ok("at least 24 hours' notice"), ok("25% of the job is charged")],
    incl=["24.5 ha"],
    notes="Job fields; cancellation rule from the silage policy.")

add(S, "Your silage is confirmed for Friday 22 May from 7am: Long Meadow and Top Bank, 35.5 acres in all, "
       "coming to £5,680.00.",
    [ok("confirmed for Friday 22 May from 7am"), ok("Long Meadow and Top Bank"), bad("35.5 acres", VAL),
     ok("coming to £5,680.00")],
    errors=["unit_conversion"], excl=["35.5 acres"],
    notes="Areas are in HAR (hectares): 35.5 ha, about 87.7 acres.")

add(S, "Your first cut is provisionally booked for 22 May. The £160 a hectare includes rolling and sheeting "
       "the clamp as well.",
    [bad("provisionally booked", STATE), ok("for 22 May"), ok("£160 a hectare"),
     bad("includes rolling and sheeting", NLI)],
    errors=["wrong_state", "unlisted_perk"], excl=["provisionally booked", "includes rolling and sheeting"],
    notes="JB260418 status C = CONFIRMED (the clamp job is the provisional one); rolling/sheeting is "
          "separate per policy.")

rep(S, "Your silage is confirmed for Friday 22 May. At £160 a hectare for Long Meadow and Top Bank, the job "
       "comes to £3,920.00.",
    [ok("confirmed for Friday 22 May"), ok("£160 a hectare"), bad("£3,920.00", AMT)],
    ["wrong_arithmetic"], ["£3,920.00"], ["£5,680|5,680", "22 May"],
    notes="(24.5 + 11.0) x 160.00 = 5,680.00; 3,920.00 leaves out Top Bank.")

# ---------------------------------------------------------------- 18. hedge cutting invoice
S = scen("hedge-invoice", D, "Can you explain the hedge-cutting bill, and can you come back to do the "
         "roadside?", [
    rec("get_job#JB260377", "tool:get_job", {
        "job_no": "JB260377", "cust_no": "F1840", "op_cd": "HDG2", "status_cd": "I",
        "length": "3400", "len_uom": "MTR",
        "sched": {"orig_date": "20260216", "date": "20260223", "start": "0800"},
        "rate_per_hr": "000004800", "hours": "7.5", "charge": "000036000"}),
    rec("get_invoice#CI10544", "tool:get_invoice", {
        "inv_no": "CI10544", "job_no": "JB260377", "inv_date": "20260227", "net": "000036000",
        "vat": "000007200", "gross": "000043200", "terms_days": "30", "status_cd": "U"}),
    codes("codes#JOBS-INV", {"table": "JOBSTAT/INVSTAT/OPCODE", "status": JOBSTAT,
                             "invstat": {"U": "UNPAID", "P": "PAID"},
                             "op": {"HDG2": "HEDGE TRIM - FLAIL, TRACTOR MOUNTED"}}),
    pol("policy#hedging", "Hedge trimming is charged by the hour on the tractor, from arrival on site to "
        "leaving. Under cross-compliance rules we do not cut hedges between 1 March and 31 August. Invoices are "
        "payable within 30 days of the invoice date.", "2026"),
    psg("kb#hedge-care", "Flailing hedges every two to three years rather than every year lets them flower and "
        "fruit, which is better for birds and pollinators.", "kb:hedges"),
], now="2026-03-04T09:10:00+00:00")

add(S, "Your hedges were trimmed on 23 February, a week later than first planned. 7.5 hours at £48 an hour came "
       "to £360.00 plus VAT, £432.00 in total, payable within 30 days of the invoice date of 27 February.",
    [ok("trimmed on 23 February"), ok("a week later than first planned"), ok("7.5 hours at £48 an hour"),
     ok("£360.00 plus VAT"), ok("£432.00 in total"), ok("within 30 days"), ok("27 February")],
    incl=["£432.00", "23 February"],
    notes="sched orig_date 20260216 -> date 20260223; hours 7.5 x 48.00 = 360.00; invoice CI10544.")

add(S, "Invoice CI10544: £432.00 inc VAT, still unpaid, due within 30 days of 27/02/2026. We can't do any more "
       "hedge cutting now until September, as it's not allowed between 1 March and 31 August.",
    [ok("£432.00 inc VAT"), ok("still unpaid"), ok("due within 30 days of 27/02/2026"),
     ok("can't do any more hedge cutting now until September"), ok("not allowed between 1 March and 31 August")],
    incl=["£432.00"],
    notes="Invoice status U; cross-compliance window in the hedging policy.")

add(S, "The bill is for 7.5 hours on the tractor with the flail, from when we got there to when we left. If "
       "you'd like to give the hedges a chance to flower and fruit, cutting every two or three years rather than "
       "yearly helps.",
    [ok("7.5 hours on the tractor with the flail"), ok("from when we got there to when we left"),
     ok("every two or three years rather than yearly")],
    incl=["7.5 hours"],
    notes="hours 7.5, HDG2 flail; hourly charging rule; KB passage on hedge care.")

add(S, "We could come back later this month to do the roadside hedge for you. Your invoice for £432.00 has "
       "already been paid, so there's nothing owing.",
    [either("come back later this month", NLI, NOPOL), ok("invoice for £432.00"),
     bad("already been paid", STATE), bad("nothing owing", STATE)],
    errors=["invented_promise", "wrong_state", "wrong_state"],
    excl=["later this month", "already been paid", "nothing owing"],
    notes="No cutting 1 March-31 August (it is 4 March); CI10544 status U = UNPAID.")

add(S, "We flailed 3.4 miles of hedge for you on 23 February, charged at £48 an hour for 8 hours.",
    [bad("3.4 miles", VAL), ok("on 23 February"), ok("£48 an hour"), bad("for 8 hours", VAL)],
    errors=["unit_conversion", "wrong_quantity"], excl=["3.4 miles", "for 8 hours"],
    notes="length 3400 MTR = 3.4 km (about 2.1 miles); hours is 7.5.")

rep(S, "We trimmed your hedges on 23 February. The invoice is £432.00 including VAT and is payable within 14 "
       "days.",
    [ok("on 23 February"), ok("£432.00 including VAT"), bad("within 14 days", NLI, VAL)],
    ["wrong_period"], ["within 14 days"], ["30 days|thirty days|29 March", "£432.00"],
    notes="terms_days 30 and the policy: payable within 30 days.")

# ---------------------------------------------------------------- 19. spraying invoice
S = scen("spraying-invoice", D, "Can you break down the spraying invoice for me?", [
    rec("get_invoice#CI10672", "tool:get_invoice", {
        "inv_no": "CI10672", "cust_no": "F3011", "inv_date": "20260430",
        "lines": [{"op_cd": "SPR1", "desc": "HERBICIDE APPLICATION", "qty": "42.0", "uom": "HAR",
                   "rate": "000001400", "net": "000058800"},
                  {"op_cd": "CHEM", "desc": "PRODUCT SUPPLIED - GLYPHOSATE 360", "qty": "126", "uom": "LTR",
                   "rate": "000000380", "net": "000047880"}],
        "net_total": "000106680", "vat": "000021336", "gross": "000128016", "due_date": "20260530",
        "status_cd": "U"}),
    rec("get_invoice#CI10511", "tool:get_invoice", {
        "inv_no": "CI10511", "cust_no": "F3011", "inv_date": "20260320",
        "lines": [{"op_cd": "FRT1", "desc": "FERTILISER SPREADING", "qty": "60.0", "uom": "HAR",
                   "rate": "000000550", "net": "000033000"}],
        "net_total": "000033000", "vat": "000006600", "gross": "000039600", "due_date": "20260419",
        "status_cd": "F"}),
    codes("codes#INVSTAT-C", {"table": "INVSTAT", "codes": {"U": "UNPAID", "P": "PART_PAID", "F": "PAID"}}),
    pol("policy#spraying", "Spraying is charged per hectare treated. Chemical can be supplied by us at cost plus "
        "handling, or provided by the farmer. Invoices are due 30 days from the invoice date; we offer a 2% "
        "discount for payment within 7 days.", "2026"),
], now="2026-05-05T15:00:00+01:00")

add(S, "Hi Emma, invoice CI10672 is £1,280.16 including VAT: £588.00 for spraying 42 hectares at £14 a hectare "
       "and £478.80 for 126 litres of glyphosate we supplied, plus £213.36 VAT. It's due by 30 May.",
    [ok("CI10672 is £1,280.16"), ok("£588.00 for spraying 42 hectares"), ok("£14 a hectare"),
     ok("£478.80 for 126 litres of glyphosate"), ok("£213.36 VAT"), ok("due by 30 May")],
    incl=["£1,280.16", "30 May"],
    notes="CI10672 lines, vat 000021336, gross 000128016, due_date 20260530.")

add(S, "The net total is £1,066.80, and it's still unpaid. If it suits you, there's 2% off for paying within "
       "7 days of the invoice date.",
    [ok("net total is £1,066.80"), ok("still unpaid"), ok("2% off for paying within 7 days")],
    incl=["£1,066.80"],
    notes="net_total 000106680; status U; early-payment discount in policy.")

add(S, "Dear Mrs Lloyd,\n\nYour spraying invoice, CI10672, dated 30 April, breaks down as follows: herbicide "
       "application £588.00, glyphosate £478.80, VAT £213.36, total £1,280.16. Your earlier invoice for "
       "fertiliser spreading has been paid in full.\n\nKind regards,\nAccounts",
    [ok("dated 30 April"), ok("herbicide application £588.00"), ok("glyphosate £478.80"), ok("VAT £213.36"),
     ok("total £1,280.16"), ok("has been paid in full"), na("Kind regards")],
    incl=["£1,280.16"],
    notes="CI10672 lines; CI10511 (fertiliser spreading) status F = PAID.")

add(S, "Your spraying invoice CI10672 is for 42 hectares at £14 a hectare, so £588.00, and with VAT that's "
       "£705.60 to pay by 30 May.",
    [ok("42 hectares at £14 a hectare"), ok("so £588.00"), bad("£705.60", AMT), ok("by 30 May")],
    errors=["wrong_arithmetic"], excl=["£705.60"],
    notes="The total leaves out the glyphosate line; gross is 000128016.")

add(S, "Your invoice comes to £396.00 including VAT and it's already been paid, so you're all square.",
    [bad("£396.00 including VAT", AMT), bad("already been paid", STATE), bad("all square", STATE)],
    errors=["other_record_value", "other_record_value", "wrong_state"],
    excl=["£396.00", "already been paid", "all square"],
    notes="£396.00 and PAID belong to CI10511; the spraying invoice CI10672 is 1,280.16 and unpaid.")

rep(S, "Invoice CI10672 covers spraying 42 acres at £14 each and 126 litres of glyphosate, £1,280.16 in total "
       "including VAT.",
    [bad("42 acres", VAL), ok("126 litres of glyphosate"), ok("£1,280.16")],
    ["unit_conversion"], ["42 acres"], ["hectares|hectare|ha", "£1,280.16"],
    notes="qty 42.0 uom HAR is hectares.")

# ---------------------------------------------------------------- 20. baling
S = scen("baling-job", D, "How many bales did you make for us and what's it going to cost?", [
    rec("get_job#JB261190", "tool:get_job", {
        "job_no": "JB261190", "cust_no": "F2755", "op_cd": "BAL4", "status_cd": "D", "date": "20260712",
        "field": "CASTLE PIECE", "bale_cnt": "0346", "uom": "EA", "bale_type_cd": "Q",
        "rate_per_bale": "000000350", "net": "000121100", "wrap_cnt": "0000", "cart_flag": "N"}),
    rec("get_job#JB261204", "tool:get_job", {
        "job_no": "JB261204", "cust_no": "F2755", "op_cd": "WRP1", "status_cd": "P", "date": "20260718",
        "field": "LOWER HAM", "bale_cnt": "0120", "uom": "EA", "bale_type_cd": "R",
        "rate_per_bale": "000000400", "net": "000048000", "wrap_cnt": "0120", "cart_flag": "N"}),
    codes("codes#BALING", {"table": "JOBSTAT/BALETYPE/OPCODE", "status": JOBSTAT,
                           "bale_type": {"Q": "MEDIUM_SQUARE_120X70", "R": "ROUND_120", "S": "SMALL_CONVENTIONAL"},
                           "op": {"BAL4": "BALE - MEDIUM SQUARE", "WRP1": "WRAP - 6 LAYER"}}),
    pol("policy#baling", "Baling is charged per bale made, and netting or twine is included in the baling "
        "price. Wrapping is a separate operation, charged per bale wrapped. Bales are left in the field unless "
        "carting is booked.", "2026"),
], now="2026-07-16T12:00:00+01:00")

add(S, "We baled 346 medium square bales for you on Sunday 12 July, at £3.50 a bale, so £1,211.00 plus VAT. "
       "Twine's included in that.",
    [ok("346 medium square bales"), ok("Sunday 12 July"), ok("£3.50 a bale"), ok("£1,211.00 plus VAT"),
     ok("Twine's included")],
    incl=["346", "£1,211.00"],
    notes="JB261190: bale_cnt 0346, type Q, date 20260712, rate 000000350, net 000121100; twine per policy.")

add(S, "The bales from Castle Piece were left in the field, as no carting was booked. The wrapping job at Lower "
       "Ham is still provisional, pencilled in for Saturday 18 July.",
    [ok("left in the field"), ok("no carting was booked"), ok("still provisional"),
     ok("Saturday 18 July")],
    incl=["18 July"],
    notes="cart_flag N; JB261204 status P, date 20260718.")

add(S, "Castle Piece: 346 bales (medium square), £3.50 each = £1,211.00 + VAT. Job done 12/07/2026.",
    [ok("346 bales (medium square)"), ok("£3.50 each = £1,211.00 + VAT"), ok("Job done 12/07/2026")],
    incl=["£1,211.00"],
    notes="Job fields; status D = DONE.")

add(S, "We made 364 round bales for you on 12 July, at £3.50 a bale.",
    [bad("364 round bales", VAL), ok("on 12 July"), ok("£3.50 a bale")],
    errors=["wrong_quantity", "wrong_value"], excl=["364", "round bales"],
    notes="bale_cnt 0346 (not 364) and bale_type Q = medium square, not round.")

add(S, "We baled 346 bales on 12 July and carted them back to the yard for you. Wrapping's included in the £3.50 "
       "a bale as well.",
    [ok("346 bales on 12 July"), either("carted them back to the yard", VAL, NOREC),
     bad("Wrapping's included", NLI)],
    errors=["unrecorded_extra", "unlisted_perk"], excl=["carted them back", "Wrapping's included"],
    notes="cart_flag N, bales left in the field; wrapping is a separate charge per the policy and wrap_cnt 0.")

rep(S, "We baled 346 medium square bales at Castle Piece on 12 July. At £3.50 a bale, that comes to £1,121.00 "
       "plus VAT.",
    [ok("346 medium square bales"), ok("on 12 July"), ok("£3.50 a bale"), bad("£1,121.00", AMT)],
    ["wrong_arithmetic"], ["£1,121.00"], ["£1,211|1,211", "346"],
    notes="346 x 3.50 = 1,211.00 (net 000121100).")
