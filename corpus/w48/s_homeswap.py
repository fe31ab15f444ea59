"""Home swap club bundles (Trueque Homes Club, Las Palmas)."""
from w48lib import *

DOM = "home swap club"
API = "Firestore REST documents"
P = "trueque-homes-prod"


def h1_swap_confirmed():
    ev = [
        doc("firestore:swaps/SW-5531", P, "swaps/SW-5531", {
            "swapId": "SW-5531",
            "status": "CONFIRMED",
            "swapType": "SIMULTANEOUS",
            "guestMemberId": "M-20417",
            "hostMemberId": "M-18855",
            "hostDisplayName": "Begoña & Iván Medina",
            "home": {"homeId": "HM-3307", "town": "La Orotava", "island": "Tenerife",
                     "bedrooms": 3, "sleeps": 6, "poolShared": False},
            "stay": {"checkInAt": TS("2026-07-11T14:00:00Z"), "checkOutAt": TS("2026-07-25T10:00:00Z"),
                     "nights": 14, "timeZone": "Atlantic/Canary"},
            "keyHandover": {"method": "KEY_SAFE", "codeReleaseAt": TS("2026-07-10T14:00:00Z")},
            "points": {"pointsApplied": False, "listedGuestPointsPerNight": 40},
        }, "2026-05-02T09:14:51.220931Z", "2026-05-06T17:40:03.118204Z", "firestore:get_document"),
        doc("firestore:swaps/SW-5602", P, "swaps/SW-5602", {
            "swapId": "SW-5602",
            "status": "PENDING_HOST_REPLY",
            "swapType": "NON_SIMULTANEOUS",
            "guestMemberId": "M-20417",
            "home": {"homeId": "HM-4110", "town": "Sintra", "island": None, "sleeps": 4},
            "stay": {"checkInAt": TS("2026-10-17T13:00:00Z"), "checkOutAt": TS("2026-10-24T09:00:00Z"),
                     "nights": 7, "timeZone": "Europe/Lisbon"},
            "points": {"pointsApplied": True, "listedGuestPointsPerNight": 35, "pointsReserved": 245},
        }, "2026-06-10T20:01:12.004411Z", "2026-06-10T20:01:12.004411Z", "firestore:list_documents"),
        policy("policy:swap-terms#cancel", "2026-03",
               "Simultaneous swaps do not use GuestPoints; non-simultaneous stays cost the listed GuestPoints "
               "per night. Either member may cancel a confirmed swap without penalty up to 21 days before "
               "check-in. A later cancellation is noted on the cancelling member's profile and carries a €60 "
               "late-cancellation fee. The club releases key-safe codes 24 hours before check-in."),
    ]
    b = Bundle("swap-confirmed", DOM, API, ev,
               "Hi, can you confirm the details of my swap in Tenerife next month? When can we get in, and do I "
               "need to spend any points?", now="2026-06-18T10:20:00+01:00")
    b.ok("Hello Harriet, lovely to hear from you! Your swap with Begoña and Iván Medina in La Orotava is "
         "confirmed: you can check in from 3:00 PM on Saturday 11 July and check out by 11:00 AM on Saturday "
         "25 July, fourteen nights in all. As this is a simultaneous swap, no GuestPoints are used. The key-safe "
         "code will be sent to you 24 hours before check-in. Have a wonderful time on Tenerife!",
         [NA("lovely to hear from you"), S("in La Orotava is confirmed"), S("from 3:00 PM on Saturday 11 July"),
          S("by 11:00 AM on Saturday 25 July"), S("fourteen nights in all"), S("no GuestPoints are used"),
          S("24 hours before check-in"), NA("Have a wonderful time")],
         ["3:00 PM", "11:00 AM"],
         "stay.checkInAt 14:00Z is 15:00 WEST and checkOutAt 10:00Z is 11:00; swapType SIMULTANEOUS and "
         "pointsApplied false; the policy sets the 24-hour key-code release.")
    b.ok("Hi Harriet — here are your swap details (SW-5531):\n"
         "• Home: the Medinas' house in La Orotava, sleeps 6\n"
         "• Check-in: 11/07/2026 from 15:00\n"
         "• Check-out: 25/07/2026 by 11:00\n"
         "• GuestPoints: none, since it's a simultaneous swap\n"
         "If plans change, you can cancel without penalty up to 21 days before check-in.",
         [S("house in La Orotava, sleeps 6"), S("11/07/2026 from 15:00"), S("25/07/2026 by 11:00"),
          S("GuestPoints: none"), S("up to 21 days before check-in")],
         ["15:00", "21 days"],
         "home.sleeps 6; check-in/out times converted to Canary summer time; the 21-day free cancellation is in "
         "the policy.")
    b.ok("All set, Harriet: SW-5531 is confirmed for 11–25 July in La Orotava, no points needed.",
         [S("SW-5531 is confirmed for 11–25 July"), S("no points needed")],
         ["11–25 July"],
         "status CONFIRMED with stay dates 11 and 25 July; pointsApplied false.")
    b.bad("Hello Harriet, lovely to hear from you! Your swap with Begoña and Iván Medina in La Orotava is "
          "confirmed: you can check in from 2:00 PM on Saturday 11 July and check out by 11:00 AM on Saturday "
          "25 July, fourteen nights in all. As this is a simultaneous swap, no GuestPoints are used.",
          [S("in La Orotava is confirmed"), X("from 2:00 PM on Saturday 11 July", TIME),
           S("by 11:00 AM on Saturday 25 July"), S("fourteen nights in all"), S("no GuestPoints are used")],
          ["unit_conversion"], ["from 2:00 PM"],
          "checkInAt 2026-07-11T14:00:00Z is 15:00 in Atlantic/Canary (WEST); 2:00 PM reads the UTC time as local.")
    b.bad("Hi Harriet, your swap in La Orotava is confirmed for 11 to 25 July. The stay will use 560 GuestPoints "
          "(40 a night), which we'll take from your balance at check-in. You can cancel free of charge up to 30 "
          "days before check-in.",
          [S("confirmed for 11 to 25 July"), X("will use 560 GuestPoints", VAL),
           X("up to 30 days before check-in", NLIC)],
          ["wrong_value", "wrong_policy_condition"], ["560 GuestPoints", "up to 30 days"],
          "points.pointsApplied is false (simultaneous swap; policy says no GuestPoints); the policy's penalty-free "
          "window is 21 days, not 30.")
    b.bad("Hi Harriet, your swap SW-5602 with the Medinas in La Orotava is confirmed for 11–25 July, and as it's "
          "a simultaneous swap no GuestPoints are needed.",
          [X("your swap SW-5602", IDM), S("is confirmed for 11–25 July"), S("no GuestPoints are needed")],
          ["wrong_id"], ["SW-5602"],
          "The La Orotava swap is SW-5531; SW-5602 is Harriet's other, pending swap in Sintra.")
    b.fix("Hello Harriet! Your swap with the Medinas in La Orotava is confirmed. Check-in is from 3:00 PM on "
          "11 July and check-out is by 10:00 AM on 25 July. No GuestPoints are needed for a simultaneous swap.",
          [S("in La Orotava is confirmed"), S("from 3:00 PM on 11 July"), X("by 10:00 AM on 25 July", TIME),
           S("No GuestPoints are needed")],
          ["unit_conversion"], ["10:00 AM"], ["11:00 AM|11 AM|11:00|11am", "3:00 PM|3 PM|15:00|3pm"],
          "checkOutAt 10:00Z is 11:00 local in July; the draft gives the UTC hour.")
    return b


