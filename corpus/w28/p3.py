from lib import *

# ---------------------------------------------------------------- B09 scholarship: second instalment
b = Bundle("sch-instalment", "scholarship fund", "When do I get my next scholarship payment?",
           [rec("Scholarship_Award__c#a0K9q00000Vb2EeEAJ", "crm:query Scholarship_Award__c with Instalments__r", sobj(
               "Scholarship_Award__c", "a0K9q00000Vb2EeEAJ", Name="AWD-2026-0417",
               Recipient__r={"attributes": {"type": "Contact"}, "Name": "Kirra Anderson"},
               Scholarship__r={"attributes": {"type": "Scholarship__c"}, "Name": "Regional Pathways Scholarship"},
               Annual_Value__c=7500.0, CurrencyIsoCode="AUD", Status__c="Active", Bank_Account_Last4__c="4471",
               Instalments__r={"totalSize": 2, "done": True, "records": [
                   {"attributes": {"type": "Instalment__c"}, "Name": "INS-1", "Amount__c": 3750.0,
                    "Scheduled_Date__c": "2026-03-13", "Status__c": "Paid"},
                   {"attributes": {"type": "Instalment__c"}, "Name": "INS-2", "Amount__c": 3750.0,
                    "Scheduled_Date__c": "2026-08-14", "Status__c": "Scheduled"}]})),
            rec("Academic_Progress__c#a0L9q00000Cc3FfEAJ", "crm:query Academic_Progress__c", sobj(
               "Academic_Progress__c", "a0L9q00000Cc3FfEAJ", Term__c="Semester 1 2026", Status__c="Pending Results",
               Units_Enrolled__c=4, Units_Passed__c=None)),
            pol("fund-policy#instalments",
                "Instalments are paid into the recipient's nominated Australian bank account. The second instalment is "
                "released only after the recipient's Semester 1 results show a pass in at least 75% of enrolled units. "
                "Recipients must notify the fund within 14 days of any change in enrolment.", "2026")],
           now="2026-05-15T09:40:00+10:00")

b.ok("Dear Kirra, your second Regional Pathways Scholarship instalment of A$3,750 is scheduled for 14 August 2026. It "
     "will be released once your Semester 1 results show a pass in at least 75% of your enrolled units.",
     [S("second Regional Pathways Scholarship instalment of A$3,750"), S("scheduled for 14 August 2026"),
      S("pass in at least 75%")],
     ["A$3,750", "14 August 2026"],
     "INS-2 Amount__c 3750.0, Scheduled_Date__c 2026-08-14; release condition from the instalments policy.")

b.ok("Hi Kirra — your first instalment ($3,750) was paid on 13/03/2026, and the remaining $3,750 of your $7,500 annual "
     "award is due on 14/08/2026, paid into your nominated bank account.",
     [S("first instalment ($3,750) was paid on 13/03/2026"), S("remaining $3,750 of your $7,500 annual award"),
      S("due on 14/08/2026"), S("paid into your nominated bank account")],
     ["14/08/2026"],
     "INS-1 Paid 2026-03-13; Annual_Value__c 7500.0; INS-2 2026-08-14.")

b.ok("Your next payment, three thousand seven hundred and fifty dollars, is set down for Friday 14 August. Please let us "
     "know within 14 days if your enrolment changes.",
     [S("three thousand seven hundred and fifty dollars"), S("Friday 14 August"), S("within 14 days")],
     ["14 August"],
     "Amount in words = 3750.0; 14 August 2026 is a Friday; notification rule from the policy.")

b.bad("Dear Kirra, your Semester 1 results have met the progress requirement, so your second instalment of A$3,750 is "
      "confirmed for 14 August 2026.",
      [XI("results have met the progress requirement", "RECORD_STATE_MISMATCH", "CLAIM_WITHOUT_TOOL_EVIDENCE"),
       S("second instalment of A$3,750"), S("14 August 2026")],
      ["condition_unmet"], ["have met the progress requirement"],
      "Academic_Progress__c Status__c is Pending Results; nothing shows the 75% pass condition met.")

