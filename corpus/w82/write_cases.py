# Writer w82: hand-written cases. Each bundle's evidence is written once, each draft by hand.
import json, datetime, os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
CASES, REPAIRS = [], []
W = "w82"

def ep(iso):
    """epoch seconds for an ISO time string with offset (written by me as the time, stored as the API does)"""
    return int(datetime.datetime.fromisoformat(iso.replace("Z", "+00:00")).timestamp())

R_AMT = ["AMOUNT_MISMATCH", "VALUE_MISMATCH"]
R_DATE = ["DATE_MISMATCH", "VALUE_MISMATCH"]
R_STATE = ["RECORD_STATE_MISMATCH", "VALUE_MISMATCH"]
R_ID = ["IDENTIFIER_MISMATCH", "VALUE_MISMATCH"]
R_VAL = ["VALUE_MISMATCH", "AMOUNT_MISMATCH"]
R_POL = ["NLI_CONTRADICTION", "VALUE_MISMATCH"]
R_NOEV = ["CLAIM_WITHOUT_TOOL_EVIDENCE"]
R_NOPOL = ["NO_POLICY_EVIDENCE", "NLI_NOT_ENTAILED"]
R_NX = ["NOT_EXECUTED"]
R_FACT = ["NLI_CONTRADICTION"]
R_NOTENT = ["NLI_NOT_ENTAILED", "NO_POLICY_EVIDENCE"]

def _probe(p):
    text, v = p[0], p[1]
    if v == "S":
        return {"contains": text, "verdict_in": ["supported"]}
    if v == "NA":
        return {"contains": text, "verdict_in": ["not_applicable"]}
    reasons = p[2]
    vmap = {"C": ["contradicted"], "I": ["insufficient_evidence"], "CI": ["contradicted", "insufficient_evidence"]}
    return {"contains": text, "verdict_in": vmap[v], "reason_in": list(reasons)}

counter = {"c": 0, "r": 0}

def add(b, scen, draft, probes, errors=(), notes="", excl=(), incl=(), repair=False, now=None, q=None, tag=None):
    errors = list(errors)
    if repair:
        counter["r"] += 1
        cid = f"{W}-r{counter['r']:02d}-{scen}"
    else:
        counter["c"] += 1
        cid = f"{W}-{counter['c']:03d}-{scen}"
        if errors:
            cid += "-" + (tag or errors[0].replace("_", "-"))
    case = {"schema": "halcheck.case/1", "id": cid, "question": q or b["question"], "draft": draft,
            "evidence": b["evidence"]}
    if now or b.get("now"):
        case["now"] = now or b["now"]
    pr = [_probe(p) for p in probes]
    # self checks
    for p in pr:
        n = draft.count(p["contains"])
        if n != 1:
            sys.exit(f"{cid}: probe {p['contains']!r} occurs {n} times")
    for e in excl:
        if e not in draft:
            sys.exit(f"{cid}: exclude {e!r} not in draft")
    if repair:
        outcome = ["repaired"]
        absent = [i for i in incl if not any(a in draft for a in i.split("|"))]
        if len(absent) != 1:
            sys.exit(f"{cid}: repair needs exactly one correction entry absent from draft, got {absent}")
        for i in incl:
            if i not in absent and not any(a in draft for a in i.split("|")):
                sys.exit(f"{cid}: include {i!r} not in draft")
        if not (1 <= len(errors) <= 2):
            sys.exit(f"{cid}: repair needs 1-2 errors")
    elif errors:
        outcome = None
    else:
        outcome = ["sent"]
        for i in incl:
            if i not in draft:
                sys.exit(f"{cid}: include {i!r} not in draft")
        for p in pr:
            if p["verdict_in"] not in (["supported"], ["not_applicable"]):
                sys.exit(f"{cid}: correct case with non-supported probe")
    if errors and not repair:
        bad = [p for p in pr if p["verdict_in"] not in (["supported"], ["not_applicable"])]
        if len(bad) != len(errors):
            sys.exit(f"{cid}: {len(bad)} bad probes vs {len(errors)} errors")
    if repair:
        bad = [p for p in pr if p["verdict_in"] not in (["supported"], ["not_applicable"])]
        if len(bad) != len(errors):
            sys.exit(f"{cid}: {len(bad)} bad probes vs {len(errors)} errors")
    line = {"case": case,
            "expect": {"probes": pr, "outcome_in": outcome, "final_excludes": list(excl), "final_includes": list(incl)},
            "meta": {"writer": W, "domain": b["domain"], "scenario": scen, "api_family": b["api"],
                     "errors": errors, "notes": notes}}
    (REPAIRS if repair else CASES).append(line)

API = "learning-management (Canvas/OneRoster-like)"

# ---------------------------------------------------------------- B01 coding bootcamp: late penalty
b = {"domain": "online coding bootcamp", "api": API,
     "question": "Why did my Sprint 2 grade drop? The rubric said I got 92.",
     "evidence": [
  {"id": "lms.submissions#asg-88213", "kind": "record", "source": "tool:lms_get_submission",
   "fields": {"user": {"id": "usr_5521", "name": "Marco Villanueva", "sortable_name": "Villanueva, Marco"},
              "course": {"id": "CRS-FSW-2026A", "name": "Full-Stack Web Immersive - Cohort 2026A",
                         "term": {"start_at": "2026-01-12T00:00:00Z", "end_at": "2026-05-29T15:59:00Z"}},
              "assignment": {"id": 88213, "name": "Sprint 2: REST API Capstone", "points_possible": 100,
                             "due_at": "2026-03-13T15:59:00Z", "unlock_at": "2026-03-02T00:00:00Z",
                             "lock_at": "2026-03-16T15:59:00Z"},
              "submission": {"workflow_state": "graded", "submitted_at": "2026-03-14T02:10:00Z", "late": True,
                             "missing": False, "excused": False, "seconds_late": 36660, "entered_score": 92.0,
                             "points_deducted": 9.2, "score": 82.8, "grade": "82.8", "attempt": 1}}},
  {"id": "lms.submissions#asg-88107", "kind": "record", "source": "tool:lms_get_submission",
   "fields": {"assignment": {"id": 88107, "name": "Sprint 1: Static Portfolio", "points_possible": 50,
                             "due_at": "2026-02-27T15:59:00Z"},
              "submission": {"workflow_state": "graded", "submitted_at": "2026-02-27T11:42:00Z", "late": False,
                             "missing": False, "seconds_late": 0, "entered_score": 47.0, "score": 47.0, "grade": "47"}}},
  {"id": "lms.courses#CRS-FSW-2026A.late_policy", "kind": "record", "source": "tool:lms_get_late_policy",
   "fields": {"late_policy": {"late_submission_deduction_enabled": True, "late_submission_deduction": 10.0,
                              "late_submission_interval": "day", "late_submission_minimum_percent_enabled": True,
                              "late_submission_minimum_percent": 60.0, "missing_submission_deduction_enabled": True,
                              "missing_submission_deduction": 100.0}}},
  {"id": "policy#late-work", "kind": "policy", "revision": "v3",
   "text": "Every sprint has a due time and a later lock time. Work submitted after the due time but before the lock time is still accepted. Late work loses 10% of the points earned for each day or part of a day after the due time, up to a maximum deduction of 40%. After the lock time the portal closes and the sprint is recorded as missing unless your instructor excuses it. Extensions must be requested at least 24 hours before the due time."}]}

add(b, "late-penalty",
    "Hi Marco, your Sprint 2: REST API Capstone was due on 03/13/2026 at 11:59 PM, and it was submitted on 03/14/2026 at 10:10 AM, so the LMS flagged it as late. Your rubric score was 92 out of 100, and the late deduction of 10% per day brought it to 82.8. You're doing great - keep that momentum going into Sprint 3!",
    [("due on 03/13/2026 at 11:59 PM", "S"), ("submitted on 03/14/2026 at 10:10 AM", "S"), ("flagged it as late", "S"),
     ("92 out of 100", "S"), ("10% per day", "S"), ("brought it to 82.8", "S"), ("keep that momentum going", "NA")],
    notes="due_at 15:59Z = 11:59 PM Manila, submitted_at 02:10Z = 10:10 AM; late=true; entered_score 92, score 82.8; policy 10% per day.",
    incl=["82.8", "11:59 PM"])
add(b, "late-penalty",
    "Here's the breakdown for Sprint 2 (REST API Capstone):\n- Due: March 13, 2026, 11:59 PM (Manila time)\n- Submitted: March 14, 2026, 10:10 AM - about 10 hours late\n- Rubric score: 92/100\n- Late deduction: 9.2 points (10% for one partial day)\n- Recorded grade: 82.8/100\nLate work loses 10% for each day or part of a day, capped at 40% total.",
    [("March 13, 2026, 11:59 PM", "S"), ("March 14, 2026, 10:10 AM", "S"), ("about 10 hours late", "S"),
     ("Rubric score: 92/100", "S"), ("9.2 points", "S"), ("10% for one partial day", "S"), ("Recorded grade: 82.8/100", "S"),
     ("10% for each day or part of a day", "S"), ("capped at 40% total", "S")],
    notes="seconds_late 36660 is about 10 hours; points_deducted 9.2; policy: 10% per day or part, maximum 40%.",
    incl=["82.8", "9.2 points"])
add(b, "late-penalty",
    "Sprint 2 came in 10 hours after the 11:59 PM deadline on 03/13, so the 10% late penalty took your 92 down to 82.8.",
    [("came in 10 hours after", "S"), ("11:59 PM deadline on 03/13", "S"), ("10% late penalty", "S"), ("your 92 down to 82.8", "S")],
    notes="seconds_late 36660; due_at 2026-03-13T15:59Z is 11:59 PM Manila; score 82.8 from entered_score 92.",
    incl=["82.8"])
add(b, "late-penalty",
    "Hi Marco, your Sprint 2: REST API Capstone was due on 03/13/2026 at 3:59 PM, and it was submitted on 03/14/2026 at 10:10 AM, so the LMS flagged it as late. Your rubric score was 92 out of 100, and the late deduction of 10% per day brought it to 82.8. You're doing great - keep that momentum going into Sprint 3!",
    [("due on 03/13/2026 at 3:59 PM", "C", R_DATE), ("submitted on 03/14/2026 at 10:10 AM", "S"), ("flagged it as late", "S"),
     ("92 out of 100", "S"), ("10% per day", "S"), ("brought it to 82.8", "S"), ("keep that momentum going", "NA")],
    errors=["unit_conversion"], notes="due_at 2026-03-13T15:59:00Z is 11:59 PM in Asia/Manila; 3:59 PM is the UTC clock time.",
    excl=["at 3:59 PM"])
add(b, "late-penalty",
    "Hi Marco! Thanks for checking in. Sprint 2 was submitted on 03/14/2026 at 10:10 AM, after the 11:59 PM deadline the night before. Your rubric score was 47, and after the 10% late deduction the recorded grade is 82.8. Quick tip for next time: extensions can be requested any time before the due time, so just message your instructor if you're running behind.",
    [("Thanks for checking in", "NA"), ("submitted on 03/14/2026 at 10:10 AM", "S"), ("after the 11:59 PM deadline the night before", "S"),
     ("rubric score was 47", "C", R_AMT), ("10% late deduction", "S"), ("recorded grade is 82.8", "S"),
     ("any time before the due time", "C", R_POL)],
    errors=["other_record_value", "wrong_policy_condition"],
    notes="47 is the Sprint 1 score (asg-88107); Sprint 2 entered_score is 92. Policy: extensions need at least 24 hours before the due time.",
    excl=["rubric score was 47", "any time before the due time"], tag="other-record-value")
add(b, "late-penalty",
    "Hi Marco, your Sprint 2: REST API Capstone was due on 03/13/2026 at 11:59 PM. Because it came in after the deadline, the LMS recorded it as missing, and the late deduction of 10% per day took your 92 out of 100 down to 82.8.",
    [("due on 03/13/2026 at 11:59 PM", "S"), ("recorded it as missing", "C", R_STATE), ("10% per day", "S"),
     ("92 out of 100", "S"), ("down to 82.8", "S")],
    errors=["wrong_state"], notes="submission.missing is false and late is true: it was late, not missing.",
    excl=["recorded it as missing"])
add(b, "late-penalty",
    "Hi Marco, Sprint 2: REST API Capstone was submitted on 03/14/2026 at 10:10 AM, after the 11:59 PM deadline on 03/13/2026. Your rubric score was 92/100, and the 10% late deduction brought the recorded grade to 72.8.",
    [("submitted on 03/14/2026 at 10:10 AM", "S"), ("11:59 PM deadline on 03/13/2026", "S"), ("rubric score was 92/100", "S"),
     ("10% late deduction", "S"), ("recorded grade to 72.8", "C", R_AMT)],
    errors=["wrong_arithmetic"], notes="score is 82.8 (92 less 9.2); 72.8 is a subtraction slip.",
    excl=["grade to 72.8"], incl=["82.8", "92", "10:10 AM"], repair=True)

add(b, "late-penalty",
    "Your Sprint 2 submission was graded 92/100 and was then reduced to 82.8, because it was received on 03/14/2026, after the 03/13 deadline. A 10% deduction is applied for each day or part of a day late.",
    [("graded 92/100", "S"), ("reduced to 82.8", "S"), ("received on 03/14/2026", "S"), ("after the 03/13 deadline", "S"),
     ("10% deduction is applied for each day or part of a day late", "S")],
    notes="entered_score 92, score 82.8; submitted_at 03/14 Manila, due 03/13; policy 10% per day or part.",
    incl=["82.8"])

# ---------------------------------------------------------------- B02 coding bootcamp: tuition balance
b = {"domain": "online coding bootcamp", "api": API, "now": "2026-03-20T14:00:00+08:00",
     "question": "How much do I still owe for the bootcamp and when is it due? Did my EARLYBIRD10 code go through?",
     "evidence": [
  {"id": "billing.invoices#INV-DA-0412", "kind": "record", "source": "tool:billing_get_invoice",
   "fields": {"invoice_id": "INV-DA-0412", "student_id": "usr_7730", "status": "PARTIALLY_PAID", "currency": "PHP",
              "amount_total": 8500000, "amount_paid": 5000000, "amount_due": 3500000, "due_at": "2026-04-15T15:59:59Z",
              "line_items": [{"code": "TUITION_DA_B7", "description": "Data Analytics Bootcamp tuition", "amount": 8200000},
                             {"code": "LAPTOP_LOAN_DEPOSIT", "description": "Refundable laptop deposit", "amount": 300000}],
              "payments": [{"paid_at": "2026-01-20T03:15:00Z", "amount": 5000000, "method": "GCASH", "reference": "GC-77120934"}],
              "applied_credits": []}},
  {"id": "billing.quotes#Q-1188-v1", "kind": "record", "source": "tool:billing_get_quote",
   "fields": {"quote_id": "Q-1188", "version": 1, "status": "SUPERSEDED", "superseded_by": "INV-DA-0412", "currency": "PHP",
              "amount_total": 9200000, "created_at": "2025-11-28T06:00:00Z"}},
  {"id": "lms.enrollments#usr_7730", "kind": "record", "source": "tool:lms_list_enrollments",
   "fields": {"enrollments": [
       {"course_id": "DA-B7", "course_name": "Data Analytics Bootcamp - Batch 7", "enrollment_state": "active", "type": "StudentEnrollment",
        "term": {"start_at": "2026-01-26T00:00:00Z", "end_at": "2026-06-19T15:59:00Z"}},
       {"course_id": "DA-SQL-EL", "course_name": "Advanced SQL Elective", "enrollment_state": "invited", "type": "StudentEnrollment"}]}},
  {"id": "billing.apply_invoice_credit#call-4", "kind": "refused_call", "tool": "apply_invoice_credit", "decision": "DENY",
   "args": {"invoice_id": "INV-DA-0412", "credit_code": "EARLYBIRD10"}},
  {"id": "policy#tuition-installments", "kind": "policy", "revision": "2026.1",
   "text": "Tuition may be paid in full or in two installments. The first installment is due before the cohort start date and the balance is due on the date shown on your invoice. A late fee of PHP 500 applies to balances not paid by that date. The early-bird discount applies only to enrollments paid in full before the cohort start date and cannot be added to installment plans."}]}

add(b, "tuition-balance",
    "Great question, Aileen! Here's where your tuition stands:\n- Invoice INV-DA-0412 total: ₱85,000.00\n- Paid so far: ₱50,000.00 (GCash, 01/20/2026)\n- Remaining balance: ₱35,000.00, due by 04/15/2026, 11:59 PM\nAbout EARLYBIRD10: the credit could not be applied to your invoice, because the early-bird discount only covers enrollments paid in full before the cohort start date.",
    [("total: ₱85,000.00", "S"), ("Paid so far: ₱50,000.00", "S"), ("GCash, 01/20/2026", "S"), ("Remaining balance: ₱35,000.00", "S"),
     ("due by 04/15/2026, 11:59 PM", "S"), ("could not be applied", "S"), ("only covers enrollments paid in full before the cohort start date", "S")],
    notes="amount_total 8500000, amount_paid 5000000, amount_due 3500000 centavos; due_at 15:59:59Z is 11:59 PM Manila; apply_invoice_credit DENY; policy on early-bird.",
    incl=["₱35,000.00", "04/15/2026"])
add(b, "tuition-balance",
    "Dear Aileen,\n\nThank you for your payment of ₱50,000 in January. Your balance of ₱35,000 on invoice INV-DA-0412 is due on April 15, 2026. Unfortunately the EARLYBIRD10 code was declined by our billing system. You're also still listed as invited (not yet active) in the Advanced SQL Elective.\n\nWarm regards,\nThe Bootcamp Student Success Team",
    [("payment of ₱50,000 in January", "S"), ("balance of ₱35,000", "S"), ("due on April 15, 2026", "S"),
     ("EARLYBIRD10 code was declined", "S"), ("still listed as invited", "S"), ("Warm regards", "NA")],
    notes="payment 5000000 on 2026-01-20; amount_due 3500000; credit call DENY; DA-SQL-EL enrollment_state invited.",
    incl=["₱35,000", "April 15, 2026"])
add(b, "tuition-balance",
    "You owe ₱35,000.00 on INV-DA-0412, due 04/15/2026; the EARLYBIRD10 credit was denied.",
    [("You owe ₱35,000.00", "S"), ("due 04/15/2026", "S"), ("credit was denied", "S")],
    notes="amount_due 3500000 centavos; due_at 2026-04-15 Manila; refused_call DENY.", incl=["₱35,000.00"])
add(b, "tuition-balance",
    "Hi Aileen! Here's your tuition summary:\n- Total tuition: ₱92,000.00\n- Paid: ₱50,000.00 on 01/20/2026\n- Balance: ₱35,000.00, due 04/15/2026\nGood news - your EARLYBIRD10 code has been applied to the invoice!",
    [("Total tuition: ₱92,000.00", "C", R_AMT), ("Paid: ₱50,000.00 on 01/20/2026", "S"), ("Balance: ₱35,000.00", "S"),
     ("due 04/15/2026", "S"), ("EARLYBIRD10 code has been applied", "C", R_NX)],
    errors=["stale_value", "refused_call_effect"],
    notes="92,000 is the SUPERSEDED quote Q-1188 v1; the invoice total is 8500000 centavos. apply_invoice_credit was DENY.",
    excl=["₱92,000.00", "has been applied"], tag="stale-value")
add(b, "tuition-balance",
    "Hi Aileen, thanks for staying on top of this! Your remaining balance on invoice GC-77120934 is ₱35,000.00, due 04/15/2026 at 11:59 PM. Since your first installment was paid on time, you qualify for the early-bird discount on the remaining balance.",
    [("thanks for staying on top of this", "NA"), ("invoice GC-77120934", "C", R_ID), ("is ₱35,000.00", "S"), ("due 04/15/2026 at 11:59 PM", "S"),
     ("you qualify for the early-bird discount", "CI", ["NLI_CONTRADICTION", "VALUE_MISMATCH", "NOT_EXECUTED", "RECORD_STATE_MISMATCH", "NO_POLICY_EVIDENCE", "NLI_NOT_ENTAILED"])],
    errors=["wrong_role", "condition_unmet"],
    notes="GC-77120934 is the GCash payment reference, not the invoice id (INV-DA-0412). Early-bird needs full payment before cohort start; invoice is PARTIALLY_PAID and the credit was DENY.",
    excl=["invoice GC-77120934", "you qualify for the early-bird discount"], tag="wrong-role")
add(b, "tuition-balance",
    "Hi Aileen! Your balance of ₱35,000.00 on INV-DA-0412 is due 04/15/2026. The EARLYBIRD10 credit was not applied, since that discount is only for full payment before the cohort starts. And yes, your Advanced SQL Elective enrollment is active.",
    [("balance of ₱35,000.00", "S"), ("due 04/15/2026", "S"), ("credit was not applied", "S"),
     ("only for full payment before the cohort starts", "S"), ("Elective enrollment is active", "C", R_STATE)],
    errors=["wrong_state"], notes="DA-SQL-EL enrollment_state is invited, not active.",
    excl=["Elective enrollment is active"])
add(b, "tuition-balance",
    "Hi Aileen, you've paid ₱50,000.00 of the ₱85,000.00 on invoice INV-DA-0412, so ₱45,000.00 remains, due 04/15/2026. The EARLYBIRD10 credit couldn't be applied to an installment plan.",
    [("paid ₱50,000.00", "S"), ("of the ₱85,000.00", "S"), ("₱45,000.00 remains", "C", R_AMT), ("due 04/15/2026", "S"),
     ("couldn't be applied", "S")],
    errors=["wrong_arithmetic"], notes="85,000 less 50,000 is 35,000; amount_due 3500000 centavos.",
    excl=["₱45,000.00"], incl=["₱35,000|35,000", "04/15/2026", "₱85,000"], repair=True)

