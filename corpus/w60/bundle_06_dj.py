from common import *

# ---------------------------------------------------------------- D1 set times, package, overtime
D1_EV = [
    rec("djBookings#DJ-26-118", "tool:mongo.djBookings.findOne", {
        "_id": oid("66c2a8f1b7d3e40021aa0118"),
        "bookingRef": "DJ-26-118",
        "client": {"names": "Zara Hossenbux & Nicolas Michel"},
        "dj": {"stageName": "DJ Kalimba", "legalName": "Olivier Rabot"},
        "timezone": "Indian/Mauritius",
        "soundcheck": {"at": date("2026-10-17T12:30:00Z")},
        "set": {"start": date("2026-10-17T14:00:00Z"), "end": date("2026-10-17T20:00:00Z"), "duration": "PT6H"},
        "package": {"code": "DJ_FULL_EVENING", "price": dec("38000.00"),
                    "includes": ["PA_2_TOPS_2_SUBS", "WIRELESS_MIC_X2", "DANCEFLOOR_LIGHTING_BASIC",
                                 "MC_ANNOUNCEMENTS"]},
        "overtime": {"ratePerHour": dec("4500.00"), "billingUnit": "PT1H"},
        "status": "CONFIRMED",
    }),
    pol("policy#dj-evening", "Overtime can be added on the night at Rs 4,500 per hour, charged in full hours, "
        "as long as the venue allows it. Our DJs take a 15-minute break every three hours, covered by a "
        "pre-arranged playlist. Guest requests are played at the DJ's discretion. Uplighting and smoke "
        "machines are available as add-ons."),
]

D1 = dict(scenario="dj-set-times", domain="DJ and sound hire",
          question="What time does our DJ start and finish, and what happens if we want to keep dancing?",
          now="2026-10-05T19:20:00+04:00", evidence=D1_EV, cases=[
    case("Dear Zara and Nicolas, your dance floor is in wonderful hands! DJ Kalimba will play from 6:00 PM "
         "until midnight, six glorious hours, after a sound check at 4:30 PM. If you'd love to keep the party "
         "going, extra time can be added on the night at Rs 4,500 per hour, charged in full hours, as long as "
         "the venue allows.",
         [N("your dance floor is in wonderful hands"), S("DJ Kalimba will play from 6:00 PM until midnight"),
          S("six glorious hours"), S("sound check at 4:30 PM"), S("Rs 4,500 per hour"),
          S("charged in full hours"), S("as long as the venue allows")],
         includes=["6:00 PM", "Rs 4,500"],
         notes="set 14:00Z-20:00Z = 6 PM-midnight MU, PT6H; soundcheck 12:30Z = 4:30 PM; overtime policy."),
    case("Your Full Evening package (Rs 38,000) includes:\n"
         "- a PA with two tops and two subwoofers\n"
         "- two wireless microphones\n"
         "- basic dance-floor lighting\n"
         "- MC announcements\n"
         "DJ Kalimba takes a 15-minute break every three hours, covered by a playlist we prepare in advance.",
         [S("Full Evening package (Rs 38,000)"), S("two tops and two subwoofers"), S("two wireless microphones"),
          S("basic dance-floor lighting"), S("MC announcements"), S("15-minute break every three hours"),
          S("covered by a playlist we prepare in advance")],
         includes=["Rs 38,000"],
         notes="package.includes codes and price; policy on breaks."),
    case("DJ Kalimba plays 6 PM to 12 AM on Saturday 17 October.",
         [S("DJ Kalimba plays 6 PM to 12 AM on Saturday 17 October")], includes=["6 PM"],
         notes="set start/end converted to Indian/Mauritius; 17 Oct 2026 is a Saturday."),
    case("Lovely to hear from you! DJ Kalimba will play from 2:00 PM until 8:00 PM, after the sound check, "
         "and overtime is Rs 4,500 per hour if the venue allows.",
         [N("Lovely to hear from you!"), C("from 2:00 PM until 8:00 PM", "DATE_MISMATCH", "VALUE_MISMATCH"),
          S("overtime is Rs 4,500 per hour")],
         errors=["unit_conversion"], excludes=["2:00 PM until 8:00 PM"], tag="unit_conversion",
         notes="14:00Z-20:00Z are UTC; locally 6:00 PM to midnight."),
    case("Your package includes two wireless microphones, dance-floor lighting and atmospheric uplighting "
         "around the room. Overtime is billed by the half hour at Rs 4,500 per hour.",
         [S("two wireless microphones, dance-floor lighting"),
          CI("atmospheric uplighting around the room", "CLAIM_WITHOUT_TOOL_EVIDENCE", "VALUE_MISMATCH", "NLI_CONTRADICTION"),
          C("billed by the half hour", "NLI_CONTRADICTION")],
         errors=["unlisted_perk", "wrong_policy_condition"],
         excludes=["uplighting around the room", "billed by the half hour"], tag="unlisted_perk",
         notes="Uplighting is not in package.includes (policy: an add-on); overtime is charged in full hours."),
], repairs=[
    case("DJ Kalimba will play from 6:00 PM until midnight, and if you'd like more time, overtime is Rs 4,000 "
         "per hour, charged in full hours.",
         [S("from 6:00 PM until midnight"), C("overtime is Rs 4,000 per hour", "AMOUNT_MISMATCH"),
          S("charged in full hours")],
         errors=["wrong_amount"], excludes=["Rs 4,000"],
         includes=["Rs 4,500|4,500", "6:00 PM|6 PM"],
         notes="overtime.ratePerHour 4500 and policy Rs 4,500."),
])

