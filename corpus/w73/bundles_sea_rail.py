"""Island ferry line (bundles 9-12) and sleeper-train cabins (bundles 13-16)."""
from write_cases import Bundle, S, NA, C, I, CI, rec, pol, psg, refused

FERRY = "island ferry line"
TRAIN = "sleeper-train cabins"

# ---------------------------------------------------------------------------------------------
# Bundle 9: Mokpo -> Jeju car ferry, with the customer's separate return booking as a distractor.
# ---------------------------------------------------------------------------------------------
b = Bundle(
    "ferry-vehicle-deck", FERRY,
    "What time do I need to get to Mokpo port with my car on Friday, and what's the total?",
    [
        rec("get_order#BSF-6K2T9", "tool:get_order", {
            "order": {
                "id": "BSO-301882", "associatedRecords": [{"reference": "BSF-6K2T9"}],
                "offers": [{
                    "id": "1",
                    "itineraries": [{"duration": "PT3H40M", "segments": [{
                        "departure": {"iataCode": "MOK", "name": "Mokpo Coastal Terminal",
                                      "at": "2026-05-29T09:00:00"},
                        "arrival": {"iataCode": "JJP", "name": "Jeju Port Terminal 7",
                                    "at": "2026-05-29T12:40:00"},
                        "carrierCode": "BS", "number": "301", "vessel": "BLUE STRAIT 3"}]}],
                    "price": {"currency": "KRW", "base": "249000",
                              "fees": [{"amount": "4000", "type": "PORT_FEE"}],
                              "total": "253000", "grandTotal": "253000"},
                    "travelerPricings": [
                        {"travelerId": "1", "travelerType": "ADULT", "role": "DRIVER",
                         "price": {"base": "42000", "total": "44000"}},
                        {"travelerId": "2", "travelerType": "ADULT", "price": {"base": "42000", "total": "44000"}}]}],
                "travelers": [{"id": "1", "name": {"firstName": "SEUNGHO", "lastName": "BAEK"}},
                              {"id": "2", "name": {"firstName": "YURI", "lastName": "BAEK"}}],
                "serviceItems": [{"id": "VEH-1", "type": "VEHICLE", "category": "CAR_UNDER_5M",
                                  "plate": "34NA5521", "lengthCm": 470,
                                  "price": {"amount": "165000", "currency": "KRW"}, "status": "CONFIRMED"}],
                "tickets": [{"documentNumber": "BS-6631201", "status": "ISSUED"},
                            {"documentNumber": "BS-6631202", "status": "ISSUED"}],
            }}),
        rec("get_order#BSF-6K3A1", "tool:get_order", {
            "order": {
                "id": "BSO-301907", "associatedRecords": [{"reference": "BSF-6K3A1"}],
                "offers": [{"itineraries": [{"duration": "PT3H50M", "segments": [{
                    "departure": {"iataCode": "JJP", "at": "2026-06-01T16:30:00"},
                    "arrival": {"iataCode": "MOK", "at": "2026-06-01T20:20:00"},
                    "carrierCode": "BS", "number": "306"}]}],
                    "price": {"currency": "KRW", "total": "253000"}}],
                "tickets": [{"documentNumber": "BS-6632050", "status": "ISSUED"}]}}),
        pol("ferry-terms#vehicles",
            "Foot passengers should be at the terminal 30 minutes before departure. Vehicles must be in the "
            "marshalling lane 90 minutes before departure; late vehicles may lose their deck space. Only the "
            "driver boards with the vehicle; all other passengers board on foot through the terminal. Vehicles "
            "over 5 metres are charged at the van rate.", revision="2026.1"),
    ],
    now="2026-05-27T10:00:00+09:00")

b.ok("Hello Mr. Baek, for sailing BS 301 on Friday 29 May, please have your car at Mokpo port by 07:30, 90 minutes "
     "before the 09:00 departure. You'll arrive in Jeju at 12:40. The total for two passengers and your car is "
     "₩253,000.",
     [S("sailing BS 301 on Friday 29 May"), S("by 07:30"), S("90 minutes before the 09:00 departure"),
      S("arrive in Jeju at 12:40"), S("The total for two passengers and your car is ₩253,000")],
     ["07:30", "₩253,000"],
     "Segment BS301 MOK 2026-05-29T09:00 -> JJP 12:40; policy: vehicles 90 minutes before (07:30); "
     "grandTotal 253000.")

b.ok("Booking BSF-6K2T9:\n"
     "- Vehicle: car under 5 m, plate 34NA5521, ₩165,000\n"
     "- Passengers: 2 adults at ₩42,000 each, plus ₩4,000 port fees\n"
     "- Total: ₩253,000\n"
     "The crossing takes 3 hours 40 minutes. Only the driver boards with the car; your passenger walks on through "
     "the terminal.",
     [S("car under 5 m, plate 34NA5521, ₩165,000"), S("2 adults at ₩42,000 each"), S("plus ₩4,000 port fees"),
      S("Total: ₩253,000"), S("takes 3 hours 40 minutes"), S("Only the driver boards with the car"),
      S("your passenger walks on through the terminal")],
     ["₩253,000", "3 hours 40 minutes"],
     "VEH-1 CAR_UNDER_5M 34NA5521 165000; fares 42000 x 2, PORT_FEE 4000; grandTotal 253000; PT3H40M; boarding "
     "rule in the vehicle policy.")

b.bad("Hi Mr. Baek, your sailing leaves Mokpo at 16:30 this Friday, so please arrive with your car 90 minutes "
      "beforehand. Both of you can stay in the car during boarding.",
      [C("leaves Mokpo at 16:30 this Friday", "DATE_MISMATCH", "VALUE_MISMATCH"),
       S("arrive with your car 90 minutes beforehand"),
       C("Both of you can stay in the car during boarding", "NLI_CONTRADICTION")],
      ["other_record_value", "wrong_policy_condition"], ["at 16:30", "Both of you can stay in the car"],
      "16:30 is the departure of the customer's other booking BSF-6K3A1 (from Jeju on 1 June); BS 301 leaves "
      "Mokpo at 09:00. Policy: only the driver boards with the vehicle.")

