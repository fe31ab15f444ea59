# Writer w83: builds cases.jsonl and repair.jsonl for the halcheck corpus.
# Every bundle, record, policy and draft below was written by hand; this file only
# serialises them and runs a few self-checks (probe spans unique, excludes present, etc.).
import json, os, sys

HERE = os.path.dirname(os.path.abspath(__file__))
W = "w83"
API = "energy-retail APIs (Octopus-like)"
CASES, REPAIRS = [], []
_n = {"c": 0, "r": 0}


def rec(i, src, fields, **kw):
    d = {"id": i, "kind": "record", "source": src, "fields": fields}
    d.update(kw)
    return d


def pol(i, text, rev=None, **kw):
    d = {"id": i, "kind": "policy", "text": text}
    if rev:
        d["revision"] = rev
    d.update(kw)
    return d


def psg(i, text, src=None):
    d = {"id": i, "kind": "passage", "text": text}
    if src:
        d["source"] = src
    return d


def ref(i, tool, decision, args, **kw):
    d = {"id": i, "kind": "refused_call", "tool": tool, "decision": decision, "args": args}
    d.update(kw)
    return d


def S(c):
    return {"contains": c, "verdict_in": ["supported"]}


def NA(c):
    return {"contains": c, "verdict_in": ["not_applicable"]}


def X(c, r):
    return {"contains": c, "verdict_in": ["contradicted"], "reason_in": list(r)}


def I(c, r):
    return {"contains": c, "verdict_in": ["insufficient_evidence"], "reason_in": list(r)}


def XI(c, r):
    return {"contains": c, "verdict_in": ["contradicted", "insufficient_evidence"], "reason_in": list(r)}


AMT = ("AMOUNT_MISMATCH", "VALUE_MISMATCH")
DATE = ("DATE_MISMATCH",)
TIME = ("DATE_MISMATCH", "VALUE_MISMATCH")
STATE = ("RECORD_STATE_MISMATCH",)
STATEV = ("RECORD_STATE_MISMATCH", "VALUE_MISMATCH")
IDM = ("IDENTIFIER_MISMATCH",)
VAL = ("VALUE_MISMATCH",)
VALA = ("VALUE_MISMATCH", "AMOUNT_MISMATCH")
POLX = ("NLI_CONTRADICTION", "VALUE_MISMATCH", "AMOUNT_MISMATCH")
POLXI = ("NLI_CONTRADICTION", "NLI_NOT_ENTAILED", "NO_POLICY_EVIDENCE", "VALUE_MISMATCH")
NOPOL = ("NO_POLICY_EVIDENCE", "NLI_NOT_ENTAILED")
NOREC = ("CLAIM_WITHOUT_TOOL_EVIDENCE",)
NOTEX = ("NOT_EXECUTED",)
FACTX = ("NLI_CONTRADICTION",)
FACTI = ("NLI_NOT_ENTAILED",)
PERKX = ("RECORD_STATE_MISMATCH", "VALUE_MISMATCH", "NLI_CONTRADICTION")


class Bundle:
    def __init__(self, scen, domain, question, evidence, now=None):
        self.scen, self.domain, self.question, self.evidence, self.now = scen, domain, question, evidence, now

    def _case(self, cid, draft, now):
        c = {"schema": "halcheck.case/1", "id": cid, "question": self.question, "draft": draft,
             "evidence": self.evidence}
        n = now if now is not None else self.now
        if n:
            c["now"] = n
        return c

    def _meta(self, errors, notes):
        return {"writer": W, "domain": self.domain, "scenario": self.scen, "api_family": API,
                "errors": list(errors), "notes": notes}

    def case(self, draft, probes, errors=(), notes="", excl=(), incl=(), now=None):
        _n["c"] += 1
        cid = f"{W}-{_n['c']:03d}-{self.scen}" + (("-" + errors[0].replace("_", "-")) if errors else "")
        line = {"case": self._case(cid, draft, now),
                "expect": {"probes": probes, "outcome_in": None if errors else ["sent"],
                           "final_excludes": list(excl), "final_includes": list(incl)},
                "meta": self._meta(errors, notes)}
        check(line, repair=False)
        CASES.append(line)

    def repair(self, draft, probes, errors, notes, excl, incl, now=None):
        _n["r"] += 1
        cid = f"{W}-r{_n['r']:02d}-{self.scen}"
        line = {"case": self._case(cid, draft, now),
                "expect": {"probes": probes, "outcome_in": ["repaired"],
                           "final_excludes": list(excl), "final_includes": list(incl)},
                "meta": self._meta(errors, notes)}
        check(line, repair=True)
        REPAIRS.append(line)


def check(line, repair):
    c, e, m = line["case"], line["expect"], line["meta"]
    d = c["draft"]
    cid = c["id"]
    ids = [ev["id"] for ev in c["evidence"]]
    assert len(ids) == len(set(ids)), cid
    bad = 0
    for p in e["probes"]:
        k = d.count(p["contains"])
        assert k == 1, (cid, p["contains"], k)
        if p["verdict_in"] != ["supported"] and p["verdict_in"] != ["not_applicable"]:
            bad += 1
    assert bad == len(m["errors"]), (cid, bad, m["errors"])
    if not m["errors"]:
        assert not repair
        assert not e["final_excludes"], cid
        for s in e["final_includes"]:
            assert s in d, (cid, s)
    else:
        assert e["final_excludes"], cid
        for s in e["final_excludes"]:
            assert d.count(s) == 1, (cid, s)
        if repair:
            assert 1 <= len(m["errors"]) <= 2
            corr = e["final_includes"][0].split("|")
            for a in corr:
                assert a.lower() not in d.lower(), (cid, "correction present", a)
            for s in e["final_includes"][1:]:
                assert any(a in d for a in s.split("|")), (cid, s)
    assert m["notes"], cid


# ---------------------------------------------------------------------------
# 1. Electricity supplier: tariff switch, old agreement beside the new one
# ---------------------------------------------------------------------------
b = Bundle("tariff-switch", "electricity tariff supplier",
           "I moved to the Greenway Fixed 12 tariff last month - what am I paying per unit now and what's the standing charge?",
           [
               rec("get_account#A-40918-K2", "tool:get_account", {
                   "account_number": "A-40918-K2",
                   "account_holder": {"first_name": "Niamh", "last_name": "Ó Briain"},
                   "payment_method": "DIRECT_DEBIT",
                   "properties": [{
                       "id": 771204,
                       "address": {"line_1": "14 Ashgrove Park", "town": "Naas", "county": "Kildare", "eircode": "W91 K2P4"},
                       "electricity_meter_points": [{
                           "mprn": "10006472913", "meter_type": "SMART_24H",
                           "agreements": [
                               {"tariff_code": "E-1R-GRNFIX12-26-03-DD", "product_name": "Greenway Fixed 12",
                                "valid_from": "2026-04-01T00:00:00+01:00", "valid_to": "2027-04-01T00:00:00+01:00"},
                               {"tariff_code": "E-1R-STDVAR-24-10-DD", "product_name": "Standard Variable",
                                "valid_from": "2024-10-14T00:00:00+01:00", "valid_to": "2026-04-01T00:00:00+01:00"}]}]}]}),
               rec("get_tariff_rates#GRNFIX12", "tool:get_tariff_rates", {
                   "tariff_code": "E-1R-GRNFIX12-26-03-DD", "currency_unit": "EUR_CENT",
                   "unit_rates": [
                       {"value_exc_vat": 26.40367, "value_inc_vat": 28.78, "valid_from": "2026-04-01T00:00:00+01:00", "valid_to": None, "payment_method": "DIRECT_DEBIT"},
                       {"value_exc_vat": 27.633028, "value_inc_vat": 30.12, "valid_from": "2026-04-01T00:00:00+01:00", "valid_to": None, "payment_method": "NON_DIRECT_DEBIT"}],
                   "standing_charges": [
                       {"value_exc_vat": 61.577982, "value_inc_vat": 67.12, "valid_from": "2026-04-01T00:00:00+01:00", "valid_to": None, "payment_method": "DIRECT_DEBIT"}]}),
               rec("get_tariff_rates#STDVAR", "tool:get_tariff_rates", {
                   "tariff_code": "E-1R-STDVAR-24-10-DD", "currency_unit": "EUR_CENT",
                   "unit_rates": [
                       {"value_exc_vat": 30.688073, "value_inc_vat": 33.45, "valid_from": "2025-10-01T00:00:00+01:00", "valid_to": "2026-04-01T00:00:00+01:00", "payment_method": "DIRECT_DEBIT"},
                       {"value_exc_vat": 29.0, "value_inc_vat": 31.61, "valid_from": "2024-10-14T00:00:00+01:00", "valid_to": "2025-10-01T00:00:00+01:00", "payment_method": "DIRECT_DEBIT"}],
                   "standing_charges": [
                       {"value_exc_vat": 65.963303, "value_inc_vat": 71.90, "valid_from": "2024-10-14T00:00:00+01:00", "valid_to": "2026-04-01T00:00:00+01:00", "payment_method": "DIRECT_DEBIT"}]}),
               pol("policy#fixed-tariffs", "At the end of a fixed term you'll move to our Standard Variable tariff unless you choose another plan. "
                   "Prices on our fixed tariffs are locked for the 12-month term of the agreement, except where VAT or a government levy changes. "
                   "If you leave before the term ends, an exit fee of €50 per fuel applies. "
                   "No exit fee applies in the last 42 days of the term.", rev="2026-02"),
           ], now="2026-05-06T11:15:00+01:00")

b.case("Hi Niamh, thanks for getting in touch! Since you moved onto Greenway Fixed 12 on 1 April, you're paying 28.78 cent per kWh including VAT, which is the direct debit rate. "
       "Your standing charge is 67.12 cent a day. Those prices are locked for the 12-month term, so you'll see no change before your fixed term runs out on 1 April 2027, unless VAT or a government levy changes.",
       [S("moved onto Greenway Fixed 12 on 1 April"), S("28.78 cent per kWh including VAT"), S("which is the direct debit rate"),
        S("67.12 cent a day"), S("locked for the 12-month term"), S("fixed term runs out on 1 April 2027")],
       notes="Current agreement valid_from 2026-04-01 to 2027-04-01; GRNFIX12 DIRECT_DEBIT unit rate value_inc_vat 28.78 and standing charge 67.12; policy locks prices for the term.",
       incl=["28.78", "67.12"])
b.case("Here's where you stand on the new tariff:\n- Tariff: Greenway Fixed 12, since 01/04/2026\n- Unit rate: €0.2878 per kWh incl. VAT\n- Standing charge: €0.6712 per day incl. VAT\n"
       "Just so you know, leaving before the 12 months are up costs €50 per fuel, though there's no exit fee in the last 42 days of the term.",
       [S("Greenway Fixed 12, since 01/04/2026"), S("€0.2878 per kWh"), S("€0.6712 per day"), S("costs €50 per fuel"), S("no exit fee in the last 42 days")],
       notes="28.78c = €0.2878 and 67.12c = €0.6712 (DD rates of GRNFIX12); exit fee €50 per fuel and the 42-day window come from policy#fixed-tariffs.",
       incl=["€0.2878"])
b.case("You're on Greenway Fixed 12 at 28.78c/kWh with a 67.12c daily standing charge, both incl. VAT. Fixed till 1 April 2027.",
       [S("28.78c/kWh"), S("67.12c daily standing charge"), S("Fixed till 1 April 2027")],
       notes="Terse form of the DD rates on GRNFIX12; agreement valid_to 2027-04-01.", incl=["28.78c/kWh"])
b.case("Hi Niamh, thanks for getting in touch! Since you moved onto Greenway Fixed 12 on 1 April, you're paying 33.45 cent per kWh including VAT, which is the direct debit rate. "
       "Your standing charge is 67.12 cent a day. Those prices are locked for the 12-month term, so you'll see no change before your fixed term runs out on 1 April 2027.",
       [S("moved onto Greenway Fixed 12 on 1 April"), X("33.45 cent per kWh including VAT", VALA), S("which is the direct debit rate"),
        S("67.12 cent a day"), S("locked for the 12-month term"), S("fixed term runs out on 1 April 2027")],
       errors=["stale_value"], notes="33.45 is the Standard Variable rate that ended 2026-04-01 (get_tariff_rates#STDVAR); the current DD rate is 28.78. Minimal pair with the first draft.",
       excl=["33.45"])
b.case("Hi Niamh! Grand news, your switch to Greenway Fixed 12 went through on 1 April. You're now paying €28.78 per kWh including VAT and a standing charge of 67.12 cent a day. "
       "If you wanted to leave early there's a €50 exit fee per fuel, but that's waived in the last 60 days of your term.",
       [S("switch to Greenway Fixed 12 went through on 1 April"), X("€28.78 per kWh", VALA), S("67.12 cent a day"), S("€50 exit fee per fuel"),
        X("waived in the last 60 days", POLX)],
       errors=["unit_conversion", "wrong_policy_condition"],
       notes="value_inc_vat 28.78 is in cents, so €0.2878 not €28.78; the policy waives the exit fee in the last 42 days, not 60.",
       excl=["€28.78 per kWh", "last 60 days"])
b.repair("Hi Niamh, you moved to Greenway Fixed 12 on 1 April and you're paying 28.78 cent per kWh inc. VAT, with a standing charge of 71.90 cent a day.",
         [S("moved to Greenway Fixed 12 on 1 April"), S("28.78 cent per kWh"), X("71.90 cent a day", VALA)],
         errors=["stale_value"], notes="71.90 is the ended Standard Variable standing charge; GRNFIX12 standing charge is 67.12 inc VAT.",
         excl=["71.90"], incl=["67.12|0.6712", "28.78|0.2878"])

# ---------------------------------------------------------------------------
# 2. Electricity supplier: half-hourly consumption in UTC
# ---------------------------------------------------------------------------
b = Bundle("evening-usage", "electricity tariff supplier",
           "How much electricity did we use on Sunday evening between 6 and 8? The app looks odd.",
           [
               rec("get_consumption#10009931472", "tool:get_consumption", {
                   "mprn": "10009931472", "meter_serial": "26M0481733", "unit": "kWh", "interval": "PT30M",
                   "results": [
                       {"interval_start": "2026-05-10T16:00:00Z", "interval_end": "2026-05-10T16:30:00Z", "consumption": 0.412},
                       {"interval_start": "2026-05-10T16:30:00Z", "interval_end": "2026-05-10T17:00:00Z", "consumption": 0.388},
                       {"interval_start": "2026-05-10T17:00:00Z", "interval_end": "2026-05-10T17:30:00Z", "consumption": 1.204},
                       {"interval_start": "2026-05-10T17:30:00Z", "interval_end": "2026-05-10T18:00:00Z", "consumption": 1.876},
                       {"interval_start": "2026-05-10T18:00:00Z", "interval_end": "2026-05-10T18:30:00Z", "consumption": 0.953},
                       {"interval_start": "2026-05-10T18:30:00Z", "interval_end": "2026-05-10T19:00:00Z", "consumption": 0.611},
                       {"interval_start": "2026-05-10T19:00:00Z", "interval_end": "2026-05-10T19:30:00Z", "consumption": 0.540},
                       {"interval_start": "2026-05-10T19:30:00Z", "interval_end": "2026-05-10T20:00:00Z", "consumption": 0.327}]}),
               rec("get_daily_totals#10009931472", "tool:get_daily_totals", {
                   "mprn": "10009931472", "timezone": "Europe/Dublin",
                   "days": [{"date": "2026-05-09", "kwh": "11.82"}, {"date": "2026-05-10", "kwh": "14.07"}, {"date": "2026-05-11", "kwh": "9.65"}]}),
               rec("get_agreement#A-30771", "tool:get_account", {
                   "account_number": "A-30771-F1", "holder": "Declan Furlong",
                   "agreements": [{"tariff_code": "E-1R-HOMESAVER-25-09-DD", "valid_from": "2025-09-01T00:00:00+01:00", "valid_to": None,
                                   "unit_rates": [{"value_exc_vat": 28.623853, "value_inc_vat": 31.20, "valid_from": "2025-09-01T00:00:00+01:00", "valid_to": None}]}]}),
               psg("kb#app-times", "Why do my smart meter times look an hour off?\nYour smart meter records usage in half-hour blocks stamped in UTC. "
                   "In the app, times are shown in Irish time, so during summer time a block stamped 17:00 UTC appears as 18:00.\n"
                   "Usage data usually appears in the app the day after it is recorded.", src="kb:glenvale-help"),
           ], now="2026-05-12T09:40:00+01:00")

