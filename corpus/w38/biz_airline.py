"""Airline frequent-flyer programme: Harbour Crest Airways 'CrestMiles' (invented)."""
from w38common import (Scenario, rec, pol, psg, ref, ep, S, N, C, I, CI,
                       NUM, DATE, STATE, IDM, VAL, RULE_X, RULE_NONE, NOREC, NOTEX)

DOM = "airline frequent-flyer programme"
SCENARIOS = []

# ---------------------------------------------------------------- A1 tier gap
ev = [
    rec("get_member#CM55208813", "tool:crestmiles.get_member", {
        "member": {
            "member_no": "CM55208813", "display_name": "CHEUNG WING SZE", "salutation": "MS", "home_hub": "HKG",
            "tier": {"code": "GOLD", "since": "2024-04-02", "qualifies_until": "2026-06-30",
                     "next_tier_code": "DIAMOND", "next_tier_threshold": 900, "retain_threshold": 600},
            "qualification_year": {"starts": "2025-07-01", "ends": "2026-06-30", "status_points_posted": 715,
                                   "status_points_pending": 45, "sectors_flown": 19},
            "award_miles_balance": 48320,
            "tier_history": [
                {"code": "SILVER", "qualified_on": "2023-05-14", "qualifies_until": "2024-06-30"},
                {"code": "GOLD", "qualified_on": "2024-04-02", "qualifies_until": "2025-06-30"}]}}),
    rec("get_ledger#CM55208813", "tool:crestmiles.list_ledger", {
        "member_no": "CM55208813", "page": {"size": 3, "has_more": True},
        "ledger": [
            {"entry_id": "LG-20260311-0192", "type": "FLIGHT", "description": "HC 735 HKG-SIN 11MAR26 B",
             "points": 2000, "status_points": 45, "posted_on": None, "expires_on": None, "state": "PENDING"},
            {"entry_id": "LG-20260211-0077", "type": "PARTNER_HOTEL", "description": "Lantern Suites Kowloon",
             "points": 3500, "status_points": 0, "posted_on": "2026-02-11", "expires_on": "2029-02-28",
             "state": "POSTED"},
            {"entry_id": "LG-20260120-0310", "type": "FLIGHT", "description": "HC 802 HKG-NRT 18JAN26 B",
             "points": 3100, "status_points": 70, "posted_on": "2026-01-20", "expires_on": "2029-01-31",
             "state": "POSTED"}]}),
    pol("crestmiles-tier#qualification",
        "The CrestMiles qualification year runs from 1 July to 30 June. Only status points from posted entries "
        "count towards a tier; pending entries are counted once they post. Award miles, including miles from "
        "hotel and card partners, never count towards tier status. A Gold member who reaches 900 status points "
        "within the qualification year moves to Diamond within 5 working days of the qualifying entry posting, "
        "and Diamond is then held until 30 June of the following year. Gold members who end the year with at "
        "least 600 status points retain Gold.", "2025-07"),
]
sc = Scenario("tier-gap", DOM, "How many more status points do I need for Diamond, and when does my Gold run out?",
              ev, "2026-03-16T14:20:00+08:00")
sc.ok("Good afternoon Ms Cheung, it's a pleasure to help. You hold Gold status, valid until 30/06/2026. "
      "With 715 status points posted against the 900 needed for Diamond, you need another 185. "
      "The 45 status points from your 11 March flight to Singapore are still pending; once they post, "
      "the gap narrows to 140.",
      [N("it's a pleasure to help"), S("Gold status, valid until 30/06/2026"), S("715 status points posted"),
       S("against the 900 needed for Diamond"), S("you need another 185"),
       S("45 status points from your 11 March flight to Singapore are still pending"), S("the gap narrows to 140")],
      ["185", "30/06/2026"],
      "tier.qualifies_until 2026-06-30; qualification_year.status_points_posted 715, next_tier_threshold 900 "
      "(900-715=185); pending ledger entry HC 735 carries 45 status points (185-45=140).")
sc.ok("Thank you for your patience, Ms Cheung. Here is where you stand this qualification year:\n"
      "- Tier: Gold, held through 30 June 2026\n"
      "- Status points posted: 715 of the 900 required for Diamond\n"
      "- Still to earn: 185\n"
      "Please note that award miles never count towards tier status, so your balance of 48,320 miles does not "
      "reduce this figure. Should you reach 900, Diamond is applied within five working days of the qualifying "
      "flight posting.",
      [N("Thank you for your patience"), N("Here is where you stand"), S("Gold, held through 30 June 2026"),
       S("Status points posted: 715"), S("of the 900 required for Diamond"), S("Still to earn: 185"),
       S("award miles never count towards tier status"), S("your balance of 48,320 miles"),
       S("within five working days of the qualifying flight posting")],
      ["185", "48,320"],
      "Tier and points from get_member; the award-miles and 5-working-day rules are in the tier policy; "
      "award_miles_balance is 48320.")
