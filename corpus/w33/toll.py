"""Toll-road accounts (Coast Mountain Expressway, CMX; Vancouver region): four scenarios."""
from common import *

B = Book("toll", "toll-road accounts", 37, 9)
VAN = "America/Vancouver"

# ---------------------------------------------------------------- 9. low balance / auto top-up
s = "auto-topup"
ev9 = [
    rec("get_toll_account#TA-4410392", "tool:get_toll_account", {
        "account": {"account_id": "TA-4410392", "holder": "Harjit Sandhu", "state": "in-good-standing",
                    "tz": VAN,
                    "prepaid": {"balance_minor": 2460, "currency": "CAD", "as_of": "2026-05-14T14:55:00Z"},
                    "low_balance_threshold_minor": 2000,
                    "auto_top_up": {"enabled": True, "amount_minor": 5000,
                                    "card": {"brand": "VISA", "last4": "0931"}},
                    "last_top_up": {"id": "TU-88213", "amount_minor": 5000, "at": "2026-05-02T03:14:00Z"}}}),
    rec("list_toll_trips#TA-4410392", "tool:list_toll_trips", {
        "account_id": "TA-4410392",
        "trips": [
            {"trip_id": "TRP-661204", "status": "POSTED", "started_at": "2026-05-12T14:05:11Z",
             "ended_at": "2026-05-12T14:16:40Z", "duration_s": 689, "distance_m": 14200,
             "entry": "G03 Brunette Ave", "exit": "G09 176 St",
             "fare": {"currency": "CAD", "total": 615, "components": [
                 {"kind": "base", "amount": 250}, {"kind": "distance", "amount": 497, "rate_per_km": 35},
                 {"kind": "transponder_discount", "amount": -132}]}},
            {"trip_id": "TRP-661877", "status": "POSTED", "started_at": "2026-05-13T01:40:09Z",
             "ended_at": "2026-05-13T01:52:02Z", "duration_s": 713, "distance_m": 14200,
             "entry": "G09 176 St", "exit": "G03 Brunette Ave",
             "fare": {"currency": "CAD", "total": 615}},
            {"trip_id": "TRP-662310", "status": "PENDING_POSTING", "started_at": "2026-05-13T23:12:45Z",
             "ended_at": "2026-05-13T23:31:05Z", "duration_s": 1100, "distance_m": 26400,
             "entry": "G01 Cape Horn", "exit": "G12 232 St",
             "fare": {"currency": "CAD", "total": 980, "components": [
                 {"kind": "base", "amount": 250}, {"kind": "distance", "amount": 924, "rate_per_km": 35},
                 {"kind": "transponder_discount", "amount": -194}]}}]}),
    pol("policy#topups", "Trips usually post to your account within 48 hours of travel. When a posted trip takes "
        "your prepaid balance below your low-balance threshold, we top it up automatically by the amount you "
        "chose, using the card on file. If an automatic top-up is declined, we try again once after 24 hours; "
        "if the second try also fails, the account moves to payment hold.", "2026-03"),
]
q9 = "My balance says $24.60 and yesterday's trip isn't showing yet. Will it top itself up or do I need to do it?"
now9 = "2026-05-14T08:05:00-07:00"

B.add(s, q9,
      "Hi Harjit! Auto top-up is on, so you won't need to do anything. Your balance is CA$24.60 right now, and "
      "once yesterday's CA$9.80 trip posts it'll drop to CA$14.80. That's below your CA$20.00 threshold, so "
      "we'll automatically top you up by CA$50.00 from your Visa ending 0931. Trips usually post within 48 hours.",
      ev9,
      [S("Auto top-up is on, so you won't need to do anything"), S("Your balance is CA$24.60 right now"),
       S("once yesterday's CA$9.80 trip posts"), S("it'll drop to CA$14.80"),
       S("That's below your CA$20.00 threshold"), S("top you up by CA$50.00 from your Visa ending 0931"),
       S("Trips usually post within 48 hours")],
      now=now9,
      notes="balance_minor 2460; TRP-662310 (May 13 local, PENDING_POSTING) 980; 2460-980 = 1480 < threshold "
            "2000; auto_top_up 5000 on Visa 0931; policy 48 hours.", includes=["CA$14.80", "CA$50.00"])

