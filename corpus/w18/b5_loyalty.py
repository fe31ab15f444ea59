"""w18 business 5: coffee chain loyalty (Denver + Phoenix)."""
from _lib import Scenario, rec, pol, psg, refused, ep, sup, na, con, ins, either, DEN, PHX

DOM = "coffee chain loyalty"

# ---------------------------------------------------------------- L1 points balance and beans reward
s = Scenario(DOM, "beans-reward-balance",
    "How many points do I have? Enough for a free bag of beans?",
    [
        rec("get_loyalty_account#SR-M-448120", "get_loyalty_account", {
            "member": {"member_id": "SR-M-448120", "first_name": "Priya", "tier": "SILVER",
                       "home_store": "Summit Roast - South Pearl", "tz": DEN},
            "points": {"balance": 1240,
                       "expiring": [{"points": 180, "expires_at": ep("2026-08-31 23:59", DEN)}]},
            "ledger": [
                {"entry_id": "LG-1", "type": "EARN", "points": 96, "at": ep("2026-07-02 07:41", DEN)},
                {"entry_id": "LG-2", "type": "EARN", "points": 54, "at": ep("2026-07-05 08:12", DEN)},
                {"entry_id": "LG-3", "type": "REDEEM", "points": -150, "reward": "FREE_DRINK",
                 "at": ep("2026-07-08 15:20", DEN)},
                {"entry_id": "LG-4", "type": "EARN", "points": 175, "promo": "DOUBLE_POINTS_WED",
                 "at": ep("2026-07-10 07:05", DEN)}]}),
        rec("get_statement#2026-06", "get_statement", {
            "member_id": "SR-M-448120", "period": "2026-06", "closing_balance": 1065, "state": "CLOSED"}),
        rec("list_rewards#catalog", "list_rewards", {
            "rewards": [{"code": "PASTRY", "points_cost": 100}, {"code": "FREE_DRINK", "points_cost": 150},
                        {"code": "BAG_OF_BEANS", "points_cost": 450, "note": "12 oz whole bean, any roast"}]}),
        pol("policy#points",
            "Silver members earn 2 points for every $1 spent. Rewards can be redeemed in the app or at the register. "
            "Points expire at the end of the 12th month after the month they were earned. A bag of beans reward covers "
            "any 12 oz whole-bean roast.", rev="2026.3"),
    ], now="2026-07-12T09:10:00-06:00")

s.ok("Hi Priya! You've got 1,240 points, so yes, a free bag of beans (450 points) is yours whenever you want it. That "
     "would leave you 790 points. Heads-up: 180 of your points expire on August 31.",
     [sup("You've got 1,240 points"), sup("a free bag of beans (450 points) is yours whenever you want it"),
      sup("That would leave you 790 points"), sup("180 of your points expire on August 31")],
     ["1,240", "790"],
     "points.balance 1240; BAG_OF_BEANS points_cost 450; 1240 - 450 = 790; expiring 180 at 2026-08-31.")

s.ok("Yes! 1,240 points covers the 450-point bag of beans, any 12 oz whole-bean roast you like.",
     [sup("1,240 points covers the 450-point bag of beans"), sup("any 12 oz whole-bean roast you like")],
     ["1,240", "450"],
     "balance 1240 >= 450; catalog note and policy: any 12 oz whole-bean roast.")

s.ok("Your balance is twelve hundred forty points. That's enough for a bag of beans, or up to eight free drinks at "
     "150 points each if you'd rather.",
     [sup("Your balance is twelve hundred forty points"), sup("That's enough for a bag of beans"),
      sup("up to eight free drinks at 150 points each")],
     ["twelve hundred forty", "eight free drinks"],
     "balance 1240; FREE_DRINK costs 150, 8 x 150 = 1200 <= 1240 < 1350.")

s.bad("Hi Priya! You've got 1,065 points, so a bag of beans (450 points) is well within reach.",
      [con("You've got 1,065 points", "VALUE_MISMATCH"), sup("a bag of beans (450 points) is well within reach")],
      ["stale_value"], ["1,065 points"],
      "1065 is the closed June statement balance; the live balance is 1240.")

s.bad("You've got 1,240 points, so the bag of beans is yours, leaving 840 points. You earn 3 points for every dollar, "
      "so you'll be back up in no time!",
      [sup("You've got 1,240 points"), con("leaving 840 points", "VALUE_MISMATCH"),
       con("You earn 3 points for every dollar", "NLI_CONTRADICTION")],
      ["wrong_arithmetic", "wrong_policy_condition"], ["840 points", "3 points for every dollar"],
      "1240 - 450 = 790; policy: Silver earns 2 points per $1.")

