# Bundle 16: farm-stay family estimate with child pricing; pets rule
D = "farm-stay holidays"; SC = "farmstay-family-quote"
Q = "What's the price for our family at Easter - two adults, kids aged 4 and 12 - and can we bring our dog? - Gifty Larbi"
EV = [
 rec("qbo:Estimate#955", "tool:qbo.getEstimate", {"Estimate": {"Id": "955", "DocNumber": "FS-Q955", "SyncToken": "1", "TxnStatus": "Pending",
   "CustomerRef": {"value": "488", "name": "Gifty Larbi"}, "TxnDate": "2026-12-01", "ExpirationDate": "2026-12-31", "EmailStatus": "EmailSent",
   "CustomField": [{"Name": "Arrival", "StringValue": "2027-03-26"}, {"Name": "Nights", "StringValue": "4"}],
   "Line": [{"Description": "Palm Grove farmhouse, per night", "Amount": 3600.00, "DetailType": "SalesItemLineDetail",
      "SalesItemLineDetail": {"ItemRef": {"name": "FARMHOUSE_PALM"}, "Qty": 4, "UnitPrice": 900.00}},
     {"Description": "Children's farm club, per child per day (age 5-14)", "Amount": 240.00, "DetailType": "SalesItemLineDetail",
      "SalesItemLineDetail": {"ItemRef": {"name": "KIDS_CLUB"}, "Qty": 4, "UnitPrice": 60.00}},
     {"Description": "Easter egg hunt in the orchard", "Amount": 0.00, "DetailType": "SalesItemLineDetail",
      "SalesItemLineDetail": {"ItemRef": {"name": "EASTER_HUNT"}, "Qty": 1, "UnitPrice": 0.00}}],
   "TotalAmt": 3840.00, "MetaData": {"LastUpdatedTime": "2026-12-01T14:35:00+00:00"}}}),
 pol("policy:farmstay-family", "Children under 5 stay free and share their family's rooms; a cot can be provided on request. The farm club is for ages 5 to 14. Well-behaved dogs are welcome in the farmhouses for GH₵50 a night, but must be kept on a lead near the livestock. Quotes are held for 30 days.", "v4"),
]
case(SC, D, Q, "Hi Gifty, for Easter it's four nights in the Palm Grove farmhouse from 26/03/2027 at GH₵900.00 a night, plus the farm club for your 12-year-old, GH₵3,840.00 in all on quote FS-Q955. Your dog is welcome for GH₵50 a night, kept on a lead near the animals.", EV,
  [S("four nights in the Palm Grove farmhouse from 26/03/2027"), S("GH₵900.00 a night"), S("farm club for your 12-year-old"), S("GH₵3,840.00 in all"), S("Your dog is welcome for GH₵50 a night"), S("kept on a lead near the animals")],
  inc=["3,840"], notes="Estimate 955 lines, Arrival, TotalAmt; club ages 5-14 so only the 12-year-old; policy dogs GH₵50/night on a lead.")
case(SC, D, Q, "Hello Gifty,\n\nYour 4-year-old stays free, and we can put a cot in if you'd like. The Easter egg hunt in the orchard is included at no charge. Quote FS-Q955 is held until 31 December 2026.\n\nWarm wishes,\nAma at Palm Grove", EV,
  [S("4-year-old stays free"), S("we can put a cot in"), S("egg hunt in the orchard is included at no charge"), S("held until 31 December 2026"), N("Warm wishes")], inc=["31 December"],
  notes="Policy under-5s free, cot on request; EASTER_HUNT line 0.00; ExpirationDate 2026-12-31.")
case(SC, D, Q, "Gifty, with the dog it would be GH₵3,840.00 plus GH₵200.00 for four nights, so GH₵4,040.00.", EV,
  [S("GH₵3,840.00 plus GH₵200.00 for four nights"), S("so GH₵4,040.00")], inc=["4,040"],
  notes="TotalAmt 3840.00; dog GH₵50 x 4 nights = 200; sum 4040.")
case(SC, D, Q, "Hi Gifty, quote FS-Q955 is GH₵3,840.00 for four nights, and that includes the farm club for both children.", EV,
  [S("GH₵3,840.00 for four nights"), C("includes the farm club for both children", ["VALUE_MISMATCH", "NLI_CONTRADICTION"])],
  exc=["for both children"], errors=["condition_unmet"], tag="club-both",
  notes="KIDS_CLUB Qty 4 child-days is one child; the 4-year-old is under the club's 5-14 age range.")
case(SC, D, Q, "Hi Gifty, four nights from 26/03/2027 comes to GH₵3,840.00. Dogs stay free of charge, and the quote is held for 60 days.", EV,
  [S("comes to GH₵3,840.00"), C("Dogs stay free of charge", R_POL), C("held for 60 days", R_POL)],
  exc=["Dogs stay free", "held for 60 days"], errors=["wrong_amount", "wrong_period"], tag="dog-free",
  notes="Policy: dogs GH₵50 a night; quotes held 30 days.")
case(SC, D, Q, "Hi Gifty, four nights at Palm Grove from 26/03/2027 come to GH₵3,840.00 on quote FS-Q955, and your dog is welcome at GH₵50 a week.", EV,
  [S("come to GH₵3,840.00"), C("GH₵50 a week", R_POL)],
  inc=["a night|per night|each night|nightly", "3,840"], exc=["GH₵50 a week"], errors=["wrong_period"], repair=True,
  notes="Policy: GH₵50 a night for dogs.")
case(SC, D, Q, "Hi Gifty, Easter at Palm Grove for four nights from 26/03/2027 comes to GH₵4,800.00 on quote FS-Q955. Your 4-year-old stays free.", EV,
  [C("comes to GH₵4,800.00", R_AMT), S("4-year-old stays free")],
  inc=["3,840|3840", "free"], exc=["GH₵4,800.00"], errors=["wrong_amount"], repair=True,
  notes="TotalAmt is 3840.00.")
