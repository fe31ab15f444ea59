# w03 batch 6: furniture rental (Nestwell Furniture Rental), scenarios 21-25
from _h import *

DOM = "furniture rental"
CASES, REPAIRS = [], []

# ---------------------------------------------------------------- s21 sofa buyout
S21 = "sofa-buyout"
Q21 = "What would it cost to buy the sofa outright? And would my monthly rent go down?"
NOW21 = "2026-02-20T10:00:00-06:00"
E21 = [
    rec("viewer.lease#NW-L-40291", "graphql:LeaseDetail", {"viewer": {
        "__typename": "Renter", "firstName": "Daniel",
        "lease": {
            "__typename": "Lease", "number": "NW-L-40291", "status": "ACTIVE", "startDate": "2025-09-01",
            "termMonths": 12, "monthlyRent": money("89.00"), "nextBillingDate": "2026-03-01",
            "items": {"edges": [
                {"node": {"__typename": "RentalItem", "sku": "SOFA-HRL-3S-SLT", "title": "Harlow 3-seat sofa, slate",
                          "monthlyRent": money("59.00"),
                          "buyoutQuotes": {"edges": [
                              {"node": {"__typename": "BuyoutQuote", "price": money("684.00"), "issuedAt": "2026-01-10T09:00:00-06:00",
                                        "status": "SUPERSEDED"}},
                              {"node": {"__typename": "BuyoutQuote", "price": money("612.00"), "issuedAt": "2026-02-13T09:00:00-06:00",
                                        "validUntil": "2026-03-15", "status": "ACTIVE"}}]}}},
                {"node": {"__typename": "RentalItem", "sku": "TBL-OSLO-CFE", "title": "Oslo coffee table, oak",
                          "monthlyRent": money("30.00"),
                          "buyoutQuotes": {"edges": [
                              {"node": {"__typename": "BuyoutQuote", "price": money("198.00"), "validUntil": "2026-03-15",
                                        "status": "ACTIVE"}}]}}}]}}}}),
    pol("policy#buyouts",
        "You can buy any rented item at its current buyout price, which goes down each month you rent it. "
        "Buyout quotes are valid for 30 days from the day they're issued. "
        "Once you buy an item, its monthly rent stops from your next billing date. "
        "Items you buy stay right where they are; there's no pickup or redelivery.", "2025-07"),
]
CASES.append(case("w03-084-sofa-buyout", DOM, S21, Q21,
    "Hi Daniel, you can buy the Harlow sofa outright for $612.00, and that quote is good through March 15.\n\n"
    "Once you do, the sofa's $59.00 a month comes off your rent from your next billing date, leaving just $30.00 a month for the Oslo coffee table. "
    "The sofa simply stays where it is, so there's no pickup.",
    E21, [S("buy the Harlow sofa outright for $612.00"), S("that quote is good through March 15"),
          S("the sofa's $59.00 a month comes off your rent from your next billing date"),
          S("leaving just $30.00 a month for the Oslo coffee table"), S("The sofa simply stays where it is"),
          S("so there's no pickup")],
    now=NOW21, includes=["$612.00", "March 15"],
    notes="ACTIVE sofa buyout quote 612.00 validUntil 2026-03-15; sofa rent 59.00 of 89.00 total; table rent 30.00; policy on rent stopping and no pickup."))
CASES.append(case("w03-085-sofa-buyout", DOM, S21, Q21,
    "The sofa's buyout is $612.00 (valid until 3/15), and buying it would take your rent from $89.00 down to $30.00 a month.",
    E21, [S("The sofa's buyout is $612.00"), S("valid until 3/15"), S("from $89.00 down to $30.00 a month")],
    now=NOW21, includes=["$612.00", "$30.00"],
    notes="89.00 - 59.00 = 30.00."))
CASES.append(case("w03-086-sofa-buyout-stale_value", DOM, S21, Q21,
    "Hi Daniel, the Harlow sofa's buyout price is $684.00.\n\n"
    "If you buy it, its $59.00 monthly rent stops from your next billing date, and the sofa stays put, no pickup needed.",
    E21, [C("the Harlow sofa's buyout price is $684.00", "AMOUNT_MISMATCH"),
          S("its $59.00 monthly rent stops from your next billing date"), S("the sofa stays put, no pickup needed")],
    now=NOW21, errors=["stale_value"], excludes=["$684.00"],
    notes="684.00 is the SUPERSEDED January quote; the ACTIVE quote is 612.00."))
