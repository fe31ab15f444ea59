"""Writer w61: builds cases.jsonl and repair.jsonl from hand-written bundles and drafts.

Every evidence bundle, policy text and draft below is written individually; the helpers only
wrap them into the line format and run sanity checks (probe spans occur once, excludes occur
in the draft and in no supported span)."""
import json, datetime, zoneinfo, os, sys

TZ = zoneinfo.ZoneInfo("Europe/Stockholm")
HERE = os.path.dirname(os.path.abspath(__file__))
API = "buy-now-pay-later order API (Klarna-like) + merchant booking records"


def ep(s):
    """Epoch seconds for a Stockholm wall-clock time 'YYYY-MM-DD HH:MM'."""
    return int(datetime.datetime.strptime(s, "%Y-%m-%d %H:%M").replace(tzinfo=TZ).timestamp())


def S(c):
    return {"contains": c, "verdict_in": ["supported"]}


def NA(c):
    return {"contains": c, "verdict_in": ["not_applicable"]}


def C(c, *r):
    return {"contains": c, "verdict_in": ["contradicted"], "reason_in": list(r)}


def I(c, *r):
    return {"contains": c, "verdict_in": ["insufficient_evidence"],
            "reason_in": list(r) or ["CLAIM_WITHOUT_TOOL_EVIDENCE"]}


def CI(c, *r):
    return {"contains": c, "verdict_in": ["contradicted", "insufficient_evidence"], "reason_in": list(r)}


# common reason sets
AMT = ("AMOUNT_MISMATCH", "VALUE_MISMATCH")
DAT = ("DATE_MISMATCH", "VALUE_MISMATCH")
STA = ("RECORD_STATE_MISMATCH", "VALUE_MISMATCH")
IDM = ("IDENTIFIER_MISMATCH", "VALUE_MISMATCH")
VAL = ("VALUE_MISMATCH",)
POL = ("NLI_CONTRADICTION", "VALUE_MISMATCH")
NOPOL = ("NO_POLICY_EVIDENCE", "NLI_NOT_ENTAILED")
NOREC = ("CLAIM_WITHOUT_TOOL_EVIDENCE",)
NOTEX = ("NOT_EXECUTED",)

CASES, REPAIRS = [], []
_counter = {"c": 0, "r": 0}


class Bundle:
    def __init__(self, scenario, domain, evidence, question, now=None):
        self.scenario, self.domain, self.evidence, self.question, self.now = scenario, domain, evidence, question, now

    def _case(self, cid, draft, question, now):
        c = {"schema": "halcheck.case/1", "id": cid, "question": question or self.question,
             "draft": draft, "evidence": self.evidence}
        n = now if now is not None else self.now
        if n:
            c["now"] = n
        return c

    def ok(self, draft, probes, includes, notes, question=None, now=None):
        _counter["c"] += 1
        cid = "w61-%03d-%s" % (_counter["c"], self.scenario)
        CASES.append({"case": self._case(cid, draft, question, now),
                      "expect": {"probes": probes, "outcome_in": ["sent"], "final_excludes": [],
                                 "final_includes": list(includes)},
                      "meta": self._meta([], notes)})

    def bad(self, draft, probes, errors, excludes, notes, includes=(), question=None, now=None):
        _counter["c"] += 1
        cid = "w61-%03d-%s-%s" % (_counter["c"], self.scenario, errors[0].replace("_", "-"))
        CASES.append({"case": self._case(cid, draft, question, now),
                      "expect": {"probes": probes, "outcome_in": None, "final_excludes": list(excludes),
                                 "final_includes": list(includes)},
                      "meta": self._meta(errors, notes)})

    def repair(self, draft, probes, errors, excludes, includes, notes, question=None, now=None):
        _counter["r"] += 1
        cid = "w61-r%02d-%s" % (_counter["r"], self.scenario)
        REPAIRS.append({"case": self._case(cid, draft, question, now),
                        "expect": {"probes": probes, "outcome_in": ["repaired"], "final_excludes": list(excludes),
                                   "final_includes": list(includes)},
                        "meta": self._meta(errors, notes)})

    def _meta(self, errors, notes):
        return {"writer": "w61", "domain": self.domain, "scenario": self.scenario, "api_family": API,
                "errors": list(errors), "notes": notes}


def check(lines):
    bad = 0
    for ln in lines:
        d = ln["case"]["draft"]
        cid = ln["case"]["id"]
        for p in ln["expect"]["probes"]:
            n = d.count(p["contains"])
            if n != 1:
                print(cid, "probe span occurs", n, "times:", p["contains"]); bad += 1
        sup = [p["contains"] for p in ln["expect"]["probes"] if p["verdict_in"] == ["supported"]]
        for x in ln["expect"]["final_excludes"]:
            if x not in d:
                print(cid, "exclude not in draft:", x); bad += 1
            for s in sup:
                if x in s:
                    print(cid, "exclude inside a supported span:", x, "|", s); bad += 1
        nerr = len(ln["meta"]["errors"])
        nwrong = sum(1 for p in ln["expect"]["probes"] if "supported" not in p["verdict_in"] and "not_applicable" not in p["verdict_in"])
        if nerr != nwrong:
            print(cid, "errors", nerr, "vs wrong probes", nwrong); bad += 1
        if ln["expect"]["outcome_in"] == ["repaired"]:
            for inc in ln["expect"]["final_includes"][:1]:
                if any(a in d for a in inc.split("|")):
                    print(cid, "correction already in draft:", inc); bad += 1
        else:
            for inc in ln["expect"]["final_includes"]:
                if not any(a in d for a in inc.split("|")):
                    print(cid, "include not in draft:", inc); bad += 1
    return bad


# ---------------------------------------------------------------- B01 hearing aid: fitting + instalments
HA = "hearing-aid clinic"
b = Bundle("fitting-plan", HA, [
    {"id": "get_order#HX-44107", "kind": "record", "source": "tool:bnpl.get_order",
     "fields": {"order_id": "HX-44107", "merchant_reference1": "KLH-SOLNA-8812", "status": "CAPTURED",
                "purchase_country": "SE", "purchase_currency": "SEK", "locale": "sv-SE",
                "order_amount": 2789000, "order_tax_amount": 39800,
                "order_lines": [
                    {"reference": "VEL7-PAIR", "name": "Hörapparat Velora 7 (par)", "quantity": 1,
                     "unit_price": 2590000, "total_discount_amount": 0, "tax_rate": 0, "total_amount": 2590000, "total_tax_amount": 0},
                    {"reference": "CHG-V7", "name": "Laddetui Velora 7", "quantity": 1, "unit_price": 149500,
                     "total_discount_amount": 0, "tax_rate": 2500, "total_amount": 149500, "total_tax_amount": 29900},
                    {"reference": "DOME-M10", "name": "Domer medium, 10-pack", "quantity": 2, "unit_price": 24750,
                     "total_discount_amount": 0, "tax_rate": 2500, "total_amount": 49500, "total_tax_amount": 9900}],
                "captures": [{"capture_id": "cap_7Q2LX", "captured_amount": 2789000, "captured_at": "2026-04-14T11:02:51+02:00"}],
                "refunds": [],
                "payment_plan": {"plan_type": "SLICE_IT_4", "installments": [
                    {"number": 1, "due_date": "2026-04-14", "amount": 697250, "status": "PAID"},
                    {"number": 2, "due_date": "2026-05-14", "amount": 697250, "status": "DUE"},
                    {"number": 3, "due_date": "2026-06-14", "amount": 697250, "status": "DUE"},
                    {"number": 4, "due_date": "2026-07-14", "amount": 697250, "status": "DUE"}]}}},
    {"id": "clinic.bookings#KB-2291", "kind": "record", "source": "tool:clinic.get_booking",
     "fields": {"booking_ref": "KB-2291", "customer_name": "Margit Lindqvist", "type": "FOLLOW_UP_FITTING",
                "audiologist": "Petra Sandell", "starts_at": ep("2026-05-19 14:30"), "duration": "PT45M",
                "location": "Klarhet Hörselklinik, Solna centrum, plan 2", "status": "CONFIRMED", "order_id": "HX-44107"}},
    {"id": "clinic.bookings#KB-2140", "kind": "record", "source": "tool:clinic.get_booking",
     "fields": {"booking_ref": "KB-2140", "customer_name": "Margit Lindqvist", "type": "INITIAL_FITTING",
                "audiologist": "Petra Sandell", "starts_at": ep("2026-04-14 10:00"), "duration": "PT90M",
                "status": "COMPLETED", "order_id": "HX-44107"}},
    {"id": "policy#trial-returns", "kind": "policy", "revision": "2026-02",
     "text": "We want you to be sure your hearing aids are right for you. All hearing aids bought from us come with a 45-day trial period, counted from the day of your first fitting. If you return the aids within the trial, we refund the purchase price less a fitting fee of 1 500 kr. Accessories such as chargers and domes can be returned unopened within 14 days. Instalments already paid are refunded to the original payment method and any remaining instalments are cancelled."},
], "Hello, I want to check when my next appointment is and how much the next payment will be. Also, how long do I have to try the hearing aids?",
    now="2026-05-11T09:40:00+02:00")

b.ok("Hello Mrs Lindqvist, your follow-up fitting is booked for Tuesday 19 May at 14:30 with Petra Sandell at our Solna clinic, and it will take about 45 minutes. Your next payment is 6 972,50 kr and it is due on 14/05/2026. You have a 45-day trial counted from your first fitting, so if the hearing aids do not suit you, you can return them and we refund the price minus a 1 500 kr fitting fee.",
     [S("follow-up fitting is booked for Tuesday 19 May"), S("at 14:30"), S("with Petra Sandell"), S("about 45 minutes"),
      S("next payment is 6 972,50 kr"), S("due on 14/05/2026"), S("45-day trial counted from your first fitting"),
      S("minus a 1 500 kr fitting fee")],
     ["14:30", "6 972,50 kr"],
     "KB-2291 starts_at is 19 May 2026 14:30 CEST, PT45M; instalment 2 is 697250 due 2026-05-14; policy gives 45 days and the 1 500 kr fee.")

b.ok("Good morning Margit, here is everything in one place:\n- Next appointment: follow-up fitting on 19/05 at 2:30 in the afternoon, roughly three quarters of an hour.\n- Next instalment: 6,972.50 kr on 14 May (three instalments are still to pay).\n- Trial period: 45 days from your first fitting on 14 April, which takes you to 29 May.\nPlease take your time, and ring us if anything is unclear.",
     [S("follow-up fitting on 19/05"), S("2:30 in the afternoon"), S("roughly three quarters of an hour"),
      S("6,972.50 kr on 14 May"), S("three instalments are still to pay"), S("45 days from your first fitting on 14 April"),
      S("which takes you to 29 May"), NA("Please take your time")],
     ["6,972.50 kr", "29 May"],
     "Instalments 2-4 are DUE (three); KB-2140 INITIAL_FITTING was 14 April, and 14 April + 45 days = 29 May.")

b.bad("Hello Mrs Lindqvist, your follow-up fitting is on Tuesday 19 May at 12:30 with Petra Sandell, and it takes about 45 minutes. Your next instalment of 6 972,50 kr is due on 14 May, and the balance still outstanding on the plan is 13 945,00 kr.",
      [S("follow-up fitting is on Tuesday 19 May"), C("at 12:30", *DAT), S("with Petra Sandell"), S("about 45 minutes"),
       S("6 972,50 kr is due on 14 May"), C("balance still outstanding on the plan is 13 945,00 kr", *AMT)],
      ["unit_conversion", "wrong_arithmetic"], ["12:30", "13 945,00 kr"],
      "starts_at is 12:30 UTC = 14:30 Stockholm (CEST); three DUE instalments of 6 972,50 make 20 917,50 kr outstanding, not two.")

b.bad("Dear Margit, your next payment of 6 972,50 kr falls due on 14 May. You may try the hearing aids for 45 days from your first fitting. The charging case and the domes can also be sent back within 14 days, even if you have opened them.",
      [S("next payment of 6 972,50 kr falls due on 14 May"), S("45 days from your first fitting"),
       S("sent back within 14 days"), C("even if you have opened them", *POL)],
      ["wrong_policy_condition"], ["even if you have opened them"],
      "policy#trial-returns: accessories can be returned unopened within 14 days; the draft drops the unopened condition.")

b.repair("Hello Mrs Lindqvist, your follow-up fitting is on 19 May at 14:30 with Petra Sandell. Your next instalment is 6 972,50 kr, due on 14 June.",
         [S("follow-up fitting is on 19 May"), S("at 14:30"), S("with Petra Sandell"), S("next instalment is 6 972,50 kr"),
          C("due on 14 June", *DAT)],
         ["wrong_date"], ["due on 14 June"], ["14 May|14/05|2026-05-14|May 14", "14:30", "6 972,50|6972,50|6 972.50"],
         "The next DUE instalment (number 2) is due 2026-05-14; 14 June is instalment 3.")

# ---------------------------------------------------------------- B02 hearing aid: accessory refund, refused extension
b = Bundle("accessory-refund", HA, [
    {"id": "get_order#HX-45530", "kind": "record", "source": "tool:bnpl.get_order",
     "fields": {"order_id": "HX-45530", "status": "PART_REFUNDED", "purchase_currency": "SEK",
                "order_amount": 489000, "order_tax_amount": 97800,
                "order_lines": [
                    {"reference": "VC-STREAM", "name": "TV-streamer Velora Connect", "quantity": 1, "unit_price": 289000,
                     "total_discount_amount": 0, "tax_rate": 2500, "total_amount": 289000},
                    {"reference": "RC-2", "name": "Fjärrkontroll RC-2", "quantity": 1, "unit_price": 119000,
                     "total_discount_amount": 0, "tax_rate": 2500, "total_amount": 119000},
                    {"reference": "BAT312-60", "name": "Batterier 312, 60-pack", "quantity": 2, "unit_price": 40500,
                     "total_discount_amount": 0, "tax_rate": 2500, "total_amount": 81000}],
                "captures": [{"capture_id": "cap_P01", "captured_amount": 489000, "captured_at": "2026-02-03T09:14:02+01:00"}],
                "refunds": [{"refund_id": "rf_3K9", "refunded_amount": 119000, "refunded_at": "2026-03-02T15:20:11+01:00",
                             "description": "Retur: Fjärrkontroll RC-2", "status": "COMPLETED"}],
                "shipping_info": {"carrier": "POSTNORD", "delivered_at": "2026-02-05T13:41:00+01:00"}}},
    {"id": "get_order#HX-43102", "kind": "record", "source": "tool:bnpl.get_order",
     "fields": {"order_id": "HX-43102", "status": "PART_REFUNDED", "purchase_currency": "SEK", "order_amount": 81000,
                "refunds": [{"refund_id": "rf_1A7", "refunded_amount": 40500, "refunded_at": "2026-01-12T10:03:40+01:00",
                             "description": "Retur: Batterier 312, 60-pack", "status": "COMPLETED"}]}},
    {"id": "returns.extend_window#call-4", "kind": "refused_call", "tool": "returns.extend_window", "decision": "DENY",
     "args": {"order_id": "HX-45530", "line_reference": "VC-STREAM", "new_deadline": "2026-03-31"}},
    {"id": "policy#accessory-returns", "kind": "policy", "revision": "v3",
     "text": "Unopened accessories may be returned within 30 days of delivery for a full refund. Refunds go back through Klarna to the way you paid and usually appear within 5 banking days after we approve the return. Opened batteries cannot be returned for hygiene and safety reasons. After 30 days we can only offer a repair or an exchange under the warranty."},
], "Did you refund the remote control? And can I still send back the TV streamer?", now="2026-03-16T11:00:00+01:00")

b.ok("Hello Mr Holm, yes, the remote control was refunded: 1 190,00 kr went back through Klarna on 2 March. I'm sorry, but the TV streamer cannot be returned now; the 30-day return window from delivery on 5 February has passed, and my request to extend it was declined. What we can offer after 30 days is a repair or an exchange under warranty.",
     [S("the remote control was refunded"), S("1 190,00 kr went back through Klarna on 2 March"),
      S("the 30-day return window from delivery on 5 February has passed"), S("my request to extend it was declined"),
      S("a repair or an exchange under warranty")],
     ["1 190,00 kr"],
     "rf_3K9 refunded 119000 on 2026-03-02; delivered 5 Feb, 30 days ended 7 March before now (16 March); extend_window was DENIED.")

b.ok("Mr Holm, the refund of SEK 1,190 for the RC-2 remote was completed on 02/03/2026; the streamer is outside the 30-day return period, so I'm afraid a return isn't possible.",
     [S("refund of SEK 1,190 for the RC-2 remote"), S("completed on 02/03/2026"), S("outside the 30-day return period")],
     ["SEK 1,190"],
     "refunds[0] is 119000 COMPLETED on 2 March; delivery 5 Feb is more than 30 days before 16 March.")

b.bad("Hello Mr Holm, the remote control has been refunded, 119,00 kr, on 2 March. Good news about the streamer as well: I have extended your return window to 31 March, so you can still post it back to us. Refunds usually show within 5 banking days once we approve the return.",
      [S("the remote control has been refunded"), C("119,00 kr", *AMT), S("on 2 March"),
       C("I have extended your return window to 31 March", *NOTEX), S("within 5 banking days")],
      ["unit_conversion", "refused_call_effect"], ["119,00 kr", "extended your return window"],
      "refunded_amount 119000 is in öre, i.e. 1 190,00 kr; returns.extend_window was DENIED, so no extension happened.")

b.bad("Dear Mr Holm, I can confirm a refund of 405,00 kr has been paid back to you through Klarna for the remote control. The streamer was delivered on 5 February, so the 30-day return period has now ended, and after that we can offer a repair or exchange under warranty instead.",
      [C("refund of 405,00 kr", *AMT), S("delivered on 5 February"), S("30-day return period has now ended"),
       S("repair or exchange under warranty")],
      ["other_record_value"], ["405,00 kr"],
      "405,00 kr is the battery refund on the other order HX-43102; the remote refund on HX-45530 is 1 190,00 kr.")

