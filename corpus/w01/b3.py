# Batch 3: language school (Lumen Language Studio, Portland OR, America/Los_Angeles)
from lib import Scenario, P, rec, pol, kb, refused, ep, now

TZ = "America/Los_Angeles"
DOM = "language school"
SCENARIOS = []

# ---------------------------------------------------------------- S09 installment balance
s = Scenario(9, "rosa-b1-installment", DOM,
             "How much do I still owe for Spanish B1 and when is it due?",
             [
                 rec("invoice#in_1TLls88B1", "tool:stripe.invoices.retrieve", {
                     "object": "invoice", "id": "in_1TLls88B1", "number": "LLS-INV-2026-0881",
                     "customer": "cus_RsDelgado", "customer_name": "Rosa Delgado", "status": "open",
                     "currency": "usd", "total": 64000, "amount_paid": 32000, "amount_remaining": 32000,
                     "due_date": ep("2026-09-15 23:59", TZ),
                     "lines": {"object": "list", "data": [
                         {"description": "Spanish B1 - Fall term tuition (10 weeks)", "amount": 60000},
                         {"description": "Course materials fee", "amount": 4000}]},
                     "metadata": {"payment_plan": "TWO_INSTALLMENTS", "installments_paid": "1",
                                  "course_code": "ES-B1-F26", "school_tz": TZ},
                 }),
                 rec("course#ES-B1-F26", "tool:school.courses.retrieve", {
                     "object": "course_section", "code": "ES-B1-F26", "title": "Spanish B1",
                     "first_session_at": ep("2026-09-08 18:30", TZ), "meets": ["TUE", "THU"],
                     "session_length": "PT90M", "weeks": 10, "teacher": "Inés Ocampo", "timezone": TZ,
                 }),
                 rec("invoice#in_1QLls41A2", "tool:stripe.invoices.list", {
                     "object": "invoice", "id": "in_1QLls41A2", "customer": "cus_RsDelgado", "status": "paid",
                     "total": 58000, "amount_paid": 58000, "amount_remaining": 0, "currency": "usd",
                     "lines": {"data": [{"description": "Spanish A2 - Spring term tuition", "amount": 58000}]},
                 }),
                 pol("policy#payment-plans",
                     "Students can split tuition and fees into two equal installments. The first is due at "
                     "registration and the second is due one week after the course starts. A late installment "
                     "gets a 5-day grace period, after which a $25 late fee is added. Students with an unpaid "
                     "balance after the grace period can't join class until it's settled."),
             ], now=now("2026-09-01 09:00", TZ))
s.ok("", "Hi Rosa! You've paid $320 so far, so $320 is still due for Spanish B1, and the due date for that second "
         "installment is September 15. Classes start Tuesday, September 8 at 6:30 PM.",
     [P("You've paid $320 so far"), P("so $320 is still due for Spanish B1"),
      P("the due date for that second installment is September 15"),
      P("Classes start Tuesday, September 8 at 6:30 PM")],
     ["$320", "September 15"],
     "amount_paid 32000, amount_remaining 32000, due_date 9/15 PDT; first_session_at 9/8 6:30 PM.")
s.ok("", "Hello Rosa,\n\nYour Spanish B1 invoice totals $640.00 ($600.00 tuition plus a $40.00 materials fee). "
         "With your first installment of $320.00 received, the remaining balance of $320.00 is due on "
         "9/15/2026.\n\nBest,\nLumen Language Studio",
     [P("totals $640.00"), P("$600.00 tuition"), P("a $40.00 materials fee"),
      P("your first installment of $320.00 received"),
      P("the remaining balance of $320.00 is due on 9/15/2026")],
     ["$320.00", "9/15/2026"],
     "total 64000 = 60000 tuition + 4000 materials; amount_paid 32000; amount_remaining 32000; due 9/15.")
s.ok("", "Three hundred twenty dollars is left, Rosa, due one week after your first class, so by September 15.",
     [P("Three hundred twenty dollars is left"), P("due one week after your first class"),
      P("by September 15")],
     ["September 15"],
     "amount_remaining 32000; policy: second installment one week after start; start 9/8, due_date 9/15.")