s.repair("You've got 1,240 points, so a bag of beans (450 points) is covered, and you'd still have 890 points left.",
         [sup("You've got 1,240 points"), sup("a bag of beans (450 points) is covered"),
          con("you'd still have 890 points left", "VALUE_MISMATCH")],
         ["wrong_arithmetic"], ["890 points"],
         ["790", "1,240|1240"],
         "1240 - 450 = 790.")

# ---------------------------------------------------------------- L2 missing points escalated
s = Scenario(DOM, "missing-points-camelback",
    "I bought stuff on Saturday at the Camelback store and got no points!",
    [
        rec("get_transaction#TX-88213", "get_transaction", {
            "transaction": {"transaction_id": "TX-88213", "store": "Summit Roast - Camelback", "tz": PHX,
                            "at": ep("2026-05-09 10:22", PHX), "amount_minor": 2780, "currency": "usd",
                            "items": [{"name": "Oat Milk Latte", "qty": 2, "unit_price_minor": 590,
                                       "modifiers": [{"code": "EXTRA_SHOT", "price_minor": 100}]},
                                      {"name": "Breakfast Burrito", "qty": 1, "unit_price_minor": 1400, "modifiers": []}],
                            "loyalty": {"member_id": "SR-M-90311", "points_awarded": 0, "reason": "CARD_NOT_SCANNED"}}}),
        rec("get_transaction#TX-88390", "get_transaction", {
            "transaction": {"transaction_id": "TX-88390", "store": "Summit Roast - Arcadia", "tz": PHX,
                            "at": ep("2026-05-11 07:58", PHX), "amount_minor": 925,
                            "loyalty": {"member_id": "SR-M-90311", "points_awarded": 18}}}),
        refused("adjust_points#call-1", "adjust_points", "ESCALATE",
                {"member_id": "SR-M-90311", "transaction_id": "TX-88213", "points": 55,
                 "route_to": "LOYALTY_REVIEW"}),
        pol("policy#missing-points",
            "Silver members earn 2 points per $1, rounded down to whole points. We can add missing points for purchases "
            "made in the last 30 days. Requests for more than 50 points are reviewed by our loyalty team within 5 "
            "business days, and you'll get an email once they're added.", rev="2026.3"),
    ], now="2026-05-13T12:00:00-07:00")

s.ok("Found it! Your $27.80 visit at Camelback on Saturday, May 9 didn't earn points because the app wasn't scanned. "
     "That's 55 points, so I've sent it to our loyalty team; they review within 5 business days and will email you "
     "once the points are added.",
     [sup("Your $27.80 visit at Camelback on Saturday, May 9"), sup("didn't earn points because the app wasn't scanned"),
      sup("That's 55 points"), sup("I've sent it to our loyalty team"), sup("they review within 5 business days"),
      sup("will email you once the points are added")],
     ["$27.80", "55 points"],
     "TX-88213 amount 2780 at 10:22 Phoenix on Sat 9 May, points_awarded 0 CARD_NOT_SCANNED; 2 x 27.80 = 55.6 -> 55; adjust_points ESCALATED; policy 5 business days + email.")

s.ok("I see the purchase (TX-88213: two oat milk lattes with an extra shot and a breakfast burrito). I couldn't add "
     "the points myself because it's over 50, but it's now with our loyalty team for review.",
     [sup("TX-88213: two oat milk lattes with an extra shot and a breakfast burrito"),
      sup("I couldn't add the points myself"), sup("because it's over 50"),
      sup("it's now with our loyalty team for review")],
     ["TX-88213", "loyalty team"],
     "items in TX-88213; adjust_points for 55 ESCALATED; policy: over 50 points goes to review.")

s.bad("Found it! I've added 55 points for your $27.80 Camelback purchase on May 9, so you're all caught up.",
      [con("I've added 55 points", "NOT_EXECUTED"), sup("your $27.80 Camelback purchase on May 9"),
       con("you're all caught up", "NOT_EXECUTED")],
      ["refused_call_effect", "refused_call_effect"], ["I've added 55 points", "all caught up"],
      "adjust_points was ESCALATED, not executed.")

s.bad("Your $27.80 purchase on May 9 missed its points because the app wasn't scanned. That's 28 points, and our "
      "loyalty team will have them on your account within 48 hours.",
      [sup("Your $27.80 purchase on May 9"), sup("because the app wasn't scanned"),
       con("That's 28 points", "VALUE_MISMATCH"), con("within 48 hours", "NLI_CONTRADICTION")],
      ["wrong_arithmetic", "wrong_period"], ["28 points", "within 48 hours"],
      "At 2 points per $1, $27.80 earns 55; policy: review within 5 business days.")

