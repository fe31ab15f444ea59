from common import S, N, NS, C, I, CI, rec, pol, psg, refused, D, ep

DOMAIN = "paintball"
BUNDLES = []

# ---------------------------------------------------------------- P1 group of 12, waivers missing
BUNDLES.append({
    "scenario": "group-waivers", "domain": DOMAIN,
    "now": "2026-05-27T11:00:00+04:00",
    "question": "We're 12 for paintball on Friday. What's in the package, do we need more paintballs, and are the waivers sorted?",
    "evidence": [
        rec("bookings.get#SPL-4471", "tool:bookings.get", {
            "ref": "SPL-4471",
            "package": {"code": "COMMANDO_500", "balls_per_player": 500,
                        "includes": ["Marker and mask", "Coveralls", "Gloves", "500 paintballs per player",
                                     "Marshal-led games (3 hours)"]},
            "event": {"DTSTART": "20260529T080000", "TZID": "Asia/Dubai", "DURATION": "PT3H",
                      "STATUS": "CONFIRMED", "field": "Urban Ruins"},
            "group": {"lead": "Khalid Nasser", "players": 12, "waivers_signed": 10,
                      "waivers_missing": ["Sam O'Leary", "Jad Fares"]},
            "extras": []}),
        rec("payments.ledger#SPL-4471", "tool:payments.ledger", {
            "ref": "SPL-4471",
            "lines": [{"desc": "Commando 500 x 12", "unit": "AED 185.00", "amount": "AED 2,220.00"}],
            "paid": "AED 2,220.00", "balance": "AED 0.00"}),
        pol("splatline-policy#field",
            "Players must be at least 12 years old. "
            "Every player must sign the online waiver before arrival; anyone without one can't play. "
            "Extra paintballs are sold on the day in boxes of 100 for AED 35. "
            "Closed-toe shoes are required. "
            "Players under 16 need a parent or guardian to sign their waiver.", "r12"),
    ],
    "correct": [
        D("Locked and loaded, Khalid! Your group of 12 is booked on the Urban Ruins field this Friday, 29 May, from 8:00 AM to 11:00 AM. "
          "The Commando 500 package gives every player a marker and mask, coveralls, gloves and 500 paintballs, with marshal-led games throughout. "
          "If anyone wants more, extra balls are AED 35 per box of 100 on the day. "
          "Waivers aren't quite done: 10 of 12 are signed, and Sam O'Leary and Jad Fares still need to sign before arrival or they can't play.",
          [N("Locked and loaded, Khalid!"), S("Your group of 12 is booked on the Urban Ruins field"), S("this Friday, 29 May, from 8:00 AM to 11:00 AM"),
           S("a marker and mask, coveralls, gloves and 500 paintballs"), S("marshal-led games throughout"),
           S("AED 35 per box of 100"), S("Waivers aren't quite done"), S("10 of 12 are signed"),
           S("Sam O'Leary and Jad Fares still need to sign"), S("or they can't play")],
          includes=["8:00 AM", "Jad Fares"],
          notes="event DTSTART 08:00 + PT3H; package.includes; waivers_signed 10, waivers_missing two names; policy AED 35 per 100 and no waiver no play."),
        D("Quick rundown for SPL-4471:\n"
          "- Fri 29/05, 8:00 AM, three hours on Urban Ruins\n"
          "- Fully paid (AED 2,220.00)\n"
          "- Still missing waivers: Sam O'Leary, Jad Fares\n"
          "Bring closed-toe shoes!",
          [S("Quick rundown for SPL-4471"), S("Fri 29/05, 8:00 AM, three hours on Urban Ruins"),
           S("Fully paid (AED 2,220.00)"), S("Still missing waivers: Sam O'Leary, Jad Fares"), S("Bring closed-toe shoes!")],
          includes=["29/05", "AED 2,220.00"],
          notes="paid AED 2,220.00 with balance 0; waivers_missing; policy requires closed-toe shoes."),
    ],
    "wrong": [
        D("Hi Khalid! All 12 waivers are signed, so you're good to go on Friday at 8:00 AM. "
          "Each player gets 500 paintballs, and extra boxes of 100 are AED 50 each on the day.",
          [C("All 12 waivers are signed", "VALUE_MISMATCH", "RECORD_STATE_MISMATCH"), S("Friday at 8:00 AM"),
           S("Each player gets 500 paintballs"), C("AED 50 each on the day", "NLI_CONTRADICTION")],
          excludes=["All 12 waivers are signed", "AED 50"], errors=["wrong_quantity", "wrong_amount"],
          notes="waivers_signed is 10 with two missing; policy prices a box of 100 at AED 35."),
        D("Your 12 players are paid up at AED 185 each, AED 2,200 in total. "
          "Two players, Sam and Jad, still need to sign waivers; players aged 10 and up are welcome.",
          [S("paid up at AED 185 each"), C("AED 2,200 in total", "AMOUNT_MISMATCH"),
           S("Sam and Jad, still need to sign waivers"), C("players aged 10 and up are welcome", "NLI_CONTRADICTION")],
          excludes=["AED 2,200 in total", "aged 10 and up"], errors=["wrong_arithmetic", "wrong_policy_condition"],
          notes="12 x 185 = 2,220 as the ledger line says; policy minimum age is 12."),
    ],
    "repair": [
        D("Your group of 12 is booked for Friday 29 May at 8:00 AM, and the Commando 500 package gives each player 1,000 paintballs. "
          "Sam O'Leary and Jad Fares still need to sign their waivers.",
          [S("booked for Friday 29 May at 8:00 AM"), C("gives each player 1,000 paintballs", "VALUE_MISMATCH"),
           S("Sam O'Leary and Jad Fares still need to sign their waivers")],
          includes=["500 paintballs|500 balls|500 each|500 per player", "8:00 AM|8 AM", "Jad Fares"],
          excludes=["1,000 paintballs"], errors=["wrong_quantity"],
          notes="balls_per_player is 500."),
    ],
})

