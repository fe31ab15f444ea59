"""w53 corpus writer: every bundle and draft below is hand-written; this file only serialises them."""
import json, datetime as dt, os

PK = dt.timezone(dt.timedelta(hours=5))
def ems(s):  # ISO local (Asia/Karachi) -> epoch ms string, as HubSpot stores it
    t = dt.datetime.fromisoformat(s)
    if t.tzinfo is None:
        t = t.replace(tzinfo=PK)
    return str(int(t.timestamp() * 1000))
def dms(s):  # HubSpot date property: midnight UTC of that date
    return str(int(dt.datetime.fromisoformat(s + "T00:00:00+00:00").timestamp() * 1000))

API = "HubSpot-style CRM objects (string-valued properties, hs_ internals, associations, opaque pipeline stage ids)"
AM = ["AMOUNT_MISMATCH", "VALUE_MISMATCH"]
DM = ["DATE_MISMATCH", "VALUE_MISMATCH"]
SM = ["RECORD_STATE_MISMATCH", "VALUE_MISMATCH"]
IM = ["IDENTIFIER_MISMATCH", "VALUE_MISMATCH"]
VM = ["VALUE_MISMATCH", "AMOUNT_MISMATCH"]
NE = ["NOT_EXECUTED"]
NC = ["NLI_CONTRADICTION", "VALUE_MISMATCH"]
NT = ["CLAIM_WITHOUT_TOOL_EVIDENCE"]
NP = ["NO_POLICY_EVIDENCE", "NLI_NOT_ENTAILED"]
ANYI = NT + NP

CASES, REPAIRS = [], []
NUM = {"c": 0, "r": 0}
BUNDLES = {}

def rec(eid, tool, fields):
    return {"id": eid, "kind": "record", "source": "tool:" + tool, "fields": fields}
def pol(eid, text, rev="v1"):
    return {"id": eid, "kind": "policy", "revision": rev, "text": text}
def psg(eid, text):
    return {"id": eid, "kind": "passage", "text": text}
def refused(eid, tool, decision, args):
    return {"id": eid, "kind": "refused_call", "tool": tool, "decision": decision, "args": args}

def probe(p):
    span, v = p[0], p[1]
    m = {"S": ["supported"], "N": ["not_applicable"], "C": ["contradicted"],
         "I": ["insufficient_evidence"], "CI": ["contradicted", "insufficient_evidence"]}
    out = {"contains": span, "verdict_in": m[v]}
    if v in ("C", "I", "CI"):
        out["reason_in"] = p[2]
    return out

def add(B, draft, probes, errors=(), excl=(), incl=(), notes="", repair=False, tag=None, now=None, question=None):
    BUNDLES[B["scenario"]] = B
    kind = "r" if repair else "c"
    NUM[kind] += 1
    if repair:
        cid = "w53-r%02d-%s" % (NUM["r"], B["scenario"])
    else:
        cid = "w53-%03d-%s" % (NUM["c"], B["scenario"]) + ("-" + tag if tag else "")
    case = {"schema": "halcheck.case/1", "id": cid, "question": question or B["question"],
            "draft": draft, "evidence": B["evidence"]}
    n = now or B.get("now")
    if n:
        case["now"] = n
    for p in probes:
        assert draft.count(p[0]) == 1, (cid, p[0])
    for e in excl:
        assert e in draft, (cid, e)
    if errors:
        outcome = ["repaired"] if repair else None
    else:
        outcome = ["sent"]
    line = {"case": case,
            "expect": {"probes": [probe(p) for p in probes], "outcome_in": outcome,
                       "final_excludes": list(excl), "final_includes": list(incl)},
            "meta": {"writer": "w53", "domain": B["domain"], "scenario": B["scenario"], "api_family": API,
                     "errors": list(errors), "notes": notes}}
    (REPAIRS if repair else CASES).append(line)

def stages(eid, pipeline_id, label, stg):
    return rec(eid, "hubspot.crm.pipelines.get", {"id": pipeline_id, "label": label, "objectType": "deals",
               "stages": [{"id": k, "label": v, "displayOrder": i} for i, (k, v) in enumerate(stg)]})

# ---------------------------------------------------------------- B1 chimney: annual sweep booking
B = {"domain": "chimney sweep", "scenario": "sweep-booking", "now": "2026-12-09T11:00:00+05:00",
     "question": "Can you confirm my chimney sweep booking and what it costs? - Bilal Qureshi",
     "evidence": [
        rec("deal#81220934", "hubspot.crm.deals.get", {"id": "81220934", "properties": {
            "dealname": "Qureshi - annual flue sweep 2026", "amount": "6500.00", "deal_currency_code": "PKR",
            "dealstage": "1029384", "pipeline": "sweep_jobs", "hs_is_closed": "false",
            "visit_start": ems("2026-12-12T10:00"), "visit_tz": "Asia/Karachi", "estimated_duration": "PT1H30M",
            "flue_count": "1", "hs_lastmodifieddate": ems("2026-12-07T16:42")},
            "associations": {"line_items": {"results": [{"id": "li-5501", "type": "deal_to_line_item"},
                                                         {"id": "li-5502", "type": "deal_to_line_item"}]}}}),
        rec("line_items#81220934", "hubspot.crm.line_items.batch_read", {"results": [
            {"id": "li-5501", "properties": {"name": "Single flue sweep", "price": "4500.00", "quantity": "1"}},
            {"id": "li-5502", "properties": {"name": "Smoke draw test", "price": "2000.00", "quantity": "1"}}]}),
        rec("deal#70118823", "hubspot.crm.deals.get", {"id": "70118823", "properties": {
            "dealname": "Qureshi - annual flue sweep 2025", "amount": "5800.00", "deal_currency_code": "PKR",
            "dealstage": "1029388", "hs_is_closed": "true", "visit_start": ems("2025-12-14T09:00")}}),
        stages("pipeline#sweep_jobs", "sweep_jobs", "Sweep jobs",
               [("1029381", "Enquiry"), ("1029384", "Scheduled"), ("1029386", "Swept - invoice due"), ("1029388", "Paid")]),
        pol("policy#visits", "Our sweeps arrive within the booked slot and a single flue takes about an hour and a half. "
            "Please let the fire die out at least 12 hours before we arrive so the flue is cold. "
            "Cancellations made less than 24 hours before the visit carry a Rs 1,500 call-out fee. "
            "A sweep certificate is left on site once the smoke test passes.", "2026-10"),
     ]}
add(B, "Hi Bilal, you're booked for Saturday 12 December at 10:00 AM. The total is Rs 6,500: Rs 4,500 for the flue sweep and Rs 2,000 for the smoke test. Please let the fire go out at least 12 hours before we come.",
    [("you're booked for Saturday 12 December at 10:00 AM", "S"), ("The total is Rs 6,500", "S"),
     ("Rs 4,500 for the flue sweep", "S"), ("Rs 2,000 for the smoke test", "S"),
     ("let the fire go out at least 12 hours before", "S")],
    incl=["Rs 6,500", "10:00 AM"], notes="visit_start is 12/12/2026 10:00 PKT; amount 6500.00 = 4500 + 2000 line items; policy 12 hours.")
add(B, "Booking details:\n- Date: 12/12/2026, 10 AM\n- Job: flue sweep plus smoke draw test\n- Time on site: about an hour and a half\nCancel at least 24 hours ahead or there's a Rs 1,500 call-out fee.",
    [("Date: 12/12/2026, 10 AM", "S"), ("Job: flue sweep plus smoke draw test", "S"),
     ("Time on site: about an hour and a half", "S"), ("there's a Rs 1,500 call-out fee", "S")],
    incl=["12/12/2026"], notes="visit_start; line items; estimated_duration PT1H30M; policy cancellation fee.")
add(B, "All set, this Saturday at ten in the morning, six and a half thousand rupees all in. Cheers, Rafiq (Sweep Desk)",
    [("this Saturday at ten in the morning", "S"), ("six and a half thousand rupees all in", "S"), ("Cheers, Rafiq", "N")],
    incl=["Saturday"], notes="now is Wed 9/12; visit Sat 12/12 10:00; amount 6500.00.")
add(B, "Hi Bilal, you're down for Saturday 12 December at 10:00 AM. The total comes to Rs 5,800 for the sweep and smoke test. Keep the fire out for 12 hours beforehand.",
    [("you're down for Saturday 12 December at 10:00 AM", "S"), ("The total comes to Rs 5,800", "C", AM),
     ("Keep the fire out for 12 hours beforehand", "S")],
    errors=["other_record_value"], excl=["Rs 5,800"], tag="amount",
    notes="Rs 5,800 is the 2025 deal 70118823; this deal's amount is 6500.00.")
add(B, "Your sweep is on 12/12 at 5:00 AM, so please have the hearth clear. Cancel up to 12 hours before and there's no fee.",
    [("Your sweep is on 12/12 at 5:00 AM", "C", DM), ("Cancel up to 12 hours before and there's no fee", "C", NC)],
    errors=["unit_conversion", "wrong_policy_condition"], excl=["5:00 AM", "Cancel up to 12 hours before"], tag="utc-time",
    notes="visit_start is 05:00 UTC = 10:00 AM Karachi; the fee applies under 24 hours, not 12.")
add(B, "Hi Bilal, you're booked for Saturday 12 December at 10:00 AM. The sweep and smoke test come to Rs 4,500 in total.",
    [("you're booked for Saturday 12 December at 10:00 AM", "S"), ("come to Rs 4,500 in total", "C", AM)],
    errors=["wrong_arithmetic"], excl=["Rs 4,500 in total"], incl=["6,500|6500", "10:00 AM|10 AM"], repair=True,
    notes="Total skips the smoke test line item; deal amount 6500.00.")

# ---------------------------------------------------------------- B2 chimney: cap install quote (revised)
B = {"domain": "chimney sweep", "scenario": "cowl-quote", "now": "2026-12-03T15:20:00+05:00",
     "question": "What's the latest price for the chimney cowl and bird guard? Was there a change?",
     "evidence": [
        rec("quote#Q-30417", "hubspot.crm.quotes.get", {"id": "30417", "properties": {
            "hs_title": "Stainless cowl + bird guard - Malik residence", "hs_quote_amount": "14200.00",
            "hs_currency": "PKR", "hs_status": "APPROVAL_NOT_NEEDED", "hs_expiration_date": dms("2026-12-20"),
            "hs_quote_number": "SW-2026-0417-B", "replaces_quote": "SW-2026-0417-A",
            "install_window_days": "5", "hs_createdate": ems("2026-12-01T12:10")},
            "associations": {"line_items": {"results": [{"id": "li-7711"}, {"id": "li-7712"}, {"id": "li-7713"}]}}}),
        rec("line_items#Q-30417", "hubspot.crm.line_items.batch_read", {"results": [
            {"id": "li-7711", "properties": {"name": "Stainless steel rotating cowl", "price": "9800.00", "quantity": "1"}},
            {"id": "li-7712", "properties": {"name": "Bird guard mesh", "price": "1700.00", "quantity": "1"}},
            {"id": "li-7713", "properties": {"name": "Fitting labour", "price": "2700.00", "quantity": "1"}}]}),
        rec("quote#Q-30311", "hubspot.crm.quotes.get", {"id": "30311", "properties": {
            "hs_title": "Stainless cowl + bird guard - Malik residence", "hs_quote_amount": "12900.00",
            "hs_status": "SUPERSEDED", "hs_quote_number": "SW-2026-0417-A", "hs_expiration_date": dms("2026-11-30")}}),
        pol("policy#quotes", "Quotes hold for the date printed on them. When a quote is revised the earlier version is void and cannot be accepted. "
            "We fit within the install window on the quote once a 50% advance is paid. Stainless cowls carry a 2-year warranty on the metal; labour is guaranteed for 6 months."),
     ]}
add(B, "Hi, the current quote SW-2026-0417-B comes to Rs 14,200 and holds until 20/12/2026. Once you pay half up front we fit it within 5 days.",
    [("the current quote SW-2026-0417-B comes to Rs 14,200", "S"), ("holds until 20/12/2026", "S"),
     ("Once you pay half up front", "S"), ("we fit it within 5 days", "S")],
    incl=["Rs 14,200"], notes="Quote 30417 amount 14200.00, expiry 2026-12-20, install_window_days 5; policy 50% advance.")
add(B, "Yes, it changed. The old quote (0417-A, Rs 12,900) is void now. The new one breaks down as cowl Rs 9,800, bird guard Rs 1,700 and fitting Rs 2,700.",
    [("Yes, it changed", "S"), ("The old quote (0417-A, Rs 12,900) is void now", "S"), ("cowl Rs 9,800", "S"),
     ("bird guard Rs 1,700", "S"), ("fitting Rs 2,700", "S")],
    incl=["Rs 9,800"], notes="30311 SUPERSEDED at 12900; policy: revised quote voids earlier; line items.")