s.bad("other_record_value",
      "Hi Rosa! Your Spanish B1 course comes to $580.00 in total, and after your first payment of $320.00 you "
      "still owe $260.00, due September 15.",
      [P("comes to $580.00 in total", "c", "amt"), P("your first payment of $320.00"),
       P("you still owe $260.00", "c", "amt"), P("due September 15")],
      ["other_record_value", "wrong_amount"], ["$580.00", "$260.00"],
      "58000 is last spring's Spanish A2 invoice; this invoice totals 64000 with 32000 remaining.")
s.bad("wrong_role",
      "Hi Rosa! You have $320.00 left to pay, due September 8. If you pay the full balance by then, we'll take "
      "5% off.",
      [P("You have $320.00 left to pay"), P("due September 8", "c", "date"),
       P("we'll take 5% off", "i", "pol0")],
      ["wrong_role", "invented_promise"], ["due September 8", "5% off"],
      "Sept 8 is the course's first_session_at, not the invoice due_date (9/15); no policy offers a discount.")
s.fix("Hi Rosa! You've paid $320.00, and the remaining $320.00 is due September 15. If it's late, a $15 late "
      "fee is added after a 5-day grace period.",
      [P("You've paid $320.00"), P("the remaining $320.00 is due September 15"),
       P("a $15 late fee is added", "c", "pol"), P("after a 5-day grace period")],
      ["wrong_amount"], ["$15 late fee"], ["$25", "September 15|9/15"],
      "Policy: $25 late fee after the 5-day grace period.")
SCENARIOS.append(s)

# ---------------------------------------------------------------- S10 withdrawal after week one, refund denied
s = Scenario(10, "theo-french-withdrawal", DOM,
             "I need to drop French A1. Can I get a refund?",
             [
                 rec("enrollment#enr_FRA1_3390", "tool:school.enrollments.retrieve", {
                     "object": "enrollment", "id": "enr_FRA1_3390", "student": "cus_ThBerg",
                     "student_name": "Theo Bergstrom", "course_code": "FR-A1-F26",
                     "status": "WITHDRAWAL_REQUESTED", "first_session_at": ep("2026-09-14 18:00", TZ),
                     "withdrawal_requested_at": ep("2026-09-24 14:40", TZ), "timezone": TZ,
                     "charge": "ch_3TFra1Theo",
                 }),
                 rec("charge#ch_3TFra1Theo", "tool:stripe.charges.retrieve", {
                     "object": "charge", "id": "ch_3TFra1Theo", "amount": 52000, "amount_refunded": 0,
                     "currency": "usd", "status": "succeeded", "created": ep("2026-08-20 12:10", TZ),
                     "metadata": {"tuition": "48000", "materials_fee": "4000", "course_code": "FR-A1-F26"},
                     "refunds": {"object": "list", "data": []},
                 }),
                 pol("policy#withdrawals",
                     "You get a full refund if you withdraw before the first class. If you withdraw during the "
                     "first week (within 7 days of the first class), we refund 50% of tuition. The materials fee "
                     "is non-refundable once the course has started. After the first week, tuition can't be "
                     "refunded, but you may transfer once to a later term for a $50 fee.", revision="2026-08"),
                 refused("refunds.create#call-7", "stripe.refunds.create", "DENY",
                         {"charge": "ch_3TFra1Theo", "amount": 24000, "reason": "requested_by_customer",
                          "deny_reason": "OUTSIDE_REFUND_WINDOW"}),
             ], now=now("2026-09-24 15:00", TZ))
