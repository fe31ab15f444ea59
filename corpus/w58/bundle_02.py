from common import *

# ---------------------------------------------------------------- 5. rent-to-own trumpet
b = Bundle("rto-trumpet", "musical-instrument rental",
    "How much have we paid toward my son's trumpet, and what would it cost to buy it outright now?",
    [rec("search_agreements#pech", "search_agreements", search([
        hit("cayo-rentals-agreements", "RTO-3308", 12.6, {
            "agreement_no": "RTO-3308", "type": "RENT_TO_OWN", "state": "ACTIVE",
            "renter": {"name": "Aurelia Pech", "member_no": "CMR-2210"},
            "instrument": {"title": "Silvertone student trumpet", "serial": "ST-41906"},
            "monthly_payment": 65.0, "term_months": 18, "payments_made": 7,
            "purchase_price": 1050.0, "equity_share": 0.8, "equity_accrued": 364.0,
            "next_debit_on": "2026-05-01", "currency": "BZD"}),
        hit("cayo-rentals-agreements", "RTO-2954", 5.3, {
            "agreement_no": "RTO-2954", "type": "RENT_TO_OWN", "state": "PAID_OFF",
            "renter": {"name": "Aurelia Pech", "member_no": "CMR-2210"},
            "instrument": {"title": "Lindell student flute", "serial": "LF-10277"},
            "monthly_payment": 48.0, "term_months": 12, "payments_made": 12,
            "purchase_price": 576.0, "currency": "BZD"}),
    ], aggs={"payments_by_state": {"buckets": [
        {"key": "PAID", "doc_count": 7, "total_amount": {"value": 455.0}},
        {"key": "SCHEDULED", "doc_count": 11, "total_amount": {"value": 715.0}}]}})),
     pol("policy#rto", "Payments missed by more than 15 days pause equity accrual. "
         "On a rent-to-own agreement, 80% of each monthly payment counts toward the purchase price. "
         "The instrument may be bought out at any time by paying the purchase price less the equity accrued. "
         "Ownership passes when the purchase price has been reached.", revision="2025-08")],
    now="2026-04-20T14:00:00-06:00")

ok(b, "Good afternoon, Ms. Pech — seven of the eighteen monthly payments of BZ$65.00 on the trumpet agreement RTO-3308 have been made, "
      "and BZ$364.00 has built up toward the purchase. Should you wish to buy the trumpet outright now, the buyout would be BZ$686.00, "
      "that is, the BZ$1,050.00 purchase price less the equity already earned. The next payment is due on May 1.",
   [P("seven of the eighteen monthly payments", "S"), P("payments of BZ$65.00", "S"), P("BZ$364.00 has built up", "S"),
    P("the buyout would be BZ$686.00", "S"), P("BZ$1,050.00 purchase price", "S"), P("next payment is due on May 1", "S")],
   ["BZ$686.00", "May 1"], "RTO-3308: payments_made 7 of 18 at 65.0, equity_accrued 364.0, purchase_price 1050.0; policy buyout = price - equity = 686; next_debit_on 2026-05-01.")

ok(b, "Dear Ms. Pech,\nFour hundred fifty-five dollars has been paid so far on the trumpet, and 80% of every payment counts toward owning it. "
      "You may buy it out at any time for the purchase price less what has accrued.\nWith kind regards,\nCayo Music Rentals",
   [P("Four hundred fifty-five dollars has been paid", "S"), P("80% of every payment counts", "S"), P("buy it out at any time", "S")],
   ["Four hundred fifty-five"], "The PAID bucket sums 455.0 (7 x 65); the policy gives the 80% share and the buyout rule.")

bad(b, "Ms. Pech, thank you for asking. Your monthly payment on RTO-3308 is BZ$48.00, and seven payments have been made so far. "
       "To buy the trumpet outright now, you would pay BZ$595.00.",
    [P("thank you for asking", "N"), P("monthly payment on RTO-3308 is BZ$48.00", "C", ["AMOUNT_MISMATCH"]),
     P("seven payments have been made", "S"), P("you would pay BZ$595.00", "C", ["AMOUNT_MISMATCH"])],
    ["other_record_value", "wrong_arithmetic"], ["BZ$48.00", "BZ$595.00"],
    "BZ$48 is the monthly payment of the paid-off flute RTO-2954. The buyout is 1050 - 364 equity = 686; 595 subtracts the 455 paid instead.")

