"""Writer w79: hand-written cases for halcheck's corpus.

Every draft, record and policy below was written individually for its scenario.
The helpers only assemble the JSON lines and run a few sanity checks on the labels.
Run: python3 corpus/w79/write_cases.py
"""
import json, os, datetime

SAST = datetime.timezone(datetime.timedelta(hours=2))
HERE = os.path.dirname(os.path.abspath(__file__))
WRITER = "w79"
API = "IoT device shadow (desired/reported, metadata timestamps, jobs, connectivity) + service accounts"


def ep(s):
    """Local Africa/Johannesburg time 'YYYY-MM-DD HH:MM' -> epoch seconds."""
    return int(datetime.datetime.strptime(s, "%Y-%m-%d %H:%M").replace(tzinfo=SAST).timestamp())


def now(s):
    return datetime.datetime.strptime(s, "%Y-%m-%d %H:%M").replace(tzinfo=SAST).isoformat()


def rec(i, source, fields, **kw):
    d = {"id": i, "kind": "record", "source": source, "fields": fields}
    d.update(kw)
    return d


def pol(i, text, revision=None):
    d = {"id": i, "kind": "policy", "text": text}
    if revision:
        d["revision"] = revision
    return d


def psg(i, text, source="kb"):
    return {"id": i, "kind": "passage", "source": source, "text": text}


def refused(i, tool, decision, args):
    return {"id": i, "kind": "refused_call", "tool": tool, "decision": decision, "args": args}


# reason-code groups
R_ST = ["RECORD_STATE_MISMATCH", "VALUE_MISMATCH"]
R_NUM = ["VALUE_MISMATCH", "AMOUNT_MISMATCH"]
R_AMT = ["AMOUNT_MISMATCH", "VALUE_MISMATCH"]
R_DATE = ["DATE_MISMATCH", "VALUE_MISMATCH"]
R_ID = ["IDENTIFIER_MISMATCH", "VALUE_MISMATCH"]
R_NAME = ["VALUE_MISMATCH", "IDENTIFIER_MISMATCH"]
R_NE = ["NOT_EXECUTED"]
R_RULE_X = ["NLI_CONTRADICTION", "VALUE_MISMATCH", "AMOUNT_MISMATCH", "DATE_MISMATCH"]
R_RULE_I = ["NO_POLICY_EVIDENCE", "NLI_NOT_ENTAILED"]
R_CASE_I = ["CLAIM_WITHOUT_TOOL_EVIDENCE"]
R_ANY_I = ["CLAIM_WITHOUT_TOOL_EVIDENCE", "NO_POLICY_EVIDENCE", "NLI_NOT_ENTAILED"]


def S(c):
    return {"contains": c, "verdict_in": ["supported"]}


def NA(c):
    return {"contains": c, "verdict_in": ["not_applicable"]}


def X(c, reasons):
    return {"contains": c, "verdict_in": ["contradicted"], "reason_in": list(reasons)}


def I(c, reasons):
    return {"contains": c, "verdict_in": ["insufficient_evidence"], "reason_in": list(reasons)}


def XI(c, reasons):
    return {"contains": c, "verdict_in": ["contradicted", "insufficient_evidence"], "reason_in": list(reasons)}


CASES, REPAIRS = [], []
BUNDLES = {}
_n = {"c": 0, "r": 0}


class Bundle:
    def __init__(self, scenario, domain, question, evidence, now_s=None):
        self.scenario, self.domain, self.question, self.evidence = scenario, domain, question, evidence
        self.now = now(now_s) if now_s else None
        BUNDLES[scenario] = self

    def _case(self, cid, draft, question):
        c = {"schema": "halcheck.case/1", "id": cid, "question": question or self.question,
             "draft": draft, "evidence": self.evidence}
        if self.now:
            c["now"] = self.now
        return c

    def ok(self, draft, probes, includes, notes, question=None):
        _n["c"] += 1
        cid = "%s-%03d-%s" % (WRITER, _n["c"], self.scenario)
        CASES.append({"case": self._case(cid, draft, question),
                      "expect": {"probes": probes, "outcome_in": ["sent"], "final_excludes": [],
                                 "final_includes": includes},
                      "meta": {"writer": WRITER, "domain": self.domain, "scenario": self.scenario,
                               "api_family": API, "errors": [], "notes": notes}})

    def bad(self, draft, probes, excludes, errors, notes, question=None):
        _n["c"] += 1
        cid = "%s-%03d-%s-%s" % (WRITER, _n["c"], self.scenario, errors[0].replace("_", "-"))
        CASES.append({"case": self._case(cid, draft, question),
                      "expect": {"probes": probes, "outcome_in": None, "final_excludes": excludes,
                                 "final_includes": []},
                      "meta": {"writer": WRITER, "domain": self.domain, "scenario": self.scenario,
                               "api_family": API, "errors": errors, "notes": notes}})

    def rep(self, draft, probes, excludes, includes, errors, notes, question=None):
        _n["r"] += 1
        cid = "%s-r%02d-%s" % (WRITER, _n["r"], self.scenario)
        REPAIRS.append({"case": self._case(cid, draft, question),
                        "expect": {"probes": probes, "outcome_in": ["repaired"], "final_excludes": excludes,
                                   "final_includes": includes},
                        "meta": {"writer": WRITER, "domain": self.domain, "scenario": self.scenario,
                                 "api_family": API, "errors": errors, "notes": notes}})


THERMO = "smart-thermostat subscription"
SEC = "home-security monitoring"
LOCK = "smart-lock rental"
LEAK = "water-leak sensor cover"
VAC = "robot-vacuum repairs"
BATT = "home-battery monitoring"


def _alts(entry):
    return [a for a in entry.split("|") if a]


def finish(write=True):
    """Sanity checks on my own labels, then write the two JSONL files."""
    problems = []
    ids = set()
    for kind, rows in (("cases", CASES), ("repair", REPAIRS)):
        for row in rows:
            c, e = row["case"], row["expect"]
            d = c["draft"]
            if c["id"] in ids:
                problems.append("dup id " + c["id"])
            ids.add(c["id"])
            evids = [x["id"] for x in c["evidence"]]
            if len(evids) != len(set(evids)):
                problems.append(c["id"] + ": dup evidence id")
            for pr in e["probes"]:
                if d.count(pr["contains"]) != 1:
                    problems.append("%s: probe %r occurs %d times" % (c["id"], pr["contains"], d.count(pr["contains"])))
            for x in e["final_excludes"]:
                if x not in d:
                    problems.append("%s: exclude %r not in draft" % (c["id"], x))
            bad = [p for p in e["probes"] if p["verdict_in"] != ["supported"] and p["verdict_in"] != ["not_applicable"]]
            if kind == "cases" and e["outcome_in"] == ["sent"]:
                if bad or e["final_excludes"] or row["meta"]["errors"]:
                    problems.append(c["id"] + ": correct case with wrong labels")
                for inc in e["final_includes"]:
                    if inc not in d:
                        problems.append("%s: include %r not in draft" % (c["id"], inc))
            else:
                if not bad:
                    problems.append(c["id"] + ": wrong case without a wrong probe")
                if len(row["meta"]["errors"]) != len(bad):
                    problems.append("%s: %d errors vs %d wrong probes" % (c["id"], len(row["meta"]["errors"]), len(bad)))
                # excludes must not sit inside a supported probe span
                for x in e["final_excludes"]:
                    for p in e["probes"]:
                        if p["verdict_in"] == ["supported"] and x in p["contains"]:
                            problems.append("%s: exclude %r inside supported probe" % (c["id"], x))
            if kind == "repair":
                first = e["final_includes"][0]
                if any(a in d for a in _alts(first)):
                    problems.append("%s: correction %r already in draft" % (c["id"], first))
                for inc in e["final_includes"][1:]:
                    if not any(a in d for a in _alts(inc)):
                        problems.append("%s: include %r not in draft" % (c["id"], inc))
                if not 1 <= len(row["meta"]["errors"]) <= 2:
                    problems.append(c["id"] + ": repair needs 1-2 errors")
    for p in problems:
        print("PROBLEM", p)
    nc = sum(1 for r in CASES if r["expect"]["outcome_in"] == ["sent"])
    print("cases %d (correct %d, wrong %d), repair %d" % (len(CASES), nc, len(CASES) - nc, len(REPAIRS)))
    from collections import Counter
    cnt = Counter(x for r in CASES for x in r["meta"]["errors"])
    rc = Counter(x for r in REPAIRS for x in r["meta"]["errors"])
    print("errors in cases:", dict(sorted(cnt.items())))
    print("errors in repair:", dict(sorted(rc.items())))
    subtle = {"unit_conversion", "wrong_arithmetic", "other_record_value", "wrong_role", "condition_unmet",
              "unrecorded_extra", "unlisted_perk", "stale_value", "wrong_policy_condition"}
    print("subtle share in cases: %.2f" % (sum(v for k, v in cnt.items() if k in subtle) / max(1, sum(cnt.values()))))
    if write and not problems:
        with open(os.path.join(HERE, "cases.jsonl"), "w", encoding="utf-8") as f:
            for r in CASES:
                f.write(json.dumps(r, ensure_ascii=False) + "\n")
        with open(os.path.join(HERE, "repair.jsonl"), "w", encoding="utf-8") as f:
            for r in REPAIRS:
                f.write(json.dumps(r, ensure_ascii=False) + "\n")
        print("written")
    return problems


# ---------------------------------------------------------------- 1 thermostat set-point pending
b = Bundle("thermo-setpoint", THERMO, "I set the living room to 21.5 this morning but it's still cold. Why?", [
    rec("shadow#thermo-LVR-22", "tool:get_thing_shadow", {
        "thingName": "thermo-LVR-22", "version": 418,
        "state": {"desired": {"targetTempDeciC": 215, "mode": "HEAT", "fanMode": "AUTO"},
                  "reported": {"targetTempDeciC": 195, "ambientTempDeciC": 178, "mode": "HEAT",
                               "fanMode": "AUTO", "humidityPct": 54}},
        "metadata": {"desired": {"targetTempDeciC": {"timestamp": ep("2026-05-14 07:58")}},
                     "reported": {"targetTempDeciC": {"timestamp": ep("2026-05-13 22:10")},
                                  "ambientTempDeciC": {"timestamp": ep("2026-05-14 07:41")}}},
        "connectivity": {"connected": False, "disconnectedAt": ep("2026-05-14 07:42")}}),
    rec("shadow#thermo-BED-07", "tool:get_thing_shadow", {
        "thingName": "thermo-BED-07", "version": 233,
        "state": {"desired": {"targetTempDeciC": 200}, "reported": {"targetTempDeciC": 200, "ambientTempDeciC": 192,
                                                                   "mode": "HEAT"}},
        "metadata": {"reported": {"ambientTempDeciC": {"timestamp": ep("2026-05-14 09:05")}}},
        "connectivity": {"connected": True}}),
    psg("kb-thermostat#offline", "If a thermostat is offline, changes you make in the app are stored as a pending setting.\n"
        "They are applied automatically the next time the device reconnects to Wi-Fi.\n"
        "A thermostat that has been offline for more than 15 minutes shows a grey cloud icon in the app."),
], "2026-05-14 09:20")
b.ok("Hi Naledi, I can see what's happening here. You asked for 21.5°C at 07:58 this morning, but the living-room "
     "thermostat last reported a target of 19.5°C. It dropped off Wi-Fi at 07:42, so the new setting is still waiting "
     "to be applied. Once it reconnects, the 21.5°C setting will be applied automatically.",
     [NA("I can see what's happening here"), S("You asked for 21.5°C at 07:58"), S("last reported a target of 19.5°C"),
      S("dropped off Wi-Fi at 07:42"), S("still waiting to be applied"), S("will be applied automatically")],
     ["19.5°C", "07:42"],
     "desired.targetTempDeciC 215 (07:58) vs reported 195; connectivity.disconnectedAt 07:42; KB says pending settings apply on reconnect.")
b.ok("Here's what the living-room thermostat is reporting:\n- Requested target: 21.5°C (pending)\n- Applied target: 19.5°C\n"
     "- Room temperature: 17.8°C\n- Connection: offline since 07:42 today\nPending changes go through automatically as "
     "soon as it's back online.",
     [S("Requested target: 21.5°C (pending)"), S("Applied target: 19.5°C"), S("Room temperature: 17.8°C"),
      S("offline since 07:42 today"), S("go through automatically")],
     ["17.8°C", "07:42"],
     "reported.ambientTempDeciC 178 = 17.8°C; other bullets from desired/reported target and connectivity; KB for the last line.")
b.ok("The 21.5°C you set is pending; the thermostat has been offline since 07:42 and is still holding 19.5°C.",
     [S("The 21.5°C you set is pending"), S("offline since 07:42"), S("still holding 19.5°C")],
     ["19.5°C"], "desired 215 vs reported 195 with the device disconnected at 07:42.")
b.bad("Good morning Naledi! Your living-room thermostat has accepted the new 21.5°C target and is heating now. The room "
      "was at 17.8°C at its last reading. It did briefly drop off Wi-Fi at 05:42.",
      [X("has accepted the new 21.5°C target", R_ST), S("The room was at 17.8°C"), X("drop off Wi-Fi at 05:42", R_DATE)],
      ["has accepted the new 21.5°C target", "05:42"], ["wrong_state", "unit_conversion"],
      "reported.targetTempDeciC is still 195, so 21.5 is not applied; disconnectedAt is 07:42 SAST (05:42 is the UTC reading).")
b.bad("Your thermostat is reporting a target of 20.0°C and a room temperature of 19.2°C. The 21.5°C you asked for is "
      "still pending because the device has been offline since 07:42.",
      [X("a target of 20.0°C", R_NUM), X("room temperature of 19.2°C", R_NUM), S("still pending"),
       S("offline since 07:42")],
      ["target of 20.0°C", "19.2°C"], ["other_record_value", "other_record_value"],
      "20.0 and 19.2 are the bedroom thermostat (thermo-BED-07); the living room reports 195 / 178.")
b.rep("Hi Naledi, your living-room thermostat went offline at 07:42 and is still holding its old target of 18.5°C. The "
      "21.5°C you set at 07:58 will be applied when it reconnects.",
      [S("went offline at 07:42"), X("old target of 18.5°C", R_NUM), S("The 21.5°C you set at 07:58")],
      ["18.5°C"], ["19.5°C|19.5 °C|19.5 degrees", "07:42", "21.5"], ["wrong_value"],
      "reported.targetTempDeciC is 195 = 19.5°C, not 18.5°C.")