add(B, "Revised price is fourteen thousand two hundred rupees, good till the 20th of December. The cowl's metal is covered for 2 years and the fitting work for 6 months.\n\nRegards,\nShabbir",
    [("Revised price is fourteen thousand two hundred rupees", "S"), ("good till the 20th of December", "S"),
     ("covered for 2 years", "S"), ("the fitting work for 6 months", "S"), ("Regards,", "N")],
    incl=["20th of December"], notes="hs_quote_amount 14200.00; expiry; policy warranty terms.")
add(B, "The latest quote is Rs 12,900 and it's valid until 20/12/2026. We'll fit it within 5 days of the advance.",
    [("The latest quote is Rs 12,900", "C", AM), ("valid until 20/12/2026", "S"), ("fit it within 5 days of the advance", "S")],
    errors=["stale_value"], excl=["Rs 12,900"], tag="stale",
    notes="12900 is the superseded quote A; current quote B is 14200.00.")
add(B, "Quote SW-2026-0417-B is Rs 14,200. The whole job, cowl and labour, is under a 2-year warranty, and we don't need any advance.",
    [("Quote SW-2026-0417-B is Rs 14,200", "S"), ("cowl and labour, is under a 2-year warranty", "C", NC),
     ("we don't need any advance", "C", NC)],
    errors=["wrong_policy_condition", "wrong_policy_condition"], excl=["cowl and labour, is under a 2-year warranty", "we don't need any advance"], tag="warranty",
    notes="Policy: metal 2 years but labour 6 months; fitting needs a 50% advance.")
add(B, "Your revised quote SW-2026-0417-B is Rs 14,200. It's valid until 30/11/2026, so best to confirm soon.",
    [("revised quote SW-2026-0417-B is Rs 14,200", "S"), ("It's valid until 30/11/2026", "C", DM)],
    errors=["stale_value"], excl=["valid until 30/11/2026"], incl=["20/12/2026|20 December|20th December|20th of December|20 Dec", "14,200|14200"], repair=True,
    notes="30/11 is the superseded quote's expiry; the current quote expires 2026-12-20.")
# ---------------------------------------------------------------- B3 chimney: smoke back-draft complaint, refused revisit
B = {"domain": "chimney sweep", "scenario": "smoke-revisit", "now": "2026-12-06T14:00:00+05:00",
     "question": "Smoke is coming back into the room since your sweep. Can someone come back free?",
     "evidence": [
        rec("ticket#55102", "hubspot.crm.tickets.get", {"id": "55102", "properties": {
            "subject": "Smoke spill after sweep - Sana Javed", "hs_pipeline": "0", "hs_pipeline_stage": "tk_wait_sup",
            "hs_ticket_priority": "HIGH", "hs_ticket_category": "REVISIT_REQUEST", "photos_attached": "3",
            "createdate": ems("2026-12-05T19:12")},
            "associations": {"deals": {"results": [{"id": "81190412", "type": "ticket_to_deal"}]}}}),
        rec("deal#81190412", "hubspot.crm.deals.get", {"id": "81190412", "properties": {
            "dealname": "Javed - double flue sweep", "amount": "8200.00", "dealstage": "1029388",
            "hs_is_closed": "true", "visit_start": ems("2026-11-28T09:30"), "flue_count": "2"}}),
        rec("ticket_stages#0", "hubspot.crm.pipelines.get", {"id": "0", "objectType": "tickets", "stages": [
            {"id": "tk_new", "label": "New"}, {"id": "tk_wait_sup", "label": "Waiting on supervisor"},
            {"id": "tk_sched", "label": "Revisit scheduled"}, {"id": "tk_closed", "label": "Closed"}]}),
        refused("call#schedule_revisit", "schedule_free_revisit", "ESCALATE", {"ticket_id": "55102", "deal_id": "81190412"}),
        pol("policy#revisits", "Every sweep is checked with a smoke draw test before we leave. "
            "If smoke spills back into the room within 14 days of a sweep, we come back once free of charge. "
            "Free return visits are booked only after a supervisor has reviewed the customer's photos. "
            "Spills caused by wet wood or a blocked air vent are not covered."),
     ]}
add(B, "Sorry about the smoke, Sana. Your ticket #55102 is marked high priority and is waiting on a supervisor. I couldn't book the free return visit myself, so it's gone up for the supervisor to check your photos.",
    [("Sorry about the smoke, Sana.", "N"), ("Your ticket #55102 is marked high priority", "S"), ("is waiting on a supervisor", "S"),
     ("I couldn't book the free return visit myself", "S"), ("gone up for the supervisor to check your photos", "S")],
    incl=["55102"], notes="ticket priority HIGH, stage tk_wait_sup = Waiting on supervisor; schedule_free_revisit refused with ESCALATE; policy photos review.")
add(B, "We swept your two flues on 28/11, so you're inside the 14-day window for a free return. That booking needs a supervisor's sign-off, so I've passed it up rather than booking it.",
    [("We swept your two flues on 28/11", "S"), ("inside the 14-day window for a free return", "S"),
     ("needs a supervisor's sign-off", "S"), ("I've passed it up rather than booking it", "S")],
    incl=["28/11"], notes="deal visit 28/11/2026, flue_count 2; now 6/12 is 8 days later; refused call ESCALATE.")
add(B, "Ticket 55102 is with the supervisor now, no visit booked yet. One thing to check: smoke from wet wood or a blocked air vent isn't covered.",
    [("Ticket 55102 is with the supervisor now", "S"), ("no visit booked yet", "S"), ("isn't covered", "S")],
    incl=["55102"], notes="stage Waiting on supervisor; revisit refused/escalated; policy exclusions.")
add(B, "Sorry about that, Sana. You're within our 30-day window, so I've booked your free return visit for tomorrow morning.",
    [("Sorry about that, Sana.", "N"), ("You're within our 30-day window", "C", NC),
     ("I've booked your free return visit for tomorrow morning", "C", NE)],
    errors=["wrong_policy_condition", "refused_call_effect"], excl=["30-day window", "I've booked your free return visit"], tag="booked",
    notes="Policy window is 14 days; schedule_free_revisit was refused (ESCALATE).")
add(B, "Your ticket #55102 has been resolved and closed. The original job was a single flue sweep on 28/11.",
    [("has been resolved and closed", "C", SM), ("The original job was a single flue sweep on 28/11", "C", VM + ["DATE_MISMATCH"])],
    errors=["wrong_state", "wrong_quantity"], excl=["has been resolved and closed", "single flue sweep"], tag="state",
    notes="Ticket stage is Waiting on supervisor, not Closed; deal flue_count is 2 (double flue sweep).")
add(B, "Your ticket #55102 is marked high priority. I've booked the free return visit for you.",
    [("Your ticket #55102 is marked high priority", "S"), ("I've booked the free return visit", "C", NE)],
    errors=["refused_call_effect"], excl=["I've booked the free return visit"],
    incl=["escalated|review|supervisor|could not|couldn't|unable|not able|passed", "55102"], repair=True,
    notes="schedule_free_revisit refused with ESCALATE.")

# ---------------------------------------------------------------- B4 septic: pumping appointment
B = {"domain": "septic-tank pumping", "scenario": "pump-visit", "now": "2026-12-10T09:00:00+05:00",
     "question": "When is the septic truck coming to my house and how much will it be? - Imran Butt",
     "evidence": [
        rec("deal#92001457", "hubspot.crm.deals.get", {"id": "92001457", "properties": {
            "dealname": "Butt - house tank pump-out (DHA Ph 5)", "amount": "13500.00", "deal_currency_code": "PKR",
            "dealstage": "st_booked", "arrival_window_start": ems("2026-12-15T08:00"), "arrival_window_end": ems("2026-12-15T11:00"),
            "tank_capacity_litres": "4500", "site_label": "HOUSE", "hose_run_m": "38", "hs_is_closed": "false"},
            "associations": {"line_items": {"results": [{"id": "li-9001"}, {"id": "li-9002"}]}}}),
        rec("line_items#92001457", "hubspot.crm.line_items.batch_read", {"results": [
            {"id": "li-9001", "properties": {"name": "Pump-out up to 5,000 L", "price": "12000.00", "quantity": "1"}},
            {"id": "li-9002", "properties": {"name": "Extended hose run (over 30 m)", "price": "1500.00", "quantity": "1"}}]}),
        rec("deal#92001460", "hubspot.crm.deals.get", {"id": "92001460", "properties": {
            "dealname": "Butt - farmhouse tank pump-out (Bedian Rd)", "amount": "21000.00", "dealstage": "st_booked",
            "arrival_window_start": ems("2026-12-18T13:00"), "arrival_window_end": ems("2026-12-18T16:00"),
            "tank_capacity_litres": "9000", "site_label": "FARMHOUSE"}}),
        stages("pipeline#septic", "septic", "Septic jobs", [("st_new", "New enquiry"), ("st_booked", "Booked"), ("st_done", "Pumped"), ("st_paid", "Paid")]),
        pol("policy#site-prep", "Please make sure the truck can park within 30 metres of the tank; longer hose runs are charged extra. "
            "Uncover the tank lids before we arrive. If a lid is buried, our crew digs it out at Rs 800 per lid. "
            "Avoid running washing machines for 24 hours before pumping. Tanks up to 5,000 litres take 45 to 60 minutes."),
     ]}
add(B, "Hi Imran, the truck's coming Tuesday 15 December between 8 and 11 AM for the 4,500-litre tank at your house. It's Rs 13,500 in total: Rs 12,000 for the pump-out plus Rs 1,500 for the long hose run.",
    [("the truck's coming Tuesday 15 December between 8 and 11 AM", "S"), ("4,500-litre tank at your house", "S"),
     ("It's Rs 13,500 in total", "S"), ("Rs 12,000 for the pump-out", "S"), ("Rs 1,500 for the long hose run", "S")],
    incl=["Rs 13,500", "15 December"], notes="house deal 92001457: window 08:00-11:00 PKT on 15/12, 4500 L, line items 12000 + 1500.")
add(B, "Here's what to know:\n- Arrival window: 8:00 AM to 11:00 AM, 15/12/2026\n- Please uncover the lid; if it's buried, digging is Rs 800 per lid\n- Hold off on laundry for a day before we come",
    [("Arrival window: 8:00 AM to 11:00 AM, 15/12/2026", "S"), ("digging is Rs 800 per lid", "S"), ("Hold off on laundry for a day before we come", "S")],
    incl=["8:00 AM"], notes="arrival window fields; policy Rs 800 per lid, 24 hours no washing machines.")
add(B, "Your pump-out has been scheduled for this coming Tuesday morning, and a tank your size is done in under an hour.",
    [("scheduled for this coming Tuesday morning", "S"), ("done in under an hour", "S")],
    incl=["Tuesday"], notes="now Thu 10/12, visit Tue 15/12 08:00-11:00; policy 45-60 min for tanks up to 5,000 L (4500 L).")
add(B, "Hi Imran, the crew will be at your house on Friday 18 December, 1 to 4 PM. The bill is Rs 13,500 including the longer hose run.",
    [("on Friday 18 December, 1 to 4 PM", "C", DM), ("The bill is Rs 13,500", "S"), ("including the longer hose run", "S")],
    errors=["other_record_value"], excl=["Friday 18 December, 1 to 4 PM"], tag="farmhouse-date",
    notes="18/12 1-4 PM is the farmhouse deal 92001460; the house visit is 15/12 8-11 AM.")
add(B, "You're booked for 15/12 between 8 and 11 in the morning. If the lid's buried we'll dig it out at no charge, and we've also added a free baffle inspection to the visit.",
    [("booked for 15/12 between 8 and 11 in the morning", "S"), ("we'll dig it out at no charge", "C", NC),
     ("added a free baffle inspection", "I", ANYI)],
    errors=["wrong_policy_condition", "unrecorded_extra"], excl=["dig it out at no charge", "free baffle inspection"], tag="extras",
    notes="Policy charges Rs 800 per buried lid; no line item or record holds a baffle inspection.")
add(B, "Hi Imran, your house tank is booked for Tuesday 15 December, arriving between 3 and 6 AM. Total is Rs 13,500.",
    [("booked for Tuesday 15 December", "S"), ("arriving between 3 and 6 AM", "C", DM), ("Total is Rs 13,500", "S")],
    errors=["unit_conversion"], excl=["between 3 and 6 AM"], incl=["8 AM|8:00 AM|8 am|8:00 am|8 and 11", "13,500|13500"], repair=True,
    notes="03:00-06:00 is the window read in UTC; Karachi time is 08:00-11:00.")

