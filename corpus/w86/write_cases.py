#!/usr/bin/env python3
"""Writer w86: builds cases.jsonl and repair.jsonl.

Every evidence bundle and every draft below was written by hand for one scenario; the
helpers only assemble the JSON and check that probe spans occur exactly once.
Epoch and UTC values are computed from the local (Europe/London) moments I chose so
that the summer-time offsets are right.
"""
import json
import os
from datetime import datetime, timezone
from zoneinfo import ZoneInfo

LDN = ZoneInfo("Europe/London")
HERE = os.path.dirname(os.path.abspath(__file__))
API = ("workshop job system as Kubernetes-style resources: apiVersion/kind/metadata/spec/status, "
       "status.conditions[] with True/False/Unknown, quantities as k8s strings, money as decimal strings")
DOM = {
    "sg": "stained-glass studio",
    "bb": "bookbinding and book restoration",
    "up": "upholstery workshop",
    "cl": "antique clock restoration",
    "rg": "rug restoration",
    "kf": "kiln-firing service for potters",
}


def ep(local):
    """Epoch seconds for a Europe/London wall-clock time 'YYYY-MM-DD HH:MM'."""
    return int(datetime.strptime(local, "%Y-%m-%d %H:%M").replace(tzinfo=LDN).timestamp())


def z(local):
    """RFC 3339 UTC string for a Europe/London wall-clock time."""
    d = datetime.strptime(local, "%Y-%m-%d %H:%M").replace(tzinfo=LDN).astimezone(timezone.utc)
    return d.strftime("%Y-%m-%dT%H:%M:%SZ")


def S(t):
    return {"contains": t, "verdict_in": ["supported"]}


def N(t):
    return {"contains": t, "verdict_in": ["not_applicable"]}


def C(t, *r):
    return {"contains": t, "verdict_in": ["contradicted"], "reason_in": list(r)}


def I(t, *r):
    return {"contains": t, "verdict_in": ["insufficient_evidence"],
            "reason_in": list(r) or ["CLAIM_WITHOUT_TOOL_EVIDENCE"]}


def CI(t, *r):
    return {"contains": t, "verdict_in": ["contradicted", "insufficient_evidence"], "reason_in": list(r)}


def rec(eid, fields, source="tool:kubectl_get"):
    return {"id": eid, "kind": "record", "source": source, "fields": fields}


def pol(eid, text, rev="r1"):
    return {"id": eid, "kind": "policy", "revision": rev, "text": text}


def psg(eid, text):
    return {"id": eid, "kind": "passage", "text": text}


def refused(eid, tool, decision, args, reason=None):
    d = {"id": eid, "kind": "refused_call", "tool": tool, "decision": decision, "args": args}
    if reason:
        d["reason"] = reason
    return d


CASES, REPAIRS = [], []
_ids = set()


def add(cid, scen, question, draft, ev, probes, now=None, errors=(), notes="", inc=(), exc=(),
        repair=False):
    assert cid not in _ids, cid
    if now is None:
        now = globals().get("NOW")  # every scenario sets the moment its replies are written
    _ids.add(cid)
    dom = DOM[scen.split("-")[0]]
    for p in probes:
        n = draft.count(p["contains"])
        assert n == 1, (cid, p["contains"], n)
    for e in exc:
        assert e in draft, (cid, "exclude not in draft", e)
    bad = [p for p in probes if "supported" not in p["verdict_in"] and "not_applicable" not in p["verdict_in"]]
    assert len(bad) == len(errors), (cid, len(bad), errors)
    if repair:
        assert 1 <= len(errors) <= 2, cid
        assert any(all(alt not in draft for alt in entry.split("|")) for entry in inc), (cid, "no correction")
    ids = [e["id"] for e in ev]
    assert len(ids) == len(set(ids)), cid
    case = {"schema": "halcheck.case/1", "id": cid, "question": question, "draft": draft,
            "evidence": ev}
    if now:
        case["now"] = now
    if repair:
        outcome = ["repaired"]
    else:
        outcome = None if errors else ["sent"]
    line = {"case": case,
            "expect": {"probes": probes, "outcome_in": outcome,
                       "final_excludes": list(exc), "final_includes": list(inc)},
            "meta": {"writer": "w86", "domain": dom, "scenario": scen, "api_family": API,
                     "errors": list(errors), "notes": notes}}
    (REPAIRS if repair else CASES).append(line)


def meta(name, uid, created, labels=None, annotations=None, generation=1):
    m = {"name": name, "uid": uid, "creationTimestamp": created, "generation": generation,
         "labels": labels or {}, "annotations": annotations or {}}
    return m


def cond(type_, status, reason, when, message=None):
    c = {"type": type_, "status": status, "reason": reason, "lastTransitionTime": when}
    if message:
        c["message"] = message
    return c


# ---------------------------------------------------------------------------
# 01 stained glass: door top-light repair (balance, stale quote)
# ---------------------------------------------------------------------------
sc = "sg-toplight-repair"
Q = "Hello, I wondered how my front-door panel is getting on, and what I still owe you? Eirlys Pryce"
NOW = "2026-03-02T10:20:00+00:00"
EV = [
    rec("get_panelrepair#pr-0417", {
        "apiVersion": "workshop.ffenestr.cymru/v1", "kind": "PanelRepair",
        "metadata": meta("pr-0417-pryce-door", "5c1e0a7e-2f41-4d8b-9b1e-77d2a0c41f03", "2026-02-12T14:32:09Z",
                         {"customer": "cu-2231", "bench": "leading-2"},
                         {"ffenestr.cymru/quote-ref": "Q-0417-B"}, generation=2),
        "spec": {"panel": {"description": "Victorian front-door top light, four lights", "widthMm": "610",
                           "heightMm": "455"},
                 "work": ["DISMANTLE", "REPLACE_CRACKED_QUARRY", "REPLACE_CRACKED_QUARRY", "RELEAD_FULL"],
                 "quote": {"ref": "Q-0417-B", "total": "385.00", "currency": "GBP"},
                 "deposit": {"amount": "120.00", "currency": "GBP"},
                 "handover": "CUSTOMER_COLLECTS"},
        "status": {"observedGeneration": 2, "phase": "InProgress",
                   "conditions": [
                       cond("DepositReceived", "True", "PAID_CARD", "2026-02-16T11:04:00Z"),
                       cond("Dismantled", "True", "BENCH_COMPLETE", "2026-02-24T15:40:00Z"),
                       cond("GlassMatched", "False", "AWAITING_SUPPLIER_SHEET", "2026-02-25T09:12:00Z",
                            "handmade seedy amber ordered from supplier"),
                       cond("Releaded", "False", "BLOCKED_ON_GLASS", "2026-02-25T09:12:00Z")],
                   "estimatedCompletion": "2026-03-20",
                   "balanceDue": {"amount": "265.00", "currency": "GBP"}}}),
    rec("get_quote#Q-0417-A", {
        "apiVersion": "workshop.ffenestr.cymru/v1", "kind": "Quote",
        "metadata": meta("q-0417-a", "0b7c9e55-1f0e-4c3a-8d55-3e0f1b2a9c10", "2026-02-09T10:00:00Z",
                         {"customer": "cu-2231"}),
        "spec": {"ref": "Q-0417-A", "total": "340.00", "currency": "GBP", "lines": 3},
        "status": {"phase": "Superseded", "supersededBy": "Q-0417-B",
                   "reason": "second cracked quarry found on bench inspection"}}),
    rec("list_orders#cu-2231", {"items": [
        {"kind": "ShopOrder", "metadata": {"name": "so-0388"}, "spec": {"item": "suncatcher, ruby roundel",
                                                                       "total": "48.00"},
         "status": {"phase": "Collected"}}]}, source="tool:kubectl_list"),
    pol("policy#storage-deposit",
        "Panels left with us are stored free of charge for 28 days after we tell you they are ready. "
        "After that we charge £5 a week for storage. The deposit secures your place in the queue and pays "
        "for any glass we order for you; it cannot be refunded once glass has been cut. The balance is "
        "payable on collection, by card or bank transfer."),
]
add("w86-001-sg-toplight-repair", sc, Q,
    "Dear Mrs Pryce,\n\nThank you for your kind enquiry. Your top-light panel has been carefully taken apart, "
    "and we are now waiting on a sheet of handmade glass from our supplier to match the two cracked quarries. "
    "We expect to have the panel finished by 20 March. Of the £385.00 quoted, you have paid a deposit of "
    "£120.00, which leaves £265.00 to settle when you collect. The balance may be paid by card or by bank "
    "transfer.\n\nWith warm regards,\nGethin\nFfenestr Glass",
    EV, [N("Thank you for your kind enquiry."), S("has been carefully taken apart"),
         S("waiting on a sheet of handmade glass"), S("finished by 20 March"), S("Of the £385.00 quoted"),
         S("deposit of £120.00"), S("leaves £265.00 to settle when you collect"),
         S("by card or by bank transfer")],
    notes="Dismantled=True, GlassMatched=False AWAITING_SUPPLIER_SHEET, estimatedCompletion 2026-03-20, "
          "quote Q-0417-B 385.00, deposit 120.00, balanceDue 265.00; payment methods from the policy.",
    inc=["£265.00", "20 March"])
add("w86-002-sg-toplight-repair", sc, Q,
    "Good morning Mrs Pryce, here is where things stand:\n- Panel dismantled: done\n"
    "- Matching glass: awaited from the supplier\n- Estimated completion: 20/03/2026\n"
    "- Balance outstanding: £265.00 (the £385.00 quote less your £120.00 deposit)\n"
    "Once it is ready, we can store it free of charge for 28 days.",
    EV, [S("Panel dismantled: done"), S("awaited from the supplier"), S("20/03/2026"),
         S("Balance outstanding: £265.00"), S("the £385.00 quote less your £120.00 deposit"),
         S("free of charge for 28 days")],
    notes="Conditions Dismantled/GlassMatched; estimatedCompletion; balanceDue; storage rule in policy.",
    inc=["£265.00", "20/03/2026"])
add("w86-003-sg-toplight-repair-stale", sc, Q,
    "Dear Mrs Pryce,\n\nThank you for writing. Your panel has been taken apart and we are waiting on "
    "handmade glass from our supplier to match the cracked quarries. We expect to finish it by 20 March. "
    "Of the £340.00 quoted, you have paid a deposit of £120.00, which leaves £220.00 to settle on "
    "collection.\n\nYours sincerely,\nGethin",
    EV, [N("Thank you for writing."), S("Your panel has been taken apart"), S("waiting on handmade glass"),
         S("finish it by 20 March"), C("Of the £340.00 quoted", "AMOUNT_MISMATCH", "VALUE_MISMATCH"),
         S("deposit of £120.00"), C("leaves £220.00 to settle", "AMOUNT_MISMATCH")],
    errors=["stale_value", "wrong_amount"],
    notes="£340.00 is superseded quote Q-0417-A; the live quote Q-0417-B is 385.00 and balanceDue 265.00.",
    exc=["£340.00", "£220.00"])
add("w86-004-sg-toplight-repair-state", sc, Q,
    "Dear Mrs Pryce, the matching glass has now arrived and your panel is being releaded this week. "
    "We expect to have it finished by 20 March, and the balance due on collection is £265.00. Should you "
    "change your mind, the deposit is refundable right up to the day of collection.",
    EV, [C("the matching glass has now arrived", "RECORD_STATE_MISMATCH"),
         C("being releaded this week", "RECORD_STATE_MISMATCH"),
         S("finished by 20 March"), S("balance due on collection is £265.00"),
         C("the deposit is refundable right up to the day of collection", "NLI_CONTRADICTION")],
    now=NOW, errors=["wrong_state", "wrong_state", "wrong_policy_condition"],
    notes="GlassMatched False and Releaded False BLOCKED_ON_GLASS; policy: deposit not refundable once glass is cut.",
    exc=["glass has now arrived", "being releaded this week", "refundable right up to the day of collection"])
add("w86-r01-sg-toplight-repair", sc, Q,
    "Dear Mrs Pryce, your panel has been dismantled and we await matching glass from our supplier. "
    "We hope to have it finished by 27 March. The balance still owing is £265.00.",
    EV, [S("has been dismantled"), S("await matching glass"), C("finished by 27 March", "DATE_MISMATCH"),
         S("balance still owing is £265.00")],
    errors=["wrong_date"], notes="status.estimatedCompletion is 2026-03-20.",
    inc=["20 March|20/03|20th March|20th of March", "£265.00|265.00"], exc=["27 March"], repair=True)

# ---------------------------------------------------------------------------
# 02 stained glass: chapel memorial window installation (BST change, stage payments)
# ---------------------------------------------------------------------------
sc = "sg-memorial-install"
Q = "Could you confirm when your team arrives to fit the memorial window, and what is left to pay? Revd Alun Hopcyn"
NOW = "2026-03-25T14:00:00+00:00"
EV = [
    rec("get_commission#cm-2026-011", {
        "apiVersion": "workshop.ffenestr.cymru/v1", "kind": "Commission",
        "metadata": meta("cm-2026-011-capel-bethel", "a9e4c1d2-7b3f-4e8a-9c60-1d2e3f405a6b",
                         "2025-10-06T09:00:00Z", {"customer": "cu-1907", "type": "memorial"},
                         {"ffenestr.cymru/design-revision": "C"}, generation=3),
        "spec": {"design": {"revision": "C", "subject": "Dewi Sant with dove, border of daffodils"},
                 "price": {"total": "4850.00", "currency": "GBP"},
                 "stagePayments": [
                     {"stage": "DESIGN", "amount": "485.00", "state": "PAID"},
                     {"stage": "FABRICATION", "amount": "2425.00", "state": "PAID"},
                     {"stage": "INSTALLATION", "amount": "1940.00", "state": "DUE_ON_COMPLETION"}],
                 "installation": {"bookingRef": "IB-0311-2", "scaffoldingBy": "CUSTOMER",
                                  "protectiveGlazing": False, "estimatedDuration": "PT6H"}},
        "status": {"observedGeneration": 3, "phase": "ReadyToInstall",
                   "conditions": [cond("PaintFired", "True", "FIRED_OK", "2026-02-27T16:20:00Z"),
                                  cond("Leaded", "True", "BENCH_COMPLETE", "2026-03-10T12:00:00Z"),
                                  cond("Cemented", "True", "CURED", "2026-03-17T12:00:00Z"),
                                  cond("InstallBooked", "True", "SCAFFOLD_CONFIRMED", "2026-03-19T10:45:00Z")]}}),
    rec("get_installbooking#IB-0311-2", {
        "apiVersion": "workshop.ffenestr.cymru/v1", "kind": "InstallBooking",
        "metadata": meta("ib-0311-2", "3f0c8a1b-9e2d-4c7f-8a1b-2c3d4e5f6a70", "2026-03-19T10:45:00Z",
                         {"commission": "cm-2026-011"}),
        "spec": {"scheduledStart": z("2026-03-30 09:30"), "crew": 2, "vehicle": "van-2"},
        "status": {"phase": "Confirmed"}}),
    rec("get_installbooking#IB-0311-1", {
        "apiVersion": "workshop.ffenestr.cymru/v1", "kind": "InstallBooking",
        "metadata": meta("ib-0311-1", "7d6e5f40-1a2b-4c3d-9e8f-0a1b2c3d4e5f", "2026-03-02T08:10:00Z",
                         {"commission": "cm-2026-011"}),
        "spec": {"scheduledStart": z("2026-03-23 09:30"), "crew": 2, "vehicle": "van-1"},
        "status": {"phase": "Cancelled", "reason": "SCAFFOLD_NOT_SIGNED_OFF"}}),
    pol("policy#installation",
        "Our installation crew needs the scaffold erected and signed off the day before they arrive. "
        "The final stage payment falls due once the window is fixed and pointed. Protective guards or "
        "ventilated outer glazing are fitted only where they were ordered with the commission."),
]
add("w86-005-sg-memorial-install", sc, Q,
    "Dear Mr Hopcyn,\n\nOur two glaziers will arrive on Monday, 30 March, at half past nine in the morning, "
    "and the fitting should take about six hours. May I remind you that the scaffold must be up and signed "
    "off the day before. The design and fabrication stages are paid, so what remains is the installation "
    "payment of £1,940.00, which falls due once the window is fixed and pointed.\n\nWith every good wish,\n"
    "Gethin Lewis\nFfenestr Glass",
    EV, [S("arrive on Monday, 30 March, at half past nine"), S("Our two glaziers"),
         S("about six hours"), S("scaffold must be up and signed off the day before"),
         S("design and fabrication stages are paid"), S("installation payment of £1,940.00"),
         S("falls due once the window is fixed and pointed")],
    now=NOW,
    notes="IB-0311-2 scheduledStart 08:30Z on 30 March is 09:30 BST (clocks changed 29 March); crew 2; PT6H; "
          "stage payments; installation policy.",
    inc=["30 March", "£1,940.00"])
add("w86-006-sg-memorial-install", sc, Q,
    "Fitting is confirmed for 30/03/2026 at 09:30, with the scaffold to be signed off by the day before. "
    "£2,910.00 has been received across the first two stages; the last £1,940.00 is due on completion.",
    EV, [S("Fitting is confirmed for 30/03/2026 at 09:30"), S("signed off by the day before"),
         S("£2,910.00 has been received"), S("the last £1,940.00 is due on completion")],
    notes="485.00 + 2425.00 = 2910.00 paid; INSTALLATION 1940.00 DUE_ON_COMPLETION; start 09:30 BST.",
    inc=["09:30", "£1,940.00"])
add("w86-007-sg-memorial-install-utc", sc, Q,
    "Dear Mr Hopcyn, our crew of two will be with you on Monday 30 March at 8:30 am, and the work should "
    "take around six hours. The balance of £1,940.00 is payable once the window is fixed and pointed.",
    EV, [S("our crew of two"), C("Monday 30 March at 8:30 am", "DATE_MISMATCH", "VALUE_MISMATCH"),
         S("around six hours"), S("balance of £1,940.00 is payable once the window is fixed")],
    now=NOW, errors=["unit_conversion"],
    notes="scheduledStart 2026-03-30T08:30:00Z is 09:30 BST; 8:30 am reads the UTC value as local time.",
    exc=["8:30 am"])
add("w86-008-sg-memorial-install-extra", sc, Q,
    "Dear Mr Hopcyn,\n\nWe shall arrive on Monday 23 March at 9.30 am to fit the window. While we are there "
    "we will also fit a stainless-steel guard over the outside, as discussed. The remaining installation "
    "payment is £1,940.00.\n\nKind regards,\nGethin",
    EV, [C("Monday 23 March at 9.30 am", "DATE_MISMATCH"),
         I("fit a stainless-steel guard over the outside", "CLAIM_WITHOUT_TOOL_EVIDENCE"),
         S("remaining installation payment is £1,940.00")],
    now=NOW, errors=["stale_value", "unrecorded_extra"],
    notes="23 March is the cancelled booking IB-0311-1; protectiveGlazing is false and no guard is ordered.",
    exc=["Monday 23 March", "stainless-steel guard"])
