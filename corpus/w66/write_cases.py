"""Writer w66: builds cases.jsonl and repair.jsonl from scenarios written by hand below.
Every evidence bundle, draft and probe is written individually; this file only serialises them
and runs self-checks (substring uniqueness, exclude/include presence, error counts)."""
import json, os, sys

HERE = os.path.dirname(os.path.abspath(__file__))
API = "marketplace seller API (SP-API-like)"
CASES, REPAIRS = [], []

# ---- verdict helpers -------------------------------------------------------------------------
def S():
    return {"verdict_in": ["supported"]}
def NA():
    return {"verdict_in": ["not_applicable"]}
def C(*r):
    return {"verdict_in": ["contradicted"], "reason_in": list(r)}
def I(*r):
    return {"verdict_in": ["insufficient_evidence"], "reason_in": list(r)}
def CI(*r):
    return {"verdict_in": ["contradicted", "insufficient_evidence"], "reason_in": list(r)}

AMT = lambda: C("AMOUNT_MISMATCH")
DATE = lambda: C("DATE_MISMATCH")
TIME = lambda: C("DATE_MISMATCH", "VALUE_MISMATCH")
STATE = lambda: C("RECORD_STATE_MISMATCH")
IDM = lambda: C("IDENTIFIER_MISMATCH")
VAL = lambda: C("VALUE_MISMATCH")
QTY = lambda: C("VALUE_MISMATCH")
NOTEX = lambda: C("NOT_EXECUTED")
NOREC = lambda: I("CLAIM_WITHOUT_TOOL_EVIDENCE")
POLC = lambda: C("NLI_CONTRADICTION", "VALUE_MISMATCH")
NOPOL = lambda: I("NO_POLICY_EVIDENCE", "NLI_NOT_ENTAILED")
FACTC = lambda: C("NLI_CONTRADICTION")
FACTI = lambda: I("NLI_NOT_ENTAILED", "NO_POLICY_EVIDENCE")
COND = lambda: CI("NLI_CONTRADICTION", "RECORD_STATE_MISMATCH", "DATE_MISMATCH", "VALUE_MISMATCH",
                  "CLAIM_WITHOUT_TOOL_EVIDENCE", "NLI_NOT_ENTAILED", "NO_POLICY_EVIDENCE")

# ---- evidence helpers ------------------------------------------------------------------------
def rec(eid, source, fields):
    return {"id": eid, "kind": "record", "source": source, "fields": fields}
def pol(eid, text, revision=None):
    d = {"id": eid, "kind": "policy", "text": text}
    if revision:
        d["revision"] = revision
    return d
def psg(eid, text, source=None):
    d = {"id": eid, "kind": "passage", "text": text}
    if source:
        d["source"] = source
    return d
def refused(eid, tool, decision, args):
    return {"id": eid, "kind": "refused_call", "tool": tool, "decision": decision, "args": args}
def jpy(v):
    return {"CurrencyCode": "JPY", "Amount": str(v)}

# ---- case builder ----------------------------------------------------------------------------
_seen_ids = set()
def add(num, scen, domain, question, draft, evidence, probes, errors=(), notes="", now=None,
        excl=(), incl=(), repair=False):
    errors = list(errors)
    if repair:
        cid = "w66-r%02d-%s" % (num, scen)
        outcome = ["repaired"]
    else:
        cid = "w66-%03d-%s" % (num, scen)
        if errors:
            cid += "-" + errors[0].replace("_", "-")
        outcome = None if errors else ["sent"]
    assert cid not in _seen_ids, cid
    _seen_ids.add(cid)
    pr = []
    for contains, v in probes:
        n = draft.count(contains)
        assert n == 1, (cid, contains, n)
        d = {"contains": contains}
        d.update(v)
        pr.append(d)
    wrong = [p for p in pr if not set(p["verdict_in"]) & {"supported", "not_applicable"}]
    assert len(wrong) == len(errors), (cid, len(wrong), errors)
    assert not any("supported" in p["verdict_in"] and len(p["verdict_in"]) > 1 for p in pr), cid
    for e in excl:
        assert e in draft, (cid, "exclude missing", e)
    if not errors:
        assert not excl, cid
    if repair:
        assert errors and 1 <= len(errors) <= 2, cid
        assert not any(a in draft for a in incl[0].split("|")), (cid, "correction already in draft", incl[0])
        for inc in incl[1:]:
            assert any(a in draft for a in inc.split("|")), (cid, "include not in draft", inc)
    elif not errors:
        for inc in incl:
            assert any(a in draft for a in inc.split("|")), (cid, "include not in draft", inc)
    ids = [e["id"] for e in evidence]
    assert len(ids) == len(set(ids)), cid
    case = {"schema": "halcheck.case/1", "id": cid, "question": question, "draft": draft,
            "evidence": evidence}
    if now:
        case["now"] = now
    line = {"case": case,
            "expect": {"probes": pr, "outcome_in": outcome, "final_excludes": list(excl),
                       "final_includes": list(incl)},
            "meta": {"writer": "w66", "domain": domain, "scenario": scen, "api_family": API,
                     "errors": errors, "notes": notes}}
    (REPAIRS if repair else CASES).append(line)

# =============================================================================================
# GARDEN FURNITURE (Kinoshita Garden Works)
# =============================================================================================
D_GARDEN = "garden furniture"

# ---- G1 teak-bench-delivery -----------------------------------------------------------------
ev = [
    rec("getOrder#503-4471829-6620155", "tool:orders.getOrder", {"payload": {
        "AmazonOrderId": "503-4471829-6620155", "PurchaseDate": "2026-05-06T23:41:07Z",
        "LastUpdateDate": "2026-05-08T06:22:41Z", "OrderStatus": "PartiallyShipped",
        "FulfillmentChannel": "MFN", "ShipServiceLevel": "Std JP D2D Dom",
        "OrderTotal": jpy(38900), "NumberOfItemsShipped": 1, "NumberOfItemsUnshipped": 1,
        "PaymentMethodDetails": ["CreditCard"], "MarketplaceId": "AJPX7MKT2026Q",
        "LatestShipDate": "2026-05-08T14:59:59Z", "EarliestDeliveryDate": "2026-05-11T15:00:00Z",
        "LatestDeliveryDate": "2026-05-13T14:59:59Z",
        "BuyerInfo": {"BuyerName": "Arakawa Yumi", "BuyerEmail": "x7k2p@marketplace.invalid"},
        "ShippingAddress": {"StateOrRegion": "Saitama", "City": "Kawagoe", "PostalCode": "350-0043"}}}),
    rec("getOrderItems#503-4471829-6620155", "tool:orders.getOrderItems", {"payload": {
        "AmazonOrderId": "503-4471829-6620155", "OrderItems": [
            {"ASIN": "B0CTK4471A", "SellerSKU": "KGW-TB-150", "OrderItemId": "71022984410331",
             "Title": "Teak 3-Seater Garden Bench 150 cm", "QuantityOrdered": 1, "QuantityShipped": 1,
             "ItemPrice": jpy(34800), "ShippingPrice": jpy(0), "PromotionDiscount": jpy(0)},
            {"ASIN": "B0CTK4472B", "SellerSKU": "KGW-CUS-150-GRN", "OrderItemId": "71022984410332",
             "Title": "Bench Seat Cushion 150 cm, Sage", "QuantityOrdered": 1, "QuantityShipped": 0,
             "ItemPrice": jpy(4100), "ShippingPrice": jpy(0), "PromotionDiscount": jpy(0)}]}}),
    rec("getOrderShipments#503-4471829-6620155", "tool:shipping.getOrderShipments", {"Shipments": [
        {"ShipmentId": "KGW-SHP-88214", "CarrierCode": "YAMATO", "CarrierName": "Yamato Transport",
         "TrackingNumber": "447122908816", "ShipDate": "2026-05-08T06:20:00Z",
         "TrackingStatus": "IN_TRANSIT", "Items": [{"SellerSKU": "KGW-TB-150", "Quantity": 1}]}]}),
    rec("getInventorySummaries#cushions", "tool:fbaInventory.getInventorySummaries", {"InventorySummaries": [
        {"SellerSKU": "KGW-CUS-150-GRN", "FulfillableQuantity": 0, "InboundReceivingQuantity": 12,
         "ExpectedRestockDate": "2026/05/19"},
        {"SellerSKU": "KGW-CUS-150-NVY", "FulfillableQuantity": 7, "InboundReceivingQuantity": 0,
         "ExpectedRestockDate": None}]}),
    pol("policy#split-shipments", "Kinoshita Garden Works ships every order from our Kawaguchi warehouse. "
        "If one item in an order is temporarily out of stock, the items that are ready are sent first and the "
        "rest follow in a second parcel. The second parcel is sent at no additional shipping charge. If a "
        "back-ordered item has not shipped within 14 days of the order's latest ship date, you may cancel that "
        "item for a full refund of its price. Delivery windows on the order page come from the carrier and are "
        "estimates.", "2026-03"),
]
Q = "Hello, my order 503-4471829-6620155 says partially shipped. When does the bench arrive and where is the cushion?"
SC = "teak-bench-delivery"
add(1, SC, D_GARDEN, Q,
    "Thank you for contacting Kinoshita Garden Works, and I am sorry for the wait. Here is the status of order "
    "503-4471829-6620155:\n1. The teak 3-seater bench shipped on 8 May with Yamato Transport, tracking number "
    "447122908816.\n2. Delivery is estimated between 12 May and 13 May.\n3. The sage seat cushion is temporarily "
    "out of stock, and we expect new stock on 19 May.\n4. The cushion will follow in a second parcel at no "
    "additional shipping charge.\nPlease let me know if there is anything else I can do.",
    ev, [("status of order 503-4471829-6620155", S()), ("shipped on 8 May with Yamato Transport", S()),
         ("tracking number 447122908816", S()), ("between 12 May and 13 May", S()),
         ("temporarily out of stock", S()), ("expect new stock on 19 May", S()),
         ("at no additional shipping charge", S())],
    notes="ShipDate 06:20Z on 8 May is 15:20 JST 8 May; Earliest/LatestDeliveryDate 11 May 15:00Z / 13 May 14:59Z are 12-13 May JST; "
          "ExpectedRestockDate 2026/05/19 for KGW-CUS-150-GRN; policy says the second parcel has no extra charge.",
    incl=["12 May", "447122908816"])
add(2, SC, D_GARDEN, Q,
    "Dear Ms. Arakawa, your teak bench left our warehouse yesterday and is now on its way with Yamato "
    "(tracking 447122908816).\n\nThe carrier's window puts delivery between Tuesday, 12 May and Wednesday, "
    "13 May. The seat cushion is waiting on a restock due on 19 May and will be sent in its own parcel, with "
    "no extra shipping fee. If it has still not shipped 14 days after the order's latest ship date, you are "
    "welcome to cancel the cushion alone for a full refund of its price.\n\nWith apologies for the split "
    "delivery,\nKenta Mori\nKinoshita Garden Works",
    ev, [("left our warehouse yesterday", S()), ("on its way with Yamato", S()),
         ("(tracking 447122908816)", S()), ("between Tuesday, 12 May and Wednesday, 13 May", S()),
         ("restock due on 19 May", S()), ("sent in its own parcel, with no extra shipping fee", S()),
         ("14 days after the order's latest ship date", S())],
    now="2026-05-09T10:15:00+09:00",
    notes="now is Sat 9 May JST, ShipDate 8 May JST = yesterday; 12 May 2026 is a Tuesday, 13 May a Wednesday; policy gives the 14-day cancel rule.",
    incl=["12 May", "19 May"])
add(3, SC, D_GARDEN, Q,
    "Your bench is in transit and due 12–13 May; the cushion ships separately once restocked around 19 May.",
    ev, [("Your bench is in transit", S()), ("due 12–13 May", S()),
         ("ships separately once restocked around 19 May", S())],
    notes="TrackingStatus IN_TRANSIT; delivery window 12-13 May JST; cushion restock 2026/05/19.",
    incl=["19 May"])
add(4, SC, D_GARDEN, Q,
    "Thank you for contacting Kinoshita Garden Works, and I am sorry for the wait. Here is the status of order "
    "503-4471829-6620155:\n1. The teak 3-seater bench shipped on 8 May with Yamato Transport, tracking number "
    "447122908816.\n2. Delivery is estimated between 11 May and 13 May.\n3. The sage seat cushion is temporarily "
    "out of stock, and we expect new stock on 19 May.\n4. The cushion will follow in a second parcel at no "
    "additional shipping charge.\nPlease let me know if there is anything else I can do.",
    ev, [("status of order 503-4471829-6620155", S()), ("shipped on 8 May with Yamato Transport", S()),
         ("tracking number 447122908816", S()), ("between 11 May and 13 May", DATE()),
         ("temporarily out of stock", S()), ("expect new stock on 19 May", S()),
         ("at no additional shipping charge", S())],
    errors=["unit_conversion"], excl=["between 11 May"],
    notes="EarliestDeliveryDate 2026-05-11T15:00:00Z is 00:00 on 12 May in Tokyo; '11 May' reads the UTC date as local.")
add(5, SC, D_GARDEN, Q,
    "Thank you for your patience, and apologies for the delay. Both items in order 503-4471829-6620155 have now "
    "shipped with Yamato Transport:\n1. Tracking number: 447122908816.\n2. Expected delivery: 12 to 13 May.\n"
    "3. If anything is missing, you may cancel it for a full refund within 7 days of the latest ship date.",
    ev, [("Both items in order 503-4471829-6620155 have now shipped", STATE()),
         ("Tracking number: 447122908816", S()), ("Expected delivery: 12 to 13 May", S()),
         ("within 7 days of the latest ship date", POLC())],
    errors=["wrong_state", "wrong_policy_condition"], excl=["Both items", "within 7 days"],
    notes="OrderStatus PartiallyShipped and the cushion has QuantityShipped 0; the policy's cancel window is 14 days, not 7.")
add(1, SC, D_GARDEN, Q,
    "Thank you for your message. Here is an update on order 503-4471829-6620155:\n1. Your teak bench shipped on "
    "8 May, tracking number 447122908816.\n2. It should arrive between 12 May and 15 May.\n3. The seat cushion "
    "is expected back in stock on 19 May and will follow at no extra shipping charge.",
    ev, [("update on order 503-4471829-6620155", S()), ("shipped on 8 May", S()),
         ("tracking number 447122908816", S()), ("between 12 May and 15 May", DATE()),
         ("back in stock on 19 May", S()), ("follow at no extra shipping charge", S())],
    errors=["wrong_date"], excl=["and 15 May"], incl=["13 May", "447122908816", "19 May"], repair=True,
    notes="LatestDeliveryDate 2026-05-13T14:59:59Z is 23:59 on 13 May JST, so the window ends 13 May.")

# ---- G2 parasol-return-refund ---------------------------------------------------------------
ev = [
    rec("getOrder#503-2208714-3391046", "tool:orders.getOrder", {"payload": {
        "AmazonOrderId": "503-2208714-3391046", "PurchaseDate": "2026-04-18T11:02:55Z",
        "OrderStatus": "Shipped", "FulfillmentChannel": "MFN", "OrderTotal": jpy(13790),
        "PaymentMethodDetails": ["CreditCard"], "BuyerInfo": {"BuyerName": "Fujimura Sho"},
        "OrderItems": [{"ASIN": "B0DPR3300X", "SellerSKU": "KGW-PAR-300-BEI",
                        "Title": "Cantilever Parasol 3 m, Beige", "QuantityOrdered": 1, "QuantityShipped": 1,
                        "ItemPrice": jpy(12800), "ShippingPrice": jpy(990), "PromotionDiscount": jpy(0)}]}}),
    rec("getOrder#503-7719260-0048213", "tool:orders.getOrder", {"payload": {
        "AmazonOrderId": "503-7719260-0048213", "PurchaseDate": "2026-04-20T08:30:12Z",
        "OrderStatus": "Shipped", "FulfillmentChannel": "MFN", "OrderTotal": jpy(8600),
        "LatestDeliveryDate": "2026-04-24T14:59:59Z",
        "OrderItems": [{"ASIN": "B0DST0450C", "SellerSKU": "KGW-ST-45-ACA", "Title": "Acacia Side Table 45 cm",
                        "QuantityOrdered": 1, "QuantityShipped": 1, "ItemPrice": jpy(8600),
                        "ShippingPrice": jpy(0)}]}}),
    rec("returnsReport#RR-9Q4T7L2M", "tool:reports.GET_FLAT_FILE_RETURNS_DATA_BY_RETURN_DATE", {
        "ReturnRequestId": "RR-9Q4T7L2M", "AmazonOrderId": "503-2208714-3391046",
        "SellerSKU": "KGW-PAR-300-BEI", "ReturnQuantity": 1, "ReturnReasonCode": "ITEM_DEFECTIVE",
        "ReturnRequestDate": "2026-04-27T02:10:00Z", "ItemReceivedDate": "2026-05-01T04:45:00Z",
        "InspectionResult": "DEFECT_CONFIRMED", "Resolution": "REFUND", "ReturnStatus": "CLOSED"}),
    rec("financialEvents#503-2208714-3391046", "tool:finances.listFinancialEventsByOrderId", {
        "FinancialEvents": {"RefundEventList": [{
            "AmazonOrderId": "503-2208714-3391046", "PostedDate": "2026-05-02T01:30:00Z",
            "ShipmentItemAdjustmentList": [{"SellerSKU": "KGW-PAR-300-BEI", "QuantityShipped": 1,
                "ItemChargeAdjustmentList": [
                    {"ChargeType": "Principal", "ChargeAmount": {"CurrencyCode": "JPY", "CurrencyAmount": -12800}},
                    {"ChargeType": "ShippingCharge", "ChargeAmount": {"CurrencyCode": "JPY", "CurrencyAmount": -990}}]}]}]}}),
    pol("policy#returns-refunds", "Returns are accepted within 30 days of delivery. When a return is for a defect, "
        "we refund the item price and the original shipping charge; for change-of-mind returns only the item price is "
        "refunded and return postage is paid by the customer. Refunds are issued to the original payment method once the "
        "returned item has been inspected, usually within 2 business days of receipt. Card issuers may take a further "
        "3-5 business days to show the credit.", "v4"),
]
Q = "I sent back the parasol from order 503-2208714-3391046 because a rib was broken. Has the refund gone through, and how much?"
SC = "parasol-return-refund"
add(6, SC, D_GARDEN, Q,
    "Thank you for sending the parasol back, and I am very sorry it arrived with a broken rib.\n1. We received the "
    "return on 1 May and confirmed the defect.\n2. A refund of ¥13,790 was issued on 2 May: ¥12,800 for the parasol and "
    "¥990 for the original shipping.\n3. It goes back to your original payment method, and your card issuer may take a "
    "further 3-5 business days to show it.",
    ev, [("received the return on 1 May", S()), ("confirmed the defect", S()),
         ("refund of ¥13,790 was issued on 2 May", S()), ("¥12,800 for the parasol", S()),
         ("¥990 for the original shipping", S()), ("back to your original payment method", S()),
         ("further 3-5 business days", S())],
    notes="ItemReceivedDate 04:45Z = 13:45 JST 1 May; RefundEventList PostedDate 01:30Z = 2 May JST, Principal -12800 + ShippingCharge -990 = 13,790.",
    incl=["¥13,790", "2 May"])
add(7, SC, D_GARDEN, Q,
    "Your returned parasol was received and inspected at our warehouse, and the defect was confirmed. A full refund of "
    "thirteen thousand seven hundred and ninety yen, covering both the item and its original shipping, was posted to "
    "order 503-2208714-3391046 on 2 May. Our apologies again for the trouble.",
    ev, [("received and inspected", S()), ("the defect was confirmed", S()),
         ("thirteen thousand seven hundred and ninety yen", S()),
         ("covering both the item and its original shipping", S()),
         ("posted to order 503-2208714-3391046 on 2 May", S())],
    notes="InspectionResult DEFECT_CONFIRMED; refund lines 12800 + 990 = 13790 posted 2 May JST.",
    incl=["503-2208714-3391046"])
add(8, SC, D_GARDEN, Q,
    "Refund done: ¥13,790 (parasol plus shipping) went back to your card on 2 May.",
    ev, [("Refund done: ¥13,790", S()), ("(parasol plus shipping)", S()), ("went back to your card on 2 May", S())],
    notes="RefundEventList holds Principal and ShippingCharge adjustments summing to 13790; payment method CreditCard; posted 2 May JST.",
    incl=["¥13,790"])
add(9, SC, D_GARDEN, Q,
    "Dear Mr. Fujimura, thank you for returning the parasol, and I apologise for the damaged rib. We received it on "
    "1 May. Your refund of ¥12,800 was issued on 2 May. Please note that the original shipping charge of ¥990 is not "
    "refundable under our returns policy.\nKind regards,\nKinoshita Garden Works",
    ev, [("We received it on 1 May", S()), ("refund of ¥12,800 was issued", AMT()),
         ("shipping charge of ¥990 is not refundable", POLC())],
    errors=["wrong_amount", "wrong_policy_condition"],
    excl=["refund of ¥12,800 was issued", "is not refundable"],
    notes="The refund event also returns the 990 shipping charge (13,790 in all); the policy refunds original shipping for defect returns.")
add(10, SC, D_GARDEN, Q,
    "I am sorry the parasol arrived damaged, and thank you for returning it. Here is a summary of the return on order "
    "503-7719260-0048213:\n1. Return request RR-9Q4T7L2M was received on 1 May.\n2. A refund of ¥13,790 was posted on "
    "2 May.\n3. Please allow your card issuer 3-5 business days to show the credit.",
    ev, [("return on order 503-7719260-0048213", IDM()), ("RR-9Q4T7L2M was received on 1 May", S()),
         ("refund of ¥13,790 was posted on 2 May", S()), ("3-5 business days to show the credit", S())],
    errors=["other_record_value"], excl=["503-7719260-0048213"],
    notes="503-7719260-0048213 is the customer's side-table order; the parasol return is on 503-2208714-3391046.")
add(2, SC, D_GARDEN, Q,
    "Thank you for returning the parasol, and sorry about the broken rib.\n1. Your return RR-9Q4T7L2M arrived on 1 May "
    "and the defect was confirmed.\n2. We refunded ¥12,800 for the parasol and ¥990 for shipping, ¥14,790 in total, on "
    "2 May.\n3. The credit may take a further 3-5 business days to appear on your card statement.",
    ev, [("RR-9Q4T7L2M arrived on 1 May", S()), ("the defect was confirmed", S()),
         ("¥12,800 for the parasol", S()), ("¥990 for shipping", S()), ("¥14,790 in total", AMT()),
         ("further 3-5 business days", S())],
    errors=["wrong_arithmetic"], excl=["¥14,790"], incl=["13,790|13790", "RR-9Q4T7L2M", "¥990"], repair=True,
    notes="12,800 + 990 = 13,790, the sum of the two refund lines.")