sc.ok("You're 185 status points short of Diamond: 715 are posted and the threshold is 900.",
      [S("185 status points short of Diamond"), S("715 are posted"), S("the threshold is 900")],
      ["185"],
      "next_tier_threshold 900 minus status_points_posted 715 is 185.")
sc.bad("Good afternoon Ms Cheung. You hold Gold status, valid until 30/06/2026. You have 715 status points posted, "
       "and Diamond requires 900, so you need another 175. Your Singapore flight on 11 March will add 45 more "
       "once it posts.",
       [N("Good afternoon Ms Cheung"), S("Gold status, valid until 30/06/2026"), S("715 status points posted"),
        S("Diamond requires 900"), C("you need another 175", *NUM), S("will add 45 more once it posts")],
       ["wrong_arithmetic"], ["another 175"],
       "900-715 is 185, not 175; the other figures match get_member and the pending HC 735 entry.")
sc.bad("Dear Ms Cheung, thank you for writing in. Your Gold status is valid until 30 June 2026. "
       "The Diamond threshold on your account is 600 status points, and with 715 already posted you have cleared "
       "it. Diamond is applied the same day the qualifying entry posts.",
       [N("thank you for writing in"), S("Gold status is valid until 30 June 2026"),
        C("The Diamond threshold on your account is 600 status points", *VAL, "AMOUNT_MISMATCH"),
        S("with 715 already posted"), C("you have cleared it", "VALUE_MISMATCH", "RECORD_STATE_MISMATCH"),
        C("Diamond is applied the same day the qualifying entry posts", *RULE_X)],
       ["wrong_role", "wrong_value", "wrong_period"],
       ["threshold on your account is 600", "you have cleared it", "applied the same day"],
       "600 is tier.retain_threshold, not next_tier_threshold (900); 715 < 900 so Diamond is not reached; "
       "policy says within 5 working days.")
sc.repair("Good afternoon Ms Cheung. Your Gold status is valid until 30/06/2026, and you have 715 status points "
          "posted. Diamond requires 900, so you are 195 points away.",
          [N("Good afternoon Ms Cheung"), S("Gold status is valid until 30/06/2026"), S("715 status points posted"),
           S("Diamond requires 900"), C("195 points away", *NUM)],
          ["wrong_arithmetic"], ["185", "30/06/2026|30 June 2026", "715"], ["195 points away"],
          "900-715 = 185; qualifies_until 2026-06-30.")
SCENARIOS.append(sc)

# ---------------------------------------------------------------- A2 missing miles (pending)
dep = ep("2026-03-02 09:40")
ev = [
    rec("get_segment#QX7T4M-1", "tool:crestmiles.get_flight_activity", {
        "segment": {"carrier": "HC", "flight_no": "517", "origin": "HKG", "destination": "SIN",
                    "dep_time_epoch": dep, "dep_tz": "Asia/Hong_Kong",
                    "arr_time_epoch": ep("2026-03-02 13:35", "Asia/Singapore"), "arr_tz": "Asia/Singapore",
                    "booking_class": "M", "fare_family": "ECONOMY_FLEX", "ticket_no": "880-2417765310",
                    "pnr": "QX7T4M", "flown_state": "FLOWN"},
        "earn_rule": {"route": "HKG-SIN", "base_miles_by_class": {"J": 3200, "M": 1600, "K": 1200, "Q": 800},
                      "tier_bonus_pct": {"BLUE": 0, "SILVER": 15, "GOLD": 25, "DIAMOND": 50}}}),
    rec("get_ledger#CM61047725", "tool:crestmiles.list_ledger", {
        "member": {"member_no": "CM61047725", "display_name": "LAU CHI HO", "salutation": "MR",
                   "tier": {"code": "SILVER", "qualifies_until": "2027-06-30", "next_tier_threshold": 600}},
        "award_miles_balance": 22615,
        "ledger": [
            {"entry_id": "LG-20260302-5518", "source_ref": "HC517/02MAR26/QX7T4M", "points": 1840,
             "status_points": 40, "state": "PENDING", "posted_on": None, "expected_post_on": "2026-03-09",
             "expires_on": None},
            {"entry_id": "LG-20260301-0062", "source_ref": "REV/LG-20260227-4471", "points": -1840,
             "status_points": -40, "state": "POSTED", "posted_on": "2026-03-01", "expires_on": None},
            {"entry_id": "LG-20260227-4471", "source_ref": "HC515/26FEB26/QX7T4M", "points": 1840,
             "status_points": 40, "state": "REVERSED", "posted_on": "2026-02-27", "reversed_on": "2026-03-01",
             "reversal_reason": "SEGMENT_NOT_FLOWN_REBOOKED", "expires_on": "2029-02-28"}]}),
    pol("missing-miles#v4",
        "Miles for flights operated by Harbour Crest Airways normally appear as pending on the day after travel "
        "and post within 7 days of the flight. A pending entry already holds the miles and needs no action from "
        "the member. Missing miles claims can be lodged from 14 days after the flight and no later than 6 months "
        "after it. Miles for partner-operated flights may take up to 21 days to post.", "v4"),
]
sc = Scenario("missing-miles", DOM, "I flew to Singapore on 2 March and my miles still aren't in my balance. What happened?",
              ev, "2026-03-07T11:05:00+08:00")
