"""Business 6: auto parts store (Northside Auto Parts, Dearborn MI, America/Detroit)."""
from common import (Biz, ep, S, NA, X, I, XI, rec, pol, kb, refused,
                    AMT, DATE, TIME, STATE, VAL, IDM, POL, NOPOL, NOREC, NOTEX, FACTX, FACTI)

TZ = "America/Detroit"


def build():
    b = Biz("auto parts store")

    # ---------------- 6A: pickup order with core charge ----------------
    q = "Is my alternator order ready, and what's the deal with the core charge?"
    ev = [
        rec("orders.get_order#NP-220814", "tool:orders.get_order", {
            "order_id": "NP-220814", "status": "READY_FOR_PICKUP", "channel": "ONLINE",
            "store": {"id": "114", "name": "Dearborn"}, "hold_until": "2026-08-14",
            "vehicle": {"vin": "1GCUYDED3LZ218804", "model": "Silverado 1500", "mileage": 96315},
            "parts": [{"part_no": "ALT-11522R", "description": "Reman alternator 170A", "qty": 1,
                       "unit_price_cents": 18999, "warranty": "LIFETIME_LIMITED",
                       "core": {"charge_cents": 4500, "refundable": True}},
                      {"part_no": "K060882", "description": "Serpentine belt", "qty": 1, "unit_price_cents": 3299,
                       "warranty": "ONE_YEAR"}],
            "totals": {"parts_cents": 22298, "core_cents": 4500, "tax_cents": 1338, "total_cents": 28136},
            "payment": {"status": "PAID"}}),
        rec("orders.get_order#NP-219950", "tool:orders.get_order", {
            "order_id": "NP-219950", "status": "CANCELLED", "store": {"id": "122", "name": "Taylor"},
            "totals": {"total_cents": 24961}}),
        pol("northside-policy#cores",
            "Online orders are held at the pickup store for 5 days. Return your old part within 30 days, in the "
            "box the new one came in, and the core charge is refunded. Remanufactured alternators carry a limited "
            "lifetime warranty for the original purchaser.", revision="2026-05"),
    ]
    b.ok("alternator-pickup", q, ev,
         "Your alternator and serpentine belt are ready for pickup at our Dearborn store (#114). You paid "
         "$281.36, which includes a $45 core charge you'll get back when you return the old alternator within 30 "
         "days.",
         [S("ready for pickup at our Dearborn store (#114)"), S("You paid $281.36"),
          S("includes a $45 core charge"), S("return the old alternator within 30 days")],
         ["$281.36", "$45"], "READY_FOR_PICKUP at store 114; total 28136 incl. core 4500; policy 30 days.")
    b.ok("alternator-pickup", q, ev,
         "Here's your order NP-220814:\n- Reman alternator: $189.99\n- Serpentine belt: $32.99\n- Core charge: "
         "$45.00 (refundable)\n- Tax: $13.38\n- Paid: $281.36\nWe'll hold it until August 14. The alternator has a "
         "limited lifetime warranty.",
         [S("Reman alternator: $189.99"), S("Serpentine belt: $32.99"), S("Core charge: $45.00 (refundable)"),
          S("Tax: $13.38"), S("Paid: $281.36"), S("hold it until August 14"), S("limited lifetime warranty")],
         ["$281.36", "August 14"], "line items, totals and hold_until from NP-220814; warranty LIFETIME_LIMITED.")
    b.bad("alternator-pickup", q, ev,
          "It's ready at Dearborn and we'll hold it until August 24. Bring the old alternator back within 90 days "
          "to get the $45 core charge refunded.",
          [S("It's ready at Dearborn"), X("until August 24", DATE), X("within 90 days", POL)],
          ["wrong_date", "wrong_period"], ["August 24", "within 90 days"],
          "hold_until is 2026-08-14; policy gives 30 days for the core.")
    b.bad("alternator-pickup", q, ev,
          "Your order is ready. Your total was $236.36, and the alternator comes with a 2-year warranty.",
          [S("Your order is ready"), X("total was $236.36", AMT), X("2-year warranty", POL + VAL)],
          ["wrong_arithmetic", "wrong_value"], ["$236.36", "2-year warranty"],
          "$236.36 leaves out the $45 core charge (total 28136); alternator is LIFETIME_LIMITED.")
    b.fix("alternator-pickup", q, ev,
          "Your order's ready at Dearborn #114. You paid $281.36, and the $45 core charge comes back when you "
          "return the old alternator within 14 days.",
          [S("ready at Dearborn #114"), S("You paid $281.36"), X("within 14 days", POL)],
          ["wrong_period"], ["within 14 days"], ["30 days|thirty days", "$281.36"], "Policy: 30 days for cores.")

    # ---------------- 6B: installed coil, refund refused, exchange approved ----------------
    q = "The ignition coil I bought didn't fix the misfire. I want my money back."
    ev = [
        rec("returns.get_request#RMA-7781", "tool:returns.get_request", {
            "rma_id": "RMA-7781", "order_id": "NP-218330",
            "item": {"part_no": "UF-622", "description": "Ignition coil", "unit_price_cents": 6499,
                     "category": "ELECTRICAL", "installed": True},
            "refund": {"status": "NOT_ELIGIBLE"},
            "exchange": {"exchange_id": "WX-5502", "status": "APPROVED", "replacement_stock": "IN_STOCK",
                         "store": {"id": "114", "name": "Dearborn"}}}),
        refused("returns.issue_refund#call-2", "returns.issue_refund", "DENY",
                {"rma_id": "RMA-7781", "amount_cents": 6499, "deny_reason": "ELECTRICAL_INSTALLED"}),
        pol("northside-policy#returns",
            "Electrical parts that have been installed can't be returned for a refund; they can be exchanged under "
            "warranty if defective. Unused parts in their original packaging can be returned within 90 days for a "
            "full refund. Returns without a receipt get store credit.", revision="2026-05"),
    ]
    b.ok("coil-return", q, ev,
         "I couldn't refund the ignition coil, since electrical parts can't be returned once they've been "
         "installed. What I did get approved is a warranty exchange, WX-5502, and a replacement coil is in stock "
         "at your store.",
         [S("I couldn't refund the ignition coil"), S("electrical parts can't be returned once they've been"),
          S("warranty exchange, WX-5502"), S("replacement coil is in stock")],
         ["WX-5502"], "issue_refund DENIED (ELECTRICAL_INSTALLED); exchange APPROVED, IN_STOCK.")
    b.ok("coil-return", q, ev,
         "Refund: declined, because the coil was installed. Warranty exchange WX-5502: approved, coil waiting at "
         "Dearborn #114.",
         [S("Refund: declined"), S("the coil was installed"), S("WX-5502: approved"),
          S("coil waiting at Dearborn #114")],
         ["WX-5502", "#114"], "refund NOT_ELIGIBLE / DENY; item.installed true; exchange store 114.")
    b.bad("coil-return", q, ev,
          "No problem, I've refunded the $64.99 to your card.",
          [X("I've refunded the $64.99", NOTEX)],
          ["refused_call_effect"], ["refunded the $64.99"], "issue_refund was DENIED.")
    b.bad("coil-return", q, ev,
          "Exchange WX-5502 is approved, but the replacement coil has to be ordered in. Keep in mind you can return "
          "any unused part within 30 days.",
          [S("WX-5502 is approved"), X("has to be ordered in", STATE), X("within 30 days", POL)],
          ["wrong_state", "wrong_period"], ["has to be ordered in", "within 30 days"],
          "replacement_stock IN_STOCK; policy gives 90 days for unused parts.")
    b.fix("coil-return", q, ev,
          "Your refund of $64.99 is on its way, and exchange WX-5502 is approved with a coil in stock.",
          [X("refund of $64.99 is on its way", NOTEX), S("WX-5502 is approved"), S("coil in stock")],
          ["refused_call_effect"], ["is on its way"],
          ["couldn't|could not|unable|not able|declined|denied|can't|cannot|not eligible", "WX-5502"],
          "issue_refund DENIED; only the exchange happened.")

    # ---------------- 6C: special order, supplier price revision ----------------
    q = "When does my valve body come in and what do I owe?"
    ev = [
        rec("specialorders.get#SP-4410-v1", "tool:specialorders.get", {
            "so_id": "SP-4410", "version": 1, "status": "SUPERSEDED", "part_no": "6R80-VB-R",
            "description": "Reman valve body, 6R80", "price_cents": 41250}),
        rec("specialorders.get#SP-4410-v2", "tool:specialorders.get", {
            "so_id": "SP-4410", "version": 2, "status": "ORDERED", "revision_reason": "SUPPLIER_PRICE_INCREASE",
            "customer_approved": True, "part_no": "6R80-VB-R", "price_cents": 44875, "eta": "2026-08-18",
            "vehicle": {"vin": "1FT7W2BT9KEC40561", "model": "F-250", "mileage": 112405},
            "totals": {"price_cents": 44875, "tax_cents": 2693, "total_cents": 47568},
            "deposit": {"amount_cents": 10000, "paid": True}}),
        pol("northside-policy#special-orders",
            "Special orders need a $100 deposit. If the supplier raises the price after you order, we go ahead only "
            "with your approval; otherwise you can cancel and get the full deposit back. The balance is paid at "
            "pickup.", revision="2026-05"),
    ]
    b.ok("special-order-price", q, ev,
         "Your valve body is ordered and due August 18. The supplier raised the price, so it's now $448.75 (it was "
         "$412.50), which you approved. With tax that's $475.68, and after your $100 deposit you'll owe $375.68 at "
         "pickup.",
         [S("ordered and due August 18"), S("it's now $448.75"), S("it was $412.50"), S("which you approved"),
          S("With tax that's $475.68"), S("you'll owe $375.68 at pickup")],
         ["$375.68", "August 18"], "v2 ORDERED, eta 2026-08-18, price 44875 (v1 41250); total 47568 - 10000.")
    b.ok("special-order-price", q, ev,
         "SP-4410: ordered, ETA 8/18. Balance due at pickup: $375.68.",
         [S("SP-4410: ordered"), S("ETA 8/18"), S("Balance due at pickup: $375.68")],
         ["$375.68"], "status ORDERED, eta; 47568 - 10000 = 37568.")
    b.bad("special-order-price", q, ev,
          "Good news, the valve body has arrived. It's $412.50 plus tax, less your $100 deposit.",
          [X("the valve body has arrived", STATE), X("It's $412.50 plus tax", AMT), S("less your $100 deposit")],
          ["wrong_state", "stale_value"], ["has arrived", "$412.50 plus tax"],
          "status ORDERED with eta 2026-08-18; $412.50 is version 1, SUPERSEDED.")
    b.bad("special-order-price", q, ev,
          "It's due August 18 at the approved price of $448.75, and you'll owe $475.68 at pickup.",
          [S("due August 18"), S("approved price of $448.75"), X("you'll owe $475.68 at pickup", AMT)],
          ["wrong_arithmetic"], ["owe $475.68"], "The $100 deposit is already paid, so $375.68 remains.")
    b.fix("special-order-price", q, ev,
          "Your valve body is on order for August 18 at the new price of $448.75. You'll owe $348.75 at pickup "
          "after your deposit.",
          [S("on order for August 18"), S("new price of $448.75"), X("You'll owe $348.75", AMT)],
          ["wrong_arithmetic"], ["$348.75"], ["$375.68|375.68", "$448.75"],
          "The draft leaves out the $26.93 tax: 47568 - 10000 = 37568.")

    # ---------------- 6D: loaner tools and deposits ----------------
    q = "Did I get my tool deposit back?"
    ev = [
        rec("tools.get_loan#LT-90331", "tool:tools.get_loan", {
            "loan_id": "LT-90331", "tool": "Ball joint press kit", "status": "RETURNED",
            "checked_out_ts": ep("2026-08-05 09:10", TZ), "returned_ts": ep("2026-08-07 17:30", TZ),
            "deposit_cents": 12999,
            "refund": {"status": "ISSUED", "amount_cents": 12999, "method": "CARD", "last4": "0925"}}),
        rec("tools.get_loan#LT-90402", "tool:tools.get_loan", {
            "loan_id": "LT-90402", "tool": "Fan clutch wrench set", "status": "CHECKED_OUT",
            "checked_out_ts": ep("2026-08-08 11:45", TZ), "due_back": "2026-11-06", "deposit_cents": 5999}),
        pol("northside-policy#loaner-tools",
            "Loaner tools need a deposit equal to the tool's price. The deposit is refunded in full when the tool "
            "comes back within 90 days. Card refunds post within 3-5 business days.", revision="2026-05"),
    ]
    now = "2026-08-10T10:00:00-04:00"
    b.ok("tool-deposit", q, ev,
         "You returned the ball joint press on August 7, and the full $129.99 deposit went back to your card "
         "ending 0925; it can take 3-5 business days to show up. The fan clutch wrench set is still out, due back "
         "November 6.",
         [S("returned the ball joint press on August 7"), S("full $129.99 deposit went back"), S("ending 0925"),
          S("3-5 business days"), S("wrench set is still out"), S("due back November 6")],
         ["$129.99", "November 6"], "LT-90331 RETURNED, refund ISSUED 12999 to 0925; LT-90402 CHECKED_OUT.",
         now=now)
    b.ok("tool-deposit", q, ev,
         "Ball joint press: returned, $129.99 refunded. Wrench set: still checked out, $59.99 deposit, due 11/6.",
         [S("returned, $129.99 refunded"), S("still checked out, $59.99 deposit"), S("due 11/6")],
         ["$129.99", "$59.99"], "Both loans' deposits and states as recorded.", now=now)
    b.bad("tool-deposit", q, ev,
          "Yes, your $59.99 deposit for the ball joint press was refunded to your card ending 0925.",
          [X("$59.99 deposit for the ball joint press", AMT), S("ending 0925")],
          ["other_record_value"], ["$59.99"], "$59.99 is the wrench set's deposit; the press deposit is $129.99.",
          now=now)
    b.bad("tool-deposit", q, ev,
          "Both tools are checked back in, and your deposits will hit your card within 24 hours.",
          [X("Both tools are checked back in", STATE), X("within 24 hours", POL)],
          ["wrong_state", "wrong_period"], ["Both tools are checked back in", "within 24 hours"],
          "LT-90402 is CHECKED_OUT; policy: card refunds post within 3-5 business days.", now=now)
    b.fix("tool-deposit", q, ev,
          "Your $129.99 deposit for the ball joint press was refunded to the card ending 0925. The wrench set is "
          "due back September 6.",
          [S("$129.99 deposit for the ball joint press was refunded"), S("card ending 0925"),
           X("due back September 6", DATE)],
          ["wrong_date"], ["September 6"], ["November 6|11/6|Nov 6|Nov. 6", "$129.99"],
          "due_back is 2026-11-06.", now=now)
    return b
