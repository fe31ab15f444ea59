# w08 batch 3: credit-card issuer x3 (Aurelia Card Services), savings app x2 (Spargo)
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from write_cases import ep, amt, S, NA, C, I, CI, rec, pol, psg, refused  # noqa: E402

SCENARIOS = {}
CASES = []

# ---------------------------------------------------------------- 11 chargeback dispute
SCENARIOS["cc-dispute"] = dict(
    domain="credit-card issuer",
    now="2026-04-14T13:00:00+02:00",
    evidence=[
        rec("get_dispute#DSP-2026-041187", "tool:cards.disputes.get", {
            "dispute": {"dispute_id": "DSP-2026-041187", "card_account_id": "CCA-512078",
                        "holder_name": "Marta Jovanović", "txn_ref": "CT-3308815",
                        "merchant": {"name": "SKYLINE TICKETS LTD"}, "disputed_amount": amt("249.00"),
                        "reason_code": "SERVICE_NOT_PROVIDED", "status": "UNDER_REVIEW",
                        "opened_at": ep("2026-03-27T10:12:00+01:00"),
                        "provisional_credit": {"amount": amt("249.00"), "status": "BOOKED",
                                               "booking_date": "2026-03-30"},
                        "merchant_response_due": "2026-04-26", "expected_decision_by": "2026-05-26"}}),
        rec("get_dispute#DSP-2025-118904", "tool:cards.disputes.get", {
            "dispute": {"dispute_id": "DSP-2025-118904", "card_account_id": "CCA-512078",
                        "merchant": {"name": "NORDIC FLIGHTS AB"}, "disputed_amount": amt("86.40"),
                        "status": "RESOLVED_CARDHOLDER_FAVOUR", "closed_on": "2025-12-15"}}),
        pol("cards#disputes",
            "While a dispute is under review, we credit the disputed amount provisionally. The merchant has 30 "
            "days to respond. If the dispute is decided in the merchant's favour, the provisional credit is "
            "reversed and we will tell you in writing at least 5 business days beforehand. Most disputes are "
            "decided within 60 days of being opened. You do not pay interest on a disputed amount while it is "
            "under review."),
    ])
