"""Hotel points programme: Lantern Suites Rewards (invented)."""
from w38common import (Scenario, rec, pol, psg, ref, ep, S, N, C, I, CI,
                       NUM, DATE, STATE, IDM, VAL, RULE_X, RULE_NONE, NOREC, NOTEX)

DOM = "hotel points programme"
SCENARIOS = []

# ---------------------------------------------------------------- H1 stay points pending
ev = [
    rec("get_member#LSR-80417236", "tool:lsr.get_member", {
        "member": {"member_id": "LSR-80417236", "name": "CHAN TAK MING", "salutation": "MR",
                   "tier": {"code": "GOLD", "qualifies_until": "2027-02-28",
                            "next_tier_threshold": {"code": "PLATINUM", "nights": 50}},
                   "points_balance": 112480},
        "earn_table": {"basis": "POINTS_PER_HKD_ELIGIBLE", "rates": {"MEMBER": 5, "SILVER": 6, "GOLD": 7,
                                                                    "PLATINUM": 10}}}),
    rec("get_stay#LSM-5530912", "tool:lsr.get_stay", {
        "stay": {"confirmation_no": "LSM-5530912",
                 "property": {"code": "SINMB", "name": "Lantern Suites Marina Bay", "tz": "Asia/Singapore"},
                 "check_in_epoch": ep("2026-02-24 15:00", "Asia/Singapore"),
                 "check_out_epoch": ep("2026-02-27 11:00", "Asia/Singapore"), "nights": 3,
                 "folio": {"total": {"amount_minor": 93620, "currency": "SGD"},
                           "eligible_spend": {"amount_minor": 83500, "currency": "SGD"},
                           "eligible_spend_hkd": {"amount_minor": 486000, "currency": "HKD", "fx_rate": "5.8204"}},
                 "state": "CHECKED_OUT"}}),
    rec("list_ledger#LSR-80417236", "tool:lsr.list_ledger", {
        "ledger": [
            {"entry_id": "PT-0227-88121", "type": "STAY", "ref": "LSM-5530912", "points": 34020, "state": "PENDING",
             "posted_on": None, "expected_post_on": "2026-03-09", "expires_on": None},
            {"entry_id": "PT-0227-88120", "type": "ELITE_AMENITY", "ref": "LSM-5530912", "points": 1000,
             "state": "POSTED", "posted_on": "2026-02-27", "expires_on": "2028-02-29"},
            {"entry_id": "PT-0114-70233", "type": "STAY", "ref": "LSK-4471208", "points": 12600, "state": "POSTED",
             "posted_on": "2026-01-14", "expires_on": "2028-01-31"}]}),
    pol("lsr-earning#2026",
        "Base points are earned on the eligible room rate and on-property dining charged to the room, at the rate "
        "for your tier shown in the earn table, calculated in Hong Kong dollars. Taxes, service charges and "
        "bookings made through third-party sites do not earn points. Stay points normally post within 10 days of "
        "check-out and show as pending until then. Gold and Platinum members may choose 1,000 bonus points as "
        "their welcome amenity on each stay.", "2026-01"),
]
sc = Scenario("stay-points", DOM,
              "I stayed at Marina Bay last week but I only see 1,000 points. Where are the rest?",
              ev, "2026-03-04T12:00:00+08:00")
sc.ok("Good afternoon Mr Chan, thank you for staying with us at Lantern Suites Marina Bay. The 1,000 points you can "
      "see are your Gold welcome amenity, posted on 27/02/2026. The stay points themselves, 34,020 in total, are "
      "pending and expected to post on 09/03/2026.",
      [N("thank you for staying with us at Lantern Suites Marina Bay"),
       S("The 1,000 points you can see are your Gold welcome amenity"), S("posted on 27/02/2026"),
       S("The stay points themselves, 34,020 in total, are pending"), S("expected to post on 09/03/2026")],
      ["34,020", "09/03/2026"],
      "PT-0227-88120 ELITE_AMENITY 1000 posted 2026-02-27; PT-0227-88121 STAY 34020 PENDING, expected "
      "2026-03-09.")
