# Scenario 04: phone accessories, charger warranty claim, replacement escalated
D = "phone accessories"
SC = "charger-warranty"
Q = "My 65W charger from order #40219 stopped working. Can you send me a new one?"
EV = [
    {"id": "get_order#40219", "kind": "record", "source": "tool:shop.orders.get",
     "fields": {"order": {
         "name": "#40219", "created_at": "2025-11-16T21:47:30-05:00", "currency": "CAD",
         "financial_status": "paid", "fulfillment_status": "fulfilled",
         "subtotal_price": "59.99", "total_tax": "7.80", "total_price": "67.79",
         "line_items": [{"id": 9021, "title": "VoltNest GaN 65W USB-C Charger", "sku": "VN-GAN65-WHT",
                         "price": "59.99", "quantity": 1, "total_discount": "0.00"}],
         "fulfillments": [{"id": 300812, "status": "success", "tracking_company": "Purolator",
                           "tracking_number": "335840021187", "shipment_status": "delivered",
                           "delivered_at": "2025-11-20T14:12:00-05:00"}]}}},
    {"id": "list_orders#sam.k", "kind": "record", "source": "tool:shop.orders.list",
     "fields": {"orders": [
         {"name": "#40388", "created_at": "2026-01-05T08:02:19-05:00", "total_price": "22.59",
          "line_items": [{"title": "Braided USB-C Cable 2 m", "price": "19.99", "quantity": 1}],
          "fulfillments": [{"shipment_status": "delivered", "delivered_at": "2026-01-08T11:40:00-05:00"}]}]}},
    {"id": "get_warranty_claim#WC-5531", "kind": "record", "source": "tool:warranty.claims.get",
     "fields": {"claim_id": "WC-5531", "order_name": "#40219", "line_item_id": 9021, "status": "PENDING_REVIEW",
                "opened_at": ep("2026-03-19 11:08"), "defect_code": "NO_POWER_OUTPUT"}},
    {"id": "create_replacement#call-1", "kind": "refused_call", "tool": "shop.replacements.create",
     "decision": "ESCALATE", "args": {"order": "#40219", "line_item_id": 9021, "reason": "WARRANTY"}},
    {"id": "policy#warranty-power", "kind": "policy", "revision": "v3",
     "text": "Chargers and cables carry a 12-month limited warranty from the delivery date. "
             "We don't refund warranty items; we replace them with the same or an equivalent model. "
             "Claims on items over CA$50 are reviewed by the warranty team before a replacement is sent, which usually takes 2 business days. "
             "Approved replacements ship free."},
]
NOW = "2026-03-19T11:20:00-04:00"

add(SC, D, Q,
    "- Your VoltNest GaN 65W charger (order #40219, delivered Nov 20, 2025) is under warranty until Nov 20, 2026.\n- I've opened claim WC-5531; it goes to our warranty team for review since the charger is over $50.\n- Review usually takes 2 business days; the replacement ships free once approved.",
    EV,
    [S("delivered Nov 20, 2025"), S("is under warranty until Nov 20, 2026"), S("I've opened claim WC-5531"),
     S("it goes to our warranty team for review since the charger is over $50"),
     S("Review usually takes 2 business days"), S("the replacement ships free once approved")],
    includes=["WC-5531", "Nov 20, 2026"],
    notes="delivered_at 2025-11-20 + 12-month warranty; claim WC-5531 PENDING_REVIEW; price 59.99 > 50; policy sentences 3-4.")

add(SC, D, Q,
    "I couldn't send the replacement directly; it needs warranty-team approval first. Claim WC-5531 is pending review, and you should hear back in about two business days.",
    EV,
    [S("I couldn't send the replacement directly"), S("it needs warranty-team approval first"),
     S("Claim WC-5531 is pending review"), S("in about two business days")],
    includes=["WC-5531", "approval"],
    notes="replacement call ESCALATE; claim status PENDING_REVIEW; policy: review usually takes 2 business days.")

add(SC, D, Q,
    "Hi Sam, your charger is still in warranty, which runs 12 months from delivery. Claim WC-5531 was opened today and is waiting for review. Once it's approved we'll send the same or an equivalent model, with free shipping.",
    EV,
    [S("your charger is still in warranty"), S("which runs 12 months from delivery"), S("Claim WC-5531 was opened today"),
     S("is waiting for review"), S("we'll send the same or an equivalent model"), S("with free shipping")],
    includes=["WC-5531"], now=NOW,
    notes="delivered 2025-11-20, now 2026-03-19; claim opened_at Mar 19 11:08 Toronto; policy sentences 1, 2, 4.")

add(SC, D, Q,
    "Warranty claim WC-5531 is in for your 65W charger (#40219). A replacement needs approval from the warranty team, usually 2 business days. No refund option on warranty items, but the replacement ships at no charge.",
    EV,
    [S("Warranty claim WC-5531 is in for your 65W charger (#40219)"), S("A replacement needs approval from the warranty team"),
     S("usually 2 business days"), S("No refund option on warranty items"), S("the replacement ships at no charge")],
    includes=["WC-5531", "2 business days"],
    notes="claim record links #40219 line 9021; policy sentences 2-4.")

add(SC, D, Q,
    "Sorry about that! Your charger is covered under warranty, so I've shipped a replacement today, claim WC-5531. You'll get tracking by email.",
    EV,
    [N("Sorry about that!"), S("Your charger is covered under warranty"),
     C("I've shipped a replacement today", "NOT_EXECUTED"), S("claim WC-5531"),
     I("You'll get tracking by email", "CLAIM_WITHOUT_TOOL_EVIDENCE", "NO_POLICY_EVIDENCE")],
    errors=["refused_call_effect", "invented_promise"], excludes=["I've shipped a replacement today", "tracking by email"], now=NOW,
    notes="shop.replacements.create was ESCALATE, nothing shipped; no record or policy says tracking will be emailed.")

add(SC, D, Q,
    "- Claim WC-5531 opened for the GaN 65W charger.\n- Warranty team reviews it first, typically 2 business days.\n- If you'd rather not wait, we can refund the $59.99 instead.",
    EV,
    [S("Claim WC-5531 opened for the GaN 65W charger"), S("Warranty team reviews it first, typically 2 business days"),
     C("we can refund the $59.99 instead", "NLI_CONTRADICTION")],
    errors=["wrong_policy_condition"], excludes=["we can refund the $59.99 instead"],
    notes="policy: warranty items are not refunded, only replaced.")

add(SC, D, Q,
    "Your charger was delivered Jan 8, so it's well within the 12-month warranty. Claim WC-5531 is pending review by the warranty team.",
    EV,
    [C("Your charger was delivered Jan 8", "DATE_MISMATCH"), S("it's well within the 12-month warranty"),
     S("Claim WC-5531 is pending review by the warranty team")],
    errors=["other_record_value"], excludes=["delivered Jan 8"],
    notes="Jan 8 is the delivery of the cable on #40388; the charger (#40219) was delivered 2025-11-20. Still within warranty either way.")

add(SC, D, Q,
    "Your charger from #40219 is under warranty. A replacement has been sent out under claim WC-5531 and ships free.",
    EV,
    [S("Your charger from #40219 is under warranty"), C("A replacement has been sent out", "NOT_EXECUTED"),
     S("ships free")],
    errors=["refused_call_effect"], excludes=["A replacement has been sent out"],
    includes=["escalated|review|could not|couldn't|unable|not able|approval|approved", "WC-5531"], repair=True,
    notes="the replacement call was ESCALATE; the claim is PENDING_REVIEW.")