add("w86-r02-sg-memorial-install", sc, Q,
    "Dear Mr Hopcyn, we are booked to begin fitting on Monday 30 March at 9:30 am. The fitting should take "
    "about six hours, and the final payment of £2,425.00 falls due once the window is fixed.",
    EV, [S("Monday 30 March at 9:30 am"), S("about six hours"),
         C("final payment of £2,425.00", "AMOUNT_MISMATCH")],
    now=NOW, errors=["wrong_role"],
    notes="2425.00 is the FABRICATION stage (paid); the INSTALLATION stage still due is 1940.00.",
    inc=["£1,940.00|1,940.00|1940.00|£1940", "9:30|09:30|half past nine"], exc=["£2,425.00"], repair=True)

# ---------------------------------------------------------------------------
# 03 stained glass: evening class, transfer refused
# ---------------------------------------------------------------------------
sc = "sg-class-transfer"
Q = "I'm away on the 22nd after all. Could you move my two places on the copper-foil class to the November one? Rhodri Beynon"
NOW = "2026-10-14T16:40:00+01:00"
EV = [
    rec("get_classbooking#cb-1022-beynon", {
        "apiVersion": "classes.ffenestr.cymru/v1", "kind": "ClassBooking",
        "metadata": meta("cb-1022-beynon", "c0ffee12-3456-4789-abcd-ef0123456789", "2026-09-01T19:22:41Z",
                         {"customer": "cu-3120", "course": "copper-foil-suncatcher"}),
        "spec": {"session": {"title": "Copper-foil suncatcher evening", "start": z("2026-10-22 18:30"),
                             "duration": "PT2H30M"},
                 "places": 2, "pricePerPlace": "65.00", "total": "130.00", "currency": "GBP"},
        "status": {"phase": "Confirmed",
                   "conditions": [cond("Paid", "True", "PAID_CARD", "2026-09-01T19:23:02Z")]}}),
    rec("list_classbookings#cu-3120", {"items": [
        {"kind": "ClassBooking", "metadata": {"name": "cb-0614-beynon"},
         "spec": {"session": {"title": "Leaded-light taster day", "start": z("2025-06-14 10:00")},
                  "places": 1, "total": "85.00"},
         "status": {"phase": "Attended"}}]}, source="tool:kubectl_list"),
    refused("transfer_booking#call-1", "transfer_booking", "DENY",
            {"booking": "cb-1022-beynon", "toSession": "copper-foil-suncatcher-2026-11-05"},
            "TRANSFER_WINDOW_CLOSED"),
    pol("policy#classes",
        "Classes run for two and a half hours, tea break included, and every material and tool is included "
        "in the price. Places may be transferred to another date free of charge up to 14 days before the "
        "class. Cancellations made 7 or more days before the class are refunded less a £10 administration "
        "fee per place. Within 7 days we cannot refund, but you are welcome to send a friend in your place."),
]
add("w86-009-sg-class-transfer", sc, Q,
    "Dear Mr Beynon,\n\nI am sorry to say I was not able to move your two places to November: transfers "
    "are possible only up to 14 days before a class, and your evening is on Thursday 22 October. As we are "
    "still more than seven days away, you may cancel and receive £110.00 back, that is the £130.00 you paid "
    "less £10 for each place. Alternatively, you are most welcome to send a friend in your stead.\n\n"
    "Yours, with apologies,\nMererid",
    EV, [S("not able to move your two places to November"), S("transfers are possible only up to 14 days"),
         S("your evening is on Thursday 22 October"), S("receive £110.00 back"),
         S("the £130.00 you paid less £10 for each place"), S("send a friend in your stead")],
    now=NOW,
    notes="transfer_booking refused (DENY); policy 14-day transfer window, 7-day refund rule less £10/place; "
          "total 130.00 for 2 places.",
    inc=["£110.00", "22 October"])
add("w86-010-sg-class-transfer", sc, Q,
    "Good afternoon Mr Beynon, the transfer could not be made, I'm afraid, as we are now inside the "
    "fourteen-day window. If you cancel today, you would be refunded one hundred and ten pounds; otherwise "
    "two friends could take your places at 6:30 pm on the 22nd.",
    EV, [S("the transfer could not be made"), S("inside the fourteen-day window"),
         S("refunded one hundred and ten pounds"), S("two friends could take your places"),
         S("at 6:30 pm on the 22nd")],
    now=NOW,
    notes="Refused transfer; now 14 Oct is 8 days before 22 Oct so the 7-day refund applies; start 17:30Z = 18:30 BST.",
    inc=["one hundred and ten pounds"])
add("w86-011-sg-class-transfer-refused", sc, Q,
    "Dear Mr Beynon,\n\nI have moved your two places to the copper-foil evening on 5 November, free of "
    "charge. Your session will still run for two and a half hours, with all materials included.\n\n"
    "Warm wishes,\nMererid",
    EV, [C("I have moved your two places", "NOT_EXECUTED"), S("two and a half hours"),
         S("all materials included")],
    now=NOW, errors=["refused_call_effect"],
    notes="transfer_booking#call-1 was DENIED (TRANSFER_WINDOW_CLOSED); duration and materials from the policy.",
    exc=["I have moved your two places"])
add("w86-012-sg-class-transfer-arith", sc, Q,
    "Dear Mr Beynon, I could not move the booking, as transfers close 14 days before the class. You may "
    "still cancel for a refund of £120.00, which is your £130.00 less our £10 administration fee. "
    "Cancellations within 14 days of a class cannot be refunded at all, so please let me know soon.",
    EV, [S("I could not move the booking"), S("transfers close 14 days before the class"),
         C("refund of £120.00", "AMOUNT_MISMATCH"), S("your £130.00"),
         C("Cancellations within 14 days of a class cannot be refunded", "NLI_CONTRADICTION")],
    now=NOW, errors=["wrong_arithmetic", "wrong_policy_condition"],
    notes="The fee is £10 per place, two places: 110.00; the no-refund window is 7 days, not 14.",
    exc=["£120.00", "within 14 days of a class cannot be refunded"])
add("w86-r03-sg-class-transfer", sc, Q,
    "Dear Mr Beynon, I am afraid we could not move your places, as transfers are only possible up to 14 "
    "days before the class. Your two places were booked at £75.00 each, and a cancellation now would be "
    "refunded at £110.00.",
    EV, [S("we could not move your places"), S("up to 14 days before the class"),
         C("booked at £75.00 each", "AMOUNT_MISMATCH"), S("refunded at £110.00")],
    now=NOW, errors=["wrong_amount"], notes="pricePerPlace is 65.00.",
    inc=["£65.00|65.00|£65", "£110.00|110.00"], exc=["£75.00"], repair=True)

# ---------------------------------------------------------------------------
# 04 stained glass: lamp shade returned by courier
# ---------------------------------------------------------------------------
sc = "sg-lamp-courier"
Q = "Has my lamp shade been sent back yet, and when should I expect it? Catrin Morgan-Lloyd"
NOW = "2026-06-10T09:05:00+01:00"
EV = [
    rec("get_restorationjob#rj-0932", {
        "apiVersion": "workshop.ffenestr.cymru/v1", "kind": "RestorationJob",
        "metadata": meta("rj-0932-tiffany-lamp", "e1d2c3b4-a596-4877-8695-a4b3c2d1e0f9", "2026-04-28T13:05:00Z",
                         {"customer": "cu-4471"}, {"ffenestr.cymru/invoice": "INV-2026-0932"}),
        "spec": {"item": "Tiffany-style dragonfly shade, 40 cm", "work": "replace 7 cracked segments; re-solder rim",
                 "price": "210.00", "shipping": {"method": "COURIER_INSURED", "charge": "24.00",
                                                  "declaredValue": "600.00"},
                 "currency": "GBP"},
        "status": {"phase": "Dispatched",
                   "invoice": {"number": "INV-2026-0932", "total": "234.00", "state": "PAID"},
                   "shipment": {"carrier": "ParcelWyn", "tracking": "PWN-88310472-GB",
                                "dispatchedAtUnix": ep("2026-06-09 15:10"),
                                "deliveryWindow": {"from": "2026-06-11T08:00:00+01:00",
                                                   "to": "2026-06-11T13:00:00+01:00"},
                                "signatureRequired": True},
                   "conditions": [cond("Restored", "True", "QA_PASSED", "2026-06-05T16:00:00Z"),
                                  cond("Packed", "True", "DOUBLE_BOXED", "2026-06-09T13:30:00Z"),
                                  cond("Delivered", "False", "IN_TRANSIT", "2026-06-09T14:10:00Z")]}}),
    rec("get_restorationjob#rj-0951", {
        "apiVersion": "workshop.ffenestr.cymru/v1", "kind": "RestorationJob",
        "metadata": meta("rj-0951-fused-dish", "f0e1d2c3-b4a5-4697-8877-665544332211", "2026-05-20T10:00:00Z",
                         {"customer": "cu-4471"}),
        "spec": {"item": "fused glass dish", "work": "regrind chipped rim", "price": "45.00",
                 "shipping": {"method": "CUSTOMER_COLLECTS"}},
        "status": {"phase": "Queued"}}),
    pol("policy#courier",
        "Returned pieces travel insured for the value you declared, up to £1,000. Please unpack and inspect "
        "your parcel within 48 hours of delivery. Damage must be reported to us with photographs in that "
        "time, because the carrier will not consider later claims."),
]
add("w86-013-sg-lamp-courier", sc, Q,
    "Dear Ms Morgan-Lloyd,\n\nYour dragonfly shade left us yesterday afternoon with ParcelWyn, tracking "
    "number PWN-88310472-GB. It is due with you tomorrow, Thursday 11 June, between 8 am and 1 pm, and "
    "someone will need to sign for it. It travels insured for £600.00. Do unpack it within 48 hours and send "
    "us photographs should anything be amiss.\n\nWith kind regards,\nMererid",
    EV, [S("left us yesterday afternoon with ParcelWyn"), S("tracking number PWN-88310472-GB"),
         S("tomorrow, Thursday 11 June, between 8 am and 1 pm"), S("someone will need to sign for it"),
         S("insured for £600.00"), S("unpack it within 48 hours")],
    now=NOW,
    notes="dispatchedAtUnix = 9 June 15:10 BST; deliveryWindow 11 June 08:00-13:00; signatureRequired; "
          "declaredValue 600.00; 48-hour rule in policy.",
    inc=["PWN-88310472-GB", "11 June"])
add("w86-014-sg-lamp-courier", sc, Q,
    "Yes, it was dispatched on 9/6 at 3.10 pm and is on its way; delivery is expected on 11/6 between "
    "08:00 and 13:00 (tracking PWN-88310472-GB). A signature will be needed on arrival.",
    EV, [S("dispatched on 9/6 at 3.10 pm"), S("is on its way"), S("expected on 11/6 between 08:00 and 13:00"),
         S("tracking PWN-88310472-GB"), S("A signature will be needed")],
    notes="dispatchedAtUnix in BST is 15:10; Delivered False IN_TRANSIT; window and tracking in status.shipment.",
    inc=["PWN-88310472-GB"])
add("w86-015-sg-lamp-courier-role", sc, Q,
    "Dear Ms Morgan-Lloyd, your shade was sent yesterday with ParcelWyn and should reach you tomorrow "
    "between 8 am and 1 pm. You can follow it with the tracking number INV-2026-0932. Should there be any "
    "damage, please let us know with photographs within seven days of delivery.",
    EV, [S("sent yesterday with ParcelWyn"), S("reach you tomorrow between 8 am and 1 pm"),
         C("tracking number INV-2026-0932", "IDENTIFIER_MISMATCH"),
         C("within seven days of delivery", "NLI_CONTRADICTION")],
    now=NOW, errors=["wrong_role", "wrong_period"],
    notes="INV-2026-0932 is the invoice number; tracking is PWN-88310472-GB. Policy gives 48 hours.",
    exc=["tracking number INV-2026-0932", "within seven days of delivery"])
add("w86-016-sg-lamp-courier-other", sc, Q,
    "Dear Ms Morgan-Lloyd,\n\nYour lamp shade is on its way to you, due tomorrow morning between 8 and 1. "
    "No signature is needed, so the driver may leave it in a safe place. The dish is also packed and will "
    "follow by courier next week.\n\nKind regards,\nMererid",
    EV, [S("Your lamp shade is on its way"), S("due tomorrow morning between 8 and 1"),
         C("No signature is needed", "VALUE_MISMATCH"),
         C("The dish is also packed and will follow by courier", "RECORD_STATE_MISMATCH", "VALUE_MISMATCH")],
    now=NOW, errors=["wrong_value", "other_record_value"],
    notes="signatureRequired true; rj-0951 dish is Queued and CUSTOMER_COLLECTS.",
    exc=["No signature is needed", "dish is also packed"])
add("w86-r04-sg-lamp-courier", sc, Q,
    "Dear Ms Morgan-Lloyd, your shade went out with ParcelWyn yesterday, tracking number PWN-88310472-GB. "
    "It is due on Friday 12 June between 8 am and 1 pm.",
    EV, [S("went out with ParcelWyn yesterday"), S("tracking number PWN-88310472-GB"),
         C("Friday 12 June", "DATE_MISMATCH")],
    now=NOW, errors=["wrong_date"], notes="deliveryWindow is on 2026-06-11 (Thursday).",
    inc=["11 June|11/6|11/06|Thursday", "PWN-88310472-GB"], exc=["Friday 12 June"], repair=True)

# ---------------------------------------------------------------------------
# 05 bookbinding: family bible reback (queued, stale quote material)
# ---------------------------------------------------------------------------
sc = "bb-bible-reback"
Q = "Have you made a start on our family bible yet, and how long will the work take? Dafydd ap Rhys"
NOW = "2026-04-27T11:10:00+01:00"
EV = [
    rec("get_bindingjob#bj-1871", {
        "apiVersion": "bindery.teifi.cymru/v2", "kind": "BindingJob",
        "metadata": meta("bj-1871-ap-rhys-bible", "1a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d", "2026-04-02T09:41:00Z",
                         {"customer": "cu-0871"}, {"bindery.teifi.cymru/quote": "BQ-2214 v2"}, generation=2),
        "spec": {"treatment": "REBACK_AND_RESEW", "coveringMaterial": "GOATSKIN_NIGER", "colour": "DARK_BROWN",
                 "retainOriginalSpine": True, "enclosure": "NONE",
                 "quote": {"ref": "BQ-2214", "version": 2, "total": "295.00", "currency": "GBP"},
                 "estimatedDuration": "P6W"},
        "status": {"observedGeneration": 2, "phase": "Queued",
                   "conditions": [cond("QuoteAccepted", "True", "SIGNED", "2026-04-09T14:00:00Z"),
                                  cond("ConservationAssessed", "True", "TEXT_BLOCK_SOUND", "2026-04-10T10:30:00Z"),
                                  cond("WorkStarted", "False", "QUEUE_POSITION", "2026-04-10T10:30:00Z",
                                       "position 3 on the bench queue")],
                   "expectedStart": "2026-05-11"}}),
    rec("get_quote#BQ-2214-v1", {
        "apiVersion": "bindery.teifi.cymru/v2", "kind": "Quote",
        "metadata": meta("bq-2214-v1", "9f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a", "2026-04-02T09:45:00Z"),
        "spec": {"coveringMaterial": "CALFSKIN", "total": "260.00", "currency": "GBP"},
        "status": {"phase": "Superseded", "reason": "customer chose goatskin for durability"}}),
    pol("policy#turnaround",
        "We write to you on the day your book reaches the bench. Conservation bindings take roughly six weeks "
        "once work begins, as each stage must dry fully before the next. Original spines and boards are "
        "kept and reused wherever they are sound."),
    psg("kb#leathers",
        "Niger goatskin is a vegetable-tanned leather with a pronounced grain.\n"
        "It wears far better than calf on books that are handled often."),
]
add("w86-017-bb-bible-reback", sc, Q,
    "Dear Mr ap Rhys,\n\nThank you for your patience. Your bible has been assessed, and I am glad to say the "
    "text block is sound. It is third in the queue for the bench and we expect to begin on 11 May; I shall "
    "write to you on that day. The reback in dark brown niger goatskin, keeping the original spine, will take "
    "roughly six weeks once begun.\n\nYours sincerely,\nAnnest Rowlands\nTeifi Bindery",
    EV, [N("Thank you for your patience."), S("the text block is sound"), S("third in the queue"),
         S("expect to begin on 11 May"), S("I shall write to you on that day"),
         S("dark brown niger goatskin"), S("keeping the original spine"), S("roughly six weeks once begun")],
    notes="ConservationAssessed TEXT_BLOCK_SOUND; WorkStarted False position 3; expectedStart 2026-05-11; "
          "spec material/colour/retainOriginalSpine; P6W and the bench-day letter in policy.",
    inc=["11 May", "six weeks"])
add("w86-018-bb-bible-reback", sc, Q,
    "Not yet, Mr ap Rhys: work is due to start on Monday 11/05/2026, and a reback of this kind takes about "
    "6 weeks from then. Niger goatskin was chosen as it wears far better than calf on a much-handled book.",
    EV, [S("work is due to start on Monday 11/05/2026"), S("takes about 6 weeks from then"),
         S("wears far better than calf")],
    notes="expectedStart 2026-05-11 is a Monday; estimatedDuration P6W; leather passage.",
    inc=["11/05/2026"])
add("w86-019-bb-bible-reback-stale", sc, Q,
    "Dear Mr ap Rhys,\n\nYour bible has been assessed and the text block is sound. We expect to begin on "
    "11 May. The reback will be in calfskin, as quoted at £260.00, and should take about six weeks once "
    "started.\n\nYours sincerely,\nAnnest",
    EV, [S("the text block is sound"), S("begin on 11 May"), C("in calfskin", "VALUE_MISMATCH"),
         C("quoted at £260.00", "AMOUNT_MISMATCH"), S("about six weeks once started")],
    errors=["stale_value", "stale_value"],
    notes="Calfskin at 260.00 is superseded quote BQ-2214 v1; live spec is GOATSKIN_NIGER, 295.00.",
    exc=["in calfskin", "£260.00"])
add("w86-020-bb-bible-reback-state", sc, Q,
    "Dear Mr ap Rhys, I am pleased to say work on your bible has begun, and the text block has proved sound. "
    "Conservation rebacks take about four weeks, so we hope to have it back to you by early June.",
    EV, [C("work on your bible has begun", "RECORD_STATE_MISMATCH"), S("the text block has proved sound"),
         C("take about four weeks", "NLI_CONTRADICTION", "VALUE_MISMATCH"),
         CI("back to you by early June", "DATE_MISMATCH", "CLAIM_WITHOUT_TOOL_EVIDENCE")],
    now=NOW, errors=["wrong_state", "wrong_period", "wrong_date"],
    notes="WorkStarted False (queued); policy says six weeks; expectedStart 11 May + 6 weeks is late June.",
    exc=["has begun", "about four weeks", "by early June"])
add("w86-r05-bb-bible-reback", sc, Q,
    "Dear Mr ap Rhys, your bible is fourth in the queue and we expect to begin on 11 May. The work will take "
    "roughly six weeks from then.",
    EV, [C("fourth in the queue", "VALUE_MISMATCH"), S("begin on 11 May"), S("roughly six weeks")],
    errors=["wrong_value"], notes="WorkStarted message: position 3 on the bench queue.",
    inc=["third|3rd|position 3|number 3", "11 May"], exc=["fourth in the queue"], repair=True)