sc.ok("Good morning Mr Lau, thank you for your patience. Your flight HC 517 from Hong Kong to Singapore, which "
      "departed at 9:40 AM on 2 March, has been recorded: 1,840 miles and 40 status points are pending and are "
      "expected to post on 09/03/2026. There's nothing further you need to do, as a pending entry already holds "
      "the miles.",
      [N("thank you for your patience"), S("departed at 9:40 AM on 2 March"),
       S("1,840 miles and 40 status points are pending"), S("expected to post on 09/03/2026"),
       S("nothing further you need to do"), S("a pending entry already holds the miles")],
      ["1,840", "09/03/2026"],
      "dep_time_epoch is 09:40 Asia/Hong_Kong; ledger LG-20260302-5518 is PENDING, 1840 miles, 40 status points, "
      "expected_post_on 2026-03-09; policy: pending needs no action.")
sc.ok("Your miles for HC 517 (booking class M) come to 1,840: the 1,600 base miles for Hong Kong–Singapore plus "
      "your 15% Silver bonus. They are showing as pending and should post by Monday, 9 March.",
      [S("booking class M"), S("come to 1,840"), S("the 1,600 base miles for Hong Kong–Singapore"),
       S("your 15% Silver bonus"), S("showing as pending"), S("should post by Monday, 9 March")],
      ["1,840"],
      "earn_rule M = 1600, SILVER bonus 15% -> 1840, matching the pending entry; expected_post_on 2026-03-09 "
      "is the Monday after now (Sat 7 March).")
sc.ok("A quick note on the entry you may have noticed: the 1,840 miles posted on 27/02/2026 were for HC 515, a "
      "flight you didn't take after rebooking, and they were reversed on 1 March. Your HC 517 miles are pending "
      "and due to post on 9 March 2026.",
      [S("posted on 27/02/2026 were for HC 515"), S("a flight you didn't take after rebooking"),
       S("reversed on 1 March"), S("Your HC 517 miles are pending"), S("due to post on 9 March 2026")],
      ["HC 515", "9 March 2026"],
      "LG-20260227-4471 (HC515) posted 2026-02-27, REVERSED 2026-03-01 with reason SEGMENT_NOT_FLOWN_REBOOKED; "
      "HC517 entry pending, expected 2026-03-09.")
sc.bad("Good morning Mr Lau, thank you for your patience. Your flight HC 517 from Hong Kong to Singapore, which "
       "departed at 1:40 AM on 2 March, has been recorded: 1,840 miles and 40 status points are pending and are "
       "expected to post on 09/03/2026.",
       [N("thank you for your patience"), C("departed at 1:40 AM on 2 March", "DATE_MISMATCH", "VALUE_MISMATCH"),
        S("1,840 miles and 40 status points are pending"), S("expected to post on 09/03/2026")],
       ["unit_conversion"], ["1:40 AM"],
       "dep_time_epoch is 01:40 UTC, which is 09:40 in Asia/Hong_Kong (dep_tz); the draft gives UTC as local.")
sc.bad("Dear Mr Lau, your 1,840 miles for HC 517 have now been credited to your account. If anything still looks "
       "amiss, you're welcome to lodge a missing miles claim today through the app.",
       [S("your 1,840 miles for HC 517"), C("have now been credited to your account", *STATE),
        C("lodge a missing miles claim today", "NLI_CONTRADICTION")],
       ["wrong_state", "condition_unmet"], ["have now been credited", "lodge a missing miles claim today"],
       "The entry is PENDING, not posted; claims open 14 days after the flight (from 16 March), and today is "
       "7 March.")
sc.bad("Your miles for HC 517 (booking class M) come to 1,880: the 1,600 base miles for Hong Kong–Singapore plus "
       "your 15% Silver bonus. They are showing as pending and should post by Monday, 9 March.",
       [S("booking class M"), C("come to 1,880", *NUM), S("the 1,600 base miles for Hong Kong–Singapore"),
        S("your 15% Silver bonus"), S("showing as pending"), S("should post by Monday, 9 March")],
       ["wrong_arithmetic"], ["1,880"],
       "1,600 plus 15% is 1,840 (and the ledger entry holds 1840), not 1,880.")
sc.repair("Good morning Mr Lau. The 1,840 miles for HC 517 on 2 March have already been credited to your account. "
          "Flights operated by Harbour Crest normally post within 7 days of travel.",
          [N("Good morning Mr Lau"), S("The 1,840 miles for HC 517 on 2 March"),
           C("have already been credited to your account", *STATE), S("normally post within 7 days of travel")],
          ["wrong_state"], ["pending|not yet", "1,840"], ["have already been credited"],
          "ledger LG-20260302-5518 state PENDING (expected 2026-03-09).")