b.repair("Hello Mr Holm, the remote control refund of 1 190,00 kr was completed on 2 March. Refunds normally appear within 10 banking days.",
         [S("refund of 1 190,00 kr was completed on 2 March"), C("within 10 banking days", *POL)],
         ["wrong_period"], ["10 banking days"], ["5 banking days|five banking days|5 days", "1 190|1,190|1190"],
         "policy#accessory-returns says refunds usually appear within 5 banking days.")

# ---------------------------------------------------------------- B03 hearing aid: ear moulds, authorised not captured
b = Bundle("ear-moulds", HA, [
    {"id": "get_order#HX-46001", "kind": "record", "source": "tool:bnpl.get_order",
     "fields": {"order_id": "HX-46001", "status": "AUTHORIZED", "purchase_currency": "SEK",
                "order_amount": 345000, "order_tax_amount": 69000, "expires_at": "2026-06-02T23:59:59+02:00",
                "order_lines": [
                    {"reference": "MOULD-CUST", "name": "Individuell öroninsats", "quantity": 2, "unit_price": 157500,
                     "total_discount_amount": 0, "tax_rate": 2500, "total_amount": 315000},
                    {"reference": "IMPR-FEE", "name": "Avtryckstagning", "quantity": 1, "unit_price": 45000,
                     "total_discount_amount": 15000, "tax_rate": 2500, "total_amount": 30000}],
                "captures": [], "refunds": [],
                "payment_plan": {"type": "PAY_LATER", "days_after_capture": 30, "installments": []}}},
    {"id": "clinic.bookings#KB-2377", "kind": "record", "source": "tool:clinic.get_booking",
     "fields": {"booking_ref": "KB-2377", "customer_name": "Elsa Nyström", "type": "EAR_IMPRESSION",
                "audiologist": "Jonas Ekberg", "starts_at": ep("2026-05-21 09:15"), "duration": "PT30M",
                "status": "CONFIRMED", "order_id": "HX-46001"}},
    {"id": "policy#custom-moulds", "kind": "policy", "revision": "2025-11",
     "text": "Custom ear moulds are made to order after the impression appointment and take about 10 working days. We charge your Klarna account only when the moulds are handed over to you. You then have 30 days to pay Klarna, with no interest or fees if you pay on time."},
], "Have I been charged for the new ear moulds yet? And when is my appointment?", now="2026-05-18T16:20:00+02:00")

b.ok("Hello Mrs Nyström, you haven't been charged yet; the 3 450,00 kr is only reserved on your Klarna account for now. We take the payment when we hand the new moulds to you, and then you have 30 days to pay Klarna without interest or fees. Your impression appointment is this Thursday, 21 May, at 09:15 with Jonas Ekberg, and it takes about half an hour.",
     [S("you haven't been charged yet"), S("3 450,00 kr is only reserved"), S("We take the payment when we hand the new moulds to you"),
      S("30 days to pay Klarna without interest or fees"), S("this Thursday, 21 May"), S("at 09:15"), S("with Jonas Ekberg"),
      S("about half an hour")],
     ["3 450,00 kr", "09:15"],
     "status AUTHORIZED with no captures; order_amount 345000; KB-2377 21 May 09:15 CEST PT30M; policy: charged at hand-over, 30 days to pay.")

b.ok("Dear Mrs Nyström, nothing has been taken from you so far. The order total is SEK 3,450.00, which includes a 150 kr discount on the impression fee. Jonas Ekberg will see you on 21/05 at quarter past nine in the morning.",
     [S("nothing has been taken from you so far"), S("SEK 3,450.00"), S("150 kr discount on the impression fee"),
      S("on 21/05 at quarter past nine in the morning")],
     ["SEK 3,450.00"],
     "captures is empty; IMPR-FEE total_discount_amount 15000 = 150 kr; booking at 09:15 on 21 May.")

b.bad("Hello Mrs Nyström, the 3 450,00 kr was charged to your Klarna account when you placed the order, and you have 14 days to pay it. The moulds usually take about 10 working days after the impression.",
      [C("was charged to your Klarna account when you placed the order", *STA), C("you have 14 days to pay it", *POL),
       S("about 10 working days")],
      ["wrong_state", "wrong_period"], ["charged to your Klarna account when you placed", "14 days to pay"],
      "status is AUTHORIZED and captures is empty (nothing charged); policy and payment_plan give 30 days to pay.")

b.bad("Dear Mrs Nyström, nothing has been charged yet; the amount is only reserved until 2 June. Each custom mould is 1 575 kr, and with the 300 kr impression fee the total is 3 450 kr, of which 862,50 kr is VAT. We charge your Klarna account only when you collect the moulds.",
      [S("nothing has been charged yet"), S("only reserved until 2 June"), S("Each custom mould is 1 575 kr"),
       S("300 kr impression fee"), S("the total is 3 450 kr"), C("862,50 kr is VAT", *AMT), S("only when you collect the moulds")],
      ["wrong_arithmetic"], ["862,50 kr"],
      "order_tax_amount is 69000 = 690,00 kr (25% included in the price); 862,50 is 25% added on top.")

b.repair("Hello Mrs Nyström, your impression appointment is on Thursday 21 May at 09:15 with Jonas Ekberg, and it takes about an hour. Nothing has been charged to your account yet.",
         [S("on Thursday 21 May"), S("at 09:15"), S("with Jonas Ekberg"), C("it takes about an hour", *VAL),
          S("Nothing has been charged to your account yet")],
         ["wrong_period"], ["about an hour"], ["30 minutes|half an hour|thirty minutes", "21 May", "09:15|9:15"],
         "KB-2377 duration is PT30M.")

# ---------------------------------------------------------------- B04 hearing aid: trial return, instalments cancelled
b = Bundle("trial-return", HA, [
    {"id": "get_order#HX-44012", "kind": "record", "source": "tool:bnpl.get_order",
     "fields": {"order_id": "HX-44012", "status": "REFUNDED", "purchase_currency": "SEK",
                "order_amount": 1980000, "order_tax_amount": 0,
                "order_lines": [{"reference": "VEL5-PAIR", "name": "Hörapparat Velora 5 (par)", "quantity": 1,
                                 "unit_price": 1980000, "total_discount_amount": 0, "tax_rate": 0, "total_amount": 1980000}],
                "captures": [{"capture_id": "cap_B55", "captured_amount": 1980000, "captured_at": "2026-03-03T10:40:00+01:00"}],
                "refunds": [{"refund_id": "rf_T12", "refunded_amount": 1830000, "refunded_at": "2026-04-09T10:12:00+02:00",
                             "description": "Provperiod retur, avdrag anpassningsavgift 1 500 kr", "status": "COMPLETED"}],
                "payment_plan": {"plan_type": "FINANCING_6M", "installments": [
                    {"number": 1, "due_date": "2026-03-03", "amount": 330000, "status": "PAID"},
                    {"number": 2, "due_date": "2026-04-03", "amount": 330000, "status": "PAID"},
                    {"number": 3, "due_date": "2026-05-03", "amount": 330000, "status": "CANCELLED"},
                    {"number": 4, "due_date": "2026-06-03", "amount": 330000, "status": "CANCELLED"},
                    {"number": 5, "due_date": "2026-07-03", "amount": 330000, "status": "CANCELLED"},
                    {"number": 6, "due_date": "2026-08-03", "amount": 330000, "status": "CANCELLED"}]},
                "customer_settlement": {"returned_to_customer": 510000, "cancelled_future_installments": 1320000}}},
    {"id": "get_order#HX-44300", "kind": "record", "source": "tool:bnpl.get_order",
     "fields": {"order_id": "HX-44300", "status": "CAPTURED", "purchase_currency": "SEK", "order_amount": 24900,
                "order_lines": [{"reference": "CLEAN-KIT", "name": "Rengöringskit", "quantity": 1, "unit_price": 24900,
                                 "total_discount_amount": 0, "tax_rate": 2500, "total_amount": 24900}],
                "payment_plan": {"plan_type": "PAY_LATER", "installments": [
                    {"number": 1, "due_date": "2026-04-05", "amount": 24900, "status": "OVERDUE"}]}}},
    {"id": "clinic.bookings#KB-2260", "kind": "record", "source": "tool:clinic.get_booking",
     "fields": {"booking_ref": "KB-2260", "customer_name": "Birgitta Åkesson", "type": "TRIAL_RETURN",
                "starts_at": ep("2026-04-08 11:00"), "status": "COMPLETED", "order_id": "HX-44012"}},
    {"id": "policy#trial-returns", "kind": "policy", "revision": "2026-02",
     "text": "All hearing aids bought from us come with a 45-day trial period, counted from the day of your first fitting. If you return the aids within the trial, we refund the purchase price less a fitting fee of 1 500 kr. Instalments already paid are refunded to the original payment method and any remaining instalments are cancelled. Klarna usually shows the refund within 5-7 banking days."},
], "I returned the hearing aids during the trial. Do I still have to pay the remaining instalments, and how much do I get back?",
    now="2026-04-14T13:05:00+02:00")

b.ok("Hello Mrs Åkesson, thank you for returning the hearing aids within the trial. You do not need to pay any more instalments: the remaining four have been cancelled. You had paid two instalments of 3 300 kr, 6 600 kr in all, and after the 1 500 kr fitting fee, 5 100 kr comes back to you.",
     [S("You do not need to pay any more instalments"), S("the remaining four have been cancelled"),
      S("two instalments of 3 300 kr"), S("6 600 kr in all"), S("1 500 kr fitting fee"), S("5 100 kr comes back to you")],
     ["5 100 kr"],
     "instalments 3-6 CANCELLED, 1-2 PAID at 330000 each; customer_settlement.returned_to_customer 510000; policy fee 1 500 kr.")

b.ok("Dear Birgitta, in short: the four outstanding instalments (13 200 kr together) are cancelled, and a refund of 5 100,00 kr has been made to you through Klarna on 9 April. It usually shows within 5-7 banking days.",
     [S("four outstanding instalments (13 200 kr together) are cancelled"), S("refund of 5 100,00 kr"),
      S("through Klarna on 9 April"), S("within 5-7 banking days")],
     ["5 100,00 kr"],
     "cancelled_future_installments 1320000; returned_to_customer 510000; rf_T12 refunded_at 9 April; policy 5-7 banking days.")

b.bad("Hello Mrs Åkesson, the hearing aids were returned on 8 April and the four remaining instalments are cancelled. Your hearing-aid plan still shows one overdue instalment of 249 kr, so please pay that one. After the 1 500 kr fitting fee, 5 100 kr is being returned to you.",
      [S("returned on 8 April"), S("the four remaining instalments are cancelled"),
       C("Your hearing-aid plan still shows one overdue instalment of 249 kr", *STA, "AMOUNT_MISMATCH"),
       S("After the 1 500 kr fitting fee, 5 100 kr is being returned")],
      ["other_record_value"], ["overdue instalment of 249 kr"],
      "The OVERDUE 24900 instalment belongs to the cleaning-kit order HX-44300; the hearing-aid plan HX-44012 has no overdue instalment.")

b.bad("Dear Mrs Åkesson, you will not be asked for any further instalments. We have refunded 18 300 kr to your bank card, which usually shows within 5-7 banking days.",
      [S("you will not be asked for any further instalments"), C("refunded 18 300 kr to your bank card", *AMT),
       S("within 5-7 banking days")],
      ["wrong_role"], ["18 300 kr"],
      "refunded_amount 1830000 includes 13 200 kr of cancelled instalments; returned_to_customer is 510000 = 5 100 kr.")

b.repair("Hello Mrs Åkesson, your four remaining instalments have been cancelled and 5 100 kr is coming back to you. The fitting fee we kept is 1 950 kr.",
         [S("four remaining instalments have been cancelled"), S("5 100 kr is coming back to you"), C("fitting fee we kept is 1 950 kr", *AMT)],
         ["wrong_amount"], ["1 950 kr"], ["1 500|1500|1,500", "5 100|5100|5,100"],
         "policy#trial-returns and the refund description give a 1 500 kr fitting fee.")

# ---------------------------------------------------------------- B05 scooter delivery
SC = "mobility-scooter shop"
b = Bundle("scooter-delivery", SC, [
    {"id": "get_order#SC-70215", "kind": "record", "source": "tool:bnpl.get_order",
     "fields": {"order_id": "SC-70215", "status": "AUTHORIZED", "purchase_currency": "SEK",
                "order_amount": 2458000, "order_tax_amount": 491600, "expires_at": "2026-06-10T12:00:00+02:00",
                "order_lines": [
                    {"reference": "NR4-BLUE", "name": "Elmoped Nordic Rider 4, blå", "quantity": 1, "unit_price": 2499000,
                     "total_discount_amount": 200000, "tax_rate": 2500, "total_amount": 2299000},
                    {"reference": "BASKET-F", "name": "Korg fram", "quantity": 1, "unit_price": 89500,
                     "total_discount_amount": 0, "tax_rate": 2500, "total_amount": 89500},
                    {"reference": "COVER-R", "name": "Regnskydd", "quantity": 1, "unit_price": 69500,
                     "total_discount_amount": 0, "tax_rate": 2500, "total_amount": 69500},
                    {"reference": "DELIV-INSTR", "name": "Leverans och körinstruktion", "quantity": 1, "unit_price": 49500,
                     "total_discount_amount": 49500, "tax_rate": 2500, "total_amount": 0}],
                "captures": [], "refunds": [],
                "payment_plan": {"type": "PAY_LATER", "days_after_capture": 30, "installments": []}}},
    {"id": "shop.deliveries#DL-5530", "kind": "record", "source": "tool:shop.get_delivery",
     "fields": {"delivery_id": "DL-5530", "order_id": "SC-70215", "customer_name": "Sven-Erik Dahl",
                "window_start": ep("2026-05-27 08:00"), "window_end": ep("2026-05-27 12:00"),
                "technician": "Ali Haddad", "includes": ["DRIVING_INSTRUCTION"], "instruction_duration": "PT30M",
                "status": "SCHEDULED", "version": 2}},
    {"id": "shop.deliveries#DL-5530-v1", "kind": "record", "source": "tool:shop.get_delivery_history",
     "fields": {"delivery_id": "DL-5530", "version": 1, "window_start": ep("2026-05-22 13:00"),
                "window_end": ep("2026-05-22 17:00"), "status": "SUPERSEDED", "superseded_by_version": 2}},
    {"id": "policy#delivery", "kind": "policy", "revision": "2026-01",
     "text": "Please make sure the scooter can be stored indoors and charged from an ordinary wall socket. Delivery to your door and a first driving lesson are free on scooters over 15 000 kr. We ring you about 30 minutes before we arrive. You pay nothing until the scooter has been delivered; Klarna then sends an invoice with 30 days to pay."},
    {"id": "kb#nordic-rider-4", "kind": "passage",
     "text": "Nordic Rider 4\nTop speed 15 km/h.\nRange up to 40 km on a full charge.\nBattery charge time 6-8 hours.\nMaximum user weight 136 kg."},
], "When are you bringing my scooter, and what will I pay?", now="2026-05-20T14:00:00+02:00")

b.ok("Hello Mr Dahl, your Nordic Rider 4 will be delivered on Wednesday 27 May, between 08:00 and 12:00, and Ali Haddad will ring you about 30 minutes before he arrives. Delivery and a first driving lesson are free, as the scooter costs over 15 000 kr. The total is 24 580,00 kr, and nothing is charged until the scooter is delivered; then Klarna sends an invoice with 30 days to pay.",
     [S("delivered on Wednesday 27 May"), S("between 08:00 and 12:00"), S("ring you about 30 minutes before he arrives"),
      S("Delivery and a first driving lesson are free"), S("The total is 24 580,00 kr"),
      S("nothing is charged until the scooter is delivered"), S("invoice with 30 days to pay")],
     ["27 May", "24 580,00 kr"],
     "DL-5530 version 2 window 27 May 08:00-12:00 CEST; order_amount 2458000; policy covers free delivery, the call ahead and 30 days.")

b.ok("Dear Sven-Erik, a short summary: delivery is booked for 27/05, in the morning window from 8 to 12 o'clock. Your order comes to SEK 24,580, which already includes the 2,000 kr discount on the scooter and free delivery.",
     [S("delivery is booked for 27/05"), S("morning window from 8 to 12 o'clock"), S("SEK 24,580"),
      S("2,000 kr discount on the scooter"), S("free delivery")],
     ["27/05", "SEK 24,580"],
     "NR4 total_discount_amount 200000 = 2 000 kr; DELIV-INSTR fully discounted to 0.")

b.ok("Hello Mr Dahl, the scooter arrives on 27 May between 8 am and noon. On a full charge it can go up to 40 km, and a full charge takes 6-8 hours.",
     [S("arrives on 27 May"), S("between 8 am and noon"), S("up to 40 km"), S("full charge takes 6-8 hours")],
     ["27 May", "40 km"],
     "Delivery window from DL-5530 v2; range and charge time from kb#nordic-rider-4.")

b.bad("Hello Mr Dahl, your Nordic Rider 4 is booked for delivery on Friday 22 May, between 13:00 and 17:00. The order total is 24 580,00 kr, and you pay nothing until it has been delivered.",
      [C("Friday 22 May, between 13:00 and 17:00", *DAT), S("order total is 24 580,00 kr"), S("you pay nothing until it has been delivered")],
      ["stale_value"], ["22 May", "13:00 and 17:00"],
      "22 May 13:00-17:00 is version 1 of DL-5530, SUPERSEDED; the current window is 27 May 08:00-12:00.")

b.bad("Dear Mr Dahl, delivery is on 27 May between 08:00 and 12:00. The scooter, basket and rain cover together with delivery come to 25 075,00 kr. It has a top speed of 20 km/h and a range of up to 40 km.",
      [S("delivery is on 27 May"), S("between 08:00 and 12:00"), C("come to 25 075,00 kr", *AMT),
       C("top speed of 20 km/h", "NLI_CONTRADICTION"), S("range of up to 40 km")],
      ["wrong_arithmetic", "wrong_value"], ["25 075,00 kr", "20 km/h"],
      "Delivery is discounted to 0, so the total is 24 580,00 kr (order_amount), not 24 580 + 495; the KB gives a 15 km/h top speed.")