sc.ok("Your Marina Bay stay earned 34,020 points: HK$4,860.00 of eligible spend at the Gold rate of 7 points per "
      "Hong Kong dollar. Taxes and service charges do not earn points, which is why the figure is lower than your "
      "full folio of S$936.20.",
      [S("earned 34,020 points"), S("HK$4,860.00 of eligible spend"),
       S("the Gold rate of 7 points per Hong Kong dollar"), S("Taxes and service charges do not earn points"),
       S("your full folio of S$936.20")],
      ["34,020", "HK$4,860.00"],
      "eligible_spend_hkd 486000 minor = HK$4,860.00, GOLD rate 7 -> 34,020; folio total 93620 SGD minor = "
      "S$936.20; taxes excluded per policy.")
sc.ok("Dear Mr Chan,\n\nYou checked out of Lantern Suites Marina Bay at 11:00 AM on 27 February, and stay points "
      "normally post within 10 days of check-out. The 34,020 points are therefore due by Monday, 9 March.\n\n"
      "Kind regards,\nLantern Suites Rewards Concierge",
      [N("Dear Mr Chan"), S("You checked out of Lantern Suites Marina Bay at 11:00 AM on 27 February"),
       S("stay points normally post within 10 days of check-out"),
       S("The 34,020 points are therefore due by Monday, 9 March"), N("Kind regards"),
       N("Lantern Suites Rewards Concierge")],
      ["34,020", "9 March"],
      "check_out_epoch is 11:00 Asia/Singapore (property tz) on 27 Feb; policy 10 days; expected_post_on "
      "2026-03-09, a Monday.")
sc.bad("Your Marina Bay stay earned 48,600 points: HK$4,860.00 of eligible spend at the Gold rate of 10 points per "
       "Hong Kong dollar. They are pending and expected to post on 9 March 2026.",
       [C("earned 48,600 points", *NUM), S("HK$4,860.00 of eligible spend"),
        C("the Gold rate of 10 points per Hong Kong dollar", *VAL), S("They are pending"),
        S("expected to post on 9 March 2026")],
       ["wrong_amount", "wrong_value"], ["48,600 points", "rate of 10 points"],
       "earn_table GOLD is 7 (10 is PLATINUM); the pending entry is 34,020.")
sc.bad("Good afternoon Mr Chan. The 1,000 points already on your account are the stay points for Marina Bay, posted "
       "on 27 February; the remaining 33,020 points are pending.",
       [N("Good afternoon Mr Chan"),
        C("The 1,000 points already on your account are the stay points for Marina Bay", *VAL),
        S("posted on 27 February"), C("the remaining 33,020 points are pending", *NUM)],
       ["wrong_role", "wrong_arithmetic"], ["are the stay points for Marina Bay", "remaining 33,020"],
       "The 1,000 are the ELITE_AMENITY entry, not stay points; the STAY entry is a separate 34,020 pending, so "
       "nothing is subtracted.")
sc.bad("Good afternoon Mr Chan, thank you for staying with us. The 34,020 stay points from Marina Bay are pending and "
       "expected to post on 09/03/2026. I've also added 2,000 bonus points as an apology for the wait, which will "
       "appear alongside them.",
       [N("thank you for staying with us"), S("The 34,020 stay points from Marina Bay are pending"),
        S("expected to post on 09/03/2026"), I("I've also added 2,000 bonus points", *NOREC)],
       ["unrecorded_extra"], ["added 2,000 bonus points"],
       "No ledger entry or call records a 2,000-point goodwill credit.")
sc.repair("Good afternoon Mr Chan. The 1,000 points you can see are your Gold welcome amenity. Your 34,020 stay "
          "points are pending and expected to post on 19/03/2026.",
          [N("Good afternoon Mr Chan"), S("The 1,000 points you can see are your Gold welcome amenity"),
           S("Your 34,020 stay points are pending"), C("expected to post on 19/03/2026", *DATE)],
          ["wrong_date"], ["09/03/2026|9 March|9/3/2026", "34,020"], ["19/03/2026"],
          "expected_post_on 2026-03-09.")
SCENARIOS.append(sc)