SCENARIOS.append(sc)

# ---------------------------------------------------------------- A3 expiring miles
ev = [
    rec("get_member#CM70331298", "tool:crestmiles.get_member", {
        "member": {"member_no": "CM70331298", "display_name": "HO MEI LIN", "salutation": "MS",
                   "tier": {"code": "SILVER", "qualifies_until": "2026-06-30", "next_tier_threshold": 600},
                   "award_miles_balance": 26410, "next_expiry": {"date": "2026-03-31"}}}),
    rec("get_ledger#CM70331298", "tool:crestmiles.list_ledger", {
        "member_no": "CM70331298", "page": {"size": 6, "has_more": True},
        "ledger": [
            {"entry_id": "LG-20260203-0098", "type": "FLIGHT", "description": "HC 611 HKG-TPE 01FEB26 M",
             "points": 2460, "posted_on": "2026-02-03", "expires_on": "2029-02-28", "state": "POSTED"},
            {"entry_id": "LG-20230611-2231", "type": "FLIGHT", "description": "HC 901 HKG-LHR 09JUN23 Y",
             "points": 5000, "posted_on": "2023-06-11", "expires_on": "2026-06-30", "state": "POSTED"},
            {"entry_id": "LG-20230402-0021", "type": "ADJUSTMENT", "description": "Reversal of LG-20230315-0450",
             "points": -800, "posted_on": "2023-04-02", "expires_on": None, "state": "POSTED"},
            {"entry_id": "LG-20230322-0917", "type": "PARTNER_CARD", "description": "Peak Rewards card conversion",
             "points": 1150, "posted_on": "2023-03-22", "expires_on": "2026-03-31", "state": "POSTED"},
            {"entry_id": "LG-20230315-0450", "type": "PARTNER_DINING", "description": "Harbour Grill Central",
             "points": 800, "posted_on": "2023-03-15", "expires_on": "2026-03-31", "state": "REVERSED"},
            {"entry_id": "LG-20230304-1102", "type": "FLIGHT", "description": "HC 517 HKG-SIN 02MAR23 B",
             "points": 3200, "posted_on": "2023-03-04", "expires_on": "2026-03-31", "state": "POSTED"}]}),
    pol("miles-expiry#2025",
        "Award miles are valid for 36 months and expire on the last day of the 36th month after the month in "
        "which they post. New earning or redemption activity does not extend the life of existing miles. Miles "
        "are redeemed oldest first, so the miles nearest to expiry are used first when you book an award. Members "
        "holding Diamond status on the date of expiry keep their miles. Expired miles cannot be reinstated.",
        "2025"),
    psg("kb-crestmiles-shop#1",
        "CrestMiles Shop\nLounge passes at Hong Kong and Singapore start from 3,000 miles.\n"
        "Merchandise starts from 2,000 miles; delivery within Hong Kong only.", "kb:crestmiles-shop"),
]
sc = Scenario("expiring-miles", DOM, "Do I have miles expiring soon? Is there any way to keep them?",
              ev, "2026-03-10T16:45:00+08:00")
sc.ok("Good afternoon Ms Ho, thank you for checking ahead of time. 4,350 miles on your account are due to expire on "
      "31 March 2026: 3,200 from a flight posted in March 2023 and 1,150 from your partner credit card. Because "
      "miles are redeemed oldest first, any award you book before then will use these miles first.",
      [N("thank you for checking ahead of time"), S("4,350 miles on your account are due to expire on 31 March 2026"),
       S("3,200 from a flight posted in March 2023"), S("1,150 from your partner credit card"),
       S("miles are redeemed oldest first"), S("any award you book before then will use these miles first")],
      ["4,350", "31 March 2026"],
      "Posted entries expiring 2026-03-31: 3200 (flight, posted 2023-03-04) + 1150 (PARTNER_CARD) = 4350; the "
      "800 dining entry is REVERSED. Oldest-first is in the policy.")
sc.ok("Four thousand three hundred and fifty miles will lapse on Tuesday, 31 March, three weeks from today. "
      "Earning new miles will not push that date back; you could instead redeem them, and lounge passes in the "
      "CrestMiles Shop start from 3,000 miles.",
      [S("Four thousand three hundred and fifty miles will lapse on Tuesday, 31 March"), S("three weeks from today"),
       S("Earning new miles will not push that date back"),
       S("lounge passes in the CrestMiles Shop start from 3,000 miles")],
      ["31 March"],
      "3200+1150 = 4350 expiring 2026-03-31 (a Tuesday, 21 days after now); policy: new earning does not extend; "
      "KB: lounge passes from 3,000 miles.")
