"""Writer w94: serialises hand-written cases to cases.jsonl / repair.jsonl.

Each scenario below is written by hand: records (BigQuery-style query results), policy text,
passages, drafts, probes. The helpers only turn them into JSON (BigQuery cell lists, epoch strings).
"""
import datetime
import json
import os
import zoneinfo

HFX = zoneinfo.ZoneInfo("America/Halifax")
HERE = os.path.dirname(os.path.abspath(__file__))
CASES, REPAIRS = [], []
API = "warehouse query results (BigQuery-like jobs.query: schema.fields + rows[].f[].v, all values strings)"


def ts(local):
    """Halifax local 'YYYY-MM-DD HH:MM' -> BigQuery TIMESTAMP cell (float seconds, as a string)."""
    dt = datetime.datetime.strptime(local, "%Y-%m-%d %H:%M").replace(tzinfo=HFX)
    e = int(dt.timestamp())
    return f"{e / 1e9:.9f}".rstrip("0").rstrip(".") + "E9"


def _cell(v, f):
    name, typ, mode = f[0], f[1], f[2]
    if mode == "REPEATED":
        inner = (name, typ, "NULLABLE") + tuple(f[3:])
        return {"v": [_cell(x, inner) for x in v]}
    if typ == "RECORD" and v is not None:
        return {"v": {"f": [_cell(x, sf) for x, sf in zip(v, f[3])]}}
    return {"v": v}


def _schema(f):
    d = {"name": f[0], "type": f[1], "mode": f[2]}
    if f[1] == "RECORD":
        d["fields"] = [_schema(s) for s in f[3]]
    return d


def bq(eid, job, fields, rows, project="kinfolk-ops-prod"):
    return {"id": eid, "kind": "record", "source": "tool:warehouse.query",
            "fields": {"kind": "bigquery#queryResponse",
                       "jobReference": {"projectId": project, "jobId": job, "location": "northamerica-northeast1"},
                       "schema": {"fields": [_schema(f) for f in fields]},
                       "rows": [{"f": [_cell(v, f) for v, f in zip(r, fields)]} for r in rows],
                       "totalRows": str(len(rows)), "jobComplete": True, "cacheHit": False}}


def policy(eid, text, rev=None):
    d = {"id": eid, "kind": "policy", "text": text}
    if rev:
        d["revision"] = rev
    return d


def passage(eid, text):
    return {"id": eid, "kind": "passage", "text": text}


def refused(eid, tool, decision, args):
    return {"id": eid, "kind": "refused_call", "tool": tool, "decision": decision, "args": args}


SUP = ["supported"]
NA = ["not_applicable"]
SNA = ["supported", "not_applicable"]


def C(*r):
    return ("contradicted", list(r))


def I(*r):
    return ("insufficient_evidence", list(r))


def CI(creasons, ireasons):
    return ("both", creasons, ireasons)


def _probe(p):
    contains, v = p
    if isinstance(v, list):
        return {"contains": contains, "verdict_in": list(v)}
    if v[0] == "both":
        return {"contains": contains, "verdict_in": ["contradicted", "insufficient_evidence"],
                "reason_in": v[1] + [x for x in v[2] if x not in v[1]]}
    return {"contains": contains, "verdict_in": [v[0]], "reason_in": v[1]}


def add(cid, domain, scenario, question, draft, evidence, probes, includes, excludes=(), errors=(),
        notes="", now=None, repair=False):
    case = {"schema": "halcheck.case/1", "id": cid, "question": question, "draft": draft,
            "evidence": evidence}
    if now:
        case["now"] = now
    ps = [_probe(p) for p in probes]
    for p in ps:
        n = draft.count(p["contains"])
        assert n == 1, (cid, p["contains"], n)
    for x in excludes:
        assert x in draft, (cid, "exclude missing", x)
        for p in ps:
            if p["verdict_in"] in (SUP, NA, SNA):
                assert x not in p["contains"], (cid, "exclude inside correct probe", x)
    ids = [e["id"] for e in evidence]
    assert len(ids) == len(set(ids)), cid
    wrong = [p for p in ps if p["verdict_in"] not in (SUP, NA, SNA)]
    if repair:
        outcome = ["repaired"]
        assert 1 <= len(errors) <= 2 and len(wrong) == len(errors), cid
    elif errors:
        outcome = None
        assert 1 <= len(errors) <= 3 and len(wrong) == len(errors), (cid, len(wrong), len(errors))
    else:
        outcome = ["sent"]
        assert not wrong and not excludes, cid
    line = {"case": case,
            "expect": {"probes": ps, "outcome_in": outcome, "final_excludes": list(excludes),
                       "final_includes": list(includes)},
            "meta": {"writer": "w94", "domain": domain, "scenario": scenario, "api_family": API,
                     "errors": list(errors), "notes": notes}}
    (REPAIRS if repair else CASES).append(line)


# ============================== scenarios (hand-written) ==============================

# ---- S01 genealogy research: hours left on a research block ----
D1 = "genealogy research service"
Q1 = "How many of my research hours are left on the Thibodeau project, and what happens when they run out?"
N1 = "2026-05-14T10:15:00-03:00"
EV1 = [
    bq("q_orders#cust-55120", "job_ord_7Hq2Lx", [
        ("order_id", "STRING", "REQUIRED"), ("customer_name", "STRING", "NULLABLE"),
        ("package_code", "STRING", "NULLABLE"), ("hours_purchased", "INT64", "NULLABLE"),
        ("price_cad", "NUMERIC", "NULLABLE"), ("order_status", "STRING", "NULLABLE"),
        ("purchased_at", "TIMESTAMP", "NULLABLE"), ("surnames", "STRING", "REPEATED")],
        [["GR-20417", "Marguerite Thibodeau", "BLOCK_20H", "20", "1450.00", "IN_PROGRESS",
          ts("2026-03-02 09:40"), ["Thibodeau", "LeBlanc", "Comeau"]],
         ["GR-19062", "Marguerite Thibodeau", "BLOCK_10H", "10", "780.00", "COMPLETED",
          ts("2025-06-18 13:05"), ["Thibodeau"]]]),
    bq("q_research_log#GR-20417", "job_log_Pm44vA", [
        ("log_id", "STRING", "REQUIRED"), ("order_id", "STRING", "REQUIRED"),
        ("researcher", "STRING", "NULLABLE"), ("task_code", "STRING", "NULLABLE"),
        ("logged_minutes", "INT64", "NULLABLE"), ("logged_at", "TIMESTAMP", "NULLABLE")],
        [["L-88101", "GR-20417", "Anik Boudreau", "ARCHIVE_SEARCH", "240", ts("2026-03-10 15:20")],
         ["L-88240", "GR-20417", "Anik Boudreau", "TRANSCRIPTION", "195", ts("2026-03-24 11:05")],
         ["L-88377", "GR-20417", "Anik Boudreau", "CORRESPONDENCE", "45", ts("2026-04-06 16:40")],
         ["L-88512", "GR-20417", "Anik Boudreau", "ARCHIVE_SEARCH", "330", ts("2026-04-29 14:10")]]),
    bq("q_block_summary#GR-20417", "job_sum_b81Rr0", [
        ("order_id", "STRING", "REQUIRED"), ("minutes_purchased", "INT64", "NULLABLE"),
        ("minutes_used", "INT64", "NULLABLE"), ("entries", "INT64", "NULLABLE")],
        [["GR-20417", "1200", "810", "4"]]),
    policy("policy#research-blocks", "Research time is logged in 15-minute increments against the block you bought. "
           "When a block is used up, we pause the work and ask you before doing anything further. "
           "Additional hours cost CA$78.00 each and are sold in sets of five. "
           "Unused hours stay on the order for 12 months from the purchase date. "
           "Hours are not refundable once research has started.", rev="2026-01"),
    passage("kb#research-log-codes", "Reading your research log:\n"
            "ARCHIVE_SEARCH means a researcher was going through indexed records held at an archive or parish office.\n"
            "TRANSCRIPTION means reading a handwritten document and typing it out word for word.\n"
            "CORRESPONDENCE means writing to an archive, parish or relative on your behalf."),
]

add("w94-001-research-hours", D1, "research-hours", Q1,
    "Hello Marguerite, thank you for your patience while I went through the research log.\n"
    "- Your order GR-20417 is a 20-hour block, and 13.5 hours have been used so far.\n"
    "- That leaves 6.5 hours of research time.\n"
    "- The latest entry, on April 29, was 5.5 hours of archive searching, meaning the researcher was going through indexed records held at the archive.\n"
    "When the block is used up, we pause the work and ask you before doing anything further. Extra hours are CA$78.00 each and come in sets of five.",
    EV1,
    [("thank you for your patience", NA),
     ("is a 20-hour block", SUP),
     ("13.5 hours have been used", SUP),
     ("leaves 6.5 hours", SUP),
     ("on April 29, was 5.5 hours of archive searching", SUP),
     ("going through indexed records held at the archive", SUP),
     ("we pause the work and ask you", SUP),
     ("CA$78.00 each", SUP),
     ("come in sets of five", SUP)],
    ["6.5 hours", "CA$78.00"], now=N1,
    notes="q_block_summary: 1200 min bought, 810 used -> 13.5 h used, 6.5 h left; L-88512 is 330 min on 2026-04-29; policy gives pause, CA$78.00, sets of five.")

add("w94-002-research-hours", D1, "research-hours", Q1,
    "Dear Ms. Thibodeau,\n\n"
    "Six and a half hours remain on research order GR-20417. Anik Boudreau has logged thirteen and a half of the twenty hours you bought on March 2, "
    "spread across archive searching, the transcription of a handwritten document, and letters written on your behalf. "
    "Any hours you don't use stay on the order for twelve months from that purchase date.\n\n"
    "With care,\nJonah, Records Desk",
    EV1,
    [("Six and a half hours remain", SUP),
     ("Anik Boudreau has logged thirteen and a half", SUP),
     ("twenty hours you bought on March 2", SUP),
     ("the transcription of a handwritten document", SUP),
     ("letters written on your behalf", SUP),
     ("stay on the order for twelve months", SUP)],
    ["Six and a half", "twelve months"], now=N1,
    notes="summary 810 of 1200 min; purchased_at 1.7724588E9 = 2026-03-02 09:40 Halifax; log has ARCHIVE_SEARCH, TRANSCRIPTION, CORRESPONDENCE; policy: 12 months.")

add("w94-003-research-hours-arith", D1, "research-hours", Q1,
    "Hi Marguerite, thanks for checking in on the Thibodeau project. Your block GR-20417 started with 20 hours, and 13.5 of them have been used, "
    "which leaves 7.5 hours for the next stage. When the hours run out we stop and check with you first, and additional hours are CA$78.00 each.",
    EV1,
    [("thanks for checking in", NA),
     ("started with 20 hours", SUP),
     ("13.5 of them have been used", SUP),
     ("which leaves 7.5 hours", C("VALUE_MISMATCH")),
     ("we stop and check with you first", SUP),
     ("additional hours are CA$78.00 each", SUP)],
    [], excludes=["leaves 7.5 hours"], errors=["wrong_arithmetic"], now=N1,
    notes="1200 - 810 = 390 minutes = 6.5 hours, not 7.5; other sentences match the summary and policy.")

add("w94-004-research-hours-otherorder", D1, "research-hours", Q1,
    "Good morning Marguerite. I've looked at your research log, and I'll explain what each line means. "
    "Your order GR-20417 is a 10-hour block, and the researcher has spent time on archive searching, transcription and correspondence. "
    "Transcription means reading a handwritten document and typing it out word for word. "
    "If you decide to stop, any unused hours can be refunded to your card.",
    EV1,
    [("I've looked at your research log", SNA),
     ("is a 10-hour block", C("VALUE_MISMATCH")),
     ("archive searching, transcription and correspondence", SUP),
     ("typing it out word for word", SUP),
     ("any unused hours can be refunded", C("NLI_CONTRADICTION"))],
    [], excludes=["10-hour block", "unused hours can be refunded"], errors=["other_record_value", "wrong_policy_condition"], now=N1,
    notes="10 hours belongs to the older order GR-19062; GR-20417 has hours_purchased 20. Policy: hours are not refundable once research has started (and it has).")

add("w94-r01-research-hours", D1, "research-hours", Q1,
    "Hello Marguerite. Research order GR-20417 has 6.5 hours left of the 20 you purchased. "
    "Once those are used, we pause and ask you before continuing; additional hours are CA$87.00 each, sold in sets of five.",
    EV1,
    [("has 6.5 hours left of the 20", SUP),
     ("we pause and ask you before continuing", SUP),
     ("additional hours are CA$87.00 each", C("NLI_CONTRADICTION", "AMOUNT_MISMATCH", "VALUE_MISMATCH")),
     ("sold in sets of five", SUP)],
    ["$78.00|$78|78.00", "6.5|six and a half"], excludes=["CA$87.00"], errors=["wrong_amount"], now=N1, repair=True,
    notes="policy: additional hours cost CA$78.00, not 87.00; 6.5 h left from summary 1200-810 min.")

# ---- S02 genealogy research: archive retrieval, expedite refused ----
D2 = "genealogy research service"
Q2 = "It's been almost a month. Where are my two records from order GR-20588, and can you hurry the baptism one?"
N2 = "2026-06-03T14:00:00-03:00"
EV2 = [
    bq("q_orders#cust-61877", "job_ord_Zt91Qe", [
        ("order_id", "STRING", "REQUIRED"), ("customer_name", "STRING", "NULLABLE"),
        ("order_type", "STRING", "NULLABLE"), ("order_total_cents", "INT64", "NULLABLE"),
        ("paid_cents", "INT64", "NULLABLE"), ("order_status", "STRING", "NULLABLE")],
        [["GR-20588", "Declan Whitford", "RECORD_RETRIEVAL", "9000", "9000", "OPEN"],
         ["GR-20311", "Declan Whitford", "RECORD_RETRIEVAL", "12000", "12000", "CLOSED"]]),
    bq("q_retrieval_items#GR-20588", "job_itm_4KwPz2", [
        ("item_id", "STRING", "REQUIRED"), ("order_id", "STRING", "REQUIRED"),
        ("description", "STRING", "NULLABLE"), ("holding_archive", "STRING", "NULLABLE"),
        ("is_partner_archive", "BOOL", "NULLABLE"), ("item_status", "STRING", "NULLABLE"),
        ("requested_on", "DATE", "NULLABLE"), ("archive_eta", "DATE", "NULLABLE"),
        ("retrieval_fee_cents", "INT64", "NULLABLE")],
        [["RI-1", "GR-20588", "1871 census, Kings County, district 4, household schedule", "Dominion Census Reading Room",
          "true", "RETRIEVED", "2026-05-08", "2026-05-20", "4500"],
         ["RI-2", "GR-20588", "Baptism register 1868, St. Mary's Parish, Aylesford", "Annapolis Valley Diocesan Archives",
          "false", "AWAITING_ARCHIVE", "2026-05-08", "2026-06-19", "4500"]]),
    refused("call#expedite-RI-2", "request_expedited_retrieval", "DENY", {"order_id": "GR-20588", "item_id": "RI-2"}),
    policy("policy#retrieval", "Retrieval times depend on the archive that holds the record, and we cannot move an archive's own queue. "
           "Expedited retrieval is available only for archives on our partner list, at CA$35.00 per item. "
           "If an archive has not answered within 60 days of our request, we refund that item's retrieval fee in full.", rev="v4"),
    passage("kb#retrieval-states", "AWAITING_ARCHIVE: we have sent the request and are waiting for the archive's staff to pull and copy the record.\n"
            "RETRIEVED: we have the copy and it has been added to your case folder.\n"
            "NOT_FOUND: the archive searched and could not locate the entry."),
]

add("w94-005-archive-retrieval", D2, "archive-retrieval", Q2,
    "Hi Declan, thank you for bearing with us. Of the two records on order GR-20588, the 1871 census page for Kings County has been retrieved, "
    "which means we have the copy and it's now in your case folder. The St. Mary's baptism register is still awaiting the archive: "
    "we've sent the request and are waiting for their staff to pull and copy the entry. The archive's estimate is June 19. "
    "I did ask to expedite it, but that request was declined, because expedited retrieval is only offered for our partner archives and this one is not on that list.",
    EV2,
    [("thank you for bearing with us", NA),
     ("1871 census page for Kings County has been retrieved", SUP),
     ("it's now in your case folder", SUP),
     ("baptism register is still awaiting the archive", SUP),
     ("waiting for their staff to pull and copy the entry", SUP),
     ("estimate is June 19", SUP),
     ("that request was declined", SUP),
     ("only offered for our partner archives", SUP),
     ("this one is not on that list", SUP)],
    ["June 19", "declined"], now=N2,
    notes="RI-1 RETRIEVED, RI-2 AWAITING_ARCHIVE with archive_eta 2026-06-19 and is_partner_archive false; the expedite call was DENY; policy limits expediting to partner archives.")

add("w94-006-archive-retrieval", D2, "archive-retrieval", Q2,
    "Declan, the census copy is in your folder; the St. Mary's baptism entry is expected June 19, and if the archive hasn't answered by July 7 "
    "(60 days after our May 8 request) we refund that item's CA$45.00 retrieval fee.",
    EV2,
    [("the census copy is in your folder", SUP),
     ("baptism entry is expected June 19", SUP),
     ("hasn't answered by July 7", SUP),
     ("60 days after our May 8 request", SUP),
     ("CA$45.00 retrieval fee", SUP)],
    ["July 7", "CA$45.00"], now=N2,
    notes="requested_on 2026-05-08 + 60 days = 2026-07-07; retrieval_fee_cents 4500; policy gives the 60-day full refund.")

add("w94-007-archive-retrieval-expedited", D2, "archive-retrieval", Q2,
    "Hello Declan, thanks for the nudge. Your census record from Kings County is already in your case folder. "
    "For the baptism register I've upgraded the request to expedited retrieval, so it should reach you well before the archive's June 19 estimate. "
    "Expedited retrieval is CA$35.00 per item.",
    EV2,
    [("thanks for the nudge", NA),
     ("already in your case folder", SUP),
     ("I've upgraded the request to expedited retrieval", C("NOT_EXECUTED")),
     ("archive's June 19 estimate", SUP),
     ("CA$35.00 per item", SUP)],
    [], excludes=["upgraded the request to expedited retrieval"], errors=["refused_call_effect"], now=N2,
    notes="request_expedited_retrieval for RI-2 was refused (DENY); archive is not a partner. Census RETRIEVED; eta 2026-06-19; policy CA$35.00.")

add("w94-008-archive-retrieval-state", D2, "archive-retrieval", Q2,
    "Hi Declan. Good news on the baptism entry: the St. Mary's register has been pulled by the archive and the copy is on its way to us. "
    "The census page is retrieved and in your folder. If an archive doesn't respond within 90 days of our request, we refund that item's fee in full.",
    EV2,
    [("has been pulled by the archive and the copy is on its way", C("RECORD_STATE_MISMATCH")),
     ("census page is retrieved and in your folder", SUP),
     ("within 90 days of our request", C("NLI_CONTRADICTION", "VALUE_MISMATCH"))],
    [], excludes=["pulled by the archive and the copy is on its way", "within 90 days"], errors=["wrong_state", "wrong_period"], now=N2,
    notes="RI-2 is AWAITING_ARCHIVE, which the KB defines as waiting for staff to pull and copy, so nothing has been pulled; policy says 60 days, not 90.")

add("w94-r02-archive-retrieval", D2, "archive-retrieval", Q2,
    "Hi Declan. The 1871 census page has been retrieved and added to your case folder. "
    "The baptism register is still awaiting the archive, whose estimate is June 9. "
    "Our request to expedite it was declined because that archive is not one of our partners.",
    EV2,
    [("census page has been retrieved", SUP),
     ("still awaiting the archive", SUP),
     ("whose estimate is June 9", C("DATE_MISMATCH")),
     ("request to expedite it was declined", SUP)],
    ["June 19|2026-06-19|19 June", "declined|refused|not able|unable"], excludes=["estimate is June 9"], errors=["wrong_date"], now=N2, repair=True,
    notes="RI-2 archive_eta is 2026-06-19, not June 9; the expedite call was DENY.")

# ---- S03 genealogy research: delivered family report, revision round ----
D3 = "genealogy research service"
Q3 = "I got my family tree report but a few dates for my great-grandmother look off. Can I still get it corrected?"
N3 = "2026-05-13T09:00:00-03:00"
EV3 = [
    bq("q_orders#cust-40233", "job_ord_Rr0cW1", [
        ("order_id", "STRING", "REQUIRED"), ("customer_name", "STRING", "NULLABLE"),
        ("product_code", "STRING", "NULLABLE"), ("order_status", "STRING", "NULLABLE"),
        ("delivered_at", "TIMESTAMP", "NULLABLE"), ("scheduled_for", "TIMESTAMP", "NULLABLE"),
        ("package_includes", "STRING", "REPEATED")],
        [["GR-20230", "Priya Nandakumar", "FAMILY_TREE_REPORT", "DELIVERED", ts("2026-04-22 11:30"), None,
          ["PDF_REPORT", "FAMILY_TREE_CHART", "SOURCE_CITATIONS"]],
         ["GR-20719", "Priya Nandakumar", "DNA_MATCH_CONSULT", "SCHEDULED", None, ts("2026-05-27 15:00"),
          ["VIDEO_CALL_60MIN", "WRITTEN_SUMMARY"]]]),
    bq("q_deliverables#GR-20230", "job_dlv_u3LmS8", [
        ("order_id", "STRING", "REQUIRED"), ("file_name", "STRING", "NULLABLE"), ("page_count", "INT64", "NULLABLE"),
        ("generations_covered", "INT64", "NULLABLE"), ("revision_rounds_included", "INT64", "NULLABLE"),
        ("revision_rounds_used", "INT64", "NULLABLE")],
        [["GR-20230", "Nandakumar_family_report_v1.pdf", "46", "5", "1", "0"]]),
    policy("policy#report-revisions", "Every family report comes with its sources cited so you can check each fact yourself. "
           "Each report includes one round of revisions, which must be requested within 30 days of delivery. "
           "Further revision rounds cost CA$60.00 each. "
           "If a date or name is wrong because of our own transcription error, we correct it free of charge with no time limit.", rev="2025-11"),
]

add("w94-009-report-revision", D3, "report-revision", Q3,
    "Yes, you can. Your report on order GR-20230 was delivered on April 22 and includes one round of revisions, which you haven't used yet. "
    "You can ask for that round until May 22, thirty days after delivery. "
    "And if the dates turn out to be our own transcription mistake, we fix them free of charge no matter when you spot them.",
    EV3,
    [("was delivered on April 22", SUP),
     ("includes one round of revisions", SUP),
     ("which you haven't used yet", SUP),
     ("until May 22, thirty days after delivery", SUP),
     ("we fix them free of charge no matter when", SUP)],
    ["May 22", "one round"], now=N3,
    notes="delivered_at 1.7768682E9 = 2026-04-22 11:30 Halifax; revision_rounds_included 1, used 0; policy: 30 days, free transcription fixes with no time limit.")