Q11 = "What's happening with my dispute about the concert tickets? Do I get my 249 euro back?"
CASES += [
    dict(scen="cc-dispute", q=Q11,
         draft=("Hello Ms Jovanović, your dispute DSP-2026-041187 about the €249.00 Skyline Tickets charge is still "
                "under review. We credited the amount to your card account provisionally on 30 March. The merchant "
                "has until 26 April to respond, and we expect a decision by 26 May. If the decision goes against "
                "you, we will tell you in writing at least 5 business days before reversing the credit."),
         probes=[S("about the €249.00 Skyline Tickets charge"), S("is still under review"),
                 S("provisionally on 30 March"), S("merchant has until 26 April to respond"),
                 S("expect a decision by 26 May"), S("at least 5 business days before reversing the credit")],
         inc=["€249.00", "26 May"],
         notes="DSP-2026-041187 UNDER_REVIEW; provisional_credit booked 2026-03-30; merchant_response_due "
               "2026-04-26; expected_decision_by 2026-05-26; policy 5 business days notice."),
    dict(scen="cc-dispute", q=Q11,
         draft=("Dispute DSP-2026-041187 is open; the €249.00 provisional credit posted 30.03.2026 stays while it's "
                "reviewed."),
         probes=[S("Dispute DSP-2026-041187 is open"), S("€249.00 provisional credit posted 30.03.2026"),
                 S("stays while it's reviewed")],
         inc=["€249.00"],
         notes="status UNDER_REVIEW; policy: provisional credit while under review."),
    dict(scen="cc-dispute", q=Q11,
         draft=("Dear Ms Jovanović,\n\nThank you for your patience. The provisional credit of two hundred and "
                "forty-nine euros remains on your account while the case is reviewed, and no interest is charged "
                "on the disputed amount in the meantime. Most disputes are decided within 60 days of being opened; "
                "yours was opened on 27 March.\n\nKind regards,\nAurelia Card Services, Disputes"),
         probes=[NA("Thank you for your patience"), S("provisional credit of two hundred and forty-nine euros"),
                 S("no interest is charged on the disputed amount"), S("decided within 60 days of being opened"),
                 S("yours was opened on 27 March"), NA("Kind regards")],
         inc=["two hundred and forty-nine euros", "27 March"],
         notes="opened_at epoch = 2026-03-27 10:12 CET; policy on interest and 60 days."),
    dict(scen="cc-dispute", q=Q11, errors=["wrong_state"],
         draft=("Hello Ms Jovanović, good news: your dispute about the Skyline Tickets charge has been resolved in "
                "your favour. The €249.00 was credited to your card account on 30 March."),
         probes=[C("has been resolved in your favour", "RECORD_STATE_MISMATCH"),
                 S("credited to your card account on 30 March")],
         exc=["resolved in your favour"], inc=["30 March"],
         notes="DSP-2026-041187 is UNDER_REVIEW; RESOLVED_CARDHOLDER_FAVOUR is the older Nordic Flights dispute."),
    dict(scen="cc-dispute", q=Q11, errors=["wrong_name", "wrong_period"],
         draft=("Hello Ms Jovanović, your dispute with Nordic Flights is under review and the €249.00 provisional "
                "credit was posted on 30 March. The merchant has 45 days to respond."),
         probes=[C("your dispute with Nordic Flights", "IDENTIFIER_MISMATCH", "VALUE_MISMATCH"),
                 S("€249.00 provisional credit was posted on 30 March"),
                 C("The merchant has 45 days to respond", "NLI_CONTRADICTION")],
         exc=["Nordic Flights", "45 days"], inc=["€249.00"],
         notes="The open dispute's merchant is Skyline Tickets; policy gives the merchant 30 days."),
    dict(scen="cc-dispute", q=Q11, repair=True, errors=["wrong_amount"],
         draft=("Dear Ms Jovanović, your dispute DSP-2026-041187 is under review, and the provisional credit of "
                "€294.00 was booked on 30 March."),
         probes=[S("DSP-2026-041187 is under review"), C("provisional credit of €294.00", "AMOUNT_MISMATCH")],
         exc=["€294.00"], inc=["€249.00|249.00|249,00", "30 March"],
         notes="provisional_credit.amount 249.00."),
]

# ---------------------------------------------------------------- 12 credit limit increase refused
SCENARIOS["cc-limit-increase"] = dict(
    domain="credit-card issuer",
    now="2026-04-17T11:45:00+02:00",
    evidence=[
        rec("get_card_account#CCA-388451", "tool:cards.accounts.get", {
            "card_account": {"card_account_id": "CCA-388451", "holder_name": "Felix Braun",
                             "product_code": "AURELIA_CLASSIC", "opened_on": "2025-10-02",
                             "credit_limit": amt("3000.00"), "current_balance": amt("2744.10"),
                             "available_credit": amt("255.90"), "last_limit_change": None}}),
        refused("request_limit_increase#call-7", "request_limit_increase", "DENY",
                {"card_account_id": "CCA-388451", "requested_limit": {"value": "4500.00", "currency": "EUR"}},
                reason="CREDIT_POLICY_UTILISATION"),
        pol("cards#credit-limit",
            "You can ask for a higher credit limit once your account has been open for at least six months. Each "
            "request is assessed individually, and we cannot raise a limit where recent use of the card or your "
            "income information does not support it. After a declined request, you can apply again after 90 "
            "days. You can lower your limit at any time in the app, with immediate effect."),
    ])
