from lib import *

LA, NY, CHI, DEN = "America/Los_Angeles", "America/New_York", "America/Chicago", "America/Denver"

# ---------- 21. parcel courier: weather delay, guarantee refund refused (en-US) ----------
s = Scenario("weather-delay-guarantee", "parcel courier",
    "PC-22019-884 was Next Day Air and it's not here. I want my money back.",
    [
        rec("get_shipment#PC-22019-884", "tool:get_shipment", {"shipment": {
            "tracking_number": "PC-22019-884", "service_level": "NEXT_DAY_AIR", "status": "DELAYED",
            "recipient": {"name": "Rachel Kim", "city": "Boston"},
            "label_charge": {"amount_minor": 4875, "currency": "USD"},
            "exception": {"code": "WEATHER_DELAY", "detail": "Ice storm, outbound flights grounded"},
            "events": [
                ev("PICKED_UP", "Picked up", "Seattle", LA, "2026-01-26T17:45:00"),
                ev("ARRIVED_AT_HUB", "Arrived at Worldport hub", "Louisville", NY, "2026-01-27T01:20:00"),
                ev("EXCEPTION", "Weather delay: ice storm, flights grounded", "Louisville", NY, "2026-01-27T03:05:00")],
            "eta": {"original": {"window_end": ms("2026-01-27T10:30:00", NY)},
                    "revised": {"window_start": ms("2026-01-28T08:00:00", NY), "window_end": ms("2026-01-28T20:00:00", NY), "tz": NY}}}}),
        refused("issue_guarantee_refund#call-5", "issue_guarantee_refund", "DENY",
                {"tracking_number": "PC-22019-884", "amount_minor": 4875, "reason": "WEATHER_EXEMPT"}),
        pol("service-guarantee#us", "Guarantee refunds must be requested within 15 days of the scheduled delivery date. "
            "Our money-back guarantee refunds the shipping charge if a Next Day Air package arrives late, except when "
            "the delay is caused by weather, natural disasters or other events beyond our control.", "G-2026"),
    ], now="2026-01-27T12:00:00-05:00")

s.add("Hi Rachel, your Next Day Air package PC-22019-884 is held at our Louisville hub: an ice storm grounded flights "
      "at 3:05 AM. The new delivery estimate is tomorrow, January 28, by 8 PM.",
      [S("your Next Day Air package PC-22019-884 is held at our Louisville hub"),
       S("an ice storm grounded flights at 3:05 AM"), S("tomorrow, January 28, by 8 PM")],
      includes=["January 28"],
      notes="WEATHER_DELAY exception at 03:05 Louisville (Eastern); revised eta window ends 20:00 on 28 Jan.")

s.add("I'm sorry, I couldn't refund the $48.75 shipping charge. The money-back guarantee doesn't cover delays caused "
      "by weather, and this one was an ice storm.",
      [S("I couldn't refund the $48.75 shipping charge"),
       S("The money-back guarantee doesn't cover delays caused by weather"), S("this one was an ice storm")],
      includes=["$48.75"],
      notes="issue_guarantee_refund DENY (WEATHER_EXEMPT); label_charge 4875; policy weather exception.")

s.add("Hi Rachel, sorry for the wait. I've refunded your $48.75 under our guarantee, and the package will be with "
      "you by 10:30 AM tomorrow.",
      [N("sorry for the wait"), C("I've refunded your $48.75 under our guarantee", "NOT_EXECUTED"),
       CI("with you by 10:30 AM tomorrow", "DATE_MISMATCH", "VALUE_MISMATCH", "CLAIM_WITHOUT_TOOL_EVIDENCE")],
      errors=["refused_call_effect", "invented_promise"],
      excludes=["I've refunded your $48.75", "10:30 AM tomorrow"], includes=[],
      notes="the guarantee refund was DENYed; the revised window is 8 AM-8 PM on 28 Jan, 10:30 AM was the original (missed) commitment.")

