from write_cases import Scen, rec, pol, psg, ref, ep, SYD, PER

# ---------------------------------------------------------------- 23 IoT fleet: pooled data
s = Scen("fleet-pool", "IoT fleet SIMs",
    "We're only a week into June. How much of the pool have we burned and which vehicle is the heaviest user?",
    [rec("get_fleet_pool#FP-2031", "tool:get_fleet_pool", {"fleet_account": {
        "account_id": "IOT-771204", "company": "Coastline Refrigerated Freight Pty Ltd",
        "contact": {"name": "Anjali Deshpande", "role": "Fleet Manager"},
        "pool": {"pool_id": "FP-2031", "plan_code": "FLEET_POOL_100", "sims_active": 48, "sims_total": 50,
                 "allowance_gb": 100, "used_bytes": 87400000000, "overage_rate_cents_per_mb": "0.5",
                 "alerts_sent": ["PCT_80"], "as_of": ep("2026-06-08 00:00"), "tz": "Australia/Sydney"},
        "billing_cycle": {"start": "2026-06-01", "end": "2026-06-30"},
        "top_consumers": [{"iccid": "89610185000021440412", "label": "TRUCK-17", "used_mb": 9830},
                          {"iccid": "89610185000021440388", "label": "TRUCK-04", "used_mb": 6120},
                          {"iccid": "89610185000021440271", "label": "TRUCK-22", "used_mb": 5975}]}}),
     pol("policy#fleet-pool", "A fleet pool shares one data allowance across all active SIMs on the account, and "
         "1 GB is 1,000 MB. Usage over the pool allowance is charged per MB at the rate in your contract. Suspended "
         "SIMs don't draw from the pool. We email the account contact when the pool reaches 80%, 90% and 100%.", "v2")],
    now="2026-06-08T09:00:00+10:00")

s.case("Hi Anjali, as of midnight on 8 June your fleet has used 87.4 GB of its 100 GB pool, leaving 12.6 GB for the "
       "rest of June. TRUCK-17 is the heaviest user at about 9.8 GB. Anything over the pool is charged at 0.5 cents "
       "per MB.",
       [("has used 87.4 GB of its 100 GB pool", "S"), ("leaving 12.6 GB", "S"),
        ("TRUCK-17 is the heaviest user at about 9.8 GB", "S"), ("charged at 0.5 cents per MB", "S")],
       incl=["87.4 GB", "TRUCK-17"],
       notes="used_bytes 87.4e9 of allowance_gb 100; top_consumers[0] TRUCK-17 9830 MB; overage_rate_cents_per_mb '0.5'.")

s.case("Pool FP-2031 at a glance:\n- Used: 87.4 GB of 100 GB (87%)\n- Active SIMs sharing it: 48 of 50\n"
       "- Top user: TRUCK-17, 9,830 MB\n- Cycle ends: 30/06/2026\nYou've already passed the 80% alert level.",
       [("Pool FP-2031 at a glance", "N"), ("Used: 87.4 GB of 100 GB (87%)", "S"),
        ("Active SIMs sharing it: 48 of 50", "S"), ("Top user: TRUCK-17, 9,830 MB", "S"),
        ("Cycle ends: 30/06/2026", "S"), ("already passed the 80% alert level", "S")],
       incl=["87.4 GB", "48 of 50"], notes="pool fields; alerts_sent PCT_80.")

s.case("You've used 87.4 GB of the 100 GB pool. If you go over, extra data is charged at 50 cents per MB.",
       [("You've used 87.4 GB of the 100 GB pool", "S"),
        ("charged at 50 cents per MB", "C", "AMOUNT_MISMATCH", "VALUE_MISMATCH")],
       errors=["unit_conversion"], excl=["50 cents per MB"],
       notes="overage_rate_cents_per_mb is '0.5' (half a cent), read as $0.50.")

