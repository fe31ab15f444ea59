"""Flooring company (w30)."""
from write_cases import *

# ---------------------------------------------------------------- FL1 laminate boxes
b = Bundle("laminate-order", "flooring company",
           "Can you confirm what is on my laminate order and whether it is enough for the room?",
           "2026-03-12T09:00:00+02:00", [
    {"id": "get_sales_order#4500022140", "kind": "record", "source": "tool:erp.get_sales_order",
     "fields": {"d": {"SalesOrder": "4500022140", "SalesOrderType": "ZFLR", "OverallStatus": "A", "StatusText": "Not yet processed",
                      "RequestedDeliveryDate": D(2026, 3, 17), "TransactionCurrency": "ZAR",
                      "Items": {"results": [
                          {"SalesOrderItem": "10", "SalesOrderItemText": "Oak laminate 8 mm, Harbour Grey", "OrderQuantity": "14", "OrderQuantityUnit": "BOX",
                           "CoveragePerUnit": "2.131", "CoverageUnit": "M2", "NetAmount": "6695.65", "TaxAmount": "1004.35"},
                          {"SalesOrderItem": "20", "SalesOrderItemText": "Foam underlay 3 mm", "OrderQuantity": "3", "OrderQuantityUnit": "ROL",
                           "CoveragePerUnit": "10", "CoverageUnit": "M2", "NetAmount": "782.61", "TaxAmount": "117.39"},
                          {"SalesOrderItem": "30", "SalesOrderItemText": "Skirting 2.4 m, white", "OrderQuantity": "12", "OrderQuantityUnit": "EA",
                           "NetAmount": "1043.48", "TaxAmount": "156.52"}]}}}},
    {"id": "get_site_measure#SM-5521", "kind": "record", "source": "tool:fsm.get_site_measure",
     "fields": {"MeasureId": "SM-5521", "SalesOrder": "4500022140", "RoomArea_M2": "27.1", "WastageFactor": "0.10", "RequiredArea_M2": "29.8"}},
    {"id": "returns-policy#flooring", "kind": "policy", "revision": "2025-10",
     "text": "Opened boxes and cut lengths cannot be returned. Unopened, full boxes may be returned within 30 days of delivery for a refund, less a 15% restocking fee. We recommend ordering 10% above the measured area to allow for cutting waste."},
])
b.ok("Good day. Your order includes 14 boxes of Harbour Grey laminate, covering approximately 29.8 m², together with 3 rolls of underlay and 12 lengths of skirting. This matches the 29.8 m² required for your room, including a 10% allowance for cutting waste.",
     [sup("14 boxes of Harbour Grey laminate"), sup("covering approximately 29.8 m²"), sup("3 rolls of underlay"), sup("12 lengths of skirting"),
      sup("matches the 29.8 m² required"), sup("including a 10% allowance")],
     ["14 boxes", "29.8 m²"], "14 x 2.131 = 29.83 m2; site measure RequiredArea 29.8 with WastageFactor 0.10.")
b.ok("Please be advised that delivery is scheduled for 17 March and the order total is R9,800.00 including VAT. Unopened full boxes may be returned within 30 days of delivery, less a 15% restocking fee.",
     [sup("delivery is scheduled for 17 March"), sup("order total is R9,800.00"), sup("within 30 days of delivery"),
      sup("less a 15% restocking fee")],
     ["17 March", "R9,800.00"], "7700 + 900 + 1200 = 9800; returns-policy#flooring.")
b.bad("Good day. Your order includes 14 boxes of Harbour Grey laminate, covering approximately 27.1 m², together with 3 rolls of underlay.",
      [sup("14 boxes of Harbour Grey laminate"), con("covering approximately 27.1 m²", "VALUE_MISMATCH"), sup("3 rolls of underlay")],
      ["wrong_role"], ["approximately 27.1 m²"], "27.1 m2 is the measured room area; 14 boxes cover about 29.8 m2.")