# ---------------------------------------------------------------- D2 playlist versions
D2_EV = [
    rec("playlists#66d10e7ac2f1a30019b40003", "tool:mongo.playlists.findOne", {
        "_id": oid("66d10e7ac2f1a30019b40003"),
        "bookingId": oid("66c2a8f1b7d3e40021aa0204"),
        "revision": nint(3),
        "firstDance": {"title": "Under the Tamarind Tree", "artist": "Maya Fontaine", "fadeOutAt": "PT2M40S"},
        "grandEntrance": {"title": "Sega Sunrise", "artist": "Les Frères Baptiste"},
        "mustPlayCount": nint(12),
        "doNotPlay": ["Macarena", "Chicken Dance", "Any slow jazz"],
        "submittedAt": date("2026-08-20T15:10:00Z"),
    }),
    rec("playlists#66c9f0d2c2f1a30019b3ffe1", "tool:mongo.playlists.findOne", {
        "_id": oid("66c9f0d2c2f1a30019b3ffe1"),
        "bookingId": oid("66c2a8f1b7d3e40021aa0204"),
        "revision": nint(2),
        "firstDance": {"title": "Golden Hours", "artist": "Tomas Reyes", "fadeOutAt": "PT3M15S"},
        "mustPlayCount": nint(15),
        "deletedAt": date("2026-08-20T15:09:00Z"),
    }),
    rec("djBookings#DJ-26-204", "tool:mongo.djBookings.findOne", {
        "_id": oid("66c2a8f1b7d3e40021aa0204"),
        "bookingRef": "DJ-26-204",
        "client": {"names": "Leena Pyndiah & Thierry Ng"},
        "eventDate": date("2026-09-19T00:00:00Z"),
    }),
    pol("policy#playlists", "Share your must-play and do-not-play lists through your planning page. Final "
        "playlists are due 10 days before the event; changes after that are made on a best-effort basis. We "
        "will fade out or edit any song on request."),
]