# ---------------------------------------------------------------- 2 thermostat invoice after price change
b = Bundle("thermo-invoice", THERMO, "Why is my May bill higher than April's?", [
    rec("get_subscription#SUB-TH-50218", "tool:get_subscription", {
        "subscriptionId": "SUB-TH-50218", "customerId": "CUS-88314", "status": "ACTIVE",
        "plan": {"code": "COMFORT_PLUS", "name": "Comfort Plus", "priceMinor": 14900, "currency": "ZAR",
                 "interval": "P1M", "features": ["REMOTE_SCHEDULING", "ENERGY_REPORTS", "SECOND_ZONE"]},
        "currentPeriod": {"start": "2026-05-01", "end": "2026-05-31"}, "nextBillingDate": "2026-06-01",
        "addOns": [{"code": "EXTRA_SENSOR", "qty": 1, "priceMinor": 3900}]}),
    rec("get_invoice#INV-2026-05-50218", "tool:get_invoice", {
        "invoiceId": "INV-2026-05-50218", "issuedAt": ep("2026-05-01 02:00"), "status": "PAID",
        "paidAt": ep("2026-05-03 14:12"), "currency": "ZAR", "totalMinor": 18800,
        "lines": [{"description": "Comfort Plus - May 2026", "amountMinor": 14900},
                  {"description": "Extra room sensor - May 2026", "amountMinor": 3900}]}),
    rec("get_invoice#INV-2026-04-50218", "tool:get_invoice", {
        "invoiceId": "INV-2026-04-50218", "issuedAt": ep("2026-04-01 02:00"), "status": "PAID",
        "paidAt": ep("2026-04-04 09:40"), "currency": "ZAR", "totalMinor": 16800,
        "lines": [{"description": "Comfort Plus - April 2026", "amountMinor": 12900},
                  {"description": "Extra room sensor - April 2026", "amountMinor": 3900}]}),
    pol("pricing-notice#2026", "From 1 May 2026 the Comfort Plus plan costs R149 per month, up from R129. Customers were "
        "notified by email at least 30 days before the change. Add-on prices are unchanged. Invoices are issued on the "
        "first day of each month and payment is collected by debit order within five days.", "2026-03"),
], "2026-05-06 11:05")
b.ok("Hi Pieter, your May invoice comes to R188.00: R149.00 for Comfort Plus and R39.00 for the extra room sensor. In "
     "April the plan was still R129.00, which is why that bill was R168.00. The new Comfort Plus price took effect on "
     "1 May 2026, and the sensor add-on didn't change.",
     [S("comes to R188.00"), S("R149.00 for Comfort Plus"), S("R39.00 for the extra room sensor"),
      S("the plan was still R129.00"), S("that bill was R168.00"), S("took effect on 1 May 2026"),
      S("the sensor add-on didn't change")],
     ["R188.00", "R149.00"], "May invoice totalMinor 18800 = 14900 + 3900; April 16800 with 12900; policy dates the rise and keeps add-ons.")
b.ok("Dear Mr Botha,\n\nThank you for your question. The increase is the Comfort Plus price change: the plan went from "
     "R129 to R149 a month from 1 May. Your May total of R188 was paid by debit order on 3 May 2026.\n\nKind regards,\n"
     "Lerato\nSmartHeat Support",
     [NA("Thank you for your question"), S("went from R129 to R149 a month from 1 May"), S("May total of R188"),
      S("paid by debit order on 3 May 2026")],
     ["R188", "3 May 2026"], "Policy gives R129 -> R149 from 1 May; invoice paidAt is 3 May 2026 14:12 SAST; debit order per policy.")
b.bad("Hi Pieter, the May invoice totals R149.00 because Comfort Plus went up from R129 to R149 on 1 May 2026. Your "
      "extra room sensor is still R39.00 a month.",
      [X("the May invoice totals R149.00", R_AMT), S("went up from R129 to R149 on 1 May 2026"),
       S("still R39.00 a month")],
      ["totals R149.00"], ["wrong_arithmetic"],
      "totalMinor is 18800 (R188.00): the stated total leaves out the R39.00 sensor line.")
b.bad("Your Comfort Plus plan is R129.00 a month, plus R39.00 for the extra sensor, so May came to R168.00. It was "
      "collected by debit order on 3 May.",
      [X("Comfort Plus plan is R129.00 a month", R_AMT), S("plus R39.00 for the extra sensor"),
       X("May came to R168.00", R_AMT), S("collected by debit order on 3 May")],
      ["plan is R129.00 a month", "May came to R168.00"], ["stale_value", "other_record_value"],
      "R129 is the pre-May price (policy, subscription priceMinor 14900); R168.00 is April's invoice total, May's is 18800.")
b.rep("Your May invoice of R188.00 covers Comfort Plus at R149.00 and the extra sensor at R39.00. It was paid on "
      "1 May 2026.",
      [S("May invoice of R188.00"), S("Comfort Plus at R149.00"), S("extra sensor at R39.00"),
       X("paid on 1 May 2026", R_DATE)],
      ["paid on 1 May 2026"], ["3 May|03/05/2026|2026-05-03", "R188|188"], ["wrong_date"],
      "paidAt is 3 May 2026 14:12; 1 May is the issue date.")

# ---------------------------------------------------------------- 3 thermostat failed firmware job
b = Bundle("thermo-firmware", THERMO, "The app said an update failed. Is my thermostat broken?", [
    rec("list_jobs#thermo-KIT-03", "tool:list_job_executions", {
        "thingName": "thermo-KIT-03",
        "jobs": [{"jobId": "fw-4.2.1-rollout-0519", "targetVersion": "4.2.1", "status": "FAILED",
                  "statusDetails": {"reason": "CHECKSUM_ERROR"}, "queuedAt": ep("2026-05-19 01:00"),
                  "lastUpdatedAt": ep("2026-05-19 01:17")},
                 {"jobId": "fw-4.2.1-retry-0520", "targetVersion": "4.2.1", "status": "QUEUED",
                  "queuedAt": ep("2026-05-20 09:30")},
                 {"jobId": "fw-4.1.8-rollout-0402", "targetVersion": "4.1.8", "status": "SUCCEEDED",
                  "lastUpdatedAt": ep("2026-04-02 03:05")}]}),
    rec("shadow#thermo-KIT-03", "tool:get_thing_shadow", {
        "thingName": "thermo-KIT-03", "version": 1204,
        "state": {"reported": {"firmwareVersion": "4.1.8", "targetTempDeciC": 205, "mode": "AUTO"}},
        "metadata": {"reported": {"firmwareVersion": {"timestamp": ep("2026-04-02 03:05")}}},
        "connectivity": {"connected": True}}),
    pol("firmware-policy#v3", "Firmware updates are installed overnight between 01:00 and 04:00 to avoid interrupting "
        "heating. A failed update leaves the thermostat on its previous version, so schedules and settings keep working. "
        "Queued retries start in the next overnight window. Customers do not need to do anything unless an update fails "
        "three times.", "v3"),
], "2026-05-20 16:30")
b.ok("No need to worry: the 4.2.1 update on 19 May failed a checksum check, so your kitchen thermostat is still running "
     "4.1.8 and your schedules keep working. A retry is already queued, and it will install in the next overnight "
     "window, between 01:00 and 04:00.",
     [S("the 4.2.1 update on 19 May failed a checksum check"), S("still running 4.1.8"),
      S("your schedules keep working"), S("A retry is already queued"), S("between 01:00 and 04:00")],
     ["4.1.8", "01:00"], "Job fw-4.2.1-rollout-0519 FAILED with CHECKSUM_ERROR; shadow firmwareVersion 4.1.8; retry job QUEUED; policy window.")
b.ok("Update 4.2.1 failed (checksum error) on 19/05/2026; the thermostat stayed on firmware 4.1.8 and the retry is "
     "queued for the next overnight window. You don't need to do anything unless it fails three times.",
     [S("Update 4.2.1 failed (checksum error) on 19/05/2026"), S("stayed on firmware 4.1.8"),
      S("the retry is queued for the next overnight window"), S("unless it fails three times")],
     ["4.1.8"], "Job records and shadow; the last sentence paraphrases the policy's final sentence.")
b.bad("Good news, the 4.2.1 update has now installed successfully on your kitchen thermostat. It's running the new "
      "firmware, and the failure message was from the first attempt.",
      [X("has now installed successfully", R_ST), X("It's running the new firmware", R_ST),
       S("the failure message was from the first attempt")],
      ["installed successfully", "running the new firmware"], ["wrong_state", "wrong_value"],
      "The retry job is QUEUED, not SUCCEEDED, and shadow firmwareVersion is 4.1.8.")
b.bad("Your thermostat is still on 4.1.8 and the retry for 4.2.1 is queued. You'll need to restart the thermostat before "
      "the retry can run. If it fails again, we'll replace the unit for free.",
      [S("still on 4.1.8"), S("the retry for 4.2.1 is queued"),
       X("You'll need to restart the thermostat", ["NLI_CONTRADICTION"]),
       I("we'll replace the unit for free", R_RULE_I)],
      ["need to restart the thermostat", "replace the unit for free"], ["wrong_policy_condition", "invented_promise"],
      "Policy: customers need do nothing unless three failures; no policy promises a replacement unit.")
b.rep("The first 4.2.1 update failed on 19 May, and your thermostat is still on 4.1.8. The retry is in progress right "
      "now.",
      [S("failed on 19 May"), S("still on 4.1.8"), X("The retry is in progress right now", R_ST)],
      ["in progress right now"], ["queued|waiting|scheduled|next overnight", "4.1.8"], ["wrong_state"],
      "Retry job fw-4.2.1-retry-0520 has status QUEUED, not IN_PROGRESS.")

# ---------------------------------------------------------------- 4 thermostat cancellation inside minimum term
b = Bundle("thermo-cancel", THERMO, "I want to cancel. What will it cost me and what do I do with the thermostat?", [
    rec("get_subscription#SUB-TH-61730", "tool:get_subscription", {
        "subscriptionId": "SUB-TH-61730", "status": "ACTIVE", "startedAt": "2025-11-15", "minimumTermMonths": 12,
        "plan": {"code": "COMFORT_BASIC", "name": "Comfort Basic", "priceMinor": 9900, "currency": "ZAR",
                 "features": ["REMOTE_SCHEDULING", "HOLIDAY_MODE"]},
        "device": {"serial": "TS4-0093-7721", "ownership": "RENTED"}}),
    pol("cancellation#v5", "You can cancel Comfort Basic or Comfort Plus at any time with one calendar month's notice. "
        "If you cancel within the 12-month minimum term, an early cancellation fee of R300 applies. Rented thermostats "
        "must be returned within 14 days of the final billing date; an unreturned device is charged at R1 450. Owned "
        "devices keep working in local mode after cancellation.", "v5"),
    psg("kb-thermostat#holiday-mode", "Holiday Mode holds your home at a frost-safe 7°C while you're away and resumes "
        "your normal schedule on the date you pick.\nYou can set it from the app under Schedules."),
], "2026-06-02 10:00")
b.ok("Hi Ayesha, you can cancel with one calendar month's notice. Because your Comfort Basic plan started on 15 "
     "November 2025, you're still inside the 12-month minimum term, so a R300 early cancellation fee applies. Your "
     "thermostat is rented, so please return it within 14 days of your final billing date.",
     [S("one calendar month's notice"), S("started on 15 November 2025"), S("still inside the 12-month minimum term"),
      S("a R300 early cancellation fee applies"), S("Your thermostat is rented"),
      S("within 14 days of your final billing date")],
     ["R300", "14 days"], "startedAt 2025-11-15 + 12 months > now (2 June 2026); policy gives the fee, notice and return window; device.ownership RENTED.")
b.ok("Here's what cancelling looks like for you:\n- Notice period: 1 month\n- Early cancellation fee: R300 (your minimum "
     "term runs until 15 November 2026)\n- Device: rented (serial TS4-0093-7721), to be returned within 14 days of the "
     "last bill\n- If it isn't returned: R1 450 charge",
     [S("Notice period: 1 month"), S("Early cancellation fee: R300"), S("runs until 15 November 2026"),
      S("rented (serial TS4-0093-7721)"), S("within 14 days of the last bill"), S("R1 450 charge")],
     ["R300", "TS4-0093-7721"], "Minimum term is 12 months from 2025-11-15; policy for fee/return/unreturned charge; device serial from the subscription.")
b.ok("Before you go, Holiday Mode might help if it's about being away: it holds the house at 7°C and picks your normal "
     "schedule back up on the date you choose. If you still want to cancel, it's one month's notice plus a R300 early "
     "cancellation fee, since you're within your 12-month term.",
     [S("holds the house at 7°C"), S("picks your normal schedule back up"), S("one month's notice"),
      S("plus a R300 early cancellation fee"), S("within your 12-month term")],
     ["7°C", "R300"], "KB passage on Holiday Mode; plan lists HOLIDAY_MODE; cancellation policy and startedAt for the fee.")
b.bad("Hi Ayesha, since you've been with us for more than six months, there's no cancellation fee. Just give one month's "
      "notice and return the rented thermostat within 14 days of your final bill.",
      [S("more than six months"), X("there's no cancellation fee", R_RULE_X), S("give one month's notice"),
       S("return the rented thermostat within 14 days")],
      ["no cancellation fee"], ["condition_unmet"],
      "Started 15 Nov 2025: over six months but inside the 12-month minimum term, so the R300 fee applies.")
b.bad("Your Comfort Basic plan includes remote scheduling, Holiday Mode and monthly energy reports. If you cancel now "
      "the early cancellation fee is R300, and an unreturned thermostat is charged at R1 250.",
      [S("includes remote scheduling"), XI("monthly energy reports", R_ANY_I + ["VALUE_MISMATCH", "NLI_CONTRADICTION"]),
       S("the early cancellation fee is R300"), X("charged at R1 250", R_RULE_X)],
      ["monthly energy reports", "R1 250"], ["unlisted_perk", "wrong_amount"],
      "plan.features lists REMOTE_SCHEDULING and HOLIDAY_MODE only (ENERGY_REPORTS is Comfort Plus); policy says R1 450.")
b.rep("You can cancel any time with a calendar month's notice; since you're inside the 12-month minimum term, there's "
      "an early cancellation fee of R350. Please return the rented thermostat within 14 days of your final billing date.",
      [S("a calendar month's notice"), S("inside the 12-month minimum term"), X("fee of R350", R_RULE_X),
       S("within 14 days of your final billing date")],
      ["fee of R350"], ["R300|R 300", "14 days"], ["wrong_amount"], "Policy cancellation#v5: the early fee is R300.")

# ---------------------------------------------------------------- 5 security false alarm with refused waiver
b = Bundle("security-false-alarm", SEC, "Why did armed response come out last night, and will I be charged?", [
    rec("get_alarm_events#SITE-JHB-4471", "tool:get_alarm_events", {
        "siteId": "SITE-JHB-4471",
        "events": [{"eventId": "ALM-90317", "zone": {"id": "Z04", "label": "Back door"}, "type": "INTRUSION",
                    "severity": "HIGH", "raisedAt": ep("2026-05-10 02:14"), "clearedAt": ep("2026-05-10 02:21"),
                    "clearedBy": "KEYPAD_USER_2", "outcome": "FALSE_ALARM", "responseDispatched": True,
                    "armedResponseArrivedAt": ep("2026-05-10 02:29")},
                   {"eventId": "ALM-90288", "zone": {"id": "Z01", "label": "Front door"}, "type": "ENTRY_DELAY",
                    "severity": "LOW", "raisedAt": ep("2026-05-08 18:03"), "clearedAt": ep("2026-05-08 18:03"),
                    "clearedBy": "KEYPAD_USER_1", "outcome": "USER_DISARMED", "responseDispatched": False}]}),
    rec("get_account#SITE-JHB-4471", "tool:get_account", {
        "accountNo": "SEC-204-7781", "plan": "MONITOR_RESPONSE",
        "falseAlarmAllowance": {"perYear": 2, "usedThisYear": 3}, "falseAlarmFeeMinor": 35000, "currency": "ZAR",
        "keypadUsers": {"1": "Johan Meyer", "2": "Karabo Meyer"}}),
    refused("waive_fee#call-1", "waive_false_alarm_fee", "ESCALATE", {"eventId": "ALM-90317", "accountNo": "SEC-204-7781"}),
    pol("false-alarm#v2", "Each monitoring account includes two false-alarm call-outs per calendar year at no charge. "
        "After that, each false-alarm call-out is billed at R350. Fee waivers are reviewed by a supervisor within three "
        "business days.", "v2"),
], "2026-05-10 08:45")
b.ok("Hi Karabo, the back-door sensor triggered a high-priority intrusion alarm at 02:14 this morning, and it was "
     "cleared from the keypad under your user code at 02:21. Armed response was already on the way and arrived at "
     "02:29; the event was logged as a false alarm. As you've used your two free call-outs for this year, this one "
     "carries the R350 fee, but I've asked a supervisor to review a waiver, which takes up to three business days.",
     [S("triggered a high-priority intrusion alarm at 02:14"), S("cleared from the keypad under your user code at 02:21"),
      S("arrived at 02:29"), S("logged as a false alarm"), S("used your two free call-outs"),
      S("this one carries the R350 fee"), S("asked a supervisor to review a waiver"), S("up to three business days")],
     ["02:29", "R350"], "Event ALM-90317 (severity HIGH, KEYPAD_USER_2 = Karabo); usedThisYear 3 > perYear 2; waiver call ESCALATEd; policy timing.")