sc.ok("Dear Ms Ho,\n\nThank you for your message. Your next expiry falls on 31/03/2026, when 4,350 miles will "
      "expire; a further 5,000 miles follow on 30/06/2026. Please be aware that expired miles cannot be "
      "reinstated.\n\nWarm regards,\nThe CrestMiles Concierge Team",
      [N("Dear Ms Ho"), N("Thank you for your message"), S("Your next expiry falls on 31/03/2026"),
       S("when 4,350 miles will expire"), S("a further 5,000 miles follow on 30/06/2026"),
       S("expired miles cannot be reinstated"), N("Warm regards"), N("The CrestMiles Concierge Team")],
      ["4,350", "30/06/2026"],
      "next_expiry.date 2026-03-31; 3200+1150 posted entries; LG-20230611-2231 5000 expires 2026-06-30; policy "
      "says expired miles cannot be reinstated.")
sc.bad("Good afternoon Ms Ho, thank you for checking ahead of time. 5,150 miles on your account are due to expire on "
       "31 March 2026: 3,200 from a flight posted in March 2023, 1,150 from your partner credit card and 800 from "
       "a dining partner. Any award you book before then will use these miles first.",
       [N("thank you for checking ahead of time"), C("5,150 miles on your account are due to expire", *NUM),
        S("3,200 from a flight posted in March 2023"), S("1,150 from your partner credit card"),
        C("800 from a dining partner", "RECORD_STATE_MISMATCH", "VALUE_MISMATCH"),
        S("Any award you book before then will use these miles first")],
       ["wrong_arithmetic", "wrong_state"], ["5,150 miles", "800 from a dining partner"],
       "The 800-mile dining entry LG-20230315-0450 is REVERSED (and offset by LG-20230402-0021), so only "
       "3200+1150 = 4350 expire.")
sc.bad("Good afternoon Ms Ho. 4,350 miles are set to expire on 31 March 2026. As a Silver member, however, your "
       "miles are protected from expiry, so no action is needed. Any new flight you take will also extend their "
       "validity by another 36 months.",
       [N("Good afternoon Ms Ho"), S("4,350 miles are set to expire on 31 March 2026"),
        C("As a Silver member, however, your miles are protected from expiry", "NLI_CONTRADICTION"),
        C("extend their validity by another 36 months", "NLI_CONTRADICTION")],
       ["condition_unmet", "wrong_policy_condition"],
       ["your miles are protected from expiry", "extend their validity by another 36 months"],
       "Policy protects only members holding Diamond on the expiry date (she is SILVER); new activity does not "
       "extend existing miles.")
sc.bad("Hello Ms Ho, your nearest expiry is 30/06/2026, when 4,350 miles lapse. Redeeming before then will use "
       "those oldest miles first.",
       [C("your nearest expiry is 30/06/2026, when 4,350 miles lapse", *DATE),
        S("Redeeming before then will use those oldest miles first")],
       ["other_record_value"], ["nearest expiry is 30/06/2026"],
       "30/06/2026 is the expires_on of the 5,000-mile HC 901 entry; the 4,350 miles and next_expiry are "
       "31/03/2026.")
sc.repair("Good afternoon Ms Ho. Two entries expire on 31 March 2026: 3,200 miles from a 2023 flight and 1,150 "
          "miles from your partner card, 4,450 miles in total. Miles are used oldest first when you redeem.",
          [N("Good afternoon Ms Ho"), S("Two entries expire on 31 March 2026"), S("3,200 miles from a 2023 flight"),
           S("1,150 miles from your partner card"), C("4,450 miles in total", *NUM),
           S("Miles are used oldest first when you redeem")],
          ["wrong_arithmetic"], ["4,350", "31 March 2026", "3,200"], ["4,450 miles in total"],
          "3200 + 1150 = 4350.")
SCENARIOS.append(sc)