add("w94-010-report-revision", D3, "report-revision", Q3,
    "Dear Priya,\n\nThank you for reading your report so closely. "
    "Your 46-page report, covering five generations, came with one revision round, and it is still unused. "
    "To use it, send us the dates you believe are wrong before May 22. Each fact in the report has its source cited, so you can also compare the date against the original record yourself.\n\n"
    "Warm regards,\nIsla, Research Support",
    EV3,
    [("Thank you for reading your report so closely", NA),
     ("Your 46-page report", SUP),
     ("covering five generations", SUP),
     ("it is still unused", SUP),
     ("before May 22", SUP),
     ("has its source cited", SUP)],
    ["46-page", "May 22"], now=N3,
    notes="q_deliverables: page_count 46, generations_covered 5, rounds used 0; window is 30 days from 2026-04-22; policy says sources are cited.")

add("w94-011-report-revision", D3, "report-revision", Q3,
    "Hi Priya - still within your free revision window (report delivered April 22, window closes May 22). Revision round unused; further rounds would be CA$60.00 each.",
    EV3,
    [("report delivered April 22", SUP),
     ("window closes May 22", SUP),
     ("Revision round unused", SUP),
     ("further rounds would be CA$60.00 each", SUP)],
    ["May 22", "CA$60.00"], now=N3,
    notes="delivered 2026-04-22, 30-day window to 2026-05-22; revision_rounds_used 0; policy CA$60.00 per further round.")

add("w94-012-report-revision-window", D3, "report-revision", Q3,
    "Hi Priya, thanks for flagging this. Your report for GR-20230 includes one round of revisions, and you haven't used it. "
    "Revisions have to be requested within 14 days of delivery, so that window closed on May 6. "
    "A further round would be CA$60.00.",
    EV3,
    [("thanks for flagging this", NA),
     ("includes one round of revisions", SUP),
     ("you haven't used it", SUP),
     ("within 14 days of delivery", C("NLI_CONTRADICTION", "VALUE_MISMATCH")),
     ("that window closed on May 6", C("DATE_MISMATCH", "VALUE_MISMATCH", "NLI_CONTRADICTION")),
     ("A further round would be CA$60.00", SUP)],
    [], excludes=["within 14 days of delivery", "closed on May 6"], errors=["wrong_period", "wrong_date"], now=N3,
    notes="policy gives 30 days, so the window runs to 2026-05-22 and is still open on 2026-05-13; 14 days / May 6 is wrong.")

add("w94-013-report-revision-perk", D3, "report-revision", Q3,
    "Hello Priya. Your report was delivered on April 22, and its one included revision round is still available until May 22. "
    "Once we've made the corrections, we'll send you the updated PDF and a printed, bound copy by mail, which is part of your package. "
    "Your DNA match consultation is set for May 27 at 3:00 PM.",
    EV3,
    [("delivered on April 22", SUP),
     ("still available until May 22", SUP),
     ("a printed, bound copy by mail, which is part of your package", CI(["VALUE_MISMATCH"], ["CLAIM_WITHOUT_TOOL_EVIDENCE"])),
     ("set for May 27 at 3:00 PM", SUP)],
    [], excludes=["printed, bound copy"], errors=["unlisted_perk"], now=N3,
    notes="package_includes lists PDF_REPORT, FAMILY_TREE_CHART, SOURCE_CITATIONS only, no printed copy; GR-20719 scheduled_for 1.7799048E9 = 2026-05-27 15:00 Halifax.")

add("w94-r03-report-revision", D3, "report-revision", Q3,
    "Hi Priya. Your report for GR-20230 came with one revision round, and you have not used it yet. "
    "You can request it until May 22, which is 30 days after delivery. After that, extra rounds are CA$45.00 each.",
    EV3,
    [("came with one revision round", SUP),
     ("you have not used it yet", SUP),
     ("until May 22, which is 30 days after delivery", SUP),
     ("extra rounds are CA$45.00 each", C("NLI_CONTRADICTION", "AMOUNT_MISMATCH", "VALUE_MISMATCH"))],
    ["$60.00|$60|60.00", "May 22"], excludes=["CA$45.00"], errors=["wrong_amount"], now=N3, repair=True,
    notes="policy: further revision rounds cost CA$60.00.")

# ---- S04 genealogy research: cancelled before start, deposit refund ----
D4 = "genealogy research service"
Q4 = "I cancelled my research project on Monday. How much of my deposit am I getting back, and when?"
N4 = "2026-07-09T16:30:00-03:00"
EV4 = [
    bq("q_orders#cust-70418", "job_ord_Hc5vN0", [
        ("order_id", "STRING", "REQUIRED"), ("customer_name", "STRING", "NULLABLE"),
        ("order_status", "STRING", "NULLABLE"), ("deposit_cents", "INT64", "NULLABLE"),
        ("research_started", "BOOL", "NULLABLE"), ("cancelled_at", "TIMESTAMP", "NULLABLE")],
        [["GR-20801", "Rowan MacIsaac", "CANCELLED_BY_CUSTOMER", "25000", "false", ts("2026-07-06 10:12")],
         ["GR-19877", "Rowan MacIsaac", "COMPLETED", "9000", "true", None]]),
    bq("q_refunds#cust-70418", "job_rfd_2sYbE7", [
        ("refund_id", "STRING", "REQUIRED"), ("order_id", "STRING", "NULLABLE"),
        ("amount_cents", "INT64", "NULLABLE"), ("currency", "STRING", "NULLABLE"),
        ("refund_status", "STRING", "NULLABLE"), ("issued_at", "TIMESTAMP", "NULLABLE"),
        ("card_last4", "STRING", "NULLABLE")],
        [["RF-3391", "GR-20801", "22500", "CAD", "ISSUED", ts("2026-07-07 09:00"), "4412"],
         ["RF-2950", "GR-19877", "9000", "CAD", "ISSUED", ts("2025-11-03 14:20"), "0937"]]),
    policy("policy#cancellation", "You may cancel a research order at any time. "
           "If you cancel before research begins, we refund your deposit minus a CA$25.00 intake fee, which covers opening your file and the first records search. "
           "Once research has begun, the deposit is not refundable. "
           "Refunds go back to the card you paid with and usually appear within 5 to 10 business days after we issue them.", rev="v3"),
]

add("w94-014-deposit-refund", D4, "deposit-refund", Q4,
    "Hi Rowan, thank you for letting us know. Your cancellation of GR-20801 went through on July 6, before any research had started. "
    "Your deposit was CA$250.00; we kept the CA$25.00 intake fee that covers opening your file, so CA$225.00 was refunded to the card ending 4412 on July 7. "
    "Refunds usually appear within 5 to 10 business days after they're issued.",
    EV4,
    [("thank you for letting us know", NA),
     ("went through on July 6", SUP),
     ("before any research had started", SUP),
     ("Your deposit was CA$250.00", SUP),
     ("we kept the CA$25.00 intake fee", SUP),
     ("CA$225.00 was refunded to the card ending 4412 on July 7", SUP),
     ("within 5 to 10 business days", SUP)],
    ["CA$225.00", "4412"], now=N4,
    notes="GR-20801 deposit_cents 25000, research_started false, cancelled 2026-07-06; RF-3391 22500 ISSUED 2026-07-07 to 4412; policy intake fee CA$25.00 and 5-10 business days.")

add("w94-015-deposit-refund", D4, "deposit-refund", Q4,
    "Dear Rowan,\n\nI'm sorry to see the project go, and I hope we can help another time. Here is what happened, step by step:\n"
    "1. Because you cancelled before research began, your deposit was refundable.\n"
    "2. The intake fee of twenty-five dollars was kept; it pays for opening your file and the first records search.\n"
    "3. The remaining two hundred and twenty-five dollars was issued back to your card on Tuesday, July 7.\n"
    "It can take 5 to 10 business days for your bank to show it.\n\nKind regards,\nMaeve, Client Accounts",
    EV4,
    [("I'm sorry to see the project go", NA),
     ("your deposit was refundable", SUP),
     ("intake fee of twenty-five dollars was kept", SUP),
     ("pays for opening your file and the first records search", SUP),
     ("two hundred and twenty-five dollars was issued back to your card on Tuesday, July 7", SUP),
     ("5 to 10 business days for your bank", SUP)],
    ["two hundred and twenty-five", "July 7"], now=N4,
    notes="research_started false so policy allows deposit refund minus CA$25.00; RF-3391 22500 cents ISSUED 2026-07-07 (a Tuesday).")

add("w94-016-deposit-refund-waived", D4, "deposit-refund", Q4,
    "Hi Rowan, your cancellation of GR-20801 was processed on July 6. Since you cancelled so soon after booking, the intake fee was waived, "
    "and the full CA$250.00 came back to the card ending 4412 on July 7. It usually shows within 5 to 10 business days.",
    EV4,
    [("processed on July 6", SUP),
     ("the intake fee was waived", C("AMOUNT_MISMATCH", "VALUE_MISMATCH", "NLI_CONTRADICTION")),
     ("the full CA$250.00 came back", C("AMOUNT_MISMATCH")),
     ("ending 4412 on July 7", SUP),
     ("within 5 to 10 business days", SUP)],
    [], excludes=["intake fee was waived", "full CA$250.00"], errors=["condition_unmet", "wrong_amount"], now=N4,
    notes="No waiver exists in the policy; RF-3391 is 22500 cents (CA$225.00), so the CA$25.00 fee was kept, not waived.")

add("w94-017-deposit-refund-otherrefund", D4, "deposit-refund", Q4,
    "Hello Rowan. I can see your cancellation went through before research began, so your deposit is refundable less the CA$25.00 intake fee. "
    "The refund of CA$90.00 is still pending on our side and should be issued later this week.",
    EV4,
    [("went through before research began", SUP),
     ("less the CA$25.00 intake fee", SUP),
     ("The refund of CA$90.00", C("AMOUNT_MISMATCH")),
     ("is still pending on our side", C("RECORD_STATE_MISMATCH")),
     ("should be issued later this week", C("RECORD_STATE_MISMATCH", "DATE_MISMATCH"))],
    [], excludes=["CA$90.00", "still pending on our side", "issued later this week"], errors=["other_record_value", "wrong_state", "wrong_date"], now=N4,
    notes="CA$90.00 is RF-2950 for the older GR-19877; this order's RF-3391 is CA$225.00 and already ISSUED on 2026-07-07.")

add("w94-r04-deposit-refund", D4, "deposit-refund", Q4,
    "Hi Rowan. Since GR-20801 was cancelled before any research began, we refunded your CA$250.00 deposit minus the CA$25.00 intake fee. "
    "That CA$225.00 went back to the card ending 4421 on July 7, and it usually appears within 5 to 10 business days.",
    EV4,
    [("cancelled before any research began", SUP),
     ("minus the CA$25.00 intake fee", SUP),
     ("card ending 4421", C("IDENTIFIER_MISMATCH", "VALUE_MISMATCH")),
     ("within 5 to 10 business days", SUP)],
    ["4412", "CA$225.00|$225.00|225"], excludes=["ending 4421"], errors=["wrong_id"], now=N4, repair=True,
    notes="RF-3391 card_last4 is 4412, not 4421; amount 22500 cents.")

# ---- S05 document scanning: three boxes, price and balance ----
D5 = "document scanning and digitisation"
Q5 = "How much do I still owe for scanning my three boxes of letters, and when will they be done?"
N5 = "2026-09-21T11:00:00-03:00"
EV5 = [
    bq("q_orders#DS-40912", "job_ord_q7Xn2M", [
        ("order_id", "STRING", "REQUIRED"), ("customer_name", "STRING", "NULLABLE"),
        ("price_per_page_cad", "NUMERIC", "NULLABLE"), ("subtotal_cents", "INT64", "NULLABLE"),
        ("tax_cents", "INT64", "NULLABLE"), ("total_cents", "INT64", "NULLABLE"),
        ("deposit_paid_cents", "INT64", "NULLABLE"), ("balance_due_cents", "INT64", "NULLABLE")],
        [["DS-40912", "Estelle Fougère", "0.12", "44820", "6275", "51095", "20000", "31095"]]),
    bq("q_boxes#DS-40912", "job_box_L0pq8T", [
        ("box_id", "STRING", "REQUIRED"), ("label", "STRING", "NULLABLE"),
        ("pages_scanned", "INT64", "NULLABLE"), ("box_status", "STRING", "NULLABLE")],
        [["BX-1", "Letters 1938-1951", "1240", "QC_PASSED"],
         ["BX-2", "Letters 1952-1960", "980", "QC_PASSED"],
         ["BX-3", "Letters and cards 1961-1974", "1515", "IN_QC"]]),
    bq("q_jobs#DS-40912", "job_job_M2vc6Y", [
        ("job_id", "STRING", "REQUIRED"), ("stage", "STRING", "NULLABLE"),
        ("picked_up_at", "TIMESTAMP", "NULLABLE"), ("est_ready_date", "DATE", "NULLABLE")],
        [["SJ-7730", "QUALITY_CHECK", ts("2026-09-14 10:30"), "2026-09-25"]]),
    policy("policy#scanning-billing", "Scanning is billed per page at the rate shown on your order. "
           "A deposit is taken when we pick up your documents, and the balance is due before your originals and files are returned to you. "
           "During quality check a technician opens every file and compares it with the original page; pages that are blurred or cut off are rescanned at no charge.", rev="2026-02"),
]

add("w94-018-box-scan-balance", D5, "box-scan", Q5,
    "Hi Estelle, thanks for asking. Your three boxes came to 3,735 pages at 12 cents a page, which is CA$448.20 before tax and CA$510.95 with tax. "
    "You paid a CA$200.00 deposit when we picked them up, so the balance is CA$310.95, due before your originals come back to you.",
    EV5,
    [("thanks for asking", NA),
     ("came to 3,735 pages", SUP),
     ("12 cents a page", SUP),
     ("CA$448.20 before tax", SUP),
     ("CA$510.95 with tax", SUP),
     ("CA$200.00 deposit", SUP),
     ("balance is CA$310.95", SUP),
     ("due before your originals come back", SUP)],
    ["CA$310.95", "3,735"], now=N5,
    notes="1240+980+1515 = 3735 pages; order row: 0.12/page, subtotal 44820, total 51095, deposit 20000, balance 31095 cents; policy: balance due before return.")

add("w94-019-box-scan-balance", D5, "box-scan", Q5,
    "Good morning Estelle. Your scanning job is in quality check right now, which means a technician is opening every file and comparing it with the original page. "
    "Anything blurred or cut off gets rescanned at no charge. The first two boxes have already passed, and the third is being checked now. "
    "We expect everything to be ready on Friday, September 25.",
    EV5,
    [("is in quality check right now", SUP),
     ("comparing it with the original page", SUP),
     ("rescanned at no charge", SUP),
     ("first two boxes have already passed", SUP),
     ("the third is being checked now", SUP),
     ("ready on Friday, September 25", SUP)],
    ["September 25"], now=N5,
    notes="SJ-7730 stage QUALITY_CHECK, est_ready_date 2026-09-25 (a Friday); BX-1 and BX-2 QC_PASSED, BX-3 IN_QC; policy explains quality check.")

add("w94-020-box-scan-balance", D5, "box-scan", Q5,
    "Estelle: balance owing is CA$310.95 (CA$510.95 total, less your CA$200.00 deposit), payable before we return your letters; estimated ready date September 25.",
    EV5,
    [("balance owing is CA$310.95", SUP),
     ("CA$510.95 total", SUP),
     ("less your CA$200.00 deposit", SUP),
     ("payable before we return your letters", SUP),
     ("estimated ready date September 25", SUP)],
    ["CA$310.95", "September 25"], now=N5,
    notes="balance_due_cents 31095 = 51095 - 20000; est_ready_date 2026-09-25; policy: balance due before return.")

add("w94-021-box-scan-balance-arith", D5, "box-scan", Q5,
    "Hi Estelle, I've pulled up order DS-40912. The scans come to CA$448.20 before tax, at 12 cents a page. "
    "After the CA$200.00 deposit you paid at pickup, the balance left to pay is CA$248.20. "
    "The job is in quality check now, and we expect it to be ready on September 25.",
    EV5,
    [("I've pulled up order DS-40912", SNA),
     ("CA$448.20 before tax", SUP),
     ("at 12 cents a page", SUP),
     ("the balance left to pay is CA$248.20", C("AMOUNT_MISMATCH")),
     ("is in quality check now", SUP),
     ("ready on September 25", SUP)],
    [], excludes=["CA$248.20"], errors=["wrong_arithmetic"], now=N5,
    notes="The deposit was taken off the pre-tax subtotal; balance_due_cents is 31095 (CA$310.95 = 510.95 - 200.00).")

add("w94-022-box-scan-balance-utc", D5, "box-scan", Q5,
    "Hello Estelle. We picked up your three boxes at 1:30 PM on September 14. All of the scans have now passed quality check, "
    "and the order should be ready on September 25. Your balance is CA$310.95.",
    EV5,
    [("at 1:30 PM on September 14", C("DATE_MISMATCH", "VALUE_MISMATCH")),
     ("All of the scans have now passed quality check", C("RECORD_STATE_MISMATCH")),
     ("ready on September 25", SUP),
     ("Your balance is CA$310.95", SUP)],
    [], excludes=["1:30 PM", "All of the scans have now passed quality check"], errors=["unit_conversion", "wrong_state"], now=N5,
    notes=f"picked_up_at {ts('2026-09-14 10:30')} is 10:30 AM Halifax (13:30 UTC); BX-3 is still IN_QC and the job stage is QUALITY_CHECK.")

add("w94-r05-box-scan", D5, "box-scan", Q5,
    "Hi Estelle. Your three boxes totalled 3,735 pages, and the balance after your CA$200.00 deposit is CA$310.95. "
    "The job is in quality check, and it should be ready on September 28.",
    EV5,
    [("totalled 3,735 pages", SUP),
     ("balance after your CA$200.00 deposit is CA$310.95", SUP),
     ("The job is in quality check", SUP),
     ("ready on September 28", C("DATE_MISMATCH"))],
    ["September 25|Sept. 25|2026-09-25|Sep 25", "CA$310.95|$310.95"], excludes=["September 28"], errors=["wrong_date"], now=N5, repair=True,
    notes="est_ready_date is 2026-09-25.")

# ---- S06 document scanning: OCR not on the order ----
D6 = "document scanning and digitisation"
Q6 = "Will my scanned minute books be searchable? I assumed text search came with the scanning."
N6 = "2026-10-07T13:20:00-03:00"
EV6 = [
    bq("q_orders#DS-41157", "job_ord_Wc3uJ9", [
        ("order_id", "STRING", "REQUIRED"), ("customer_name", "STRING", "NULLABLE"),
        ("material", "STRING", "NULLABLE"), ("service_tier", "STRING", "NULLABLE"),
        ("addons", "STRING", "REPEATED"), ("page_estimate", "INT64", "NULLABLE"),
        ("quoted_cents", "INT64", "NULLABLE")],
        [["DS-41157", "Tobias Leclair", "Typewritten minute books, 1952-1979", "STANDARD_600DPI",
          ["PDF_A_ARCHIVAL", "FILE_NAMING_CUSTOM"], "620", "15900"]]),
    bq("q_addon_catalog", "job_cat_0rTe5K", [
        ("addon_code", "STRING", "REQUIRED"), ("display_name", "STRING", "NULLABLE"),
        ("price_per_page_cad", "NUMERIC", "NULLABLE"), ("flat_price_cad", "NUMERIC", "NULLABLE")],
        [["OCR_SEARCHABLE", "Searchable text (OCR)", "0.04", None],
         ["PDF_A_ARCHIVAL", "Archival PDF/A files", "0.00", None],
         ["FILE_NAMING_CUSTOM", "Custom file naming", None, "35.00"]]),
    bq("q_jobs#DS-41157", "job_job_9FeZ1s", [
        ("job_id", "STRING", "REQUIRED"), ("stage", "STRING", "NULLABLE"),
        ("pages_scanned", "INT64", "NULLABLE"), ("updated_at", "TIMESTAMP", "NULLABLE")],
        [["SJ-7915", "SCANNING", "388", ts("2026-10-07 11:50")]]),
    passage("kb#ocr", "What OCR does: optical character recognition reads the printed or typed words on each page and adds a hidden text layer, so you can search the PDF for a name or phrase.\n"
            "It works well on typed and printed pages. Handwriting is recognised poorly, and results on handwritten pages are not guaranteed.\n"
            "PDF/A is an archival flavour of PDF designed to open the same way decades from now."),
    policy("policy#addons", "Add-ons are only included when they are listed on your order. "
           "Searchable text (OCR) can be added at any time before the job reaches quality check, at the catalogue price per page. "
           "After quality check, adding OCR means re-processing the files and is quoted separately.", rev="v2"),
]

add("w94-023-ocr-addon", D6, "ocr-addon", Q6,
    "Hi Tobias, that's a fair thing to expect, so let me explain. OCR isn't on order DS-41157 at the moment: your add-ons are archival PDF/A files and custom file naming. "
    "OCR reads the typed words on each page and adds a hidden text layer, which is what makes a PDF searchable. "
    "Because your job is still being scanned and hasn't reached quality check, it can still be added, at CA$0.04 per page. "
    "For the 620 pages we estimated, that would come to about CA$24.80.",
    EV6,
    [("that's a fair thing to expect", NA),
     ("OCR isn't on order DS-41157", SUP),
     ("archival PDF/A files and custom file naming", SUP),
     ("adds a hidden text layer", SUP),
     ("still being scanned and hasn't reached quality check", SUP),
     ("at CA$0.04 per page", SUP),
     ("about CA$24.80", SUP)],
    ["CA$0.04", "CA$24.80"], now=N6,
    notes="addons list has PDF_A_ARCHIVAL and FILE_NAMING_CUSTOM only; catalogue OCR 0.04/page; stage SCANNING; 620 x 0.04 = 24.80; policy allows adding before QC.")

add("w94-024-ocr-addon", D6, "ocr-addon", Q6,
    "Dear Tobias,\n\nYour minute books are being scanned now; 388 of the roughly 620 pages are done. "
    "Searchable text isn't part of this order, because add-ons are only included when they're listed, and OCR isn't. "
    "What you do have is PDF/A, an archival kind of PDF made to open the same way decades from now. "
    "Since the pages are typewritten, OCR would work well on them if you'd like to add it before the job reaches quality check.\n\n"
    "All the best,\nCallum, Digitisation Desk",
    EV6,
    [("Your minute books are being scanned now", SUP),
     ("388 of the roughly 620 pages are done", SUP),
     ("Searchable text isn't part of this order", SUP),
     ("add-ons are only included when they're listed", SUP),
     ("made to open the same way decades from now", SUP),
     ("OCR would work well on them", SUP),
     ("add it before the job reaches quality check", SUP)],
    ["388", "PDF/A"], now=N6,
    notes="SJ-7915 pages_scanned 388, page_estimate 620; material typewritten; KB: OCR works well on typed pages, PDF/A definition; policy: listed add-ons only, OCR before QC.")