B.add(s, q9,
      "Hey Harjit, here's the picture:\n- Current balance: CA$24.60\n- Still to post: CA$9.80 (May 13, Cape "
      "Horn to 232 St)\n- Auto top-up: on, CA$50 whenever you dip below CA$20\nSo once that trip posts you'll "
      "be topped up automatically, leaving you at about CA$64.80.",
      ev9,
      [S("Current balance: CA$24.60"), S("Still to post: CA$9.80 (May 13, Cape Horn to 232 St)"),
       S("Auto top-up: on, CA$50 whenever you dip below CA$20"), S("you'll be topped up automatically"),
       S("leaving you at about CA$64.80")],
      notes="TRP-662310 entry G01 Cape Horn, exit G12 232 St, 980 pending; 2460 - 980 + 5000 = 6480.",
      includes=["CA$64.80"])

B.add(s, q9,
      "Hi Harjit! Your balance is CA$24.60, and yesterday's CA$6.15 trip hasn't posted yet. Once it does, auto "
      "top-up will add CA$50.00 from your Visa ending 0931 if you're under CA$20.00. Trips usually post within "
      "24 hours.",
      ev9,
      [S("Your balance is CA$24.60"), C("yesterday's CA$6.15 trip hasn't posted yet", AMT),
       S("auto top-up will add CA$50.00 from your Visa ending 0931"), C("within 24 hours", POLC)],
      errors=["other_record_value", "wrong_period"], now=now9,
      notes="CA$6.15 is the fare of the posted trips TRP-661204/661877; the pending trip TRP-662310 is 980. "
            "Policy says trips post within 48 hours.", excludes=["CA$6.15 trip", "within 24 hours"])

B.add(s, q9,
      "Hi Harjit, good question! Auto top-up is switched on for CA$50.00 whenever your balance falls below "
      "CA$20.00, so yesterday's trip will trigger it once it posts. Just so you know, if a top-up is ever "
      "declined, the account goes on payment hold straight away.",
      ev9,
      [N("good question!"), S("Auto top-up is switched on for CA$50.00"), S("falls below CA$20.00"),
       S("yesterday's trip will trigger it once it posts"),
       C("the account goes on payment hold straight away", POLC)],
      errors=["wrong_policy_condition"], now=now9,
      notes="2460 - 980 = 1480 < 2000, so the posting triggers the top-up. Policy: a declined top-up is retried "
            "after 24 hours and only a second failure leads to payment hold.",
      excludes=["payment hold straight away"])

B.rep(s, q9,
      "Hi Harjit! Your balance is CA$24.60. Once yesterday's CA$9.80 trip posts you'll be at CA$15.80, under "
      "your CA$20.00 threshold, so auto top-up adds CA$50.00.",
      ev9,
      [S("Your balance is CA$24.60"), S("yesterday's CA$9.80 trip"), C("you'll be at CA$15.80", AMT),
       S("under your CA$20.00 threshold"), S("auto top-up adds CA$50.00")],
      errors=["wrong_arithmetic"], now=now9,
      notes="2460 - 980 = 1480, i.e. CA$14.80.", excludes=["CA$15.80"],
      includes=["14.80", "CA$50.00|$50"])

# ---------------------------------------------------------------- 10. video-toll invoice
s = "video-invoice"
ev10 = [
    rec("get_invoice#VT-2026-118734", "tool:get_invoice", {
        "invoice": {"invoice_id": "VT-2026-118734", "plate": {"number": "LKB 4821", "jurisdiction": "BC"},
                    "registered_owner": "Nadia Petrov", "invoice_date": "2026-02-09", "due_date": "2026-03-11",
                    "status": "OPEN", "cmx_account_id": None,
                    "trips": [
                        {"trip_id": "TRP-640551", "started_at": "2026-02-07T21:32:18Z",
                         "ended_at": "2026-02-07T21:47:52Z", "duration_s": 934, "distance_m": 18600,
                         "entry": "G02 Lougheed", "exit": "G10 200 St", "read_method": "PLATE_IMAGE"}],
                    "amount": {"currency": "CAD", "total": 1196, "components": [
                        {"kind": "base", "amount": 250}, {"kind": "distance", "amount": 651, "rate_per_km": 35},
                        {"kind": "video_processing_fee", "amount": 295}]}}}),
    rec("list_invoices#plate#LKB4821", "tool:list_invoices", {
        "plate": "LKB 4821",
        "invoices": [
            {"invoice_id": "VT-2025-982201", "invoice_date": "2025-11-30", "status": "PAID",
             "paid_at": "2025-12-20T18:02:00Z", "amount": {"currency": "CAD", "total": 1094}},
            {"invoice_id": "VT-2026-118734", "invoice_date": "2026-02-09", "status": "OPEN",
             "amount": {"currency": "CAD", "total": 1196}}]}),
    pol("policy#video-tolls", "Drivers without a CMX account or transponder are billed by mail using a photo "
        "of the licence plate. Each video-toll trip carries a CA$2.95 processing fee on top of the toll. If you "
        "open a CMX account within 30 days of the invoice date, we'll remove the processing fee from that "
        "invoice. Invoices are due 30 days after the invoice date, and unpaid invoices get a CA$10.00 late fee.",
        "2025-10"),
]
q10 = "I got a toll invoice in the mail for $11.96. What's it for, and can the fee come off?"

