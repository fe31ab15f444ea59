from write_cases import Scen, rec, pol, psg, ref, ep, SYD, PER

# ---------------------------------------------------------------- 13 cable TV: PPV event refund
s = Scen("ppv-refund", "cable TV", "The fight on Saturday got cancelled. Do I get my money back?",
    [rec("get_ppv_order#PPV-551820", "tool:get_ppv_order", {"ppv_order": {
        "order_id": "PPV-551820", "subscription_id": "TV-2290418", "customer": "Hamish O'Rourke",
        "event": {"title": "Heavyweight Title: Tane vs Kowalski", "scheduled_at": ep("2026-05-23 12:00"),
                  "status": "CANCELLED"},
        "price_cents": 5995, "state": "REFUND_APPROVED",
        "refund": {"refund_id": "RF-88310", "amount_cents": 5995, "method": "ORIGINAL_CARD", "card_last4": "0921",
                   "approved_at": ep("2026-05-24 09:15"), "tz": "Australia/Sydney"}}}),
     rec("get_ppv_order#PPV-549977", "tool:get_ppv_order", {"ppv_order": {
        "order_id": "PPV-549977", "subscription_id": "TV-2290418",
        "event": {"title": "Sevens Finals Day", "scheduled_at": ep("2026-04-18 10:00"), "status": "AIRED"},
        "price_cents": 2995, "state": "WATCHED"}}),
     pol("policy#ppv", "If a pay-per-view event is cancelled, we refund the full price automatically. Refunds go "
         "back to the card you paid with and usually show within 3 to 5 business days after approval. If an event "
         "is postponed, your purchase stays valid for the new date instead of being refunded. We can't refund an "
         "event once you've started watching it.", "v1")],
    now="2026-05-25T09:00:00+10:00")

s.case("Yes, Hamish. The fight was cancelled, so we've approved a full refund of $59.95 (refund RF-88310). It's "
       "going back to your card ending 0921 and usually shows within 3 to 5 business days.",
       [("The fight was cancelled", "S"), ("approved a full refund of $59.95", "S"), ("refund RF-88310", "S"),
        ("going back to your card ending 0921", "S"), ("usually shows within 3 to 5 business days", "S")],
       incl=["$59.95", "0921"],
       notes="PPV-551820 event CANCELLED, state REFUND_APPROVED, refund amount_cents 5995 to card 0921; policy timing.")

s.case("Your refund for PPV-551820 was approved yesterday morning. The full $59.95 goes back to the card you used.",
       [("was approved yesterday morning", "S"), ("The full $59.95 goes back to the card you used", "S")],
       incl=["$59.95", "PPV-551820"], notes="approved_at 24/5 09:15 AEST, now 25/5; method ORIGINAL_CARD.")

s.case("Hi Hamish, your refund of $59.95 has already landed back on your card ending 0921. We refund postponed "
       "events the same way, by the way.",
       [("has already landed back on your card", "C", "RECORD_STATE_MISMATCH"),
        ("We refund postponed events the same way", "C", "NLI_CONTRADICTION")],
       errors=["wrong_state", "wrong_policy_condition"], excl=["already landed", "refund postponed events"],
       notes="state is REFUND_APPROVED (3-5 business days to show); policy: postponed events are not refunded.")

s.case("We've approved a refund of $29.95 for the cancelled fight, and it'll reach your card within 3 to 5 "
       "business days.",
       [("approved a refund of $29.95", "C", "AMOUNT_MISMATCH"), ("for the cancelled fight", "S"),
        ("reach your card within 3 to 5 business days", "S")],
       errors=["other_record_value"], excl=["$29.95"],
       notes="2995 is the price of the other order PPV-549977; the refund is 5995.")

s.case("Yes, the fight was cancelled and your $59.95 refund has been approved. It goes back to your card ending "
       "0291 within 3 to 5 business days.",
       [("the fight was cancelled", "S"), ("your $59.95 refund has been approved", "S"),
        ("card ending 0291", "C", "IDENTIFIER_MISMATCH"), ("within 3 to 5 business days", "S")],
       errors=["wrong_id"], excl=["0291"], incl=["0921", "$59.95"],
       notes="card_last4 is 0921.", repair=True)