# ---------------------------------------------------------------- B03 coding bootcamp: certificate
b = {"domain": "online coding bootcamp", "api": API,
     "question": "Is my bootcamp certificate out yet? Can you also send me a printed copy?",
     "evidence": [
  {"id": "lms.enrollments#usr_3318-UX11", "kind": "record", "source": "tool:lms_get_enrollment",
   "fields": {"user": {"id": "usr_3318", "name": "Jose Miguel Reyes"},
              "course": {"id": "UX-C11", "name": "UX/UI Design Bootcamp - Cohort 11",
                         "term": {"start_at": "2025-10-06T00:00:00Z", "end_at": "2026-02-20T15:59:00Z"}},
              "enrollment_state": "completed", "completed_at": "2026-02-20T09:00:00Z",
              "grades": {"final_score": 91.4, "final_grade": "A-", "current_score": 91.4}}},
  {"id": "certs.list#usr_3318", "kind": "record", "source": "tool:certificates_list",
   "fields": {"certificates": [
       {"certificate_id": "CERT-UX11-0093-R1", "status": "ISSUED", "issued_at": "2026-03-03T02:30:00Z",
        "name_on_certificate": "Jose Miguel Reyes", "verification_code": "UXB-7Q4K-22PL", "supersedes": "CERT-UX11-0093",
        "format": "DIGITAL_PDF"},
       {"certificate_id": "CERT-UX11-0093", "status": "VOID", "issued_at": "2026-02-27T02:30:00Z",
        "name_on_certificate": "Jose Migel Reyes", "verification_code": "UXB-3M8D-90QA", "void_reason": "NAME_CORRECTION"}]}},
  {"id": "certs.request_printed#call-1", "kind": "refused_call", "tool": "request_printed_certificate", "decision": "ESCALATE",
   "args": {"certificate_id": "CERT-UX11-0093-R1", "ship_to_country": "PH"}},
  {"id": "policy#certificates", "kind": "policy", "revision": "r5",
   "text": "Digital certificates are issued after final grades are posted for a completed enrollment. A certificate may be re-issued once at no charge to correct the learner's name; the earlier copy is then voided. Printed certificates need approval from the records team. Once approved, they are mailed within the Philippines for a fee of PHP 350 and take 7 to 10 business days to arrive."}]}

add(b, "certificate",
    "Congratulations, Jose Miguel! Your UX/UI Design Bootcamp certificate was issued on 03/03/2026, and it shows your corrected name, Jose Miguel Reyes. Its verification code is UXB-7Q4K-22PL. I've passed your printed-copy request to our records team for review; once approved, printed certificates are mailed within the Philippines for ₱350 and usually arrive in 7 to 10 business days.",
    [("Congratulations, Jose Miguel!", "NA"), ("issued on 03/03/2026", "S"), ("shows your corrected name, Jose Miguel Reyes", "S"),
     ("verification code is UXB-7Q4K-22PL", "S"), ("passed your printed-copy request to our records team", "S"),
     ("for ₱350", "S"), ("7 to 10 business days", "S")],
    notes="R1 certificate ISSUED 2026-03-03T02:30Z (03/03 Manila), name corrected, code UXB-7Q4K-22PL; print call ESCALATE; policy PHP 350, 7-10 business days.",
    incl=["03/03/2026", "UXB-7Q4K-22PL"])
add(b, "certificate",
    "Here's your certificate status:\n- Course: UX/UI Design Bootcamp - Cohort 11 - completed\n- Final score: 91.4\n- Certificate: CERT-UX11-0093-R1, issued March 3, 2026 at 10:30 AM\n- The earlier copy with the misspelled name has been voided\n- Printed copy: escalated to the records team for approval",
    [("Cohort 11 - completed", "S"), ("Final score: 91.4", "S"), ("Certificate: CERT-UX11-0093-R1", "S"), ("issued March 3, 2026 at 10:30 AM", "S"),
     ("has been voided", "S"), ("escalated to the records team for approval", "S")],
    notes="enrollment_state completed, final_score 91.4; issued_at 02:30Z = 10:30 AM Manila; old certificate VOID; print ESCALATE.",
    incl=["CERT-UX11-0093-R1", "10:30 AM"])
add(b, "certificate",
    "Yes! Your certificate (CERT-UX11-0093-R1) was issued on 3/3/2026; the printed copy request is with our records team for review.",
    [("(CERT-UX11-0093-R1)", "S"), ("issued on 3/3/2026", "S"), ("is with our records team for review", "S")],
    notes="R1 ISSUED 2026-03-03; request_printed_certificate ESCALATE.", incl=["3/3/2026"])
add(b, "certificate",
    "Congratulations, Jose Miguel! Your certificate CERT-UX11-0093 was issued on 02/27/2026, and your verification code is UXB-7Q4K-22PL. Your printed copy has been sent out for mailing, and printed certificates take 7 to 10 business days to arrive.",
    [("Congratulations, Jose Miguel!", "NA"), ("CERT-UX11-0093 was issued on 02/27/2026", "C", R_ID + ["DATE_MISMATCH"]),
     ("verification code is UXB-7Q4K-22PL", "S"), ("has been sent out for mailing", "C", R_NX), ("take 7 to 10 business days", "S")],
    errors=["stale_value", "refused_call_effect"],
    notes="CERT-UX11-0093 (issued 02/27) is VOID, superseded by -R1 issued 03/03. The print request was ESCALATE, not done.",
    excl=["02/27/2026", "has been sent out for mailing"], tag="stale-value")
add(b, "certificate",
    "Hi Jose Miguel! Your certificate for the UX/UI Design Bootcamp was issued on 03/03/2026 with your corrected name. I've escalated your printed-copy request; if it's approved, printing and mailing within the Philippines costs ₱500. Since your final score was above 90, your certificate also carries a \"with distinction\" mark.",
    [("issued on 03/03/2026", "S"), ("with your corrected name", "S"), ("escalated your printed-copy request", "S"),
     ("costs ₱500", "C", ["NLI_CONTRADICTION", "VALUE_MISMATCH", "AMOUNT_MISMATCH"]), ("final score was above 90", "S"),
     ("carries a \"with distinction\" mark", "I", R_NOEV + R_NOPOL)],
    errors=["wrong_amount", "invented_fact"],
    notes="Policy says printed copies cost PHP 350. Nothing in the certificate record or policy mentions a distinction mark.",
    excl=["costs ₱500", "with distinction"], tag="wrong-amount")
add(b, "certificate",
    "Hi Jose Miguel, your certificate CERT-UX11-0093-R1 was issued on 03/03/2026 at 2:30 AM, with the corrected name Jose Miguel Reyes. The printed-copy request has been escalated to our records team.",
    [("CERT-UX11-0093-R1 was issued on 03/03/2026 at 2:30 AM", "C", R_DATE), ("corrected name Jose Miguel Reyes", "S"),
     ("has been escalated to our records team", "S")],
    errors=["unit_conversion"], notes="issued_at 2026-03-03T02:30:00Z is 10:30 AM in Manila; 2:30 AM is the UTC clock.",
    excl=["2:30 AM"], incl=["10:30 AM|10:30 am|10:30", "CERT-UX11-0093-R1", "Jose Miguel Reyes"], repair=True)

# ---------------------------------------------------------------- B04 coding bootcamp: unlock / extension / excused
b = {"domain": "online coding bootcamp", "api": API, "now": "2026-04-05T16:00:00+08:00",
     "question": "When does Project 3 open and what's my deadline? Also Project 2 shows no grade, what happened?",
     "evidence": [
  {"id": "lms.assignments#PYB4-5012", "kind": "record", "source": "tool:lms_get_assignment",
   "fields": {"course": {"id": "PYB-4", "name": "Python Backend Bootcamp - Batch 4"},
              "assignment": {"id": 5012, "name": "Project 3: Django Blog", "points_possible": 150,
                             "unlock_at": "2026-04-06T00:00:00Z", "due_at": "2026-04-19T15:59:00Z", "lock_at": "2026-04-22T15:59:00Z",
                             "overrides": [{"id": 771, "student_ids": ["usr_8842"], "title": "Extension - N. Dela Cruz",
                                            "due_at": "2026-04-21T15:59:00Z", "lock_at": None}]}}},
  {"id": "lms.submissions#PYB4-5011-usr_8842", "kind": "record", "source": "tool:lms_get_submission",
   "fields": {"user_id": "usr_8842", "assignment": {"id": 5011, "name": "Project 2: Flask Inventory API", "points_possible": 120,
                                                   "due_at": "2026-03-29T15:59:00Z"},
              "submission": {"workflow_state": "unsubmitted", "excused": True, "missing": False, "late": False,
                             "score": None, "grade": None, "submitted_at": None}}},
  {"id": "policy#extensions-excusals", "kind": "policy", "revision": "2026-02",
   "text": "Instructors may grant individual extensions for documented reasons. An extension moves only your due date; the lock date of the assignment stays the same. An assignment marked excused is removed from your grade calculation entirely and never counts as missing. Projects unlock on the date shown in the course calendar."}]}

add(b, "project-extension",
    "Hi Nico! Project 3: Django Blog unlocks tomorrow, Monday, at 8:00 AM. With your approved extension, your due date is 04/21/2026 at 11:59 PM (instead of the class deadline of 04/19). As for Project 2: Flask Inventory API, it was excused, so it won't count toward your grade at all. You've got this!",
    [("unlocks tomorrow, Monday, at 8:00 AM", "S"), ("your due date is 04/21/2026 at 11:59 PM", "S"), ("instead of the class deadline of 04/19", "S"),
     ("it was excused", "S"), ("won't count toward your grade", "S"), ("You've got this!", "NA")],
    notes="unlock_at 2026-04-06T00:00Z is Mon 8:00 AM Manila (now is Sun 04/05); override due_at 04/21 15:59Z = 11:59 PM; base due 04/19; 5011 excused=true; policy: excused removed from grade.",
    incl=["04/21/2026", "8:00 AM"])
add(b, "project-extension",
    "Project 3 (Django Blog, 150 points):\n- Opens: April 6, 2026, 8:00 AM\n- Your extended due date: April 21, 2026, 11:59 PM\n- Closes for submissions: April 22, 2026, 11:59 PM\nProject 2 shows no grade because it's marked excused - nothing is missing.",
    [("150 points", "S"), ("Opens: April 6, 2026, 8:00 AM", "S"), ("April 21, 2026, 11:59 PM", "S"), ("April 22, 2026, 11:59 PM", "S"),
     ("marked excused", "S"), ("nothing is missing", "S")],
    notes="points_possible 150; unlock 04/06 8 AM; override due 04/21 11:59 PM; lock_at 04/22 15:59Z unchanged by the extension; 5011 excused, missing=false.",
    incl=["April 21, 2026", "150 points"])
add(b, "project-extension",
    "Project 3 opens tomorrow at 8 AM and, with your extension, is due 4/21 at 11:59 PM.",
    [("opens tomorrow at 8 AM", "S"), ("is due 4/21 at 11:59 PM", "S")],
    notes="unlock_at 04/06 00:00Z = 8 AM Manila, tomorrow from now 04/05; override due_at 04/21 11:59 PM.", incl=["4/21"])
add(b, "project-extension",
    "Hi Nico! Project 3: Django Blog unlocks tomorrow, Monday, at 8:00 AM, and it's due 04/19/2026 at 11:59 PM. Project 2: Flask Inventory API was excused, so it won't count toward your grade at all.",
    [("unlocks tomorrow, Monday, at 8:00 AM", "S"), ("due 04/19/2026 at 11:59 PM", "C", R_DATE), ("was excused", "S"),
     ("won't count toward your grade", "S")],
    errors=["wrong_date"], notes="04/19 is the class-wide due_at; this student's override (id 771) moves his due date to 04/21 11:59 PM.",
    excl=["04/19/2026"])
add(b, "project-extension",
    "Hi Nico, Project 3 opens tomorrow (April 6) at 8:00 AM, and your extended due date is 04/21/2026 at 11:59 PM. Your extension also pushes the lock date back by two days, to 04/24. Project 2 currently shows as missing, which is why there's no grade yet.",
    [("opens tomorrow (April 6) at 8:00 AM", "S"), ("extended due date is 04/21/2026 at 11:59 PM", "S"),
     ("pushes the lock date back by two days", "C", ["NLI_CONTRADICTION", "VALUE_MISMATCH", "DATE_MISMATCH"]),
     ("shows as missing", "C", R_STATE)],
    errors=["wrong_policy_condition", "wrong_state"],
    notes="Policy: an extension moves only the due date, lock_at stays 04/22; override lock_at is null. Project 2 is excused with missing=false.",
    excl=["pushes the lock date back", "shows as missing"], tag="wrong-policy-condition")
add(b, "project-extension",
    "Project 3 opens tomorrow at 12:00 AM and, with your extension, is due 4/21 at 11:59 PM.",
    [("opens tomorrow at 12:00 AM", "C", R_DATE), ("is due 4/21 at 11:59 PM", "S")],
    errors=["unit_conversion"], notes="unlock_at 2026-04-06T00:00:00Z is midnight UTC, which is 8:00 AM in Manila.",
    excl=["12:00 AM"])
add(b, "project-extension",
    "Hi Nico! Project 3: Django Blog is worth 120 points and opens on 04/06/2026 at 8:00 AM. Thanks to your extension, it's due 04/21/2026 at 11:59 PM.",
    [("worth 120 points", "C", R_VAL), ("opens on 04/06/2026 at 8:00 AM", "S"), ("due 04/21/2026 at 11:59 PM", "S")],
    errors=["other_record_value"], notes="120 points is Project 2's points_possible; Project 3 is worth 150.",
    excl=["worth 120 points"], incl=["150", "04/21/2026", "8:00 AM"], repair=True)

# ---------------------------------------------------------------- B05 coding bootcamp: withdrawal refund
b = {"domain": "online coding bootcamp", "api": API, "now": "2026-02-16T10:00:00+08:00",
     "question": "I withdrew from the cyber bootcamp last week. How much will I get back and when?",
     "evidence": [
  {"id": "lms.enrollments#usr_2290-CS3", "kind": "record", "source": "tool:lms_get_enrollment",
   "fields": {"user": {"id": "usr_2290", "name": "Bea Lim"},
              "course": {"id": "CYB-3", "name": "Cybersecurity Fundamentals Bootcamp - Cohort 3",
                         "term": {"start_at": "2026-02-02T00:00:00Z", "end_at": "2026-06-26T15:59:00Z"}},
              "enrollment_state": "inactive", "withdrawn_at": "2026-02-10T05:20:00Z", "withdrawal_reason_code": "PERSONAL"}},
  {"id": "billing.invoices#INV-CS3-0077", "kind": "record", "source": "tool:billing_get_invoice",
   "fields": {"invoice_id": "INV-CS3-0077", "status": "PAID", "currency": "PHP", "amount_total": 6200000, "amount_paid": 6200000,
              "payments": [{"paid_at": "2026-01-15T08:00:00Z", "amount": 6200000, "method": "CARD", "card_last4": "4417"}]}},
  {"id": "billing.refund_quote#RQ-3391", "kind": "record", "source": "tool:billing_quote_refund",
   "fields": {"refund_quote_id": "RQ-3391", "invoice_id": "INV-CS3-0077", "rule_applied": "WITHDRAW_WITHIN_14D",
              "days_since_start": 8, "tuition_paid": 6200000, "admin_fee": 250000, "eligible_amount": 5950000,
              "currency": "PHP", "status": "PENDING_APPROVAL"}},
  {"id": "billing.issue_refund#call-2", "kind": "refused_call", "tool": "issue_refund", "decision": "ESCALATE",
   "args": {"invoice_id": "INV-CS3-0077", "amount": 5950000, "reason": "finance approval required over PHP 50,000"}},
  {"id": "policy#withdrawal-refunds", "kind": "policy", "revision": "v4",
   "text": "You may withdraw from a bootcamp at any time from your student dashboard. If you withdraw within 14 calendar days of the cohort start date, you receive a full refund of tuition paid less a PHP 2,500 administrative fee. Withdrawals from day 15 to day 30 receive 50% of tuition paid, and no refund is given after day 30. Refunds above PHP 50,000 require finance approval. Approved refunds are sent to the original payment method within 10 business days."}]}

add(b, "withdrawal-refund",
    "Hi Bea, I'm sorry to see you go, and thank you for letting us know! Since you withdrew on 02/10/2026, within 14 days of the cohort start, you're eligible for a full refund of your ₱62,000.00 tuition less the ₱2,500.00 admin fee, which comes to ₱59,500.00. Because it's above ₱50,000, the refund needs finance approval, and I've escalated it to them. Once approved, it goes back to your original payment method within 10 business days.",
    [("I'm sorry to see you go", "NA"), ("withdrew on 02/10/2026", "S"), ("within 14 days of the cohort start", "S"), ("₱62,000.00 tuition", "S"),
     ("₱2,500.00 admin fee", "S"), ("comes to ₱59,500.00", "S"), ("needs finance approval", "S"), ("I've escalated it to them", "S"),
     ("within 10 business days", "S")],
    notes="withdrawn_at 02/10 Manila, days_since_start 8; tuition 6200000, admin_fee 250000, eligible 5950000 centavos; issue_refund ESCALATE; policy 14 days, PHP 50,000 approval, 10 business days.",
    incl=["₱59,500.00", "02/10/2026"])
add(b, "withdrawal-refund",
    "Here's your refund summary:\n- Tuition paid: ₱62,000\n- Admin fee: ₱2,500\n- Refund due to you: ₱59,500\n- Status: waiting on finance approval (escalated)\n- Timing: within 10 business days after approval, to your original payment method",
    [("Tuition paid: ₱62,000", "S"), ("Admin fee: ₱2,500", "S"), ("Refund due to you: ₱59,500", "S"), ("waiting on finance approval", "S"),
     ("within 10 business days after approval", "S"), ("to your original payment method", "S")],
    notes="refund quote RQ-3391 PENDING_APPROVAL, eligible 5950000 centavos; issue_refund ESCALATE; policy timing.",
    incl=["₱59,500"])
add(b, "withdrawal-refund",
    "Hi Bea, thanks for letting us know. You withdrew on 02/10/2026, which is within the 14-day window, so your refund is ₱59,500.00 (₱62,000.00 less the ₱2,500.00 fee). Your refund has been processed and should reach your original payment method within 5 business days.",
    [("withdrew on 02/10/2026", "S"), ("within the 14-day window", "S"), ("refund is ₱59,500.00", "S"), ("₱62,000.00 less the ₱2,500.00 fee", "S"),
     ("has been processed", "C", R_NX), ("within 5 business days", "C", R_POL)],
    errors=["refused_call_effect", "wrong_period"],
    notes="issue_refund was ESCALATE (quote PENDING_APPROVAL), so nothing was processed; policy gives 10 business days after approval.",
    excl=["has been processed", "within 5 business days"], tag="refused-call-effect")
add(b, "withdrawal-refund",
    "Hi Bea! Withdrawals within the first 30 days get a full refund minus the ₱2,500 admin fee, so from your ₱62,000 tuition you'll get back ₱58,500. I've sent this to finance for approval, since refunds above ₱50,000 need their sign-off.",
    [("within the first 30 days get a full refund", "C", R_POL), ("minus the ₱2,500 admin fee", "S"), ("₱62,000 tuition", "S"),
     ("you'll get back ₱58,500", "C", R_AMT), ("sent this to finance for approval", "S"), ("refunds above ₱50,000 need their sign-off", "S")],
    errors=["wrong_policy_condition", "wrong_arithmetic"],
    notes="Policy: full refund only within 14 days (day 15-30 is 50%). 62,000 less 2,500 is 59,500, as eligible_amount 5950000 shows.",
    excl=["within the first 30 days", "₱58,500"], tag="wrong-policy-condition")
add(b, "withdrawal-refund",
    "Your enrollment is now marked completed, and your ₱59,500 refund is with finance for approval.",
    [("marked completed", "C", R_STATE), ("₱59,500 refund", "S"), ("with finance for approval", "S")],
    errors=["wrong_state"], notes="enrollment_state is inactive (withdrawn), not completed.",
    excl=["marked completed"])
add(b, "withdrawal-refund",
    "Hi Bea, since you withdrew on 02/10/2026, within 14 days of the start, your refund is ₱59,500.00 after the ₱2,500.00 admin fee. It has been issued to your original payment method.",
    [("withdrew on 02/10/2026", "S"), ("within 14 days of the start", "S"), ("refund is ₱59,500.00", "S"), ("after the ₱2,500.00 admin fee", "S"),
     ("has been issued to your original payment method", "C", R_NX)],
    errors=["refused_call_effect"], notes="issue_refund ESCALATE; refund quote PENDING_APPROVAL.",
    excl=["has been issued"], incl=["escalated|approval|review|pending|could not|couldn't|unable|not able", "₱59,500|59,500", "02/10/2026"], repair=True)