b.case("Hi Declan, thanks for the message. On Sunday 10 May between 18:00 and 20:00 you used 4.644 kWh in total. The busiest half hour was 18:30 to 19:00, at 1.876 kWh. Across the whole of Sunday you used 14.07 kWh.",
       [S("you used 4.644 kWh in total"), S("busiest half hour was 18:30 to 19:00"), S("at 1.876 kWh"), S("you used 14.07 kWh")],
       notes="18:00-20:00 Irish summer time is 17:00-19:00Z: 1.204+1.876+0.953+0.611 = 4.644; 17:30Z block (18:30 local) is 1.876; daily total 14.07.",
       incl=["4.644 kWh"])
b.case("Sunday evening, 18:00 to 20:00, came to roughly 4.64 kWh, which at your unit rate of 31.20 cent works out at about €1.45. "
       "The meter stamps its readings in UTC, which is why the raw data looks an hour behind Irish summer time.",
       [S("roughly 4.64 kWh"), S("unit rate of 31.20 cent"), S("about €1.45"), S("stamps its readings in UTC")],
       notes="4.644 kWh x 31.20c = 144.9c = €1.45; the UTC stamping is from kb#app-times.", incl=["4.64 kWh"])
b.case("Here's your Sunday evening (10/05) in half-hours:\n• 18:00–18:30: 1.204 kWh\n• 18:30–19:00: 1.876 kWh\n• 19:00–19:30: 0.953 kWh\n• 19:30–20:00: 0.611 kWh\nThat's 4.644 kWh altogether.",
       [S("18:00–18:30: 1.204 kWh"), S("18:30–19:00: 1.876 kWh"), S("19:00–19:30: 0.953 kWh"), S("19:30–20:00: 0.611 kWh"), S("That's 4.644 kWh altogether")],
       notes="Each local half-hour is the UTC block one hour earlier (17:00Z=18:00 IST); sum 4.644.", incl=["4.644 kWh"])
b.case("Hi Declan, thanks for the message. On Sunday 10 May between 18:00 and 20:00 you used 2.431 kWh in total. Across the whole of Sunday you used 14.07 kWh.",
       [X("you used 2.431 kWh in total", VALA), S("you used 14.07 kWh")],
       errors=["unit_conversion"], notes="2.431 sums the blocks stamped 18:00-20:00 UTC, i.e. 19:00-21:00 Irish time; the right window (17:00-19:00Z) gives 4.644.",
       excl=["2.431"])
b.case("On Sunday 10 May between 18:00 and 20:00 you used 2.768 kWh. Across the whole day you used 14.07 kWh. "
       "If you'd like, the app also lets you set an alert when your evening usage goes over a limit.",
       [X("you used 2.768 kWh", VALA), S("whole day you used 14.07 kWh"), I("set an alert when your evening usage", FACTI)],
       errors=["wrong_arithmetic", "invented_fact"],
       notes="2.768 leaves out the 1.876 kWh block (17:30Z); the true total is 4.644 kWh. Nothing in the KB passage mentions usage alerts.",
       excl=["2.768", "set an alert"])
b.repair("Between 18:00 and 20:00 on Sunday you used 4.644 kWh, and your busiest half hour was 18:30 to 19:00 at 1.204 kWh.",
         [S("you used 4.644 kWh"), S("busiest half hour was 18:30 to 19:00"), X("at 1.204 kWh", VALA)],
         errors=["wrong_value"], notes="The 18:30 local block is 17:30Z = 1.876 kWh; 1.204 belongs to 18:00-18:30.",
         excl=["at 1.204 kWh"], incl=["1.876", "4.644"])

# ---------------------------------------------------------------------------
# 3. Electricity supplier: failed direct debit
# ---------------------------------------------------------------------------
b = Bundle("dd-failed", "electricity tariff supplier",
           "Did my May direct debit go through? I got a text saying it bounced.",
           [
               rec("get_payments#A-55102-M7", "tool:get_payments", {
                   "account_number": "A-55102-M7", "holder": "Siobhán Kearney",
                   "payment_schedule": {"method": "DIRECT_DEBIT", "amount_cents": 11500, "day_of_month": 8, "mandate_reference": "GLV-DD-883021"},
                   "failed_payments_last_12m": 1,
                   "payments": [
                       {"payment_id": "PAY-26-0508-3391", "scheduled_for": "2026-05-08", "amount": "115.00", "currency": "EUR", "status": "FAILED", "failure_reason": "INSUFFICIENT_FUNDS"},
                       {"payment_id": "PAY-26-0522-0412", "scheduled_for": "2026-05-22", "amount": "115.00", "currency": "EUR", "status": "PENDING_REPRESENTMENT", "represents": "PAY-26-0508-3391"},
                       {"payment_id": "PAY-26-0408-7720", "scheduled_for": "2026-04-08", "amount": "115.00", "currency": "EUR", "status": "COLLECTED", "collected_at": "2026-04-08T06:12:44Z"},
                       {"payment_id": "PAY-26-0309-1187", "scheduled_for": "2026-03-09", "amount": "98.00", "currency": "EUR", "status": "COLLECTED", "collected_at": "2026-03-09T06:03:10Z"}],
                   "account_balance": {"value": "187.42", "currency": "EUR", "direction": "OWED_BY_CUSTOMER", "as_of": "2026-05-19"}}),
               pol("policy#dd-failures", "If a direct debit payment fails, we'll try to collect it once more, 14 days after the original date. "
                   "We won't charge a fee for the first failed payment in any 12 months; after that, a €6 admin fee applies to each failed payment. "
                   "If the second attempt also fails, we'll contact you to agree a payment plan before any other step is taken.", rev="v4"),
           ], now="2026-05-20T14:05:00+01:00")

b.case("Hi Siobhán, sorry to hear about the text. Unfortunately your direct debit of €115.00 due on 8 May didn't go through, as the bank returned it for insufficient funds. "
       "We'll try to collect it again on Friday 22 May. As this is your first failed payment in the last 12 months, there's no fee for it.",
       [S("€115.00 due on 8 May"), S("didn't go through"), S("insufficient funds"), S("collect it again on Friday 22 May"), S("there's no fee for it")],
       notes="PAY-26-0508-3391 FAILED, INSUFFICIENT_FUNDS; representment 2026-05-22 (a Friday); failed_payments_last_12m is 1 and the policy waives the first fee.",
       incl=["22 May"])
b.case("Dear Siobhán,\n\nThank you for contacting Glenvale Energy. I can confirm the direct debit for 8/5/2026 (€115) was returned unpaid. A second collection attempt for the same amount is scheduled for 22/05/2026. "
       "Your April payment of €115 was collected as normal on 8 April.\n\nKind regards,\nOrla\nGlenvale Energy Customer Care",
       [S("8/5/2026 (€115)"), S("was returned unpaid"), S("scheduled for 22/05/2026"), S("collected as normal on 8 April")],
       notes="May payment FAILED; PENDING_REPRESENTMENT on 2026-05-22; April payment COLLECTED 2026-04-08.", incl=["22/05/2026"])
b.case("Your 8 May payment failed (insufficient funds); we'll retry the €115 on 22 May, no fee this time.",
       [S("Your 8 May payment failed"), S("retry the €115 on 22 May"), S("no fee this time")],
       notes="Terse restatement of PAY-26-0508-3391 and its representment; first failure in 12 months so no fee.", incl=["22 May"])
b.case("Good news, Siobhán: your May direct debit of €115.00 was collected on 8 May, so there's nothing to worry about. Your April payment also went through on 8 April.",
       [X("was collected on 8 May", STATE), S("April payment also went through on 8 April")],
       errors=["wrong_state"], notes="The 8 May payment has status FAILED (INSUFFICIENT_FUNDS), not collected; April's was COLLECTED.",
       excl=["was collected on 8 May"])
b.case("Hi Siobhán, I'm sorry, your €115.00 direct debit on 8 May didn't go through. We'll try again on Friday 29 May. "
       "If that attempt fails as well, the direct debit mandate will be cancelled.",
       [S("€115.00 direct debit on 8 May didn't go through"), X("try again on Friday 29 May", DATE), XI("mandate will be cancelled", POLXI)],
       errors=["wrong_date", "wrong_policy_condition"],
       notes="Representment is scheduled 2026-05-22 (14 days after), not 29 May; the policy says a second failure leads to contact about a payment plan, not cancellation.",
       excl=["Friday 29 May", "mandate will be cancelled"])
b.case("Your May direct debit of €115.00 bounced because of insufficient funds, and we'll collect it again on 22 May. The balance on your account is €115.00 at the moment.",
       [S("bounced because of insufficient funds"), S("collect it again on 22 May"), X("balance on your account is €115.00", AMT)],
       errors=["wrong_amount"], notes="account_balance.value is 187.42 owed, not 115.00.",
       excl=["balance on your account is €115.00"])
b.repair("Hi Siobhán, your €115.00 direct debit on 8 May didn't go through, so we'll try to collect it again on 22 June. There's no fee, as it's your first failed payment this year.",
         [S("€115.00 direct debit on 8 May didn't go through"), X("again on 22 June", DATE), S("There's no fee")],
         errors=["wrong_date"], notes="PAY-26-0522-0412 is scheduled for 2026-05-22.",
         excl=["22 June"], incl=["22 May|22/05|22/5", "€115"])

# ---------------------------------------------------------------------------
# 4. Electricity supplier: credit refund escalated
# ---------------------------------------------------------------------------
b = Bundle("credit-refund", "electricity tariff supplier",
           "I'm €212.60 in credit, can you refund it to my bank?",
           [
               rec("get_account_balance#A-61877-Q3", "tool:get_account_balance", {
                   "account_number": "A-61877-Q3", "holder": "Pádraig Lynch",
                   "balance": {"amount_cents": 21260, "currency": "EUR", "direction": "IN_CREDIT"},
                   "last_bill": {"bill_id": "BL-2605-661877", "period_from": "2026-04-01", "period_to": "2026-05-31", "total_cents": 9874, "status": "ISSUED", "issued_at": "2026-06-01"},
                   "meter_reading_type": "ESTIMATED",
                   "last_actual_read": {"date": "2025-11-19", "value_kwh": "48211.0"}}),
               ref("issue_credit_refund#call-1", "issue_credit_refund", "ESCALATE",
                   {"account_number": "A-61877-Q3", "amount_cents": 21260, "destination": "BANK_ACCOUNT"}, reason_code="ACTUAL_READ_REQUIRED"),
               pol("policy#credit-refunds", "You can ask for a refund of any credit on your account. "
                   "Where your last actual meter read is more than 6 months old, we need a current read before refunding, so the credit reflects what you really owe. "
                   "Refunds go back to the bank account your direct debit is paid from within 10 working days of approval. "
                   "Credit over €500 is always reviewed by our billing team.", rev="2025-11"),
           ], now="2026-06-03T10:00:00+01:00")

b.case("Hi Pádraig, thanks for getting in touch. You're €212.60 in credit at the moment. I wasn't able to process the refund straight away: it's been escalated for review, "
       "because your last actual meter read was on 19 November 2025 and we need an up-to-date read first. Once it's approved, the money goes back to your direct debit bank account within 10 working days.",
       [S("You're €212.60 in credit"), S("wasn't able to process the refund straight away"), S("escalated for review"),
        S("last actual meter read was on 19 November 2025"), S("we need an up-to-date read first"), S("within 10 working days")],
       notes="balance 21260 cents IN_CREDIT; issue_credit_refund was ESCALATED; last_actual_read 2025-11-19 is over 6 months old, so the policy needs a current read.",
       incl=["€212.60"])
b.case("- Credit on your account: €212.60\n- Refund: escalated, not issued yet\n- What we need: a current meter reading, as your last actual read is over 6 months old\n- Timing: within 10 working days of approval, to the account your direct debit comes from",
       [S("Credit on your account: €212.60"), S("escalated, not issued yet"), S("last actual read is over 6 months old"), S("within 10 working days of approval")],
       notes="Bulleted form: ESCALATE on issue_credit_refund; read dated 2025-11-19 vs now 2026-06-03; policy timing 10 working days.",
       incl=["€212.60"])
b.case("Hi Pádraig, good news: I've refunded your €212.60 credit to your bank account, and you should see it within 10 working days.",
       [X("I've refunded your €212.60 credit", NOTEX), S("within 10 working days")],
       errors=["refused_call_effect"], notes="issue_credit_refund returned ESCALATE, so no refund was made.",
       excl=["I've refunded"])
b.case("Hi Pádraig, you're €212.60 in credit, and your latest bill, for April and May, came to €98.74. Refunds over €200 have to be reviewed by our billing team, so I've passed yours on. "
       "Your last actual read was on 19 November 2025, so we'll need a fresh one. Once approved, it'll be back in your account within 5 working days.",
       [S("you're €212.60 in credit"), S("came to €98.74"), X("Refunds over €200 have to be reviewed", POLX), S("so I've passed yours on"),
        S("last actual read was on 19 November 2025"), X("within 5 working days", POLX)],
       errors=["wrong_policy_condition", "wrong_period"],
       notes="Policy sends credit over €500 (not €200) to review; refunds take 10 working days, not 5. Bill total_cents 9874 = €98.74.",
       excl=["over €200", "within 5 working days"])
b.repair("Hi Pádraig, you've €212.60 in credit on your account. I've refunded it to your bank account today.",
         [S("you've €212.60 in credit"), X("I've refunded it to your bank account", NOTEX)],
         errors=["refused_call_effect"], notes="The refund call was ESCALATED (ACTUAL_READ_REQUIRED); the repair should say it was escalated / needs a current read.",
         excl=["I've refunded it"], incl=["escalated|review|could not|couldn't|unable|not able|wasn't able", "€212.60"])

