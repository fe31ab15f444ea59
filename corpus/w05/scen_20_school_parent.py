# Scenario 20 - school learning platform (Classwell): parent link code expired, newer code issued
D = "school learning platform"
SC = "school-parent-link"
Q = "The code the school gave me says expired. How do I link to my daughter's account?"
NOW = "2026-05-08T16:00:00-06:00"
EV = [
    rec("helpdesk.get_ticket#2291502", "tool:helpdesk.get_ticket", {"ticket": {
        "id": 2291502, "subject": "Parent code expired", "status": "open", "priority": "low",
        "requester": {"id": 61877, "name": "Jamal Turner", "email": "jamal.turner@mailbox.example", "time_zone": "America/Denver", "role": "PARENT"},
        "assignee": {"id": 851, "name": "Theo Brandt", "group": "Family Support"},
        "created_at": "2026-05-08T21:40:00Z", "updated_at": "2026-05-08T21:40:00Z",
        "sla": {"policy": "Family", "first_reply_breach_at": "2026-05-09T21:40:00Z"},
        "custom_fields": [{"id": 7020, "value": "stu_448120"}, {"id": 7021, "value": "PLK-7Q3M-88"}],
        "comments": [{"id": 1, "author_id": 61877, "public": True, "created_at": "2026-05-08T21:40:00Z",
                      "body": "The code the school gave me says expired. How do I link to my daughter's account?"}]}}),
    rec("students.get#stu_448120", "tool:students.get", {"student_id": "stu_448120", "name": "Aaliyah Turner", "grade_level": 7, "school": "Cedar Hills Middle",
        "homeroom_teacher": "Dana Ruiz",
        "parent_link_codes": [
            {"code": "PLK-7Q3M-88", "status": "EXPIRED", "issued_at": "2026-04-01T15:00:00Z", "expires_at": "2026-04-15T15:00:00Z", "links_used": 0},
            {"code": "PLK-9X2D-41", "status": "ACTIVE", "issued_at": "2026-05-04T15:00:00Z", "expires_at": "2026-05-18T15:00:00Z", "links_used": 0,
             "issued_by": "Dana Ruiz", "delivered_to": "jamal.turner@mailbox.example"}]}),
    pol("family#link-codes", "Parent link codes are issued by the school and expire 14 days after they are issued. Each code can link up to 2 parent or guardian accounts. "
        "Parents get read-only access to their child's grades, assignments and attendance; they cannot submit work. "
        "Classwell support cannot issue link codes; parents should contact their child's school for a new one.", revision="fam-3"),
    psg("kb#parent-link", "Linking a student to your parent account\n1. Sign in to the Classwell parent app.\n2. Go to Profile > Linked students > Add student.\n3. Enter the link code from your school.", source="help.classwell.example"),
]

add(101, SC, D, Q,
    "Hi Jamal, the code you tried, PLK-7Q3M-88, expired on April 15. Cedar Hills Middle issued you a new one on May 4, PLK-9X2D-41, from Aaliyah's homeroom teacher, Dana Ruiz; "
    "it was emailed to jamal.turner@mailbox.example and is valid until May 18 at 9:00 AM Mountain. To link:\n"
    "1. Sign in to the Classwell parent app.\n2. Go to Profile > Linked students > Add student.\n3. Enter PLK-9X2D-41.",
    EV,
    [S("the code you tried, PLK-7Q3M-88, expired on April 15"), S("issued you a new one on May 4, PLK-9X2D-41"), S("from Aaliyah's homeroom teacher, Dana Ruiz"),
     S("it was emailed to jamal.turner@mailbox.example"), S("is valid until May 18 at 9:00 AM Mountain"), S("Sign in to the Classwell parent app."),
     S("Go to Profile > Linked students > Add student.")],
    notes="PLK-7Q3M-88 EXPIRED 2026-04-15; PLK-9X2D-41 ACTIVE issued 05-04 by Dana Ruiz, delivered to the requester, expires 15:00Z May 18 = 9:00 AM MDT; KB steps.",
    now=NOW, includes=["PLK-9X2D-41", "May 18"])

