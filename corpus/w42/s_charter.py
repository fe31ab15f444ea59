"""Yacht charter: Comino Reach Yachting (invented), Dataverse org cominoreach.crm4, prefix crx_."""
from common import *

API = "https://cominoreach.crm4.dynamics.com/api/data/v9.2/"
DOMAIN = "yacht charter"

BUNDLES = []

# ---------------------------------------------------------------- C1 bareboat week in GBP
BUNDLES.append(dict(
    domain=DOMAIN, scenario="bareboat-week-gbp", now="2026-07-01T12:30:00+02:00",
    question="Can you confirm my August dates on the catamaran, check-in times and what I still have to pay?",
    evidence=[
        rec("crx_charters#CH-26-0388", "dataverse:crx_charters", {
            "@odata.context": API + "$metadata#crx_charters(crx_charter_extras())/$entity",
            "@odata.etag": "W/\"8812044\"",
            "crx_charterid": "e4a1c9b0-3f2d-ef11-9f89-0022489c41aa",
            "crx_name": "CH-26-0388",
            "_crx_customerid_value": "18c7e2d4-5b6a-ef11-9f89-0022489c4001",
            "_crx_customerid_value" + FV: "Oliver Hastings",
            "_crx_yachtid_value": "77aa0b1c-2d3e-ef11-9f89-0022489c4d10",
            "_crx_yachtid_value" + FV: "Xlokk Star (Lagoon 40)",
            "crx_chartertype": 100000000,
            "crx_chartertype" + FV: "Bareboat",
            "statuscode": 100000003,
            "statuscode" + FV: "Confirmed - balance due",
            "crx_embarkation": "2026-08-08T15:00:00Z",
            "crx_disembarkation": "2026-08-15T07:00:00Z",
            "_transactioncurrencyid_value" + FV: "Pound Sterling",
            "exchangerate": 0.8474576,
            "crx_totalamount": 3640.0,
            "crx_totalamount_base": 4295.2,
            "crx_amountpaid": 1820.0,
            "crx_amountpaid_base": 2147.6,
            "crx_balancedue": 1820.0,
            "crx_balancedue_base": 2147.6,
            "crx_balanceduedate": "2026-07-09",
            "crx_charter_extras": [
                {"crx_name": "Outboard dinghy 2.5 hp", "crx_included": True, "crx_price": 0.0},
                {"crx_name": "SUP board", "crx_included": False, "crx_price": 80.0, "crx_price_base": 94.4},
            ],
            "createdon": "2026-02-11T19:04:55Z",
            "modifiedon": "2026-06-03T08:40:12Z",
        }),
        rec("crx_yachts#xlokk-star", "dataverse:crx_yachts", {
            "@odata.etag": "W/\"7730981\"",
            "crx_name": "Xlokk Star",
            "crx_model": "Lagoon 40",
            "crx_loa_m": "11.74",
            "crx_loa_ft": "38.52",
            "crx_cabins": 4,
            "crx_maxguests": 10,
            "crx_homeberth" + FV: "Rinella pontoon E",
        }),
        pol("crx-policy#bareboat",
            "The balance is due 30 days before embarkation. Check-in is from 17:00 on the first day and "
            "check-out is by 09:00 on the last day. A refundable security deposit of €2,500 is pre-authorised "
            "on a card at check-in and released within 7 days of a damage-free return. Fuel used is charged on "
            "return at the marina pump price. A skipper can be added at €180 per day plus the skipper's food.",
            "CRX-T&C-2026"),
    ],
    drafts=[
        ok("Hello Oliver! Xlokk Star is yours from Saturday 8 August to Saturday 15 August. Check-in opens at "
           "17:00 and you'll need to be off by 09:00 on the 15th. You've paid £1,820.00, and the other £1,820.00 "
           "is due by 9 July. The SUP board is booked as an extra at £80.00.",
           [S("Xlokk Star is yours from Saturday 8 August to Saturday 15 August"), S("Check-in opens at 17:00"),
            S("off by 09:00 on the 15th"), S("You've paid £1,820.00"), S("the other £1,820.00 is due by 9 July"),
            S("The SUP board is booked as an extra at £80.00")],
           ["£1,820.00", "9 July"],
           "embarkation 15:00Z = 17:00 CEST, disembarkation 07:00Z = 09:00; amounts in GBP; balanceduedate 2026-07-09; "
           "SUP board extra at 80.0 GBP."),
        ok("Dear Mr Hastings,\n\nYour seven-night charter of Xlokk Star is confirmed, with half of the three "
           "thousand six hundred and forty pounds already paid. At check-in we pre-authorise a refundable security "
           "deposit of €2,500 on your card, released within seven days of a damage-free return.\n\n"
           "Best regards,\nComino Reach Yachting",
           [S("Your seven-night charter of Xlokk Star is confirmed"),
            S("half of the three thousand six hundred and forty pounds already paid"),
            S("pre-authorise a refundable security deposit of €2,500 on your card"),
            S("released within seven days of a damage-free return")],
           ["€2,500", "Xlokk Star"],
           "crx_totalamount 3640 GBP, paid 1820 (half); security deposit terms from the policy."),
        ok("Oliver — £1,820 balance by 09/07, then boarding on 08/08 from 17:00.",
           [S("£1,820 balance by 09/07"), S("boarding on 08/08 from 17:00")],
           ["£1,820", "09/07"],
           "crx_balancedue 1820 GBP, crx_balanceduedate; embarkation 15:00Z is 17:00 local."),
        bad("Hi Oliver, the balance on Xlokk Star is €1,820.00, due by 9 July. We've also added a skipper for the "
            "first day to get you out of the harbour.",
            [C("the balance on Xlokk Star is €1,820.00", R_AMT), S("due by 9 July"),
             I("We've also added a skipper for the first day", R_NOREC)],
            ["wrong_amount", "unrecorded_extra"], ["is €1,820.00", "added a skipper"],
            "The balance is 1820 in Pound Sterling (€2,147.60 in base); no skipper line exists in crx_charter_extras."),
        bad("Oliver, check-in on Saturday 8 August is at 15:00, and the balance falls due on 8 July, 30 days before "
            "you board.",
            [C("check-in on Saturday 8 August is at 15:00", R_DATE), C("the balance falls due on 8 July", R_DATE),
             S("30 days before you board")],
            ["unit_conversion", "wrong_date"], ["is at 15:00", "due on 8 July"],
            "15:00 is the UTC clock of crx_embarkation (17:00 in Malta); crx_balanceduedate is 2026-07-09."),
        fix("Hi Oliver, you've paid half already, so the balance of €1,820.00 is due by 9 July.",
            [S("you've paid half already"), C("the balance of €1,820.00", R_AMT), S("is due by 9 July")],
            ["wrong_amount"], ["€1,820.00"], ["£1,820|GBP 1,820|1,820 pounds|GBP 1820", "9 July|09/07|9/7"],
            "The charter is priced in Pound Sterling: crx_balancedue 1820.0 GBP."),
    ]))

