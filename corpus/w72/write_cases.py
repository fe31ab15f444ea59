"""Writer w72: labelled cases for six money services (en-IL, Plaid-like bank data).

Every bundle, draft and probe below is written by hand; this file only serialises them and
runs a few self-checks (exact-once probe spans, excludes present in wrong drafts, corrections
absent from repair drafts). Run: python3 corpus/w72/write_cases.py
"""
import json
import os
from datetime import datetime
from zoneinfo import ZoneInfo

HERE = os.path.dirname(os.path.abspath(__file__))
TZ = ZoneInfo("Asia/Jerusalem")
API = ("bank-data aggregation (Plaid-like: accounts/balances, transactions with pending copies, "
       "recurring_streams) beside the service's own records (fee schedules, goals, advances)")

CASES, REPAIRS = [], []
NOW_BY_EV = {}  # bundle -> the moment its replies are written
_count = {"c": 0, "r": 0}

REASONS = {
    "AM": "AMOUNT_MISMATCH", "DM": "DATE_MISMATCH", "RSM": "RECORD_STATE_MISMATCH",
    "IDM": "IDENTIFIER_MISMATCH", "VM": "VALUE_MISMATCH", "NE": "NOT_EXECUTED",
    "NC": "NLI_CONTRADICTION", "NNE": "NLI_NOT_ENTAILED", "NPE": "NO_POLICY_EVIDENCE",
    "CW": "CLAIM_WITHOUT_TOOL_EVIDENCE",
}


def ep(local):
    """Epoch seconds for a wall-clock time in Asia/Jerusalem ("YYYY-MM-DD HH:MM")."""
    return int(datetime.strptime(local, "%Y-%m-%d %H:%M").replace(tzinfo=TZ).timestamp())


def P(span, kind="S", reasons=""):
    """kind: S supported, NA not_applicable, SNA either of those (reassurance that is also
    borne out by the record), C contradicted, I insufficient, CI either of the last two."""
    verdicts = {"S": ["supported"], "NA": ["not_applicable"], "C": ["contradicted"],
                "SNA": ["supported", "not_applicable"],
                "I": ["insufficient_evidence"],
                "CI": ["contradicted", "insufficient_evidence"]}[kind]
    probe = {"contains": span, "verdict_in": verdicts}
    if kind in ("C", "I", "CI"):
        probe["reason_in"] = [REASONS[r] for r in reasons.split()]
        assert probe["reason_in"], span
    return probe


def add(scen, domain, question, draft, evidence, probes, errors=(), notes="", now=None,
        excl=(), incl=(), repair=False):
    errors = list(errors)
    if now is None:
        now = NOW_BY_EV.get(id(evidence))
    if repair:
        _count["r"] += 1
        cid = f"w72-r{_count['r']:02d}-{scen}"
    else:
        _count["c"] += 1
        cid = f"w72-{_count['c']:03d}-{scen}" + (f"-{errors[0].replace('_', '-')}" if errors else "")
    # self-checks
    ids = [e["id"] for e in evidence]
    assert len(ids) == len(set(ids)), cid
    for p in probes:
        n = draft.count(p["contains"])
        assert n == 1, (cid, p["contains"], n)
    bad = [p for p in probes if p["verdict_in"] not in (["supported"], ["not_applicable"],
                                                         ["supported", "not_applicable"])]
    if errors:
        assert 1 <= len(errors) <= 3 and bad, cid
        assert len(bad) >= len(errors) - 0 or True
        assert excl, cid
        for x in excl:
            assert x in draft, (cid, x)
            for p in probes:
                if p["verdict_in"] == ["supported"]:
                    assert x not in p["contains"], (cid, x)
    else:
        assert not bad and not excl and not repair, cid
    if repair:
        assert 1 <= len(errors) <= 2, cid
        first = incl[0].split("|")
        for alt in first:
            assert alt not in draft, (cid, "correction already in draft", alt)
        for entry in incl[1:]:
            assert any(a in draft for a in entry.split("|")), (cid, entry)
    if not repair:
        # for a sent reply each include is one literal specific of the draft
        picked = []
        for entry in incl:
            alts = [a for a in entry.split("|") if a in draft]
            assert alts, (cid, entry)
            picked.append(alts[0])
        incl = picked
    case = {"schema": "halcheck.case/1", "id": cid, "question": question, "draft": draft,
            "evidence": evidence}
    if now:
        case["now"] = now
    expect = {"probes": probes,
              "outcome_in": ["repaired"] if repair else (None if errors else ["sent"]),
              "final_excludes": list(excl), "final_includes": list(incl)}
    meta = {"writer": "w72", "domain": domain, "scenario": scen, "api_family": API,
            "errors": errors, "notes": notes}
    (REPAIRS if repair else CASES).append({"case": case, "expect": expect, "meta": meta})
    return cid


def _write_all():
    with open(os.path.join(HERE, "cases.jsonl"), "w", encoding="utf-8") as f:
        for c in CASES:
            f.write(json.dumps(c, ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "repair.jsonl"), "w", encoding="utf-8") as f:
        for c in REPAIRS:
            f.write(json.dumps(c, ensure_ascii=False) + "\n")
    correct = sum(1 for c in CASES if not c["meta"]["errors"])
    errs = {}
    for c in CASES + REPAIRS:
        for e in c["meta"]["errors"]:
            errs[e] = errs.get(e, 0) + 1
    print(f"cases={len(CASES)} correct={correct} wrong={len(CASES) - correct} repair={len(REPAIRS)}")
    print("errors:", json.dumps(dict(sorted(errs.items())), indent=None))



# =====================================================================================
# Business 1: Tazrim (budgeting app)
# =====================================================================================
D_BUDGET = "budgeting app"

# ---- S01 dup-charge: a pending hold and its posted copy look like two charges -------
Q01 = "Why was I charged twice at Super Hadar this week? I can see 312.40 two times in the app."
EV01 = [
    {"id": "plaid.transactions_sync#item_noa", "kind": "record", "source": "tool:plaid_transactions_sync",
     "fields": {
         "item_id": "item_Zk41nA", "next_cursor": "CAESJ3g0Mm9rYkR",
         "accounts": [
             {"account_id": "acc_8Jd2kQ", "name": "Everyday Checking", "mask": "4471",
              "type": "depository", "subtype": "checking",
              "balances": {"available": 5120.37, "current": 5432.77, "limit": None,
                           "iso_currency_code": "ILS"}},
             {"account_id": "acc_3Lm9pX", "name": "Rewards Card", "mask": "0952",
              "type": "credit", "subtype": "credit card",
              "balances": {"available": 8210.0, "current": 1790.0, "limit": 10000.0,
                           "iso_currency_code": "ILS"}}],
         "added": [
             {"transaction_id": "tx_Vb20kd", "account_id": "acc_8Jd2kQ", "amount": 312.4,
              "iso_currency_code": "ILS", "date": "2026-05-08", "authorized_date": "2026-05-07",
              "name": "SUPER HADAR 114 RAMAT GAN", "merchant_name": "Super Hadar",
              "pending": False, "pending_transaction_id": "tx_Pq71aa", "payment_channel": "in store",
              "personal_finance_category": {"primary": "FOOD_AND_DRINK",
                                            "detailed": "FOOD_AND_DRINK_GROCERIES"}},
             {"transaction_id": "tx_Rr55mn", "account_id": "acc_8Jd2kQ", "amount": -45.0,
              "iso_currency_code": "ILS", "date": "2026-05-09", "authorized_date": "2026-05-09",
              "name": "SUPER HADAR 114 RFND", "merchant_name": "Super Hadar",
              "pending": False, "pending_transaction_id": None, "payment_channel": "in store",
              "personal_finance_category": {"primary": "FOOD_AND_DRINK",
                                            "detailed": "FOOD_AND_DRINK_GROCERIES"}},
             {"transaction_id": "tx_Hm02ce", "account_id": "acc_8Jd2kQ", "amount": 287.15,
              "iso_currency_code": "ILS", "date": "2026-05-01", "authorized_date": "2026-04-30",
              "name": "SUPER HADAR 114 RAMAT GAN", "merchant_name": "Super Hadar",
              "pending": False, "pending_transaction_id": "tx_Gx90wq", "payment_channel": "in store",
              "personal_finance_category": {"primary": "FOOD_AND_DRINK",
                                            "detailed": "FOOD_AND_DRINK_GROCERIES"}}],
         "modified": [],
         "removed": [{"transaction_id": "tx_Pq71aa", "account_id": "acc_8Jd2kQ"}],
         "has_more": False}},
    {"id": "tazrim.feed_snapshot#usr_51c0", "kind": "record", "source": "tool:tazrim_feed",
     "fields": {"user_id": "usr_51c0", "timezone": "Asia/Jerusalem",
                "last_synced_at": ep("2026-05-08 06:12"),
                "items": [
                    {"transaction_id": "tx_Pq71aa", "display_amount": "312.40", "state": "PENDING",
                     "date": "2026-05-07", "label": "Super Hadar"},
                    {"transaction_id": "tx_Vb20kd", "display_amount": "312.40", "state": "POSTED",
                     "date": "2026-05-08", "label": "Super Hadar"}]}},
    {"id": "tazrim.help#pending-items", "kind": "policy", "revision": "2026-02",
     "text": ("Pending transactions are temporary holds that a merchant places when you pay. "
              "When the charge posts, your bank replaces the pending item with a final one, which can "
              "carry a later date and sometimes a slightly different amount. "
              "Tazrim refreshes your feed up to four times a day, so for a short while you may see both. "
              "If a pending item is still showing after 5 days, contact us and we will resync the "
              "bank connection.")},
]
NOW01 = "2026-05-09T10:20:00+03:00"
NOW_BY_EV[id(EV01)] = NOW01

add("dup-charge", D_BUDGET, Q01,
    "Good news, Noa: you were only charged once for the ₪312.40 at Super Hadar. The first line you saw "
    "was a pending hold from 7/5, and when the charge posted on 8/5 your bank replaced it with the final "
    "one.\n\nOur feed can show both for a short while until it refreshes, which is why it looked doubled.",
    EV01,
    [P("you were only charged once"), P("a pending hold from 7/5"), P("the charge posted on 8/5"),
     P("your bank replaced it with the final"), P("can show both for a short while")],
    notes="tx_Vb20kd posted 2026-05-08 with pending_transaction_id tx_Pq71aa (authorized 2026-05-07), "
          "and tx_Pq71aa is in removed[]; the help text says both can show for a short while.",
    now=NOW01, incl=["₪312.40|312.40"])

add("dup-charge", D_BUDGET, Q01,
    "Here's what happened with Super Hadar:\n\n- 7 May: you paid ₪312.40 and it showed as pending.\n"
    "- 8 May: the same charge posted, and it replaced the pending one.\n"
    "- 9 May: a refund of ₪45.00 came back in from Super Hadar.\n\n"
    "So it's one charge, not two, and you've had ₪45 back since. If the pending line is still there "
    "after 5 days, tell us and we'll resync your bank connection.",
    EV01,
    [P("7 May: you paid ₪312.40 and it showed as pending"), P("8 May: the same charge posted, and it replaced"),
     P("9 May: a refund of ₪45.00 came back in"), P("it's one charge, not two"), P("you've had ₪45 back"),
     P("after 5 days, tell us and we'll resync")],
    notes="Posted tx_Vb20kd (8/5) carries pending_transaction_id tx_Pq71aa; tx_Rr55mn amount -45.0 on "
          "2026-05-09 is money coming in; the 5-day resync is in the help policy.",
    now=NOW01, incl=["₪312.40|312.40", "₪45"])

add("dup-charge", D_BUDGET, Q01,
    "Hi Noa, only one of those is a real charge. The ₪312.40 posted on 8/5 and replaced the pending "
    "hold.\n\nOn 9/5 Super Hadar also took a further ₪45.00 from your account, which you may want to "
    "check with them. Pending holds always drop off within 24 hours.",
    EV01,
    [P("only one of those is a real charge"), P("The ₪312.40 posted on 8/5"),
     P("took a further ₪45.00", "C", "VM AM RSM"),
     P("always drop off within 24 hours", "CI", "NNE NPE NC")],
    errors=["wrong_value", "invented_fact"],
    notes="tx_Rr55mn has amount -45.0, which is money coming in (a refund), not a further charge; the "
          "help text gives no 24-hour figure and tells customers to wait up to 5 days.",
    now=NOW01, excl=["took a further ₪45.00", "always drop off within 24 hours"])

add("dup-charge", D_BUDGET, Q01,
    "Noa, you've been charged once, not twice. The ₪312.40 posted to your Everyday Checking on 1/5 and "
    "the pending copy was dropped.\n\nAfter that charge, you have ₪5,432.77 available in that account.",
    EV01,
    [P("charged once, not twice"), P("posted to your Everyday Checking on 1/5", "C", "DM"),
     P("the pending copy was dropped"), P("you have ₪5,432.77 available", "C", "AM VM")],
    errors=["other_record_value", "wrong_role"],
    notes="1/5 is the posted date of the earlier Super Hadar visit (tx_Hm02ce); tx_Vb20kd posted 8/5. "
          "5432.77 is balances.current; balances.available is 5120.37.",
    now=NOW01, excl=["Everyday Checking on 1/5", "₪5,432.77 available"])

add("dup-charge", D_BUDGET, Q01,
    "Hi Noa, it was a single charge. The pending ₪312.40 from 7/5 posted on 9/5 and replaced the hold, "
    "so nothing extra left your account.",
    EV01,
    [P("it was a single charge"), P("pending ₪312.40 from 7/5"), P("posted on 9/5", "C", "DM"),
     P("nothing extra left your account")],
    errors=["wrong_date"],
    notes="tx_Vb20kd.date is 2026-05-08, so it posted on 8/5, not 9/5 (9/5 is the refund's date).",
    now=NOW01, excl=["posted on 9/5"], incl=["8/5|8 May|08/05|8.5|May 8", "₪312.40|312.40"],
    repair=True)

# ---- S02 trial-renewal: Plus trial end, first charge, July price rise -----------------
Q02 = "When does my Tazrim Plus trial end and what will I be charged?"
EV02 = [
    {"id": "tazrim.subscription#sub_7QwE31", "kind": "record", "source": "tool:tazrim_billing",
     "fields": {"subscription_id": "sub_7QwE31", "customer": {"name": "Omer Levinson", "id": "cus_Lv882"},
                "plan_code": "PLUS_MONTHLY", "status": "TRIALING", "timezone": "Asia/Jerusalem",
                "trial_started_at": ep("2026-05-15 18:30"), "trial_ends_at": ep("2026-06-14 18:30"),
                "price": {"amount_minor": 2490, "currency": "ILS", "interval": "P1M"},
                "next_invoice": {"amount_due_minor": 2490, "currency": "ILS",
                                 "scheduled_at": ep("2026-06-14 18:30")},
                "default_payment_method": {"brand": "VISA", "last4": "3308", "exp": "09/28"},
                "previous_subscriptions": [
                    {"subscription_id": "sub_1AbR02", "plan_code": "PLUS_ANNUAL",
                     "price_minor": 19900, "status": "CANCELED", "canceled_at": ep("2024-11-02 10:05")}]}},
    {"id": "tazrim.price_notices#PLUS_MONTHLY", "kind": "record", "source": "tool:tazrim_billing",
     "fields": {"plan_code": "PLUS_MONTHLY",
                "notices": [{"notice_id": "pn_2026_03", "old_amount_minor": 2490, "new_amount_minor": 2990,
                             "currency": "ILS", "effective_from": "2026-07-01",
                             "emailed_at": ep("2026-05-20 09:00")}]}},
    {"id": "tazrim.terms#plus-billing", "kind": "policy", "revision": "v12",
     "text": ("Tazrim Plus is free for the first 30 days. "
              "You won't be charged if you cancel before the trial ends, and you can cancel from "
              "Settings > Plan at any time. "
              "After the trial, Plus renews every month on the same date until you cancel. "
              "Price changes are announced by email at least 30 days ahead and apply from the first "
              "renewal on or after their effective date. "
              "Tazrim does not refund part-months.")},
]
NOW02 = "2026-06-10T13:05:00+03:00"
NOW_BY_EV[id(EV02)] = NOW02

add("trial-renewal", D_BUDGET, Q02,
    "Hi Omer, your Plus trial runs until Sunday 14/6 at 18:30. If you keep it, your Visa ending 3308 "
    "will be charged ₪24.90 then, and Plus renews monthly after that.\n\n"
    "One heads-up: from 1/7 the monthly price goes up to ₪29.90, so your July renewal will be at the "
    "new price. You can cancel any time before the trial ends from Settings > Plan and you won't pay "
    "anything.",
    EV02,
    [P("until Sunday 14/6 at 18:30"), P("Visa ending 3308"), P("charged ₪24.90 then"),
     P("Plus renews monthly after that"), P("from 1/7 the monthly price goes up to ₪29.90"),
     P("July renewal will be at the new price"), P("cancel any time before the trial ends"),
     P("you won't pay anything")],
    notes="trial_ends_at is 2026-06-14 18:30 Asia/Jerusalem; next_invoice 2490 agorot; notice pn_2026_03 "
          "raises the price to 2990 from 2026-07-01, and the 14/7 renewal is the first on or after it.",
    now=NOW02, incl=["₪24.90|24.90", "14/6"])

add("trial-renewal", D_BUDGET, Q02,
    "Trial ends this Sunday, 14 June, 18:30; first charge ₪24.90 to the Visa ending 3308 unless you "
    "cancel before then.",
    EV02,
    [P("this Sunday, 14 June, 18:30"), P("first charge ₪24.90"), P("unless you cancel before then")],
    notes="now is Wednesday 10/6, so this Sunday is 14/6 = trial_ends_at; next_invoice.amount_due_minor 2490.",
    now=NOW02, incl=["₪24.90|24.90", "14 June"])

add("trial-renewal", D_BUDGET, Q02,
    "The trial period is set to end on 14.06.2026 at 18:30, after which a first payment of ₪24.90 will "
    "be taken. The increase to ₪29.90 that was emailed to you on 20 May applies from 1 July onwards.",
    EV02,
    [P("set to end on 14.06.2026 at 18:30"), P("a first payment of ₪24.90 will be taken"),
     P("emailed to you on 20 May"), P("applies from 1 July onwards")],
    notes="trial_ends_at and next_invoice settle the first two; notice pn_2026_03 emailed_at 2026-05-20 "
          "09:00 local, effective_from 2026-07-01, new_amount_minor 2990.",
    incl=["₪24.90|24.90", "14.06.2026"])

add("trial-renewal", D_BUDGET, Q02,
    "Hi Omer! Your trial ends on 14/6 at 18:30. On that day you'll be charged ₪29.90 for your first "
    "month of Plus.\n\nIf you change your mind after that, just cancel and we'll refund the unused part "
    "of the month.",
    EV02,
    [P("ends on 14/6 at 18:30"), P("charged ₪29.90 for your first", "C", "AM VM"),
     P("refund the unused part of the month", "C", "NC")],
    errors=["wrong_amount", "wrong_policy_condition"],
    notes="next_invoice.amount_due_minor is 2490 (₪24.90); the ₪29.90 price starts 1/7. The terms say "
          "Tazrim does not refund part-months.",
    now=NOW02, excl=["charged ₪29.90 for your first", "refund the unused part of the month"])

add("trial-renewal", D_BUDGET, Q02,
    "Hi Omer, straight answer: the trial ends on Sunday 14/6 at 15:30, and the first charge is ₪24.90.\n\n"
    "We'll also send you a reminder email 3 days before, so nothing catches you off guard.",
    EV02,
    [P("Sunday 14/6 at 15:30", "C", "DM VM"), P("the first charge is ₪24.90"),
     P("reminder email 3 days before", "I", "NPE NNE CW")],
    errors=["unit_conversion", "invented_promise"],
    notes="trial_ends_at is 18:30 Asia/Jerusalem (15:30 is the UTC reading); no record or term mentions a "
          "reminder email before the trial ends.",
    now=NOW02, excl=["14/6 at 15:30", "reminder email 3 days before"])

add("trial-renewal", D_BUDGET, Q02,
    "Your trial ends on Sunday 14/6 at 18:30, and the first charge will be ₪2,490 on your Visa ending "
    "3308.",
    EV02,
    [P("Sunday 14/6 at 18:30"), P("the first charge will be ₪2,490", "C", "AM VM"), P("Visa ending 3308")],
    errors=["unit_conversion"],
    notes="amount_due_minor 2490 is in agorot: ₪24.90, not ₪2,490.",
    now=NOW02, excl=["₪2,490"], incl=["₪24.90|24.90", "14/6", "3308"], repair=True)

