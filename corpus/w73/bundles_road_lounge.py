"""Scenic coach tours (bundles 17-20) and airport lounge passes (bundles 21-25)."""
from write_cases import Bundle, S, NA, C, I, CI, rec, pol, psg, refused, epoch

COACH = "scenic coach tours"
LOUNGE = "airport lounge passes"

# ---------------------------------------------------------------------------------------------
# Bundle 17: Seoraksan day tour, Hongdae pickup (a Myeongdong pickup slot is the distractor).
# ---------------------------------------------------------------------------------------------
b = Bundle(
    "coach-seorak-day", COACH,
    "What time is pickup tomorrow and is lunch included?",
    [
        rec("get_order#BRC-3318", "tool:get_order", {
            "order": {
                "id": "BRO-118402", "associatedRecords": [{"reference": "BRC-3318"}],
                "offers": [{
                    "id": "1", "productCode": "BR-SRK-DAY", "productName": "Seoraksan Day Tour",
                    "includedServices": ["CABLE_CAR_TICKET", "LUNCH", "GUIDE_EN"],
                    "itineraries": [
                        {"duration": "PT3H15M", "segments": [{
                            "departure": {"locationCode": "PU-HONGDAE", "name": "Hongik Univ. Stn Exit 8",
                                          "at": "2026-05-23T07:10:00"},
                            "arrival": {"locationCode": "SORAK", "name": "Seoraksan Sogongwon",
                                        "at": "2026-05-23T10:25:00"},
                            "carrierCode": "BR", "number": "SRK1"}]},
                        {"duration": "PT3H15M", "segments": [{
                            "departure": {"locationCode": "SORAK", "at": "2026-05-23T16:30:00"},
                            "arrival": {"locationCode": "PU-HONGDAE", "at": "2026-05-23T19:45:00"},
                            "carrierCode": "BR", "number": "SRK2"}]}],
                    "price": {"currency": "KRW", "total": "178000", "grandTotal": "178000"},
                    "travelerPricings": [{"travelerId": "1", "travelerType": "ADULT", "price": {"total": "89000"}},
                                         {"travelerId": "2", "travelerType": "ADULT", "price": {"total": "89000"}}]}],
                "travelers": [{"id": "1", "name": {"firstName": "MINA", "lastName": "JANG"}},
                              {"id": "2", "name": {"firstName": "CHLOE", "lastName": "MARTIN"}}],
                "serviceItems": [{"type": "MEAL", "code": "VGML", "travelerId": "2", "status": "CONFIRMED"}],
                "tickets": [{"documentNumber": "BR-90331", "status": "ISSUED"},
                            {"documentNumber": "BR-90332", "status": "ISSUED"}],
            }}),
        rec("get_product#BR-SRK-DAY", "tool:get_product", {
            "product": {"code": "BR-SRK-DAY", "pickupPoints": [
                {"locationCode": "PU-HONGDAE", "name": "Hongik Univ. Stn Exit 8", "time": "07:10"},
                {"locationCode": "PU-MYEONGDONG", "name": "Myeongdong Stn Exit 2", "time": "07:40"}]}}),
        pol("coach-terms#day-tours",
            "Please be at your pickup point 10 minutes early. The coach cannot wait for late passengers, and no "
            "refund is given for a missed pickup. The cable car is weather-dependent; if it does not run, its cost "
            "of ₩15,000 per person is refunded in cash by the guide. Lunch is a set Korean menu; vegetarian meals "
            "must be requested 48 hours ahead.", revision="2026-A"),
    ],
    now="2026-05-22T17:00:00+09:00")

b.ok("Hello Ms. Jang, your pickup tomorrow is at 07:10 at Hongik Univ. Station Exit 8; please be there by 07:00, "
     "since the coach can't wait for late passengers. Lunch is included, and the vegetarian meal for your "
     "companion is confirmed. You'll be back in Seoul at about 19:45.",
     [S("your pickup tomorrow is at 07:10 at Hongik Univ. Station Exit 8"), S("please be there by 07:00"),
      S("the coach can't wait for late passengers"), S("Lunch is included"),
      S("the vegetarian meal for your companion is confirmed"), S("back in Seoul at about 19:45")],
     ["07:10", "19:45"],
     "Outbound departs PU-HONGDAE 2026-05-23T07:10 (tomorrow); policy: 10 minutes early, coach cannot wait; "
     "LUNCH in includedServices; VGML for traveller 2 CONFIRMED; return arrives 19:45.")

b.ok("Tour BRC-3318, Saturday 23 May:\n"
     "- Pickup 07:10, Hongik Univ. Stn Exit 8\n"
     "- Included: cable car ticket, lunch, English-speaking guide\n"
     "- Drive to Seoraksan about 3 hours 15 minutes each way\n"
     "If the cable car doesn't run because of weather, the guide refunds ₩15,000 per person in cash.",
     [S("Pickup 07:10, Hongik Univ. Stn Exit 8"), S("Included: cable car ticket, lunch, English-speaking guide"),
      S("about 3 hours 15 minutes each way"), S("the guide refunds ₩15,000 per person in cash")],
     ["07:10", "₩15,000"],
     "includedServices CABLE_CAR_TICKET, LUNCH, GUIDE_EN; both legs PT3H15M; cable-car refund in policy.")

b.bad("Hi Ms. Jang, pickup is at 07:40 tomorrow at Hongik Univ. Stn Exit 8, and lunch plus the cable car are "
      "included.",
      [C("pickup is at 07:40", "DATE_MISMATCH", "VALUE_MISMATCH"), S("lunch plus the cable car are included")],
      ["other_record_value"], ["07:40"],
      "07:40 is the Myeongdong pickup time in the product record; the booked Hongdae pickup is 07:10.")

b.bad("Hello Ms. Jang, your coach leaves Hongdae at 07:10 tomorrow. If you're running late, just call the guide and "
      "the coach will wait up to 15 minutes. If the cable car is closed, we'll take you to Naksansa Temple instead.",
      [S("your coach leaves Hongdae at 07:10 tomorrow"),
       C("the coach will wait up to 15 minutes", "NLI_CONTRADICTION"),
       I("we'll take you to Naksansa Temple instead", "NO_POLICY_EVIDENCE", "NLI_NOT_ENTAILED")],
      ["wrong_policy_condition", "invented_promise"], ["wait up to 15 minutes", "Naksansa Temple"],
      "Policy: the coach cannot wait for late passengers. For a closed cable car the policy gives a ₩15,000 cash "
      "refund, nothing about a temple visit.")