add("w94-025-ocr-addon-perk", D6, "ocr-addon", Q6,
    "Hi Tobias, good news: text search comes with the standard 600 dpi tier, so your minute books will be searchable once they're delivered. "
    "Your order also includes archival PDF/A files and custom file naming. The job is being scanned now, with 388 pages done.",
    EV6,
    [("text search comes with the standard 600 dpi tier", CI(["VALUE_MISMATCH", "NLI_CONTRADICTION"], ["CLAIM_WITHOUT_TOOL_EVIDENCE", "NO_POLICY_EVIDENCE", "NLI_NOT_ENTAILED"])),
     ("your minute books will be searchable once they're delivered", CI(["VALUE_MISMATCH", "NLI_CONTRADICTION"], ["CLAIM_WITHOUT_TOOL_EVIDENCE"])),
     ("archival PDF/A files and custom file naming", SUP),
     ("with 388 pages done", SUP)],
    [], excludes=["text search comes with the standard", "will be searchable once they're delivered"], errors=["unlisted_perk", "invented_promise"], now=N6,
    notes="OCR_SEARCHABLE is not in addons, and the policy says add-ons are only included when listed; searchability depends on OCR, which isn't ordered.")

add("w94-026-ocr-addon-added", D6, "ocr-addon", Q6,
    "Hello Tobias. Text search needs the OCR add-on, which reads the typed words and adds a hidden text layer. "
    "I've gone ahead and added OCR to order DS-41157 for you. At CA$0.04 per page, the 620 estimated pages come to CA$248.00.",
    EV6,
    [("Text search needs the OCR add-on", SUP),
     ("adds a hidden text layer", SUP),
     ("I've gone ahead and added OCR to order DS-41157", I("CLAIM_WITHOUT_TOOL_EVIDENCE")),
     ("At CA$0.04 per page", SUP),
     ("come to CA$248.00", C("AMOUNT_MISMATCH", "VALUE_MISMATCH"))],
    [], excludes=["added OCR to order DS-41157", "CA$248.00"], errors=["unrecorded_extra", "wrong_arithmetic"], now=N6,
    notes="No record shows OCR added (addons unchanged); 620 x 0.04 = CA$24.80, not 248.00.")

add("w94-r06-ocr-addon", D6, "ocr-addon", Q6,
    "Hi Tobias. OCR isn't listed on order DS-41157, so the files won't be searchable as things stand. "
    "It costs CA$0.04 per page, and it can be added at any time, even after your files are delivered, at that same price.",
    EV6,
    [("OCR isn't listed on order DS-41157", SUP),
     ("the files won't be searchable as things stand", SUP),
     ("It costs CA$0.04 per page", SUP),
     ("even after your files are delivered, at that same price", C("NLI_CONTRADICTION"))],
    ["quality check", "CA$0.04|$0.04|4 cents"], excludes=["even after your files are delivered"], errors=["wrong_policy_condition"], now=N6, repair=True,
    notes="Policy: OCR can be added before quality check at catalogue price; after QC it is quoted separately.")

# ---- S07 document scanning: rush upgrade escalated ----
D7 = "document scanning and digitisation"
Q7 = "I need my father's estate papers scanned for probate quickly. Can you rush order DS-41302?"
N7 = "2026-10-14T10:00:00-03:00"
EV7 = [
    bq("q_orders#cust-88410", "job_ord_Ee4sP6", [
        ("order_id", "STRING", "REQUIRED"), ("customer_name", "STRING", "NULLABLE"),
        ("turnaround_code", "STRING", "NULLABLE"), ("page_count", "INT64", "NULLABLE"),
        ("scan_price_cents", "INT64", "NULLABLE"), ("received_at", "TIMESTAMP", "NULLABLE"),
        ("due_date", "DATE", "NULLABLE"), ("order_status", "STRING", "NULLABLE")],
        [["DS-41302", "Nadia Okafor", "STANDARD_10BD", "214", "4280", ts("2026-10-13 09:15"), "2026-10-27", "RECEIVED"],
         ["DS-40655", "Nadia Okafor", "RUSH_3BD", "96", "2880", ts("2026-03-04 14:00"), "2026-03-09", "COMPLETED"]]),
    refused("call#upgrade-DS-41302", "upgrade_turnaround", "ESCALATE", {"order_id": "DS-41302", "turnaround_code": "RUSH_3BD"}),
    policy("policy#turnaround", "Standard turnaround is 10 business days from the day we receive your documents. "
           "Rush service finishes in 3 business days and adds 50% to the scanning price. "
           "Rush depends on our capacity that week, so a supervisor approves every rush request before it is confirmed.", rev="2026-04"),
]

add("w94-027-rush-escalated", D7, "rush-escalated", Q7,
    "Hi Nadia, I'm sorry about your father, and I understand the probate timing matters. "
    "Order DS-41302 is on our standard turnaround, which is 10 business days from when we received the papers on October 13, so it's due October 27. "
    "I've asked for a rush upgrade, but every rush request needs a supervisor's approval, so yours has been passed to a supervisor for review rather than confirmed. "
    "If it's approved, rush adds 50% to the scanning price: on CA$42.80, that's CA$21.40 more.",
    EV7,
    [("I'm sorry about your father", NA),
     ("is on our standard turnaround", SUP),
     ("10 business days from when we received", SUP),
     ("received the papers on October 13", SUP),
     ("so it's due October 27", SUP),
     ("every rush request needs a supervisor's approval", SUP),
     ("passed to a supervisor for review rather than confirmed", SUP),
     ("rush adds 50% to the scanning price", SUP),
     ("on CA$42.80", SUP),
     ("that's CA$21.40 more", SUP)],
    ["October 27", "supervisor"], now=N7,
    notes="DS-41302 STANDARD_10BD, received 2026-10-13, due 2026-10-27, scan_price_cents 4280; upgrade_turnaround was ESCALATE; 50% of 42.80 = 21.40.")

add("w94-028-rush-escalated", D7, "rush-escalated", Q7,
    "Nadia, the rush upgrade for DS-41302 has been escalated to a supervisor and isn't approved yet; until then, the standard due date of Tuesday, October 27 stands.",
    EV7,
    [("has been escalated to a supervisor", SUP),
     ("isn't approved yet", SUP),
     ("standard due date of Tuesday, October 27", SUP)],
    ["October 27", "escalated"], now=N7,
    notes="refused_call decision ESCALATE; due_date 2026-10-27 is a Tuesday.")

add("w94-029-rush-escalated", D7, "rush-escalated", Q7,
    "Dear Ms. Okafor,\n\nThank you for explaining the situation. Here is where your order stands:\n"
    "- We received your 214 pages on October 13.\n"
    "- On standard service they are due October 27.\n"
    "- Rush would finish in 3 business days, but it depends on our capacity, so your request is waiting on a supervisor's decision.\n\n"
    "Regards,\nPiers, Scanning Services",
    EV7,
    [("Thank you for explaining the situation", NA),
     ("We received your 214 pages on October 13", SUP),
     ("they are due October 27", SUP),
     ("Rush would finish in 3 business days", SUP),
     ("it depends on our capacity", SUP),
     ("your request is waiting on a supervisor's decision", SUP)],
    ["214", "October 27"], now=N7,
    notes="page_count 214, received 2026-10-13, due 2026-10-27; policy: 3 business days, capacity, supervisor approval; call ESCALATE.")

add("w94-030-rush-escalated-done", D7, "rush-escalated", Q7,
    "Hi Nadia, I'm sorry for your loss. I've moved DS-41302 to rush service, so your papers will be ready by October 16 instead of October 27. "
    "Rush adds 50% to the scanning price.",
    EV7,
    [("I'm sorry for your loss", NA),
     ("I've moved DS-41302 to rush service", C("NOT_EXECUTED")),
     ("ready by October 16", C("DATE_MISMATCH", "NOT_EXECUTED")),
     ("instead of October 27", SUP),
     ("Rush adds 50% to the scanning price", SUP)],
    [], excludes=["moved DS-41302 to rush service", "ready by October 16"], errors=["refused_call_effect", "wrong_date"], now=N7,
    notes="upgrade_turnaround was ESCALATE, not done; due_date remains 2026-10-27.")

add("w94-031-rush-escalated-other", D7, "rush-escalated", Q7,
    "Hello Nadia. Your order DS-41302 is already on rush turnaround, as you chose at drop-off, so it should be finished within 3 business days. "
    "Rush service costs double the standard scanning price.",
    EV7,
    [("is already on rush turnaround", C("VALUE_MISMATCH", "RECORD_STATE_MISMATCH")),
     ("finished within 3 business days", C("VALUE_MISMATCH", "DATE_MISMATCH")),
     ("costs double the standard scanning price", C("NLI_CONTRADICTION", "VALUE_MISMATCH"))],
    [], excludes=["already on rush turnaround", "costs double the standard"], errors=["other_record_value", "wrong_period", "wrong_value"], now=N7,
    notes="RUSH_3BD belongs to the earlier order DS-40655; DS-41302 is STANDARD_10BD due 2026-10-27; policy: rush adds 50%, not 100%.")

add("w94-r07-rush-escalated", D7, "rush-escalated", Q7,
    "Hi Nadia. Order DS-41302 is on standard turnaround, which is 7 business days from receipt, and your rush request has gone to a supervisor for approval.",
    EV7,
    [("is on standard turnaround", SUP),
     ("7 business days from receipt", C("NLI_CONTRADICTION", "VALUE_MISMATCH")),
     ("has gone to a supervisor for approval", SUP)],
    ["10 business days|ten business days|October 27", "supervisor"], excludes=["7 business days"], errors=["wrong_period"], now=N7, repair=True,
    notes="policy: standard turnaround is 10 business days; call ESCALATE.")

# ---- S08 document scanning: originals returned by courier ----
D8 = "document scanning and digitisation"
Q8 = "Have my original documents been sent back yet? I want to make sure I'm home for them."
N8 = "2026-06-17T09:30:00-03:00"
EV8 = [
    bq("q_shipments#DS-40877", "job_shp_Yu8aQ3", [
        ("shipment_id", "STRING", "REQUIRED"), ("order_id", "STRING", "NULLABLE"), ("contents", "STRING", "NULLABLE"),
        ("carrier", "STRING", "NULLABLE"), ("tracking_number", "STRING", "NULLABLE"),
        ("shipment_status", "STRING", "NULLABLE"), ("shipped_at", "TIMESTAMP", "NULLABLE"),
        ("delivered_at", "TIMESTAMP", "NULLABLE"), ("est_delivery", "DATE", "NULLABLE"),
        ("package_count", "INT64", "NULLABLE"), ("insured_value_cents", "INT64", "NULLABLE"),
        ("signature_required", "BOOL", "NULLABLE")],
        [["SH-2", "DS-40877", "USB_DRIVE_DIGITAL_COPIES", "TIDEWATER_COURIER", "TWC-55310077", "DELIVERED",
          ts("2026-06-10 16:10"), ts("2026-06-12 13:25"), "2026-06-12", "1", "0", "false"],
         ["SH-3", "DS-40877", "ORIGINALS_RETURN", "TIDEWATER_COURIER", "TWC-55382291", "IN_TRANSIT",
          ts("2026-06-16 15:45"), None, "2026-06-18", "2", "50000", "true"]]),
    bq("q_orders#DS-40877", "job_ord_f6Kp0D", [
        ("order_id", "STRING", "REQUIRED"), ("customer_name", "STRING", "NULLABLE"),
        ("order_status", "STRING", "NULLABLE"), ("return_address_city", "STRING", "NULLABLE")],
        [["DS-40877", "Gérald Arsenault", "RETURNING_ORIGINALS", "Wolfville"]]),
    policy("policy#returns-of-originals", "Your digital copies are sent first, on a USB drive, so you can check them before the originals leave us. "
           "Originals are returned by insured, tracked courier, insured for up to CA$500.00 of replacement cost per order. "
           "A signature is required on delivery of originals. "
           "If nobody is home, the courier leaves a notice and holds the parcel at its depot for 5 business days.", rev="v5"),
]

add("w94-032-originals-return", D8, "originals-return", Q8,
    "Hello Gérald, yes, they're on the way. Your original documents left us on June 16 at 3:45 PM with Tidewater Courier, tracking number TWC-55382291, "
    "and they're expected tomorrow, Thursday, June 18. Someone will need to sign for the two boxes; if nobody's home, "
    "the courier leaves a notice and holds them at its depot for 5 business days.",
    EV8,
    [("yes, they're on the way", SUP),
     ("left us on June 16 at 3:45 PM", SUP),
     ("tracking number TWC-55382291", SUP),
     ("expected tomorrow, Thursday, June 18", SUP),
     ("Someone will need to sign for the two boxes", SUP),
     ("holds them at its depot for 5 business days", SUP)],
    ["TWC-55382291", "June 18"], now=N8,
    notes="SH-3 ORIGINALS_RETURN: shipped 2026-06-16 15:45 Halifax, IN_TRANSIT, est 2026-06-18 (tomorrow from now), 2 packages, signature_required true; policy: 5 business days at depot.")

add("w94-033-originals-return", D8, "originals-return", Q8,
    "Hi Gérald, here's a quick summary of your return shipment:\n"
    "- Status: in transit with Tidewater Courier\n"
    "- Tracking: TWC-55382291\n"
    "- Expected delivery: June 18\n"
    "- Insured for up to CA$500.00 of replacement cost\n"
    "The USB drive with your digital copies was delivered first, on June 12, so you could check the scans before the originals left us.",
    EV8,
    [("Status: in transit with Tidewater Courier", SUP),
     ("Tracking: TWC-55382291", SUP),
     ("Expected delivery: June 18", SUP),
     ("Insured for up to CA$500.00", SUP),
     ("USB drive with your digital copies was delivered first, on June 12", SUP),
     ("so you could check the scans before the originals left us", SUP)],
    ["TWC-55382291", "CA$500.00"], now=N8,
    notes="SH-3 IN_TRANSIT, insured_value_cents 50000; SH-2 USB delivered 2026-06-12; policy explains why the USB goes first.")

add("w94-034-originals-return-other", D8, "originals-return", Q8,
    "Hi Gérald, good news: your originals were delivered on June 12, tracking number TWC-55310077. "
    "They were insured for up to CA$500.00 while on the road.",
    EV8,
    [("your originals were delivered on June 12", C("RECORD_STATE_MISMATCH", "DATE_MISMATCH")),
     ("tracking number TWC-55310077", C("IDENTIFIER_MISMATCH")),
     ("insured for up to CA$500.00", SUP)],
    [], excludes=["originals were delivered on June 12", "TWC-55310077"], errors=["other_record_value", "wrong_id"], now=N8,
    notes="June 12 and TWC-55310077 belong to SH-2, the USB drive; the originals (SH-3, TWC-55382291) are IN_TRANSIT, due 2026-06-18.")

add("w94-035-originals-return-door", D8, "originals-return", Q8,
    "Hello Gérald. Your originals shipped on June 16 at 6:45 PM and are in transit with Tidewater Courier, due June 18. "
    "If you're not home, the courier will leave the boxes at your door, so there's no need to wait in.",
    EV8,
    [("shipped on June 16 at 6:45 PM", C("DATE_MISMATCH", "VALUE_MISMATCH")),
     ("in transit with Tidewater Courier", SUP),
     ("due June 18", SUP),
     ("the courier will leave the boxes at your door", C("NLI_CONTRADICTION", "VALUE_MISMATCH")),
     ("no need to wait in", C("NLI_CONTRADICTION"))],
    [], excludes=["6:45 PM", "leave the boxes at your door", "no need to wait in"], errors=["unit_conversion", "wrong_policy_condition", "invented_promise"], now=N8,
    notes=f"shipped_at {ts('2026-06-16 15:45')} is 3:45 PM Halifax (18:45 UTC); signature_required true and policy says the courier leaves a notice and holds the parcel.")

add("w94-r08-originals-return", D8, "originals-return", Q8,
    "Hi Gérald. Your originals are in transit with Tidewater Courier under tracking number TWC-55382291 and should arrive on June 18. "
    "The shipment is insured for CA$50,000.00, and a signature is required on delivery.",
    EV8,
    [("in transit with Tidewater Courier", SUP),
     ("should arrive on June 18", SUP),
     ("insured for CA$50,000.00", C("AMOUNT_MISMATCH")),
     ("a signature is required on delivery", SUP)],
    ["$500.00|$500|500.00", "TWC-55382291"], excludes=["CA$50,000.00"], errors=["unit_conversion"], now=N8, repair=True,
    notes="insured_value_cents 50000 is CA$500.00; the draft read cents as dollars.")

# ---- S09 photo restoration: revised quote replaces the first ----
D9 = "photo restoration"
Q9 = "I got two different prices for restoring my parents' wedding portrait. Which one is right, and what do I pay to start?"
N9 = "2026-07-27T15:00:00-03:00"
EV9 = [
    bq("q_quotes#PQ-3310", "job_qte_Nn2vC8", [
        ("quote_id", "STRING", "REQUIRED"), ("version", "INT64", "REQUIRED"), ("quote_status", "STRING", "NULLABLE"),
        ("customer_name", "STRING", "NULLABLE"), ("total_cents", "INT64", "NULLABLE"), ("currency", "STRING", "NULLABLE"),
        ("est_work", "STRING", "NULLABLE"), ("line_items", "STRING", "REPEATED"),
        ("issued_on", "DATE", "NULLABLE"), ("valid_until", "DATE", "NULLABLE"), ("revision_reason", "STRING", "NULLABLE")],
        [["PQ-3310", "1", "SUPERSEDED", "Ophelia Strand", "18500", "CAD", "PT5H",
          ["COLOUR_RESTORATION", "TEAR_REPAIR", "FACE_RECONSTRUCTION", "PRINT_8X10"], "2026-07-20", "2026-08-19", None],
         ["PQ-3310", "2", "ACTIVE", "Ophelia Strand", "14500", "CAD", "PT3H30M",
          ["COLOUR_RESTORATION", "TEAR_REPAIR", "PRINT_8X10"], "2026-07-24", "2026-08-23", "DAMAGE_LESS_THAN_ESTIMATED_AFTER_SCAN"]]),
    policy("policy#quotes", "We quote from your phone photo first and revise the quote once we have scanned the original at high resolution. "
           "A revised quote replaces all earlier versions. "
           "Each quote is valid for 30 days from the day it is issued. "
           "Work begins once a deposit of 50% of the quoted total is paid.", rev="2026-03"),
]

add("w94-036-quote-revision", D9, "quote-revision", Q9,
    "Hi Ophelia, I can see why two prices would be confusing, so let me explain. Your current quote is version 2 of PQ-3310, for CA$145.00. "
    "It replaces the first version of CA$185.00: once we scanned the portrait, the damage was less than first estimated, so the face reconstruction step came off. "
    "The remaining work (colour restoration, tear repair and an 8x10 print) is estimated at three and a half hours. "
    "The quote is good until August 23, and a 50% deposit of CA$72.50 starts the work.",
    EV9,
    [("I can see why two prices would be confusing", NA),
     ("current quote is version 2 of PQ-3310", SUP),
     ("for CA$145.00", SUP),
     ("replaces the first version of CA$185.00", SUP),
     ("the damage was less than first estimated", SUP),
     ("the face reconstruction step came off", SUP),
     ("colour restoration, tear repair and an 8x10 print", SUP),
     ("estimated at three and a half hours", SUP),
     ("good until August 23", SUP),
     ("50% deposit of CA$72.50", SUP)],
    ["CA$145.00", "CA$72.50"], now=N9,
    notes="v2 ACTIVE 14500, PT3H30M, valid_until 2026-08-23, reason DAMAGE_LESS_THAN_ESTIMATED_AFTER_SCAN, no FACE_RECONSTRUCTION; v1 SUPERSEDED 18500; 50% of 145.00 = 72.50.")

add("w94-037-quote-revision", D9, "quote-revision", Q9,
    "Dear Ophelia,\n\nThe quote for your wedding portrait was revised on July 24, after the original had been scanned at high resolution, and it now stands at CA$145.00. "
    "The earlier figure from July 20 no longer applies, since a revised quote replaces all earlier versions. "
    "Work will begin once half of the quoted total has been paid.\n\nSincerely,\nRosalind, Restoration Studio",
    EV9,
    [("was revised on July 24", SUP),
     ("after the original had been scanned at high resolution", SUP),
     ("now stands at CA$145.00", SUP),
     ("earlier figure from July 20 no longer applies", SUP),
     ("a revised quote replaces all earlier versions", SUP),
     ("once half of the quoted total has been paid", SUP)],
    ["CA$145.00", "July 24"], now=N9,
    notes="v2 issued 2026-07-24 ACTIVE; v1 issued 2026-07-20 SUPERSEDED; policy: revise after scan, revised replaces earlier, 50% deposit.")

add("w94-038-quote-revision-stale", D9, "quote-revision", Q9,
    "Hi Ophelia, thanks for checking before paying. The quote for your portrait, PQ-3310, is CA$185.00, and it covers colour restoration, tear repair, face reconstruction and an 8x10 print. "
    "Work begins once a 50% deposit is paid.",
    EV9,
    [("thanks for checking before paying", NA),
     ("is CA$185.00", C("AMOUNT_MISMATCH")),
     ("face reconstruction and an 8x10 print", C("VALUE_MISMATCH")),
     ("Work begins once a 50% deposit is paid", SUP)],
    [], excludes=["CA$185.00", "face reconstruction and"], errors=["stale_value", "stale_value"], now=N9,
    notes="CA$185.00 and FACE_RECONSTRUCTION are from version 1, which is SUPERSEDED; the active version 2 is CA$145.00 without face reconstruction.")

add("w94-039-quote-revision-validity", D9, "quote-revision", Q9,
    "Hello Ophelia. The price that counts is CA$145.00 from the revised quote, which replaced the earlier one. "
    "It stays valid until August 19, and we can begin as soon as a 25% deposit is in.",
    EV9,
    [("The price that counts is CA$145.00", SUP),
     ("which replaced the earlier one", SUP),
     ("valid until August 19", C("DATE_MISMATCH")),
     ("as soon as a 25% deposit is in", C("NLI_CONTRADICTION", "VALUE_MISMATCH"))],
    [], excludes=["until August 19", "25% deposit"], errors=["stale_value", "wrong_policy_condition"], now=N9,
    notes="August 19 is version 1's valid_until; version 2 runs to 2026-08-23. Policy deposit is 50%.")

add("w94-r09-quote-revision", D9, "quote-revision", Q9,
    "Hi Ophelia. Your active quote is version 2 of PQ-3310, at CA$145.00, valid until August 23. "
    "The work is estimated at five hours, and a 50% deposit of CA$72.50 gets it started.",
    EV9,
    [("active quote is version 2 of PQ-3310", SUP),
     ("at CA$145.00, valid until August 23", SUP),
     ("estimated at five hours", C("VALUE_MISMATCH")),
     ("50% deposit of CA$72.50", SUP)],
    ["3.5 hours|three and a half hours|3 hours 30|3½|three hours and thirty", "CA$72.50|$72.50"], excludes=["five hours"], errors=["stale_value"], now=N9, repair=True,
    notes="est_work PT5H is version 1 (superseded); version 2 is PT3H30M.")

