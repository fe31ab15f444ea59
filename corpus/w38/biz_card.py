"""Credit-card rewards: Kestrel Bank 'Peak Rewards' (invented)."""
from w38common import (Scenario, rec, pol, psg, ref, ep, S, N, C, I, CI,
                       NUM, DATE, STATE, IDM, VAL, RULE_X, RULE_NONE, NOREC, NOTEX)

DOM = "credit-card rewards"
SCENARIOS = []

# ---------------------------------------------------------------- C1 overseas bonus pending
ev = [
    rec("get_rewards_account#KB-6038", "tool:peak.get_rewards_account", {
        "member": {"rewards_id": "PR-3308816", "cardholder": "FUNG WAI LING", "salutation": "MS",
                   "card": {"product": "KESTREL_PLATINUM_VISA", "last4": "6038"},
                   "tier": {"code": "PLATINUM", "qualifies_until": "2026-12-31",
                            "next_tier_code": "SIGNATURE", "next_tier_threshold": {"annual_spend_minor": 30000000,
                                                                                   "currency": "HKD"}},
                   "points_balance": 58214},
        "earn_table": {"unit": "POINTS_PER_HKD",
                       "rates": {"CLASSIC": {"LOCAL": "1", "ONLINE_HKD": "1", "OVERSEAS": "2"},
                                 "PLATINUM": {"LOCAL": "1", "ONLINE_HKD": "2", "OVERSEAS": "4"},
                                 "SIGNATURE": {"LOCAL": "1.5", "ONLINE_HKD": "3", "OVERSEAS": "6"}}},
        "statement": {"cycle_close": "2026-03-18", "bonus_expected_by": "2026-04-17"}}),
    rec("list_ledger#PR-3308816", "tool:peak.list_ledger", {
        "ledger": [
            {"entry_id": "E-260305-0041", "txn_ref": "TX-88120457", "merchant": "Tide & Ember, Singapore",
             "category": "OVERSEAS", "txn_amount": {"amount_minor": 28640, "currency": "SGD"},
             "billed_amount": {"amount_minor": 166783, "currency": "HKD"}, "kind": "BASE", "points": 1667,
             "state": "POSTED", "posted_on": "2026-03-05", "expires_on": "2028-03-31"},
            {"entry_id": "E-260305-0042", "txn_ref": "TX-88120457", "kind": "OVERSEAS_BONUS", "points": 5001,
             "state": "PENDING", "posted_on": None, "expires_on": None},
            {"entry_id": "E-260307-0108", "txn_ref": "TX-88133019", "merchant": "Zephyr Air online",
             "category": "ONLINE_HKD", "txn_amount": {"amount_minor": 234000, "currency": "HKD"},
             "billed_amount": {"amount_minor": 234000, "currency": "HKD"}, "kind": "BASE", "points": 4680,
             "state": "POSTED", "posted_on": "2026-03-07", "expires_on": "2028-03-31"}]}),
    pol("peak-overseas-bonus#2026",
        "Base points post with each transaction at the rate for your card tier. The overseas bonus, meaning the "
        "extra points above the base rate, applies to transactions in a foreign currency at merchants outside Hong "
        "Kong and is credited within 30 days after the statement date. Transactions charged in Hong Kong dollars "
        "at overseas or online merchants do not qualify for the overseas bonus. Points are calculated on the "
        "billed Hong Kong dollar amount, rounded down to the whole dollar.", "2026-01"),
]
sc = Scenario("overseas-bonus", DOM,
              "I spent in Singapore on my Platinum card but only got 1x points. Where is the 4x overseas bonus?",
              ev, "2026-03-20T10:00:00+08:00")