Q12 = "Please increase my limit to 4,500. I've been a customer for six months now."
CASES += [
    dict(scen="cc-limit-increase", q=Q12,
         draft=("Hello Mr Braun, I'm sorry, but your request to raise your credit limit to €4,500.00 was declined, "
                "so your limit stays at €3,000.00. With a current balance of €2,744.10, you have €255.90 of "
                "available credit. You can apply again 90 days after a declined request."),
         probes=[S("to €4,500.00 was declined"), S("your limit stays at €3,000.00"),
                 S("current balance of €2,744.10"), S("€255.90 of available credit"),
                 S("apply again 90 days after a declined request")],
         inc=["€3,000.00", "90 days"],
         notes="request_limit_increase DENY; credit_limit 3000.00, available_credit 255.90; policy 90 days."),
    dict(scen="cc-limit-increase", q=Q12,
         draft="Unfortunately the increase to €4,500 wasn't approved; your limit remains €3,000.",
         probes=[S("the increase to €4,500 wasn't approved"), S("your limit remains €3,000")],
         inc=["€3,000"],
         notes="DENY."),
    dict(scen="cc-limit-increase", q=Q12,
         draft=("Dear Mr Braun,\n\nThank you for your request. I wasn't able to approve an increase this time: each "
                "request is assessed individually, and we can't raise a limit where recent card use doesn't support "
                "it. Your limit therefore remains three thousand euros. If it helps, you can lower your limit at any "
                "time in the app, and it takes effect immediately.\n\nKind regards,\nAurelia Card Services"),
         probes=[NA("Thank you for your request"), S("I wasn't able to approve an increase this time"),
                 S("each request is assessed individually"),
                 S("we can't raise a limit where recent card use doesn't support it"),
                 S("remains three thousand euros"), S("lower your limit at any time in the app"),
                 S("it takes effect immediately"), NA("Kind regards")],
         inc=["three thousand euros"],
         notes="DENY with reason CREDIT_POLICY_UTILISATION; policy text."),
    dict(scen="cc-limit-increase", q=Q12, errors=["refused_call_effect", "wrong_amount"],
         draft=("Hello Mr Braun, your account has been open for more than six months. Your credit limit has been "
                "raised to €4,500.00. You now have €1,755.90 of available credit."),
         probes=[S("open for more than six months"), C("has been raised to €4,500.00", "NOT_EXECUTED"),
                 C("You now have €1,755.90 of available credit", "AMOUNT_MISMATCH")],
         exc=["raised to €4,500.00", "€1,755.90"], inc=["six months"],
         notes="opened_on 2025-10-02; request_limit_increase was DENY; available_credit is 255.90."),
    dict(scen="cc-limit-increase", q=Q12, errors=["wrong_period", "unrecorded_extra"],
         draft=("Hello Mr Braun, your request for a €4,500.00 limit was declined and your limit stays at €3,000.00. "
                "You can reapply after 30 days, and I've set a reminder to raise it automatically then."),
         probes=[S("was declined"), S("your limit stays at €3,000.00"),
                 C("reapply after 30 days", "NLI_CONTRADICTION"),
                 CI("I've set a reminder to raise it automatically", "CLAIM_WITHOUT_TOOL_EVIDENCE",
                    "NLI_CONTRADICTION")],
         exc=["after 30 days", "raise it automatically"], inc=["€3,000.00"],
         notes="Policy: reapply after 90 days; no record of any reminder, and limits are assessed individually."),
    dict(scen="cc-limit-increase", q=Q12, repair=True, errors=["wrong_role"],
         draft=("Dear Mr Braun, your request to increase your limit to €4,500.00 was declined, and your available "
                "credit is €2,744.10."),
         probes=[S("to €4,500.00 was declined"), C("available credit is €2,744.10", "AMOUNT_MISMATCH")],
         exc=["available credit is €2,744.10"], inc=["€255.90|255.90|255,90", "€4,500.00|4.500,00"],
         notes="2744.10 is current_balance; available_credit is 255.90."),
]

# ---------------------------------------------------------------- 13 annual fee waiver and card perks
SCENARIOS["cc-annual-fee"] = dict(
    domain="credit-card issuer",
    now="2026-04-23T10:30:00+02:00",
    evidence=[
        rec("get_card_account#CCA-245930", "tool:cards.accounts.get", {
            "card_account": {"card_account_id": "CCA-245930", "holder_name": "Hannah Leclerc",
                             "product_code": "AURELIA_GOLD",
                             "card_year": {"start": "2025-05-01", "end": "2026-04-30"},
                             "purchase_spend_card_year": amt("5420.00"), "cash_withdrawals_card_year": amt("700.00"),
                             "annual_fee": {"amount": amt("89.00"), "next_charge_date": "2026-05-01",
                                            "waiver_status": "NOT_YET_ELIGIBLE"},
                             "benefits": ["TRAVEL_INSURANCE_EUROPE", "AIRPORT_LOUNGE_VISITS"],
                             "lounge_visits": {"allowance": 2, "used": 1}}}),
        pol("cards#gold-benefits",
            "The Aurelia Gold card includes travel insurance for trips within Europe and two airport lounge visits "
            "per card year. The annual fee of €89 is waived for the next card year if you spend at least €6,000 "
            "on purchases within the current card year. Cash withdrawals and balance transfers do not count "
            "towards the spend. Unused lounge visits do not carry over to the next card year."),
    ])