B.add(s, q10,
      "Hi Nadia! That invoice, VT-2026-118734, is for one trip on February 7 at about 1:32 PM, when your plate "
      "LKB 4821 went through without a transponder. It's CA$9.01 in toll plus a CA$2.95 video processing fee, "
      "so CA$11.96. If you open a CMX account by March 11 (30 days from the February 9 invoice date), we'll take "
      "the CA$2.95 off. Otherwise, it's due March 11.",
      ev10,
      [S("is for one trip on February 7 at about 1:32 PM"), S("your plate LKB 4821 went through without a transponder"),
       S("CA$9.01 in toll plus a CA$2.95 video processing fee"), S("so CA$11.96"),
       S("by March 11 (30 days from the February 9 invoice date)"), S("we'll take the CA$2.95 off"),
       S("Otherwise, it's due March 11")],
      notes="trip started 21:32:18Z = 1:32 PM PST Feb 7; base 250 + distance 651 = 901, fee 295, total 1196; "
            "invoice_date Feb 9, due_date Mar 11; policy fee removal within 30 days of invoice date.",
      includes=["CA$11.96", "March 11"])

B.add(s, q10,
      "Hey Nadia — it's a mailed toll for your 18.6 km trip on Feb 7; open a CMX account before March 11 and "
      "the CA$2.95 processing fee comes off.",
      ev10,
      [S("it's a mailed toll for your 18.6 km trip on Feb 7"),
       S("open a CMX account before March 11 and the CA$2.95 processing fee comes off")],
      notes="distance_m 18600; read_method PLATE_IMAGE; policy: fee removed if an account is opened within 30 "
            "days of Feb 9.", includes=["CA$2.95", "March 11"])

B.add(s, q10,
      "Hi Nadia! That CA$11.96 invoice is for your February 7 trip from Lougheed to 200 St. The CA$2.95 "
      "processing fee has been taken off this invoice. It's due on March 9.",
      ev10,
      [S("That CA$11.96 invoice is for your February 7 trip from Lougheed to 200 St"),
       C("The CA$2.95 processing fee has been taken off this invoice", STATE + AMT),
       C("It's due on March 9", DATE)],
      errors=["condition_unmet", "wrong_date"],
      notes="no CMX account (cmx_account_id null), so the fee removal condition isn't met and the invoice still "
            "totals 1196 with the 295 fee. due_date is 2026-03-11.",
      excludes=["has been taken off", "due on March 9"])

B.add(s, q10,
      "Hi Nadia, thanks for getting in touch. The invoice covers a trip on February 7 when your plate was "
      "photographed at the gantry. Good news: it shows as already paid, so there's nothing more to do. "
      "Video-toll trips do carry a CA$2.95 processing fee on top of the toll.",
      ev10,
      [N("thanks for getting in touch."), S("The invoice covers a trip on February 7"),
       C("it shows as already paid", STATE), S("carry a CA$2.95 processing fee on top of the toll")],
      errors=["other_record_value"],
      notes="VT-2026-118734 is OPEN; PAID is the status of the older invoice VT-2025-982201.",
      excludes=["already paid"])