D2 = dict(scenario="first-dance", domain="DJ and sound hire",
          question="Can you confirm our first dance song and that the DJ has our do-not-play list?",
          now="2026-08-27T11:00:00+04:00", evidence=D2_EV, cases=[
    case("Dear Leena, how romantic! Your first dance is 'Under the Tamarind Tree' by Maya Fontaine, faded out "
         "gently at 2 minutes 40 seconds, and you'll make your grand entrance to 'Sega Sunrise' by Les Frères "
         "Baptiste. Your DJ has the do-not-play list, so no Macarena, no Chicken Dance and no slow jazz.",
         [N("how romantic!"), S("'Under the Tamarind Tree' by Maya Fontaine"), S("at 2 minutes 40 seconds"),
          S("'Sega Sunrise' by Les Frères Baptiste"), S("Your DJ has the do-not-play list"),
          S("no Macarena, no Chicken Dance and no slow jazz")],
         includes=["Under the Tamarind Tree"],
         notes="Revision 3 (current): firstDance, fadeOutAt PT2M40S, grandEntrance, doNotPlay."),
    case("Your latest list (revision 3) has 12 must-play songs and the first dance, Under the Tamarind Tree. "
         "Final playlists are due 10 days before the wedding, by 9 September.",
         [S("revision 3"), S("12 must-play songs"), S("first dance, Under the Tamarind Tree"),
          S("due 10 days before the wedding"), S("by 9 September")],
         includes=["12 must-play"],
         notes="mustPlayCount 12; policy 10 days; event 19 Sep, so 9 Sep."),
    case("Your first dance is 'Golden Hours' by Tomas Reyes, and you've chosen 15 must-play songs. Everything "
         "is with your DJ!",
         [C("'Golden Hours' by Tomas Reyes", "VALUE_MISMATCH"), C("15 must-play songs", "VALUE_MISMATCH"),
          S("Everything is with your DJ!")],
         errors=["stale_value", "stale_value"], excludes=["Golden Hours", "15 must-play"], tag="stale_value",
         notes="Revision 2 was replaced (deletedAt); revision 3 has Under the Tamarind Tree and 12 must-plays."),
    case("Your first dance, 'Under the Tamarind Tree', will fade out at 2 minutes 40 seconds. The final "
         "playlist is due 7 days before the wedding, and changes after that can't be made at all.",
         [S("'Under the Tamarind Tree', will fade out at 2 minutes 40 seconds"),
          C("due 7 days before the wedding", "NLI_CONTRADICTION"),
          C("can't be made at all", "NLI_CONTRADICTION")],
         errors=["wrong_period", "wrong_policy_condition"],
         excludes=["7 days before the wedding", "can't be made at all"], tag="wrong_policy_condition",
         notes="Policy: due 10 days before; later changes are best-effort, not refused."),
], repairs=[
    case("Your first dance is 'Golden Hours' by Tomas Reyes, and the DJ has your do-not-play list with the "
         "Macarena and the Chicken Dance on it.",
         [C("'Golden Hours' by Tomas Reyes", "VALUE_MISMATCH"), S("the DJ has your do-not-play list"),
          S("Macarena and the Chicken Dance")],
         errors=["stale_value"], excludes=["Golden Hours"],
         includes=["Under the Tamarind Tree", "Macarena"],
         notes="Golden Hours is the soft-deleted revision 2; revision 3's first dance is Under the Tamarind Tree."),
])

# ---------------------------------------------------------------- D3 beach ceremony sound hire
D3_EV = [
    rec("soundHires#SH-26-0733", "tool:mongo.soundHires.findOne", {
        "_id": oid("66e4b1c9f3a2d50027d10733"),
        "hireRef": "SH-26-0733",
        "client": {"name": "Emma Tse Kwong"},
        "occasion": "BEACH_CEREMONY",
        "site": "Public beach, Trou aux Biches",
        "timezone": "Indian/Mauritius",
        "items": [
            {"sku": "WIRELESS_LAV_MIC", "qty": nint(2)},
            {"sku": "HANDHELD_MIC_WIRELESS", "qty": nint(1)},
            {"sku": "BATTERY_PA_300W", "qty": nint(2)},
            {"sku": "MIXER_6CH", "qty": nint(1)},
        ],
        "delivery": {"at": date("2026-08-22T07:30:00Z")},
        "ceremonyStart": date("2026-08-22T09:00:00Z"),
        "technician": {"name": "Kersley Jolicoeur", "onSite": "PT3H"},
        "price": dec("9500.00"),
    }),
    rec("soundHires#SH-26-0791", "tool:mongo.soundHires.findOne", {
        "_id": oid("66e9c3d0f3a2d50027d10791"),
        "hireRef": "SH-26-0791",
        "client": {"name": "Emma Tse Kwong"},
        "occasion": "BIRTHDAY",
        "items": [{"sku": "HANDHELD_MIC_WIRELESS", "qty": nint(4)}, {"sku": "SUBWOOFER_18IN", "qty": nint(1)}],
        "technician": None,
    }),
    psg("kb#battery-pa", "Our battery PA speakers run for about 8 hours on a full charge and need no mains "
        "power.\nThey are splash-resistant but should be kept out of the sea spray.\nEach speaker weighs 14 kg.",
        source="kb/equipment"),
    pol("policy#ceremony-sound", "A technician is included with every ceremony hire of three hours or less. "
        "Beach set-ups need a level patch of sand within 20 metres of the ceremony spot. Equipment is "
        "delivered at least 90 minutes before the start."),
]

