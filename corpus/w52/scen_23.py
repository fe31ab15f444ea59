# Ice sculpture: vodka-luge rental for a Christmas party, discount request refused, pickup time.
D = "ice-sculpture commissions"; SC = "sculpture-luge-rental"
NOW = "2026-12-10T15:00:00-04:00"
Q = "For our luge booking on the 18th: can we get the repeat-client discount, and when do you collect it?"
E = [
  rec("stream#LUG-1218-07", "tool:get_commission_stream", {"stream_id": "LUG-1218-07", "client": {"name": "Sandals & Sea Villas", "contact": "Mr. Kevon Daniel", "client_since": "2026-11"},
    "events": [
      ev(1, "BookingCreated", "2026-12-01 13:00", design="LUGE_SNOWFLAKE_DOUBLE", qty=2, unit_minor=175000, currency="TTD", deliver_at=us("2026-12-18 18:00"), collect_at=us("2026-12-19 01:00")),
      ev(2, "PaymentCaptured", "2026-12-01 13:05", amount_minor=175000, currency="TTD", purpose="DEPOSIT_50"),
      ev(3, "EventTimeChanged", "2026-12-09 10:00", deliver_at=us("2026-12-18 19:00"), collect_at=us("2026-12-19 00:30"))]}),
  refused("apply_discount#call-1", "apply_discount", "DENY", {"stream_id": "LUG-1218-07", "code": "REPEAT_CLIENT_10", "reason": "NO_PRIOR_COMPLETED_COMMISSION"}),
  pol("commissions#luges", "Luges are delivered on a drip tray and collected after the event. The repeat-client discount of 10% applies only to clients with at least one completed commission. Drip trays must not be moved by venue staff. Late collection after 2:00 AM adds TT$150.", "2026-09"),
]
add(113, SC, D, Q, E, "Sorry, Mr. Daniel, the repeat-client discount couldn't be applied: it needs at least one completed commission first. We deliver both luges at 7:00 PM on Friday 18 December and collect them at 12:30 AM that night.",
    [S("the repeat-client discount couldn't be applied"), S("it needs at least one completed commission first"), S("We deliver both luges at 7:00 PM on Friday 18 December"), S("collect them at 12:30 AM that night")],
    includes=["12:30 AM"], notes="apply_discount DENY; EventTimeChanged seq 3: 19:00 deliver, 00:30 on 19/12 collect.")
add(114, SC, D, Q, E, "No discount this time; it's for clients with a completed commission. Two snowflake luges: TT$3,500.00 total, TT$1,750.00 paid, TT$1,750.00 to go. Delivery 7 PM on the 18th, pickup 12:30 AM.",
    [S("No discount this time"), S("it's for clients with a completed commission"), S("TT$3,500.00 total"), S("TT$1,750.00 paid"), S("TT$1,750.00 to go"), S("Delivery 7 PM on the 18th"), S("pickup 12:30 AM")],
    includes=["TT$3,500.00"], notes="2 x 175000 = 350000; deposit 175000.")
add(115, SC, D, Q, E, "Good news: your 10% repeat-client discount is applied. Delivery is 7:00 PM on 18 December.",
    [C("your 10% repeat-client discount is applied", "NOT_EXECUTED"), S("Delivery is 7:00 PM on 18 December.")],
    errors=["refused_call_effect"], excludes=["discount is applied"], notes="apply_discount DENY.")
add(116, SC, D, Q, E, "The discount couldn't be added. We'll deliver at 6:00 PM on 18 December and collect at 1:00 AM.",
    [S("The discount couldn't be added."), C("deliver at 6:00 PM", "DATE_MISMATCH", "VALUE_MISMATCH"), C("collect at 1:00 AM", "DATE_MISMATCH", "VALUE_MISMATCH")],
    errors=["stale_value", "stale_value"], excludes=["6:00 PM", "1:00 AM"], notes="EventTimeChanged moved times to 19:00 and 00:30.")
add(117, SC, D, Q, E, "The discount was declined; you need a completed commission first. Delivery: 7:00 PM on the 18th, collection 12:30 AM. If we're late collecting after 2:00 AM, we waive TT$150 off your bill.",
    [S("The discount was declined"), S("you need a completed commission first"), S("Delivery: 7:00 PM on the 18th"), S("collection 12:30 AM"), C("we waive TT$150 off your bill", "NLI_CONTRADICTION")],
    errors=["wrong_policy_condition"], excludes=["we waive TT$150"], notes="Policy: late collection after 2 AM adds TT$150 (a charge, not a waiver).")
add(27, SC, D, Q, E, "The repeat-client discount was applied to your booking. Your two luges arrive at 7:00 PM on 18 December and we collect at 12:30 AM.",
    [C("The repeat-client discount was applied", "NOT_EXECUTED"), S("arrive at 7:00 PM on 18 December"), S("we collect at 12:30 AM")],
    errors=["refused_call_effect"], excludes=["discount was applied"], includes=["could not|couldn't|unable|not able|declined|can't|cannot|isn't|not eligible", "7:00 PM"], notes="apply_discount DENY.", repair=True)