B.rep(s, q10,
      "Hi Nadia, invoice VT-2026-118734 is for your trip on February 7: CA$9.01 in toll plus a CA$2.95 "
      "processing fee. Open a CMX account within 14 days of the invoice date and we'll remove the fee.",
      ev10,
      [S("invoice VT-2026-118734 is for your trip on February 7"), S("CA$9.01 in toll plus a CA$2.95 processing fee"),
       C("within 14 days of the invoice date", POLC)],
      errors=["wrong_policy_condition"],
      notes="policy: the fee is removed if the account is opened within 30 days of the invoice date.",
      excludes=["within 14 days"], includes=["30 days|March 11|thirty days", "CA$2.95|$2.95"])

# ---------------------------------------------------------------- 11. transponder replacement
s = "transponder-replacement"
ev11 = [
    rec("get_toll_account#TA-3082217", "tool:get_toll_account", {
        "account": {"account_id": "TA-3082217", "holder": "Colm Brennan", "state": "in-good-standing",
                    "plates": ["RKN 552", "HTV 019"]},
        "transponders": [
            {"serial": "TX-55012-8", "vehicle_plate": "RKN 552", "issued_on": "2021-03-15",
             "warranty_years": 5, "status": "DEACTIVATED", "deactivation_reason": "PHYSICAL_DAMAGE"},
            {"serial": "TX-61870-2", "vehicle_plate": "HTV 019", "issued_on": "2024-09-02",
             "status": "ACTIVE"}]}),
    rec("get_replacement_order#RO-40917", "tool:get_replacement_order", {
        "order": {"order_id": "RO-40917", "replaces": "TX-55012-8", "status": "SHIPPED",
                  "fee": {"amount": 1500, "currency": "CAD", "status": "CHARGED"},
                  "shipping": {"carrier": "CANADA_POST", "service": "XPRESSPOST",
                               "shipped_at": "2026-07-02T18:20:00Z", "estimated_delivery": "2026-07-07"}}}),
    refused("waive_fee#RO-40917", "waive_fee", "DENY", {"order_id": "RO-40917", "fee_minor": 1500,
                                                         "reason": "CUSTOMER_REQUEST"}),
    pol("policy#transponders", "Your first transponder on each account is free. Replacing a lost or damaged "
        "transponder costs CA$15.00. The fee is waived only when a transponder stops working on its own within "
        "its 5-year warranty; physical damage isn't covered. Until the replacement arrives, trips by that "
        "vehicle are billed at your account rate from its licence plate, with no video-toll fee, as long as the "
        "plate is listed on your account.", "2024-11"),
]
q11 = ("My windshield got replaced and the transponder got wrecked. Why am I paying $15 for a new one — can you "
       "waive it? And when's it coming?")
now11 = "2026-07-03T11:20:00-07:00"

B.add(s, q11,
      "Hi Colm, sorry about the windshield! I wasn't able to waive the CA$15.00 replacement fee: it's only "
      "waived when a transponder stops working on its own under its 5-year warranty, and yours was physically "
      "damaged. It was also issued in March 2021, so the warranty ran out this March. Your new one shipped "
      "yesterday by Xpresspost and should arrive by July 7. Until then, trips in the car with plate RKN 552 are "
      "billed at your account rate from the plate, with no video-toll fee.",
      ev11,
      [N("sorry about the windshield!"), S("I wasn't able to waive the CA$15.00 replacement fee"),
       S("it's only waived when a transponder stops working on its own under its 5-year warranty"),
       S("yours was physically damaged"), S("It was also issued in March 2021"),
       S("so the warranty ran out this March"), S("Your new one shipped yesterday by Xpresspost"),
       S("should arrive by July 7"), S("billed at your account rate from the plate, with no video-toll fee")],
      now=now11,
      notes="waive_fee DENY; TX-55012-8 PHYSICAL_DAMAGE, issued 2021-03-15 + 5 years = March 2026; shipped_at "
            "18:20Z Jul 2 = Jul 2 local (yesterday); estimated_delivery Jul 7; RKN 552 is listed on the account.",
      includes=["CA$15.00", "July 7"])

B.add(s, q11,
      "Hey Colm — the CA$15 fee stands, since physical damage isn't covered by the warranty, but your "
      "replacement (order RO-40917) is on its way and due July 7.",
      ev11,
      [S("the CA$15 fee stands"), S("physical damage isn't covered by the warranty"),
       S("your replacement (order RO-40917) is on its way"), S("due July 7")],
      notes="fee 1500 CHARGED and waive_fee DENYed; order status SHIPPED, estimated_delivery 2026-07-07.",
      includes=["RO-40917", "July 7"])

