from lib import *

DOM = "university housing"
SIGN = "Brackenford University Accommodation Office"

# ---------------------------------------------------------------- S10 room allocation
s = Scenario("housing-allocation", DOM,
    "Please can you confirm where I'm living this year and what my rent is?",
    [
        rec("get_allocation#S2604417", "tool:get_allocation", {
            "data": {"type": "allocations", "id": "ALLOC-2026-11852",
                     "attributes": {"status": "ACCEPTED", "accepted-at": "2026-08-14T19:02:00Z",
                                    "contract-length": "P44W", "contract-start": "2026-09-19T09:00:00Z",
                                    "contract-end": "2027-07-24T09:00:00Z", "weekly-rent-pence": 16450,
                                    "total-rent-pence": 723800,
                                    "included-in-rent": ["UTILITIES", "WIFI", "CONTENTS_INSURANCE"],
                                    "arrival-slot-start": "2026-09-19T09:00:00Z",
                                    "arrival-slot-end": "2026-09-19T11:00:00Z"},
                     "relationships": {"room": {"data": {"type": "rooms", "id": "RM-FEN-C-214"}},
                                       "student": {"data": {"type": "students", "id": "S2604417"}}}},
            "included": [
                {"type": "rooms", "id": "RM-FEN-C-214",
                 "attributes": {"residence-name": "Fenwick Court", "block": "C", "flat": "C2", "room-number": "214",
                                "room-type": "ENSUITE_SINGLE"}},
                {"type": "students", "id": "S2604417",
                 "attributes": {"preferred-name": "Imogen", "family-name": "Kaur-Daley", "title": "Ms",
                                "fee-status": "HOME"}},
                {"type": "payment-schedules", "id": "PS-ALLOC-2026-11852",
                 "attributes": {"instalments": [
                     {"number": 1, "due-at": "2026-09-19T00:00:00Z", "amount-pence": 241267},
                     {"number": 2, "due-at": "2027-01-09T00:00:00Z", "amount-pence": 241267},
                     {"number": 3, "due-at": "2027-04-17T00:00:00Z", "amount-pence": 241266}]}}]}),
        rec("list_offers#S2604417", "tool:list_offers", {
            "data": [
                {"type": "offers", "id": "ALLOC-2026-10977",
                 "attributes": {"status": "DECLINED", "residence-name": "Marsh Lane Halls", "room-label": "B-07",
                                "weekly-rent-pence": 13800, "contract-length": "P40W"}},
                {"type": "offers", "id": "ALLOC-2026-11852",
                 "attributes": {"status": "ACCEPTED", "residence-name": "Fenwick Court", "room-label": "C-214",
                                "weekly-rent-pence": 16450, "contract-length": "P44W"}}]}),
        pol("policy#tenancy-basics",
            "Contracts run for the number of weeks shown in your allocation. Rent for the academic year is payable "
            "in three instalments, the first due on the contract start date. Keys are collected from the residence "
            "reception during your booked arrival slot; please bring photo ID. Early arrival before the contract "
            "start date is possible only for international students who have booked the Early Arrival Scheme."),
    ], now="2026-08-20T12:00:00+01:00")

s.ok("Dear Ms Kaur-Daley, thank you for accepting your room offer. You have been allocated room 214 in Block C of "
     "Fenwick Court, an en-suite single room. Your contract is for 44 weeks, from 19 September 2026 to 24 July 2027, "
     "and the rent is £164.50 per week. Please collect your keys from the Fenwick Court reception during your arrival "
     "slot, 10:00–12:00 on 19 September, and bring photo ID.\n\nKind regards,\n" + SIGN,
     [NA("thank you for accepting your room offer"), S("allocated room 214 in Block C of Fenwick Court"),
      S("an en-suite single room"), S("Your contract is for 44 weeks"),
      S("from 19 September 2026 to 24 July 2027"), S("the rent is £164.50 per week"),
      S("collect your keys from the Fenwick Court reception"), S("10:00–12:00 on 19 September"),
      S("bring photo ID")],
     ["£164.50", "Fenwick Court"],
     "ALLOC-2026-11852 ACCEPTED, room RM-FEN-C-214 ENSUITE_SINGLE; P44W; dates in BST; weekly-rent 16450p; arrival slot 09:00-11:00Z = 10:00-12:00 BST; policy on keys.")