Q13 = "Will I have to pay the annual fee again next month? And does my card include car rental insurance?"
CASES += [
    dict(scen="cc-annual-fee", q=Q13,
         draft=("Hello Ms Leclerc, the annual fee of €89.00 is due on 1 May. It is waived only if you spend at least "
                "€6,000 on purchases in the card year; so far you have spent €5,420.00, so €580.00 more in purchases "
                "by 30 April would qualify you. Your Gold card includes travel insurance for trips within Europe and "
                "two airport lounge visits per card year; car rental insurance is not among its listed benefits."),
         probes=[S("annual fee of €89.00 is due on 1 May"), S("waived only if you spend at least €6,000 on purchases"),
                 S("so far you have spent €5,420.00"), S("€580.00 more in purchases by 30 April would qualify you"),
                 S("travel insurance for trips within Europe"), S("two airport lounge visits per card year"),
                 S("car rental insurance is not among its listed benefits")],
         inc=["€89.00", "€580.00"],
         notes="6000 - 5420 = 580; card_year ends 2026-04-30; benefits list has no car rental cover."),
    dict(scen="cc-annual-fee", q=Q13,
         draft="Your €89 fee will be charged on 1 May unless your purchases reach €6,000 by 30 April (you're at €5,420).",
         probes=[S("Your €89 fee will be charged on 1 May"), S("unless your purchases reach €6,000 by 30 April"),
                 S("(you're at €5,420)")],
         inc=["€89", "€5,420"],
         notes="annual_fee.next_charge_date 2026-05-01; purchase_spend_card_year 5420.00."),
    dict(scen="cc-annual-fee", q=Q13,
         draft=("Dear Ms Leclerc,\n\nYou have used one of your two lounge visits this card year, and the remaining "
                "visit does not carry over after 30 April. Please note that cash withdrawals do not count towards "
                "the €6,000 spend for the fee waiver.\n\nBest regards,\nAurelia Card Services"),
         probes=[S("used one of your two lounge visits"), S("does not carry over after 30 April"),
                 S("cash withdrawals do not count towards the €6,000 spend"), NA("Best regards")],
         inc=["€6,000"],
         notes="lounge_visits used 1 of 2; policy on carry-over and cash withdrawals."),
    dict(scen="cc-annual-fee", q=Q13, errors=["condition_unmet", "unlisted_perk"],
         draft=("Hello Ms Leclerc, as a Gold cardholder your €89.00 annual fee will be waived on 1 May. Your card "
                "also includes travel insurance within Europe and car rental insurance."),
         probes=[C("will be waived on 1 May", "RECORD_STATE_MISMATCH", "VALUE_MISMATCH"),
                 S("includes travel insurance within Europe"),
                 CI("and car rental insurance", "NLI_NOT_ENTAILED", "NO_POLICY_EVIDENCE",
                    "CLAIM_WITHOUT_TOOL_EVIDENCE", "NLI_CONTRADICTION")],
         exc=["will be waived", "car rental insurance"], inc=["travel insurance"],
         notes="Spend 5420 < 6000, waiver_status NOT_YET_ELIGIBLE; car rental insurance is not a listed benefit."),
    dict(scen="cc-annual-fee", q=Q13, errors=["wrong_arithmetic"],
         draft=("Hello Ms Leclerc, the €89.00 fee is due on 1 May. You've spent €5,420.00 of the €6,000 needed for "
                "the waiver, so another €680.00 in purchases before 30 April would get it waived."),
         probes=[S("the €89.00 fee is due on 1 May"), S("You've spent €5,420.00 of the €6,000 needed"),
                 C("another €680.00 in purchases", "AMOUNT_MISMATCH")],
         exc=["€680.00"], inc=["€5,420.00"],
         notes="6000 - 5420 = 580, not 680."),
    dict(scen="cc-annual-fee", q=Q13, repair=True, errors=["wrong_quantity"],
         draft=("Dear Ms Leclerc, your Gold card includes travel insurance within Europe and three airport lounge "
                "visits per card year."),
         probes=[S("includes travel insurance within Europe"),
                 C("three airport lounge visits", "VALUE_MISMATCH", "NLI_CONTRADICTION")],
         exc=["three airport lounge visits"], inc=["two airport|2 airport|two lounge|2 lounge", "travel insurance"],
         notes="lounge_visits.allowance 2; policy says two."),
]