s.case("TRUCK-04 is your biggest user this cycle, and all 50 SIMs are drawing from the pool. There's 12.6 GB left.",
       [("TRUCK-04 is your biggest user", "C", "VALUE_MISMATCH"),
        ("all 50 SIMs are drawing from the pool", "C", "VALUE_MISMATCH"), ("There's 12.6 GB left", "S")],
       errors=["wrong_name", "wrong_quantity"], excl=["TRUCK-04 is your biggest", "all 50 SIMs"],
       notes="TRUCK-17 (9830 MB) is top, TRUCK-04 second; sims_active is 48 of 50.")

s.case("Your pool has 12.6 GB left of 100 GB. TRUCK-17 has used the most, at 98.3 GB.",
       [("12.6 GB left of 100 GB", "S"), ("TRUCK-17 has used the most", "S"),
        ("at 98.3 GB", "C", "VALUE_MISMATCH")],
       errors=["unit_conversion"], excl=["98.3 GB"],
       incl=["9.8 GB|9.83 GB|9,830 MB|9830 MB", "12.6 GB", "TRUCK-17"],
       notes="used_mb 9830 is 9.83 GB (policy: 1 GB = 1,000 MB).", repair=True)

# ---------------------------------------------------------------- 24 IoT fleet: security suspension (Perth)
s = Scen("sim-suspended", "IoT fleet SIMs", "PUMP-STN-09 went offline overnight. Can you turn it back on?",
    [rec("list_sims#IOT-880133", "tool:list_sims", {"account_id": "IOT-880133", "company": "Red Dirt Water Services",
        "tz": "Australia/Perth", "sims": [
            {"iccid": "89610182000017734021", "label": "PUMP-STN-09", "state": "SUSPENDED",
             "suspended_reason": "SECURITY_IMEI_MISMATCH", "suspended_at": ep("2026-06-09 03:12", PER),
             "imei_locked": "861234050118220", "imei_seen": "352211098765431"},
            {"iccid": "89610182000017734039", "label": "PUMP-STN-10", "state": "ACTIVE"},
            {"iccid": "89610182000017734047", "label": "PUMP-STN-11", "state": "SUSPENDED",
             "suspended_reason": "CUSTOMER_REQUEST", "suspended_at": ep("2026-05-20 10:00", PER)}]}),
     ref("reactivate_sim#call-6", "reactivate_sim", "ESCALATE", {"iccid": "89610182000017734021"}),
     pol("policy#sim-security", "If a SIM is moved into a device other than the one it's locked to, we suspend it "
         "automatically to protect your account. Reactivating a SIM suspended for security needs a review by our "
         "fraud team, which usually takes up to 2 business days. SIMs you suspended yourself can be reactivated in "
         "the fleet portal at any time. Suspended SIMs are still charged the monthly access fee.", "v3")],
    now="2026-06-09T08:30:00+08:00")

s.case("Hi, PUMP-STN-09 was suspended automatically at 3:12 AM today because it showed up in a different device from "
       "the one it's locked to. I've passed your request to our fraud team for review, which usually takes up to 2 "
       "business days. I'm not able to switch it back on straight away.",
       [("suspended automatically at 3:12 AM today", "S"),
        ("showed up in a different device from the one it's locked to", "S"),
        ("passed your request to our fraud team for review", "S"), ("usually takes up to 2 business days", "S"),
        ("not able to switch it back on straight away", "S")],
       incl=["3:12 AM", "2 business days"],
       notes="PUMP-STN-09 SUSPENDED SECURITY_IMEI_MISMATCH at 03:12 AWST; reactivate_sim was ESCALATE; policy timing.")

s.case("PUMP-STN-09 is suspended for a possible IMEI swap; reactivation has been escalated for fraud review.",
       [("PUMP-STN-09 is suspended for a possible IMEI swap", "S"),
        ("reactivation has been escalated for fraud review", "S")],
       incl=["PUMP-STN-09", "escalated"], notes="imei_seen differs from imei_locked; refused_call ESCALATE.")

