"""Writer w31: builds cases.jsonl and repair.jsonl. Every draft/record/policy below is written by hand."""
import json, os, atexit
from datetime import datetime

HERE = os.path.dirname(os.path.abspath(__file__))
CASES, REPAIRS = [], []
API = "app-store receipts / subscription APIs (epoch-ms dates, priceAmountMicros, autoRenewStatus, state codes)"

def ms(s):
    return int(datetime.fromisoformat(s).timestamp() * 1000)

AM, DM, RS, VM = "AMOUNT_MISMATCH", "DATE_MISMATCH", "RECORD_STATE_MISMATCH", "VALUE_MISMATCH"
NE, NC, NNE, NPE, CW, IM = ("NOT_EXECUTED", "NLI_CONTRADICTION", "NLI_NOT_ENTAILED", "NO_POLICY_EVIDENCE",
                            "CLAIM_WITHOUT_TOOL_EVIDENCE", "IDENTIFIER_MISMATCH")

def S(c): return {"contains": c, "verdict_in": ["supported"]}
def NA(c): return {"contains": c, "verdict_in": ["not_applicable"]}
def X(c, *r): return {"contains": c, "verdict_in": ["contradicted"], "reason_in": list(r)}
def I(c, *r): return {"contains": c, "verdict_in": ["insufficient_evidence"], "reason_in": list(r)}
def XI(c, *r): return {"contains": c, "verdict_in": ["contradicted", "insufficient_evidence"], "reason_in": list(r)}
def PERK(c): return XI(c, NPE, NNE, NC)

def bundle(scen, domain, question, evidence, now=None):
    return {"scen": scen, "domain": domain, "q": question, "ev": evidence, "now": now}

def _case(B, cid, draft, now):
    c = {"schema": "halcheck.case/1", "id": cid, "question": B["q"], "draft": draft, "evidence": B["ev"]}
    n = now or B["now"]
    if n:
        c["now"] = n
    return c

def _check(draft, probes, excl):
    for p in probes:
        assert draft.count(p["contains"]) == 1, (p["contains"], draft)
    for e in excl:
        assert e in draft, (e, draft)

def ok(B, draft, probes, incl, notes, now=None):
    _check(draft, probes, [])
    for i in incl:
        assert i in draft, (i, draft)
    cid = f"w31-{len(CASES)+1:03d}-{B['scen']}"
    CASES.append({"case": _case(B, cid, draft, now),
                  "expect": {"probes": probes, "outcome_in": ["sent"], "final_excludes": [], "final_includes": incl},
                  "meta": {"writer": "w31", "domain": B["domain"], "scenario": B["scen"], "api_family": API,
                           "errors": [], "notes": notes}})

def bad(B, draft, probes, errors, excl, notes, incl=(), now=None):
    _check(draft, probes, excl)
    cid = f"w31-{len(CASES)+1:03d}-{B['scen']}-{errors[0].replace('_', '-')}"
    CASES.append({"case": _case(B, cid, draft, now),
                  "expect": {"probes": probes, "outcome_in": None, "final_excludes": list(excl),
                             "final_includes": list(incl)},
                  "meta": {"writer": "w31", "domain": B["domain"], "scenario": B["scen"], "api_family": API,
                           "errors": list(errors), "notes": notes}})

def rep(B, draft, probes, errors, excl, incl, notes, now=None):
    _check(draft, probes, excl)
    fix = incl[0].split("|")
    assert not any(a in draft for a in fix), (incl[0], draft)
    cid = f"w31-r{len(REPAIRS)+1:02d}-{B['scen']}"
    REPAIRS.append({"case": _case(B, cid, draft, now),
                    "expect": {"probes": probes, "outcome_in": ["repaired"], "final_excludes": list(excl),
                               "final_includes": list(incl)},
                    "meta": {"writer": "w31", "domain": B["domain"], "scenario": B["scen"], "api_family": API,
                             "errors": list(errors), "notes": notes}})

def dump():
    for name, rows in (("cases.jsonl", CASES), ("repair.jsonl", REPAIRS)):
        with open(os.path.join(HERE, name), "w", encoding="utf-8") as f:
            for r in rows:
                f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(len(CASES), "cases,", sum(1 for c in CASES if not c["meta"]["errors"]), "correct;", len(REPAIRS), "repairs")

atexit.register(dump)

# ---------------------------------------------------------------- V1 video streaming: next renewal
V1 = bundle("renewal-price", "video streaming", "hey when's my next charge and how much is it?", [
    {"id": "get_subscription_status#RH-77120", "kind": "record", "source": "tool:get_subscription_status",
     "fields": {"originalTransactionId": "430001872265019", "productId": "com.reelhaus.premium.monthly",
                "status": "ACTIVE", "storefront": "USA", "storefrontTimeZone": "America/New_York",
                "latestReceipt": {"transactionId": "430001902144871",
                                  "purchaseDate": ms("2026-03-11T23:30:00-04:00"),
                                  "expiresDate": ms("2026-04-11T23:30:00-04:00"),
                                  "priceAmountMicros": 17990000, "priceCurrencyCode": "USD"},
                "autoRenewStatus": 1, "autoRenewProductId": "com.reelhaus.premium.monthly",
                "paymentState": 1, "paymentStateName": "PAYMENT_RECEIVED", "isInBillingRetryPeriod": False}},
    {"id": "receipt_history#RH-77120-prev", "kind": "record", "source": "tool:get_receipt_history",
     "fields": {"productId": "com.reelhaus.standard.monthly", "status": "EXPIRED",
                "purchaseDate": ms("2026-01-11T23:30:00-05:00"), "expiresDate": ms("2026-02-11T23:30:00-05:00"),
                "priceAmountMicros": 11990000, "priceCurrencyCode": "USD", "replacedByProductId": "com.reelhaus.premium.monthly"}},
    {"id": "billing-faq#renewal", "kind": "policy", "revision": "2026-01",
     "text": "Subscriptions purchased in the app renew automatically at the end of each billing period. "
             "Renewals are charged to the payment method on the customer's app-store account. "
             "To stop a renewal, auto-renew must be turned off at least 24 hours before the period ends. "
             "Listed prices don't include sales tax; tax is added where applicable."}])

ok(V1, "Hey! Your Premium plan renews on April 11, 2026 at $17.99, charged to the card on your app-store account. "
       "If you'd rather not renew, just switch off auto-renew at least 24 hours before then. 🍿",
   [S("renews on April 11, 2026"), S("at $17.99"), S("charged to the card on your app-store account"),
    S("at least 24 hours before then")], ["April 11", "$17.99"],
   "expiresDate is 23:30 EDT on Apr 11 (storefrontTimeZone New_York); priceAmountMicros 17990000 = $17.99; policy covers the 24-hour rule and the payment method.")
ok(V1, "Next charge: US$17.99 on 04/11/2026 (auto-renew is on).",
   [S("US$17.99"), S("04/11/2026"), S("auto-renew is on")], ["17.99", "04/11/2026"],
   "latestReceipt.expiresDate = Apr 11 local, autoRenewStatus 1, 17990000 micros.")
ok(V1, "Quick rundown:\n- Plan: Premium, monthly\n- Renews: Saturday, April 11\n- Price: seventeen dollars and ninety-nine cents, plus tax where it applies",
   [S("Plan: Premium, monthly"), S("Renews: Saturday, April 11"), S("seventeen dollars and ninety-nine cents"),
    S("plus tax where it applies")], ["April 11"],
   "productId premium.monthly; Apr 11 2026 is a Saturday; tax sentence is in billing-faq.")
bad(V1, "Your Premium plan renews on April 12 for $17.99. Auto-renew is switched on, so there's nothing you need to do.",
    [X("renews on April 12", DM), S("for $17.99"), S("Auto-renew is switched on")], ["unit_conversion"], ["April 12"],
    "expiresDate is 03:30 UTC Apr 12 but 23:30 on Apr 11 in the storefront's New York zone; price and autoRenewStatus are right.")
bad(V1, "Hi there! You're set to renew on April 11 at $11.99 a month. You can switch off auto-renew in your app store settings, as long as it's at least 24 hours before.",
    [S("renew on April 11"), X("$11.99", AM), S("at least 24 hours before")], ["stale_value"], ["$11.99"],
    "$11.99 is the expired Standard receipt's price; the current Premium receipt is 17990000 micros.")
rep(V1, "Your Premium plan renews April 11 for $11.99. You can turn off auto-renew any time up to 24 hours before that.",
    [S("renews April 11"), X("$11.99", AM), S("up to 24 hours before that")], ["stale_value"], ["$11.99"],
    ["$17.99|17.99", "April 11|Apr 11|4/11"], "Price must come from the current Premium receipt (17990000 micros), not the old Standard one.")

# ---------------------------------------------------------------- V2 video streaming: cancelled, access continues
V2 = bundle("cancel-access", "video streaming", "I cancelled my plan — do I lose everything right away?", [
    {"id": "subscriptions.get#GPA.3391-5520-8841-20017", "kind": "record", "source": "tool:play_subscriptions_get",
     "fields": {"orderId": "GPA.3391-5520-8841-20017", "productId": "vidnest_plus_annual",
                "startTimeMillis": ms("2025-06-02T14:10:00-06:00"), "expiryTimeMillis": ms("2026-06-02T14:10:00-06:00"),
                "autoRenewing": False, "cancelReason": 0, "cancelReasonName": "USER_CANCELED",
                "userCancellationTimeMillis": ms("2026-03-20T09:05:00-06:00"),
                "priceAmountMicros": 99990000, "priceCurrencyCode": "CAD", "countryCode": "CA", "timeZone": "America/Edmonton"}},
    {"id": "subscriptions.get#GPA.3391-5520-8841-31190", "kind": "record", "source": "tool:play_subscriptions_get",
     "fields": {"orderId": "GPA.3391-5520-8841-31190", "productId": "vidnest_sports_addon_monthly",
                "startTimeMillis": ms("2026-03-15T10:00:00-06:00"), "expiryTimeMillis": ms("2026-04-15T10:00:00-06:00"),
                "autoRenewing": True, "priceAmountMicros": 7990000, "priceCurrencyCode": "CAD", "timeZone": "America/Edmonton"}},
    {"id": "cancel-policy#v3", "kind": "policy", "revision": "v3",
     "text": "Cancelling stops future renewals; it doesn't end the current period. You keep full access until the paid period runs out. "
             "We don't give partial refunds for unused months on annual plans. If you change your mind, you can resubscribe before the expiry date and your profiles and watchlist stay as they are. "
             "Watch history is kept for 24 months after a subscription ends."}])

ok(V2, "Nope! You cancelled on March 20, but your Plus annual plan stays fully active until June 2, 2026. It just won't renew after that.",
   [S("cancelled on March 20"), S("stays fully active until June 2, 2026"), S("won't renew after that")], ["June 2"],
   "userCancellationTimeMillis = Mar 20; expiryTimeMillis = Jun 2 2026 Edmonton; autoRenewing false.")
ok(V2, "Good news: access continues through 2 June 2026. Heads up that unused months on annual plans aren't refunded, and your watch history sticks around for 24 months after the plan ends.",
   [S("through 2 June 2026"), S("unused months on annual plans aren't refunded"), S("sticks around for 24 months")],
   ["2 June 2026"], "Expiry from the Plus record; refund and history rules from cancel-policy#v3.")
ok(V2, "Your Plus plan runs until Jun 2 — cancelling only turned off the renewal. Your Sports add-on is separate and still set to renew.",
   [S("runs until Jun 2"), S("cancelling only turned off the renewal"), S("still set to renew")], ["Jun 2"],
   "Plus expiry Jun 2; the sports add-on record has autoRenewing true.")
bad(V2, "Your Plus plan stays active until June 2, and we'll refund the unused months back to your card once it's over.",
    [S("stays active until June 2"), X("refund the unused months", NC)], ["invented_promise"], ["refund the unused months"],
    "Policy says no partial refunds for unused months on annual plans.")