# ---------------------------------------------------------------- B5 septic: annual care plan and balance
B = {"domain": "septic-tank pumping", "scenario": "care-plan", "now": "2026-12-11T16:30:00+05:00",
     "question": "What exactly does my septic care plan include and how much do I still owe?",
     "evidence": [
        rec("plan#SP-2026-0883", "hubspot.crm.objects.service_plans.get", {"id": "2-88301", "properties": {
            "plan_name": "Annual Care Plan", "plan_year": "2026-27", "hs_object_status": "ACTIVE",
            "list_price": "28000.00", "loyalty_discount": "2000.00", "net_price": "26000.00", "currency": "PKR",
            "included_services": "PUMP_OUT;PUMP_OUT;ANNUAL_INSPECTION", "repair_discount_pct": "10",
            "start_date": dms("2026-07-01"), "end_date": dms("2027-06-30")},
            "associations": {"invoices": {"results": [{"id": "INV-2211"}, {"id": "INV-2212"}]}}}),
        rec("invoices#SP-2026-0883", "hubspot.crm.invoices.batch_read", {"results": [
            {"id": "INV-2211", "properties": {"hs_amount_billed": "14000.00", "hs_invoice_status": "PAID", "hs_due_date": dms("2026-07-01")}},
            {"id": "INV-2212", "properties": {"hs_amount_billed": "12000.00", "hs_invoice_status": "OPEN", "hs_due_date": dms("2027-01-15")}}]}),
        rec("plan#SP-2025-0412", "hubspot.crm.objects.service_plans.get", {"id": "2-41207", "properties": {
            "plan_name": "Basic Plan", "plan_year": "2025-26", "hs_object_status": "EXPIRED", "list_price": "15000.00",
            "included_services": "PUMP_OUT", "end_date": dms("2026-06-30")}}),
        pol("policy#care-plans", "Care plans run for twelve months and can be paid in two instalments. "
            "Plan members get priority: emergencies are answered within 4 hours. "
            "Emergency call-outs are still charged at the standard rate for plan members. "
            "Unused pump-outs do not carry over to the next plan year."),
     ]}
add(B, "Your Annual Care Plan covers two pump-outs, a yearly inspection and 10% off repairs. You've paid Rs 14,000 and the remaining Rs 12,000 is due on 15/01/2027.",
    [("covers two pump-outs", "S"), ("a yearly inspection", "S"), ("10% off repairs", "S"),
     ("You've paid Rs 14,000", "S"), ("the remaining Rs 12,000 is due on 15/01/2027", "S")],
    incl=["Rs 12,000", "15/01/2027"], notes="included_services two PUMP_OUT + ANNUAL_INSPECTION, repair_discount_pct 10; INV-2211 paid 14000, INV-2212 open 12000 due 2027-01-15.")
add(B, "Hi, the plan is Rs 28,000 a year less your Rs 2,000 loyalty discount, so Rs 26,000. The first Rs 14,000 is paid and the last Rs 12,000 falls due on 15 January 2027.\n\nThanks,\nKamran - Septic Team",
    [("the plan is Rs 28,000 a year", "S"), ("less your Rs 2,000 loyalty discount, so Rs 26,000", "S"),
     ("The first Rs 14,000 is paid", "S"), ("the last Rs 12,000 falls due on 15 January 2027", "S"), ("Thanks,", "N")],
    incl=["Rs 26,000"], notes="list_price, loyalty_discount, net_price; open invoice INV-2212.")
add(B, "As a plan member, emergencies get answered within 4 hours, though the call-out itself is billed at the normal rate. Any pump-out you don't use won't roll over past 30/06/2027.",
    [("emergencies get answered within 4 hours", "S"), ("billed at the normal rate", "S"), ("won't roll over past 30/06/2027", "S")],
    incl=["4 hours"], notes="policy priority and standard rate; policy no carry-over; plan end_date 2027-06-30.")
add(B, "Your plan covers one pump-out a year and free emergency call-outs. The Rs 12,000 balance is due 15/01/2027.",
    [("Your plan covers one pump-out a year", "C", VM), ("free emergency call-outs", "CI", NC + ANYI),
     ("The Rs 12,000 balance is due 15/01/2027", "S")],
    errors=["stale_value", "unlisted_perk"], excl=["one pump-out a year", "free emergency call-outs"], tag="perks",
    notes="One pump-out was the expired 2025 Basic Plan; emergencies are charged at standard rate and not listed.")
add(B, "You've paid the first Rs 14,000. That leaves Rs 14,000 to go, due on 15 January.",
    [("You've paid the first Rs 14,000", "S"), ("That leaves Rs 14,000 to go", "C", AM), ("due on 15 January", "S")],
    errors=["wrong_arithmetic"], excl=["leaves Rs 14,000"], tag="balance",
    notes="Net price is 26000 after the 2000 discount; open invoice is 12000.")
add(B, "Your Annual Care Plan includes two pump-outs and an inspection. The balance of Rs 14,000 is due on 15/01/2027.",
    [("includes two pump-outs and an inspection", "S"), ("The balance of Rs 14,000", "C", AM), ("due on 15/01/2027", "S")],
    errors=["wrong_arithmetic"], excl=["balance of Rs 14,000"], incl=["12,000|12000", "15/01/2027|15 January"], repair=True,
    notes="INV-2212 is 12000.00 (net price 26000 minus 14000 paid).")

# ---------------------------------------------------------------- B6 septic: emergency overflow dispatch
B = {"domain": "septic-tank pumping", "scenario": "overflow-dispatch", "now": "2026-12-06T21:10:00+05:00",
     "question": "The tank is overflowing into the yard! Is anyone coming tonight?",
     "evidence": [
        rec("ticket#66031", "hubspot.crm.tickets.get", {"id": "66031", "properties": {
            "subject": "EMERGENCY overflow - Farah Siddiqui, Gulberg III", "hs_pipeline_stage": "em_dispatched",
            "hs_ticket_priority": "URGENT", "call_received_at": ems("2026-12-06T20:45"), "dispatched_at": ems("2026-12-06T21:00"),
            "eta_duration": "PT2H15M", "driver_name": "Naveed Akhtar", "dispatcher_name": "Huma Riaz",
            "truck_reg": "LES-4471", "emergency_surcharge": "3500.00", "currency": "PKR"}}),
        rec("ticket_stages#em", "hubspot.crm.pipelines.get", {"id": "em", "objectType": "tickets", "stages": [
            {"id": "em_new", "label": "Received"}, {"id": "em_dispatched", "label": "Truck dispatched"},
            {"id": "em_onsite", "label": "On site"}, {"id": "em_done", "label": "Completed"}]}),
        pol("policy#emergency", "We run emergency pump-outs every day of the year. "
            "Emergency call-outs carry a Rs 3,500 surcharge on top of the normal pump-out price. "
            "Night call-outs received between 10 PM and 6 AM carry a Rs 5,000 surcharge instead. "
            "Keep children and animals away from any overflow until the crew arrives."),
     ]}
add(B, "Hi Farah, yes, a truck's on its way. Naveed is driving (reg LES-4471) and should reach you in about 2 hours 15 minutes.",
    [("a truck's on its way", "S"), ("Naveed is driving", "S"), ("reg LES-4471", "S"), ("in about 2 hours 15 minutes", "S")],
    incl=["LES-4471"], notes="stage em_dispatched = Truck dispatched; driver_name; truck_reg; eta_duration PT2H15M.")
add(B, "The truck left at 9:00 PM, so expect it around 11:15 PM tonight. There's a Rs 3,500 emergency surcharge on top of the pump-out.",
    [("The truck left at 9:00 PM", "S"), ("expect it around 11:15 PM tonight", "S"), ("Rs 3,500 emergency surcharge", "S")],
    incl=["11:15 PM"], notes="dispatched_at 21:00 PKT + PT2H15M = 23:15; emergency_surcharge 3500.00.")
add(B, "Dispatched. Driver Naveed Akhtar, roughly two and a quarter hours out. Your ticket number is 66031.",
    [("Dispatched.", "S"), ("Driver Naveed Akhtar", "S"), ("roughly two and a quarter hours out", "S"), ("Your ticket number is 66031", "S")],
    incl=["66031"], notes="ticket stage, driver_name, eta PT2H15M, ticket id.")
add(B, "Help is coming, Farah. Huma Riaz is driving the truck and should be with you by about 11:15 PM.",
    [("Help is coming, Farah", "S"), ("Huma Riaz is driving the truck", "C", VM + IM), ("by about 11:15 PM", "S")],
    errors=["wrong_role"], excl=["Huma Riaz is driving"], tag="driver",
    notes="Huma Riaz is the dispatcher_name; the driver is Naveed Akhtar.")
add(B, "A truck is on the way, reg LES-4471. As it's a night call-out, the surcharge is Rs 5,000 on top of the pump-out.",
    [("A truck is on the way", "S"), ("reg LES-4471", "S"), ("As it's a night call-out", "C", NC + ["DATE_MISMATCH"]), ("the surcharge is Rs 5,000", "C", AM)],
    errors=["condition_unmet", "wrong_amount"], excl=["night call-out", "Rs 5,000"], tag="night",
    notes="Call received 20:45, before 10 PM; record emergency_surcharge is 3500.00.")
add(B, "Hi Farah, the truck's been dispatched with Naveed driving and should be with you in about 15 minutes.",
    [("the truck's been dispatched", "S"), ("Naveed driving", "S"), ("in about 15 minutes", "C", VM + DM)],
    errors=["wrong_time"], excl=["in about 15 minutes"], incl=["2 hours 15|2 hours and 15|two hours and fifteen|two and a quarter|2h15|11:15", "Naveed"], repair=True,
    notes="eta_duration is PT2H15M, not 15 minutes.")

# ---------------------------------------------------------------- B7 well: drilling progress and balance
B = {"domain": "water-well drilling", "scenario": "drill-progress", "now": "2026-12-08T10:00:00+05:00",
     "question": "How deep is the borehole now, and what will I owe at the end? - Asif Chaudhry",
     "evidence": [
        rec("deal#77340019", "hubspot.crm.deals.get", {"id": "77340019", "properties": {
            "dealname": "Borehole - Chaudhry farm, Sheikhupura", "amount": "463000.00", "deal_currency_code": "PKR",
            "dealstage": "wd_drilling", "estimated_depth_ft": "320", "rate_per_ft": "1150.00",
            "advance_paid": "150000.00", "survey_water_band_ft": "250-280", "hs_is_closed": "false"},
            "associations": {"line_items": {"results": [{"id": "li-4401"}, {"id": "li-4402"}]}}}),
        rec("line_items#77340019", "hubspot.crm.line_items.batch_read", {"results": [
            {"id": "li-4401", "properties": {"name": "Drilling, est. 320 ft @ Rs 1,150/ft", "price": "1150.00", "quantity": "320", "amount": "368000.00"}},
            {"id": "li-4402", "properties": {"name": "1.5 HP submersible pump, supply and install", "price": "95000.00", "quantity": "1", "amount": "95000.00"}}]}),
        rec("drill_log#77340019", "hubspot.crm.objects.drill_logs.search", {"results": [
            {"id": "dl-3", "properties": {"depth_reached_ft": "210", "first_water_strike_ft": "", "logged_at": ems("2026-12-07T18:30")}},
            {"id": "dl-2", "properties": {"depth_reached_ft": "160", "first_water_strike_ft": "", "logged_at": ems("2026-12-06T18:10")}}]}),
        stages("pipeline#wells", "wells", "Well jobs", [("wd_survey", "Survey"), ("wd_drilling", "Drilling in progress"), ("wd_pump", "Pump install"), ("wd_done", "Handed over")]),
        pol("policy#drilling", "The survey gives a likely water band, not a guarantee. Drilling is charged per foot actually drilled, at the rate on the quote. "
            "If we need to go more than 10% past the estimated depth, we stop and ask you before carrying on. "
            "The advance is not refundable once the rig is on site."),
     ]}
add(B, "Morning Mr Chaudhry, the rig had reached 210 ft by yesterday evening, out of about 320 ft planned. No water strike logged yet.",
    [("the rig had reached 210 ft by yesterday evening", "S"), ("out of about 320 ft planned", "S"), ("No water strike logged yet", "S")],
    incl=["210 ft"], notes="latest drill log dl-3: 210 ft at 07/12 18:30; estimated_depth_ft 320; first_water_strike_ft empty.")
