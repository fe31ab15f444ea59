# Bundle 17: falconry full day, deposit paid, age rule, photographer add-on
D = "falconry experiences"; SC = "falconry-full-day"
NOW = "2026-11-05T10:30:00+00:00"
Q = "Booking FX-3188 for me and my son (he's 11) - what's left to pay, what time do we start, and is lunch included? - Fiifi Acquah"
EV = [
 rec("booking:FX-3188", "tool:falconry.getBooking", {"booking": {"ref": "FX-3188", "experience_code": "FULL_DAY_FALCONRY", "status": "CONFIRMED",
   "starts_at_epoch": 1794043800, "duration_iso": "PT6H", "guests": [{"name": "Fiifi Acquah", "age": 41}, {"name": "Ekow Acquah", "age": 11}],
   "add_ons": [], "qbo_invoice": "6781"}}),
 rec("qbo:Invoice#6781", "tool:qbo.getInvoice", {"Invoice": {"Id": "6781", "DocNumber": "FAL-6781", "SyncToken": "1",
   "CustomerRef": {"value": "1333", "name": "Fiifi Acquah"}, "TxnDate": "2026-10-15", "DueDate": "2026-11-05",
   "Line": [{"Description": "Full Day falconry, adult", "Amount": 1400.00, "DetailType": "SalesItemLineDetail", "SalesItemLineDetail": {"Qty": 1, "UnitPrice": 1400.00}},
            {"Description": "Full Day falconry, junior (10-15)", "Amount": 950.00, "DetailType": "SalesItemLineDetail", "SalesItemLineDetail": {"Qty": 1, "UnitPrice": 950.00}}],
   "TotalAmt": 2350.00, "Balance": 1650.00, "EmailStatus": "EmailSent"}}),
 rec("qbo:Payment#7012", "tool:qbo.getPayment", {"Payment": {"Id": "7012", "TxnDate": "2026-10-15", "TotalAmt": 700.00,
   "Line": [{"Amount": 700.00, "LinkedTxn": [{"TxnId": "6781", "TxnType": "Invoice"}]}]}}),
 pol("policy:full-day", "The Full Day includes owl handling, a hawk walk, flying a falcon to the lure, and a farm lunch. Juniors aged 10 to 15 take part fully alongside a paying adult. A photographer can be added for GH₵300 if booked 48 hours ahead. The balance is due 2 days before your day.", "v5"),
]
# 1794043800 = 2026-11-07T09:30Z Saturday
case(SC, D, Q, "Hi Fiifi, GH₵1,650.00 is left to pay on FAL-6781, due today, 5/11/2026. You start at 9:30 AM this Saturday, a six-hour day, and a farm lunch is included.", EV,
  [S("GH₵1,650.00 is left to pay"), S("due today, 5/11/2026"), S("9:30 AM this Saturday"), S("a six-hour day"), S("a farm lunch is included")], inc=["1,650", "9:30 AM"], now=NOW,
  notes="Balance 1650.00; DueDate 2026-11-05 (today); starts_at 1794043800 = Sat 7 Nov 09:30 Accra; PT6H; policy lunch.")
case(SC, D, Q, "Hello Fiifi,\n- Adult place GH₵1,400.00, junior place for your son GH₵950.00\n- Deposit paid 15 October: GH₵700.00\n- Left to pay: GH₵1,650.00\nAt 11 your son takes part fully alongside you, owls, hawk walk and falcon to the lure included.", EV,
  [S("Adult place GH₵1,400.00"), S("junior place for your son GH₵950.00"), S("Deposit paid 15 October: GH₵700.00"), S("Left to pay: GH₵1,650.00"), S("your son takes part fully alongside you"), S("owls, hawk walk and falcon to the lure included")],
  inc=["1,650"], notes="Lines of 6781; Payment 7012; Balance; policy juniors 10-15 and Full Day contents.")
case(SC, D, Q, "Half past nine on Saturday morning, Fiifi, with one thousand six hundred and fifty cedis to settle beforehand.", EV,
  [S("Half past nine on Saturday morning"), S("one thousand six hundred and fifty cedis")], inc=["one thousand six hundred and fifty"], now=NOW,
  notes="Start 09:30 Sat 7 Nov; Balance 1650.00 due 2026-11-05, before the day.")
case(SC, D, Q, "Hi Fiifi, you've GH₵1,650.00 to pay and you start at 9:30 AM on Saturday. I've added our photographer for the day too, free of charge.", EV,
  [S("GH₵1,650.00 to pay"), S("9:30 AM on Saturday"), I("I've added our photographer for the day too, free of charge", R_NOREC + ["NLI_CONTRADICTION"])],
  exc=["added our photographer"], errors=["unrecorded_extra"], tag="photographer", now=NOW,
  notes="add_ons is empty and the photographer costs GH₵300 by policy.")
case(SC, D, Q, "Hi Fiifi, the day starts at 9:30 AM and lasts six hours. You've paid GH₵700.00, so GH₵1,700.00 is left, due on the day itself.", EV,
  [S("starts at 9:30 AM"), S("You've paid GH₵700.00"), C("GH₵1,700.00 is left", R_AMT), C("due on the day itself", R_POL + R_DATE)],
  exc=["GH₵1,700.00", "due on the day itself"], errors=["wrong_arithmetic", "wrong_policy_condition"], tag="balance-sum",
  notes="2350.00 - 700.00 = 1650.00 (Balance). Policy: balance due 2 days before the day; DueDate 2026-11-05, two days before Saturday 7 Nov.")
case(SC, D, Q, "Hi Fiifi, you start at 9:30 AM this Saturday and GH₵1,650.00 is left on FAL-6781. Juniors need to be 12 or over to fly the falcon.", EV,
  [S("9:30 AM this Saturday"), S("GH₵1,650.00 is left"), C("Juniors need to be 12 or over to fly the falcon", R_POL)],
  inc=["10|fully|take part", "1,650"], exc=["12 or over"], errors=["wrong_policy_condition"], repair=True, now=NOW,
  notes="Policy: juniors aged 10 to 15 take part fully.")
case(SC, D, Q, "Hi Fiifi, your Full Day starts at 9:30 PM this Saturday and runs six hours, and GH₵1,650.00 is left on FAL-6781.", EV,
  [C("starts at 9:30 PM this Saturday", ["VALUE_MISMATCH", "DATE_MISMATCH"]), S("runs six hours"), S("GH₵1,650.00 is left")],
  inc=["9:30 AM|9:30 am|9:30 in the morning|half past nine in the morning|09:30", "1,650"], exc=["9:30 PM"], errors=["wrong_time"], repair=True, now=NOW,
  notes="starts_at 1794043800 is 09:30 Accra.")
