# Batch 2: campsite scenarios + first ski rental (w06)
from lib import *

DOM = "campsite"

# ---------------------------------------------------------------- S06 campsite pitch / arrival
s = Scenario("camp-pitch-arrival", DOM,
    "Hi, we're arriving on 20 July with our campervan — what time can we get on our pitch, and does it have electric?",
    [
        rec("get_booking#VDL-4410", "tool:pitchbook.get_booking", {
            "booking_ref": "VDL-4410", "status": "CONFIRMED", "arrival": "2026-07-20", "departure": "2026-07-27",
            "pitch": {"code": "E-14", "category": "SERVICED", "hookup_amps": 10, "water_point": True, "max_length_m": "8,0"},
            "unit": {"type": "CAMPERVAN", "length_m": "6,8"}, "guests": {"adults": 2, "children": 2},
            "nightly": [{"date": "2026-07-20", "amount": "38,50"}, {"date": "2026-07-21", "amount": "38,50"},
                        {"date": "2026-07-22", "amount": "38,50"}, {"date": "2026-07-23", "amount": "38,50"},
                        {"date": "2026-07-24", "amount": "42,00"}, {"date": "2026-07-25", "amount": "42,00"},
                        {"date": "2026-07-26", "amount": "38,50"}],
            "currency": "EUR", "site": {"name": "Parque de Campismo Vale da Lontra", "timezone": "Europe/Lisbon"}}),
        rec("get_booking#VDL-3022", "tool:pitchbook.get_booking", {
            "booking_ref": "VDL-3022", "status": "COMPLETED", "arrival": "2025-08-02", "departure": "2025-08-06",
            "pitch": {"code": "B-03", "category": "STANDARD", "hookup_amps": 0, "water_point": False},
            "unit": {"type": "TENT"}, "guests": {"adults": 2, "children": 2},
            "site": {"name": "Parque de Campismo Vale da Lontra", "timezone": "Europe/Lisbon"}}),
        pol("policy#site-rules", "Quiet hours run from 23:00 to 07:00. Pitches are available from 14:00 on the day of "
            "arrival and must be vacated by 12:00 on the day of departure. Reception is open from 08:00 to 21:00; guests "
            "arriving after 21:00 should park in the overflow area by the gate and check in the following morning. "
            "Serviced pitches include a 10-amp electric hook-up and a water point; standard pitches have neither."),
    ])

s.case("Olá, and thank you for your message! Your pitch, E-14, is a serviced pitch with a 10-amp electric hook-up and "
       "its own water point, and it will be ready for you from 14:00 on Monday, 20 July.",
       [S("Your pitch, E-14, is a serviced pitch"), S("10-amp electric hook-up"), S("its own water point"),
        S("from 14:00 on Monday, 20 July")],
       includes=["E-14", "14:00"], notes="pitch E-14 SERVICED, hookup_amps 10, water_point true; policy: pitches from 14:00.")

s.case("Here are your details:\n- Pitch: E-14 (serviced, with electric)\n- Arrival: 20/07/2026, from 2 PM\n"
       "- Departure: 27/07/2026, by 12 noon\n- Seven nights in total\n\nIf you are likely to reach us after 9 PM, "
       "please park in the overflow area by the gate and check in with us the next morning.",
       [S("Pitch: E-14 (serviced, with electric)"), S("Arrival: 20/07/2026, from 2 PM"), S("Departure: 27/07/2026, by 12 noon"),
        S("Seven nights in total"), S("park in the overflow area by the gate")],
       includes=["E-14", "27/07/2026"], notes="arrival/departure dates; policy 14:00, 12:00, 21:00 and overflow area.")

s.case("Yes, E-14 has electric, and you can pitch up from 2 pm on the 20th.",
       [S("E-14 has electric"), S("pitch up from 2 pm on the 20th")],
       includes=["2 pm"], notes="hookup_amps 10; policy from 14:00; arrival 2026-07-20.")