s.ok("", "Hi Theo, I'm sorry to hear you need to drop! Since your first class was September 14, we're past the "
         "first-week window, so the tuition can't be refunded, and the refund request I submitted was declined. "
         "What you can do is transfer to a later term once, for a $50 fee.",
     [P("I'm sorry to hear you need to drop!", "na"), P("your first class was September 14"),
      P("we're past the first-week window"), P("the tuition can't be refunded"),
      P("the refund request I submitted was declined"), P("transfer to a later term once, for a $50 fee")],
     ["$50", "declined"],
     "first_session_at 9/14; request 9/24 is day 10; refund call DENY (OUTSIDE_REFUND_WINDOW); policy: "
     "transfer once for $50.")
s.ok("", "Hi Theo, refunds end after week one (your class began 9/14), but a one-time transfer to a later term "
         "is possible for $50.",
     [P("refunds end after week one"), P("your class began 9/14"),
      P("a one-time transfer to a later term is possible for $50")],
     ["$50"],
     "policy: 50% refund only within 7 days of first class, transfer once for $50; first_session_at 9/14.")
s.bad("condition_unmet",
      "Hi Theo! Since you're still within the first week, you qualify for a 50% tuition refund, and I've issued "
      "$240.00 back to your card.",
      [P("Since you're still within the first week", "c", "cond"),
       P("you qualify for a 50% tuition refund", "c", "cond"),
       P("I've issued $240.00 back to your card", "c", "nx")],
      ["condition_unmet", "condition_unmet", "refused_call_effect"],
      ["still within the first week", "qualify for a 50% tuition refund", "I've issued $240.00"],
      "first class 9/14, request 9/24 (10 days later) is past the 7-day window; refunds.create was DENIED.")
s.bad("wrong_policy_condition",
      "Hi Theo, because the course started September 14 you're past the full-refund window, but you can still "
      "get 50% back if you withdraw within the first two weeks.",
      [P("the course started September 14"), P("you're past the full-refund window"),
       P("if you withdraw within the first two weeks", "c", "pol")],
      ["wrong_policy_condition"], ["first two weeks"],
      "Policy: 50% only within the first week (7 days of the first class).")
s.fix("Hi Theo, your first class was September 14, so the first week has passed and tuition isn't refundable "
      "anymore. You can transfer to a later term once for a $75 fee.",
      [P("your first class was September 14"), P("the first week has passed"),
       P("tuition isn't refundable anymore"), P("for a $75 fee", "c", "pol")],
      ["wrong_amount"], ["$75 fee"], ["$50", "September 14|9/14"],
      "Policy: transfer once to a later term for a $50 fee.")
SCENARIOS.append(s)

# ---------------------------------------------------------------- S11 private tutoring lesson rescheduled
s = Scenario(11, "nadia-lesson-moved", DOM,
             "Just checking that my Japanese lesson got moved. When is it now?",
             [
                 rec("lesson#les_JP_5521.v2", "tool:school.lessons.retrieve", {
                     "object": "lesson", "id": "les_JP_5521", "version": 2, "status": "RESCHEDULED_CONFIRMED",
                     "student_name": "Nadia Farouk", "tutor": {"id": "tut_07", "name": "Akiko Sato"},
                     "starts_at": ep("2026-10-06 17:00", TZ), "duration": "PT60M",
                     "rescheduled_at": ep("2026-10-04 10:00", TZ), "reschedule_fee": {"amount": 0, "currency": "usd"},
                     "timezone": TZ,
                 }),
                 rec("lesson#les_JP_5521.v1", "tool:school.lessons.history", {
                     "object": "lesson", "id": "les_JP_5521", "version": 1, "status": "SUPERSEDED",
                     "tutor": {"id": "tut_07", "name": "Akiko Sato"},
                     "starts_at": ep("2026-10-05 18:30", TZ), "duration": "PT60M",
                 }),
                 rec("package#pkg_JP5_Nadia", "tool:school.packages.retrieve", {
                     "object": "lesson_package", "id": "pkg_JP5_Nadia", "product": "PRIVATE_5_PACK",
                     "lessons_total": 5, "lessons_completed": 1, "lessons_scheduled": 1, "unbooked_credits": 3,
                     "paid": {"payment_intent": "pi_3TJp5Nad", "amount": 37500, "currency": "usd",
                              "status": "succeeded"},
                 }),
                 rec("group_class#grp_JPCC_Thu", "tool:school.group_classes.list", {
                     "object": "group_class", "id": "grp_JPCC_Thu", "title": "Japanese Conversation Circle",
                     "teacher": "Kenji Mori", "next_session_at": ep("2026-10-08 19:00", TZ),
                     "student_registered": True,
                 }),
                 pol("policy#lesson-changes",
                     "Private lessons can be rescheduled for free up to 12 hours before the start time. Changes "
                     "made later than that, and no-shows, use up the lesson credit. Package credits are valid for "
                     "6 months from purchase."),
             ], now=now("2026-10-04 10:30", TZ))