# ---------------------------------------------------------------- 14 cable TV: price rise, withdrawn notice
s = Scen("price-rise", "cable TV", "I got two different price rise emails. What will I actually pay and when?",
    [rec("get_price_schedule#TV-5561038", "tool:get_price_schedule", {
        "subscription_id": "TV-5561038", "holder": "Judith Amankwah",
        "package": {"code": "PREMIUM_HD", "name": "Premium HD"},
        "price_schedule": [
            {"version": "3", "monthly_fee_cents": 8900, "effective_from": "2025-07-01", "valid_to": "2026-06-30",
             "status": "ACTIVE"},
            {"version": "4a", "monthly_fee_cents": 9900, "effective_from": "2026-07-01", "status": "VOID",
             "notice_sent_at": ep("2026-04-28 07:00"), "void_reason": "SENT_IN_ERROR_WITHDRAWN"},
            {"version": "4", "monthly_fee_cents": 9400, "effective_from": "2026-07-01", "status": "SCHEDULED",
             "notice_sent_at": ep("2026-05-01 07:00")}]}),
     pol("policy#price-changes", "We'll give you at least 30 days' notice before your monthly price changes. A "
         "notice we have withdrawn doesn't apply to you. If you don't want to stay on the new price, you can "
         "cancel without an early exit fee any time before it starts.", "v2")],
    now="2026-05-26T15:00:00+10:00")

s.case("Hi Judith, sorry for the confusion. The email quoting $99 was sent in error and has been withdrawn. Your "
       "Premium HD price goes from $89 to $94 a month on 1 July 2026. You'll keep paying $89 until 30 June. If "
       "you'd rather not stay on the new price, you can cancel without an exit fee any time before it starts.",
       [("sorry for the confusion", "N"), ("The email quoting $99 was sent in error and has been withdrawn", "S"),
        ("goes from $89 to $94 a month on 1 July 2026", "S"), ("keep paying $89 until 30 June", "S"),
        ("cancel without an exit fee any time before it starts", "S")],
       incl=["$94", "1 July 2026"],
       notes="version 4a VOID (SENT_IN_ERROR_WITHDRAWN); version 4 SCHEDULED 9400 from 2026-07-01; version 3 8900 valid_to 30/6.")

s.case("From the first of July it's ninety-four dollars a month; ignore the ninety-nine dollar email.",
       [("From the first of July it's ninety-four dollars a month", "S"),
        ("ignore the ninety-nine dollar email", "S")],
       incl=["ninety-four dollars", "first of July"], notes="version 4 (9400) scheduled; 4a (9900) void.")

s.case("Hi Judith, we sent your price notice on 1 May. Your new Premium HD price will be $99 a month from 1 July.",
       [("we sent your price notice on 1 May", "S"), ("will be $99 a month from 1 July", "C", "AMOUNT_MISMATCH")],
       errors=["stale_value"], excl=["$99 a month"],
       notes="9900 is the void notice 4a; the scheduled price is 9400.")

s.case("Your Premium HD price goes up by $4 a month, to $94, from 1 June.",
       [("goes up by $4 a month", "C", "AMOUNT_MISMATCH", "VALUE_MISMATCH"), ("to $94", "S"),
        ("from 1 June", "C", "DATE_MISMATCH")],
       errors=["wrong_arithmetic", "wrong_date"], excl=["by $4 a month", "from 1 June"],
       notes="9400 - 8900 = $5; effective_from 2026-07-01.")

s.case("The $99 email was withdrawn, so please ignore it. Your price rises from $89 to $94 a month on 1 August.",
       [("The $99 email was withdrawn", "S"), ("from $89 to $94 a month", "S"),
        ("on 1 August", "C", "DATE_MISMATCH")],
       errors=["wrong_date"], excl=["1 August"], incl=["1 July|1/7|01/07|July 1|first of July", "$94"],
       notes="effective_from 2026-07-01.", repair=True)