add(102, SC, D, Q,
    "That code expired April 15. Use the newer code PLK-9X2D-41 (sent to your email on May 4, valid through 2026-05-18 15:00 UTC) under Profile > Linked students > Add student.",
    EV,
    [S("That code expired April 15"), S("Use the newer code PLK-9X2D-41 (sent to your email on May 4"), S("valid through 2026-05-18 15:00 UTC"),
     S("Profile > Linked students > Add student")],
    notes="link code records; KB.",
    now=NOW, includes=["PLK-9X2D-41"])

add(103, SC, D, Q,
    "Dear Jamal,\n\nCodes from the school last fourteen days, which is why the one from April no longer works. The good news is that a replacement was issued to you this week and has not been used yet. "
    "Once linked, you'll be able to see Aaliyah's grades, assignments and attendance, though parent accounts are view-only. If the new code also runs out before you use it, the school can issue another one; we aren't able to create codes ourselves.\n\n"
    "Kind regards,\nTheo Brandt\nClasswell Family Support",
    EV,
    [S("Codes from the school last fourteen days"), S("a replacement was issued to you this week"), S("has not been used yet"),
     S("you'll be able to see Aaliyah's grades, assignments and attendance"), S("parent accounts are view-only"),
     S("the school can issue another one"), S("we aren't able to create codes ourselves")],
    notes="policy 14 days / read-only / support cannot issue; PLK-9X2D-41 issued Mon May 4 (this week relative to Fri May 8) with links_used 0.",
    now=NOW, includes=["fourteen days"])

add(104, SC, D, Q,
    "Hi Jamal, PLK-7Q3M-88 expired on April 15, but your daughter's teacher, Theo Brandt, issued a new code, PLK-9X2D-41, on May 4. Once linked, you can also submit assignments on Aaliyah's behalf if she's out sick.",
    EV,
    [S("PLK-7Q3M-88 expired on April 15"), C("your daughter's teacher, Theo Brandt", "VALUE_MISMATCH", "IDENTIFIER_MISMATCH"),
     S("issued a new code, PLK-9X2D-41, on May 4"), C("you can also submit assignments on Aaliyah's behalf", "NLI_CONTRADICTION")],
    errors=["wrong_role", "wrong_policy_condition"],
    notes="Theo Brandt is the support assignee; the code was issued by homeroom teacher Dana Ruiz. Policy: parents cannot submit work.",
    now=NOW, excludes=["teacher, Theo Brandt", "submit assignments on Aaliyah's behalf"])

add(105, SC, D, Q,
    "Hi Jamal, use the new code PLK-9X2D-41 from Cedar Hills Middle; it's valid until May 18 at 3:00 PM Mountain. Each code can link up to 4 parent or guardian accounts, so Aaliyah's other parent can use it too.",
    EV,
    [S("use the new code PLK-9X2D-41 from Cedar Hills Middle"), C("May 18 at 3:00 PM Mountain", "DATE_MISMATCH", "VALUE_MISMATCH"),
     C("up to 4 parent or guardian accounts", "NLI_CONTRADICTION", "VALUE_MISMATCH"), S("Aaliyah's other parent can use it too")],
    errors=["unit_conversion", "wrong_quantity"],
    notes="expires_at 15:00 UTC = 9:00 AM MDT; policy: up to 2 accounts per code (a second parent still fits, so the last clause holds).",
    now=NOW, excludes=["3:00 PM Mountain", "up to 4 parent"])

add(20, SC, D, Q,
    "Hi Jamal, the code PLK-7Q3M-88 you tried expired on April 15. Your new code is PLK-7Q3M-88, issued on May 4 and valid until May 18; enter it under Profile > Linked students > Add student.",
    EV,
    [S("the code PLK-7Q3M-88 you tried expired on April 15"), C("Your new code is PLK-7Q3M-88", "IDENTIFIER_MISMATCH"),
     S("issued on May 4 and valid until May 18"), S("Profile > Linked students > Add student")],
    errors=["wrong_id"],
    notes="The active code issued May 4 is PLK-9X2D-41.",
    now=NOW, excludes=["new code is PLK-7Q3M-88"], includes=["PLK-9X2D-41", "May 18"], repair=True)
