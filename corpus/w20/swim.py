"""Swim school (Splash Academy): four scenarios, written by hand."""
from common import case, repair, rec, pol, psg, refused, ep

D = "swim school"

# ---------------------------------------------------------------- S1 term enrolment
s = {"name": "swim-term-enrolment", "domain": D, "now": "2026-04-08T16:00:00+01:00", "evidence": [
    rec("get_enrolment#SA-ENR-20417", "tool:enrolments.get", {
        "enrolment_id": "SA-ENR-20417", "status": "ENROLLED", "guardian": "Jo Turner",
        "child": {"name": "Alfie Turner", "dob": "2019-06-02"},
        "term": {"code": "SUMMER26", "starts": "2026-04-18", "ends": "2026-07-11", "lessons": 12},
        "class": {"level": "STAGE_3", "day": "SAT", "start_local": "09:30", "duration": "PT30M",
                  "pool": "Teaching Pool, Hove"},
        "fees": {"term_fee_minor": 15600, "sibling_discount_minor": 0, "paid_minor": 5000, "balance_minor": 10600,
                 "balance_due": "2026-04-15", "currency": "GBP"}}),
    rec("get_enrolment#SA-ENR-18830", "tool:enrolments.get", {
        "enrolment_id": "SA-ENR-18830", "status": "COMPLETED", "child": {"name": "Alfie Turner"},
        "term": {"code": "SPRING26", "starts": "2026-01-10", "ends": "2026-03-28"},
        "class": {"level": "STAGE_2", "day": "SAT", "start_local": "09:30"}, "fees": {"term_fee_minor": 14400}}),
    pol("policy#terms", "Term fees must be paid in full before the first lesson of term. A second child enrolled from "
        "the same family gets 10% off their term fee. Missed lessons are not refunded, but up to two make-up lessons "
        "per term can be booked, subject to space. Children in Stages 1 and 2 must be accompanied poolside by an "
        "adult; from Stage 3 parents watch from the gallery.", "2026-01"),
]}
Q = "Is Alfie booked in for summer term? When does it start and how much do I still owe?"
case(s, Q, "Hi Jo, Alfie's all set for summer term and we can't wait to see him in the water! He's enrolled in Stage 3 "
     "on Saturdays at 9:30 AM in the Teaching Pool at Hove, with the first lesson on 18 April. The term fee is £156, "
     "you've paid £50, so the remaining £106 is due by 15 April.",
     [("He's enrolled in Stage 3", "S"), ("Saturdays at 9:30 AM in the Teaching Pool at Hove", "S"),
      ("first lesson on 18 April", "S"), ("The term fee is £156", "S"), ("you've paid £50", "S"),
      ("the remaining £106 is due by 15 April", "S")],
     incl=["£106", "18 April"], notes="SA-ENR-20417 ENROLLED STAGE_3; fees 15600 / paid 5000 / balance 10600 due 2026-04-15.")
case(s, Q, "Alfie's Stage 3 place is confirmed, Jo: 12 half-hour lessons, Saturdays 09:30, from 18/04/2026 to "
     "11/07/2026. Balance outstanding: £106.00 (due 15/04/2026), as fees need to be paid in full before the first "
     "lesson. Make a splash!",
     [("Alfie's Stage 3 place is confirmed", "S"), ("12 half-hour lessons", "S"),
      ("Saturdays 09:30, from 18/04/2026 to 11/07/2026", "S"), ("Balance outstanding: £106.00 (due 15/04/2026)", "S"),
      ("fees need to be paid in full before the first lesson", "S")],
     incl=["£106.00", "18/04/2026"], notes="term.lessons 12, duration PT30M; policy on payment before first lesson.")
case(s, Q, "Hi Jo! Alfie's enrolled in Stage 3 on Saturdays at 9:30 AM, starting 18 April. With £50 already paid off "
     "the £156 term fee, you've got £96 left to pay by 15 April. As a reminder, you'll need to stay poolside with him "
     "during lessons.",
     [("enrolled in Stage 3 on Saturdays at 9:30 AM", "S"), ("starting 18 April", "S"),
      ("With £50 already paid off the £156 term fee", "S"), ("you've got £96 left to pay", "C", "AMOUNT_MISMATCH"),
      ("stay poolside with him during lessons", "C", "NLI_CONTRADICTION")],
     errors=["wrong_arithmetic", "wrong_policy_condition"], excl=["£96 left", "stay poolside"],
     notes="156 - 50 = £106. Policy: poolside adults only for Stages 1-2; Stage 3 parents use the gallery.")