# ---------------------------------------------------------------- A4 award redeposit, fee waiver refused
ev = [
    rec("get_award#AWD-77K2Q", "tool:crestmiles.get_award", {
        "award": {"award_ref": "AWD-77K2Q", "pnr": "LM4R8Z", "route": "HKG-BKK-HKG", "cabin": "BUSINESS",
                  "miles_debited": 38000, "taxes_paid": {"amount_minor": 61200, "currency": "HKD"},
                  "state": "CANCELLED", "cancelled_at_epoch": ep("2026-03-17 21:12"),
                  "redeposit": {"state": "PENDING", "points": 38000, "expected_by": "2026-03-20"},
                  "fees": [{"code": "REDEPOSIT_FEE", "amount_minor": 30000, "currency": "HKD", "state": "CHARGED",
                            "charged_to": "VISA ****4417"}],
                  "refund": {"taxes_refund_minor": 61200, "currency": "HKD", "state": "INITIATED"}},
        "member": {"member_no": "CM48820561", "display_name": "TSANG HO YIN", "salutation": "MR",
                   "tier": {"code": "SILVER", "qualifies_until": "2026-06-30", "next_tier_threshold": 600}}}),
    rec("list_awards#CM48820561", "tool:crestmiles.list_awards", {
        "awards": [
            {"award_ref": "AWD-61P0D", "route": "HKG-KIX", "cabin": "ECONOMY", "miles_debited": 25000,
             "taxes_paid": {"amount_minor": 48300, "currency": "HKD"}, "state": "TICKETED"},
            {"award_ref": "AWD-77K2Q", "route": "HKG-BKK-HKG", "cabin": "BUSINESS", "miles_debited": 38000,
             "state": "CANCELLED"}],
        "ledger": [
            {"entry_id": "LG-20260317-8821", "points": 38000, "state": "PENDING", "posted_on": None,
             "description": "Redeposit AWD-77K2Q"},
            {"entry_id": "LG-20260108-3304", "points": -38000, "state": "POSTED", "posted_on": "2026-01-08",
             "description": "Award AWD-77K2Q HKG-BKK-HKG J"}]}),
    ref("waive_fee#call-1", "crestmiles.waive_fee", "DENY",
        {"award_ref": "AWD-77K2Q", "fee_code": "REDEPOSIT_FEE", "amount_minor": 30000}),
    pol("award-changes#v9",
        "If you cancel an award booking before departure, the miles are returned to your account within 3 working "
        "days. A redeposit fee of HK$300 per booking applies to Blue and Silver members; Gold and Diamond members "
        "are not charged. Taxes and carrier charges paid on the award are refunded to the original form of "
        "payment within 10 working days. The redeposit fee itself is not refundable.", "v9"),
]
sc = Scenario("award-redeposit", DOM,
              "I cancelled my Bangkok award. Can you waive the HK$300 fee, and when do I get my miles and taxes back?",
              ev, "2026-03-18T10:30:00+08:00")
sc.ok("Good morning Mr Tsang, I've looked into your Bangkok award AWD-77K2Q. I'm sorry, but I wasn't able to waive "
      "the HK$300 redeposit fee; as a Silver member the fee applies and it isn't refundable. The 38,000 miles are "
      "pending redeposit and should be back by 20/03/2026, and the HK$612.00 in taxes is on its way back to your "
      "card within 10 working days.",
      [S("your Bangkok award AWD-77K2Q"), S("I wasn't able to waive the HK$300 redeposit fee"),
       S("as a Silver member the fee applies"), S("it isn't refundable"), S("The 38,000 miles are pending redeposit"),
       S("should be back by 20/03/2026"), S("the HK$612.00 in taxes"), S("within 10 working days")],
      ["HK$612.00", "38,000"],
      "waive_fee was DENIED; tier SILVER; redeposit PENDING 38000 expected_by 2026-03-20; taxes 61200 minor HKD = "
      "HK$612.00, refund INITIATED; policy: 10 working days, fee not refundable.")
sc.ok("Thank you for your message, Mr Tsang. Here's a summary of the cancelled award:\n"
      "• Miles: 38,000, pending redeposit, expected by Friday\n"
      "• Taxes: HK$612.00, refund initiated to your original card\n"
      "• Redeposit fee: HK$300, charged to your Visa ending 4417\n"
      "I did request a waiver of the fee, but it was declined.",
      [N("Thank you for your message"), S("summary of the cancelled award"),
       S("Miles: 38,000, pending redeposit, expected by Friday"), S("Taxes: HK$612.00, refund initiated"),
       S("Redeposit fee: HK$300, charged to your Visa ending 4417"), S("I did request a waiver of the fee"),
       S("it was declined")],
      ["HK$612.00", "4417"],
      "expected_by 2026-03-20 is the Friday after now (Wed 18 March); fee 30000 minor charged to VISA ****4417; "
      "waive_fee refused (DENY).")
sc.bad("Good morning Mr Tsang. As a gesture of goodwill, I've waived the HK$300 redeposit fee on AWD-77K2Q, and it "
       "will be refunded to your Visa ending 4417. Your 38,000 miles are pending and should be back by 20 March "
       "2026.",
       [N("Good morning Mr Tsang"), C("I've waived the HK$300 redeposit fee", *NOTEX),
        C("it will be refunded to your Visa ending 4417", "NOT_EXECUTED", "NLI_CONTRADICTION"),
        S("Your 38,000 miles are pending"), S("should be back by 20 March 2026")],
       ["refused_call_effect", "invented_promise"],
       ["I've waived the HK$300 redeposit fee", "it will be refunded to your Visa"],
       "waive_fee#call-1 was DENIED; the policy says the redeposit fee is not refundable.")
sc.bad("Dear Mr Tsang, thank you for your patience. Unfortunately the HK$300 redeposit fee could not be waived, as it "
       "applies to Silver members. Your 38,000 miles are pending and due back by 20 March, and taxes of HK$61,200 "
       "will be refunded to your card within 10 working days.",
       [N("thank you for your patience"), S("the HK$300 redeposit fee could not be waived"),
        S("as it applies to Silver members"), S("Your 38,000 miles are pending"), S("due back by 20 March"),
        C("taxes of HK$61,200", *NUM), S("within 10 working days")],
       ["unit_conversion"], ["HK$61,200"],
       "taxes_paid.amount_minor 61200 HKD is HK$612.00; the draft reads minor units as dollars.")