s.bad("Sorry about that! Your $9.25 Camelback purchase didn't get scanned, so I've sent 55 points to our loyalty team "
      "for review.",
      [na("Sorry about that!"), con("Your $9.25 Camelback purchase", "AMOUNT_MISMATCH"),
       sup("I've sent 55 points to our loyalty team for review")],
      ["other_record_value"], ["$9.25"],
      "925 is TX-88390 at Arcadia (which did earn points); the missing one is TX-88213 for 2780.")

s.repair("Found your $27.80 Camelback visit from May 9! It's 55 points, and our loyalty team reviews requests like this "
         "within 10 business days.",
         [sup("Found your $27.80 Camelback visit from May 9!"), sup("It's 55 points"),
          con("within 10 business days", "NLI_CONTRADICTION")],
         ["wrong_period"], ["10 business days"],
         ["5 business days|five business days", "55 points"],
         "Policy: reviews within 5 business days.")

# ---------------------------------------------------------------- L3 Gold tier progress
s = Scenario(DOM, "gold-tier-progress",
    "How close am I to Gold, and what would I get? Also is my birthday drink ready?",
    [
        rec("get_loyalty_account#SR-M-227604", "get_loyalty_account", {
            "member": {"member_id": "SR-M-227604", "first_name": "Wes", "tier": "SILVER", "tz": DEN},
            "tier_progress": {"year": 2026, "qualifying_points": 2780, "next_tier": "GOLD", "next_tier_at": 3000},
            "points": {"balance": 615},
            "rewards_available": [{"code": "BIRTHDAY_DRINK", "status": "AVAILABLE",
                                   "expires_at": ep("2026-10-31 23:59", DEN)}]}),
        pol("policy#tiers",
            "Tier status is based on qualifying points earned in a calendar year. Silver members earn 2 points per $1 "
            "and get a birthday drink. Gold starts at 3,000 qualifying points: Gold members earn 3 points per $1, get "
            "free size upgrades and a birthday drink plus pastry. Gold status lasts through the end of the following "
            "calendar year.", rev="2026.3"),
    ], now="2026-10-05T08:00:00-06:00")

s.ok("You're so close, Wes! You're at 2,780 qualifying points this year, just 220 away from Gold at 3,000. Gold gets "
     "you 3 points per dollar, free size upgrades and a pastry with your birthday drink. And yes, your birthday drink "
     "is ready to use through October 31!",
     [sup("You're at 2,780 qualifying points this year"), sup("just 220 away from Gold at 3,000"),
      sup("Gold gets you 3 points per dollar"), sup("free size upgrades"), sup("a pastry with your birthday drink"),
      sup("your birthday drink is ready to use through October 31")],
     ["220", "October 31"],
     "qualifying_points 2780, next_tier_at 3000 (difference 220); policy lists Gold perks; BIRTHDAY_DRINK AVAILABLE until 2026-10-31.")

s.ok("- Progress: 2,780 / 3,000 toward Gold\n- Left to go: 220 points (about $110 in purchases at your Silver rate)\n"
     "- Birthday drink: available now\nOnce you hit Gold, it lasts through the end of next year.",
     [sup("Progress: 2,780 / 3,000 toward Gold"), sup("Left to go: 220 points"),
      sup("about $110 in purchases at your Silver rate"), sup("Birthday drink: available now"),
      sup("it lasts through the end of next year")],
     ["220 points", "2,780"],
     "220 points at 2 points per $1 = $110; BIRTHDAY_DRINK AVAILABLE; policy: Gold lasts through the end of the following year.")

s.bad("You're 220 points from Gold! Gold members earn 3 points per dollar and get free refills on brewed coffee all "
      "day. Your birthday drink is available through October 31.",
      [sup("You're 220 points from Gold!"), sup("Gold members earn 3 points per dollar"),
       ins("free refills on brewed coffee", "NO_POLICY_EVIDENCE", "NLI_NOT_ENTAILED"),
       sup("Your birthday drink is available through October 31.")],
      ["unlisted_perk"], ["free refills"],
      "The policy lists 3 points per $1, size upgrades and birthday drink plus pastry; no refills.")

s.bad("You're only 320 points from Gold, and since you're past 2,500 you already get free size upgrades!",
      [con("only 320 points from Gold", "VALUE_MISMATCH"),
       either("you already get free size upgrades", "NLI_CONTRADICTION", "RECORD_STATE_MISMATCH", "NLI_NOT_ENTAILED")],
      ["wrong_arithmetic", "condition_unmet"], ["320 points", "already get free size upgrades"],
      "3000 - 2780 = 220; tier is SILVER and size upgrades are a Gold perk starting at 3,000.")

