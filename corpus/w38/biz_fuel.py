"""Fuel-station rewards: Torrent Fuel 'Drive Club' (invented)."""
from w38common import (Scenario, rec, pol, psg, ref, ep, S, N, C, I, CI,
                       NUM, DATE, STATE, IDM, VAL, RULE_X, RULE_NONE, NOREC, NOTEX)

DOM = "fuel-station rewards"
SCENARIOS = []

# ---------------------------------------------------------------- F1 fill-up points
ev = [
    rec("get_member#TDC-3391", "tool:drive_club.get_member", {
        "member": {"card_no": "TDC 4410 2275 3391", "name": "YEUNG KIN WAH", "salutation": "MR",
                   "tier": {"code": "SILVER", "qualifies_until": "2026-12-31",
                            "next_tier_threshold": {"code": "GOLD", "litres": "2000.00"}},
                   "litres_ytd": "612.40", "points_balance": 4318},
        "earn_table": {"fuel_points_per_litre": {"BRONZE": {"REGULAR": "2", "PREMIUM_98": "3"},
                                                 "SILVER": {"REGULAR": "3", "PREMIUM_98": "4"},
                                                 "GOLD": {"REGULAR": "4", "PREMIUM_98": "6"}},
                       "shop_points_per_hkd10": "1"}}),
    rec("get_transaction#TX-TY-0314-2047", "tool:drive_club.get_transaction", {
        "transaction": {"txn_ref": "TX-TY-0314-2047", "station": "Torrent Tsing Yi", "tz": "Asia/Hong_Kong",
                        "at_epoch": ep("2026-03-14 20:47"),
                        "lines": [
                            {"kind": "FUEL", "grade": "PREMIUM_98", "dispensed_litres": "48.62",
                             "price_per_litre": "32.30", "amount": {"amount_minor": 157043, "currency": "HKD"}},
                            {"kind": "SHOP", "item": "CAR_WASH_STANDARD",
                             "amount": {"amount_minor": 8800, "currency": "HKD"}}]}}),
    rec("list_ledger#TDC-3391", "tool:drive_club.list_ledger", {
        "ledger": [
            {"entry_id": "TD-260314-3317", "txn_ref": "TX-TY-0314-2047", "type": "FUEL", "points": 192,
             "state": "PENDING", "posted_on": None, "expected_post_on": "2026-03-16", "expires_on": None},
            {"entry_id": "TD-260314-3318", "txn_ref": "TX-TY-0314-2047", "type": "SHOP", "points": 8,
             "state": "POSTED", "posted_on": "2026-03-14", "expires_on": "2027-12-31"},
            {"entry_id": "TD-260228-1290", "txn_ref": "TX-KT-0228-0812", "type": "FUEL", "points": 156,
             "state": "POSTED", "posted_on": "2026-03-02", "expires_on": "2027-12-31"}]}),
    pol("drive-club-earning#2026",
        "Fuel points are earned per litre at the rate for your tier and fuel grade, calculated on litres dispensed "
        "rounded down to the whole litre. Shop purchases earn 1 point for every HK$10 spent. Fuel points show as "
        "pending and post within 2 days of the fill-up. Points are not earned on fleet-card transactions.", "2026"),
    psg("promo-march-premium#1",
        "March 2026 offer: double fuel points on Premium 98 every Tuesday in March.\n"
        "The offer applies to Drive Club members at all Torrent stations.", "web:torrent-promos"),
]
sc = Scenario("fill-up-points", DOM, "I filled up last night but my points haven't appeared. Didn't I get double points?",
              ev, "2026-03-15T09:00:00+08:00")
sc.ok("Good morning Mr Yeung, thank you for filling up with us. Your 48.62 litres of Premium 98 at Tsing Yi last "
      "night earned 192 points, that is 48 whole litres at the Silver rate of 4 points per litre, and they are "
      "pending until tomorrow.",
      [N("thank you for filling up with us"), S("Your 48.62 litres of Premium 98 at Tsing Yi last night"),
       S("earned 192 points"), S("48 whole litres at the Silver rate of 4 points per litre"),
       S("they are pending until tomorrow")],
      ["192", "48.62"],
      "Fuel line 48.62 L PREMIUM_98 at 20:47 on 14 March; SILVER PREMIUM_98 rate 4 x floor(48.62) = 192; entry "
      "PENDING, expected 2026-03-16 (the day after now).")