b.repair("Hello Mr Dahl, the scooter is coming on 27 May between 08:00 and 12:00. The total is 24 580,00 kr, and Klarna's invoice will give you 14 days to pay after delivery.",
         [S("coming on 27 May"), S("between 08:00 and 12:00"), S("total is 24 580,00 kr"), C("14 days to pay", *POL)],
         ["wrong_period"], ["14 days to pay"], ["30 days|thirty days", "24 580|24,580|24580"],
         "policy#delivery and payment_plan.days_after_capture give 30 days to pay.")

# ---------------------------------------------------------------- B06 scooter service: overdue instalment, fee waiver refused
b = Bundle("service-overdue", SC, [
    {"id": "get_order#SC-71840", "kind": "record", "source": "tool:bnpl.get_order",
     "fields": {"order_id": "SC-71840", "status": "CAPTURED", "purchase_currency": "SEK",
                "order_amount": 558000, "order_tax_amount": 111600,
                "order_lines": [
                    {"reference": "SRV-YEAR", "name": "Årsservice elmoped", "quantity": 1, "unit_price": 149500, "total_discount_amount": 0, "tax_rate": 2500, "total_amount": 149500},
                    {"reference": "BAT-2X12-50", "name": "Batteri 2x12V 50Ah", "quantity": 1, "unit_price": 319000, "total_discount_amount": 0, "tax_rate": 2500, "total_amount": 319000},
                    {"reference": "LAB-30MIN", "name": "Arbetstid, 30 min", "quantity": 2, "unit_price": 44750, "total_discount_amount": 0, "tax_rate": 2500, "total_amount": 89500}],
                "captures": [{"capture_id": "cap_S18", "captured_amount": 558000, "captured_at": "2026-09-15T14:02:00+02:00"}],
                "payment_plan": {"plan_type": "SLICE_IT_3", "installments": [
                    {"number": 1, "due_date": "2026-09-15", "amount": 186000, "status": "PAID"},
                    {"number": 2, "due_date": "2026-10-15", "amount": 186000, "status": "OVERDUE"},
                    {"number": 3, "due_date": "2026-11-15", "amount": 186000, "status": "DUE"}]},
                "late_fees": [{"installment_number": 2, "amount": 6000, "added_at": "2026-10-22"}]}},
    {"id": "get_order#SC-69001", "kind": "record", "source": "tool:bnpl.get_order",
     "fields": {"order_id": "SC-69001", "status": "CAPTURED", "purchase_currency": "SEK", "order_amount": 2190000,
                "payment_plan": {"plan_type": "PAY_NOW", "installments": [{"number": 1, "due_date": "2025-06-03", "amount": 2190000, "status": "PAID"}]}}},
    {"id": "bnpl.waive_late_fee#call-1", "kind": "refused_call", "tool": "bnpl.waive_late_fee", "decision": "DENY",
     "args": {"order_id": "SC-71840", "installment_number": 2}},
    {"id": "policy#late-payment", "kind": "policy", "revision": "v2",
     "text": "If an instalment is not paid by its due date, Klarna sends a reminder and may add a late fee of 60 kr. Overdue instalments can still be paid in the Klarna app at any time. We cannot waive Klarna's late fees ourselves; please contact Klarna customer service about that. Your scooter warranty is not affected by a late payment."},
], "I got a reminder from Klarna. What do I owe, and can you remove the fee?", now="2026-10-27T10:30:00+01:00")

b.ok("Hello Mrs Persson, I can see that your second instalment of 1 860 kr, due on 15 October, has not been paid yet and is now overdue, and Klarna has added a late fee of 60 kr. I'm sorry, we are not able to remove Klarna's fee ourselves; I asked, and the request was declined. You can still pay the overdue instalment in the Klarna app at any time, and your warranty is not affected.",
     [S("second instalment of 1 860 kr"), S("due on 15 October"), S("is now overdue"), S("late fee of 60 kr"),
      S("we are not able to remove Klarna's fee ourselves"), S("the request was declined"),
      S("pay the overdue instalment in the Klarna app at any time"), S("your warranty is not affected")],
     ["1 860 kr", "60 kr"],
     "instalment 2 is 186000 OVERDUE, due 2026-10-15; late_fees 6000; waive_late_fee DENIED; policy covers app payment and warranty.")

b.ok("Dear Anna-Lena, what is outstanding right now is 1 920 kr: the overdue instalment of 1 860 kr plus Klarna's 60 kr late fee. Your last instalment, 1 860 kr, is due on 15/11/2026.",
     [S("outstanding right now is 1 920 kr"), S("overdue instalment of 1 860 kr"), S("Klarna's 60 kr late fee"),
      S("Your last instalment, 1 860 kr, is due on 15/11/2026")],
     ["1 920 kr"],
     "186000 + 6000 = 192000 overdue now; instalment 3 of 186000 due 2026-11-15.")

b.bad("Hello Mrs Persson, the instalment of 1 860 kr that was due on 15 October is overdue. I have removed the 60 kr late fee for you. The final instalment is due on 15 November.",
      [S("1 860 kr that was due on 15 October is overdue"), C("I have removed the 60 kr late fee for you", *NOTEX),
       S("final instalment is due on 15 November")],
      ["refused_call_effect"], ["removed the 60 kr late fee"],
      "bnpl.waive_late_fee was DENIED, and policy says the shop cannot waive Klarna's fees.")

b.bad("Dear Mrs Persson, your second instalment of 1 860 kr is still open, but it is not late yet, so there is nothing to worry about. Your scooter warranty is not affected by payments in any case.",
      [S("second instalment of 1 860 kr is still open"), C("it is not late yet", *STA), S("warranty is not affected")],
      ["wrong_state"], ["not late yet"],
      "instalment 2 status is OVERDUE (due 15 October, now 27 October) with a late fee added.")

b.repair("Hello Mrs Persson, your instalment of 1 860 kr from 15 October is overdue, and Klarna has added a late fee of 600 kr. You can still pay it in the Klarna app.",
         [S("instalment of 1 860 kr from 15 October is overdue"), C("late fee of 600 kr", *AMT), S("still pay it in the Klarna app")],
         ["unit_conversion"], ["600 kr"], ["fee of 60 kr|60 kr late fee|60 kronor|60,00 kr|SEK 60|fee of 60,00", "1 860|1860|1,860"],
         "late_fees[0].amount is 6000 öre = 60 kr, as the policy also says.")

# ---------------------------------------------------------------- B07 scooter: quote revised after trade-in inspection
b = Bundle("trade-in-quote", SC, [
    {"id": "shop.quotes#Q-3301-v2", "kind": "record", "source": "tool:shop.get_quote",
     "fields": {"quote_id": "Q-3301", "version": 2, "status": "ACTIVE", "created_at": "2026-05-16T10:20:00+02:00",
                "valid_until": "2026-06-15T23:59:00+02:00", "currency": "SEK",
                "lines": [{"name": "Elmoped Nordic Rider 6", "unit_price": 3199000},
                          {"name": "Inbyte: Rider 2 (2019)", "unit_price": -450000, "basis": "INSPECTED"}],
                "total_amount": 2749000}},
    {"id": "shop.quotes#Q-3301-v1", "kind": "record", "source": "tool:shop.get_quote",
     "fields": {"quote_id": "Q-3301", "version": 1, "status": "SUPERSEDED", "created_at": "2026-05-04T15:05:00+02:00",
                "currency": "SEK", "lines": [{"name": "Elmoped Nordic Rider 6", "unit_price": 3199000},
                                              {"name": "Inbyte: Rider 2 (2019)", "unit_price": -520000, "basis": "ESTIMATE"}],
                "total_amount": 2679000}},
    {"id": "shop.inspections#TI-771", "kind": "record", "source": "tool:shop.get_inspection",
     "fields": {"inspection_id": "TI-771", "quote_id": "Q-3301", "result": "BATTERY_WORN", "inspected_at": "2026-05-15T13:30:00+02:00",
                "technician": "Ali Haddad"}},
    {"id": "bnpl.financing_preview#Q-3301", "kind": "record", "source": "tool:bnpl.preview_plan",
     "fields": {"purchase_currency": "SEK", "order_amount": 2749000,
                "payment_plan": {"plan_type": "FINANCING_10M", "apr_bps": 0, "monthly_fee": 3900,
                                 "installments": [{"number": n, "amount": 274900, "status": "DUE"} for n in range(1, 11)]}}},
    {"id": "policy#trade-in", "kind": "policy", "revision": "2026-03",
     "text": "A trade-in value is confirmed only after our technician has inspected the old scooter; the value in a first quote is an estimate. Quotes are valid for 30 days. Interest-free instalments over 10 months are offered on scooters over 20 000 kr; Klarna charges a notification fee of 39 kr per monthly invoice. We collect your old scooter free of charge when we deliver the new one."},
], "Why is the new quote higher than the first one? What would I pay each month?", now="2026-05-18T11:10:00+02:00")

b.ok("Hello Mr Ek, the first quote had an estimated trade-in value of 5 200 kr for your old scooter. After our technician inspected it and found the battery worn, the confirmed value is 4 500 kr, so the new total is 27 490 kr instead of 26 790 kr. Spread over 10 interest-free months, that is 2 749 kr a month, plus Klarna's 39 kr notification fee on each invoice.",
     [S("estimated trade-in value of 5 200 kr"), S("found the battery worn"), S("confirmed value is 4 500 kr"),
      S("new total is 27 490 kr instead of 26 790 kr"), S("10 interest-free months"), S("2 749 kr a month"), S("39 kr notification fee")],
     ["27 490 kr", "2 749 kr"],
     "v1 (SUPERSEDED) had -520000 ESTIMATE, v2 has -450000 INSPECTED after TI-771 BATTERY_WORN; preview: 10 x 274900, apr 0, monthly_fee 3900.")

b.ok("Dear Mr Ek,\n\nThank you for your patience. Your current quote, Q-3301, comes to 27 490,00 kr and is valid until 15 June. We will collect your old scooter free of charge when we bring the new one.\n\nKind regards,\nRullkompaniet",
     [NA("Thank you for your patience"), S("Q-3301, comes to 27 490,00 kr"), S("valid until 15 June"),
      S("collect your old scooter free of charge")],
     ["27 490,00 kr", "15 June"],
     "Q-3301 v2 total_amount 2749000, valid_until 2026-06-15; policy#trade-in: free collection of the old scooter.")

b.bad("Hello Mr Ek, the quote is for the Nordic Rider 6 at 31 990 kr. With your trade-in of 5 200 kr the total comes to 26 790 kr, and the quote is valid until 15 June.",
      [S("Nordic Rider 6 at 31 990 kr"), C("trade-in of 5 200 kr", *AMT), C("total comes to 26 790 kr", *AMT), S("valid until 15 June")],
      ["stale_value", "stale_value"], ["5 200 kr", "26 790 kr"],
      "5 200 kr and 26 790 kr are from version 1 (SUPERSEDED, an estimate); the active version 2 has 4 500 kr and 27 490 kr.")

b.bad("Dear Mr Ek, the confirmed trade-in value after inspection is 4 500 kr, which brings the total to 27 490 kr. You can pay it over 10 months at 2 749 kr a month, with no interest and no fees of any kind.",
      [S("confirmed trade-in value after inspection is 4 500 kr"), S("total to 27 490 kr"), S("over 10 months at 2 749 kr a month"),
       C("no fees of any kind", *POL)],
      ["unlisted_perk"], ["no fees of any kind"],
      "The plan has monthly_fee 3900 and the policy says Klarna charges 39 kr per monthly invoice.")

b.repair("Hello Mr Ek, the confirmed trade-in value is 4 500 kr and your new total is 27 490 kr. The quote is valid until 15 July.",
         [S("confirmed trade-in value is 4 500 kr"), S("new total is 27 490 kr"), C("valid until 15 July", *DAT)],
         ["wrong_date"], ["15 July"], ["15 June|15/06|2026-06-15|June 15", "27 490|27490|27,490"],
         "Q-3301 v2 valid_until is 2026-06-15 (30 days after creation on 16 May).")

# ---------------------------------------------------------------- B08 scooter: battery warranty claim escalated
b = Bundle("battery-warranty", SC, [
    {"id": "get_order#SC-65512", "kind": "record", "source": "tool:bnpl.get_order",
     "fields": {"order_id": "SC-65512", "status": "CAPTURED", "purchase_currency": "SEK", "order_amount": 2349000,
                "order_lines": [{"reference": "NR3-RED", "name": "Elmoped Nordic Rider 3, röd", "quantity": 1, "unit_price": 2349000,
                                 "total_discount_amount": 0, "tax_rate": 2500, "total_amount": 2349000}],
                "shipping_info": {"delivered_at": "2024-11-22T10:05:00+01:00"},
                "warranty": {"battery_months": 24, "frame_months": 60, "starts": "2024-11-22"}}},
    {"id": "shop.warranty_claims#WC-118", "kind": "record", "source": "tool:shop.get_claim",
     "fields": {"claim_id": "WC-118", "order_id": "SC-65512", "component": "BATTERY", "status": "UNDER_REVIEW",
                "reported_issue": "Räckvidd ca 5 km", "estimated_repair_days": 4, "loan_unit": None,
                "pickup_window": {"from": "2026-02-10T09:00:00+01:00", "to": "2026-02-10T11:00:00+01:00"}}},
    {"id": "shop.approve_replacement#call-2", "kind": "refused_call", "tool": "shop.approve_replacement", "decision": "ESCALATE",
     "args": {"claim_id": "WC-118", "part": "BAT-2X12-50"}},
    {"id": "policy#warranty", "kind": "policy", "revision": "v5",
     "text": "Batteries are covered by the warranty for 24 months from delivery, frames for 5 years. A battery that loses capacity through normal wear after the warranty period is not covered. We lend you a replacement scooter when the repair is expected to take more than 5 working days. Collection from your home for warranty work is free."},
], "My scooter battery only lasts about 5 km now. Is it covered, and can I have a loan scooter?", now="2026-02-04T15:45:00+01:00")

b.ok("Hello Mrs Sjöberg, your scooter was delivered on 22 November 2024 and the battery warranty lasts 24 months, so it is still within the warranty. I could not approve the new battery myself, so I have passed your claim, WC-118, on for review. We will collect the scooter free of charge on Tuesday 10 February between 09:00 and 11:00. The repair is expected to take 4 working days, so a loan scooter is not included this time; we lend one when a repair is expected to take more than 5 working days.",
     [S("delivered on 22 November 2024"), S("battery warranty lasts 24 months"), S("still within the warranty"),
      S("I could not approve the new battery myself"), S("passed your claim, WC-118, on for review"), S("collect the scooter free of charge"),
      S("Tuesday 10 February between 09:00 and 11:00"), S("expected to take 4 working days"), S("a loan scooter is not included this time"),
      S("more than 5 working days")],
     ["WC-118", "10 February"],
     "Delivered 2024-11-22 + 24 months runs to Nov 2026; approve_replacement ESCALATED; claim UNDER_REVIEW, 4 days, loan_unit null; policy 5 days.")

b.ok("Mrs Sjöberg, claim WC-118 is under review; collection is booked for 10/02 from 9 to 11 in the morning.",
     [S("claim WC-118 is under review"), S("collection is booked for 10/02 from 9 to 11 in the morning")],
     ["WC-118"],
     "WC-118 status UNDER_REVIEW; pickup_window 2026-02-10 09:00-11:00 +01:00.")

b.bad("Hello Mrs Sjöberg, good news: the battery is covered for 24 months from delivery. I have approved a new battery under the warranty, and we will lend you a replacement scooter while yours is in the workshop. We collect it on 10 February between 09:00 and 11:00.",
      [S("covered for 24 months from delivery"), C("I have approved a new battery under the warranty", *NOTEX),
       C("we will lend you a replacement scooter", "VALUE_MISMATCH", "RECORD_STATE_MISMATCH", "NLI_CONTRADICTION"),
       S("on 10 February between 09:00 and 11:00")],
      ["refused_call_effect", "condition_unmet"], ["approved a new battery", "lend you a replacement scooter"],
      "approve_replacement was ESCALATED, not done; loan_unit is null and the 4-day repair does not meet the policy's more-than-5-working-days condition.")

b.bad("Dear Mrs Sjöberg, your claim WC-118 is being reviewed. Batteries are covered for 24 months and the frame for 10 years. Collection from your home is free and is booked for 10 February.",
      [S("claim WC-118 is being reviewed"), S("Batteries are covered for 24 months"), C("the frame for 10 years", *POL),
       S("Collection from your home is free"), S("booked for 10 February")],
      ["wrong_period"], ["10 years"],
      "policy#warranty and warranty.frame_months (60) give 5 years for the frame.")

b.repair("Hello Mrs Sjöberg, claim WC-118 is being reviewed, and we will collect your scooter on Wednesday 10 February between 09:00 and 11:00.",
         [S("claim WC-118 is being reviewed"), C("Wednesday 10 February", *DAT), S("between 09:00 and 11:00")],
         ["wrong_date"], ["Wednesday 10 February"], ["Tuesday|Tue 10", "WC-118", "09:00|9:00"],
         "10 February 2026 is a Tuesday (pickup_window from 2026-02-10T09:00+01:00).")

