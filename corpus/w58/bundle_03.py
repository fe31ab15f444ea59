from common import *

# ---------------------------------------------------------------- 9. bridge & setup work order
b = Bundle("bridge-setup", "violin repair workshop",
    "How is the work on my violin coming along, and when can I have it back?",
    [rec("search_work_orders#waight", "search_work_orders", search([
        hit("arco-workorders", "WO-2217", 10.1, {
            "work_order": "WO-2217", "revision": 2, "state": "IN_PROGRESS",
            "client": {"name": "Beatrix Waight", "client_no": "AS-0634"},
            "instrument": {"kind": "VIOLIN", "size": "4/4", "description": "German trade violin, c. 1920"},
            "luthier": "Clementina Aird",
            "tasks": [{"code": "BRIDGE_NEW_FIT", "state": "DONE", "price": 120.0},
                      {"code": "SOUNDPOST_ADJUST", "state": "IN_PROGRESS", "price": 35.0},
                      {"code": "STRINGS_REPLACE", "state": "PENDING", "price": 55.0, "set": "Evergold medium"}],
            "estimate_total": 210.0, "currency": "BZD", "estimated_ready": "2026-05-07"}),
        hit("arco-workorders", "WO-2217~r1", 7.7, {
            "work_order": "WO-2217", "revision": 1, "state": "SUPERSEDED",
            "client": {"name": "Beatrix Waight", "client_no": "AS-0634"},
            "estimate_total": 210.0, "currency": "BZD", "estimated_ready": "2026-04-30"}),
        hit("arco-workorders", "WO-2219", 3.3, {
            "work_order": "WO-2219", "revision": 1, "state": "READY_FOR_PICKUP",
            "client": {"name": "Rupert Eck", "client_no": "AS-0712"},
            "instrument": {"kind": "VIOLA", "size": "16in"}, "estimate_total": 95.0, "currency": "BZD"}),
    ], aggs={"by_state": {"buckets": [{"key": "IN_PROGRESS", "doc_count": 1}, {"key": "SUPERSEDED", "doc_count": 1},
                                      {"key": "READY_FOR_PICKUP", "doc_count": 1}]}})),
     pol("policy#workshop", "Work orders are paid in full at collection. "
         "Bridges fitted by the workshop are guaranteed for six months against warping under normal humidity. "
         "Instruments left uncollected for more than 60 days after we notify you that they are ready incur storage at BZ$2.00 per day.", revision="2025-10")],
    now="2026-04-29T11:00:00-06:00")

ok(b, "Good morning, Miss Waight — your violin's new bridge has been fitted, Ms. Clementina Aird is now adjusting the soundpost, "
      "and the fresh strings are still to come. We expect it to be ready on May 7. The bill of BZ$210.00 is settled when you collect.",
   [P("new bridge has been fitted", "S"), P("now adjusting the soundpost", "S"), P("fresh strings are still to come", "S"),
    P("ready on May 7", "S"), P("bill of BZ$210.00", "S"), P("settled when you collect", "S")],
   ["May 7", "BZ$210.00"], "WO-2217 revision 2: bridge DONE, soundpost IN_PROGRESS, strings PENDING, estimated_ready 2026-05-07, total 210.0; paid at collection per policy.")

ok(b, "Work order WO-2217, Miss Waight:\n• Bridge: fitted\n• Soundpost: being adjusted\n• Strings: not yet replaced\n"
      "Estimated ready date: 5/7/2026. The new bridge is guaranteed for six months against warping under normal humidity.",
   [P("Work order WO-2217", "S"), P("Bridge: fitted", "S"), P("Soundpost: being adjusted", "S"), P("Strings: not yet replaced", "S"),
    P("Estimated ready date: 5/7/2026", "S"), P("guaranteed for six months", "S")],
   ["WO-2217", "5/7/2026"], "Task states on the current revision; bridge guarantee in the policy.")

ok(b, "Miss Waight, your violin is in hand and should be ready on the seventh of May.",
   [P("your violin is in hand", "S"), P("ready on the seventh of May", "S")],
   ["seventh of May"], "state IN_PROGRESS; estimated_ready 2026-05-07.")