sc.ok("Good morning Ms Fung, thank you for getting in touch. For your Singapore dinner of S$286.40 (billed as "
      "HK$1,667.83), the 1,667 base points posted on 05/03/2026, and the 5,001 overseas bonus points are pending, "
      "due by 17/04/2026. Together that makes 6,668 points, the full 4 points per dollar for overseas spend.",
      [N("thank you for getting in touch"), S("your Singapore dinner of S$286.40"), S("billed as HK$1,667.83"),
       S("the 1,667 base points posted on 05/03/2026"), S("the 5,001 overseas bonus points are pending"),
       S("due by 17/04/2026"), S("Together that makes 6,668 points"), S("the full 4 points per dollar for overseas spend")],
      ["5,001", "17/04/2026"],
      "TX-88120457: 28640 SGD minor = S$286.40, billed 166783 HKD minor = HK$1,667.83; BASE 1667 POSTED "
      "2026-03-05; OVERSEAS_BONUS 5001 PENDING; bonus_expected_by 2026-04-17; 1667+5001 = 6668 = 4 x 1667.")
sc.ok("Your Zephyr Air booking of HK$2,340.00 was charged in Hong Kong dollars, so it doesn't qualify for the "
      "overseas bonus; it earns the online rate of 2 points per dollar instead, and those 4,680 points have already "
      "posted.",
      [S("Your Zephyr Air booking of HK$2,340.00 was charged in Hong Kong dollars"),
       S("it doesn't qualify for the overseas bonus"), S("the online rate of 2 points per dollar"),
       S("those 4,680 points have already posted")],
      ["4,680"],
      "TX-88133019 ONLINE_HKD 234000 HKD minor; policy excludes HKD-charged overseas/online; PLATINUM ONLINE_HKD "
      "rate 2; entry E-260307-0108 4680 POSTED.")
sc.ok("The overseas bonus of 5,001 points is pending and will be credited by Friday, 17 April 2026.",
      [S("The overseas bonus of 5,001 points is pending"), S("will be credited by Friday, 17 April 2026")],
      ["5,001"],
      "OVERSEAS_BONUS entry PENDING 5001; bonus_expected_by 2026-04-17 (a Friday), within 30 days of the "
      "18 March statement.")
sc.bad("Good morning Ms Fung. For your Singapore dinner of HK$286.40, the 1,667 base points have posted, and an "
       "overseas bonus of 6,668 points is pending, due by 17/04/2026.",
       [N("Good morning Ms Fung"), C("your Singapore dinner of HK$286.40", *NUM),
        S("the 1,667 base points have posted"), C("an overseas bonus of 6,668 points is pending", *NUM),
        S("due by 17/04/2026")],
       ["unit_conversion", "wrong_arithmetic"], ["HK$286.40", "bonus of 6,668 points"],
       "The dinner was S$286.40 (billed HK$1,667.83); the pending bonus entry is 5,001 (6,668 is base plus "
       "bonus).")
sc.bad("Good morning Ms Fung. The 5,001 overseas bonus points for your Singapore dinner are pending and are credited "
       "within 60 days after the statement date. Your Zephyr Air booking also qualifies for the overseas bonus, so "
       "more points will follow for that too.",
       [N("Good morning Ms Fung"), S("The 5,001 overseas bonus points for your Singapore dinner are pending"),
        C("within 60 days after the statement date", *RULE_X),
        C("Your Zephyr Air booking also qualifies for the overseas bonus", "NLI_CONTRADICTION"),
        CI("more points will follow for that too", "NLI_CONTRADICTION", "CLAIM_WITHOUT_TOOL_EVIDENCE")],
       ["wrong_period", "condition_unmet", "invented_promise"],
       ["within 60 days", "also qualifies for the overseas bonus", "more points will follow"],
       "Policy: 30 days after the statement date; Zephyr Air was charged in HKD (ONLINE_HKD), which the policy "
       "excludes, and no bonus entry exists for it.")