case(s, Q, "Hi Jo, great news: Alfie's booked into Stage 2 for summer, Saturdays at 9:30 AM. Lessons kick off on 11 "
     "April, and the balance of £106 is due by 15 April.",
     [("booked into Stage 2", "C", "VALUE_MISMATCH"), ("Saturdays at 9:30 AM", "S"),
      ("kick off on 11 April", "C", "DATE_MISMATCH"), ("balance of £106 is due by 15 April", "S")],
     errors=["other_record_value", "wrong_date"], excl=["Stage 2", "11 April"],
     notes="STAGE_2 was the completed spring enrolment; summer is STAGE_3 starting 2026-04-18.")
repair(s, Q, "Hi Jo! Alfie's in Stage 3 on Saturdays at 9:30 AM from 18 April, and the £106 balance needs paying by "
       "18 April. Go Alfie!",
       [("Alfie's in Stage 3 on Saturdays at 9:30 AM from 18 April", "S"), ("the £106 balance", "S"),
        ("needs paying by 18 April", "C", "DATE_MISMATCH")],
       errors=["wrong_date"], excl=["paying by 18 April"], incl=["15 April|15/04", "£106"],
       notes="balance_due 2026-04-15.")

# ---------------------------------------------------------------- S2 waitlist + sibling discount
s = {"name": "swim-waitlist-sibling", "domain": D, "now": "2026-08-20T10:00:00+01:00", "evidence": [
    rec("get_family#SA-FAM-3381", "tool:families.get", {
        "family_id": "SA-FAM-3381", "guardian": "Sam Kowalski", "children": [
            {"name": "Zofia Kowalski", "enrolment": {"term": "AUTUMN26", "level": "STAGE_1", "status": "WAITLISTED",
                                                     "waitlist": {"class": "STAGE_1_SUN_1000", "position": 4}}},
            {"name": "Kuba Kowalski", "enrolment": {"term": "AUTUMN26", "level": "STAGE_5", "status": "ENROLLED",
                                                    "class": "STAGE_5_SUN_1100", "term_fee_minor": 16800,
                                                    "fee_status": "PAID"}}]}),
    rec("get_class#STAGE_1_SUN_1000", "tool:classes.get", {
        "class": "STAGE_1_SUN_1000", "day": "SUN", "start_local": "10:00", "capacity": 6, "enrolled": 6,
        "waitlist_length": 9,
        "alternatives_with_space": [{"class": "STAGE_1_WED_1630", "day": "WED", "start_local": "16:30", "spaces": 2}]}),
    pol("policy#discounts", "We offer waitlisted places in order of position until the end of week 2 of term. If a "
        "place is offered, you have 48 hours to accept it. A second child from the same family gets 10% off their "
        "term fee once both children are enrolled in the same term. Discounts are not applied to waitlisted places.", "v2"),
]}
Q = "Has Zofia got a place for autumn yet? And do we get the sibling discount?"
case(s, Q, "Hi Sam! Zofia is on the waitlist for the Sunday 10:00 AM Stage 1 class, currently 4th in line. If you'd "
     "like a place sooner, the Wednesday 4:30 PM Stage 1 class has 2 spaces. Once she's enrolled in the same term as "
     "Kuba, she'll get 10% off her term fee.",
     [("on the waitlist for the Sunday 10:00 AM Stage 1 class", "S"), ("currently 4th in line", "S"),
      ("Wednesday 4:30 PM Stage 1 class has 2 spaces", "S"), ("Once she's enrolled in the same term as Kuba", "S"),
      ("she'll get 10% off her term fee", "S")],
     incl=["4th", "4:30 PM"], notes="Zofia WAITLISTED position 4; alternatives_with_space WED 16:30 spaces 2; policy discount.")