bad(V2, "No worries! Your Plus plan stays active until April 15, 2026, then it won't renew. Your watch history stays saved for 12 months after that.",
    [X("until April 15, 2026", DM), S("then it won't renew"), X("for 12 months", NC, VM)], ["other_record_value", "wrong_period"],
    ["April 15", "for 12 months"], "April 15 is the Sports add-on's expiry; Plus ends Jun 2. Policy keeps history 24 months.")
rep(V2, "Hey! Your Plus plan is still active until April 15, 2026 — cancelling just switched off the renewal.",
    [X("until April 15, 2026", DM), S("cancelling just switched off the renewal")], ["other_record_value"], ["April 15"],
    ["June 2|Jun 2|2 June|6/2", "renewal|renew"], "Plus expiryTimeMillis is Jun 2 2026; April 15 belongs to the add-on.")

# ---------------------------------------------------------------- V3 video streaming: annual refund refused
V3 = bundle("annual-refund-denied", "video streaming", "I want a refund for my annual plan, I bought it in January.", [
    {"id": "get_transaction#510002337761094", "kind": "record", "source": "tool:get_transaction_info",
     "fields": {"transactionId": "510002337761094", "originalTransactionId": "510002337761094",
                "productId": "com.cinecove.annual", "type": "AUTO_RENEWABLE_SUBSCRIPTION",
                "purchaseDate": ms("2026-01-19T19:42:00-08:00"), "expiresDate": ms("2027-01-19T19:42:00-08:00"),
                "priceAmountMicros": 129990000, "priceCurrencyCode": "USD", "storefront": "USA",
                "timeZone": "America/Los_Angeles", "revocationDate": None, "autoRenewStatus": 1,
                "inAppOwnershipType": "PURCHASED"}},
    {"id": "usage#cc-acct-2290", "kind": "record", "source": "tool:get_usage",
     "fields": {"titlesStreamed": 37, "hoursWatched30d": 22.5, "profiles": 2}},
    {"id": "issue_refund#call-1", "kind": "refused_call", "tool": "issue_refund", "decision": "DENY",
     "args": {"transactionId": "510002337761094", "amountMicros": 129990000, "reason": "CUSTOMER_REQUEST"}},
    {"id": "refunds#annual-v5", "kind": "policy", "revision": "v5",
     "text": "Monthly plans are not refundable once the billing period has started. "
             "Annual plans can be refunded in full within 14 days of purchase if fewer than 3 titles have been streamed. "
             "After that, an annual plan can be switched off at renewal but not refunded. "
             "Refunds requested through the app store are decided by the store, not by us."}],
    now="2026-03-05T10:00:00-08:00")

ok(V3, "I hear you! Unfortunately I couldn't process a refund — your annual plan was bought on January 19, which is past the 14-day refund window. "
       "You can still switch off auto-renew so it doesn't renew on January 19, 2027.",
   [S("couldn't process a refund"), S("bought on January 19, which"), S("past the 14-day refund window"),
    S("doesn't renew on January 19, 2027")], ["January 19"],
   "issue_refund was DENIED; purchaseDate Jan 19 2026, expiresDate Jan 19 2027; 14-day rule in refunds#annual-v5.")
ok(V3, "Sorry — the refund request for your $129.99 annual plan was declined. Annual plans are only refundable within 14 days of purchase and with fewer than 3 titles streamed. "
       "If you'd like, you can also ask the App Store directly, since the store makes the call on refunds requested there.",
   [S("$129.99 annual plan was declined"), S("within 14 days of purchase and with fewer than 3 titles streamed"),
    S("the store makes the call")], ["$129.99"],
   "129990000 micros = $129.99; refused_call DENY; both conditions and the store rule are in the policy.")
bad(V3, "All done! I've refunded the $129.99 for your annual plan, and it should land on your card soon.",
    [X("I've refunded the $129.99", NE), XI("should land on your card soon", NE, CW, NPE)],
    ["refused_call_effect", "invented_promise"], ["I've refunded"],
    "issue_refund#call-1 was DENIED, so no refund happened and no arrival can be promised.")
bad(V3, "Annual plans can be refunded within 30 days of purchase, but yours was bought January 19, so I couldn't refund it this time.",
    [X("within 30 days of purchase", NC, VM), S("bought January 19"), S("couldn't refund it")], ["wrong_policy_condition"],
    ["within 30 days"], "Policy window is 14 days (plus fewer than 3 titles streamed).")
rep(V3, "Your refund for the $129.99 annual plan has been processed. It was purchased on January 19, 2026.",
    [X("has been processed", NE), S("purchased on January 19, 2026")], ["refused_call_effect"], ["has been processed"],
    ["could not|couldn't|unable|not able|declined|wasn't able|can't|cannot", "January 19|Jan 19"],
    "The refund call was DENIED; the repaired text must say the refund couldn't be done.")

# ---------------------------------------------------------------- V4 video streaming: family sharing + rating cap
V4 = bundle("family-rating", "video streaming", "My son Juno can't see a bunch of shows on the family plan. Why?", [
    {"id": "entitlements#SJ-FAM-5502", "kind": "record", "source": "tool:get_entitlements",
     "fields": {"productId": "com.screenjar.family.monthly", "isFamilyShareable": True,
                "expiresDate": ms("2026-04-28T16:00:00-04:00"), "autoRenewStatus": 1,
                "priceAmountMicros": 22990000, "priceCurrencyCode": "USD", "timeZone": "America/New_York",
                "familyGroup": {"organizer": "dana.k", "members": [
                    {"memberId": "m-01", "displayName": "Dana", "inAppOwnershipType": "PURCHASED"},
                    {"memberId": "m-02", "displayName": "Theo", "inAppOwnershipType": "FAMILY_SHARED",
                     "restrictions": {"maxRating": "TV-14"}},
                    {"memberId": "m-03", "displayName": "Priya", "inAppOwnershipType": "FAMILY_SHARED"},
                    {"memberId": "m-04", "displayName": "Juno", "inAppOwnershipType": "FAMILY_SHARED",
                     "restrictions": {"maxRating": "TV-PG"}}]}}},
    {"id": "family-plan#v2", "kind": "policy", "revision": "v2",
     "text": "The Family plan can be shared with up to 5 people in the organizer's app-store family group, including the organizer. "
             "Each member gets their own profile and watch history. Up to 3 members can stream at the same time. "
             "Parental rating limits set on a member's profile apply on every device that member signs in to. "
             "Family sharing is not available for plans bought with a gift card from another region."}])

ok(V4, "Hey Dana! Juno's profile has a TV-PG rating limit, so shows rated above that are hidden for him, on every device he signs in to.",
   [S("TV-PG rating limit"), S("on every device he signs in to")], ["TV-PG"],
   "members[m-04].restrictions.maxRating = TV-PG; device rule in family-plan#v2.")
ok(V4, "Your family group has 4 people on the plan right now, so there's room for 1 more. Just a heads-up: only 3 of you can stream at once.",
   [S("4 people on the plan"), S("room for 1 more"), S("only 3 of you can stream at once")], ["4 people"],
   "Four members listed; policy cap is 5 including the organizer; 3 concurrent streams.")
ok(V4, "Juno's showing up as a shared family member on your plan, and his profile is capped at TV-PG. Everyone gets their own profile and watch history, so his list won't mix with yours.",
   [S("shared family member"), S("capped at TV-PG"), S("their own profile and watch history")], ["TV-PG"],
   "inAppOwnershipType FAMILY_SHARED and maxRating TV-PG for Juno; own profiles per policy.")
bad(V4, "Juno's profile is limited to TV-14, which hides anything more mature. Your plan allows up to 6 people, so you're fine on space.",
    [X("limited to TV-14", VM), X("up to 6 people", NC, VM)], ["other_record_value", "wrong_policy_condition"],
    ["limited to TV-14", "up to 6 people"], "TV-14 is Theo's limit; Juno's is TV-PG. Policy caps the plan at 5 people.")
bad(V4, "Juno has a TV-PG limit on his profile. Also, the Family plan includes 4K streaming for every member, so once that's lifted he's all set.",
    [S("TV-PG limit on his profile"), PERK("includes 4K streaming for every member")], ["unlisted_perk"],
    ["4K streaming"], "Nothing in family-plan#v2 mentions 4K.")
rep(V4, "Juno's profile is set to a TV-14 limit, which hides shows above that rating. Up to 3 people on your plan can stream at the same time.",
    [X("set to a TV-14 limit", VM), S("Up to 3 people")], ["other_record_value"], ["TV-14"],
    ["TV-PG", "3 people|three people|3 members|3 of you"], "Juno's maxRating is TV-PG (TV-14 is Theo's).")

# ---------------------------------------------------------------- V5 video streaming: grace period
V5 = bundle("grace-period", "video streaming", "Got an email saying my payment failed?? Can I still watch?", [
    {"id": "subscriptionsv2.get#pv-19", "kind": "record", "source": "tool:play_subscriptions_v2_get",
     "fields": {"subscriptionState": "SUBSCRIPTION_STATE_IN_GRACE_PERIOD", "productId": "peakview_standard_monthly",
                "regionCode": "CA", "timeZone": "America/Toronto",
                "lineItem": {"expiresDate": ms("2026-04-03T08:00:00-04:00"), "autoRenewStatus": 1,
                             "priceAmountMicros": 13990000, "priceCurrencyCode": "CAD"},
                "paymentState": 0, "paymentStateName": "PAYMENT_PENDING", "lastFailedChargeReason": "CARD_DECLINED",
                "gracePeriod": "P16D", "gracePeriodExpiresDate": ms("2026-04-19T08:00:00-04:00"),
                "accountHold": {"duration": "P30D", "active": False}}},
    {"id": "payments#grace", "kind": "policy", "revision": "2025-11",
     "text": "If a renewal payment fails, the store keeps retrying the card. During the grace period your plan keeps working as normal. "
             "If the payment still hasn't gone through when the grace period ends, the subscription moves to account hold for up to 30 days, and streaming stops until the payment is fixed. "
             "Updating the payment method in the store's settings triggers a new attempt right away."}],
    now="2026-04-05T11:00:00-04:00")

ok(V5, "Yep, you can still watch! Your card was declined on renewal, but you're in a grace period until April 19, so nothing stops in the meantime.",
   [S("card was declined"), S("grace period until April 19"), S("nothing stops in the meantime")], ["April 19"],
   "lastFailedChargeReason CARD_DECLINED; state IN_GRACE_PERIOD; gracePeriodExpiresDate Apr 19 Toronto.")
ok(V5, "Short version: payment's pending, streaming still works. Update your card in the store's settings and it'll retry right away; the CA$13.99 renewal just needs to go through before April 19.",
   [S("payment's pending"), S("streaming still works"), S("retry right away"), S("CA$13.99 renewal"), S("before April 19")],
   ["CA$13.99"], "paymentState 0 PENDING; 13990000 micros CAD; retry rule in payments#grace.")
ok(V5, "You've got 14 more days of grace — it runs out on Sunday, April 19. If the card still hasn't gone through by then, your account goes on hold and streaming pauses until it's fixed.",
   [S("14 more days of grace"), S("Sunday, April 19"), S("your account goes on hold")], ["April 19"],
   "now is Apr 5; grace ends Apr 19 (a Sunday); account hold rule in policy.")
bad(V5, "Heads up, your subscription is on account hold right now because the card was declined. Update it in the store's settings and it'll retry right away.",
    [X("on account hold right now", RS, VM), S("card was declined"), S("retry right away")], ["wrong_state"],
    ["on account hold right now"], "subscriptionState is IN_GRACE_PERIOD and accountHold.active is false.")
bad(V5, "You're in a 6-day grace period, so you can keep watching until April 9.",
    [X("6-day grace period", VM), X("until April 9", DM)], ["wrong_period", "wrong_date"], ["6-day grace", "until April 9"],
    "gracePeriod is P16D and it expires Apr 19.")
