# Scenario 16: pet supplies, oversize cat tree by freight, missed delivery attempt
D = "pet supplies"
SC = "cat-tree-freight"
Q = "Tracking for my cat tree (order #61377) says 'attempted'. I was home all day! What now?"
EV = [
    {"id": "get_order#61377", "kind": "record", "source": "tool:shop.orders.get",
     "fields": {"order": {
         "name": "#61377", "created_at": "2026-04-09T08:15:42-04:00", "currency": "CAD",
         "financial_status": "paid", "fulfillment_status": "fulfilled",
         "subtotal_price": "231.50", "total_tax": "35.17", "total_price": "305.67",
         "shipping_lines": [{"title": "Oversize freight", "price": "39.00", "code": "FREIGHT_OVERSIZE"}],
         "line_items": [
             {"id": 9811, "title": "Summit Cat Tree 183 cm", "price": "219.00", "quantity": 1, "total_discount": "0.00"},
             {"id": 9812, "title": "Sisal Rope Refill 10 m", "price": "12.50", "quantity": 1, "total_discount": "0.00"}],
         "fulfillments": [{"id": 913020, "tracking_company": "Day & Ross", "tracking_number": "DR-55810923",
                           "shipment_status": "attempted_delivery"}]}}},
    {"id": "get_freight_tracking#DR-55810923", "kind": "record", "source": "tool:carrier.freight.track",
     "fields": {"pro_number": "DR-55810923", "status": "ATTEMPTED", "attempts_made": 1, "attempts_max": 2,
                "next_attempt_date": "2026-04-17", "depot": "Ottawa (Gloucester)", "hold_until": "2026-04-24",
                "events": [
                    {"ts": ep("2026-04-14 16:05"), "code": "ARRIVED_AT_DEPOT", "location": "Ottawa (Gloucester)"},
                    {"ts": ep("2026-04-15 10:20"), "code": "DELIVERY_ATTEMPTED", "reason": "NO_ONE_HOME"}]}},
    {"id": "policy#freight", "kind": "policy", "revision": "2025-07",
     "text": "Oversize items ship by freight for a CA$39 flat fee. "
             "Freight carriers make two delivery attempts; after the second, the shipment is held at the depot for 7 days and then returned to us. "
             "Returned freight orders are refunded minus the freight fee."},
]
NOW = "2026-04-16T09:30:00-04:00"

add(SC, D, Q,
    "- Day & Ross tried to deliver your cat tree on Apr 15 at 10:20 AM; they logged no one home.\n- Second attempt: tomorrow (Apr 17).\n- If that's missed too, it's held at the Gloucester depot for 7 days.",
    EV,
    [S("Day & Ross tried to deliver your cat tree on Apr 15 at 10:20 AM"), S("they logged no one home"),
     S("Second attempt: tomorrow (Apr 17)"), S("it's held at the Gloucester depot for 7 days")],
    includes=["Apr 17", "10:20 AM"], now=NOW,
    notes="DELIVERY_ATTEMPTED epoch = 2026-04-15 10:20 EDT, reason NO_ONE_HOME; next_attempt_date 2026-04-17; depot Gloucester; policy 7-day hold.")

add(SC, D, Q,
    "Hi Sunita, sorry about that. The freight carrier recorded a missed attempt yesterday morning. They'll try again on Friday, and that's the second of two attempts.",
    EV,
    [N("sorry about that."), S("The freight carrier recorded a missed attempt yesterday morning"), S("They'll try again on Friday"),
     S("that's the second of two attempts")],
    includes=["Friday"], now=NOW,
    notes="now Thu Apr 16; attempt Apr 15 10:20; next_attempt_date Apr 17 (Fri); attempts_max 2 and policy.")

add(SC, D, Q,
    "Next attempt Apr 17. Tracking DR-55810923 (Day & Ross). If missed, it's held until Apr 24, then sent back.",
    EV,
    [S("Next attempt Apr 17"), S("Tracking DR-55810923 (Day & Ross)"), S("it's held until Apr 24"), S("then sent back")],
    includes=["Apr 17", "DR-55810923"],
    notes="freight tracking record; hold_until 2026-04-24; policy: returned to us after the hold.")

add(SC, D, Q,
    "Your order total was $305.67, including the $39.00 oversize freight fee. If the shipment ends up coming back to us, we'd refund everything except that $39.00.",
    EV,
    [S("Your order total was $305.67"), S("including the $39.00 oversize freight fee"),
     S("we'd refund everything except that $39.00")],
    includes=["305.67", "39.00"],
    notes="total_price 305.67; shipping line 39.00; policy sentence 3.")

add(SC, D, Q,
    "- The carrier attempted delivery Apr 15 at 2:20 PM.\n- They make three attempts before holding it at the depot.",
    EV,
    [C("Apr 15 at 2:20 PM", "DATE_MISMATCH", "VALUE_MISMATCH"),
     C("They make three attempts", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
    errors=["unit_conversion", "wrong_policy_condition"], excludes=["2:20 PM", "three attempts"],
    notes="10:20 EDT is 14:20 UTC; attempts_max 2 and policy says two attempts.")

add(SC, D, Q,
    "Day & Ross will try again Apr 17. If that's missed, the cat tree stays at the depot until Apr 27. If it's returned, you'd get a full refund including the freight fee.",
    EV,
    [S("Day & Ross will try again Apr 17"), C("until Apr 27", "DATE_MISMATCH"),
     C("a full refund including the freight fee", "NLI_CONTRADICTION")],
    errors=["wrong_date", "wrong_policy_condition"], excludes=["Apr 27", "including the freight fee"],
    notes="hold_until 2026-04-24; policy refunds minus the freight fee.")

add(SC, D, Q,
    "The carrier tried on Apr 15 and marked no one home. The next attempt is Apr 18, with tracking DR-55810923.",
    EV,
    [S("The carrier tried on Apr 15"), S("marked no one home"), C("The next attempt is Apr 18", "DATE_MISMATCH"),
     S("tracking DR-55810923")],
    errors=["wrong_date"], excludes=["Apr 18"],
    includes=["Apr 17|April 17|Friday|tomorrow", "DR-55810923"], repair=True, now=NOW,
    notes="next_attempt_date 2026-04-17.")

add(SC, D, Q,
    "Day & Ross will make a second attempt Apr 17. If that's missed, the cat tree is held at the Gloucester depot for 14 days before it comes back to us.",
    EV,
    [S("Day & Ross will make a second attempt Apr 17"), C("held at the Gloucester depot for 14 days", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
    errors=["wrong_period"], excludes=["14 days"],
    includes=["7 days|seven days|Apr 24|April 24", "Apr 17|April 17"], repair=True,
    notes="policy: held 7 days; hold_until 2026-04-24.")