bad(b, "Miss Waight, the new bridge is fitted and the strings have already been replaced. "
       "Your violin should be ready on April 30, and the total is BZ$210.00.",
    [P("the new bridge is fitted", "S"), P("the strings have already been replaced", "C", ["RECORD_STATE_MISMATCH"]),
     P("ready on April 30", "C", ["DATE_MISMATCH"]), P("the total is BZ$210.00", "S")],
    ["wrong_state", "stale_value"], ["strings have already been replaced", "April 30"],
    "STRINGS_REPLACE is PENDING. April 30 is the ready date of SUPERSEDED revision 1; revision 2 says May 7.")

bad(b, "Dear Miss Waight, happy news: your violin is ready for collection. The new bridge carries a one-year guarantee against warping.",
    [P("your violin is ready for collection", "C", ["RECORD_STATE_MISMATCH"]), P("one-year guarantee against warping", "C", ["NLI_CONTRADICTION"])],
    ["other_record_value", "wrong_period"], ["ready for collection", "one-year guarantee"],
    "READY_FOR_PICKUP is Rupert Eck's WO-2219; WO-2217 is IN_PROGRESS. The bridge guarantee is six months.")

rep(b, "Miss Waight, your violin's new bridge is fitted and the soundpost is being adjusted; we expect it ready on May 7, with a bill of BZ$201.00.",
    [P("new bridge is fitted", "S"), P("the soundpost is being adjusted", "S"), P("ready on May 7", "S"), P("BZ$201.00", "C", ["AMOUNT_MISMATCH"])],
    ["wrong_amount"], ["BZ$201.00"], ["210.00|210", "May 7|5/7"], "estimate_total is 210.0.")

rep(b, "Miss Waight, the new bridge on your violin has been fitted, and we expect it to be ready on April 30.",
    [P("the new bridge on your violin has been fitted", "S"), P("ready on April 30", "C", ["DATE_MISMATCH"])],
    ["stale_value"], ["April 30"], ["May 7|5/7|7 May|seventh of May", "bridge"],
    "April 30 is the SUPERSEDED revision 1 date; the current revision says 2026-05-07.")

# ---------------------------------------------------------------- 10. viola crack estimate
b = Bundle("viola-crack-estimate", "violin repair workshop",
    "What is the final estimate for the crack in my viola's top, and when would you start?",
    [rec("search_estimates#lightburn", "search_estimates", search([
        hit("arco-estimates", "E-4410", 9.6, {
            "estimate_no": "E-4410", "version": 3, "status": "ACTIVE", "client": "Horatio Lightburn",
            "instrument": {"kind": "VIOLA", "size": "16.5in"},
            "lines": [{"code": "TOP_CRACK_CLEATS", "amount": 340.0}, {"code": "VARNISH_RETOUCH", "amount": 80.0}],
            "total": 420.0, "currency": "BZD", "deposit": {"rate": 0.5, "status": "AWAITING"},
            "turnaround_from_deposit": "P21D", "valid_until": "2026-05-15"}),
        hit("arco-estimates", "E-4410~v2", 8.2, {
            "estimate_no": "E-4410", "version": 2, "status": "SUPERSEDED", "client": "Horatio Lightburn",
            "lines": [{"code": "TOP_CRACK_CLEATS", "amount": 300.0}, {"code": "VARNISH_RETOUCH", "amount": 80.0}],
            "total": 380.0, "currency": "BZD", "turnaround_from_deposit": "P14D", "valid_until": "2026-04-20"}),
    ], aggs={"versions": {"buckets": [{"key": "ACTIVE", "doc_count": 1}, {"key": "SUPERSEDED", "doc_count": 2}]}})),
     pol("policy#estimates", "Estimates may change if further damage is found once the top is opened; we will always ask before going ahead with any extra work. "
         "Repairs begin once a deposit of half the estimate has been received. The remaining half is due at collection. "
         "Crack repairs are guaranteed for the lifetime of the instrument.", revision="v6")],
    now="2026-04-08T13:30:00-06:00")