bad(b, "Dear Ms. Pech, eight of your eighteen payments are in, and every payment counts in full toward the purchase price. "
       "Your next payment is due on May 1.",
    [P("eight of your eighteen payments are in", "C", ["VALUE_MISMATCH"]), P("counts in full toward the purchase price", "C", ["NLI_CONTRADICTION"]),
     P("next payment is due on May 1", "S")],
    ["wrong_quantity", "wrong_policy_condition"], ["eight of your eighteen", "counts in full"],
    "payments_made is 7. The policy credits 80% of each payment, not the full amount.")

rep(b, "Ms. Pech, you have made seven payments of BZ$65.00 and accrued BZ$364.00 toward the trumpet; the buyout now stands at BZ$1,050.00.",
    [P("seven payments of BZ$65.00", "S"), P("accrued BZ$364.00", "S"), P("the buyout now stands at BZ$1,050.00", "C", ["AMOUNT_MISMATCH"])],
    ["wrong_role"], ["buyout now stands at BZ$1,050.00"], ["686.00|686", "364.00|364"],
    "1050.0 is the purchase_price; the buyout is purchase price less equity_accrued = 686.")

# ---------------------------------------------------------------- 6. cello return & extension escalated
b = Bundle("cello-extension", "musical-instrument rental",
    "Could I keep the cello another month? When is it due back otherwise?",
    [rec("search_agreements#usher", "search_agreements", search([
        hit("cayo-rentals-agreements", "CR-1177", 10.9, {
            "agreement_no": "CR-1177", "type": "FIXED_TERM", "state": "OUT_ON_RENTAL",
            "renter": {"name": "Theodore Usher", "member_no": "CMR-3051"},
            "instrument": {"title": "Ardenne cello", "size": "3/4", "serial": "AC-7702"},
            "started_on": "2026-01-10", "due_back": "2026-04-25T17:00:00-06:00",
            "monthly_rate": 90.0, "currency": "BZD", "branch": "SAN_IGNACIO"}),
        hit("cayo-rentals-reservations", "RES-0402", 6.8, {
            "reservation_no": "RES-0402", "serial": "AC-7702", "state": "HELD",
            "holder": {"name": "Petrona Cal", "member_no": "CMR-3320"}, "from": "2026-04-27"}),
        hit("cayo-rentals-agreements", "CR-0981", 4.1, {
            "agreement_no": "CR-0981", "type": "FIXED_TERM", "state": "RETURNED",
            "renter": {"name": "Theodore Usher", "member_no": "CMR-3051"},
            "instrument": {"title": "Ardenne cello", "size": "1/2", "serial": "AC-5519"},
            "due_back": "2025-12-20T17:00:00-06:00", "monthly_rate": 75.0, "currency": "BZD"}),
    ])),
     refused("extend_rental#1", "extend_rental", "ESCALATE", {"agreement_no": "CR-1177", "new_due_back": "2026-05-25"}),
     pol("policy#returns", "Returns are accepted Monday to Saturday, 9:00 AM to 5:00 PM, at the San Ignacio branch. "
         "Late returns are charged BZ$6.00 per day after the due date, up to the value of one month's rent. "
         "Extensions must be approved by the branch manager when another customer has reserved the instrument.", revision="v2")],
    now="2026-04-22T10:00:00-06:00")

ok(b, "Good morning, Mr. Usher — your request to extend the cello rental has been passed to our branch manager for approval, "
      "as the instrument is reserved by another player from April 27. For now the cello remains due back this Saturday, April 25, by 5:00 PM. "
      "Should it come back late, the charge is BZ$6.00 per day.",
   [P("passed to our branch manager for approval", "S"), P("reserved by another player from April 27", "S"),
    P("due back this Saturday, April 25, by 5:00 PM", "S"), P("the charge is BZ$6.00 per day", "S")],
   ["April 25", "5:00 PM"], "extend_rental was ESCALATEd; RES-0402 holds AC-7702 from 4/27; due_back 2026-04-25T17:00-06:00 (a Saturday); late fee in the policy.")

