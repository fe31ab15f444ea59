# Bundle 18: shearing with wool bought by contractor, credit line deducted
D = "sheep-shearing contractor"; SC = "shearing-wool-deduction"
Q = "You took my wool to the buyer this time - how much did that knock off my shearing bill? - Alhaji Musah, Bole"
EV = [
 rec("qbo:Invoice#2264", "tool:qbo.getInvoice", {"Invoice": {"Id": "2264", "DocNumber": "SH-2264", "SyncToken": "3",
   "CustomerRef": {"value": "77", "name": "Alhaji Musah"}, "TxnDate": "2026-11-16", "DueDate": "2026-11-30",
   "Line": [{"Description": "Shearing, adult, per head", "Amount": "4650.00", "DetailType": "SalesItemLineDetail",
      "SalesItemLineDetail": {"ItemRef": {"name": "SHEAR_ADULT"}, "Qty": 310, "UnitPrice": "15.00"}},
     {"Description": "Travel (km, round trip)", "Amount": "520.00", "DetailType": "SalesItemLineDetail",
      "SalesItemLineDetail": {"ItemRef": {"name": "TRAVEL_KM"}, "Qty": 260, "UnitPrice": "2.00"}},
     {"Description": "Less: wool sold to Tamale Fibre Co-op, 186 kg at GH₵8.50/kg", "Amount": "-1581.00", "DetailType": "SalesItemLineDetail",
      "SalesItemLineDetail": {"ItemRef": {"name": "WOOL_CREDIT"}, "Qty": 186, "UnitPrice": "-8.50"}}],
   "TotalAmt": "3589.00", "Balance": "3589.00", "EmailStatus": "EmailSent", "MetaData": {"LastUpdatedTime": "2026-11-18T09:02:44+00:00"}}}),
 rec("wool:consignment#WC-119", "tool:wool.getConsignment", {"consignment": {"id": "WC-119", "buyer": "Tamale Fibre Co-op", "net_weight_g": 186000,
   "grade": "MEDIUM_CROSSBRED", "price_per_kg_minor": 850, "handling_fee_minor": 0, "state": "SETTLED"}}),
 pol("policy:wool-handling", "If you ask us to take your wool to the buyer, we pass on the buyer's price per kilo and take it off your shearing invoice. We do not charge a handling fee for this. Wool must be dry and free of dung tags; wet wool is refused by the buyer.", "v2"),
]
case(SC, D, Q, "Hello Alhaji, the wool came to 186 kg at GH₵8.50 a kilo, so GH₵1,581.00 has come off your bill. SH-2264 now stands at GH₵3,589.00, due by 30/11/2026.", EV,
  [S("186 kg at GH₵8.50 a kilo"), S("GH₵1,581.00 has come off your bill"), S("now stands at GH₵3,589.00"), S("due by 30/11/2026")], inc=["1,581", "3,589"],
  notes="WOOL_CREDIT line -1581.00 (186 x 8.50); consignment 186000 g, 850 pesewas/kg; TotalAmt/Balance 3589.00; DueDate.")
case(SC, D, Q, "Dear Alhaji,\n\nShearing your 310 sheep came to GH₵4,650.00 and travel to GH₵520.00. The Tamale Fibre Co-op paid GH₵1,581.00 for the wool, which we've taken off, and there's no handling fee. That leaves GH₵3,589.00.\n\nWith thanks,\nKojo, shearing crew", EV,
  [S("310 sheep came to GH₵4,650.00"), S("travel to GH₵520.00"), S("Tamale Fibre Co-op paid GH₵1,581.00"), S("no handling fee"), S("That leaves GH₵3,589.00"), N("With thanks")], inc=["3,589"],
  notes="Lines of 2264; handling_fee_minor 0 and policy; TotalAmt 3589.00.")
case(SC, D, Q, "Your wool knocked GH₵1,581.00 off, Alhaji, leaving three thousand five hundred and eighty-nine cedis to pay.", EV,
  [S("Your wool knocked GH₵1,581.00 off"), S("three thousand five hundred and eighty-nine cedis")], inc=["1,581"],
  notes="WOOL_CREDIT -1581.00; Balance 3589.00.")
case(SC, D, Q, "Hi Alhaji, your wool weighed 186,000 kg and sold at GH₵850.00 a kilo, which came off SH-2264.", EV,
  [C("186,000 kg", ["VALUE_MISMATCH"]), C("GH₵850.00 a kilo", R_AMT)],
  exc=["186,000 kg", "GH₵850.00 a kilo"], errors=["unit_conversion", "unit_conversion"], tag="grams-pesewas",
  notes="net_weight_g 186000 is 186 kg; price_per_kg_minor 850 is GH₵8.50.")
case(SC, D, Q, "Hi Alhaji, the wool credit of GH₵1,581.00 came off, less our GH₵100.00 handling fee, so SH-2264 is GH₵3,689.00.", EV,
  [S("the wool credit of GH₵1,581.00 came off"), C("less our GH₵100.00 handling fee", R_POL + ["AMOUNT_MISMATCH"]), C("SH-2264 is GH₵3,689.00", R_AMT)],
  exc=["GH₵100.00 handling fee", "GH₵3,689.00"], errors=["invented_fact", "wrong_amount"], tag="handling-fee",
  notes="Policy and consignment: no handling fee; TotalAmt 3589.00.")
case(SC, D, Q, "Hi Alhaji, the wool sold for GH₵1,581.00, which came off your bill, so SH-2264 now stands at GH₵5,170.00, due by 30/11/2026.", EV,
  [S("the wool sold for GH₵1,581.00"), C("now stands at GH₵5,170.00", R_AMT), S("due by 30/11/2026")],
  inc=["3,589|3589", "1,581"], exc=["GH₵5,170.00"], errors=["wrong_arithmetic"], repair=True,
  notes="5170.00 is shearing plus travel before the wool credit; TotalAmt/Balance 3589.00.")