# ---- S10 photo restoration: second proof waiting for approval ----
D10 = "photo restoration"
Q10 = "Is my grandfather's boat photo finished yet?"
N10 = "2026-09-04T11:00:00-03:00"
EV10 = [
    bq("q_jobs#PR-5521", "job_job_Gk1xT5", [
        ("job_id", "STRING", "REQUIRED"), ("customer_name", "STRING", "NULLABLE"), ("subject", "STRING", "NULLABLE"),
        ("stage", "STRING", "NULLABLE"), ("proof_round", "INT64", "NULLABLE"), ("proof_rounds_included", "INT64", "NULLABLE"),
        ("proof_sent_at", "TIMESTAMP", "NULLABLE"), ("retoucher", "STRING", "NULLABLE")],
        [["PR-5521", "Hamish Doucette", "Grandfather aboard the Mary Ellen, 1958", "PROOF_SENT", "2", "3",
          ts("2026-09-02 16:20"), "Sunniva Lowe"]]),
    bq("q_items#PR-5521", "job_itm_c0Hw4B", [
        ("item_code", "STRING", "REQUIRED"), ("description", "STRING", "NULLABLE"), ("qty", "INT64", "NULLABLE"),
        ("unit_cents", "INT64", "NULLABLE")],
        [["PRINT_11X14", "Archival print, 11x14", "1", "4200"],
         ["DIGITAL_TIFF", "Full-resolution TIFF file", "1", "0"]]),
    policy("policy#proofs", "Each restoration includes up to three proof rounds. "
           "After we send a proof, we wait for your approval before making the final file and printing. "
           "If we have not heard back within 21 days, the job is paused, not cancelled, and picks up again when you reply. "
           "Printing takes 3 business days after approval.", rev="v2"),
    passage("kb#what-is-a-proof", "A proof is a low-resolution preview with a watermark across it.\n"
            "It lets you check the retouching (faces, tears, colour) before we make the full-resolution final file."),
]

add("w94-040-proof-approval", D10, "proof-approval", Q10,
    "Hi Hamish, thank you for checking in. Sunniva sent you the second proof on Wednesday, September 2. "
    "A proof is a low-resolution preview with a watermark, so you can check the retouching before we make the final file. "
    "Your restoration includes up to three proof rounds, so one more round remains if you'd like changes. "
    "Once you approve, printing your 11x14 takes 3 business days.",
    EV10,
    [("thank you for checking in", NA),
     ("Sunniva sent you the second proof on Wednesday, September 2", SUP),
     ("low-resolution preview with a watermark", SUP),
     ("check the retouching before we make the final file", SUP),
     ("includes up to three proof rounds", SUP),
     ("one more round remains", SUP),
     ("printing your 11x14 takes 3 business days", SUP)],
    ["second proof", "3 business days"], now=N10,
    notes="PR-5521 PROOF_SENT, proof_round 2 of 3, sent 2026-09-02 16:20 Halifax (a Wednesday), retoucher Sunniva Lowe; PRINT_11X14 qty 1; policy: 3 rounds, 3 business days printing.")

add("w94-041-proof-approval", D10, "proof-approval", Q10,
    "Hello Hamish,\n\nIt isn't finished yet; here is where it stands:\n"
    "- Stage: proof sent, waiting for your approval\n"
    "- Proof round: 2 of 3\n"
    "- Sent: September 2 at 4:20 PM\n"
    "- After approval: the final file is made and your print goes to the printer\n"
    "If we don't hear back within 21 days, we simply pause the job; nothing is cancelled.\n\nBest,\nTheo",
    EV10,
    [("It isn't finished yet", SUP),
     ("Stage: proof sent, waiting for your approval", SUP),
     ("Proof round: 2 of 3", SUP),
     ("Sent: September 2 at 4:20 PM", SUP),
     ("the final file is made and your print goes to the printer", SUP),
     ("within 21 days, we simply pause the job", SUP),
     ("nothing is cancelled", SUP)],
    ["2 of 3", "21 days"], now=N10,
    notes=f"proof_sent_at {ts('2026-09-02 16:20')} = 4:20 PM Halifax; proof_round 2, rounds_included 3; policy: wait for approval, 21 days paused not cancelled.")

add("w94-042-proof-approval-state", D10, "proof-approval", Q10,
    "Hi Hamish, yes! Your restoration of the Mary Ellen photo is finished and your two 11x14 prints are being made now. "
    "The full-resolution TIFF file comes with the order as well.",
    EV10,
    [("is finished and your", C("RECORD_STATE_MISMATCH")),
     ("two 11x14 prints are being made now", C("VALUE_MISMATCH", "RECORD_STATE_MISMATCH")),
     ("full-resolution TIFF file comes with the order", SUP)],
    [], excludes=["is finished and your", "two 11x14 prints"], errors=["wrong_state", "wrong_quantity"], now=N10,
    notes="stage PROOF_SENT (waiting on approval), nothing is printing; PRINT_11X14 qty is 1. DIGITAL_TIFF is on the items list.")

add("w94-043-proof-approval-cancel", D10, "proof-approval", Q10,
    "Hi Hamish, the second of your three proof rounds was sent on September 2, and we're waiting for your approval before we print. "
    "Please reply within 21 days, because after that the job is cancelled and would need to be reopened.",
    EV10,
    [("second of your three proof rounds was sent on September 2", SUP),
     ("waiting for your approval before we print", SUP),
     ("after that the job is cancelled", C("NLI_CONTRADICTION")),
     ("would need to be reopened", C("NLI_CONTRADICTION"))],
    [], excludes=["the job is cancelled", "need to be reopened"], errors=["wrong_policy_condition", "invented_fact"], now=N10,
    notes="Policy: after 21 days the job is paused, not cancelled, and picks up again when the customer replies.")

add("w94-r10-proof-approval", D10, "proof-approval", Q10,
    "Hi Hamish. Sunniva sent you the first proof on September 2, and she's waiting for your approval before the final file is made. "
    "You have up to three proof rounds in all.",
    EV10,
    [("sent you the first proof on September 2", C("VALUE_MISMATCH")),
     ("waiting for your approval before the final file is made", SUP),
     ("up to three proof rounds in all", SUP)],
    ["second|2nd|round 2|two", "three"], excludes=["the first proof"], errors=["wrong_value"], now=N10, repair=True,
    notes="proof_round is 2: the proof sent on 2026-09-02 is the second.")

# ---- S11 photo restoration: print order contents and total ----
D11 = "photo restoration"
Q11 = "Can you confirm what's in my print order and what the total comes to?"
N11 = "2026-09-10T14:00:00-03:00"
EV11 = [
    bq("q_print_orders#cust-30951", "job_ord_Bq6sR2", [
        ("order_id", "STRING", "REQUIRED"), ("customer_name", "STRING", "NULLABLE"), ("order_status", "STRING", "NULLABLE"),
        ("paper", "STRING", "NULLABLE"), ("subtotal_cents", "INT64", "NULLABLE"), ("shipping_cents", "INT64", "NULLABLE"),
        ("total_cents", "INT64", "NULLABLE"), ("ship_by", "DATE", "NULLABLE")],
        [["PO-9042", "Colette Vautour", "PRINTING", "ARCHIVAL_PIGMENT_MATTE", "13200", "1200", "14400", "2026-09-15"],
         ["PO-8815", "Colette Vautour", "DELIVERED", "ARCHIVAL_PIGMENT_MATTE", "6500", "1200", "7700", "2026-05-22"]]),
    bq("q_print_items#cust-30951", "job_itm_Vx0bA7", [
        ("line_id", "STRING", "REQUIRED"), ("order_id", "STRING", "REQUIRED"), ("photo_title", "STRING", "NULLABLE"),
        ("print_size", "STRING", "NULLABLE"), ("qty", "INT64", "NULLABLE"), ("unit_cents", "INT64", "NULLABLE")],
        [["PRT-1", "PO-9042", "Wedding, 1947", "8X10", "2", "2400"],
         ["PRT-2", "PO-9042", "Family farm, 1952", "5X7", "3", "1500"],
         ["PRT-3", "PO-9042", "Graduation, 1961", "11X14", "1", "3900"],
         ["PRT-0", "PO-8815", "Lighthouse keeper's house, 1938", "16X20", "1", "6500"]]),
    policy("policy#prints", "Prints are made on archival pigment paper rated to last more than 100 years in normal indoor light. "
           "Shipping is free on print orders of CA$150.00 or more before tax; smaller orders pay a flat CA$12.00. "
           "A print damaged in transit is reprinted free of charge if you report it within 14 days of delivery.", rev="2026-05"),
]

add("w94-044-print-order", D11, "print-order", Q11,
    "Hi Colette, here's order PO-9042, line by line:\n"
    "- Wedding, 1947: two 8x10 prints at CA$24.00 each, CA$48.00\n"
    "- Family farm, 1952: three 5x7 prints at CA$15.00 each, CA$45.00\n"
    "- Graduation, 1961: one 11x14 print, CA$39.00\n"
    "That's CA$132.00 for the prints plus CA$12.00 shipping, CA$144.00 in all. They're being printed now and are due to ship by September 15.",
    EV11,
    [("two 8x10 prints at CA$24.00 each, CA$48.00", SUP),
     ("three 5x7 prints at CA$15.00 each, CA$45.00", SUP),
     ("one 11x14 print, CA$39.00", SUP),
     ("CA$132.00 for the prints", SUP),
     ("plus CA$12.00 shipping", SUP),
     ("CA$144.00 in all", SUP),
     ("They're being printed now", SUP),
     ("due to ship by September 15", SUP)],
    ["CA$144.00", "September 15"], now=N11,
    notes="PO-9042 lines: 2x2400 + 3x1500 + 1x3900 = 13200; shipping 1200; total 14400; status PRINTING; ship_by 2026-09-15.")

add("w94-045-print-order", D11, "print-order", Q11,
    "Dear Colette,\n\nYour order has six prints in it: two of the 1947 wedding photo, three of the family farm and one of the graduation. "
    "They're made on archival pigment paper rated to last more than a century in normal indoor light. "
    "The total is one hundred forty-four dollars; the flat twelve-dollar shipping applies because the prints come to less than CA$150.00.\n\n"
    "Warmly,\nNoor, Print Room",
    EV11,
    [("Your order has six prints in it", SUP),
     ("two of the 1947 wedding photo, three of the family farm and one of the graduation", SUP),
     ("archival pigment paper rated to last more than a century", SUP),
     ("The total is one hundred forty-four dollars", SUP),
     ("the flat twelve-dollar shipping applies", SUP),
     ("the prints come to less than CA$150.00", SUP)],
    ["six prints", "one hundred forty-four"], now=N11,
    notes="qty 2+3+1 = 6 on PO-9042; paper ARCHIVAL_PIGMENT_MATTE; total 14400; subtotal 13200 < 15000 so policy's flat CA$12.00 applies.")

add("w94-046-print-order-freeship", D11, "print-order", Q11,
    "Hi Colette, happy to confirm. Order PO-9042 has your 1947 wedding photo in 8x10, the family farm photo in 5x7 and the 1961 graduation in 11x14. "
    "The prints come to CA$108.00, and since your order is over CA$100, shipping is free. They're on archival pigment paper.",
    EV11,
    [("happy to confirm", NA),
     ("1947 wedding photo in 8x10", SUP),
     ("family farm photo in 5x7", SUP),
     ("1961 graduation in 11x14", SUP),
     ("The prints come to CA$108.00", C("AMOUNT_MISMATCH")),
     ("shipping is free", C("AMOUNT_MISMATCH", "NLI_CONTRADICTION", "VALUE_MISMATCH")),
     ("They're on archival pigment paper", SUP)],
    [], excludes=["CA$108.00", "shipping is free"], errors=["wrong_arithmetic", "condition_unmet"], now=N11,
    notes="CA$108.00 counts the 8x10 once; the real subtotal is 13200 (CA$132.00). The free-shipping threshold is CA$150.00 and shipping_cents is 1200.")

add("w94-047-print-order-qty", D11, "print-order", Q11,
    "Hello Colette. In order PO-9042 you have three 8x10 prints of the wedding photo, three 5x7s of the family farm, one 11x14 of the graduation and a 16x20 of the lighthouse keeper's house. "
    "The order is being printed and ships by September 15.",
    EV11,
    [("three 8x10 prints of the wedding photo", C("VALUE_MISMATCH")),
     ("three 5x7s of the family farm", SUP),
     ("one 11x14 of the graduation", SUP),
     ("a 16x20 of the lighthouse keeper's house", C("VALUE_MISMATCH", "IDENTIFIER_MISMATCH")),
     ("ships by September 15", SUP)],
    [], excludes=["three 8x10 prints", "16x20 of the lighthouse"], errors=["wrong_quantity", "other_record_value"], now=N11,
    notes="PRT-1 qty is 2, not 3; the 16x20 (PRT-0) belongs to the earlier order PO-8815.")

add("w94-r11-print-order", D11, "print-order", Q11,
    "Hi Colette. Order PO-9042 has two 8x10s, three 5x7s and one 11x14, and it ships by September 15. "
    "With the CA$12.00 shipping, the total comes to CA$132.00.",
    EV11,
    [("two 8x10s, three 5x7s and one 11x14", SUP),
     ("ships by September 15", SUP),
     ("With the CA$12.00 shipping", SUP),
     ("the total comes to CA$132.00", C("AMOUNT_MISMATCH"))],
    ["$144.00|$144|144.00", "September 15"], excludes=["total comes to CA$132.00"], errors=["wrong_arithmetic"], now=N11, repair=True,
    notes="total_cents 14400: the CA$132.00 subtotal plus CA$12.00 shipping.")

# ---- S12 photo restoration: framed piece damaged in transit, compensation refused ----
D12 = "photo restoration"
Q12 = "The glass on my restored tintype's frame arrived cracked. I want compensation."
N12 = "2026-11-03T10:00:00-04:00"
EV12 = [
    bq("q_orders#PR-5390", "job_ord_Pp3mH1", [
        ("order_id", "STRING", "REQUIRED"), ("customer_name", "STRING", "NULLABLE"), ("order_status", "STRING", "NULLABLE"),
        ("delivered_at", "TIMESTAMP", "NULLABLE"), ("declared_value_purchased", "BOOL", "NULLABLE"),
        ("order_total_cents", "INT64", "NULLABLE")],
        [["PR-5390", "Everett Kwan", "DELIVERED", ts("2026-11-02 10:10"), "false", "26800"]]),
    bq("q_incidents#PR-5390", "job_inc_Tz8dL4", [
        ("incident_id", "STRING", "REQUIRED"), ("order_id", "STRING", "NULLABLE"), ("incident_type", "STRING", "NULLABLE"),
        ("claim_status", "STRING", "NULLABLE"), ("opened_at", "TIMESTAMP", "NULLABLE")],
        [["INC-2207", "PR-5390", "FRAME_GLASS_CRACKED_IN_TRANSIT", "AWAITING_CUSTOMER_PHOTOS", ts("2026-11-02 15:40")]]),
    refused("call#compensation-PR-5390", "issue_compensation", "DENY", {"order_id": "PR-5390", "amount_cents": 20000}),
    policy("policy#transit-damage", "If an original or a framed piece arrives damaged, please send photos of the damage and of the packaging within 7 days of delivery. "
           "Our claims team decides every claim after reviewing the photos, within 10 business days of receiving them; support staff cannot issue compensation directly. "
           "Without purchased declared value, our liability is limited to CA$300.00 per shipment.", rev="v6"),
]

add("w94-048-transit-damage", D12, "transit-damage", Q12,
    "Hi Everett, I'm so sorry the frame glass arrived cracked. Claim INC-2207 is open for order PR-5390, and it's waiting on photos from you: "
    "one of the damage and one of the packaging, sent by November 9, which is 7 days after delivery. "
    "I wasn't able to issue compensation myself; that decision belongs to our claims team, and they decide within 10 business days of receiving your photos.",
    EV12,
    [("I'm so sorry the frame glass arrived cracked", NA),
     ("Claim INC-2207 is open for order PR-5390", SUP),
     ("it's waiting on photos from you", SUP),
     ("one of the damage and one of the packaging", SUP),
     ("sent by November 9, which is 7 days after delivery", SUP),
     ("I wasn't able to issue compensation myself", SUP),
     ("that decision belongs to our claims team", SUP),
     ("within 10 business days of receiving your photos", SUP)],
    ["INC-2207", "November 9"], now=N12,
    notes="INC-2207 AWAITING_CUSTOMER_PHOTOS; delivered 2026-11-02 (+7 days = 2026-11-09); issue_compensation was DENY; policy: claims team decides within 10 business days.")

add("w94-049-transit-damage", D12, "transit-damage", Q12,
    "Everett, claim INC-2207 is open: please send photos of the cracked glass and the packaging by November 9, and the claims team will decide within 10 business days of getting them.",
    EV12,
    [("claim INC-2207 is open", SUP),
     ("photos of the cracked glass and the packaging by November 9", SUP),
     ("claims team will decide within 10 business days", SUP)],
    ["INC-2207", "November 9"], now=N12,
    notes="incident open awaiting photos; delivery 2026-11-02 + 7 days; policy 10 business days.")

add("w94-050-transit-damage", D12, "transit-damage", Q12,
    "Dear Mr. Kwan,\n\nI'm sorry your tintype's frame was damaged on its way to you. I've explained below what happens next.\n"
    "First, photos of the damage and the packaging are needed within 7 days of delivery. "
    "Then our claims team reviews them and makes the decision; support staff like me can't issue compensation directly, which is why my request for it was declined. "
    "Because declared value wasn't purchased for this shipment, the most we can pay is CA$300.00.\n\nRespectfully,\nAnders, Customer Care",
    EV12,
    [("I'm sorry your tintype's frame was damaged", NA),
     ("photos of the damage and the packaging are needed within 7 days of delivery", SUP),
     ("our claims team reviews them and makes the decision", SUP),
     ("support staff like me can't issue compensation directly", SUP),
     ("my request for it was declined", SUP),
     ("declared value wasn't purchased for this shipment", SUP),
     ("the most we can pay is CA$300.00", SUP)],
    ["CA$300.00", "claims team"], now=N12,
    notes="declared_value_purchased false; policy caps liability at CA$300.00 and routes decisions to the claims team; issue_compensation DENY.")

add("w94-051-transit-damage-credit", D12, "transit-damage", Q12,
    "Hi Everett, I'm sorry about the cracked glass. I've issued a CA$200.00 credit to your card for order PR-5390, and claim INC-2207 stays open for the rest. "
    "Please send photos of the damage and the packaging within 7 days of delivery.",
    EV12,
    [("I'm sorry about the cracked glass", NA),
     ("I've issued a CA$200.00 credit to your card", C("NOT_EXECUTED")),
     ("claim INC-2207 stays open", SUP),
     ("within 7 days of delivery", SUP)],
    [], excludes=["issued a CA$200.00 credit"], errors=["refused_call_effect"], now=N12,
    notes="issue_compensation for 20000 cents was DENY; nothing was issued.")

add("w94-052-transit-damage-limit", D12, "transit-damage", Q12,
    "Hello Everett. Your claim INC-2207 is waiting for photos of the damage and the packaging. "
    "You have 14 days from delivery to send them, and without declared value our liability goes up to CA$500.00 per shipment.",
    EV12,
    [("waiting for photos of the damage and the packaging", SUP),
     ("You have 14 days from delivery", C("NLI_CONTRADICTION", "VALUE_MISMATCH")),
     ("goes up to CA$500.00 per shipment", C("NLI_CONTRADICTION", "AMOUNT_MISMATCH", "VALUE_MISMATCH"))],
    [], excludes=["14 days from delivery", "CA$500.00 per shipment"], errors=["wrong_period", "wrong_amount"], now=N12,
    notes="Policy: 7 days from delivery; liability limited to CA$300.00 without declared value.")

add("w94-r12-transit-damage", D12, "transit-damage", Q12,
    "Hi Everett. The courier recorded your parcel as delivered on November 2 at 2:10 PM, and claim INC-2207 is now open. "
    "Please send photos of the damage and packaging by November 9.",
    EV12,
    [("delivered on November 2 at 2:10 PM", C("DATE_MISMATCH", "VALUE_MISMATCH")),
     ("claim INC-2207 is now open", SUP),
     ("by November 9", SUP)],
    ["10:10 AM|10:10 a.m.|10:10", "November 9"], excludes=["2:10 PM"], errors=["unit_conversion"], now=N12, repair=True,
    notes=f"delivered_at {ts('2026-11-02 10:10')} is 10:10 AM in Halifax (AST, UTC-4); 2:10 PM is the UTC reading.")

# ---- S13 home-video transfer: six tapes, runtimes and total ----
D13 = "home-video transfer"
Q13 = "How did my six tapes turn out, and what's the final bill?"
N13 = "2026-05-20T12:00:00-03:00"
EV13 = [
    bq("q_orders#HV-6620", "job_ord_Kd7rW3", [
        ("order_id", "STRING", "REQUIRED"), ("customer_name", "STRING", "NULLABLE"), ("tape_count", "INT64", "NULLABLE"),
        ("billable_tapes", "INT64", "NULLABLE"), ("price_per_tape_cents", "INT64", "NULLABLE"),
        ("overlength_fee_cents", "INT64", "NULLABLE"), ("total_cents", "INT64", "NULLABLE"),
        ("outputs", "STRING", "REPEATED"), ("job_stage", "STRING", "NULLABLE")],
        [["HV-6620", "Bernadette Cormier", "6", "5", "3495", "2000", "19475", ["MP4_DOWNLOAD", "USB_32GB"], "FINAL_REVIEW"]]),
    bq("q_tapes#HV-6620", "job_tap_s2QyF0", [
        ("tape_id", "STRING", "REQUIRED"), ("label_text", "STRING", "NULLABLE"), ("tape_format", "STRING", "NULLABLE"),
        ("runtime", "STRING", "NULLABLE"), ("tape_status", "STRING", "NULLABLE")],
        [["T1", "Christmas 1989", "VHS", "PT1H52M", "DIGITISED"],
         ["T2", "Cottage summer 1991", "VHS", "PT2H5M", "DIGITISED"],
         ["T3", "Baptism - Luc", "VHS_C", "PT38M", "DIGITISED"],
         ["T4", "Grad 1996", "HI8", "PT1H14M", "DIGITISED"],
         ["T5", None, "VHS", "PT0S", "BLANK"],
         ["T6", "Wedding 1993", "VHS", "PT2H41M", "DIGITISED"]]),
    policy("policy#tape-pricing", "Transfers are priced per tape and include up to 2 hours of footage on each tape. "
           "Each extra hour, or part of an hour, on a single tape adds CA$10.00. "
           "A tape that turns out to be blank is not charged.", rev="2026-01"),
    passage("kb#video-stages", "FINAL_REVIEW: a technician watches the start, middle and end of each digitised file to confirm the picture and sound before we deliver.\n"
            "READY: your files are uploaded and the download link has been sent."),
]

add("w94-053-tape-transfer", D13, "tape-transfer", Q13,
    "Hi Bernadette, thanks for your patience. Five of your six tapes were digitised; the unlabelled one turned out to be blank, so it isn't charged. "
    "Together the five come to eight and a half hours of video. Two tapes ran over 2 hours (the cottage summer and the wedding), so each carries a CA$10.00 over-length fee. "
    "Your total is CA$194.75: five tapes at CA$34.95 plus CA$20.00 in over-length fees. "
    "The order is in final review, where a technician watches the start, middle and end of each file to check the picture and sound.",
    EV13,
    [("thanks for your patience", NA),
     ("Five of your six tapes were digitised", SUP),
     ("the unlabelled one turned out to be blank", SUP),
     ("so it isn't charged", SUP),
     ("eight and a half hours of video", SUP),
     ("Two tapes ran over 2 hours", SUP),
     ("the cottage summer and the wedding", SUP),
     ("each carries a CA$10.00 over-length fee", SUP),
     ("Your total is CA$194.75", SUP),
     ("five tapes at CA$34.95", SUP),
     ("plus CA$20.00 in over-length fees", SUP),
     ("The order is in final review", SUP),
     ("watches the start, middle and end of each file", SUP)],
    ["CA$194.75", "eight and a half hours"], now=N13,
    notes="T5 BLANK (no label), others DIGITISED; runtimes 112+125+38+74+161 = 510 min = 8.5 h; T2 and T6 over 2 h; billable 5 x 3495 + 2000 = 19475; job_stage FINAL_REVIEW.")