# ---------------------------------------------------------------- 14 savings app round-ups
SCENARIOS["sav-round-ups"] = dict(
    domain="savings app",
    now="2026-04-16T19:30:00+02:00",
    evidence=[
        rec("list_pots#U-77120", "tool:spargo.pots.list", {
            "user_id": "U-77120", "first_name": "Clara",
            "pots": [
                {"pot_id": "POT-RU-01", "name": "Round-ups", "type": "ROUND_UP", "round_up_multiplier": 2,
                 "available_balance": amt("47.36"), "ledger_balance": amt("47.36"), "goal": amt("300.00")},
                {"pot_id": "POT-HOL-02", "name": "Lisbon trip", "type": "GOAL", "available_balance": amt("612.00"),
                 "ledger_balance": amt("612.00"), "goal": amt("900.00"), "target_date": "2026-08-01"}]}),
        rec("get_roundups#POT-RU-01", "tool:spargo.roundups.summary", {
            "pot_id": "POT-RU-01", "month": "2026-04", "booked_this_month": amt("9.64"),
            "pending_total": amt("2.10"), "collection_time_local": "22:00",
            "items": [
                {"source_txn": "TX-R-5510", "merchant": "Bäckerei Hofmann", "spend": amt("-3.40"),
                 "round_up": amt("0.60"), "multiplied": amt("1.20"), "status": "BOOKED", "booking_date": "2026-04-02"},
                {"source_txn": "TX-R-5791", "merchant": "BVG Ticket", "spend": amt("-3.20"), "round_up": amt("0.80"),
                 "multiplied": amt("1.60"), "status": "PENDING", "booking_date": None},
                {"source_txn": "TX-R-5794", "merchant": "Edeka", "spend": amt("-18.75"), "round_up": amt("0.25"),
                 "multiplied": amt("0.50"), "status": "PENDING", "booking_date": None}]}),
        pol("spargo#round-ups",
            "Round-ups round each card payment up to the next whole euro and move the difference to your Round-ups "
            "pot. With a multiplier of 2x or 3x, the rounded-up amount is multiplied before it is saved. Round-ups "
            "are collected once a day at 22:00 and show as pending until then. Round-ups are skipped if your main "
            "account balance would fall below €10. Money in a pot can be moved back to your main account at any "
            "time."),
    ])
