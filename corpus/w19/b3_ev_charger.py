"""Business 3: home EV charger installation (Voltline Home Charging, Sacramento CA, America/Los_Angeles)."""
from common import (Biz, ep, S, NA, X, I, XI, rec, pol, kb, refused,
                    AMT, DATE, TIME, STATE, VAL, IDM, POL, NOPOL, NOREC, NOTEX, FACTX, FACTI)

TZ = "America/Los_Angeles"


def build():
    b = Biz("home EV charger installation")

    # ---------------- 3A: estimate revised after site survey ----------------
    q = "Why did my charger install estimate change? What's the final number?"
    ev = [
        rec("fieldops.get_estimate#E-2041-r1", "tool:fieldops.get_estimate", {
            "estimate_id": "E-2041", "rev": 1, "status": "SUPERSEDED", "basis": "PHOTO_QUOTE",
            "vehicle": {"vin": "5YJ3E1EA7PF512390", "model": "Model 3", "mileage": 18214},
            "labor_lines": [{"op": "EVSE_INSTALL", "hours": "4.0", "rate_cents": 14500}],
            "parts": [{"sku": "VL-48-WALL", "description": "48A wall charger", "qty": 1, "unit_price_cents": 59900},
                      {"sku": "BRK-2P60", "description": "60A 2-pole breaker", "qty": 1, "unit_price_cents": 4850},
                      {"sku": "CU-6AWG", "description": "6 AWG copper, per ft", "qty": 25, "unit_price_cents": 420}],
            "permit_cents": 18500, "totals": {"total_cents": 158899}}),
        rec("fieldops.get_estimate#E-2041-r2", "tool:fieldops.get_estimate", {
            "estimate_id": "E-2041", "rev": 2, "status": "ACTIVE", "basis": "SITE_SURVEY",
            "survey_notes": "Panel on north wall, garage detached; run 62 ft incl. trench to garage",
            "labor_lines": [{"op": "EVSE_INSTALL", "hours": "6.5", "rate_cents": 14500}],
            "parts": [{"sku": "VL-48-WALL", "qty": 1, "unit_price_cents": 59900},
                      {"sku": "BRK-2P60", "qty": 1, "unit_price_cents": 4850},
                      {"sku": "CU-6AWG", "qty": 62, "unit_price_cents": 420},
                      {"sku": "PVC-1IN", "description": "1 in. conduit, per ft", "qty": 62, "unit_price_cents": 180}],
            "permit_cents": 18500,
            "totals": {"labor_cents": 94250, "parts_cents": 101950, "permit_cents": 18500, "tax_cents": 9685,
                       "total_cents": 224385}}),
        pol("voltline-terms#rebates",
            "Your installer quotes and invoices the full price of the job. The utility's $500 home-charger rebate "
            "is paid by the utility directly to the homeowner after the final city inspection passes; it is "
            "never deducted from our invoice. Estimates based on photos are revised after the on-site survey.",
            revision="2026.2"),
    ]
    b.ok("install-estimate", q, ev,
         "After the site survey your estimate went up to $2,243.85. The main reason is the longer 62-foot run "
         "from the panel out to the detached garage, and labor is now 6.5 hours.",
         [S("went up to $2,243.85"), S("longer 62-foot run"), S("detached garage"), S("labor is now 6.5 hours")],
         ["$2,243.85", "62-foot"], "rev 2 ACTIVE total_cents 224385; survey_notes 62 ft, detached; hours 6.5.")
    b.ok("install-estimate", q, ev,
         "Here's revision 2:\n- Labor: 6.5 hrs x $145 = $942.50\n- Charger, breaker, wire and conduit: "
         "$1,019.50\n- Permit: $185.00\n- Tax: $96.85\n- Total: $2,243.85",
         [S("6.5 hrs x $145 = $942.50"), S("Charger, breaker, wire and conduit: $1,019.50"),
          S("Permit: $185.00"), S("Tax: $96.85"), S("Total: $2,243.85")],
         ["$2,243.85", "$942.50"], "Each line matches rev 2 totals: labor 94250, parts 101950, permit, tax 9685.")
    b.ok("install-estimate", q, ev,
         "Revised estimate E-2041, rev 2, is $2,243.85. The $500 utility rebate is paid to you directly by the "
         "utility once the city inspection passes, so it doesn't come off our invoice.",
         [S("E-2041, rev 2, is $2,243.85"), S("paid to you directly by the utility"),
          S("doesn't come off our invoice")],
         ["$2,243.85", "$500"], "rev 2 total; policy: rebate paid by utility after inspection, never deducted.")
    b.bad("install-estimate", q, ev,
          "Your install estimate is $1,588.99, permit included, for the 48-amp charger and a 25-foot run.",
          [X("estimate is $1,588.99", AMT), X("a 25-foot run", VAL)],
          ["stale_value", "stale_value"], ["$1,588.99", "25-foot run"],
          "$1,588.99 and 25 ft are from rev 1, status SUPERSEDED (photo quote).")
    b.bad("install-estimate", q, ev,
          "Your revised total is $2,243.85. We take the $500 utility rebate off at billing, so you'll actually "
          "pay $1,743.85.",
          [S("revised total is $2,243.85"), X("We take the $500 utility rebate off at billing", POL),
           X("pay $1,743.85", AMT)],
          ["wrong_policy_condition", "wrong_amount"], ["take the $500 utility rebate off", "$1,743.85"],
          "Policy: the rebate is never deducted from the invoice; the customer pays $2,243.85.")
    b.fix("install-estimate", q, ev,
          "Revision 2 comes to $2,243.85. The wire run is 62 feet and labor is 4 hours.",
          [S("comes to $2,243.85"), S("62 feet"), X("labor is 4 hours", VAL)],
          ["stale_value"], ["labor is 4 hours"], ["6.5 hours|6.5 hrs|six and a half hours|6 1/2 hours", "$2,243.85"],
          "4.0 hours is rev 1; rev 2 labor is 6.5 hours.")

    # ---------------- 3B: install day, permit, shutoff ----------------
    q = "When is the install crew coming and is the permit sorted?"
    ev = [
        rec("fieldops.get_job#J-7719", "tool:fieldops.get_job", {
            "job_id": "J-7719", "status": "SCHEDULED",
            "install_window": {"start_ts": ep("2026-06-03 08:00", TZ), "end_ts": ep("2026-06-03 12:00", TZ)},
            "crew": {"lead": "Rosa Alvarez", "size": 2},
            "permit": {"number": "BP-26-04418", "status": "ISSUED", "issued": "2026-05-27"},
            "inspection": {"status": "NOT_SCHEDULED"},
            "panel_shutoff": "PT45M"}),
        pol("voltline-terms#install-day",
            "An adult 18 or older must be home for the whole visit. Power to the house is off while we tie into "
            "the panel. The city inspection is booked after installation, usually within 5 business days, and "
            "the charger may be used before it takes place.", revision="2026.2"),
    ]
    now = "2026-06-01T14:00:00-07:00"
    b.ok("install-day", q, ev,
         "Rosa Alvarez and her crew will be there Wednesday, June 3, arriving between 8:00 AM and noon. Your "
         "permit, BP-26-04418, has been issued. Power will be off for about 45 minutes while we tie into the "
         "panel.",
         [S("Rosa Alvarez and her crew"), S("Wednesday, June 3"), S("between 8:00 AM and noon"),
          S("BP-26-04418, has been issued"), S("about 45 minutes")],
         ["8:00 AM", "BP-26-04418"], "install_window 08:00-12:00 PDT Jun 3; permit ISSUED; panel_shutoff PT45M.",
         now=now)
    b.ok("install-day", q, ev,
         "Install: Wed 6/3, 8-12 window. Permit's issued. The city inspection gets booked after the install, "
         "usually within 5 business days. An adult 18+ needs to be home the whole time.",
         [S("Wed 6/3, 8-12 window"), S("Permit's issued"), S("booked after the install"),
          S("within 5 business days"), S("An adult 18+ needs to be home")],
         ["6/3", "5 business days"], "Window from the job record; the rest paraphrases policy.", now=now)
    b.ok("install-day", q, ev,
         "Hello,\n\nYour crew arrives the day after tomorrow between eight and twelve in the morning. The permit "
         "was issued by the city on May 27. You're free to charge before the inspection happens.\n\nThanks,\n"
         "Voltline Scheduling",
         [S("the day after tomorrow"), S("between eight and twelve in the morning"), S("issued by the city on May 27"),
          S("free to charge before the inspection")],
         ["May 27"], "now Mon Jun 1, so day after tomorrow = Jun 3; permit.issued 2026-05-27; policy allows use.",
         now=now)
    b.bad("install-day", q, ev,
          "The crew will be there Wednesday, June 3, arriving between 3:00 PM and 7:00 PM. Your permit is "
          "issued.",
          [S("Wednesday, June 3"), X("between 3:00 PM and 7:00 PM", TIME), S("permit is issued")],
          ["unit_conversion"], ["3:00 PM and 7:00 PM"], "The window epochs read in UTC; in Pacific time 8 AM-noon.",
          now=now)
    b.bad("install-day", q, ev,
          "You're set for Wednesday morning. Permit BP-26-04481 is issued, and your city inspection is already "
          "scheduled for the same afternoon.",
          [S("Wednesday morning"), X("BP-26-04481", IDM), X("inspection is already scheduled", STATE)],
          ["wrong_id", "wrong_state"], ["BP-26-04481", "inspection is already scheduled"],
          "permit.number is BP-26-04418; inspection.status NOT_SCHEDULED.", now=now)
    b.fix("install-day", q, ev,
          "We'll see you Wednesday, June 3 between 8 AM and noon. Power will be off for about 4.5 hours during "
          "the panel work.",
          [S("Wednesday, June 3"), S("between 8 AM and noon"), X("about 4.5 hours", VAL)],
          ["unit_conversion"], ["about 4.5 hours"], ["45 minutes|45 min|three quarters of an hour", "8 AM"],
          "panel_shutoff PT45M is 45 minutes.", now=now)

    # ---------------- 3C: faulty charger, RMA escalated ----------------
    q = "My charger keeps tripping. Is this covered and when can someone come out?"
    ev = [
        rec("service.get_ticket#SV-3302", "tool:service.get_ticket", {
            "ticket_id": "SV-3302", "status": "PENDING_RMA",
            "unit": {"model": "VL-48 Wall", "serial": "VL48-2503-00917", "installed": "2025-03-19"},
            "warranty": {"unit": {"years": 3, "status": "ACTIVE"}, "workmanship": {"years": 1, "status": "EXPIRED"}},
            "diagnosis": {"fault_code": "GFCI_TRIP_REPEAT", "remote_finding": "RELAY_WELD_SUSPECTED"},
            "visit": {"start_ts": ep("2026-06-10 13:00", TZ), "fee_cents": 18900, "pay_type": "CUSTOMER"}}),
        rec("service.get_ticket#SV-2871", "tool:service.get_ticket", {
            "ticket_id": "SV-2871", "status": "CLOSED", "closed": "2025-08-14",
            "visit": {"fee_cents": 0, "pay_type": "WORKMANSHIP_WARRANTY"}, "resolution": "Re-torqued lugs"}),
        refused("service.ship_replacement#call-4", "service.ship_replacement", "ESCALATE",
                {"ticket_id": "SV-3302", "reason": "MANUFACTURER_RMA_APPROVAL_REQUIRED"}),
        pol("voltline-terms#warranty",
            "Charger units carry the manufacturer's 3-year warranty, and approved replacement units ship free. "
            "Our workmanship warranty covers installation labor for 1 year. After that, a visit to swap a unit is "
            "$189.", revision="2026.2"),
    ]
    now = "2026-06-08T10:00:00-07:00"
    b.ok("charger-fault", q, ev,
         "Your VL-48 is still under its 3-year unit warranty, so the replacement charger itself won't cost you "
         "anything. The first-year workmanship coverage has ended, though, so the swap visit is $189. We've asked "
         "the manufacturer to approve the replacement; it hasn't shipped yet.",
         [S("still under its 3-year unit warranty"), S("replacement charger itself won't cost you anything"),
          S("workmanship coverage has ended"), S("the swap visit is $189"),
          S("asked the manufacturer to approve the replacement"), S("it hasn't shipped yet")],
         ["$189"], "unit ACTIVE, workmanship EXPIRED; fee_cents 18900; ship_replacement ESCALATED for RMA.",
         now=now)
    b.ok("charger-fault", q, ev,
         "Tech visit is Wednesday, June 10 at 1:00 PM, $189. The repeated GFCI trips look like a welded relay, so "
         "we're waiting on the manufacturer's RMA.",
         [S("Wednesday, June 10 at 1:00 PM"), S("$189"), S("repeated GFCI trips look like a welded relay"),
          S("waiting on the manufacturer's RMA")],
         ["1:00 PM", "$189"], "visit.start_ts 13:00 PDT Jun 10; diagnosis fields; status PENDING_RMA.", now=now)
    b.bad("charger-fault", q, ev,
          "Good news: a replacement unit has shipped and will be at your door before Wednesday's visit. We'll also "
          "throw in a new cable holster at no charge.",
          [X("a replacement unit has shipped", NOTEX), I("new cable holster at no charge", NOREC)],
          ["refused_call_effect", "unrecorded_extra"], ["has shipped", "cable holster"],
          "ship_replacement was ESCALATED, not done; no record holds a holster.", now=now)
    b.bad("charger-fault", q, ev,
          "The unit's covered under warranty and the swap visit is $189. Your tech will be out Thursday, June 11 "
          "at 1:00 PM.",
          [S("unit's covered under warranty"), S("swap visit is $189"), X("Thursday, June 11 at 1:00 PM", DATE)],
          ["wrong_date"], ["Thursday, June 11"], "visit.start_ts is Wednesday June 10.", now=now)
    b.fix("charger-fault", q, ev,
          "Your charger is under the 3-year unit warranty, and since it's a warranty repair the visit costs you "
          "nothing. We'll be out Wednesday at 1:00 PM.",
          [S("under the 3-year unit warranty"), X("the visit costs you nothing", POL + AMT),
           S("Wednesday at 1:00 PM")],
          ["condition_unmet"], ["visit costs you nothing"], ["$189|189", "1:00 PM|1 PM"],
          "Workmanship warranty EXPIRED, so the visit is $189 (fee_cents 18900).", now=now)

    # ---------------- 3D: invoice balance, rebate status ----------------
    q = "How much do I still owe on the install, and where's my rebate?"
    ev = [
        rec("billing.get_invoice#INV-90113", "tool:billing.get_invoice", {
            "invoice_id": "INV-90113", "job_id": "J-7702", "status": "PARTIALLY_PAID", "total_cents": 187420,
            "payments": [{"amount_cents": 50000, "method": "CARD", "date": "2026-04-02"},
                         {"amount_cents": 100000, "method": "ACH", "date": "2026-04-20"}],
            "balance_due_cents": 37420, "due_date": "2026-05-20"}),
        rec("rebates.get_application#PGE-EVH-55810", "tool:rebates.get_application", {
            "application_id": "PGE-EVH-55810", "program": "UTILITY_EV_HOME", "status": "SUBMITTED",
            "amount_cents": 50000, "submitted": "2026-04-22", "payee": "HOMEOWNER"}),
        pol("voltline-terms#billing",
            "Final invoices are due 30 days after the install date. Balances unpaid after the due date accrue a "
            "late charge of 1.5% per month. We submit the utility rebate application on your behalf.",
            revision="2026.2"),
        kb("kb-tax-credit#30c", "Federal alternative fuel refueling property credit (30C): covers 30% of the cost "
           "of charging hardware and installation, up to $1,000 per item for homes in eligible census tracts.\n"
           "The homeowner claims it on IRS Form 8911 with their tax return.", source="kb:incentives"),
    ]
    now = "2026-05-12T09:00:00-07:00"
    b.ok("invoice-rebate", q, ev,
         "You've paid $1,500.00 so far ($500 by card on April 2 and $1,000 by bank transfer on April 20), which "
         "leaves $374.20, due by May 20.",
         [S("You've paid $1,500.00 so far"), S("$500 by card on April 2"), S("$1,000 by bank transfer on April 20"),
          S("leaves $374.20"), S("due by May 20")],
         ["$374.20", "May 20"], "payments 50000 + 100000; balance_due_cents 37420; due_date 2026-05-20.")
    b.ok("invoice-rebate", q, ev,
         "Your $500 utility rebate application was submitted April 22 and is with the utility now. The federal "
         "credit you'd claim yourself on IRS Form 8911.",
         [S("$500 utility rebate application was submitted April 22"), S("is with the utility now"),
          S("claim yourself on IRS Form 8911")],
         ["April 22", "8911"], "application SUBMITTED 2026-04-22, amount 50000; KB passage names Form 8911.")
    b.ok("invoice-rebate", q, ev,
         "Balance on INV-90113: $374.20, due 5/20/2026. Rebate: submitted, not paid out yet.",
         [S("Balance on INV-90113: $374.20"), S("due 5/20/2026"), S("Rebate: submitted, not paid out yet")],
         ["$374.20"], "balance_due_cents 37420; rebate status SUBMITTED.")
    b.bad("invoice-rebate", q, ev,
          "Your balance is $374.20. Your $500 rebate has been approved and the check should reach you within a "
          "couple of weeks.",
          [S("balance is $374.20"), X("rebate has been approved", STATE),
           I("check should reach you within a couple of weeks", NOREC + NOPOL)],
          ["wrong_state", "invented_promise"], ["has been approved", "within a couple of weeks"],
          "Application status is SUBMITTED, not approved; nothing gives a payout time.")
    b.bad("invoice-rebate", q, ev,
          "After your $1,000 payment you owe $874.20. Also, the federal credit covers 30% of the install, up to "
          "$1,500.",
          [X("you owe $874.20", AMT), X("up to $1,500", FACTX)],
          ["wrong_arithmetic", "wrong_value"], ["$874.20", "up to $1,500"],
          "The $500 card payment was skipped: balance is $374.20; the 30C cap in the passage is $1,000.")
    b.fix("invoice-rebate", q, ev,
          "Your balance is $374.20, due May 20, and late balances are charged 5% a month.",
          [S("balance is $374.20"), S("due May 20"), X("charged 5% a month", POL)],
          ["wrong_value"], ["charged 5%"], ["1.5%", "$374.20"], "Policy late charge is 1.5% per month.")
    return b