b.bad("Good morning Mr. Baek, BS 301 departs Mokpo at 09:00 on 29 May, and vehicles must be at the port 90 minutes "
      "early, so please arrive by 08:30. Your total is ₩253,000, and I've added priority disembarkation for your "
      "car at no charge.",
      [S("departs Mokpo at 09:00 on 29 May"), S("vehicles must be at the port 90 minutes early"),
       C("please arrive by 08:30", "VALUE_MISMATCH", "DATE_MISMATCH"), S("Your total is ₩253,000"),
       I("I've added priority disembarkation", "CLAIM_WITHOUT_TOOL_EVIDENCE")],
      ["wrong_arithmetic", "unrecorded_extra"], ["arrive by 08:30", "priority disembarkation"],
      "90 minutes before 09:00 is 07:30. No serviceItem for priority disembarkation exists.")

b.repair("Hello Mr. Baek, your car should be at Mokpo port by 07:30 for the 09:00 sailing on 29 May, and the total "
         "for both passengers and the car is ₩249,000.",
         [S("by 07:30 for the 09:00 sailing on 29 May"),
          C("the total for both passengers and the car is ₩249,000", "AMOUNT_MISMATCH")],
         ["wrong_arithmetic"], ["₩249,000"],
         ["₩253,000|253,000", "07:30"],
         "249000 is price.base; the ₩4,000 port fees make grandTotal 253000.")

# ---------------------------------------------------------------------------------------------
# Bundle 10: Mokpo -> Heuksando -> Hongdo on one through ticket; an expired offer had a later link.
# ---------------------------------------------------------------------------------------------
b = Bundle(
    "ferry-connection", FERRY,
    "Is 45 minutes enough at Heuksando? What if the first boat is late?",
    [
        rec("get_order#BSF-7R4M2", "tool:get_order", {
            "order": {
                "id": "BSO-302244", "associatedRecords": [{"reference": "BSF-7R4M2"}],
                "ticketingType": "THROUGH_TICKET",
                "offers": [{
                    "id": "3",
                    "itineraries": [{"duration": "PT3H25M", "segments": [
                        {"id": "1", "departure": {"iataCode": "MOK", "at": "2026-05-22T07:50:00"},
                         "arrival": {"iataCode": "HSD", "name": "Heuksando Pier", "at": "2026-05-22T09:55:00"},
                         "carrierCode": "BS", "number": "511", "duration": "PT2H5M"},
                        {"id": "2", "departure": {"iataCode": "HSD", "name": "Heuksando Pier",
                                                  "at": "2026-05-22T10:40:00"},
                         "arrival": {"iataCode": "HGD", "name": "Hongdo Pier", "at": "2026-05-22T11:15:00"},
                         "carrierCode": "BS", "number": "723", "duration": "PT35M"}]}],
                    "price": {"currency": "KRW", "base": "55400", "fees": [{"amount": "3000", "type": "PORT_FEE"}],
                              "total": "58400", "grandTotal": "58400"},
                    "travelerPricings": [{"travelerId": "1", "travelerType": "ADULT"}]}],
                "travelers": [{"id": "1", "name": {"firstName": "EUNBI", "lastName": "SEO"}}],
                "tickets": [{"documentNumber": "BS-7720419", "status": "ISSUED", "coupons": 2}],
            }}),
        rec("get_offer#BSF-7R4M2-q1", "tool:get_offer", {
            "offer": {"id": "1", "status": "EXPIRED", "lastTicketingDate": "2026-05-15",
                      "itineraries": [{"segments": [
                          {"departure": {"iataCode": "MOK", "at": "2026-05-22T07:50:00"},
                           "arrival": {"iataCode": "HSD", "at": "2026-05-22T09:55:00"}, "number": "511"},
                          {"departure": {"iataCode": "HSD", "at": "2026-05-22T11:30:00"},
                           "arrival": {"iataCode": "HGD", "at": "2026-05-22T12:05:00"}, "number": "725"}]}],
                      "price": {"currency": "KRW", "total": "56900"}}}),
        pol("ferry-terms#connections",
            "Transfers at Heuksando take place on the same pier; allow at least 30 minutes between sailings. "
            "Connections on a single through ticket are protected: if the first sailing is late and you miss the "
            "connecting one, we carry you on the next sailing at no cost. Connections between separate tickets "
            "are not protected.", revision="2026.1"),
        psg("kb-islands#hongdo",
            "Hongdo lies about 20 km west of Heuksando.\nThere is no car ferry to Hongdo; the village is a "
            "five-minute walk from the pier."),
    ],
    now="2026-05-20T18:00:00+09:00")

b.ok("Hi Ms. Seo, yes, 45 minutes is comfortable: you arrive in Heuksando at 09:55 and the Hongdo boat leaves at "
     "10:40 from the same pier. Both sailings are on one through ticket, so if the first is late and you miss the "
     "connection, we'll put you on the next sailing at no cost. You reach Hongdo at 11:15 on Friday.",
     [S("45 minutes is comfortable"), S("arrive in Heuksando at 09:55"), S("the Hongdo boat leaves at 10:40"),
      S("from the same pier"), S("Both sailings are on one through ticket"),
      S("we'll put you on the next sailing at no cost"), S("You reach Hongdo at 11:15 on Friday")],
     ["10:40", "through ticket"],
     "Segments: HSD arrival 09:55, BS723 departs 10:40 (45 minutes, policy minimum 30) and arrives HGD 11:15 on "
     "Fri 22 May; ticketingType THROUGH_TICKET, protected by policy.")

b.ok("Your itinerary on 22 May: BS 511 departs Mokpo 07:50, arrives Heuksando 09:55; BS 723 departs 10:40, arrives "
     "Hongdo 11:15, 3 hours 25 minutes in total. The connection is protected because it's a single through "
     "ticket.",
     [S("BS 511 departs Mokpo 07:50"), S("arrives Heuksando 09:55"), S("BS 723 departs 10:40"),
      S("arrives Hongdo 11:15"), S("3 hours 25 minutes in total"), S("The connection is protected")],
     ["BS 723", "11:15"],
     "Booked offer 3 segments; itinerary duration PT3H25M; THROUGH_TICKET.")

b.bad("Hi Ms. Seo, your connecting boat to Hongdo leaves Heuksando at 11:30, so you have plenty of time. If you "
      "miss it, we'll also cover a night's hotel on the island.",
      [C("leaves Heuksando at 11:30", "DATE_MISMATCH", "VALUE_MISMATCH"),
       I("we'll also cover a night's hotel on the island", "NO_POLICY_EVIDENCE", "NLI_NOT_ENTAILED")],
      ["stale_value", "invented_promise"], ["at 11:30", "a night's hotel"],
      "11:30 (BS725) is from the expired offer 1; the booked connection BS723 leaves at 10:40. The policy only "
      "promises the next sailing, no hotel.")