ok(b, "Good afternoon, Mr. Lightburn — the estimate for your viola's top crack now stands at BZ$420.00, being BZ$340.00 for the crack and cleats "
      "and BZ$80.00 for retouching the varnish. Work begins once the deposit of BZ$210.00, half the estimate, is received, and the repair takes about three weeks from then.",
   [P("now stands at BZ$420.00", "S"), P("BZ$340.00 for the crack and cleats", "S"), P("BZ$80.00 for retouching the varnish", "S"),
    P("deposit of BZ$210.00", "S"), P("half the estimate, is received", "S"), P("about three weeks", "S")],
   ["BZ$420.00", "BZ$210.00"], "Version 3 ACTIVE: 340 + 80 = 420; deposit rate 0.5 (policy: half) = 210; P21D turnaround.")

ok(b, "Dear Mr. Lightburn,\nWe have not yet received the deposit, so the work has not begun. "
      "The other half of the estimate is simply paid when you collect, and should we find further damage beneath the top, we will ask you before doing anything more. "
      "The estimate is good until May 15.\nYours faithfully,\nArco & Scroll",
   [P("not yet received the deposit", "S"), P("the work has not begun", "S"), P("paid when you collect", "S"),
    P("ask you before doing anything more", "S"), P("good until May 15", "S")],
   ["May 15"], "deposit.status AWAITING and repairs begin only after deposit; remaining half at collection and ask-first rule in policy; valid_until 2026-05-15.")

bad(b, "Mr. Lightburn, your viola's crack repair is estimated at BZ$380.00 and will take about two weeks once we begin. "
       "We begin as soon as half the estimate has been paid as a deposit.",
    [P("estimated at BZ$380.00", "C", ["AMOUNT_MISMATCH"]), P("about two weeks", "C", ["VALUE_MISMATCH", "DATE_MISMATCH"]),
     P("half the estimate has been paid as a deposit", "S")],
    ["stale_value", "stale_value"], ["BZ$380.00", "about two weeks"],
    "380.0 and P14D come from SUPERSEDED version 2; version 3 gives 420.0 and P21D.")

bad(b, "Dear Mr. Lightburn, the estimate is BZ$420.00, so the deposit to start the work is BZ$240.00. Our crack repairs are guaranteed for five years.",
    [P("the estimate is BZ$420.00", "S"), P("the deposit to start the work is BZ$240.00", "C", ["AMOUNT_MISMATCH"]),
     P("guaranteed for five years", "C", ["NLI_CONTRADICTION"])],
    ["wrong_arithmetic", "wrong_period"], ["BZ$240.00", "five years"],
    "Half of 420 is 210. Crack repairs carry a lifetime guarantee, not five years.")

rep(b, "Mr. Lightburn, the estimate stands at BZ$420.00 and we begin once a deposit of half is received; the repair then takes about two weeks.",
    [P("the estimate stands at BZ$420.00", "S"), P("we begin once a deposit of half is received", "S"),
     P("takes about two weeks", "C", ["VALUE_MISMATCH", "DATE_MISMATCH"])],
    ["stale_value"], ["about two weeks"], ["three weeks|21 days|twenty-one days", "420.00|420"],
    "turnaround_from_deposit on the ACTIVE version is P21D; P14D is version 2.")

# ---------------------------------------------------------------- 11. bow rehair ready
b = Bundle("bow-rehair-ready", "violin repair workshop",
    "Is my bow ready yet? What do I owe and when are you open?",
    [rec("search_jobs#castillo", "search_jobs", search([
        hit("arco-jobs", "BR-0355", 9.2, {
            "job_no": "BR-0355", "service": "BOW_REHAIR", "state": "READY_FOR_PICKUP",
            "client": {"name": "Winifred Castillo", "client_no": "AS-0221"},
            "hair": "WHITE_MONGOLIAN", "price": 75.0, "currency": "BZD", "paid": False,
            "ready_notified_at": ems(2026, 5, 4, 16, 45)}),
        hit("arco-jobs", "BR-0312", 5.0, {
            "job_no": "BR-0312", "service": "BOW_REHAIR", "state": "COLLECTED",
            "client": {"name": "Winifred Castillo", "client_no": "AS-0221"},
            "hair": "BLACK", "price": 65.0, "currency": "BZD", "paid": True,
            "collected_at": ems(2025, 8, 9, 11, 30)}),
    ])),
     pol("policy#collection", "Payment is taken at collection by card or cash. A rehair is guaranteed against the hair slipping for 30 days. "
         "Instruments and bows left uncollected for more than 60 days after the ready notice incur storage at BZ$2.00 per day.", revision="2025-10"),
     passage("kb#hours", "Arco & Scroll is open Tuesday to Saturday from 10:00 AM to 6:00 PM.\n"
             "We close at 1:00 PM on Saturdays before public holidays.\nWe are at 22 Regent Street, Belize City.")],
    now="2026-05-05T09:00:00-06:00")