B.add(s, q11,
      "Dear Colm,\n\nThanks for letting us know. Your replacement transponder was shipped on July 2 and is "
      "expected on July 7. Because the old unit was damaged rather than faulty, the CA$15.00 fee could not be "
      "waived. In the meantime, your trips will be billed at your usual account rate from your licence plate."
      "\n\nKind regards,\nCMX Customer Care",
      ev11,
      [N("Thanks for letting us know."), S("was shipped on July 2"), S("is expected on July 7"),
       S("the CA$15.00 fee could not be waived"),
       S("your trips will be billed at your usual account rate from your licence plate")],
      notes="shipped_at Jul 2 local; the waiver was refused (DENY); policy covers plate billing at account rate.",
      includes=["July 2", "July 7"])

B.add(s, q11,
      "Hi Colm! I've waived the CA$15.00 replacement fee as a one-time courtesy. Your new transponder shipped "
      "yesterday by Xpresspost and should be with you by July 5.",
      ev11,
      [C("I've waived the CA$15.00 replacement fee", NOTEX), S("Your new transponder shipped yesterday by Xpresspost"),
       C("should be with you by July 5", DATE)],
      errors=["refused_call_effect", "wrong_date"], now=now11,
      notes="waive_fee was DENYed and the fee shows CHARGED. estimated_delivery is 2026-07-07.",
      excludes=["I've waived", "by July 5"])

B.add(s, q11,
      "Hi Colm! Your replacement, order RO-40971, shipped on July 2 and should be with you by July 7. Until it "
      "arrives, each trip will be billed by plate with a CA$2.95 video-toll fee, so you may want to hold off on "
      "the expressway.",
      ev11,
      [C("order RO-40971", IDM), S("shipped on July 2"), S("should be with you by July 7"),
       C("billed by plate with a CA$2.95 video-toll fee", POLC)],
      errors=["wrong_id", "wrong_policy_condition"],
      notes="the order id is RO-40917. Policy: plate-listed vehicles are billed at the account rate with no "
            "video-toll fee while the replacement is on its way.",
      excludes=["RO-40971", "with a CA$2.95 video-toll fee"])

B.rep(s, q11,
      "Hi Colm, your replacement transponder (order RO-40917) shipped yesterday and should arrive by July 7. "
      "The CA$15.00 replacement fee has been waived.",
      ev11,
      [S("your replacement transponder (order RO-40917) shipped yesterday"), S("should arrive by July 7"),
       C("The CA$15.00 replacement fee has been waived", NOTEX)],
      errors=["refused_call_effect"], now=now11,
      notes="waive_fee was DENYed; order.fee.status is CHARGED.",
      excludes=["has been waived"],
      includes=["could not|couldn't|unable|not able|wasn't able|can't|cannot|stands|still applies", "July 7"])

# ---------------------------------------------------------------- 12. duplicate-trip dispute
s = "duplicate-dispute"
ev12 = [
    rec("list_toll_trips#TA-5129006#2026-08-14", "tool:list_toll_trips", {
        "account_id": "TA-5129006", "holder": "Sophie Tremblay", "state": "in-good-standing",
        "prepaid": {"balance_minor": 4115, "currency": "CAD"},
        "trips": [
            {"trip_id": "TRP-700101", "started_at": "2026-08-14T15:02:40Z", "ended_at": "2026-08-14T15:15:01Z",
             "duration_s": 741, "distance_m": 16800, "entry": "G04 Gaglardi Way", "exit": "G11 216 St",
             "fare": {"currency": "CAD", "total": 735}},
            {"trip_id": "TRP-700102", "started_at": "2026-08-14T15:02:41Z", "ended_at": "2026-08-14T15:15:01Z",
             "duration_s": 740, "distance_m": 16800, "entry": "G04 Gaglardi Way", "exit": "G11 216 St",
             "fare": {"currency": "CAD", "total": 735}, "flag": "POSSIBLE_DUPLICATE_READ"},
            {"trip_id": "TRP-700388", "started_at": "2026-08-15T00:20:10Z", "ended_at": "2026-08-15T00:33:47Z",
             "duration_s": 817, "distance_m": 16800, "entry": "G11 216 St", "exit": "G04 Gaglardi Way",
             "fare": {"currency": "CAD", "total": 735}}]}),
    rec("get_dispute#DSP-2291", "tool:get_dispute", {
        "dispute": {"dispute_id": "DSP-2291", "account_id": "TA-5129006", "trip_ids": ["TRP-700101", "TRP-700102"],
                    "state": "under-review", "opened_at": "2026-08-16T17:45:00Z",
                    "expected_decision_by": "2026-08-30", "provisional_credit": None,
                    "resolution": None}}),
    pol("policy#disputes", "If you think a trip was charged twice, open a dispute within 60 days of the trip. "
        "We don't add provisional credits while a dispute is open. Disputes are reviewed within 10 business "
        "days. Confirmed duplicates are reversed to your prepaid balance, not to a card.", "2026-01"),
]
q12 = "Any news on my dispute about being charged twice on Aug 14?"
now12 = "2026-08-19T13:00:00-07:00"