# ---------------------------------------------------------------------------
# 5. Electricity supplier: EV night tariff bands
# ---------------------------------------------------------------------------
b = Bundle("ev-tariff", "electricity tariff supplier",
           "What hours is the cheap EV rate and how much is it? Thinking of charging at 1am.",
           [
               rec("get_agreement#A-72290-E4", "tool:get_account", {
                   "account_number": "A-72290-E4", "holder": "Ciarán Mac Gabhann",
                   "agreements": [
                       {"tariff_code": "E-3R-NIGHTDRIVE-26-01-DD", "product_name": "NightDrive", "valid_from": "2026-02-01T00:00:00Z", "valid_to": None},
                       {"tariff_code": "E-2R-DAYNIGHT-24-06-DD", "product_name": "Day/Night Saver", "valid_from": "2024-06-01T00:00:00+01:00", "valid_to": "2026-02-01T00:00:00Z"}]}),
               rec("get_tariff_rates#NIGHTDRIVE", "tool:get_tariff_rates", {
                   "tariff_code": "E-3R-NIGHTDRIVE-26-01-DD", "timezone": "Europe/Dublin",
                   "unit_rates": [
                       {"band": "DAY", "value_exc_vat": 30.422018, "value_inc_vat": 33.16, "windows": [{"from": "08:00", "to": "23:00"}]},
                       {"band": "NIGHT", "value_exc_vat": 19.706422, "value_inc_vat": 21.48, "windows": [{"from": "23:00", "to": "02:00"}, {"from": "04:00", "to": "08:00"}]},
                       {"band": "EV_BOOST", "value_exc_vat": 9.055046, "value_inc_vat": 9.87, "windows": [{"from": "02:00", "to": "04:00"}]}],
                   "standing_charges": [{"value_exc_vat": 68.165138, "value_inc_vat": 74.30}]}),
               rec("get_tariff_rates#DAYNIGHT", "tool:get_tariff_rates", {
                   "tariff_code": "E-2R-DAYNIGHT-24-06-DD",
                   "unit_rates": [
                       {"band": "DAY", "value_exc_vat": 31.926606, "value_inc_vat": 34.80, "valid_to": "2026-02-01T00:00:00Z"},
                       {"band": "NIGHT", "value_exc_vat": 22.844037, "value_inc_vat": 24.90, "valid_to": "2026-02-01T00:00:00Z", "windows": [{"from": "23:00", "to": "08:00"}]}]}),
               pol("policy#nightdrive", "NightDrive needs a smart meter set to the NightDrive time pattern. "
                   "The EV boost rate applies to all household usage between 02:00 and 04:00 every night, not just car charging. "
                   "Time bands follow Irish local time all year round. "
                   "Night rate hours are 23:00 to 02:00 and 04:00 to 08:00.", rev="2026-01"),
           ], now="2026-04-22T19:30:00+01:00")

b.case("Hi Ciarán, the EV boost rate on your NightDrive tariff runs from 02:00 to 04:00 every night and costs 9.87 cent per kWh incl. VAT. "
       "At 1am you'd be on the night rate of 21.48 cent, so it's worth setting the charger to start at 2. The boost rate covers everything in the house in that window, not just the car.",
       [S("runs from 02:00 to 04:00 every night"), S("costs 9.87 cent per kWh"), S("night rate of 21.48 cent"), S("covers everything in the house")],
       notes="NIGHTDRIVE EV_BOOST 02:00-04:00 at 9.87 inc VAT; 01:00 falls in the NIGHT window 23:00-02:00 at 21.48; policy says the boost covers all household usage.",
       incl=["9.87", "02:00"])
b.case("Your NightDrive rates (incl. VAT):\n- Day, 08:00–23:00: 33.16c/kWh\n- Night, 23:00–02:00 and 04:00–08:00: 21.48c/kWh\n- EV boost, 02:00–04:00: 9.87c/kWh\nThe bands follow Irish time all year round.",
       [S("Day, 08:00–23:00: 33.16c/kWh"), S("Night, 23:00–02:00 and 04:00–08:00: 21.48c/kWh"), S("EV boost, 02:00–04:00: 9.87c/kWh"), S("follow Irish time all year round")],
       notes="All three NIGHTDRIVE bands match get_tariff_rates#NIGHTDRIVE; local-time rule from policy#nightdrive.", incl=["9.87c/kWh"])
b.case("Charge between 2 and 4 in the morning to get the 9.87c boost rate; 1am is still on the 21.48c night rate.",
       [S("between 2 and 4 in the morning"), S("9.87c boost rate"), S("1am is still on the 21.48c night rate")],
       notes="EV_BOOST window 02:00-04:00; 01:00 is in NIGHT 23:00-02:00.", incl=["9.87c"])
b.case("Hi Ciarán, the EV boost rate on NightDrive runs from 01:00 to 04:00 every night and costs 9.87 cent per kWh incl. VAT, so 1am is perfect. "
       "Outside that, night hours are charged at 24.90 cent.",
       [X("runs from 01:00 to 04:00 every night", TIME), S("costs 9.87 cent per kWh"), X("charged at 24.90 cent", VALA)],
       errors=["wrong_time", "stale_value"],
       notes="EV_BOOST starts at 02:00, not 01:00; 24.90 is the night rate of the ended Day/Night Saver agreement, the NightDrive night rate is 21.48.",
       excl=["01:00 to 04:00", "24.90"])
b.case("Hi Ciarán, the EV boost rate runs from 02:00 to 04:00 and costs 9.87 cent per kWh. It only applies to what your charger draws, so the rest of the house is billed at the night rate during those hours.",
       [S("runs from 02:00 to 04:00"), S("costs 9.87 cent per kWh"), X("only applies to what your charger draws", POLX)],
       errors=["wrong_policy_condition"], notes="Policy: the boost rate applies to all household usage between 02:00 and 04:00, not only car charging.",
       excl=["only applies to what your charger draws"])
b.repair("Your EV boost rate on NightDrive is 9.87 cent per kWh, between 02:00 and 05:00 each night.",
         [S("9.87 cent per kWh"), X("between 02:00 and 05:00", TIME)],
         errors=["wrong_time"], notes="EV_BOOST window ends at 04:00.",
         excl=["05:00"], incl=["04:00|4am|4 am|4 a.m.|4 in the morning", "9.87"])

# ---------------------------------------------------------------------------
# 6. Heat-pump servicing: annual service appointment (epoch windows)
# ---------------------------------------------------------------------------
b = Bundle("hp-service-visit", "heat-pump servicing",
           "When is the engineer coming for the heat pump service? I need to know if I have to take the morning off.",
           [
               rec("get_appointments#HP-CUS-20417", "tool:get_appointments", {
                   "customer_ref": "HP-CUS-20417", "customer_name": "Gráinne Walsh",
                   "site": {"eircode": "D15 X2K7", "unit_model": "Aerona3 8kW", "serial": "AHP8-2219-0457"},
                   "appointments": [
                       {"appointment_id": "APT-772014", "type": "ANNUAL_SERVICE", "status": "BOOKED",
                        "arrival_window": {"start": 1779188400, "end": 1779202800}, "timezone": "Europe/Dublin",
                        "engineer": {"first_name": "Tomás", "id": "ENG-118"}, "estimated_duration": "PT1H30M"},
                       {"appointment_id": "APT-769330", "type": "ANNUAL_SERVICE", "status": "CANCELLED",
                        "arrival_window": {"start": 1779087600, "end": 1779102000}, "timezone": "Europe/Dublin",
                        "cancelled_reason": "CUSTOMER_RESCHEDULED"}]}),
               pol("policy#service-visits", "Engineers arrive within the booked arrival window and will phone you 30 minutes before arriving. "
                   "An adult must be home for the whole visit. "
                   "If you need to rebook, please do so at least 24 hours before the window starts, or a €45 missed-visit fee may apply.", rev="2025-09"),
           ], now="2026-05-14T16:45:00+01:00")

b.case("Hi Gráinne, your heat pump service is booked for Tuesday 19 May, with the engineer due between 12:00 and 16:00. "
       "Tomás will ring you about half an hour before he arrives, and the service itself takes about an hour and a half.",
       [S("booked for Tuesday 19 May"), S("between 12:00 and 16:00"), S("ring you about half an hour before he arrives"), S("about an hour and a half")],
       notes="APT-772014 window 1779188400-1779202800 = 11:00-15:00Z = 12:00-16:00 Irish summer time on Tue 19 May; PT1H30M; policy says a call 30 minutes before.",
       incl=["12:00", "19 May"])
b.case("Dear Gráinne,\n\nYour annual heat pump service (ref. APT-772014) is confirmed for next Tuesday, 19/05/2026. The engineer's arrival window is 12:00–16:00, and an adult needs to be home for the whole visit.\n\nAll the best,\nCathal\nArdán Heat Pumps",
       [S("APT-772014"), S("next Tuesday, 19/05/2026"), S("arrival window is 12:00–16:00"), S("adult needs to be home")],
       notes="Booked appointment APT-772014; epoch window converted to Europe/Dublin (UTC+1); adult-at-home rule from policy.", incl=["12:00–16:00"])
b.case("Tuesday 19 May, 12:00–16:00 arrival, about 90 minutes on site.",
       [S("Tuesday 19 May"), S("12:00–16:00 arrival"), S("about 90 minutes on site")],
       notes="APT-772014 window and PT1H30M duration.", incl=["12:00–16:00"])
b.case("Hi Gráinne, your heat pump service is booked for Monday 18 May, with the engineer due between 08:00 and 12:00. "
       "Tomás will ring you about half an hour before he arrives, and the service itself takes about an hour and a half.",
       [X("booked for Monday 18 May", DATE), X("between 08:00 and 12:00", TIME), S("ring you about half an hour before he arrives"), S("about an hour and a half")],
       errors=["stale_value", "stale_value"],
       notes="Monday 18 May 08:00-12:00 is APT-769330, which is CANCELLED; the booked visit is Tue 19 May 12:00-16:00.",
       excl=["Monday 18 May", "between 08:00 and 12:00"])
b.case("Hi Gráinne, your service is on Tuesday 19 May and the engineer will arrive between 11:00 and 15:00. If anything changes, you can rebook free of charge up to 2 hours before the window.",
       [S("on Tuesday 19 May"), X("between 11:00 and 15:00", TIME), X("up to 2 hours before the window", POLX)],
       errors=["unit_conversion", "wrong_policy_condition"],
       notes="11:00-15:00 is the window in UTC; in Irish summer time it is 12:00-16:00. The policy asks for 24 hours' notice, not 2.",
       excl=["between 11:00 and 15:00", "up to 2 hours before"])
b.case("Hi Gráinne, your heat pump service is on Tuesday 19 May between 12:00 and 16:00. Cathal will ring you about half an hour before he arrives.",
       [S("on Tuesday 19 May between 12:00 and 16:00"), X("Cathal will ring you", ("VALUE_MISMATCH", "IDENTIFIER_MISMATCH"))],
       errors=["wrong_name"], notes="The booked engineer is Tomás (ENG-118); no Cathal appears in the appointment record.",
       excl=["Cathal"])
b.repair("Hi Gráinne, the service is on Tuesday 19 May and the engineer will arrive between 11:00 and 15:00. Tomás will phone you 30 minutes before he gets there.",
         [S("on Tuesday 19 May"), X("between 11:00 and 15:00", TIME), S("phone you 30 minutes before")],
         errors=["unit_conversion"], notes="Epoch window 11:00-15:00Z is 12:00-16:00 Europe/Dublin (IST).",
         excl=["between 11:00 and 15:00"], incl=["12:00|noon|midday|12pm|12 pm", "19 May|19/05|19/5"])

# ---------------------------------------------------------------------------
# 7. Heat-pump servicing: what the care plan covers
# ---------------------------------------------------------------------------
b = Bundle("hp-plan-cover", "heat-pump servicing",
           "Does my CarePlus plan cover the refrigerant top-up the engineer mentioned, and how much is the plan a month?",
           [
               rec("get_service_plan#HP-CUS-33810", "tool:get_service_plan", {
                   "customer_ref": "HP-CUS-33810", "customer_name": "Eoin Costigan",
                   "plan": {"plan_id": "SP-CAREPLUS-33810", "product_code": "HP_CAREPLUS_V3", "status": "ACTIVE",
                            "start_date": "2025-09-01", "renewal_date": "2026-09-01",
                            "monthly_price": {"value_inc_vat": "14.99", "currency": "EUR"},
                            "included": ["ANNUAL_SERVICE", "BREAKDOWN_LABOUR", "REMOTE_DIAGNOSTICS", "PARTS_UP_TO_LIMIT"],
                            "parts_limit_cents": 40000,
                            "excluded": ["REFRIGERANT_RECHARGE", "CYLINDER_REPLACEMENT"]},
                   "previous_plan": {"plan_id": "SP-BASIC-29104", "product_code": "HP_BASIC_V2", "status": "ENDED",
                                     "monthly_price": {"value_inc_vat": "9.50", "currency": "EUR"}, "end_date": "2025-08-31"}}),
               rec("get_quote#Q-HP-55120", "tool:get_quote", {
                   "quote_id": "Q-HP-55120", "item": "REFRIGERANT_LEAK_TEST_AND_RECHARGE",
                   "price": {"amount_cents": 28500, "currency": "EUR", "vat_included": True},
                   "valid_until": "2026-06-15", "status": "SENT"}),
               pol("policy#careplus", "CarePlus covers your annual service, labour for breakdown repairs, and remote diagnostics through your heat pump's app. "
                   "Parts are covered up to €400 in each plan year. "
                   "Refrigerant recharges are not included, as they are only needed after a leak; we'll quote for them separately. "
                   "Breakdown call-outs are answered within 2 working days.", rev="v3"),
           ])

b.case("Hi Eoin, thanks for asking. Unfortunately the refrigerant top-up isn't covered by CarePlus, as refrigerant recharges are excluded from the plan. "
       "We've sent you a quote for the leak test and recharge at €285.00, which is valid until 15 June. Your plan costs €14.99 a month.",
       [S("isn't covered by CarePlus"), S("quote for the leak test and recharge at €285.00"), S("valid until 15 June"), S("€14.99 a month")],
       notes="REFRIGERANT_RECHARGE is in plan.excluded and the policy says so; quote 28500 cents valid_until 2026-06-15; monthly_price 14.99.",
       incl=["€285.00", "€14.99"])
b.case("What CarePlus covers for you:\n• Annual service\n• Labour for breakdown repairs\n• Remote diagnostics\n• Parts up to €400 a plan year\nRefrigerant recharges aren't included, so that one would be quoted separately.",
       [S("• Annual service"), S("Labour for breakdown repairs"), S("Remote diagnostics"), S("Parts up to €400 a plan year"), S("Refrigerant recharges aren't included")],
       notes="plan.included list and policy#careplus; parts_limit_cents 40000 = €400.", incl=["€400"])
b.case("No, CarePlus (€14.99/month) doesn't include refrigerant recharges; your quote Q-HP-55120 for that is €285.",
       [S("CarePlus (€14.99/month)"), S("doesn't include refrigerant recharges"), S("Q-HP-55120 for that is €285")],
       notes="Terse form of plan price, exclusion and quote.", incl=["€285"])
b.case("Good news, Eoin, the refrigerant top-up is covered under CarePlus, so there's nothing extra to pay. Your plan costs €14.99 a month.",
       [X("top-up is covered under CarePlus", PERKX), S("€14.99 a month")],
       errors=["unlisted_perk"], notes="REFRIGERANT_RECHARGE is in plan.excluded and the policy says recharges are not included.",
       excl=["is covered under CarePlus"])
b.case("Hi Eoin, the refrigerant recharge isn't part of CarePlus, so we've quoted €285.00 for it. Your plan costs €9.50 a month and covers parts up to €4,000 a year.",
       [S("isn't part of CarePlus"), S("quoted €285.00"), X("costs €9.50 a month", AMT), X("parts up to €4,000", VALA)],
       errors=["stale_value", "unit_conversion"],
       notes="€9.50 was the ended Basic plan; CarePlus is €14.99. parts_limit_cents 40000 is €400, not €4,000.",
       excl=["€9.50", "€4,000"])
b.repair("The refrigerant top-up isn't part of CarePlus, but we've sent you a quote for €258.00, valid until 15 June.",
         [S("isn't part of CarePlus"), X("quote for €258.00", AMT), S("valid until 15 June")],
         errors=["wrong_amount"], notes="Quote Q-HP-55120 amount_cents 28500 = €285.00 (digits transposed).",
         excl=["€258"], incl=["€285|285", "15 June|15/06|15/6"])