b.bad("Delivery is scheduled for 17 March. Should you have boxes left over, opened boxes may also be returned within 30 days, subject to a 10% restocking fee.",
      [sup("scheduled for 17 March"), con("opened boxes may also be returned", NLIC), con("10% restocking fee", NLIC, "VALUE_MISMATCH")],
      ["wrong_policy_condition", "wrong_value"], ["opened boxes may also be returned", "10% restocking fee"],
      "Policy: only unopened full boxes; restocking fee 15%.")
b.repair("Delivery is scheduled for 17 March, and the order total is R8,600.00 including VAT.",
         [sup("scheduled for 17 March"), con("R8,600.00 including VAT", "AMOUNT_MISMATCH")],
         ["wrong_arithmetic"], ["R8,600.00"], ["R9,800|9,800|9 800", "17 March"], "The total omits the skirting (R1,200.00): 7700 + 900 + 1200 = R9,800.00.")

# ---------------------------------------------------------------- FL2 floor installation
b = Bundle("floor-install", "flooring company",
           "What time are the floor installers coming and what exactly will they do?",
           "2026-03-17T17:10:00+02:00", [
    {"id": "get_service_order#7100046210", "kind": "record", "source": "tool:erp.get_service_order",
     "fields": {"d": {"ServiceOrder": "7100046210", "ServiceOrderType": "ZFIN", "OverallStatus": "A", "StatusText": "Not yet processed",
                      "RequestedServiceStartDateTime": T(2026, 3, 24, 8, 0), "PlannedDuration": "P2D",
                      "Rooms": ["LOUNGE", "DINING", "PASSAGE"],
                      "ServiceItems": {"results": [
                          {"Product": "FLR-INST-M2", "Description": "Installation per m2", "Quantity": "46.5", "NetAmount": "8086.96", "TaxAmount": "1213.04"},
                          {"Product": "FLR-LEVEL", "Description": "Floor levelling compound", "Quantity": "46.5", "NetAmount": "2434.78", "TaxAmount": "365.22"}]}}}},
    {"id": "install-policy#flooring", "kind": "policy", "revision": "2025-10",
     "text": "Furniture must be moved out of the rooms before the team arrives. Removal of existing flooring is quoted separately and is only carried out when listed on the service order. Installers work from 08:00 to 17:00."},
])
b.ok("Good day. Your installers will arrive on Tuesday, 24 March at 08:00, and the work is planned over two days, covering the lounge, dining room and passage.",
     [sup("arrive on Tuesday, 24 March at 08:00"), sup("planned over two days"), sup("covering the lounge, dining room and passage")],
     ["24 March", "08:00"], "Start 06:00 UTC = 08:00 SAST on 2026/03/24; P2D; Rooms list.")
b.ok("Kindly note that floor levelling is included on service order 7100046210, and the installation charges total R12,100.00 including VAT. Please move furniture out of the rooms before the team arrives.",
     [sup("floor levelling is included"), sup("total R12,100.00 including VAT"), sup("move furniture out of the rooms")],
     ["R12,100.00"], "FLR-LEVEL item; 9300 + 2800 = 12100; policy on furniture.")
b.bad("Good day. Your installers will arrive on Tuesday, 24 March at 08:00. Removal of your existing carpets has also been included at no extra cost.",
      [sup("24 March at 08:00"), either("Removal of your existing carpets has also been included", NOEV, "VALUE_MISMATCH", NLIC, *NOPOL)],
      ["unrecorded_extra"], ["Removal of your existing carpets"], "No removal item on the service order; policy says removal only when listed.")
b.bad("Your installers will arrive on 24 March at 08:00 to fit the lounge, dining room and main bedroom, and our team will move the furniture for you.",
      [sup("arrive on 24 March at 08:00"), con("dining room and main bedroom", "VALUE_MISMATCH"),
       either("our team will move the furniture for you", NLIC, *NOPOL)],
      ["wrong_value", "invented_promise"], ["main bedroom", "will move the furniture for you"],
      "Rooms are LOUNGE, DINING, PASSAGE; policy makes moving furniture the customer's task.")