# ---------------------------------------------------------------- H2 dining credit not yet valid
ev = [
    rec("get_member#LSR-20583319", "tool:lsr.get_member", {
        "member": {"member_id": "LSR-20583319", "name": "LEUNG HOI YAN", "salutation": "MS",
                   "tier": {"code": "PLATINUM", "qualifies_until": "2027-02-28", "next_tier_threshold": None},
                   "points_balance": 286140,
                   "vouchers": [
                       {"voucher_code": "DC-PLT-26-0419", "type": "DINING_CREDIT",
                        "face_value": {"amount_minor": 50000, "currency": "HKD"}, "valid_from": "2026-04-01",
                        "valid_until": "2026-09-30", "state": "ISSUED", "issued_for": "PLATINUM_MILESTONE_2026"},
                       {"voucher_code": "DC-PLT-25-0733", "type": "DINING_CREDIT",
                        "face_value": {"amount_minor": 30000, "currency": "HKD"}, "valid_from": "2025-04-01",
                        "valid_until": "2025-12-31", "state": "EXPIRED"},
                       {"voucher_code": "SNA-26-1180", "type": "SUITE_UPGRADE", "face_value": None, "quantity": 2,
                        "valid_from": "2026-03-01", "valid_until": "2027-02-28", "state": "ACTIVE"}]}}),
    rec("get_dining_booking#EMB-260327-044", "tool:lsr.get_dining_booking", {
        "booking": {"ref": "EMB-260327-044", "outlet": "Ember Room, Lantern Suites Kowloon",
                    "start_epoch": ep("2026-03-27 19:30"), "tz": "Asia/Hong_Kong", "party_size": 4,
                    "state": "CONFIRMED"}}),
    pol("lsr-dining-credit#v2",
        "Platinum dining credits can be used at restaurants in Lantern Suites hotels in Hong Kong and Macau. A "
        "credit can be redeemed only between its valid-from and valid-until dates, one credit per bill, and any "
        "unused amount on the bill is forfeited. Credits cannot be exchanged for cash or points. Suite upgrade "
        "awards are confirmed up to 5 days before arrival, subject to availability.", "v2"),
]
sc = Scenario("dining-credit", DOM, "Can I use my HK$500 dining credit for our dinner at Ember Room this Friday?",
              ev, "2026-03-23T18:00:00+08:00")
sc.ok("Good evening Ms Leung, thank you for thinking of us for Friday's dinner. I'm afraid your HK$500 dining "
      "credit, DC-PLT-26-0419, only becomes valid on 1 April 2026, so it can't be applied to your Ember Room booking "
      "on 27 March. It will then remain usable until 30 September 2026 at our Hong Kong and Macau restaurants.",
      [N("thank you for thinking of us for Friday's dinner"), S("HK$500 dining credit, DC-PLT-26-0419"),
       S("only becomes valid on 1 April 2026"), S("it can't be applied to your Ember Room booking on 27 March"),
       S("remain usable until 30 September 2026"), S("at our Hong Kong and Macau restaurants")],
      ["1 April 2026", "HK$500"],
      "DC-PLT-26-0419 face_value 50000 minor HKD, valid_from 2026-04-01, valid_until 2026-09-30; booking is 27 "
      "March; policy: only between valid dates, HK and Macau restaurants.")
sc.ok("Your dining credit at a glance:\n- Value: HK$500\n- Usable from: 01/04/2026\n- Usable until: 30/09/2026\n"
      "- One credit per bill; any unused amount is forfeited\n"
      "Your table for four at 7:30 PM this Friday is confirmed, but it falls before the credit opens.",
      [N("Your dining credit at a glance"), S("Value: HK$500"), S("Usable from: 01/04/2026"),
       S("Usable until: 30/09/2026"), S("One credit per bill"), S("any unused amount is forfeited"),
       S("Your table for four at 7:30 PM this Friday is confirmed"), S("it falls before the credit opens")],
      ["01/04/2026", "7:30 PM"],
      "Voucher dates and face value from DC-PLT-26-0419; booking start_epoch 19:30 HKT on Fri 27 March, party 4, "
      "CONFIRMED.")