add(B, "At Rs 1,150 a foot for an estimated 320 ft, drilling comes to Rs 368,000, plus Rs 95,000 for the pump, so Rs 463,000 in all. You've paid Rs 150,000 up front, which leaves Rs 313,000.",
    [("drilling comes to Rs 368,000", "S"), ("plus Rs 95,000 for the pump", "S"), ("Rs 463,000 in all", "S"),
     ("You've paid Rs 150,000 up front", "S"), ("which leaves Rs 313,000", "S")],
    incl=["Rs 313,000"], notes="line items 368000 + 95000 = amount 463000; advance_paid 150000; 463000 - 150000 = 313000.")
add(B, "You're billed for the feet we actually drill, not the estimate. If it looks like going more than 10% past 320 ft, we'll stop and check with you first.",
    [("You're billed for the feet we actually drill", "S"), ("more than 10% past 320 ft", "S"), ("we'll stop and check with you first", "S")],
    incl=["10%"], notes="policy per-foot charging and the 10% stop rule; estimated_depth_ft 320.")
add(B, "Good progress: we're at 210 ft of an estimated 320 metres, and we've already hit water at about 250 ft.",
    [("we're at 210 ft", "S"), ("of an estimated 320 metres", "C", VM), ("we've already hit water at about 250 ft", "CI", VM + NT)],
    errors=["unit_conversion", "invented_fact"], excl=["320 metres", "hit water at about 250 ft"], tag="metres",
    notes="Estimate is 320 feet; no water strike is logged, 250-280 ft is only the survey band.")
add(B, "After your Rs 150,000 advance, the remaining bill is Rs 218,000 if we stop at 320 ft. And if you change your mind now, the advance can be refunded.",
    [("After your Rs 150,000 advance", "S"), ("the remaining bill is Rs 218,000", "C", AM), ("the advance can be refunded", "C", NC)],
    errors=["wrong_arithmetic", "wrong_policy_condition"], excl=["Rs 218,000", "advance can be refunded"], tag="balance",
    notes="Remainder skips the Rs 95,000 pump: 463000 - 150000 = 313000; policy: advance not refundable once rig on site.")
add(B, "Hi Mr Chaudhry, the borehole is at 160 ft so far, out of about 320 ft planned.",
    [("the borehole is at 160 ft so far", "C", VM), ("out of about 320 ft planned", "S")],
    errors=["stale_value"], excl=["at 160 ft"], incl=["210", "320"], repair=True,
    notes="160 ft is the older log dl-2 (06/12); latest dl-3 is 210 ft.")

# ---------------------------------------------------------------- B8 well: pump failure, warranty refused
B = {"domain": "water-well drilling", "scenario": "pump-warranty", "now": "2026-12-07T12:00:00+05:00",
     "question": "Our submersible pump stopped. It should be under warranty - can you replace it free?",
     "evidence": [
        rec("ticket#71288", "hubspot.crm.tickets.get", {"id": "71288", "properties": {
            "subject": "Pump not lifting water - Ayesha Nawaz", "hs_pipeline_stage": "pw_insp_booked",
            "hs_ticket_category": "PUMP_FAULT", "inspection_at": ems("2026-12-09T14:00"), "inspection_fee": "3000.00"},
            "associations": {"deals": {"results": [{"id": "60021877"}]}}}),
        rec("deal#60021877", "hubspot.crm.deals.get", {"id": "60021877", "properties": {
            "dealname": "Nawaz - 1 HP submersible install", "pump_installed_on": dms("2025-03-14"),
            "warranty_months": "18", "pump_serial": "SBP-1H-220519", "amount": "78000.00"}}),
        rec("ticket_stages#pw", "hubspot.crm.pipelines.get", {"id": "pw", "objectType": "tickets", "stages": [
            {"id": "pw_new", "label": "New"}, {"id": "pw_insp_booked", "label": "Inspection booked"}, {"id": "pw_quote", "label": "Repair quoted"}]}),
        refused("call#warranty_replace", "replace_pump_under_warranty", "DENY", {"deal_id": "60021877", "reason": "WARRANTY_EXPIRED"}),
        pol("policy#pumps", "Submersible pumps carry an 18-month warranty from the day they are installed. "
            "Outside warranty, a motor rewind is Rs 22,000. A site inspection costs Rs 3,000, and that fee is credited against the repair if you go ahead with it."),
     ]}
add(B, "Sorry Ayesha, the pump went in on 14/03/2025 and its 18-month cover ran out in September, so I couldn't put it through as a free warranty replacement.",
    [("the pump went in on 14/03/2025", "S"), ("its 18-month cover ran out in September", "S"), ("I couldn't put it through as a free warranty replacement", "S")],
    incl=["14/03/2025"], notes="pump_installed_on 2025-03-14, warranty_months 18 -> Sep 2026; replace call refused DENY.")
add(B, "An inspection is booked for Wednesday 9 December at 2:00 PM. It costs Rs 3,000, and that comes off the repair bill if you go ahead.",
    [("An inspection is booked for Wednesday 9 December at 2:00 PM", "S"), ("It costs Rs 3,000", "S"), ("comes off the repair bill if you go ahead", "S")],
    incl=["2:00 PM"], notes="inspection_at 09/12 14:00 PKT; inspection_fee 3000; policy credit.")
add(B, "Out of warranty, a motor rewind runs Rs 22,000. Our man will look at it the day after tomorrow, 2 in the afternoon.",
    [("a motor rewind runs Rs 22,000", "S"), ("the day after tomorrow, 2 in the afternoon", "S")],
    incl=["Rs 22,000"], notes="policy rewind price; now Mon 07/12, inspection Wed 09/12 14:00.")
add(B, "Good news, Ayesha: the pump is still inside its 2-year warranty, so I've approved a free replacement.",
    [("still inside its 2-year warranty", "C", NC + VM), ("I've approved a free replacement", "C", NE)],
    errors=["wrong_period", "refused_call_effect"], excl=["2-year warranty", "approved a free replacement"], tag="approved",
    notes="Warranty is 18 months and expired Sep 2026; replace_pump_under_warranty was DENIED.")
add(B, "We'll inspect on Thursday 10 December at 2 PM. The Rs 3,000 inspection fee is separate and isn't taken off any repair.",
    [("We'll inspect on Thursday 10 December at 2 PM", "C", DM), ("The Rs 3,000 inspection fee", "S"), ("isn't taken off any repair", "C", NC)],
    errors=["wrong_date", "wrong_policy_condition"], excl=["Thursday 10 December", "isn't taken off any repair"], tag="date",
    notes="inspection_at is Wed 09/12; policy credits the fee against the repair.")
add(B, "The pump's warranty ended after 18 months, so it can't be replaced free. Your inspection is booked for Tuesday 8 December at 2:00 PM.",
    [("warranty ended after 18 months", "S"), ("it can't be replaced free", "S"), ("booked for Tuesday 8 December", "C", DM)],
    errors=["wrong_date"], excl=["Tuesday 8 December"], incl=["9 December|9/12|Wednesday|9th December|9th of December", "18 months"], repair=True,
    notes="inspection_at is 09/12/2026 (Wednesday).")

# ---------------------------------------------------------------- B9 well: yield test report
B = {"domain": "water-well drilling", "scenario": "yield-test",
     "question": "What did the yield test show on my new borehole and which pump should I get?",
     "evidence": [
        rec("yield_test#YT-1907", "hubspot.crm.objects.yield_tests.get", {"id": "2-19070", "properties": {
            "borehole_ref": "BH-KSR-0412", "yield_lph": "2400", "test_duration": "PT6H", "static_water_level_m": "34.5",
            "pumping_water_level_m": "41.0", "recommended_pump_hp": "1.5", "result_code": "PASS_SUSTAINED", "tested_on": dms("2026-11-30")}}),
        rec("yield_test#YT-1311", "hubspot.crm.objects.yield_tests.get", {"id": "2-13110", "properties": {
            "borehole_ref": "BH-KSR-0107", "yield_lph": "900", "test_duration": "PT4H", "result_code": "DECOMMISSIONED",
            "tested_on": dms("2019-05-11")}}),
        psg("kb#pump-sizing", "Pump sizing guide\nA 1 HP submersible suits yields up to 2,000 litres per hour.\n"
            "A 1.5 HP submersible suits yields from 2,000 to 3,500 litres per hour.\nSet the pump at least 6 metres below the pumping water level."),
     ]}
add(B, "Your new borehole BH-KSR-0412 passed a 6-hour test at 2,400 litres an hour, so a 1.5 HP pump is the right size.",
    [("passed a 6-hour test", "S"), ("2,400 litres an hour", "S"), ("a 1.5 HP pump is the right size", "S")],
    incl=["2,400 litres"], notes="YT-1907 yield_lph 2400, PT6H, PASS_SUSTAINED, recommended_pump_hp 1.5; KB 1.5 HP for 2,000-3,500 L/h.")
add(B, "Test results, 30/11/2026:\n- Yield: about 40 litres a minute, held for six hours\n- Water stands at 34.5 m, drawing down to 41 m while pumping\n- Pump: 1.5 HP",
    [("Test results, 30/11/2026", "S"), ("about 40 litres a minute", "S"), ("held for six hours", "S"),
     ("Water stands at 34.5 m", "S"), ("drawing down to 41 m while pumping", "S"), ("Pump: 1.5 HP", "S")],
    incl=["40 litres a minute"], notes="2400 L/h = 40 L/min; static 34.5, pumping 41.0; tested_on 2026-11-30.")
add(B, "Good yield: 2,400 L/hour sustained. Go with the 1.5 horsepower unit and hang it at least 6 metres below the pumping level, so at 47 m or deeper.",
    [("2,400 L/hour sustained", "S"), ("Go with the 1.5 horsepower unit", "S"), ("at least 6 metres below the pumping level", "S"), ("at 47 m or deeper", "S")],
    incl=["1.5 horsepower"], notes="yield and recommendation from YT-1907; KB 6 m below pumping level; 41 + 6 = 47 m.")
add(B, "Your borehole gives about 2,400 litres a minute over the 6-hour test, so a 1.5 HP pump suits it.",
    [("about 2,400 litres a minute", "C", VM), ("over the 6-hour test", "S"), ("a 1.5 HP pump suits it", "S")],
    errors=["unit_conversion"], excl=["2,400 litres a minute"], tag="per-minute",
    notes="yield_lph is litres per hour: 2,400 L/h is 40 L/min.")
add(B, "The test came back at 900 litres per hour, so a 1 HP pump will do fine.",
    [("The test came back at 900 litres per hour", "C", VM), ("a 1 HP pump will do fine", "C", VM + NC)],
    errors=["other_record_value", "wrong_value"], excl=["900 litres per hour", "a 1 HP pump"], tag="old-bore",
    notes="900 L/h is the decommissioned borehole BH-KSR-0107; the new one is 2400 L/h with 1.5 HP recommended.")
add(B, "Your new borehole tested at 2,400 litres an hour over six hours. A 1 HP pump is what we'd fit.",
    [("tested at 2,400 litres an hour", "S"), ("over six hours", "S"), ("A 1 HP pump is what we'd fit", "C", VM + NC)],
    errors=["wrong_value"], excl=["A 1 HP pump"], incl=["1.5 HP|1.5 horsepower|1.5HP", "2,400|2400"], repair=True,
    notes="recommended_pump_hp is 1.5; KB: 1 HP only up to 2,000 L/h.")

# ---------------------------------------------------------------- B10 gutter: seasonal clean booking
B = {"domain": "gutter cleaning", "scenario": "gutter-clean", "now": "2026-12-12T10:00:00+05:00",
     "question": "Please confirm the gutter clean for my house and the full price. - Nadia Hussain",
     "evidence": [
        rec("deal#55410723", "hubspot.crm.deals.get", {"id": "55410723", "properties": {
            "dealname": "Hussain - house gutter clean (Bahria Town)", "amount": "5770.00", "deal_currency_code": "PKR",
            "dealstage": "gc_sched", "visit_date": dms("2026-12-14"), "slot_code": "AM_0900_1200",
            "storeys": "2", "gutter_length_m": "42", "downpipes": "4"},
            "associations": {"line_items": {"results": [{"id": "li-6101"}, {"id": "li-6102"}, {"id": "li-6103"}]}}}),
        rec("line_items#55410723", "hubspot.crm.line_items.batch_read", {"results": [
            {"id": "li-6101", "properties": {"name": "Gutter clean per metre", "price": "85.00", "quantity": "42", "amount": "3570.00"}},
            {"id": "li-6102", "properties": {"name": "Double-storey access surcharge", "price": "1200.00", "quantity": "1", "amount": "1200.00"}},
            {"id": "li-6103", "properties": {"name": "Downpipe flush", "price": "250.00", "quantity": "4", "amount": "1000.00"}}]}),
        rec("deal#55410730", "hubspot.crm.deals.get", {"id": "55410730", "properties": {
            "dealname": "Hussain - shop gutter clean (Civic Centre)", "amount": "2900.00", "dealstage": "gc_quote",
            "storeys": "1", "gutter_length_m": "18"}}),
        rec("slot_lookup", "hubspot.settings.slots.list", {"AM_0900_1200": "9:00 AM - 12:00 PM", "PM_1300_1600": "1:00 PM - 4:00 PM"}),
        pol("policy#gutters", "Before-and-after photos are sent on WhatsApp within 24 hours of the clean. "
            "If more than 5 mm of rain falls on your visit day, we move you to the next free slot at no charge. "
            "Broken brackets and roof tiles are quoted separately and never fixed without your go-ahead."),
     ]}
