"""Mattress retailer with home trials (w30)."""
from write_cases import *

# ---------------------------------------------------------------- M1 trial window
b = Bundle("trial-window", "mattress retailer with home trials",
           "How long do I still have on my mattress trial, and what happens if I send it back?",
           "2026-03-05T16:20:00+02:00", [
    {"id": "get_sales_order#4500020114", "kind": "record", "source": "tool:erp.get_sales_order",
     "fields": {"d": {"SalesOrder": "4500020114", "SalesOrderType": "ZTRL", "SalesOrderTypeText": "Trial sale",
                      "OverallStatus": "C", "StatusText": "Completely processed",
                      "Items": {"results": [{"SalesOrderItem": "10", "Material": "CR-HYB-Q", "SalesOrderItemText": "Cloudrest Hybrid Queen",
                                              "NetAmount": "10434.78", "TaxAmount": "1565.22"}]},
                      "to_TrialProgram": {"ProgramCode": "HT100", "Nights": 100, "StartBasis": "PROOF_OF_DELIVERY",
                                          "TrialEndDate": D(2026, 4, 29)},
                      "to_ProofOfDelivery": {"DeliveredOn": D(2026, 1, 20), "SignedBy": "A. Botha"},
                      "Partners": {"results": [{"PartnerFunction": "SP", "FullName": "Andries Botha"}]}}}},
    {"id": "get_sales_order#4500020380", "kind": "record", "source": "tool:erp.get_sales_order",
     "fields": {"d": {"SalesOrder": "4500020380", "SalesOrderType": "ZSTD", "OverallStatus": "C", "StatusText": "Completely processed",
                      "Items": {"results": [{"SalesOrderItem": "10", "SalesOrderItemText": "Cloudrest Pillow (pair)", "NetAmount": "1130.43", "TaxAmount": "169.57"}]},
                      "to_ProofOfDelivery": {"DeliveredOn": D(2026, 2, 11)}}}},
    {"id": "trial-policy#ht100", "kind": "policy", "revision": "HT100-2025",
     "text": "Every mattress includes a 100-night home trial starting on the day of delivery. The mattress must be used for at least 30 nights so that your body can adjust, so returns may be requested from night 30 onwards. A collection fee of R450 is deducted from the refund. Pillows and mattress protectors are not part of the trial."},
])
b.ok("Good day Mr Botha. Your Cloudrest Hybrid Queen was delivered on 20 January, so your 100-night trial runs until 29 April.",
     [sup("delivered on 20 January"), sup("trial runs until 29 April")],
     ["20 January", "29 April"], "DeliveredOn 2026/01/20; TrialEndDate 2026/04/29.")
b.ok("Please be advised that returns may be requested from the 30th night onwards, and that a collection fee of R450 is deducted from the refund. Your trial period closes on 2026/04/29.",
     [sup("from the 30th night onwards"), sup("collection fee of R450 is deducted"), sup("closes on 2026/04/29")],
     ["R450", "2026/04/29"], "Policy trial-policy#ht100; TrialEndDate.")
b.ok("Trial ends 29 April 2026. A return would be refunded at R11,550.00, i.e. R12,000.00 less the R450.00 collection fee.",
     [sup("Trial ends 29 April 2026"), sup("refunded at R11,550.00"), sup("R12,000.00 less the R450.00 collection fee")],
     ["R11,550.00"], "10434.78 + 1565.22 = 12000.00; less R450 fee = 11550.00.")
b.bad("Good day Mr Botha. Your mattress was delivered on 11 February, so your 100-night trial runs until 21 May.",
      [con("delivered on 11 February", "DATE_MISMATCH"), con("trial runs until 21 May", "DATE_MISMATCH")],
      ["other_record_value", "wrong_date"], ["11 February", "21 May"],
      "11 February is the pillow order's delivery; the mattress was delivered 2026/01/20 and the trial ends 2026/04/29.")
b.bad("Good day. Your trial runs until 29 April, and you are welcome to return the mattress at any time during the trial; the R450 collection fee will be deducted from your refund.",
      [sup("trial runs until 29 April"), con("return the mattress at any time during the trial", NLIC),
       sup("R450 collection fee will be deducted")],
      ["wrong_policy_condition"], ["at any time during the trial"], "Policy: returns only from night 30 onwards.")