# ---------------------------------------------------------------- 15 prepaid SIM: recharge status
s = Scen("prepaid-recharge", "prepaid SIM", "How much data have I got and when do I need to recharge?",
    [rec("get_prepaid_service#0455610287", "tool:get_prepaid_service", {"service": {
        "msisdn": "0455 610 287", "customer": "Sione Tupou", "type": "PREPAID", "status": "ACTIVE",
        "credit_balance_cents": 1240, "auto_recharge": False,
        "current_recharge": {"recharge_id": "RC-7781045", "product": "Prepaid 35", "price_cents": 3500,
                             "data_allowance_gb": 40, "data_used_mb": 15360, "data_remaining_mb": 25600, "validity_days": 28,
                             "recharged_at": ep("2026-05-08 18:22"), "expires_at": ep("2026-06-05 18:22"),
                             "tz": "Australia/Sydney"},
        "previous_recharges": [{"recharge_id": "RC-7712998", "product": "Prepaid 25", "price_cents": 2500,
                                "data_allowance_gb": 20, "validity_days": 28, "expires_at": ep("2026-05-08 18:22"),
                                "status": "EXPIRED"}]}}),
     pol("policy#prepaid-expiry", "Each recharge lasts for its expiry period, shown in days. Recharge before it "
         "expires to keep your number active and your included calls and data working. Credit balance is used for "
         "premium numbers and international calls, and it doesn't expire while your service is active. If you "
         "don't recharge within 180 days after expiry, your number may be disconnected.", "v5")],
    now="2026-05-27T20:00:00+10:00")

s.case("Hi Sione! On your Prepaid 35 recharge you've used 15 GB of 40 GB, so 25 GB is left. It expires on 5 June "
       "at 6:22 PM. Recharge before then to keep your number active. You also have $12.40 credit.",
       [("Hi Sione!", "N"), ("used 15 GB of 40 GB", "S"), ("so 25 GB is left", "S"),
        ("expires on 5 June at 6:22 PM", "S"), ("Recharge before then to keep your number active", "S"),
        ("You also have $12.40 credit", "S")],
       incl=["25 GB", "5 June"],
       notes="data_used_mb 15360 = 15 GB of 40; expires_at 5/6 18:22 AEST; credit_balance_cents 1240.")

s.case("- Data left: 25 GB of 40 GB\n- Expiry: 05/06/2026, 6:22 pm (28 days from your 8 May recharge)\n"
       "- Credit balance: $12.40\nAuto-recharge is off, so you'll need to recharge yourself.",
       [("Data left: 25 GB of 40 GB", "S"), ("Expiry: 05/06/2026, 6:22 pm", "S"),
        ("28 days from your 8 May recharge", "S"), ("Credit balance: $12.40", "S"), ("Auto-recharge is off", "S")],
       incl=["25 GB", "05/06/2026"], notes="RC-7781045 fields; auto_recharge false.")

s.case("Your Prepaid 35 has 25 GB left and expires on 5 June. Your credit balance is $1,240.",
       [("has 25 GB left", "S"), ("expires on 5 June", "S"), ("Your credit balance is $1,240", "C", "AMOUNT_MISMATCH")],
       errors=["unit_conversion"], excl=["$1,240"],
       notes="credit_balance_cents 1240 is $12.40, read as dollars.")

s.case("Your current recharge is 20 GB for $25, and you've used 15 GB, leaving 5 GB until it expires.",
       [("Your current recharge is 20 GB for $25", "C", "VALUE_MISMATCH", "AMOUNT_MISMATCH"),
        ("you've used 15 GB", "S"), ("leaving 5 GB", "C", "VALUE_MISMATCH")],
       errors=["stale_value", "wrong_value"], excl=["20 GB for $25", "leaving 5 GB"],
       notes="20 GB/$25 is the expired RC-7712998; current RC-7781045 is 40 GB, 25 GB left.")

s.case("You've got 25 GB left on Prepaid 35. It expires on 5 June, which is 30 days after you recharged on 8 May.",
       [("25 GB left on Prepaid 35", "S"), ("It expires on 5 June", "S"),
        ("30 days after you recharged", "C", "VALUE_MISMATCH")],
       errors=["wrong_period"], excl=["30 days"], incl=["28 days|28-day|twenty-eight days", "25 GB", "5 June"],
       notes="validity_days 28.", repair=True)