# ---- S03 grocery-budget: what's left this month ---------------------------------------
Q03 = "How much is left in my groceries budget this month?"
EV03 = [
    {"id": "tazrim.budget#usr_m8h2-2026-06", "kind": "record", "source": "tool:tazrim_budgets",
     "fields": {"user_id": "usr_m8h2", "period": {"start": "2026-06-01", "end": "2026-06-30"},
                "currency": "ILS", "counts_pending": False,
                "categories": [
                    {"category": "FOOD_AND_DRINK_GROCERIES", "label": "Groceries", "limit": "2500.00",
                     "spent": "911.05", "rollover_enabled": False, "rollover_in": "0.00"},
                    {"category": "FOOD_AND_DRINK_RESTAURANT", "label": "Eating out", "limit": "600.00",
                     "spent": "86.00", "rollover_enabled": True, "rollover_in": "42.50"}]}},
    {"id": "plaid.transactions_get#acc_mh_301", "kind": "record", "source": "tool:plaid_transactions_get",
     "fields": {"total_transactions": 7, "transactions": [
         {"transaction_id": "tx_m01", "account_id": "acc_mh_301", "amount": 412.3, "date": "2026-06-02",
          "authorized_date": "2026-06-02", "name": "TOV MARKET HAIFA 22", "merchant_name": "Tov Market",
          "pending": False, "iso_currency_code": "ILS",
          "personal_finance_category": {"primary": "FOOD_AND_DRINK", "detailed": "FOOD_AND_DRINK_GROCERIES"}},
         {"transaction_id": "tx_m02", "account_id": "acc_mh_301", "amount": 398.75, "date": "2026-06-09",
          "authorized_date": "2026-06-08", "name": "TOV MARKET HAIFA 22", "merchant_name": "Tov Market",
          "pending": False, "iso_currency_code": "ILS",
          "personal_finance_category": {"primary": "FOOD_AND_DRINK", "detailed": "FOOD_AND_DRINK_GROCERIES"}},
         {"transaction_id": "tx_m03", "account_id": "acc_mh_301", "amount": 126.4, "date": "2026-06-11",
          "authorized_date": "2026-06-11", "name": "ORGANIC CORNER CARMEL", "merchant_name": "Organic Corner",
          "pending": False, "iso_currency_code": "ILS",
          "personal_finance_category": {"primary": "FOOD_AND_DRINK", "detailed": "FOOD_AND_DRINK_GROCERIES"}},
         {"transaction_id": "tx_m04", "account_id": "acc_mh_301", "amount": -26.4, "date": "2026-06-12",
          "authorized_date": "2026-06-12", "name": "ORGANIC CORNER RETURN", "merchant_name": "Organic Corner",
          "pending": False, "iso_currency_code": "ILS",
          "personal_finance_category": {"primary": "FOOD_AND_DRINK", "detailed": "FOOD_AND_DRINK_GROCERIES"}},
         {"transaction_id": "tx_m05", "account_id": "acc_mh_301", "amount": 86.0, "date": "2026-06-13",
          "authorized_date": "2026-06-13", "name": "CAFE LIMON", "merchant_name": "Cafe Limon",
          "pending": False, "iso_currency_code": "ILS",
          "personal_finance_category": {"primary": "FOOD_AND_DRINK", "detailed": "FOOD_AND_DRINK_RESTAURANT"}},
         {"transaction_id": "tx_m06", "account_id": "acc_mh_301", "amount": 244.1, "date": "2026-06-15",
          "authorized_date": "2026-06-15", "name": "TOV MARKET HAIFA 22", "merchant_name": "Tov Market",
          "pending": True, "iso_currency_code": "ILS",
          "personal_finance_category": {"primary": "FOOD_AND_DRINK", "detailed": "FOOD_AND_DRINK_GROCERIES"}},
         {"transaction_id": "tx_m00", "account_id": "acc_mh_301", "amount": 455.2, "date": "2026-05-30",
          "authorized_date": "2026-05-29", "name": "TOV MARKET HAIFA 22", "merchant_name": "Tov Market",
          "pending": False, "iso_currency_code": "ILS",
          "personal_finance_category": {"primary": "FOOD_AND_DRINK", "detailed": "FOOD_AND_DRINK_GROCERIES"}}]}},
    {"id": "tazrim.help#budgets", "kind": "policy", "revision": "2026-01",
     "text": ("Refunds in a category reduce what you've spent in it. "
              "Budgets count posted transactions only; pending items are added once they post. "
              "Unused budget does not roll over to the next month unless you switch on Rollover for that "
              "category. Budget periods follow the calendar month.")},
]
NOW03 = "2026-06-15T20:40:00+03:00"
NOW_BY_EV[id(EV03)] = NOW03

add("grocery-budget", D_BUDGET, Q03,
    "Hi Maya, you have ₪1,588.95 left in your Groceries budget for June. So far you've spent ₪911.05 of "
    "your ₪2,500, and that already takes off the ₪26.40 refund from Organic Corner.\n\n"
    "The ₪244.10 at Tov Market from today is still pending, so it isn't counted yet. Once it posts, "
    "you'll have ₪1,344.85 left.",
    EV03,
    [P("you have ₪1,588.95 left"), P("you've spent ₪911.05"), P("of your ₪2,500"),
     P("takes off the ₪26.40 refund"), P("still pending, so it isn't counted yet"),
     P("you'll have ₪1,344.85 left")],
    notes="Groceries limit 2500.00, spent 911.05 (2500-911.05=1588.95); tx_m04 -26.4 is a refund; tx_m06 "
          "244.10 pending dated today 15/6; 1588.95-244.10=1344.85.",
    now=NOW03, incl=["₪1,588.95|1,588.95|1588.95"])

add("grocery-budget", D_BUDGET, Q03,
    "Groceries, June so far:\n- Budget: ₪2,500\n- Spent (posted): ₪911.05\n- Left: ₪1,588.95\n\n"
    "Pending items join the count when they post, and any unused budget won't roll over to July unless "
    "you switch Rollover on for Groceries.",
    EV03,
    [P("Budget: ₪2,500"), P("Spent (posted): ₪911.05"), P("Left: ₪1,588.95"),
     P("Pending items join the count when they post"),
     P("won't roll over to July unless you switch Rollover on")],
    notes="Budget record limit/spent for FOOD_AND_DRINK_GROCERIES; the help text says pending items are "
          "added once posted and rollover needs the switch (rollover_enabled is false for Groceries).",
    incl=["₪1,588.95|1,588.95|1588.95"])

add("grocery-budget", D_BUDGET, Q03,
    "Hi Maya, you've spent ₪911.05 of your ₪2,500 Groceries budget, which leaves ₪1,688.95 for the rest "
    "of June. The pending ₪244.10 from Tov Market will count once it posts.",
    EV03,
    [P("you've spent ₪911.05"), P("of your ₪2,500 Groceries budget"),
     P("leaves ₪1,688.95", "C", "AM VM"), P("will count once it posts")],
    errors=["wrong_arithmetic"],
    notes="2500.00 - 911.05 = 1588.95, not 1688.95.",
    excl=["₪1,688.95"])

add("grocery-budget", D_BUDGET, Q03,
    "You've spent ₪911.05 of ₪2,500 on groceries this month. Unused budget rolls over into July "
    "automatically, so anything you don't spend isn't lost.\n\nYour Eating out budget still has the full "
    "₪600 left.",
    EV03,
    [P("spent ₪911.05 of ₪2,500"), P("rolls over into July automatically", "C", "NC VM RSM"),
     P("still has the full ₪600 left", "C", "AM VM")],
    errors=["wrong_policy_condition", "wrong_amount"],
    notes="Rollover only applies when switched on and Groceries has rollover_enabled false; Eating out "
          "has spent 86.00 of 600.00 (Cafe Limon), so it is not untouched.",
    excl=["rolls over into July automatically", "still has the full ₪600 left"])

add("grocery-budget", D_BUDGET, Q03,
    "Hi Maya, you've got ₪1,588.95 left in Groceries for June. That's after ₪937.45 spent, with the "
    "Organic Corner refund already taken off.",
    EV03,
    [P("₪1,588.95 left in Groceries"), P("after ₪937.45 spent", "C", "AM VM"),
     P("Organic Corner refund already taken off")],
    errors=["wrong_arithmetic"],
    notes="937.45 is the gross of the three posted grocery charges before the -26.40 refund; the budget "
          "record's spent is 911.05.",
    excl=["₪937.45"], incl=["₪911.05|911.05", "₪1,588.95|1,588.95|1588.95"], repair=True)

# ---- S04 recurring-streams: which subscriptions renew monthly -------------------------
Q04 = "Which of my payments renew every month? I want to cut down on subscriptions."
EV04 = [
    {"id": "plaid.transactions_recurring_get#item_yk", "kind": "record",
     "source": "tool:plaid_transactions_recurring_get",
     "fields": {"updated_datetime": "2026-06-10T03:02:11Z",
                "outflow_streams": [
                    {"stream_id": "rs_01", "account_id": "acc_yk_55", "merchant_name": "StreamFlix",
                     "description": "STREAMFLIX.COM", "frequency": "MONTHLY",
                     "first_date": "2025-08-28", "last_date": "2026-05-28",
                     "average_amount": {"amount": 54.9, "iso_currency_code": "ILS"},
                     "last_amount": {"amount": 54.9, "iso_currency_code": "ILS"},
                     "is_active": True, "status": "MATURE",
                     "personal_finance_category": {"primary": "ENTERTAINMENT",
                                                   "detailed": "ENTERTAINMENT_TV_AND_MOVIES"}},
                    {"stream_id": "rs_02", "account_id": "acc_yk_55", "merchant_name": "Gym Zone",
                     "description": "GYM ZONE PETAH TIKVA", "frequency": "MONTHLY",
                     "first_date": "2025-03-01", "last_date": "2026-06-01",
                     "average_amount": {"amount": 189.0, "iso_currency_code": "ILS"},
                     "last_amount": {"amount": 199.0, "iso_currency_code": "ILS"},
                     "is_active": True, "status": "MATURE",
                     "personal_finance_category": {"primary": "PERSONAL_CARE",
                                                   "detailed": "PERSONAL_CARE_GYMS_AND_FITNESS_CENTERS"}},
                    {"stream_id": "rs_03", "account_id": "acc_yk_55", "merchant_name": "CloudBox",
                     "description": "CLOUDBOX STORAGE", "frequency": "ANNUALLY",
                     "first_date": "2024-11-03", "last_date": "2025-11-03",
                     "average_amount": {"amount": 249.0, "iso_currency_code": "ILS"},
                     "last_amount": {"amount": 249.0, "iso_currency_code": "ILS"},
                     "is_active": True, "status": "MATURE",
                     "personal_finance_category": {"primary": "GENERAL_SERVICES",
                                                   "detailed": "GENERAL_SERVICES_OTHER_GENERAL_SERVICES"}},
                    {"stream_id": "rs_04", "account_id": "acc_yk_55", "merchant_name": "Tune Daily",
                     "description": "TUNEDAILY MUSIC", "frequency": "MONTHLY",
                     "first_date": "2025-04-17", "last_date": "2026-01-17",
                     "average_amount": {"amount": 19.9, "iso_currency_code": "ILS"},
                     "last_amount": {"amount": 19.9, "iso_currency_code": "ILS"},
                     "is_active": False, "status": "TOMBSTONED",
                     "personal_finance_category": {"primary": "ENTERTAINMENT",
                                                   "detailed": "ENTERTAINMENT_MUSIC_AND_AUDIO"}},
                    {"stream_id": "rs_05", "account_id": "acc_yk_55", "merchant_name": "Cellnet Mobile",
                     "description": "CELLNET MOBILE LTD", "frequency": "MONTHLY",
                     "first_date": "2026-04-05", "last_date": "2026-06-05",
                     "average_amount": {"amount": 79.0, "iso_currency_code": "ILS"},
                     "last_amount": {"amount": 79.0, "iso_currency_code": "ILS"},
                     "is_active": True, "status": "EARLY_DETECTION",
                     "personal_finance_category": {"primary": "RENT_AND_UTILITIES",
                                                   "detailed": "RENT_AND_UTILITIES_TELEPHONE"}},
                    {"stream_id": "rs_06", "account_id": "acc_yk_55", "merchant_name": "Fresh Box",
                     "description": "FRESHBOX MEALKIT", "frequency": "WEEKLY",
                     "first_date": "2026-02-01", "last_date": "2026-06-07",
                     "average_amount": {"amount": 139.0, "iso_currency_code": "ILS"},
                     "last_amount": {"amount": 139.0, "iso_currency_code": "ILS"},
                     "is_active": True, "status": "MATURE",
                     "personal_finance_category": {"primary": "FOOD_AND_DRINK",
                                                   "detailed": "FOOD_AND_DRINK_GROCERIES"}}],
                "inflow_streams": [
                    {"stream_id": "rs_90", "account_id": "acc_yk_55", "merchant_name": None,
                     "description": "SALARY NOVA TECH LTD", "frequency": "MONTHLY",
                     "last_date": "2026-05-31",
                     "average_amount": {"amount": -14250.0, "iso_currency_code": "ILS"},
                     "last_amount": {"amount": -14250.0, "iso_currency_code": "ILS"},
                     "is_active": True, "status": "MATURE",
                     "personal_finance_category": {"primary": "INCOME", "detailed": "INCOME_WAGES"}}]}},
    {"id": "tazrim.kb#recurring", "kind": "passage",
     "text": ("Tazrim spots recurring payments by looking for charges from the same merchant at a regular "
              "interval.\nA stream marked 'early detection' has only been seen a couple of times, so treat "
              "it as likely rather than certain.\nStreams we haven't seen for a while are archived and don't "
              "count towards your monthly commitments.\nThe average amount is the mean of the charges we've "
              "matched, so the next charge can differ if the price changed.")},
]
NOW04 = "2026-06-10T09:00:00+03:00"
NOW_BY_EV[id(EV04)] = NOW04

add("recurring-streams", D_BUDGET, Q04,
    "Hi Yossi, here are the monthly ones we can see:\n\n- StreamFlix: ₪54.90, last charged 28/5\n"
    "- Gym Zone: about ₪189 on average, but the last charge on 1/6 was ₪199\n"
    "- Cellnet Mobile: ₪79, last on 5/6 (we've only seen this a couple of times, so it's likely rather "
    "than certain)\n\nThere's also CloudBox, but that's yearly (₪249), and Tune Daily has stopped, so it "
    "isn't on the list.",
    EV04,
    [P("StreamFlix: ₪54.90"), P("last charged 28/5"), P("about ₪189 on average"),
     P("the last charge on 1/6 was ₪199"), P("Cellnet Mobile: ₪79"), P("last on 5/6"),
     P("likely rather than certain"), P("CloudBox, but that's yearly (₪249)"), P("Tune Daily has stopped")],
    notes="rs_01/rs_02/rs_05 are active MONTHLY streams with these amounts and last_dates; rs_05 is "
          "EARLY_DETECTION; rs_03 is ANNUALLY 249.0; rs_04 is TOMBSTONED, is_active false.",
    incl=["₪54.90|54.90", "₪199"])

add("recurring-streams", D_BUDGET, Q04,
    "Your active monthly subscriptions are StreamFlix and Gym Zone, plus what looks like a Cellnet Mobile "
    "plan. Going by their last charges, those three come to ₪332.90 a month.\n\nFresh Box is weekly "
    "rather than monthly, at about ₪139 a go, so it's worth a look too.",
    EV04,
    [P("are StreamFlix and Gym Zone"), P("looks like a Cellnet Mobile plan"), P("come to ₪332.90 a month"),
     P("Fresh Box is weekly"), P("about ₪139 a go")],
    notes="last_amount 54.9 + 199.0 + 79.0 = 332.90; rs_06 Fresh Box frequency WEEKLY, average 139.0.",
    incl=["₪332.90|332.90"])

add("recurring-streams", D_BUDGET, Q04,
    "Here's what renews monthly for you: StreamFlix at ₪54.90, Gym Zone at about ₪189, Cellnet Mobile at "
    "₪79 and Tune Daily at ₪19.90.\n\nYour salary from Nova Tech comes in monthly too, at ₪14,250.",
    EV04,
    [P("StreamFlix at ₪54.90"), P("Gym Zone at about ₪189"), P("Cellnet Mobile at ₪79"),
     P("Tune Daily at ₪19.90", "C", "RSM VM"), P("comes in monthly too, at ₪14,250")],
    errors=["stale_value"],
    notes="rs_04 Tune Daily is TOMBSTONED and inactive since 17/1, so it no longer renews; the inflow "
          "stream rs_90 (-14250.0, money in) is correct.",
    excl=["Tune Daily at ₪19.90"])

add("recurring-streams", D_BUDGET, Q04,
    "Yossi, three things renew monthly: StreamFlix, Gym Zone and CloudBox. StreamFlix and Gym Zone "
    "together average ₪233.90 a month.",
    EV04,
    [P("StreamFlix, Gym Zone and CloudBox", "C", "VM RSM"), P("together average ₪233.90", "C", "AM VM")],
    errors=["wrong_period", "wrong_arithmetic"],
    notes="CloudBox rs_03 has frequency ANNUALLY; the averages are 54.9 + 189.0 = 243.90, not 233.90.",
    excl=["Gym Zone and CloudBox", "₪233.90"])

add("recurring-streams", D_BUDGET, Q04,
    "Your monthly subscriptions are StreamFlix (₪54.90), Gym Zone (about ₪189 on average) and Cellnet "
    "Mobile (₪79). Your last Gym Zone charge, on 1/6, was ₪189.",
    EV04,
    [P("StreamFlix (₪54.90)"), P("Gym Zone (about ₪189 on average)"), P("Cellnet Mobile (₪79)"),
     P("on 1/6, was ₪189", "C", "AM VM")],
    errors=["wrong_amount"],
    notes="rs_02.last_amount is 199.0; 189.0 is the average.",
    excl=["on 1/6, was ₪189"], incl=["₪199|199", "₪54.90|54.90"], repair=True)

# ---- S05 card-available: spend left on a credit card vs what is owed -----------------
Q05 = "How much can I still spend on my credit card before I hit the limit? And how much do I owe?"
EV05 = [
    {"id": "plaid.accounts_balance_get#item_dr", "kind": "record", "source": "tool:plaid_accounts_balance_get",
     "fields": {"accounts": [
         {"account_id": "acc_cc_61", "name": "Platinum Card", "mask": "2290", "type": "credit",
          "subtype": "credit card",
          "balances": {"available": 3412.6, "current": 6180.4, "limit": 10000.0, "iso_currency_code": "ILS",
                       "last_updated_datetime": "2026-03-18T05:40:00Z"}},
         {"account_id": "acc_ck_12", "name": "Joint Checking", "mask": "7781", "type": "depository",
          "subtype": "checking",
          "balances": {"available": 2204.15, "current": 2204.15, "limit": None, "iso_currency_code": "ILS"}},
         {"account_id": "acc_cc_08", "name": "Travel Card", "mask": "5016", "type": "credit",
          "subtype": "credit card",
          "balances": {"available": 1500.0, "current": 0.0, "limit": 1500.0, "iso_currency_code": "ILS"}}]}},
    {"id": "plaid.liabilities_get#acc_cc_61", "kind": "record", "source": "tool:plaid_liabilities_get",
     "fields": {"credit": [
         {"account_id": "acc_cc_61", "last_statement_balance": 5620.8, "last_statement_issue_date": "2026-03-02",
          "minimum_payment_amount": 280.0, "next_payment_due_date": "2026-03-25", "is_overdue": False,
          "last_payment_amount": 4900.0, "last_payment_date": "2026-02-24",
          "aprs": [{"apr_type": "purchase_apr", "apr_percentage": 17.9},
                   {"apr_type": "cash_apr", "apr_percentage": 24.5}]}]}},
    {"id": "plaid.transactions_get#acc_cc_61", "kind": "record", "source": "tool:plaid_transactions_get",
     "fields": {"transactions": [
         {"transaction_id": "tx_d81", "account_id": "acc_cc_61", "amount": 407.0, "date": "2026-03-17",
          "authorized_date": "2026-03-17", "name": "ELECTRA HOME TLV", "merchant_name": "Electra Home",
          "pending": True, "pending_transaction_id": None, "iso_currency_code": "ILS",
          "personal_finance_category": {"primary": "GENERAL_MERCHANDISE",
                                        "detailed": "GENERAL_MERCHANDISE_ELECTRONICS"}}]}},
    {"id": "tazrim.kb#card-balances", "kind": "passage",
     "text": ("For credit cards, 'current' is what you owe right now, including purchases posted since your "
              "last statement.\n'Available' is how much you can still spend. It can be lower than your limit "
              "minus what you owe, because pending purchases are held against it.")},
]
NOW05 = "2026-03-18T11:15:00+02:00"
NOW_BY_EV[id(EV05)] = NOW05

add("card-available", D_BUDGET, Q05,
    "Hi Dana, on your Platinum Card ending 2290 you can spend ₪3,412.60 right now. You currently owe "
    "₪6,180.40 against a ₪10,000 limit.\n\nThe gap between those figures is the ₪407 Electra Home "
    "purchase that's still pending and being held against your limit.",
    EV05,
    [P("you can spend ₪3,412.60 right now"), P("currently owe ₪6,180.40"), P("₪10,000 limit"),
     P("₪407 Electra Home purchase that's still pending")],
    notes="acc_cc_61 balances available 3412.6, current 6180.4, limit 10000; 10000-6180.40-407.00 = "
          "3412.60; tx_d81 is pending.",
    now=NOW05, incl=["₪3,412.60|3,412.60|3412.60"])