sc.bad("Hello Ms Fung, your 5,001 overseas bonus points for the Singapore dinner have already been credited, "
       "bringing the total for that transaction to 6,668 points.",
       [C("your 5,001 overseas bonus points for the Singapore dinner have already been credited", *STATE),
        S("bringing the total for that transaction to 6,668 points")],
       ["wrong_state"], ["have already been credited"],
       "E-260305-0042 is PENDING, not posted.")
sc.repair("Good morning Ms Fung. Your Singapore dinner earned 1,667 base points, which have posted, and 4,998 "
          "overseas bonus points, which are pending until 17/04/2026.",
          [N("Good morning Ms Fung"), S("earned 1,667 base points, which have posted"),
           C("4,998 overseas bonus points", *NUM), S("which are pending until 17/04/2026")],
          ["wrong_amount"], ["5,001", "1,667"], ["4,998"],
          "OVERSEAS_BONUS entry holds 5001 points (3 x 1667).")
SCENARIOS.append(sc)

# ---------------------------------------------------------------- C2 refund reversal and welcome offer
ev = [
    rec("get_rewards_account#PR-5521907", "tool:peak.get_rewards_account", {
        "member": {"rewards_id": "PR-5521907", "cardholder": "LEE CHUN KIT", "salutation": "MR",
                   "tier": {"code": "SIGNATURE", "qualifies_until": "2026-12-31", "next_tier_threshold": None},
                   "points_balance": 31275},
        "cards": [
            {"product": "KESTREL_SIGNATURE_MASTERCARD", "last4": "2291", "opened_on": "2026-02-05",
             "rewards_id": "PR-5521907", "points_balance": 31275},
            {"product": "KESTREL_CLASSIC_VISA", "last4": "7702", "opened_on": "2019-08-30",
             "rewards_id": "PR-1190266", "points_balance": 4150}],
        "earn_table": {"unit": "POINTS_PER_HKD", "rates": {"CLASSIC": {"LOCAL": "1"}, "PLATINUM": {"LOCAL": "1"},
                                                           "SIGNATURE": {"LOCAL": "1.5"}}},
        "welcome_offer": {"code": "SIG_WELCOME_20K", "bonus_points": 20000,
                          "target_spend": {"amount_minor": 1000000, "currency": "HKD"},
                          "eligible_spend_to_date": {"amount_minor": 462000, "currency": "HKD"},
                          "deadline": "2026-04-06", "state": "IN_PROGRESS"}}),
    rec("list_ledger#PR-5521907", "tool:peak.list_ledger", {
        "ledger": [
            {"entry_id": "E-260302-7710", "kind": "REVERSAL", "ref": "E-260208-3391", "points": -12720,
             "state": "POSTED", "posted_on": "2026-03-02", "expires_on": None,
             "memo": "Refund TX-87114420 Northpoint Electronics"},
            {"entry_id": "E-260208-3391", "kind": "BASE", "txn_ref": "TX-87114420",
             "merchant": "Northpoint Electronics", "billed_amount": {"amount_minor": 848000, "currency": "HKD"},
             "points": 12720, "state": "REVERSED", "posted_on": "2026-02-08", "expires_on": "2028-02-29"}]}),
    pol("peak-refunds#v3",
        "When a purchase is refunded, the points it earned are deducted in full on the date the refund posts. "
        "Refunded amounts are also removed from eligible spend for any welcome offer. If a deduction would take "
        "the balance below zero, the balance may go negative and is offset by future earning. Welcome-offer "
        "bonus points are credited within 8 weeks after the target spend is reached by the deadline.", "v3"),
]
sc = Scenario("refund-reversal", DOM,
              "Why did my points drop by 12,720? And how much more do I need to spend for the welcome bonus?",
              ev, "2026-03-09T20:15:00+08:00")