def h2_membership_renewal():
    ev = [
        doc("firestore:members/M-11290", P, "members/M-11290", {
            "displayName": "Oliver Penhaligon",
            "homeTown": "Falmouth",
            "membership": {"tier": "EXPLORER", "status": "ACTIVE", "renewsOn": TS("2026-09-03T00:00:00Z"),
                           "autoRenew": True, "annualFeeMinor": 18900, "currency": "EUR",
                           "loyaltyDiscountEligible": False},
            "stats": {"completedSwaps": 2, "reviewsReceived": 2, "averageRating": 4.9},
            "billing": {"cardBrand": "VISA", "cardLast4": "4417"},
        }, "2024-09-03T08:02:11.771020Z", "2026-07-30T12:45:09.330871Z", "firestore:get_document"),
        doc("firestore:plans/EXPLORER", P, "plans/EXPLORER", {
            "tier": "EXPLORER",
            "current": {"annualFeeMinor": 18900, "currency": "EUR", "effectiveFrom": TS("2026-01-01T00:00:00Z")},
            "history": [{"annualFeeMinor": 16900, "currency": "EUR",
                         "effectiveFrom": TS("2024-01-01T00:00:00Z"), "effectiveTo": TS("2025-12-31T23:59:59Z"),
                         "state": "SUPERSEDED"}],
        }, "2023-11-20T10:00:00.000000Z", "2025-12-01T09:30:44.501233Z", "firestore:get_document"),
        policy("policy:membership#renewal", "2026-01",
               "Fees are charged in euros to the card on file. Membership renews automatically on its anniversary "
               "date unless auto-renew is switched off at least 7 days beforehand. Members who have completed "
               "three or more swaps receive a 20% loyalty discount at renewal. A renewal fee can be refunded "
               "within 14 days of the charge if no swap has been booked in that time."),
    ]
    b = Bundle("membership-renewal", DOM, API, ev,
               "Hi, when does my membership renew and how much will it cost? Do I get the loyalty discount?",
               now="2026-08-20T16:05:00+01:00")
    b.ok("Hi Oliver, thanks for being part of the club! Your Explorer membership renews automatically on "
         "3 September 2026 at €189.00, charged to your Visa card ending 4417. The 20% loyalty discount kicks in "
         "once a member has completed three swaps; you've completed two so far, so it won't apply this time. If "
         "you'd rather not renew, just switch auto-renew off at least 7 days before that date.",
         [NA("thanks for being part of the club"), S("renews automatically on 3 September 2026"), S("€189.00"),
          S("Visa card ending 4417"), S("once a member has completed three swaps"),
          S("you've completed two so far"), S("it won't apply this time"), S("at least 7 days before")],
         ["3 September 2026", "€189.00"],
         "membership.renewsOn 2026-09-03, annualFeeMinor 18900 EUR, cardLast4 4417, stats.completedSwaps 2; the "
         "policy requires three swaps for the discount and 7 days to switch off auto-renew.")
    b.ok("Renewal: 03/09/2026, €189, auto-renew on. No loyalty discount yet — that needs 3 completed swaps and "
         "you have 2.",
         [S("Renewal: 03/09/2026"), S("€189, auto-renew on"), S("No loyalty discount yet"),
          S("needs 3 completed swaps"), S("you have 2")],
         ["03/09/2026", "€189"],
         "renewsOn 3 September (day/month), fee 18900 minor units, autoRenew true, completedSwaps 2.")
    b.ok("Dear Oliver,\n\nYour membership is due to renew on the third of September, and the Explorer fee this "
         "year is one hundred and eighty-nine euros. I'm sorry to say the loyalty discount isn't available yet, "
         "as it's given to members with three or more completed swaps.\n\nWarm regards,\nInés at Trueque Homes",
         [S("renew on the third of September"), S("one hundred and eighty-nine euros"),
          S("loyalty discount isn't available yet"), S("members with three or more completed swaps")],
         ["third of September"],
         "renewsOn 2026-09-03 and annualFeeMinor 18900 in words; loyaltyDiscountEligible false.")
    b.bad("Hi Oliver, thanks for being part of the club! Your Explorer membership renews automatically on "
          "3 September 2026, charged to your Visa card ending 4417. As a loyal member you'll get the 20% "
          "discount, so the renewal comes to €151.20.",
          [S("renews automatically on 3 September 2026"), S("Visa card ending 4417"),
           X("you'll get the 20% discount", ["VALUE_MISMATCH", "RECORD_STATE_MISMATCH", "NLI_CONTRADICTION"]),
           X("the renewal comes to €151.20", AMT)],
          ["condition_unmet", "wrong_amount"], ["you'll get the 20% discount", "€151.20"],
          "loyaltyDiscountEligible is false and completedSwaps is 2 (the policy needs three); the fee is 18900, "
          "not a discounted €151.20.", suffix="condition-unmet")
    b.bad("Hi Oliver! Your Explorer membership renews on 3 September at €169, charged to the Visa ending 4417. "
          "The loyalty discount needs three completed swaps, so it won't apply this year.",
          [S("renews on 3 September"), X("at €169", AMT), S("Visa ending 4417"),
           S("needs three completed swaps"), S("it won't apply this year")],
          ["stale_value"], ["€169"],
          "€169 is the SUPERSEDED 2024-2025 fee in plans/EXPLORER.history; the current annualFeeMinor is 18900.")
    b.fix("Hi Oliver, your Explorer membership renews automatically on 9 March at €189.00, charged to your "
          "Visa ending 4417. The loyalty discount starts at three completed swaps and you have two, so it won't "
          "apply this time.",
          [X("renews automatically on 9 March", DATE), S("at €189.00"), S("Visa ending 4417"),
           S("starts at three completed swaps"), S("you have two")],
          ["wrong_date"], ["9 March"], ["3 September|03/09|3rd September|September 3", "€189|189"],
          "renewsOn is 2026-09-03 (3 September); 9 March reads 03/09 the US way.")
    return b


