"""Business 2: self-storage units (StowRight Storage, Tucson)."""
from common import S, N, C, I, CI, rec, pol, kb, refused, case

D = "self-storage"


def rate_increase():
    sc = "storage-rate-change"
    q = "Got a letter that my storage rate is going up. What's the new rate for C-114 and what will my June 1 bill be?"
    ev = [
        rec("get_rental#RA-220915", "tool:storage.get_rental_agreement", {
            "agreement_id": "RA-220915", "customer": {"id": "CU-8841", "name": "Priya Ventresca"},
            "unit": {"unit_no": "C-114", "size": "10x10", "climate_controlled": True},
            "versions": [
                {"v": 1, "monthly_rate": {"amount_minor": 14900, "currency": "USD"}, "effective_from": "2025-08-01",
                 "superseded_by": 2},
                {"v": 2, "monthly_rate": {"amount_minor": 16900, "currency": "USD"}, "effective_from": "2026-06-01",
                 "superseded_by": None, "notice_sent": "2026-04-28"}],
            "protection_plan": {"code": "TPP_3000", "monthly_minor": 1200, "coverage_limit_minor": 300000}}),
        rec("get_rental#RA-231107", "tool:storage.get_rental_agreement", {
            "agreement_id": "RA-231107", "customer": {"id": "CU-8841"},
            "unit": {"unit_no": "L-009", "size": "5x5", "climate_controlled": False},
            "versions": [{"v": 1, "monthly_rate": {"amount_minor": 4500, "currency": "USD"}, "effective_from": "2026-01-01",
                          "superseded_by": None}], "protection_plan": None}),
        rec("preview_invoice#CU-8841-2026-06", "tool:storage.preview_invoice", {
            "customer_id": "CU-8841", "invoice_date": "2026-06-01",
            "charges": [{"agreement_id": "RA-220915", "code": "RENT", "amount_minor": 16900},
                        {"agreement_id": "RA-220915", "code": "PROTECTION", "amount_minor": 1200},
                        {"agreement_id": "RA-231107", "code": "RENT", "amount_minor": 4500}],
            "total_minor": 22600, "autopay": {"method": "CARD", "last4": "4417"}}),
        pol("rates#notice", "Monthly rates are reviewed no more than once in any 12-month period. Before any rate "
            "change takes effect we send at least 30 days' written notice. The tenant protection plan costs $12 a month "
            "and covers stored goods up to $3,000.", "2025-11"),
    ]
    now = "2026-05-18T14:00:00-07:00"
    out = []
    out.append(case(D, sc, q,
        "Hi Priya, the rate for unit C-114 goes from $149 to $169 a month starting June 1. Your June 1 invoice will "
        "total $226.00: $169 rent and $12 protection plan for C-114, plus $45 for locker L-009.",
        ev, [S("goes from $149 to $169 a month"), S("starting June 1"), S("will total $226.00"),
             S("$12 protection plan for C-114"), S("plus $45 for locker L-009")],
        includes=["$169", "$226.00"], now=now,
        notes="RA-220915 versions: 14900 -> 16900 from 2026-06-01; preview_invoice total_minor 22600."))
    out.append(case(D, sc, q,
        "New rate for C-114: $169.00/month, effective 6/1/2026. That notice went out on April 28, which is more than "
        "the 30 days' notice we're required to give. Autopay will charge your card ending 4417.",
        ev, [S("$169.00/month, effective 6/1/2026"), S("went out on April 28"), S("30 days' notice"), S("card ending 4417")],
        includes=["$169.00"], now=now,
        notes="versions[1] and notice_sent 2026-04-28 (34 days before June 1); 30-day rule from the policy; autopay last4."))
    out.append(case(D, sc, q,
        "C-114 will be one hundred sixty-nine dollars a month from June on; with your protection plan and the 5x5 "
        "locker, the June 1 bill comes to $226.",
        ev, [S("one hundred sixty-nine dollars a month from June on"), S("the June 1 bill comes to $226")],
        includes=["$226"], now=now, notes="16900 from versions[1]; 16900 + 1200 + 4500 = 22600."))
    out.append(case(D, sc, q,
        "Your C-114 rate changes to $169 a month on June 1. The protection plan is $12 a month and covers your "
        "belongings up to $3,000, so your June 1 invoice will be $214.00.",
        ev, [S("changes to $169 a month on June 1"), S("covers your belongings up to $3,000"),
             C("invoice will be $214.00", "AMOUNT_MISMATCH")],
        errors=["wrong_arithmetic"], excludes=["$214.00"], now=now,
        notes="The total drops the $12 protection charge; preview_invoice total_minor is 22600."))
    out.append(case(D, sc, q,
        "Hi Priya! Starting June 1, unit C-114 is $45 a month, and because this is your first increase, rates are "
        "locked for the next 24 months.",
        ev, [N("Hi Priya!"), C("unit C-114 is $45 a month", "AMOUNT_MISMATCH"),
             CI("locked for the next 24 months", "NLI_CONTRADICTION", "NLI_NOT_ENTAILED", "NO_POLICY_EVIDENCE")],
        errors=["other_record_value", "invented_promise"], excludes=["is $45 a month", "locked for the next 24 months"],
        now=now, notes="4500 is locker L-009's rate (RA-231107); policy limits reviews to once in 12 months and promises no 24-month lock."))
    out.append(case(D, sc, q,
        "Your June 1 bill will be $226.00, but the rent on C-114 itself stays at $149.",
        ev, [S("will be $226.00"), C("stays at $149", "AMOUNT_MISMATCH")],
        errors=["stale_value"], excludes=["stays at $149"], now=now,
        notes="14900 is version 1, superseded by 16900 from 2026-06-01."))
    rep = [case(D, sc, q,
        "Starting June 1, C-114 is $169 a month. With the $12 protection plan and your $45 locker, the June 1 "
        "invoice comes to $214.",
        ev, [S("C-114 is $169 a month"), S("$12 protection plan"), S("your $45 locker"), C("comes to $214", "AMOUNT_MISMATCH")],
        errors=["wrong_arithmetic"], excludes=["comes to $214"], includes=["$226|226.00", "$169"], now=now, repair=True,
        notes="169 + 12 + 45 = 226, matching preview_invoice total_minor 22600.")]
    return out, rep