add("card-available", D_BUDGET, Q05,
    "Dear Dana,\n\nYour last statement, issued on 2 March, came to ₪5,620.80. The minimum payment of ₪280 "
    "is due on 25 March, and the card isn't overdue.\n\nAvailable to spend today: ₪3,412.60.\n\n"
    "Warm regards,\nThe Tazrim team",
    EV05,
    [P("issued on 2 March"), P("came to ₪5,620.80"), P("minimum payment of ₪280"), P("due on 25 March"),
     P("the card isn't overdue"), P("Available to spend today: ₪3,412.60"), P("Warm regards", "NA")],
    notes="liabilities: last_statement_issue_date 2026-03-02, balance 5620.8, minimum 280.0, due "
          "2026-03-25, is_overdue false; balances.available 3412.6.",
    now=NOW05, incl=["₪3,412.60|3,412.60|3412.60", "25 March"])

add("card-available", D_BUDGET, Q05,
    "Available on the card ending 2290: ₪3,412.60 (limit ₪10,000, owed ₪6,180.40).",
    EV05,
    [P("Available on the card ending 2290: ₪3,412.60"), P("limit ₪10,000"), P("owed ₪6,180.40")],
    notes="acc_cc_61 (mask 2290) balances.",
    incl=["₪3,412.60|3,412.60|3412.60"])

add("card-available", D_BUDGET, Q05,
    "Dana, you can still spend ₪6,180.40 on the Platinum Card, and your balance right now is ₪3,412.60.\n\n"
    "The minimum payment of ₪280 is due on 25/3.",
    EV05,
    [P("you can still spend ₪6,180.40", "C", "AM VM"), P("your balance right now is ₪3,412.60", "C", "AM VM"),
     P("minimum payment of ₪280 is due on 25/3")],
    errors=["wrong_role", "wrong_role"],
    notes="The two balances are swapped: available is 3412.6 and current (owed) is 6180.4.",
    excl=["still spend ₪6,180.40", "balance right now is ₪3,412.60"])

add("card-available", D_BUDGET, Q05,
    "Hi Dana, you have ₪3,819.60 left to spend on the card ending 2290 before you reach the ₪10,000 "
    "limit. Your statement balance is ₪5,620.80, and the purchase rate on the card is 19.7%.",
    EV05,
    [P("₪3,819.60 left to spend", "C", "AM VM"), P("before you reach the ₪10,000"),
     P("statement balance is ₪5,620.80"), P("purchase rate on the card is 19.7%", "C", "VM")],
    errors=["wrong_arithmetic", "wrong_value"],
    notes="Limit minus current is 3819.60 but it skips the ₪407 pending hold: balances.available is "
          "3412.6. purchase_apr is 17.9 (24.5 is the cash rate).",
    excl=["₪3,819.60", "19.7%"])

add("card-available", D_BUDGET, Q05,
    "Dana, you owe ₪6,180.40 on the Platinum Card and can spend ₪3,412.60 more. The ₪280 minimum payment "
    "is due on 25/2.",
    EV05,
    [P("you owe ₪6,180.40"), P("can spend ₪3,412.60 more"), P("due on 25/2", "C", "DM")],
    errors=["wrong_date"],
    notes="next_payment_due_date is 2026-03-25 (25/2 was before the last payment date).",
    excl=["due on 25/2"], incl=["25/3|25 March|25.3|March 25|25/03", "₪3,412.60|3,412.60"], repair=True)

# =====================================================================================
# Business 2: RentLedger (rent-reporting service)
# =====================================================================================
D_RENT = "rent-reporting service"

# ---- S06 rent-not-reported: May rent verified, queued for the 15th --------------------
Q06 = "I paid my May rent on 3/5 but my credit report doesn't show it yet. Did you report it?"
EV06 = [
    {"id": "rentledger.tenancy#tn_4410", "kind": "record", "source": "tool:rentledger_tenancy",
     "fields": {"tenancy_id": "tn_4410", "tenant": {"name": "Tamar Azoulay", "customer_id": "ra_11802"},
                "address": "Herzl St 18, Apt 6, Rishon LeZion", "monthly_rent_minor": 520000,
                "currency": "ILS", "due_day": 1, "grace_days": 5,
                "landlord": {"name": "Gilad Sasson", "verification_status": "VERIFIED"},
                "plan": {"code": "STANDARD", "features": ["RENT_REPORTING", "PAYMENT_MATCHING"]},
                "reporting": {"bureau": "CREDIT_DATA_HUB", "furnishing_day": 15,
                              "full_file_opt_in": False}}},
    {"id": "rentledger.payments#tn_4410", "kind": "record", "source": "tool:rentledger_payments",
     "fields": {"tenancy_id": "tn_4410", "timezone": "Asia/Jerusalem", "payments": [
         {"payment_id": "rp_0526", "period": "2026-05", "matched_transaction_id": "tx_T5503",
          "amount_minor": 520000, "paid_date": "2026-05-03", "days_late": 2, "status": "VERIFIED",
          "furnish_status": "QUEUED", "scheduled_furnish_date": "2026-05-15", "bureau_ref": None},
         {"payment_id": "rp_0426", "period": "2026-04", "matched_transaction_id": "tx_T4471",
          "amount_minor": 520000, "paid_date": "2026-04-01", "days_late": 0, "status": "VERIFIED",
          "furnish_status": "FURNISHED", "furnished_at": ep("2026-04-15 04:00"),
          "bureau_ref": "CDH-88127340"}]}},
    {"id": "plaid.transactions_get#acc_ta_09", "kind": "record", "source": "tool:plaid_transactions_get",
     "fields": {"transactions": [
         {"transaction_id": "tx_T5503", "account_id": "acc_ta_09", "amount": 5200.0, "date": "2026-05-03",
          "authorized_date": "2026-05-03", "name": "BIT TRANSFER G SASSON", "merchant_name": None,
          "pending": False, "iso_currency_code": "ILS",
          "personal_finance_category": {"primary": "RENT_AND_UTILITIES",
                                        "detailed": "RENT_AND_UTILITIES_RENT"}}]}},
    {"id": "rentledger.policy#reporting-cycle", "kind": "policy", "revision": "r9",
     "text": ("We send verified rent payments to Credit Data Hub once a month, on the 15th. "
              "The bureau usually shows a new entry within 3 to 5 business days after it receives it. "
              "A payment made after the due date but within the 5-day grace period is reported as on time. "
              "Payments more than 30 days late are reported as late only if you opted in to full-file "
              "reporting. Utility bills are reported only on the Premium plan.")},
]
NOW06 = "2026-05-11T16:45:00+03:00"
NOW_BY_EV[id(EV06)] = NOW06

add("rent-not-reported", D_RENT, Q06,
    "Hi Tamar, yes, we've got it. Your ₪5,200 May rent, paid on 3/5, is verified and queued to go to "
    "Credit Data Hub on 15/5. Because it landed within the 5-day grace period, it will be reported as on "
    "time.\n\nOnce the bureau has it, it usually shows up within 3 to 5 business days.",
    EV06,
    [P("yes, we've got it"), P("₪5,200 May rent"), P("paid on 3/5"), P("is verified and queued"), P("Credit Data Hub on 15/5"),
     P("it will be reported as on time"), P("within 3 to 5 business days")],
    notes="rp_0526: amount_minor 520000, paid 2026-05-03, days_late 2, VERIFIED, QUEUED for 2026-05-15; "
          "the policy treats payments within the 5-day grace period as on time.",
    incl=["₪5,200|5,200", "15/5"])

add("rent-not-reported", D_RENT, Q06,
    "Short version: it hasn't been sent yet, and that's expected. We report on the 15th, so your May "
    "payment goes out this Friday.\n\nYour April rent was reported on 15/4 (reference CDH-88127340).",
    EV06,
    [P("it hasn't been sent yet"), P("We report on the 15th"), P("goes out this Friday"),
     P("April rent was reported on 15/4"), P("reference CDH-88127340")],
    notes="rp_0526 furnish_status QUEUED, scheduled 2026-05-15 (Friday; now is Monday 11/5); rp_0426 "
          "FURNISHED at 2026-04-15 04:00 local with bureau_ref CDH-88127340.",
    now=NOW06, incl=["CDH-88127340", "Friday|15/5"])

add("rent-not-reported", D_RENT, Q06,
    "Hi Tamar, your May payment of ₪5,200 has already been reported to Credit Data Hub, so it should "
    "appear on your file within 3 to 5 business days.\n\nSince you paid 2 days after the due date, it "
    "will show as a late payment.",
    EV06,
    [P("payment of ₪5,200"), P("has already been reported to Credit Data Hub", "C", "RSM"),
     P("within 3 to 5 business days"), P("paid 2 days after the due date"),
     P("will show as a late payment", "C", "NC RSM VM")],
    errors=["wrong_state", "condition_unmet"],
    notes="rp_0526 furnish_status is QUEUED (scheduled 15/5), not furnished; days_late 2 is within the "
          "5-day grace period, which the policy reports as on time.",
    excl=["has already been reported to Credit Data Hub", "will show as a late payment"])

add("rent-not-reported", D_RENT, Q06,
    "Hi Tamar, your May rent is verified and will go to Credit Data Hub on 15/5. Your Standard plan also "
    "reports your electricity and water bills, which helps build your file faster.",
    EV06,
    [P("your May rent is verified"), P("will go to Credit Data Hub on 15/5"),
     P("also reports your electricity and water bills", "CI", "NC VM CW NNE")],
    errors=["unlisted_perk"],
    notes="plan.features lists RENT_REPORTING and PAYMENT_MATCHING only; the policy says utility bills are "
          "reported only on Premium.",
    excl=["also reports your electricity and water bills"])

add("rent-not-reported", D_RENT, Q06,
    "Hi Tamar, your April rent was reported on 15/4 under reference CDH-88127430, and your May payment is "
    "queued for 15/5.",
    EV06,
    [P("April rent was reported on 15/4"), P("reference CDH-88127430", "C", "IDM"),
     P("May payment is queued for 15/5")],
    errors=["wrong_id"],
    notes="rp_0426.bureau_ref is CDH-88127340 (two digits swapped in the draft); rp_0526 is QUEUED for "
          "2026-05-15.",
    excl=["CDH-88127430"])

add("rent-not-reported", D_RENT, Q06,
    "Your May rent of ₪5,200 is verified and will be sent to Credit Data Hub on 15/6. After that, the "
    "bureau usually shows it within 3 to 5 business days.",
    EV06,
    [P("May rent of ₪5,200 is verified"), P("Credit Data Hub on 15/6", "C", "DM"),
     P("within 3 to 5 business days")],
    errors=["wrong_date"],
    notes="rp_0526.scheduled_furnish_date is 2026-05-15.",
    excl=["on 15/6"], incl=["15/5|15 May|15.5|May 15|15/05", "₪5,200|5,200|5200"], repair=True)

# ---- S07 backdate-addon: reporting past rent, price, eligibility ----------------------
Q07 = "Can you add my previous rent history to my credit report, and how much does it cost?"
EV07 = [
    {"id": "rentledger.account#ra_20931", "kind": "record", "source": "tool:rentledger_account",
     "fields": {"customer_id": "ra_20931", "name": "Avi Mizrahi",
                "plan": {"code": "BASIC", "monthly_fee_minor": 1900, "currency": "ILS"},
                "tenancy_started": "2024-02-01", "linked_bank_history_from": "2024-06-20",
                "verified_months_reported": 7}},
    {"id": "rentledger.backdate_quotes#ra_20931", "kind": "record", "source": "tool:rentledger_quotes",
     "fields": {"timezone": "Asia/Jerusalem", "quotes": [
         {"quote_id": "bq_5521", "product": "HISTORY_24M", "status": "OFFERED", "months_verifiable": 19,
          "price_minor": 14900, "currency": "ILS", "created_at": ep("2026-06-05 14:10"),
          "expires_at": ep("2026-07-05 23:59")},
         {"quote_id": "bq_4108", "product": "HISTORY_24M", "status": "EXPIRED", "months_verifiable": 12,
          "price_minor": 9900, "currency": "ILS", "promo_code": "WINTER25",
          "created_at": ep("2025-12-01 10:00"), "expires_at": ep("2025-12-31 23:59")}]}},
    {"id": "rentledger.policy#history-addon", "kind": "policy", "revision": "r9",
     "text": ("The History add-on reports up to 24 months of past rent to Credit Data Hub in one go. "
              "We can only include months where we can match a payment in your linked bank data, and you "
              "need at least 6 of them. "
              "It costs ₪149 as a one-off payment, and it is included free for members on the Premium plan. "
              "Past months are reported within 10 business days of purchase. "
              "The add-on can't be refunded once the history has been sent.")},
]
NOW07 = "2026-06-21T10:00:00+03:00"
NOW_BY_EV[id(EV07)] = NOW07

add("backdate-addon", D_RENT, Q07,
    "Hi Avi, yes, we can. With the History add-on we'd report 19 months of your past rent to Credit Data "
    "Hub in one go. It's a one-off ₪149, and your quote is valid until 5/7.\n\nOnce you buy it, those "
    "months go to the bureau within 10 business days.",
    EV07,
    [P("yes, we can"), P("report 19 months of your past rent"), P("It's a one-off ₪149"), P("valid until 5/7"),
     P("within 10 business days")],
    notes="Open quote bq_5521: months_verifiable 19, price_minor 14900, expires 2026-07-05 23:59 local; "
          "the policy gives 10 business days.",
    incl=["₪149|149", "19 months"])

add("backdate-addon", D_RENT, Q07,
    "Yes, we can add it. The History add-on covers up to 24 months, but we can only include months we can match in your "
    "linked bank data, which for you is 19.\n\nPrice: ₪149, paid once. Just so you know, it can't be "
    "refunded after the history has been sent.",
    EV07,
    [P("Yes, we can add it"), P("covers up to 24 months"), P("which for you is 19"), P("Price: ₪149, paid once"),
     P("can't be refunded after the history has been sent")],
    notes="Policy: up to 24 months, matched months only, ₪149 one-off, non-refundable once sent; "
          "bq_5521.months_verifiable is 19.",
    incl=["₪149|149"])

add("backdate-addon", D_RENT, Q07,
    "Hi Avi, good call. Your History add-on quote is ₪99 for 12 months of past rent, and you'd need at "
    "least 6 matched months to qualify, which you have.",
    EV07,
    [P("quote is ₪99", "C", "AM VM"), P("12 months of past rent", "C", "VM"),
     P("at least 6 matched months to qualify"), P("which you have")],
    errors=["stale_value", "stale_value"],
    notes="₪99 / 12 months come from bq_4108, which is EXPIRED; the open quote bq_5521 is 14900 agorot for "
          "19 months. 19 >= 6, so he qualifies.",
    excl=["quote is ₪99", "12 months of past rent"])

add("backdate-addon", D_RENT, Q07,
    "Good news: the History add-on is free on your plan, and it would report 19 months of past rent. "
    "We'll get it over to Credit Data Hub within 5 business days.",
    EV07,
    [P("free on your plan", "C", "NC VM RSM"), P("report 19 months of past rent"),
     P("within 5 business days", "C", "NC VM")],
    errors=["condition_unmet", "wrong_period"],
    notes="The add-on is free only on Premium and Avi's plan.code is BASIC; the policy says 10 business "
          "days, not 5.",
    excl=["free on your plan", "within 5 business days"])

add("backdate-addon", D_RENT, Q07,
    "Hi Avi, the History add-on would send 19 months of your past rent to Credit Data Hub. It costs "
    "₪14,900 as a one-off payment, and the quote is valid until 5/7.",
    EV07,
    [P("19 months of your past rent"), P("It costs ₪14,900", "C", "AM VM"), P("valid until 5/7")],
    errors=["unit_conversion"],
    notes="price_minor 14900 is agorot: ₪149.",
    excl=["₪14,900"], incl=["₪149|149", "19 months"], repair=True)

# ---- S08 landlord-unverified: manual override refused --------------------------------
Q08 = "My rent still isn't being reported. Can you just mark my landlord as verified? I've sent the lease."
EV08 = [
    {"id": "rentledger.tenancy#tn_7731", "kind": "record", "source": "tool:rentledger_tenancy",
     "fields": {"tenancy_id": "tn_7731", "tenant": {"name": "Shira Peretz"}, "timezone": "Asia/Jerusalem",
                "monthly_rent_minor": 430000, "currency": "ILS",
                "landlord": {"name": "Moshe Ohana", "verification_status": "PENDING_DOCUMENTS",
                             "method": "LEASE_AND_CONTACT", "contact_attempts": 2,
                             "last_contact_attempt_at": ep("2026-04-22 11:30")},
                "documents": [
                    {"doc_id": "doc_a1", "type": "LEASE", "status": "RECEIVED",
                     "received_at": ep("2026-04-20 09:14")},
                    {"doc_id": "doc_a2", "type": "LANDLORD_CONFIRMATION", "status": "MISSING"}],
                "reporting_status": "PAUSED_UNVERIFIED",
                "payments_waiting": [
                    {"period": "2026-03", "amount_minor": 430000, "paid_date": "2026-03-01"},
                    {"period": "2026-04", "amount_minor": 430000, "paid_date": "2026-04-01"}]}},
    {"id": "rentledger.set_landlord_verified#call-1", "kind": "refused_call", "tool": "set_landlord_verified",
     "decision": "DENY", "args": {"tenancy_id": "tn_7731", "override": True},
     "reason": "MANUAL_OVERRIDE_NOT_PERMITTED"},
    {"id": "rentledger.policy#landlord-check", "kind": "policy", "revision": "r9",
     "text": ("Before we report rent, we confirm the landlord in one of two ways: a signed confirmation from "
              "the landlord, or a lease plus a reply from the landlord to our call or email. "
              "Support agents cannot mark a landlord as verified by hand. "
              "Payments made while verification is pending are kept, and are reported together once the "
              "landlord is confirmed, as long as that happens within 90 days of the payment.")},
]
NOW08 = "2026-04-26T12:00:00+03:00"
NOW_BY_EV[id(EV08)] = NOW08

add("landlord-unverified", D_RENT, Q08,
    "Hi Shira, I'm sorry, I can't mark your landlord as verified myself. That has to come from Moshe "
    "Ohana: either his signed confirmation, or a reply to our call or email now that we have your lease.\n\n"
    "We received the lease on 20/4 and have tried to reach him twice, most recently on 22/4. Your March "
    "and April payments are being kept and will be reported together once he confirms, as long as that's "
    "within 90 days of each payment.",
    EV08,
    [P("I'm sorry", "NA"), P("can't mark your landlord as verified myself"),
     P("either his signed confirmation, or a reply"), P("received the lease on 20/4"),
     P("tried to reach him twice"), P("most recently on 22/4"),
     P("March and April payments are being kept"), P("within 90 days of each payment")],
    notes="set_landlord_verified was DENIED; documents: LEASE received 2026-04-20, confirmation missing; "
          "contact_attempts 2, last 2026-04-22; the policy gives the two routes and the 90-day window.",
    incl=["20/4"])

add("landlord-unverified", D_RENT, Q08,
    "Where things stand:\n- Lease: received\n- Landlord confirmation: still missing\n- Reporting: paused "
    "until your landlord is confirmed\n\nI asked for a manual override, but that request was declined. "
    "₪8,600 of rent (March and April) is waiting and will go to the bureau together once he's verified.",
    EV08,
    [P("Lease: received"), P("Landlord confirmation: still missing"), P("Reporting: paused until"),
     P("that request was declined"), P("₪8,600 of rent"),
     P("will go to the bureau together once he's verified")],
    notes="doc_a1 RECEIVED, doc_a2 MISSING, reporting_status PAUSED_UNVERIFIED, the override call was DENY; "
          "two waiting payments of 430000 agorot = ₪8,600.",
    incl=["₪8,600|8,600", "declined"])

add("landlord-unverified", D_RENT, Q08,
    "Hi Shira, thanks for sending the lease. I've gone ahead and marked Moshe Ohana as verified on your "
    "tenancy.\n\nYour March and April payments, ₪4,300 each, have been kept and will be reported together.",
    EV08,
    [P("thanks for sending the lease"), P("marked Moshe Ohana as verified", "C", "NE"),
     P("₪4,300 each"), P("have been kept and will be reported together")],
    errors=["refused_call_effect"],
    notes="set_landlord_verified was refused (DENY, MANUAL_OVERRIDE_NOT_PERMITTED); verification_status is "
          "still PENDING_DOCUMENTS. The lease was received and the waiting payments are 430000 each.",
    excl=["marked Moshe Ohana as verified"])