b.ok("Event ALM-90317: back door, 02:14 to 02:21, cleared by keypad user 2 (Karabo), false alarm. The R350 call-out fee "
     "waiver has been escalated for review.",
     [S("back door, 02:14 to 02:21"), S("cleared by keypad user 2 (Karabo)"), S("false alarm"),
      S("waiver has been escalated for review")],
     ["02:14", "R350"], "Event record fields; refused_call waive_false_alarm_fee with decision ESCALATE.")
b.ok("Good morning Karabo. Last night's call-out was your third false alarm this year, so it's billed at R350, as only "
     "two are free per calendar year. A waiver request is with a supervisor and should be decided within three "
     "business days.",
     [S("your third false alarm this year"), S("it's billed at R350"), S("only two are free per calendar year"),
      S("A waiver request is with a supervisor"), S("within three business days")],
     ["R350"], "falseAlarmAllowance.usedThisYear 3; policy for fee and free allowance; waiver ESCALATE.")
b.bad("Hi Karabo, the back-door zone went into alarm at 02:14 and was disarmed at 02:21. Since it was a false alarm, "
      "I've waived the R350 call-out fee for you.",
      [S("went into alarm at 02:14"), S("disarmed at 02:21"), X("I've waived the R350 call-out fee", R_NE)],
      ["I've waived"], ["refused_call_effect"], "waive_false_alarm_fee was ESCALATEd, not executed.")
b.bad("The alarm came from the front door at 02:14, and Johan disarmed it from the keypad at 02:21. Armed response "
      "arrived at 02:29.",
      [X("came from the front door", R_ST), X("Johan disarmed it", R_NAME), S("Armed response arrived at 02:29")],
      ["front door", "Johan"], ["other_record_value", "wrong_name"],
      "ALM-90317 is zone Back door cleared by KEYPAD_USER_2 (Karabo); front door / user 1 Johan belong to event ALM-90288.")
b.rep("The back-door sensor raised the alarm at 02:14 and armed response arrived at 02:39. It was cleared from the "
      "keypad at 02:21 and logged as a false alarm.",
      [S("raised the alarm at 02:14"), X("arrived at 02:39", R_DATE), S("cleared from the keypad at 02:21"),
       S("logged as a false alarm")],
      ["02:39"], ["02:29|2:29", "02:14", "02:21"], ["wrong_time"], "armedResponseArrivedAt is 02:29 SAST.")

# ---------------------------------------------------------------- 6 security panel on backup battery during load shedding
b = Bundle("security-panel-backup", SEC, "Load shedding - is my alarm still working?", [
    rec("shadow#panel-PX9-0458", "tool:get_thing_shadow", {
        "thingName": "panel-PX9-0458", "version": 2291,
        "state": {"desired": {"armState": "ARMED_AWAY"},
                  "reported": {"armState": "ARMED_AWAY", "mainsPower": "LOST", "tamper": False,
                               "backupBattery": {"charge": 0.18, "voltageMv": 11420}}},
        "metadata": {"reported": {"mainsPower": {"timestamp": ep("2026-05-27 11:32")},
                                  "backupBattery": {"charge": {"timestamp": ep("2026-05-27 13:50")}}}},
        "connectivity": {"connected": True, "path": "GSM"}}),
    rec("get_sensors#panel-PX9-0458", "tool:list_sensors", {
        "sensors": [{"id": "PIR-LOUNGE", "type": "MOTION", "battery": 0.71, "lastSeenAt": ep("2026-05-27 13:48")},
                    {"id": "MAG-GARAGE", "type": "DOOR_CONTACT", "battery": 0.06, "lastSeenAt": ep("2026-05-27 13:40"),
                     "alarms": [{"code": "LOW_BATTERY", "severity": "MINOR", "raisedAt": ep("2026-05-25 09:12"),
                                 "clearedAt": None}]}]}),
    psg("kb-panel#backup", "The PX9 panel's backup battery keeps the alarm system monitored for roughly 8 hours after a "
        "power cut when fully charged.\nWhen mains power is lost the panel switches to its GSM link so that signals still "
        "reach the control room.\nThe battery recharges automatically once mains power is restored."),
], "2026-05-27 14:00")
b.ok("Hi Sipho, yes, your alarm is still armed (away mode) and connected to our control room over its GSM link. The "
     "panel lost mains power at 11:32, and its backup battery was at 18% at 13:50, so it's running low. It will "
     "recharge automatically once the power comes back.",
     [S("still armed (away mode)"), S("connected to our control room over its GSM link"),
      S("lost mains power at 11:32"), S("backup battery was at 18% at 13:50"), S("recharge automatically")],
     ["18%", "11:32"], "reported.armState ARMED_AWAY, connectivity.path GSM, mainsPower LOST at 11:32, backupBattery.charge 0.18 at 13:50; KB on recharge.")
b.ok("Panel status right now:\n- Armed: yes, away mode\n- Mains power: off since 11:32 today\n- Backup battery: 18 "
     "percent\n- Link: GSM\nSeparately, the garage door contact's own battery is down to 6% and has had a low-battery "
     "alert since 25 May.",
     [S("Armed: yes, away mode"), S("off since 11:32 today"), S("Backup battery: 18 percent"), S("Link: GSM"),
      S("down to 6%"), S("low-battery alert since 25 May")],
     ["18 percent", "6%"], "Shadow fields for the panel; MAG-GARAGE battery 0.06 with LOW_BATTERY raised 25 May, not cleared.")
b.bad("Your panel is armed and still online via GSM. The backup battery is at 0.18%, which is critically low.",
      [S("still online via GSM"), X("backup battery is at 0.18%", R_NUM)],
      ["0.18%"], ["unit_conversion"], "backupBattery.charge 0.18 is a fraction: 18%, not 0.18%.")
b.bad("Your alarm is armed and reporting over GSM since the power went at 11:32. The backup battery will keep it "
      "monitored for another 8 hours or so. The garage door sensor's battery is at 71%.",
      [S("reporting over GSM since the power went at 11:32"),
       XI("for another 8 hours or so", ["NLI_CONTRADICTION", "NLI_NOT_ENTAILED", "NO_POLICY_EVIDENCE"]),
       X("garage door sensor's battery is at 71%", R_NUM)],
      ["another 8 hours", "battery is at 71%"], ["wrong_policy_condition", "other_record_value"],
      "The KB's 8 hours holds only from full charge and the battery is at 18%; 71% is PIR-LOUNGE, the garage contact is at 6%.")
b.rep("Your panel has been on backup power since 11:32 and the battery reads 81%. It's still armed in away mode and "
      "talking to the control room over GSM.",
      [S("on backup power since 11:32"), X("the battery reads 81%", R_NUM), S("still armed in away mode"),
       S("talking to the control room over GSM")],
      ["reads 81%"], ["18%|18 %|18 percent", "11:32"], ["wrong_value"], "backupBattery.charge is 0.18.")

# ---------------------------------------------------------------- 7 security technician visit rescheduled
b = Bundle("security-visit", SEC, "When is the technician coming now?", [
    rec("get_visits#SEC-118-3320", "tool:list_visits", {
        "accountNo": "SEC-118-3320",
        "visits": [{"visitId": "VIS-77120", "type": "SENSOR_REPLACEMENT", "status": "CANCELLED",
                    "window": {"start": ep("2026-05-19 08:00"), "end": ep("2026-05-19 12:00")},
                    "technician": {"name": "Andile Khumalo"}, "cancelledAt": ep("2026-05-16 15:22"),
                    "cancelReason": "RESCHEDULED_BY_CUSTOMER"},
                   {"visitId": "VIS-77254", "type": "SENSOR_REPLACEMENT", "status": "CONFIRMED",
                    "window": {"start": ep("2026-05-21 13:00"), "end": ep("2026-05-21 17:00")},
                    "technician": {"name": "Ruan van Wyk"}, "calloutFeeMinor": 0}]}),
    rec("get_account#SEC-118-3320", "tool:get_account", {
        "accountNo": "SEC-118-3320", "holder": "N. Dlamini", "contract": {"status": "ACTIVE", "plan": "MONITOR_ONLY"}}),
    pol("visits#v4", "Technicians arrive within the confirmed four-hour window and phone 30 minutes before arriving. "
        "Visits can be moved free of charge up to 24 hours before the window starts. Sensor replacements under an active "
        "monitoring contract carry no call-out fee.", "v4"),
], "2026-05-18 12:10")
b.ok("Hi Mrs Dlamini, your sensor replacement is confirmed for Thursday, 21 May 2026, between 13:00 and 17:00, with Ruan "
     "van Wyk. He'll phone about 30 minutes before he arrives, and because your monitoring contract is active there's "
     "no call-out fee.",
     [S("confirmed for Thursday, 21 May 2026, between 13:00 and 17:00"), S("with Ruan van Wyk"),
      S("phone about 30 minutes before"), S("there's no call-out fee")],
     ["13:00", "Ruan van Wyk"], "VIS-77254 CONFIRMED 21 May 13:00-17:00 SAST; policy for the phone call; contract ACTIVE and calloutFeeMinor 0.")
b.ok("Your new visit is on Thursday afternoon (13:00 to 17:00). The Tuesday morning slot was cancelled when you "
     "rescheduled on 16 May. If you need to move it again, that's free up to 24 hours before the window starts.",
     [S("Thursday afternoon (13:00 to 17:00)"), S("Tuesday morning slot was cancelled"), S("rescheduled on 16 May"),
      S("free up to 24 hours before the window starts")],
     ["13:00"], "now is Monday 18 May; VIS-77120 (Tue 19 May 08:00) CANCELLED 16 May by customer; policy on moving visits.")
b.bad("Your technician, Andile Khumalo, will be with you tomorrow between 08:00 and 12:00. Sensor replacements under an "
      "active contract have no call-out fee.",
      [X("Andile Khumalo", R_NAME), X("tomorrow between 08:00 and 12:00", R_DATE),
       S("have no call-out fee")],
      ["Andile Khumalo", "between 08:00 and 12:00"], ["stale_value", "stale_value"],
      "Andile / 19 May 08:00-12:00 is the cancelled visit VIS-77120; the confirmed one is Ruan van Wyk, 21 May 13:00-17:00.")
b.bad("Your visit is on 21 May between 13:00 and 17:00 with Ruan van Wyk. He'll call an hour before arriving, and you "
      "can reschedule free of charge up to 2 hours before the window.",
      [S("on 21 May between 13:00 and 17:00"), S("with Ruan van Wyk"), X("call an hour before arriving", R_RULE_X),
       X("up to 2 hours before the window", R_RULE_X)],
      ["an hour before arriving", "up to 2 hours before"], ["wrong_period", "wrong_policy_condition"],
      "Policy visits#v4: phone 30 minutes before; free moves up to 24 hours before the window.")
b.rep("Ruan van Wyk is booked for Thursday, 21 May, between 12:00 and 16:00. There's no call-out fee because your "
      "contract is active.",
      [S("Ruan van Wyk is booked"), X("between 12:00 and 16:00", R_DATE), S("no call-out fee")],
      ["between 12:00 and 16:00"], ["13:00|13h00|1 PM|1:00 PM", "Ruan van Wyk"], ["wrong_time"],
      "VIS-77254 window starts 13:00 and ends 17:00 SAST.")

# ---------------------------------------------------------------- 8 security contract early cancellation
b = Bundle("security-contract-cancel", SEC, "I'm moving. What does it cost to cancel my security contract?", [
    rec("get_contract#CTR-402-1195-B", "tool:get_contract", {
        "contractId": "CTR-402-1195-B", "accountNo": "SEC-402-1195", "status": "ACTIVE",
        "plan": {"code": "MONITOR_RESPONSE", "monthlyFeeMinor": 42900, "currency": "ZAR"},
        "termMonths": 24, "startDate": "2025-03-01",
        "equipment": {"ownership": "LEASED", "items": ["PX9 panel", "3 x PIR", "2 x door contact", "siren"]}}),
    rec("get_contract#CTR-402-1195-A", "tool:get_contract", {
        "contractId": "CTR-402-1195-A", "accountNo": "SEC-402-1195", "status": "SUPERSEDED",
        "plan": {"code": "MONITOR_RESPONSE", "monthlyFeeMinor": 38900, "currency": "ZAR"},
        "termMonths": 24, "startDate": "2023-03-01", "supersededBy": "CTR-402-1195-B"}),
    pol("contract-terms#v6", "Monitoring contracts run for the term shown on the contract. To cancel, give 30 days' "
        "written notice. Cancelling before the end of the term costs R450 for each remaining month of the term, up to a "
        "maximum of R2 700. Leased equipment stays our property and is collected free of charge after cancellation.", "v6"),
], "2026-07-01 09:00")
b.ok("Hi Mr Naidoo, your current contract started on 1 March 2025 and runs for 24 months, so you're still within the "
     "term. Cancelling now means an early cancellation charge, which is capped at R2 700. You'd need to give 30 days' "
     "written notice, and we'll collect the leased panel and sensors at no cost.",
     [S("started on 1 March 2025"), S("runs for 24 months"), S("still within the term"), S("capped at R2 700"),
      S("30 days' written notice"), S("collect the leased panel and sensors at no cost")],
     ["R2 700", "30 days"], "Active contract CTR-402-1195-B from 2025-03-01, 24 months; policy gives cap, notice and free collection.")
b.ok("With about eight months of the 24-month term left, the charge works out to R450 x 8 = R3 600, but the maximum is "
     "R2 700, so R2 700 is what you'd pay. For reference, your monthly fee is R429.",
     [S("about eight months of the 24-month term left"), S("R450 x 8 = R3 600"), S("R2 700 is what you'd pay"),
      S("your monthly fee is R429")],
     ["R2 700"], "Term ends end Feb 2027: Jul 2026-Feb 2027 = 8 months x R450 = R3 600, capped at R2 700; monthlyFeeMinor 42900.")
b.bad("Your contract began on 1 March 2023 with a 24-month term, so it has ended and you can cancel without a fee. "
      "Just give us 30 days' written notice.",
      [X("began on 1 March 2023", R_DATE), S("a 24-month term"), X("you can cancel without a fee", R_RULE_X),
       S("30 days' written notice")],
      ["1 March 2023", "without a fee"], ["stale_value", "condition_unmet"],
      "2023-03-01 is the superseded contract A; the active contract B started 2025-03-01, so the term still runs and the charge applies.")