sc.ok("The double points offer on Premium 98 runs on Tuesdays in March, so it didn't apply to a Saturday fill-up. "
      "Your car wash of HK$88.00 added a further 8 points, which have already posted.",
      [S("The double points offer on Premium 98 runs on Tuesdays in March"),
       S("it didn't apply to a Saturday fill-up"), S("Your car wash of HK$88.00"), S("added a further 8 points"),
       S("which have already posted")],
      ["8 points"],
      "Promo passage: Tuesdays only; 14 March 2026 is a Saturday; SHOP line 8800 minor = HK$88.00; 1 pt per HK$10 "
      "-> entry TD-260314-3318 8 points POSTED.")
sc.ok("192 points for 48.62 L (pending, posting Monday), plus 8 points for the car wash.",
      [S("192 points for 48.62 L"), S("pending, posting Monday"), S("plus 8 points for the car wash")],
      ["192"],
      "Fuel entry 192 PENDING expected 2026-03-16 (Monday); shop entry 8.")
sc.bad("Good morning Mr Yeung. Your 48.62 litres of Premium 98 at Tsing Yi last night earned 194 points at the Silver "
       "rate of 4 points per litre, and they are pending until tomorrow.",
       [N("Good morning Mr Yeung"), S("Your 48.62 litres of Premium 98 at Tsing Yi last night"),
        C("earned 194 points", *NUM), S("the Silver rate of 4 points per litre"),
        S("they are pending until tomorrow")],
       ["wrong_arithmetic"], ["194 points"],
       "Policy rounds litres down to 48, so 48 x 4 = 192 (the ledger entry holds 192); 194 ignores the rounding rule.")
sc.bad("Good morning Mr Yeung. As it was a promotion weekend, your Premium 98 fill-up earns double points, so 384 "
       "points in total will post tomorrow.",
       [N("Good morning Mr Yeung"), C("As it was a promotion weekend, your Premium 98 fill-up earns double points",
                                      "NLI_CONTRADICTION"),
        C("so 384 points in total will post tomorrow", *NUM)],
       ["condition_unmet", "wrong_amount"], ["earns double points", "384 points"],
       "The double points offer is Tuesdays only; the fill-up was on a Saturday and the pending entry is 192.")
sc.bad("Good morning Mr Yeung. Your 46.82 litres of Premium 98 at Tsing Yi, bought at 12:47 PM yesterday, earned "
       "192 points, which are pending until tomorrow.",
       [N("Good morning Mr Yeung"), C("Your 46.82 litres of Premium 98", *VAL),
        C("bought at 12:47 PM yesterday", "DATE_MISMATCH", "VALUE_MISMATCH"), S("earned 192 points"),
        S("which are pending until tomorrow")],
       ["wrong_quantity", "unit_conversion"], ["46.82 litres", "12:47 PM"],
       "dispensed_litres is 48.62; at_epoch is 12:47 UTC, i.e. 8:47 PM Hong Kong time.")
sc.repair("Good morning Mr Yeung. Your 48.62 litres of Premium 98 earned 194 points at the Silver rate, and they are "
          "pending until tomorrow.",
          [N("Good morning Mr Yeung"), S("Your 48.62 litres of Premium 98"), C("earned 194 points", *NUM),
           S("at the Silver rate"), S("they are pending until tomorrow")],
          ["wrong_arithmetic"], ["192", "48.62"], ["194 points"],
          "Ledger TD-260314-3317 holds 192 (48 whole litres x 4).")
SCENARIOS.append(sc)