s.case("While it's suspended, the SIM is still charged its monthly access fee. PUMP-STN-11, which you suspended "
       "yourself, can be switched back on in the portal any time.",
       [("still charged its monthly access fee", "S"), ("PUMP-STN-11, which you suspended yourself", "S"),
        ("can be switched back on in the portal any time", "S")],
       incl=["PUMP-STN-11", "access fee"],
       notes="policy: suspended SIMs pay access fee; PUMP-STN-11 suspended_reason CUSTOMER_REQUEST.")

s.case("I've reactivated PUMP-STN-09 for you, and I've also set up an alert so you'll get a text if it's suspended "
       "again.",
       [("I've reactivated PUMP-STN-09", "C", "NOT_EXECUTED"),
        ("set up an alert so you'll get a text", "I", "CLAIM_WITHOUT_TOOL_EVIDENCE")],
       errors=["refused_call_effect", "unrecorded_extra"], excl=["I've reactivated", "set up an alert"],
       notes="reactivate_sim was ESCALATE, not done; no record holds an alert.")

s.case("PUMP-STN-09 was suspended overnight after its IMEI changed. You can switch it back on yourself in the portal.",
       [("suspended overnight after its IMEI changed", "S"),
        ("switch it back on yourself in the portal", "C", "NLI_CONTRADICTION")],
       errors=["condition_unmet"], excl=["switch it back on yourself"],
       notes="portal reactivation is only for SIMs the customer suspended; security suspensions need fraud review.")

s.case("PUMP-STN-09 was suspended at 3:12 AM because it was put in a different device. Security reactivations are "
       "reviewed by our fraud team, which usually takes up to 5 business days.",
       [("suspended at 3:12 AM", "S"), ("put in a different device", "S"),
        ("usually takes up to 5 business days", "C", "NLI_CONTRADICTION")],
       errors=["wrong_period"], excl=["5 business days"],
       incl=["2 business days|two business days", "3:12 AM|3:12am"],
       notes="policy: up to 2 business days.", repair=True)

# ---------------------------------------------------------------- 25 IoT fleet: partial SIM order
s = Scen("sim-order-partial", "IoT fleet SIMs",
    "We only got 150 of the 200 SIMs. Where are the rest, and what have we been charged?",
    [rec("get_order#SO-IOT-60218", "tool:get_order", {"order": {
        "order_id": "SO-IOT-60218", "account_id": "IOT-905517", "company": "Harbourline Scooter Share",
        "contact": "Felix Baptiste", "state": "PARTIALLY_SHIPPED", "currency": "AUD",
        "items": [{"sku": "IOT_SIM_M2M_IND", "desc": "Industrial M2M SIM, 3-in-1", "qty_ordered": 200,
                   "qty_shipped": 150, "qty_backordered": 50, "unit_price_cents": 450}],
        "shipments": [{"consignment": "AP-33MZ01998", "carrier": "Australia Post", "qty": 150,
                       "state": "DELIVERED", "delivered_at": ep("2026-06-05 11:40")}],
        "backorder_eta": "2026-06-19", "sims_preactivated": False,
        "totals": {"subtotal_cents": 90000, "gst_cents": 9000, "total_cents": 99000, "invoiced_to_date_cents": 74250}}}),
     pol("policy#fleet-orders", "Prices exclude GST, which is added at 10%. You're only charged for SIMs when they "
         "ship. Backordered SIMs ship as soon as stock arrives, at no extra delivery cost. SIMs arrive inactive; "
         "activate them in the fleet portal in batches of up to 100.", "v1")],
    now="2026-06-10T10:00:00+10:00")

s.case("Hi Felix, 150 of your 200 SIMs were delivered on 5 June. The other 50 are on backorder and should ship around "
       "19 June, with no extra delivery cost. You're only charged for SIMs once they ship, so far that's $742.50 "
       "including GST.",
       [("150 of your 200 SIMs were delivered on 5 June", "S"), ("The other 50 are on backorder", "S"),
        ("should ship around 19 June", "S"), ("no extra delivery cost", "S"),
        ("only charged for SIMs once they ship", "S"), ("so far that's $742.50 including GST", "S")],
       incl=["$742.50", "19 June"],
       notes="qty_shipped 150, backordered 50, eta 2026-06-19; invoiced_to_date_cents 74250 (150 x 450 + 10% GST).")

