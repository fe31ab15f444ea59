#!/usr/bin/env python3
"""Writer w90: hand-written cases for six Dubai clinics (practice-management REST, Cliniko-like records).
Each scenario's evidence and every draft below was written individually; this file only serialises them
and runs a few self-checks (substring uniqueness, excludes/includes placement)."""
import calendar, json, re, sys
from datetime import datetime
from pathlib import Path

W = "w90"
API = "practice-management REST (Cliniko-like): appointments[] in UTC with practitioner links, settings record with zone, invoices[] with decimal-string amounts and integer status lookup, treatment_plans, dose courses"
HERE = Path(__file__).resolve().parent
CASES, REPAIRS = [], []
_n = {"c": 0, "r": 0}

def ep(iso):  # epoch seconds for an ISO UTC string, used where a record stores epoch times
    return calendar.timegm(datetime.strptime(iso, "%Y-%m-%dT%H:%M:%SZ").timetuple())

def S(t): return {"contains": t, "verdict_in": ["supported"]}
def NA(t): return {"contains": t, "verdict_in": ["not_applicable"]}
def C(t, *r): return {"contains": t, "verdict_in": ["contradicted"], "reason_in": list(r)}
def I(t, *r): return {"contains": t, "verdict_in": ["insufficient_evidence"],
                      "reason_in": list(r) or ["CLAIM_WITHOUT_TOOL_EVIDENCE"]}
def CI(t, *r): return {"contains": t, "verdict_in": ["contradicted", "insufficient_evidence"], "reason_in": list(r)}

TM = ("DATE_MISMATCH", "VALUE_MISMATCH")          # a time or date that differs
AM = ("AMOUNT_MISMATCH",)                          # money that differs
VM = ("VALUE_MISMATCH",)
ST = ("RECORD_STATE_MISMATCH",)
NX = ("NOT_EXECUTED",)
PC = ("NLI_CONTRADICTION", "VALUE_MISMATCH")       # policy says another figure / condition
NE = ("NO_POLICY_EVIDENCE", "NLI_NOT_ENTAILED")    # nothing in policy addresses it
CW = ("CLAIM_WITHOUT_TOOL_EVIDENCE",)

def _sentences(d):
    out, start = [], 0
    for m in re.finditer(r"(?<=[.!?])\s+|\n+", d):
        if re.search(r"\b(Dr|Mr|Mrs|Ms|St|approx|incl)\.$", d[start:m.start()]):
            continue
        out.append((start, m.start())); start = m.end()
    out.append((start, len(d)))
    return out

def add(scen, domain, q, draft, ev, probes, errors=(), notes="", excl=(), incl=(), now=None,
        fix=None, repair=False):
    errors = list(errors)
    for p in probes:
        k = draft.count(p["contains"])
        assert k == 1, (scen, p["contains"], k)
    bad = [p for p in probes if "supported" not in p["verdict_in"] and "not_applicable" not in p["verdict_in"]]
    if repair:
        assert 1 <= len(errors) <= 2, scen
    if errors:
        assert bad, (scen, "errors but no wrong probe")
        assert excl, scen
    else:
        assert not bad and not excl, scen
    assert len(errors) == len(bad), (scen, errors, [b["contains"] for b in bad])
    sents = _sentences(draft)
    for x in excl:
        assert draft.count(x) >= 1, (scen, "exclude not in draft", x)
        i = draft.index(x)
        s0, s1 = next((a, b) for a, b in sents if a <= i <= b)
        sent = draft[s0:s1]
        assert any(b["contains"] in sent or sent in b["contains"] for b in bad), (scen, "exclude in clean sentence", x)
        for p in probes:
            if p["verdict_in"] == ["supported"]:
                assert x not in p["contains"], (scen, "exclude inside supported span", x)
    ids = [e["id"] for e in ev]
    assert len(ids) == len(set(ids)), scen
    if repair:
        _n["r"] += 1
        cid = f"{W}-r{_n['r']:02d}-{scen}"
        assert fix, scen
        for alt in fix.split("|"):
            assert alt not in draft, (scen, "correction already in draft", alt)
        for k in incl:
            assert any(a in draft for a in k.split("|")), (scen, "include missing", k)
        includes = [fix] + list(incl)
        outcome = ["repaired"]
    else:
        _n["c"] += 1
        cid = f"{W}-{_n['c']:03d}-{scen}" + (f"-{errors[0]}" if errors else "")
        for k in incl:
            assert k in draft, (scen, "include missing", k)
        includes = list(incl)
        outcome = None if errors else ["sent"]
        if not errors:
            assert includes, scen
    case = {"schema": "halcheck.case/1", "id": cid, "question": q, "draft": draft, "evidence": ev}
    if now:
        case["now"] = now
    line = {"case": case,
            "expect": {"probes": probes, "outcome_in": outcome, "final_excludes": list(excl),
                       "final_includes": includes},
            "meta": {"writer": W, "domain": domain, "scenario": scen, "api_family": API,
                     "errors": errors, "notes": notes}}
    (REPAIRS if repair else CASES).append(line)

# =====================================================================================================
# Business 1: travel-vaccination clinic (Wayfarer Travel Health, JLT)
# =====================================================================================================
TV = "travel-vaccination clinic"

def wayfarer_settings(eid="get_settings#biz-7"):
    return {"id": eid, "kind": "record", "source": "tool:GET /settings",
            "fields": {"settings": {"business_id": "7", "business_name": "Wayfarer Travel Health - JLT",
                                    "time_zone": "Asia/Dubai", "currency": "AED", "locale": "en-AE",
                                    "tax": {"name": "VAT", "rate": "5.0"},
                                    "reminder_sms_hours_before": 24}}}

# ---- scenario 1: yellow fever certificate -------------------------------------------------------
S1 = "yf-certificate"
EV1 = [
    wayfarer_settings(),
    {"id": "list_appointments#pt-30218", "kind": "record", "source": "tool:GET /patients/30218/appointments",
     "fields": {"patient": {"id": "30218", "first_name": "Layla", "last_name": "Haddad"},
                "appointments": [
                    {"id": "55120", "appointment_type": {"id": "12", "name": "Pre-travel Consultation", "duration_in_minutes": 30},
                     "starts_at": "2026-04-29T07:00:00Z", "ends_at": "2026-04-29T07:30:00Z",
                     "practitioner": {"links": {"self": "https://api.wayfarer.example/v1/practitioners/88"},
                                      "display_name": "Dr. Samir Kanaan", "designation": "Travel Medicine Physician"},
                     "patient_arrived": True, "cancelled_at": None,
                     "notes": "Kenya itinerary. YF recommended. Malaria prophylaxis discussed."},
                    {"id": "55187", "appointment_type": {"id": "19", "name": "Yellow Fever Vaccination", "duration_in_minutes": 20},
                     "starts_at": "2026-05-07T05:30:00Z", "ends_at": "2026-05-07T05:50:00Z",
                     "practitioner": {"links": {"self": "https://api.wayfarer.example/v1/practitioners/104"},
                                      "display_name": "Grace Otieno", "designation": "Travel Health Nurse"},
                     "supervising_doctor": {"display_name": "Dr. Samir Kanaan"},
                     "patient_arrived": False, "cancelled_at": None, "cancellation_reason": None}]}},
    {"id": "list_invoices#pt-30218", "kind": "record", "source": "tool:GET /patients/30218/invoices",
     "fields": {"invoices": [
         {"id": "9018", "number": "WT-2026-0391", "appointment_id": "55120", "issue_date": "2026-04-29",
          "net_amount": "250.00", "tax_amount": "12.50", "total_amount": "262.50", "status": 3},
         {"id": "9031", "number": "WT-2026-0418", "appointment_id": "55187", "issue_date": "2026-04-29",
          "net_amount": "310.00", "tax_amount": "15.50", "total_amount": "325.50", "status": 2}],
         "status_lookup": [{"value": 1, "label": "Draft"}, {"value": 2, "label": "Awaiting payment"},
                           {"value": 3, "label": "Paid"}, {"value": 4, "label": "Void"}]}},
    {"id": "policy#yf-certificate", "kind": "policy", "revision": "2025-11",
     "text": "Please bring your passport to every vaccination visit, because the certificate must carry exactly "
             "the name printed on it. The International Certificate of Vaccination or Prophylaxis (the yellow card) "
             "is completed and stamped by the nurse at the yellow fever appointment itself. Most countries treat the "
             "certificate as valid from 10 days after the vaccine is given. Under current WHO rules one dose gives "
             "lifelong validity, so no booster is normally required for travel."},
]
Q1 = "Hi, when exactly is my yellow fever shot, and will the certificate be sorted for my trip to Nairobi?"
N1 = "2026-05-05T11:00:00+04:00"

add(S1, TV, Q1,
    "Hello Layla, your yellow fever vaccination is booked for Thursday, 7 May at 9:30 AM with Grace Otieno, our travel "
    "health nurse. The appointment is 20 minutes long. Your yellow card is completed and stamped at that visit, and most "
    "countries treat it as valid from 17 May, ten days after the dose. Please bring your passport, as the certificate has "
    "to match the name printed on it.",
    EV1, [S("booked for Thursday, 7 May at 9:30 AM"), S("with Grace Otieno, our travel health nurse"),
          S("The appointment is 20 minutes long"), S("completed and stamped at that visit"),
          S("valid from 17 May, ten days after the dose"), S("Please bring your passport"),
          S("has to match the name printed on it")],
    notes="Appointment 55187 starts 05:30Z = 9:30 AM Dubai on Thu 7 May, 20 minutes, practitioner Grace Otieno (Travel Health Nurse); policy gives stamping at the visit and validity from 10 days (7+10 = 17 May).",
    incl=["9:30 AM", "17 May"], now=N1)

add(S1, TV, Q1,
    "Here is what we have on file for you, Layla:\n- Yellow fever vaccine: 07/05/2026 at 9:30 am, with nurse Grace Otieno\n"
    "- Invoice WT-2026-0418: AED 325.50 (AED 310.00 plus AED 15.50 VAT), awaiting payment\n"
    "- Certificate: stamped on the day, valid 10 days after the dose\n"
    "One dose now lasts for life under current WHO rules, so a booster is not normally needed for travel.",
    EV1, [NA("Here is what we have on file for you"), S("07/05/2026 at 9:30 am"), S("with nurse Grace Otieno"),
          S("Invoice WT-2026-0418: AED 325.50"), S("AED 310.00 plus AED 15.50 VAT"), S("awaiting payment"),
          S("stamped on the day"), S("valid 10 days after the dose"), S("One dose now lasts for life"),
          S("a booster is not normally needed for travel")],
    notes="Invoice 9031 (WT-2026-0418) net 310.00 + tax 15.50 = total 325.50, status 2 = Awaiting payment; certificate facts from policy#yf-certificate.",
    incl=["325.50", "9:30 am"], now=N1)

add(S1, TV, Q1,
    "Your jab is the day after tomorrow (Thursday) at 9:30 AM; the certificate counts from 17 May.",
    EV1, [S("the day after tomorrow (Thursday) at 9:30 AM"), S("the certificate counts from 17 May")],
    notes="now is Tue 5 May; appointment 55187 is Thu 7 May 05:30Z = 9:30 AM Dubai; validity from 10 days after = 17 May.",
    incl=["9:30 AM", "17 May"], now=N1)

add(S1, TV, Q1,
    "Hello Layla, your yellow fever vaccination is booked for Thursday, 7 May at 5:30 AM with Grace Otieno, our travel "
    "health nurse. The appointment is 20 minutes long. Your yellow card is completed and stamped at that visit, and most "
    "countries treat it as valid from 17 May, ten days after the dose. Please bring your passport, as the certificate has "
    "to match the name printed on it.",
    EV1, [C("booked for Thursday, 7 May at 5:30 AM", *TM), S("with Grace Otieno, our travel health nurse"),
          S("The appointment is 20 minutes long"), S("completed and stamped at that visit"),
          S("valid from 17 May, ten days after the dose"), S("Please bring your passport"),
          S("has to match the name printed on it")],
    errors=["unit_conversion"], excl=["5:30 AM"],
    notes="starts_at 2026-05-07T05:30:00Z is 9:30 AM in Asia/Dubai (settings.time_zone); 5:30 AM is the UTC clock time read as local.",
    now=N1)

add(S1, TV, Q1,
    "Hi Layla, thanks for checking in before your trip. Your yellow fever vaccine is on 7 May at 9:30 AM with Grace "
    "Otieno. The invoice for it, WT-2026-0418, comes to AED 262.50 and is awaiting payment. The certificate is valid "
    "from the day you are vaccinated, so you are covered straight away.",
    EV1, [NA("thanks for checking in before your trip"), S("on 7 May at 9:30 AM with Grace"),
          S("WT-2026-0418"), C("comes to AED 262.50", *AM), S("is awaiting payment"),
          C("valid from the day you are vaccinated", *PC)],
    errors=["other_record_value", "wrong_policy_condition"], excl=["AED 262.50", "valid from the day you are vaccinated"],
    notes="262.50 is the total of the consultation invoice WT-2026-0391; WT-2026-0418 totals 325.50. Policy: valid from 10 days after the vaccine, not the same day.",
    now=N1)

add(S1, TV, Q1,
    "Hello Layla, your yellow fever vaccination is on Thursday, 7 May at 9:30 AM with Dr. Samir Kanaan. The invoice "
    "WT-2026-0418 for AED 325.50 is awaiting payment, and the certificate is treated as valid from 17 May.",
    EV1, [S("Thursday, 7 May at 9:30 AM"), C("with Dr. Samir Kanaan", "VALUE_MISMATCH", "IDENTIFIER_MISMATCH"),
          S("WT-2026-0418 for AED 325.50"), S("is awaiting payment"), S("valid from 17 May")],
    errors=["wrong_role"], excl=["with Dr. Samir Kanaan"], fix="Grace Otieno|Grace|nurse",
    incl=["9:30 AM|9:30 am|9:30", "325.50"], repair=True, now=N1,
    notes="Dr. Samir Kanaan is the supervising_doctor of appointment 55187; the practitioner giving the vaccine is Grace Otieno.")

# ---- scenario 2: rabies pre-exposure course, dose 2 --------------------------------------------
S2 = "rabies-dose2"
EV2 = [
    wayfarer_settings(),
    {"id": "get_vaccine_course#VC-3382", "kind": "record", "source": "tool:GET /patients/30544/vaccine_courses/VC-3382",
     "fields": {"course": {"id": "VC-3382", "patient_id": "30544", "product_code": "RABIES_PREP_IM",
                           "schedule_code": "WHO_2_DOSE_IM",
                           "doses": [{"dose_no": 1, "administered_at": "2026-05-02T10:15:00Z", "batch": "RB41K-07",
                                      "site": "LEFT_DELTOID", "status": "ADMINISTERED"},
                                     {"dose_no": 2, "min_interval_days": 7, "relative_to_dose": 1,
                                      "status": "DUE", "appointment_id": None}]}}},
    {"id": "list_appointments#pt-30544", "kind": "record", "source": "tool:GET /patients/30544/appointments",
     "fields": {"patient": {"id": "30544", "first_name": "Omar", "last_name": "Siddiqui"},
                "appointments": [
                    {"id": "60411", "appointment_type": {"name": "Typhoid Injectable Vaccine", "duration_in_minutes": 15},
                     "starts_at": "2026-05-12T13:00:00Z", "ends_at": "2026-05-12T13:15:00Z",
                     "practitioner": {"display_name": "Grace Otieno", "designation": "Travel Health Nurse"},
                     "cancelled_at": None}]}},
    {"id": "update_appointment#call-4", "kind": "refused_call", "tool": "update_appointment", "decision": "ESCALATE",
     "args": {"appointment_id": "60411", "append_appointment_type": "RABIES_PREP_DOSE_2", "new_duration_in_minutes": 25},
     "reason": "COMBINED_VISIT_REQUIRES_NURSE_APPROVAL"},
    {"id": "policy#rabies-prep", "kind": "policy", "revision": "v3",
     "text": "Rabies pre-exposure doses must be separated by at least the minimum interval shown on the course record; "
             "a later dose is acceptable, an earlier one is not. Rabies and typhoid injections may be given at the same "
             "visit, one in each arm. If dose 2 is delayed by more than 28 days beyond its earliest date, the nurse will "
             "review whether the course needs to restart."},
]
Q2 = "Can I get my second rabies dose done at the same time as my typhoid jab on the 12th?"
N2 = "2026-05-06T16:20:00+04:00"

add(S2, TV, Q2,
    "Hello Omar, your first rabies dose was given on 2 May, and the second needs at least 7 days after it, so you're "
    "eligible from Saturday, 9 May. Your typhoid appointment on Tuesday, 12 May at 5:00 PM falls after that date, and the "
    "two injections can be given at the same visit, one in each arm. Adding the rabies dose to that booking needs a nurse's "
    "approval, so I've passed your request to the nurse team rather than changing it myself.",
    EV2, [S("your first rabies dose was given on 2 May"), S("at least 7 days after it"), S("eligible from Saturday, 9 May"),
          S("on Tuesday, 12 May at 5:00 PM"), S("can be given at the same visit, one in each arm"),
          S("needs a nurse's approval"), S("passed your request to the nurse team")],
    notes="Dose 1 administered 2026-05-02T10:15Z; dose 2 min_interval_days 7 gives 9 May (a Saturday). Appointment 60411 at 13:00Z = 5:00 PM Dubai. update_appointment was ESCALATEd for nurse approval.",
    incl=["9 May", "5:00 PM"], now=N2)

add(S2, TV, Q2,
    "Dear Mr Siddiqui,\n\nThank you for your message. Dose two of your rabies course may be given on or after 09/05/2026; a "
    "later date is acceptable, an earlier one is not. Having it alongside your typhoid injection is permitted. I was not "
    "able to add it to your 12 May booking myself, and the request has been referred to our nursing team for approval.\n\n"
    "Kind regards,\nClinic Coordinator, Wayfarer Travel Health",
    EV2, [NA("Thank you for your message."), S("may be given on or after 09/05/2026"),
          S("a later date is acceptable, an earlier one is not"), S("Having it alongside your typhoid injection is permitted"),
          S("I was not able to add it to your 12 May booking myself"), S("referred to our nursing team for approval"),
          NA("Kind regards")],
    notes="Course VC-3382 dose 2 min 7 days after 2 May = 09/05/2026; policy allows later doses and same-visit typhoid; refused_call update_appointment#call-4 was escalated.",
    incl=["09/05/2026"], now=N2)

add(S2, TV, Q2,
    "Your second rabies dose can be done any day from 9 May onwards, so the 12th works on timing, but I couldn't attach "
    "it to the typhoid booking directly; a nurse has to approve that first.",
    EV2, [S("any day from 9 May onwards"), S("the 12th works on timing"),
          S("I couldn't attach it to the typhoid booking directly"), S("a nurse has to approve that first")],
    notes="Earliest date 2 May + 7 = 9 May; the ESCALATE decision on update_appointment grounds 'couldn't attach'.",
    incl=["9 May"], now=N2)

add(S2, TV, Q2,
    "Hello Omar, your first rabies dose was given on 2 May, so the second can be given from Friday, 8 May. I've added "
    "it to your typhoid appointment on Tuesday, 12 May at 5:00 PM, and the nurse will give one injection in each arm.",
    EV2, [S("your first rabies dose was given on 2 May"), C("from Friday, 8 May", *TM),
          C("I've added it to your typhoid appointment", *NX), S("Tuesday, 12 May at 5:00 PM"),
          S("one injection in each arm")],
    errors=["wrong_arithmetic", "refused_call_effect"], excl=["from Friday, 8 May", "I've added it to your typhoid appointment"],
    notes="2 May + min_interval_days 7 = 9 May, not 8 May. update_appointment#call-4 was ESCALATEd, so nothing was added.",
    now=N2)

add(S2, TV, Q2,
    "Hi Omar, your typhoid jab is on Tuesday, 12 May at 1:00 PM, which is after your second rabies dose becomes due on "
    "9 May. Both injections can be given at the same visit. I've asked the nurse team to approve adding the rabies dose. "
    "Even if dose 2 slips by a couple of months, the course never needs restarting.",
    EV2, [C("Tuesday, 12 May at 1:00 PM", *TM), S("becomes due on 9 May"), S("Both injections can be given at the same visit"),
          S("asked the nurse team to approve"), C("the course never needs restarting", "NLI_CONTRADICTION", "NLI_NOT_ENTAILED")],
    errors=["unit_conversion", "wrong_policy_condition"], excl=["at 1:00 PM", "the course never needs restarting"],
    notes="Appointment 60411 starts 13:00Z = 5:00 PM Dubai. Policy: a delay of more than 28 days means the nurse reviews a restart.",
    now=N2)

add(S2, TV, Q2,
    "Hi Omar, your second rabies dose can be given from 9 May, and I've booked it into your 12 May typhoid appointment at "
    "5:00 PM so both are done in one visit.",
    EV2, [S("can be given from 9 May"), C("I've booked it into your 12 May typhoid appointment", *NX), S("at 5:00 PM")],
    errors=["refused_call_effect"], excl=["I've booked it into your 12 May typhoid appointment"],
    fix="escalated|approval|approve|could not|couldn't|unable|not able|referred|review",
    incl=["9 May", "5:00 PM|5 PM|5pm"], repair=True, now=N2,
    notes="update_appointment#call-4 has decision ESCALATE: the dose was not added; it needs nurse approval.")