# ---------------------------------------------------------------------------
# 8. Heat-pump servicing: revised repair quote
# ---------------------------------------------------------------------------
b = Bundle("hp-quote-revised", "heat-pump servicing",
           "What's the final price for fixing the fan motor? I got two emails with different prices.",
           [
               rec("get_quotes#HP-CUS-41177", "tool:get_quotes", {
                   "customer_ref": "HP-CUS-41177", "customer_name": "Aisling Nevin",
                   "quotes": [
                       {"quote_id": "Q-HP-60211", "version": 2, "status": "CURRENT", "supersedes": "Q-HP-60211/v1", "created_at": "2026-03-10T14:22:00Z",
                        "lines": [{"code": "FAN_MOTOR_EC", "description": "EC fan motor", "amount_cents": 31800},
                                  {"code": "LABOUR_HR", "description": "Labour", "quantity": 2, "unit_amount_cents": 7500},
                                  {"code": "CALLOUT_CREDIT", "description": "Call-out already paid", "amount_cents": -4500}],
                        "total_cents": 42300, "currency": "EUR", "valid_until": "2026-04-09"},
                       {"quote_id": "Q-HP-60211", "version": 1, "status": "SUPERSEDED", "created_at": "2026-03-04T09:05:00Z",
                        "lines": [{"code": "FAN_MOTOR_EC", "description": "EC fan motor", "amount_cents": 36400},
                                  {"code": "LABOUR_HR", "description": "Labour", "quantity": 3, "unit_amount_cents": 7500}],
                        "total_cents": 58900, "currency": "EUR", "valid_until": "2026-04-03"}]}),
               pol("policy#quotes", "Quotes are valid for 30 days from issue. "
                   "A revised quote replaces any earlier version. "
                   "If you accept within that time, the price is held even if part prices rise. "
                   "The €45 call-out charge you've already paid is credited against the repair.", rev="2025-06"),
           ], now="2026-03-12T11:00:00+00:00")

b.case("Hi Aisling, sorry for the confusion with the two emails. The second quote replaces the first one, and the final price is €423.00. "
       "That's €318.00 for the new EC fan motor plus two hours' labour at €75.00 an hour, less the €45.00 call-out you've already paid. The quote is good until 9 April.",
       [S("second quote replaces the first one"), S("final price is €423.00"), S("€318.00 for the new EC fan motor"), S("two hours' labour at €75.00 an hour"),
        S("less the €45.00 call-out"), S("good until 9 April")],
       notes="v2 is CURRENT: 318 + 2x75 - 45 = 423 (total_cents 42300), valid_until 2026-04-09; v1 is SUPERSEDED.",
       incl=["€423.00"])
b.case("Quote Q-HP-60211 (version 2):\n- EC fan motor: €318\n- Labour, 2 hrs: €150\n- Call-out credit: −€45\nTotal: €423, valid to 09/04/2026.",
       [S("EC fan motor: €318"), S("Labour, 2 hrs: €150"), S("Call-out credit: −€45"), S("Total: €423"), S("valid to 09/04/2026")],
       notes="Lines of the CURRENT version 2; 2 x 7500 = €150.", incl=["€423"])
b.case("The up-to-date quote is four hundred and twenty-three euro, and the price is held if you accept by the ninth of April.",
       [S("four hundred and twenty-three euro"), S("held if you accept by the ninth of April")],
       notes="Numbers in words: total_cents 42300; valid_until 2026-04-09 and policy holds the price if accepted in time.",
       incl=["four hundred and twenty-three euro"])
b.case("Hi Aisling, sorry for the confusion. The price for the fan motor repair is €589.00, and the quote is good until 9 April. The €45 call-out you paid is credited against it.",
       [X("repair is €589.00", AMT), S("good until 9 April"), S("€45 call-out you paid is credited")],
       errors=["stale_value"], notes="€589 is the SUPERSEDED version 1 total; version 2 (CURRENT) totals €423.",
       excl=["€589.00"])
b.case("Hi Aisling, the second quote is the one that counts. That's €318.00 for the fan motor plus €150.00 for two hours' labour, so €468.00 in total, valid until 9 April.",
       [S("second quote is the one that counts"), S("€318.00 for the fan motor"), S("€150.00 for two hours' labour"), X("€468.00 in total", AMT), S("valid until 9 April")],
       errors=["wrong_arithmetic"], notes="The total skips the -€45 call-out credit line; total_cents is 42300 (€423).",
       excl=["€468.00"])
b.repair("The revised quote comes to €423.00, made up of €318.00 for the fan motor and three hours' labour, less the €45.00 call-out credit.",
         [S("comes to €423.00"), S("€318.00 for the fan motor"), X("three hours' labour", VALA), S("less the €45.00 call-out credit")],
         errors=["stale_value"], notes="Three hours of labour was on the superseded v1; v2 has quantity 2 (€150).",
         excl=["three hours"], incl=["two hours|2 hours|2 hrs|€150", "€423"])

# ---------------------------------------------------------------------------
# 9. Heat-pump servicing: extended warranty voided by a service gap
# ---------------------------------------------------------------------------
b = Bundle("hp-warranty", "heat-pump servicing",
           "My heat pump is 6 years old and the compressor's gone. Am I still under the 7-year warranty?",
           [
               rec("get_installation#INST-2020-04419", "tool:get_installation", {
                   "customer_name": "Fergal Dunne",
                   "installation": {"install_id": "INST-2020-04419", "commissioned_on": "2020-03-02", "model": "Aerona3 12kW",
                                    "standard_warranty_years": 5,
                                    "extended_warranty": {"eligible_years": 7, "status": "VOID", "void_reason": "SERVICE_GAP"}},
                   "service_history": [
                       {"date": "2021-02-25", "status": "COMPLETED"},
                       {"date": "2022-03-01", "status": "COMPLETED"},
                       {"date": "2023-06-19", "status": "COMPLETED", "late_by_days": 110},
                       {"date": "2024-02-28", "status": "COMPLETED"},
                       {"date": "2025-02-27", "status": "COMPLETED"}]}),
               ref("create_warranty_claim#call-1", "create_warranty_claim", "DENY",
                   {"install_id": "INST-2020-04419", "component": "COMPRESSOR"}, reason_code="OUT_OF_WARRANTY"),
               pol("policy#hp-warranty", "Your heat pump's standard warranty lasts 5 years from commissioning. "
                   "It extends to 7 years if the unit is serviced by an approved engineer every year, with no more than 13 months between services. "
                   "If a service is missed or late beyond that, the extension no longer applies, but the standard warranty is unaffected. "
                   "Compressor replacements outside warranty are quoted at a fixed price.", rev="2019-11"),
           ], now="2026-02-18T10:00:00+00:00")

b.case("Hi Fergal, I'm sorry to be the bearer of bad news. Your heat pump was commissioned on 2 March 2020, so the standard 5-year warranty ran out on 2 March 2025. "
       "The 7-year extension needs a service at least every 13 months, and there was a gap between your March 2022 and June 2023 services, so the extension doesn't apply. "
       "I wasn't able to open a warranty claim for the compressor, but we can give you a fixed-price quote for the replacement.",
       [S("commissioned on 2 March 2020"), S("standard 5-year warranty ran out on 2 March 2025"), S("needs a service at least every 13 months"),
        S("gap between your March 2022 and June 2023 services"), S("the extension doesn't apply"), S("wasn't able to open a warranty claim"),
        S("fixed-price quote for the replacement")],
       notes="commissioned_on 2020-03-02 + 5 years; extended_warranty VOID (SERVICE_GAP) as services 2022-03-01 and 2023-06-19 are >13 months apart; create_warranty_claim DENY.",
       incl=["2 March 2025"])
b.case("Unfortunately the compressor isn't covered, Fergal: the extended 7-year warranty was voided by a service gap, with your 2023 service done 110 days late, and the standard 5 years from commissioning ended in March 2025.",
       [S("the compressor isn't covered"), S("voided by a service gap"), S("110 days late"), S("ended in March 2025")],
       notes="extended_warranty.status VOID; late_by_days 110; standard warranty 5 years from 2020-03-02; claim DENY.",
       incl=["110 days late"])
b.case("Good news, Fergal: your heat pump is still covered by the 7-year extended warranty, which runs until 2 March 2027, and I've logged a warranty claim for the compressor.",
       [X("still covered by the 7-year extended warranty", ("RECORD_STATE_MISMATCH", "NLI_CONTRADICTION", "VALUE_MISMATCH")), X("I've logged a warranty claim", NOTEX)],
       errors=["condition_unmet", "refused_call_effect"],
       notes="The extension needs services no more than 13 months apart; the 2022-2023 gap voids it (status VOID). create_warranty_claim was DENIED.",
       excl=["still covered by the 7-year", "I've logged a warranty claim"])
b.case("Hi Fergal, your heat pump was commissioned on 2 March 2020. The 7-year extension requires a service at least every 2 years, but your record shows it as void because of a service gap. "
       "I wasn't able to open a warranty claim for the compressor.",
       [S("commissioned on 2 March 2020"), X("at least every 2 years", POLX), S("shows it as void"), S("wasn't able to open a warranty claim")],
       errors=["wrong_policy_condition"], notes="Policy: no more than 13 months between services, not every 2 years.",
       excl=["every 2 years"])
b.repair("Hi Fergal, your heat pump was commissioned on 2 March 2020, so the standard 5-year warranty ended on 2 March 2025. "
         "The extended warranty doesn't apply because of a gap between services, and I've opened a warranty claim for the compressor anyway.",
         [S("commissioned on 2 March 2020"), S("ended on 2 March 2025"), S("doesn't apply because of a gap between services"), X("I've opened a warranty claim", NOTEX)],
         errors=["refused_call_effect"], notes="create_warranty_claim returned DENY; the repair should say the claim could not be opened.",
         excl=["I've opened a warranty claim"], incl=["wasn't able|couldn't|could not|unable|not able|declined|refused|denied", "2 March 2025"])

# ---------------------------------------------------------------------------
# 10. Smart-meter installation: tomorrow's fitting, UTC slot
# ---------------------------------------------------------------------------
b = Bundle("sm-install", "smart-meter installation",
           "What time is my smart meter being fitted tomorrow and will the power be off?",
           [
               rec("get_install_jobs#10013587720", "tool:get_install_jobs", {
                   "mprn": "10013587720", "customer_name": "Ronan Tierney",
                   "jobs": [
                       {"job_ref": "SMI-2026-118834", "status": "CONFIRMED",
                        "slot": {"window_start": "2026-06-10T07:00:00Z", "window_end": "2026-06-10T11:00:00Z"},
                        "expected_duration": "PT1H30M", "supply_interruption": "PT40M",
                        "installer": {"company": "MeterLink", "badge": "ML-4471"},
                        "existing_meter": {"serial": "24A118930", "type": "CREDIT_24H"}, "new_meter": {"type": "SMART_1PH"}},
                       {"job_ref": "SMI-2026-109921", "status": "NO_ACCESS",
                        "slot": {"window_start": "2026-05-21T12:00:00Z", "window_end": "2026-05-21T16:00:00Z"}}]}),
               pol("policy#install-day", "The installer will show an ID badge with their name and badge number. "
                   "Your electricity will be off for part of the visit, usually 30 to 60 minutes; we'll tell you the expected time in advance. "
                   "Please unplug sensitive electronics and make sure the meter cabinet is clear. "
                   "There is no charge for a standard smart meter installation.", rev="2026-03"),
           ], now="2026-06-09T18:20:00+01:00")

b.case("Hi Ronan, your smart meter fitting is on tomorrow, Wednesday 10 June, and the installer will arrive between 08:00 and 12:00. "
       "The power will be off for about 40 minutes during the job, and the whole visit should take around an hour and a half. There's no charge for the installation.",
       [S("tomorrow, Wednesday 10 June"), S("between 08:00 and 12:00"), S("off for about 40 minutes"), S("around an hour and a half"), S("no charge for the installation")],
       notes="SMI-2026-118834 slot 07:00-11:00Z = 08:00-12:00 IST on 10 June; supply_interruption PT40M; expected_duration PT1H30M; policy: no charge.",
       incl=["08:00", "40 minutes"])
b.case("For tomorrow's fitting (job SMI-2026-118834):\n- Arrival: 08:00–12:00\n- Power off: roughly 40 mins\n- Installer badge number: ML-4471\nIt's worth unplugging any sensitive electronics beforehand.",
       [S("job SMI-2026-118834"), S("Arrival: 08:00–12:00"), S("roughly 40 mins"), S("ML-4471"), S("unplugging any sensitive electronics")],
       notes="Confirmed job's slot converted to Irish time, PT40M interruption, installer badge; unplug advice in policy.", incl=["08:00–12:00"])
b.case("Tomorrow 08:00–12:00; power off for about forty minutes.",
       [S("Tomorrow 08:00–12:00"), S("about forty minutes")],
       notes="Terse: slot in IST and PT40M.", incl=["08:00–12:00"])
b.case("Hi Ronan, your smart meter fitting is on tomorrow, Wednesday 10 June, and the installer will arrive between 07:00 and 11:00. The power will be off for about 40 minutes during the job.",
       [S("tomorrow, Wednesday 10 June"), X("between 07:00 and 11:00", TIME), S("off for about 40 minutes")],
       errors=["unit_conversion"], notes="07:00-11:00 is the slot in UTC; Irish summer time is UTC+1, so 08:00-12:00.",
       excl=["between 07:00 and 11:00"])
b.case("Hi Ronan, the installer will arrive tomorrow between 08:00 and 12:00. The power will be off for about an hour and a half, and we'll text you 30 minutes before the installer arrives.",
       [S("tomorrow between 08:00 and 12:00"), X("off for about an hour and a half", VAL), I("we'll text you 30 minutes before", NOPOL + NOREC)],
       errors=["wrong_role", "invented_promise"],
       notes="An hour and a half is expected_duration (the whole visit); supply_interruption is PT40M. Nothing promises a text before arrival.",
       excl=["off for about an hour and a half", "text you 30 minutes before"])
b.repair("Hi Ronan, your meter fitting is tomorrow, Wednesday 10 June, between 08:00 and 12:00, and the power will be off for about an hour and a half.",
         [S("tomorrow, Wednesday 10 June"), S("between 08:00 and 12:00"), X("off for about an hour and a half", VAL)],
         errors=["wrong_role"], notes="supply_interruption PT40M is the power-off time; PT1H30M is the whole visit.",
         excl=["off for about an hour and a half"], incl=["40 min|forty min", "08:00|8:00|8am|8 am"])

# ---------------------------------------------------------------------------
# 11. Smart-meter installation: reschedule refused inside the cut-off
# ---------------------------------------------------------------------------
b = Bundle("sm-reschedule", "smart-meter installation",
           "Can I move my meter install from Friday to next week? Something's come up.",
           [
               rec("get_install_job#SMI-2026-104572", "tool:get_install_job", {
                   "job_ref": "SMI-2026-104572", "customer_name": "Méabh Quinlan", "mprn": "10010235566", "status": "CONFIRMED",
                   "slot": {"window_start": "2026-05-01T12:00:00Z", "window_end": "2026-05-01T16:00:00Z"},
                   "reschedules_used": 1, "reschedules_allowed": 2}),
               ref("reschedule_install#call-1", "reschedule_install", "DENY",
                   {"job_ref": "SMI-2026-104572", "requested_date": "2026-05-06"}, reason_code="INSIDE_72H_CUTOFF"),
               pol("policy#reschedule", "Each installation can be rescheduled up to twice. "
                   "You can move your installation date online or by phone up to 72 hours before the start of your arrival window. "
                   "Inside 72 hours the slot can't be moved, but you can cancel and we'll offer you a new date within 6 weeks.", rev="2026-03"),
           ], now="2026-04-29T09:10:00+01:00")