# ---------------------------------------------------------------- 16 prepaid SIM: data bank condition
s = Scen("data-bank", "prepaid SIM", "If I recharge next week will I keep my banked data?",
    [rec("get_prepaid_service#0433118902", "tool:get_prepaid_service", {"service": {
        "msisdn": "0433 118 902", "customer": "Chloe Vance", "status": "ACTIVE",
        "recharge": {"recharge_id": "RC-7790312", "product": "Prepaid 45", "data_allowance_gb": 60,
                     "data_used_mb": 51200, "data_remaining_mb": 10240, "validity_days": 28, "expires_at": ep("2026-05-30 23:59"),
                     "tz": "Australia/Sydney"},
        "data_bank": {"balance_gb": 34, "cap_gb": 200,
                      "credits": [{"gb": 12, "banked_on": "2026-04-02"}, {"gb": 22, "banked_on": "2026-05-02"}]}}}),
     pol("policy#data-bank", "Data bank lets you keep data you haven't used. When you recharge before your current "
         "recharge expires, any unused data is added to your data bank, up to 200 GB in total. Banked data is used "
         "automatically once your recharge data runs out. If your recharge expires before you recharge again, your "
         "banked data is lost.", "v2")],
    now="2026-05-28T12:00:00+10:00")

s.case("Hi Chloe, good question. Your Prepaid 45 recharge expires at 11:59 PM this Saturday, 30 May. If you wait "
       "until next week, it will have expired and your 34 GB of banked data will be lost. If you recharge by "
       "Saturday night, the 10 GB you haven't used goes into your data bank too, taking it to 44 GB.",
       [("good question", "N"), ("expires at 11:59 PM this Saturday, 30 May", "S"), ("it will have expired", "S"),
        ("your 34 GB of banked data will be lost", "S"), ("the 10 GB you haven't used goes into your data bank", "S"),
        ("taking it to 44 GB", "S")],
       incl=["30 May", "34 GB"],
       notes="expires_at Sat 30/5 23:59; balance_gb 34; 60 GB - 51200 MB (50 GB) = 10 GB; policy#data-bank.")

s.case("Only if you recharge before 30/05 at 11:59 pm; after that your 34 GB bank is gone.",
       [("Only if you recharge before 30/05 at 11:59 pm", "S"), ("your 34 GB bank is gone", "S")],
       incl=["30/05", "34 GB"], notes="expires_at and policy: banked data lost if the recharge expires first.")

s.case("Yes, your 34 GB of banked data is safe. Banked data stays with you for 6 months even if your recharge lapses.",
       [("your 34 GB of banked data is safe", "C", "NLI_CONTRADICTION", "VALUE_MISMATCH"),
        ("stays with you for 6 months even if your recharge lapses", "C", "NLI_CONTRADICTION")],
       errors=["condition_unmet", "wrong_policy_condition"], excl=["is safe", "for 6 months"],
       notes="next week is after expires_at (30/5), and the policy says banked data is lost if the recharge expires.")

s.case("You've got 10 GB left on this recharge plus 34 GB banked, so 54 GB in total. Recharge by 30 May to keep it.",
       [("10 GB left on this recharge", "S"), ("plus 34 GB banked", "S"),
        ("so 54 GB in total", "C", "VALUE_MISMATCH"), ("Recharge by 30 May to keep it", "S")],
       errors=["wrong_arithmetic"], excl=["54 GB"], notes="10 + 34 = 44 GB.")