# ---- scenario 3: hepatitis A+B accelerated course, balance and dose 3 ----------------------------
S3 = "hep-course-balance"
EV3 = [
    wayfarer_settings(),
    {"id": "get_vaccine_course#VC-3419", "kind": "record", "source": "tool:GET /patients/31007/vaccine_courses/VC-3419",
     "fields": {"course": {"id": "VC-3419", "patient_id": "31007", "product_code": "HEPA_HEPB_COMBINED",
                           "schedule_code": "ACCELERATED_0_7_21_12M",
                           "doses": [{"dose_no": 1, "administered_at": "2026-04-20T06:10:00Z", "status": "ADMINISTERED"},
                                     {"dose_no": 2, "administered_at": "2026-04-27T06:05:00Z", "min_interval_days": 7,
                                      "status": "ADMINISTERED"},
                                     {"dose_no": 3, "min_interval_days": 14, "relative_to_dose": 2,
                                      "earliest_date": "2026-05-11", "status": "BOOKED", "appointment_id": "61877"},
                                     {"dose_no": 4, "min_interval_days": 365, "relative_to_dose": 1,
                                      "earliest_date": "2027-04-20", "status": "NOT_DUE", "appointment_id": None}]}}},
    {"id": "list_appointments#pt-31007", "kind": "record", "source": "tool:GET /patients/31007/appointments?upcoming=true",
     "fields": {"patient": {"id": "31007", "first_name": "Priya", "last_name": "Nair"},
                "appointments": [
                    {"id": "61702", "appointment_type": {"name": "Hepatitis A+B dose 3"},
                     "starts_at": "2026-05-09T04:00:00Z", "ends_at": "2026-05-09T04:15:00Z",
                     "practitioner": {"display_name": "Joseph Mensah"}, "cancelled_at": "2026-05-01T11:42:00Z",
                     "cancellation_reason": "PATIENT_RESCHEDULED"},
                    {"id": "61877", "appointment_type": {"name": "Hepatitis A+B dose 3"},
                     "starts_at": "2026-05-11T04:00:00Z", "ends_at": "2026-05-11T04:15:00Z",
                     "practitioner": {"links": {"self": "https://api.wayfarer.example/v1/practitioners/117"},
                                      "display_name": "Joseph Mensah", "designation": "Travel Health Nurse"},
                     "cancelled_at": None}]}},
    {"id": "list_invoices#pt-31007", "kind": "record", "source": "tool:GET /patients/31007/invoices",
     "fields": {"invoices": [
         {"id": "9088", "number": "WT-2026-0433", "description": "Hepatitis B standard course (quote)",
          "net_amount": "700.00", "tax_amount": "35.00", "total_amount": "735.00", "status": 4,
          "voided_at": "2026-04-20T05:58:00Z"},
         {"id": "9102", "number": "WT-2026-0447", "description": "Hepatitis A+B accelerated course, 4 doses",
          "net_amount": "780.00", "tax_amount": "39.00", "total_amount": "819.00", "status": 5,
          "payments": [{"amount": "400.00", "paid_at": "2026-04-20", "method": "CARD"}]}],
         "status_lookup": [{"value": 1, "label": "Draft"}, {"value": 2, "label": "Awaiting payment"},
                           {"value": 3, "label": "Paid"}, {"value": 4, "label": "Void"},
                           {"value": 5, "label": "Partially paid"}]}},
]
Q3 = "How much do I still owe for my hepatitis course, and when is the third shot?"
N3 = "2026-05-08T10:00:00+04:00"

add(S3, TV, Q3,
    "Good morning Priya, your third hepatitis A and B dose is booked for Monday, 11 May at 8:00 AM with Joseph Mensah. "
    "Your course invoice WT-2026-0447 totals AED 819.00 including VAT, and after your payment of AED 400.00 the remaining "
    "balance is AED 419.00. A fourth booster dose falls due from 20 April 2027, twelve months after your first dose.",
    EV3, [S("booked for Monday, 11 May at 8:00 AM"), S("with Joseph Mensah"), S("totals AED 819.00 including VAT"),
          S("after your payment of AED 400.00"), S("the remaining balance is AED 419.00"),
          S("falls due from 20 April 2027"), S("twelve months after your first dose")],
    notes="Appointment 61877 04:00Z = 8:00 AM Dubai, Mon 11 May. Invoice 9102 total 819.00 with one payment of 400.00 leaves 419.00. Dose 4 earliest_date 2027-04-20, 365 days after dose 1.",
    incl=["AED 419.00", "8:00 AM"], now=N3)

add(S3, TV, Q3,
    "Hi Priya, a quick summary:\n\u2022 Dose 3: Mon 11/05/2026, 8 AM\n\u2022 Still to pay: Dh419 of Dh819\n"
    "\u2022 Booster (dose 4): from 20/04/2027",
    EV3, [NA("a quick summary"), S("Mon 11/05/2026, 8 AM"), S("Still to pay: Dh419 of Dh819"), S("from 20/04/2027")],
    notes="Same fields as the letter version: 61877 at 8 AM local, 819.00 - 400.00 = 419.00, dose 4 earliest 2027-04-20.",
    incl=["Dh419", "11/05/2026"], now=N3)

add(S3, TV, Q3,
    "You have four hundred and nineteen dirhams left to pay, and your third dose is this coming Monday morning at eight.",
    EV3, [S("four hundred and nineteen dirhams left to pay"), S("this coming Monday morning at eight")],
    notes="419.00 remains on invoice 9102; now is Fri 8 May, appointment 61877 is Mon 11 May 8:00 AM Dubai.",
    incl=["four hundred and nineteen dirhams"], now=N3)

add(S3, TV, Q3,
    "Good morning Priya, your third dose is booked for Monday, 11 May at 8:00 AM with Joseph Mensah. Your course invoice "
    "totals AED 819.00 including VAT, and with AED 400.00 already paid, AED 409.00 is left to pay.",
    EV3, [S("booked for Monday, 11 May at 8:00 AM"), S("with Joseph Mensah"), S("totals AED 819.00 including VAT"),
          S("with AED 400.00 already paid"), C("AED 409.00 is left to pay", *AM)],
    errors=["wrong_arithmetic"], excl=["AED 409.00"],
    notes="819.00 - 400.00 = 419.00, not 409.00.", now=N3)

add(S3, TV, Q3,
    "Hi Priya, your hepatitis course costs AED 735.00 including VAT, and you have paid AED 400.00 towards it. Your third "
    "dose is on Monday, 11 May at 8:00 PM with Joseph Mensah.",
    EV3, [C("your hepatitis course costs AED 735.00", *AM), S("you have paid AED 400.00 towards it"),
          C("Monday, 11 May at 8:00 PM", *TM), S("with Joseph Mensah")],
    errors=["stale_value", "wrong_time"], excl=["AED 735.00", "8:00 PM"],
    notes="735.00 is the voided quote WT-2026-0433 (status 4); the live invoice WT-2026-0447 totals 819.00. 04:00Z is 8:00 AM in Dubai, not PM.",
    now=N3)

add(S3, TV, Q3,
    "Hi Priya, your third dose is on Saturday, 9 May at 8:00 AM with Joseph Mensah, and your remaining balance on the "
    "course is AED 419.00.",
    EV3, [C("Saturday, 9 May at 8:00 AM", *TM), S("with Joseph Mensah"), S("remaining balance on the course is AED 419.00")],
    errors=["stale_value"], excl=["Saturday, 9 May"],
    notes="Appointment 61702 on 9 May was cancelled (PATIENT_RESCHEDULED); the live booking 61877 is Mon 11 May.", now=N3)

add(S3, TV, Q3,
    "Your third dose is on Monday, 11 May at 8:00 AM, and your remaining balance on the course is AED 519.00.",
    EV3, [S("Monday, 11 May at 8:00 AM"), C("remaining balance on the course is AED 519.00", *AM)],
    errors=["wrong_arithmetic"], excl=["AED 519.00"], fix="AED 419.00|419.00|419|Dh419",
    incl=["8:00 AM|8 AM|8am", "11 May"], repair=True, now=N3,
    notes="Invoice 9102 total 819.00 minus payment 400.00 = 419.00.")

# ---- scenario 4: cancelled travel visit, late-cancellation refund -----------------------------------
S4 = "late-cancel-refund"
EV4 = [
    wayfarer_settings(),
    {"id": "get_appointment#61002", "kind": "record", "source": "tool:GET /appointments/61002",
     "fields": {"appointment": {"id": "61002", "patient_id": "31120",
                                "appointment_type": {"name": "Typhoid + Malaria Prophylaxis Visit", "duration_in_minutes": 30},
                                "starts_at": "2026-05-10T09:00:00Z", "ends_at": "2026-05-10T09:30:00Z",
                                "practitioner": {"display_name": "Grace Otieno"},
                                "cancelled_at": "2026-05-09T15:30:00Z", "cancellation_reason": "TRIP_CANCELLED",
                                "cancellation_note": "Patient called: trip to Tanzania called off."},
                "cancellation_reason_lookup": {"TRIP_CANCELLED": "Travel plans cancelled",
                                               "CLINIC_RESCHEDULED": "Moved by clinic",
                                               "ILLNESS": "Patient unwell", "OTHER": "Other"}}},
    {"id": "get_invoice#9120", "kind": "record", "source": "tool:GET /invoices/9120",
     "fields": {"invoice": {"id": "9120", "number": "WT-2026-0462", "appointment_id": "61002",
                            "net_amount": "450.00", "tax_amount": "22.50", "total_amount": "472.50", "status": 3,
                            "payment": {"method": "CARD", "card_last4": "4471", "paid_at": "2026-05-03T08:12:00Z"}},
                "status_lookup": [{"value": 2, "label": "Awaiting payment"}, {"value": 3, "label": "Paid"},
                                  {"value": 4, "label": "Void"}]}},
    {"id": "create_refund#call-2", "kind": "refused_call", "tool": "create_refund", "decision": "ESCALATE",
     "args": {"invoice_id": "9120", "amount": "372.50", "reason": "LATE_CANCELLATION_PARTIAL"},
     "reason": "REFUND_ABOVE_AED_300_NEEDS_MANAGER"},
    {"id": "policy#cancellations", "kind": "policy", "revision": "2026-01",
     "text": "Vaccines ordered in specially for a named patient cannot be refunded once ordered. Cancellations made at "
             "least 24 hours before the appointment start receive a full refund of any prepaid amount. Cancellations made "
             "less than 24 hours before are refunded minus a AED 100 late-cancellation fee. Approved refunds go back to "
             "the original card within 5 to 10 business days."},
]
Q4 = "My trip got cancelled so I cancelled my vaccine appointment. Can I get my full AED 472.50 back?"
N4 = "2026-05-11T09:15:00+04:00"

add(S4, TV, Q4,
    "Hello Daniel, I'm sorry your trip fell through. Your appointment on Sunday, 10 May at 1:00 PM was cancelled at 7:30 PM "
    "the evening before, which is less than 24 hours ahead, so the AED 100 late-cancellation fee applies and the "
    "refundable amount is AED 372.50 of the AED 472.50 you paid. Refunds of that size need a manager's sign-off, so I've "
    "escalated it for approval; once approved, it returns to your original card within 5 to 10 business days.",
    EV4, [NA("I'm sorry your trip fell through"), S("Sunday, 10 May at 1:00 PM"), S("cancelled at 7:30 PM the evening before"),
          S("less than 24 hours ahead"), S("the AED 100 late-cancellation fee applies"),
          S("the refundable amount is AED 372.50"), S("the AED 472.50 you paid"), S("need a manager's sign-off"),
          S("escalated it for approval"), S("within 5 to 10 business days")],
    notes="starts_at 09:00Z = 1:00 PM Dubai on Sun 10 May; cancelled_at 15:30Z on 9 May = 7:30 PM, 17.5 hours before. Policy: under 24 h loses AED 100; 472.50 - 100 = 372.50. create_refund was ESCALATEd (REFUND_ABOVE_AED_300_NEEDS_MANAGER).",
    incl=["AED 372.50", "1:00 PM"], now=N4)

add(S4, TV, Q4,
    "Dear Daniel,\n\nThank you for letting us know. As the cancellation came through about 17 and a half hours before your "
    "appointment, our late-cancellation terms apply: AED 100 is retained and AED 372.50 is refundable. I have not been "
    "able to issue the refund directly; it has been sent to our clinic manager for approval.\n\nWith best wishes,\n"
    "Wayfarer Travel Health",
    EV4, [NA("Thank you for letting us know."), S("about 17 and a half hours before your appointment"),
          S("AED 100 is retained"), S("AED 372.50 is refundable"), S("I have not been able to issue the refund directly"),
          S("sent to our clinic manager for approval"), NA("With best wishes")],
    notes="15:30Z on 9 May to 09:00Z on 10 May is 17.5 hours; policy fee AED 100; refused_call create_refund#call-2 ESCALATE grounds the last sentence.",
    incl=["AED 372.50"], now=N4)

add(S4, TV, Q4,
    "Hello Daniel, sorry to hear about your trip. Since your cancellation was logged on 9 May, the day before your "
    "appointment, the full AED 472.50 is refundable. I've processed the refund to your card, and it should arrive within "
    "5 to 10 business days.",
    EV4, [NA("sorry to hear about your trip"), S("logged on 9 May, the day before your appointment"),
          C("the full AED 472.50 is refundable", "NLI_CONTRADICTION", "AMOUNT_MISMATCH", "VALUE_MISMATCH"),
          C("I've processed the refund to your card", *NX), S("within 5 to 10 business days")],
    errors=["condition_unmet", "refused_call_effect"],
    excl=["the full AED 472.50 is refundable", "I've processed the refund"],
    notes="The cancellation was 17.5 h before start, so the full-refund condition (at least 24 h) is not met; create_refund was ESCALATEd, not executed.",
    now=N4)

add(S4, TV, Q4,
    "Hello Daniel, I'm sorry your trip fell through. Your appointment on Sunday, 10 May at 9:00 AM was cancelled less than "
    "24 hours ahead, so the AED 100 late-cancellation fee applies and AED 372.50 is refundable. I've escalated it for a "
    "manager's approval; once approved, it returns to your original card within 3 to 5 business days.",
    EV4, [NA("I'm sorry your trip fell through"), C("Sunday, 10 May at 9:00 AM", *TM), S("cancelled less than 24 hours ahead"),
          S("the AED 100 late-cancellation fee applies"), S("AED 372.50 is refundable"),
          S("escalated it for a manager's approval"), C("within 3 to 5 business days", *PC)],
    errors=["unit_conversion", "wrong_period"], excl=["at 9:00 AM", "within 3 to 5 business days"],
    notes="09:00Z is 1:00 PM in Asia/Dubai. Policy says refunds reach the card within 5 to 10 business days.", now=N4)

add(S4, TV, Q4,
    "Hello Daniel, your 10 May appointment was cancelled less than 24 hours beforehand, so AED 100 is kept as a "
    "late-cancellation fee and AED 372.50 is refundable. I've issued that refund to your original card this morning.",
    EV4, [S("cancelled less than 24 hours beforehand"), S("AED 100 is kept as a late-cancellation fee"),
          S("AED 372.50 is refundable"), C("I've issued that refund to your original card", *NX)],
    errors=["refused_call_effect"], excl=["I've issued that refund"],
    fix="escalated|approval|manager|could not|couldn't|unable|not able|review",
    incl=["372.50", "AED 100|Dh100|100"], repair=True, now=N4,
    notes="create_refund#call-2 was ESCALATEd for manager approval; no refund was issued.")

# =====================================================================================================
# Business 2: sports-injury clinic (Stride Sports Injury Clinic, Al Quoz and Dubai Marina)
# =====================================================================================================
SI = "sports-injury clinic"

def stride_settings(eid="get_settings#stride"):
    return {"id": eid, "kind": "record", "source": "tool:GET /settings",
            "fields": {"settings": {"business_name": "Stride Sports Injury Clinic", "time_zone": "Asia/Dubai",
                                    "currency": "AED", "tax": {"name": "VAT", "rate": "5.0",
                                                               "registration_number": "100384729100003"},
                                    "businesses": [{"business_id": "21", "name": "Stride - Al Quoz",
                                                    "address": "Warehouse 14, Street 6A, Al Quoz 3"},
                                                   {"business_id": "22", "name": "Stride - Dubai Marina",
                                                    "address": "Marina Plaza, Level 2"}]}}}

STRIDE_STATUS = [{"value": 1, "label": "Draft"}, {"value": 2, "label": "Awaiting payment"},
                 {"value": 3, "label": "Paid"}, {"value": 4, "label": "Void"}]

# ---- scenario 5: ACL rehab plan, sessions left --------------------------------------------------
S5 = "acl-plan-sessions"
EV5 = [
    stride_settings(),
    {"id": "list_treatment_plans#pt-40110", "kind": "record", "source": "tool:GET /patients/40110/treatment_plans",
     "fields": {"patient": {"id": "40110", "first_name": "Karim", "last_name": "Aziz"},
                "treatment_plans": [
                    {"id": "TP-5561", "name": "Right ankle sprain rehab", "status": "CLOSED", "max_sessions": 6,
                     "sessions_used": 6, "valid_until": "2026-03-15"},
                    {"id": "TP-6012", "name": "ACL reconstruction rehab (left knee)", "status": "ACTIVE",
                     "max_sessions": 12, "sessions_used": 7, "valid_until": "2026-07-31",
                     "includes": ["PHYSIO_45", "HOME_EXERCISE_PROGRAM", "GAIT_ANALYSIS_ONCE"],
                     "funding": {"payer": "INSURER", "insurer_name": "Orient Crescent Health",
                                 "copay_per_session": "40.00"}}]}},
    {"id": "list_appointments#pt-40110", "kind": "record", "source": "tool:GET /patients/40110/appointments",
     "fields": {"appointments": [
         {"id": "71488", "appointment_type": {"name": "Physiotherapy Follow-up 45"}, "treatment_plan_id": "TP-6012",
          "starts_at": "2026-05-09T10:00:00Z", "ends_at": "2026-05-09T10:45:00Z", "business_id": "21",
          "practitioner": {"display_name": "Hannah Lowe"}, "patient_arrived": True},
         {"id": "71520", "appointment_type": {"name": "Physiotherapy Follow-up 45", "duration": "PT45M"},
          "treatment_plan_id": "TP-6012", "starts_at": "2026-05-13T14:30:00Z", "ends_at": "2026-05-13T15:15:00Z",
          "business_id": "21",
          "practitioner": {"links": {"self": "https://api.stride.example/v1/practitioners/9"},
                           "display_name": "Hannah Lowe", "designation": "Physiotherapist"},
          "patient_arrived": False, "cancelled_at": None}]}},
]
Q5 = "How many physio sessions are left on my knee plan, and when's the next one?"
N5 = "2026-05-12T12:00:00+04:00"

add(S5, SI, Q5,
    "Hi Karim, you've used 7 of the 12 sessions on your ACL rehab plan, so 5 remain. Your next session is tomorrow, "
    "Wednesday 13 May, at 6:30 PM with Hannah Lowe at our Al Quoz clinic, and it runs for 45 minutes.",
    EV5, [S("you've used 7 of the 12 sessions"), S("so 5 remain"), S("tomorrow, Wednesday 13 May, at 6:30 PM"),
          S("with Hannah Lowe at our Al Quoz clinic"), S("it runs for 45 minutes")],
    notes="TP-6012 max_sessions 12, sessions_used 7 (12-7 = 5). Appointment 71520 14:30Z = 6:30 PM Dubai, business_id 21 = Al Quoz, PT45M.",
    incl=["5 remain", "6:30 PM"], now=N5)

add(S5, SI, Q5,
    "Sessions left: five (plan valid until 31/07/2026)\nNext: 13/05, 6:30 pm with Hannah Lowe\nYour co-pay per visit: AED 40",
    EV5, [S("Sessions left: five"), S("plan valid until 31/07/2026"), S("Next: 13/05, 6:30 pm with Hannah Lowe"),
          S("Your co-pay per visit: AED 40")],
    notes="TP-6012 valid_until 2026-07-31, funding.copay_per_session 40.00; appointment 71520.",
    incl=["five", "31/07/2026"], now=N5)

add(S5, SI, Q5,
    "Five sessions remain on your plan, and your next appointment has been booked for 6:30 in the evening tomorrow.",
    EV5, [S("Five sessions remain on your plan"), S("6:30 in the evening tomorrow")],
    notes="12 - 7 = 5; 71520 is Wed 13 May 6:30 PM local, the day after now (Tue 12 May).",
    incl=["Five sessions"], now=N5)

add(S5, SI, Q5,
    "Hi Karim, you've used 7 of the 12 sessions on your knee plan, so 5 remain. Your next session is tomorrow at 2:30 PM "
    "with Hannah Lowe, and the plan is valid until 15 March 2026.",
    EV5, [S("you've used 7 of the 12 sessions"), S("so 5 remain"), C("tomorrow at 2:30 PM", *TM), S("with Hannah Lowe,"),
          C("valid until 15 March 2026", *TM)],
    errors=["unit_conversion", "other_record_value"], excl=["2:30 PM", "15 March 2026"],
    notes="14:30Z is 6:30 PM in Dubai. 2026-03-15 is valid_until of the closed ankle plan TP-5561; TP-6012 runs to 31 July 2026.",
    now=N5)