# ---- G3 rattan-set-cancel-refused -----------------------------------------------------------
ev = [
    rec("getOrder#503-6650931-1187420", "tool:orders.getOrder", {"payload": {
        "AmazonOrderId": "503-6650931-1187420", "PurchaseDate": "2026-05-11T22:19:40Z",
        "OrderStatus": "Shipped", "FulfillmentChannel": "MFN", "OrderTotal": jpy(89800),
        "EarliestDeliveryDate": "2026-05-14T15:00:00Z", "LatestDeliveryDate": "2026-05-15T14:59:59Z",
        "BuyerInfo": {"BuyerName": "Ishida Ren"}, "PaymentMethodDetails": ["CreditCard"],
        "OrderItems": [{"ASIN": "B0DRL4000S", "SellerSKU": "KGW-RLS-4P-GRY", "Title": "Rattan Lounge Set, 4-piece, Grey",
                        "QuantityOrdered": 1, "QuantityShipped": 1, "ItemPrice": jpy(89800),
                        "ShippingPrice": jpy(0)}]}}),
    rec("getOrderShipments#503-6650931-1187420", "tool:shipping.getOrderShipments", {"Shipments": [
        {"ShipmentId": "KGW-SHP-90177", "CarrierCode": "SAGAWA", "CarrierName": "Sagawa Express",
         "TrackingNumber": "360418827745", "ShipDate": "2026-05-13T01:05:00Z", "TrackingStatus": "IN_TRANSIT",
         "PackageCount": 2}]}),
    rec("getOrder#503-1104582-7730016", "tool:orders.getOrder", {"payload": {
        "AmazonOrderId": "503-1104582-7730016", "PurchaseDate": "2026-03-29T05:48:02Z",
        "OrderStatus": "Canceled", "OrderTotal": jpy(6200),
        "OrderItems": [{"SellerSKU": "KGW-CVR-RLS", "Title": "Lounge Set Cover", "QuantityOrdered": 1,
                        "QuantityShipped": 0, "ItemPrice": jpy(6200)}]}}),
    refused("cancelOrder#call-1", "orders.cancelOrder", "DENY",
            {"AmazonOrderId": "503-6650931-1187420", "CancelReason": "BUYER_CANCELED"}),
    pol("policy#cancellation", "Orders can be cancelled free of charge until they are handed to the carrier. Once an "
        "order has shipped it can no longer be cancelled; instead, you may refuse the delivery or return the item after "
        "it arrives. Returns must be requested within 30 days of delivery. Large furniture (any item over 30 kg) "
        "returned for change of mind carries a return collection fee of ¥5,500, which is deducted from the refund.", "2026-01"),
    psg("listing#KGW-RLS-4P-GRY", "Rattan Lounge Set, 4-piece, Grey: two-seat sofa, two armchairs and a glass-top table.\n"
        "Shipping weight 38.5 kg, delivered in 2 boxes.\nPowder-coated aluminium frame with all-weather resin rattan.",
        "catalog listing"),
]
Q = "Please cancel order 503-6650931-1187420, I found the lounge set cheaper elsewhere."
SC = "rattan-set-cancel-refused"
NOW = "2026-05-13T16:40:00+09:00"
add(11, SC, D_GARDEN, Q,
    "I'm sorry, but I was not able to cancel order 503-6650931-1187420: it was handed to Sagawa this morning and is "
    "already on its way.\n1. You may refuse the delivery when it arrives, expected on Friday, 15 May.\n2. Or you can "
    "request a return within 30 days of delivery.\n3. As the set is large furniture over 30 kg, a change-of-mind return "
    "carries a ¥5,500 collection fee, deducted from your refund.\nI apologise that we could not do more.",
    ev, [("not able to cancel order 503-6650931-1187420", S()), ("handed to Sagawa this morning", S()),
         ("already on its way", S()), ("refuse the delivery when it arrives", S()),
         ("expected on Friday, 15 May", S()), ("within 30 days of delivery", S()),
         ("large furniture over 30 kg", S()), ("carries a ¥5,500 collection fee", S())],
    now=NOW, notes="cancelOrder was DENIED; ShipDate 01:05Z = 10:05 JST 13 May (this morning); delivery window 14 May 15:00Z-15 May 14:59Z = 15 May JST, a Friday; listing weight 38.5 kg; policy fee ¥5,500.",
    incl=["15 May", "¥5,500"])
add(12, SC, D_GARDEN, Q,
    "The cancellation was refused because your lounge set has already shipped; you can refuse the delivery or return it "
    "within 30 days.",
    ev, [("The cancellation was refused", S()), ("has already shipped", S()),
         ("refuse the delivery or return it within 30 days", S())],
    notes="refused_call cancelOrder DENY; OrderStatus Shipped; policy allows refusal or a return within 30 days of delivery.",
    incl=["30 days"])
add(13, SC, D_GARDEN, Q,
    "Dear Mr. Ishida,\nThank you for letting us know, and I am sorry we could not help sooner. Your lounge set was "
    "dispatched on 13 May at 10:05 with Sagawa Express, so the cancellation request could not go through. Once it "
    "arrives, you can request a return within 30 days; a return collection fee of ¥5,500 will be deducted from the refund "
    "because this is a change-of-mind return of large furniture. The ¥89,800 you paid would then be refunded less that "
    "fee, ¥84,300 in total.\nBest regards,\nKinoshita Garden Works",
    ev, [("dispatched on 13 May at 10:05 with Sagawa Express", S()),
         ("the cancellation request could not go through", S()), ("request a return within 30 days", S()),
         ("collection fee of ¥5,500", S()), ("The ¥89,800 you paid", S()), ("¥84,300 in total", S())],
    notes="ShipDate 2026-05-13T01:05:00Z = 10:05 JST; OrderTotal 89800 - fee 5500 = 84300.",
    incl=["¥84,300", "10:05"])
add(14, SC, D_GARDEN, Q,
    "Thank you for your message. I have cancelled order 503-6650931-1187420 for you, and the ¥89,800 will be refunded to "
    "your card within a few days.\n1. The lounge set is with Sagawa Express at the moment.\n2. If the courier still "
    "arrives, simply refuse the parcel.",
    ev, [("I have cancelled order 503-6650931-1187420", NOTEX()),
         ("¥89,800 will be refunded to your card within a few days",
          CI("NOT_EXECUTED", "CLAIM_WITHOUT_TOOL_EVIDENCE", "NO_POLICY_EVIDENCE", "NLI_NOT_ENTAILED")),
         ("with Sagawa Express at the moment", S()), ("simply refuse the parcel", S())],
    errors=["refused_call_effect", "invented_promise"], now=NOW,
    excl=["I have cancelled order", "refunded to your card within a few days"],
    notes="cancelOrder was DENIED, so nothing was cancelled and no refund is due; the refund timing is invented.")
add(15, SC, D_GARDEN, Q,
    "I'm sorry, but I was not able to cancel order 503-6650931-1187420: it was handed to Sagawa this morning and is "
    "already on its way.\n1. You may refuse the delivery when it arrives, expected on Thursday, 14 May.\n2. Or you can "
    "request a return within 30 days of delivery.\n3. As the set is large furniture over 30 kg, our courier collects it "
    "free of charge.\nI apologise that we could not do more.",
    ev, [("not able to cancel order 503-6650931-1187420", S()), ("handed to Sagawa this morning", S()),
         ("already on its way", S()), ("refuse the delivery when it arrives", S()),
         ("expected on Thursday, 14 May", DATE()), ("within 30 days of delivery", S()),
         ("collects it free of charge", POLC())],
    errors=["unit_conversion", "wrong_policy_condition"], now=NOW,
    excl=["Thursday, 14 May", "free of charge"],
    notes="EarliestDeliveryDate 2026-05-14T15:00:00Z is 15 May in Tokyo; the policy charges ¥5,500 for change-of-mind collection of furniture over 30 kg.")
add(3, SC, D_GARDEN, Q,
    "I'm sorry, the order could not be cancelled because it shipped on 13 May. You may return it within 30 days of "
    "delivery; a collection fee of ¥3,300 applies to change-of-mind returns of large furniture.",
    ev, [("could not be cancelled", S()), ("shipped on 13 May", S()), ("within 30 days of delivery", S()),
         ("collection fee of ¥3,300", POLC())],
    errors=["wrong_amount"], excl=["¥3,300"], incl=["5,500|5500", "13 May"], repair=True,
    notes="The cancellation policy sets the collection fee at ¥5,500.")

# ---- G4 folding-chairs-promo ----------------------------------------------------------------
ev = [
    rec("getOrder#503-3390127-5528804", "tool:orders.getOrder", {"payload": {
        "AmazonOrderId": "503-3390127-5528804", "PurchaseDate": "2026-05-19T03:12:26Z",
        "OrderStatus": "Unshipped", "FulfillmentChannel": "MFN", "OrderTotal": jpy(29440),
        "LatestShipDate": "2026-05-21T14:59:59Z", "EarliestDeliveryDate": "2026-05-22T15:00:00Z",
        "LatestDeliveryDate": "2026-05-25T14:59:59Z", "BuyerInfo": {"BuyerName": "Oda Mirei"}}}),
    rec("getOrderItems#503-3390127-5528804", "tool:orders.getOrderItems", {"payload": {"OrderItems": [
        {"ASIN": "B0DBC0490A", "SellerSKU": "KGW-BC-ACA", "Title": "Folding Bistro Chair, Acacia",
         "QuantityOrdered": 4, "QuantityShipped": 0, "ItemPrice": jpy(19600), "ShippingPrice": jpy(0),
         "PromotionDiscount": jpy(1960), "PromotionIds": ["KGW-BUY4-10OFF"]},
        {"ASIN": "B0DBT1180A", "SellerSKU": "KGW-BT-70-ACA", "Title": "Folding Bistro Table 70 cm, Acacia",
         "QuantityOrdered": 1, "QuantityShipped": 0, "ItemPrice": jpy(11800), "ShippingPrice": jpy(0),
         "PromotionDiscount": jpy(0), "PromotionIds": []}]}}),
    rec("getListingsItem#KGW-BC-ACA", "tool:listings.getListingsItem", {
        "Sku": "KGW-BC-ACA", "Offers": [{"OfferType": "B2C", "Price": {"CurrencyCode": "JPY", "Amount": "4900"}}],
        "PriceHistory": [{"Amount": "5400", "ValidFrom": "2026/02/01", "ValidTo": "2026/04/30", "Status": "SUPERSEDED"},
                         {"Amount": "4900", "ValidFrom": "2026/05/01", "ValidTo": None, "Status": "ACTIVE"}]}),
    pol("promo#KGW-BUY4-10OFF", "Buy-4 offer: when four or more chairs of the same model are bought in one order, 10% is "
        "taken off the price of those chairs. The discount does not apply to tables, cushions or covers. It cannot be "
        "combined with coupon codes. Standard shipping is free on all garden furniture orders. The offer runs until "
        "31 May 2026.", "promo-2026-05"),
]
Q = "Did my 10% multi-buy discount apply to order 503-3390127-5528804? The total looks odd."
SC = "folding-chairs-promo"
add(16, SC, D_GARDEN, Q,
    "Thank you for checking, and sorry for the confusion. Here is how order 503-3390127-5528804 adds up:\n1. Four acacia "
    "bistro chairs at ¥4,900 each: ¥19,600.\n2. Buy-4 discount of 10% on the chairs: −¥1,960.\n3. Bistro table: ¥11,800 "
    "(the offer does not cover tables).\n4. Order total: ¥29,440, with free shipping.\nThe discount was applied correctly.",
    ev, [("Four acacia bistro chairs at ¥4,900 each: ¥19,600", S()), ("on the chairs: −¥1,960", S()),
         ("Bistro table: ¥11,800", S()), ("the offer does not cover tables", S()),
         ("Order total: ¥29,440", S()), ("with free shipping", S()), ("The discount was applied correctly", S())],
    notes="ItemPrice 19600 for 4 chairs (4,900 each, the ACTIVE price), PromotionDiscount 1960, table 11800, OrderTotal 29440, ShippingPrice 0; promo text excludes tables.",
    incl=["¥29,440", "¥1,960"])
add(17, SC, D_GARDEN, Q,
    "Yes, the multi-buy offer was applied: ¥1,960 was taken off your four chairs. The table is excluded from the offer, "
    "so your order total comes to ¥29,440. The order is still waiting to ship and will leave our warehouse by 21 May.",
    ev, [("the multi-buy offer was applied", S()), ("¥1,960 was taken off your four chairs", S()),
         ("The table is excluded from the offer", S()), ("comes to ¥29,440", S()),
         ("still waiting to ship", S()), ("leave our warehouse by 21 May", S())],
    notes="PromotionIds KGW-BUY4-10OFF with discount 1960; OrderStatus Unshipped; LatestShipDate 2026-05-21T14:59:59Z = 23:59 JST 21 May.",
    incl=["21 May"])
add(18, SC, D_GARDEN, Q,
    "Discount applied: 10% off the four chairs (¥1,960); total ¥29,440.",
    ev, [("10% off the four chairs (¥1,960)", S()), ("total ¥29,440", S())],
    notes="PromotionDiscount 1960 is 10% of ItemPrice 19600; OrderTotal 29440.", incl=["¥29,440"])
add(19, SC, D_GARDEN, Q,
    "Thank you for your patience. Here is a breakdown of order 503-3390127-5528804:\n1. Chairs: ¥5,400 each, four in "
    "total.\n2. Buy-4 saving: ¥1,960.\n3. Table: ¥11,800.\n4. Total charged: ¥29,440.\nI hope this clarifies things.",
    ev, [("Chairs: ¥5,400 each", AMT()), ("four in total", S()), ("Buy-4 saving: ¥1,960", S()),
         ("Table: ¥11,800", S()), ("Total charged: ¥29,440", S())],
    errors=["stale_value"], excl=["¥5,400"],
    notes="¥5,400 is the SUPERSEDED price (to 2026/04/30); the order line is 19600 for 4 chairs, ¥4,900 each.")
add(20, SC, D_GARDEN, Q,
    "Yes, the discount applied: your four chairs came to ¥17,640 after 10% off, and with the table your order total is "
    "¥28,440. You can also add a coupon code on top of the offer next time.",
    ev, [("came to ¥17,640 after 10% off", S()), ("order total is ¥28,440", AMT()),
         ("add a coupon code on top of the offer", POLC())],
    errors=["wrong_arithmetic", "wrong_policy_condition"], excl=["¥28,440", "coupon code on top"],
    notes="17,640 + 11,800 = 29,440 (OrderTotal), not 28,440; the promo text says it cannot be combined with coupon codes.")
add(4, SC, D_GARDEN, Q,
    "Thank you for asking. The Buy-4 offer took ¥1,960 off your four chairs, and the order total is ¥29,440. The order "
    "will ship by 28 May.",
    ev, [("took ¥1,960 off your four chairs", S()), ("the order total is ¥29,440", S()),
         ("will ship by 28 May", DATE())],
    errors=["wrong_date"], excl=["by 28 May"], incl=["21 May", "¥29,440"], repair=True,
    notes="LatestShipDate 2026-05-21T14:59:59Z is 21 May in Tokyo.")

# =============================================================================================
# CAMPING GEAR (Yamabiko Outdoor)
# =============================================================================================
D_CAMP = "camping gear"

# ---- C1 sleeping-bags-partial ---------------------------------------------------------------
ev = [
    rec("getOrder#503-8120447-3016952", "tool:orders.getOrder", {"payload": {
        "AmazonOrderId": "503-8120447-3016952", "PurchaseDate": "2026-05-31T12:44:09Z",
        "OrderStatus": "PartiallyShipped", "FulfillmentChannel": "MFN", "OrderTotal": jpy(41800),
        "NumberOfItemsShipped": 2, "NumberOfItemsUnshipped": 1, "BuyerInfo": {"BuyerName": "Hayashi Daiki"},
        "OrderItems": [
            {"ASIN": "B0DSB5M01D", "SellerSKU": "YMB-DSB-M5", "Title": "Down Sleeping Bag, comfort -5°C",
             "QuantityOrdered": 2, "QuantityShipped": 1, "ItemPrice": jpy(39600), "ShippingPrice": jpy(0)},
            {"ASIN": "B0DCS0220S", "SellerSKU": "YMB-CS-15L", "Title": "Compression Stuff Sack 15 L",
             "QuantityOrdered": 1, "QuantityShipped": 1, "ItemPrice": jpy(2200), "ShippingPrice": jpy(0)}]}}),
    rec("getOrderShipments#503-8120447-3016952", "tool:shipping.getOrderShipments", {"Shipments": [
        {"ShipmentId": "YMB-SH-55301", "CarrierCode": "JAPAN_POST", "CarrierName": "Japan Post (Yu-Pack)",
         "TrackingNumber": "610288370145", "ShipDate": "2026-06-02T08:50:00Z", "TrackingStatus": "DELIVERED",
         "DeliveredDate": "2026-06-04T01:32:00Z",
         "Items": [{"SellerSKU": "YMB-DSB-M5", "Quantity": 1}, {"SellerSKU": "YMB-CS-15L", "Quantity": 1}]}]}),
    rec("backorder#YMB-DSB-M5", "tool:merchantFulfillment.getBackorderStatus", {
        "AmazonOrderId": "503-8120447-3016952", "SellerSKU": "YMB-DSB-M5", "QuantityPending": 1,
        "BackorderStatus": "AWAITING_STOCK", "ExpectedShipDate": "2026/06/08"}),
    rec("getOrder#503-5504791-2268310", "tool:orders.getOrder", {"payload": {
        "AmazonOrderId": "503-5504791-2268310", "PurchaseDate": "2026-03-14T02:03:51Z", "OrderStatus": "Shipped",
        "OrderTotal": jpy(19800), "OrderItems": [{"SellerSKU": "YMB-DSB-M5", "QuantityOrdered": 1,
                                                   "QuantityShipped": 1, "ItemPrice": jpy(19800)}]}}),
    pol("policy#backorders", "We will email you a tracking number for each parcel. When part of an order is back-ordered, "
        "we send what is in stock straight away and ship the remainder as soon as it arrives, without extra postage. If "
        "the remainder is delayed more than 10 days past the date we gave you, we will contact you to offer a "
        "cancellation of the remaining items.", "2025-11"),
]
Q = "I only got one sleeping bag but I ordered two. Order 503-8120447-3016952."
SC = "sleeping-bags-partial"
NOW = "2026-06-04T11:00:00+09:00"
add(21, SC, D_CAMP, Q,
    "I'm very sorry for the confusion. Your order 503-8120447-3016952 is being sent in two parcels:\n1. Parcel one, sent "
    "on 2 June by Japan Post, held one sleeping bag and the compression sack.\n2. The second sleeping bag is on back order "
    "and is expected to ship on 8 June.\n3. It will come without any extra postage, and we will email its tracking number "
    "once it leaves.\nThank you for bearing with us.",
    ev, [("is being sent in two parcels", S()), ("sent on 2 June by Japan Post", S()),
         ("held one sleeping bag and the compression sack", S()), ("The second sleeping bag is on back order", S()),
         ("expected to ship on 8 June", S()), ("without any extra postage", S()),
         ("we will email its tracking number", S())],
    notes="ShipDate 08:50Z = 17:50 JST 2 June with 1 bag + 1 sack; backorder QuantityPending 1, ExpectedShipDate 2026/06/08; policy: no extra postage, tracking emailed.",
    incl=["8 June"])
add(22, SC, D_CAMP, Q,
    "Good morning, and apologies: only one of your two down sleeping bags has shipped so far, because the second was out "
    "of stock. It is due to ship on Monday, 8 June, at no additional postage.",
    ev, [("only one of your two down sleeping bags has shipped so far", S()), ("the second was out of stock", S()),
         ("due to ship on Monday, 8 June", S()), ("at no additional postage", S())],
    now=NOW, notes="QuantityOrdered 2, QuantityShipped 1; BackorderStatus AWAITING_STOCK; 8 June 2026 is a Monday.",
    incl=["8 June"])
add(23, SC, D_CAMP, Q,
    "Dear Mr. Hayashi,\nThank you for writing. The first parcel (Japan Post 610288370145) reached you today with one "
    "sleeping bag and the sack; the second bag, ¥19,800 of your ¥41,800 order, follows when it ships on 8 June.\nWith "
    "apologies,\nYamabiko Outdoor",
    ev, [("Japan Post 610288370145", S()), ("reached you today", S()), ("one sleeping bag and the sack", S()),
         ("¥19,800 of your ¥41,800 order", S()), ("follows when it ships on 8 June", S())],
    now=NOW, notes="DeliveredDate 01:32Z = 10:32 JST 4 June (today); 39,600 for two bags is 19,800 each; OrderTotal 41800.",
    incl=["610288370145"])
add(24, SC, D_CAMP, Q,
    "I'm very sorry for the confusion. Your order 503-8120447-3016952 is being sent in two parcels:\n1. Parcel one, sent "
    "on 2 June by Japan Post, held one sleeping bag and the compression sack.\n2. The remaining two sleeping bags are on "
    "back order and are expected to ship on 8 June.\n3. They will come without any extra postage, and we will email the "
    "tracking number once they leave.\nThank you for bearing with us.",
    ev, [("is being sent in two parcels", S()), ("sent on 2 June by Japan Post", S()),
         ("held one sleeping bag and the compression sack", S()), ("The remaining two sleeping bags", QTY()),
         ("expected to ship on 8 June", S()), ("without any extra postage", S()),
         ("we will email the tracking number", S())],
    errors=["wrong_quantity"], excl=["remaining two sleeping bags"],
    notes="Backorder QuantityPending is 1 (2 ordered, 1 shipped).")
add(25, SC, D_CAMP, Q,
    "Thank you for your message. I checked order 503-8120447-3016952:\n1. One bag and the stuff sack were delivered this "
    "morning.\n2. The second bag will be shipped on 8 June with a free upgrade to express delivery.\n3. You will also "
    "receive a ¥2,000 credit for the inconvenience.",
    ev, [("delivered this morning", S()), ("will be shipped on 8 June", S()),
         ("free upgrade to express delivery", NOREC()),
         ("¥2,000 credit for the inconvenience", I("CLAIM_WITHOUT_TOOL_EVIDENCE", "NO_POLICY_EVIDENCE", "NLI_NOT_ENTAILED"))],
    errors=["unrecorded_extra", "invented_promise"], now=NOW,
    excl=["upgrade to express delivery", "¥2,000 credit"],
    notes="No record or policy mentions an express upgrade or a goodwill credit; delivery 10:32 JST today and ship date 8 June are recorded.")
