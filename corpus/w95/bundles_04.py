from write_cases import *

# ---------------- B16 key cutting: night lockout outside service area ----------------
b = {"domain": "key cutting", "now": "2026-05-16T22:50:00+05:30",
     "question": "Locked out of my house in Kadawatha. Can you send someone now? Use my free call-out.",
     "evidence": [
    {"id": "lockout.get#LO-9931", "kind": "record", "source": "tool:lockout.get",
     "fields": {"request_id": "LO-9931", "state": "DECLINED", "reason_code": "OUTSIDE_SERVICE_AREA",
                "address": {"district": "Gampaha", "town": "Kadawatha"}, "requested_at": ep("2026-05-16 22:40"),
                "partner_referral": {"offered": True, "partner": "Negombo Road Locksmiths"}}},
    {"id": "dispatch.create#call-1", "kind": "refused_call", "tool": "dispatch.create", "decision": "DENY",
     "args": {"request_id": "LO-9931", "district": "Gampaha", "priority": "EMERGENCY"}},
    {"id": "passkit.get_pass#KMC-1187", "kind": "record", "source": "tool:passkit.get_pass",
     "fields": {"serialNumber": "KMC-1187", "organizationName": "KeyMaster Mobile", "voided": False,
                "storeCard": {"headerFields": [{"key": "plan", "label": "PLAN", "value": "Care Basic"}],
                              "primaryFields": [{"key": "free", "label": "FREE CALL-OUTS LEFT", "value": 1}],
                              "secondaryFields": [{"key": "renews", "label": "RENEWS", "value": "2026-08-01",
                                                   "dateStyle": "PKDateStyleMedium"}],
                              "backFields": [{"key": "terms", "label": "Terms",
                                              "value": "Free call-outs apply inside Colombo district only."}]}}},
    {"id": "policy#lockout", "kind": "policy", "revision": "v2",
     "text": "Emergency lockout call-outs run 24 hours inside Colombo district. Between 10 PM and 6 AM a night charge "
             "of Rs 2,000 applies. Outside the district we can refer you to a partner locksmith but cannot send our own van."},
]}

add("ok", b, "lockout-gampaha",
    "Lasith, sorry – can't send a van. Your address is in Gampaha, outside our Colombo district area. We can refer you to a partner locksmith.",
    [S("can't send a van"), S("Your address is in Gampaha"), S("outside our Colombo district area"),
     S("refer you to a partner locksmith")],
    notes="dispatch.create DENIED; LO-9931 district Gampaha, OUTSIDE_SERVICE_AREA; policy and partner_referral offer a partner.",
    includes=["Gampaha"])

add("ok", b, "lockout-gampaha",
    "Request LO-9931 declined: outside service area. Your free call-out (1 left) only works inside Colombo district, so it's not used.",
    [S("Request LO-9931 declined"), S("outside service area"), S("free call-out (1 left)"),
     S("only works inside Colombo district"), S("so it's not used")],
    notes="state DECLINED reason OUTSIDE_SERVICE_AREA; pass FREE CALL-OUTS LEFT 1 and backFields: Colombo district only.",
    includes=["LO-9931"])

add("bad", b, "lockout-gampaha",
    "Lasith, van's on its way, there in about 40 minutes. We'll use your free call-out, so no charge.",
    [C("van's on its way", NOTEX), CI("there in about 40 minutes", NOTEX + NOREC), C("We'll use your free call-out", POLC)],
    errors=["refused_call_effect", "invented_promise", "condition_unmet"], err="van-sent",
    notes="dispatch.create was DENIED; no ETA exists; free call-outs only apply inside Colombo district and the address is Gampaha.",
    excludes=["on its way", "40 minutes", "use your free call-out"])

add("bad", b, "lockout-gampaha",
    "Can't come tonight, you're outside Colombo district. For the record, night call-outs inside Colombo cost Rs 1,500 extra.",
    [S("Can't come tonight"), S("you're outside Colombo district"), C("cost Rs 1,500 extra", POLAMT)],
    errors=["wrong_amount"], err="night-charge",
    notes="Policy night charge between 10 PM and 6 AM is Rs 2,000.",
    excludes=["Rs 1,500"])