add(S5, SI, Q5,
    "Hi Karim, 5 of your 12 sessions remain, and each visit also includes a complimentary sports massage. Your co-pay is "
    "AED 40 per session, and the next one is on Wednesday at 6:30 PM.",
    EV5, [S("5 of your 12 sessions remain"),
          CI("each visit also includes a complimentary sports massage", "VALUE_MISMATCH", "CLAIM_WITHOUT_TOOL_EVIDENCE"),
          S("Your co-pay is AED 40 per session"), S("on Wednesday at 6:30 PM")],
    errors=["unlisted_perk"], excl=["complimentary sports massage"],
    notes="TP-6012.includes lists PHYSIO_45, HOME_EXERCISE_PROGRAM and GAIT_ANALYSIS_ONCE; no massage.", now=N5)

add(S5, SI, Q5,
    "Hi Karim, with 7 of 12 sessions used, you have 4 sessions left on your knee plan. The next one is tomorrow at 6:30 PM "
    "with Hannah Lowe.",
    EV5, [S("with 7 of 12 sessions used"), C("you have 4 sessions left", *VM), S("tomorrow at 6:30 PM"), S("with Hannah Lowe.")],
    errors=["wrong_arithmetic"], excl=["4 sessions left"], fix="5 sessions|five sessions|5 left|five left|5 remain|five remain|5 remaining|five remaining",
    incl=["6:30 PM|6:30 pm|6:30", "Hannah Lowe"], repair=True, now=N5,
    notes="max_sessions 12 - sessions_used 7 = 5.")

# ---- scenario 6: shockwave invoice for insurer --------------------------------------------------
S6 = "shockwave-invoice"
EV6 = [
    stride_settings(),
    {"id": "get_patient#40233", "kind": "record", "source": "tool:GET /patients/40233",
     "fields": {"patient": {"id": "40233", "first_name": "Elena", "last_name": "Petrova",
                            "insurance": {"provider": "Gulf Shield Health", "member_number": "GSH-5520193",
                                          "policy_type": "REIMBURSEMENT"}}}},
    {"id": "list_invoices#pt-40233", "kind": "record", "source": "tool:GET /patients/40233/invoices",
     "fields": {"invoices": [
         {"id": "11842", "number": "STR-11842", "issue_date": "2026-05-04",
          "line_items": [{"description": "Radial shockwave therapy session", "quantity": 3, "unit_price": "350.00"}],
          "net_amount": "1050.00", "tax_amount": "52.50", "total_amount": "1102.50", "status": 3},
         {"id": "11790", "number": "STR-11790", "issue_date": "2026-04-21", "due_date": "2026-05-21",
          "line_items": [{"description": "Initial sports injury assessment", "quantity": 1, "unit_price": "300.00"}],
          "net_amount": "300.00", "tax_amount": "15.00", "total_amount": "315.00", "status": 2}],
         "status_lookup": STRIDE_STATUS}},
    {"id": "kb#insurance-claims", "kind": "passage", "source": "kb:billing/insurance",
     "text": "Stride issues a VAT invoice for every visit.\nFor reimbursement policies, submit the paid invoice together "
             "with your physician referral to your insurer.\nStride does not submit claims on your behalf for "
             "reimbursement plans; direct billing is only available with network insurers."},
]
Q6 = "I need the invoice number and VAT for my shockwave sessions to claim from my insurer. Do I owe you anything?"

add(S6, SI, Q6,
    "Hello Elena, your shockwave invoice is STR-11842: three sessions at AED 350.00 each, AED 1,050.00 before VAT, AED 52.50 "
    "VAT and AED 1,102.50 in total, and it is fully paid. The only open item is your assessment invoice STR-11790 for "
    "AED 315.00, which is awaiting payment by 21 May. Our VAT registration number (TRN) is 100384729100003.",
    EV6, [S("your shockwave invoice is STR-11842"), S("three sessions at AED 350.00 each"), S("AED 1,050.00 before VAT"),
          S("AED 52.50 VAT"), S("AED 1,102.50 in total"), S("it is fully paid"), S("assessment invoice STR-11790 for AED 315.00"),
          S("awaiting payment by 21 May"), S("(TRN) is 100384729100003")],
    notes="Invoice 11842: 3 x 350.00, net 1050.00, tax 52.50, total 1102.50, status 3 Paid; 11790 total 315.00 status 2, due 2026-05-21; TRN in settings.tax.",
    incl=["STR-11842", "AED 52.50"])

add(S6, SI, Q6,
    "For your claim:\n- Invoice no.: STR-11842 (paid)\n- VAT: AED 52.50\n- Total: AED 1,102.50\nStill outstanding: AED 315.00 "
    "on STR-11790. As your policy is reimbursement-based, please send the paid invoice with your physician referral to "
    "Gulf Shield yourself; we don't submit reimbursement claims on your behalf.",
    EV6, [S("Invoice no.: STR-11842 (paid)"), S("VAT: AED 52.50"), S("Total: AED 1,102.50"),
          S("Still outstanding: AED 315.00 on STR-11790"), S("As your policy is reimbursement-based"),
          S("send the paid invoice with your physician referral"), S("we don't submit reimbursement claims on your behalf")],
    notes="Patient insurance.policy_type REIMBURSEMENT, provider Gulf Shield Health; kb#insurance-claims says to submit the paid invoice with the referral and that Stride does not claim for reimbursement plans.",
    incl=["STR-11842", "AED 315.00"])

add(S6, SI, Q6,
    "Hello Elena, for your claim the invoice number is GSH-5520193, with VAT of AED 52.50 on a total of AED 1,102.50. "
    "Your account is fully settled, so there is nothing more to pay.",
    EV6, [C("the invoice number is GSH-5520193", "IDENTIFIER_MISMATCH"), S("VAT of AED 52.50"), S("total of AED 1,102.50"),
          C("Your account is fully settled", *ST)],
    errors=["wrong_role", "wrong_state"], excl=["invoice number is GSH-5520193", "Your account is fully settled"],
    notes="GSH-5520193 is the insurance member_number; the invoice is STR-11842. Invoice STR-11790 (315.00) is status 2, awaiting payment.")

add(S6, SI, Q6,
    "Hi Elena, invoice STR-11842 covers your three shockwave sessions and is paid; the VAT on it is AED 15.00. You also "
    "have AED 315.00 awaiting payment on STR-11790.",
    EV6, [S("invoice STR-11842 covers your three shockwave sessions"), S("and is paid"), C("the VAT on it is AED 15.00", *AM),
          S("AED 315.00 awaiting payment on STR-11790")],
    errors=["other_record_value"], excl=["AED 15.00"],
    notes="15.00 is the tax_amount of the assessment invoice STR-11790; STR-11842 carries tax_amount 52.50.")

add(S6, SI, Q6,
    "Invoice STR-11842 for your shockwave sessions shows VAT of AED 52.50 and a total of AED 1,102.50, and it is still "
    "awaiting payment.",
    EV6, [S("Invoice STR-11842 for your shockwave sessions"), S("VAT of AED 52.50"), S("total of AED 1,102.50"),
          C("it is still awaiting payment", *ST)],
    errors=["wrong_state"], excl=["it is still awaiting payment"], fix="paid|settled",
    incl=["STR-11842", "52.50"], repair=True,
    notes="STR-11842 has status 3 = Paid in status_lookup; the awaiting invoice is STR-11790.")

# ---- scenario 7: missed session fee, waiver already used ----------------------------------------
S7 = "no-show-fee"
EV7 = [
    stride_settings(),
    {"id": "get_appointment#71455", "kind": "record", "source": "tool:GET /appointments/71455",
     "fields": {"appointment": {"id": "71455", "patient_id": "40391", "appointment_type": {"name": "Physiotherapy 45"},
                                "starts_at": "2026-05-09T05:00:00Z", "ends_at": "2026-05-09T05:45:00Z",
                                "practitioner": {"display_name": "Tom Okafor", "designation": "Physiotherapist"},
                                "business_id": "22", "did_not_arrive": True, "cancelled_at": None}}},
    {"id": "get_patient#40391", "kind": "record", "source": "tool:GET /patients/40391",
     "fields": {"patient": {"id": "40391", "first_name": "Ahmed", "last_name": "Rashid",
                            "fee_waivers": [{"granted_on": "2026-02-14", "reason_code": "ILLNESS",
                                             "invoice_number": "STR-10377"}]}}},
    {"id": "get_invoice#11901", "kind": "record", "source": "tool:GET /invoices/11901",
     "fields": {"invoice": {"id": "11901", "number": "STR-11901", "appointment_id": "71455",
                            "description": "Missed appointment fee (50% of AED 400.00 session)",
                            "net_amount": "200.00", "tax_amount": "10.00", "total_amount": "210.00", "status": 2,
                            "issue_date": "2026-05-09"},
                "status_lookup": STRIDE_STATUS}},
    {"id": "void_invoice#call-7", "kind": "refused_call", "tool": "void_invoice", "decision": "DENY",
     "args": {"invoice_id": "11901", "waiver_reason": "ILLNESS"}, "reason": "ANNUAL_WAIVER_ALREADY_USED"},
    {"id": "policy#missed-appointments", "kind": "policy", "revision": "2026-02",
     "text": "Appointments missed, or cancelled with less than 12 hours' notice, are charged at 50% of the session fee "
             "plus VAT. As a courtesy we waive this charge once per calendar year when the absence is due to documented "
             "illness or injury; the medical note must reach us within 48 hours. Fees are payable within 14 days of the "
             "invoice."},
]
Q7 = "I was sick and missed Saturday's session. Can you waive the fee? I'll send a doctor's note."
N7 = "2026-05-10T10:00:00+04:00"

add(S7, SI, Q7,
    "I'm sorry you were unwell, Ahmed. The missed-session fee for Saturday's 9:00 AM appointment is AED 210.00, which is "
    "half the AED 400.00 session fee plus VAT. Our policy allows one illness waiver per calendar year, and yours was "
    "already used on 14 February, so I wasn't able to cancel this charge.",
    EV7, [NA("I'm sorry you were unwell"), S("Saturday's 9:00 AM appointment"), S("is AED 210.00"),
          S("half the AED 400.00 session fee plus VAT"), S("one illness waiver per calendar year"),
          S("already used on 14 February"), S("I wasn't able to cancel this charge")],
    notes="71455 05:00Z = 9:00 AM Sat 9 May, did_not_arrive; invoice 11901 total 210.00; fee_waivers shows an ILLNESS waiver on 2026-02-14; void_invoice DENY.",
    incl=["AED 210.00", "14 February"], now=N7)

add(S7, SI, Q7,
    "Unfortunately the waiver can't be applied: this year's one-time illness waiver was used in February, so the AED 210 "
    "fee for yesterday's missed session stands.",
    EV7, [S("the waiver can't be applied"), S("this year's one-time illness waiver was used in February"),
          S("the AED 210 fee for yesterday's missed session stands")],
    notes="void_invoice#call-7 DENY (ANNUAL_WAIVER_ALREADY_USED); waiver granted 2026-02-14; now is Sun 10 May so the 9 May session was yesterday.",
    incl=["AED 210"], now=N7)

add(S7, SI, Q7,
    "Dear Ahmed,\n\nThank you for explaining. Missed appointments are charged at 50% of the session fee plus VAT, which "
    "for your 9 May session comes to AED 210.00 (AED 200.00 plus AED 10.00 VAT), payable within 14 days of the invoice. "
    "The courtesy illness waiver is available once per calendar year, and it was applied to invoice STR-10377 in February, "
    "so the request to cancel invoice STR-11901 was declined.\n\nKind regards,\nStride Sports Injury Clinic",
    EV7, [NA("Thank you for explaining."), S("charged at 50% of the session fee plus VAT"), S("comes to AED 210.00"),
          S("AED 200.00 plus AED 10.00 VAT"), S("payable within 14 days of the invoice"),
          S("available once per calendar year"), S("applied to invoice STR-10377 in February"),
          S("the request to cancel invoice STR-11901 was declined"), NA("Kind regards")],
    notes="Policy: 50% plus VAT, payable within 14 days, one courtesy waiver per calendar year; fee_waivers[0].invoice_number STR-10377; void_invoice on 11901 DENY.",
    incl=["AED 210.00", "STR-11901"], now=N7)

add(S7, SI, Q7,
    "I'm sorry you were unwell, Ahmed. As this was due to illness, you qualify for our courtesy waiver once we receive your "
    "doctor's note within 48 hours. I've removed the AED 210.00 charge for Saturday's session in the meantime.",
    EV7, [NA("I'm sorry you were unwell"),
          C("you qualify for our courtesy waiver", "NLI_CONTRADICTION", "VALUE_MISMATCH", "RECORD_STATE_MISMATCH", "NOT_EXECUTED"),
          C("I've removed the AED 210.00 charge", *NX)],
    errors=["condition_unmet", "refused_call_effect"],
    excl=["you qualify for our courtesy waiver", "I've removed the AED 210.00 charge"],
    notes="The once-per-calendar-year waiver was already used (fee_waivers 2026-02-14), so the condition fails; void_invoice#call-7 was DENIED.",
    now=N7)

add(S7, SI, Q7,
    "Hi Ahmed, sessions missed or cancelled with less than 24 hours' notice are charged at half the session fee plus VAT, "
    "so Saturday's fee is AED 210.00. The one courtesy illness waiver for this year was already used on 14 February, so I "
    "couldn't waive it.",
    EV7, [C("less than 24 hours' notice", *PC), S("Saturday's fee is AED 210.00"),
          S("already used on 14 February"), S("I couldn't waive it")],
    errors=["wrong_policy_condition"], excl=["less than 24 hours' notice"],
    notes="Policy sets the threshold at less than 12 hours' notice, not 24.", now=N7)

add(S7, SI, Q7,
    "Hi Ahmed, the fee for Saturday's missed 9:00 AM session is AED 210.00. Your illness waiver was already used this "
    "year, but I've cancelled the invoice as a one-off goodwill gesture.",
    EV7, [S("Saturday's missed 9:00 AM session is AED 210.00"), S("Your illness waiver was already used this year"),
          C("I've cancelled the invoice as a one-off goodwill gesture", *NX)],
    errors=["refused_call_effect"], excl=["I've cancelled the invoice"],
    fix="declined|could not|couldn't|unable|not able|wasn't able|was not able|stands|still due|remains",
    incl=["210.00", "9:00 AM|9 AM|9am"], repair=True, now=N7,
    notes="void_invoice#call-7 was DENIED (ANNUAL_WAIVER_ALREADY_USED); invoice 11901 remains awaiting payment.")

# ---- scenario 8: massage moved by the clinic ----------------------------------------------------
S8 = "massage-rescheduled"
EV8 = [
    stride_settings(),
    {"id": "list_appointments#pt-40472", "kind": "record", "source": "tool:GET /patients/40472/appointments",
     "fields": {"patient": {"id": "40472", "first_name": "Sofia", "last_name": "Marchetti"},
                "appointments": [
                    {"id": "71610", "appointment_type": {"name": "Sports Massage 60"},
                     "starts_at": "2026-05-15T13:00:00Z", "ends_at": "2026-05-15T14:00:00Z", "business_id": "22",
                     "practitioner": {"display_name": "Jade Collins", "designation": "Sports Massage Therapist"},
                     "cancelled_at": "2026-05-12T07:20:00Z", "cancellation_reason": "CLINIC_RESCHEDULED",
                     "rebooked_as": "71644"},
                    {"id": "71644", "appointment_type": {"name": "Sports Massage 60", "duration": "PT60M"},
                     "starts_at": "2026-05-16T06:00:00Z", "ends_at": "2026-05-16T07:00:00Z", "business_id": "21",
                     "practitioner": {"links": {"self": "https://api.stride.example/v1/practitioners/14"},
                                      "display_name": "Rami Farouk", "designation": "Sports Massage Therapist"},
                     "cancelled_at": None}]}},
    {"id": "kb#parking", "kind": "passage", "source": "kb:locations",
     "text": "Al Quoz clinic: free parking in the courtyard behind Warehouse 14.\nMarina clinic: paid parking in Marina "
             "Plaza; we validate 2 hours at reception."},
]
Q8 = "I got a message that my massage was moved. When and where is it now?"
N8 = "2026-05-13T09:00:00+04:00"

add(S8, SI, Q8,
    "Hi Sofia, apologies for the change. Your sports massage is now on Saturday, 16 May at 10:00 AM with Rami Farouk at our "
    "Al Quoz clinic (Warehouse 14, Street 6A, Al Quoz 3). It's a 60-minute session, and there is free parking in the "
    "courtyard behind Warehouse 14.",
    EV8, [NA("apologies for the change"), S("now on Saturday, 16 May at 10:00 AM"), S("with Rami Farouk at our Al Quoz clinic"),
          S("(Warehouse 14, Street 6A, Al Quoz 3)"), S("It's a 60-minute session"), S("free parking in the courtyard")],
    notes="Live appointment 71644: 06:00Z = 10:00 AM Sat 16 May, business 21 (Al Quoz, address in settings), PT60M. Parking from kb#parking.",
    incl=["10:00 AM", "Al Quoz"], now=N8)

add(S8, SI, Q8,
    "Your massage was moved from Friday, 15 May to Saturday, 16 May, 10 am, at Stride Al Quoz with Rami Farouk.",
    EV8, [S("moved from Friday, 15 May"), S("to Saturday, 16 May, 10 am"), S("at Stride Al Quoz with Rami Farouk")],
    notes="71610 (Fri 15 May) cancelled CLINIC_RESCHEDULED and rebooked_as 71644 (Sat 16 May 06:00Z = 10 am).",
    incl=["16 May, 10 am"], now=N8)

add(S8, SI, Q8,
    "The session has been rebooked by our team for the 16th at ten in the morning, at the Al Quoz branch rather than the "
    "Marina.",
    EV8, [S("rebooked by our team"), S("for the 16th at ten in the morning"), S("at the Al Quoz branch rather than the Marina")],
    notes="cancellation_reason CLINIC_RESCHEDULED (moved by the clinic); 71644 at business 21 versus the old 71610 at business 22.",
    incl=["ten in the morning"], now=N8)

add(S8, SI, Q8,
    "Hi Sofia, sorry for the mix-up. Your sports massage is on Friday, 15 May at 5:00 PM with Rami Farouk at our Al Quoz "
    "clinic, and it's a 60-minute session.",
    EV8, [NA("sorry for the mix-up"), C("on Friday, 15 May at 5:00 PM", *TM), S("with Rami Farouk at our Al Quoz clinic"),
          S("it's a 60-minute session")],
    errors=["stale_value"], excl=["Friday, 15 May at 5:00 PM"],
    notes="15 May 13:00Z (5:00 PM) is the cancelled appointment 71610; the live booking 71644 is Sat 16 May 10:00 AM.",
    now=N8)

add(S8, SI, Q8,
    "Hi Sofia, your massage is now on Saturday, 16 May at 10:00 AM with Jade Collins at our Dubai Marina clinic.",
    EV8, [S("on Saturday, 16 May at 10:00 AM"), C("with Jade Collins", "VALUE_MISMATCH"),
          C("at our Dubai Marina clinic", "VALUE_MISMATCH")],
    errors=["wrong_name", "stale_value"], excl=["Jade Collins", "Dubai Marina clinic"],
    notes="Jade Collins and the Marina branch (business 22) belong to the cancelled 71610; 71644 is with Rami Farouk at Al Quoz (business 21).",
    now=N8)

add(S8, SI, Q8,
    "Hi Sofia, your sports massage has been moved to Saturday, 16 May at 10:00 AM with Rami Farouk at our Dubai Marina "
    "clinic.",
    EV8, [S("moved to Saturday, 16 May at 10:00 AM"), S("with Rami Farouk"), C("at our Dubai Marina clinic", "VALUE_MISMATCH")],
    errors=["stale_value"], excl=["Dubai Marina clinic"], fix="Al Quoz",
    incl=["10:00 AM|10 AM|10am", "Rami Farouk"], repair=True, now=N8,
    notes="71644.business_id is 21 = Stride - Al Quoz; the Marina (22) was the old appointment's branch.")

# =====================================================================================================
# Business 3: orthodontic aligner provider (ClearLine Aligners, DHCC and Al Wasl)
# =====================================================================================================
OA = "orthodontic aligner provider"

def clearline_settings(eid="get_settings#clearline"):
    return {"id": eid, "kind": "record", "source": "tool:GET /settings",
            "fields": {"settings": {"business_name": "ClearLine Aligners", "time_zone": "Asia/Dubai", "currency": "AED",
                                    "tax": {"name": "VAT", "rate": "5.0"},
                                    "businesses": [{"business_id": "31", "name": "ClearLine - Dubai Healthcare City",
                                                    "address": "Building 64, Al Razi, DHCC"},
                                                   {"business_id": "32", "name": "ClearLine - Al Wasl",
                                                    "address": "Al Wasl Road, Villa 512"}]}}}