# ---------------------------------------------------------------- B06 exam-prep centre: mock exam result
b = {"domain": "exam-prep centre", "api": API,
     "question": "Did I pass Mock Board Exam 2? What was my score?",
     "evidence": [
  {"id": "lms.submissions#FAR-3302-stu_4410", "kind": "record", "source": "tool:lms_get_submission",
   "fields": {"user": {"id": "stu_4410", "name": "Carla Mendoza"},
              "course": {"id": "CPAR-MAY26", "name": "CPA Board Review - May 2026 Intensive"},
              "assignment": {"id": 3302, "name": "Mock Board Exam 2 - Financial Accounting & Reporting", "points_possible": 80,
                             "due_at": "2026-05-09T09:00:00Z"},
              "submission": {"workflow_state": "graded", "submitted_at": "2026-05-09T08:41:12Z", "late": False, "missing": False,
                             "score": 58.0, "grade": "72.5%", "graded_at": "2026-05-11T03:00:00Z"},
              "score_statistics": {"mean": 61.3, "max": 77.0, "min": 31.0, "count": 46}}},
  {"id": "lms.submissions#FAR-3301-stu_4410", "kind": "record", "source": "tool:lms_get_submission",
   "fields": {"assignment": {"id": 3301, "name": "Mock Board Exam 1 - Financial Accounting & Reporting", "points_possible": 80},
              "submission": {"workflow_state": "graded", "score": 62.0, "grade": "77.5%", "late": False}}},
  {"id": "policy#mock-exams", "kind": "policy", "revision": "2026-A",
   "text": "Mock board exams follow the timing and item mix of the licensure exam. A score of 75% or higher counts as a pass. Students who score below 75% may book one free remedial session with a reviewer. They may also retake that mock exam once within 14 days for a fee of PHP 300. The retake score replaces the original score in the progress report."}]}

add(b, "mock-exam-result",
    "Hi Carla! You scored 58 out of 80 on Mock Board Exam 2 (Financial Accounting & Reporting), which is 72.5%. That's just under the 75% pass mark, so it doesn't count as a pass this time - but you're very close! You can book one free remedial session, and you may retake the mock once within 14 days for ₱300.",
    [("58 out of 80", "S"), ("which is 72.5%", "S"), ("under the 75% pass mark", "S"), ("doesn't count as a pass", "S"),
     ("but you're very close!", "NA"), ("one free remedial session", "S"), ("within 14 days for ₱300", "S")],
    notes="score 58 of points_possible 80, grade 72.5%; policy: pass at 75%, free remedial, one retake in 14 days for PHP 300.",
    incl=["72.5%", "58 out of 80"])
add(b, "mock-exam-result",
    "Mock Board Exam 2 results:\n- Score: 58/80 (72.5%)\n- Pass mark: 75%\n- Result: below passing\n- Class average: 61.3\nNext steps: one free remedial session, and one retake within 14 days (₱300). Your retake score will replace this one.",
    [("Score: 58/80 (72.5%)", "S"), ("Pass mark: 75%", "S"), ("Result: below passing", "S"), ("Class average: 61.3", "S"),
     ("one free remedial session", "S"), ("one retake within 14 days (₱300)", "S"), ("will replace this one", "S")],
    notes="score 58/80, grade 72.5%; score_statistics.mean 61.3; policy pass mark, remedial, retake fee, replacement.",
    incl=["58/80", "72.5%"])
add(b, "mock-exam-result",
    "Not yet - 72.5% (58/80) on Mock 2; you need 75% to pass.",
    [("72.5% (58/80)", "S"), ("you need 75% to pass", "S")],
    notes="grade 72.5%, score 58/80; policy pass at 75%.", incl=["72.5%"])
add(b, "mock-exam-result",
    "Hi Carla! You scored 62 out of 80 on Mock Board Exam 2 (Financial Accounting & Reporting), which is 72.5%. That's just under the 75% pass mark, so it doesn't count as a pass this time - but you're very close! You can book one free remedial session, and you may retake the mock once within 14 days for ₱300.",
    [("62 out of 80", "C", R_VAL), ("which is 72.5%", "S"), ("under the 75% pass mark", "S"), ("doesn't count as a pass", "S"),
     ("but you're very close!", "NA"), ("one free remedial session", "S"), ("within 14 days for ₱300", "S")],
    errors=["other_record_value"], notes="62/80 is the Mock Board Exam 1 score (assignment 3301); Mock 2 score is 58.",
    excl=["62 out of 80"])
add(b, "mock-exam-result",
    "Hi Carla, you got 58/80 (72.5%) on Mock Board Exam 2, a little below the 75% pass mark. Keep going! You can book a free remedial session, and you can retake this mock once within 14 days for ₱500; your two scores will then be averaged in your progress report.",
    [("58/80 (72.5%)", "S"), ("below the 75% pass mark", "S"), ("Keep going!", "NA"), ("book a free remedial session", "S"),
     ("within 14 days for ₱500", "C", ["NLI_CONTRADICTION", "VALUE_MISMATCH", "AMOUNT_MISMATCH"]),
     ("your two scores will then be averaged", "C", R_POL)],
    errors=["wrong_amount", "wrong_policy_condition"],
    notes="Policy: retake fee is PHP 300, and the retake score replaces the original (not averaged).",
    excl=["₱500", "will then be averaged"], tag="wrong-amount")
add(b, "mock-exam-result",
    "You scored 58 out of 80 on Mock Board Exam 2, which works out to 68.5%, below the 75% needed to pass.",
    [("58 out of 80", "S"), ("works out to 68.5%", "C", R_VAL), ("below the 75% needed to pass", "S")],
    errors=["wrong_arithmetic"], notes="58/80 is 72.5% (grade field says 72.5%), not 68.5%.",
    excl=["68.5%"])
add(b, "mock-exam-result",
    "Hi Carla, you scored 58/80 on Mock Board Exam 2, which is 72.5%. The pass mark for mock board exams is 70%. You can retake it once within 14 days for ₱300.",
    [("scored 58/80", "S"), ("which is 72.5%", "S"), ("pass mark for mock board exams is 70%", "C", R_POL), ("within 14 days for ₱300", "S")],
    errors=["wrong_value"], notes="Policy: the pass mark is 75%.",
    excl=["is 70%"], incl=["75%", "58/80|58 out of 80", "72.5%"], repair=True)

add(b, "mock-exam-result",
    "You got fifty-eight of eighty points (72.5%) on Mock Board Exam 2. The passing mark is seventy-five percent, so this one is below passing, but a retake within fourteen days is possible.",
    [("fifty-eight of eighty points (72.5%)", "S"), ("passing mark is seventy-five percent", "S"), ("this one is below passing", "S"),
     ("a retake within fourteen days is possible", "S")],
    notes="score 58 of 80, grade 72.5%; policy pass at 75%, one retake within 14 days.", incl=["72.5%"])

# ---------------------------------------------------------------- B07 exam-prep centre: session reschedule (refused)
b = {"domain": "exam-prep centre", "api": API, "now": "2026-06-12T08:30:00+08:00",
     "question": "Can I move tomorrow's Perceptual Acuity session to next Saturday?",
     "evidence": [
  {"id": "sched.bookings#stu_6025", "kind": "record", "source": "tool:schedule_list_bookings",
   "fields": {"student": {"id": "stu_6025", "name": "Paolo Garcia"}, "course": {"id": "NMAT-WK-0626", "name": "NMAT Review - Weekend Batch"},
              "bookings": [
                  {"booking_id": "BK-20931", "section": "Perceptual Acuity Drills", "start_at": "2026-06-13T01:00:00Z",
                   "end_at": "2026-06-13T04:00:00Z", "location": {"room": "Room 3B", "branch": "Katipunan"}, "status": "CONFIRMED"},
                  {"booking_id": "BK-20877", "section": "Biology Crash Lecture", "start_at": "2026-06-14T06:00:00Z",
                   "end_at": "2026-06-14T09:00:00Z", "location": {"room": "Hall A", "branch": "Katipunan"}, "status": "CONFIRMED"}]}},
  {"id": "sched.reschedule_booking#call-7", "kind": "refused_call", "tool": "reschedule_booking", "decision": "DENY",
   "args": {"booking_id": "BK-20931", "new_start_at": "2026-06-20T01:00:00Z"}},
  {"id": "policy#bookings", "kind": "policy", "revision": "2026.06",
   "text": "Drill and lecture seats are booked per session. A booking can be moved to another session at no charge up to 48 hours before its start time. Inside 48 hours the booking can no longer be moved. Every session is recorded, and the replay is posted within 24 hours after the session ends. Missed sessions are not refunded."}]}

add(b, "session-reschedule",
    "Hi Paolo! I tried to move your Perceptual Acuity Drills session, but the system couldn't reschedule it: it starts tomorrow (Saturday) at 9:00 AM, and bookings can only be moved up to 48 hours before the start time. If you can't make it, the recorded replay is posted within 24 hours after the session ends. You're doing great - keep it up!",
    [("couldn't reschedule it", "S"), ("starts tomorrow (Saturday) at 9:00 AM", "S"), ("up to 48 hours before the start time", "S"),
     ("posted within 24 hours after the session ends", "S"), ("keep it up!", "NA")],
    notes="reschedule_booking DENY; BK-20931 start_at 06/13 01:00Z = Sat 9:00 AM Manila (now Fri 06/12); policy 48 hours, replay within 24 hours.",
    incl=["9:00 AM", "48 hours"])
add(b, "session-reschedule",
    "Dear Paolo,\n\nThank you for your message. Unfortunately, your booking BK-20931 (Perceptual Acuity Drills, 06/13/2026, 9:00 AM to 12:00 PM, Room 3B, Katipunan branch) is less than 48 hours away, and it could not be moved. A replay of the session will be available within 24 hours after it ends. Your Biology Crash Lecture on 06/14/2026 at 2:00 PM is still confirmed.\n\nBest regards,\nThe Review Desk",
    [("booking BK-20931", "S"), ("06/13/2026, 9:00 AM to 12:00 PM", "S"), ("Room 3B, Katipunan branch", "S"), ("is less than 48 hours away", "S"),
     ("it could not be moved", "S"), ("within 24 hours after it ends", "S"), ("on 06/14/2026 at 2:00 PM", "S"), ("is still confirmed", "S"),
     ("Best regards", "NA")],
    notes="BK-20931 01:00Z-04:00Z = 9 AM-12 PM Manila; call DENY; BK-20877 06/14 06:00Z = 2:00 PM, CONFIRMED.",
    incl=["BK-20931", "9:00 AM"])
add(b, "session-reschedule",
    "Hi Paolo! Done - your Perceptual Acuity Drills session has been moved to next Saturday, 06/20/2026, at 9:00 AM. Your Biology Crash Lecture on Sunday at 2:00 PM stays as it is.",
    [("has been moved to next Saturday", "C", R_NX), ("Biology Crash Lecture on Sunday at 2:00 PM", "S"), ("stays as it is", "S")],
    errors=["refused_call_effect"], notes="reschedule_booking was DENY; BK-20931 stays on 06/13.",
    excl=["has been moved"])
add(b, "session-reschedule",
    "Hi Paolo, your Perceptual Acuity Drills session starts tomorrow at 1:00 AM in Room 3B. Unfortunately, it couldn't be moved, since changes are only allowed up to 24 hours before a session. You can still catch the recorded replay, posted within 24 hours after it ends.",
    [("starts tomorrow at 1:00 AM", "C", R_DATE), ("in Room 3B", "S"), ("it couldn't be moved", "S"),
     ("up to 24 hours before a session", "C", R_POL), ("posted within 24 hours after it ends", "S")],
    errors=["unit_conversion", "wrong_period"],
    notes="start_at 01:00Z is 9:00 AM Manila. Policy: moves allowed up to 48 hours before, not 24.",
    excl=["1:00 AM", "up to 24 hours before"], tag="unit-conversion")
add(b, "session-reschedule",
    "Your session tomorrow at 9:00 AM can't be moved anymore, but if you skip it we'll refund that session's fee.",
    [("tomorrow at 9:00 AM", "S"), ("can't be moved anymore", "S"), ("we'll refund that session's fee", "C", R_POL)],
    errors=["invented_promise"], notes="Policy: missed sessions are not refunded.",
    excl=["we'll refund that session's fee"])
add(b, "session-reschedule",
    "Hi Paolo, your Perceptual Acuity Drills session is tomorrow at 2:00 PM in Room 3B, Katipunan branch. It's within 48 hours of the start, so it couldn't be rescheduled, but a replay will be posted within 24 hours after the session.",
    [("tomorrow at 2:00 PM", "C", R_DATE), ("Room 3B, Katipunan branch", "S"), ("within 48 hours of the start", "S"),
     ("couldn't be rescheduled", "S"), ("within 24 hours after the session", "S")],
    errors=["other_record_value"], notes="2:00 PM is the Biology Crash Lecture (BK-20877) start; BK-20931 starts 9:00 AM.",
    excl=["tomorrow at 2:00 PM"], incl=["9:00 AM|9 AM|9:00", "Room 3B", "48 hours"], repair=True)

add(b, "session-reschedule",
    "Hi Paolo! Your Perceptual Acuity Drills session tomorrow at 9:00 AM couldn't be moved, since it's less than 48 hours away. To be safe, I've also reserved you a backup seat in the 06/20/2026 session.",
    [("tomorrow at 9:00 AM", "S"), ("couldn't be moved", "S"), ("less than 48 hours away", "S"),
     ("reserved you a backup seat in the 06/20/2026 session", "CI", ["CLAIM_WITHOUT_TOOL_EVIDENCE", "NOT_EXECUTED"])],
    errors=["unrecorded_extra"], notes="No booking for 06/20 exists in the bookings record; the only call about 06/20 was DENY.",
    excl=["backup seat"])

# ---------------------------------------------------------------- B08 exam-prep centre: package inclusions + balance
b = {"domain": "exam-prep centre", "api": API,
     "question": "What's included in my Premium package and how much do I still need to pay?",
     "evidence": [
  {"id": "lms.enrollments#stu_7781-LETENG", "kind": "record", "source": "tool:lms_get_enrollment",
   "fields": {"user": {"id": "stu_7781", "name": "Ruth Aquino"},
              "course": {"id": "LET-SE-AUG26", "name": "LET Review - Secondary English, Aug 2026 batch",
                         "term": {"start_at": "2026-06-06T00:00:00Z", "end_at": "2026-09-12T09:00:00Z"}},
              "enrollment_state": "active",
              "package": {"code": "PREMIUM", "includes": ["LIVE_LECTURES", "RECORDED_REPLAYS", "MOCK_EXAM_X4", "PRINTED_REVIEWER_SET"]}}},
  {"id": "catalog.packages#LET-2026", "kind": "record", "source": "tool:catalog_list_packages",
   "fields": {"packages": [
       {"code": "STANDARD", "price": "12500.00", "currency": "PHP", "includes": ["LIVE_LECTURES", "MOCK_EXAM_X2"]},
       {"code": "PREMIUM", "price": "18500.00", "currency": "PHP", "includes": ["LIVE_LECTURES", "RECORDED_REPLAYS", "MOCK_EXAM_X4", "PRINTED_REVIEWER_SET"]},
       {"code": "ELITE", "price": "26000.00", "currency": "PHP", "includes": ["LIVE_LECTURES", "RECORDED_REPLAYS", "MOCK_EXAM_X6", "PRINTED_REVIEWER_SET", "ONE_ON_ONE_COACHING_X3", "FINAL_COACHING_RETREAT"]}]}},
  {"id": "billing.invoices#LET-INV-55120", "kind": "record", "source": "tool:billing_get_invoice",
   "fields": {"invoice_no": "LET-INV-55120", "student_id": "stu_7781", "status": "OPEN", "currency": "PHP",
              "amount_total": "18500.00", "amount_paid": "10000.00", "balance": "8500.00", "due_date": "2026-07-31"}},
  {"id": "kb#printed-reviewers", "kind": "passage", "source": "kb:student-handbook",
   "text": "Printed reviewer sets are released at the first Saturday lecture.\nThey can be claimed at the front desk with your student ID.\nDelivery is available within Metro Manila only, for a courier fee."}]}

add(b, "package-inclusions",
    "Hi Ruth! Your Premium package for LET Review - Secondary English includes:\n- Live lectures\n- Recorded replays\n- 4 mock exams\n- A printed reviewer set (claim it at the front desk with your student ID)\nYou've paid ₱10,000.00 of ₱18,500.00, so your balance is ₱8,500.00, due on 07/31/2026.",
    [("- Live lectures", "S"), ("- Recorded replays", "S"), ("- 4 mock exams", "S"), ("- A printed reviewer set", "S"),
     ("at the front desk with your student ID", "S"), ("paid ₱10,000.00", "S"), ("of ₱18,500.00", "S"), ("balance is ₱8,500.00", "S"),
     ("due on 07/31/2026", "S")],
    notes="package.includes lists LIVE_LECTURES, RECORDED_REPLAYS, MOCK_EXAM_X4, PRINTED_REVIEWER_SET; invoice 18500.00 / 10000.00 / 8500.00 due 2026-07-31; kb passage on claiming.",
    incl=["₱8,500.00", "07/31/2026"])
add(b, "package-inclusions",
    "Good afternoon, Ruth! Premium gives you live lectures with recorded replays, four mock exams, and a printed reviewer set. Your remaining balance is ₱8,500 (due July 31, 2026).",
    [("live lectures with recorded replays", "S"), ("four mock exams", "S"), ("a printed reviewer set", "S"), ("remaining balance is ₱8,500", "S"),
     ("due July 31, 2026", "S")],
    notes="PREMIUM includes; balance 8500.00 due 2026-07-31.", incl=["₱8,500", "four mock exams"])
add(b, "package-inclusions",
    "Hi Ruth! Your Premium package includes live lectures, recorded replays, 4 mock exams, a printed reviewer set, and three one-on-one coaching sessions. You've paid ₱10,000.00 of ₱18,500.00, so your balance is ₱8,500.00, due on 07/31/2026.",
    [("live lectures, recorded replays", "S"), ("4 mock exams", "S"), ("a printed reviewer set", "S"),
     ("three one-on-one coaching sessions", "CI", ["CLAIM_WITHOUT_TOOL_EVIDENCE", "VALUE_MISMATCH", "NO_POLICY_EVIDENCE", "NLI_NOT_ENTAILED"]),
     ("paid ₱10,000.00", "S"), ("of ₱18,500.00", "S"), ("balance is ₱8,500.00", "S"), ("due on 07/31/2026", "S")],
    errors=["unlisted_perk"], notes="ONE_ON_ONE_COACHING_X3 is in the ELITE package only; PREMIUM includes do not list coaching.",
    excl=["one-on-one coaching"])
add(b, "package-inclusions",
    "Hi Ruth, here's what Premium covers:\n- Live lectures and recorded replays\n- Two mock exams\n- A printed reviewer set, which we can ship anywhere in the Philippines\nYour balance is ₱8,500.00, due 07/31/2026.",
    [("Live lectures and recorded replays", "S"), ("Two mock exams", "C", R_VAL), ("A printed reviewer set", "S"),
     ("ship anywhere in the Philippines", "C", R_FACT), ("balance is ₱8,500.00", "S"), ("due 07/31/2026", "S")],
    errors=["wrong_quantity", "invented_fact"],
    notes="PREMIUM has MOCK_EXAM_X4 (two is the STANDARD package). The kb passage says delivery is within Metro Manila only.",
    excl=["Two mock exams", "anywhere in the Philippines"], tag="wrong-quantity")
add(b, "package-inclusions",
    "Your invoice LET-INV-55120 is fully paid, so there's nothing left to pay.",
    [("is fully paid", "C", R_STATE), ("nothing left to pay", "C", R_AMT)],
    errors=["wrong_state", "wrong_amount"], notes="Invoice status OPEN with balance 8500.00.",
    excl=["is fully paid", "nothing left to pay"])
add(b, "package-inclusions",
    "Hi Ruth! Your Premium package includes live lectures, recorded replays, four mock exams and a printed reviewer set. You've paid ₱10,000.00 of ₱18,500.00, which leaves ₱7,500.00 due by 07/31/2026.",
    [("live lectures, recorded replays", "S"), ("four mock exams", "S"), ("printed reviewer set", "S"), ("paid ₱10,000.00", "S"),
     ("of ₱18,500.00", "S"), ("leaves ₱7,500.00", "C", R_AMT), ("due by 07/31/2026", "S")],
    errors=["wrong_arithmetic"], notes="18,500 less 10,000 is 8,500 (invoice balance 8500.00).",
    excl=["₱7,500.00"], incl=["₱8,500|PHP 8,500", "₱18,500", "07/31/2026"], repair=True)

# ---------------------------------------------------------------- B09 exam-prep centre: diagnostic quiz attempts
b = {"domain": "exam-prep centre", "api": API, "now": "2026-07-08T19:00:00+08:00",
     "question": "How long is the math diagnostic, how many tries do I have left, and when does it close?",
     "evidence": [
  {"id": "lms.quizzes#8841", "kind": "record", "source": "tool:lms_get_quiz",
   "fields": {"course": {"id": "UPCAT-SUM26", "name": "UPCAT Review - Summer 2026"},
              "quiz": {"quiz_id": 8841, "title": "UPCAT Diagnostic Test - Math & Science", "time_limit": "PT90M", "allowed_attempts": 2,
                       "question_count": 60, "points_possible": 60, "unlock_at": "2026-07-01T00:00:00Z", "lock_at": "2026-07-10T14:00:00Z",
                       "show_correct_answers_at": "2026-07-11T02:00:00Z", "scoring_policy": "keep_highest"}}},
  {"id": "lms.quiz_submissions#8841-stu_3075", "kind": "record", "source": "tool:lms_list_quiz_submissions",
   "fields": {"user": {"id": "stu_3075", "name": "Miguel Santos"},
              "quiz_submissions": [{"attempt": 1, "started_at": "2026-07-03T11:05:00Z", "finished_at": "2026-07-03T12:21:00Z",
                                    "time_spent": 4560, "score": 38.0, "kept_score": 38.0, "workflow_state": "complete"}],
              "attempts_left": 1}},
  {"id": "lms.quizzes#8842", "kind": "record", "source": "tool:lms_get_quiz",
   "fields": {"quiz": {"quiz_id": 8842, "title": "UPCAT Diagnostic Test - Language & Reading Comprehension", "time_limit": "PT60M",
                       "allowed_attempts": 1, "question_count": 50, "lock_at": "2026-07-17T14:00:00Z"}}},
  {"id": "policy#diagnostics", "kind": "policy", "revision": "S26",
   "text": "Diagnostic tests are used for placement in small-group sessions and do not count toward any grade. Each diagnostic has its own time limit and number of attempts, shown on the test page. If you take a diagnostic more than once, your highest score is the one kept. Correct answers are released after the diagnostic closes."}]}