b.repair("Hi Ms. Jang, pickup tomorrow is 07:10 at Hongik Univ. Stn Exit 8. Lunch is included, but the vegetarian "
         "meal couldn't be arranged because it was requested too late.",
         [S("pickup tomorrow is 07:10 at Hongik Univ. Stn Exit 8"), S("Lunch is included"),
          C("the vegetarian meal couldn't be arranged", "RECORD_STATE_MISMATCH")],
         ["wrong_state"], ["couldn't be arranged"],
         ["confirmed|is booked|has been arranged|all set", "07:10"],
         "The VGML meal item for traveller 2 is CONFIRMED.")

# ---------------------------------------------------------------------------------------------
# Bundle 18: 3-day southern coast tour, deposit + part payment, balance left.
# ---------------------------------------------------------------------------------------------
b = Bundle(
    "coach-multiday-balance", COACH,
    "How much is left to pay on our southern coast tour?",
    [
        rec("get_order#BRC-4471", "tool:get_order", {
            "order": {
                "id": "BRO-119760", "associatedRecords": [{"reference": "BRC-4471"}],
                "offers": [{
                    "id": "2", "productCode": "BR-SCT-3D", "productName": "Southern Coast & Tongyeong 3 Days",
                    "itineraries": [{"duration": "P2DT10H", "segments": [{
                        "departure": {"locationCode": "PU-SEOUL-STN", "at": "2026-06-19T07:30:00"},
                        "arrival": {"locationCode": "PU-SEOUL-STN", "at": "2026-06-21T17:30:00"},
                        "carrierCode": "BR", "number": "SCT3"}]}],
                    "roomType": "TWIN_SHARE",
                    "price": {"currency": "KRW", "total": "1380000", "grandTotal": "1380000"},
                    "travelerPricings": [{"travelerId": "1", "travelerType": "ADULT", "price": {"total": "690000"}},
                                         {"travelerId": "2", "travelerType": "ADULT", "price": {"total": "690000"}}]}],
                "paymentSchedule": [
                    {"type": "DEPOSIT", "amount": "276000", "dueDate": "2026.05.03", "status": "PAID",
                     "paidOn": "2026.05.03"},
                    {"type": "BALANCE", "amount": "1104000", "dueDate": "2026.05.20", "status": "PARTIALLY_PAID",
                     "amountPaid": "500000", "payments": [{"amount": "500000", "paidOn": "2026.05.12"}]}],
                "tickets": [{"documentNumber": "BR-91880", "status": "ISSUED"},
                            {"documentNumber": "BR-91881", "status": "ISSUED"}],
            }}),
        rec("get_order#BRC-4390", "tool:get_order", {
            "order": {"id": "BRO-119512", "associatedRecords": [{"reference": "BRC-4390"}],
                      "offers": [{"productCode": "BR-SRK-DAY",
                                  "itineraries": [{"segments": [{"departure": {"at": "2026-04-18T07:10:00"}}]}],
                                  "price": {"currency": "KRW", "total": "178000"}}],
                      "paymentSchedule": [{"type": "FULL", "amount": "178000", "status": "PAID"}]}}),
        pol("coach-terms#multi-day",
            "A 20% deposit confirms your seats. The balance is due 30 days before departure; bookings not paid in "
            "full by then may be cancelled and the deposit kept. The balance may be split into several transfers. "
            "Hotel rooms are twin-share unless a single supplement of ₩210,000 is paid.", revision="2026-A"),
    ],
    now="2026-05-15T10:00:00+09:00")

b.ok("Hello Mr. Hwang, of the ₩1,380,000 tour price for BRC-4471 you've paid ₩776,000 so far (the ₩276,000 deposit "
     "and ₩500,000 on 12 May), so ₩604,000 remains. Please pay it by 20 May, 30 days before the 19 June "
     "departure.",
     [S("the ₩1,380,000 tour price for BRC-4471"), S("you've paid ₩776,000 so far"), S("the ₩276,000 deposit"),
      S("₩500,000 on 12 May"), S("₩604,000 remains"), S("Please pay it by 20 May"),
      S("30 days before the 19 June departure")],
     ["₩604,000", "20 May"],
     "grandTotal 1380000; DEPOSIT 276000 PAID; BALANCE 1104000 with amountPaid 500000 on 2026.05.12, so "
     "1104000 - 500000 = 604000 remains, due 2026.05.20; departure 2026-06-19.")

b.ok("Remaining balance: ₩604,000, due next Wednesday (2026.05.20). You're welcome to split it across several "
     "transfers.",
     [S("Remaining balance: ₩604,000"), S("due next Wednesday (2026.05.20)"),
      S("split it across several transfers")],
     ["₩604,000"],
     "now is Fri 15 May; 20 May is the following Wednesday. Policy allows several transfers.")

b.bad("Hi Mr. Hwang, after your ₩276,000 deposit, ₩1,104,000 remains on BRC-4471, due by 20 May.",
      [S("after your ₩276,000 deposit"), C("₩1,104,000 remains", "AMOUNT_MISMATCH"), S("due by 20 May")],
      ["wrong_arithmetic"], ["₩1,104,000 remains"],
      "The BALANCE line is 1104000 but 500000 of it was paid on 12 May; 604000 remains.")

b.bad("Hello Mr. Hwang, ₩604,000 is still due on BRC-4471, by 20 May. As you've already paid more than half, we "
      "won't cancel the booking even if the balance arrives late.",
      [S("₩604,000 is still due on BRC-4471"), S("by 20 May"),
       C("we won't cancel the booking even if the balance arrives late", "NLI_CONTRADICTION")],
      ["wrong_policy_condition"], ["won't cancel the booking"],
      "Policy: bookings not paid in full 30 days before departure may be cancelled and the deposit kept; no "
      "exception for having paid more than half.")

b.repair("Hi Mr. Hwang, you've paid the deposit and ₩500,000 so far, leaving ₩604,000, which is due by 19 June.",
         [S("you've paid the deposit and ₩500,000 so far"), S("leaving ₩604,000"),
          C("which is due by 19 June", "DATE_MISMATCH")],
         ["wrong_date"], ["due by 19 June"],
         ["20 May|2026.05.20|May 20|20th of May", "₩604,000"],
         "BALANCE dueDate 2026.05.20; 19 June is the departure date.")