# ---- scenario 9: stages left and refinements ----------------------------------------------------
S9 = "aligner-refinements"
EV9 = [
    clearline_settings(),
    {"id": "get_treatment_plan#ATP-2208", "kind": "record", "source": "tool:GET /patients/50817/treatment_plans/ATP-2208",
     "fields": {"treatment_plan": {
         "id": "ATP-2208", "patient": {"id": "50817", "first_name": "Noura", "last_name": "Al Mansoori"},
         "current_version": {"version": 2, "plan_code": "CL_COMPREHENSIVE", "status": "ACTIVE",
                             "treatment_started_on": "2025-11-03", "total_stages": 28, "current_stage": 19,
                             "wear_days_per_stage": 10, "refinements": {"included": 2, "used": 0},
                             "max_sessions": 8, "sessions_used": 5,
                             "includes": ["ALIGNERS_ALL_STAGES", "REFINEMENTS_X2", "RETAINER_SET_X1", "REVIEW_VISITS_X8"],
                             "estimated_completion": "2026-08-08"},
         "previous_versions": [{"version": 1, "plan_code": "CL_LITE", "status": "SUPERSEDED", "total_stages": 20,
                                "superseded_on": "2025-10-28", "includes": ["ALIGNERS_20_STAGES", "REVIEW_VISITS_X4"]}]}}},
    {"id": "policy#aligner-plans", "kind": "policy", "revision": "2025-09",
     "text": "Retainers are included only where the plan lists them. Lite plans cover up to 20 aligner stages, and any "
             "refinement on a Lite plan is charged at AED 1,500 per round. Comprehensive plans include up to two "
             "refinement rounds, provided each is started within 24 months of the first aligner. Whitening is not part "
             "of any aligner plan and is offered separately."},
]
Q9 = "If my teeth aren't tracking at the end, will refinements cost extra? And how many trays have I got left?"

add(S9, OA, Q9,
    "Hi Noura, you're currently on stage 19 of 28, so nine more stages follow the one you're wearing. Your Comprehensive "
    "plan includes up to two refinement rounds, and you haven't used either yet; they're covered as long as each starts "
    "within 24 months of your first aligner, which was on 3 November 2025.",
    EV9, [S("on stage 19 of 28"), S("nine more stages follow the one you're wearing"), S("includes up to two refinement rounds"),
          S("you haven't used either yet"), S("within 24 months of your first aligner"), S("on 3 November 2025")],
    notes="current_version: total_stages 28, current_stage 19 (28-19 = 9), CL_COMPREHENSIVE, refinements used 0, treatment_started_on 2025-11-03; policy gives the 24-month condition.",
    incl=["19 of 28", "two refinement rounds"])

add(S9, OA, Q9,
    "\u2022 Stages left: 9 (at 10 days each)\n\u2022 Refinements: 2 included, 0 used\n\u2022 Review visits: 3 of 8 remaining\n"
    "\u2022 Retainer: one set included\nWhitening isn't part of the plan; we offer it separately.",
    EV9, [S("Stages left: 9 (at 10 days each)"), S("Refinements: 2 included, 0 used"), S("Review visits: 3 of 8 remaining"),
          S("Retainer: one set included"), S("Whitening isn't part of the plan"), S("we offer it separately")],
    notes="wear_days_per_stage 10; max_sessions 8 - sessions_used 5 = 3 review visits; includes RETAINER_SET_X1; policy on whitening.",
    incl=["Stages left: 9", "3 of 8"])

add(S9, OA, Q9,
    "No extra cost for refinements: two rounds are included in your plan, and 9 stages remain after your current one.",
    EV9, [S("two rounds are included in your plan"), S("9 stages remain after your current one")],
    notes="CL_COMPREHENSIVE includes REFINEMENTS_X2; 28 - 19 = 9.",
    incl=["9 stages remain"])

add(S9, OA, Q9,
    "Hi Noura, you're on stage 19 of 20 stages in total. Refinements on your plan are charged at AED 1,500 per round, and "
    "each round has to start within 24 months of your first aligner.",
    EV9, [C("stage 19 of 20 stages in total", *VM), C("charged at AED 1,500 per round", "NLI_CONTRADICTION", "AMOUNT_MISMATCH", "VALUE_MISMATCH"),
          S("within 24 months of your first aligner")],
    errors=["stale_value", "wrong_policy_condition"], excl=["19 of 20", "charged at AED 1,500 per round"],
    notes="20 stages and the AED 1,500 refinement charge belong to the superseded CL_LITE version 1; the active Comprehensive plan has 28 stages and includes two refinements.")

add(S9, OA, Q9,
    "Hi Noura, you have nine stages to go after stage 19, and both refinement rounds are still available to you. Your plan "
    "also includes a take-home whitening kit, and you have 2 of your 8 review visits left.",
    EV9, [S("nine stages to go after stage 19"), S("both refinement rounds are still available"),
          C("includes a take-home whitening kit", "NLI_CONTRADICTION", "VALUE_MISMATCH"),
          C("2 of your 8 review visits left", *VM)],
    errors=["unlisted_perk", "wrong_arithmetic"], excl=["take-home whitening kit", "2 of your 8 review visits"],
    notes="Policy: whitening is not part of any aligner plan; includes has no whitening. max_sessions 8 - sessions_used 5 = 3, not 2.")

add(S9, OA, Q9,
    "You're on stage 19 of 28, so 7 stages remain after this one, and both refinement rounds in your plan are still unused.",
    EV9, [S("stage 19 of 28"), C("so 7 stages remain after this one", *VM), S("both refinement rounds in your plan are still unused")],
    errors=["wrong_arithmetic"], excl=["7 stages remain"], fix="nine|9 stages|9 more|9 remain",
    incl=["19 of 28", "refinement"], repair=True,
    notes="total_stages 28 - current_stage 19 = 9 remaining stages.")

# ---- scenario 10: instalments paid and remaining ------------------------------------------------
S10 = "aligner-instalments"
EV10 = [
    clearline_settings(),
    {"id": "list_invoices#pt-50902", "kind": "record", "source": "tool:GET /patients/50902/invoices",
     "fields": {"patient": {"id": "50902", "first_name": "Marcus", "last_name": "Chen"},
                "invoices": [
                    {"id": "A-3301", "number": "CLA-3301", "description": "Comprehensive aligner plan - deposit",
                     "net_amount": "4000.00", "tax_amount": "200.00", "total_amount": "4200.00", "status": 3,
                     "due_date": "2026-03-20"},
                    {"id": "A-3302", "number": "CLA-3302", "description": "Instalment 2 of 4",
                     "net_amount": "2000.00", "tax_amount": "100.00", "total_amount": "2100.00", "status": 3,
                     "due_date": "2026-04-20"},
                    {"id": "A-3303", "number": "CLA-3303", "description": "Instalment 3 of 4",
                     "net_amount": "2000.00", "tax_amount": "100.00", "total_amount": "2100.00", "status": 2,
                     "due_date": "2026-05-20"},
                    {"id": "A-3304", "number": "CLA-3304", "description": "Instalment 4 of 4",
                     "net_amount": "2000.00", "tax_amount": "100.00", "total_amount": "2100.00", "status": 1,
                     "due_date": "2026-06-20"}],
                "status_lookup": [{"value": 1, "label": "Scheduled (not yet issued)"},
                                  {"value": 2, "label": "Issued - awaiting payment"},
                                  {"value": 3, "label": "Paid"}, {"value": 4, "label": "Void"}]}},
    {"id": "list_card_payments#pt-50902", "kind": "record", "source": "tool:GET /payments?patient_id=50902",
     "fields": {"data": [{"id": "pay_8fK2", "amount": 420000, "currency": "aed", "created": ep("2026-03-18T09:12:00Z"),
                          "metadata": {"invoice": "CLA-3301"}, "status": "succeeded"},
                         {"id": "pay_9Lm7", "amount": 210000, "currency": "aed", "created": ep("2026-04-19T16:40:00Z"),
                          "metadata": {"invoice": "CLA-3302"}, "status": "succeeded"}],
                "has_more": False}},
    {"id": "policy#payment-plans", "kind": "policy", "revision": "v4",
     "text": "The aligner fee may be paid as a deposit plus three monthly instalments. Instalments paid more than 7 days "
             "after the due date incur a AED 150 late fee. Paying the remaining balance early carries no penalty, but no "
             "early-payment discount is offered."},
]
Q10 = "How much have I paid so far on my aligners and what's left?"
N10 = "2026-05-15T13:00:00+04:00"

add(S10, OA, Q10,
    "Hi Marcus, you've paid AED 6,300.00 so far (your AED 4,200.00 deposit and the AED 2,100.00 April instalment), and "
    "AED 4,200.00 remains: AED 2,100.00 due on 20 May and the final AED 2,100.00 on 20 June. A late fee of AED 150 applies "
    "only if an instalment is paid more than 7 days after its due date.",
    EV10, [S("you've paid AED 6,300.00 so far"), S("your AED 4,200.00 deposit"), S("the AED 2,100.00 April instalment"),
           S("AED 4,200.00 remains"), S("AED 2,100.00 due on 20 May"), S("the final AED 2,100.00 on 20 June"),
           S("A late fee of AED 150 applies"), S("more than 7 days after its due date")],
    notes="Paid: CLA-3301 4200.00 + CLA-3302 2100.00 = 6300.00 (status 3); open: CLA-3303 (due 2026-05-20) + CLA-3304 (due 2026-06-20) = 4200.00. Late fee rule from policy#payment-plans.",
    incl=["AED 6,300.00", "20 June"], now=N10)

add(S10, OA, Q10,
    "Paid to date: Dh6,300 of Dh10,500. Next instalment: Dh2,100, due 20/05/2026. You're welcome to clear the balance early "
    "with no penalty, though there's no discount for doing so.",
    EV10, [S("Paid to date: Dh6,300 of Dh10,500"), S("Next instalment: Dh2,100, due 20/05/2026"),
           S("clear the balance early with no penalty"), S("there's no discount for doing so")],
    notes="Four invoice totals sum to 10500.00, of which 6300.00 paid; policy: no penalty and no discount for early payment.",
    incl=["Dh6,300", "20/05/2026"], now=N10)

add(S10, OA, Q10,
    "Two instalments of AED 2,100 are left: one due next Wednesday and the last one in June.",
    EV10, [S("Two instalments of AED 2,100 are left"), S("one due next Wednesday"), S("the last one in June")],
    notes="CLA-3303 due 2026-05-20 (Wednesday after now, Fri 15 May) and CLA-3304 due 2026-06-20, each 2100.00.",
    incl=["AED 2,100"], now=N10)

add(S10, OA, Q10,
    "Hi Marcus, you've paid AED 6,300.00 so far, and the balance left on your plan is AED 2,100.00, due on 20 May.",
    EV10, [S("you've paid AED 6,300.00 so far"), C("the balance left on your plan is AED 2,100.00", *AM), S("due on 20 May")],
    errors=["wrong_arithmetic"], excl=["balance left on your plan is AED 2,100.00"],
    notes="The remaining balance counts both CLA-3303 and the scheduled CLA-3304: 2100.00 + 2100.00 = 4200.00.", now=N10)

add(S10, OA, Q10,
    "Hi Marcus, our payment records show your deposit of AED 420,000 and a second payment of AED 210,000. Please note a "
    "AED 150 late fee applies if an instalment is paid even one day after its due date.",
    EV10, [C("your deposit of AED 420,000", *AM), C("a second payment of AED 210,000", *AM),
           C("paid even one day after its due date", *PC)],
    errors=["unit_conversion", "unit_conversion", "wrong_policy_condition"],
    excl=["AED 420,000", "AED 210,000", "even one day after its due date"],
    notes="Card payments are in fils (minor units): 420000 = AED 4,200.00 and 210000 = AED 2,100.00. Policy: the late fee applies only beyond 7 days.",
    now=N10)

add(S10, OA, Q10,
    "Hi Marcus, you've paid AED 6,300.00 so far, and AED 4,200.00 remains: AED 2,100.00 due on 20 May and AED 2,100.00 on "
    "20 July.",
    EV10, [S("you've paid AED 6,300.00 so far"), S("AED 4,200.00 remains"), S("AED 2,100.00 due on 20 May"),
           C("AED 2,100.00 on 20 July", *TM)],
    errors=["wrong_date"], excl=["20 July"], fix="20 June|20/06|June 20|20th June|20th of June",
    incl=["6,300|6300", "4,200|4200"], repair=True, now=N10,
    notes="CLA-3304 due_date is 2026-06-20.")

# ---- scenario 11: replacement retainer ----------------------------------------------------------
S11 = "retainer-replacement"
EV11 = [
    clearline_settings(),
    {"id": "get_patient#51044", "kind": "record", "source": "tool:GET /patients/51044",
     "fields": {"patient": {"id": "51044", "first_name": "Hessa", "last_name": "Karim",
                            "retention": {"active_treatment_completed_on": "2025-09-30",
                                          "replacements_included_within_12_months": 1, "replacements_used": 0}}}},
    {"id": "list_lab_orders#pt-51044", "kind": "record", "source": "tool:GET /patients/51044/lab_orders",
     "fields": {"lab_orders": [
         {"id": "RO-6120", "type": "RETAINER_INITIAL", "status": "DELIVERED", "delivered_at": ep("2025-10-06T10:00:00Z")},
         {"id": "RO-7731", "type": "RETAINER_REPLACEMENT", "status": "IN_PRODUCTION",
          "ordered_at": ep("2026-05-07T07:30:00Z"), "estimated_dispatch_at": ep("2026-05-18T06:00:00Z"),
          "fulfilment": "CLINIC_PICKUP", "source_scan_id": "SC-99021"}]}},
    {"id": "list_invoices#pt-51044", "kind": "record", "source": "tool:GET /patients/51044/invoices",
     "fields": {"invoices": [
         {"number": "CLA-4410", "description": "Retainer rescan", "net_amount": "200.00", "tax_amount": "10.00",
          "total_amount": "210.00", "status": 3},
         {"number": "CLA-4411", "description": "Replacement retainer set (covered)", "net_amount": "0.00",
          "tax_amount": "0.00", "total_amount": "0.00", "status": 3}],
         "status_lookup": [{"value": 2, "label": "Awaiting payment"}, {"value": 3, "label": "Paid"}]}},
    {"id": "policy#retainers", "kind": "policy", "revision": "2025-09",
     "text": "One replacement retainer set is included in the first 12 months after active treatment ends. Further "
             "replacements cost AED 650 per set. Replacements are made from your most recent scan; if it is more than 6 "
             "months old, a new scan is needed first (AED 200 plus VAT). Finished retainers are collected from the clinic "
             "unless courier delivery is requested."},
]
Q11 = "When will my replacement retainer be ready, and do I have to pay for it?"
N11 = "2026-05-14T10:00:00+04:00"

add(S11, OA, Q11,
    "Hi Hessa, the replacement set itself is covered: your plan includes one replacement in the first 12 months after "
    "treatment ends, and you hadn't used it. The only charge was the new scan, AED 210.00 including VAT, which is already "
    "paid. The lab has the retainer in production and expects to dispatch it on Monday, 18 May, for collection at the clinic.",
    EV11, [S("the replacement set itself is covered"), S("one replacement in the first 12 months after treatment ends"),
           S("you hadn't used it"), S("The only charge was the new scan, AED 210.00 including VAT"), S("which is already paid"),
           S("has the retainer in production"), S("expects to dispatch it on Monday, 18 May"), S("for collection at the clinic")],
    notes="Treatment ended 2025-09-30, replacements_used 0; CLA-4411 total 0.00; CLA-4410 total 210.00 status 3. RO-7731 IN_PRODUCTION, estimated_dispatch_at epoch = 2026-05-18 10:00 Dubai, fulfilment CLINIC_PICKUP.",
    incl=["18 May", "AED 210.00"], now=N11)

add(S11, OA, Q11,
    "Your replacement retainer (order RO-7731) is being made now and should leave the lab on 18/05/2026. It's free under "
    "your retention cover; the rescan invoice CLA-4410 for AED 210.00 has been paid.",
    EV11, [S("(order RO-7731) is being made now"), S("should leave the lab on 18/05/2026"),
           S("It's free under your retention cover"), S("the rescan invoice CLA-4410 for AED 210.00 has been paid")],
    notes="RO-7731 status IN_PRODUCTION with estimated_dispatch_at 2026-05-18; CLA-4411 0.00; CLA-4410 paid.",
    incl=["RO-7731", "18/05/2026"], now=N11)

add(S11, OA, Q11,
    "Hi Hessa, your replacement retainer is covered under your plan, so there's nothing to pay for the set. It has already "
    "shipped, and we've also added a spare set at no charge so you have a backup.",
    EV11, [S("your replacement retainer is covered under your plan"), S("there's nothing to pay for the set"),
           C("It has already shipped", *ST), I("added a spare set at no charge", *CW)],
    errors=["wrong_state", "unrecorded_extra"], excl=["It has already shipped", "spare set at no charge"],
    notes="RO-7731 is IN_PRODUCTION, not shipped. No lab order or invoice records a spare set.", now=N11)

add(S11, OA, Q11,
    "Hi Hessa, your retainer is in production and due to be dispatched on 18 May. As a replacement, it is charged at AED 650 "
    "per set, in addition to the AED 210.00 rescan you've paid.",
    EV11, [S("your retainer is in production"), S("dispatched on 18 May"),
           C("it is charged at AED 650 per set", "AMOUNT_MISMATCH", "NLI_CONTRADICTION"), S("the AED 210.00 rescan you've paid")],
    errors=["wrong_amount"], excl=["charged at AED 650 per set"],
    notes="The AED 650 charge applies only to further replacements; this is the first within 12 months, and CLA-4411 totals 0.00.",
    now=N11)

add(S11, OA, Q11,
    "Hi Hessa, your replacement retainer is covered by your plan at no charge, and the lab has already dispatched it.",
    EV11, [S("covered by your plan at no charge"), C("the lab has already dispatched it", *ST)],
    errors=["wrong_state"], excl=["has already dispatched it"], fix="production|being made|18 May|18/05",
    incl=["no charge|free|covered"], repair=True, now=N11,
    notes="RO-7731 status IN_PRODUCTION, estimated dispatch 18 May.")

# ---- scenario 12: progress scan at another branch -----------------------------------------------
S12 = "scan-ipr-branch"
EV12 = [
    clearline_settings(),
    {"id": "list_appointments#pt-51230", "kind": "record", "source": "tool:GET /patients/51230/appointments",
     "fields": {"patient": {"id": "51230", "first_name": "Tariq", "last_name": "Bello", "default_business_id": "31"},
                "appointments": [
                    {"id": "81955", "appointment_type": {"name": "Aligner Fit Check"},
                     "starts_at": "2026-04-14T07:00:00Z", "ends_at": "2026-04-14T07:20:00Z", "business_id": "31",
                     "practitioner": {"display_name": "Dr. Leena Varghese"}, "patient_arrived": True},
                    {"id": "82210", "appointment_type": {"name": "Progress Scan & IPR", "duration": "PT30M"},
                     "starts_at": "2026-05-19T11:15:00Z", "ends_at": "2026-05-19T11:45:00Z", "business_id": "32",
                     "practitioner": {"links": {"self": "https://api.clearline.example/v1/practitioners/5"},
                                      "display_name": "Dr. Leena Varghese", "designation": "Orthodontist"},
                     "treatment_coordinator": {"display_name": "Mariam Yousef"}, "cancelled_at": None}]}},
    {"id": "kb#ipr", "kind": "passage", "source": "kb:treatment/ipr",
     "text": "IPR (interproximal reduction) gently polishes small amounts of enamel between selected teeth to make space.\n"
             "It usually takes 10 to 20 minutes and does not normally need anaesthetic.\n"
             "Keep your aligners in their case during the visit and bring your current and next set."},
]
Q12 = "Where and with whom is my next appointment? Is it at the usual clinic?"
N12 = "2026-05-15T09:30:00+04:00"

add(S12, OA, Q12,
    "Hi Tariq, your progress scan and IPR is on Tuesday, 19 May at 3:15 PM with Dr. Leena Varghese, our orthodontist, and it "
    "is at our Al Wasl clinic (Al Wasl Road, Villa 512) rather than DHCC. It's booked for 30 minutes. IPR doesn't normally "
    "need anaesthetic; please bring your current and next set of aligners.",
    EV12, [S("on Tuesday, 19 May at 3:15 PM"), S("with Dr. Leena Varghese, our orthodontist"),
           S("at our Al Wasl clinic (Al Wasl Road, Villa 512) rather than DHCC"), S("It's booked for 30 minutes"),
           S("IPR doesn't normally need anaesthetic"), S("bring your current and next set of aligners")],
    notes="82210: 11:15Z = 3:15 PM Dubai Tue 19 May, business 32 (Al Wasl) while default_business_id is 31 (DHCC), PT30M; kb#ipr.",
    incl=["3:15 PM", "Al Wasl"], now=N12)

add(S12, OA, Q12,
    "Not the usual one this time: Tuesday 19/05 at 3:15 pm, ClearLine Al Wasl, with Dr. Leena Varghese. Your treatment "
    "coordinator for this visit is Mariam Yousef.",
    EV12, [S("Not the usual one this time"), S("Tuesday 19/05 at 3:15 pm, ClearLine Al Wasl"), S("with Dr. Leena Varghese."),
           S("Your treatment coordinator for this visit is Mariam Yousef")],
    notes="Appointment 82210 at business 32; treatment_coordinator Mariam Yousef; practitioner Dr. Leena Varghese.",
    incl=["3:15 pm", "Al Wasl"], now=N12)

