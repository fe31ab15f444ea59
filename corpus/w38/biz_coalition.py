"""Coalition loyalty card: Orchid Circle, partners in Hong Kong and Singapore (invented)."""
from w38common import (Scenario, rec, pol, psg, ref, ep, S, N, C, I, CI,
                       NUM, DATE, STATE, IDM, VAL, RULE_X, RULE_NONE, NOREC, NOTEX)

DOM = "coalition loyalty card"
SCENARIOS = []

# ---------------------------------------------------------------- K1 partner points pending
ev = [
    rec("get_member#OC-2311-4087", "tool:orchid.get_member", {
        "member": {"member_no": "OC-2311-4087", "name": "LAM YUK CHING", "salutation": "MRS",
                   "tier": {"code": "PEARL", "qualifies_until": "2026-12-31",
                            "next_tier_threshold": {"code": "ORCHID", "points_in_year": 40000}},
                   "points_balance": 14862, "points_pending": 1926},
        "earn_table": {"FRESHBAY_HK": {"unit": "POINTS_PER_HKD", "JADE": "1", "PEARL": "1.5", "ORCHID": "2"},
                       "WELLSPRING_HK": {"unit": "POINTS_PER_HKD", "JADE": "2", "PEARL": "3", "ORCHID": "4"}}}),
    rec("list_ledger#OC-2311-4087", "tool:orchid.list_ledger", {
        "ledger": [
            {"entry_id": "OCL-88410273", "partner": "FRESHBAY_HK", "store": "FreshBay Tai Koo",
             "txn_amount": {"amount_minor": 128450, "currency": "HKD"}, "txn_date": "2026-03-21", "points": 1926,
             "state": "PENDING", "posted_on": None, "expected_post_on": "2026-04-04", "expires_on": None},
            {"entry_id": "OCL-88396110", "partner": "WELLSPRING_HK", "store": "Wellspring Quarry Bay",
             "txn_amount": {"amount_minor": 31200, "currency": "HKD"}, "txn_date": "2026-03-18", "points": 936,
             "state": "POSTED", "posted_on": "2026-03-20", "expires_on": "2028-03-31"},
            {"entry_id": "OCL-88301942", "partner": "FRESHBAY_HK", "store": "FreshBay Tai Koo",
             "txn_amount": {"amount_minor": 40690, "currency": "HKD"}, "txn_date": "2026-03-02", "points": 610,
             "state": "POSTED", "posted_on": "2026-03-13", "expires_on": "2028-03-31"}]}),
    pol("orchid-partner-posting#v7",
        "Points are calculated on the whole-dollar amount of each eligible purchase, at the rate for your tier shown "
        "in the partner's earn table. Wellspring pharmacies send transactions daily, so their points post within 3 "
        "days. FreshBay and other retail partners send transactions in batches, and their points can take up to 14 "
        "days to post. Pending points cannot be redeemed until they post.", "v7"),
]
sc = Scenario("partner-points-pending", DOM,
              "I shopped at FreshBay on Saturday the 21st and still have no points. Is something wrong?",
              ev, "2026-03-26T11:00:00+08:00")
sc.ok("Good morning Mrs Lam. Your FreshBay purchase of HK$1,284.50 on 21 March earned 1,926 points at the Pearl rate "
      "of 1.5 points per dollar; they are pending and due to post by 4 April 2026, as FreshBay points can take up to "
      "14 days.",
      [N("Good morning Mrs Lam"), S("Your FreshBay purchase of HK$1,284.50 on 21 March"), S("earned 1,926 points"),
       S("the Pearl rate of 1.5 points per dollar"), S("they are pending"), S("due to post by 4 April 2026"),
       S("FreshBay points can take up to 14 days")],
      ["1,926", "4 April 2026"],
      "OCL-88410273: 128450 minor HKD = HK$1,284.50, 1284 x 1.5 = 1926, PENDING, expected 2026-04-04; policy: "
      "FreshBay up to 14 days.")
sc.ok("Your balance today is 14,862 points, and it will rise to 16,788 once the FreshBay points post.",
      [S("Your balance today is 14,862 points"), S("it will rise to 16,788 once the FreshBay points post")],
      ["16,788"],
      "points_balance 14862 + pending 1926 = 16788.")