add(b, "diagnostic-attempts",
    "Hi Migs! Here's what you need for the UPCAT Diagnostic Test - Math & Science:\n- Time limit: 90 minutes\n- Attempts: you've used 1 of 2, so you have 1 left\n- Closes: this Friday, 07/10/2026, at 10:00 PM\nYour first attempt scored 38 out of 60, and if you retake it, your higher score is the one that's kept. Go for it!",
    [("Time limit: 90 minutes", "S"), ("you've used 1 of 2", "S"), ("you have 1 left", "S"), ("this Friday, 07/10/2026, at 10:00 PM", "S"),
     ("38 out of 60", "S"), ("your higher score is the one that's kept", "S"), ("Go for it!", "NA")],
    notes="time_limit PT90M; allowed_attempts 2, attempts_left 1; lock_at 07/10 14:00Z = Fri 10:00 PM Manila; score 38/60; scoring keep_highest and policy.",
    incl=["90 minutes", "10:00 PM"])
add(b, "diagnostic-attempts",
    "You have one attempt left on the Math & Science diagnostic; it's an hour and a half long and closes Friday at 10 PM. Your first try took 76 minutes, and correct answers are shown from July 11, 2026, 10:00 AM.",
    [("one attempt left", "S"), ("an hour and a half long", "S"), ("closes Friday at 10 PM", "S"), ("first try took 76 minutes", "S"),
     ("July 11, 2026, 10:00 AM", "S")],
    notes="attempts_left 1; PT90M; lock_at Fri 10 PM Manila; time_spent 4560 s = 76 min; show_correct_answers_at 02:00Z = 10:00 AM.",
    incl=["one attempt left", "10 PM"])
add(b, "diagnostic-attempts",
    "Hi Migs! Here's what you need for the UPCAT Diagnostic Test - Math & Science:\n- Time limit: 60 minutes\n- Attempts: you've used 1 of 2, so you have 1 left\n- Closes: this Friday, 07/10/2026, at 10:00 PM\nYour first attempt scored 38 out of 60, and if you retake it, your higher score is the one that's kept. Go for it!",
    [("Time limit: 60 minutes", "C", R_VAL), ("you've used 1 of 2", "S"), ("you have 1 left", "S"), ("this Friday, 07/10/2026, at 10:00 PM", "S"),
     ("38 out of 60", "S"), ("your higher score is the one that's kept", "S"), ("Go for it!", "NA")],
    errors=["other_record_value"], notes="PT60M is the Language & Reading diagnostic (8842); Math & Science is PT90M.",
    excl=["60 minutes"])
add(b, "diagnostic-attempts",
    "Hi Migs, the Math & Science diagnostic gives you 90 minutes, and you still have 2 attempts left before it closes on 07/10/2026 at 10:00 PM. Just so you know, if you take it again, your latest score is the one that counts.",
    [("gives you 90 minutes", "S"), ("still have 2 attempts left", "C", R_VAL), ("closes on 07/10/2026 at 10:00 PM", "S"),
     ("your latest score is the one that counts", "C", R_POL)],
    errors=["wrong_quantity", "wrong_policy_condition"],
    notes="attempts_left is 1 (1 of 2 used). Policy and scoring_policy keep the highest score, not the latest.",
    excl=["2 attempts left", "latest score is the one that counts"], tag="wrong-quantity")
add(b, "diagnostic-attempts",
    "One attempt left, 90 minutes long, and it closes Friday at 2:00 PM.",
    [("One attempt left", "S"), ("90 minutes long", "S"), ("closes Friday at 2:00 PM", "C", R_DATE)],
    errors=["unit_conversion"], notes="lock_at 14:00Z is 10:00 PM Manila; 2:00 PM is the UTC clock time.",
    excl=["at 2:00 PM"])
add(b, "diagnostic-attempts",
    "Hi Migs! The UPCAT Diagnostic Test - Math & Science has a 90-minute time limit, and you have 1 of your 2 attempts left. It closes on 07/11/2026 at 10:00 PM.",
    [("90-minute time limit", "S"), ("1 of your 2 attempts left", "S"), ("closes on 07/11/2026 at 10:00 PM", "C", R_DATE)],
    errors=["wrong_date"], notes="lock_at 2026-07-10T14:00Z is 07/10 10:00 PM Manila; 07/11 is when answers are shown.",
    excl=["07/11/2026"], incl=["07/10/2026|July 10|7/10|Friday", "90-minute|90 minutes", "1 of your 2|one attempt|1 attempt"], repair=True)

# ---------------------------------------------------------------- B10 adult evening classes: waitlist invitation
b = {"domain": "adult evening classes", "api": API, "now": "2026-08-26T09:15:00+08:00",
     "question": "I got an email about a seat in the bread baking class. Am I in?",
     "evidence": [
  {"id": "lms.enrollments#lrn_1147", "kind": "record", "source": "tool:lms_list_enrollments",
   "fields": {"user": {"id": "lrn_1147", "name": "Teresita Bautista", "short_name": "Tess"},
              "enrollments": [
                  {"section_id": "EVE-BAKE-201-T", "course_name": "Artisan Bread Baking (Tue/Thu 6:30-9:00 PM)", "enrollment_state": "invited",
                   "invited_at": "2026-08-24T16:00:00Z", "invitation_expires_at": "2026-08-27T15:59:00Z", "source": "WAITLIST"},
                  {"section_id": "EVE-PHOTO-110-W", "course_name": "Smartphone Photography (Wed 7:00-9:00 PM)", "enrollment_state": "active"}]}},
  {"id": "catalog.sections#EVE-BAKE-201-T", "kind": "record", "source": "tool:catalog_get_section",
   "fields": {"section_id": "EVE-BAKE-201-T", "term": {"start_at": "2026-09-01T10:30:00Z", "end_at": "2026-10-22T13:00:00Z"},
              "sessions_count": 16, "seats": {"capacity": 14, "taken": 13, "waitlist_length": 5},
              "fee": {"amount": 780000, "currency": "PHP"}, "materials_fee": {"amount": 150000, "currency": "PHP", "collect": "CASH_FIRST_SESSION"}}},
  {"id": "policy#waitlist", "kind": "policy", "revision": "2026-T3",
   "text": "Evening classes fill quickly, so we keep a waitlist for each section. When a seat opens, the next person on the list is invited and the seat is held for three days; the exact expiry time is in the invitation. To confirm the seat, pay the course fee before the hold expires. Materials fees are collected in cash on the first night of class. If the hold expires, the seat goes to the next person and you return to the end of the waitlist."}]}

add(b, "waitlist-offer",
    "Good news, Tess! A seat opened in Artisan Bread Baking (Tue/Thu, 6:30-9:00 PM), and you've been invited to take it. You're not enrolled yet: to confirm, please pay the ₱7,800.00 course fee before your invitation expires tomorrow (Thursday) at 11:59 PM. The ₱1,500.00 materials fee is paid in cash on the first night, 09/01/2026.",
    [("you've been invited to take it", "S"), ("You're not enrolled yet", "S"), ("pay the ₱7,800.00 course fee", "S"),
     ("expires tomorrow (Thursday) at 11:59 PM", "S"), ("₱1,500.00 materials fee", "S"), ("paid in cash", "S"), ("first night, 09/01/2026", "S")],
    notes="enrollment_state invited; invitation_expires_at 08/27 15:59Z = Thu 11:59 PM Manila (now Wed 08/26); fee 780000 and materials 150000 centavos; term start 09/01 10:30Z = 6:30 PM.",
    incl=["₱7,800.00", "11:59 PM"])
add(b, "waitlist-offer",
    "Here's where things stand, Tess:\n- Artisan Bread Baking: invited (seat on hold, not yet confirmed)\n- Hold expires: 08/27/2026, 11:59 PM\n- Course fee to confirm: ₱7,800\n- Classes: 16 sessions starting 09/01/2026 at 6:30 PM\n- Smartphone Photography: you're already enrolled and active",
    [("invited (seat on hold, not yet confirmed)", "S"), ("08/27/2026, 11:59 PM", "S"), ("Course fee to confirm: ₱7,800", "S"), ("16 sessions", "S"),
     ("starting 09/01/2026 at 6:30 PM", "S"), ("already enrolled and active", "S")],
    notes="invited state; expiry 11:59 PM 08/27 Manila; fee 780000; sessions_count 16; start_at 10:30Z = 6:30 PM; photography enrollment active.",
    incl=["₱7,800", "08/27/2026"])
add(b, "waitlist-offer",
    "Great news, Tess! You're now enrolled in Artisan Bread Baking (Tue/Thu, 6:30-9:00 PM), starting 09/01/2026. Just bring ₱1,500.00 in cash for materials on the first night.",
    [("You're now enrolled", "C", R_STATE), ("starting 09/01/2026", "S"), ("₱1,500.00 in cash for materials", "S")],
    errors=["wrong_state"], notes="enrollment_state is invited: the seat is only held until she pays the course fee.",
    excl=["You're now enrolled"])
add(b, "waitlist-offer",
    "Hi Tess! You've been invited to a seat in Artisan Bread Baking. Invitations hold the seat for a week, so there's no rush. Altogether you'll pay ₱8,300 (₱7,800 course fee plus ₱1,500 materials).",
    [("You've been invited", "S"), ("hold the seat for a week", "C", R_POL + ["DATE_MISMATCH"]), ("Altogether you'll pay ₱8,300", "C", R_AMT),
     ("₱7,800 course fee plus ₱1,500 materials", "S")],
    errors=["wrong_period", "wrong_arithmetic"],
    notes="Policy holds the seat for three days (expires 08/27 11:59 PM). 7,800 + 1,500 is 9,300.",
    excl=["for a week", "₱8,300"], tag="wrong-period")
add(b, "waitlist-offer",
    "Your seat invitation expires tomorrow at 11:59 PM; if it lapses, you'll stay first in line for the next opening.",
    [("expires tomorrow at 11:59 PM", "S"), ("you'll stay first in line", "C", R_POL)],
    errors=["wrong_policy_condition"], notes="Policy: if the hold expires you return to the end of the waitlist.",
    excl=["stay first in line"])
add(b, "waitlist-offer",
    "Hi Tess! You've been invited to a seat in Artisan Bread Baking, and the hold expires 08/27/2026 at 11:59 PM. Classes start 09/01/2026 at 10:30 AM, and the course fee is ₱7,800.00.",
    [("You've been invited", "S"), ("expires 08/27/2026 at 11:59 PM", "S"), ("start 09/01/2026 at 10:30 AM", "C", R_DATE), ("course fee is ₱7,800.00", "S")],
    errors=["unit_conversion"], notes="term.start_at 10:30Z is 6:30 PM Manila (the section meets 6:30-9:00 PM).",
    excl=["10:30 AM"], incl=["6:30 PM|6:30 pm|6:30", "₱7,800", "11:59 PM"], repair=True)

# ---------------------------------------------------------------- B11 adult evening classes: attendance certificate
b = {"domain": "adult evening classes", "api": API,
     "question": "I missed a few Japanese classes - will I still get my certificate?",
     "evidence": [
  {"id": "attendance.summary#lrn_2093-JPN101", "kind": "record", "source": "tool:attendance_get_summary",
   "fields": {"user": {"id": "lrn_2093", "name": "Dennis Cruz"},
              "section": {"id": "EVE-JPN-101-MW", "course_name": "Conversational Japanese 1 (Mon/Wed 7:00-8:30 PM)",
                          "term": {"start_at": "2026-09-07T11:00:00Z", "end_at": "2026-11-18T12:30:00Z"}},
              "sessions_total": 20, "present": 15, "absent_excused_medical": 2, "absent_unexcused": 3,
              "attendance_rate_counted": 0.85, "completion_threshold": 0.8}},
  {"id": "certs.get#COC-JPN101-2611-0042", "kind": "record", "source": "tool:certificates_get",
   "fields": {"certificate_id": "COC-JPN101-2611-0042", "type": "CERTIFICATE_OF_COMPLETION", "status": "ISSUED",
              "issued_at": "2026-11-28T07:45:00Z", "delivery": "EMAIL_PDF", "sent_to": "d***z@gmail.com"}},
  {"id": "attendance.summary#lrn_2093-KOR101", "kind": "record", "source": "tool:attendance_get_summary",
   "fields": {"section": {"id": "EVE-KOR-101-TH", "course_name": "Korean for Beginners (Thu 7:00-9:00 PM)"},
              "sessions_total": 20, "present": 12, "absent_excused_medical": 0, "absent_unexcused": 8,
              "attendance_rate_counted": 0.6, "certificate_status": "NOT_ELIGIBLE"}},
  {"id": "policy#completion-certificates", "kind": "policy", "revision": "2026",
   "text": "Our evening courses do not have exams. A certificate of completion is issued to learners who attend at least 80% of the sessions in a course. Up to two absences backed by a medical certificate are counted as attended; other absences are not. Certificates are emailed as a PDF after the course ends. A framed printed copy can be ordered for PHP 450."}]}

add(b, "attendance-certificate",
    "Hi Dennis! Yes, you qualified. You attended 15 of 20 sessions, and your 2 medically excused absences count as attended, which brings you to 17, or 85%, above the 80% requirement. Your certificate of completion (COC-JPN101-2611-0042) was issued on 11/28/2026 at 3:45 PM and emailed to you as a PDF. Well done!",
    [("attended 15 of 20 sessions", "S"), ("2 medically excused absences count as attended", "S"), ("brings you to 17", "S"),
     ("85%, above the 80% requirement", "S"), ("issued on 11/28/2026 at 3:45 PM", "S"), ("emailed to you as a PDF", "S"), ("Well done!", "NA")],
    notes="present 15 of 20, absent_excused_medical 2, rate 0.85, threshold 0.8; issued_at 07:45Z = 3:45 PM Manila; EMAIL_PDF; policy counts up to two medical absences.",
    incl=["85%", "11/28/2026"])
add(b, "attendance-certificate",
    "Attendance summary (Conversational Japanese 1):\n- Present: 15 sessions\n- Medically excused: 2 (these count as attended)\n- Unexcused absences: 3\n- Counted attendance: 85% (you needed 80%)\nCertificate: issued 11/28/2026 and emailed as a PDF. A framed copy is available for ₱450 if you'd like one!",
    [("Present: 15 sessions", "S"), ("Medically excused: 2", "S"), ("Unexcused absences: 3", "S"), ("Counted attendance: 85%", "S"),
     ("you needed 80%", "S"), ("issued 11/28/2026", "S"), ("emailed as a PDF", "S"), ("framed copy is available for ₱450", "S")],
    notes="attendance fields; certificate ISSUED 11/28 Manila; policy framed copy PHP 450.", incl=["85%", "₱450"])
add(b, "attendance-certificate",
    "Hi Dennis! You attended 12 of 20 sessions, but with your 2 medically excused absences you still cleared the 80% requirement, and your certificate was issued on 11/28/2026.",
    [("attended 12 of 20 sessions", "C", R_VAL), ("2 medically excused absences", "S"), ("cleared the 80% requirement", "S"),
     ("issued on 11/28/2026", "S")],
    errors=["other_record_value"], notes="12 of 20 is the Korean for Beginners attendance; Japanese 1 present is 15.",
    excl=["12 of 20"])
add(b, "attendance-certificate",
    "Hi Dennis! Good news: absences you told your teacher about in advance count as attended, so you're at 85%, above the 80% requirement. Your certificate was issued on 11/28/2026, and you can also get a framed copy at no charge.",
    [("absences you told your teacher about in advance count as attended", "C", R_POL), ("you're at 85%", "S"),
     ("above the 80% requirement", "S"), ("issued on 11/28/2026", "S"), ("framed copy at no charge", "C", R_POL + ["AMOUNT_MISMATCH"])],
    errors=["wrong_policy_condition", "wrong_amount"],
    notes="Policy counts only up to two absences backed by a medical certificate; framed copies cost PHP 450.",
    excl=["told your teacher about in advance", "at no charge"], tag="wrong-policy-condition")
add(b, "attendance-certificate",
    "Yes - 85% counted attendance, and your certificate was issued 11/28/2026 at 7:45 AM.",
    [("85% counted attendance", "S"), ("issued 11/28/2026 at 7:45 AM", "C", R_DATE)],
    errors=["unit_conversion"], notes="issued_at 07:45Z is 3:45 PM Manila.", excl=["7:45 AM"])
add(b, "attendance-certificate",
    "Hi Dennis! You attended 15 of 20 sessions, and your 2 medically excused absences count as attended, so your counted attendance is 17 of 20, or 75%. Your certificate was issued on 11/28/2026 and emailed as a PDF.",
    [("attended 15 of 20 sessions", "S"), ("2 medically excused absences count as attended", "S"), ("17 of 20", "S"),
     ("or 75%", "C", R_VAL), ("issued on 11/28/2026", "S"), ("emailed as a PDF", "S")],
    errors=["wrong_arithmetic"], notes="17 of 20 is 85% (attendance_rate_counted 0.85).",
    excl=["or 75%"], incl=["85%", "11/28/2026", "17 of 20|17"], repair=True)

# ---------------------------------------------------------------- B12 adult evening classes: cancelled session, make-up
b = {"domain": "adult evening classes", "api": API, "now": "2026-10-15T13:00:00+08:00",
     "question": "Tonight's woodworking class was cancelled. Will there be a make-up, or can I get a credit?",
     "evidence": [
  {"id": "lms.calendar_events#EVE-WOOD-120", "kind": "record", "source": "tool:lms_list_calendar_events",
   "fields": {"section": {"id": "EVE-WOOD-120-TH", "course_name": "Intro to Woodworking (Thu 6:00-9:00 PM)"},
              "events": [
                  {"id": "EV-3391", "title": "Session 5: Joinery basics", "start_at": "2026-10-15T10:00:00Z", "end_at": "2026-10-15T13:00:00Z",
                   "workflow_state": "deleted", "cancel_reason": "INSTRUCTOR_ILLNESS"},
                  {"id": "EV-3420", "title": "Session 5 make-up: Joinery basics", "start_at": "2026-10-24T02:00:00Z", "end_at": "2026-10-24T05:00:00Z",
                   "workflow_state": "active", "location_name": "Workshop 2, Marikina campus"},
                  {"id": "EV-3392", "title": "Session 6: Finishing and staining", "start_at": "2026-10-22T10:00:00Z", "end_at": "2026-10-22T13:00:00Z",
                   "workflow_state": "active", "location_name": "Workshop 1, Marikina campus"}]}},
  {"id": "billing.issue_session_credit#call-3", "kind": "refused_call", "tool": "issue_session_credit", "decision": "DENY",
   "args": {"learner_id": "lrn_5560", "section_id": "EVE-WOOD-120-TH", "amount": 95000, "currency": "PHP"}},
  {"id": "policy#cancelled-sessions", "kind": "policy", "revision": "v2",
   "text": "Sometimes we have to cancel a session because of illness, weather or a facilities problem. When we cancel a session, we schedule a make-up session within three weeks. Session credits are given only when no make-up session is offered. If you cannot attend the make-up, you may join the same session in another section, subject to seat availability."}]}

add(b, "cancelled-session",
    "Hi Lorna, I'm sorry about tonight's cancellation - our instructor is out sick. The good news is that Session 5 (Joinery basics) has a make-up on Saturday, 10/24/2026, from 10:00 AM to 1:00 PM in Workshop 2 at the Marikina campus. I wasn't able to add a session credit, since credits are only given when no make-up is offered. If Saturday doesn't work for you, you can join Session 5 in another section, as long as seats are available.",
    [("our instructor is out sick", "S"), ("make-up on Saturday, 10/24/2026", "S"), ("from 10:00 AM to 1:00 PM", "S"),
     ("Workshop 2 at the Marikina campus", "S"), ("wasn't able to add a session credit", "S"), ("only given when no make-up is offered", "S"),
     ("join Session 5 in another section", "S"), ("as long as seats are available", "S")],
    notes="EV-3391 deleted with INSTRUCTOR_ILLNESS; EV-3420 10/24 02:00-05:00Z = Sat 10 AM-1 PM Manila in Workshop 2; credit call DENY; policy.",
    incl=["10/24/2026", "10:00 AM"])
add(b, "cancelled-session",
    "Here's the update for Intro to Woodworking:\n- Tonight's Session 5 (Joinery basics): cancelled\n- Make-up: Sat 10/24/2026, 10:00 AM to 1:00 PM, Workshop 2, Marikina campus\n- Session credit: not available, because a make-up is scheduled",
    [("(Joinery basics): cancelled", "S"), ("Sat 10/24/2026, 10:00 AM to 1:00 PM", "S"), ("Workshop 2, Marikina campus", "S"),
     ("Session credit: not available", "S"), ("because a make-up is scheduled", "S")],
    notes="EV-3391 deleted; EV-3420 active make-up; issue_session_credit DENY; policy credits only without make-up.",
    incl=["10/24/2026"])
