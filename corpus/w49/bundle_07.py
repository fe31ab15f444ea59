# Bundle 7: livery, estimate for part livery not yet emailed, older grass-livery estimate void
D = "horse livery stables"; SC = "livery-part-estimate"
Q = "Did you put together the price for part livery for my two ponies yet? I don't think I've had an email. - Kwesi"
EV = [
 rec("qbo:Estimate#418", "tool:qbo.getEstimate", {"Estimate": {"Id": "418", "DocNumber": "Q-418", "SyncToken": "0",
   "CustomerRef": {"value": "301", "name": "Kwesi Amponsah"}, "TxnDate": "2026-10-12", "ExpirationDate": "2026-11-11",
   "TxnStatus": "Pending", "EmailStatus": "NeedToSend", "BillEmail": {"Address": "kwesi.amp@example.com"},
   "Line": [{"Description": "Part livery, per pony per month", "Amount": 1900.00, "DetailType": "SalesItemLineDetail",
      "SalesItemLineDetail": {"ItemRef": {"value": "5", "name": "PART_LIVERY_PONY"}, "Qty": 2, "UnitPrice": 950.00}},
     {"Description": "Worming programme, per pony per quarter", "Amount": 160.00, "DetailType": "SalesItemLineDetail",
      "SalesItemLineDetail": {"ItemRef": {"value": "14", "name": "WORMING_Q"}, "Qty": 2, "UnitPrice": 80.00}}],
   "TotalAmt": 2060.00, "MetaData": {"LastUpdatedTime": "2026-10-12T15:03:27+00:00"}}}),
 rec("qbo:Estimate#402", "tool:qbo.getEstimate", {"Estimate": {"Id": "402", "DocNumber": "Q-402", "SyncToken": "3", "TxnStatus": "Rejected",
   "CustomerRef": {"value": "301", "name": "Kwesi Amponsah"}, "TxnDate": "2026-09-28", "EmailStatus": "EmailSent",
   "Line": [{"Description": "Grass livery, per pony per month", "Amount": 1100.00, "DetailType": "SalesItemLineDetail",
      "SalesItemLineDetail": {"Qty": 2, "UnitPrice": 550.00}}], "TotalAmt": 1100.00}}),
 pol("policy:part-livery", "Part livery covers turnout, bringing in, mucking out and feeding twice a day; exercise is not included and is booked separately. There is a one-off joining fee of GH₵200 per horse, waived for owners who sign up for 6 months or more. Estimates are valid for 30 days.", "v2"),
]
case(SC, D, Q, "Hi Kwesi, yes, it's ready: part livery for both ponies is GH₵950.00 each a month, GH₵2,060.00 all told with the quarterly worming, on quote Q-418. It hasn't been emailed to you yet, sorry; it's queued to send.", EV,
  [S("GH₵950.00 each a month"), S("GH₵2,060.00 all told"), S("It hasn't been emailed to you yet"), S("queued to send")], inc=["2,060"],
  notes="Estimate 418 lines and TotalAmt; EmailStatus NeedToSend.")
case(SC, D, Q, "Morning Kwesi! Quote Q-418 for your two ponies: GH₵1,900.00 for a month of part livery plus GH₵160.00 for worming, so GH₵2,060.00. It's valid until 11/11/2026. Part livery covers turnout, bringing in, mucking out and two feeds a day, but exercise is extra.", EV,
  [S("GH₵1,900.00 for a month of part livery"), S("GH₵160.00 for worming"), S("so GH₵2,060.00"), S("valid until 11/11/2026"), S("two feeds a day"), S("exercise is extra")],
  inc=["2,060", "11/11/2026"], notes="Lines 1900.00 and 160.00; ExpirationDate 2026-11-11; policy lists part livery duties, exercise separate.")
case(SC, D, Q, "Hi Kwesi, the part livery price is on quote Q-418, not yet emailed. There's a GH₵200 joining fee per pony, but that's waived if you sign up for six months or more.", EV,
  [S("on quote Q-418, not yet emailed"), S("GH₵200 joining fee per pony"), S("waived if you sign up for six months or more")], inc=["GH₵200"],
  notes="EmailStatus NeedToSend; policy joining fee and its waiver condition.")
case(SC, D, Q, "Hi Kwesi, I emailed quote Q-418 to you on 12 October, so do check your spam folder. It's GH₵2,060.00 for the two ponies.", EV,
  [C("I emailed quote Q-418 to you on 12 October", R_STATE), S("GH₵2,060.00 for the two ponies")],
  exc=["I emailed quote Q-418"], errors=["wrong_state"], tag="emailed",
  notes="EmailStatus is NeedToSend: the quote has not been sent.")
case(SC, D, Q, "Hi Kwesi, the quote for your two ponies comes to GH₵1,100.00 a month, and that includes daily exercise for both.", EV,
  [C("comes to GH₵1,100.00 a month", R_AMT), C("includes daily exercise for both", R_POL + ["NLI_NOT_ENTAILED"])],
  exc=["GH₵1,100.00", "includes daily exercise"], errors=["stale_value", "unlisted_perk"], tag="grass-quote",
  notes="1100.00 is rejected grass-livery quote 402; current part livery quote 418 is 2060.00. Policy: exercise not included.")
case(SC, D, Q, "Hi Kwesi, quote Q-418 is GH₵2,060.00 for the two ponies and is valid until 11/11/2026. The GH₵200 joining fee per pony has been waived for you.", EV,
  [S("GH₵2,060.00 for the two ponies"), S("valid until 11/11/2026"), CI("has been waived for you", R_NOREC + ["NLI_CONTRADICTION"])],
  exc=["has been waived for you"], errors=["condition_unmet"], tag="joinfee",
  notes="The waiver needs a 6-month sign-up; nothing records one, and the quote is for a month.")
case(SC, D, Q, "Hi Kwesi, quote Q-418 for part livery for your two ponies comes to GH₵2,060.00 and is valid until 11/11/2026. It went out to you by email this morning.", EV,
  [S("comes to GH₵2,060.00"), S("valid until 11/11/2026"), C("It went out to you by email this morning", R_STATE)],
  inc=["not yet|hasn't|has not|not been sent|waiting to|queued|yet to", "2,060"], exc=["went out to you by email"], errors=["wrong_state"], repair=True,
  notes="EmailStatus NeedToSend.")