sc.ok("Not this Friday, I'm afraid: the HK$500 credit starts on 1 April and runs to 30 September 2026.",
      [S("Not this Friday"), S("the HK$500 credit starts on 1 April"), S("runs to 30 September 2026")],
      ["1 April"],
      "valid_from 2026-04-01 is after Friday 27 March; valid_until 2026-09-30.")
sc.bad("Good evening Ms Leung. Yes, your HK$500 dining credit can be used for your Ember Room dinner this Friday, "
       "27 March. It remains valid until 30 September 2026.",
       [N("Good evening Ms Leung"),
        C("your HK$500 dining credit can be used for your Ember Room dinner this Friday", "NLI_CONTRADICTION",
          "DATE_MISMATCH", "VALUE_MISMATCH"),
        S("27 March"), S("It remains valid until 30 September 2026")],
       ["condition_unmet"], ["can be used for your Ember Room dinner this Friday"],
       "valid_from is 2026-04-01; the policy allows use only between valid-from and valid-until.")
sc.bad("Good evening Ms Leung. Your Platinum dining credit of HK$300 opens on 1 April 2026, so Friday's dinner falls "
       "just before it. When you do use it, any unused balance stays on the credit for your next visit.",
       [N("Good evening Ms Leung"), C("Your Platinum dining credit of HK$300", *NUM), S("opens on 1 April 2026"),
        S("Friday's dinner falls just before it"),
        C("any unused balance stays on the credit for your next visit", "NLI_CONTRADICTION")],
       ["stale_value", "wrong_policy_condition"], ["credit of HK$300", "stays on the credit for your next visit"],
       "HK$300 is the face value of last year's EXPIRED credit DC-PLT-25-0733 (the current one is HK$500); the "
       "policy says unused amounts are forfeited.")
sc.bad("Ms Leung, the credit can't be used this Friday as it only opens on 1 April. Your booking for four at 8:30 PM "
       "remains confirmed, and as a small consolation your Platinum status also gives you 20% off the bill at Ember "
       "Room.",
       [S("the credit can't be used this Friday"), S("it only opens on 1 April"),
        C("Your booking for four at 8:30 PM", "DATE_MISMATCH", "VALUE_MISMATCH"), S("remains confirmed"),
        CI("your Platinum status also gives you 20% off the bill", *RULE_NONE, "NLI_CONTRADICTION")],
       ["wrong_time", "unlisted_perk"], ["8:30 PM", "20% off the bill"],
       "The booking starts 19:30 HKT; no evidence lists a Platinum dining discount.")
sc.repair("Good evening Ms Leung. Your HK$300 dining credit becomes valid on 1 April 2026, so it can't be used this "
          "Friday, 27 March. It stays valid until 30 September 2026.",
          [N("Good evening Ms Leung"), C("Your HK$300 dining credit", *NUM), S("becomes valid on 1 April 2026"),
           S("it can't be used this Friday, 27 March"), S("It stays valid until 30 September 2026")],
          ["stale_value"], ["HK$500|500", "1 April 2026"], ["HK$300"],
          "Current credit DC-PLT-26-0419 face_value 50000 = HK$500; HK$300 belongs to the expired 2025 credit.")
SCENARIOS.append(sc)

