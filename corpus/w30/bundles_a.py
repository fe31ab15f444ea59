"""Furniture delivery and assembly (w30)."""
from write_cases import *

# ---------------------------------------------------------------- F1 sofa delivery
b = Bundle("sofa-delivery", "furniture delivery and assembly",
           "When is my sofa being delivered, and at what time? Order 4500018832.",
           "2026-03-12T10:15:00+02:00", [
    {"id": "get_sales_order#4500018832", "kind": "record", "source": "tool:erp.get_sales_order",
     "fields": {"d": {
        "SalesOrder": "4500018832", "SalesOrderType": "ZFDA", "PurchaseOrderByCustomer": "WEB-77310",
        "OverallStatus": "B", "StatusText": "Partially processed", "TransactionCurrency": "ZAR",
        "CreationDate": D(2026, 2, 27), "RequestedDeliveryDate": D(2026, 3, 14),
        "TotalNetAmount": "20695.65", "TotalTaxAmount": "3104.35",
        "Items": {"results": [
            {"SalesOrderItem": "10", "Material": "SOF-3S-SLT", "SalesOrderItemText": "3-seater fabric sofa, Slate",
             "RequestedQuantity": "1", "NetAmount": "16521.74", "TaxAmount": "2478.26", "DeliveryStatus": "A"},
            {"SalesOrderItem": "20", "Material": "SRV-ASSY", "SalesOrderItemText": "Assembly service",
             "RequestedQuantity": "1", "NetAmount": "695.65", "TaxAmount": "104.35", "DeliveryStatus": "A"},
            {"SalesOrderItem": "30", "Material": "OTT-SLT", "SalesOrderItemText": "Ottoman, Slate",
             "RequestedQuantity": "1", "NetAmount": "3478.26", "TaxAmount": "521.74", "DeliveryStatus": "C"}]},
        "Partners": {"results": [
            {"PartnerFunction": "SP", "Customer": "CUST-20417", "FullName": "Nomvula Dlamini"},
            {"PartnerFunction": "SH", "Customer": "CUST-20417", "Address": "Unit 4, 18 Jacaranda Close, Bryanston"},
            {"PartnerFunction": "ZX", "Supplier": "SUP-0091", "FullName": "Rhino Freight Logistics"}]}}}},
    {"id": "get_outbound_delivery#80011422", "kind": "record", "source": "tool:erp.get_outbound_delivery",
     "fields": {"d": {"DeliveryDocument": "80011422", "ReferenceSDDocument": "4500018832",
                      "PlannedDeliveryWindowStart": T(2026, 3, 14, 8, 0), "PlannedDeliveryWindowEnd": T(2026, 3, 14, 12, 0),
                      "TimeZoneNote": "timestamps are UTC", "OverallGoodsMovementStatus": "A",
                      "Items": ["10", "20"]}}},
    {"id": "get_sales_order#4500018790", "kind": "record", "source": "tool:erp.get_sales_order",
     "fields": {"d": {"SalesOrder": "4500018790", "SalesOrderType": "ZFDL", "OverallStatus": "C",
                      "StatusText": "Completely processed", "RequestedDeliveryDate": D(2026, 3, 21),
                      "TotalNetAmount": "5217.39", "TotalTaxAmount": "782.61",
                      "Items": {"results": [{"SalesOrderItem": "10", "SalesOrderItemText": "Dining chair, oak (set of 4)",
                                              "NetAmount": "5217.39", "TaxAmount": "782.61", "DeliveryStatus": "C"}]}}}},
    {"id": "delivery-policy#slots", "kind": "policy", "revision": "2026-01",
     "text": "Deliveries are made Monday to Saturday. Customers receive a four-hour delivery window two days before delivery. Where assembly is ordered, our crew assembles the item on the day of delivery."},
])
b.ok("Good day Ms Dlamini, your sofa on order 4500018832 is scheduled for delivery on Saturday, 14 March, between 08:00 and 12:00. The ottoman from this order has already been delivered. Assembly is included on the order, and our crew will assemble the sofa on the day of delivery. Kind regards, Customer Care",
     [sup("scheduled for delivery on Saturday, 14 March"), sup("between 08:00 and 12:00"),
      sup("ottoman from this order has already been delivered"), sup("Assembly is included on the order"),
      sup("assemble the sofa on the day of delivery"), na("Kind regards")],
     ["14 March", "08:00"], "RequestedDeliveryDate 2026/03/14; window 06:00-10:00 UTC = 08:00-12:00 SAST; item 30 DeliveryStatus C; item 20 assembly; policy says same-day assembly.")