sc.ok("Nothing is amiss: the 1,926 FreshBay points are pending, and you can expect them by Saturday 4 April.",
      [S("the 1,926 FreshBay points are pending"), S("you can expect them by Saturday 4 April")],
      ["1,926"],
      "Entry PENDING; expected_post_on 2026-04-04, a Saturday.")
sc.bad("Good morning Mrs Lam. Your FreshBay purchase of HK$1,284.50 on 21 March earned 1,926 points, which are still "
       "pending. Partner points normally post within 3 days, so they are running a little late.",
       [N("Good morning Mrs Lam"), S("Your FreshBay purchase of HK$1,284.50 on 21 March"), S("earned 1,926 points"),
        S("which are still pending"), C("Partner points normally post within 3 days", *RULE_X),
        C("so they are running a little late", "NLI_CONTRADICTION", "DATE_MISMATCH")],
       ["wrong_period", "wrong_state"], ["within 3 days", "running a little late"],
       "3 days applies to Wellspring pharmacies; FreshBay can take up to 14 days and is expected 2026-04-04, so it "
       "is not late.")
sc.bad("Good morning Mrs Lam. Your 1,926 FreshBay points are pending and should post by 4 April. Once they do, your "
       "balance will rise to 16,798 points, and as a Pearl member you'll also earn double points at FreshBay at "
       "weekends.",
       [N("Good morning Mrs Lam"), S("Your 1,926 FreshBay points are pending"), S("should post by 4 April"),
        C("your balance will rise to 16,798 points", *NUM),
        CI("as a Pearl member you'll also earn double points at FreshBay at weekends", *RULE_NONE,
           "NLI_CONTRADICTION")],
       ["wrong_arithmetic", "unlisted_perk"], ["16,798", "double points at FreshBay"],
       "14,862 + 1,926 = 16,788; the earn table gives Pearl 1.5 at FreshBay with no weekend multiplier.")
sc.bad("Good morning Mrs Lam. Your 1,926 FreshBay points are pending and due by 4 April 2026. The delay is because "
       "FreshBay's point-of-sale system was offline over the weekend.",
       [N("Good morning Mrs Lam"), S("Your 1,926 FreshBay points are pending"), S("due by 4 April 2026"),
        I("FreshBay's point-of-sale system was offline over the weekend", "CLAIM_WITHOUT_TOOL_EVIDENCE",
          "NLI_NOT_ENTAILED", "NO_POLICY_EVIDENCE")],
       ["invented_fact"], ["system was offline"],
       "Nothing records an outage; the policy explains FreshBay's batch posting of up to 14 days.")
sc.repair("Good morning Mrs Lam. Your FreshBay purchase earned 1,926 points, which are pending; FreshBay points "
          "normally post within 3 days.",
          [N("Good morning Mrs Lam"), S("Your FreshBay purchase earned 1,926 points"), S("which are pending"),
           C("FreshBay points normally post within 3 days", *RULE_X)],
          ["wrong_period"], ["14 days|4 April|04/04/2026", "1,926"], ["within 3 days"],
          "Policy: FreshBay up to 14 days; expected_post_on 2026-04-04.")
SCENARIOS.append(sc)

# ---------------------------------------------------------------- K2 transfer to spouse refused
ev = [
    rec("get_member#OC-1812-2044", "tool:orchid.get_member", {
        "member": {"member_no": "OC-1812-2044", "name": "LO KWOK KEUNG", "salutation": "MR",
                   "tier": {"code": "JADE", "qualifies_until": "2026-12-31",
                            "next_tier_threshold": {"code": "PEARL", "points_in_year": 15000}},
                   "points_balance": 9340, "household_group": None}}),
    rec("lookup_member#OC-2208-5519", "tool:orchid.lookup_member", {
        "member": {"member_no": "OC-2208-5519", "name": "LO SIU MEI", "salutation": "MS",
                   "tier": {"code": "PEARL", "qualifies_until": "2026-12-31"}, "household_group": None}}),
    ref("transfer_points#call-4", "orchid.transfer_points", "DENY",
        {"from": "OC-1812-2044", "to": "OC-2208-5519", "points": 5000}),
    pol("orchid-household#v3",
        "Orchid Circle points belong to the member who earned them. Points can be shared only within a registered "
        "household group of up to 4 members living at the same address; transfers between accounts outside a "
        "household group are not allowed. Household group requests are approved by our membership team within 5 "
        "working days. Points expire 24 months after they post.", "v3"),
]
sc = Scenario("household-transfer", DOM, "Please move 5,000 of my points to my wife's Orchid Circle account.",
              ev, "2026-04-02T16:20:00+08:00")