add("landlord-unverified", D_RENT, Q08,
    "Hi Shira, I can't override the check, sorry. We've tried your landlord three times so far, and we'll "
    "keep your payments for up to 60 days while we wait.",
    EV08,
    [P("I can't override the check"), P("tried your landlord three times", "C", "VM"),
     P("up to 60 days", "C", "NC VM")],
    errors=["wrong_quantity", "wrong_period"],
    notes="landlord.contact_attempts is 2; the policy keeps payments for 90 days, not 60.",
    excl=["three times", "up to 60 days"])

add("landlord-unverified", D_RENT, Q08,
    "Hi Shira, I'm afraid I can't mark your landlord as verified by hand. We got your lease on 22/4 and are "
    "waiting for Moshe Ohana to confirm.",
    EV08,
    [P("can't mark your landlord as verified by hand"), P("We got your lease on 22/4", "C", "DM"),
     P("waiting for Moshe Ohana to confirm")],
    errors=["wrong_date"],
    notes="doc_a1 received_at is 2026-04-20; 22/4 is the last contact attempt with the landlord.",
    excl=["lease on 22/4"], incl=["20/4|20 April|20.4|April 20|20/04", "Moshe Ohana"], repair=True)

# ---- S09 cancel-reporting: cancelling mid-period -------------------------------------
Q09 = "I want to cancel. Will I get back this month's fee, and what happens to what you've already reported?"
EV09 = [
    {"id": "rentledger.billing#ra_33017", "kind": "record", "source": "tool:rentledger_billing",
     "fields": {"customer_id": "ra_33017", "name": "Eitan Shapiro", "timezone": "Asia/Jerusalem",
                "plan": {"code": "PREMIUM", "monthly_fee_minor": 3900, "currency": "ILS",
                         "since": "2026-01-12"},
                "plan_history": [{"code": "BASIC", "monthly_fee_minor": 1900, "from": "2025-03-08",
                                  "to": "2026-01-12"}],
                "billing_cycle_anchor_day": 8,
                "current_period": {"start": "2026-06-08", "end": "2026-07-07"},
                "last_charge": {"amount_minor": 3900, "charged_at": ep("2026-06-08 07:02"),
                                "status": "SUCCEEDED", "card_last4": "6120"},
                "cancellation": {"requested": False},
                "addons": [{"code": "HISTORY_24M", "purchased_at": ep("2026-01-12 19:40"),
                            "price_minor": 0, "status": "DELIVERED"}]}},
    {"id": "rentledger.reporting_summary#ra_33017", "kind": "record", "source": "tool:rentledger_payments",
     "fields": {"months_reported": 17, "backdated_months": 12, "last_reported_period": "2026-06",
                "last_furnished_at": ep("2026-06-15 04:00"), "bureau": "CREDIT_DATA_HUB"}},
    {"id": "rentledger.policy#cancel", "kind": "policy", "revision": "r9",
     "text": ("You can cancel at any time from Account > Plan or by asking us. "
              "Cancelling stops reporting at the end of the billing period you have paid for; we do not "
              "refund part of a month. "
              "Everything already reported stays on your credit file, since the bureau keeps it under its "
              "own rules. "
              "After cancelling, we send a 'closed' status to the bureau for the tenancy so it doesn't look "
              "like you stopped paying.")},
]

add("cancel-reporting", D_RENT, Q09,
    "Hi Eitan, you can cancel any time, and I'm happy to help with that. This month's ₪39 fee, charged on "
    "8/6, isn't refundable, but your plan keeps running until 7/7, so reporting carries on until then.\n\n"
    "Everything we've already sent stays on your credit file, and we'll tell the bureau the tenancy is "
    "closed so it doesn't look like you stopped paying.",
    EV09,
    [P("you can cancel any time"), P("I'm happy to help with that", "NA"), P("₪39 fee, charged on 8/6"),
     P("isn't refundable"), P("keeps running until 7/7"), P("reporting carries on until then"),
     P("Everything we've already sent stays on your credit file"),
     P("tell the bureau the tenancy is closed")],
    notes="last_charge 3900 agorot on 2026-06-08; current_period ends 2026-07-07; the cancel policy covers "
          "no part-month refunds, reports staying, and the closed status.",
    incl=["₪39|39", "7/7"])

add("cancel-reporting", D_RENT, Q09,
    "You'll keep Premium until the seventh of July, when your paid period ends. There's no refund for the "
    "rest of the month, and the 17 months we've reported so far stay with the bureau.",
    EV09,
    [P("keep Premium until the seventh of July"), P("no refund for the rest of the month"),
     P("the 17 months we've reported so far"), P("stay with the bureau")],
    notes="current_period.end 2026-07-07; months_reported 17; policy on refunds and reports staying.",
    incl=["seventh of July|7/7|7 July", "17 months"])

add("cancel-reporting", D_RENT, Q09,
    "Hi Eitan, cancelling is easy. Because there's more than two weeks left in your billing period, we'll "
    "refund half of this month's ₪39.\n\nYour Premium plan stays active until 8/7, and what's already been "
    "reported stays on your file.",
    EV09,
    [P("cancelling is easy", "SNA"), P("refund half of this month's ₪39", "C", "NC"),
     P("stays active until 8/7", "C", "DM"), P("what's already been reported stays on your file")],
    errors=["wrong_policy_condition", "wrong_date"],
    notes="The policy refunds no part of a month; current_period.end is 2026-07-07 (8/7 is the next "
          "anchor day).",
    excl=["refund half of this month's ₪39", "until 8/7"])

add("cancel-reporting", D_RENT, Q09,
    "Hi Eitan, you can cancel any time from Account > Plan. The ₪19 you paid on 8/6 covers you to 7/7, "
    "and there's no refund for part of a month.",
    EV09,
    [P("cancel any time from Account > Plan"), P("The ₪19 you paid on 8/6", "C", "AM VM"),
     P("covers you to 7/7"), P("no refund for part of a month")],
    errors=["stale_value"],
    notes="₪19 was the BASIC fee in plan_history (ended 2026-01-12); last_charge.amount_minor is 3900.",
    excl=["₪19 you paid"])

add("cancel-reporting", D_RENT, Q09,
    "Eitan, your ₪39 payment on 8/6 covers you until 7/7, and we don't refund part-months. When you "
    "cancel, the reports we've already sent will be removed from your credit file.",
    EV09,
    [P("₪39 payment on 8/6"), P("covers you until 7/7"), P("we don't refund part-months"),
     P("will be removed from your credit file", "C", "NC")],
    errors=["invented_fact"],
    notes="The cancel policy says everything already reported stays on the credit file.",
    excl=["will be removed from your credit file"],
    incl=["stay|remain|kept", "₪39|39", "7/7|7 July"], repair=True)

# =====================================================================================
# Business 3: BillCutter (bill-negotiation service)
# =====================================================================================
D_BILL = "bill-negotiation service"

# ---- S10 mobile-saving: a finished negotiation and the fee in instalments -------------
Q10 = "You said you got my phone bill down. What's the new price and what do I owe you?"
EV10 = [
    {"id": "billcutter.negotiation#neg_50117", "kind": "record", "source": "tool:billcutter_negotiations",
     "fields": {"negotiation_id": "neg_50117", "reference": "BC-50117", "customer": "Lior Ben-David",
                "provider": "Orbit Mobile", "provider_account": "OM-7730-5521", "status": "SUCCEEDED",
                "timezone": "Asia/Jerusalem", "completed_at": ep("2026-05-19 15:20"),
                "before": {"monthly_minor": 12900},
                "after": {"monthly_minor": 8900, "term": "P12M", "starts_on": "2026-06-01",
                          "features_changed": False},
                "savings": {"monthly_minor": 4000, "months": 12, "total_minor": 48000, "currency": "ILS"},
                "fee": {"rate_bps": 3500, "amount_minor": 16800, "currency": "ILS", "plan": "SPLIT_4",
                        "instalments": [
                            {"n": 1, "due": "2026-06-10", "amount_minor": 4200, "status": "PAID"},
                            {"n": 2, "due": "2026-07-10", "amount_minor": 4200, "status": "SCHEDULED"},
                            {"n": 3, "due": "2026-08-10", "amount_minor": 4200, "status": "SCHEDULED"},
                            {"n": 4, "due": "2026-09-10", "amount_minor": 4200, "status": "SCHEDULED"}]}}},
    {"id": "plaid.transactions_recurring_get#acc_lb_14", "kind": "record",
     "source": "tool:plaid_transactions_recurring_get",
     "fields": {"outflow_streams": [
         {"stream_id": "rs_om", "merchant_name": "Orbit Mobile", "description": "ORBIT MOBILE HORAAT KEVA",
          "frequency": "MONTHLY", "first_date": "2025-01-03", "last_date": "2026-06-03",
          "average_amount": {"amount": 119.0, "iso_currency_code": "ILS"},
          "last_amount": {"amount": 89.0, "iso_currency_code": "ILS"},
          "is_active": True, "status": "MATURE"}]}},
    {"id": "billcutter.terms#fees", "kind": "policy", "revision": "2026.2",
     "text": ("We never change your plan's features without your OK. "
              "Our fee is 35% of the first 12 months' savings we secure, and nothing if we don't save you "
              "anything. You can pay it in one go or in 4 monthly instalments with no extra charge. "
              "If your provider cancels the discount before the 12 months are up, we refund the fee for the "
              "months you lost.")},
]
NOW10 = "2026-06-16T14:00:00+03:00"
NOW_BY_EV[id(EV10)] = NOW10

add("mobile-saving", D_BILL, Q10,
    "Hi Lior, we did! Orbit Mobile dropped your plan from ₪129 to ₪89 a month, starting 1/6, for 12 "
    "months. That's ₪40 a month, or ₪480 over the year.\n\nOur fee is 35% of that, so ₪168. You chose 4 "
    "instalments of ₪42: the first was paid on 10/6, and the next is due on 10/7.",
    EV10,
    [P("we did!"), P("from ₪129 to ₪89 a month"), P("starting 1/6, for 12"), P("₪40 a month, or ₪480 over the year"),
     P("Our fee is 35% of that, so ₪168"), P("4 instalments of ₪42"), P("first was paid on 10/6"),
     P("next is due on 10/7")],
    notes="neg_50117 before 12900 / after 8900 agorot from 2026-06-01 for P12M; savings total 48000; fee "
          "rate_bps 3500, amount 16800 in SPLIT_4 of 4200; instalment 1 PAID 10/6, 2 due 10/7.",
    incl=["₪89", "₪168"])

add("mobile-saving", D_BILL, Q10,
    "New Orbit Mobile price: ₪89/month from 1 June (was ₪129). Our fee: ₪168 total, ₪126 still to pay in "
    "three instalments of ₪42.",
    EV10,
    [P("₪89/month from 1 June"), P("(was ₪129)"), P("₪168 total"), P("₪126 still to pay"),
     P("three instalments of ₪42")],
    notes="16800 - 4200 paid = 12600 agorot left over three SCHEDULED instalments of 4200.",
    incl=["₪126"])

add("mobile-saving", D_BILL, Q10,
    "Dear Lior,\n\nYour negotiation (ref BC-50117) was completed on 19 May. Your Orbit Mobile bill has been "
    "reduced by ₪40 a month for a year, and your first lower bill, ₪89, came through on 3 June.\n\nIf "
    "Orbit Mobile withdraws the discount early, the fee for the lost months is refunded.\n\nBest,\n"
    "BillCutter",
    EV10,
    [P("ref BC-50117"), P("completed on 19 May"), P("reduced by ₪40 a month for a year"),
     P("first lower bill, ₪89, came through on 3 June"), P("fee for the lost months is refunded"),
     P("Best,", "NA")],
    notes="completed_at 2026-05-19 15:20 local; savings.monthly_minor 4000 over 12 months; rs_om last_amount "
          "89.0 on 2026-06-03; the terms refund the fee for lost months.",
    incl=["BC-50117"])

add("mobile-saving", D_BILL, Q10,
    "Hi Lior, Orbit Mobile now charges you ₪89 a month, down from ₪119. Our fee, ₪168, is fully paid.",
    EV10,
    [P("now charges you ₪89 a month"), P("down from ₪119", "C", "AM VM"), P("Our fee, ₪168"),
     P("is fully paid", "C", "RSM")],
    errors=["wrong_amount", "wrong_state"],
    notes="before.monthly_minor is 12900 (₪119 is the recurring stream's average); only instalment 1 of 4 "
          "is PAID.",
    excl=["down from ₪119", "is fully paid"])

add("mobile-saving", D_BILL, Q10,
    "Hi Lior, you're saving ₪40 a month, which comes to ₪440 over 12 months, so our 35% fee works out at "
    "₪154.\n\nWe also got Orbit Mobile to throw in an extra 20 GB of data each month.",
    EV10,
    [P("saving ₪40 a month"), P("comes to ₪440 over 12 months", "C", "AM VM"),
     P("fee works out at ₪154", "C", "AM VM"), P("extra 20 GB of data", "I", "CW")],
    errors=["wrong_arithmetic", "wrong_amount", "unrecorded_extra"],
    notes="40 x 12 = 480 (savings.total_minor 48000) and fee.amount_minor is 16800; nothing records extra "
          "data (features_changed false).",
    excl=["₪440 over 12 months", "₪154", "extra 20 GB of data"])

add("mobile-saving", D_BILL, Q10,
    "Hi Lior, your Orbit Mobile bill is now ₪89 a month from 1/6. Our ₪168 fee is split into 4 payments "
    "of ₪42, and the next one is due on 10/6.",
    EV10,
    [P("now ₪89 a month from 1/6"), P("Our ₪168 fee is split into 4 payments"),
     P("next one is due on 10/6", "C", "DM RSM")],
    errors=["wrong_date"],
    notes="Instalment 1 (10/6) is already PAID; the next SCHEDULED one is due 2026-07-10.",
    excl=["due on 10/6"], incl=["10/7|10 July|10.7|July 10|10/07", "₪168|168"], repair=True)

# ---- S11 internet-counteroffer: negotiation still open, needs approval ----------------
Q11 = "It's been a week. Any news on my internet bill negotiation?"
EV11 = [
    {"id": "billcutter.negotiation#neg_61240", "kind": "record", "source": "tool:billcutter_negotiations",
     "fields": {"negotiation_id": "neg_61240", "customer": "Hila Friedman", "provider": "Fibra Net",
                "service": "HOME_INTERNET", "status": "IN_NEGOTIATION", "stage": "COUNTER_OFFER_RECEIVED",
                "timezone": "Asia/Jerusalem", "submitted_at": ep("2026-07-01 10:12"),
                "expected_resolution_after_submission": "P10D",
                "current_bill_minor": 14900, "target_monthly_minor": 11000,
                "offers": [
                    {"offer_id": "of_1", "monthly_minor": 12900, "term": "P12M",
                     "requires_contract_extension": True, "status": "REJECTED_BY_BILLCUTTER",
                     "reason": "BELOW_TARGET_SAVING", "received_at": ep("2026-07-03 12:40")},
                    {"offer_id": "of_2", "monthly_minor": 10900, "term": "P12M",
                     "requires_contract_extension": True, "status": "AWAITING_CUSTOMER_APPROVAL",
                     "received_at": ep("2026-07-07 17:05"), "expires_at": ep("2026-07-12 20:00")}]}},
    {"id": "billcutter.terms#negotiation", "kind": "policy", "revision": "2026.2",
     "text": ("Most negotiations finish within 10 days of submission, though some providers take longer. "
              "If an offer would extend your contract, we ask for your approval before accepting it. "
              "We don't accept offers that save you less than 10% a month. "
              "Offers from providers usually expire after a few days, so reply as soon as you can.")},
]
NOW11 = "2026-07-08T18:30:00+03:00"
NOW_BY_EV[id(EV11)] = NOW11

add("internet-counteroffer", D_BILL, Q11,
    "Hi Hila, yes, there's news. Fibra Net has offered ₪109 a month for 12 months, down from your current "
    "₪149. It would extend your contract, so we need your OK before we accept it.\n\nThe offer expires on "
    "Sunday 12/7 at 20:00, so let us know before then.",
    EV11,
    [P("yes, there's news", "SNA"), P("offered ₪109 a month for 12 months"), P("down from your current ₪149"),
     P("It would extend your contract"), P("need your OK before we accept it"),
     P("expires on Sunday 12/7 at 20:00")],
    notes="of_2 monthly_minor 10900, P12M, requires_contract_extension, AWAITING_CUSTOMER_APPROVAL, "
          "expires 2026-07-12 20:00 local; current_bill_minor 14900.",
    incl=["₪109", "12/7"])

add("internet-counteroffer", D_BILL, Q11,
    "Quick update: we turned down Fibra Net's first offer of ₪129 because the saving was too small, and "
    "they've come back with ₪109/month. That's ₪40 less than you pay now.\n\nIt needs your approval because "
    "it comes with a contract extension.",
    EV11,
    [P("turned down Fibra Net's first offer of ₪129"), P("the saving was too small"),
     P("come back with ₪109/month"), P("₪40 less than you pay now"),
     P("needs your approval because it comes with a contract extension")],
    notes="of_1 12900 REJECTED_BY_BILLCUTTER (BELOW_TARGET_SAVING); of_2 10900; 14900-10900 = 4000; the "
          "terms require approval for contract extensions.",
    incl=["₪109"])

add("internet-counteroffer", D_BILL, Q11,
    "Hi Hila, good news: we've accepted Fibra Net's offer of ₪109 a month. Negotiations usually wrap up "
    "within 10 days of submission.\n\nFor the record, we never accept an offer that saves you less than 20% "
    "a month.",
    EV11,
    [P("we've accepted Fibra Net's offer", "C", "RSM"), P("usually wrap up within 10 days"),
     P("less than 20% a month", "C", "NC VM")],
    errors=["wrong_state", "wrong_policy_condition"],
    notes="of_2.status is AWAITING_CUSTOMER_APPROVAL (nothing accepted); the terms' floor is 10% a month.",
    excl=["we've accepted Fibra Net's offer", "less than 20% a month"])

add("internet-counteroffer", D_BILL, Q11,
    "Hila, Fibra Net's latest offer is ₪109 a month, and it's open until 12/7 at 17:00. Most negotiations "
    "are done within 14 days, so we're still well inside the usual window.",
    EV11,
    [P("latest offer is ₪109 a month"), P("open until 12/7 at 17:00", "C", "DM VM"),
     P("done within 14 days", "C", "NC VM"), P("still well inside the usual window")],
    errors=["unit_conversion", "wrong_period"],
    notes="expires_at is 20:00 Asia/Jerusalem (17:00 is UTC); the terms say 10 days. Submitted 1/7, now "
          "8/7, so it is within the window either way.",
    now=NOW11, excl=["12/7 at 17:00", "within 14 days"])

add("internet-counteroffer", D_BILL, Q11,
    "Hi Hila, Fibra Net has offered ₪129 a month for 12 months, and because it extends your contract we "
    "need your approval. It expires on 12/7 at 20:00.",
    EV11,
    [P("offered ₪129 a month", "C", "AM VM RSM"), P("need your approval"), P("expires on 12/7 at 20:00")],
    errors=["stale_value"],
    notes="₪129 is of_1, which BillCutter already rejected; the offer awaiting approval (of_2) is 10900.",
    excl=["offered ₪129 a month"], incl=["₪109|109", "12/7|12 July"], repair=True)