add(S12, OA, Q12,
    "Hi Tariq, your next visit is on Tuesday, 19 May at 11:15 AM at our Al Wasl clinic, with our orthodontist Mariam Yousef.",
    EV12, [C("Tuesday, 19 May at 11:15 AM", *TM), S("at our Al Wasl clinic"),
           C("with our orthodontist Mariam Yousef", "VALUE_MISMATCH", "IDENTIFIER_MISMATCH")],
    errors=["unit_conversion", "wrong_role"], excl=["11:15 AM", "orthodontist Mariam Yousef"],
    notes="11:15Z is 3:15 PM in Dubai. Mariam Yousef is the treatment_coordinator; the orthodontist is Dr. Leena Varghese.",
    now=N12)

add(S12, OA, Q12,
    "Hi Tariq, your progress scan and IPR is on Tuesday, 19 May at 3:15 PM with Dr. Leena Varghese at your usual DHCC "
    "clinic. IPR is done under a local anaesthetic, so allow a little extra time afterwards.",
    EV12, [S("Tuesday, 19 May at 3:15 PM"), C("at your usual DHCC clinic", "VALUE_MISMATCH"),
           CI("IPR is done under a local anaesthetic", "NLI_CONTRADICTION", "NLI_NOT_ENTAILED")],
    errors=["other_record_value", "invented_fact"], excl=["usual DHCC clinic", "under a local anaesthetic"],
    notes="82210.business_id is 32 (Al Wasl); DHCC (31) is the patient default and the April visit's branch. kb#ipr says IPR does not normally need anaesthetic.",
    now=N12)

add(S12, OA, Q12,
    "Hi Tariq, your next visit is on Tuesday, 19 May at 3:15 PM with Dr. Leena Varghese at our DHCC clinic, as usual.",
    EV12, [S("Tuesday, 19 May at 3:15 PM"), S("with Dr. Leena Varghese"), C("at our DHCC clinic, as usual", "VALUE_MISMATCH")],
    errors=["other_record_value"], excl=["DHCC clinic, as usual"], fix="Al Wasl",
    incl=["3:15 PM|3:15 pm|3:15", "Leena Varghese"], repair=True, now=N12,
    notes="Appointment 82210 is at business 32 = ClearLine - Al Wasl.")

# =====================================================================================================
# Business 4: fertility clinic (Nakhla Fertility Centre, Umm Suqeim)
# =====================================================================================================
FC = "fertility clinic"

def nakhla_settings(eid="get_settings#nakhla"):
    return {"id": eid, "kind": "record", "source": "tool:GET /settings",
            "fields": {"settings": {"business_name": "Nakhla Fertility Centre", "business_id": "41",
                                    "address": "Al Wasl Road, Umm Suqeim 2", "time_zone": "Asia/Dubai",
                                    "currency": "AED", "tax": {"name": "VAT", "rate": "5.0"}}}}

NAKHLA_STATUS = [{"value": 1, "label": "Draft"}, {"value": 2, "label": "Awaiting payment"}, {"value": 3, "label": "Paid"},
                 {"value": 4, "label": "Void"}, {"value": 5, "label": "Partially paid"}]

# ---- scenario 13: first consultation and AMH test -----------------------------------------------
S13 = "first-consult-amh"
EV13 = [
    nakhla_settings(),
    {"id": "list_appointments#pt-60118", "kind": "record", "source": "tool:GET /patients/60118/appointments",
     "fields": {"patient": {"id": "60118", "first_name": "Rana", "last_name": "Khalil", "partner_patient_id": "60119"},
                "appointments": [
                    {"id": "90301", "appointment_type": {"name": "AMH Blood Test", "duration": "PT15M"},
                     "starts_at": "2026-05-18T05:00:00Z", "ends_at": "2026-05-18T05:15:00Z",
                     "practitioner": {"display_name": "Joanna Reyes", "designation": "Fertility Nurse"}, "cancelled_at": None},
                    {"id": "90322", "appointment_type": {"name": "Initial Fertility Consultation (couple)", "duration": "PT60M"},
                     "starts_at": "2026-05-21T08:30:00Z", "ends_at": "2026-05-21T09:30:00Z",
                     "practitioner": {"links": {"self": "https://api.nakhla.example/v1/practitioners/3"},
                                      "display_name": "Dr. Farah Haidari", "designation": "Reproductive Endocrinologist"},
                     "cancelled_at": None}]}},
    {"id": "list_invoices#pt-60118", "kind": "record", "source": "tool:GET /patients/60118/invoices",
     "fields": {"invoices": [
         {"number": "NFC-20877", "appointment_id": "90301", "net_amount": "350.00", "tax_amount": "17.50",
          "total_amount": "367.50", "status": 1},
         {"number": "NFC-20878", "appointment_id": "90322", "net_amount": "800.00", "tax_amount": "40.00",
          "total_amount": "840.00", "status": 2}],
         "status_lookup": NAKHLA_STATUS}},
    {"id": "policy#first-visit", "kind": "policy", "revision": "2026-03",
     "text": "For a first consultation please arrive 15 minutes early and bring both partners' Emirates ID cards and your "
             "marriage certificate. The AMH blood test can be taken on any day of the cycle and does not require fasting. "
             "Consultation fees are payable at reception on the day. Previous test results or scans from other clinics are "
             "welcome; please bring copies."},
]
Q13 = "Can you confirm our appointments and what we need to bring?"
N13 = "2026-05-14T12:00:00+04:00"

add(S13, FC, Q13,
    "Hello Rana, here are your bookings:\n- AMH blood test: Monday, 18 May at 9:00 AM with Joanna Reyes (no fasting needed, "
    "any cycle day)\n- Couple's first consultation: Thursday, 21 May at 12:30 PM with Dr. Farah Haidari, for one hour\n"
    "Please arrive 15 minutes early for the consultation and bring both partners' Emirates IDs and your marriage "
    "certificate. The consultation fee of AED 840.00 is payable at reception on the day.",
    EV13, [NA("here are your bookings"), S("Monday, 18 May at 9:00 AM with Joanna Reyes"), S("no fasting needed, any cycle day"),
           S("Thursday, 21 May at 12:30 PM with Dr. Farah Haidari"), S("for one hour"), S("arrive 15 minutes early"),
           S("bring both partners' Emirates IDs and your marriage certificate"), S("The consultation fee of AED 840.00"),
           S("payable at reception on the day")],
    notes="90301 05:00Z = 9:00 AM Mon 18 May; 90322 08:30Z = 12:30 PM Thu 21 May, PT60M; invoice NFC-20878 total 840.00; preparation and payment rules from policy#first-visit.",
    incl=["12:30 PM", "9:00 AM"], now=N13)

add(S13, FC, Q13,
    "Dear Mrs Khalil,\n\nYour initial consultation with Dr. Farah Haidari, our reproductive endocrinologist, is booked for "
    "21/05/2026 at 12:30 pm, preceded by your AMH blood test on 18/05/2026 at 9:00 am. If you have results or scans from "
    "another clinic, please bring copies.\n\nWarm regards,\nNakhla Fertility Centre",
    EV13, [S("with Dr. Farah Haidari, our reproductive endocrinologist"), S("booked for 21/05/2026 at 12:30 pm"),
           S("AMH blood test on 18/05/2026 at 9:00 am"), S("please bring copies"), NA("Warm regards")],
    notes="Appointments 90322 and 90301 converted to Asia/Dubai; policy welcomes copies of previous results.",
    incl=["21/05/2026", "12:30 pm"], now=N13)

add(S13, FC, Q13,
    "Hello Rana, your AMH blood test is on Monday, 18 May at 9:00 AM; please fast for 8 hours beforehand. Your couple's "
    "consultation with Dr. Farah Haidari is on Friday, 22 May at 12:30 PM, and both partners should bring their Emirates IDs.",
    EV13, [S("Monday, 18 May at 9:00 AM"), C("please fast for 8 hours beforehand", "NLI_CONTRADICTION"),
           C("on Friday, 22 May at 12:30 PM", *TM), S("both partners should bring their Emirates IDs")],
    errors=["wrong_policy_condition", "wrong_date"], excl=["fast for 8 hours", "Friday, 22 May"],
    notes="Policy: the AMH test does not require fasting. 90322 is Thu 21 May (08:30Z).", now=N13)

add(S13, FC, Q13,
    "Hello Rana, your consultation on Thursday, 21 May at 12:30 PM is with Joanna Reyes, and the fee of AED 800.00 is payable "
    "at reception on the day. Your AMH test is on Monday, 18 May at 9:00 AM.",
    EV13, [S("Thursday, 21 May at 12:30 PM"), C("is with Joanna Reyes", "VALUE_MISMATCH"), C("the fee of AED 800.00", *AM),
           S("payable at reception on the day"), S("Monday, 18 May at 9:00 AM")],
    errors=["other_record_value", "wrong_amount"], excl=["is with Joanna Reyes", "AED 800.00"],
    notes="Joanna Reyes is the nurse on the AMH appointment 90301; the consultation 90322 is with Dr. Farah Haidari. 800.00 is the net amount; the fee due (total_amount) is 840.00.",
    now=N13)

add(S13, FC, Q13,
    "Your AMH blood test is on Monday, 18 May at 9:00 AM, and your first consultation with Dr. Farah Haidari is on Thursday, "
    "21 May at 8:30 AM.",
    EV13, [S("Monday, 18 May at 9:00 AM"), S("first consultation with Dr. Farah Haidari"), C("21 May at 8:30 AM", *TM)],
    errors=["unit_conversion"], excl=["8:30 AM"], fix="12:30",
    incl=["9:00 AM|9 AM|9am", "21 May"], repair=True, now=N13,
    notes="90322 starts_at 08:30Z = 12:30 PM in Asia/Dubai.")

# ---- scenario 14: IVF package balance and inclusions --------------------------------------------
S14 = "ivf-package-balance"
EV14 = [
    nakhla_settings(),
    {"id": "get_treatment_plan#FTP-1180", "kind": "record", "source": "tool:GET /patients/60240/treatment_plans/FTP-1180",
     "fields": {"treatment_plan": {"id": "FTP-1180", "patient": {"id": "60240", "first_name": "Huda", "last_name": "Saleh"},
                                   "package_code": "IVF_STANDARD", "status": "ACTIVE",
                                   "includes": ["OVARIAN_STIMULATION_MONITORING", "EGG_COLLECTION", "ICSI",
                                                "EMBRYO_CULTURE_DAY5", "EMBRYO_TRANSFER_X1", "EMBRYO_STORAGE_12M"],
                                   "excludes": ["MEDICATIONS", "PGT_A", "ADDITIONAL_TRANSFERS"],
                                   "max_sessions": 8, "sessions_used": 2, "session_label": "monitoring scans"}}},
    {"id": "list_quotes#FTP-1180", "kind": "record", "source": "tool:GET /treatment_plans/FTP-1180/quotes",
     "fields": {"quotes": [
         {"version": 1, "status": "SUPERSEDED", "issued_on": "2026-03-02", "net_amount": "22800.00",
          "tax_amount": "1140.00", "total_amount": "23940.00"},
         {"version": 2, "status": "ACCEPTED", "issued_on": "2026-04-21", "net_amount": "24500.00",
          "tax_amount": "1225.00", "total_amount": "25725.00"}]}},
    {"id": "get_invoice#NFC-20931", "kind": "record", "source": "tool:GET /invoices/20931",
     "fields": {"invoice": {"number": "NFC-20931", "treatment_plan_id": "FTP-1180", "net_amount": "24500.00",
                            "tax_amount": "1225.00", "total_amount": "25725.00", "status": 5,
                            "payments": [{"amount": "10000.00", "paid_at": "2026-04-28", "method": "BANK_TRANSFER"}]},
                "status_lookup": NAKHLA_STATUS}},
    {"id": "policy#ivf-standard", "kind": "policy", "revision": "2026-01",
     "text": "The IVF Standard package covers stimulation monitoring, egg collection, ICSI, embryo culture to day 5 and one "
             "embryo transfer. Medications are dispensed and billed by the pharmacy separately. Embryo storage is included "
             "for the first 12 months; after that it is AED 1,800 a year. Genetic testing of embryos (PGT-A) is available as "
             "an add-on and is quoted separately."},
]
Q14 = "What's left to pay on our IVF package, and is PGT testing included?"

add(S14, FC, Q14,
    "Hello Huda, your IVF Standard package invoice NFC-20931 is AED 25,725.00 including VAT; with the AED 10,000.00 you paid "
    "on 28 April, AED 15,725.00 remains. PGT-A genetic testing isn't part of the package; it's an add-on that we quote "
    "separately, and medications are billed by the pharmacy on their own. Embryo storage for the first 12 months is included.",
    EV14, [S("invoice NFC-20931 is AED 25,725.00 including VAT"), S("the AED 10,000.00 you paid on 28 April"),
           S("AED 15,725.00 remains"), S("PGT-A genetic testing isn't part of the package"), S("an add-on that we quote separately"),
           S("medications are billed by the pharmacy on their own"), S("Embryo storage for the first 12 months is included")],
    notes="NFC-20931 total 25725.00, one payment 10000.00 on 2026-04-28, so 15725.00 remains; plan excludes PGT_A and MEDICATIONS; policy on storage and PGT-A.",
    incl=["AED 15,725.00", "PGT-A"])

add(S14, FC, Q14,
    "- Package total: AED 25,725.00\n- Paid: AED 10,000.00\n- Balance: AED 15,725.00\n- PGT-A: not included (separate quote)\n"
    "- Monitoring scans used: 2 of 8",
    EV14, [S("Package total: AED 25,725.00"), S("Paid: AED 10,000.00"), S("Balance: AED 15,725.00"),
           S("PGT-A: not included (separate quote)"), S("Monitoring scans used: 2 of 8")],
    notes="Invoice and payment as above; max_sessions 8, sessions_used 2 (monitoring scans).",
    incl=["AED 15,725.00"])

add(S14, FC, Q14,
    "Fifteen thousand seven hundred and twenty-five dirhams remain on the package, and PGT-A is not included in it.",
    EV14, [S("Fifteen thousand seven hundred and twenty-five dirhams remain"), S("PGT-A is not included in it")],
    notes="25725.00 - 10000.00 = 15725.00; PGT_A listed under excludes.",
    incl=["Fifteen thousand seven hundred and twenty-five dirhams"])

add(S14, FC, Q14,
    "Hello Huda, your IVF package comes to AED 23,940.00 including VAT, and you have paid AED 10,000.00 so far. PGT-A testing "
    "is included in your package, so there is nothing extra to arrange for it.",
    EV14, [C("comes to AED 23,940.00 including VAT", *AM), S("you have paid AED 10,000.00 so far"),
           C("PGT-A testing is included in your package", "VALUE_MISMATCH", "NLI_CONTRADICTION")],
    errors=["stale_value", "unlisted_perk"], excl=["AED 23,940.00", "PGT-A testing is included"],
    notes="23940.00 is the SUPERSEDED quote version 1; the accepted quote and invoice total 25725.00. PGT_A is in the plan's excludes and the policy says it is quoted separately.")

add(S14, FC, Q14,
    "Hello Huda, with AED 10,000.00 paid on your AED 25,725.00 package, AED 14,725.00 remains. PGT-A is an add-on quoted "
    "separately, and embryo storage is included for the first 24 months.",
    EV14, [S("with AED 10,000.00 paid on your AED 25,725.00 package"), C("AED 14,725.00 remains", *AM),
           S("PGT-A is an add-on quoted separately"), C("included for the first 24 months", *PC)],
    errors=["wrong_arithmetic", "wrong_period"], excl=["AED 14,725.00", "first 24 months"],
    notes="25725.00 - 10000.00 = 15725.00. Policy: storage is included for the first 12 months.")

add(S14, FC, Q14,
    "Your package total is AED 23,940.00 including VAT, you've paid AED 10,000.00, and PGT-A is quoted separately.",
    EV14, [C("Your package total is AED 23,940.00", *AM), S("you've paid AED 10,000.00"), S("PGT-A is quoted separately")],
    errors=["stale_value"], excl=["AED 23,940.00"], fix="25,725|25725",
    incl=["10,000|10000", "PGT-A"], repair=True,
    notes="Quote version 1 (23940.00) is SUPERSEDED; invoice NFC-20931 total is 25725.00.")

# ---- scenario 15: egg storage renewal and auto-renew --------------------------------------------
S15 = "egg-storage-renewal"
EV15 = [
    nakhla_settings(),
    {"id": "get_storage_agreement#ST-2291", "kind": "record", "source": "tool:GET /patients/60377/storage_agreements/ST-2291",
     "fields": {"storage_agreement": {
         "id": "ST-2291", "patient": {"id": "60377", "first_name": "Lina", "last_name": "Farouki"},
         "sample_type": "OOCYTES", "straws": 3, "oocyte_count": 14, "frozen_on": "2025-06-02",
         "paid_through": "2026-06-01", "auto_renew": False,
         "renewal": {"period": "P1Y", "net_amount": "1800.00", "tax_amount": "90.00", "total_amount": "1890.00",
                     "due_by": "2026-06-01"},
         "card_on_file": {"brand": "VISA", "last4": "0932", "expiry": "2026-03"}}}},
    {"id": "update_storage_agreement#call-3", "kind": "refused_call", "tool": "update_storage_agreement", "decision": "DENY",
     "args": {"agreement_id": "ST-2291", "auto_renew": True}, "reason": "CARD_ON_FILE_EXPIRED"},
    {"id": "policy#storage", "kind": "policy", "revision": "2025-12",
     "text": "Storage is renewed yearly from the freezing date. If a renewal is not paid within 30 days after the "
             "paid-through date, we write to you by email and registered post. Samples are never discarded without your "
             "written consent and a 90-day notice period. Automatic renewal needs a valid card on file."},
]
Q15 = "Can you set up auto-renewal for my egg storage? Also, remind me how many eggs are stored and when the next payment is due."
N15 = "2026-05-16T11:00:00+04:00"

add(S15, FC, Q15,
    "Hi Lina, you have 14 eggs stored across 3 straws, and your storage is paid through 1 June 2026. The renewal for the next "
    "year is AED 1,890.00 including VAT, due by 1 June. I wasn't able to switch on auto-renewal because the Visa card ending "
    "0932 on your file has expired; automatic renewal needs a valid card on file.",
    EV15, [S("you have 14 eggs stored across 3 straws"), S("paid through 1 June 2026"), S("AED 1,890.00 including VAT"),
           S("due by 1 June"), S("I wasn't able to switch on auto-renewal"), S("the Visa card ending 0932 on your file has expired"),
           S("automatic renewal needs a valid card on file")],
    notes="ST-2291: oocyte_count 14, straws 3, paid_through 2026-06-01, renewal total 1890.00 due 2026-06-01; update_storage_agreement DENY CARD_ON_FILE_EXPIRED; card expiry 2026-03.",
    incl=["14 eggs", "AED 1,890.00"], now=N15)

add(S15, FC, Q15,
    "Fourteen eggs (3 straws) are in storage, paid up to 01/06/2026. Next year's fee: AED 1,800 + AED 90 VAT = AED 1,890. "
    "Auto-renewal couldn't be turned on, as the card on file expired in March 2026.",
    EV15, [S("Fourteen eggs (3 straws) are in storage"), S("paid up to 01/06/2026"), S("AED 1,800 + AED 90 VAT = AED 1,890"),
           S("Auto-renewal couldn't be turned on"), S("the card on file expired in March 2026")],
    notes="renewal net 1800.00 + tax 90.00 = 1890.00; card_on_file.expiry 2026-03; refused update.",
    incl=["AED 1,890", "01/06/2026"], now=N15)

add(S15, FC, Q15,
    "Auto-renew wasn't set up (the card on file has expired); the renewal of Dh1,890 is due by 1 June for your 14 stored eggs.",
    EV15, [S("Auto-renew wasn't set up"), S("the card on file has expired"), S("the renewal of Dh1,890 is due by 1 June"),
           S("your 14 stored eggs")],
    notes="Refused call DENY with CARD_ON_FILE_EXPIRED; renewal.total_amount 1890.00, due_by 2026-06-01; oocyte_count 14.",
    incl=["Dh1,890"], now=N15)

add(S15, FC, Q15,
    "Hi Lina, I've switched on auto-renewal, so the AED 1,890.00 renewal will be charged automatically by 1 June. You have 3 "
    "eggs in storage, frozen on 2 June 2025.",
    EV15, [C("I've switched on auto-renewal", *NX), C("You have 3 eggs in storage", *VM), S("frozen on 2 June 2025")],
    errors=["refused_call_effect", "wrong_quantity"], excl=["I've switched on auto-renewal", "You have 3 eggs"],
    notes="update_storage_agreement#call-3 was DENIED (expired card). 3 is the straw count; oocyte_count is 14.", now=N15)