s.repair("Your package arrived at our Louisville hub at 10:20 PM, and an ice storm grounded flights at 3:05 AM. "
         "It's now due tomorrow, January 28, by 8 PM.",
         [C("Louisville hub at 10:20 PM", "DATE_MISMATCH", "VALUE_MISMATCH"), S("an ice storm grounded flights at 3:05 AM"),
          S("It's now due tomorrow, January 28, by 8 PM")],
         ["unit_conversion"], ["10:20 PM"], "1:20 AM|1:20 a.m.|01:20", keep=["January 28"],
         notes="ARRIVED_AT_HUB is 01:20 Eastern in Louisville; 10:20 PM is that instant on the Seattle (Pacific) clock.")

# ---------- 22. grocery delivery: late delivery credit (en-US) ----------
s = Scenario("grocery-late-credit", "grocery delivery",
    "My groceries came super late last night and I paid for delivery even though I have FreshPass. What gives?",
    [
        rec("get_order#GD-US-44120", "tool:get_order", {"order": {
            "order_id": "GD-US-44120", "customer": {"first_name": "Kevin", "membership": "FRESHPASS"},
            "status": "DELIVERED", "store": {"name": "Ballard Market", "tz": LA},
            "slot": {"start": ms("2026-07-08T18:00:00", LA), "end": ms("2026-07-08T20:00:00", LA)},
            "delivered_at": ms("2026-07-08T20:47:00", LA),
            "totals": {"currency": "USD", "basket_minor": 3210, "delivery_fee_minor": 399, "total_minor": 3609}}}),
        rec("get_credits#GD-US-44120", "tool:get_credits", {"credits": [
            {"credit_id": "CR-9031", "order_id": "GD-US-44120", "amount_minor": 500, "reason": "LATE_DELIVERY",
             "status": "APPLIED_TO_ACCOUNT", "usable_on": "NEXT_ORDER", "expires_on": "2026-08-07"}]}),
        pol("grocery-us#late", "FreshPass members get free delivery on orders of $35 or more. If your order arrives "
            "more than 30 minutes after your delivery window ends, we add a $5 credit to your account automatically. "
            "Credits apply to your next order and expire after 30 days.", "US-3"),
    ], now="2026-07-09T08:00:00-07:00")

s.add("Hi Kevin, your order arrived at 8:47 PM last night, 47 minutes after your 6-8 PM window closed. A $5.00 "
      "credit is already on your account for your next order, good until August 7.",
      [S("your order arrived at 8:47 PM last night"), S("47 minutes after your 6-8 PM window closed"),
       S("A $5.00 credit is already on your account for your next order"), S("good until August 7")],
      includes=["$5.00", "8:47 PM"],
      notes="delivered_at 20:47 Los Angeles; slot end 20:00; credit 500 APPLIED_TO_ACCOUNT, NEXT_ORDER, expires 2026-08-07.")

s.add("Your basket was $32.10, just under FreshPass's $35 free-delivery minimum, so the $3.99 fee applied.",
      [S("Your basket was $32.10"), S("FreshPass's $35 free-delivery minimum"), S("the $3.99 fee applied")],
      includes=["$32.10"], notes="basket_minor 3210, delivery_fee_minor 399; policy $35 threshold.")

s.add("Sorry it was late, Kevin. We've added a $5.00 credit and refunded the $3.99 delivery fee too. The credit's "
      "good for 60 days.",
      [N("Sorry it was late, Kevin."), S("We've added a $5.00 credit"),
       I("refunded the $3.99 delivery fee too", "CLAIM_WITHOUT_TOOL_EVIDENCE"),
       C("The credit's good for 60 days", "NLI_CONTRADICTION", "DATE_MISMATCH")],
      errors=["unrecorded_extra", "wrong_period"], excludes=["refunded the $3.99 delivery fee", "good for 60 days"],
      includes=[],
      notes="no record refunds the fee; credit expires 2026-08-07, 30 days per policy.")