add(b, "cancelled-session",
    "Hi Lorna, sorry about tonight! Session 5 has a make-up on Saturday, 10/24/2026 at 10:00 AM in Workshop 2. As a thank-you for your patience, I've added a ₱950.00 session credit to your account.",
    [("sorry about tonight!", "NA"), ("make-up on Saturday, 10/24/2026 at 10:00 AM", "S"), ("in Workshop 2", "S"),
     ("I've added a ₱950.00 session credit", "C", R_NX)],
    errors=["refused_call_effect"], notes="issue_session_credit (95000 centavos) was DENY.",
    excl=["I've added a ₱950.00 session credit"])
add(b, "cancelled-session",
    "Hi Lorna! Tonight's Session 5 was called off because of a room conflict, and the make-up is on Saturday, 10/24/2026, 10:00 AM to 1:00 PM. We always hold make-ups within one week of a cancelled session.",
    [("because of a room conflict", "C", ["VALUE_MISMATCH", "RECORD_STATE_MISMATCH"]), ("make-up is on Saturday, 10/24/2026", "S"),
     ("10:00 AM to 1:00 PM", "S"), ("within one week of a cancelled session", "C", R_POL)],
    errors=["wrong_value", "wrong_period"],
    notes="cancel_reason is INSTRUCTOR_ILLNESS. Policy schedules make-ups within three weeks (and this one is nine days later).",
    excl=["room conflict", "within one week"], tag="wrong-value")
add(b, "cancelled-session",
    "Hi Lorna, sorry for the short notice! Tonight's Joinery basics session is cancelled, and its make-up is on Saturday, 10/17/2026, from 10:00 AM to 1:00 PM in Workshop 2. A session credit isn't available because a make-up is being offered.",
    [("sorry for the short notice!", "NA"), ("Joinery basics session is cancelled", "S"), ("Saturday, 10/17/2026", "C", R_DATE),
     ("from 10:00 AM to 1:00 PM", "S"), ("in Workshop 2", "S"), ("credit isn't available", "S")],
    errors=["wrong_date"], notes="The make-up EV-3420 is on 10/24/2026 (Saturday), not 10/17.",
    excl=["10/17/2026"], incl=["10/24/2026|10/24|October 24", "10:00 AM", "Workshop 2"], repair=True)

add(b, "cancelled-session",
    "Tonight's session was cancelled due to instructor illness; the make-up is Sat 10/24, 10 AM to 1 PM, in Workshop 2.",
    [("cancelled due to instructor illness", "S"), ("make-up is Sat 10/24, 10 AM to 1 PM", "S"), ("in Workshop 2", "S")],
    notes="EV-3391 deleted, INSTRUCTOR_ILLNESS; EV-3420 10/24 02:00-05:00Z = 10 AM-1 PM Manila.", incl=["10/24"])

# ---------------------------------------------------------------- B13 adult evening classes: invoice + senior discount
b = {"domain": "adult evening classes", "api": API,
     "question": "How much is my watercolor class bill? Do I get the senior discount?",
     "evidence": [
  {"id": "sis.learners#lrn_8812", "kind": "record", "source": "tool:sis_get_learner",
   "fields": {"learner_id": "lrn_8812", "name": "Rosario Dizon", "birth_date": "1967-03-19",
              "discount_eligibility": {"senior_citizen": False, "osca_id_on_file": False, "pwd": False}}},
  {"id": "billing.invoices#EVC-2026-04418", "kind": "record", "source": "tool:billing_get_invoice",
   "fields": {"invoice_no": "EVC-2026-04418", "status": "UNPAID", "currency": "PHP",
              "line_items": [{"code": "COURSE_FEE", "description": "Watercolor Landscapes (Sat 4:00-6:00 PM)", "amount": 420000},
                             {"code": "MATERIALS", "description": "Paper, brushes, pigment set", "amount": 60000},
                             {"code": "REGISTRATION", "description": "Term registration", "amount": 25000}],
              "discounts": [], "amount_due": 505000, "due_at": "2026-01-09T15:59:59Z"}},
  {"id": "billing.invoices#EVC-2025-03970", "kind": "record", "source": "tool:billing_get_invoice",
   "fields": {"invoice_no": "EVC-2025-03970", "status": "VOID", "void_reason": "PRICE_UPDATE", "currency": "PHP",
              "line_items": [{"code": "COURSE_FEE", "amount": 390000}, {"code": "MATERIALS", "amount": 60000}, {"code": "REGISTRATION", "amount": 25000}],
              "amount_due": 475000, "due_at": "2025-12-30T15:59:59Z"}},
  {"id": "policy#discounts-payment", "kind": "policy", "revision": "2026.1",
   "text": "Invoices must be paid by the due date to keep your seat. Learners aged 60 and above receive a 20% discount on the course fee once a valid OSCA ID is on file. The senior discount does not apply to materials or registration fees. Registration fees are non-refundable once paid."}]}

add(b, "senior-discount",
    "Hi Tita Rosario! Here's your bill for Watercolor Landscapes (invoice EVC-2026-04418):\n- Course fee: ₱4,200.00\n- Materials: ₱600.00\n- Registration: ₱250.00\n- Total due: ₱5,050.00, by 01/09/2026\nAbout the senior discount: it's 20% off the course fee for learners 60 and above with an OSCA ID on file. Our records don't show you as eligible yet, so it isn't applied to this invoice.",
    [("Course fee: ₱4,200.00", "S"), ("Materials: ₱600.00", "S"), ("Registration: ₱250.00", "S"), ("Total due: ₱5,050.00", "S"),
     ("by 01/09/2026", "S"), ("20% off the course fee", "S"), ("60 and above with an OSCA ID on file", "S"),
     ("don't show you as eligible yet", "S"), ("isn't applied to this invoice", "S")],
    notes="line items 420000/60000/25000, amount_due 505000 centavos, due 01/09 11:59 PM Manila; senior_citizen false; discounts empty; policy 20% on course fee.",
    incl=["₱5,050.00", "01/09/2026"])
add(b, "senior-discount",
    "Your invoice EVC-2026-04418 comes to ₱5,050.00, due 01/09/2026; no senior discount is applied, as you're not on file as a senior learner.",
    [("comes to ₱5,050.00", "S"), ("due 01/09/2026", "S"), ("no senior discount is applied", "S"), ("not on file as a senior learner", "S")],
    notes="amount_due 505000; discounts []; discount_eligibility.senior_citizen false.", incl=["₱5,050.00"])
add(b, "senior-discount",
    "Dear Ms. Dizon,\n\nThank you for signing up for Watercolor Landscapes! Your invoice totals five thousand fifty pesos (₱5,050), payable by January 9, 2026, 11:59 PM. Please note that the senior citizen discount covers only the course fee, not materials or registration.\n\nWarm regards,\nEvening Classes Office",
    [("Thank you for signing up", "NA"), ("five thousand fifty pesos (₱5,050)", "S"), ("January 9, 2026, 11:59 PM", "S"),
     ("covers only the course fee, not materials or registration", "S"), ("Warm regards", "NA")],
    notes="amount_due 505000 centavos; due_at 01/09 15:59:59Z = 11:59 PM Manila; policy excludes materials and registration.",
    incl=["₱5,050", "January 9, 2026"])
add(b, "senior-discount",
    "Hi Tita Rosario! Your bill for Watercolor Landscapes (invoice EVC-2026-04418) comes to ₱4,750.00, due 01/09/2026. As a senior learner, you also get 20% (₱840.00) off the course fee.",
    [("comes to ₱4,750.00", "C", R_AMT), ("due 01/09/2026", "S"),
     ("As a senior learner, you also get 20% (₱840.00) off", "CI", ["RECORD_STATE_MISMATCH", "VALUE_MISMATCH", "CLAIM_WITHOUT_TOOL_EVIDENCE", "NLI_CONTRADICTION"])],
    errors=["stale_value", "condition_unmet"],
    notes="4,750 is the VOID invoice EVC-2025-03970 (old price); current amount_due is 505000. senior_citizen false, no OSCA ID, discounts empty.",
    excl=["₱4,750.00", "₱840.00"], tag="stale-value")
add(b, "senior-discount",
    "Here's your Watercolor Landscapes bill:\n- Course fee: ₱4,200.00\n- Materials: ₱600.00\n- Registration: ₱250.00\n- Total: ₱4,800.00, due 01/09/2026\nOnce you turn 60 and your OSCA ID is on file, the 20% senior discount will apply to the whole invoice, materials included.",
    [("Course fee: ₱4,200.00", "S"), ("Materials: ₱600.00", "S"), ("Registration: ₱250.00", "S"), ("Total: ₱4,800.00", "C", R_AMT),
     ("due 01/09/2026", "S"), ("apply to the whole invoice, materials included", "C", R_POL)],
    errors=["wrong_arithmetic", "wrong_policy_condition"],
    notes="4,200 + 600 + 250 is 5,050 (the draft left out registration). Policy: the discount covers only the course fee.",
    excl=["₱4,800.00", "whole invoice"], tag="wrong-arithmetic")
add(b, "senior-discount",
    "Hi Tita Rosario! Your Watercolor Landscapes invoice EVC-2026-04418 lists a course fee of ₱4,200.00, materials of ₱60,000.00, and registration of ₱250.00, for a total of ₱5,050.00 due 01/09/2026.",
    [("course fee of ₱4,200.00", "S"), ("materials of ₱60,000.00", "C", R_AMT), ("registration of ₱250.00", "S"), ("total of ₱5,050.00", "S"),
     ("due 01/09/2026", "S")],
    errors=["unit_conversion"], notes="MATERIALS amount 60000 is in centavos: ₱600.00.",
    excl=["₱60,000.00"], incl=["₱600|600.00", "₱5,050", "₱4,200"], repair=True)

# ---------------------------------------------------------------- B14 language-certification testing: results release
b = {"domain": "language-certification testing", "api": API,
     "question": "Are my LTE results out? I need at least 6.5 in every section for my visa.",
     "evidence": [
  {"id": "testing.registrations#CND-2026-118834", "kind": "record", "source": "tool:testing_get_registration",
   "fields": {"candidate_id": "CND-2026-118834", "name": "Angela Ramos", "test": "LTE Academic", "test_date": "2026-03-07",
              "venue": "Makati Test Centre", "status": "RESULTS_RELEASED"}},
  {"id": "testing.results#RES-88341", "kind": "record", "source": "tool:testing_get_result",
   "fields": {"result_id": "RES-88341", "candidate_id": "CND-2026-118834", "released_at": "2026-03-20T04:00:00Z",
              "scores": {"listening": 7.5, "reading": 7.0, "writing": 6.0, "speaking": 7.5}, "overall": 7.0, "cefr_level": "C1",
              "trf": {"trf_number": "26PH118834RAMA001A", "issued_at": "2026-03-20T04:00:00Z", "valid_until": "2028-03-19"}}},
  {"id": "testing.results#RES-50127", "kind": "record", "source": "tool:testing_get_result",
   "fields": {"result_id": "RES-50127", "candidate_id": "CND-2024-077120", "test_date": "2024-08-17",
              "scores": {"listening": 6.5, "reading": 6.0, "writing": 5.5, "speaking": 6.0}, "overall": 6.0, "cefr_level": "B2",
              "trf": {"status": "EXPIRED"}}},
  {"id": "policy#results-remarks", "kind": "policy", "revision": "2026-01",
   "text": "Results are published online 13 days after the test. The Test Report Form is valid for two years. If you disagree with a score, you may request a remark within 6 weeks of your test date. The remark fee is PHP 4,500 and is refunded in full if any of your band scores goes up. We cannot advise on the requirements of visa or licensing bodies."}]}

add(b, "results-release",
    "Congratulations, Angela! Your LTE Academic results were released on 03/20/2026. Overall band: 7.0 (CEFR C1).\n- Listening: 7.5\n- Reading: 7.0\n- Writing: 6.0\n- Speaking: 7.5\nHeads-up: your Writing score (6.0) is below the 6.5 you mentioned. If you think it deserves a second look, you can request a remark within 6 weeks of your 03/07/2026 test for ₱4,500, which is refunded in full if a band score goes up.",
    [("released on 03/20/2026", "S"), ("Overall band: 7.0", "S"), ("(CEFR C1)", "S"), ("Listening: 7.5", "S"), ("Reading: 7.0", "S"),
     ("Writing: 6.0", "S"), ("Speaking: 7.5", "S"), ("Writing score (6.0) is below the 6.5", "S"), ("within 6 weeks", "S"),
     ("03/07/2026 test", "S"), ("for ₱4,500", "S"), ("refunded in full if a band score goes up", "S")],
    notes="RES-88341 scores and overall 7.0, C1, released 03/20 Manila; test_date 2026-03-07; policy remark 6 weeks, PHP 4,500, refund if a band goes up.",
    incl=["7.0", "Writing: 6.0"])
add(b, "results-release",
    "Yes - released 03/20/2026: overall 7.0, but Writing is 6.0, under your 6.5 target.",
    [("released 03/20/2026", "S"), ("overall 7.0", "S"), ("Writing is 6.0", "S")],
    notes="released_at 2026-03-20T04:00Z; overall 7.0; writing 6.0.", incl=["6.0"])
add(b, "results-release",
    "Your Test Report Form (26PH118834RAMA001A) was issued on March 20, 2026 and is valid until March 19, 2028. Overall you scored 7.0; every section is 6.5 or above except Writing, at 6.0.",
    [("(26PH118834RAMA001A)", "S"), ("issued on March 20, 2026", "S"), ("valid until March 19, 2028", "S"), ("Overall you scored 7.0", "S"),
     ("every section is 6.5 or above except Writing", "S"), ("at 6.0", "S")],
    notes="trf fields; listening 7.5, reading 7.0, speaking 7.5 are at least 6.5, writing 6.0.", incl=["26PH118834RAMA001A", "March 19, 2028"])
add(b, "results-release",
    "Yes - released 03/20/2026: overall 7.0, but Writing is 5.5, under your 6.5 target.",
    [("released 03/20/2026", "S"), ("overall 7.0", "S"), ("Writing is 5.5", "C", R_VAL)],
    errors=["other_record_value"], notes="Writing 5.5 is from the 2024 attempt (RES-50127); this result's writing is 6.0.",
    excl=["Writing is 5.5"])
add(b, "results-release",
    "Hi Angela! Your results are out: overall 7.0, with Writing at 6.0. You can ask for a remark within 6 months of your test, and the ₱4,500 fee is refunded if the result doesn't change.",
    [("overall 7.0", "S"), ("Writing at 6.0", "S"), ("within 6 months of your test", "C", R_POL),
     ("refunded if the result doesn't change", "C", R_POL)],
    errors=["wrong_period", "wrong_policy_condition"],
    notes="Policy: remarks within 6 weeks; the fee is refunded only if a band score goes up.",
    excl=["within 6 months", "refunded if the result doesn't change"], tag="wrong-period")
add(b, "results-release",
    "Good news, Angela: your candidate number is 26PH118834RAMA001A, and your results were released on 03/20/2026 at 12:00 PM.",
    [("candidate number is 26PH118834RAMA001A", "C", R_ID), ("released on 03/20/2026 at 12:00 PM", "S")],
    errors=["wrong_role"], notes="26PH118834RAMA001A is the TRF number; the candidate id is CND-2026-118834. released_at 04:00Z = 12:00 PM Manila.",
    excl=["candidate number is 26PH118834RAMA001A"])
add(b, "results-release",
    "Hi Angela! Your LTE Academic results were released on 03/20/2026: overall band 7.0 (CEFR B2), with Listening 7.5, Reading 7.0, Writing 6.0 and Speaking 7.5.",
    [("released on 03/20/2026", "S"), ("overall band 7.0", "S"), ("(CEFR B2)", "C", R_VAL), ("Listening 7.5", "S"), ("Reading 7.0", "S"),
     ("Writing 6.0", "S"), ("Speaking 7.5", "S")],
    errors=["other_record_value"], notes="cefr_level is C1; B2 is the level of the 2024 result RES-50127.",
    excl=["CEFR B2"], incl=["C1", "7.0", "Writing 6.0|Writing: 6.0|6.0"], repair=True)

# ---------------------------------------------------------------- B15 language-certification testing: transfer refused
b = {"domain": "language-certification testing", "api": API, "now": "2026-04-28T11:00:00+08:00",
     "question": "Can I move my LTE test on May 16 to June 13?",
     "evidence": [
  {"id": "testing.bookings#LTE-BK-440918", "kind": "record", "source": "tool:testing_get_booking",
   "fields": {"booking_ref": "LTE-BK-440918", "candidate": {"id": "CND-2026-130552", "name": "Kevin Tan"}, "product": "LTE General Training",
              "tz": "Asia/Manila", "status": "CONFIRMED",
              "written_test": {"starts_at_epoch": ep("2026-05-16T08:30:00+08:00"), "venue": "Cebu IT Park Test Centre", "room": "Room 4"},
              "speaking_test": {"starts_at_epoch": ep("2026-05-16T14:20:00+08:00"), "mode": "FACE_TO_FACE"},
              "fee_paid": {"amount": "13200.00", "currency": "PHP"}}},
  {"id": "testing.transfer_booking#call-1", "kind": "refused_call", "tool": "transfer_booking", "decision": "DENY",
   "args": {"booking_ref": "LTE-BK-440918", "new_test_date": "2026-06-13"}},
  {"id": "policy#transfers", "kind": "policy", "revision": "2026-02",
   "text": "Please check your test date carefully before booking. You can transfer your test to another date up to 5 weeks before your test day, and a transfer fee of PHP 2,800 applies. Within 5 weeks of the test, a transfer or refund is possible only with a medical certificate submitted within 5 days after the test date. If you miss the test without a medical reason, the full test fee is forfeited."}]}

add(b, "test-transfer",
    "Hi Kevin, I'm sorry - I wasn't able to move your test to June 13. Your test on 05/16/2026 is less than 5 weeks away, and transfers are only allowed up to 5 weeks before test day. Within that window, a transfer or refund is possible only with a medical certificate, sent within 5 days after the test date. Your booking stays confirmed:\n- Written test: 05/16/2026, 8:30 AM, Cebu IT Park Test Centre, Room 4\n- Speaking test: same day, 2:20 PM, face to face",
    [("wasn't able to move your test", "S"), ("less than 5 weeks away", "S"), ("up to 5 weeks before test day", "S"), ("only with a medical certificate", "S"),
     ("within 5 days after the test date", "S"), ("Your booking stays confirmed", "S"), ("05/16/2026, 8:30 AM", "S"),
     ("Cebu IT Park Test Centre, Room 4", "S"), ("same day, 2:20 PM", "S"), ("face to face", "S")],
    notes="transfer_booking DENY; now 04/28, test 05/16 (18 days); epoch times are 8:30 AM and 2:20 PM Manila; policy 5 weeks, medical certificate within 5 days.",
    incl=["8:30 AM", "2:20 PM"])
add(b, "test-transfer",
    "Sorry, the transfer to 06/13 was declined: your test is under 5 weeks away (05/16/2026), so it can only be moved with a medical certificate.",
    [("transfer to 06/13 was declined", "S"), ("under 5 weeks away (05/16/2026)", "S"), ("only be moved with a medical certificate", "S")],
    notes="DENY; 18 days before test; policy.", incl=["05/16/2026"])
add(b, "test-transfer",
    "Hi Kevin! Done - your LTE General Training test has been moved to June 13, 2026. A transfer fee of ₱2,500 applies.",
    [("has been moved to June 13, 2026", "C", R_NX), ("transfer fee of ₱2,500 applies", "C", R_POL + ["AMOUNT_MISMATCH"])],
    errors=["refused_call_effect", "wrong_amount"],
    notes="transfer_booking was DENY. Policy fee is PHP 2,800 (and does not apply here at all).",
    excl=["has been moved", "₱2,500"], tag="refused-call-effect")
add(b, "test-transfer",
    "Hi Kevin, the transfer couldn't go through because your test is less than 5 weeks away. Your written test stays on 05/16/2026 at 8:30 AM, with your speaking test at 6:20 AM that day. If you can't attend, you'll get half of your ₱13,200 fee back.",
    [("transfer couldn't go through", "S"), ("less than 5 weeks away", "S"), ("05/16/2026 at 8:30 AM", "S"), ("speaking test at 6:20 AM", "C", R_DATE),
     ("half of your ₱13,200 fee back", "C", R_POL)],
    errors=["unit_conversion", "wrong_policy_condition"],
    notes="speaking starts_at_epoch is 2:20 PM Manila (6:20 AM is UTC). Policy: missing without a medical reason forfeits the full fee.",
    excl=["6:20 AM", "half of your"], tag="unit-conversion")
add(b, "test-transfer",
    "Hi Kevin, your booking LTE-BK-440981 couldn't be transferred, since your 05/16/2026 test is less than 5 weeks away. Your written test is still at 8:30 AM in Cebu IT Park Test Centre, Room 4.",
    [("booking LTE-BK-440981", "C", R_ID), ("couldn't be transferred", "S"), ("less than 5 weeks away", "S"), ("still at 8:30 AM", "S"),
     ("Cebu IT Park Test Centre, Room 4", "S")],
    errors=["wrong_id"], notes="booking_ref is LTE-BK-440918 (digits swapped in the draft).",
    excl=["LTE-BK-440981"], incl=["LTE-BK-440918", "8:30 AM", "05/16/2026|May 16"], repair=True)