# ---------------------------------------------------------------- C2 day charter quote revised
BUNDLES.append(dict(
    domain=DOMAIN, scenario="day-charter-quote", now="2026-05-28T10:00:00+02:00",
    question="What's the final price for our team day on the 20th with lunch, what's included, and how far is the Blue Lagoon?",
    evidence=[
        rec("quotes?quotenumber=Q-C-5512", "dataverse:quotes", {
            "@odata.context": API + "$metadata#quotes",
            "value": [
                {"@odata.etag": "W/\"8650211\"", "quotenumber": "Q-C-5512", "revisionnumber": 1,
                 "statuscode": 7, "statuscode" + FV: "Revised",
                 "totalamount": 1150.0, "totalamount_base": 1150.0,
                 "crx_guests": 8, "crx_catering" + FV: "None",
                 "createdon": "2026-05-20T08:14:00Z"},
                {"@odata.etag": "W/\"8679930\"", "quotenumber": "Q-C-5512", "revisionnumber": 2,
                 "statuscode": 2, "statuscode" + FV: "In Progress",
                 "_customerid_value" + FV: "Wirth Akustik GmbH",
                 "_crx_contactid_value" + FV: "Hannah Wirth",
                 "_crx_yachtid_value" + FV: "Bahrija Dawn (motor yacht, 16.2 m)",
                 "crx_charterdate": "2026-06-20",
                 "crx_departure": "2026-06-20T07:30:00Z",
                 "crx_return": "2026-06-20T15:30:00Z",
                 "crx_durationminutes": 480,
                 "crx_guests": 8,
                 "crx_maxguests": 10,
                 "quote_details": [
                     {"productdescription": "Skippered day charter", "extendedamount": 1150.0},
                     {"productdescription": "Lunch catering", "quantity": 8, "priceperunit": 17.5,
                      "extendedamount": 140.0},
                 ],
                 "totalamount": 1290.0, "totalamount_base": 1290.0,
                 "crx_depositpercent": 30,
                 "crx_depositamount": 387.0,
                 "createdon": "2026-05-26T13:50:21Z"},
            ],
        }),
        pol("crx-policy#day-charters",
            "A 30% deposit confirms a day charter. Day charters include the skipper, fuel for up to 4 engine "
            "hours, snorkelling gear and soft drinks. Extra engine hours are charged at €95 per hour. If the "
            "skipper cancels for weather, the deposit is refunded in full or moved to another date.", "CRX-T&C-2026"),
        psg("kb#comino-blue-lagoon",
            "Comino and the Blue Lagoon\n"
            "The Blue Lagoon is about 50 minutes from Rinella at cruising speed.\n"
            "Swimming zones are marked with yellow buoys and boats must stay outside them.\n"
            "In July and August the lagoon is busiest between 11:00 and 15:00.", "crx-kb/destinations"),
    ],
    drafts=[
        ok("Hello Hannah, thanks for the details! The revised quote Q-C-5512 for Saturday 20 June comes to "
           "€1,290.00 for your group of eight, which includes lunch at €140.00. You'll be out from 09:30 to 17:30, "
           "eight hours on the water. The price covers the skipper, fuel for up to 4 engine hours, snorkelling "
           "gear and soft drinks. The Blue Lagoon is roughly 50 minutes from Rinella at cruising speed.",
           [NA("thanks for the details!"), S("Q-C-5512 for Saturday 20 June"),
            S("comes to €1,290.00 for your group of eight"), S("includes lunch at €140.00"),
            S("out from 09:30 to 17:30"), S("eight hours on the water"),
            S("covers the skipper, fuel for up to 4 engine hours, snorkelling gear and soft drinks"),
            S("roughly 50 minutes from Rinella")],
           ["€1,290.00", "09:30"],
           "Revision 2: 1290.0, lunch 140.0, departure 07:30Z = 09:30 CEST, 480 minutes; policy inclusions; KB passage."),
        ok("Hannah, revised quote Q-C-5512: €1,290.00 for eight guests on 20/06, lunch included; a 30% deposit of "
           "€387.00 secures the date.",
           [S("€1,290.00 for eight guests on 20/06"), S("lunch included"), S("a 30% deposit of €387.00")],
           ["€1,290.00", "€387.00"],
           "Revision 2 totalamount, guests, catering line, crx_depositamount 387.0."),
        ok("The quote has been revised to include lunch for all eight guests (8 × €17.50), and the total now stands "
           "at €1,290.00. Any engine time beyond four hours would be billed at €95 an hour.",
           [S("revised to include lunch for all eight guests (8 × €17.50)"), S("the total now stands at €1,290.00"),
            S("beyond four hours would be billed at €95 an hour")],
           ["€1,290.00"],
           "quote_details lunch line 8 x 17.5; policy on extra engine hours."),
        bad("Hi Hannah, the quote Q-C-5512 for 20 June is €1,150.00 for eight guests. Skipper, fuel, snorkelling "
            "gear, soft drinks and a bottle of wine per couple are all included.",
            [C("is €1,150.00 for eight guests", R_AMT), S("Skipper, fuel, snorkelling gear, soft drinks"),
             I("a bottle of wine per couple", R_NOPOL + R_NOREC)],
            ["stale_value", "unlisted_perk"], ["€1,150.00 for eight", "bottle of wine"],
            "1150.0 is revision 1 (Revised); revision 2 is 1290.0. The policy lists soft drinks only."),
        bad("Hannah, lunch for eight at €17.50 a head adds €150.00, bringing the quote to €1,290.00. Fuel is "
            "included for up to 6 engine hours.",
            [C("adds €150.00", R_AMT), S("bringing the quote to €1,290.00"),
             C("up to 6 engine hours", R_POL)],
            ["wrong_arithmetic", "wrong_policy_condition"], ["adds €150.00", "6 engine hours"],
            "8 x 17.50 = 140.00 (extendedamount 140.0); the policy includes fuel for up to 4 engine hours."),
        fix("Hi Hannah, the revised quote for Saturday 20/06 is €1,290.00 with lunch, and you'll be out from 07:30 to "
            "15:30.",
            [S("the revised quote for Saturday 20/06 is €1,290.00 with lunch"),
             C("out from 07:30 to 15:30", R_DATE)],
            ["unit_conversion"], ["from 07:30 to 15:30"], ["09:30|9:30", "€1,290|1,290"],
            "crx_departure 07:30Z and crx_return 15:30Z are 09:30 and 17:30 in Malta (CEST)."),
    ]))