b.bad("Hello Ms. Seo, you have a 55-minute connection at Heuksando, between the 09:55 arrival and the 10:40 "
      "departure. Missed connections are covered whether you hold a through ticket or separate tickets.",
      [C("you have a 55-minute connection", "VALUE_MISMATCH"),
       S("between the 09:55 arrival and the 10:40 departure"),
       C("whether you hold a through ticket or separate tickets", "NLI_CONTRADICTION")],
      ["wrong_arithmetic", "wrong_policy_condition"], ["55-minute connection", "or separate tickets"],
      "09:55 to 10:40 is 45 minutes. Policy: connections between separate tickets are not protected.")

b.repair("Hi Ms. Seo, your first boat reaches Heuksando at 09:55 and the Hongdo sailing leaves at 10:40; as these "
         "are separate tickets, the connection is not protected.",
         [S("reaches Heuksando at 09:55"), S("the Hongdo sailing leaves at 10:40"),
          C("as these are separate tickets, the connection is not protected", "VALUE_MISMATCH",
            "RECORD_STATE_MISMATCH")],
         ["wrong_value"], ["these are separate tickets", "not protected"],
         ["through ticket|through-ticket|single ticket|one ticket|next sailing", "10:40"],
         "ticketingType is THROUGH_TICKET with one ticket of 2 coupons, so the connection is protected.")

# ---------------------------------------------------------------------------------------------
# Bundle 11: Wando -> Cheongsando sailing cancelled for sea state; automatic refund in progress.
# ---------------------------------------------------------------------------------------------
b = Bundle(
    "ferry-weather-cancel", FERRY,
    "My 08:20 boat to Cheongsando was cancelled. Do I get my money back?",
    [
        rec("get_order#BSF-3W8C5", "tool:get_order", {
            "order": {
                "id": "BSO-300915", "associatedRecords": [{"reference": "BSF-3W8C5"}],
                "offers": [{"itineraries": [{"duration": "PT50M", "segments": [{
                    "departure": {"iataCode": "WND", "name": "Wando Port", "at": "2026-05-16T08:20:00"},
                    "arrival": {"iataCode": "CSD", "name": "Cheongsando Port", "at": "2026-05-16T09:10:00"},
                    "carrierCode": "BS", "number": "402"}]}],
                    "price": {"currency": "KRW", "total": "18600", "grandTotal": "18600"},
                    "travelerPricings": [{"travelerId": "1", "travelerType": "ADULT", "price": {"total": "9300"}},
                                         {"travelerId": "2", "travelerType": "ADULT", "price": {"total": "9300"}}]}],
                "tickets": [{"documentNumber": "BS-7731045", "status": "REFUNDED"},
                            {"documentNumber": "BS-7731046", "status": "REFUNDED"}],
                "refund": {"refundId": "RF-55120", "amount": "18600", "currency": "KRW", "fee": "0",
                           "method": "CARD", "status": "PROCESSING", "initiatedAt": "2026-05-15T21:02:00Z",
                           "trigger": "OPERATOR_CANCELLATION"},
            }}),
        rec("get_sailing_status#WND-CSD-20260516", "tool:get_sailing_status", {
            "sailings": [
                {"carrierCode": "BS", "number": "402", "scheduled": "2026-05-16T08:20:00", "status": "CANCELLED",
                 "reason": "SEA_STATE", "waveHeightM": "3.5"},
                {"carrierCode": "BS", "number": "404", "scheduled": "2026-05-16T13:20:00",
                 "status": "UNDER_REVIEW"}]}),
        pol("ferry-terms#weather",
            "When a sailing is cancelled for weather or sea conditions, tickets are refunded in full "
            "automatically, with no cancellation fee. Card refunds appear within 3 to 7 business days. Instead "
            "of the refund, passengers may rebook onto any sailing within 14 days if they contact us before the "
            "refund completes.", revision="2026.1"),
    ],
    now="2026-05-16T07:45:00+09:00")

b.ok("Good morning Mr. Yoo, I'm sorry about the cancelled crossing. Both tickets on BS 402 have been refunded in "
     "full, ₩18,600 in total, with no cancellation fee. It should reach your card within 3 to 7 business days.",
     [NA("I'm sorry about the cancelled crossing."), S("Both tickets on BS 402 have been refunded in full"),
      S("₩18,600 in total"), S("with no cancellation fee"), S("within 3 to 7 business days")],
     ["₩18,600"],
     "Both tickets REFUNDED, refund amount 18600, fee 0, method CARD; policy gives 3 to 7 business days.")

b.ok("Yes, your refund of ₩18,600 was started automatically at 06:02 this morning because of high seas. The 13:20 "
     "sailing is still under review, so I can't say yet whether it will run.",
     [S("your refund of ₩18,600"), S("was started automatically at 06:02 this morning"),
      S("because of high seas"), S("The 13:20 sailing is still under review")],
     ["₩18,600", "06:02"],
     "initiatedAt 2026-05-15T21:02Z is 06:02 KST on 16 May; trigger OPERATOR_CANCELLATION, reason SEA_STATE; "
     "BS404 13:20 UNDER_REVIEW.")

b.ok("Sailing BS 402 on 16 May was cancelled for sea conditions; tickets BS-7731045 and BS-7731046 are refunded, "
     "no fee.",
     [S("Sailing BS 402 on 16 May was cancelled for sea conditions"),
      S("tickets BS-7731045 and BS-7731046 are refunded"), S("no fee.")],
     ["BS-7731045"],
     "Sailing status CANCELLED (SEA_STATE); both tickets REFUNDED; refund fee 0.")

b.bad("Hi Mr. Yoo, the refund of ₩18,600 for your two tickets was initiated at 21:02 last night and has already "
      "completed.",
      [S("the refund of ₩18,600 for your two tickets"),
       C("initiated at 21:02 last night", "DATE_MISMATCH", "VALUE_MISMATCH"),
       C("has already completed", "RECORD_STATE_MISMATCH")],
      ["unit_conversion", "wrong_state"], ["21:02", "has already completed"],
      "initiatedAt 21:02Z (UTC) is 06:02 this morning in Seoul. refund.status is PROCESSING.")

