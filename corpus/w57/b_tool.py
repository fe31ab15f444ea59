from lib import rs, rec, pol, psg, refused, S, N, C, I, CI, ok, bad, fix

D = "tool library"

# ---------------------------------------------------------------- T1 overdue hedge trimmer
T1_EV = [
    rec("sql:loans#TLB-2207", "warehouse:suva_tools.loans", rs(
        "61b2e9f0-loans",
        [("loan_id", "VARCHAR"), ("borrower_id", "VARCHAR"), ("item_id", "VARCHAR"), ("item_name", "VARCHAR"),
         ("checked_out", "DATE"), ("due_back", "DATE"), ("returned_at", "TIMESTAMP"), ("state", "VARCHAR"),
         ("late_fee_per_day", "DECIMAL(6,2)")],
        [["LN-30418", "TLB-2207", "ITM-0931", "Hedge trimmer (petrol)", "2026-05-02", "2026-05-09", None, "OVERDUE",
          "2.00"],
         ["LN-30377", "TLB-2207", "ITM-0412", "Extension ladder 3.6 m", "2026-04-25", "2026-05-02",
          "2026-05-01 23:55:00.000000 UTC", "RETURNED", "1.00"]])),
    rec("sql:accounts#TLB-2207", "warehouse:suva_tools.accounts", rs(
        "61b2e9f1-account",
        [("borrower_id", "VARCHAR"), ("display_name", "VARCHAR"), ("fines_outstanding", "DECIMAL(8,2)"),
         ("loan_limit", "INTEGER"), ("active_loans", "INTEGER"), ("borrowing_suspended", "BOOLEAN")],
        [["TLB-2207", "Peni Waqa", "0.00", 3, 1, False]])),
    pol("policy:late-returns", "Late fees are charged per day, counted from the day after the due date, and are "
        "capped at FJ$30.00 per loan. Fees are added to your account when the item comes back. Borrowing is paused "
        "while an item is more than 14 days overdue. Loans can be extended once by 7 days if nobody has reserved "
        "the item."),
]

T1 = dict(scenario="overdue-hedge-trimmer", domain=D, now="2026-05-14T15:00:00+12:00",
          question="I still have the hedge trimmer, sorry! How much do I owe?", evidence=T1_EV, drafts=[
    ok("Bula Peni, no worries, these things happen! The petrol hedge trimmer (loan LN-30418) was due back on "
       "09/05/2026, so as of today it's 5 days late. At FJ$2.00 a day that's FJ$10.00 so far, which gets added to "
       "your account when it comes back. Nothing is owing on your account right now.",
       [N("no worries, these things happen"), S("was due back on 09/05/2026"), S("as of today it's 5 days late"),
        S("At FJ$2.00 a day that's FJ$10.00 so far"), S("added to your account when it comes back"),
        S("Nothing is owing on your account right now")],
       "LN-30418 due 2026-05-09, OVERDUE, 2.00/day; now 14/05 = 5 days counted from 10/05; fines_outstanding 0.00.",
       ["FJ$10.00", "09/05/2026"]),
    ok("Peni, the trimmer's late fee is two dollars a day, capped at thirty dollars for the loan, and it's added once "
       "you return it. Please try to bring it back before it's more than 14 days overdue, or borrowing gets paused.",
       [S("late fee is two dollars a day"), S("capped at thirty dollars for the loan"), S("added once you return it"),
        S("more than 14 days overdue, or borrowing gets paused")],
       "late_fee_per_day 2.00; policy cap FJ$30.00, added on return, pause after 14 days overdue.",
       ["two dollars a day"]),
    bad("Bula Peni! The hedge trimmer (LN-30418) was due back on 02/05/2026, and at FJ$2.00 a day the late fee so far "
        "is FJ$10.00. I've also extended the loan by 7 days for you, so there's no rush.",
        [C("was due back on 02/05/2026", "DATE_MISMATCH"), S("the late fee so far is FJ$10.00"),
         I("extended the loan by 7 days for you", "CLAIM_WITHOUT_TOOL_EVIDENCE")],
        ["other_record_value", "unrecorded_extra"],
        "02/05 is the ladder loan's due date (and the trimmer's checkout date); the trimmer was due 09/05. No record "
        "holds an extension, and the loan is still OVERDUE.", ["02/05/2026", "extended the loan by 7 days"]),
    bad("Bula Peni, the trimmer is 5 days overdue now, so FJ$10.00 in late fees so far. The fee keeps going at "
        "FJ$2.00 a day with no cap, so do bring it back soon. The ladder you borrowed before also came back a day "
        "late.",
        [S("the trimmer is 5 days overdue now"), S("FJ$10.00 in late fees so far"),
         S("keeps going at FJ$2.00 a day"), C("with no cap", "NLI_CONTRADICTION"),
         C("came back a day late", "RECORD_STATE_MISMATCH", "DATE_MISMATCH")],
        ["wrong_policy_condition", "wrong_state"],
        "Policy caps late fees at FJ$30.00 per loan; the ladder (due 02/05) was returned 2026-05-01 23:55 UTC = "
        "02/05 11:55 AM Fiji, on time.", ["with no cap", "came back a day late"]),
    fix("Bula Peni, the hedge trimmer is 5 days late now, and at FJ$2.00 a day that comes to FJ$12.00 so far.",
        [S("the hedge trimmer is 5 days late now"), C("comes to FJ$12.00 so far", "AMOUNT_MISMATCH")],
        ["wrong_arithmetic"],
        "5 days x 2.00 = 10.00; fees count from the day after the due date.",
        ["FJ$10.00|10.00", "5 days"], ["FJ$12.00"]),
])