b.case("Hi Méabh, sorry, I couldn't move Friday's appointment: it's less than 72 hours before your 13:00–17:00 slot on 1 May, and inside that time it can't be changed. "
       "What I can do is cancel it, and we'd then offer you a new date within 6 weeks.",
       [S("I couldn't move Friday's appointment"), S("less than 72 hours before"), S("13:00–17:00 slot on 1 May"), S("inside that time it can't be changed"), S("new date within 6 weeks")],
       notes="reschedule_install DENY (INSIDE_72H_CUTOFF); slot 12:00-16:00Z = 13:00-17:00 IST, about 52 hours from now; policy 72h and 6 weeks.",
       incl=["13:00–17:00"])
b.case("Dear Méabh,\n\nUnfortunately we weren't able to reschedule your installation (SMI-2026-104572), which stays booked for Friday 1 May, 13:00 to 17:00. "
       "Dates can only be moved up to 72 hours before the arrival window starts.\n\nBest regards,\nSeán\nMeterLink Ireland",
       [S("weren't able to reschedule"), S("stays booked for Friday 1 May, 13:00 to 17:00"), S("up to 72 hours before the arrival window starts")],
       notes="DENY on reschedule_install; job still CONFIRMED with the UTC slot shown in Irish time.", incl=["13:00 to 17:00"])
b.case("Hi Méabh, no problem at all, I've moved your installation to Wednesday 6 May. You've used one of your two reschedules.",
       [X("I've moved your installation to Wednesday 6 May", NOTEX), S("used one of your two reschedules")],
       errors=["refused_call_effect"], notes="reschedule_install to 2026-05-06 was DENIED; reschedules_used 1 of 2 is right.",
       excl=["I've moved your installation"])
b.case("Hi Méabh, I'm afraid I couldn't move it. Appointments can only be changed up to 24 hours before the slot, and yours is 12:00–16:00 on Friday.",
       [S("I couldn't move it"), X("up to 24 hours before the slot", POLX), X("12:00–16:00 on Friday", TIME)],
       errors=["wrong_policy_condition", "unit_conversion"],
       notes="Policy cut-off is 72 hours, not 24; the slot 12:00-16:00 is UTC, so 13:00-17:00 Irish time.",
       excl=["up to 24 hours", "12:00–16:00"])
b.repair("Hi Méabh, I couldn't move Friday's 13:00–17:00 appointment because it's less than 72 hours away, but if you cancel, we'll offer you a new date within 2 weeks.",
         [S("I couldn't move Friday's 13:00–17:00 appointment"), S("less than 72 hours away"), X("within 2 weeks", POLX)],
         errors=["wrong_period"], notes="Policy offers a new date within 6 weeks.",
         excl=["within 2 weeks"], incl=["6 weeks|six weeks", "13:00"])

# ---------------------------------------------------------------------------
# 12. Smart-meter installation: meter awaiting commissioning
# ---------------------------------------------------------------------------
b = Bundle("sm-commissioning", "smart-meter installation",
           "My smart meter went in two weeks ago but my bill still says estimated. Is it working?",
           [
               rec("get_meter_point#10007714503", "tool:get_meter_point", {
                   "mprn": "10007714503", "customer_name": "Liam Behan",
                   "meters": [
                       {"serial": "26S0039912", "type": "SMART_1PH", "installed_on": "2026-03-05", "comms_status": "AWAITING_COMMISSIONING", "first_remote_read": None},
                       {"serial": "19C2210874", "type": "CREDIT_24H", "removed_on": "2026-03-05", "final_read": {"value": "61204", "date": "2026-03-05", "type": "ACTUAL"}}],
                   "read_source_next_bill": "ESTIMATED",
                   "commissioning_ticket": {"ticket_id": "NC-88120", "opened": "2026-03-06", "status": "OPEN"}}),
               psg("kb#commissioning", "After installation, a smart meter is commissioned remotely by the network operator so it can send readings. "
                   "This usually takes up to 4 weeks.\nUntil then, bills are based on estimates, and we'll correct them automatically once the first remote reading arrives. "
                   "You don't need to submit readings during this time, though you can if you'd like.", src="kb:meterlink-faq"),
           ], now="2026-03-20T12:00:00+00:00")

b.case("Hi Liam, thanks for checking. Your new smart meter was fitted on 5 March, but it's still waiting to be commissioned by the network, so it isn't sending readings yet. "
       "That usually takes up to 4 weeks, and in the meantime your bills are estimated. Once the first remote reading comes in, they'll be corrected automatically.",
       [S("fitted on 5 March"), S("still waiting to be commissioned"), S("isn't sending readings yet"), S("usually takes up to 4 weeks"), S("your bills are estimated"), S("corrected automatically")],
       notes="installed_on 2026-03-05, comms_status AWAITING_COMMISSIONING, first_remote_read null, read_source_next_bill ESTIMATED; timing and auto-correction from kb#commissioning.",
       incl=["5 March"])
b.case("- New meter 26S0039912 fitted 05/03/2026\n- Status: awaiting commissioning (ticket NC-88120 is open)\n- Old meter's final actual read: 61204 on 05/03/2026\n- Next bill: estimated",
       [S("26S0039912 fitted 05/03/2026"), S("awaiting commissioning"), S("ticket NC-88120 is open"), S("final actual read: 61204"), S("Next bill: estimated")],
       notes="All from get_meter_point: meters[0], commissioning_ticket OPEN, meters[1].final_read ACTUAL, read_source_next_bill.", incl=["NC-88120"])
b.case("The meter's in, Liam, it just hasn't been commissioned yet; that can take up to four weeks, and you don't need to send readings meanwhile.",
       [S("hasn't been commissioned yet"), S("up to four weeks"), S("don't need to send readings")],
       notes="AWAITING_COMMISSIONING; KB passage gives up to 4 weeks and says readings are not needed.", incl=["four weeks"])
b.case("Good news, Liam: your smart meter is fully set up and sending readings, so your next bill will use actual readings. It was fitted on 5 March.",
       [X("fully set up and sending readings", STATE), X("next bill will use actual readings", STATE), S("fitted on 5 March")],
       errors=["wrong_state", "wrong_state"],
       notes="comms_status is AWAITING_COMMISSIONING with no remote read yet, and read_source_next_bill is ESTIMATED.",
       excl=["fully set up", "will use actual readings"])
b.case("Hi Liam, your meter was fitted on 5 March and is waiting to be commissioned; that usually takes up to 10 days. Your commissioning ticket is NC-81120 if you need to quote it.",
       [S("fitted on 5 March"), S("waiting to be commissioned"), X("up to 10 days", FACTX), X("NC-81120", IDM)],
       errors=["wrong_period", "wrong_id"],
       notes="The KB says commissioning usually takes up to 4 weeks; the ticket id is NC-88120.",
       excl=["up to 10 days", "NC-81120"])
b.repair("Your meter 26S0039912 was fitted on 5 March and is waiting to be commissioned, which usually takes up to 6 weeks.",
         [S("26S0039912 was fitted on 5 March"), S("waiting to be commissioned"), X("up to 6 weeks", FACTX)],
         errors=["wrong_period"], notes="kb#commissioning: up to 4 weeks.",
         excl=["up to 6 weeks"], incl=["4 weeks|four weeks", "5 March|05/03"])

# ---------------------------------------------------------------------------
# 13. Smart-meter installation: MPRN vs account number
# ---------------------------------------------------------------------------
b = Bundle("sm-mprn", "smart-meter installation",
           "The installer's form wants my MPRN and my account number, can you give me both?",
           [
               rec("get_customer#802277315", "tool:get_customer", {
                   "customer": {"name": "Orla Fahy", "account_number": "802277315", "billing_ref": "GLV-B-55190"},
                   "supply_points": [
                       {"mprn": "10004478261", "address": "Apt 3, 22 Quay Street, Galway", "relationship": "CURRENT_OCCUPIER", "status": "ENERGISED", "meter_serial": "22S4409187"},
                       {"mprn": "10004478955", "address": "Unit 7, Dock Road, Galway", "relationship": "PREVIOUS_OCCUPIER", "status": "DE_ENERGISED", "meter_serial": "17C0091432"}]}),
               psg("kb#mprn", "Your MPRN (Meter Point Reference Number) is an 11-digit number starting with 10 that identifies your electricity connection. "
                   "It stays with the property, not with you. You'll find it at the top of your bill. "
                   "Your account number is separate and identifies you as our customer.", src="kb:meterlink-faq"),
           ])

b.case("Hi Orla, no problem. Your MPRN for 22 Quay Street is 10004478261 and your account number is 802277315. The MPRN stays with the property, so it's the one for your current address that the installer needs.",
       [S("Your MPRN for 22 Quay Street is 10004478261"), S("your account number is 802277315"), S("MPRN stays with the property")],
       notes="CURRENT_OCCUPIER supply point 10004478261 at 22 Quay Street; customer.account_number 802277315; KB says the MPRN stays with the property.",
       incl=["10004478261", "802277315"])
b.case("Here you go:\n- MPRN: 10004478261 (Apt 3, 22 Quay Street)\n- Account number: 802277315\n- Meter serial, if they ask: 22S4409187",
       [S("MPRN: 10004478261"), S("Account number: 802277315"), S("22S4409187")],
       notes="Current supply point and its meter serial; account number from customer.", incl=["10004478261"])
b.case("MPRN 10004478261, account no. 802277315.",
       [S("MPRN 10004478261"), S("account no. 802277315")], notes="Terse form.", incl=["10004478261"])
b.case("Hi Orla, of course. Your account number is 10004478261 and your MPRN is 802277315.",
       [X("account number is 10004478261", IDM), X("MPRN is 802277315", IDM)],
       errors=["wrong_role", "wrong_role"], notes="The two identifiers are swapped: 10004478261 is the MPRN, 802277315 the account number.",
       excl=["account number is 10004478261", "MPRN is 802277315"])
b.case("Hi Orla, your MPRN is 10004478955 and your account number is 802277315. You'll find the MPRN on the back of your bill too.",
       [X("MPRN is 10004478955", IDM), S("account number is 802277315"), X("on the back of your bill", FACTX)],
       errors=["other_record_value", "wrong_value"],
       notes="10004478955 is the Dock Road supply point where she was PREVIOUS_OCCUPIER; the KB says the MPRN is at the top of the bill.",
       excl=["10004478955", "back of your bill"])
b.case("Sure, Orla: your MPRN is 10004478261 and your account number is GLV-B-55190.",
       [S("MPRN is 10004478261"), X("account number is GLV-B-55190", IDM)],
       errors=["wrong_role"], notes="GLV-B-55190 is the billing_ref; the account_number is 802277315.",
       excl=["GLV-B-55190"])
b.repair("Your MPRN is 10004478955 and your account number is 802277315.",
         [X("MPRN is 10004478955", IDM), S("account number is 802277315")],
         errors=["other_record_value"], notes="The current supply point (22 Quay Street) is 10004478261; 10004478955 is her old address.",
         excl=["10004478955"], incl=["10004478261", "802277315"])

# ---------------------------------------------------------------------------
# 14. Community-energy co-op: shares and dividend
# ---------------------------------------------------------------------------
b = Bundle("coop-dividend", "community-energy co-op",
           "How many shares do I have and what will my dividend be this year?",
           [
               rec("get_member#SCE-M-0741", "tool:get_member", {
                   "member_no": "SCE-M-0741", "name": "Máire Doyle",
                   "share_account": {"shares_held": 40, "share_nominal_cents": 5000, "joined": "2022-11-03", "status": "ACTIVE"},
                   "dividends": [
                       {"year": 2025, "rate_bp": 450, "declared_at": "2026-03-28", "amount_cents": 9000, "status": "SCHEDULED", "pay_date": "2026-06-30", "method": "BANK_TRANSFER"},
                       {"year": 2024, "rate_bp": 380, "declared_at": "2025-03-22", "amount_cents": 7600, "status": "PAID", "paid_on": "2025-06-27", "method": "BANK_TRANSFER"}]}),
               pol("policy#dividends", "Dividends (interest on shares) are proposed by the board and approved at the AGM each spring. "
                   "The rate can't exceed 5% a year. "
                   "Payments are made by bank transfer by the end of June, or you can choose to reinvest them in further shares. "
                   "Dividends are paid without tax deducted, and members are responsible for declaring them.", rev="rules-2024"),
           ], now="2026-05-05T15:00:00+01:00")

b.case("Hi Máire, you hold 40 shares at €50 each, so €2,000 in total. The dividend for 2025 was set at 4.5%, which comes to €90.00, and it's due to be paid into your bank account on 30 June 2026.",
       [S("you hold 40 shares"), S("at €50 each"), S("€2,000 in total"), S("set at 4.5%"), S("comes to €90.00"), S("on 30 June 2026")],
       notes="shares_held 40 x share_nominal_cents 5000; 2025 dividend rate_bp 450 = 4.5%, amount_cents 9000, pay_date 2026-06-30 by BANK_TRANSFER.",
       incl=["€90.00"])
b.case("• Shares: 40 × €50 = €2,000\n• 2025 dividend: 4.5% (€90)\n• Paid by bank transfer on 30/06/2026\nLast year's dividend was €76, paid on 27 June 2025.",
       [S("Shares: 40 × €50 = €2,000"), S("2025 dividend: 4.5% (€90)"), S("Paid by bank transfer on 30/06/2026"), S("Last year's dividend was €76"), S("paid on 27 June 2025")],
       notes="Both dividend entries: 2025 SCHEDULED €90 on 2026-06-30; 2024 PAID €76 on 2025-06-27.", incl=["€90"])
b.case("Ninety euro for 2025 (4.5% on your €2,000 of shares), landing on 30 June.",
       [S("Ninety euro for 2025"), S("4.5% on your €2,000 of shares"), S("landing on 30 June")],
       notes="Numbers in words for amount_cents 9000.", incl=["Ninety euro"])
b.case("Hi Máire, you hold 40 shares, worth €2,000. This year's dividend rate is 3.8%, so you'll get €76.00, paid into your bank account on 30 June.",
       [S("you hold 40 shares, worth €2,000"), X("dividend rate is 3.8%", VAL), X("you'll get €76.00", AMT), S("on 30 June")],
       errors=["stale_value", "stale_value"],
       notes="3.8% and €76 are the 2024 dividend (already PAID); the 2025 dividend is 4.5% and €90.",
       excl=["3.8%", "€76.00"])
b.case("Hi Máire, you have 40 shares, worth €200 in total, and your 2025 dividend of 4.5% comes to €90.00. It's taxed at source, so that's what lands in your account on 30 June.",
       [S("you have 40 shares"), X("worth €200 in total", AMT), S("dividend of 4.5% comes to €90.00"), X("It's taxed at source", POLX), S("lands in your account on 30 June")],
       errors=["unit_conversion", "wrong_policy_condition"],
       notes="share_nominal_cents 5000 is €50 a share, so 40 shares are €2,000, not €200; the policy says dividends are paid without tax deducted.",
       excl=["€200 in total", "taxed at source"])
b.case("Hi Máire, you hold 45 shares, and your 2025 dividend of 4.5% comes to €90.00, paid by bank transfer on 30 June.",
       [X("you hold 45 shares", VAL), S("dividend of 4.5% comes to €90.00"), S("paid by bank transfer on 30 June")],
       errors=["wrong_quantity"], notes="share_account.shares_held is 40.",
       excl=["45 shares"])
b.repair("You hold 40 shares worth €2,000, and your 2025 dividend of 4.5% comes to €80.00, paid on 30 June.",
         [S("40 shares worth €2,000"), X("comes to €80.00", AMT), S("paid on 30 June")],
         errors=["wrong_arithmetic"], notes="4.5% of €2,000 is €90 (amount_cents 9000).",
         excl=["€80.00"], incl=["€90|90 euro|ninety", "€2,000|2,000|2000"])