b.repair("Your installers will arrive on 24 March at 08:00, and the work is planned over three days.",
         [sup("arrive on 24 March at 08:00"), con("planned over three days", "VALUE_MISMATCH")],
         ["wrong_period"], ["three days"], ["two days|2 days|two-day|2-day", "08:00|8:00|8 AM"], "PlannedDuration P2D.")

# ---------------------------------------------------------------- FL3 returned boxes refund
b = Bundle("vinyl-return", "flooring company",
           "I returned the boxes of vinyl I didn't use. How much will I get back?",
           "2026-03-10T10:40:00+02:00", [
    {"id": "get_sales_order#4500021788", "kind": "record", "source": "tool:erp.get_sales_order",
     "fields": {"d": {"SalesOrder": "4500021788", "OverallStatus": "C", "StatusText": "Completely processed",
                      "Items": {"results": [{"SalesOrderItem": "10", "SalesOrderItemText": "Vinyl plank, Driftwood", "OrderQuantity": "20",
                                              "OrderQuantityUnit": "BOX", "NetAmount": "10434.78", "TaxAmount": "1565.22"}]},
                      "to_ProofOfDelivery": {"DeliveredOn": D(2026, 2, 20)}}}},
    {"id": "get_customer_return#6000005290", "kind": "record", "source": "tool:erp.get_customer_return",
     "fields": {"d": {"CustomerReturn": "6000005290", "ReferenceSDDocument": "4500021788", "OverallStatus": "B", "StatusText": "Partially processed",
                      "ReturnedQuantity": "5", "ReturnedQuantityUnit": "BOX", "InspectionResult": "PASSED", "InspectionDate": D(2026, 3, 6),
                      "ReturnedGrossAmount": "3000.00", "RestockingFee": "450.00", "RefundGrossAmount": "2550.00", "RefundStatus": "NOT_YET_PAID"}}},
    {"id": "returns-policy#flooring-v2", "kind": "policy", "revision": "2026-01",
     "text": "We accept returns of unopened, full boxes within 30 days of delivery. A restocking fee of 15% of the returned value is deducted. Refunds are issued within 10 business days of the goods passing inspection."},
])
b.ok("Thank you for returning the 5 unopened boxes. After the 15% restocking fee of R450.00, your refund comes to R2,550.00.",
     [sup("returning the 5 unopened boxes"), sup("15% restocking fee of R450.00"), sup("your refund comes to R2,550.00")],
     ["R2,550.00"], "ReturnedQuantity 5; 15% of 3000 = 450; RefundGrossAmount 2550.00.")
b.ok("Your returned boxes passed inspection on 6 March, and the refund of R2,550.00 will be issued within 10 business days of that date.",
     [sup("passed inspection on 6 March"), sup("refund of R2,550.00"), sup("within 10 business days")],
     ["6 March", "R2,550.00"], "InspectionResult PASSED, InspectionDate 2026/03/06; policy 10 business days.")
b.bad("Thank you for returning the 5 unopened boxes. As they were unopened, no restocking fee applies, and your refund comes to R3,000.00.",
      [sup("returning the 5 unopened boxes"), con("no restocking fee applies", NLIC, "AMOUNT_MISMATCH"), con("refund comes to R3,000.00", "AMOUNT_MISMATCH")],
      ["wrong_policy_condition", "wrong_amount"], ["no restocking fee applies", "R3,000.00"],
      "Policy deducts 15% even for unopened boxes; RefundGrossAmount 2550.00.")
b.bad("Thank you for returning the 6 boxes of vinyl. Your refund of R2,550.00 has been paid.",
      [con("returning the 6 boxes", "VALUE_MISMATCH"), sup("refund of R2,550.00"), con("has been paid", "RECORD_STATE_MISMATCH")],
      ["wrong_quantity", "wrong_state"], ["6 boxes", "has been paid"], "ReturnedQuantity 5; RefundStatus NOT_YET_PAID.")
b.repair("After the 15% restocking fee of R450.00, your refund comes to R2,450.00.",
         [sup("restocking fee of R450.00"), con("refund comes to R2,450.00", "AMOUNT_MISMATCH")],
         ["wrong_arithmetic"], ["R2,450.00"], ["R2,550|2,550|2 550", "R450"], "3000 - 450 = R2,550.00.")