sc.ok("Good evening Mr Lee. The 12,720 points deducted on 02/03/2026 are the points from your HK$8,480.00 purchase "
      "at Northpoint Electronics, reversed when the refund posted. Your balance now stands at 31,275 points.",
      [N("Good evening Mr Lee"), S("The 12,720 points deducted on 02/03/2026"),
       S("your HK$8,480.00 purchase at Northpoint Electronics"), S("reversed when the refund posted"),
       S("Your balance now stands at 31,275 points")],
      ["12,720", "31,275"],
      "REVERSAL E-260302-7710 -12720 posted 2026-03-02 against E-260208-3391 (848000 HKD minor = HK$8,480.00); "
      "points_balance 31275.")
sc.ok("Because the refund also came off your welcome-offer spend, you have now spent HK$4,620.00 of the HK$10,000.00 "
      "target, so another HK$5,380.00 by 6 April 2026 will secure the 20,000 bonus points.",
      [S("the refund also came off your welcome-offer spend"), S("you have now spent HK$4,620.00"),
       S("of the HK$10,000.00 target"), S("another HK$5,380.00 by 6 April 2026"), S("the 20,000 bonus points")],
      ["HK$5,380.00", "6 April 2026"],
      "welcome_offer eligible_spend_to_date 462000, target 1000000 minor HKD -> HK$5,380.00 remaining; deadline "
      "2026-04-06; policy removes refunded amounts from offer spend.")
sc.ok("Here's a quick summary, Mr Lee:\n"
      "• Refund on 2 March: 12,720 points reversed (1.5 points per dollar on HK$8,480)\n"
      "• Current balance on your Signature card: 31,275 points\n"
      "• Welcome offer: HK$5,380 still to spend by Monday 6 April",
      [N("Here's a quick summary"), S("Refund on 2 March: 12,720 points reversed"),
       S("1.5 points per dollar on HK$8,480"), S("Current balance on your Signature card: 31,275 points"),
       S("Welcome offer: HK$5,380 still to spend by Monday 6 April")],
      ["31,275", "HK$5,380"],
      "SIGNATURE LOCAL rate 1.5 x 8480 = 12720; balance 31275 on card 2291; 10,000-4,620 = 5,380 by 2026-04-06 "
      "(a Monday).")
sc.bad("Good evening Mr Lee. The 8,480 points deducted on 2 March are the points from your HK$8,480.00 purchase at "
       "Northpoint Electronics, reversed when the refund posted. Your balance now stands at 31,275 points.",
       [N("Good evening Mr Lee"), C("The 8,480 points deducted on 2 March", *NUM),
        S("your HK$8,480.00 purchase at Northpoint Electronics"), S("reversed when the refund posted"),
        S("Your balance now stands at 31,275 points")],
       ["wrong_amount"], ["8,480 points deducted"],
       "The reversal entry is -12,720 points (1.5 x 8,480); 8,480 is the purchase amount in dollars.")
sc.bad("Good evening Mr Lee, thank you for your patience. The points from your refunded Northpoint Electronics "
       "purchase were reversed on 02/03/2026, and your balance now stands at 4,150 points. Refunded points are "
       "normally deducted within 30 days of the refund.",
       [N("thank you for your patience"), S("The points from your refunded Northpoint Electronics purchase"),
        S("were reversed on 02/03/2026"), C("your balance now stands at 4,150 points", *NUM),
        C("deducted within 30 days of the refund", *RULE_X)],
       ["other_record_value", "wrong_policy_condition"], ["4,150 points", "within 30 days of the refund"],
       "4,150 is the balance of his Classic card PR-1190266; this account holds 31,275. Policy: deducted on the "
       "date the refund posts.")
sc.bad("Mr Lee, you still need to spend HK$5,380.00 by 6 May 2026 to earn the 20,000-point welcome bonus. Should "
       "you need a little more time, the deadline can be extended on request.",
       [S("you still need to spend HK$5,380.00"), C("by 6 May 2026", *DATE), S("the 20,000-point welcome bonus"),
        I("the deadline can be extended on request", *RULE_NONE)],
       ["wrong_date", "invented_promise"], ["6 May 2026", "can be extended on request"],
       "welcome_offer.deadline is 2026-04-06; nothing in the policy allows an extension.")