B.add(s, q12,
      "Hi Sophie! Your dispute DSP-2291 about the two CA$7.35 charges for your 8:02 AM trip on August 14 is "
      "still under review. We aim to decide by August 30, and if it's confirmed as a duplicate, the CA$7.35 goes "
      "back onto your prepaid balance.",
      ev12,
      [S("the two CA$7.35 charges for your 8:02 AM trip on August 14"), S("is still under review"),
       S("We aim to decide by August 30"), S("the CA$7.35 goes back onto your prepaid balance")],
      notes="TRP-700101/700102 735 each at 15:02Z = 8:02 AM PDT; state under-review; expected_decision_by "
            "2026-08-30; policy reverses duplicates to the prepaid balance.", includes=["DSP-2291", "August 30"])

B.add(s, q12,
      "Hey Sophie, quick update:\n• Dispute: DSP-2291, opened August 16\n• Status: still being reviewed\n"
      "• Expected decision: by August 30\n• If confirmed: CA$7.35 back to your prepaid balance (not your card)",
      ev12,
      [S("opened August 16"), S("Status: still being reviewed"), S("Expected decision: by August 30"),
       S("CA$7.35 back to your prepaid balance (not your card)")],
      notes="opened_at 17:45Z Aug 16 = Aug 16 local; policy: not to a card.", includes=["August 16", "CA$7.35"])

B.add(s, q12,
      "Hi Sophie — no decision yet on DSP-2291; it's under review, and confirmed duplicates are credited to "
      "your prepaid balance rather than your card.",
      ev12,
      [S("no decision yet on DSP-2291"), S("it's under review"),
       S("confirmed duplicates are credited to your prepaid balance rather than your card")],
      notes="resolution null, state under-review; policy sentence on reversals.", includes=["DSP-2291"])

B.add(s, q12,
      "Hi Sophie, thanks for following up! Good news: dispute DSP-2291 has been approved, and the duplicate "
      "CA$7.35 is back on your prepaid balance.",
      ev12,
      [N("thanks for following up!"), C("dispute DSP-2291 has been approved", STATE),
       CI("the duplicate CA$7.35 is back on your prepaid balance", STATE + NOEV)],
      errors=["wrong_state", "invented_fact"],
      notes="state is under-review and resolution null; no reversal appears in any record.",
      excludes=["has been approved", "is back on your prepaid balance"])

B.add(s, q12,
      "Hi Sophie! DSP-2291 is still under review. While it's open, we've put a provisional credit of CA$7.35 "
      "on your account. Reviews can take up to 30 business days.",
      ev12,
      [S("DSP-2291 is still under review"), CI("we've put a provisional credit of CA$7.35", STATE + NOEV + POLC),
       C("up to 30 business days", POLC)],
      errors=["unrecorded_extra", "wrong_period"],
      notes="provisional_credit is null and policy rules provisional credits out. Policy: disputes are reviewed "
            "within 10 business days.", excludes=["provisional credit of CA$7.35", "30 business days"])

B.rep(s, q12,
      "Hi Sophie, your dispute DSP-2291 is still under review, and we aim to decide by August 30. If it's "
      "confirmed, the CA$7.35 will be refunded to your credit card.",
      ev12,
      [S("your dispute DSP-2291 is still under review"), S("we aim to decide by August 30"),
       C("will be refunded to your credit card", POLC)],
      errors=["wrong_policy_condition"],
      notes="policy: confirmed duplicates are reversed to the prepaid balance, not to a card.",
      excludes=["refunded to your credit card"],
      includes=["prepaid balance|your balance|account balance", "August 30|Aug 30"])

B.write()