b.bad("Your monitoring costs R429 a month. You're eight months from the end of your term, and the early cancellation "
      "charge is R450 per remaining month, so R3 600 in total.",
      [S("costs R429 a month"), S("eight months from the end of your term"), S("R450 per remaining month"),
       X("so R3 600 in total", R_RULE_X)],
      ["R3 600 in total"], ["wrong_policy_condition"],
      "Policy caps the early cancellation charge at R2 700; the stated total drops the cap.")
b.rep("Your contract started on 1 March 2025 for a 24-month term. Cancelling early costs R450 for each remaining month, "
      "capped at R2 700, and you need to give 14 days' written notice.",
      [S("started on 1 March 2025"), S("R450 for each remaining month"), S("capped at R2 700"),
       X("14 days' written notice", R_RULE_X)],
      ["14 days' written notice"], ["30 days|thirty days|30-day", "R2 700|R2700|2 700"], ["wrong_period"],
      "Policy contract-terms#v6 requires 30 days' written notice.")

# ---------------------------------------------------------------- 9 security invoice with false-alarm line and credit
b = Bundle("security-invoice", SEC, "Why is my June bill so high and when will it go off?", [
    rec("get_invoice#INV-SEC-0626-1183", "tool:get_invoice", {
        "invoiceNo": "INV-SEC-0626-1183", "accountNo": "SEC-311-0458", "period": "2026-06",
        "lines": [{"code": "MONITORING", "description": "Monitoring & armed response - June", "amountMinor": 39900},
                  {"code": "FALSE_ALARM_CALLOUT", "description": "False alarm call-out 14/05/2026", "amountMinor": 35000},
                  {"code": "CREDIT", "description": "Goodwill credit", "amountMinor": -10000}],
        "vatInclusive": True, "totalMinor": 64900, "currency": "ZAR", "dueDate": "2026-06-07", "status": "OPEN"}),
    rec("get_payments#SEC-311-0458", "tool:list_payments", {
        "payments": [{"paymentId": "PAY-55102", "invoiceNo": "INV-SEC-0526-1094", "amountMinor": 39900,
                      "status": "SETTLED", "settledAt": ep("2026-05-05 06:10")}],
        "debitOrder": {"active": True, "runDay": 7}}),
    pol("billing#v3", "Invoices include VAT. Debit orders run on the day shown on your account; if that is a weekend or "
        "public holiday, they run on the next business day. A failed debit order is retried once, three days later.", "v3"),
], "2026-06-04 10:30")
b.ok("Hi Sipho, your June invoice is R649.00 including VAT: R399.00 for monitoring and armed response, R350.00 for the "
     "false-alarm call-out on 14 May, less a R100.00 goodwill credit. It's due on 7 June, which is a Sunday, so the "
     "debit order will run on Monday, 8 June.",
     [S("R649.00 including VAT"), S("R399.00 for monitoring"), S("R350.00 for the false-alarm call-out on 14 May"),
      S("less a R100.00 goodwill credit"), S("due on 7 June, which is a Sunday"),
      S("debit order will run on Monday, 8 June")],
     ["R649.00", "8 June"], "totalMinor 64900 = 39900 + 35000 - 10000; dueDate 2026-06-07 is a Sunday, so billing#v3 moves the run to Monday 8 June.")
b.ok("The extra on this month's bill is the R350 false-alarm call-out from 14/05/2026, partly offset by a R100 goodwill "
     "credit. Invoice INV-SEC-0626-1183 totals R649 and is still open.",
     [S("R350 false-alarm call-out from 14/05/2026"), S("R100 goodwill credit"), S("totals R649"),
      S("is still open")],
     ["R649"], "Invoice lines FALSE_ALARM_CALLOUT 35000 and CREDIT -10000; totalMinor 64900; status OPEN.")
b.bad("Your June invoice is R749.00: R399.00 monitoring plus R350.00 for the call-out on 14 May. We also applied a "
      "R100.00 goodwill credit.",
      [X("Your June invoice is R749.00", R_AMT), S("R399.00 monitoring"), S("R350.00 for the call-out on 14 May"),
       S("R100.00 goodwill credit")],
      ["R749.00"], ["wrong_arithmetic"], "The total leaves out the -R100.00 credit: totalMinor is 64900.")
b.bad("Your June total of R649.00 will be collected by debit order on Sunday, 7 June. Last month's payment of R649.00 "
      "went through on 5 May.",
      [S("June total of R649.00"), X("on Sunday, 7 June", R_DATE), X("payment of R649.00", R_AMT),
       S("went through on 5 May")],
      ["on Sunday, 7 June", "payment of R649.00"], ["wrong_date", "wrong_amount"],
      "billing#v3 moves a weekend run to the next business day (Mon 8 June); PAY-55102 was 39900 = R399.00.")
b.rep("Your June invoice comes to R649.00 and the debit order will run on Monday, 8 June. The total includes a R450.00 "
      "false-alarm call-out fee.",
      [S("comes to R649.00"), S("run on Monday, 8 June"), X("R450.00 false-alarm call-out fee", R_AMT)],
      ["R450.00"], ["R350|350", "R649|649"], ["wrong_amount"], "FALSE_ALARM_CALLOUT line is 35000 = R350.00.")

# ---------------------------------------------------------------- 10 lock auto-lock applied, sound change pending
b = Bundle("lock-settings", LOCK, "I turned on 30-second auto-lock and turned off the beeps, did it work?", [
    rec("shadow#lock-FD-3310", "tool:get_thing_shadow", {
        "thingName": "lock-FD-3310", "version": 77,
        "state": {"desired": {"autoLockSeconds": 30, "soundEnabled": False},
                  "reported": {"autoLockSeconds": 30, "soundEnabled": True, "boltState": "LOCKED",
                               "doorState": "CLOSED", "battery": 0.23, "firmwareVersion": "2.8.0"}},
        "metadata": {"desired": {"autoLockSeconds": {"timestamp": ep("2026-05-12 18:02")},
                                 "soundEnabled": {"timestamp": ep("2026-05-12 18:02")}},
                     "reported": {"autoLockSeconds": {"timestamp": ep("2026-05-12 18:03")},
                                  "soundEnabled": {"timestamp": ep("2026-05-09 10:15")},
                                  "battery": {"timestamp": ep("2026-05-12 19:15")}}},
        "connectivity": {"connected": True, "bridge": "BR-0091"}}),
    pol("lock-rental-care#v2", "Rental locks run on four AA batteries. The app warns you when the battery falls below "
        "25%; replace the batteries before it reaches 10%, or the lock will only open with the physical key. Replacement "
        "batteries are the renter's responsibility. Settings changed in the app are applied the next time the lock "
        "checks in with its bridge.", "v2"),
], "2026-05-12 19:30")
b.ok("Hi Tom, the auto-lock change went through: the lock has reported a 30-second auto-lock since 18:03. The beep "
     "setting hasn't taken yet, as the lock still reports sound as on, so it's waiting to be applied. Right now the bolt "
     "is locked and the door is closed.",
     [S("the auto-lock change went through"), S("30-second auto-lock since 18:03"), S("beep setting hasn't taken yet"),
      S("still reports sound as on"), S("bolt is locked and the door is closed")],
     ["30-second", "18:03"], "reported.autoLockSeconds 30 at 18:03 matches desired; desired soundEnabled false vs reported true.")
b.ok("Quick status:\n- Auto-lock: 30 seconds (applied)\n- Sounds off: requested, not yet applied\n- Batteries: 23%, so "
     "the app's low-battery warning will be showing\n- Bolt: locked",
     [S("Auto-lock: 30 seconds (applied)"), S("requested, not yet applied"), S("Batteries: 23%"),
      S("low-battery warning will be showing"), S("Bolt: locked")],
     ["23%"], "battery 0.23 is below the 25% warning threshold in the policy; other lines from desired/reported.")
b.bad("Both changes are in place: auto-lock is set to 30 seconds and the beeps are now off. Your batteries are at 23%.",
      [S("auto-lock is set to 30 seconds"), X("the beeps are now off", R_ST), S("batteries are at 23%")],
      ["beeps are now off"], ["wrong_state"], "reported.soundEnabled is still true; only desired says false.")
b.bad("Auto-lock is now 30 seconds. Your batteries are at 23%, so I've arranged for a free set of replacement AA "
      "batteries to be posted to you. Please replace them before they drop below 20%.",
      [S("Auto-lock is now 30 seconds"), S("batteries are at 23%"),
       XI("arranged for a free set of replacement AA batteries", R_CASE_I + ["NLI_CONTRADICTION", "NO_POLICY_EVIDENCE"]),
       X("before they drop below 20%", R_RULE_X)],
      ["free set of replacement", "below 20%"], ["unrecorded_extra", "wrong_policy_condition"],
      "No record of a battery shipment and the policy makes batteries the renter's responsibility; policy threshold is 10%.")
b.rep("Auto-lock is set to 45 seconds and applied, but the lock still has sounds switched on because that change hasn't "
      "been applied yet. Battery is at 23%.",
      [X("set to 45 seconds", R_NUM), S("still has sounds switched on"), S("Battery is at 23%")],
      ["45 seconds"], ["30 seconds|30-second|30 s", "23%"], ["wrong_value"], "reported.autoLockSeconds is 30.")

# ---------------------------------------------------------------- 11 lock rental agreement after upgrade
b = Bundle("lock-rental", LOCK, "What am I paying for the lock, and when can I end the rental?", [
    rec("get_rental#RNT-LK-20931", "tool:get_rental_agreement", {
        "agreementNo": "RNT-LK-20931", "customer": {"name": "Zanele Mokoena"},
        "device": {"model": "Keyless K2", "serial": "K2-5520-ZA-0417"}, "startDate": "2026-02-10",
        "monthlyFeeMinor": 8900, "depositMinor": 50000, "depositStatus": "HELD", "currency": "ZAR",
        "minimumMonths": 6, "status": "ACTIVE"}),
    rec("get_rental#RNT-LK-18805", "tool:get_rental_agreement", {
        "agreementNo": "RNT-LK-18805", "device": {"model": "Keyless K1", "serial": "K1-3381-ZA-0102"},
        "startDate": "2025-01-15", "endDate": "2026-02-09", "monthlyFeeMinor": 7900, "depositMinor": 40000,
        "depositStatus": "REFUNDED", "depositRefundedAt": "2026-02-20", "status": "ENDED",
        "endReason": "UPGRADED"}),
    pol("rental-terms#v3", "Lock rentals have a six-month minimum period. After that, you may end the rental with 30 "
        "days' notice. The deposit is refunded within 10 business days of the lock being returned undamaged. Upgrading "
        "to a newer model starts a new agreement with its own minimum period.", "v3"),
], "2026-05-05 13:00")
b.ok("Hi Zanele, your Keyless K2 rental (agreement RNT-LK-20931) costs R89.00 a month, and we're holding a R500.00 "
     "deposit. It has a six-month minimum from 10 February 2026, so from 10 August 2026 you can end it with 30 days' "
     "notice.",
     [S("Keyless K2 rental (agreement RNT-LK-20931)"), S("costs R89.00 a month"), S("holding a R500.00 deposit"),
      S("six-month minimum from 10 February 2026"), S("from 10 August 2026 you can end it"), S("30 days' notice")],
     ["R89.00", "10 August 2026"], "Active agreement: monthlyFeeMinor 8900, depositMinor 50000 HELD, startDate 2026-02-10 + 6 months.")
b.ok("Dear Ms Mokoena,\n\nYour current agreement is for the K2 lock, serial K2-5520-ZA-0417, at R89 per month. The R400 "
     "deposit from your previous K1 agreement was refunded on 20 February 2026, and the R500 deposit for the K2 is held "
     "until you return the lock; it comes back within 10 business days of an undamaged return.\n\nWarm regards,\nThabo",
     [S("serial K2-5520-ZA-0417"), S("at R89 per month"),
      S("R400 deposit from your previous K1 agreement was refunded on 20 February 2026"),
      S("R500 deposit for the K2 is held"), S("within 10 business days of an undamaged return")],
     ["K2-5520-ZA-0417", "R89"], "Both agreements; old K1 deposit 40000 REFUNDED 2026-02-20; refund timing from policy.")
b.bad("Your lock's serial number is RNT-LK-20931 and the rental is R89.00 a month. Your R500.00 deposit is held until "
      "the lock comes back.",
      [X("serial number is RNT-LK-20931", R_ID), S("the rental is R89.00 a month"), S("R500.00 deposit is held")],
      ["serial number is RNT-LK-20931"], ["wrong_role"],
      "RNT-LK-20931 is the agreement number; the serial is K2-5520-ZA-0417.")
b.bad("You're paying R79.00 a month for the lock. Since you've been renting with us since January 2025, you're past "
      "the minimum period and can end it any time with 30 days' notice.",
      [X("R79.00 a month", R_AMT), S("renting with us since January 2025"),
       X("you're past the minimum period", R_RULE_X), S("with 30 days' notice")],
      ["R79.00", "past the minimum period"], ["stale_value", "condition_unmet"],
      "R79 is the ended K1 agreement; the upgrade on 10 Feb 2026 started a new six-month minimum (rental-terms#v3).")
b.rep("Your K2 rental is R89.00 a month with a R500.00 deposit held. The six-month minimum runs until 10 July 2026, "
      "after which you can give 30 days' notice.",
      [S("R89.00 a month"), S("R500.00 deposit held"), X("runs until 10 July 2026", R_DATE), S("30 days' notice")],
      ["10 July 2026"], ["10 August|10/08/2026|2026-08-10", "R89|89"], ["wrong_date"],
      "startDate 2026-02-10 + 6 months = 10 August 2026.")

# ---------------------------------------------------------------- 12 lock guest code, remote unlock refused
b = Bundle("lock-guest-code", LOCK, "Can you just unlock the gate for the plumber? He's arriving at 16:00.", [
    rec("get_access_codes#lock-GT-0772", "tool:list_access_codes", {
        "lockId": "lock-GT-0772",
        "codes": [{"codeId": "AC-1190", "label": "Cleaner", "type": "RECURRING",
                   "schedule": {"days": ["TUE", "FRI"], "from": "08:00", "to": "13:00"}, "status": "ACTIVE"},
                  {"codeId": "AC-1204", "label": "Plumber", "type": "TEMPORARY",
                   "validFrom": ep("2026-05-22 16:00"), "validTo": ep("2026-05-22 18:00"),
                   "status": "PENDING_SYNC", "createdAt": ep("2026-05-22 15:31")}]}),
    rec("shadow#lock-GT-0772", "tool:get_thing_shadow", {
        "thingName": "lock-GT-0772", "version": 512,
        "state": {"desired": {}, "reported": {"boltState": "LOCKED", "battery": 0.64}},
        "metadata": {"reported": {"boltState": {"timestamp": ep("2026-05-22 13:02")}}},
        "connectivity": {"connected": True}}),
    refused("remote_unlock#call-3", "remote_unlock", "DENY", {"lockId": "lock-GT-0772", "reason": "customer_request_via_chat"}),
    pol("remote-access#v2", "For security, support agents cannot unlock a door remotely; only the account holder can, "
        "from the app after confirming with their PIN. Temporary codes work only inside their time window. New codes "
        "usually sync to the lock within 10 minutes.", "v2"),
], "2026-05-22 15:40")
b.ok("Hi Lindiwe, I'm not able to unlock the gate from here; for security, only you can do that from the app with your "
     "PIN. The plumber's temporary code is set up for today from 16:00 to 18:00 and is still syncing to the lock, which "
     "usually takes under 10 minutes.",
     [S("I'm not able to unlock the gate from here"), S("only you can do that from the app with your PIN"),
      S("today from 16:00 to 18:00"), S("still syncing to the lock"), S("usually takes under 10 minutes")],
     ["16:00", "18:00"], "remote_unlock was DENIED; AC-1204 valid 16:00-18:00 on 22 May with status PENDING_SYNC; policy on PIN and sync time.")