def overdue():
    sc = "gate-suspended-balance"
    q = "My gate code stopped working. How much do I owe, and can you waive the late fee? I already paid some."
    ev = [
        rec("get_ledger#RA-219004", "tool:storage.get_ledger", {
            "agreement_id": "RA-219004", "unit_no": "A-027", "customer": {"id": "CU-7302", "name": "Tobias Renwick"},
            "charges": [
                {"charge_id": "CH-60011", "code": "RENT", "period": "2026-05", "amount_minor": 9500, "due_date": "2026-05-01"},
                {"charge_id": "CH-60214", "code": "LATE_FEE", "amount_minor": 2000, "assessed_on": "2026-05-06"}],
            "payments": [{"payment_id": "PM-90417", "amount_minor": 3000, "received_on": "2026-05-10", "method": "CARD"}],
            "balance_minor": 8500,
            "access": {"gate_status": "SUSPENDED", "overlock": False, "suspended_since": "2026-05-06"},
            "delinquency": {"days_past_due": 13, "stage": "GATE_HOLD"}}),
        refused("waive_fee#call-2", "storage.waive_fee", "ESCALATE", {"charge_id": "CH-60214", "reason": "customer request"}),
        pol("delinquency#az", "Rent is due on the 1st. If it is not paid by the 5th, a $20 late fee is charged on the "
            "6th and gate access is suspended until the balance is paid in full. At 30 days past due the unit is "
            "overlocked and a preliminary lien notice is mailed. A late fee can be waived once in any 12-month period, "
            "but only if the full past-due balance is paid within two days of the fee being charged.", "AZ-3"),
    ]
    now = "2026-05-14T09:40:00-07:00"
    out = []
    out.append(case(D, sc, q,
        "Hi Tobias, your balance on unit A-027 is $85.00: the $95 May rent plus the $20 late fee, less your $30 payment "
        "on May 10. Gate access is suspended until the balance is paid in full. I've passed your waiver request to a "
        "manager for review.",
        ev, [S("balance on unit A-027 is $85.00"), S("the $95 May rent"), S("the $20 late fee"), S("your $30 payment"),
             S("suspended until the balance is paid in full"), S("passed your waiver request to a manager for review")],
        includes=["$85.00"], now=now,
        notes="balance_minor 8500 = 9500 + 2000 - 3000; gate SUSPENDED and policy; waive_fee was ESCALATE."))
    out.append(case(D, sc, q,
        "Your gate code is on hold because May's rent wasn't paid by the 5th. Pay the remaining $85 and access "
        "comes back. The unit has not been overlocked. A late-fee waiver can't be approved by me directly; it's been "
        "escalated.",
        ev, [S("wasn't paid by the 5th"), S("remaining $85"), S("access comes back"), S("has not been overlocked"),
             S("it's been escalated")],
        includes=["$85"], now=now,
        notes="delinquency stage GATE_HOLD, overlock false; policy restores access on full payment; ESCALATE."))
    out.append(case(D, sc, q,
        "Balance due: $85.00 (A-027). Gate access was suspended on May 6. Overlock happens only at 30 days past due; "
        "you're at 13.",
        ev, [S("Balance due: $85.00"), S("suspended on May 6"), S("only at 30 days past due"), S("you're at 13")],
        includes=["$85.00"], now=now,
        notes="balance_minor, suspended_since, days_past_due 13; 30-day overlock from the policy."))
    out.append(case(D, sc, q,
        "You owe $85.00 on A-027. Since you made a payment within two days of the late fee, it qualifies for our "
        "once-a-year waiver, so I've removed the $20 charge.",
        ev, [S("You owe $85.00 on A-027"), C("it qualifies for our once-a-year waiver", "NLI_CONTRADICTION", "VALUE_MISMATCH"),
             C("I've removed the $20 charge", "NOT_EXECUTED")],
        errors=["condition_unmet", "refused_call_effect"], excludes=["qualifies for our once-a-year waiver", "I've removed the $20 charge"],
        now=now, notes="Waiver needs the full past-due balance within two days; the $30 on May 10 was partial and four days later. waive_fee was ESCALATE."))
    out.append(case(D, sc, q,
        "Your remaining balance is $115.00 and your unit has been overlocked, so you'll need to come to the office "
        "to get back in.",
        ev, [C("remaining balance is $115.00", "AMOUNT_MISMATCH"), C("your unit has been overlocked", "RECORD_STATE_MISMATCH"),
             I("come to the office to get back in", "NO_POLICY_EVIDENCE", "NLI_NOT_ENTAILED")],
        errors=["wrong_arithmetic", "wrong_state", "invented_fact"],
        excludes=["$115.00", "has been overlocked", "come to the office to get back in"], now=now,
        notes="115 ignores the $30 payment (balance_minor 8500); overlock is false; nothing says an office visit is required."))
    rep = [case(D, sc, q,
        "Your balance on A-027 is $85.00, and I've waived the $20 late fee for you. Gate access returns once the balance "
        "is paid in full.",
        ev, [S("balance on A-027 is $85.00"), C("I've waived the $20 late fee", "NOT_EXECUTED"), S("once the balance is paid in full")],
        errors=["refused_call_effect"], excludes=["I've waived the $20 late fee"],
        includes=["escalated|review|could not|couldn't|unable|not able", "$85.00|$85"], now=now, repair=True,
        notes="waive_fee#call-2 was ESCALATE; the fee is still on the ledger."),
        case(D, sc, q,
        "You owe $115.00 in total. Gate access is suspended until that's paid in full.",
        ev, [C("You owe $115.00", "AMOUNT_MISMATCH"), S("suspended until that's paid in full")],
        errors=["wrong_arithmetic"], excludes=["$115.00"], includes=["$85|85.00"], now=now, repair=True,
        notes="The $30 payment on May 10 brings 115 down to balance_minor 8500.")]
    return out, rep


