"""Meditation app (Stillwater): four scenarios, written by hand."""
from common import case, repair, rec, pol, psg, refused, ep

D = "meditation app"

REFUND_POLICY = ("Annual renewals bought on our website can be refunded in full if you ask within 14 days of the "
                 "renewal charge and have not used the app since the renewal. Refunds go back to the original card "
                 "within 5–10 working days. Subscriptions bought through the App Store or Google Play are refunded by "
                 "Apple or Google under their own rules. We email a reminder 7 days before every annual renewal.")

# ---------------------------------------------------------------- M1 annual renewal refund
s = {"name": "med-renewal-refund", "domain": D, "now": "2026-07-20T19:00:00+01:00", "evidence": [
    rec("get_subscription#SW-5520931", "tool:subscriptions.get", {
        "user_id": "SW-5520931", "display_name": "Daniel Frost",
        "subscription": {"plan": "ANNUAL_PREMIUM", "status": "CANCELLED", "store": "WEB_STRIPE",
                         "cancelled_at": ep("2026-07-20 18:58"), "cancel_reason": "REFUNDED_RENEWAL",
                         "current_period": {"start": "2026-07-18", "end": "2027-07-17"},
                         "last_charge": {"invoice": "INV-2026-0718-4471", "amount_minor": 5999, "currency": "GBP",
                                         "at": ep("2026-07-18 03:12")},
                         "previous_price_minor": 4999, "price_change_notice_sent": "2026-06-01"},
        "usage": {"last_session_at": ep("2026-02-11 22:40"), "sessions_last_90d": 0}}),
    rec("create_refund#RF-88120", "tool:billing.refund", {
        "refund_id": "RF-88120", "invoice": "INV-2026-0718-4471", "amount_minor": 5999, "currency": "GBP",
        "status": "SUBMITTED", "created_at": ep("2026-07-20 18:58"), "destination": "ORIGINAL_CARD"}),
    pol("policy#refunds", REFUND_POLICY, "v9"),
]}
Q = "I've just been charged for another year but I don't use the app any more. Can I get my money back?"
case(s, Q, "Hi Daniel, no problem at all, and thanks for being with us! Because you asked within 14 days of the "
     "18 July renewal and haven't used the app since, you qualify for a full refund. I've submitted a refund of "
     "£59.99 (reference RF-88120), which should reach your card within 5–10 working days. Your subscription has "
     "been cancelled.",
     [("you asked within 14 days of the 18 July renewal", "S"), ("haven't used the app since", "S"),
      ("you qualify for a full refund", "S"), ("submitted a refund of £59.99 (reference RF-88120)", "S"),
      ("within 5–10 working days", "S"), ("Your subscription has been cancelled", "S")],
     incl=["£59.99", "RF-88120"], notes="last_charge 18 July, no sessions since Feb; RF-88120 SUBMITTED 5999; status CANCELLED; policy timing.")
case(s, Q, "All sorted, Daniel:\n• Refund: £59.99 for invoice INV-2026-0718-4471, status submitted\n• Timing: 5 to 10 "
     "working days back to your card\n• Subscription: cancelled\nWhenever you're ready to come back to your practice, "
     "we'll be here!",
     [("Refund: £59.99 for invoice INV-2026-0718-4471", "S"), ("status submitted", "S"),
      ("5 to 10 working days back to your card", "S"), ("Subscription: cancelled", "S")],
     incl=["£59.99", "INV-2026-0718-4471"], notes="create_refund record and subscription.status.")
case(s, Q, "Hi Daniel, no problem at all! You're within the 14-day window and haven't meditated with us since the "
     "renewal, so I've submitted a full refund of £49.99. It should be back on your card within 3–5 working days.",
     [("within the 14-day window", "S"), ("haven't meditated with us since the renewal", "S"),
      ("full refund of £49.99", "C", "AMOUNT_MISMATCH"), ("within 3–5 working days", "C", "NLI_CONTRADICTION|VALUE_MISMATCH")],
     errors=["stale_value", "wrong_period"], excl=["£49.99", "3–5 working days"],
     notes="£49.99 is previous_price_minor; the refund is 5999. Policy says 5–10 working days.")