# ---------------------------------------------------------------- T2 tiller reservation pickup window
T2_EV = [
    rec("sql:reservations#TLB-3391", "warehouse:suva_tools.reservations", rs(
        "8d40c1a7-resv",
        [("reservation_id", "VARCHAR"), ("member_id", "VARCHAR"), ("item_id", "VARCHAR"), ("item_name", "VARCHAR"),
         ("pickup_from", "TIMESTAMP"), ("pickup_until", "TIMESTAMP"), ("return_by", "TIMESTAMP"), ("state", "VARCHAR"),
         ("branch_code", "VARCHAR")],
        [["RSV-11820", "TLB-3391", "ITM-1550", "Rotary tiller (electric)", "2026-08-14 20:00:00.000000 UTC",
          "2026-08-15 00:00:00.000000 UTC", "2026-08-21 04:00:00.000000 UTC", "READY_FOR_PICKUP", "SUVA_CENTRAL"],
         ["RSV-11691", "TLB-3391", "ITM-0207", "Post-hole digger", "2026-07-03 21:00:00.000000 UTC",
          "2026-07-04 01:00:00.000000 UTC", "2026-07-10 04:00:00.000000 UTC", "COLLECTED_RETURNED", "SUVA_CENTRAL"]],
        session_time_zone="UTC")),
    rec("sql:branches", "warehouse:suva_tools.branches", rs(
        "8d40c1a8-branches",
        [("branch_code", "VARCHAR"), ("branch_name", "VARCHAR"), ("street_address", "VARCHAR"), ("phone", "VARCHAR")],
        [["SUVA_CENTRAL", "Suva Central Tool Shed", "14 Amy Street, Toorak", "330 1422"],
         ["NAUSORI", "Nausori Tool Shed", "Market Road, Nausori", "347 8810"]])),
    pol("policy:reservations", "Reserved tools are held for the pickup window only; if not collected, the "
        "reservation lapses and the tool goes back on the shelf. Bring your membership card when collecting. Power "
        "tools come with a short safety briefing at pickup. Tillers and other heavy items can't be delivered."),
    psg("kb:suva-central-hours", "Suva Central Tool Shed is open Wednesdays 3:00 PM to 6:00 PM and Saturdays 8:00 AM "
        "to 12:00 PM.\nParking is on Amy Street; the shed is behind the church hall."),
]