# ---------------------------------------------------------------------------------------------
# Bundle 19: Andong tour cancelled for low numbers, refund completed, Gyeongju alternative held.
# ---------------------------------------------------------------------------------------------
b = Bundle(
    "coach-cancel-min-pax", COACH,
    "Why was my Andong tour cancelled and have I been refunded?",
    [
        rec("get_order#BRC-5102", "tool:get_order", {
            "order": {
                "id": "BRO-120334", "status": "CANCELLED_BY_OPERATOR", "cancelReason": "MIN_PAX_NOT_MET",
                "associatedRecords": [{"reference": "BRC-5102"}],
                "offers": [{"productCode": "BR-AHV-DAY", "productName": "Andong Hahoe Village Day Tour",
                            "itineraries": [{"segments": [{
                                "departure": {"locationCode": "PU-SEOUL-STN", "at": "2026-05-30T07:00:00"}}]}],
                            "price": {"currency": "KRW", "total": "285000", "grandTotal": "285000"},
                            "travelerPricings": [{"travelerType": "ADULT", "price": {"total": "95000"}}
                                                 for _ in range(3)]}],
                "departureLoad": {"paxBooked": 7, "paxMinimum": 12},
                "tickets": [{"documentNumber": f"BR-9240{n}", "status": "REFUNDED"} for n in (1, 2, 3)],
                "refund": {"amount": "285000", "currency": "KRW", "status": "COMPLETED",
                           "completedAt": "2026-05-27T02:30:00Z", "method": "CARD"},
            }}),
        rec("get_offer#BR-GJU-DAY-0531", "tool:get_offer", {
            "offer": {"id": "9", "productCode": "BR-GJU-DAY", "productName": "Gyeongju Day Tour",
                      "status": "HELD", "lastTicketingDate": "2026-05-28T18:00:00", "seatsAvailable": 9,
                      "itineraries": [{"segments": [{"departure": {"at": "2026-05-31T07:00:00"}}]}],
                      "price": {"currency": "KRW", "total": "297000"},
                      "travelerPricings": [{"travelerType": "ADULT", "price": {"total": "99000"}}
                                           for _ in range(3)]}}),
        pol("coach-terms#minimum",
            "Tours run with a minimum of 12 passengers. If the minimum is not reached, we cancel at least 72 hours "
            "before departure and refund the full price. We are not responsible for any other travel costs you "
            "have booked. You may instead move to another tour, paying any price difference or receiving it "
            "back.", revision="2026-A"),
    ],
    now="2026-05-27T15:00:00+09:00")

b.ok("Hi Ms. Lee, I'm sorry: your Andong Hahoe tour on 30 May was cancelled because only 7 of the minimum 12 "
     "passengers had booked. Your full ₩285,000 refund was completed today. If you'd still like a day out, the "
     "Gyeongju tour on 31 May has 9 seats left at ₩99,000 per person, held for you until 18:00 tomorrow.",
     [NA("I'm sorry"), S("your Andong Hahoe tour on 30 May was cancelled"),
      S("only 7 of the minimum 12 passengers had booked"), S("Your full ₩285,000 refund was completed today"),
      S("the Gyeongju tour on 31 May has 9 seats left"), S("at ₩99,000 per person"),
      S("held for you until 18:00 tomorrow")],
     ["₩285,000", "₩99,000"],
     "status CANCELLED_BY_OPERATOR, paxBooked 7 vs paxMinimum 12; refund 285000 COMPLETED at 02:30Z (11:30 KST "
     "today); offer 9 HELD until 2026-05-28T18:00, 9 seats, 99000 per adult.")

b.ok("Your tour BRC-5102 was cancelled by us for low numbers, and ₩285,000 has been refunded in full. Moving the "
     "three of you to the Gyeongju tour would cost ₩297,000, which is ₩12,000 more than the Andong tour.",
     [S("was cancelled by us for low numbers"), S("₩285,000 has been refunded in full"),
      S("would cost ₩297,000"), S("₩12,000 more than the Andong tour")],
     ["₩297,000"],
     "cancelReason MIN_PAX_NOT_MET; refund COMPLETED 285000; held offer total 297000 = 3 x 99000; "
     "297000 - 285000 = 12000.")

b.bad("Hello Ms. Lee, your Andong tour was cancelled because the minimum of 12 wasn't reached. Your ₩285,000 "
      "refund is still being processed. We'll also reimburse the train tickets you bought to get to the meeting "
      "point.",
      [S("the minimum of 12 wasn't reached"), C("refund is still being processed", "RECORD_STATE_MISMATCH"),
       C("reimburse the train tickets", "NLI_CONTRADICTION")],
      ["wrong_state", "wrong_policy_condition"], ["still being processed", "reimburse the train tickets"],
      "refund.status is COMPLETED. Policy: the company is not responsible for other travel costs.")

b.bad("Hi Ms. Lee, the tour didn't reach its minimum (only 9 people had booked against 12 needed), so it was "
      "cancelled and your ₩285,000 refunded in full. The Gyeongju tour on 31 May is available at ₩99,000 per "
      "person.",
      [C("only 9 people had booked", "VALUE_MISMATCH"), S("your ₩285,000 refunded in full"),
       S("The Gyeongju tour on 31 May is available at ₩99,000 per person")],
      ["other_record_value"], ["only 9 people had booked"],
      "paxBooked is 7; 9 is seatsAvailable on the Gyeongju offer.")

b.repair("Hi Ms. Lee, your tour was cancelled for low numbers and your refund of ₩95,000 has been completed.",
         [S("your tour was cancelled for low numbers"), C("your refund of ₩95,000 has been completed",
                                                           "AMOUNT_MISMATCH")],
         ["wrong_amount"], ["refund of ₩95,000"],
         ["₩285,000|285,000", "completed|refunded"],
         "95000 is one adult's price; the completed refund is 285000 for three.")