add("w94-054-tape-transfer", D13, "tape-transfer", Q13,
    "Hello Bernadette, here's each tape with its running time:\n"
    "- Christmas 1989: 1 hour 52 minutes\n"
    "- Cottage summer 1991: 2 hours 5 minutes\n"
    "- Baptism - Luc (VHS-C): 38 minutes\n"
    "- Grad 1996 (Hi8): 1 hour 14 minutes\n"
    "- Wedding 1993: 2 hours 41 minutes\n"
    "- The sixth tape had no label and was blank.\n"
    "You'll get the files both as a download and on a 32 GB USB drive.",
    EV13,
    [("Christmas 1989: 1 hour 52 minutes", SUP),
     ("Cottage summer 1991: 2 hours 5 minutes", SUP),
     ("Baptism - Luc (VHS-C): 38 minutes", SUP),
     ("Grad 1996 (Hi8): 1 hour 14 minutes", SUP),
     ("Wedding 1993: 2 hours 41 minutes", SUP),
     ("had no label and was blank", SUP),
     ("both as a download and on a 32 GB USB drive", SUP)],
    ["2 hours 41 minutes", "38 minutes"], now=N13,
    notes="runtimes PT1H52M, PT2H5M, PT38M, PT1H14M, PT2H41M; T5 label null, BLANK; outputs MP4_DOWNLOAD and USB_32GB.")

add("w94-055-tape-transfer", D13, "tape-transfer", Q13,
    "Bernadette, your bill for HV-6620 comes to one hundred ninety-four dollars and seventy-five cents, which includes twenty dollars for the two tapes that ran past two hours; the blank tape costs nothing.",
    EV13,
    [("one hundred ninety-four dollars and seventy-five cents", SUP),
     ("twenty dollars for the two tapes that ran past two hours", SUP),
     ("the blank tape costs nothing", SUP)],
    ["one hundred ninety-four", "twenty dollars"], now=N13,
    notes="total_cents 19475; overlength_fee_cents 2000 for T2 and T6; policy: blank tapes are not charged.")

add("w94-056-tape-transfer-arith", D13, "tape-transfer", Q13,
    "Hi Bernadette, good news: all six tapes were digitised. "
    "At CA$34.95 per tape for the five billable tapes, your total is CA$174.75. "
    "The order is in final review now.",
    EV13,
    [("all six tapes were digitised", C("RECORD_STATE_MISMATCH", "VALUE_MISMATCH")),
     ("At CA$34.95 per tape", SUP),
     ("your total is CA$174.75", C("AMOUNT_MISMATCH")),
     ("in final review now", SUP)],
    [], excludes=["all six tapes were digitised", "CA$174.75"], errors=["wrong_state", "wrong_arithmetic"], now=N13,
    notes="T5 is BLANK, not digitised; total_cents 19475 includes the 2000 over-length fee that CA$174.75 leaves out.")

add("w94-057-tape-transfer-ready", D13, "tape-transfer", Q13,
    "Hello Bernadette. Your files are ready to download now, and the USB drive will follow. "
    "Five tapes were digitised, and the unlabelled one was blank; blank tapes are charged at half price, so that one is included at a reduced rate.",
    EV13,
    [("Your files are ready to download now", C("RECORD_STATE_MISMATCH")),
     ("the USB drive will follow", SUP),
     ("Five tapes were digitised", SUP),
     ("the unlabelled one was blank", SUP),
     ("blank tapes are charged at half price", C("NLI_CONTRADICTION")),
     ("included at a reduced rate", C("NLI_CONTRADICTION", "AMOUNT_MISMATCH", "VALUE_MISMATCH"))],
    [], excludes=["ready to download now", "charged at half price", "included at a reduced rate"], errors=["wrong_state", "wrong_policy_condition", "wrong_amount"], now=N13,
    notes="job_stage FINAL_REVIEW, not READY; policy: blank tapes are not charged, and billable_tapes is 5.")

add("w94-r13-tape-transfer", D13, "tape-transfer", Q13,
    "Hi Bernadette. Five of your tapes were digitised and one was blank. The wedding tape runs 2 hours 14 minutes, so it carries a CA$10.00 over-length fee, and your total is CA$194.75.",
    EV13,
    [("Five of your tapes were digitised", SUP),
     ("one was blank", SUP),
     ("wedding tape runs 2 hours 14 minutes", C("VALUE_MISMATCH")),
     ("carries a CA$10.00 over-length fee", SUP),
     ("your total is CA$194.75", SUP)],
    ["2 hours 41|2 hours and 41|2h41|2:41|161 minutes", "CA$194.75|$194.75"], excludes=["2 hours 14 minutes"], errors=["wrong_value"], now=N13, repair=True,
    notes="T6 Wedding 1993 runtime is PT2H41M.")

# ---- S14 home-video transfer: mould found, cleaning needs approval ----
D14 = "home-video transfer"
Q14 = "You emailed that one of my tapes has mould. What does that mean and what do I need to do?"
N14 = "2026-08-12T09:45:00-03:00"
EV14 = [
    bq("q_tapes#HV-6701", "job_tap_Xo5cN8", [
        ("tape_id", "STRING", "REQUIRED"), ("order_id", "STRING", "NULLABLE"), ("label_text", "STRING", "NULLABLE"),
        ("tape_format", "STRING", "NULLABLE"), ("tape_status", "STRING", "NULLABLE"),
        ("inspection_note", "STRING", "NULLABLE"), ("cleaning_fee_cents", "INT64", "NULLABLE")],
        [["T1", "HV-6701", "Camping 1987", "VHS", "DIGITISED", None, None],
         ["T2", "HV-6701", "Dad's 60th, 1998", "VHS", "AWAITING_CLEANING_APPROVAL", "MOULD_DETECTED_EDGE_SPOTS", "1500"],
         ["T3", "HV-6701", "Recital 2001", "MINIDV", "DIGITISED", None, None]]),
    bq("q_orders#HV-6701", "job_ord_uW1eS9", [
        ("order_id", "STRING", "REQUIRED"), ("customer_name", "STRING", "NULLABLE"), ("order_status", "STRING", "NULLABLE"),
        ("tape_count", "INT64", "NULLABLE")],
        [["HV-6701", "Kenji Albright", "ON_HOLD_CUSTOMER_DECISION", "3"]]),
    policy("policy#mould", "If we find mould on a tape, we stop before playing it, because playing a mouldy tape can damage both the tape and our machines. "
           "Cleaning costs CA$15.00 per tape and is done only with your approval. "
           "Cleaning works on most tapes, but we can't guarantee it. "
           "If you decline, we return the tape uncleaned at no charge.", rev="v3"),
    passage("kb#mould", "Mould on a videotape usually shows as white or grey spots, or fine webbing, on the edges of the tape pack.\n"
            "It grows when tapes are stored somewhere damp, such as a basement or garage."),
]

add("w94-058-mould-cleaning", D14, "mould-cleaning", Q14,
    "Hi Kenji, I know that email can be worrying, so here's what it means. When we inspected \"Dad's 60th, 1998\", our technician found spots of mould on the edges of the tape. "
    "We stopped before playing it, because playing a mouldy tape can damage both the tape and our machines. "
    "We can clean it for CA$15.00, but only once you say yes. Cleaning works on most tapes, though we can't promise it. "
    "Your other two tapes, Camping 1987 and Recital 2001, are already digitised.",
    EV14,
    [("I know that email can be worrying", NA),
     ("found spots of mould on the edges of the tape", SUP),
     ("We stopped before playing it", SUP),
     ("can damage both the tape and our machines", SUP),
     ("We can clean it for CA$15.00", SUP),
     ("only once you say yes", SUP),
     ("Cleaning works on most tapes", SUP),
     ("we can't promise it", SUP),
     ("are already digitised", SUP)],
    ["CA$15.00", "Dad's 60th"], now=N14,
    notes="T2 AWAITING_CLEANING_APPROVAL, MOULD_DETECTED_EDGE_SPOTS, cleaning_fee_cents 1500; T1 and T3 DIGITISED; policy covers stopping, approval, no guarantee.")

add("w94-059-mould-cleaning", D14, "mould-cleaning", Q14,
    "Dear Kenji,\n\nYour order is on hold until you decide about one tape. You have two choices:\n"
    "1. Approve cleaning, which costs fifteen dollars for the tape.\n"
    "2. Decline, and we'll send the tape back uncleaned at no charge.\n"
    "For what it's worth, mould like this usually grows when tapes are stored somewhere damp, such as a basement or garage.\n\n"
    "Kind regards,\nOrla, Video Lab",
    EV14,
    [("Your order is on hold until you decide about one tape", SUP),
     ("costs fifteen dollars for the tape", SUP),
     ("send the tape back uncleaned at no charge", SUP),
     ("usually grows when tapes are stored somewhere damp", SUP)],
    ["fifteen dollars", "no charge"], now=N14,
    notes="order_status ON_HOLD_CUSTOMER_DECISION; fee 1500 cents; policy: decline returns uncleaned free; KB: damp storage.")

add("w94-060-mould-cleaning-done", D14, "mould-cleaning", Q14,
    "Hi Kenji, thanks for getting back to us. We've already cleaned \"Dad's 60th, 1998\" and it's being digitised now, so there's nothing for you to do. "
    "Cleaning always removes the mould completely, so the picture should be fine. The CA$15.00 cleaning fee will be added to your order.",
    EV14,
    [("thanks for getting back to us", NA),
     ("We've already cleaned", C("RECORD_STATE_MISMATCH")),
     ("it's being digitised now", C("RECORD_STATE_MISMATCH")),
     ("Cleaning always removes the mould completely", C("NLI_CONTRADICTION")),
     ("The CA$15.00 cleaning fee", SUP)],
    [], excludes=["already cleaned", "being digitised now", "always removes the mould"], errors=["wrong_state", "wrong_state", "invented_promise"], now=N14,
    notes="T2 is AWAITING_CLEANING_APPROVAL and the order ON_HOLD_CUSTOMER_DECISION; policy says cleaning can't be guaranteed. Fee 1500 cents is right.")

add("w94-061-mould-cleaning-free", D14, "mould-cleaning", Q14,
    "Hello Kenji. One of your three tapes, Dad's 60th, has mould spots on its edges, so we paused before playing it. "
    "Since your order has more than two tapes, the cleaning is free. Just let us know you'd like it cleaned and we'll carry on.",
    EV14,
    [("One of your three tapes", SUP),
     ("has mould spots on its edges", SUP),
     ("we paused before playing it", SUP),
     ("the cleaning is free", C("NLI_CONTRADICTION", "AMOUNT_MISMATCH", "VALUE_MISMATCH")),
     ("let us know you'd like it cleaned", SUP)],
    [], excludes=["the cleaning is free"], errors=["condition_unmet"], now=N14,
    notes="No policy waives cleaning for orders over two tapes; the policy and cleaning_fee_cents 1500 give CA$15.00.")

add("w94-r14-mould-cleaning", D14, "mould-cleaning", Q14,
    "Hi Kenji. We found mould on \"Dad's 60th, 1998\" and stopped before playing it. Cleaning costs CA$15.00 and is done only with your approval. "
    "If you'd rather not, we'll return the tape uncleaned for a CA$15.00 handling fee.",
    EV14,
    [("found mould on", SUP),
     ("stopped before playing it", SUP),
     ("Cleaning costs CA$15.00 and is done only with your approval", SUP),
     ("uncleaned for a CA$15.00 handling fee", C("NLI_CONTRADICTION", "AMOUNT_MISMATCH"))],
    ["no charge|free|without charge|no cost|nothing", "approval"], excludes=["handling fee"], errors=["wrong_policy_condition"], now=N14, repair=True,
    notes="Policy: declined tapes are returned uncleaned at no charge.")

# ---- S15 home-video transfer: download link expiry, replaced link ----
D15 = "home-video transfer"
Q15 = "How long do I have to download my videos? I haven't had a chance yet."
N15 = "2026-05-26T19:00:00-03:00"
_files15 = ["HV-6588_T1_Picnic_1984.mp4", "HV-6588_T2_Halloween_1986.mp4", "HV-6588_T3_Recital_1990.mp4", "HV-6588_T4_Move_1992.mp4"]
EV15 = [
    bq("q_orders#HV-6588", "job_ord_Ja2wM5", [
        ("order_id", "STRING", "REQUIRED"), ("customer_name", "STRING", "NULLABLE"), ("order_status", "STRING", "NULLABLE"),
        ("delivered_on", "DATE", "NULLABLE")],
        [["HV-6588", "Linnea Forsythe", "DELIVERED_DIGITAL", "2026-04-21"]]),
    bq("q_download_links#HV-6588", "job_lnk_Ru4tB6", [
        ("link_id", "STRING", "REQUIRED"), ("link_status", "STRING", "NULLABLE"), ("created_at", "TIMESTAMP", "NULLABLE"),
        ("expires_at", "TIMESTAMP", "NULLABLE"), ("download_count", "INT64", "NULLABLE"), ("replaced_reason", "STRING", "NULLABLE"),
        ("file_names", "STRING", "REPEATED"), ("total_bytes", "INT64", "NULLABLE")],
        [["LNK-1", "REVOKED", ts("2026-04-21 10:30"), ts("2026-05-21 10:30"), "3", None, _files15, "18170000000"],
         ["LNK-2", "ACTIVE", ts("2026-04-28 14:00"), ts("2026-05-28 14:00"), "0", "FILE_REENCODED_OUR_ERROR", _files15, "18253611008"]]),
    policy("policy#download-links", "Download links stay active for 30 days from when they are sent. "
           "If a link expires, we reissue it once for free within 90 days of delivery; after that, restoring the files from our archive costs CA$20.00. "
           "A link we replace because of a problem on our side does not count as your free reissue. "
           "We delete files from our servers 90 days after delivery.", rev="2026-02"),
]

add("w94-062-download-link", D15, "download-link", Q15,
    "Hi Linnea, no problem, there's still a little time. Your current download link expires on Thursday, May 28 at 2:00 PM. "
    "It hasn't been used yet, so please download all four files before then; together they're just over 18 GB. "
    "This link replaced your first one because we had to re-encode a file on our side, so it doesn't use up your free reissue. "
    "If it does run out, we can reissue it once at no cost within 90 days of delivery.",
    EV15,
    [("there's still a little time", SUP),
     ("expires on Thursday, May 28 at 2:00 PM", SUP),
     ("It hasn't been used yet", SUP),
     ("download all four files", SUP),
     ("just over 18 GB", SUP),
     ("re-encode a file on our side", SUP),
     ("doesn't use up your free reissue", SUP),
     ("reissue it once at no cost within 90 days of delivery", SUP)],
    ["May 28", "2:00 PM"], now=N15,
    notes=f"LNK-2 ACTIVE expires_at {ts('2026-05-28 14:00')} = Thu 2026-05-28 2:00 PM Halifax, download_count 0, 4 files, 18253611008 bytes, replaced_reason FILE_REENCODED_OUR_ERROR; policy on free reissue.")

add("w94-063-download-link", D15, "download-link", Q15,
    "Linnea, you have until the day after tomorrow, Thursday at 2 PM, to use the link; if it lapses we can reissue it, and the files themselves stay on our servers until July 20, 90 days after delivery.",
    EV15,
    [("until the day after tomorrow, Thursday at 2 PM", SUP),
     ("if it lapses we can reissue it", SUP),
     ("stay on our servers until July 20, 90 days after delivery", SUP)],
    ["Thursday", "July 20"], now=N15,
    notes="now is Tue 2026-05-26; LNK-2 expires Thu 2026-05-28 14:00; delivered_on 2026-04-21 + 90 days = 2026-07-20; policy deletes after 90 days and reissues once free.")

add("w94-064-download-link-stale", D15, "download-link", Q15,
    "Hi Linnea, I checked your order HV-6588. Your download link expired on May 21, and it shows the files were already downloaded 3 times. "
    "Links stay active for 30 days from when they're sent.",
    EV15,
    [("I checked your order HV-6588", SNA),
     ("Your download link expired on May 21", C("DATE_MISMATCH", "RECORD_STATE_MISMATCH")),
     ("already downloaded 3 times", C("VALUE_MISMATCH")),
     ("Links stay active for 30 days", SUP)],
    [], excludes=["expired on May 21", "downloaded 3 times"], errors=["stale_value", "stale_value"], now=N15,
    notes="May 21 and 3 downloads belong to LNK-1, which is REVOKED; the current LNK-2 is ACTIVE until 2026-05-28 with download_count 0.")

add("w94-065-download-link-reissue", D15, "download-link", Q15,
    "Hello Linnea. Your link is active until May 28 at 2:00 PM, and links last 30 days from when they're sent. "
    "Because this is already your second link, you've used your one free reissue, so if this one expires a new link would cost CA$20.00.",
    EV15,
    [("active until May 28 at 2:00 PM", SUP),
     ("links last 30 days from when they're sent", SUP),
     ("you've used your one free reissue", C("NLI_CONTRADICTION")),
     ("a new link would cost CA$20.00", C("NLI_CONTRADICTION", "AMOUNT_MISMATCH"))],
    [], excludes=["used your one free reissue", "new link would cost CA$20.00"], errors=["wrong_policy_condition", "condition_unmet"], now=N15,
    notes="LNK-2 replaced LNK-1 for FILE_REENCODED_OUR_ERROR; policy says such replacements don't count, so one free reissue remains within 90 days.")

add("w94-r15-download-link", D15, "download-link", Q15,
    "Hi Linnea. Your download link for order HV-6588 is active and hasn't been used yet. It expires on Thursday, May 28 at 5:00 PM, so please grab all four files before then.",
    EV15,
    [("is active and hasn't been used yet", SUP),
     ("May 28 at 5:00 PM", C("DATE_MISMATCH", "VALUE_MISMATCH")),
     ("grab all four files", SUP)],
    ["2:00 PM|2 PM|14:00|2:00 p.m.|2 p.m.", "May 28"], excludes=["5:00 PM"], errors=["unit_conversion"], now=N15, repair=True,
    notes="expires_at 2026-05-28 17:00 UTC is 2:00 PM in Halifax (ADT).")

# ---- S16 home-video transfer: USB copies shipped ----
D16 = "home-video transfer"
Q16 = "Has my order with the USB copies for my sisters shipped?"
N16 = "2026-07-23T08:30:00-03:00"
_li = ("line_items", "RECORD", "REPEATED", [("sku", "STRING", "NULLABLE"), ("qty", "INT64", "NULLABLE"), ("unit_cents", "INT64", "NULLABLE")])
EV16 = [
    bq("q_orders#cust-51906", "job_ord_Mm8zK2", [
        ("order_id", "STRING", "REQUIRED"), ("customer_name", "STRING", "NULLABLE"), ("order_status", "STRING", "NULLABLE"),
        _li, ("shipping_cents", "INT64", "NULLABLE"), ("total_cents", "INT64", "NULLABLE")],
        [["HV-6745", "Maurice Gallant", "SHIPPED", [["TRANSFER_VHS", "4", "3495"], ["USB_INCLUDED", "1", "0"], ["USB_EXTRA_COPY", "2", "1800"]], "1500", "19080"],
         ["HV-6310", "Maurice Gallant", "DELIVERED", [["TRANSFER_VHS", "2", "3495"], ["DVD_SET", "3", "1200"]], "1500", "12090"]]),
    bq("q_shipments#HV-6745", "job_shp_Ct3nH7", [
        ("shipment_id", "STRING", "REQUIRED"), ("order_id", "STRING", "NULLABLE"), ("carrier", "STRING", "NULLABLE"),
        ("tracking_number", "STRING", "NULLABLE"), ("shipment_status", "STRING", "NULLABLE"),
        ("shipped_at", "TIMESTAMP", "NULLABLE"), ("est_delivery", "DATE", "NULLABLE"), ("parcels", "INT64", "NULLABLE")],
        [["SP-4471", "HV-6745", "FUNDY_PARCEL", "FP-7742-0931", "IN_TRANSIT", ts("2026-07-22 11:05"), "2026-07-24", "1"]]),
    policy("policy#usb", "Every transfer order includes one USB drive: 32 GB, in a keepsake case. "
           "Extra USB copies are CA$18.00 each. "
           "Orders ship by tracked parcel, and delivery within Nova Scotia usually takes 1 to 3 business days.", rev="v2"),
]

add("w94-066-usb-shipped", D16, "usb-shipped", Q16,
    "Hi Maurice, yes, it's on its way! Your parcel left us yesterday, July 22, with Fundy Parcel, tracking number FP-7742-0931, and it's expected tomorrow, Friday, July 24. "
    "Inside are three USB drives: the one included with every order plus the two extra copies you asked for, at CA$18.00 each.",
    EV16,
    [("it's on its way", SUP),
     ("left us yesterday, July 22", SUP),
     ("tracking number FP-7742-0931", SUP),
     ("expected tomorrow, Friday, July 24", SUP),
     ("Inside are three USB drives", SUP),
     ("the one included with every order", SUP),
     ("two extra copies you asked for, at CA$18.00 each", SUP)],
    ["FP-7742-0931", "July 24"], now=N16,
    notes="SP-4471 IN_TRANSIT, shipped 2026-07-22, est 2026-07-24 (now is Thu 07-23); line items USB_INCLUDED 1 + USB_EXTRA_COPY 2 at 1800.")

add("w94-067-usb-shipped", D16, "usb-shipped", Q16,
    "Dear Maurice,\n\nYour order HV-6745 has shipped. For your records, the total was CA$190.80: CA$139.80 for the four tapes, CA$36.00 for the two extra USB copies, and CA$15.00 for shipping. "
    "Each drive is 32 GB and comes in a keepsake case, so they're ready to give to your sisters.\n\nBest wishes,\nFenella, Video Transfer Team",
    EV16,
    [("Your order HV-6745 has shipped", SUP),
     ("the total was CA$190.80", SUP),
     ("CA$139.80 for the four tapes", SUP),
     ("CA$36.00 for the two extra USB copies", SUP),
     ("CA$15.00 for shipping", SUP),
     ("Each drive is 32 GB and comes in a keepsake case", SUP)],
    ["CA$190.80", "CA$36.00"], now=N16,
    notes="total_cents 19080; 4 x 3495 = 13980; 2 x 1800 = 3600; shipping_cents 1500; policy: 32 GB in a keepsake case.")

add("w94-068-usb-shipped", D16, "usb-shipped", Q16,
    "Maurice: shipped July 22 at 11:05 AM, Fundy Parcel FP-7742-0931, due Friday.",
    EV16,
    [("shipped July 22 at 11:05 AM", SUP),
     ("Fundy Parcel FP-7742-0931", SUP),
     ("due Friday", SUP)],
    ["FP-7742-0931", "11:05"], now=N16,
    notes=f"shipped_at {ts('2026-07-22 11:05')} = 11:05 AM Halifax; est_delivery 2026-07-24 is a Friday.")