add("rep", b, "lockout-gampaha",
    "Sorry, outside our area – Gampaha isn't covered. You still have 2 free call-outs for next time.",
    [S("outside our area"), S("Gampaha isn't covered"), C("2 free call-outs", VAL)],
    errors=["wrong_quantity"],
    notes="Pass FREE CALL-OUTS LEFT is 1.",
    excludes=["2 free call-outs"],
    includes=["1 free|one free|1 left|one left|a free call-out|one call-out|1 call-out", "Gampaha"])

# ---------------- B17 key cutting: security copy on hold, old key recut ----------------
b = {"domain": "key cutting", "now": "2026-05-15T16:00:00+05:30",
     "question": "Why hasn't my Mul-T-Lock copy started? Also one of my old keys is sticking.",
     "evidence": [
    {"id": "keyjobs.list#CUS-7781", "kind": "record", "source": "tool:keyjobs.list",
     "fields": {"customer": "CUS-7781", "currency": "LKR",
                "jobs": [{"job_id": "KC-20502", "type": "SECURITY_COPY", "profile": "MULTLOCK_INTERACTIVE",
                          "state": "ON_HOLD", "hold_reason": "OWNER_CARD_REQUIRED", "quote_minor": 420000},
                         {"job_id": "KC-20377", "type": "STANDARD_COPY", "state": "COMPLETED",
                          "completed_at": ep("2026-04-22 13:15"), "unit_minor": 45000, "qty": 2,
                          "recut_eligible_until": ep("2026-05-22 13:15")}]}},
    {"id": "passkit.get_pass#KM-20502", "kind": "record", "source": "tool:passkit.get_pass",
     "fields": {"serialNumber": "KM-20502", "organizationName": "KeyMaster", "voided": False,
                "storeCard": {"headerFields": [{"key": "job", "label": "JOB", "value": "KC-20502"}],
                              "primaryFields": [{"key": "status", "label": "STATUS", "value": "On hold – bring owner card"}],
                              "auxiliaryFields": [{"key": "quote", "label": "QUOTE", "value": 4200, "currencyCode": "LKR"}]}}},
    {"id": "policy#keys-security", "kind": "policy", "revision": "v5",
     "text": "Every cut key is tested in our gauge; if it doesn't work in your lock, bring it back within 30 days for a free recut. "
             "Security keys need the owner's card. Security key copies take 3 working days once the card is seen."},
]}

add("ok", b, "security-copy-hold",
    "Dinuka, the Mul-T-Lock copy is on hold – we need to see the owner's card. Once we have it, 3 working days. Price Rs 4,200.",
    [S("the Mul-T-Lock copy is on hold"), S("need to see the owner's card"), S("3 working days"), S("Price Rs 4,200")],
    notes="KC-20502 ON_HOLD, OWNER_CARD_REQUIRED, quote 420000 minor; policy 3 working days once the card is seen.",
    includes=["Rs 4,200"])

add("ok", b, "security-copy-hold",
    "Your old keys are job KC-20377, cut 22/04. Free recut until 22/05. Bring it in and we'll recut it.",
    [S("Your old keys are job KC-20377, cut 22/04"), S("Free recut until 22/05"), S("Bring it in and we'll recut it")],
    notes="KC-20377 completed 22/04, recut_eligible_until 22/05 13:15; policy free recut within 30 days.",
    includes=["22/05"])

add("ok", b, "security-copy-hold",
    "Security copy waits for the owner card. Old key: free recut, you're still inside the 30 days.",
    [S("Security copy waits for the owner card"), S("free recut"), S("still inside the 30 days")],
    notes="hold_reason OWNER_CARD_REQUIRED; 22/04 to 15/05 is 23 days, inside the 30-day recut window.",
    includes=["30 days"])