add(S15, FC, Q15,
    "Hi Lina, your storage is paid through 1 June 2026 and the renewal is AED 1,890.00. If the renewal isn't paid within 30 "
    "days of that date, the samples may be discarded. I couldn't turn on auto-renewal because your card has expired.",
    EV15, [S("paid through 1 June 2026"), S("the renewal is AED 1,890.00"),
           C("the samples may be discarded", "NLI_CONTRADICTION"), S("I couldn't turn on auto-renewal because your card has expired")],
    errors=["wrong_policy_condition"], excl=["the samples may be discarded"],
    notes="Policy: after 30 days unpaid the clinic writes by email and registered post; samples are never discarded without written consent and 90 days' notice.",
    now=N15)

add(S15, FC, Q15,
    "Hi Lina, your 14 eggs are stored in 3 straws, and I've switched on auto-renewal for the AED 1,890.00 yearly fee.",
    EV15, [S("your 14 eggs are stored in 3 straws"), C("I've switched on auto-renewal", *NX), S("the AED 1,890.00 yearly fee")],
    errors=["refused_call_effect"], excl=["I've switched on auto-renewal"],
    fix="expired|could not|couldn't|unable|not able|wasn't able|was not able|valid card",
    incl=["14 eggs|14", "1,890|1890"], repair=True, now=N15,
    notes="update_storage_agreement#call-3 DENY: CARD_ON_FILE_EXPIRED.")

# ---- scenario 16: day-3 bloods pending review ---------------------------------------------------
S16 = "bloods-pending-review"
EV16 = [
    nakhla_settings(),
    {"id": "list_lab_orders#pt-60412", "kind": "record", "source": "tool:GET /patients/60412/lab_orders",
     "fields": {"patient": {"id": "60412", "first_name": "Sara", "last_name": "Jaber"},
                "lab_orders": [
                    {"id": "LAB-87911", "panel": "INFECTIOUS_SCREEN", "status": "RELEASED",
                     "released_at": "2026-04-22T10:00:00Z"},
                    {"id": "LAB-88120", "panel": "DAY3_HORMONE_PANEL", "tests": ["FSH", "LH", "E2", "AMH"],
                     "collected_at": "2026-05-04T04:40:00Z", "resulted_at": "2026-05-06T13:05:00Z",
                     "status": "RESULTED_PENDING_REVIEW", "reviewing_clinician": "Dr. Farah Haidari"}]}},
    {"id": "list_appointments#pt-60412", "kind": "record", "source": "tool:GET /patients/60412/appointments?upcoming=true",
     "fields": {"appointments": [
         {"id": "90455", "appointment_type": {"name": "Follow-up Consultation", "duration": "PT30M"},
          "starts_at": "2026-05-11T10:00:00Z", "ends_at": "2026-05-11T10:30:00Z",
          "practitioner": {"display_name": "Dr. Farah Haidari"}, "cancelled_at": None}]}},
    {"id": "release_lab_results#call-1", "kind": "refused_call", "tool": "release_lab_results", "decision": "DENY",
     "args": {"lab_order_id": "LAB-88120", "channel": "PATIENT_PORTAL"}, "reason": "PENDING_CLINICIAN_REVIEW"},
    {"id": "policy#results", "kind": "policy", "revision": "2025-10",
     "text": "Results are released to the patient portal only after the doctor has reviewed them, usually within 3 working "
             "days of the sample being resulted. Coordinators cannot share result values by phone or message. If a result "
             "needs urgent action, the doctor's team will call you directly."},
]
Q16 = "Are my day 3 blood results back? Can you send them to me?"
N16 = "2026-05-07T15:00:00+04:00"

add(S16, FC, Q16,
    "Hello Sara, your day-3 hormone panel (FSH, LH, E2 and AMH) has been resulted by the lab and is now waiting for Dr. Farah "
    "Haidari to review it. Results are only released to your portal after the doctor's review, so I'm not able to send them "
    "yet, and coordinators can't share values by message. Your follow-up with Dr. Haidari is on Monday, 11 May at 2:00 PM.",
    EV16, [S("(FSH, LH, E2 and AMH) has been resulted by the lab"), S("waiting for Dr. Farah Haidari to review it"),
           S("only released to your portal after the doctor's review"), S("I'm not able to send them yet"),
           S("coordinators can't share values by message"), S("on Monday, 11 May at 2:00 PM")],
    notes="LAB-88120 status RESULTED_PENDING_REVIEW, reviewing_clinician Dr. Farah Haidari; release_lab_results DENY; 90455 10:00Z = 2:00 PM Mon 11 May.",
    incl=["2:00 PM"], now=N16)

add(S16, FC, Q16,
    "The lab finished your panel yesterday; it is pending your doctor's review, which usually happens within 3 working days, "
    "and it will appear on your portal after that.",
    EV16, [S("The lab finished your panel yesterday"), S("it is pending your doctor's review"),
           S("usually happens within 3 working days"), S("it will appear on your portal after that")],
    notes="resulted_at 2026-05-06T13:05Z = 6 May 5:05 PM Dubai, the day before now (7 May); policy: release after review, usually within 3 working days.",
    incl=["3 working days"], now=N16)

add(S16, FC, Q16,
    "Hi Sara, good news: your day-3 results have been reviewed by Dr. Farah Haidari, and I've released them to your patient "
    "portal so you can view them now.",
    EV16, [C("your day-3 results have been reviewed by Dr. Farah Haidari", *ST), C("I've released them to your patient portal", *NX)],
    errors=["wrong_state", "refused_call_effect"], excl=["have been reviewed by Dr. Farah Haidari", "I've released them"],
    notes="LAB-88120 is RESULTED_PENDING_REVIEW (not reviewed); release_lab_results#call-1 was DENIED.", now=N16)

add(S16, FC, Q16,
    "Hi Sara, your panel is awaiting Dr. Haidari's review, which normally happens within 24 hours of the result. From what I "
    "can see, your AMH is within the normal range, so there's nothing to worry about.",
    EV16, [S("your panel is awaiting Dr. Haidari's review"), C("within 24 hours of the result", *PC),
           I("your AMH is within the normal range", *CW)],
    errors=["wrong_period", "invented_fact"], excl=["within 24 hours", "AMH is within the normal range"],
    notes="Policy: review usually within 3 working days. No record holds any result value.", now=N16)

add(S16, FC, Q16,
    "Hi Sara, your day-3 panel is back and pending Dr. Farah Haidari's review; your follow-up with her is on Monday, 11 May at "
    "10:00 AM.",
    EV16, [S("your day-3 panel is back and pending Dr. Farah Haidari's review"), C("Monday, 11 May at 10:00 AM", *TM)],
    errors=["unit_conversion"], excl=["10:00 AM"], fix="2:00 PM|2 PM|2pm|14:00|2:00 pm",
    incl=["11 May", "review"], repair=True, now=N16,
    notes="90455 starts_at 10:00Z = 2:00 PM Asia/Dubai.")

# =====================================================================================================
# Business 5: IV-drip wellness lounge (Hydra IV Lounge, Business Bay)
# =====================================================================================================
IV = "IV-drip wellness lounge"

def hydra_settings(eid="get_settings#hydra"):
    return {"id": eid, "kind": "record", "source": "tool:GET /settings",
            "fields": {"settings": {"business_name": "Hydra IV Lounge - Business Bay", "business_id": "55",
                                    "time_zone": "Asia/Dubai", "currency": "AED",
                                    "tax": {"name": "VAT", "rate": "5.0"}}}}

# ---- scenario 17: membership drips left, guest pass ---------------------------------------------
S17 = "membership-drips-left"
EV17 = [
    hydra_settings(),
    {"id": "get_membership#MB-7710", "kind": "record", "source": "tool:GET /patients/70231/memberships/MB-7710",
     "fields": {"membership": {
         "id": "MB-7710", "patient": {"id": "70231", "first_name": "Yasmin", "last_name": "Qureshi"},
         "tier": "HYDRA_PLUS", "status": "ACTIVE",
         "billing": {"net_amount": "1200.00", "tax_amount": "60.00", "total_amount": "1260.00", "interval": "P1M",
                     "next_charge_on": "2026-06-01"},
         "current_cycle": {"starts_on": "2026-05-01", "ends_on": "2026-05-31", "max_sessions": 4, "sessions_used": 3},
         "previous_cycles": [{"starts_on": "2026-04-01", "ends_on": "2026-04-30", "max_sessions": 4, "sessions_used": 2}],
         "perks": ["BOOSTER_SHOT_MONTHLY", "ADDON_DISCOUNT_10_PCT"]}}},
    {"id": "policy#memberships", "kind": "policy", "revision": "2026-02",
     "text": "Hydra Plus members get four drips per calendar month; unused drips do not roll over to the next month. Hydra "
             "Elite adds a monthly guest pass and priority booking. Add-ons are discounted 10% for Plus members and 20% for "
             "Elite members. Memberships renew monthly and can be cancelled with 30 days' notice."},
]
Q17 = "How many drips do I have left this month, and can I bring a friend on my guest pass?"
N17 = "2026-05-20T14:00:00+04:00"

add(S17, IV, Q17,
    "Hi Yasmin, you've used 3 of your 4 drips for May, so you have one left, to be used by 31 May since unused drips don't "
    "roll over. A guest pass is a Hydra Elite benefit and isn't part of your Hydra Plus membership, but you do get 10% off "
    "add-ons and a monthly booster shot.",
    EV17, [S("you've used 3 of your 4 drips for May"), S("so you have one left"), S("to be used by 31 May"),
           S("unused drips don't roll over"), S("A guest pass is a Hydra Elite benefit"),
           S("isn't part of your Hydra Plus membership"), S("you do get 10% off add-ons"), S("a monthly booster shot")],
    notes="current_cycle max_sessions 4, sessions_used 3, ends_on 2026-05-31; tier HYDRA_PLUS with perks BOOSTER_SHOT_MONTHLY and ADDON_DISCOUNT_10_PCT; guest pass is Elite per policy.",
    incl=["one left", "31 May"], now=N17)

add(S17, IV, Q17,
    "One drip left this month (3 of 4 used). Guest passes come with Elite, not Plus. Your membership renews on 1 June at "
    "AED 1,260.00 including VAT.",
    EV17, [S("One drip left this month (3 of 4 used)"), S("Guest passes come with Elite, not Plus"),
           S("renews on 1 June at AED 1,260.00 including VAT")],
    notes="billing.next_charge_on 2026-06-01, total_amount 1260.00; cycle counts as above.",
    incl=["One drip left", "AED 1,260.00"], now=N17)

add(S17, IV, Q17,
    "You have a single drip remaining until the end of May; unfortunately your plan has no guest pass.",
    EV17, [S("You have a single drip remaining until the end of May"), S("your plan has no guest pass")],
    notes="4 - 3 = 1, cycle ends 2026-05-31; perks list has no guest pass.",
    incl=["single drip"], now=N17)

add(S17, IV, Q17,
    "Hi Yasmin, you have one drip left this month. Your Plus membership includes one guest pass a month, so your friend is "
    "welcome to come along, and any drip you don't use will roll over to June.",
    EV17, [S("you have one drip left this month"), C("includes one guest pass a month", "NLI_CONTRADICTION", "VALUE_MISMATCH"),
           C("any drip you don't use will roll over to June", *PC)],
    errors=["unlisted_perk", "wrong_policy_condition"], excl=["includes one guest pass", "roll over to June"],
    notes="Perks list has no guest pass and policy gives it to Elite only. Policy: unused drips do not roll over.", now=N17)

