from lib import *

# ---------------------------------------------------------------- B01 university admissions: conditional offer
b = Bundle("adm-conditional-offer", "university admissions",
           "I got a conditional offer for nursing. What do I still need to do, and by when?",
           [rec("Application__c#a0B5g00000KqT7hEAF", "crm:query Application__c", sobj(
               "Application__c", "a0B5g00000KqT7hEAF", Name="APP-2026-048213",
               Applicant__r={"attributes": {"type": "Contact"}, "Name": "Mei Ling Tan", "Student_Number__c": "S4471920"},
               Program__r={"attributes": {"type": "Program__c"}, "Name": "Bachelor of Nursing", "Campus__c": "Bundoora"},
               Intake__c="Semester 2 2026", Stage__c="Conditional Offer", Offer_Issued_Date__c="2026-05-04",
               Offer_Expiry_Date__c="2026-05-25", Acceptance_Deposit__c=1500.0, CurrencyIsoCode="AUD",
               Outstanding_Conditions__c="IELTS Academic overall 7.0 (no band below 7.0)",
               CreatedDate="2026-03-02T04:12:55.000+0000")),
            rec("Application__c#a0B5g00000KpR2aEAF", "crm:query Application__c", sobj(
               "Application__c", "a0B5g00000KpR2aEAF", Name="APP-2025-031877",
               Applicant__r={"attributes": {"type": "Contact"}, "Name": "Mei Ling Tan", "Student_Number__c": "S4471920"},
               Program__r={"attributes": {"type": "Program__c"}, "Name": "Bachelor of Biomedical Science", "Campus__c": "Parkville"},
               Intake__c="Semester 1 2026", Stage__c="Withdrawn", Offer_Expiry_Date__c="2025-12-12",
               Acceptance_Deposit__c=1000.0, CurrencyIsoCode="AUD", CreatedDate="2025-09-18T01:02:11.000+0000")),
            pol("admissions-policy#offer-acceptance",
                "Offers are made for a specific intake and program. A conditional offer must be accepted by its expiry "
                "date, even where conditions are still outstanding. Acceptance is confirmed once the acceptance deposit "
                "is paid through the applicant portal. Outstanding conditions must be met by the census date of the "
                "intake, otherwise the offer lapses. Deposits are credited to first-semester tuition and are refundable "
                "only if the applicant is refused a student visa.", "2026.1"),
            psg("kb-orientation#s2-2026", "Semester 2 2026 orientation runs 13-17 July 2026 at all campuses.\n"
                "Classes begin on Monday 20 July 2026.", "kb:student-life")],
           now="2026-05-11T10:00:00+10:00")

b.ok("Dear Mei Ling, congratulations on your conditional offer to the Bachelor of Nursing for Semester 2 2026. "
     "To accept, please pay the A$1,500 acceptance deposit through the applicant portal by 25 May 2026. "
     "Your one outstanding condition is an IELTS Academic overall score of 7.0 with no band below 7.0, which must be "
     "met by the intake's census date.\n\nKind regards,\nAdmissions Office",
     [S("conditional offer to the Bachelor of Nursing"), S("for Semester 2 2026"), S("A$1,500 acceptance deposit"),
      S("through the applicant portal"), S("by 25 May 2026"), S("IELTS Academic overall score of 7.0"),
      S("met by the intake's census date"), NA("Kind regards")],
     ["A$1,500", "25 May 2026"],
     "Stage__c Conditional Offer, Acceptance_Deposit__c 1500.0 AUD and Offer_Expiry_Date__c 2026-05-25 on APP-2026-048213; "
     "portal payment and census-date rule from the offer-acceptance policy.")