case(s, Q, "Hi Daniel! Your refund of £59.99 is on its way (reference INV-2026-0718-4471), and your premium access "
     "stays on until 17 July 2027 so you can keep enjoying it.",
     [("Your refund of £59.99 is on its way", "S"), ("(reference INV-2026-0718-4471)", "C", "IDENTIFIER_MISMATCH"),
      ("premium access stays on until 17 July 2027", "C", "RECORD_STATE_MISMATCH")],
     errors=["wrong_role", "wrong_state"], excl=["reference INV-2026-0718-4471", "stays on until 17 July 2027"],
     notes="The refund reference is RF-88120; INV-... is the invoice. Subscription status CANCELLED (refunded renewal).")
repair(s, Q, "Hi Daniel, you're covered: since you asked within 14 days of the 17 July renewal and haven't used the "
       "app since, I've submitted a full refund of £59.99. Expect it on your card within 5–10 working days.",
       [("within 14 days of the 17 July renewal", "C", "DATE_MISMATCH"), ("haven't used the app since", "S"),
        ("a full refund of £59.99", "S"), ("within 5–10 working days", "S")],
       errors=["wrong_date"], excl=["17 July renewal"], incl=["18 July|18/07", "£59.99"],
       notes="last_charge.at is 18 July 2026 03:12; 17 July 2027 is the period end.")

# ---------------------------------------------------------------- M2 trial conversion
s = {"name": "med-trial-ending", "domain": D, "now": "2026-02-09T21:15:00+00:00", "evidence": [
    rec("get_subscription#SW-6610284", "tool:subscriptions.get", {
        "user_id": "SW-6610284", "display_name": "Leah Sandoval", "store": "APPLE_APP_STORE", "status": "TRIALING",
        "trial": {"length": "P7D", "started_at": ep("2026-02-03 21:40"), "ends_at": ep("2026-02-10 21:40")},
        "plan_after_trial": {"code": "MONTHLY_PREMIUM", "price_minor": 999, "currency": "GBP", "period": "P1M"},
        "auto_renew": True}),
    rec("get_catalogue#GB", "tool:plans.catalogue", {"region": "GB", "currency": "GBP", "plans": [
        {"code": "MONTHLY_PREMIUM", "price_minor": 999, "period": "P1M"},
        {"code": "ANNUAL_PREMIUM", "price_minor": 5999, "period": "P1Y"}]}),
    pol("policy#trials", "Free trials last 7 days. To avoid being charged, cancel at least 24 hours before the trial "
        "ends. If you subscribed through the App Store, you must cancel in your iPhone Settings under Subscriptions; "
        "we can't cancel App Store subscriptions for you. Deleting the app does not cancel a subscription.", "v2"),
]}
Q = "When does my free trial finish? I don't want to be charged."
case(s, Q, "Hi Leah! Your free trial ends tomorrow (Tuesday) at 9:40 PM, after which it becomes Monthly Premium at "
     "£9.99 a month. To avoid that charge you need to cancel at least 24 hours before the trial ends, so by 9:40 PM "
     "tonight. As you signed up through the App Store, you'll cancel in your iPhone Settings under Subscriptions. You've got this!",
     [("ends tomorrow (Tuesday) at 9:40 PM", "S"), ("Monthly Premium at £9.99 a month", "S"),
      ("at least 24 hours before the trial ends", "S"), ("by 9:40 PM tonight", "S"),
      ("signed up through the App Store", "S"), ("in your iPhone Settings under Subscriptions", "S")],
     incl=["9:40 PM", "£9.99"], notes="trial.ends_at 10 Feb 21:40 GMT; 24h earlier is tonight 21:40; store APPLE_APP_STORE.")
case(s, Q, "Leah, cancel in iPhone Settings > Subscriptions before 21:40 today and you won't pay the £9.99. Just "
     "deleting the app won't cancel it.",
     [("cancel in iPhone Settings > Subscriptions", "S"), ("before 21:40 today", "S"),
      ("you won't pay the £9.99", "S"), ("deleting the app won't cancel it", "S")],
     incl=["21:40", "£9.99"], notes="24 hours before ends_at (10 Feb 21:40) is 9 Feb 21:40; policy sentences.")