# ---------------------------------------------------------------------------
# 06 bookbinding: thesis copies (total from parts, other order price)
# ---------------------------------------------------------------------------
sc = "bb-thesis-copies"
Q = "What will my three thesis copies come to, and when can I pick them up? Nia Wynne-Evans"
NOW = "2026-05-12T11:30:00+01:00"
EV = [
    rec("get_thesisbinding#tb-2026-0344", {
        "apiVersion": "bindery.teifi.cymru/v2", "kind": "ThesisBinding",
        "metadata": meta("tb-2026-0344", "6b5a4c3d-2e1f-4a0b-9c8d-7e6f5a4b3c2d", "2026-05-11T15:02:00Z",
                         {"customer": "cu-1288", "service": "express"}),
        "spec": {"copies": 3, "pricePerCopy": "42.50", "cloth": "BUCKRAM_NAVY",
                 "lettering": {"spine": True, "frontBoard": True, "foil": "GOLD", "pricePerCopy": "8.00"},
                 "service": {"tier": "EXPRESS", "surcharge": "30.00", "turnaround": "PT72H"},
                 "handover": "COLLECT", "currency": "GBP"},
        "status": {"phase": "Binding", "readyByUnix": ep("2026-05-14 16:00"),
                   "conditions": [cond("PdfApproved", "True", "CUSTOMER_SIGNED_OFF", "2026-05-11T15:30:00Z"),
                                  cond("Printed", "True", "OK", "2026-05-12T08:50:00Z")]}}),
    rec("get_thesisbinding#tb-2025-0102", {
        "apiVersion": "bindery.teifi.cymru/v2", "kind": "ThesisBinding",
        "metadata": meta("tb-2025-0102", "0a9b8c7d-6e5f-4d3c-8b2a-1f0e9d8c7b6a", "2025-09-03T10:00:00Z",
                         {"customer": "cu-1288", "service": "standard"}),
        "spec": {"copies": 2, "pricePerCopy": "39.00", "service": {"tier": "STANDARD"}},
        "status": {"phase": "Collected"}}),
    pol("policy#thesis",
        "Express binding is ready within 72 hours of your approving the PDF; standard binding takes ten "
        "working days. Bound copies may be collected from the bindery, or sent by Royal Mail Special Delivery "
        "for £9.50. Payment is taken on collection or before posting."),
]
add("w86-021-bb-thesis-copies", sc, Q,
    "Dear Ms Wynne-Evans,\n\nYour three copies come to £181.50: £127.50 for the binding (3 × £42.50), £24.00 "
    "for the gold lettering, and the £30.00 express charge. They will be ready for you to collect on Thursday "
    "14 May from 4 pm, and payment can be made when you call.\n\nWith best wishes for your viva,\nAnnest",
    EV, [S("Your three copies come to £181.50"), S("£127.50 for the binding (3 × £42.50)"),
         S("£24.00 for the gold lettering"), S("the £30.00 express charge"),
         S("ready for you to collect on Thursday 14 May from 4 pm"), S("payment can be made when you call")],
    now=NOW,
    notes="3x42.50 + 3x8.00 + 30.00 = 181.50; readyByUnix is 14 May 16:00 BST; payment rule in policy.",
    inc=["£181.50", "14 May"])
add("w86-022-bb-thesis-copies", sc, Q,
    "Ms Wynne-Evans, the total is one hundred and eighty-one pounds fifty, and the copies should be ready "
    "by 16:00 on Thursday. The PDF is approved and the pages are already printed.",
    EV, [S("one hundred and eighty-one pounds fifty"), S("ready by 16:00 on Thursday"), S("The PDF is approved"),
         S("pages are already printed")],
    now=NOW, notes="Total of the parts; readyByUnix 14 May 16:00; PdfApproved and Printed conditions True.",
    inc=["one hundred and eighty-one pounds fifty"])
add("w86-023-bb-thesis-copies", sc, Q,
    "Dear Ms Wynne-Evans, your order is being bound now in navy buckram, with gold lettering on the spine "
    "and the front board. The three copies total £181.50 and will be ready on 14/05 at 4 pm. If you would "
    "rather we posted them, Special Delivery is £9.50.",
    EV, [S("being bound now in navy buckram"), S("gold lettering on the spine and the front board"),
         S("total £181.50"), S("ready on 14/05 at 4 pm"), S("Special Delivery is £9.50")],
    notes="phase Binding; cloth BUCKRAM_NAVY; lettering spine/frontBoard; readyByUnix; postage in policy.",
    inc=["£181.50"])
add("w86-024-bb-thesis-copies-arith", sc, Q,
    "Dear Ms Wynne-Evans, your three copies at £42.50 each, with the £30.00 express charge, come to £157.50 "
    "in all. They will be ready for collection on Thursday 14 May from 4 pm.",
    EV, [S("three copies at £42.50 each"), S("the £30.00 express charge"),
         C("come to £157.50 in all", "AMOUNT_MISMATCH"), S("Thursday 14 May from 4 pm")],
    now=NOW, errors=["wrong_arithmetic"],
    notes="The total leaves out 3 x £8.00 lettering; correct total 181.50.", exc=["£157.50"])
add("w86-025-bb-thesis-copies-other", sc, Q,
    "Dear Ms Wynne-Evans,\n\nAs before, the binding is £39.00 a copy, so with lettering and the express "
    "surcharge your three copies come to £171.00. Express orders are ready within 48 hours, so you may "
    "collect them on Thursday afternoon.\n\nKind regards,\nAnnest",
    EV, [C("the binding is £39.00 a copy", "AMOUNT_MISMATCH"), C("come to £171.00", "AMOUNT_MISMATCH"),
         C("ready within 48 hours", "NLI_CONTRADICTION"), S("collect them on Thursday afternoon")],
    now=NOW, errors=["other_record_value", "wrong_amount", "wrong_period"],
    notes="39.00 is the 2025 order tb-2025-0102; this one is 42.50 a copy (total 181.50); policy says 72 hours.",
    exc=["£39.00 a copy", "£171.00", "within 48 hours"])
add("w86-r06-bb-thesis-copies", sc, Q,
    "Dear Ms Wynne-Evans, your three copies come to £181.50 and will be ready for collection on Thursday "
    "14 May from 3 pm.",
    EV, [S("come to £181.50"), C("Thursday 14 May from 3 pm", "DATE_MISMATCH", "VALUE_MISMATCH")],
    now=NOW, errors=["unit_conversion"],
    notes="readyByUnix is 15:00 UTC, 16:00 BST; 3 pm is the UTC hour.",
    inc=["4 pm|16:00|4pm|4 o'clock|four o'clock", "£181.50|181.50"], exc=["from 3 pm"], repair=True)

# ---------------------------------------------------------------------------
# 07 bookbinding: cancelled job, partial refund, full refund refused
# ---------------------------------------------------------------------------
sc = "bb-cancel-refund"
Q = "I cancelled the rebinding of my grandmother's hymnal. Why haven't I had the whole £80 deposit back, and when will the refund arrive? Owain Tudur"
NOW = "2026-01-21T10:00:00+00:00"
EV = [
    rec("get_bindingjob#bj-2109", {
        "apiVersion": "bindery.teifi.cymru/v2", "kind": "BindingJob",
        "metadata": meta("bj-2109-tudur-hymnal", "2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f", "2025-12-29T12:15:00Z",
                         {"customer": "cu-2109"}),
        "spec": {"treatment": "FULL_REBIND", "coveringMaterial": "CALFSKIN", "deposit": "80.00", "currency": "GBP"},
        "status": {"phase": "Cancelled",
                   "conditions": [cond("MaterialsCut", "True", "LEATHER_PARED", "2026-01-12T15:20:00Z"),
                                  cond("CancelledByCustomer", "True", "CUSTOMER_REQUEST", "2026-01-16T09:02:00Z")],
                   "refund": {"amount": "55.00", "retained": "25.00", "retainedReason": "MATERIALS_CUT",
                              "method": "ORIGINAL_CARD", "cardLast4": "6620", "state": "Issued",
                              "issuedAt": "2026-01-19T14:31:00Z"}}}),
    refused("issue_refund#call-4", "issue_refund", "DENY", {"job": "bj-2109", "amount": "25.00"},
            "RETAINED_FOR_MATERIALS"),
    pol("policy#cancellation",
        "You may cancel at any time before work begins. If you cancel after the materials for your book have "
        "been cut, we keep their cost from your deposit and return the rest. Refunds go back to the card you "
        "paid with and usually appear within 5 to 10 working days."),
]
add("w86-026-bb-cancel-refund", sc, Q,
    "Dear Mr Tudur,\n\nI am sorry for any confusion. By the time you cancelled, the calfskin for the hymnal "
    "had already been pared, and our terms let us keep the cost of cut materials, £25.00. The remaining "
    "£55.00 was refunded on 19 January to your card ending 6620. Refunds usually appear within five to ten "
    "working days. I asked whether the £25.00 could be returned as well, but I'm afraid that request was "
    "declined.\n\nYours sincerely,\nAnnest",
    EV, [S("the calfskin for the hymnal had already been pared"), S("keep the cost of cut materials, £25.00"),
         S("£55.00 was refunded on 19 January"), S("card ending 6620"), S("within five to ten working days"),
         S("that request was declined")],
    notes="MaterialsCut True; refund 55.00 issued 2026-01-19 to card 6620; retained 25.00; issue_refund call DENIED.",
    inc=["£55.00", "6620"])
add("w86-027-bb-cancel-refund", sc, Q,
    "Mr Tudur, £55.00 of your £80.00 deposit went back to your card on 19/01/2026; the other £25.00 covers "
    "the leather already cut for the book, which our cancellation terms allow us to keep.",
    EV, [S("£55.00 of your £80.00 deposit went back to your card on 19/01/2026"),
         S("the other £25.00 covers the leather already cut"), S("our cancellation terms allow us to keep")],
    notes="refund.amount 55.00, retained 25.00 MATERIALS_CUT, issuedAt 19 Jan; policy on cut materials.",
    inc=["£55.00"])
add("w86-028-bb-cancel-refund-refused", sc, Q,
    "Dear Mr Tudur, £55.00 was refunded to your card on 19 January. I have now also refunded the remaining "
    "£25.00 as a goodwill gesture, so you will have the full £80.00 back. Refunds normally appear within 3 "
    "working days.",
    EV, [S("£55.00 was refunded to your card on 19 January"),
         C("I have now also refunded the remaining £25.00", "NOT_EXECUTED"),
         C("you will have the full £80.00 back", "NOT_EXECUTED", "AMOUNT_MISMATCH"),
         C("within 3 working days", "NLI_CONTRADICTION")],
    now=NOW, errors=["refused_call_effect", "refused_call_effect", "wrong_period"],
    notes="issue_refund for 25.00 was DENIED; policy: 5 to 10 working days.",
    exc=["I have now also refunded", "full £80.00 back", "within 3 working days"])