s.ok("Dear Ms Kaur-Daley,\n\nYour room is C-214 at Fenwick Court. The total rent for the year is £7,238.00, payable in "
     "three instalments of £2,412.67, £2,412.67 and £2,412.66, the first of which is due on 19/09/2026. Utilities, "
     "Wi-Fi and contents insurance are included in the rent.\n\nYours sincerely,\n" + SIGN,
     [S("Your room is C-214 at Fenwick Court"), S("The total rent for the year is £7,238.00"),
      S("three instalments of £2,412.67, £2,412.67 and £2,412.66"), S("the first of which is due on 19/09/2026"),
      S("Utilities, Wi-Fi and contents insurance are included")],
     ["£7,238.00", "19/09/2026"],
     "total-rent-pence 723800; instalments 241267/241267/241266 (first due 19 Sep); included-in-rent list.")

s.ok("Good afternoon Imogen — you're confirmed at Fenwick Court, Block C, room 214, on a forty-four-week contract "
     "at £164.50 a week. Accommodation Office, Brackenford University",
     [S("you're confirmed at Fenwick Court, Block C, room 214"), S("on a forty-four-week contract"),
      S("at £164.50 a week")],
     ["£164.50"],
     "Allocation ACCEPTED; contract-length P44W; weekly-rent-pence 16450.")

s.bad("Dear Ms Kaur-Daley, thank you for accepting your room offer. You have been allocated room 214 in Block C of "
      "Fenwick Court, and the rent is £138.00 per week for a 44-week contract.\n\nKind regards,\n" + SIGN,
      [NA("thank you for accepting your room offer"), S("allocated room 214 in Block C of Fenwick Court"),
       X("the rent is £138.00 per week", "AMOUNT_MISMATCH"), S("for a 44-week contract")],
      ["other_record_value"], ["£138.00 per week"],
      "£138.00 is the weekly rent of the declined Marsh Lane offer; Fenwick Court is 16450p.")

s.bad("Dear Ms Kaur-Daley, your room is 214 in Block C of Fenwick Court. At £164.50 per week for 44 weeks, your "
      "total rent comes to £7,328.00. Your arrival slot on 19 September is from 09:00 to 11:00, when you can "
      "collect your keys from reception.\n\nKind regards,\n" + SIGN,
      [S("your room is 214 in Block C of Fenwick Court"), X("total rent comes to £7,328.00", "AMOUNT_MISMATCH"),
       X("from 09:00 to 11:00", "DATE_MISMATCH", "VALUE_MISMATCH"), S("collect your keys from reception")],
      ["wrong_arithmetic", "unit_conversion"], ["£7,328.00", "from 09:00 to 11:00"],
      "44 x £164.50 = £7,238.00 (total-rent-pence 723800); slot 09:00Z = 10:00 BST.")

s.bad("Dear Ms Kaur-Daley, you have been allocated room 214 in Block C of Fenwick Court at £164.50 per week. Your "
      "rent includes utilities, Wi-Fi and a weekly room clean.\n\nKind regards,\n" + SIGN,
      [S("allocated room 214 in Block C of Fenwick Court at £164.50 per week"),
       XI("utilities, Wi-Fi and a weekly room clean", "VALUE_MISMATCH", "CLAIM_WITHOUT_TOOL_EVIDENCE")],
      ["unlisted_perk"], ["weekly room clean"],
      "included-in-rent lists UTILITIES, WIFI, CONTENTS_INSURANCE; no cleaning service.")

s.fix("Dear Ms Kaur-Daley, you have been allocated room 214 in Block C of Fenwick Court. Your contract is for 40 weeks "
      "at £164.50 per week.\n\nKind regards,\n" + SIGN,
      [S("allocated room 214 in Block C of Fenwick Court"), X("Your contract is for 40 weeks", "VALUE_MISMATCH"),
       S("at £164.50 per week")],
      ["other_record_value"], ["for 40 weeks"], ["44 weeks|44-week|forty-four", "£164.50"],
      "contract-length is P44W; P40W belongs to the declined Marsh Lane offer.")