sc.ok("Good afternoon Mr Lo, thank you for your patience. I'm sorry, I wasn't able to move 5,000 points to Ms Lo's "
      "account, because points can only be shared within a registered household group, and your account isn't part "
      "of one yet. A household group can include up to four members at the same address, and our membership team "
      "approves requests within 5 working days.",
      [N("thank you for your patience"), S("I wasn't able to move 5,000 points to Ms Lo's account"),
       S("points can only be shared within a registered household group"),
       S("your account isn't part of one yet"), S("A household group can include up to four members at the same address"),
       S("approves requests within 5 working days")],
      ["5,000", "household group"],
      "transfer_points DENIED; household_group null; policy: groups of up to 4 at one address, approved within 5 "
      "working days.")
sc.ok("Mr Lo, here's where things stand:\n"
      "• Transfer of 5,000 points to OC-2208-5519: declined\n"
      "• Your balance: unchanged at 9,340 points\n"
      "• The way forward: a household group, approved within five working days",
      [N("here's where things stand"), S("Transfer of 5,000 points to OC-2208-5519: declined"),
       S("Your balance: unchanged at 9,340 points"), S("a household group, approved within five working days")],
      ["9,340", "OC-2208-5519"],
      "Refused call args; points_balance 9340; policy 5 working days.")
sc.ok("The transfer was declined, as the two accounts aren't in a household group; your 9,340 points remain with you.",
      [S("The transfer was declined"), S("the two accounts aren't in a household group"),
       S("your 9,340 points remain with you")],
      ["9,340"],
      "DENY refused call; both household_group null; balance 9340.")
sc.bad("Good afternoon Mr Lo. I've transferred 5,000 points to Ms Lo's account, and your balance is now 4,340 points.",
       [N("Good afternoon Mr Lo"), C("I've transferred 5,000 points to Ms Lo's account", *NOTEX),
        C("your balance is now 4,340 points", "AMOUNT_MISMATCH", "VALUE_MISMATCH", "NOT_EXECUTED")],
       ["refused_call_effect", "wrong_amount"], ["I've transferred 5,000 points", "now 4,340 points"],
       "transfer_points was DENIED; points_balance is still 9,340.")
sc.bad("Good afternoon Mr Lo. The transfer to Ms Lo's account OC-2208-5591 was declined, as points can only be shared "
       "within a household group. A household group can include up to six members.",
       [N("Good afternoon Mr Lo"), C("Ms Lo's account OC-2208-5591", *IDM), S("was declined"),
        S("points can only be shared within a household group"),
        C("A household group can include up to six members", *RULE_X)],
       ["wrong_id", "wrong_policy_condition"], ["OC-2208-5591", "up to six members"],
       "Ms Lo's member_no is OC-2208-5519; the policy allows up to 4 members.")
sc.bad("Good afternoon Mr Lo. The transfer was declined because your accounts aren't in a household group. I've gone "
       "ahead and opened a household group request for you and Ms Lo, so it should be approved within 5 working days.",
       [N("Good afternoon Mr Lo"), S("The transfer was declined"), S("your accounts aren't in a household group"),
        I("I've gone ahead and opened a household group request", *NOREC),
        S("approved within 5 working days")],
       ["unrecorded_extra"], ["opened a household group request"],
       "No record or call shows a household group request; household_group is null on both accounts.")
sc.repair("Good afternoon Mr Lo. I've moved 5,000 points to Ms Lo's account OC-2208-5519 as requested.",
          [N("Good afternoon Mr Lo"), C("I've moved 5,000 points", *NOTEX), S("Ms Lo's account OC-2208-5519")],
          ["refused_call_effect"],
          ["wasn't able|unable|could not|couldn't|not able|declined|not allowed", "5,000"],
          ["I've moved 5,000 points"],
          "transfer_points#call-4 DENY.")
SCENARIOS.append(sc)

