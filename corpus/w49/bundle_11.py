# Bundle 11: shearing estimate for next season with call-out minimum; booking refused
D = "sheep-shearing contractor"; SC = "shearing-small-flock-quote"
Q = "I've only got 18 sheep. What would you charge to shear them and can you book me in for the 5th? - Esi Owusu, near Wenchi"
EV = [
 rec("qbo:Estimate#2311", "tool:qbo.getEstimate", {"Estimate": {"Id": "2311", "DocNumber": "SH-Q2311", "SyncToken": "0", "TxnStatus": "Pending",
   "CustomerRef": {"value": "144", "name": "Esi Owusu"}, "TxnDate": "2026-11-02", "ExpirationDate": "2026-12-02", "EmailStatus": "EmailSent",
   "Line": [{"Description": "Shearing, adult, per head", "Amount": "270.00", "DetailType": "SalesItemLineDetail",
      "SalesItemLineDetail": {"ItemRef": {"name": "SHEAR_ADULT"}, "Qty": 18, "UnitPrice": "15.00"}},
     {"Description": "Small-flock call-out top-up (minimum visit GH₵450)", "Amount": "180.00", "DetailType": "SalesItemLineDetail",
      "SalesItemLineDetail": {"ItemRef": {"name": "CALLOUT_TOPUP"}, "Qty": 1, "UnitPrice": "180.00"}},
     {"Description": "Travel (km, round trip from Techiman)", "Amount": "120.00", "DetailType": "SalesItemLineDetail",
      "SalesItemLineDetail": {"ItemRef": {"name": "TRAVEL_KM"}, "Qty": 60, "UnitPrice": "2.00"}}],
   "TotalAmt": "570.00", "MetaData": {"LastUpdatedTime": "2026-11-02T12:18:40+00:00"}}}),
 refused("call:schedule.book#1", "schedule.bookVisit", "DENY", {"customer": "144", "date": "2026-12-05", "reason": "CREW_FULLY_BOOKED"}),
 rec("schedule:openings", "tool:schedule.listOpenings", {"region": "BONO", "open_dates": ["2026-12-08", "2026-12-12"]}),
 pol("policy:shearing-visits", "A farm visit has a minimum charge of GH₵450 for shearing, before travel; smaller flocks are topped up to that figure. Travel is charged per kilometre for the round trip from our base at Techiman. We shear in dry weather only, and sheep must be penned and kept off feed for the night before.", "v2"),
]
case(SC, D, Q, "Hi Esi, for 18 sheep it's GH₵270.00 of shearing, topped up to our GH₵450.00 minimum visit charge, plus GH₵120.00 travel, so GH₵570.00 on quote SH-Q2311. I'm afraid I couldn't book the 5th as the crew is full; we have openings on 8 and 12 December.", EV,
  [S("GH₵270.00 of shearing"), S("GH₵450.00 minimum visit charge"), S("GH₵120.00 travel"), S("so GH₵570.00"), S("couldn't book the 5th"), S("openings on 8 and 12 December")], inc=["570"],
  notes="Estimate 2311 lines/TotalAmt; policy minimum GH₵450 before travel; bookVisit DENY CREW_FULLY_BOOKED; open_dates.")
case(SC, D, Q, "Hello Esi,\n• Quote SH-Q2311: GH₵570.00 all in, held until 2 December 2026\n• The 5th is fully booked, sorry\n• Free dates: Tuesday 8/12 or Saturday 12/12\nPlease pen the sheep and keep them off feed the night before.", EV,
  [S("GH₵570.00 all in"), S("held until 2 December 2026"), S("The 5th is fully booked"), S("Tuesday 8/12 or Saturday 12/12"), S("keep them off feed the night before")], inc=["570"],
  notes="TotalAmt 570.00; ExpirationDate 2026-12-02; refused booking; 2026-12-08 is a Tuesday, 12-12 a Saturday; policy.")
case(SC, D, Q, "Esi, your quote's GH₵570.00, which includes 60 km of travel there and back from Techiman; the 5th is taken, but the 8th or the 12th would work.", EV,
  [S("quote's GH₵570.00"), S("60 km of travel there and back from Techiman"), S("the 5th is taken"), S("the 8th or the 12th would work")], inc=["570"],
  notes="Travel Qty 60 round trip; refused booking; open dates.")
case(SC, D, Q, "Hi Esi, 18 sheep at GH₵15.00 each comes to GH₵270.00, plus GH₵120.00 travel, so GH₵390.00 in all. You're booked in for Saturday 5 December.", EV,
  [S("comes to GH₵270.00"), C("so GH₵390.00 in all", R_AMT), C("You're booked in for Saturday 5 December", R_NOTEX)],
  exc=["GH₵390.00", "booked in for Saturday 5 December"], errors=["wrong_arithmetic", "refused_call_effect"], tag="no-topup",
  notes="The total leaves out the 180.00 call-out top-up (TotalAmt 570.00); the booking for 2026-12-05 was denied.")
case(SC, D, Q, "Hi Esi, the quote is GH₵570.00. We can come out on the 8th, and we shear in any weather, so no need to worry about rain.", EV,
  [S("the quote is GH₵570.00"), S("We can come out on the 8th"), C("we shear in any weather", R_POL)],
  exc=["shear in any weather"], errors=["wrong_policy_condition"], tag="weather",
  notes="Policy: dry weather only.")
case(SC, D, Q, "Hi Esi, your quote SH-Q2311 comes to GH₵570.00, including the minimum visit top-up and travel, and I've booked the crew in for Saturday 5 December.", EV,
  [S("comes to GH₵570.00"), C("I've booked the crew in for Saturday 5 December", R_NOTEX)],
  inc=["couldn't|could not|unable|not able|fully booked|full|isn't available|not available", "570"], exc=["I've booked the crew in"], errors=["refused_call_effect"], repair=True,
  notes="schedule.bookVisit for 2026-12-05 was DENY (CREW_FULLY_BOOKED).")