add(b, "test-transfer",
    "Dear Mr. Tan,\n\nThank you for your message. Your request to move booking LTE-BK-440918 to June 13 was not approved, as transfers can only be made up to 5 weeks before test day and your test is on May 16, 2026. Your written test therefore remains at 8:30 AM, with the speaking test at 2:20 PM the same day.\n\nSincerely,\nLTE Candidate Support",
    [("booking LTE-BK-440918", "S"), ("was not approved", "S"), ("up to 5 weeks before test day", "S"), ("your test is on May 16, 2026", "S"),
     ("remains at 8:30 AM", "S"), ("speaking test at 2:20 PM", "S"), ("Sincerely", "NA")],
    notes="transfer_booking DENY; policy 5 weeks; epoch start times are 8:30 AM and 2:20 PM Manila on 05/16.", incl=["8:30 AM", "May 16, 2026"])
add(b, "test-transfer",
    "Hi Kevin, I couldn't move your test: it's on 05/16/2026, less than 5 weeks away. Transfers are only possible up to 5 weeks before test day, with a ₱2,500 fee.",
    [("couldn't move your test", "S"), ("on 05/16/2026", "S"), ("less than 5 weeks away", "S"), ("up to 5 weeks before test day", "S"),
     ("with a ₱2,500 fee", "C", R_POL + ["AMOUNT_MISMATCH"])],
    errors=["wrong_amount"], notes="Policy transfer fee is PHP 2,800.",
    excl=["₱2,500"], incl=["₱2,800|2,800", "05/16/2026", "5 weeks"], repair=True)

# ---------------------------------------------------------------- B16 language-certification testing: exam-day logistics
b = {"domain": "language-certification testing", "api": API, "now": "2026-05-21T17:00:00+08:00",
     "question": "What time should I arrive for my B2 exam on Saturday, and what do I need to bring?",
     "evidence": [
  {"id": "testing.registrations#EHC-26-00731", "kind": "record", "source": "tool:testing_get_registration",
   "fields": {"registration_id": "EHC-26-00731", "candidate": {"given_names": "Maria Cristina", "surname": "Villareal", "preferred_name": "Cristina"},
              "exam": "Examen Hispano Certificado", "level": "B2", "status": "REGISTERED",
              "session": {"date": "2026-05-23", "written_start_local": "09:00", "oral_start_local": "15:40", "tz": "Asia/Manila",
                          "venue": "Instituto Hispano Manila, Ortigas"},
              "check_in": {"opens_before": "PT60M", "closes_before": "PT15M"},
              "id_document": {"type": "PASSPORT", "number_last4": "7721", "status": "ID_VERIFIED"},
              "fee": {"amount": "9800.00", "currency": "PHP", "status": "PAID"}}},
  {"id": "testing.registrations#EHC-25-01188", "kind": "record", "source": "tool:testing_get_registration",
   "fields": {"registration_id": "EHC-25-01188", "exam": "Examen Hispano Certificado", "level": "A2", "status": "COMPLETED",
              "session": {"date": "2025-05-24", "venue": "Instituto Hispano Manila, Makati"}, "result": "APTO"}},
  {"id": "policy#exam-day", "kind": "policy", "revision": "2026",
   "text": "Bring the same identity document you used to register; candidates without it cannot sit the exam. Check-in opens 60 minutes before the written exam starts and closes 15 minutes before. Late candidates are not admitted and the fee is not refunded. Phones must be switched off and left in the bag area."},
  {"id": "kb#venue-ortigas", "kind": "passage", "source": "kb:venues",
   "text": "Instituto Hispano Manila, Ortigas is on the 5th floor of Tektite East Tower.\nThe nearest MRT station is Ortigas.\nParking is available in the building basement at the building's rates."}]}

add(b, "exam-day",
    "Hi Cristina! Here's your checklist for the EHC B2 exam this Saturday, 05/23/2026:\n- Written exam: 9:00 AM at Instituto Hispano Manila, Ortigas\n- Check-in opens at 8:00 AM and closes at 8:45 AM - late arrivals can't be admitted\n- Oral exam: 3:40 PM the same day\n- Bring your passport (the ID you registered with, ending in 7721)\nMucha suerte!",
    [("this Saturday, 05/23/2026", "S"), ("9:00 AM at Instituto Hispano Manila, Ortigas", "S"), ("Check-in opens at 8:00 AM", "S"),
     ("closes at 8:45 AM", "S"), ("late arrivals can't be admitted", "S"), ("Oral exam: 3:40 PM", "S"), ("Bring your passport", "S"),
     ("ending in 7721", "S"), ("Mucha suerte!", "NA")],
    notes="session date 2026-05-23 (Saturday; now Thu 05/21), written 09:00, oral 15:40; check_in PT60M/PT15M gives 8:00-8:45 AM; PASSPORT last4 7721; policy on late arrival.",
    incl=["8:45 AM", "3:40 PM"])
add(b, "exam-day",
    "Dear Ms. Villareal,\n\nYour registration EHC-26-00731 for the B2 exam is confirmed and paid. Please arrive between 8:00 and 8:45 AM on May 23, 2026, as check-in closes 15 minutes before the 9:00 AM start. The venue is on the 5th floor of Tektite East Tower, near Ortigas MRT station.\n\nRespectfully,\nCandidate Services",
    [("registration EHC-26-00731", "S"), ("is confirmed and paid", "S"), ("between 8:00 and 8:45 AM on May 23, 2026", "S"),
     ("closes 15 minutes before the 9:00 AM start", "S"), ("5th floor of Tektite East Tower", "S"), ("near Ortigas MRT station", "S"),
     ("Respectfully", "NA")],
    notes="status REGISTERED, fee PAID; check-in window; kb venue passage.", incl=["EHC-26-00731", "8:45 AM"])
add(b, "exam-day",
    "Hi Cristina! Your B2 written exam starts at 9:00 AM this Saturday, and check-in closes at 8:30 AM, so please arrive by then. Parking at the venue is free for candidates, and your passport is the ID you'll need.",
    [("starts at 9:00 AM this Saturday", "S"), ("check-in closes at 8:30 AM", "C", R_DATE + ["NLI_CONTRADICTION"]),
     ("Parking at the venue is free for candidates", "CI", ["NLI_NOT_ENTAILED", "NLI_CONTRADICTION", "NO_POLICY_EVIDENCE"]),
     ("your passport is the ID you'll need", "S")],
    errors=["wrong_time", "invented_fact"],
    notes="closes_before PT15M gives 8:45 AM. The kb says parking is at the building's rates; nothing says it is free.",
    excl=["8:30 AM", "Parking at the venue is free"], tag="wrong-time")
add(b, "exam-day",
    "Hi Cristina! Your EHC A2 exam is this Saturday at 9:00 AM at Instituto Hispano Manila, Makati, and check-in opens an hour before.",
    [("EHC A2 exam", "C", R_VAL), ("this Saturday at 9:00 AM", "S"), ("Instituto Hispano Manila, Makati", "C", R_VAL), ("check-in opens an hour before", "S")],
    errors=["other_record_value", "wrong_name"],
    notes="A2 and the Makati venue belong to her 2025 registration EHC-25-01188; this one is B2 at the Ortigas venue.",
    excl=["A2 exam", "Manila, Makati"], tag="other-record-value")
add(b, "exam-day",
    "Hi Cristina! Your B2 written exam is this Saturday, 05/23/2026, at 9:00 AM, and check-in closes at 8:45 AM. Your oral exam is at 3:40 AM the same day, and you'll need your passport.",
    [("05/23/2026, at 9:00 AM", "S"), ("check-in closes at 8:45 AM", "S"), ("oral exam is at 3:40 AM", "C", R_DATE), ("you'll need your passport", "S")],
    errors=["wrong_time"], notes="oral_start_local 15:40 is 3:40 PM.",
    excl=["3:40 AM"], incl=["3:40 PM|3:40 pm|15:40", "8:45 AM", "9:00 AM"], repair=True)

# ---------------------------------------------------------------- B17 language-certification testing: score report sends
b = {"domain": "language-certification testing", "api": API, "now": "2026-02-10T10:00:00+08:00",
     "question": "Has my score report reached McGill yet? And can you send another one to UBC?",
     "evidence": [
  {"id": "testing.results#TRF-25PH104417", "kind": "record", "source": "tool:testing_get_result",
   "fields": {"candidate": {"id": "CND-2025-104417", "name": "Jerome Dela Paz"}, "trf_number": "25PH104417DELA002A",
              "test_date": "2025-11-22", "overall": 7.5, "valid_until": "2027-11-21"}},
  {"id": "testing.score_sends#CND-2025-104417", "kind": "record", "source": "tool:testing_list_score_sends",
   "fields": {"free_sends_allowed": 5, "free_sends_used": 5, "sends": [
       {"send_id": "SS-7001", "institution": "University of Toronto - Graduate Admissions", "status": "DELIVERED", "sent_at": "2026-01-06T02:11:00Z"},
       {"send_id": "SS-7002", "institution": "University of Alberta", "status": "DELIVERED", "sent_at": "2026-01-06T02:13:00Z"},
       {"send_id": "SS-7003", "institution": "Dalhousie University", "status": "DELIVERED", "sent_at": "2026-01-20T05:40:00Z"},
       {"send_id": "SS-7004", "institution": "College of Nurses of Ontario", "status": "DELIVERED", "sent_at": "2026-01-28T03:02:00Z"},
       {"send_id": "SS-7005", "institution": "McGill University", "status": "PROCESSING", "queued_at": "2026-02-09T06:00:00Z"}]}},
  {"id": "testing.score_send_orders#SR-2026-33019", "kind": "record", "source": "tool:testing_create_score_send_order",
   "fields": {"order_id": "SR-2026-33019", "institution": "University of British Columbia", "status": "AWAITING_PAYMENT",
              "fee": {"amount": 60000, "currency": "PHP"}}},
  {"id": "policy#score-sends", "kind": "policy", "revision": "v6",
   "text": "Institutions verify your results through our electronic score-send service. Your first five electronic sends are free. Each additional send costs PHP 600 and is processed only after payment is received. Electronic sends are delivered within 3 working days of being queued."}]}

add(b, "score-sends",
    "Hi Jerome! Your report to McGill University is still being processed - it was queued on 02/09/2026, and electronic sends are delivered within 3 working days. For UBC: you've already used your 5 free sends, so this one costs ₱600.00. I've created order SR-2026-33019 for it, and it will go out once the payment is received.",
    [("still being processed", "S"), ("queued on 02/09/2026", "S"), ("delivered within 3 working days", "S"), ("used your 5 free sends", "S"),
     ("costs ₱600.00", "S"), ("created order SR-2026-33019", "S"), ("go out once the payment is received", "S")],
    notes="SS-7005 McGill PROCESSING, queued 02/09 Manila; free_sends_used 5; order SR-2026-33019 AWAITING_PAYMENT fee 60000 centavos; policy.",
    incl=["₱600.00", "SR-2026-33019"])
add(b, "score-sends",
    "Score report sends:\n- University of Toronto, University of Alberta, Dalhousie University, College of Nurses of Ontario: delivered\n- McGill University: processing (queued yesterday)\n- UBC (order SR-2026-33019): awaiting your ₱600 payment\nYour TRF is valid until 11/21/2027.",
    [("Dalhousie University, College of Nurses of Ontario: delivered", "S"), ("McGill University: processing", "S"), ("queued yesterday", "S"),
     ("awaiting your ₱600 payment", "S"), ("valid until 11/21/2027", "S")],
    notes="send statuses; queued_at 02/09 is yesterday from now 02/10; order AWAITING_PAYMENT; valid_until 2027-11-21.",
    incl=["₱600", "11/21/2027"])
add(b, "score-sends",
    "Hi Jerome! Good news: your score report was delivered to McGill University. The UBC send is also free, since the first five sends are free of charge; I've set it up as order SR-2026-33019.",
    [("was delivered to McGill University", "C", R_STATE), ("The UBC send is also free", "C", ["NLI_CONTRADICTION", "VALUE_MISMATCH", "AMOUNT_MISMATCH"]),
     ("first five sends are free of charge", "S"), ("set it up as order SR-2026-33019", "S")],
    errors=["wrong_state", "condition_unmet"],
    notes="McGill send is PROCESSING, not DELIVERED. All 5 free sends are used; the UBC order carries a 60000-centavo fee.",
    excl=["was delivered to McGill", "also free"], tag="wrong-state")
add(b, "score-sends",
    "McGill is still processing; the extra UBC send is ₱60,000.00, payable on order SR-2026-33019.",
    [("McGill is still processing", "S"), ("UBC send is ₱60,000.00", "C", R_AMT), ("payable on order SR-2026-33019", "S")],
    errors=["unit_conversion"], notes="fee.amount 60000 is in centavos: ₱600.00.", excl=["₱60,000.00"])
add(b, "score-sends",
    "Hi Jerome! Your McGill report was queued on 02/09/2026 and is still processing; electronic sends arrive within 10 working days. The UBC send (order SR-2026-33019) costs ₱600.00, since your 5 free sends are used up.",
    [("queued on 02/09/2026", "S"), ("still processing", "S"), ("within 10 working days", "C", R_POL), ("order SR-2026-33019", "S"),
     ("costs ₱600.00", "S"), ("5 free sends are used up", "S")],
    errors=["wrong_period"], notes="Policy: delivered within 3 working days of being queued.",
    excl=["10 working days"], incl=["3 working days|three working days", "₱600", "SR-2026-33019"], repair=True)

# ---------------------------------------------------------------- B18 homeschool co-op: class enrollment, dues, volunteer hours
b = {"domain": "homeschool co-op", "api": API,
     "question": "Can you confirm Lucas is in Science Lab this term, and what do we still owe?",
     "evidence": [
  {"id": "oneroster.families#FAM-0219", "kind": "record", "source": "tool:oneroster_get_family",
   "fields": {"familyId": "FAM-0219", "guardian": {"sourcedId": "usr-g-4471", "givenName": "Joanna", "familyName": "Lopez"},
              "students": [{"sourcedId": "usr-s-9012", "givenName": "Lucas", "grades": ["04"]},
                           {"sourcedId": "usr-s-9013", "givenName": "Sofia", "grades": ["07"]}]}},
  {"id": "oneroster.enrollments#FAM-0219", "kind": "record", "source": "tool:oneroster_list_enrollments",
   "fields": {"enrollments": [
       {"sourcedId": "enr-5501", "user": "usr-s-9012", "role": "student", "enrollment_state": "active",
        "class": {"sourcedId": "cls-SCI4-T", "title": "Grade 4 Science Lab", "schedule": {"day": "TUE", "start_local": "09:00", "end_local": "11:00"},
                  "startDate": "2026-08-04", "endDate": "2026-11-24"}},
       {"sourcedId": "enr-5502", "user": "usr-s-9013", "role": "student", "enrollment_state": "inactive", "dropped_on": "2026-07-28",
        "class": {"sourcedId": "cls-FIL7-TH", "title": "Grade 7 Filipino Literature", "schedule": {"day": "THU", "start_local": "13:00", "end_local": "15:00"}}}]}},
  {"id": "billing.invoices#COOP-DUES-26-0219", "kind": "record", "source": "tool:billing_get_invoice",
   "fields": {"invoice_id": "COOP-DUES-26-0219", "term": "SY 2026-2027 Term 1", "currency": "PHP", "amount_total": "3600.00",
              "amount_paid": "1800.00", "balance": "1800.00", "due_date": "2026-08-15", "status": "PARTIAL"}},
  {"id": "volunteer.hours#FAM-0219", "kind": "record", "source": "tool:volunteer_get_hours",
   "fields": {"term": "SY 2026-2027 Term 1", "required_hours": 12, "logged_hours": 7.5, "entries": 4}},
  {"id": "policy#family-commitments", "kind": "policy", "revision": "SY26",
   "text": "Our co-op runs on parent help. Each family volunteers at least 12 hours per term, logged in the member portal. Hours still missing after the last class day of the term are billed at PHP 250 per hour. Term dues are PHP 1,800 per enrolled child and are due before the second week of classes."}]}

add(b, "coop-enrollment",
    "Hi Joanna! Yes - Lucas is enrolled and active in Grade 4 Science Lab, which meets Tuesdays from 9:00 to 11:00 AM, 08/04/2026 to 11/24/2026. For Term 1 dues, you've paid ₱1,800.00 of ₱3,600.00, so ₱1,800.00 is left, due 08/15/2026. You've also logged 7.5 of your 12 volunteer hours - just 4.5 to go!",
    [("Lucas is enrolled and active", "S"), ("Tuesdays from 9:00 to 11:00 AM", "S"), ("08/04/2026 to 11/24/2026", "S"),
     ("paid ₱1,800.00 of ₱3,600.00", "S"), ("so ₱1,800.00 is left", "S"), ("due 08/15/2026", "S"), ("7.5 of your 12 volunteer hours", "S"),
     ("just 4.5 to go", "S")],
    notes="enr-5501 active, TUE 09:00-11:00, 2026-08-04..11-24; invoice 3600.00/1800.00/1800.00 due 2026-08-15; 7.5 of 12 hours.",
    incl=["₱1,800.00", "08/15/2026"])
add(b, "coop-enrollment",
    "Quick summary for the Lopez family:\n- Lucas, Grade 4 Science Lab (Tue, 9 to 11 AM): active\n- Term 1 dues balance: ₱1,800, due August 15, 2026\n- Volunteer hours: 7.5 logged out of 12 required\nAny hours still missing after the last class day are billed at ₱250 per hour.",
    [("(Tue, 9 to 11 AM): active", "S"), ("dues balance: ₱1,800", "S"), ("due August 15, 2026", "S"), ("7.5 logged out of 12 required", "S"),
     ("after the last class day", "S"), ("billed at ₱250 per hour", "S")],
    notes="enrollment active; balance 1800.00 due 2026-08-15; hours; policy PHP 250 per missing hour.", incl=["₱1,800", "₱250"])
add(b, "coop-enrollment",
    "Hi Joanna! Lucas is active in Grade 4 Science Lab (Tuesdays, 9:00 to 11:00 AM), and Sofia is active in Grade 7 Filipino Literature too. Your remaining Term 1 balance is ₱1,800.00, due 08/15/2026, and you still need 5.5 volunteer hours to reach 12.",
    [("Lucas is active in Grade 4 Science Lab", "S"), ("Tuesdays, 9:00 to 11:00 AM", "S"), ("Sofia is active in Grade 7 Filipino Literature", "C", R_STATE),
     ("balance is ₱1,800.00", "S"), ("due 08/15/2026", "S"), ("still need 5.5 volunteer hours", "C", R_VAL)],
    errors=["wrong_state", "wrong_arithmetic"],
    notes="enr-5502 (Sofia) is inactive, dropped 07/28. 12 - 7.5 is 4.5 hours, not 5.5.",
    excl=["Sofia is active", "5.5 volunteer hours"], tag="wrong-state")
add(b, "coop-enrollment",
    "Lucas is in! Your balance is ₱1,800.00, and any missing volunteer hours are billed at ₱500 each.",
    [("Lucas is in!", "S"), ("balance is ₱1,800.00", "S"), ("billed at ₱500 each", "C", R_POL + ["AMOUNT_MISMATCH"])],
    errors=["wrong_amount"], notes="Policy bills missing hours at PHP 250 per hour.", excl=["₱500 each"])
add(b, "coop-enrollment",
    "Hi Joanna! Lucas is active in Grade 4 Science Lab, which meets Thursdays from 1:00 to 3:00 PM. Your Term 1 balance is ₱1,800.00, due 08/15/2026.",
    [("Lucas is active in Grade 4 Science Lab", "S"), ("meets Thursdays from 1:00 to 3:00 PM", "C", R_DATE), ("balance is ₱1,800.00", "S"),
     ("due 08/15/2026", "S")],
    errors=["other_record_value"], notes="THU 13:00-15:00 is Sofia's Filipino class schedule; Science Lab is TUE 09:00-11:00.",
    excl=["Thursdays from 1:00 to 3:00 PM"], incl=["Tuesday|Tue", "₱1,800", "08/15/2026|August 15"], repair=True)

# ---------------------------------------------------------------- B19 homeschool co-op: missing work before quarter close
b = {"domain": "homeschool co-op", "api": API, "now": "2026-10-06T20:00:00+08:00",
     "question": "Is Mateo missing anything before Q1 grades close on Friday?",
     "evidence": [
  {"id": "lms.courses#MATH6-B", "kind": "record", "source": "tool:lms_get_course",
   "fields": {"course": {"id": "MATH6-B", "name": "Grade 6 Math - Co-op Section B"},
              "grading_period": {"title": "Q1", "start_at": "2026-08-03T00:00:00Z", "end_at": "2026-10-09T15:59:00Z"},
              "late_policy": {"late_submission_deduction": 5.0, "late_submission_interval": "day"}}},
  {"id": "lms.submissions#MATH6-B-stu_mateo", "kind": "record", "source": "tool:lms_list_submissions",
   "fields": {"user": {"id": "usr-s-7310", "name": "Mateo Santos"}, "guardian": {"name": "Ramon Santos"},
              "submissions": [
                  {"assignment": {"id": 601, "name": "Fractions Worksheet 3", "points_possible": 20, "due_at": "2026-09-11T15:59:00Z"},
                   "workflow_state": "graded", "late": False, "missing": False, "excused": False, "score": 18.0},
                  {"assignment": {"id": 604, "name": "Ratio Project", "points_possible": 50, "due_at": "2026-10-02T15:59:00Z", "lock_at": "2026-10-09T15:59:00Z"},
                   "workflow_state": "unsubmitted", "late": False, "missing": True, "excused": False, "score": None},
                  {"assignment": {"id": 605, "name": "Decimals Quiz 2", "points_possible": 25, "due_at": "2026-09-25T15:59:00Z"},
                   "workflow_state": "unsubmitted", "late": False, "missing": False, "excused": True, "score": None},
                  {"assignment": {"id": 606, "name": "Geometry Journal", "points_possible": 30, "due_at": "2026-09-18T15:59:00Z"},
                   "workflow_state": "graded", "late": True, "missing": False, "excused": False, "seconds_late": 172800,
                   "entered_score": 27.0, "points_deducted": 2.7, "score": 24.3}],
              "enrollment_grades": {"current_score": 84.6, "final_score": 42.3}}},
  {"id": "policy#coop-grading", "kind": "policy", "revision": "SY26-Q",
   "text": "Co-op tutors post quarter grades after the grading period ends. Late work loses 5% of its score per day late. Work marked missing counts as zero in the quarter grade unless it is turned in before the assignment locks. Excused work does not count for or against the student."}]}