add(B, "Hi Nadia, we're coming Monday 14 December between 9 AM and 12 noon. 42 metres of gutter at Rs 85 a metre is Rs 3,570; with the Rs 1,200 double-storey surcharge and Rs 1,000 for flushing the 4 downpipes, it's Rs 5,770 in total.",
    [("we're coming Monday 14 December between 9 AM and 12 noon", "S"), ("42 metres of gutter at Rs 85 a metre is Rs 3,570", "S"),
     ("the Rs 1,200 double-storey surcharge", "S"), ("Rs 1,000 for flushing the 4 downpipes", "S"), ("it's Rs 5,770 in total", "S")],
    incl=["Rs 5,770", "14 December"], notes="visit_date 2026-12-14, slot AM_0900_1200; line items 3570 + 1200 + 1000 = 5770.")
add(B, "Booked: 14/12, morning slot. Total Rs 5,770. Before-and-after photos come to you on WhatsApp within a day.",
    [("Booked: 14/12, morning slot", "S"), ("Total Rs 5,770", "S"), ("Before-and-after photos come to you on WhatsApp within a day", "S")],
    incl=["14/12"], notes="deal visit_date and slot; amount; policy photos within 24 hours.")
add(B, "Your clean is fixed for the day after tomorrow. Should more than 5 mm of rain fall that day, the visit will be moved to the next free slot at no cost.",
    [("Your clean is fixed for the day after tomorrow", "S"), ("Should more than 5 mm of rain fall that day", "S"), ("moved to the next free slot at no cost", "S")],
    incl=["5 mm"], notes="now Sat 12/12, visit Mon 14/12; policy rain rule.")
add(B, "Hi Nadia, Monday 14 December, 9 to 12. The gutters come to Rs 3,570 plus the Rs 1,200 surcharge, so Rs 4,770 all in. If it rains at all we'll reschedule free.",
    [("Monday 14 December, 9 to 12", "S"), ("Rs 3,570 plus the Rs 1,200 surcharge", "S"), ("so Rs 4,770 all in", "C", AM), ("If it rains at all we'll reschedule free", "C", NC)],
    errors=["wrong_arithmetic", "wrong_policy_condition"], excl=["Rs 4,770", "If it rains at all"], tag="total",
    notes="Total leaves out the Rs 1,000 downpipe flush (deal amount 5770); policy needs more than 5 mm of rain.")
add(B, "Your gutter clean is Rs 2,900 and we're there Monday morning. Any loose roof tiles we find get fixed as part of the job.",
    [("Your gutter clean is Rs 2,900", "C", AM), ("we're there Monday morning", "S"), ("get fixed as part of the job", "C", NC)],
    errors=["other_record_value", "unlisted_perk"], excl=["Rs 2,900", "fixed as part of the job"], tag="shop",
    notes="Rs 2,900 is the shop deal 55410730; policy: roof tiles quoted separately, never fixed without go-ahead.")
add(B, "Hi Nadia, your gutter clean is booked for Tuesday 15 December in the morning slot, Rs 5,770 in total.",
    [("booked for Tuesday 15 December", "C", DM), ("in the morning slot", "S"), ("Rs 5,770 in total", "S")],
    errors=["wrong_date"], excl=["Tuesday 15 December"], incl=["14 December|14/12|Monday|14th December|14th of December", "5,770|5770"], repair=True,
    notes="visit_date is 2026-12-14, a Monday.")

# ---------------------------------------------------------------- B11 gutter: guard install, discount escalated
B = {"domain": "gutter cleaning", "scenario": "guard-install", "now": "2026-12-06T17:00:00+05:00",
     "question": "Can I get 15% off the gutter guards? And what's left to pay after my deposit?",
     "evidence": [
        rec("deal#55402288", "hubspot.crm.deals.get", {"id": "55402288", "properties": {
            "dealname": "Mirza - gutter guard install", "amount": "38400.00", "deal_currency_code": "PKR", "dealstage": "gg_deposit",
            "guard_length_m": "64", "rate_per_m": "600.00", "deposit_paid": "11520.00", "install_date": dms("2027-01-04"),
            "discount_requested_pct": "15", "discount_applied_pct": "0", "quote_version": "2"}}),
        rec("quote#GG-118-v1", "hubspot.crm.quotes.get", {"id": "GG-118-v1", "properties": {
            "hs_quote_amount": "43200.00", "guard_length_m": "72", "hs_status": "SUPERSEDED", "note": "pre-remeasure"}}),
        stages("pipeline#guards", "guards", "Guard installs", [("gg_quote", "Quoted"), ("gg_deposit", "Deposit received"), ("gg_done", "Installed")]),
        refused("call#discount", "apply_deal_discount", "ESCALATE", {"deal_id": "55402288", "discount_pct": "15"}),
        pol("policy#guards", "A 30% deposit secures your install date and the balance is paid on completion. "
            "Any discount above 10% needs a manager's approval. "
            "Our gutter guards carry a 5-year warranty against sagging and warping."),
     ]}
add(B, "Your guard job is 64 metres at Rs 600 a metre, Rs 38,400. A 15% discount needs a manager's approval, so I've sent it up; no discount is on the job yet.",
    [("64 metres at Rs 600 a metre, Rs 38,400", "S"), ("A 15% discount needs a manager's approval", "S"), ("so I've sent it up", "S"), ("no discount is on the job yet", "S")],
    incl=["Rs 38,400"], notes="deal length/rate/amount; policy >10% needs manager; apply_deal_discount ESCALATE; discount_applied_pct 0.")
add(B, "Your deposit of Rs 11,520 is in, and the install date is Monday 4 January 2027. The remaining Rs 26,880 is paid when we finish.",
    [("Your deposit of Rs 11,520 is in", "S"), ("the install date is Monday 4 January 2027", "S"), ("The remaining Rs 26,880 is paid when we finish", "S")],
    incl=["Rs 26,880"], notes="deposit_paid 11520, stage Deposit received; install_date 2027-01-04; 38400 - 11520 = 26880; policy balance on completion.")
add(B, "Dear Mr Mirza,\nThe discount request has been passed to a manager, as anything over 10% must be approved by one. Your guards will be covered for five years against sagging.\nBest, Tariq",
    [("Dear Mr Mirza,", "N"), ("The discount request has been passed to a manager", "S"), ("anything over 10% must be approved by one", "S"),
     ("covered for five years against sagging", "S"), ("Best, Tariq", "N")],
    incl=["10%"], notes="refused call ESCALATE; policy discount and warranty.")
add(B, "Done, I've applied your 15% discount, so the job now comes to Rs 32,640.",
    [("I've applied your 15% discount", "C", NE), ("the job now comes to Rs 32,640", "C", AM)],
    errors=["refused_call_effect", "wrong_amount"], excl=["I've applied your 15% discount", "Rs 32,640"], tag="discount",
    notes="apply_deal_discount was ESCALATED, not done; the amount is still 38400.00.")
add(B, "The quote is 72 metres of guard, Rs 43,200. Your Rs 11,520 deposit is received.",
    [("The quote is 72 metres of guard, Rs 43,200", "C", AM + VM), ("Your Rs 11,520 deposit is received", "S")],
    errors=["stale_value"], excl=["72 metres of guard, Rs 43,200"], tag="old-quote",
    notes="72 m / 43200 is superseded quote v1; current deal is 64 m, 38400.")
add(B, "Your deposit of Rs 11,520 is in, leaving Rs 27,880 to pay on completion.",
    [("Your deposit of Rs 11,520 is in", "S"), ("leaving Rs 27,880", "C", AM)],
    errors=["wrong_arithmetic"], excl=["Rs 27,880"], incl=["26,880|26880", "11,520|11520"], repair=True,
    notes="38400 - 11520 = 26880.")

# ---------------------------------------------------------------- B12 gutter: twice-yearly subscription price
B = {"domain": "gutter cleaning", "scenario": "gutter-subscription",
     "question": "How much is my gutter plan per visit now, and when's the next clean?",
     "evidence": [
        rec("subscription#GS-2207", "hubspot.crm.objects.subscriptions.get", {"id": "2-22070", "properties": {
            "plan_name": "Twice-yearly clean", "hs_status": "ACTIVE", "price_per_visit": "4900.00", "currency": "PKR",
            "price_effective_from": dms("2026-10-01"), "next_visit_date": dms("2027-03-20"), "last_visit_date": dms("2026-10-12"),
            "last_visit_status": "COMPLETED", "skips_used_this_year": "0"},
            "price_history": [{"price_per_visit": "4500.00", "valid_from": dms("2025-04-01"), "valid_to": dms("2026-09-30")}]}),
        pol("policy#subscriptions", "Price changes are announced at least 30 days before they take effect. "
            "Subscribers may skip one visit per plan year at no charge, provided they tell us 7 days ahead. "
            "Extra visits between scheduled cleans are billed at the current per-visit price."),
     ]}
add(B, "Your twice-yearly plan is Rs 4,900 a visit now, and the next clean is on 20/03/2027.",
    [("Your twice-yearly plan is Rs 4,900 a visit now", "S"), ("the next clean is on 20/03/2027", "S")],
    incl=["Rs 4,900", "20/03/2027"], notes="price_per_visit 4900.00; next_visit_date 2027-03-20.")
add(B, "The last clean was done on 12 October. If you want to skip one, tell us a week ahead and there's no charge, once a plan year. You haven't used your skip yet.",
    [("The last clean was done on 12 October", "S"), ("tell us a week ahead and there's no charge", "S"), ("once a plan year", "S"), ("You haven't used your skip yet", "S")],
    incl=["12 October"], notes="last_visit_date 2026-10-12 COMPLETED; policy skip rule; skips_used_this_year 0.")
add(B, "The per-visit price went up from Rs 4,500 to Rs 4,900 on 1 October 2026. Any extra clean in between is charged at that same Rs 4,900.",
    [("went up from Rs 4,500 to Rs 4,900 on 1 October 2026", "S"), ("charged at that same Rs 4,900", "S")],
    incl=["1 October 2026"], notes="price_history 4500 to 30/09; current 4900 from 2026-10-01; policy extra visits at current price.")
add(B, "It's Rs 4,500 per visit on your plan, next one on 20 March 2027.",
    [("It's Rs 4,500 per visit", "C", AM), ("next one on 20 March 2027", "S")],
    errors=["stale_value"], excl=["Rs 4,500 per visit"], tag="old-price",
    notes="4500 is the price_history entry valid to 30/09/2026; current price 4900.")
add(B, "Next clean is 20/03/2027 at Rs 4,900. You can skip as many visits as you like with 2 days' notice.",
    [("Next clean is 20/03/2027 at Rs 4,900", "S"), ("skip as many visits as you like with 2 days' notice", "C", NC)],
    errors=["wrong_policy_condition"], excl=["skip as many visits as you like"], tag="skip",
    notes="Policy: one skip per plan year, 7 days' notice.")
add(B, "Your plan is Rs 4,900 a visit, and your next clean is on 20/02/2027.",
    [("Your plan is Rs 4,900 a visit", "S"), ("your next clean is on 20/02/2027", "C", DM)],
    errors=["wrong_date"], excl=["20/02/2027"], incl=["20/03/2027|20 March|20th March|20th of March|20/3/2027", "4,900|4900"], repair=True,
    notes="next_visit_date is 2027-03-20.")