sc.bad("Hello Mr Tsang, the waiver of the HK$300 fee was unfortunately declined. Miles from a cancelled award are "
       "returned within 7 working days, and the taxes follow within 10 working days.",
       [S("the waiver of the HK$300 fee was unfortunately declined"),
        C("returned within 7 working days", *RULE_X), S("the taxes follow within 10 working days")],
       ["wrong_period"], ["within 7 working days"],
       "award-changes policy: miles are returned within 3 working days.")
sc.repair("Good morning Mr Tsang. I've waived the HK$300 redeposit fee for AWD-77K2Q. Your 38,000 miles are pending "
          "and should be back by 20/03/2026.",
          [N("Good morning Mr Tsang"), C("I've waived the HK$300 redeposit fee", *NOTEX),
           S("Your 38,000 miles are pending"), S("should be back by 20/03/2026")],
          ["refused_call_effect"],
          ["wasn't able|unable|could not|couldn't|not able|declined|escalat", "38,000"],
          ["I've waived the HK$300 redeposit fee"],
          "waive_fee#call-1 DENY.")
SCENARIOS.append(sc)

# ---------------------------------------------------------------- A5 upgrade voucher
ev = [
    rec("get_member#CM39015567", "tool:crestmiles.get_member", {
        "member": {"member_no": "CM39015567", "display_name": "YIP TSZ KWAN", "salutation": "DR",
                   "tier": {"code": "GOLD", "qualifies_until": "2027-06-30", "next_tier_threshold": 900},
                   "vouchers": [
                       {"voucher_id": "UPG-4471", "type": "OPERATIONAL_UPGRADE", "face_value": None,
                        "state": "ACTIVE", "valid_from": "2026-03-01", "valid_until": "2026-04-30",
                        "issued_reason": "REPLACEMENT", "replaces": "UPG-4420"},
                       {"voucher_id": "UPG-4420", "type": "OPERATIONAL_UPGRADE", "face_value": None, "state": "VOID",
                        "valid_from": "2025-09-01", "valid_until": "2026-02-28", "void_reason": "REISSUED"},
                       {"voucher_id": "DIN-2280", "type": "LOUNGE_DINING",
                        "face_value": {"amount_minor": 20000, "currency": "HKD"}, "state": "ACTIVE",
                        "valid_from": "2026-01-01", "valid_until": "2026-12-31"},
                       {"voucher_id": "UPG-3902", "type": "OPERATIONAL_UPGRADE", "face_value": None, "state": "USED",
                        "used_on": "2025-12-14", "valid_until": "2026-06-30"}]}}),
    rec("get_booking#TK2W9P", "tool:crestmiles.get_booking", {
        "pnr": "TK2W9P",
        "segments": [
            {"flight": "HC 840", "route": "HKG-NRT", "dep_epoch": ep("2026-04-18 08:25"), "dep_tz": "Asia/Hong_Kong",
             "booking_class": "M", "cabin": "ECONOMY", "operated_by": "HC"},
            {"flight": "HC 843", "route": "NRT-HKG", "dep_epoch": ep("2026-04-24 15:50", "Asia/Tokyo"),
             "dep_tz": "Asia/Tokyo", "booking_class": "Q", "cabin": "ECONOMY", "operated_by": "HC"}]}),
    pol("upgrade-vouchers#v3",
        "Operational upgrade vouchers move you up one cabin on a flight operated by Harbour Crest Airways. The "
        "ticket must be booked in class Y, B or M; other economy classes are not eligible. Requests must be made "
        "no later than 48 hours before scheduled departure and are confirmed subject to seat availability. A "
        "voucher is used on one sector only, and an unused voucher lapses on its valid-until date. Vouchers "
        "reissued as replacements carry a new validity period.", "v3"),
]
sc = Scenario("upgrade-voucher", DOM, "Can I use my upgrade voucher on my Tokyo trip next week?",
              ev, "2026-04-09T09:10:00+08:00")
sc.ok("Good morning Dr Yip, what a lovely trip to look forward to. Your upgrade voucher UPG-4471 is active and valid "
      "until 30 April 2026, and your outbound flight HC 840 on 18 April is booked in class M, so it is eligible. "
      "Please submit the request by 8:25 AM on 16 April, 48 hours before departure; the upgrade is then confirmed "
      "subject to seat availability. Your return flight HC 843 is booked in class Q, which unfortunately is not "
      "eligible.",
      [N("what a lovely trip to look forward to"),
       S("Your upgrade voucher UPG-4471 is active and valid until 30 April 2026"),
       S("outbound flight HC 840 on 18 April is booked in class M"), S("so it is eligible"),
       S("submit the request by 8:25 AM on 16 April"), S("48 hours before departure"),
       S("confirmed subject to seat availability"), S("Your return flight HC 843 is booked in class Q"),
       S("which unfortunately is not eligible")],
      ["UPG-4471", "8:25 AM on 16 April"],
      "UPG-4471 ACTIVE until 2026-04-30; HC 840 dep 08:25 HKT 18 April class M; policy: Y/B/M only, 48 hours, "
      "subject to availability; HC 843 class Q.")