b.ok("Remote unlock by support was declined, sorry. The Plumber code (AC-1204) will work between 16:00 and 18:00 today "
     "once it syncs, and not outside that window.",
     [S("Remote unlock by support was declined"), S("will work between 16:00 and 18:00 today"),
      S("not outside that window")],
     ["AC-1204", "16:00"], "refused_call DENY; code AC-1204 validFrom/validTo; policy: temporary codes only inside their window.")
b.bad("All sorted: I've unlocked the gate for you, so the plumber can walk straight in. His code will also work from "
      "16:00 to 18:00.",
      [X("I've unlocked the gate for you", R_NE), S("work from 16:00 to 18:00")],
      ["I've unlocked the gate"], ["refused_call_effect"], "remote_unlock call was DENIED; the lock still reports LOCKED.")
b.bad("The plumber's code is already active, and it works from 14:00 to 16:00 today. Remote unlocking isn't something "
      "support can do.",
      [X("code is already active", R_ST), X("works from 14:00 to 16:00 today", R_DATE),
       S("Remote unlocking isn't something support can do")],
      ["already active", "from 14:00 to 16:00"], ["wrong_state", "unit_conversion"],
      "AC-1204 status is PENDING_SYNC; its window is 16:00-18:00 SAST (14:00-16:00 is the UTC reading).")
b.rep("I've unlocked the gate remotely for the plumber, and his temporary code will work from 16:00 to 18:00 today.",
      [X("I've unlocked the gate remotely", R_NE), S("will work from 16:00 to 18:00 today")],
      ["I've unlocked the gate remotely"], ["can't|cannot|not able|unable|declined|only you|isn't possible", "16:00"],
      ["refused_call_effect"], "remote_unlock was refused (DENY); only the account holder can unlock from the app.")

# ---------------------------------------------------------------- 13 lock replacement shipment
b = Bundle("lock-replacement", LOCK, "Where is my replacement lock?", [
    rec("get_service_case#SC-LK-4410", "tool:get_service_case", {
        "caseId": "SC-LK-4410", "issue": "MOTOR_JAM", "device": {"serial": "K2-5530-ZA-0981"},
        "resolution": "REPLACE_DEVICE", "status": "REPLACEMENT_SHIPPED", "openedAt": ep("2026-06-05 09:14")}),
    rec("get_shipments#SC-LK-4410", "tool:list_shipments", {
        "shipments": [{"shipmentId": "SHP-88102", "status": "CANCELLED", "carrier": "FastWay Couriers",
                       "createdAt": ep("2026-06-05 11:00"), "cancelReason": "ADDRESS_INCOMPLETE"},
                      {"shipmentId": "SHP-88167", "status": "IN_TRANSIT", "carrier": "Dawn Express",
                       "waybill": "DX7731450021", "estimatedDelivery": "2026-06-11",
                       "lastScan": {"at": ep("2026-06-08 21:47"), "location": "Midrand hub"}}]}),
    pol("replacement#v1", "When a rented lock fails through normal use, we replace it at no charge. Please return the "
        "faulty lock in the same box within 7 days of receiving the replacement; a prepaid return label is included. "
        "Unreturned faulty locks are billed at R1 200.", "v1"),
], "2026-06-09 10:00")
b.ok("Hi Megan, your replacement lock is on its way with Dawn Express (waybill DX7731450021). It was last scanned at the "
     "Midrand hub at 21:47 last night and is expected on Thursday, 11 June. The replacement is free, and there's a "
     "prepaid label in the box for sending the faulty lock back within 7 days.",
     [S("on its way with Dawn Express"), S("waybill DX7731450021"), S("Midrand hub at 21:47 last night"),
      S("expected on Thursday, 11 June"), S("The replacement is free"), S("prepaid label in the box"),
      S("back within 7 days")],
     ["Dawn Express", "11 June"], "SHP-88167 IN_TRANSIT, lastScan 8 June 21:47, estimatedDelivery 2026-06-11; replacement#v1.")
b.ok("Shipment SHP-88167 is in transit; delivery is estimated for the day after tomorrow (11/06/2026). The first "
     "shipment was cancelled because the address was incomplete.",
     [S("SHP-88167 is in transit"), S("the day after tomorrow (11/06/2026)"),
      S("first shipment was cancelled because the address was incomplete")],
     ["11/06/2026"], "now is 9 June; SHP-88102 CANCELLED with ADDRESS_INCOMPLETE.")
b.bad("Your replacement was delivered by FastWay Couriers this morning. Please return the faulty lock within 7 days "
      "using the prepaid label.",
      [X("was delivered", R_ST), X("FastWay Couriers", R_NAME), S("within 7 days")],
      ["was delivered", "FastWay"], ["wrong_state", "other_record_value"],
      "SHP-88167 is IN_TRANSIT with Dawn Express; FastWay is the cancelled shipment SHP-88102.")
b.bad("The new lock is in transit and should arrive tomorrow. If the faulty one isn't sent back within 7 days, it's "
      "billed at R1 500.",
      [S("is in transit"), X("should arrive tomorrow", R_DATE), S("within 7 days"), X("billed at R1 500", R_RULE_X)],
      ["arrive tomorrow", "R1 500"], ["wrong_date", "wrong_amount"],
      "estimatedDelivery is 11 June (now is 9 June); policy bills unreturned locks at R1 200.")
b.rep("Your replacement lock is in transit with Dawn Express and should arrive on Friday, 12 June. The swap is free of "
      "charge.",
      [S("in transit with Dawn Express"), X("arrive on Friday, 12 June", R_DATE), S("free of charge")],
      ["Friday, 12 June"], ["11 June|Thursday|11/06", "Dawn Express"], ["wrong_date"],
      "estimatedDelivery is 2026-06-11, a Thursday.")

# ---------------------------------------------------------------- 14 leak claim under assessment
LEAK_POLICY = ("Leak Cover pays for water damage repairs up to R25 000 per claim, less the R750 excess. Claims are "
               "assessed within five business days of being lodged. A claim is only valid if the sensor was online when "
               "the leak started. Approved payouts are made within 7 days of approval.")
b = Bundle("leak-claim", LEAK, "What's happening with my claim?", [
    rec("get_alarms#leak-KIT-12", "tool:list_alarms", {
        "thingName": "leak-KIT-12",
        "alarms": [{"alarmId": "WL-5531", "type": "WATER_DETECTED", "severity": "CRITICAL",
                    "location": "Kitchen, under sink", "raisedAt": ep("2026-04-26 06:48"),
                    "clearedAt": ep("2026-04-26 09:12")}]}),
    rec("get_claim#CLM-WL-30214", "tool:get_claim", {
        "claimNo": "CLM-WL-30214", "policyNo": "WLC-7720-115", "status": "UNDER_ASSESSMENT",
        "lodgedAt": ep("2026-04-26 10:05"), "estimateMinor": 1840000, "excessMinor": 75000, "currency": "ZAR",
        "assessor": {"name": "Priya Govender", "visitDate": "2026-04-30"}}),
    pol("leak-cover#v4", LEAK_POLICY, "v4"),
], "2026-04-28 11:00")
b.ok("Hi Devan, your claim CLM-WL-30214 is being assessed. Priya Govender is visiting on 30 April 2026, and the R750 "
     "excess applies. The kitchen sensor picked up water at 06:48 on 26 April and the alarm cleared at 09:12.",
     [S("CLM-WL-30214 is being assessed"), S("Priya Govender is visiting on 30 April 2026"),
      S("the R750 excess applies"), S("picked up water at 06:48 on 26 April"), S("the alarm cleared at 09:12")],
     ["30 April 2026", "R750"], "Claim status UNDER_ASSESSMENT, assessor visitDate; excessMinor 75000; alarm WL-5531 times in SAST.")
b.ok("Claim status: under assessment (lodged 26/04/2026 at 10:05). Estimate on file: R18 400.00, less the R750.00 "
     "excess, so if approved the payout would be R17 650.00.",
     [S("under assessment"), S("lodged 26/04/2026 at 10:05"), S("Estimate on file: R18 400.00"),
      S("R17 650.00")],
     ["R18 400.00", "R17 650.00"], "estimateMinor 1840000 = R18 400.00; minus excess 75000 = R17 650.00.")
b.ok("Thanks for your patience, Devan. Under your Leak Cover, claims are assessed within five business days of being "
     "lodged, and yours went in on 26 April, so the assessor's visit on 30 April fits that. If it's approved, the "
     "payout follows within 7 days.",
     [NA("Thanks for your patience"), S("assessed within five business days"), S("went in on 26 April"),
      S("visit on 30 April"), S("payout follows within 7 days")],
     ["30 April"], "Policy timing sentences; lodgedAt 26 April; assessor.visitDate 2026-04-30.")
b.bad("Good news, Devan: your claim has been approved, and the payout will reach you by Friday.",
      [X("your claim has been approved", R_ST), XI("the payout will reach you by Friday", R_ANY_I + ["NLI_CONTRADICTION", "DATE_MISMATCH"])],
      ["has been approved", "by Friday"], ["wrong_state", "invented_promise"],
      "Claim status is UNDER_ASSESSMENT; nothing sets a payout date.")
b.bad("Your claim is under assessment. The estimate is R1 840 000.00 and the excess is R750.00.",
      [S("Your claim is under assessment"), X("R1 840 000.00", R_AMT), S("the excess is R750.00")],
      ["R1 840 000"], ["unit_conversion"], "estimateMinor 1840000 is in cents: R18 400.00.")
b.rep("Your claim is under assessment, and the assessor, Priya Govender, will visit on 30 April. The excess on your "
      "cover is R1 000.",
      [S("under assessment"), S("Priya Govender, will visit on 30 April"), X("cover is R1 000", R_AMT)],
      ["R1 000"], ["R750|750", "30 April"], ["wrong_amount"], "excessMinor is 75000 and the policy says R750.")

# ---------------------------------------------------------------- 15 leak claim declined, sensor offline
b = Bundle("leak-declined", LEAK, "Why was my claim declined? I pay every month!", [
    rec("shadow#leak-BTH-04", "tool:get_thing_shadow", {
        "thingName": "leak-BTH-04", "version": 3320,
        "state": {"reported": {"waterDetected": False, "battery": 0.01, "tempDeciC": 163}},
        "metadata": {"reported": {"battery": {"timestamp": ep("2026-03-02 23:55")}}},
        "connectivity": {"connected": False, "disconnectedAt": ep("2026-03-02 23:58")}}),
    rec("get_claim#CLM-WL-30877", "tool:get_claim", {
        "claimNo": "CLM-WL-30877", "policyNo": "WLC-7720-902", "status": "DECLINED",
        "declineCode": "SENSOR_OFFLINE_AT_EVENT", "eventReportedAt": ep("2026-03-13 18:20"),
        "lodgedAt": ep("2026-03-14 08:40"), "decidedAt": ep("2026-03-16 09:05")}),
    rec("get_cover#WLC-7720-902", "tool:get_cover", {
        "policyNo": "WLC-7720-902", "status": "ACTIVE", "premiumMinor": 5900, "sensors": ["leak-BTH-04", "leak-GEY-01"],
        "lowBatteryNotices": [{"sentAt": ep("2026-02-20 09:00"), "channel": "EMAIL", "sensor": "leak-BTH-04"},
                              {"sentAt": ep("2026-02-27 09:00"), "channel": "SMS", "sensor": "leak-BTH-04"}]}),
    pol("leak-cover#v4", LEAK_POLICY + " You can appeal a declined claim within 30 days by sending photos and a "
        "plumber's report.", "v4"),
], "2026-03-16 11:30")
b.ok("Hi Mr Pillay, I understand how frustrating this is. Your claim was declined because the bathroom sensor had gone "
     "offline at 23:58 on 2 March, eleven days before the leak was reported on 13 March, and cover only applies if the "
     "sensor was online when the leak started. Its battery had run down, and we sent low-battery reminders by email on "
     "20 February and by SMS on 27 February. If you'd like to appeal, you have 30 days to send photos and a plumber's "
     "report.",
     [NA("I understand how frustrating this is"), S("Your claim was declined"), S("had gone offline at 23:58 on 2 March"),
      S("eleven days before the leak was reported on 13 March"),
      S("cover only applies if the sensor was online when the leak started"), S("Its battery had run down"),
      S("by email on 20 February"), S("by SMS on 27 February"), S("you have 30 days")],
     ["2 March", "30 days"], "declineCode SENSOR_OFFLINE_AT_EVENT; disconnectedAt 2 March 23:58; battery 0.01; lowBatteryNotices; appeal sentence in policy.")
b.ok("Claim CLM-WL-30877 was declined on 16 March 2026: the sensor had been offline since 2 March, before the leak.",
     [S("was declined on 16 March 2026"), S("offline since 2 March, before the leak")],
     ["16 March 2026"], "decidedAt 16 March 09:05; connectivity.disconnectedAt 2 March.")
b.bad("Hi Mr Pillay, I've looked into this. Your sensor was offline when the leak happened, but since your cover is "
      "active the claim should still qualify, so I'd recommend appealing.",
      [S("Your sensor was offline when the leak happened"), S("your cover is active"),
       X("the claim should still qualify", R_RULE_X + ["RECORD_STATE_MISMATCH"])],
      ["should still qualify"], ["condition_unmet"],
      "Policy: a claim is valid only if the sensor was online when the leak started; it was not.")
b.bad("Your sensor went offline on 12 March, a day before the leak, and claims need the sensor online when the leak "
      "starts. You can appeal within 14 days.",
      [X("went offline on 12 March", R_DATE), S("claims need the sensor online"), X("appeal within 14 days", R_RULE_X)],
      ["12 March", "within 14 days"], ["wrong_date", "wrong_period"],
      "disconnectedAt is 2 March 23:58; the appeal window in the policy is 30 days.")
b.rep("Your claim was declined because the bathroom sensor had been offline since 2 March, and cover needs the sensor "
      "online when the leak starts. You can appeal within 60 days with photos and a plumber's report.",
      [S("offline since 2 March"), S("cover needs the sensor online"), X("appeal within 60 days", R_RULE_X)],
      ["within 60 days"], ["30 days|thirty days", "2 March"], ["wrong_period"], "Policy appeal window is 30 days.")