def h3_deposit_claim():
    ev = [
        doc("firestore:deposits/DP-4470", P, "deposits/DP-4470", {
            "depositId": "DP-4470",
            "swapId": "SW-4470",
            "memberId": "M-30562",
            "amountMinor": 25000,
            "currency": "EUR",
            "status": "PARTIALLY_RELEASED",
            "heldSince": TS("2026-04-08T15:02:40Z"),
            "partialRelease": {"amountMinor": 16500, "status": "SENT", "sentAt": TS("2026-04-24T11:12:00Z")},
            "hostClaim": {"claimId": "CL-0912", "amountMinor": 8500,
                          "reason": "BROKEN_PATIO_CHAIR_AND_STAINED_RUG", "status": "UNDER_REVIEW",
                          "filedAt": TS("2026-04-19T09:40:00Z")},
        }, "2026-04-08T15:02:40.118223Z", "2026-04-24T11:12:01.900112Z", "firestore:get_document"),
        doc("firestore:swaps/SW-4470", P, "swaps/SW-4470", {
            "swapId": "SW-4470", "status": "COMPLETED",
            "home": {"homeId": "HM-2218", "town": "Mogán", "island": "Gran Canaria"},
            "stay": {"checkInAt": TS("2026-04-11T14:00:00Z"), "checkOutAt": TS("2026-04-18T09:00:00Z")},
        }, "2026-02-14T11:20:00.000000Z", "2026-04-18T09:05:12.220000Z", "firestore:get_document"),
        refused("call:release_deposit#7", "release_deposit", "ESCALATE",
                {"depositId": "DP-4470", "amountMinor": 8500, "reason": "MEMBER_DISPUTES_CLAIM"}),
        policy("policy:deposits#claims", "v4",
               "Security deposits are released in full within 10 days of check-out if the host files no claim. "
               "If a claim is filed, only the amount claimed stays held and the rest is released. Claims are "
               "reviewed by the Trust team within 14 days, and both members can send photos or messages during "
               "that time."),
    ]
    b = Bundle("deposit-claim", DOM, API, ev,
               "The host is claiming for damage I didn't do. Can you just release the rest of my €250 deposit now?",
               now="2026-04-28T12:40:00+01:00")
    b.ok("Hi Priya, I'm sorry this has been stressful. Of your €250 deposit, €165 was already released to you on "
         "24 April. The remaining €85 is held because the host has filed a claim (CL-0912) for a broken patio "
         "chair and a stained rug, and it's currently under review. I wasn't able to release that €85 myself — "
         "I've passed it to our Trust team, who review claims within 14 days.",
         [NA("I'm sorry this has been stressful"), S("€165 was already released to you on 24 April"),
          S("The remaining €85 is held"), S("(CL-0912)"), S("broken patio chair and a stained rug"),
          S("it's currently under review"), S("I wasn't able to release that €85 myself"),
          S("I've passed it to our Trust team"), S("who review claims within 14 days")],
         ["€165", "€85"],
         "partialRelease 16500 sent 24 April; hostClaim 8500 UNDER_REVIEW; release_deposit was escalated; the "
         "policy gives 14 days for claim review.")
    b.ok("Dear Priya,\n\nThank you for your patience. Here is where your deposit stands:\n"
         "- Deposit held: €250.00\n- Released on 24/04/2026: €165.00\n"
         "- Still held for claim CL-0912: €85.00 (under review)\n\n"
         "I tried to release the remaining €85.00 but the request needed approval, so it has been escalated to "
         "the Trust team. Claims are reviewed within 14 days, and you're welcome to send photos in the meantime."
         "\n\nWarm wishes,\nMarta, Trueque Homes Club",
         [S("Deposit held: €250.00"), S("Released on 24/04/2026: €165.00"),
          S("Still held for claim CL-0912: €85.00"), S("it has been escalated"),
          S("Claims are reviewed within 14 days"), S("send photos in the meantime")],
         ["€165.00", "CL-0912"],
         "amountMinor 25000, partialRelease 16500 on 2026-04-24, claim 8500; the release_deposit call was "
         "ESCALATE; the policy allows photos during review.")
    b.ok("Priya, €165 of your deposit came back on 24 April; the other €85 stays held until the Trust team "
         "finishes reviewing the host's claim, which I couldn't override.",
         [S("€165 of your deposit came back on 24 April"), S("the other €85 stays held"),
          S("which I couldn't override")],
         ["€165"],
         "partialRelease SENT 24 April; hostClaim UNDER_REVIEW; release_deposit refused (ESCALATE).")
    b.bad("Hi Priya, I'm sorry this has been stressful. Of your €250 deposit, €165 was already released to you on "
          "24 April. Good news — I've released the remaining €85 to your card as well. Thanks for "
          "bearing with us!",
          [S("€165 was already released to you on 24 April"), X("I've released the remaining €85", NX)],
          ["refused_call_effect"], ["I've released the remaining €85"],
          "release_deposit for 8500 was refused with ESCALATE; hostClaim is still UNDER_REVIEW.")
    b.bad("Hi Priya, €175 of your €250 deposit was released on 24 April, and the remaining €85 is held while "
          "the host's claim CL-0912 is reviewed. Claims are normally reviewed within 7 days.",
          [X("€175 of your €250 deposit", ARITH), S("the remaining €85 is held"),
           S("host's claim CL-0912 is reviewed"), X("reviewed within 7 days", NLIC)],
          ["wrong_arithmetic", "wrong_period"], ["€175", "within 7 days"],
          "250 - 85 is 165 and partialRelease.amountMinor is 16500; the policy says 14 days.")
    b.fix("Hi Priya, €165 of your deposit was released on 24 April. I've also released the remaining €85 "
          "that was held for claim CL-0912.",
          [S("€165 of your deposit was released on 24 April"), X("I've also released the remaining €85", NX),
           S("held for claim CL-0912")],
          ["refused_call_effect"], ["released the remaining €85"],
          ["escalated|review|could not|couldn't|unable|not able|wasn't able", "€165|165"],
          "The release_deposit call for 8500 was ESCALATE, not executed; the €85 remains held under review.")
    return b