# ---------------------------------------------------------------- H3 nights to Platinum
ev = [
    rec("get_member#LSR-66190452", "tool:lsr.get_member", {
        "member": {"member_id": "LSR-66190452", "name": "KWOK SIU FONG", "salutation": "MRS",
                   "tier": {"code": "GOLD", "qualifies_until": "2027-02-28", "next_tier_code": "PLATINUM",
                            "next_tier_threshold": 50, "threshold_unit": "QUALIFYING_NIGHTS"},
                   "qualification": {"period": "2026-01-01/2026-12-31", "qualifying_nights": 38,
                                     "qualifying_stays": 14},
                   "points_balance": 96730}}),
    rec("list_reservations#LSR-66190452", "tool:lsr.list_reservations", {
        "reservations": [
            {"confirmation_no": "LSK-7720381", "property": "Lantern Suites Kowloon", "arrival": "2026-05-29",
             "departure": "2026-06-03", "nights": 5, "state": "CONFIRMED", "rate_code": "BAR"},
            {"confirmation_no": "LSS-7690214", "property": "Lantern Suites Sentosa", "arrival": "2026-04-17",
             "departure": "2026-04-20", "nights": 3, "state": "CANCELLED", "rate_code": "BAR"},
            {"confirmation_no": "LSM-7702255", "property": "Lantern Suites Marina Bay", "arrival": "2026-06-12",
             "departure": "2026-06-14", "nights": 2, "state": "CONFIRMED", "rate_code": "POINTS_AWARD"}]}),
    pol("lsr-status#2026",
        "Tier status is earned on qualifying nights completed between 1 January and 31 December. A night counts "
        "once the stay is checked out; upcoming and cancelled reservations do not count. Award nights booked with "
        "points count as qualifying nights. Platinum requires 50 qualifying nights, and status earned in one "
        "calendar year is held until the end of February of the year after next.", "2026-01"),
    psg("kb-lsr-benefits#platinum",
        "Platinum benefits\n10 base points per HK$1 of eligible spend.\nClub lounge access for two guests.\n"
        "Late check-out until 2 PM, subject to availability.", "kb:lsr-benefits"),
]
sc = Scenario("nights-to-platinum", DOM,
              "How many more nights until Platinum? Will my upcoming bookings get me there?",
              ev, "2026-05-12T11:30:00+08:00")
sc.ok("Good morning Mrs Kwok, lovely to hear from you. You have 38 qualifying nights this year, so 12 more will take "
      "you to Platinum at 50. Your two confirmed stays, five nights at Kowloon from 29 May and two award nights at "
      "Marina Bay from 12 June, will count once completed, leaving you 5 nights short.",
      [N("lovely to hear from you"), S("You have 38 qualifying nights this year"),
       S("12 more will take you to Platinum at 50"), S("five nights at Kowloon from 29 May"),
       S("two award nights at Marina Bay from 12 June"), S("will count once completed"),
       S("leaving you 5 nights short")],
      ["12 more", "5 nights short"],
      "qualifying_nights 38, threshold 50 -> 12; confirmed LSK-7720381 (5 nights) and POINTS_AWARD LSM-7702255 "
      "(2 nights) count after check-out per policy; 12-7 = 5. Sentosa is cancelled.")
sc.ok("Mrs Kwok, here is the arithmetic: 50 nights are required for Platinum and 38 have been completed, leaving 12. "
      "Award nights booked with points do count, so the 2 nights at Marina Bay in June will help.",
      [S("50 nights are required for Platinum"), S("38 have been completed"), S("leaving 12"),
       S("Award nights booked with points do count"), S("the 2 nights at Marina Bay in June")],
      ["leaving 12"],
      "Threshold and nights from get_member; award-night rule in lsr-status policy; LSM-7702255 is a 2-night "
      "POINTS_AWARD stay in June.")
sc.ok("Your Gold status is secure until 28/02/2027, and you need twelve further qualifying nights this calendar year "
      "to reach Platinum.",
      [S("Gold status is secure until 28/02/2027"), S("twelve further qualifying nights this calendar year")],
      ["28/02/2027"],
      "tier.qualifies_until 2027-02-28; 50-38 = 12.")
sc.bad("Good morning Mrs Kwok. You have 38 qualifying nights this year and need 50 for Platinum. With your Sentosa, "
       "Kowloon and Marina Bay stays adding ten nights, you'll be just 2 nights short.",
       [N("Good morning Mrs Kwok"), S("You have 38 qualifying nights this year"), S("need 50 for Platinum"),
        C("With your Sentosa, Kowloon and Marina Bay stays adding ten nights", "RECORD_STATE_MISMATCH",
          "VALUE_MISMATCH"),
        C("you'll be just 2 nights short", *NUM)],
       ["wrong_state", "wrong_arithmetic"], ["Sentosa, Kowloon and Marina Bay", "just 2 nights short"],
       "The Sentosa reservation LSS-7690214 is CANCELLED and does not count; 50-38-5-2 = 5 nights short.")