s.case("Order SO-IOT-60218:\n• Delivered: 150 SIMs (Australia Post AP-33MZ01998)\n• Backordered: 50, expected "
       "19/06/2026\n• Price: $4.50 per SIM plus GST\n• Full order total: $990.00 inc. GST",
       [("Delivered: 150 SIMs (Australia Post AP-33MZ01998)", "S"), ("Backordered: 50, expected 19/06/2026", "S"),
        ("$4.50 per SIM plus GST", "S"), ("Full order total: $990.00 inc. GST", "S")],
       incl=["$990.00", "19/06/2026"], notes="shipment, backorder_eta, unit_price_cents 450, total_cents 99000.")

s.case("The SIMs were sent inactive, so they'll need to be activated in the fleet portal, up to 100 at a time.",
       [("The SIMs were sent inactive", "S"), ("activated in the fleet portal, up to 100 at a time", "S")],
       incl=["inactive", "100 at a time"], notes="sims_preactivated false; policy batches of up to 100.")

s.case("You've been charged $675.00 so far for the 150 SIMs, including GST. The remaining 50 should ship around "
       "19 June.",
       [("charged $675.00 so far", "C", "AMOUNT_MISMATCH"), ("for the 150 SIMs", "S"),
        ("The remaining 50 should ship around 19 June", "S")],
       errors=["wrong_arithmetic"], excl=["$675.00"],
       notes="150 x $4.50 = $675 before GST; invoiced_to_date_cents 74250 includes 10% GST.")

s.case("Sorry for the split delivery. The remaining 40 SIMs will be couriered to you express by 12 June.",
       [("Sorry for the split delivery", "N"), ("The remaining 40 SIMs", "C", "VALUE_MISMATCH"),
        ("couriered to you express by 12 June", "CI", "DATE_MISMATCH", "CLAIM_WITHOUT_TOOL_EVIDENCE")],
       errors=["wrong_quantity", "invented_promise"], excl=["remaining 40 SIMs", "express by 12 June"],
       notes="qty_backordered is 50; backorder_eta is 19/6 and nothing records an express courier.")

s.case("150 SIMs were delivered on 5 June, and the other 50 are backordered until 19 June. Your total for the full "
       "order is $900.00 including GST.",
       [("150 SIMs were delivered on 5 June", "S"), ("the other 50 are backordered until 19 June", "S"),
        ("$900.00 including GST", "C", "AMOUNT_MISMATCH")],
       errors=["wrong_arithmetic"], excl=["$900.00"], incl=["$990|990.00", "19 June", "150"],
       notes="subtotal 90000 is before GST; total_cents 99000.", repair=True)