sc.ok("Yes: UPG-4471 (valid to 30/04/2026) can be used on HC 840 on Saturday 18 April; request it by Thursday "
      "16 April at 8:25 AM.",
      [S("UPG-4471 (valid to 30/04/2026)"), S("can be used on HC 840 on Saturday 18 April"),
       S("request it by Thursday 16 April at 8:25 AM")],
      ["30/04/2026"],
      "Voucher valid_until 2026-04-30; 18 April 2026 is a Saturday, 48 hours earlier is Thursday 16 April 08:25 HKT.")
sc.ok("Your operational upgrade voucher, UPG-4471, was reissued to replace UPG-4420 and runs until 30 April 2026. "
      "It may be applied to one sector only, so the outbound HC 840 in class M is the natural choice. Separately, "
      "you also hold a HK$200 lounge dining voucher valid until 31 December 2026.",
      [S("was reissued to replace UPG-4420"), S("runs until 30 April 2026"), S("It may be applied to one sector only"),
       S("the outbound HC 840 in class M"), S("a HK$200 lounge dining voucher valid until 31 December 2026")],
      ["UPG-4471", "HK$200"],
      "UPG-4471 issued_reason REPLACEMENT, replaces UPG-4420; DIN-2280 face_value 20000 minor HKD, valid until "
      "2026-12-31; one-sector rule in policy.")
sc.bad("Thank you for writing, Dr Yip. I'm sorry to say your upgrade voucher expired on 28/02/2026, so it can't be "
       "used for HC 840 on 18 April. You do still hold a HK$200 lounge dining voucher, valid until 31/12/2026.",
       [N("Thank you for writing"), C("your upgrade voucher expired on 28/02/2026", "DATE_MISMATCH",
                                      "RECORD_STATE_MISMATCH"),
        C("so it can't be used for HC 840 on 18 April", "RECORD_STATE_MISMATCH", "VALUE_MISMATCH",
          "NLI_CONTRADICTION"),
        S("a HK$200 lounge dining voucher, valid until 31/12/2026")],
       ["stale_value", "wrong_state"], ["expired on 28/02/2026", "it can't be used for HC 840"],
       "28/02/2026 is the valid_until of the VOID voucher UPG-4420; the active replacement UPG-4471 runs to "
       "30/04/2026 and HC 840 in class M is eligible.")
sc.bad("Good morning Dr Yip. Your upgrade voucher UPG-4471 is active and valid until 30 April 2026, and HC 840 on "
       "18 April is booked in class M, so it is eligible. Please submit the request by 8:25 AM on 17 April, 24 "
       "hours before departure. The upgraded seat also comes with lounge access in Hong Kong.",
       [N("Good morning Dr Yip"), S("Your upgrade voucher UPG-4471 is active and valid until 30 April 2026"),
        S("HC 840 on 18 April is booked in class M"), S("so it is eligible"),
        C("by 8:25 AM on 17 April", *DATE), C("24 hours before departure", *RULE_X),
        I("The upgraded seat also comes with lounge access in Hong Kong", *RULE_NONE)],
       ["wrong_date", "wrong_period", "unlisted_perk"],
       ["8:25 AM on 17 April", "24 hours before departure", "comes with lounge access"],
       "Policy requires 48 hours (by 16 April 08:25); lounge access is not among the voucher's terms.")
sc.bad("Good morning Dr Yip. UPG-4471 is valid until 30 April 2026. It can be used on either of your flights, HC 840 "
       "on 18 April or HC 843 on 24 April, as both are Harbour Crest-operated economy bookings.",
       [N("Good morning Dr Yip"), S("UPG-4471 is valid until 30 April 2026"),
        C("It can be used on either of your flights", "NLI_CONTRADICTION", "VALUE_MISMATCH"),
        S("HC 840 on 18 April"), S("HC 843 on 24 April"), S("both are Harbour Crest-operated economy bookings")],
       ["condition_unmet"], ["either of your flights"],
       "HC 843 is booked in class Q; the policy limits vouchers to Y, B or M.")
sc.repair("Good morning Dr Yip. Your upgrade voucher UPG-4471 is valid until 28 February 2026, and HC 840 on 18 "
          "April in class M is eligible. Please request it at least 48 hours before departure.",
          [N("Good morning Dr Yip"), C("valid until 28 February 2026", "DATE_MISMATCH"),
           S("HC 840 on 18 April in class M is eligible"), S("at least 48 hours before departure")],
          ["stale_value"], ["30 April 2026|30/04/2026|30 Apr", "HC 840"], ["28 February 2026"],
          "UPG-4471 valid_until 2026-04-30; 2026-02-28 belongs to the void UPG-4420.")
SCENARIOS.append(sc)