T2 = dict(scenario="tiller-pickup", domain=D, now="2026-08-13T19:00:00+12:00",
          question="When can I pick up the tiller?", evidence=T2_EV, drafts=[
    ok("Bula Sereana! Your electric rotary tiller (RSV-11820) is ready for you at Suva Central Tool Shed, 14 Amy "
       "Street, Toorak. You can pick it up this Saturday, 15 August, between 8:00 AM and 12:00 PM. It's due back by "
       "4:00 PM on Friday 21 August. Please bring your membership card.",
       [S("(RSV-11820) is ready for you"), S("Suva Central Tool Shed, 14 Amy Street, Toorak"),
        S("this Saturday, 15 August, between 8:00 AM and 12:00 PM"), S("due back by 4:00 PM on Friday 21 August"),
        S("Please bring your membership card")],
       "pickup 2026-08-14 20:00 to 08-15 00:00 UTC = Sat 15 Aug 8 AM-noon Fiji; return_by 08-21 04:00 UTC = Fri "
       "21 Aug 4 PM; READY_FOR_PICKUP; branch row; policy on card.", ["8:00 AM", "15 August"]),
    ok("Pickup window for the tiller: Sat 15/08/2026, 8 AM to noon. A volunteer will run you through a quick safety "
       "briefing when you collect it, as it's a power tool.",
       [S("Sat 15/08/2026, 8 AM to noon"), S("quick safety briefing when you collect it")],
       "Pickup window in Fiji time; policy: power tools get a short safety briefing at pickup.", ["15/08/2026"]),
    ok("The tiller has been set aside for you and can be collected on Saturday morning; if it isn't collected by "
       "midday, the reservation lapses and it goes back on the shelf.",
       [S("has been set aside for you"), S("can be collected on Saturday morning"),
        S("the reservation lapses and it goes back on the shelf")],
       "READY_FOR_PICKUP; now Thursday 13 Aug, window Saturday 8 AM-noon; policy on lapsing.", ["Saturday morning"]),
    bad("Bula Sereana! The tiller is ready at Suva Central Tool Shed. You can collect it on Friday 14 August between "
        "8:00 PM and midnight, and it's due back by 4:00 AM on 21 August.",
        [S("The tiller is ready at Suva Central Tool Shed"),
         C("Friday 14 August between 8:00 PM and midnight", "DATE_MISMATCH", "VALUE_MISMATCH"),
         C("due back by 4:00 AM on 21 August", "DATE_MISMATCH", "VALUE_MISMATCH")],
        ["unit_conversion", "unit_conversion"],
        "The UTC timestamps were read as Fiji time: the window is Sat 15 Aug 8 AM-noon and return is 4:00 PM on 21 Aug.",
        ["Friday 14 August", "4:00 AM"]),
    bad("Bula Sereana, the tiller is waiting for you at the Nausori Tool Shed, and you can grab it on Saturday "
        "15 August between 8:00 AM and 12:00 PM. If it's hard to get there, we can drop it off to you instead.",
        [C("waiting for you at the Nausori Tool Shed", "VALUE_MISMATCH", "IDENTIFIER_MISMATCH"),
         S("Saturday 15 August between 8:00 AM and 12:00 PM"), C("we can drop it off to you", "NLI_CONTRADICTION")],
        ["other_record_value", "invented_promise"],
        "branch_code SUVA_CENTRAL; Nausori is the other branches row. Policy: tillers can't be delivered.",
        ["Nausori", "drop it off to you"]),
    fix("Bula Sereana, tiller reservation RSV-11820 is ready for pickup on Saturday 15 August from 8:00 AM to "
        "12:00 PM, and it needs to come back by 4:00 PM on Friday 10 July.",
        [S("ready for pickup on Saturday 15 August from 8:00 AM to"), C("Friday 10 July", "DATE_MISMATCH")],
        ["other_record_value"],
        "RSV-11820 return_by is 2026-08-21 (4 PM Fiji); 10 July is the old post-hole digger reservation's return.",
        ["21 August|21/08/2026|21 Aug", "8:00 AM|8 AM"], ["10 July"]),
])

# ---------------------------------------------------------------- T3 membership tier
T3_EV = [
    rec("sql:membership#TLB-1048", "warehouse:suva_tools.memberships", rs(
        "2ce8b4d3-mship",
        [("member_id", "VARCHAR"), ("display_name", "VARCHAR"), ("tier", "VARCHAR"), ("started_on", "DATE"),
         ("renews_on", "DATE"), ("annual_fee", "DECIMAL(8,2)"), ("max_concurrent_loans", "INTEGER"),
         ("max_loan_days", "INTEGER"), ("auto_renew", "BOOLEAN")],
        [["TLB-1048", "Akosita Lesuma", "STANDARD", "2025-10-01", "2026-10-01", "45.00", 3, 7, True]])),
    rec("sql:tiers", "warehouse:suva_tools.tiers", rs(
        "2ce8b4d4-tiers",
        [("tier", "VARCHAR"), ("annual_fee", "DECIMAL(8,2)"), ("max_concurrent_loans", "INTEGER"),
         ("max_loan_days", "INTEGER"), ("includes_consumables", "BOOLEAN"), ("workshop_discount_pct", "INTEGER"),
         ("valid_from", "DATE"), ("valid_to", "DATE")],
        [["STANDARD", "45.00", 3, 7, False, 0, "2025-10-01", None],
         ["STANDARD", "40.00", 2, 7, False, 0, "2024-10-01", "2025-09-30"],
         ["PLUS", "80.00", 6, 14, True, 20, "2025-10-01", None]])),
    pol("policy:tiers", "Members can change tier at any time; upgrading costs the difference in annual fee for the "
        "months left in the membership year. Downgrades take effect at renewal. Consumables such as sandpaper, "
        "blades and drill bits are included only on the Plus tier. Workshop discounts apply to Plus members only."),
]