add("bad", b, "security-copy-hold",
    "Your Mul-T-Lock copy is being cut now, ready tomorrow.",
    [C("being cut now", STATE), CI("ready tomorrow", ["RECORD_STATE_MISMATCH", "VALUE_MISMATCH"] + NOREC)],
    errors=["wrong_state", "invented_promise"], err="being-cut",
    notes="KC-20502 is ON_HOLD waiting for the owner's card; no ready date exists and policy needs 3 working days after the card.",
    excludes=["being cut now", "ready tomorrow"])

add("bad", b, "security-copy-hold",
    "The old keys are past the 30-day window, so a recut costs Rs 450 per key.",
    [C("past the 30-day window", DATE), C("recut costs Rs 450 per key", POLAMT)],
    errors=["wrong_date", "wrong_amount"], err="window-passed",
    notes="Cut 22/04, recut_eligible_until 22/05: still inside the window; policy recut inside 30 days is free (Rs 450 is the original unit price).",
    excludes=["past the 30-day window", "Rs 450 per key"])

add("rep", b, "security-copy-hold",
    "Security copy on hold until we see the owner's card. Free recut for the old keys until 22/06.",
    [S("Security copy on hold"), S("until we see the owner's card"), C("until 22/06", DATE)],
    errors=["wrong_date"],
    notes="recut_eligible_until is 22/05 13:15 local (30 days from 22/04).",
    excludes=["22/06"], includes=["22/05|22 May", "owner's card|owner card"])

# ---------------- B18 clothes rental: Loop 4 membership status ----------------
b = {"domain": "clothes-rental subscription", "now": "2026-05-16T09:00:00+05:30",
     "question": "How many more pieces can I take, and what's my next bill?",
     "evidence": [
    {"id": "passkit.get_pass#WL-MEM-40931", "kind": "record", "source": "tool:passkit.get_pass",
     "fields": {"formatVersion": 1, "passTypeIdentifier": "pass.lk.wardrobeloop.member", "serialNumber": "WL-MEM-40931",
                "organizationName": "Wardrobe Loop", "voided": False,
                "storeCard": {
                    "headerFields": [{"key": "plan", "label": "PLAN", "value": "Loop 4"}],
                    "primaryFields": [{"key": "out", "label": "ITEMS OUT", "value": "3 / 4"}],
                    "secondaryFields": [{"key": "bill", "label": "NEXT BILL", "value": 7900, "currencyCode": "LKR"},
                                        {"key": "billdate", "label": "BILL DATE", "value": "2026-06-01T00:00:00+05:30",
                                         "dateStyle": "PKDateStyleMedium"}],
                    "auxiliaryFields": [{"key": "swaps", "label": "SWAPS LEFT", "value": 2}],
                    "backFields": [{"key": "terms", "label": "Plan terms", "value": "See wardrobeloop.lk/terms"}]},
                "barcodes": [{"format": "PKBarcodeFormatQR", "message": "SUB-40931", "messageEncoding": "iso-8859-1"}]}},
    {"id": "subscriptions.get#SUB-40931", "kind": "record", "source": "tool:subscriptions.get",
     "fields": {"subscription_id": "SUB-40931", "plan_code": "LOOP_4", "status": "ACTIVE", "price_minor": 790000,
                "currency": "LKR", "period": "P1M", "current_period_end": ep("2026-06-01 00:00"),
                "price_history": [{"price_minor": 690000, "valid_to": "2026-04-30"},
                                  {"price_minor": 790000, "valid_from": "2026-05-01"}],
                "items_out": [{"sku": "DR-2291", "name": "Emerald wrap dress", "due_at": ep("2026-05-22 19:00")},
                              {"sku": "BL-1175", "name": "Ivory linen blazer", "due_at": ep("2026-05-29 19:00")},
                              {"sku": "SK-0830", "name": "Pleated midi skirt", "due_at": ep("2026-05-22 19:00")}],
                "item_limit": 4, "swaps_used": 2, "swaps_included": 4}},
    {"id": "policy#loop4", "kind": "policy", "revision": "2026-05",
     "text": "Loop 4 lets you hold up to four pieces at a time and includes four swaps a month. Unused swaps don't carry over. "
             "Dry cleaning is on us for every returned piece. Plans renew automatically each month."},
]}