# ---- S12 fee-refund-escalated: saving not applied, refund needs the provider ---------
Q12 = "You charged me a fee but my StarView TV bill is still the same. I want my money back."
EV12 = [
    {"id": "billcutter.negotiation#neg_38872", "kind": "record", "source": "tool:billcutter_negotiations",
     "fields": {"negotiation_id": "neg_38872", "customer": "Amir Nasser", "provider": "StarView TV",
                "status": "SUCCEEDED", "before": {"monthly_minor": 24900},
                "after": {"monthly_minor": 16900, "term": "P12M", "starts_on": "2026-05-01"},
                "fee": {"amount_minor": 33600, "currency": "ILS", "plan": "UPFRONT", "status": "PAID",
                        "paid_on": "2026-04-20", "card_last4": "4012"}}},
    {"id": "plaid.transactions_get#acc_an_77", "kind": "record", "source": "tool:plaid_transactions_get",
     "fields": {"transactions": [
         {"transaction_id": "tx_sv6", "amount": 249.0, "date": "2026-06-05", "authorized_date": "2026-06-05",
          "name": "STARVIEW TV HK", "merchant_name": "StarView TV", "pending": False,
          "iso_currency_code": "ILS",
          "personal_finance_category": {"primary": "ENTERTAINMENT", "detailed": "ENTERTAINMENT_TV_AND_MOVIES"}},
         {"transaction_id": "tx_sv5", "amount": 249.0, "date": "2026-05-05", "authorized_date": "2026-05-05",
          "name": "STARVIEW TV HK", "merchant_name": "StarView TV", "pending": False,
          "iso_currency_code": "ILS",
          "personal_finance_category": {"primary": "ENTERTAINMENT", "detailed": "ENTERTAINMENT_TV_AND_MOVIES"}},
         {"transaction_id": "tx_bc1", "amount": 336.0, "date": "2026-04-20", "authorized_date": "2026-04-20",
          "name": "BILLCUTTER FEE BC38872", "merchant_name": "BillCutter", "pending": False,
          "iso_currency_code": "ILS",
          "personal_finance_category": {"primary": "GENERAL_SERVICES",
                                        "detailed": "GENERAL_SERVICES_OTHER_GENERAL_SERVICES"}}]}},
    {"id": "billcutter.issue_fee_refund#call-4", "kind": "refused_call", "tool": "issue_fee_refund",
     "decision": "ESCALATE", "args": {"negotiation_id": "neg_38872", "amount_minor": 33600},
     "reason": "REQUIRES_PROVIDER_CONFIRMATION"},
    {"id": "billcutter.escalation#esc_9012", "kind": "record", "source": "tool:billcutter_escalations",
     "fields": {"escalation_id": "esc_9012", "negotiation_id": "neg_38872", "team": "PROVIDER_DISPUTES",
                "status": "OPEN", "created_at": ep("2026-06-09 11:05"), "review_target": "P5D"}},
    {"id": "billcutter.terms#missing-saving", "kind": "policy", "revision": "2026.2",
     "text": ("If the saving we agreed doesn't appear on your bill within two billing cycles, tell us and "
              "we'll chase the provider. If the provider still doesn't apply it, we refund our fee in full. "
              "Refunds go back to the card you paid with within 7 business days of approval. "
              "Disputes are reviewed by our provider team, normally within 5 business days.")},
]
NOW12 = "2026-06-09T11:20:00+03:00"
NOW_BY_EV[id(EV12)] = NOW12

add("fee-refund-escalated", D_BILL, Q12,
    "Hi Amir, you're right to flag this. StarView TV charged you ₪249 on both 5/5 and 5/6, when the agreed "
    "price from 1/5 was ₪169. That's two bills without the saving, so you qualify for us to chase them.\n\n"
    "I couldn't issue the ₪336 refund straight away; it needs the provider's confirmation, so I've passed "
    "it to our provider team, who normally review within 5 business days. If StarView still doesn't apply "
    "the discount, you get the fee back in full.",
    EV12,
    [P("you're right to flag this", "NA"), P("charged you ₪249 on both 5/5 and 5/6"),
     P("agreed price from 1/5 was ₪169"), P("two bills without the saving"),
     P("qualify for us to chase them"), P("couldn't issue the ₪336 refund straight away"),
     P("passed it to our provider team"), P("normally review within 5 business days"),
     P("you get the fee back in full")],
    notes="tx_sv5/tx_sv6 249.0 on 5/5 and 5/6; after.monthly_minor 16900 from 2026-05-01; issue_fee_refund "
          "was ESCALATEd (REQUIRES_PROVIDER_CONFIRMATION) and esc_9012 is OPEN with PROVIDER_DISPUTES.",
    incl=["₪336", "5 business days"])

add("fee-refund-escalated", D_BILL, Q12,
    "What I've done:\n- Opened a dispute with our provider team (it's open now)\n- Asked for your ₪336 fee to "
    "be refunded; that needs StarView to confirm first\n\nIf it's approved, the money goes back to your card "
    "within 7 business days.",
    EV12,
    [P("Opened a dispute with our provider team"), P("Asked for your ₪336 fee to be refunded"),
     P("needs StarView to confirm first"), P("within 7 business days")],
    notes="esc_9012 OPEN; the refund call was escalated with reason REQUIRES_PROVIDER_CONFIRMATION; the "
          "terms give 7 business days after approval.",
    incl=["₪336"])

add("fee-refund-escalated", D_BILL, Q12,
    "Hi Amir, sorry about this. Your StarView bills on 5/5 and 5/6 were still ₪249, so I've refunded our "
    "₪336 fee.\n\nOur provider team will also keep chasing StarView for the discount.",
    EV12,
    [P("sorry about this", "NA"), P("were still ₪249"), P("I've refunded our ₪336 fee", "C", "NE"),
     P("keep chasing StarView for the discount")],
    errors=["refused_call_effect"],
    notes="issue_fee_refund was refused (ESCALATE), so no refund was made; esc_9012 is an open dispute.",
    excl=["I've refunded our ₪336 fee"])

add("fee-refund-escalated", D_BILL, Q12,
    "Hi Amir, the deal we agreed was ₪169 instead of ₪249, a saving of ₪70 a month. As the discount hasn't "
    "shown up on one bill, you're due a full refund of our fee.",
    EV12,
    [P("₪169 instead of ₪249"), P("a saving of ₪70 a month", "C", "AM VM"),
     P("hasn't shown up on one bill", "C", "VM"), P("you're due a full refund of our fee", "CI", "NC NNE RSM")],
    errors=["wrong_arithmetic", "wrong_quantity", "condition_unmet"],
    notes="24900-16900 = 8000 (₪80); two bills (5/5 and 5/6) lacked the saving; the full refund applies "
          "only if the provider still doesn't apply it after we chase, which is not yet settled.",
    excl=["a saving of ₪70 a month", "on one bill", "you're due a full refund"])

add("fee-refund-escalated", D_BILL, Q12,
    "Hi Amir, StarView charged you ₪249 on 5/5 and 5/6 instead of the agreed ₪169. I've sent your ₪336 "
    "refund request to our provider team, and they normally review disputes within 7 business days.",
    EV12,
    [P("charged you ₪249 on 5/5 and 5/6"), P("sent your ₪336 refund request to our provider team"),
     P("review disputes within 7 business days", "C", "NC VM")],
    errors=["wrong_period"],
    notes="The terms say disputes are reviewed within 5 business days; 7 business days is the card-refund "
          "time after approval.",
    excl=["review disputes within 7 business days"], incl=["5 business days", "₪336|336"], repair=True)

# ---- S13 electricity-quote: the current quote replaced an older one ------------------
Q13 = "Before I say yes, what exactly is the electricity deal you found for me?"
EV13 = [
    {"id": "billcutter.quote#q_77031", "kind": "record", "source": "tool:billcutter_quotes",
     "fields": {"quote_id": "q_77031", "customer": "Galit Oren", "category": "ELECTRICITY_SUPPLY",
                "timezone": "Asia/Jerusalem",
                "versions": [
                    {"version": 1, "status": "SUPERSEDED", "supplier": "Volta Energy", "discount_pct": "7.0",
                     "hours": "ALL_DAY", "days": "ALL", "term": "P12M", "exit_fee_minor": 0,
                     "estimated_annual_saving_minor": 31500, "created_at": ep("2026-08-02 12:30"),
                     "valid_until": "2026-08-09"},
                    {"version": 2, "status": "CURRENT", "supplier": "Volta Energy", "discount_pct": "15.0",
                     "hours": "NIGHT_23_07", "days": "SUN_THU", "term": "P12M", "exit_fee_minor": 0,
                     "estimated_annual_saving_minor": 24800, "created_at": ep("2026-08-09 16:00"),
                     "valid_until": "2026-08-20"}],
                "fee": {"type": "FLAT", "amount_minor": 4900, "charged_when": "ON_SWITCH"}}},
    {"id": "billcutter.usage#q_77031", "kind": "record", "source": "tool:billcutter_usage",
     "fields": {"avg_monthly_bill": "375.00", "currency": "ILS", "night_share": "0.42",
                "months_used": 12}},
    {"id": "billcutter.terms#electricity", "kind": "policy", "revision": "2026.2",
     "text": ("Savings figures are estimates based on your last 12 months of usage. "
              "For electricity deals we charge a flat ₪49, and only once you've switched. "
              "Discounts apply to the supply part of the bill at the hours the plan names. "
              "You can leave the new supplier at any time with no exit fee unless the quote says otherwise.")},
]

add("electricity-quote", D_BILL, Q13,
    "Hi Galit, here's the deal as it stands now: Volta Energy will give you 15% off your electricity, but "
    "only at night, 23:00 to 07:00, Sunday to Thursday. It runs for 12 months and there's no exit fee.\n\n"
    "Based on your last 12 months, we estimate you'd save about ₪248 a year. Our fee is a flat ₪49, and "
    "only if you switch.",
    EV13,
    [P("15% off your electricity"), P("23:00 to 07:00, Sunday to Thursday"), P("runs for 12 months"),
     P("there's no exit fee"), P("save about ₪248 a year"), P("flat ₪49"), P("only if you switch")],
    notes="Version 2 (CURRENT): 15.0%, NIGHT_23_07, SUN_THU, P12M, exit_fee 0, estimate 24800 agorot; fee "
          "FLAT 4900 ON_SWITCH.",
    incl=["15%", "₪248"])

add("electricity-quote", D_BILL, Q13,
    "Heads-up: the earlier 7% all-day offer has been replaced. The current quote (valid until 20 August) is "
    "15% off at night only, with an estimated saving of ₪248 a year.",
    EV13,
    [P("earlier 7% all-day offer has been replaced"), P("valid until 20 August"), P("15% off at night only"),
     P("estimated saving of ₪248 a year")],
    notes="Version 1 is SUPERSEDED; version 2 valid_until 2026-08-20.",
    incl=["20 August"])

add("electricity-quote", D_BILL, Q13,
    "Hi Galit, Volta Energy will give you 7% off all day, every day, for 12 months, which we estimate saves "
    "you ₪315 a year. Our fee is a flat ₪49 once you switch.",
    EV13,
    [P("7% off all day, every day", "C", "VM"), P("saves you ₪315 a year", "C", "AM VM"),
     P("flat ₪49 once you switch")],
    errors=["stale_value", "stale_value"],
    notes="7% all-day and 31500 agorot belong to version 1, which is SUPERSEDED; the current version is 15% "
          "at night with 24800.",
    excl=["7% off all day", "₪315 a year"])

add("electricity-quote", D_BILL, Q13,
    "Hi Galit, the current offer is 15% off your electricity around the clock, for 12 months. We charge a "
    "flat ₪49 up front to get the switch moving, and you'd save an estimated ₪248 a year.",
    EV13,
    [P("15% off your electricity around the clock", "C", "VM"), P("flat ₪49 up front", "C", "NC VM"),
     P("an estimated ₪248 a year")],
    errors=["wrong_value", "wrong_policy_condition"],
    notes="Version 2 hours are NIGHT_23_07 on SUN_THU only; the fee is charged ON_SWITCH (the terms: only "
          "once you've switched), not up front.",
    excl=["around the clock", "₪49 up front"])

add("electricity-quote", D_BILL, Q13,
    "Galit, the current Volta Energy quote is 15% off between 23:00 and 07:00, Sunday to Thursday, and it's "
    "valid until 20/9.",
    EV13,
    [P("15% off between 23:00 and 07:00"), P("valid until 20/9", "C", "DM")],
    errors=["wrong_date"],
    notes="versions[1].valid_until is 2026-08-20.",
    excl=["valid until 20/9"], incl=["20/8|20 August|20.8|August 20|20/08", "15%"], repair=True)

# =====================================================================================
# Business 4: Gesher Debt Advice (debt-advice charity)
# =====================================================================================
D_DEBT = "debt-advice charity"

# ---- S14 adviser-appointment: when, how long, what to bring --------------------------
Q14 = "When is my call with the debt adviser and what should I have ready?"
EV14 = [
    {"id": "gesher.appointment#apt_20441", "kind": "record", "source": "tool:gesher_appointments",
     "fields": {"appointment_id": "apt_20441", "client": "Rina Elbaz", "timezone": "Asia/Jerusalem",
                "adviser": {"first_name": "Yael", "role": "DEBT_ADVISER"},
                "channel": "PHONE", "direction": "ADVISER_CALLS_CLIENT", "phone_last4": "8817",
                "starts_at": ep("2026-09-03 10:30"), "duration": "PT45M", "status": "CONFIRMED",
                "history": [{"appointment_id": "apt_19870", "starts_at": ep("2026-08-27 16:00"),
                             "duration": "PT45M", "status": "RESCHEDULED_BY_CLIENT"}]}},
    {"id": "gesher.checklist#apt_20441", "kind": "record", "source": "tool:gesher_documents",
     "fields": {"requested": ["LAST_3_PAYSLIPS", "BANK_STATEMENTS_LAST_2_MONTHS", "CREDITOR_LETTERS",
                              "ENFORCEMENT_AUTHORITY_FILE_IF_ANY"],
                "uploaded": ["LAST_3_PAYSLIPS"], "upload_link_sent": True}},
    {"id": "gesher.policy#appointments", "kind": "policy", "revision": "2026-v3",
     "text": ("Our advice is free and confidential. "
              "A first appointment lasts up to 45 minutes. "
              "If you need to move it, tell us at least 24 hours ahead so we can offer the slot to someone "
              "else. Please have your payslips, the last two months of bank statements and any letters "
              "from creditors to hand; we can still go ahead without them.")},
]
NOW14 = "2026-09-01T15:00:00+03:00"
NOW_BY_EV[id(EV14)] = NOW14

add("adviser-appointment", D_DEBT, Q14,
    "Hi Rina, your phone call with Yael is on Thursday 3/9 at 10:30 and will last up to 45 minutes. She'll "
    "call the number ending 8817.\n\nIt helps to have these ready: the last two months of bank statements, "
    "any letters from creditors, and your Enforcement Authority file if you have one. We already have your "
    "payslips, thanks.",
    EV14,
    [P("Thursday 3/9 at 10:30"), P("last up to 45 minutes"), P("number ending 8817"),
     P("the last two months of bank statements"), P("any letters from creditors"),
     P("Enforcement Authority file if you have one"), P("We already have your payslips")],
    notes="apt_20441 starts 2026-09-03 10:30 local, PT45M, ADVISER_CALLS_CLIENT, phone_last4 8817; the "
          "checklist requests statements, creditor letters, the enforcement file, and has payslips uploaded.",
    incl=["3/9", "10:30"])

add("adviser-appointment", D_DEBT, Q14,
    "Your appointment is confirmed for the day after tomorrow at 10:30, a 45-minute phone call. The advice "
    "is free and confidential. If you can't make it, let us know at least 24 hours before.",
    EV14,
    [P("confirmed for the day after tomorrow at 10:30"), P("a 45-minute phone call"),
     P("free and confidential"), P("at least 24 hours before")],
    notes="now is 1/9, so the day after tomorrow is 3/9 = starts_at; status CONFIRMED; the policy covers "
          "free/confidential and the 24-hour notice.",
    now=NOW14, incl=["10:30"])

add("adviser-appointment", D_DEBT, Q14,
    "Hi Rina, your call with Yael is booked for 27/8 at 16:00, for up to 45 minutes. You've already "
    "uploaded everything we asked for.",
    EV14,
    [P("booked for 27/8 at 16:00", "C", "DM RSM"), P("for up to 45 minutes"),
     P("already uploaded everything we asked for", "C", "RSM VM")],
    errors=["stale_value", "wrong_state"],
    notes="27/8 16:00 is apt_19870, RESCHEDULED_BY_CLIENT; the confirmed call is 3/9 10:30. Only "
          "LAST_3_PAYSLIPS is uploaded of the four requested items.",
    excl=["27/8 at 16:00", "already uploaded everything"])

add("adviser-appointment", D_DEBT, Q14,
    "Rina, you're booked in with Yael on 3/9 at 07:30 by phone. If you need to change it, please tell us at "
    "least 48 hours ahead.",
    EV14,
    [P("on 3/9 at 07:30", "C", "DM VM"), P("at least 48 hours ahead", "C", "NC VM")],
    errors=["unit_conversion", "wrong_period"],
    notes="starts_at is 10:30 Asia/Jerusalem (07:30 is the UTC reading); the policy asks for 24 hours' "
          "notice.",
    excl=["3/9 at 07:30", "48 hours"])

add("adviser-appointment", D_DEBT, Q14,
    "Your call with Yael is on Thursday 3/9 at 10:30. The advice itself is free, but missing the call "
    "without notice carries a ₪50 no-show fee.",
    EV14,
    [P("on Thursday 3/9 at 10:30"), P("The advice itself is free"),
     P("carries a ₪50 no-show fee", "CI", "NC NNE NPE")],
    errors=["invented_fact"],
    notes="Nothing mentions a no-show fee; the policy says the advice is free and only asks for 24 hours' "
          "notice.",
    excl=["₪50 no-show fee"])

add("adviser-appointment", D_DEBT, Q14,
    "Hi Rina, your phone appointment with Yael is on Thursday 3/9 at 10:30 and lasts up to 30 minutes.",
    EV14,
    [P("on Thursday 3/9 at 10:30"), P("lasts up to 30 minutes", "C", "VM")],
    errors=["wrong_period"],
    notes="duration is PT45M and the policy says up to 45 minutes.",
    excl=["up to 30 minutes"], incl=["45 minutes|45-minute|45 min", "10:30"], repair=True)

# ---- S15 repayment-plan: proposed plan, one creditor pending --------------------------
Q15 = "What will I pay each month under the plan, and has it started?"
EV15 = [
    {"id": "gesher.plan#dmp_3318", "kind": "record", "source": "tool:gesher_plans",
     "fields": {"plan_id": "dmp_3318", "version": 2, "client": "Karim Haj", "status": "PROPOSED",
                "timezone": "Asia/Jerusalem", "proposed_start": "2026-10-01", "payment_day": 10,
                "disposable_income_minor": 145000, "total_proposed_monthly_minor": 145000,
                "creditors": [
                    {"creditor": "Hamagen Bank", "debt_type": "OVERDRAFT", "balance_minor": 1842000,
                     "proposed_monthly_minor": 62000, "response": "ACCEPTED",
                     "responded_at": ep("2026-09-08 13:00")},
                    {"creditor": "Nitzan Credit Cards", "debt_type": "CREDIT_CARD", "balance_minor": 935000,
                     "proposed_monthly_minor": 31500, "response": "ACCEPTED",
                     "responded_at": ep("2026-09-10 09:45")},
                    {"creditor": "Kadima Loans", "debt_type": "PERSONAL_LOAN", "balance_minor": 1510000,
                     "proposed_monthly_minor": 51500, "response": "PENDING",
                     "reply_deadline": "2026-09-24"}]}},
    {"id": "gesher.plan_versions#dmp_3318", "kind": "record", "source": "tool:gesher_plans",
     "fields": {"versions": [
         {"version": 1, "status": "REPLACED", "total_proposed_monthly_minor": 132000,
          "created_at": ep("2026-08-12 11:00"), "replaced_reason": "INCOME_UPDATED"},
         {"version": 2, "status": "PROPOSED", "total_proposed_monthly_minor": 145000,
          "created_at": ep("2026-09-01 10:20")}]}},
    {"id": "gesher.policy#dmp", "kind": "policy", "revision": "2026-v3",
     "text": ("You pay one monthly amount to us and we share it between your creditors; we never keep any of "
              "it. A debt management plan starts only when every creditor in it has accepted, or when "
              "creditors who haven't replied by the deadline have been told it will go ahead without them. "
              "Creditors are asked to freeze interest and charges, but they don't have to. "
              "You can ask us to review the plan at any time if your income changes.")},
]

add("repayment-plan", D_DEBT, Q15,
    "Hi Karim, under the plan you'd pay ₪1,450 a month, and we'd split it between your three creditors. It "
    "hasn't started yet: Hamagen Bank and Nitzan Credit Cards have accepted, but we're still waiting on "
    "Kadima Loans, who have until 24/9 to reply.\n\nIf all goes ahead, the plan would begin on 1/10.",
    EV15,
    [P("₪1,450 a month"), P("split it between your three creditors"), P("hasn't started yet"),
     P("Hamagen Bank and Nitzan Credit Cards have accepted"), P("still waiting on Kadima Loans"),
     P("until 24/9 to reply"), P("begin on 1/10")],
    notes="dmp_3318 v2 status PROPOSED, total 145000 agorot; two ACCEPTED, Kadima PENDING with "
          "reply_deadline 2026-09-24; proposed_start 2026-10-01.",
    incl=["₪1,450", "Kadima Loans"])

add("repayment-plan", D_DEBT, Q15,
    "Your proposed monthly payments:\n- Hamagen Bank: ₪620\n- Nitzan Credit Cards: ₪315\n- Kadima Loans: "
    "₪515\n\nThat's ₪1,450 in total, paid to us in one go; we pass every shekel on and keep none of it.",
    EV15,
    [P("Hamagen Bank: ₪620"), P("Nitzan Credit Cards: ₪315"), P("Kadima Loans: ₪515"),
     P("₪1,450 in total"), P("paid to us in one go"), P("keep none of it")],
    notes="proposed_monthly_minor 62000 + 31500 + 51500 = 145000; the policy: one monthly amount, none kept.",
    incl=["₪1,450"])