sc.repair("Good evening Mr Lee. The 12,720 points deducted on 2 March came from your refunded Northpoint Electronics "
          "purchase. Your balance now stands at 4,150 points.",
          [N("Good evening Mr Lee"), S("The 12,720 points deducted on 2 March"),
           S("came from your refunded Northpoint Electronics purchase"),
           C("Your balance now stands at 4,150 points", *NUM)],
          ["other_record_value"], ["31,275", "12,720"], ["4,150 points"],
          "points_balance of PR-5521907 is 31275; 4150 belongs to the Classic card.")
SCENARIOS.append(sc)

# ---------------------------------------------------------------- C3 statement credit escalated, fee waiver
ev = [
    rec("get_rewards_account#PR-4402183", "tool:peak.get_rewards_account", {
        "member": {"rewards_id": "PR-4402183", "cardholder": "MAK WING HONG", "salutation": "MR",
                   "card": {"product": "KESTREL_PLATINUM_VISA", "last4": "5510"},
                   "tier": {"code": "PLATINUM", "qualifies_until": "2026-12-31", "next_tier_code": "SIGNATURE",
                            "next_tier_threshold": {"annual_spend_minor": 30000000, "currency": "HKD"}},
                   "points_balance": 142300},
        "burn_table": {"statement_credit": {"unit": "POINTS_PER_HKD",
                                            "rates": {"CLASSIC": 200, "PLATINUM": 180, "SIGNATURE": 150}}},
        "annual_fee": {"amount_minor": 180000, "currency": "HKD", "billed_on": "2026-03-01", "state": "BILLED",
                       "membership_year": "2025-03-01/2026-02-28",
                       "spend_in_year": {"amount_minor": 6245000, "currency": "HKD"},
                       "waiver_threshold": {"amount_minor": 8000000, "currency": "HKD"}, "waiver_eligible": False}}),
    ref("redeem_statement_credit#call-7", "peak.redeem_statement_credit", "ESCALATE",
        {"rewards_id": "PR-4402183", "credit_amount_minor": 50000, "currency": "HKD", "points": 90000}),
    pol("peak-redemption#v6",
        "Points can be redeemed for a statement credit at the rate for your card tier in the redemption table. "
        "Redemptions below HK$300 are processed immediately; statement credits of HK$300 or more are reviewed by "
        "our rewards team and, once approved, appear on your next statement. The annual fee is waived "
        "automatically when spend in the membership year reaches HK$80,000. Points used for a statement credit "
        "cannot be returned once the credit is applied.", "v6"),
]
sc = Scenario("statement-credit", DOM,
              "Please use my points for a HK$500 statement credit. And can my HK$1,800 annual fee be waived?",
              ev, "2026-03-11T13:00:00+08:00")
sc.ok("Good afternoon Mr Mak, thank you for your request. Your HK$500 statement credit, which uses 90,000 points at "
      "the Platinum rate of 180 points per dollar, has been passed to our rewards team for review, as credits of "
      "HK$300 or more are checked before they are applied. Once approved, it will appear on your next statement.",
      [N("thank you for your request"), S("uses 90,000 points"), S("the Platinum rate of 180 points per dollar"),
       S("has been passed to our rewards team for review"), S("credits of HK$300 or more are checked"),
       S("Once approved, it will appear on your next statement")],
      ["90,000", "review"],
      "redeem_statement_credit was ESCALATED; PLATINUM rate 180 x 500 = 90,000; policy: HK$300+ reviewed, then "
      "next statement.")