# ---------------------------------------------------------------------------
# 15. Community-energy co-op: solar export credit
# ---------------------------------------------------------------------------
b = Bundle("coop-export", "community-energy co-op",
           "How much did I earn from exporting solar in April?",
           [
               rec("get_export_statements#SCE-M-1129", "tool:get_export_statements", {
                   "member_no": "SCE-M-1129", "name": "Colm Breathnach", "mprn_export": "10009120448",
                   "statements": [
                       {"period": {"from": "2026-04-01", "to": "2026-04-30"}, "export_kwh": "186.4",
                        "export_rate": {"value_cents": "18.5", "type": "CLEAN_EXPORT_GUARANTEE"},
                        "credit_cents": 3448, "status": "CREDITED_TO_BILL", "credited_on": "2026-05-07"},
                       {"period": {"from": "2026-03-01", "to": "2026-03-31"}, "export_kwh": "92.7",
                        "export_rate": {"value_cents": "18.5", "type": "CLEAN_EXPORT_GUARANTEE"},
                        "credit_cents": 1715, "status": "CREDITED_TO_BILL", "credited_on": "2026-04-08"}]}),
               pol("policy#export", "Members with solar panels are paid 18.5 cent for each kWh exported to the grid, as measured by the smart meter's export register. "
                   "Export credit is applied to your next electricity bill. "
                   "Where credit builds up above €100, you can ask us to pay it to your bank account. "
                   "Up to €400 of micro-generation income a year is exempt from income tax.", rev="2026-01"),
           ])

b.case("Hi Colm, great to hear the panels are earning! In April you exported 186.4 kWh at 18.5 cent per kWh, which comes to €34.48. That was credited to your bill on 7 May.",
       [S("exported 186.4 kWh"), S("18.5 cent per kWh"), S("comes to €34.48"), S("credited to your bill on 7 May")],
       notes="April statement: export_kwh 186.4 x 18.5c = 3448 cents; CREDITED_TO_BILL on 2026-05-07.", incl=["€34.48"])
b.case("April: 186.4 kWh exported → €34.48 credit, applied to your bill on 07/05/2026. That's up from 92.7 kWh (€17.15) in March.",
       [S("186.4 kWh exported → €34.48 credit"), S("applied to your bill on 07/05/2026"), S("up from 92.7 kWh (€17.15) in March")],
       notes="Both statements; March 1715 cents = €17.15.", incl=["€34.48"])
b.case("You earned €34.48 from April's export, Colm, credited to your electricity bill.",
       [S("You earned €34.48"), S("credited to your electricity bill")], notes="credit_cents 3448, status CREDITED_TO_BILL.", incl=["€34.48"])
b.case("Hi Colm, in April you exported 186.4 kWh, which earned you €17.15. That was credited to your bill on 7 May.",
       [S("exported 186.4 kWh"), X("earned you €17.15", AMT), S("credited to your bill on 7 May")],
       errors=["other_record_value"], notes="€17.15 is March's credit; April's credit_cents is 3448 (€34.48).",
       excl=["€17.15"])
b.case("Hi Colm, in April you exported 186.4 kWh at €18.50 per kWh, and we've paid the €34.48 straight into your bank account.",
       [S("exported 186.4 kWh"), X("€18.50 per kWh", VALA), S("the €34.48"), X("straight into your bank account", STATE)],
       errors=["unit_conversion", "wrong_state"],
       notes="The rate is 18.5 cent, not €18.50; the April credit has status CREDITED_TO_BILL, not paid to the bank.",
       excl=["€18.50", "straight into your bank account"])
b.repair("In April you exported 186.4 kWh at 18.5 cent each, so you earned €36.48, credited to your bill on 7 May.",
         [S("exported 186.4 kWh"), S("18.5 cent each"), X("you earned €36.48", AMT), S("credited to your bill on 7 May")],
         errors=["wrong_arithmetic"], notes="186.4 x 18.5c = €34.48 (credit_cents 3448).",
         excl=["€36.48"], incl=["34.48", "7 May|07/05|7/5"])

# ---------------------------------------------------------------------------
# 16. Community-energy co-op: AGM and votes
# ---------------------------------------------------------------------------
b = Bundle("coop-agm", "community-energy co-op",
           "I have 200 shares - do I get more votes than someone with 10? And when's the AGM?",
           [
               rec("get_member#SCE-M-0288", "tool:get_member", {
                   "member_no": "SCE-M-0288", "name": "Brendan Ó Sé", "shares_held": 200, "joined": "2016-04-11", "voting_status": "ELIGIBLE",
                   "agm": {"event_id": "AGM-2026", "date": "2026-05-23", "start_time": "11:00", "venue": "Cloughjordan Community Hall",
                           "proxy_deadline": "2026-05-21T11:00:00+01:00"}}),
               pol("policy#rules-s7", "Co-op rules, section 7. Members can vote in person or appoint a proxy. "
                   "Every member has one vote at general meetings, regardless of how many shares they hold. "
                   "Proxy forms must reach the secretary at least 48 hours before the meeting starts. "
                   "To vote, a member must have held shares for at least 3 months before the meeting.", rev="rules-2024"),
               psg("web#about", "About us: Sliabh Community Energy Co-op owns a 2.4 MW wind turbine near Templederry and a 600 kW solar array. "
                   "It was founded in 2014 and has over 1,100 members.", src="web:sliabh-energy/about"),
           ], now="2026-05-11T12:30:00+01:00")

b.case("Hi Brendan, good question! Under the co-op rules every member has one vote, however many shares they hold, so your 200 shares get you the same single vote as someone with 10. "
       "This year's AGM is on Saturday 23 May at 11:00 in Cloughjordan Community Hall.",
       [S("every member has one vote"), S("the same single vote as someone with 10"), S("Saturday 23 May at 11:00"), S("Cloughjordan Community Hall")],
       notes="Rules section 7: one vote per member; agm.date 2026-05-23 (a Saturday), start_time 11:00, venue.", incl=["23 May"])
b.case("The AGM is at 11:00 on 23/05/2026. If you can't make it, you can appoint a proxy, but the form has to reach the secretary by 11:00 on Thursday 21 May.",
       [S("11:00 on 23/05/2026"), S("you can appoint a proxy"), S("by 11:00 on Thursday 21 May")],
       notes="proxy_deadline 2026-05-21T11:00 matches the 48-hour rule.", incl=["21 May"])
b.case("One member, one vote, Brendan, so your shareholding doesn't change it. See you at the AGM on the 23rd!",
       [S("One member, one vote"), S("your shareholding doesn't change it"), S("AGM on the 23rd")],
       notes="Rules section 7; agm.date 2026-05-23.", incl=["23rd"])
b.case("Hi Brendan, votes at the co-op are weighted by shareholding, so with 200 shares you'll carry more weight than a member with 10. This year's AGM is on Saturday 23 May at 11:00.",
       [X("weighted by shareholding", POLX), X("carry more weight than a member with 10", POLX), S("Saturday 23 May at 11:00")],
       errors=["wrong_policy_condition", "wrong_policy_condition"],
       notes="Rules section 7: one vote per member regardless of shares.",
       excl=["weighted by shareholding", "carry more weight"])
b.case("Every member has one vote, Brendan, however many shares they hold. The AGM is on Saturday 23 May at 14:00 in Cloughjordan Community Hall, and the turbine produced enough for 1,500 homes last year.",
       [S("Every member has one vote"), X("Saturday 23 May at 14:00", TIME), S("Cloughjordan Community Hall"), I("enough for 1,500 homes", FACTI)],
       errors=["wrong_time", "invented_fact"],
       notes="agm.start_time is 11:00; the about-us passage says nothing about homes supplied.",
       excl=["14:00", "1,500 homes"])
b.repair("Every member has one vote whatever their shareholding, and the AGM is on Saturday 23 May at 11:00. Proxy forms must reach the secretary 24 hours before the start.",
         [S("Every member has one vote"), S("Saturday 23 May at 11:00"), X("24 hours before the start", POLX)],
         errors=["wrong_period"], notes="Rules: at least 48 hours before the meeting (proxy_deadline 21 May 11:00).",
         excl=["24 hours before"], incl=["48 hours|48 hrs|two days|2 days|21 May|21/05", "11:00"])

# ---------------------------------------------------------------------------
# 17. Community-energy co-op: share withdrawal escalated in lock-in
# ---------------------------------------------------------------------------
b = Bundle("coop-withdrawal", "community-energy co-op",
           "I'd like to cash in my shares, I'm moving abroad. How long will it take?",
           [
               rec("get_member#SCE-M-1502", "tool:get_member", {
                   "member_no": "SCE-M-1502", "name": "Deirdre Kavanagh", "shares_held": 30, "share_nominal_cents": 5000,
                   "joined": "2024-02-12", "lock_in_until": "2027-02-12", "withdrawal_requests": []}),
               ref("request_share_withdrawal#call-1", "request_share_withdrawal", "ESCALATE",
                   {"member_no": "SCE-M-1502", "shares": 30, "reason": "EMIGRATION"}, reason_code="INSIDE_LOCK_IN"),
               pol("policy#withdrawals", "Shares can't normally be withdrawn in the first 3 years of membership. "
                   "The board may allow an early withdrawal in hardship cases or where a member is leaving Ireland; requests go to the next monthly board meeting. "
                   "Withdrawals are paid at the nominal value of €50 per share, within 60 days of approval. "
                   "The board can pause withdrawals if the co-op's cash reserves fall below its loan covenant.", rev="rules-2024"),
           ], now="2026-06-15T10:00:00+01:00")

b.case("Hi Deirdre, sorry to hear you're leaving us! Your 30 shares are still inside the 3-year lock-in, which runs until 12 February 2027, so I couldn't process the withdrawal directly. "
       "I've referred it to the board instead, as they can allow early withdrawal when a member is leaving Ireland. If approved, you'd get €1,500, paid within 60 days.",
       [S("Your 30 shares"), S("runs until 12 February 2027"), S("couldn't process the withdrawal directly"), S("referred it to the board"),
        S("allow early withdrawal when a member is leaving Ireland"), S("you'd get €1,500"), S("within 60 days")],
       notes="lock_in_until 2027-02-12; request_share_withdrawal ESCALATE; policy lets the board allow it for members leaving Ireland; 30 x €50 = €1,500.",
       incl=["€1,500"])
b.case("- Shares: 30, worth €1,500 at €50 each\n- Lock-in ends: 12/02/2027\n- Your request: sent to the board for a decision, not yet approved\n- Payment, if approved: within 60 days",
       [S("Shares: 30, worth €1,500"), S("Lock-in ends: 12/02/2027"), S("sent to the board for a decision, not yet approved"), S("within 60 days")],
       notes="ESCALATE means referred, not approved; lock-in date and nominal value from the record and policy.", incl=["€1,500"])
b.case("Hi Deirdre, sorry to hear you're leaving! I've processed the withdrawal of your 30 shares, and €1,500 will be in your account within 60 days.",
       [X("I've processed the withdrawal", NOTEX), S("€1,500 will be in your account within 60 days")],
       errors=["refused_call_effect"], notes="request_share_withdrawal was ESCALATED (INSIDE_LOCK_IN), not processed.",
       excl=["I've processed the withdrawal"])
b.case("Hi Deirdre, as you've been a member for over 3 years there's no lock-in on your 30 shares, so the €1,500 will be paid within 30 days.",
       [X("member for over 3 years", ("DATE_MISMATCH", "VALUE_MISMATCH", "RECORD_STATE_MISMATCH")), X("there's no lock-in on your 30 shares", ("RECORD_STATE_MISMATCH", "VALUE_MISMATCH", "DATE_MISMATCH", "NLI_CONTRADICTION")), X("paid within 30 days", POLX)],
       errors=["wrong_date", "condition_unmet", "wrong_period"],
       notes="She joined 2024-02-12 (about 2 years 4 months ago) and lock_in_until is 2027-02-12, so the lock-in still applies; policy pays within 60 days of approval.",
       excl=["over 3 years", "no lock-in", "within 30 days"])
b.repair("Your 30 shares are worth €1,500, but they're in the lock-in until 12 February 2027, so I've sent your request to the board, and if approved you'll be paid within 6 months.",
         [S("30 shares are worth €1,500"), S("lock-in until 12 February 2027"), S("sent your request to the board"), X("within 6 months", POLX)],
         errors=["wrong_period"], notes="Policy: within 60 days of approval.",
         excl=["within 6 months"], incl=["60 days|sixty days", "€1,500|1,500|1500"])

# ---------------------------------------------------------------------------
# 18. Boiler cover: excess and call-out limit, expired policy beside it
# ---------------------------------------------------------------------------
b = Bundle("boiler-excess", "boiler cover",
           "If my boiler breaks down, what's my excess and how many call-outs do I get?",
           [
               rec("get_policies#HHC-311902", "tool:get_policies", {
                   "customer_ref": "HHC-311902", "customer_name": "Tadhg Kenny",
                   "policies": [
                       {"policy_no": "BC-2026-311902-03", "product": "BOILER_COVER_PLUS", "status": "ACTIVE",
                        "start_date": "2026-03-01", "end_date": "2027-02-28",
                        "excess": {"amount_cents": 6000, "per": "CLAIM"},
                        "callout_limit": {"count": 4, "per": "POLICY_YEAR", "used": 1},
                        "parts_limit_cents": 100000, "premium": {"monthly_cents": 1650}},
                       {"policy_no": "BC-2025-311902-02", "product": "BOILER_COVER_ESSENTIAL", "status": "EXPIRED",
                        "start_date": "2025-03-01", "end_date": "2026-02-28",
                        "excess": {"amount_cents": 9500, "per": "CLAIM"},
                        "callout_limit": {"count": 2, "per": "POLICY_YEAR", "used": 2},
                        "parts_limit_cents": 50000, "premium": {"monthly_cents": 1190}}]}),
               pol("policy#cover-plus", "Boilers over 15 years old are covered for labour only. "
                   "On Boiler Cover Plus you pay an excess of €60 for each claim, not for each visit, so return visits for the same fault are free. "
                   "Cover includes up to 4 call-outs a policy year and parts up to €1,000 per claim.", rev="2026-01"),
           ])

b.case("Hi Tadhg, thanks for getting in touch. On your Boiler Cover Plus policy the excess is €60 per claim, and return visits for the same fault don't cost anything extra. "
       "You get up to 4 call-outs per policy year and you've used 1 so far, so you have 3 left until 28 February 2027.",
       [S("the excess is €60 per claim"), S("return visits for the same fault don't cost anything extra"), S("up to 4 call-outs per policy year"),
        S("you've used 1 so far"), S("you have 3 left until 28 February 2027")],
       notes="ACTIVE policy BC-2026-311902-03: excess 6000 cents per CLAIM, callout_limit 4 with 1 used, end_date 2027-02-28; policy text on return visits.",
       incl=["€60", "3 left"])
b.case("Your cover (policy BC-2026-311902-03):\n- Excess: €60 a claim\n- Call-outs: 4 a year, 1 used\n- Parts: up to €1,000\n- Cost: €16.50 a month",
       [S("BC-2026-311902-03"), S("Excess: €60 a claim"), S("4 a year, 1 used"), S("Parts: up to €1,000"), S("Cost: €16.50 a month")],
       notes="ACTIVE policy values: parts_limit_cents 100000 = €1,000, monthly_cents 1650 = €16.50.", incl=["€60"])
b.case("Sixty euro excess per claim, and three call-outs left this policy year.",
       [S("Sixty euro excess per claim"), S("three call-outs left this policy year")],
       notes="6000 cents in words; 4 - 1 used = 3.", incl=["Sixty euro"])
b.case("Hi Tadhg, your excess is €95 per claim and you get 2 call-outs a year. Return visits for the same fault are free.",
       [X("excess is €95 per claim", AMT), X("2 call-outs a year", VAL), S("Return visits for the same fault are free")],
       errors=["stale_value", "stale_value"],
       notes="€95 and 2 call-outs belong to the EXPIRED Essential policy; the ACTIVE Plus policy has €60 and 4.",
       excl=["€95", "2 call-outs a year"])