ok(b, "Dear Mr. Usher,\nThe extension could not be confirmed today; it now awaits the manager's approval. "
      "Your 3/4 cello (agreement CR-1177) is due back on 4/25/2026, and returns are welcomed at the San Ignacio branch Monday to Saturday, 9:00 AM to 5:00 PM.\n"
      "Most cordially,\nCayo Music Rentals",
   [P("could not be confirmed today", "S"), P("awaits the manager's approval", "S"), P("agreement CR-1177", "S"),
    P("due back on 4/25/2026", "S"), P("Monday to Saturday, 9:00 AM to 5:00 PM", "S")],
   ["CR-1177", "4/25/2026"], "Refused call (ESCALATE) grounds the pending approval; agreement CR-1177 due_back; branch hours from the policy.")

ok(b, "Mr. Usher, the one-month extension is with the manager for approval; until then the cello is due back April 25.",
   [P("the one-month extension is with the manager for approval", "S"), P("the cello is due back April 25", "S")],
   ["April 25"], "ESCALATE on extend_rental (new_due_back one month on); due_back 4/25.")

bad(b, "Mr. Usher, I have extended your cello rental to May 25, so there is no rush to bring it back. Your monthly rate stays at BZ$90.00.",
    [P("I have extended your cello rental to May 25", "C", ["NOT_EXECUTED"]), P("monthly rate stays at BZ$90.00", "S")],
    ["refused_call_effect"], ["extended your cello rental to May 25"],
    "extend_rental was escalated, not executed; due_back is still 4/25.")

bad(b, "Dear Mr. Usher, your request is with our manager, and your cello remains due on Saturday, April 25. "
       "You may drop it at the San Ignacio branch until 7:00 PM that evening. Late days are charged at BZ$6.00 each, with no upper limit.",
    [P("your request is with our manager", "S"), P("due on Saturday, April 25", "S"),
     P("until 7:00 PM that evening", "C", ["DATE_MISMATCH", "VALUE_MISMATCH", "NLI_CONTRADICTION"]),
     P("with no upper limit", "C", ["NLI_CONTRADICTION"])],
    ["wrong_time", "wrong_policy_condition"], ["until 7:00 PM", "with no upper limit"],
    "due_back is 5:00 PM and returns close at 5:00 PM; late fees are capped at one month's rent.")

rep(b, "Mr. Usher, the cello is due back on Saturday, April 25, and I have extended the agreement for another month.",
    [P("due back on Saturday, April 25", "S"), P("I have extended the agreement", "C", ["NOT_EXECUTED"])],
    ["refused_call_effect"], ["I have extended the agreement"],
    ["could not|couldn't|unable|not able|manager|approval|escalated|review", "April 25|4/25"],
    "extend_rental was ESCALATEd, so no extension exists yet.")

# ---------------------------------------------------------------- 7. clarinet damage claim
b = Bundle("clarinet-damage", "musical-instrument rental",
    "My daughter cracked the barrel of the rented clarinet. What will this cost us?",
    [rec("search_claims#moreno", "search_damage_claims", search([
        hit("cayo-rentals-damage", "DMG-771", 9.9, {
            "claim_no": "DMG-771", "agreement_no": "CL-5520", "renter": "Lucinda Moreno",
            "part": "BARREL", "finding": "CRACK_LONGITUDINAL", "assessed_state": "CUSTOMER_LIABLE",
            "assessed_at": ems(2026, 3, 27, 11, 20), "repair_estimate": 145.0, "currency": "BZD",
            "damage_waiver": {"enrolled": False, "declined_on": "2026-02-01"}}),
        hit("cayo-rentals-damage", "DMG-768", 5.2, {
            "claim_no": "DMG-768", "agreement_no": "CL-5517", "renter": "Jonah Reyes",
            "part": "KEY_MECHANISM", "assessed_state": "WAIVER_APPLIED",
            "assessed_at": ems(2026, 3, 24, 15, 0), "repair_estimate": 90.0, "excess_charged": 25.0, "currency": "BZD",
            "damage_waiver": {"enrolled": True, "monthly_fee": 4.0}}),
    ])),
     pol("policy#damage-waiver", "Renters enrolled in the Damage Waiver (BZ$4.00 a month) pay nothing for accidental damage beyond a BZ$25.00 excess. "
         "Renters without the waiver are charged the repair cost in full, up to the instrument's replacement value. "
         "Loss or theft is not covered by the waiver. Repair costs are billed to the card on file within 14 days of assessment.", revision="v4")],
    now="2026-03-28T09:30:00-06:00")