b.ok("Thank you for your enquiry. Please note the following regarding order 4500018832:\n- Delivery date: 14 March 2026 (Saturday)\n- Time window: 8 AM to 12 PM\n- Order status: partially processed, as the ottoman was delivered separately\n- Order total: R23,800.00 including VAT",
     [na("Thank you for your enquiry."), sup("Delivery date: 14 March 2026"), sup("8 AM to 12 PM"),
      sup("Order status: partially processed"), sup("the ottoman was delivered separately"),
      sup("R23,800.00 including VAT")],
     ["14 March 2026", "R23,800.00"], "OverallStatus B; totals 20695.65 + 3104.35 = 23800.00; window in UTC converted to SAST.")
b.ok("Your sofa (order 4500018832) arrives 2026/03/14, 08:00-12:00.",
     [sup("arrives 2026/03/14"), sup("08:00-12:00")],
     ["2026/03/14"], "RequestedDeliveryDate and the outbound delivery window, converted from UTC.")
b.bad("Good day Ms Dlamini, your sofa on order 4500018832 is scheduled for delivery on Saturday, 21 March, between 08:00 and 12:00. The ottoman from this order has already been delivered.",
      [con("scheduled for delivery on Saturday, 21 March", "DATE_MISMATCH"), sup("between 08:00 and 12:00"),
       sup("ottoman from this order has already been delivered")],
      ["other_record_value"], ["Saturday, 21 March"], "21 March is the date of the other order 4500018790 (dining chairs); this order is 2026/03/14.")
b.bad("Thank you for your patience. Order 4500018832 has been fully processed, and your sofa will be delivered on 14 March between 06:00 and 10:00.",
      [con("has been fully processed", "RECORD_STATE_MISMATCH"), sup("delivered on 14 March"),
       con("between 06:00 and 10:00", "DATE_MISMATCH", "VALUE_MISMATCH")],
      ["wrong_state", "unit_conversion"], ["fully processed", "06:00 and 10:00"],
      "OverallStatus is B (partially processed); the window 06:00-10:00 is UTC, i.e. 08:00-12:00 in Johannesburg.")
b.repair("Good day. Your sofa will be delivered on 14 March between 08:00 and 12:00, and the order total is R19,800.00 including VAT.",
         [sup("delivered on 14 March"), sup("between 08:00 and 12:00"), con("R19,800.00 including VAT", "AMOUNT_MISMATCH")],
         ["wrong_arithmetic"], ["R19,800.00"], ["R23,800|23,800|23 800", "14 March"],
         "Total omits the ottoman: 19000 + 800 + 4000 = R23,800.00 incl. VAT.")

