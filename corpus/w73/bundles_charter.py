"""Air-charter broker (bundles 1-4) and helicopter sightseeing (bundles 5-8)."""
from write_cases import Bundle, S, NA, C, I, CI, rec, pol, psg, refused

CHARTER = "air-charter broker"
HELI = "helicopter sightseeing"

# ---------------------------------------------------------------------------------------------
# Bundle 1: Gimpo -> Jeju whole-aircraft charter, booked offer 3 beside an expired offer 1.
# ---------------------------------------------------------------------------------------------
b = Bundle(
    "ac-jeju-quote", CHARTER,
    "Can you confirm the final price and what time we leave Gimpo on the 16th for our Jeju charter?",
    [
        rec("get_flight_order#HC7Q2M", "tool:get_flight_order", {
            "data": {
                "type": "flight-order", "id": "ORD-2026-04418",
                "associatedRecords": [{"reference": "HC7Q2M", "creationDate": "2026-04-28T02:14:00.000Z",
                                       "originSystemCode": "HCP", "flightOfferId": "3"}],
                "flightOffers": [{
                    "id": "3", "source": "CHARTER", "lastTicketingDate": "2026-05-01",
                    "itineraries": [{"duration": "PT1H5M", "segments": [{
                        "departure": {"iataCode": "GMP", "terminal": "GA", "at": "2026-05-16T09:30:00"},
                        "arrival": {"iataCode": "CJU", "at": "2026-05-16T10:35:00"},
                        "carrierCode": "HJ", "number": "801",
                        "aircraft": {"code": "C56X", "category": "LIGHT_JET", "seats": 8},
                        "operating": {"carrierCode": "HJ", "operatorName": "Hallim Jet Aviation"},
                        "duration": "PT1H5M", "numberOfStops": 0}]}],
                    "price": {"currency": "KRW", "base": "14800000",
                              "fees": [{"amount": "420000", "type": "LANDING"},
                                       {"amount": "310000", "type": "GROUND_HANDLING"}],
                              "total": "15530000", "grandTotal": "15530000"},
                    "travelerPricings": [
                        {"travelerId": str(i), "travelerType": "ADULT", "fareOption": "WHOLE_AIRCRAFT"}
                        for i in range(1, 6)],
                }],
                "travelers": [{"id": "1", "name": {"firstName": "SEOYEON", "lastName": "YOON"}}],
                "tickets": [{"documentType": "CHARTER_CONTRACT", "documentNumber": "HJ5500281",
                             "status": "ISSUED", "issueDate": "2026.04.28"}],
            }}),
        rec("get_offer#OFR-1", "tool:get_offer", {
            "offer": {"id": "1", "source": "CHARTER", "status": "EXPIRED", "lastTicketingDate": "2026-04-25",
                      "itineraries": [{"duration": "PT1H5M", "segments": [{
                          "departure": {"iataCode": "GMP", "terminal": "GA", "at": "2026-05-16T08:00:00"},
                          "arrival": {"iataCode": "CJU", "at": "2026-05-16T09:05:00"},
                          "carrierCode": "HJ", "number": "801", "aircraft": {"code": "C56X"}}]}],
                      "price": {"currency": "KRW", "base": "14250000", "total": "14950000",
                                "grandTotal": "14950000"}}}),
        pol("charter-terms#quotes",
            "Prices on a charter quote cover the aircraft, crew and fuel. Airport landing and ground-handling "
            "fees are passed on at cost and itemised on the offer. A quote is held only until its last "
            "ticketing date; after that the aircraft is released and a new quote is issued. Passengers should "
            "check in at the general aviation terminal at least 30 minutes before the scheduled departure. "
            "Each passenger may bring up to 20 kg of baggage on light jets.", revision="2026-03"),
    ],
    now="2026-05-12T14:20:00+09:00")

b.ok("Good afternoon Ms. Yoon, your Jeju charter HC7Q2M is confirmed, leaving Gimpo at 09:30 on 16 May and "
     "landing in Jeju at 10:35. The total is ₩15,530,000, which already includes the ₩420,000 landing fee and "
     "₩310,000 for ground handling. Please check in at the general aviation terminal at least 30 minutes "
     "before departure.",
     [S("your Jeju charter HC7Q2M is confirmed"), S("leaving Gimpo at 09:30 on 16 May"),
      S("landing in Jeju at 10:35"), S("The total is ₩15,530,000"), S("the ₩420,000 landing fee"),
      S("₩310,000 for ground handling"), S("at least 30 minutes before departure")],
     ["₩15,530,000", "09:30"],
     "Offer 3 in the order: GMP 09:30 -> CJU 10:35 on 2026-05-16, grandTotal 15530000 with LANDING 420000 and "
     "GROUND_HANDLING 310000; contract ticket ISSUED. Policy gives the 30-minute check-in.")

b.ok("Here is where booking HC7Q2M stands:\n"
     "- Departure: Gimpo (GMP) this Saturday, 2026.05.16, at 09:30\n"
     "- Arrival: Jeju (CJU) at 10:35, so just over an hour in the air\n"
     "- Aircraft price ₩14,800,000 plus ₩730,000 in airport fees, ₩15,530,000 altogether\n"
     "Baggage is up to 20 kg per person on this light jet. Have a smooth trip!",
     [S("this Saturday, 2026.05.16, at 09:30"), S("Jeju (CJU) at 10:35"), S("just over an hour in the air"),
      S("Aircraft price ₩14,800,000"), S("₩730,000 in airport fees"), S("₩15,530,000 altogether"),
      S("up to 20 kg per person on this light jet"), NA("Have a smooth trip!")],
     ["₩15,530,000", "09:30"],
     "now is Tue 2026-05-12, so 16 May is this Saturday. base 14800000 + fees 420000 + 310000 = 15530000; "
     "duration PT1H5M; aircraft category LIGHT_JET and the policy's 20 kg.")

b.ok("HC7Q2M: Gimpo 09:30 → Jeju 10:35 on 16 May, ₩15,530,000 all in.",
     [S("Gimpo 09:30 → Jeju 10:35 on 16 May"), S("₩15,530,000 all in")],
     ["₩15,530,000"],
     "Segment times and grandTotal of booked offer 3.")

b.bad("Hello Ms. Yoon, thanks for checking in. Your charter HC7Q2M departs Gimpo at 08:00 on 16 May, with a "
      "flight time of about 1 hour 5 minutes. The total comes to ₩15,530,000, including landing and handling "
      "fees.",
      [NA("thanks for checking in"), C("departs Gimpo at 08:00 on 16 May", "DATE_MISMATCH", "VALUE_MISMATCH"),
       S("flight time of about 1 hour 5 minutes"), S("The total comes to ₩15,530,000"),
       S("including landing and handling fees")],
      ["stale_value"], ["at 08:00"],
      "08:00 is the departure of expired offer 1; the booked offer 3 departs at 09:30. Price and duration match "
      "offer 3.")