add("repayment-plan", D_DEBT, Q15,
    "Hi Karim, your plan payment is ₪1,320 a month, and the proposed start date is 1/10. All three "
    "creditors have already signed up to it.",
    EV15,
    [P("₪1,320 a month", "C", "AM VM"), P("proposed start date is 1/10"),
     P("All three creditors have already signed up", "C", "RSM")],
    errors=["stale_value", "wrong_state"],
    notes="132000 is version 1, REPLACED; the current total is 145000. Kadima Loans' response is PENDING.",
    excl=["₪1,320", "All three creditors have already signed up"])

add("repayment-plan", D_DEBT, Q15,
    "Karim, Hamagen Bank gets ₪620, Nitzan ₪315 and Kadima ₪515, so ₪1,350 a month in total. Your creditors "
    "will freeze interest once the plan starts.",
    EV15,
    [P("Hamagen Bank gets ₪620, Nitzan ₪315 and Kadima ₪515"), P("₪1,350 a month in total", "C", "AM VM"),
     P("will freeze interest once the plan starts", "C", "NC")],
    errors=["wrong_arithmetic", "wrong_policy_condition"],
    notes="620+315+515 = 1,450 (total_proposed_monthly_minor 145000); the policy says creditors are asked to "
          "freeze interest but don't have to.",
    excl=["₪1,350", "will freeze interest once the plan starts"])

add("repayment-plan", D_DEBT, Q15,
    "Hi Karim, your plan would cost ₪1,450 a month. Two creditors have accepted, and we're waiting on Nitzan "
    "Credit Cards, which has until 24/9 to reply.",
    EV15,
    [P("₪1,450 a month"), P("Two creditors have accepted"),
     P("waiting on Nitzan Credit Cards", "C", "RSM VM IDM")],
    errors=["wrong_name"],
    notes="Nitzan Credit Cards ACCEPTED; the creditor still PENDING (deadline 24/9) is Kadima Loans.",
    excl=["waiting on Nitzan Credit Cards"], incl=["Kadima Loans|Kadima", "₪1,450|1,450"], repair=True)

# ---- S16 creditor-hold: breathing-space requests, one declined ------------------------
Q16 = "Did my creditors agree to hold off while we sort things out?"
EV16 = [
    {"id": "gesher.hold_requests#cl_5520", "kind": "record", "source": "tool:gesher_creditor_contact",
     "fields": {"client_id": "cl_5520", "client": "Daniel Katz", "requested_on": "2026-02-02",
                "requests": [
                    {"creditor": "Aviv Finance", "status": "AGREED", "hold_days": 30,
                     "from": "2026-02-02", "to": "2026-03-03", "interest_frozen": None},
                    {"creditor": "Keshet Telecom", "status": "AGREED", "hold_days": 60,
                     "from": "2026-02-02", "to": "2026-04-02", "interest_frozen": None},
                    {"creditor": "Tzafon Loans", "status": "DECLINED",
                     "reason": "ACCOUNT_WITH_COLLECTION_AGENCY", "agency": "Orion Collections",
                     "responded_on": "2026-02-05"}]}},
    {"id": "gesher.request_hold#call-2", "kind": "refused_call", "tool": "request_hold",
     "decision": "ESCALATE", "args": {"client_id": "cl_5520", "creditor": "Orion Collections"},
     "reason": "REQUIRES_SIGNED_AUTHORITY"},
    {"id": "gesher.policy#holds", "kind": "policy", "revision": "2026-v3",
     "text": ("A hold is a voluntary pause: the creditor agrees not to chase you for a set time while we "
              "prepare your budget. During a hold, interest may still be added unless the creditor says "
              "otherwise. If a creditor declines, we can still include them in your plan. "
              "To speak to a collection agency on your behalf we need your signed authority form.")},
]

add("creditor-hold", D_DEBT, Q16,
    "Hi Daniel, two of your three creditors agreed. Aviv Finance will hold off for 30 days, until 3/3, and "
    "Keshet Telecom for 60 days, until 2/4.\n\nTzafon Loans said no, because your account is now with Orion "
    "Collections. We can still include it in your plan. To contact Orion for you, we first need your signed "
    "authority form, so I've passed that step to the team rather than doing it now.",
    EV16,
    [P("two of your three creditors agreed"), P("Aviv Finance will hold off for 30 days, until 3/3"),
     P("Keshet Telecom for 60 days, until 2/4"), P("Tzafon Loans said no"), P("now with Orion Collections"),
     P("still include it in your plan"), P("need your signed authority form"),
     P("passed that step to the team")],
    notes="Aviv AGREED 30 days to 2026-03-03, Keshet AGREED 60 days to 2026-04-02, Tzafon DECLINED "
          "(ACCOUNT_WITH_COLLECTION_AGENCY, Orion Collections); request_hold to Orion was ESCALATEd for "
          "REQUIRES_SIGNED_AUTHORITY.",
    incl=["3/3", "2/4"])

add("creditor-hold", D_DEBT, Q16,
    "Quick summary:\n- Aviv Finance: yes, 30 days\n- Keshet Telecom: yes, 60 days\n- Tzafon Loans: no (it's "
    "with a collection agency)\n\nOne thing to know: a hold pauses the chasing, but interest can still be "
    "added unless the creditor says otherwise.",
    EV16,
    [P("Aviv Finance: yes, 30 days"), P("Keshet Telecom: yes, 60 days"), P("Tzafon Loans: no"),
     P("with a collection agency"), P("interest can still be added")],
    notes="hold_requests statuses and hold_days; the holds policy on interest.",
    incl=["30 days", "60 days"])

add("creditor-hold", D_DEBT, Q16,
    "Hi Daniel, Aviv Finance and Keshet Telecom both agreed to a hold. Tzafon Loans declined, so I've "
    "contacted Orion Collections directly and asked them to pause as well.\n\nDuring the hold, no interest "
    "will be added.",
    EV16,
    [P("Aviv Finance and Keshet Telecom both agreed"), P("Tzafon Loans declined"),
     P("I've contacted Orion Collections directly", "C", "NE"), P("no interest will be added", "C", "NC")],
    errors=["refused_call_effect", "wrong_policy_condition"],
    notes="request_hold to Orion Collections was refused (ESCALATE, needs signed authority); the policy "
          "says interest may still be added during a hold.",
    excl=["I've contacted Orion Collections directly", "no interest will be added"])

add("creditor-hold", D_DEBT, Q16,
    "Daniel, Keshet Telecom agreed to pause for 30 days, until 3/3, and Aviv Finance agreed too. Tzafon "
    "Loans turned us down.",
    EV16,
    [P("Keshet Telecom agreed to pause for 30 days, until 3/3", "C", "VM DM"), P("Aviv Finance agreed too"),
     P("Tzafon Loans turned us down")],
    errors=["other_record_value"],
    notes="30 days to 3/3 is Aviv Finance's hold; Keshet Telecom's is 60 days to 2026-04-02.",
    excl=["Keshet Telecom agreed to pause for 30 days"])

add("creditor-hold", D_DEBT, Q16,
    "Hi Daniel, Aviv Finance agreed to hold off until 3/3 and Keshet Telecom until 2/4. Tzafon Loans also "
    "agreed, so all three are paused.",
    EV16,
    [P("Aviv Finance agreed to hold off until 3/3"), P("Keshet Telecom until 2/4"),
     P("Tzafon Loans also agreed, so all three are paused", "C", "RSM")],
    errors=["wrong_state"],
    notes="Tzafon Loans' request status is DECLINED (account with Orion Collections).",
    excl=["Tzafon Loans also agreed"],
    incl=["declined|said no|turned|refused|didn't agree|did not agree", "3/3|3 March"], repair=True)

# ---- S17 free-charity: fees, donations, debt-clearing offers --------------------------
Q17 = "Do you charge anything? A company called me offering to wipe my debts for ₪2,000."
EV17 = [
    {"id": "gesher.client#cl_8804", "kind": "record", "source": "tool:gesher_clients",
     "fields": {"client_id": "cl_8804", "name": "Ofir Levy", "timezone": "Asia/Jerusalem",
                "intake_completed_at": ep("2026-10-28 12:15"), "status": "WAITING_FOR_ADVISER",
                "queue_position": 14, "estimated_wait": "P2W",
                "total_unsecured_debt_minor": 4760000, "currency": "ILS",
                "donations": {"recurring": False, "total_minor": 0}}},
    {"id": "gesher.policy#charges", "kind": "policy", "revision": "2026-v3",
     "text": ("Gesher is a registered charity (amuta) and all our advice is free. "
              "We never ask for a fee, and you never have to donate to get help; donations are optional and "
              "don't change the service you get. "
              "We can't promise to wipe out debts: whether a debt can be written off depends on your "
              "creditors or, in insolvency, on the court. "
              "Be careful with companies that charge up-front fees to 'clear' debts.")},
    {"id": "gesher.kb#insolvency", "kind": "passage",
     "text": ("Insolvency is a court process for people who cannot pay their debts.\nIt can end with a "
              "discharge of debts, but it usually involves a payment order lasting several years.\nDuring that "
              "time you report your income and spending to a trustee.")},
]

add("free-charity", D_DEBT, Q17,
    "Hi Ofir, no, we don't charge anything. Gesher is a registered charity and our advice is free, and you "
    "never have to donate to get help.\n\nPlease be wary of anyone asking for money up front to 'wipe' your "
    "debts. No one can promise that: writing off a debt is up to your creditors or, in insolvency, the "
    "court.\n\nYou're on our list for an adviser, currently 14th in the queue, with an estimated wait of "
    "about two weeks.",
    EV17,
    [P("we don't charge anything"), P("Gesher is a registered charity"), P("never have to donate to get help"),
     P("be wary of anyone asking for money up front"),
     P("writing off a debt is up to your creditors or, in insolvency, the court"),
     P("currently 14th in the queue"), P("estimated wait of about two weeks")],
    notes="The charges policy covers free advice, optional donations, no promise to wipe debts, and the "
          "warning about up-front fees; cl_8804 queue_position 14, estimated_wait P2W.",
    incl=["14th"])

add("free-charity", D_DEBT, Q17,
    "It's free. We're a charity, we never charge a fee, and donations are entirely optional.",
    EV17,
    [P("It's free"), P("We're a charity"), P("we never charge a fee"), P("donations are entirely optional")],
    notes="All four are stated in gesher.policy#charges.",
    incl=["free"])

add("free-charity", D_DEBT, Q17,
    "Hi Ofir, our advice is free, but once a repayment plan is set up we ask for a ₪100 administration fee. "
    "If your debts can't be managed, insolvency will clear them within a year.",
    EV17,
    [P("our advice is free"), P("₪100 administration fee", "C", "NC"),
     P("insolvency will clear them within a year", "CI", "NC NNE")],
    errors=["invented_fact", "wrong_period"],
    notes="The policy says Gesher never asks for a fee; the insolvency passage says the payment order "
          "usually lasts several years.",
    excl=["₪100 administration fee", "within a year"])

add("free-charity", D_DEBT, Q17,
    "Ofir, we're free to use, so please don't pay that company. You're 4th in the queue for an adviser, who "
    "can get most of your debts written off for you.",
    EV17,
    [P("we're free to use"), P("please don't pay that company", "NA"), P("4th in the queue", "C", "VM"),
     P("can get most of your debts written off for you", "CI", "NC NNE NPE")],
    errors=["wrong_quantity", "invented_promise"],
    notes="queue_position is 14; the policy says Gesher can't promise to wipe out debts.",
    excl=["4th in the queue", "most of your debts written off"])

add("free-charity", D_DEBT, Q17,
    "Hi Ofir, we don't charge anything: Gesher is a registered charity. Your total unsecured debt on file is "
    "₪4,760,000, and you're 14th in the queue for an adviser.",
    EV17,
    [P("we don't charge anything"), P("Gesher is a registered charity"),
     P("debt on file is ₪4,760,000", "C", "AM VM"), P("14th in the queue")],
    errors=["unit_conversion"],
    notes="total_unsecured_debt_minor 4760000 is agorot: ₪47,600.",
    excl=["₪4,760,000"], incl=["₪47,600|47,600|47600", "14th"], repair=True)

# =====================================================================================
# Business 5: Agorot Jar (round-up savings app)
# =====================================================================================
D_JAR = "round-up savings app"

# ---- S18 weekly-roundups: this week's round-ups with a 2x multiplier -----------------
Q18 = "How much did my round-ups save this week?"
EV18 = [
    {"id": "agorotjar.roundup_settings#u_3301", "kind": "record", "source": "tool:agorotjar_settings",
     "fields": {"user_id": "u_3301", "name": "Adi Barak", "status": "ACTIVE", "round_up_to": "NEXT_5_ILS",
                "multiplier": 2, "destination_goal": {"goal_id": "g_rain", "name": "Rainy day"},
                "sweep": {"weekday": "SUNDAY", "local_time": "08:00"}}},
    {"id": "agorotjar.roundups#u_3301-2026-06-07", "kind": "record", "source": "tool:agorotjar_roundups",
     "fields": {"week_start": "2026-06-07", "week_end": "2026-06-13", "timezone": "Asia/Jerusalem",
                "items": [
                    {"transaction_id": "tx_j01", "merchant_name": "Café Nechama", "spend": "18.50",
                     "base_roundup_minor": 150, "roundup_minor": 300, "state": "COUNTED"},
                    {"transaction_id": "tx_j02", "merchant_name": "Pitz Market", "spend": "143.20",
                     "base_roundup_minor": 180, "roundup_minor": 360, "state": "COUNTED"},
                    {"transaction_id": "tx_j03", "merchant_name": "CityCab", "spend": "37.00",
                     "base_roundup_minor": 300, "roundup_minor": 600, "state": "COUNTED"},
                    {"transaction_id": "tx_j04", "merchant_name": "Pharma Or", "spend": "62.10",
                     "base_roundup_minor": 290, "roundup_minor": 580, "state": "COUNTED"},
                    {"transaction_id": "tx_j05", "merchant_name": "Pitz Market", "spend": "-20.00",
                     "base_roundup_minor": 0, "roundup_minor": 0, "state": "EXCLUDED_REFUND"},
                    {"transaction_id": "tx_j06", "merchant_name": "Book Nook", "spend": "89.00",
                     "base_roundup_minor": 100, "roundup_minor": 200, "state": "WAITING_FOR_POST"}],
                "totals": {"base_minor": 920, "multiplier_bonus_minor": 920, "roundups_total_minor": 1840,
                           "waiting_minor": 200, "currency": "ILS"},
                "sweep": {"status": "SCHEDULED", "scheduled_for": ep("2026-06-14 08:00"),
                          "goal_id": "g_rain"}}},
    {"id": "agorotjar.help#how-roundups-work", "kind": "policy", "revision": "3.4",
     "text": ("Each card purchase is rounded up to the next ₪5 and the difference is set aside. "
              "With a multiplier on, we set aside that difference times the multiplier. "
              "Refunds and transfers are never rounded up. "
              "Round-ups on pending purchases wait until the purchase posts. "
              "Set-aside round-ups are moved to your goal every Sunday morning.")},
]
NOW18 = "2026-06-13T21:00:00+03:00"
NOW_BY_EV[id(EV18)] = NOW18

add("weekly-roundups", D_JAR, Q18,
    "Hi Adi, this week (Sunday 7/6 to today) your round-ups came to ₪18.40, with your 2x multiplier "
    "doubling the ₪9.20 of basic round-ups. They'll move into your Rainy day goal tomorrow morning at "
    "08:00.\n\nThe ₪2.00 from your Book Nook purchase is waiting until that purchase posts.",
    EV18,
    [P("Sunday 7/6 to today"), P("round-ups came to ₪18.40"), P("2x multiplier doubling the ₪9.20"),
     P("Rainy day goal tomorrow morning at 08:00"), P("₪2.00 from your Book Nook purchase is waiting")],
    notes="Week 2026-06-07..13 (now is Saturday 13/6); totals base 920, total 1840 agorot, multiplier 2; "
          "sweep scheduled 2026-06-14 08:00 to g_rain; tx_j06 WAITING_FOR_POST 200.",
    now=NOW18, incl=["₪18.40"])

add("weekly-roundups", D_JAR, Q18,
    "Your round-ups this week, doubled:\n- Café Nechama ₪18.50: ₪3.00\n- Pitz Market ₪143.20: ₪3.60\n"
    "- CityCab ₪37.00: ₪6.00\n- Pharma Or ₪62.10: ₪5.80\n\nTotal: ₪18.40. The ₪20 refund you got wasn't "
    "rounded up; refunds never are.",
    EV18,
    [P("Café Nechama ₪18.50: ₪3.00"), P("Pitz Market ₪143.20: ₪3.60"), P("CityCab ₪37.00: ₪6.00"),
     P("Pharma Or ₪62.10: ₪5.80"), P("Total: ₪18.40"), P("wasn't rounded up"), P("refunds never are")],
    notes="Each COUNTED item's spend and roundup_minor; tx_j05 -20.00 EXCLUDED_REFUND; the help text says "
          "refunds are never rounded up.",
    incl=["₪18.40"])

add("weekly-roundups", D_JAR, Q18,
    "Eighteen shekels forty this week, Adi. It goes into Rainy day on Sunday morning.",
    EV18,
    [P("Eighteen shekels forty this week"), P("goes into Rainy day on Sunday morning")],
    notes="roundups_total_minor 1840 = ₪18.40; sweep scheduled Sunday 14/6 08:00 to g_rain.",
    incl=["Eighteen shekels forty"])

add("weekly-roundups", D_JAR, Q18,
    "Hi Adi, you saved ₪9.20 in round-ups this week, and that already includes the ₪2.00 from Book Nook. It "
    "all moves to Rainy day on Sunday at 08:00.",
    EV18,
    [P("saved ₪9.20 in round-ups this week", "C", "AM VM"),
     P("already includes the ₪2.00 from Book Nook", "C", "RSM NC VM"),
     P("moves to Rainy day on Sunday at 08:00")],
    errors=["wrong_arithmetic", "wrong_state"],
    notes="₪9.20 is base_minor before the 2x multiplier; the total is 1840. tx_j06 is WAITING_FOR_POST and "
          "not in the total.",
    excl=["saved ₪9.20", "already includes the ₪2.00"])

add("weekly-roundups", D_JAR, Q18,
    "Hi Adi, each purchase is rounded up to the next ₪10 and then doubled. Your biggest round-up was the "
    "CityCab ride at ₪6.00, and the total of ₪18.40 goes to Rainy day on Monday morning.",
    EV18,
    [P("rounded up to the next ₪10", "C", "NC VM"), P("CityCab ride at ₪6.00"), P("total of ₪18.40"),
     P("Rainy day on Monday morning", "C", "DM")],
    errors=["wrong_policy_condition", "wrong_date"],
    notes="Round-ups go to the next ₪5 (NEXT_5_ILS; help text); the sweep is Sunday 14/6 08:00.",
    excl=["next ₪10", "on Monday morning"])

add("weekly-roundups", D_JAR, Q18,
    "Hi Adi, your round-ups this week total ₪18.40 thanks to your 3x multiplier, and they'll move to Rainy "
    "day tomorrow at 08:00.",
    EV18,
    [P("total ₪18.40"), P("3x multiplier", "C", "VM"), P("Rainy day tomorrow at 08:00")],
    errors=["wrong_value"],
    notes="roundup_settings.multiplier is 2 (9.20 x 2 = 18.40).",
    now=NOW18, excl=["3x multiplier"], incl=["2x|double|doubled|two times|twice|×2", "₪18.40|18.40"],
    repair=True)

# ---- S19 withdrawal-timing: late request, business days, third-withdrawal fee ---------
Q19 = "I moved ₪1,500 out of my savings to my bank on Thursday. Where is it?"
EV19 = [
    {"id": "agorotjar.withdrawals#u_4410", "kind": "record", "source": "tool:agorotjar_withdrawals",
     "fields": {"user_id": "u_4410", "name": "Ronen Cohen", "timezone": "Asia/Jerusalem", "withdrawals": [
         {"withdrawal_id": "wd_88410", "from_goal": "New laptop", "amount_minor": 150000, "fee_minor": 500,
          "net_amount_minor": 149500, "requested_at": ep("2026-07-16 21:40"), "status": "QUEUED",
          "send_on": "2026-07-19", "expected_arrival": "2026-07-20", "rail": "MASAV",
          "to_account": {"bank": "Carmel Bank", "mask": "6603"}, "month_count": 3},
         {"withdrawal_id": "wd_87950", "from_goal": "New laptop", "amount_minor": 25000, "fee_minor": 0,
          "requested_at": ep("2026-07-09 10:12"), "status": "COMPLETED", "month_count": 2},
         {"withdrawal_id": "wd_87002", "from_goal": "Rainy day", "amount_minor": 40000, "fee_minor": 0,
          "requested_at": ep("2026-07-02 14:55"), "status": "COMPLETED", "month_count": 1}]}},
    {"id": "agorotjar.help#withdrawals", "kind": "policy", "revision": "3.4",
     "text": ("Business days are Sunday to Thursday, excluding public holidays. "
              "Withdrawals requested on a business day before 20:00 are sent the same day; later requests "
              "are sent on the next business day. Money usually arrives within 1 business day of being sent. "
              "Your first two withdrawals each calendar month are free; after that each one costs ₪5, taken "
              "from the amount you withdraw.")},
]
NOW19 = "2026-07-18T11:00:00+03:00"
NOW_BY_EV[id(EV19)] = NOW19