# ---------------------------------------------------------------- F2 assembly fee waiver refused
b = Bundle("assembly-fee", "furniture delivery and assembly",
           "My delivery got moved, so please waive the assembly fee on my wardrobe order.",
           "2026-03-20T14:05:00+02:00", [
    {"id": "get_sales_order#4500019107", "kind": "record", "source": "tool:erp.get_sales_order",
     "fields": {"d": {"SalesOrder": "4500019107", "SalesOrderType": "ZFDA", "OverallStatus": "A",
                      "StatusText": "Not yet processed", "TransactionCurrency": "ZAR",
                      "RequestedDeliveryDate": D(2026, 4, 2),
                      "Items": {"results": [
                          {"SalesOrderItem": "10", "SalesOrderItemText": "Oak wardrobe, 3-door", "NetAmount": "11304.35", "TaxAmount": "1695.65"},
                          {"SalesOrderItem": "20", "SalesOrderItemText": "Assembly service - wardrobe", "NetAmount": "1043.48", "TaxAmount": "156.52"}]},
                      "Partners": {"results": [{"PartnerFunction": "SP", "FullName": "Johan Pretorius"}]}}}},
    {"id": "get_schedule_changes#4500019107", "kind": "record", "source": "tool:erp.get_change_log",
     "fields": {"SalesOrder": "4500019107", "Changes": [
         {"ChangeNumber": "1", "ChangedBy": "CUSTOMER", "ReasonCode": "CUST_REQ", "OldDeliveryDate": D(2026, 3, 26), "NewDeliveryDate": D(2026, 4, 2),
          "ChangedOn": D(2026, 3, 19)}]}},
    {"id": "apply_price_override#call-1", "kind": "refused_call", "tool": "apply_price_override", "decision": "DENY",
     "args": {"SalesOrder": "4500019107", "SalesOrderItem": "20", "ConditionType": "ZDIS", "Percent": "100"}},
    {"id": "assembly-policy#waiver", "kind": "policy", "revision": "2026-01",
     "text": "Assembly is charged per item as listed on the sales order. Assembly is carried out on the delivery day by the delivery crew. The assembly charge is waived only when we reschedule a delivery with less than 48 hours' notice. Reschedules requested by the customer do not qualify for a waiver."},
])
b.ok("Thank you for your message. Regrettably, we were unable to waive the R1,200.00 assembly charge on order 4500019107, as the delivery date was moved at your request. Assembly will take place on 2 April, the day of delivery.",
     [na("Thank you for your message."), sup("unable to waive the R1,200.00 assembly charge"), sup("moved at your request"),
      sup("Assembly will take place on 2 April")],
     ["R1,200.00", "2 April"], "Override DENY; item 20 = 1043.48 + 156.52 = 1200.00; change log ChangedBy CUSTOMER; new date 2026/04/02.")
b.ok("Please be advised that the request to waive the assembly charge was declined. Our policy waives assembly only where we reschedule a delivery with less than 48 hours' notice; reschedules requested by the customer do not qualify. Your wardrobe remains due on 2026/04/02.",
     [sup("waive the assembly charge was declined"), sup("less than 48 hours' notice"), sup("requested by the customer do not qualify"),
      sup("due on 2026/04/02")],
     ["48 hours", "2026/04/02"], "Refused call; policy assembly-policy#waiver; RequestedDeliveryDate 2026/04/02.")
b.bad("We are pleased to confirm that the R1,200.00 assembly charge has been waived on order 4500019107. Your wardrobe will be delivered and assembled on 2 April.",
      [con("assembly charge has been waived", "NOT_EXECUTED"), sup("delivered and assembled on 2 April")],
      ["refused_call_effect"], ["has been waived"], "apply_price_override was DENIED; the waiver did not happen.")
b.bad("Our records show that the delivery was rescheduled by our team, so the R1,200.00 assembly charge qualifies to be waived. Your wardrobe is due on 2 April.",
      [con("rescheduled by our team", "VALUE_MISMATCH", "RECORD_STATE_MISMATCH"),
       either("qualifies to be waived", "VALUE_MISMATCH", "RECORD_STATE_MISMATCH", NLIC, "NOT_EXECUTED", NOEV, *NOPOL),
       sup("due on 2 April")],
      ["wrong_value", "condition_unmet"], ["rescheduled by our team", "qualifies to be waived"],
      "Change log ChangedBy CUSTOMER; the waiver condition (our reschedule, <48 h notice) does not hold and the override was denied.")
b.repair("Regrettably, the assembly charge could not be waived. Your wardrobe will be delivered and assembled on 26 March.",
         [sup("could not be waived"), con("assembled on 26 March", "DATE_MISMATCH")],
         ["stale_value"], ["26 March"], ["2 April|2026/04/02|02 April", "could not|unable|declined"],
         "26 March is the OldDeliveryDate from the change log; the current date is 2026/04/02.")