b.case("Hi Tadhg, your excess on Boiler Cover Plus is €60 per claim. You get up to 4 call-outs a year; you've used 1 already, leaving 2. The excess is also waived on your first claim of the year.",
       [S("excess on Boiler Cover Plus is €60 per claim"), S("up to 4 call-outs a year"), X("leaving 2", VAL), XI("excess is also waived on your first claim", NOPOL + ("NLI_CONTRADICTION",))],
       errors=["wrong_arithmetic", "invented_promise"],
       notes="4 call-outs minus 1 used leaves 3; nothing in the policy waives the excess on a first claim.",
       excl=["leaving 2", "excess is also waived"])
b.repair("On Boiler Cover Plus your excess is €60 per claim and you get up to 4 call-outs a year, with 1 used so far, so 2 remain.",
         [S("excess is €60 per claim"), S("up to 4 call-outs a year"), S("1 used so far"), X("so 2 remain", VAL)],
         errors=["wrong_arithmetic"], notes="callout_limit count 4, used 1: 3 remain.",
         excl=["so 2 remain"], incl=["3 remain|3 left|three|3 call-outs|3 more", "€60"])

# ---------------------------------------------------------------------------
# 19. Boiler cover: breakdown engineer today (winter, epoch window)
# ---------------------------------------------------------------------------
b = Bundle("boiler-breakdown", "boiler cover",
           "My boiler's not firing up, when's the engineer coming? It's freezing.",
           [
               rec("get_claims#HHC-118230", "tool:get_claims", {
                   "customer_ref": "HHC-118230", "customer_name": "Eileen Brophy", "policy_no": "BC-2025-118230-01",
                   "claims": [
                       {"claim_id": "CLM-26-004417", "fault": "NO_IGNITION", "priority": "NO_HEAT_NO_HOT_WATER", "status": "ENGINEER_ASSIGNED",
                        "opened_at": 1768375800,
                        "appointment": {"appointment_id": "APT-BC-90311", "arrival_window": {"start_epoch": 1768392000, "end_epoch": 1768406400},
                                        "timezone": "Europe/Dublin", "engineer": "Seamus K."},
                        "excess_due": {"amount_cents": 5000, "status": "PAYABLE_ON_VISIT"}},
                       {"claim_id": "CLM-25-019982", "fault": "PRESSURE_LOSS", "status": "CLOSED",
                        "appointment": {"appointment_id": "APT-BC-81207", "arrival_window": {"start_epoch": 1762156800, "end_epoch": 1762171200},
                                        "timezone": "Europe/Dublin", "engineer": "Gearóid M."},
                        "excess_due": {"amount_cents": 5000, "status": "PAID"}}]}),
               pol("policy#breakdowns", "If you have no heating and no hot water, we aim to get an engineer to you within 24 hours. "
                   "The excess is collected by card when the engineer arrives. "
                   "Temporary electric heaters can be provided if the repair needs parts ordered and there's a vulnerable person in the home.", rev="2025-10"),
           ], now="2026-01-14T08:30:00+00:00")

b.case("Hi Eileen, I'm sorry you're stuck without heat in this weather. An engineer, Seamus, is booked to call today between 12:00 and 16:00. The €50 excess is paid by card when he arrives.",
       [S("An engineer, Seamus"), S("today between 12:00 and 16:00"), S("The €50 excess"), S("paid by card when he arrives")],
       notes="CLM-26-004417 window 1768392000-1768406400 = 12:00-16:00 on 14 Jan (GMT = Irish winter time); excess 5000 cents PAYABLE_ON_VISIT; card payment from policy.",
       incl=["12:00", "€50"])
b.case("Your claim CLM-26-004417 is with an engineer now: arrival window 12:00–16:00 on Wednesday 14/01. We aim to reach homes without heating and hot water within 24 hours.",
       [S("CLM-26-004417 is with an engineer now"), S("arrival window 12:00–16:00 on Wednesday 14/01"), S("within 24 hours")],
       notes="status ENGINEER_ASSIGNED; epoch window on 2026-01-14 (a Wednesday); 24-hour aim from policy.", incl=["12:00–16:00"])
b.case("Engineer's coming today, 12:00–16:00, Eileen; have a card ready for the €50 excess.",
       [S("coming today, 12:00–16:00"), S("have a card ready for the €50 excess")],
       notes="Terse form of the window and excess.", incl=["12:00–16:00"])
b.case("Hi Eileen, I'm so sorry you're cold. An engineer, Seamus, is booked to call today between 12:00 and 16:00, and I've arranged for a temporary electric heater to be dropped over to you this morning.",
       [S("An engineer, Seamus"), S("today between 12:00 and 16:00"), I("arranged for a temporary electric heater", NOREC + NOPOL)],
       errors=["unrecorded_extra"], notes="No record shows a heater arranged; the policy only offers heaters when parts are needed and someone is vulnerable.",
       excl=["temporary electric heater"])
b.case("Hi Eileen, the engineer will be with you between 08:00 and 12:00 for claim CLM-25-019982. The €50 excess is paid by card when he arrives.",
       [X("between 08:00 and 12:00", TIME), X("CLM-25-019982", IDM), S("The €50 excess")],
       errors=["wrong_time", "other_record_value"],
       notes="Today's window is 12:00-16:00; CLM-25-019982 is her CLOSED pressure-loss claim from November, the open one is CLM-26-004417.",
       excl=["between 08:00 and 12:00", "CLM-25-019982"])
b.repair("An engineer is booked for today between 12:00 and 16:00, and your €95 excess is payable by card when he arrives.",
         [S("today between 12:00 and 16:00"), X("your €95 excess", AMT)],
         errors=["wrong_amount"], notes="excess_due amount_cents 5000 = €50.",
         excl=["€95"], incl=["€50|50 euro|fifty euro", "12:00"])

# ---------------------------------------------------------------------------
# 20. Boiler cover: renewal price, withdrawn draft offer beside the live one
# ---------------------------------------------------------------------------
b = Bundle("boiler-renewal", "boiler cover",
           "My renewal letter came, how much is it going up by?",
           [
               rec("get_renewal#BC-2025-207741-02", "tool:get_renewal", {
                   "policy_no": "BC-2025-207741-02", "customer_name": "Patrick Ó Dálaigh",
                   "current_term": {"end_date": "2026-03-14", "premium_monthly_cents": 1400, "premium_annual_cents": 16800},
                   "renewal_offers": [
                       {"offer_id": "RNW-207741-26", "status": "OFFERED", "start_date": "2026-03-15", "product": "BOILER_COVER_ESSENTIAL",
                        "premium_monthly_cents": 1575, "premium_annual_cents": 18900, "auto_renew": True},
                       {"offer_id": "RNW-207741-26-DRAFT", "status": "WITHDRAWN", "start_date": "2026-03-15",
                        "premium_monthly_cents": 1625, "premium_annual_cents": 19500}]}),
               pol("policy#renewals", "We'll write to you at least 21 days before your renewal date with your new price. "
                   "If you do nothing, your cover renews automatically on the same payment method. "
                   "You can cancel within 14 days of renewal and get a full refund, provided no claim has been made. "
                   "Prices reflect the age of your boiler and claims made in the last year.", rev="2025-12"),
           ], now="2026-02-10T11:00:00+00:00")

b.case("Hi Patrick, thanks for getting in touch. From 15 March your cover will cost €15.75 a month, up from €14.00, so that's an increase of €1.75 a month, or €21.00 over the year. "
       "It'll renew automatically unless you tell us otherwise.",
       [S("From 15 March"), S("€15.75 a month"), S("up from €14.00"), S("increase of €1.75 a month"), S("€21.00 over the year"), S("renew automatically")],
       notes="OFFERED renewal 1575 vs current 1400 cents: +175 a month; annual 18900 - 16800 = 2100; auto_renew true.", incl=["€15.75", "€1.75"])
b.case("Your renewal price: €189.00 for the year (€15.75 monthly), starting 15/03/2026. This year you're paying €168.00. "
       "If you change your mind after renewing, you can cancel within 14 days for a full refund as long as you haven't claimed.",
       [S("€189.00 for the year"), S("(€15.75 monthly)"), S("starting 15/03/2026"), S("This year you're paying €168.00"), S("cancel within 14 days for a full refund")],
       notes="premium_annual_cents 18900 and 16800; 14-day cancellation from policy#renewals.", incl=["€189.00"])
b.case("It's going up by one euro seventy-five a month, to fifteen seventy-five.",
       [S("one euro seventy-five a month"), S("to fifteen seventy-five")], notes="175 and 1575 cents in words.", incl=["one euro seventy-five"])
b.case("Hi Patrick, thanks for getting in touch. From 15 March your cover will cost €16.25 a month, up from €14.00. It'll renew automatically unless you tell us otherwise.",
       [S("From 15 March"), X("€16.25 a month", AMT), S("up from €14.00"), S("renew automatically")],
       errors=["stale_value"], notes="€16.25 is the WITHDRAWN draft offer; the live OFFERED price is €15.75.",
       excl=["€16.25"])
b.case("Hi Patrick, your cover goes from €14.00 to €15.75 a month from 15 March, which is €1.75 more a month, or €17.50 extra over the year. You can cancel within 30 days of renewal for a full refund.",
       [S("from €14.00 to €15.75 a month"), S("€1.75 more a month"), X("€17.50 extra over the year", AMT), X("cancel within 30 days", POLX)],
       errors=["wrong_arithmetic", "wrong_policy_condition"],
       notes="12 x €1.75 = €21.00 (18900 - 16800 cents); the policy cancellation window is 14 days.",
       excl=["€17.50", "within 30 days"])
b.repair("From 15 March your cover goes up from €14.00 to €15.75 a month, an increase of €1.57 a month.",
         [S("from €14.00 to €15.75 a month"), X("increase of €1.57", AMT)],
         errors=["wrong_arithmetic"], notes="1575 - 1400 = 175 cents.",
         excl=["€1.57"], incl=["€1.75|1.75", "€15.75"])

# ---------------------------------------------------------------------------
# 21. Boiler cover: claim declined for overdue service, goodwill escalated
# ---------------------------------------------------------------------------
b = Bundle("boiler-claim-declined", "boiler cover",
           "Why was my claim for the boiler pump turned down?",
           [
               rec("get_claim#CLM-26-011870", "tool:get_claim", {
                   "claim_id": "CLM-26-011870", "customer_name": "Rory Geraghty", "policy_no": "BC-2025-440192-01",
                   "fault": "CIRCULATION_PUMP_FAILURE", "status": "DECLINED", "decline_reason": "SERVICE_OVERDUE",
                   "last_service_date": "2024-09-02", "policy_start": "2025-06-01", "reported_at": "2026-04-20T07:42:10Z",
                   "decided_at": "2026-04-22T15:10:00Z"}),
               ref("approve_claim#call-3", "approve_claim", "DENY", {"claim_id": "CLM-26-011870"}, reason_code="SERVICE_OVERDUE"),
               ref("issue_goodwill_voucher#call-4", "issue_goodwill_voucher", "ESCALATE", {"claim_id": "CLM-26-011870", "amount_cents": 5000}),
               pol("policy#servicing", "Your boiler must have been serviced by a registered gas installer within the 12 months before a claim. "
                   "If it hasn't, we can decline breakdown claims, other than for faults we caused. "
                   "We'll still carry out a service and repair at our standard rates if you'd like. "
                   "You can appeal a declined claim within 28 days by sending proof of a service.", rev="2025-05"),
           ], now="2026-04-23T10:20:00+01:00")

b.case("Hi Rory, I'm sorry this one didn't go your way. Your claim for the circulation pump was declined because the boiler's last service on our records was on 2 September 2024, "
       "and the policy needs a service within the 12 months before a claim. If you had it serviced more recently, you can appeal within 28 days by sending us proof. "
       "I also asked about a €50 goodwill voucher for you, and that's been passed on for review rather than approved.",
       [S("claim for the circulation pump was declined"), S("last service on our records was on 2 September 2024"), S("within the 12 months before a claim"),
        S("appeal within 28 days"), S("passed on for review rather than approved")],
       notes="Claim DECLINED, SERVICE_OVERDUE, last_service_date 2024-09-02; 12-month rule and 28-day appeal from policy; goodwill voucher call ESCALATED.",
       incl=["2 September 2024"])
b.case("- Claim: CLM-26-011870, circulation pump\n- Status: declined\n- Reason: service overdue (last service 02/09/2024)\n- Next step: appeal within 28 days with proof of a service",
       [S("CLM-26-011870, circulation pump"), S("Status: declined"), S("service overdue (last service 02/09/2024)"), S("appeal within 28 days with proof")],
       notes="Fields of get_claim; appeal rule from policy.", incl=["02/09/2024"])
b.case("Hi Rory, your claim was declined because the boiler's last recorded service was on 2 September 2024, more than 12 months before the claim. As a gesture of goodwill, I've sent you a €50 voucher.",
       [S("your claim was declined"), S("last recorded service was on 2 September 2024"), X("I've sent you a €50 voucher", NOTEX)],
       errors=["refused_call_effect"], notes="issue_goodwill_voucher was ESCALATED, not issued.",
       excl=["I've sent you a €50 voucher"])
b.case("Hi Rory, your claim was declined because the policy requires a service every 2 years, and the last one we have is from 2 September 2025.",
       [S("your claim was declined"), X("a service every 2 years", POLX), X("2 September 2025", DATE)],
       errors=["wrong_policy_condition", "wrong_date"],
       notes="Policy: a service within 12 months before a claim; last_service_date is 2024-09-02.",
       excl=["every 2 years", "2 September 2025"])
b.repair("Your claim was declined because the boiler was last serviced on 2 September 2024, and a service is needed within the 12 months before a claim. You can appeal within 14 days with proof of a service.",
         [S("last serviced on 2 September 2024"), S("within the 12 months before a claim"), X("appeal within 14 days", POLX)],
         errors=["wrong_period"], notes="Policy allows appeals within 28 days.",
         excl=["within 14 days"], incl=["28 days|twenty-eight days|4 weeks|four weeks", "2 September 2024|02/09/2024"])

# ---------------------------------------------------------------------------
# 22. Home-battery leasing: lease terms and early exit
# ---------------------------------------------------------------------------
b = Bundle("battery-lease", "home-battery leasing",
           "How much am I paying a month for the battery, when does the lease end, and what if I want out early?",
           [
               rec("get_lease#LSE-BT-20931", "tool:get_lease", {
                   "lease_id": "LSE-BT-20931", "customer_name": "Sinéad Mulcahy", "status": "ACTIVE",
                   "asset": {"model": "PowerCell 10", "capacity_kwh": "10.2", "serial": "PC10-77310-B"},
                   "term_months": 84, "start_date": "2023-07-01", "end_date": "2030-06-30",
                   "monthly_fee": {"amount_cents": 4299, "currency": "EUR"}, "payments_made": 35,
                   "early_termination": {"fee_basis": "REMAINING_MONTHLY_FEES", "fee_pct": 40, "buyout_option": True}}),
               pol("policy#early-exit", "You can end the lease at any time after the first 24 months. "
                   "The early termination fee is 40% of the monthly fees left on the term. "
                   "Alternatively you can buy the battery outright at its written-down value. "
                   "Removal is free if you end the lease after 24 months.", rev="2023-03"),
           ], now="2026-06-02T10:00:00+01:00")