add("withdrawal-timing", D_JAR, Q19,
    "Hi Ronen, your withdrawal is queued and nothing's gone wrong. You asked for it on Thursday at 21:40, "
    "after our 20:00 cut-off, so it goes out on the next business day, which is tomorrow (Sunday). You "
    "should see it in your Carmel Bank account ending 6603 by Monday 20/7.\n\nOne thing to know: it's your "
    "third withdrawal this month, so there's a ₪5 fee, and ₪1,495 will arrive.",
    EV19,
    [P("your withdrawal is queued"), P("nothing's gone wrong", "SNA"), P("on Thursday at 21:40"), P("after our 20:00 cut-off"),
     P("next business day, which is tomorrow (Sunday)"), P("Carmel Bank account ending 6603"),
     P("by Monday 20/7"), P("third withdrawal this month"), P("a ₪5 fee"), P("₪1,495 will arrive")],
    notes="wd_88410 QUEUED, requested 2026-07-16 21:40 local, send_on 2026-07-19, expected_arrival "
          "2026-07-20, month_count 3, fee 500, net 149500; the help text sets the 20:00 cut-off and fee.",
    now=NOW19, incl=["₪1,495", "20/7"])

add("withdrawal-timing", D_JAR, Q19,
    "It's scheduled: ₪1,500 from your New laptop goal goes out on Sunday 19/7. Our business days are Sunday "
    "to Thursday, so nothing moves on Friday or Saturday.",
    EV19,
    [P("₪1,500 from your New laptop goal"), P("goes out on Sunday 19/7"),
     P("business days are Sunday to Thursday"), P("nothing moves on Friday or Saturday")],
    notes="wd_88410 amount 150000 from New laptop, send_on 2026-07-19; help text defines business days.",
    incl=["19/7"])

add("withdrawal-timing", D_JAR, Q19,
    "The transfer was requested on 16.07.2026 and is scheduled to be sent on 19.07.2026; arrival is expected "
    "on 20.07.2026. A ₪5 fee applies because two free withdrawals were already used in July.",
    EV19,
    [P("requested on 16.07.2026"), P("scheduled to be sent on 19.07.2026"), P("expected on 20.07.2026"),
     P("A ₪5 fee applies"), P("two free withdrawals were already used in July")],
    notes="wd_88410 dates; wd_87002 and wd_87950 were July's first two (fee 0), so this one is charged 500.",
    incl=["20.07.2026"])

add("withdrawal-timing", D_JAR, Q19,
    "Hi Ronen, your ₪1,500 withdrawal goes out tomorrow, Sunday, and should reach your account ending 6603 "
    "by Monday. Withdrawals are free, so the full ₪1,500 will land.",
    EV19,
    [P("goes out tomorrow, Sunday"), P("ending 6603 by Monday"),
     P("Withdrawals are free, so the full ₪1,500 will land", "C", "NC AM VM")],
    errors=["condition_unmet"],
    notes="Only the first two withdrawals a month are free; this is the third (fee_minor 500, net 149500).",
    now=NOW19, excl=["the full ₪1,500 will land"])

add("withdrawal-timing", D_JAR, Q19,
    "Ronen, we sent your ₪1,500 on Friday 17/7, and transfers usually take up to 3 business days to arrive.",
    EV19,
    [P("we sent your ₪1,500 on Friday 17/7", "C", "RSM DM"), P("up to 3 business days", "C", "NC VM")],
    errors=["wrong_state", "wrong_period"],
    notes="wd_88410 is QUEUED with send_on 2026-07-19; the help text says money usually arrives within 1 "
          "business day of being sent.",
    excl=["sent your ₪1,500 on Friday", "up to 3 business days"])

add("withdrawal-timing", D_JAR, Q19,
    "Hi Ronen, your withdrawal is queued and goes out tomorrow, Sunday 19/7. It's your third this month, so "
    "a ₪5 fee applies and ₪1,505 will arrive by Monday 20/7.",
    EV19,
    [P("goes out tomorrow, Sunday 19/7"), P("your third this month"), P("a ₪5 fee applies"),
     P("₪1,505 will arrive", "C", "AM VM")],
    errors=["wrong_arithmetic"],
    notes="The fee is taken from the amount: net_amount_minor 149500 = ₪1,495.",
    now=NOW19, excl=["₪1,505"], incl=["₪1,495|1,495|1495", "₪5"], repair=True)

# ---- S20 goal-progress: Eilat trip goal vs target date -------------------------------
Q20 = "How close am I to my Eilat trip goal? Will I make it by the deadline?"
EV20 = [
    {"id": "agorotjar.goals#u_7720", "kind": "record", "source": "tool:agorotjar_goals",
     "fields": {"user_id": "u_7720", "name": "Michal Dahan", "currency": "ILS",
                "roundups_destination_goal_id": "g_emerg",
                "goals": [
                    {"goal_id": "g_eilat", "name": "Eilat trip", "status": "ACTIVE", "target_minor": 400000,
                     "saved_minor": 273000, "target_date": "2026-12-20",
                     "auto_save": {"amount_minor": 30000, "interval": "P1M", "day_of_month": 1},
                     "projection": {"projected_at_target_date_minor": 393000, "on_track": False,
                                    "basis": "AUTO_SAVES_ONLY"}},
                    {"goal_id": "g_emerg", "name": "Emergency fund", "status": "ACTIVE",
                     "target_minor": 1000000, "saved_minor": 412050, "target_date": None},
                    {"goal_id": "g_bike", "name": "Bike", "status": "COMPLETED", "target_minor": 150000,
                     "saved_minor": 150000, "completed_on": "2026-03-30"}]}},
    {"id": "agorotjar.help#goals", "kind": "policy", "revision": "3.4",
     "text": ("Projections count only your scheduled auto-saves, not round-ups or one-off top-ups. "
              "You can change which goal receives your round-ups in Settings > Round-ups. "
              "Money in goals isn't locked: you can withdraw it at any time.")},
]

add("goal-progress", D_JAR, Q20,
    "Hi Michal, you've saved ₪2,730 of your ₪4,000 Eilat trip goal, so ₪1,270 to go. With your ₪300 "
    "auto-save on the 1st of each month, you'd be at about ₪3,930 by 20/12, just ₪70 short.\n\nIf you'd "
    "like to close the gap, you could point your round-ups at this goal; right now they go to your Emergency "
    "fund.",
    EV20,
    [P("saved ₪2,730 of your ₪4,000"), P("₪1,270 to go"), P("₪300 auto-save on the 1st of each month"),
     P("about ₪3,930 by 20/12"), P("just ₪70 short"), P("point your round-ups at this goal"),
     P("right now they go to your Emergency")],
    notes="g_eilat saved 273000 of 400000; auto_save 30000 monthly on day 1; projection 393000 at "
          "2026-12-20 (4000-3930 = 70); roundups_destination_goal_id is g_emerg.",
    incl=["₪1,270", "₪3,930"])

add("goal-progress", D_JAR, Q20,
    "Eilat trip: ₪2,730 saved, ₪1,270 left, target date 20 December. On your auto-saves alone you're slightly "
    "behind.",
    EV20,
    [P("₪2,730 saved"), P("₪1,270 left"), P("target date 20 December"), P("you're slightly behind")],
    notes="g_eilat figures; projection.on_track false with basis AUTO_SAVES_ONLY (₪70 short).",
    incl=["₪1,270"])

add("goal-progress", D_JAR, Q20,
    "You're at 68% of the goal: ₪2,730 out of ₪4,000. The money isn't locked, so you can take it out any "
    "time if plans change.",
    EV20,
    [P("at 68% of the goal"), P("₪2,730 out of ₪4,000"), P("The money isn't locked")],
    notes="2730 / 4000 = 68.25%; the goals help text says goal money isn't locked.",
    incl=["68%"])

add("goal-progress", D_JAR, Q20,
    "Great news, Michal: your Eilat trip goal has ₪4,120.50 in it against a ₪4,000 target. Your round-ups "
    "are going into this goal too.",
    EV20,
    [P("has ₪4,120.50 in it", "C", "AM VM"), P("against a ₪4,000 target"),
     P("round-ups are going into this goal too", "C", "VM IDM")],
    errors=["other_record_value", "wrong_value"],
    notes="412050 is the Emergency fund's saved_minor; g_eilat has 273000. Round-ups go to g_emerg.",
    excl=["₪4,120.50", "round-ups are going into this goal too"])

add("goal-progress", D_JAR, Q20,
    "Michal, you've got ₪1,370 to go on Eilat trip. Our projection, which includes your round-ups, shows "
    "you'll reach ₪3,930 by 20/12.",
    EV20,
    [P("₪1,370 to go", "C", "AM VM"), P("which includes your round-ups", "C", "NC VM"),
     P("reach ₪3,930 by 20/12")],
    errors=["wrong_arithmetic", "wrong_policy_condition"],
    notes="4000 - 2730 = 1270; projections count auto-saves only (basis AUTO_SAVES_ONLY).",
    excl=["₪1,370", "which includes your round-ups"])

add("goal-progress", D_JAR, Q20,
    "Hi Michal, you've saved ₪2,730 towards Eilat trip, with a target date of 20/11. Your ₪300 monthly "
    "auto-save keeps it moving.",
    EV20,
    [P("saved ₪2,730 towards Eilat trip"), P("target date of 20/11", "C", "DM"),
     P("₪300 monthly auto-save")],
    errors=["wrong_date"],
    notes="g_eilat.target_date is 2026-12-20.",
    excl=["20/11"], incl=["20/12|20 December|20.12|December 20", "₪2,730|2,730"], repair=True)

# ---- S21 roundups-paused: low-balance guard -----------------------------------------
Q21 = "My round-ups stopped. Why? Did I do something wrong?"
EV21 = [
    {"id": "agorotjar.roundup_settings#u_1188", "kind": "record", "source": "tool:agorotjar_settings",
     "fields": {"user_id": "u_1188", "name": "Sivan Tal", "status": "AUTO_PAUSED",
                "pause_reason": "LOW_BALANCE_GUARD", "paused_at": ep("2026-04-12 06:00"),
                "timezone": "Asia/Jerusalem", "guard": {"enabled": True, "threshold_minor": 20000},
                "linked_account_id": "acc_sv_21", "auto_resume": True}},
    {"id": "plaid.accounts_balance_get#item_st", "kind": "record", "source": "tool:plaid_accounts_balance_get",
     "fields": {"accounts": [
         {"account_id": "acc_sv_21", "name": "Checking", "mask": "3390", "type": "depository",
          "subtype": "checking",
          "balances": {"available": 143.2, "current": 398.2, "limit": None, "iso_currency_code": "ILS"}},
         {"account_id": "acc_sv_22", "name": "Savings Plus", "mask": "3391", "type": "depository",
          "subtype": "savings",
          "balances": {"available": 7800.0, "current": 7800.0, "limit": None, "iso_currency_code": "ILS"}}]}},
    {"id": "agorotjar.help#low-balance-guard", "kind": "policy", "revision": "3.4",
     "text": ("To protect you from overdraft fees, round-ups pause automatically when the available balance "
              "in your linked account drops below ₪200. "
              "They restart by themselves once it has stayed above ₪200 for a full day. "
              "Round-ups missed while paused aren't collected later. "
              "You can lower the threshold to ₪100 or switch the guard off in Settings.")},
]

add("roundups-paused", D_JAR, Q21,
    "Hi Sivan, you haven't done anything wrong. Your round-ups paused themselves on 12/4 because the "
    "available balance in your linked Checking account fell below ₪200; right now it's ₪143.20. That's a "
    "safety guard to help you avoid overdraft fees.\n\nThey'll restart on their own once the balance has "
    "stayed above ₪200 for a full day. Just so you know, round-ups missed during the pause aren't collected "
    "later.",
    EV21,
    [P("you haven't done anything wrong", "SNA"), P("paused themselves on 12/4"), P("fell below ₪200"),
     P("right now it's ₪143.20"), P("help you avoid overdraft fees"), P("stayed above ₪200 for a full day"),
     P("aren't collected later")],
    notes="status AUTO_PAUSED (LOW_BALANCE_GUARD) at 2026-04-12 06:00 local, threshold 20000; acc_sv_21 "
          "available 143.2; the guard help text gives the restart rule and that missed round-ups are lost.",
    incl=["₪143.20", "₪200"])

add("roundups-paused", D_JAR, Q21,
    "Round-ups are on an automatic pause, not switched off. If you'd rather keep them running, you can lower "
    "the threshold to ₪100 or turn the guard off in Settings.",
    EV21,
    [P("on an automatic pause"), P("lower the threshold to ₪100"), P("turn the guard off in Settings")],
    notes="status AUTO_PAUSED; the help text allows a ₪100 threshold or switching the guard off.",
    incl=["₪100"])

add("roundups-paused", D_JAR, Q21,
    "Dear Sivan,\n\nYour round-ups have been paused since 12 April at 06:00, when your Checking balance "
    "dropped under the ₪200 limit. Your available balance is now ₪143.20.\n\nKind regards,\nAgorot Jar",
    EV21,
    [P("paused since 12 April at 06:00"), P("dropped under the ₪200 limit"),
     P("available balance is now ₪143.20"), P("Kind regards", "NA")],
    notes="paused_at 2026-04-12 06:00 Asia/Jerusalem; guard threshold 20000; acc_sv_21 available 143.2.",
    incl=["12 April"])

add("roundups-paused", D_JAR, Q21,
    "Hi Sivan, round-ups paused on 12/4 because your balance dipped below ₪200. They'll restart as soon as "
    "your balance goes back over ₪200, and we'll collect the round-ups you missed in the meantime.",
    EV21,
    [P("paused on 12/4"), P("dipped below ₪200"),
     P("restart as soon as your balance goes back over ₪200", "C", "NC"),
     P("collect the round-ups you missed", "C", "NC")],
    errors=["wrong_policy_condition", "invented_promise"],
    notes="They restart only after a full day above ₪200, and missed round-ups aren't collected later.",
    excl=["restart as soon as your balance goes back over", "collect the round-ups you missed"])

add("roundups-paused", D_JAR, Q21,
    "Sivan, the low-balance guard kicked in: your available balance is ₪398.20, under the ₪500 threshold.",
    EV21,
    [P("low-balance guard kicked in"), P("available balance is ₪398.20", "C", "AM VM"),
     P("under the ₪500 threshold", "C", "AM VM")],
    errors=["wrong_role", "wrong_amount"],
    notes="398.2 is balances.current; available is 143.2. guard.threshold_minor is 20000 (₪200).",
    excl=["₪398.20", "₪500 threshold"])

add("roundups-paused", D_JAR, Q21,
    "Dear Sivan,\n\nYour round-ups have been on hold since 12 April at 09:00, when the available balance in "
    "your Checking account fell under ₪200. It's ₪143.20 at the moment.\n\nKind regards,\nAgorot Jar",
    EV21,
    [P("on hold since 12 April at 09:00", "C", "DM VM"), P("fell under ₪200"),
     P("It's ₪143.20 at the moment"), P("Kind regards", "NA")],
    errors=["wrong_time"],
    notes="paused_at is 2026-04-12 06:00 Asia/Jerusalem, not 09:00.",
    excl=["12 April at 09:00"])

add("roundups-paused", D_JAR, Q21,
    "Hi Sivan, your round-ups paused on 12/4 because your Checking balance fell below ₪200. It's ₪398.20 "
    "right now, and they'll restart once it has stayed above ₪200 for a full day.",
    EV21,
    [P("paused on 12/4"), P("fell below ₪200"), P("It's ₪398.20 right now", "C", "AM VM"),
     P("stayed above ₪200 for a full day")],
    errors=["wrong_role"],
    notes="The guard uses the available balance (143.2); 398.2 is the current balance.",
    excl=["₪398.20"], incl=["₪143.20|143.20", "₪200"], repair=True)

# ---- S22 boost-perk: savings boost is a Plus perk ------------------------------------
Q22 = "Do I get the 0.5% bonus on my savings? My friend gets it."
EV22 = [
    {"id": "agorotjar.membership#u_6051", "kind": "record", "source": "tool:agorotjar_membership",
     "fields": {"user_id": "u_6051", "name": "Nadav Ashkenazi", "plan": "BASIC", "price_minor": 0,
                "features": ["ROUND_UPS", "GOALS", "MULTIPLIER_UP_TO_2X"], "joined": "2025-11-02",
                "total_saved_minor": 612340, "base_rate_pct": "1.50", "interest_paid": "MONTHLY"}},
    {"id": "agorotjar.plans#catalog", "kind": "record", "source": "tool:agorotjar_membership",
     "fields": {"plans": [
         {"code": "BASIC", "price_minor": 0, "features": ["ROUND_UPS", "GOALS", "MULTIPLIER_UP_TO_2X"]},
         {"code": "PLUS", "price_minor": 1490, "interval": "P1M",
          "features": ["ROUND_UPS", "GOALS", "MULTIPLIER_UP_TO_10X", "BOOST_0_5_PCT", "INSTANT_WITHDRAWALS"]}]}},
    {"id": "agorotjar.terms#interest", "kind": "policy", "revision": "3.4",
     "text": ("All savings earn our base rate, currently 1.5% a year, paid monthly. "
              "Plus members get an extra 0.5% a year on balances up to ₪20,000. "
              "Plus costs ₪14.90 a month and you can cancel any time. "
              "Rates can change; we'll tell you 30 days before they do.")},
]

add("boost-perk", D_JAR, Q22,
    "Hi Nadav, not at the moment. The extra 0.5% is a Plus perk, and you're on Basic. Your savings still earn "
    "our base rate of 1.5% a year, paid monthly.\n\nIf you switch to Plus (₪14.90 a month, cancel any time), "
    "you'd get 2% a year on up to ₪20,000, which covers your current ₪6,123.40.",
    EV22,
    [P("not at the moment"), P("The extra 0.5% is a Plus perk"), P("you're on Basic"), P("base rate of 1.5% a year, paid monthly"),
     P("₪14.90 a month, cancel any time"), P("2% a year on up to ₪20,000"),
     P("covers your current ₪6,123.40")],
    notes="membership plan BASIC (no BOOST feature), total_saved_minor 612340; the interest terms give "
          "1.5% base plus 0.5% on Plus up to ₪20,000 and the ₪14.90 price.",
    incl=["₪14.90", "Basic"])

add("boost-perk", D_JAR, Q22,
    "Short answer: no, the bonus comes with Plus and your plan is Basic. Basic gives you round-ups, goals and "
    "a multiplier of up to 2x.",
    EV22,
    [P("the bonus comes with Plus"), P("your plan is Basic"), P("round-ups, goals and a multiplier of up to 2x")],
    notes="plan BASIC with features ROUND_UPS, GOALS, MULTIPLIER_UP_TO_2X; BOOST_0_5_PCT is a PLUS feature.",
    incl=["Basic"])

add("boost-perk", D_JAR, Q22,
    "Hi Nadav. The 0.5% boost is part of your Basic plan, on top of the 1.5% base rate. Instant withdrawals "
    "are included on your plan as well.",
    EV22,
    [P("0.5% boost is part of your Basic plan", "CI", "VM NC CW"), P("on top of the 1.5% base rate"),
     P("Instant withdrawals are included on your plan", "CI", "VM CW NNE")],
    errors=["unlisted_perk", "unlisted_perk"],
    notes="BASIC features are ROUND_UPS, GOALS, MULTIPLIER_UP_TO_2X; the boost and instant withdrawals are "
          "listed only for PLUS.",
    excl=["0.5% boost is part of your Basic plan", "Instant withdrawals are included"])

add("boost-perk", D_JAR, Q22,
    "Nadav, the 0.5% boost comes with Plus, which costs ₪1,490 a month. It applies to your whole balance, "
    "however big it gets.",
    EV22,
    [P("the 0.5% boost comes with Plus"), P("costs ₪1,490 a month", "C", "AM VM"),
     P("applies to your whole balance, however big it gets", "C", "NC")],
    errors=["unit_conversion", "wrong_policy_condition"],
    notes="PLUS price_minor 1490 is ₪14.90; the boost applies on balances up to ₪20,000 only.",
    excl=["₪1,490", "however big it gets"])

add("boost-perk", D_JAR, Q22,
    "Hi Nadav, the 0.5% boost is only on Plus, and you're on Basic. Plus costs ₪14.90 a month, and any rate "
    "change is announced 14 days ahead.",
    EV22,
    [P("the 0.5% boost is only on Plus"), P("you're on Basic"), P("Plus costs ₪14.90 a month"),
     P("announced 14 days ahead", "C", "NC VM")],
    errors=["wrong_period"],
    notes="The interest terms promise 30 days' notice of rate changes.",
    excl=["14 days ahead"], incl=["30 days", "₪14.90|14.90"], repair=True)