b.bad("Hello Mr. Yoo, your ₩18,600 refund is on its way with no fee deducted. If you'd rather travel later, the "
      "13:20 sailing today is running, and you can rebook onto any sailing within 30 days.",
      [S("your ₩18,600 refund is on its way"), S("with no fee deducted"),
       C("the 13:20 sailing today is running", "RECORD_STATE_MISMATCH"),
       C("within 30 days", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
      ["wrong_state", "wrong_period"], ["is running", "within 30 days"],
      "BS404 at 13:20 is UNDER_REVIEW, not confirmed to run. Policy: rebooking within 14 days.")

b.repair("Good morning Mr. Yoo, BS 402 was cancelled for sea conditions; your ₩18,600 refund was started "
         "automatically at 21:02 with no fee deducted.",
         [S("BS 402 was cancelled for sea conditions"), S("your ₩18,600 refund"),
          C("started automatically at 21:02", "DATE_MISMATCH", "VALUE_MISMATCH"), S("with no fee deducted")],
         ["unit_conversion"], ["at 21:02"],
         ["06:02|6:02", "₩18,600"],
         "initiatedAt 2026-05-15T21:02:00Z is 06:02 on 16 May in Seoul.")

# ---------------------------------------------------------------------------------------------
# Bundle 12: Busan -> Jeju overnight ferry, seats exchanged for a first-class cabin.
# ---------------------------------------------------------------------------------------------
b = Bundle(
    "ferry-cabin-upgrade", FERRY,
    "I upgraded to a cabin. How much did I pay extra and what does it include?",
    [
        rec("get_order#BSF-9J5P0", "tool:get_order", {
            "order": {
                "id": "BSO-303318", "associatedRecords": [{"reference": "BSF-9J5P0"}],
                "offers": [{
                    "id": "5", "fareFamily": "FIRST_CABIN",
                    "itineraries": [{"duration": "PT11H30M", "segments": [{
                        "departure": {"iataCode": "BSP", "name": "Busan Port International Terminal",
                                      "at": "2026-06-05T19:00:00"},
                        "arrival": {"iataCode": "JJP", "at": "2026-06-06T06:30:00"},
                        "carrierCode": "BS", "number": "901", "vessel": "BLUE STRAIT 9"}]}],
                    "price": {"currency": "KRW", "total": "236000", "grandTotal": "236000"},
                    "travelerPricings": [{"travelerId": "1", "travelerType": "ADULT", "price": {"total": "118000"}},
                                         {"travelerId": "2", "travelerType": "ADULT", "price": {"total": "118000"}}]}],
                "serviceItems": [{"id": "CAB-1", "type": "CABIN", "code": "FIRST_2B", "cabinNumber": "3027",
                                  "berths": 2, "status": "CONFIRMED"}],
                "tickets": [
                    {"documentNumber": "BS-8820011", "status": "EXCHANGED", "fareFamily": "ECONOMY_ONDOL",
                     "amount": "54000"},
                    {"documentNumber": "BS-8820012", "status": "EXCHANGED", "fareFamily": "ECONOMY_ONDOL",
                     "amount": "54000"},
                    {"documentNumber": "BS-8820031", "status": "ISSUED", "amount": "118000"},
                    {"documentNumber": "BS-8820032", "status": "ISSUED", "amount": "118000"}],
                "exchange": {"originalTotal": "108000", "newTotal": "236000", "additionalCollection": "128000",
                             "currency": "KRW", "collectedAt": "2026-05-28T04:20:00Z"},
            }}),
        rec("get_offer#BSF-9J5P0-upg1", "tool:get_offer", {
            "offer": {"id": "4", "type": "UPGRADE", "fareFamily": "FIRST_CABIN", "status": "EXPIRED",
                      "lastTicketingDate": "2026-05-24",
                      "price": {"currency": "KRW", "total": "224000"},
                      "additionalCollection": "116000"}}),
        pol("ferry-terms#cabins",
            "Upgrades are priced at the fare on the day of the change; an earlier upgrade quote is not honoured "
            "after it expires. First-class cabins include a private washroom, bedding and a breakfast voucher for "
            "each berth. Cabin keys are collected at the information desk after boarding.", revision="2026.1"),
    ],
    now="2026-05-28T14:00:00+09:00")

b.ok("Hello Ms. Kwon, your upgrade to first-class cabin 3027 on BS 901 is confirmed. You paid ₩128,000 extra: the "
     "new fares total ₩236,000 against ₩108,000 for the original seats. The cabin includes a private washroom, "
     "bedding and a breakfast voucher for each of you. You can pick up the key at the information desk after "
     "boarding.",
     [S("first-class cabin 3027 on BS 901 is confirmed"), S("You paid ₩128,000 extra"),
      S("the new fares total ₩236,000"), S("₩108,000 for the original seats"),
      S("private washroom, bedding and a breakfast voucher for each of you"),
      S("pick up the key at the information desk after boarding")],
     ["₩128,000", "3027"],
     "CAB-1 FIRST_2B 3027 CONFIRMED; exchange originalTotal 108000, newTotal 236000, additionalCollection "
     "128000; cabin inclusions and key pickup in the cabins policy.")

b.ok("Cabin 3027 is yours for the overnight crossing, leaving Busan at 19:00 on 5 June and arriving in Jeju at "
     "06:30 the next morning. The ₩128,000 difference was charged on 28 May.",
     [S("Cabin 3027 is yours"), S("leaving Busan at 19:00 on 5 June"),
      S("arriving in Jeju at 06:30 the next morning"), S("The ₩128,000 difference was charged on 28 May")],
     ["06:30", "₩128,000"],
     "Segment 2026-06-05T19:00 -> 2026-06-06T06:30; collectedAt 2026-05-28T04:20Z is 13:20 KST on 28 May.")

b.bad("Hi Ms. Kwon, your cabin upgrade cost ₩116,000 extra, and breakfast is included for both berths.",
      [C("cost ₩116,000 extra", "AMOUNT_MISMATCH"), S("breakfast is included for both berths")],
      ["stale_value"], ["₩116,000"],
      "116000 is the expired upgrade quote (offer 4); the exchange collected 128000.")

b.bad("Dear Ms. Kwon,\n\nThank you for upgrading. Cabin 3072 is confirmed for you on BS 901, and it comes with a "
      "private washroom, bedding, a breakfast voucher per berth and free access to the ship's sauna. The crossing "
      "takes 11 hours 30 minutes.\n\nBest wishes,\nBlue Strait Ferries",
      [NA("Thank you for upgrading."), C("Cabin 3072 is confirmed", "IDENTIFIER_MISMATCH", "VALUE_MISMATCH"),
       S("a private washroom, bedding, a breakfast voucher per berth"),
       CI("free access to the ship's sauna", "NO_POLICY_EVIDENCE", "NLI_NOT_ENTAILED", "CLAIM_WITHOUT_TOOL_EVIDENCE",
          "NLI_CONTRADICTION"),
       S("The crossing takes 11 hours 30 minutes")],
      ["wrong_id", "unlisted_perk"], ["Cabin 3072", "ship's sauna"],
      "cabinNumber is 3027. The cabin policy lists washroom, bedding and breakfast voucher only; no sauna.")

b.repair("Hi Ms. Kwon, cabin 3027 is confirmed, and the upgrade cost ₩236,000 extra.",
         [S("cabin 3027 is confirmed"), C("the upgrade cost ₩236,000 extra", "AMOUNT_MISMATCH")],
         ["wrong_role"], ["₩236,000 extra"],
         ["₩128,000|128,000", "3027"],
         "236000 is the new total (newTotal); the extra paid is additionalCollection 128000.")

# ---------------------------------------------------------------------------------------------
# Bundle 13: Seoul -> Busan sleeper, twin cabin with lower/upper berths.
# ---------------------------------------------------------------------------------------------
b = Bundle(
    "train-cabin-bunks", TRAIN,
    "Which berths do we have and when can we board on Friday?",
    [
        rec("get_order#MNX7P3R", "tool:get_order", {
            "order": {
                "id": "MNO-5520913", "associatedRecords": [{"reference": "MNX7P3R"}],
                "offers": [{
                    "id": "1", "fareFamily": "DELUXE_TWIN",
                    "itineraries": [{"duration": "PT7H35M", "segments": [{
                        "departure": {"iataCode": "QSS", "name": "Seoul Station", "at": "2026-06-05T22:40:00"},
                        "arrival": {"iataCode": "QBS", "name": "Busan Station", "at": "2026-06-06T06:15:00"},
                        "carrierCode": "MN", "number": "1721"}]}],
                    "price": {"currency": "KRW", "total": "378000", "grandTotal": "378000"},
                    "travelerPricings": [{"travelerId": "1", "travelerType": "ADULT", "price": {"total": "189000"}},
                                         {"travelerId": "2", "travelerType": "ADULT", "price": {"total": "189000"}}]}],
                "travelers": [
                    {"id": "1", "name": {"firstName": "GIHOON", "lastName": "NAM"},
                     "loyaltyPrograms": [{"program": "MN_REWARDS", "id": "MN-LOY-55821034"}]},
                    {"id": "2", "name": {"firstName": "SEOAH", "lastName": "NAM"}}],
                "serviceItems": [
                    {"type": "BERTH", "travelerId": "1", "car": "4", "cabin": "07", "berth": "LOWER",
                     "status": "CONFIRMED"},
                    {"type": "BERTH", "travelerId": "2", "car": "4", "cabin": "07", "berth": "UPPER",
                     "status": "CONFIRMED"},
                    {"type": "SHOWER_TOKEN", "quantity": 2, "price": {"amount": "0"}, "status": "CONFIRMED"}],
                "tickets": [{"documentNumber": "MN-2207716", "status": "ISSUED", "travelerId": "1"},
                            {"documentNumber": "MN-2207717", "status": "ISSUED", "travelerId": "2"}],
            }}),
        pol("night-express#onboard",
            "Boarding opens 40 minutes before departure. Cabins are for the booked passengers only; visitors must "
            "leave the train before departure. Quiet hours run from 23:00 to 06:00. Berths cannot be swapped on "
            "board; any change must be made before departure through the booking desk.", revision="R5"),
    ],
    now="2026-06-01T12:00:00+09:00")

b.ok("Hello Mr. Nam, you and Ms. Nam Seo-ah are in cabin 07 of car 4 on train MN 1721, with the lower berth for "
     "you and the upper berth for Seo-ah. Boarding opens at 22:00 on Friday, 40 minutes before the 22:40 "
     "departure, and you arrive in Busan at 06:15 on Saturday.",
     [S("cabin 07 of car 4 on train MN 1721"), S("the lower berth for you"), S("the upper berth for Seo-ah"),
      S("Boarding opens at 22:00 on Friday"), S("40 minutes before the 22:40 departure"),
      S("arrive in Busan at 06:15 on Saturday")],
     ["22:00", "lower berth"],
     "BERTH items: traveller 1 (Gi-hoon) LOWER, traveller 2 (Seo-ah) UPPER, car 4 cabin 07; departure "
     "2026-06-05T22:40 (Fri), boarding 40 min before = 22:00; arrival 2026-06-06T06:15 (Sat).")

b.ok("Booking MNX7P3R, 2026.06.05:\n"
     "• Car 4, cabin 07 (Deluxe Twin)\n"
     "• Gi-hoon: lower berth; Seo-ah: upper berth\n"
     "• Journey time 7 h 35 min\n"
     "• Two shower tokens included\n"
     "Quiet hours are 23:00–06:00.",
     [S("Car 4, cabin 07 (Deluxe Twin)"), S("Gi-hoon: lower berth"), S("Seo-ah: upper berth"),
      S("Journey time 7 h 35 min"), S("Two shower tokens included"), S("Quiet hours are 23:00–06:00.")],
     ["cabin 07", "7 h 35 min"],
     "fareFamily DELUXE_TWIN; berths; PT7H35M; SHOWER_TOKEN qty 2 price 0; quiet hours in policy.")

b.ok("Lower berth for Gi-hoon, upper for Seo-ah, car 4 cabin 07; boarding from 22:00 on 5 June.",
     [S("Lower berth for Gi-hoon"), S("upper for Seo-ah"), S("car 4 cabin 07"), S("boarding from 22:00 on 5 June")],
     ["22:00"],
     "Berth items and boarding 40 minutes before the 22:40 departure.")

b.bad("Hi Mr. Nam, your booking reference is MN-LOY-55821034 and you're in car 4, cabin 07, lower berth. If you'd "
      "prefer to swap berths, just ask the attendant once on board.",
      [C("your booking reference is MN-LOY-55821034", "IDENTIFIER_MISMATCH"),
       S("car 4, cabin 07, lower berth"),
       C("just ask the attendant once on board", "NLI_CONTRADICTION")],
      ["wrong_role", "wrong_policy_condition"],
      ["booking reference is MN-LOY-55821034", "ask the attendant once on board"],
      "MN-LOY-55821034 is Gi-hoon's loyalty number; the booking reference is MNX7P3R. Policy: berths cannot be "
      "swapped on board.")

b.bad("Good afternoon Mr. Nam, MN 1721 leaves Seoul at 22:40 on Friday and boarding opens at 22:20, 40 minutes "
      "before. You arrive in Busan at 06:15.",
      [S("leaves Seoul at 22:40 on Friday"), C("boarding opens at 22:20", "VALUE_MISMATCH", "DATE_MISMATCH"),
       S("40 minutes before."), S("You arrive in Busan at 06:15")],
      ["wrong_arithmetic"], ["22:20"],
      "40 minutes before 22:40 is 22:00, not 22:20.")

b.repair("Hi Mr. Nam, you and Seo-ah are in car 4, cabin 07, and the journey takes 7 hours 15 minutes, arriving in "
         "Busan at 06:15.",
         [S("you and Seo-ah are in car 4, cabin 07"), C("the journey takes 7 hours 15 minutes", "VALUE_MISMATCH"),
          S("arriving in Busan at 06:15")],
         ["wrong_period"], ["7 hours 15 minutes"],
         ["7 hours 35 minutes|7 h 35 min|7h35|7 hours and 35 minutes|seven hours and thirty-five minutes|"
          "7 hr 35 min", "cabin 07"],
         "Segment duration PT7H35M (22:40 to 06:15).")

# ---------------------------------------------------------------------------------------------
# Bundle 14: Seoul -> Yeosu solo roomette on the Classic fare, breakfast bought as an add-on.
# ---------------------------------------------------------------------------------------------
b = Bundle(
    "train-breakfast-perk", TRAIN,
    "Does my ticket include breakfast and a shower?",
    [
        rec("get_order#MNB4T6Y", "tool:get_order", {
            "order": {
                "id": "MNO-5521877", "associatedRecords": [{"reference": "MNB4T6Y"}],
                "offers": [{
                    "id": "2", "fareFamily": "CLASSIC", "cabinType": "SOLO_ROOMETTE",
                    "includedServices": ["BEDDING", "WELCOME_DRINK", "AMENITY_KIT"],
                    "itineraries": [{"duration": "PT6H40M", "segments": [{
                        "departure": {"iataCode": "QSS", "at": "2026-05-23T23:10:00"},
                        "arrival": {"iataCode": "QYS", "name": "Yeosu EXPO Station", "at": "2026-05-24T05:50:00"},
                        "carrierCode": "MN", "number": "1733"}]}],
                    "price": {"currency": "KRW", "base": "142000", "total": "157000", "grandTotal": "157000"},
                    "travelerPricings": [{"travelerId": "1", "travelerType": "ADULT", "price": {"total": "142000"}}]}],
                "serviceItems": [{"type": "MEAL", "code": "BREAKFAST_SET", "quantity": 1,
                                  "price": {"amount": "15000", "currency": "KRW"}, "status": "CONFIRMED"}],
                "tickets": [{"documentNumber": "MN-2210448", "status": "ISSUED"}],
            }}),
        rec("get_offer#MNB4T6Y-grand", "tool:get_offer", {
            "offer": {"id": "3", "fareFamily": "GRAND", "cabinType": "SOLO_SUITE", "status": "AVAILABLE",
                      "includedServices": ["BEDDING", "WELCOME_DRINK", "AMENITY_KIT", "SHOWER", "BREAKFAST"],
                      "price": {"currency": "KRW", "total": "221000"}}}),
        pol("night-express#dining",
            "The dining car closes at 00:30. Breakfast is served in the dining car from 05:00 to 05:40 on the "
            "arrival morning and must be pre-ordered; it is included only in the Grand fare. Showers are available "
            "to Grand passengers; Classic passengers may buy a shower token on board for ₩5,000.", revision="R5"),
    ],
    now="2026-05-21T09:30:00+09:00")

b.ok("Hi Ms. Ahn, your Classic roomette fare doesn't include breakfast, but you pre-ordered a breakfast set for "
     "₩15,000, so it's confirmed. It's served in the dining car from 05:00 to 05:40 before you arrive in Yeosu at "
     "05:50. Showers aren't included in Classic, but you can buy a shower token on board for ₩5,000.",
     [S("your Classic roomette fare doesn't include breakfast"), S("pre-ordered a breakfast set for ₩15,000"),
      S("so it's confirmed"), S("served in the dining car from 05:00 to 05:40"), S("arrive in Yeosu at 05:50"),
      S("Showers aren't included in Classic"), S("buy a shower token on board for ₩5,000")],
     ["₩15,000", "05:50"],
     "fareFamily CLASSIC includedServices without breakfast/shower; BREAKFAST_SET 15000 CONFIRMED; arrival "
     "05:50; dining policy gives 05:00-05:40 and the ₩5,000 token.")

b.ok("Dear Ms. Ahn,\n\nYour Classic fare includes bedding, a welcome drink and an amenity kit. Breakfast was added "
     "separately and is confirmed; you paid ₩157,000 in total for the fare and breakfast. Shower tokens can be "
     "bought on board.\n\nSafe travels,\nMorning Calm Night Express",
     [S("includes bedding, a welcome drink and an amenity kit"), S("Breakfast was added separately and is confirmed"),
      S("₩157,000 in total"), S("Shower tokens can be bought on board")],
     ["₩157,000"],
     "includedServices BEDDING, WELCOME_DRINK, AMENITY_KIT; 142000 + 15000 = grandTotal 157000.")

b.bad("Hi Ms. Ahn, you're booked on the Grand fare, which includes bedding and an amenity kit. A shower is "
      "included too, and your breakfast set is confirmed.",
      [C("you're booked on the Grand fare", "VALUE_MISMATCH", "IDENTIFIER_MISMATCH"),
       S("which includes bedding and an amenity kit"),
       CI("A shower is included too", "NLI_CONTRADICTION", "VALUE_MISMATCH", "CLAIM_WITHOUT_TOOL_EVIDENCE"),
       S("your breakfast set is confirmed")],
      ["wrong_name", "unlisted_perk"], ["booked on the Grand fare", "A shower is included"],
      "The booked fareFamily is CLASSIC (Grand is only an available offer). Classic includedServices have no "
      "shower; the policy sells Classic passengers a ₩5,000 token.")

b.bad("Hello Ms. Ahn, breakfast is included in your Classic fare and will be served from 05:00 to 06:00. Your "
      "train reaches Yeosu at 05:50.",
      [C("breakfast is included in your Classic fare", "NLI_CONTRADICTION", "VALUE_MISMATCH"),
       C("from 05:00 to 06:00", "NLI_CONTRADICTION", "VALUE_MISMATCH"), S("Your train reaches Yeosu at 05:50")],
      ["condition_unmet", "wrong_time"], ["included in your Classic fare", "05:00 to 06:00"],
      "Breakfast is included only in the Grand fare; her BREAKFAST_SET was bought for 15000. Policy: served "
      "05:00 to 05:40.")

b.repair("Hi Ms. Ahn, your breakfast set is confirmed and a shower is included with your roomette.",
         [S("your breakfast set is confirmed"),
          CI("a shower is included with your roomette", "NLI_CONTRADICTION", "VALUE_MISMATCH",
             "CLAIM_WITHOUT_TOOL_EVIDENCE")],
         ["unlisted_perk"], ["a shower is included"],
         ["₩5,000|5,000|token|not included|isn't included|aren't included", "breakfast"],
         "Classic includedServices lack SHOWER; Classic passengers buy a shower token on board for ₩5,000.")

# ---------------------------------------------------------------------------------------------
# Bundle 15: sleeper moved from 15 May to 22 May; the customer also holds a 24 May return.
# ---------------------------------------------------------------------------------------------
b = Bundle(
    "train-exchange-date", TRAIN,
    "I moved my trip to the 22nd. What did the change cost and is my new ticket ready?",
    [
        rec("get_order#MNQ2W8L", "tool:get_order", {
            "order": {
                "id": "MNO-5519050", "associatedRecords": [{"reference": "MNQ2W8L"}],
                "offers": [{
                    "id": "4", "fareFamily": "SOLO_BERTH",
                    "itineraries": [{"duration": "PT7H35M", "segments": [{
                        "departure": {"iataCode": "QSS", "at": "2026-05-22T22:40:00"},
                        "arrival": {"iataCode": "QBS", "at": "2026-05-23T06:15:00"},
                        "carrierCode": "MN", "number": "1721"}]}],
                    "price": {"currency": "KRW", "total": "112000", "grandTotal": "112000"}}],
                "serviceItems": [{"type": "BERTH", "car": "6", "berthNumber": "14", "berth": "LOWER",
                                  "status": "CONFIRMED"}],
                "tickets": [
                    {"documentNumber": "MN-2204102", "status": "EXCHANGED", "travelDate": "2026-05-15",
                     "amount": "96000", "exchangedTo": "MN-2209377"},
                    {"documentNumber": "MN-2209377", "status": "ISSUED", "travelDate": "2026-05-22",
                     "amount": "112000"}],
                "exchange": {"changeFee": "5000", "fareDifference": "16000", "totalCollected": "21000",
                             "currency": "KRW", "collectedAt": "2026-05-14T10:48:00Z"},
            }}),
        rec("get_order#MNR5K1D", "tool:get_order", {
            "order": {"id": "MNO-5519051", "associatedRecords": [{"reference": "MNR5K1D"}],
                      "offers": [{"itineraries": [{"segments": [{
                          "departure": {"iataCode": "QBS", "at": "2026-05-24T22:50:00"},
                          "arrival": {"iataCode": "QSS", "at": "2026-05-25T06:20:00"},
                          "carrierCode": "MN", "number": "1722"}]}],
                          "price": {"currency": "KRW", "total": "96000"}}],
                      "tickets": [{"documentNumber": "MN-2204103", "status": "ISSUED"}]}}),
        pol("night-express#changes",
            "Date changes are allowed up to 2 hours before departure for a ₩5,000 fee plus any fare difference. "
            "If the new fare is lower, the difference is returned as travel credit, not cash. Exchanged tickets "
            "cannot be changed back to the original date.", revision="R5"),
    ],
    now="2026-05-14T20:00:00+09:00")

b.ok("Hello Mr. Shin, your new ticket for 22 May is issued: MN 1721 leaving at 22:40, car 6, lower berth 14. The "
     "change cost ₩21,000, which is the ₩5,000 change fee plus the ₩16,000 fare difference. Your original 15 May "
     "ticket has been exchanged and can't be switched back.",
     [S("your new ticket for 22 May is issued"), S("MN 1721 leaving at 22:40"), S("car 6, lower berth 14"),
      S("The change cost ₩21,000"), S("the ₩5,000 change fee"), S("the ₩16,000 fare difference"),
      S("Your original 15 May ticket has been exchanged"), S("can't be switched back")],
     ["₩21,000", "22 May"],
     "Ticket MN-2209377 ISSUED for 2026-05-22; BERTH car 6 no. 14 LOWER; exchange changeFee 5000 + "
     "fareDifference 16000 = totalCollected 21000; old ticket EXCHANGED; policy: cannot change back.")

b.ok("All set: your sleeper now runs next Friday, 22 May, and ₩21,000 was collected for the change.",
     [S("your sleeper now runs next Friday, 22 May"), S("₩21,000 was collected for the change")],
     ["₩21,000"],
     "now is Thu 14 May, so 22 May is next Friday; totalCollected 21000.")

b.bad("Hi Mr. Shin, your new sleeper ticket is issued for 24 May at 22:40, car 6, berth 14. You paid ₩21,000 for "
      "the change.",
      [C("issued for 24 May", "DATE_MISMATCH"), S("car 6, berth 14"), S("You paid ₩21,000 for the change")],
      ["other_record_value"], ["24 May"],
      "24 May is the date of the customer's other booking MNR5K1D (the return from Busan); the exchanged "
      "ticket is for 22 May.")

b.bad("Good evening Mr. Shin, your new ticket for 22 May is issued. The change cost ₩16,000, since date changes "
      "carry no fee beyond the fare difference.",
      [S("your new ticket for 22 May is issued"), C("The change cost ₩16,000", "AMOUNT_MISMATCH"),
       C("date changes carry no fee beyond the fare difference", "NLI_CONTRADICTION")],
      ["wrong_amount", "wrong_policy_condition"], ["change cost ₩16,000", "carry no fee beyond"],
      "totalCollected is 21000 (5000 fee + 16000 difference); policy charges a ₩5,000 change fee.")

b.repair("Hello Mr. Shin, your ticket for 22 May is issued (car 6, berth 14), and ₩21,000 was charged. If you "
         "later move to a cheaper date, the difference comes back to your card.",
         [S("your ticket for 22 May is issued"), S("car 6, berth 14"), S("₩21,000 was charged"),
          C("the difference comes back to your card", "NLI_CONTRADICTION")],
         ["wrong_policy_condition"], ["comes back to your card"],
         ["travel credit|credit", "₩21,000"],
         "Policy: a lower new fare's difference is returned as travel credit, not cash.")

# ---------------------------------------------------------------------------------------------
# Bundle 16: family quad cabin, two children, one held infant, cot only requested.
# ---------------------------------------------------------------------------------------------
b = Bundle(
    "train-child-cabin", TRAIN,
    "Please confirm our family cabin cost and whether the cot for the baby is arranged.",
    [
        rec("get_order#MNF8D3S", "tool:get_order", {
            "order": {
                "id": "MNO-5523306", "associatedRecords": [{"reference": "MNF8D3S"}],
                "offers": [{
                    "id": "1", "fareFamily": "FAMILY_QUAD",
                    "itineraries": [{"duration": "PT7H5M", "segments": [{
                        "departure": {"iataCode": "QSS", "at": "2026-05-29T23:00:00"},
                        "arrival": {"iataCode": "QMP", "name": "Mokpo Station", "at": "2026-05-30T06:05:00"},
                        "carrierCode": "MN", "number": "1805"}]}],
                    "price": {"currency": "KRW", "base": "256000",
                              "fees": [{"amount": "40000", "type": "CABIN_SUPPLEMENT"}],
                              "total": "296000", "grandTotal": "296000"},
                    "travelerPricings": [
                        {"travelerId": "1", "travelerType": "ADULT", "price": {"total": "128000"}},
                        {"travelerId": "2", "travelerType": "CHILD", "age": 9, "price": {"total": "64000"}},
                        {"travelerId": "3", "travelerType": "CHILD", "age": 6, "price": {"total": "64000"}},
                        {"travelerId": "4", "travelerType": "HELD_INFANT", "ageMonths": 10,
                         "associatedAdultId": "1", "price": {"total": "0"}}]}],
                "travelers": [{"id": "1", "name": {"firstName": "GAEUN", "lastName": "MOON"}}],
                "serviceItems": [{"type": "TRAVEL_COT", "quantity": 1, "price": {"amount": "0"},
                                  "status": "REQUESTED"}],
                "tickets": [{"documentNumber": f"MN-22130{n}", "status": "ISSUED"} for n in (51, 52, 53, 54)],
            }}),
        pol("night-express#children",
            "Children aged 4 to 12 pay half the adult fare and need their own berth. Children under 4 travel free "
            "if they share a berth with an adult. A travel cot can be requested at no charge, subject to "
            "availability on the day. Each cabin must include at least one passenger over 18.", revision="R5"),
    ],
    now="2026-05-26T11:00:00+09:00")

b.ok("Hi Ms. Moon, your family cabin on MN 1805 comes to ₩296,000: your adult fare of ₩128,000, two child fares of "
     "₩64,000 each, and the ₩40,000 cabin supplement; the baby travels free sharing your berth. The travel cot has "
     "been requested but isn't confirmed yet, as cots depend on availability.",
     [S("comes to ₩296,000"), S("your adult fare of ₩128,000"), S("two child fares of ₩64,000 each"),
      S("the ₩40,000 cabin supplement"), S("the baby travels free sharing your berth"),
      S("The travel cot has been requested but isn't confirmed yet"), S("cots depend on availability")],
     ["₩296,000"],
     "travelerPricings 128000 + 64000 + 64000 + 0, CABIN_SUPPLEMENT 40000, grandTotal 296000; TRAVEL_COT "
     "REQUESTED; policy: cot subject to availability.")

b.ok("Your four-berth cabin departs Seoul at 23:00 on 29 May and reaches Mokpo at 06:05. Total paid: two hundred "
     "ninety-six thousand won. The cot request is still pending.",
     [S("departs Seoul at 23:00 on 29 May"), S("reaches Mokpo at 06:05"),
      S("two hundred ninety-six thousand won"), S("The cot request is still pending")],
     ["06:05"],
     "Segment QSS 2026-05-29T23:00 -> QMP 06:05; grandTotal 296000; cot REQUESTED.")

b.bad("Hello Ms. Moon, the total is ₩296,000 and the travel cot is confirmed for your cabin.",
      [S("the total is ₩296,000"), C("the travel cot is confirmed", "RECORD_STATE_MISMATCH")],
      ["wrong_state"], ["cot is confirmed"],
      "TRAVEL_COT status is REQUESTED, not CONFIRMED.")

b.bad("Hi Ms. Moon, with one adult fare of ₩128,000 and two child fares of ₩64,000, your total is ₩256,000. "
      "Children under 6 travel free, so only the baby goes at no charge.",
      [S("one adult fare of ₩128,000"), S("two child fares of ₩64,000"),
       C("your total is ₩256,000", "AMOUNT_MISMATCH"),
       C("Children under 6 travel free", "NLI_CONTRADICTION", "VALUE_MISMATCH"),
       S("only the baby goes at no charge")],
      ["wrong_arithmetic", "wrong_policy_condition"], ["₩256,000", "Children under 6 travel free"],
      "The total skips the 40000 cabin supplement (grandTotal 296000). Policy: under 4 travel free when sharing "
      "a berth.")

b.repair("Hi Ms. Moon, your cabin costs ₩296,000 in total, and your children each pay ₩128,000.",
         [S("your cabin costs ₩296,000 in total"), C("your children each pay ₩128,000", "AMOUNT_MISMATCH")],
         ["wrong_role"], ["each pay ₩128,000"],
         ["₩64,000|64,000", "₩296,000"],
         "128000 is the ADULT fare; each CHILD pays 64000.")