# ---------------------------------------------------------------- K3 cinema tickets, Singapore, pending points
ev = [
    rec("get_member#OC-2502-7736", "tool:orchid.get_member", {
        "member": {"member_no": "OC-2502-7736", "name": "ONG LI TING", "salutation": "MS", "home_market": "SG",
                   "tier": {"code": "PEARL", "qualifies_until": "2026-12-31",
                            "next_tier_threshold": {"code": "ORCHID", "points_in_year": 40000}},
                   "points_balance": 2640},
        "burn_table": {"STARLIGHT_CINEMAS_ETICKET": {"unit": "POINTS_PER_TICKET",
                                                      "JADE": 1200, "PEARL": 1000, "ORCHID": 800}}}),
    rec("list_ledger#OC-2502-7736", "tool:orchid.list_ledger", {
        "ledger": [
            {"entry_id": "OCL-90117745", "partner": "SINGACELL_SG", "memo": "Mobile bill March 2026",
             "points": 450, "state": "PENDING", "posted_on": None, "expected_post_on": "2026-04-10",
             "expires_on": None},
            {"entry_id": "OCL-89920318", "partner": "WELLSPRING_SG", "store": "Wellspring Orchard",
             "txn_amount": {"amount_minor": 8460, "currency": "SGD"}, "points": 252, "state": "POSTED",
             "posted_on": "2026-03-19", "expires_on": "2028-03-31"}]}),
    rec("get_showtime#SLC-VIVO-0411-1945", "tool:orchid.partner_lookup", {
        "showtime": {"cinema": "Starlight Cinemas VivoCity", "tz": "Asia/Singapore",
                     "start_epoch": ep("2026-04-11 19:45", "Asia/Singapore"), "film_code": "SLC-26-118",
                     "seats_held": 3}}),
    pol("orchid-redemption#sg-v2",
        "Points can be redeemed for partner rewards at the rate for your tier in the redemption table. Only posted "
        "points can be redeemed; pending points become available once they post. Starlight Cinemas e-tickets must "
        "be redeemed at least 2 hours before the showtime and cannot be refunded once issued.", "sg-v2"),
]
sc = Scenario("cinema-redemption", DOM,
              "Do I have enough points for three Starlight tickets for Saturday's 7:45 show at VivoCity?",
              ev, "2026-04-08T21:30:00+08:00")
sc.ok("Good evening Ms Ong. At the Pearl rate, each Starlight Cinemas e-ticket costs 1,000 points, so three tickets "
      "need 3,000. You have 2,640 posted points today, which is 360 short, but the 450 points from your SingaCell "
      "bill are due to post on Friday, 10 April, after which you'll have 3,090 and enough for all three.",
      [N("Good evening Ms Ong"), S("each Starlight Cinemas e-ticket costs 1,000 points"),
       S("so three tickets need 3,000"), S("You have 2,640 posted points today"), S("which is 360 short"),
       S("the 450 points from your SingaCell bill are due to post on Friday, 10 April"),
       S("after which you'll have 3,090 and enough for all three")],
      ["3,090", "10 April"],
      "PEARL 1000 per ticket x 3 = 3000; balance 2640 (360 short); SingaCell entry 450 PENDING expected "
      "2026-04-10 (Friday); 2640+450 = 3090.")
sc.ok("Once the points post, please redeem the tickets at least 2 hours before the 7:45 PM showing on Saturday; "
      "you'll have 90 points left afterwards.",
      [S("redeem the tickets at least 2 hours before the 7:45 PM showing on Saturday"),
       S("you'll have 90 points left afterwards")],
      ["7:45 PM"],
      "start_epoch is 19:45 Asia/Singapore on Sat 11 April; policy 2 hours; 3090 - 3000 = 90.")
sc.ok("Dear Ms Ong,\n\nThree e-tickets at 1,000 points each come to 3,000 points. Pending points can't be redeemed "
      "until they post, so the tickets can be booked from Friday, when your SingaCell points arrive.\n\n"
      "Best regards,\nOrchid Circle Member Care",
      [N("Dear Ms Ong"), S("Three e-tickets at 1,000 points each come to 3,000 points"),
       S("Pending points can't be redeemed until they post"),
       S("the tickets can be booked from Friday, when your SingaCell points arrive"), N("Best regards"),
       N("Orchid Circle Member Care")],
      ["3,000"],
      "Burn table PEARL 1000; policy: only posted points redeemable; SingaCell entry expected 2026-04-10, the "
      "Friday after now.")
