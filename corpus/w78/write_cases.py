"""Writer w78: builds cases.jsonl and repair.jsonl.

Every bundle (evidence), draft, probe list and note below was written by hand for its own case.
The helpers only wrap the JSON shape and run sanity checks (substring uniqueness, excludes, includes).
"""
import json, os, re, sys

HERE = os.path.dirname(os.path.abspath(__file__))
WRITER = "w78"
API = "spreadsheet values.get (Google Sheets-like): range + header row + value rows, FORMATTED_VALUE / UNFORMATTED_VALUE"
CASES, REPAIRS = [], []

SS = "supported"
NA = "not_applicable"
CO = "contradicted"
IE = "insufficient_evidence"

def S(text):
    return (text, [SS], None)

def N(text):
    return (text, [NA], None)

def C(text, *reasons):
    return (text, [CO], list(reasons))

def I(text, *reasons):
    return (text, [IE], list(reasons or ("CLAIM_WITHOUT_TOOL_EVIDENCE",)))

def CI(text, *reasons):
    return (text, [CO, IE], list(reasons))

REC_I = ("CLAIM_WITHOUT_TOOL_EVIDENCE",)
POL_I = ("NO_POLICY_EVIDENCE", "NLI_NOT_ENTAILED")


def sheet(eid, spreadsheet_id, rng, render, values, source="tool:sheets.values.get", **extra):
    fields = {"spreadsheetId": spreadsheet_id, "range": rng, "majorDimension": "ROWS",
              "valueRenderOption": render, "values": values}
    if render == "UNFORMATTED_VALUE":
        fields["dateTimeRenderOption"] = "SERIAL_NUMBER"
    fields.update(extra)
    return {"id": eid, "kind": "record", "source": source, "fields": fields}


def policy(eid, text, revision=None):
    e = {"id": eid, "kind": "policy", "text": text}
    if revision:
        e["revision"] = revision
    return e


def passage(eid, text, source=None):
    e = {"id": eid, "kind": "passage", "text": text}
    if source:
        e["source"] = source
    return e


def refused(eid, tool, decision, args, **extra):
    e = {"id": eid, "kind": "refused_call", "tool": tool, "decision": decision, "args": args}
    e.update(extra)
    return e


DOMAINS = {
    "shop": "farm shop",
    "dairy": "egg and dairy delivery",
    "vegbox": "vegetable-box scheme",
    "bees": "beekeeping supplies",
    "orchard": "pick-your-own orchard",
    "cottage": "farm-stay cottages",
}

_seen_ids = set()


def _sentences(draft):
    # rough sentence split, also on line breaks (bullets)
    parts = re.split(r"(?<=[.!?])\s+|\n+", draft)
    return [p for p in parts if p.strip()]


_counter = {"c": 0, "r": 0}


def add(scenario, bundle, draft, probes, *, question=None, errors=(), notes="", excludes=(),
        includes=(), repair=False, now=None, evidence=None, dom=None):
    b = bundle
    _counter["r" if repair else "c"] += 1
    num = _counter["r" if repair else "c"]
    if repair:
        cid = f"{WRITER}-r{num:02d}-{scenario}"
    else:
        cid = f"{WRITER}-{num:03d}-{scenario}"
        if errors:
            cid += "-" + errors[0].replace("_", "-")
    assert cid not in _seen_ids, cid
    _seen_ids.add(cid)
    ev = evidence if evidence is not None else b["evidence"]
    ids = [e["id"] for e in ev]
    assert len(ids) == len(set(ids)), (cid, "dup evidence id")
    case = {"schema": "halcheck.case/1", "id": cid, "question": question or b["question"],
            "draft": draft, "evidence": ev}
    n = now or b.get("now")
    if n:
        case["now"] = n
    pr = []
    wrong = 0
    for text, verdicts, reasons in probes:
        cnt = draft.count(text)
        assert cnt == 1, (cid, "probe count", cnt, text)
        p = {"contains": text, "verdict_in": verdicts}
        if reasons:
            p["reason_in"] = reasons
        if SS not in verdicts and NA not in verdicts:
            wrong += 1
        pr.append(p)
    assert wrong == len(errors), (cid, "wrong probes", wrong, "errors", len(errors))
    if repair:
        assert 1 <= len(errors) <= 2, cid
        outcome = ["repaired"]
        corr = includes[0].split("|")
        for alt in corr:
            assert alt not in draft, (cid, "correction already in draft", alt)
        for inc in includes[1:]:
            assert any(a in draft for a in inc.split("|")), (cid, "include not in draft", inc)
    elif errors:
        assert 1 <= len(errors) <= 3, cid
        outcome = None
    else:
        outcome = ["sent"]
        assert not excludes, cid
        for inc in includes:
            assert any(a in draft for a in inc.split("|")), (cid, "include not in draft", inc)
    if errors:
        assert excludes, (cid, "no excludes")
    # excludes: present in draft, and only inside sentences that carry a wrong probe
    bad_spans = [t for t, v, r in probes if SS not in v and NA not in v]
    good_spans = [t for t, v, r in probes if SS in v]
    sents = _sentences(draft)
    for ex in excludes:
        assert ex in draft, (cid, "exclude not in draft", ex)
        for s in sents:
            if ex in s:
                assert any(bs in s or s in bs for bs in bad_spans), (cid, "exclude in a sentence w/o wrong probe", ex, s)
        for g in good_spans:
            assert ex not in g, (cid, "exclude inside supported span", ex, g)
    if not includes:
        raise AssertionError((cid, "no includes"))
    if errors and not repair:
        for inc in includes:
            ok = False
            for s_ in sents:
                if any(bs in s_ for bs in bad_spans):
                    continue
                if any(a in s_ for a in inc.split("|")):
                    ok = True
            if not ok:
                print("WARN include only in a wrong sentence:", cid, inc)
    if repair:
        for inc in includes[1:]:
            ok = False
            for s_ in sents:
                if any(bs in s_ for bs in bad_spans):
                    continue
                if any(a in s_ for a in inc.split("|")):
                    ok = True
            if not ok:
                print("WARN repair include only in a wrong sentence:", cid, inc)
    expect = {"probes": pr, "outcome_in": outcome, "final_excludes": list(excludes),
              "final_includes": list(includes)}
    meta = {"writer": WRITER, "domain": DOMAINS[dom or b["dom"]], "scenario": scenario, "api_family": API,
            "errors": list(errors), "notes": notes}
    (REPAIRS if repair else CASES).append({"case": case, "expect": expect, "meta": meta})


# ---------------------------------------------------------------------------------------------
# Bundle 1 - farm shop: click-and-collect order ready, paid, honey swapped to 1kg
# ---------------------------------------------------------------------------------------------
B01 = {
    "dom": "shop",
    "now": "2026-05-12T09:15:00+03:00",
    "question": "Hi, is my order ready to pick up today and how much do I owe? - Mariam",
    "evidence": [
        sheet("values.get#Orders!A1:H4", "1sKf-SakiaShop-2026", "Orders!A1:H4", "FORMATTED_VALUE", [
            ["order_ref", "customer", "placed", "collect_date", "collect_slot", "status", "total", "paid"],
            ["FS-20377", "Mariam Fawzy", "01/05/2026", "03/05/2026", "11:00", "COLLECTED", "E£288.00", "TRUE"],
            ["FS-20418", "Mariam Fawzy", "10/05/2026", "12/05/2026", "16:00", "READY", "E£612.50", "TRUE"],
            ["FS-20421", "Sherif Adel", "10/05/2026", "12/05/2026", "16:00", "PICKING", "E£95.00", "FALSE"],
        ]),
        sheet("values.get#OrderLines!A1:H7", "1sKf-SakiaShop-2026", "OrderLines!A1:H7", "UNFORMATTED_VALUE", [
            ["order_ref", "line", "sku", "item", "qty", "unit_price", "line_total", "updated"],
            ["FS-20418", 1, "CHZ-AR-500", "Areesh cheese 500g", 2, 85, 170, 46152.41],
            ["FS-20418", 2, "BRD-BAL-5", "Baladi bread (5 loaves)", 1, 37.5, 37.5, 46152.41],
            ["FS-20418", 3, "HNY-CLV-500", "Clover honey 500g", 1, 180, 180, 46152.41],
            ["FS-20418", 4, "EGG-DUCK-6", "Duck eggs (6)", 1, 65, 65, 46152.41],
            ["FS-20418", 3, "HNY-CLV-1000", "Clover honey 1kg", 1, 340, 340, 46153.6],
            ["FS-20377", 1, "DAT-SIW-1", "Siwa dates 1kg", 2, 144, 288, 46143.5],
        ]),
        sheet("values.get#StaffNotes!A1:C3", "1sKf-SakiaShop-2026", "StaffNotes!A1:C3", "FORMATTED_VALUE", [
            ["date", "staff", "note"],
            ["11/05/2026", "Hoda", "FS-20418 line 3 changed 500g honey -> 1kg clover at customer's request (phoned). Card re-charged, total now 612.50"],
            ["11/05/2026", "Karim", "Duck eggs low - hold 6 for FS-20418"],
        ]),
        policy("policy#click-collect", "Please bring your order reference or the phone number on the order when you come. "
               "Orders not yet paid online are paid at the counter by card or cash. "
               "We hold every click-and-collect order at the shop counter for 48 hours after the collection slot. "
               "After 48 hours, chilled items go back to stock and the order is cancelled, with a refund for anything prepaid.",
               revision="2026-03"),
        passage("kb#shop-hours", "Sakia Farm Shop, Fayoum Road km 12.\nOpen Saturday to Thursday 8:00 AM to 7:00 PM, Friday 2:00 PM to 7:00 PM."),
    ],
}

add("shop-collect", B01,
    "Good morning Mariam, your order FS-20418 is packed and waiting at the counter for collection today (12/05/2026) from 4:00 PM. "
    "It's already paid in full, E£612.50, so there's nothing to settle when you come. "
    "We hold orders for 48 hours after the slot, so no rush if the afternoon gets away from you. "
    "The honey in there is the 1kg clover jar you asked for on the phone.",
    [S("your order FS-20418 is packed and waiting at the counter"),
     S("for collection today (12/05/2026) from 4:00 PM"),
     S("It's already paid in full, E£612.50"),
     S("We hold orders for 48 hours after the slot"),
     S("The honey in there is the 1kg clover jar")],
    includes=["E£612.50|612.50", "4:00 PM|4 PM"],
    notes="Orders row FS-20418: READY, collect 12/05/2026 16:00, E£612.50, paid TRUE; the later OrderLines row 3 (1kg) overrides the 500g row; policy says 48 hours.")

add("shop-collect", B01,
    "Hello Mariam! Here's where order FS-20418 stands:\n"
    "- Status: ready for collection\n"
    "- Collection: Tuesday 12 May, 4 PM slot\n"
    "- Contents: 2 x Areesh cheese 500g, baladi bread, 1kg clover honey, 6 duck eggs\n"
    "- Total: E£612.50, paid\n"
    "Just bring your order reference or the phone number on the order.",
    [S("Status: ready for collection"),
     S("Collection: Tuesday 12 May, 4 PM slot"),
     S("Contents: 2 x Areesh cheese 500g, baladi bread, 1kg clover honey, 6 duck eggs"),
     S("Total: E£612.50, paid"),
     S("bring your order reference or the phone number on the order")],
    includes=["E£612.50|612.50", "12 May"],
    notes="Orders row FS-20418 and the current OrderLines rows (line 3 overridden to 1kg honey); 12/05/2026 is a Tuesday; policy's first sentence.")

add("shop-collect", B01,
    "Yes, FS-20418 is ready today from 4:00 PM and it's already paid (E£612.50), so just pop in.",
    [S("FS-20418 is ready today from 4:00 PM"),
     S("it's already paid (E£612.50)")],
    includes=["E£612.50|612.50"],
    notes="Orders row FS-20418: READY, 12/05/2026 16:00, paid TRUE, E£612.50.")