rep(V5, "No stress — you're in a grace period until April 9, so keep watching. Your CA$13.99 renewal will retry when you update your card.",
    [X("until April 9", DM), S("CA$13.99 renewal")], ["wrong_date"], ["April 9"], ["April 19|Apr 19|4/19", "13.99"],
    "gracePeriodExpiresDate is Apr 19.")
# ---------------------------------------------------------------- G1 mobile game: gem packs + pending bundle
G1 = bundle("gem-packs", "mobile-game purchases", "I bought gems twice last night and my balance is only 310?? Also where's my starter bundle", [
    {"id": "purchases.products#GPA.4417-2290-1183-55120", "kind": "record", "source": "tool:play_purchases_products_get",
     "fields": {"orderId": "GPA.4417-2290-1183-55120", "packageName": "com.pixelforge.dragonrun", "productId": "gems_pack_1200",
                "purchaseTimeMillis": ms("2026-02-27T20:14:00-05:00"), "purchaseState": 0, "purchaseStateName": "PURCHASED",
                "consumptionState": 1, "quantity": 2, "priceAmountMicros": 12990000, "priceCurrencyCode": "CAD",
                "regionCode": "CA", "timeZone": "America/Toronto", "acknowledgementState": 1}},
    {"id": "purchases.products#GPA.4417-2290-1183-60981", "kind": "record", "source": "tool:play_purchases_products_get",
     "fields": {"orderId": "GPA.4417-2290-1183-60981", "productId": "starter_bundle",
                "purchaseTimeMillis": ms("2026-02-27T20:31:00-05:00"), "purchaseState": 2, "purchaseStateName": "PENDING",
                "consumptionState": 0, "quantity": 1, "priceAmountMicros": 4990000, "priceCurrencyCode": "CAD", "timeZone": "America/Toronto"}},
    {"id": "wallet#player-88f1", "kind": "record", "source": "tool:get_wallet",
     "fields": {"timeZone": "America/Toronto", "gems": {"balance": 310, "lastCreditTimeMillis": ms("2026-02-27T20:15:00-05:00"), "lastCreditAmount": 2400,
                         "spentLast24h": 2290}}},
    {"id": "iap#delivery", "kind": "policy", "revision": "r4",
     "text": "Gem packs are credited to the player's wallet as soon as the store confirms the purchase. "
             "Pending purchases (for example, paid with cash at a store or waiting for a parent's approval) are not delivered until the payment completes. "
             "A pending purchase that isn't completed within 3 days is cancelled automatically. Gems that have been spent can't be refunded."}],
    now="2026-02-28T09:00:00-05:00")

ok(G1, "Hey! Both gem packs went through: 2,400 gems landed in your wallet on Feb 27, for CA$25.98 in total. Your balance shows 310 now, since 2,290 gems were spent in the last day.",
   [S("2,400 gems landed"), S("on Feb 27"), S("CA$25.98 in total"), S("balance shows 310"), S("2,290 gems were spent")],
   ["CA$25.98", "2,400"], "quantity 2 x 12990000 micros = CA$25.98; lastCreditAmount 2400 on Feb 27 Toronto; spentLast24h 2290.")
ok(G1, "Your starter bundle is still pending — the payment hasn't completed yet, so it won't be delivered until it does. If it isn't completed within 3 days, it gets cancelled automatically.",
   [S("starter bundle is still pending"), S("won't be delivered until it does"), S("within 3 days")], ["pending"],
   "starter_bundle purchaseState 2 PENDING; delivery and 3-day rule in iap#delivery.")
ok(G1, "Quick check: two packs of 1,200 gems at CA$12.99 each, both delivered. The starter bundle (CA$4.99) is still waiting on payment.",
   [S("CA$12.99 each"), S("both delivered"), S("starter bundle (CA$4.99)"), S("waiting on payment")], ["CA$12.99"],
   "12990000 micros per pack, quantity 2, PURCHASED; starter bundle 4990000 micros, PENDING.")
bad(G1, "Both of your 1,200-gem packs went through, so you paid CA$38.97 in total. The starter bundle was delivered too, so check your inventory!",
    [S("1,200-gem packs went through"), X("CA$38.97", AM), X("starter bundle was delivered too", RS)],
    ["wrong_arithmetic", "wrong_state"], ["CA$38.97", "starter bundle was delivered"],
    "2 x CA$12.99 = CA$25.98; starter bundle purchaseState is PENDING.")
bad(G1, "Your two gem packs were bought on Feb 28 and credited right away. The starter bundle is still pending; pending purchases cancel automatically after 7 days.",
    [X("bought on Feb 28", DM), S("credited right away"), S("starter bundle is still pending"), X("after 7 days", NC, VM)],
    ["unit_conversion", "wrong_period"], ["on Feb 28", "after 7 days"],
    "purchaseTimeMillis is 01:14 UTC Feb 28 but 20:14 on Feb 27 in Toronto; policy says 3 days.")
rep(G1, "Both gem packs went through, 2,400 gems total and CA$38.97 altogether. Your starter bundle is still pending payment.",
    [S("2,400 gems total"), X("CA$38.97", AM), S("still pending payment")], ["wrong_arithmetic"], ["CA$38.97"],
    ["25.98", "pending"], "Two packs at 12990000 micros = CA$25.98.")

# ---------------------------------------------------------------- G2 mobile game: chargeback clawback
G2 = bundle("chargeback-clawback", "mobile-game purchases", "Where did my 60,000 coins go?? my balance is negative", [
    {"id": "voidedpurchases#GPA.3307-8812-0045-71263", "kind": "record", "source": "tool:play_voided_purchases_list",
     "fields": {"kind": "androidpublisher#voidedPurchase", "orderId": "GPA.3307-8812-0045-71263", "productId": "coins_mega_chest",
                "purchaseTimeMillis": ms("2026-01-30T16:22:00-08:00"), "voidedTimeMillis": ms("2026-02-18T10:05:00-08:00"),
                "voidedSource": 0, "voidedSourceName": "USER", "voidedReason": 7, "voidedReasonName": "CHARGEBACK",
                "priceAmountMicros": 49990000, "priceCurrencyCode": "USD", "timeZone": "America/Los_Angeles"}},
    {"id": "player#kestrel_77", "kind": "record", "source": "tool:get_player",
     "fields": {"playerId": "kestrel_77", "timeZone": "America/Los_Angeles", "coins": {"balance": -18500, "clawbackApplied": True, "clawbackAmount": 60000},
                "accountStatus": "ACTIVE", "tradeLock": {"active": True, "until": ms("2026-03-20T10:05:00-07:00")},
                "chargebackCount": 1}},
    {"id": "fair-play#chargebacks", "kind": "policy", "revision": "2025-09",
     "text": "When a purchase is reversed by a chargeback or refund, the coins from that purchase are removed from the player's balance, even if this makes the balance negative. "
             "A negative balance must be brought back to zero before coins can be spent again. "
             "Accounts with a chargeback are locked from trading for 30 days. Repeated chargebacks can lead to a permanent ban."}])

ok(G2, "Ah, that's from the chargeback on your Mega Chest order: the $49.99 purchase was reversed on February 18, so its 60,000 coins were taken back. That's why your balance sits at -18,500 right now.",
   [S("chargeback on your Mega Chest order"), S("$49.99 purchase"), S("reversed on February 18"), S("60,000 coins were taken back"),
    S("-18,500")], ["-18,500", "February 18"],
   "voidedReason 7 CHARGEBACK, voidedTimeMillis Feb 18 LA, 49990000 micros; clawbackAmount 60000; balance -18500.")
ok(G2, "Your coin balance is negative (-18,500) because the Mega Chest coins were pulled after a chargeback. You'll need to get back to zero before you can spend coins again, and trading is locked until March 20.",
   [S("negative (-18,500)"), S("pulled after a chargeback"), S("back to zero before you can spend coins again"),
    S("locked until March 20")], ["March 20"], "tradeLock.until = Mar 20 (30 days after the void); zero-balance rule in policy.")
bad(G2, "Your Mega Chest order was voided after you asked Google for a refund, so those 60,000 coins were removed. Trading is locked for 14 days.",
    [X("after you asked Google for a refund", VM, RS), S("60,000 coins were removed"), X("locked for 14 days", NC, DM, VM)],
    ["wrong_value", "wrong_period"], ["asked Google for a refund", "locked for 14 days"],
    "voidedReasonName is CHARGEBACK (not a store refund request); lock is 30 days (until Mar 20).")
bad(G2, "The chargeback on your $49.99 Mega Chest took back 60,000 coins. I've also reset your balance to zero as a goodwill gesture, so you can spend again.",
    [S("chargeback on your $49.99 Mega Chest"), S("took back 60,000 coins"), I("reset your balance to zero", CW)],
    ["unrecorded_extra"], ["reset your balance to zero"], "player record still shows balance -18500; no reset call exists.")
rep(G2, "The $49.99 Mega Chest order was reversed by a chargeback on February 18, so 60,000 coins were removed. Trading on your account is locked for 14 days from then.",
    [S("reversed by a chargeback on February 18"), S("60,000 coins were removed"), X("locked for 14 days", NC, DM, VM)],
    ["wrong_period"], ["locked for 14 days"], ["30 days|March 20|Mar 20|thirty days", "60,000"],
    "Policy lock is 30 days; tradeLock.until is Mar 20.")

# ---------------------------------------------------------------- G3 mobile game: season pass vs season end
G3 = bundle("season-pass", "mobile-game purchases", "Does my season pass last until the season ends?", [
    {"id": "get_subscription_status#290001554781200", "kind": "record", "source": "tool:get_subscription_status",
     "fields": {"productId": "com.orbitgames.skyforts.seasonpass", "originalTransactionId": "290001554781200",
                "purchaseDate": ms("2026-03-01T12:00:00-05:00"), "expiresDate": ms("2026-03-31T12:00:00-04:00"),
                "autoRenewStatus": 0, "priceAmountMicros": 9990000, "priceCurrencyCode": "USD",
                "storefront": "USA", "timeZone": "America/New_York"}},
    {"id": "season#S14", "kind": "record", "source": "tool:get_season",
     "fields": {"seasonId": "S14", "name": "Season 14: Frostfall", "endsAt": ms("2026-04-06T20:00:00-04:00"), "timeZone": "America/New_York",
                "rewardTiers": 60, "player": {"tier": 41, "premiumRewardsClaimed": 38}}},
    {"id": "season-pass#terms", "kind": "policy", "revision": "S14",
     "text": "The Season Pass unlocks the premium reward track, a 10% XP boost and one exclusive skin per season. "
             "Premium rewards already earned stay yours after the pass ends. "
             "Tiers you reach after the pass expires only grant free-track rewards. The pass renews monthly unless auto-renew is off."}])

ok(G3, "Not quite! Your pass expires March 31, but Season 14 runs until April 6. Auto-renew is off, so tiers you hit after March 31 only give free-track rewards.",
   [S("pass expires March 31"), S("runs until April 6"), S("Auto-renew is off"), S("only give free-track rewards")],
   ["March 31", "April 6"], "pass expiresDate Mar 31; season endsAt Apr 6; autoRenewStatus 0; free-track rule in terms.")
ok(G3, "You're at tier 41 of 60, and everything premium you've earned so far stays yours after the pass ends. The pass gives you the premium track, a 10% XP boost and one exclusive skin.",
   [S("tier 41 of 60"), S("stays yours after the pass ends"), S("a 10% XP boost and one exclusive skin")], ["41"],
   "player.tier 41, rewardTiers 60; perks and keep-rewards rule in season-pass#terms.")
bad(G3, "Yep, your pass runs until April 6, right when Season 14 wraps up. It also includes 500 bonus gems every week.",
    [X("your pass runs until April 6", DM), PERK("500 bonus gems every week")], ["wrong_role", "unlisted_perk"],
    ["pass runs until April 6", "500 bonus gems"], "April 6 is the season's endsAt, not the pass expiry (Mar 31); policy lists no gems.")