s.case("Your recharge expires on 30 May at 11:59 PM. Recharge before then and your unused 10 GB will be added to "
       "your data bank, up to a total of 100 GB.",
       [("expires on 30 May at 11:59 PM", "S"), ("your unused 10 GB will be added to your data bank", "S"),
        ("up to a total of 100 GB", "C", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
       errors=["wrong_value"], excl=["100 GB"], incl=["200 GB|200GB", "30 May", "10 GB"],
       notes="cap_gb 200 and policy: up to 200 GB.", repair=True)

# ---------------------------------------------------------------- 17 prepaid SIM: ID check failed (Perth)
s = Scen("id-check-failed", "prepaid SIM", "My SIM won't activate, it keeps saying ID failed. Can you just activate it?",
    [rec("get_activation#ACT-3309127", "tool:get_activation", {"activation": {
        "activation_id": "ACT-3309127", "sim_serial": "89610200004511823370", "msisdn_reserved": "0468 332 170",
        "state": "ID_VERIFICATION_FAILED", "attempts": 2, "max_attempts": 3,
        "last_attempt_at": ep("2026-05-29 08:14", PER), "tz": "Australia/Perth",
        "failure_reason": "NAME_MISMATCH_DRIVER_LICENCE",
        "starter_pack": {"product": "Prepaid 30 Starter", "price_cents": 1000}}}),
     ref("override_id_check#call-4", "override_id_check", "DENY", {"activation_id": "ACT-3309127"}),
     pol("policy#id-check", "By law, we must verify your identity before a prepaid SIM can be activated. You can "
         "verify with an Australian driver licence, passport or Medicare card. The name you enter must match your "
         "ID exactly, including middle names. After 3 failed attempts, you'll need to visit a store with your ID. "
         "Our staff can't skip or override the identity check.", "v3")],
    now="2026-05-29T09:00:00+08:00")

s.case("Hi there, sorry about the hassle. Your activation failed because the name entered didn't match your driver "
       "licence. We're not able to override the ID check, as the law requires it. You have one attempt left "
       "online; make sure your name matches your licence exactly, including any middle names. If that doesn't "
       "work, you'll need to pop into a store with your ID.",
       [("sorry about the hassle", "N"), ("didn't match your driver licence", "S"),
        ("We're not able to override the ID check", "S"), ("the law requires it", "S"),
        ("You have one attempt left online", "S"), ("including any middle names", "S"),
        ("pop into a store with your ID", "S")],
       incl=["one attempt", "driver licence"],
       notes="failure_reason NAME_MISMATCH_DRIVER_LICENCE; attempts 2 of max 3; override refused; policy#id-check.")

s.case("ACT-3309127 failed ID verification twice (name mismatch). I couldn't bypass the check: that request was "
       "refused. You can also verify with a passport or Medicare card.",
       [("failed ID verification twice (name mismatch)", "S"), ("I couldn't bypass the check", "S"),
        ("that request was refused", "S"), ("verify with a passport or Medicare card", "S")],
       incl=["ACT-3309127", "passport"], notes="attempts 2; override_id_check DENY; policy lists ID types.")

s.case("Good news, I've manually approved your ID, so your number 0468 332 170 should be working within the hour.",
       [("I've manually approved your ID", "C", "NOT_EXECUTED"), ("your number 0468 332 170", "S"),
        ("should be working within the hour", "CI", "CLAIM_WITHOUT_TOOL_EVIDENCE", "RECORD_STATE_MISMATCH",
         "NOT_EXECUTED")],
       errors=["refused_call_effect", "invented_promise"], excl=["manually approved", "within the hour"],
       notes="override_id_check was DENY and state is ID_VERIFICATION_FAILED; policy: staff can't override.")

s.case("Your activation failed because of a name mismatch. You've already used all 3 attempts. After three failed "
       "tries, you'll need to go to a store with your ID.",
       [("failed because of a name mismatch", "S"), ("You've already used all 3 attempts", "C", "VALUE_MISMATCH"),
        ("After three failed tries, you'll need to go to a store with your ID", "S")],
       errors=["wrong_quantity"], excl=["used all 3 attempts"],
       notes="attempts is 2 of max_attempts 3.")

s.case("Your activation failed because the name didn't match your passport. We can't override the ID check, but "
       "you have one attempt left to try again.",
       [("the name didn't match your passport", "C", "VALUE_MISMATCH"), ("We can't override the ID check", "S"),
        ("you have one attempt left", "S")],
       errors=["wrong_value"], excl=["your passport"], incl=["driver licence|driver's licence|licence", "one attempt"],
       notes="failure_reason is NAME_MISMATCH_DRIVER_LICENCE.", repair=True)

# ---------------------------------------------------------------- 18 prepaid SIM: international minutes add-on
s = Scen("intl-minutes", "prepaid SIM",
    "How many Vietnam minutes do I have left, and do they run out when my recharge does?",
    [rec("get_prepaid_service#0470225918", "tool:get_prepaid_service", {"service": {
        "msisdn": "0470 225 918", "customer": "Nguyen Thi Lan", "status": "ACTIVE",
        "recharge": {"product": "Prepaid 30", "expires_at": ep("2026-06-12 10:05"), "tz": "Australia/Sydney"},
        "addons": [{"addon_id": "IDD-55102", "name": "Talk Asia 300", "state": "ACTIVE", "minutes_total": 300,
                    "minutes_used": 128, "countries": ["VN", "CN", "IN", "PH"], "validity_days": 30,
                    "purchased_at": ep("2026-05-20 19:30"), "expires_at": ep("2026-06-19 19:30"),
                    "price_cents": 1000},
                   {"addon_id": "IDD-53870", "name": "Talk Asia 100", "state": "EXPIRED", "minutes_total": 100,
                    "minutes_used": 100, "validity_days": 14, "price_cents": 500}],
        "credit_balance_cents": 375}}),
     pol("policy#intl-addons", "International add-ons give you minutes to landlines and mobiles in the countries "
         "listed. Calls to countries not listed are charged from your credit balance at standard rates. Minutes last "
         "for the add-on's validity period, even if your recharge expires first, as long as your service stays "
         "active. Unused minutes don't carry over to a new add-on.", "v1")],
    now="2026-05-30T18:00:00+10:00")

s.case("Chào Lan! You've used 128 of your 300 Talk Asia minutes, so you have 172 left for Vietnam. They last until "
       "19 June at 7:30 PM, even though your recharge expires on 12 June, as long as your service stays active.",
       [("Chào Lan!", "N"), ("used 128 of your 300 Talk Asia minutes", "S"), ("you have 172 left for Vietnam", "S"),
        ("last until 19 June at 7:30 PM", "S"), ("your recharge expires on 12 June", "S"),
        ("as long as your service stays active", "S")],
       incl=["172", "19 June"],
       notes="IDD-55102 300-128 = 172, countries include VN, expires_at 19/6 19:30; recharge expires 12/6; policy.")

s.case("One hundred and seventy-two minutes left, valid for thirty days from 20 May, so through to 19/06.",
       [("One hundred and seventy-two minutes left", "S"), ("valid for thirty days from 20 May", "S"),
        ("through to 19/06", "S")],
       incl=["seventy-two minutes", "19/06"], notes="IDD-55102 validity_days 30, purchased 20/5, expires 19/6.")

s.case("You have 172 minutes left. They'll expire along with your recharge on 12 June, and any you don't use will "
       "roll into your next add-on.",
       [("You have 172 minutes left", "S"),
        ("expire along with your recharge on 12 June", "C", "NLI_CONTRADICTION", "DATE_MISMATCH"),
        ("roll into your next add-on", "C", "NLI_CONTRADICTION")],
       errors=["wrong_policy_condition", "wrong_policy_condition"], excl=["along with your recharge", "roll into"],
       notes="add-on expires 19/6 and policy: minutes outlast the recharge; unused minutes don't carry over.")

s.case("Your Talk Asia add-on is valid for 14 days, and you've got 172 minutes left to use on calls to Vietnam.",
       [("valid for 14 days", "C", "VALUE_MISMATCH"), ("you've got 172 minutes left", "S"),
        ("calls to Vietnam", "S")],
       errors=["other_record_value"], excl=["14 days"],
       notes="validity_days 14 is the expired IDD-53870; IDD-55102 has 30.")

s.case("You have 172 Talk Asia minutes left for Vietnam. They're valid until 12 June.",
       [("172 Talk Asia minutes left for Vietnam", "S"), ("valid until 12 June", "C", "DATE_MISMATCH")],
       errors=["other_record_value"], excl=["until 12 June"], incl=["19 June|19/06|19/6|June 19", "172"],
       notes="12 June is the recharge expiry; the add-on expires 19/6.", repair=True)
