"""Business 4: car-wash subscription (Sparkle Lane Express Wash, Massachusetts, America/New_York)."""
from common import (Biz, ep, S, NA, X, I, XI, rec, pol, kb, refused,
                    AMT, DATE, TIME, STATE, VAL, IDM, POL, NOPOL, NOREC, NOTEX, FACTX, FACTI)

TZ = "America/New_York"


def build():
    b = Biz("car-wash subscription")

    # ---------------- 4A: downgrade pending, next bill ----------------
    q = "I asked to drop to Gold. What will I be charged next month and what does Gold include?"
    ev = [
        rec("members.get_membership#M-44817", "tool:members.get_membership", {
            "member_id": "M-44817", "status": "ACTIVE",
            "plan": {"code": "PLATINUM_UNLIMITED", "price_cents": 3999,
                     "features": ["TRIPLE_FOAM", "TIRE_SHINE", "UNDERCARRIAGE", "CERAMIC_SEAL"]},
            "vehicles": [{"plate": "KLM-4821", "vin": "JTDKN3DU0A0123988", "primary": True},
                         {"plate": "HRT-0937", "vin": "1HGCV1F34LA077614", "primary": False,
                          "addon_price_cents": 2000}],
            "next_bill_date": "2026-06-01",
            "pending_change": {"to_plan": "GOLD_UNLIMITED", "price_cents": 2999, "effective": "2026-06-01"},
            "next_bill_estimate_cents": 4999}),
        rec("catalog.get_plan#GOLD_UNLIMITED", "tool:catalog.get_plan", {
            "code": "GOLD_UNLIMITED", "price_cents": 2999,
            "features": ["TRIPLE_FOAM", "TIRE_SHINE", "UNDERCARRIAGE"]}),
        pol("sparkle-terms#plans",
            "Every member can use our self-serve vacuums for free. Plan changes take effect on your next billing "
            "date, and a downgrade keeps your current plan's benefits until then. Each additional vehicle on a "
            "membership is $20 per month on any plan.", revision="2026-04"),
    ]
    now = "2026-05-20T12:00:00-04:00"
    b.ok("plan-downgrade", q, ev,
         "Your switch to Gold Unlimited kicks in on June 1. From then you'll be billed $49.99 a month: $29.99 for "
         "Gold plus $20 for your second car. Until then you keep Platinum, ceramic seal included.",
         [S("switch to Gold Unlimited kicks in on June 1"), S("billed $49.99 a month"),
          S("$29.99 for Gold plus $20 for your second car"), S("Until then you keep Platinum"),
          S("ceramic seal included")],
         ["$49.99", "June 1"], "pending_change effective 2026-06-01 at 2999; addon 2000; next_bill_estimate 4999.",
         now=now)
    b.ok("plan-downgrade", q, ev,
         "June 1 charge: $49.99 (Gold $29.99 + one extra vehicle at $20). Gold covers triple foam, tire shine and "
         "undercarriage, and the vacuums stay free.",
         [S("June 1 charge: $49.99"), S("Gold $29.99 + one extra vehicle at $20"),
          S("Gold covers triple foam, tire shine and undercarriage"), S("the vacuums stay free")],
         ["$49.99", "$29.99"], "Gold plan features from catalog; policy: vacuums free for every member.", now=now)
    b.ok("plan-downgrade", q, ev,
         "Done deal: starting the first of June you're on Gold at twenty-nine ninety-nine, and the car with "
         "plate HRT-0937 stays on for another $20.",
         [S("starting the first of June you're on Gold"), S("twenty-nine ninety-nine"),
          S("plate HRT-0937 stays on for another $20")],
         ["HRT-0937", "$20"], "Price 2999 in words; HRT-0937 is the non-primary vehicle at 2000.", now=now)
    b.bad("plan-downgrade", q, ev,
          "Your June 1 charge will be $59.99 for both cars, and Gold still includes the ceramic seal.",
          [X("June 1 charge will be $59.99", AMT), X("Gold still includes the ceramic seal", VAL + NOREC)],
          ["stale_value", "unlisted_perk"], ["$59.99", "Gold still includes the ceramic seal"],
          "$59.99 is the Platinum price plus add-on; Gold features have no CERAMIC_SEAL.", now=now)
    b.bad("plan-downgrade", q, ev,
          "You're moving to Gold on June 1, so you'll be charged $29.99 that day.",
          [S("moving to Gold on June 1"), X("charged $29.99 that day", AMT)],
          ["wrong_arithmetic"], ["charged $29.99"], "The total leaves out the $20 second vehicle; estimate is 4999.",
          now=now)
    b.fix("plan-downgrade", q, ev,
          "Starting June 1 you're on Gold at $29.99, plus $20 for the second car, so $49.99 total. Gold includes "
          "tire shine, undercarriage and ceramic seal.",
          [S("Starting June 1 you're on Gold at $29.99"), S("plus $20 for the second car"), S("$49.99 total"),
           X("tire shine, undercarriage and ceramic seal", VAL + NOREC)],
          ["unlisted_perk"], ["undercarriage and ceramic seal"],
          ["tire shine and undercarriage|triple foam|no ceramic|not include|doesn't include|without the ceramic",
           "$49.99"], "GOLD_UNLIMITED features lack CERAMIC_SEAL.", now=now)

    # ---------------- 4B: duplicate charge refund, cancellation refused ----------------
    q = "You charged me twice this month. Refund it and cancel my membership."
    ev = [
        rec("members.get_membership#M-50236", "tool:members.get_membership", {
            "member_id": "M-50236", "status": "ACTIVE", "joined": "2026-03-15",
            "plan": {"code": "GOLD_UNLIMITED", "price_cents": 2999},
            "vehicle": {"plate": "9TRK-114", "vin": "3GNAXUEV4NL230671"},
            "charges": [{"charge_id": "CHG-88120", "amount_cents": 2999, "ts": ep("2026-05-01 03:00", TZ),
                         "status": "SETTLED"},
                        {"charge_id": "CHG-88121", "amount_cents": 2999, "ts": ep("2026-05-01 03:02", TZ),
                         "status": "SETTLED", "flag": "DUPLICATE"}]}),
        rec("billing.get_refund#RF-2217", "tool:billing.get_refund", {
            "refund_id": "RF-2217", "charge_id": "CHG-88121", "amount_cents": 2999, "status": "PROCESSING",
            "initiated": "2026-05-19"}),
        refused("members.cancel_membership#call-1", "members.cancel_membership", "DENY",
                {"member_id": "M-50236", "deny_reason": "MINIMUM_TERM_NOT_MET"}),
        pol("sparkle-terms#cancel",
            "Refunds to a card take 5-10 business days to appear. New memberships have a 3-month minimum term, "
            "after which you can cancel anytime. Cancel at least 5 days before your billing date to avoid the next "
            "charge.", revision="2026-04"),
    ]
    b.ok("double-charge", q, ev,
         "You were charged twice on May 1, and the duplicate $29.99 is being refunded. It was started May 19 and "
         "card refunds take 5-10 business days. I couldn't cancel the membership yet because of the 3-month "
         "minimum term.",
         [S("charged twice on May 1"), S("the duplicate $29.99 is being refunded"), S("started May 19"),
          S("card refunds take 5-10 business days"), S("couldn't cancel the membership yet"),
          S("3-month minimum term")],
         ["$29.99", "5-10 business days"], "CHG-88121 flag DUPLICATE; RF-2217 PROCESSING from 2026-05-19; "
         "cancel_membership DENIED (minimum term).")
    b.ok("double-charge", q, ev,
         "Refund RF-2217 for the duplicate charge CHG-88121 ($29.99) is processing. The cancellation was declined: "
         "you joined March 15, and new memberships have a 3-month minimum.",
         [S("RF-2217 for the duplicate charge CHG-88121 ($29.99) is processing"), S("cancellation was declined"),
          S("you joined March 15"), S("new memberships have a 3-month minimum")],
         ["RF-2217", "$29.99"], "refund record and refused cancel; joined 2026-03-15; policy minimum term.")
    b.bad("double-charge", q, ev,
          "All taken care of: your membership is cancelled and the duplicate charge has been refunded to your card.",
          [X("your membership is cancelled", NOTEX), X("has been refunded to your card", STATE)],
          ["refused_call_effect", "wrong_state"], ["membership is cancelled", "has been refunded"],
          "cancel_membership was DENIED; RF-2217 is still PROCESSING.")
    b.bad("double-charge", q, ev,
          "I've started the refund for charge CHG-88120, $29.99. Card refunds usually post within 3-5 business "
          "days.",
          [X("charge CHG-88120", IDM), S("$29.99"), X("within 3-5 business days", POL)],
          ["wrong_id", "wrong_period"], ["CHG-88120", "3-5 business days"],
          "The refund is on CHG-88121 (the DUPLICATE); policy says 5-10 business days.")
    b.fix("double-charge", q, ev,
          "The duplicate $29.99 from May 1 is being refunded and should land in 5-10 business days. Your "
          "membership has been cancelled as requested.",
          [S("duplicate $29.99 from May 1 is being refunded"), S("5-10 business days"),
           X("membership has been cancelled", NOTEX)],
          ["refused_call_effect"], ["has been cancelled"],
          ["couldn't|could not|unable|not able|minimum|declined|denied|can't|cannot", "$29.99"],
          "cancel_membership was DENIED for minimum term.")

    # ---------------- 4C: mirror damage claim ----------------
    q = "Your tunnel broke my mirror. What's happening with my claim?"
    ev = [
        rec("claims.get_claim#DC-3391", "tool:claims.get_claim", {
            "claim_id": "DC-3391", "status": "UNDER_REVIEW", "incident_ts": ep("2026-05-09 16:42", TZ),
            "site": {"name": "Sparkle Lane Saugus", "lane": "TUNNEL_2"},
            "vehicle": {"vin": "7FARW2H83ME014459", "model": "CR-V", "mileage": 33107},
            "damage": "PASSENGER_MIRROR_HOUSING", "reported_on_site": True,
            "shop_estimate": {"received": "2026-05-13",
                              "labor_lines": [{"op": "MIRROR_COVER_RR", "hours": "0.8", "rate_cents": 11000}],
                              "parts": [{"part_no": "76201-T1W-A01ZF", "qty": 1, "unit_price_cents": 6450}],
                              "tax_cents": 403, "total_cents": 15653},
            "decision_due": "2026-05-27"}),
        pol("sparkle-terms#damage",
            "Damage must be reported to an attendant before you leave the site. We are not responsible for loose, "
            "aftermarket or previously damaged parts. Claims are decided within 10 business days of receiving the "
            "repair estimate. Approved claims are paid by check mailed to the member.", revision="2026-04"),
    ]
    now = "2026-05-20T10:00:00-04:00"
    b.ok("mirror-claim", q, ev,
         "Your claim DC-3391 for the passenger mirror housing is under review. The body shop estimate we have is "
         "$156.53, and you'll have a decision by May 27.",
         [S("DC-3391 for the passenger mirror housing is under review"), S("estimate we have is $156.53"),
          S("decision by May 27")],
         ["$156.53", "May 27"], "status UNDER_REVIEW; total_cents 15653; decision_due 2026-05-27.", now=now)
    b.ok("mirror-claim", q, ev,
         "We logged it on May 9 at 4:42 PM in Tunnel 2 at our Saugus site. Claims are decided within 10 business "
         "days of getting the repair estimate, and approved ones are paid by check.",
         [S("May 9 at 4:42 PM"), S("Tunnel 2 at our Saugus site"), S("within 10 business days"),
          S("paid by check")],
         ["4:42 PM", "10 business days"], "incident_ts 16:42 EDT; lane TUNNEL_2; policy timing and payment.",
         now=now)
    b.bad("mirror-claim", q, ev,
          "Good news, your claim has been approved for $156.53, and we'll deposit it straight to your card.",
          [X("claim has been approved", STATE), S("$156.53"), X("deposit it straight to your card", POL)],
          ["wrong_state", "wrong_policy_condition"], ["has been approved", "straight to your card"],
          "status UNDER_REVIEW; policy pays approved claims by mailed check.", now=now)
    b.bad("mirror-claim", q, ev,
          "The shop's estimate comes to $152.50 for labor and the mirror cover. The incident is logged for May 9 "
          "at 8:42 PM.",
          [X("comes to $152.50", AMT), X("May 9 at 8:42 PM", TIME)],
          ["wrong_arithmetic", "unit_conversion"], ["$152.50", "8:42 PM"],
          "152.50 leaves out $4.03 tax (total 15653); 8:42 PM is UTC, 4:42 PM Eastern.", now=now)
    b.fix("mirror-claim", q, ev,
          "Claim DC-3391 is under review. The estimate is $156.53, and you'll hear back by May 17.",
          [S("under review"), S("estimate is $156.53"), X("by May 17", DATE)],
          ["wrong_date"], ["May 17"], ["May 27|5/27", "$156.53"], "decision_due is 2026-05-27.", now=now)

    # ---------------- 4D: prepaid wash book ----------------
    q = "How many washes do I have left on my wash book?"
    ev = [
        rec("washbooks.get_book#WB-2209", "tool:washbooks.get_book", {
            "book_id": "WB-2209", "tier": "DELUXE", "status": "ACTIVE", "purchased": "2025-09-30",
            "expires": "2026-09-30", "washes_purchased": 10, "washes_used": 7, "price_paid_cents": 14900}),
        rec("washbooks.get_book#WB-1874", "tool:washbooks.get_book", {
            "book_id": "WB-1874", "tier": "BASIC", "status": "EXPIRED", "expires": "2025-08-12",
            "washes_purchased": 10, "washes_used": 7}),
        pol("sparkle-terms#washbooks",
            "Wash books expire 12 months after purchase. Unused washes are not refundable and do not carry over "
            "once a book expires. Remaining washes can be upgraded to the next tier for $3 per wash.",
            revision="2026-04"),
    ]
    b.ok("wash-book", q, ev,
         "You've got 3 washes left on your Deluxe book, and it's good through September 30, 2026.",
         [S("3 washes left on your Deluxe book"), S("good through September 30, 2026")],
         ["3 washes", "September 30, 2026"], "WB-2209: 10 purchased, 7 used; expires 2026-09-30.")
    b.ok("wash-book", q, ev,
         "7 of 10 used, 3 to go. Bumping those 3 up a tier would be $9 ($3 each).",
         [S("7 of 10 used, 3 to go"), S("would be $9 ($3 each)")],
         ["$9"], "3 remaining x $3 upgrade per policy = $9.")
    b.ok("wash-book", q, ev,
         "Three washes remain on book WB-2209, which expires 9/30/26. Your old Basic book has expired, and unused "
         "washes on it don't carry over.",
         [S("Three washes remain on book WB-2209"), S("expires 9/30/26"), S("old Basic book has expired"),
          S("unused washes on it don't carry over")],
         ["WB-2209"], "WB-1874 status EXPIRED; policy: no carry-over after expiry.")
    b.bad("wash-book", q, ev,
          "You've got 6 washes left between your books, good through September 30, 2026.",
          [X("6 washes left", VAL), S("good through September 30, 2026")],
          ["other_record_value"], ["6 washes left"], "Adds the 3 unused washes of expired WB-1874; only 3 remain.")
    b.bad("wash-book", q, ev,
          "You have 3 washes left. If you don't get to them before September 30, 2026, we'll refund the unused "
          "ones.",
          [S("You have 3 washes left"), X("we'll refund the unused", POL)],
          ["wrong_policy_condition"], ["refund the unused"], "Policy: unused washes are not refundable.")
    b.fix("wash-book", q, ev,
          "3 washes left, valid until 9/30/2026. Upgrading all three to the next tier costs $3 total.",
          [S("3 washes left"), S("valid until 9/30/2026"), X("costs $3 total", AMT + POL)],
          ["wrong_arithmetic"], ["$3 total"], ["$9|9.00|$3 each|$3 per wash|$3 a wash", "9/30/2026|September 30"],
          "$3 per wash x 3 remaining = $9.")
    return b