b.repair("Good day. Your mattress was delivered on 20 January, and your 100-night trial runs until 29 May.",
         [sup("delivered on 20 January"), con("runs until 29 May", "DATE_MISMATCH")],
         ["wrong_date"], ["29 May"], ["29 April|2026/04/29", "20 January"], "TrialEndDate is 2026/04/29.")

# ---------------------------------------------------------------- M2 trial return refund
b = Bundle("trial-return-refund", "mattress retailer with home trials",
           "You collected my mattress last week. When will I be refunded?",
           "2026-03-09T12:30:00+02:00", [
    {"id": "get_customer_return#6000005102", "kind": "record", "source": "tool:erp.get_customer_return",
     "fields": {"d": {"CustomerReturn": "6000005102", "ReferenceSDDocument": "4500019975", "ReturnReason": "TRL",
                      "ReturnReasonText": "Home-trial return", "OverallStatus": "B", "StatusText": "Partially processed",
                      "CollectionDate": D(2026, 3, 2), "InspectionStatus": "PASSED",
                      "Items": {"results": [{"Item": "10", "Text": "Serene Memory Foam Double", "NetAmount": "7391.30", "TaxAmount": "1108.70"}]}}}},
    {"id": "get_credit_memo#9100034110", "kind": "record", "source": "tool:erp.get_billing_document",
     "fields": {"d": {"BillingDocument": "9100034110", "BillingDocumentType": "G2", "ReferenceSDDocument": "6000005102",
                      "TotalGrossAmount": "8050.00", "TransactionCurrency": "ZAR", "AccountingPostingStatus": "PENDING",
                      "PlannedPaymentDate": D(2026, 3, 16), "PaymentMethodText": "EFT to account on file",
                      "Deductions": [{"ConditionType": "ZCOL", "Description": "Collection fee", "Amount": "450.00"}]}}},
    {"id": "refund-policy#trial", "kind": "policy", "revision": "2025-11",
     "text": "Refunds for trial returns are issued once the mattress has been collected and inspected. Inspection is completed within 5 business days of collection. Refunds are paid by EFT to the bank account on file; we do not refund to cards for trial returns."},
])
b.ok("Thank you for your patience. Your mattress was collected on 2 March, and a refund of R8,050.00 (after the R450.00 collection fee) is scheduled for payment on 16 March.",
     [na("Thank you for your patience."), sup("collected on 2 March"), sup("refund of R8,050.00"), sup("after the R450.00 collection fee"),
      sup("scheduled for payment on 16 March")],
     ["R8,050.00", "16 March"], "CollectionDate 2026/03/02; credit memo 8050.00 gross with 450.00 deduction; PlannedPaymentDate 2026/03/16.")
b.ok("We confirm that credit note 9100034110 for R8,050.00 is still pending and will be paid by EFT on Monday, 16 March. The mattress has passed inspection.",
     [sup("is still pending"), sup("paid by EFT on Monday, 16 March"), sup("passed inspection")],
     ["9100034110", "16 March"], "AccountingPostingStatus PENDING; PaymentMethodText EFT; InspectionStatus PASSED.")
b.bad("Thank you for your patience. Your refund of R8,500.00 has been paid to your account.",
      [na("Thank you for your patience."), con("refund of R8,500.00", "AMOUNT_MISMATCH"), con("has been paid to your account", "RECORD_STATE_MISMATCH")],
      ["wrong_amount", "wrong_state"], ["R8,500.00", "has been paid"],
      "Refund is R8,050.00 (item 8500.00 less 450.00) and the credit memo is PENDING.")
b.bad("Your mattress was collected on 2 March. The refund of R8,050.00 will be paid back to the credit card you used, and inspection is completed within 10 business days of collection.",
      [sup("collected on 2 March"), con("paid back to the credit card you used", "VALUE_MISMATCH", NLIC),
       con("within 10 business days of collection", NLIC, "VALUE_MISMATCH")],
      ["wrong_value", "wrong_period"], ["credit card you used", "within 10 business days"],
      "Refund is by EFT to the account on file (record and policy); inspection within 5 business days.")
b.repair("Your mattress was collected on 2 March, and your refund of R8,050.00 will be paid on 13 March.",
         [sup("collected on 2 March"), sup("refund of R8,050.00"), con("paid on 13 March", "DATE_MISMATCH")],
         ["wrong_date"], ["paid on 13 March"], ["16 March|2026/03/16", "R8,050|8,050|8 050"],
         "PlannedPaymentDate is 2026/03/16.")