add("shop-collect", B01,
    "Hi Mariam, good news: order FS-20418 is ready for you to collect today from 4:00 PM. "
    "The total comes to E£527.50 for the two cheeses, the bread, the honey and the duck eggs, and that's already paid. "
    "We hold orders for 72 hours after the slot, so there's plenty of time.",
    [S("order FS-20418 is ready for you to collect today from 4:00 PM"),
     C("The total comes to E£527.50", "AMOUNT_MISMATCH", "VALUE_MISMATCH"),
     S("and that's already paid"),
     C("We hold orders for 72 hours after the slot", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
    errors=["wrong_arithmetic", "wrong_period"],
    excludes=["E£527.50", "72 hours"],
    includes=["4:00 PM"],
    notes="Lines sum to 170+37.5+340+65 = 612.50 (the draft counted one cheese); policy holds orders 48 hours, not 72.")

add("shop-collect", B01,
    "Hello Mariam, thanks for your message! FS-20418 is ready at the counter from 4:00 PM today. "
    "It has the 500g jar of clover honey along with your Areesh cheese, bread and duck eggs. "
    "Your total is E£612.50 and it's been paid.",
    [N("thanks for your message!"),
     S("FS-20418 is ready at the counter from 4:00 PM today"),
     C("It has the 500g jar of clover honey", "VALUE_MISMATCH"),
     S("Your total is E£612.50 and it's been paid")],
    errors=["stale_value"],
    excludes=["500g jar of clover honey"],
    includes=["E£612.50"],
    notes="OrderLines line 3 was re-written on 11/05 as Clover honey 1kg (StaffNotes confirms); the 500g row is the superseded one.")

add("shop-collect", B01,
    "Hi Mariam, your order FS-20418 is ready for collection today from 4:00 PM. "
    "It comes to E£612.50, which still needs paying at the counter by card or cash.",
    [S("your order FS-20418 is ready for collection today from 4:00 PM"),
     S("It comes to E£612.50"),
     C("which still needs paying at the counter", "RECORD_STATE_MISMATCH", "VALUE_MISMATCH")],
    errors=["wrong_state"],
    excludes=["still needs paying"],
    includes=["already paid|paid in full|nothing to pay|nothing left to pay|nothing to settle|been paid", "4:00 PM|4 PM|16:00"],
    repair=True,
    notes="Orders row FS-20418 paid = TRUE (StaffNotes: card re-charged), so nothing is owed at the counter.")


# ---------------------------------------------------------------------------------------------
# Bundle 2 - farm shop: cracked jam jar, refund row refused (needs manager sign-off)
# ---------------------------------------------------------------------------------------------
B02 = {
    "dom": "shop",
    "now": "2026-05-14T11:05:00+03:00",
    "question": "One of the two jars of apricot jam I bought yesterday was cracked when I got home. Can I get my money back? Tarek Mansour",
    "evidence": [
        sheet("values.get#TillSales!A1:I4", "1sKf-SakiaShop-2026", "TillSales!A1:I4", "FORMATTED_VALUE", [
            ["receipt", "date", "time", "customer", "item", "qty", "unit", "line_total", "tender"],
            ["R-88213", "13/05/2026", "14:42", "Tarek Mansour", "Apricot jam 450g", "2", "E£95.00", "E£190.00", "CARD"],
            ["R-88213", "13/05/2026", "14:42", "Tarek Mansour", "Goat cheese 250g", "1", "E£120.00", "E£120.00", "CARD"],
            ["R-88197", "13/05/2026", "13:10", "Walk-in", "Apricot jam 450g", "1", "E£95.00", "E£95.00", "CASH"],
        ]),
        sheet("values.get#Complaints!A1:G2", "1sKf-SakiaShop-2026", "Complaints!A1:G2", "FORMATTED_VALUE", [
            ["ticket", "opened", "receipt", "customer", "issue", "requested", "state"],
            ["C-0419", "14/05/2026", "R-88213", "Tarek Mansour", "1 x apricot jam jar cracked", "REFUND", "AWAITING_MANAGER"],
        ]),
        refused("values.append#Refunds-call-1", "sheets.values.append", "ESCALATE",
                {"spreadsheetId": "1sKf-SakiaShop-2026", "range": "Refunds!A:F",
                 "values": [["R-88213", "Tarek Mansour", "Apricot jam 450g", 95, "CARD", "cracked jar"]]},
                reason="Refund rows need a manager's sign-off before they are written."),
        policy("policy#breakages", "We check every jar before it leaves the shelf, but accidents happen. "
               "Breakages reported within 3 days of purchase are refunded in full or replaced, whichever the customer prefers. "
               "Any refund written by staff needs a manager's sign-off before it is issued. "
               "Card refunds reach the card within 5 to 10 working days; cash purchases are refunded at the till.",
               revision="2025-11"),
    ],
}

add("shop-breakage", B02,
    "Oh no, Tarek, I'm sorry about that jar! "
    "Breakages reported within 3 days of purchase are refunded in full or replaced, whichever you prefer, and you bought it only yesterday. "
    "I've passed a refund of E£95 for the one jar to our manager, who has to sign it off before it goes back to your card. "
    "Once it's issued, card refunds take 5 to 10 working days to show.",
    [N("I'm sorry about that jar!"),
     S("Breakages reported within 3 days of purchase are refunded in full or replaced"),
     S("you bought it only yesterday"),
     S("I've passed a refund of E£95 for the one jar to our manager"),
     S("who has to sign it off before it goes back to your card"),
     S("card refunds take 5 to 10 working days to show")],
    includes=["E£95|95", "5 to 10 working days"],
    notes="TillSales R-88213 dated 13/05 (now 14/05), jam unit E£95; refused append ESCALATE = waiting on manager; policy gives 3 days and 5-10 working days.")

add("shop-breakage", B02,
    "Dear Tarek,\n\n"
    "Thank you for letting us know about the cracked jar of apricot jam from receipt R-88213. "
    "Your complaint is logged as C-0419 and is waiting for our manager to approve a E£95 refund, as staff can't issue refunds on their own. "
    "If you'd rather have a fresh jar, we can replace it instead.\n\n"
    "Warm wishes from the farm,\nNadia at Sakia Farm Shop",
    [N("Thank you for letting us know"),
     S("the cracked jar of apricot jam from receipt R-88213"),
     S("Your complaint is logged as C-0419"),
     S("is waiting for our manager to approve a E£95 refund"),
     S("as staff can't issue refunds on their own"),
     S("we can replace it instead")],
    includes=["C-0419", "E£95"],
    notes="Complaints C-0419 state AWAITING_MANAGER; refused call ESCALATE; policy: staff refunds need sign-off, refund or replacement at customer's choice.")

add("shop-breakage", B02,
    "Sorry about the jar, Tarek. The E£95 refund is with our manager for approval under complaint C-0419, so it hasn't gone through yet.",
    [S("The E£95 refund is with our manager for approval"),
     S("under complaint C-0419"),
     S("so it hasn't gone through yet")],
    includes=["E£95", "C-0419"],
    notes="refused_call ESCALATE on the Refunds append; Complaints C-0419 AWAITING_MANAGER.")

add("shop-breakage", B02,
    "Hi Tarek, so sorry the jam arrived home cracked! "
    "Your complaint is logged as C-0419. "
    "I've refunded E£95 to your card just now for the broken jar. "
    "You should see it back within 3 to 5 working days.",
    [N("so sorry the jam arrived home cracked!"),
     S("Your complaint is logged as C-0419"),
     C("I've refunded E£95 to your card just now", "NOT_EXECUTED"),
     C("within 3 to 5 working days", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
    errors=["refused_call_effect", "wrong_period"],
    excludes=["I've refunded E£95", "3 to 5 working days"],
    includes=["C-0419"],
    notes="The Refunds append was refused (ESCALATE), so no refund was made; the policy says 5 to 10 working days.")

add("shop-breakage", B02,
    "Hello Tarek, thanks for telling us. "
    "Your complaint C-0419 is waiting on the manager's sign-off. "
    "The refund will be E£190 for the cracked jar. "
    "Breakages reported within 7 days of purchase are refunded in full, so you're covered.",
    [S("Your complaint C-0419 is waiting on the manager's sign-off"),
     C("The refund will be E£190 for the cracked jar", "AMOUNT_MISMATCH", "VALUE_MISMATCH"),
     C("Breakages reported within 7 days of purchase", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
    errors=["wrong_amount", "wrong_policy_condition"],
    excludes=["E£190", "within 7 days"],
    includes=["C-0419"],
    notes="E£190 is the line total for two jars; only one jar (E£95) cracked and the refused refund row is for 95. Policy window is 3 days.")

add("shop-breakage", B02,
    "Sorry to hear that, Tarek! "
    "The cracked jar of apricot jam on receipt R-88213 was E£95. "
    "I've issued that refund to your card. "
    "Card refunds take 5 to 10 working days to reach the card.",
    [S("The cracked jar of apricot jam on receipt R-88213 was E£95"),
     C("I've issued that refund to your card", "NOT_EXECUTED"),
     S("Card refunds take 5 to 10 working days")],
    errors=["refused_call_effect"],
    excludes=["I've issued that refund"],
    includes=["manager|sign-off|sign off|approval|approve|escalated|passed|not yet|hasn't|could not|couldn't|unable",
              "E£95|95"],
    repair=True,
    notes="refused_call values.append on Refunds! was ESCALATE: the refund awaits a manager, it was not issued.")


# ---------------------------------------------------------------------------------------------
# Bundle 3 - farm shop: Sakia Friends points, 60 pending until Saturday, voucher at 500
# ---------------------------------------------------------------------------------------------
B03 = {
    "dom": "shop",
    "now": "2026-05-19T17:40:00+03:00",
    "question": "Hi! How many points do I have on my Sakia Friends card, and can I get the E£50 voucher when I come in this Saturday? Laila",
    "evidence": [
        sheet("values.get#Friends!A1:G3", "1sKf-SakiaShop-2026", "Friends!A1:G3", "UNFORMATTED_VALUE", [
            ["card_no", "member", "points_available", "points_pending", "tier", "spend_ytd", "joined"],
            ["SF-0733", "Laila Hassan", 460, 60, "GREEN", 9870, 45580],
            ["SF-0737", "Omar Hassan", 95, 0, "GREEN", 1340, 45601],
        ]),
        sheet("values.get#PointsLedger!A1:G5", "1sKf-SakiaShop-2026", "PointsLedger!A1:G5", "UNFORMATTED_VALUE", [
            ["card_no", "txn_date", "receipt", "spend", "points", "available_from", "state"],
            ["SF-0733", 46142, "R-88011", 1250, 125, 46149, "AVAILABLE"],
            ["SF-0733", 46144, "R-88054", 380, 38, 46151, "AVAILABLE"],
            ["SF-0733", 46158, "R-88520", 604, 60, 46165, "PENDING"],
            ["SF-0737", 46158, "R-88523", 210, 21, 46165, "PENDING"],
        ]),
        policy("policy#friends-card", "Sakia Friends earn 1 point for every E£10 spent in the shop. "
               "Points become spendable 7 days after the purchase that earned them. "
               "Every 500 spendable points can be exchanged at the till for a E£50 voucher. "
               "Gold members, who have spent over E£15,000 in the calendar year, also get 10% off honey and cheese.",
               revision="2026-01"),
    ],
}

add("shop-points", B03,
    "Hi Laila! You've got 460 points ready to spend on card SF-0733, plus 60 more from your shop on 16 May that become spendable on Saturday 23/05. "
    "That brings you to 520 on Saturday, so yes, you can take the E£50 voucher then, with 20 points left over. "
    "Every 500 spendable points can be swapped for a E£50 voucher at the till.",
    [S("You've got 460 points ready to spend on card SF-0733"),
     S("plus 60 more from your shop on 16 May that become spendable on Saturday 23/05"),
     S("That brings you to 520 on Saturday"),
     S("so yes, you can take the E£50 voucher then"),
     S("with 20 points left over"),
     S("Every 500 spendable points can be swapped for a E£50 voucher")],
    includes=["520", "23/05|23 May"],
    notes="Friends SF-0733: 460 available + 60 pending; ledger row R-88520 available_from 46165 = 23/05/2026 (Saturday); policy: 500 points = E£50.")

add("shop-points", B03,
    "Hello Laila, here's your Sakia Friends card (SF-0733):\n"
    "• Spendable now: 460 points\n"
    "• Pending: 60 points, available from Saturday 23 May\n"
    "• Voucher: E£50 for every 500 spendable points, so Saturday works\n"
    "See you at the weekend!",
    [S("Spendable now: 460 points"),
     S("Pending: 60 points, available from Saturday 23 May"),
     S("E£50 for every 500 spendable points"),
     S("so Saturday works"),
     N("See you at the weekend!")],
    includes=["460", "23 May"],
    notes="Friends row and PointsLedger row R-88520 (available_from 46165 = Sat 23/05/2026); policy sentence 3.")

add("shop-points", B03,
    "Yes Laila, your 60 pending points clear this Saturday, giving you 520, which is enough for the E£50 voucher.",
    [S("your 60 pending points clear this Saturday"),
     S("giving you 520"),
     S("which is enough for the E£50 voucher")],
    includes=["520"],
    notes="now is Tue 19/05; ledger available_from 46165 = Sat 23/05; 460 + 60 = 520 >= 500.")

add("shop-points", B03,
    "Hi Laila! You have 520 points ready to spend today on card SF-0733. "
    "Every 500 points gets you a E£50 voucher at the till. "
    "As a Friends member you also get 10% off honey and cheese.",
    [S("on card SF-0733"),
     C("You have 520 points ready to spend today", "VALUE_MISMATCH", "RECORD_STATE_MISMATCH"),
     S("Every 500 points gets you a E£50 voucher at the till"),
     C("As a Friends member you also get 10% off honey and cheese", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
    errors=["wrong_state", "condition_unmet"],
    excludes=["520 points ready to spend today", "10% off honey and cheese"],
    includes=["E£50 voucher"],
    notes="Only 460 are available; 60 are PENDING until 23/05. The 10% off is for Gold members (over E£15,000 a year); Laila is GREEN with E£9,870.")

add("shop-points", B03,
    "Hello Laila! Card SF-0733 has 460 points spendable now. "
    "Another 60 from your 16 May shop are pending and clear on Thursday 21 May. "
    "Once they clear you'll have 520, enough for the E£50 voucher.",
    [S("Card SF-0733 has 460 points spendable now"),
     S("Another 60 from your 16 May shop are pending"),
     C("clear on Thursday 21 May", "DATE_MISMATCH"),
     S("Once they clear you'll have 520")],
    errors=["wrong_date"],
    excludes=["Thursday 21 May"],
    includes=["460"],
    notes="PointsLedger R-88520 available_from 46165 = Saturday 23/05/2026, not Thursday 21 May.")

add("shop-points", B03,
    "Hi Laila, you have 460 spendable points on SF-0733 and 60 pending that become spendable on Saturday 23 May. "
    "That gives you 560 on Saturday, so the E£50 voucher is yours then.",
    [S("you have 460 spendable points on SF-0733"),
     S("60 pending that become spendable on Saturday 23 May"),
     C("That gives you 560 on Saturday", "VALUE_MISMATCH", "AMOUNT_MISMATCH")],
    errors=["wrong_arithmetic"],
    excludes=["560"],
    includes=["520", "23 May|23/05"],
    repair=True,
    notes="460 available + 60 pending = 520, not 560.")


# ---------------------------------------------------------------------------------------------
# Bundle 4 - farm shop: Eid hamper pre-order, quote v2 supersedes v1, deposit in piastres
# ---------------------------------------------------------------------------------------------
B04 = {
    "dom": "shop",
    "now": "2026-05-18T10:00:00+03:00",
    "question": "How much do I still owe on my Eid hamper, and when do I pick it up? Youssef Ragab",
    "evidence": [
        sheet("values.get#Hampers!A1:H4", "1sKf-SakiaShop-2026", "Hampers!A1:H4", "FORMATTED_VALUE", [
            ["preorder", "customer", "hamper", "quote_ver", "price", "deposit_paid", "collect_date", "status"],
            ["HP-1102", "Youssef Ragab", "Large Eid hamper", "v1", "E£2,150.00", "E£600.00", "25/05/2026", "SUPERSEDED"],
            ["HP-1109", "Dina Shawky", "Small Eid hamper", "v1", "E£950.00", "E£250.00", "26/05/2026", "CONFIRMED"],
            ["HP-1102", "Youssef Ragab", "Large Eid hamper + lamb sausages", "v2", "E£2,400.00", "E£600.00", "25/05/2026", "CONFIRMED"],
        ]),
        sheet("values.get#HamperPayments!A1:E3", "1sKf-SakiaShop-2026", "HamperPayments!A1:E3", "UNFORMATTED_VALUE", [
            ["preorder", "paid_on", "method", "amount_piastres", "kind"],
            ["HP-1102", 46150.4875, "INSTAPAY", 60000, "DEPOSIT"],
            ["HP-1109", 46151.62, "CARD", 25000, "DEPOSIT"],
        ]),
        policy("policy#eid-hampers", "Eid hampers are made to order in the week before Eid. "
               "Each hamper is reserved with a 25% deposit, and the balance is paid when you collect. "
               "You can change what goes in your hamper until 20 May. "
               "Deposits are refundable until 7 days before the collection date; after that they are kept.",
               revision="eid-2026"),
    ],
}

add("shop-hamper", B04,
    "Hello Youssef! Your large Eid hamper (HP-1102, now with the lamb sausages) comes to E£2,400, and you've paid a E£600 deposit, so E£1,800 is left to pay when you collect. "
    "Collection is on Monday 25 May. "
    "You can still change what goes in the hamper until 20 May if you'd like to add anything.",
    [S("Your large Eid hamper (HP-1102, now with the lamb sausages) comes to E£2,400"),
     S("you've paid a E£600 deposit"),
     S("so E£1,800 is left to pay when you collect"),
     S("Collection is on Monday 25 May"),
     S("You can still change what goes in the hamper until 20 May")],
    includes=["E£1,800|1,800", "25 May"],
    notes="Hampers v2 row (CONFIRMED) E£2,400 supersedes v1 E£2,150; deposit 60000 piastres = E£600; 2,400 - 600 = 1,800; collect 25/05/2026 is a Monday; policy: changes until 20 May.")

add("shop-hamper", B04,
    "Dear Youssef,\n\n"
    "The balance on your Eid hamper HP-1102 is one thousand eight hundred Egyptian pounds, payable when you collect on 25/05/2026. "
    "Your deposit of E£600 came in by InstaPay on 8 May.\n\n"
    "Eid Mubarak in advance,\nSakia Farm Shop",
    [S("is one thousand eight hundred Egyptian pounds"),
     S("payable when you collect on 25/05/2026"),
     S("Your deposit of E£600 came in by InstaPay on 8 May"),
     N("Eid Mubarak in advance")],
    includes=["one thousand eight hundred", "25/05/2026"],
    notes="v2 price 2,400 less deposit 600; HamperPayments: 60000 piastres by INSTAPAY, paid_on 46150.49 = 08/05/2026.")

add("shop-hamper", B04,
    "E£1,800 left to pay, Youssef, and you collect HP-1102 on Monday 25 May.",
    [S("E£1,800 left to pay"),
     S("you collect HP-1102 on Monday 25 May")],
    includes=["E£1,800"],
    notes="2,400 (v2) - 600 deposit; collect_date 25/05/2026.")

add("shop-hamper", B04,
    "Hi Youssef, thanks for checking in! "
    "Your large Eid hamper comes to E£2,150. "
    "You've paid a E£600 deposit. "
    "That leaves E£1,550 due when you collect on Monday 25 May.",
    [N("thanks for checking in!"),
     C("Your large Eid hamper comes to E£2,150", "AMOUNT_MISMATCH", "VALUE_MISMATCH"),
     S("You've paid a E£600 deposit"),
     C("That leaves E£1,550 due", "AMOUNT_MISMATCH", "VALUE_MISMATCH"),
     S("when you collect on Monday 25 May")],
    errors=["stale_value", "stale_value"],
    excludes=["E£2,150", "E£1,550"],
    includes=["E£600"],
    notes="E£2,150 is the SUPERSEDED v1 quote; the CONFIRMED v2 is E£2,400, so the balance is E£1,800, not E£1,550.")

add("shop-hamper", B04,
    "Hello Youssef! HP-1102 is E£2,400 with your E£600 deposit already in, so E£1,800 remains. "
    "Collection is on Wednesday 27 May, the first day of Eid. "
    "The deposit stays refundable right up to collection day.",
    [S("HP-1102 is E£2,400 with your E£600 deposit already in"),
     S("so E£1,800 remains"),
     C("Collection is on Wednesday 27 May", "DATE_MISMATCH"),
     C("The deposit stays refundable right up to collection day", "NLI_CONTRADICTION")],
    errors=["wrong_date", "wrong_policy_condition"],
    excludes=["Wednesday 27 May", "right up to collection day"],
    includes=["E£1,800"],
    notes="collect_date is 25/05/2026 (Monday); policy: deposits refundable only until 7 days before collection.")

add("shop-hamper", B04,
    "Hi Youssef, your hamper HP-1102 is E£2,400 and your E£600 deposit is in. "
    "That leaves E£1,600 to pay when you collect on Monday 25 May.",
    [S("your hamper HP-1102 is E£2,400"),
     S("your E£600 deposit is in"),
     C("That leaves E£1,600 to pay", "AMOUNT_MISMATCH", "VALUE_MISMATCH"),
     S("when you collect on Monday 25 May")],
    errors=["wrong_arithmetic"],
    excludes=["E£1,600"],
    includes=["E£1,800|1,800|1800", "E£2,400|2,400"],
    repair=True,
    notes="2,400 - 600 = 1,800.")


# ---------------------------------------------------------------------------------------------
# Bundle 5 - egg & dairy delivery: round moved from Tuesday to Thursday (later row overrides)
# ---------------------------------------------------------------------------------------------
B05 = {
    "dom": "dairy",
    "now": "2026-06-01T08:20:00+03:00",
    "question": "Hi, I asked to move my deliveries to Thursdays. When's my next one and what time? And what does my weekly order cost? Salma Nabil",
    "evidence": [
        sheet("values.get#Rounds!A1:G3", "1gMD-Gamoosa-Subs", "Rounds!A1:G3", "UNFORMATTED_VALUE", [
            ["sub_id", "customer", "round", "weekday", "window_start", "window_end", "effective_from"],
            ["DS-3308", "Salma Nabil", "ROUND_B", "TUE", 0.25, 0.3333333333, 46119],
            ["DS-3308", "Salma Nabil", "ROUND_D", "THU", 0.2916666667, 0.375, 46177],
        ]),
        sheet("values.get#StandingOrder!A1:D4", "1gMD-Gamoosa-Subs", "StandingOrder!A1:D4", "UNFORMATTED_VALUE", [
            ["sub_id", "sku", "item", "qty"],
            ["DS-3308", "MLK-BUF-1L", "Buffalo milk 1L", 3],
            ["DS-3308", "EGG-BAL-30", "Baladi eggs tray (30)", 1],
            ["DS-3308", "RYB-500", "Rayeb 500ml", 2],
        ]),
        sheet("values.get#PriceList!A1:C6", "1gMD-Gamoosa-Subs", "PriceList!A1:C6", "FORMATTED_VALUE", [
            ["sku", "item", "price"],
            ["MLK-BUF-1L", "Buffalo milk 1L", "E£48.00"],
            ["MLK-COW-1L", "Cow milk 1L", "E£38.00"],
            ["EGG-BAL-30", "Baladi eggs tray (30)", "E£165.00"],
            ["EGG-BAL-15", "Baladi eggs half tray (15)", "E£85.00"],
            ["RYB-500", "Rayeb 500ml", "E£32.00"],
        ]),
        sheet("values.get#Notes!A1:C2", "1gMD-Gamoosa-Subs", "Notes!A1:C2", "FORMATTED_VALUE", [
            ["date", "by", "note"],
            ["29/05/2026", "Amr", "DS-3308 Salma rang - move to Thursdays. Round D from 04/06, last Tuesday drop was 26/05."],
        ]),
        policy("policy#rounds", "You can change your delivery day at any time by phone or WhatsApp. "
               "A new day starts from the next round after 48 hours' notice. "
               "Drivers deliver within a two-hour window and text you 30 minutes before they arrive. "
               "If you are out, leave a cool box by the door; we don't leave dairy on a doorstep without one.",
               revision="2026-02"),
    ],
}

add("dairy-round-change", B05,
    "Good morning Salma! Your deliveries have moved to Thursdays, and the first one is this Thursday, 4 June, between 7:00 and 9:00 AM. "
    "Your usual order of three litres of buffalo milk, a tray of 30 baladi eggs and two rayeb comes to E£373 a week. "
    "The driver will text you about 30 minutes before arriving.",
    [S("Your deliveries have moved to Thursdays"),
     S("the first one is this Thursday, 4 June, between 7:00 and 9:00 AM"),
     S("three litres of buffalo milk, a tray of 30 baladi eggs and two rayeb"),
     S("comes to E£373 a week"),
     S("The driver will text you about 30 minutes before arriving")],
    includes=["E£373|373", "4 June"],
    notes="Rounds: the later ROUND_D row (THU, 0.2917-0.375 = 7-9 AM, from 46177 = 04/06/2026) overrides ROUND_B; 3x48 + 165 + 2x32 = 373; policy 30 minutes.")

add("dairy-round-change", B05,
    "Hi Salma,\n"
    "- Next delivery: Thursday 04/06/2026\n"
    "- Window: 7 to 9 in the morning\n"
    "- Weekly order: 3 x buffalo milk 1L (E£144), 30 baladi eggs (E£165), 2 x rayeb (E£64)\n"
    "- Weekly total: E£373\n"
    "If you're out, we'll only leave the dairy if there's a cool box by the door.",
    [S("Next delivery: Thursday 04/06/2026"),
     S("Window: 7 to 9 in the morning"),
     S("3 x buffalo milk 1L (E£144)"),
     S("30 baladi eggs (E£165)"),
     S("2 x rayeb (E£64)"),
     S("Weekly total: E£373"),
     S("we'll only leave the dairy if there's a cool box by the door")],
    includes=["E£373", "04/06/2026"],
    notes="Rounds ROUND_D row from 46177; StandingOrder x PriceList (48x3, 165, 32x2); policy's last sentence.")

add("dairy-round-change", B05,
    "Your round has been changed to Thursday mornings, 7 to 9 AM, starting 4 June, and your weekly total is E£373.",
    [S("Your round has been changed to Thursday mornings, 7 to 9 AM"),
     S("starting 4 June"),
     S("your weekly total is E£373")],
    includes=["E£373", "4 June"],
    notes="Rounds ROUND_D: THU, 7-9 AM, effective 04/06/2026; 144 + 165 + 64 = 373.")

add("dairy-round-change", B05,
    "Hello Salma, thanks for your message! "
    "Your next delivery is on Tuesday 2 June between 6:00 and 8:00 AM, as usual. "
    "Your weekly order comes to E£373.",
    [N("thanks for your message!"),
     C("Your next delivery is on Tuesday 2 June between 6:00 and 8:00 AM", "DATE_MISMATCH", "VALUE_MISMATCH"),
     S("Your weekly order comes to E£373")],
    errors=["stale_value"],
    excludes=["Tuesday 2 June", "6:00 and 8:00 AM"],
    includes=["E£373"],
    notes="The Tuesday 6-8 AM ROUND_B row is overridden by ROUND_D (Thursday 7-9 AM from 04/06); Notes say the last Tuesday drop was 26/05.")

add("dairy-round-change", B05,
    "Hi Salma! From this week you're on the Thursday round, with your first drop on Thursday 4 June between 7:00 and 9:00 AM. "
    "The buffalo milk is E£38 a litre, so your three litres, eggs and rayeb come to E£343 a week. "
    "Drivers always text 30 minutes ahead.",
    [S("with your first drop on Thursday 4 June between 7:00 and 9:00 AM"),
     C("The buffalo milk is E£38 a litre", "AMOUNT_MISMATCH", "VALUE_MISMATCH"),
     C("come to E£343 a week", "AMOUNT_MISMATCH", "VALUE_MISMATCH"),
     S("Drivers always text 30 minutes ahead")],
    errors=["other_record_value", "wrong_amount"],
    excludes=["E£38 a litre", "E£343"],
    includes=["4 June"],
    notes="E£38 is the Cow milk 1L row; buffalo milk MLK-BUF-1L is E£48, making the week E£373, not E£343.")

add("dairy-round-change", B05,
    "Hi Salma, your deliveries are now on Thursdays, 7:00 to 9:00 AM, starting 4 June. "
    "Your weekly order comes to E£373. "
    "The driver texts an hour before arriving.",
    [S("your deliveries are now on Thursdays, 7:00 to 9:00 AM, starting 4 June"),
     S("Your weekly order comes to E£373"),
     C("The driver texts an hour before arriving", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
    errors=["wrong_period"],
    excludes=["an hour before arriving"],
    includes=["30 minutes|half an hour|thirty minutes", "E£373|373"],
    repair=True,
    notes="Policy: drivers text 30 minutes before they arrive.")


# ---------------------------------------------------------------------------------------------
# Bundle 6 - egg & dairy delivery: missed drop (van breakdown), credit in piastres on invoice
# ---------------------------------------------------------------------------------------------
B06 = {
    "dom": "dairy",
    "now": "2026-06-10T09:00:00+03:00",
    "question": "Nobody came with my milk and eggs yesterday. What happens now? Hany Gaber, DS-3351",
    "evidence": [
        sheet("values.get#DeliveryLog!A1:E4", "1gMD-Gamoosa-Subs", "DeliveryLog!A1:E4", "FORMATTED_VALUE", [
            ["date", "sub_id", "round", "status", "driver_note"],
            ["02/06/2026", "DS-3351", "ROUND_B", "DELIVERED", "cool box, side gate"],
            ["09/06/2026", "DS-3351", "ROUND_B", "MISSED_VAN_BREAKDOWN", "van 2 clutch gone at Mansouria, 11 drops missed"],
            ["09/06/2026", "DS-3355", "ROUND_B", "MISSED_VAN_BREAKDOWN"],
        ]),
        sheet("values.get#Credits!A1:G3", "1gMD-Gamoosa-Subs", "Credits!A1:G3", "UNFORMATTED_VALUE", [
            ["credit_id", "sub_id", "issued", "reason", "amount_piastres", "applies_to", "state"],
            ["CR-0871", "DS-3351", 46133.5, "SHORT_EGGS", 8500, "INV-2604-3351", "USED"],
            ["CR-0912", "DS-3351", 46182.71, "MISSED_DELIVERY", 29100, "INV-2606-3351", "APPLIED"],
        ]),
        sheet("values.get#Invoices!A1:H2", "1gMD-Gamoosa-Subs", "Invoices!A1:H2", "FORMATTED_VALUE", [
            ["invoice", "sub_id", "period", "drops", "gross", "credits", "net", "due"],
            ["INV-2606-3351", "DS-3351", "June 2026", "4", "E£1,164.00", "E£291.00", "E£873.00", "30/06/2026"],
        ]),
        policy("policy#missed-drops", "We are sorry whenever a round goes wrong. "
               "If we miss a delivery through our own fault, the full value of that drop is credited to your next monthly invoice. "
               "We don't redeliver missed dairy the same day, because we can't vouch for the cold chain. "
               "Credits cannot be paid out as cash.",
               revision="2025-09"),
    ],
}

add("dairy-missed-drop", B06,
    "Hello Hany, I'm so sorry: our van broke down on Tuesday 9 June and your drop never reached you. "
    "We've credited the full E£291 for that delivery (credit CR-0912), and it's already applied to your June invoice, which now comes to E£873, due on 30/06/2026. "
    "We can't redeliver missed dairy the same day, because we can't vouch for the cold chain.",
    [S("our van broke down on Tuesday 9 June"),
     S("your drop never reached you"),
     S("We've credited the full E£291 for that delivery (credit CR-0912)"),
     S("it's already applied to your June invoice"),
     S("which now comes to E£873, due on 30/06/2026"),
     S("We can't redeliver missed dairy the same day")],
    includes=["E£291|291", "E£873"],
    notes="DeliveryLog 09/06 MISSED_VAN_BREAKDOWN; Credits CR-0912 29100 piastres = E£291, APPLIED to INV-2606-3351; invoice net E£873 due 30/06; policy sentence 3.")

add("dairy-missed-drop", B06,
    "Hi Hany, sorry about Tuesday! "
    "A credit of two hundred and ninety-one pounds has gone onto your June invoice for the missed drop, so you'll pay E£873 instead of E£1,164.",
    [N("sorry about Tuesday!"),
     S("A credit of two hundred and ninety-one pounds has gone onto your June invoice"),
     S("so you'll pay E£873 instead of E£1,164")],
    includes=["two hundred and ninety-one", "E£873"],
    notes="CR-0912 amount_piastres 29100 = E£291, APPLIED; Invoices gross E£1,164, net E£873.")

add("dairy-missed-drop", B06,
    "Dear Hany,\n"
    "• Missed drop: Tuesday 9 June (van breakdown)\n"
    "• Credit: E£291, ref CR-0912, applied\n"
    "• June invoice INV-2606-3351: E£873 after the credit, due 30 June\n"
    "With apologies from all of us at Gamoosa.",
    [S("Missed drop: Tuesday 9 June (van breakdown)"),
     S("Credit: E£291, ref CR-0912, applied"),
     S("June invoice INV-2606-3351: E£873 after the credit, due 30 June"),
     N("With apologies from all of us at Gamoosa.")],
    includes=["CR-0912", "E£873"],
    notes="DeliveryLog row 09/06 for DS-3351; Credits CR-0912; Invoices row INV-2606-3351.")

add("dairy-missed-drop", B06,
    "Hi Hany, I'm sorry your milk and eggs didn't turn up on Tuesday. "
    "We've credited E£291 for the missed drop. "
    "Your June invoice now comes to E£1,164. "
    "If you'd rather, the credit can be paid out to you in cash instead.",
    [S("I'm sorry your milk and eggs didn't turn up on Tuesday"),
     S("We've credited E£291 for the missed drop"),
     C("Your June invoice now comes to E£1,164", "AMOUNT_MISMATCH", "VALUE_MISMATCH"),
     C("the credit can be paid out to you in cash instead", "NLI_CONTRADICTION")],
    errors=["wrong_role", "wrong_policy_condition"],
    excludes=["now comes to E£1,164", "paid out to you in cash"],
    includes=["E£291"],
    notes="E£1,164 is the invoice's gross, not the net after credit (E£873); policy: credits cannot be paid out as cash.")

add("dairy-missed-drop", B06,
    "Hello Hany, sorry about yesterday's missed delivery; van 2 broke down on the round. "
    "We've put a credit of E£85 on your account for it. "
    "Our driver will bring a replacement drop round this afternoon.",
    [S("sorry about yesterday's missed delivery"),
     S("van 2 broke down on the round"),
     C("We've put a credit of E£85 on your account for it", "AMOUNT_MISMATCH", "VALUE_MISMATCH"),
     C("Our driver will bring a replacement drop round this afternoon", "NLI_CONTRADICTION")],
    errors=["other_record_value", "invented_promise"],
    excludes=["credit of E£85", "replacement drop round this afternoon"],
    includes=["van 2"],
    notes="E£85 (8500 piastres) is the older USED credit CR-0871 from April; this drop's credit is CR-0912, E£291. Policy: no same-day redelivery.")

add("dairy-missed-drop", B06,
    "Hi Hany, so sorry our van broke down on Tuesday 9 June. "
    "We've applied a credit of E£29,100 for the missed drop (CR-0912) to your June invoice. "
    "The invoice is due on 30/06/2026.",
    [S("our van broke down on Tuesday 9 June"),
     C("a credit of E£29,100", "AMOUNT_MISMATCH", "VALUE_MISMATCH"),
     S("The invoice is due on 30/06/2026")],
    errors=["unit_conversion"],
    excludes=["E£29,100"],
    includes=["E£291|291", "30/06/2026|30 June"],
    repair=True,
    notes="Credits CR-0912 amount_piastres 29100 is E£291 (piastres read as pounds).")


# ---------------------------------------------------------------------------------------------
# Bundle 7 - egg & dairy delivery: holiday pause (replaced request row), resume date
# ---------------------------------------------------------------------------------------------
B07 = {
    "dom": "dairy",
    "now": "2026-07-08T19:30:00+03:00",
    "question": "We're off to the North Coast from 17 to 31 July. Did my pause go through, and when do deliveries start again? Rana Samir",
    "evidence": [
        sheet("values.get#Pauses!A1:E4", "1gMD-Gamoosa-Subs", "Pauses!A1:E4", "UNFORMATTED_VALUE", [
            ["sub_id", "pause_from", "pause_to", "requested", "state"],
            ["DS-3420", 46217, 46231, 46206.61, "REPLACED"],
            ["DS-3427", 46221, 46228, 46208.4, "CONFIRMED"],
            ["DS-3420", 46220, 46234, 46209.83, "CONFIRMED"],
        ]),
        sheet("values.get#Rounds!A1:F2", "1gMD-Gamoosa-Subs", "Rounds!A1:F2", "UNFORMATTED_VALUE", [
            ["sub_id", "customer", "round", "weekday", "window_start", "window_end"],
            ["DS-3420", "Rana Samir", "ROUND_A", "SAT", 0.2083333333, 0.2916666667],
        ]),
        sheet("values.get#UpcomingDrops!A1:D4", "1gMD-Gamoosa-Subs", "UpcomingDrops!A1:D4", "UNFORMATTED_VALUE", [
            ["sub_id", "drop_date", "state", "billed"],
            ["DS-3420", 46221, "SKIPPED_PAUSE", False],
            ["DS-3420", 46228, "SKIPPED_PAUSE", False],
            ["DS-3420", 46235, "SCHEDULED", True],
        ]),
        policy("policy#pauses", "Going away? Pause your deliveries by phone or WhatsApp up to 24 hours before the round. "
               "Pauses are free of charge, and nothing is delivered or billed while you are paused. "
               "Your standing order resumes automatically on the first round after the pause ends. "
               "Your bottle deposit stays on your account throughout.",
               revision="2026-02"),
    ],
}

add("dairy-holiday-pause", B07,
    "Hi Rana, yes, your pause is confirmed from 17 July to 31 July, so there'll be no drops on Saturday 18 or Saturday 25 July. "
    "Deliveries start again automatically on Saturday 1 August, in the usual 5 to 7 AM window. "
    "Nothing is billed while you're paused. "
    "Enjoy the sea air!",
    [S("your pause is confirmed from 17 July to 31 July"),
     S("there'll be no drops on Saturday 18 or Saturday 25 July"),
     S("Deliveries start again automatically on Saturday 1 August"),
     S("in the usual 5 to 7 AM window"),
     S("Nothing is billed while you're paused"),
     N("Enjoy the sea air!")],
    includes=["1 August", "17 July"],
    notes="Pauses: the CONFIRMED DS-3420 row 46220-46234 = 17/07-31/07 overrides the REPLACED 14-28 July row; UpcomingDrops 46221/46228 SKIPPED, 46235 = Sat 01/08 SCHEDULED; window 0.2083-0.2917 = 5-7 AM.")

add("dairy-holiday-pause", B07,
    "Pause confirmed for DS-3420: 17/07/2026 to 31/07/2026. Your first delivery back is Saturday 01/08/2026.",
    [S("Pause confirmed for DS-3420: 17/07/2026 to 31/07/2026"),
     S("Your first delivery back is Saturday 01/08/2026")],
    includes=["01/08/2026"],
    notes="Pauses CONFIRMED row; UpcomingDrops 46235 SCHEDULED.")

add("dairy-holiday-pause", B07,
    "Dear Rana,\n\n"
    "Your holiday pause has been booked from Friday 17 July through Friday 31 July. "
    "The two Saturday rounds in between will be skipped and not charged, and your standing order picks up again on 1 August without you needing to do anything.\n\n"
    "Have a lovely time on the coast,\nAmr, Gamoosa Dairy",
    [S("Your holiday pause has been booked from Friday 17 July through Friday 31 July"),
     S("The two Saturday rounds in between will be skipped and not charged"),
     S("your standing order picks up again on 1 August"),
     S("without you needing to do anything"),
     N("Have a lovely time on the coast")],
    includes=["1 August", "31 July"],
    notes="46220/46234 are Fridays 17/07 and 31/07; two SKIPPED_PAUSE rows billed FALSE; policy: resumes automatically.")

add("dairy-holiday-pause", B07,
    "Hi Rana! Your pause is all set from Tuesday 14 July to Tuesday 28 July. "
    "Deliveries pick up again automatically on Saturday 1 August.",
    [C("Your pause is all set from Tuesday 14 July to Tuesday 28 July", "DATE_MISMATCH"),
     S("Deliveries pick up again automatically on Saturday 1 August")],
    errors=["stale_value"],
    excludes=["Tuesday 14 July", "Tuesday 28 July"],
    includes=["1 August"],
    notes="14-28 July (46217-46231) is the REPLACED request; the CONFIRMED pause is 17-31 July.")

add("dairy-holiday-pause", B07,
    "Hello Rana, your pause from 17 to 31 July is confirmed. "
    "Deliveries restart on Saturday 25 July. "
    "Because you booked more than a week ahead, we'll add a free tray of eggs to your first drop back.",
    [S("your pause from 17 to 31 July is confirmed"),
     C("Deliveries restart on Saturday 25 July", "DATE_MISMATCH"),
     I("we'll add a free tray of eggs to your first drop back", "CLAIM_WITHOUT_TOOL_EVIDENCE", "NO_POLICY_EVIDENCE", "NLI_NOT_ENTAILED")],
    errors=["wrong_date", "unlisted_perk"],
    excludes=["restart on Saturday 25 July", "free tray of eggs"],
    includes=["17 to 31 July"],
    notes="25/07 (46228) is SKIPPED_PAUSE; first SCHEDULED drop is 46235 = 01/08. No record or policy offers a free tray for early booking.")

add("dairy-holiday-pause", B07,
    "Hi Rana, your pause is confirmed from 17 to 31 July. "
    "Deliveries restart automatically on Saturday 8 August.",
    [S("your pause is confirmed from 17 to 31 July"),
     C("Deliveries restart automatically on Saturday 8 August", "DATE_MISMATCH")],
    errors=["wrong_date"],
    excludes=["8 August"],
    includes=["1 August|01/08|1 Aug", "17 to 31 July|17 July"],
    repair=True,
    notes="UpcomingDrops: the first SCHEDULED drop after the pause is 46235 = Saturday 01/08/2026.")


# ---------------------------------------------------------------------------------------------
# Bundle 8 - egg & dairy delivery: glass bottle deposit return, one chipped bottle
# ---------------------------------------------------------------------------------------------
B08 = {
    "dom": "dairy",
    "now": "2026-06-18T12:00:00+03:00",
    "question": "The driver took my empty bottles on Tuesday. How much deposit do I get back? Khaled Omran",
    "evidence": [
        sheet("values.get#Bottles!A1:G5", "1gMD-Gamoosa-Subs", "Bottles!A1:G5", "UNFORMATTED_VALUE", [
            ["sub_id", "date", "event", "bottles", "deposit_each", "amount", "note"],
            ["DS-3299", 46082, "ISSUED", 12, 15, 180],
            ["DS-3299", 46189, "RETURNED_OK", 6, 15, -90],
            ["DS-3299", 46189, "RETURNED_CHIPPED", 1, 15, 0, "chipped neck - deposit kept"],
            ["DS-3301", 46189, "RETURNED_OK", 4, 15, -60],
        ]),
        sheet("values.get#DepositSummary!A1:E2", "1gMD-Gamoosa-Subs", "DepositSummary!A1:E2", "FORMATTED_VALUE", [
            ["sub_id", "bottles_out", "deposit_held", "refund_method", "refund_state"],
            ["DS-3299", "5", "E£75.00", "NEXT_INVOICE_CREDIT", "PENDING_INVOICE"],
        ]),
        policy("policy#bottles", "Our milk comes in returnable glass. "
               "Each bottle carries a E£15 deposit. "
               "Rinse your empties and leave them in the cool box on delivery day, and the driver will collect them. "
               "Returned bottles are credited against your next monthly invoice. "
               "Chipped or cracked bottles can't be reused, so their deposit is not refunded.",
               revision="2025-09"),
    ],
}

add("dairy-bottle-deposit", B08,
    "Hi Khaled, thanks for rinsing those out! "
    "The driver collected seven bottles on Tuesday 16 June. "
    "Six were fine, so you get E£90 back (6 x E£15), which will come off your next monthly invoice. "
    "One had a chipped neck, and chipped bottles can't be reused, so its deposit isn't refunded. "
    "You still have 5 bottles out with us, with E£75 of deposit on your account.",
    [N("thanks for rinsing those out!"),
     S("The driver collected seven bottles on Tuesday 16 June"),
     S("Six were fine, so you get E£90 back (6 x E£15)"),
     S("which will come off your next monthly invoice"),
     S("One had a chipped neck"),
     S("chipped bottles can't be reused"),
     S("so its deposit isn't refunded"),
     S("You still have 5 bottles out with us, with E£75 of deposit")],
    includes=["E£90|90", "E£75"],
    notes="Bottles 46189 (16/06): RETURNED_OK 6 (-90) + RETURNED_CHIPPED 1 (0); DepositSummary 5 out, E£75, NEXT_INVOICE_CREDIT; policy on chipped bottles.")

add("dairy-bottle-deposit", B08,
    "You'll get E£90 back on your next invoice, Khaled, for the six good bottles; the chipped one isn't refundable.",
    [S("You'll get E£90 back on your next invoice"),
     S("for the six good bottles"),
     S("the chipped one isn't refundable")],
    includes=["E£90"],
    notes="RETURNED_OK 6 x 15 = 90, refund_method NEXT_INVOICE_CREDIT; chipped row amount 0.")

add("dairy-bottle-deposit", B08,
    "Hello Khaled! Six of the seven empties were in good shape, so ninety pounds will be credited against your next monthly invoice. "
    "Five bottles are still out on deposit.",
    [S("Six of the seven empties were in good shape"),
     S("so ninety pounds will be credited against your next monthly invoice"),
     S("Five bottles are still out on deposit")],
    includes=["ninety pounds"],
    notes="Bottles rows 46189; DepositSummary bottles_out 5.")

add("dairy-bottle-deposit", B08,
    "Hi Khaled, the driver picked up your seven bottles on Tuesday. "
    "You'll get E£105 back for them. "
    "It'll be refunded to your card within a few days.",
    [S("the driver picked up your seven bottles on Tuesday"),
     C("You'll get E£105 back for them", "AMOUNT_MISMATCH", "VALUE_MISMATCH"),
     C("It'll be refunded to your card within a few days", "VALUE_MISMATCH", "NLI_CONTRADICTION")],
    errors=["condition_unmet", "wrong_value"],
    excludes=["E£105", "refunded to your card"],
    includes=["seven bottles"],
    notes="One of the seven was RETURNED_CHIPPED (deposit kept), so only 6 x 15 = E£90; refund_method is NEXT_INVOICE_CREDIT and policy credits the next monthly invoice.")

add("dairy-bottle-deposit", B08,
    "Hello Khaled, six of the seven bottles came back fine on Tuesday 16 June, so E£90 will come off your next monthly invoice. "
    "The chipped one can't be reused, so there's no refund on that bottle. "
    "You've still got 6 bottles out with us.",
    [S("six of the seven bottles came back fine on Tuesday 16 June"),
     S("so E£90 will come off your next monthly invoice"),
     S("The chipped one can't be reused"),
     S("so there's no refund on that bottle"),
     C("You've still got 6 bottles out with us", "VALUE_MISMATCH")],
    errors=["wrong_arithmetic"],
    excludes=["6 bottles out"],
    includes=["E£90"],
    notes="12 issued - 7 returned (6 OK + 1 chipped) = 5 out; DepositSummary bottles_out 5.")

add("dairy-bottle-deposit", B08,
    "Hi Khaled, six of your seven bottles came back fine on Tuesday, so E£90 will be credited on your next invoice. "
    "You have 5 bottles still out, with E£60 of deposit held.",
    [S("six of your seven bottles came back fine on Tuesday"),
     S("so E£90 will be credited on your next invoice"),
     S("You have 5 bottles still out"),
     C("with E£60 of deposit held", "AMOUNT_MISMATCH", "VALUE_MISMATCH")],
    errors=["wrong_arithmetic"],
    excludes=["E£60"],
    includes=["E£75|75", "E£90"],
    repair=True,
    notes="5 bottles x E£15 = E£75; DepositSummary deposit_held E£75.00.")


# ---------------------------------------------------------------------------------------------
# Bundle 9 - vegetable box: upgrade small -> large, later subscription row overrides
# ---------------------------------------------------------------------------------------------
B09 = {
    "dom": "vegbox",
    "now": "2026-09-07T21:10:00+03:00",
    "question": "I upgraded to the large box yesterday. When does that start and how much will I be paying now? Nourhan Adly",
    "evidence": [
        sheet("values.get#Subscriptions!A1:G3", "1vBx-KhodraBox", "Subscriptions!A1:G3", "FORMATTED_VALUE", [
            ["box_id", "customer", "size", "weekly_price", "effective_from", "changed_on", "state"],
            ["VB-5512", "Nourhan Adly", "SMALL", "E£320.00", "07/03/2026", "02/03/2026", "ACTIVE"],
            ["VB-5512", "Nourhan Adly", "LARGE", "E£545.00", "12/09/2026", "06/09/2026", "ACTIVE"],
        ]),
        sheet("values.get#Sizes!A1:D5", "1vBx-KhodraBox", "Sizes!A1:D5", "FORMATTED_VALUE", [
            ["size", "contents", "weight", "weekly_price"],
            ["SMALL", "6-8 seasonal vegetables", "4-5 kg", "E£320.00"],
            ["MEDIUM", "8-10 seasonal vegetables", "6-7 kg", "E£430.00"],
            ["LARGE", "10-12 seasonal vegetables + herbs", "8-9 kg", "E£545.00"],
            ["FAMILY", "12-14 seasonal vegetables, herbs + fruit", "11-12 kg", "E£690.00"],
        ]),
        sheet("values.get#Charges!A1:D3", "1vBx-KhodraBox", "Charges!A1:D3", "UNFORMATTED_VALUE", [
            ["box_id", "charge_date", "for_delivery", "amount"],
            ["VB-5512", 46268.25, 46270, 320],
            ["VB-5512", 46275.25, 46277, 545],
        ]),
        policy("policy#box-changes", "Our boxes go out every Saturday between 9:00 AM and 1:00 PM. "
               "You can change your box size at any time in your account or by WhatsApp. "
               "Changes made by Tuesday 8:00 PM apply to that Saturday's box; later changes apply from the following week. "
               "Your card is charged on the Thursday before each delivery.",
               revision="2026-08"),
    ],
}

add("vegbox-upgrade", B09,
    "Hi Nourhan! Your upgrade to the large box is in, and it starts with this Saturday's delivery on 12 September. "
    "The large box is E£545 a week, which is E£225 more than the small one you had. "
    "Your card will be charged on Thursday 10 September, and the box comes out to you between 9 AM and 1 PM on Saturday.",
    [S("Your upgrade to the large box is in"),
     S("it starts with this Saturday's delivery on 12 September"),
     S("The large box is E£545 a week"),
     S("which is E£225 more than the small one you had"),
     S("Your card will be charged on Thursday 10 September"),
     S("the box comes out to you between 9 AM and 1 PM on Saturday")],
    includes=["E£545", "12 September"],
    notes="Later Subscriptions row LARGE E£545 effective 12/09/2026 overrides SMALL E£320; 545-320 = 225; Charges 46275.25 = Thu 10/09 for 545; policy 9 AM-1 PM.")

add("vegbox-upgrade", B09,
    "Dear Nourhan,\n"
    "- New size: Large (8-9 kg of seasonal veg)\n"
    "- First large box: Saturday 12/09/2026\n"
    "- Weekly price: E£545\n"
    "- Next charge: Thursday 10/09/2026\n"
    "Happy cooking from all of us at Khodra Box!",
    [S("New size: Large (8-9 kg of seasonal veg)"),
     S("First large box: Saturday 12/09/2026"),
     S("Weekly price: E£545"),
     S("Next charge: Thursday 10/09/2026"),
     N("Happy cooking from all of us at Khodra Box!")],
    includes=["E£545", "12/09/2026"],
    notes="Subscriptions LARGE row; Sizes LARGE 8-9 kg; Charges row 46275.25 (10/09) amount 545.")

add("vegbox-upgrade", B09,
    "Large box from Sat 12 Sept at E£545 a week, Nourhan, with the first charge on Thu 10 Sept.",
    [S("Large box from Sat 12 Sept at E£545 a week"),
     S("with the first charge on Thu 10 Sept")],
    includes=["E£545"],
    notes="Subscriptions LARGE effective 12/09; Charges 46275 = 10/09.")

add("vegbox-upgrade", B09,
    "Hello Nourhan, lovely to hear you're going bigger! "
    "Your large box starts this Saturday, 12 September. "
    "The large box is E£690 a week and comes with herbs and fruit as well as the veg.",
    [N("lovely to hear you're going bigger!"),
     S("Your large box starts this Saturday, 12 September"),
     C("The large box is E£690 a week", "AMOUNT_MISMATCH", "VALUE_MISMATCH"),
     CI("comes with herbs and fruit as well as the veg", "VALUE_MISMATCH", "CLAIM_WITHOUT_TOOL_EVIDENCE")],
    errors=["other_record_value", "other_record_value"],
    excludes=["E£690", "herbs and fruit"],
    includes=["12 September"],
    notes="E£690 and the fruit belong to the FAMILY row in Sizes; LARGE is E£545 with vegetables + herbs, no fruit.")

add("vegbox-upgrade", B09,
    "Hi Nourhan, your large box begins on Saturday 12 September. "
    "You'll be charged E£320 on Thursday 10 September as usual. "
    "Boxes arrive on Saturdays between 8 AM and 12 noon.",
    [S("your large box begins on Saturday 12 September"),
     C("You'll be charged E£320 on Thursday 10 September", "AMOUNT_MISMATCH", "VALUE_MISMATCH"),
     C("Boxes arrive on Saturdays between 8 AM and 12 noon", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
    errors=["stale_value", "wrong_time"],
    excludes=["E£320 on Thursday", "8 AM and 12 noon"],
    includes=["12 September"],
    notes="E£320 is the old SMALL price; Charges row for 10/09 is 545. Policy window is 9:00 AM to 1:00 PM.")

add("vegbox-upgrade", B09,
    "Hi Nourhan, your large box starts this Saturday, 12 September. "
    "It's E£545 a week, which is E£125 more than your small box, and the first charge goes through on Thursday 10 September.",
    [S("your large box starts this Saturday, 12 September"),
     S("It's E£545 a week"),
     C("which is E£125 more than your small box", "AMOUNT_MISMATCH", "VALUE_MISMATCH"),
     S("the first charge goes through on Thursday 10 September")],
    errors=["wrong_arithmetic"],
    excludes=["E£125"],
    includes=["E£225|225", "12 September|12/09"],
    repair=True,
    notes="545 - 320 = 225.")


# ---------------------------------------------------------------------------------------------
# Bundle 10 - vegetable box: this week's contents, okra swapped for green beans
# ---------------------------------------------------------------------------------------------
B10 = {
    "dom": "vegbox",
    "now": "2026-11-12T16:45:00+02:00",
    "question": "What's in my box this Saturday? I hope there's no aubergine! Ahmed Lotfy",
    "evidence": [
        sheet("values.get#BoxContents!A1:E11", "1vBx-KhodraBox", "BoxContents!A1:E11", "FORMATTED_VALUE", [
            ["box_id", "delivery", "line", "item", "qty"],
            ["VB-5530", "14/11/2026", "1", "Tomatoes", "1 kg"],
            ["VB-5530", "14/11/2026", "2", "Zucchini", "750 g"],
            ["VB-5530", "14/11/2026", "3", "Okra", "500 g"],
            ["VB-5530", "14/11/2026", "4", "Carrots", "1 kg"],
            ["VB-5530", "14/11/2026", "5", "Sweet potatoes", "1 kg"],
            ["VB-5530", "14/11/2026", "6", "Molokhia", "1 bunch"],
            ["VB-5530", "14/11/2026", "7", "Dill", "1 bunch"],
            ["VB-5530", "14/11/2026", "8", "Baladi lemons", "500 g"],
            ["VB-5530", "14/11/2026", "3", "Green beans (sub for okra)", "500 g"],
            ["VB-5530", "14/11/2026", "9", "Extra herbs bundle (add-on)", "1"],
        ]),
        sheet("values.get#Preferences!A1:D2", "1vBx-KhodraBox", "Preferences!A1:D2", "FORMATTED_VALUE", [
            ["box_id", "customer", "size", "never_send"],
            ["VB-5530", "Ahmed Lotfy", "MEDIUM", "EGGPLANT"],
        ]),
        sheet("values.get#Charges!A1:F2", "1vBx-KhodraBox", "Charges!A1:F2", "UNFORMATTED_VALUE", [
            ["box_id", "charge_date", "for_delivery", "box", "add_ons", "amount"],
            ["VB-5530", 46338.25, 46340, 430, 45, 475],
        ]),
        sheet("values.get#PackingNotes!A1:C2", "1vBx-KhodraBox", "PackingNotes!A1:C2", "FORMATTED_VALUE", [
            ["date", "by", "note"],
            ["10/11/2026", "Mona", "Okra crop hit by Sunday's rain - swap 500g green beans into every box with okra (line 3)."],
        ]),
        passage("kb#farm-diary-46", "Farm diary, week 46: the first sweet potatoes of the season are up from the Nubaria field.\n"
                "They are best roasted whole in their skins."),
        policy("policy#never-send", "Tell us the vegetables you never want and we will keep them out of your box. "
               "When a crop fails we swap in something of the same or greater value.",
               revision="2026-05"),
    ],
}

add("vegbox-contents", B10,
    "Hi Ahmed! This Saturday's box (14 November) has tomatoes, zucchini, carrots, sweet potatoes, a bunch of molokhia, dill and baladi lemons, plus 500 g of green beans standing in for the okra, which the rain got to. "
    "No aubergine, as always, since it's on your never-send list. "
    "Your extra herbs bundle is in there too, so today's charge was E£475.",
    [S("This Saturday's box (14 November) has tomatoes, zucchini, carrots, sweet potatoes, a bunch of molokhia, dill and baladi lemons"),
     S("plus 500 g of green beans standing in for the okra"),
     S("which the rain got to"),
     S("No aubergine, as always, since it's on your never-send list"),
     S("Your extra herbs bundle is in there too"),
     S("so today's charge was E£475")],
    includes=["green beans", "E£475"],
    notes="BoxContents for 14/11 with the later line-3 row (green beans) overriding okra; PackingNotes: rain; Preferences never_send EGGPLANT; Charges 46338.25 (today, 12/11) 430 + 45 = 475.")

add("vegbox-contents", B10,
    "Hello Ahmed, your box for Saturday 14/11/2026:\n"
    "- Tomatoes 1 kg\n"
    "- Zucchini 750 g\n"
    "- Green beans 500 g (instead of okra)\n"
    "- Carrots 1 kg\n"
    "- Sweet potatoes 1 kg\n"
    "- Molokhia and dill, a bunch each\n"
    "- Baladi lemons 500 g\n"
    "- Your extra herbs bundle\n"
    "And no aubergine, promise! The sweet potatoes are the first of the season from our Nubaria field.",
    [S("Tomatoes 1 kg"), S("Zucchini 750 g"), S("Green beans 500 g (instead of okra)"), S("Carrots 1 kg"),
     S("Sweet potatoes 1 kg"), S("Molokhia and dill, a bunch each"), S("Baladi lemons 500 g"),
     S("Your extra herbs bundle"),
     S("And no aubergine, promise!"),
     S("The sweet potatoes are the first of the season from our Nubaria field")],
    includes=["Green beans 500 g", "14/11/2026"],
    notes="BoxContents rows for 14/11 (line 3 overridden by green beans); Preferences EGGPLANT; farm diary passage for the sweet potatoes.")

add("vegbox-contents", B10,
    "Green beans replace the okra this week, Ahmed, and there's no aubergine in your box.",
    [S("Green beans replace the okra this week"),
     S("there's no aubergine in your box")],
    includes=["Green beans"],
    notes="BoxContents later line-3 row; Preferences never_send EGGPLANT.")

add("vegbox-contents", B10,
    "Hi Ahmed! Saturday's box has tomatoes, zucchini, 500 g of okra, carrots, sweet potatoes, molokhia, dill and baladi lemons, plus your extra herbs. "
    "And don't worry, there's no aubergine. "
    "The sweet potatoes are the first from our Nubaria field this season, lovely roasted whole in their skins.",
    [S("Saturday's box has tomatoes, zucchini"),
     C("500 g of okra", "VALUE_MISMATCH"),
     S("carrots, sweet potatoes, molokhia, dill and baladi lemons"),
     S("plus your extra herbs"),
     S("there's no aubergine"),
     S("The sweet potatoes are the first from our Nubaria field this season"),
     S("lovely roasted whole in their skins")],
    errors=["stale_value"],
    excludes=["500 g of okra"],
    includes=["Nubaria"],
    notes="The okra line 3 was overridden by the later green-beans row after the rain (PackingNotes 10/11).")

add("vegbox-contents", B10,
    "Hello Ahmed, no aubergine this week, don't worry! "
    "Because the okra failed, you're getting 1 kg of green beans instead. "
    "I've also popped in a free bunch of parsley to make up for it.",
    [S("no aubergine this week"),
     S("Because the okra failed"),
     C("you're getting 1 kg of green beans instead", "VALUE_MISMATCH"),
     I("I've also popped in a free bunch of parsley", *REC_I)],
    errors=["wrong_quantity", "unrecorded_extra"],
    excludes=["1 kg of green beans", "free bunch of parsley"],
    includes=["no aubergine"],
    notes="The green-beans row is 500 g; nothing in BoxContents or notes records any free parsley.")

add("vegbox-contents", B10,
    "Hi Ahmed, your box for Saturday 14 November has tomatoes, zucchini, carrots, sweet potatoes, molokhia, dill, baladi lemons and 500 g of green beans in place of the okra. "
    "With your extra herbs bundle, today's charge was E£430.",
    [S("your box for Saturday 14 November has tomatoes, zucchini, carrots, sweet potatoes, molokhia, dill, baladi lemons"),
     S("500 g of green beans in place of the okra"),
     C("today's charge was E£430", "AMOUNT_MISMATCH", "VALUE_MISMATCH")],
    errors=["wrong_arithmetic"],
    excludes=["E£430"],
    includes=["E£475|475", "green beans"],
    repair=True,
    notes="Charges: box 430 + add_ons 45 = amount 475; the draft left out the herbs bundle it mentions.")


# ---------------------------------------------------------------------------------------------
# Bundle 11 - vegetable box: failed card charges (expired card), box delivered on trust
# ---------------------------------------------------------------------------------------------
B11 = {
    "dom": "vegbox",
    "now": "2026-11-09T10:30:00+02:00",
    "question": "Got a message saying my payment failed. Do I owe you money and what do I need to do? Mostafa Zaki",
    "evidence": [
        sheet("values.get#Charges!A1:F4", "1vBx-KhodraBox", "Charges!A1:F4", "UNFORMATTED_VALUE", [
            ["box_id", "charge_date", "for_delivery", "amount", "result", "decline_code"],
            ["VB-5571", 46324.25, 46326, 320, "PAID"],
            ["VB-5571", 46331.25, 46333, 320, "FAILED", "CARD_EXPIRED"],
            ["VB-5571", 46332.25, 46333, 320, "FAILED", "CARD_EXPIRED"],
        ]),
        sheet("values.get#Deliveries!A1:C3", "1vBx-KhodraBox", "Deliveries!A1:C3", "UNFORMATTED_VALUE", [
            ["box_id", "delivery", "state"],
            ["VB-5571", 46326, "DELIVERED"],
            ["VB-5571", 46333, "DELIVERED_ON_TRUST"],
        ]),
        sheet("values.get#Accounts!A1:H2", "1vBx-KhodraBox", "Accounts!A1:H2", "FORMATTED_VALUE", [
            ["box_id", "customer", "card", "balance_due", "due_by", "next_charge", "next_charge_date", "status"],
            ["VB-5571", "Mostafa Zaki", "VISA ending 4471 (exp 10/2026)", "E£320.00", "12/11/2026", "E£320.00", "12/11/2026", "PAYMENT_ISSUE"],
        ]),
        policy("policy#failed-payments", "We charge your card on the Thursday before each delivery. "
               "If a charge fails, we retry once the next day. "
               "If both attempts fail, we still deliver that week's box and you have 7 days to settle the balance; if it isn't settled by then, deliveries pause until it is. "
               "You can update your card in your account or pay the balance by InstaPay.",
               revision="2026-08"),
    ],
}

add("vegbox-failed-payment", B11,
    "Hi Mostafa, yes, I'm afraid the charge for your box on Saturday 7 November didn't go through: we tried on 5 and 6 November and both times the card came back as expired. "
    "That box was still delivered, so there's E£320 to settle by Thursday 12 November. "
    "You can update your card in your account or pay by InstaPay. "
    "If it isn't settled by then, deliveries pause until it is.",
    [S("the charge for your box on Saturday 7 November didn't go through"),
     S("we tried on 5 and 6 November"),
     S("both times the card came back as expired"),
     S("That box was still delivered"),
     S("so there's E£320 to settle by Thursday 12 November"),
     S("You can update your card in your account or pay by InstaPay"),
     S("If it isn't settled by then, deliveries pause until it is")],
    includes=["E£320", "12 November"],
    notes="Charges 46331.25/46332.25 (5 and 6 Nov) FAILED CARD_EXPIRED for delivery 46333 (Sat 07/11); Deliveries DELIVERED_ON_TRUST; Accounts balance_due E£320 due 12/11/2026; policy.")

add("vegbox-failed-payment", B11,
    "Hello Mostafa,\n"
    "- Amount owed: E£320 (box of 07/11/2026)\n"
    "- Reason: your Visa ending 4471 expired in October\n"
    "- Pay by: 12/11/2026\n"
    "You can update your card in your account or pay the balance by InstaPay.",
    [S("Amount owed: E£320 (box of 07/11/2026)"),
     S("Reason: your Visa ending 4471 expired in October"),
     S("Pay by: 12/11/2026"),
     S("You can update your card in your account or pay the balance by InstaPay")],
    includes=["E£320", "12/11/2026"],
    notes="Accounts row (card exp 10/2026, balance_due, due_by); Charges decline_code CARD_EXPIRED; policy's last sentence.")

add("vegbox-failed-payment", B11,
    "You owe E£320 for last Saturday's box, Mostafa; please settle it by Thursday 12 November.",
    [S("You owe E£320 for last Saturday's box"),
     S("please settle it by Thursday 12 November")],
    includes=["E£320"],
    notes="now Mon 09/11; last Saturday 07/11 box delivered on trust; due_by 12/11/2026.")

add("vegbox-failed-payment", B11,
    "Hi Mostafa, sorry for the worry! "
    "Your card was declined for the box of 7 November, so that box was held back at the packing shed. "
    "We'll retry your card three more times this week. "
    "There's E£320 outstanding.",
    [N("sorry for the worry!"),
     S("Your card was declined for the box of 7 November"),
     C("so that box was held back at the packing shed", "RECORD_STATE_MISMATCH"),
     C("We'll retry your card three more times this week", "NLI_CONTRADICTION"),
     S("There's E£320 outstanding")],
    errors=["wrong_state", "wrong_policy_condition"],
    excludes=["held back at the packing shed", "three more times"],
    includes=["E£320"],
    notes="Deliveries 46333 state DELIVERED_ON_TRUST, not held; policy retries once, the next day, and both tries are done.")

add("vegbox-failed-payment", B11,
    "Hello Mostafa, the charge for last Saturday's box failed twice, and E£320 is outstanding. "
    "Your card was declined for insufficient funds. "
    "With this week's E£320 also due on Thursday 12 November, you'll need E£540 on your card that day. "
    "Updating your card in your account is the quickest fix.",
    [S("the charge for last Saturday's box failed twice"),
     S("and E£320 is outstanding"),
     C("Your card was declined for insufficient funds", "VALUE_MISMATCH"),
     S("With this week's E£320 also due on Thursday 12 November"),
     C("you'll need E£540 on your card that day", "AMOUNT_MISMATCH", "VALUE_MISMATCH"),
     S("Updating your card in your account")],
    errors=["wrong_value", "wrong_arithmetic"],
    excludes=["insufficient funds", "E£540"],
    includes=["E£320"],
    notes="decline_code is CARD_EXPIRED; balance 320 + next charge 320 on 12/11 = 640, not 540.")

add("vegbox-failed-payment", B11,
    "Hi Mostafa, the charge for your box on 7 November failed twice because your card has expired, so E£320 is outstanding. "
    "Please settle it by Thursday 19 November, or deliveries will pause.",
    [S("the charge for your box on 7 November failed twice because your card has expired"),
     S("so E£320 is outstanding"),
     C("Please settle it by Thursday 19 November", "DATE_MISMATCH"),
     S("or deliveries will pause")],
    errors=["wrong_date"],
    excludes=["19 November"],
    includes=["12 November|12/11|12 Nov", "E£320|320"],
    repair=True,
    notes="Accounts due_by 12/11/2026 (policy: 7 days).")


# ---------------------------------------------------------------------------------------------
# Bundle 12 - vegetable box: address change to Obour refused (outside delivery areas)
# ---------------------------------------------------------------------------------------------
B12 = {
    "dom": "vegbox",
    "now": "2026-12-01T13:20:00+02:00",
    "question": "I'm moving to El Obour City. Can you change my delivery address to 22 Block 5, 3rd District, Obour from the 12th? Yasmin Fathy",
    "evidence": [
        sheet("values.get#Accounts!A1:G2", "1vBx-KhodraBox", "Accounts!A1:G2", "FORMATTED_VALUE", [
            ["box_id", "customer", "address", "zone", "size", "next_delivery", "status"],
            ["VB-5608", "Yasmin Fathy", "14 Road 233, Maadi", "MAADI", "SMALL", "05/12/2026", "ACTIVE"],
        ]),
        refused("values.update#Accounts-D2", "sheets.values.update", "DENY",
                {"spreadsheetId": "1vBx-KhodraBox", "range": "Accounts!C2:D2",
                 "values": [["22 Block 5, 3rd District, El Obour City", "OBOUR"]], "effective_from": "12/12/2026"},
                reason="OBOUR is not a delivery zone"),
        policy("policy#delivery-areas", "Khodra Box delivers on Saturdays to New Cairo, Maadi, Zamalek, Heliopolis and Sheikh Zayed. "
               "We can't add addresses outside these areas. "
               "Customers outside them are welcome to collect from our pick-up point in Korba, Heliopolis (8 Baghdad Street), open Saturdays 10:00 AM to 2:00 PM. "
               "You can pause or cancel your box at any time at no charge.",
               revision="2026-10"),
    ],
}

add("vegbox-address-refused", B12,
    "Hi Yasmin, congratulations on the move! "
    "I'm sorry, I wasn't able to change your address: El Obour City is outside our delivery areas, which are New Cairo, Maadi, Zamalek, Heliopolis and Sheikh Zayed. "
    "Your boxes will keep coming to 14 Road 233, Maadi for now, including this Saturday's on 5 December. "
    "If it helps, you could collect from our pick-up point in Korba, Heliopolis, on Saturdays between 10 AM and 2 PM.",
    [N("congratulations on the move!"),
     S("I wasn't able to change your address"),
     S("El Obour City is outside our delivery areas"),
     S("which are New Cairo, Maadi, Zamalek, Heliopolis and Sheikh Zayed"),
     S("Your boxes will keep coming to 14 Road 233, Maadi for now"),
     S("including this Saturday's on 5 December"),
     S("you could collect from our pick-up point in Korba, Heliopolis, on Saturdays between 10 AM and 2 PM")],
    includes=["wasn't able", "5 December"],
    notes="refused_call DENY on Accounts!C2:D2 (OBOUR not a zone); Accounts address Maadi, next_delivery 05/12/2026; policy lists the areas and the Korba pick-up hours.")

add("vegbox-address-refused", B12,
    "Dear Yasmin,\n\n"
    "Unfortunately the address change to Obour couldn't be made, as it falls outside the areas we deliver to. "
    "You're welcome to switch to collecting from our Korba pick-up point (Saturdays, 10:00 AM to 2:00 PM) or to pause your box at no charge.\n\n"
    "Best wishes,\nMona at Khodra Box",
    [S("the address change to Obour couldn't be made"),
     S("as it falls outside the areas we deliver to"),
     S("our Korba pick-up point (Saturdays, 10:00 AM to 2:00 PM)"),
     S("or to pause your box at no charge"),
     N("Best wishes")],
    includes=["couldn't be made", "10:00 AM"],
    notes="refused_call DENY; policy: outside areas can't be added, Korba pick-up Saturday 10-2, pausing at no charge.")

add("vegbox-address-refused", B12,
    "Sorry Yasmin, Obour is outside our delivery areas, so we couldn't update your address.",
    [S("Obour is outside our delivery areas"),
     S("so we couldn't update your address")],
    includes=["couldn't update"],
    notes="refused_call DENY reason: OBOUR is not a delivery zone; policy.")

add("vegbox-address-refused", B12,
    "Hi Yasmin, thanks for letting us know about the move! "
    "This Saturday's box, on 5 December, still comes to 14 Road 233, Maadi. "
    "I've updated your delivery address to 22 Block 5, 3rd District, Obour, from Saturday 12 December. "
    "Our Obour van runs on Fridays, so from then on your box will arrive a day earlier.",
    [N("thanks for letting us know about the move!"),
     S("This Saturday's box, on 5 December, still comes to 14 Road 233, Maadi"),
     C("I've updated your delivery address to 22 Block 5, 3rd District, Obour", "NOT_EXECUTED"),
     CI("Our Obour van runs on Fridays", "CLAIM_WITHOUT_TOOL_EVIDENCE", "NO_POLICY_EVIDENCE", "NLI_NOT_ENTAILED", "NLI_CONTRADICTION"),
     CI("your box will arrive a day earlier", "CLAIM_WITHOUT_TOOL_EVIDENCE", "NO_POLICY_EVIDENCE", "NLI_NOT_ENTAILED", "NLI_CONTRADICTION")],
    errors=["refused_call_effect", "invented_fact", "invented_fact"],
    excludes=["I've updated your delivery address", "Obour van runs on Fridays", "a day earlier"],
    includes=["5 December"],
    notes="The Accounts update was DENIED; there is no Obour round at all (policy lists the areas, Saturday deliveries).")

add("vegbox-address-refused", B12,
    "Hi Yasmin, I'm afraid we couldn't change your address, because El Obour City is outside the areas we deliver to. "
    "You could collect from our Korba pick-up point on Fridays from 10 AM to 2 PM instead.",
    [S("we couldn't change your address"),
     S("because El Obour City is outside the areas we deliver to"),
     C("on Fridays from 10 AM to 2 PM", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
    errors=["wrong_date"],
    excludes=["on Fridays"],
    includes=["couldn't change"],
    notes="Policy: the Korba pick-up point is open Saturdays 10:00 AM to 2:00 PM.")

add("vegbox-address-refused", B12,
    "Hi Yasmin, I've changed your delivery address to 22 Block 5, 3rd District, Obour, starting with the box on Saturday 12 December. "
    "This Saturday's box, on 5 December, will still come to you in Maadi.",
    [C("I've changed your delivery address to 22 Block 5, 3rd District, Obour", "NOT_EXECUTED"),
     S("This Saturday's box, on 5 December, will still come to you in Maadi")],
    errors=["refused_call_effect"],
    excludes=["I've changed your delivery address"],
    includes=["couldn't|could not|unable|not able|outside|can't|cannot|wasn't able", "5 December"],
    repair=True,
    notes="refused_call sheets.values.update on Accounts was DENY (OBOUR not a zone); Accounts next_delivery 05/12 at the Maadi address.")


# ---------------------------------------------------------------------------------------------
# Bundle 13 - vegetable box: skip two weeks, the first is past the Tuesday cutoff
# ---------------------------------------------------------------------------------------------
B13 = {
    "dom": "vegbox",
    "now": "2026-02-18T10:15:00+02:00",
    "question": "Please skip my boxes for 21 and 28 February, we're travelling. Sherine Kamal",
    "evidence": [
        sheet("values.get#SkipRequests!A1:D3", "1vBx-KhodraBox", "SkipRequests!A1:D3", "UNFORMATTED_VALUE", [
            ["box_id", "requested_at", "for_delivery", "result"],
            ["VB-5644", 46071.4201, 46074, "REJECTED_PAST_CUTOFF"],
            ["VB-5644", 46071.4201, 46081, "SKIPPED"],
        ]),
        refused("values.update#Deliveries-46074", "sheets.values.update", "DENY",
                {"spreadsheetId": "1vBx-KhodraBox", "range": "Deliveries!C88", "values": [["SKIPPED"]],
                 "box_id": "VB-5644", "for_delivery": 46074},
                reason="past Tuesday 20:00 cutoff"),
        sheet("values.get#Subscriptions!A1:F3", "1vBx-KhodraBox", "Subscriptions!A1:F3", "FORMATTED_VALUE", [
            ["box_id", "customer", "size", "weekly_price", "effective_from", "state"],
            ["VB-5644", "Sherine Kamal", "SMALL", "E£320.00", "10/01/2026", "ACTIVE"],
            ["VB-5644", "Sherine Kamal", "MEDIUM", "E£430.00", "07/02/2026", "ACTIVE"],
        ]),
        sheet("values.get#UpcomingCharges!A1:E3", "1vBx-KhodraBox", "UpcomingCharges!A1:E3", "UNFORMATTED_VALUE", [
            ["box_id", "charge_date", "for_delivery", "amount", "state"],
            ["VB-5644", 46072.25, 46074, 430, "SCHEDULED"],
            ["VB-5644", 46079.25, 46081, 0, "NONE_SKIPPED"],
        ]),
        policy("policy#skips", "Travelling or simply have enough veg? Skip a week in your account or by WhatsApp. "
               "Skips must reach us by Tuesday 8:00 PM for that Saturday's box, because we pick and pack on Wednesdays. "
               "A skipped week is not charged. "
               "After the cutoff the box goes out and is charged as normal.",
               revision="2026-01"),
    ],
}

add("vegbox-skip-cutoff", B13,
    "Hi Sherine! I've skipped your box for Saturday 28 February, so there's no charge that week. "
    "I'm sorry, but I couldn't skip the one on 21 February: skips have to be in by Tuesday 8:00 PM for that Saturday's box, and your message came in on Wednesday morning. "
    "That box will still be delivered and your card charged E£430 on Thursday 19 February, so perhaps a neighbour could take it in?",
    [S("I've skipped your box for Saturday 28 February"),
     S("so there's no charge that week"),
     S("I couldn't skip the one on 21 February"),
     S("skips have to be in by Tuesday 8:00 PM for that Saturday's box"),
     S("your message came in on Wednesday morning"),
     S("That box will still be delivered"),
     S("your card charged E£430 on Thursday 19 February")],
    includes=["28 February", "E£430"],
    notes="SkipRequests: 46081 (28/02) SKIPPED, 46074 (21/02) REJECTED_PAST_CUTOFF; refused update DENY; requested_at 46071.42 = Wed 18/02 10:05; UpcomingCharges 46072.25 = Thu 19/02, 430 (MEDIUM row overrides SMALL).")

add("vegbox-skip-cutoff", B13,
    "Hello Sherine,\n"
    "- 21/02/2026: still going out, as the skip came in after the Tuesday 8 PM cutoff\n"
    "- 28/02/2026: skipped, no charge\n"
    "- Next charge: E£430 on 19/02/2026\n"
    "Safe travels!",
    [S("21/02/2026: still going out"),
     S("as the skip came in after the Tuesday 8 PM cutoff"),
     S("28/02/2026: skipped, no charge"),
     S("Next charge: E£430 on 19/02/2026"),
     N("Safe travels!")],
    includes=["E£430", "28/02/2026"],
    notes="SkipRequests results; UpcomingCharges rows; policy cutoff Tuesday 8:00 PM.")

add("vegbox-skip-cutoff", B13,
    "28 Feb is skipped, Sherine, but 21 Feb was past the cutoff, so that box will still arrive.",
    [S("28 Feb is skipped"),
     S("but 21 Feb was past the cutoff"),
     S("so that box will still arrive")],
    includes=["28 Feb"],
    notes="SkipRequests: 46081 SKIPPED, 46074 REJECTED_PAST_CUTOFF; refused update DENY.")

add("vegbox-skip-cutoff", B13,
    "Hi Sherine, no problem at all! "
    "I've skipped both of your boxes, on 21 and 28 February, so you won't be charged for either. "
    "Skips are accepted right up until Wednesday noon, so you just made it. "
    "Your medium box is E£430 a week when it's running.",
    [S("Your medium box is E£430 a week"),
     C("I've skipped both of your boxes, on 21 and 28 February", "NOT_EXECUTED", "RECORD_STATE_MISMATCH"),
     C("Skips are accepted right up until Wednesday noon", "NLI_CONTRADICTION")],
    errors=["refused_call_effect", "wrong_policy_condition"],
    excludes=["skipped both of your boxes", "Wednesday noon"],
    includes=["E£430"],
    notes="The skip for 21/02 was refused (DENY, REJECTED_PAST_CUTOFF); only 28/02 is skipped. Policy cutoff is Tuesday 8:00 PM.")

add("vegbox-skip-cutoff", B13,
    "Hello Sherine, your box for 28 February is skipped and won't be charged. "
    "The 21 February box missed the Tuesday 8 PM cutoff, so it will still come to you. "
    "Your card will be charged E£430 on Friday 20 February.",
    [S("your box for 28 February is skipped and won't be charged"),
     S("The 21 February box missed the Tuesday 8 PM cutoff"),
     S("so it will still come to you"),
     S("Your card will be charged E£430"),
     C("on Friday 20 February", "DATE_MISMATCH")],
    errors=["wrong_date"],
    excludes=["Friday 20 February"],
    includes=["28 February"],
    notes="UpcomingCharges charge_date 46072.25 = Thursday 19/02/2026.")

add("vegbox-skip-cutoff", B13,
    "Hi Sherine, your box on 28 February is skipped. "
    "The 21 February box came in after the Tuesday 8:00 PM cutoff, so it will still be delivered, and your card will be charged E£320 on Thursday 19 February.",
    [S("your box on 28 February is skipped"),
     S("The 21 February box came in after the Tuesday 8:00 PM cutoff"),
     S("so it will still be delivered"),
     C("your card will be charged E£320", "AMOUNT_MISMATCH", "VALUE_MISMATCH")],
    errors=["stale_value"],
    excludes=["E£320"],
    includes=["E£430|430", "28 February"],
    repair=True,
    notes="E£320 is the SMALL price replaced by MEDIUM E£430 from 07/02; UpcomingCharges for 21/02 is 430.")


# ---------------------------------------------------------------------------------------------
# Bundle 14 - beekeeping supplies: part shipped, wax foundation on backorder
# ---------------------------------------------------------------------------------------------
B14 = {
    "dom": "bees",
    "now": "2026-03-09T11:40:00+02:00",
    "question": "I only got a shipping notice for part of my order NA-7781. Where's the foundation wax? Mahmoud El-Sayed",
    "evidence": [
        sheet("values.get#OrderLines!A1:H4", "1nAp-NahlaSupplies", "OrderLines!A1:H4", "FORMATTED_VALUE", [
            ["order", "sku", "item", "qty", "unit", "line_total", "stock_state", "restock_eta"],
            ["NA-7781", "FRM-LD-10", "Langstroth deep frames, 10-pack", "3", "E£420.00", "E£1,260.00", "SHIPPED"],
            ["NA-7781", "FND-WAX-10", "Wax foundation sheets, 10-pack", "3", "E£390.00", "E£1,170.00", "BACKORDERED", "23/03/2026"],
            ["NA-7781", "TL-HIVE", "Hive tool", "1", "E£145.00", "E£145.00", "SHIPPED"],
        ]),
        sheet("values.get#Shipments!A1:H2", "1nAp-NahlaSupplies", "Shipments!A1:H2", "UNFORMATTED_VALUE", [
            ["shipment", "order", "shipped_at", "carrier", "tracking", "contents", "state", "eta"],
            ["SHP-3309", "NA-7781", 46085.6, "BOSTA", "BST-55120847", "FRM-LD-10 x3; TL-HIVE x1", "IN_TRANSIT", 46091],
        ]),
        sheet("values.get#Orders!A1:F2", "1nAp-NahlaSupplies", "Orders!A1:F2", "FORMATTED_VALUE", [
            ["order", "customer", "placed", "total", "paid", "state"],
            ["NA-7781", "Mahmoud El-Sayed", "02/03/2026", "E£2,575.00", "TRUE", "PART_SHIPPED"],
        ]),
        policy("policy#backorders", "Spring is our busiest season and some lines sell out. "
               "When part of an order is out of stock, we send what we have straight away and ship the rest free of charge when it arrives. "
               "Backordered items can be cancelled for a full refund at any time before they ship. "
               "Restock dates come from our suppliers and can move.",
               revision="2026-02"),
    ],
}

add("bees-backorder", B14,
    "Hello Mahmoud, the frames and hive tool went out on 4 March in shipment SHP-3309 and are on their way with Bosta, due on 10 March (tracking BST-55120847). "
    "The three packs of wax foundation are on backorder; we're expecting them around 23 March and we'll send them on free of charge as soon as they land. "
    "If you'd rather not wait, you can cancel the foundation for a full refund of E£1,170 any time before it ships.",
    [S("the frames and hive tool went out on 4 March in shipment SHP-3309"),
     S("are on their way with Bosta, due on 10 March (tracking BST-55120847)"),
     S("The three packs of wax foundation are on backorder"),
     S("we're expecting them around 23 March"),
     S("we'll send them on free of charge as soon as they land"),
     S("you can cancel the foundation for a full refund of E£1,170 any time before it ships")],
    includes=["23 March", "E£1,170"],
    notes="Shipments SHP-3309 shipped 46085.6 (04/03), IN_TRANSIT, eta 46091 (10/03); OrderLines FND-WAX-10 BACKORDERED, eta 23/03/2026, line_total E£1,170; policy on free follow-up shipping and cancelling.")

add("bees-backorder", B14,
    "Hi Mahmoud,\n"
    "• Sent: 3 x deep frame 10-packs and the hive tool (SHP-3309, in transit, expected 10/03/2026)\n"
    "• Waiting: 3 x wax foundation 10-packs, restock expected 23/03/2026\n"
    "• Second parcel: no extra shipping charge\n"
    "Restock dates come from our suppliers, so they can move a little.",
    [S("Sent: 3 x deep frame 10-packs and the hive tool (SHP-3309, in transit, expected 10/03/2026)"),
     S("Waiting: 3 x wax foundation 10-packs, restock expected 23/03/2026"),
     S("Second parcel: no extra shipping charge"),
     S("Restock dates come from our suppliers, so they can move")],
    includes=["23/03/2026", "SHP-3309"],
    notes="Shipments row and OrderLines restock_eta; policy sentences 2 and 4.")

add("bees-backorder", B14,
    "Hello Mahmoud! Good news: everything went out together on 4 March in SHP-3309, the wax foundation included. "
    "Your tracking number with Bosta is BST-55120847, and it's due on 10 March.",
    [C("everything went out together on 4 March in SHP-3309, the wax foundation included", "RECORD_STATE_MISMATCH", "VALUE_MISMATCH"),
     S("Your tracking number with Bosta is BST-55120847"),
     S("it's due on 10 March")],
    errors=["wrong_state"],
    excludes=["the wax foundation included", "everything went out together"],
    includes=["BST-55120847"],
    notes="SHP-3309 contents are frames x3 and the hive tool only; FND-WAX-10 is BACKORDERED.")

add("bees-backorder", B14,
    "Hi Mahmoud, the frames and hive tool are on their way in SHP-3309, due on 10 March, and the foundation is on backorder until about 23 March. "
    "If you'd prefer not to wait, you can cancel the foundation for a full refund of E£1,260. "
    "When it comes in, we'll post it to you for a E£60 shipping charge.",
    [S("the frames and hive tool are on their way in SHP-3309, due on 10 March"),
     S("the foundation is on backorder until about 23 March"),
     C("for a full refund of E£1,260", "AMOUNT_MISMATCH", "VALUE_MISMATCH"),
     C("for a E£60 shipping charge", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
    errors=["other_record_value", "wrong_policy_condition"],
    excludes=["E£1,260", "E£60 shipping charge"],
    includes=["23 March"],
    notes="E£1,260 is the frames line; the foundation line is E£1,170. Policy: the rest ships free of charge.")

add("bees-backorder", B14,
    "Hi Mahmoud, your frames and hive tool shipped on 4 March (SHP-3309) and should reach you on 10 March. "
    "The foundation sheets are on backorder until 16 March and will follow free of charge.",
    [S("your frames and hive tool shipped on 4 March (SHP-3309)"),
     S("should reach you on 10 March"),
     C("on backorder until 16 March", "DATE_MISMATCH"),
     S("will follow free of charge")],
    errors=["wrong_date"],
    excludes=["16 March"],
    includes=["23 March|23/03", "10 March|10/03"],
    repair=True,
    notes="OrderLines FND-WAX-10 restock_eta 23/03/2026.")


# ---------------------------------------------------------------------------------------------
# Bundle 15 - beekeeping supplies: nuc colony collection moved for khamaseen, balance + box deposits
# ---------------------------------------------------------------------------------------------
B15 = {
    "dom": "bees",
    "now": "2026-04-14T18:00:00+02:00",
    "question": "When do I collect my nucs and what do I pay on the day? Ibrahim Shafik",
    "evidence": [
        sheet("values.get#NucOrders!A1:H2", "1nAp-NahlaSupplies", "NucOrders!A1:H2", "UNFORMATTED_VALUE", [
            ["order", "customer", "nucs", "strain", "price_each", "total", "deposit_paid", "balance"],
            ["NC-0214", "Ibrahim Shafik", 2, "CARNIOLAN", 2800, 5600, 1500, 4100],
        ]),
        sheet("values.get#CollectionSlots!A1:E4", "1nAp-NahlaSupplies", "CollectionSlots!A1:E4", "UNFORMATTED_VALUE", [
            ["order", "slot", "site", "state", "note"],
            ["NC-0214", 46129.3125, "FAYOUM_APIARY", "MOVED", "khamaseen forecast - bees won't travel well"],
            ["NC-0219", 46132.3125, "FAYOUM_APIARY", "BOOKED"],
            ["NC-0214", 46132.3125, "FAYOUM_APIARY", "BOOKED"],
        ]),
        policy("policy#nuc-collection", "Nucs are collected from our Fayoum apiary early in the morning, while the bees are calm. "
               "Please bring a ventilated vehicle and keep the nucs out of the sun. "
               "Each nuc travels in a plywood nuc box that carries a E£200 deposit, paid at collection together with the balance. "
               "The box deposit is refunded when the box comes back to us within 30 days.",
               revision="2026-03"),
        passage("kb#what-is-a-nuc", "Each of our 5-frame nucs has a laying 2026 queen, three frames of brood and two frames of stores.\n"
                "Carniolan colonies build up quickly in spring."),
    ],
}

add("bees-nuc-collection", B15,
    "Hi Ibrahim! Your two Carniolan nucs (NC-0214) are ready for collection on Monday 20 April at 7:30 AM from the Fayoum apiary; we moved it from Friday because of the khamaseen forecast. "
    "On the day you'll pay the E£4,100 balance plus a E£200 deposit on each plywood nuc box, so E£4,500 in all. "
    "The box deposits come back to you when you return the boxes within 30 days.",
    [S("Your two Carniolan nucs (NC-0214) are ready for collection on Monday 20 April at 7:30 AM from the Fayoum apiary"),
     S("we moved it from Friday because of the khamaseen forecast"),
     S("you'll pay the E£4,100 balance"),
     S("plus a E£200 deposit on each plywood nuc box"),
     S("so E£4,500 in all"),
     S("when you return the boxes within 30 days")],
    includes=["E£4,500", "20 April"],
    notes="CollectionSlots: NC-0214 BOOKED 46132.3125 = Mon 20/04 07:30, earlier 46129 (Fri 17/04) row MOVED for khamaseen; balance 4100 + 2 x 200 = 4500; policy on box deposit.")

add("bees-nuc-collection", B15,
    "Dear Ibrahim,\n\n"
    "Collection of order NC-0214 is now set for 20/04/2026 at half past seven in the morning. "
    "Please bring E£4,500: the E£4,100 balance on the nucs and E£400 in box deposits.\n\n"
    "With best wishes from the apiary,\nSamia, Nahla Apiary Supplies",
    [S("Collection of order NC-0214 is now set for 20/04/2026 at half past seven in the morning"),
     S("Please bring E£4,500"),
     S("the E£4,100 balance on the nucs"),
     S("E£400 in box deposits"),
     N("With best wishes from the apiary")],
    includes=["E£4,500", "20/04/2026"],
    notes="CollectionSlots BOOKED 46132.3125; NucOrders balance 4100; 2 nucs x E£200 box deposit = 400.")

add("bees-nuc-collection", B15,
    "Monday 20 April at 7:30 AM, Ibrahim, and please bring E£4,500 for the balance plus the two box deposits.",
    [S("Monday 20 April at 7:30 AM"),
     S("please bring E£4,500 for the balance plus the two box deposits")],
    includes=["E£4,500"],
    notes="CollectionSlots BOOKED row; 4100 + 2 x 200.")

add("bees-nuc-collection", B15,
    "Hello Ibrahim! Your nucs (NC-0214) are booked for collection on Friday 17 April at 7:30 AM at the Fayoum apiary. "
    "You'll pay the E£4,100 balance plus the E£200 box deposit, so E£4,300 on the day. "
    "Each nuc has a laying 2026 queen, three frames of brood and two of stores.",
    [C("booked for collection on Friday 17 April at 7:30 AM", "DATE_MISMATCH"),
     S("You'll pay the E£4,100 balance"),
     C("so E£4,300 on the day", "AMOUNT_MISMATCH", "VALUE_MISMATCH"),
     S("Each nuc has a laying 2026 queen, three frames of brood and two of stores")],
    errors=["stale_value", "wrong_arithmetic"],
    excludes=["Friday 17 April", "E£4,300"],
    includes=["2026 queen"],
    notes="The 17/04 slot (46129) is MOVED; BOOKED is 46132 = Monday 20/04. Two nucs need two E£200 box deposits: 4100 + 400 = 4500.")

add("bees-nuc-collection", B15,
    "Hi Ibrahim, collection is on Monday 20 April at 7:30 AM. "
    "Your deposit of E£4,100 is already paid, so on the day you'll just need the E£400 for the two nuc boxes. "
    "Your nucs come with a laying 2025 queen.",
    [S("collection is on Monday 20 April at 7:30 AM"),
     C("Your deposit of E£4,100 is already paid", "AMOUNT_MISMATCH", "VALUE_MISMATCH"),
     C("you'll just need the E£400 for the two nuc boxes", "AMOUNT_MISMATCH", "VALUE_MISMATCH"),
     C("with a laying 2025 queen", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
    errors=["wrong_role", "wrong_amount", "wrong_value"],
    excludes=["deposit of E£4,100", "just need the E£400", "2025 queen"],
    includes=["20 April"],
    notes="4100 is the balance still owed (deposit_paid is 1500), so E£4,500 is due on the day; the passage says a 2026 queen.")

add("bees-nuc-collection", B15,
    "Hi Ibrahim, your nucs (NC-0214) are ready on Monday 20 April at 7:30 AM. "
    "Please bring E£4,300 on the day: the E£4,100 balance plus the E£200 deposit on each of your two nuc boxes.",
    [S("your nucs (NC-0214) are ready on Monday 20 April at 7:30 AM"),
     C("Please bring E£4,300 on the day", "AMOUNT_MISMATCH", "VALUE_MISMATCH"),
     S("the E£4,100 balance plus the E£200 deposit on each of your two nuc boxes")],
    errors=["wrong_arithmetic"],
    excludes=["E£4,300"],
    includes=["E£4,500|4,500|4500", "20 April|20/04"],
    repair=True,
    notes="4,100 + 2 x 200 = 4,500.")


# ---------------------------------------------------------------------------------------------
# Bundle 16 - beekeeping supplies: unused smoker returned, refund of item price only
# ---------------------------------------------------------------------------------------------
B16 = {
    "dom": "bees",
    "now": "2026-04-30T10:00:00+03:00",
    "question": "Did you get the smoker I sent back? When will I get my money? Hala Mourad",
    "evidence": [
        sheet("values.get#Orders!A1:G3", "1nAp-NahlaSupplies", "Orders!A1:G3", "FORMATTED_VALUE", [
            ["order", "customer", "item", "price", "delivery_fee", "delivered", "state"],
            ["NA-7902", "Hala Mourad", "Stainless bee smoker (large)", "E£560.00", "E£75.00", "15/04/2026", "RETURN_IN_PROGRESS"],
            ["NA-7902", "Hala Mourad", "Ventilated bee suit, size M", "E£1,450.00", "", "15/04/2026", "DELIVERED"],
        ]),
        sheet("values.get#Returns!A1:G2", "1nAp-NahlaSupplies", "Returns!A1:G2", "UNFORMATTED_VALUE", [
            ["return", "order", "item", "received", "inspection", "approved", "state"],
            ["RT-118", "NA-7902", "Stainless bee smoker (large)", 46139.47, "UNUSED_OK", 46140.41, "APPROVED"],
        ]),
        sheet("values.get#Refunds!A1:E2", "1nAp-NahlaSupplies", "Refunds!A1:E2", "UNFORMATTED_VALUE", [
            ["return", "amount_piastres", "method", "sent_at", "state"],
            ["RT-118", 56000, "CARD", 46140.43, "SENT_TO_BANK"],
        ]),
        policy("policy#returns", "Unused items can be returned within 14 days of delivery for a refund of the item price. "
               "Smokers and hive tools that have been lit or used can't be returned, for hygiene and safety reasons. "
               "The original delivery fee is not refunded unless the item was faulty, and return postage is paid by the customer. "
               "Refunds reach your card within 7 working days of approval.",
               revision="2026-01"),
    ],
}

add("bees-smoker-return", B16,
    "Hi Hala, yes, we received your smoker on 27 April and it was unused, so your return RT-118 was approved the next day. "
    "We've refunded E£560, the price of the smoker, to your card; it should reach you within 7 working days of 28 April. "
    "The original E£75 delivery fee isn't refundable, I'm afraid.",
    [S("we received your smoker on 27 April"),
     S("it was unused"),
     S("so your return RT-118 was approved the next day"),
     S("We've refunded E£560, the price of the smoker, to your card"),
     S("it should reach you within 7 working days of 28 April"),
     S("The original E£75 delivery fee isn't refundable")],
    includes=["E£560", "RT-118"],
    notes="Returns RT-118 received 46139.47 (27/04), UNUSED_OK, approved 46140.41 (28/04); Refunds 56000 piastres = E£560 SENT_TO_BANK; policy: 7 working days, delivery fee not refunded unless faulty.")

add("bees-smoker-return", B16,
    "Dear Hala,\n\n"
    "Your return RT-118 is approved and a refund of five hundred and sixty pounds has been sent to your card. "
    "Please allow up to seven working days for it to appear.\n\n"
    "Kind regards,\nSamia",
    [S("Your return RT-118 is approved"),
     S("a refund of five hundred and sixty pounds has been sent to your card"),
     S("Please allow up to seven working days for it to appear")],
    includes=["five hundred and sixty"],
    notes="Returns APPROVED; Refunds 56000 piastres CARD SENT_TO_BANK; policy 7 working days.")

add("bees-smoker-return", B16,
    "Hi Hala, your smoker came back to us unused on 27 April and the return is approved. "
    "We're refunding E£635, the smoker plus the delivery fee, to your card.",
    [S("your smoker came back to us unused on 27 April"),
     S("the return is approved"),
     C("We're refunding E£635, the smoker plus the delivery fee", "AMOUNT_MISMATCH", "VALUE_MISMATCH", "NLI_CONTRADICTION")],
    errors=["condition_unmet"],
    excludes=["E£635", "plus the delivery fee"],
    includes=["27 April"],
    notes="Delivery fee is refunded only for a faulty item; inspection was UNUSED_OK, and Refunds holds 56000 piastres = E£560.")

add("bees-smoker-return", B16,
    "Hello Hala! We received the smoker back on Saturday 25 April, unused, and return RT-118 is approved. "
    "A refund of E£560 has gone to your card. "
    "It will arrive within 14 days.",
    [C("We received the smoker back on Saturday 25 April", "DATE_MISMATCH"),
     S("return RT-118 is approved"),
     S("A refund of E£560 has gone to your card"),
     C("It will arrive within 14 days", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
    errors=["wrong_date", "wrong_period"],
    excludes=["Saturday 25 April", "within 14 days"],
    includes=["E£560"],
    notes="Returns received 46139.47 = Monday 27/04; policy: refunds within 7 working days of approval (14 days is the return window).")

add("bees-smoker-return", B16,
    "Hi Hala, your smoker arrived back unused on 27 April and return RT-118 has been approved. "
    "A refund of E£1,450 is on its way to your card and should arrive within 7 working days.",
    [S("your smoker arrived back unused on 27 April"),
     S("return RT-118 has been approved"),
     C("A refund of E£1,450", "AMOUNT_MISMATCH", "VALUE_MISMATCH"),
     S("should arrive within 7 working days")],
    errors=["other_record_value"],
    excludes=["E£1,450"],
    includes=["E£560|560", "RT-118"],
    repair=True,
    notes="E£1,450 is the bee suit's price (kept); the smoker refund is 56000 piastres = E£560.")


# ---------------------------------------------------------------------------------------------
# Bundle 17 - beekeeping supplies: beginners' course booking amended from 1 to 2 seats
# ---------------------------------------------------------------------------------------------
B17 = {
    "dom": "bees",
    "now": "2026-05-15T12:00:00+03:00",
    "question": "Can you confirm our beekeeping course booking and what we need to bring? Omar Fouad",
    "evidence": [
        sheet("values.get#Courses!A1:I3", "1nAp-NahlaSupplies", "Courses!A1:I3", "FORMATTED_VALUE", [
            ["course", "title", "date", "start", "end", "price_per_seat", "capacity", "booked", "includes"],
            ["CRS-BEG-0523", "Beginners' Beekeeping Day", "23/05/2026", "09:00", "15:00", "E£950.00", "12", "11", "veil on loan; lunch; printed handbook"],
            ["CRS-QR-0606", "Queen Rearing Workshop", "06/06/2026", "08:00", "17:00", "E£1,600.00", "8", "5", "veil and gloves on loan; lunch; grafting tool"],
        ]),
        sheet("values.get#Bookings!A1:G3", "1nAp-NahlaSupplies", "Bookings!A1:G3", "FORMATTED_VALUE", [
            ["booking", "course", "customer", "seats", "paid", "state", "updated"],
            ["BK-3381", "CRS-BEG-0523", "Omar Fouad", "1", "E£950.00", "AMENDED", "02/05/2026"],
            ["BK-3381", "CRS-BEG-0523", "Omar Fouad", "2", "E£1,900.00", "CONFIRMED", "09/05/2026"],
        ]),
        policy("policy#courses", "Please wear long sleeves, long trousers and closed shoes; we provide the rest of the protective kit listed for each course. "
               "The minimum age is 14, and under-18s must come with an adult. "
               "Cancel up to 7 days before the course for a full refund; after that we offer a credit towards a later course. "
               "Courses go ahead in light rain.",
               revision="2026-02"),
    ],
}

add("bees-course", B17,
    "Hello Omar! You're booked on the Beginners' Beekeeping Day on Saturday 23 May, two seats under BK-3381, paid in full (E£1,900). "
    "The day runs from 9:00 AM to 3:00 PM. "
    "We lend you veils, and lunch and a printed handbook are included; please wear long sleeves, long trousers and closed shoes. "
    "If plans change, cancelling up to 7 days before gives a full refund.",
    [S("You're booked on the Beginners' Beekeeping Day on Saturday 23 May"),
     S("two seats under BK-3381, paid in full (E£1,900)"),
     S("The day runs from 9:00 AM to 3:00 PM"),
     S("We lend you veils"),
     S("lunch and a printed handbook are included"),
     S("please wear long sleeves, long trousers and closed shoes"),
     S("cancelling up to 7 days before gives a full refund")],
    includes=["E£1,900", "23 May"],
    notes="Bookings: CONFIRMED BK-3381 row (2 seats, E£1,900) overrides the AMENDED 1-seat row; Courses CRS-BEG-0523 23/05/2026 09:00-15:00, includes veil, lunch, handbook; policy.")

add("bees-course", B17,
    "Hi Omar, confirmed: 2 seats, 23/05/2026, 9 AM to 3 PM, E£1,900 paid. "
    "Bring long sleeves and closed shoes; veils, lunch and the handbook are on us.",
    [S("confirmed: 2 seats, 23/05/2026, 9 AM to 3 PM, E£1,900 paid"),
     S("Bring long sleeves and closed shoes"),
     S("veils, lunch and the handbook are on us")],
    includes=["E£1,900"],
    notes="Bookings CONFIRMED row; Courses row for CRS-BEG-0523 and its includes column; policy clothing.")

add("bees-course", B17,
    "Hi Omar, you're all set for the Beginners' Beekeeping Day on Saturday 23 May. "
    "That's one seat, E£950 paid. "
    "Each participant also goes home with a certificate and 10% off their first hive kit. "
    "Just wear long sleeves and closed shoes.",
    [S("you're all set for the Beginners' Beekeeping Day on Saturday 23 May"),
     C("one seat, E£950 paid", "VALUE_MISMATCH", "AMOUNT_MISMATCH"),
     I("goes home with a certificate and 10% off their first hive kit", "CLAIM_WITHOUT_TOOL_EVIDENCE", "NO_POLICY_EVIDENCE", "NLI_NOT_ENTAILED"),
     S("Just wear long sleeves and closed shoes")],
    errors=["stale_value", "unlisted_perk"],
    excludes=["one seat, E£950", "10% off their first hive kit"],
    includes=["23 May"],
    notes="The 1-seat E£950 row is AMENDED; CONFIRMED is 2 seats E£1,900. The course includes only veil loan, lunch and handbook.")

add("bees-course", B17,
    "Hello Omar, your booking BK-3381 for two on Saturday 23 May is confirmed and paid. "
    "The course runs from 9 AM to 5 PM, with lunch included. "
    "You can cancel up to 48 hours before for a full refund.",
    [S("your booking BK-3381 for two on Saturday 23 May is confirmed and paid"),
     C("The course runs from 9 AM to 5 PM", "VALUE_MISMATCH"),
     S("with lunch included"),
     C("You can cancel up to 48 hours before for a full refund", "NLI_CONTRADICTION")],
    errors=["wrong_time", "wrong_policy_condition"],
    excludes=["9 AM to 5 PM", "48 hours before"],
    includes=["BK-3381"],
    notes="Courses end 15:00 (3 PM); 17:00 is the Queen Rearing Workshop's end. Policy: full refund up to 7 days before.")

add("bees-course", B17,
    "Hi Omar, you're confirmed on the Beginners' Beekeeping Day on Saturday 23 May with two seats (BK-3381), paid E£1,900. "
    "The course runs 9:00 AM to 1:00 PM, and veils, lunch and a handbook are included.",
    [S("you're confirmed on the Beginners' Beekeeping Day on Saturday 23 May with two seats (BK-3381), paid E£1,900"),
     C("The course runs 9:00 AM to 1:00 PM", "VALUE_MISMATCH"),
     S("veils, lunch and a handbook are included")],
    errors=["wrong_time"],
    excludes=["1:00 PM"],
    includes=["3:00 PM|3 PM|15:00", "E£1,900|1,900"],
    repair=True,
    notes="Courses CRS-BEG-0523 end 15:00 = 3:00 PM.")


# ---------------------------------------------------------------------------------------------
# Bundle 18 - pick-your-own orchard: school strawberry visit, headcount updated 42 -> 46
# ---------------------------------------------------------------------------------------------
B18 = {
    "dom": "orchard",
    "now": "2026-02-24T09:00:00+02:00",
    "question": "Can you confirm our school visit next Tuesday, the numbers and what we still owe? Ghada Helmy, Al Manar Language School",
    "evidence": [
        sheet("values.get#GroupBookings!A1:I3", "1bNr-BustanNour", "GroupBookings!A1:I3", "FORMATTED_VALUE", [
            ["booking", "group", "visit_date", "slot", "children", "adults", "updated", "state", "crop"],
            ["GB-0419", "Al Manar Language School", "03/03/2026", "10:00-12:00", "42", "5", "11/02/2026", "SUPERSEDED", "STRAWBERRY"],
            ["GB-0419", "Al Manar Language School", "03/03/2026", "10:00-12:00", "46", "5", "20/02/2026", "CONFIRMED", "STRAWBERRY"],
        ]),
        sheet("values.get#GroupInvoices!A1:G2", "1bNr-BustanNour", "GroupInvoices!A1:G2", "UNFORMATTED_VALUE", [
            ["booking", "child_fees", "adult_fees", "total", "deposit_paid", "balance", "balance_due"],
            ["GB-0419", 5520, 80, 5600, 1000, 4600, 46084],
        ]),
        policy("policy#school-groups", "School groups pick in two-hour slots with one of our orchard guides. "
               "Each child pays E£120, which includes a 500 g punnet of the strawberries they pick. "
               "One adult comes free for every ten children; any further adults pay E£80. "
               "The balance is paid on the day of the visit.",
               revision="season-2025-26"),
    ],
}

add("orchard-school-visit", B18,
    "Good morning Ms Ghada! Your visit is confirmed for Tuesday 3 March, 10:00 AM to 12:00 noon, for 46 children and 5 adults (booking GB-0419). "
    "With one adult free for every ten children, four of your adults come free and one is charged at E£80, so the total is E£5,600. "
    "You've paid a E£1,000 deposit, leaving E£4,600 to pay on the day. "
    "Every child takes home a 500 g punnet of the strawberries they pick.",
    [S("Your visit is confirmed for Tuesday 3 March, 10:00 AM to 12:00 noon"),
     S("for 46 children and 5 adults (booking GB-0419)"),
     S("With one adult free for every ten children"),
     S("four of your adults come free and one is charged at E£80"),
     S("so the total is E£5,600"),
     S("You've paid a E£1,000 deposit"),
     S("leaving E£4,600 to pay on the day"),
     S("Every child takes home a 500 g punnet of the strawberries they pick")],
    includes=["E£4,600", "46 children"],
    notes="GroupBookings CONFIRMED row (46 children, 5 adults, 03/03/2026 10:00-12:00) overrides the 42-child row; GroupInvoices total 5600, deposit 1000, balance 4600; policy on free adults and punnets.")

add("orchard-school-visit", B18,
    "Hello Ms Ghada,\n"
    "- Date: Tuesday 03/03/2026\n"
    "- Slot: 10 AM to 12 noon, with one of our orchard guides\n"
    "- Group: 46 children, 5 adults\n"
    "- Total: E£5,600 (E£5,520 for the children, E£80 for the one paying adult)\n"
    "- Still to pay on the day: E£4,600\n"
    "The children are going to love it!",
    [S("Date: Tuesday 03/03/2026"),
     S("Slot: 10 AM to 12 noon, with one of our orchard guides"),
     S("Group: 46 children, 5 adults"),
     S("Total: E£5,600 (E£5,520 for the children, E£80 for the one paying adult)"),
     S("Still to pay on the day: E£4,600"),
     N("The children are going to love it!")],
    includes=["E£4,600", "03/03/2026"],
    notes="GroupBookings CONFIRMED row; GroupInvoices child_fees 5520, adult_fees 80, balance 4600; policy: guided two-hour slots.")

add("orchard-school-visit", B18,
    "Hi Ms Ghada, your strawberry visit on Tuesday 3 March from 10:00 AM is confirmed for 42 children and 5 adults. "
    "The total comes to E£5,120. "
    "Your E£1,000 deposit is already paid, and the rest is due on the day.",
    [S("your strawberry visit on Tuesday 3 March from 10:00 AM is confirmed"),
     C("for 42 children and 5 adults", "VALUE_MISMATCH"),
     C("The total comes to E£5,120", "AMOUNT_MISMATCH", "VALUE_MISMATCH"),
     S("Your E£1,000 deposit is already paid"),
     S("the rest is due on the day")],
    errors=["stale_value", "stale_value"],
    excludes=["42 children", "E£5,120"],
    includes=["E£1,000"],
    notes="42 children is the SUPERSEDED row; CONFIRMED has 46 and GroupInvoices total is 5600.")

add("orchard-school-visit", B18,
    "Hello Ms Ghada! GB-0419 is confirmed for Tuesday 3 March for 46 children and 5 adults. "
    "You'll start picking at 9:00 AM. "
    "Children are E£120 each, and with five adults at E£80 each the total comes to E£5,920. "
    "Each child gets a 500 g punnet to take home.",
    [S("GB-0419 is confirmed for Tuesday 3 March for 46 children and 5 adults"),
     C("You'll start picking at 9:00 AM", "VALUE_MISMATCH"),
     S("Children are E£120 each"),
     C("with five adults at E£80 each the total comes to E£5,920", "AMOUNT_MISMATCH", "VALUE_MISMATCH"),
     S("Each child gets a 500 g punnet to take home")],
    errors=["wrong_time", "wrong_amount"],
    excludes=["9:00 AM", "E£5,920"],
    includes=["46 children"],
    notes="Slot is 10:00-12:00. One adult is free per ten children, so only one of the five adults pays: total 5600 (GroupInvoices).")

add("orchard-school-visit", B18,
    "Hi Ms Ghada, your visit on Tuesday 3 March, 10:00 AM to 12:00 noon, is confirmed for 46 children and 5 adults. "
    "The total is E£5,600; you've paid a E£1,000 deposit, and E£5,600 is left to pay on the day.",
    [S("your visit on Tuesday 3 March, 10:00 AM to 12:00 noon, is confirmed for 46 children and 5 adults"),
     S("The total is E£5,600"),
     S("you've paid a E£1,000 deposit"),
     C("E£5,600 is left to pay on the day", "AMOUNT_MISMATCH", "VALUE_MISMATCH")],
    errors=["wrong_role"],
    excludes=["E£5,600 is left"],
    includes=["E£4,600|4,600|4600", "3 March|03/03"],
    repair=True,
    notes="GroupInvoices balance is 4600 (total 5600 less deposit 1000); the draft gave the total as the amount left.")


# ---------------------------------------------------------------------------------------------
# Bundle 19 - pick-your-own orchard: family mango pass, visits left (one void duplicate scan)
# ---------------------------------------------------------------------------------------------
B19 = {
    "dom": "orchard",
    "now": "2026-08-12T15:00:00+03:00",
    "question": "How many visits do I have left on my mango pass, and until when? Reem Aboul-Ela",
    "evidence": [
        sheet("values.get#Passes!A1:G3", "1bNr-BustanNour", "Passes!A1:G3", "FORMATTED_VALUE", [
            ["pass", "holder", "type", "visits_total", "visits_used", "visits_left", "valid_to"],
            ["SP-2290", "Tamer Aboul-Ela", "ADULT_MANGO_PASS", "4", "1", "3", "30/09/2026"],
            ["SP-2291", "Reem Aboul-Ela", "FAMILY_MANGO_PASS", "6", "4", "2", "30/09/2026"],
        ]),
        sheet("values.get#PassVisits!A1:D7", "1bNr-BustanNour", "PassVisits!A1:D7", "UNFORMATTED_VALUE", [
            ["pass", "visit_date", "gate_scan", "state"],
            ["SP-2291", 46221, 46221.3854, "USED"],
            ["SP-2291", 46228, 46228.4132, "USED"],
            ["SP-2291", 46235, 46235.3611, "USED"],
            ["SP-2291", 46242, 46242.3958, "USED"],
            ["SP-2291", 46242, 46242.3965, "VOID_DUPLICATE_SCAN"],
            ["SP-2290", 46242, 46242.3972, "USED"],
        ]),
        policy("policy#season-passes", "Pass holders can bring up to 4 family members on each visit. "
               "Every visit includes 2 kg of mangoes; anything over that is weighed and charged at the day's price. "
               "Passes are valid until 30 September, and unused visits do not carry over to the next season. "
               "Passes are not transferable.",
               revision="mango-2026"),
        passage("kb#mango-calendar", "Mango calendar at Bustan Nour: Zebda and Ewais finish in mid-August.\n"
                "Keitt and Kent are picked from late August to the end of September."),
    ],
}

add("orchard-mango-pass", B19,
    "Hi Reem! You've used 4 of the 6 visits on your Family Mango Pass (SP-2291), so you have 2 left. "
    "They're valid until 30 September, and unused visits don't carry over to next season. "
    "The Keitt and Kent mangoes are picked from late August right to the end of September, so there's still plenty to come!",
    [S("You've used 4 of the 6 visits on your Family Mango Pass (SP-2291)"),
     S("so you have 2 left"),
     S("They're valid until 30 September"),
     S("unused visits don't carry over to next season"),
     S("The Keitt and Kent mangoes are picked from late August right to the end of September")],
    includes=["2 left", "30 September"],
    notes="Passes SP-2291: 6 total, 4 used, 2 left, valid_to 30/09/2026 (the 08/08 duplicate scan is VOID); policy; mango calendar passage.")

add("orchard-mango-pass", B19,
    "Reem, two visits left on SP-2291, valid to 30/09/2026, and each one still includes 2 kg of mangoes.",
    [S("two visits left on SP-2291"),
     S("valid to 30/09/2026"),
     S("each one still includes 2 kg of mangoes")],
    includes=["30/09/2026"],
    notes="Passes SP-2291 visits_left 2; policy: every visit includes 2 kg.")

add("orchard-mango-pass", B19,
    "Hello Reem, thanks for asking! "
    "You've visited on 18 July, 25 July, 1 August and twice on 8 August, so you have just one visit left on SP-2291. "
    "It's valid until 30 September.",
    [N("thanks for asking!"),
     C("twice on 8 August", "RECORD_STATE_MISMATCH", "VALUE_MISMATCH"),
     C("so you have just one visit left on SP-2291", "VALUE_MISMATCH"),
     S("It's valid until 30 September")],
    errors=["stale_value", "wrong_quantity"],
    excludes=["twice on 8 August", "just one visit left"],
    includes=["30 September"],
    notes="The second 08/08 scan is VOID_DUPLICATE_SCAN and doesn't count; Passes shows 4 used, 2 left.")

add("orchard-mango-pass", B19,
    "Hi Reem! You have 3 visits left on your mango pass. "
    "The pass is valid until 30 September. "
    "And if you can't use them all, unused visits roll over to next season.",
    [C("You have 3 visits left on your mango pass", "VALUE_MISMATCH"),
     S("The pass is valid until 30 September"),
     C("unused visits roll over to next season", "NLI_CONTRADICTION")],
    errors=["other_record_value", "wrong_policy_condition"],
    excludes=["3 visits left", "roll over to next season"],
    includes=["30 September"],
    notes="3 left is Tamer's SP-2290; Reem's SP-2291 has 2. Policy: unused visits do not carry over.")

add("orchard-mango-pass", B19,
    "Hi Reem, you have 2 visits left on SP-2291. "
    "They're valid until 31 October. "
    "Each visit includes 2 kg of mangoes.",
    [S("you have 2 visits left on SP-2291"),
     C("They're valid until 31 October", "DATE_MISMATCH"),
     S("Each visit includes 2 kg of mangoes")],
    errors=["wrong_date"],
    excludes=["31 October"],
    includes=["30 September|30/09", "2 visits"],
    repair=True,
    notes="Passes valid_to 30/09/2026; policy also says 30 September.")


# ---------------------------------------------------------------------------------------------
# Bundle 20 - pick-your-own orchard: Friday closed for dust storm, booking moved to Sat 11 AM
# ---------------------------------------------------------------------------------------------
B20 = {
    "dom": "orchard",
    "now": "2026-03-12T20:00:00+02:00",
    "question": "I got a message that tomorrow is cancelled? What's happening with our strawberry booking? Mohamed Tawfik",
    "evidence": [
        sheet("values.get#Bookings!A1:H3", "1bNr-BustanNour", "Bookings!A1:H3", "UNFORMATTED_VALUE", [
            ["booking", "name", "slot_start", "adults", "children", "amount", "paid", "state"],
            ["PB-8830", "Mohamed Tawfik", 46094.375, 2, 2, 480, True, "MOVED_WEATHER"],
            ["PB-8830", "Mohamed Tawfik", 46095.4583333, 2, 2, 480, True, "CONFIRMED"],
        ]),
        sheet("values.get#Closures!A1:C2", "1bNr-BustanNour", "Closures!A1:C2", "FORMATTED_VALUE", [
            ["date", "state", "reason"],
            ["13/03/2026", "CLOSED_WEATHER", "dust storm warning"],
        ]),
        sheet("values.get#SmsLog!A1:D3", "1bNr-BustanNour", "SmsLog!A1:D3", "UNFORMATTED_VALUE", [
            ["booking", "sent_at_epoch_utc", "template", "status"],
            ["PB-8830", 1773325800, "CLOSURE_MOVE_NOTICE", "DELIVERED"],
            ["PB-8827", 1773325920, "CLOSURE_MOVE_NOTICE", "DELIVERED"],
        ]),
        refused("values.update#Bookings-B3", "sheets.values.update", "DENY",
                {"spreadsheetId": "1bNr-BustanNour", "range": "Bookings!C3", "values": [[46095.375]], "booking": "PB-8830"},
                reason="SLOT_FULL"),
        policy("policy#weather", "Picking depends on the weather, and we close the orchard when it isn't safe. "
               "If we close on the day of your booking, we move you to the next available slot, or refund you in full if you'd rather. "
               "Adult tickets are E£150 and children's tickets E£90.",
               revision="season-2025-26"),
    ],
}

add("orchard-weather-move", B20,
    "Hi Mohamed, I'm sorry for the change of plans! "
    "We're closing tomorrow, Friday 13 March, because of the dust storm warning, so we've moved your booking PB-8830 to Saturday 14 March at 11:00 AM for the same four of you. "
    "I tried to get you the 9:00 AM slot instead, but it's full. "
    "If Saturday doesn't suit, we can refund the E£480 in full.",
    [N("I'm sorry for the change of plans!"),
     S("We're closing tomorrow, Friday 13 March, because of the dust storm warning"),
     S("we've moved your booking PB-8830 to Saturday 14 March at 11:00 AM"),
     S("for the same four of you"),
     S("I tried to get you the 9:00 AM slot instead, but it's full"),
     S("we can refund the E£480 in full")],
    includes=["11:00 AM", "14 March"],
    notes="Closures 13/03/2026 CLOSED_WEATHER (dust storm); Bookings CONFIRMED row 46095.4583 = Sat 14/03 11:00 with 2+2, E£480; refused update to 9:00 (0.375) DENY SLOT_FULL; policy: move or full refund.")

add("orchard-weather-move", B20,
    "Dear Mohamed,\n\n"
    "Your strawberry picking for 2 adults and 2 children has been moved to Saturday 14/03/2026 at 11 in the morning, as the orchard is closed on Friday for the weather. "
    "There's nothing more to pay, since the E£480 you paid carries over.\n\n"
    "Warm regards,\nBustan Nour",
    [S("Your strawberry picking for 2 adults and 2 children has been moved to Saturday 14/03/2026 at 11 in the morning"),
     S("as the orchard is closed on Friday for the weather"),
     S("There's nothing more to pay"),
     S("the E£480 you paid carries over")],
    includes=["14/03/2026", "E£480"],
    notes="Bookings CONFIRMED row (paid TRUE, amount 480, 11:00); Closures 13/03.")

add("orchard-weather-move", B20,
    "Hello Mohamed, sorry about tomorrow! "
    "Because of the dust storm warning, the orchard is closed on Friday 13 March. "
    "Your booking PB-8830 has been cancelled and the E£480 refunded to you.",
    [N("sorry about tomorrow!"),
     S("the orchard is closed on Friday 13 March"),
     C("Your booking PB-8830 has been cancelled and the E£480 refunded to you", "RECORD_STATE_MISMATCH")],
    errors=["wrong_state"],
    excludes=["has been cancelled and the E£480 refunded"],
    includes=["13 March"],
    notes="Bookings: PB-8830 was MOVED_WEATHER to a CONFIRMED Saturday 11:00 slot, not cancelled or refunded.")

add("orchard-weather-move", B20,
    "Hi Mohamed, the orchard is closed on Friday because of the dust storm, so we've moved the four of you to Saturday 14 March. "
    "Your new slot starts at 10:00 AM. "
    "To make up for it, we'll add a free punnet for each of you.",
    [S("the orchard is closed on Friday because of the dust storm"),
     S("so we've moved the four of you to Saturday 14 March"),
     C("Your new slot starts at 10:00 AM", "VALUE_MISMATCH", "DATE_MISMATCH"),
     I("we'll add a free punnet for each of you", *REC_I, "NO_POLICY_EVIDENCE")],
    errors=["wrong_time", "unrecorded_extra"],
    excludes=["10:00 AM", "free punnet"],
    includes=["14 March"],
    notes="CONFIRMED slot_start 46095.4583 = 11:00 AM; no record or policy holds any free punnets.")

add("orchard-weather-move", B20,
    "Hi Mohamed, the orchard is closed tomorrow, Friday 13 March, because of the dust storm warning. "
    "I've moved your booking PB-8830 to Saturday 14 March at 9:00 AM for all four of you.",
    [S("the orchard is closed tomorrow, Friday 13 March, because of the dust storm warning"),
     C("to Saturday 14 March at 9:00 AM", "NOT_EXECUTED", "VALUE_MISMATCH", "DATE_MISMATCH")],
    errors=["refused_call_effect"],
    excludes=["9:00 AM"],
    includes=["11:00 AM|11 AM|11:00", "13 March"],
    repair=True,
    notes="The update to 9:00 (0.375) was DENIED (SLOT_FULL); the CONFIRMED row has 46095.4583 = 11:00 AM.")


# ---------------------------------------------------------------------------------------------
# Bundle 21 - pick-your-own orchard: weigh-out receipt query (figs + mangoes + entry)
# ---------------------------------------------------------------------------------------------
B21 = {
    "dom": "orchard",
    "now": "2026-08-24T11:00:00+03:00",
    "question": "I think I was overcharged on Saturday. E£776 seems a lot for some figs and mangoes? Nadine Saleh",
    "evidence": [
        sheet("values.get#WeighOut!A1:G5", "1bNr-BustanNour", "WeighOut!A1:G5", "UNFORMATTED_VALUE", [
            ["receipt", "visit", "line", "item", "kg_or_qty", "unit_price", "line_total"],
            ["WS-20931", 46256.6, 1, "FIG_SULTANI", 3.4, 70, 238],
            ["WS-20931", 46256.6, 2, "MANGO_KEITT", 5.2, 65, 338],
            ["WS-20931", 46256.6, 3, "ENTRY_ADULT", 2, 100, 200],
            ["WS-20934", 46256.63, 1, "MANGO_ZEBDA", 2.1, 80, 168],
        ]),
        sheet("values.get#Payments!A1:E2", "1bNr-BustanNour", "Payments!A1:E2", "FORMATTED_VALUE", [
            ["receipt", "customer", "method", "amount", "state"],
            ["WS-20931", "Nadine Saleh", "CARD", "E£776.00", "CAPTURED"],
        ]),
        sheet("values.get#PriceBoard!A1:C5", "1bNr-BustanNour", "PriceBoard!A1:C5", "FORMATTED_VALUE", [
            ["item", "label", "price"],
            ["FIG_SULTANI", "Sultani figs", "E£70.00/kg"],
            ["FIG_ABIAD", "White (Abiad) figs", "E£55.00/kg"],
            ["MANGO_KEITT", "Keitt mangoes", "E£65.00/kg"],
            ["MANGO_ZEBDA", "Zebda mangoes", "E£80.00/kg"],
        ]),
        policy("policy#entry-summer", "Summer entry is E£100 per adult; children under 12 come in free. "
               "Everything you pick is weighed at the gate and charged per kilo at the price on the board. "
               "When a group picks 10 kg or more in one visit, the entry fees are taken off the fruit bill.",
               revision="summer-2026"),
    ],
}

add("orchard-weighout", B21,
    "Hi Nadine, thanks for asking! I've gone through receipt WS-20931 from Saturday 22 August: 3.4 kg of Sultani figs at E£70/kg is E£238, 5.2 kg of Keitt mangoes at E£65/kg is E£338, and the two adult entry tickets are E£100 each. "
    "That comes to E£776, which matches what was charged to your card. "
    "Entry comes off the fruit bill only when a group picks 10 kg or more, and you picked 8.6 kg, so it didn't apply this time.",
    [S("receipt WS-20931 from Saturday 22 August"),
     S("3.4 kg of Sultani figs at E£70/kg is E£238"),
     S("5.2 kg of Keitt mangoes at E£65/kg is E£338"),
     S("the two adult entry tickets are E£100 each"),
     S("That comes to E£776"),
     S("which matches what was charged to your card"),
     S("Entry comes off the fruit bill only when a group picks 10 kg or more"),
     S("you picked 8.6 kg"),
     S("so it didn't apply this time")],
    includes=["E£776", "E£338"],
    notes="WeighOut WS-20931 lines (238 + 338 + 200 = 776, visit 46256 = Sat 22/08); Payments CAPTURED E£776; policy 10 kg rule; 3.4 + 5.2 = 8.6 kg.")

add("orchard-weighout", B21,
    "Hello Nadine, here's your Saturday receipt (WS-20931):\n"
    "- Sultani figs, 3.4 kg x E£70 = E£238\n"
    "- Keitt mangoes, 5.2 kg x E£65 = E£338\n"
    "- Adult entry x 2 = E£200\n"
    "Total E£776, so the card charge is right, I'm glad to say.",
    [S("Sultani figs, 3.4 kg x E£70 = E£238"),
     S("Keitt mangoes, 5.2 kg x E£65 = E£338"),
     S("Adult entry x 2 = E£200"),
     S("Total E£776"),
     S("so the card charge is right")],
    includes=["E£776"],
    notes="WeighOut WS-20931 lines; Payments E£776.")

add("orchard-weighout", B21,
    "Hi Nadine, I've checked WS-20931: figs E£238, mangoes E£338 and two entries at E£100. "
    "Since you picked plenty, your entry fees should have come off the fruit bill, so you were overcharged by E£200. "
    "I'll refund the E£200 to your card today.",
    [S("figs E£238, mangoes E£338 and two entries at E£100"),
     C("your entry fees should have come off the fruit bill", "NLI_CONTRADICTION"),
     C("so you were overcharged by E£200", "AMOUNT_MISMATCH", "VALUE_MISMATCH", "NLI_CONTRADICTION"),
     I("I'll refund the E£200 to your card today", *REC_I)],
    errors=["condition_unmet", "wrong_amount", "invented_promise"],
    excludes=["should have come off the fruit bill", "overcharged by E£200", "refund the E£200"],
    includes=["E£338"],
    notes="Entry comes off only at 10 kg or more; 3.4 + 5.2 = 8.6 kg, so the E£776 charge is right and nothing records a refund.")

add("orchard-weighout", B21,
    "Hello Nadine, thanks for getting in touch. "
    "On Saturday you picked 3.4 kg of figs, which came to E£238, and the mangoes were 5.2 kg at E£80 a kilo. "
    "With the two adult entries the total was E£776, and that's what your card was charged.",
    [N("thanks for getting in touch"),
     S("you picked 3.4 kg of figs, which came to E£238"),
     C("the mangoes were 5.2 kg at E£80 a kilo", "AMOUNT_MISMATCH", "VALUE_MISMATCH"),
     S("With the two adult entries the total was E£776"),
     S("that's what your card was charged")],
    errors=["other_record_value"],
    excludes=["E£80 a kilo"],
    includes=["E£776"],
    notes="E£80/kg is the Zebda price (another customer's receipt WS-20934); Nadine's mangoes were Keitt at E£65/kg.")

add("orchard-weighout", B21,
    "Hi Nadine, I've checked receipt WS-20931: 3.4 kg of Sultani figs at E£70/kg is E£238, and 5.2 kg of Keitt mangoes at E£65/kg is E£328. "
    "With two adult entries at E£100, the total of E£776 is what was charged to your card.",
    [S("3.4 kg of Sultani figs at E£70/kg is E£238"),
     C("5.2 kg of Keitt mangoes at E£65/kg is E£328", "AMOUNT_MISMATCH", "VALUE_MISMATCH"),
     S("With two adult entries at E£100"),
     S("the total of E£776 is what was charged to your card")],
    errors=["wrong_arithmetic"],
    excludes=["E£328"],
    includes=["E£338|338", "E£776|776"],
    repair=True,
    notes="5.2 x 65 = 338 (WeighOut line 2 line_total 338).")


# ---------------------------------------------------------------------------------------------
# Bundle 22 - farm-stay cottages: booking confirmation, deposit paid, balance due 14 days before
# ---------------------------------------------------------------------------------------------
B22 = {
    "dom": "cottage",
    "now": "2026-09-20T10:00:00+03:00",
    "question": "Could you confirm the details of my October stay and what's left to pay? Amira Sobhy",
    "evidence": [
        sheet("values.get#Bookings!A1:N2", "1cQn-QasrNakhl-Stays", "Bookings!A1:N2", "UNFORMATTED_VALUE", [
            ["booking", "guest", "cottage", "check_in", "check_out", "nights", "guests", "nightly_rate",
             "cleaning_fee", "total", "deposit_paid", "balance", "balance_due", "state"],
            ["QN-4471", "Amira Sobhy", "PALM", 46310.5833333, 46313.4583333, 3, 4, 2800, 350, 8750, 2625, 6125, 46296, "DEPOSIT_PAID"],
        ]),
        sheet("values.get#Cottages!A1:D4", "1cQn-QasrNakhl-Stays", "Cottages!A1:D4", "FORMATTED_VALUE", [
            ["cottage", "sleeps", "nightly_rate", "features"],
            ["PALM", "4", "E£2,800.00", "2 bedrooms; kitchenette; lake-view terrace"],
            ["OLIVE", "6", "E£3,400.00", "3 bedrooms; private plunge pool; breakfast hamper included"],
            ["MUDBRICK", "2", "E£1,900.00", "1 bedroom; courtyard; outdoor shower"],
        ]),
        policy("policy#stays", "Check-in is from 2:00 PM and check-out is by 11:00 AM. "
               "A 30% deposit secures your booking, and the balance is due 14 days before arrival. "
               "Breakfast is included only where a cottage's features list it; in the other cottages a breakfast basket can be ordered for E£250 a day. "
               "A cleaning fee is added once per stay.",
               revision="2026-06"),
    ],
}

add("cottage-confirmation", B22,
    "Hello Amira! You're booked into Palm Cottage (QN-4471) from Thursday 15 October to Sunday 18 October, three nights for up to four guests. "
    "Check-in is from 2:00 PM and check-out by 11:00 AM. "
    "The stay comes to E£8,750 (3 nights at E£2,800 plus the E£350 cleaning fee); you've paid a E£2,625 deposit, so E£6,125 is due by 1 October. "
    "Breakfast isn't included in Palm Cottage, but we can leave you a breakfast basket for E£250 a day.",
    [S("You're booked into Palm Cottage (QN-4471) from Thursday 15 October to Sunday 18 October"),
     S("three nights for up to four guests"),
     S("Check-in is from 2:00 PM and check-out by 11:00 AM"),
     S("The stay comes to E£8,750 (3 nights at E£2,800 plus the E£350 cleaning fee)"),
     S("you've paid a E£2,625 deposit"),
     S("so E£6,125 is due by 1 October"),
     S("Breakfast isn't included in Palm Cottage"),
     S("we can leave you a breakfast basket for E£250 a day")],
    includes=["E£6,125", "15 October"],
    notes="Bookings QN-4471: check_in 46310.583 = Thu 15/10 14:00, check_out 46313.458 = Sun 18/10 11:00, 3 nights, total 8750, deposit 2625, balance 6125 due 46296 = 01/10; Palm features list no breakfast; policy basket E£250.")

add("cottage-confirmation", B22,
    "Dear Amira,\n\n"
    "Thank you for booking with us. Your details:\n"
    "Palm Cottage, 15/10/2026 to 18/10/2026 (3 nights)\n"
    "Balance of six thousand one hundred and twenty-five pounds due by 01/10/2026\n\n"
    "We look forward to welcoming you to the farm.\n"
    "Warm regards,\nHanan, Qasr El Nakhl",
    [N("Thank you for booking with us."),
     S("Palm Cottage, 15/10/2026 to 18/10/2026 (3 nights)"),
     S("Balance of six thousand one hundred and twenty-five pounds due by 01/10/2026"),
     N("We look forward to welcoming you to the farm.")],
    includes=["six thousand one hundred and twenty-five", "01/10/2026"],
    notes="Bookings row QN-4471 (balance 6125, balance_due 46296 = 01/10/2026).")

add("cottage-confirmation", B22,
    "Hi Amira, you're all set in Palm Cottage from 15 to 18 October, and the E£6,125 balance is due by 1 October. "
    "You'll love the cottage's private plunge pool, and breakfast is included each morning.",
    [S("you're all set in Palm Cottage from 15 to 18 October"),
     S("the E£6,125 balance is due by 1 October"),
     CI("You'll love the cottage's private plunge pool", "VALUE_MISMATCH", "CLAIM_WITHOUT_TOOL_EVIDENCE"),
     C("breakfast is included each morning", "VALUE_MISMATCH", "NLI_CONTRADICTION")],
    errors=["other_record_value", "unlisted_perk"],
    excludes=["private plunge pool", "breakfast is included"],
    includes=["E£6,125"],
    notes="The plunge pool and included breakfast belong to OLIVE; PALM lists 2 bedrooms, kitchenette, lake-view terrace, and policy says breakfast only where listed.")

add("cottage-confirmation", B22,
    "Hello Amira, your Palm Cottage stay (QN-4471) runs from Thursday 15 October to Sunday 18 October. "
    "Check-in is from 12:00 noon. "
    "Three nights at E£2,800 comes to E£8,400 in total. "
    "With your E£2,625 deposit paid, the balance of E£6,125 is due by 1 October.",
    [S("your Palm Cottage stay (QN-4471) runs from Thursday 15 October to Sunday 18 October"),
     C("Check-in is from 12:00 noon", "VALUE_MISMATCH", "NLI_CONTRADICTION"),
     C("comes to E£8,400 in total", "AMOUNT_MISMATCH", "VALUE_MISMATCH"),
     S("With your E£2,625 deposit paid"),
     S("the balance of E£6,125 is due by 1 October")],
    errors=["wrong_time", "wrong_arithmetic"],
    excludes=["12:00 noon", "E£8,400"],
    includes=["E£6,125"],
    notes="check_in fraction .5833 = 2:00 PM (policy too); total is 3 x 2800 + 350 cleaning = 8750, the draft left out the cleaning fee.")

add("cottage-confirmation", B22,
    "Hi Amira, you're booked into Palm Cottage from Thursday 15 October to Sunday 18 October. "
    "The total is E£8,750 and you've paid a E£2,625 deposit. "
    "The remaining E£6,125 is due on arrival on 15 October.",
    [S("you're booked into Palm Cottage from Thursday 15 October to Sunday 18 October"),
     S("The total is E£8,750"),
     S("you've paid a E£2,625 deposit"),
     S("The remaining E£6,125 is due"),
     C("on arrival on 15 October", "DATE_MISMATCH", "NLI_CONTRADICTION")],
    errors=["wrong_date"],
    excludes=["on arrival on 15 October"],
    includes=["1 October|01/10|1 Oct", "E£2,625|2,625"],
    repair=True,
    notes="Bookings balance_due 46296 = 01/10/2026; policy: balance due 14 days before arrival.")


# ---------------------------------------------------------------------------------------------
# Bundle 23 - farm-stay cottages: cancellation 20 days out, 50% tier, full refund refused
# ---------------------------------------------------------------------------------------------
B23 = {
    "dom": "cottage",
    "now": "2026-10-30T16:00:00+02:00",
    "question": "We have to cancel our November stay, sadly. Can I have a full refund? Wael Hamdy, QN-4510",
    "evidence": [
        sheet("values.get#Bookings!A1:J2", "1cQn-QasrNakhl-Stays", "Bookings!A1:J2", "UNFORMATTED_VALUE", [
            ["booking", "guest", "cottage", "check_in", "check_out", "nights", "total", "paid", "cancelled_at", "state"],
            ["QN-4510", "Wael Hamdy", "MUDBRICK", 46345.5833333, 46347.4583333, 2, 4150, 4150, 46325.61, "CANCELLED_BY_GUEST"],
        ]),
        sheet("values.get#Refunds!A1:G2", "1cQn-QasrNakhl-Stays", "Refunds!A1:G2", "UNFORMATTED_VALUE", [
            ["refund", "booking", "days_before_arrival", "tier", "amount", "method", "state"],
            ["RF-0311", "QN-4510", 20, "HALF", 2075, "CARD", "QUEUED"],
        ]),
        refused("values.append#Refunds-full", "sheets.values.append", "DENY",
                {"spreadsheetId": "1cQn-QasrNakhl-Stays", "range": "Refunds!A:G",
                 "values": [["RF-0312", "QN-4510", 20, "FULL", 4150, "CARD", "QUEUED"]]},
                reason="cancellation tier is HALF (14-29 days)"),
        policy("policy#cancellations", "We know plans change. "
               "Cancel 30 days or more before arrival and we refund everything you've paid. "
               "Cancel 14 to 29 days before arrival and we refund half of what you've paid; under 14 days we can't offer a refund, but you may move your dates once. "
               "Refunds reach your card within 10 working days.",
               revision="2026-06"),
    ],
}

add("cottage-cancellation", B23,
    "Dear Wael, I'm sorry you can't make it. "
    "As your cancellation came in 20 days before your arrival on 19 November, it falls in the 14 to 29 day band, so we refund half of what you paid: E£2,075 of your E£4,150. "
    "I wasn't able to put through a full refund, as that's only for cancellations 30 days or more ahead. "
    "Your refund RF-0311 is queued and should reach your card within 10 working days.",
    [N("I'm sorry you can't make it."),
     S("your cancellation came in 20 days before your arrival on 19 November"),
     S("it falls in the 14 to 29 day band, so we refund half of what you paid"),
     S("E£2,075 of your E£4,150"),
     S("I wasn't able to put through a full refund"),
     S("that's only for cancellations 30 days or more ahead"),
     S("Your refund RF-0311 is queued"),
     S("should reach your card within 10 working days")],
    includes=["E£2,075", "RF-0311"],
    notes="Refunds RF-0311: 20 days, HALF, 2075, QUEUED; Bookings paid 4150, check_in 46345 = 19/11; full-refund append DENIED; policy tiers and 10 working days.")

add("cottage-cancellation", B23,
    "Sorry, Wael, a full refund isn't possible this close to your stay; you'll get E£2,075 back (half of the E£4,150 you paid), ref RF-0311.",
    [S("a full refund isn't possible this close to your stay"),
     S("you'll get E£2,075 back (half of the E£4,150 you paid)"),
     S("ref RF-0311")],
    includes=["E£2,075"],
    notes="refused FULL refund append; Refunds RF-0311 HALF 2075.")

add("cottage-cancellation", B23,
    "Hi Wael, I'm sorry to hear your plans have changed. "
    "I've refunded the full E£4,150 to your card. "
    "Refunds reach your card within 10 working days. "
    "We hope to welcome you another time!",
    [N("I'm sorry to hear your plans have changed."),
     C("I've refunded the full E£4,150 to your card", "NOT_EXECUTED", "AMOUNT_MISMATCH"),
     S("Refunds reach your card within 10 working days"),
     N("We hope to welcome you another time!")],
    errors=["refused_call_effect"],
    excludes=["refunded the full E£4,150"],
    includes=["10 working days"],
    notes="The FULL refund append was DENIED; the queued refund RF-0311 is the HALF tier, E£2,075.")

add("cottage-cancellation", B23,
    "Dear Wael, sorry to see the booking go. "
    "Your cancellation came 25 days before arrival. "
    "You'll get back half of what you paid, which is E£2,075. "
    "It should reach your card within 3 working days.",
    [N("sorry to see the booking go."),
     C("Your cancellation came 25 days before arrival", "VALUE_MISMATCH"),
     S("You'll get back half of what you paid, which is E£2,075"),
     C("within 3 working days", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
    errors=["wrong_arithmetic", "wrong_period"],
    excludes=["25 days before arrival", "3 working days"],
    includes=["E£2,075"],
    notes="30/10 to 19/11 is 20 days (Refunds days_before_arrival 20); policy: refunds within 10 working days.")

add("cottage-cancellation", B23,
    "Hi Wael, as you cancelled 20 days before arrival, we can refund half of what you paid, E£2,075 (RF-0311), and it should reach your card within 10 working days. "
    "A full refund is only for cancellations made 14 days or more ahead.",
    [S("as you cancelled 20 days before arrival"),
     S("we can refund half of what you paid, E£2,075 (RF-0311)"),
     S("it should reach your card within 10 working days"),
     C("A full refund is only for cancellations made 14 days or more ahead", "NLI_CONTRADICTION")],
    errors=["wrong_policy_condition"],
    excludes=["14 days or more ahead"],
    includes=["30 days|thirty days", "E£2,075|2,075"],
    repair=True,
    notes="Policy: full refund only 30 days or more before arrival (14-29 days is the half tier).")


# ---------------------------------------------------------------------------------------------
# Bundle 24 - farm-stay cottages: cot confirmed, dog declined (not a pet-friendly cottage), late arrival
# ---------------------------------------------------------------------------------------------
B24 = {
    "dom": "cottage",
    "now": "2026-12-02T12:00:00+02:00",
    "question": "We're bringing our baby and our dog, Loz. Is the cot sorted, and is it OK to bring the dog? We'll arrive late, around 10 PM. Karim Abdelaziz",
    "evidence": [
        sheet("values.get#Bookings!A1:G2", "1cQn-QasrNakhl-Stays", "Bookings!A1:G2", "UNFORMATTED_VALUE", [
            ["booking", "guest", "cottage", "check_in", "check_out", "guests", "state"],
            ["QN-4533", "Karim Abdelaziz", "OLIVE", 46366.5833333, 46369.4583333, 6, "CONFIRMED"],
        ]),
        sheet("values.get#Extras!A1:E3", "1cQn-QasrNakhl-Stays", "Extras!A1:E3", "FORMATTED_VALUE", [
            ["booking", "extra", "charge", "state", "note"],
            ["QN-4533", "COT", "E£0.00", "CONFIRMED", "travel cot + linen, main bedroom"],
            ["QN-4533", "DOG", "E£300.00", "DECLINED_NOT_PET_FRIENDLY", "Olive has plunge pool - dogs in Mudbrick only"],
        ]),
        policy("policy#guests-and-pets", "Cots and high chairs are free; just ask when you book. "
               "Dogs are welcome in Mudbrick Cottage only, for E£300 per stay. "
               "Arrivals after 8:00 PM collect their keys from the key safe by the gate, and we send the code by WhatsApp on the morning of arrival.",
               revision="2026-06"),
    ],
}

add("cottage-extras", B24,
    "Hi Karim! The cot is confirmed for your stay in Olive Cottage from Thursday 10 December, at no charge. "
    "I'm sorry, but we can't take Loz this time: dogs are only allowed in Mudbrick Cottage. "
    "Arriving around 10 PM is no problem; for arrivals after 8:00 PM the keys are in the key safe by the gate, and we'll WhatsApp you the code on the morning of the 10th.",
    [S("The cot is confirmed for your stay in Olive Cottage from Thursday 10 December, at no charge"),
     S("we can't take Loz this time"),
     S("dogs are only allowed in Mudbrick Cottage"),
     S("for arrivals after 8:00 PM the keys are in the key safe by the gate"),
     S("we'll WhatsApp you the code on the morning of the 10th")],
    includes=["cot", "8:00 PM"],
    notes="Extras: COT CONFIRMED E£0; DOG DECLINED_NOT_PET_FRIENDLY; Bookings check_in 46366 = Thu 10/12; policy on dogs (Mudbrick only) and late arrivals.")

add("cottage-extras", B24,
    "Hello Karim,\n"
    "- Cot: confirmed, free of charge (travel cot with linen in the main bedroom)\n"
    "- Dog: sorry, not in Olive Cottage, as dogs can only stay in Mudbrick\n"
    "- Late arrival: keys in the key safe, code by WhatsApp on the morning of 10/12/2026\n"
    "Safe journey down to the farm!",
    [S("Cot: confirmed, free of charge (travel cot with linen in the main bedroom)"),
     S("Dog: sorry, not in Olive Cottage"),
     S("as dogs can only stay in Mudbrick"),
     S("Late arrival: keys in the key safe, code by WhatsApp on the morning of 10/12/2026"),
     N("Safe journey down to the farm!")],
    includes=["10/12/2026"],
    notes="Extras COT row and note; DOG declined; policy late arrivals; check_in 46366 = 10/12/2026.")

add("cottage-extras", B24,
    "Hi Karim, the cot is all set for Olive Cottage at no charge. "
    "Loz is very welcome to come along too, and I've added the E£300 pet fee to your booking. "
    "For your late arrival, the key safe code will come by WhatsApp on the morning of the 10th.",
    [S("the cot is all set for Olive Cottage at no charge"),
     C("Loz is very welcome to come along too", "NLI_CONTRADICTION", "RECORD_STATE_MISMATCH"),
     CI("I've added the E£300 pet fee to your booking", "RECORD_STATE_MISMATCH", "CLAIM_WITHOUT_TOOL_EVIDENCE"),
     S("the key safe code will come by WhatsApp on the morning of the 10th")],
    errors=["condition_unmet", "unrecorded_extra"],
    excludes=["very welcome to come along", "added the E£300 pet fee"],
    includes=["cot"],
    notes="Dogs are allowed only in Mudbrick; the DOG extra is DECLINED_NOT_PET_FRIENDLY, so no pet fee was added.")

add("cottage-extras", B24,
    "Hello Karim! Your cot is confirmed, free of charge, and sadly Loz can't stay in Olive Cottage, since dogs are only allowed in Mudbrick. "
    "Arrivals after 9:00 PM pick up their keys from the key safe by the gate. "
    "I've also added a free extra bed for you.",
    [S("Your cot is confirmed, free of charge"),
     S("sadly Loz can't stay in Olive Cottage"),
     S("since dogs are only allowed in Mudbrick"),
     C("Arrivals after 9:00 PM pick up their keys", "NLI_CONTRADICTION"),
     I("I've also added a free extra bed for you", *REC_I)],
    errors=["wrong_policy_condition", "unrecorded_extra"],
    excludes=["after 9:00 PM", "free extra bed"],
    includes=["Mudbrick"],
    notes="Policy: the key safe is for arrivals after 8:00 PM; the Extras tab holds only COT and DOG, no extra bed.")

add("cottage-extras", B24,
    "Hi Karim, the cot is confirmed for your stay in Olive Cottage from 10 December, free of charge. "
    "Loz is welcome to come along too.",
    [S("the cot is confirmed for your stay in Olive Cottage from 10 December, free of charge"),
     C("Loz is welcome to come along too", "NLI_CONTRADICTION", "RECORD_STATE_MISMATCH")],
    errors=["condition_unmet"],
    excludes=["Loz is welcome"],
    includes=["Mudbrick|can't|cannot|not able|unable|sorry|isn't|not allowed|declined", "10 December|10/12"],
    repair=True,
    notes="Extras DOG is DECLINED_NOT_PET_FRIENDLY; policy: dogs only in Mudbrick Cottage.")


# ---------------------------------------------------------------------------------------------
# Bundle 25 - farm-stay cottages: late check-out, 3 PM declined, 1 PM approved for E£400
# ---------------------------------------------------------------------------------------------
B25 = {
    "dom": "cottage",
    "now": "2026-03-26T18:30:00+02:00",
    "question": "Any chance we can stay until 3 on Saturday? Our train's at 5. Dalia Nassar",
    "evidence": [
        sheet("values.get#Bookings!A1:F2", "1cQn-QasrNakhl-Stays", "Bookings!A1:F2", "UNFORMATTED_VALUE", [
            ["booking", "guest", "cottage", "check_in", "check_out", "state"],
            ["QN-4560", "Dalia Nassar", "MUDBRICK", 46106.5833333, 46109.4583333, "IN_HOUSE"],
        ]),
        sheet("values.get#LateCheckout!A1:F3", "1cQn-QasrNakhl-Stays", "LateCheckout!A1:F3", "FORMATTED_VALUE", [
            ["booking", "requested_until", "fee", "state", "note", "logged"],
            ["QN-4560", "15:00", "E£800.00", "DECLINED_NEXT_ARRIVAL", "next guests in Mudbrick 14:00", "26/03/2026"],
            ["QN-4560", "13:00", "E£400.00", "APPROVED", "added to bill", "26/03/2026"],
        ]),
        policy("policy#late-checkout", "Check-out is by 11:00 AM. "
               "When the cottage is free, late check-out costs E£200 for each hour after 11:00 AM, up to 2:00 PM at the latest. "
               "Please ask at least a day ahead; the fee is added to your bill.",
               revision="2026-01"),
    ],
}

add("cottage-late-checkout", B25,
    "Hi Dalia! I'm afraid 3 PM isn't possible on Saturday, as the next guests arrive at Mudbrick that afternoon, but I've got you a late check-out until 1:00 PM. "
    "It's E£200 for each hour after 11:00 AM, so E£400, added to your bill. "
    "Enjoy a lazy last morning!",
    [S("I'm afraid 3 PM isn't possible on Saturday"),
     S("as the next guests arrive at Mudbrick that afternoon"),
     S("I've got you a late check-out until 1:00 PM"),
     S("It's E£200 for each hour after 11:00 AM"),
     S("so E£400, added to your bill"),
     N("Enjoy a lazy last morning!")],
    includes=["1:00 PM", "E£400"],
    notes="LateCheckout: 15:00 row DECLINED_NEXT_ARRIVAL (next guests 14:00), later 13:00 row APPROVED E£400 added to bill; policy E£200/hour after 11 AM.")

add("cottage-late-checkout", B25,
    "Late check-out until 1 PM on Saturday 28 March is confirmed for E£400, Dalia; 3 PM wasn't available.",
    [S("Late check-out until 1 PM on Saturday 28 March is confirmed for E£400"),
     S("3 PM wasn't available")],
    includes=["E£400"],
    notes="LateCheckout APPROVED 13:00 E£400; check_out 46109 = Sat 28/03; the 15:00 request was declined.")

add("cottage-late-checkout", B25,
    "Good news, Dalia: you can stay until 3:00 PM on Saturday, for E£800 added to your bill. "
    "Standard check-out is by 11:00 AM, so just let us know if your plans change.",
    [C("you can stay until 3:00 PM on Saturday", "RECORD_STATE_MISMATCH", "VALUE_MISMATCH"),
     C("for E£800 added to your bill", "AMOUNT_MISMATCH", "RECORD_STATE_MISMATCH"),
     S("Standard check-out is by 11:00 AM")],
    errors=["wrong_state", "stale_value"],
    excludes=["until 3:00 PM", "E£800"],
    includes=["11:00 AM"],
    notes="The 15:00 (E£800) request is DECLINED_NEXT_ARRIVAL; only 13:00 for E£400 is APPROVED.")

add("cottage-late-checkout", B25,
    "Hi Dalia, 3 PM is taken, but you can check out at 1:00 PM on Saturday instead. "
    "That's just E£200 on your bill. "
    "Late check-out can go up to 4:00 PM when a cottage is free.",
    [S("3 PM is taken"),
     S("you can check out at 1:00 PM on Saturday instead"),
     C("That's just E£200 on your bill", "AMOUNT_MISMATCH", "VALUE_MISMATCH"),
     C("Late check-out can go up to 4:00 PM", "NLI_CONTRADICTION")],
    errors=["wrong_arithmetic", "wrong_policy_condition"],
    excludes=["just E£200", "up to 4:00 PM"],
    includes=["1:00 PM"],
    notes="Two hours after 11 AM at E£200 = E£400 (APPROVED row); policy caps late check-out at 2:00 PM.")

add("cottage-late-checkout", B25,
    "Hi Dalia, 3 PM isn't possible as the next guests arrive that afternoon, but you can stay until 1:00 PM on Saturday 28 March. "
    "That's E£200 an hour after 11 AM, so E£600 on your bill.",
    [S("3 PM isn't possible as the next guests arrive that afternoon"),
     S("you can stay until 1:00 PM on Saturday 28 March"),
     S("That's E£200 an hour after 11 AM"),
     C("so E£600 on your bill", "AMOUNT_MISMATCH", "VALUE_MISMATCH")],
    errors=["wrong_arithmetic"],
    excludes=["E£600"],
    includes=["E£400|400", "1:00 PM|1 PM|13:00"],
    repair=True,
    notes="11 AM to 1 PM is 2 hours x E£200 = E£400 (LateCheckout APPROVED fee).")


# ---------------------------------------------------------------------------------------------
# Bundle 26 - farm-stay cottages: two bookings for one guest; June stay paid, early check-in
# ---------------------------------------------------------------------------------------------
B26 = {
    "dom": "cottage",
    "now": "2026-05-31T14:00:00+03:00",
    "question": "What time can we check in on Wednesday, and is everything paid for that one? Sameh Wahba",
    "evidence": [
        sheet("values.get#Bookings!A1:L3", "1cQn-QasrNakhl-Stays", "Bookings!A1:L3", "UNFORMATTED_VALUE", [
            ["booking", "guest", "cottage", "check_in", "check_out", "nights", "total", "paid", "balance",
             "balance_due", "state", "early_check_in"],
            ["QN-4588", "Sameh Wahba", "PALM", 46176.5833333, 46178.4583333, 2, 5950, 5950, 0, 46162, "PAID_IN_FULL", "12:00 APPROVED"],
            ["QN-4602", "Sameh Wahba", "OLIVE", 46248.5833333, 46251.4583333, 3, 10550, 3165, 7385, 46234, "DEPOSIT_PAID"],
        ]),
        policy("policy#early-checkin", "Standard check-in is from 2:00 PM. "
               "If the cottage is empty the night before, we can arrange early check-in from 12:00 noon at no extra charge; it is confirmed on your booking once arranged. "
               "Balances are due 14 days before arrival.",
               revision="2026-06"),
    ],
}

add("cottage-two-bookings", B26,
    "Hi Sameh! For your Palm Cottage stay (QN-4588) this Wednesday, 3 June, we've arranged early check-in from 12:00 noon at no extra charge. "
    "That booking is paid in full (E£5,950), so there's nothing more to pay. "
    "Your August stay in Olive Cottage is separate, and its balance isn't due until 31 July.",
    [S("For your Palm Cottage stay (QN-4588) this Wednesday, 3 June"),
     S("we've arranged early check-in from 12:00 noon at no extra charge"),
     S("That booking is paid in full (E£5,950)"),
     S("so there's nothing more to pay"),
     S("Your August stay in Olive Cottage is separate"),
     S("its balance isn't due until 31 July")],
    includes=["12:00 noon", "E£5,950"],
    notes="Bookings QN-4588: check_in 46176 = Wed 03/06, early_check_in 12:00 APPROVED, paid 5950, balance 0; QN-4602 Olive balance_due 46234 = 31/07; policy: early check-in at no extra charge.")

add("cottage-two-bookings", B26,
    "Check-in from 12 noon on Wednesday 3 June, Sameh, and QN-4588 is fully paid.",
    [S("Check-in from 12 noon on Wednesday 3 June"),
     S("QN-4588 is fully paid")],
    includes=["12 noon"],
    notes="QN-4588 early_check_in 12:00 APPROVED, state PAID_IN_FULL.")

add("cottage-two-bookings", B26,
    "Hello Sameh, your Palm Cottage booking QN-4588 starts on Wednesday 3 June, and early check-in from 12:00 noon is arranged. "
    "There's still E£7,385 to pay on it, due before you arrive.",
    [S("your Palm Cottage booking QN-4588 starts on Wednesday 3 June"),
     S("early check-in from 12:00 noon is arranged"),
     C("There's still E£7,385 to pay on it", "AMOUNT_MISMATCH", "VALUE_MISMATCH", "RECORD_STATE_MISMATCH")],
    errors=["other_record_value"],
    excludes=["E£7,385"],
    includes=["12:00 noon"],
    notes="E£7,385 is the balance of the August Olive booking QN-4602; QN-4588 is PAID_IN_FULL with balance 0.")

add("cottage-two-bookings", B26,
    "Hi Sameh, for booking QN-4602 this Wednesday, check-in is from 2:00 PM. "
    "The stay is fully paid, E£5,950, so nothing more is due.",
    [C("for booking QN-4602 this Wednesday", "IDENTIFIER_MISMATCH"),
     C("check-in is from 2:00 PM", "VALUE_MISMATCH"),
     S("The stay is fully paid, E£5,950")],
    errors=["wrong_id", "wrong_time"],
    excludes=["QN-4602", "from 2:00 PM"],
    includes=["E£5,950"],
    notes="Wednesday's stay is QN-4588 (QN-4602 is the August Olive booking); its early check-in from 12:00 is APPROVED.")

add("cottage-two-bookings", B26,
    "Hi Sameh, your Palm Cottage booking QN-4588 is paid in full, E£5,950. "
    "Early check-in is arranged for you from 12:00 noon on Thursday 4 June.",
    [S("your Palm Cottage booking QN-4588 is paid in full, E£5,950"),
     S("Early check-in is arranged for you from 12:00 noon"),
     C("on Thursday 4 June", "DATE_MISMATCH")],
    errors=["wrong_date"],
    excludes=["Thursday 4 June"],
    includes=["3 June|03/06|Wednesday", "E£5,950|5,950"],
    repair=True,
    notes="QN-4588 check_in 46176 = Wednesday 03/06/2026.")


# ---------------------------------------------------------------------------------------------
# Later additions: more unit-conversion cases, a wrong-name case, one more correct reply
# ---------------------------------------------------------------------------------------------
add("orchard-weather-move", B20,
    "Hi Mohamed, yes, that's right: we sent you a text at 4:30 PM today because the orchard is closed tomorrow for the dust storm warning. "
    "Your booking PB-8830 is now on Saturday 14 March at 11:00 AM, same four tickets, with nothing extra to pay.",
    [S("we sent you a text at 4:30 PM today"),
     S("because the orchard is closed tomorrow for the dust storm warning"),
     S("Your booking PB-8830 is now on Saturday 14 March at 11:00 AM"),
     S("same four tickets"),
     S("with nothing extra to pay")],
    includes=["4:30 PM", "11:00 AM"],
    notes="SmsLog PB-8830 sent_at_epoch_utc 1773325800 = 14:30 UTC = 4:30 PM in Cairo (UTC+2 in March); Closures 13/03; Bookings CONFIRMED row, paid TRUE.")

add("orchard-weather-move", B20,
    "Hello Mohamed! We texted you at 2:30 PM today to let you know the orchard is closed tomorrow, Friday 13 March, because of the dust storm warning. "
    "Your booking PB-8830 has moved to Saturday 14 March at 11:00 AM for the four of you.",
    [C("We texted you at 2:30 PM today", "VALUE_MISMATCH", "DATE_MISMATCH"),
     S("the orchard is closed tomorrow, Friday 13 March, because of the dust storm warning"),
     S("Your booking PB-8830 has moved to Saturday 14 March at 11:00 AM for the four of you")],
    errors=["unit_conversion"],
    excludes=["2:30 PM"],
    includes=["11:00 AM"],
    notes="1773325800 is 14:30 UTC; in Africa/Cairo (UTC+2 on 12 March) that is 4:30 PM. The draft gave UTC as local time.")

add("bees-smoker-return", B16,
    "Hi Hala, yes, the smoker reached us on 27 April, unused, and your return RT-118 was approved on 28 April. "
    "A refund of E£56,000 has been sent to your card and should show within 7 working days.",
    [S("the smoker reached us on 27 April, unused"),
     S("your return RT-118 was approved on 28 April"),
     C("A refund of E£56,000", "AMOUNT_MISMATCH", "VALUE_MISMATCH"),
     S("should show within 7 working days")],
    errors=["unit_conversion"],
    excludes=["E£56,000"],
    includes=["RT-118"],
    notes="Refunds amount_piastres 56000 is E£560 (piastres read as pounds).")

add("cottage-confirmation", B22,
    "Hello Amira! You're booked into Palm Cottage (QN-4471) from Saturday 17 October to Tuesday 20 October. "
    "The balance of E£6,125 is due by 1 October.",
    [C("from Saturday 17 October to Tuesday 20 October", "DATE_MISMATCH"),
     S("The balance of E£6,125 is due by 1 October")],
    errors=["unit_conversion"],
    excludes=["Saturday 17 October", "Tuesday 20 October"],
    includes=["E£6,125"],
    notes="check_in 46310 / check_out 46313 are serials from 30/12/1899, i.e. Thu 15/10 to Sun 18/10; counting from 01/01/1900 shifts them two days.")

add("bees-course", B17,
    "Hi Omar, you're booked on the Queen Rearing Workshop on Saturday 23 May. "
    "You have two seats, with E£1,900 paid. "
    "Veils, lunch and the handbook are included.",
    [C("you're booked on the Queen Rearing Workshop", "VALUE_MISMATCH", "IDENTIFIER_MISMATCH"),
     S("on Saturday 23 May"),
     S("You have two seats, with E£1,900 paid"),
     S("Veils, lunch and the handbook are included")],
    errors=["wrong_name"],
    excludes=["Queen Rearing Workshop"],
    includes=["E£1,900"],
    notes="Booking BK-3381 is for CRS-BEG-0523, the Beginners' Beekeeping Day; the Queen Rearing Workshop is CRS-QR-0606 on 06/06.")


# ---------------------------------------------------------------------------------------------
# write out + counts
# ---------------------------------------------------------------------------------------------
def _dump(path, rows):
    with open(path, "w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    _dump(os.path.join(HERE, "cases.jsonl"), CASES)
    _dump(os.path.join(HERE, "repair.jsonl"), REPAIRS)
    from collections import Counter
    correct = sum(1 for c in CASES if not c["meta"]["errors"])
    errs = Counter(e for c in CASES for e in c["meta"]["errors"])
    rerrs = Counter(e for c in REPAIRS for e in c["meta"]["errors"])
    doms = Counter(c["meta"]["domain"] for c in CASES + REPAIRS)
    print("cases", len(CASES), "correct", correct, "wrong", len(CASES) - correct)
    print("repair", len(REPAIRS))
    print("errors in cases", sum(errs.values()), dict(sorted(errs.items())))
    print("errors in repair", sum(rerrs.values()), dict(sorted(rerrs.items())))
    subtle = {"unit_conversion", "wrong_arithmetic", "other_record_value", "wrong_role", "condition_unmet",
              "unrecorded_extra", "unlisted_perk", "stale_value"}
    print("subtle share (cases)", sum(v for k, v in errs.items() if k in subtle), "/", sum(errs.values()))
    print("domains", dict(doms))
    print("probes", sum(len(c["expect"]["probes"]) for c in CASES + REPAIRS))