case(s, Q, "Hi Leah, great that you gave meditation a go! Your trial ends tomorrow at 9:40 PM, and you can cancel right "
     "up until that moment without being charged. I've also switched off auto-renew for you, so you're all set.",
     [("Your trial ends tomorrow at 9:40 PM", "S"),
      ("right up until that moment without being charged", "C", "NLI_CONTRADICTION"),
      ("I've also switched off auto-renew for you", "CI", "RECORD_STATE_MISMATCH|CLAIM_WITHOUT_TOOL_EVIDENCE|NLI_CONTRADICTION")],
     errors=["wrong_policy_condition", "invented_fact"],
     excl=["right up until that moment", "switched off auto-renew"],
     notes="Policy: cancel at least 24h before; we can't cancel App Store subscriptions and auto_renew is true.")
case(s, Q, "Hi Leah! Your 14-day free trial wraps up tomorrow at 9:40 PM. If you keep it, it continues at £59.99 a "
     "month. Cancel via iPhone Settings by 9:40 PM tonight to avoid any charge.",
     [("Your 14-day free trial", "C", "VALUE_MISMATCH|NLI_CONTRADICTION"), ("wraps up tomorrow at 9:40 PM", "S"),
      ("continues at £59.99 a month", "C", "AMOUNT_MISMATCH"), ("by 9:40 PM tonight", "S")],
     errors=["wrong_period", "other_record_value"], excl=["14-day free trial", "£59.99 a month"],
     notes="trial.length P7D; plan_after_trial 999 (5999 is the annual plan in the catalogue).")
repair(s, Q, "Hi Leah! Your free trial ends on Wednesday at 9:40 PM and then moves to £9.99 a month. Cancel in your "
       "iPhone Settings at least 24 hours beforehand to avoid the charge. Keep breathing easy!",
       [("ends on Wednesday at 9:40 PM", "C", "DATE_MISMATCH"), ("moves to £9.99 a month", "S"),
        ("at least 24 hours beforehand", "S")],
       errors=["wrong_date"], excl=["ends on Wednesday"], incl=["Tuesday|tomorrow|10 February|10 Feb|10/02", "£9.99"],
       notes="trial.ends_at is Tuesday 10 Feb 2026, 21:40.")

# ---------------------------------------------------------------- M3 family plan
s = {"name": "med-family-seats", "domain": D, "now": "2026-08-03T12:00:00+01:00", "evidence": [
    rec("get_subscription#SW-7100452", "tool:subscriptions.get", {
        "user_id": "SW-7100452", "display_name": "Rhys Pemberton",
        "subscription": {"plan": "FAMILY_ANNUAL", "status": "ACTIVE", "renews": "2026-11-14", "price_minor": 8999,
                         "currency": "GBP", "seats": {"max": 6, "active": 3, "pending_invites": 1, "available": 2}},
        "family": [
            {"name": "Rhys Pemberton", "role": "OWNER"},
            {"name": "Carys Pemberton", "role": "MEMBER"},
            {"name": "Osian Pemberton", "role": "MEMBER", "profile": "KIDS"},
            {"name": "Ffion Pemberton", "role": "INVITED", "invite_expires_at": ep("2026-08-05 12:00")}]}),
    rec("get_catalogue#GB", "tool:plans.catalogue", {"region": "GB", "plans": [
        {"code": "FAMILY_ANNUAL", "price_minor": 8999,
         "includes": ["ALL_COURSES", "SLEEP_STORIES", "OFFLINE_DOWNLOADS", "KIDS_PROFILES"],
         "not_included": ["LIVE_GROUP_SESSIONS"]},
        {"code": "PREMIUM_PLUS_ANNUAL", "price_minor": 11999,
         "includes": ["ALL_COURSES", "SLEEP_STORIES", "OFFLINE_DOWNLOADS", "LIVE_GROUP_SESSIONS", "COACH_CHAT_MONTHLY"]}]}),
    pol("policy#family", "Each person on a family plan needs their own account, and members must live in the same "
        "country as the owner. Family plans cover up to 6 people. Only the plan owner can send invitations, from "
        "Settings > Family. Invitations expire after 7 days if they are not accepted. Members must be 13 or over, "
        "except for kids' profiles created by the owner.", "v3"),
]}
Q = "Can I add my sister to our family plan? Do we all get sleep stories and offline downloads?"
case(s, Q, "Hi Rhys, what a lovely idea to bring your sister along! Your Family plan has room for up to 6 people; "
     "with 3 active members and Ffion's invite still pending, there are 2 spots free. As the plan owner, you can send "
     "the invite from Settings > Family, and she'll have 7 days to accept. Everyone on the plan gets sleep stories "
     "and offline downloads.",
     [("room for up to 6 people", "S"), ("3 active members and Ffion's invite still pending", "S"),
      ("there are 2 spots free", "S"), ("As the plan owner, you can send the invite from Settings > Family", "S"),
      ("7 days to accept", "S"), ("gets sleep stories and offline downloads", "S")],
     incl=["2 spots free"], notes="seats max 6 / active 3 / pending 1 / available 2; role OWNER; catalogue includes.")