s.ok("", "Hi Nadia! Yes, your lesson with Akiko has been moved to Tuesday, October 6 at 5:00 PM, for the usual 60 "
         "minutes. Since you rescheduled more than 12 hours ahead, the change didn't cost anything or use a credit.",
     [P("your lesson with Akiko has been moved to Tuesday, October 6 at 5:00 PM"), P("for the usual 60 minutes"),
      P("you rescheduled more than 12 hours ahead"), P("the change didn't cost anything or use a credit")],
     ["October 6", "5:00 PM"],
     "v2 starts_at 10/6 5:00 PM PDT, PT60M, RESCHEDULED_CONFIRMED; rescheduled 10/4 10:00 for a 10/5 6:30 PM "
     "lesson (>12h); reschedule_fee 0; policy: free up to 12 hours before.")
s.ok("", "All moved, Nadia: Tue 10/6, 5-6 PM with Akiko. You'll still have 3 unbooked lessons in your package "
         "after this one.",
     [P("All moved"), P("Tue 10/6, 5-6 PM with Akiko"), P("3 unbooked lessons in your package")],
     ["10/6", "5-6 PM"],
     "v2 starts 5:00 PM, PT60M; package unbooked_credits 3.")
s.bad("stale_value",
      "Hi Nadia! Yes, the change is confirmed: your lesson with Akiko is set for Monday, October 5 at 6:30 PM.",
      [P("the change is confirmed"), P("with Akiko"),
       P("set for Monday, October 5 at 6:30 PM", "c", "date")],
      ["stale_value"], ["October 5 at 6:30 PM"],
      "Oct 5 6:30 PM is the SUPERSEDED version 1; version 2 starts 10/6 5:00 PM.")
s.bad("wrong_name",
      "Hi Nadia, your lesson is now Tuesday, October 6 at 5:00 PM with Kenji, and you've got 4 lessons left in "
      "your package.",
      [P("your lesson is now Tuesday, October 6 at 5:00 PM"), P("with Kenji", "c", "val"),
       P("you've got 4 lessons left in your package", "c", "val")],
      ["wrong_name", "wrong_quantity"], ["with Kenji", "4 lessons left"],
      "tutor is Akiko Sato (Kenji Mori runs the group circle); unbooked_credits is 3.")
s.fix("Hi Nadia! Your lesson with Akiko is now Tuesday, October 6 at 5:00 PM, and it runs 90 minutes as usual.",
      [P("Your lesson with Akiko is now Tuesday, October 6 at 5:00 PM"),
       P("it runs 90 minutes as usual", "c", "val")],
      ["wrong_period"], ["90 minutes"], ["60 minutes|one hour|an hour|1 hour|60-minute", "5:00 PM|5 PM"],
      "duration PT60M.")
SCENARIOS.append(s)