add(5, SC, D_CAMP, Q,
    "Sorry for the trouble! Your order is coming in two parcels. The first arrived today with one sleeping bag and the "
    "compression sack, and the second bag is expected to ship on 6 June.",
    ev, [("coming in two parcels", S()), ("arrived today", S()), ("one sleeping bag and the compression sack", S()),
         ("expected to ship on 6 June", DATE())],
    errors=["wrong_date"], excl=["on 6 June"], incl=["8 June", "compression sack"], now=NOW, repair=True,
    notes="Backorder ExpectedShipDate is 2026/06/08.")

# ---- C2 stove-lost-parcel -------------------------------------------------------------------
ev = [
    rec("getOrder#503-2761093-8845127", "tool:orders.getOrder", {"payload": {
        "AmazonOrderId": "503-2761093-8845127", "PurchaseDate": "2026-05-15T09:27:33Z", "OrderStatus": "Shipped",
        "FulfillmentChannel": "MFN", "OrderTotal": jpy(7760), "BuyerInfo": {"BuyerName": "Kubo Asami"},
        "OrderItems": [
            {"SellerSKU": "YMB-STV-CPT", "ASIN": "B0DGS0648C", "Title": "Compact Gas Stove", "QuantityOrdered": 1,
             "QuantityShipped": 1, "ItemPrice": jpy(6480)},
            {"SellerSKU": "YMB-WS-AL", "ASIN": "B0DWS0128A", "Title": "Aluminium Windscreen", "QuantityOrdered": 1,
             "QuantityShipped": 1, "ItemPrice": jpy(1280)}]}}),
    rec("getOrderShipments#503-2761093-8845127", "tool:shipping.getOrderShipments", {"Shipments": [
        {"ShipmentId": "YMB-SH-54022", "CarrierCode": "SAGAWA", "TrackingNumber": "360911254470",
         "ShipDate": "2026-05-16T03:15:00Z", "TrackingStatus": "LOST",
         "CarrierClaim": {"CarrierClaimId": "SGW-CLM-0525-0417", "ClaimStatus": "LOSS_CONFIRMED",
                          "ConfirmedAt": "2026-05-26T05:00:00Z"}}]}),
    rec("getOrder#503-0938815-4472190", "tool:orders.getOrder", {"payload": {
        "AmazonOrderId": "503-0938815-4472190", "IsReplacementOrder": True,
        "ReplacedOrderId": "503-2761093-8845127", "PurchaseDate": "2026-05-26T06:02:00Z", "OrderStatus": "Shipped",
        "OrderTotal": jpy(0), "LatestDeliveryDate": "2026-05-28T14:59:59Z",
        "OrderItems": [{"SellerSKU": "YMB-STV-CPT", "QuantityOrdered": 1, "QuantityShipped": 1, "ItemPrice": jpy(0)},
                       {"SellerSKU": "YMB-WS-AL", "QuantityOrdered": 1, "QuantityShipped": 1, "ItemPrice": jpy(0)}],
        "Shipments": [{"CarrierCode": "SAGAWA", "TrackingNumber": "360927718804",
                       "ShipDate": "2026-05-26T23:30:00Z", "TrackingStatus": "IN_TRANSIT"}]}}),
    pol("policy#lost-parcels", "Replacement orders show a total of ¥0 in your account. If tracking shows a parcel lost in "
        "transit, we send a replacement at no cost as soon as the carrier confirms the loss, and you do not need to return "
        "anything. If the item is out of stock, we refund the order in full instead of replacing it.", "v2"),
]
Q = "My stove never arrived, order 503-2761093-8845127. Tracking hasn't moved in a week."
SC = "stove-lost-parcel"
NOW = "2026-05-27T14:00:00+09:00"
add(26, SC, D_CAMP, Q,
    "I'm so sorry your stove went missing. Here is what we have done:\n1. Sagawa has confirmed that the parcel for order "
    "503-2761093-8845127 was lost in transit.\n2. We sent a free replacement under order 503-0938815-4472190 on 27 May.\n"
    "3. It should reach you by 28 May.\n4. There is nothing you need to return.",
    ev, [("was lost in transit", S()), ("We sent a free replacement", S()),
         ("under order 503-0938815-4472190 on 27 May", S()), ("reach you by 28 May", S()),
         ("nothing you need to return", S())],
    notes="ClaimStatus LOSS_CONFIRMED; replacement order total 0 shipped 2026-05-26T23:30Z = 08:30 JST 27 May; LatestDeliveryDate 28 May JST; policy: nothing to return.",
    incl=["503-0938815-4472190", "28 May"])
add(27, SC, D_CAMP, Q,
    "Your replacement stove and windscreen, order 503-0938815-4472190, shipped on 27 May at 08:30 and should arrive by "
    "28 May; it is at no charge to you.",
    ev, [("Your replacement stove and windscreen", S()), ("shipped on 27 May at 08:30", S()),
         ("arrive by 28 May", S()), ("at no charge to you", S())],
    notes="Replacement holds YMB-STV-CPT and YMB-WS-AL, OrderTotal 0; ShipDate 23:30Z on 26 May = 08:30 JST 27 May.",
    incl=["08:30"])
add(28, SC, D_CAMP, Q,
    "Dear Ms. Kubo,\nPlease accept our apologies. The carrier confirmed the loss of your parcel, so a replacement went out "
    "this morning and is due tomorrow, Thursday 28 May. Your original payment of ¥7,760 stands and no further charge "
    "applies.\nYamabiko Outdoor Customer Care",
    ev, [("The carrier confirmed the loss of your parcel", S()), ("a replacement went out this morning", S()),
         ("due tomorrow, Thursday 28 May", S()), ("original payment of ¥7,760", S()),
         ("no further charge applies", S())],
    now=NOW, notes="now 27 May 14:00 JST; replacement ShipDate 08:30 JST today; 28 May 2026 is Thursday; original OrderTotal 7760; replacement total 0.",
    incl=["28 May"])
add(29, SC, D_CAMP, Q,
    "I'm sorry your stove never arrived.\n1. The carrier confirmed the parcel was lost.\n2. A free replacement shipped on "
    "27 May.\n3. You can follow it with tracking number 503-0938815-4472190.\n4. It should arrive by 28 May.",
    ev, [("the parcel was lost", S()), ("A free replacement shipped on 27 May", S()),
         ("tracking number 503-0938815-4472190", IDM()), ("arrive by 28 May", S())],
    errors=["wrong_role"], excl=["tracking number 503-0938815-4472190"],
    notes="503-0938815-4472190 is the replacement order id; its tracking number is 360927718804.")
add(30, SC, D_CAMP, Q,
    "Thank you for your patience, and I'm sorry about the missing stove. The carrier confirmed the loss, and a free "
    "replacement shipped on 26 May. We have also refunded your ¥7,760 in full, so you do not need to do anything else.",
    ev, [("The carrier confirmed the loss", S()), ("replacement shipped on 26 May", DATE()),
         ("refunded your ¥7,760 in full", COND()), ("you do not need to do anything else", S())],
    errors=["unit_conversion", "condition_unmet"], excl=["on 26 May", "refunded your ¥7,760"],
    notes="ShipDate 2026-05-26T23:30:00Z is 27 May in Tokyo; a full refund applies only when the item is out of stock, and a replacement was sent instead (no refund record).")
add(6, SC, D_CAMP, Q,
    "I'm so sorry your stove went missing. Sagawa confirmed the parcel was lost, so we sent a free replacement under "
    "order 503-0938815-4472910 on 27 May. It should reach you by 28 May, and there is nothing you need to return.",
    ev, [("Sagawa confirmed the parcel was lost", S()), ("order 503-0938815-4472910", IDM()),
         ("on 27 May", S()), ("reach you by 28 May", S()), ("nothing you need to return", S())],
    errors=["wrong_id"], excl=["503-0938815-4472910"], incl=["503-0938815-4472190", "28 May"], repair=True,
    notes="The replacement order is 503-0938815-4472190 (last digits transposed in the draft).")

# ---- C3 lantern-warranty --------------------------------------------------------------------
ev = [
    rec("getOrder#503-4407712-0093381", "tool:orders.getOrder", {"payload": {
        "AmazonOrderId": "503-4407712-0093381", "PurchaseDate": "2026-04-07T13:20:45Z", "OrderStatus": "Shipped",
        "OrderTotal": jpy(8980), "BuyerInfo": {"BuyerName": "Sakai Takumi"},
        "OrderItems": [{"SellerSKU": "YMB-LT-400", "ASIN": "B0DLT0400Y", "Title": "LED Camp Lantern LT-400",
                        "QuantityOrdered": 1, "QuantityShipped": 1, "ItemPrice": jpy(8980)}],
        "Shipments": [{"CarrierCode": "YAMATO", "TrackingNumber": "447190023315", "TrackingStatus": "DELIVERED",
                       "DeliveredDate": "2026-04-10T06:10:00Z"}]}}),
    rec("getWarranty#YMB-WR-118204", "tool:sellerWarranty.getRegistration", {
        "WarrantyId": "YMB-WR-118204", "AmazonOrderId": "503-4407712-0093381", "SellerSKU": "YMB-LT-400",
        "Term": "P1Y", "StartDate": "2026/04/10", "EndDate": "2027/04/09", "Status": "ACTIVE", "ClaimsMade": 0}),
    psg("kb#lt-400-specs", "LED Camp Lantern LT-400: maximum output 400 lumens.\nRuntime on a full charge (5,200 mAh "
        "battery): 6 hours on high, 30 hours on low.\nCharging over USB-C takes about 4 hours.\nWater resistance IPX4: "
        "safe in rain, not for submersion.\nThe USB-A port can top up a phone.", "help centre"),
    pol("policy#lantern-warranty", "All Yamabiko lanterns carry a 1-year warranty from delivery against manufacturing "
        "defects. The warranty covers battery failure but not damage from submersion or drops. Warranty repairs are free, "
        "including return postage. Please quote the warranty ID with any claim.", "2025-09"),
]
Q = "My lantern only lasts about 3 hours on low now. Is that normal, and is it under warranty? Order 503-4407712-0093381."
SC = "lantern-warranty"
add(31, SC, D_CAMP, Q,
    "I'm sorry to hear the lantern is fading so quickly. To answer your questions:\n1. On a full charge the LT-400 should "
    "run about 30 hours on low, so 3 hours is not normal.\n2. Your lantern is covered by our 1-year warranty until "
    "9 April 2027 (warranty ID YMB-WR-118204).\n3. Battery failure is covered, and the repair, including return postage, "
    "is free.\nPlease quote the warranty ID when you send it in.",
    ev, [("run about 30 hours on low", S()), ("covered by our 1-year warranty until 9 April 2027", S()),
         ("(warranty ID YMB-WR-118204)", S()), ("Battery failure is covered", S()),
         ("including return postage, is free", S())],
    notes="KB: 30 hours on low; warranty record Term P1Y, EndDate 2027/04/09, Status ACTIVE; policy covers battery failure and free repairs with return postage.",
    incl=["30 hours", "YMB-WR-118204"])
add(32, SC, D_CAMP, Q,
    "That's not normal—the LT-400 runs 30 hours on low—and your warranty (YMB-WR-118204) is active until 2027/04/09, so "
    "we'll repair it free of charge.",
    ev, [("the LT-400 runs 30 hours on low", S()), ("(YMB-WR-118204) is active until 2027/04/09", S()),
         ("repair it free of charge", S())],
    notes="KB runtime 30 h low; warranty EndDate 2027/04/09; policy: warranty repairs are free.", incl=["2027/04/09"])
add(33, SC, D_CAMP, Q,
    "Dear Mr. Sakai,\nThank you for getting in touch, and my apologies for the trouble. A fully charged LT-400 is rated for "
    "six hours on high and thirty hours on low. Your lantern was delivered on 10 April, so it remains within the one-year "
    "warranty, which covers battery faults.\nKind regards,\nYamabiko Outdoor",
    ev, [("six hours on high and thirty hours on low", S()), ("delivered on 10 April", S()),
         ("remains within the one-year warranty", S()), ("which covers battery faults", S())],
    notes="KB runtimes 6 h / 30 h; DeliveredDate 06:10Z = 15:10 JST 10 April; warranty ACTIVE, P1Y.",
    incl=["10 April"])
add(34, SC, D_CAMP, Q,
    "I'm sorry to hear the lantern is fading so quickly. To answer your questions:\n1. On a full charge the LT-400 should "
    "run about 60 hours on low, so 3 hours is not normal.\n2. Your lantern is covered by our 1-year warranty until "
    "9 April 2027 (warranty ID YMB-WR-118204).\n3. Battery failure and water damage are both covered, and the repair is "
    "free.\nPlease quote the warranty ID when you send it in.",
    ev, [("run about 60 hours on low", FACTC()), ("covered by our 1-year warranty until 9 April 2027", S()),
         ("(warranty ID YMB-WR-118204)", S()), ("Battery failure and water damage are both covered", POLC()),
         ("the repair is free", S())],
    errors=["wrong_value", "wrong_policy_condition"], excl=["60 hours", "water damage are both covered"],
    notes="KB gives 30 hours on low; the warranty excludes damage from submersion or drops.")
add(35, SC, D_CAMP, Q,
    "Thank you for your message, and sorry for the inconvenience. Three hours on low is well short of the rated 30 hours, "
    "so something is wrong with the battery. Your lantern has our 2-year warranty, and the warranty also includes a free "
    "replacement battery every year.",
    ev, [("well short of the rated 30 hours", S()), ("Your lantern has our 2-year warranty", C("VALUE_MISMATCH", "NLI_CONTRADICTION", "DATE_MISMATCH")),
         ("a free replacement battery every year", NOPOL())],
    errors=["wrong_period", "unlisted_perk"], excl=["2-year warranty", "free replacement battery every year"],
    notes="Warranty Term is P1Y (policy: 1-year); no policy lists a yearly battery replacement.")
add(7, SC, D_CAMP, Q,
    "Dear Mr. Sakai,\nThank you for getting in touch. A fully charged LT-400 should give thirty hours on low, so three hours "
    "points to a battery fault. Your lantern was delivered on 10 April and is within the one-year warranty, which runs until "
    "9 April 2028 and covers battery faults.\nKind regards,\nYamabiko Outdoor",
    ev, [("thirty hours on low", S()), ("delivered on 10 April", S()), ("within the one-year warranty", S()),
         ("runs until 9 April 2028", DATE()), ("covers battery faults", S())],
    errors=["wrong_date"], excl=["9 April 2028"], incl=["2027", "10 April"], repair=True,
    notes="Warranty EndDate is 2027/04/09.")

# ---- C4 sleeping-pad-exchange ---------------------------------------------------------------
ev = [
    rec("getOrder#503-6018834-7725509", "tool:orders.getOrder", {"payload": {
        "AmazonOrderId": "503-6018834-7725509", "PurchaseDate": "2026-05-17T04:55:10Z", "OrderStatus": "Shipped",
        "OrderTotal": jpy(11500), "BuyerInfo": {"BuyerName": "Nakano Rie"},
        "OrderItems": [{"SellerSKU": "YMB-SP-R-BLU", "ASIN": "B0DSPR115B", "Title": "Inflatable Sleeping Pad, Regular, Blue",
                        "QuantityOrdered": 1, "QuantityShipped": 1, "ItemPrice": jpy(11500)}],
        "Shipments": [{"CarrierCode": "YAMATO", "TrackingStatus": "DELIVERED", "DeliveredDate": "2026-05-20T02:40:00Z"}]}}),
    rec("returnsReport#RR-3KX81VPD", "tool:reports.GET_FLAT_FILE_RETURNS_DATA_BY_RETURN_DATE", {
        "ReturnRequestId": "RR-3KX81VPD", "AmazonOrderId": "503-6018834-7725509", "SellerSKU": "YMB-SP-R-BLU",
        "ReturnReasonCode": "CUSTOMER_CHANGED_MIND", "ReturnRequestStatus": "AUTHORIZED",
        "ReturnAuthorizationId": "RMA-YMB-40716", "LabelType": "CUSTOMER_PAID",
        "ReturnByDate": "2026-06-19T14:59:59Z", "Resolution": "EXCHANGE", "ExchangeSellerSKU": "YMB-SP-L-BLU"}),
    rec("getListingsItem#sleeping-pads", "tool:listings.getListingsItem", {"Items": [
        {"Sku": "YMB-SP-L-BLU", "Title": "Inflatable Sleeping Pad, Long, Blue", "Price": {"CurrencyCode": "JPY", "Amount": "12900"}},
        {"Sku": "YMB-SP-W-BLU", "Title": "Inflatable Sleeping Pad, Wide, Blue", "Price": {"CurrencyCode": "JPY", "Amount": "14200"}}]}),
    pol("policy#exchanges", "Exchanges for a different size are accepted within 30 days of delivery if the item is unused "
        "and in its original packaging. We provide a prepaid return label only when the item is faulty or we sent the "
        "wrong item; otherwise return postage is paid by the customer. If the new size costs more, the difference is "
        "charged when the exchange ships; if it costs less, the difference is refunded. Exchange items ship within 2 "
        "business days of us receiving your return.", "v3"),
]
Q = "The regular pad is too short for me. Can I swap it for the long one? Order 503-6018834-7725509."
SC = "sleeping-pad-exchange"
add(36, SC, D_CAMP, Q,
    "Of course, and I'm sorry the regular size didn't work out. Here's how the exchange works:\n1. Your return is "
    "authorised under RMA-YMB-40716.\n2. Please send the pad back unused and in its original packaging by 19 June.\n"
    "3. Return postage is at your cost, as the prepaid label is only for faulty or wrong items.\n4. The long pad is "
    "¥1,400 more, which will be charged when it ships.\n5. We ship the exchange within 2 business days of receiving your "
    "return.",
    ev, [("authorised under RMA-YMB-40716", S()), ("unused and in its original packaging by 19 June", S()),
         ("Return postage is at your cost", S()), ("only for faulty or wrong items", S()),
         ("The long pad is ¥1,400 more", S()), ("charged when it ships", S()),
         ("within 2 business days of receiving your return", S())],
    notes="ReturnRequestStatus AUTHORIZED with RMA-YMB-40716, LabelType CUSTOMER_PAID, ReturnByDate 14:59:59Z 19 June = 23:59 JST 19 June; 12,900 - 11,500 = 1,400.",
    incl=["RMA-YMB-40716", "¥1,400"])
add(37, SC, D_CAMP, Q,
    "Yes—return RMA-YMB-40716 is approved; send it back by 19 June at your own postage and we'll ship the long pad for an "
    "extra ¥1,400.",
    ev, [("return RMA-YMB-40716 is approved", S()), ("send it back by 19 June", S()), ("at your own postage", S()),
         ("for an extra ¥1,400", S())],
    notes="Return AUTHORIZED, customer-paid label, ReturnByDate 19 June JST; long pad 12900 vs paid 11500.",
    incl=["19 June"])
add(38, SC, D_CAMP, Q,
    "Dear Ms. Nakano,\nThank you for letting us know. Your exchange has been set up: the regular pad you received on 20 May "
    "can be returned until 19 June, which is 30 days after delivery. When we receive it, we will send the long pad "
    "(¥12,900) and charge only the ¥1,400 difference from the ¥11,500 you paid.\nWarm regards,\nYamabiko Outdoor",
    ev, [("Your exchange has been set up", S()), ("received on 20 May", S()), ("returned until 19 June", S()),
         ("30 days after delivery", S()), ("the long pad (¥12,900)", S()),
         ("charge only the ¥1,400 difference", S()), ("the ¥11,500 you paid", S())],
    notes="Resolution EXCHANGE to YMB-SP-L-BLU; DeliveredDate 02:40Z = 11:40 JST 20 May; policy 30 days; prices 12900 and 11500.",
    incl=["¥12,900"])
add(39, SC, D_CAMP, Q,
    "Of course, and I'm sorry the regular size didn't work out. Here's how the exchange works:\n1. Your return is "
    "authorised under RMA-YMB-40716.\n2. Please send the pad back unused and in its original packaging by 19 June.\n"
    "3. We will email you a prepaid return label, so the postage is free for you.\n4. The long pad is ¥1,400 more, which "
    "will be charged when it ships.\n5. We ship the exchange within 2 business days of receiving your return.",
    ev, [("authorised under RMA-YMB-40716", S()), ("unused and in its original packaging by 19 June", S()),
         ("email you a prepaid return label", COND()), ("The long pad is ¥1,400 more", S()),
         ("charged when it ships", S()), ("within 2 business days of receiving your return", S())],
    errors=["condition_unmet"], excl=["prepaid return label"],
    notes="Prepaid labels are only for faulty or wrong items; this return is CUSTOMER_CHANGED_MIND with LabelType CUSTOMER_PAID.")
add(40, SC, D_CAMP, Q,
    "Thank you for reaching out, and sorry for the trouble. We have authorised return RMA-YMB-40716 for the regular pad. "
    "The long pad is ¥2,700 more than the one you have, charged when it ships, and we send it the same day we receive "
    "your return.",
    ev, [("authorised return RMA-YMB-40716", S()), ("The long pad is ¥2,700 more", AMT()),
         ("charged when it ships", S()), ("the same day we receive your return", POLC())],
    errors=["other_record_value", "wrong_period"], excl=["¥2,700", "the same day we receive"],
    notes="¥2,700 is the Wide pad's price (14,200) less 11,500; the Long pad is 12,900, so ¥1,400. Policy: ships within 2 business days.")
add(8, SC, D_CAMP, Q,
    "Yes—return RMA-YMB-40716 is approved; please send the pad back by 19 June, and we'll ship the long pad for an extra "
    "¥1,200.",
    ev, [("return RMA-YMB-40716 is approved", S()), ("send the pad back by 19 June", S()),
         ("for an extra ¥1,200", AMT())],
    errors=["wrong_arithmetic"], excl=["¥1,200"], incl=["1,400|1400", "19 June"], repair=True,
    notes="12,900 - 11,500 = 1,400.")

# =============================================================================================
# KITCHEN KNIVES (Takehara Blade Co.)
# =============================================================================================
D_KNIFE = "kitchen knives"