add("w94-069-usb-shipped-qty", D16, "usb-shipped", Q16,
    "Hi Maurice, your order HV-6745 shipped on July 22 and should arrive July 24. "
    "In the parcel you'll find your four tapes' transfers on the included USB, three extra USB copies for your sisters, and the set of DVDs.",
    EV16,
    [("shipped on July 22", SUP),
     ("should arrive July 24", SUP),
     ("four tapes' transfers on the included USB", SUP),
     ("three extra USB copies", C("VALUE_MISMATCH")),
     ("the set of DVDs", C("VALUE_MISMATCH", "IDENTIFIER_MISMATCH"))],
    [], excludes=["three extra USB copies", "set of DVDs"], errors=["wrong_quantity", "other_record_value"], now=N16,
    notes="USB_EXTRA_COPY qty is 2; DVD_SET is on the earlier order HV-6310, not HV-6745.")

add("w94-070-usb-shipped-today", D16, "usb-shipped", Q16,
    "Hello Maurice. Your parcel is with Fundy Parcel under tracking number FP-7742-0931 and is arriving today. "
    "Each of the three drives is engraved with the family name, which comes with extra copies.",
    EV16,
    [("tracking number FP-7742-0931", SUP),
     ("is arriving today", C("DATE_MISMATCH")),
     ("Each of the three drives", SUP),
     ("is engraved with the family name", CI(["NLI_CONTRADICTION"], ["CLAIM_WITHOUT_TOOL_EVIDENCE", "NO_POLICY_EVIDENCE", "NLI_NOT_ENTAILED"]))],
    [], excludes=["arriving today", "engraved with the family name"], errors=["wrong_date", "unlisted_perk"], now=N16,
    notes="est_delivery is 2026-07-24, tomorrow from now; no line item or policy mentions engraving.")

add("w94-r16-usb-shipped", D16, "usb-shipped", Q16,
    "Hi Maurice. Your order HV-6745 shipped on July 22 with Fundy Parcel, tracking number FP-7742-0913, and it's due on July 24. "
    "It holds the included USB drive plus your two extra copies.",
    EV16,
    [("shipped on July 22 with Fundy Parcel", SUP),
     ("tracking number FP-7742-0913", C("IDENTIFIER_MISMATCH")),
     ("due on July 24", SUP),
     ("included USB drive plus your two extra copies", SUP)],
    ["FP-7742-0931", "July 24"], excludes=["FP-7742-0913"], errors=["wrong_id"], now=N16, repair=True,
    notes="tracking_number is FP-7742-0931.")

# ---- S17 archival storage supplies: order confirmation, buffered vs unbuffered ----
D17 = "archival storage supplies"
Q17 = "I'm storing my mother's colour photos and letters. Can you confirm my order and tell me if I bought the right tissue?"
N17 = "2026-10-20T10:00:00-03:00"
EV17 = [
    bq("q_orders#cust-22718", "job_ord_Ls9pV4", [
        ("order_id", "STRING", "REQUIRED"), ("customer_name", "STRING", "NULLABLE"), ("placed_on", "DATE", "NULLABLE"),
        ("fulfilment_status", "STRING", "NULLABLE"), ("subtotal_cents", "INT64", "NULLABLE"), ("shipping_cents", "INT64", "NULLABLE"),
        ("tax_cents", "INT64", "NULLABLE"), ("total_cents", "INT64", "NULLABLE")],
        [["AS-12094", "Wendell Pryor", "2026-10-19", "PICKED_AWAITING_CARRIER", "21050", "0", "2947", "23997"],
         ["AS-11870", "Wendell Pryor", "2026-08-02", "DELIVERED", "8640", "1200", "1378", "11218"]]),
    bq("q_order_items#cust-22718", "job_itm_Dd2hX6", [
        ("order_id", "STRING", "REQUIRED"), ("sku", "STRING", "NULLABLE"), ("description", "STRING", "NULLABLE"),
        ("qty", "INT64", "NULLABLE"), ("unit_cents", "INT64", "NULLABLE")],
        [["AS-12094", "BOX-DOC-LTR", "Document case, letter, 15 x 10 x 5 in", "10", "1295"],
         ["AS-12094", "TISSUE-UNBUF-50", "Unbuffered tissue, 50 sheets", "2", "1850"],
         ["AS-12094", "FOLDER-BUF-LTR-100", "Buffered folders, letter, pack of 100", "1", "4400"],
         ["AS-11870", "BOX-PHOTO-5X7", "Photo storage box, 5x7", "6", "1440"]]),
    passage("kb#buffered-vs-unbuffered", "Buffered paper and board contain an alkaline reserve (calcium carbonate) that neutralises acids over time; they suit paper documents such as letters.\n"
            "Unbuffered materials have no alkaline reserve. They are recommended for colour photographs, blueprints and some textiles, which alkalinity can harm.\n"
            "Every box and folder we sell is acid-free and lignin-free."),
    policy("policy#shipping", "Standard shipping is free on orders over CA$150.00 before tax. "
           "Orders picked before 2 PM Atlantic time leave with the carrier the same business day; later orders go the next business day.", rev="2026-06"),
]

add("w94-071-supplies-order", D17, "supplies-order", Q17,
    "Hi Wendell, yes, you chose well. Order AS-12094 has:\n"
    "- 10 letter-size document cases at CA$12.95 each\n"
    "- 2 packs of unbuffered tissue (50 sheets each)\n"
    "- 1 pack of 100 buffered letter folders\n"
    "Unbuffered tissue is the one recommended for colour photographs, because it has no alkaline reserve that could harm them. "
    "The buffered folders suit the letters: their alkaline reserve neutralises acids over time. "
    "Your total is CA$239.97 including tax, with free shipping, and the order is picked and waiting for the carrier.",
    EV17,
    [("you chose well", SUP),
     ("10 letter-size document cases at CA$12.95 each", SUP),
     ("2 packs of unbuffered tissue", SUP),
     ("1 pack of 100 buffered letter folders", SUP),
     ("recommended for colour photographs", SUP),
     ("no alkaline reserve that could harm them", SUP),
     ("The buffered folders suit the letters", SUP),
     ("their alkaline reserve neutralises acids over time", SUP),
     ("Your total is CA$239.97 including tax", SUP),
     ("with free shipping", SUP),
     ("picked and waiting for the carrier", SUP)],
    ["CA$239.97", "unbuffered"], now=N17,
    notes="AS-12094 items: BOX-DOC-LTR 10 x 1295, TISSUE-UNBUF-50 x2, FOLDER-BUF-LTR-100 x1; total_cents 23997, shipping 0, PICKED_AWAITING_CARRIER; KB: unbuffered for colour photos, buffered for letters.")

add("w94-072-supplies-order", D17, "supplies-order", Q17,
    "Dear Mr. Pryor,\n\nThank you for your order. It includes ten document cases, two packs of unbuffered tissue and one pack of buffered folders, "
    "and the tissue is the right kind for colour photos. All of the boxes and folders are acid-free and lignin-free. "
    "The subtotal was two hundred ten dollars and fifty cents, so shipping was free, as it is on orders over CA$150.00 before tax.\n\n"
    "Yours sincerely,\nMarisol, Archival Supplies",
    EV17,
    [("Thank you for your order", NA),
     ("ten document cases, two packs of unbuffered tissue and one pack of buffered folders", SUP),
     ("the tissue is the right kind for colour photos", SUP),
     ("acid-free and lignin-free", SUP),
     ("two hundred ten dollars and fifty cents", SUP),
     ("so shipping was free", SUP),
     ("free, as it is on orders over CA$150.00 before tax", SUP)],
    ["ten document cases", "two hundred ten dollars and fifty cents"], now=N17,
    notes="subtotal_cents 21050 > 15000 so policy gives free shipping, shipping_cents 0; KB: all boxes/folders acid- and lignin-free; unbuffered for colour photos.")

add("w94-073-supplies-order-buffered", D17, "supplies-order", Q17,
    "Hi Wendell, thanks for asking before you pack anything. Your order AS-12094 includes ten document cases and two packs of buffered tissue. "
    "Buffered tissue is the best choice for colour photographs, since its alkaline reserve protects the colours, so you're all set. "
    "The order total is CA$239.97.",
    EV17,
    [("thanks for asking before you pack anything", NA),
     ("includes ten document cases", SUP),
     ("two packs of buffered tissue", C("VALUE_MISMATCH")),
     ("Buffered tissue is the best choice for colour photographs", C("NLI_CONTRADICTION")),
     ("The order total is CA$239.97", SUP)],
    [], excludes=["two packs of buffered tissue", "Buffered tissue is the best choice"], errors=["wrong_value", "invented_fact"], now=N17,
    notes="The tissue line is TISSUE-UNBUF-50 (unbuffered); the KB recommends unbuffered for colour photographs because alkalinity can harm them.")

add("w94-074-supplies-order-shipping", D17, "supplies-order", Q17,
    "Hello Wendell. Order AS-12094 has ten letter document cases, two packs of unbuffered tissue, and your 5x7 photo storage boxes. "
    "The unbuffered tissue is the right choice for colour photos. Shipping came to CA$12.00 on top of the items.",
    EV17,
    [("ten letter document cases", SUP),
     ("two packs of unbuffered tissue", SUP),
     ("your 5x7 photo storage boxes", C("VALUE_MISMATCH", "IDENTIFIER_MISMATCH")),
     ("the right choice for colour photos", SUP),
     ("Shipping came to CA$12.00", C("AMOUNT_MISMATCH"))],
    [], excludes=["5x7 photo storage boxes", "Shipping came to CA$12.00"], errors=["other_record_value", "other_record_value"], now=N17,
    notes="The 5x7 photo boxes and the CA$12.00 shipping are on the earlier order AS-11870; AS-12094 has shipping_cents 0 and no photo boxes.")

add("w94-r17-supplies-order", D17, "supplies-order", Q17,
    "Hi Wendell. Your order AS-12094 has twelve document cases, two packs of unbuffered tissue and a pack of buffered folders. "
    "Unbuffered tissue is what we recommend for colour photographs, and your total is CA$239.97.",
    EV17,
    [("twelve document cases", C("VALUE_MISMATCH")),
     ("two packs of unbuffered tissue", SUP),
     ("a pack of buffered folders", SUP),
     ("Unbuffered tissue is what we recommend for colour photographs", SUP),
     ("your total is CA$239.97", SUP)],
    ["10 document|ten document|10 letter|ten letter|10 cases|ten cases", "CA$239.97|$239.97"], excludes=["twelve document cases"], errors=["wrong_quantity"], now=N17, repair=True,
    notes="BOX-DOC-LTR qty is 10.")

# ---- S18 archival storage supplies: backordered sleeves, split shipment ----
D18 = "archival storage supplies"
Q18 = "My album and pens came but no photo sleeves. Where are they? Could you send them from another warehouse?"
N18 = "2026-11-02T14:00:00-04:00"
EV18 = [
    bq("q_order_lines#AS-12150", "job_lin_Qa5rE3", [
        ("order_id", "STRING", "REQUIRED"), ("sku", "STRING", "NULLABLE"), ("description", "STRING", "NULLABLE"),
        ("qty", "INT64", "NULLABLE"), ("unit_cents", "INT64", "NULLABLE"), ("line_status", "STRING", "NULLABLE"),
        ("charged_cents", "INT64", "NULLABLE"), ("expected_restock", "DATE", "NULLABLE")],
        [["AS-12150", "SLV-POLY-4X6-100", "Polypropylene photo sleeves, 4x6, pack of 100", "3", "1650", "BACKORDERED", "0", "2026-11-16"],
         ["AS-12150", "ALBUM-ARCH-BLK-12", "Archival album, black, 12x12", "1", "6900", "SHIPPED", "6900", None],
         ["AS-12150", "PEN-PIGMENT-2", "Archival pigment pen, 2-pack", "1", "895", "SHIPPED", "895", None]]),
    bq("q_shipments#AS-12150", "job_shp_Wn7bY1", [
        ("shipment_id", "STRING", "REQUIRED"), ("carrier", "STRING", "NULLABLE"), ("tracking_number", "STRING", "NULLABLE"),
        ("shipment_status", "STRING", "NULLABLE"), ("shipped_at", "TIMESTAMP", "NULLABLE"), ("delivered_at", "TIMESTAMP", "NULLABLE"),
        ("skus", "STRING", "REPEATED")],
        [["SHP-1", "ATLANTIC_NORTH_PARCEL", "ANP-60491172", "DELIVERED", ts("2026-10-28 13:15"), ts("2026-10-30 11:40"),
          ["ALBUM-ARCH-BLK-12", "PEN-PIGMENT-2"]]]),
    refused("call#alt-warehouse-AS-12150", "ship_from_alternate_warehouse", "DENY", {"order_id": "AS-12150", "sku": "SLV-POLY-4X6-100", "warehouse": "MONCTON"}),
    policy("policy#backorders", "When part of an order is out of stock, we ship what we have and send the rest as soon as it is restocked. "
           "Backordered items ship at no extra shipping cost, so you never pay shipping twice. "
           "We charge your card for a backordered item only when it ships. "
           "You can cancel a backordered item any time before it ships and you will not be charged for it.", rev="v4"),
]

add("w94-075-backorder", D18, "backorder", Q18,
    "Hi Imogen, I'm sorry the sleeves weren't in the box. Your album and pens were delivered on October 30. "
    "The three packs of 4x6 sleeves are on backorder, which means they were out of stock when we packed your order; we expect them back in stock on November 16 and will send them then. "
    "I asked about shipping them from another warehouse, but that request was declined. "
    "They'll come at no extra shipping cost, and your card won't be charged the CA$49.50 for them until they ship.",
    EV18,
    [("I'm sorry the sleeves weren't in the box", NA),
     ("album and pens were delivered on October 30", SUP),
     ("three packs of 4x6 sleeves are on backorder", SUP),
     ("they were out of stock when we packed your order", SUP),
     ("back in stock on November 16", SUP),
     ("that request was declined", SUP),
     ("at no extra shipping cost", SUP),
     ("won't be charged the CA$49.50 for them until they ship", SUP)],
    ["November 16", "CA$49.50"], now=N18,
    notes="SLV line qty 3 x 1650 = 4950, BACKORDERED, charged 0, restock 2026-11-16; SHP-1 delivered 2026-10-30 with album and pens; alternate-warehouse call DENY; policy.")

add("w94-076-backorder", D18, "backorder", Q18,
    "Hello Imogen,\n"
    "- Delivered October 30: archival album and pigment pens (tracking ANP-60491172)\n"
    "- Backordered: 3 packs of photo sleeves, expected in stock November 16\n"
    "- Charged so far: CA$77.95 for the album and pens; nothing yet for the sleeves\n"
    "- Another warehouse: not possible, that request was refused\n"
    "If you'd rather not wait, you can cancel the sleeves any time before they ship and you won't be charged for them.",
    EV18,
    [("Delivered October 30: archival album and pigment pens", SUP),
     ("tracking ANP-60491172", SUP),
     ("Backordered: 3 packs of photo sleeves", SUP),
     ("expected in stock November 16", SUP),
     ("Charged so far: CA$77.95 for the album and pens", SUP),
     ("nothing yet for the sleeves", SUP),
     ("not possible, that request was refused", SUP),
     ("cancel the sleeves any time before they ship", SUP),
     ("you won't be charged for them", SUP)],
    ["November 16", "CA$77.95"], now=N18,
    notes="charged_cents 6900 + 895 = 7795 and 0 for sleeves; SHP-1 ANP-60491172 delivered 10-30; call DENY; policy on cancelling backorders.")

add("w94-077-backorder-shipped", D18, "backorder", Q18,
    "Hi Imogen, thanks for your patience. Your sleeves shipped separately and are on their way to you now. "
    "Because they went in a second parcel, there's an extra CA$9.00 shipping charge for them. Your album and pens arrived on October 30.",
    EV18,
    [("thanks for your patience", NA),
     ("Your sleeves shipped separately and are on their way", C("RECORD_STATE_MISMATCH")),
     ("there's an extra CA$9.00 shipping charge", C("NLI_CONTRADICTION", "AMOUNT_MISMATCH")),
     ("arrived on October 30", SUP)],
    [], excludes=["shipped separately and are on their way", "extra CA$9.00 shipping charge"], errors=["wrong_state", "wrong_policy_condition"], now=N18,
    notes="SLV line is BACKORDERED (restock 2026-11-16), not shipped; policy: backordered items ship at no extra shipping cost.")

add("w94-078-backorder-warehouse", D18, "backorder", Q18,
    "Hello Imogen. Good news: I've arranged for your three packs of sleeves to ship from our Moncton warehouse this week, so you won't have to wait for the restock. "
    "Your album and pens were delivered on October 30, and the sleeves won't be charged until they ship.",
    EV18,
    [("I've arranged for your three packs of sleeves to ship from our Moncton warehouse", C("NOT_EXECUTED")),
     ("so you won't have to wait for the restock", C("NOT_EXECUTED", "RECORD_STATE_MISMATCH")),
     ("delivered on October 30", SUP),
     ("won't be charged until they ship", SUP)],
    [], excludes=["ship from our Moncton warehouse", "won't have to wait for the restock"], errors=["refused_call_effect", "invented_promise"], now=N18,
    notes="ship_from_alternate_warehouse (MONCTON) was DENY; the sleeves wait for the 2026-11-16 restock.")

add("w94-r18-backorder", D18, "backorder", Q18,
    "Hi Imogen. Your album and pens were delivered on October 30, and the three packs of sleeves are on backorder until November 16. "
    "You've already been charged CA$49.50 for the sleeves, and they'll ship at no extra shipping cost.",
    EV18,
    [("delivered on October 30", SUP),
     ("on backorder until November 16", SUP),
     ("You've already been charged CA$49.50 for the sleeves", C("AMOUNT_MISMATCH", "VALUE_MISMATCH")),
     ("at no extra shipping cost", SUP)],
    ["not been charged|haven't been charged|not charged|won't be charged|only when|when they ship|nothing", "November 16"], excludes=["already been charged CA$49.50"], errors=["wrong_value"], now=N18, repair=True,
    notes="charged_cents for SLV-POLY-4X6-100 is 0; policy charges backordered items only when they ship.")

# ---- S19 archival storage supplies: returning map folders and opened gloves ----
D19 = "archival storage supplies"
Q19 = "I'd like to return the two map folders and the box of gloves (I opened the gloves). How does that work?"
N19 = "2026-10-14T11:00:00-03:00"
EV19 = [
    bq("q_orders#AS-11988", "job_ord_Ab3kZ8", [
        ("order_id", "STRING", "REQUIRED"), ("customer_name", "STRING", "NULLABLE"), ("placed_on", "DATE", "NULLABLE"),
        ("delivered_on", "DATE", "NULLABLE"), ("order_status", "STRING", "NULLABLE")],
        [["AS-11988", "Sébastien Robichaud", "2026-09-15", "2026-09-18", "DELIVERED"]]),
    bq("q_order_items#AS-11988", "job_itm_Hh6uP0", [
        ("item_id", "STRING", "REQUIRED"), ("sku", "STRING", "NULLABLE"), ("description", "STRING", "NULLABLE"),
        ("qty", "INT64", "NULLABLE"), ("unit_cents", "INT64", "NULLABLE"), ("opened", "BOOL", "NULLABLE")],
        [["ITM-1", "MAPFOLDER-24X36", "Map folder, 24 x 36 in, buffered", "2", "3800", "false"],
         ["ITM-2", "GLOVES-NITRILE-100", "Nitrile handling gloves, box of 100", "1", "1450", "true"]]),
    bq("q_returns#AS-11988", "job_rma_Ve2cG5", [
        ("rma_id", "STRING", "REQUIRED"), ("rma_status", "STRING", "NULLABLE"), ("skus", "STRING", "REPEATED"),
        ("refund_estimate_cents", "INT64", "NULLABLE"), ("return_label_cost_cents", "INT64", "NULLABLE"), ("reject_reason", "STRING", "NULLABLE")],
        [["RMA-5530", "AUTHORIZED", ["MAPFOLDER-24X36"], "7600", "1100", None],
         ["RMA-5531", "REJECTED", ["GLOVES-NITRILE-100"], "0", None, "HYGIENE_ITEM_OPENED"]]),
    policy("policy#returns", "Unopened items can be returned within 30 days of delivery for a full refund of the item price. "
           "Opened items can be returned within the same 30 days with a 15% restocking fee, except gloves and other hygiene items, which cannot be returned once opened. "
           "Return shipping is paid by the customer unless the item arrived damaged or we sent the wrong item. "
           "Refunds are issued within 5 business days of the return reaching our warehouse.", rev="2026-07"),
]

add("w94-079-supply-return", D19, "supply-return", Q19,
    "Hi Sébastien, I'll walk you through it. The two map folders are approved for return under RMA-5530. Since they're unopened, you'll get the full CA$76.00 back. "
    "The return label costs CA$11.00, because return shipping is the customer's to pay unless an item arrived damaged or we sent the wrong one. "
    "Please send them by October 18, which is 30 days after they were delivered. "
    "The gloves, I'm afraid, can't come back: gloves are hygiene items and can't be returned once opened. "
    "Your refund is issued within 5 business days of the folders reaching our warehouse.",
    EV19,
    [("I'll walk you through it", NA),
     ("approved for return under RMA-5530", SUP),
     ("you'll get the full CA$76.00 back", SUP),
     ("The return label costs CA$11.00", SUP),
     ("unless an item arrived damaged or we sent the wrong one", SUP),
     ("send them by October 18", SUP),
     ("30 days after they were delivered", SUP),
     ("The gloves, I'm afraid, can't come back", SUP),
     ("can't be returned once opened", SUP),
     ("within 5 business days of the folders reaching our warehouse", SUP)],
    ["RMA-5530", "CA$76.00"], now=N19,
    notes="RMA-5530 AUTHORIZED for MAPFOLDER-24X36, refund 7600, label 1100; RMA-5531 REJECTED HYGIENE_ITEM_OPENED; delivered 2026-09-18 + 30 = 2026-10-18; policy.")

add("w94-080-supply-return", D19, "supply-return", Q19,
    "Sébastien: map folders approved (RMA-5530, CA$76.00 refund, CA$11.00 label, ship by October 18); the opened gloves were declined, as opened hygiene items can't be returned.",
    EV19,
    [("map folders approved (RMA-5530", SUP),
     ("CA$76.00 refund", SUP),
     ("CA$11.00 label", SUP),
     ("ship by October 18", SUP),
     ("the opened gloves were declined", SUP),
     ("opened hygiene items can't be returned", SUP)],
    ["RMA-5530", "October 18"], now=N19,
    notes="RMA-5530 AUTHORIZED 7600/1100; RMA-5531 REJECTED; 30 days from 2026-09-18 delivery.")

add("w94-081-supply-return", D19, "supply-return", Q19,
    "Dear Sébastien,\n\nThank you for letting us know before sending anything. Your return of the map folders has been authorized, and because they were never opened, there is no restocking fee: "
    "the refund will be the full seventy-six dollars. Return shipping isn't covered in this case, so the label is eleven dollars. "
    "Once the parcel reaches our warehouse, the refund is issued within five business days.\n\nAll the best,\nDorian, Returns",
    EV19,
    [("Thank you for letting us know", NA),
     ("Your return of the map folders has been authorized", SUP),
     ("there is no restocking fee", SUP),
     ("the full seventy-six dollars", SUP),
     ("Return shipping isn't covered in this case", SUP),
     ("the label is eleven dollars", SUP),
     ("issued within five business days", SUP)],
    ["seventy-six dollars", "eleven dollars"], now=N19,
    notes="MAPFOLDER opened=false so policy gives full refund (7600); not damaged/wrong so customer pays the 1100 label; 5 business days.")