ok(b, "Good morning, Mrs. Castillo — your bow has been rehaired with white Mongolian hair and is ready for you to collect. "
      "We are open Tuesday to Saturday from 10:00 AM to 6:00 PM at 22 Regent Street, and the BZ$75.00 is paid when you collect it.",
   [P("rehaired with white Mongolian hair", "S"), P("ready for you to collect", "S"), P("Tuesday to Saturday from 10:00 AM to 6:00 PM", "S"),
    P("22 Regent Street", "S"), P("the BZ$75.00 is paid when you collect it", "S")],
   ["BZ$75.00", "white Mongolian"], "BR-0355: READY_FOR_PICKUP, hair WHITE_MONGOLIAN, 75.0 unpaid; hours and address from the KB passage; payment at collection per policy.")

ok(b, "Mrs. Castillo, bow job BR-0355 has been ready since yesterday afternoon; the rehair is guaranteed against slipping for 30 days.",
   [P("BR-0355 has been ready since yesterday afternoon", "S"), P("guaranteed against slipping for 30 days", "S")],
   ["BR-0355"], "ready_notified_at is 5/4 4:45 PM Belize, the afternoon before now (5/5); 30-day rehair guarantee in the policy.")

bad(b, "Mrs. Castillo, your bow is ready to collect, rehaired in black hair as you asked. The charge is BZ$65.00, payable at collection.",
    [P("your bow is ready to collect", "S"), P("rehaired in black hair", "C", ["VALUE_MISMATCH"]),
     P("The charge is BZ$65.00", "C", ["AMOUNT_MISMATCH"]), P("payable at collection", "S")],
    ["other_record_value", "other_record_value"], ["in black hair", "BZ$65.00"],
    "Black hair and BZ$65 are last year's collected job BR-0312; BR-0355 is white Mongolian hair at 75.0.")

bad(b, "Dear Mrs. Castillo, your bow is ready and waiting for you. We are open Monday to Saturday from 10:00 AM to 6:00 PM, "
       "and please do collect it within 30 days, after which storage of BZ$2.00 a day applies.",
    [P("your bow is ready and waiting", "S"), P("open Monday to Saturday", "C", ["NLI_CONTRADICTION"]),
     P("within 30 days, after which storage", "C", ["NLI_CONTRADICTION"])],
    ["wrong_value", "wrong_period"], ["Monday to Saturday", "within 30 days"],
    "The KB gives Tuesday to Saturday; storage starts after 60 days, not 30.")

rep(b, "Mrs. Castillo, your bow (BR-0355) is ready for collection, and the rehair comes to BZ$57.00.",
    [P("BR-0355", "S"), P("is ready for collection", "S"), P("comes to BZ$57.00", "C", ["AMOUNT_MISMATCH"])],
    ["wrong_amount"], ["BZ$57.00"], ["75.00|75", "BR-0355"], "price on BR-0355 is 75.0.")