# ---- K1 gyuto-engraving-delay ---------------------------------------------------------------
ev = [
    rec("getOrder#503-9051276-3308841", "tool:orders.getOrder", {"payload": {
        "AmazonOrderId": "503-9051276-3308841", "PurchaseDate": "2026-05-25T14:30:00Z", "OrderStatus": "Unshipped",
        "FulfillmentChannel": "MFN", "OrderTotal": jpy(26450), "LatestShipDate": "2026-06-01T14:59:59Z",
        "EarliestDeliveryDate": "2026-06-02T15:00:00Z", "LatestDeliveryDate": "2026-06-04T14:59:59Z",
        "BuyerInfo": {"BuyerName": "Tanaka Masaru"},
        "OrderItems": [
            {"SellerSKU": "THB-GY-210", "OrderItemId": "40339918272011", "Title": "Gyuto 210 mm, VG-10 Damascus",
             "QuantityOrdered": 1, "QuantityShipped": 0, "ItemPrice": jpy(24800)},
            {"SellerSKU": "THB-ENG-LATIN", "OrderItemId": "40339918272012", "Title": "Blade Engraving (Latin letters)",
             "QuantityOrdered": 1, "QuantityShipped": 0, "ItemPrice": jpy(1650)}]}}),
    rec("getCustomization#40339918272011", "tool:customization.getOrderItemCustomization", {
        "OrderItemId": "40339918272011", "EngravingText": "M. TANAKA", "Side": "LEFT_FACE",
        "ProductionStatus": "IN_PRODUCTION", "ProductionStartedAt": 1779757200, "LeadTime": "P5D",
        "LeadTimeBasis": "BUSINESS_DAYS", "EstimatedCompletion": "2026/06/01"}),
    rec("getOrder#503-1877230-6642013", "tool:orders.getOrder", {"payload": {
        "AmazonOrderId": "503-1877230-6642013", "PurchaseDate": "2026-04-02T01:15:00Z", "OrderStatus": "Shipped",
        "OrderTotal": jpy(18700), "LatestDeliveryDate": "2026-04-06T14:59:59Z",
        "OrderItems": [{"SellerSKU": "THB-SN-165", "Title": "Santoku 165 mm", "QuantityOrdered": 1, "QuantityShipped": 1}]}}),
    pol("policy#engraving", "Engraved knives are made to order, and engraving adds five business days before the knife "
        "ships. Engraving text cannot be changed once production has started. Because each engraved knife is personalised, "
        "it cannot be returned for change of mind; manufacturing faults are still covered by our lifetime warranty.", "2026-02"),
]
Q = "Why hasn't my gyuto shipped yet? I ordered it on 25 May. Also, can I change the engraving to 'M. TANAKA 2026'?"
SC = "gyuto-engraving-delay"
NOW = "2026-05-28T15:00:00+09:00"
add(41, SC, D_KNIFE, Q,
    "Thank you for your patience, and I'm sorry for the wait. Your gyuto is being engraved, so it has not shipped yet:\n"
    "1. Engraving of \"M. TANAKA\" started on 26 May at 10:00.\n2. Engraving adds five business days, and the knife will "
    "ship by 1 June.\n3. Delivery is expected between 3 and 4 June.\n4. Unfortunately the text cannot be changed now, "
    "because production has already started.",
    ev, [("Your gyuto is being engraved", S()), ("has not shipped yet", S()),
         ("started on 26 May at 10:00", S()), ("adds five business days", S()), ("ship by 1 June", S()),
         ("between 3 and 4 June", S()), ("the text cannot be changed now", S()),
         ("production has already started", S())],
    notes="ProductionStartedAt 1779757200 = 2026-05-26T01:00Z = 10:00 JST; LeadTime P5D; LatestShipDate 1 June JST; delivery 2 Jun 15:00Z-4 Jun 14:59Z = 3-4 June JST.",
    incl=["1 June", "10:00"])
add(42, SC, D_KNIFE, Q,
    "It's in engraving (started 26 May) and ships by Monday 1 June; the text can't be changed now that production has begun.",
    ev, [("It's in engraving (started 26 May)", S()), ("ships by Monday 1 June", S()),
         ("the text can't be changed now", S())],
    now=NOW, notes="ProductionStatus IN_PRODUCTION since 26 May JST; 1 June 2026 is a Monday; policy forbids text changes after production starts.",
    incl=["1 June"])
add(43, SC, D_KNIFE, Q,
    "Dear Mr. Tanaka,\nMy apologies for the wait. Engraved knives are made to order, and your 210 mm gyuto is in production "
    "now. It will leave us by 1 June and should reach you on 3 or 4 June. As production has started, we are unable to "
    "change the engraving text; we are sorry we cannot help with this.\nTakehara Blade Co.",
    ev, [("Engraved knives are made to order", S()), ("your 210 mm gyuto is in production now", S()),
         ("leave us by 1 June", S()), ("on 3 or 4 June", S()), ("unable to change the engraving text", S())],
    notes="Customization IN_PRODUCTION; LatestShipDate 1 June JST; delivery window 3-4 June JST; policy on text changes.",
    incl=["3 or 4 June"])
add(44, SC, D_KNIFE, Q,
    "Thank you for your patience, and I'm sorry for the wait. Your gyuto is being engraved, so it has not shipped yet:\n"
    "1. Engraving of \"M. TANAKA\" started on 26 May at 01:00.\n2. Engraving adds five business days, and the knife will "
    "ship by 1 June.\n3. Delivery is expected between 3 and 4 June.\n4. Unfortunately the text cannot be changed now, "
    "because production has already started.",
    ev, [("Your gyuto is being engraved", S()), ("has not shipped yet", S()),
         ("started on 26 May at 01:00", TIME()), ("adds five business days", S()), ("ship by 1 June", S()),
         ("between 3 and 4 June", S()), ("the text cannot be changed now", S()),
         ("production has already started", S())],
    errors=["unit_conversion"], excl=["at 01:00"],
    notes="1779757200 is 01:00 UTC, i.e. 10:00 in Tokyo; the draft gives the UTC time as local.")
add(45, SC, D_KNIFE, Q,
    "Thank you for your message. I've updated the engraving to \"M. TANAKA 2026\" for you. Your gyuto will ship by 1 June. "
    "If you change your mind, engraved knives can be returned within 30 days like any other item.",
    ev, [("I've updated the engraving to \"M. TANAKA 2026\"",
          CI("RECORD_STATE_MISMATCH", "VALUE_MISMATCH", "CLAIM_WITHOUT_TOOL_EVIDENCE", "NLI_CONTRADICTION")),
         ("will ship by 1 June", S()), ("engraved knives can be returned within 30 days", POLC())],
    errors=["invented_fact", "wrong_policy_condition"],
    excl=["updated the engraving", "can be returned within 30 days"],
    notes="EngravingText is still 'M. TANAKA' and policy bars changes after production starts; engraved knives cannot be returned for change of mind.")
add(9, SC, D_KNIFE, Q,
    "Sorry for the wait! Your gyuto is being engraved and will ship by 1 June, with delivery expected between 3 and 4 June. "
    "Engraving adds three business days to the order.",
    ev, [("Your gyuto is being engraved", S()), ("will ship by 1 June", S()), ("between 3 and 4 June", S()),
         ("adds three business days", POLC())],
    errors=["wrong_period"], excl=["three business days"], incl=["five|5 business days", "1 June"], repair=True,
    notes="Policy and LeadTime P5D: engraving adds five business days.")

# ---- K2 knife-set-reimbursement -------------------------------------------------------------
ev = [
    rec("getOrder#503-4120398-7714526", "tool:orders.getOrder", {"payload": {
        "AmazonOrderId": "503-4120398-7714526", "PurchaseDate": "2026-04-29T07:41:00Z", "OrderStatus": "Shipped",
        "OrderTotal": jpy(32400), "PaymentMethodDetails": ["CreditCard"], "BuyerInfo": {"BuyerName": "Ueda Kaori"},
        "OrderItems": [{"SellerSKU": "THB-SET3-AUS", "Title": "3-Piece Knife Set with Walnut Stand",
                        "QuantityOrdered": 1, "QuantityShipped": 1, "ItemPrice": jpy(32400)}],
        "Shipments": [{"TrackingStatus": "DELIVERED", "DeliveredDate": "2026-05-02T04:00:00Z"}]}}),
    rec("reimbursementsReport#503-4120398-7714526", "tool:reports.GET_FBA_REIMBURSEMENTS_DATA", {"Rows": [
        {"ReimbursementId": "8801190026", "CaseId": "CS-19283746", "AmazonOrderId": "503-4120398-7714526",
         "Reason": "DAMAGED_IN_TRANSIT", "Sku": "THB-SET3-AUS", "CurrencyUnit": "JPY", "AmountPerUnit": 3240,
         "AmountTotal": 3240, "Status": "VOIDED", "ApprovalDate": None, "CreatedDate": "2026-05-05T02:00:00Z"},
        {"ReimbursementId": "8801227453", "CaseId": "CS-19283746", "AmazonOrderId": "503-4120398-7714526",
         "Reason": "DAMAGED_IN_TRANSIT", "Sku": "THB-SET3-AUS", "CurrencyUnit": "JPY", "AmountPerUnit": 4860,
         "AmountTotal": 4860, "Status": "APPROVED", "ApprovalDate": "2026-05-07T05:22:10Z",
         "Replaces": "8801190026"}]}),
    pol("policy#transit-damage", "Damage must be reported within 7 days of delivery, with photos. If an item arrives with "
        "cosmetic damage that does not affect use, you may keep it and accept a partial refund of 15% of the item price, "
        "or return it for a full refund. Partial refunds are paid to the original payment method within 5 business days "
        "of approval.", "v5"),
]
Q = "Following up on the cracked knife stand: what was the final refund amount? Order 503-4120398-7714526."
SC = "knife-set-reimbursement"
NOW = "2026-05-08T10:00:00+09:00"
add(46, SC, D_KNIFE, Q,
    "Thank you for following up, and again I am sorry the stand arrived cracked.\n1. Your partial refund of ¥4,860, which "
    "is 15% of the ¥32,400 set price, was approved on 7 May (reimbursement ID 8801227453).\n2. It will be paid to your "
    "original payment method within 5 business days of approval.\n3. You are welcome to keep the knife set.",
    ev, [("partial refund of ¥4,860", S()), ("15% of the ¥32,400 set price", S()), ("was approved on 7 May", S()),
         ("(reimbursement ID 8801227453)", S()), ("within 5 business days of approval", S()),
         ("welcome to keep the knife set", S())],
    notes="APPROVED row 8801227453, AmountTotal 4860 (15% of 32400), ApprovalDate 05:22Z = 14:22 JST 7 May; policy 5 business days, keep item.",
    incl=["¥4,860", "8801227453"])
add(47, SC, D_KNIFE, Q,
    "Your ¥4,860 partial refund was approved yesterday and should reach your card within five business days.",
    ev, [("¥4,860 partial refund was approved yesterday", S()), ("within five business days", S())],
    now=NOW, notes="now 8 May JST; ApprovalDate 7 May JST; payment method CreditCard; policy 5 business days.",
    incl=["¥4,860"])
add(48, SC, D_KNIFE, Q,
    "Dear Ms. Ueda,\nA partial refund of four thousand eight hundred and sixty yen was approved for order "
    "503-4120398-7714526 under case CS-19283746. The earlier offer of ¥3,240 was withdrawn and replaced by this amount.\n"
    "With apologies,\nTakehara Blade Co.",
    ev, [("four thousand eight hundred and sixty yen", S()), ("under case CS-19283746", S()),
         ("The earlier offer of ¥3,240 was withdrawn", S())],
    notes="Row 8801227453 APPROVED 4860 with CaseId CS-19283746, Replaces the VOIDED 3240 row.",
    incl=["CS-19283746"])
add(49, SC, D_KNIFE, Q,
    "Thank you for following up, and again I am sorry the stand arrived cracked.\n1. Your partial refund of ¥3,240 was "
    "approved on 7 May (reimbursement ID 8801227453).\n2. It will be paid to your original payment method within 5 "
    "business days of approval.\n3. You are welcome to keep the knife set.",
    ev, [("partial refund of ¥3,240", AMT()), ("approved on 7 May", S()), ("(reimbursement ID 8801227453)", S()),
         ("within 5 business days of approval", S()), ("welcome to keep the knife set", S())],
    errors=["stale_value"], excl=["¥3,240"],
    notes="¥3,240 is the VOIDED first offer; the approved reimbursement 8801227453 is ¥4,860.")
add(50, SC, D_KNIFE, Q,
    "I'm sorry again about the cracked stand. A partial refund of ¥4,860 was approved under reimbursement ID CS-19283746, "
    "and it will reach your card within 7 business days.",
    ev, [("partial refund of ¥4,860 was approved", S()), ("reimbursement ID CS-19283746", IDM()),
         ("within 7 business days", POLC())],
    errors=["wrong_role", "wrong_period"], excl=["reimbursement ID CS-19283746", "within 7 business days"],
    notes="CS-19283746 is the CaseId; the ReimbursementId is 8801227453. Policy: within 5 business days of approval.")
add(10, SC, D_KNIFE, Q,
    "Thank you for following up. Your partial refund of ¥4,860 was approved on 6 May and will reach your original payment "
    "method within 5 business days.",
    ev, [("partial refund of ¥4,860", S()), ("approved on 6 May", DATE()), ("within 5 business days", S())],
    errors=["wrong_date"], excl=["on 6 May"], incl=["7 May", "¥4,860"], repair=True,
    notes="ApprovalDate 2026-05-07T05:22:10Z is 7 May in Tokyo.")

# ---- K3 whetstone-konbini-pending -----------------------------------------------------------
ev = [
    rec("getOrder#503-7306129-0451878", "tool:orders.getOrder", {"payload": {
        "AmazonOrderId": "503-7306129-0451878", "PurchaseDate": "2026-06-06T10:05:00Z", "OrderStatus": "Pending",
        "FulfillmentChannel": "MFN", "OrderTotal": jpy(7180), "PaymentMethod": "CVS",
        "PaymentMethodDetails": ["ConvenienceStore"], "BuyerInfo": {"BuyerName": "Mori Shinji"},
        "OrderItems": [
            {"SellerSKU": "THB-WS-1060", "Title": "Combination Whetstone #1000/#6000", "QuantityOrdered": 1,
             "QuantityShipped": 0, "ItemPrice": jpy(5980)},
            {"SellerSKU": "THB-WSH-RBR", "Title": "Rubber Stone Holder", "QuantityOrdered": 1, "QuantityShipped": 0,
             "ItemPrice": jpy(1200)}]}}),
    rec("getPaymentStatus#503-7306129-0451878", "tool:payments.getCvsPayment", {
        "AmazonOrderId": "503-7306129-0451878", "PaymentStatus": "AWAITING_PAYMENT",
        "PaymentReference": "KNB-4471-0932-88", "AmountDue": {"CurrencyCode": "JPY", "Amount": "7180"},
        "PaymentDueDate": "2026-06-12T14:59:59Z"}),
    rec("getOrder#503-6229014-1870345", "tool:orders.getOrder", {"payload": {
        "AmazonOrderId": "503-6229014-1870345", "PurchaseDate": "2026-05-21T03:40:00Z", "OrderStatus": "Shipped",
        "OrderTotal": jpy(8400), "PaymentMethodDetails": ["CreditCard"],
        "OrderItems": [{"SellerSKU": "THB-HR-26", "Title": "Ceramic Honing Rod 26 cm", "QuantityOrdered": 1,
                        "QuantityShipped": 1, "ItemPrice": jpy(8400)}]}}),
    pol("policy#cvs-payment", "Items are reserved for you while an order is pending. Orders paid at a convenience store "
        "stay pending until the payment is received. Payment must be made within 6 days of ordering; otherwise the order "
        "is cancelled automatically. Orders ship within 1 business day of payment confirmation.", "2025-12"),
]
Q = "I ordered a whetstone two days ago; why hasn't it shipped? Order 503-7306129-0451878."
SC = "whetstone-konbini-pending"
NOW = "2026-06-08T12:00:00+09:00"
add(51, SC, D_KNIFE, Q,
    "Thank you for your order, and I'm sorry for any confusion. Order 503-7306129-0451878 is waiting for payment:\n1. It "
    "was placed as a convenience-store payment, and we have not received that payment yet.\n2. Please pay with reference "
    "KNB-4471-0932-88 by 12 June.\n3. If payment is not made in time, the order is cancelled automatically.\n4. Once "
    "payment is confirmed, we ship within 1 business day.\nYour whetstone and holder are reserved for you in the meantime.",
    ev, [("is waiting for payment", S()), ("placed as a convenience-store payment", S()),
         ("not received that payment yet", S()), ("reference KNB-4471-0932-88 by 12 June", S()),
         ("the order is cancelled automatically", S()), ("ship within 1 business day", S()),
         ("reserved for you in the meantime", S())],
    notes="OrderStatus Pending, PaymentStatus AWAITING_PAYMENT, PaymentDueDate 14:59:59Z 12 June = 23:59 JST 12 June; policy: auto-cancel, ship within 1 business day, items reserved.",
    incl=["KNB-4471-0932-88", "12 June"])
add(52, SC, D_KNIFE, Q,
    "Your order is still pending because the konbini payment of ¥7,180 hasn't arrived; please pay by Friday 12 June and it "
    "will ship within one business day.",
    ev, [("Your order is still pending", S()), ("konbini payment of ¥7,180 hasn't arrived", S()),
         ("pay by Friday 12 June", S()), ("ship within one business day", S())],
    now=NOW, notes="AmountDue 7180 AWAITING_PAYMENT; 12 June 2026 is a Friday.", incl=["¥7,180"])
add(53, SC, D_KNIFE, Q,
    "Pending payment: ¥7,180 due at the convenience store by 12 June.",
    ev, [("Pending payment: ¥7,180", S()), ("due at the convenience store by 12 June", S())],
    notes="PaymentStatus AWAITING_PAYMENT, AmountDue 7180, due 12 June JST.", incl=["12 June"])
add(54, SC, D_KNIFE, Q,
    "Thank you for your order! Order 503-7306129-0451878 has been paid and is being packed now.\n1. Your whetstone and "
    "holder come to ¥7,180.\n2. They will ship within 1 business day.",
    ev, [("has been paid and is being packed now", STATE()), ("come to ¥7,180", S()),
         ("ship within 1 business day", S())],
    errors=["wrong_state"], excl=["has been paid and is being packed"],
    notes="OrderStatus is Pending and PaymentStatus AWAITING_PAYMENT: nothing has been paid or packed.")
add(55, SC, D_KNIFE, Q,
    "Sorry for the wait. The order is pending until your convenience-store payment arrives. Please pay ¥8,400 by 12 June. "
    "Unpaid orders are held for 10 days before they are cancelled.",
    ev, [("pending until your convenience-store payment arrives", S()), ("Please pay ¥8,400", AMT()),
         ("by 12 June", S()), ("held for 10 days", POLC())],
    errors=["other_record_value", "wrong_period"], excl=["¥8,400", "10 days"],
    notes="¥8,400 is the honing-rod order (503-6229014-1870345); AmountDue here is ¥7,180. Policy: payment within 6 days.")
add(11, SC, D_KNIFE, Q,
    "Thank you for your order. It is pending until the convenience-store payment arrives: please pay ¥7,180 with reference "
    "KNB-4471-0932-88 by 12 June. Once payment is confirmed, we ship within 3 business days.",
    ev, [("pending until the convenience-store payment arrives", S()), ("please pay ¥7,180", S()),
         ("reference KNB-4471-0932-88 by 12 June", S()), ("we ship within 3 business days", POLC())],
    errors=["wrong_period"], excl=["within 3 business days"], incl=["1 business day|one business day", "KNB-4471-0932-88"],
    repair=True, notes="Policy: orders ship within 1 business day of payment confirmation.")

# ---- K4 sharpening-care-plan ----------------------------------------------------------------
ev = [
    rec("getCarePlan#THB-CP-20931", "tool:sellerServices.getServicePlan", {
        "CarePlanId": "THB-CP-20931", "BuyerName": "Kimura Nanami", "PlanCode": "CARE_BASIC", "Status": "ACTIVE",
        "StartDate": "2025/11/20", "RenewalDate": "2026/11/20", "AnnualFee": jpy(3300),
        "Entitlements": {"SharpeningsIncluded": 1, "SharpeningsUsed": 0, "WhetstoneDiscountPct": "10"}}),
    rec("createSharpeningRequest#SR-55120", "tool:sellerServices.createServiceRequest", {
        "ServiceRequestId": "SR-55120", "CarePlanId": "THB-CP-20931", "ServiceType": "RESHARPENING",
        "ItemDescription": "Gyuto 210 mm", "Status": "AWAITING_ARRIVAL", "InboundShippingPaidBy": "CUSTOMER",
        "ReturnShippingPaidBy": "SELLER", "TurnaroundTarget": "P7D", "TurnaroundBasis": "BUSINESS_DAYS"}),
    pol("terms#care-plans", "Care Plus (¥6,600 a year) includes two professional resharpenings per year and free "
        "shipping both ways. Care Basic (¥3,300 a year) includes one professional resharpening per year and a 10% discount "
        "on whetstones; the customer pays to send the knife to us and we pay the return shipping. Turnaround is 7 business "
        "days from receipt. Chip repairs over 2 mm are charged separately on both plans.", "2025-10"),
]
Q = "I'd like to use my care plan to get my gyuto sharpened. What do I need to do, and is it free?"
SC = "sharpening-care-plan"
add(56, SC, D_KNIFE, Q,
    "Thank you for being a Care Basic member! Here is how it works:\n1. Your plan THB-CP-20931 is active and includes one "
    "resharpening a year, which you have not used yet.\n2. I have opened sharpening request SR-55120 for your gyuto.\n"
    "3. Please send the knife to us at your own cost; we pay the return shipping.\n4. Turnaround is 7 business days from "
    "when we receive it.\nI'm sorry that sending it in is at your expense; that is how the Basic plan is set up.",
    ev, [("Your plan THB-CP-20931 is active", S()), ("includes one resharpening a year", S()),
         ("which you have not used yet", S()), ("opened sharpening request SR-55120", S()),
         ("send the knife to us at your own cost", S()), ("we pay the return shipping", S()),
         ("7 business days from when we receive it", S())],
    notes="Plan ACTIVE, CARE_BASIC, SharpeningsIncluded 1, Used 0; SR-55120 created with InboundShippingPaidBy CUSTOMER, ReturnShippingPaidBy SELLER, P7D business days.",
    incl=["SR-55120", "7 business days"])
add(57, SC, D_KNIFE, Q,
    "Yes, it's free under Care Basic (1 of 1 sharpenings left this year); post the knife to us and we cover the return trip.",
    ev, [("it's free under Care Basic", S()), ("(1 of 1 sharpenings left this year)", S()),
         ("we cover the return trip", S())],
    notes="Entitlements 1 included / 0 used; ReturnShippingPaidBy SELLER.", incl=["Care Basic"])
add(58, SC, D_KNIFE, Q,
    "Dear Ms. Kimura,\nThank you for your message. Your care plan runs until 20 November 2026 and covers one professional "
    "resharpening before then. Request SR-55120 has been created; once your gyuto reaches us, it will be sharpened and on "
    "its way back within seven business days.\nKind regards,\nTakehara Blade Co. Service Desk",
    ev, [("runs until 20 November 2026", S()), ("covers one professional resharpening", S()),
         ("Request SR-55120 has been created", S()), ("within seven business days", S())],
    notes="RenewalDate 2026/11/20; one sharpening included; TurnaroundTarget P7D business days.",
    incl=["20 November 2026"])