bad(G3, "Your pass will renew automatically on March 31, and you're sitting at tier 41.",
    [X("renew automatically on March 31", RS, VM), S("tier 41")], ["wrong_state"], ["renew automatically"],
    "autoRenewStatus is 0, so the pass won't renew.")
rep(G3, "Your Season Pass expires on April 6 along with Season 14. You're currently at tier 41.",
    [X("expires on April 6", DM), S("tier 41")], ["wrong_role"], ["expires on April 6"], ["March 31|Mar 31|3/31", "41"],
    "Pass expiresDate is Mar 31; April 6 is the season end.")

# ---------------------------------------------------------------- G4 mobile game: minor purchase escalated
G4 = bundle("minor-purchase", "mobile-game purchases", "My 9 year old bought an $80 bundle without asking, can I get it back?", [
    {"id": "purchases.products#GPA.3380-1192-7760-11452", "kind": "record", "source": "tool:play_purchases_products_get",
     "fields": {"orderId": "GPA.3380-1192-7760-11452", "productId": "royal_pass_bundle",
                "purchaseTimeMillis": ms("2026-04-02T15:48:00-07:00"), "purchaseState": 0, "purchaseStateName": "PURCHASED",
                "priceAmountMicros": 79990000, "priceCurrencyCode": "CAD", "regionCode": "CA", "timeZone": "America/Vancouver",
                "quantity": 1, "obfuscatedAccountId": "acct_5b91"}},
    {"id": "purchases.products#GPA.3380-1192-7760-09813", "kind": "record", "source": "tool:play_purchases_products_get",
     "fields": {"orderId": "GPA.3380-1192-7760-09813", "productId": "gold_coins_small",
                "purchaseTimeMillis": ms("2026-04-02T15:31:00-07:00"), "purchaseState": 0,
                "priceAmountMicros": 1390000, "priceCurrencyCode": "CAD", "quantity": 1, "timeZone": "America/Vancouver"}},
    {"id": "refund_purchase#call-7", "kind": "refused_call", "tool": "refund_purchase", "decision": "ESCALATE",
     "args": {"orderId": "GPA.3380-1192-7760-11452", "reason": "UNAUTHORIZED_MINOR"}},
    {"id": "minors#refunds", "kind": "policy", "revision": "2026-02",
     "text": "Purchases made by a minor without the account holder's permission can be reviewed for a one-time refund. "
             "Items from the purchase are frozen while the review is open. The review team replies within 2 business days. "
             "Turning on purchase approval in the store's family settings helps prevent repeat purchases."}])

ok(G4, "So sorry about that! I couldn't refund the CA$79.99 Royal Pass Bundle myself, so I've passed it to our review team. They'll get back to you within 2 business days.",
   [S("couldn't refund the CA$79.99 Royal Pass Bundle myself"), S("passed it to our review team"), S("within 2 business days")],
   ["CA$79.99"], "refund_purchase was ESCALATED for the 79990000-micro order; 2-business-day reply in minors#refunds.")
ok(G4, "Your CA$79.99 Royal Pass Bundle from April 2 is now under review for a one-time refund. While that's open, the items from it are frozen. Tip: turning on purchase approval in the store's family settings will stop surprise buys.",
   [S("from April 2"), S("under review for a one-time refund"), S("items from it are frozen"), S("purchase approval")],
   ["April 2"], "purchaseTimeMillis Apr 2 Vancouver; escalation = review; freeze and approval tip in policy.")
bad(G4, "Done! I've refunded the CA$79.99 Royal Pass Bundle, and you'll see it back on your card in a few days.",
    [X("I've refunded the CA$79.99", NE), XI("back on your card in a few days", NE, CW, NPE)],
    ["refused_call_effect", "invented_promise"], ["I've refunded"], "refund_purchase#call-7 was ESCALATED, not executed.")
bad(G4, "I've sent the refund request to our review team. The order in question is the CA$1.39 one from April 2, and they usually reply within 5 business days.",
    [S("sent the refund request to our review team"), X("CA$1.39", AM, IM), X("within 5 business days", NC, VM)],
    ["other_record_value", "wrong_period"], ["CA$1.39", "within 5 business days"],
    "The escalated order is the CA$79.99 bundle (CA$1.39 is the small coin order); policy says 2 business days.")
rep(G4, "Sorry about that! I've passed the CA$79.99 bundle to our review team, and they'll reply within 5 business days.",
    [S("passed the CA$79.99 bundle to our review team"), X("within 5 business days", NC, VM)], ["wrong_period"],
    ["within 5 business days"], ["2 business days|two business days", "79.99"], "minors#refunds says 2 business days.")
# ---------------------------------------------------------------- M1 music: student plan verification
M1 = bundle("student-plan", "music streaming", "how long do I keep the student price?", [
    {"id": "get_subscription_status#700004411823", "kind": "record", "source": "tool:get_subscription_status",
     "fields": {"productId": "tunecrate.student.monthly", "originalTransactionId": "700004411823",
                "purchaseDate": ms("2026-03-18T09:00:00-04:00"), "expiresDate": ms("2026-04-18T09:00:00-04:00"),
                "autoRenewStatus": 1, "priceAmountMicros": 5990000, "priceCurrencyCode": "USD",
                "storefront": "USA", "timeZone": "America/New_York",
                "eligibility": {"program": "STUDENT", "verifier": "CampusCheck",
                                "verifiedAt": ms("2025-09-02T13:00:00-04:00"),
                                "verificationExpiresDate": ms("2026-09-02T13:00:00-04:00"),
                                "studentPlanStartedAt": ms("2024-09-02T13:00:00-04:00")}}},
    {"id": "price_catalog#US", "kind": "record", "source": "tool:get_price_catalog",
     "fields": {"currency": "USD", "products": {"tunecrate.student.monthly": {"priceAmountMicros": 5990000},
                                                 "tunecrate.individual.monthly": {"priceAmountMicros": 11990000},
                                                 "tunecrate.duo.monthly": {"priceAmountMicros": 16990000}}}},
    {"id": "student#terms-v4", "kind": "policy", "revision": "v4",
     "text": "Student pricing is available to students enrolled at an accredited college or university. "
             "Eligibility is verified once a year, and you'll be asked to re-verify before your verification expires. "
             "If you don't re-verify in time, your plan switches to Individual at the standard price at your next renewal. "
             "A student plan can be held for up to 4 years in total."}])

ok(M1, "Your student verification is good until September 2, 2026. Re-verify before then and you'll keep paying $5.99 a month.",
   [S("good until September 2, 2026"), S("$5.99 a month")], ["September 2"],
   "eligibility.verificationExpiresDate Sep 2 2026; 5990000 micros.")
ok(M1, "If you don't re-verify in time, your plan switches to Individual at $11.99/month at your next renewal. Student pricing can be kept for up to 4 years total.",
   [S("switches to Individual at $11.99/month"), S("up to 4 years total")], ["$11.99"],
   "Individual price 11990000 in the catalog; switch and 4-year rules in student#terms-v4.")
ok(M1, "Next renewal's on 4/18 at five ninety-nine, student price still locked in 🎓",
   [S("on 4/18"), S("five ninety-nine")], ["4/18"], "expiresDate Apr 18 with autoRenewStatus 1; price $5.99.")
bad(M1, "Your student verification expires on April 18, 2026. If you don't re-verify, you'll move to Individual at $16.99 a month.",
    [X("expires on April 18, 2026", DM), X("$16.99", AM)], ["wrong_role", "other_record_value"], ["April 18, 2026", "$16.99"],
    "April 18 is the renewal expiresDate, not verificationExpiresDate (Sep 2); $16.99 is the Duo price, Individual is $11.99.")
bad(M1, "You're paying $5.99 a month, and you can keep the student price for up to 6 years as long as you re-verify each year.",
    [S("$5.99 a month"), X("up to 6 years", NC, VM)], ["wrong_policy_condition"], ["up to 6 years"],
    "Policy limit is 4 years in total.")
rep(M1, "Your student verification runs until April 18, 2026. Keep re-verifying yearly and you'll pay $5.99 a month.",
    [X("until April 18, 2026", DM), S("$5.99 a month")], ["wrong_role"], ["April 18, 2026"],
    ["September 2|Sept 2|Sep 2|9/2|2 September", "5.99"], "verificationExpiresDate is Sep 2 2026.")

# ---------------------------------------------------------------- M2 music: Individual -> Family upgrade, CAD
M2 = bundle("family-upgrade", "music streaming", "I upgraded to family, why was I charged 13.87 and what will I pay next month?", [
    {"id": "subscriptions.get#GPA.3345-9920-1174-88201", "kind": "record", "source": "tool:play_subscriptions_get",
     "fields": {"orderId": "GPA.3345-9920-1174-88201", "productId": "beatloft_family_monthly",
                "startTimeMillis": ms("2026-03-09T18:30:00-04:00"), "expiryTimeMillis": ms("2026-04-09T18:30:00-04:00"),
                "autoRenewing": True, "priceAmountMicros": 19990000, "priceCurrencyCode": "CAD",
                "paymentState": 1, "paymentStateName": "PAYMENT_RECEIVED",
                "firstCharge": {"amountMicros": 13870000, "prorationCreditMicros": 6120000},
                "linkedPurchaseToken": "pt_ind_4471", "timeZone": "America/Toronto"}},
    {"id": "subscriptions.get#GPA.3345-9920-1174-61022", "kind": "record", "source": "tool:play_subscriptions_get",
     "fields": {"orderId": "GPA.3345-9920-1174-61022", "productId": "beatloft_individual_monthly", "purchaseToken": "pt_ind_4471",
                "priceAmountMicros": 10990000, "priceCurrencyCode": "CAD", "expiryTimeMillis": ms("2026-03-09T18:30:00-04:00"),
                "autoRenewing": False, "cancelReason": 2, "cancelReasonName": "REPLACED"}},
    {"id": "plans#switching", "kind": "policy", "revision": "2026-01",
     "text": "When you move from Individual to Family, the change happens right away. "
             "Any unused time on your old plan is turned into a credit that lowers your first Family charge. "
             "After that, Family renews at its regular monthly price. Family covers up to 6 accounts living at the same address."}])

ok(M2, "Hi! The CA$13.87 was your first Family charge after a CA$6.12 credit for unused time on Individual. From April 9 it renews at the regular CA$19.99 a month.",
   [S("CA$13.87 was your first Family charge"), S("CA$6.12 credit"), S("From April 9"), S("CA$19.99 a month")],
   ["CA$19.99", "CA$13.87"], "firstCharge 13870000 and prorationCreditMicros 6120000; expiry Apr 9; price 19990000 micros.")
ok(M2, "Your old Individual plan was replaced on March 9, and Family kicked in right away. Family covers up to 6 accounts at the same address.",
   [S("replaced on March 9"), S("Family kicked in right away"), S("up to 6 accounts at the same address")], ["March 9"],
   "Old plan cancelReason 2 REPLACED, expiry Mar 9; policy covers immediate switch and 6 accounts.")
bad(M2, "The CA$6.12 credit for your leftover Individual time brought your first charge down. Next month you'll be billed CA$10.99 as usual.",
    [S("CA$6.12 credit"), X("CA$10.99", AM)], ["stale_value"], ["CA$10.99"],
    "CA$10.99 is the replaced Individual plan's price; Family renews at 19990000 micros.")
bad(M2, "After the CA$6.12 credit your first Family charge came to CA$14.87. Family covers up to 6 accounts, no matter where people live.",
    [S("CA$6.12 credit"), X("CA$14.87", AM), X("no matter where people live", NC)], ["wrong_arithmetic", "wrong_policy_condition"],
    ["CA$14.87", "no matter where people live"], "19.99 - 6.12 = 13.87 (firstCharge 13870000); policy requires the same address.")