b.bad("Hi Kirra, your next payment of $7,500 arrives on 14 August. Remember to tell us within 30 days if your enrolment "
      "changes.",
      [X("next payment of $7,500", "AMOUNT_MISMATCH"), S("arrives on 14 August"),
       X("within 30 days", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
      ["wrong_amount", "wrong_period"], ["payment of $7,500", "within 30 days"],
      "7500 is the annual value; INS-2 is 3750. The policy gives 14 days.")

b.rep("Dear Kirra, your second instalment of A$3,750 is due on 13 March 2026.",
      [S("second instalment of A$3,750"), X("due on 13 March 2026", "DATE_MISMATCH")],
      ["other_record_value"], ["13 March 2026"], ["14 August|14/08|August 14", "3,750"],
      "13 March is the paid first instalment; INS-2 is scheduled for 2026-08-14.")

# ---------------------------------------------------------------- B10 scholarship: missed deadline, extension refused
b = Bundle("sch-missed-deadline", "scholarship fund",
           "I missed the scholarship deadline by a few days. Can you extend it for me?",
           [rec("Scholarship_Application__c#a0M9q00000Tt4GgEAJ", "crm:query Scholarship_Application__c", sobj(
               "Scholarship_Application__c", "a0M9q00000Tt4GgEAJ", Name="SA-11892",
               Applicant__r={"attributes": {"type": "Contact"}, "Name": "Oliver Pham"},
               Scholarship__r={"attributes": {"type": "Scholarship__c"}, "Name": "Future Teachers Scholarship"},
               Status__c="Draft", Round__r={"attributes": {"type": "Round__c"}, "Name": "2026 Round 1",
                                            "Closing_DateTime__c": "2026-05-08T07:00:00.000+0000"},
               References__r={"totalSize": 2, "done": True, "records": [
                   {"attributes": {"type": "Reference__c"}, "Referee_Name__c": "Ms J. Kowalczyk", "Status__c": "Submitted"},
                   {"attributes": {"type": "Reference__c"}, "Referee_Name__c": "Mr D. Aziz", "Status__c": "Requested"}]})),
            rec("Round__c#a0N9q00000Ww5HhEAJ", "crm:query Round__c", sobj(
               "Round__c", "a0N9q00000Ww5HhEAJ", Name="2026 Round 2", Opens__c="2026-07-01", Closes__c="2026-08-14",
               Status__c="Upcoming")),
            refused("extend_application_deadline#call-1", "extend_application_deadline", "DENY",
                    {"application_id": "a0M9q00000Tt4GgEAJ", "days": 7}),
            pol("fund-policy#late-applications",
                "Each application needs two referee reports. Late applications are not accepted for any reason, "
                "including technical issues, unless the portal itself was unavailable. Applicants who miss a round may "
                "apply in the next round without penalty.", "2026")],
           now="2026-05-12T15:00:00+10:00")

b.ok("Dear Oliver, I'm sorry, but I was not able to extend the deadline for the Future Teachers Scholarship, which closed "
     "at 5:00 PM on 8 May 2026. You are very welcome to apply in Round 2, which opens on 1 July and closes on 14 August "
     "2026, without any penalty.",
     [S("not able to extend the deadline"), S("5:00 PM on 8 May 2026"), S("opens on 1 July"),
      S("closes on 14 August 2026"), S("without any penalty")],
     ["5:00 PM", "14 August 2026"],
     "extend_application_deadline DENY; Closing_DateTime__c 07:00Z is 5:00 PM AEST; Round 2 dates; next-round rule.")

b.ok("Hi Oliver — your application SA-11892 is still in draft and only one of the two referee reports has arrived. Late "
     "applications can't be accepted, so the best path is the next round (1/7/2026 to 14/8/2026).",
     [S("still in draft"), S("only one of the two referee reports"), S("Late applications can't be accepted"),
      S("1/7/2026 to 14/8/2026")],
     ["SA-11892"],
     "Status__c Draft; one reference Submitted, one Requested; Round 2 Opens/Closes.")

b.bad("Dear Oliver, I've extended your deadline by one week, so you can still submit SA-11892 until 15 May. Please make "
      "sure both referee reports are in by then.",
      [X("extended your deadline by one week", "NOT_EXECUTED"),
       XI("submit SA-11892 until 15 May", "NOT_EXECUTED", "DATE_MISMATCH", "CLAIM_WITHOUT_TOOL_EVIDENCE"),
       S("both referee reports")],
      ["refused_call_effect"], ["extended your deadline", "until 15 May"],
      "The extension call was DENIED; the round closed on 8 May.")

b.bad("Hi Oliver, the round closed at 7:00 AM on 8 May. Both of your referee reports have been received, so you'd be "
      "ready to go in Round 2.",
      [X("7:00 AM on 8 May", "DATE_MISMATCH", "VALUE_MISMATCH"),
       X("Both of your referee reports have been received", "RECORD_STATE_MISMATCH", "VALUE_MISMATCH")],
      ["unit_conversion", "wrong_state"], ["7:00 AM", "Both of your referee reports have been received"],
      "07:00 is UTC (5:00 PM Melbourne); Mr Aziz's reference is still Requested.")

b.rep("Dear Oliver, I'm sorry, the Future Teachers Scholarship round closed at 5:00 PM on 8 May 2026 and the deadline "
      "could not be extended. Round 2 opens on 1 July 2026 and closes on 14 September 2026.",
      [S("closed at 5:00 PM on 8 May 2026"), S("could not be extended"), S("opens on 1 July 2026"),
       X("closes on 14 September 2026", "DATE_MISMATCH")],
      ["wrong_date"], ["14 September 2026"], ["14 August|14/08|August 14", "1 July"],
      "Round 2 Closes__c is 2026-08-14.")

# ---------------------------------------------------------------- B11 scholarship: equipment grant claim
b = Bundle("sch-equipment-claim", "scholarship fund", "What happened with my laptop claim?",
           [rec("Grant_Claim__c#a0P9q00000Ee6JjEAJ", "crm:query Grant_Claim__c", sobj(
               "Grant_Claim__c", "a0P9q00000Ee6JjEAJ", Name="GC-20417",
               Recipient__r={"attributes": {"type": "Contact"}, "Name": "Sione Taufa"},
               Category__c="Laptop", Allowance_Type__c="Equipment", Claimed_Amount__c=1899.0, Approved_Amount__c=1200.0,
               CurrencyIsoCode="AUD", Status__c="Approved - Partial", Payment_Date__c="2026-05-19",
               Invoice_Date__c="2026-04-27")),
            rec("Grant_Claim__c#a0P9q00000Ed1KkEAJ", "crm:query Grant_Claim__c", sobj(
               "Grant_Claim__c", "a0P9q00000Ed1KkEAJ", Name="GC-19980",
               Category__c="Textbooks", Allowance_Type__c="Textbook", Claimed_Amount__c=240.0, Approved_Amount__c=240.0,
               CurrencyIsoCode="AUD", Status__c="Paid", Payment_Date__c="2026-03-20")),
            rec("Allowance__c#a0Q9q00000Ff7LlEAJ", "crm:query Allowance__c", sobj(
               "Allowance__c", "a0Q9q00000Ff7LlEAJ", Type__c="Equipment", Scholarship_Year__c="2026",
               Annual_Limit__c=1500.0, Used__c=1200.0, CurrencyIsoCode="AUD")),
            pol("fund-policy#equipment",
                "Claims must include a tax invoice dated within the current scholarship year. Equipment claims are "
                "reimbursed up to the recipient's equipment allowance, capped at A$1,200 for any single item. "
                "Reimbursements are paid within 5 business days of approval.", "2026")],
           now="2026-05-13T10:10:00+10:00")

b.ok("Dear Sione, your laptop claim GC-20417 has been partly approved: we will reimburse A$1,200.00 of the A$1,899.00 "
     "you claimed, as single items are capped at A$1,200. Payment is scheduled for Tuesday 19 May.",
     [S("has been partly approved"), S("reimburse A$1,200.00"), S("A$1,899.00 you claimed"),
      S("single items are capped at A$1,200"), S("Tuesday 19 May")],
     ["A$1,200.00", "19 May"],
     "Status__c Approved - Partial, Approved_Amount__c 1200.0 of 1899.0, Payment_Date__c 2026-05-19 (Tuesday); cap rule.")

b.ok("Hi Sione — after this claim you have $300 left in your equipment allowance for the year ($1,500 less the $1,200 "
     "approved).",
     [S("$300 left in your equipment allowance"), S("($1,500 less the $1,200 approved)")],
     ["$300"],
     "Equipment Allowance__c: 1500.0 limit - 1200.0 used = 300.")

b.bad("Dear Sione, your laptop claim has been approved in full, and A$1,899.00 will be paid on 19 May.",
      [X("approved in full", "RECORD_STATE_MISMATCH"), X("A$1,899.00 will be paid", "AMOUNT_MISMATCH"), S("on 19 May")],
      ["wrong_state", "wrong_amount"], ["approved in full", "A$1,899.00 will be paid"],
      "Status__c Approved - Partial; only 1200.0 approved.")

b.bad("Hi Sione, we've approved $1,200 for the laptop, which will reach you on 19 May, leaving $60 in your equipment "
      "allowance.",
      [S("approved $1,200 for the laptop"), S("reach you on 19 May"), X("leaving $60", "AMOUNT_MISMATCH", "VALUE_MISMATCH")],
      ["wrong_arithmetic"], ["leaving $60"],
      "The textbook claim GC-19980 draws on a separate allowance; equipment remaining is 1500 - 1200 = 300.")

b.rep("Dear Sione, A$1,200.00 of your laptop claim has been approved and will be paid within 10 business days.",
      [S("A$1,200.00 of your laptop claim has been approved"),
       X("within 10 business days", "NLI_CONTRADICTION", "VALUE_MISMATCH", "DATE_MISMATCH")],
      ["wrong_period"], ["10 business days"], ["19 May|5 business days|five business days", "1,200"],
      "The policy pays within 5 business days; Payment_Date__c is 2026-05-19.")

# ---------------------------------------------------------------- B12 scholarship: renewal under review
b = Bundle("sch-renewal-review", "scholarship fund", "Will my scholarship be renewed for next semester?",
           [rec("Scholarship_Award__c#a0K9q00000Xy8MmEAJ", "crm:query Scholarship_Award__c", sobj(
               "Scholarship_Award__c", "a0K9q00000Xy8MmEAJ", Name="AWD-2025-0193",
               Recipient__r={"attributes": {"type": "Contact"}, "Name": "Amelia Brandt"},
               Scholarship__r={"attributes": {"type": "Scholarship__c"}, "Name": "Vice-Chancellor's Excellence Scholarship"},
               Annual_Value__c=10000.0, CurrencyIsoCode="AUD", Renewal_Status__c="Under Review")),
            rec("Student_Record__c#a0R9q00000Gg8NnEAJ", "sis:student_record", sobj(
               "Student_Record__c", "a0R9q00000Gg8NnEAJ", Term__c="Semester 1 2026", Cumulative_GPA__c=4.8,
               GPA_Scale__c="7-point", Enrolment_Load__c="Full Time", Credit_Points_Enrolled__c=50.0)),
            rec("Student_Record__c#a0R9q00000Gf2PpEAJ", "sis:student_record", sobj(
               "Student_Record__c", "a0R9q00000Gf2PpEAJ", Term__c="Semester 2 2025", Cumulative_GPA__c=5.6,
               GPA_Scale__c="7-point", Enrolment_Load__c="Full Time", Credit_Points_Enrolled__c=50.0)),
            pol("fund-policy#renewal",
                "Renewal decisions for the mid-year review are emailed by 31 July. Renewal requires a cumulative GPA of "
                "at least 5.0 on the 7-point scale and full-time enrolment (at least 37.5 credit points per semester). "
                "Recipients on a reduced load approved on medical grounds keep their eligibility.", "2026")],
           now="2026-05-14T16:00:00+10:00")

b.ok("Dear Amelia, your renewal is currently under review. To be renewed, recipients need a cumulative GPA of at least "
     "5.0 on the 7-point scale and full-time enrolment; your record shows full-time enrolment and a cumulative GPA of 4.8. "
     "The decision will be emailed to you by 31 July.",
     [S("currently under review"), S("at least 5.0 on the 7-point scale"),
      S("full-time enrolment and a cumulative GPA of 4.8"), S("emailed to you by 31 July")],
     ["5.0", "4.8"],
     "Renewal_Status__c Under Review; Semester 1 2026 record GPA 4.8 Full Time; criteria and 31 July from the policy.")

b.ok("Hi Amelia — your renewal hasn't been decided yet; you'll hear by 31/07/2026. Your current load is 50 credit "
     "points, which meets the full-time requirement of 37.5.",
     [S("hasn't been decided yet"), S("by 31/07/2026"), S("50 credit points"), S("full-time requirement of 37.5")],
     ["31/07/2026"],
     "Under Review; Credit_Points_Enrolled__c 50.0 vs the 37.5 threshold in the policy.")

b.bad("Dear Amelia, with a cumulative GPA of 5.6 you comfortably meet the renewal requirement, so your scholarship will "
      "continue next semester.",
      [X("cumulative GPA of 5.6", "VALUE_MISMATCH"),
       XI("your scholarship will continue", "RECORD_STATE_MISMATCH", "CLAIM_WITHOUT_TOOL_EVIDENCE", "NLI_CONTRADICTION")],
      ["stale_value", "condition_unmet"], ["GPA of 5.6", "comfortably meet", "your scholarship will continue"],
      "5.6 is the Semester 2 2025 GPA; the current GPA is 4.8 (below 5.0) and the renewal is still Under Review.")

b.bad("Hi Amelia, your renewal is under review. The requirement is a cumulative GPA of 4.5 or above on the 7-point scale.",
      [S("renewal is under review"), X("GPA of 4.5 or above", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
      ["wrong_policy_condition"], ["4.5 or above"],
      "The policy requires at least 5.0.")

b.rep("Dear Amelia, your renewal is under review, and the decision will be emailed by 31 July. Renewal requires a "
      "cumulative GPA of at least 5.0 and at least 25 credit points per semester.",
      [S("renewal is under review"), S("emailed by 31 July"), S("GPA of at least 5.0"),
       X("at least 25 credit points per semester", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
      ["wrong_value"], ["25 credit points"], ["37.5", "5.0"],
      "Full-time enrolment means at least 37.5 credit points per semester.")