add(S17, IV, Q17,
    "Hi Yasmin, you've used 2 of your 4 drips, so two are left for May. As a Plus member you also get 20% off any add-ons.",
    EV17, [C("you've used 2 of your 4 drips", *VM), C("20% off any add-ons", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
    errors=["other_record_value", "wrong_value"], excl=["2 of your 4 drips", "20% off"],
    notes="sessions_used 2 is April's previous cycle; May's current_cycle shows 3 used. Plus members get 10% off add-ons (ADDON_DISCOUNT_10_PCT); 20% is Elite.",
    now=N17)

add(S17, IV, Q17,
    "Hi Yasmin, you've used 3 of your 4 drips this month, so two remain, and guest passes are only included with Hydra Elite.",
    EV17, [S("you've used 3 of your 4 drips this month"), C("so two remain", *VM), S("guest passes are only included with Hydra Elite")],
    errors=["wrong_arithmetic"], excl=["so two remain"], fix="one|1 drip|1 left|1 remaining|a single",
    incl=["3 of your 4|3 of 4", "Elite"], repair=True, now=N17,
    notes="max_sessions 4 - sessions_used 3 = 1.")

# ---- scenario 18: drip booking with add-on ------------------------------------------------------
S18 = "drip-booking-addon"
EV18 = [
    hydra_settings(),
    {"id": "get_appointment#A-20991", "kind": "record", "source": "tool:GET /appointments/A-20991",
     "fields": {"appointment": {
         "id": "A-20991", "patient": {"id": "70388", "first_name": "Jonas", "last_name": "Weber"},
         "appointment_type": {"name": "Immunity Boost Drip", "duration": "PT45M", "price": "650.00"},
         "add_ons": [{"code": "GLUTATHIONE_PUSH", "name": "Glutathione push", "duration": "PT10M", "price": "150.00"}],
         "starts_at": "2026-05-16T15:00:00Z", "ends_at": "2026-05-16T15:55:00Z",
         "practitioner": {"links": {"self": "https://api.hydra.example/v1/practitioners/21"},
                          "display_name": "Aisha Demir", "designation": "Registered Nurse"},
         "intake": {"first_visit": True, "medical_screening_form": "PENDING"}, "cancelled_at": None}}},
    {"id": "get_invoice#HYD-5521", "kind": "record", "source": "tool:GET /invoices?appointment_id=A-20991",
     "fields": {"invoice": {"number": "HYD-5521", "net_amount": "800.00", "tax_amount": "40.00", "total_amount": "840.00",
                            "status": 1, "collect_at": "VISIT"},
                "status_lookup": [{"value": 1, "label": "Draft"}, {"value": 2, "label": "Awaiting payment"},
                                  {"value": 3, "label": "Paid"}]}},
    {"id": "policy#before-your-drip", "kind": "policy", "revision": "v6",
     "text": "Please eat a light meal 1 to 2 hours before your drip. First-time guests complete a medical screening form at "
             "least 24 hours before their appointment; the drip can't go ahead without it. Late arrivals may have their drip "
             "shortened so that the next guest isn't delayed."},
]
Q18 = "Just checking my drip booking for Saturday: what time, how long, and how much?"
N18 = "2026-05-14T18:00:00+04:00"

add(S18, IV, Q18,
    "Hi Jonas, your Immunity Boost drip with a glutathione push is booked for Saturday, 16 May at 7:00 PM with Aisha Demir, "
    "RN. The drip takes 45 minutes and the add-on another 10, so allow about 55 minutes. The total is AED 840.00 including "
    "VAT (AED 650.00 drip plus AED 150.00 add-on, plus AED 40.00 VAT). Your medical screening form is still pending; please "
    "complete it at least 24 hours before, as the drip can't go ahead without it.",
    EV18, [S("with a glutathione push is booked for Saturday, 16 May at 7:00 PM"), S("with Aisha Demir, RN"),
           S("The drip takes 45 minutes and the add-on another 10"), S("allow about 55 minutes"),
           S("The total is AED 840.00 including VAT"), S("AED 650.00 drip plus AED 150.00 add-on, plus AED 40.00 VAT"),
           S("Your medical screening form is still pending"), S("complete it at least 24 hours before"),
           S("the drip can't go ahead without it")],
    notes="A-20991 15:00Z = 7:00 PM Sat 16 May; PT45M + PT10M = 55 min; invoice HYD-5521 800.00 + 40.00 = 840.00; intake.medical_screening_form PENDING; policy on 24 h screening.",
    incl=["7:00 PM", "AED 840.00"], now=N18)

add(S18, IV, Q18,
    "- When: Sat 16/05, 7 pm\n- Length: 55 min (45 drip + 10 glutathione)\n- Price: Dh840 incl. VAT\n- To do: screening "
    "form, by 7 pm Friday at the latest",
    EV18, [S("When: Sat 16/05, 7 pm"), S("Length: 55 min (45 drip + 10 glutathione)"), S("Price: Dh840 incl. VAT"),
           S("by 7 pm Friday at the latest")],
    notes="Same record; 24 hours before Sat 7 pm is Fri 7 pm (policy: at least 24 hours before).",
    incl=["Dh840", "7 pm"], now=N18)

add(S18, IV, Q18,
    "Your drip is the day after tomorrow at seven in the evening and costs AED 840 in total.",
    EV18, [S("the day after tomorrow at seven in the evening"), S("costs AED 840 in total")],
    notes="now is Thu 14 May; appointment Sat 16 May 7:00 PM local; invoice total 840.00.",
    incl=["AED 840"], now=N18)

add(S18, IV, Q18,
    "Hi Jonas, your Immunity Boost drip with a glutathione push is booked for Saturday, 16 May at 3:00 PM with Aisha Demir, "
    "RN, and takes about 55 minutes in all. The total comes to AED 682.50 including VAT.",
    EV18, [C("Saturday, 16 May at 3:00 PM", *TM), S("with Aisha Demir"), S("takes about 55 minutes in all"),
           C("The total comes to AED 682.50", *AM)],
    errors=["unit_conversion", "wrong_arithmetic"], excl=["3:00 PM", "AED 682.50"],
    notes="15:00Z = 7:00 PM Dubai. 682.50 is the drip alone plus VAT (650.00 x 1.05), leaving out the 150.00 add-on; the invoice total is 840.00.",
    now=N18)

add(S18, IV, Q18,
    "Hi Jonas, you're booked for Saturday, 16 May at 7:00 PM with Aisha Demir, and the total is AED 840.00 including VAT. "
    "You can complete the screening form when you arrive, and I've added a complimentary vitamin B12 shot to your visit.",
    EV18, [S("Saturday, 16 May at 7:00 PM with Aisha Demir"), S("the total is AED 840.00 including VAT"),
           C("You can complete the screening form when you arrive", "NLI_CONTRADICTION"),
           I("I've added a complimentary vitamin B12 shot", *CW)],
    errors=["wrong_policy_condition", "unrecorded_extra"],
    excl=["complete the screening form when you arrive", "complimentary vitamin B12 shot"],
    notes="Policy: first-time guests complete the form at least 24 hours before. No add-on or record shows a B12 shot.",
    now=N18)

add(S18, IV, Q18,
    "Hi Jonas, your Immunity Boost drip with glutathione is on Saturday, 16 May at 7:00 PM, and the total is AED 682.50 "
    "including VAT.",
    EV18, [S("Saturday, 16 May at 7:00 PM"), C("the total is AED 682.50", *AM)],
    errors=["wrong_arithmetic"], excl=["AED 682.50"], fix="840",
    incl=["7:00 PM|7 PM|7pm", "16 May"], repair=True, now=N18,
    notes="Invoice HYD-5521 total_amount 840.00 (650.00 + 150.00 + 40.00 VAT).")

# ---- scenario 19: package refund for unused drips -----------------------------------------------
S19 = "package-refund"
EV19 = [
    hydra_settings(),
    {"id": "list_packages#pt-70402", "kind": "record", "source": "tool:GET /patients/70402/packages",
     "fields": {"patient": {"id": "70402", "first_name": "Khalid", "last_name": "Mansour"},
                "packages": [
                    {"id": "PK-2871", "name": "5-Drip Hydration Pack", "purchased_on": "2025-08-14", "max_sessions": 5,
                     "sessions_used": 5, "status": "EXHAUSTED", "price": {"total_amount": "2362.50"}},
                    {"id": "PK-3305", "name": "10-Drip Wellness Pack", "purchased_on": "2026-03-02", "max_sessions": 10,
                     "sessions_used": 4, "status": "ACTIVE", "expires_on": "2027-03-01", "per_session_rate": "525.00",
                     "price": {"net_amount": "5000.00", "tax_amount": "250.00", "total_amount": "5250.00"}}]}},
    {"id": "get_charge#ch_3PqA", "kind": "record", "source": "tool:GET /v1/charges/ch_3PqA",
     "fields": {"id": "ch_3PqA", "amount": 525000, "currency": "aed", "created": ep("2026-03-02T12:20:00Z"),
                "payment_method_details": {"card": {"brand": "mastercard", "last4": "5518"}},
                "metadata": {"package_id": "PK-3305"}, "refunded": False}},
    {"id": "issue_refund#call-5", "kind": "refused_call", "tool": "issue_refund", "decision": "ESCALATE",
     "args": {"package_id": "PK-3305", "amount": "2900.00"}, "reason": "REFUND_REQUIRES_FINANCE_APPROVAL"},
    {"id": "policy#package-refunds", "kind": "policy", "revision": "2025-12",
     "text": "Packages cannot be transferred to another person. Unused drips in a package can be refunded within 6 months "
             "of purchase at the per-drip package rate, less an AED 250 administration fee. Refunds are returned to the "
             "original payment method within 14 days of approval."},
]
Q19 = "I'm moving abroad. Can I get a refund for the drips I haven't used?"
N19 = "2026-05-18T10:30:00+04:00"

add(S19, IV, Q19,
    "Hi Khalid, you've used 4 of the 10 drips in your Wellness Pack, leaving 6 unused. At the package rate of AED 525.00 per "
    "drip that's AED 3,150.00, less the AED 250.00 administration fee, so AED 2,900.00 would be refunded. As you bought the "
    "pack on 2 March, you're within the 6-month refund window. I've sent the request to our finance team for approval, and "
    "once it's approved the money goes back to your card ending 5518 within 14 days.",
    EV19, [S("you've used 4 of the 10 drips"), S("leaving 6 unused"), S("At the package rate of AED 525.00 per drip"),
           S("that's AED 3,150.00"), S("less the AED 250.00 administration fee"), S("so AED 2,900.00 would be refunded"),
           S("you bought the pack on 2 March"), S("within the 6-month refund window"),
           S("sent the request to our finance team for approval"), S("your card ending 5518 within 14 days")],
    notes="PK-3305: 10 max, 4 used, per_session_rate 525.00 (6 x 525 = 3150, minus 250 = 2900); purchased 2026-03-02, within 6 months of now; issue_refund ESCALATE for finance; charge card last4 5518; policy 14 days.",
    incl=["AED 2,900.00", "5518"], now=N19)

add(S19, IV, Q19,
    "Dear Mr Mansour,\n\nThank you for letting us know about your move. Six drips remain unused on pack PK-3305, which would "
    "give a refund of AED 2,900.00 after the AED 250 administration fee. I couldn't issue this directly; the refund is with "
    "our finance team for approval.\n\nWe wish you well with the move,\nHydra IV Lounge",
    EV19, [NA("Thank you for letting us know about your move."), S("Six drips remain unused on pack PK-3305"),
           S("a refund of AED 2,900.00 after the AED 250 administration fee"), S("I couldn't issue this directly"),
           S("the refund is with our finance team for approval"), NA("We wish you well with the move")],
    notes="10 - 4 = 6 unused on PK-3305; policy fee AED 250; issue_refund#call-5 ESCALATE.",
    incl=["AED 2,900.00"], now=N19)

add(S19, IV, Q19,
    "Hi Khalid, you have 6 unused drips, and after the AED 250 administration fee your refund comes to AED 2,900.00. I've "
    "issued your refund of AED 2,900.00 to your card, and it will reach you within 5 business days.",
    EV19, [S("you have 6 unused drips"), S("your refund comes to AED 2,900.00"), C("I've issued your refund", *NX),
           C("within 5 business days", *PC)],
    errors=["refused_call_effect", "wrong_period"], excl=["I've issued your refund", "within 5 business days"],
    notes="issue_refund#call-5 was ESCALATEd, not executed. Policy: refunds return within 14 days of approval.", now=N19)

add(S19, IV, Q19,
    "Hi Khalid, you have 6 unused drips on your Wellness Pack, and at AED 525.00 each you'll get AED 3,150.00 back. I've "
    "passed the request to finance for approval.",
    EV19, [S("you have 6 unused drips on your Wellness Pack"), C("you'll get AED 3,150.00 back", *AM),
           S("passed the request to finance for approval")],
    errors=["wrong_arithmetic"], excl=["you'll get AED 3,150.00 back"],
    notes="6 x 525.00 = 3150.00, but the policy deducts the AED 250 administration fee: 2900.00 (also the escalated refund amount).",
    now=N19)

add(S19, IV, Q19,
    "Hi Khalid, with 6 of your 10 drips unused, your refund after the AED 250 administration fee is AED 2,900.00, and it is "
    "on its way to your card ending 5518.",
    EV19, [S("with 6 of your 10 drips unused"), S("your refund after the AED 250 administration fee is AED 2,900.00"),
           C("it is on its way to your card ending 5518", *NX)],
    errors=["refused_call_effect"], excl=["on its way to your card"],
    fix="approval|escalated|finance|could not|couldn't|unable|not able|review",
    incl=["2,900|2900"], repair=True, now=N19,
    notes="issue_refund#call-5 ESCALATE: the refund awaits finance approval.")

# ---- scenario 20: NAD+ course spacing -----------------------------------------------------------
S20 = "nad-course-interval"
EV20 = [
    hydra_settings(),
    {"id": "get_course#NC-118", "kind": "record", "source": "tool:GET /patients/70519/courses/NC-118",
     "fields": {"course": {"id": "NC-118", "patient": {"id": "70519", "first_name": "Elif", "last_name": "Aydin"},
                           "product_code": "NAD_PLUS_250MG", "total_doses": 4, "min_interval_days": 7,
                           "infusion_duration": "PT2H30M",
                           "doses": [{"dose_no": 1, "status": "ADMINISTERED", "administered_at": "2026-05-05T12:00:00Z"},
                                     {"dose_no": 2, "status": "ADMINISTERED", "administered_at": "2026-05-12T12:10:00Z"},
                                     {"dose_no": 3, "status": "BOOKED", "appointment_id": "A-21340"},
                                     {"dose_no": 4, "status": "NOT_BOOKED", "earliest_date": "2026-05-26"}]}}},
    {"id": "get_appointment#A-21340", "kind": "record", "source": "tool:GET /appointments/A-21340",
     "fields": {"appointment": {"id": "A-21340", "appointment_type": {"name": "NAD+ Infusion 250 mg"},
                                "starts_at": "2026-05-19T13:30:00Z", "ends_at": "2026-05-19T16:00:00Z",
                                "practitioner": {"display_name": "Leo Santos", "designation": "Registered Nurse"},
                                "cancelled_at": None}}},
    {"id": "create_appointment#call-2", "kind": "refused_call", "tool": "create_appointment", "decision": "DENY",
     "args": {"course_id": "NC-118", "dose_no": 4, "starts_at": "2026-05-21T13:30:00Z"}, "reason": "MIN_INTERVAL_NOT_MET"},
    {"id": "policy#nad", "kind": "policy", "revision": "v2",
     "text": "Please eat before you arrive. NAD+ infusions in a course must be at least 7 days apart. Infusions run slowly "
             "and usually take 2 to 3 hours; the rate is reduced further if you feel flushing or chest tightness."},
]
Q20 = "Can I do my third and fourth NAD sessions this week, on Tuesday and Thursday?"
N20 = "2026-05-17T11:00:00+04:00"

add(S20, IV, Q20,
    "Hi Elif, your third NAD+ infusion is booked for this Tuesday, 19 May at 5:30 PM with Leo Santos. The fourth can't be on "
    "Thursday, because infusions in a course must be at least 7 days apart; the earliest date for it is Tuesday, 26 May. "
    "Each infusion takes about two and a half hours, so the Tuesday session runs until around 8:00 PM.",
    EV20, [S("booked for this Tuesday, 19 May at 5:30 PM"), S("with Leo Santos"), S("The fourth can't be on Thursday"),
           S("must be at least 7 days apart"), S("the earliest date for it is Tuesday, 26 May"),
           S("takes about two and a half hours"), S("runs until around 8:00 PM")],
    notes="A-21340 13:30Z-16:00Z = 5:30-8:00 PM Tue 19 May; create_appointment for 21 May DENY MIN_INTERVAL_NOT_MET; dose 4 earliest_date 2026-05-26; infusion_duration PT2H30M.",
    incl=["5:30 PM", "26 May"], now=N20)

add(S20, IV, Q20,
    "Thursday isn't possible for dose 4: the booking was declined because the 7-day minimum gap wouldn't be met. From 26/05 "
    "onwards is fine.",
    EV20, [S("Thursday isn't possible for dose 4"), S("the booking was declined because the 7-day minimum gap wouldn't be met"),
           S("From 26/05 onwards is fine")],
    notes="refused_call create_appointment#call-2 DENY with MIN_INTERVAL_NOT_MET; earliest_date 2026-05-26.",
    incl=["26/05"], now=N20)

add(S20, IV, Q20,
    "Tuesday is fine (you're already booked for 5:30 PM), but the fourth infusion has to wait until 26 May.",
    EV20, [S("you're already booked for 5:30 PM"), S("the fourth infusion has to wait until 26 May")],
    notes="A-21340 at 5:30 PM local; dose 4 earliest 2026-05-26.",
    incl=["26 May"], now=N20)

add(S20, IV, Q20,
    "Hi Elif, since you've already had your first two doses, the 7-day gap no longer applies, so I've booked your fourth "
    "infusion for Thursday, 21 May at 5:30 PM. Your third is on Tuesday at 5:30 PM as planned.",
    EV20, [C("the 7-day gap no longer applies", "NLI_CONTRADICTION"), C("I've booked your fourth infusion", *NX),
           S("Your third is on Tuesday at 5:30 PM")],
    errors=["wrong_policy_condition", "refused_call_effect"], excl=["no longer applies", "I've booked your fourth infusion"],
    notes="Policy: infusions in a course must be at least 7 days apart (no exception). create_appointment#call-2 was DENIED.",
    now=N20)

add(S20, IV, Q20,
    "Hi Elif, your third infusion is on Tuesday, 19 May at 5:30 PM, and it takes about 90 minutes. The fourth can be booked "
    "from 26 May.",
    EV20, [S("Tuesday, 19 May at 5:30 PM"), C("it takes about 90 minutes", "VALUE_MISMATCH", "NLI_CONTRADICTION"),
           S("The fourth can be booked from 26 May")],
    errors=["wrong_period"], excl=["about 90 minutes"],
    notes="infusion_duration PT2H30M (150 minutes); appointment A-21340 runs 13:30Z to 16:00Z.", now=N20)

add(S20, IV, Q20,
    "Your third infusion is this Tuesday at 5:30 PM, and the fourth can be booked from Thursday, 21 May.",
    EV20, [S("this Tuesday at 5:30 PM"), C("from Thursday, 21 May", *TM)],
    errors=["wrong_date"], excl=["Thursday, 21 May"], fix="26 May|26/05|26th May|26th of May|May 26",
    incl=["5:30 PM|5:30 pm|5:30"], repair=True, now=N20,
    notes="Dose 4 earliest_date 2026-05-26; the 21 May booking was refused (MIN_INTERVAL_NOT_MET).")

# =====================================================================================================
# Business 6: cosmetic-dermatology clinic (Lumiere Skin Clinic, Jumeirah 1)
# =====================================================================================================
CD = "cosmetic-dermatology clinic"

def lumiere_settings(eid="get_settings#lumiere"):
    return {"id": eid, "kind": "record", "source": "tool:GET /settings",
            "fields": {"settings": {"business_name": "Lumiere Skin Clinic - Jumeirah 1", "business_id": "63",
                                    "time_zone": "Asia/Dubai", "currency": "AED",
                                    "tax": {"name": "VAT", "rate": "5.0"}}}}

LUM_STATUS = [{"value": 1, "label": "Draft"}, {"value": 2, "label": "Awaiting payment"}, {"value": 3, "label": "Paid"},
              {"value": 4, "label": "Void"}]

# ---- scenario 21: anti-wrinkle review and free top-up window ------------------------------------
S21 = "review-topup-window"
EV21 = [
    lumiere_settings(),
    {"id": "list_appointments#pt-80114", "kind": "record", "source": "tool:GET /patients/80114/appointments",
     "fields": {"patient": {"id": "80114", "first_name": "Mariana", "last_name": "Costa"},
                "appointments": [
                    {"id": "T-44010", "appointment_type": {"name": "Anti-wrinkle treatment (3 areas)"},
                     "starts_at": "2026-05-02T12:00:00Z", "ends_at": "2026-05-02T12:30:00Z", "patient_arrived": True,
                     "practitioner": {"display_name": "Dr. Nadia Rahimi", "designation": "Dermatologist"},
                     "treatment_record": {"product": "BOTULINUM_TOXIN_A", "units_administered": 40}},
                    {"id": "T-44388", "appointment_type": {"name": "Complimentary 2-week review", "duration": "PT15M"},
                     "starts_at": "2026-05-16T07:30:00Z", "ends_at": "2026-05-16T07:45:00Z",
                     "practitioner": {"links": {"self": "https://api.lumiere.example/v1/practitioners/2"},
                                      "display_name": "Dr. Nadia Rahimi", "designation": "Dermatologist"},
                     "cancelled_at": None}]}},
    {"id": "get_invoice#LSC-4371", "kind": "record", "source": "tool:GET /invoices?appointment_id=T-44010",
     "fields": {"invoice": {"number": "LSC-4371",
                            "line_items": [{"description": "Botulinum toxin A, per unit", "quantity": 40, "unit_price": "28.00"}],
                            "net_amount": "1120.00", "tax_amount": "56.00", "total_amount": "1176.00", "status": 3},
                "status_lookup": LUM_STATUS}},
    {"id": "policy#anti-wrinkle-review", "kind": "policy", "revision": "2026-01",
     "text": "A complimentary review is offered about 14 days after anti-wrinkle treatment. Any top-up units needed at that "
             "review are free if the review takes place within 21 days of the original treatment; after 21 days, top-up "
             "units are charged at AED 30 per unit plus VAT. Reviews can be moved online or by calling reception."},
]
Q21 = "I'm travelling. Can I push my review to Tuesday 26 May? Would a top-up still be free then?"
N21 = "2026-05-12T10:00:00+04:00"

add(S21, CD, Q21,
    "Hi Mariana, your review is currently on Saturday, 16 May at 11:30 AM with Dr. Nadia Rahimi, 14 days after your 2 May "
    "treatment. Top-up units are free only if the review is within 21 days of treatment, which runs to 23 May. Tuesday, 26 "
    "May would be 24 days after, so any top-up at that point would be charged at AED 30 per unit plus VAT.",
    EV21, [S("currently on Saturday, 16 May at 11:30 AM"), S("with Dr. Nadia Rahimi"), S("14 days after your 2 May treatment"),
           S("free only if the review is within 21 days of treatment"), S("which runs to 23 May"),
           S("would be 24 days after"), S("charged at AED 30 per unit plus VAT")],
    notes="T-44388 07:30Z = 11:30 AM Sat 16 May; treatment T-44010 on 2 May; 2 May + 21 = 23 May; 26 May is day 24; policy AED 30 per unit plus VAT after 21 days.",
    incl=["11:30 AM", "AED 30 per unit"], now=N21)

add(S21, CD, Q21,
    "You can move the review online or through reception, but a top-up on 26/05 wouldn't be free: it falls outside the "
    "21-day window from your 02/05 treatment, so units would cost AED 30 each plus VAT.",
    EV21, [S("You can move the review online or through reception"), S("a top-up on 26/05 wouldn't be free"),
           S("outside the 21-day window from your 02/05 treatment"), S("units would cost AED 30 each plus VAT")],
    notes="Policy allows moving reviews online or by reception; treatment date 2026-05-02; 26 May is past the 21-day window.",
    incl=["AED 30 each"], now=N21)

add(S21, CD, Q21,
    "If you keep Saturday's 11:30 AM review, any top-up is free; on 26 May it would be AED 30 a unit plus VAT.",
    EV21, [S("If you keep Saturday's 11:30 AM review, any top-up is free"), S("on 26 May it would be AED 30 a unit plus VAT")],
    notes="16 May is 14 days after treatment (inside 21 days); 26 May is 24 days after.",
    incl=["11:30 AM"], now=N21)

add(S21, CD, Q21,
    "Hi Mariana, your review is on Saturday, 16 May at 11:30 AM with Dr. Nadia Rahimi. Yes, a top-up on 26 May would still be "
    "free, since it's within the review window, and you can move the booking online.",
    EV21, [S("Saturday, 16 May at 11:30 AM with Dr. Nadia Rahimi"),
           C("a top-up on 26 May would still be free", "NLI_CONTRADICTION", "VALUE_MISMATCH"),
           S("you can move the booking online")],
    errors=["condition_unmet"], excl=["would still be free"],
    notes="26 May is 24 days after the 2 May treatment; free top-ups need the review within 21 days.", now=N21)

add(S21, CD, Q21,
    "Hi Mariana, your review is on Saturday, 16 May at 7:30 AM. If you move it to 26 May, top-up units would be charged at "
    "AED 28 per unit.",
    EV21, [C("Saturday, 16 May at 7:30 AM", *TM), C("charged at AED 28 per unit", "NLI_CONTRADICTION", "AMOUNT_MISMATCH", "VALUE_MISMATCH")],
    errors=["unit_conversion", "other_record_value"], excl=["7:30 AM", "AED 28 per unit"],
    notes="07:30Z = 11:30 AM Dubai. AED 28.00 is the unit price on the original invoice LSC-4371; policy charges late top-ups at AED 30 per unit plus VAT.",
    now=N21)

add(S21, CD, Q21,
    "Hi Mariana, your review is on Saturday, 16 May at 11:30 AM. Moving it to 26 May keeps it within the free top-up window, "
    "so any units would still be free.",
    EV21, [S("Saturday, 16 May at 11:30 AM"), C("keeps it within the free top-up window", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
    errors=["condition_unmet"], excl=["keeps it within the free top-up window"], fix="AED 30|30 per unit|Dh30|30 a unit",
    incl=["11:30 AM|11:30 am|11:30", "16 May"], repair=True, now=N21,
    notes="26 May is 24 days after the 2 May treatment; after 21 days top-ups cost AED 30 per unit plus VAT.")

# ---- scenario 22: laser hair removal course -----------------------------------------------------
S22 = "laser-legs-course"
EV22 = [
    lumiere_settings(),
    {"id": "list_treatment_plans#pt-80230", "kind": "record", "source": "tool:GET /patients/80230/treatment_plans",
     "fields": {"patient": {"id": "80230", "first_name": "Reem", "last_name": "Al Falasi"},
                "treatment_plans": [
                    {"id": "LP-3102", "name": "Laser hair removal - underarms", "status": "ACTIVE", "max_sessions": 6,
                     "sessions_used": 5, "min_interval_days": 28, "last_session_on": "2026-04-24"},
                    {"id": "LP-3310", "name": "Laser hair removal - full legs", "status": "ACTIVE", "max_sessions": 6,
                     "sessions_used": 2, "min_interval_days": 28, "last_session_on": "2026-04-24"}]}},
    {"id": "list_appointments#pt-80230", "kind": "record", "source": "tool:GET /patients/80230/appointments?upcoming=true",
     "fields": {"appointments": [
         {"id": "L-55102", "appointment_type": {"name": "Laser - full legs", "duration": "PT60M"}, "treatment_plan_id": "LP-3310",
          "starts_at": "2026-05-23T10:00:00Z", "ends_at": "2026-05-23T11:00:00Z",
          "practitioner": {"display_name": "Chloe Armand", "designation": "Laser Therapist"}},
         {"id": "L-55103", "appointment_type": {"name": "Laser - underarms", "duration": "PT15M"}, "treatment_plan_id": "LP-3102",
          "starts_at": "2026-05-23T11:00:00Z", "ends_at": "2026-05-23T11:15:00Z",
          "practitioner": {"display_name": "Chloe Armand", "designation": "Laser Therapist"}}]}},
    {"id": "policy#laser-prep", "kind": "policy", "revision": "v5",
     "text": "Avoid sun exposure and self-tan for 2 weeks before each laser session, and shave the area 24 hours beforehand. "
             "Sessions on the body are spaced at least 4 weeks apart; facial sessions at least 6 weeks. Please don't wax or "
             "epilate between sessions."},
]
Q22 = "How many leg sessions do I have left, and when's the next one?"
N22 = "2026-05-18T10:00:00+04:00"

add(S22, CD, Q22,
    "Hi Reem, you've had 2 of the 6 sessions on your full-legs plan, so 4 remain. The next one is on Saturday, 23 May at "
    "2:00 PM with Chloe Armand, followed by your underarm session at 3:00 PM. Please shave the area 24 hours beforehand and "
    "avoid sun and self-tan for the two weeks before.",
    EV22, [S("you've had 2 of the 6 sessions on your full-legs plan"), S("so 4 remain"),
           S("on Saturday, 23 May at 2:00 PM with Chloe Armand"), S("followed by your underarm session at 3:00 PM"),
           S("shave the area 24 hours beforehand"), S("avoid sun and self-tan for the two weeks before")],
    notes="LP-3310 max 6, used 2 (4 remain); L-55102 10:00Z = 2:00 PM Sat 23 May; L-55103 11:00Z = 3:00 PM; prep from policy#laser-prep.",
    incl=["4 remain", "2:00 PM"], now=N22)

add(S22, CD, Q22,
    "Legs: 4 sessions left (2 of 6 done). Next: 23/05/2026, 2 pm, Chloe Armand. No waxing or epilating in between, please.",
    EV22, [S("Legs: 4 sessions left (2 of 6 done)"), S("Next: 23/05/2026, 2 pm, Chloe Armand"),
           S("No waxing or epilating in between")],
    notes="LP-3310 counts; L-55102 local time; policy on waxing.", incl=["4 sessions left", "23/05/2026"], now=N22)

add(S22, CD, Q22,
    "Four leg sessions remain; the next is this Saturday afternoon at two.",
    EV22, [S("Four leg sessions remain"), S("the next is this Saturday afternoon at two")],
    notes="6 - 2 = 4; now Mon 18 May, L-55102 is Sat 23 May 2:00 PM local.", incl=["Four leg sessions"], now=N22)

add(S22, CD, Q22,
    "Hi Reem, you have one session left out of six on your leg plan, and it's on Saturday, 23 May at 2:00 PM with Chloe Armand.",
    EV22, [C("you have one session left out of six on your leg plan", *VM), S("Saturday, 23 May at 2:00 PM with Chloe Armand")],
    errors=["other_record_value"], excl=["one session left out of six"],
    notes="One left (5 of 6 used) is the underarm plan LP-3102; the leg plan LP-3310 has 2 used, 4 left.", now=N22)

add(S22, CD, Q22,
    "Hi Reem, 4 of your 6 leg sessions remain. The next is on Saturday, 23 May at 10:00 AM with Chloe Armand; leg sessions "
    "need to be at least 6 weeks apart.",
    EV22, [S("4 of your 6 leg sessions remain"), C("Saturday, 23 May at 10:00 AM", *TM),
           C("leg sessions need to be at least 6 weeks apart", *PC)],
    errors=["unit_conversion", "wrong_policy_condition"], excl=["10:00 AM", "at least 6 weeks apart"],
    notes="10:00Z = 2:00 PM Dubai. Policy: body sessions at least 4 weeks apart; 6 weeks is for the face.", now=N22)

add(S22, CD, Q22,
    "Hi Reem, 4 of your 6 leg sessions remain, and the next one is on Saturday, 23 May at 3:00 PM with Chloe Armand.",
    EV22, [S("4 of your 6 leg sessions remain"), C("Saturday, 23 May at 3:00 PM", *TM), S("with Chloe Armand")],
    errors=["other_record_value"], excl=["3:00 PM"], fix="2:00 PM|2 PM|2pm|14:00|2:00 pm",
    incl=["4 of your 6|4 remain|4 sessions", "23 May"], repair=True, now=N22,
    notes="3:00 PM is the underarm appointment L-55103; the legs session L-55102 starts 10:00Z = 2:00 PM.")

# ---- scenario 23: voided and reissued peel invoice ----------------------------------------------
S23 = "peel-invoice-reissued"
EV23 = [
    lumiere_settings(),
    {"id": "list_invoices#pt-80377", "kind": "record", "source": "tool:GET /patients/80377/invoices",
     "fields": {"patient": {"id": "80377", "first_name": "Fatima Zahra", "last_name": "Idrissi"},
                "invoices": [
                    {"id": "4410", "number": "LSC-4410", "issue_date": "2026-05-09", "description": "Medium-depth chemical peel",
                     "net_amount": "900.00", "tax_amount": "45.00", "total_amount": "945.00", "status": 4,
                     "void_reason": "DISCOUNT_NOT_APPLIED", "replaced_by": "LSC-4432"},
                    {"id": "4432", "number": "LSC-4432", "issue_date": "2026-05-09", "description": "Medium-depth chemical peel",
                     "discount": {"code": "FIRST_VISIT_15", "percent": "15.00", "amount": "135.00"},
                     "net_amount": "765.00", "tax_amount": "38.25", "total_amount": "803.25", "status": 3,
                     "payments": [{"method": "CARD", "amount": "803.25", "paid_at": "2026-05-09T11:02:00Z"}]}],
                "status_lookup": LUM_STATUS}},
    {"id": "kb#invoice-corrections", "kind": "passage", "source": "kb:billing/corrections",
     "text": "When an invoice is corrected, the original is voided and a new one is issued with a new number.\n"
             "A voided invoice needs no payment and is never charged to your card.\n"
             "Both emails may arrive within minutes of each other."},
]
Q23 = "I got two invoice emails for my peel, LSC-4410 and LSC-4432. Which one do I pay? Was I charged twice?"

add(S23, CD, Q23,
    "Hello Fatima Zahra, only LSC-4432 is valid. LSC-4410 was voided because the first-visit discount hadn't been applied, and "
    "a voided invoice needs no payment. LSC-4432 shows the 15% discount (AED 135.00 off) and comes to AED 765.00 plus AED 38.25 "
    "VAT, AED 803.25 in total. It is already paid by card, so there's nothing further to pay and you were charged once.",
    EV23, [S("only LSC-4432 is valid"), S("LSC-4410 was voided because the first-visit discount hadn't been applied"),
           S("a voided invoice needs no payment"), S("the 15% discount (AED 135.00 off)"), S("AED 765.00 plus AED 38.25 VAT"),
           S("AED 803.25 in total"), S("It is already paid by card"), S("you were charged once")],
    notes="LSC-4410 status 4 Void, void_reason DISCOUNT_NOT_APPLIED; LSC-4432 discount 15% / 135.00, net 765.00, tax 38.25, total 803.25, status 3 with one card payment; kb says voided invoices are not charged.",
    incl=["LSC-4432", "AED 803.25"])

add(S23, CD, Q23,
    "LSC-4432 (AED 803.25) is the correct one and is paid; LSC-4410 for AED 945.00 was cancelled and replaced.",
    EV23, [S("LSC-4432 (AED 803.25) is the correct one"), S("and is paid"), S("LSC-4410 for AED 945.00 was cancelled and replaced")],
    notes="LSC-4410 (945.00) is void and replaced_by LSC-4432; LSC-4432 status 3.", incl=["AED 803.25"])

add(S23, CD, Q23,
    "Hello Fatima Zahra, your peel invoice is LSC-4410 for AED 945.00, and it is still awaiting payment. The other email can "
    "be ignored.",
    EV23, [C("your peel invoice is LSC-4410 for AED 945.00", "IDENTIFIER_MISMATCH", "AMOUNT_MISMATCH", "RECORD_STATE_MISMATCH"),
           C("it is still awaiting payment", *ST), CI("The other email can be ignored", "NLI_CONTRADICTION", "CLAIM_WITHOUT_TOOL_EVIDENCE", "NLI_NOT_ENTAILED")],
    errors=["stale_value", "wrong_state", "wrong_value"],
    excl=["your peel invoice is LSC-4410", "still awaiting payment", "The other email can be ignored"],
    notes="LSC-4410 (945.00) is void; the live invoice is LSC-4432 (803.25), already paid. Telling her to ignore the LSC-4432 email inverts which invoice stands.")

add(S23, CD, Q23,
    "Hi Fatima Zahra, LSC-4432 is the correct invoice and it's paid. With your 20% first-visit discount, AED 765.00 plus AED "
    "38.25 VAT comes to AED 813.25.",
    EV23, [S("LSC-4432 is the correct invoice and it's paid"), C("your 20% first-visit discount", *VM),
           C("comes to AED 813.25", *AM)],
    errors=["wrong_value", "wrong_arithmetic"], excl=["20% first-visit discount", "AED 813.25"],
    notes="discount.percent is 15.00 (FIRST_VISIT_15). 765.00 + 38.25 = 803.25, not 813.25.")

add(S23, CD, Q23,
    "Hello Fatima Zahra, LSC-4432 is the valid invoice at AED 803.25 with your 15% first-visit discount, and LSC-4410 is still "
    "open and awaiting payment.",
    EV23, [S("LSC-4432 is the valid invoice at AED 803.25"), S("with your 15% first-visit discount"),
           C("LSC-4410 is still open and awaiting payment", *ST)],
    errors=["wrong_state"], excl=["still open and awaiting payment"], fix="void|voided|cancelled|canceled|no payment|replaced",
    incl=["LSC-4432", "803.25"], repair=True,
    notes="LSC-4410 has status 4 = Void (replaced_by LSC-4432).")

# ---- scenario 24: filler cancellation inside 48 hours -------------------------------------------
S24 = "filler-deposit-48h"
EV24 = [
    lumiere_settings(),
    {"id": "get_appointment#F-60281", "kind": "record", "source": "tool:GET /appointments/F-60281",
     "fields": {"appointment": {
         "id": "F-60281", "patient": {"id": "80412", "first_name": "Natalia", "last_name": "Ivanova"},
         "appointment_type": {"name": "Dermal filler - lips (1 ml)", "duration": "PT45M", "price": "2200.00"},
         "starts_at": "2026-05-20T14:00:00Z", "ends_at": "2026-05-20T14:45:00Z",
         "practitioner": {"display_name": "Dr. Nadia Rahimi", "designation": "Dermatologist"},
         "deposit": {"amount": "500.00", "paid_at": "2026-05-06", "status": "HELD"},
         "cancelled_at": None, "cancellation_reason": None}}},
    {"id": "policy#deposits", "kind": "policy", "revision": "2025-11",
     "text": "A deposit of AED 500 secures filler and skin-booster bookings. It is refundable if you cancel at least 48 hours "
             "before the appointment. Inside 48 hours the deposit is not refunded, but if you reschedule instead of "
             "cancelling it can be moved once to a new date within 60 days. No-shows forfeit the deposit."},
]
Q24 = "Something came up and I need to cancel tomorrow's filler appointment. Can I get my deposit back?"
N24 = "2026-05-19T16:30:00+04:00"

add(S24, CD, Q24,
    "Hi Natalia, your lip filler appointment is tomorrow, Wednesday 20 May at 6:00 PM, which is about 25 hours away. Because "
    "that's within 48 hours, a cancellation now means the AED 500 deposit can't be refunded. If you reschedule instead, the "
    "deposit can be moved once to a new date within 60 days.",
    EV24, [S("tomorrow, Wednesday 20 May at 6:00 PM"), S("about 25 hours away"),
           S("a cancellation now means the AED 500 deposit can't be refunded"), S("If you reschedule instead"),
           S("moved once to a new date within 60 days")],
    notes="F-60281 14:00Z = 6:00 PM Wed 20 May; now 16:30 +04 (12:30Z) is 25.5 h before; policy: no refund inside 48 h, one move within 60 days on rescheduling.",
    incl=["6:00 PM", "60 days"], now=N24)

add(S24, CD, Q24,
    "As it's less than 48 hours before your 6:00 PM appointment, the AED 500 deposit isn't refundable on cancellation, but it "
    "can be carried over once if you rebook within 60 days.",
    EV24, [S("less than 48 hours before your 6:00 PM appointment"), S("the AED 500 deposit isn't refundable on cancellation"),
           S("carried over once if you rebook within 60 days")],
    notes="Same timing and policy#deposits.", incl=["AED 500"], now=N24)

add(S24, CD, Q24,
    "Dear Natalia,\n\nThank you for letting us know. Your deposit of AED 500.00, paid on 6 May, is being held against "
    "Wednesday's appointment with Dr. Nadia Rahimi. Our terms only allow a refund when cancelling at least 48 hours ahead; "
    "rescheduling keeps the deposit for one move within 60 days.\n\nWith kind regards,\nLumiere Skin Clinic",
    EV24, [NA("Thank you for letting us know."), S("Your deposit of AED 500.00, paid on 6 May"),
           S("is being held against Wednesday's appointment with Dr. Nadia Rahimi"),
           S("only allow a refund when cancelling at least 48 hours ahead"), S("keeps the deposit for one move within 60 days"),
           NA("With kind regards")],
    notes="deposit amount 500.00, paid_at 2026-05-06, status HELD; practitioner Dr. Nadia Rahimi; policy terms.",
    incl=["AED 500.00", "48 hours"], now=N24)

add(S24, CD, Q24,
    "Hi Natalia, your appointment is tomorrow at 6:00 PM. Since you're cancelling more than 24 hours before it, your AED 500 "
    "deposit will be refunded in full.",
    EV24, [S("your appointment is tomorrow at 6:00 PM"),
           C("your AED 500 deposit will be refunded in full", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
    errors=["condition_unmet"], excl=["will be refunded in full"],
    notes="The refund needs at least 48 hours' notice; the cancellation is about 25.5 hours ahead, so the deposit is not refunded.",
    now=N24)

add(S24, CD, Q24,
    "Hi Natalia, your filler appointment is tomorrow at 2:00 PM. Cancelling inside 48 hours means the AED 500 deposit isn't "
    "refunded, but if you reschedule it can be moved once to a date within 90 days.",
    EV24, [C("tomorrow at 2:00 PM", *TM), S("Cancelling inside 48 hours means the AED 500 deposit isn't refunded"),
           C("moved once to a date within 90 days", *PC)],
    errors=["unit_conversion", "wrong_period"], excl=["2:00 PM", "within 90 days"],
    notes="14:00Z = 6:00 PM in Asia/Dubai. Policy: the deposit can be moved to a new date within 60 days.", now=N24)

add(S24, CD, Q24,
    "Hi Natalia, as your 6:00 PM appointment tomorrow is less than 48 hours away, the AED 500 deposit isn't refundable if you "
    "cancel, but it can be moved once to a new date within 90 days if you reschedule.",
    EV24, [S("your 6:00 PM appointment tomorrow is less than 48 hours away"), S("the AED 500 deposit isn't refundable if you cancel"),
           C("moved once to a new date within 90 days", *PC)],
    errors=["wrong_period"], excl=["within 90 days"], fix="60 days|60-day|sixty days",
    incl=["AED 500|500", "6:00 PM|6 PM|6pm"], repair=True, now=N24,
    notes="policy#deposits: moved once to a new date within 60 days.")

# ---- scenario 25: PRP package quote -------------------------------------------------------------
S25 = "prp-package-quote"
EV25 = [
    lumiere_settings(),
    {"id": "list_quotes#pt-80561", "kind": "record", "source": "tool:GET /patients/80561/quotes",
     "fields": {"patient": {"id": "80561", "first_name": "Sunita", "last_name": "Rao"},
                "quotes": [
                    {"quote_id": "Q-1187", "version": 1, "status": "SUPERSEDED", "issued_on": "2026-03-10",
                     "items": [{"code": "PRP_SCALP", "description": "PRP scalp session", "qty": 3}],
                     "net_amount": "3600.00", "tax_amount": "180.00", "total_amount": "3780.00"},
                    {"quote_id": "Q-1187", "version": 2, "status": "ACTIVE", "issued_on": "2026-04-28",
                     "valid_until": "2026-05-28",
                     "items": [{"code": "PRP_SCALP", "description": "PRP scalp session", "qty": 4},
                               {"code": "LLLT_CAP", "description": "Low-level laser cap session", "qty": 2}],
                     "net_amount": "4400.00", "tax_amount": "220.00", "total_amount": "4620.00",
                     "payment_options": ["FULL", "TWO_INSTALMENTS"]}]}},
    {"id": "policy#packages", "kind": "policy", "revision": "2026-02",
     "text": "Package quotes are valid for 30 days from issue. Packages of AED 4,000 or more may be paid in two equal "
             "instalments, the second due before the third session. Sessions are usually spaced 4 weeks apart. Home-care "
             "products are sold separately."},
]
Q25 = "Can you confirm the PRP package price and what's included? Can I split the payment?"
N25 = "2026-05-11T12:00:00+04:00"

add(S25, CD, Q25,
    "Hello Sunita, your current PRP package quote (version 2, issued 28 April) includes four PRP scalp sessions and two "
    "low-level laser cap sessions, for AED 4,620.00 including VAT. It's valid until 28 May. Because the package is over "
    "AED 4,000, you can pay in two equal instalments of AED 2,310.00, with the second due before your third session.",
    EV25, [S("(version 2, issued 28 April)"), S("includes four PRP scalp sessions and two low-level laser cap sessions"),
           S("for AED 4,620.00 including VAT"), S("It's valid until 28 May"), S("Because the package is over AED 4,000"),
           S("two equal instalments of AED 2,310.00"), S("the second due before your third session")],
    notes="Quote Q-1187 v2 ACTIVE: 4 x PRP_SCALP, 2 x LLLT_CAP, total 4620.00, valid_until 2026-05-28, TWO_INSTALMENTS allowed; 4620 / 2 = 2310; policy on instalments.",
    incl=["AED 4,620.00", "28 May"], now=N25)

add(S25, CD, Q25,
    "Four PRP sessions + two laser-cap sessions: AED 4,400 + AED 220 VAT = AED 4,620. Quote valid to 28/05/2026. Home-care "
    "products aren't included; they're sold separately.",
    EV25, [S("Four PRP sessions + two laser-cap sessions"), S("AED 4,400 + AED 220 VAT = AED 4,620"),
           S("Quote valid to 28/05/2026"), S("Home-care products aren't included"), S("they're sold separately")],
    notes="v2 net 4400.00 + tax 220.00 = 4620.00; valid_until 2026-05-28; policy on home-care products.",
    incl=["AED 4,620", "28/05/2026"], now=N25)

add(S25, CD, Q25,
    "Yes, you can split it: two payments of AED 2,310 each.",
    EV25, [S("you can split it"), S("two payments of AED 2,310 each")],
    notes="payment_options include TWO_INSTALMENTS; policy: two equal instalments for packages of AED 4,000 or more; 4620 / 2 = 2310.",
    incl=["AED 2,310"], now=N25)

add(S25, CD, Q25,
    "Hello Sunita, your package is three PRP scalp sessions for AED 3,780.00 including VAT, and it also includes a take-home "
    "growth serum. You can pay in two equal instalments.",
    EV25, [C("three PRP scalp sessions for AED 3,780.00", "AMOUNT_MISMATCH", "VALUE_MISMATCH"),
           CI("includes a take-home growth serum", "VALUE_MISMATCH", "NLI_CONTRADICTION", "CLAIM_WITHOUT_TOOL_EVIDENCE"),
           S("You can pay in two equal instalments")],
    errors=["stale_value", "unlisted_perk"], excl=["AED 3,780.00", "take-home growth serum"],
    notes="Three sessions for 3780.00 is the SUPERSEDED version 1; v2 is 4 PRP + 2 laser cap for 4620.00. Items list no serum and policy says home-care products are sold separately.",
    now=N25)

add(S25, CD, Q25,
    "Hello Sunita, the package of four PRP sessions and two laser cap sessions is AED 4,620.00 including VAT, and the quote is "
    "valid until 28 June. You can split it into two instalments of AED 2,200.00.",
    EV25, [S("four PRP sessions and two laser cap sessions is AED 4,620.00"), C("valid until 28 June", *TM),
           C("two instalments of AED 2,200.00", *AM)],
    errors=["wrong_date", "wrong_arithmetic"], excl=["28 June", "AED 2,200.00"],
    notes="valid_until 2026-05-28 (30 days from 28 April). Two equal instalments of the 4620.00 total are 2310.00; 2200.00 halves the pre-VAT amount.",
    now=N25)

add(S25, CD, Q25,
    "Hello Sunita, your package of four PRP scalp sessions and two laser cap sessions is AED 4,620.00 including VAT, and the "
    "quote is valid until 28 June.",
    EV25, [S("four PRP scalp sessions and two laser cap sessions is AED 4,620.00"), C("valid until 28 June", *TM)],
    errors=["wrong_date"], excl=["28 June"], fix="28 May|28/05|May 28|28th May|28th of May",
    incl=["4,620|4620"], repair=True, now=N25,
    notes="Quote Q-1187 v2 valid_until 2026-05-28.")


# ---- two late additions to earlier scenarios (wrong_id, invented_promise) ----------------------
add(S1, TV, Q1,
    "Layla, your yellow fever vaccine is on Thursday, 7 May at 9:30 AM, and invoice WT-2026-0481 for AED 325.50 is awaiting "
    "payment. Our nurse will phone you the day after the vaccine to check for any side effects.",
    EV1, [S("Thursday, 7 May at 9:30 AM"), C("invoice WT-2026-0481", "IDENTIFIER_MISMATCH"), S("for AED 325.50 is awaiting payment"),
          I("will phone you the day after the vaccine", "NO_POLICY_EVIDENCE", "NLI_NOT_ENTAILED", "CLAIM_WITHOUT_TOOL_EVIDENCE")],
    errors=["wrong_id", "invented_promise"], excl=["WT-2026-0481", "phone you the day after the vaccine"],
    notes="The yellow fever invoice is WT-2026-0418 (digits transposed in the draft). No policy or record promises a follow-up call.",
    now=N1)

add(S16, FC, Q16,
    "Hi Sara, your day-3 panel is waiting for Dr. Farah Haidari's review, so I can't send it to you yet. Dr. Haidari will call "
    "you tomorrow to go through the results.",
    EV16, [S("your day-3 panel is waiting for Dr. Farah Haidari's review"), S("I can't send it to you yet"),
           CI("will call you tomorrow to go through the results", "NO_POLICY_EVIDENCE", "NLI_NOT_ENTAILED", "NLI_CONTRADICTION",
              "CLAIM_WITHOUT_TOOL_EVIDENCE")],
    errors=["invented_promise"], excl=["will call you tomorrow"],
    notes="Policy only says the doctor's team calls directly when a result needs urgent action; nothing schedules a call tomorrow (the follow-up is an appointment on 11 May).",
    now=N16)

# =====================================================================================================
if __name__ == "__main__":
    with open(HERE / "cases.jsonl", "w", encoding="utf-8") as f:
        for c in CASES:
            f.write(json.dumps(c, ensure_ascii=False) + "\n")
    with open(HERE / "repair.jsonl", "w", encoding="utf-8") as f:
        for c in REPAIRS:
            f.write(json.dumps(c, ensure_ascii=False) + "\n")
    from collections import Counter
    correct = sum(1 for c in CASES if not c["meta"]["errors"])
    errs = Counter(e for c in CASES + REPAIRS for e in c["meta"]["errors"])
    print(f"cases {len(CASES)} correct {correct} wrong {len(CASES) - correct} repair {len(REPAIRS)}")
    print(dict(sorted(errs.items(), key=lambda kv: -kv[1])))
    scen = Counter(c["meta"]["scenario"] for c in CASES + REPAIRS)
    print(len(scen), "scenarios")