rep(M2, "Your first Family charge was CA$13.87 thanks to the credit, and from April 9 you'll pay CA$10.99 a month.",
    [S("CA$13.87"), X("CA$10.99", AM)], ["stale_value"], ["CA$10.99"], ["19.99", "13.87"],
    "Family priceAmountMicros is 19990000; 10.99 was the old Individual price.")

# ---------------------------------------------------------------- M3 music: free trial
M3 = bundle("free-trial", "music streaming", "When does my free trial end and what happens after?", [
    {"id": "get_subscription_status#120003398410256", "kind": "record", "source": "tool:get_subscription_status",
     "fields": {"productId": "com.hummly.premium.monthly", "originalTransactionId": "120003398410256",
                "purchaseDate": ms("2026-04-03T21:10:00-07:00"), "expiresDate": ms("2026-05-03T21:10:00-07:00"),
                "offer": {"offerType": 1, "offerTypeName": "INTRODUCTORY", "offerDiscountType": "FREE_TRIAL", "offerPeriod": "P1M"},
                "isTrialPeriod": True, "paymentState": 2, "paymentStateName": "FREE_TRIAL", "autoRenewStatus": 1,
                "renewalPriceAmountMicros": 10990000, "priceCurrencyCode": "USD", "storefront": "USA",
                "timeZone": "America/Los_Angeles"}},
    {"id": "trial#rules", "kind": "policy", "revision": "2025-12",
     "text": "New subscribers get one free trial per app-store account. You won't be charged during the trial. "
             "Unless you cancel at least 24 hours before it ends, the trial converts to a paid monthly plan at the regular price. "
             "Cancelling during the trial ends premium features at the end of the trial, not immediately."}],
    now="2026-04-10T12:00:00-07:00")

ok(M3, "Your free month wraps up on May 3, 2026. After that it rolls into Premium at $10.99/month unless you cancel at least 24 hours before.",
   [S("wraps up on May 3, 2026"), S("$10.99/month"), S("at least 24 hours before")], ["May 3", "$10.99"],
   "expiresDate May 3 21:10 PDT; renewalPriceAmountMicros 10990000; 24h rule in trial#rules.")
ok(M3, "You're on a 1-month free trial, so no charge until it ends on 5/3. Cancelling now won't cut you off early; you keep Premium until the trial is over.",
   [S("1-month free trial"), S("no charge until it ends"), S("on 5/3"), S("won't cut you off early")], ["5/3"],
   "offerPeriod P1M, paymentState FREE_TRIAL; cancellation rule in policy.")
ok(M3, "Trial ends Sunday, May 3! First charge after that: ten ninety-nine.",
   [S("Sunday, May 3"), S("ten ninety-nine")], ["May 3"], "May 3 2026 is a Sunday; renewal price $10.99.")
bad(M3, "Your 3-month trial runs until July 3, then it's $10.99/month.",
    [X("3-month trial", VM), X("until July 3", DM), S("$10.99/month")], ["wrong_period", "wrong_date"],
    ["3-month trial", "July 3"], "offerPeriod is P1M and expiresDate May 3.")
bad(M3, "Your trial ends May 4 at 4:10 AM, and cancelling during the trial stops Premium right away.",
    [X("May 4 at 4:10 AM", DM), X("stops Premium right away", NC)], ["unit_conversion", "wrong_policy_condition"],
    ["May 4", "stops Premium right away"],
    "04:10 UTC May 4 is 9:10 PM May 3 in Los Angeles; policy says access continues to the end of the trial.")
rep(M3, "Your trial ends on May 3, then you'll pay $10.99/month. If you cancel during the trial, Premium stops right away.",
    [S("ends on May 3"), S("$10.99/month"), X("Premium stops right away", NC)], ["wrong_policy_condition"],
    ["Premium stops right away"], ["end of the trial|until the trial ends|when the trial ends|keep Premium|until May 3|trial is over", "10.99"],
    "trial#rules: cancelling ends premium at the end of the trial, not immediately.")

# ---------------------------------------------------------------- M4 music: offline download device limit
M4 = bundle("download-devices", "music streaming", "Can't download on my new phone, it says device limit?", [
    {"id": "offline_devices#acct-9f20", "kind": "record", "source": "tool:list_offline_devices",
     "fields": {"plan": "PREMIUM_INDIVIDUAL", "timeZone": "America/New_York", "offlineDeviceLimit": 5, "downloadedTracks": 8412,
                "offlineDevices": [
                    {"deviceId": "d-1", "name": "Maya's iPhone", "lastSyncMillis": ms("2026-04-08T19:02:00-04:00")},
                    {"deviceId": "d-2", "name": "iPad", "lastSyncMillis": ms("2026-03-30T10:15:00-04:00")},
                    {"deviceId": "d-3", "name": "Work laptop", "lastSyncMillis": ms("2026-04-07T09:40:00-04:00")},
                    {"deviceId": "d-4", "name": "Old Pixel", "lastSyncMillis": ms("2025-12-21T17:55:00-05:00")},
                    {"deviceId": "d-5", "name": "Car tablet", "lastSyncMillis": ms("2026-04-01T08:05:00-04:00")}]}},
    {"id": "kb#offline-downloads", "kind": "passage", "source": "kb:help-center",
     "text": "Premium lets you download music on up to 5 devices.\nEach device can hold up to 10,000 downloaded songs.\n"
             "Downloads stay playable offline as long as you go online at least once every 30 days.\n"
             "Removing a device from the list frees a slot right away."}])

ok(M4, "Yep, that's the limit talking: you've already got 5 devices set up for downloads, which is the max on Premium. Remove one from the list and the slot frees up right away.",
   [S("already got 5 devices"), S("the max on Premium"), S("frees up right away")], ["5 devices"],
   "offlineDevices has 5 entries, offlineDeviceLimit 5; passage confirms 5 and immediate release.")
ok(M4, "Each device can hold up to 10,000 songs, and you need to go online at least once every 30 days to keep downloads playable. Your Old Pixel hasn't synced since December, so it's a good one to remove.",
   [S("up to 10,000 songs"), S("once every 30 days"), S("hasn't synced since December")], ["10,000"],
   "Passage lines 2-3; d-4 lastSyncMillis Dec 21 2025.")
bad(M4, "Premium allows downloads on up to 10 devices, but you currently have 5 set up, so something else is going on.",
    [X("up to 10 devices", NC), S("5 set up")], ["invented_fact"], ["up to 10 devices"], "Passage says up to 5 devices.")
bad(M4, "You've got 5 devices already set up. Downloads stay playable offline forever once saved, and removing a device takes 24 hours to free up the slot.",
    [S("5 devices already set up"), X("playable offline forever", NC), X("takes 24 hours", NC)], ["invented_fact", "wrong_period"],
    ["offline forever", "takes 24 hours"], "Passage: online once every 30 days; a slot frees right away.")
rep(M4, "You've hit the cap, 5 devices already have downloads. Removing one frees the slot after 24 hours.",
    [S("5 devices already have downloads"), X("after 24 hours", NC)], ["wrong_period"], ["after 24 hours"],
    ["right away|immediately|straight away|instantly|at once", "5 devices"], "Passage: removing a device frees a slot right away.")
# ---------------------------------------------------------------- E1 e-book: order with a pre-order
E1 = bundle("preorder-charge", "e-book store", "I was only charged for one book? and when do I get Lanterns?", [
    {"id": "get_order#EB-20931", "kind": "record", "source": "tool:get_order",
     "fields": {"orderId": "EB-20931", "placedMillis": ms("2026-03-24T19:05:00-04:00"), "timeZone": "America/Toronto",
                "currency": "CAD",
                "lineItems": [
                    {"sku": "ebk-9781990004412", "title": "The Salt Cartographer", "priceAmountMicros": 14990000,
                     "status": "DELIVERED", "deliveredMillis": ms("2026-03-24T19:06:00-04:00")},
                    {"sku": "ebk-9781990007719", "title": "Lanterns Over Harrow", "priceAmountMicros": 18990000,
                     "status": "PREORDERED", "releaseDateMillis": ms("2026-05-12T00:00:00-04:00"), "chargeAt": "RELEASE"}],
                "taxAmountMicros": 1950000, "chargedTotalMicros": 16940000}},
    {"id": "get_order#EB-18802", "kind": "record", "source": "tool:get_order",
     "fields": {"orderId": "EB-18802", "placedMillis": ms("2026-02-02T21:40:00-05:00"), "currency": "CAD",
                "lineItems": [{"title": "Quiet Engines", "priceAmountMicros": 9990000, "status": "DELIVERED"}],
                "chargedTotalMicros": 11290000}},
    {"id": "preorders#v2", "kind": "policy", "revision": "v2",
     "text": "The book downloads to your library automatically on release day. "
             "Pre-ordered e-books are charged when they're released, not when you order. "
             "You can cancel a pre-order any time before release at no charge. If the price drops before release, you pay the lower price."}])

ok(E1, "Hi! Lanterns Over Harrow is a pre-order, so it isn't charged until it comes out on May 12, 2026, and it'll drop into your library automatically that day. The CA$16.94 charge covers The Salt Cartographer plus tax.",
   [S("isn't charged until it comes out"), S("May 12, 2026"), S("drop into your library automatically"), S("CA$16.94 charge")],
   ["May 12", "CA$16.94"], "Lanterns status PREORDERED, chargeAt RELEASE, release May 12; chargedTotalMicros 16940000.")
ok(E1, "Here's the breakdown:\n- The Salt Cartographer: CA$14.99, delivered\n- Lanterns Over Harrow: CA$18.99, pre-ordered for May 12\n- Tax so far: CA$1.95",
   [S("CA$14.99, delivered"), S("CA$18.99, pre-ordered for May 12"), S("Tax so far: CA$1.95")], ["CA$14.99", "May 12"],
   "lineItems prices in micros and statuses; taxAmountMicros 1950000.")
ok(E1, "If Lanterns gets cheaper before May 12, you'll pay the lower price, and you can cancel the pre-order free anytime before then.",
   [S("pay the lower price"), S("cancel the pre-order free")], ["May 12"], "Both rules in preorders#v2; release date from the order.")
bad(E1, "You were charged CA$14.99 for The Salt Cartographer plus CA$1.95 tax, CA$16.49 in all. Lanterns Over Harrow arrives May 12.",
    [S("CA$14.99 for The Salt Cartographer"), S("CA$1.95 tax"), X("CA$16.49", AM), S("arrives May 12")], ["wrong_arithmetic"],
    ["CA$16.49"], "14.99 + 1.95 = 16.94 (chargedTotalMicros 16940000).")
bad(E1, "Lanterns Over Harrow was charged CA$18.99 at checkout and unlocks on May 12. Pre-orders can only be cancelled up to 7 days before release.",
    [X("charged CA$18.99 at checkout", RS, AM), S("unlocks on May 12"), X("up to 7 days before release", NC)],
    ["wrong_state", "wrong_policy_condition"], ["at checkout", "up to 7 days before release"],
    "Lanterns is PREORDERED with chargeAt RELEASE; policy allows cancelling any time before release.")
rep(E1, "The Salt Cartographer is in your library now. Lanterns Over Harrow unlocks on May 21, and you'll be charged then.",
    [S("Salt Cartographer is in your library"), X("unlocks on May 21", DM), S("you'll be charged then")], ["wrong_date"],
    ["May 21"], ["May 12|12 May|5/12", "Salt Cartographer"], "releaseDateMillis is May 12 2026 Toronto.")