D3 = dict(scenario="beach-ceremony-sound", domain="DJ and sound hire",
          question="What exactly is coming for our beach ceremony sound, and will it need a power supply?",
          now="2026-08-14T09:50:00+04:00", evidence=D3_EV, cases=[
    case("Dear Emma, your vows will be heard beautifully! For the ceremony at Trou aux Biches we're bringing "
         "two wireless lapel microphones, one wireless handheld microphone, two 300 W battery PA speakers and "
         "a six-channel mixer. The speakers run for about 8 hours on a charge, so no mains power is needed. "
         "Everything arrives at 11:30 AM, ninety minutes before your 1:00 PM ceremony, and Kersley Jolicoeur "
         "will be on site for three hours to look after the sound.",
         [N("your vows will be heard beautifully"), S("two wireless lapel microphones"),
          S("one wireless handheld microphone"), S("two 300 W battery PA speakers"), S("a six-channel mixer"),
          S("run for about 8 hours on a charge"), S("no mains power is needed"),
          S("Everything arrives at 11:30 AM"), S("ninety minutes before your 1:00 PM ceremony"),
          S("Kersley Jolicoeur will be on site for three hours")],
         includes=["11:30 AM", "8 hours"],
         notes="items of SH-26-0733; KB battery runtime; delivery 07:30Z = 11:30 AM, ceremony 09:00Z = 1:00 PM; "
               "technician PT3H."),
    case("The equipment for hire SH-26-0733 is delivered at 11:30 AM. Please pick a level patch of sand within "
         "20 metres of where you'll say your vows; your technician comes included, as the hire is three hours.",
         [S("hire SH-26-0733 is delivered at 11:30 AM"), S("level patch of sand within 20 metres"),
          S("your technician comes included"), S("as the hire is three hours")],
         includes=["11:30 AM"],
         notes="delivery.at; policy on sand and technician for hires of three hours or less; onSite PT3H."),
    case("Lovely to hear from you! We're bringing two lapel mics, four wireless handheld microphones and a "
         "subwoofer, plus two battery speakers that run for about 12 hours, so no power is needed.",
         [N("Lovely to hear from you!"), S("two lapel mics"),
          C("four wireless handheld microphones and a subwoofer", "VALUE_MISMATCH"),
          S("two battery speakers"), C("run for about 12 hours", "NLI_CONTRADICTION"),
          S("so no power is needed")],
         errors=["other_record_value", "wrong_value"], excludes=["four wireless handheld", "about 12 hours"],
         tag="other_record_value",
         notes="Four handhelds and a subwoofer are on the birthday hire SH-26-0791; KB says about 8 hours."),
    case("Everything will be delivered at 7:30 AM, and our technician Kersley will stay with you for the whole "
         "afternoon and evening.",
         [C("delivered at 7:30 AM", "DATE_MISMATCH", "VALUE_MISMATCH"),
          C("stay with you for the whole afternoon and evening", "VALUE_MISMATCH")],
         errors=["unit_conversion", "wrong_period"], excludes=["7:30 AM", "whole afternoon and evening"],
         tag="unit_conversion",
         notes="delivery 07:30Z is 11:30 AM MU; technician.onSite is PT3H."),
], repairs=[
    case("We'll bring two wireless lapel microphones, four wireless handheld microphones, two battery PA "
         "speakers and a six-channel mixer, delivered at 11:30 AM.",
         [S("two wireless lapel microphones"), C("four wireless handheld microphones", "VALUE_MISMATCH"),
          S("two battery PA speakers"), S("six-channel mixer"), S("delivered at 11:30 AM")],
         errors=["other_record_value"], excludes=["four wireless handheld"],
         includes=["one wireless handheld|one handheld|1 handheld|a wireless handheld|a handheld|one wireless",
                   "11:30 AM"],
         notes="HANDHELD_MIC_WIRELESS qty 1 on this hire; 4 is the birthday hire."),
])