add(59, SC, D_KNIFE, Q,
    "Thank you for being a Care Basic member! Here is how it works:\n1. Your plan THB-CP-20931 is active and includes one "
    "resharpening a year, which you have not used yet.\n2. I have opened sharpening request SR-55120 for your gyuto.\n"
    "3. Shipping is free both ways under your plan.\n4. Turnaround is 7 business days from when we receive it.",
    ev, [("Your plan THB-CP-20931 is active", S()), ("includes one resharpening a year", S()),
         ("which you have not used yet", S()), ("opened sharpening request SR-55120", S()),
         ("Shipping is free both ways under your plan", CI("NLI_CONTRADICTION", "VALUE_MISMATCH", "NO_POLICY_EVIDENCE", "NLI_NOT_ENTAILED")),
         ("7 business days from when we receive it", S())],
    errors=["unlisted_perk"], excl=["free both ways"],
    notes="Free shipping both ways is a Care Plus perk; Care Basic has the customer pay inbound shipping (InboundShippingPaidBy CUSTOMER).")
add(60, SC, D_KNIFE, Q,
    "Happy to help! Your Care Basic plan includes two resharpenings a year, and it also comes with a free handle-oiling kit "
    "with each service. I've opened request SR-55120, so you can send the gyuto whenever you're ready.",
    ev, [("includes two resharpenings a year", C("VALUE_MISMATCH", "NLI_CONTRADICTION")),
         ("a free handle-oiling kit", NOPOL()), ("I've opened request SR-55120", S())],
    errors=["wrong_quantity", "unlisted_perk"], excl=["two resharpenings", "handle-oiling kit"],
    notes="SharpeningsIncluded is 1 (two is the Care Plus figure); no plan lists an oiling kit.")
add(12, SC, D_KNIFE, Q,
    "Your Care Basic plan THB-CP-20931 includes one resharpening a year, and we have opened request SR-55120. Please post "
    "the knife to us; we pay the return shipping. Turnaround is 5 business days from when we receive the knife.",
    ev, [("includes one resharpening a year", S()), ("opened request SR-55120", S()),
         ("we pay the return shipping", S()), ("Turnaround is 5 business days", C("VALUE_MISMATCH", "NLI_CONTRADICTION"))],
    errors=["wrong_period"], excl=["5 business days"], incl=["7 business|seven business", "SR-55120"], repair=True,
    notes="TurnaroundTarget P7D business days; terms say 7 business days from receipt.")

# =============================================================================================
# LED LIGHTING (Hikari LED Store)
# =============================================================================================
D_LED = "LED lighting"

# ---- L1 strip-lights-spec -------------------------------------------------------------------
ev = [
    rec("getOrder#503-5582047-1936620", "tool:orders.getOrder", {"payload": {
        "AmazonOrderId": "503-5582047-1936620", "PurchaseDate": "2026-05-09T12:10:00Z", "OrderStatus": "Shipped",
        "OrderTotal": jpy(6760), "BuyerInfo": {"BuyerName": "Inoue Haruka"},
        "OrderItems": [
            {"SellerSKU": "HK-STRIP-5M-WW", "Title": "LED Strip 5 m, 12 V, Warm White", "QuantityOrdered": 1,
             "QuantityShipped": 1, "ItemPrice": jpy(4280)},
            {"SellerSKU": "HK-PSU-12V-60", "Title": "12 V Power Supply, 60 W", "QuantityOrdered": 1,
             "QuantityShipped": 1, "ItemPrice": jpy(2480)}]}}),
    psg("kb#strip-5m-spec", "LED Strip 5 m (HK-STRIP-5M): 12 V DC, 14.4 W per metre (72 W for the full 5 m), about 1,100 "
        "lumens per metre.\nCut points every 50 mm (every 3 LEDs), marked with a scissors symbol.\nWorks with PWM dimmers; "
        "a triac (phase-cut) wall dimmer only works through a dimmable driver.\nChoose a power supply rated at least 20% "
        "above the strip's draw: for the full 5 m that means at least 90 W, e.g. HK-PSU-12V-100 (100 W).", "help centre"),
]
Q = "Can I run the whole 5 m strip from the power supply I bought with it, and can I cut it to 3.2 m?"
SC = "strip-lights-spec"
add(61, SC, D_LED, Q,
    "Thank you for your questions, and sorry for any trouble.\n1. The full 5 m strip draws 72 W (14.4 W per metre at "
    "12 V).\n2. The 60 W supply in your order is too small for the full length; we recommend at least 90 W, such as our "
    "100 W HK-PSU-12V-100.\n3. You can cut the strip every 50 mm, so 3.2 m is fine.\n4. At 3.2 m it draws about 46 W, "
    "which the 60 W supply can handle.",
    ev, [("The full 5 m strip draws 72 W", S()), ("(14.4 W per metre at 12 V)", S()),
         ("The 60 W supply in your order", S()), ("is too small for the full length", S()),
         ("we recommend at least 90 W", S()), ("our 100 W HK-PSU-12V-100", S()),
         ("cut the strip every 50 mm", S()), ("it draws about 46 W", S()),
         ("which the 60 W supply can handle", S())],
    notes="KB: 14.4 W/m, 72 W for 5 m, 90 W minimum, cut points every 50 mm (3200/50 = 64); order holds HK-PSU-12V-60; 3.2 x 14.4 = 46.08 W, x1.2 = 55.3 W <= 60 W.",
    incl=["72 W", "90 W"])
add(62, SC, D_LED, Q,
    "Cut it anywhere on the 50 mm marks (3.2 m works); for the full 5 m you'd need a 90 W+ supply instead of the 60 W one.",
    ev, [("on the 50 mm marks (3.2 m works)", S()), ("you'd need a 90 W+ supply", S()),
         ("instead of the 60 W one", S())],
    notes="KB cut points every 50 mm; 90 W minimum for 5 m; the order's supply is 60 W.", incl=["90 W"])
add(63, SC, D_LED, Q,
    "Dear Ms. Inoue,\nThe strip runs on 12 V DC and works with PWM dimmers; a standard wall dimmer (triac) will not work "
    "unless you add a dimmable driver. Each metre gives about 1,100 lumens, so 3.2 m produces roughly 3,520 lumens.\n"
    "Hikari LED Store",
    ev, [("runs on 12 V DC", S()), ("works with PWM dimmers", S()),
         ("will not work unless you add a dimmable driver", S()), ("about 1,100 lumens", S()),
         ("roughly 3,520 lumens", S())],
    notes="KB: 12 V DC, PWM dimmers, triac only through a dimmable driver, 1,100 lm/m; 3.2 x 1100 = 3520.",
    incl=["3,520 lumens"])
add(64, SC, D_LED, Q,
    "Thank you for your questions, and sorry for any trouble.\n1. The full 5 m strip draws 72 W (14.4 W per metre at "
    "12 V).\n2. The 60 W supply in your order is too small for the full length; we recommend at least 90 W.\n3. You can "
    "cut the strip at its marked cut points, which are every 50 cm along the strip.",
    ev, [("The full 5 m strip draws 72 W", S()), ("(14.4 W per metre at 12 V)", S()),
         ("The 60 W supply in your order", S()), ("is too small for the full length", S()),
         ("we recommend at least 90 W", S()), ("every 50 cm along the strip", FACTC())],
    errors=["unit_conversion"], excl=["every 50 cm"],
    notes="The KB gives cut points every 50 mm, not 50 cm.")
add(65, SC, D_LED, Q,
    "Thanks for checking before installing! The full 5 m strip draws 57.6 W at 14.4 W per metre, so the 60 W supply in your "
    "order is enough to run the whole length. Cutting to 3.2 m is also fine, as there is a cut point every 50 mm.",
    ev, [("draws 57.6 W", C("NLI_CONTRADICTION", "VALUE_MISMATCH")), ("at 14.4 W per metre", S()),
         ("is enough to run the whole length", COND()), ("there is a cut point every 50 mm", S())],
    errors=["wrong_arithmetic", "condition_unmet"], excl=["57.6 W", "enough to run the whole length"],
    notes="5 x 14.4 = 72 W (the KB also says 72 W); the KB requires at least 90 W for the full length, so 60 W is not enough.")
add(13, SC, D_LED, Q,
    "Thank you for your questions. The full 5 m strip draws 72 W, so the 60 W supply you ordered is too small; please choose "
    "one rated at least 90 W. You can cut it every 50 mm, and each metre gives about 1,000 lumens.",
    ev, [("draws 72 W", S()), ("the 60 W supply you ordered is too small", S()), ("at least 90 W", S()),
         ("cut it every 50 mm", S()), ("about 1,000 lumens", FACTC())],
    errors=["wrong_value"], excl=["1,000 lumens"], incl=["1,100|1100", "90 W"], repair=True,
    notes="KB: about 1,100 lumens per metre.")

# ---- L2 ceiling-light-return-window ---------------------------------------------------------
ev = [
    rec("getOrder#503-3019245-6658273", "tool:orders.getOrder", {"payload": {
        "AmazonOrderId": "503-3019245-6658273", "PurchaseDate": "2026-04-30T22:48:00Z", "OrderStatus": "Shipped",
        "OrderTotal": jpy(10530), "BuyerInfo": {"BuyerName": "Endo Koji"},
        "OrderItems": [{"SellerSKU": "HK-CL-8J-DIM", "Title": "LED Ceiling Light, up to 8 tatami, dimmable",
                        "QuantityOrdered": 1, "QuantityShipped": 1, "ItemPrice": jpy(9980), "ShippingPrice": jpy(550)}],
        "Shipments": [{"TrackingStatus": "DELIVERED", "DeliveredDate": "2026-05-03T05:30:00Z"}]}}),
    rec("getReturnEligibility#503-3019245-6658273", "tool:returns.getReturnEligibility", {
        "AmazonOrderId": "503-3019245-6658273", "SellerSKU": "HK-CL-8J-DIM", "Eligible": True,
        "ReturnWindow": {"Duration": "P30D", "StartsAt": "DELIVERY", "EndsAt": "2026-06-02T14:59:59Z"},
        "AllowedReasonCodes": ["DEFECTIVE", "NO_LONGER_NEEDED"]}),
    rec("getOrder#503-0184467-2935510", "tool:orders.getOrder", {"payload": {
        "AmazonOrderId": "503-0184467-2935510", "PurchaseDate": "2026-04-07T09:00:00Z", "OrderStatus": "Shipped",
        "OrderTotal": jpy(2980), "OrderItems": [{"SellerSKU": "HK-E17-4P", "Title": "E17 LED Bulb 4-pack",
                                                  "QuantityOrdered": 1, "ItemPrice": jpy(2980)}],
        "Shipments": [{"TrackingStatus": "DELIVERED", "DeliveredDate": "2026-04-10T03:00:00Z"}]}}),
    pol("policy#lighting-returns", "You can return any unused or defective lighting item within 30 days of delivery. "
        "Defective items are refunded in full, including the original shipping charge. Unused change-of-mind returns are "
        "refunded less a ¥990 return shipping fee. Refunds are processed within 3 business days of us receiving the "
        "return.", "v6"),
]
Q = "The ceiling light flickers at low brightness. Can I still return it? Order 503-3019245-6658273."
SC = "ceiling-light-return-window"
NOW = "2026-05-29T18:00:00+09:00"
add(66, SC, D_LED, Q,
    "I'm sorry the light is flickering. Yes, you can still return it:\n1. It was delivered on 3 May, and the 30-day return "
    "window runs until 2 June.\n2. As it is defective, you will receive a full refund of ¥10,530, which includes the ¥550 "
    "shipping.\n3. We process the refund within 3 business days of receiving the light.",
    ev, [("delivered on 3 May", S()), ("30-day return window", S()), ("runs until 2 June", S()),
         ("full refund of ¥10,530", S()), ("includes the ¥550 shipping", S()),
         ("within 3 business days of receiving the light", S())],
    notes="DeliveredDate 05:30Z = 14:30 JST 3 May; ReturnWindow P30D EndsAt 14:59:59Z 2 June = 23:59 JST 2 June; 9,980 + 550 = 10,530; policy refunds shipping for defects.",
    incl=["2 June", "¥10,530"])
add(67, SC, D_LED, Q,
    "Yes—you have until Tuesday, 2 June (four more days after today) to start a return, and as a defective item it's "
    "refunded in full.",
    ev, [("until Tuesday, 2 June", S()), ("four more days after today", S()), ("refunded in full", S())],
    now=NOW, notes="now Fri 29 May JST; window ends 2 June (a Tuesday), 4 days later; policy: defective items refunded in full.",
    incl=["2 June"])
add(68, SC, D_LED, Q,
    "Dear Mr. Endo,\nThank you for letting us know, and I apologise for the flicker. Your ceiling light is still within its "
    "return window. As the light is faulty, the ¥990 return shipping fee for change-of-mind returns does not apply to you.\n"
    "Hikari LED Store",
    ev, [("still within its return window", S()),
         ("the ¥990 return shipping fee for change-of-mind returns does not apply", S())],
    now=NOW, notes="Eligible true, EndsAt 2 June JST is after now; the ¥990 fee is only for change-of-mind returns.",
    incl=["¥990"])
add(69, SC, D_LED, Q,
    "I'm sorry the light is flickering. Yes, you can still return it:\n1. It was delivered on 3 May, and the 30-day return "
    "window runs until 3 June.\n2. As it is defective, you will receive a full refund of ¥10,530, which includes the ¥550 "
    "shipping.\n3. We process the refund within 3 business days of receiving the light.",
    ev, [("delivered on 3 May", S()), ("30-day return window", S()), ("runs until 3 June", DATE()),
         ("full refund of ¥10,530", S()), ("includes the ¥550 shipping", S()),
         ("within 3 business days of receiving the light", S())],
    errors=["wrong_date"], excl=["until 3 June"],
    notes="ReturnWindow.EndsAt 2026-06-02T14:59:59Z is 2 June (30 days from 3 May).")
add(70, SC, D_LED, Q,
    "Thank you for your message, and sorry about the flicker. You can still return the light until 2 June. After the ¥990 "
    "return fee you will receive ¥9,540 back, and refunds are processed within 10 business days.",
    ev, [("return the light until 2 June", S()), ("After the ¥990 return fee", COND()),
         ("you will receive ¥9,540 back", C("AMOUNT_MISMATCH", "NLI_CONTRADICTION")),
         ("within 10 business days", POLC())],
    errors=["condition_unmet", "wrong_amount", "wrong_period"],
    excl=["After the ¥990 return fee", "¥9,540", "within 10 business days"], now=NOW,
    notes="The ¥990 fee only applies to change-of-mind returns; a defective item is refunded in full (¥10,530). Policy: 3 business days.")
add(14, SC, D_LED, Q,
    "I'm sorry the light is flickering. You can still return it: the 30-day window runs until 2 June, and as it is "
    "defective you will receive a full refund of ¥9,980, including the ¥550 shipping.",
    ev, [("runs until 2 June", S()), ("full refund of ¥9,980, including the ¥550 shipping", AMT())],
    errors=["wrong_arithmetic"], excl=["¥9,980, including"], incl=["10,530|10530", "2 June"], repair=True,
    notes="Item 9,980 + shipping 550 = 10,530 (OrderTotal).")

# ---- L3 bulb-multipack-second-box -----------------------------------------------------------
ev = [
    rec("getOrder#503-6640718-2209154", "tool:orders.getOrder", {"payload": {
        "AmazonOrderId": "503-6640718-2209154", "PurchaseDate": "2026-06-08T11:30:00Z", "OrderStatus": "Shipped",
        "OrderTotal": jpy(3960), "BuyerInfo": {"BuyerName": "Saito Emi"},
        "OrderItems": [{"SellerSKU": "HK-E26-6P-810", "Title": "E26 LED Bulb 810 lm, 6-pack", "QuantityOrdered": 2,
                        "QuantityShipped": 2, "ItemPrice": jpy(3960), "ShippingPrice": jpy(0)}]}}),
    rec("getOrderShipments#503-6640718-2209154", "tool:shipping.getOrderShipments", {"Shipments": [
        {"PackageNumber": 1, "CarrierCode": "YAMATO", "TrackingNumber": "447163390258",
         "ShipDate": "2026-06-09T00:40:00Z", "TrackingStatus": "DELIVERED", "DeliveredDate": "2026-06-10T03:10:00Z",
         "Items": [{"SellerSKU": "HK-E26-6P-810", "Quantity": 1}]},
        {"PackageNumber": 2, "CarrierCode": "YAMATO", "TrackingNumber": "447163390274",
         "ShipDate": "2026-06-09T07:15:00Z", "TrackingStatus": "OUT_FOR_DELIVERY",
         "DeliveryWindow": {"Start": "2026-06-11T10:00:00Z", "End": "2026-06-11T12:00:00Z"},
         "Items": [{"SellerSKU": "HK-E26-6P-810", "Quantity": 1}]}]}),
    pol("policy#multi-box", "Larger orders may be packed in more than one box, and each box has its own tracking number. "
        "If a box has not arrived 2 days after its estimated delivery date, contact us and we will resend the missing "
        "items free of charge.", "2025-08"),
]
Q = "I ordered two 6-packs of bulbs but only one box came. Order 503-6640718-2209154."
SC = "bulb-multipack-second-box"
NOW = "2026-06-11T13:20:00+09:00"
add(71, SC, D_LED, Q,
    "I'm sorry for the worry! Your order was sent in two boxes:\n1. The first box, with one 6-pack, was delivered "
    "yesterday.\n2. The second box (tracking 447163390274) is out for delivery today, between 19:00 and 21:00.\n3. If it "
    "hasn't arrived 2 days after that, please tell us and we will resend the bulbs free of charge.",
    ev, [("sent in two boxes", S()), ("with one 6-pack, was delivered yesterday", S()),
         ("(tracking 447163390274)", S()), ("out for delivery today, between 19:00 and 21:00", S()),
         ("2 days after that", S()), ("resend the bulbs free of charge", S())],
    now=NOW, notes="Package 1 DeliveredDate 03:10Z = 12:10 JST 10 June (yesterday); package 2 OUT_FOR_DELIVERY, window 10:00-12:00Z = 19:00-21:00 JST 11 June; policy 2 days, free resend.",
    incl=["19:00", "447163390274"])
add(72, SC, D_LED, Q,
    "Your second pack of six bulbs is out for delivery this evening (19:00–21:00) under tracking 447163390274.",
    ev, [("out for delivery this evening (19:00–21:00)", S()), ("under tracking 447163390274", S())],
    now=NOW, notes="Package 2 OUT_FOR_DELIVERY, DeliveryWindow 19:00-21:00 JST today.", incl=["447163390274"])
add(73, SC, D_LED, Q,
    "Dear Ms. Saito,\nThank you for your message. Both 6-packs (12 bulbs, ¥3,960 in total) were shipped on 9 June in "
    "separate boxes; one reached you on 10 June and the other is arriving today.\nKind regards,\nHikari LED Store",
    ev, [("Both 6-packs (12 bulbs, ¥3,960 in total)", S()), ("shipped on 9 June in separate boxes", S()),
         ("one reached you on 10 June", S()), ("the other is arriving today", S())],
    now=NOW, notes="QuantityOrdered 2 six-packs = 12 bulbs, ItemPrice 3960; ShipDates 09:40 and 16:15 JST 9 June; package 1 delivered 10 June JST; package 2 out for delivery today.",
    incl=["10 June"])
add(74, SC, D_LED, Q,
    "I'm sorry for the worry! Your order was sent in two boxes:\n1. The first box, with one 6-pack, was delivered "
    "yesterday.\n2. The second box (tracking 447163390274) is out for delivery today, between 10:00 and 12:00.\n3. If it "
    "hasn't arrived 2 days after that, please tell us and we will resend the bulbs free of charge.",
    ev, [("sent in two boxes", S()), ("with one 6-pack, was delivered yesterday", S()),
         ("(tracking 447163390274)", S()), ("out for delivery today, between 10:00 and 12:00", TIME()),
         ("2 days after that", S()), ("resend the bulbs free of charge", S())],
    errors=["unit_conversion"], excl=["between 10:00 and 12:00"], now=NOW,
    notes="DeliveryWindow 10:00-12:00 is UTC; in Tokyo it is 19:00-21:00.")
add(75, SC, D_LED, Q,
    "Thank you for your message, and I'm sorry only one box has come so far. You ordered three 6-packs, and they were split "
    "across two boxes. To make up for the wait, we have already sent you an extra 6-pack free of charge.",
    ev, [("You ordered three 6-packs", QTY()), ("split across two boxes", S()),
         ("we have already sent you an extra 6-pack", NOREC())],
    errors=["wrong_quantity", "unrecorded_extra"], excl=["three 6-packs", "sent you an extra 6-pack"], now=NOW,
    notes="QuantityOrdered is 2; no record holds an extra shipment.")
add(15, SC, D_LED, Q,
    "Your second pack of six bulbs is out for delivery this evening (19:00–21:00) under tracking 447163390247; the first box "
    "was delivered yesterday.",
    ev, [("out for delivery this evening (19:00–21:00)", S()), ("under tracking 447163390247", IDM()),
         ("the first box was delivered yesterday", S())],
    errors=["wrong_id"], excl=["447163390247"], incl=["447163390274", "19:00"], now=NOW, repair=True,
    notes="Package 2's TrackingNumber is 447163390274 (the draft swaps the last two digits).")