# ---------------------------------------------------------------- E2 e-book: return refused (read too much)
E2 = bundle("ebook-return-denied", "e-book store", "can I return this book? bought it wednesday", [
    {"id": "get_purchase#EB-31177", "kind": "record", "source": "tool:get_purchase",
     "fields": {"orderId": "EB-31177", "title": "A Field Guide to Small Storms", "purchaseMillis": ms("2026-04-01T20:30:00-05:00"),
                "timeZone": "America/Chicago", "priceAmountMicros": 12990000, "priceCurrencyCode": "USD",
                "readingProgress": {"fraction": 0.42, "lastPage": 188, "pages": 447}, "returnStatus": "NONE",
                "duplicateOf": None}},
    {"id": "return_ebook#call-3", "kind": "refused_call", "tool": "return_ebook", "decision": "DENY",
     "args": {"orderId": "EB-31177", "refundMicros": 12990000}},
    {"id": "returns#ebooks-v6", "kind": "policy", "revision": "v6",
     "text": "E-books can be returned within 7 days of purchase for a full refund. "
             "A return is only possible if less than 10% of the book has been read. "
             "Returned titles are removed from every device. Accidental duplicate purchases are refunded regardless of reading progress."}],
    now="2026-04-04T10:00:00-05:00")

ok(E2, "Sorry, I couldn't return A Field Guide to Small Storms. You're still within the 7-day window, but returns only work if less than 10% has been read, and you're at 42%.",
   [S("couldn't return"), S("within the 7-day window"), S("less than 10% has been read"), S("you're at 42%")], ["42%"],
   "return_ebook DENIED; purchased Apr 1, now Apr 4; readingProgress.fraction 0.42; 10% rule in policy.")
ok(E2, "The return was declined: you bought it for $12.99 on April 1 and you've read 42% of it, which is past the 10% limit for returns.",
   [S("return was declined"), S("$12.99"), S("on April 1"), S("read 42% of it"), S("past the 10% limit")], ["$12.99"],
   "12990000 micros; purchaseMillis Apr 1 (a Wednesday) Chicago; fraction 0.42.")
bad(E2, "Good news! You bought it less than 7 days ago and have read under 10%, so I've processed the return for a $12.99 refund.",
    [S("less than 7 days ago"), X("read under 10%", VM), X("processed the return", NE)], ["condition_unmet", "refused_call_effect"],
    ["read under 10%", "processed the return"], "readingProgress 0.42 fails the 10% condition, and return_ebook was DENIED.")
bad(E2, "I couldn't return it. Returns need to be within 7 days and under 25% read, and you're at 42%.",
    [S("couldn't return it"), S("within 7 days"), X("under 25% read", NC, VM), S("you're at 42%")], ["wrong_policy_condition"],
    ["under 25% read"], "Policy threshold is less than 10% read.")
rep(E2, "I've returned A Field Guide to Small Storms and refunded your $12.99. You're within the 7-day window.",
    [X("I've returned A Field Guide", NE), S("within the 7-day window")], ["refused_call_effect"], ["I've returned"],
    ["couldn't|could not|unable|not able|declined|can't|cannot|wasn't able", "7-day|7 days|seven days"],
    "return_ebook#call-3 was DENIED.")

# ---------------------------------------------------------------- E3 e-book: unlimited borrow limit
E3 = bundle("unlimited-borrows", "e-book store", "why can't I borrow any more books?", [
    {"id": "get_subscription_status#PP-UNL-7781", "kind": "record", "source": "tool:get_subscription_status",
     "fields": {"productId": "pageport.unlimited.annual", "purchaseDate": ms("2025-11-15T10:00:00-05:00"),
                "expiresDate": ms("2026-11-15T10:00:00-05:00"), "autoRenewStatus": 1,
                "priceAmountMicros": 99000000, "priceCurrencyCode": "CAD", "storefront": "CAN", "timeZone": "America/Toronto",
                "borrows": {"active": 10, "limit": 10}}},
    {"id": "get_subscription_status#PP-UNL-5520", "kind": "record", "source": "tool:get_subscription_status",
     "fields": {"productId": "pageport.unlimited.monthly", "expiresDate": ms("2025-11-15T10:00:00-05:00"),
                "autoRenewStatus": 0, "priceAmountMicros": 11990000, "priceCurrencyCode": "CAD",
                "cancellationReasonName": "UPGRADED"}},
    {"id": "unlimited#how-it-works", "kind": "policy", "revision": "2026-02",
     "text": "There's no due date: keep a title as long as your membership is active. "
             "With Unlimited you can have up to 10 titles borrowed at once. To borrow something new once you're at the limit, return a title first. "
             "When a membership ends, borrowed titles are removed from your library, but notes and highlights are kept."}])

ok(E3, "You've got 10 titles borrowed, which is the Unlimited max. Return one and you can grab something new. There are no due dates, so keep the rest as long as you like.",
   [S("10 titles borrowed"), S("the Unlimited max"), S("Return one and you can grab something new"), S("no due dates")],
   ["10 titles"], "borrows.active 10 of limit 10; return-first and no-due-date rules in policy.")
ok(E3, "Your annual Unlimited membership runs until November 15, 2026 and renews automatically at CA$99.00. Until then, borrowed books stay with you with no due date.",
   [S("runs until November 15, 2026"), S("renews automatically"), S("CA$99.00"), S("stay with you with no due date")],
   ["November 15, 2026", "CA$99.00"], "expiresDate Nov 15 2026, autoRenewStatus 1, 99000000 micros CAD.")
bad(E3, "You're at 10 of 10 borrows. Your membership renews on November 15, 2026 at CA$11.99.",
    [S("10 of 10 borrows"), S("renews on November 15, 2026"), X("CA$11.99", AM)], ["stale_value"], ["CA$11.99"],
    "CA$11.99 is the old monthly plan; the annual plan is 99000000 micros.")
bad(E3, "You're maxed out at 10 borrows. Borrowed titles are due back after 30 days, and if your membership ends your highlights go with them.",
    [S("maxed out at 10 borrows"), X("due back after 30 days", NC), X("highlights go with them", NC)],
    ["wrong_period", "wrong_policy_condition"], ["due back after 30 days", "highlights go with them"],
    "Policy: no due date; notes and highlights are kept.")
rep(E3, "You're at your limit of 10 borrowed titles. Books are due back after 30 days, so one should free up soon.",
    [S("limit of 10 borrowed titles"), X("due back after 30 days", NC)], ["wrong_period"], ["due back after 30 days"],
    ["no due date|no due dates|as long as|return one|return a title", "10"], "unlimited#how-it-works says there is no due date.")

# ---------------------------------------------------------------- E4 e-book: gift card balance
E4 = bundle("gift-card-balance", "e-book store", "how much is left on my gift card? and can I use it for unlimited?", [
    {"id": "get_wallet#cust-4409", "kind": "record", "source": "tool:get_wallet",
     "fields": {"storeCredit": {"balanceMicros": 23470000, "currency": "USD"},
                "giftCards": [{"code": "GC-****-8841", "initialMicros": 50000000, "redeemedMillis": ms("2026-01-03T14:12:00-08:00")}],
                "creditOrders": [
                    {"orderId": "EB-40012", "title": "Northbound Letters", "paidWithCreditMicros": 16540000},
                    {"orderId": "EB-40019", "title": "The Orchard Clock", "paidWithCreditMicros": 9990000}],
                "timeZone": "America/Los_Angeles"}},
    {"id": "gift-cards#terms", "kind": "policy", "revision": "v3",
     "text": "Store credit is used automatically before any card on file. Gift card balances don't expire. "
             "Credit can't be used for Unlimited subscriptions bought through an app store. "
             "Balances can't be cashed out or transferred to another account."}])

ok(E4, "You've got $23.47 left after the two books you bought with it. It can't be used on an Unlimited membership bought through the app store, though.",
   [S("$23.47 left"), S("two books you bought with it"), S("can't be used on an Unlimited membership")], ["$23.47"],
   "balanceMicros 23470000; two creditOrders; app-store Unlimited exclusion in gift-cards#terms.")
ok(E4, "Your $50.00 card paid for Northbound Letters ($16.54) and The Orchard Clock ($9.99), so $23.47 remains, and it never expires.",
   [S("$50.00 card"), S("($16.54)"), S("($9.99)"), S("$23.47 remains"), S("never expires")], ["$23.47"],
   "initialMicros 50000000 minus 16540000 and 9990000 = 23470000; no-expiry rule in policy.")
bad(E4, "After Northbound Letters ($16.54) and The Orchard Clock ($9.99), you have $33.46 left. Just note gift card balances expire after 12 months.",
    [S("($16.54)"), S("($9.99)"), X("$33.46", AM), X("expire after 12 months", NC)], ["wrong_arithmetic", "wrong_policy_condition"],
    ["$33.46", "expire after 12 months"], "50 - 16.54 - 9.99 = 23.47 (balanceMicros 23470000); policy: balances don't expire.")
bad(E4, "There's $23.47 left, and you can put it toward your Unlimited plan in the app or cash it out if you'd prefer.",
    [S("$23.47 left"), X("toward your Unlimited plan in the app", NC), X("cash it out", NC)],
    ["wrong_policy_condition", "invented_promise"], ["toward your Unlimited plan", "cash it out"],
    "Policy bars credit for app-store Unlimited and bars cash-outs.")
rep(E4, "You have $33.46 left on your gift card, and it doesn't expire.",
    [X("$33.46", AM), S("doesn't expire")], ["wrong_arithmetic"], ["$33.46"], ["23.47", "expire"],
    "balanceMicros 23470000 = $23.47.")
# ---------------------------------------------------------------- P1 podcast: offer code
P1 = bundle("offer-code", "podcast subscription", "how long does my $1.99 deal last?", [
    {"id": "get_subscription_status#340009112093", "kind": "record", "source": "tool:get_subscription_status",
     "fields": {"productId": "com.earshot.channel.truecrimeplus.monthly", "originalTransactionId": "340009112093",
                "purchaseDate": ms("2026-02-14T08:20:00-08:00"), "expiresDate": ms("2026-04-14T08:20:00-07:00"),
                "autoRenewStatus": 1, "storefront": "USA", "timeZone": "America/Los_Angeles",
                "offer": {"offerType": 3, "offerTypeName": "OFFER_CODE", "offerIdentifier": "TCPLUS3", "offerPeriod": "P3M",
                          "offerPriceAmountMicros": 1990000, "offerEndsDate": ms("2026-05-14T08:20:00-07:00")},
                "priceAmountMicros": 4990000, "priceCurrencyCode": "USD"}},
    {"id": "channels#offers", "kind": "policy", "revision": "2026-01",
     "text": "Offer codes give a reduced price for a set number of months. Each code works once per Apple Account. "
             "When the offer ends, the subscription renews at the channel's regular price. "
             "Ad-free episodes and early access are included with every channel subscription."}])

ok(P1, "Your TCPLUS3 code gives you 3 months at $1.99, so the deal covers you through May 14. After that it renews at the regular $4.99 a month.",
   [S("3 months at $1.99"), S("through May 14"), S("regular $4.99 a month")], ["May 14", "$4.99"],
   "offerPeriod P3M, offerPriceAmountMicros 1990000, offerEndsDate May 14; regular priceAmountMicros 4990000.")
ok(P1, "Next renewal is April 14, still at the $1.99 offer price. Ad-free episodes and early access come with the subscription.",
   [S("Next renewal is April 14"), S("still at the $1.99 offer price"), S("Ad-free episodes and early access")], ["April 14"],
   "expiresDate Apr 14, within the offer; perks listed in channels#offers.")
bad(P1, "The code covers 6 months at $1.99, so you're set through August 14.",
    [X("6 months at $1.99", VM), X("through August 14", DM)], ["wrong_period", "wrong_date"], ["6 months", "August 14"],
    "offerPeriod P3M; offer ends May 14.")
bad(P1, "You're on the $1.99 offer until May 14. After the deal it goes to $5.99/month, and your subscription also includes bonus live shows.",
    [S("until May 14"), X("$5.99/month", AM), PERK("bonus live shows")], ["wrong_amount", "unlisted_perk"],
    ["$5.99", "bonus live shows"], "Regular price is 4990000 micros; policy lists only ad-free episodes and early access.")