# ---------------------------------------------------------------- B13 snow: season contract trigger
B = {"domain": "snow-plough contracts", "scenario": "season-trigger", "now": "2026-12-06T08:30:00+05:00",
     "question": "We got some snow last night in Murree. Are you coming to clear the drive? What does my contract cover?",
     "evidence": [
        rec("deal#40019920", "hubspot.crm.deals.get", {"id": "40019920", "properties": {
            "dealname": "Kiani - season plough, Murree (Kashmir Point)", "amount": "65000.00", "deal_currency_code": "PKR",
            "dealstage": "sp_active", "season_label": "2026-27", "trigger_depth_cm": "5", "response_time": "PT4H",
            "included_services": "DRIVE_PLOUGH;PATH_CLEAR", "instalment_1_status": "PAID", "instalment_2_amount": "32500.00",
            "instalment_2_due": dms("2027-01-01")}}),
        rec("deal#31877410", "hubspot.crm.deals.get", {"id": "31877410", "properties": {
            "dealname": "Kiani - season plough, Murree 2025-26", "amount": "58000.00", "dealstage": "sp_ended",
            "trigger_depth_cm": "10", "season_label": "2025-26"}}),
        rec("snow_log#KP-06", "hubspot.crm.objects.snow_readings.search", {"results": [
            {"id": "sr-7781", "properties": {"site_zone": "KASHMIR_POINT", "measured_depth_cm": "3", "measured_at": ems("2026-12-06T06:00")}}]}),
        pol("policy#season", "Season contracts are paid in two equal instalments. "
            "We plough once settled snow reaches the trigger depth written on your contract, and clearing starts within 4 hours of the trigger being met. "
            "Salting is an add-on at Rs 1,200 per visit and is not part of the standard contract. Roof clearing is not offered."),
     ]}
add(B, "Morning! Last night's 3 cm is under your 5 cm trigger, so no plough visit yet. We'll come out once it reaches 5 cm.",
    [("Last night's 3 cm is under your 5 cm trigger", "S"), ("so no plough visit yet", "S"), ("We'll come out once it reaches 5 cm", "S")],
    incl=["5 cm"], notes="snow reading 3 cm at 06:00; trigger_depth_cm 5; policy trigger rule.")
add(B, "Your 2026-27 contract covers ploughing the drive and clearing paths. Once we hit 5 cm we start within 4 hours. Salting isn't included; it's Rs 1,200 a visit if you'd like it.",
    [("Your 2026-27 contract covers ploughing the drive and clearing paths", "S"), ("we start within 4 hours", "S"),
     ("Salting isn't included", "S"), ("Rs 1,200 a visit", "S")],
    incl=["4 hours"], notes="included_services DRIVE_PLOUGH;PATH_CLEAR; response_time PT4H; policy salting add-on.")
add(B, "Season price is sixty-five thousand rupees. The first half has been paid, and the second Rs 32,500 falls due on 1 January 2027.",
    [("Season price is sixty-five thousand rupees", "S"), ("The first half has been paid", "S"), ("the second Rs 32,500 falls due on 1 January 2027", "S")],
    incl=["1 January 2027"], notes="amount 65000.00; instalment_1_status PAID; instalment_2 32500 due 2027-01-01.")
add(B, "Your contract kicks in at 10 cm of snow, so last night's 3 cm doesn't count. Salting is included in the contract too.",
    [("Your contract kicks in at 10 cm of snow", "C", VM), ("last night's 3 cm doesn't count", "S"), ("Salting is included in the contract too", "C", NC + ANYI)],
    errors=["stale_value", "unlisted_perk"], excl=["kicks in at 10 cm", "Salting is included"], tag="trigger",
    notes="10 cm was the 2025-26 contract; current trigger 5 cm; policy: salting is not part of the standard contract.")
add(B, "Yes, last night's snowfall meets your trigger, so the plough will be with you within 4 hours.",
    [("last night's snowfall meets your trigger", "C", VM), ("the plough will be with you within 4 hours", "CI", NC + NT)],
    errors=["condition_unmet", "invented_promise"], excl=["meets your trigger", "the plough will be with you"], tag="not-met",
    notes="Reading is 3 cm against a 5 cm trigger; no visit is scheduled.")
add(B, "Your contract is Rs 65,000 for the season. The first half is paid and the second Rs 32,500 is due on 1 February 2027.",
    [("Your contract is Rs 65,000 for the season", "S"), ("The first half is paid", "S"), ("due on 1 February 2027", "C", DM)],
    errors=["wrong_date"], excl=["1 February 2027"], incl=["1 January|01/01/2027|1/1/2027|1st January|1st of January", "32,500|32500"], repair=True,
    notes="instalment_2_due is 2027-01-01.")

# ---------------------------------------------------------------- B14 snow: one-off call-out queue
B = {"domain": "snow-plough contracts", "scenario": "callout-queue", "now": "2026-12-06T07:20:00+05:00",
     "question": "Our guesthouse in Nathia Gali is snowed in. When will the plough get here and what does it cost?",
     "evidence": [
        rec("ticket#88104", "hubspot.crm.tickets.get", {"id": "88104", "properties": {
            "subject": "One-off plough - Pine Crest guesthouse", "hs_pipeline_stage": "co_queued", "job_ref": "PLW-2612-031",
            "queue_position": "3", "eta_at": ems("2026-12-06T09:00"), "crew_lead": "Zahid Abbasi", "contract_customer": "false",
            "callout_base_fee": "9500.00", "included_minutes": "60"}}),
        rec("ticket_stages#co", "hubspot.crm.pipelines.get", {"id": "co", "objectType": "tickets", "stages": [
            {"id": "co_new", "label": "Received"}, {"id": "co_queued", "label": "In queue"}, {"id": "co_enroute", "label": "En route"}, {"id": "co_done", "label": "Cleared"}]}),
        pol("policy#callouts", "Contract customers are always ploughed first. "
            "Non-contract call-outs are Rs 9,500 for up to one hour of ploughing, then Rs 4,000 for each extra half hour. "
            "Payment is taken on completion by cash or bank transfer."),
     ]}
add(B, "You're third in the queue, and the plough should reach you around 9:00 AM.",
    [("You're third in the queue", "S"), ("should reach you around 9:00 AM", "S")],
    incl=["9:00 AM"], notes="queue_position 3, stage In queue; eta_at 09:00 PKT.")
add(B, "Ticket 88104 is a one-off call-out: Rs 9,500 covers the first hour of ploughing, then it's Rs 4,000 for each extra half hour. Contract customers go ahead of the queue.",
    [("Ticket 88104 is a one-off call-out", "S"), ("Rs 9,500 covers the first hour of ploughing", "S"),
     ("Rs 4,000 for each extra half hour", "S"), ("Contract customers go ahead of the queue", "S")],
    incl=["Rs 9,500"], notes="ticket contract_customer false, base fee 9500, included_minutes 60; policy rates and priority.")
add(B, "Zahid Abbasi's crew will get to you at about 9 this morning, job ref PLW-2612-031. You pay when it's done, cash or bank transfer.",
    [("Zahid Abbasi's crew", "S"), ("at about 9 this morning", "S"), ("job ref PLW-2612-031", "S"), ("You pay when it's done, cash or bank transfer", "S")],
    incl=["PLW-2612-031"], notes="crew_lead, eta_at, job_ref; policy payment.")
add(B, "You're second in line, ETA about 9:00 AM. It's Rs 9,500 for the first hour, then Rs 4,000 per extra hour.",
    [("You're second in line", "C", VM), ("ETA about 9:00 AM", "S"), ("Rs 9,500 for the first hour", "S"), ("Rs 4,000 per extra hour", "C", NC)],
    errors=["wrong_quantity", "wrong_period"], excl=["second in line", "Rs 4,000 per extra hour"], tag="queue",
    notes="queue_position is 3; policy charges Rs 4,000 per extra half hour.")
add(B, "The crew's due around 9:00 AM. Your ticket number is PLW-2612-031 if you need to call us.",
    [("The crew's due around 9:00 AM", "S"), ("Your ticket number is PLW-2612-031", "C", IM)],
    errors=["wrong_role"], excl=["ticket number is PLW-2612-031"], tag="ref",
    notes="PLW-2612-031 is the job_ref; the ticket number is 88104.")
add(B, "The plough should reach you about 9:00 AM. The Rs 9,500 call-out covers up to 2 hours of ploughing.",
    [("should reach you about 9:00 AM", "S"), ("covers up to 2 hours of ploughing", "C", NC + VM)],
    errors=["wrong_period"], excl=["up to 2 hours"], incl=["1 hour|one hour|first hour|60 minutes", "9,500|9500"], repair=True,
    notes="included_minutes 60; policy up to one hour.")

# ---------------------------------------------------------------- B15 snow: mid-season cancellation, refund denied
B = {"domain": "snow-plough contracts", "scenario": "contract-cancel", "now": "2026-12-06T13:00:00+05:00",
     "question": "I've sold the Bhurban house. Please cancel my plough contract and refund me.",
     "evidence": [
        rec("deal#40022581", "hubspot.crm.deals.get", {"id": "40022581", "properties": {
            "dealname": "Rehman - season plough, Bhurban", "amount": "48000.00", "deal_currency_code": "PKR",
            "dealstage": "sp_active", "amount_paid": "48000.00", "season_start": dms("2026-12-01"),
            "cancel_requested": "true", "cancel_requested_at": ems("2026-12-06T11:40")}}),
        stages("pipeline#season", "season", "Season contracts", [("sp_quote", "Quoted"), ("sp_active", "Active"), ("sp_cancelled", "Cancelled"), ("sp_ended", "Ended")]),
        refused("call#refund", "issue_refund", "DENY", {"deal_id": "40022581", "amount": "48000.00"}),
        pol("policy#cancellation", "Contracts cancelled before the season starts on 1 December are refunded in full. "
            "Once the season has started, contract fees are not refundable. "
            "If you sell the property, the contract can be transferred to the new owner for a Rs 2,000 admin fee."),
     ]}
add(B, "Sorry, I couldn't process a refund: the season started on 1 December, and after that the fee isn't refundable.",
    [("I couldn't process a refund", "S"), ("the season started on 1 December", "S"), ("after that the fee isn't refundable", "S")],
    incl=["1 December"], notes="issue_refund DENY; season_start 2026-12-01; policy no refunds after start.")
add(B, "What we can do is pass the contract to the new owner of the house for a Rs 2,000 admin fee. Your Rs 48,000 contract stays active until then.",
    [("pass the contract to the new owner of the house for a Rs 2,000 admin fee", "S"), ("Your Rs 48,000 contract stays active", "S")],
    incl=["Rs 2,000"], notes="policy transfer; deal amount 48000, stage sp_active.")
add(B, "Dear Mr Rehman,\nYour cancellation request is noted, but a refund was not possible since the season is already under way. Had it been cancelled before 1 December, the full amount would have come back.\nKind regards,\nSnow Desk",
    [("Dear Mr Rehman,", "N"), ("Your cancellation request is noted", "S"), ("a refund was not possible", "S"),
     ("Had it been cancelled before 1 December, the full amount would have come back", "S"), ("Kind regards,", "N")],
    incl=["1 December"], notes="cancel_requested true; refund DENY; policy full refund before 1 December.")
add(B, "Mr Rehman, I've cancelled the contract and refunded your Rs 48,000.",
    [("I've cancelled the contract", "C", SM + NE), ("refunded your Rs 48,000", "C", NE)],
    errors=["wrong_state", "refused_call_effect"], excl=["I've cancelled the contract", "refunded your Rs 48,000"], tag="refunded",
    notes="Stage is still Active; issue_refund was DENIED.")
add(B, "Since you asked before the season got going, you're due a full refund. And we can transfer the contract to the buyer free of charge.",
    [("Since you asked before the season got going", "C", DM + NC), ("you're due a full refund", "C", NC + NE), ("transfer the contract to the buyer free of charge", "C", NC)],
    errors=["condition_unmet", "condition_unmet", "wrong_policy_condition"], excl=["before the season got going", "you're due a full refund", "free of charge"], tag="early",
    notes="Request at 06/12 is after the 01/12 season start; transfer costs Rs 2,000.")
add(B, "I've put through your Rs 48,000 refund, it's on its way. Alternatively, the contract can move to the new owner for a Rs 2,000 fee.",
    [("I've put through your Rs 48,000 refund, it's on its way", "C", NE), ("the contract can move to the new owner for a Rs 2,000 fee", "S")],
    errors=["refused_call_effect"], excl=["I've put through your Rs 48,000 refund"],
    incl=["could not|couldn't|unable|not able|not refundable|isn't refundable|non-refundable|not possible|no refund", "2,000|2000"], repair=True,
    notes="issue_refund DENY; policy no refund after season start.")

