"""Kitchen installer (w30)."""
from write_cases import *

# ---------------------------------------------------------------- K1 installation schedule
b = Bundle("kitchen-install", "kitchen installer",
           "When does the installation team start, and when do the worktops go in?",
           "2026-03-16T11:45:00+02:00", [
    {"id": "get_sales_order#4500021033", "kind": "record", "source": "tool:erp.get_sales_order",
     "fields": {"d": {"SalesOrder": "4500021033", "SalesOrderType": "ZKIT", "OverallStatus": "B", "StatusText": "Partially processed",
                      "TransactionCurrency": "ZAR",
                      "Items": {"results": [
                          {"SalesOrderItem": "10", "SalesOrderItemText": "Cabinetry - Shaker, Sage", "NetAmount": "48695.65", "TaxAmount": "7304.35", "DeliveryStatus": "C"},
                          {"SalesOrderItem": "20", "SalesOrderItemText": "Quartz worktop 3.2 m, Calacatta", "NetAmount": "20869.57", "TaxAmount": "3130.43", "DeliveryStatus": "A"},
                          {"SalesOrderItem": "30", "SalesOrderItemText": "Installation labour", "NetAmount": "13043.48", "TaxAmount": "1956.52", "DeliveryStatus": "A"}]}}}},
    {"id": "get_service_order#7100045120", "kind": "record", "source": "tool:erp.get_service_order",
     "fields": {"d": {"ServiceOrder": "7100045120", "ServiceOrderType": "ZINS", "ReferenceSDDocument": "4500021033",
                      "RequestedServiceStartDateTime": T(2026, 3, 23, 7, 30), "PlannedDuration": "P4D",
                      "ResponsibleTeam": {"TeamCode": "KIT-BLUE", "Lead": "Sipho Mahlangu"},
                      "to_WorktopFitting": {"Status": "TEMPLATE_PENDING", "PlannedFittingDate": D(2026, 4, 2)}}}},
    {"id": "install-policy#kitchen", "kind": "policy", "revision": "2026-02",
     "text": "Please ensure the kitchen is cleared and the water supply can be isolated before installation begins. Worktops are templated once the base cabinets are installed, and fitted 7 to 10 working days after templating. Our teams work from 07:30 to 16:30 on weekdays."},
])
b.ok("Good day. Our installation team, led by Sipho Mahlangu, will start on Monday, 23 March at 07:30, and the cabinet installation is planned to take four days.",
     [sup("start on Monday, 23 March at 07:30"), sup("led by Sipho Mahlangu"), sup("planned to take four days")],
     ["23 March", "07:30"], "RequestedServiceStartDateTime is 05:30 UTC = 07:30 SAST on 2026/03/23; PlannedDuration P4D.")
b.ok("Please find your installation details below:\n- Start: 2026/03/23 at 07:30\n- Duration: 4 days\n- Worktop fitting: planned for 2 April, once templating has been done\nKindly ensure the kitchen is cleared before installation begins.",
     [sup("Start: 2026/03/23 at 07:30"), sup("Duration: 4 days"), sup("planned for 2 April"), sup("ensure the kitchen is cleared")],
     ["2026/03/23", "2 April"], "Service order start and P4D; to_WorktopFitting PlannedFittingDate 2026/04/02; policy asks for a cleared kitchen.")
b.ok("Your cabinetry has been delivered. The quartz worktop has not yet been templated; templating takes place once the base cabinets are installed, and fitting follows 7 to 10 working days later.",
     [sup("cabinetry has been delivered"), sup("has not yet been templated"), sup("once the base cabinets are installed"),
      sup("7 to 10 working days later")],
     ["7 to 10 working days"], "Item 10 DeliveryStatus C; worktop Status TEMPLATE_PENDING; policy install-policy#kitchen.")
b.bad("Good day. Our installation team will start on Monday, 23 March at 05:30, and the cabinet installation is planned to take four days.",
      [con("23 March at 05:30", "DATE_MISMATCH", "VALUE_MISMATCH"), sup("planned to take four days")],
      ["unit_conversion"], ["at 05:30"], "05:30 is the UTC time; the team starts at 07:30 Johannesburg time.")