sc.ok("Regarding the HK$1,800 annual fee, your spend over the membership year was HK$62,450, which is below the "
      "HK$80,000 needed for the automatic waiver, so the fee remains on your statement.",
      [S("the HK$1,800 annual fee"), S("your spend over the membership year was HK$62,450"),
       S("below the HK$80,000 needed for the automatic waiver"), S("the fee remains on your statement")],
      ["HK$62,450"],
      "annual_fee 180000 minor billed; spend_in_year 6245000 = HK$62,450; waiver threshold HK$80,000, "
      "waiver_eligible false.")
sc.ok("Your HK$500 credit is with our rewards team for review; once it's approved you'll have 52,300 points left.",
      [S("Your HK$500 credit is with our rewards team for review"), S("you'll have 52,300 points left")],
      ["52,300"],
      "Escalated call for 90,000 points; 142,300 - 90,000 = 52,300.")
sc.bad("Good afternoon Mr Mak. I've applied a HK$500 statement credit to your Platinum card using 90,000 points. "
       "I've also arranged for your HK$1,800 annual fee to be waived as a valued Platinum cardholder.",
       [N("Good afternoon Mr Mak"), C("I've applied a HK$500 statement credit", *NOTEX), S("using 90,000 points"),
        C("arranged for your HK$1,800 annual fee to be waived", "RECORD_STATE_MISMATCH", "NLI_CONTRADICTION",
          "CLAIM_WITHOUT_TOOL_EVIDENCE")],
       ["refused_call_effect", "condition_unmet"], ["I've applied a HK$500 statement credit", "fee to be waived"],
       "The redemption was ESCALATED, not done; waiver_eligible is false (HK$62,450 < HK$80,000) and the fee is "
       "BILLED.")
sc.bad("Good afternoon Mr Mak. Your HK$500 statement credit has gone to our rewards team for review. At the Platinum "
       "rate of 150 points per dollar it will use 75,000 points, and once approved it will appear on your next "
       "statement.",
       [N("Good afternoon Mr Mak"), S("Your HK$500 statement credit has gone to our rewards team for review"),
        C("the Platinum rate of 150 points per dollar", *VAL), C("it will use 75,000 points", *NUM),
        S("once approved it will appear on your next statement")],
       ["other_record_value", "wrong_amount"], ["150 points per dollar", "75,000 points"],
       "150 is the SIGNATURE row; PLATINUM is 180, i.e. 90,000 points (as in the escalated call args).")
sc.bad("Mr Mak, redemptions below HK$1,000 are processed immediately, so your HK$500 statement credit should already "
       "show in the app. Your remaining balance is 52,300 points.",
       [C("redemptions below HK$1,000 are processed immediately", *RULE_X),
        C("your HK$500 statement credit should already show in the app", *NOTEX),
        C("Your remaining balance is 52,300 points", "AMOUNT_MISMATCH", "VALUE_MISMATCH", "NOT_EXECUTED")],
       ["wrong_policy_condition", "refused_call_effect", "wrong_amount"],
       ["below HK$1,000", "should already show in the app", "remaining balance is 52,300"],
       "Policy threshold is HK$300; the call was escalated for review; points_balance is still 142,300.")
sc.repair("Good afternoon Mr Mak. Your HK$500 statement credit is under review by our rewards team. Your HK$1,800 "
          "annual fee has been waived, as your spend this membership year was HK$62,450.",
          [N("Good afternoon Mr Mak"), S("Your HK$500 statement credit is under review by our rewards team"),
           C("Your HK$1,800 annual fee has been waived", "RECORD_STATE_MISMATCH", "NLI_CONTRADICTION"),
           S("your spend this membership year was HK$62,450")],
          ["condition_unmet"], ["80,000|not eligible|isn't eligible|not waived|remains|cannot be waived", "HK$62,450"],
          ["has been waived"],
          "annual_fee.state BILLED, waiver_eligible false; threshold HK$80,000.")
SCENARIOS.append(sc)