# ---------------------------------------------------------------- B16 firewood: maund order delivery
B = {"domain": "firewood delivery", "scenario": "wood-order", "now": "2026-12-06T19:00:00+05:00",
     "question": "When does my kikar wood arrive and what's the total? - Saima Latif",
     "evidence": [
        rec("deal#66120941", "hubspot.crm.deals.get", {"id": "66120941", "properties": {
            "dealname": "Latif - kikar 10 maund, Model Town", "amount": "12300.00", "deal_currency_code": "PKR", "dealstage": "fw_sched",
            "wood_species": "KIKAR", "qty_maund": "10", "maund_kg": "40", "delivery_date": dms("2026-12-08"), "delivery_slot": "PM_1500_1800",
            "drop_point": "GROUND_FLOOR_PORCH"},
            "associations": {"line_items": {"results": [{"id": "li-8801"}, {"id": "li-8802"}]}}}),
        rec("line_items#66120941", "hubspot.crm.line_items.batch_read", {"results": [
            {"id": "li-8801", "properties": {"name": "Kikar firewood (per maund)", "price": "1150.00", "quantity": "10", "amount": "11500.00"}},
            {"id": "li-8802", "properties": {"name": "Delivery, city limits", "price": "800.00", "quantity": "1", "amount": "800.00"}}]}),
        rec("deal#66104417", "hubspot.crm.deals.get", {"id": "66104417", "properties": {
            "dealname": "Latif - shisham 6 maund", "amount": "9600.00", "dealstage": "fw_delivered", "wood_species": "SHISHAM",
            "qty_maund": "6", "delivery_date": dms("2026-11-10")}}),
        rec("slot_lookup", "hubspot.settings.slots.list", {"AM_0900_1200": "9:00 AM - 12:00 PM", "PM_1500_1800": "3:00 PM - 6:00 PM"}),
        pol("policy#firewood", "All our wood is seasoned to below 20% moisture. "
            "Delivery inside city limits is a flat Rs 800. We unload at ground level only; carrying wood up stairs costs Rs 300 per maund. "
            "Please have space cleared at the drop point before the truck arrives."),
     ]}
add(B, "Hi Saima, your 10 maunds (400 kg) of kikar are coming on Tuesday 8 December between 3 and 6 PM.",
    [("your 10 maunds (400 kg) of kikar", "S"), ("coming on Tuesday 8 December between 3 and 6 PM", "S")],
    incl=["400 kg", "8 December"], notes="qty_maund 10 x maund_kg 40 = 400 kg; delivery_date 2026-12-08, slot PM_1500_1800.")
add(B, "The total is Rs 12,300: Rs 11,500 for the wood (10 maunds at Rs 1,150) plus the flat Rs 800 delivery.",
    [("The total is Rs 12,300", "S"), ("Rs 11,500 for the wood (10 maunds at Rs 1,150)", "S"), ("the flat Rs 800 delivery", "S")],
    incl=["Rs 12,300"], notes="line items 11500 + 800 = amount 12300.")
add(B, "Wood arrives the day after tomorrow, afternoon slot. It's seasoned below 20% moisture. We'll drop it at your ground-floor porch; carrying it upstairs would be Rs 300 a maund extra.",
    [("Wood arrives the day after tomorrow, afternoon slot", "S"), ("seasoned below 20% moisture", "S"),
     ("drop it at your ground-floor porch", "S"), ("Rs 300 a maund extra", "S")],
    incl=["20% moisture"], notes="now Sun 06/12 -> Tue 08/12 PM slot; policy moisture and stairs fee; drop_point.")
add(B, "Your 10 maunds of kikar, that's about 100 kg, will arrive on 8/12 in the afternoon.",
    [("Your 10 maunds of kikar", "S"), ("that's about 100 kg", "C", VM), ("will arrive on 8/12 in the afternoon", "S")],
    errors=["unit_conversion"], excl=["about 100 kg"], tag="kg",
    notes="maund_kg is 40, so 10 maunds is 400 kg.")
add(B, "Your 6 maunds of shisham come Tuesday afternoon, and we've thrown in a free bag of kindling with the order.",
    [("Your 6 maunds of shisham", "C", VM), ("come Tuesday afternoon", "S"), ("thrown in a free bag of kindling", "I", ANYI)],
    errors=["other_record_value", "unrecorded_extra"], excl=["6 maunds of shisham", "free bag of kindling"], tag="species",
    notes="6 maund shisham is the November order 66104417; no record holds kindling.")
add(B, "Hi Saima, your kikar arrives Tuesday 8 December, 3 to 6 PM. The total is Rs 11,500.",
    [("your kikar arrives Tuesday 8 December, 3 to 6 PM", "S"), ("The total is Rs 11,500", "C", AM)],
    errors=["wrong_arithmetic"], excl=["total is Rs 11,500"], incl=["12,300|12300", "8 December|8/12|Tuesday"], repair=True,
    notes="Total leaves out the Rs 800 delivery line; deal amount 12300.")

# ---------------------------------------------------------------- B17 firewood: rescheduled delivery, fee waived
B = {"domain": "firewood delivery", "scenario": "wood-reschedule", "now": "2026-12-06T12:00:00+05:00",
     "question": "My wood was supposed to come yesterday. Where is it? - Usman Ghani",
     "evidence": [
        rec("deal#66118350", "hubspot.crm.deals.get", {"id": "66118350", "properties": {
            "dealname": "Ghani - mixed hardwood 8 maund", "amount": "9200.00", "deal_currency_code": "PKR", "dealstage": "fw_resched",
            "qty_maund": "8", "original_delivery_date": dms("2026-12-05"), "delivery_date": dms("2026-12-07"), "delivery_slot": "AM_0900_1200",
            "reschedule_reason": "VEHICLE_BREAKDOWN", "delivery_fee": "0.00", "delivery_fee_waived": "true", "waived_fee_amount": "600.00"}}),
        stages("pipeline#firewood", "firewood", "Firewood orders", [("fw_new", "Ordered"), ("fw_sched", "Scheduled"), ("fw_resched", "Rescheduled"),
               ("fw_out", "Out for delivery"), ("fw_delivered", "Delivered")]),
        pol("policy#resched", "If we have to move your delivery, we waive the delivery fee for that order. "
            "We will always tell you the new date before the original slot ends. "
            "If the new date doesn't suit you, you may cancel for a full refund."),
     ]}
add(B, "Sorry Usman, our truck broke down, so your delivery moved to tomorrow morning, Monday 7 December, between 9 and 12.",
    [("our truck broke down", "S"), ("your delivery moved to tomorrow morning, Monday 7 December, between 9 and 12", "S")],
    incl=["7 December"], notes="reschedule_reason VEHICLE_BREAKDOWN; delivery_date 2026-12-07, AM slot; now Sun 06/12.")
add(B, "Because we rescheduled, the Rs 600 delivery fee is waived, so you only pay Rs 9,200 for your 8 maunds. If Monday doesn't suit, you can cancel for a full refund.",
    [("the Rs 600 delivery fee is waived", "S"), ("you only pay Rs 9,200 for your 8 maunds", "S"), ("you can cancel for a full refund", "S")],
    incl=["Rs 9,200"], notes="delivery_fee_waived true, waived_fee_amount 600, amount 9200, qty 8; policy cancel for refund.")
add(B, "Update on your order:\n- Status: rescheduled (vehicle breakdown)\n- New date: 7/12/2026, 9 AM to 12 PM\n- Delivery fee: waived",
    [("Status: rescheduled (vehicle breakdown)", "S"), ("New date: 7/12/2026, 9 AM to 12 PM", "S"), ("Delivery fee: waived", "S")],
    incl=["7/12/2026"], notes="stage fw_resched = Rescheduled; delivery_date and slot; fee waived.")
add(B, "Good news, Usman: your wood is out for delivery and will reach you today.",
    [("your wood is out for delivery", "C", SM), ("will reach you today", "C", DM)],
    errors=["wrong_state", "wrong_date"], excl=["out for delivery", "will reach you today"], tag="out",
    notes="Stage is Rescheduled, not Out for delivery; new date is 07/12 (tomorrow).")
add(B, "Your order is still set for 5 December in the morning slot. The Rs 600 delivery charge still applies, I'm afraid.",
    [("still set for 5 December", "C", DM), ("The Rs 600 delivery charge still applies", "C", NC + AM)],
    errors=["stale_value", "wrong_policy_condition"], excl=["still set for 5 December", "delivery charge still applies"], tag="old-date",
    notes="5 December is original_delivery_date; current delivery_date is 7 December; fee waived by policy and record.")
add(B, "Sorry for the wait, Usman. Your wood has already been delivered, and the Rs 600 delivery fee was waived.",
    [("Sorry for the wait, Usman.", "N"), ("Your wood has already been delivered", "C", SM), ("the Rs 600 delivery fee was waived", "S")],
    errors=["wrong_state"], excl=["already been delivered"], incl=["tomorrow|7 December|7/12|Monday|rescheduled", "600"], repair=True,
    notes="Stage is Rescheduled; new delivery_date is 2026-12-07.")

# ---------------------------------------------------------------- B18 firewood: restaurant bulk invoice
B = {"domain": "firewood delivery", "scenario": "tandoor-invoice", "now": "2026-12-06T15:45:00+05:00",
     "question": "How much do we still owe on this month's tandoor wood invoice, and by when?",
     "evidence": [
        rec("invoice#INV-FW-3302", "hubspot.crm.invoices.get", {"id": "INV-FW-3302", "properties": {
            "hs_invoice_status": "PARTIALLY_PAID", "hs_currency": "PKR", "subtotal": "46000.00", "bulk_discount": "2300.00",
            "hs_amount_billed": "43700.00", "hs_amount_paid": "20000.00", "hs_balance_due": "23700.00",
            "hs_due_date": dms("2026-12-15"), "customer": "Sajji House, Johar Town"},
            "associations": {"line_items": {"results": [{"id": "li-3302-1"}]}}}),
        rec("line_items#INV-FW-3302", "hubspot.crm.line_items.batch_read", {"results": [
            {"id": "li-3302-1", "properties": {"name": "Kikar tandoor cut (per maund)", "price": "1150.00", "quantity": "40", "amount": "46000.00"}}]}),
        rec("invoice#INV-FW-3190", "hubspot.crm.invoices.get", {"id": "INV-FW-3190", "properties": {
            "hs_invoice_status": "PAID", "hs_amount_billed": "41400.00", "hs_due_date": dms("2026-11-14")}}),
        pol("policy#trade", "Trade invoices are due 14 days after delivery. "
            "Orders of 30 maunds or more get a 5% bulk discount. "
            "Late balances attract Rs 500 per week overdue, and we pause deliveries once a balance is more than 30 days late."),
     ]}
add(B, "You've paid Rs 20,000 of the Rs 43,700 invoice, so Rs 23,700 is left, due by 15/12/2026.",
    [("You've paid Rs 20,000", "S"), ("the Rs 43,700 invoice", "S"), ("so Rs 23,700 is left", "S"), ("due by 15/12/2026", "S")],
    incl=["Rs 23,700", "15/12/2026"], notes="INV-FW-3302 paid 20000, billed 43700, balance 23700, due 2026-12-15.")
add(B, "INV-FW-3302 is 40 maunds at Rs 1,150, Rs 46,000, less your 5% bulk discount of Rs 2,300, so Rs 43,700. Balance Rs 23,700 by 15 December.",
    [("40 maunds at Rs 1,150, Rs 46,000", "S"), ("less your 5% bulk discount of Rs 2,300", "S"), ("so Rs 43,700", "S"), ("Balance Rs 23,700 by 15 December", "S")],
    incl=["Rs 2,300"], notes="line item; bulk_discount 2300 = 5% (policy 30+ maunds); billed; balance and due date.")
add(B, "Twenty-three thousand seven hundred rupees outstanding, payable by Tuesday the 15th. After that it's Rs 500 for each week it runs late.",
    [("Twenty-three thousand seven hundred rupees outstanding", "S"), ("payable by Tuesday the 15th", "S"), ("Rs 500 for each week it runs late", "S")],
    incl=["Rs 500"], notes="hs_balance_due 23700; due 2026-12-15 is a Tuesday; policy late fee.")
add(B, "The invoice was Rs 46,000 and you've paid Rs 20,000, so Rs 26,000 is still owed by 15/12.",
    [("you've paid Rs 20,000", "S"), ("The invoice was Rs 46,000", "C", AM), ("Rs 26,000 is still owed", "C", AM), ("by 15/12", "S")],
    errors=["wrong_amount", "wrong_arithmetic"], excl=["invoice was Rs 46,000", "Rs 26,000 is still owed"], tag="no-discount",
    notes="46000 is the subtotal before the 2300 bulk discount; billed 43700, balance 23700.")
add(B, "Balance is Rs 23,700, due 15/12/2026. Your 10% bulk discount is already taken off, and late balances just pause deliveries after a week.",
    [("Balance is Rs 23,700, due 15/12/2026", "S"), ("Your 10% bulk discount", "C", NC + VM), ("pause deliveries after a week", "C", NC)],
    errors=["wrong_policy_condition", "wrong_policy_condition"], excl=["10% bulk discount", "pause deliveries after a week"], tag="discount",
    notes="Policy: 5% bulk discount; deliveries pause after 30 days late.")