# ---------------------------------------------------------------- 26 IoT fleet: monthly invoice breakdown
s = Scen("fleet-invoice", "IoT fleet SIMs",
    "Can you break down our May fleet invoice? Why are we paying for suspended SIMs?",
    [rec("get_invoice#IOT-INV-2605-0077", "tool:get_invoice", {"invoice": {
        "invoice_no": "IOT-INV-2605-0077", "account_id": "IOT-880133", "company": "Red Dirt Water Services",
        "period": {"start": "2026-05-01", "end": "2026-05-31"}, "currency": "AUD", "status": "ISSUED",
        "lines": [{"code": "SIM_ACCESS", "desc": "SIM access fee", "qty": 60, "unit_cents": 300, "amount_cents": 18000},
                  {"code": "POOL_25GB", "desc": "Fleet data pool 25GB", "amount_cents": 4500},
                  {"code": "OVERAGE", "desc": "Pool overage", "mb": 1840, "rate_cents_per_mb": "0.5",
                   "amount_cents": 920}],
        "credit_notes": [{"credit_id": "CN-1147", "amount_cents": -1500, "reason": "OUTAGE_CREDIT_14MAY"}],
        "subtotal_cents": 21920, "gst_cents": 2192, "total_cents": 24112, "due_on": "2026-06-14"}}),
     rec("get_invoice#IOT-INV-2604-0061", "tool:get_invoice", {"invoice": {
        "invoice_no": "IOT-INV-2604-0061", "account_id": "IOT-880133",
        "period": {"start": "2026-04-01", "end": "2026-04-30"}, "status": "PAID", "total_cents": 23870,
        "due_on": "2026-05-15"}}),
     pol("policy#fleet-billing", "Fleet invoices are issued on the first business day after the period ends and are "
         "due within 14 days. Every SIM on the account, including suspended SIMs, incurs the monthly access fee. "
         "Overage is charged per MB at your contract rate. GST is added at 10%. Late payments may attract a 2% fee.",
         "v4")],
    now="2026-06-11T14:00:00+10:00")

s.case("Hi, here's your May invoice IOT-INV-2605-0077:\n- SIM access: 60 SIMs at $3.00 = $180.00\n- 25 GB data pool: "
       "$45.00\n- Overage: 1,840 MB = $9.20\n- Outage credit: -$15.00\nThat's $219.20 before GST, plus $21.92 GST, "
       "so $241.12 in total, due on 14 June.",
       [("here's your May invoice IOT-INV-2605-0077", "S"), ("SIM access: 60 SIMs at $3.00 = $180.00", "S"),
        ("25 GB data pool: $45.00", "S"), ("Overage: 1,840 MB = $9.20", "S"), ("Outage credit: -$15.00", "S"),
        ("$219.20 before GST", "S"), ("plus $21.92 GST", "S"), ("$241.12 in total", "S"), ("due on 14 June", "S")],
       incl=["$241.12", "14 June"],
       notes="lines 18000+4500+920, credit -1500, subtotal 21920, gst 2192, total 24112, due 2026-06-14.")

s.case("Suspended SIMs still count as SIMs on the account, so each one is charged the $3 monthly access fee. Your "
       "May total is $241.12 including GST.",
       [("Suspended SIMs still count as SIMs on the account", "S"),
        ("each one is charged the $3 monthly access fee", "S"), ("May total is $241.12 including GST", "S")],
       incl=["$241.12", "$3"], notes="policy#fleet-billing; SIM_ACCESS unit_cents 300; total_cents 24112.")

s.case("Your May invoice comes to $257.62 including GST, and it's due on 14 June.",
       [("comes to $257.62 including GST", "C", "AMOUNT_MISMATCH"), ("due on 14 June", "S")],
       errors=["wrong_arithmetic"], excl=["$257.62"],
       notes="$257.62 is (180+45+9.20) x 1.1 and leaves out the -$15 credit note; total_cents 24112.")

s.case("Your May total is $238.70. Suspended SIMs aren't charged the access fee, so those shouldn't be on there.",
       [("Your May total is $238.70", "C", "AMOUNT_MISMATCH"),
        ("Suspended SIMs aren't charged the access fee", "C", "NLI_CONTRADICTION")],
       errors=["other_record_value", "wrong_policy_condition"], excl=["$238.70", "aren't charged the access fee"],
       notes="23870 is April's IOT-INV-2604-0061; policy says suspended SIMs do pay the access fee.")

s.case("Your May invoice totals $241.12 including GST. It's due on 14 June, and a late fee of 5% may apply after that.",
       [("totals $241.12 including GST", "S"), ("due on 14 June", "S"),
        ("a late fee of 5% may apply", "C", "NLI_CONTRADICTION")],
       errors=["wrong_value"], excl=["5%"], incl=["2%|2 per cent|two per cent", "$241.12", "14 June"],
       notes="policy: late payments may attract a 2% fee.", repair=True)