# ---------------------------------------------------------------------------------------------
# Bundle 20: Jeju east-coast 2-day tour, extra suitcase confirmed, seat change to row 1 denied.
# ---------------------------------------------------------------------------------------------
b = Bundle(
    "coach-luggage-seat", COACH,
    "Can you move me to the front row? Also is my second suitcase sorted?",
    [
        rec("get_order#BRC-6630", "tool:get_order", {
            "order": {
                "id": "BRO-121905", "associatedRecords": [{"reference": "BRC-6630"}],
                "offers": [{
                    "productCode": "BR-JEC-2D", "productName": "Jeju East Coast 2 Days",
                    "itineraries": [{"duration": "P1DT8H30M", "segments": [{
                        "departure": {"locationCode": "PU-CJU-G5", "name": "Jeju Airport bus zone, Gate 5",
                                      "at": "2026-06-06T08:30:00"},
                        "arrival": {"locationCode": "PU-CJU-G5", "at": "2026-06-07T17:00:00"},
                        "carrierCode": "BR", "number": "JEC2"}]}],
                    "price": {"currency": "KRW", "base": "265000", "total": "283000", "grandTotal": "283000"},
                    "travelerPricings": [{"travelerId": "1", "travelerType": "ADULT", "price": {"total": "265000"}}]}],
                "serviceItems": [
                    {"type": "BAGGAGE", "code": "EXTRA_SUITCASE", "quantity": 1,
                     "price": {"amount": "10000", "currency": "KRW"}, "status": "CONFIRMED"},
                    {"type": "SEAT", "seatNumber": "3A", "price": {"amount": "8000", "currency": "KRW"},
                     "status": "CONFIRMED"}],
                "tickets": [{"documentNumber": "BR-93317", "status": "ISSUED"}],
            }}),
        refused("assign_seat#call-3", "assign_seat", "DENY",
                {"reference": "BRC-6630", "seatNumber": "1A", "reason": "ROW_RESERVED"}),
        pol("coach-terms#seats-bags",
            "Each passenger may bring one suitcase up to 23 kg and one small bag; a second suitcase costs ₩10,000 "
            "per trip. Seat selection costs ₩8,000 and the seat is kept for the whole tour. Row 1 is reserved for "
            "the guide and passengers with reduced mobility. Seat changes on the day depend on availability.",
            revision="2026-A"),
    ],
    now="2026-06-02T10:00:00+09:00")

b.ok("Hello Mr. Jeon, I'm afraid I couldn't move you to seat 1A: row 1 is reserved for the guide and passengers "
     "with reduced mobility. You keep seat 3A for the whole tour, and your second suitcase is confirmed for "
     "₩10,000.",
     [S("I couldn't move you to seat 1A"), S("row 1 is reserved for the guide and passengers with reduced mobility"),
      S("You keep seat 3A for the whole tour"), S("your second suitcase is confirmed for ₩10,000")],
     ["3A", "₩10,000"],
     "assign_seat to 1A was DENIED (ROW_RESERVED); policy on row 1; SEAT 3A CONFIRMED; EXTRA_SUITCASE 10000 "
     "CONFIRMED.")

b.ok("The change to row 1 was declined, so your booked seat 3A stays as it is. Your extra bag is on the booking. "
     "Total paid: ₩283,000 (tour ₩265,000, bag ₩10,000, seat ₩8,000).",
     [S("The change to row 1 was declined"), S("your booked seat 3A stays"), S("Your extra bag is on the booking"),
      S("Total paid: ₩283,000"), S("tour ₩265,000, bag ₩10,000, seat ₩8,000")],
     ["₩283,000"],
     "Refused assign_seat; 265000 + 10000 + 8000 = grandTotal 283000.")

b.bad("Hi Mr. Jeon, done: I've moved you to seat 1A in the front row, and your second suitcase is confirmed.",
      [C("I've moved you to seat 1A", "NOT_EXECUTED"), S("your second suitcase is confirmed")],
      ["refused_call_effect"], ["moved you to seat 1A"],
      "assign_seat to 1A was refused (DENY); the seat is still 3A.")

b.bad("Hello Mr. Jeon, row 1 isn't available, so you stay in 3A. Your second suitcase is confirmed; suitcases can "
      "weigh up to 32 kg each. Your total is ₩275,000.",
      [S("row 1 isn't available, so you stay in 3A"), S("Your second suitcase is confirmed"),
       C("up to 32 kg each", "NLI_CONTRADICTION", "VALUE_MISMATCH"), C("Your total is ₩275,000", "AMOUNT_MISMATCH")],
      ["wrong_policy_condition", "wrong_arithmetic"], ["32 kg", "₩275,000"],
      "Policy limit is 23 kg per suitcase. 265000 + 10000 leaves out the 8000 seat; grandTotal 283000.")

b.repair("Hi Mr. Jeon, your seat is now 1A in the front row, and the second suitcase is confirmed for ₩10,000.",
         [C("your seat is now 1A in the front row", "NOT_EXECUTED"),
          S("the second suitcase is confirmed for ₩10,000")],
         ["refused_call_effect"], ["your seat is now 1A"],
         ["3A|couldn't|could not|unable|declined|not able|reserved|not possible", "₩10,000"],
         "assign_seat was DENIED (ROW_RESERVED); SEAT item is 3A.")

# ---------------------------------------------------------------------------------------------
# Bundle 21: Incheon T2 lounge pass; an older T1 pass and the T1 lounge are distractors.
# ---------------------------------------------------------------------------------------------
b = Bundle(
    "lounge-pass-validity", LOUNGE,
    "I'm flying from Incheon tomorrow at 11:50. Where is my lounge and how long can I stay?",
    [
        rec("get_pass#SRL-ICN-T2-88120", "tool:get_pass", {
            "order": {
                "id": "SLO-440182", "associatedRecords": [{"reference": "SLQ8M2"}],
                "offers": [{
                    "id": "1", "productCode": "SINGLE_ENTRY_3H",
                    "price": {"currency": "KRW", "total": "39000", "grandTotal": "39000"},
                    "travelerPricings": [{"travelerId": "1", "travelerType": "ADULT"}]}],
                "passes": [{"passId": "SRL-ICN-T2-88120", "status": "ISSUED", "loungeName": "Skyrest Lounge East",
                            "airport": "ICN", "terminal": "T2", "maxStay": "PT3H", "entries": 1,
                            "validFrom": epoch("2026-05-24T00:00:00+09:00"),
                            "validUntil": epoch("2026-05-24T23:59:59+09:00")}],
                "linkedFlight": {"carrierCode": "HL", "number": "623",
                                 "departure": {"iataCode": "ICN", "terminal": "2", "at": "2026-05-24T11:50:00"},
                                 "arrival": {"iataCode": "NRT", "at": "2026-05-24T14:15:00"}},
            }}),
        rec("get_pass#SRL-ICN-T1-87533", "tool:get_pass", {
            "order": {"id": "SLO-438870",
                      "passes": [{"passId": "SRL-ICN-T1-87533", "status": "USED", "loungeName": "Skyrest Lounge West",
                                  "terminal": "T1", "maxStay": "PT3H",
                                  "validFrom": epoch("2026-04-11T00:00:00+09:00")}],
                      "offers": [{"price": {"currency": "KRW", "total": "35000"}}]}}),
        pol("lounge-terms#passes",
            "A pass gives one entry on the date shown, for a stay of up to 3 hours. Entry is refused once the "
            "validity window has ended. Children under 2 enter free with a paying adult. Showers can be booked at "
            "reception for ₩10,000 per 30 minutes.", revision="L-2026.2"),
        psg("kb-lounges#incheon",
            "Skyrest Lounge East is in Terminal 2, airside, near Gate 253. It is open from 05:00 to 23:00.\n"
            "Skyrest Lounge West is in Terminal 1, airside, near Gate 28, and is open 24 hours."),
    ],
    now="2026-05-23T21:00:00+09:00")