case(s, Q, "Sam, not yet: Zofia's still waitlisted (position 4), and the sibling discount only kicks in once she's "
     "enrolled, not while she's waiting. If a spot is offered you'll have 48 hours to say yes. Kuba's Stage 5 place on "
     "Sundays at 11:00 is confirmed and paid.",
     [("Zofia's still waitlisted (position 4)", "S"), ("only kicks in once she's enrolled", "S"),
      ("48 hours to say yes", "S"), ("Kuba's Stage 5 place on Sundays at 11:00 is confirmed and paid", "S")],
     incl=["position 4", "48 hours"], notes="Waitlist record; policy; Kuba ENROLLED STAGE_5_SUN_1100 fee_status PAID.")
case(s, Q, "Hi Sam! Zofia is 4th on the waitlist for Sunday's 10:00 AM Stage 1 class, and we've already applied the "
     "10% sibling discount to her place. When a spot comes up you'll have 24 hours to accept.",
     [("4th on the waitlist", "S"),
      ("already applied the 10% sibling discount", "C", "NLI_CONTRADICTION|RECORD_STATE_MISMATCH|CLAIM_WITHOUT_TOOL_EVIDENCE"),
      ("24 hours to accept", "C", "NLI_CONTRADICTION|VALUE_MISMATCH")],
     errors=["condition_unmet", "wrong_period"], excl=["already applied the 10% sibling discount", "24 hours to accept"],
     notes="Policy: no discounts on waitlisted places; offers must be accepted within 48 hours.")
case(s, Q, "Great news, Sam, Zofia has a place in the Sunday 10:00 AM Stage 1 class! Kuba's Stage 5 class is straight "
     "after at 11:00. If Sundays ever get tricky, the Wednesday Stage 1 class at 3:30 PM has space too.",
     [("Zofia has a place in the Sunday 10:00 AM Stage 1 class", "C", "RECORD_STATE_MISMATCH"),
      ("Kuba's Stage 5 class is straight after at 11:00", "S"),
      ("Wednesday Stage 1 class at 3:30 PM", "C", "VALUE_MISMATCH|DATE_MISMATCH")],
     errors=["wrong_state", "wrong_time"], excl=["Zofia has a place", "3:30 PM"],
     notes="Zofia status WAITLISTED; the Wednesday class starts 16:30.")
repair(s, Q, "Hi Sam! Zofia is 6th on the waitlist for the Sunday 10:00 AM Stage 1 class, and the sibling discount "
       "will apply once she's enrolled. Fingers crossed!",
       [("6th on the waitlist", "C", "VALUE_MISMATCH"), ("Sunday 10:00 AM Stage 1 class", "S"),
        ("the sibling discount will apply once she's enrolled", "S")],
       errors=["wrong_quantity"], excl=["6th on the waitlist"], incl=["4th|fourth|position 4|number 4", "10:00 AM|10am|10:00"],
       notes="waitlist.position 4 (6 is the class capacity).")

# ---------------------------------------------------------------- S3 make-up lesson
s = {"name": "swim-makeup-lesson", "domain": D, "now": "2026-10-14T17:30:00+01:00", "evidence": [
    rec("get_enrolment#SA-ENR-33102", "tool:enrolments.get", {
        "enrolment_id": "SA-ENR-33102", "guardian": "Fiona Robertson", "child": {"name": "Isla Robertson"},
        "term": {"code": "AUTUMN26", "ends": "2026-12-12"}, "class": "STAGE_4_SAT_0900",
        "attendance": [{"date": "2026-10-03", "status": "ATTENDED"}, {"date": "2026-10-10", "status": "ABSENT_NOTIFIED"}],
        "makeup_credits": {"allowance_per_term": 2, "used": 2, "available": 0, "expire_at_term_end": True}}),
    rec("list_makeup_slots#STAGE_4", "tool:makeups.slots", {"tz": "Europe/London", "slots": [
        {"slot_id": "MU-4471", "level": "STAGE_4", "starts_at": ep("2026-10-18 12:15"), "duration": "PT30M", "spaces": 0},
        {"slot_id": "MU-4480", "level": "STAGE_3", "starts_at": ep("2026-10-17 14:00"), "duration": "PT30M", "spaces": 3},
        {"slot_id": "MU-4492", "level": "STAGE_4", "starts_at": ep("2026-10-24 12:15"), "duration": "PT30M", "spaces": 2}]}),
    rec("book_makeup#BKG-9130", "tool:makeups.book", {
        "booking_id": "BKG-9130", "slot_id": "MU-4471", "child": "Isla Robertson", "status": "CONFIRMED",
        "credits_available_after": 0}),
    pol("policy#makeups", "Each child can book up to two make-up lessons per term for absences we were told about in "
        "advance. Make-ups must be at the child's own stage and are subject to space. Unused make-up credits expire at "
        "the end of term and cannot be refunded. A make-up booking can be cancelled up to 24 hours ahead, which "
        "returns the credit.", "v3"),
]}
Q = "Isla missed last Saturday with a cold. Can she have a make-up lesson?"
case(s, Q, "Hi Fiona, sorry Isla was poorly, hope she's feeling better! I've booked her a Stage 4 make-up lesson on "
     "Sunday 18 October at 12:15 PM. That uses her second and final make-up credit for this term. If anything changes, "
     "you can cancel up to 24 hours before and the credit comes back.",
     [("booked her a Stage 4 make-up lesson on Sunday 18 October at 12:15 PM", "S"),
      ("uses her second and final make-up credit for this term", "S"), ("cancel up to 24 hours before", "S"),
      ("the credit comes back", "S")],
     incl=["12:15 PM", "18 October"], notes="BKG-9130 CONFIRMED on MU-4471 (STAGE_4, 12:15 BST Sun 18 Oct); credits used 2 of 2.")