s.case("Thank you for your message! You'll be on pitch B-03, which has a 10-amp electric hook-up, and you can arrive "
       "from 14:00 on 20 July. Your seven-night stay ends on 27 July.",
       [C("You'll be on pitch B-03", "IDENTIFIER_MISMATCH", "VALUE_MISMATCH"), S("10-amp electric hook-up"),
        S("from 14:00 on 20 July"), S("seven-night stay ends on 27 July")],
       errors=["other_record_value"], excludes=["B-03"], suffix="other_record_value",
       notes="B-03 was last year's pitch (VDL-3022); this booking's pitch is E-14.")

s.case("Your serviced pitch E-14 is ready from 14:00 on 20 July. Reception is open until 22:00, so there's no rush, and "
       "each serviced pitch also has its own grey-water drain for your campervan.",
       [S("serviced pitch E-14 is ready from 14:00 on 20 July"), C("Reception is open until 22:00", "NLI_CONTRADICTION", "VALUE_MISMATCH"),
        I("its own grey-water drain", "NO_POLICY_EVIDENCE", "NLI_NOT_ENTAILED", "CLAIM_WITHOUT_TOOL_EVIDENCE")],
       errors=["wrong_time", "invented_fact"], excludes=["until 22:00", "grey-water drain"], suffix="wrong_time",
       notes="policy: reception 08:00-21:00; nothing mentions a grey-water drain.")

