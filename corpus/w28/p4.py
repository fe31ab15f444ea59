from lib import *

def a(t):
    return {"attributes": {"type": t}}

# ---------------------------------------------------------------- B13 childcare: fortnightly statement / CCS gap
b = Bundle("cc-gap-fee", "childcare centre", "How much do I owe for Ava's last fortnight, after the subsidy?",
           [rec("Statement__c#a0S7F00000Hh1AaEAJ", "crm:query Statement__c", sobj(
               "Statement__c", "a0S7F00000Hh1AaEAJ", Name="ST-2026-0508-0412",
               Enrolment__r=dict(a("Enrolment__c"), Child_Name__c="Ava Nguyen", Daily_Fee__c=148.0,
                                 Days_Per_Week__c=3, CCS_Percentage__c=72.0),
               Account__r=dict(a("Account"), Name="Linh Nguyen"),
               Fortnight_Ending__c="2026-05-08", Days_Charged__c=6, Gross_Fees__c=888.0, CCS_Applied__c=639.36,
               Gap_Fee__c=248.64, CurrencyIsoCode="AUD", Status__c="Due", Due_Date__c="2026-05-22")),
            rec("Statement__c#a0S7F00000Hg9ZzEAJ", "crm:query Statement__c", sobj(
               "Statement__c", "a0S7F00000Hg9ZzEAJ", Name="ST-2026-0424-0412", Fortnight_Ending__c="2026-04-24",
               Days_Charged__c=6, Gross_Fees__c=888.0, CCS_Applied__c=577.2, Gap_Fee__c=310.8, CurrencyIsoCode="AUD",
               Status__c="Paid")),
            pol("centre-policy#fees-ccs",
                "CCS is paid by Services Australia directly to the centre and shown as a reduction on your statement. "
                "Gap fees are debited by direct debit on the due date shown on the statement. Absences are charged at "
                "the full daily fee and still attract CCS for up to 42 absence days per financial year.", "2025-07")])

b.ok("Dear Linh, for the fortnight ending 8 May, Ava's gross fees were A$888.00 and the Child Care Subsidy covered "
     "A$639.36, leaving a gap fee of A$248.64. This will be direct-debited on 22 May 2026.",
     [S("fortnight ending 8 May"), S("gross fees were A$888.00"), S("covered A$639.36"), S("gap fee of A$248.64"),
      S("direct-debited on 22 May 2026")],
     ["A$248.64", "22 May 2026"],
     "ST-2026-0508-0412: Gross 888.0, CCS 639.36, Gap 248.64, due 2026-05-22; direct-debit rule from policy.")

b.ok("Hi Linh — Ava attends three days a week at $148 a day, and your CCS rate is 72%. The subsidy is paid straight to "
     "us by Services Australia and appears as a reduction on your statement, so the amount due on 22 May is $248.64.",
     [S("three days a week at $148 a day"), S("CCS rate is 72%"), S("paid straight to us by Services Australia"),
      S("due on 22 May is $248.64")],
     ["$248.64"],
     "Enrolment__r Daily_Fee__c 148.0, Days_Per_Week__c 3, CCS_Percentage__c 72.0; CCS rule from the policy.")

b.bad("Dear Linh, your gap fee for the latest fortnight is A$310.80, due 22 May.",
      [X("A$310.80", "AMOUNT_MISMATCH"), S("due 22 May")],
      ["stale_value"], ["A$310.80"],
      "310.80 is the paid statement for the fortnight ending 24 April; the latest gap is 248.64.")

b.bad("Hi Linh, the subsidy of $639.36 leaves you $258.64 to pay for the fortnight. Absence days aren't charged, so "
      "let us know if Ava is away.",
      [S("subsidy of $639.36"), X("$258.64", "AMOUNT_MISMATCH"), X("Absence days aren't charged", "NLI_CONTRADICTION")],
      ["wrong_arithmetic", "wrong_policy_condition"], ["$258.64", "aren't charged"],
      "888.00 - 639.36 = 248.64; the policy charges absences at the full daily fee.")