case(s, Q, "Make-up confirmed for Isla: Sunday 18/10, 12:15, 30 minutes, Stage 4 (booking BKG-9130). She now has 0 "
     "make-up credits left this term. Keep swimming!",
     [("Sunday 18/10, 12:15, 30 minutes, Stage 4", "S"), ("(booking BKG-9130)", "S"),
      ("0 make-up credits left this term", "S")],
     incl=["BKG-9130", "12:15"], notes="booking record; credits_available_after 0.")
case(s, Q, "Hi Fiona! Isla's booked into a Stage 4 make-up on Sunday 18 October at 12:15 PM, and she still has 1 "
     "make-up credit left for this term. Any credits she doesn't use will roll over to the spring term.",
     [("Stage 4 make-up on Sunday 18 October at 12:15 PM", "S"),
      ("still has 1 make-up credit left", "C", "VALUE_MISMATCH"),
      ("roll over to the spring term", "C", "NLI_CONTRADICTION")],
     errors=["wrong_arithmetic", "wrong_policy_condition"], excl=["1 make-up credit left", "roll over to the spring term"],
     notes="Allowance 2, used 2 after this booking: 0 left. Policy: credits expire at term end.")
case(s, Q, "Hi Fiona, hope Isla's on the mend! Her make-up lesson is booked for Sunday 18 October at 11:15 AM. If "
     "that doesn't suit, there's space on Saturday 17 October at 2:00 PM too.",
     [("Sunday 18 October at 11:15 AM", "C", "DATE_MISMATCH|VALUE_MISMATCH"),
      ("space on Saturday 17 October at 2:00 PM", "CI", "VALUE_MISMATCH|NLI_CONTRADICTION|NLI_NOT_ENTAILED")],
     errors=["unit_conversion", "other_record_value"], excl=["at 11:15 AM", "Saturday 17 October at 2:00 PM"],
     notes="starts_at is 11:15 UTC = 12:15 BST. MU-4480 is a Stage 3 slot; make-ups must be at the child's own stage.")
repair(s, Q, "Hi Fiona! Isla's make-up lesson is booked for Sunday 18 October at 12:15 PM, booking reference MU-4471. "
       "That uses her last make-up credit this term.",
       [("Sunday 18 October at 12:15 PM", "S"), ("booking reference MU-4471", "C", "IDENTIFIER_MISMATCH"),
        ("uses her last make-up credit this term", "S")],
       errors=["wrong_role"], excl=["reference MU-4471"], incl=["BKG-9130", "12:15"],
       notes="MU-4471 is the slot id; the booking reference is BKG-9130.")