ok(b, "Dear Ms. Moreno, I am sorry to hear about the cracked barrel. Because the Damage Waiver was declined on this rental, "
      "the repair cost of BZ$145.00 will be charged in full. It will be billed to your card on file within 14 days of the assessment, which was made on March 27.",
   [P("sorry to hear about the cracked barrel", "N"), P("the Damage Waiver was declined on this rental", "S"),
    P("repair cost of BZ$145.00 will be charged in full", "S"), P("within 14 days of the assessment", "S"), P("made on March 27", "S")],
   ["BZ$145.00", "14 days"], "DMG-771: waiver enrolled false (declined 2/1), estimate 145.0, assessed 3/27; policy: no waiver means full cost, billed within 14 days.")

ok(b, "Ms. Moreno, claim DMG-771: the barrel repair is BZ$145.00, payable in full as no waiver was held.",
   [P("claim DMG-771", "S"), P("the barrel repair is BZ$145.00", "S"), P("payable in full as no waiver was held", "S")],
   ["DMG-771", "145.00"], "Claim DMG-771 (not Jonah Reyes's DMG-768); damage_waiver.enrolled false.")

bad(b, "Dear Ms. Moreno, thank you for letting us know about the cracked barrel. "
       "Since your rental carries the Damage Waiver, you will pay only the BZ$25.00 excess rather than the full repair.",
    [P("thank you for letting us know", "N"), P("Since your rental carries the Damage Waiver", "C", ["VALUE_MISMATCH", "RECORD_STATE_MISMATCH"]),
     P("you will pay only the BZ$25.00 excess", "C", ["AMOUNT_MISMATCH", "NLI_CONTRADICTION", "VALUE_MISMATCH"])],
    ["wrong_state", "condition_unmet"], ["carries the Damage Waiver", "only the BZ$25.00 excess"],
    "DMG-771 shows damage_waiver.enrolled false; the BZ$25 excess applies only to waiver holders (it is DMG-768's outcome).")

bad(b, "Ms. Moreno, the repair of your clarinet's barrel has been assessed at BZ$145.00. As the waiver was not taken, the full cost applies, "
       "and it will be billed within 30 days. The waiver would have cost BZ$4.00 a month.",
    [P("assessed at BZ$145.00", "S"), P("the full cost applies", "S"), P("billed within 30 days", "C", ["NLI_CONTRADICTION"]),
     P("BZ$4.00 a month", "S")],
    ["wrong_period"], ["within 30 days"], "Policy bills repair costs within 14 days of assessment.")

rep(b, "Dear Ms. Moreno, the cracked barrel has been assessed at BZ$145.00. As the Damage Waiver was declined, the repair is charged in full, "
       "and it will be billed to your card within 7 days.",
    [P("assessed at BZ$145.00", "S"), P("As the Damage Waiver was declined", "S"), P("within 7 days", "C", ["NLI_CONTRADICTION"])],
    ["wrong_period"], ["within 7 days"], ["14 days|fourteen days", "145.00|145"],
    "Policy: billed within 14 days of assessment.")