# ---------------------------------------------------------------- C4 e-voucher reissued
ev = [
    rec("get_rewards_account#PR-7730415", "tool:peak.get_rewards_account", {
        "member": {"rewards_id": "PR-7730415", "cardholder": "SIU KA YEE", "salutation": "MS",
                   "card": {"product": "KESTREL_PLATINUM_VISA", "last4": "8814"},
                   "tier": {"code": "PLATINUM", "qualifies_until": "2026-12-31", "next_tier_threshold": None},
                   "points_balance": 18940},
        "burn_table": {"e_voucher": {"unit": "POINTS_PER_HKD", "rates": {"CLASSIC": 130, "PLATINUM": 120,
                                                                          "SIGNATURE": 100}}},
        "vouchers": [
            {"voucher_no": "KV-9931-4407", "merchant": "Harbourline Department Store",
             "face_value": {"amount_minor": 30000, "currency": "HKD"}, "valid_from": "2026-01-20",
             "valid_until": "2026-07-19", "state": "ACTIVE", "reissue_of": "KV-9931-1186", "reissued_on": "2026-03-13"},
            {"voucher_no": "KV-9931-1186", "merchant": "Harbourline Department Store",
             "face_value": {"amount_minor": 30000, "currency": "HKD"}, "valid_from": "2026-01-20",
             "valid_until": "2026-07-19", "state": "CANCELLED", "cancel_reason": "REISSUED_LOST"},
            {"voucher_no": "KV-8820-0051", "merchant": "Orchid Cafe",
             "face_value": {"amount_minor": 15000, "currency": "HKD"}, "valid_from": "2025-10-01",
             "valid_until": "2026-03-31", "state": "REDEEMED", "redeemed_on": "2026-02-14"}]}),
    rec("list_ledger#PR-7730415", "tool:peak.list_ledger", {
        "ledger": [
            {"entry_id": "E-260120-5502", "kind": "REDEMPTION", "ref": "KV-9931-1186", "points": -36000,
             "state": "POSTED", "posted_on": "2026-01-20", "expires_on": None},
            {"entry_id": "E-251001-0917", "kind": "REDEMPTION", "ref": "KV-8820-0051", "points": -19500,
             "state": "POSTED", "posted_on": "2025-10-01", "expires_on": None}]}),
    pol("peak-evouchers#v2",
        "E-vouchers are valid for 6 months from issue and cannot be extended. Each voucher is single-use; any "
        "balance not spent in one transaction is forfeited. A voucher reported lost can be reissued once: the "
        "original number is cancelled and the new voucher keeps the original expiry date. Points used for vouchers "
        "are not refundable.", "v2"),
]
sc = Scenario("evoucher-reissue", DOM,
              "I lost my Harbourline voucher email. Which code do I use now and when does it expire?",
              ev, "2026-03-14T17:30:00+08:00")
sc.ok("Good evening Ms Siu. Your HK$300 Harbourline Department Store voucher is now KV-9931-4407, reissued in place of "
      "the lost KV-9931-1186, and it keeps its original expiry of 19 July 2026.",
      [N("Good evening Ms Siu"), S("Your HK$300 Harbourline Department Store voucher is now KV-9931-4407"),
       S("reissued in place of the lost KV-9931-1186"), S("it keeps its original expiry of 19 July 2026")],
      ["KV-9931-4407", "19 July 2026"],
      "KV-9931-4407 ACTIVE, reissue_of KV-9931-1186, face_value 30000 minor HKD, valid_until 2026-07-19.")
sc.ok("The voucher cost 36,000 points at the Platinum rate of 120 points per dollar. Please keep in mind that it is "
      "single-use, so any amount left unspent in the transaction is forfeited.",
      [S("The voucher cost 36,000 points"), S("the Platinum rate of 120 points per dollar"),
       S("it is single-use"), S("any amount left unspent in the transaction is forfeited")],
      ["36,000"],
      "Ledger redemption -36000; PLATINUM e_voucher rate 120 x 300 = 36,000; single-use rule in policy.")