def h4_points_balance():
    ev = [
        doc("firestore:pointsLedgers/M-40733", P, "pointsLedgers/M-40733", {
            "memberId": "M-40733",
            "currentBalance": 150,
            "entries": [
                {"type": "WELCOME_BONUS", "points": 50, "postedAt": TS("2025-03-02T10:00:00Z")},
                {"type": "EARNED_HOSTING", "points": 120, "swapId": "SW-5120", "postedAt": TS("2025-08-11T09:00:00Z")},
                {"type": "EARNED_HOSTING", "points": 160, "swapId": "SW-5288", "postedAt": TS("2025-11-03T09:00:00Z")},
                {"type": "SPENT_STAY", "points": -180, "swapId": "SW-5391", "postedAt": TS("2026-02-20T09:00:00Z")},
            ],
            "pending": [{"points": 90, "swapId": "SW-5610", "status": "AWAITING_CHECKOUT_WINDOW",
                         "releasesAt": TS("2026-06-01T10:00:00Z")}],
        }, "2025-03-02T10:00:00.000000Z", "2026-05-30T07:12:40.550912Z", "firestore:get_document"),
        doc("firestore:homes/HM-5812", P, "homes/HM-5812", {
            "homeId": "HM-5812", "title": "Whitewashed cottage near Famara", "island": "Lanzarote",
            "guestPointsPerNight": 55, "minNights": 3, "sleeps": 4,
        }, "2024-06-18T14:30:00.000000Z", "2026-04-02T18:11:27.004100Z", "firestore:get_document"),
        policy("policy:guestpoints", "2025-11",
               "GuestPoints can't be exchanged for cash. Points earned by hosting are credited 48 hours after "
               "your guest checks out. Points don't expire while your membership is active; they lapse 12 months "
               "after a membership ends. A night in a home costs the GuestPoints its owner has set."),
    ]
    b = Bundle("points-balance", DOM, API, ev,
               "How many points have I got, and is it enough for 3 nights at the Lanzarote cottage (HM-5812)?",
               now="2026-05-30T09:00:00+01:00")
    b.ok("Hi Tomás! You currently have 150 GuestPoints, with another 90 on the way from your recent hosting "
         "(SW-5610) — those land on 1 June. The Lanzarote cottage is 55 points a night, so three nights comes to "
         "165: just short today, but you'll have plenty once the 90 arrive.",
         [S("You currently have 150 GuestPoints"), S("another 90 on the way"), S("those land on 1 June"),
          S("55 points a night"), S("three nights comes to 165"), S("just short today"),
          S("you'll have plenty once the 90 arrive")],
         ["150", "165"],
         "currentBalance 150; pending 90 releasing 2026-06-01; guestPointsPerNight 55 x 3 = 165 > 150, and "
         "240 after the release.")
    b.ok("Your balance is one hundred and fifty GuestPoints. Three nights at HM-5812 would cost one hundred and "
         "sixty-five (fifty-five a night), so you'd need fifteen more — the ninety pending points from SW-5610 "
         "will cover that when they're credited on Monday 1 June. Points don't expire while your membership is "
         "active, so there's no rush.",
         [S("balance is one hundred and fifty GuestPoints"), S("cost one hundred and sixty-five"),
          S("(fifty-five a night)"), S("you'd need fifteen more"), S("credited on Monday 1 June"),
          S("Points don't expire while your membership is active")],
         ["one hundred and fifty"],
         "150 balance, 55 x 3 = 165, shortfall 15; pending 90 releases 1 June; the policy says points don't "
         "expire while membership is active.")
    b.bad("Hi Tomás! You've got 240 GuestPoints available to spend, and the Lanzarote cottage is 55 points a "
          "night, which makes 165 for three nights.",
          [X("You've got 240 GuestPoints available", ARITH), S("cottage is 55 points a night"),
           S("165 for three nights")],
          ["wrong_arithmetic"], ["240 GuestPoints available"],
          "currentBalance is 150; the 90 from SW-5610 are still pending until 1 June, so 240 adds in an amount "
          "that is not yet available.")
    b.bad("Hi Tomás, you currently have 150 GuestPoints and 90 more arrive on 1 June. The cottage is 55 points "
          "a night, so three nights is 165. Just so you know, points expire 12 months after they're earned, so "
          "it's worth using them.",
          [S("you currently have 150 GuestPoints"), S("90 more arrive on 1 June"), S("55 points a night"),
           S("three nights is 165"), X("points expire 12 months after they're earned", NLIC)],
          ["wrong_policy_condition"], ["12 months after they're earned"],
          "The policy: points don't expire while membership is active and lapse 12 months after membership ends.")
    b.fix("Hi Tomás! You have 150 GuestPoints now, with 90 more arriving on 1 June. The cottage is 55 points a "
          "night, so three nights comes to 155 points.",
          [S("You have 150 GuestPoints now"), S("90 more arriving on 1 June"), S("55 points a night"),
           X("three nights comes to 155 points", ARITH)],
          ["wrong_arithmetic"], ["155 points"], ["165", "150"],
          "guestPointsPerNight 55 x 3 nights = 165, not 155.")
    b.fix("Hi Tomás, your balance is 150 GuestPoints. The 90 points from SW-5610 will be credited on 1 July, "
          "and three nights at HM-5812 cost 165.",
          [S("your balance is 150 GuestPoints"), X("credited on 1 July", DATE), S("cost 165")],
          ["wrong_date"], ["1 July"], ["1 June|01/06|June 1", "165"],
          "pending[0].releasesAt is 2026-06-01T10:00:00Z, i.e. 1 June.")
    return b