# ---- L4 panel-light-price-adjustment --------------------------------------------------------
ev = [
    rec("getOrder#503-8871032-4450617", "tool:orders.getOrder", {"payload": {
        "AmazonOrderId": "503-8871032-4450617", "PurchaseDate": "2026-05-20T02:00:00Z", "OrderStatus": "Shipped",
        "OrderTotal": jpy(15600), "BuyerInfo": {"BuyerName": "Kato Yusuke"},
        "OrderItems": [{"SellerSKU": "HK-PNL-6060-40W", "Title": "LED Panel Light 60 x 60 cm, 40 W",
                        "QuantityOrdered": 2, "QuantityShipped": 2, "ItemPrice": jpy(15600),
                        "PromotionDiscount": jpy(0)}]}}),
    rec("getListingsItem#HK-PNL-6060-40W", "tool:listings.getListingsItem", {
        "Sku": "HK-PNL-6060-40W", "PriceHistory": [
            {"Amount": "7800", "ValidFrom": "2026/03/01", "ValidTo": "2026/05/27"},
            {"Amount": "6900", "ValidFrom": "2026/05/28", "ValidTo": None, "PriceType": "REGULAR"}]}),
    refused("createPriceAdjustment#call-3", "finances.createPriceAdjustment", "DENY",
            {"AmazonOrderId": "503-8871032-4450617", "SellerSKU": "HK-PNL-6060-40W",
             "Amount": {"CurrencyCode": "JPY", "Amount": "1800"}}),
    pol("policy#price-adjustment", "Requests must be made within 14 days of purchase. If the price of an item you bought "
        "drops within 7 days of your purchase, we refund the difference on request. Price adjustments do not apply to "
        "lightning deals or clearance prices.", "2026-01"),
]
Q = "The panel lights I bought on 20 May are now ¥6,900 each. Can I get the difference back?"
SC = "panel-light-price-adjustment"
add(76, SC, D_LED, Q,
    "Thank you for asking, and I'm sorry this isn't better news.\n1. The price of the panel light dropped to ¥6,900 on "
    "28 May, eight days after your purchase on 20 May.\n2. Our price adjustment only covers drops within 7 days of "
    "purchase, so I was unable to refund the difference.\n3. You paid ¥7,800 per panel, ¥15,600 for the two.",
    ev, [("dropped to ¥6,900 on 28 May", S()), ("eight days after your purchase on 20 May", S()),
         ("only covers drops within 7 days of purchase", S()), ("unable to refund the difference", S()),
         ("¥7,800 per panel", S()), ("¥15,600 for the two", S())],
    notes="PriceHistory: 6900 from 2026/05/28; PurchaseDate 02:00Z = 11:00 JST 20 May; 28-20 = 8 days; createPriceAdjustment DENY; ItemPrice 15600 for 2.",
    incl=["28 May", "7 days"])
add(77, SC, D_LED, Q,
    "Sorry—the drop to ¥6,900 came on 28 May, past the 7-day price-adjustment window, so the refund request was declined.",
    ev, [("the drop to ¥6,900 came on 28 May", S()), ("past the 7-day price-adjustment window", S()),
         ("the refund request was declined", S())],
    notes="New price from 2026/05/28, 8 days after purchase; policy 7 days; refused_call DENY.", incl=["¥6,900"])
add(78, SC, D_LED, Q,
    "Dear Mr. Kato,\nThank you for your message. I checked order 503-8871032-4450617 for two 60 × 60 cm panels at ¥15,600. "
    "Price adjustments are paid only when the price falls within seven days of purchase, and your adjustment request could "
    "not be approved because the reduction came later than that. We apologise for the disappointment.\nHikari LED Store",
    ev, [("for two 60 × 60 cm panels at ¥15,600", S()),
         ("only when the price falls within seven days of purchase", S()),
         ("your adjustment request could not be approved", S()), ("the reduction came later than that", S())],
    notes="QuantityOrdered 2, ItemPrice 15600; policy 7 days; refused_call DENY; price drop 28 May is 8 days after 20 May.",
    incl=["¥15,600"])
add(79, SC, D_LED, Q,
    "Good news! The price dropped within our adjustment window, so I have refunded the ¥1,800 difference for your two "
    "panels. It should reach your card within a few days.",
    ev, [("The price dropped within our adjustment window", COND()),
         ("I have refunded the ¥1,800 difference", NOTEX()),
         ("reach your card within a few days", CI("NOT_EXECUTED", "NO_POLICY_EVIDENCE", "NLI_NOT_ENTAILED", "CLAIM_WITHOUT_TOOL_EVIDENCE"))],
    errors=["condition_unmet", "refused_call_effect", "invented_promise"],
    excl=["dropped within our adjustment window", "I have refunded", "within a few days"],
    notes="The drop came 8 days after purchase (policy: 7), and createPriceAdjustment was DENIED, so nothing was refunded.")
add(80, SC, D_LED, Q,
    "Thank you for asking. Price adjustments cover drops within 14 days of purchase, and the difference on your order comes "
    "to ¥900. Unfortunately, the adjustment request was declined.",
    ev, [("cover drops within 14 days of purchase", POLC()),
         ("the difference on your order comes to ¥900", C("AMOUNT_MISMATCH", "VALUE_MISMATCH")),
         ("the adjustment request was declined", S())],
    errors=["wrong_policy_condition", "wrong_arithmetic"], excl=["within 14 days of purchase", "¥900"],
    notes="Policy: drops within 7 days (14 days is the request deadline); two panels x (7,800 - 6,900) = 1,800, not 900.")
add(16, SC, D_LED, Q,
    "Thank you for asking, and I'm sorry this isn't better news. The price dropped to ¥6,900 on 28 May, six days after your "
    "purchase on 20 May. Our price adjustment only covers drops within 7 days of purchase, so I was unable to refund the "
    "difference.",
    ev, [("dropped to ¥6,900 on 28 May", S()), ("six days after your purchase", C("DATE_MISMATCH", "VALUE_MISMATCH")),
         ("only covers drops within 7 days of purchase", S()), ("unable to refund the difference", S())],
    errors=["wrong_arithmetic"], excl=["six days after"], incl=["eight days|8 days", "28 May"], repair=True,
    notes="20 May to 28 May is 8 days.")

# ---- L5 smart-bulb-canceled -----------------------------------------------------------------
ev = [
    rec("getOrder#503-2290574-6183302", "tool:orders.getOrder", {"payload": {
        "AmazonOrderId": "503-2290574-6183302", "PurchaseDate": "2026-06-01T13:05:00Z", "OrderStatus": "Canceled",
        "LastUpdateDate": "2026-06-02T23:50:00Z", "CancellationDetails": {"CanceledBy": "SELLER",
                                                                          "CancelReason": "NO_INVENTORY"},
        "OrderTotal": jpy(6980), "PaymentMethodDetails": ["CreditCard"], "BuyerInfo": {"BuyerName": "Ono Misaki"},
        "OrderItems": [{"SellerSKU": "HK-SMB-4P", "Title": "Wi-Fi Smart Bulb E26, 4-pack", "QuantityOrdered": 1,
                        "QuantityShipped": 0, "ItemPrice": jpy(6980)}]}}),
    rec("financialEvents#503-2290574-6183302", "tool:finances.listFinancialEventsByOrderId", {
        "FinancialEvents": {"RefundEventList": [{"AmazonOrderId": "503-2290574-6183302",
                                                 "PostedDate": "2026-06-03T09:10:00Z",
                                                 "RefundTotal": {"CurrencyCode": "JPY", "CurrencyAmount": 6980}}]}}),
    rec("getOrder#503-1450982-7736021", "tool:orders.getOrder", {"payload": {
        "AmazonOrderId": "503-1450982-7736021", "PurchaseDate": "2026-06-01T13:07:00Z", "OrderStatus": "Shipped",
        "OrderTotal": jpy(3280), "LatestDeliveryDate": "2026-06-04T14:59:59Z",
        "OrderItems": [{"SellerSKU": "HK-SPLUG-2P", "Title": "Smart Plug 2-pack", "QuantityOrdered": 1,
                        "QuantityShipped": 1, "ItemPrice": jpy(3280)}]}}),
    rec("getCoupon#HK-SORRY-500", "tool:promotions.getBuyerCoupon", {
        "CouponCode": "HK-SORRY-500", "Value": jpy(500), "IssuedFor": "503-2290574-6183302",
        "ValidUntil": "2026-06-30T14:59:59Z", "Status": "ISSUED"}),
    pol("policy#stock-cancellations", "If we cannot fulfil an order because an item is out of stock, we cancel it and "
        "refund the full amount to the original payment method. The refund is issued within 2 business days of the "
        "cancellation. We also send a ¥500 coupon for your next order as an apology.", "v1"),
]
Q = "Why was my smart bulb order cancelled? And where's my money?"
SC = "smart-bulb-canceled"
add(81, SC, D_LED, Q,
    "I am very sorry: we had to cancel order 503-2290574-6183302 because the smart bulbs went out of stock.\n1. Your full "
    "payment of ¥6,980 was refunded on 3 June to your original payment method.\n2. As an apology, a ¥500 coupon (code "
    "HK-SORRY-500) has been issued for your next order.\n3. Your other order, the smart plug 2-pack, is not affected and is "
    "on its way.",
    ev, [("we had to cancel order 503-2290574-6183302", S()), ("because the smart bulbs went out of stock", S()),
         ("payment of ¥6,980 was refunded on 3 June", S()), ("to your original payment method", S()),
         ("a ¥500 coupon (code HK-SORRY-500) has been issued", S()), ("is not affected and is on its way", S())],
    notes="OrderStatus Canceled by SELLER, NO_INVENTORY; RefundTotal 6980 posted 09:10Z = 18:10 JST 3 June; coupon ISSUED; smart plug order Shipped.",
    incl=["¥6,980", "HK-SORRY-500"])
add(82, SC, D_LED, Q,
    "Cancelled for lack of stock on 3 June; your ¥6,980 was refunded the same day.",
    ev, [("Cancelled for lack of stock on 3 June", S()), ("your ¥6,980 was refunded the same day", S())],
    notes="LastUpdateDate 2026-06-02T23:50Z = 08:50 JST 3 June; refund posted 3 June JST.", incl=["3 June"])
add(83, SC, D_LED, Q,
    "Dear Ms. Ono,\nPlease accept our apologies. The bulbs sold out before we could ship them, so the order was cancelled and "
    "refunded in full (¥6,980). A ¥500 coupon, HK-SORRY-500, is waiting in your account; it is valid until 30 June.\n"
    "Hikari LED Store",
    ev, [("sold out before we could ship them", S()), ("cancelled and refunded in full (¥6,980)", S()),
         ("A ¥500 coupon, HK-SORRY-500, is waiting in your account", S()), ("valid until 30 June", S())],
    notes="QuantityShipped 0, NO_INVENTORY; refund 6980; coupon ValidUntil 14:59:59Z 30 June = 23:59 JST 30 June.",
    incl=["30 June"])
add(84, SC, D_LED, Q,
    "I am very sorry: we had to cancel order 503-2290574-6183302 because the smart bulbs went out of stock.\n1. Your full "
    "payment of ¥3,280 was refunded on 3 June to your original payment method.\n2. As an apology, a ¥500 coupon (code "
    "HK-SORRY-500) has been issued for your next order.",
    ev, [("we had to cancel order 503-2290574-6183302", S()), ("because the smart bulbs went out of stock", S()),
         ("payment of ¥3,280 was refunded", AMT()), ("a ¥500 coupon (code HK-SORRY-500) has been issued", S())],
    errors=["other_record_value"], excl=["¥3,280"],
    notes="¥3,280 is the smart-plug order's total; the refund for the bulbs is ¥6,980.")
add(85, SC, D_LED, Q,
    "Thank you for your message. Your smart bulb order was cancelled because the payment did not go through, and your "
    "¥6,980 was returned on 3 June. As a thank-you for your patience, we've added a ¥1,000 coupon to your account.",
    ev, [("because the payment did not go through", C("VALUE_MISMATCH", "RECORD_STATE_MISMATCH")),
         ("your ¥6,980 was returned on 3 June", S()), ("a ¥1,000 coupon", AMT())],
    errors=["wrong_value", "wrong_amount"], excl=["payment did not go through", "¥1,000 coupon"],
    notes="CancelReason is NO_INVENTORY (seller cancelled); the coupon HK-SORRY-500 is worth ¥500.")
add(17, SC, D_LED, Q,
    "We're sorry: order 503-2290574-6183302 was cancelled because the bulbs sold out, and ¥6,980 was refunded on 3 June. "
    "Your ¥500 coupon HK-SORRY-500 is valid until 30 July.",
    ev, [("cancelled because the bulbs sold out", S()), ("¥6,980 was refunded on 3 June", S()),
         ("Your ¥500 coupon HK-SORRY-500", S()), ("valid until 30 July", DATE())],
    errors=["wrong_date"], excl=["30 July"], incl=["30 June", "¥6,980"], repair=True,
    notes="Coupon ValidUntil 2026-06-30T14:59:59Z is 30 June in Tokyo.")

# =============================================================================================
# BABY CARRIERS (Mamoru Baby)
# =============================================================================================
D_BABY = "baby carriers"

# ---- B1 carrier-weight-limit ----------------------------------------------------------------
ev = [
    rec("getOrder#503-1178845-2390716", "tool:orders.getOrder", {"payload": {
        "AmazonOrderId": "503-1178845-2390716", "PurchaseDate": "2026-05-02T00:20:00Z", "OrderStatus": "Shipped",
        "OrderTotal": jpy(19800), "BuyerInfo": {"BuyerName": "Yoshida Aoi"},
        "OrderItems": [{"SellerSKU": "MB-MC300-NVY", "ASIN": "B0DMC300NV", "Title": "Ergo Carrier MC-300, Navy",
                        "QuantityOrdered": 1, "QuantityShipped": 1, "ItemPrice": jpy(19800)}]}}),
    rec("getCatalogItem#B0DMC300NV", "tool:catalog.getCatalogItem", {
        "Asin": "B0DMC300NV", "Attributes": {
            "ChildWeightLimit": {"Minimum": {"Value": 3200, "Unit": "grams"}, "Maximum": {"Value": 20000, "Unit": "grams"}},
            "WaistBeltRange": {"Minimum": {"Value": 61, "Unit": "centimeters"}, "Maximum": {"Value": 140, "Unit": "centimeters"}},
            "ItemWeight": {"Value": 780, "Unit": "grams"}}}),
    psg("kb#mc-300-guide", "Ergo Carrier MC-300: for babies from 3.2 kg (about newborn) up to 20 kg (about 48 months).\n"
        "Front-inward carrying from 3.2 kg, with the built-in seat adjuster; no separate insert is needed.\nFront-outward "
        "carrying and back carrying from about 6 months, once the baby has good head control.\nWaist belt fits 61-140 cm.\n"
        "Machine washable at 30°C; dry flat in the shade.", "product guide"),
]
Q = "My baby is 2 months old and 4.5 kg. Can she face outward in the MC-300 yet? And up to what weight can I use it?"
SC = "carrier-weight-limit"
add(86, SC, D_BABY, Q,
    "Congratulations on your little one, and thank you for choosing Mamoru Baby!\n1. At 4.5 kg she is above the 3.2 kg "
    "minimum, so she can ride facing inward now.\n2. Outward facing is suitable from about 6 months, once she has good head "
    "control.\n3. The carrier can be used up to 20 kg, roughly 48 months.\n4. The waist belt fits 61 to 140 cm.",
    ev, [("above the 3.2 kg minimum", S()), ("she can ride facing inward now", S()),
         ("Outward facing is suitable from about 6 months", S()), ("once she has good head control", S()),
         ("used up to 20 kg", S()), ("roughly 48 months", S()), ("fits 61 to 140 cm", S())],
    notes="Guide: 3.2-20 kg (about 48 months), front-inward from 3.2 kg, outward from about 6 months with head control, belt 61-140 cm.",
    incl=["20 kg", "6 months"])
add(87, SC, D_BABY, Q,
    "Inward-facing is fine at 4.5 kg; wait until about six months for outward-facing. Max load: 20 kg.",
    ev, [("Inward-facing is fine at 4.5 kg", S()), ("wait until about six months for outward-facing", S()),
         ("Max load: 20 kg", S())],
    notes="Guide and catalog: inward from 3.2 kg, outward from about 6 months, maximum 20000 g.", incl=["20 kg"])
add(88, SC, D_BABY, Q,
    "Dear Mrs. Yoshida,\nThank you for your question. The MC-300 carries babies from 3.2 kg to 20 kg. For a two-month-old, "
    "please use the front-inward position; front-outward and back carrying both start at around six months. The carrier "
    "is machine washable at 30°C, should you need it.\nWarm regards,\nMamoru Baby",
    ev, [("carries babies from 3.2 kg to 20 kg", S()), ("use the front-inward position", S()),
         ("front-outward and back carrying both start at around six months", S()), ("machine washable at 30°C", S())],
    notes="Guide gives 3.2-20 kg, outward and back from about 6 months, washable at 30°C.", incl=["3.2 kg"])
add(89, SC, D_BABY, Q,
    "Congratulations on your little one, and thank you for choosing Mamoru Baby!\n1. At 4.5 kg she is above the 3.2 kg "
    "minimum, so she can ride facing inward now.\n2. Outward facing is suitable from about 6 months, once she has good head "
    "control.\n3. The carrier can be used up to 20 lb, roughly 48 months.\n4. The waist belt fits 61 to 140 cm.",
    ev, [("above the 3.2 kg minimum", S()), ("she can ride facing inward now", S()),
         ("Outward facing is suitable from about 6 months", S()), ("once she has good head control", S()),
         ("used up to 20 lb", C("NLI_CONTRADICTION", "VALUE_MISMATCH")), ("roughly 48 months", S()),
         ("fits 61 to 140 cm", S())],
    errors=["unit_conversion"], excl=["20 lb"],
    notes="The limit is 20 kg (20000 g), about 44 lb; '20 lb' swaps the unit.")
add(90, SC, D_BABY, Q,
    "Thank you for your question! At 4.5 kg your daughter can ride facing inward. She can face outward from about 4 months, "
    "and the carrier holds up to 20 kg. It is also fine to tumble dry on a low setting after washing.",
    ev, [("can ride facing inward", S()), ("face outward from about 4 months", FACTC()), ("holds up to 20 kg", S()),
         ("fine to tumble dry on a low setting", CI("NLI_CONTRADICTION", "NLI_NOT_ENTAILED", "NO_POLICY_EVIDENCE"))],
    errors=["wrong_value", "invented_fact"], excl=["about 4 months", "tumble dry"],
    notes="Guide: outward from about 6 months; it says dry flat in the shade, not tumble dry.")
add(18, SC, D_BABY, Q,
    "Dear Mrs. Yoshida,\nThank you for your question. The MC-300 carries babies from 3.2 kg to 20 kg. For a two-month-old, "
    "please use the front-inward position; front-outward and back carrying both start at around four months.\nWarm "
    "regards,\nMamoru Baby",
    ev, [("from 3.2 kg to 20 kg", S()), ("use the front-inward position", S()),
         ("start at around four months", FACTC())],
    errors=["wrong_value"], excl=["four months"], incl=["six months|6 months", "20 kg"], repair=True,
    notes="Guide: front-outward and back carrying from about 6 months.")

# ---- B2 carrier-insert-safety-notice --------------------------------------------------------
ev = [
    rec("getProductRegistrations#buyer-88120", "tool:sellerServices.getProductRegistrations", {"Registrations": [
        {"RegistrationId": "MB-REG-30477", "AmazonOrderId": "503-2947716-0385512", "SellerSKU": "MB-MC200-INS",
         "Title": "MC-200 Infant Insert", "LotNumber": "2512B", "RegisteredAt": "2026/01/09"},
        {"RegistrationId": "MB-REG-31902", "AmazonOrderId": "503-8130254-6671049", "SellerSKU": "MB-MC200-INS",
         "Title": "MC-200 Infant Insert (spare)", "LotNumber": "2603A", "RegisteredAt": "2026/03/27"}],
        "BuyerName": "Fukuda Sayaka"}),
    rec("getOrder#503-6607301-5128844", "tool:orders.getOrder", {"payload": {
        "AmazonOrderId": "503-6607301-5128844", "IsReplacementOrder": True, "ReplacementReason": "SAFETY_NOTICE",
        "PurchaseDate": "2026-04-21T08:00:00Z", "OrderStatus": "Unshipped", "OrderTotal": jpy(0),
        "LatestShipDate": "2026-04-24T14:59:59Z",
        "OrderItems": [{"SellerSKU": "MB-MC200-INS-V2", "Title": "MC-200 Infant Insert (revised)", "QuantityOrdered": 1,
                        "QuantityShipped": 0, "ItemPrice": jpy(0)}]}}),
    pol("notice#MB-SN-2026-02", "Safety notice MB-SN-2026-02, issued 2026/04/15. Carriers themselves are not affected. "
        "Infant inserts for the MC-200 made in lots 2511A to 2512C may have a loose stitch on the head support. If your "
        "insert is from one of these lots, stop using it and we will send a free replacement insert; you do not need to "
        "return the old one. Inserts from other lots are not affected.", "2026-04-15"),
]
Q = "I got the safety email about the MC-200 insert. Is mine affected? The tag says lot 2512B."
SC = "carrier-insert-safety-notice"
NOW = "2026-04-22T11:00:00+09:00"
add(91, SC, D_BABY, Q,
    "Thank you for checking, and I'm so sorry for the worry.\n1. Your insert from lot 2512B is covered by safety notice "
    "MB-SN-2026-02.\n2. Please stop using that insert; the carrier itself is not affected.\n3. We have created a free "
    "replacement, order 503-6607301-5128844, which will ship by 24 April.\n4. You don't need to send the old insert back.",
    ev, [("lot 2512B is covered by safety notice MB-SN-2026-02", S()), ("stop using that insert", S()),
         ("the carrier itself is not affected", S()), ("free replacement, order 503-6607301-5128844", S()),
         ("will ship by 24 April", S()), ("don't need to send the old insert back", S())],
    notes="Notice covers lots 2511A-2512C (2512B inside); replacement order total 0, LatestShipDate 14:59:59Z 24 April = 23:59 JST 24 April.",
    incl=["503-6607301-5128844", "24 April"])
add(92, SC, D_BABY, Q,
    "Yes, lot 2512B is affected—please stop using it; a free replacement insert ships by Friday 24 April, and your spare "
    "insert from lot 2603A is fine to use.",
    ev, [("lot 2512B is affected", S()), ("please stop using it", S()),
         ("a free replacement insert ships by Friday 24 April", S()),
         ("your spare insert from lot 2603A is fine to use", S())],
    now=NOW, notes="2512B in range, 2603A outside it; 24 April 2026 is a Friday; replacement order ItemPrice 0.",
    incl=["24 April"])
add(93, SC, D_BABY, Q,
    "Dear Ms. Fukuda,\nYour MC-200 infant insert (lot 2512B) is included in the safety notice issued on 15 April, and a "
    "replacement insert has been ordered for you free of charge. The old insert does not need to be returned.\nMamoru Baby "
    "Safety Team",
    ev, [("is included in the safety notice issued on 15 April", S()),
         ("a replacement insert has been ordered for you free of charge", S()),
         ("does not need to be returned", S())],
    notes="Notice issued 2026/04/15; replacement order 503-6607301-5128844 with OrderTotal 0; no return needed.",
    incl=["15 April"])
add(94, SC, D_BABY, Q,
    "Thank you for checking, and I'm so sorry for the worry. Your insert from lot 2512B is covered by the safety notice, and "
    "your spare insert from lot 2603A is affected as well, so we have ordered two free replacements for you. Please stop "
    "using both inserts until they arrive.",
    ev, [("Your insert from lot 2512B is covered", S()), ("lot 2603A is affected as well", COND()),
         ("ordered two free replacements", QTY()), ("stop using both inserts", COND())],
    errors=["condition_unmet", "wrong_quantity", "condition_unmet"],
    excl=["2603A is affected as well", "two free replacements", "stop using both inserts"],
    notes="Lot 2603A is outside 2511A-2512C; the replacement order holds QuantityOrdered 1.")