b.rep("Dear Linh, your gap fee of A$248.64 will be debited on 22 May. Absences still attract CCS for up to 24 absence "
      "days per financial year.",
      [S("gap fee of A$248.64"), S("debited on 22 May"), X("up to 24 absence days", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
      ["wrong_quantity"], ["24 absence days"], ["42 absence days|42 days|forty-two", "248.64"],
      "The policy allows 42 absence days per financial year.")

# ---------------------------------------------------------------- B14 childcare: waitlist position (Brisbane)
b = Bundle("cc-waitlist", "childcare centre", "Where is Leo on the waitlist for the toddler room?",
           [rec("Waitlist__c#a0T7F00000Jj2BbEAJ", "crm:query Waitlist__c", sobj(
               "Waitlist__c", "a0T7F00000Jj2BbEAJ", Name="WL-2291", Child_Name__c="Leo Castellano",
               Room__c="Toddlers (2-3 yrs)", Position__c=4, Requested_Start__c="2026-07-06",
               Requested_Days__c="Monday;Wednesday;Friday", Status__c="Waitlisted", Sibling_Priority__c=True,
               Centre__r=dict(a("Centre__c"), Name="Paddington Early Learning", Time_Zone__c="Australia/Brisbane"))),
            rec("Enrolment__c#a0U7F00000Kk3CcEAJ", "crm:query Enrolment__c", sobj(
               "Enrolment__c", "a0U7F00000Kk3CcEAJ", Child_Name__c="Mia Castellano", Room__c="Kindergarten (4-5 yrs)",
               Status__c="Enrolled", Start_Date__c="2025-01-20")),
            pol("centre-policy#waitlist",
                "Joining the waitlist is free. Siblings of currently enrolled children are given priority on the "
                "waitlist. Once a place is offered, families have 48 hours to accept. A bond of two weeks' fees is "
                "payable on accepting a place.", "2025-07")])

b.ok("Dear Ms Castellano, Leo is currently number 4 on the waitlist for the Toddlers room, for Monday, Wednesday and "
     "Friday from 6 July 2026. As Mia is already enrolled with us, Leo has sibling priority.",
     [S("number 4 on the waitlist"), S("Toddlers room"), S("Monday, Wednesday and Friday"), S("from 6 July 2026"),
      S("Mia is already enrolled"), S("sibling priority")],
     ["number 4", "6 July 2026"],
     "WL-2291 Position__c 4, Room Toddlers, days and start; Mia's Enrolment__c Enrolled; sibling rule from policy.")

b.ok("Hello! If a place comes up for Leo, you'll have 48 hours to accept it, and a bond of two weeks' fees is payable at "
     "that point. Joining the waitlist itself costs nothing.",
     [S("48 hours to accept"), S("bond of two weeks' fees"), S("costs nothing")],
     ["48 hours"],
     "All three from the waitlist policy.")

b.bad("Dear Ms Castellano, Leo is second on the waitlist for the Toddlers room, and we can guarantee him a place by "
      "6 July.",
      [X("second on the waitlist", "VALUE_MISMATCH"),
       I("guarantee him a place by 6 July", "NO_POLICY_EVIDENCE", "NLI_NOT_ENTAILED", "CLAIM_WITHOUT_TOOL_EVIDENCE")],
      ["wrong_quantity", "invented_promise"], ["second on the waitlist", "guarantee him a place"],
      "Position__c is 4; nothing promises a place by the requested start date.")

b.bad("Hi, Leo is number 4 in the queue for toddlers. Once a place is offered you will have 7 days to accept it.",
      [S("number 4 in the queue"), X("7 days to accept", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
      ["wrong_period"], ["7 days to accept"],
      "The policy gives 48 hours to accept an offered place.")

b.rep("Dear Ms Castellano, Leo is number 4 on the waitlist for the Kindergarten room, starting 6 July 2026.",
      [S("number 4 on the waitlist"), X("Kindergarten room", "VALUE_MISMATCH"), S("starting 6 July 2026")],
      ["other_record_value"], ["Kindergarten room"], ["Toddler", "6 July"],
      "Kindergarten is Mia's room; Leo is waitlisted for Toddlers (2-3 yrs).")

# ---------------------------------------------------------------- B15 childcare: late pickup fee, waiver refused
b = Bundle("cc-late-pickup", "childcare centre", "Why was I charged a late fee yesterday? Can you take it off?",
           [rec("Attendance__c#a0V7F00000Ll4DdEAJ", "crm:query Attendance__c", sobj(
               "Attendance__c", "a0V7F00000Ll4DdEAJ", Child_Name__c="Ruby Whitaker", Attendance_Date__c="2026-05-12",
               Sign_In_Time__c="2026-05-11T22:48:00.000+0000", Sign_Out_Time__c="2026-05-12T08:22:00.000+0000",
               Signed_Out_By__c="Sam Whitaker", Late_Minutes__c=17, Late_Fee__c=34.0, CurrencyIsoCode="AUD",
               Fee_Status__c="Invoiced")),
            refused("waive_late_fee#call-1", "waive_late_fee", "DENY", {"attendance_id": "a0V7F00000Ll4DdEAJ"}),
            pol("centre-policy#late-collection",
                "The centre closes at 6:00 PM. Late collection is charged at A$2.00 per minute, starting from 6:05 PM. "
                "Late fees are not eligible for CCS and are added to the next statement.", "2025-07")],
           now="2026-05-13T09:15:00+10:00")

b.ok("Dear Sam, our records show Ruby was signed out at 6:22 PM on Tuesday 12 May. Late collection is charged at A$2.00 "
     "per minute from 6:05 PM, so a fee of A$34.00 has been added to your account. I'm sorry, but I wasn't able to "
     "waive this fee.",
     [S("signed out at 6:22 PM"), S("Tuesday 12 May"), S("A$2.00 per minute from 6:05 PM"), S("fee of A$34.00"),
      S("wasn't able to waive")],
     ["6:22 PM", "A$34.00"],
     "Sign_Out_Time__c 08:22Z = 6:22 PM AEST; Late_Fee__c 34.0; rate from policy; waive_late_fee DENY.")

b.ok("Hi Sam — Ruby was collected at 6:22 pm yesterday, 17 minutes into the late-fee period, so the late fee is $34. "
     "The request to waive it was declined, and it will appear on your next statement.",
     [S("6:22 pm yesterday"), S("17 minutes into the late-fee period"), S("late fee is $34"),
      S("request to waive it was declined"), S("appear on your next statement")],
     ["$34"],
     "now is 13 May, so yesterday = 12 May; Late_Minutes__c 17 x $2 = $34; refused call; statement rule.")

b.bad("Dear Sam, Ruby was signed out at 08:22 on 12 May, so a late fee of A$34.00 applies.",
      [X("signed out at 08:22", "DATE_MISMATCH", "VALUE_MISMATCH"), S("late fee of A$34.00")],
      ["unit_conversion"], ["08:22"],
      "08:22 is the UTC sign-out time; in Melbourne it is 6:22 PM.")

b.bad("Hi Sam, the late fee comes to $44 (22 minutes at $2), but I've waived it as a one-off.",
      [X("$44 (22 minutes at $2)", "AMOUNT_MISMATCH", "VALUE_MISMATCH"), X("I've waived it", "NOT_EXECUTED")],
      ["wrong_arithmetic", "refused_call_effect"], ["$44", "I've waived it"],
      "Charging starts at 6:05 PM: 17 minutes, $34; the waiver call was DENIED.")

b.rep("Dear Sam, Ruby was signed out at 6:22 PM on 12 May, and a late fee of A$34.00 has been applied. Late fees are "
      "charged at A$1.00 per minute after 6:05 PM.",
      [S("signed out at 6:22 PM on 12 May"), S("late fee of A$34.00"),
       X("A$1.00 per minute", "NLI_CONTRADICTION", "AMOUNT_MISMATCH", "VALUE_MISMATCH")],
      ["wrong_amount"], ["A$1.00 per minute"], ["A$2.00|$2.00|$2 per minute|two dollars", "34.00"],
      "The late-collection rate in the policy is A$2.00 per minute.")

# ---------------------------------------------------------------- B16 childcare: public holiday closure
b = Bundle("cc-public-holiday", "childcare centre",
           "Are we charged for the King's Birthday Monday? And is Hamish's extra Wednesday booked?",
           [rec("Enrolment__c#a0U7F00000Mm5EeEAJ", "crm:query Enrolment__c with Charges__r", sobj(
               "Enrolment__c", "a0U7F00000Mm5EeEAJ", Child_Name__c="Hamish Roy",
               Account__r=dict(a("Account"), Name="Fiona Roy"), Permanent_Days__c="Monday;Tuesday",
               Daily_Fee__c=152.0, CurrencyIsoCode="AUD", Status__c="Enrolled",
               Charges__r={"totalSize": 3, "done": True, "records": [
                   dict(a("Charge__c"), Charge_Date__c="2026-06-08", Description__c="Public Holiday - King's Birthday",
                        Amount__c=152.0, Status__c="Scheduled"),
                   dict(a("Charge__c"), Charge_Date__c="2026-06-09", Description__c="Permanent Day", Amount__c=152.0,
                        Status__c="Scheduled"),
                   dict(a("Charge__c"), Charge_Date__c="2026-06-10", Description__c="Casual Day", Amount__c=165.0,
                        Status__c="Scheduled")]})),
            rec("Casual_Booking__c#a0W7F00000Nn6FfEAJ", "crm:query Casual_Booking__c", sobj(
               "Casual_Booking__c", "a0W7F00000Nn6FfEAJ", Child_Name__c="Hamish Roy", Booking_Date__c="2026-06-10",
               Casual_Rate__c=165.0, CurrencyIsoCode="AUD", Status__c="Confirmed")),
            pol("centre-policy#public-holidays",
                "The centre is closed on Victorian public holidays. Permanent bookings that fall on a public holiday are "
                "charged at the usual daily fee, and CCS is still payable on them. Casual days are charged at the casual "
                "rate.", "2025-07")],
           now="2026-05-29T12:00:00+10:00")

b.ok("Dear Ms Roy, the centre will be closed on Monday 8 June for the King's Birthday public holiday. Because Hamish has "
     "a permanent Monday booking, that day is charged at the usual daily fee of A$152.00, and CCS still applies.",
     [S("closed on Monday 8 June"), S("permanent Monday booking"), S("daily fee of A$152.00"), S("CCS still applies")],
     ["A$152.00", "8 June"],
     "Charge 2026-06-08 Public Holiday 152.0; Permanent_Days__c includes Monday; charging and CCS rule from policy.")

b.ok("Hi Fiona — Hamish's casual day on Wednesday 10 June is confirmed at $165. That week's fees before CCS total $469 "
     "(Monday $152, Tuesday $152, Wednesday $165).",
     [S("Wednesday 10 June is confirmed at $165"), S("total $469")],
     ["$469"],
     "Casual_Booking__c Confirmed 165.0; 152 + 152 + 165 = 469 from the three scheduled charges.")

b.bad("Dear Ms Roy, the centre is closed on Monday 8 June for the King's Birthday, so you won't be charged for that day.",
      [S("closed on Monday 8 June"), X("won't be charged for that day", "NLI_CONTRADICTION", "AMOUNT_MISMATCH", "VALUE_MISMATCH")],
      ["wrong_policy_condition"], ["won't be charged"],
      "Permanent bookings on public holidays are charged at the usual fee; the 8 June charge is Scheduled at 152.0.")

b.bad("Hi Fiona, Hamish's casual day on Wednesday 10 June is confirmed at $152, the same as his usual days.",
      [X("confirmed at $152", "AMOUNT_MISMATCH")],
      ["wrong_role"], ["confirmed at $152"],
      "152.0 is the permanent Daily_Fee__c; the casual rate for 10 June is 165.0.")

b.rep("Dear Ms Roy, the centre will be closed on Monday 9 June for the King's Birthday public holiday, and your "
      "permanent booking that day is still charged at A$152.00.",
      [X("Monday 9 June", "DATE_MISMATCH"), S("still charged at A$152.00")],
      ["wrong_date"], ["Monday 9 June"], ["8 June|08/06|June 8", "152"],
      "The public-holiday charge is dated 2026-06-08; 9 June is the ordinary Tuesday.")