def h5_host_cancelled():
    ev = [
        doc("firestore:swaps/SW-5477", P, "swaps/SW-5477", {
            "swapId": "SW-5477",
            "status": "CANCELLED_BY_HOST",
            "guestMemberId": "M-22871",
            "home": {"homeId": "HM-1904", "town": "Haría", "island": "Lanzarote"},
            "stay": {"checkInAt": TS("2026-03-14T15:00:00Z"), "checkOutAt": TS("2026-03-21T10:00:00Z"), "nights": 7},
            "cancellation": {"cancelledAt": TS("2026-02-20T18:22:00Z"), "by": "HOST",
                             "reason": "HOST_FAMILY_EMERGENCY"},
            "compensation": {"pointsCredited": 100, "creditedAt": TS("2026-02-20T18:30:05Z")},
            "rehoming": {"caseId": "RH-2207", "status": "SEARCHING", "alternativesOffered": 0,
                         "sameIslandOnly": True},
        }, "2025-12-29T10:44:02.310000Z", "2026-02-20T18:30:05.772100Z", "firestore:get_document"),
        doc("firestore:swaps/SW-5390", P, "swaps/SW-5390", {
            "swapId": "SW-5390", "status": "COMPLETED", "guestMemberId": "M-22871",
            "home": {"homeId": "HM-0877", "town": "Garachico", "island": "Tenerife"},
            "stay": {"checkInAt": TS("2025-10-04T14:00:00Z"), "checkOutAt": TS("2025-10-11T09:00:00Z"), "nights": 7},
        }, "2025-08-01T08:00:00.000000Z", "2025-10-11T09:02:00.000000Z", "firestore:list_documents"),
        policy("policy:host-cancellation", "v2",
               "Hosts who cancel are charged the late-cancellation fee. If a host cancels a confirmed swap within "
               "30 days of check-in, the guest receives 100 GuestPoints as a goodwill credit and our Rehoming team "
               "looks for an alternative home on the same island. Rehoming is best-effort and not guaranteed. "
               "Travel costs such as flights are not covered by the club."),
    ]
    b = Bundle("host-cancelled", DOM, API, ev,
               "My host in Lanzarote just cancelled! What happens now? Will you cover my flights?",
               now="2026-02-21T10:00:00+00:00")
    b.ok("Oh Eleanor, I'm so sorry — what a disappointment. Your host had to cancel the Haría swap (14–21 March) "
         "because of a family emergency. We've credited 100 GuestPoints to your account as a goodwill gesture, "
         "and our Rehoming team is already looking for another home on Lanzarote for you (case RH-2207). I must "
         "be honest that rehoming isn't guaranteed, and the club can't cover flights or other travel costs.",
         [NA("what a disappointment"), S("had to cancel the Haría swap"), S("(14–21 March)"),
          S("because of a family emergency"), S("credited 100 GuestPoints"),
          S("already looking for another home on Lanzarote"), S("(case RH-2207)"),
          S("rehoming isn't guaranteed"), S("can't cover flights or other travel costs")],
         ["100 GuestPoints", "RH-2207"],
         "status CANCELLED_BY_HOST with reason HOST_FAMILY_EMERGENCY; compensation.pointsCredited 100; rehoming "
         "SEARCHING with sameIslandOnly; the policy says rehoming is best-effort and flights are not covered.")
    b.ok("Hi Eleanor, the swap for 14/03–21/03 was cancelled by the host on 20 February. A goodwill credit of "
         "100 GuestPoints has been added, and an alternative home on the same island is being searched for by "
         "the Rehoming team. Flights aren't covered by the club, I'm afraid.",
         [S("was cancelled by the host on 20 February"), S("100 GuestPoints has been added"),
          S("being searched for by the Rehoming team"), S("Flights aren't covered by the club")],
         ["20 February", "100 GuestPoints"],
         "cancellation.cancelledAt 2026-02-20; pointsCredited 100; rehoming.status SEARCHING; policy on travel "
         "costs.")
    b.bad("Oh Eleanor, I'm so sorry. Your host had to cancel the Haría swap (14–21 March) because of a family "
          "emergency, and we've credited 100 GuestPoints to your account. Our Rehoming team has already found two "
          "alternative homes for you, and if nothing suits, we'll reimburse your flights.",
          [S("had to cancel the Haría swap"), S("credited 100 GuestPoints"),
           X("already found two alternative homes", VAL + STATE),
           X("we'll reimburse your flights", NLIC)],
          ["unrecorded_extra", "invented_promise"], ["found two alternative homes", "reimburse your flights"],
          "rehoming.alternativesOffered is 0 and status SEARCHING; the policy says travel costs are not covered.")
    b.bad("Hi Eleanor, I'm sorry your Haría swap for 14–21 March was cancelled by the host. The goodwill credit "
          "of 100 GuestPoints will be added once a replacement home is found, and the Rehoming team is searching "
          "on Lanzarote now.",
          [S("was cancelled by the host"), X("will be added once a replacement home is found", STATE),
           S("searching on Lanzarote now")],
          ["wrong_state"], ["added once a replacement home is found"],
          "compensation.creditedAt shows the 100 points were already credited on 20 February, unconditionally.")
    b.fix("Oh Eleanor, I'm so sorry. Your host cancelled the Haría swap on 9 February, and we've credited 100 "
          "GuestPoints to your account. Our Rehoming team is looking for another home on Lanzarote (case "
          "RH-2207), though flights aren't covered.",
          [X("cancelled the Haría swap on 9 February", DATE), S("credited 100 GuestPoints"),
           S("(case RH-2207)"), S("flights aren't covered")],
          ["wrong_date"], ["on 9 February"], ["20 February|20/02|February 20", "100 GuestPoints|100 points"],
          "cancellation.cancelledAt is 2026-02-20T18:22:00Z.")
    return b


def bundles():
    return [h1_swap_confirmed(), h2_membership_renewal(), h3_deposit_claim(), h4_points_balance(),
            h5_host_cancelled()]