# ---------------------------------------------------------------- B09 stairlift installation and balance
SL = "stairlift installation"
b = Bundle("stairlift-install", SL, [
    {"id": "get_order#ST-90412", "kind": "record", "source": "tool:bnpl.get_order",
     "fields": {"order_id": "ST-90412", "status": "PART_CAPTURED", "purchase_currency": "SEK",
                "order_amount": 5879000, "order_tax_amount": 1211800,
                "order_lines": [
                    {"type": "physical", "reference": "SOLO-R14", "name": "Trapphiss Solo Rak, 14 steg", "quantity": 1, "unit_price": 4890000, "total_discount_amount": 0, "tax_rate": 2500, "total_amount": 4890000},
                    {"type": "service", "reference": "INST-STD", "name": "Installation", "quantity": 1, "unit_price": 600000, "total_discount_amount": 0, "tax_rate": 2500, "total_amount": 600000},
                    {"type": "physical", "reference": "RAIL-FOLD", "name": "Fällbar skena", "quantity": 1, "unit_price": 450000, "total_discount_amount": 0, "tax_rate": 2500, "total_amount": 450000},
                    {"type": "physical", "reference": "RC-EXTRA", "name": "Extra fjärrkontroll", "quantity": 2, "unit_price": 59500, "total_discount_amount": 0, "tax_rate": 2500, "total_amount": 119000},
                    {"type": "discount", "reference": "ROT", "name": "ROT-avdrag (30 % av arbetskostnad)", "quantity": 1, "unit_price": -180000, "total_discount_amount": 0, "tax_rate": 0, "total_amount": -180000}],
                "captures": [{"capture_id": "cap_D90", "captured_amount": 1175800, "captured_at": "2026-04-20T12:00:00+02:00", "description": "Handpenning 20 %"}],
                "payment_plan": {"plan_type": "DEPOSIT_AND_BALANCE", "installments": [
                    {"number": 1, "due_date": "2026-04-20", "amount": 1175800, "status": "PAID"},
                    {"number": 2, "due_date": "2026-06-16", "amount": 4703200, "status": "DUE", "trigger": "AFTER_INSTALLATION_APPROVAL"}]}}},
    {"id": "lift.jobs#JOB-6630", "kind": "record", "source": "tool:lift.get_job",
     "fields": {"job_id": "JOB-6630", "order_id": "ST-90412", "customer_name": "Rune Axelsson", "type": "INSTALLATION",
                "date": "2026-06-02", "arrival_window": {"from": "07:30", "to": "08:00", "tz": "Europe/Stockholm"},
                "estimated_duration": "PT6H", "installers": ["Mats Olofsson", "Omar Saleh"], "status": "CONFIRMED"}},
    {"id": "lift.jobs#JOB-6581", "kind": "record", "source": "tool:lift.get_job",
     "fields": {"job_id": "JOB-6581", "order_id": "ST-90412", "type": "SURVEY", "date": "2026-04-16", "surveyor": "Henrik Lund",
                "steps_measured": 14, "status": "COMPLETED"}},
    {"id": "policy#installation", "kind": "policy", "revision": "2025-09",
     "text": "Installation of a straight stairlift normally takes one working day. The balance after the deposit is invoiced through Klarna when the lift has been installed and approved by you, with 14 days to pay. Please clear the stairs and make sure there is a power socket within 2 metres of the bottom or top of the stairs. Every new lift includes a free service visit after 12 months."},
], "What happens on installation day, and when do I pay the rest?", now="2026-05-28T10:00:00+02:00")

b.ok("Hello Mr Axelsson, the installation is booked for Tuesday 2 June, and our installers will arrive between 07:30 and 08:00. The work takes about six hours. You have already paid the deposit of 11 758 kr; the remaining 47 032 kr is invoiced through Klarna once the lift is installed and you have approved it, and you then have 14 days to pay. Please clear the stairs and make sure there is a power socket within 2 metres of the top or bottom of the stairs.",
     [S("booked for Tuesday 2 June"), S("between 07:30 and 08:00"), S("about six hours"), S("deposit of 11 758 kr"),
      S("remaining 47 032 kr"), S("once the lift is installed and you have approved it"), S("14 days to pay"), S("power socket within 2 metres")],
     ["2 June", "47 032 kr"],
     "JOB-6630 2026-06-02 07:30-08:00, PT6H; instalment 1 PAID 1175800, instalment 2 DUE 4703200 after approval; policy 14 days and socket rule.")

b.ok("Dear Mr Axelsson,\n• Installation day: 2/6, arrival half past seven to eight in the morning\n• Price after the ROT deduction of 1 800 kr: 58 790 kr in total\n• Already paid: the 20 per cent deposit\n• Included: a free service visit after twelve months",
     [S("Installation day: 2/6"), S("half past seven to eight in the morning"), S("ROT deduction of 1 800 kr"),
      S("58 790 kr in total"), S("Already paid: the 20 per cent deposit"), S("free service visit after twelve months")],
     ["58 790 kr"],
     "ROT line -180000; order_amount 5879000; capture 1175800 is 20 %; policy lists the free 12-month service.")

b.bad("Hello Mr Axelsson, the installers will come on 2 June between 07:30 and 08:00. After your deposit of 11 758 kr, the amount left to pay is 48 832 kr, invoiced through Klarna after installation. They will also take away the old handrail on the stairs at no charge.",
      [S("on 2 June between 07:30 and 08:00"), S("deposit of 11 758 kr"), C("amount left to pay is 48 832 kr", *AMT),
       I("take away the old handrail", *NOREC)],
      ["wrong_arithmetic", "unrecorded_extra"], ["48 832 kr", "take away the old handrail"],
      "Balance is 4703200 = 47 032 kr (the draft skipped the ROT deduction); no record or order line covers removing a handrail.")

b.bad("Dear Mr Axelsson, the lift will be fitted on 2 June and the job takes around 6 hours. The remaining 47 032 kr will be invoiced by Klarna the day before installation, so that everything is settled in advance.",
      [S("fitted on 2 June"), S("around 6 hours"), S("remaining 47 032 kr"), C("invoiced by Klarna the day before installation", *POL)],
      ["wrong_policy_condition"], ["the day before installation"],
      "policy#installation: the balance is invoiced after the lift is installed and approved; the instalment trigger is AFTER_INSTALLATION_APPROVAL.")

b.repair("Hello Mr Axelsson, installation is on 2 June, with the installers arriving between 07:30 and 08:00. Your deposit of 11 758 kr is paid, and the remaining 47 032 kr is due 30 days after the lift is approved.",
         [S("installation is on 2 June"), S("between 07:30 and 08:00"), S("deposit of 11 758 kr is paid"), S("remaining 47 032 kr"),
          C("due 30 days after the lift is approved", *POL)],
         ["wrong_period"], ["30 days"], ["14 days|fourteen days", "47 032|47032|47,032"],
         "policy#installation gives 14 days to pay the balance.")

# ---------------------------------------------------------------- B10 stairlift: first service visit
b = Bundle("lift-service", SL, [
    {"id": "get_order#ST-91877", "kind": "record", "source": "tool:bnpl.get_order",
     "fields": {"order_id": "ST-91877", "status": "AUTHORIZED", "purchase_currency": "SEK", "order_amount": 89000,
                "order_tax_amount": 17800, "expires_at": "2026-04-18T23:59:59+02:00",
                "order_lines": [
                    {"reference": "SRV-12M", "name": "Service 12 mån (ingår)", "quantity": 1, "unit_price": 149000, "total_discount_amount": 149000, "tax_rate": 2500, "total_amount": 0},
                    {"reference": "BAT-SET-LIFT", "name": "Ny batterisats", "quantity": 1, "unit_price": 89000, "total_discount_amount": 0, "tax_rate": 2500, "total_amount": 89000}],
                "captures": [], "refunds": []}},
    {"id": "lift.service#SV-2044", "kind": "record", "source": "tool:lift.get_service_visit",
     "fields": {"visit_id": "SV-2044", "customer_name": "Ulla Mårtensson", "lift_installed_on": "2025-04-02",
                "window_start_utc": "2026-03-19T12:00:00Z", "window_end_utc": "2026-03-19T14:00:00Z",
                "technician": "Lina Berg", "status": "BOOKED"}},
    {"id": "lift.service#SV-2031", "kind": "record", "source": "tool:lift.get_service_visit",
     "fields": {"visit_id": "SV-2031", "customer_name": "Ulla Mårtensson", "window_start_utc": "2026-03-12T08:00:00Z",
                "window_end_utc": "2026-03-12T10:00:00Z", "status": "CANCELLED", "cancel_reason": "TECHNICIAN_ILL"}},
    {"id": "policy#service", "kind": "policy", "revision": "v4",
     "text": "Every new lift includes one free service visit in the first 12 months after installation. Later service visits cost 1 490 kr. Parts such as batteries are charged separately. We arrive within a two-hour window and the visit takes about an hour. If you need to move the appointment, please tell us at least 48 hours before."},
], "What will the service visit cost me, and when are you coming?", now="2026-03-16T09:00:00+01:00")

b.ok("Hello Mrs Mårtensson, the service visit on Thursday 19 March is free, because it is your first service within 12 months of installation. The only charge is the new battery set at 890 kr, which is reserved on your Klarna account and not yet charged. Lina Berg will arrive between 13:00 and 15:00, and the visit takes about an hour.",
     [S("Thursday 19 March is free"), S("first service within 12 months of installation"), S("new battery set at 890 kr"),
      S("reserved on your Klarna account and not yet charged"), S("between 13:00 and 15:00"), S("takes about an hour")],
     ["890 kr", "13:00"],
     "SV-2044 12:00-14:00Z = 13:00-15:00 CET on Thu 19 March; installed 2025-04-02 so within 12 months; SRV-12M total 0; BAT-SET 89000 AUTHORIZED.")

b.ok("Dear Ulla, this Thursday between 1 and 3 in the afternoon; the only cost is SEK 890 for batteries.",
     [S("this Thursday between 1 and 3 in the afternoon"), S("only cost is SEK 890 for batteries")],
     ["SEK 890"],
     "now is Monday 16 March; SV-2044 is Thursday 19 March 13:00-15:00 local; order_amount 89000 is the battery line only.")

b.bad("Hello Mrs Mårtensson, Lina Berg will come on 19 March between 12:00 and 14:00. The service itself costs nothing this time, and the battery set is 890 kr.",
      [S("Lina Berg will come on 19 March"), C("between 12:00 and 14:00", *DAT), S("service itself costs nothing this time"),
       S("battery set is 890 kr")],
      ["unit_conversion"], ["12:00 and 14:00"],
      "window_start_utc 12:00Z is 13:00 in Stockholm (CET, +01:00); the window is 13:00-15:00 local.")

b.bad("Dear Mrs Mårtensson, the visit itself is 1 490 kr, and the battery set is charged separately. If you need to change the time, please let us know 24 hours before.",
      [C("the visit itself is 1 490 kr", *AMT), S("battery set is charged separately"), C("24 hours before", *POL)],
      ["wrong_amount", "wrong_period"], ["1 490 kr", "24 hours before"],
      "SRV-12M total_amount is 0 (first service free within 12 months); the policy asks for 48 hours' notice.")

b.bad("Hello Mrs Mårtensson, the service visit is booked for 12 March, in the morning from 09:00, and it is free as your first service within 12 months.",
      [C("booked for 12 March, in the morning from 09:00", *DAT), S("free as your first service within 12 months")],
      ["stale_value"], ["12 March"],
      "SV-2031 on 12 March was CANCELLED; the booked visit is SV-2044 on 19 March.")

b.repair("Dear Mrs Mårtensson, Lina Berg will come on 19 March between 13:00 and 15:00. The service is free, and the only charge is the battery set at 8 900 kr.",
         [S("Lina Berg will come on 19 March"), S("between 13:00 and 15:00"), S("The service is free"), C("battery set at 8 900 kr", *AMT)],
         ["unit_conversion"], ["8 900 kr"], ["890 kr|890,00|SEK 890|890 SEK", "13:00|1 pm|1 PM"],
         "BAT-SET-LIFT total_amount 89000 öre = 890 kr.")

# ---------------------------------------------------------------- B11 stairlift: curved rail, reservation expiring
b = Bundle("curved-lift-reservation", SL, [
    {"id": "get_order#ST-92200", "kind": "record", "source": "tool:bnpl.get_order",
     "fields": {"order_id": "ST-92200", "status": "AUTHORIZED", "purchase_currency": "SEK",
                "order_amount": 12800000, "order_tax_amount": 2560000, "expires_at": "2026-09-30T18:00:00+02:00",
                "order_lines": [
                    {"reference": "KURVA-SPEC", "name": "Trapphiss Kurva, specialtillverkad", "quantity": 1, "unit_price": 11850000, "total_discount_amount": 0, "tax_rate": 2500, "total_amount": 11850000},
                    {"reference": "INST-KURVA", "name": "Installation kurvad hiss", "quantity": 1, "unit_price": 950000, "total_discount_amount": 0, "tax_rate": 2500, "total_amount": 950000}],
                "captures": [], "refunds": []}},
    {"id": "lift.production#RP-4410", "kind": "record", "source": "tool:lift.get_production",
     "fields": {"production_id": "RP-4410", "order_id": "ST-92200", "customer_name": "Gunnel Wikström", "status": "RAIL_IN_PRODUCTION",
                "production_started": "2026-09-07", "estimated_ready": "2026-10-12", "installation": {"status": "AWAITING_RAIL", "date": None}}},
    {"id": "bnpl.extend_authorization#call-3", "kind": "refused_call", "tool": "bnpl.extend_authorization", "decision": "ESCALATE",
     "args": {"order_id": "ST-92200", "new_expires_at": "2026-10-31T18:00:00+01:00"}},
    {"id": "policy#curved-lifts", "kind": "policy", "revision": "2026-05",
     "text": "Curved rails are made to measure and take 4-6 weeks to produce. Because the rail is made for your staircase, a curved lift cannot be cancelled once production has started, except under the warranty. The Klarna reservation is renewed by us if it runs out before installation; you do not need to do anything. We book the installation date with you as soon as the rail arrives in our workshop."},
], "I got a message that my Klarna reservation expires on 30 September. What happens now, and when will the lift be installed?",
    now="2026-09-24T14:20:00+02:00")

b.ok("Hello Mrs Wikström, the reservation of 128 000 kr on your Klarna account runs until 30 September at 18:00. Renewing it is our job, not yours; I could not complete the renewal myself, so I have passed it on for review. Your curved rail is in production and is expected to be ready on 12 October, and we will book the installation date with you as soon as it arrives in our workshop.",
     [S("reservation of 128 000 kr"), S("runs until 30 September at 18:00"), S("Renewing it is our job, not yours"),
      S("I could not complete the renewal myself"), S("passed it on for review"), S("curved rail is in production"),
      S("expected to be ready on 12 October"), S("book the installation date with you as soon as it arrives")],
     ["128 000 kr", "12 October"],
     "order_amount 12800000, expires_at 2026-09-30T18:00+02:00; extend_authorization ESCALATED; RP-4410 RAIL_IN_PRODUCTION, ready 2026-10-12; policy on renewal and booking.")

b.ok("Dear Gunnel, nothing has been charged yet: the full 128 000 kr (118 500 kr for the lift and 9 500 kr for installation) is only reserved. The rail should be ready on 12/10.",
     [S("nothing has been charged yet"), S("the full 128 000 kr"), S("118 500 kr for the lift and 9 500 kr for installation"),
      S("ready on 12/10")],
     ["128 000 kr"],
     "status AUTHORIZED, captures empty; lines 11850000 and 950000; estimated_ready 2026-10-12.")

b.bad("Hello Mrs Wikström, I have extended your Klarna reservation to 31 October, so there is nothing to worry about. The rail is in production and should be ready on 12 October. If you change your mind, you can still cancel free of charge until the installation.",
      [C("I have extended your Klarna reservation to 31 October", *NOTEX), S("rail is in production"), S("ready on 12 October"),
       C("you can still cancel free of charge until the installation", *POL)],
      ["refused_call_effect", "wrong_policy_condition"], ["extended your Klarna reservation", "cancel free of charge"],
      "extend_authorization was ESCALATED, not done; the policy says a curved lift cannot be cancelled once production has started (it started 7 September).")

b.bad("Dear Mrs Wikström, curved rails are made to measure, which takes 2-3 weeks, and yours is expected on 12 October. The 128 000 kr is only reserved, not charged.",
      [C("which takes 2-3 weeks", *POL), S("expected on 12 October"), S("128 000 kr is only reserved, not charged")],
      ["wrong_period"], ["2-3 weeks"],
      "policy#curved-lifts: curved rails take 4-6 weeks to produce.")

b.repair("Hello Mrs Wikström, your reservation of 128 000 kr runs until 30 September at 18:00, and the renewal has been passed on for review. The rail is expected to be ready on 21 October.",
         [S("reservation of 128 000 kr"), S("30 September at 18:00"), S("renewal has been passed on for review"), C("ready on 21 October", *DAT)],
         ["wrong_date"], ["21 October"], ["12 October|12/10|2026-10-12|October 12", "128 000|128000|128,000"],
         "RP-4410 estimated_ready is 2026-10-12.")

# ---------------------------------------------------------------- B12 stairlift: callout outside warranty
b = Bundle("lift-callout", SL, [
    {"id": "get_order#ST-93010", "kind": "record", "source": "tool:bnpl.get_order",
     "fields": {"order_id": "ST-93010", "status": "AUTHORIZED", "purchase_currency": "SEK", "order_amount": 170000,
                "order_tax_amount": 34000, "expires_at": "2026-11-29T23:59:59+01:00",
                "order_lines": [
                    {"reference": "CALLOUT", "name": "Utryckning inkl. 30 min arbete", "quantity": 1, "unit_price": 95000, "total_discount_amount": 0, "tax_rate": 2500, "total_amount": 95000},
                    {"reference": "LAB-HOUR-EST", "name": "Beräknat arbete (1 påbörjad timme)", "quantity": 1, "unit_price": 75000, "total_discount_amount": 0, "tax_rate": 2500, "total_amount": 75000}],
                "captures": []}},
    {"id": "lift.callouts#CO-5512", "kind": "record", "source": "tool:lift.get_callout",
     "fields": {"callout_id": "CO-5512", "customer_name": "Per-Olof Strand", "lift_serial": "SR-19-00871", "installed_on": "2023-10-01",
                "warranty_months": 24, "reported_code": "E4", "window": {"from": "2026-11-03T10:00:00+01:00", "to": "2026-11-03T12:00:00+01:00"},
                "technician": "Kim Lundgren", "status": "SCHEDULED"}},
    {"id": "policy#callouts", "kind": "policy", "revision": "v3",
     "text": "We aim to come within two working days of your call. Lifts are covered by our warranty for 24 months from installation. Outside the warranty, a callout costs 950 kr including the first 30 minutes of work; further work is 750 kr per started hour. Most faults shown as E4 are solved by charging the lift."},
    {"id": "kb#error-codes", "kind": "passage",
     "text": "E4 on the display means the battery voltage is low.\nPark the chair at a charging point at the bottom or top of the stairs and leave it for 24 hours before use."},
], "My stairlift shows E4 and will not move. When can you come, and what will it cost?", now="2026-10-30T16:00:00+01:00")