add("w86-029-bb-cancel-refund-cond", sc, Q,
    "Dear Mr Tudur, we refunded £55.00 to your card ending 6620 on 19 January, and it should appear within "
    "five to ten working days. The £25.00 was kept because you cancelled within fourteen days of booking.",
    EV, [S("we refunded £55.00 to your card ending 6620 on 19 January"), S("within five to ten working days"),
         C("because you cancelled within fourteen days of booking", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
    errors=["wrong_policy_condition"],
    notes="retainedReason MATERIALS_CUT; the policy keeps cut materials' cost, nothing about fourteen days.",
    exc=["within fourteen days of booking"])
add("w86-r07-bb-cancel-refund", sc, Q,
    "Dear Mr Tudur, the refund of £55.00 went to your card ending 6620 on 19 January, and the £25.00 kept "
    "covers leather already cut for the hymnal. Refunds usually appear within two to three working days.",
    EV, [S("refund of £55.00 went to your card ending 6620 on 19 January"), S("covers leather already cut"),
         C("within two to three working days", "NLI_CONTRADICTION")],
    errors=["wrong_period"], notes="Policy: 5 to 10 working days.",
    inc=["5 to 10|five to ten|5-10|5–10", "£55.00|55.00"], exc=["two to three working days"], repair=True)

# ---------------------------------------------------------------------------
# 08 bookbinding: tithe map conservation, partly done
# ---------------------------------------------------------------------------
sc = "bb-tithe-map"
Q = "Is the tithe map ready for collection yet? And did the parish notice come out all right? Menna Gruffydd"
NOW = "2026-07-29T15:45:00+01:00"
EV = [
    rec("get_conservationjob#cj-0506", {
        "apiVersion": "bindery.teifi.cymru/v2", "kind": "ConservationJob",
        "metadata": meta("cj-0506-gruffydd", "4d5e6f7a-8b9c-4dae-bf01-2345a6b7c8d9", "2026-06-22T10:10:00Z",
                         {"customer": "cu-5506", "lot": "parish-chest"}, generation=1),
        "spec": {"items": [
            {"ref": "ITEM-1", "description": "tithe map, 1841, ink and wash on paper",
             "size": {"widthMetres": "1200m", "heightMetres": "850m"},
             "treatments": ["SURFACE_CLEAN", "DEACIDIFY", "HUMIDIFY_AND_FLATTEN", "LINE_ON_JAPANESE_TISSUE"],
             "enclosure": "ARCHIVAL_MAP_FOLDER", "price": "360.00"},
            {"ref": "ITEM-2", "description": "printed parish notice, 1879", "treatments": ["SURFACE_CLEAN",
                                                                                             "TEAR_REPAIR"],
             "price": "48.00"}], "currency": "GBP"},
        "status": {"observedGeneration": 1, "phase": "InProgress",
                   "items": [
                       {"ref": "ITEM-1", "conditions": [
                           cond("SurfaceCleaned", "True", "DONE", "2026-07-08T11:00:00Z"),
                           cond("Deacidified", "True", "DONE", "2026-07-15T16:00:00Z"),
                           cond("Flattened", "Unknown", "IN_PRESS", "2026-07-27T09:00:00Z"),
                           cond("Lined", "False", "WAITING", "2026-07-27T09:00:00Z")],
                        "estimatedReady": "2026-08-07"},
                       {"ref": "ITEM-2", "conditions": [cond("Complete", "True", "DONE", "2026-07-10T14:00:00Z")]}]}}),
    pol("policy#collection",
        "We telephone when a whole lot is ready, so that items from one collection go home together. "
        "Items wait for collection free of charge for six weeks. Large maps leave us flat in an archival "
        "folder; we never roll a treated map."),
]
add("w86-030-bb-tithe-map", sc, Q,
    "Dear Mrs Gruffydd,\n\nThe parish notice is finished and came out very well. The tithe map is not "
    "ready yet: it has been cleaned and deacidified, and it is now in the press being flattened, after which "
    "it will be lined on Japanese tissue. We expect it to be ready on 7 August, and we will telephone you "
    "then so that both pieces can go home together.\n\nYours sincerely,\nAnnest",
    EV, [S("The parish notice is finished"), S("The tithe map is not ready yet"),
         S("it has been cleaned and deacidified"), S("in the press being flattened"),
         S("lined on Japanese tissue"), S("ready on 7 August"), S("we will telephone you then"),
         S("both pieces can go home together")],
    notes="ITEM-2 Complete; ITEM-1 SurfaceCleaned/Deacidified True, Flattened Unknown IN_PRESS, Lined False; "
          "estimatedReady 2026-08-07; policy on telephoning and whole lots.",
    inc=["7 August"])
add("w86-031-bb-tithe-map", sc, Q,
    "Not quite yet, Mrs Gruffydd. The notice is done; the map (1.2 m by 0.85 m) is being flattened now and "
    "should be ready by 07/08/2026. It will come home flat in an archival map folder rather than rolled.",
    EV, [S("Not quite yet"), S("The notice is done"), S("1.2 m by 0.85 m"), S("is being flattened now"), S("ready by 07/08/2026"),
         S("flat in an archival map folder rather than rolled")],
    notes="size 1200m x 850m metres = 1.2 x 0.85 m; Flattened IN_PRESS; enclosure; policy never rolls maps.",
    inc=["07/08/2026"])
add("w86-032-bb-tithe-map-state", sc, Q,
    "Dear Mrs Gruffydd, the tithe map has now been flattened and lined, and only the folder remains to be "
    "made. It should be ready on 7 August. The parish notice is finished too.",
    EV, [C("has now been flattened and lined", "RECORD_STATE_MISMATCH"),
         C("only the folder remains", "RECORD_STATE_MISMATCH"), S("ready on 7 August"),
         S("The parish notice is finished too")],
    errors=["wrong_state", "wrong_state"],
    notes="Flattened Unknown (IN_PRESS) and Lined False; lining remains.",
    exc=["has now been flattened and lined", "only the folder remains"])
add("w86-033-bb-tithe-map-qty", sc, Q,
    "Dear Mrs Gruffydd, your 1,200-metre map is in the press at present and will be ready on 7 August. "
    "Items wait free of charge for six months once we call.",
    EV, [C("your 1,200-metre map", "VALUE_MISMATCH"), S("in the press at present"), S("ready on 7 August"),
         C("free of charge for six months", "NLI_CONTRADICTION")],
    errors=["unit_conversion", "wrong_period"],
    notes="widthMetres 1200m is the k8s quantity 1.2 (metres); storage is free for six weeks.",
    exc=["1,200-metre", "six months"])
add("w86-r08-bb-tithe-map", sc, Q,
    "Dear Mrs Gruffydd, the notice is finished and the map is in the press being flattened. We expect the "
    "map to be ready on 14 August, and we will telephone you then.",
    EV, [S("the notice is finished"), S("in the press being flattened"), C("ready on 14 August", "DATE_MISMATCH"),
         S("we will telephone you then")],
    errors=["wrong_date"], notes="ITEM-1 estimatedReady 2026-08-07.",
    inc=["7 August|07/08|7th August|7th of August", "flatten"], exc=["14 August"], repair=True)

# ---------------------------------------------------------------------------
# 09 upholstery: dining chairs, customer's own fabric short
# ---------------------------------------------------------------------------
sc = "up-chairs-com-fabric"
Q = "I dropped off the fabric for the six dining chairs last week. Have you started them? Huw Prydderch"
NOW = "2026-02-18T12:05:00+00:00"
EV = [
    rec("get_upholsteryjob#uj-0214", {
        "apiVersion": "upholstery.clustog.co.uk/v1", "kind": "UpholsteryJob",
        "metadata": meta("uj-0214-prydderch-chairs", "8e9f0a1b-2c3d-4e5f-a6b7-c8d9e0f1a2b3", "2026-02-03T10:00:00Z",
                         {"customer": "cu-0214"}),
        "spec": {"items": [{"description": "dining chair, drop-in seat", "quantity": 6}],
                 "fabric": {"source": "COM", "requiredLengthMetres": "4500m", "widthCm": "137"},
                 "price": {"perChair": "80.00", "total": "480.00", "currency": "GBP"}},
        "status": {"phase": "AwaitingMaterials",
                   "fabric": {"receivedLengthMetres": "3", "shortfallMetres": "1500m"},
                   "conditions": [cond("SeatsStripped", "True", "DONE", "2026-02-13T15:30:00Z"),
                                  cond("FabricReceived", "False", "SHORT_LENGTH", "2026-02-11T11:00:00Z",
                                       "3 m received of 4.5 m required"),
                                  cond("Covered", "False", "BLOCKED_ON_FABRIC", "2026-02-13T15:30:00Z")]}}),
    rec("get_upholsteryjob#uj-0188", {
        "apiVersion": "upholstery.clustog.co.uk/v1", "kind": "UpholsteryJob",
        "metadata": meta("uj-0188-prydderch-stool", "0f1e2d3c-4b5a-4968-8776-a5b4c3d2e1f0", "2025-11-19T10:00:00Z",
                         {"customer": "cu-0214"}),
        "spec": {"items": [{"description": "piano stool", "quantity": 1}],
                 "price": {"total": "95.00", "currency": "GBP"}},
        "status": {"phase": "Completed"}}),
    pol("policy#com",
        "When you supply your own fabric we work out the length needed and tell you before we start. We cannot "
        "cover any piece until the full length has arrived, as dye lots from different rolls rarely match. "
        "Please bring any further fabric from the same roll or dye lot."),
]
add("w86-034-up-chairs-com-fabric", sc, Q,
    "Dear Mr Prydderch,\n\nThank you for bringing the fabric in. We have stripped all six seats, but we are "
    "not able to cover them yet: we received 3 metres, and the job needs 4.5, so we are 1.5 metres short. "
    "If you can bring the remainder from the same roll or dye lot, we shall carry on straight away. The "
    "price remains £480.00 for the six chairs.\n\nYours faithfully,\nSiôn\nClustog Upholstery",
    EV, [N("Thank you for bringing the fabric in."), S("We have stripped all six seats"),
         S("not able to cover them yet"), S("we received 3 metres"), S("the job needs 4.5"),
         S("we are 1.5 metres short"), S("from the same roll or dye lot"), S("£480.00 for the six chairs")],
    notes="SeatsStripped True; FabricReceived False 3 m of 4.5 m; shortfall 1500m = 1.5 m; total 480.00.",
    inc=["1.5 metres"])
add("w86-035-up-chairs-com-fabric", sc, Q,
    "Mr Prydderch, the seats are stripped and waiting, but we are a metre and a half of fabric short, and "
    "we can't start covering until the full length is here.",
    EV, [S("the seats are stripped and waiting"), S("a metre and a half of fabric short"),
         S("can't start covering until the full length is here")],
    notes="status.fabric.shortfallMetres 1500m = 1.5 m; policy: nothing is covered before the full length.",
    inc=["a metre and a half"])
add("w86-036-up-chairs-com-fabric-qty", sc, Q,
    "Dear Mr Prydderch, we have stripped the six seats and made a start on covering the first two while "
    "we wait for the rest of the fabric. We need a further 1 metre to finish. The price is £80.00 a chair.",
    EV, [S("we have stripped the six seats"),
         C("made a start on covering the first two", "RECORD_STATE_MISMATCH", "NLI_CONTRADICTION"),
         C("a further 1 metre", "VALUE_MISMATCH"), S("£80.00 a chair")],
    errors=["wrong_state", "wrong_quantity"],
    notes="Covered False BLOCKED_ON_FABRIC and policy forbids covering before full length; shortfall 1.5 m.",
    exc=["covering the first two", "a further 1 metre"])
add("w86-037-up-chairs-com-fabric-other", sc, Q,
    "Dear Mr Prydderch, the seats are stripped, and we are waiting on the last 1.5 metres of fabric. The "
    "total for the chairs is £95.00, payable when you collect.",
    EV, [S("the seats are stripped"), S("the last 1.5 metres of fabric"),
         C("total for the chairs is £95.00", "AMOUNT_MISMATCH"),
         I("payable when you collect", "NO_POLICY_EVIDENCE", "CLAIM_WITHOUT_TOOL_EVIDENCE", "NLI_NOT_ENTAILED")],
    errors=["other_record_value", "invented_fact"],
    notes="95.00 is the piano stool job uj-0188; chairs total 480.00; nothing records when payment is due.",
    exc=["£95.00", "payable when you collect"])
add("w86-r09-up-chairs-com-fabric", sc, Q,
    "Dear Mr Prydderch, all six seats are stripped, but we need a further 2.5 metres of fabric before we "
    "can cover them. The price is £480.00 in all.",
    EV, [S("all six seats are stripped"), C("a further 2.5 metres", "VALUE_MISMATCH"), S("£480.00 in all")],
    errors=["wrong_quantity"], notes="shortfallMetres 1500m = 1.5 m (3 of 4.5 received).",
    inc=["1.5 metres|1.5 m|one and a half|a metre and a half|1½", "£480.00|480.00"], exc=["2.5 metres"], repair=True)

# ---------------------------------------------------------------------------
# 10 upholstery: sofa delivery after the clocks go back; delivery charge not waived
# ---------------------------------------------------------------------------
sc = "up-sofa-delivery"
Q = "When is the sofa coming back on Monday, and what do I owe on the day? Is delivery free? Glenys Parri"
NOW = "2026-10-22T10:00:00+01:00"
EV = [
    rec("get_upholsteryjob#uj-0977", {
        "apiVersion": "upholstery.clustog.co.uk/v1", "kind": "UpholsteryJob",
        "metadata": meta("uj-0977-parri-chesterfield", "2b1a0c9d-8e7f-4a6b-9c5d-4e3f2a1b0c9d", "2026-08-17T13:20:00Z",
                         {"customer": "cu-0977"}),
        "spec": {"items": [{"description": "three-seat Chesterfield, deep-buttoned", "quantity": 1}],
                 "price": {"total": "1150.00", "currency": "GBP"}, "deposit": "400.00"},
        "status": {"phase": "ReadyForDelivery",
                   "conditions": [cond("Completed", "True", "QA_PASSED", "2026-10-16T15:00:00Z")],
                   "charges": {"delivery": "35.00", "deliveryWaived": False, "waiverReason": "BELOW_THRESHOLD"},
                   "balanceOnDelivery": "785.00"}}),
    rec("get_deliverybooking#db-0977", {
        "apiVersion": "upholstery.clustog.co.uk/v1", "kind": "DeliveryBooking",
        "metadata": meta("db-0977", "5e4d3c2b-1a0f-4e9d-8c7b-6a5f4e3d2c1b", "2026-10-19T09:30:00Z",
                         {"job": "uj-0977"}),
        "spec": {"slot": {"startUnix": ep("2026-10-26 10:00"), "endUnix": ep("2026-10-26 12:00")},
                 "distanceMiles": "14", "crew": 2},
        "status": {"phase": "Scheduled"}}),
    pol("policy#delivery",
        "We collect and deliver with our own van and two-person crew. The delivery charge is £35 within 25 "
        "miles of the workshop. It is waived on jobs of £1,200 or more. Any balance is paid on delivery, by "
        "card or bank transfer."),
]
add("w86-038-up-sofa-delivery", sc, Q,
    "Dear Mrs Parri,\n\nYour Chesterfield will be delivered on Monday 26 October between 10 am and midday "
    "by our two-man crew. "
    "Delivery is £35.00, as free delivery applies only to jobs of £1,200 or more. With your £400.00 deposit "
    "already paid, the balance on the day is £785.00.\n\nWith kind regards,\nSiôn",
    EV, [S("delivered on Monday 26 October between 10 am and midday"), S("our two-man crew"),
         S("Delivery is £35.00"), S("free delivery applies only to jobs of £1,200 or more"),
         S("your £400.00 deposit already paid"), S("the balance on the day is £785.00")],
    now=NOW,
    notes="slot 10:00-12:00 GMT on 26 Oct (after 25 Oct change); charges.delivery 35.00 not waived; "
          "1150-400+35 = 785 (balanceOnDelivery).",
    inc=["£785.00", "26 October"])
add("w86-039-up-sofa-delivery", sc, Q,
    "Mrs Parri, it's Monday between 10:00 and 12:00. There's a £35 delivery charge (your job is under the "
    "£1,200 mark), so £785.00 is due on the day, by card or transfer.",
    EV, [S("it's Monday between 10:00 and 12:00"), S("There's a £35 delivery charge"),
         S("your job is under the £1,200 mark"), S("£785.00 is due on the day"), S("by card or transfer")],
    now=NOW, notes="Slot epoch in GMT; waiver threshold and payment methods in policy; balanceOnDelivery.",
    inc=["£785.00"])
add("w86-040-up-sofa-delivery-cond", sc, Q,
    "Dear Mrs Parri, we'll bring the sofa on Monday 26 October between 10 am and 12 noon. As your job is over "
    "£1,000, delivery is free of charge, so you will owe just £750.00 on the day.",
    EV, [S("Monday 26 October between 10 am and 12 noon"), C("delivery is free of charge", "VALUE_MISMATCH",
                                                             "NLI_CONTRADICTION"),
         C("you will owe just £750.00", "AMOUNT_MISMATCH")],
    now=NOW, errors=["condition_unmet", "wrong_amount"],
    notes="Waiver needs £1,200 or more; deliveryWaived false; balanceOnDelivery 785.00.",
    exc=["delivery is free of charge", "£750.00"])
add("w86-041-up-sofa-delivery-tz", sc, Q,
    "Dear Mrs Parri, your Chesterfield is ready, and we'll deliver it on Monday 26 October between 11 am and "
    "1 pm. The balance on delivery is £785.00, including the £35.00 delivery charge.",
    EV, [S("your Chesterfield is ready"), C("between 11 am and 1 pm", "VALUE_MISMATCH", "DATE_MISMATCH"),
         S("The balance on delivery is £785.00"), S("including the £35.00 delivery charge")],
    now=NOW, errors=["unit_conversion"],
    notes="Slot epoch is 10:00-12:00 GMT on 26 Oct; 11-1 applies the summer-time offset after the change.",
    exc=["between 11 am and 1 pm"])
add("w86-r10-up-sofa-delivery", sc, Q,
    "Dear Mrs Parri, delivery is on Monday 26 October between 10 am and 12 noon. The delivery charge of £35.00 "
    "applies, and the balance on the day is £1,185.00.",
    EV, [S("Monday 26 October between 10 am and 12 noon"), S("delivery charge of £35.00"),
         C("balance on the day is £1,185.00", "AMOUNT_MISMATCH")],
    now=NOW, errors=["wrong_arithmetic"], notes="Deposit of 400.00 not deducted; balanceOnDelivery 785.00.",
    inc=["£785.00|785.00|£785", "26 October|26/10"], exc=["£1,185.00"], repair=True)

# ---------------------------------------------------------------------------
# 11 upholstery: backordered fabric (revised ETA, cancellation condition)
# ---------------------------------------------------------------------------
sc = "up-fabric-backorder"
Q = "The wingback was meant to be done by now. What is happening, and can I cancel and get my deposit back? Bethan Roderick"
NOW = "2026-06-15T09:40:00+01:00"
EV = [
    rec("get_upholsteryjob#uj-0520", {
        "apiVersion": "upholstery.clustog.co.uk/v1", "kind": "UpholsteryJob",
        "metadata": meta("uj-0520-roderick-wingback", "7a6b5c4d-3e2f-4a1b-8c0d-9e8f7a6b5c4d", "2026-05-20T14:10:00Z",
                         {"customer": "cu-0520"}, {"clustog.co.uk/fabric-order": "fo-1185"}),
        "spec": {"items": [{"description": "wingback armchair", "quantity": 1}],
                 "fabric": {"name": "Derwen Weave wool check", "colour": "SLATE", "lengthMetres": "6500m"},
                 "price": {"total": "720.00", "deposit": "250.00", "currency": "GBP"},
                 "workAfterFabric": "P10D"},
        "status": {"phase": "OnHold",
                   "conditions": [cond("FabricReceived", "False", "SUPPLIER_BACKORDER", "2026-06-01T10:00:00Z"),
                                  cond("FrameRepaired", "True", "DONE", "2026-06-05T16:00:00Z")]}}),
    rec("get_fabricorder#fo-1185", {
        "apiVersion": "upholstery.clustog.co.uk/v1", "kind": "FabricOrder",
        "metadata": meta("fo-1185", "3c2b1a0f-9e8d-4c7b-a6f5-e4d3c2b1a0f9", "2026-05-21T08:00:00Z",
                         {"job": "uj-0520"}, {"clustog.co.uk/previous-eta": "2026-06-12"}, generation=2),
        "spec": {"supplier": "Derwen Weave", "lengthMetres": "6500m"},
        "status": {"observedGeneration": 2, "phase": "Backordered", "eta": "2026-07-03",
                   "orderedOn": "2026-05-21"}}),
    pol("policy#backorder",
        "Fabrics sometimes go on backorder at the mill. If a fabric will arrive more than eight weeks after we "
        "ordered it, you may choose a different fabric at no extra cost or cancel with your deposit returned in "
        "full. Otherwise the deposit is held against the work already carried out. We finish most pieces "
        "within ten days of the fabric arriving."),
]
add("w86-042-up-fabric-backorder", sc, Q,
    "Dear Mrs Roderick,\n\nI am sorry for the wait. The frame repairs are done, but the mill has put the slate "
    "wool check on backorder, and it is now expected on 3 July. We should finish your chair within ten days "
    "of it arriving. As the fabric will reach us about six weeks after we ordered it on 21 May, the full "
    "refund on cancellation does not apply, as that is reserved for delays of more than eight weeks.\n\n"
    "Yours sincerely,\nSiôn",
    EV, [S("The frame repairs are done"), S("on backorder"), S("now expected on 3 July"),
         S("within ten days of it arriving"), S("ordered it on 21 May"),
         S("the full refund on cancellation does not apply"), S("delays of more than eight weeks")],
    notes="FrameRepaired True; fo-1185 Backordered eta 2026-07-03, orderedOn 2026-05-21 (about 6 weeks); "
          "policy: full deposit refund only if more than eight weeks; P10D.",
    inc=["3 July"])
add("w86-043-up-fabric-backorder", sc, Q,
    "Mrs Roderick, the fabric is backordered with a revised delivery date of 03/07/2026, and the chair should "
    "be finished ten days after that. Because the wait is under eight weeks from ordering, the deposit stays "
    "held against the frame work already done.",
    EV, [S("revised delivery date of 03/07/2026"), S("finished ten days after that"),
         S("the wait is under eight weeks from ordering"), S("the deposit stays held against the frame work")],
    notes="eta 3 July; 21 May to 3 July is 43 days; policy's otherwise clause.",
    inc=["03/07/2026"])
add("w86-044-up-fabric-backorder-stale", sc, Q,
    "Dear Mrs Roderick, the frame is repaired, and the wool check is due from the mill on 12 June. We will "
    "finish the chair within ten days of its arrival.",
    EV, [S("the frame is repaired"), C("due from the mill on 12 June", "DATE_MISMATCH"),
         S("within ten days of its arrival")],
    now=NOW, errors=["stale_value"],
    notes="12 June is the previous-eta annotation; the current status.eta is 2026-07-03.",
    exc=["on 12 June"])
add("w86-045-up-fabric-backorder-cond", sc, Q,
    "Dear Mrs Roderick,\n\nThe fabric is on backorder until 3 July. Because of this delay you are entitled to "
    "cancel and have your £250.00 deposit returned in full, or to choose another fabric at no extra "
    "cost.\n\nKind regards,\nSiôn",
    EV, [S("on backorder until 3 July"),
         C("you are entitled to cancel and have your £250.00 deposit returned in full", "NLI_CONTRADICTION",
           "VALUE_MISMATCH"),
         C("or to choose another fabric at no extra cost", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
    errors=["condition_unmet", "condition_unmet"],
    notes="Ordered 21 May, eta 3 July: under eight weeks, so neither option of the backorder policy applies.",
    exc=["returned in full", "choose another fabric at no extra cost"])
add("w86-r11-up-fabric-backorder", sc, Q,
    "Dear Mrs Roderick, the frame repairs are complete and the fabric is now due on 3 July. We finish most "
    "pieces within five days of the fabric arriving.",
    EV, [S("frame repairs are complete"), S("now due on 3 July"),
         C("within five days of the fabric arriving", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
    errors=["wrong_period"], notes="workAfterFabric P10D and policy: ten days.",
    inc=["ten days|10 days", "3 July|03/07"], exc=["within five days"], repair=True)

# ---------------------------------------------------------------------------
# 12 upholstery: footstool guarantee claim, collection escalated
# ---------------------------------------------------------------------------
sc = "up-footstool-guarantee"
Q = "Two buttons have come off the footstool you re-covered. Is that under guarantee, and can you collect it? Alwyn Pugh"
NOW = "2026-04-08T14:25:00+01:00"
EV = [
    rec("get_upholsteryjob#uj-0733", {
        "apiVersion": "upholstery.clustog.co.uk/v1", "kind": "UpholsteryJob",
        "metadata": meta("uj-0733-pugh-footstool", "9c8b7a6f-5e4d-4c3b-a2a1-f0e9d8c7b6a5", "2025-08-28T10:00:00Z",
                         {"customer": "cu-0733"}),
        "spec": {"items": [{"description": "buttoned footstool", "quantity": 1}],
                 "price": {"total": "165.00", "currency": "GBP"}},
        "status": {"phase": "Completed", "completedOn": "2025-09-15",
                   "guarantee": {"term": "P2Y", "expires": "2027-09-15", "covers": ["STITCHING", "SPRINGING",
                                                                                     "WEBBING", "BUTTONING"]}}}),
    refused("book_collection#call-7", "book_collection", "ESCALATE", {"job": "uj-0733", "reason": "GUARANTEE"},
            "NEEDS_WORKSHOP_MANAGER_REVIEW"),
    pol("policy#guarantee",
        "Our workmanship is guaranteed for two years from completion. The guarantee covers stitching, "
        "springing, webbing and buttoning; it does not cover wear to the fabric, fading or damage by pets. "
        "Guarantee repairs are free, and we ask for photographs before arranging a collection."),
]
add("w86-046-up-footstool-guarantee", sc, Q,
    "Dear Mr Pugh,\n\nI am sorry to hear about the buttons. Your footstool was finished on 15 September 2025, "
    "so it is well within our two-year guarantee, which runs until 15 September 2027 and covers buttoning. "
    "The repair will be free. I have passed your request for a collection to our workshop manager, who must "
    "approve it; if you could send us a photograph or two, that would help.\n\nYours sincerely,\nSiôn",
    EV, [S("finished on 15 September 2025"), S("runs until 15 September 2027"), S("covers buttoning"),
         S("The repair will be free"), S("passed your request for a collection to our workshop manager"),
         S("send us a photograph or two")],
    notes="completedOn and guarantee.expires; covers BUTTONING; policy: free repairs, photographs first; "
          "book_collection was ESCALATED.",
    inc=["15 September 2027"])
add("w86-047-up-footstool-guarantee", sc, Q,
    "Yes, Mr Pugh: loose buttoning is covered, and your guarantee is good until 15/09/2027. The collection "
    "is with our workshop manager for approval; please email us photographs meanwhile.",
    EV, [S("loose buttoning is covered"), S("good until 15/09/2027"), S("The collection is with our workshop "
                                                                        "manager for approval"),
         S("please email us photographs")],
    notes="guarantee.covers and expires; escalated book_collection call; photo rule in policy.",
    inc=["15/09/2027"])
add("w86-048-up-footstool-guarantee-booked", sc, Q,
    "Dear Mr Pugh, buttoning is covered by our guarantee, so there will be no charge. I have booked our van "
    "to collect the footstool on Tuesday next week.",
    EV, [S("buttoning is covered by our guarantee"), S("there will be no charge"),
         C("I have booked our van to collect the footstool", "NOT_EXECUTED")],
    now=NOW, errors=["refused_call_effect"],
    notes="book_collection#call-7 was escalated, not executed.", exc=["I have booked our van"])
add("w86-049-up-footstool-guarantee-perk", sc, Q,
    "Dear Mr Pugh, the buttons are covered, as your guarantee runs until 15 September 2027. It also covers "
    "any wear to the fabric, so we can look at the scuffed corner at the same time. Your collection request "
    "has gone to the workshop manager.",
    EV, [S("guarantee runs until 15 September 2027"), S("the buttons are covered"),
         C("It also covers any wear to the fabric", "NLI_CONTRADICTION", "VALUE_MISMATCH"),
         I("look at the scuffed corner at the same time", "CLAIM_WITHOUT_TOOL_EVIDENCE"),
         S("has gone to the workshop manager")],
    errors=["unlisted_perk", "invented_promise"],
    notes="Policy excludes fabric wear and covers lists no FABRIC; no record of a scuffed corner or extra work.",
    exc=["covers any wear to the fabric", "scuffed corner"])
add("w86-r12-up-footstool-guarantee", sc, Q,
    "Dear Mr Pugh, loose buttons are covered, and your guarantee runs until 15 September 2026. Your "
    "collection request has gone to our workshop manager for approval.",
    EV, [S("loose buttons are covered"), C("runs until 15 September 2026", "DATE_MISMATCH"),
         S("gone to our workshop manager for approval")],
    errors=["wrong_date"], notes="guarantee.expires 2027-09-15 (P2Y from 2025-09-15).",
    inc=["15 September 2027|15/09/2027|September 2027", "workshop manager"], exc=["15 September 2026"], repair=True)

# ---------------------------------------------------------------------------
# 13 clocks: longcase movement overhaul on test
# ---------------------------------------------------------------------------
sc = "cl-longcase-test"
Q = "Is my grandfather clock finished? I'd like to collect it this weekend. Morfudd Eynon"
NOW = "2026-09-24T16:00:00+01:00"
EV = [
    rec("get_clockjob#ck-1146", {
        "apiVersion": "clocks.amserydd.cymru/v1beta1", "kind": "ClockJob",
        "metadata": meta("ck-1146-eynon-longcase", "d4c3b2a1-f0e9-4d8c-b7a6-958473625140", "2026-08-10T10:30:00Z",
                         {"customer": "cu-1146", "type": "longcase"},
                         {"amserydd.cymru/maker": "attrib. Thomas Lloyd, Carmarthen, c.1790"}),
        "spec": {"work": ["STRIP_AND_CLEAN", "REBUSH_PIVOT_HOLES", "NEW_GUT_LINES", "TEST_RUN"],
                 "testRun": {"duration": "P14D"}, "price": {"total": "640.00", "currency": "GBP"},
                 "handover": "CUSTOMER_COLLECTS"},
        "status": {"phase": "Testing",
                   "conditions": [cond("Cleaned", "True", "DONE", "2026-09-08T15:00:00Z"),
                                  cond("Rebushed", "True", "DONE", "2026-09-15T15:00:00Z"),
                                  cond("TestPassed", "Unknown", "ON_TEST", "2026-09-21T08:00:00Z")],
                   "testRun": {"startedAt": "2026-09-21T08:00:00Z", "rateSecondsPerDay": "-8",
                               "strikeCheck": "OK"},
                   "earliestCollection": "2026-10-05"}}),
    pol("policy#testing",
        "Every overhauled movement runs on our test stand for a full fourteen days before it leaves us, and we "
        "regulate it during that time. A clock cannot be collected while it is on test. We will set up a "
        "longcase clock in your home for a separate visit fee."),
]
add("w86-050-cl-longcase-test", sc, Q,
    "Dear Mrs Eynon,\n\nThe movement has been cleaned and rebushed, and it went on our test stand on Monday "
    "21 September at 9 am. It must run there for a full fourteen days, so I am afraid it cannot be collected "
    "this weekend; the earliest day will be Monday 5 October. At present it is losing about eight seconds a "
    "day, which we shall regulate out during the test, and the strike is correct.\n\nYours faithfully,\n"
    "Ieuan Amserydd",
    EV, [S("cleaned and rebushed"), S("on our test stand on Monday 21 September at 9 am"),
         S("run there for a full fourteen days"), S("cannot be collected this weekend"),
         S("the earliest day will be Monday 5 October"), S("losing about eight seconds a day"),
         S("we shall regulate out during the test"), S("the strike is correct")],
    now=NOW,
    notes="startedAt 08:00Z = 09:00 BST; P14D; earliestCollection 2026-10-05; rate -8 s/day; strikeCheck OK.",
    inc=["5 October"])
add("w86-051-cl-longcase-test", sc, Q,
    "Not this weekend, I'm sorry, Mrs Eynon: the clock is on its fourteen-day test run and can be collected "
    "from 05/10/2026. The balance is £640.00.",
    EV, [S("on its fourteen-day test run"), S("can be collected from 05/10/2026"), S("The balance is £640.00")],
    now=NOW, notes="phase Testing; earliestCollection; price.total 640.00 (no payment recorded).",
    inc=["05/10/2026"])
add("w86-052-cl-longcase-test-period", sc, Q,
    "Dear Mrs Eynon, the movement is cleaned and rebushed and has been on test since 21 September. Our test "
    "runs for seven days, so it will be ready to collect on Monday 28 September. It is gaining about eight "
    "seconds a day at present.",
    EV, [S("cleaned and rebushed"), S("on test since 21 September"),
         C("Our test runs for seven days", "NLI_CONTRADICTION", "VALUE_MISMATCH"),
         C("ready to collect on Monday 28 September", "DATE_MISMATCH"),
         C("gaining about eight seconds a day", "VALUE_MISMATCH")],
    now=NOW, errors=["wrong_period", "wrong_date", "wrong_value"],
    notes="P14D and policy fourteen days; earliestCollection 5 Oct; rateSecondsPerDay -8 means losing.",
    exc=["seven days", "28 September", "gaining about eight seconds"])
add("w86-053-cl-longcase-test-promise", sc, Q,
    "Dear Mrs Eynon, your clock is on its fourteen-day test and can be collected from Monday 5 October. "
    "As a thank-you for waiting, we will deliver it and set it up in your hall at no charge.",
    EV, [S("on its fourteen-day test"), S("collected from Monday 5 October"),
         CI("we will deliver it and set it up in your hall at no charge", "NLI_CONTRADICTION",
            "CLAIM_WITHOUT_TOOL_EVIDENCE", "NO_POLICY_EVIDENCE")],
    now=NOW, errors=["invented_promise"],
    notes="handover CUSTOMER_COLLECTS; policy says home set-up carries a separate visit fee.",
    exc=["at no charge"])
add("w86-r13-cl-longcase-test", sc, Q,
    "Dear Mrs Eynon, the clock went on test on 21 September at 8 am and must run for fourteen days, so it can "
    "be collected from Monday 5 October.",
    EV, [C("on 21 September at 8 am", "VALUE_MISMATCH", "DATE_MISMATCH"), S("must run for fourteen days"),
         S("collected from Monday 5 October")],
    now=NOW, errors=["unit_conversion"], notes="startedAt 08:00Z is 9 am BST.",
    inc=["9 am|9:00|09:00|nine", "5 October|05/10"], exc=["at 8 am"], repair=True)

# ---------------------------------------------------------------------------
# 14 clocks: carriage clock quote options
# ---------------------------------------------------------------------------
sc = "cl-carriage-quote"
Q = "Just to check what I agreed to for the carriage clock: does it include a new mainspring, and how long will it take? Trefor Wyn"
NOW = "2026-02-05T13:00:00+00:00"
EV = [
    rec("get_quote#QC-0288", {
        "apiVersion": "clocks.amserydd.cymru/v1beta1", "kind": "Quote",
        "metadata": meta("qc-0288-wyn-carriage", "a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d", "2026-01-28T11:00:00Z",
                         {"customer": "cu-0288"}),
        "spec": {"item": "French carriage clock, repeater, c.1890",
                 "options": [
                     {"code": "A", "name": "CLEAN_AND_SERVICE", "price": "185.00", "duration": "P3W",
                      "includes": ["STRIP_CLEAN", "PIVOT_POLISH", "OIL", "REGULATE"]},
                     {"code": "B", "name": "FULL_RESTORATION", "price": "340.00", "duration": "P6W",
                      "includes": ["STRIP_CLEAN", "PIVOT_POLISH", "NEW_MAINSPRING", "CASE_REGILD", "OIL",
                                   "REGULATE"]}],
                 "validUntil": "2026-02-27", "currency": "GBP"},
        "status": {"phase": "Accepted", "acceptedOption": "A", "acceptedAt": "2026-02-02T17:45:00Z",
                   "conditions": [cond("Accepted", "True", "EMAIL", "2026-02-02T17:45:00Z")]}}),
    pol("policy#quotes",
        "Quotes are valid for thirty days. Should we find, once the movement is apart, that a part needs "
        "replacing that the quote did not include, we stop and ask you before doing any further work. "
        "All clock work is guaranteed for one year."),
]
add("w86-055-cl-carriage-quote", sc, Q,
    "Dear Mr Wyn,\n\nYou accepted option A, the clean and service, at £185.00. That covers stripping and "
    "cleaning the movement, polishing the pivots, oiling and regulating, but not a new mainspring, which was "
    "part of the full restoration (option B). The service takes about three weeks. Should we find the spring "
    "needs replacing, we shall stop and ask you first.\n\nYours faithfully,\nIeuan",
    EV, [S("You accepted option A, the clean and service, at £185.00"),
         S("stripping and cleaning the movement, polishing the pivots, oiling and regulating"),
         S("but not a new mainspring"), S("part of the full restoration (option B)"), S("about three weeks"),
         S("we shall stop and ask you first")],
    notes="acceptedOption A (185.00, P3W, includes list without NEW_MAINSPRING); option B includes it; policy.",
    inc=["£185.00", "three weeks"])
add("w86-056-cl-carriage-quote", sc, Q,
    "Mr Wyn, you chose the £185 clean and service, which does not include a mainspring; allow 3 weeks.",
    EV, [S("you chose the £185 clean and service"), S("does not include a mainspring"), S("allow 3 weeks")],
    notes="Option A, P3W, no NEW_MAINSPRING.", inc=["£185"])
add("w86-057-cl-carriage-quote", sc, Q,
    "Dear Mr Wyn, your acceptance of option A was received on 2 February. A new mainspring is not included in "
    "that option; the work is expected to take around three weeks and carries our one-year guarantee.",
    EV, [S("acceptance of option A was received on 2 February"), S("A new mainspring is not included"),
         S("around three weeks"), S("carries our one-year guarantee")],
    notes="acceptedAt 2026-02-02; includes list; P3W; policy one-year guarantee.", inc=["three weeks"])
add("w86-058-cl-carriage-quote-perk", sc, Q,
    "Dear Mr Wyn,\n\nYou accepted option A at £185.00, and I am glad to say a new mainspring is included, so "
    "the clock should run the full eight days again. The work takes about three weeks.\n\nYours,\nIeuan",
    EV, [S("You accepted option A at £185.00"), C("a new mainspring is included", "VALUE_MISMATCH"),
         I("run the full eight days again", "CLAIM_WITHOUT_TOOL_EVIDENCE", "NLI_NOT_ENTAILED", "NO_POLICY_EVIDENCE"),
         S("about three weeks")],
    errors=["unlisted_perk", "invented_fact"],
    notes="Option A includes no NEW_MAINSPRING; no record or passage gives an eight-day run.",
    exc=["a new mainspring is included", "full eight days"])
add("w86-059-cl-carriage-quote-other", sc, Q,
    "Dear Mr Wyn, you accepted the clean and service, at £340.00. It does not include a new mainspring, and "
    "it should take about six weeks.",
    EV, [S("you accepted the clean and service"), C("at £340.00", "AMOUNT_MISMATCH"),
         S("does not include a new mainspring"), C("about six weeks", "VALUE_MISMATCH")],
    errors=["other_record_value", "other_record_value"],
    notes="340.00 and P6W belong to option B; accepted option A is 185.00 and P3W.",
    exc=["£340.00", "about six weeks"])
add("w86-r14-cl-carriage-quote", sc, Q,
    "Dear Mr Wyn, you accepted option A, the clean and service, at £185.00. It does not include a new "
    "mainspring, and our clock work is guaranteed for two years.",
    EV, [S("option A, the clean and service, at £185.00"), S("does not include a new mainspring"),
         C("guaranteed for two years", "NLI_CONTRADICTION")],
    errors=["wrong_period"], notes="Policy: one year.",
    inc=["one year|1 year|one-year|12 months", "£185.00|185.00"], exc=["two years"], repair=True)

# ---------------------------------------------------------------------------
# 15 clocks: home set-up visit just after the clocks go forward
# ---------------------------------------------------------------------------
sc = "cl-home-visit"
Q = "What time is the clockmaker coming to set up the longcase, and what will the visit cost? Elen Caradog"
NOW = "2026-03-26T17:30:00+00:00"
EV = [
    rec("get_homevisit#hv-0331", {
        "apiVersion": "clocks.amserydd.cymru/v1beta1", "kind": "HomeVisit",
        "metadata": meta("hv-0331-caradog", "b2c3d4e5-f6a7-4b8c-9d0e-1f2a3b4c5d6e", "2026-03-20T12:00:00Z",
                         {"customer": "cu-0331", "job": "ck-1099"}),
        "spec": {"purpose": "SET_UP_LONGCASE", "arrivalUnix": ep("2026-03-31 14:00"),
                 "allowance": "PT1H30M", "technician": "Ieuan"},
        "status": {"phase": "Confirmed",
                   "charges": {"visitFee": "45.00",
                               "mileage": {"miles": "18", "ratePerMile": "0.45", "amount": "8.10"},
                               "total": "53.10", "currency": "GBP"}}}),
    rec("get_clockjob#ck-1099", {
        "apiVersion": "clocks.amserydd.cymru/v1beta1", "kind": "ClockJob",
        "metadata": meta("ck-1099-caradog-longcase", "c3d4e5f6-a7b8-4c9d-8e1f-2a3b4c5d6e7f", "2026-01-12T09:00:00Z",
                         {"customer": "cu-0331"}),
        "spec": {"price": {"total": "590.00", "currency": "GBP"}},
        "status": {"phase": "Paid", "paidAt": "2026-03-19T10:00:00Z"}}),
    pol("policy#visits",
        "Home visits are charged at a £45 fee plus mileage at 45p a mile, payable to the clockmaker on the day. "
        "Setting up a longcase clock usually takes an hour to an hour and a half: levelling the case, hanging "
        "the weights and pendulum, and setting the beat. Please make sure the clock stands where it is to "
        "stay."),
]
add("w86-060-cl-home-visit", sc, Q,
    "Dear Mrs Caradog,\n\nIeuan will call on Tuesday 31 March at 2 pm; please remember the clocks go forward "
    "on the Sunday before. Setting up should take no more than an hour and a half. The visit costs £53.10, "
    "that is the £45.00 fee and £8.10 for 18 miles, payable to him on the day.\n\nKind regards,\nAmserydd "
    "Clocks",
    EV, [S("Ieuan will call on Tuesday 31 March at 2 pm"), S("no more than an hour and a half"),
         S("The visit costs £53.10"), S("the £45.00 fee and £8.10 for 18 miles"), S("payable to him on the day")],
    now=NOW,
    notes="arrivalUnix is 31 March 14:00 BST; PT1H30M; charges.total 53.10 = 45.00 + 8.10 (18 x 0.45).",
    inc=["2 pm", "£53.10"])
add("w86-061-cl-home-visit", sc, Q,
    "Mrs Caradog, it's 14:00 next Tuesday (31/03), and the charge will be fifty-three pounds ten, paid on the "
    "day. Please have the clock standing where it is to stay.",
    EV, [S("it's 14:00 next Tuesday (31/03)"), S("fifty-three pounds ten"), S("paid on the day"),
         S("standing where it is to stay")],
    now=NOW, notes="arrivalUnix 14:00 BST on 31 March; total 53.10; policy.", inc=["14:00"])
add("w86-062-cl-home-visit-tz", sc, Q,
    "Dear Mrs Caradog, Ieuan will be with you on Tuesday 31 March at 1 pm to set up the clock, which takes "
    "about an hour and a half. The visit fee is £45.00 and the mileage £8.10.",
    EV, [C("Tuesday 31 March at 1 pm", "VALUE_MISMATCH", "DATE_MISMATCH"), S("about an hour and a half"),
         S("The visit fee is £45.00"), S("the mileage £8.10")],
    now=NOW, errors=["unit_conversion"],
    notes="arrivalUnix is 13:00 UTC = 14:00 BST (after the 29 March change); 1 pm is UTC.",
    exc=["at 1 pm"])
add("w86-063-cl-home-visit-arith", sc, Q,
    "Dear Mrs Caradog, Ieuan will call on Tuesday 31 March at 2 pm. The charge is the £45.00 visit fee plus "
    "18 miles at 45p, £51.30 in all, and we have already taken it with the payment for your clock.",
    EV, [S("Tuesday 31 March at 2 pm"), S("the £45.00 visit fee plus 18 miles at 45p"),
         C("£51.30 in all", "AMOUNT_MISMATCH"),
         CI("we have already taken it with the payment for your clock", "NLI_CONTRADICTION",
            "RECORD_STATE_MISMATCH", "CLAIM_WITHOUT_TOOL_EVIDENCE")],
    now=NOW, errors=["wrong_arithmetic", "other_record_value"],
    notes="45.00 + 8.10 = 53.10; the clock job ck-1099 is paid, but visit charges are paid on the day.",
    exc=["£51.30", "already taken it with the payment"])
add("w86-r15-cl-home-visit", sc, Q,
    "Dear Mrs Caradog, Ieuan will call on Tuesday 31 March at 2 pm. The visit will cost £53.10, payable on "
    "the day, and setting up usually takes about three hours.",
    EV, [S("Tuesday 31 March at 2 pm"), S("cost £53.10, payable on the day"),
         C("about three hours", "VALUE_MISMATCH", "NLI_CONTRADICTION")],
    now=NOW, errors=["wrong_period"], notes="allowance PT1H30M; policy an hour to an hour and a half.",
    inc=["hour and a half|1.5 hours|90 minutes|1½ hours|an hour to", "£53.10|53.10"], exc=["three hours"],
    repair=True)

# ---------------------------------------------------------------------------
# 16 clocks: bracket clock waiting on a variation approval (generation not observed)
# ---------------------------------------------------------------------------
sc = "cl-bracket-variation"
Q = "Why has work stopped on my bracket clock, and what will it cost now? Gwilym Bowen"
NOW = "2026-11-12T10:00:00+00:00"
EV = [
    rec("get_clockjob#ck-1302", {
        "apiVersion": "clocks.amserydd.cymru/v1beta1", "kind": "ClockJob",
        "metadata": meta("ck-1302-bowen-bracket", "e5f6a7b8-c9d0-4e1f-a2b3-c4d5e6f7a8b9", "2026-10-20T14:00:00Z",
                         {"customer": "cu-1302", "type": "bracket"}, generation=2),
        "spec": {"work": ["STRIP_AND_CLEAN", "REPLACE_FUSEE_CHAIN"],
                 "price": {"agreed": "230.00", "variations": [
                     {"id": "VAR-1", "item": "new fusee chain", "amount": "68.00", "approval": "PENDING"}],
                     "currency": "GBP"}},
        "status": {"observedGeneration": 1, "phase": "OnHold",
                   "conditions": [cond("Dismantled", "True", "DONE", "2026-11-02T11:00:00Z"),
                                  cond("VariationApproved", "Unknown", "AWAITING_CUSTOMER",
                                       "2026-11-04T09:15:00Z", "fusee chain has two cracked links")],
                   "priceIfApproved": "298.00"}}),
    pol("policy#quotes-clock",
        "Should we find, once the movement is apart, that a part needs replacing that the quote did not "
        "include, we stop and ask you before doing any further work. Work resumes on the day we receive your "
        "approval."),
]
add("w86-064-cl-bracket-variation", sc, Q,
    "Dear Mr Bowen,\n\nOnce the movement was apart we found two cracked links in the fusee chain, and as a new "
    "chain was not in the original quote we have paused until you approve it. The chain is £68.00, which "
    "would bring the total from £230.00 to £298.00. Work resumes on the day we hear from you.\n\n"
    "Yours faithfully,\nIeuan",
    EV, [S("two cracked links in the fusee chain"), S("we have paused until you approve it"),
         S("The chain is £68.00"), S("from £230.00 to £298.00"), S("Work resumes on the day we hear from you")],
    notes="VariationApproved Unknown AWAITING_CUSTOMER with message; VAR-1 68.00 PENDING; 230+68 = 298.",
    inc=["£298.00"])
add("w86-065-cl-bracket-variation", sc, Q,
    "Mr Bowen, we're waiting for your go-ahead on a new fusee chain at £68.00 (total then £298.00); the "
    "clock is dismantled and will be picked up again as soon as you approve.",
    EV, [S("waiting for your go-ahead on a new fusee chain at £68.00"), S("total then £298.00"),
         S("the clock is dismantled"), S("picked up again as soon as you approve")],
    notes="VariationApproved pending; Dismantled True; priceIfApproved.", inc=["£68.00"])
add("w86-066-cl-bracket-variation-state", sc, Q,
    "Dear Mr Bowen, thank you for approving the new fusee chain. Work has now resumed, and the total comes to "
    "£298.00.",
    EV, [C("thank you for approving the new fusee chain", "RECORD_STATE_MISMATCH"),
         C("Work has now resumed", "RECORD_STATE_MISMATCH"), S("the total comes to £298.00")],
    errors=["wrong_state", "wrong_state"],
    notes="VAR-1 approval PENDING, VariationApproved Unknown, phase OnHold.",
    exc=["thank you for approving", "Work has now resumed"])
add("w86-067-cl-bracket-variation-arith", sc, Q,
    "Dear Mr Bowen, the fusee chain has two cracked links and we await your approval for a new one at £68.00. "
    "That would bring your total to £288.00.",
    EV, [S("two cracked links"), S("a new one at £68.00"), C("bring your total to £288.00", "AMOUNT_MISMATCH")],
    errors=["wrong_arithmetic"], notes="230.00 + 68.00 = 298.00 (priceIfApproved).", exc=["£288.00"])
add("w86-r16-cl-bracket-variation", sc, Q,
    "Dear Mr Bowen, we have paused because the fusee chain has three cracked links; a new chain is £68.00, "
    "making £298.00 in all, if you approve.",
    EV, [C("three cracked links", "VALUE_MISMATCH"), S("a new chain is £68.00"), S("making £298.00 in all")],
    errors=["wrong_quantity"], notes="Condition message: two cracked links.",
    inc=["two cracked links|2 cracked links|two links", "£298.00|298.00"], exc=["three cracked links"], repair=True)

# ---------------------------------------------------------------------------
# 17 rugs: Persian wash and fringe, priced by area
# ---------------------------------------------------------------------------
sc = "rg-persian-wash"
Q = "How is the Persian rug coming along, and what will the bill be? Ffion Mathias"
NOW = "2026-08-14T11:20:00+01:00"
EV = [
    rec("get_rugjob#rj-2207", {
        "apiVersion": "rugs.gweuwaith.co.uk/v1", "kind": "RugJob",
        "metadata": meta("rj-2207-mathias-heriz", "f6a7b8c9-d0e1-4f2a-b3c4-d5e6f7a8b9c0", "2026-08-03T09:00:00Z",
                         {"customer": "cu-2207"}, {"gweuwaith.co.uk/origin": "Heriz, hand-knotted"}),
        "spec": {"size": {"lengthMetres": "2400m", "widthMetres": "1700m"},
                 "services": [{"code": "HAND_WASH", "ratePerSqMetre": "28.00", "amount": "114.24"},
                              {"code": "FRINGE_REPAIR", "ends": 2, "amount": "65.00"}],
                 "total": "179.24", "currency": "GBP"},
        "status": {"phase": "Drying",
                   "conditions": [cond("Washed", "True", "DONE", "2026-08-11T15:00:00Z"),
                                  cond("Dry", "Unknown", "AIR_DRYING", "2026-08-11T15:00:00Z",
                                       "drying room, about five days"),
                                  cond("FringeRepaired", "False", "AFTER_DRYING", "2026-08-11T15:00:00Z")],
                   "readyBy": "2026-08-21"}}),
    rec("get_quote#rq-2211", {
        "apiVersion": "rugs.gweuwaith.co.uk/v1", "kind": "Quote",
        "metadata": meta("rq-2211-mathias-runner", "0c9b8a7f-6e5d-4c4b-a3a2-918f7e6d5c4b", "2026-08-03T09:20:00Z",
                         {"customer": "cu-2207"}),
        "spec": {"item": "Kilim runner", "services": [{"code": "HAND_WASH", "amount": "46.20"}], "total": "46.20"},
        "status": {"phase": "AwaitingDecision"}}),
    pol("policy#rugs",
        "Hand washing is priced by the rug's area. A washed rug dries slowly in our drying room, usually over "
        "four to six days, and repairs to fringes and edges are made only once it is completely dry. Payment is "
        "due on collection."),
]
add("w86-068-rg-persian-wash", sc, Q,
    "Dear Mrs Mathias,\n\nYour Heriz has been hand washed and is now drying slowly in our drying room. Once it "
    "is quite dry we shall repair both fringe ends, and we expect it to be ready by 21 August. The wash, at "
    "£28.00 a square metre for its 4.08 square metres, comes to £114.24, and the fringe repair is £65.00, so "
    "£179.24 in all, due on collection.\n\nWith kind regards,\nLlinos\nGweuwaith Rug Restoration",
    EV, [S("has been hand washed"), S("is now drying slowly"), S("we shall repair both fringe ends"),
         S("ready by 21 August"), S("£28.00 a square metre for its 4.08 square metres"), S("comes to £114.24"),
         S("the fringe repair is £65.00"), S("£179.24 in all"), S("due on collection")],
    notes="Washed True, Dry Unknown AIR_DRYING, FringeRepaired False AFTER_DRYING, ends 2; 2.4 x 1.7 = 4.08; "
          "amounts and total in spec; payment rule in policy.",
    inc=["£179.24", "21 August"])
add("w86-069-rg-persian-wash", sc, Q,
    "Mrs Mathias, the rug is washed and drying; the fringes will be done once it's dry. Ready by 21/08/2026, "
    "total £179.24.",
    EV, [S("the rug is washed and drying"), S("the fringes will be done once it's dry"),
         S("Ready by 21/08/2026"), S("total £179.24")],
    notes="Conditions; readyBy; spec.total.", inc=["£179.24"])
add("w86-070-rg-persian-wash", sc, Q,
    "Good morning Mrs Mathias: the rug, 2.4 by 1.7 metres, was washed on 11 August and is spending about "
    "five days in the drying room, after which the fringe ends will be repaired. The bill will be one hundred and "
    "seventy-nine pounds twenty-four.",
    EV, [S("2.4 by 1.7 metres"), S("was washed on 11 August"), S("spending about five days in the drying room"),
         S("the fringe ends will be repaired"), S("one hundred and seventy-nine pounds twenty-four")],
    notes="size 2400m x 1700m metres; Washed lastTransitionTime 11 Aug; Dry message about five days.",
    inc=["2.4 by 1.7 metres"])
add("w86-071-rg-persian-wash-arith", sc, Q,
    "Dear Mrs Mathias, your rug has been washed, and the fringes have been repaired already while it dries. "
    "The wash comes to £114.24 and the fringe repair £65.00, £189.24 altogether.",
    EV, [S("your rug has been washed"), C("the fringes have been repaired already", "RECORD_STATE_MISMATCH"),
         S("The wash comes to £114.24"), S("the fringe repair £65.00"),
         C("£189.24 altogether", "AMOUNT_MISMATCH")],
    errors=["wrong_state", "wrong_arithmetic"],
    notes="FringeRepaired False (after drying); 114.24 + 65.00 = 179.24.",
    exc=["fringes have been repaired already", "£189.24"])
add("w86-072-rg-persian-wash-other", sc, Q,
    "Dear Mrs Mathias, the rug is washed and drying, ready by 21 August. The wash itself is £46.20, with the "
    "fringe repair on top.",
    EV, [S("washed and drying, ready by 21 August"), C("The wash itself is £46.20", "AMOUNT_MISMATCH"),
         S("with the fringe repair on top")],
    errors=["other_record_value"], notes="46.20 is the Kilim runner quote rq-2211; this wash is 114.24.",
    exc=["£46.20"])
add("w86-r17-rg-persian-wash", sc, Q,
    "Dear Mrs Mathias, the rug is washed and drying, and the fringe ends will be repaired once it is dry. We "
    "expect it to be ready by 28 August, and the total is £179.24.",
    EV, [S("washed and drying"), S("repaired once it is dry"), C("ready by 28 August", "DATE_MISMATCH"),
         S("the total is £179.24")],
    errors=["wrong_date"], notes="readyBy 2026-08-21.",
    inc=["21 August|21/08|21st August|21st of August", "£179.24|179.24"], exc=["28 August"], repair=True)

# ---------------------------------------------------------------------------
# 18 rugs: moth treatment, no repellent finish ordered
# ---------------------------------------------------------------------------
sc = "rg-moth-treatment"
Q = "Has the moth treatment on my runner finished, and will it stop them coming back? Hywel Jenkins"
NOW = "2026-01-23T15:10:00+00:00"
EV = [
    rec("get_rugjob#rj-1950", {
        "apiVersion": "rugs.gweuwaith.co.uk/v1", "kind": "RugJob",
        "metadata": meta("rj-1950-jenkins-runner", "1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e", "2026-01-02T10:00:00Z",
                         {"customer": "cu-1950"}),
        "spec": {"services": [{"code": "MOTH_FREEZE", "cycle": "P14D", "temperatureCelsius": "-30"},
                              {"code": "HAND_WASH", "amount": "72.00"}],
                 "mothRepellentFinish": False, "total": "132.00", "currency": "GBP"},
        "status": {"phase": "Washing",
                   "conditions": [cond("FreezeComplete", "True", "CYCLE_DONE", "2026-01-19T09:00:00Z"),
                                  cond("Washed", "False", "IN_PROGRESS", "2026-01-19T09:00:00Z")],
                   "mothTreatment": {"startedOn": "2026-01-05", "completedOn": "2026-01-19"},
                   "readyBy": "2026-01-30"}}),
    pol("policy#moth",
        "Freezing at minus thirty degrees for fourteen days kills moth at every stage, from egg to adult. It "
        "does not stop moths returning later. For that we offer a repellent finish at £3 a square metre, "
        "which must be ordered before washing. If moth reappears within twelve months of our treatment, we "
        "re-treat the rug free of charge, provided it has been vacuumed on both sides at least monthly."),
]
add("w86-073-rg-moth-treatment", sc, Q,
    "Dear Mr Jenkins,\n\nYes, the freezing finished on 19 January: fourteen days at minus thirty degrees, "
    "which kills moth at every stage from egg to adult. Your runner is now being washed and should be ready "
    "by 30 January. I should say plainly that freezing does not stop moths returning later; the repellent "
    "finish that would help with that was not ordered. Should moth reappear within twelve months, we will "
    "re-treat it free, so long as it has been vacuumed on both sides at least once a month.\n\nYours "
    "sincerely,\nLlinos",
    EV, [S("the freezing finished on 19 January"), S("fourteen days at minus thirty degrees"),
         S("kills moth at every stage from egg to adult"), S("now being washed"), S("ready by 30 January"),
         S("freezing does not stop moths returning later"), S("was not ordered"),
         S("within twelve months, we will re-treat it free"),
         S("vacuumed on both sides at least once a month")],
    notes="FreezeComplete True 19 Jan; P14D at -30; Washed False IN_PROGRESS; readyBy 30 Jan; "
          "mothRepellentFinish false; policy re-treatment condition.",
    inc=["30 January", "19 January"])
add("w86-074-rg-moth-treatment", sc, Q,
    "Mr Jenkins, the moth treatment ran from 05/01 to 19/01 and is complete; the runner is in the wash now and "
    "due back by 30/01. Freezing won't prevent a later return of moth.",
    EV, [S("ran from 05/01 to 19/01 and is complete"), S("in the wash now"), S("due back by 30/01"),
         S("Freezing won't prevent a later return of moth")],
    notes="mothTreatment dates; Washed IN_PROGRESS; readyBy; policy.", inc=["30/01"])
add("w86-075-rg-moth-treatment", sc, Q,
    "Dear Mr Jenkins, the fourteen-day freeze is finished and the wash is under way, for £132.00 in all. We "
    "re-treat free of charge if moth comes back within a year, provided the runner has been vacuumed on both "
    "sides monthly.",
    EV, [S("the fourteen-day freeze is finished"), S("the wash is under way"), S("£132.00 in all"),
         S("re-treat free of charge if moth comes back within a year"),
         S("vacuumed on both sides monthly")],
    notes="FreezeComplete; Washed in progress; spec.total 132.00; policy.", inc=["£132.00"])
add("w86-076-rg-moth-treatment-extra", sc, Q,
    "Dear Mr Jenkins, the freezing is complete and your runner is now being washed. We have also applied our "
    "moth-repellent finish, so it is protected against a return. Should moth come back within twelve months, "
    "we will re-treat it free of charge whatever the circumstances.",
    EV, [S("the freezing is complete"), S("now being washed"),
         CI("We have also applied our moth-repellent finish", "VALUE_MISMATCH", "CLAIM_WITHOUT_TOOL_EVIDENCE"),
         C("whatever the circumstances", "NLI_CONTRADICTION")],
    errors=["unrecorded_extra", "wrong_policy_condition"],
    notes="mothRepellentFinish false; free re-treatment requires monthly vacuuming on both sides.",
    exc=["applied our moth-repellent finish", "whatever the circumstances"])
add("w86-r18-rg-moth-treatment", sc, Q,
    "Dear Mr Jenkins, the freezing finished on 19 January and the runner is being washed. It should be ready by "
    "30 January. The freeze ran for seven days at minus thirty degrees.",
    EV, [S("finished on 19 January"), S("being washed"), S("ready by 30 January"),
         C("ran for seven days", "VALUE_MISMATCH")],
    errors=["wrong_period"], notes="cycle P14D; policy fourteen days.",
    inc=["fourteen days|14 days|two weeks", "30 January|30/01"], exc=["seven days"], repair=True)

# ---------------------------------------------------------------------------
# 19 rugs: collection reschedule refused inside 48 hours
# ---------------------------------------------------------------------------
sc = "rg-collection-reschedule"
Q = "Can you collect the rug on Saturday instead of tomorrow morning? Sorry for the short notice. Rhian Powell"
NOW = "2026-05-06T18:30:00+01:00"
EV = [
    rec("get_collection#col-3318", {
        "apiVersion": "rugs.gweuwaith.co.uk/v1", "kind": "CollectionBooking",
        "metadata": meta("col-3318-powell", "2d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f6a", "2026-04-29T12:00:00Z",
                         {"customer": "cu-3318", "job": "rj-3318"}),
        "spec": {"window": {"startUnix": ep("2026-05-07 08:00"), "endUnix": ep("2026-05-07 10:00")},
                 "address": {"postcode": "SA31 1XX"}, "crew": 2},
        "status": {"phase": "Scheduled"}}),
    refused("reschedule_collection#call-2", "reschedule_collection", "DENY",
            {"booking": "col-3318", "newDate": "2026-05-09"}, "INSIDE_48H_WINDOW"),
    pol("policy#collections",
        "Collections can be moved free of charge up to 48 hours before the booked window. Inside 48 hours, "
        "changes can only be made by telephoning the workshop, and a £20 rebooking charge applies. We collect "
        "Monday to Friday only."),
]
add("w86-077-rg-collection-reschedule", sc, Q,
    "Dear Mrs Powell,\n\nI am sorry, but I was not able to move tomorrow's collection: it is booked for "
    "Thursday 7 May between 8 and 10 in the morning, and changes inside 48 hours cannot be made online. We "
    "also collect only Monday to Friday, so Saturday would not be possible in any case. If you telephone the "
    "workshop we can find you another weekday, though a £20 rebooking charge applies.\n\nYours sincerely,\n"
    "Llinos",
    EV, [S("I was not able to move tomorrow's collection"), S("Thursday 7 May between 8 and 10 in the morning"),
         S("changes inside 48 hours cannot be made online"), S("collect only Monday to Friday"),
         S("If you telephone the workshop"), S("a £20 rebooking charge applies")],
    now=NOW,
    notes="reschedule_collection DENIED INSIDE_48H_WINDOW; window 08:00-10:00 BST on 7 May; policy.",
    inc=["£20", "7 May"])
add("w86-078-rg-collection-reschedule", sc, Q,
    "Mrs Powell, I couldn't move it: the collection stays at 08:00–10:00 tomorrow. We don't collect at "
    "weekends, and any change now has to be made by phone, with a £20 charge.",
    EV, [S("I couldn't move it"), S("the collection stays at 08:00–10:00 tomorrow"),
         S("We don't collect at weekends"), S("made by phone, with a £20 charge")],
    now=NOW, notes="Refused call; window; policy.", inc=["08:00"])
add("w86-079-rg-collection-reschedule", sc, Q,
    "Good evening Mrs Powell; sadly the move to Saturday was declined, since the request came within 48 hours "
    "of the booking. Our crew of two will call tomorrow, Thursday, between eight and ten.",
    EV, [S("the move to Saturday was declined"), S("within 48 hours of the booking"), S("Our crew of two"),
         S("tomorrow, Thursday, between eight and ten")],
    now=NOW, notes="Refused call args newDate 2026-05-09 (Saturday); crew 2; window.", inc=["eight and ten"])
add("w86-080-rg-collection-reschedule-refused", sc, Q,
    "Dear Mrs Powell, no trouble at all: I have moved your collection to Saturday 9 May, same time, 8 to 10 am. "
    "There is no charge for the change.",
    EV, [C("I have moved your collection to Saturday 9 May", "NOT_EXECUTED"),
         C("There is no charge for the change", "NLI_CONTRADICTION")],
    now=NOW, errors=["refused_call_effect", "wrong_policy_condition"],
    notes="reschedule_collection DENIED; inside 48 hours a £20 charge applies (and no weekend collections).",
    exc=["I have moved your collection", "no charge for the change"])
add("w86-081-rg-collection-reschedule-period", sc, Q,
    "Dear Mrs Powell, I'm afraid I couldn't move the collection, as changes must be made at least 72 hours "
    "ahead. Our van will come tomorrow between 8 and 10 am.",
    EV, [S("I couldn't move the collection"), C("at least 72 hours ahead", "NLI_CONTRADICTION"),
         S("tomorrow between 8 and 10 am")],
    now=NOW, errors=["wrong_period"], notes="Policy: 48 hours.", exc=["72 hours"])
add("w86-r19-rg-collection-reschedule", sc, Q,
    "Dear Mrs Powell, I have rebooked your collection for Saturday morning. Your original slot was tomorrow "
    "between 8 and 10 am.",
    EV, [C("I have rebooked your collection for Saturday", "NOT_EXECUTED"), S("tomorrow between 8 and 10 am")],
    now=NOW, errors=["refused_call_effect"], notes="reschedule_collection was DENIED.",
    inc=["could not|couldn't|unable|not able|declined|was not possible|wasn't possible",
         "8 and 10|8-10|08:00|8 am"], exc=["I have rebooked your collection"], repair=True)

# ---------------------------------------------------------------------------
# 20 rugs: damage assessment report for an insurer
# ---------------------------------------------------------------------------
sc = "rg-insurance-report"
Q = "Has the report for my insurers gone off, and what reference should I give them? Delyth Rees"
NOW = "2026-04-16T10:05:00+01:00"
EV = [
    rec("get_assessment#da-0412", {
        "apiVersion": "rugs.gweuwaith.co.uk/v1", "kind": "DamageAssessment",
        "metadata": meta("da-2026-0412-rees", "3e4f5a6b-7c8d-4e9f-a0b1-c2d3e4f5a6b7", "2026-04-07T13:00:00Z",
                         {"customer": "cu-0412"},
                         {"gweuwaith.co.uk/insurer-claim": "CLM-55810-W"}),
        "spec": {"item": "Ziegler carpet, 3.0 x 2.1 m", "cause": "WATER_ESCAPE", "fee": "75.00",
                 "sendTo": "INSURER_AND_CUSTOMER"},
        "status": {"phase": "Issued", "reportRef": "DA-2026-0412",
                   "findings": {"dyeRun": True, "foundationRot": False,
                                "restorationEstimate": "1380.00", "currency": "GBP"},
                   "sentAt": "2026-04-14T16:20:00Z",
                   "conditions": [cond("FeePaid", "True", "PAID_CARD", "2026-04-07T13:05:00Z"),
                                  cond("InsurerDecision", "Unknown", "NOT_RECEIVED", "2026-04-14T16:20:00Z")]}}),
    pol("policy#assessments",
        "Our written assessment describes the damage, its likely cause and the cost of restoration, and we send "
        "it to you and, if you ask, straight to your insurer. We cannot advise on whether a claim will be "
        "accepted. The assessment fee is deducted from the restoration bill if we go on to do the work."),
]
add("w86-082-rg-insurance-report", sc, Q,
    "Dear Mrs Rees,\n\nYes, the report went to your insurer and to you on Tuesday 14 April at 5.20 pm. Our "
    "reference is DA-2026-0412, and your insurer's claim number is CLM-55810-W. We found the dyes had run but "
    "the foundation has not rotted, and we estimate £1,380.00 to restore the carpet. Should we go on to do the "
    "work, your £75.00 assessment fee will come off the bill.\n\nKind regards,\nLlinos",
    EV, [S("went to your insurer and to you on Tuesday 14 April at 5.20 pm"), S("Our reference is DA-2026-0412"),
         S("claim number is CLM-55810-W"), S("the dyes had run"), S("the foundation has not rotted"),
         S("estimate £1,380.00 to restore"), S("your £75.00 assessment fee will come off the bill")],
    now=NOW,
    notes="sentAt 2026-04-14T16:20Z is 17:20 BST (5.20 pm); reportRef; insurer-claim annotation; findings; fee policy.",
    inc=["DA-2026-0412"])
add("w86-083-rg-insurance-report", sc, Q,
    "Mrs Rees, it was issued and sent on 14/04/2026; quote our reference DA-2026-0412 alongside your claim "
    "number CLM-55810-W. We have not yet heard the insurer's decision.",
    EV, [S("issued and sent on 14/04/2026"), S("our reference DA-2026-0412"), S("claim number CLM-55810-W"),
         S("We have not yet heard the insurer's decision")],
    notes="phase Issued, sentAt; InsurerDecision Unknown NOT_RECEIVED.", inc=["DA-2026-0412"])
add("w86-084-rg-insurance-report", sc, Q,
    "Dear Mrs Rees, the assessment went off to your insurer on 14 April, and the restoration is estimated at "
    "one thousand three hundred and eighty pounds. We cannot say whether the claim will be accepted.",
    EV, [S("went off to your insurer on 14 April"), S("one thousand three hundred and eighty pounds"),
         S("We cannot say whether the claim will be accepted")],
    notes="sentAt 14 April; restorationEstimate 1380.00; policy.",
    inc=["one thousand three hundred and eighty pounds"])
add("w86-085-rg-insurance-report-role", sc, Q,
    "Dear Mrs Rees, the report went to your insurer on 14 April. Our report reference is CLM-55810-W, and the "
    "restoration estimate is £1,380.00. Your insurer has accepted the claim, so we can begin whenever you wish.",
    EV, [S("the report went to your insurer on 14 April"),
         C("Our report reference is CLM-55810-W", "IDENTIFIER_MISMATCH"),
         S("the restoration estimate is £1,380.00"),
         C("Your insurer has accepted the claim", "RECORD_STATE_MISMATCH")],
    errors=["wrong_role", "wrong_state"],
    notes="CLM-55810-W is the insurer's claim number; reportRef is DA-2026-0412; InsurerDecision Unknown.",
    exc=["report reference is CLM-55810-W", "has accepted the claim"])
add("w86-r20-rg-insurance-report", sc, Q,
    "Dear Mrs Rees, the report was sent to your insurer on 14 April under our reference DA-2026-0412. We "
    "estimate £1,830.00 to restore the carpet.",
    EV, [S("sent to your insurer on 14 April"), S("our reference DA-2026-0412"),
         C("estimate £1,830.00", "AMOUNT_MISMATCH")],
    errors=["wrong_amount"], notes="restorationEstimate 1380.00 (digits transposed).",
    inc=["£1,380.00|1,380|1380", "DA-2026-0412"], exc=["£1,830.00"], repair=True)

# ---------------------------------------------------------------------------
# 21 kiln: bisque firing through the night the clocks go forward
# ---------------------------------------------------------------------------
sc = "kf-bisque-clockchange"
Q = "Did my bisque firing go through last night, and when can I pick up my pots? Lowri Haf"
NOW = "2026-03-29T12:00:00+01:00"
EV = [
    rec("get_firingjob#fj-0328", {
        "apiVersion": "kiln.odyn.cymru/v1", "kind": "FiringJob",
        "metadata": meta("fj-0328-haf-bisque", "4f5a6b7c-8d9e-4f0a-b1c2-d3e4f5a6b7c8", "2026-03-21T10:00:00Z",
                         {"member": "none", "customer": "cu-0328", "kiln": "kiln-2"}),
        "spec": {"firingType": "BISQUE", "cone": "04", "shelfShare": "HALF_SHELF", "pieces": 14,
                 "clayWeightKg": "12500m", "price": "18.00", "currency": "GBP"},
        "status": {"phase": "Cooling",
                   "firing": {"startedAt": "2026-03-28T18:00:00Z", "completedAt": "2026-03-29T05:00:00Z",
                              "peakCelsius": "1060"},
                   "readyForCollectionUnix": ep("2026-03-30 10:00"),
                   "conditions": [cond("Loaded", "True", "DONE", "2026-03-28T17:30:00Z"),
                                  cond("Fired", "True", "REACHED_CONE_04", "2026-03-29T05:00:00Z"),
                                  cond("Cooled", "False", "COOLING", "2026-03-29T05:00:00Z"),
                                  cond("Unloaded", "False", "KILN_HOT", "2026-03-29T05:00:00Z")]}}),
    rec("get_firingjob#fj-0408", {
        "apiVersion": "kiln.odyn.cymru/v1", "kind": "FiringJob",
        "metadata": meta("fj-0408-haf-glaze", "5a6b7c8d-9e0f-4a1b-c2d3-e4f5a6b7c8d9", "2026-03-21T10:05:00Z",
                         {"customer": "cu-0328", "kiln": "kiln-1"}),
        "spec": {"firingType": "GLAZE", "cone": "6", "shelfShare": "HALF_SHELF", "price": "24.00",
                 "scheduledStart": "2026-04-08"},
        "status": {"phase": "Booked"}}),
    pol("policy#collection-kiln",
        "We never open a kiln until it has cooled below 100°C, which usually takes a day after a bisque firing. "
        "Work can be collected from the time we give you. Anything left for more than fourteen days is boxed "
        "and stored at £2 a week."),
]
add("w86-086-kf-bisque-clockchange", sc, Q,
    "Dear Lowri,\n\nYes, your bisque firing went through: it reached cone 04 at six o'clock this morning, "
    "British Summer Time, the clocks having gone forward overnight. The kiln is still cooling, and we never "
    "open it above 100°C, so your fourteen pieces will be ready for you from 10 am tomorrow, Monday 30 March. "
    "The half-shelf firing is £18.00.\n\nWarm regards,\nOdyn Kiln Room",
    EV, [S("it reached cone 04 at six o'clock this morning"), S("The kiln is still cooling"),
         S("never open it above 100°C"), S("your fourteen pieces"),
         S("from 10 am tomorrow, Monday 30 March"), S("The half-shelf firing is £18.00")],
    now=NOW,
    notes="completedAt 05:00Z = 06:00 BST on 29 March; Cooled False; readyForCollectionUnix 30 March 10:00; "
          "pieces 14; price 18.00.",
    inc=["30 March", "£18.00"])
add("w86-087-kf-bisque-clockchange", sc, Q,
    "Lowri, it fired fine and finished at 06:00; collection from 10:00 tomorrow.",
    EV, [S("it fired fine and finished at 06:00"), S("collection from 10:00 tomorrow")],
    now=NOW, notes="Fired True; completedAt in BST; readyForCollectionUnix.", inc=["10:00"])
add("w86-088-kf-bisque-clockchange", sc, Q,
    "Good afternoon Lowri, your twelve and a half kilos of bisque were loaded last evening and fired to cone "
    "04 overnight. They are cooling now and can be collected on Monday 30/03 from ten in the morning. Please "
    "collect within fourteen days, after which storage is £2 a week.",
    EV, [S("twelve and a half kilos of bisque"), S("loaded last evening"), S("fired to cone 04 overnight"),
         S("They are cooling now"), S("Monday 30/03 from ten in the morning"),
         S("storage is £2 a week")],
    now=NOW, notes="clayWeightKg 12500m = 12.5 kg; Loaded 17:30Z 28 March; readyForCollection; policy storage.",
    inc=["30/03"])
add("w86-089-kf-bisque-clockchange-tz", sc, Q,
    "Dear Lowri, the firing reached cone 04 at 5 am this morning and is cooling. Your pots can be collected "
    "from 10 am tomorrow. The firing is £24.00.",
    EV, [C("at 5 am this morning", "VALUE_MISMATCH", "DATE_MISMATCH"), S("is cooling"),
         S("collected from 10 am tomorrow"), C("The firing is £24.00", "AMOUNT_MISMATCH")],
    now=NOW, errors=["unit_conversion", "other_record_value"],
    notes="completedAt 05:00Z is 06:00 BST; 24.00 is the glaze firing fj-0408; this bisque is 18.00.",
    exc=["at 5 am", "£24.00"])
add("w86-090-kf-bisque-clockchange-state", sc, Q,
    "Dear Lowri, your firing went well, and the kiln has already been unloaded, so your fourteen pieces are "
    "ready to collect today. Work may be left with us for up to a month free of charge.",
    EV, [S("your firing went well"), C("the kiln has already been unloaded", "RECORD_STATE_MISMATCH"),
         C("ready to collect today", "DATE_MISMATCH", "RECORD_STATE_MISMATCH"),
         C("up to a month free of charge", "NLI_CONTRADICTION")],
    now=NOW, errors=["wrong_state", "wrong_date", "wrong_period"],
    notes="Unloaded False KILN_HOT; collection from 30 March 10:00; storage free for fourteen days.",
    exc=["already been unloaded", "ready to collect today", "up to a month"])
add("w86-r21-kf-bisque-clockchange", sc, Q,
    "Dear Lowri, the firing reached cone 04 this morning and is now cooling. Your twelve pieces will be ready "
    "from 10 am tomorrow.",
    EV, [S("reached cone 04 this morning"), C("Your twelve pieces", "VALUE_MISMATCH"),
         S("ready from 10 am tomorrow")],
    now=NOW, errors=["wrong_quantity"], notes="spec.pieces is 14.",
    inc=["fourteen|14", "10 am|10:00|ten"], exc=["twelve pieces"], repair=True)

# ---------------------------------------------------------------------------
# 22 kiln: glaze firing with two faulty pieces, refund refused
# ---------------------------------------------------------------------------
sc = "kf-glaze-defects"
Q = "Two of my mugs came out of the glaze firing damaged. Can I have the firing fee back? Iolo Price"
NOW = "2026-06-03T09:30:00+01:00"
EV = [
    rec("get_firingjob#fj-0530", {
        "apiVersion": "kiln.odyn.cymru/v1", "kind": "FiringJob",
        "metadata": meta("fj-0530-price-glaze", "6b7c8d9e-0f1a-4b2c-d3e4-f5a6b7c8d9e0", "2026-05-25T09:00:00Z",
                         {"customer": "cu-0530", "kiln": "kiln-1"}),
        "spec": {"firingType": "GLAZE", "cone": "6", "pieces": 9, "fee": "27.00", "currency": "GBP"},
        "status": {"phase": "Completed",
                   "inspection": {"kilnFault": False, "defects": [
                       {"piece": 3, "code": "S_CRACK_BASE", "attributedTo": "CLAY_BODY"},
                       {"piece": 7, "code": "CRAWLING", "attributedTo": "GLAZE_APPLICATION"}]},
                   "conditions": [cond("Fired", "True", "REACHED_CONE_6", "2026-05-31T04:00:00Z"),
                                  cond("Inspected", "True", "DEFECTS_NOTED", "2026-06-01T10:00:00Z")]}}),
    refused("refund_firing_fee#call-3", "refund_firing_fee", "DENY", {"job": "fj-0530", "amount": "27.00"},
            "NO_KILN_FAULT"),
    pol("policy#defects",
        "We refund the firing fee for any piece damaged by a fault of our kiln, such as element debris falling "
        "or a controller failure. We are not responsible for cracks, crawling or other faults arising from the "
        "clay body, the making or the glaze application. Our technician inspects every load on unpacking and "
        "records what is found."),
    psg("kb#crawling",
        "Crawling is when glaze pulls back from the clay in the firing, leaving bare patches.\n"
        "It usually comes from glaze applied too thickly or onto dusty or greasy bisque."),
]
add("w86-091-kf-glaze-defects", sc, Q,
    "Dear Iolo,\n\nI am sorry about the two mugs. Our technician inspected the load on unpacking: piece 3 has "
    "an S-crack in the base, which comes from the clay body, and piece 7 has crawled, which is down to how "
    "the glaze went on. No fault was found with the kiln, and as our refund covers only damage caused by the "
    "kiln itself, I'm afraid the request to refund the £27.00 fee was declined.\n\nWith regret,\nOdyn Kiln "
    "Room",
    EV, [S("piece 3 has an S-crack in the base"), S("which comes from the clay body"), S("piece 7 has crawled"),
         S("down to how the glaze went on"), S("No fault was found with the kiln"),
         S("our refund covers only damage caused by the kiln itself"),
         S("the request to refund the £27.00 fee was declined")],
    notes="inspection defects and kilnFault false; policy; refund_firing_fee DENIED.",
    inc=["£27.00"])
add("w86-092-kf-glaze-defects", sc, Q,
    "Iolo, I'm sorry, the refund was refused: the crack (piece 3) is a clay-body fault and the crawling "
    "(piece 7) a glaze-application one, and we only refund for kiln faults. The other seven pieces came "
    "through fine.",
    EV, [S("the refund was refused"), S("the crack (piece 3) is a clay-body fault"),
         S("the crawling (piece 7) a glaze-application one"), S("we only refund for kiln faults"),
         S("The other seven pieces came through fine")],
    notes="Refused call; defects; 9 pieces less 2 defects = 7.", inc=["piece 3"])
add("w86-093-kf-glaze-defects", sc, Q,
    "Dear Iolo, both faults were put down to the making rather than the firing, so the firing fee can't be "
    "refunded. Crawling usually comes from glaze applied too thickly or onto dusty bisque, if that helps for "
    "next time.",
    EV, [S("both faults were put down to the making rather than the firing"),
         S("the firing fee can't be refunded"), S("glaze applied too thickly or onto dusty bisque")],
    notes="attributedTo CLAY_BODY and GLAZE_APPLICATION; refused call; KB crawling passage.",
    inc=["can't be refunded"])
add("w86-094-kf-glaze-defects-refused", sc, Q,
    "Dear Iolo, I'm sorry about your three damaged mugs. I have refunded the £27.00 firing fee to your card "
    "as a goodwill gesture.",
    EV, [C("your three damaged mugs", "VALUE_MISMATCH"), C("I have refunded the £27.00 firing fee", "NOT_EXECUTED")],
    errors=["wrong_quantity", "refused_call_effect"],
    notes="Two defects recorded; refund_firing_fee was DENIED.", exc=["three damaged mugs", "I have refunded"])
add("w86-095-kf-glaze-defects-cond", sc, Q,
    "Dear Iolo, piece 7 crawled because the kiln over-fired, so we will refund the firing fee for that mug. "
    "The crack in piece 3 comes from the clay body and is not covered.",
    EV, [C("crawled because the kiln over-fired", "VALUE_MISMATCH", "NLI_CONTRADICTION"),
         C("we will refund the firing fee for that mug", "NOT_EXECUTED", "NLI_CONTRADICTION"),
         S("The crack in piece 3 comes from the clay body")],
    errors=["invented_fact", "condition_unmet"],
    notes="Crawling attributedTo GLAZE_APPLICATION, kilnFault false; refunds only for kiln faults and the call was DENIED.",
    exc=["the kiln over-fired", "refund the firing fee for that mug"])
add("w86-r22-kf-glaze-defects", sc, Q,
    "Dear Iolo, piece 4 has an S-crack from the clay body and piece 7 has crawled from the glaze application. "
    "As no kiln fault was found, the fee could not be refunded.",
    EV, [C("piece 4 has an S-crack", "IDENTIFIER_MISMATCH", "VALUE_MISMATCH"), S("piece 7 has crawled"),
         S("the fee could not be refunded")],
    errors=["wrong_id"], notes="The S-crack is on piece 3.",
    inc=["piece 3", "piece 7"], exc=["piece 4"], repair=True)

# ---------------------------------------------------------------------------
# 23 kiln: membership allowance; upgrade not yet in effect
# ---------------------------------------------------------------------------
sc = "kf-membership"
Q = "How many firings have I got left this month, and does my plan include free test-tile firings? Carys Bevan"
NOW = "2026-05-20T11:00:00+01:00"
EV = [
    rec("get_membership#km-0117", {
        "apiVersion": "kiln.odyn.cymru/v1", "kind": "KilnMembership",
        "metadata": meta("km-0117-bevan", "7c8d9e0f-1a2b-4c3d-e4f5-a6b7c8d9e0f1", "2025-11-01T09:00:00Z",
                         {"customer": "cu-0117"}, {"kiln.odyn.cymru/plan-change-effective": "2026-06-01"},
                         generation=2),
        "spec": {"plan": "STUDIO_PLUS"},
        "status": {"observedGeneration": 1,
                   "currentPlan": {"code": "STUDIO_MONTHLY", "price": "36.00", "halfShelfFirings": 4,
                                   "perks": ["SHELF_PAPER_SUPPLIED", "PRIORITY_BOOKING"]},
                   "usage": {"periodStart": "2026-05-01", "periodEnd": "2026-05-31", "firingsUsed": 3,
                             "firingsRemaining": 1},
                   "conditions": [cond("PlanChangeScheduled", "True", "EFFECTIVE_NEXT_PERIOD",
                                       "2026-05-12T10:00:00Z")]}}),
    rec("get_plan#STUDIO_PLUS", {
        "apiVersion": "kiln.odyn.cymru/v1", "kind": "MembershipPlan",
        "metadata": meta("studio-plus", "8d9e0f1a-2b3c-4d4e-f5a6-b7c8d9e0f1a2", "2024-01-01T00:00:00Z"),
        "spec": {"price": "58.00", "halfShelfFirings": 8,
                 "perks": ["SHELF_PAPER_SUPPLIED", "PRIORITY_BOOKING", "TEST_TILES_FIRED_FREE"]}}),
    pol("policy#membership",
        "Members' firings are counted per calendar month. Unused firings do not carry over into the next month. "
        "A change of plan takes effect from the first day of the following month, and the new price is taken "
        "then."),
]
add("w86-096-kf-membership", sc, Q,
    "Dear Carys,\n\nYou have used three of this month's four half-shelf firings, so one remains until 31 May; "
    "unused firings do not carry over, I'm afraid. Your present Studio Monthly plan does not include free "
    "test-tile firings, but the Studio Plus plan you have moved to does, and it begins on 1 June at £58.00 a "
    "month.\n\nBest wishes,\nOdyn Kiln Room",
    EV, [S("used three of this month's four half-shelf firings"), S("one remains until 31 May"),
         S("unused firings do not carry over"), S("does not include free test-tile firings"),
         S("the Studio Plus plan you have moved to does"), S("begins on 1 June at £58.00 a month")],
    notes="usage 3 of 4, remaining 1, periodEnd 31 May; current perks lack test tiles; STUDIO_PLUS perks and "
          "price; plan change effective 2026-06-01.",
    inc=["one remains", "1 June"])
add("w86-097-kf-membership", sc, Q,
    "Carys: 1 firing left this month (3 of 4 used). Free test tiles aren't on your current plan; they come "
    "with Studio Plus from 01/06.",
    EV, [S("1 firing left this month (3 of 4 used)"), S("Free test tiles aren't on your current plan"),
         S("they come with Studio Plus from 01/06")],
    notes="usage; currentPlan perks; plan change effective 1 June.", inc=["1 firing left"])
add("w86-098-kf-membership", sc, Q,
    "Dear Carys, one firing remains in May, which you will need to use before the month is out. Your plan "
    "includes shelf paper and priority booking; test tiles will be fired free once Studio Plus starts next "
    "month, when the £58.00 price is taken.",
    EV, [S("one firing remains in May"), S("use before the month is out"),
         S("includes shelf paper and priority booking"), S("test tiles will be fired free once Studio Plus starts"),
         S("when the £58.00 price is taken")],
    notes="firingsRemaining 1; no carry-over; current perks; STUDIO_PLUS perks; policy on new price.",
    inc=["one firing remains"])
add("w86-099-kf-membership-perk", sc, Q,
    "Dear Carys, you have one half-shelf firing left this month. Your plan already includes free test-tile "
    "firings, so do bring those along. Any firing you don't use will carry over into June.",
    EV, [S("one half-shelf firing left this month"),
         C("Your plan already includes free test-tile firings", "VALUE_MISMATCH", "RECORD_STATE_MISMATCH"),
         C("will carry over into June", "NLI_CONTRADICTION")],
    errors=["unlisted_perk", "wrong_policy_condition"],
    notes="currentPlan perks: shelf paper and priority booking only; policy: no carry-over.",
    exc=["already includes free test-tile", "carry over into June"])
add("w86-100-kf-membership-qty", sc, Q,
    "Dear Carys, you have five firings left this month, as your plan now gives you eight. Your membership is "
    "£58.00 a month.",
    EV, [C("you have five firings left this month", "VALUE_MISMATCH"),
         C("your plan now gives you eight", "VALUE_MISMATCH", "RECORD_STATE_MISMATCH"),
         C("Your membership is £58.00 a month", "AMOUNT_MISMATCH")],
    now=NOW, errors=["wrong_quantity", "wrong_value", "wrong_amount"],
    notes="firingsRemaining 1 on STUDIO_MONTHLY (4, £36.00); Studio Plus's 8 and £58.00 start 1 June.",
    exc=["five firings left", "now gives you eight", "is £58.00 a month"])
add("w86-r23-kf-membership", sc, Q,
    "Dear Carys, you have one firing left this month. Your move to Studio Plus, with free test-tile firings, "
    "takes effect on 20 May.",
    EV, [S("one firing left this month"), S("with free test-tile firings"),
         C("takes effect on 20 May", "DATE_MISMATCH")],
    now=NOW, errors=["wrong_date"], notes="plan-change-effective 2026-06-01.",
    inc=["1 June|01/06|first of June|1st June|June 1", "one firing"], exc=["on 20 May"], repair=True)
add("w86-r24-kf-membership", sc, Q,
    "Dear Carys, you have used three of your four firings, so one is left until 31 May. Your current plan "
    "includes free test-tile firings.",
    EV, [S("one is left until 31 May"), S("used three of your four firings"),
         C("Your current plan includes free test-tile firings", "VALUE_MISMATCH")],
    errors=["unlisted_perk"], notes="STUDIO_MONTHLY perks lack test tiles; they start with Studio Plus on 1 June.",
    inc=["not include|doesn't include|does not include|Studio Plus|from 1 June|from June",
         "31 May|one"], exc=["current plan includes free test-tile"], repair=True)

# ---------------------------------------------------------------------------
# 24 kiln: firing abandoned for an element failure, rebooked free
# ---------------------------------------------------------------------------
sc = "kf-element-failure"
Q = "I heard my firing didn't happen. What went wrong, and am I getting my £22 back? Aled Morris"
NOW = "2026-07-10T16:15:00+01:00"
EV = [
    rec("get_firingjob#fj-0709", {
        "apiVersion": "kiln.odyn.cymru/v1", "kind": "FiringJob",
        "metadata": meta("fj-0709-morris", "9e0f1a2b-3c4d-4e5f-a6b7-c8d9e0f1a2b3", "2026-07-01T12:00:00Z",
                         {"customer": "cu-0709", "kiln": "kiln-2"}),
        "spec": {"firingType": "GLAZE", "cone": "6", "pieces": 6, "fee": "22.00", "currency": "GBP"},
        "status": {"phase": "Rebooked",
                   "conditions": [cond("FiringAborted", "True", "ELEMENT_FAILURE", "2026-07-09T11:40:00Z",
                                       "element 3 open circuit at 640°C"),
                                  cond("WareInspected", "True", "UNHARMED", "2026-07-10T09:00:00Z")],
                   "resolution": {"type": "REBOOKED_FREE", "newFiring": "fj-0716-morris",
                                  "originalFee": "APPLIED_TO_REBOOKING"}}}),
    rec("get_firingjob#fj-0716", {
        "apiVersion": "kiln.odyn.cymru/v1", "kind": "FiringJob",
        "metadata": meta("fj-0716-morris", "0f1a2b3c-4d5e-4f6a-b7c8-d9e0f1a2b3c4", "2026-07-10T09:30:00Z",
                         {"customer": "cu-0709", "kiln": "kiln-1"}),
        "spec": {"firingType": "GLAZE", "cone": "6", "pieces": 6, "fee": "0.00",
                 "startUnix": ep("2026-07-16 09:00")},
        "status": {"phase": "Booked"}}),
    pol("policy#abandoned",
        "Now and then we have to abandon a firing because of a fault with our kiln. When that happens you may "
        "choose a full refund of the firing fee or a rebooked firing at no charge, but not both. We check "
        "every piece before it goes back in the kiln."),
]
add("w86-101-kf-element-failure", sc, Q,
    "Dear Aled,\n\nI am sorry: one of the elements in kiln 2 failed part-way through on 9 July, at about "
    "640°C, and we had to abandon the firing. We have checked all six of your pieces and they are unharmed. "
    "Rather than a refund, your firing has been rebooked free of charge for Thursday 16 July, starting at "
    "9 am, with your £22.00 carried over to it. Our terms offer either a refund or a free rebooking, not "
    "both.\n\nWith apologies,\nOdyn Kiln Room",
    EV, [S("one of the elements in kiln 2 failed"), S("at about 640°C"), S("on 9 July"),
         S("all six of your pieces and they are unharmed"), S("rebooked free of charge for Thursday 16 July"),
         S("starting at 9 am"), S("your £22.00 carried over to it"), S("either a refund or a free rebooking, not both")],
    notes="FiringAborted ELEMENT_FAILURE with message; WareInspected UNHARMED; fj-0716 startUnix 16 July 09:00 "
          "BST, fee 0.00; originalFee APPLIED_TO_REBOOKING; policy.",
    inc=["16 July", "9 am"])
add("w86-102-kf-element-failure", sc, Q,
    "Aled, an element failed and the firing was abandoned; your pots are fine. You've been rebooked at no "
    "charge for 16/07 at 09:00, so the £22 goes towards that rather than back to you.",
    EV, [S("an element failed and the firing was abandoned"), S("your pots are fine"),
         S("rebooked at no charge for 16/07 at 09:00"), S("the £22 goes towards that rather than back to you")],
    notes="Conditions; resolution REBOOKED_FREE; startUnix in BST.", inc=["16/07"])
add("w86-103-kf-element-failure", sc, Q,
    "Dear Aled, the firing was stopped by an element fault in our kiln, not by anything in your work. Each "
    "piece was checked before rebooking, and the new firing, in kiln 1, is next Thursday morning at nine.",
    EV, [S("stopped by an element fault in our kiln"), S("Each piece was checked"),
         S("in kiln 1"), S("next Thursday morning at nine")],
    now=NOW, notes="ELEMENT_FAILURE; WareInspected; fj-0716 label kiln-1; 16 July 09:00 (now Fri 10 July).",
    inc=["Thursday"])
add("w86-104-kf-element-failure-extra", sc, Q,
    "Dear Aled, an element failed, so we abandoned the firing; your six pieces are unharmed. We have rebooked "
    "you free for Thursday 16 July at 9 am, refunded your £22.00 as well, and added a free bisque firing as "
    "an apology.",
    EV, [S("an element failed"), S("your six pieces are unharmed"), S("rebooked you free for Thursday 16 July at 9 am"),
         C("refunded your £22.00 as well", "RECORD_STATE_MISMATCH", "NLI_CONTRADICTION"),
         I("added a free bisque firing as an apology", "CLAIM_WITHOUT_TOOL_EVIDENCE")],
    errors=["wrong_state", "unrecorded_extra"],
    notes="originalFee APPLIED_TO_REBOOKING and the policy rules out both; no record of a free bisque firing.",
    exc=["refunded your £22.00 as well", "free bisque firing"])
add("w86-105-kf-element-failure-date", sc, Q,
    "Dear Aled, one of our elements failed and the firing had to be abandoned, but all six pieces are fine. "
    "Your free rebooked firing is on Friday 17 July at 9 am.",
    EV, [S("one of our elements failed"), S("all six pieces are fine"), C("Friday 17 July", "DATE_MISMATCH")],
    now=NOW, errors=["wrong_date"], notes="fj-0716 startUnix is Thursday 16 July.", exc=["Friday 17 July"])
add("w86-r25-kf-element-failure", sc, Q,
    "Dear Aled, an element failed and we abandoned the firing; your pieces are unharmed. It has been rebooked "
    "free of charge for Thursday 16 July at 10 am.",
    EV, [S("an element failed"), S("your pieces are unharmed"), C("Thursday 16 July at 10 am", "VALUE_MISMATCH",
                                                                   "DATE_MISMATCH")],
    errors=["wrong_time"], notes="startUnix is 16 July 09:00 BST.",
    inc=["9 am|09:00|9:00|nine", "16 July|16/07"], exc=["at 10 am"], repair=True)

# ---------------------------------------------------------------------------
# 25 kiln: exclusive sculpture firing quote (revised)
# ---------------------------------------------------------------------------
sc = "kf-sculpture-quote"
Q = "Please confirm the price for firing my large sculpture, and what I have to pay to book it. Tomos Llywelyn"
NOW = "2026-09-02T14:00:00+01:00"
EV = [
    rec("get_quote#kq-0902-v2", {
        "apiVersion": "kiln.odyn.cymru/v1", "kind": "FiringQuote",
        "metadata": meta("kq-0902-llywelyn", "1a2b3c4d-5e6f-4a7b-8c9d-e0f1a2b3c4d5", "2026-09-01T15:00:00Z",
                         {"customer": "cu-0902", "revision": "2"}, {"kiln.odyn.cymru/supersedes": "kq-0902-v1"},
                         generation=2),
        "spec": {"service": "EXCLUSIVE_KILN", "pieceWeightKg": "34",
                 "programme": {"firing": "PT36H", "cooling": "PT24H"},
                 "lines": [{"item": "exclusive slow bisque, kiln 3", "amount": "285.00"},
                           {"item": "two-person loading and unloading", "amount": "35.00"}],
                 "total": "320.00", "deposit": "160.00", "validUntil": "2026-09-30", "currency": "GBP"},
        "status": {"observedGeneration": 2, "phase": "Issued"}}),
    rec("get_quote#kq-0902-v1", {
        "apiVersion": "kiln.odyn.cymru/v1", "kind": "FiringQuote",
        "metadata": meta("kq-0902-llywelyn-v1", "2b3c4d5e-6f7a-4b8c-9d0e-f1a2b3c4d5e6", "2026-08-27T11:00:00Z",
                         {"customer": "cu-0902", "revision": "1"}),
        "spec": {"programme": {"firing": "PT24H"}, "total": "265.00", "deposit": "132.50"},
        "status": {"phase": "Superseded", "reason": "weight confirmed 34 kg: slower programme and lifting crew"}}),
    pol("policy#exclusive",
        "Exclusive firings are secured with a deposit of half the quoted price, and the balance is paid on "
        "collection. The deposit is refunded if you cancel at least seven days before the firing. Pieces over "
        "25 kg are loaded by two of our staff and must arrive on a board. We take every care with large work, "
        "but cannot guarantee any piece against cracking."),
]
add("w86-106-kf-sculpture-quote", sc, Q,
    "Dear Tomos,\n\nThe revised quote is £320.00: £285.00 for an exclusive slow bisque in kiln 3 and £35.00 "
    "for two of us to load and unload the piece, which at 34 kg must come to us on a board. To book, we ask a "
    "deposit of £160.00, half the price, with the rest paid on collection. The firing runs thirty-six hours "
    "with a day to cool. The quote holds until 30 September.\n\nYours,\nOdyn Kiln Room",
    EV, [S("The revised quote is £320.00"), S("£285.00 for an exclusive slow bisque in kiln 3"),
         S("£35.00 for two of us to load and unload"), S("at 34 kg must come to us on a board"),
         S("deposit of £160.00, half the price"), S("the rest paid on collection"),
         S("runs thirty-six hours with a day to cool"), S("holds until 30 September")],
    notes="kq-0902-v2 lines, total, deposit, programme PT36H/PT24H, validUntil; policy deposit and board rule.",
    inc=["£320.00", "£160.00"])
add("w86-107-kf-sculpture-quote", sc, Q,
    "Tomos, it's £320.00 in all; £160.00 deposit to book, refundable if you cancel 7 or more days before the "
    "firing.",
    EV, [S("it's £320.00 in all"), S("£160.00 deposit to book"),
         S("refundable if you cancel 7 or more days before the firing")],
    notes="v2 total and deposit; policy seven-day refund.", inc=["£320.00"])
add("w86-108-kf-sculpture-quote", sc, Q,
    "Dear Tomos, the price stands at three hundred and twenty pounds, of which half, one hundred and sixty "
    "pounds, secures the booking. We will take every care, though no large piece can be guaranteed against "
    "cracking.",
    EV, [S("three hundred and twenty pounds"), S("one hundred and sixty pounds, secures the booking"),
         S("no large piece can be guaranteed against cracking")],
    notes="v2 total and deposit; policy.", inc=["three hundred and twenty pounds"])
add("w86-109-kf-sculpture-quote-stale", sc, Q,
    "Dear Tomos, the firing comes to £265.00, with a deposit of £132.50 to book. The slow programme runs "
    "thirty-six hours.",
    EV, [C("the firing comes to £265.00", "AMOUNT_MISMATCH"), C("a deposit of £132.50", "AMOUNT_MISMATCH"),
         S("runs thirty-six hours")],
    errors=["stale_value", "stale_value"],
    notes="265.00 and 132.50 are the superseded v1; v2 is 320.00 with a 160.00 deposit.",
    exc=["£265.00", "£132.50"])
add("w86-110-kf-sculpture-quote-cond", sc, Q,
    "Dear Tomos, the total is £320.00 and the deposit £160.00. The deposit is refundable up to 48 hours before "
    "the firing, and we guarantee the piece will come out without cracks.",
    EV, [S("the total is £320.00"), S("the deposit £160.00"),
         C("refundable up to 48 hours before the firing", "NLI_CONTRADICTION"),
         C("we guarantee the piece will come out without cracks", "NLI_CONTRADICTION")],
    errors=["wrong_policy_condition", "invented_promise"],
    notes="Policy: refund only if cancelled seven days ahead; no guarantee against cracking.",
    exc=["48 hours before", "we guarantee the piece"])
add("w86-r26-kf-sculpture-quote", sc, Q,
    "Dear Tomos, the revised quote comes to £320.00, and a deposit of £150.00 secures the booking; the balance "
    "is paid on collection.",
    EV, [S("the revised quote comes to £320.00"), C("a deposit of £150.00", "AMOUNT_MISMATCH"),
         S("the balance is paid on collection")],
    errors=["wrong_arithmetic"], notes="Half of 320.00 is 160.00 (spec.deposit).",
    inc=["£160.00|160.00|£160", "£320.00|320.00"], exc=["£150.00"], repair=True)


def main():
    with open(os.path.join(HERE, "cases.jsonl"), "w", encoding="utf-8") as f:
        for line in CASES:
            f.write(json.dumps(line, ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "repair.jsonl"), "w", encoding="utf-8") as f:
        for line in REPAIRS:
            f.write(json.dumps(line, ensure_ascii=False) + "\n")
    correct = sum(1 for c in CASES if not c["meta"]["errors"])
    print(f"cases {len(CASES)} correct {correct} wrong {len(CASES) - correct} repair {len(REPAIRS)}")


if __name__ == "__main__":
    main()