# ---------------------------------------------------------------- M3 comfort exchange
b = Bundle("mattress-exchange", "mattress retailer with home trials",
           "I'd like the firmer version instead. What do I owe and when does it come?",
           "2026-03-11T10:05:00+02:00", [
    {"id": "get_sales_order#4500019660", "kind": "record", "source": "tool:erp.get_sales_order",
     "fields": {"d": {"SalesOrder": "4500019660", "SalesOrderType": "ZTRL", "OverallStatus": "C", "StatusText": "Completely processed",
                      "Items": {"results": [{"SalesOrderItem": "10", "SalesOrderItemText": "Cloudrest Plush King", "NetAmount": "12173.91", "TaxAmount": "1826.09"}]},
                      "to_TrialProgram": {"Nights": 100, "TrialEndDate": D(2026, 5, 12)},
                      "to_ProofOfDelivery": {"DeliveredOn": D(2026, 2, 2)}}}},
    {"id": "get_sales_order#4500020502", "kind": "record", "source": "tool:erp.get_sales_order",
     "fields": {"d": {"SalesOrder": "4500020502", "SalesOrderType": "ZEXC", "SalesOrderTypeText": "Comfort exchange",
                      "ReferenceSDDocument": "4500019660", "OverallStatus": "A", "StatusText": "Not yet processed",
                      "RequestedDeliveryDate": D(2026, 3, 18), "ExchangeCount": 1,
                      "Items": {"results": [
                          {"SalesOrderItem": "10", "SalesOrderItemText": "Cloudrest Firm King", "NetAmount": "13478.26", "TaxAmount": "2021.74"},
                          {"SalesOrderItem": "20", "SalesOrderItemText": "Exchange credit - Cloudrest Plush King", "NetAmount": "-12173.91", "TaxAmount": "-1826.09"}]},
                      "AmountDueBeforeDelivery": "1500.00"}}},
    {"id": "exchange-policy#1", "kind": "policy", "revision": "2025-11",
     "text": "One comfort exchange is allowed per trial. Exchanges are collected and delivered in a single visit at no charge. Any price difference is payable before delivery. The exchanged mattress starts a new 30-night settling period, but the original 100-night trial end date does not change."},
])
b.ok("Your exchange to the Cloudrest Firm King is booked for delivery on 18 March. After the R14,000.00 credit for your current mattress, a difference of R1,500.00 is payable before delivery.",
     [sup("booked for delivery on 18 March"), sup("R14,000.00 credit"), sup("difference of R1,500.00 is payable before delivery")],
     ["18 March", "R1,500.00"], "Exchange order date 2026/03/18; credit -12173.91-1826.09 = -14000; 15500 - 14000 = 1500; AmountDueBeforeDelivery.")
b.ok("Please note that the exchange visit, in which your current mattress is collected and the new one delivered, is free of charge. Your trial end date of 12 May does not change.",
     [sup("is free of charge"), sup("trial end date of 12 May does not change")],
     ["12 May"], "Policy: single visit at no charge; original trial end date kept; TrialEndDate 2026/05/12.")
b.bad("Your Cloudrest Firm King will be delivered on 18 March, and your trial will restart with a new 100 nights from that date.",
      [sup("delivered on 18 March"), con("restart with a new 100 nights", NLIC)],
      ["wrong_policy_condition"], ["new 100 nights"], "Policy: only a 30-night settling period; the 100-night end date does not change (12 May).")
b.bad("Your exchange is booked for 18 March, and a payment of R15,500.00 is due before delivery. Should the firm model not suit you either, you are welcome to exchange again.",
      [sup("booked for 18 March"), con("payment of R15,500.00", "AMOUNT_MISMATCH"), con("welcome to exchange again", NLIC)],
      ["wrong_arithmetic", "wrong_policy_condition"], ["R15,500.00", "exchange again"],
      "Due is 1500.00 after the 14000 credit; policy allows one exchange per trial.")
b.repair("Your exchange is booked for delivery on 18 March. After the credit for your current mattress, a difference of R1,000.00 is payable before delivery.",
         [sup("delivery on 18 March"), con("difference of R1,000.00", "AMOUNT_MISMATCH")],
         ["wrong_arithmetic"], ["R1,000.00"], ["R1,500|1,500|1 500", "18 March"], "15500 - 14000 = R1,500.00.")