b.ok("Hello Mr Strand, your lift was installed on 1 October 2023, so its 24-month warranty ended on 1 October 2025, and this visit is charged. The callout fee is 950 kr, which includes the first 30 minutes of work; if more time is needed it is 750 kr per started hour. Our technician will come on Tuesday 3 November between 10:00 and 12:00.",
     [S("installed on 1 October 2023"), S("warranty ended on 1 October 2025"), S("this visit is charged"), S("callout fee is 950 kr"),
      S("includes the first 30 minutes of work"), S("750 kr per started hour"), S("Tuesday 3 November between 10:00 and 12:00")],
     ["950 kr", "3 November"],
     "CO-5512 installed_on 2023-10-01, warranty 24 months; callout line 95000; policy 750 kr per started hour; window 3 Nov 10-12.")

b.ok("Dear Mr Strand, E4 on the display means the battery is low. Please park the chair at the charging point and leave it for 24 hours; that often solves it. If not, we will see you on 3/11 in the morning, and the estimate reserved on Klarna is 1 700 kr.",
     [S("E4 on the display means the battery is low"), S("leave it for 24 hours"), S("that often solves it"),
      S("we will see you on 3/11 in the morning"), S("estimate reserved on Klarna is 1 700 kr")],
     ["1 700 kr"],
     "kb#error-codes explains E4 and the 24 hours; policy says most E4 faults are solved by charging; order_amount 170000 AUTHORIZED.")

b.bad("Hello Mr Strand, our technician will come on 3 November between 10:00 and 12:00, and as your lift is still under warranty, the visit is free of charge.",
      [S("come on 3 November between 10:00 and 12:00"),
       C("as your lift is still under warranty, the visit is free of charge", "VALUE_MISMATCH", "RECORD_STATE_MISMATCH", "NLI_CONTRADICTION", "AMOUNT_MISMATCH")],
      ["condition_unmet"], ["still under warranty", "free of charge"],
      "Installed 2023-10-01 with 24 months warranty, so it ended 2025-10-01; the callout line is 950 kr.")

b.bad("Dear Mr Strand, Kim Lundgren will come on 3 November between 10:00 and 12:00. The callout is 950 kr with the first hour of work included.",
      [S("Kim Lundgren will come on 3 November"), S("The callout is 950 kr"), C("with the first hour of work included", *POL)],
      ["wrong_policy_condition"], ["first hour of work included"],
      "policy#callouts and the order line say the 950 kr includes the first 30 minutes, not an hour.")

b.bad("Hello Mr Strand, we aim to come within two working days of your call, and your visit is booked for Monday 3 November, between 10:00 and 12:00.",
      [S("within two working days of your call"), C("Monday 3 November", *DAT), S("between 10:00 and 12:00")],
      ["wrong_date"], ["Monday 3 November"],
      "3 November 2026 is a Tuesday.")

b.repair("Hello Mr Strand, Kim Lundgren will come on Tuesday 3 November between 10:00 and 12:00. As the lift is outside its warranty, the callout is 750 kr including the first 30 minutes.",
         [S("Tuesday 3 November between 10:00 and 12:00"), S("the lift is outside its warranty"), C("the callout is 750 kr", *AMT)],
         ["wrong_role"], ["callout is 750 kr"], ["950 kr|950,00|SEK 950|950 SEK", "3 November|3/11"],
         "The callout fee is 95000 = 950 kr; 750 kr is the hourly rate for further work.")

# ---------------------------------------------------------------- B13 wheelchair repair estimate
WR = "wheelchair repair"
b = Bundle("wheel-repair-estimate", WR, [
    {"id": "get_order#WR-3308", "kind": "record", "source": "tool:bnpl.get_order",
     "fields": {"order_id": "WR-3308", "status": "AUTHORIZED", "purchase_currency": "SEK", "order_amount": 405500, "order_tax_amount": 81100,
                "order_lines": [
                    {"reference": "DRW-24-PAIR", "name": "Nya drivhjul 24\" (par)", "quantity": 1, "unit_price": 218000, "total_discount_amount": 0, "tax_rate": 2500, "total_amount": 218000},
                    {"reference": "TYRE-PF", "name": "Punkteringsfritt däck", "quantity": 2, "unit_price": 34500, "total_discount_amount": 0, "tax_rate": 2500, "total_amount": 69000},
                    {"reference": "BRAKE-ADJ", "name": "Bromsjustering", "quantity": 1, "unit_price": 45000, "total_discount_amount": 45000, "tax_rate": 2500, "total_amount": 0},
                    {"reference": "LAB-30", "name": "Arbete, 30 min", "quantity": 3, "unit_price": 39500, "total_discount_amount": 0, "tax_rate": 2500, "total_amount": 118500}],
                "captures": [], "payment_plan": {"type": "PAY_LATER", "days_after_capture": 30}}},
    {"id": "workshop.estimates#WR-3308-v1", "kind": "record", "source": "tool:workshop.get_estimate",
     "fields": {"estimate_id": "WR-3308", "version": 1, "status": "SUPERSEDED", "total_amount": 569000, "currency": "SEK",
                "note": "Före kontroll av navet; 6 x 30 min arbete, bromsjustering ej rabatterad"}},
    {"id": "workshop.jobs#WR-3308", "kind": "record", "source": "tool:workshop.get_job",
     "fields": {"job_id": "WR-3308", "customer_name": "Maj-Britt Olsson", "status": "WAITING_FOR_PARTS", "parts_eta": "2026-06-09",
                "ready_at_estimate": "2026-06-11T15:00:00+02:00",
                "loan_chair": {"model": "Basic 45", "handed_out": "2026-06-04"}}},
    {"id": "policy#workshop", "kind": "policy", "revision": "2026-01",
     "text": "We give you a written estimate before any work starts, and we never charge more than the estimate without asking you first. Brake adjustment is free when we replace wheels. A loan wheelchair is free for up to 14 days; after that it costs 50 kr per day. You pay through Klarna when you collect your chair, with 30 days to pay."},
], "How much will the repair be, and when can I have my wheelchair back?", now="2026-06-05T11:00:00+02:00")

b.ok("Hello Mrs Olsson, the estimate for your repair is 4 055 kr: new drive wheels for 2 180 kr, two puncture-proof tyres for 690 kr and an hour and a half of work for 1 185 kr. Adjusting the brakes is free because we are replacing the wheels. We are waiting for the parts, which should arrive on 9 June, and your chair should be ready on Thursday 11 June from 15:00.",
     [S("estimate for your repair is 4 055 kr"), S("new drive wheels for 2 180 kr"), S("two puncture-proof tyres for 690 kr"),
      S("an hour and a half of work for 1 185 kr"), S("Adjusting the brakes is free"), S("waiting for the parts"),
      S("arrive on 9 June"), S("Thursday 11 June from 15:00")],
     ["4 055 kr", "11 June"],
     "Lines 218000, 2x34500, BRAKE-ADJ discounted to 0, 3x39500 = 118500; order_amount 405500; job WAITING_FOR_PARTS, eta 9 June, ready 11 June 15:00.")

b.ok("Dear Maj-Britt, the loan wheelchair you have costs nothing for the first 14 days, and you pay for the repair through Klarna when you collect your own chair, with 30 days to pay. We will never charge more than the estimate without asking you first.",
     [S("costs nothing for the first 14 days"), S("pay for the repair through Klarna when you collect your own chair"),
      S("30 days to pay"), S("never charge more than the estimate without asking you first")],
     ["14 days"],
     "All four points are in policy#workshop; the job record shows the loan chair handed out on 4 June.")

b.bad("Hello Mrs Olsson, the estimate comes to 5 690 kr, and the chair should be ready on 11 June once the parts arrive on 9 June.",
      [C("the estimate comes to 5 690 kr", *AMT), S("ready on 11 June"), S("parts arrive on 9 June")],
      ["stale_value"], ["5 690 kr"],
      "569000 is estimate version 1, SUPERSEDED; the current order_amount is 405500 = 4 055 kr.")

b.bad("Dear Mrs Olsson, your chair should be ready on 11 June. You can keep the loan wheelchair free of charge for 30 days, and we will bring your own chair back to your home when it is done.",
      [S("ready on 11 June"), C("free of charge for 30 days", *POL), I("bring your own chair back to your home", *NOREC)],
      ["wrong_period", "unrecorded_extra"], ["for 30 days", "bring your own chair back to your home"],
      "policy#workshop: the loan chair is free for up to 14 days; no record books a home delivery (the customer collects the chair).")

b.repair("Hello Mrs Olsson, the repair estimate is 4 055 kr, and the chair should be ready on 11 June. The loan wheelchair is free for 14 days, and after that it is 500 kr a day.",
         [S("repair estimate is 4 055 kr"), S("ready on 11 June"), S("free for 14 days"), C("500 kr a day", *POL)],
         ["wrong_amount"], ["500 kr a day"], ["50 kr a day|50 kr per day|50 kronor|SEK 50", "4 055|4055|4,055"],
         "policy#workshop: after 14 days the loan chair costs 50 kr per day.")

# ---------------------------------------------------------------- B14 wheelchair: power chair home visit, earlier slot refused
b = Bundle("home-visit", WR, [
    {"id": "get_order#WR-3390", "kind": "record", "source": "tool:bnpl.get_order",
     "fields": {"order_id": "WR-3390", "status": "AUTHORIZED", "purchase_currency": "SEK", "order_amount": 129000, "order_tax_amount": 25800,
                "order_lines": [
                    {"reference": "HOME-VISIT-30KM", "name": "Hembesök inom 30 km", "quantity": 1, "unit_price": 69500, "total_discount_amount": 0, "tax_rate": 2500, "total_amount": 69500},
                    {"reference": "DIAG-POWER", "name": "Felsökning elrullstol", "quantity": 1, "unit_price": 59500, "total_discount_amount": 0, "tax_rate": 2500, "total_amount": 59500}],
                "payment_plan": {"type": "PAY_LATER", "days_after_capture": 30}}},
    {"id": "get_order#WR-3102", "kind": "record", "source": "tool:bnpl.get_order",
     "fields": {"order_id": "WR-3102", "status": "CAPTURED", "purchase_currency": "SEK", "order_amount": 84500,
                "captures": [{"captured_amount": 84500, "captured_at": "2025-08-19T13:40:00+02:00"}]}},
    {"id": "workshop.visits#HV-7721", "kind": "record", "source": "tool:workshop.get_visit",
     "fields": {"visit_id": "HV-7721", "customer_name": "Arne Blom", "chair": "Permobil-type M3 (kundens)", "starts_at": ep("2026-01-22 09:00"),
                "window": "PT2H", "technician": "Sara Lindgren", "status": "CONFIRMED"}},
    {"id": "workshop.reschedule#call-5", "kind": "refused_call", "tool": "workshop.reschedule_visit", "decision": "DENY",
     "args": {"visit_id": "HV-7721", "new_start": "2026-01-20T09:00:00+01:00"}},
    {"id": "policy#home-visits", "kind": "policy", "revision": "v2",
     "text": "For power wheelchairs we come to your home. The home visit fee is 695 kr within 30 km of the workshop. Fault-finding costs 595 kr and is deducted from the repair price if you go ahead with the repair. If we cannot repair the chair on the spot, we take it to the workshop and lend you a manual wheelchair."},
], "Can you come earlier than Thursday? And what does it cost?", now="2026-01-16T13:00:00+01:00")

b.ok("Hello Mr Blom, I am sorry, I tried to move the visit to Tuesday 20 January, but that was not possible, so it stays on Thursday 22 January between 09:00 and 11:00 with Sara Lindgren. The home visit is 695 kr and fault-finding is 595 kr, 1 290 kr in all, and the fault-finding fee is deducted from the repair price if you go ahead with the repair.",
     [S("tried to move the visit to Tuesday 20 January, but that was not possible"), S("stays on Thursday 22 January between 09:00 and 11:00"),
      S("with Sara Lindgren"), S("home visit is 695 kr"), S("fault-finding is 595 kr"), S("1 290 kr in all"),
      S("deducted from the repair price if you go ahead")],
     ["22 January", "1 290 kr"],
     "reschedule_visit to 20 Jan was DENIED; HV-7721 22 Jan 09:00 CET, PT2H; lines 69500 + 59500 = 129000; policy on deduction.")

b.ok("Dear Arne, visit: Thursday 22/01, 9-11 am. Cost so far: SEK 1,290 (visit 695 + fault-finding 595), to pay through Klarna within 30 days.",
     [S("Thursday 22/01, 9-11 am"), S("SEK 1,290"), S("visit 695 + fault-finding 595"), S("within 30 days")],
     ["SEK 1,290"],
     "HV-7721 starts 09:00 with a PT2H window; order_amount 129000; PAY_LATER 30 days.")

b.bad("Hello Mr Blom, good news: I have moved your visit forward to Tuesday 20 January, same time, 09:00 to 11:00. The home visit is 695 kr.",
      [C("I have moved your visit forward to Tuesday 20 January", *NOTEX), S("The home visit is 695 kr")],
      ["refused_call_effect"], ["moved your visit forward"],
      "workshop.reschedule_visit to 20 January was DENIED; HV-7721 is still 22 January.")

b.bad("Dear Mr Blom, Sara Lindgren will visit on Thursday 22 January between 09:00 and 11:00. The visit and the fault-finding together come to 1 190 kr. If the chair cannot be repaired at your home, we take it to the workshop and lend you a powered loan chair meanwhile.",
      [S("Sara Lindgren will visit on Thursday 22 January"), S("between 09:00 and 11:00"), C("together come to 1 190 kr", *AMT),
       C("lend you a powered loan chair", *POL)],
      ["wrong_arithmetic", "wrong_value"], ["1 190 kr", "powered loan chair"],
      "695 + 595 = 1 290 kr (order_amount 129000); policy#home-visits lends a manual wheelchair.")

b.repair("Hello Mr Blom, the visit stays on Thursday 22 January between 09:00 and 11:00; moving it earlier was not possible. The home visit costs 695 kr within 50 km of the workshop.",
         [S("stays on Thursday 22 January between 09:00 and 11:00"), S("moving it earlier was not possible"), S("home visit costs 695 kr"),
          C("within 50 km of the workshop", *POL)],
         ["wrong_policy_condition"], ["50 km"], ["30 km|thirty kilometres", "22 January|22/01"],
         "policy#home-visits and the order line: 695 kr within 30 km.")

# ---------------------------------------------------------------- B15 wheelchair: duplicate capture refund pending
b = Bundle("double-charge", WR, [
    {"id": "get_order#WR-3455", "kind": "record", "source": "tool:bnpl.get_order",
     "fields": {"order_id": "WR-3455", "status": "CAPTURED", "purchase_currency": "SEK", "order_amount": 128500, "order_tax_amount": 25700,
                "order_lines": [
                    {"reference": "TYRE-CHG", "name": "Däckbyte drivhjul", "quantity": 1, "unit_price": 89000, "total_discount_amount": 0, "tax_rate": 2500, "total_amount": 89000},
                    {"reference": "TUBE-24", "name": "Innerslang 24\"", "quantity": 2, "unit_price": 19750, "total_discount_amount": 0, "tax_rate": 2500, "total_amount": 39500}],
                "captures": [{"capture_id": "cap_H1", "captured_amount": 128500, "captured_at": "2026-03-04T15:31:02+01:00"},
                             {"capture_id": "cap_H2", "captured_amount": 128500, "captured_at": "2026-03-04T15:31:09+01:00"}],
                "refunds": [{"refund_id": "rf_DUP7", "refunded_amount": 128500, "refunded_at": "2026-03-05T09:12:00+01:00",
                             "reason": "DUPLICATE_CAPTURE", "status": "PENDING"}]}},
    {"id": "get_order#WR-3401", "kind": "record", "source": "tool:bnpl.get_order",
     "fields": {"order_id": "WR-3401", "status": "REFUNDED", "purchase_currency": "SEK", "order_amount": 39500,
                "refunds": [{"refund_id": "rf_C20", "refunded_amount": 39500, "refunded_at": "2026-02-10T11:00:00+01:00", "status": "COMPLETED"}]}},
    {"id": "policy#double-charges", "kind": "policy", "revision": "v1",
     "text": "If you have been charged twice, we refund the extra payment as soon as we notice. Klarna usually shows a refund within 3-5 banking days, and it goes back to the same card or account you paid with. Your invoice in the Klarna app is adjusted automatically."},
], "I've been charged twice for the tyre repair. Please fix this!", now="2026-03-06T10:00:00+01:00")

b.ok("Hello Mrs Hedlund, I am very sorry about this. You were indeed charged twice, 1 285 kr each time, for the tyre repair. We have started a refund of 1 285 kr for the extra payment on 5 March; it is still being processed, and Klarna usually shows it within 3-5 banking days, back to the card or account you paid with.",
     [NA("I am very sorry about this"), S("charged twice, 1 285 kr each time"), S("started a refund of 1 285 kr"), S("on 5 March"),
      S("still being processed"), S("within 3-5 banking days"), S("back to the card or account you paid with")],
     ["1 285 kr"],
     "Two captures of 128500; rf_DUP7 128500 on 5 March, status PENDING; policy 3-5 banking days to the same card or account.")

b.ok("Dear Sonja, the duplicate charge of SEK 1,285.00 is being refunded; the refund was requested on 05/03 and is pending with Klarna. Your invoice in the Klarna app will be adjusted automatically.",
     [S("duplicate charge of SEK 1,285.00 is being refunded"), S("requested on 05/03"), S("pending with Klarna"), S("adjusted automatically")],
     ["SEK 1,285.00"],
     "rf_DUP7 reason DUPLICATE_CAPTURE, PENDING, 2026-03-05; policy: invoice adjusted automatically.")