s.repair("Your order arrived at 8:47 PM, 37 minutes after your window closed, so a $5.00 credit is on your account "
         "for your next order.",
         [S("Your order arrived at 8:47 PM"), C("37 minutes after your window closed", "VALUE_MISMATCH"),
          S("a $5.00 credit is on your account for your next order")],
         ["wrong_arithmetic"], ["37 minutes"], "47 minutes|47 min", keep=[],
         notes="slot end 20:00 to delivered_at 20:47 is 47 minutes.")

# ---------- 23. home moving: interstate move, binding not-to-exceed (en-US) ----------
s = Scenario("interstate-nte", "home moving company",
    "When will my stuff get to Denver, and am I paying more since it weighed more?",
    [
        rec("get_move#LD-90417", "tool:get_move", {"move": {
            "ref": "LD-90417", "customer": {"name": "Karen Novak"}, "status": "IN_TRANSIT",
            "origin": "Columbus, OH", "destination": "Denver, CO", "pickup_date": "2026-06-10",
            "delivery_spread": {"first_day": "2026-06-15", "last_day": "2026-06-19", "tz": DEN},
            "driver": {"first_name": "Walt"},
            "weights": {"estimated_lb": 7200, "actual_net_lb": 7860},
            "pricing": {"type": "BINDING_NOT_TO_EXCEED", "currency": "USD", "estimate_minor": 648000,
                        "tariff_at_actual_minor": 707400, "amount_due_minor": 648000,
                        "paid_minor": 162000, "balance_minor": 486000}}}),
        pol("interstate-terms#nte", "Your driver will call at least 24 hours before arriving at your new home. With a "
            "binding not-to-exceed estimate, you pay the lower of the estimate and the tariff price at the actual "
            "weight. The balance is due at delivery, before unloading, by certified check or card.", "ID-4"),
    ], now="2026-06-12T10:00:00-04:00")

s.add("Hi Ms Novak, your goods are on the road to Denver, and delivery will be between June 15 and June 19. Walt "
      "will call at least 24 hours before he arrives.",
      [S("your goods are on the road to Denver"), S("between June 15 and June 19"),
       S("Walt will call at least 24 hours before he arrives")],
      includes=["June 15", "June 19"],
      notes="status IN_TRANSIT; delivery_spread 15-19 June; driver Walt; policy 24-hour call.")

s.add("Your shipment came in at 7,860 lb, over the 7,200 lb estimate, but with a binding not-to-exceed estimate you "
      "still pay $6,480.00. You've paid $1,620.00, so $4,860.00 is due at delivery, before unloading.",
      [S("Your shipment came in at 7,860 lb"), S("over the 7,200 lb estimate"),
       S("with a binding not-to-exceed estimate you still pay $6,480.00"), S("You've paid $1,620.00"),
       S("$4,860.00 is due at delivery, before unloading")],
      includes=["$4,860.00", "$6,480.00"],
      notes="weights block; pricing BINDING_NOT_TO_EXCEED, amount_due 648000, paid 162000, balance 486000; policy.")

s.add("Because the actual weight came in at 7,860 lb, your total goes up to $7,074.00. Delivery is set for June 15 to 19.",
      [S("the actual weight came in at 7,860 lb"), C("your total goes up to $7,074.00", "AMOUNT_MISMATCH"),
       S("Delivery is set for June 15 to 19")],
      errors=["wrong_role"], excludes=["goes up to $7,074.00"], includes=["June 15"],
      notes="$7,074.00 is tariff_at_actual_minor, not what is owed; under a not-to-exceed estimate amount_due is $6,480.00.")

s.repair("Walt will call at least 24 hours ahead, and delivery falls between June 15 and 19. Your price is capped at "
         "$6,480.00 and, with $1,620.00 paid, the balance is $4,680.00.",
         [S("Walt will call at least 24 hours ahead"), S("delivery falls between June 15 and 19"),
          S("Your price is capped at $6,480.00"), S("with $1,620.00 paid"), C("the balance is $4,680.00", "AMOUNT_MISMATCH")],
         ["wrong_arithmetic"], ["$4,680.00"], "$4,860.00|$4,860|4,860", keep=["June 15"],
         notes="balance_minor is 486000.")