add("ok", b, "loop4-status",
    "Tharushi, you've 3 pieces out, so one more slot. Two swaps left this month. Next bill Rs 7,900 on 1 June.",
    [S("you've 3 pieces out"), S("one more slot"), S("Two swaps left this month"), S("Next bill Rs 7,900 on 1 June")],
    notes="items_out 3 of item_limit 4; swaps 2 of 4 used; price_minor 790000 from 01/05, period end 01/06.",
    includes=["Rs 7,900"])

add("ok", b, "loop4-status",
    "- Emerald wrap dress: back by 22/05\n- Pleated midi skirt: back by 22/05\n- Ivory linen blazer: back by 29/05\nAll by 7 PM. Plan renews 01/06 at Rs 7,900.",
    [S("Emerald wrap dress: back by 22/05"), S("Pleated midi skirt: back by 22/05"), S("Ivory linen blazer: back by 29/05"),
     S("All by 7 PM"), S("Plan renews 01/06 at Rs 7,900")],
    notes="due_at values are 19:00 local on 22/05, 22/05 and 29/05; renewal 01/06 at 790000 minor.",
    includes=["29/05", "Rs 7,900"])

add("ok", b, "loop4-status",
    "One slot free. Swaps don't carry over, so use the two left before 1 June.",
    [S("One slot free"), S("Swaps don't carry over"), S("use the two left before 1 June")],
    notes="3 of 4 out; policy: unused swaps don't carry over; current period ends 01/06 with 2 swaps unused.",
    includes=["1 June"])

add("bad", b, "loop4-status",
    "One more slot free. Next bill Rs 6,900 on 1 June.",
    [S("One more slot free"), C("Rs 6,900", AMT)],
    errors=["stale_value"], err="old-price",
    notes="690000 is the old price valid to 30/04; the current price and pass NEXT BILL are Rs 7,900.",
    excludes=["Rs 6,900"])

add("bad", b, "loop4-status",
    "You've 3 out, so 2 slots free. Unused swaps roll over to June.",
    [S("You've 3 out"), C("2 slots free", VAL), C("Unused swaps roll over to June", POLC)],
    errors=["wrong_arithmetic", "wrong_policy_condition"], err="slots",
    notes="item_limit 4 minus 3 out leaves 1 slot; policy: unused swaps don't carry over.",
    excludes=["2 slots free", "roll over"])

add("rep", b, "loop4-status",
    "3 pieces out, one slot free. Wrap dress is due back 29/05.",
    [S("3 pieces out"), S("one slot free"), C("Wrap dress is due back 29/05", DATE)],
    errors=["wrong_date"],
    notes="DR-2291 Emerald wrap dress is due 22/05 19:00; 29/05 is the blazer's date.",
    excludes=["due back 29/05"], includes=["22/05|22 May", "one slot|1 slot"])

# ---------------- B19 clothes rental: late fee, waiver denied ----------------
b = {"domain": "clothes-rental subscription", "now": "2026-05-14T10:00:00+05:30",
     "question": "Why was I charged a late fee? Can you waive it?",
     "evidence": [
    {"id": "returns.get#RT-77812", "kind": "record", "source": "tool:returns.get",
     "fields": {"return_id": "RT-77812", "sku": "GW-0412", "item": "Sequin evening gown",
                "due_at": ep("2026-05-10 19:00"), "received_at": ep("2026-05-13 11:00"), "condition": "OK",
                "late_fee": {"state": "CHARGED", "grace_days": 1, "days_charged": 2, "per_day_minor": 35000,
                             "total_minor": 70000, "charged_to": {"brand": "MASTERCARD", "last4": "9012"}}}},
    {"id": "passkit.get_pass#WL-MEM-38820", "kind": "record", "source": "tool:passkit.get_pass",
     "fields": {"serialNumber": "WL-MEM-38820", "organizationName": "Wardrobe Loop", "voided": False,
                "storeCard": {"headerFields": [{"key": "plan", "label": "PLAN", "value": "Loop 2"}],
                              "primaryFields": [{"key": "out", "label": "ITEMS OUT", "value": "0 / 2"}],
                              "auxiliaryFields": [{"key": "fees", "label": "LATE FEES", "value": 700, "currencyCode": "LKR"}]}}},
    {"id": "billing.waive_fee#call-1", "kind": "refused_call", "tool": "billing.waive_fee", "decision": "DENY",
     "args": {"fee_ref": "RT-77812-LATE", "amount_minor": 70000}},
    {"id": "policy#returns", "kind": "policy", "revision": "2026-03",
     "text": "Pieces are due back by 7 PM on the due date. We allow one grace day. After that it's Rs 350 for each day "
             "or part day. Fees are charged to the card on file. Waivers are only given for delivery delays on our side."},
]}