b.bad("Hello Mrs Hedlund, you were charged 1 285 kr twice. The extra 1 285 kr was refunded and completed on 5 March.",
      [S("charged 1 285 kr twice"), C("refunded and completed on 5 March", *STA)],
      ["wrong_state"], ["refunded and completed"],
      "rf_DUP7 status is PENDING; the COMPLETED refund belongs to the other order WR-3401.")

b.bad("Dear Mrs Hedlund, I can see two charges of 1 285 kr for the same repair. We are refunding 2 570 kr to you, which Klarna usually shows within 3-5 banking days.",
      [S("two charges of 1 285 kr"), C("refunding 2 570 kr", *AMT), S("within 3-5 banking days")],
      ["wrong_arithmetic"], ["2 570 kr"],
      "Only the extra capture is refunded: rf_DUP7 refunded_amount 128500 = 1 285 kr.")

b.repair("Hello Mrs Hedlund, the extra charge of 1 285 kr is being refunded, and Klarna usually shows it within 7-10 banking days.",
         [S("extra charge of 1 285 kr is being refunded"), C("within 7-10 banking days", *POL)],
         ["wrong_period"], ["7-10 banking days"], ["3-5|3 to 5|three to five", "1 285|1285|1,285"],
         "policy#double-charges: within 3-5 banking days.")

# ---------------------------------------------------------------- B16 wheelchair: cushion, covers, backrest fitting
b = Bundle("cushion-backrest", WR, [
    {"id": "get_order#WR-3520", "kind": "record", "source": "tool:bnpl.get_order",
     "fields": {"order_id": "WR-3520", "status": "PART_CAPTURED", "purchase_currency": "SEK", "order_amount": 408300, "order_tax_amount": 81660,
                "order_lines": [
                    {"reference": "CUSH-PR-4244", "name": "Tryckavlastande dyna 42x44", "quantity": 1, "unit_price": 259000, "total_discount_amount": 0, "tax_rate": 2500, "total_amount": 259000},
                    {"reference": "COVER-4244", "name": "Överdrag extra", "quantity": 2, "unit_price": 34900, "total_discount_amount": 0, "tax_rate": 2500, "total_amount": 69800},
                    {"reference": "FIT-BACK", "name": "Montering av ryggstöd", "quantity": 1, "unit_price": 79500, "total_discount_amount": 0, "tax_rate": 2500, "total_amount": 79500}],
                "captures": [{"capture_id": "cap_F1", "captured_amount": 328800, "captured_at": "2026-05-02T10:00:00+02:00"}],
                "shipping_info": {"tracking_number": "PN 8830 2214 SE", "status": "DELIVERED", "delivered_at": "2026-05-06T12:48:00+02:00"},
                "payment_plan": {"plan_type": "SLICE_IT_3", "installments": [
                    {"number": 1, "due_date": "2026-05-02", "amount": 136100, "status": "PAID"},
                    {"number": 2, "due_date": "2026-06-01", "amount": 136100, "status": "DUE"},
                    {"number": 3, "due_date": "2026-07-01", "amount": 136100, "status": "DUE"}]}}},
    {"id": "workshop.appointments#AP-9051", "kind": "record", "source": "tool:workshop.get_appointment",
     "fields": {"appointment_id": "AP-9051", "customer_name": "Bengt Forsberg", "type": "BACKREST_FITTING", "starts_at": ep("2026-05-29 10:30"),
                "duration": "PT1H", "location": "Rullstolsverkstan Väst, Mölndal", "status": "CONFIRMED"}},
    {"id": "policy#seating", "kind": "policy", "revision": "v2",
     "text": "Cushion covers can be exchanged for another size within 30 days if they are unused. Fitting work is charged on the day it is done. A pressure-relief cushion should be checked by us every 12 months."},
], "I've received the cushion. How many covers did I order, when is the backrest fitting, and what have I paid?",
    now="2026-05-25T09:00:00+02:00")

b.ok("Hello Mr Forsberg, your order has the cushion and two extra covers, and the parcel was delivered on 6 May. The backrest fitting is on Friday 29 May at 10:30 in our Mölndal workshop and takes about an hour. You have paid the first instalment of 1 361 kr; the next one, also 1 361 kr, is due on 1 June.",
     [S("the cushion and two extra covers"), S("delivered on 6 May"), S("Friday 29 May at 10:30"), S("Mölndal workshop"),
      S("takes about an hour"), S("paid the first instalment of 1 361 kr"), S("also 1 361 kr, is due on 1 June")],
     ["two extra covers", "1 361 kr"],
     "COVER-4244 quantity 2; delivered 2026-05-06; AP-9051 29 May 10:30 PT1H Mölndal; instalments of 136100, 1 PAID, 2 due 2026-06-01.")

b.ok("Dear Bengt,\n- Covers: 2 (349 kr each)\n- Backrest fitting: 29/05, 10.30, one hour\n- Order total: 4 083 kr, in three payments of 1 361 kr\nThe fitting work, 795 kr, is charged on the day it is done.",
     [S("Covers: 2 (349 kr each)"), S("Backrest fitting: 29/05, 10.30, one hour"), S("Order total: 4 083 kr"),
      S("three payments of 1 361 kr"), S("The fitting work, 795 kr, is charged on the day it is done")],
     ["4 083 kr"],
     "COVER unit_price 34900 x2; order_amount 408300 in 3 x 136100; FIT-BACK 79500 not yet captured; policy: fitting charged on the day.")

b.ok("Mr Forsberg, your backrest fitting is this Friday at half past ten, and your next instalment of 1 361 kr is due on Monday 1 June.",
     [S("backrest fitting is this Friday at half past ten"), S("next instalment of 1 361 kr is due on Monday 1 June")],
     ["1 361 kr"],
     "now is Monday 25 May; AP-9051 is Friday 29 May 10:30; 1 June 2026 is a Monday.")

b.bad("Hello Mr Forsberg, your order has the cushion and three extra covers, delivered on 6 May. The backrest fitting is on 29 May at 10:30.",
      [C("the cushion and three extra covers", "VALUE_MISMATCH"), S("delivered on 6 May"), S("on 29 May at 10:30")],
      ["wrong_quantity"], ["three extra covers"],
      "COVER-4244 quantity is 2.")

b.bad("Dear Mr Forsberg, the backrest fitting is on Friday 29 May at 10:30. A pressure-relief cushion like yours should be checked by us every 6 months, and covers can be exchanged for another size within 30 days if unused.",
      [S("Friday 29 May at 10:30"), C("every 6 months", *POL), S("exchanged for another size within 30 days if unused")],
      ["wrong_period"], ["every 6 months"],
      "policy#seating: cushions should be checked every 12 months.")

b.repair("Hello Mr Forsberg, the backrest fitting is on 29 May at 10:30 and takes about an hour. Your next instalment of 1 316 kr is due on 1 June.",
         [S("on 29 May at 10:30"), S("about an hour"), C("next instalment of 1 316 kr", *AMT), S("due on 1 June")],
         ["wrong_amount"], ["1 316 kr"], ["1 361|1361|1,361", "29 May|29/05"],
         "instalment 2 amount is 136100 = 1 361 kr.")

# ---------------------------------------------------------------- B17 home medical equipment: ending a hospital-bed rental
HM = "home medical-equipment rental"
b = Bundle("bed-rental-end", HM, [
    {"id": "rental.contracts#RC-1180", "kind": "record", "source": "tool:rental.get_contract",
     "fields": {"contract_id": "RC-1180", "customer_name": "Karl-Gustav Lund", "user": "Gun Lund", "status": "ACTIVE",
                "start_date": "2026-02-15", "minimum_period": "P3M", "notice_period": "P14D",
                "lines": [{"item": "Vårdsäng elektrisk Nova 90", "monthly_fee": 89500},
                          {"item": "Tryckavlastande madrass", "monthly_fee": 19500}],
                "deposit": {"amount": 150000, "status": "HELD"},
                "termination": {"notice_received": "2026-05-08", "end_date": "2026-05-22"}}},
    {"id": "get_order#HM-5402", "kind": "record", "source": "tool:bnpl.get_order",
     "fields": {"order_id": "HM-5402", "purchase_currency": "SEK", "merchant_reference1": "RC-1180",
                "payment_plan": {"plan_type": "RECURRING_MONTHLY", "installments": [
                    {"due_date": "2026-02-15", "amount": 259000, "status": "PAID", "description": "Deposition 1 500 kr + februari"},
                    {"due_date": "2026-03-15", "amount": 109000, "status": "PAID"},
                    {"due_date": "2026-04-15", "amount": 109000, "status": "PAID"},
                    {"due_date": "2026-05-15", "amount": 109000, "status": "DUE"}]}}},
    {"id": "rental.pickups#PU-440", "kind": "record", "source": "tool:rental.get_pickup",
     "fields": {"pickup_id": "PU-440", "contract_id": "RC-1180", "window_start": ep("2026-05-20 08:00"), "window_end": ep("2026-05-20 12:00"),
                "items": ["Vårdsäng elektrisk Nova 90", "Tryckavlastande madrass"], "status": "BOOKED", "fee": 0}},
    {"id": "policy#rental-terms", "kind": "policy", "revision": "2025-12",
     "text": "The minimum rental period is 3 months; after that you can end the rental at any time with 14 days' notice. Rent is charged monthly in advance and is not refunded for part-months. The deposit of 1 500 kr is refunded within 10 days after we have collected the equipment and checked it. Collection is free."},
], "My wife no longer needs the bed. Can we end the rental, and do we get the deposit back?", now="2026-05-08T15:00:00+02:00")

b.ok("Hello Mr Lund, yes, you can end the rental. The 3-month minimum period ends on 15 May, and with 14 days' notice from today the rental can end on 22 May. We have booked the collection of the bed and mattress for Wednesday 20 May between 08:00 and 12:00, and collection is free. The deposit of 1 500 kr is refunded within 10 days after we have collected and checked the equipment.",
     [S("3-month minimum period ends on 15 May"), S("14 days' notice"), S("rental can end on 22 May"),
      S("Wednesday 20 May between 08:00 and 12:00"), S("collection is free"), S("deposit of 1 500 kr"),
      S("within 10 days after we have collected and checked")],
     ["22 May", "1 500 kr"],
     "start 2026-02-15 + P3M = 15 May; termination end_date 2026-05-22; PU-440 20 May 08-12, fee 0; deposit 150000; policy 10 days.")

b.ok("Dear Mr Lund, one more monthly payment of 1 090 kr (895 kr for the bed and 195 kr for the mattress) is due on 15 May; rent is charged in advance and is not refunded for part of a month. Your 1 500 kr deposit comes back after collection.",
     [S("monthly payment of 1 090 kr"), S("895 kr for the bed and 195 kr for the mattress"), S("due on 15 May"),
      S("not refunded for part of a month"), S("1 500 kr deposit comes back after collection")],
     ["1 090 kr"],
     "instalment 2026-05-15 109000 DUE = 89500 + 19500; policy: no refund for part-months; deposit HELD.")

b.ok("Mr Lund, the collection has been booked for 20/05, in the morning, at no cost, and the deposit will be refunded within ten days once the bed has been checked.",
     [S("collection has been booked for 20/05"), S("at no cost"), S("refunded within ten days")],
     ["20/05"],
     "PU-440 BOOKED 20 May 08:00-12:00 with fee 0; policy 10 days.")

b.bad("Hello Mr Lund, since the 3-month minimum period has already passed, you only need to give us 14 days' notice. The bed is collected on 20 May, and the May payment of 1 090 kr will be refunded for the days you do not use.",
      [C("the 3-month minimum period has already passed", "DATE_MISMATCH", "VALUE_MISMATCH", "NLI_CONTRADICTION"), S("14 days' notice"),
       S("collected on 20 May"), C("will be refunded for the days you do not use", *POL)],
      ["condition_unmet", "wrong_policy_condition"], ["has already passed", "refunded for the days you do not use"],
      "Rental started 15 Feb, so the minimum ends 15 May, after today (8 May); the policy says rent is not refunded for part-months.")

b.bad("Dear Mr Lund, the collection is booked for 20 May between 08:00 and 12:00. Your deposit of 2 590 kr will be refunded within 10 days of the check.",
      [S("collection is booked for 20 May between 08:00 and 12:00"), C("deposit of 2 590 kr", *AMT), S("within 10 days of the check")],
      ["wrong_role"], ["2 590 kr"],
      "259000 is the first payment (deposit plus February rent); deposit.amount is 150000 = 1 500 kr.")

b.repair("Hello Mr Lund, the bed and mattress will be collected on Wednesday 20 May between 08:00 and 12:00, free of charge. The deposit of 1 500 kr comes back within 30 days after the check.",
         [S("Wednesday 20 May between 08:00 and 12:00"), S("free of charge"), S("deposit of 1 500 kr"), C("within 30 days after the check", *POL)],
         ["wrong_period"], ["30 days"], ["10 days|ten days", "1 500|1500|1,500"],
         "policy#rental-terms: the deposit is refunded within 10 days.")

# ---------------------------------------------------------------- B18 home medical equipment: oxygen concentrator, extension escalated
b = Bundle("oxygen-rental", HM, [
    {"id": "get_order#HM-5588", "kind": "record", "source": "tool:bnpl.get_order",
     "fields": {"order_id": "HM-5588", "status": "CAPTURED", "purchase_currency": "SEK", "order_amount": 210000, "order_tax_amount": 11887,
                "order_lines": [
                    {"reference": "O2C-PORT-WK", "name": "Syrgaskoncentrator portabel, hyra/vecka", "quantity": 4, "unit_price": 45000, "total_discount_amount": 0, "tax_rate": 600, "total_amount": 180000},
                    {"reference": "O2C-BATT-WK", "name": "Extra batteri, hyra/vecka", "quantity": 4, "unit_price": 7500, "total_discount_amount": 0, "tax_rate": 600, "total_amount": 30000}],
                "captures": [{"capture_id": "cap_O2", "captured_amount": 210000, "captured_at": "2026-05-22T16:10:00+02:00"}]}},
    {"id": "rental.contracts#RC-1242", "kind": "record", "source": "tool:rental.get_contract",
     "fields": {"contract_id": "RC-1242", "customer_name": "Ingegerd Falk", "period": "P4W", "start_date": "2026-06-01", "end_date": "2026-06-29",
                "delivery": {"scheduled_utc": "2026-05-30T07:00:00Z", "status": "SCHEDULED"}}},
    {"id": "rental.extend#call-6", "kind": "refused_call", "tool": "rental.extend_contract", "decision": "ESCALATE",
     "args": {"contract_id": "RC-1242", "extra_period": "P2W"}},
    {"id": "policy#short-rentals", "kind": "policy", "revision": "v3",
     "text": "Rental periods can be extended week by week if you tell us at least 3 days before the end date. Unused whole weeks are refunded if you end the rental early. The concentrator needs a free space of 30 cm around it."},
    {"id": "kb#portable-concentrator", "kind": "passage",
     "text": "Portable concentrator: up to 4 hours on one battery.\nWith the extra battery: up to 8 hours.\nCharging time about 3 hours."},
], "When will the oxygen machine arrive, and can I keep it two more weeks into July?", now="2026-05-26T12:00:00+02:00")

b.ok("Hello Mrs Falk, the oxygen concentrator and the extra battery will be delivered on Saturday 30 May at 09:00. Your rental runs for four weeks, from 1 June to 29 June, and you have paid 2 100 kr for it. I have asked to extend it by two weeks, but I could not confirm that myself, so the request has been passed on for a decision.",
     [S("delivered on Saturday 30 May at 09:00"), S("runs for four weeks, from 1 June to 29 June"), S("paid 2 100 kr"),
      S("I could not confirm that myself"), S("the request has been passed on for a decision")],
     ["09:00", "2 100 kr"],
     "scheduled_utc 07:00Z = 09:00 CEST on Sat 30 May; RC-1242 P4W 1-29 June; captured 210000; rental.extend_contract ESCALATED.")

b.ok("Dear Ingegerd, one battery lasts up to 4 hours, and with the extra battery you have up to 8 hours away from the socket. Please leave 30 cm of free space around the machine.",
     [S("one battery lasts up to 4 hours"), S("up to 8 hours"), S("30 cm of free space")],
     ["4 hours", "8 hours"],
     "kb#portable-concentrator gives 4 and 8 hours; policy#short-rentals the 30 cm.")

b.ok("Mrs Falk, delivery is on 30/05 at nine in the morning; the rent is 450 kr a week for the concentrator plus 75 kr a week for the battery.",
     [S("delivery is on 30/05 at nine in the morning"), S("450 kr a week for the concentrator"), S("75 kr a week for the battery")],
     ["450 kr", "75 kr"],
     "07:00Z is 09:00 local; unit_price 45000 and 7500 per week.")

b.bad("Hello Mrs Falk, the concentrator will arrive on Saturday 30 May at 07:00. I have extended your rental by two weeks, so it now runs until 13 July.",
      [C("Saturday 30 May at 07:00", *DAT), C("I have extended your rental by two weeks", *NOTEX)],
      ["unit_conversion", "refused_call_effect"], ["at 07:00", "extended your rental by two weeks"],
      "07:00Z is 09:00 in Stockholm (CEST); rental.extend_contract was ESCALATED, not executed.")

b.bad("Dear Mrs Falk, your four-week rental of the concentrator and extra battery comes to 1 800 kr, which has already been paid. Rentals can be extended week by week if you tell us at least 3 days before the end date.",
      [C("comes to 1 800 kr", *AMT), S("already been paid"), S("at least 3 days before the end date")],
      ["wrong_arithmetic"], ["1 800 kr"],
      "4 x 450 + 4 x 75 = 2 100 kr (order_amount 210000); 1 800 kr leaves out the battery.")