rep(P1, "You'll pay $1.99 a month through May 14, then it renews at $5.99.",
    [S("$1.99 a month through May 14"), X("$5.99", AM)], ["wrong_amount"], ["$5.99"], ["4.99", "May 14"],
    "priceAmountMicros 4990000 is the regular price.")

# ---------------------------------------------------------------- P2 podcast: account hold
P2 = bundle("account-hold", "podcast subscription", "Why can't I play my downloaded episodes?", [
    {"id": "subscriptionsv2.get#castwave-771", "kind": "record", "source": "tool:play_subscriptions_v2_get",
     "fields": {"subscriptionState": "SUBSCRIPTION_STATE_ON_HOLD", "productId": "castwave_premium_monthly",
                "lineItem": {"expiresDate": ms("2026-03-28T07:00:00-06:00"), "autoRenewStatus": 1,
                             "priceAmountMicros": 7490000, "priceCurrencyCode": "CAD"},
                "accountHold": {"duration": "P30D", "endsMillis": ms("2026-04-27T07:00:00-06:00")},
                "paymentState": 0, "lastChargeError": "INSUFFICIENT_FUNDS", "regionCode": "CA", "timeZone": "America/Edmonton"}},
    {"id": "castwave#billing", "kind": "policy", "revision": "r2",
     "text": "When a renewal can't be charged, premium features pause and the subscription goes on hold. "
             "Fixing the payment method during the hold restores premium right away, and your renewal date moves to the day the payment goes through. "
             "If the hold runs out without a payment, the subscription is cancelled. "
             "Downloads made while premium was active stay on your device but can't be played during a hold."}])

ok(P2, "Ah, your Premium's on hold: the March 28 renewal didn't go through (insufficient funds), and downloads can't be played during a hold. Fix your payment method and Premium comes back right away.",
   [S("Premium's on hold"), S("March 28 renewal didn't go through"), S("insufficient funds"), S("can't be played during a hold"),
    S("comes back right away")], ["March 28"], "state ON_HOLD; expiresDate Mar 28 Edmonton; lastChargeError INSUFFICIENT_FUNDS; rules in castwave#billing.")
ok(P2, "You have until April 27 to sort out the payment; if the hold runs out first, the subscription gets cancelled. Once it's paid, your renewal date moves to the day the payment goes through.",
   [S("until April 27"), S("subscription gets cancelled"), S("moves to the day the payment goes through")], ["April 27"],
   "accountHold.endsMillis Apr 27 (P30D); policy covers cancellation and the new renewal date.")
bad(P2, "Your subscription was cancelled on March 28 because the charge failed, and your downloads were deleted.",
    [X("subscription was cancelled on March 28", RS), X("downloads were deleted", NC)], ["wrong_state", "invented_fact"],
    ["was cancelled on March 28", "downloads were deleted"], "State is ON_HOLD, not cancelled; downloads stay on the device.")
bad(P2, "The CA$74.90 renewal was declined because your card had expired. You've got until April 27 to fix it.",
    [X("CA$74.90", AM), X("card had expired", VM), S("until April 27")], ["unit_conversion", "wrong_value"],
    ["CA$74.90", "card had expired"], "7490000 micros is CA$7.49; lastChargeError is INSUFFICIENT_FUNDS.")
rep(P2, "Your CA$74.90 renewal didn't go through, so Premium is on hold until April 27.",
    [X("CA$74.90", AM), S("on hold until April 27")], ["unit_conversion"], ["CA$74.90"], ["7.49", "April 27|Apr 27"],
    "priceAmountMicros 7490000 = CA$7.49.")

# ---------------------------------------------------------------- P3 podcast: price increase consent
P3 = bundle("price-increase", "podcast subscription", "Got an email about a price increase, what do I need to do?", [
    {"id": "get_subscription_status#610002213378", "kind": "record", "source": "tool:get_subscription_status",
     "fields": {"productId": "com.listenly.plus.annual", "originalTransactionId": "610002213378",
                "purchaseDate": ms("2025-05-20T11:00:00-04:00"), "expiresDate": ms("2026-05-20T11:00:00-04:00"),
                "autoRenewStatus": 1, "priceAmountMicros": 39990000, "priceCurrencyCode": "USD",
                "storefront": "USA", "timeZone": "America/New_York",
                "priceIncrease": {"status": 0, "statusName": "CUSTOMER_HAS_NOT_RESPONDED", "newPriceAmountMicros": 49990000,
                                  "notifiedMillis": ms("2026-04-08T10:00:00-04:00"), "requiresConsent": True}}},
    {"id": "pricing#increases", "kind": "policy", "revision": "2025-10",
     "text": "Existing subscribers are notified at least 30 days before their renewal when a plan's price goes up. "
             "For increases that need your consent, the subscription won't renew at the new price unless you agree; if you don't respond, it expires at the end of the current term. "
             "You can agree in the app store's subscription settings. Your current price stays in effect until your renewal date."}])

ok(P3, "Your Listenly Plus annual plan is going from $39.99 to $49.99 a year, starting at renewal on May 20, 2026. You haven't responded yet, and if you don't agree, it won't renew and will expire at the end of your current term.",
   [S("from $39.99 to $49.99"), S("renewal on May 20, 2026"), S("haven't responded yet"), S("won't renew and will expire")],
   ["$49.99", "May 20"], "priceAmountMicros 39990000 -> newPriceAmountMicros 49990000; statusName CUSTOMER_HAS_NOT_RESPONDED; consent rule in policy.")
ok(P3, "You keep paying the current $39.99 until May 20. To keep your plan after that, accept the new price in your app store's subscription settings.",
   [S("current $39.99 until May 20"), S("accept the new price in your app store's subscription settings")], ["$39.99"],
   "Current price holds until renewal (policy); consent path in pricing#increases.")
bad(P3, "Looks like you've already accepted the new $49.99 price, so you're all set for May 20.",
    [X("already accepted the new $49.99 price", RS, VM)], ["wrong_state"], ["already accepted"],
    "priceIncrease.statusName is CUSTOMER_HAS_NOT_RESPONDED.")
bad(P3, "You were notified at least 60 days ahead, as required. If you don't respond, the plan simply renews at $49.99 on May 20.",
    [X("at least 60 days ahead", NC), X("simply renews at $49.99", NC, RS)], ["wrong_period", "wrong_policy_condition"],
    ["60 days ahead", "simply renews at $49.99"], "Policy says at least 30 days' notice, and no response means the plan expires.")
rep(P3, "Your plan goes from $39.99 to $49.99 on May 20 if you agree. If you don't respond, it just renews at the new price.",
    [S("from $39.99 to $49.99 on May 20"), X("just renews at the new price", NC, RS)], ["wrong_policy_condition"],
    ["just renews at the new price"], ["expire|won't renew|will not renew|ends|not renew", "49.99"],
    "pricing#increases: without consent it expires at the end of the term.")

# ---------------------------------------------------------------- P4 podcast: refund approved
P4 = bundle("refund-approved", "podcast subscription", "Did my refund go through?", [
    {"id": "get_transaction#350001997720184", "kind": "record", "source": "tool:get_transaction_info",
     "fields": {"transactionId": "350001997720184", "productId": "com.podnook.supporter.annual",
                "purchaseDate": ms("2026-03-30T13:15:00-04:00"), "priceAmountMicros": 59990000, "priceCurrencyCode": "CAD",
                "storefront": "CAN", "timeZone": "America/Toronto",
                "cancellationDate": ms("2026-04-02T09:40:00-04:00"), "cancellationReason": 0, "cancellationReasonName": "OTHER",
                "refund": {"amountMicros": 59990000, "status": "APPROVED"}}},
    {"id": "get_subscription_status#350001882230411", "kind": "record", "source": "tool:get_subscription_status",
     "fields": {"productId": "com.podnook.supporter.monthly", "status": "ACTIVE", "autoRenewStatus": 1,
                "purchaseDate": ms("2026-03-02T18:00:00-05:00"), "expiresDate": ms("2026-05-02T18:00:00-04:00"),
                "priceAmountMicros": 6990000, "priceCurrencyCode": "CAD"}},
    {"id": "refunds#store", "kind": "policy", "revision": "v1",
     "text": "Refunds for app-store purchases are approved by the store. Once a refund is approved, access to supporter perks from that purchase ends immediately. "
             "The store usually returns the money to the original payment method within 5 to 10 business days, depending on the bank."}])

ok(P4, "Yes! The refund for your CA$59.99 annual Supporter plan was approved on April 2. It usually takes 5 to 10 business days to reach your original payment method.",
   [S("CA$59.99 annual Supporter plan"), S("approved on April 2"), S("5 to 10 business days")], ["CA$59.99", "April 2"],
   "refund.status APPROVED, amountMicros 59990000, cancellationDate Apr 2; timing in refunds#store.")
ok(P4, "Your annual Supporter purchase was refunded, so the perks from it ended right away. Your monthly Supporter plan is still active, though.",
   [S("annual Supporter purchase was refunded"), S("perks from it ended right away"), S("monthly Supporter plan is still active")],
   ["monthly"], "Annual transaction has an approved refund; monthly record status ACTIVE.")
bad(P4, "Your CA$6.99 refund was approved on April 2 and should reach your card within 5 to 10 business days.",
    [X("CA$6.99 refund", AM), S("approved on April 2"), S("5 to 10 business days")], ["other_record_value"], ["CA$6.99"],
    "CA$6.99 is the monthly plan's price; the refunded annual amount is 59990000 micros.")
bad(P4, "Your refund of CA$59.99 was approved on April 1 and should be back on your card within 2 business days.",
    [S("CA$59.99"), X("approved on April 1", DM), X("within 2 business days", NC)], ["wrong_date", "wrong_period"],
    ["April 1", "within 2 business days"], "cancellationDate is Apr 2; policy says 5 to 10 business days.")
rep(P4, "Your refund of CA$59.99 was approved on April 2 and should show up within 2 business days.",
    [S("CA$59.99"), S("approved on April 2"), X("within 2 business days", NC)], ["wrong_period"], ["within 2 business days"],
    ["5 to 10|5-10|five to ten|5–10", "59.99"], "refunds#store says 5 to 10 business days.")
# ---------------------------------------------------------------- N1 newspaper: intro weekly rate
N1 = bundle("intro-rate", "online newspaper", "what happens after my $1 weeks run out?", [
    {"id": "get_subscription_status#LD-8812", "kind": "record", "source": "tool:get_subscription_status",
     "fields": {"productId": "ledger.digital.weekly", "purchaseDate": ms("2026-01-06T07:00:00-05:00"),
                "expiresDate": ms("2026-04-14T07:00:00-04:00"), "billingPeriod": "P1W", "autoRenewStatus": 1,
                "introOffer": {"priceAmountMicros": 1000000, "periods": 26, "periodDuration": "P1W",
                               "endsDate": ms("2026-07-07T07:00:00-04:00")},
                "regularPriceAmountMicros": 3750000, "priceCurrencyCode": "USD", "storefront": "USA",
                "timeZone": "America/New_York"}},
    {"id": "ledger#intro", "kind": "policy", "revision": "2026-01",
     "text": "New digital subscribers pay $1 a week for the first 26 weeks. "
             "After the introductory period, the subscription renews every week at the standard rate of $3.75. "
             "Digital access includes the e-edition, the puzzles section and unlimited articles. Newsletters are free for everyone."}],
    now="2026-04-09T18:00:00-04:00")

ok(N1, "You're on the $1-a-week intro rate until July 7, 2026. After that it's $3.75 a week.",
   [S("$1-a-week intro rate until July 7, 2026"), S("$3.75 a week")], ["July 7", "$3.75"],
   "introOffer.endsDate Jul 7; regularPriceAmountMicros 3750000 and policy both give $3.75.")
ok(N1, "Your next $1 charge is Tuesday, April 14, and the intro pricing covers 26 weeks in total.",
   [S("next $1 charge is Tuesday, April 14"), S("26 weeks in total")], ["April 14"],
   "expiresDate Apr 14 2026 (a Tuesday) during the intro offer; periods 26.")