# ---------------------------------------------------------------- F2 vouchers: reissued car wash, fuel discount conditions
ev = [
    rec("get_member#TDC-8850", "tool:drive_club.get_member", {
        "member": {"card_no": "TDC 4410 3108 8850", "name": "TAM PUI SHAN", "salutation": "MS",
                   "tier": {"code": "BRONZE", "qualifies_until": "2026-12-31",
                            "next_tier_threshold": {"code": "SILVER", "litres": "800.00"}},
                   "points_balance": 1290},
        "vouchers": [
            {"voucher_code": "CW-55877", "type": "CAR_WASH", "face_value": {"amount_minor": 8800, "currency": "HKD"},
             "valid_from": "2026-03-02", "valid_until": "2026-04-30", "state": "ACTIVE", "replaces": "CW-55102"},
            {"voucher_code": "CW-55102", "type": "CAR_WASH", "face_value": {"amount_minor": 8800, "currency": "HKD"},
             "valid_from": "2026-01-02", "valid_until": "2026-03-31", "state": "VOID",
             "void_reason": "REISSUED_SYSTEM_ERROR"},
            {"voucher_code": "FD-30021", "type": "FUEL_DISCOUNT", "face_value": {"amount_minor": 5000, "currency": "HKD"},
             "valid_from": "2026-04-01", "valid_until": "2026-04-30", "state": "ISSUED",
             "conditions": {"min_fuel_spend_minor": 40000, "grades": ["REGULAR", "PREMIUM_98"]}}]}),
    pol("drive-club-vouchers#v4",
        "Car wash vouchers cover one standard wash at any Torrent station with a wash bay. Fuel discount vouchers "
        "apply to a single fuel transaction of at least the minimum spend shown on the voucher, and only between "
        "their valid-from and valid-until dates. Vouchers cannot be combined on the same transaction or exchanged "
        "for cash. A voucher reissued after a system error replaces the original, which can no longer be "
        "scanned.", "v4"),
]
sc = Scenario("wash-and-fuel-vouchers", DOM,
              "My car wash voucher says it expires 31 March, can I still use it in April? And can I use my HK$50 "
              "fuel voucher on my HK$350 fill-up tomorrow?",
              ev, "2026-03-27T19:40:00+08:00")
sc.ok("Good evening Ms Tam. Your car wash voucher was reissued as CW-55877 and is now valid until 30 April 2026, so "
      "April is fine; the old code CW-55102 can no longer be scanned. The HK$50 fuel voucher, however, can't be used "
      "tomorrow: it only becomes valid on 1 April, and it needs a single fill-up of at least HK$400.",
      [N("Good evening Ms Tam"), S("Your car wash voucher was reissued as CW-55877"),
       S("is now valid until 30 April 2026"), S("so April is fine"), S("the old code CW-55102 can no longer be scanned"),
       S("The HK$50 fuel voucher, however, can't be used tomorrow"), S("it only becomes valid on 1 April"),
       S("it needs a single fill-up of at least HK$400")],
      ["CW-55877", "HK$400"],
      "CW-55877 ACTIVE to 2026-04-30 replaces VOID CW-55102; FD-30021 face 5000 minor, valid_from 2026-04-01, "
      "min_fuel_spend_minor 40000; tomorrow is 28 March.")
sc.ok("Here is how your vouchers stand:\n"
      "- Car wash (CW-55877): valid until 30/04/2026, one standard wash at any station with a wash bay\n"
      "- Fuel discount HK$50 (FD-30021): valid 01/04/2026 to 30/04/2026, on a single fill-up of HK$400 or more\n"
      "Please note the two vouchers cannot be combined on the same transaction.",
      [N("Here is how your vouchers stand"), S("Car wash (CW-55877): valid until 30/04/2026"),
       S("one standard wash at any station with a wash bay"), S("Fuel discount HK$50 (FD-30021)"),
       S("valid 01/04/2026 to 30/04/2026"), S("on a single fill-up of HK$400 or more"),
       S("the two vouchers cannot be combined on the same transaction")],
      ["30/04/2026", "HK$400"],
      "Voucher fields of CW-55877 and FD-30021; wash-bay, single-transaction and no-combining rules in the policy.")