# ---------------------------------------------------------------- P2 stag party held pending deposit
BUNDLES.append({
    "scenario": "stag-deposit", "domain": DOMAIN,
    "now": "2026-05-10T15:30:00+04:00",
    "question": "Is the stag do booking locked in for the 23rd? What do I need to pay and by when?",
    "evidence": [
        rec("bookings.get#SPL-4590", "tool:bookings.get", {
            "ref": "SPL-4590",
            "event": {"SUMMARY": "Stag party - Jungle Fort", "DTSTART": "20260523T160000", "TZID": "Asia/Dubai",
                      "DURATION": "PT2H30M", "STATUS": "TENTATIVE"},
            "deposit": {"required": "AED 500.00", "received": "AED 0.00",
                        "due_by": "20260513T235900", "due_TZID": "Asia/Dubai"},
            "quote": {"players": 15, "per_player": "AED 160.00", "total": "AED 2,400.00", "valid_until": "2026-05-13"},
            "contact": {"name": "Ben Whitcombe"}}),
        rec("bookings.get#SPL-4588", "tool:bookings.get", {
            "ref": "SPL-4588",
            "event": {"SUMMARY": "Stag party - Jungle Fort", "DTSTART": "20260516T160000", "TZID": "Asia/Dubai",
                      "DURATION": "PT2H", "STATUS": "CANCELLED"},
            "quote": {"players": 15, "per_player": "AED 150.00", "total": "AED 2,250.00"},
            "contact": {"name": "Ben Whitcombe"}}),
        pol("splatline-policy#groups",
            "Group bookings of 10 or more are held as tentative until a deposit is paid. "
            "Deposits are AED 500 and count towards the final bill. "
            "If the deposit isn't received by the due date, the slot is released. "
            "The balance is payable on the day. "
            "Stag and hen groups get a free team photo.", "r12"),
    ],
    "correct": [
        D("Hey Ben! The Jungle Fort is pencilled in for your stag on Saturday 23 May at 4:00 PM, but it's only tentative until we get the AED 500 deposit. "
          "That needs to be paid by 11:59 PM on Wednesday 13 May, otherwise the slot is released. "
          "The deposit comes off your final bill, so with 15 players at AED 160 each (AED 2,400) you'd pay the remaining AED 1,900 on the day. "
          "And as it's a stag do, you'll get a free team photo!",
          [S("pencilled in for your stag on Saturday 23 May at 4:00 PM"), S("it's only tentative until we get the AED 500 deposit"),
           S("by 11:59 PM on Wednesday 13 May"), S("otherwise the slot is released"),
           S("The deposit comes off your final bill"), S("15 players at AED 160 each (AED 2,400)"),
           S("remaining AED 1,900 on the day"), S("you'll get a free team photo")],
          includes=["AED 500", "13 May"],
          notes="STATUS TENTATIVE, deposit 500 required / 0 received, due 20260513T235900; quote 15 x 160 = 2,400, less deposit 1,900; policy photo perk for stag groups."),
        D("Not locked in yet — SPL-4590 is on hold pending a Dh 500 deposit, due Wednesday 13/05. "
          "Pay that and your 4:00 PM slot on 23/05 is secured.",
          [S("Not locked in yet"), S("SPL-4590 is on hold pending a Dh 500 deposit"), S("due Wednesday 13/05"),
           S("your 4:00 PM slot on 23/05")],
          includes=["Dh 500", "13/05"],
          notes="TENTATIVE until the deposit is paid (policy); deposit.due_by 13 May."),
    ],
    "wrong": [
        D("Great news, Ben — your stag party at the Jungle Fort is confirmed for Saturday 23 May at 4:00 PM! "
          "The total for 15 players comes to AED 2,250.",
          [C("your stag party at the Jungle Fort is confirmed", "RECORD_STATE_MISMATCH"), S("Saturday 23 May at 4:00 PM"),
           C("AED 2,250", "AMOUNT_MISMATCH")],
          excludes=["Jungle Fort is confirmed", "AED 2,250"], errors=["wrong_state", "other_record_value"],
          notes="STATUS is TENTATIVE; AED 2,250 is the quote on the cancelled booking SPL-4588, this one is AED 2,400."),
        D("Your Jungle Fort slot on 23 May at 4:00 PM is held until you pay the AED 500 deposit, which is due by Saturday 16 May. "
          "The session lasts three hours.",
          [S("23 May at 4:00 PM"), S("held until you pay the AED 500 deposit"),
           C("due by Saturday 16 May", "DATE_MISMATCH"), C("lasts three hours", "VALUE_MISMATCH", "DATE_MISMATCH")],
          excludes=["Saturday 16 May", "three hours"], errors=["wrong_date", "wrong_period"],
          notes="deposit.due_by is 13 May (16 May was the cancelled booking's date); DURATION PT2H30M."),
    ],
    "repair": [
        D("Your stag booking at the Jungle Fort for 23 May at 4:00 PM is tentative until the deposit is paid by 13 May. "
          "The deposit is AED 160.",
          [S("23 May at 4:00 PM is tentative"), S("paid by 13 May"), C("The deposit is AED 160", "AMOUNT_MISMATCH")],
          includes=["AED 500|500", "13 May", "4:00 PM|4 PM"], excludes=["deposit is AED 160"], errors=["wrong_role"],
          notes="AED 160 is quote.per_player; deposit.required is AED 500.00."),
    ],
})