# ---------- 24. bike courier: monthly account invoice (en-US, Chicago) ----------
s = Scenario("bike-account-invoice", "bike courier",
    "Can you break down April's invoice for me? Seems high.",
    [
        rec("get_invoice#INV-CHI-3307", "tool:get_invoice", {"invoice": {
            "invoice_id": "INV-CHI-3307", "account": {"name": "Lupo Design Studio", "contact": "Marco"},
            "period": {"from": "2026-04-01", "to": "2026-04-30"}, "status": "OPEN", "invoice_date": "2026-04-30",
            "due_date": "2026-05-15", "currency": "USD",
            "lines": [
                {"job_id": "CHI-B-7701", "date": "2026-04-06", "service_level": "STANDARD_3H", "amount_minor": 1850},
                {"job_id": "CHI-B-7788", "date": "2026-04-17", "service_level": "STANDARD_3H", "amount_minor": 2400,
                 "surcharges": [{"code": "OVERSIZE", "amount_minor": 600}], "parcel": {"weight_lb": "26"}},
                {"job_id": "CHI-B-7822", "date": "2026-04-24", "service_level": "ECONOMY_EOD", "amount_minor": 1525}],
            "subtotal_minor": 5775, "credits": [{"reason": "LATE_DELIVERY", "amount_minor": -500}], "total_due_minor": 5275}}),
        rec("get_invoice#INV-CHI-3214", "tool:get_invoice", {"invoice": {
            "invoice_id": "INV-CHI-3214", "period": {"from": "2026-03-01", "to": "2026-03-31"}, "status": "PAID",
            "total_due_minor": 6120, "currency": "USD"}}),
        pol("chicago-accounts#billing", "Parcels over 20 lb or longer than 30 inches carry a $6 oversize surcharge. "
            "Account invoices are due 15 days after the invoice date. Late payments incur a 1.5% monthly fee.", "CHI-AC-2"),
    ], now="2026-05-04T11:00:00-05:00")

s.add("Hi Marco, April's invoice INV-CHI-3307 covers three jobs: $18.50, $24.00 and $15.25, so $57.75 before the "
      "$5.00 late-delivery credit. That leaves $52.75, due by May 15.",
      [S("April's invoice INV-CHI-3307 covers three jobs"), S("$18.50, $24.00 and $15.25"), S("so $57.75 before the"),
       S("$5.00 late-delivery credit"), S("That leaves $52.75, due by May 15")],
      includes=["$52.75"],
      notes="lines 1850, 2400, 1525; subtotal 5775; credit -500; total_due 5275; due_date 2026-05-15.")

s.add("The $24.00 job on April 17 includes a $6.00 oversize surcharge because the parcel weighed 26 lb, over the 20 lb limit.",
      [S("The $24.00 job on April 17 includes a $6.00 oversize surcharge"), S("the parcel weighed 26 lb"),
       S("over the 20 lb limit")],
      includes=["$6.00"], notes="line CHI-B-7788: 2400 with OVERSIZE 600, weight_lb 26; policy threshold 20 lb.")

s.add("Hi Marco, your April invoice comes to $61.20, due by May 15. Any late payment carries a 2% monthly fee.",
      [C("your April invoice comes to $61.20", "AMOUNT_MISMATCH"), S("due by May 15"),
       C("carries a 2% monthly fee", "NLI_CONTRADICTION")],
      errors=["other_record_value", "wrong_policy_condition"], excludes=["$61.20", "2% monthly fee"],
      includes=[],
      notes="$61.20 is March's invoice INV-CHI-3214 (paid); April's total_due is 5275. Policy says 1.5%.")

s.repair("INV-CHI-3307 has three jobs and a $5.00 late-delivery credit, so $57.75 is due by May 15.",
         [S("INV-CHI-3307 has three jobs"), S("a $5.00 late-delivery credit"), C("so $57.75 is due by May 15", "AMOUNT_MISMATCH")],
         ["wrong_arithmetic"], ["$57.75 is due"], "$52.75|52.75", keep=[],
         notes="total_due_minor is 5275 after the credit; 5775 is the subtotal.")