# ---------------------------------------------------------------- F3 damaged table replacement
b = Bundle("damaged-table", "furniture delivery and assembly",
           "What is happening with the replacement for my damaged dining table?",
           "2026-03-09T09:40:00+02:00", [
    {"id": "get_customer_return#6000004521", "kind": "record", "source": "tool:erp.get_customer_return",
     "fields": {"d": {"CustomerReturn": "6000004521", "ReferenceSDDocument": "4500017650", "ReturnReason": "DMG",
                      "ReturnReasonText": "Damaged in transit", "OverallStatus": "C", "StatusText": "Completely processed",
                      "CollectionDate": D(2026, 3, 3),
                      "Items": {"results": [{"Item": "10", "Text": "Dining table, walnut 1.8 m", "Quantity": "1", "NetAmount": "15652.17", "TaxAmount": "2347.83"}]}}}},
    {"id": "get_sales_order#4500019344", "kind": "record", "source": "tool:erp.get_sales_order",
     "fields": {"d": {"SalesOrder": "4500019344", "SalesOrderType": "ZRPL", "SalesOrderTypeText": "Free-of-charge replacement",
                      "ReferenceSDDocument": "6000004521", "OverallStatus": "A", "StatusText": "Not yet processed",
                      "Items": {"results": [{"SalesOrderItem": "10", "SalesOrderItemText": "Dining table, walnut 1.8 m",
                                              "NetAmount": "0.00", "TaxAmount": "0.00",
                                              "ScheduleLines": [
                                                  {"ScheduleLine": "1", "ConfirmedDeliveryDate": D(2026, 3, 17), "IsSuperseded": True},
                                                  {"ScheduleLine": "2", "ConfirmedDeliveryDate": D(2026, 3, 20), "IsSuperseded": False}]}]}}}},
    {"id": "damage-policy#2", "kind": "policy", "revision": "v4",
     "text": "Please report transit damage within 48 hours of delivery. Where an item arrives damaged, we collect it and deliver a replacement free of charge. Replacements are dispatched once the damaged item has been collected. If no replacement stock is available within 21 days, a full refund is offered instead."},
])
b.ok("Good morning. The damaged walnut dining table was collected on 3 March, and a replacement has been placed on order 4500019344 at no charge to you. It is scheduled for delivery on 20 March.",
     [sup("collected on 3 March"), sup("placed on order 4500019344"), sup("at no charge to you"), sup("scheduled for delivery on 20 March")],
     ["4500019344", "20 March"], "Return CollectionDate 2026/03/03; ZRPL order amounts 0.00; current schedule line 2 is 2026/03/20.")
b.ok("Kindly note that return 6000004521 has been completed and your replacement table is due on 2026/03/20. Replacements for items damaged in transit are provided free of charge.",
     [sup("return 6000004521 has been completed"), sup("due on 2026/03/20"), sup("provided free of charge")],
     ["2026/03/20"], "Return OverallStatus C; schedule line 2; policy damage-policy#2.")
b.bad("Good morning. The damaged table was collected on 3 March, and your replacement is scheduled for delivery on 17 March at no charge to you.",
      [sup("collected on 3 March"), con("delivery on 17 March", "DATE_MISMATCH"), sup("at no charge to you")],
      ["stale_value"], ["17 March"], "Schedule line 1 (17 March) is superseded; line 2 gives 2026/03/20.")
b.bad("Thank you for your patience. Your replacement table has already been dispatched and will reach you on 20 March. Should a replacement ever be unavailable within 30 days, a full refund is offered instead.",
      [con("has already been dispatched", "RECORD_STATE_MISMATCH"), sup("will reach you on 20 March"),
       con("unavailable within 30 days", NLIC, "VALUE_MISMATCH")],
      ["wrong_state", "wrong_period"], ["already been dispatched", "within 30 days"],
      "Replacement order OverallStatus A (not yet processed); policy says 21 days.")
b.repair("The damaged table was collected on 3 March. Your replacement, on order 6000004521, will be delivered on 20 March.",
         [sup("collected on 3 March"), con("on order 6000004521", "IDENTIFIER_MISMATCH"), sup("delivered on 20 March")],
         ["wrong_role"], ["order 6000004521"], ["4500019344", "20 March"],
         "6000004521 is the return number; the replacement sales order is 4500019344.")