# ---------------------------------------------------------------- P3 heat advisory reschedule (replaced booking)
BUNDLES.append({
    "scenario": "heat-reschedule", "domain": DOMAIN,
    "now": "2026-06-02T09:15:00+04:00",
    "question": "You moved our paintball because of the heat — when is it now and does the same price apply?",
    "evidence": [
        rec("bookings.get#SPL-4702", "tool:bookings.get", {
            "ref": "SPL-4702",
            "event": {"DTSTART": "20260606T130000", "TZID": "Asia/Dubai", "DURATION": "PT2H",
                      "STATUS": "CANCELLED", "X-CANCEL-CODE": "HEAT_ADVISORY", "field": "Desert Outpost"},
            "replaced_by": "SPL-4719"}),
        rec("bookings.get#SPL-4719", "tool:bookings.get", {
            "ref": "SPL-4719",
            "event": {"DTSTART": "20260606T170000", "TZID": "Asia/Dubai", "DURATION": "PT2H",
                      "STATUS": "CONFIRMED", "field": "Desert Outpost"},
            "replaces": "SPL-4702", "players": 8, "lead": "Aisha Bello",
            "price": {"per_player": "AED 150.00", "total": "AED 1,200.00", "carried_from": "SPL-4702"}}),
        pol("splatline-policy#summer",
            "From June to September, games between 12:00 PM and 4:00 PM are moved to the evening session when a heat advisory is in force. "
            "Moved games keep their original price. "
            "If the new time doesn't work, you can cancel for a full refund up to 24 hours before the new start. "
            "Evening games are played under floodlights.", "r12"),
        psg("kb#desert-outpost",
            "Desert Outpost is our largest field, with 14 bunkers and a central tower.\n"
            "It has shaded rest tents and free chilled water."),
    ],
    "correct": [
        D("Hi Aisha! Because of the heat advisory, your game has moved from 1:00 PM to 5:00 PM on Saturday 6 June, and it's confirmed under the new reference SPL-4719. "
          "Same price as before — AED 150 per player, AED 1,200 for your group of 8. "
          "If 5:00 PM doesn't suit, you can cancel for a full refund up to 24 hours before the new start. "
          "You'll be on Desert Outpost, which has shaded rest tents and free chilled water.",
          [S("Because of the heat advisory"), S("moved from 1:00 PM to 5:00 PM on Saturday 6 June"),
           S("confirmed under the new reference SPL-4719"), S("Same price as before"),
           S("AED 150 per player, AED 1,200 for your group of 8"),
           S("cancel for a full refund up to 24 hours before the new start"),
           S("You'll be on Desert Outpost"), S("shaded rest tents and free chilled water")],
          includes=["5:00 PM", "SPL-4719"],
          notes="SPL-4702 (13:00) CANCELLED for HEAT_ADVISORY, replaced by SPL-4719 at 17:00 CONFIRMED; price carried_from the old booking; policy and KB passage."),
        D("The 1:00 PM game (SPL-4702) was cancelled due to the heat advisory and replaced by SPL-4719 at 5:00 PM on 6/6. "
          "The original AED 1,200 total has been kept.",
          [S("(SPL-4702) was cancelled due to the heat advisory"), S("replaced by SPL-4719 at 5:00 PM on 6/6"),
           S("The original AED 1,200 total has been kept")],
          includes=["SPL-4719", "AED 1,200"],
          notes="replaced_by / replaces link the two records; price.carried_from SPL-4702."),
        D("Your game is now at 5:00 PM on Saturday 6 June (reference SPL-4719) — evening games are played under floodlights, and your price hasn't changed.",
          [S("5:00 PM on Saturday 6 June (reference SPL-4719)"), S("evening games are played under floodlights"),
           S("your price hasn't changed")],
          includes=["5:00 PM"],
          notes="New booking DTSTART 17:00; policy floodlights and same-price rule."),
    ],
    "wrong": [
        D("Hi Aisha, your paintball game is still on for Saturday 6 June at 1:00 PM on Desert Outpost, and the price hasn't changed at AED 1,200.",
          [C("still on for Saturday 6 June at 1:00 PM", "DATE_MISMATCH", "RECORD_STATE_MISMATCH"),
           S("the price hasn't changed at AED 1,200")],
          excludes=["1:00 PM"], errors=["stale_value"],
          notes="The 13:00 booking SPL-4702 is CANCELLED; the current one, SPL-4719, starts at 17:00."),
        D("Your game is now at 5:00 PM on 6 June under SPL-4719. "
          "Since it's an evening game, the price goes up to AED 175 per player. "
          "Desert Outpost has 20 bunkers and a central tower.",
          [S("5:00 PM on 6 June under SPL-4719"), C("price goes up to AED 175 per player", "AMOUNT_MISMATCH", "NLI_CONTRADICTION"),
           C("Desert Outpost has 20 bunkers", "NLI_CONTRADICTION")],
          excludes=["AED 175", "20 bunkers"], errors=["wrong_amount", "wrong_value"],
          notes="Moved games keep their price (AED 150 per player in the record); the KB passage says 14 bunkers."),
    ],
    "repair": [
        D("Your game has moved to 5:00 PM on Saturday 6 June under reference SPL-4702, at the same AED 150 per player.",
          [S("moved to 5:00 PM on Saturday 6 June"), C("under reference SPL-4702", "IDENTIFIER_MISMATCH"),
           S("at the same AED 150 per player")],
          includes=["SPL-4719", "5:00 PM|5 PM", "AED 150|150"], excludes=["SPL-4702"], errors=["wrong_id"],
          notes="SPL-4702 is the cancelled original; the 17:00 booking is SPL-4719."),
    ],
})