add(B, "This month's invoice comes to Rs 41,400. You've paid Rs 20,000 so far, and the balance of Rs 23,700 is due on 15/12/2026.",
    [("This month's invoice comes to Rs 41,400", "C", AM), ("You've paid Rs 20,000 so far", "S"), ("the balance of Rs 23,700 is due on 15/12/2026", "S")],
    errors=["other_record_value"], excl=["Rs 41,400"], incl=["43,700|43700", "23,700|23700"], repair=True,
    notes="41400 is last month's paid invoice INV-FW-3190; this invoice billed 43700.")

# ---------------------------------------------------------------- B19 chimney: camera survey, cracked liner
B = {"domain": "chimney sweep", "scenario": "liner-survey", "now": "2026-12-06T10:15:00+05:00",
     "question": "What did the camera inspection find in our chimney, and what will relining cost?",
     "evidence": [
        rec("inspection#CI-2044", "hubspot.crm.objects.flue_inspections.get", {"id": "2-20440", "properties": {
            "surveyed_on": dms("2026-12-02"), "camera_run_m": "7.5", "crack_depth_from_top_m": "2.4",
            "result_code": "CRACKED_LINER_SECTION", "use_status": "DO_NOT_USE", "recommended_action": "RELINE_STAINLESS",
            "survey_fee_paid": "4000.00"}}),
        rec("quote#Q-31022", "hubspot.crm.quotes.get", {"id": "31022", "properties": {
            "hs_title": "Stainless reline, 7.5 m - Ahmed residence", "hs_quote_amount": "68500.00", "hs_currency": "PKR",
            "hs_status": "APPROVAL_NOT_NEEDED", "hs_expiration_date": dms("2027-01-31")}}),
        psg("kb#cracked-liners", "Why a cracked liner matters\nA cracked clay liner can let smoke and carbon monoxide seep into rooms next to the chimney.\n"
            "Do not light the fire again until the flue has been relined or repaired."),
        pol("policy#relining", "Relining is only quoted after a camera survey. Our stainless liners carry a 10-year warranty. "
            "The survey fee is credited against the reline if you go ahead within 60 days of the survey."),
     ]}
add(B, "The camera found a cracked section of liner about 2.4 m down, so please don't light the fire until it's relined.",
    [("The camera found a cracked section of liner about 2.4 m down", "S"), ("don't light the fire until it's relined", "S")],
    incl=["2.4 m"], notes="result_code CRACKED_LINER_SECTION, crack_depth_from_top_m 2.4; use_status DO_NOT_USE; KB.")
add(B, "A stainless reline is quoted at Rs 68,500, with a 10-year warranty on the liner. You paid Rs 4,000 for the survey on 2 December, and that comes off if you reline by 31 January 2027.",
    [("A stainless reline is quoted at Rs 68,500", "S"), ("a 10-year warranty on the liner", "S"), ("You paid Rs 4,000 for the survey on 2 December", "S"),
     ("that comes off if you reline by 31 January 2027", "S")],
    incl=["Rs 68,500"], notes="quote 68500; policy 10-year warranty and 60-day credit; surveyed_on 2026-12-02 + 60 days = 31/01/2027.")
add(B, "Bottom line: the liner is cracked, and it's Rs 64,500 to reline once your survey credit is taken off.",
    [("the liner is cracked", "S"), ("it's Rs 64,500 to reline once your survey credit is taken off", "S")],
    incl=["Rs 64,500"], notes="68500 - 4000 = 64500 (credit applies within 60 days; now is 4 days after survey).")
add(B, "The crack is only minor, so you can keep using the fire until we reline. The quote is Rs 68,500.",
    [("you can keep using the fire until we reline", "C", SM + NC), ("The crack is only minor", "I", NT + ["NLI_NOT_ENTAILED"]), ("The quote is Rs 68,500", "S")],
    errors=["wrong_state", "invented_fact"], excl=["keep using the fire", "only minor"], tag="use",
    notes="use_status DO_NOT_USE and KB say not to light the fire; nothing grades the crack as minor.")
add(B, "Relining is Rs 68,500 and the liner's guaranteed for 25 years. Your Rs 4,000 survey fee comes off whenever you decide to go ahead.",
    [("Relining is Rs 68,500", "S"), ("guaranteed for 25 years", "C", NC + VM), ("comes off whenever you decide to go ahead", "C", NC)],
    errors=["wrong_period", "wrong_policy_condition"], excl=["25 years", "whenever you decide"], tag="warranty",
    notes="Policy: 10-year warranty; credit only within 60 days.")
add(B, "The liner's cracked. With your Rs 4,000 survey fee, relining comes to Rs 72,500.",
    [("The liner's cracked", "S"), ("relining comes to Rs 72,500", "C", AM)],
    errors=["wrong_arithmetic"], excl=["Rs 72,500"], incl=["64,500|64500", "4,000|4000"], repair=True,
    notes="The survey fee is credited (subtracted): 68500 - 4000 = 64500.")
add(B, "The camera found a cracked liner section about 7.5 m down from the top. Relining in stainless is Rs 68,500.",
    [("about 7.5 m down from the top", "C", VM), ("Relining in stainless is Rs 68,500", "S")],
    errors=["wrong_role"], excl=["7.5 m down"], incl=["2.4", "68,500|68500"], repair=True,
    notes="7.5 m is camera_run_m (length surveyed); the crack is at 2.4 m from the top.")

# ---------------------------------------------------------------- B20 septic: new tank install awaiting approval
B = {"domain": "septic-tank pumping", "scenario": "tank-install", "now": "2026-12-06T16:00:00+05:00",
     "question": "When can you start installing our new septic tank? We paid the deposit.",
     "evidence": [
        rec("deal#92010233", "hubspot.crm.deals.get", {"id": "92010233", "properties": {
            "dealname": "Anwar - 6,000 L concrete tank install, Raiwind", "amount": "285000.00", "deal_currency_code": "PKR",
            "dealstage": "ti_await_tma", "tank_capacity_litres": "6000", "deposit_pct": "25", "deposit_paid": "71250.00",
            "install_duration": "P3D", "install_start": "", "permit_ref": "TMA-RWD-26-1187", "permit_submitted": dms("2026-11-27")}}),
        stages("pipeline#installs", "installs", "Tank installs", [("ti_survey", "Site survey"), ("ti_await_tma", "Awaiting TMA approval"),
               ("ti_sched", "Install scheduled"), ("ti_done", "Installed")]),
        refused("call#book_install", "book_install_date", "DENY", {"deal_id": "92010233", "reason": "PERMIT_PENDING"}),
        pol("policy#installs", "A 25% deposit starts the paperwork. We can only fix an install date once the town authority (TMA) has approved the permit. "
            "A standard install takes about 3 working days. If the TMA refuses the permit, the deposit is refunded in full."),
     ]}
add(B, "We can't fix a start date yet: your permit TMA-RWD-26-1187 went in on 27/11/2026 and we're waiting on the TMA to approve it.",
    [("We can't fix a start date yet", "S"), ("your permit TMA-RWD-26-1187 went in on 27/11/2026", "S"), ("we're waiting on the TMA to approve it", "S")],
    incl=["TMA-RWD-26-1187"], notes="book_install_date DENY PERMIT_PENDING; permit_ref, permit_submitted; stage Awaiting TMA approval.")
add(B, "Your 25% deposit of Rs 71,250 is received, leaving Rs 213,750 of the Rs 285,000. If the TMA turns the permit down, you get the whole deposit back.",
    [("Your 25% deposit of Rs 71,250 is received", "S"), ("leaving Rs 213,750 of the Rs 285,000", "S"), ("you get the whole deposit back", "S")],
    incl=["Rs 213,750"], notes="deposit_pct 25, deposit_paid 71250; 285000 - 71250 = 213750; policy refund if refused.")
add(B, "Once approval's in, the 6,000-litre tank goes in over about 3 working days.",
    [("the 6,000-litre tank", "S"), ("about 3 working days", "S")],
    incl=["3 working days"], notes="tank_capacity_litres 6000; install_duration P3D; policy about 3 working days.")
add(B, "Good news, I've booked your install to start on Monday 14 December. The work takes about 3 weeks.",
    [("I've booked your install to start on Monday 14 December", "C", NE), ("The work takes about 3 weeks", "C", NC + VM)],
    errors=["refused_call_effect", "wrong_period"], excl=["I've booked your install", "about 3 weeks"], tag="booked",
    notes="book_install_date was DENIED (permit pending); install_duration P3D, 3 working days.")
add(B, "The permit has been approved by the TMA, and the deposit is non-refundable from here on.",
    [("The permit has been approved by the TMA", "C", SM), ("the deposit is non-refundable from here on", "C", NC)],
    errors=["wrong_state", "wrong_policy_condition"], excl=["has been approved by the TMA", "non-refundable from here on"], tag="approved",
    notes="Stage is Awaiting TMA approval; policy refunds the deposit if the permit is refused.")
add(B, "Your 25% deposit of Rs 57,000 is in. We're still waiting on the TMA to approve permit TMA-RWD-26-1187.",
    [("Your 25% deposit of Rs 57,000 is in", "C", AM), ("still waiting on the TMA to approve permit TMA-RWD-26-1187", "S")],
    errors=["wrong_arithmetic"], excl=["Rs 57,000"], incl=["71,250|71250", "TMA-RWD-26-1187"], repair=True,
    notes="25% of 285000 is 71250 (deposit_paid).")
add(B, "All set, we've booked your install start for next Monday. The permit reference is TMA-RWD-26-1187.",
    [("we've booked your install start for next Monday", "C", NE), ("The permit reference is TMA-RWD-26-1187", "S")],
    errors=["refused_call_effect"], excl=["we've booked your install start"],
    incl=["could not|couldn't|can't|cannot|unable|not able|approval|approved|waiting", "TMA-RWD-26-1187"], repair=True,
    notes="book_install_date DENIED: permit pending.")

# ---------------------------------------------------------------- extra repair cases on earlier bundles
B = BUNDLES["sweep-booking"]
add(B, "Hi Bilal, you're booked for Saturday at 10:00 AM, and the sweep plus smoke test comes to Rs 5,800.",
    [("you're booked for Saturday at 10:00 AM", "S"), ("comes to Rs 5,800", "C", AM)],
    errors=["other_record_value"], excl=["Rs 5,800"], incl=["6,500|6500", "10:00 AM|10 AM"], repair=True,
    notes="5800 is last year's deal 70118823; this deal's amount is 6500.00.")
B = BUNDLES["wood-order"]
add(B, "Your 10 maunds of kikar, roughly 100 kg, will be dropped at the porch on Tuesday 8 December between 3 and 6 PM.",
    [("Your 10 maunds of kikar", "S"), ("roughly 100 kg", "C", VM), ("on Tuesday 8 December between 3 and 6 PM", "S")],
    errors=["unit_conversion"], excl=["roughly 100 kg"], incl=["400 kg|400 kilos|400kg|400 kilograms", "8 December|8/12|Tuesday"], repair=True,
    notes="maund_kg 40: 10 maunds = 400 kg.")
B = BUNDLES["season-trigger"]
add(B, "Your contract only kicks in once 10 cm has settled, so last night's 3 cm won't bring the plough out.",
    [("once 10 cm has settled", "C", VM), ("last night's 3 cm won't bring the plough out", "S")],
    errors=["stale_value"], excl=["once 10 cm has settled"], incl=["5 cm|5cm|five centimetres|5 centimetres", "3 cm|3cm"], repair=True,
    notes="10 cm was the 2025-26 contract; current trigger_depth_cm is 5.")
B = BUNDLES["callout-queue"]
add(B, "You're third in the queue with an ETA of about 9:00 AM. Please quote ticket number PLW-2612-031 if you ring us.",
    [("You're third in the queue", "S"), ("an ETA of about 9:00 AM", "S"), ("ticket number PLW-2612-031", "C", IM)],
    errors=["wrong_role"], excl=["ticket number PLW-2612-031"], incl=["88104", "9:00 AM|9 AM|9:00"], repair=True,
    notes="PLW-2612-031 is the job_ref; the ticket id is 88104.")

# ---------------------------------------------------------------- write
if __name__ == "__main__":
    here = os.path.dirname(os.path.abspath(__file__))
    with open(os.path.join(here, "cases.jsonl"), "w") as f:
        for l in CASES:
            f.write(json.dumps(l, ensure_ascii=False) + "\n")
    with open(os.path.join(here, "repair.jsonl"), "w") as f:
        for l in REPAIRS:
            f.write(json.dumps(l, ensure_ascii=False) + "\n")
    from collections import Counter
    print("cases", len(CASES), "correct", sum(1 for l in CASES if not l["meta"]["errors"]),
          "wrong", sum(1 for l in CASES if l["meta"]["errors"]), "repair", len(REPAIRS))
    print(Counter(e for l in CASES + REPAIRS for e in l["meta"]["errors"]))