# ---------------------------------------------------------------- F4 cancelled bed frame refund
b = Bundle("cancelled-bed", "furniture delivery and assembly",
           "I cancelled my bed frame order. When will I get my money back and how much?",
           "2026-03-12T11:00:00+02:00", [
    {"id": "get_sales_order#4500018201", "kind": "record", "source": "tool:erp.get_sales_order",
     "fields": {"d": {"SalesOrder": "4500018201", "SalesOrderType": "ZFDL", "OverallStatus": "C", "StatusText": "Completely processed",
                      "OverallSDDocumentRejectionSts": "C", "RejectionStatusText": "Fully rejected",
                      "Items": {"results": [{"SalesOrderItem": "10", "SalesOrderItemText": "Queen bed frame, upholstered, Charcoal",
                                              "NetAmount": "7826.09", "TaxAmount": "1173.91", "SalesDocumentRjcnReason": "Z1",
                                              "RejectionReasonText": "Cancelled by customer after dispatch planning"}]}}}},
    {"id": "get_credit_memo#9100033812", "kind": "record", "source": "tool:erp.get_billing_document",
     "fields": {"BillingDocument": "9100033812", "BillingDocumentType": "G2", "ReferenceSDDocument": "4500018201",
                "RefundAmountInCents": 810000, "Currency": "ZAR", "PaymentMethod": "CARD",
                "PaymentStatus": "SUBMITTED_TO_BANK", "SubmittedOn": D(2026, 3, 11),
                "Deductions": [{"ConditionType": "ZCNF", "Text": "Cancellation fee 10%", "AmountInCents": 90000}]}},
    {"id": "cancellation-policy#v3", "kind": "policy", "revision": "v3",
     "text": "Orders may be cancelled free of charge until dispatch planning starts. Orders cancelled after dispatch planning has started incur a cancellation fee of 10% of the order value. Refunds are paid to the original payment method. Card refunds reflect within 7 to 10 business days of submission to the bank; EFT refunds reflect within 3 business days."},
])
b.ok("Your order 4500018201 has been cancelled, and a refund of R8,100.00 was submitted to your bank on 11 March. As the refund is going back to your card, please allow 7 to 10 business days for it to reflect.",
     [sup("order 4500018201 has been cancelled"), sup("refund of R8,100.00"), sup("submitted to your bank on 11 March"),
      sup("please allow 7 to 10 business days")],
     ["R8,100.00", "7 to 10 business days"], "Rejection status C; 810000 cents = R8,100.00; SubmittedOn 2026/03/11; card timing from policy.")
b.ok("Kindly be advised: the bed frame order came to R9,000.00, and as it was cancelled after dispatch planning had started, a 10% cancellation fee of R900.00 applies. This leaves a refund of R8,100.00, which will be returned to your card.",
     [sup("came to R9,000.00"), sup("cancelled after dispatch planning had started"), sup("cancellation fee of R900.00"),
      sup("leaves a refund of R8,100.00"), sup("returned to your card")],
     ["R900.00", "R8,100.00"], "7826.09 + 1173.91 = 9000.00; deduction 90000 cents; refund 810000 cents; PaymentMethod CARD.")
b.bad("Your order 4500018201 has been cancelled, and a refund of R9,000.00 was submitted to your bank on 11 March. Please allow 3 business days for it to reflect in your card account.",
      [sup("has been cancelled"), con("refund of R9,000.00", "AMOUNT_MISMATCH"), sup("submitted to your bank on 11 March"),
       con("allow 3 business days", NLIC, "VALUE_MISMATCH")],
      ["wrong_amount", "wrong_period"], ["refund of R9,000.00", "allow 3 business days"],
      "Refund is 810000 cents (R8,100.00) after the 10% fee; 3 business days is the EFT timing, card refunds take 7 to 10.")
b.bad("Thank you for your patience. Your refund of R8,100.00 has been paid into your account.",
      [na("Thank you for your patience."), con("has been paid into your account", "RECORD_STATE_MISMATCH")],
      ["wrong_state"], ["has been paid into your account"], "PaymentStatus is SUBMITTED_TO_BANK, not paid/reflected.")
b.repair("Your order has been cancelled, and the refund of R8,100.00 to your card will reflect within 3 business days.",
         [sup("has been cancelled"), sup("refund of R8,100.00"), con("within 3 business days", NLIC, "VALUE_MISMATCH")],
         ["wrong_period"], ["within 3 business days"], ["7 to 10|7-10|seven to ten", "R8,100|8,100|8 100"],
         "Card refunds reflect within 7 to 10 business days per cancellation-policy#v3.")