sc.ok("Car wash: yes, until 30/04/2026 (code CW-55877). Fuel voucher: not tomorrow, as it starts on 01/04/2026 and "
      "needs HK$400 of fuel.",
      [S("Car wash: yes, until 30/04/2026 (code CW-55877)"), S("Fuel voucher: not tomorrow"),
       S("it starts on 01/04/2026"), S("needs HK$400 of fuel")],
      ["CW-55877"],
      "CW-55877 valid_until 2026-04-30; FD-30021 valid_from 2026-04-01, min spend 40000 minor HKD.")
sc.bad("Good evening Ms Tam. I'm afraid your car wash voucher CW-55102 expires on 31 March 2026, so it can't be used "
       "in April. The HK$50 fuel voucher only becomes valid on 1 April and needs a fill-up of at least HK$400.",
       [N("Good evening Ms Tam"), C("your car wash voucher CW-55102 expires on 31 March 2026", "DATE_MISMATCH",
                                    "IDENTIFIER_MISMATCH", "RECORD_STATE_MISMATCH"),
        C("so it can't be used in April", "NLI_CONTRADICTION", "RECORD_STATE_MISMATCH", "VALUE_MISMATCH"),
        S("The HK$50 fuel voucher only becomes valid on 1 April"), S("needs a fill-up of at least HK$400")],
       ["stale_value", "wrong_state"], ["CW-55102 expires on 31 March", "can't be used in April"],
       "CW-55102 is VOID; the reissued CW-55877 runs to 30/04/2026, so April is fine.")