b.ok("Hello Mei Ling — your offer is conditional and needs two things:\n"
     "- Accept by Monday 25 May by paying the $1,500 deposit online.\n"
     "- Meet the English condition (IELTS 7.0 overall, 7.0 in every band) before census date.\n"
     "The deposit is later credited to your first-semester tuition.",
     [S("your offer is conditional"), S("Accept by Monday 25 May"), S("$1,500 deposit"), S("IELTS 7.0 overall"),
      S("before census date"), S("credited to your first-semester tuition")],
     ["$1,500", "25 May"],
     "now is Monday 11 May, so Monday 25 May is the expiry date 2026-05-25; deposit crediting from the policy's last sentence.")

b.ok("Good morning Mei Ling. Your offer for the Bachelor of Nursing at Bundoora remains open until 25/05/2026, and it "
     "is accepted once the fifteen-hundred-dollar deposit is received. Orientation for your intake runs from 13 to 17 "
     "July, with classes starting on 20 July.",
     [S("Bachelor of Nursing at Bundoora"), S("until 25/05/2026"), S("fifteen-hundred-dollar deposit"),
      S("13 to 17 July"), S("classes starting on 20 July")],
     ["25/05/2026"],
     "Campus__c Bundoora and expiry from the current application; orientation and class dates from the KB passage.")

b.bad("Dear Mei Ling, thank you for your message. To accept your Bachelor of Nursing offer, please pay the A$1,000 "
      "acceptance deposit by 25 May 2026. The only outstanding condition is your IELTS result (7.0 overall, no band "
      "below 7.0).",
      [NA("thank you for your message"), X("A$1,000 acceptance deposit", "AMOUNT_MISMATCH"), S("by 25 May 2026"),
       S("7.0 overall, no band below 7.0")],
      ["other_record_value"], ["A$1,000"],
      "A$1,000 is the deposit on the withdrawn 2025 Biomedical Science application; the nursing offer's deposit is 1500.0.")

b.bad("Hi Mei Ling, your conditional offer to the Bachelor of Nursing is valid until 25 May 2026. You can accept once "
      "your IELTS result has been verified, so there is no need to pay anything until then. The deposit is fully "
      "refundable if you change your mind before classes start.",
      [S("valid until 25 May 2026"), X("accept once your IELTS result has been verified", "NLI_CONTRADICTION"),
       X("fully refundable if you change your mind", "NLI_CONTRADICTION")],
      ["wrong_policy_condition", "wrong_policy_condition"],
      ["accept once your IELTS result has been verified", "no need to pay anything until then",
       "fully refundable if you change your mind"],
      "Policy: a conditional offer must be accepted by expiry even with conditions outstanding; deposits are refundable "
      "only on a student-visa refusal.")

b.rep("Dear Mei Ling, congratulations on your offer to the Bachelor of Nursing. Please pay the A$1,500 acceptance "
      "deposit by 25 June 2026 to secure your place for Semester 2 2026.",
      [S("offer to the Bachelor of Nursing"), S("A$1,500 acceptance deposit"), X("by 25 June 2026", "DATE_MISMATCH"),
       S("Semester 2 2026")],
      ["wrong_date"], ["25 June 2026"], ["25 May|25/05|May 25", "1,500"],
      "Offer_Expiry_Date__c is 2026-05-25, not 25 June.")