b.bad("Your quartz worktop has already been templated, and the cabinet installation is planned to take three days from 23 March.",
      [con("has already been templated", "RECORD_STATE_MISMATCH"), con("planned to take three days", "VALUE_MISMATCH"),
       sup("from 23 March")],
      ["wrong_state", "wrong_period"], ["already been templated", "three days"],
      "Worktop status TEMPLATE_PENDING; PlannedDuration P4D.")
b.repair("Our installation team will start on 23 March at 07:30, and the work is planned to take 4 days. Your quartz worktop will be fitted on 30 March.",
         [sup("start on 23 March at 07:30"), sup("planned to take 4 days"), con("fitted on 30 March", "DATE_MISMATCH")],
         ["wrong_date"], ["fitted on 30 March"], ["2 April|2026/04/02|02 April", "07:30"], "PlannedFittingDate is 2026/04/02.")

# ---------------------------------------------------------------- K2 quote versions
b = Bundle("kitchen-quote", "kitchen installer",
           "Can you confirm the price on my revised kitchen quote and how long it is valid?",
           "2026-03-18T15:00:00+02:00", [
    {"id": "get_sales_quotation#2000008811-v1", "kind": "record", "source": "tool:erp.get_sales_quotation",
     "fields": {"d": {"SalesQuotation": "2000008811", "QuotationVersion": "1", "IsSuperseded": True,
                      "CreationDate": D(2026, 1, 29), "BindingPeriodValidityEndDate": D(2026, 2, 28),
                      "TotalNetAmount": "60869.57", "TotalTaxAmount": "9130.43",
                      "Items": {"results": [{"Item": "10", "Text": "Cabinetry - Handleless, Graphite"}, {"Item": "20", "Text": "Laminate worktop"}]}}}},
    {"id": "get_sales_quotation#2000008811-v2", "kind": "record", "source": "tool:erp.get_sales_quotation",
     "fields": {"d": {"SalesQuotation": "2000008811", "QuotationVersion": "2", "IsSuperseded": False,
                      "CreationDate": D(2026, 3, 16), "BindingPeriodValidityEndDate": D(2026, 4, 15),
                      "TotalNetAmount": "66086.96", "TotalTaxAmount": "9913.04",
                      "Items": {"results": [{"Item": "10", "Text": "Cabinetry - Handleless, Graphite"}, {"Item": "20", "Text": "Granite worktop, Impala Black"},
                                             {"Item": "30", "Text": "Undermount sink and mixer tap"}]}}}},
    {"id": "quote-policy#3", "kind": "policy", "revision": "2025-09",
     "text": "A revised quotation replaces all earlier versions. Quotations are valid for 30 days from issue. Prices are fixed once a 40% deposit has been paid. Site changes after final measure may require a new quotation."},
])
b.ok("Thank you for your enquiry. Your revised quotation 2000008811 (version 2) totals R76,000.00 including VAT and is valid until 15 April.",
     [na("Thank you for your enquiry."), sup("totals R76,000.00 including VAT"), sup("valid until 15 April")],
     ["R76,000.00", "15 April"], "v2: 66086.96 + 9913.04 = 76000.00; BindingPeriodValidityEndDate 2026/04/15.")
b.ok("Please note that version 2 of your quotation replaces the earlier one and now includes a granite worktop and an undermount sink with mixer tap. To fix these prices, a 40% deposit of R30,400.00 is required.",
     [sup("replaces the earlier one"), sup("includes a granite worktop"), sup("undermount sink with mixer tap"),
      sup("40% deposit of R30,400.00")],
     ["R30,400.00"], "Policy: revision replaces earlier versions; v2 items 20/30; 0.4 x 76000 = 30400.")
b.bad("Thank you for your enquiry. Your quotation 2000008811 totals R70,000.00 including VAT and is valid until 15 April.",
      [con("totals R70,000.00 including VAT", "AMOUNT_MISMATCH"), sup("valid until 15 April")],
      ["stale_value"], ["R70,000.00"], "R70,000.00 is the superseded version 1 total; version 2 is R76,000.00.")
b.bad("Your revised quotation totals R76,000.00 including VAT and is valid until 28 February. Prices are fixed once a 50% deposit has been paid.",
      [sup("totals R76,000.00"), con("valid until 28 February", "DATE_MISMATCH"), con("50% deposit", NLIC, "VALUE_MISMATCH")],
      ["stale_value", "wrong_policy_condition"], ["28 February", "50% deposit"],
      "28 February is version 1's validity end; policy fixes prices at 40%.")