# ---------------------------------------------------------------- F5 delivery fee threshold
b = Bundle("delivery-fee", "furniture delivery and assembly",
           "Why am I paying R600 delivery? I have spent more than R10,000 with you this month.",
           "2026-03-16T08:50:00+02:00", [
    {"id": "get_sales_order#4500019520", "kind": "record", "source": "tool:erp.get_sales_order",
     "fields": {"d": {"SalesOrder": "4500019520", "SalesOrderType": "ZFDL", "OverallStatus": "A", "StatusText": "Not yet processed",
                      "RequestedDeliveryDate": D(2026, 3, 25), "TransactionCurrency": "ZAR",
                      "Items": {"results": [
                          {"SalesOrderItem": "10", "SalesOrderItemText": "Leather armchair, Cognac", "NetAmount": "6086.96", "TaxAmount": "913.04"},
                          {"SalesOrderItem": "20", "SalesOrderItemText": "Delivery - Gauteng metro", "Material": "SRV-DLV-METRO", "NetAmount": "521.74", "TaxAmount": "78.26"}]},
                      "Partners": {"results": [{"PartnerFunction": "SH", "Address": "7 Kiaat Street, Midrand", "TransportZone": "GP-METRO"}]}}}},
    {"id": "get_sales_order#4500019388", "kind": "record", "source": "tool:erp.get_sales_order",
     "fields": {"d": {"SalesOrder": "4500019388", "SalesOrderType": "ZFDL", "OverallStatus": "C", "StatusText": "Completely processed",
                      "RequestedDeliveryDate": D(2026, 3, 6), "TotalNetAmount": "6956.52", "TotalTaxAmount": "1043.48",
                      "Items": {"results": [{"SalesOrderItem": "10", "SalesOrderItemText": "Coffee table, travertine", "NetAmount": "6956.52", "TaxAmount": "1043.48"}]}}}},
    {"id": "delivery-policy#fees", "kind": "policy", "revision": "2026-02",
     "text": "Orders below the threshold are charged R600 for metro delivery. Delivery within the Gauteng, Cape Town and eThekwini metro areas is free on orders of R10,000 or more including VAT. The threshold applies per sales order; separate orders are not combined."},
])
b.ok("Thank you for your enquiry. The delivery fee of R600.00 applies to order 4500019520, since free metro delivery is only offered on orders of R10,000 or more including VAT.",
     [na("Thank you for your enquiry."), sup("delivery fee of R600.00 applies to order 4500019520"),
      sup("orders of R10,000 or more including VAT")],
     ["R600.00", "R10,000"], "Item 20 = 521.74 + 78.26 = 600.00; policy threshold R10,000 incl. VAT.")
b.ok("Please note that separate orders cannot be combined to reach the free-delivery threshold, so the R600.00 charge remains. Your armchair is due for delivery on 25 March, and the order total is R7,600.00.",
     [sup("separate orders cannot be combined"), sup("R600.00 charge remains"), sup("due for delivery on 25 March"),
      sup("order total is R7,600.00")],
     ["25 March", "R7,600.00"], "Policy: per sales order; 7000 + 600 = 7600; RequestedDeliveryDate 2026/03/25.")
b.bad("As your two orders together exceed R10,000, the delivery fee on order 4500019520 has been removed. Your armchair is due for delivery on 25 March.",
      [sup("your two orders together exceed R10,000"), either("the delivery fee on order 4500019520 has been removed", "RECORD_STATE_MISMATCH", "VALUE_MISMATCH", "AMOUNT_MISMATCH", NOEV),
       sup("due for delivery on 25 March")],
      ["condition_unmet"], ["has been removed"],
      "The threshold applies per order (this one is R7,600.00); item 20 delivery R600 is still on the order.")
b.bad("Thank you for your enquiry. Free metro delivery applies to orders of R5,000 or more, so the R600.00 on order 4500019520 was charged in error and will be refunded.",
      [con("orders of R5,000 or more", NLIC, "VALUE_MISMATCH"),
       either("charged in error and will be refunded", NOEV, "RECORD_STATE_MISMATCH", *NOPOL)],
      ["wrong_policy_condition", "invented_promise"], ["R5,000 or more", "charged in error"],
      "Policy threshold is R10,000 incl. VAT; nothing records a refund or an error.")
b.repair("The total of order 4500019520 is R7,000.00, including delivery. Your armchair is due for delivery on 25 March.",
         [con("R7,000.00, including delivery", "AMOUNT_MISMATCH"), sup("due for delivery on 25 March")],
         ["wrong_arithmetic"], ["R7,000.00, including delivery"], ["R7,600|7,600|7 600", "25 March"],
         "7000 (armchair) + 600 (delivery) = R7,600.00; R7,000.00 is the armchair alone.")