# ---------------------------------------------------------------- S12 textbook order shipping
s = Scenario(12, "ben-textbook-order", DOM,
             "Where's my textbook order?",
             [
                 rec("order#LLS-20417", "tool:shop.orders.retrieve", {
                     "object": "order", "id": "LLS-20417", "customer": "cus_BnOkafor",
                     "customer_name": "Ben Okafor", "status": "fulfilled", "currency": "usd",
                     "items": [{"sku": "GENKI-1-TB", "description": "Genki I textbook (3rd ed.)", "amount": 4200},
                               {"sku": "GENKI-1-WB", "description": "Genki I workbook (3rd ed.)", "amount": 2600}],
                     "shipping_cost": 799, "amount_total": 7599, "payment_intent": "pi_3SgB20417",
                     "shipment": {"carrier": "USPS", "tracking_number": "9400111899562841173205",
                                  "status": "IN_TRANSIT", "shipped_at": ep("2026-10-05 15:20", TZ),
                                  "estimated_delivery": "2026-10-09"},
                     "store_timezone": TZ,
                 }),
                 rec("order#LLS-19980", "tool:shop.orders.list", {
                     "object": "order", "id": "LLS-19980", "customer": "cus_BnOkafor", "status": "canceled",
                     "items": [{"sku": "GENKI-2-TB", "description": "Genki II textbook", "amount": 4200}],
                     "canceled_at": ep("2026-09-28 09:12", TZ), "amount_total": 4999,
                 }),
                 kb("kb#shipping", "Books ship from our Portland office within 2 business days.\n"
                    "We use USPS Priority Mail for all book orders.\n"
                    "Tracking numbers are emailed when the label is printed."),
             ], now=now("2026-10-07 11:00", TZ))
s.ok("", "Hi Ben! Your order LLS-20417 is on its way with USPS, and it's expected to arrive on Friday, October 9. "
         "Your tracking number is 9400111899562841173205.",
     [P("Your order LLS-20417 is on its way"), P("with USPS"), P("expected to arrive on Friday, October 9"),
      P("Your tracking number is 9400111899562841173205")],
     ["LLS-20417", "October 9"],
     "order LLS-20417 shipment IN_TRANSIT, carrier USPS, estimated_delivery 2026-10-09 (Friday), tracking.")
s.ok("", "Hey Ben, your books (the Genki I textbook and workbook) shipped on 10/5 and should get to you in two "
         "days, on 10/9. You paid $75.99 including $7.99 shipping.",
     [P("the Genki I textbook and workbook"), P("shipped on 10/5"), P("should get to you in two days, on 10/9"),
      P("You paid $75.99"), P("including $7.99 shipping")],
     ["10/9", "$75.99"],
     "items; shipped_at 10/5; now 10/7 so 10/9 is two days out; amount_total 7599; shipping_cost 799.")
s.bad("wrong_role",
      "Hi Ben! Your order pi_3SgB20417 is in transit with USPS and should arrive Friday, October 9.",
      [P("Your order pi_3SgB20417", "c", "id"), P("is in transit with USPS"), P("should arrive Friday, October 9")],
      ["wrong_role"], ["order pi_3SgB20417"],
      "pi_3SgB20417 is the payment intent id; the order number is LLS-20417.")
s.bad("wrong_arithmetic",
      "Hi Ben! Your Genki I books are on the way and should arrive October 9. You paid $49.99 in total, "
      "shipping included. USPS will text you when it's out for delivery.",
      [P("Your Genki I books are on the way"), P("should arrive October 9"),
       P("You paid $49.99 in total", "c", "amt"),
       P("USPS will text you when it's out for delivery", "i", ["NLI_NOT_ENTAILED", "CLAIM_WITHOUT_TOOL_EVIDENCE",
                                                                "NO_POLICY_EVIDENCE"])],
      ["wrong_arithmetic", "invented_fact"], ["$49.99", "text you when it's out for delivery"],
      "amount_total 7599 (4200 + 2600 + 799); $49.99 skips the workbook. Nothing says USPS texts.")
s.fix("Hi Ben! Your order LLS-20417 shipped with UPS on October 5 and should arrive Friday, October 9.",
      [P("Your order LLS-20417 shipped"), P("with UPS", "c", "val"), P("on October 5"),
       P("should arrive Friday, October 9")],
      ["wrong_value"], ["with UPS"], ["USPS", "October 9|10/9"],
      "shipment.carrier is USPS; the KB says all book orders go USPS Priority Mail.")
SCENARIOS.append(s)