b.repair("Your revised quotation totals R76,000.00 including VAT. To fix these prices, a 40% deposit of R28,000.00 is required.",
         [sup("totals R76,000.00"), con("deposit of R28,000.00", "AMOUNT_MISMATCH")],
         ["stale_value"], ["R28,000.00"], ["R30,400|30,400|30 400", "R76,000|76,000"],
         "R28,000.00 is 40% of the superseded R70,000.00; 40% of R76,000.00 is R30,400.00.")

# ---------------------------------------------------------------- K3 deposit and balance
b = Bundle("kitchen-balance", "kitchen installer",
           "How much do I still owe on my kitchen, and when is it due?",
           "2026-03-17T10:30:00+02:00", [
    {"id": "get_sales_order#4500020877", "kind": "record", "source": "tool:erp.get_sales_order",
     "fields": {"d": {"SalesOrder": "4500020877", "SalesOrderType": "ZKIT", "OverallStatus": "B", "StatusText": "Partially processed",
                      "TotalNetAmount": "113043.48", "TotalTaxAmount": "16956.52", "TransactionCurrency": "ZAR",
                      "SoldToParty": "CUST-30551",
                      "to_CompletionInspection": {"PlannedDate": D(2026, 3, 27), "Status": "PLANNED"}}}},
    {"id": "get_customer_payments#CUST-30551", "kind": "record", "source": "tool:erp.get_incoming_payments",
     "fields": {"Customer": "CUST-30551", "Currency": "ZAR", "Payments": [
         {"PaymentDocument": "1400022310", "Reference": "4500020877", "AmountInCents": 5200000, "PostingDate": D(2026, 2, 10), "Type": "DEPOSIT"},
         {"PaymentDocument": "1400023015", "Reference": "4500020877", "AmountInCents": 3900000, "PostingDate": D(2026, 3, 6), "Type": "PROGRESS"}]}},
    {"id": "payment-terms#kitchen", "kind": "policy", "revision": "2025-07",
     "text": "Kitchen orders are paid in three parts: 40% deposit on order, 30% on cabinet delivery and 30% on completion. The completion payment is due within 7 days of the sign-off inspection. Worktops are sealed only once the completion payment has cleared."},
])
b.ok("Good day. Payments of R52,000.00 and R39,000.00 have been received against order 4500020877, leaving a balance of R39,000.00.",
     [sup("Payments of R52,000.00 and R39,000.00 have been received"), sup("leaving a balance of R39,000.00")],
     ["R39,000.00"], "Payments 5200000 and 3900000 cents; order 113043.48 + 16956.52 = 130000.00; 130000 - 91000 = 39000.")
b.ok("Please be advised that the final payment of R39,000.00, being 30% of the order, is due within 7 days of the sign-off inspection, which is planned for 27 March.",
     [sup("final payment of R39,000.00"), sup("due within 7 days of the sign-off inspection"), sup("planned for 27 March")],
     ["27 March"], "30% of 130000 = 39000; policy 7 days; PlannedDate 2026/03/27.")
b.bad("Good day. Your deposit of R52,000.00 has been received against order 4500020877, leaving a balance of R78,000.00.",
      [sup("deposit of R52,000.00 has been received"), con("leaving a balance of R78,000.00", "AMOUNT_MISMATCH")],
      ["wrong_arithmetic"], ["R78,000.00"], "The R39,000.00 progress payment of 6 March was skipped; balance is R39,000.00.")
b.bad("We received your deposit of R52,000.00 on 10 March. The final payment of R39,000.00 is due on the day of the sign-off inspection.",
      [con("on 10 March", "DATE_MISMATCH"), sup("final payment of R39,000.00"), con("due on the day of the sign-off inspection", NLIC)],
      ["wrong_date", "wrong_policy_condition"], ["on 10 March", "due on the day of the sign-off"],
      "Deposit PostingDate 2026/02/10; policy allows 7 days after sign-off.")
b.repair("Good day. Payments totalling R91,000.00 have been received against order 4500020877, leaving a balance of R91,000.00.",
         [sup("Payments totalling R91,000.00"), con("leaving a balance of R91,000.00", "AMOUNT_MISMATCH")],
         ["wrong_arithmetic"], ["balance of R91,000.00"], ["R39,000|39,000|39 000", "R91,000|91,000"],
         "Paid 91000; order 130000; balance R39,000.00.")

