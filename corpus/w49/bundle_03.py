# Bundle 3: alpaca trekking, group trek booking with deposit; reschedule refused
D = "alpaca trekking"; SC = "alpaca-group-trek"
NOW = "2026-08-05T16:40:00+00:00"
Q = "We're booked for the alpaca trek on Saturday - what time do we start, what's left to pay, and can we move it to Sunday? - Efua"
EV = [
 rec("booking:TRK-7781", "tool:treks.getBooking", {"booking": {"ref": "TRK-7781", "status": "CONFIRMED", "route_code": "RIDGE_LOOP",
   "start_at": 1786179600, "duration": "PT2H30M", "party_size": 5, "meeting_point": "Lower paddock gate", "tz": "Africa/Accra",
   "qbo_invoice_id": "5120"}}),
 rec("qbo:Invoice#5120", "tool:qbo.getInvoice", {"Invoice": {"Id": "5120", "DocNumber": "AT-5120", "SyncToken": "2",
   "CustomerRef": {"value": "731", "name": "Efua Mensah"}, "TxnDate": "2026-07-28", "DueDate": "2026-08-08",
   "Line": [{"Description": "Ridge Loop alpaca trek, per walker", "Amount": 1100.00, "DetailType": "SalesItemLineDetail",
      "SalesItemLineDetail": {"ItemRef": {"value": "2", "name": "TREK_RIDGE"}, "Qty": 5, "UnitPrice": 220.00}},
     {"Description": "Picnic hamper", "Amount": 150.00, "DetailType": "SalesItemLineDetail",
      "SalesItemLineDetail": {"ItemRef": {"value": "7", "name": "HAMPER"}, "Qty": 1, "UnitPrice": 150.00}}],
   "TotalAmt": 1250.00, "Balance": 750.00, "EmailStatus": "EmailSent",
   "MetaData": {"LastUpdatedTime": "2026-07-29T10:05:00+00:00"}}}),
 rec("qbo:Payment#6002", "tool:qbo.getPayment", {"Payment": {"Id": "6002", "TxnDate": "2026-07-29", "TotalAmt": 500.00,
   "CustomerRef": {"value": "731", "name": "Efua Mensah"}, "Line": [{"Amount": 500.00, "LinkedTxn": [{"TxnId": "5120", "TxnType": "Invoice"}]}]}}),
 refused("call:treks.reschedule#1", "treks.reschedule", "DENY", {"ref": "TRK-7781", "new_date": "2026-08-09", "reason_code": "NO_ALPACA_STRING_AVAILABLE"}),
 pol("policy:treks", "Please arrive 15 minutes before your start time so we can introduce you to the alpacas. Treks go ahead in light rain. The balance is due on the day of the trek. Date changes are free up to 72 hours before the start, subject to alpacas being available. Children under 8 walk with an adult and do not lead an alpaca.", "v3"),
]
# 1786179600 = 2026-08-08T09:00:00Z = 9:00 AM Accra, Saturday
case(SC, D, Q, "Hi Efua, your Ridge Loop trek on Saturday 8 August starts at 9:00 AM from the lower paddock gate and lasts about two and a half hours.", EV,
  [S("Saturday 8 August starts at 9:00 AM"), S("from the lower paddock gate"), S("lasts about two and a half hours")], inc=["9:00 AM"], now=NOW,
  notes="start_at 1786179600 is 2026-08-08 09:00 in Africa/Accra (UTC+0); duration PT2H30M; meeting_point.")
case(SC, D, Q, "Hello Efua, you still owe GH₵750.00 on AT-5120, payable on the day. I'm sorry, but I couldn't move the trek to Sunday as there's no string of alpacas free then.", EV,
  [S("you still owe GH₵750.00"), S("payable on the day"), S("couldn't move the trek to Sunday"), S("no string of alpacas free then")], inc=["750"],
  notes="Balance 750.00; policy: balance due on the day; treks.reschedule was DENY with NO_ALPACA_STRING_AVAILABLE.")
case(SC, D, Q, "Dear Efua,\n\nThank you for the GH₵500.00 deposit. Your booking TRK-7781 is confirmed for five walkers, starting at 9 in the morning this Saturday; please come along 15 minutes early to meet the alpacas. The remaining GH₵750.00 is settled on the day.\n\nWarm regards,\nAbena at the trekking farm", EV,
  [S("GH₵500.00 deposit"), S("confirmed for five walkers"), S("9 in the morning this Saturday"), S("15 minutes early"), S("remaining GH₵750.00"), N("Warm regards")],
  inc=["750"], now=NOW, notes="Payment 6002 500.00; party_size 5; start 09:00 Sat 8 Aug; policy 15 minutes; Balance 750.00.")
case(SC, D, Q, "Hi Efua, good news, I've moved your trek to Sunday 9 August at the same time, 9:00 AM. The GH₵750.00 balance is due on the day.", EV,
  [C("I've moved your trek to Sunday 9 August", R_NOTEX), S("the same time, 9:00 AM"), S("GH₵750.00 balance")],
  exc=["I've moved your trek to Sunday"], errors=["refused_call_effect"], tag="reschedule-done", now=NOW,
  notes="treks.reschedule to 2026-08-09 was refused (DENY).")
case(SC, D, Q, "Hi Efua, the trek starts at 9:00 AM on Saturday and runs for two hours and thirty minutes. Your balance is GH₵1,250.00, and date changes are free up to 48 hours before the start.", EV,
  [S("starts at 9:00 AM on Saturday"), S("two hours and thirty minutes"), C("balance is GH₵1,250.00", R_AMT), C("up to 48 hours before the start", R_POL)],
  exc=["GH₵1,250.00", "48 hours"], errors=["wrong_role", "wrong_period"], tag="total-as-balance", now=NOW,
  notes="1250.00 is TotalAmt; Balance is 750.00. Policy allows free changes up to 72 hours before.")
case(SC, D, Q, "Hi Efua, your trek starts at 9:00 AM on Saturday and lasts around 2.3 hours, so you'll be back by about 11:20 AM.", EV,
  [S("starts at 9:00 AM on Saturday"), C("lasts around 2.3 hours", R_VAL), C("back by about 11:20 AM", ["VALUE_MISMATCH", "DATE_MISMATCH"])],
  exc=["2.3 hours", "11:20 AM"], errors=["unit_conversion", "wrong_time"], tag="duration", now=NOW,
  notes="PT2H30M is 2.5 hours (2h30), so the trek ends about 11:30 AM, not 11:20.")
case(SC, D, Q, "Hi Efua, all sorted: your trek is now on Sunday 9 August at 9:00 AM. The balance of GH₵750.00 is paid on the day.", EV,
  [C("your trek is now on Sunday 9 August", R_NOTEX), S("at 9:00 AM"), S("balance of GH₵750.00")],
  inc=["couldn't|could not|unable|not able|wasn't able|no alpacas|not available", "750"], exc=["now on Sunday 9 August"],
  errors=["refused_call_effect"], repair=True, now=NOW,
  notes="The reschedule call was denied; the booking stays on Saturday 8 August.")