CASES.append(case("w03-087-sofa-buyout-wrong_role", DOM, S21, Q21,
    "Hi Daniel, the sofa's buyout price is $612.00.\n\n"
    "Buying it would lower your rent by $30.00, to $59.00 a month. The quote is valid for 60 days, so there's no rush.",
    E21, [S("the sofa's buyout price is $612.00"),
          C("lower your rent by $30.00, to $59.00 a month", "AMOUNT_MISMATCH", "VALUE_MISMATCH"),
          C("The quote is valid for 60 days", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
    now=NOW21, errors=["wrong_role", "wrong_period"], excludes=["lower your rent by $30.00", "valid for 60 days"],
    notes="The sofa's rent is 59.00, so rent falls by 59.00 to 30.00 (the figures are swapped); policy: quotes valid 30 days."))
REPAIRS.append(case("w03-r21-sofa-buyout", DOM, S21, Q21,
    "Hi Daniel, the Harlow sofa's buyout is $612.00, and that quote is good through March 1. After that, your rent drops to $30.00 a month for the coffee table.",
    E21, [S("the Harlow sofa's buyout is $612.00"), C("good through March 1", "DATE_MISMATCH"),
          S("your rent drops to $30.00 a month for the coffee table")],
    now=NOW21, errors=["other_record_value"], excludes=["through March 1."],
    includes=["March 15|Mar 15|Mar. 15|3/15", "$612.00|612.00"], repair=True,
    notes="validUntil is 2026-03-15; March 1 is the lease's nextBillingDate."))

# ---------------------------------------------------------------- s22 delivery window and elevator
S22 = "delivery-window"
Q22 = "What time is my furniture delivery on Thursday, and is there anything I need to do?"
NOW22 = "2026-06-15T09:00:00-04:00"
E22 = [
    rec("viewer.delivery#DLV-77312", "graphql:DeliveryAppointment", {"viewer": {
        "__typename": "Renter", "firstName": "Mei",
        "deliveryAppointment": {
            "__typename": "DeliveryAppointment", "reference": "DLV-77312", "status": "CONFIRMED",
            "window": {"startsAt": "2026-06-18T12:00:00-04:00", "endsAt": "2026-06-18T16:00:00-04:00"},
            "crewSize": 2, "assemblyIncluded": True, "estimatedDuration": "PT1H30M", "arrivalTextLeadTime": "PT30M",
            "address": {"line1": "44 Kinnaird St, Apt 5C", "city": "Cambridge", "provinceCode": "MA"},
            "building": {"elevatorReservationRequired": True, "elevatorReservationStatus": "NOT_PROVIDED",
                         "loadingDockHours": "08:00-17:00"},
            "previousWindow": {"startsAt": "2026-06-18T08:00:00-04:00", "endsAt": "2026-06-18T12:00:00-04:00",
                               "replacedAt": "2026-06-11T13:25:00-04:00"}}}}),
    pol("policy#delivery",
        "Assembly and packaging removal are included with every delivery. Our crew texts you 30 minutes before arriving. "
        "If your building needs an elevator reservation, please book it for the whole delivery window. "
        "If the crew can't get in, a $75 missed-delivery fee applies. You can reschedule for free up to 72 hours before the window starts.", "2026-03"),
]
CASES.append(case("w03-088-delivery-window", DOM, S22, Q22,
    "Hi Mei, your delivery (DLV-77312) is confirmed for Thursday, June 18, between 12:00 and 4:00 PM.\n\n"
    "A two-person crew will assemble everything and take the packaging away, which should take about an hour and a half. They'll text you 30 minutes before they arrive.\n\n"
    "One thing to do: your building needs an elevator reservation, and we don't have one on file yet, so please book it for the full noon-4 PM window. "
    "If the crew can't get in, there's a $75 missed-delivery fee.",
    E22, [S("confirmed for Thursday, June 18, between 12:00 and 4:00 PM"), S("A two-person crew will assemble everything"),
          S("take the packaging away"), S("should take about an hour and a half"),
          S("They'll text you 30 minutes before they arrive"), S("your building needs an elevator reservation"),
          S("we don't have one on file yet"), S("please book it for the full noon-4 PM window"),
          S("there's a $75 missed-delivery fee")],
    now=NOW22, includes=["June 18", "$75"],
    notes="window 12:00-16:00 -04:00; crewSize 2; PT1H30M; PT30M text; elevatorReservationStatus NOT_PROVIDED; policy fee $75."))
CASES.append(case("w03-089-delivery-window", DOM, S22, Q22,
    "Your delivery for DLV-77312:\n"
    "- When: this Thursday, noon to 4 PM\n"
    "- Heads-up text: 30 minutes before arrival\n"
    "- Assembly: included\n"
    "- To do: reserve your building's elevator for the whole window\n\n"
    "See you Thursday, Mei!",
    E22, [S("When: this Thursday, noon to 4 PM"), S("Heads-up text: 30 minutes before arrival"), S("Assembly: included"),
          S("reserve your building's elevator for the whole window"), NA("See you Thursday, Mei!")],
    now=NOW22, includes=["noon to 4 PM"],
    notes="now Mon Jun 15: this Thursday = Jun 18; window from the record."))
CASES.append(case("w03-090-delivery-window-stale_value", DOM, S22, Q22,
    "Hi Mei, your delivery (DLV-77312) is set for Thursday, June 18, between 8:00 AM and 12:00 PM.\n\n"
    "The crew will assemble everything and text you 30 minutes ahead. Please reserve your building's elevator for the whole window.",
    E22, [C("between 8:00 AM and 12:00 PM", "VALUE_MISMATCH", "DATE_MISMATCH"),
          S("The crew will assemble everything"), S("text you 30 minutes ahead"),
          S("Please reserve your building's elevator for the whole window")],
    now=NOW22, errors=["stale_value"], excludes=["8:00 AM and 12:00 PM"],
    notes="8-12 is previousWindow (replaced on Jun 11); the current window is 12:00-16:00."))
CASES.append(case("w03-091-delivery-window-unrecorded_extra", DOM, S22, Q22,
    "Hi Mei, your delivery is confirmed for Thursday, June 18, from 12 to 4 PM, and the crew will text 30 minutes before arriving.\n\n"
    "We've already reserved the elevator with your building, so you're all set. If the crew can't get in, a $50 missed-delivery fee applies.",
    E22, [S("confirmed for Thursday, June 18, from 12 to 4 PM"), S("the crew will text 30 minutes before arriving"),
          C("We've already reserved the elevator with your building", "RECORD_STATE_MISMATCH", "CLAIM_WITHOUT_TOOL_EVIDENCE"),
          C("a $50 missed-delivery fee applies", "NLI_CONTRADICTION", "AMOUNT_MISMATCH", "VALUE_MISMATCH")],
    now=NOW22, errors=["unrecorded_extra", "wrong_amount"],
    excludes=["already reserved the elevator", "$50 missed-delivery fee"],
    notes="elevatorReservationStatus is NOT_PROVIDED; the policy fee is $75."))
CASES.append(case("w03-092-delivery-window-wrong_time", DOM, S22, Q22,
    "Hi Mei, the crew arrives Thursday, June 18, sometime between 12:00 and 4:00 PM, and setting up should take about 45 minutes.\n\n"
    "They'll text you half an hour before they get there.",
    E22, [S("sometime between 12:00 and 4:00 PM"), C("should take about 45 minutes", "VALUE_MISMATCH"),
          S("They'll text you half an hour before they get there")],
    now=NOW22, errors=["wrong_time"], excludes=["about 45 minutes"],
    notes="estimatedDuration is PT1H30M (90 minutes); PT30M is the text lead time."))
REPAIRS.append(case("w03-r22-delivery-window", DOM, S22, Q22,
    "Hi Mei, your delivery is Thursday, June 18, between noon and 4 PM. The crew will text you an hour before they arrive, and assembly is included.",
    E22, [S("Thursday, June 18, between noon and 4 PM"), C("text you an hour before they arrive", "VALUE_MISMATCH", "NLI_CONTRADICTION"),
          S("assembly is included")],
    now=NOW22, errors=["wrong_period"], excludes=["an hour before they arrive"],
    includes=["30 minutes|thirty minutes|half an hour|half-hour", "June 18|Jun 18|6/18"], repair=True,
    notes="arrivalTextLeadTime PT30M; policy says 30 minutes."))

# ---------------------------------------------------------------- s23 deposit after damage inspection
S23 = "deposit-damage-fee"
Q23 = "Why am I not getting my full $250 deposit back?"
NOW23 = "2026-07-10T14:00:00-07:00"
E23 = [
    rec("viewer.lease#NW-L-38807", "graphql:LeaseCloseout", {"viewer": {
        "__typename": "Renter", "firstName": "Carlos",
        "lease": {
            "__typename": "Lease", "number": "NW-L-38807", "status": "CLOSED",
            "damageProtection": {"plan": "NESTWELL_CARE", "enrolled": False},
            "returnInspection": {
                "__typename": "ReturnInspection", "inspectedAt": "2026-07-09T11:30:00-07:00",
                "findings": {"edges": [
                    {"node": {"item": "Dining chair, walnut (1 of 4)", "code": "STAIN_MAJOR", "fee": money("45.00"), "normalWear": False}},
                    {"node": {"item": "Dining table, walnut 72 in", "code": "SCRATCH_MINOR", "fee": money("0.00"), "normalWear": True}}]},
                "totalFees": money("45.00")},
            "securityDeposit": {"amount": money("250.00"), "refundAmount": money("205.00"),
                                "refundStatus": "PROCESSING", "expectedBy": "2026-07-21",
                                "refundMethod": "ORIGINAL_PAYMENT"}}}}),
    pol("policy#damage-and-deposits",
        "Normal wear, such as light scratches, is never charged. "
        "Damage beyond normal wear is charged from our fee schedule and deducted from your security deposit. "
        "Renters enrolled in Nestwell Care pay no fees for accidental stains and spills. "
        "Deposit refunds are sent within 10 business days of the return inspection.", "2025-09"),
]
CASES.append(case("w03-093-deposit-damage-fee", DOM, S23, Q23,
    "Hi Carlos, our inspection on July 9 found a large stain on one of the four dining chairs, which carries a $45.00 fee, so $205.00 of your $250.00 deposit is coming back to you.\n\n"
    "The light scratch on the table counts as normal wear, so there's no charge for it. "
    "The refund is processing now and should reach your original payment method by July 21.",
    E23, [S("our inspection on July 9 found a large stain on one of the four dining chairs"), S("which carries a $45.00 fee"),
          S("$205.00 of your $250.00 deposit is coming back to you"), S("counts as normal wear"),
          S("so there's no charge for it"), S("The refund is processing now"),
          S("should reach your original payment method by July 21")],
    now=NOW23, includes=["$45.00", "$205.00"],
    notes="STAIN_MAJOR on 1 of 4 chairs fee 45.00; SCRATCH_MINOR normalWear true fee 0.00; refund 205.00 PROCESSING expectedBy 2026-07-21."))
CASES.append(case("w03-094-deposit-damage-fee", DOM, S23, Q23,
    "Dear Carlos,\n\nA fee of forty-five dollars was deducted from your deposit for a major stain found on a dining chair during the July 9 inspection. "
    "The remaining $205.00 is being refunded, and deposit refunds are sent within 10 business days of inspection.\n\n"
    "Sincerely,\nNestwell Furniture Rental",
    E23, [S("A fee of forty-five dollars was deducted from your deposit"), S("for a major stain found on a dining chair"),
          S("The remaining $205.00 is being refunded"), S("deposit refunds are sent within 10 business days of inspection"),
          NA("Sincerely,")],
    now=NOW23, includes=["forty-five dollars", "$205.00"],
    notes="Letter, passive voice; amounts from the inspection and deposit records; policy timing."))
CASES.append(case("w03-095-deposit-damage-fee-condition_unmet", DOM, S23, Q23,
    "Hi Carlos, the July 9 inspection found a stain on one dining chair, which would normally be a $45.00 fee.\n\n"
    "Since accidental stains are covered by Nestwell Care, we've waived it, so you'll get the full $250.00 back.",
    E23, [S("the July 9 inspection found a stain on one dining chair"), S("which would normally be a $45.00 fee"),
          C("Since accidental stains are covered by Nestwell Care, we've waived it", "RECORD_STATE_MISMATCH", "VALUE_MISMATCH"),
          C("you'll get the full $250.00 back", "AMOUNT_MISMATCH")],
    now=NOW23, errors=["condition_unmet", "wrong_amount"], excludes=["we've waived it", "full $250.00 back"],
    notes="damageProtection.enrolled is false, so the Nestwell Care waiver doesn't apply; refundAmount is 205.00."))
CASES.append(case("w03-096-deposit-damage-fee-wrong_value", DOM, S23, Q23,
    "Hi Carlos, $205.00 of your deposit is on its way back.\n\n"
    "The $45.00 deduction is for the scratch on the dining table; the chairs came back in normal condition. The refund should arrive by July 21.",
    E23, [S("$205.00 of your deposit is on its way back"),
          C("The $45.00 deduction is for the scratch on the dining table", "VALUE_MISMATCH"),
          C("the chairs came back in normal condition", "VALUE_MISMATCH", "RECORD_STATE_MISMATCH"),
          S("The refund should arrive by July 21")],
    now=NOW23, errors=["wrong_value", "wrong_state"],
    excludes=["deduction is for the scratch", "chairs came back in normal condition"],
    notes="The 45.00 fee is for STAIN_MAJOR on a chair; the table scratch is normal wear with no fee."))
REPAIRS.append(case("w03-r23-deposit-damage-fee", DOM, S23, Q23,
    "Hi Carlos, a $45.00 fee for the stained dining chair came out of your $250.00 deposit, so you'll get $195.00 back by July 21. The table scratch was normal wear and wasn't charged.",
    E23, [S("a $45.00 fee for the stained dining chair"), S("your $250.00 deposit"),
          C("you'll get $195.00 back", "AMOUNT_MISMATCH"), S("by July 21"), S("The table scratch was normal wear")],
    now=NOW23, errors=["wrong_arithmetic"], excludes=["$195.00"],
    includes=["$205.00|205.00", "$45.00|45.00"], repair=True,
    notes="250.00 - 45.00 = 205.00 (refundAmount)."))

# ---------------------------------------------------------------- s24 pickup reschedule inside 72 hours
S24 = "pickup-reschedule"
Q24 = "Can you move my furniture pickup from Thursday to Saturday the 29th?"
NOW24 = "2026-08-25T16:00:00-05:00"
E24 = [
    rec("viewer.pickup#PU-11820", "graphql:PickupAppointment", {"viewer": {
        "__typename": "Renter", "firstName": "Tasha",
        "lease": {"__typename": "Lease", "number": "NW-L-39955", "endDate": "2026-08-31", "status": "ENDING"},
        "pickupAppointment": {
            "__typename": "PickupAppointment", "reference": "PU-11820", "status": "CONFIRMED",
            "window": {"startsAt": "2026-08-27T08:00:00-05:00", "endsAt": "2026-08-27T12:00:00-05:00"},
            "itemsCount": 5, "address": {"city": "Chicago", "provinceCode": "IL"}}}}),
    refused("pickupAppointmentReschedule#call-1", "pickupAppointmentReschedule", "ESCALATE",
            {"reference": "PU-11820", "requestedDate": "2026-08-29", "reason": "WITHIN_72_HOURS"}),
    pol("policy#pickups",
        "Pickups can be rescheduled free of charge up to 72 hours before the appointment. "
        "Inside 72 hours, a change needs approval from our scheduling team and may carry a $40 rescheduling fee. "
        "Please have all items emptied and accessible when the crew arrives.", "2026-02"),
]
CASES.append(case("w03-097-pickup-reschedule", DOM, S24, Q24,
    "Hi Tasha, because your pickup (PU-11820) is less than 72 hours away, I couldn't move it myself. "
    "I've sent your request for Saturday, August 29 to our scheduling team to approve.\n\n"
    "Heads-up: a change this close in may carry a $40 rescheduling fee. Until you hear back, your pickup is still on for Thursday, August 27, 8:00 AM to noon.",
    E24, [S("your pickup (PU-11820) is less than 72 hours away"), S("I couldn't move it myself"),
          S("I've sent your request for Saturday, August 29 to our scheduling team to approve"),
          S("may carry a $40 rescheduling fee"), S("still on for Thursday, August 27, 8:00 AM to noon")],
    now=NOW24, includes=["PU-11820", "August 27"],
    notes="now Tue Aug 25 4 PM; window Thu Aug 27 8-12 CDT is 40 h away; reschedule ESCALATED WITHIN_72_HOURS; policy $40 fee may apply."))
CASES.append(case("w03-098-pickup-reschedule", DOM, S24, Q24,
    "Your Thursday 8 AM-noon pickup stands for now; moving it to the 29th needs our scheduling team's approval, and I've escalated it to them.",
    E24, [S("Your Thursday 8 AM-noon pickup stands for now"), S("moving it to the 29th needs our scheduling team's approval"),
          S("I've escalated it to them")],
    now=NOW24, includes=["8 AM-noon"],
    notes="Terse; status CONFIRMED for Thursday Aug 27; ESCALATE decision."))
CASES.append(case("w03-099-pickup-reschedule-refused_call_effect", DOM, S24, Q24,
    "Hi Tasha, done! I've moved your pickup (PU-11820) to Saturday, August 29, same 8:00 AM to noon window.\n\n"
    "Please have everything emptied and easy to reach when the crew arrives.",
    E24, [C("I've moved your pickup (PU-11820) to Saturday, August 29", "NOT_EXECUTED"),
          S("Please have everything emptied and easy to reach")],
    now=NOW24, errors=["refused_call_effect"], excludes=["I've moved your pickup"],
    notes="pickupAppointmentReschedule was ESCALATED; the appointment is still Thursday Aug 27."))
CASES.append(case("w03-100-pickup-reschedule-invented_promise", DOM, S24, Q24,
    "Hi Tasha, your pickup is within 72 hours, so I've passed the move to Saturday, August 29 to our scheduling team for approval.\n\n"
    "There won't be any fee for the change. Pickups can be moved for free up to 48 hours before the appointment.",
    E24, [S("your pickup is within 72 hours"), S("I've passed the move to Saturday, August 29 to our scheduling team"),
          CI("There won't be any fee for the change", "NLI_CONTRADICTION", "NO_POLICY_EVIDENCE", "NLI_NOT_ENTAILED"),
          C("moved for free up to 48 hours before the appointment", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
    now=NOW24, errors=["invented_promise", "wrong_period"],
    excludes=["won't be any fee", "up to 48 hours"],
    notes="Policy: inside 72 hours a change may carry a $40 fee; the free window is 72 hours, not 48."))
REPAIRS.append(case("w03-r24-pickup-reschedule", DOM, S24, Q24,
    "Hi Tasha, I've moved your pickup PU-11820 to Saturday, August 29. Since it's inside 72 hours, a $40 rescheduling fee may apply.",
    E24, [C("I've moved your pickup PU-11820 to Saturday, August 29", "NOT_EXECUTED"),
          S("a $40 rescheduling fee may apply")],
    now=NOW24, errors=["refused_call_effect"], excludes=["I've moved your pickup"],
    includes=["escalated|scheduling team|approval|approve|couldn't|could not|unable|not able|review", "PU-11820"], repair=True,
    notes="The reschedule call was ESCALATED (WITHIN_72_HOURS), not done."))

# ---------------------------------------------------------------- s25 early termination and relocation waiver
S25 = "early-termination"
Q25 = "I'm moving to Denver for work. What's the fee to end my lease early?"
NOW25 = "2026-07-16T11:00:00-05:00"
E25 = [
    rec("viewer.lease#NW-L-41760", "graphql:LeaseTermination", {"viewer": {
        "__typename": "Renter", "firstName": "Priscilla",
        "lease": {
            "__typename": "Lease", "number": "NW-L-41760", "status": "ACTIVE",
            "startDate": "2026-01-15", "endDate": "2027-01-14", "termMonths": 12,
            "monthlyRent": money("142.00"), "monthsBilled": 6,
            "terminationQuotes": {"edges": [
                {"node": {"__typename": "TerminationQuote", "issuedAt": "2026-05-02T10:00:00-05:00", "status": "SUPERSEDED",
                          "remainingMonths": 8, "fee": money("568.00")}},
                {"node": {"__typename": "TerminationQuote", "issuedAt": "2026-07-16T10:41:00-05:00", "status": "ACTIVE",
                          "remainingMonths": 6, "feePercentOfRemaining": 50, "fee": money("426.00")}}]},
            "relocationWaiver": {"requested": True, "status": "DOCUMENTS_MISSING", "moveDistanceMiles": 212,
                                 "missingDocuments": ["PROOF_OF_NEW_ADDRESS"]}}}}),
    pol("policy#early-termination",
        "If you end a lease before its term is up, the fee is 50% of the rent remaining on the term. "
        "The fee is waived if you start a new lease of equal or longer term within 30 days. "
        "It is also waived if you are moving more than 50 miles away and send proof of your new address. "
        "Until a waiver is approved, the standard fee applies.", "2026-01"),
]
CASES.append(case("w03-101-early-termination", DOM, S25, Q25,
    "Hi Priscilla, ending lease NW-L-41760 now would normally cost $426.00: half of the $852.00 rent left on your last six months at $142.00.\n\n"
    "Since you're moving more than 50 miles, you can qualify for our relocation waiver, which drops that fee entirely. "
    "Your waiver request is open but still waiting on proof of your new address.",
    E25, [S("would normally cost $426.00"), S("half of the $852.00 rent left on your last six months at $142.00"),
          S("Since you're moving more than 50 miles"), S("you can qualify for our relocation waiver"),
          S("which drops that fee entirely"), S("waiting on proof of your new address")],
    now=NOW25, includes=["$426.00", "NW-L-41760"],
    notes="ACTIVE quote fee 426.00 = 50% of 6 x 142.00 = 852.00; moveDistanceMiles 212 > 50; waiver DOCUMENTS_MISSING (PROOF_OF_NEW_ADDRESS)."))
CASES.append(case("w03-102-early-termination", DOM, S25, Q25,
    "Hi Priscilla,\n\n"
    "- Early termination fee: $426.00 (50% of the rent remaining)\n"
    "- Relocation waiver: requested, still needs proof of your new address\n"
    "- Until the waiver is approved, the standard fee applies\n\n"
    "Thanks, Priscilla, and good luck in Denver!",
    E25, [S("Early termination fee: $426.00"), S("50% of the rent remaining"),
          S("Relocation waiver: requested, still needs proof of your new address"),
          S("Until the waiver is approved, the standard fee applies"), NA("Thanks, Priscilla")],
    now=NOW25, includes=["$426.00"],
    notes="Bullets; waiver requested with missing PROOF_OF_NEW_ADDRESS; policy last sentence."))
CASES.append(case("w03-103-early-termination-condition_unmet", DOM, S25, Q25,
    "Hi Priscilla, the early termination fee on NW-L-41760 would be $426.00.\n\n"
    "Good news, though: because you're moving more than 50 miles, your relocation waiver has been approved, so you won't owe anything.",
    E25, [S("the early termination fee on NW-L-41760 would be $426.00"), S("because you're moving more than 50 miles"),
          C("your relocation waiver has been approved", "RECORD_STATE_MISMATCH"),
          C("so you won't owe anything", "NLI_CONTRADICTION", "AMOUNT_MISMATCH", "RECORD_STATE_MISMATCH")],
    now=NOW25, errors=["wrong_state", "condition_unmet"], excludes=["has been approved", "won't owe anything"],
    notes="relocationWaiver.status DOCUMENTS_MISSING; policy: standard fee applies until a waiver is approved."))
CASES.append(case("w03-104-early-termination-stale_value", DOM, S25, Q25,
    "Hi Priscilla, ending your lease early would cost $568.00.\n\n"
    "Our relocation waiver only applies to moves of more than 100 miles, which Denver clears easily; we just need proof of your new address.",
    E25, [C("would cost $568.00", "AMOUNT_MISMATCH"),
          C("only applies to moves of more than 100 miles", "NLI_CONTRADICTION", "VALUE_MISMATCH"),
          S("we just need proof of your new address")],
    now=NOW25, errors=["stale_value", "wrong_policy_condition"], excludes=["$568.00", "more than 100 miles"],
    notes="568.00 is the SUPERSEDED May quote (8 months left); policy threshold is 50 miles."))
REPAIRS.append(case("w03-r25-early-termination", DOM, S25, Q25,
    "Hi Priscilla, you have six months left at $142.00, or $852.00, so the early termination fee is half of that: $462.00. "
    "Your relocation waiver is still waiting on proof of your new address.",
    E25, [S("you have six months left at $142.00"), S("or $852.00"), C("$462.00", "AMOUNT_MISMATCH"),
          S("Your relocation waiver is still waiting on proof of your new address")],
    now=NOW25, errors=["wrong_arithmetic"], excludes=["$462.00"],
    includes=["$426.00|426.00|$426", "$852.00|852.00"], repair=True,
    notes="Half of 852.00 is 426.00 (ACTIVE quote fee)."))