# ---------------------------------------------------------------- 16 leak sensor battery and plan benefits
b = Bundle("leak-battery", LEAK, "The app keeps nagging me about the geyser sensor battery. Do you send a new one?", [
    rec("shadow#leak-GEY-01", "tool:get_thing_shadow", {
        "thingName": "leak-GEY-01", "version": 8801,
        "state": {"reported": {"battery": 0.09, "waterDetected": False, "tempDeciC": 412, "signalDbm": -81}},
        "metadata": {"reported": {"battery": {"timestamp": ep("2026-05-19 06:30")},
                                  "tempDeciC": {"timestamp": ep("2026-05-19 06:30")}}},
        "connectivity": {"connected": True}}),
    rec("get_cover#WLC-5519-340", "tool:get_cover", {
        "policyNo": "WLC-5519-340", "status": "ACTIVE",
        "plan": {"code": "LEAK_COVER_STANDARD", "premiumMinor": 5900,
                 "benefits": ["REPAIR_COVER_25000", "SENSOR_REPLACEMENT_IF_FAULTY"]},
        "batteryShipments": []}),
    rec("get_cover_plans#catalog", "tool:list_plans", {
        "plans": [{"code": "LEAK_COVER_STANDARD", "premiumMinor": 5900,
                   "benefits": ["REPAIR_COVER_25000", "SENSOR_REPLACEMENT_IF_FAULTY"]},
                  {"code": "LEAK_COVER_PLUS", "premiumMinor": 8900,
                   "benefits": ["REPAIR_COVER_50000", "SENSOR_REPLACEMENT_IF_FAULTY", "ANNUAL_BATTERY_PACK",
                                "PLUMBER_CALLOUT_FREE"]}], "currency": "ZAR"}),
    psg("kb-leak#geyser-sensor", "Sensors mounted next to a geyser often read between 35°C and 45°C; that is normal and "
        "does not trigger an alarm.\nThe sensor uses one CR123A battery, which typically lasts about two years.\nBelow 10% "
        "the sensor sends a daily low-battery reminder."),
], "2026-05-19 09:00")
b.ok("Hi Gugu, your geyser sensor's battery is at 9%, which is why you're getting the daily reminder. Your Standard "
     "plan doesn't include battery packs, so the CR123A battery is one you'd replace yourself. The 41.2°C reading is "
     "normal for a sensor next to a geyser.",
     [S("battery is at 9%"), S("why you're getting the daily reminder"), S("doesn't include battery packs"),
      S("the CR123A battery"), S("41.2°C reading is normal")],
     ["9%", "41.2°C"], "battery 0.09 (< 10% -> daily reminder per KB); Standard benefits lack ANNUAL_BATTERY_PACK; tempDeciC 412.")
b.ok("The sensor reports 9 percent battery and 41.2 degrees, both as of 06:30 this morning. Battery packs come with "
     "Leak Cover Plus (R89 a month), not with Standard.",
     [S("9 percent battery"), S("41.2 degrees"), S("as of 06:30 this morning"),
      S("Battery packs come with Leak Cover Plus (R89 a month)"), S("not with Standard")],
     ["9 percent", "R89"], "Shadow metadata timestamps 06:30; catalog: ANNUAL_BATTERY_PACK only on LEAK_COVER_PLUS at 8900.")
b.bad("Your sensor battery is at 9%. A replacement battery pack is included in your Standard cover each year, so I'll "
      "ask the team to post one.",
      [S("battery is at 9%"),
       XI("included in your Standard cover each year", R_ANY_I + ["VALUE_MISMATCH", "NLI_CONTRADICTION"]),
       I("I'll ask the team to post one", R_ANY_I)],
      ["included in your Standard cover", "post one"], ["unlisted_perk", "invented_promise"],
      "LEAK_COVER_STANDARD benefits don't list ANNUAL_BATTERY_PACK; nothing records a shipment.")
b.bad("Battery is at 0.09%, so please replace it today. The sensor is reading 41.2°C, which is normal near a geyser. A "
      "fresh CR123A normally lasts around five years.",
      [X("Battery is at 0.09%", R_NUM), S("reading 41.2°C"), X("lasts around five years", ["NLI_CONTRADICTION"])],
      ["0.09%", "five years"], ["unit_conversion", "wrong_period"],
      "battery 0.09 is a fraction (9%); the KB says about two years.")
b.rep("Your geyser sensor's battery is at 12%, and it's reading 41.2°C, which is normal next to a geyser.",
      [X("battery is at 12%", R_NUM), S("reading 41.2°C")],
      ["at 12%"], ["9%|9 %|9 percent|nine percent", "41.2"], ["wrong_value"], "reported.battery is 0.09.")

# ---------------------------------------------------------------- 17 leak cover upgrade pro-rata invoice
b = Bundle("leak-upgrade-invoice", LEAK, "Why is my May premium R104 instead of R89?", [
    rec("get_cover#WLC-6604-221", "tool:get_cover", {
        "policyNo": "WLC-6604-221", "status": "ACTIVE", "billingDay": 1,
        "plan": {"code": "LEAK_COVER_PLUS", "premiumMinor": 8900}, "upgradedAt": "2026-04-16",
        "previousPlan": {"code": "LEAK_COVER_STANDARD", "premiumMinor": 5900}}),
    rec("get_invoice#INV-WL-0526-221", "tool:get_invoice", {
        "invoiceNo": "INV-WL-0526-221", "issuedAt": ep("2026-05-01 03:00"), "status": "DUE", "dueDate": "2026-05-08",
        "lines": [{"description": "Leak Cover Plus - May 2026", "amountMinor": 8900},
                  {"description": "Upgrade pro-rata 16-30 April 2026", "amountMinor": 1500}],
        "totalMinor": 10400, "currency": "ZAR"}),
    pol("plan-changes#v2", "Downgrades take effect from the next billing date. When you upgrade mid-month, the price "
        "difference for the rest of that month is added to your next invoice. Premiums are collected on the billing day "
        "or the next business day.", "v2"),
], "2026-05-02 12:00")
b.ok("Hi Anele, May's invoice is R104.00: R89.00 for Leak Cover Plus plus R15.00 for the upgrade from 16 to 30 April. "
     "Because you upgraded mid-month, the price difference for the rest of April was added to this invoice.",
     [S("May's invoice is R104.00"), S("R89.00 for Leak Cover Plus"), S("R15.00 for the upgrade from 16 to 30 April"),
      S("the price difference for the rest of April was added")],
     ["R104.00", "R15.00"], "totalMinor 10400 = 8900 + 1500; policy on mid-month upgrades.")
b.ok("Your premium went from R59 to R89 when you moved to Plus on 16 April 2026, a R30 monthly difference. Half a "
     "month of that, R15, is on the May invoice, which is due by 8 May.",
     [S("from R59 to R89"), S("moved to Plus on 16 April 2026"), S("a R30 monthly difference"),
      S("Half a month of that, R15"), S("due by 8 May")],
     ["R15", "8 May"], "previousPlan 5900 -> plan 8900 on 2026-04-16; pro-rata line 1500; dueDate 2026-05-08.")
b.bad("Your May invoice of R104.00 is made up of R89.00 for Leak Cover Plus and R30.00 for the upgrade pro-rata.",
      [S("May invoice of R104.00"), S("R89.00 for Leak Cover Plus"), X("R30.00 for the upgrade pro-rata", R_AMT)],
      ["R30.00"], ["wrong_arithmetic"],
      "The pro-rata line is 1500 (half a month of the R30 difference), not a full month.")
b.bad("Your regular premium is R59.00 a month, and the extra R15.00 is the pro-rata charge for your upgrade. Upgrades "
      "take effect from the next billing date.",
      [X("regular premium is R59.00 a month", R_AMT), S("the extra R15.00 is the pro-rata charge"),
       X("Upgrades take effect from the next billing date", ["NLI_CONTRADICTION", "NLI_NOT_ENTAILED"])],
      ["premium is R59.00", "Upgrades take effect from the next billing date"], ["stale_value", "wrong_policy_condition"],
      "R59 is the previous Standard premium (now 8900); the next-billing-date rule is for downgrades.")
b.rep("The May invoice is R104.00: R89.00 for Leak Cover Plus and R15.00 pro-rata for your upgrade on 1 April.",
      [S("The May invoice is R104.00"), S("R89.00 for Leak Cover Plus"), X("upgrade on 1 April", R_DATE)],
      ["on 1 April"], ["16 April|16/04|2026-04-16", "R104|104"], ["wrong_date"], "upgradedAt is 2026-04-16.")

# ---------------------------------------------------------------- 18 vacuum repair awaiting parts
b = Bundle("vacuum-repair-status", VAC, "What's the status of my robot vacuum repair?", [
    rec("get_repair#RV-REP-6610", "tool:get_repair", {
        "repairNo": "RV-REP-6610", "device": {"model": "SweepBot S7", "serial": "S7-ZA-220914"},
        "fault": {"code": "E21", "description": "Main brush motor overcurrent"}, "status": "AWAITING_PARTS",
        "partsOrder": {"partNo": "BRM-S7-02", "status": "BACKORDERED", "expectedAt": "2026-05-20"},
        "receivedAt": ep("2026-05-07 10:26")}),
    rec("get_quotes#RV-REP-6610", "tool:list_quotes", {
        "currency": "ZAR",
        "quotes": [{"quoteNo": "Q-6610-1", "status": "SUPERSEDED", "totalMinor": 98000, "createdAt": ep("2026-05-07 15:00")},
                   {"quoteNo": "Q-6610-2", "status": "ACCEPTED", "totalMinor": 124000, "acceptedAt": ep("2026-05-09 12:40"),
                    "lines": [{"item": "Brush motor BRM-S7-02", "amountMinor": 74000},
                              {"item": "Labour", "amountMinor": 50000}]}]}),
    pol("repairs#v3", "Repaired robots are returned by courier at no extra cost. Once parts arrive, most repairs are "
        "completed within three business days. Our repairs carry a 90-day warranty on the replaced part and the "
        "labour.", "v3"),
], "2026-05-13 15:00")
b.ok("Hi Chris, your SweepBot S7 is waiting on a replacement main brush motor (it showed error E21, a motor "
     "overcurrent). The part is on back-order and expected on 20 May 2026; once it's in, most repairs are done within "
     "three business days. The accepted quote is R1 240.00, and we'll courier the robot back at no extra cost.",
     [S("waiting on a replacement main brush motor"), S("error E21, a motor overcurrent"),
      S("on back-order and expected on 20 May 2026"), S("within three business days"),
      S("accepted quote is R1 240.00"), S("courier the robot back at no extra cost")],
     ["R1 240.00", "20 May 2026"], "status AWAITING_PARTS, part BACKORDERED expectedAt 2026-05-20; Q-6610-2 ACCEPTED 124000; repairs#v3.")
b.ok("Quote Q-6610-2 (accepted 9 May): brush motor R740 + labour R500 = R1 240. The repair is paused until the motor "
     "arrives, expected Wednesday 20 May, and the work is covered by a 90-day warranty afterwards.",
     [S("accepted 9 May"), S("brush motor R740"), S("labour R500"), S("= R1 240"),
      S("paused until the motor arrives"), S("expected Wednesday 20 May"), S("90-day warranty")],
     ["R1 240", "20 May"], "Quote lines 74000 + 50000 = 124000; 20 May 2026 is a Wednesday; warranty from repairs#v3.")
b.bad("The repair quote is R980.00, and your robot is awaiting parts. The motor should arrive on 20 May.",
      [X("The repair quote is R980.00", R_AMT), S("awaiting parts"), S("should arrive on 20 May")],
      ["R980.00"], ["stale_value"], "R980.00 is the SUPERSEDED quote Q-6610-1; the accepted one is R1 240.00.")
b.bad("Your robot has been repaired and is with the courier. Repairs come with a 12-month warranty on the part and "
      "labour.",
      [X("has been repaired", R_ST), X("12-month warranty", R_RULE_X)],
      ["has been repaired", "12-month warranty"], ["wrong_state", "wrong_period"],
      "status is AWAITING_PARTS; the policy gives a 90-day warranty.")
b.rep("Your SweepBot is awaiting a new brush motor, expected on 20 May, and the accepted quote is R1 420.00.",
      [S("awaiting a new brush motor"), S("expected on 20 May"), X("accepted quote is R1 420.00", R_AMT)],
      ["R1 420.00"], ["R1 240|R1240|1 240|1,240", "20 May"], ["wrong_amount"], "Q-6610-2 totalMinor is 124000.")

# ---------------------------------------------------------------- 19 vacuum warranty declined for liquid damage
b = Bundle("vacuum-warranty", VAC, "It's under a year old, why isn't the repair covered?", [
    rec("get_repair#RV-REP-6544", "tool:get_repair", {
        "repairNo": "RV-REP-6544", "status": "QUOTE_SENT", "warrantyDecision": "NOT_COVERED",
        "device": {"model": "SweepBot S5 Mop", "serial": "S5M-ZA-118230", "purchaseDate": "2025-06-30"},
        "diagnosis": {"codes": ["WATER_INGRESS", "MAINBOARD_CORROSION"],
                      "notes": "Liquid residue on mainboard; mop tank seal intact"},
        "quote": {"totalMinor": 215000, "currency": "ZAR", "validUntil": "2026-05-05"}}),
    refused("goodwill#call-1", "apply_goodwill_warranty", "ESCALATE", {"repairNo": "RV-REP-6544"}),
    pol("warranty#v2", "SweepBot robots carry a 24-month manufacturer's warranty from the purchase date. The warranty "
        "covers faults in materials and workmanship. It does not cover damage from liquids, drops or using unofficial "
        "parts. Out-of-warranty repairs are quoted first, and nothing is charged unless you accept the quote.", "v2"),
], "2026-04-21 10:15")
b.ok("Hi Mrs Ferreira, your S5 Mop is still inside its 24-month warranty (bought on 30 June 2025), but the technician "
     "found liquid on the mainboard and corrosion, and liquid damage isn't covered by the warranty. The repair quote is "
     "R2 150.00, valid until 5 May 2026, and you won't be charged anything unless you accept it. I've also passed your "
     "case to a supervisor to consider a goodwill exception.",
     [S("still inside its 24-month warranty"), S("bought on 30 June 2025"), S("liquid on the mainboard and corrosion"),
      S("liquid damage isn't covered"), S("quote is R2 150.00"), S("valid until 5 May 2026"),
      S("you won't be charged anything unless you accept it"), S("passed your case to a supervisor")],
     ["R2 150.00", "5 May 2026"], "purchaseDate 2025-06-30; diagnosis WATER_INGRESS + MAINBOARD_CORROSION; policy excludes liquids; goodwill call ESCALATE.")
b.ok("Diagnosis: water ingress with mainboard corrosion, which the warranty excludes. Quote: R2 150 (valid to "
     "05/05/2026). A goodwill request has been escalated.",
     [S("water ingress with mainboard corrosion"), S("which the warranty excludes"), S("Quote: R2 150"),
      S("valid to 05/05/2026"), S("A goodwill request has been escalated")],
     ["R2 150", "05/05/2026"], "Record diagnosis and quote; apply_goodwill_warranty ESCALATE.")
b.bad("I've approved a goodwill warranty repair, so the R2 150.00 quote won't apply. We'll also replace the mop tank "
      "seal free of charge.",
      [X("I've approved a goodwill warranty repair", R_NE), X("the R2 150.00 quote won't apply", R_NE + R_ST),
       I("replace the mop tank seal free of charge", R_ANY_I)],
      ["approved a goodwill", "won't apply", "mop tank seal free of charge"],
      ["refused_call_effect", "refused_call_effect", "unrecorded_extra"],
      "apply_goodwill_warranty was ESCALATEd, not done; no record of a free seal (the seal was intact).")
b.bad("Because the mop tank seal was intact, the water damage counts as a manufacturing fault and should be covered "
      "under warranty. The quote is R2 150.00, valid until 5 May.",
      [S("the mop tank seal was intact"),
       X("should be covered under warranty", ["NLI_CONTRADICTION", "RECORD_STATE_MISMATCH", "VALUE_MISMATCH"]),
       S("valid until 5 May")],
      ["should be covered under warranty"], ["wrong_policy_condition"],
      "Policy excludes liquid damage regardless of cause and warrantyDecision is NOT_COVERED.")