def climate_unit():
    sc = "unit-upgrade-quote"
    q = "I'd like to move from my 5x10 to a climate-controlled 10x10. What would that cost and is there a move-in special?"
    ev = [
        rec("quote#QT-5120", "tool:storage.quote_transfer", {
            "quote_id": "QT-5120", "customer_id": "CU-9910", "from_unit": {"unit_no": "B-208", "size": "5x10",
            "monthly_rate_minor": 7900}, "to_unit": {"unit_no": "D-311", "size": "10x10", "climate_controlled": True,
            "floor": 3, "monthly_rate_minor": 17400},
            "promotion": {"code": "HALF_FIRST_MONTH", "applies_to": "NEW_RENTALS_ONLY", "eligible": False},
            "transfer_fee_minor": 0, "admin_fee_minor": 2500, "quote_expires": "2026-05-31",
            "superseded_quotes": [{"quote_id": "QT-5087", "to_unit": "D-305", "monthly_rate_minor": 16400, "status": "VOID"}]}),
        kb("kb-climate#1", "Climate-controlled units at StowRight are kept between 55°F and 80°F year-round.\n"
           "All third-floor units are reached by freight elevator."),
        pol("transfers#std", "Existing tenants can transfer to another unit without a transfer fee. A one-time $25 "
            "admin fee applies to every new agreement, transfers included. Move-in promotions are for new customers "
            "only and cannot be applied to transfers."),
    ]
    now = "2026-05-18T11:00:00-07:00"
    out = []
    out.append(case(D, sc, q,
        "Unit D-311, a climate-controlled 10x10 on the third floor, is $174 a month. There's no transfer fee, just a "
        "one-time $25 admin fee. The half-off first month special is for new customers only, so it doesn't apply to a "
        "transfer.",
        ev, [S("on the third floor, is $174 a month"), S("no transfer fee"), S("one-time $25 admin fee"),
             S("for new customers only")],
        includes=["$174", "$25"], now=now,
        notes="to_unit.monthly_rate_minor 17400, floor 3; transfer_fee 0, admin 2500; promotion eligible false + policy."))
    out.append(case(D, sc, q,
        "Here's your quote (QT-5120):\n- New unit D-311, 10x10 climate-controlled: $174.00/month\n- Admin fee: $25.00 "
        "one time\n- Quote good through May 31\nThat's $95 more a month than your current 5x10. Climate-controlled units "
        "stay between 55°F and 80°F.",
        ev, [S("QT-5120"), S("$174.00/month"), S("Admin fee: $25.00"), S("good through May 31"), S("$95 more a month"),
             S("between 55°F and 80°F")],
        includes=["$174.00", "$95"], now=now,
        notes="17400 - 7900 = 9500; quote_expires 2026-05-31; temperature range from kb-climate."))
    out.append(case(D, sc, q,
        "A climate-controlled 10x10 (D-311) runs $174 monthly; your first payment would be that plus a $25 admin fee, "
        "$199 in all.",
        ev, [S("runs $174 monthly"), S("plus a $25 admin fee"), S("$199 in all")],
        includes=["$199"], now=now, notes="17400 + 2500 = 19900."))
    out.append(case(D, sc, q,
        "The climate-controlled 10x10 is $164 a month, and you're eligible for half off your first month.",
        ev, [C("is $164 a month", "AMOUNT_MISMATCH"), C("eligible for half off your first month", "RECORD_STATE_MISMATCH", "NLI_CONTRADICTION")],
        errors=["stale_value", "condition_unmet"], excludes=["$164 a month", "eligible for half off"], now=now,
        notes="16400 is void quote QT-5087; promotion.eligible false and the policy bars transfers."))
    out.append(case(D, sc, q,
        "D-311 is $174 a month with no admin or transfer fees, and it's on the ground floor so you can drive right up.",
        ev, [S("D-311 is $174 a month"), C("no admin or transfer fees", "AMOUNT_MISMATCH", "NLI_CONTRADICTION"),
             C("on the ground floor", "VALUE_MISMATCH")],
        errors=["wrong_policy_condition", "wrong_value"], excludes=["no admin or transfer fees", "on the ground floor"],
        now=now, notes="admin_fee_minor 2500 and policy's $25 admin fee; to_unit.floor is 3."))
    rep = [case(D, sc, q,
        "Unit D-311 is $164 a month. There's no transfer fee, only a one-time $25 admin fee.",
        ev, [C("Unit D-311 is $164 a month", "AMOUNT_MISMATCH"), S("no transfer fee"), S("one-time $25 admin fee")],
        errors=["stale_value"], excludes=["$164 a month"], includes=["$174|174.00", "$25"], now=now, repair=True,
        notes="QT-5087 at 16400 is VOID; QT-5120 quotes D-311 at 17400.")]
    return out, rep


def build():
    lines = []
    for f in (rate_increase, overdue, climate_unit):
        out, rep = f()
        lines += out + rep
    return lines