Q14 = "How much have my round-ups saved this month? Some don't seem to show yet."
CASES += [
    dict(scen="sav-round-ups", q=Q14,
         draft=("Hi Clara, your round-ups have saved €9.64 so far this month, and another €2.10 is pending. Pending "
                "round-ups are collected once a day at 22:00, so they should move into your pot tonight. Your "
                "Round-ups pot now holds €47.36 towards your €300.00 goal."),
         probes=[S("saved €9.64 so far this month"), S("another €2.10 is pending"),
                 S("collected once a day at 22:00"), S("should move into your pot tonight"),
                 S("pot now holds €47.36"), S("towards your €300.00 goal")],
         inc=["€9.64", "€2.10"],
         notes="booked_this_month 9.64, pending_total 2.10 (1.60 + 0.50); now 19:30, collection 22:00."),
    dict(scen="sav-round-ups", q=Q14,
         draft="€9.64 booked this month plus €2.10 pending, €11.74 in all.",
         probes=[S("€9.64 booked this month"), S("€2.10 pending"), S("€11.74 in all")],
         inc=["€11.74"],
         notes="9.64 + 2.10 = 11.74."),
    dict(scen="sav-round-ups", q=Q14,
         draft=("Hello Clara,\n\nBecause your multiplier is set to 2x, each round-up is doubled before it is saved: "
                "your €3.40 purchase at Bäckerei Hofmann on 2 April was rounded up by €0.60, and €1.20 went into "
                "your pot. Round-ups are skipped whenever your main account would fall below €10.\n\n"
                "Best wishes,\nThe Spargo team"),
         probes=[S("multiplier is set to 2x"), S("each round-up is doubled before it is saved"),
                 S("€3.40 purchase at Bäckerei Hofmann on 2 April"), S("rounded up by €0.60"),
                 S("€1.20 went into your pot"), S("skipped whenever your main account would fall below €10"),
                 NA("Best wishes")],
         inc=["€1.20"],
         notes="round_up_multiplier 2; item TX-R-5510."),
    dict(scen="sav-round-ups", q=Q14, errors=["other_record_value"],
         draft=("Hi Clara, your round-ups have saved €9.64 so far this month, with €2.10 still pending. Your "
                "Round-ups pot now holds €612.00."),
         probes=[S("saved €9.64 so far this month"), S("€2.10 still pending"),
                 C("Round-ups pot now holds €612.00", "AMOUNT_MISMATCH")],
         exc=["€612.00"], inc=["€9.64"],
         notes="612.00 is the Lisbon trip pot; Round-ups holds 47.36."),
    dict(scen="sav-round-ups", q=Q14, errors=["wrong_arithmetic", "wrong_time"],
         draft=("Hi Clara, including the €2.10 still pending you've saved €11.47 this month. Pending round-ups are "
                "collected at midnight."),
         probes=[S("the €2.10 still pending"), C("saved €11.47 this month", "AMOUNT_MISMATCH"),
                 C("collected at midnight", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
         exc=["€11.47", "at midnight"], inc=["€2.10"],
         notes="9.64 + 2.10 = 11.74; collection is at 22:00."),
    dict(scen="sav-round-ups", q=Q14, repair=True, errors=["wrong_time"],
         draft=("Hi Clara, €9.64 of round-ups have been saved this month and €2.10 is pending; they are collected "
                "tonight at 20:00."),
         probes=[S("€9.64 of round-ups have been saved this month"), S("€2.10 is pending"),
                 C("collected tonight at 20:00", "VALUE_MISMATCH", "NLI_CONTRADICTION")],
         exc=["at 20:00"], inc=["22:00|10 pm|10pm|10 PM|10 p.m.", "€9.64|9,64"],
         notes="collection_time_local 22:00."),
]

# ---------------------------------------------------------------- 15 fixed-term vs easy-access withdrawal
SCENARIOS["sav-fixed-term"] = dict(
    domain="savings app",
    now="2026-04-16T17:20:00+02:00",
    evidence=[
        rec("list_pots#U-80455", "tool:spargo.pots.list", {
            "user_id": "U-80455", "first_name": "Marco", "last_name": "Rossi",
            "pots": [
                {"pot_id": "POT-FIX-12M", "type": "FIXED_TERM", "product_code": "FIXED_12M_290", "rate_aer_bps": 290,
                 "available_balance": amt("0.00"), "ledger_balance": amt("5000.00"), "opened_on": "2025-09-30",
                 "maturity_date": "2026-09-30", "early_withdrawal_allowed": False, "interest_paid": "AT_MATURITY"},
                {"pot_id": "POT-EA-01", "type": "EASY_ACCESS", "rate_aer_bps": 175,
                 "available_balance": amt("1840.25"), "ledger_balance": amt("2240.25"), "interest_paid": "MONTHLY"}]}),
        rec("list_withdrawals#U-80455", "tool:spargo.withdrawals.list", {
            "withdrawals": [
                {"withdrawal_id": "WD-330190", "pot_id": "POT-EA-01", "amount": amt("-400.00"), "status": "PENDING",
                 "requested_at": ep("2026-04-16T17:05:00+02:00"), "expected_arrival_date": "2026-04-17"},
                {"withdrawal_id": "WD-318844", "pot_id": "POT-EA-01", "amount": amt("-250.00"), "status": "BOOKED",
                 "requested_at": ep("2026-03-02T09:14:00+01:00"), "booking_date": "2026-03-03"}]}),
        pol("spargo#pots",
            "Money in a Fixed-Term pot is locked until the maturity date and cannot be withdrawn early. Withdrawals "
            "from an Easy Access pot reach your linked current account within 1 business day. Interest on "
            "Fixed-Term pots is paid at maturity; interest on Easy Access pots is paid monthly. All pots are "
            "covered by deposit protection up to €100,000 per person."),
    ])
Q15 = "I need 2,000 euro urgently. Can I take it out of my fixed pot? And when does the 400 I just moved arrive?"
CASES += [
    dict(scen="sav-fixed-term", q=Q15,
         draft=("Hello Mr Rossi, unfortunately the €5,000.00 in your 12-month fixed-term pot is locked until it "
                "matures on 30 September 2026 and cannot be withdrawn early. Your Easy Access pot has €1,840.25 "
                "available. The €400.00 withdrawal you requested today is pending and is expected in your current "
                "account tomorrow, 17 April."),
         probes=[S("€5,000.00 in your 12-month fixed-term pot"), S("locked until it matures on 30 September 2026"),
                 S("cannot be withdrawn early"), S("Easy Access pot has €1,840.25"),
                 S("€400.00 withdrawal you requested today is pending"),
                 S("expected in your current account tomorrow, 17 April")],
         inc=["30 September 2026", "€1,840.25"],
         notes="POT-FIX-12M early_withdrawal_allowed false, maturity 2026-09-30; WD-330190 PENDING, arrival 04-17."),
    dict(scen="sav-fixed-term", q=Q15,
         draft="No early withdrawals from the fixed pot before 30.09.2026; your €400 should arrive Friday.",
         probes=[S("No early withdrawals from the fixed pot before 30.09.2026"), S("your €400 should arrive Friday")],
         inc=["30.09.2026"],
         notes="expected_arrival_date 2026-04-17 is a Friday."),
    dict(scen="sav-fixed-term", q=Q15,
         draft=("Hi Marco,\n\nHere's where things stand:\n- Fixed-term pot: €5,000.00, earning 2.90% AER, locked "
                "until 30 September 2026\n- Easy Access pot: €1,840.25 available after your pending €400.00 "
                "withdrawal\n- Easy Access withdrawals reach your current account within 1 business day\n\nThe "
                "fixed-term interest is paid when the pot matures.\n\nThe Spargo team"),
         probes=[S("Fixed-term pot: €5,000.00"), S("earning 2.90% AER"), S("locked until 30 September 2026"),
                 S("€1,840.25 available after your pending €400.00 withdrawal"), S("within 1 business day"),
                 S("fixed-term interest is paid when the pot matures")],
         inc=["€1,840.25", "2.90% AER"],
         notes="rate_aer_bps 290; EA ledger 2240.25 - pending 400 = available 1840.25."),
    dict(scen="sav-fixed-term", q=Q15, errors=["wrong_policy_condition"],
         draft=("Hello Mr Rossi, you can withdraw from your fixed-term pot early, but you will lose the interest "
                "earned so far. The €400.00 you requested today should arrive tomorrow."),
         probes=[C("you can withdraw from your fixed-term pot early", "NLI_CONTRADICTION", "VALUE_MISMATCH"),
                 S("The €400.00 you requested today should arrive tomorrow")],
         exc=["withdraw from your fixed-term pot early"], inc=["€400.00"],
         notes="Policy and early_withdrawal_allowed=false: no early withdrawal at all."),
    dict(scen="sav-fixed-term", q=Q15, errors=["other_record_value", "wrong_role"],
         draft=("Hello Mr Rossi, your fixed-term pot is locked until 30 September 2026. Your Easy Access pot earns "
                "2.90% AER and has €2,240.25 available to withdraw."),
         probes=[S("locked until 30 September 2026"), C("Easy Access pot earns 2.90% AER", "VALUE_MISMATCH"),
                 C("€2,240.25 available to withdraw", "AMOUNT_MISMATCH")],
         exc=["earns 2.90% AER", "€2,240.25 available"], inc=["30 September 2026"],
         notes="2.90% is the fixed pot's rate (EA is 175 bps); 2240.25 is EA ledger, available is 1840.25."),
    dict(scen="sav-fixed-term", q=Q15, repair=True, errors=["wrong_date"],
         draft=("Hello Mr Rossi, your fixed-term pot is locked until 30 September 2025, so an early withdrawal is "
                "not possible."),
         probes=[C("locked until 30 September 2025", "DATE_MISMATCH"), S("an early withdrawal is not possible")],
         exc=["30 September 2025"], inc=["30 September 2026|30.09.2026|30/09/2026|September 2026", "not possible"],
         notes="maturity_date 2026-09-30."),
]