# ---------------------------------------------------------------- FL4 water damage claim declined
b = Bundle("water-damage-claim", "flooring company",
           "My engineered floor is cupping near the patio door. Please fix it under the warranty.",
           "2026-03-11T08:25:00+02:00", [
    {"id": "get_sales_order#4500018034", "kind": "record", "source": "tool:erp.get_sales_order",
     "fields": {"d": {"SalesOrder": "4500018034", "OverallStatus": "C", "StatusText": "Completely processed",
                      "Items": {"results": [{"SalesOrderItem": "10", "SalesOrderItemText": "Engineered oak 14 mm, Natural", "WarrantyCode": "WR-ENG-15"}]},
                      "InstallationDate": D(2025, 9, 15)}}},
    {"id": "get_service_notification#300082210", "kind": "record", "source": "tool:erp.get_maintenance_notification",
     "fields": {"d": {"MaintenanceNotification": "300082210", "NotificationText": "Cupping near patio door", "ReferenceSDDocument": "4500018034",
                      "InspectionResultCode": "MOISTURE_INGRESS", "InspectionDate": D(2026, 3, 9),
                      "UserStatus": "REJC", "UserStatusText": "Claim declined", "SystemStatus": "NOCO"}}},
    {"id": "create_warranty_repair#call-1", "kind": "refused_call", "tool": "create_warranty_repair", "decision": "DENY",
     "args": {"MaintenanceNotification": "300082210", "SalesOrder": "4500018034"}},
    {"id": "warranty-policy#WR-ENG-15", "kind": "policy", "revision": "WR-ENG-15",
     "text": "Our 15-year engineered-flooring warranty covers manufacturing defects in the wear layer and board construction. It excludes damage caused by standing water, moisture ingress or flooding. Repairs for excluded damage can be quoted at standard rates."},
])
b.ok("We regret to inform you that warranty claim 300082210 has been declined, as the inspection on 9 March found moisture ingress, which the warranty excludes. We would be happy to quote for the repair at standard rates.",
     [sup("claim 300082210 has been declined"), sup("inspection on 9 March found moisture ingress"), sup("which the warranty excludes"),
      sup("quote for the repair at standard rates")],
     ["300082210"], "UserStatus REJC; InspectionResultCode MOISTURE_INGRESS on 2026/03/09; policy exclusion and quoting.")
b.ok("Please be advised that the 15-year warranty covers manufacturing defects but not damage from moisture, so we were unable to book a warranty repair for the cupping near your patio door.",
     [sup("15-year warranty covers manufacturing defects"), sup("not damage from moisture"), sup("unable to book a warranty repair")],
     ["15-year"], "Policy WR-ENG-15; create_warranty_repair DENY.")
b.bad("Thank you for your patience. A warranty repair has been booked for the cupping near your patio door.",
      [na("Thank you for your patience."), con("A warranty repair has been booked", "NOT_EXECUTED")],
      ["refused_call_effect"], ["has been booked"], "create_warranty_repair was DENIED and the claim declined.")
b.bad("The inspection found a manufacturing defect in the boards; however, your floor is covered by a 10-year warranty only for the wear layer.",
      [con("found a manufacturing defect", "VALUE_MISMATCH", "RECORD_STATE_MISMATCH"), con("10-year warranty", NLIC, "VALUE_MISMATCH")],
      ["wrong_value", "wrong_period"], ["manufacturing defect in the boards", "10-year warranty"],
      "InspectionResultCode MOISTURE_INGRESS; the warranty is 15 years.")
b.repair("We regret that claim 300082210 has been declined, as the inspection found moisture ingress. Our 25-year warranty does not cover moisture damage.",
         [sup("has been declined"), sup("inspection found moisture ingress"), con("25-year warranty", NLIC, "VALUE_MISMATCH")],
         ["wrong_period"], ["25-year"], ["15-year|15 year|fifteen", "declined"], "Policy WR-ENG-15 is a 15-year warranty.")