add("w94-082-supply-return-gloves", D19, "supply-return", Q19,
    "Hi Sébastien, happy to help. The map folders can go back under RMA-5530, and the opened gloves can be returned too, with a 15% restocking fee. "
    "For the folders you'll receive CA$38.00, and the refund goes out within 5 business days of the return reaching our warehouse.",
    EV19,
    [("happy to help", NA),
     ("can go back under RMA-5530", SUP),
     ("the opened gloves can be returned too, with a 15% restocking fee", C("NLI_CONTRADICTION", "RECORD_STATE_MISMATCH")),
     ("you'll receive CA$38.00", C("AMOUNT_MISMATCH")),
     ("within 5 business days of the return reaching our warehouse", SUP)],
    [], excludes=["gloves can be returned too", "receive CA$38.00"], errors=["condition_unmet", "wrong_arithmetic"], now=N19,
    notes="Gloves are excluded from the restocking-fee route once opened (RMA-5531 REJECTED); two folders at 3800 = 7600, so CA$76.00, not 38.00.")

add("w94-083-supply-return-date", D19, "supply-return", Q19,
    "Hello Sébastien. Your map folders are authorized for return under RMA-5530, for a full refund of CA$76.00. "
    "The deadline is October 15, 30 days from when you placed the order, and return shipping is free on approved returns.",
    EV19,
    [("authorized for return under RMA-5530", SUP),
     ("a full refund of CA$76.00", SUP),
     ("The deadline is October 15", C("DATE_MISMATCH", "NLI_CONTRADICTION")),
     ("30 days from when you placed the order", C("NLI_CONTRADICTION")),
     ("return shipping is free on approved returns", C("NLI_CONTRADICTION", "AMOUNT_MISMATCH"))],
    [], excludes=["October 15", "from when you placed the order", "return shipping is free"], errors=["wrong_date", "wrong_policy_condition", "wrong_policy_condition"], now=N19,
    notes="Policy counts 30 days from delivery (2026-09-18), giving 2026-10-18; return_label_cost_cents 1100 and policy: customer pays return shipping.")

add("w94-r19-supply-return", D19, "supply-return", Q19,
    "Hi Sébastien. The map folders are authorized under RMA-5530. Because they're unopened, you'll get CA$76.00 back less a 15% restocking fee. "
    "The opened gloves can't be returned, and the folders need to be sent by October 18.",
    EV19,
    [("authorized under RMA-5530", SUP),
     ("CA$76.00 back less a 15% restocking fee", C("NLI_CONTRADICTION", "AMOUNT_MISMATCH")),
     ("The opened gloves can't be returned", SUP),
     ("sent by October 18", SUP)],
    ["full|no restocking fee|without a restocking fee|in full", "October 18"], excludes=["less a 15% restocking fee"], errors=["wrong_policy_condition"], now=N19, repair=True,
    notes="Unopened items get a full refund (refund_estimate_cents 7600); the 15% fee applies only to opened items.")

# ---- S20 archival storage supplies: bulk and charity discounts not yet met ----
D20 = "archival storage supplies"
Q20 = "Our heritage society wants 40 document cases. Do we get the bulk discount and our charity discount?"
N20 = "2026-06-09T10:30:00-03:00"
EV20 = [
    bq("q_accounts#ACC-3307", "job_acc_Zy4mQ1", [
        ("account_id", "STRING", "REQUIRED"), ("org_name", "STRING", "NULLABLE"), ("contact_name", "STRING", "NULLABLE"),
        ("charity_status", "STRING", "NULLABLE"), ("charity_submitted_at", "TIMESTAMP", "NULLABLE")],
        [["ACC-3307", "Lunenburg Heritage Circle", "Abigail Nauss", "PENDING_VERIFICATION", ts("2026-06-08 16:05")]]),
    bq("q_carts#ACC-3307", "job_crt_Tu1dF9", [
        ("cart_id", "STRING", "REQUIRED"), ("sku", "STRING", "NULLABLE"), ("qty", "INT64", "NULLABLE"),
        ("unit_cents", "INT64", "NULLABLE"), ("line_cents", "INT64", "NULLABLE"), ("discount_cents", "INT64", "NULLABLE")],
        [["CRT-9920", "BOX-DOC-LTR", "40", "1295", "51800", "0"]]),
    bq("q_price_tiers#BOX-DOC-LTR", "job_tier_Pw8eS2", [
        ("sku", "STRING", "REQUIRED"), ("min_qty", "INT64", "NULLABLE"), ("discount_pct", "NUMERIC", "NULLABLE")],
        [["BOX-DOC-LTR", "1", "0"], ["BOX-DOC-LTR", "50", "10"], ["BOX-DOC-LTR", "100", "15"]]),
    policy("policy#discounts", "Volume pricing is per item: 10% off when you buy 50 or more of the same item, and 15% off at 100 or more. "
           "Registered charities receive an extra 5% once we have verified their charity number, which usually takes 2 business days. "
           "Discounts are applied when the order is placed and cannot be added afterwards.", rev="2026-04"),
]

add("w94-084-bulk-discount", D20, "bulk-discount", Q20,
    "Hi Abigail, thanks for thinking of us for the society's collection. At 40 document cases you're 10 short of the 50 needed for the 10% volume discount, so the cart stands at CA$518.00. "
    "If you ordered 50, they'd come to CA$582.75 after the 10% off. "
    "Your charity number is still being verified; once that's done, an extra 5% applies, and verification usually takes 2 business days. "
    "Since discounts can't be added after an order is placed, it's worth waiting for the verification before you check out.",
    EV20,
    [("thanks for thinking of us", NA),
     ("you're 10 short of the 50 needed", SUP),
     ("the cart stands at CA$518.00", SUP),
     ("they'd come to CA$582.75", SUP),
     ("Your charity number is still being verified", SUP),
     ("an extra 5% applies", SUP),
     ("usually takes 2 business days", SUP),
     ("discounts can't be added after an order is placed", SUP)],
    ["CA$518.00", "50"], now=N20,
    notes="CRT-9920 40 x 1295 = 51800, discount 0; tier 10% from 50: 50 x 12.95 = 647.50 less 10% = 582.75; charity_status PENDING_VERIFICATION; policy.")

add("w94-085-bulk-discount", D20, "bulk-discount", Q20,
    "Dear Ms. Nauss,\n\nNot yet, on either count, but both are within reach. The volume discount starts at fifty of the same item, and your cart has forty. "
    "The 5% charity discount is applied once your charity number is verified, and your application from June 8 is still pending.\n\n"
    "With best wishes,\nGraham, Supplies Team",
    EV20,
    [("Not yet, on either count", SUP),
     ("The volume discount starts at fifty of the same item", SUP),
     ("your cart has forty", SUP),
     ("applied once your charity number is verified", SUP),
     ("your application from June 8 is still pending", SUP)],
    ["fifty", "June 8"], now=N20,
    notes=f"tiers: min_qty 50 for 10%; cart qty 40; charity_submitted_at {ts('2026-06-08 16:05')} = 2026-06-08 Halifax, status PENDING_VERIFICATION.")

add("w94-086-bulk-discount", D20, "bulk-discount", Q20,
    "Hi Abigail - no discount on 40 yet (10% starts at 50, 15% at 100), and the charity 5% waits on verification; cart total CA$518.00.",
    EV20,
    [("no discount on 40 yet", SUP),
     ("10% starts at 50", SUP),
     ("15% at 100", SUP),
     ("the charity 5% waits on verification", SUP),
     ("cart total CA$518.00", SUP)],
    ["CA$518.00", "50"], now=N20,
    notes="discount_cents 0 at qty 40; tier rows 50/10 and 100/15; charity pending; line_cents 51800.")

add("w94-087-bulk-discount-qualify", D20, "bulk-discount", Q20,
    "Hi Abigail, good news for the society! Your 40 document cases qualify for our 10% volume discount, bringing the order to CA$466.20. "
    "The extra 5% charity discount will apply once your charity number is verified, usually within 2 business days.",
    EV20,
    [("qualify for our 10% volume discount", C("NLI_CONTRADICTION", "VALUE_MISMATCH")),
     ("bringing the order to CA$466.20", C("AMOUNT_MISMATCH")),
     ("once your charity number is verified", SUP),
     ("usually within 2 business days", SUP)],
    [], excludes=["qualify for our 10% volume discount", "CA$466.20"], errors=["condition_unmet", "wrong_amount"], now=N20,
    notes="10% starts at 50 units; cart qty 40 has discount_cents 0 and line 51800 (CA$518.00).")

add("w94-088-bulk-discount-charity", D20, "bulk-discount", Q20,
    "Hello Abigail. Forty cases is below the 50 needed for volume pricing, but your 5% charity discount is already on the account. "
    "And if you order now, we can add the volume discount afterwards once you top up to 50.",
    EV20,
    [("Forty cases is below the 50 needed", SUP),
     ("your 5% charity discount is already on the account", C("RECORD_STATE_MISMATCH")),
     ("we can add the volume discount afterwards", C("NLI_CONTRADICTION"))],
    [], excludes=["already on the account", "add the volume discount afterwards"], errors=["condition_unmet", "wrong_policy_condition"], now=N20,
    notes="charity_status is PENDING_VERIFICATION; policy: discounts cannot be added after the order is placed.")

add("w94-r20-bulk-discount", D20, "bulk-discount", Q20,
    "Hi Abigail. Your cart of 40 document cases comes to CA$518.00 with no discount yet. You'd need 60 of the same item for the 10% volume discount, "
    "and the 5% charity discount applies once your charity number is verified.",
    EV20,
    [("comes to CA$518.00 with no discount yet", SUP),
     ("You'd need 60 of the same item", C("NLI_CONTRADICTION", "VALUE_MISMATCH")),
     ("applies once your charity number is verified", SUP)],
    ["50|fifty", "CA$518.00|$518.00"], excludes=["need 60 of the same item"], errors=["wrong_quantity"], now=N20, repair=True,
    notes="Tier and policy: 10% off from 50 of the same item.")

# ---- S21 family-history DNA kits: two kits, one delivered, one in transit ----
D21 = "family-history DNA kits"
Q21 = "I ordered two kits, one for me and one for my uncle in Sydney. Where are they, and what do we do when they arrive?"
N21 = "2026-10-01T12:00:00-03:00"
EV21 = [
    bq("q_orders#KT-30412", "job_ord_Ek4sW7", [
        ("order_id", "STRING", "REQUIRED"), ("customer_name", "STRING", "NULLABLE"), ("kit_type", "STRING", "NULLABLE"),
        ("qty", "INT64", "NULLABLE"), ("unit_cents", "INT64", "NULLABLE"), ("promo_code", "STRING", "NULLABLE"),
        ("discount_cents", "INT64", "NULLABLE"), ("tax_cents", "INT64", "NULLABLE"), ("total_cents", "INT64", "NULLABLE")],
        [["KT-30412", "Thandiwe Mercer", "ROOTS_KIT", "2", "8900", "FALL20", "3560", "1994", "16234"]]),
    bq("q_kits#KT-30412", "job_kit_Rb9nC3", [
        ("kit_barcode", "STRING", "REQUIRED"), ("order_id", "STRING", "NULLABLE"), ("ship_to_name", "STRING", "NULLABLE"),
        ("ship_to_city", "STRING", "NULLABLE"), ("shipment_status", "STRING", "NULLABLE"), ("delivered_at", "TIMESTAMP", "NULLABLE"),
        ("est_delivery", "DATE", "NULLABLE"), ("activation_status", "STRING", "NULLABLE")],
        [["KX-551-0923", "KT-30412", "Thandiwe Mercer", "Dartmouth", "DELIVERED", ts("2026-09-30 14:35"), "2026-09-30", "NOT_ACTIVATED"],
         ["KX-551-0924", "KT-30412", "Elias Mercer", "Sydney", "IN_TRANSIT", None, "2026-10-02", "NOT_ACTIVATED"]]),
    passage("kb#before-you-spit", "Activate your kit online with the barcode printed on the tube before you send your sample. An unactivated sample can't be matched to anyone and waits at the lab until it is activated.\n"
            "Don't eat, drink, smoke or chew gum for 30 minutes before giving your saliva sample.\n"
            "Return postage is prepaid: seal the tube in the bag and drop the box in any mailbox."),
    policy("policy#kit-activation", "Each kit must be activated by the person who will give the sample, because that person's consent is recorded at activation. "
           "One account can manage several kits, but the sample giver must complete the consent step themselves.", rev="v2"),
]

add("w94-089-kits-shipped", D21, "kits-shipped", Q21,
    "Hi Thandiwe, thanks for writing. Your own kit was delivered to you in Dartmouth yesterday, September 30. "
    "Your uncle Elias's kit is on its way to Sydney and is expected tomorrow, October 2. "
    "Neither kit has been activated yet. Activation means entering the barcode printed on the tube online before the sample is sent, so the lab can match the sample to the right person. "
    "Each kit has to be activated by the person giving the sample, because that's when their consent is recorded, so your uncle will need to activate his own.",
    EV21,
    [("thanks for writing", NA),
     ("delivered to you in Dartmouth yesterday, September 30", SUP),
     ("on its way to Sydney", SUP),
     ("expected tomorrow, October 2", SUP),
     ("Neither kit has been activated yet", SUP),
     ("entering the barcode printed on the tube online before the sample is sent", SUP),
     ("so the lab can match the sample to the right person", SUP),
     ("activated by the person giving the sample", SUP),
     ("that's when their consent is recorded", SUP),
     ("your uncle will need to activate his own", SUP)],
    ["October 2", "activate"], now=N21,
    notes="KX-551-0923 DELIVERED 2026-09-30 Dartmouth; KX-551-0924 IN_TRANSIT to Sydney, est 2026-10-02; both NOT_ACTIVATED; KB and policy on activation and consent.")

add("w94-090-kits-shipped", D21, "kits-shipped", Q21,
    "Dear Thandiwe,\n\nHere is a short checklist for each of you once the kits are in hand:\n"
    "1. Activate the kit online using the barcode on the tube.\n"
    "2. Don't eat, drink, smoke or chew gum for 30 minutes before giving saliva.\n"
    "3. Seal the tube in the bag and drop the box in any mailbox; the return postage is already paid.\n"
    "For your records, order KT-30412 came to CA$162.34, after the FALL20 code took CA$35.60 off.\n\n"
    "Kind regards,\nSaoirse, Kit Support",
    EV21,
    [("Activate the kit online using the barcode on the tube", SUP),
     ("for 30 minutes before giving saliva", SUP),
     ("drop the box in any mailbox", SUP),
     ("the return postage is already paid", SUP),
     ("order KT-30412 came to CA$162.34", SUP),
     ("the FALL20 code took CA$35.60 off", SUP)],
    ["CA$162.34", "30 minutes"], now=N21,
    notes="total_cents 16234, promo FALL20 discount_cents 3560; KB gives the activation, 30-minute and prepaid-postage steps.")

add("w94-091-kits-shipped", D21, "kits-shipped", Q21,
    "Thandiwe, yours arrived September 30; your uncle's is due in Sydney tomorrow. Neither is activated yet, and each of you must activate your own.",
    EV21,
    [("yours arrived September 30", SUP),
     ("your uncle's is due in Sydney tomorrow", SUP),
     ("Neither is activated yet", SUP),
     ("each of you must activate your own", SUP)],
    ["September 30", "tomorrow"], now=N21,
    notes="delivered 2026-09-30; est 2026-10-02 is tomorrow from 2026-10-01; both NOT_ACTIVATED; policy on activation by the sample giver.")

add("w94-092-kits-shipped-role", D21, "kits-shipped", Q21,
    "Hi Thandiwe, both kits have been delivered, yours in Dartmouth and your uncle's in Sydney. "
    "Your order number is KX-551-0923, in case you need it when you call. Remember to activate each kit before sending the sample.",
    EV21,
    [("both kits have been delivered", C("RECORD_STATE_MISMATCH")),
     ("Your order number is KX-551-0923", C("IDENTIFIER_MISMATCH")),
     ("activate each kit before sending the sample", SUP)],
    [], excludes=["both kits have been delivered", "order number is KX-551-0923"], errors=["wrong_state", "wrong_role"], now=N21,
    notes="KX-551-0924 is still IN_TRANSIT; KX-551-0923 is a kit barcode, the order number is KT-30412.")

add("w94-093-kits-shipped-consent", D21, "kits-shipped", Q21,
    "Hello Thandiwe. Your kit reached you on September 30, and your uncle's should arrive in Sydney on October 2. "
    "To keep things simple, you can activate both kits from your own account on your uncle's behalf. "
    "Just make sure not to eat or drink for 60 minutes before giving saliva.",
    EV21,
    [("reached you on September 30", SUP),
     ("should arrive in Sydney on October 2", SUP),
     ("you can activate both kits from your own account on your uncle's behalf", C("NLI_CONTRADICTION")),
     ("for 60 minutes before giving saliva", C("NLI_CONTRADICTION", "VALUE_MISMATCH"))],
    [], excludes=["on your uncle's behalf", "60 minutes"], errors=["wrong_policy_condition", "wrong_period"], now=N21,
    notes="Policy: each kit is activated by the sample giver, who must complete consent; KB says 30 minutes.")

add("w94-r21-kits-shipped", D21, "kits-shipped", Q21,
    "Hi Thandiwe. Your kit was delivered on September 30 and your uncle's is due on October 2. "
    "Order KT-30412 came to CA$162.34 after the FALL20 code took CA$17.80 off.",
    EV21,
    [("delivered on September 30", SUP),
     ("due on October 2", SUP),
     ("came to CA$162.34", SUP),
     ("took CA$17.80 off", C("AMOUNT_MISMATCH"))],
    ["$35.60|35.60", "CA$162.34|$162.34"], excludes=["CA$17.80"], errors=["wrong_amount"], now=N21, repair=True,
    notes="discount_cents 3560 (20% of two kits at 8900).")

# ---- S22 family-history DNA kits: sample at the lab, extraction stage ----
D22 = "family-history DNA kits"
Q22 = "The lab got my sample a couple of weeks ago. What stage is it at, and when will I see results?"
N22 = "2026-06-15T10:00:00-03:00"
EV22 = [
    bq("q_samples#cust-90114", "job_smp_Lw3kJ6", [
        ("kit_barcode", "STRING", "REQUIRED"), ("account_holder", "STRING", "NULLABLE"), ("sample_giver", "STRING", "NULLABLE"),
        ("lab_status", "STRING", "NULLABLE"), ("received_at", "TIMESTAMP", "NULLABLE"),
        ("est_results_from", "DATE", "NULLABLE"), ("est_results_to", "DATE", "NULLABLE"), ("results_ready_at", "TIMESTAMP", "NULLABLE")],
        [["KX-548-1170", "Oskar Lindqvist-Ferreira", "Oskar Lindqvist-Ferreira", "EXTRACTION", ts("2026-06-01 09:20"), "2026-07-13", "2026-07-27", None],
         ["KX-548-1171", "Oskar Lindqvist-Ferreira", "Mariana Ferreira", "RESULTS_READY", ts("2026-04-20 11:00"), "2026-06-01", "2026-06-15", ts("2026-06-10 08:45")]]),
    passage("kb#lab-stages", "RECEIVED: the lab has logged your tube.\n"
            "EXTRACTION: DNA is being separated from the saliva.\n"
            "GENOTYPING: the DNA is read on a chip.\n"
            "ANALYSIS: your data is compared with our reference panels to estimate ancestry and find relatives.\n"
            "RESULTS_READY: your results are in your account."),
    policy("policy#lab-timing", "Results usually take 6 to 8 weeks from when the lab receives your sample. "
           "We email you as soon as your results are ready. "
           "If DNA extraction fails, we send one replacement kit free of charge.", rev="2026-03"),
]

add("w94-094-lab-stage", D22, "lab-stage", Q22,
    "Hi Oskar, thanks for your patience. Your sample (kit KX-548-1170) reached the lab on June 1 and is now in extraction, which means the DNA is being separated from your saliva. "
    "After that it's read on a chip, a step called genotyping, and then compared with our reference panels to estimate your ancestry and find relatives. "
    "Results usually take 6 to 8 weeks from when the lab receives a sample, so we expect yours between July 13 and July 27, and we'll email you as soon as they're ready.",
    EV22,
    [("thanks for your patience", NA),
     ("reached the lab on June 1", SUP),
     ("is now in extraction", SUP),
     ("DNA is being separated from your saliva", SUP),
     ("read on a chip, a step called genotyping", SUP),
     ("compared with our reference panels", SUP),
     ("usually take 6 to 8 weeks", SUP),
     ("between July 13 and July 27", SUP),
     ("we'll email you as soon as they're ready", SUP)],
    ["July 13", "July 27"], now=N22,
    notes="KX-548-1170 EXTRACTION, received 2026-06-01, est 2026-07-13 to 2026-07-27; KB stages; policy 6-8 weeks and email.")

add("w94-095-lab-stage", D22, "lab-stage", Q22,
    "Hello Oskar,\n"
    "- Your kit: KX-548-1170\n"
    "- Received by the lab: June 1 at 9:20 AM\n"
    "- Current stage: extraction (separating the DNA from the saliva)\n"
    "- Expected results: July 13 to July 27\n"
    "Mariana's results, from the other kit on your account, are already ready.",
    EV22,
    [("Your kit: KX-548-1170", SUP),
     ("Received by the lab: June 1 at 9:20 AM", SUP),
     ("Current stage: extraction", SUP),
     ("Expected results: July 13 to July 27", SUP),
     ("Mariana's results, from the other kit on your account, are already ready", SUP)],
    ["KX-548-1170", "July 27"], now=N22,
    notes=f"received_at {ts('2026-06-01 09:20')} = 9:20 AM Halifax; EXTRACTION; KX-548-1171 (Mariana Ferreira) RESULTS_READY.")

add("w94-096-lab-stage", D22, "lab-stage", Q22,
    "Oskar: your sample is at the extraction stage, two weeks after the lab received it on June 1. Results usually take six to eight weeks from receipt, so mid to late July.",
    EV22,
    [("your sample is at the extraction stage", SUP),
     ("received it on June 1", SUP),
     ("six to eight weeks from receipt", SUP),
     ("so mid to late July", SUP)],
    ["extraction", "June 1"], now=N22,
    notes="EXTRACTION; received 2026-06-01 (two weeks before now); est 2026-07-13 to 2026-07-27 is mid to late July.")

add("w94-097-lab-stage-ready", D22, "lab-stage", Q22,
    "Hi Oskar, good news: your results were ready on June 10 and are waiting in your account. "
    "Your sample reached the lab on June 1. Results usually take 6 to 8 weeks, but yours came through early.",
    EV22,
    [("your results were ready on June 10", C("RECORD_STATE_MISMATCH", "DATE_MISMATCH")),
     ("reached the lab on June 1", SUP),
     ("Results usually take 6 to 8 weeks", SUP),
     ("yours came through early", C("RECORD_STATE_MISMATCH"))],
    [], excludes=["ready on June 10", "came through early"], errors=["other_record_value", "wrong_state"], now=N22,
    notes="RESULTS_READY on 2026-06-10 is Mariana's kit KX-548-1171; Oskar's KX-548-1170 is still in EXTRACTION.")