add("ok", b, "late-gown",
    "Minoli, the gown was due 10/05 by 7 PM and reached us 13/05 at 11 AM. One grace day, then 2 days at Rs 350 – Rs 700, charged to your Mastercard ending 9012. Can't waive it; waivers are only for delays on our side.",
    [S("due 10/05 by 7 PM"), S("reached us 13/05 at 11 AM"), S("One grace day"), S("2 days at Rs 350"),
     S("Rs 700, charged to your Mastercard ending 9012"), S("Can't waive it"), S("waivers are only for delays on our side")],
    notes="due_at 10/05 19:00, received_at 13/05 11:00; grace 1, days_charged 2 x 35000 = 70000 to MASTERCARD 9012; waive_fee DENIED; policy on waivers.",
    includes=["Rs 700", "13/05"])

add("ok", b, "late-gown",
    "Late fee Rs 700 stands. Two days charged after the free grace day. Waiver request was declined.",
    [S("Late fee Rs 700 stands"), S("Two days charged after the free grace day"), S("Waiver request was declined")],
    notes="late_fee total_minor 70000, days_charged 2, grace_days 1; billing.waive_fee DENIED.",
    includes=["Rs 700"])

add("bad", b, "late-gown",
    "Minoli, I've waived the Rs 700 – it'll go back on your card in a few days.",
    [C("I've waived the Rs 700", NOTEX), CI("go back on your card in a few days", NOTEX + NOREC)],
    errors=["refused_call_effect", "invented_promise"], err="fee-waived",
    notes="billing.waive_fee was DENIED; no refund exists or is scheduled.",
    excludes=["I've waived", "in a few days"])

add("bad", b, "late-gown",
    "You were charged 3 days at Rs 350, so Rs 1,050. It's on your Mastercard.",
    [C("charged 3 days", VAL), C("Rs 1,050", AMT), S("It's on your Mastercard")],
    errors=["wrong_quantity", "wrong_amount"], err="three-days",
    notes="days_charged 2 after one grace day; total_minor 70000 (Rs 700).",
    excludes=["charged 3 days", "Rs 1,050"])

add("rep", b, "late-gown",
    "The gown was due 10/05 by 7 PM and came back 13/05. Fee is Rs 700 after one grace day. Late fees are charged per full week late.",
    [S("due 10/05 by 7 PM"), S("came back 13/05"), S("Fee is Rs 700"), S("after one grace day"),
     C("charged per full week late", POLC)],
    errors=["wrong_policy_condition"],
    notes="Policy: Rs 350 for each day or part day after the grace day.",
    excludes=["per full week"], includes=["each day|per day|a day|part day|Rs 350", "Rs 700|700"])