sc.ok("Dear Ms Siu,\n\nA replacement voucher, KV-9931-4407, was issued yesterday, and the original number "
      "KV-9931-1186 has been cancelled. It may be used until 19/07/2026.\n\nWith warm regards,\nPeak Rewards "
      "Concierge",
      [N("Dear Ms Siu"), S("A replacement voucher, KV-9931-4407, was issued yesterday"),
       S("the original number KV-9931-1186 has been cancelled"), S("It may be used until 19/07/2026"),
       N("With warm regards"), N("Peak Rewards Concierge")],
      ["KV-9931-4407", "19/07/2026"],
      "reissued_on 2026-03-13 is the day before now (14 March); KV-9931-1186 CANCELLED.")
sc.bad("Good evening Ms Siu. Your HK$300 Harbourline Department Store voucher KV-9931-1186 remains valid until "
       "19 July 2026, so you can use it as before.",
       [N("Good evening Ms Siu"), C("voucher KV-9931-1186 remains valid", "IDENTIFIER_MISMATCH",
                                    "RECORD_STATE_MISMATCH"),
        S("until 19 July 2026"), C("so you can use it as before", "RECORD_STATE_MISMATCH", "NLI_CONTRADICTION")],
       ["stale_value", "wrong_state"], ["KV-9931-1186 remains valid", "you can use it as before"],
       "KV-9931-1186 was CANCELLED on reissue; the usable voucher is KV-9931-4407.")
sc.bad("Good evening Ms Siu. Your replacement voucher KV-9931-4407 is worth HK$300 and is valid until 20 July 2026. "
       "If you need longer, it can be extended once by three months on request.",
       [N("Good evening Ms Siu"), S("Your replacement voucher KV-9931-4407 is worth HK$300"),
        C("valid until 20 July 2026", *DATE), C("it can be extended once by three months on request", "NLI_CONTRADICTION")],
       ["wrong_date", "wrong_policy_condition"], ["20 July 2026", "extended once by three months"],
       "valid_until is 2026-07-19; the policy says e-vouchers cannot be extended.")
sc.bad("Good evening Ms Siu. Your new Harbourline voucher is KV-9931-4407, valid until 31 March 2026, and your Orchid "
       "Cafe voucher is still available to use as well.",
       [N("Good evening Ms Siu"), S("Your new Harbourline voucher is KV-9931-4407"),
        C("valid until 31 March 2026", *DATE),
        C("your Orchid Cafe voucher is still available to use", *STATE)],
       ["other_record_value", "wrong_state"], ["valid until 31 March 2026", "still available to use"],
       "31/03/2026 is the Orchid Cafe voucher's valid_until; the Harbourline voucher runs to 19/07/2026. The "
       "Orchid Cafe voucher was REDEEMED on 2026-02-14.")
sc.repair("Good evening Ms Siu. Please use voucher KV-9931-1186 for your HK$300 Harbourline Department Store credit; "
          "it is valid until 19 July 2026.",
          [N("Good evening Ms Siu"), C("Please use voucher KV-9931-1186", "IDENTIFIER_MISMATCH",
                                       "RECORD_STATE_MISMATCH"),
           S("your HK$300 Harbourline Department Store credit"), S("it is valid until 19 July 2026")],
          ["stale_value"], ["KV-9931-4407", "19 July 2026"], ["KV-9931-1186"],
          "KV-9931-1186 is CANCELLED (REISSUED_LOST); the active voucher is KV-9931-4407.")
sc.repair("Good evening Ms Siu. Your replacement voucher is KV-9931-4407, and it expires on 19 January 2026.",
          [N("Good evening Ms Siu"), S("Your replacement voucher is KV-9931-4407"),
           C("it expires on 19 January 2026", *DATE)],
          ["wrong_date"], ["19 July 2026|19/07/2026|19 Jul", "KV-9931-4407"], ["19 January 2026"],
          "valid_until 2026-07-19.")
SCENARIOS.append(sc)