add("w94-098-lab-stage-genotyping", D22, "lab-stage", Q22,
    "Hello Oskar. Your sample arrived at the lab on June 1 and has moved on to genotyping, where the DNA is read on a chip. "
    "Results usually take 4 to 6 weeks from receipt, and we'll email you when they're ready.",
    EV22,
    [("arrived at the lab on June 1", SUP),
     ("has moved on to genotyping", C("RECORD_STATE_MISMATCH")),
     ("4 to 6 weeks from receipt", C("NLI_CONTRADICTION", "VALUE_MISMATCH")),
     ("we'll email you when they're ready", SUP)],
    [], excludes=["moved on to genotyping", "4 to 6 weeks"], errors=["wrong_state", "wrong_period"], now=N22,
    notes="lab_status is EXTRACTION; policy says 6 to 8 weeks.")

add("w94-r22-lab-stage", D22, "lab-stage", Q22,
    "Hi Oskar. Your sample reached the lab on June 1 and is in extraction, where the DNA is separated from the saliva. "
    "We expect your results between July 6 and July 20.",
    EV22,
    [("reached the lab on June 1", SUP),
     ("is in extraction", SUP),
     ("between July 6 and July 20", C("DATE_MISMATCH"))],
    ["July 13|13 July|July 27|27 July", "June 1|extraction"], excludes=["July 6 and July 20"], errors=["wrong_date"], now=N22, repair=True,
    notes="est_results_from 2026-07-13, est_results_to 2026-07-27.")

# ---- S23 family-history DNA kits: sample failed, free replacement, refund refused ----
D23 = "family-history DNA kits"
Q23 = "You said my sample failed. I'd rather just have my money back. What happened?"
N23 = "2026-08-24T15:00:00-03:00"
EV23 = [
    bq("q_samples#KX-549-2201", "job_smp_Nq2wA8", [
        ("kit_barcode", "STRING", "REQUIRED"), ("order_id", "STRING", "NULLABLE"), ("sample_giver", "STRING", "NULLABLE"),
        ("lab_status", "STRING", "NULLABLE"), ("fail_reason", "STRING", "NULLABLE"),
        ("received_at", "TIMESTAMP", "NULLABLE"), ("failed_at", "TIMESTAMP", "NULLABLE")],
        [["KX-549-2201", "KT-30188", "Rosalie Haché", "FAILED_QC", "LOW_DNA_YIELD", ts("2026-07-20 10:00"), ts("2026-08-14 16:30")]]),
    bq("q_replacements#KX-549-2201", "job_rpl_Sx6vT4", [
        ("replacement_kit", "STRING", "REQUIRED"), ("original_kit", "STRING", "NULLABLE"), ("replacement_status", "STRING", "NULLABLE"),
        ("shipped_at", "TIMESTAMP", "NULLABLE"), ("est_delivery", "DATE", "NULLABLE"), ("charge_cents", "INT64", "NULLABLE")],
        [["KX-553-0042", "KX-549-2201", "SHIPPED", ts("2026-08-20 12:10"), "2026-08-25", "0"]]),
    bq("q_orders#KT-30188", "job_ord_Fe1rU5", [
        ("order_id", "STRING", "REQUIRED"), ("paid_cents", "INT64", "NULLABLE"), ("order_status", "STRING", "NULLABLE")],
        [["KT-30188", "8900", "REPLACEMENT_IN_PROGRESS"]]),
    refused("call#refund-KT-30188", "refund_order", "DENY", {"order_id": "KT-30188", "amount_cents": 8900}),
    policy("policy#failed-samples", "If a sample does not yield enough DNA, we send one replacement kit free of charge, with return postage included. "
           "A refund instead of a replacement is offered only if the replacement sample also fails. "
           "Results for a replacement sample take 6 to 8 weeks after the lab receives it.", rev="v5"),
    passage("kb#low-yield", "LOW_DNA_YIELD usually means the tube held too little saliva, or too many bubbles.\n"
            "Fill the tube to the black line, not counting bubbles, and wait for the bubbles to settle before checking."),
]

add("w94-099-failed-sample", D23, "failed-sample", Q23,
    "Hi Rosalie, I'm sorry this happened; it's frustrating after waiting. The lab couldn't get enough DNA from your sample, which usually means the tube held too little saliva or too many bubbles. "
    "We sent you a free replacement kit, KX-553-0042, on August 20, and it's expected tomorrow. "
    "I wasn't able to process a refund: a refund instead of a replacement is only offered if the replacement sample also fails. "
    "When you do the new one, fill the tube to the black line, not counting bubbles.",
    EV23,
    [("I'm sorry this happened", NA),
     ("couldn't get enough DNA from your sample", SUP),
     ("too little saliva or too many bubbles", SUP),
     ("free replacement kit, KX-553-0042, on August 20", SUP),
     ("it's expected tomorrow", SUP),
     ("I wasn't able to process a refund", SUP),
     ("only offered if the replacement sample also fails", SUP),
     ("fill the tube to the black line, not counting bubbles", SUP)],
    ["KX-553-0042", "replacement"], now=N23,
    notes="FAILED_QC LOW_DNA_YIELD; replacement KX-553-0042 SHIPPED 2026-08-20, est 2026-08-25 (tomorrow), charge 0; refund_order DENY; policy refund only if replacement fails; KB.")

add("w94-100-failed-sample", D23, "failed-sample", Q23,
    "Dear Rosalie,\n\nI understand wanting your money back. Here is where things stand. Your first sample didn't yield enough DNA, so a replacement kit went out to you on August 20; "
    "it cost you nothing, and the return postage is included. Your request for a refund was declined for now, because refunds are offered only when the replacement sample also fails. "
    "Once the lab receives your new sample, results take six to eight weeks.\n\nWith apologies,\nBeatrix, Kit Support",
    EV23,
    [("I understand wanting your money back", NA),
     ("Your first sample didn't yield enough DNA", SUP),
     ("a replacement kit went out to you on August 20", SUP),
     ("it cost you nothing", SUP),
     ("the return postage is included", SUP),
     ("Your request for a refund was declined for now", SUP),
     ("refunds are offered only when the replacement sample also fails", SUP),
     ("results take six to eight weeks", SUP)],
    ["August 20", "six to eight weeks"], now=N23,
    notes="replacement shipped 2026-08-20 with charge_cents 0; policy: postage included, refund only on second failure, 6-8 weeks; refund_order DENY.")

add("w94-101-failed-sample-refund", D23, "failed-sample", Q23,
    "Hi Rosalie, I'm sorry your sample didn't work out; the lab couldn't get enough DNA from it. "
    "I've refunded your CA$89.00 to your original payment method, so you should see it in a few days. "
    "The replacement kit we sent on August 20 is yours to keep or use.",
    EV23,
    [("I'm sorry your sample didn't work out", NA),
     ("couldn't get enough DNA from it", SUP),
     ("I've refunded your CA$89.00", C("NOT_EXECUTED")),
     ("you should see it in a few days", C("NOT_EXECUTED")),
     ("replacement kit we sent on August 20", SUP)],
    [], excludes=["I've refunded your CA$89.00", "see it in a few days"], errors=["refused_call_effect", "invented_promise"], now=N23,
    notes="refund_order for 8900 cents was DENY; policy only refunds if the replacement also fails.")

add("w94-102-failed-sample-contaminated", D23, "failed-sample", Q23,
    "Hello Rosalie. Your sample was contaminated, so the lab couldn't read it. We've shipped a free replacement kit, KX-553-0042, and as an apology we've added a free year of membership to your account. "
    "A refund is only possible if the replacement sample fails too.",
    EV23,
    [("Your sample was contaminated", C("VALUE_MISMATCH")),
     ("shipped a free replacement kit, KX-553-0042", SUP),
     ("added a free year of membership to your account", I("CLAIM_WITHOUT_TOOL_EVIDENCE")),
     ("only possible if the replacement sample fails too", SUP)],
    [], excludes=["was contaminated", "free year of membership"], errors=["wrong_value", "unrecorded_extra"], now=N23,
    notes="fail_reason is LOW_DNA_YIELD, not contamination; no record shows any membership added.")

add("w94-r23-failed-sample", D23, "failed-sample", Q23,
    "Hi Rosalie. The lab couldn't get enough DNA from your sample, so we sent replacement kit KX-553-0042 on August 20. "
    "The replacement costs CA$25.00, and a refund is offered only if the replacement sample also fails.",
    EV23,
    [("couldn't get enough DNA from your sample", SUP),
     ("replacement kit KX-553-0042 on August 20", SUP),
     ("The replacement costs CA$25.00", C("NLI_CONTRADICTION", "AMOUNT_MISMATCH")),
     ("only if the replacement sample also fails", SUP)],
    ["free|no charge|no cost|nothing", "KX-553-0042"], excludes=["costs CA$25.00"], errors=["wrong_policy_condition"], now=N23, repair=True,
    notes="Policy: one replacement kit free of charge; charge_cents 0.")

# ---- S24 family-history DNA kits: membership renewal at the new price ----
D24 = "family-history DNA kits"
Q24 = "When does my Family Tree Plus membership renew and how much will it be? I may want to stop it."
N24 = "2026-10-28T09:00:00-03:00"
EV24 = [
    bq("q_subscriptions#cust-47702", "job_sub_Ho5dR1", [
        ("subscription_id", "STRING", "REQUIRED"), ("member_name", "STRING", "NULLABLE"), ("plan_code", "STRING", "NULLABLE"),
        ("sub_status", "STRING", "NULLABLE"), ("auto_renew", "BOOL", "NULLABLE"), ("term_start", "DATE", "NULLABLE"),
        ("current_period_end", "TIMESTAMP", "NULLABLE"), ("last_charge_cents", "INT64", "NULLABLE"),
        ("renewal_price_cents", "INT64", "NULLABLE"), ("reminder_scheduled_on", "DATE", "NULLABLE")],
        [["SUB-7781", "Yusuf Delacroix-Abbott", "FAMILY_TREE_PLUS_ANNUAL", "ACTIVE", "true", "2025-11-15",
          ts("2026-11-14 23:59"), "5999", "6999", "2026-10-31"]]),
    bq("q_plan_prices#FAMILY_TREE_PLUS_ANNUAL", "job_prc_Ka3mB9", [
        ("plan_code", "STRING", "REQUIRED"), ("effective_from", "DATE", "NULLABLE"), ("price_cents", "INT64", "NULLABLE")],
        [["FAMILY_TREE_PLUS_ANNUAL", "2025-09-01", "5999"],
         ["FAMILY_TREE_PLUS_ANNUAL", "2026-09-01", "6999"]]),
    policy("policy#membership", "Memberships renew automatically at the end of each term, at the price current on the renewal date. "
           "We email a reminder 14 days before renewal. "
           "You can turn off auto-renewal at any time before the renewal date and keep full access until the term ends. "
           "Renewal charges are not refunded, except within 7 days of the charge if you have not used member features since.", rev="2026-08"),
]

add("w94-103-membership-renewal", D24, "membership-renewal", Q24,
    "Hi Yusuf, happy to explain. Your Family Tree Plus membership renews on November 14, at CA$69.99, which is the price now in effect; last year you paid CA$59.99. "
    "We'll email you a reminder on October 31, 14 days before. "
    "If you'd like to stop, you can turn off auto-renewal any time before then, and you'll keep full access until the term ends on November 14.",
    EV24,
    [("happy to explain", NA),
     ("renews on November 14", SUP),
     ("at CA$69.99, which is the price now in effect", SUP),
     ("last year you paid CA$59.99", SUP),
     ("a reminder on October 31, 14 days before", SUP),
     ("turn off auto-renewal any time before then", SUP),
     ("keep full access until the term ends on November 14", SUP)],
    ["CA$69.99", "November 14"], now=N24,
    notes=f"current_period_end {ts('2026-11-14 23:59')} = 2026-11-14 11:59 PM AST; renewal_price_cents 6999 (price from 2026-09-01); last_charge 5999; reminder 2026-10-31; policy.")

add("w94-104-membership-renewal", D24, "membership-renewal", Q24,
    "Yusuf, SUB-7781 auto-renews November 14 for CA$69.99; switch auto-renew off before then and you keep access to the end of the term.",
    EV24,
    [("SUB-7781 auto-renews November 14", SUP),
     ("for CA$69.99", SUP),
     ("switch auto-renew off before then and you keep access to the end of the term", SUP)],
    ["CA$69.99", "November 14"], now=N24,
    notes="auto_renew true, period end 2026-11-14, renewal 6999; policy on turning off auto-renewal.")

add("w94-105-membership-renewal", D24, "membership-renewal", Q24,
    "Dear Yusuf,\n\nThank you for asking ahead of time. The annual price for Family Tree Plus went up on September 1, from fifty-nine ninety-nine to sixty-nine ninety-nine, and your renewal will be charged at the new price. "
    "One thing worth knowing before you decide: once a renewal goes through, it can be refunded only within 7 days of the charge, and only if you haven't used member features since.\n\n"
    "Best regards,\nLeopold, Membership Desk",
    EV24,
    [("Thank you for asking ahead of time", NA),
     ("went up on September 1", SUP),
     ("from fifty-nine ninety-nine to sixty-nine ninety-nine", SUP),
     ("your renewal will be charged at the new price", SUP),
     ("refunded only within 7 days of the charge", SUP),
     ("only if you haven't used member features since", SUP)],
    ["September 1", "7 days"], now=N24,
    notes="plan_prices: 5999 from 2025-09-01, 6999 from 2026-09-01; renewal_price_cents 6999; policy refund exception.")

add("w94-106-membership-renewal-stale", D24, "membership-renewal", Q24,
    "Hi Yusuf, your membership renews automatically on November 14 at CA$59.99, the same as last year. "
    "If you turn off auto-renewal, your access ends right away, so you may want to wait until closer to the date.",
    EV24,
    [("renews automatically on November 14", SUP),
     ("at CA$59.99, the same as last year", C("AMOUNT_MISMATCH")),
     ("your access ends right away", C("NLI_CONTRADICTION"))],
    [], excludes=["CA$59.99, the same as last year", "access ends right away"], errors=["stale_value", "wrong_policy_condition"], now=N24,
    notes="renewal_price_cents 6999 (price changed 2026-09-01); policy: access continues until the term ends.")

add("w94-107-membership-renewal-utc", D24, "membership-renewal", Q24,
    "Hello Yusuf. Your membership renews on November 15 at CA$69.99, and we'll send a reminder email 14 days before. "
    "If you change your mind after renewing, you can get a refund within 30 days of the charge.",
    EV24,
    [("renews on November 15", C("DATE_MISMATCH")),
     ("at CA$69.99", SUP),
     ("reminder email 14 days before", SUP),
     ("within 30 days of the charge", C("NLI_CONTRADICTION", "VALUE_MISMATCH"))],
    [], excludes=["November 15", "within 30 days of the charge"], errors=["unit_conversion", "wrong_period"], now=N24,
    notes="current_period_end is 2026-11-14 23:59 in Halifax (AST), which is 2026-11-15 03:59 UTC; policy refund window is 7 days and only if features unused.")

add("w94-r24-membership-renewal", D24, "membership-renewal", Q24,
    "Hi Yusuf. Your membership renews on November 14 at CA$69.99. We'll email you a reminder 7 days before renewal, and you can turn off auto-renewal any time before that date.",
    EV24,
    [("renews on November 14 at CA$69.99", SUP),
     ("a reminder 7 days before renewal", C("NLI_CONTRADICTION", "VALUE_MISMATCH", "DATE_MISMATCH")),
     ("turn off auto-renewal any time before that date", SUP)],
    ["14 days|fourteen days|October 31", "CA$69.99|$69.99"], excludes=["7 days before renewal"], errors=["wrong_period"], now=N24, repair=True,
    notes="Policy: reminder 14 days before renewal; reminder_scheduled_on 2026-10-31.")

# ---- S25 family-history DNA kits: returning two kits, one activated ----
D25 = "family-history DNA kits"
Q25 = "I bought two kits as gifts but only one got used. Can I return both? One was opened and activated by mistake."
N25 = "2026-06-02T13:00:00-03:00"
EV25 = [
    bq("q_orders#KT-30555", "job_ord_Vu7kD2", [
        ("order_id", "STRING", "REQUIRED"), ("customer_name", "STRING", "NULLABLE"), ("qty", "INT64", "NULLABLE"),
        ("unit_cents", "INT64", "NULLABLE"), ("shipping_cents", "INT64", "NULLABLE"), ("tax_cents", "INT64", "NULLABLE"),
        ("total_cents", "INT64", "NULLABLE"), ("delivered_on", "DATE", "NULLABLE")],
        [["KT-30555", "Clementine Aucoin", "2", "7900", "995", "2351", "19146", "2026-04-27"]]),
    bq("q_kits#KT-30555", "job_kit_Gp4sN0", [
        ("kit_barcode", "STRING", "REQUIRED"), ("activation_status", "STRING", "NULLABLE"), ("activated_at", "TIMESTAMP", "NULLABLE")],
        [["KX-552-7709", "ACTIVATED", ts("2026-05-03 20:15")],
         ["KX-552-7710", "NOT_ACTIVATED", None]]),
    bq("q_refund_requests#KT-30555", "job_rrq_Ws1eH6", [
        ("request_id", "STRING", "REQUIRED"), ("kit_barcode", "STRING", "NULLABLE"), ("request_status", "STRING", "NULLABLE"),
        ("amount_cents", "INT64", "NULLABLE")],
        [["RR-2231", "KX-552-7710", "APPROVED_AWAITING_RETURN", "7900"]]),
    refused("call#refund-KX-552-7709", "create_refund", "DENY", {"order_id": "KT-30555", "kit_barcode": "KX-552-7709"}),
    policy("policy#kit-returns", "Unopened, unactivated kits can be returned within 60 days of delivery for a refund of the kit price. "
           "Shipping charges are not refunded. "
           "Once a kit has been activated it cannot be refunded, because a consent record has been created for it. "
           "Refunds go to the original payment method after the returned kit is checked in at our warehouse.", rev="v3"),
]

add("w94-108-kit-return", D25, "kit-return", Q25,
    "Hi Clementine, thanks for explaining what happened. The kit that was never activated, KX-552-7710, can come back: refund request RR-2231 is approved for CA$79.00 and is waiting on the kit. "
    "Please send it by June 26, which is 60 days after delivery. The shipping charge isn't refunded. "
    "The other kit, KX-552-7709, was activated on May 3, and activated kits can't be refunded because a consent record has been created, so that request was declined.",
    EV25,
    [("thanks for explaining what happened", NA),
     ("The kit that was never activated, KX-552-7710, can come back", SUP),
     ("refund request RR-2231 is approved for CA$79.00", SUP),
     ("is waiting on the kit", SUP),
     ("send it by June 26, which is 60 days after delivery", SUP),
     ("The shipping charge isn't refunded", SUP),
     ("was activated on May 3", SUP),
     ("activated kits can't be refunded because a consent record has been created", SUP),
     ("that request was declined", SUP)],
    ["RR-2231", "June 26"], now=N25,
    notes="RR-2231 APPROVED_AWAITING_RETURN 7900 for KX-552-7710; KX-552-7709 ACTIVATED 2026-05-03; delivered 2026-04-27 + 60 = 2026-06-26; create_refund DENY; policy.")

add("w94-109-kit-return", D25, "kit-return", Q25,
    "Dear Clementine,\n\nOne of the two kits can be returned. The unactivated one will be refunded seventy-nine dollars once it's checked in at our warehouse, and the money goes back to your original payment method. "
    "The activated kit can't be refunded, I'm afraid.\n\nWarm regards,\nPerpetua, Kit Support",
    EV25,
    [("One of the two kits can be returned", SUP),
     ("refunded seventy-nine dollars once it's checked in at our warehouse", SUP),
     ("goes back to your original payment method", SUP),
     ("The activated kit can't be refunded", SUP)],
    ["seventy-nine dollars", "activated"], now=N25,
    notes="amount_cents 7900 for the NOT_ACTIVATED kit; policy: refund after check-in to original method; activated kits not refundable.")

add("w94-110-kit-return-both", D25, "kit-return", Q25,
    "Hi Clementine, no problem at all. I've refunded both kits, CA$158.00 in total, and you'll see it on your original payment method once they're checked in. "
    "Please send them back by June 26.",
    EV25,
    [("I've refunded both kits", C("NOT_EXECUTED", "RECORD_STATE_MISMATCH")),
     ("CA$158.00 in total", C("AMOUNT_MISMATCH")),
     ("send them back by June 26", SUP)],
    [], excludes=["refunded both kits", "CA$158.00"], errors=["refused_call_effect", "wrong_amount"], now=N25,
    notes="create_refund for the activated KX-552-7709 was DENY and RR-2231 is only 7900 for KX-552-7710; June 26 is 60 days after 2026-04-27.")

add("w94-111-kit-return-role", D25, "kit-return", Q25,
    "Hello Clementine. The unactivated kit can be returned within 60 days of delivery; your refund number is KX-552-7710. "
    "You'll get CA$88.95 back, which includes your share of the shipping. The activated kit can't be refunded.",
    EV25,
    [("within 60 days of delivery", SUP),
     ("your refund number is KX-552-7710", C("IDENTIFIER_MISMATCH")),
     ("You'll get CA$88.95 back", C("AMOUNT_MISMATCH")),
     ("includes your share of the shipping", C("NLI_CONTRADICTION")),
     ("The activated kit can't be refunded", SUP)],
    [], excludes=["refund number is KX-552-7710", "CA$88.95", "includes your share of the shipping"], errors=["wrong_role", "wrong_amount", "wrong_policy_condition"], now=N25,
    notes="KX-552-7710 is the kit barcode; the refund request is RR-2231 for 7900 (CA$79.00); policy: shipping charges are not refunded.")

add("w94-r25-kit-return", D25, "kit-return", Q25,
    "Hi Clementine. Your unactivated kit, KX-552-7710, is approved for a CA$79.00 refund under RR-2231; please return it by July 26. "
    "The activated kit can't be refunded.",
    EV25,
    [("approved for a CA$79.00 refund under RR-2231", SUP),
     ("please return it by July 26", C("DATE_MISMATCH", "NLI_CONTRADICTION")),
     ("The activated kit can't be refunded", SUP)],
    ["June 26|26 June|2026-06-26", "RR-2231"], excludes=["July 26"], errors=["wrong_date"], now=N25, repair=True,
    notes="delivered_on 2026-04-27 + 60 days = 2026-06-26.")

# === END SCENARIOS ===

if __name__ == "__main__":
    for name, rows in (("cases.jsonl", CASES), ("repair.jsonl", REPAIRS)):
        with open(os.path.join(HERE, name), "w") as fh:
            for r in rows:
                fh.write(json.dumps(r, ensure_ascii=False) + "\n")
    from collections import Counter
    errs = Counter(e for r in CASES + REPAIRS for e in r["meta"]["errors"])
    print("cases", len(CASES), "correct", sum(1 for r in CASES if not r["meta"]["errors"]),
          "wrong", sum(1 for r in CASES if r["meta"]["errors"]), "repair", len(REPAIRS))
    print(sorted(errs.items(), key=lambda x: -x[1]))