# ---------------------------------------------------------------- S11 deposit after review
s = Scenario("housing-deposit", DOM, "What's happening with my deposit now that the inspection has been reviewed?",
    [
        rec("get_tenancy_closure#TEN-2025-30418", "tool:get_tenancy_closure", {
            "data": {"type": "tenancy-closures", "id": "TEN-2025-30418",
                     "attributes": {"tenant-name": "Mr Kwame Lindqvist", "tenancy-ended-at": "2026-06-27T09:00:00Z",
                                    "deposit-pence": 25000},
                     "relationships": {"inspections": {"data": [{"type": "inspections", "id": "INSP-7714"},
                                                                {"type": "inspections", "id": "INSP-7731"}]},
                                       "deposit-return": {"data": {"type": "deposit-returns", "id": "DR-50912"}}}},
            "included": [
                {"type": "inspections", "id": "INSP-7714",
                 "attributes": {"status": "SUPERSEDED", "inspected-at": "2026-06-28T10:30:00Z",
                                "deductions": [{"code": "CLEANING", "hours": "3.0", "amount-pence": 4500},
                                               {"code": "DAMAGE_DESK_CHAIR", "amount-pence": 6000}],
                                "total-deductions-pence": 10500}},
                {"type": "inspections", "id": "INSP-7731",
                 "attributes": {"status": "FINAL", "inspected-at": "2026-07-03T14:00:00Z", "review-of": "INSP-7714",
                                "deductions": [{"code": "CLEANING", "hours": "2.0", "amount-pence": 3500}],
                                "total-deductions-pence": 3500}},
                {"type": "deposit-returns", "id": "DR-50912",
                 "attributes": {"status": "PAYMENT_SCHEDULED", "amount-pence": 21500, "method": "BACS",
                                "account-last4": "7719", "scheduled-for": "2026-07-15T00:00:00Z"}}]}),
        pol("policy#deposits",
            "Deposits are returned within 20 working days of the end of the tenancy, less any deductions for "
            "cleaning, damage or unpaid charges. Cleaning is charged at £17.50 per hour. If you disagree with a "
            "deduction, you can ask for a review within 10 days of receiving the inspection report; the reviewed "
            "report replaces the original."),
    ], now="2026-07-08T15:00:00+01:00")

s.ok("Dear Mr Lindqvist, thank you for your patience while we reviewed the inspection. Following the review, the only "
     "deduction is £35.00 for cleaning, and the charge for the desk chair has been removed. Your deposit refund of "
     "£215.00 is scheduled to be paid on 15 July to your bank account ending 7719.\n\nKind regards,\n" + SIGN,
     [NA("thank you for your patience"), S("the only deduction is £35.00 for cleaning"),
      S("the charge for the desk chair has been removed"), S("Your deposit refund of £215.00 is scheduled"),
      S("on 15 July to your bank account ending 7719")],
     ["£215.00", "15 July"],
     "INSP-7731 FINAL (review of INSP-7714) has one deduction, CLEANING 3500p; DR-50912 PAYMENT_SCHEDULED 21500p for 15 July, account 7719.")

s.ok("Dear Mr Lindqvist,\n\nThe reviewed inspection report replaces the original one. It records two hours of "
     "cleaning at £17.50 per hour, which is £35.00, so of your £250.00 deposit you will receive £215.00. The payment "
     "is due to be made by bank transfer on 15/07/2026.\n\nYours sincerely,\n" + SIGN,
     [S("The reviewed inspection report replaces the original one"), S("two hours of cleaning at £17.50 per hour"),
      S("which is £35.00"), S("of your £250.00 deposit you will receive £215.00"),
      S("by bank transfer on 15/07/2026")],
     ["£215.00", "15/07/2026"],
     "Policy: reviewed report replaces original, £17.50/h; INSP-7731 hours 2.0, 3500p; deposit 25000p; DR-50912 BACS on 15 July.")

s.bad("Dear Mr Lindqvist, thank you for your patience. Deductions of £105.00 have been made for cleaning and the "
      "desk chair, so your refund of £145.00 will be paid on 15 July to your account ending 7719.\n\n"
      "Kind regards,\n" + SIGN,
      [NA("thank you for your patience"),
       X("Deductions of £105.00 have been made for cleaning and the desk chair", "AMOUNT_MISMATCH"),
       X("your refund of £145.00", "AMOUNT_MISMATCH"), S("paid on 15 July to your account ending 7719")],
      ["stale_value", "stale_value"], ["Deductions of £105.00", "refund of £145.00"],
      "£105.00 comes from the SUPERSEDED INSP-7714; the FINAL report deducts 3500p and DR-50912 is 21500p.")