# ---------------------------------------------------------------- C3 security deposit deduction
BUNDLES.append(dict(
    domain=DOMAIN, scenario="security-deposit-deduction", now="2026-09-16T15:00:00+02:00",
    question="Why didn't I get my whole deposit back? And can you drop the charge for the boat hook?",
    evidence=[
        rec("crx_charters#CH-26-0419", "dataverse:crx_charters", {
            "@odata.etag": "W/\"8990172\"",
            "crx_name": "CH-26-0419",
            "_crx_customerid_value" + FV: "Marco Pellegrini",
            "_crx_yachtid_value" + FV: "Sirocco Lady (Bavaria C45)",
            "statuscode": 100000006,
            "statuscode" + FV: "Returned",
            "crx_disembarkation": "2026-09-12T07:00:00Z",
            "crx_securitydeposit": 2500.0,
            "crx_securitydeposit_base": 2500.0,
            "crx_depositstatus": 100000002,
            "crx_depositstatus" + FV: "Partially released",
            "crx_depositdeduction": 340.0,
            "crx_depositreleased": 2160.0,
            "crx_depositreleasedon": "2026-09-15T10:12:00Z",
            "crx_releasemethod" + FV: "Card pre-authorisation released",
            "modifiedon": "2026-09-15T10:12:03Z",
        }),
        rec("crx_damagereports?charter=CH-26-0419", "dataverse:crx_damagereports", {
            "value": [{
                "crx_name": "DR-1177",
                "createdon": "2026-09-12T08:05:40Z",
                "crx_lines": [
                    {"crx_item": "Bimini frame (snapped aft bow)", "crx_code": "BIMINI_FRAME", "crx_amount": 310.0},
                    {"crx_item": "Boat hook (lost overboard)", "crx_code": "BOAT_HOOK", "crx_amount": 30.0},
                ],
                "crx_total": 340.0,
            }],
        }),
        rec("crx_fuelcharges?charter=CH-26-0419", "dataverse:crx_fuelcharges", {
            "value": [{
                "crx_name": "FC-0419",
                "crx_litres": "64.0",
                "crx_priceperlitre": 1.85,
                "crx_amount": 118.4,
                "crx_amount_base": 118.4,
                "crx_chargedto" + FV: "Card on file (separate charge)",
                "statuscode" + FV: "Charged",
                "createdon": "2026-09-12T09:30:00Z",
            }],
        }),
        refused("crx_WaiveDamageLine#call-1", "crx_WaiveDamageLine", "ESCALATE",
                {"crx_name": "CH-26-0419", "crx_code": "BOAT_HOOK", "crx_amount": 30.0}),
        pol("crx-policy#deposit",
            "Fuel used is charged separately at the pump price and is never taken from the security deposit. "
            "The security deposit is released within 7 days of the boat's return, less any damage or loss "
            "recorded on the check-out report, charged at the cost of parts and labour. If you dispute a "
            "deduction, the fleet manager reviews it within 5 working days.", "CRX-T&C-2026"),
    ],
    drafts=[
        ok("Hi Marco, we've taken €340.00 from your €2,500 deposit: €310.00 for the snapped bimini frame and €30.00 "
           "for the lost boat hook. The other €2,160.00 was released back to your card on Tuesday 15/09. The "
           "€118.40 for 64 litres of fuel was a separate charge, not part of the deposit. I've passed your request "
           "to waive the boat hook to our fleet manager, who reviews disputes within 5 working days.",
           [S("we've taken €340.00 from your €2,500 deposit"), S("€310.00 for the snapped bimini frame"),
            S("€30.00 for the lost boat hook"), S("The other €2,160.00 was released"), S("on Tuesday 15/09"),
            S("€118.40 for 64 litres of fuel"), S("a separate charge, not part of the deposit"),
            S("I've passed your request to waive the boat hook to our fleet manager"),
            S("reviews disputes within 5 working days")],
           ["€2,160.00", "€340.00"],
           "Deposit fields and DR-1177 lines; FC-0419 charged separately; waiver call ESCALATE; policy 5 working days."),
        ok("Marco, here's how the deposit on CH-26-0419 worked out:\n"
           "- Held: €2,500.00\n"
           "- Bimini frame: −€310.00\n"
           "- Boat hook: −€30.00\n"
           "- Released 15 September: €2,160.00\n"
           "The boat-hook waiver is with the fleet manager for review; I couldn't approve it myself.",
           [S("Held: €2,500.00"), S("Bimini frame: −€310.00"), S("Boat hook: −€30.00"),
            S("Released 15 September: €2,160.00"), S("The boat-hook waiver is with the fleet manager for review"),
            S("I couldn't approve it myself")],
           ["€2,160.00"],
           "crx_depositreleased 2160 on 2026-09-15; waiver escalated, not executed."),
        bad("Hi Marco, I've waived the €30.00 boat hook charge, so that's sorted. The €118.40 fuel bill for 64 litres "
            "was taken out of your deposit along with the €310.00 bimini repair.",
            [C("I've waived the €30.00 boat hook charge", R_NE), S("The €118.40 fuel bill for 64 litres"),
             C("was taken out of your deposit", R_VAL + ["NLI_CONTRADICTION"]),
             S("the €310.00 bimini repair")],
            ["refused_call_effect", "wrong_value"], ["I've waived", "taken out of your deposit"],
            "crx_WaiveDamageLine was escalated, not done; fuel FC-0419 was a separate card charge, never from the deposit."),
        bad("Marco, the €2,160.00 balance of your deposit was released on 12/09, the day you brought her back. If "
            "you'd like to dispute the boat hook, the fleet manager reviews within 10 working days.",
            [S("the €2,160.00 balance of your deposit was released"),
             C("on 12/09, the day you brought her back", R_DATE),
             C("reviews within 10 working days", R_POL)],
            ["wrong_date", "wrong_period"], ["released on 12/09", "10 working days"],
            "crx_depositreleasedon is 2026-09-15 (return was 12/09); policy says 5 working days."),
        fix("Hi Marco, €340.00 came off your €2,500.00 deposit for the bimini frame and boat hook, so €2,060.00 was "
            "released on 15/09.",
            [S("€340.00 came off your €2,500.00 deposit"), S("for the bimini frame and boat hook"),
             C("so €2,060.00 was released", R_AMT), S("on 15/09")],
            ["wrong_arithmetic"], ["€2,060.00"], ["€2,160|2,160|2160", "€340.00|340"],
            "2500 - 340 = 2160, as crx_depositreleased holds."),
    ]))