sc.bad("Good evening Ms Ong. Each e-ticket costs 1,000 points, so three need 3,000. With your 2,640 posted points and "
       "the 450 pending from SingaCell, you have 3,090 available, so you can redeem all three tickets right away.",
       [N("Good evening Ms Ong"), S("Each e-ticket costs 1,000 points"), S("so three need 3,000"),
        S("With your 2,640 posted points and the 450 pending from SingaCell"),
        C("you have 3,090 available", "VALUE_MISMATCH", "AMOUNT_MISMATCH", "NLI_CONTRADICTION"),
        C("you can redeem all three tickets right away", "NLI_CONTRADICTION")],
       ["wrong_state", "condition_unmet"], ["3,090 available", "right away"],
       "Pending points cannot be redeemed until they post (10 April); only 2,640 are available now.")
sc.bad("Good evening Ms Ong. At your Pearl tier each e-ticket costs 800 points, so three tickets need 2,400, and your "
       "2,640 posted points already cover them.",
       [N("Good evening Ms Ong"), C("each e-ticket costs 800 points", *NUM),
        C("three tickets need 2,400", *NUM), S("your 2,640 posted points"),
        C("already cover them", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
       ["other_record_value", "wrong_arithmetic", "condition_unmet"], ["800 points", "2,400", "already cover them"],
       "800 is the ORCHID row; Pearl pays 1,000 per ticket, 3,000 for three, which 2,640 does not cover.")
sc.bad("Good evening Ms Ong. Your 450 SingaCell points should post on Thursday, 9 April, giving you 3,090 points, "
       "enough for three tickets at 1,000 each. Please redeem them at least 30 minutes before the 7:45 PM showing.",
       [N("Good evening Ms Ong"), C("should post on Thursday, 9 April", *DATE), S("giving you 3,090 points"),
        S("enough for three tickets at 1,000 each"), C("at least 30 minutes before", *RULE_X),
        S("the 7:45 PM showing")],
       ["wrong_date", "wrong_period"], ["Thursday, 9 April", "30 minutes before"],
       "expected_post_on is 2026-04-10 (Friday); e-tickets must be redeemed at least 2 hours before the showtime.")
sc.repair("Good evening Ms Ong. At your Pearl tier each Starlight e-ticket costs 800 points, so three need 2,400 "
          "points. Your 450 SingaCell points post on Friday, 10 April.",
          [N("Good evening Ms Ong"), C("each Starlight e-ticket costs 800 points", *NUM),
           C("three need 2,400 points", *NUM), S("Your 450 SingaCell points post on Friday, 10 April")],
          ["other_record_value", "wrong_arithmetic"], ["1,000|3,000", "10 April"], ["800 points", "2,400 points"],
          "Burn table PEARL = 1000 per ticket (800 is ORCHID); three tickets are 3,000.")
SCENARIOS.append(sc)

# ---------------------------------------------------------------- K4 duplicate accounts merged
ev = [
    rec("get_merge#MRG-260330-0417", "tool:orchid.get_merge", {
        "merge": {"merge_id": "MRG-260330-0417", "state": "COMPLETED", "completed_on": "2026-03-30",
                  "source": {"member_no": "OC-1907-3321", "state_after": "MERGED", "points_moved": 3780,
                             "tier_before": {"code": "PEARL", "qualifies_until": "2025-12-31"}},
                  "target": {"member_no": "OC-2404-8876", "state_after": "ACTIVE"}}}),
    rec("get_member#OC-2404-8876", "tool:orchid.get_member", {
        "member": {"member_no": "OC-2404-8876", "name": "KWAN PING ON", "salutation": "MR",
                   "tier": {"code": "JADE", "qualifies_until": "2026-12-31",
                            "next_tier_threshold": {"code": "PEARL", "points_in_year": 15000}},
                   "points_balance": 14985},
        "ledger": [
            {"entry_id": "OCL-90004415", "type": "MERGE_IN", "ref": "MRG-260330-0417", "points": 2680,
             "state": "POSTED", "posted_on": "2026-03-30", "expires_on": "2027-09-30"},
            {"entry_id": "OCL-90004414", "type": "MERGE_IN", "ref": "MRG-260330-0417", "points": 1100,
             "state": "POSTED", "posted_on": "2026-03-30", "expires_on": "2026-06-30"}]}),
    pol("orchid-merge#v2",
        "If you hold more than one Orchid Circle account, we can merge them into one. The points are combined, and "
        "the merged account takes the higher of the two tiers that are current on the day of the merge. Merged "
        "points keep their original expiry dates. A merge cannot be undone, and the closed account number can no "
        "longer be used.", "v2"),
]
sc = Scenario("account-merge", DOM, "Have my two Orchid Circle accounts been merged yet? What tier am I now?",
              ev, "2026-04-01T10:05:00+08:00")
sc.ok("Good morning Mr Kwan, yes, your two accounts have been merged: the 3,780 points from OC-1907-3321 were moved "
      "into OC-2404-8876 on 30 March, bringing your balance to 14,985 points.",
      [S("your two accounts have been merged"), S("the 3,780 points from OC-1907-3321"),
       S("were moved into OC-2404-8876 on 30 March"), S("bringing your balance to 14,985 points")],
      ["14,985", "OC-2404-8876"],
      "Merge COMPLETED 2026-03-30, points_moved 3780 from OC-1907-3321 into OC-2404-8876; points_balance 14985.")
sc.ok("Your tier is Jade, valid until 31/12/2026. The Pearl status on your older account lapsed at the end of 2025, "
      "so it was not current on the day of the merge and did not carry over.",
      [S("Your tier is Jade, valid until 31/12/2026"), S("The Pearl status on your older account lapsed at the end of 2025"),
       S("it was not current on the day of the merge"), S("did not carry over")],
      ["Jade"],
      "Target tier JADE until 2026-12-31; source tier PEARL qualifies_until 2025-12-31; policy takes the higher "
      "current tier.")
sc.ok("Please note that merged points keep their original expiry dates, so 1,100 of them still expire on 30 June "
      "2026, and OC-1907-3321 can no longer be used.",
      [S("merged points keep their original expiry dates"), S("1,100 of them still expire on 30 June 2026"),
       S("OC-1907-3321 can no longer be used")],
      ["1,100", "30 June 2026"],
      "MERGE_IN entry OCL-90004414 1100 expires 2026-06-30; policy: expiry kept, closed number unusable.")
sc.bad("Good morning Mr Kwan, your two accounts have been merged, and the combined account now holds Pearl status, "
       "carried over from your older membership.",
       [S("your two accounts have been merged"), C("the combined account now holds Pearl status", "VALUE_MISMATCH",
                                                   "RECORD_STATE_MISMATCH"),
        C("carried over from your older membership", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
       ["stale_value", "wrong_policy_condition"], ["holds Pearl status", "carried over from your older"],
       "PEARL lapsed on 2025-12-31 and was not current at the merge; the merged account is JADE.")
sc.bad("Good morning Mr Kwan. The merge is complete, and your membership number going forward is OC-1907-3321. Your "
       "combined balance is 15,985 points.",
       [N("Good morning Mr Kwan"), S("The merge is complete"),
        C("your membership number going forward is OC-1907-3321", *IDM),
        C("Your combined balance is 15,985 points", *NUM)],
       ["wrong_role", "wrong_amount"], ["going forward is OC-1907-3321", "15,985"],
       "OC-1907-3321 is the MERGED source account; the surviving number is OC-2404-8876, balance 14,985.")
sc.bad("Good morning Mr Kwan. Your accounts were merged on 30 March, and all merged points now carry a fresh 24-month "
       "expiry. If you ever change your mind, we can split the accounts again.",
       [N("Good morning Mr Kwan"), S("Your accounts were merged on 30 March"),
        C("all merged points now carry a fresh 24-month expiry", "NLI_CONTRADICTION", "DATE_MISMATCH"),
        C("we can split the accounts again", "NLI_CONTRADICTION")],
       ["wrong_policy_condition", "invented_promise"], ["fresh 24-month expiry", "split the accounts again"],
       "Policy: merged points keep their original expiry (1,100 still expire 2026-06-30); a merge cannot be undone.")
sc.repair("Good morning Mr Kwan. Your accounts were merged on 30 March, and your balance is now 14,985 points. The "
          "merged account holds Pearl status.",
          [N("Good morning Mr Kwan"), S("Your accounts were merged on 30 March"),
           S("your balance is now 14,985 points"), C("The merged account holds Pearl status", "VALUE_MISMATCH",
                                                     "RECORD_STATE_MISMATCH")],
          ["stale_value"], ["Jade|JADE", "14,985"], ["Pearl status"],
          "Tier of OC-2404-8876 is JADE; PEARL lapsed 2025-12-31.")
SCENARIOS.append(sc)