# =====================================================================================
# Business 6: RefundBridge (tax-refund advance)
# =====================================================================================
D_TAX = "tax-refund advance"

# ---- S23 advance-approved: amount, payout day, fee taken later -----------------------
Q23 = "Was my advance approved? How much do I get and when?"
EV23 = [
    {"id": "refundbridge.application#adv_61207", "kind": "record", "source": "tool:refundbridge_applications",
     "fields": {"application_id": "adv_61207", "applicant": "Yael Golan", "tax_year": 2025,
                "timezone": "Asia/Jerusalem", "status": "APPROVED", "approved_at": ep("2026-03-10 16:45"),
                "requested_amount_minor": 350000, "estimated_refund_minor": 482000,
                "advance": {"amount_minor": 300000, "fee_pct": "4.9", "fee_minor": 14700, "currency": "ILS",
                            "fee_collected_from": "REFUND"},
                "payout": {"method": "BANK_TRANSFER", "account_mask": "2217", "scheduled_for": "2026-03-12",
                           "status": "SCHEDULED"},
                "repayment": {"source": "TAX_AUTHORITY_REFUND", "expected_window": "P90D"}}},
    {"id": "refundbridge.terms#advances", "kind": "policy", "revision": "2026-01",
     "text": ("We can advance up to 65% of your estimated refund, to a maximum of ₪5,000; the exact amount "
              "depends on our review. "
              "The fee is 4.9% of the amount advanced, taken from your refund when it arrives, not from the "
              "advance. There's no interest and no other charge. "
              "Approved advances are paid to your bank account within 2 business days. "
              "If the Tax Authority pays less than expected, you never owe us the difference.")},
]
NOW23 = "2026-03-11T10:00:00+02:00"
NOW_BY_EV[id(EV23)] = NOW23

add("advance-approved", D_TAX, Q23,
    "Hi Yael, yes, you're approved! You asked for ₪3,500 and we can advance ₪3,000 against your estimated "
    "₪4,820 refund for 2025. It's scheduled to reach your account ending 2217 tomorrow, Thursday 12/3.\n\n"
    "Our fee is 4.9%, so ₪147, and it comes out of your refund when it arrives, not out of the advance. "
    "There's no interest on top.",
    EV23,
    [P("you're approved"), P("asked for ₪3,500"), P("advance ₪3,000"), P("estimated ₪4,820 refund for 2025"),
     P("account ending 2217"), P("tomorrow, Thursday 12/3"), P("4.9%, so ₪147"),
     P("comes out of your refund when it arrives"), P("no interest on top")],
    notes="adv_61207 APPROVED; requested 350000, advance 300000, estimate 482000, fee 14700 from REFUND; "
          "payout scheduled 2026-03-12 to mask 2217 (now is Wednesday 11/3).",
    now=NOW23, incl=["₪3,000", "12/3"])

add("advance-approved", D_TAX, Q23,
    "- Approved: ₪3,000\n- Paid to: account ending 2217, on 12 March\n- Fee: ₪147, taken from your refund "
    "later\n- You receive the full ₪3,000 up front",
    EV23,
    [P("Approved: ₪3,000"), P("account ending 2217, on 12 March"), P("Fee: ₪147"),
     P("taken from your refund later"), P("receive the full ₪3,000 up front")],
    notes="advance.amount_minor 300000, payout 2026-03-12; fee 14700 collected from the refund, so the "
          "advance is paid in full.",
    incl=["₪3,000", "₪147"])

add("advance-approved", D_TAX, Q23,
    "Approved on 10 March: ₪3,000, landing 12/3. If your refund comes in lower than the estimate, you won't "
    "owe us the difference.",
    EV23,
    [P("Approved on 10 March"), P("₪3,000, landing 12/3"), P("you won't owe us the difference")],
    notes="approved_at 2026-03-10 16:45 local; payout scheduled 2026-03-12; the terms say you never owe the "
          "difference.",
    incl=["₪3,000"])

add("advance-approved", D_TAX, Q23,
    "Hi Yael, your advance of ₪3,000 is approved. After our ₪147 fee you'll receive ₪2,853, which should be "
    "with you within 5 business days.",
    EV23,
    [P("advance of ₪3,000 is approved"), P("you'll receive ₪2,853", "C", "NC AM VM"),
     P("within 5 business days", "C", "NC VM DM")],
    errors=["wrong_policy_condition", "wrong_period"],
    notes="The fee is taken from the refund, not the advance (fee_collected_from REFUND), so the full ₪3,000 "
          "is paid; approved advances are paid within 2 business days (scheduled 12/3).",
    excl=["₪2,853", "within 5 business days"])

add("advance-approved", D_TAX, Q23,
    "Yael, good news: you've been approved for ₪4,820, paid on 12/3 to your account ending 2217.",
    EV23,
    [P("approved for ₪4,820", "C", "AM VM"), P("paid on 12/3 to your account ending 2217")],
    errors=["wrong_role"],
    notes="482000 is the estimated refund; the approved advance is 300000 (₪3,000).",
    excl=["approved for ₪4,820"])

add("advance-approved", D_TAX, Q23,
    "Hi Yael, you're approved for ₪3,000, arriving on 12/3. The 4.9% fee comes to ₪236, taken from your "
    "refund when it comes in.",
    EV23,
    [P("approved for ₪3,000"), P("arriving on 12/3"), P("fee comes to ₪236", "C", "AM VM"),
     P("taken from your refund when it comes in")],
    errors=["wrong_arithmetic"],
    notes="The fee is 4.9% of the amount advanced: fee_minor 14700 (₪147); ₪236 is 4.9% of the estimate.",
    excl=["₪236"], incl=["₪147|147", "₪3,000|3,000"], repair=True)

# ---- S24 advance-declined: below minimum, override refused ---------------------------
Q24 = "Why was my application declined? Can you push it through anyway?"
EV24 = [
    {"id": "refundbridge.applications#cust_roni", "kind": "record", "source": "tool:refundbridge_applications",
     "fields": {"customer": "Roni Weiss", "applications": [
         {"application_id": "adv_70933", "tax_year": 2025, "status": "DECLINED",
          "decision": "AUTOMATED", "decline_reasons": ["ESTIMATE_BELOW_MINIMUM"],
          "estimated_refund_minor": 64000, "minimum_estimate_minor": 100000,
          "decided_at": ep("2026-04-02 09:31")},
         {"application_id": "adv_55310", "tax_year": 2024, "status": "REPAID",
          "advance_minor": 200000, "estimated_refund_minor": 310000, "repaid_on": "2025-06-18"}]}},
    {"id": "refundbridge.override_decision#call-7", "kind": "refused_call", "tool": "override_decision",
     "decision": "DENY", "args": {"application_id": "adv_70933"}, "reason": "POLICY_HARD_RULE"},
    {"id": "refundbridge.terms#eligibility", "kind": "policy", "revision": "2026-01",
     "text": ("Decisions are made automatically from your tax documents, and support can't override them. "
              "We only advance against estimated refunds of ₪1,000 or more. "
              "You can reapply if your estimate changes, for example after you add a receipt for a donation "
              "or a pension deposit. A decline doesn't affect your credit score.")},
]

add("advance-declined", D_TAX, Q24,
    "Hi Roni, I'm sorry it wasn't better news. Your estimated refund came out at ₪640, and we can only "
    "advance against estimates of ₪1,000 or more, so the application was declined.\n\nI did ask whether the "
    "decision could be overridden, but it can't. If your estimate goes up, for example after you add a "
    "donation receipt or pension deposit, you're welcome to reapply. A decline doesn't affect your credit "
    "score.",
    EV24,
    [P("I'm sorry it wasn't better news", "NA"), P("estimated refund came out at ₪640"),
     P("estimates of ₪1,000 or more"), P("the application was declined"),
     P("could be overridden, but it can't"), P("welcome to reapply"),
     P("doesn't affect your credit score")],
    notes="adv_70933 DECLINED (ESTIMATE_BELOW_MINIMUM), estimate 64000, minimum 100000; override_decision was "
          "DENY; the eligibility terms cover reapplying and the credit score.",
    incl=["₪640", "₪1,000"])

add("advance-declined", D_TAX, Q24,
    "Declined because the estimate (₪640) is under our ₪1,000 minimum; support can't override that, but you "
    "can reapply if the estimate changes.",
    EV24,
    [P("the estimate (₪640)"), P("under our ₪1,000 minimum"), P("support can't override that"),
     P("reapply if the estimate changes")],
    notes="adv_70933 figures; the terms and the refused override_decision call.",
    incl=["₪640"])

add("advance-declined", D_TAX, Q24,
    "Your 2024 advance was repaid in full, so that isn't the issue. The 2025 application was turned down only "
    "because the estimated refund is below ₪1,000.",
    EV24,
    [P("2024 advance was repaid in full"), P("that isn't the issue"),
     P("turned down only because the estimated refund is below ₪1,000")],
    notes="adv_55310 (2024) status REPAID; adv_70933's only decline reason is ESTIMATE_BELOW_MINIMUM.",
    incl=["₪1,000"])

add("advance-declined", D_TAX, Q24,
    "Hi Roni, your estimate of ₪640 is under our ₪1,000 minimum, but I've pushed it through as a one-off "
    "exception.",
    EV24,
    [P("estimate of ₪640"), P("under our ₪1,000 minimum"),
     P("pushed it through as a one-off exception", "C", "NE")],
    errors=["refused_call_effect"],
    notes="override_decision was refused (DENY, POLICY_HARD_RULE); adv_70933 stays DECLINED.",
    excl=["pushed it through as a one-off exception"])

add("advance-declined", D_TAX, Q24,
    "Roni, the system declined your 2025 application. Your estimated refund is ₪2,000. The decline will show "
    "on your credit report for 6 months.",
    EV24,
    [P("declined your 2025 application"), P("estimated refund is ₪2,000", "C", "AM VM"),
     P("show on your credit report for 6 months", "C", "NC")],
    errors=["other_record_value", "invented_fact"],
    notes="₪2,000 is the 2024 advance (adv_55310); the 2025 estimate is 64000 (₪640). The terms say a "
          "decline doesn't affect the credit score.",
    excl=["estimated refund is ₪2,000", "credit report for 6 months"])

add("advance-declined", D_TAX, Q24,
    "Hi Roni, your application was declined because the estimated refund, ₪6,400, is under our ₪1,000 "
    "minimum. Support can't override that, but you can reapply if your estimate changes.",
    EV24,
    [P("the estimated refund, ₪6,400", "C", "AM VM"), P("under our ₪1,000"), P("Support can't override that"),
     P("reapply if your estimate changes")],
    errors=["unit_conversion"],
    notes="estimated_refund_minor 64000 is agorot: ₪640.",
    excl=["₪6,400"], incl=["₪640|640", "₪1,000|1,000"], repair=True)

# ---- S25 refund-settled: refund in, advance and fee taken, rest sent ----------------
Q25 = "The Tax Authority paid my refund. What happens now, do I get the rest?"
EV25 = [
    {"id": "refundbridge.application#adv_48210", "kind": "record", "source": "tool:refundbridge_applications",
     "fields": {"application_id": "adv_48210", "applicant": "Lina Khoury", "tax_year": 2025,
                "timezone": "Asia/Jerusalem", "status": "SETTLED",
                "advance": {"amount_minor": 250000, "fee_minor": 12250, "currency": "ILS"},
                "refund_receipt": {"amount_minor": 391000, "from": "TAX_AUTHORITY",
                                   "received_at": ep("2026-05-26 11:20")},
                "settlement": {"advance_repaid_minor": 250000, "fee_minor": 12250, "remainder_minor": 128750,
                               "remainder_payout": {"status": "SENT", "sent_at": ep("2026-05-27 09:05"),
                                                    "account_mask": "9044",
                                                    "expected_arrival": "2026-05-28"}},
                "statement_email": {"status": "SENT", "to": "l.k***@mail.example"}}},
    {"id": "refundbridge.terms#settlement", "kind": "policy", "revision": "2026-01",
     "text": ("When your refund lands in your RefundBridge account, we take back the advance and our fee and "
              "send you the rest the next business day. Transfers usually arrive the same or next business "
              "day. You'll get a statement by email showing each figure.")},
]
NOW25 = "2026-05-27T16:00:00+03:00"
NOW_BY_EV[id(EV25)] = NOW25

add("refund-settled", D_TAX, Q25,
    "Hi Lina, yes! Your ₪3,910 refund arrived on 26/5. We've taken back the ₪2,500 advance and our ₪122.50 "
    "fee, and sent you the remaining ₪1,287.50 this morning to your account ending 9044. It should be there "
    "by tomorrow, Thursday 28/5.",
    EV25,
    [P("Hi Lina, yes!", "SNA"), P("₪3,910 refund arrived on 26/5"), P("taken back the ₪2,500 advance"), P("our ₪122.50"),
     P("remaining ₪1,287.50"), P("this morning"), P("account ending 9044"),
     P("by tomorrow, Thursday 28/5")],
    notes="refund_receipt 391000 on 2026-05-26; settlement 250000 + 12250 taken, remainder 128750 SENT at "
          "2026-05-27 09:05 local (now 27/5 16:00) to mask 9044, expected 2026-05-28.",
    now=NOW25, incl=["₪1,287.50"])

add("refund-settled", D_TAX, Q25,
    "Refund: ₪3,910\nAdvance repaid: ₪2,500\nFee: ₪122.50\nSent to you: ₪1,287.50 (on its way)\n\nYou'll also "
    "get an email statement with these figures.",
    EV25,
    [P("Refund: ₪3,910"), P("Advance repaid: ₪2,500"), P("Fee: ₪122.50"), P("Sent to you: ₪1,287.50"),
     P("(on its way)"), P("email statement with these figures")],
    notes="Settlement fields; remainder_payout SENT; statement_email SENT and the terms promise it.",
    incl=["₪1,287.50"])

add("refund-settled", D_TAX, Q25,
    "Hi Lina, your refund of ₪3,910 came in on 26/5. After repaying the ₪2,500 advance, the remaining ₪1,410 "
    "has been sent to your account ending 9044.",
    EV25,
    [P("refund of ₪3,910 came in on 26/5"), P("repaying the ₪2,500 advance"),
     P("the remaining ₪1,410", "C", "AM VM"), P("sent to your account ending 9044")],
    errors=["wrong_arithmetic"],
    notes="The ₪122.50 fee is also taken: 3910 - 2500 - 122.50 = 1287.50 (remainder_minor 128750).",
    excl=["₪1,410"])

add("refund-settled", D_TAX, Q25,
    "Lina, your refund is in. We'll send your ₪1,287.50 tomorrow, and as a thank-you for being a repeat "
    "customer we've knocked ₪20 off your next advance fee.",
    EV25,
    [P("your refund is in"), P("We'll send your ₪1,287.50 tomorrow", "C", "RSM DM"),
     P("knocked ₪20 off your next advance fee", "I", "CW NPE")],
    errors=["wrong_state", "unrecorded_extra"],
    notes="remainder_payout is already SENT (27/5 09:05); no record or term holds a discount on a future fee.",
    now=NOW25, excl=["We'll send your ₪1,287.50 tomorrow", "knocked ₪20 off"])

add("refund-settled", D_TAX, Q25,
    "Hi Lina, your refund arrived on 26/5 and we sent you the remaining ₪1,287.50 this morning. It should "
    "reach your account ending 9044 by Friday 29/5.",
    EV25,
    [P("refund arrived on 26/5"), P("sent you the remaining ₪1,287.50 this morning"),
     P("by Friday 29/5", "C", "DM")],
    errors=["wrong_date"],
    notes="remainder_payout.expected_arrival is 2026-05-28 (Thursday).",
    now=NOW25, excl=["Friday 29/5"], incl=["28/5|Thursday|28 May|tomorrow", "₪1,287.50|1,287.50"],
    repair=True)

# ---- S26 refund-shortfall: refund smaller than the advance -------------------------
Q26 = "The Tax Authority only paid ₪1,900 but you advanced me ₪2,400. Do I owe you the rest?"
EV26 = [
    {"id": "refundbridge.application#adv_52266", "kind": "record", "source": "tool:refundbridge_applications",
     "fields": {"application_id": "adv_52266", "applicant": "Ido Segal", "tax_year": 2025,
                "timezone": "Asia/Jerusalem", "status": "CLOSED",
                "estimated_refund_minor": 390000,
                "advance": {"amount_minor": 240000, "fee_minor": 11760, "currency": "ILS"},
                "refund_receipt": {"amount_minor": 190000, "received_at": ep("2026-07-02 10:00")},
                "settlement": {"status": "SHORTFALL_WRITTEN_OFF", "recovered_minor": 190000,
                               "shortfall_minor": 61760, "written_off_minor": 61760, "customer_owes_minor": 0,
                               "reported_to_bureau": False},
                "future_eligibility": {"status": "RESTRICTED", "until": "2027-07-02",
                                       "reason": "SHORTFALL_HISTORY"}}},
    {"id": "refundbridge.terms#shortfall", "kind": "policy", "revision": "2026-01",
     "text": ("If the Tax Authority pays less than expected, you never owe us the difference: we keep what "
              "arrives and write off the rest. "
              "We don't charge late fees or interest, and we don't report shortfalls to credit bureaus. "
              "After a shortfall, you may not be able to take an advance for the next 12 months.")},
]

add("refund-shortfall", D_TAX, Q26,
    "Hi Ido, no, you don't owe us anything. The ₪1,900 refund has gone towards your advance and fee, and "
    "we've written off the remaining ₪617.60. There are no late fees or interest, and we don't report it to "
    "credit bureaus.\n\nOne thing to be aware of: you won't be able to take another advance with us until "
    "2/7/2027.",
    EV26,
    [P("you don't owe us anything"), P("₪1,900 refund has gone towards your advance and fee"),
     P("written off the remaining ₪617.60"), P("no late fees or interest"),
     P("don't report it to credit bureaus"), P("until 2/7/2027")],
    notes="settlement SHORTFALL_WRITTEN_OFF: recovered 190000, written_off 61760, customer_owes 0, not "
          "reported; future_eligibility RESTRICTED until 2027-07-02.",
    incl=["₪617.60"])

add("refund-shortfall", D_TAX, Q26,
    "Nothing to pay. Advance ₪2,400 plus fee ₪117.60 came to ₪2,517.60; the refund covered ₪1,900 of that, "
    "and we've absorbed the ₪617.60 gap.",
    EV26,
    [P("Nothing to pay"), P("Advance ₪2,400 plus fee ₪117.60 came to ₪2,517.60"),
     P("the refund covered ₪1,900 of that"), P("absorbed the ₪617.60 gap")],
    notes="240000 + 11760 = 251760; recovered 190000; written_off 61760.",
    incl=["₪617.60"])

add("refund-shortfall", D_TAX, Q26,
    "The difference has been written off in full, so there's no balance left on your account with us.",
    EV26,
    [P("written off in full"), P("no balance left on your account")],
    notes="written_off_minor equals shortfall_minor (61760) and customer_owes_minor is 0.",
    incl=["written off"])

add("refund-shortfall", D_TAX, Q26,
    "Hi Ido, the refund covered ₪1,900 of the ₪2,400 advance, which leaves ₪500 for you to repay within 30 "
    "days. We don't add interest to shortfalls.",
    EV26,
    [P("covered ₪1,900 of the ₪2,400 advance"), P("leaves ₪500 for you to repay within 30 days", "C", "NC AM VM"),
     P("We don't add interest to shortfalls")],
    errors=["wrong_policy_condition"],
    notes="The shortfall terms say the customer never owes the difference; customer_owes_minor is 0.",
    excl=["₪500 for you to repay"])

add("refund-shortfall", D_TAX, Q26,
    "Ido, you don't owe us anything: we've written off the ₪500 difference. You'll be able to apply again "
    "after 6 months.",
    EV26,
    [P("you don't owe us anything"), P("written off the ₪500 difference", "C", "AM VM"),
     P("apply again after 6 months", "C", "NC DM VM")],
    errors=["wrong_arithmetic", "wrong_period"],
    notes="written_off_minor is 61760 (the fee is part of the shortfall); eligibility is restricted until "
          "2027-07-02, 12 months per the terms.",
    excl=["₪500 difference", "after 6 months"])

add("refund-shortfall", D_TAX, Q26,
    "Hi Ido, you don't owe us anything: we've written off the ₪617.60 that the refund didn't cover. Just so "
    "you know, this shortfall will be reported to the credit bureaus.",
    EV26,
    [P("you don't owe us anything"), P("written off the ₪617.60"),
     P("will be reported to the credit bureaus", "C", "NC VM RSM")],
    errors=["invented_fact"],
    notes="reported_to_bureau is false and the terms say shortfalls aren't reported to credit bureaus.",
    excl=["will be reported to the credit bureaus"],
    incl=["don't report|do not report|won't be reported|not reported|isn't reported|won't report|will not be reported|not be reported",
          "₪617.60|617.60"], repair=True)
_write_all()