b.ok("Hi Ms. Bae, your pass SRL-ICN-T2-88120 is for Skyrest Lounge East in Terminal 2, airside near Gate 253. It's "
     "valid for one entry tomorrow, 24 May, and you can stay up to 3 hours. The lounge opens at 05:00, so with your "
     "11:50 flight you have plenty of time.",
     [S("your pass SRL-ICN-T2-88120 is for Skyrest Lounge East in Terminal 2"), S("airside near Gate 253"),
      S("valid for one entry tomorrow, 24 May"), S("you can stay up to 3 hours"), S("The lounge opens at 05:00"),
      S("your 11:50 flight")],
     ["Terminal 2", "3 hours"],
     "Pass ISSUED, T2, Skyrest Lounge East, validFrom/validUntil epochs are 24 May 00:00-23:59 KST, entries 1, "
     "maxStay PT3H; KB gives Gate 253 and 05:00 opening; linked flight 11:50.")

b.ok("Your lounge pass:\n"
     "• Skyrest Lounge East, T2, near Gate 253\n"
     "• Date: 2026.05.24, single entry\n"
     "• Maximum stay: three hours\n"
     "• Price paid: ₩39,000\n"
     "Showers can be booked at reception for ₩10,000 per 30 minutes.",
     [S("Skyrest Lounge East, T2, near Gate 253"), S("Date: 2026.05.24, single entry"),
      S("Maximum stay: three hours"), S("Price paid: ₩39,000"), S("₩10,000 per 30 minutes")],
     ["₩39,000"],
     "Pass fields, price 39000, showers in the pass policy.")

b.bad("Hello Ms. Bae, your pass is for Skyrest Lounge West in Terminal 1, near Gate 28, and lets you stay up to 3 "
      "hours.",
      [C("Skyrest Lounge West in Terminal 1, near Gate 28", "VALUE_MISMATCH", "IDENTIFIER_MISMATCH"),
       S("lets you stay up to 3 hours")],
      ["other_record_value"], ["Lounge West", "Terminal 1"],
      "Lounge West / T1 belongs to her older, used pass SRL-ICN-T1-87533; tomorrow's pass is for Lounge East in "
      "T2.")

b.bad("Hi Ms. Bae, your pass for Skyrest Lounge East (T2) lets you stay for up to 4 hours, and a free shower is "
      "included.",
      [S("your pass for Skyrest Lounge East (T2)"), C("up to 4 hours", "VALUE_MISMATCH", "NLI_CONTRADICTION"),
       CI("a free shower is included", "NLI_CONTRADICTION", "NO_POLICY_EVIDENCE", "CLAIM_WITHOUT_TOOL_EVIDENCE")],
      ["wrong_period", "unlisted_perk"], ["up to 4 hours", "free shower"],
      "maxStay PT3H and the policy's 3 hours. Showers are booked at ₩10,000 per 30 minutes, not included.")