b.repair("Hello Mrs Falk, the concentrator arrives on Saturday 30 May at 09:00. One battery lasts up to 6 hours, and the extra battery gives you up to 8 hours in all.",
         [S("Saturday 30 May at 09:00"), C("up to 6 hours", "NLI_CONTRADICTION"), S("up to 8 hours in all")],
         ["wrong_value"], ["6 hours"], ["4 hours|four hours", "09:00|9:00|nine"],
         "kb#portable-concentrator: up to 4 hours on one battery.")

# ---------------------------------------------------------------- B19 home medical equipment: walker deposit deduction
b = Bundle("walker-deposit", HM, [
    {"id": "rental.contracts#RC-1090", "kind": "record", "source": "tool:rental.get_contract",
     "fields": {"contract_id": "RC-1090", "customer_name": "Sture Lindahl", "item": "Rollator Lätt 62", "status": "ENDED",
                "returned_at": "2026-03-26T11:20:00+01:00",
                "inspection": {"completed_at": "2026-03-31T14:00:00+02:00", "result": "DAMAGE_BEYOND_WEAR", "findings": ["BRAKE_CABLE_DAMAGED"], "charge": 35000},
                "deposit": {"amount": 50000, "status": "SETTLED", "refund_due": 15000}}},
    {"id": "get_order#HM-5310", "kind": "record", "source": "tool:bnpl.get_order",
     "fields": {"order_id": "HM-5310", "merchant_reference1": "RC-1090", "purchase_currency": "SEK",
                "refunds": [{"refund_id": "rf_W15", "refunded_amount": 15000, "refunded_at": "2026-04-02T09:30:00+02:00", "status": "COMPLETED"}]}},
    {"id": "get_order#HM-4877", "kind": "record", "source": "tool:bnpl.get_order",
     "fields": {"order_id": "HM-4877", "merchant_reference1": "RC-0874", "purchase_currency": "SEK",
                "refunds": [{"refund_id": "rf_W02", "refunded_amount": 50000, "refunded_at": "2025-10-14T10:00:00+02:00", "status": "COMPLETED"}]}},
    {"id": "policy#returns-inspection", "kind": "policy", "revision": "v2",
     "text": "When you return rented equipment, we check it within 5 working days. Normal wear is free, but damage beyond normal wear is deducted from the deposit according to our price list. Replacing a brake cable costs 350 kr. You can ask for a review of a damage charge within 30 days."},
], "Why did I only get 150 kr of my deposit back?", now="2026-04-06T10:00:00+02:00")

b.ok("Hello Mr Lindahl, when we checked the walker after you returned it, we found a damaged brake cable. Replacing it costs 350 kr, which was taken from your 500 kr deposit, so 150 kr was refunded to you on 2 April. If you disagree, you can ask us to review the charge within 30 days.",
     [S("found a damaged brake cable"), S("Replacing it costs 350 kr"), S("your 500 kr deposit"), S("150 kr was refunded to you on 2 April"),
      S("review the charge within 30 days")],
     ["350 kr", "150 kr"],
     "inspection BRAKE_CABLE_DAMAGED, charge 35000; deposit 50000, refund 15000 on 2 April (rf_W15); policy 30 days for review.")

b.ok("Dear Sture, deposit 500 kr − brake cable 350 kr = 150 kr back to you; that refund has been completed.",
     [S("deposit 500 kr"), S("brake cable 350 kr"), S("150 kr back to you"), S("that refund has been completed")],
     ["150 kr"],
     "50000 - 35000 = 15000; rf_W15 COMPLETED.")

b.ok("Dear Mr Lindahl,\n\nThank you for your message. Normal wear is never charged; only damage beyond normal wear is deducted from the deposit, and in your case that was the brake cable.\n\nWith kind regards,\nHemhjälpmedel Uthyrning",
     [NA("Thank you for your message"), S("Normal wear is never charged"), S("only damage beyond normal wear is deducted from the deposit"),
      S("in your case that was the brake cable")],
     ["brake cable"],
     "policy#returns-inspection on wear and damage; inspection result DAMAGE_BEYOND_WEAR, BRAKE_CABLE_DAMAGED.")

b.bad("Hello Mr Lindahl, we found a damaged brake cable when we checked the walker. Your full deposit of 500 kr was refunded to you on 2 April.",
      [S("found a damaged brake cable"), C("full deposit of 500 kr was refunded to you on 2 April", *AMT)],
      ["other_record_value"], ["full deposit of 500 kr was refunded"],
      "The full 500 kr refund (rf_W02) was for the earlier rental RC-0874 in October 2025; the 2 April refund for RC-1090 was 150 kr.")

b.bad("Dear Mr Lindahl, 350 kr for the brake cable was deducted from your deposit. You can ask for a review within 14 days, and if you do, we will refund the 350 kr straight away.",
      [S("350 kr for the brake cable was deducted from your deposit"), C("ask for a review within 14 days", *POL),
       I("we will refund the 350 kr straight away", *NOPOL)],
      ["wrong_period", "invented_promise"], ["within 14 days", "refund the 350 kr straight away"],
      "policy#returns-inspection allows a review within 30 days and promises nothing about the outcome.")

b.repair("Hello Mr Lindahl, the brake cable was damaged, and replacing it costs 350 kr, which was deducted from your deposit of 500 kr. The remaining 250 kr was refunded on 2 April.",
         [S("replacing it costs 350 kr"), S("deposit of 500 kr"), C("remaining 250 kr", *AMT), S("refunded on 2 April")],
         ["wrong_arithmetic"], ["250 kr"], ["150 kr|150,00|SEK 150", "350 kr|350,00"],
         "500 - 350 = 150; rf_W15 refunded_amount 15000 = 150 kr.")

# ---------------------------------------------------------------- B20 home medical equipment: bath lift, pensioner discount
b = Bundle("bath-lift-discount", HM, [
    {"id": "get_order#HM-5521", "kind": "record", "source": "tool:bnpl.get_order",
     "fields": {"order_id": "HM-5521", "status": "CAPTURED", "purchase_currency": "SEK", "order_amount": 179200, "order_tax_amount": 15840,
                "discount_code": "PENSIONAR10",
                "order_lines": [
                    {"reference": "BATHLIFT-AQ-1M", "name": "Badkarslyft Aqua, hyra 1 mån", "quantity": 1, "unit_price": 69000, "total_discount_amount": 6900, "tax_rate": 2500, "total_amount": 62100},
                    {"reference": "STOOL-1M", "name": "Duschpall, hyra 1 mån", "quantity": 1, "unit_price": 19000, "total_discount_amount": 1900, "tax_rate": 2500, "total_amount": 17100},
                    {"reference": "DEPOSIT", "name": "Deposition", "quantity": 1, "unit_price": 100000, "total_discount_amount": 0, "tax_rate": 0, "total_amount": 100000}],
                "captures": [{"capture_id": "cap_BL", "captured_amount": 179200, "captured_at": "2026-02-06T17:45:00+01:00"}]}},
    {"id": "rental.installations#IN-2207", "kind": "record", "source": "tool:rental.get_installation",
     "fields": {"installation_id": "IN-2207", "customer_name": "Elvy Ström", "arrival_window_start": ep("2026-02-12 14:00"), "arrival_window": "PT3H",
                "installer": "Johan Ek", "status": "CONFIRMED"}},
    {"id": "policy#pensioner-discount", "kind": "policy", "revision": "2026-01",
     "text": "Pensioners get 10% off the rent, but not on the deposit. The deposit is refunded when the equipment has been returned in good condition. We install the bath lift and show you how to use it; the visit takes about 45 minutes."},
], "Did I get the pensioner discount? What did I pay, and when do you come?", now="2026-02-09T10:00:00+01:00")

b.ok("Hello Mrs Ström, yes, you got the 10% pensioner discount on the rent, 88 kr in all, so the bath lift costs 621 kr and the shower stool 171 kr for the month. With the 1 000 kr deposit, which is not discounted, you paid 1 792 kr. Johan Ek will come on Thursday 12 February between 14:00 and 17:00 to install the lift and show you how it works; that takes about 45 minutes.",
     [S("10% pensioner discount on the rent, 88 kr in all"), S("bath lift costs 621 kr"), S("shower stool 171 kr"),
      S("1 000 kr deposit, which is not discounted"), S("you paid 1 792 kr"), S("Thursday 12 February between 14:00 and 17:00"),
      S("about 45 minutes")],
     ["1 792 kr", "12 February"],
     "Discounts 6900 + 1900 = 8800; lines 62100 and 17100; DEPOSIT 100000 undiscounted; captured 179200; IN-2207 14:00 CET + PT3H.")

b.ok("Dear Elvy, you paid SEK 1,792.00 in total, and the deposit of SEK 1,000 comes back to you when the equipment is returned in good condition.",
     [S("SEK 1,792.00 in total"), S("deposit of SEK 1,000 comes back"), S("returned in good condition")],
     ["SEK 1,792.00"],
     "captured_amount 179200; DEPOSIT line 100000; policy on the deposit refund.")

b.bad("Hello Mrs Ström, the 10% pensioner discount was applied to your whole order, including the deposit. Johan Ek comes on 12 February between 14:00 and 17:00.",
      [C("applied to your whole order, including the deposit", *POL), S("Johan Ek comes on 12 February between 14:00 and 17:00")],
      ["wrong_policy_condition"], ["including the deposit"],
      "The DEPOSIT line has total_discount_amount 0 and the policy says the discount is not on the deposit.")

b.bad("Dear Mrs Ström, Johan Ek will come on 12 February, some time between 14:00 and 17:00, and the installation will take about three hours.",
      [S("Johan Ek will come on 12 February"), S("between 14:00 and 17:00"), C("the installation will take about three hours", *POL)],
      ["wrong_period"], ["about three hours"],
      "PT3H is the arrival window; the policy says the visit takes about 45 minutes.")

b.repair("Hello Mrs Ström, you received the pensioner discount, 88 kr in all, and paid 1 792 kr including the deposit. Johan Ek comes on Thursday 12 February between 13:00 and 16:00.",
         [S("88 kr in all"), S("paid 1 792 kr including the deposit"), S("Johan Ek comes on Thursday 12 February"), C("between 13:00 and 16:00", *DAT)],
         ["unit_conversion"], ["13:00 and 16:00"], ["14:00|2 pm|2 PM|2:00", "1 792|1792|1,792"],
         "arrival_window_start is 14:00 CET (13:00 UTC); the window runs 14:00-17:00 local.")

# ---------------------------------------------------------------- B21 home medical equipment: hoist returned early, sling refund refused
b = Bundle("hoist-return", HM, [
    {"id": "get_order#HM-5601", "kind": "record", "source": "tool:bnpl.get_order",
     "fields": {"order_id": "HM-5601", "purchase_currency": "SEK", "merchant_reference1": "RC-1301",
                "order_lines": [{"reference": "HOIST-MOB-1M", "name": "Personlyft mobil, hyra/mån", "quantity": 1, "unit_price": 129500, "tax_rate": 2500}],
                "payment_plan": {"plan_type": "RECURRING_MONTHLY", "installments": [
                    {"due_date": "2026-08-01", "amount": 129500, "status": "PAID"},
                    {"due_date": "2026-09-01", "amount": 129500, "status": "PAID"},
                    {"due_date": "2026-10-01", "amount": 129500, "status": "CANCELLED"},
                    {"due_date": "2026-11-01", "amount": 129500, "status": "CANCELLED"}]}}},
    {"id": "get_order#HM-5620", "kind": "record", "source": "tool:bnpl.get_order",
     "fields": {"order_id": "HM-5620", "status": "CAPTURED", "purchase_currency": "SEK", "order_amount": 89000,
                "order_lines": [{"reference": "SLING-L", "name": "Lyftsele storlek L (köp)", "quantity": 1, "unit_price": 89000, "total_discount_amount": 0, "tax_rate": 2500, "total_amount": 89000}],
                "captures": [{"captured_amount": 89000, "captured_at": "2026-08-01T10:00:00+02:00"}], "refunds": []}},
    {"id": "rental.contracts#RC-1301", "kind": "record", "source": "tool:rental.get_contract",
     "fields": {"contract_id": "RC-1301", "customer_name": "Holger Nilsson", "status": "ENDED", "returned_at": "2026-09-20T13:15:00+02:00"}},
    {"id": "refunds.create#call-7", "kind": "refused_call", "tool": "refunds.create", "decision": "DENY",
     "args": {"order_id": "HM-5620", "amount": 89000, "reason": "CUSTOMER_RETURN"}},
    {"id": "policy#early-return", "kind": "policy", "revision": "v1",
     "text": "Unused whole months are cancelled if you return equipment early; the month you return it in is charged in full. Slings are personal hygiene products and cannot be returned once used."},
], "We returned the hoist early. Do I still have to pay for it, and can I get my money back for the sling?", now="2026-09-28T09:30:00+02:00")

b.ok("Hello Mr Nilsson, thank you for returning the hoist on 20 September. The payments for October and November, 1 295 kr each, have been cancelled, so you will not be charged again for the rental. September is charged in full because the hoist was returned during that month. I'm afraid the sling cannot be refunded: slings are personal hygiene products and cannot be returned once used, and my refund request for it was declined.",
     [S("returning the hoist on 20 September"), S("October and November, 1 295 kr each, have been cancelled"),
      S("you will not be charged again for the rental"), S("September is charged in full"),
      S("slings are personal hygiene products and cannot be returned once used"), S("my refund request for it was declined")],
     ["1 295 kr", "20 September"],
     "returned_at 2026-09-20; Oct and Nov instalments 129500 CANCELLED; policy on the return month and slings; refunds.create DENIED.")

b.ok("Dear Holger, in total you paid 2 590 kr for the hoist rental (August and September), and the two remaining payments are cancelled.",
     [S("paid 2 590 kr for the hoist rental (August and September)"), S("two remaining payments are cancelled")],
     ["2 590 kr"],
     "Two PAID instalments of 129500 = 259000; two CANCELLED.")

b.bad("Hello Mr Nilsson, the October and November payments are cancelled. I have also refunded the 890 kr for the sling.",
      [S("October and November payments are cancelled"), C("I have also refunded the 890 kr for the sling", *NOTEX)],
      ["refused_call_effect"], ["refunded the 890 kr"],
      "refunds.create for HM-5620 was DENIED and HM-5620 has no refunds.")

b.bad("Dear Mr Nilsson, the hoist was collected on 20 September. The October payment of 1 295 kr is still due, and only November has been cancelled.",
      [S("collected on 20 September"), C("October payment of 1 295 kr is still due", *STA), C("only November has been cancelled", *STA)],
      ["wrong_state", "wrong_state"], ["still due", "only November has been cancelled"],
      "Both the 2026-10-01 and 2026-11-01 instalments are CANCELLED.")

b.repair("Hello Mr Nilsson, the hoist was returned on 20 September, and the payments for October and November, 1 295 kr each, are cancelled. The refund of 890 kr for the sling is on its way to you.",
         [S("returned on 20 September"), S("October and November, 1 295 kr each, are cancelled"), C("refund of 890 kr for the sling is on its way", *NOTEX)],
         ["refused_call_effect"], ["is on its way"], ["declined|could not|couldn't|cannot|can't|unable|not able|escalated|review|not possible", "1 295|1295|1,295"],
         "refunds.create was DENIED; policy: slings cannot be returned once used.")

# ---------------------------------------------------------------- B22 orthopaedic footwear: made-to-measure shoes
OF = "orthopaedic footwear"
b = Bundle("custom-shoes", OF, [
    {"id": "get_order#OF-2210", "kind": "record", "source": "tool:bnpl.get_order",
     "fields": {"order_id": "OF-2210", "status": "PART_CAPTURED", "purchase_currency": "SEK", "order_amount": 925000, "order_tax_amount": 185000,
                "order_lines": [
                    {"reference": "MTM-SHOE", "name": "Måttbeställda ortopediska skor (par)", "quantity": 1, "unit_price": 780000, "total_discount_amount": 0, "tax_rate": 2500, "total_amount": 780000},
                    {"reference": "INSOLE-IND", "name": "Individuella inlägg (par)", "quantity": 1, "unit_price": 145000, "total_discount_amount": 0, "tax_rate": 2500, "total_amount": 145000},
                    {"reference": "CAST", "name": "Gipsavtryck", "quantity": 1, "unit_price": 60000, "total_discount_amount": 60000, "tax_rate": 2500, "total_amount": 0}],
                "captures": [{"capture_id": "cap_M1", "captured_amount": 462500, "captured_at": "2026-03-10T11:30:00+01:00"}],
                "payment_plan": {"plan_type": "DEPOSIT_AND_BALANCE", "installments": [
                    {"number": 1, "due_date": "2026-03-10", "amount": 462500, "status": "PAID"},
                    {"number": 2, "due_date": None, "trigger": "ON_COLLECTION", "amount": 462500, "status": "DUE"}]}}},
    {"id": "shoemaker.appointments#SA-7714", "kind": "record", "source": "tool:shoemaker.get_appointment",
     "fields": {"appointment_id": "SA-7714", "customer_name": "Astrid Eklöf", "type": "TRIAL_FITTING", "starts_at": ep("2026-04-22 13:15"),
                "duration": "PT1H", "practitioner": "Nils Ahlgren", "status": "CONFIRMED"}},
    {"id": "shoemaker.production#OF-2210", "kind": "record", "source": "tool:shoemaker.get_production",
     "fields": {"order_id": "OF-2210", "stage": "LAST_MADE", "cast_taken": "2026-03-10", "estimated_ready": "2026-05-06"}},
    {"id": "policy#made-to-measure", "kind": "policy", "revision": "2025-10",
     "text": "Made-to-measure shoes take 6-8 weeks from the casting appointment. Half of the price is paid when you order and the rest when you collect the shoes. Adjustments within 3 months of collection are free. The casting is free when you order shoes."},
], "When is my fitting, when will the shoes be ready, and what is left to pay?", now="2026-04-17T14:00:00+02:00")