# ---------------------------------------------------------------- 12. insurance appraisal, refused send
b = Bundle("insurance-appraisal", "violin repair workshop",
    "Please send my violin's appraisal to my insurer and tell me the value on it.",
    [rec("search_appraisals#gordon", "search_appraisals", search([
        hit("arco-appraisals", "AP-0090", 10.7, {
            "appraisal_no": "AP-0090", "status": "ISSUED", "owner": "Dr. Anselm Gordon",
            "instrument": {"kind": "VIOLIN", "attribution": "Neuberger workshop, c. 1880"},
            "issued_on": "2026-03-30", "validity": "P2Y",
            "values": {"replacement_value": 14500.0, "fair_market_value": 9800.0, "currency": "BZD"},
            "fee": {"amount": 180.0, "status": "PAID"}}),
        hit("arco-appraisals", "AP-0041", 6.6, {
            "appraisal_no": "AP-0041", "status": "SUPERSEDED", "owner": "Dr. Anselm Gordon",
            "issued_on": "2023-02-11", "values": {"replacement_value": 11200.0, "fair_market_value": 7600.0, "currency": "BZD"}}),
    ])),
     refused("send_certificate_to_insurer#1", "send_certificate_to_insurer", "DENY",
             {"appraisal_no": "AP-0090", "recipient": "Caribe Mutual Insurance", "reason": "NO_SIGNED_AUTHORISATION"}),
     pol("policy#appraisals", "Appraisal certificates are released only to the instrument's owner. "
         "We send a certificate to an insurer only on the owner's signed authorisation form. "
         "An appraisal is valid for two years from the date of issue. The replacement value is the figure insurers use for cover.", revision="v2")],
    now="2026-04-01T10:00:00-06:00")

ok(b, "Dear Dr. Gordon, your appraisal certificate AP-0090 was issued on March 30 and gives a replacement value of BZ$14,500.00 for the violin, "
      "the figure your insurer will use for cover. I was not able to send it to Caribe Mutual directly: we can do so only once you have signed our authorisation form.",
   [P("AP-0090 was issued on March 30", "S"), P("replacement value of BZ$14,500.00", "S"), P("the figure your insurer will use for cover", "S"),
    P("not able to send it to Caribe Mutual directly", "S"), P("only once you have signed our authorisation form", "S")],
   ["BZ$14,500.00", "not able"], "AP-0090 issued 2026-03-30, replacement_value 14500.0; send_certificate_to_insurer DENIED; policy needs signed authorisation.")

ok(b, "Dr. Gordon, your certificate (fair market value BZ$9,800.00, replacement value BZ$14,500.00) remains valid for two years from 3/30/2026.",
   [P("fair market value BZ$9,800.00", "S"), P("replacement value BZ$14,500.00", "S"), P("valid for two years from 3/30/2026", "S")],
   ["BZ$9,800.00", "BZ$14,500.00"], "values on AP-0090; validity P2Y and policy's two years.")

bad(b, "Dear Dr. Gordon, your certificate AP-0090 gives a replacement value of BZ$9,800.00. "
       "I have sent a copy to Caribe Mutual this morning, so you need do nothing further.",
    [P("replacement value of BZ$9,800.00", "C", ["AMOUNT_MISMATCH"]), P("I have sent a copy to Caribe Mutual", "C", ["NOT_EXECUTED"])],
    ["wrong_role", "refused_call_effect"], ["replacement value of BZ$9,800.00", "sent a copy to Caribe Mutual"],
    "9800.0 is the fair_market_value, not the replacement value (14500.0). The send call was DENIED.")

bad(b, "Dr. Gordon, the appraisal of your violin was issued on March 30 with a replacement value of BZ$11,200.00. It is valid for five years.",
    [P("issued on March 30", "S"), P("replacement value of BZ$11,200.00", "C", ["AMOUNT_MISMATCH"]),
     P("valid for five years", "C", ["NLI_CONTRADICTION", "VALUE_MISMATCH"])],
    ["stale_value", "wrong_period"], ["BZ$11,200.00", "five years"],
    "11200.0 is on the SUPERSEDED 2023 appraisal AP-0041. Validity is two years (P2Y).")

rep(b, "Dr. Gordon, your certificate AP-0090 was issued on March 30, and I have forwarded it to Caribe Mutual for you.",
    [P("AP-0090 was issued on March 30", "S"), P("I have forwarded it to Caribe Mutual", "C", ["NOT_EXECUTED"])],
    ["refused_call_effect"], ["I have forwarded it"],
    ["could not|couldn't|unable|not able|authorisation|authorization|signed", "March 30|3/30"],
    "send_certificate_to_insurer was DENIED for want of a signed authorisation.")