# ---------------------------------------------------------------- P4 junior low-impact, school discount refused
BUNDLES.append({
    "scenario": "junior-discount", "domain": DOMAIN,
    "now": "2026-05-18T16:00:00+04:00",
    "question": "Booking low-impact paintball for my daughter's class — is 8 too young, and can we get the school discount?",
    "evidence": [
        rec("bookings.get#SPL-4655", "tool:bookings.get", {
            "ref": "SPL-4655", "product": "LOW_IMPACT_JUNIOR",
            "event": {"DTSTART": "20260525T100000", "TZID": "Asia/Dubai", "DURATION": "PT1H30M",
                      "STATUS": "CONFIRMED", "field": "Mini Village"},
            "players": 18,
            "pricing": {"per_player": "AED 95.00", "subtotal": "AED 1,710.00", "discount": None,
                        "total_due": "AED 1,710.00"},
            "organizer": {"name": "Mei Tanaka", "type": "PARENT"}}),
        refused("pricing.apply_discount#call-4", "pricing.apply_discount", "DENY",
                {"ref": "SPL-4655", "code": "SCHOOL15"}),
        pol("splatline-policy#junior",
            "Full face masks and chest protectors are provided. "
            "Low-impact junior games are for ages 8 to 13 and use 0.50-calibre markers with lower velocity. "
            "The SCHOOL15 discount of 15% applies only to bookings made by a school on its letterhead. "
            "One adult must stay on site for every 10 children.", "r12"),
    ],
    "correct": [
        D("Hi Mei! Eight isn't too young at all — low-impact junior games are for ages 8 to 13, using 0.50-calibre markers with lower velocity. "
          "Your group of 18 is booked on the Mini Village field on Monday 25 May at 10:00 AM for 90 minutes. "
          "I'm sorry, but the SCHOOL15 discount couldn't be applied: it's only for bookings made by a school on its letterhead. "
          "With 18 children, please make sure at least 2 adults stay on site.",
          [S("Eight isn't too young at all"), S("ages 8 to 13"), S("0.50-calibre markers with lower velocity"),
           S("Your group of 18 is booked on the Mini Village field"), S("Monday 25 May at 10:00 AM for 90 minutes"),
           S("SCHOOL15 discount couldn't be applied"), S("only for bookings made by a school on its letterhead"),
           S("at least 2 adults stay on site")],
          includes=["10:00 AM", "SCHOOL15"],
          notes="Policy ages 8-13 and 1 adult per 10 children (18 needs 2); DTSTART 25 May 10:00 + PT1H30M; apply_discount DENIED, organizer type PARENT."),
        D("Ages 8–13 are welcome on low-impact games, so your daughter's fine. "
          "The total for 18 players stays at AED 1,710 — the school discount was declined because this booking was made by a parent rather than a school. "
          "Masks and chest protectors are provided.",
          [S("Ages 8–13 are welcome"), S("so your daughter's fine"), S("total for 18 players stays at AED 1,710"),
           S("the school discount was declined"), S("made by a parent rather than a school"),
           S("Masks and chest protectors are provided")],
          includes=["AED 1,710"],
          notes="pricing.total_due 1,710 with discount null; refused call and organizer.type PARENT."),
    ],
    "wrong": [
        D("Good news, Mei — I've applied the SCHOOL15 discount, so your total for 18 players drops from AED 1,710 to AED 1,450.",
          [C("I've applied the SCHOOL15 discount", "NOT_EXECUTED"),
           C("drops from AED 1,710 to AED 1,450", "AMOUNT_MISMATCH")],
          excludes=["I've applied the SCHOOL15 discount", "AED 1,450"], errors=["refused_call_effect", "wrong_arithmetic"],
          notes="pricing.apply_discount was DENIED and total_due stays 1,710; even 15% off would give 1,453.50."),
        D("Low-impact games are for ages 10 to 14, I'm afraid. "
          "Your booking for 18 on Monday 25 May at 10:00 AM is confirmed, and you'll need one adult on site for every 6 children.",
          [C("ages 10 to 14", "NLI_CONTRADICTION"), S("Your booking for 18 on Monday 25 May at 10:00 AM is confirmed"),
           C("one adult on site for every 6 children", "NLI_CONTRADICTION")],
          excludes=["ages 10 to 14", "every 6 children"], errors=["wrong_policy_condition", "wrong_value"],
          notes="Policy: ages 8 to 13 and one adult per 10 children."),
    ],
    "repair": [
        D("Hi Mei, 8-year-olds are welcome on low-impact junior games, and your group of 18 is booked for Monday 25 May at 10:00 AM. "
          "The SCHOOL15 discount has been applied to your booking.",
          [S("8-year-olds are welcome"), S("your group of 18 is booked for Monday 25 May at 10:00 AM"),
           C("SCHOOL15 discount has been applied", "NOT_EXECUTED")],
          includes=["couldn't|could not|unable|not able|declined|wasn't applied|not applied|can't|cannot|isn't available|not available",
                    "10:00 AM|10 AM"],
          excludes=["has been applied"], errors=["refused_call_effect"],
          notes="pricing.apply_discount SCHOOL15 was refused (DENY)."),
    ],
})