# ---------------------------------------------------------------- 8. event keyboard & deposit refund
b = Bundle("event-keyboard-deposit", "musical-instrument rental",
    "We returned the stage piano after our church concert. When do we get the deposit back?",
    [rec("search_agreements#gillett", "search_agreements", search([
        hit("cayo-rentals-events", "EVT-0619", 11.4, {
            "agreement_no": "EVT-0619", "renter": {"name": "Rev. Samuel Gillett", "org": "St. Columba Chapel"},
            "items": [{"code": "RENTAL_WEEKEND", "title": "Nordica Stage 88 with amplifier", "amount": 150.0},
                      {"code": "DELIVERY", "legs": 2, "amount": 60.0}],
            "charged_total": 210.0, "currency": "BZD",
            "period": {"from": "2026-03-14", "to": "2026-03-16"},
            "check_in": {"at": ems(2026, 3, 16, 10, 5), "condition": "GOOD"},
            "deposit": {"amount": 200.0, "refund": {"state": "PENDING", "initiated_at": ems(2026, 3, 17, 9, 15)}}}),
        hit("cayo-rentals-events", "EVT-0488", 6.0, {
            "agreement_no": "EVT-0488", "renter": {"name": "Rev. Samuel Gillett", "org": "St. Columba Chapel"},
            "items": [{"code": "RENTAL_DAY", "title": "Portable PA", "amount": 70.0}], "charged_total": 70.0, "currency": "BZD",
            "period": {"from": "2025-12-20", "to": "2025-12-21"},
            "deposit": {"amount": 150.0, "refund": {"state": "COMPLETED", "completed_at": ems(2025, 12, 26, 12, 0)}}}),
    ])),
     pol("policy#deposits", "Delivery within Belize City is BZ$30.00 each way. "
         "Security deposits are returned to the original card within 5 business days after the instrument is checked back in good condition. "
         "Deductions are made only for damage noted at check-in.", revision="2026-02")],
    now="2026-03-19T15:00:00-06:00")

ok(b, "Good afternoon, Reverend Gillett — the stage piano came back to us on March 16 in good condition, and your BZ$200.00 deposit refund is now in progress. "
      "It should reach your original card within five business days of check-in.",
   [P("came back to us on March 16", "S"), P("in good condition", "S"), P("BZ$200.00 deposit refund is now in progress", "S"),
    P("within five business days", "S")],
   ["BZ$200.00", "March 16"], "EVT-0619 check_in 3/16 condition GOOD; deposit 200.0 refund PENDING; policy gives 5 business days.")

ok(b, "Dear Reverend Gillett,\nFor your records, agreement EVT-0619 came to BZ$210.00: BZ$150.00 for the weekend rental and BZ$60.00 for delivery there and back. "
      "The deposit refund of BZ$200.00 was started on March 17 and is pending.\nWith every good wish,\nCayo Music Rentals",
   [P("came to BZ$210.00", "S"), P("BZ$150.00 for the weekend rental", "S"), P("BZ$60.00 for delivery", "S"),
    P("started on March 17", "S"), P("is pending", "S")],
   ["BZ$210.00", "March 17"], "Items 150 + 60 (two legs at BZ$30) = charged_total 210; refund initiated 3/17, state PENDING.")

bad(b, "Reverend Gillett, the stage piano was returned on March 16 in good condition. "
       "Your deposit refund of BZ$150.00 has been completed and should already show on your card.",
    [P("returned on March 16 in good condition", "S"), P("deposit refund of BZ$150.00", "C", ["AMOUNT_MISMATCH"]),
     P("has been completed", "C", ["RECORD_STATE_MISMATCH"])],
    ["other_record_value", "wrong_state"], ["BZ$150.00 has been completed"],
    "BZ$150 and COMPLETED belong to last December's EVT-0488; EVT-0619's deposit is 200.0 with refund PENDING.")

bad(b, "Dear Reverend Gillett, agreement EVT-0619 came to BZ$200.00: BZ$150.00 for the rental plus BZ$60.00 for delivery. "
       "As thanks for returning it so promptly, we shall add a 10% credit toward your next booking.",
    [P("came to BZ$200.00", "C", ["AMOUNT_MISMATCH"]), P("BZ$150.00 for the rental", "S"), P("BZ$60.00 for delivery", "S"),
     P("add a 10% credit toward your next booking", "I", ["NO_POLICY_EVIDENCE", "CLAIM_WITHOUT_TOOL_EVIDENCE", "NLI_NOT_ENTAILED"])],
    ["wrong_arithmetic", "invented_promise"], ["came to BZ$200.00", "10% credit"],
    "150 + 60 = 210 (charged_total 210.0). No record or policy offers a loyalty credit.")

rep(b, "Reverend Gillett, the stage piano was checked back in on March 16 in good condition. Your BZ$200.00 deposit refund has been completed.",
    [P("checked back in on March 16", "S"), P("in good condition", "S"), P("has been completed", "C", ["RECORD_STATE_MISMATCH"])],
    ["wrong_state"], ["has been completed"], ["pending|in progress|processing|under way|underway|being processed", "200.00|200"],
    "deposit.refund.state is PENDING.")