sc.bad("Good morning Mrs Kwok. You've completed 14 qualifying nights so far this year, so 36 more are needed to reach "
       "Platinum at 50.",
       [N("Good morning Mrs Kwok"), C("You've completed 14 qualifying nights", *VAL, "AMOUNT_MISMATCH"),
        C("so 36 more are needed", *NUM), S("to reach Platinum at 50")],
       ["wrong_role", "wrong_arithmetic"], ["14 qualifying nights", "36 more are needed"],
       "14 is qualification.qualifying_stays; qualifying_nights is 38, so 12 more are needed.")
sc.bad("Your Gold status is secure until 28/02/2027, and you need twelve further qualifying nights this calendar year "
       "to reach Platinum. Once there, Platinum also includes complimentary airport transfers on every stay.",
       [S("Gold status is secure until 28/02/2027"), S("twelve further qualifying nights this calendar year"),
        CI("Platinum also includes complimentary airport transfers", *RULE_NONE)],
       ["unlisted_perk"], ["complimentary airport transfers"],
       "The Platinum benefits passage lists points, club lounge and 2 PM late check-out only.")
sc.repair("Good morning Mrs Kwok. You have 38 qualifying nights this year, so you need 12 more for Platinum. Your "
          "five nights at Kowloon and two award nights at Marina Bay will count once completed, leaving you 3 nights "
          "short.",
          [N("Good morning Mrs Kwok"), S("You have 38 qualifying nights this year"), S("you need 12 more for Platinum"),
           S("five nights at Kowloon and two award nights at Marina Bay will count once completed"),
           C("leaving you 3 nights short", *NUM)],
          ["wrong_arithmetic"], ["5 nights short|five nights short|short by 5|short by five", "12 more"], ["3 nights short"],
          "12 - 5 - 2 = 5.")
SCENARIOS.append(sc)

# ---------------------------------------------------------------- H4 points conversion refused (account too new)
ev = [
    rec("get_member#LSR-91022784", "tool:lsr.get_member", {
        "member": {"member_id": "LSR-91022784", "name": "NG KA WAI", "salutation": "MR", "enrolled_on": "2026-02-10",
                   "tier": {"code": "SILVER", "qualifies_until": "2027-02-28", "next_tier_threshold": 25},
                   "points_balance": 74500, "transfer_eligible_from": "2026-04-11", "transfers_ytd_points": 0},
        "burn_table": {"airline_conversion": {
            "partner": "CRESTMILES", "block_points": 15000, "annual_cap_points": 150000,
            "points_per_mile": {"MEMBER": "3.0", "SILVER": "3.0", "GOLD": "2.5", "PLATINUM": "2.0"}}}}),
    rec("list_ledger#LSR-91022784", "tool:lsr.list_ledger", {
        "ledger": [
            {"entry_id": "PT-0302-10077", "type": "STAY", "ref": "LSK-6620917", "points": 52000, "state": "POSTED",
             "posted_on": "2026-03-02", "expires_on": "2028-03-31"},
            {"entry_id": "PT-0215-10041", "type": "ENROLMENT_BONUS", "points": 22500, "state": "POSTED",
             "posted_on": "2026-02-15", "expires_on": "2027-02-28"}]}),
    ref("transfer_points#call-3", "lsr.convert_to_partner", "DENY",
        {"member_id": "LSR-91022784", "partner": "CRESTMILES", "points": 60000, "partner_member_no": "CM61047725"}),
    pol("lsr-partner-conversion#v5",
        "Points can be converted to partner airline miles in blocks of 15,000 points, at the rate for your tier in "
        "the conversion table. Conversions are available once your account has been open for 60 days, and up to "
        "150,000 points can be converted in a calendar year. Converted miles usually arrive in the airline account "
        "within 5 working days. Conversions are final and cannot be reversed.", "v5"),
]
sc = Scenario("points-conversion", DOM, "Please move 60,000 of my points to my CrestMiles account.",
              ev, "2026-03-25T15:10:00+08:00")
sc.ok("Good afternoon Mr Ng, thank you for your request. I'm sorry, I wasn't able to complete the conversion of "
      "60,000 points today: conversions open once an account has been open for 60 days, and yours becomes eligible "
      "on 11 April 2026. At the Silver rate of 3 points per mile, 60,000 points would then give you 20,000 CrestMiles.",
      [N("thank you for your request"), S("I wasn't able to complete the conversion of 60,000 points today"),
       S("conversions open once an account has been open for 60 days"), S("yours becomes eligible on 11 April 2026"),
       S("the Silver rate of 3 points per mile"), S("60,000 points would then give you 20,000 CrestMiles")],
      ["11 April 2026", "20,000"],
      "convert_to_partner was DENIED; transfer_eligible_from 2026-04-11 (enrolled 2026-02-10 + 60 days); SILVER "
      "3.0 points per mile -> 20,000 miles.")