b.bad("Dear Ms. Yoon,\n\nThank you for your message. For HC7Q2M the aircraft price is ₩14,800,000, and with "
      "the ₩420,000 landing fee your total is ₩15,220,000. Departure from Gimpo is at 09:30 on 16 May. Please "
      "arrive at the general aviation terminal 15 minutes before take-off.\n\nKind regards,\nHanul Charter Desk",
      [NA("Thank you for your message."), S("the aircraft price is ₩14,800,000"), S("the ₩420,000 landing fee"),
       C("your total is ₩15,220,000", "AMOUNT_MISMATCH"), S("Departure from Gimpo is at 09:30 on 16 May"),
       C("15 minutes before take-off", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
      ["wrong_arithmetic", "wrong_policy_condition"], ["₩15,220,000", "15 minutes before take-off"],
      "Total skips the 310000 ground-handling fee (grandTotal 15530000). Policy asks for check-in at least "
      "30 minutes before departure.")

b.repair("Hi Ms. Yoon, your charter HC7Q2M leaves Gimpo at 09:30 on 16 May and arrives in Jeju at 10:35. The "
         "all-in price is ₩14,950,000, with landing and handling fees included.",
         [S("leaves Gimpo at 09:30 on 16 May"), S("arrives in Jeju at 10:35"),
          C("The all-in price is ₩14,950,000", "AMOUNT_MISMATCH"), S("with landing and handling fees included")],
         ["stale_value"], ["₩14,950,000"],
         ["₩15,530,000|15,530,000|15.53 million", "09:30", "10:35"],
         "14950000 is the total of expired offer 1; the booked offer's grandTotal is 15530000.")

# ---------------------------------------------------------------------------------------------
# Bundle 2: Incheon <-> Fukuoka corporate charter, deposit paid, part-payment schedule.
# ---------------------------------------------------------------------------------------------
b = Bundle(
    "ac-deposit-balance", CHARTER,
    "How much do we still owe on the Fukuoka charter and by when?",
    [
        rec("get_flight_order#HC9D4L", "tool:get_flight_order", {
            "data": {
                "type": "flight-order", "id": "ORD-2026-04602",
                "associatedRecords": [{"reference": "HC9D4L", "creationDate": "2026-04-30T07:55:00.000Z",
                                       "originSystemCode": "HCP"}],
                "flightOffers": [{
                    "id": "2", "source": "CHARTER",
                    "itineraries": [
                        {"duration": "PT1H25M", "segments": [{
                            "departure": {"iataCode": "ICN", "terminal": "GA", "at": "2026-05-27T08:00:00"},
                            "arrival": {"iataCode": "FUK", "at": "2026-05-27T09:25:00"},
                            "carrierCode": "HJ", "number": "930", "aircraft": {"code": "CL35"}}]},
                        {"duration": "PT1H20M", "segments": [{
                            "departure": {"iataCode": "FUK", "at": "2026-05-28T17:30:00"},
                            "arrival": {"iataCode": "ICN", "terminal": "GA", "at": "2026-05-28T18:50:00"},
                            "carrierCode": "HJ", "number": "931", "aircraft": {"code": "CL35"}}]}],
                    "price": {"currency": "KRW", "base": "38600000",
                              "fees": [{"amount": "1150000", "type": "LANDING"},
                                       {"amount": "980000", "type": "CREW_OVERNIGHT", "station": "FUK"}],
                              "total": "40730000", "grandTotal": "40730000"},
                }],
                "travelers": [{"id": "1", "name": {"firstName": "JUNHO", "lastName": "PARK"},
                               "company": "Daesan Materials"}],
                "paymentSchedule": [
                    {"type": "DEPOSIT", "amount": "20365000", "dueDate": "2026.05.02", "status": "PAID",
                     "paidAt": "2026-05-02T05:40:12Z", "method": "BANK_TRANSFER"},
                    {"type": "BALANCE", "amount": "20365000", "dueDate": "2026.05.20", "status": "DUE"}],
                "tickets": [{"documentType": "CHARTER_CONTRACT", "documentNumber": "HJ5500344",
                             "status": "ISSUED"}],
            }}),
        rec("get_flight_order#HC3K8P", "tool:get_flight_order", {
            "data": {"type": "flight-order", "id": "ORD-2026-03117",
                     "associatedRecords": [{"reference": "HC3K8P"}],
                     "flightOffers": [{"id": "1", "source": "CHARTER",
                                       "itineraries": [{"segments": [{
                                           "departure": {"iataCode": "GMP", "at": "2026-03-19T10:00:00"},
                                           "arrival": {"iataCode": "CJU", "at": "2026-03-19T11:05:00"}}]}],
                                       "price": {"currency": "KRW", "total": "12400000",
                                                 "grandTotal": "12400000"}}],
                     "paymentSchedule": [{"type": "FULL", "amount": "12400000", "status": "PAID"}],
                     "tickets": [{"documentNumber": "HJ5500107", "status": "ISSUED"}]}}),
        pol("charter-terms#payment",
            "A deposit of 50% of the charter price secures the aircraft. The balance must reach us no later "
            "than 7 days before the first departure; if it does not, the broker may release the aircraft and "
            "keep the deposit. Payments can be made by bank transfer or corporate card; card payments carry a "
            "2.5% surcharge. When the aircraft stays overnight away from base, a crew overnight fee applies.",
            revision="2026-03"),
    ],
    now="2026-05-14T11:05:00+09:00")

b.ok("Hello Mr. Park, your deposit of ₩20,365,000 for charter HC9D4L was received on 2 May, so ₩20,365,000 "
     "remains. The balance is due by 20 May, seven days before your 27 May departure. Bank transfer or corporate "
     "card both work, though card payments carry a 2.5% surcharge.",
     [S("your deposit of ₩20,365,000 for charter HC9D4L"), S("was received on 2 May"),
      S("so ₩20,365,000 remains"), S("The balance is due by 20 May"),
      S("seven days before your 27 May departure"), S("Bank transfer or corporate card both work"),
      S("card payments carry a 2.5% surcharge")],
     ["₩20,365,000", "20 May"],
     "paymentSchedule: DEPOSIT 20365000 PAID at 2026-05-02T05:40Z (14:40 KST, 2 May); BALANCE 20365000 DUE "
     "2026.05.20; first departure 2026-05-27. Policy: 7 days, bank or card, 2.5% card surcharge.")

b.ok("Dear Mr. Park,\n\nThank you for getting in touch. Half of the ₩40,730,000 charter price has been paid, "
     "leaving a balance of twenty million three hundred sixty-five thousand won on HC9D4L. It is due next "
     "Wednesday, 20 May. The total includes the ₩980,000 crew overnight fee, as the aircraft stays in Fukuoka "
     "the night of 27 May.\n\nWarm regards,\nHanul Charter Desk",
     [NA("Thank you for getting in touch."), S("Half of the ₩40,730,000 charter price has been paid"),
      S("twenty million three hundred sixty-five thousand won"), S("It is due next Wednesday, 20 May"),
      S("includes the ₩980,000 crew overnight fee"), S("stays in Fukuoka the night of 27 May")],
     ["₩40,730,000", "20 May"],
     "grandTotal 40730000; deposit 20365000 PAID, balance 20365000 DUE 2026.05.20 (a Wednesday; now is Thu "
     "14 May). CREW_OVERNIGHT fee 980000 at FUK; outbound 27 May, return 28 May.")

b.bad("Hi Mr. Park, the deposit on HC9D4L is paid and the remaining balance is ₩12,400,000, due by 20 May. Your "
      "return leaves Fukuoka at 17:30 on 28 May.",
      [S("the deposit on HC9D4L is paid"), C("the remaining balance is ₩12,400,000", "AMOUNT_MISMATCH"),
       S("due by 20 May"), S("leaves Fukuoka at 17:30 on 28 May")],
      ["other_record_value"], ["₩12,400,000"],
      "12400000 is the total of the customer's other charter HC3K8P; HC9D4L's BALANCE is 20365000.")

b.bad("Good morning Mr. Park, your deposit for HC9D4L reached us on 2 May at 05:40, and ₩20,365,000 is still "
      "outstanding, due by 20 May. Paying by corporate card carries no extra charge.",
      [C("on 2 May at 05:40", "DATE_MISMATCH", "VALUE_MISMATCH"), S("₩20,365,000 is still outstanding"),
       S("due by 20 May"), C("carries no extra charge", "NLI_CONTRADICTION")],
      ["unit_conversion", "wrong_policy_condition"], ["at 05:40", "carries no extra charge"],
      "paidAt 2026-05-02T05:40:12Z is 14:40 in Seoul, not 05:40. Policy: card payments carry a 2.5% surcharge.")

b.repair("Hello Mr. Park, your ₩20,365,000 deposit on HC9D4L has been received, and the remaining ₩20,365,000 is "
         "due by 27 May.",
         [S("your ₩20,365,000 deposit on HC9D4L has been received"), S("the remaining ₩20,365,000"),
          C("is due by 27 May", "DATE_MISMATCH")],
         ["wrong_date"], ["due by 27 May"],
         ["20 May|2026.05.20|May 20|20th of May|20/05", "₩20,365,000"],
         "BALANCE dueDate is 2026.05.20; 27 May is the departure date.")

# ---------------------------------------------------------------------------------------------
# Bundle 3: Gimpo -> Yangyang charter with a dog in cabin, confirmed snacks, champagne only requested.
# ---------------------------------------------------------------------------------------------
b = Bundle(
    "ac-catering-pets", CHARTER,
    "We're bringing our dog and I ordered snacks and champagne. Is that all set for Saturday?",
    [
        rec("get_flight_order#HC2B6N", "tool:get_flight_order", {
            "data": {
                "type": "flight-order", "id": "ORD-2026-04755",
                "associatedRecords": [{"reference": "HC2B6N", "creationDate": "2026-05-06T03:21:00.000Z"}],
                "flightOffers": [{
                    "id": "1", "source": "CHARTER",
                    "itineraries": [{"duration": "PT50M", "segments": [{
                        "departure": {"iataCode": "GMP", "terminal": "GA", "at": "2026-05-23T10:00:00"},
                        "arrival": {"iataCode": "YNY", "at": "2026-05-23T10:50:00"},
                        "carrierCode": "HJ", "number": "812",
                        "aircraft": {"code": "E55P", "name": "Embraer Phenom 300", "category": "LIGHT_JET"}}]}],
                    "includedServices": ["CREW", "FUEL", "BOTTLED_WATER", "LEATHER_SEATING"],
                    "price": {"currency": "KRW", "base": "6900000", "total": "7380000", "grandTotal": "7540000",
                              "fees": [{"amount": "480000", "type": "LANDING_AND_HANDLING"}]},
                    "travelerPricings": [{"travelerId": str(i), "travelerType": "ADULT"} for i in range(1, 5)],
                }],
                "travelers": [{"id": "1", "name": {"firstName": "HAEUN", "lastName": "CHOI"}}],
                "serviceItems": [
                    {"id": "SI-1", "type": "CATERING", "code": "CAT_LIGHT", "description": "LIGHT_SNACK_BOX",
                     "quantity": 4, "price": {"amount": "160000", "currency": "KRW"}, "status": "CONFIRMED"},
                    {"id": "SI-2", "type": "PET_IN_CABIN", "code": "PETC", "quantity": 1,
                     "pet": {"species": "DOG", "weightKg": 9},
                     "price": {"amount": "0", "currency": "KRW"}, "status": "CONFIRMED"},
                    {"id": "SI-3", "type": "CATERING", "code": "CAT_CHAMP", "description": "CHAMPAGNE_SERVICE",
                     "quantity": 1, "price": {"amount": "350000", "currency": "KRW"}, "status": "REQUESTED"}],
                "tickets": [{"documentType": "CHARTER_CONTRACT", "documentNumber": "HJ5500397",
                             "status": "ISSUED"}],
            }}),
        pol("charter-terms#pets-catering",
            "Pets are welcome in the cabin on whole-aircraft charters at no extra cost, provided they stay on a "
            "leash or in a carrier during taxi, take-off and landing. Animals over 25 kg need the operator's "
            "written approval. Special catering must be ordered at least 48 hours before departure. Catering "
            "requests are confirmed by the caterer and are not guaranteed until they are marked confirmed.",
            revision="2026-03"),
    ],
    now="2026-05-20T16:40:00+09:00")

b.ok("Hi Ms. Choi, your dog is confirmed to fly in the cabin with you at no charge, and the four light snack "
     "boxes (₩160,000) are confirmed too. The champagne service is still marked as requested and has not been "
     "confirmed by the caterer yet. Your flight leaves Gimpo at 10:00 on Saturday, 23 May and lands in Yangyang "
     "at 10:50.",
     [S("your dog is confirmed to fly in the cabin"), S("at no charge"),
      S("four light snack boxes (₩160,000) are confirmed"), S("still marked as requested"),
      S("has not been confirmed by the caterer yet"), S("leaves Gimpo at 10:00 on Saturday, 23 May"),
      S("lands in Yangyang at 10:50")],
     ["₩160,000", "10:00"],
     "serviceItems: PET_IN_CABIN CONFIRMED price 0; CAT_LIGHT qty 4 160000 CONFIRMED; CAT_CHAMP REQUESTED. "
     "Segment GMP 10:00 -> YNY 10:50 on 2026-05-23 (a Saturday).")

b.ok("Dog in cabin: confirmed, free. Snack boxes ×4: confirmed. Champagne: requested, not yet confirmed. "
     "Please keep your dog leashed or in its carrier for taxi, take-off and landing.",
     [S("Dog in cabin: confirmed, free."), S("Snack boxes ×4: confirmed."),
      S("Champagne: requested, not yet confirmed."), S("keep your dog leashed or in its carrier")],
     ["Snack boxes ×4"],
     "Statuses of SI-1..SI-3; the leash/carrier rule is in the pets policy.")

b.bad("Hello Ms. Choi, here is where Saturday stands: your dog flies in the cabin free of charge, and both the "
      "snack boxes and the champagne service are confirmed. The Phenom also has Wi-Fi on board, so you can stay "
      "connected during the 50-minute flight.",
      [S("your dog flies in the cabin free of charge"),
       C("both the snack boxes and the champagne service are confirmed", "RECORD_STATE_MISMATCH"),
       CI("has Wi-Fi on board", "CLAIM_WITHOUT_TOOL_EVIDENCE", "VALUE_MISMATCH"),
       S("the 50-minute flight")],
      ["wrong_state", "unlisted_perk"], ["champagne service are confirmed", "Wi-Fi on board"],
      "CAT_CHAMP status is REQUESTED, not CONFIRMED. includedServices lists crew, fuel, water and leather "
      "seating, no Wi-Fi. Duration PT50M.")

b.bad("Dear Ms. Choi,\n\nYour 9 kg dog is approved for the cabin at no extra cost, and the six light snack boxes "
      "are confirmed. Further catering can be added until 12 hours before departure.\n\nBest regards,\n"
      "Hanul Charter Desk",
      [S("Your 9 kg dog is approved for the cabin"), S("at no extra cost"),
       C("the six light snack boxes", "VALUE_MISMATCH"),
       C("until 12 hours before departure", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
      ["wrong_quantity", "wrong_period"], ["six light snack boxes", "until 12 hours before departure"],
      "CAT_LIGHT quantity is 4. Policy: special catering must be ordered at least 48 hours before departure.")

b.repair("Hi Ms. Choi, your dog is booked to travel in the cabin free of charge and the four snack boxes are "
         "confirmed. Your champagne service is confirmed as well.",
         [S("your dog is booked to travel in the cabin free of charge"), S("the four snack boxes are confirmed"),
          C("Your champagne service is confirmed as well", "RECORD_STATE_MISMATCH")],
         ["wrong_state"], ["champagne service is confirmed"],
         ["requested|not yet confirmed|not been confirmed|not confirmed|pending|awaiting",
          "four snack boxes|4 snack boxes"],
         "CAT_CHAMP status REQUESTED; the policy says requests are not guaranteed until marked confirmed.")

# ---------------------------------------------------------------------------------------------
# Bundle 4: Busan charter cancelled 14 days out; refund escalated (refused call).
# ---------------------------------------------------------------------------------------------
b = Bundle(
    "ac-cancel-refund", CHARTER,
    "I've cancelled the Busan charter. How much do I get back and when?",
    [
        rec("get_flight_order#HC5T1R", "tool:get_flight_order", {
            "data": {
                "type": "flight-order", "id": "ORD-2026-04120", "status": "CANCELLED",
                "associatedRecords": [{"reference": "HC5T1R"}],
                "flightOffers": [{
                    "id": "1", "source": "CHARTER",
                    "itineraries": [{"duration": "PT1H", "segments": [{
                        "departure": {"iataCode": "GMP", "terminal": "GA", "at": "2026-06-05T07:30:00"},
                        "arrival": {"iataCode": "PUS", "at": "2026-06-05T08:30:00"},
                        "carrierCode": "HJ", "number": "845"}]}],
                    "price": {"currency": "KRW", "base": "9200000",
                              "fees": [{"amount": "660000", "type": "LANDING_AND_HANDLING"}],
                              "total": "9860000", "grandTotal": "9860000"}}],
                "payments": [{"amount": "9860000", "method": "CARD", "cardLast4": "4471", "status": "CAPTURED"}],
                "cancellation": {"requestedAt": "2026-05-22T01:12:00Z", "noticeDays": 14,
                                 "retentionRate": "0.50", "retainedAmount": "4930000",
                                 "refundableAmount": "4930000", "refundStatus": "PENDING_APPROVAL"},
                "tickets": [{"documentType": "CHARTER_CONTRACT", "documentNumber": "HJ5500262",
                             "status": "VOIDED"}],
            }}),
        refused("issue_refund#call-1", "issue_refund", "ESCALATE",
                {"orderId": "ORD-2026-04120", "amount": "4930000", "currency": "KRW",
                 "reason": "REFUND_OVER_LIMIT_NEEDS_FINANCE_APPROVAL"}),
        pol("charter-terms#cancellation",
            "Cancellations made 30 days or more before departure are refunded in full less a ₩300,000 "
            "administration fee. Between 29 and 8 days before departure, 50% of the charter price is retained. "
            "Within 7 days of departure the full price is retained. Approved refunds are returned to the "
            "original payment method within 10 business days.", revision="2026-03"),
    ],
    now="2026-05-22T10:30:00+09:00")

b.ok("Hello Mr. Kang, I'm sorry your plans changed. Your cancellation of HC5T1R came in 14 days before departure, "
     "so half of the ₩9,860,000 charter price is retained and ₩4,930,000 is refundable. The refund has been passed "
     "to our finance team for approval and has not been issued yet. Once approved, it goes back to your original "
     "card within 10 business days.",
     [NA("I'm sorry your plans changed."), S("came in 14 days before departure"),
      S("half of the ₩9,860,000 charter price is retained"), S("₩4,930,000 is refundable"),
      S("passed to our finance team for approval"), S("has not been issued yet"),
      S("within 10 business days")],
     ["₩4,930,000", "10 business days"],
     "cancellation.noticeDays 14, retentionRate 0.50, refundableAmount 4930000; issue_refund was ESCALATED for "
     "finance approval; policy: approved refunds within 10 business days to the original method (CARD).")

b.ok("The charter HC5T1R has been cancelled and the contract voided. Under our terms, 50% is kept for "
     "cancellations 8 to 29 days out; ₩4,930,000 will be refunded once finance approves the request, which is "
     "now under review.",
     [S("has been cancelled"), S("the contract voided"), S("50% is kept for cancellations 8 to 29 days out"),
      S("₩4,930,000 will be refunded once finance approves"), S("which is now under review")],
     ["₩4,930,000"],
     "Order status CANCELLED, contract ticket VOIDED; policy 29-8 days retains 50%; refund ESCALATE and "
     "refundStatus PENDING_APPROVAL.")

b.bad("Hi Mr. Kang, your Busan charter HC5T1R is cancelled and I've issued your refund of ₩4,930,000 to your card "
      "today. You should see it within 10 business days.",
      [S("your Busan charter HC5T1R is cancelled"), C("I've issued your refund of ₩4,930,000", "NOT_EXECUTED"),
       S("within 10 business days")],
      ["refused_call_effect"], ["I've issued your refund"],
      "issue_refund was refused with ESCALATE; refundStatus PENDING_APPROVAL, so nothing was issued.")

b.bad("Dear Mr. Kang,\n\nWe received your cancellation of HC5T1R on 22 May. Since it came in more than 7 days "
      "before departure, you are entitled to a full refund less the ₩300,000 admin fee, which comes to "
      "₩9,560,000. The refund request is with our finance team for approval.\n\nKind regards,\nHanul Charter Desk",
      [S("We received your cancellation of HC5T1R on 22 May."),
       C("Since it came in more than 7 days before departure, you are entitled to a full refund",
         "NLI_CONTRADICTION", "VALUE_MISMATCH", "AMOUNT_MISMATCH"),
       C("which comes to ₩9,560,000", "AMOUNT_MISMATCH"), S("with our finance team for approval")],
      ["wrong_policy_condition", "wrong_amount"], ["more than 7 days before departure", "₩9,560,000"],
      "The full-refund-less-₩300,000 rule needs 30 days' notice; 14 days retains 50%. refundableAmount is "
      "4930000. requestedAt 01:12Z is 10:12 KST on 22 May.")

b.repair("Hello Mr. Kang, HC5T1R is cancelled with 14 days' notice, so ₩4,930,000 is refundable, and the refund "
         "has been processed to your original card.",
         [S("HC5T1R is cancelled with 14 days' notice"), S("₩4,930,000 is refundable"),
          C("the refund has been processed to your original card", "NOT_EXECUTED")],
         ["refused_call_effect"], ["the refund has been processed"],
         ["approval|escalated|review|not yet|pending|finance team", "₩4,930,000"],
         "issue_refund was refused (ESCALATE), refundStatus PENDING_APPROVAL.")

# ---------------------------------------------------------------------------------------------
# Bundle 5: Jeju ridge helicopter tour cancelled for weather, ticket exchanged to tomorrow.
# ---------------------------------------------------------------------------------------------
b = Bundle(
    "heli-weather-reschedule", HELI,
    "Our 15:00 flight today got cancelled for weather. What's the new time?",
    [
        rec("get_order#JSH4K2", "tool:get_order", {
            "order": {
                "id": "JSO-88213", "associatedRecords": [{"reference": "JSH4K2"}],
                "offers": [{
                    "id": "2", "productName": "Hallasan Ridge Tour", "productCode": "HRT20",
                    "itineraries": [{"duration": "PT20M", "segments": [{
                        "departure": {"iataCode": "JHL", "name": "Jungmun Heliport", "at": "2026-05-10T11:30:00"},
                        "arrival": {"iataCode": "JHL", "at": "2026-05-10T11:50:00"},
                        "carrierCode": "JS", "number": "206"}]}],
                    "price": {"currency": "KRW", "base": "580000", "total": "580000", "grandTotal": "580000"},
                    "travelerPricings": [{"travelerId": "1", "travelerType": "ADULT"},
                                         {"travelerId": "2", "travelerType": "ADULT"}]}],
                "travelers": [{"id": "1", "name": {"firstName": "TAEYANG", "lastName": "LIM"}},
                              {"id": "2", "name": {"firstName": "SOJIN", "lastName": "LIM"}}],
                "tickets": [
                    {"documentNumber": "8801-220471", "status": "EXCHANGED", "flight": "JS204",
                     "flightDate": "2026-05-09T15:00:00", "exchangedTo": "8801-220488"},
                    {"documentNumber": "8801-220488", "status": "ISSUED", "flight": "JS206",
                     "flightDate": "2026-05-10T11:30:00"}],
                "exchange": {"reason": "WEATHER", "fee": "0", "fareDifference": "0", "currency": "KRW"},
            }}),
        pol("heli-terms#weather",
            "Flights depend on visibility and wind. If we cancel a flight because of weather, you may move to "
            "another slot within 30 days at no charge or take a full refund. Check-in closes 30 minutes before "
            "the scheduled departure, and the safety briefing starts 20 minutes before. The pilot may shorten the "
            "route on the day; no partial refunds are given for a shortened route.", revision="v4"),
    ],
    now="2026-05-09T13:10:00+09:00")

b.ok("Hi Mr. Lim, sorry about today's weather. You're now booked on tomorrow's 11:30 flight, Sunday 10 May, for "
     "the 20-minute Hallasan Ridge Tour, and the change cost you nothing. Please check in by 11:00, as check-in "
     "closes 30 minutes before departure.",
     [NA("sorry about today's weather"), S("tomorrow's 11:30 flight, Sunday 10 May"),
      S("the 20-minute Hallasan Ridge Tour"), S("the change cost you nothing"), S("check in by 11:00"),
      S("check-in closes 30 minutes before departure")],
     ["11:30", "10 May"],
     "New ticket 8801-220488 ISSUED for JS206 2026-05-10T11:30 (now is Sat 9 May, so tomorrow is Sunday); "
     "duration PT20M; exchange fee 0 and fareDifference 0; check-in closes 30 minutes before (11:00).")

b.ok("Your rebooking for JSH4K2:\n"
     "• Old ticket 8801-220471 (9 May, 15:00): exchanged\n"
     "• New ticket 8801-220488: 10 May at 11:30, Jungmun Heliport\n"
     "• Exchange fee: ₩0, no fare difference\n"
     "The safety briefing begins 20 minutes before take-off.",
     [S("Old ticket 8801-220471 (9 May, 15:00): exchanged"), S("New ticket 8801-220488: 10 May at 11:30"),
      S("Jungmun Heliport"), S("Exchange fee: ₩0"), S("no fare difference"),
      S("safety briefing begins 20 minutes before take-off")],
     ["8801-220488", "11:30"],
     "tickets[0] EXCHANGED (JS204 9 May 15:00), tickets[1] ISSUED (JS206 10 May 11:30 at JHL Jungmun Heliport); "
     "exchange fee 0 / fareDifference 0; policy: briefing 20 minutes before.")

b.bad("Hello Mr. Lim, your ticket 8801-220471 is reissued for tomorrow at 11:30, at no extra cost. Check-in closes "
      "30 minutes before departure.",
      [C("your ticket 8801-220471 is reissued", "IDENTIFIER_MISMATCH", "RECORD_STATE_MISMATCH"),
       S("tomorrow at 11:30"), S("at no extra cost"), S("Check-in closes 30 minutes before departure")],
      ["stale_value"], ["ticket 8801-220471 is reissued"],
      "8801-220471 is the old ticket, now EXCHANGED; the valid ticket is 8801-220488.")

b.bad("Good afternoon Mr. Lim, you and your companion are rebooked on the 11:30 flight on 10 May. If the weather "
      "is still poor tomorrow, you can move again within 60 days free of charge or take a full refund. Tomorrow's "
      "route also includes a pass over the Baengnokdam crater.",
      [S("rebooked on the 11:30 flight on 10 May"), C("within 60 days free of charge", "NLI_CONTRADICTION",
                                                       "VALUE_MISMATCH"),
       S("or take a full refund"),
       I("includes a pass over the Baengnokdam crater", "NLI_NOT_ENTAILED", "CLAIM_WITHOUT_TOOL_EVIDENCE",
         "NO_POLICY_EVIDENCE")],
      ["wrong_period", "invented_fact"], ["within 60 days", "Baengnokdam crater"],
      "Policy allows a free move within 30 days. Nothing in the order or policy describes the route passing "
      "over the crater.")

b.repair("Hello Mr. Lim, your new flight is on 10 May at 15:00 from Jungmun Heliport, with no exchange fee.",
         [C("on 10 May at 15:00", "DATE_MISMATCH", "VALUE_MISMATCH"), S("from Jungmun Heliport"),
          S("with no exchange fee")],
         ["stale_value"], ["at 15:00"],
         ["11:30|11.30", "10 May|2026.05.10|May 10"],
         "15:00 was the cancelled JS204 slot on the exchanged ticket; the new ticket is for 11:30.")

# ---------------------------------------------------------------------------------------------
# Bundle 6: Haeundae coastal flight, front-seat add-on for the second traveller.
# ---------------------------------------------------------------------------------------------
b = Bundle(
    "heli-weight-seat", HELI,
    "Who gets the front seat, and what did I pay in total?",
    [
        rec("get_order#BCH-6N27Q", "tool:get_order", {
            "order": {
                "id": "BCO-20417", "associatedRecords": [{"reference": "BCH-6N27Q"}],
                "offers": [{
                    "id": "1", "productName": "Haeundae Coastal Flight", "productCode": "HCF15",
                    "itineraries": [{"duration": "PT15M", "segments": [{
                        "departure": {"iataCode": "HDH", "name": "Haeundae Heliport",
                                      "at": "2026-05-24T16:40:00"},
                        "arrival": {"iataCode": "HDH", "at": "2026-05-24T16:55:00"},
                        "carrierCode": "BC", "number": "118"}]}],
                    "price": {"currency": "KRW", "base": "540000", "total": "585000", "grandTotal": "585000",
                              "fees": []},
                    "travelerPricings": [
                        {"travelerId": "1", "travelerType": "ADULT", "price": {"total": "180000"}},
                        {"travelerId": "2", "travelerType": "ADULT", "price": {"total": "180000"}},
                        {"travelerId": "3", "travelerType": "ADULT", "price": {"total": "180000"}}]}],
                "travelers": [
                    {"id": "1", "name": {"firstName": "JIWOO", "lastName": "HAN"}, "weightKg": 58,
                     "role": "BOOKER"},
                    {"id": "2", "name": {"firstName": "DOYUN", "lastName": "HAN"}, "weightKg": 94},
                    {"id": "3", "name": {"firstName": "MIRAE", "lastName": "SEO"}, "weightKg": 72}],
                "serviceItems": [{"id": "SI-9", "type": "SEAT", "code": "FRONT_SEAT", "travelerId": "2",
                                  "price": {"amount": "45000", "currency": "KRW"}, "status": "CONFIRMED"}],
                "tickets": [{"documentNumber": f"8803-40{n}", "status": "ISSUED", "travelerId": str(i)}
                            for i, n in ((1, "5511"), (2, "5512"), (3, "5513"))],
            }}),
        rec("get_offer#HCF25-q1", "tool:get_offer", {
            "offer": {"id": "7", "productName": "Haeundae & Gwangan Bridge Flight", "productCode": "HGB25",
                      "status": "EXPIRED", "lastTicketingDate": "2026-05-10",
                      "itineraries": [{"duration": "PT25M"}],
                      "price": {"currency": "KRW", "total": "780000"},
                      "travelerPricings": [{"travelerType": "ADULT", "price": {"total": "260000"}}]}}),
        pol("heli-terms#seats",
            "Front seats next to the pilot are sold as an add-on and are assigned to one passenger per flight. "
            "For balance, the pilot may reassign seats on the day, in which case the front-seat fee is refunded. "
            "Passengers must declare their weight at booking; anyone over 110 kg is asked to book a comfort seat. "
            "Cameras are allowed, but selfie sticks and drones are not.", revision="v2"),
    ],
    now="2026-05-18T09:00:00+09:00")

b.ok("Hi Ms. Han, the front seat beside the pilot is booked for Do-yun Han. Your total for the three of you is "
     "₩585,000: ₩540,000 in fares plus ₩45,000 for the front seat. The Haeundae coastal flight leaves at 16:40 on "
     "24 May and lasts 15 minutes.",
     [S("booked for Do-yun Han"), S("Your total for the three of you is ₩585,000"), S("₩540,000 in fares"),
      S("₩45,000 for the front seat"), S("leaves at 16:40 on 24 May"), S("lasts 15 minutes")],
     ["Do-yun", "₩585,000"],
     "FRONT_SEAT serviceItem is for travelerId 2 (DOYUN HAN), 45000; base 540000 (3 x 180000), grandTotal "
     "585000; segment 2026-05-24T16:40, PT15M.")

b.ok("Dear Ms. Han,\n\nThank you for flying with Blue Coast Heli. Do-yun has the front seat on your flight of "
     "2026.05.24. You paid five hundred eighty-five thousand won in all. Please note that the pilot may reassign "
     "seats on the day for balance; if that happens, the front-seat fee is refunded.\n\nSee you soon,\n"
     "Blue Coast Heli",
     [NA("Thank you for flying with Blue Coast Heli."), S("Do-yun has the front seat on your flight of 2026.05.24."),
      S("five hundred eighty-five thousand won in all"), S("the pilot may reassign seats on the day for balance"),
      S("the front-seat fee is refunded")],
     ["Do-yun", "2026.05.24"],
     "FRONT_SEAT for traveller 2; grandTotal 585000; policy on reassignment and refund of the fee.")

b.bad("Hello Ms. Han, you have the front seat next to the pilot, and the booking total is ₩585,000. Feel free to "
      "bring your camera and a selfie stick.",
      [C("you have the front seat next to the pilot", "VALUE_MISMATCH", "IDENTIFIER_MISMATCH"),
       S("the booking total is ₩585,000"), S("Feel free to bring your camera"),
       C("and a selfie stick", "NLI_CONTRADICTION")],
      ["wrong_role", "wrong_policy_condition"], ["you have the front seat", "selfie stick"],
      "The FRONT_SEAT item belongs to travelerId 2 (Do-yun), not the booker Ji-woo. Policy bans selfie sticks.")

b.bad("Hi Ms. Han, Do-yun is in the front seat. At ₩180,000 per person for three passengers plus the ₩45,000 "
      "front seat, your total is ₩565,000. The 25-minute coastal flight leaves at 16:40.",
      [S("Do-yun is in the front seat"), S("₩180,000 per person for three passengers"),
       C("your total is ₩565,000", "AMOUNT_MISMATCH"),
       C("The 25-minute coastal flight", "VALUE_MISMATCH"), S("leaves at 16:40")],
      ["wrong_arithmetic", "other_record_value"], ["₩565,000", "25-minute"],
      "3 x 180000 + 45000 = 585000. PT25M belongs to the expired Gwangan Bridge offer; the booked flight is PT15M.")

b.repair("Hi Ms. Han, Do-yun has the front seat, and your total of ₩540,000 covers all three fares and the seat "
         "add-on.",
         [S("Do-yun has the front seat"),
          C("your total of ₩540,000 covers all three fares and the seat add-on", "AMOUNT_MISMATCH")],
         ["wrong_arithmetic"], ["total of ₩540,000"],
         ["₩585,000|585,000", "Do-yun"],
         "540000 is the fares alone; with the 45000 front seat grandTotal is 585000.")

# ---------------------------------------------------------------------------------------------
# Bundle 7: Nami valley flight for a family (2 adults, child, held infant) beside an expired quote.
# ---------------------------------------------------------------------------------------------
b = Bundle(
    "heli-family-pricing", HELI,
    "Can you break down what we paid for the family flight? Does the baby need a seat?",
    [
        rec("get_order#HRH7Z9", "tool:get_order", {
            "order": {
                "id": "HRO-77310", "associatedRecords": [{"reference": "HRH7Z9"}],
                "offers": [{
                    "id": "4", "productName": "Nami Valley Flight",
                    "itineraries": [{"duration": "PT30M", "segments": [{
                        "departure": {"iataCode": "GPH", "name": "Gapyeong Heliport", "at": "2026-05-30T10:20:00"},
                        "arrival": {"iataCode": "GPH", "at": "2026-05-30T10:50:00"},
                        "carrierCode": "HR", "number": "330"}]}],
                    "price": {"currency": "KRW", "base": "648000",
                              "fees": [{"amount": "36000", "type": "FUEL_SURCHARGE"}],
                              "total": "684000", "grandTotal": "684000"},
                    "travelerPricings": [
                        {"travelerId": "1", "travelerType": "ADULT",
                         "price": {"base": "240000", "total": "252000"}},
                        {"travelerId": "2", "travelerType": "ADULT",
                         "price": {"base": "240000", "total": "252000"}},
                        {"travelerId": "3", "travelerType": "CHILD", "age": 8,
                         "price": {"base": "168000", "total": "180000"}},
                        {"travelerId": "4", "travelerType": "HELD_INFANT", "age": 1,
                         "associatedAdultId": "1", "price": {"base": "0", "total": "0"}}]}],
                "tickets": [{"documentNumber": f"8802-30{n}", "status": "ISSUED", "travelerId": str(i)}
                            for i, n in ((1, "7701"), (2, "7702"), (3, "7703"), (4, "7704"))],
            }}),
        rec("get_offer#HRH-quote-1", "tool:get_offer", {
            "offer": {"id": "2", "status": "EXPIRED", "lastTicketingDate": "2026-05-08",
                      "price": {"currency": "KRW", "total": "756000", "grandTotal": "756000"},
                      "travelerPricings": [{"travelerType": "ADULT", "price": {"total": "252000"}},
                                           {"travelerType": "ADULT", "price": {"total": "252000"}},
                                           {"travelerType": "ADULT", "price": {"total": "252000"}}]}}),
        pol("heli-terms#children",
            "Children aged 2 to 11 pay 70% of the adult fare. Infants under 24 months travel free on an adult's "
            "lap, one infant per adult, and must be held during the whole flight. A fuel surcharge applies to "
            "every seated passenger. Children under 12 must sit next to a paying adult.", revision="v2"),
    ],
    now="2026-05-19T15:00:00+09:00")

b.ok("Hello Mr. Oh, here is the breakdown for HRH7Z9: each adult fare is ₩252,000 including the ₩12,000 fuel "
     "surcharge, your child's fare is ₩180,000, and your baby flies free on your lap. That makes ₩684,000 in "
     "total. The baby doesn't need a seat but must be held for the whole flight.",
     [S("each adult fare is ₩252,000"), S("including the ₩12,000 fuel surcharge"),
      S("your child's fare is ₩180,000"), S("your baby flies free on your lap"), S("₩684,000 in total"),
      S("The baby doesn't need a seat"), S("must be held for the whole flight")],
     ["₩684,000", "₩180,000"],
     "travelerPricings: ADULT total 252000 (base 240000, so 12000 surcharge), CHILD 180000, HELD_INFANT 0; "
     "grandTotal 684000; policy: infants on lap, held the whole flight.")

b.ok("Fares for the 30 May valley flight: 2 adults × ₩252,000, 1 child at ₩180,000 (70% of the adult fare plus "
     "fuel surcharge), infant ₩0. Total paid: ₩684,000. Departure is at 10:20; the flight lasts half an hour.",
     [S("2 adults × ₩252,000"), S("1 child at ₩180,000"), S("70% of the adult fare plus fuel surcharge"),
      S("infant ₩0"), S("Total paid: ₩684,000"), S("Departure is at 10:20"), S("lasts half an hour")],
     ["₩684,000", "10:20"],
     "Child base 168000 = 70% of 240000, plus 12000; departure 2026-05-30T10:20, PT30M.")

b.ok("Your family's four tickets have been issued, and ₩684,000 was charged. The infant is carried on an adult's "
     "lap at no cost.",
     [S("four tickets have been issued"), S("₩684,000 was charged"),
      S("carried on an adult's lap at no cost")],
     ["₩684,000"],
     "Four tickets ISSUED; grandTotal 684000; HELD_INFANT price 0.")

b.bad("Hi Mr. Oh, your child's fare of ₩180,000 reflects our 50% child discount, and the infant travels free. Your "
      "total is ₩684,000.",
      [S("your child's fare of ₩180,000"), C("reflects our 50% child discount", "NLI_CONTRADICTION",
                                             "VALUE_MISMATCH"),
       S("the infant travels free"), S("Your total is ₩684,000")],
      ["wrong_policy_condition"], ["50% child discount"],
      "Policy: children pay 70% of the adult fare (a 30% reduction), not a 50% discount.")

b.bad("Hello Mr. Oh, the total for your family flight is ₩756,000, with each seated passenger paying ₩252,000 and "
      "the baby free.",
      [C("the total for your family flight is ₩756,000", "AMOUNT_MISMATCH"),
       C("each seated passenger paying ₩252,000", "AMOUNT_MISMATCH"), S("the baby free")],
      ["stale_value", "stale_value"], ["₩756,000", "each seated passenger paying ₩252,000"],
      "756000 and a flat 252000 per seat come from the expired quote 2; the booked order totals 684000 with the "
      "child at 180000.")

b.repair("Hi Mr. Oh, the adults pay ₩252,000 each and your child ₩180,000, so the total is ₩432,000; the infant "
         "flies free on your lap.",
         [S("the adults pay ₩252,000 each"), S("your child ₩180,000"), C("so the total is ₩432,000",
                                                                          "AMOUNT_MISMATCH"),
          S("the infant flies free on your lap")],
         ["wrong_arithmetic"], ["₩432,000"],
         ["₩684,000|684,000", "₩180,000"],
         "2 x 252000 + 180000 + 0 = 684000 (grandTotal); 432000 counts only one adult.")

# ---------------------------------------------------------------------------------------------
# Bundle 8: Han River night flight voided within 24 hours.
# ---------------------------------------------------------------------------------------------
b = Bundle(
    "heli-refund-voided", HELI,
    "I cancelled my night flight booking this morning. Will I be charged anything?",
    [
        rec("get_order#HRN2V8", "tool:get_order", {
            "order": {
                "id": "HRO-78102", "status": "CANCELLED",
                "associatedRecords": [{"reference": "HRN2V8", "creationDate": "2026-05-11T12:05:00Z"}],
                "offers": [{
                    "id": "1", "productName": "Han River Night Flight",
                    "itineraries": [{"duration": "PT25M", "segments": [{
                        "departure": {"iataCode": "YDH", "name": "Yeouido Heliport", "at": "2026-05-16T20:30:00"},
                        "arrival": {"iataCode": "YDH", "at": "2026-05-16T20:55:00"},
                        "carrierCode": "HR", "number": "512"}]}],
                    "price": {"currency": "KRW", "total": "330000", "grandTotal": "330000"},
                    "travelerPricings": [{"travelerId": "1", "travelerType": "ADULT", "price": {"total": "165000"}},
                                         {"travelerId": "2", "travelerType": "ADULT", "price": {"total": "165000"}}]}],
                "tickets": [{"documentNumber": "8802-119034", "status": "VOIDED",
                             "voidedAt": "2026-05-12T03:40:00Z"}],
                "payment": {"method": "CARD", "amount": "330000", "currency": "KRW",
                            "status": "AUTHORIZATION_RELEASED"},
            }}),
        rec("get_order#HRN1Q5", "tool:get_order", {
            "order": {"id": "HRO-70455", "status": "COMPLETED", "associatedRecords": [{"reference": "HRN1Q5"}],
                      "offers": [{"productName": "Han River Day Flight",
                                  "itineraries": [{"segments": [{"departure": {"at": "2026-04-04T14:00:00"}}]}],
                                  "price": {"currency": "KRW", "total": "180000"}}],
                      "tickets": [{"documentNumber": "8802-104470", "status": "ISSUED", "coupon": "FLOWN"}]}}),
        pol("heli-terms#cancellation",
            "Tickets cancelled within 24 hours of purchase are voided and the card authorisation is released; "
            "the hold usually disappears within 3 to 5 business days, depending on the card issuer. After 24 "
            "hours, cancellations more than 72 hours before departure are refunded minus a 10% fee. Within 72 "
            "hours of departure no refund is given.", revision="v3"),
    ],
    now="2026-05-12T13:15:00+09:00")

b.ok("Hello Ms. Jung, because you cancelled within 24 hours of booking, ticket 8802-119034 was voided and you won't "
     "be charged. The ₩330,000 hold on your card has been released; depending on your card issuer it usually "
     "disappears within 3 to 5 business days.",
     [S("because you cancelled within 24 hours of booking"), S("ticket 8802-119034 was voided"),
      S("you won't be charged"), S("The ₩330,000 hold on your card has been released"),
      S("within 3 to 5 business days")],
     ["₩330,000", "8802-119034"],
     "Created 2026-05-11T12:05Z, voided 2026-05-12T03:40Z (under 24 hours); ticket VOIDED; payment 330000 "
     "AUTHORIZATION_RELEASED; policy 3 to 5 business days.")

b.ok("Your booking HRN2V8 was voided at 12:40 today, within the 24-hour window, so no fee applies and the full "
     "₩330,000 authorisation is released.",
     [S("Your booking HRN2V8 was voided at 12:40 today"), S("within the 24-hour window"), S("no fee applies"),
      S("the full ₩330,000 authorisation is released")],
     ["12:40", "₩330,000"],
     "voidedAt 03:40Z is 12:40 in Seoul on 12 May (today).")

b.bad("Hi Ms. Jung, your ticket was voided at 03:40 this morning, so there's no charge. The ₩330,000 hold will drop "
      "off your card within 24 hours.",
      [C("voided at 03:40 this morning", "DATE_MISMATCH", "VALUE_MISMATCH"), S("so there's no charge"),
       C("drop off your card within 24 hours", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
      ["unit_conversion", "wrong_period"], ["at 03:40", "drop off your card within 24 hours"],
      "voidedAt 2026-05-12T03:40:00Z is 12:40 KST. Policy: the hold usually disappears within 3 to 5 business "
      "days.")

b.bad("Good afternoon Ms. Jung, booking HRN2V8 was cancelled within 24 hours of purchase, so a 10% fee of ₩33,000 "
      "is deducted and ₩297,000 is refunded.",
      [S("booking HRN2V8 was cancelled within 24 hours of purchase"),
       C("a 10% fee of ₩33,000 is deducted", "NLI_CONTRADICTION", "AMOUNT_MISMATCH"),
       C("₩297,000 is refunded", "AMOUNT_MISMATCH", "RECORD_STATE_MISMATCH")],
      ["wrong_policy_condition", "wrong_amount"], ["₩33,000", "₩297,000"],
      "The 10% fee applies only after 24 hours; within 24 hours the ticket is voided and the whole 330000 "
      "authorisation released.")

b.repair("Hi Ms. Jung, your ticket 8802-119034 has been refunded and the ₩330,000 will be back on your card within "
         "3 to 5 business days.",
         [C("has been refunded", "RECORD_STATE_MISMATCH"), S("within 3 to 5 business days")],
         ["wrong_state"], ["has been refunded"],
         ["voided|void|released", "₩330,000"],
         "Ticket status is VOIDED and the payment AUTHORIZATION_RELEASED; nothing was captured or refunded.")