T3 = dict(scenario="membership-tier", domain=D, now="2026-04-02T10:00:00+12:00",
          question="What do I get with my membership, and what would Plus cost me?", evidence=T3_EV, drafts=[
    ok("Bula Akosita! You're on the Standard tier, which lets you have up to 3 tools out at once, for up to 7 days "
       "each. Your membership renews on 01/10/2026 at FJ$45.00. Plus is FJ$80.00 a year and allows 6 tools at a time "
       "for 14 days, includes consumables like blades and sandpaper, and gives 20% off workshops.",
       [S("You're on the Standard tier"), S("up to 3 tools out at once"), S("for up to 7 days each"),
        S("renews on 01/10/2026 at FJ$45.00"), S("Plus is FJ$80.00 a year"), S("allows 6 tools at a time for 14 days"),
        S("includes consumables like blades and sandpaper"), S("gives 20% off workshops")],
       "Membership row STANDARD 3/7 days, renews 2026-10-01, 45.00; current PLUS row 80.00, 6, 14, consumables, 20%.",
       ["FJ$80.00", "01/10/2026"]),
    ok("Akosita, if you move up to Plus now, you'd pay the difference in fee for the months left in your membership "
       "year. Going back down would only take effect at renewal.",
       [S("pay the difference in fee for the months left"), S("only take effect at renewal")],
       "Policy: upgrade costs the difference for the months left; downgrades at renewal.", ["months left"]),
    bad("Bula Akosita! On Standard you can borrow up to 3 tools at a time for 7 days, and drill bits and blades are "
        "included as well.",
        [S("borrow up to 3 tools at a time for 7 days"),
         C("drill bits and blades are included as well", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
        ["unlisted_perk"],
        "Consumables are included only on Plus (policy; STANDARD includes_consumables false).",
        ["blades are included as well"]),
    bad("Bula Akosita, your Standard membership costs FJ$40.00 a year and lets you have 2 tools out at a time. Plus is "
        "FJ$80.00 a year with 6 tools at a time.",
        [C("costs FJ$40.00 a year", "AMOUNT_MISMATCH"), C("lets you have 2 tools out at a time", "VALUE_MISMATCH"),
         S("Plus is FJ$80.00 a year with 6 tools")],
        ["stale_value", "stale_value"],
        "40.00 and 2 loans come from the STANDARD row that ended 2025-09-30; current is 45.00 and 3.",
        ["FJ$40.00", "2 tools out"]),
    fix("Bula Akosita, you're on Standard with up to 3 tools at once, and your membership renews on 01/10/2025.",
        [S("you're on Standard with up to 3 tools at once"), C("renews on 01/10/2025", "DATE_MISMATCH")],
        ["wrong_role"],
        "2025-10-01 is started_on; renews_on is 2026-10-01.",
        ["01/10/2026|1 October 2026|1/10/2026|1 Oct 2026", "3 tools"], ["01/10/2025"]),
])

# ---------------------------------------------------------------- T4 damaged drill, waiver denied
T4_EV = [
    rec("sql:incidents#INC-0772", "warehouse:suva_tools.incidents", rs(
        "f02d7e55-incident",
        [("incident_id", "VARCHAR"), ("loan_id", "VARCHAR"), ("item_id", "VARCHAR"), ("item_name", "VARCHAR"),
         ("reported_at", "TIMESTAMP"), ("damage_code", "VARCHAR"), ("assessed_charge", "DECIMAL(8,2)"),
         ("deposit_held", "DECIMAL(8,2)"), ("prior_fault_logged", "BOOLEAN"), ("state", "VARCHAR")],
        [["INC-0772", "LN-29950", "ITM-0618", "Cordless drill 18V", "2026-09-05 02:40:00.000000 UTC", "CHUCK_BROKEN",
          "55.00", "50.00", False, "CHARGE_CONFIRMED"]])),
    rec("sql:charges#INC-0772", "warehouse:suva_tools.charges", rs(
        "f02d7e56-charges",
        [("charge_id", "VARCHAR"), ("incident_id", "VARCHAR"), ("description", "VARCHAR"), ("amount", "DECIMAL(8,2)"),
         ("status", "VARCHAR")],
        [["CHG-1288", "INC-0772", "Replacement drill (first estimate)", "89.00", "VOID"],
         ["CHG-1301", "INC-0772", "Replacement chuck", "38.00", "CONFIRMED"],
         ["CHG-1302", "INC-0772", "Volunteer repair labour (flat)", "17.00", "CONFIRMED"]])),
    refused("call:waive_damage_charge#INC-0772", "waive_damage_charge", "DENY",
            {"incident_id": "INC-0772", "amount": "55.00", "reason": "MEMBER_DISPUTES"}),
    pol("policy:damage", "Borrowers pay for damage beyond normal wear, at the cost of parts plus a flat labour charge. "
        "The borrowing deposit is put towards any damage charge first, and the rest is invoiced. Charges can be paid "
        "off over up to three months on request. Damage charges are waived only when the item failed from a known "
        "fault recorded before the loan."),
]

T4 = dict(scenario="drill-damage-charge", domain=D, now="2026-09-08T13:00:00+12:00",
          question="The drill chuck just broke while I was using it, it wasn't my fault. Can you waive the charge?",
          evidence=T4_EV, drafts=[
    ok("Bula Eroni, I'm sorry the drill let you down. I asked for the FJ$55.00 charge on incident INC-0772 to be "
       "waived, but that was declined. The charge is FJ$38.00 for a replacement chuck plus FJ$17.00 for repair "
       "labour. Your FJ$50.00 deposit goes towards it first, so FJ$5.00 is left to pay.",
       [N("I'm sorry the drill let you down"), S("but that was declined"), S("FJ$38.00 for a replacement chuck"),
        S("FJ$17.00 for repair labour"), S("Your FJ$50.00 deposit goes towards it first"),
        S("FJ$5.00 is left to pay")],
       "waive_damage_charge DENY; confirmed charges 38.00 + 17.00 = 55.00; deposit_held 50.00 applied first -> 5.00.",
       ["FJ$5.00", "INC-0772"]),
    ok("Dear Eroni,\nThe waiver request for the drill could not be approved. Charges are only waived when the tool "
       "failed from a fault recorded before your loan. After your deposit, five dollars remains, and you're welcome "
       "to spread payments over up to three months.\nKind regards,\nTool Library volunteers",
       [S("could not be approved"), S("only waived when the tool failed from a fault recorded before your loan"),
        S("five dollars remains"), S("spread payments over up to three months")],
       "Refused call DENY; policy waiver condition and three-month instalments; 55.00 - 50.00 = 5.00.",
       ["five dollars"]),
    bad("Bula Eroni, sorry about that! I've waived the FJ$55.00 charge on INC-0772 for you. The broken chuck was "
        "reported on 05/09/2026.",
        [N("sorry about that"), C("I've waived the FJ$55.00 charge", "NOT_EXECUTED"), S("reported on 05/09/2026")],
        ["refused_call_effect"],
        "waive_damage_charge was DENIED; reported_at 2026-09-05 02:40 UTC is 5 Sept 2:40 PM Fiji.",
        ["I've waived"]),
    bad("Bula Eroni, I couldn't get the charge waived, sorry. The charge on INC-0772 is FJ$89.00 for a replacement "
        "drill, less your FJ$50.00 deposit. If it helps, you can pay it off over up to six months.",
        [S("I couldn't get the charge waived"), C("FJ$89.00 for a replacement drill", "AMOUNT_MISMATCH"),
         C("over up to six months", "NLI_CONTRADICTION")],
        ["stale_value", "wrong_period"],
        "CHG-1288 (89.00) is VOID; confirmed charges total 55.00. Policy allows up to three months.",
        ["FJ$89.00", "six months"]),
    bad("Bula Eroni, the waiver was declined, I'm afraid. The FJ$38.00 chuck and FJ$17.00 labour come to FJ$55.00; "
        "with your FJ$50.00 deposit applied, FJ$15.00 remains.",
        [S("the waiver was declined"), S("come to FJ$55.00"), C("FJ$15.00 remains", "AMOUNT_MISMATCH")],
        ["wrong_arithmetic"],
        "55.00 - 50.00 = 5.00, not 15.00.", ["FJ$15.00 remains"]),
    fix("Bula Eroni, your waiver request was declined. After your FJ$50.00 deposit, FJ$5.00 is left on the FJ$55.00 "
        "charge, and the damage was reported on 05/09/2026 at 2:40 AM.",
        [S("your waiver request was declined"), S("FJ$5.00 is left on the FJ$55.00"),
         C("05/09/2026 at 2:40 AM", "DATE_MISMATCH", "VALUE_MISMATCH")],
        ["unit_conversion"],
        "reported_at 2026-09-05 02:40 UTC is 2:40 PM on 5 September in Fiji.",
        ["2:40 PM|2:40 pm|14:40", "FJ$5.00|5.00"], ["2:40 AM"]),
])

BUNDLES = [T1, T2, T3, T4]