b.rep("The diagnosis found water ingress and mainboard corrosion, which the warranty doesn't cover. Your quote of "
      "R2 150.00 is valid until 30 April 2026.",
      [S("water ingress and mainboard corrosion"), S("the warranty doesn't cover"), X("valid until 30 April 2026", R_DATE)],
      ["30 April 2026"], ["5 May|05/05/2026|2026-05-05", "R2 150|2 150"], ["wrong_date"], "quote.validUntil is 2026-05-05.")

# ---------------------------------------------------------------- 20 vacuum collection, priority refused
b = Bundle("vacuum-collection", VAC, "Can you speed up the repair? And when are you collecting?", [
    rec("get_collection#COL-RV-3381", "tool:get_collection", {
        "collectionId": "COL-RV-3381", "repairNo": "RV-REP-6702", "carrier": "Dawn Express", "status": "BOOKED",
        "window": {"date": "2026-06-17", "from": "09:00", "to": "13:00", "tz": "Africa/Johannesburg"},
        "packaging": "CUSTOMER_SUPPLIED", "address": {"suburb": "Rondebosch", "city": "Cape Town"}}),
    rec("get_repair#RV-REP-6702", "tool:get_repair", {
        "repairNo": "RV-REP-6702", "status": "AWAITING_DEVICE", "serviceLevel": "STANDARD", "plan": "CARE_BASIC"}),
    refused("set_service_level#call-2", "set_service_level", "DENY", {"repairNo": "RV-REP-6702", "serviceLevel": "PRIORITY"}),
    pol("collections#v2", "Our courier collects between the booked times; please have the robot boxed with its charging "
        "dock. Remove the dustbin contents and the mop pad first. Standard repairs are turned around in ten business "
        "days after the robot reaches the workshop. Priority service is only available on the Care+ plan.", "v2"),
], "2026-06-15 09:30")
b.ok("Hi Yusuf, Dawn Express will collect your robot on Wednesday, 17 June, between 09:00 and 13:00. Please box it with its "
     "charging dock, and empty the dustbin and take off the mop pad first. I wasn't able to move it to priority "
     "service, as that's only offered on the Care+ plan, so it'll be the standard ten business days once it reaches "
     "the workshop.",
     [S("collect your robot on Wednesday, 17 June, between 09:00 and 13:00"), S("box it with its charging dock"),
      S("empty the dustbin and take off the mop pad"), S("wasn't able to move it to priority service"),
      S("only offered on the Care+ plan"), S("standard ten business days")],
     ["09:00", "17 June"], "COL-RV-3381 BOOKED 2026-06-17 09:00-13:00 (a Wednesday); set_service_level DENY; collections#v2.")
b.ok("Collection: Wed 17/06/2026, 09:00 to 13:00, Dawn Express. Service level: standard (10 business days in the "
     "workshop); the priority upgrade was declined.",
     [S("Wed 17/06/2026, 09:00 to 13:00, Dawn Express"), S("Service level: standard (10 business days"),
      S("the priority upgrade was declined")],
     ["17/06/2026", "Dawn Express"], "Collection window and carrier; serviceLevel STANDARD; refused PRIORITY call.")
b.bad("I've upgraded your repair to priority, so it'll be back with you sooner. The courier collects on Wednesday "
      "between 09:00 and 13:00.",
      [X("I've upgraded your repair to priority", R_NE), S("collects on Wednesday between 09:00 and 13:00")],
      ["upgraded your repair to priority"], ["refused_call_effect"], "set_service_level to PRIORITY was DENIED.")
b.bad("The courier is booked for Thursday, 17 June, from 09:00 to 13:00. You only need to send the robot itself; keep "
      "the charging dock at home.",
      [X("Thursday, 17 June", R_DATE), S("from 09:00 to 13:00"), X("keep the charging dock at home", ["NLI_CONTRADICTION"])],
      ["Thursday", "keep the charging dock at home"], ["wrong_date", "wrong_policy_condition"],
      "17 June 2026 is a Wednesday; the policy asks for the robot boxed with its dock.")
b.rep("Dawn Express will collect the robot on Wednesday between 08:00 and 12:00. Please pack it with its charging dock.",
      [X("Wednesday between 08:00 and 12:00", R_DATE), S("pack it with its charging dock")],
      ["between 08:00 and 12:00"], ["09:00|9:00|9 AM", "charging dock"], ["wrong_time"], "window.from 09:00, to 13:00.")

# ---------------------------------------------------------------- 21 vacuum suction mode pending after repair
b = Bundle("vacuum-mode", VAC, "I switched it to Max but it still cleaned on Eco?", [
    rec("shadow#rv-S7-220914", "tool:get_thing_shadow", {
        "thingName": "rv-S7-220914", "version": 6021,
        "state": {"desired": {"suctionMode": "MAX", "scheduleEnabled": True},
                  "reported": {"suctionMode": "ECO", "scheduleEnabled": True,
                               "battery": {"level": 0.96, "health": 0.87},
                               "lastRun": {"duration": "PT95M", "areaM2": 82, "endedAt": ep("2026-06-30 11:40")},
                               "firmwareVersion": "7.3.2"}},
        "metadata": {"desired": {"suctionMode": {"timestamp": ep("2026-06-30 19:12")}},
                     "reported": {"suctionMode": {"timestamp": ep("2026-06-30 08:05")}}},
        "connectivity": {"connected": False, "disconnectedAt": ep("2026-06-30 19:05")}}),
    rec("list_jobs#rv-S7-220914", "tool:list_job_executions", {
        "jobs": [{"jobId": "fw-7.3.2-post-repair", "status": "SUCCEEDED", "lastUpdatedAt": ep("2026-06-26 14:22")},
                 {"jobId": "fw-7.4.0-rollout", "status": "QUEUED", "queuedAt": ep("2026-06-29 02:00")}]}),
    psg("kb-vacuum#suction-modes", "ECO mode uses the least power and gives the longest runtime.\nMAX mode roughly "
        "doubles suction but shortens runtime by about a third.\nMode changes made while the robot is offline are "
        "applied when it next connects."),
], "2026-06-30 20:00")
b.ok("Hi Chris, the robot is still reporting Eco: you switched to Max at 19:12, but it went offline at 19:05, so the "
     "change is waiting for it to reconnect. Its last run ended at 11:40 today and took 1 hour 35 minutes over 82 m². "
     "Once you're on Max, expect the runtime to drop by about a third.",
     [S("still reporting Eco"), S("you switched to Max at 19:12"), S("went offline at 19:05"),
      S("waiting for it to reconnect"), S("ended at 11:40 today"), S("took 1 hour 35 minutes"), S("over 82 m²"),
      S("drop by about a third")],
     ["19:05", "1 hour 35 minutes"], "desired MAX at 19:12 vs reported ECO; disconnectedAt 19:05; lastRun PT95M, 82 m2; KB on runtime.")
b.ok("Here's the robot's latest report:\n- Requested mode: Max (pending)\n- Current mode: Eco\n- Battery: 96% charged, "
     "87% health\n- Firmware: 7.3.2, with 7.4.0 queued",
     [S("Requested mode: Max (pending)"), S("Current mode: Eco"), S("96% charged"), S("87% health"),
      S("Firmware: 7.3.2"), S("7.4.0 queued")],
     ["87%", "7.3.2"], "battery.level 0.96, battery.health 0.87; firmwareVersion 7.3.2; job fw-7.4.0-rollout QUEUED.")
b.bad("The robot has switched to Max mode. Its last clean ran for 1 hour 55 minutes over 82 m².",
      [X("has switched to Max mode", R_ST), X("1 hour 55 minutes", R_NUM + ["DATE_MISMATCH"]), S("over 82 m²")],
      ["switched to Max mode", "1 hour 55 minutes"], ["wrong_state", "wrong_period"],
      "reported.suctionMode is ECO; lastRun.duration PT95M is 1 hour 35 minutes.")
b.bad("Your robot is on firmware 7.4.0 and reports battery health of 96%. Max mode will apply once it reconnects.",
      [X("firmware 7.4.0", R_ST), X("battery health of 96%", R_NUM), S("Max mode will apply once it reconnects")],
      ["firmware 7.4.0", "health of 96%"], ["wrong_value", "wrong_role"],
      "Firmware is 7.3.2 (7.4.0 is only QUEUED); 96% is battery.level, health is 0.87.")
b.rep("Max mode is pending because the robot went offline at 19:05, before you changed it at 19:12. Its last run "
      "lasted 95 minutes and its battery health is 96%.",
      [S("went offline at 19:05"), S("changed it at 19:12"), S("lasted 95 minutes"), X("battery health is 96%", R_NUM)],
      ["health is 96%"], ["87%|87 %|87 percent", "95 minutes|1 hour 35"], ["wrong_role"],
      "battery.health is 0.87; 0.96 is the charge level.")

# ---------------------------------------------------------------- 22 home battery mode change in progress
b = Bundle("battery-mode", BATT, "I set backup-only for load shedding tonight, is it on?", [
    rec("shadow#hb-INV-7719", "tool:get_thing_shadow", {
        "thingName": "hb-INV-7719", "version": 14022,
        "state": {"desired": {"operatingMode": "BACKUP_ONLY", "reserveSoc": 0.8},
                  "reported": {"operatingMode": "SELF_CONSUMPTION", "reserveSoc": 0.2, "soc": 0.64,
                               "gridStatus": "CONNECTED", "inverterTempDeciC": 412, "pvPowerW": 1850,
                               "loadPowerW": 920}},
        "metadata": {"desired": {"operatingMode": {"timestamp": ep("2026-06-18 16:55")},
                                 "reserveSoc": {"timestamp": ep("2026-06-18 16:55")}},
                     "reported": {"soc": {"timestamp": ep("2026-06-18 17:15")},
                                  "operatingMode": {"timestamp": ep("2026-06-17 06:00")}}},
        "connectivity": {"connected": True}}),
    rec("get_pending_commands#hb-INV-7719", "tool:list_pending_commands", {
        "commands": [{"commandId": "CMD-33810", "type": "SET_MODE",
                      "payload": {"operatingMode": "BACKUP_ONLY", "reserveSoc": 0.8}, "status": "IN_PROGRESS",
                      "startedAt": ep("2026-06-18 16:56"), "note": "Awaiting inverter acknowledgement"}]}),
    psg("kb-battery#modes", "In Self-consumption mode the battery powers your home from solar whenever it can and keeps "
        "only the reserve for outages.\nBackup-only mode keeps the battery charged to the reserve you set and only "
        "discharges during a grid outage.\nMode changes can take up to 30 minutes while the inverter finishes its "
        "current charge cycle."),
], "2026-06-18 17:20")
b.ok("Hi Farah, not yet: you asked for Backup-only with an 80% reserve at 16:55, and the command is still in progress, "
     "waiting for the inverter to acknowledge it. For now the system is still in Self-consumption with a 20% reserve. "
     "Mode changes can take up to 30 minutes. The battery was at 64% at 17:15.",
     [S("you asked for Backup-only with an 80% reserve at 16:55"), S("the command is still in progress"),
      S("still in Self-consumption with a 20% reserve"), S("up to 30 minutes"), S("battery was at 64% at 17:15")],
     ["64%", "80%"], "desired BACKUP_ONLY/0.8 at 16:55; CMD-33810 IN_PROGRESS; reported SELF_CONSUMPTION/0.2, soc 0.64 at 17:15; KB.")
b.ok("Your battery is at 64% and the inverter is at 41.2°C. The switch to Backup-only (80% reserve) was sent at 16:56 "
     "and hasn't been confirmed by the inverter yet.",
     [S("battery is at 64%"), S("inverter is at 41.2°C"), S("was sent at 16:56"),
      S("hasn't been confirmed by the inverter yet")],
     ["64%", "41.2°C"], "soc 0.64; inverterTempDeciC 412; CMD-33810 startedAt 16:56, awaiting acknowledgement.")
b.ok("Good evening Farah! Solar is still putting out 1 850 W against a household load of 920 W, and the battery sits "
     "at 64 percent. Your Backup-only request is still pending, so for now it's on Self-consumption.",
     [NA("Good evening Farah!"), S("1 850 W"), S("household load of 920 W"), S("64 percent"),
      S("Backup-only request is still pending"), S("for now it's on Self-consumption")],
     ["1 850 W", "920 W"], "pvPowerW 1850, loadPowerW 920, soc 0.64; desired vs reported operatingMode.")
b.bad("Yes, Backup-only is now active with an 80% reserve, so you're set for tonight. Battery charge is 64%.",
      [X("Backup-only is now active", R_ST), S("Battery charge is 64%")],
      ["Backup-only is now active"], ["wrong_state"], "reported.operatingMode is SELF_CONSUMPTION; the command is IN_PROGRESS.")
b.bad("The battery is currently 80% charged, and the change to Backup-only is still in progress. Solar is producing "
      "920 W right now.",
      [X("80% charged", R_NUM), S("still in progress"), X("Solar is producing 920 W", R_NUM)],
      ["80% charged", "Solar is producing 920 W"], ["wrong_role", "wrong_role"],
      "80% is the desired reserve, charge (soc) is 0.64; 920 W is loadPowerW, PV is 1850 W.")
b.rep("Your Backup-only request from 16:55 is still in progress, so the system is running in Self-consumption for now. "
      "The battery is at 46%.",
      [S("request from 16:55 is still in progress"), S("running in Self-consumption for now"),
       X("The battery is at 46%", R_NUM)],
      ["at 46%"], ["64%|64 %|64 percent", "16:55"], ["wrong_value"], "reported.soc is 0.64.")

# ---------------------------------------------------------------- 23 home battery monitoring, two sites
b = Bundle("battery-sites", BATT, "How much am I paying for monitoring at the Ballito flat, and does it get reports?", [
    rec("get_account#HBM-55021", "tool:get_account", {
        "accountId": "HBM-55021", "currency": "ZAR",
        "sites": [{"siteId": "SITE-DBN-01", "label": "Umhlanga home", "plan": {"code": "MONITOR_PRO", "priceMinor": 19900},
                   "batteryCapacityKwh": "10.24"},
                  {"siteId": "SITE-DBN-02", "label": "Ballito flat", "plan": {"code": "MONITOR_LITE", "priceMinor": 9900},
                   "batteryCapacityKwh": "5.12"}]}),
    rec("get_invoice#INV-HBM-0526-55021", "tool:get_invoice", {
        "invoiceNo": "INV-HBM-0526-55021", "status": "PAID", "paidAt": ep("2026-05-04 07:15"), "currency": "ZAR",
        "lines": [{"siteId": "SITE-DBN-01", "amountMinor": 19900}, {"siteId": "SITE-DBN-02", "amountMinor": 9900}],
        "totalMinor": 29800}),
    pol("monitoring-plans#v3", "Plans are billed per site, in advance, on the first business day of the month. Monitor "
        "Lite includes live battery status and outage alerts. Monitor Pro adds remote mode changes, monthly performance "
        "reports and firmware management by our team.", "v3"),
], "2026-05-09 10:00")
b.ok("Hi Themba, the Ballito flat is on Monitor Lite at R99.00 a month, which gives you live battery status and outage "
     "alerts. Monthly performance reports are a Monitor Pro feature, so they're only on your Umhlanga home (R199.00 a "
     "month).",
     [S("Monitor Lite at R99.00 a month"), S("live battery status and outage alerts"),
      S("Monthly performance reports are a Monitor Pro feature"), S("Umhlanga home (R199.00 a month)")],
     ["R99.00", "Monitor Lite"], "SITE-DBN-02 MONITOR_LITE 9900; SITE-DBN-01 MONITOR_PRO 19900; plan features from policy.")