add(95, SC, D_BABY, Q,
    "Thank you for checking, and I'm sorry for the worry. Your insert from lot 2512B is part of safety notice MB-SN-2026-02. "
    "Please return it to us first, and the replacement will then ship within 10 days.",
    ev, [("lot 2512B is part of safety notice MB-SN-2026-02", S()), ("Please return it to us first", POLC()),
         ("ship within 10 days", C("DATE_MISMATCH", "VALUE_MISMATCH"))],
    errors=["wrong_policy_condition", "wrong_period"], excl=["return it to us first", "within 10 days"], now=NOW,
    notes="The notice says the old insert need not be returned; the replacement order's LatestShipDate is 24 April, two days after now.")
add(19, SC, D_BABY, Q,
    "Thank you for checking, and I'm so sorry for the worry. Your insert from lot 2512B is covered by safety notice "
    "MB-SN-2026-02, so please stop using it. A free replacement, order 503-6607301-5128844, will ship by 27 April, and you "
    "don't need to send the old insert back.",
    ev, [("lot 2512B is covered by safety notice MB-SN-2026-02", S()), ("please stop using it", S()),
         ("A free replacement, order 503-6607301-5128844", S()), ("will ship by 27 April", DATE()),
         ("don't need to send the old insert back", S())],
    errors=["wrong_date"], excl=["27 April"], incl=["24 April", "503-6607301-5128844"], repair=True,
    notes="LatestShipDate 2026-04-24T14:59:59Z is 24 April in Tokyo.")

# ---- B3 carrier-gift-wrap -------------------------------------------------------------------
ev = [
    rec("getOrder#503-4493310-8802657", "tool:orders.getOrder", {"payload": {
        "AmazonOrderId": "503-4493310-8802657", "PurchaseDate": "2026-05-15T13:42:00Z", "OrderStatus": "Unshipped",
        "OrderTotal": jpy(21450), "LatestShipDate": "2026-05-18T14:59:59Z", "BuyerInfo": {"BuyerName": "Hirano Mika"},
        "ShippingAddress": {"StateOrRegion": "Hyogo", "City": "Himeji", "PostalCode": "670-0012"},
        "OrderItems": [
            {"SellerSKU": "MB-MC300-SND", "Title": "Ergo Carrier MC-300, Sand", "QuantityOrdered": 1, "QuantityShipped": 0,
             "ItemPrice": jpy(19800), "IsGift": "false", "GiftWrapPrice": jpy(0)},
            {"SellerSKU": "MB-DP-3SET", "Title": "Drool Pads, set of 3", "QuantityOrdered": 1, "QuantityShipped": 0,
             "ItemPrice": jpy(1650), "IsGift": "false", "GiftWrapPrice": jpy(0)}]}}),
    refused("updateShippingAddress#call-7", "orders.updateShippingAddress", "DENY",
            {"AmazonOrderId": "503-4493310-8802657", "NewPostalCode": "530-0001", "NewCity": "Osaka"}),
    pol("policy#gift-options", "Gift wrapping costs ¥330 per item. Gift wrapping and gift messages must be selected at "
        "checkout; we cannot add them after an order is placed. For safety reasons the shipping address cannot be changed "
        "after the order is placed; you may cancel the order before it ships and place a new one. Orders marked as gifts "
        "include a packing slip without prices.", "v2"),
]
Q = "This carrier is a present for my sister. Can you gift wrap it with a message and send it to her address in Osaka instead?"
SC = "carrier-gift-wrap"
NOW = "2026-05-16T09:00:00+09:00"
add(96, SC, D_BABY, Q,
    "Thank you for your message, and I'm sorry we can't do more here.\n1. Gift wrapping and gift messages can only be chosen "
    "at checkout, so we are not able to add them to order 503-4493310-8802657.\n2. I also could not change the delivery "
    "address; for safety reasons addresses cannot be changed once an order is placed.\n3. If you like, you can cancel the "
    "order before it ships (it is due to ship by 18 May) and place a new one with gift options and your sister's address.",
    ev, [("can only be chosen at checkout", S()), ("not able to add them to order 503-4493310-8802657", S()),
         ("could not change the delivery address", S()), ("cannot be changed once an order is placed", S()),
         ("cancel the order before it ships", S()), ("due to ship by 18 May", S())],
    notes="Policy: gift options at checkout only, no address changes, cancel and reorder; updateShippingAddress DENY; LatestShipDate 18 May JST.",
    incl=["18 May"])
add(97, SC, D_BABY, Q,
    "Sorry—gift wrap can't be added after checkout and the address change was declined; you can still cancel before it "
    "ships (by Monday 18 May) and reorder.",
    ev, [("gift wrap can't be added after checkout", S()), ("the address change was declined", S()),
         ("you can still cancel before it ships (by Monday 18 May)", S())],
    now=NOW, notes="refused_call DENY; OrderStatus Unshipped; LatestShipDate 18 May 2026, a Monday.", incl=["18 May"])
add(98, SC, D_BABY, Q,
    "Dear Ms. Hirano,\nThank you for writing. Your order is still waiting to be shipped and holds the MC-300 carrier in Sand "
    "(¥19,800) and the drool pad set (¥1,650), ¥21,450 in total. Gift wrapping, at ¥330 per item, has to be selected when "
    "ordering, so I am afraid we cannot add it now.\nKind regards,\nMamoru Baby",
    ev, [("still waiting to be shipped", S()), ("the MC-300 carrier in Sand (¥19,800)", S()),
         ("the drool pad set (¥1,650)", S()), ("¥21,450 in total", S()), ("at ¥330 per item", S()),
         ("we cannot add it now", S())],
    notes="Unshipped; 19,800 + 1,650 = 21,450 (OrderTotal); policy ¥330 per item, checkout only.", incl=["¥21,450"])
add(99, SC, D_BABY, Q,
    "What a lovely present! I've added gift wrapping and your message to order 503-4493310-8802657, and I've updated the "
    "delivery address to your sister's home in Osaka. It will ship by 18 May.",
    ev, [("I've added gift wrapping and your message",
          CI("CLAIM_WITHOUT_TOOL_EVIDENCE", "RECORD_STATE_MISMATCH", "VALUE_MISMATCH", "NLI_CONTRADICTION")),
         ("updated the delivery address to your sister's home in Osaka", NOTEX()), ("ship by 18 May", S())],
    errors=["unrecorded_extra", "refused_call_effect"], excl=["added gift wrapping", "updated the delivery address"],
    notes="IsGift is false on both items and policy forbids adding gift options after checkout; updateShippingAddress was DENIED.")
add(100, SC, D_BABY, Q,
    "Dear Ms. Hirano,\nThank you for writing. Your order holds the MC-300 carrier in Sand (¥19,800) and the drool pad set "
    "(¥1,650), ¥21,780 in total. Gift wrapping, at ¥500 per item, has to be selected when ordering, so I am afraid we "
    "cannot add it now.\nKind regards,\nMamoru Baby",
    ev, [("the MC-300 carrier in Sand (¥19,800)", S()), ("the drool pad set (¥1,650)", S()),
         ("¥21,780 in total", AMT()), ("at ¥500 per item", POLC()), ("we cannot add it now", S())],
    errors=["wrong_arithmetic", "wrong_amount"], excl=["¥21,780", "¥500 per item"],
    notes="19,800 + 1,650 = 21,450 (OrderTotal); gift wrap is ¥330 per item.")
add(20, SC, D_BABY, Q,
    "Dear Ms. Hirano,\nThank you for writing. Your order holds the MC-300 carrier (¥19,800) and the drool pad set (¥1,650), "
    "¥20,450 in total. Gift wrapping has to be selected at checkout, and the address change was declined, so I am afraid "
    "we cannot make these changes now.\nKind regards,\nMamoru Baby",
    ev, [("the MC-300 carrier (¥19,800)", S()), ("the drool pad set (¥1,650)", S()), ("¥20,450 in total", AMT()),
         ("Gift wrapping has to be selected at checkout", S()), ("the address change was declined", S())],
    errors=["wrong_arithmetic"], excl=["¥20,450"], incl=["21,450|21450", "¥19,800"], repair=True,
    notes="19,800 + 1,650 = 21,450.")

# ---- B4 hip-seat-return-escalated -----------------------------------------------------------
ev = [
    rec("getOrder#503-7762013-4419082", "tool:orders.getOrder", {"payload": {
        "AmazonOrderId": "503-7762013-4419082", "PurchaseDate": "2026-04-22T06:30:00Z", "OrderStatus": "Shipped",
        "OrderTotal": jpy(12100), "BuyerInfo": {"BuyerName": "Nishimura Kenji"},
        "OrderItems": [{"SellerSKU": "MB-HS100-GRY", "Title": "Hip Seat Carrier HS-100, Grey", "QuantityOrdered": 1,
                        "QuantityShipped": 1, "ItemPrice": jpy(12100)}],
        "Shipments": [{"TrackingStatus": "DELIVERED", "DeliveredDate": "2026-04-25T03:00:00Z"}]}}),
    refused("createReturn#call-2", "returns.createReturnAuthorization", "ESCALATE",
            {"AmazonOrderId": "503-7762013-4419082", "SellerSKU": "MB-HS100-GRY", "ReturnReasonCode": "NO_LONGER_NEEDED",
             "ItemCondition": "USED"}),
    rec("getCase#MB-CASE-60418", "tool:sellerServices.getCase", {
        "CaseId": "MB-CASE-60418", "AmazonOrderId": "503-7762013-4419082", "CaseType": "DEFECT_REVIEW",
        "Status": "UNDER_REVIEW", "OpenedAt": "2026-05-12T05:40:00Z", "AssignedTeam": "PRODUCT_QUALITY",
        "CustomerNote": "buckle squeaks"}),
    pol("policy#carrier-returns", "Baby carriers can be returned within 30 days of delivery if unused, with tags attached "
        "and in the original packaging. For hygiene reasons, carriers that have been used can only be returned if they are "
        "defective. Defect claims are reviewed by our product team within 3 business days.", "v3"),
]
Q = "My son hates the hip seat and we've used it a few times. Can I return it? The buckle also squeaks."
SC = "hip-seat-return-escalated"
NOW = "2026-05-12T15:00:00+09:00"
add(101, SC, D_BABY, Q,
    "Thank you for telling us, and I'm sorry the hip seat hasn't worked out.\n1. Used carriers can only be returned if they "
    "are defective, for hygiene reasons.\n2. As you mentioned the squeaking buckle, I could not approve the return myself, "
    "but I have passed it to our product team for review under case MB-CASE-60418.\n3. They review defect claims within "
    "3 business days.\nThank you for your patience.",
    ev, [("can only be returned if they are defective", S()), ("I could not approve the return myself", S()),
         ("passed it to our product team for review", S()), ("under case MB-CASE-60418", S()),
         ("within 3 business days", S())],
    notes="createReturnAuthorization ESCALATE; case MB-CASE-60418 DEFECT_REVIEW with PRODUCT_QUALITY; policy 3 business days.",
    incl=["MB-CASE-60418"])
add(102, SC, D_BABY, Q,
    "Your return request has been escalated for a defect review (case MB-CASE-60418); used carriers can only be returned if "
    "defective.",
    ev, [("has been escalated for a defect review", S()), ("(case MB-CASE-60418)", S()),
         ("used carriers can only be returned if defective", S())],
    notes="refused_call decision ESCALATE; case UNDER_REVIEW; policy on used carriers.", incl=["MB-CASE-60418"])
add(103, SC, D_BABY, Q,
    "Dear Mr. Nishimura,\nI'm sorry to hear about the squeak. Your hip seat was delivered on 25 April, so it is still within "
    "30 days, but as it has been used it can only be returned if our team confirms a defect. Your request is under review "
    "now.\nMamoru Baby",
    ev, [("delivered on 25 April", S()), ("still within 30 days", S()),
         ("can only be returned if our team confirms a defect", S()), ("Your request is under review now", S())],
    now=NOW, notes="DeliveredDate 03:00Z = 12:00 JST 25 April; now 12 May is day 17; case Status UNDER_REVIEW.",
    incl=["25 April"])
add(104, SC, D_BABY, Q,
    "Thank you for letting us know! I've approved your return, so please send the hip seat back, and you'll get a full "
    "refund of ¥12,100 once it arrives.",
    ev, [("I've approved your return", NOTEX()),
         ("you'll get a full refund of ¥12,100",
          CI("NOT_EXECUTED", "NO_POLICY_EVIDENCE", "NLI_NOT_ENTAILED", "CLAIM_WITHOUT_TOOL_EVIDENCE", "NLI_CONTRADICTION"))],
    errors=["refused_call_effect", "invented_promise"], excl=["I've approved your return", "full refund of ¥12,100"],
    notes="createReturnAuthorization was ESCALATED, not approved; a used carrier is only refunded if a defect is confirmed.")
add(105, SC, D_BABY, Q,
    "I'm sorry the hip seat hasn't worked out. Carriers can be returned within 30 days even if used, as long as the tags are "
    "attached. I have opened case MB-CASE-60418, and our team reviews such requests within 5 business days.",
    ev, [("even if used, as long as the tags are attached", POLC()), ("opened case MB-CASE-60418", S()),
         ("within 5 business days", POLC())],
    errors=["wrong_policy_condition", "wrong_period"], excl=["even if used", "within 5 business days"],
    notes="Policy: used carriers only if defective; defect claims reviewed within 3 business days.")
add(21, SC, D_BABY, Q,
    "Your return request has been escalated for a defect review (case MB-CASE-60481); used carriers can only be returned if "
    "defective, and our product team reviews claims within 3 business days.",
    ev, [("has been escalated for a defect review", S()), ("(case MB-CASE-60481)", IDM()),
         ("used carriers can only be returned if defective", S()), ("within 3 business days", S())],
    errors=["wrong_id"], excl=["MB-CASE-60481"], incl=["MB-CASE-60418", "3 business days"], repair=True,
    notes="The case id is MB-CASE-60418.")

# =============================================================================================
# AQUARIUM SUPPLIES (Suiso Aqua Supply)
# =============================================================================================
D_AQUA = "aquarium supplies"

# ---- A1 canister-filter-delay ---------------------------------------------------------------
ev = [
    rec("getOrder#503-3378120-9910463", "tool:orders.getOrder", {"payload": {
        "AmazonOrderId": "503-3378120-9910463", "PurchaseDate": "2026-06-01T04:12:00Z", "OrderStatus": "Unshipped",
        "OrderTotal": jpy(18900), "LatestShipDate": "2026-06-12T14:59:59Z",
        "EarliestDeliveryDate": "2026-06-13T15:00:00Z", "LatestDeliveryDate": "2026-06-15T14:59:59Z",
        "PaymentMethodDetails": ["CreditCard"], "PaymentCaptured": False, "BuyerInfo": {"BuyerName": "Aoki Tsubasa"},
        "OrderItems": [
            {"SellerSKU": "SQ-CF-1200", "Title": "Canister Filter CF-1200", "QuantityOrdered": 1, "QuantityShipped": 0,
             "ItemPrice": jpy(16500)},
            {"SellerSKU": "SQ-MEDIA-SET", "Title": "Filter Media Starter Set", "QuantityOrdered": 1, "QuantityShipped": 0,
             "ItemPrice": jpy(2400)}]}}),
    rec("getOrderChangeHistory#503-3378120-9910463", "tool:orders.getOrderChangeHistory", {"Changes": [
        {"Field": "LatestShipDate", "OldValue": "2026-06-05T14:59:59Z", "NewValue": "2026-06-12T14:59:59Z",
         "ChangedAt": "2026-06-04T02:30:00Z", "ChangeReason": "SUPPLIER_DELAY"}]}),
    pol("policy#delays", "Back-ordered items are charged only when they ship. If an order is delayed past its original "
        "ship-by date, you may cancel it at any time before it ships for a full refund. We will email you if the ship-by "
        "date changes again.", "2026-03"),
]
Q = "My canister filter was supposed to ship by 5 June. What's happening? Order 503-3378120-9910463."
SC = "canister-filter-delay"
NOW = "2026-06-06T10:00:00+09:00"
add(106, SC, D_AQUA, Q,
    "I'm very sorry for the delay with your canister filter.\n1. Our supplier's shipment was late, so the ship-by date for "
    "order 503-3378120-9910463 has moved from 5 June to 12 June.\n2. Delivery is now expected between 14 and 15 June.\n"
    "3. Your card has not been charged yet; we charge only when the order ships.\n4. If you'd rather not wait, you can "
    "cancel at any time before it ships for a full refund.",
    ev, [("Our supplier's shipment was late", S()), ("has moved from 5 June to 12 June", S()),
         ("between 14 and 15 June", S()), ("Your card has not been charged yet", S()),
         ("we charge only when the order ships", S()), ("cancel at any time before it ships for a full refund", S())],
    notes="Change history: LatestShipDate 5 June -> 12 June (JST), SUPPLIER_DELAY; delivery 13 Jun 15:00Z-15 Jun 14:59Z = 14-15 June JST; PaymentCaptured false.",
    incl=["12 June", "14 and 15 June"])
add(107, SC, D_AQUA, Q,
    "Supplier delay: it now ships by Friday 12 June, arriving 14–15 June, and you won't be charged until then.",
    ev, [("Supplier delay", S()), ("ships by Friday 12 June", S()), ("arriving 14–15 June", S()),
         ("you won't be charged until then", S())],
    now=NOW, notes="12 June 2026 is a Friday; policy charges back-ordered items when they ship; PaymentCaptured false.",
    incl=["12 June"])
add(108, SC, D_AQUA, Q,
    "Dear Mr. Aoki,\nPlease accept my apologies. Both items in your order, the CF-1200 canister filter and the media set "
    "(¥18,900 together), are still waiting to ship, and the new ship-by date is 12 June. Nothing has been charged to your "
    "card so far.\nSuiso Aqua Supply",
    ev, [("(¥18,900 together)", S()), ("are still waiting to ship", S()), ("the new ship-by date is 12 June", S()),
         ("Nothing has been charged to your card so far", S())],
    notes="16,500 + 2,400 = 18,900; OrderStatus Unshipped; LatestShipDate 12 June JST; PaymentCaptured false.",
    incl=["¥18,900"])
add(109, SC, D_AQUA, Q,
    "I'm very sorry for the delay with your canister filter.\n1. Order 503-3378120-9910463 is due to ship by 5 June.\n"
    "2. Delivery is expected between 14 and 15 June.\n3. Your card has not been charged yet; we charge only when the order "
    "ships.",
    ev, [("is due to ship by 5 June", DATE()), ("between 14 and 15 June", S()),
         ("Your card has not been charged yet", S()), ("we charge only when the order ships", S())],
    errors=["stale_value"], excl=["ship by 5 June"],
    notes="5 June is the OldValue in the change history; the current LatestShipDate is 12 June.")
add(110, SC, D_AQUA, Q,
    "Thank you for your patience. Your filter and media set have now shipped, and delivery is expected between 14 and "
    "15 June. As the order is already delayed, it can no longer be cancelled.",
    ev, [("have now shipped", STATE()), ("between 14 and 15 June", S()), ("it can no longer be cancelled", POLC())],
    errors=["wrong_state", "wrong_policy_condition"], excl=["have now shipped", "can no longer be cancelled"],
    notes="OrderStatus Unshipped, QuantityShipped 0; policy lets a delayed order be cancelled any time before it ships.")
add(22, SC, D_AQUA, Q,
    "Sorry for the wait! A supplier delay moved the ship-by date to 12 June, and delivery is now expected between 13 and "
    "15 June. Your card has not been charged yet.",
    ev, [("A supplier delay moved the ship-by date to 12 June", S()), ("between 13 and 15 June", DATE()),
         ("Your card has not been charged yet", S())],
    errors=["unit_conversion"], excl=["between 13 and"], incl=["14 and 15 June|14–15 June|14 June|14-15 June", "12 June"],
    repair=True, notes="EarliestDeliveryDate 2026-06-13T15:00:00Z is 00:00 on 14 June in Tokyo.")

# ---- A2 tank-cracked-replacement ------------------------------------------------------------
ev = [
    rec("getOrder#503-5047719-2281036", "tool:orders.getOrder", {"payload": {
        "AmazonOrderId": "503-5047719-2281036", "PurchaseDate": "2026-05-14T10:00:00Z", "OrderStatus": "Shipped",
        "OrderTotal": jpy(12980), "BuyerInfo": {"BuyerName": "Matsuda Yui"},
        "OrderItems": [{"SellerSKU": "SQ-GT-60L", "Title": "Glass Aquarium 60 L (60 x 30 x 36 cm)", "QuantityOrdered": 1,
                        "QuantityShipped": 1, "ItemPrice": jpy(12980)}],
        "Shipments": [{"TrackingStatus": "DELIVERED", "DeliveredDate": "2026-05-17T06:00:00Z",
                       "TrackingNumber": "360955100211"}]}}),
    rec("getOrder#503-9912084-3367150", "tool:orders.getOrder", {"payload": {
        "AmazonOrderId": "503-9912084-3367150", "IsReplacementOrder": True, "ReplacedOrderId": "503-5047719-2281036",
        "ReplacementReason": "DAMAGED_ON_ARRIVAL", "OrderStatus": "Shipped", "OrderTotal": jpy(0),
        "LatestDeliveryDate": "2026-05-20T14:59:59Z",
        "OrderItems": [{"SellerSKU": "SQ-GT-60L", "QuantityOrdered": 1, "QuantityShipped": 1, "ItemPrice": jpy(0)}],
        "Shipments": [{"CarrierCode": "SAGAWA", "CarrierName": "Sagawa Express", "TrackingNumber": "360955107728",
                       "ShipDate": "2026-05-19T02:00:00Z", "TrackingStatus": "IN_TRANSIT"}]}}),
    pol("policy#glass-damage", "Do not fill a cracked tank with water. If a glass tank arrives cracked, we send a "
        "replacement free of charge or refund it, as you prefer. Please keep the damaged tank for 14 days in case the "
        "carrier asks to inspect it; after that you may dispose of it.", "v2"),
]
Q = "The tank arrived cracked. What happens now? Order 503-5047719-2281036."
SC = "tank-cracked-replacement"
NOW = "2026-05-19T16:00:00+09:00"
add(111, SC, D_AQUA, Q,
    "I'm truly sorry the tank arrived cracked.\n1. We have sent you a free replacement under order 503-9912084-3367150.\n"
    "2. It left our warehouse this morning with Sagawa Express (tracking 360955107728).\n3. It should arrive by 20 May.\n"
    "4. Please keep the damaged tank for 14 days in case the carrier asks to inspect it, and please don't fill it with "
    "water.",
    ev, [("free replacement under order 503-9912084-3367150", S()),
         ("left our warehouse this morning with Sagawa Express", S()), ("(tracking 360955107728)", S()),
         ("arrive by 20 May", S()), ("keep the damaged tank for 14 days", S()), ("don't fill it with water", S())],
    now=NOW, notes="Replacement order total 0; ShipDate 02:00Z = 11:00 JST 19 May (this morning); LatestDeliveryDate 20 May JST; policy 14 days, do not fill.",
    incl=["503-9912084-3367150", "20 May"])