b.ok("Hello Mrs Eklöf, your trial fitting is on Wednesday 22 April at 13:15 with Nils Ahlgren and takes about an hour. The shoes are expected to be ready on 6 May. You paid half, 4 625 kr, when you ordered, and the other 4 625 kr is paid when you collect the shoes.",
     [S("Wednesday 22 April at 13:15"), S("with Nils Ahlgren"), S("takes about an hour"), S("expected to be ready on 6 May"),
      S("You paid half, 4 625 kr, when you ordered"), S("the other 4 625 kr is paid when you collect the shoes")],
     ["13:15", "4 625 kr"],
     "SA-7714 22 April 13:15 CEST PT1H; estimated_ready 2026-05-06; instalments 462500 PAID and 462500 ON_COLLECTION.")

b.ok("Dear Astrid,\n1. Shoes 7 800 kr and insoles 1 450 kr; the casting was free.\n2. Total 9 250 kr.\n3. Any adjustments within three months of collection cost nothing.",
     [S("Shoes 7 800 kr and insoles 1 450 kr"), S("the casting was free"), S("Total 9 250 kr"),
      S("adjustments within three months of collection cost nothing")],
     ["9 250 kr"],
     "Lines 780000 and 145000; CAST fully discounted; order_amount 925000; policy: free adjustments within 3 months.")

b.ok("Mrs Eklöf, we will see you on Wednesday, 22/4, at 13.15 for your fitting.",
     [S("Wednesday, 22/4, at 13.15")],
     ["22/4"],
     "SA-7714 starts 2026-04-22 13:15 local; 22 April 2026 is a Wednesday.")

b.bad("Hello Mrs Eklöf, your fitting is on 22 April at 13:15. Of the 9 250 kr total you have paid 4 625 kr, so 4 265 kr remains, payable when you collect the shoes.",
      [S("fitting is on 22 April at 13:15"), S("9 250 kr total you have paid 4 625 kr"), C("4 265 kr remains", *AMT)],
      ["wrong_arithmetic"], ["4 265 kr"],
      "9 250 - 4 625 = 4 625 kr (instalment 2 is 462500).")

b.bad("Dear Mrs Eklöf, the shoes should be ready on 6 May. Adjustments are free for a whole year after you collect them.",
      [S("ready on 6 May"), C("free for a whole year", *POL)],
      ["wrong_period"], ["a whole year"],
      "policy#made-to-measure: adjustments are free within 3 months of collection.")

b.repair("Hello Mrs Eklöf, the fitting is on Wednesday 22 April at 13:15 with Nils Ahlström, and the shoes should be ready on 6 May.",
         [S("Wednesday 22 April at 13:15"), C("with Nils Ahlström", "VALUE_MISMATCH", "IDENTIFIER_MISMATCH"), S("ready on 6 May")],
         ["wrong_name"], ["Ahlström"], ["Ahlgren", "13:15|1:15", "6 May|06/05"],
         "SA-7714 practitioner is Nils Ahlgren.")

# ---------------------------------------------------------------- B23 orthopaedic footwear: size exchange
b = Bundle("size-exchange", OF, [
    {"id": "get_order#OF-2290", "kind": "record", "source": "tool:bnpl.get_order",
     "fields": {"order_id": "OF-2290", "status": "CAPTURED", "purchase_currency": "SEK", "order_amount": 341100, "order_tax_amount": 68220,
                "order_lines": [
                    {"reference": "CW-43-BRN", "name": "Ortopedisk sko Comfort Walk, str 43, brun", "quantity": 1, "unit_price": 189500, "total_discount_amount": 0, "tax_rate": 2500, "total_amount": 189500},
                    {"reference": "CW-43-BLK", "name": "Ortopedisk sko Comfort Walk, str 43, svart", "quantity": 1, "unit_price": 189500, "total_discount_amount": 37900, "tax_rate": 2500, "total_amount": 151600, "discount_code": "ANDRA_PARET_20"}],
                "captures": [{"capture_id": "cap_CW", "captured_amount": 341100, "captured_at": "2026-10-30T16:00:00+01:00"}],
                "shipping_info": {"delivered_at": "2026-11-02T14:05:00+01:00"}}},
    {"id": "shoemaker.exchanges#EX-331", "kind": "record", "source": "tool:shoemaker.get_exchange",
     "fields": {"exchange_id": "EX-331", "order_id": "OF-2290", "lines": ["CW-43-BRN", "CW-43-BLK"], "new_size": 44,
                "status": "AWAITING_RETURN", "return_label": {"sent": True, "cost": 0},
                "reserved_until": "2026-11-20T23:59:00+01:00"}},
    {"id": "policy#exchanges", "kind": "policy", "revision": "v4",
     "text": "Unworn shoes can be exchanged within 30 days of delivery. We send you a free return label for an exchange; for a refund, return postage is 79 kr. The second-pair discount of 20% applies only when both pairs are kept; if you return one pair for a refund, the discount is taken off the refund."},
], "The shoes are too small. Can I exchange both pairs for size 44?", now="2026-11-12T15:30:00+01:00")

b.ok("Hello Mr Sundberg, yes, both pairs can be exchanged for size 44, as long as they are unworn; you have 30 days from delivery on 2 November. We have reserved the size 44 pairs for you until 20 November, and the return label we sent you is free for an exchange.",
     [S("both pairs can be exchanged for size 44"), S("as long as they are unworn"), S("30 days from delivery on 2 November"),
      S("reserved the size 44 pairs for you until 20 November"), S("return label we sent you is free for an exchange")],
     ["size 44", "20 November"],
     "EX-331 covers both lines, new_size 44, reserved_until 20 Nov, label cost 0; delivered 2 Nov; policy 30 days, unworn.")

b.ok("Dear Rolf, an exchange costs you nothing: the return label is free, and your 20% second-pair discount stays, since you keep both pairs.",
     [S("an exchange costs you nothing"), S("the return label is free"), S("20% second-pair discount stays, since you keep both pairs")],
     ["20%"],
     "return_label.cost 0; policy: the discount applies when both pairs are kept (an exchange keeps both).")

b.ok("Mr Sundberg, you paid 3 411 kr for the two pairs, and the new size is reserved until 20/11.",
     [S("paid 3 411 kr for the two pairs"), S("reserved until 20/11")],
     ["3 411 kr"],
     "captured_amount 341100; reserved_until 2026-11-20.")

b.bad("Hello Mr Sundberg, both pairs can be exchanged for size 44, and they are reserved for you until 20 November. Return postage for the exchange is 79 kr.",
      [S("both pairs can be exchanged for size 44"), S("reserved for you until 20 November"), C("Return postage for the exchange is 79 kr", *POL)],
      ["wrong_policy_condition"], ["postage for the exchange is 79 kr"],
      "The 79 kr postage applies to refunds; exchanges get a free label (return_label.cost 0).")

b.bad("Dear Mr Sundberg, the second pair cost 1 516 kr after its 20% discount, and the size 44 shoes are reserved until 2 December, 30 days after delivery.",
      [S("second pair cost 1 516 kr after its 20% discount"), C("reserved until 2 December", *DAT)],
      ["wrong_date"], ["reserved until 2 December"],
      "EX-331 reserved_until is 20 November; 2 December is the end of the 30-day exchange window, not the reservation.")

b.repair("Hello Mr Sundberg, both pairs can be exchanged for size 44 free of charge, and we have reserved them until 20 November. You have 14 days from delivery to send them back.",
         [S("both pairs can be exchanged for size 44 free of charge"), S("reserved them until 20 November"), C("14 days from delivery", *POL)],
         ["wrong_period"], ["14 days from delivery"], ["30 days|thirty days", "20 November|20/11"],
         "policy#exchanges: 30 days from delivery.")

# ---------------------------------------------------------------- B24 orthopaedic footwear: diabetic shoes with regional subsidy
b = Bundle("diabetic-subsidy", OF, [
    {"id": "get_order#OF-2315", "kind": "record", "source": "tool:bnpl.get_order",
     "fields": {"order_id": "OF-2315", "status": "CAPTURED", "purchase_currency": "SEK", "order_amount": 109000, "order_tax_amount": 21800,
                "order_lines": [
                    {"type": "physical", "reference": "CARE-PLUS", "name": "Diabetessko Care+, par", "quantity": 1, "unit_price": 229000, "total_discount_amount": 0, "tax_rate": 2500, "total_amount": 229000},
                    {"type": "discount", "reference": "REGION-BIDRAG", "name": "Regionens bidrag", "quantity": 1, "unit_price": -120000, "total_discount_amount": 0, "tax_rate": 0, "total_amount": -120000}],
                "captures": [{"capture_id": "cap_D15", "captured_amount": 109000, "captured_at": "2026-06-15T12:00:00+02:00"}],
                "payment_plan": {"type": "PAY_LATER", "installments": [{"number": 1, "due_date": "2026-07-15", "amount": 109000, "status": "DUE"}]}}},
    {"id": "shoemaker.prescriptions#FV-88412", "kind": "record", "source": "tool:shoemaker.get_prescription",
     "fields": {"prescription_id": "FV-88412", "issuer": "Vårdcentral Fyrisvall", "patient": "Lilian Croona", "valid_until": "2027-06-01",
                "subsidised_pairs_per_year": 1, "subsidised_pairs_used_2026": 1}},
    {"id": "shoemaker.appointments#SA-7902", "kind": "record", "source": "tool:shoemaker.get_appointment",
     "fields": {"appointment_id": "SA-7902", "type": "CHECK_UP", "starts_at_utc": "2026-09-15T08:00:00Z", "duration": "PT20M", "fee": 0, "status": "BOOKED"}},
    {"id": "policy#region-subsidy", "kind": "policy", "revision": "2026-01",
     "text": "With a prescription from your health centre, the region pays 1 200 kr towards one pair of diabetic shoes a year. A second pair in the same year is at full price. We book a free check-up three months after you receive your shoes."},
], "How much do I owe for the new shoes, and can I get a second pair with the subsidy?", now="2026-06-18T10:00:00+02:00")

b.ok("Hello Mrs Croona, the shoes cost 2 290 kr, and the region paid 1 200 kr of that with your prescription, so your part is 1 090 kr. Klarna's invoice for it is due on 15 July. The subsidy covers one pair a year and you have used it for this year, so a second pair would be at full price.",
     [S("the shoes cost 2 290 kr"), S("the region paid 1 200 kr"), S("your part is 1 090 kr"), S("due on 15 July"),
      S("covers one pair a year and you have used it for this year"), S("a second pair would be at full price")],
     ["1 090 kr", "15 July"],
     "CARE-PLUS 229000, REGION-BIDRAG -120000, order_amount 109000 due 2026-07-15; prescription 1 pair/year, 1 used in 2026; policy: second pair full price.")

b.ok("Dear Lilian, your free check-up is booked for 15 September at 10:00 and takes about 20 minutes.",
     [S("free check-up"), S("15 September at 10:00"), S("about 20 minutes")],
     ["10:00"],
     "SA-7902 08:00Z = 10:00 CEST, PT20M, fee 0.")

b.bad("Hello Mrs Croona, your part of the price is 1 090 kr, due on 15 July. Since your prescription is valid until June 2027, you can also get a second pair with the 1 200 kr subsidy this year.",
      [S("your part of the price is 1 090 kr, due on 15 July"), S("valid until June 2027"),
       C("you can also get a second pair with the 1 200 kr subsidy this year", "VALUE_MISMATCH", "RECORD_STATE_MISMATCH", "NLI_CONTRADICTION")],
      ["condition_unmet"], ["second pair with the 1 200 kr subsidy"],
      "subsidised_pairs_used_2026 is 1 of 1, and the policy says a second pair in the same year is at full price.")

b.bad("Dear Mrs Croona, the invoice for order FV-88412 is 1 090 kr and due on 15 July.",
      [C("order FV-88412", *IDM), S("1 090 kr and due on 15 July")],
      ["wrong_role"], ["order FV-88412"],
      "FV-88412 is the prescription id; the order is OF-2315.")

b.bad("Hello Mrs Croona, your part is 1 090 kr. We have booked your free check-up for 15 September at 08:00.",
      [S("your part is 1 090 kr"), C("15 September at 08:00", *DAT)],
      ["unit_conversion"], ["at 08:00"],
      "starts_at_utc 08:00Z is 10:00 in Stockholm (CEST).")

b.repair("Hello Mrs Croona, the region paid 1 200 kr, so your part is 1 090 kr, due on 15 August.",
         [S("the region paid 1 200 kr"), S("your part is 1 090 kr"), C("due on 15 August", *DAT)],
         ["wrong_date"], ["15 August"], ["15 July|15/07|2026-07-15|July 15", "1 090|1090|1,090"],
         "The instalment due_date is 2026-07-15.")

# ---------------------------------------------------------------- B25 orthopaedic footwear: adjustment refunded, heel raise charged
b = Bundle("adjustment-refund", OF, [
    {"id": "get_order#OF-2404", "kind": "record", "source": "tool:bnpl.get_order",
     "fields": {"order_id": "OF-2404", "status": "PART_REFUNDED", "purchase_currency": "SEK", "order_amount": 75000, "order_tax_amount": 15000,
                "order_lines": [
                    {"reference": "ADJ-FIT", "name": "Justering av ortopedisk sko", "quantity": 1, "unit_price": 45000, "total_discount_amount": 0, "tax_rate": 2500, "total_amount": 45000},
                    {"reference": "HEEL-RAISE-1", "name": "Klackförhöjning 1 cm", "quantity": 1, "unit_price": 30000, "total_discount_amount": 0, "tax_rate": 2500, "total_amount": 30000}],
                "captures": [{"capture_id": "cap_A20", "captured_amount": 75000, "captured_at": "2026-02-20T15:10:00+01:00"}],
                "refunds": [{"refund_id": "rf_ADJ", "refunded_amount": 45000, "refunded_at": "2026-02-24T13:00:00+01:00", "status": "COMPLETED",
                             "reason": "FREE_WITHIN_3_MONTHS", "order_line_reference": "ADJ-FIT"}]}},
    {"id": "get_order#OF-2201", "kind": "record", "source": "tool:bnpl.get_order",
     "fields": {"order_id": "OF-2201", "status": "CAPTURED", "purchase_currency": "SEK", "order_amount": 845000,
                "collected_at": "2025-12-05T10:30:00+01:00"}},
    {"id": "policy#adjustments", "kind": "policy", "revision": "v2",
     "text": "Adjustments to the fit within 3 months of collection are free. Modifications that change the shoe, such as heel raises or new soles, are charged according to the price list. Refunds through Klarna usually show within 5 banking days."},
], "You charged me for the adjustment even though it should be free. And what is the 300 kr?", now="2026-02-26T11:00:00+01:00")

b.ok("Hello Mr Bergkvist, you are right, and I am sorry: the adjustment was within 3 months of collecting your shoes on 5 December, so it is free. The 450 kr was refunded on 24 February, and Klarna usually shows it within 5 banking days. The remaining 300 kr is for the 1 cm heel raise; that is a modification, and modifications are charged according to our price list.",
     [S("the adjustment was within 3 months of collecting your shoes on 5 December"), S("so it is free"),
      S("The 450 kr was refunded on 24 February"), S("within 5 banking days"), S("300 kr is for the 1 cm heel raise"),
      S("modifications are charged according to our price list")],
     ["450 kr", "300 kr"],
     "OF-2201 collected 2025-12-05, adjustment 2026-02-20 is within 3 months; rf_ADJ 45000 on 24 Feb; HEEL-RAISE-1 30000; policy on modifications.")

b.ok("Dear Harald, of the 750 kr you were charged, 450 kr has been refunded, so you pay 300 kr for the heel raise.",
     [S("750 kr you were charged"), S("450 kr has been refunded"), S("you pay 300 kr for the heel raise")],
     ["300 kr"],
     "captured 75000, refunded 45000, leaving the 30000 heel raise.")

b.ok("Mr Bergkvist, the 450 kr adjustment fee has been refunded in full (24/02/2026).",
     [S("the 450 kr adjustment fee has been refunded in full"), S("24/02/2026")],
     ["450 kr"],
     "rf_ADJ refunded 45000 for ADJ-FIT (unit price 45000), COMPLETED 2026-02-24.")

b.bad("Hello Mr Bergkvist, I'm sorry about that. Adjustments within 3 months of collection are free, and that includes the heel raise, so the whole 750 kr has been refunded to you.",
      [NA("I'm sorry about that"), S("Adjustments within 3 months of collection are free"), C("that includes the heel raise", *POL),
       C("the whole 750 kr has been refunded", *AMT)],
      ["wrong_policy_condition", "wrong_amount"], ["includes the heel raise", "whole 750 kr has been refunded"],
      "Heel raises are modifications charged by the price list; only 45000 (450 kr) was refunded.")

b.repair("Hello Mr Bergkvist, the 450 kr for the adjustment was refunded on 24 February. The 300 kr is for the 2 cm heel raise, which is charged as a modification.",
         [S("450 kr for the adjustment was refunded on 24 February"), C("2 cm heel raise", *VAL), S("charged as a modification")],
         ["wrong_value"], ["2 cm heel raise"], ["1 cm|one centimetre|1-cm", "450 kr|450,00"],
         "HEEL-RAISE-1 is Klackförhöjning 1 cm.")


if __name__ == "__main__":
    n_bad = check(CASES + REPAIRS)
    ids = [c["case"]["id"] for c in CASES + REPAIRS]
    assert len(ids) == len(set(ids)), "duplicate ids"
    if n_bad:
        sys.exit("%d problems" % n_bad)
    for name, lines in (("cases.jsonl", CASES), ("repair.jsonl", REPAIRS)):
        with open(os.path.join(HERE, name), "w", encoding="utf-8") as f:
            for ln in lines:
                f.write(json.dumps(ln, ensure_ascii=False) + "\n")
    from collections import Counter
    ok = sum(1 for c in CASES if not c["meta"]["errors"])
    errs = Counter(e for c in CASES for e in c["meta"]["errors"])
    rerrs = Counter(e for c in REPAIRS for e in c["meta"]["errors"])
    print("cases", len(CASES), "correct", ok, "wrong", len(CASES) - ok, "repair", len(REPAIRS))
    print("errors in cases:", dict(sorted(errs.items())))
    print("errors in repair:", dict(sorted(rerrs.items())))
    print("domains:", dict(Counter(c["meta"]["domain"] for c in CASES)))