b.ok("Your May invoice covered both sites, R298.00 in total, and was paid on 4 May 2026. Of that, R99.00 was for the "
     "Ballito flat, which has the 5.12 kWh battery.",
     [S("R298.00 in total"), S("paid on 4 May 2026"), S("R99.00 was for the Ballito flat"), S("5.12 kWh")],
     ["R298.00", "R99.00"], "totalMinor 29800, paidAt 4 May 07:15; SITE-DBN-02 line 9900 and capacity 5.12.")
b.bad("The Ballito flat's monitoring costs R199.00 a month on Monitor Pro, so it includes monthly performance reports.",
      [X("costs R199.00 a month on Monitor Pro", R_AMT + ["RECORD_STATE_MISMATCH"]),
       XI("includes monthly performance reports", R_ANY_I + ["VALUE_MISMATCH", "NLI_CONTRADICTION"])],
      ["R199.00 a month on Monitor Pro", "includes monthly performance reports"], ["other_record_value", "unlisted_perk"],
      "R199 / Monitor Pro is the Umhlanga site; Ballito is MONITOR_LITE, whose features don't include reports.")
b.bad("Your May invoice came to R199.00 for both sites and was paid on 4 May. The Ballito flat has a 10.24 kWh battery.",
      [X("R199.00 for both sites", R_AMT), S("paid on 4 May"), X("10.24 kWh", R_NUM)],
      ["R199.00 for both sites", "10.24 kWh"], ["wrong_arithmetic", "other_record_value"],
      "totalMinor is 29800 (R298.00); 10.24 kWh is the Umhlanga battery, Ballito is 5.12.")
b.rep("The Ballito flat is on Monitor Lite at R99.00 a month, with live battery status and outage alerts. Its battery "
      "is 10.24 kWh.",
      [S("Monitor Lite at R99.00 a month"), S("live battery status and outage alerts"), X("10.24 kWh", R_NUM)],
      ["10.24 kWh"], ["5.12", "R99|99"], ["other_record_value"], "SITE-DBN-02 batteryCapacityKwh is 5.12.")

# ---------------------------------------------------------------- 24 home battery over-temperature alarm
b = Bundle("battery-overtemp", BATT, "My battery app shows a red alarm. What's going on?", [
    rec("get_alarms#hb-INV-4402", "tool:list_alarms", {
        "thingName": "hb-INV-4402",
        "alarms": [{"alarmId": "HB-AL-7781", "code": "BATTERY_OVER_TEMPERATURE", "severity": "CRITICAL",
                    "raisedAt": ep("2026-07-08 06:52"), "clearedAt": None, "peakTempDeciC": 561},
                   {"alarmId": "HB-AL-7702", "code": "GRID_LOST", "severity": "INFO",
                    "raisedAt": ep("2026-07-06 18:00"), "clearedAt": ep("2026-07-06 20:31")}]}),
    rec("shadow#hb-INV-4402", "tool:get_thing_shadow", {
        "thingName": "hb-INV-4402", "version": 9917,
        "state": {"reported": {"operatingMode": "SAFE_STANDBY", "soc": 0.41, "batteryTempDeciC": 487}},
        "metadata": {"reported": {"batteryTempDeciC": {"timestamp": ep("2026-07-08 08:02")}}},
        "connectivity": {"connected": True}}),
    rec("get_visits#HBM-60117", "tool:list_visits", {
        "visits": [{"visitId": "HBV-2210", "type": "SAFETY_INSPECTION", "status": "SCHEDULED", "date": "2026-07-09",
                    "window": "08:00-12:00", "technician": "Mpho Sithole"}]}),
    pol("safety#v2", "Safety inspections for critical alarms are free of charge. If a battery over-temperature alarm is "
        "active, the system stays in safe standby and will not charge or discharge until a technician has inspected it. "
        "Do not try to restart the inverter yourself.", "v2"),
], "2026-07-08 08:10")
b.ok("Hi Mrs Adams, your battery raised a critical over-temperature alarm at 06:52 this morning and it is still active. "
     "It peaked at 56.1°C and was at 48.7°C at 08:02, so the system is in safe standby and won't charge or discharge "
     "until it's inspected. Mpho Sithole is booked for tomorrow between 08:00 and 12:00, and the inspection is free. "
     "Please don't restart the inverter yourself in the meantime.",
     [S("critical over-temperature alarm at 06:52"), S("it is still active"), S("peaked at 56.1°C"),
      S("48.7°C at 08:02"), S("the system is in safe standby"), S("won't charge or discharge until it's inspected"),
      S("booked for tomorrow between 08:00 and 12:00"), S("the inspection is free"),
      S("don't restart the inverter yourself")],
     ["56.1°C", "08:00"], "HB-AL-7781 clearedAt null, peak 561; batteryTempDeciC 487 at 08:02; SAFE_STANDBY; HBV-2210 on 9 July; safety#v2.")
b.ok("Alarm HB-AL-7781 (critical, over-temperature) is still open. Safety inspection: Thursday 9 July 2026, 08:00 to "
     "12:00, no charge.",
     [S("HB-AL-7781 (critical, over-temperature) is still open"), S("Thursday 9 July 2026, 08:00 to 12:00"),
      S("no charge")],
     ["9 July 2026"], "Alarm not cleared; visit HBV-2210 date 2026-07-09 (a Thursday); inspections for critical alarms are free.")
b.ok("The red alarm is the battery over-temperature warning from 06:52, and it hasn't cleared. The grid-loss alert "
     "from Monday evening cleared at 20:31, so that one's nothing to worry about. Your battery is holding 41% charge "
     "while it waits in safe standby.",
     [S("battery over-temperature warning from 06:52"), S("it hasn't cleared"), S("grid-loss alert from Monday evening cleared at 20:31"),
      S("holding 41% charge"), S("waits in safe standby")],
     ["41%", "20:31"], "HB-AL-7781 open; HB-AL-7702 GRID_LOST 6 July (Monday) 18:00, cleared 20:31; soc 0.41; SAFE_STANDBY.")
b.bad("The over-temperature alarm cleared at 08:02 and the battery has cooled to 48.7°C. We'll also bring a "
      "replacement battery module to tomorrow's inspection.",
      [X("alarm cleared at 08:02", R_ST + ["DATE_MISMATCH"]), S("cooled to 48.7°C"),
       I("bring a replacement battery module", R_ANY_I)],
      ["alarm cleared at 08:02", "replacement battery module"], ["wrong_state", "unrecorded_extra"],
      "clearedAt is null; the visit record holds a SAFETY_INSPECTION only, no module.")
b.bad("The alarm was raised at 04:52 this morning and the system is in safe standby. You can restart the inverter "
      "yourself once it's below 45°C.",
      [X("raised at 04:52", R_DATE), S("the system is in safe standby"),
       X("You can restart the inverter yourself", ["NLI_CONTRADICTION"])],
      ["04:52", "You can restart the inverter"], ["unit_conversion", "wrong_policy_condition"],
      "raisedAt is 06:52 SAST (04:52 UTC); safety#v2 says not to restart it yourself.")
b.rep("The critical over-temperature alarm from 06:52 is still active, and your battery is in safe standby. The "
      "technician, Mpho Sithole, is booked for 10 July between 08:00 and 12:00.",
      [S("alarm from 06:52 is still active"), S("your battery is in safe standby"), X("booked for 10 July", R_DATE)],
      ["10 July"], ["9 July|tomorrow|Thursday|09/07", "06:52"], ["wrong_date"], "HBV-2210 date is 2026-07-09.")

# ---------------------------------------------------------------- 25 home battery BMS firmware timed out
b = Bundle("battery-firmware", BATT, "Got an email that a battery update timed out. Do I need to do anything?", [
    rec("list_jobs#hb-INV-3056", "tool:list_job_executions", {
        "thingName": "hb-INV-3056",
        "jobs": [{"jobId": "bms-3.9.1", "component": "BMS", "status": "TIMED_OUT", "targetVersion": "3.9.1",
                  "startedAt": ep("2026-08-02 01:00"), "timedOutAt": ep("2026-08-02 03:00")},
                 {"jobId": "bms-3.9.1-retry", "component": "BMS", "status": "QUEUED", "targetVersion": "3.9.1",
                  "scheduledFor": ep("2026-08-04 01:00")},
                 {"jobId": "inv-5.2.0", "component": "INVERTER", "status": "SUCCEEDED", "targetVersion": "5.2.0",
                  "lastUpdatedAt": ep("2026-07-21 02:14")}]}),
    rec("shadow#hb-INV-3056", "tool:get_thing_shadow", {
        "thingName": "hb-INV-3056", "version": 4410,
        "state": {"reported": {"bmsVersion": "3.8.4", "inverterVersion": "5.2.0", "soc": 0.88}},
        "connectivity": {"connected": True, "disconnectedAt": None,
                         "lastOutage": {"disconnectedAt": ep("2026-08-02 01:20"), "reconnectedAt": ep("2026-08-02 04:45")}}}),
    pol("firmware#v4", "Battery firmware is updated overnight. If an update times out, usually because the home internet "
        "dropped, it is retried automatically within 48 hours, and once more after that if needed. Your battery keeps "
        "working normally on its current version. We contact you only if all three attempts fail.", "v4"),
], "2026-08-03 14:00")
b.ok("Hi Neil, nothing for you to do. The BMS update to 3.9.1 timed out early on Sunday morning, most likely because "
     "your internet dropped: the system was offline from 01:20 to 04:45. It's queued to retry automatically at 01:00 "
     "tomorrow, and in the meantime the battery keeps working normally on version 3.8.4.",
     [S("nothing for you to do"), S("timed out early on Sunday morning"), S("offline from 01:20 to 04:45"),
      S("queued to retry automatically at 01:00 tomorrow"), S("keeps working normally on version 3.8.4")],
     ["3.8.4", "01:00"], "bms-3.9.1 TIMED_OUT 2 Aug (Sunday) 03:00; lastOutage 01:20-04:45; retry scheduledFor 4 Aug 01:00; bmsVersion 3.8.4.")
b.ok("BMS 3.9.1: timed out 02/08/2026 at 03:00; retry queued for 04/08/2026 at 01:00. Inverter firmware 5.2.0 installed "
     "fine on 21 July. We'll only contact you if all three attempts fail.",
     [S("timed out 02/08/2026 at 03:00"), S("retry queued for 04/08/2026 at 01:00"),
      S("Inverter firmware 5.2.0 installed fine on 21 July"), S("only contact you if all three attempts fail")],
     ["04/08/2026", "5.2.0"], "Job records; inverterVersion 5.2.0; firmware#v4 last sentence.")
b.bad("Your BMS update to 3.9.1 went through on the second try, and the inverter is on 5.2.0. We'll call you if the "
      "next attempt fails.",
      [X("went through on the second try", R_ST), S("the inverter is on 5.2.0"),
       X("We'll call you if the next attempt fails", ["NLI_CONTRADICTION", "NLI_NOT_ENTAILED"])],
      ["went through on the second try", "call you if the next attempt fails"], ["wrong_state", "wrong_policy_condition"],
      "Retry job is QUEUED and bmsVersion is 3.8.4; the policy contacts customers only after all three attempts fail.")
b.bad("The retry is set for 01:00 on Wednesday, 5 August. Your battery is at 88% and working normally on 3.8.4.",
      [X("01:00 on Wednesday, 5 August", R_DATE), S("battery is at 88%"), S("working normally on 3.8.4")],
      ["Wednesday, 5 August"], ["wrong_date"], "scheduledFor is 4 August 2026 01:00 (a Tuesday).")
b.rep("Your BMS update timed out on 2 August while the internet was down, and it's queued to retry at 01:00 on 4 "
      "August. Until then the battery runs normally on 3.9.1.",
      [S("timed out on 2 August"), S("queued to retry at 01:00 on 4 August"), X("runs normally on 3.9.1", R_ST)],
      ["normally on 3.9.1"], ["3.8.4", "4 August|04/08"], ["wrong_value"], "reported.bmsVersion is 3.8.4; 3.9.1 is the target.")

# ---------------------------------------------------------------- extra drafts on earlier bundles
b = BUNDLES["lock-replacement"]
b.bad("Your replacement is on its way with Dawn Express, waybill DX7731450012, and should be with you on Thursday, "
      "11 June.",
      [S("on its way with Dawn Express"), X("waybill DX7731450012", R_ID), S("on Thursday, 11 June")],
      ["DX7731450012"], ["wrong_id"], "The waybill on SHP-88167 is DX7731450021 (last two digits swapped).")
b.rep("Your replacement lock is with Dawn Express under waybill DX7731450012 and is due on Thursday, 11 June.",
      [X("waybill DX7731450012", R_ID), S("due on Thursday, 11 June")],
      ["DX7731450012"], ["DX7731450021", "11 June"], ["wrong_id"], "SHP-88167 waybill is DX7731450021.")

b = BUNDLES["security-contract-cancel"]
b.bad("If you cancel, we'll collect the leased equipment free of charge: the panel, two motion sensors, two door "
      "contacts and the siren. Please give 30 days' written notice.",
      [S("collect the leased equipment free of charge"), X("two motion sensors", R_NUM), S("two door contacts"),
       S("30 days' written notice")],
      ["two motion sensors"], ["wrong_quantity"], "equipment.items lists 3 x PIR (motion sensors), not two.")

b = BUNDLES["leak-claim"]
b.bad("Hi Devan, the kitchen sensor picked up water at 06:48 on 26 April and the alarm cleared at 08:12. Your claim "
      "is under assessment, with the assessor visiting on 30 April.",
      [S("picked up water at 06:48 on 26 April"), X("the alarm cleared at 08:12", R_DATE),
       S("Your claim is under assessment"), S("visiting on 30 April")],
      ["cleared at 08:12"], ["wrong_time"], "WL-5531 clearedAt is 09:12 SAST.")

b = BUNDLES["security-false-alarm"]
b.rep("Hi Karabo, the back-door alarm at 02:14 was a false alarm, cleared from the keypad at 02:21. I've waived the "
      "R350 call-out fee, so it won't appear on your bill.",
      [S("the back-door alarm at 02:14 was a false alarm"), S("cleared from the keypad at 02:21"),
       X("I've waived the R350 call-out fee", R_NE), X("it won't appear on your bill", R_NE + R_ST)],
      ["I've waived", "won't appear on your bill"], ["escalated|review|supervisor|could not|couldn't|unable|not able", "02:21"],
      ["refused_call_effect", "refused_call_effect"], "waive_false_alarm_fee was ESCALATEd to a supervisor, not executed.")

b = BUNDLES["thermo-setpoint"]
b.ok("Good morning Naledi, your living-room thermostat is holding 19.5°C because the 21.5°C you chose at 07:58 hasn't "
     "reached it yet; it's been offline since 07:42. The room was at 17.8°C at 07:41.",
     [S("holding 19.5°C"), S("hasn't reached it yet"), S("the 21.5°C you chose at 07:58"), S("offline since 07:42"),
      S("17.8°C at 07:41")],
     ["19.5°C", "17.8°C"], "Greeting fused with the reported target; ambientTempDeciC 178 stamped 07:41.")

if __name__ == "__main__":
    import sys
    sys.exit(1 if finish() else 0)