add(b, "missing-work",
    "Hi Mr. Santos! Mateo has one missing item: the Ratio Project (50 points), which was due 10/02/2026. The good news is it can still be turned in until Friday, 10/09/2026, at 11:59 PM, when it locks. Late work loses 5% per day, which is much better than the zero a missing project gets. Everything else is in: Decimals Quiz 2 is excused, and the Geometry Journal was submitted 2 days late and scored 24.3 out of 30.",
    [("one missing item: the Ratio Project (50 points)", "S"), ("due 10/02/2026", "S"), ("until Friday, 10/09/2026, at 11:59 PM", "S"),
     ("loses 5% per day", "S"), ("the zero a missing project gets", "S"), ("Decimals Quiz 2 is excused", "S"), ("submitted 2 days late", "S"),
     ("scored 24.3 out of 30", "S")],
    notes="604 missing, due 10/02 11:59 PM, lock_at 10/09 15:59Z = Fri 11:59 PM Manila; policy 5%/day and zero for missing; 605 excused; 606 seconds_late 172800, score 24.3.",
    incl=["Ratio Project", "11:59 PM"])
add(b, "missing-work",
    "Mateo's Q1 Math checklist:\n- Fractions Worksheet 3: 18/20\n- Ratio Project: missing - submit by Fri 10/9, 11:59 PM\n- Decimals Quiz 2: excused\n- Geometry Journal: 24.3/30 (late)\nHis current score is 84.6%, but if the Ratio Project stays missing it counts as zero, and his grade drops to 42.3%.",
    [("Fractions Worksheet 3: 18/20", "S"), ("Ratio Project: missing", "S"), ("submit by Fri 10/9, 11:59 PM", "S"), ("Decimals Quiz 2: excused", "S"),
     ("Geometry Journal: 24.3/30 (late)", "S"), ("current score is 84.6%", "S"), ("counts as zero", "S"), ("drops to 42.3%", "S")],
    notes="submission scores and flags; current_score 84.6, final_score 42.3 (missing as zero); policy.", incl=["84.6%", "Ratio Project"])
add(b, "missing-work",
    "Hi Mr. Santos! Mateo has two items missing: the Ratio Project and Decimals Quiz 2. The Ratio Project can still be submitted until Friday at 11:59 PM. His Geometry Journal came in late but kept its full 27 out of 30.",
    [("the Ratio Project and Decimals Quiz 2", "C", R_STATE), ("submitted until Friday at 11:59 PM", "S"), ("kept its full 27 out of 30", "C", R_VAL)],
    errors=["wrong_state", "wrong_value"],
    notes="Decimals Quiz 2 is excused, not missing. Geometry Journal entered_score 27 less 2.7 late deduction gives score 24.3.",
    excl=["and Decimals Quiz 2", "full 27 out of 30"], tag="wrong-state")
add(b, "missing-work",
    "Hi Mr. Santos, the Ratio Project (due 10/02/2026 at 3:59 PM) is still missing. Don't worry too much: missing work is simply left out of the quarter grade. His current score is 84.6%.",
    [("due 10/02/2026 at 3:59 PM", "C", R_DATE), ("is still missing", "S"), ("Don't worry too much", "NA"),
     ("left out of the quarter grade", "C", R_POL), ("current score is 84.6%", "S")],
    errors=["unit_conversion", "wrong_policy_condition"],
    notes="due_at 15:59Z is 11:59 PM Manila. Policy: missing work counts as zero unless turned in before lock.",
    excl=["3:59 PM", "left out of the quarter grade"], tag="unit-conversion")
add(b, "missing-work",
    "Hi Mr. Santos! Mateo's only missing item is the Ratio Project, which he can still submit until Friday, 10/09/2026, at 11:59 PM. Late work loses 10% per day, and Decimals Quiz 2 is excused.",
    [("only missing item is the Ratio Project", "S"), ("until Friday, 10/09/2026, at 11:59 PM", "S"), ("loses 10% per day", "C", R_POL),
     ("Decimals Quiz 2 is excused", "S")],
    errors=["wrong_value"], notes="late_policy deduction and policy text say 5% per day.",
    excl=["10% per day"], incl=["5%", "Ratio Project", "11:59 PM"], repair=True)

# ---------------------------------------------------------------- B20 homeschool co-op: field trip sign-up (full)
b = {"domain": "homeschool co-op", "api": API, "now": "2026-11-03T10:00:00+08:00",
     "question": "Can Paolo join the Mind Museum trip too? Andrea's already signed up.",
     "evidence": [
  {"id": "events.get#FT-2026-11", "kind": "record", "source": "tool:events_get",
   "fields": {"event_id": "FT-2026-11", "title": "Field trip: Mind Museum, BGC", "date": "2026-11-13", "tz": "Asia/Manila",
              "bus_departs_local": "07:30", "returns_local": "15:00", "meeting_point": "Co-op hall, Quezon City",
              "fee_per_child": {"amount": 65000, "currency": "PHP"}, "seats": {"capacity": 40, "taken": 40},
              "signup_closes_at": "2026-11-06T09:00:00Z"}},
  {"id": "events.registrations#FT-2026-11-FAM-0331", "kind": "record", "source": "tool:events_list_registrations",
   "fields": {"family": {"id": "FAM-0331", "guardian": "Liza Reyes"}, "registrations": [
       {"child": "Andrea Reyes", "status": "CONFIRMED", "paid": True, "paid_amount": 65000},
       {"child": "Paolo Reyes", "status": "WAITLISTED", "waitlist_position": 3, "paid": False}]}},
  {"id": "events.add_trip_registration#call-5", "kind": "refused_call", "tool": "add_trip_registration", "decision": "DENY",
   "args": {"event_id": "FT-2026-11", "child": "Paolo Reyes", "reason": "CAPACITY_FULL"}},
  {"id": "policy#field-trips", "kind": "policy", "revision": "2026-2",
   "text": "Field trip seats are first come, first served. When a trip is full, children are placed on a waitlist and moved up in order if a seat opens; the family is charged only once the seat is confirmed. Fees are refundable until sign-up closes and not after. Every child must come with a parent or designated adult, and one adult may supervise up to 3 children."}]}

add(b, "field-trip",
    "Hi Mrs. Reyes! Andrea's seat on the Mind Museum trip (11/13/2026) is confirmed and paid. I tried to add Paolo, but the trip is full, so I couldn't register him; he's on the waitlist at number 3. If a seat opens, he'll move up in order, and you'll only be charged the ₱650.00 fee once he's confirmed. The bus leaves the co-op hall at 7:30 AM and returns at 3:00 PM.",
    [("(11/13/2026)", "S"), ("is confirmed and paid", "S"), ("the trip is full", "S"), ("couldn't register him", "S"), ("waitlist at number 3", "S"),
     ("he'll move up in order", "S"), ("only be charged the ₱650.00 fee once he's confirmed", "S"), ("leaves the co-op hall at 7:30 AM", "S"),
     ("returns at 3:00 PM", "S")],
    notes="Andrea CONFIRMED paid; seats 40/40; add_trip_registration DENY; Paolo WAITLISTED position 3; fee 65000 centavos; policy; bus 07:30-15:00.",
    incl=["₱650.00", "number 3"])
add(b, "field-trip",
    "Mind Museum trip, Friday 11/13/2026:\n- Andrea: confirmed\n- Paolo: waitlisted (#3), since the trip is at its 40-seat capacity\n- Fee: ₱650 per child, charged only once a seat is confirmed\n- Reminder: one adult can supervise up to 3 children",
    [("Friday 11/13/2026", "S"), ("Andrea: confirmed", "S"), ("Paolo: waitlisted (#3)", "S"), ("40-seat capacity", "S"), ("₱650 per child", "S"),
     ("charged only once a seat is confirmed", "S"), ("up to 3 children", "S")],
    notes="event date 2026-11-13 is a Friday; registrations; capacity 40 taken 40; fee; policy.", incl=["#3", "₱650"])
add(b, "field-trip",
    "Good news, Mrs. Reyes! Paolo has been added to the Mind Museum trip alongside Andrea, so your total for both kids is ₱1,200.00. The bus departs at 7:30 AM on 11/13/2026.",
    [("Paolo has been added", "C", R_NX), ("total for both kids is ₱1,200.00", "C", R_AMT), ("departs at 7:30 AM on 11/13/2026", "S")],
    errors=["refused_call_effect", "wrong_arithmetic"],
    notes="add_trip_registration was DENY (Paolo WAITLISTED). Two children at ₱650 would be ₱1,300, and only Andrea is charged.",
    excl=["has been added", "₱1,200.00"], tag="refused-call-effect")
add(b, "field-trip",
    "Hi Mrs. Reyes, Paolo couldn't be added because the trip is full; he's #3 on the waitlist. Andrea's ₱650 fee is refundable up to the day before the trip if plans change.",
    [("couldn't be added", "S"), ("he's #3 on the waitlist", "S"), ("Andrea's ₱650 fee", "S"), ("refundable up to the day before the trip", "C", R_POL)],
    errors=["wrong_policy_condition"], notes="Policy: fees are refundable until sign-up closes (11/06), not until the day before the trip.",
    excl=["up to the day before the trip"])
add(b, "field-trip",
    "Paolo's waitlisted (#3); sign-up closes 11/06 at 9:00 AM.",
    [("Paolo's waitlisted (#3)", "S"), ("closes 11/06 at 9:00 AM", "C", R_DATE)],
    errors=["unit_conversion"], notes="signup_closes_at 09:00Z is 5:00 PM Manila.", excl=["9:00 AM"])
add(b, "field-trip",
    "Hi Mrs. Reyes! Andrea is confirmed for the Mind Museum trip on 11/13/2026, and Paolo is #3 on the waitlist since the trip is full. One adult can supervise up to 5 children on our trips.",
    [("Andrea is confirmed", "S"), ("on 11/13/2026", "S"), ("Paolo is #3 on the waitlist", "S"), ("the trip is full", "S"),
     ("up to 5 children", "C", R_POL)],
    errors=["wrong_quantity"], notes="Policy: one adult may supervise up to 3 children.",
    excl=["up to 5 children"], incl=["up to 3|three children|3 children", "11/13/2026", "#3|number 3"], repair=True)

# ---------------------------------------------------------------- B21 homeschool co-op: transcript and records release
b = {"domain": "homeschool co-op", "api": API,
     "question": "Is Gabriel's transcript ready? Can you send it straight to St. Jude Academy?",
     "evidence": [
  {"id": "records.transcripts#TR-SY2526-0448", "kind": "record", "source": "tool:records_get_transcript",
   "fields": {"transcript_id": "TR-SY2526-0448", "student": {"sourcedId": "usr-s-6620", "name": "Gabriel Uy"}, "school_year": "2025-2026",
              "grade_level": "5", "status": "ISSUED", "issued_at": "2026-06-19T06:30:00Z", "general_average": 91.25,
              "courses": [{"title": "Math 5", "final": 93}, {"title": "Science 5", "final": 90}, {"title": "English 5", "final": 92},
                          {"title": "Filipino 5", "final": 90}]}},
  {"id": "records.transcripts#TR-SY2526-0448-d1", "kind": "record", "source": "tool:records_get_transcript",
   "fields": {"transcript_id": "TR-SY2526-0448-d1", "status": "SUPERSEDED", "superseded_reason": "GRADE_CORRECTION",
              "created_at": "2026-06-12T02:00:00Z", "general_average": 90.75}},
  {"id": "billing.invoices#REC-26-1187", "kind": "record", "source": "tool:billing_get_invoice",
   "fields": {"invoice_id": "REC-26-1187", "items": [{"code": "CERTIFIED_TRANSCRIPT_COPY", "qty": 2, "unit_amount": 20000}],
              "amount_total": 40000, "currency": "PHP", "status": "PAID"}},
  {"id": "records.send_records_to_school#call-2", "kind": "refused_call", "tool": "send_records_to_school", "decision": "ESCALATE",
   "args": {"transcript_id": "TR-SY2526-0448", "receiving_school": "St. Jude Academy", "missing": "GUARDIAN_RELEASE_FORM"}},
  {"id": "policy#records-release", "kind": "policy", "revision": "2026-R",
   "text": "Transcripts are prepared by the registrar after the school year's final grades are confirmed. Certified copies cost PHP 200 each and take 5 working days to process. Records are released only to a parent or guardian, or to a receiving school once the guardian's signed release form is on file."}]}

add(b, "records-release",
    "Hi Mrs. Uy! Gabriel's Grade 5 transcript for SY 2025-2026 was issued on 06/19/2026, with a general average of 91.25. Your two certified copies (₱400.00) are paid. About sending it straight to St. Jude Academy: I couldn't release it directly, since we need your signed release form on file first, so I've passed the request to our registrar for follow-up.",
    [("Grade 5 transcript for SY 2025-2026", "S"), ("issued on 06/19/2026", "S"), ("general average of 91.25", "S"),
     ("two certified copies (₱400.00) are paid", "S"), ("couldn't release it directly", "S"), ("need your signed release form on file first", "S"),
     ("passed the request to our registrar", "S")],
    notes="TR-SY2526-0448 ISSUED 06/19 Manila, average 91.25; invoice 2 x 20000 = 40000 centavos PAID; send call ESCALATE (missing release form); policy.",
    incl=["91.25", "06/19/2026"])
add(b, "records-release",
    "Transcript status for Gabriel:\n- Transcript TR-SY2526-0448 (SY 2025-2026, Grade 5): issued June 19, 2026, 2:30 PM\n- General average: 91.25\n- Certified copies: 2 x ₱200 = ₱400, paid\n- Sending to St. Jude Academy: on hold until your signed release form is on file",
    [("Transcript TR-SY2526-0448", "S"), ("issued June 19, 2026, 2:30 PM", "S"), ("General average: 91.25", "S"), ("2 x ₱200 = ₱400, paid", "S"),
     ("on hold until your signed release form is on file", "S")],
    notes="issued_at 06:30Z = 2:30 PM Manila; invoice; ESCALATE for the release form.", incl=["TR-SY2526-0448", "91.25"])
add(b, "records-release",
    "Yes, it was issued on 6/19/2026 (average 91.25); to send it to St. Jude, we first need your signed release form.",
    [("issued on 6/19/2026", "S"), ("(average 91.25)", "S"), ("we first need your signed release form", "S")],
    notes="transcript ISSUED; average; policy and refused call.", incl=["91.25"])
add(b, "records-release",
    "Hi Mrs. Uy! Gabriel's transcript was issued on 06/19/2026 with a general average of 90.75, and I've sent a certified copy straight to St. Jude Academy for you.",
    [("issued on 06/19/2026", "S"), ("general average of 90.75", "C", R_VAL), ("sent a certified copy straight to St. Jude Academy", "C", R_NX)],
    errors=["stale_value", "refused_call_effect"],
    notes="90.75 is the SUPERSEDED draft (before a grade correction); the issued transcript says 91.25. send_records_to_school was ESCALATE.",
    excl=["90.75", "I've sent a certified copy"], tag="stale-value")
add(b, "records-release",
    "Hi Mrs. Uy, Gabriel's transcript is issued. Certified copies are ₱200 each, so your two copies came to ₱600, and they take 3 working days to process.",
    [("transcript is issued", "S"), ("₱200 each", "S"), ("your two copies came to ₱600", "C", R_AMT), ("take 3 working days", "C", R_POL)],
    errors=["wrong_arithmetic", "wrong_period"],
    notes="2 x 20000 centavos = ₱400 (amount_total 40000). Policy: 5 working days.",
    excl=["₱600", "3 working days"], tag="wrong-arithmetic")
add(b, "records-release",
    "Hi Mrs. Uy! Gabriel's transcript (TR-SY2526-0448) was issued on 06/19/2026 at 6:30 AM, with a general average of 91.25. We'll need your signed release form before it can go to St. Jude Academy.",
    [("(TR-SY2526-0448)", "S"), ("issued on 06/19/2026 at 6:30 AM", "C", R_DATE), ("general average of 91.25", "S"),
     ("need your signed release form", "S")],
    errors=["unit_conversion"], notes="issued_at 06:30Z is 2:30 PM Manila.",
    excl=["6:30 AM"], incl=["2:30 PM|2:30 pm|14:30", "91.25", "TR-SY2526-0448"], repair=True)

add(b, "records-release",
    "Good news, Mrs. Uy: Gabriel's transcript is ready, and it was issued with a general average of 91.25. Because your signed release form isn't on file yet, it can't be sent to St. Jude Academy directly; our registrar has your request.",
    [("transcript is ready", "S"), ("general average of 91.25", "S"), ("signed release form isn't on file yet", "S"),
     ("can't be sent to St. Jude Academy directly", "S"), ("our registrar has your request", "S")],
    notes="transcript ISSUED 91.25; send call ESCALATE for GUARDIAN_RELEASE_FORM.", incl=["91.25"])

add(b, "records-release",
    "Hi Mrs. Uy! Gabriel's transcript TR-SY2526-0484 was issued on 06/19/2026, with a general average of 91.25. Before it can go to St. Jude Academy, we'll need your signed release form on file.",
    [("transcript TR-SY2526-0484", "C", R_ID), ("issued on 06/19/2026", "S"), ("general average of 91.25", "S"),
     ("need your signed release form on file", "S")],
    errors=["wrong_id"], notes="The transcript id is TR-SY2526-0448 (last digits swapped).",
    excl=["TR-SY2526-0484"])

# ---------------------------------------------------------------- B22 nurses' continuing education: CPD units so far
b = {"domain": "nurses' continuing education", "api": API, "now": "2026-06-01T09:00:00+08:00",
     "question": "How many CPD units do I have so far, and does PALS count yet?",
     "evidence": [
  {"id": "ce.learners#RN-LRN-50331", "kind": "record", "source": "tool:ce_get_learner",
   "fields": {"learner_id": "RN-LRN-50331", "name": "Maricel Tolentino", "prc_license_no": "0712345", "license_expiry": "2026-09-30",
              "cpd_summary": {"units_credited": 14.0, "units_required": 30.0, "cycle": "2023-2026"}}},
  {"id": "ce.enrollments#RN-LRN-50331", "kind": "record", "source": "tool:lms_list_enrollments",
   "fields": {"enrollments": [
       {"course": "Infection Prevention and Control Update 2026", "enrollment_state": "completed", "cpd_units": 6.0,
        "certificate": {"id": "CPD-IPC-26-0917", "issued_at": "2026-04-02T03:00:00Z"}},
       {"course": "Wound Care Essentials", "enrollment_state": "completed", "cpd_units": 8.0,
        "certificate": {"id": "CPD-WCE-26-0388", "issued_at": "2026-05-15T09:30:00Z"}},
       {"course": "Pediatric Advanced Life Support (PALS)", "enrollment_state": "active", "cpd_units": 12.0, "certificate": None,
        "progress_percent": 55}]}},
  {"id": "policy#cpd-crediting", "kind": "policy", "revision": "2026.2",
   "text": "Each accredited course carries the number of CPD units shown in its listing. Units are credited only after you complete the course and your certificate is issued; units from a course in progress are not credited. We report credited units to the PRC CPD portal within 10 working days of the certificate's issue date. Keep your certificates until your license is renewed."}]}

add(b, "cpd-units",
    "Hi Maricel! You have 14 CPD units credited so far:\n- Infection Prevention and Control Update 2026: 6 units (certificate issued 04/02/2026)\n- Wound Care Essentials: 8 units (certificate issued 05/15/2026)\nPALS doesn't count yet - you're 55% through it, and its 12 units are credited once you complete it and your certificate is issued. With PALS you'd be at 26 of the 30 units you need, so you're well on your way!",
    [("14 CPD units credited", "S"), ("Update 2026: 6 units", "S"), ("issued 04/02/2026", "S"), ("Wound Care Essentials: 8 units", "S"),
     ("issued 05/15/2026", "S"), ("PALS doesn't count yet", "S"), ("55% through it", "S"), ("its 12 units", "S"),
     ("credited once you complete it and your certificate is issued", "S"), ("26 of the 30 units you need", "S")],
    notes="units_credited 14, required 30; course units 6/8/12; certificate dates in Manila; PALS active at 55%; policy credits only after completion.",
    incl=["14 CPD units", "12 units"])
add(b, "cpd-units",
    "14 units credited (6 + 8); PALS's 12 units will count after you finish it and get the certificate.",
    [("14 units credited (6 + 8)", "S"), ("PALS's 12 units will count after you finish it", "S")],
    notes="units_credited 14.0 from the two completed courses; PALS cpd_units 12 and policy.", incl=["14 units"])
add(b, "cpd-units",
    "Dear Ms. Tolentino,\n\nAs of today you have fourteen CPD units on record, sixteen short of the thirty required for your renewal. Your PALS course will add twelve units once completed. Credited units are reported to the PRC CPD portal within ten working days of each certificate.\n\nKind regards,\nCE Records Office",
    [("fourteen CPD units on record", "S"), ("sixteen short of the thirty required", "S"), ("add twelve units once completed", "S"),
     ("within ten working days", "S"), ("Kind regards", "NA")],
    notes="units_credited 14, units_required 30 (30 - 14 = 16); PALS 12 units; policy 10 working days.", incl=["fourteen", "sixteen"])