# ---------------------------------------------------------------- D4 DJ reassigned, discount refused
D4_EV = [
    rec("djBookings#DJ-26-167", "tool:mongo.djBookings.findOne", {
        "_id": oid("66d7a0e3b7d3e40021aa0167"),
        "bookingRef": "DJ-26-167",
        "client": {"names": "Reshma Bissessur & Alan Pierre-Louis"},
        "eventDate": date("2026-09-12T00:00:00Z"),
        "status": "REASSIGNED",
        "assignment": {
            "current": {"stageName": "DJ Saphir", "yearsExperience": nint(9),
                        "assignedAt": date("2026-09-07T08:00:00Z")},
            "previous": {"stageName": "DJ Mo Beats", "yearsExperience": nint(8), "reason": "ILLNESS"},
        },
        "price": dec("32000.00"),
        "payments": [{"type": "DEPOSIT", "amount": dec("16000.00"), "paidAt": date("2026-03-02T10:00:00Z")}],
    }),
    refused("apply_discount#call-5", "apply_discount", "DENY",
            {"bookingRef": "DJ-26-167", "percent": nint(10)}),
    pol("policy#dj-replacement", "If your DJ cannot perform because of illness, we provide a DJ of equal or "
        "greater experience at no extra cost. Should you prefer not to accept the replacement, you may cancel "
        "with a full refund of all payments, provided you tell us at least 7 days before the event. Your music "
        "notes and playlists pass to the new DJ automatically."),
]

D4 = dict(scenario="dj-reassigned", domain="DJ and sound hire",
          question="We heard DJ Mo is ill. Who's replacing him, and can we have a discount for the trouble?",
          now="2026-09-08T16:00:00+04:00", evidence=D4_EV, cases=[
    case("Dear Reshma and Alan, please don't worry, your evening is in safe hands. DJ Mo Beats is unwell, so "
         "DJ Saphir, with nine years behind the decks, will play your wedding on Saturday 12 September at the "
         "same price of Rs 32,000. Your playlists and notes pass to him automatically. I'm sorry that I wasn't "
         "able to apply a discount.",
         [N("please don't worry"), S("DJ Mo Beats is unwell"), S("DJ Saphir, with nine years behind the decks"),
          S("Saturday 12 September"), S("same price of Rs 32,000"), S("pass to him automatically"),
          S("wasn't able to apply a discount")],
         includes=["DJ Saphir", "Rs 32,000"],
         notes="assignment.current DJ Saphir (9 yrs), previous ILLNESS; price unchanged; policy on playlists; "
               "apply_discount DENIED."),
    case("DJ Saphir replaces DJ Mo Beats at no extra cost; the discount request was declined. Your remaining "
         "balance is Rs 16,000.",
         [S("DJ Saphir replaces DJ Mo Beats"), S("at no extra cost"), S("discount request was declined"),
          S("remaining balance is Rs 16,000")],
         includes=["DJ Saphir"],
         notes="Policy: no extra cost; refused call DENY; 32000 - 16000 deposit = 16000."),
    case("Dear Reshma, so sorry for the worry! DJ Saphir will take over, and I've applied a 10% discount to "
         "your booking, bringing it to Rs 28,800.",
         [N("so sorry for the worry!"), S("DJ Saphir will take over"),
          C("applied a 10% discount", "NOT_EXECUTED"), C("bringing it to Rs 28,800", "AMOUNT_MISMATCH", "NOT_EXECUTED")],
         errors=["refused_call_effect", "refused_call_effect"],
         excludes=["applied a 10% discount", "Rs 28,800"], tag="refused_call_effect",
         notes="apply_discount was DENIED; the price stays Rs 32,000."),
    case("DJ Saphir will play your wedding at the same price. If you'd rather not go ahead with him, you can "
         "still cancel for a full refund of your Rs 16,000 deposit.",
         [S("DJ Saphir will play your wedding at the same price"),
          C("you can still cancel for a full refund", "NLI_CONTRADICTION", "DATE_MISMATCH"),
          S("Rs 16,000 deposit")],
         errors=["condition_unmet"], excludes=["still cancel for a full refund"], tag="condition_unmet",
         notes="The full-refund cancellation needs 7 days' notice; now (8 Sep) is 4 days before 12 Sep."),
], repairs=[
    case("DJ Saphir will play your wedding on 12 September, and I've applied a 10% discount for the "
         "inconvenience.",
         [S("DJ Saphir will play your wedding on 12 September"), C("applied a 10% discount", "NOT_EXECUTED")],
         errors=["refused_call_effect"], excludes=["applied a 10% discount"],
         includes=["unable|not able|couldn't|could not|declined|wasn't possible|not possible", "DJ Saphir"],
         notes="apply_discount DENY."),
])

BUNDLES = [D1, D2, D3, D4]