# ---------------------------------------------------------------- C4 skipper documents
BUNDLES.append(dict(
    domain=DOMAIN, scenario="crew-certificates", now="2026-09-10T09:45:00+02:00",
    question="Do you have everything you need from us for the October bareboat?",
    evidence=[
        rec("crx_charters#CH-26-0502", "dataverse:crx_charters", {
            "@odata.etag": "W/\"9004418\"",
            "crx_name": "CH-26-0502",
            "_crx_customerid_value" + FV: "Priya Natarajan",
            "crx_chartertype" + FV: "Bareboat",
            "statuscode": 100000004,
            "statuscode" + FV: "Documents pending",
            "crx_embarkation": "2026-10-03T15:00:00Z",
            "crx_documentsdeadline": "2026-09-19",
            "crx_crewmembers": [
                {"fullname": "Priya Natarajan", "crx_role": 100000000, "crx_role" + FV: "Skipper",
                 "crx_certificates": [
                     {"crx_type": "ICC", "crx_number": "ICC-MT-20417", "crx_status": "VERIFIED",
                      "crx_expireson": "2029-04-30"}]},
                {"fullname": "Arjun Mehta", "crx_role": 100000001, "crx_role" + FV: "Crew",
                 "crx_certificates": [
                     {"crx_type": "POWERBOAT_L2", "crx_number": "PB2-55810", "crx_status": "VERIFIED"},
                     {"crx_type": "VHF_SRC", "crx_number": None, "crx_status": "PENDING_UPLOAD"}]},
            ],
            "modifiedon": "2026-09-08T17:22:10Z",
        }),
        pol("crx-policy#bareboat-docs",
            "A bareboat charter needs a skipper holding an ICC or an equivalent certificate, and at least one "
            "person aboard must hold a VHF SRC radio certificate. Documents must be uploaded at least 14 days "
            "before embarkation. If they are still missing on the day, the charter can only go ahead as a "
            "skippered charter, with our skipper charged at €180 per day.", "CRX-T&C-2026"),
    ],
    drafts=[
        ok("Hi Priya, your ICC is on file and verified, valid until 30/04/2029, so you're good to skipper. What we're "
           "still missing is a VHF SRC for someone aboard, as Arjun's hasn't been uploaded yet. Please get it to us "
           "by Saturday 19/09, fourteen days before you embark on 03/10.",
           [S("your ICC is on file and verified"), S("valid until 30/04/2029"), S("you're good to skipper"),
            S("still missing is a VHF SRC"), S("Arjun's hasn't been uploaded yet"), S("by Saturday 19/09"),
            S("fourteen days before you embark on 03/10")],
           ["19/09", "VHF SRC"],
           "ICC VERIFIED to 2029-04-30; Arjun's VHF_SRC PENDING_UPLOAD; crx_documentsdeadline 2026-09-19."),
        ok("Dear Priya,\n\nThank you for sending your documents. Your ICC (ICC-MT-20417) has been checked and "
           "verified. One thing is still needed before you sail: a VHF SRC certificate for at least one person "
           "aboard. If it isn't with us by the day, the charter could only go ahead with one of our skippers, at "
           "€180 per day.\n\nWarm regards,\nComino Reach Yachting",
           [NA("Thank you for sending your documents."), S("Your ICC (ICC-MT-20417) has been checked and verified"),
            S("a VHF SRC certificate for at least one person aboard"),
            S("the charter could only go ahead with one of our skippers, at €180 per day")],
           ["ICC-MT-20417", "€180"],
           "crx_certificates; policy on the SRC and the skippered fallback."),
        ok("Priya — ICC verified; we still need a VHF SRC by 19 Sept.",
           [S("ICC verified"), S("we still need a VHF SRC by 19 Sept")],
           ["19 Sept"],
           "ICC status VERIFIED, VHF_SRC pending, deadline 2026-09-19."),
        bad("Hi Priya, your ICC (ref PB2-55810) has been verified. The VHF SRC for Arjun is still to come; upload it "
            "by 26/09, a week before you embark.",
            [C("ICC (ref PB2-55810)", R_ID), S("has been verified"), S("The VHF SRC for Arjun is still to come"),
             C("by 26/09, a week before you embark", R_DATE + ["NLI_CONTRADICTION"])],
            ["wrong_role", "wrong_date"], ["ref PB2-55810", "by 26/09"],
            "PB2-55810 is Arjun's powerboat certificate; Priya's ICC is ICC-MT-20417. Deadline is 19/09, 14 days before."),
        bad("Good news Priya, Arjun's VHF SRC is verified too, so you're all set. And if anything did go missing, we'd "
            "simply put one of our skippers aboard at no charge.",
            [C("Arjun's VHF SRC is verified too, so you're all set", R_STATE),
             C("put one of our skippers aboard at no charge", R_POL + R_AMT)],
            ["wrong_state", "wrong_policy_condition"], ["VHF SRC is verified", "at no charge"],
            "VHF_SRC is PENDING_UPLOAD and the charter is Documents pending; the policy charges €180 per day for a skipper."),
        fix("Hi Priya, your ICC is verified. We still need a VHF SRC for someone aboard, uploaded by 26/09 at the "
            "latest.",
            [S("your ICC is verified"), S("We still need a VHF SRC for someone aboard"),
             C("uploaded by 26/09 at the latest", R_DATE)],
            ["wrong_date"], ["by 26/09"], ["19/09|19 September|19th September|19 Sept|19/9"],
            "crx_documentsdeadline is 2026-09-19, 14 days before embarkation on 03/10."),
    ]))

# one more wrong draft for C2: an invented fact about the lagoon
BUNDLES[1]["drafts"].insert(5, bad(
    "Hannah, the revised quote is €1,290.00 for eight with lunch. The Blue Lagoon is about 50 minutes away, and "
    "there's a lifeguard on duty at the lagoon all day.",
    [S("the revised quote is €1,290.00 for eight with lunch"), S("The Blue Lagoon is about 50 minutes away"),
     I("a lifeguard on duty at the lagoon all day", ["NLI_NOT_ENTAILED", "NO_POLICY_EVIDENCE"])],
    ["invented_fact"], ["lifeguard on duty"],
    "The KB passage gives the 50 minutes and the yellow-buoy swimming zones but says nothing of a lifeguard."))