s.bad("Dear Mr Lindqvist, after the review the only deduction is £35.00 for cleaning, and your refund of £215.00 "
      "is scheduled for 17 July. For future reference, a review can be requested within 28 days of receiving the "
      "inspection report.\n\nKind regards,\n" + SIGN,
      [S("the only deduction is £35.00 for cleaning"), S("your refund of £215.00"),
       X("is scheduled for 17 July", "DATE_MISMATCH"),
       X("within 28 days of receiving the inspection report", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
      ["wrong_date", "wrong_period"], ["scheduled for 17 July", "within 28 days"],
      "scheduled-for is 2026-07-15; policy allows 10 days to request a review.")

s.fix("Dear Mr Lindqvist, your refund of £215.00 will be paid on 15 July to your account ending 7719. This is after a "
      "deduction of £60.00 for the desk chair.\n\nKind regards,\n" + SIGN,
      [S("your refund of £215.00 will be paid on 15 July"), S("your account ending 7719"),
       X("deduction of £60.00 for the desk chair", "AMOUNT_MISMATCH", "RECORD_STATE_MISMATCH")],
      ["stale_value"], ["£60.00 for the desk chair"], ["£35.00|£35|cleaning", "£215.00"],
      "The chair deduction was in the SUPERSEDED INSP-7714; the FINAL INSP-7731 deducts only £35.00 for cleaning.")

# ---------------------------------------------------------------- S12 urgent heating repair
s = Scenario("housing-repair", DOM, "My radiator still isn't working. When is someone coming?",
    [
        rec("list_maintenance_requests#S2501189", "tool:list_maintenance_requests", {
            "data": [
                {"type": "maintenance-requests", "id": "MR-558120",
                 "attributes": {"category": "HEATING", "summary": "Radiator in bedroom cold", "priority": "URGENT",
                                "status": "CONTRACTOR_ASSIGNED", "reported-at": "2026-11-16T21:40:00Z",
                                "target-response": "PT24H", "temporary-heater": "AVAILABLE_AT_RECEPTION"},
                 "relationships": {"appointment": {"data": {"type": "appointments", "id": "APT-90217"}}}},
                {"type": "maintenance-requests", "id": "MR-557004",
                 "attributes": {"category": "LIGHTING", "summary": "Desk lamp socket loose", "priority": "ROUTINE",
                                "status": "COMPLETED", "reported-at": "2026-10-29T11:15:00Z",
                                "completed-at": "2026-11-03T10:40:00Z", "target-response": "P5D"}}],
            "included": [
                {"type": "appointments", "id": "APT-90217",
                 "attributes": {"window-start": "2026-11-17T13:00:00Z", "window-end": "2026-11-17T15:00:00Z",
                                "contractor-name": "Northgate Heating Ltd", "access": "MAY_ENTER_IF_ABSENT"}}],
            "meta": {"student-name": "Miss Zara Whitcombe", "residence": "Oakhill House", "flat": "4", "room": "3"}}),
        pol("policy#repairs",
            "Routine repairs are attended within 5 working days. Urgent repairs, such as no heating or hot water, "
            "leaks or security faults, are attended within 24 hours. Our contractors may enter your room to carry out "
            "a repair during the notified appointment window even if you are not present. Temporary heaters can be "
            "borrowed from the residence reception while a heating fault is outstanding."),
    ], now="2026-11-17T08:30:00+00:00")

s.ok("Dear Miss Whitcombe, I am sorry that you are without heating. Your repair request MR-558120 has been marked as "
     "urgent, and Northgate Heating Ltd will visit today between 13:00 and 15:00. The contractor may enter your room "
     "during that window even if you are not in. In the meantime, you can borrow a temporary heater from the "
     "residence reception.\n\nKind regards,\n" + SIGN,
     [NA("I am sorry that you are without heating"), S("MR-558120 has been marked as urgent"),
      S("Northgate Heating Ltd will visit today between 13:00 and 15:00"),
      S("may enter your room during that window"), S("borrow a temporary heater from the residence reception")],
     ["13:00", "MR-558120"],
     "MR-558120 priority URGENT; APT-90217 window 13:00-15:00Z (GMT in November) on 17 Nov = today; access and heater per record and policy.")

s.ok("Miss Whitcombe — an engineer from Northgate Heating Ltd is booked for 17/11/2026, 13:00–15:00, under request "
     "MR-558120. Urgent repairs such as yours are attended within 24 hours.\n\nAccommodation Office",
     [S("Northgate Heating Ltd is booked for 17/11/2026, 13:00–15:00"), S("under request MR-558120"),
      S("Urgent repairs such as yours are attended within 24 hours")],
     ["17/11/2026"],
     "APT-90217; priority URGENT; policy 24 hours.")

s.bad("Dear Miss Whitcombe, I am sorry that you are without heating. Northgate Heating Ltd will visit today between "
      "13:00 and 15:00 to repair the radiator. A temporary heater has also been delivered to your room.\n\n"
      "Kind regards,\n" + SIGN,
      [NA("I am sorry that you are without heating"), S("Northgate Heating Ltd will visit today between 13:00 and 15:00"),
       XI("A temporary heater has also been delivered to your room", "CLAIM_WITHOUT_TOOL_EVIDENCE", "RECORD_STATE_MISMATCH")],
      ["unrecorded_extra"], ["heater has also been delivered"],
      "temporary-heater is AVAILABLE_AT_RECEPTION; no delivery is recorded.")

s.bad("Dear Miss Whitcombe, your heating repair MR-558120 has been booked with Northgate Heating Ltd for tomorrow, "
      "Wednesday 18 November, between 13:00 and 15:00. Urgent repairs are attended within five working days.\n\n"
      "Kind regards,\n" + SIGN,
      [S("your heating repair MR-558120 has been booked with Northgate Heating Ltd"),
       X("for tomorrow, Wednesday 18 November", "DATE_MISMATCH"), S("between 13:00 and 15:00"),
       X("Urgent repairs are attended within five working days", "NLI_CONTRADICTION")],
      ["wrong_date", "wrong_policy_condition"], ["Wednesday 18 November", "Urgent repairs are attended within five working days"],
      "window-start is 2026-11-17 (today, Tuesday); policy gives 24 hours for urgent repairs, 5 working days for routine.")

s.fix("Dear Miss Whitcombe, your heating repair, request MR-557004, is booked with Northgate Heating Ltd for today "
      "between 13:00 and 15:00. You can borrow a temporary heater from reception in the meantime.\n\n"
      "Kind regards,\n" + SIGN,
      [X("request MR-557004", "IDENTIFIER_MISMATCH"), S("booked with Northgate Heating Ltd for today between 13:00 and 15:00"),
       S("borrow a temporary heater from reception")],
      ["other_record_value"], ["MR-557004"], ["MR-558120", "13:00"],
      "MR-557004 is the completed lighting request; the heating request is MR-558120.")

# ---------------------------------------------------------------- S13 contract release after withdrawal
s = Scenario("housing-release", DOM, "I've withdrawn from my course. Can you end my accommodation contract now?",
    [
        rec("get_tenancy#TEN-2026-41190", "tool:get_tenancy", {
            "data": {"type": "tenancies", "id": "TEN-2026-41190",
                     "attributes": {"status": "ACTIVE", "residence-name": "Marsh Lane Halls", "room-label": "D-11",
                                    "contract-end": "2027-06-26T09:00:00Z", "weekly-rent-pence": 14200,
                                    "keys-returned-at": None, "release-request-status": "PENDING_CONTRACTS_TEAM"},
                     "relationships": {"student": {"data": {"type": "students", "id": "S2511038"}}}},
            "included": [
                {"type": "students", "id": "S2511038",
                 "attributes": {"title": "Mr", "preferred-name": "Ethan", "family-name": "Grabowski",
                                "enrolment-status": "WITHDRAWN", "withdrawal-effective-at": "2026-12-04T00:00:00Z"}}]}),
        ref("release_contract#TEN-2026-41190", "release_contract", "ESCALATE",
            {"tenancy-id": "TEN-2026-41190", "requested-release-date": "2026-12-07", "route-to": "ACCOMMODATION_CONTRACTS"}),
        pol("policy#early-release",
            "Release requests are approved by the Accommodation Contracts Team. Students who withdraw from the "
            "University are released from their accommodation contract four weeks after the date their room keys are "
            "returned, or from the date a replacement student moves in, if that is earlier. Students who remain at "
            "the University can only leave their contract if they find a replacement student who is not already "
            "living in University accommodation. Rent is payable until the release date."),
    ], now="2026-12-07T11:00:00+00:00")

s.ok("Dear Mr Grabowski, I am sorry to hear that you have left your course. I am not able to end the contract myself, "
     "so I have referred your request to the Accommodation Contracts Team for approval. As you have withdrawn from the "
     "University, you will be released four weeks after you return your keys, or earlier if a replacement student "
     "moves in. Rent remains payable until your release date. Our records show that your keys have not yet been "
     "returned.\n\nKind regards,\n" + SIGN,
     [NA("I am sorry to hear that you have left your course"), S("I am not able to end the contract myself"),
      S("referred your request to the Accommodation Contracts Team"),
      S("released four weeks after you return your keys"), S("earlier if a replacement student moves in"),
      S("Rent remains payable until your release date"), S("your keys have not yet been returned")],
     ["four weeks", "Accommodation Contracts Team"],
     "release_contract ESCALATE to ACCOMMODATION_CONTRACTS; enrolment WITHDRAWN; policy release rules; keys-returned-at null.")

s.ok("Mr Grabowski — your release request has been escalated to the Accommodation Contracts Team. Because your "
     "withdrawal took effect on 4 December, the rule for withdrawn students applies: release four weeks after you "
     "hand back your keys. Your weekly rent of £142.00 continues until then.\n\n" + SIGN,
     [S("your release request has been escalated to the Accommodation Contracts Team"),
      S("your withdrawal took effect on 4 December"), S("release four weeks after you hand back your keys"),
      S("Your weekly rent of £142.00 continues until then")],
     ["escalated", "£142.00"],
     "ESCALATE; withdrawal-effective-at 2026-12-04; policy; weekly-rent-pence 14200 and rent payable until release.")

s.bad("Dear Mr Grabowski, I am sorry to hear that you have left your course. I have ended your accommodation contract "
      "with effect from today, so no further rent will be charged.\n\nKind regards,\n" + SIGN,
      [NA("I am sorry to hear that you have left your course"),
       X("I have ended your accommodation contract with effect from today", "NOT_EXECUTED"),
       X("no further rent will be charged", "NOT_EXECUTED", "NLI_CONTRADICTION")],
      ["refused_call_effect", "invented_promise"], ["ended your accommodation contract", "no further rent will be charged"],
      "release_contract was ESCALATED; tenancy still ACTIVE; policy: rent payable until release.")

s.bad("Dear Mr Grabowski, I have passed your request to the Accommodation Contracts Team. Before you can be released, "
      "you will need to find a replacement student who is not already in University accommodation. Your rent will "
      "stop from 4 December, the date your withdrawal took effect.\n\nKind regards,\n" + SIGN,
      [S("passed your request to the Accommodation Contracts Team"),
       X("you will need to find a replacement student", "NLI_CONTRADICTION"),
       X("Your rent will stop from 4 December", "NLI_CONTRADICTION")],
      ["wrong_policy_condition", "invented_promise"], ["need to find a replacement student", "rent will stop from 4 December"],
      "The replacement rule is for students who remain; withdrawn students are released four weeks after key return, and rent runs until release.")

s.fix("Dear Mr Grabowski, I have referred your request to the Accommodation Contracts Team. As you have withdrawn, you "
      "will be released two weeks after returning your keys, and rent is payable until then.\n\nKind regards,\n" + SIGN,
      [S("referred your request to the Accommodation Contracts Team"),
       X("released two weeks after returning your keys", "NLI_CONTRADICTION", "VALUE_MISMATCH"),
       S("rent is payable until then")],
      ["wrong_period"], ["two weeks after returning"], ["four weeks|4 weeks", "Accommodation Contracts Team"],
      "Policy: four weeks after keys are returned.")