b.case("Hi Sinéad, your PowerCell 10 lease is €42.99 a month, and it runs for 84 months, ending on 30 June 2030. "
       "You can end it early at any point now, as you're past the first 24 months; the fee is 40% of the monthly payments left on the term. You could also buy the battery outright instead.",
       [S("€42.99 a month"), S("runs for 84 months"), S("ending on 30 June 2030"), S("you're past the first 24 months"), S("40% of the monthly payments left"), S("buy the battery outright")],
       notes="monthly_fee 4299 cents, term_months 84, end_date 2030-06-30; started 2023-07-01 so past 24 months; fee rule and buy-out from policy.",
       incl=["€42.99"])
b.case("- Monthly fee: €42.99\n- Lease ends: 30/06/2030\n- Payments made so far: 35 of 84, so 49 left\n- Early exit fee today: 40% of 49 × €42.99, about €842.60",
       [S("Monthly fee: €42.99"), S("Lease ends: 30/06/2030"), S("35 of 84, so 49 left"), S("about €842.60")],
       notes="payments_made 35 of term_months 84 leaves 49; 0.4 x 49 x 42.99 = 842.60.", incl=["€842.60"])
b.case("€42.99 monthly until the end of June 2030, Sinéad.",
       [S("€42.99 monthly until the end of June 2030")], notes="monthly_fee and end_date.", incl=["€42.99"])
b.case("Hi Sinéad, your lease is €42.99 a month and ends on 30 June 2030. You can only end it early after 36 months, so you'd need to wait until July.",
       [S("€42.99 a month"), S("ends on 30 June 2030"), X("only end it early after 36 months", POLX)],
       errors=["wrong_policy_condition"], notes="Policy allows ending after the first 24 months, which she has passed.",
       excl=["after 36 months"])
b.case("Hi Sinéad, your lease is €42.99 a month and runs until 30 June 2029. If you ended it today, the early exit fee would be about €1,031.76.",
       [S("€42.99 a month"), X("runs until 30 June 2029", DATE), X("about €1,031.76", AMT)],
       errors=["wrong_date", "wrong_arithmetic"],
       notes="end_date is 2030-06-30; 49 payments remain, so the fee is 0.4 x 49 x €42.99 = €842.60 (€1,031.76 uses 60 months).",
       excl=["30 June 2029", "€1,031.76"])
b.repair("Your lease is €42.99 a month and ends on 30 June 2030; ending early now would cost 40% of the 59 monthly payments left.",
         [S("€42.99 a month"), S("ends on 30 June 2030"), X("59 monthly payments left", VAL)],
         errors=["wrong_arithmetic"], notes="84 - 35 payments made = 49 left.",
         excl=["59 monthly"], incl=["49|forty-nine", "€42.99"])

# ---------------------------------------------------------------------------
# 23. Home-battery leasing: state of health and performance guarantee
# ---------------------------------------------------------------------------
b = Bundle("battery-health", "home-battery leasing",
           "The battery seems to hold less than it used to. Is it still within the performance guarantee?",
           [
               rec("get_battery_telemetry#PC10-81442-C", "tool:get_battery_telemetry", {
                   "serial": "PC10-81442-C", "nameplate_capacity_kwh": "10.2", "state_of_health_pct": "88.4", "usable_capacity_kwh": "9.02",
                   "last_full_cycle": "2026-05-31T03:58:00Z", "cycle_count": 1137, "firmware": "4.12.3",
                   "alerts": [{"code": "CELL_TEMP_HIGH", "raised": "2026-05-29T14:02:00Z", "status": "CLEARED", "cleared": "2026-05-29T16:40:00Z"}]}),
               rec("get_lease#LSE-BT-30418", "tool:get_lease", {
                   "lease_id": "LSE-BT-30418", "customer_name": "Kevin Moran", "start_date": "2024-01-15", "installed_on": "2024-01-12",
                   "performance_guarantee": {"min_soh_pct": 70, "years": 10, "max_cycles": 6000}}),
               pol("policy#performance", "We guarantee your battery will keep at least 70% of its original capacity for 10 years from installation, or 6,000 full cycles, whichever comes first. "
                   "If it drops below that, we'll repair or replace it free of charge. "
                   "A few percent of capacity loss in the first years is normal.", rev="2023-03"),
           ], now="2026-06-03T09:00:00+01:00")

b.case("Hi Kevin, your battery is at 88.4% of its original capacity, so it can store about 9.02 kWh out of the original 10.2 kWh. "
       "That's well above the 70% we guarantee for 10 years, and some loss in the first years is normal. It's done 1,137 full cycles so far.",
       [S("88.4% of its original capacity"), S("about 9.02 kWh"), S("original 10.2 kWh"), S("70% we guarantee for 10 years"), S("some loss in the first years is normal"), S("1,137 full cycles")],
       notes="state_of_health_pct 88.4, usable 9.02 of nameplate 10.2, cycle_count 1137; guarantee 70% / 10 years in policy and lease.",
       incl=["88.4%"])
b.case("- Health: 88.4%\n- Usable capacity: 9.02 kWh\n- Guarantee: at least 70% for 10 years or 6,000 cycles\n- High cell temperature alert on 29 May: cleared",
       [S("Health: 88.4%"), S("Usable capacity: 9.02 kWh"), S("at least 70% for 10 years or 6,000 cycles"), S("alert on 29 May: cleared")],
       notes="Telemetry fields and the CLEARED CELL_TEMP_HIGH alert; guarantee from policy.", incl=["88.4%"])
b.case("Hi Kevin, your battery's health is 88.4%, so you can currently use about 8.84 kWh of it. We guarantee at least 80% of the original capacity for 10 years.",
       [S("health is 88.4%"), X("about 8.84 kWh", VALA), X("at least 80% of the original capacity", POLX)],
       errors=["wrong_value", "wrong_policy_condition"],
       notes="usable_capacity_kwh is 9.02 (88.4% of 10.2); the guarantee is 70%, not 80%.",
       excl=["8.84 kWh", "at least 80%"])
b.case("Hi Kevin, your battery is at 88.4% health, about 9.02 kWh usable. There's an active high-temperature alert on it at the moment, and your lease also includes a free annual health-check visit.",
       [S("88.4% health"), S("about 9.02 kWh usable"), X("active high-temperature alert", STATE), I("free annual health-check visit", NOPOL + NOREC)],
       errors=["wrong_state", "unlisted_perk"],
       notes="The CELL_TEMP_HIGH alert is CLEARED; no record or policy lists a free health-check visit.",
       excl=["active high-temperature alert", "health-check visit"])
b.repair("Your battery is at 88.4% health, about 9.02 kWh usable, and it's guaranteed to keep at least 70% for 10 years or 5,000 cycles.",
         [S("88.4% health"), S("about 9.02 kWh usable"), X("5,000 cycles", POLX)],
         errors=["wrong_value"], notes="Policy and lease: 6,000 full cycles.",
         excl=["5,000 cycles"], incl=["6,000|6000|six thousand", "88.4"])

# ---------------------------------------------------------------------------
# 24. Home-battery leasing: missed payment and arrears
# ---------------------------------------------------------------------------
b = Bundle("battery-arrears", "home-battery leasing",
           "I missed a payment last month, what do I owe now?",
           [
               rec("get_lease_payments#LSE-BT-41205", "tool:get_lease_payments", {
                   "lease_id": "LSE-BT-41205", "customer_name": "Aoife Hennessy", "monthly_fee_cents": 3850,
                   "payments": [
                       {"due": "2026-03-01", "amount_cents": 3850, "status": "PAID"},
                       {"due": "2026-04-01", "amount_cents": 3850, "status": "FAILED", "late_fee_cents": 1000},
                       {"due": "2026-05-01", "amount_cents": 3850, "status": "PAID"},
                       {"due": "2026-06-01", "amount_cents": 3850, "status": "SCHEDULED"}],
                   "arrears_cents": 4850, "arrears_status": "IN_ARREARS"}),
               pol("policy#missed-payments", "If a lease payment fails, a €10 late fee is added. "
                   "You can clear arrears any time by card or bank transfer. "
                   "If arrears reach three monthly payments, we may suspend the battery's grid services and, ultimately, end the lease. "
                   "We won't add interest to arrears.", rev="2024-08"),
           ], now="2026-05-19T13:00:00+01:00")

b.case("Hi Aoife, thanks for getting in touch about this. Your April payment of €38.50 didn't go through, and a €10 late fee was added, so you owe €48.50 at the moment. "
       "Your May payment was collected as normal. You can clear it any time by card or bank transfer, and no interest is added.",
       [S("April payment of €38.50 didn't go through"), S("€10 late fee was added"), S("you owe €48.50"), S("May payment was collected as normal"),
        S("by card or bank transfer"), S("no interest is added")],
       notes="April FAILED with late_fee_cents 1000; arrears_cents 4850; May PAID; payment methods and no interest from policy.", incl=["€48.50"])
b.case("Outstanding: €48.50 (April's €38.50 plus the €10 late fee). Your next payment of €38.50 is due on 1 June.",
       [S("Outstanding: €48.50"), S("April's €38.50 plus the €10 late fee"), S("due on 1 June")],
       notes="arrears_cents 4850 = 3850 + 1000; June payment SCHEDULED.", incl=["€48.50"])
b.case("You owe €48.50 right now, Aoife: the missed April payment and a €10 late fee.",
       [S("You owe €48.50 right now"), S("the missed April payment and a €10 late fee")], notes="arrears_cents 4850.", incl=["€48.50"])
b.case("Hi Aoife, your April payment of €38.50 didn't go through and a €10 late fee was added, bringing what you owe to €58.50. Your May payment was collected as normal.",
       [S("April payment of €38.50 didn't go through"), S("a €10 late fee was added"), X("bringing what you owe to €58.50", AMT), S("May payment was collected as normal")],
       errors=["wrong_arithmetic"], notes="38.50 + 10 = 48.50 (arrears_cents 4850).",
       excl=["€58.50"])
b.case("Hi Aoife, your April payment of €38.50 didn't go through, and your May payment also failed. If arrears reach two monthly payments, we may suspend the battery's grid services.",
       [S("April payment of €38.50 didn't go through"), X("May payment also failed", STATE), X("reach two monthly payments", POLX)],
       errors=["wrong_state", "wrong_policy_condition"],
       notes="May's payment is PAID; the policy threshold is three monthly payments.",
       excl=["May payment also failed", "two monthly payments"])
b.repair("Your April payment of €38.50 failed and a €15 late fee was added, so you owe €48.50 now.",
         [S("April payment of €38.50 failed"), X("€15 late fee", AMT), S("you owe €48.50 now")],
         errors=["wrong_amount"], notes="late_fee_cents 1000 and the policy: €10.",
         excl=["€15 late fee"], incl=["€10|10 euro|ten euro", "€48.50"])

# ---------------------------------------------------------------------------
# 25. Home-battery leasing: moving house
# ---------------------------------------------------------------------------
b = Bundle("battery-move", "home-battery leasing",
           "We're selling the house. Can the battery lease move with us or go to the buyer?",
           [
               rec("get_lease#LSE-BT-15570", "tool:get_lease", {
                   "lease_id": "LSE-BT-15570", "customer_name": "Darragh Foley", "status": "ACTIVE",
                   "property": {"eircode": "T12 KX83", "address": "9 Glasheen Road, Cork"},
                   "transfer_requests": [{"request_id": "TR-2231", "type": "TO_NEW_OWNER", "status": "DRAFT", "created": "2026-06-01"}],
                   "relocation": {"eligible": True, "fee_cents": 35000}}),
               pol("policy#moving-home", "Moving home? You have two options. "
                   "The lease can be transferred to the buyer of your home, free of charge, if they pass our credit check. "
                   "Or we can move the battery to your new home for a relocation fee of €350, as long as the new home is in the Republic of Ireland and has a suitable wall. "
                   "Either way, tell us at least 30 days before your completion date.", rev="2025-02"),
           ], now="2026-06-04T14:00:00+01:00")

b.case("Hi Darragh, best of luck with the sale! You've two options: the buyer can take over the lease free of charge if they pass our credit check, or we can move the battery to your new home for €350, provided it's in the Republic of Ireland. "
       "Either way, please let us know at least 30 days before completion. I can see a transfer request to the new owner (TR-2231) started on 1 June, but it's still in draft.",
       [S("free of charge if they pass our credit check"), S("move the battery to your new home for €350"), S("provided it's in the Republic of Ireland"),
        S("at least 30 days before completion"), S("TR-2231"), S("started on 1 June"), S("still in draft")],
       notes="Options and 30-day notice from policy#moving-home; relocation fee_cents 35000; transfer request TR-2231 DRAFT created 2026-06-01.",
       incl=["€350"])
b.case("Dear Darragh,\n\nThanks for letting us know about the move. The battery lease can either pass to your buyer at no cost, subject to a credit check, or come with you for a relocation fee of €350. "
       "We need at least 30 days' notice before your completion date.\n\nWarm regards,\nNuala\nCairn Battery Leasing",
       [S("pass to your buyer at no cost, subject to a credit check"), S("relocation fee of €350"), S("at least 30 days' notice")],
       notes="Letter paraphrase of policy#moving-home.", incl=["€350"])
b.case("Hi Darragh, the buyer can take over the lease free of charge if they pass our credit check, or we can move the battery to your new home, and as a long-standing customer you won't pay the usual relocation fee.",
       [S("take over the lease free of charge"), XI("won't pay the usual relocation fee", NOPOL + NOREC + ("NLI_CONTRADICTION", "AMOUNT_MISMATCH", "VALUE_MISMATCH"))],
       errors=["invented_promise"], notes="The policy sets a €350 relocation fee with no long-standing-customer waiver; the record shows fee_cents 35000.",
       excl=["won't pay the usual relocation fee"])
b.case("Hi Darragh, good news: your transfer request TR-2231 to the new owner has already been approved. Just let us know at least 14 days before completion.",
       [X("has already been approved", STATE), X("at least 14 days before completion", POLX)],
       errors=["wrong_state", "wrong_period"], notes="TR-2231 status is DRAFT; the policy asks for 30 days' notice.",
       excl=["already been approved", "14 days before"])
b.repair("The buyer can take over the lease free of charge if they pass a credit check, or we can move the battery for €530; either way, tell us at least 30 days before completion.",
         [S("take over the lease free of charge"), X("move the battery for €530", AMT), S("at least 30 days before completion")],
         errors=["wrong_amount"], notes="relocation fee_cents 35000 and the policy: €350.",
         excl=["€530"], incl=["€350|350", "30 days"])


# ---------------------------------------------------------------------------
def main():
    ids = [l["case"]["id"] for l in CASES + REPAIRS]
    assert len(ids) == len(set(ids))
    with open(os.path.join(HERE, "cases.jsonl"), "w", encoding="utf-8") as f:
        for l in CASES:
            f.write(json.dumps(l, ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "repair.jsonl"), "w", encoding="utf-8") as f:
        for l in REPAIRS:
            f.write(json.dumps(l, ensure_ascii=False) + "\n")
    from collections import Counter
    correct = sum(1 for l in CASES if not l["meta"]["errors"])
    err = Counter(e for l in CASES for e in l["meta"]["errors"])
    rerr = Counter(e for l in REPAIRS for e in l["meta"]["errors"])
    print(f"cases {len(CASES)} (correct {correct}, wrong {len(CASES) - correct}), repair {len(REPAIRS)}")
    print("errors in cases:", dict(sorted(err.items())))
    print("errors in repair:", dict(sorted(rerr.items())))
    subtle = {"unit_conversion", "wrong_arithmetic", "other_record_value", "wrong_role", "condition_unmet",
              "unrecorded_extra", "unlisted_perk", "stale_value", "wrong_state", "wrong_policy_condition"}
    print("subtle share (cases):", round(sum(v for k, v in err.items() if k in subtle) / sum(err.values()), 2))


if __name__ == "__main__":
    main()