# ---------------------------------------------------------------- M4 sagging warranty escalated
b = Bundle("sagging-warranty", "mattress retailer with home trials",
           "My mattress has a dip of about 4 cm. Please send a replacement under warranty.",
           "2026-03-13T09:10:00+02:00", [
    {"id": "get_sales_order#4500016022", "kind": "record", "source": "tool:erp.get_sales_order",
     "fields": {"d": {"SalesOrder": "4500016022", "OverallStatus": "C", "StatusText": "Completely processed",
                      "Items": {"results": [{"SalesOrderItem": "10", "Material": "SRN-PS-Q", "SalesOrderItemText": "Serene Pocket Spring Queen",
                                              "NetAmount": "8260.87", "TaxAmount": "1239.13", "WarrantyCode": "STRUCT10", "WarrantyEnd": D(2034, 11, 8)}]},
                      "to_ProofOfDelivery": {"DeliveredOn": D(2024, 11, 8)}}}},
    {"id": "get_service_notification#300081447", "kind": "record", "source": "tool:erp.get_maintenance_notification",
     "fields": {"d": {"MaintenanceNotification": "300081447", "NotificationType": "Z9", "NotificationText": "Body impression 4 cm, left side",
                      "ReferenceSDDocument": "4500016022", "SystemStatus": "OSNO", "SystemStatusText": "Outstanding notification",
                      "UserStatus": "AWIN", "UserStatusText": "Awaiting inspection", "Priority": "3"}}},
    {"id": "create_replacement_order#call-1", "kind": "refused_call", "tool": "create_replacement_order", "decision": "ESCALATE",
     "args": {"MaintenanceNotification": "300081447", "Material": "SRN-PS-Q", "Quantity": "1"}},
    {"id": "warranty-policy#struct10", "kind": "policy", "revision": "STRUCT10",
     "text": "Our 10-year structural warranty covers body impressions deeper than 3.5 cm and broken springs. A technician inspection is required before any replacement is approved. Inspections are booked within 10 business days of the claim."},
])
b.ok("Thank you for reporting this. Your warranty claim 300081447 has been referred for a technician inspection, which must take place before a replacement can be approved.",
     [na("Thank you for reporting this."), sup("referred for a technician inspection"), sup("must take place before a replacement can be approved")],
     ["300081447"], "Replacement call ESCALATED; notification awaiting inspection; policy requires inspection first.")
b.ok("Kindly note that an impression of 4 cm is deeper than the 3.5 cm covered by our structural warranty, and your mattress remains under warranty until 8 November 2034. An inspection will be booked within 10 business days of your claim.",
     [sup("deeper than the 3.5 cm covered"), sup("under warranty until 8 November 2034"), sup("booked within 10 business days")],
     ["3.5 cm", "8 November 2034"], "Policy 3.5 cm threshold; WarrantyEnd 2034/11/08; booking within 10 business days.")
b.bad("We are pleased to confirm that a replacement Serene Pocket Spring Queen has been ordered for you under claim 300081447.",
      [con("has been ordered for you", "NOT_EXECUTED")],
      ["refused_call_effect"], ["has been ordered for you"], "create_replacement_order was ESCALATED, not executed.")
b.bad("Kindly note that body impressions deeper than 2.5 cm are covered, and your mattress remains under warranty until 8 November 2029. Your claim has been referred for an inspection.",
      [con("deeper than 2.5 cm are covered", NLIC, "VALUE_MISMATCH"), con("until 8 November 2029", "DATE_MISMATCH"),
       sup("referred for an inspection")],
      ["wrong_policy_condition", "wrong_date"], ["2.5 cm", "8 November 2029"],
      "Policy threshold 3.5 cm; WarrantyEnd 2034/11/08 (10 years, not 5).")
b.repair("Thank you for reporting this. A replacement mattress has been approved under claim 300081447.",
         [na("Thank you for reporting this."), con("has been approved under claim 300081447", "NOT_EXECUTED")],
         ["refused_call_effect"], ["has been approved"], ["inspection|referred|escalated|could not|unable|not yet|not able"],
         "Replacement call was ESCALATED; an inspection is required before approval.")