sc.ok("Mr Ng, a brief summary:\n- Current balance: 74,500 points\n"
      "- Conversion: not processed; your account reaches 60 days on 11/04/2026\n"
      "- 60,000 points = 4 blocks of 15,000 = 20,000 miles at the Silver rate\n"
      "- Miles usually arrive within 5 working days of a conversion",
      [N("a brief summary"), S("Current balance: 74,500 points"), S("Conversion: not processed"),
       S("your account reaches 60 days on 11/04/2026"), S("60,000 points = 4 blocks of 15,000"),
       S("= 20,000 miles at the Silver rate"), S("Miles usually arrive within 5 working days of a conversion")],
      ["74,500", "11/04/2026"],
      "points_balance 74500; refused call; 60000/15000 = 4 blocks; 60000/3.0 = 20000; policy 5 working days.")
sc.ok("The transfer could not go through yet; please try again from 11 April, when your account will have been open "
      "for 60 days.",
      [S("The transfer could not go through yet"), S("please try again from 11 April"),
       S("when your account will have been open for 60 days")],
      ["11 April"],
      "The DENY refused call and transfer_eligible_from 2026-04-11.")
sc.bad("Good afternoon Mr Ng. I've converted 60,000 points into 20,000 CrestMiles, which should arrive within 5 "
       "working days. Your remaining balance is 14,500 points.",
       [N("Good afternoon Mr Ng"), C("I've converted 60,000 points into 20,000 CrestMiles", *NOTEX),
        S("should arrive within 5 working days"), C("Your remaining balance is 14,500 points", *NUM)],
       ["refused_call_effect", "wrong_amount"], ["I've converted 60,000 points", "remaining balance is 14,500"],
       "convert_to_partner was DENIED; points_balance is still 74,500.")
sc.bad("Good afternoon Mr Ng. I'm sorry, the conversion could not be processed yet, as your account becomes eligible "
       "on 11 April 2026. At your Silver rate of 2.5 points per mile, 60,000 points would then give you 24,000 miles.",
       [N("Good afternoon Mr Ng"), S("the conversion could not be processed yet"),
        S("your account becomes eligible on 11 April 2026"), C("your Silver rate of 2.5 points per mile", *VAL),
        C("60,000 points would then give you 24,000 miles", *NUM)],
       ["other_record_value", "wrong_arithmetic"], ["2.5 points per mile", "24,000 miles"],
       "2.5 is the GOLD row of the conversion table; SILVER is 3.0, giving 20,000 miles.")
sc.bad("I'm sorry, Mr Ng, the conversion was declined because your account is under 60 days old; it becomes eligible "
       "on 10 April 2026. Please note up to 100,000 points can be converted each calendar year.",
       [S("the conversion was declined"), S("because your account is under 60 days old"),
        C("it becomes eligible on 10 April 2026", *DATE),
        C("up to 100,000 points can be converted each calendar year", *RULE_X)],
       ["wrong_date", "wrong_policy_condition"], ["10 April 2026", "up to 100,000 points"],
       "transfer_eligible_from is 2026-04-11; the annual cap is 150,000 points.")
sc.repair("Good afternoon Mr Ng. Your 60,000 points have been converted to 20,000 CrestMiles at the Silver rate, and "
          "the miles usually arrive within 5 working days.",
          [N("Good afternoon Mr Ng"), C("Your 60,000 points have been converted", *NOTEX),
           S("20,000 CrestMiles at the Silver rate"), S("the miles usually arrive within 5 working days")],
          ["refused_call_effect"],
          ["wasn't able|unable|could not|couldn't|not able|declined|not processed|escalat", "20,000"],
          ["have been converted"],
          "convert_to_partner#call-3 DENY.")
SCENARIOS.append(sc)