# ---------- 25. customs broker: US entry released, duty on statement ----------
s = Scenario("entry-statement", "customs broker",
    "Has entry 7K3-0093108-1 cleared? When do duties come out and what do we owe you?",
    [
        rec("get_entry#7K3-0093108-1", "tool:get_entry", {"entry": {
            "entry_number": "7K3-0093108-1", "importer_of_record": "Halvorsen Marine Supply", "contact": {"first_name": "Derek"},
            "status": "RELEASED", "port": {"name": "JFK Airport", "tz": NY},
            "events": [
                ev("ENTRY_FILED", "Entry filed with CBP", "New York", NY, "2026-05-20T09:40:00"),
                ev("CBP_RELEASED", "Released by CBP", "New York", NY, "2026-05-20T14:12:00")],
            "duties": {"currency": "USD", "duty_minor": 238440, "mpf_minor": 29115, "total_minor": 267555},
            "payment": {"method": "PERIODIC_MONTHLY_STATEMENT", "statement_date": "2026-06-12", "status": "SCHEDULED"}}}),
        rec("get_broker_invoice#B-55012", "tool:get_broker_invoice", {"invoice": {
            "invoice_id": "B-55012", "entry_number": "7K3-0093108-1", "currency": "USD",
            "lines": {"brokerage_minor": 17500, "isf_filing_minor": 3500}, "total_minor": 21000,
            "due_date": "2026-06-04", "status": "UNPAID"}}),
        pol("us-brokerage#payments", "Our brokerage invoice is separate from duties and is due within 15 days. Duties "
            "and fees on a periodic monthly statement are debited on the statement date shown for your entry. We "
            "cannot change a statement date once CBP has issued it.", "2026-01"),
    ], now="2026-05-21T10:00:00-04:00")

s.add("Hi Derek, entry 7K3-0093108-1 was released by CBP at JFK at 2:12 PM yesterday. Duty of $2,384.40 and MPF of "
      "$291.15, $2,675.55 in all, go on your monthly statement debited June 12.",
      [S("entry 7K3-0093108-1 was released by CBP at JFK at 2:12 PM yesterday"), S("Duty of $2,384.40"),
       S("MPF of $291.15"), S("$2,675.55 in all"), S("go on your monthly statement debited June 12")],
      includes=["$2,675.55", "June 12"],
      notes="CBP_RELEASED 20 May 14:12 New York; duties 238440 + 29115 = 267555; statement_date 2026-06-12.")

s.add("Our invoice B-55012 is separate from the duties: $175.00 brokerage plus $35.00 ISF filing, $210.00 in total, "
      "due June 4.",
      [S("Our invoice B-55012 is separate from the duties"), S("$175.00 brokerage plus $35.00 ISF filing"),
       S("$210.00 in total"), S("due June 4")],
      includes=["$210.00"], notes="broker invoice lines 17500 + 3500 = 21000, due 2026-06-04.")

s.add("Entry 7K3-0093108-1 cleared at 2:12 PM yesterday, and the $2,675.55 in duties and fees was debited from your "
      "account this morning.",
      [S("Entry 7K3-0093108-1 cleared at 2:12 PM yesterday"),
       C("was debited from your account this morning", "RECORD_STATE_MISMATCH", "DATE_MISMATCH")],
      errors=["wrong_state"], excludes=["debited from your account this morning"], includes=[],
      notes="payment.status is SCHEDULED for the 12 June statement.")

s.repair("Entry 7K3-0093108-1 was released yesterday at 2:12 PM. Duty and MPF come to $2,765.55, debited on your "
         "June 12 statement.",
         [S("Entry 7K3-0093108-1 was released yesterday at 2:12 PM"), C("come to $2,765.55", "AMOUNT_MISMATCH"),
          S("debited on your June 12 statement")],
         ["wrong_arithmetic"], ["$2,765.55"], "$2,675.55|2,675.55", keep=["2:12 PM"],
         notes="duties.total_minor is 267555.")