s.bad("Only 220 points to go until Gold! And your birthday drink is waiting for you through November 30.",
      [sup("Only 220 points to go until Gold!"), con("through November 30", "DATE_MISMATCH")],
      ["wrong_date"], ["November 30"],
      "BIRTHDAY_DRINK expires_at is 2026-10-31 23:59 Denver.")

s.repair("You're at 2,780 qualifying points, so you're 120 away from Gold. Your birthday drink is available until "
         "October 31!",
         [sup("You're at 2,780 qualifying points"), con("you're 120 away from Gold", "VALUE_MISMATCH"),
          sup("Your birthday drink is available until October 31!")],
         ["wrong_arithmetic"], ["120 away"],
         ["220", "October 31|Oct 31"],
         "next_tier_at 3000 - qualifying_points 2780 = 220.")

# ---------------------------------------------------------------- L4 expired points, courtesy used
s = Scenario(DOM, "expired-points",
    "300 of my points just disappeared?? Can you put them back?",
    [
        rec("get_loyalty_account#SR-M-615092", "get_loyalty_account", {
            "member": {"member_id": "SR-M-615092", "tier": "SILVER", "tz": PHX,
                       "courtesy_reinstatement": {"used": True, "used_at": ep("2025-09-14 10:00", PHX)}},
            "points": {"balance": 410},
            "ledger": [
                {"entry_id": "LG-771", "type": "EARN", "points": 60, "at": ep("2026-06-20 07:30", PHX)},
                {"entry_id": "LG-780", "type": "EXPIRE", "points": -300, "earned_month": "2025-06",
                 "at": ep("2026-07-01 00:00", PHX), "balance_before": 710, "balance_after": 410}]}),
        refused("reinstate_points#call-2", "reinstate_points", "DENY",
                {"member_id": "SR-M-615092", "points": 300, "reason": "COURTESY_ALREADY_USED"}),
        pol("policy#expiry",
            "We email a reminder 30 days before points expire. Points expire at the end of the 12th month after the "
            "month they were earned. Expired points can't be reinstated, except once per member as a one-time courtesy "
            "within 14 days of the expiry.", rev="2026.3"),
    ], now="2026-07-06T09:30:00-07:00")

s.ok("So sorry for the surprise! Those 300 points were earned in June 2025 and expired on July 1. Your balance is now "
     "410. I couldn't reinstate them, since the one-time courtesy was already used last September.",
     [na("So sorry for the surprise!"), sup("Those 300 points were earned in June 2025"), sup("expired on July 1"),
      sup("Your balance is now 410"), sup("I couldn't reinstate them"),
      sup("the one-time courtesy was already used last September")],
     ["410", "July 1"],
     "LG-780 EXPIRE -300 earned_month 2025-06 at 2026-07-01; balance 410; reinstate DENIED COURTESY_ALREADY_USED (used 2025-09-14).")

s.ok("Those points hit their 12-month expiry on July 1 (we send a reminder email 30 days ahead). Reinstatement was "
     "declined because your one-time courtesy was used in 2025, so you're at 410 points now.",
     [sup("Those points hit their 12-month expiry on July 1"), sup("we send a reminder email 30 days ahead"),
      sup("Reinstatement was declined"), sup("your one-time courtesy was used in 2025"),
      sup("you're at 410 points now")],
     ["410 points", "July 1"],
     "policy: 12-month expiry, 30-day reminder; refused DENY; courtesy used_at 2025-09-14; balance 410.")

s.bad("Good news: I've restored your 300 points as a one-time courtesy, so you're back to 710!",
      [con("I've restored your 300 points", "NOT_EXECUTED"), con("you're back to 710", "VALUE_MISMATCH", "NOT_EXECUTED")],
      ["refused_call_effect", "stale_value"], ["restored your 300 points", "back to 710"],
      "reinstate_points was DENIED; 710 is balance_before, the balance is 410.")

s.bad("Those 300 points expired on July 1 because points only last 6 months. Your balance is now 410.",
      [sup("Those 300 points expired on July 1"), con("points only last 6 months", "NLI_CONTRADICTION"),
       sup("Your balance is now 410.")],
      ["wrong_period"], ["6 months"],
      "Policy: points expire at the end of the 12th month after they were earned.")

s.repair("Those 300 points expired on July 1, so your balance is now 710. I couldn't reinstate them because your "
         "one-time courtesy was already used.",
         [sup("Those 300 points expired on July 1"), con("your balance is now 710", "VALUE_MISMATCH"),
          sup("I couldn't reinstate them")],
         ["stale_value"], ["now 710"],
         ["410", "July 1"],
         "710 is balance_before on LG-780; points.balance is 410.")