case(s, Q, "Yes, Rhys! Two seats are free on your Family Annual plan, and sleep stories plus offline downloads are "
     "included for every member. Heads-up: Ffion's invite expires on 5 August at noon, so give her a nudge!",
     [("Two seats are free", "S"), ("sleep stories plus offline downloads are included", "S"),
      ("Ffion's invite expires on 5 August at noon", "S")],
     incl=["Two seats", "5 August"], notes="seats.available 2; invite_expires_at 5 Aug 12:00 BST.")
case(s, Q, "Rhys, there's room for your sister: the plan allows 6 people and you'll be using 4 of those places once "
     "Ffion accepts. Note that live group sessions aren't part of the Family plan. Happy meditating together!",
     [("there's room for your sister", "S"), ("the plan allows 6 people", "S"),
      ("using 4 of those places once Ffion accepts", "S"), ("live group sessions aren't part of the Family plan", "S")],
     incl=["6 people"], notes="3 active + 1 invited = 4 of 6; LIVE_GROUP_SESSIONS in not_included.")
case(s, Q, "Hi Rhys! Your Family plan has room for up to 6 people and you've got 3 members, so there are 3 spots "
     "free. Sleep stories, offline downloads and live group sessions are all included for everyone.",
     [("room for up to 6 people", "S"), ("so there are 3 spots free", "C", "VALUE_MISMATCH"),
      ("live group sessions are all included", "C", "VALUE_MISMATCH")],
     errors=["wrong_arithmetic", "unlisted_perk"], excl=["3 spots free", "live group sessions are all included"],
     notes="seats.available is 2 (pending invite holds a seat); LIVE_GROUP_SESSIONS is listed as not_included.")
case(s, Q, "Hi Rhys! There are 2 seats free on your plan. Carys, as plan owner, can send your sister an invite, and "
     "invites stay open for 14 days.",
     [("There are 2 seats free", "S"), ("Carys, as plan owner", "C", "VALUE_MISMATCH|IDENTIFIER_MISMATCH"),
      ("invites stay open for 14 days", "C", "NLI_CONTRADICTION|VALUE_MISMATCH")],
     errors=["wrong_role", "wrong_policy_condition"], excl=["Carys, as plan owner", "open for 14 days"],
     notes="Carys is MEMBER, Rhys is OWNER; policy: invitations expire after 7 days.")
repair(s, Q, "Hi Rhys! You have 2 free seats on the Family plan, and sleep stories and offline downloads are included "
       "for everyone. Just so you know, Ffion's invite runs out on 7 August, so remind her to accept!",
       [("You have 2 free seats", "S"), ("sleep stories and offline downloads are included", "S"),
        ("Ffion's invite runs out on 7 August", "C", "DATE_MISMATCH")],
       errors=["wrong_date"], excl=["runs out on 7 August"], incl=["5 August|5 Aug|05/08", "2 free seats|two free seats|2 seats"],
       notes="invite_expires_at is 5 Aug 2026 12:00.")