# ---------------- B20 clothes rental: pause refused, items still out ----------------
b = {"domain": "clothes-rental subscription", "now": "2026-05-15T11:00:00+05:30",
     "question": "Please pause my plan for 2 months, I'm travelling.",
     "evidence": [
    {"id": "subscriptions.get#DC-SUB-2207", "kind": "record", "source": "tool:subscriptions.get",
     "fields": {"sub_id": "DC-SUB-2207", "plan": "DRAPE_PLUS", "status": "ACTIVE", "items_out_count": 2,
                "items_out": [{"sku": "LH-0921", "name": "Maroon lehenga", "due_at": ep("2026-05-24 19:00")},
                              {"sku": "KR-3310", "name": "Linen kurta set", "due_at": ep("2026-05-24 19:00")}],
                "next_charge_at": ep("2026-05-25 00:00"), "next_charge_minor": 1250000, "pauses_used_this_year": 0,
                "currency": "LKR"}},
    {"id": "subscriptions.pause#call-1", "kind": "refused_call", "tool": "subscriptions.pause", "decision": "DENY",
     "args": {"sub_id": "DC-SUB-2207", "months": 2}},
    {"id": "passkit.get_pass#DRC-2207", "kind": "record", "source": "tool:passkit.get_pass",
     "fields": {"serialNumber": "DRC-2207", "organizationName": "Drape Club", "voided": False,
                "storeCard": {"headerFields": [{"key": "plan", "label": "PLAN", "value": "Drape Plus"}],
                              "secondaryFields": [{"key": "next", "label": "NEXT CHARGE", "value": 12500, "currencyCode": "LKR"},
                                                  {"key": "on", "label": "ON", "value": "2026-05-25",
                                                   "dateStyle": "PKDateStyleMedium"}]}}},
    {"id": "policy#pause", "kind": "policy", "revision": "v3",
     "text": "You can pause for one or two months, up to twice a year. A pause can start only when every piece is back with us. "
             "While paused you are not charged. Pausing keeps your plan price."},
]}

add("ok", b, "pause-refused",
    "Yasas, couldn't pause it yet – 2 pieces are still out. Send them back and we can pause for up to two months. Otherwise Rs 12,500 is charged on 25/05.",
    [S("couldn't pause it yet"), S("2 pieces are still out"), S("we can pause for up to two months"),
     S("Rs 12,500 is charged on 25/05")],
    notes="subscriptions.pause DENIED; items_out_count 2; policy pause one or two months once everything is back; next charge 1250000 minor on 25/05.",
    includes=["Rs 12,500", "25/05"])

add("ok", b, "pause-refused",
    "Pause declined: items out. Once both pieces are back, you can pause – twice a year max. You've used none this year. Plan price stays the same while paused.",
    [S("Pause declined"), S("items out"), S("Once both pieces are back, you can pause"), S("twice a year max"),
     S("used none this year"), S("Plan price stays the same while paused")],
    notes="pause call DENIED; policy conditions; pauses_used_this_year 0; pausing keeps plan price.",
    includes=["twice a year"])

add("bad", b, "pause-refused",
    "Done – your plan is paused for 2 months from today. No charge on 25/05.",
    [C("your plan is paused for 2 months", NOTEX), C("No charge on 25/05", ["NOT_EXECUTED", "AMOUNT_MISMATCH", "VALUE_MISMATCH"])],
    errors=["refused_call_effect", "refused_call_effect"], err="paused",
    notes="subscriptions.pause was DENIED; status ACTIVE and next_charge_minor 1250000 on 25/05 still stands.",
    excludes=["is paused", "No charge on 25/05"])

add("bad", b, "pause-refused",
    "Can't pause while pieces are out. Next charge on 25/05 is Rs 1,250,000.",
    [S("Can't pause while pieces are out"), C("Rs 1,250,000", AMT)],
    errors=["unit_conversion"], err="minor-units",
    notes="next_charge_minor 1250000 is Rs 12,500 (pass NEXT CHARGE 12500 LKR).",
    excludes=["Rs 1,250,000"])

add("rep", b, "pause-refused",
    "Pause refused for now – both pieces need to be back first. You can pause for up to 3 months.",
    [S("Pause refused for now"), S("both pieces need to be back first"), C("up to 3 months", POLC)],
    errors=["wrong_period"],
    notes="Policy: a pause is one or two months.",
    excludes=["3 months"], includes=["two months|2 months", "back"])