# ---------------------------------------------------------------- B02 admissions: missing document + refused fee waiver
b = Bundle("adm-fee-waiver-docs", "university admissions",
           "Can you waive my $150 application fee? Also, what's still missing from my application?",
           [rec("Application__c#a0B5g00000LmW3xEAB", "crm:query Application__c with Documents__r", sobj(
               "Application__c", "a0B5g00000LmW3xEAB", Name="APP-2026-051006",
               Applicant__r={"attributes": {"type": "Contact"}, "Name": "Joshua Okafor"},
               Program__r={"attributes": {"type": "Program__c"}, "Name": "Master of Data Science", "Campus__c": "South Bank"},
               Intake__c="Semester 2 2026", Stage__c="Awaiting Documents", Application_Fee__c=150.0,
               Fee_Status__c="Unpaid", CurrencyIsoCode="AUD",
               Documents__r={"totalSize": 3, "done": True, "records": [
                   {"attributes": {"type": "Document_Requirement__c"}, "Document_Type__c": "Passport", "Status__c": "Verified"},
                   {"attributes": {"type": "Document_Requirement__c"}, "Document_Type__c": "Academic Transcript (certified)", "Status__c": "Outstanding"},
                   {"attributes": {"type": "Document_Requirement__c"}, "Document_Type__c": "Curriculum Vitae", "Status__c": "Received"}]},
               LastModifiedDate="2026-05-08T23:40:00.000+0000")),
            refused("waive_application_fee#call-1", "waive_application_fee", "DENY",
                    {"application_id": "a0B5g00000LmW3xEAB", "reason": "financial hardship"}),
            pol("admissions-policy#fees",
                "Applications are assessed only once the application fee is paid and every required document has been "
                "received. Assessment usually takes 15 business days from that point. The application fee is waived "
                "automatically for applicants who hold a current Commonwealth Health Care Card; other waiver requests "
                "are not granted by the admissions team. Certified copies must be certified by a Justice of the Peace "
                "or an authorised officer.", "2026.1")])

b.ok("Dear Joshua, thank you for your patience. I'm sorry, but I was not able to waive the A$150 application fee; our "
     "admissions team grants waivers only to current Health Care Card holders. Your application for the Master of Data "
     "Science is currently awaiting documents: we still need a certified copy of your academic transcript. Once the fee "
     "is paid and the transcript arrives, assessment usually takes 15 business days.",
     [NA("thank you for your patience"), S("not able to waive the A$150 application fee"),
      S("only to current Health Care Card holders"), S("currently awaiting documents"),
      S("certified copy of your academic transcript"), S("usually takes 15 business days")],
     ["A$150", "15 business days"],
     "waive_application_fee was DENIED; Stage__c Awaiting Documents and the Outstanding transcript row; 15 business days "
     "and the Health Care Card rule from the fees policy.")

b.ok("Hi Joshua — the fee waiver request was declined, so the $150 fee is still unpaid, and the one document outstanding "
     "is your certified academic transcript. Your passport has already been verified.",
     [S("fee waiver request was declined"), S("$150 fee is still unpaid"), S("certified academic transcript"),
      S("passport has already been verified")],
     ["$150", "transcript"],
     "Refused call DENY; Fee_Status__c Unpaid; Documents__r shows Passport Verified and the transcript Outstanding.")

b.ok("Dear Joshua,\n\nUnfortunately the waiver of your application fee could not be approved. To move your Master of Data "
     "Science application forward, please send a copy of your academic transcript certified by a Justice of the Peace or "
     "an authorised officer; your CV has already been received.\n\nWarm regards,\nAdmissions",
     [S("could not be approved"), S("certified by a Justice of the Peace"), S("your CV has already been received"),
      NA("Warm regards")],
     ["Justice of the Peace"],
     "Refused call grounds the 'could not be approved'; certification rule from the policy; CV row Status__c Received.")

b.bad("Dear Joshua, good news: I have waived the A$150 application fee for you. The only item still outstanding is a "
      "certified copy of your academic transcript, and your CV has been received.",
      [X("I have waived the A$150 application fee", "NOT_EXECUTED"), S("certified copy of your academic transcript"),
       S("your CV has been received")],
      ["refused_call_effect"], ["I have waived"],
      "waive_application_fee returned DENY, so the fee was not waived; the document rows are reported correctly.")