s.repair("Thank you for your message! Pitch E-14 has a 10-amp hook-up and is yours from 14:00 on 20 July; on 27 July, "
         "we just ask that it is vacated by 11:00.",
         [S("Pitch E-14 has a 10-amp hook-up"), S("from 14:00 on 20 July"), C("vacated by 11:00", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
         errors=["wrong_time"], excludes=["by 11:00"], includes=["12:00|12 noon|noon|12 PM|12pm", "14:00"],
         notes="policy: vacate by 12:00 on departure day.")

# ---------------------------------------------------------------- S07 campsite deposit refund
s = Scenario("camp-deposit-refund", DOM,
    "I cancelled our June booking last week. How much of the deposit do I get back and when? — Rui Costa",
    [
        rec("get_booking#PDS-2291", "tool:pitchbook.get_booking", {
            "booking_ref": "PDS-2291", "status": "CANCELLED", "cancelled_at": ep("2026-04-10T09:41:00+01:00"),
            "arrival": "2026-06-05", "departure": "2026-06-12", "guests": {"adults": 2, "children": 1},
            "deposit": {"amount": "120,00", "paid_at": ep("2026-02-01T19:03:00+00:00")},
            "lead_guest": {"first_name": "Rui", "last_name": "Costa"}, "currency": "EUR",
            "site": {"name": "Campismo Pinhal do Sul", "timezone": "Europe/Lisbon"}}),
        rec("get_refund#RF-88017", "tool:payments.get_refund", {
            "refund_id": "RF-88017", "booking_ref": "PDS-2291", "amount": "90,00", "currency": "EUR",
            "status": "PENDING", "initiated_at": ep("2026-04-10T09:42:10+01:00"), "method": "CARD", "card_last4": "0932"}),
        pol("policy#cancellation", "Cancellations must be made in writing or through your online account. If you cancel "
            "more than 30 days before arrival, your deposit is refunded less a €30 administration fee. If you cancel within "
            "30 days of arrival, the deposit is forfeited. Refunds are made to the original card within 10 working days of "
            "the cancellation."),
    ], now="2026-04-16T15:00:00+01:00")

s.case("Thank you for your patience, Mr Costa. As you cancelled more than 30 days before your arrival, your €120.00 "
       "deposit is refunded less the €30.00 administration fee, so €90.00 is going back to your card ending 0932. The "
       "refund is still being processed and should reach you within 10 working days of the cancellation, that is, by "
       "Friday, 24 April.",
       [S("cancelled more than 30 days before your arrival"), S("€120.00 deposit"), S("less the €30.00 administration fee"),
        S("€90.00 is going back to your card ending 0932"), S("still being processed"), S("by Friday, 24 April")],
       includes=["€90.00", "24 April"], notes="cancelled 10 Apr, arrival 5 Jun (56 days); refund 90,00 PENDING card 0932; 10 working days from Fri 10 Apr is Fri 24 Apr.")

s.case("Your refund RF-88017 of €90 is being processed and should be back on your card within 10 working days of your "
       "cancellation on 10 April.",
       [S("refund RF-88017 of €90 is being processed"), S("within 10 working days"), S("cancellation on 10 April")],
       includes=["RF-88017", "€90"], notes="refund PENDING 90,00; cancelled_at 2026-04-10 local.")

s.case("Dear Mr Costa,\n\nI can confirm that booking PDS-2291 was cancelled on 10/04/2026. Because that was well ahead "
       "of the 30-day cut-off, ninety euro of your deposit will be refunded, the €30 difference being our administration "
       "fee. The refund (reference RF-88017) has been initiated and is pending.\n\nWith best wishes,\nPinhal do Sul Reception",
       [S("PDS-2291 was cancelled on 10/04/2026"), S("ninety euro of your deposit will be refunded"),
        S("the €30 difference being our administration fee"), S("has been initiated and is pending")],
       includes=["RF-88017"], notes="status CANCELLED; refund amount 90,00 of 120,00 deposit; policy €30 fee; refund PENDING.")

s.case("Thank you for getting in touch. Your refund of €90.00 has been completed and should already be showing on your "
       "card ending 0932.",
       [N("Thank you for getting in touch"), C("has been completed", "RECORD_STATE_MISMATCH"),
        S("card ending 0932")],
       errors=["wrong_state"], excludes=["has been completed"], suffix="wrong_state",
       notes="refund status PENDING, not completed.")

s.case("Thank you for your message, Mr Costa. Deposits are refunded in full when you cancel more than 30 days ahead, so "
       "the whole €120.00 will be returned to your card within 10 working days.",
       [C("Deposits are refunded in full when you cancel more than 30 days ahead", "NLI_CONTRADICTION"),
        C("the whole €120.00 will be returned", "AMOUNT_MISMATCH"), S("within 10 working days")],
       errors=["wrong_policy_condition", "wrong_amount"], excludes=["refunded in full", "the whole €120.00"],
       suffix="wrong_policy_condition",
       notes="policy deducts a €30 administration fee; refund amount is 90,00.")

s.repair("Thank you for your patience. Your cancellation on 10 April qualifies for a refund of €120.00, which is being "
         "processed and should reach your card within 10 working days.",
         [S("cancellation on 10 April"), C("refund of €120.00", "AMOUNT_MISMATCH"), S("is being processed"),
          S("within 10 working days")],
         errors=["wrong_amount"], excludes=["refund of €120.00"], includes=["€90|90,00|90.00", "10 working days"],
         notes="refund RF-88017 amount 90,00.")

# ---------------------------------------------------------------- S08 campsite extra guest quote
s = Scenario("camp-extra-guest", DOM,
    "My friend wants to join us for the whole stay in August — how much extra would that be?",
    [
        rec("get_booking#LAZ-7730", "tool:pitchbook.get_booking", {
            "booking_ref": "LAZ-7730", "status": "CONFIRMED", "arrival": "2026-08-14", "departure": "2026-08-18",
            "pitch": {"code": "T-31", "category": "TENT_STANDARD"}, "guests": {"adults": 2, "children": 1},
            "tariff": {"pitch_per_night_minor": 1400, "adult_per_night_minor": 750, "child_per_night_minor": 400},
            "total_minor": 13200, "currency": "EUR",
            "site": {"name": "Camping Lagoa Azul", "timezone": "Europe/Lisbon"}}),
        rec("get_quotes#LAZ-7730", "tool:pitchbook.list_amendment_quotes", {
            "booking_ref": "LAZ-7730",
            "quotes": [{"quote_id": "Q-5519", "status": "VOID", "change": "ADD_ADULT", "qty": 1,
                        "additional_minor": 2800, "created_at": ep("2026-03-02T10:00:00+00:00")},
                       {"quote_id": "Q-5531", "status": "OPEN", "change": "ADD_ADULT", "qty": 1,
                        "additional_minor": 3000, "new_total_minor": 16200,
                        "valid_until": ep("2026-06-30T23:59:00+01:00")}]}),
        pol("policy#guests", "Visitors staying overnight are charged as guests. Each pitch takes a maximum of six people. "
            "Additional guests must be registered at reception on arrival with photo ID. Day visitors are welcome free of "
            "charge until 22:00."),
    ])

s.case("Adding your friend for all four nights would cost an extra €30.00 (€7.50 per night), bringing your booking "
       "to €162.00 in total.",
       [S("an extra €30.00"), S("€7.50 per night"), S("to €162.00 in total")],
       includes=["€30.00", "€162.00"], notes="quote Q-5531 OPEN additional 3000, new_total 16200; adult tariff 750.")

s.case("Good news — there's room for one more, as a pitch takes up to six people. The extra adult would be €7.50 a "
       "night, so €30 for the four nights; please bring photo ID so we can register your friend at reception when you "
       "arrive.",
       [S("a pitch takes up to six people"), S("€7.50 a night"), S("€30 for the four nights"), S("bring photo ID")],
       includes=["€30"], notes="policy: max six, register with photo ID; 4 x 750 = 3000.")

s.case("That would be €30 extra (quote Q-5531), for a new total of €162.",
       [S("That would be €30 extra (quote Q-5531)"), S("new total of €162")],
       includes=["Q-5531"], notes="Q-5531 additional_minor 3000, new_total_minor 16200.")

s.case("Thank you for your message! Adding one more adult for your four nights from 14 August would cost an extra "
       "€28.00, and your friend will need photo ID on arrival.",
       [S("four nights from 14 August"), C("an extra €28.00", "AMOUNT_MISMATCH"), S("photo ID on arrival")],
       errors=["stale_value"], excludes=["€28.00"], suffix="stale_value",
       notes="€28.00 is the VOID quote Q-5519; the open quote Q-5531 is 3000.")

s.case("Your friend would be €30.00 extra for the four nights, bringing the booking to €172.00. Day visitors are also "
       "welcome free of charge until midnight.",
       [S("€30.00 extra for the four nights"), C("bringing the booking to €172.00", "AMOUNT_MISMATCH"),
        C("until midnight", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
       errors=["wrong_arithmetic", "wrong_time"], excludes=["€172.00", "until midnight"], suffix="wrong_arithmetic",
       notes="132 + 30 = 162 (new_total_minor 16200); policy: day visitors until 22:00.")

s.repair("Of course! Adding your friend for the four nights would be €28.00 extra, for a new total of €162.00.",
         [C("€28.00 extra", "AMOUNT_MISMATCH"), S("new total of €162.00")],
         errors=["stale_value"], excludes=["€28.00"], includes=["€30|30.00|30,00", "€162"],
         notes="current quote Q-5531 additional_minor 3000; Q-5519 (2800) is VOID.")

# ---------------------------------------------------------------- S09 campsite dog (refused, escalated)
s = Scenario("camp-dog-request", DOM,
    "Can we bring our dog Bruno? We're on pitch C-22 from 3 to 10 July.",
    [
        rec("get_booking#QRC-1187", "tool:pitchbook.get_booking", {
            "booking_ref": "QRC-1187", "status": "CONFIRMED", "arrival": "2026-07-03", "departure": "2026-07-10",
            "pitch": {"code": "C-22", "zone": "C", "category": "STANDARD"}, "pets": [],
            "guests": {"adults": 2, "children": 0}, "site": {"name": "Quinta do Ribeiro Camping", "timezone": "Europe/Lisbon"}}),
        rec("search_availability#zoneB", "tool:pitchbook.search_availability", {
            "from": "2026-07-03", "to": "2026-07-10", "zone": "B",
            "results": [{"pitch": "B-09", "category": "STANDARD", "available": True, "price_difference_minor": 0}]}),
        refused("add_pet#QRC-1187", "pitchbook.add_pet", "ESCALATE", {"booking_ref": "QRC-1187", "species": "DOG", "count": 1},
                reason="PITCH_ZONE_PET_FREE"),
        pol("policy#pets", "Zone C is reserved for pet-free stays. Dogs are welcome in zones A and B only, up to two per "
            "pitch, at €3 per dog per night. Dogs must be kept on a lead at all times and are not allowed in the pool area "
            "or the playground."),
    ])

s.case("Thank you for asking about Bruno! I'm afraid pitch C-22 is in Zone C, which is kept pet-free, so I couldn't add "
       "him to your booking myself; I've passed your request to our reservations team. Pitch B-09 in Zone B is free "
       "for your dates at no extra pitch cost, should you wish to move.",
       [S("pitch C-22 is in Zone C, which is kept pet-free"), S("I couldn't add him to your booking myself"),
        S("passed your request to our reservations team"), S("Pitch B-09 in Zone B is free for your dates"),
        S("at no extra pitch cost")],
       includes=["B-09"], notes="zone C, policy pet-free; add_pet ESCALATE; availability B-09 price_difference 0.")

s.case("Dogs are welcome in Zones A and B at €3 per dog per night, so Bruno would be €21 for your seven nights. As your "
       "current pitch, C-22, is in our pet-free zone, the change has been referred to a colleague, who will be in touch.",
       [S("Dogs are welcome in Zones A and B"), S("€3 per dog per night"), S("€21 for your seven nights"),
        S("C-22, is in our pet-free zone"), S("the change has been referred to a colleague")],
       includes=["€21"], notes="policy €3/dog/night; 3-10 July is 7 nights; add_pet ESCALATE.")

s.case("Dear guests,\n\nThank you for your message. Pets cannot stay in Zone C, where pitch C-22 is, so I was unable "
       "to add Bruno to booking QRC-1187 and have escalated it instead. Please note that, wherever you stay, dogs must be "
       "kept on a lead and cannot go into the pool area or playground.\n\nKind regards,\nQuinta do Ribeiro",
       [N("Thank you for your message"), S("Pets cannot stay in Zone C"), S("unable to add Bruno to booking QRC-1187"),
        S("have escalated it instead"), S("dogs must be kept on a lead")],
       includes=["escalated"], notes="policy zone C pet-free, lead rule; add_pet ESCALATE.")

s.case("Lovely to hear Bruno is coming! I've added him to booking QRC-1187, and dogs are charged at €3 per night.",
       [C("I've added him to booking QRC-1187", "NOT_EXECUTED"), S("€3 per night")],
       errors=["refused_call_effect"], excludes=["I've added him"], suffix="refused_call_effect",
       notes="add_pet was escalated, not executed; also C-22 is pet-free.")

s.case("Dogs are welcome in Zones A and B, up to three per pitch, at €3 per dog per night — €24 for your seven nights. "
       "I've referred the pitch move to our reservations team.",
       [S("Dogs are welcome in Zones A and B"), C("up to three per pitch", "NLI_CONTRADICTION", "VALUE_MISMATCH"),
        C("€24 for your seven nights", "AMOUNT_MISMATCH"), S("referred the pitch move to our reservations team")],
       errors=["wrong_quantity", "wrong_arithmetic"], excludes=["up to three per pitch", "€24"], suffix="wrong_quantity",
       notes="policy: up to two dogs; 7 x €3 = €21.")

s.repair("Thank you for asking! Your pitch C-22 is in our pet-free zone, so I've escalated the request; in Zones A and B "
         "dogs are €3 per night, so €18 for your stay.",
         [S("C-22 is in our pet-free zone"), S("I've escalated the request"), S("dogs are €3 per night"),
          C("€18 for your stay", "AMOUNT_MISMATCH")],
         errors=["wrong_arithmetic"], excludes=["€18"], includes=["€21", "escalated"],
         notes="3 July to 10 July is seven nights: 7 x €3 = €21.")

# ---------------------------------------------------------------- S10 ski rental pickup / return
DOM = "ski and snowboard rental"
s = Scenario("ski-pickup-return", DOM,
    "Hi, when do we collect our gear and when does it need to be back? Order ESB-60318.",
    [
        rec("get_rental#ESB-60318", "tool:rentals.get_order", {
            "order": "ESB-60318", "status": "CONFIRMED", "fitting_slot_start": ep("2026-12-28T16:30:00+00:00"),
            "fitting_slot_length": "PT30M", "rental_period": "P5D", "first_ski_day": "2026-12-29",
            "return_due": "2027-01-02T17:00:00+00:00",
            "riders": [{"name": "Darragh", "package": "PERF_SKI", "boot_mondo": "28,5", "helmet": True},
                       {"name": "Orla", "package": "SNOWBOARD_STD", "boot_mondo": "24,0", "helmet": False}],
            "lines": [{"desc": "Performance ski package x5 days", "amount_minor": 17500},
                      {"desc": "Snowboard standard package x5 days", "amount_minor": 14000},
                      {"desc": "Helmet x5 days", "amount_minor": 2500}],
            "total_minor": 34000, "paid_minor": 34000, "currency": "EUR",
            "shop": {"name": "Estrela Ski & Board Hire", "timezone": "Europe/Lisbon", "town": "Covilhã"}}),
        pol("policy#collection-return", "Equipment is collected the afternoon before your first ski day, from 16:00, at "
            "your booked fitting slot; fitting slots last 30 minutes. Please bring photo ID and your order number. Equipment "
            "is returned by 17:00 on the last day of hire. Late returns are charged one extra day at the daily rate."),
    ], now="2026-12-20T11:00:00+00:00")

s.case("Hello Darragh — your fitting slot is at 4:30 PM on Monday, 28 December, and the equipment is due back "
       "by 5:00 PM on Saturday, 2 January. Please bring photo ID and your order number, ESB-60318.",
       [S("fitting slot is at 4:30 PM on Monday, 28 December"), S("due back by 5:00 PM on Saturday, 2 January"),
        S("bring photo ID and your order number")],
       includes=["4:30 PM", "2 January"], notes="fitting_slot_start 2026-12-28T16:30Z = 16:30 Lisbon (WET, +00:00); return_due 2027-01-02T17:00.")

s.case("Here's everything for order ESB-60318:\n- Collection: 28/12, 16:30 (a 30-minute fitting)\n- Return: 02/01 by "
       "17:00\n- Hire: five days, starting 29/12\n- Total: €340.00, paid in full",
       [S("Collection: 28/12, 16:30"), S("a 30-minute fitting"), S("Return: 02/01 by 17:00"), S("Hire: five days, starting 29/12"),
        S("Total: €340.00, paid in full")],
       includes=["€340.00"], notes="PT30M slot; P5D from first_ski_day 29 Dec; total 34000 = paid 34000.")

s.case("Your kit is ready to collect a week tomorrow at half past four, and it goes back by five o'clock on 2 January.",
       [S("a week tomorrow at half past four"), S("by five o'clock on 2 January")],
       includes=["2 January"], notes="now Sun 20 Dec; a week tomorrow is Mon 28 Dec; slot 16:30; return 17:00 2 Jan.")

s.case("Thank you for your message! Your fitting is at 4:30 PM on 28 December in Covilhã, and as the hire runs for five "
       "days from 29 December, everything is due back by 5:00 PM on Sunday, 3 January.",
       [S("fitting is at 4:30 PM on 28 December"), S("hire runs for five days from 29 December"),
        C("by 5:00 PM on Sunday, 3 January", "DATE_MISMATCH")],
       errors=["wrong_date"], excludes=["3 January"], suffix="wrong_date",
       notes="return_due 2027-01-02T17:00; the five days are 29 Dec - 2 Jan inclusive.")

s.case("Your fitting slot is 4:30 PM on 28 December. We have Orla down for the performance ski package, and helmets "
       "are included for both of you.",
       [S("fitting slot is 4:30 PM on 28 December"), C("Orla down for the performance ski package", "VALUE_MISMATCH"),
        CI("helmets are included for both of you", "VALUE_MISMATCH", "CLAIM_WITHOUT_TOOL_EVIDENCE")],
       errors=["wrong_role", "unlisted_perk"], excludes=["Orla down for the performance ski package", "helmets are included for both"],
       suffix="wrong_role",
       notes="PERF_SKI is Darragh's, SNOWBOARD_STD is Orla's; only Darragh has helmet true (one helmet line).")

s.repair("Your fitting is at 4:30 PM on 28 December and the gear is due back by 5:00 PM on 2 January. Should it come "
         "back late, we charge half a day at the daily rate.",
         [S("fitting is at 4:30 PM on 28 December"), S("due back by 5:00 PM on 2 January"),
          C("half a day at the daily rate", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
         errors=["wrong_policy_condition"], excludes=["half a day"], includes=["one extra day|an extra day|one day|a full day", "2 January"],
         notes="policy: late returns are charged one extra day.")