add(112, SC, D_AQUA, Q,
    "A free replacement 60 L tank is on its way and due tomorrow (Wednesday, 20 May).",
    ev, [("A free replacement 60 L tank is on its way", S()), ("due tomorrow (Wednesday, 20 May)", S())],
    now=NOW, notes="Replacement SQ-GT-60L, total 0, IN_TRANSIT; 20 May 2026 is a Wednesday, the day after now.",
    incl=["20 May"])
add(113, SC, D_AQUA, Q,
    "Dear Ms. Matsuda,\nI apologise for the broken tank. The replacement was dispatched at 11:00 today under a new order "
    "number, 503-9912084-3367150, at no cost to you. Your original order, 503-5047719-2281036, stays as it is, and we will "
    "not charge you again.\nSuiso Aqua Supply",
    ev, [("dispatched at 11:00 today", S()), ("503-9912084-3367150, at no cost to you", S()),
         ("we will not charge you again", S())],
    now=NOW, notes="ShipDate 2026-05-19T02:00Z = 11:00 JST today; replacement OrderTotal 0.", incl=["11:00"])
add(114, SC, D_AQUA, Q,
    "I'm truly sorry the tank arrived cracked.\n1. We have sent you a free replacement, and your replacement order number is "
    "360955107728.\n2. It should arrive by 20 May.\n3. Please keep the damaged tank for 14 days in case the carrier asks to "
    "inspect it.",
    ev, [("We have sent you a free replacement", S()), ("replacement order number is 360955107728", IDM()),
         ("arrive by 20 May", S()), ("keep the damaged tank for 14 days", S())],
    errors=["wrong_role"], excl=["order number is 360955107728"],
    notes="360955107728 is the Sagawa tracking number; the replacement order is 503-9912084-3367150.")
add(115, SC, D_AQUA, Q,
    "I'm so sorry about the cracked tank. Your free replacement left our warehouse at 02:00 today and should arrive by "
    "20 May. Please keep the damaged tank for 7 days in case the carrier wants to see it.",
    ev, [("left our warehouse at 02:00 today", TIME()), ("arrive by 20 May", S()),
         ("keep the damaged tank for 7 days", POLC())],
    errors=["unit_conversion", "wrong_period"], excl=["at 02:00", "for 7 days"], now=NOW,
    notes="ShipDate 02:00Z is 11:00 JST; policy: keep the damaged tank for 14 days.")
add(23, SC, D_AQUA, Q,
    "I'm truly sorry the tank arrived cracked. We have sent you a free replacement under order 503-9912084-3367150, and it "
    "should arrive by 20 May. Please keep the damaged tank for 30 days in case the carrier asks to inspect it, and don't "
    "fill it with water.",
    ev, [("free replacement under order 503-9912084-3367150", S()), ("arrive by 20 May", S()),
         ("keep the damaged tank for 30 days", POLC()), ("don't fill it with water", S())],
    errors=["wrong_period"], excl=["for 30 days"], incl=["14 days", "20 May"], repair=True,
    notes="Policy: keep the damaged tank for 14 days.")

# ---- A3 heater-sizing -----------------------------------------------------------------------
ev = [
    rec("getOrder#503-6671905-0043218", "tool:orders.getOrder", {"payload": {
        "AmazonOrderId": "503-6671905-0043218", "PurchaseDate": "2026-06-14T11:50:00Z", "OrderStatus": "Unshipped",
        "OrderTotal": jpy(3680), "LatestShipDate": "2026-06-16T14:59:59Z", "BuyerInfo": {"BuyerName": "Shimizu Ryo"},
        "OrderItems": [{"SellerSKU": "SQ-HT-100", "Title": "Aquarium Heater 100 W", "QuantityOrdered": 1,
                        "QuantityShipped": 0, "ItemPrice": jpy(3680)}]}}),
    rec("getOrder#503-2205561-7180942", "tool:orders.getOrder", {"payload": {
        "AmazonOrderId": "503-2205561-7180942", "PurchaseDate": "2026-05-30T02:00:00Z", "OrderStatus": "Shipped",
        "OrderTotal": jpy(21800), "OrderItems": [{"SellerSKU": "SQ-GT-90L", "Title": "Glass Aquarium 90 L",
                                                   "QuantityOrdered": 1, "QuantityShipped": 1, "ItemPrice": jpy(21800)}]}}),
    rec("getListingsItem#heaters", "tool:listings.getListingsItem", {"Items": [
        {"Sku": "SQ-HT-100", "Price": {"CurrencyCode": "JPY", "Amount": "3680"}},
        {"Sku": "SQ-HT-150", "Price": {"CurrencyCode": "JPY", "Amount": "4380"}},
        {"Sku": "SQ-HT-200", "Price": {"CurrencyCode": "JPY", "Amount": "5280"}}]}),
    psg("kb#heater-sizing", "Suiso heaters: 50 W for tanks up to 30 L; 100 W for 30-60 L; 150 W for 60-100 L; 200 W for "
        "100-150 L.\nThermostat range 20-34°C, preset to 26°C.\nFully submersible. Unplug for 30 minutes before taking the "
        "heater out of the water.\nBuilt-in shut-off if the heater runs dry.", "help centre"),
    pol("policy#unshipped-cancel", "Orders that have not shipped can be cancelled from your account at no charge. Once an "
        "order has shipped, unopened items can be returned within 30 days.", "v4"),
]
Q = "Is the 100 W heater I ordered enough for my 90 L tank? If not, what should I do?"
SC = "heater-sizing"
add(116, SC, D_AQUA, Q,
    "Thank you for checking before setting up!\n1. For a 90 L tank we recommend the 150 W heater; the 100 W model is sized "
    "for 30-60 L.\n2. Your heater order 503-6671905-0043218 has not shipped yet, so you can cancel it from your account at "
    "no charge.\n3. The 150 W heater is ¥4,380, which is ¥700 more than the 100 W one.",
    ev, [("we recommend the 150 W heater", S()), ("sized for 30-60 L", S()), ("has not shipped yet", S()),
         ("cancel it from your account at no charge", S()), ("The 150 W heater is ¥4,380", S()),
         ("¥700 more than the 100 W one", S())],
    notes="KB: 150 W for 60-100 L, 100 W for 30-60 L; order Unshipped; policy: cancel at no charge; 4,380 - 3,680 = 700.",
    incl=["150 W", "¥4,380"])
add(117, SC, D_AQUA, Q,
    "For 90 L you'll want the 150 W model (60–100 L); the 100 W is for 30–60 L.",
    ev, [("you'll want the 150 W model (60–100 L)", S()), ("the 100 W is for 30–60 L", S())],
    notes="KB sizing table.", incl=["150 W"])
add(118, SC, D_AQUA, Q,
    "Dear Mr. Shimizu,\nThank you for your question. Our heaters hold the water between 20 and 34°C and come preset to 26°C. "
    "Whichever model you choose, please unplug it for 30 minutes before taking it out of the water. For your 90 L "
    "aquarium, the 150 W size is the right one.\nSuiso Aqua Supply",
    ev, [("between 20 and 34°C", S()), ("come preset to 26°C", S()), ("unplug it for 30 minutes", S()),
         ("the 150 W size is the right one", S())],
    notes="KB: 20-34°C, preset 26°C, unplug 30 minutes, 150 W for 60-100 L.", incl=["26°C"])
add(119, SC, D_AQUA, Q,
    "Thank you for checking! The 100 W heater you ordered is enough for a 90 L tank, as it covers tanks up to 100 L. Your "
    "order 503-6671905-0043218 will ship by 16 June.",
    ev, [("The 100 W heater you ordered is enough for a 90 L tank", FACTC()),
         ("it covers tanks up to 100 L", FACTC()), ("will ship by 16 June", S())],
    errors=["wrong_value", "wrong_value"], excl=["is enough for a 90 L tank", "covers tanks up to 100 L"],
    notes="KB: 100 W is for 30-60 L; 60-100 L needs 150 W. LatestShipDate 16 June JST.")
add(120, SC, D_AQUA, Q,
    "Thanks for asking! For 90 L the 150 W heater is the right size. It costs ¥4,380, only ¥500 more than the 100 W model. "
    "When you change heaters, unplug the old one for 3 minutes before lifting it out.",
    ev, [("the 150 W heater is the right size", S()), ("It costs ¥4,380", S()),
         ("only ¥500 more than the 100 W model", C("AMOUNT_MISMATCH", "VALUE_MISMATCH")),
         ("unplug the old one for 3 minutes", FACTC())],
    errors=["wrong_arithmetic", "wrong_period"], excl=["¥500 more", "for 3 minutes"],
    notes="4,380 - 3,680 = 700; the KB says unplug for 30 minutes.")
add(24, SC, D_AQUA, Q,
    "Dear Mr. Shimizu,\nThank you for your question. For your 90 L aquarium the 150 W heater is the right size; it holds the "
    "water between 20 and 34°C and comes preset to 25°C. Your 100 W order has not shipped yet, so you can cancel it at no "
    "charge.\nSuiso Aqua Supply",
    ev, [("the 150 W heater is the right size", S()), ("between 20 and 34°C", S()), ("preset to 25°C", FACTC()),
         ("has not shipped yet", S()), ("cancel it at no charge", S())],
    errors=["wrong_value"], excl=["25°C"], incl=["26°C|26 °C", "150 W"], repair=True,
    notes="KB: preset to 26°C.")

# ---- A4 live-plants-guarantee ---------------------------------------------------------------
ev = [
    rec("getOrder#503-8804126-5519027", "tool:orders.getOrder", {"payload": {
        "AmazonOrderId": "503-8804126-5519027", "PurchaseDate": "2026-06-02T23:10:00Z", "OrderStatus": "Shipped",
        "OrderTotal": jpy(3860), "BuyerInfo": {"BuyerName": "Takeda Nao"},
        "OrderItems": [
            {"SellerSKU": "SQ-PLT-B10", "Title": "Beginner Plant Bundle, 10 stems", "QuantityOrdered": 1,
             "QuantityShipped": 1, "ItemPrice": jpy(2980), "ShippingPrice": jpy(0)},
            {"SellerSKU": "SQ-PLT-JF", "Title": "Java Fern on driftwood", "QuantityOrdered": 1, "QuantityShipped": 1,
             "ItemPrice": jpy(880), "ShippingPrice": jpy(0)}],
        "Shipments": [{"TrackingStatus": "DELIVERED", "DeliveredAt": 1780622400}]}}),
    rec("getArrivalGuarantee#503-8804126-5519027", "tool:sellerServices.getGuarantee", {
        "GuaranteeType": "LIVE_ARRIVAL", "Window": "PT48H", "StartsAt": "DELIVERY", "ClaimDeadline": 1780795200,
        "ClaimReceivedAt": 1780874400, "ClaimStatus": "OUTSIDE_WINDOW"}),
    refused("createReplacementOrder#call-4", "orders.createReplacementOrder", "DENY",
            {"AmazonOrderId": "503-8804126-5519027", "SellerSKU": "SQ-PLT-B10", "Reason": "DEAD_ON_ARRIVAL"}),
    pol("policy#live-plants", "Some leaf melt in the first week is normal for plants grown emersed and is not covered. Live "
        "plants are guaranteed to arrive alive. If a plant arrives dead or melting, send us a photo within 48 hours of "
        "delivery and we will refund that plant or send a replacement.", "2026-04"),
]
Q = "Half the stems in my plant bundle are melting. Can I get a replacement? Order 503-8804126-5519027."
SC = "live-plants-guarantee"
NOW = "2026-06-08T09:00:00+09:00"
add(121, SC, D_AQUA, Q,
    "Thank you for the photos, and I'm sorry the plants are struggling.\n1. Your plants were delivered on 5 June at 10:20.\n"
    "2. Our live-arrival guarantee covers claims sent within 48 hours of delivery, which ended on 7 June at 10:20.\n"
    "3. Because the claim came after that, I was not able to arrange a replacement.\n4. Some leaf melt in the first week "
    "is normal for plants grown emersed.",
    ev, [("delivered on 5 June at 10:20", S()), ("within 48 hours of delivery", S()),
         ("ended on 7 June at 10:20", S()), ("the claim came after that", S()),
         ("not able to arrange a replacement", S()), ("Some leaf melt in the first week is normal", S())],
    notes="DeliveredAt 1780622400 = 2026-06-05T01:20Z = 10:20 JST; ClaimDeadline 1780795200 = 10:20 JST 7 June; ClaimStatus OUTSIDE_WINDOW; replacement DENY.",
    incl=["10:20", "48 hours"])
add(122, SC, D_AQUA, Q,
    "I'm sorry—the 48-hour claim window closed yesterday morning, so a replacement couldn't be approved; some melt in the "
    "first week is normal.",
    ev, [("the 48-hour claim window closed yesterday morning", S()), ("a replacement couldn't be approved", S()),
         ("some melt in the first week is normal", S())],
    now=NOW, notes="now 8 June 09:00 JST; deadline 10:20 JST 7 June = yesterday morning; createReplacementOrder DENY.",
    incl=["48-hour"])
add(123, SC, D_AQUA, Q,
    "Dear Ms. Takeda,\nThank you for writing. Your order of the beginner 10-stem bundle (¥2,980) and a Java fern (¥880) came "
    "to ¥3,860. I'm afraid the replacement request was declined because it reached us after the 48-hour guarantee period.\n"
    "Suiso Aqua Supply",
    ev, [("the beginner 10-stem bundle (¥2,980)", S()), ("a Java fern (¥880)", S()), ("came to ¥3,860", S()),
         ("the replacement request was declined", S()), ("after the 48-hour guarantee period", S())],
    notes="2,980 + 880 = 3,860 (OrderTotal); refused_call DENY; ClaimReceivedAt after ClaimDeadline.", incl=["¥3,860"])
add(124, SC, D_AQUA, Q,
    "Thank you for the photos, and I'm sorry the plants are struggling. As you are within our 48-hour live-arrival guarantee, "
    "I have sent a replacement bundle today.",
    ev, [("As you are within our 48-hour live-arrival guarantee", COND()),
         ("I have sent a replacement bundle today", NOTEX())],
    errors=["condition_unmet", "refused_call_effect"], excl=["you are within our 48-hour", "sent a replacement bundle"],
    now=NOW, notes="ClaimStatus OUTSIDE_WINDOW (claim after the 7 June deadline); createReplacementOrder was DENIED.")
add(125, SC, D_AQUA, Q,
    "Thank you for the photos, and I'm sorry the plants are struggling.\n1. Your plants were delivered on 5 June.\n2. Our "
    "live-arrival guarantee covers claims sent within 48 hours of delivery, which ended on 7 June at 01:20.\n3. Because the "
    "claim came after that, I was not able to arrange a replacement.\n4. Some leaf melt in the first week is normal for "
    "plants grown emersed.",
    ev, [("delivered on 5 June", S()), ("within 48 hours of delivery", S()), ("ended on 7 June at 01:20", TIME()),
         ("the claim came after that", S()), ("not able to arrange a replacement", S()),
         ("Some leaf melt in the first week is normal", S())],
    errors=["unit_conversion"], excl=["at 01:20"],
    notes="ClaimDeadline 1780795200 is 01:20 UTC, 10:20 in Tokyo.")
add(25, SC, D_AQUA, Q,
    "Thank you for the photos, and I'm sorry the plants are struggling. They were delivered on 5 June at 10:20, and our "
    "live-arrival guarantee covers claims sent within 72 hours of delivery. Because your claim came after that window, I "
    "was not able to arrange a replacement.",
    ev, [("delivered on 5 June at 10:20", S()), ("within 72 hours of delivery", POLC()),
         ("your claim came after that window", S()), ("not able to arrange a replacement", S())],
    errors=["wrong_period"], excl=["72 hours"], incl=["48 hours|48-hour", "10:20"], repair=True,
    notes="Policy and Window PT48H: 48 hours.")

# ---- A5 cartridge-subscription --------------------------------------------------------------
ev = [
    rec("getSubscription#SNS-7710-4482", "tool:subscriptions.getSubscription", {
        "SubscriptionId": "SNS-7710-4482", "BuyerName": "Ikeda Jun", "SellerSKU": "SQ-CART-3P",
        "Title": "Filter Cartridge 3-pack (CF-1200)", "Status": "ACTIVE", "ListPrice": jpy(2640),
        "SubscriberDiscountPct": "10", "PricePerDelivery": jpy(2376), "ActiveSubscriptionCount": 2,
        "ScheduleVersions": [
            {"Version": 1, "Status": "SUPERSEDED", "Frequency": "P1M", "NextDeliveryDate": "2026/06/20"},
            {"Version": 2, "Status": "ACTIVE", "Frequency": "P2M", "NextDeliveryDate": "2026/07/04",
             "ChangedAt": "2026-05-30T03:00:00Z"}]}),
    pol("policy#subscribe-save", "Subscribers save 10% on every delivery; with 5 or more active subscriptions the discount "
        "rises to 15%. You can skip, change or cancel a delivery up to 3 days before its date without charge. We charge "
        "your card on the day the delivery ships.", "2026-02"),
]
Q = "I changed my cartridge subscription last week. When is the next delivery and how much will it cost?"
SC = "cartridge-subscription"
NOW = "2026-06-03T20:00:00+09:00"
add(126, SC, D_AQUA, Q,
    "Thank you for your message!\n1. Your subscription SNS-7710-4482 now delivers every 2 months.\n2. The next delivery is on "
    "4 July.\n3. The cartridge 3-pack is ¥2,640, and with your 10% subscriber saving you pay ¥2,376.\n4. You can skip or "
    "change it up to 3 days before that date.",
    ev, [("now delivers every 2 months", S()), ("The next delivery is on 4 July", S()), ("3-pack is ¥2,640", S()),
         ("your 10% subscriber saving", S()), ("you pay ¥2,376", S()), ("up to 3 days before that date", S())],
    notes="ACTIVE schedule version 2: P2M, NextDeliveryDate 2026/07/04; ListPrice 2640, 10% -> 2376; policy 3 days.",
    incl=["4 July", "¥2,376"])
add(127, SC, D_AQUA, Q,
    "Next delivery: Saturday 4 July, ¥2,376 after your 10% discount.",
    ev, [("Next delivery: Saturday 4 July", S()), ("¥2,376 after your 10% discount", S())],
    now=NOW, notes="4 July 2026 is a Saturday; PricePerDelivery 2376.", incl=["4 July"])
add(128, SC, D_AQUA, Q,
    "Dear Mr. Ikeda,\nThank you for updating your plan. The change you made on 30 May switched your cartridge delivery from "
    "monthly to every two months, so the 20 June delivery no longer applies and the next one is on 4 July. Your card is "
    "charged on the day it ships.\nSuiso Aqua Supply",
    ev, [("The change you made on 30 May", S()), ("from monthly to every two months", S()),
         ("the 20 June delivery no longer applies", S()), ("the next one is on 4 July", S()),
         ("charged on the day it ships", S())],
    notes="ChangedAt 03:00Z = 12:00 JST 30 May; version 1 (P1M, 20 June) SUPERSEDED by version 2 (P2M, 4 July); policy charges on ship day.",
    incl=["4 July"])
add(129, SC, D_AQUA, Q,
    "Thank you for your message!\n1. Your subscription SNS-7710-4482 now delivers every 2 months.\n2. The next delivery is on "
    "20 June.\n3. The cartridge 3-pack is ¥2,640, and with your 10% subscriber saving you pay ¥2,376.\n4. You can skip or "
    "change it up to 3 days before that date.",
    ev, [("now delivers every 2 months", S()), ("The next delivery is on 20 June", DATE()), ("3-pack is ¥2,640", S()),
         ("your 10% subscriber saving", S()), ("you pay ¥2,376", S()), ("up to 3 days before that date", S())],
    errors=["stale_value"], excl=["on 20 June"],
    notes="20 June is the NextDeliveryDate of the SUPERSEDED schedule version 1; the active one is 4 July.")
add(130, SC, D_AQUA, Q,
    "Thanks for getting in touch! Your next cartridge delivery is on 4 July. With your 15% multi-subscription saving you pay "
    "¥2,244, and you can change it up to 1 day before the delivery date.",
    ev, [("next cartridge delivery is on 4 July", S()), ("With your 15% multi-subscription saving", COND()),
         ("you pay ¥2,244", AMT()), ("up to 1 day before the delivery date", POLC())],
    errors=["condition_unmet", "wrong_amount", "wrong_period"],
    excl=["15% multi-subscription", "¥2,244", "up to 1 day before"],
    notes="15% needs 5+ active subscriptions (ActiveSubscriptionCount 2), so 10% and ¥2,376; policy: 3 days before.")
add(26, SC, D_AQUA, Q,
    "Thank you for your message! Your subscription SNS-7710-4482 now delivers every 2 months, and the next delivery is on "
    "4 July. The cartridge 3-pack is ¥2,640, and with your 10% subscriber saving you pay ¥2,367.",
    ev, [("now delivers every 2 months", S()), ("the next delivery is on 4 July", S()), ("3-pack is ¥2,640", S()),
         ("your 10% subscriber saving", S()), ("you pay ¥2,367", AMT())],
    errors=["wrong_arithmetic"], excl=["¥2,367"], incl=["2,376|2376", "4 July"], repair=True,
    notes="2,640 x 0.9 = 2,376 (PricePerDelivery).")

# =============================================================================================
def _write(name, rows):
    with open(os.path.join(HERE, name), "w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")

if __name__ == "__main__":
    _write("cases.jsonl", CASES)
    _write("repair.jsonl", REPAIRS)
    from collections import Counter
    correct = sum(1 for c in CASES if not c["meta"]["errors"])
    errs = Counter(e for c in CASES + REPAIRS for e in c["meta"]["errors"])
    print("cases", len(CASES), "correct", correct, "wrong", len(CASES) - correct, "repair", len(REPAIRS))
    print(dict(sorted(errs.items(), key=lambda kv: -kv[1])))
    print("scenarios", len({c["meta"]["scenario"] for c in CASES}),
          Counter(c["meta"]["domain"] for c in CASES))