# ---------------------------------------------------------------- M4 refund refused (store billed)
s = {"name": "med-store-refund", "domain": D, "now": "2026-09-02T10:30:00+01:00", "evidence": [
    rec("get_subscription#SW-3392017", "tool:subscriptions.get", {
        "user_id": "SW-3392017", "display_name": "Maya Goldberg",
        "subscription": {"plan": "ANNUAL_PREMIUM", "status": "ACTIVE", "store": "GOOGLE_PLAY",
                         "purchased": "2026-04-21", "renews": "2027-04-21", "auto_renew": True,
                         "price_paid_minor": 5999, "currency": "GBP", "store_order_id": "GPA.3318-4720-1196-55023"}}),
    refused("issue_refund#call-4", "issue_refund", "DENY",
            {"user_id": "SW-3392017", "order_id": "GPA.3318-4720-1196-55023", "amount_minor": 5999, "reason": "STORE_BILLED"}),
    pol("policy#refunds", REFUND_POLICY + " You can turn off auto-renew at any time and keep access until the end of "
        "the period you've paid for.", "v9"),
    psg("kb#google-play-refunds", "Refunds for Google Play purchases are handled by Google.\nOn play.google.com, go to "
        "Payments & subscriptions > Budget & history, choose the order and select 'Report a problem'.\nGoogle usually "
        "decides within 4 business days."),
]}
Q = "I'd like a refund on my annual subscription. I bought it in April through Google Play."
case(s, Q, "Hi Maya, thanks for getting in touch. As your annual subscription was bought through Google Play, I'm not "
     "able to refund it from our side. You can ask Google directly: in Google Play go to Payments & subscriptions > "
     "Budget & history, pick the order and choose 'Report a problem', and they usually decide within 4 business days. "
     "Either way, your Premium access carries on until 21 April 2027.",
     [("bought through Google Play", "S"), ("I'm not able to refund it from our side", "S"),
      ("Payments & subscriptions > Budget & history", "S"), ("usually decide within 4 business days", "S"),
      ("carries on until 21 April 2027", "S")],
     incl=["Google", "21 April 2027"], notes="issue_refund DENY (STORE_BILLED); KB passage; renews 2027-04-21.")
case(s, Q, "Maya, we couldn't process a refund because Google Play billed this subscription; Google handles those "
     "refunds. You can also switch off auto-renew so it doesn't renew on 21/04/2027.",
     [("we couldn't process a refund", "S"), ("Google Play billed this subscription", "S"),
      ("Google handles those refunds", "S"), ("switch off auto-renew", "S"), ("doesn't renew on 21/04/2027", "S")],
     incl=["21/04/2027"], notes="refused_call DENY; store GOOGLE_PLAY; policy on auto-renew; renews date.")
case(s, Q, "Hi Maya! Good news, I've refunded the £59.99 to your Google Play account, and it should show up within "
     "14 days. Your access continues until 21 April 2027.",
     [("I've refunded the £59.99", "C", "NOT_EXECUTED"),
      ("it should show up within 14 days", "CI", "NLI_NOT_ENTAILED|NO_POLICY_EVIDENCE|NOT_EXECUTED|NLI_CONTRADICTION"),
      ("continues until 21 April 2027", "S")],
     errors=["refused_call_effect", "invented_promise"], excl=["I've refunded the £59.99", "show up within 14 days"],
     notes="issue_refund was DENIED; no evidence gives a 14-day arrival time.")
case(s, Q, "Hi Maya, I'm sorry I can't refund this one from our side, because Google Play subscriptions are refunded "
     "by Google. Our own refund window is 30 days from purchase, and your access runs until 21 March 2027.",
     [("I can't refund this one from our side", "S"), ("refunded by Google", "S"),
      ("Our own refund window is 30 days", "C", "NLI_CONTRADICTION|VALUE_MISMATCH"),
      ("runs until 21 March 2027", "C", "DATE_MISMATCH")],
     errors=["wrong_policy_condition", "wrong_date"], excl=["30 days from purchase", "21 March 2027"],
     notes="Policy window is 14 days from a renewal charge; renews 2027-04-21.")
repair(s, Q, "Hi Maya, I've arranged a refund of £59.99 for your annual plan. Your Premium access still runs until "
       "21 April 2027. Wishing you calm days ahead!",
       [("I've arranged a refund of £59.99", "C", "NOT_EXECUTED"), ("runs until 21 April 2027", "S")],
       errors=["refused_call_effect"], excl=["arranged a refund"],
       incl=["could not|couldn't|unable|not able|Google", "21 April 2027|21/04/2027"],
       notes="issue_refund DENY: the refund is handled by Google Play, not done by us.")