# ---------------------------------------------------------------- K4 worktop delay
b = Bundle("worktop-delay", "kitchen installer",
           "My granite worktop was supposed to be here already. What is going on, and can I get some compensation?",
           "2026-03-13T13:20:00+02:00", [
    {"id": "get_sales_order#4500021205", "kind": "record", "source": "tool:erp.get_sales_order",
     "fields": {"d": {"SalesOrder": "4500021205", "SalesOrderType": "ZKIT", "OverallStatus": "B", "StatusText": "Partially processed",
                      "Items": {"results": [
                          {"SalesOrderItem": "10", "SalesOrderItemText": "Granite worktop - Zimbabwe Black", "DeliveryStatus": "A",
                           "DelayReasonCode": "SUPPLIER_BACKORDER",
                           "ScheduleLines": [{"ScheduleLine": "1", "ConfirmedDeliveryDate": D(2026, 3, 12), "IsSuperseded": True},
                                             {"ScheduleLine": "2", "ConfirmedDeliveryDate": D(2026, 3, 26), "IsSuperseded": False}]},
                          {"SalesOrderItem": "20", "SalesOrderItemText": "Undermount sink, 1.5 bowl", "DeliveryStatus": "C"}]}}}},
    {"id": "get_purchase_order#4700009931", "kind": "record", "source": "tool:erp.get_purchase_order",
     "fields": {"d": {"PurchaseOrder": "4700009931", "Supplier": "Stonecraft Quarries (Pty) Ltd", "ReferenceSalesOrder": "4500021205",
                      "ExpectedGoodsReceiptDate": D(2026, 3, 20), "Status": "CONFIRMED_BY_SUPPLIER"}}},
    {"id": "apply_goodwill_credit#call-1", "kind": "refused_call", "tool": "apply_goodwill_credit", "decision": "ESCALATE",
     "args": {"SalesOrder": "4500021205", "Amount": "1500.00", "Currency": "ZAR"}},
    {"id": "kb-granite#2", "kind": "passage", "source": "kb:materials",
     "text": "Natural granite slabs are cut to order.\nEach slab is unique, so colour and veining may vary slightly from the showroom sample."},
])
b.ok("We regret the delay. Your granite worktop is now scheduled for 26 March, as the slab is on back-order with our supplier. Your request for a goodwill credit has been escalated to a manager for approval.",
     [na("We regret the delay."), sup("now scheduled for 26 March"), sup("on back-order with our supplier"),
      sup("escalated to a manager")],
     ["26 March"], "Schedule line 2 (current) 2026/03/26; DelayReasonCode SUPPLIER_BACKORDER; goodwill credit ESCALATE.")
b.ok("Please note that the undermount sink on your order has already been delivered. As each granite slab is unique, the colour and veining may differ slightly from the showroom sample.",
     [sup("undermount sink on your order has already been delivered"), sup("may differ slightly from the showroom sample")],
     ["undermount sink"], "Item 20 DeliveryStatus C; passage kb-granite#2.")
b.bad("We regret the delay. Your granite worktop is scheduled for 12 March, and a goodwill credit of R1,500.00 has been applied to your order.",
      [na("We regret the delay."), con("scheduled for 12 March", "DATE_MISMATCH"), con("has been applied to your order", "NOT_EXECUTED")],
      ["stale_value", "refused_call_effect"], ["12 March", "has been applied"],
      "12 March is the superseded schedule line; the goodwill credit was escalated, not applied.")
b.bad("Your granite worktop is expected on 20 March. Unfortunately, the undermount sink is also delayed.",
      [con("expected on 20 March", "DATE_MISMATCH"), con("sink is also delayed", "RECORD_STATE_MISMATCH")],
      ["wrong_role", "wrong_state"], ["expected on 20 March", "also delayed"],
      "20 March is the supplier's goods-receipt date at our warehouse, not the customer delivery (26 March); the sink is delivered.")
b.repair("We regret the delay. Your granite worktop is now scheduled for delivery on 20 March, and your request for a goodwill credit has been escalated.",
         [na("We regret the delay."), con("delivery on 20 March", "DATE_MISMATCH"), sup("has been escalated")],
         ["wrong_role"], ["delivery on 20 March"], ["26 March|2026/03/26", "escalated"],
         "ExpectedGoodsReceiptDate (20 March) is the supplier PO date; the sales-order schedule line gives 26 March.")