add(b, "cpd-units",
    "Hi Maricel! Your PALS course is already completed and credited (12 units), and your other two courses add 6 and 8 units. Keep it up!",
    [("already completed and credited", "C", R_STATE), ("add 6 and 8 units", "S"), ("Keep it up!", "NA")],
    errors=["wrong_state"], notes="PALS enrollment_state is active at 55% with no certificate; units_credited is 14.",
    excl=["already completed and credited"])
add(b, "cpd-units",
    "Hi Maricel, you have 14 units credited: Infection Prevention gave you 8 units and Wound Care Essentials gave you 6. Your units are reported to the PRC CPD portal within 30 days of each certificate.",
    [("14 units credited", "S"), ("Infection Prevention gave you 8 units", "C", R_VAL), ("Wound Care Essentials gave you 6", "C", R_VAL),
     ("within 30 days of each certificate", "C", R_POL)],
    errors=["other_record_value", "other_record_value", "wrong_period"],
    notes="Infection Prevention carries 6 units and Wound Care 8 (the draft swapped them). Policy: within 10 working days.",
    excl=["gave you 8 units", "gave you 6", "within 30 days"], tag="other-record-value")
add(b, "cpd-units",
    "Hi Maricel! You have 14 CPD units credited so far, so you need 14 more to reach the 30 required. PALS will add 12 units once you finish it and your certificate is issued.",
    [("14 CPD units credited", "S"), ("need 14 more", "C", R_VAL), ("the 30 required", "S"), ("PALS will add 12 units", "S")],
    errors=["wrong_arithmetic"], notes="30 - 14 = 16 units still needed.",
    excl=["need 14 more"], incl=["16|sixteen", "12 units", "30"], repair=True)

# ---------------------------------------------------------------- B23 nurses' continuing education: BLS blended renewal
b = {"domain": "nurses' continuing education", "api": API, "now": "2026-07-13T12:00:00+08:00",
     "question": "Am I all set for my BLS renewal? When is my skills check?",
     "evidence": [
  {"id": "lms.submissions#BLSR-0726-online", "kind": "record", "source": "tool:lms_get_submission",
   "fields": {"user": {"id": "RN-LRN-61877", "name": "Jonathan Bautista"},
              "course": {"id": "BLSR-0726", "name": "BLS Provider Renewal (Blended)"}, "enrollment_state": "active",
              "assignment": {"id": 9101, "name": "Online Module: Adult & Pediatric CPR", "points_possible": 100, "due_at": "2026-07-17T15:59:00Z"},
              "submission": {"workflow_state": "graded", "submitted_at": "2026-07-10T12:45:00Z", "score": 92.0, "grade": "pass", "late": False}}},
  {"id": "sched.skills_sessions#SKL-0725-AM", "kind": "record", "source": "tool:schedule_get_session",
   "fields": {"session_id": "SKL-0725-AM", "start_at": "2026-07-25T00:30:00Z", "duration": "PT3H30M",
              "location": "Simulation Lab 2, Bonifacio Training Hub", "booking_status": "BOOKED"}},
  {"id": "certs.cards#BLS-22-88103", "kind": "record", "source": "tool:certificates_get",
   "fields": {"card_id": "BLS-22-88103", "type": "BLS_PROVIDER", "issued_at": "2024-07-30", "expires_on": "2026-07-31", "status": "ACTIVE"}},
  {"id": "billing.invoices#CE-INV-20933", "kind": "record", "source": "tool:billing_get_invoice",
   "fields": {"invoice_id": "CE-INV-20933", "amount_total": 350000, "currency": "PHP", "status": "PAID"}},
  {"id": "policy#bls-renewal", "kind": "policy", "revision": "2026-BLS",
   "text": "The blended renewal has two parts. First, the online module, which must be passed with a score of at least 84%. Second, an in-person skills check with an instructor. Your new card is issued within 3 working days after you pass the skills check and is valid for 2 years. If your current card expires before you finish both parts, you must take the full provider course instead."}]}

add(b, "bls-renewal",
    "Hi Jonathan! You're nearly there:\n- Online module: passed with 92% on 07/10/2026 (84% needed)\n- Skills check: Saturday, 07/25/2026, 8:30 AM to 12:00 PM, Simulation Lab 2, Bonifacio Training Hub\n- Fee: ₱3,500.00, paid\nYour current card (BLS-22-88103) is valid until 07/31/2026, so you'll finish before it expires. Your new card is issued within 3 working days after you pass the skills check and is good for 2 years.",
    [("passed with 92% on 07/10/2026", "S"), ("(84% needed)", "S"), ("Saturday, 07/25/2026, 8:30 AM to 12:00 PM", "S"),
     ("Simulation Lab 2, Bonifacio Training Hub", "S"), ("Fee: ₱3,500.00, paid", "S"), ("valid until 07/31/2026", "S"),
     ("you'll finish before it expires", "S"), ("within 3 working days after you pass", "S"), ("good for 2 years", "S")],
    notes="score 92 (pass mark 84% in policy), submitted 07/10 8:45 PM Manila; session 07/25 00:30Z = Sat 8:30 AM, PT3H30M to 12:00 PM; invoice 350000 PAID; card expires 07/31.",
    incl=["8:30 AM", "07/25/2026"])
add(b, "bls-renewal",
    "Online part passed (92%); your skills check is 07/25 at 8:30 AM and lasts three and a half hours.",
    [("Online part passed (92%)", "S"), ("skills check is 07/25 at 8:30 AM", "S"), ("lasts three and a half hours", "S")],
    notes="score 92; start_at 00:30Z = 8:30 AM Manila; duration PT3H30M.", incl=["8:30 AM"])
add(b, "bls-renewal",
    "Yes! Your skills check is on July 25, 2026, at 8:30 AM in Simulation Lab 2. Please note your current BLS card expires on July 31, 2026, so this timing works out.",
    [("on July 25, 2026, at 8:30 AM", "S"), ("in Simulation Lab 2", "S"), ("expires on July 31, 2026", "S"), ("this timing works out", "S")],
    notes="session date/time and location; card expires_on 2026-07-31, after the session.", incl=["July 25, 2026"])
add(b, "bls-renewal",
    "Hi Jonathan! You passed the online module with 92%. Your skills check is on 07/25/2026 at 12:30 AM in Simulation Lab 2 and takes about two and a half hours.",
    [("passed the online module with 92%", "S"), ("07/25/2026 at 12:30 AM", "C", R_DATE), ("in Simulation Lab 2", "S"),
     ("takes about two and a half hours", "C", R_VAL)],
    errors=["unit_conversion", "wrong_period"],
    notes="start_at 00:30Z is 8:30 AM Manila; duration PT3H30M is three and a half hours.",
    excl=["12:30 AM", "two and a half hours"], tag="unit-conversion")
add(b, "bls-renewal",
    "Hi Jonathan! Your card expires 07/31/2026, but don't worry if the skills check slips past that date: you can still finish the blended renewal afterward.",
    [("card expires 07/31/2026", "S"), ("can still finish the blended renewal afterward", "C", R_POL)],
    errors=["wrong_policy_condition"], notes="Policy: if the card expires before both parts are done, the full provider course is required.",
    excl=["can still finish the blended renewal afterward"])
add(b, "bls-renewal",
    "Hi Jonathan! You passed the online module with 92% on 07/10/2026, and your skills check is on 07/25/2026 at 8:30 AM. Your renewal fee of ₱350,000.00 is paid.",
    [("passed the online module with 92% on 07/10/2026", "S"), ("skills check is on 07/25/2026 at 8:30 AM", "S"), ("fee of ₱350,000.00 is paid", "C", R_AMT)],
    errors=["unit_conversion"], notes="amount_total 350000 is in centavos: ₱3,500.00.",
    excl=["₱350,000.00"], incl=["₱3,500|3,500", "8:30 AM", "92%"], repair=True)

# ---------------------------------------------------------------- B24 nurses' continuing education: course access extension
b = {"domain": "nurses' continuing education", "api": API, "now": "2026-05-27T15:00:00+08:00",
     "question": "My Diabetes course access ends soon and I still have modules left. Can I get more time?",
     "evidence": [
  {"id": "lms.enrollments#RN-LRN-70412", "kind": "record", "source": "tool:lms_list_enrollments",
   "fields": {"user": {"id": "RN-LRN-70412", "name": "Grace Villanueva"}, "enrollments": [
       {"course_id": "CE-DM-SP", "course": "Diabetes Care Update for Nurses (Self-paced)", "enrollment_state": "active",
        "enrolled_at": "2026-03-02T01:00:00Z", "access_expires_at": "2026-05-31T15:59:00Z", "extensions_used": 0,
        "progress": {"modules_completed": 5, "modules_total": 8}, "cpd_units": 10.0},
       {"course_id": "CE-GER-SP", "course": "Geriatric Nursing Refresher (Self-paced)", "enrollment_state": "completed",
        "access_expires_at": "2026-06-30T15:59:00Z", "progress": {"modules_completed": 8, "modules_total": 8}, "cpd_units": 8.0}]}},
  {"id": "lms.extend_course_access#call-1", "kind": "refused_call", "tool": "extend_course_access", "decision": "ESCALATE",
   "args": {"course_id": "CE-DM-SP", "user_id": "RN-LRN-70412", "days": 30, "fee": 50000}},
  {"id": "policy#self-paced-access", "kind": "policy", "revision": "2026-SP",
   "text": "Self-paced courses give you 90 days of access from the day you enroll. Before your access expires, you may request one 30-day extension for PHP 500. Extension requests are reviewed by the CE coordinator. Certificates and CPD units are given only when all modules are completed."}]}

add(b, "access-extension",
    "Hi Grace! You've completed 5 of 8 modules in Diabetes Care Update for Nurses, and your access runs until 05/31/2026 at 11:59 PM. You're allowed one 30-day extension for ₱500, and I've sent your request to our CE coordinator for review. Remember, the 10 CPD units are credited only once all 8 modules are done - you've got 3 to go, and you can do it!",
    [("completed 5 of 8 modules", "S"), ("until 05/31/2026 at 11:59 PM", "S"), ("one 30-day extension for ₱500", "S"),
     ("sent your request to our CE coordinator for review", "S"), ("the 10 CPD units", "S"), ("credited only once all 8 modules are done", "S"),
     ("you've got 3 to go", "S"), ("you can do it!", "NA")],
    notes="modules 5/8; access_expires_at 05/31 15:59Z = 11:59 PM Manila; extend call ESCALATE; policy; cpd_units 10.",
    incl=["05/31/2026", "5 of 8"])
add(b, "access-extension",
    "Your Diabetes Care Update status:\n- Progress: 5/8 modules\n- Access ends: May 31, 2026, 11:59 PM\n- Extension: one 30-day extension is available (₱500); your request is pending the coordinator's review",
    [("Progress: 5/8 modules", "S"), ("May 31, 2026, 11:59 PM", "S"), ("one 30-day extension is available (₱500)", "S"),
     ("pending the coordinator's review", "S")],
    notes="progress, expiry, extensions_used 0, ESCALATE.", incl=["May 31, 2026"])
add(b, "access-extension",
    "Your request for a 30-day extension (₱500) is with the CE coordinator; until then, access ends 5/31 at 11:59 PM.",
    [("30-day extension (₱500) is with the CE coordinator", "S"), ("access ends 5/31 at 11:59 PM", "S")],
    notes="extend_course_access ESCALATE; expiry 11:59 PM Manila on 05/31.", incl=["5/31"])
add(b, "access-extension",
    "Hi Grace! Good news: I've extended your Diabetes Care Update access by 30 days, so you now have until 06/30/2026 to finish your last 3 modules. The extension fee is ₱500.",
    [("I've extended your Diabetes Care Update access by 30 days", "C", R_NX), ("your last 3 modules", "S"), ("extension fee is ₱500", "S")],
    errors=["refused_call_effect"], notes="extend_course_access was ESCALATE; access still ends 05/31 (06/30 is the Geriatric course's expiry).",
    excl=["I've extended", "06/30/2026"])
add(b, "access-extension",
    "Hi Grace! You've finished 5 of 8 modules, and your access ends 05/31/2026 at 11:59 PM. Your extension request is with the CE coordinator, and even if the last modules aren't done, you'll receive your 10 CPD units for the modules you've completed.",
    [("finished 5 of 8 modules", "S"), ("ends 05/31/2026 at 11:59 PM", "S"), ("with the CE coordinator", "S"),
     ("you'll receive your 10 CPD units for the modules you've completed", "C", R_POL)],
    errors=["wrong_policy_condition"], notes="Policy: certificates and CPD units only when all modules are completed.",
    excl=["for the modules you've completed"])
add(b, "access-extension",
    "Hi Grace! You've completed 5 of 8 modules, and your access ends 05/31/2026 at 11:59 PM. Your 60-day extension request (₱500) has gone to the CE coordinator for review.",
    [("completed 5 of 8 modules", "S"), ("ends 05/31/2026 at 11:59 PM", "S"), ("60-day extension", "C", R_POL), ("(₱500)", "S"),
     ("gone to the CE coordinator for review", "S")],
    errors=["wrong_period"], notes="Policy and the escalated call: one 30-day extension.",
    excl=["60-day"], incl=["30-day|30 days|thirty days", "05/31/2026", "5 of 8"], repair=True)

# ---------------------------------------------------------------- B25 nurses' continuing education: summit registration + workshop
b = {"domain": "nurses' continuing education", "api": API,
     "question": "Can you add me to the ECG workshop at the summit? And how many CPD units will I get?",
     "evidence": [
  {"id": "events.registrations#CCNS26-02177", "kind": "record", "source": "tool:events_get_registration",
   "fields": {"reg_no": "CCNS26-02177", "attendee": {"name": "Ferdinand Ocampo", "credentials": "RN"}, "event": "Critical Care Nursing Summit 2026",
              "ticket": "FULL_ACCESS_2DAY", "pricing_tier": "EARLY_BIRD", "price_paid": {"amount": 450000, "currency": "PHP"},
              "status": "CONFIRMED", "days": ["2026-09-18", "2026-09-19"], "venue": "SMX Convention Center Davao, Function Room 3",
              "workshops": [{"code": "WS-VENT", "title": "Mechanical Ventilation Basics", "starts_local": "2026-09-18T14:00", "room": "Meeting Room 7"}],
              "cpd_units_if_complete": 16.0}},
  {"id": "events.price_list#CCNS26", "kind": "record", "source": "tool:events_get_price_list",
   "fields": {"tiers": [{"code": "EARLY_BIRD", "amount": 450000, "available_until": "2026-07-31"},
                        {"code": "REGULAR", "amount": 600000}], "currency": "PHP"}},
  {"id": "events.add_workshop#call-6", "kind": "refused_call", "tool": "add_workshop", "decision": "DENY",
   "args": {"reg_no": "CCNS26-02177", "workshop_code": "WS-ECG", "title": "12-Lead ECG Interpretation", "reason": "WORKSHOP_FULL"}},
  {"id": "policy#summit", "kind": "policy", "revision": "CCNS26",
   "text": "The summit runs for two days. CPD units are awarded only to attendees who scan their badge in on both days. Workshop seats are limited and cannot be added once a workshop is full, but you may join the workshop's waitlist at the registration desk on the day. Cancellations made at least 14 days before the summit are refunded less 20%."}]}

add(b, "summit-workshop",
    "Hi Ferdinand! I'm sorry, but I couldn't add you to 12-Lead ECG Interpretation because the workshop is full. You can still join its waitlist at the registration desk on the day. You're confirmed for Mechanical Ventilation Basics on 09/18/2026 at 2:00 PM in Meeting Room 7. As for CPD units: you'll earn 16, as long as you scan your badge in on both days (09/18 and 09/19).",
    [("couldn't add you to 12-Lead ECG Interpretation", "S"), ("the workshop is full", "S"), ("join its waitlist at the registration desk", "S"),
     ("confirmed for Mechanical Ventilation Basics", "S"), ("on 09/18/2026 at 2:00 PM", "S"), ("in Meeting Room 7", "S"), ("you'll earn 16", "S"),
     ("scan your badge in on both days", "S"), ("(09/18 and 09/19)", "S")],
    notes="add_workshop DENY (WORKSHOP_FULL); policy waitlist and both-days scan; WS-VENT 2026-09-18 14:00 Meeting Room 7; cpd_units_if_complete 16.",
    incl=["16", "2:00 PM"])
add(b, "summit-workshop",
    "Here's your summit summary (registration CCNS26-02177):\n- Ticket: full access, both days, confirmed\n- Paid: ₱4,500.00 (early-bird rate)\n- Workshop: Mechanical Ventilation Basics, Sept 18, 2:00 PM\n- 12-Lead ECG Interpretation: full, so it couldn't be added (waitlist at the desk on the day)\n- CPD units: 16, if you scan in on both days",
    [("registration CCNS26-02177", "S"), ("full access, both days, confirmed", "S"), ("Paid: ₱4,500.00 (early-bird rate)", "S"),
     ("Mechanical Ventilation Basics, Sept 18, 2:00 PM", "S"), ("full, so it couldn't be added", "S"), ("waitlist at the desk on the day", "S"),
     ("CPD units: 16", "S"), ("if you scan in on both days", "S")],
    notes="registration fields; price_paid 450000 centavos EARLY_BIRD; DENY; policy.", incl=["₱4,500.00", "16"])
add(b, "summit-workshop",
    "The ECG workshop is full, so I couldn't add you; you'll get 16 CPD units if you scan in on both summit days.",
    [("ECG workshop is full", "S"), ("couldn't add you", "S"), ("16 CPD units if you scan in on both summit days", "S")],
    notes="DENY WORKSHOP_FULL; cpd_units_if_complete 16 and policy.", incl=["16 CPD units"])
add(b, "summit-workshop",
    "Hi Ferdinand! You're now registered for 12-Lead ECG Interpretation, alongside Mechanical Ventilation Basics on 09/18/2026 at 2:00 PM. You'll earn 16 CPD units, and even if you can only make it on one day, you'll still receive the units for that day.",
    [("You're now registered for 12-Lead ECG Interpretation", "C", R_NX), ("Mechanical Ventilation Basics on 09/18/2026 at 2:00 PM", "S"),
     ("You'll earn 16 CPD units", "S"), ("you'll still receive the units for that day", "C", R_POL)],
    errors=["refused_call_effect", "wrong_policy_condition"],
    notes="add_workshop was DENY. Policy: units only to those who scan in on both days.",
    excl=["You're now registered for 12-Lead ECG", "units for that day"], tag="refused-call-effect")
add(b, "summit-workshop",
    "Hi Ferdinand, the ECG workshop is full, so it couldn't be added, but you can waitlist at the desk on the day. Your full-access registration cost ₱6,000.00, and it comes with 16 CPD units if you scan in on both days.",
    [("the ECG workshop is full", "S"), ("couldn't be added", "S"), ("waitlist at the desk on the day", "S"),
     ("registration cost ₱6,000.00", "C", R_AMT), ("16 CPD units", "S"), ("scan in on both days", "S")],
    errors=["other_record_value"], notes="₱6,000 is the REGULAR tier; he paid the EARLY_BIRD price_paid 450000 centavos (₱4,500).",
    excl=["₱6,000.00"])
add(b, "summit-workshop",
    "Hi Ferdinand! The 12-Lead ECG workshop is full, so I couldn't add you, but you can join the waitlist at the registration desk. Your Mechanical Ventilation Basics workshop is on 09/19/2026 at 2:00 PM, and you'll earn 16 CPD units if you scan in on both days.",
    [("workshop is full", "S"), ("couldn't add you", "S"), ("join the waitlist at the registration desk", "S"), ("on 09/19/2026 at 2:00 PM", "C", R_DATE),
     ("16 CPD units", "S"), ("scan in on both days", "S")],
    errors=["wrong_date"], notes="WS-VENT starts 2026-09-18 14:00 (day one), not 09/19.",
    excl=["09/19/2026"], incl=["09/18|Sept 18|September 18", "2:00 PM", "16"], repair=True)
add(b, "summit-workshop",
    "Hi Ferdinand! I've added you to the 12-Lead ECG Interpretation workshop. You'll earn 16 CPD units for the summit if you scan your badge in on both days.",
    [("I've added you to the 12-Lead ECG Interpretation workshop", "C", R_NX), ("16 CPD units", "S"), ("scan your badge in on both days", "S")],
    errors=["refused_call_effect"], notes="add_workshop DENY: WORKSHOP_FULL.",
    excl=["I've added you"], incl=["full|couldn't|could not|unable|not able|waitlist", "16 CPD units", "both days"], repair=True)


if __name__ == "__main__":
    with open(os.path.join(HERE, "cases.jsonl"), "w", encoding="utf-8") as f:
        for c in CASES:
            f.write(json.dumps(c, ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "repair.jsonl"), "w", encoding="utf-8") as f:
        for c in REPAIRS:
            f.write(json.dumps(c, ensure_ascii=False) + "\n")
    from collections import Counter
    ok = sum(1 for c in CASES if not c["meta"]["errors"])
    print(f"cases {len(CASES)} (correct {ok}, wrong {len(CASES) - ok}); repair {len(REPAIRS)}")
    print("errors (cases):", dict(Counter(e for c in CASES for e in c["meta"]["errors"])))
    print("errors (repair):", dict(Counter(e for c in REPAIRS for e in c["meta"]["errors"])))