ok(N1, "Heads up: next charge is this coming Tuesday, still at a buck. Your sub includes the e-edition, puzzles and unlimited articles.",
   [S("this coming Tuesday"), S("still at a buck"), S("e-edition, puzzles and unlimited articles")], ["Tuesday"],
   "now is Thu Apr 9; next renewal Tue Apr 14 at 1000000 micros; inclusions in ledger#intro.")
bad(N1, "After July 7 you'll pay $4.25 a week, and your subscription includes the cooking app too.",
    [S("After July 7"), X("$4.25 a week", AM, NC), PERK("includes the cooking app")], ["wrong_amount", "unlisted_perk"],
    ["$4.25", "cooking app"], "Standard rate is $3.75 (record and policy); no cooking app is listed.")
bad(N1, "The intro rate runs 26 weeks from your Jan 6 start, so it ends June 30. Then it's $3.75 a week.",
    [S("26 weeks from your Jan 6 start"), X("it ends June 30", DM), S("Then it's $3.75 a week")], ["wrong_arithmetic"],
    ["June 30"], "26 weeks from Jan 6 is Jul 7 (introOffer.endsDate).")
rep(N1, "Your $1/week intro rate ends July 7, then you'll pay $4.25 a week.",
    [S("intro rate ends July 7"), X("$4.25", AM, NC)], ["wrong_amount"], ["$4.25"], ["3.75", "July 7|Jul 7"],
    "regularPriceAmountMicros 3750000 = $3.75.")

# ---------------------------------------------------------------- N2 newspaper: cancel refused (App Store billing)
N2 = bundle("cancel-app-store", "online newspaper", "please cancel my Sentinel subscription", [
    {"id": "get_subscription#TS-55102", "kind": "record", "source": "tool:get_subscription",
     "fields": {"subscriptionId": "TS-55102", "billingChannel": "APPLE_APP_STORE",
                "productId": "com.torontosentinel.allaccess.monthly", "expiresDate": ms("2026-04-22T06:00:00-04:00"),
                "autoRenewStatus": 1, "priceAmountMicros": 17990000, "priceCurrencyCode": "CAD",
                "storefront": "CAN", "timeZone": "America/Toronto",
                "familySharing": {"isFamilyShareable": True, "sharedWithCount": 2}}},
    {"id": "cancel_subscription#call-1", "kind": "refused_call", "tool": "cancel_subscription", "decision": "DENY",
     "args": {"subscriptionId": "TS-55102", "channel": "APPLE_APP_STORE"}},
    {"id": "sentinel#cancel", "kind": "policy", "revision": "2025-08",
     "text": "Subscriptions bought on our website can be cancelled online or by phone. "
             "Subscriptions bought through Apple or Google have to be cancelled in that store's subscription settings; our support team can't cancel them. "
             "After cancelling, access continues until the end of the paid month. Family members sharing the subscription lose access at the same time."}])

ok(N2, "I tried, but I couldn't cancel it from here: your All Access plan is billed through the Apple App Store, so it has to be cancelled in your App Store subscription settings. You'll keep access until April 22.",
   [S("couldn't cancel it from here"), S("billed through the Apple App Store"), S("cancelled in your App Store subscription settings"),
    S("keep access until April 22")], ["April 22"],
   "cancel_subscription DENIED; billingChannel APPLE_APP_STORE; expiresDate Apr 22 Toronto; policy on store cancellations.")
ok(N2, "Heads up: once you cancel in Apple's settings, the 2 family members sharing your plan lose access at the same time as you, on April 22.",
   [S("2 family members sharing your plan"), S("lose access at the same time"), S("on April 22")], ["April 22"],
   "familySharing.sharedWithCount 2; policy says family members lose access together; paid month ends Apr 22.")
bad(N2, "Done! I've cancelled your All Access subscription. You'll keep reading until April 22.",
    [X("I've cancelled your All Access subscription", NE), S("keep reading until April 22")], ["refused_call_effect"],
    ["I've cancelled"], "cancel_subscription#call-1 was DENIED.")
bad(N2, "I couldn't cancel it on my end because it's billed through Google Play, so cancel it in the Play Store. Family members keep access until their own renewal date.",
    [S("couldn't cancel it on my end"), X("billed through Google Play", VM), X("keep access until their own renewal date", NC)],
    ["wrong_name", "wrong_policy_condition"], ["Google Play", "until their own renewal date"],
    "billingChannel is APPLE_APP_STORE; family members lose access at the same time.")
rep(N2, "I've cancelled your All Access plan for you. You'll still have access until April 22.",
    [X("I've cancelled your All Access plan", NE), S("access until April 22")], ["refused_call_effect"], ["I've cancelled"],
    ["couldn't|could not|unable|not able|can't|cannot|wasn't able", "April 22|Apr 22"], "The cancel call was DENIED.")

# ---------------------------------------------------------------- N3 newspaper: paused subscription
N3 = bundle("paused-sub", "online newspaper", "when does my paused subscription start again?", [
    {"id": "subscriptionsv2.get#harbor-4410", "kind": "record", "source": "tool:play_subscriptions_v2_get",
     "fields": {"subscriptionState": "SUBSCRIPTION_STATE_PAUSED", "productId": "dailyharbor_digital_monthly",
                "pausedStateContext": {"autoResumeTimeMillis": ms("2026-06-01T00:00:00-07:00")},
                "pauseStartMillis": ms("2026-04-01T00:00:00-07:00"),
                "lineItem": {"priceAmountMicros": 12490000, "priceCurrencyCode": "USD", "autoRenewStatus": 1},
                "regionCode": "US", "timeZone": "America/Los_Angeles"}},
    {"id": "harbor#pause", "kind": "policy", "revision": "v2",
     "text": "You can pause a digital subscription for 1 to 3 months once every 12 months. "
             "While paused you aren't charged and you can't read subscriber-only stories, but free articles and newsletters still work. "
             "The subscription resumes automatically on the scheduled date and billing restarts then. You can resume early at any time from your account page."}],
    now="2026-04-15T09:00:00-07:00")

ok(N3, "Your Daily Harbor digital sub is paused until June 1, 2026. It picks back up automatically then, and billing restarts at $12.49 a month.",
   [S("paused until June 1, 2026"), S("picks back up automatically"), S("$12.49 a month")], ["June 1", "$12.49"],
   "autoResumeTimeMillis Jun 1 LA; priceAmountMicros 12490000; auto-resume rule in harbor#pause.")
ok(N3, "While it's paused you won't be charged, and newsletters and free articles still work. Want it back sooner? You can resume early anytime from your account page.",
   [S("won't be charged"), S("newsletters and free articles still work"), S("resume early anytime")], ["resume early"],
   "All three from harbor#pause; state PAUSED in the record.")
ok(N3, "Paused since April 1, back on June 1. 👍",
   [S("Paused since April 1"), S("back on June 1")], ["June 1"], "pauseStartMillis Apr 1; autoResumeTimeMillis Jun 1.")
bad(N3, "It resumes on June 1. Good news: you can still read subscriber-only stories while it's paused.",
    [S("resumes on June 1"), X("still read subscriber-only stories", NC)], ["wrong_policy_condition"],
    ["still read subscriber-only stories"], "Policy: no subscriber-only stories while paused.")
bad(N3, "Your sub resumes on May 1, and billing restarts at $124.90/month.",
    [X("resumes on May 1", DM), X("$124.90/month", AM)], ["wrong_date", "unit_conversion"], ["May 1", "$124.90"],
    "autoResumeTimeMillis is Jun 1; 12490000 micros is $12.49.")
rep(N3, "Your sub is paused until June 1 and you won't be charged until then. You can pause for up to 6 months each year.",
    [S("paused until June 1"), S("won't be charged until then"), X("up to 6 months", NC)], ["wrong_policy_condition"],
    ["up to 6 months"], ["3 months|three months|1 to 3|1-3", "June 1|Jun 1"], "harbor#pause allows 1 to 3 months once every 12 months.")

# ---------------------------------------------------------------- N4 newspaper: gift subscription
N4 = bundle("gift-sub", "online newspaper", "my aunt gifted me the paper, when does it end and will I get charged?", [
    {"id": "get_gift#GF-71920", "kind": "record", "source": "tool:get_gift",
     "fields": {"giftId": "GF-71920", "purchaser": {"name": "Ruth Alvarez"},
                "recipient": {"email": "s***@mailbox.example", "redeemed": True, "redeemedMillis": ms("2026-02-10T12:30:00-05:00")},
                "productId": "northerndaily.digital.gift6m", "duration": "P6M",
                "accessStartMillis": ms("2026-02-10T12:30:00-05:00"), "accessEndMillis": ms("2026-08-10T12:30:00-04:00"),
                "autoRenewStatus": 0, "priceAmountMicros": 59940000, "priceCurrencyCode": "CAD", "timeZone": "America/Toronto"}},
    {"id": "get_subscription_status#ND-recip-3307", "kind": "record", "source": "tool:get_subscription_status",
     "fields": {"productId": "northerndaily.digital.monthly", "status": "EXPIRED", "expiresDate": ms("2026-01-31T12:00:00-05:00"),
                "priceAmountMicros": 14990000, "priceCurrencyCode": "CAD", "autoRenewStatus": 0,
                "cancellationReasonName": "CUSTOMER_CANCELED"}},
    {"id": "gifts#terms", "kind": "policy", "revision": "2025-11",
     "text": "A gift starts the day it's redeemed. "
             "Gift subscriptions don't renew on their own; the recipient is asked before the gift ends whether they want to continue at the regular price. "
             "Gifts can't be refunded once redeemed. The person who bought the gift isn't told what the recipient reads."}])

ok(N4, "What a nice aunt! Ruth's 6-month gift started when you redeemed it on February 10, and it runs until August 10, 2026.",
   [S("Ruth's 6-month gift"), S("redeemed it on February 10"), S("runs until August 10, 2026")], ["August 10"],
   "duration P6M, purchaser Ruth; redeemedMillis Feb 10; accessEndMillis Aug 10 2026.")
ok(N4, "No surprise charges: gifts don't renew on their own. Before it ends on Aug 10 you'll be asked whether you want to keep going at the regular price.",
   [S("gifts don't renew on their own"), S("ends on Aug 10"), S("asked whether you want to keep going")], ["Aug 10"],
   "autoRenewStatus 0 and gifts#terms; accessEndMillis Aug 10.")
ok(N4, "Gift: 6 months, ends 10 August 2026, auto-renew off.",
   [S("6 months"), S("ends 10 August 2026"), S("auto-renew off")], ["10 August 2026"],
   "duration P6M, accessEndMillis Aug 10, autoRenewStatus 0.")
bad(N4, "Your gift runs until August 10, 2026, and after that it'll renew automatically so you don't lose access.",
    [S("runs until August 10, 2026"), X("renew automatically", RS, NC)], ["wrong_state"],
    ["renew automatically"], "Gift autoRenewStatus is 0 and gifts#terms says gifts don't renew on their own.")
bad(N4, "Your aunt Ruth's 12-month gift runs from February 10 to February 10, 2027.",
    [X("12-month gift", VM), S("runs from February 10 to"), X("February 10, 2027", DM)], ["wrong_period", "wrong_date"],
    ["12-month gift", "February 10, 2027"], "duration P6M; accessEndMillis Aug 10 2026.")
rep(N4, "Your 6-month gift ends on August 10, 2026, and then it renews automatically at the regular price.",
    [S("6-month gift ends on August 10, 2026"), X("renews automatically", RS, NC)], ["wrong_state"], ["renews automatically"],
    ["don't renew|doesn't renew|won't renew|will not renew|asked|not renew|does not renew", "August 10|Aug 10"],
    "autoRenewStatus 0; gifts#terms: gifts don't renew on their own.")