b.repair("Hello Ms. Bae, your pass is valid on 24 May for one entry and a stay of up to 3 hours at Skyrest Lounge "
         "East, which opens at 06:00.",
         [S("valid on 24 May for one entry"), S("a stay of up to 3 hours at Skyrest Lounge East"),
          C("which opens at 06:00", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
         ["wrong_time"], ["opens at 06:00"],
         ["05:00|5:00|5 AM|5 a.m.|5am", "3 hours"],
         "The KB passage: Lounge East is open from 05:00 to 23:00.")

b.repair("Hi Ms. Bae, your pass SRL-ICN-T1-87533 is for Skyrest Lounge East in Terminal 2, valid tomorrow for a "
         "single entry of up to 3 hours.",
         [C("your pass SRL-ICN-T1-87533", "IDENTIFIER_MISMATCH"),
          S("Skyrest Lounge East in Terminal 2"), S("valid tomorrow for a single entry of up to 3 hours")],
         ["other_record_value"], ["SRL-ICN-T1-87533"],
         ["SRL-ICN-T2-88120", "Terminal 2"],
         "SRL-ICN-T1-87533 is the older, used T1 pass; tomorrow's pass is SRL-ICN-T2-88120.")

# ---------------------------------------------------------------------------------------------
# Bundle 22: Gimpo domestic lounge, guest add-on refused (slot full), infant on the pass.
# ---------------------------------------------------------------------------------------------
b = Bundle(
    "lounge-guest-add", LOUNGE,
    "Can you add my wife to my lounge pass for tomorrow morning? Our baby's coming too.",
    [
        rec("get_pass#SRL-GMP-D-40211", "tool:get_pass", {
            "order": {
                "id": "SLO-441530", "associatedRecords": [{"reference": "SLG4T7"}],
                "offers": [{"productCode": "TIMESLOT_3H",
                            "price": {"currency": "KRW", "total": "32000", "grandTotal": "32000"},
                            "travelerPricings": [
                                {"travelerId": "1", "travelerType": "ADULT", "price": {"total": "32000"}},
                                {"travelerId": "2", "travelerType": "HELD_INFANT", "ageMonths": 14,
                                 "price": {"total": "0"}}]}],
                "travelers": [{"id": "1", "name": {"firstName": "HYUNSOO", "lastName": "RYU"}}],
                "passes": [{"passId": "SRL-GMP-D-40211", "status": "ISSUED",
                            "loungeName": "Skyrest Lounge Gimpo Domestic", "airport": "GMP",
                            "slot": {"start": "2026-05-16T07:00:00", "end": "2026-05-16T10:00:00"},
                            "holders": ["1", "2"]}],
            }}),
        refused("add_guest#call-1", "add_guest", "DENY",
                {"passId": "SRL-GMP-D-40211", "guestType": "ADULT", "reason": "LOUNGE_AT_CAPACITY_FOR_TIMESLOT"}),
        pol("lounge-terms#guests",
            "Guests can be added to a pass for ₩32,000 per adult, subject to space on the day. Children under 2 "
            "enter free with a paying adult; children aged 2 to 11 pay ₩16,000. Guest passes are not refundable "
            "once issued.", revision="L-2026.2"),
    ],
    now="2026-05-15T19:30:00+09:00")

b.ok("Hello Mr. Ryu, I'm sorry, I wasn't able to add your wife: the lounge is at capacity for your 07:00–10:00 slot "
     "tomorrow. Your 14-month-old is already on the pass and enters free.",
     [S("I wasn't able to add your wife"), S("the lounge is at capacity for your 07:00–10:00 slot tomorrow"),
      S("Your 14-month-old is already on the pass"), S("enters free")],
     ["07:00–10:00"],
     "add_guest DENIED with LOUNGE_AT_CAPACITY_FOR_TIMESLOT; slot 2026-05-16 07:00-10:00 (tomorrow); HELD_INFANT "
     "14 months, price 0, among holders.")

b.ok("The guest add-on for pass SRL-GMP-D-40211 was declined because the time slot is full, so the pass still "
     "covers just you and your baby. Your baby, being under 2, goes in free with you.",
     [S("was declined because the time slot is full"), S("the pass still covers just you and your baby"),
      S("being under 2, goes in free with you")],
     ["SRL-GMP-D-40211"],
     "Refused add_guest; holders 1 (adult) and 2 (infant); policy: under 2 free with a paying adult.")

b.bad("Hi Mr. Ryu, I've added your wife to pass SRL-GMP-D-40211 for ₩32,000, and your baby enters free.",
      [C("I've added your wife to pass SRL-GMP-D-40211 for ₩32,000", "NOT_EXECUTED"), S("your baby enters free")],
      ["refused_call_effect"], ["I've added your wife"],
      "add_guest was refused (DENY, slot at capacity).")

b.bad("Hello Mr. Ryu, the lounge is full for your slot, so your wife couldn't be added. Your baby will need a "
      "child pass at ₩16,000, as only babies under 12 months go free.",
      [S("your wife couldn't be added"),
       C("Your baby will need a child pass at ₩16,000", "AMOUNT_MISMATCH", "NLI_CONTRADICTION", "VALUE_MISMATCH"),
       C("only babies under 12 months go free", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
      ["wrong_amount", "wrong_policy_condition"], ["child pass at ₩16,000", "under 12 months"],
      "The infant is on the pass at price 0; the policy lets children under 2 in free.")

b.repair("Good evening Mr. Ryu, your wife has been added to tomorrow's pass, and your baby enters free.",
         [C("your wife has been added to tomorrow's pass", "NOT_EXECUTED"), S("your baby enters free")],
         ["refused_call_effect"], ["your wife has been added"],
         ["couldn't|could not|unable|not able|declined|full|capacity", "free"],
         "add_guest was DENIED (LOUNGE_AT_CAPACITY_FOR_TIMESLOT).")

# ---------------------------------------------------------------------------------------------
# Bundle 23: annual Pass Plus membership; last year's record is the stale distractor.
# ---------------------------------------------------------------------------------------------
b = Bundle(
    "lounge-annual-membership", LOUNGE,
    "How many lounge visits do I have left this year, and can I bring my sister for free?",
    [
        rec("get_membership#SPP-0071-4420", "tool:get_membership", {
            "membership": {
                "number": "SPP-0071-4420", "plan": "PASS_PLUS", "status": "ACTIVE",
                "validFrom": "2025.09.01", "validTo": "2026.08.31",
                "allowance": {"visitsIncluded": 12, "visitsUsed": 9, "guestEntriesIncluded": 2,
                              "guestEntriesUsed": 2},
                "lastVisit": {"date": "2026.05.02", "lounge": "Skyrest Lounge West", "terminal": "ICN T1"},
                "holder": {"firstName": "MINJI", "lastName": "YANG"}}}),
        rec("get_membership#SPP-0071-4420-y2024", "tool:get_membership", {
            "membership": {
                "number": "SPP-0071-4420", "plan": "PASS_PLUS", "status": "EXPIRED",
                "validFrom": "2024.09.01", "validTo": "2025.08.31",
                "allowance": {"visitsIncluded": 12, "visitsUsed": 12, "guestEntriesIncluded": 2,
                              "guestEntriesUsed": 1}}}),
        pol("lounge-terms#pass-plus",
            "Pass Plus includes 12 lounge visits and 2 guest entries per membership year. Unused visits do not "
            "carry over to the next year. Extra visits are charged at ₩29,000 each, and guests beyond the "
            "allowance at ₩32,000. Renewing before expiry adds the new year from the end date of the current one.",
            revision="L-2026.2"),
    ],
    now="2026-05-20T12:00:00+09:00")

b.ok("Hi Ms. Yang, you've used 9 of your 12 visits this membership year, so 3 remain until 31 August. Both guest "
     "entries have already been used, so bringing your sister would cost ₩32,000.",
     [S("you've used 9 of your 12 visits"), S("so 3 remain until 31 August"),
      S("Both guest entries have already been used"), S("bringing your sister would cost ₩32,000")],
     ["3 remain", "₩32,000"],
     "Active membership 2025.09.01-2026.08.31: visitsUsed 9 of 12, guestEntriesUsed 2 of 2; policy: guests beyond "
     "the allowance ₩32,000.")

b.ok("Your Pass Plus membership SPP-0071-4420 is active until 2026.08.31 with three visits left. Guest allowance: "
     "0 of 2 remaining. Note that unused visits don't carry over to the next year.",
     [S("is active until 2026.08.31"), S("with three visits left"), S("Guest allowance: 0 of 2 remaining"),
      S("unused visits don't carry over")],
     ["2026.08.31"],
     "status ACTIVE, validTo 2026.08.31; 12 - 9 = 3; guest entries 2 used of 2; carry-over rule in policy.")

b.bad("Hello Ms. Yang, your membership shows all 12 visits used. Your last visit was on 2 May at Lounge West in "
      "Terminal 1.",
      [C("shows all 12 visits used", "VALUE_MISMATCH"), S("Your last visit was on 2 May at Lounge West in Terminal 1")],
      ["stale_value"], ["all 12 visits used"],
      "12 of 12 is last year's EXPIRED record; the active year shows 9 used.")

b.bad("Hi Ms. Yang, you have 4 visits left out of 12, and as a Pass Plus member your sister can come in free as "
      "one of your guest entries.",
      [C("you have 4 visits left", "VALUE_MISMATCH"),
       C("your sister can come in free as one of your guest entries", "VALUE_MISMATCH", "NLI_CONTRADICTION",
         "RECORD_STATE_MISMATCH")],
      ["wrong_arithmetic", "condition_unmet"], ["4 visits left", "sister can come in free"],
      "12 - 9 = 3. Both guest entries (2 of 2) are used, so a free guest entry is not available.")

b.repair("Hello Ms. Yang, you have 3 visits left, and any visits you don't use will roll over into next year's "
         "allowance.",
         [S("you have 3 visits left"), C("will roll over into next year's allowance", "NLI_CONTRADICTION")],
         ["wrong_policy_condition"], ["roll over into next year"],
         ["don't carry over|do not carry over|not carry over|won't carry over|will not carry over|lost|expire|"
          "don't roll over|do not roll over|won't roll over", "3 visits"],
         "Policy: unused visits do not carry over to the next year.")

# ---------------------------------------------------------------------------------------------
# Bundle 24: two unused passes (no-show), refund refused, 50% voucher issued.
# ---------------------------------------------------------------------------------------------
b = Bundle(
    "lounge-refund-unused", LOUNGE,
    "We never used our two lounge passes yesterday. Can I get my ₩78,000 back?",
    [
        rec("get_pass#SLO-439955", "tool:get_pass", {
            "order": {
                "id": "SLO-439955", "associatedRecords": [{"reference": "SLK2R9"}],
                "offers": [{"productCode": "SINGLE_ENTRY_3H",
                            "price": {"currency": "KRW", "total": "78000", "grandTotal": "78000"},
                            "travelerPricings": [{"travelerType": "ADULT", "price": {"total": "39000"}},
                                                 {"travelerType": "ADULT", "price": {"total": "39000"}}]}],
                "passes": [{"passId": "SRL-ICN-T1-90011", "status": "EXPIRED_UNUSED", "validDate": "2026.05.18"},
                           {"passId": "SRL-ICN-T1-90012", "status": "EXPIRED_UNUSED", "validDate": "2026.05.18"}],
                "cancellationRequestedAt": None,
                "linkedFlight": {"carrierCode": "HL", "number": "611", "status": "DEPARTED",
                                 "departure": {"iataCode": "ICN", "terminal": "1", "at": "2026-05-18T15:20:00"}},
                "voucher": {"code": "SRV-2Q8K-7710", "amount": "39000", "currency": "KRW", "status": "ISSUED",
                            "issuedOn": "2026.05.19", "expiresOn": "2026.11.19", "basis": "NO_SHOW_50_PCT"},
            }}),
        refused("issue_refund#call-2", "issue_refund", "DENY",
                {"orderId": "SLO-439955", "amount": "78000", "reason": "OUTSIDE_REFUND_WINDOW"}),
        pol("lounge-terms#refunds",
            "Unused passes are refunded in full if cancelled at least 24 hours before the start of their validity "
            "date. Later cancellations and no-shows receive a credit voucher for 50% of the price, valid for 6 "
            "months, instead of a cash refund. If your flight was cancelled by the airline, send us the airline's "
            "notice and we refund in full regardless of timing.", revision="L-2026.2"),
    ],
    now="2026-05-19T10:20:00+09:00")

b.ok("Hello Mr. Cho, I'm sorry, a cash refund isn't possible: the passes weren't cancelled at least 24 hours before "
     "18 May, and the refund request was declined. Instead, a ₩39,000 credit voucher, SRV-2Q8K-7710, has been "
     "issued to you, valid until 19 November.",
     [S("a cash refund isn't possible"), S("weren't cancelled at least 24 hours before 18 May"),
      S("the refund request was declined"), S("a ₩39,000 credit voucher, SRV-2Q8K-7710, has been issued"),
      S("valid until 19 November")],
     ["₩39,000", "SRV-2Q8K-7710"],
     "cancellationRequestedAt null, passes EXPIRED_UNUSED for 2026.05.18; issue_refund DENIED; voucher 39000 "
     "ISSUED, expiresOn 2026.11.19.")

b.ok("Your two unused passes (₩78,000 in total) fall under our no-show rule, which gives a 50% credit voucher "
     "rather than cash. Voucher SRV-2Q8K-7710 for ₩39,000 is ready to use for six months.",
     [S("Your two unused passes (₩78,000 in total)"), S("gives a 50% credit voucher rather than cash"),
      S("Voucher SRV-2Q8K-7710 for ₩39,000"), S("ready to use for six months")],
     ["SRV-2Q8K-7710"],
     "Order total 78000; policy no-show 50% voucher valid 6 months; voucher issued 2026.05.19, expires "
     "2026.11.19.")

b.ok("Dear Mr. Cho,\n\nThank you for your message. We could not refund the ₩78,000 in cash, as the passes were not "
     "cancelled 24 hours ahead and your flight HL 611 did operate. A credit voucher of ₩39,000 (SRV-2Q8K-7710) has "
     "been issued instead; it expires on 2026.11.19.\n\nKind regards,\nSkyrest Lounges",
     [NA("Thank you for your message."), S("We could not refund the ₩78,000 in cash"),
      S("the passes were not cancelled 24 hours ahead"), S("your flight HL 611 did operate"),
      S("A credit voucher of ₩39,000 (SRV-2Q8K-7710) has been issued instead"), S("it expires on 2026.11.19")],
     ["₩39,000", "2026.11.19"],
     "Refused issue_refund; no cancellation; linkedFlight HL611 DEPARTED; voucher fields.")

b.bad("Hi Mr. Cho, as your flight HL 611 was cancelled, the airline-cancellation rule applies and the full ₩78,000 "
      "will be refunded to your card.",
      [C("as your flight HL 611 was cancelled", "RECORD_STATE_MISMATCH"),
       C("the full ₩78,000 will be refunded to your card", "NOT_EXECUTED", "NLI_CONTRADICTION",
         "RECORD_STATE_MISMATCH")],
      ["wrong_state", "condition_unmet"], ["HL 611 was cancelled", "₩78,000 will be refunded"],
      "linkedFlight HL611 status is DEPARTED, so the airline-cancellation waiver does not apply; issue_refund "
      "was DENIED.")

b.bad("Hello Mr. Cho, your unused passes have been converted into credit voucher SRV-2Q8K-7710 worth ₩39,000, "
      "which you can use until 19 October.",
      [S("converted into credit voucher SRV-2Q8K-7710 worth ₩39,000"),
       C("which you can use until 19 October", "DATE_MISMATCH", "NLI_CONTRADICTION")],
      ["wrong_date"], ["19 October"],
      "voucher.expiresOn is 2026.11.19 (6 months from 19 May).")

b.repair("Hi Mr. Cho, I've arranged a full refund of ₩78,000 for the two unused passes.",
         [C("I've arranged a full refund of ₩78,000", "NOT_EXECUTED")],
         ["refused_call_effect"], ["arranged a full refund"],
         ["voucher|declined|couldn't|could not|unable|not possible|isn't possible|not able",
          "two unused passes|two passes|both passes"],
         "issue_refund was DENIED (OUTSIDE_REFUND_WINDOW); a 39000 voucher was issued instead.")

# ---------------------------------------------------------------------------------------------
# Bundle 25: delayed flight, free stay extension under the 2-hour rule.
# ---------------------------------------------------------------------------------------------
b = Bundle(
    "lounge-delayed-flight", LOUNGE,
    "My flight is delayed. Do I have to leave the lounge at 17:05?",
    [
        rec("get_pass#SRL-ICN-T1-90377", "tool:get_pass", {
            "order": {
                "id": "SLO-442016",
                "offers": [{"productCode": "SINGLE_ENTRY_3H", "price": {"currency": "KRW", "total": "39000"}}],
                "passes": [{"passId": "SRL-ICN-T1-90377", "status": "IN_USE", "loungeName": "Skyrest Lounge West",
                            "terminal": "T1", "maxStay": "PT3H",
                            "entryAt": epoch("2026-05-21T14:05:00+09:00"),
                            "stayEndsAt": epoch("2026-05-21T17:05:00+09:00"),
                            "extension": {"status": "NOT_REQUESTED"}}]}}),
        rec("get_flight_status#HL705", "tool:get_flight_status", {
            "flight": {"carrierCode": "HL", "number": "705", "status": "DELAYED",
                       "departure": {"iataCode": "ICN", "terminal": "1", "gate": "112",
                                     "at": "2026-05-21T16:40:00"},
                       "revisedDeparture": {"at": "2026-05-21T19:10:00"}, "delay": "PT2H30M",
                       "boardingAt": "2026-05-21T18:40:00",
                       "arrival": {"iataCode": "KIX", "at": "2026-05-21T18:35:00"}}}),
        pol("lounge-terms#delays",
            "Time beyond the 3-hour stay is charged at ₩12,000 per started hour. If your flight is delayed by 2 "
            "hours or more, your stay is extended free of charge until boarding, once you show the airline's delay "
            "notice at reception.", revision="L-2026.2"),
    ],
    now="2026-05-21T16:10:00+09:00")

b.ok("Hi Ms. Go, no need to leave at 17:05: HL 705 is delayed by 2 hours 30 minutes, to 19:10, and delays of 2 "
     "hours or more qualify for a free extension until boarding. Just show the airline's delay notice at "
     "reception. Boarding is currently set for 18:40.",
     [S("no need to leave at 17:05"), S("HL 705 is delayed by 2 hours 30 minutes, to 19:10"),
      S("delays of 2 hours or more qualify for a free extension until boarding"),
      S("show the airline's delay notice at reception"), S("Boarding is currently set for 18:40")],
     ["19:10", "18:40"],
     "Flight DELAYED, delay PT2H30M, revisedDeparture 19:10, boardingAt 18:40; policy: delay of 2 hours or more "
     "gives a free extension until boarding with the delay notice.")

b.ok("Your 3-hour stay started at 14:05 and would normally end at 17:05. Because your flight is now leaving at "
     "19:10, more than 2 hours late, you can stay free until boarding once reception sees the delay notice.",
     [S("Your 3-hour stay started at 14:05"), S("would normally end at 17:05"),
      S("your flight is now leaving at 19:10"), S("more than 2 hours late"), S("you can stay free until boarding")],
     ["14:05", "19:10"],
     "entryAt and stayEndsAt epochs are 14:05 and 17:05 KST; revisedDeparture 19:10 vs 16:40 (2h30m).")

b.bad("Hi Ms. Go, your entry was recorded at 05:05, and because HL 705 is delayed to 19:10 you can stay free until "
      "boarding once you show the delay notice.",
      [C("your entry was recorded at 05:05", "VALUE_MISMATCH", "DATE_MISMATCH"), S("HL 705 is delayed to 19:10"),
       S("you can stay free until boarding once you show the delay notice")],
      ["unit_conversion"], ["at 05:05"],
      "entryAt epoch is 05:05 UTC, i.e. 14:05 in Seoul.")

b.bad("Hello Ms. Go, HL 705 is now 3 hours 30 minutes late, and any delay of an hour or more gets you a free "
      "extension until boarding at 18:40.",
      [C("now 3 hours 30 minutes late", "VALUE_MISMATCH"), C("any delay of an hour or more", "NLI_CONTRADICTION", "VALUE_MISMATCH"),
       S("boarding at 18:40")],
      ["wrong_arithmetic", "wrong_policy_condition"], ["3 hours 30 minutes late", "an hour or more"],
      "16:40 to 19:10 is 2 hours 30 minutes (delay PT2H30M). Policy threshold is 2 hours or more.")

b.repair("Hi Ms. Go, since HL 705 is delayed to 19:10, you can stay until boarding, but the extra time will be "
         "charged at ₩12,000 per hour.",
         [S("since HL 705 is delayed to 19:10"), S("you can stay until boarding"),
          C("the extra time will be charged at ₩12,000 per hour", "NLI_CONTRADICTION", "AMOUNT_MISMATCH")],
         ["wrong_policy_condition"], ["charged at ₩12,000 per hour"],
         ["free|no charge|at no cost|no extra charge|without charge", "19:10"],
         "A delay of 2h30m (2 hours or more) gives a free extension until boarding; the ₩12,000 charge applies "
         "otherwise.")