sc.bad("Good evening Ms Tam. Your car wash voucher CW-55877 is valid until 30 April 2026. The HK$50 fuel voucher "
       "starts on 1 April, and from then it will apply to a fill-up like tomorrow's HK$350 one.",
       [N("Good evening Ms Tam"), S("Your car wash voucher CW-55877 is valid until 30 April 2026"),
        S("The HK$50 fuel voucher starts on 1 April"),
        C("it will apply to a fill-up like tomorrow's HK$350 one", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
       ["condition_unmet"], ["apply to a fill-up like tomorrow's HK$350 one"],
       "FD-30021 requires a minimum fuel spend of 40000 minor (HK$400); HK$350 is below it.")
sc.bad("Good evening Ms Tam. Your car wash voucher has been reissued as CW-55787 and is valid until 30 April 2026. "
       "The HK$50 fuel voucher can't be used tomorrow, as it only starts on 1 April.",
       [N("Good evening Ms Tam"), C("reissued as CW-55787", *IDM), S("is valid until 30 April 2026"),
        S("The HK$50 fuel voucher can't be used tomorrow"), S("it only starts on 1 April")],
       ["wrong_id"], ["CW-55787"],
       "The reissued voucher code is CW-55877.")
sc.repair("Good evening Ms Tam. Your reissued car wash voucher is CW-55787, valid until 30 April 2026. The HK$50 fuel "
          "voucher starts on 1 April and needs a fill-up of at least HK$400.",
          [N("Good evening Ms Tam"), C("Your reissued car wash voucher is CW-55787", *IDM),
           S("valid until 30 April 2026"), S("The HK$50 fuel voucher starts on 1 April"),
           S("needs a fill-up of at least HK$400")],
          ["wrong_id"], ["CW-55877", "HK$400"], ["CW-55787"],
          "voucher_code CW-55877 replaces CW-55102.")
SCENARIOS.append(sc)

# ---------------------------------------------------------------- F3 Gold retention litres
ev = [
    rec("get_member#TDC-6014", "tool:drive_club.get_member", {
        "member": {"card_no": "TDC 4410 1187 6014", "name": "CHOW MAN KIT", "salutation": "MR",
                   "tier": {"code": "GOLD", "qualifies_until": "2026-03-31", "next_tier_threshold": None,
                            "retain_threshold_litres": "1800.00", "fallback_tier": "SILVER"},
                   "qualification_year": {"starts": "2025-04-01", "ends": "2026-03-31", "litres": "1642.75"},
                   "points_balance": 22610},
        "linked_cards": [{"card_no": "TDC-F 7720 0031 5580", "type": "FLEET", "company": "Kit Chow Logistics Ltd",
                          "litres_in_year": "410.00"}],
        "earn_table": {"fuel_points_per_litre": {"BRONZE": {"REGULAR": "2", "PREMIUM_98": "3"},
                                                 "SILVER": {"REGULAR": "3", "PREMIUM_98": "4"},
                                                 "GOLD": {"REGULAR": "4", "PREMIUM_98": "6"}}}}),
    pol("drive-club-tiers#2025",
        "The Drive Club qualification year runs from 1 April to 31 March. Gold is retained for a further year if "
        "you buy at least 1,800 litres on your personal card in the qualification year. Members who fall short "
        "move to Silver on 1 April. Litres bought on fleet or company cards never count towards a personal tier, "
        "even when the cards are linked.", "2025-04"),
    psg("kb-stations#hours",
        "Station opening hours\nMost Torrent stations open from 6 AM to midnight.\n"
        "Tsing Yi and Kai Tak stations are open 24 hours.", "kb:stations"),
]
sc = Scenario("gold-retention", DOM, "How many litres do I still need to keep my Gold status?",
              ev, "2026-03-24T08:15:00+08:00")
sc.ok("Good morning Mr Chow. You have bought 1,642.75 litres this qualification year, so another 157.25 litres by "
      "31 March will keep your Gold status for a further year.",
      [N("Good morning Mr Chow"), S("You have bought 1,642.75 litres this qualification year"),
       S("another 157.25 litres by 31 March"), S("will keep your Gold status for a further year")],
      ["157.25", "31 March"],
      "qualification_year.litres 1642.75; retain_threshold_litres 1800 -> 157.25; year ends 2026-03-31.")
sc.ok("Should you fall short, you would move to Silver on 1 April, and Premium 98 would then earn 4 points per litre "
      "rather than 6. Please note that the 410 litres on your company fleet card don't count towards your personal "
      "tier.",
      [S("you would move to Silver on 1 April"), S("Premium 98 would then earn 4 points per litre rather than 6"),
       S("the 410 litres on your company fleet card"), S("don't count towards your personal tier")],
      ["410 litres"],
      "Policy: fall short -> Silver on 1 April; earn table PREMIUM_98 SILVER 4, GOLD 6; fleet card 410.00 litres "
      "excluded by policy.")
sc.ok("You're 157.25 litres short of the 1,800 needed, with the qualification year closing on Tuesday 31 March, a week "
      "from today.",
      [S("You're 157.25 litres short of the 1,800 needed"), S("the qualification year closing on Tuesday 31 March"),
       S("a week from today")],
      ["157.25"],
      "1800 - 1642.75 = 157.25; ends 2026-03-31, a Tuesday, 7 days after now (Tue 24 March).")
sc.bad("Good morning Mr Chow. You have bought 1,642.75 litres this qualification year, so another 167.25 litres by "
       "31 March will keep your Gold status for a further year.",
       [N("Good morning Mr Chow"), S("You have bought 1,642.75 litres this qualification year"),
        C("another 167.25 litres by 31 March", *NUM), S("will keep your Gold status for a further year")],
       ["wrong_arithmetic"], ["167.25"],
       "1,800 - 1,642.75 = 157.25.")
sc.bad("Good morning Mr Chow. Together with the 410 litres on your linked fleet card, you've bought 2,052.75 litres "
       "this year, so your Gold status is already secure for another year.",
       [N("Good morning Mr Chow"), C("Together with the 410 litres on your linked fleet card", "NLI_CONTRADICTION"),
        C("you've bought 2,052.75 litres this year", *NUM),
        C("your Gold status is already secure for another year", "RECORD_STATE_MISMATCH", "NLI_CONTRADICTION")],
       ["wrong_policy_condition", "wrong_quantity", "condition_unmet"],
       ["Together with the 410 litres", "2,052.75 litres", "already secure"],
       "Fleet-card litres never count (policy); personal litres are 1,642.75, short of 1,800, so Gold is not yet "
       "retained.")
sc.bad("Good morning Mr Chow. You need another 157.25 litres by 31 March to keep Gold. All our stations are open 24 "
       "hours, so you can fill up any time before the year closes.",
       [N("Good morning Mr Chow"), S("You need another 157.25 litres by 31 March to keep Gold"),
        C("All our stations are open 24 hours", "NLI_CONTRADICTION")],
       ["invented_fact"], ["All our stations are open 24 hours"],
       "The stations passage says most open 6 AM to midnight; only Tsing Yi and Kai Tak are 24 hours.")
sc.repair("Good morning Mr Chow. You have bought 1,642.75 litres this qualification year and need 1,800 to keep Gold, "
          "so 257.25 more litres by 31 March will do it.",
          [N("Good morning Mr Chow"), S("You have bought 1,642.75 litres this qualification year"),
           S("need 1,800 to keep Gold"), C("257.25 more litres", *NUM), S("by 31 March")],
          ["wrong_arithmetic"], ["157.25", "1,642.75"], ["257.25"],
          "1800 - 1642.75 = 157.25.")
SCENARIOS.append(sc)

# ---------------------------------------------------------------- F4 fill-up on blocked card, credit escalated
ev = [
    rec("get_member#TDC-9126", "tool:drive_club.get_member", {
        "member": {"name": "WONG SZE WAN", "salutation": "MS",
                   "tier": {"code": "SILVER", "qualifies_until": "2026-12-31",
                            "next_tier_threshold": {"code": "GOLD", "litres": "2000.00"}},
                   "points_balance": 2987,
                   "cards": [
                       {"card_no": "TDC 4410 2290 0457", "state": "BLOCKED", "blocked_on": "2026-03-03",
                        "block_reason": "REPORTED_LOST"},
                       {"card_no": "TDC 4410 2290 9126", "state": "ACTIVE", "issued_on": "2026-03-05"}]}}),
    rec("list_transactions#TDC-9126", "tool:drive_club.list_transactions", {
        "transactions": [
            {"txn_ref": "TX-TY-0304-0733", "station": "Torrent Tsing Yi", "at_epoch": ep("2026-03-04 07:33"),
             "card_scanned": "TDC 4410 2290 0457", "grade": "REGULAR", "dispensed_litres": "40.10",
             "amount": {"amount_minor": 118616, "currency": "HKD"}, "points_credited": 0,
             "not_credited_reason": "CARD_BLOCKED"},
            {"txn_ref": "TX-KT-0310-1822", "station": "Torrent Kai Tak", "at_epoch": ep("2026-03-10 18:22"),
             "card_scanned": "TDC 4410 2290 9126", "grade": "REGULAR", "dispensed_litres": "35.00",
             "amount": {"amount_minor": 103530, "currency": "HKD"}, "points_credited": 105,
             "ledger": {"entry_id": "TD-260310-5561", "points": 105, "state": "POSTED", "posted_on": "2026-03-11"}}]}),
    ref("credit_missing_points#call-2", "drive_club.credit_missing_points", "ESCALATE",
        {"txn_ref": "TX-TY-0304-0733", "to_card": "TDC 4410 2290 9126", "points": 120}),
    pol("drive-club-lost-cards#v2",
        "Report a lost card straight away so that nobody else can use your points. Purchases scanned with a card "
        "reported lost or blocked do not earn points automatically. You can ask us to move them to your new card "
        "within 30 days of purchase; these requests are reviewed by our loyalty team within 10 working days.",
        "v2"),
]
sc = Scenario("blocked-card-points", DOM,
              "I filled up on 4 March with my old card by mistake and got no points. Can you add them?",
              ev, "2026-03-12T14:00:00+08:00")
sc.ok("Good afternoon Ms Wong. Your fill-up of 40.10 litres at Tsing Yi on 4 March was scanned with your old card "
      "ending 0457, which had been blocked the day before, so no points were added. I've passed a request to our "
      "loyalty team to move the 120 points to your new card ending 9126; they review such requests within 10 "
      "working days.",
      [N("Good afternoon Ms Wong"), S("Your fill-up of 40.10 litres at Tsing Yi on 4 March"),
       S("scanned with your old card ending 0457"), S("which had been blocked the day before"),
       S("so no points were added"), S("I've passed a request to our loyalty team to move the 120 points"),
       S("your new card ending 9126"), S("they review such requests within 10 working days")],
      ["120 points", "10 working days"],
      "TX-TY-0304-0733 40.10 L scanned on card 0457 BLOCKED 2026-03-03, points_credited 0; "
      "credit_missing_points ESCALATED for 120 points to 9126; policy: 10 working days.")
sc.ok("Your fill-up at Kai Tak on 10 March, made with the new card, earned 105 points, and those have already posted.",
      [S("Your fill-up at Kai Tak on 10 March"), S("made with the new card"), S("earned 105 points"),
       S("those have already posted")],
      ["105 points"],
      "TX-KT-0310-1822 on card 9126, ledger TD-260310-5561 105 POSTED.")
sc.ok("The 120 missing points are now with our loyalty team for review.",
      [S("The 120 missing points are now with our loyalty team for review")],
      ["120"],
      "Escalated credit_missing_points call for 120 points.")
sc.bad("Good afternoon Ms Wong. I've now credited the 120 points from your 4 March fill-up to your new card ending "
       "9126, so they'll show in your balance straight away.",
       [N("Good afternoon Ms Wong"), C("I've now credited the 120 points", *NOTEX), S("from your 4 March fill-up"),
        S("your new card ending 9126"), C("they'll show in your balance straight away", "NOT_EXECUTED",
                                          "NLI_CONTRADICTION")],
       ["refused_call_effect", "invented_promise"], ["I've now credited the 120 points", "straight away"],
       "credit_missing_points was ESCALATED, not executed; the policy gives a review of up to 10 working days.")
sc.bad("Good afternoon Ms Wong. Your 4 March fill-up used your old card ending 0457, which was blocked on 5 March. I've "
       "asked our loyalty team to move the 120 points to your new card, and they'll review it within 5 working days.",
       [N("Good afternoon Ms Wong"), S("Your 4 March fill-up used your old card ending 0457"),
        C("which was blocked on 5 March", *DATE), S("I've asked our loyalty team to move the 120 points"),
        C("within 5 working days", *RULE_X)],
       ["other_record_value", "wrong_period"], ["blocked on 5 March", "within 5 working days"],
       "blocked_on is 2026-03-03 (5 March is the new card's issued_on); the policy says 10 working days.")
sc.bad("Good afternoon Ms Wong. Your fill-up at our Kai Tak station on 4 March was made with your blocked card, so I've "
       "asked our loyalty team to move the 160 missing points to your new card ending 9126.",
       [N("Good afternoon Ms Wong"), C("Your fill-up at our Kai Tak station on 4 March", *VAL),
        S("was made with your blocked card"), C("the 160 missing points", *NUM), S("your new card ending 9126")],
       ["wrong_name", "wrong_amount"], ["Kai Tak station on 4 March", "160 missing points"],
       "The 4 March fill-up was at Torrent Tsing Yi (Kai Tak was the 10 March one); the escalated request is for "
       "120 points.")
sc.repair("Good afternoon Ms Wong. I've added the 120 points from your 4 March fill-up to your new card ending 9126.",
          [N("Good afternoon Ms Wong"), C("I've added the 120 points", *NOTEX), S("from your 4 March fill-up"),
           S("your new card ending 9126")],
          ["refused_call_effect"], ["review|escalat|passed|not yet|unable|could not|couldn't", "120"],
          ["I've added the 120 points"],
          "credit_missing_points#call-2 ESCALATE.")
SCENARIOS.append(sc)