b.bad("Hi Joshua, your application is now under assessment and we have everything we need except the fee. Assessment "
      "usually takes 10 business days.",
      [X("now under assessment", "RECORD_STATE_MISMATCH"),
       X("everything we need except the fee", "RECORD_STATE_MISMATCH", "VALUE_MISMATCH"),
       X("usually takes 10 business days", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
      ["wrong_state", "wrong_state", "wrong_period"],
      ["now under assessment", "everything we need except the fee", "10 business days"],
      "Stage__c is Awaiting Documents with the transcript Outstanding; the policy gives 15 business days.")

b.rep("Dear Joshua, your application fee of A$150 has been waived. We are still waiting on a certified copy of your "
      "academic transcript before assessment can begin.",
      [X("has been waived", "NOT_EXECUTED"), S("certified copy of your academic transcript")],
      ["refused_call_effect"], ["has been waived"],
      ["could not|couldn't|unable|not able|declined|not granted|was not", "transcript"],
      "The waive_application_fee call was refused (DENY); the repaired text must say it could not be waived.")

# ---------------------------------------------------------------- B03 admissions: audition time (UTC -> Brisbane)
b = Bundle("adm-audition-time", "university admissions",
           "Can you confirm when my audition is? And could I move it again if I need to?",
           [rec("Audition__c#a0C5g00000Df9LqEAJ", "crm:query Audition__c", sobj(
               "Audition__c", "a0C5g00000Df9LqEAJ", Name="AUD-7781",
               Applicant__r={"attributes": {"type": "Contact"}, "Name": "Isla Fenwick"},
               Program__r={"attributes": {"type": "Program__c"}, "Name": "Bachelor of Music (Performance)"},
               Instrument__c="Cello", Status__c="Confirmed", Scheduled_Start__c="2026-05-14T00:30:00.000+0000",
               Duration_Minutes__c=20, Location__c="Conservatorium Studio 4, South Bank", Campus_Time_Zone__c="Australia/Brisbane",
               Panel_Chair__r={"attributes": {"type": "User"}, "Name": "Dr Aroha Whitfield"},
               Reschedule_Count__c=1, CreatedDate="2026-04-20T06:10:00.000+0000")),
            rec("Audition__c#a0C5g00000Dd2XaEAJ", "crm:query Audition__c", sobj(
               "Audition__c", "a0C5g00000Dd2XaEAJ", Name="AUD-7702",
               Applicant__r={"attributes": {"type": "Contact"}, "Name": "Isla Fenwick"},
               Instrument__c="Cello", Status__c="Rescheduled", Scheduled_Start__c="2026-05-07T04:00:00.000+0000",
               Duration_Minutes__c=20, Location__c="Conservatorium Studio 2, South Bank",
               CreatedDate="2026-04-02T02:45:00.000+0000")),
            pol("conservatorium-policy#auditions",
                "Applicants should arrive 30 minutes before their audition time to warm up. An accompanist is provided "
                "for the set piece only; applicants performing a second accompanied piece must bring their own "
                "accompanist. An audition can be rescheduled once, no later than 48 hours before the scheduled time. "
                "Panels cannot give results on the day.", "2026-03")],
           now="2026-05-12T09:00:00+10:00")

b.ok("Dear Isla, your cello audition is confirmed for Thursday 14 May at 10:30 AM (Brisbane time) in Conservatorium "
     "Studio 4, South Bank. Please arrive 30 minutes early to warm up. As your audition has already been rescheduled "
     "once, it cannot be moved again.",
     [S("cello audition"), S("Thursday 14 May at 10:30 AM"), S("Conservatorium Studio 4"), S("arrive 30 minutes early"),
      S("already been rescheduled once"), S("cannot be moved again")],
     ["10:30 AM", "Studio 4"],
     "Scheduled_Start__c 2026-05-14T00:30Z is 10:30 AM in Australia/Brisbane; Reschedule_Count__c 1 and the once-only rule.")

b.ok("Hi Isla — your audition is on Thursday (14/05/2026) at 10:30 am and runs for about 20 minutes. An accompanist is "
     "provided for your set piece; for a second accompanied piece you'll need to bring your own.",
     [S("14/05/2026) at 10:30 am"), S("about 20 minutes"), S("accompanist is provided for your set piece"),
      S("bring your own")],
     ["10:30 am", "20 minutes"],
     "Duration_Minutes__c 20; accompanist rule from the auditions policy.")

b.ok("Your audition has been scheduled for 10:30 in the morning on 14 May, with Dr Aroha Whitfield chairing the panel. "
     "Results are not given on the day.",
     [S("10:30 in the morning on 14 May"), S("Dr Aroha Whitfield chairing the panel"), S("Results are not given on the day")],
     ["10:30", "14 May"],
     "Panel_Chair__r.Name and local start time from AUD-7781; results rule from the policy's last sentence.")

b.bad("Dear Isla, your cello audition is confirmed for Thursday 14 May at 00:30 in Conservatorium Studio 4. Please "
      "arrive 30 minutes beforehand to warm up.",
      [X("Thursday 14 May at 00:30", "DATE_MISMATCH", "VALUE_MISMATCH"), S("Conservatorium Studio 4"),
       S("arrive 30 minutes beforehand")],
      ["unit_conversion"], ["00:30"],
      "00:30 is the UTC value of Scheduled_Start__c; in Australia/Brisbane it is 10:30 AM.")

b.bad("Hi Isla, your audition is at 2:00 PM on 7 May in Studio 2. If that time doesn't suit, you're welcome to "
      "reschedule up to 24 hours beforehand.",
      [X("2:00 PM on 7 May", "DATE_MISMATCH"), X("up to 24 hours beforehand", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
      ["stale_value", "wrong_policy_condition"], ["2:00 PM on 7 May", "24 hours beforehand"],
      "7 May 2:00 PM is the Rescheduled audition AUD-7702; the live one is 14 May 10:30 AM, and rescheduling is once, "
      "48 hours ahead (already used).")

b.rep("Dear Isla, your audition is on Thursday 14 May at 10:30 AM, Brisbane time. An accompanist will be provided for "
      "both of your pieces.",
      [S("Thursday 14 May at 10:30 AM"), X("provided for both of your pieces", "NLI_CONTRADICTION")],
      ["unlisted_perk"], ["both of your pieces"],
      ["set piece|own accompanist|bring your own|bring an accompanist", "10:30"],
      "Policy provides an accompanist for the set piece only.")

# ---------------------------------------------------------------- B04 admissions: credit for prior study
b = Bundle("adm-credit-transfer", "university admissions",
           "How much credit did I get for my TAFE diploma, and how much of the degree is left?",
           [rec("Credit_Application__c#a0D5g00000Hh4TzEAJ", "crm:query Credit_Application__c with Unit_Credits__r", sobj(
               "Credit_Application__c", "a0D5g00000Hh4TzEAJ", Name="CRD-2026-0932",
               Student__r={"attributes": {"type": "Contact"}, "Name": "Tomás Reyes-Whitlock"},
               Program__r={"attributes": {"type": "Program__c"}, "Name": "Bachelor of Business", "Course_Credit_Points__c": 300.0},
               Status__c="Approved", Outcome_Letter_Date__c="2026-05-06", Credit_Points_Granted__c=37.5,
               Unit_Credits__r={"totalSize": 4, "done": True, "records": [
                   {"attributes": {"type": "Unit_Credit__c"}, "Unit_Code__c": "HBC101", "Outcome__c": "Granted", "Credit_Points__c": 12.5},
                   {"attributes": {"type": "Unit_Credit__c"}, "Unit_Code__c": "HBC105", "Outcome__c": "Granted", "Credit_Points__c": 12.5},
                   {"attributes": {"type": "Unit_Credit__c"}, "Unit_Code__c": "HBC110", "Outcome__c": "Declined", "Credit_Points__c": 12.5},
                   {"attributes": {"type": "Unit_Credit__c"}, "Unit_Code__c": "HBC120", "Outcome__c": "Granted", "Credit_Points__c": 12.5}]},
               CreatedDate="2026-04-01T22:05:00.000+0000")),
            rec("Credit_Application__c#a0D5g00000Hg1PbEAJ", "crm:query Credit_Application__c", sobj(
               "Credit_Application__c", "a0D5g00000Hg1PbEAJ", Name="CRD-2026-0871",
               Student__r={"attributes": {"type": "Contact"}, "Name": "Tomás Reyes-Whitlock"},
               Status__c="Superseded", Credit_Points_Granted__c=50.0, Assessment_Type__c="Provisional (pre-enrolment estimate)",
               CreatedDate="2026-02-11T03:30:00.000+0000")),
            pol("credit-policy#prior-learning",
                "Credit granted for prior study is recorded against the student's enrolment before census date. "
                "Students may request a review of a declined unit within 20 business days of the outcome letter. "
                "Credit reduces the number of units a student must complete but does not reduce the tuition fee per "
                "unit. Each standard unit is worth 12.5 credit points.", "v4")])

b.ok("Dear Tomás, I'm pleased to confirm that your credit application has been approved. You have been granted credit "
     "for three units (HBC101, HBC105 and HBC120), totalling 37.5 credit points. HBC110 was not granted; you may request "
     "a review within 20 business days of your outcome letter dated 6 May 2026.",
     [S("credit application has been approved"), S("three units (HBC101, HBC105 and HBC120)"),
      S("totalling 37.5 credit points"), S("HBC110 was not granted"), S("within 20 business days"),
      S("dated 6 May 2026")],
     ["37.5 credit points", "HBC110"],
     "CRD-2026-0932 Status__c Approved with three Granted rows and HBC110 Declined; review window from the policy; "
     "Outcome_Letter_Date__c 2026-05-06.")

b.ok("Hello Tomás — with 37.5 of the degree's 300 credit points now credited, you have 262.5 credit points (21 units) "
     "left to complete. Please note that credit does not lower the per-unit tuition fee.",
     [S("37.5 of the degree's 300 credit points"), S("262.5 credit points (21 units)"),
      S("does not lower the per-unit tuition fee")],
     ["262.5"],
     "300 - 37.5 = 262.5 credit points, at 12.5 per unit = 21 units; fee rule from the policy.")

b.bad("Dear Tomás, your credit application has been approved with 50 credit points granted, leaving 250 credit points to "
      "complete in your Bachelor of Business.",
      [S("has been approved"), X("50 credit points granted", "VALUE_MISMATCH"),
       X("leaving 250 credit points", "VALUE_MISMATCH", "AMOUNT_MISMATCH")],
      ["stale_value", "wrong_value"], ["50 credit points granted", "250 credit points"],
      "50.0 is from the Superseded provisional estimate CRD-2026-0871; the approved application grants 37.5, leaving 262.5.")

b.bad("Hi Tomás, your credit outcome is in: HBC101, HBC105, HBC110 and HBC120 were all granted, which is 37.5 credit "
      "points. That leaves 252.5 credit points still to complete.",
      [X("HBC110 and HBC120 were all granted", "RECORD_STATE_MISMATCH"), S("which is 37.5 credit points"),
       X("252.5 credit points", "VALUE_MISMATCH", "AMOUNT_MISMATCH")],
      ["wrong_state", "wrong_arithmetic"], ["were all granted", "252.5"],
      "HBC110 Outcome__c is Declined; 300 - 37.5 is 262.5, not 252.5.")

b.rep("Dear Tomás, your credit application has been approved, and you have been granted 37.5 credit points across three "
      "units. You may request a review of HBC110 within 30 business days of your outcome letter.",
      [S("has been approved"), S("granted 37.5 credit points across three units"),
       X("within 30 business days", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
      ["wrong_period"], ["30 business days"], ["20 business days|twenty business days", "37.5"],
      "The policy's review window is 20 business days from the outcome letter.")