# ---------------------------------------------------------------- S4 pool closure credit
s = {"name": "swim-closure-credit", "domain": D, "now": "2026-11-23T09:00:00+00:00", "evidence": [
    rec("get_account#SA-ACC-5520", "tool:accounts.get", {
        "account_id": "SA-ACC-5520", "guardian": "Priti Shah", "child": "Arjun Shah", "class": "STAGE_2_SAT_1030",
        "credit": {"balance_minor": 1300, "currency": "GBP", "entries": [
            {"ref": "CR-70211", "date": "2026-09-05", "amount_minor": 1300, "reason": "POOL_CLOSURE",
             "status": "APPLIED_TO_INVOICE"},
            {"ref": "CR-77810", "date": "2026-11-21", "amount_minor": 1300, "reason": "POOL_CLOSURE", "status": "AVAILABLE"}]},
        "next_invoice": {"term": "SPRING27", "due": "2027-01-02", "gross_minor": 15600, "credit_applied_minor": 1300,
                         "net_minor": 14300}}),
    rec("get_incident#HOVE-2026-11-21", "tool:facilities.incident", {
        "incident_id": "HOVE-2026-11-21", "site": "Hove", "cause": "HEATING_FAULT", "status": "RESOLVED",
        "closed_at": ep("2026-11-21 07:40"), "reopened_at": ep("2026-11-22 07:00")}),
    pol("policy#cancellations", "If we cancel a lesson, for example because of a pool closure, we add the lesson's "
        "value to your account as credit. Credit is applied automatically to your next term invoice. Cash refunds for "
        "cancelled lessons are only given if you leave the school at the end of term. You can also use the credit to "
        "book a make-up lesson within 4 weeks.", "v5"),
]}
Q = "Saturday's lesson was cancelled because the pool shut. Do I get a refund?"
case(s, Q, "Hi Priti, sorry Arjun missed his swim on Saturday! We've added £13.00 of credit to your account for the "
     "cancelled lesson (ref CR-77810). It'll come off your spring term invoice automatically, so that'll be £143.00 "
     "instead of £156.00, due on 2 January 2027. The pool reopened on Sunday morning.",
     [("added £13.00 of credit to your account", "S"), ("(ref CR-77810)", "S"),
      ("come off your spring term invoice automatically", "S"), ("£143.00 instead of £156.00", "S"),
      ("due on 2 January 2027", "S"), ("The pool reopened on Sunday morning", "S")],
     incl=["£13.00", "£143.00"], notes="CR-77810 1300 AVAILABLE; next_invoice 15600 - 1300 = 14300 due 2027-01-02; reopened 22 Nov 07:00.")
case(s, Q, "Priti, rather than a cash refund you've got £13 account credit, which is how we handle lessons we cancel; "
     "cash back is only offered if you leave at the end of term. You could also use it for a make-up lesson within 4 "
     "weeks. Keep up the splashing, Arjun!",
     [("you've got £13 account credit", "S"), ("cash back is only offered if you leave at the end of term", "S"),
      ("make-up lesson within 4 weeks", "S")],
     incl=["£13"], notes="credit.balance_minor 1300; policy sentences.")
case(s, Q, "Hi Priti, so sorry about Saturday! Your account now holds £26.00 of credit from pool closures, which will "
     "come off your spring invoice. If you'd rather, we can refund it to your card instead.",
     [("£26.00 of credit", "C", "AMOUNT_MISMATCH"), ("come off your spring invoice", "S"),
      ("refund it to your card instead", "C", "NLI_CONTRADICTION")],
     errors=["stale_value", "wrong_policy_condition"], excl=["£26.00", "refund it to your card"],
     notes="CR-70211 was already APPLIED_TO_INVOICE; balance is 1300. Cash refunds only when leaving at term end.")
case(s, Q, "Hi Priti! We've credited £13.00 to your account for Saturday's cancelled lesson, and your spring invoice of "
     "£153.00 will be due on 2 February 2027.",
     [("credited £13.00 to your account", "S"), ("spring invoice of £153.00", "C", "AMOUNT_MISMATCH"),
      ("due on 2 February 2027", "C", "DATE_MISMATCH")],
     errors=["wrong_arithmetic", "wrong_date"], excl=["£153.00", "2 February 2027"],
     notes="156.00 - 13.00 = £143.00; next_invoice.due 2027-01-02.")
repair(s, Q, "Hi Priti, sorry about Saturday! We've added £1,300 of credit to your account, and it will come off your "
       "spring term invoice automatically.",
       [("added £1,300 of credit", "C", "AMOUNT_MISMATCH"), ("come off your spring term invoice automatically", "S")],
       errors=["unit_conversion"], excl=["£1,300"], incl=["£13|13.00", "spring"],
       notes="amount_minor 1300 is £13.00.")
