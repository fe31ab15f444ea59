"""Writer w74: builds cases.jsonl and repair.jsonl.

Every record, policy and draft below was written by hand for its own scenario.  The helpers only
(a) turn plain Python values into DynamoDB low-level typed attribute values and (b) check that every
probe span occurs exactly once, that excludes/includes are consistent, and that each wrong claim has
an error label.
"""
import json
import os
from datetime import datetime
from zoneinfo import ZoneInfo

TZ = ZoneInfo("America/Santiago")
HERE = os.path.dirname(os.path.abspath(__file__))
API = "DynamoDB low-level API (Query / GetItem): single-table items with typed attribute values, PK/SK composite keys"


def ep(s):
    """Local America/Santiago wall time -> epoch seconds."""
    return int(datetime.fromisoformat(s).replace(tzinfo=TZ).timestamp())


class Dec(str):
    """A decimal kept as DynamoDB keeps it: a number string."""


class SS(list):
    """A DynamoDB string set."""


def av(v):
    if isinstance(v, bool):
        return {"BOOL": v}
    if v is None:
        return {"NULL": True}
    if isinstance(v, Dec):
        return {"N": str(v)}
    if isinstance(v, (int, float)):
        return {"N": str(v)}
    if isinstance(v, str):
        return {"S": v}
    if isinstance(v, SS):
        return {"SS": list(v)}
    if isinstance(v, dict):
        return {"M": {k: av(x) for k, x in v.items()}}
    if isinstance(v, list):
        return {"L": [av(x) for x in v]}
    raise TypeError(v)


def item(d):
    return {k: av(v) for k, v in d.items()}


def query(items, lek=None):
    out = {"Items": [item(i) for i in items], "Count": len(items), "ScannedCount": len(items)}
    if lek:
        out["LastEvaluatedKey"] = item(lek)
    return out


def getitem(d):
    return {"Item": item(d)}


def rec(id_, source, fields):
    return {"id": id_, "kind": "record", "source": source, "fields": fields}


def pol(id_, text, revision=None):
    e = {"id": id_, "kind": "policy", "text": text}
    if revision:
        e["revision"] = revision
    return e


def psg(id_, text):
    return {"id": id_, "kind": "passage", "text": text}


def refused(id_, tool, decision, args, **extra):
    e = {"id": id_, "kind": "refused_call", "tool": tool, "decision": decision, "args": args}
    e.update(extra)
    return e


# reason-code sets
AMT = ["AMOUNT_MISMATCH", "VALUE_MISMATCH"]
DATE = ["DATE_MISMATCH", "VALUE_MISMATCH"]
STATE = ["RECORD_STATE_MISMATCH", "VALUE_MISMATCH"]
IDM = ["IDENTIFIER_MISMATCH", "VALUE_MISMATCH"]
VAL = ["VALUE_MISMATCH"]
POL = ["NLI_CONTRADICTION", "VALUE_MISMATCH"]
NOTEX = ["NOT_EXECUTED"]
NOREC = ["CLAIM_WITHOUT_TOOL_EVIDENCE"]
NOPOL = ["NO_POLICY_EVIDENCE", "NLI_NOT_ENTAILED"]
ANYNO = ["CLAIM_WITHOUT_TOOL_EVIDENCE", "NO_POLICY_EVIDENCE", "NLI_NOT_ENTAILED"]


def S(c):
    return {"contains": c, "verdict_in": ["supported"]}


def NA(c):
    return {"contains": c, "verdict_in": ["not_applicable"]}


def SNA(c):
    """A playful line that restates a supported fact; a reader may also take it as courtesy."""
    return {"contains": c, "verdict_in": ["supported", "not_applicable"]}


def C(c, reasons):
    return {"contains": c, "verdict_in": ["contradicted"], "reason_in": list(reasons)}


def I(c, reasons):
    return {"contains": c, "verdict_in": ["insufficient_evidence"], "reason_in": list(reasons)}


def CI(c, reasons):
    return {"contains": c, "verdict_in": ["contradicted", "insufficient_evidence"], "reason_in": list(reasons)}


CASES, REPAIRS = [], []
BUNDLES = {}
_n = {"c": 0, "r": 0}


class Bundle:
    def __init__(self, scenario, domain, question, now, evidence):
        self.scenario, self.domain, self.question, self.now, self.evidence = scenario, domain, question, now, evidence
        ids = [e["id"] for e in evidence]
        assert len(ids) == len(set(ids)), scenario
        BUNDLES[scenario] = self


def _check(b, draft, probes, errors, excl, incl, repair):
    for p in probes:
        k = draft.count(p["contains"])
        assert k == 1, (b.scenario, p["contains"], k)
    wrong = [p for p in probes if not set(p["verdict_in"]) & {"supported", "not_applicable"}]
    assert len(wrong) == len(errors), (b.scenario, draft[:60], len(wrong), errors)
    for x in excl:
        assert x in draft, (b.scenario, "exclude not in draft", x)
    if not errors:
        assert not excl
    if not repair:
        for entry in incl:
            assert any(a in draft for a in entry.split("|")), (b.scenario, "include missing", entry)
    else:
        assert incl, b.scenario
        first = incl[0].split("|")
        assert not any(a in draft for a in first), (b.scenario, "correction already in draft", incl[0])
        for entry in incl[1:]:
            assert any(a in draft for a in entry.split("|")), (b.scenario, "include missing", entry)
        assert 1 <= len(errors) <= 2
    assert len(errors) <= 3


def _case(b, cid, draft, probes, errors, excl, incl, notes, outcome, question):
    case = {"schema": "halcheck.case/1", "id": cid, "question": question or b.question, "draft": draft,
            "evidence": b.evidence, "now": b.now}
    return {"case": case,
            "expect": {"probes": probes, "outcome_in": outcome, "final_excludes": list(excl),
                       "final_includes": list(incl)},
            "meta": {"writer": "w74", "domain": b.domain, "scenario": b.scenario, "api_family": API,
                     "errors": list(errors), "notes": notes}}


def ok(b, draft, probes, incl, notes, question=None):
    _check(b, draft, probes, [], [], incl, False)
    _n["c"] += 1
    cid = f"w74-{_n['c']:03d}-{b.scenario}"
    CASES.append(_case(b, cid, draft, probes, [], [], incl, notes, ["sent"], question))


def bad(b, draft, probes, errors, excl, notes, question=None):
    assert errors
    _check(b, draft, probes, errors, excl, [], False)
    _n["c"] += 1
    cid = f"w74-{_n['c']:03d}-{b.scenario}-{errors[0].replace('_', '-')}"
    CASES.append(_case(b, cid, draft, probes, errors, excl, [], notes, None, question))


def rep(b, draft, probes, errors, excl, incl, notes, question=None):
    _check(b, draft, probes, errors, excl, incl, True)
    _n["r"] += 1
    cid = f"w74-r{_n['r']:02d}-{b.scenario}"
    REPAIRS.append(_case(b, cid, draft, probes, errors, excl, incl, notes, ["repaired"], question))


# =====================================================================================
# ESCAPE ROOMS — Candado Rojo Escape Rooms (Santiago)
# =====================================================================================

# ---- B01 escape-booking-confirm -------------------------------------------------------
b = Bundle(
    "escape-booking-confirm", "escape rooms",
    "Hi! Can you confirm my booking for next Thursday? I can't remember the time or how many of us are on it.",
    "2026-05-08T10:15:00-04:00",
    [
        rec("ddb.query#CUST#8812", "tool:dynamodb.Query", query([
            {"PK": "CUST#8812", "SK": "PROFILE", "entity": "CUSTOMER", "full_name": "Camila Rojas Fuentes",
             "email": "camila.rf@correo-ejemplo.cl", "loyalty_tier": "SILVER", "marketing_opt_in": False,
             "created_at": ep("2025-11-02T18:44:10")},
            {"PK": "CUST#8812", "SK": "BOOKING#2026-03-02#R1", "entity": "BOOKING", "booking_ref": "CR-49307",
             "room_code": "SUNKEN_LIGHTHOUSE", "room_name": "The Sunken Lighthouse", "branch": "PROVIDENCIA",
             "starts_at": ep("2026-03-02T18:00"), "duration": "PT60M", "players": 4, "status": "COMPLETED",
             "escaped": True, "escape_time": "PT51M12S", "total_minor": 52000, "currency": "CLP"},
            {"PK": "CUST#8812", "SK": "BOOKING#2026-05-14#R3", "entity": "BOOKING", "booking_ref": "CR-55120",
             "room_code": "ALCHEMIST_VAULT", "room_name": "The Alchemist's Vault", "branch": "PROVIDENCIA",
             "starts_at": ep("2026-05-14T19:30"), "duration": "PT60M", "players": 5, "status": "CONFIRMED",
             "difficulty": "HARD", "price_per_player_minor": 14500, "total_minor": 72500,
             "deposit_paid_minor": 20000, "balance_due_minor": 52500, "currency": "CLP",
             "ttl": ep("2026-08-14T00:00")},
            {"PK": "CUST#8812", "SK": "PAYMENT#1777511520", "entity": "PAYMENT", "booking_sk": "BOOKING#2026-05-14#R3",
             "kind": "DEPOSIT", "amount_minor": 20000, "currency": "CLP", "status": "CAPTURED", "method": "CARD",
             "card_last4": "4417", "captured_at": ep("2026-04-29T21:12:00")},
        ])),
        rec("ddb.get#BRANCH#PROVIDENCIA", "tool:dynamodb.GetItem", getitem(
            {"PK": "BRANCH#PROVIDENCIA", "SK": "META", "entity": "BRANCH", "name": "Candado Rojo Providencia",
             "address": "Av. Nueva Providencia 2147, local 3", "tz": "America/Santiago", "opens": "12:00",
             "closes": "23:30", "rooms": SS(["ALCHEMIST_VAULT", "SUNKEN_LIGHTHOUSE", "CLOCKMAKER_ATTIC"])})),
        pol("policy#arrival", "Every game starts with a short safety and story briefing. Please arrive 15 minutes "
            "before your start time so the briefing can happen off the clock. If you arrive late, the game still ends "
            "at its scheduled time. Deposits are taken at booking and the rest of the price is paid at the front desk "
            "on the day of the game. You can add one player up to 24 hours before the start, if the room's capacity allows.",
            "v4"),
    ])

ok(b, "Hola Camila, your team of 5 is locked into The Alchemist's Vault next Thursday, 14/05, at 19:30! You'll have "
      "60 minutes to escape. The $20.000 deposit is already paid, so $52.500 is left to settle at the front desk on the "
      "day. Show up 15 minutes early for the briefing, detective: late starts don't stretch the clock.",
   [S("your team of 5 is locked into The Alchemist's Vault"), S("next Thursday, 14/05, at 19:30"),
    S("You'll have 60 minutes to escape"), S("The $20.000 deposit is already paid"),
    S("$52.500 is left to settle at the front desk"), S("Show up 15 minutes early for the briefing"),
    S("late starts don't stretch the clock")],
   ["19:30", "$52.500"],
   "BOOKING#2026-05-14#R3: players 5, starts_at = 14/05 19:30 Santiago (UTC-4), PT60M, deposit 20000, balance 52500; "
   "policy#arrival gives the 15 minutes and that late games still end on time.")

ok(b, "Good news from the game-master's desk, your booking is confirmed:\n"
      "• Room: The Alchemist's Vault (Providencia)\n• Date: Thursday 14 May 2026\n• Start: 19:30, Santiago time\n"
      "• Players: five\n• Booking reference: CR-55120\n• Balance due on the day: CLP 52.500\n"
      "The rest gets paid at the front desk when you arrive. See you in the vault!",
   [S("your booking is confirmed"), S("Room: The Alchemist's Vault (Providencia)"), S("Date: Thursday 14 May 2026"),
    S("Start: 19:30, Santiago time"), S("Players: five"), S("Booking reference: CR-55120"),
    S("Balance due on the day: CLP 52.500"), S("paid at the front desk when you arrive"), NA("See you in the vault!")],
   ["19:30", "CR-55120"],
   "All values from BOOKING#2026-05-14#R3 (status CONFIRMED, branch PROVIDENCIA, booking_ref CR-55120, balance_due_minor 52500); "
   "paying the rest at the desk is in policy#arrival.")

ok(b, "Confirmed ✔ CR-55120 · Alchemist's Vault · Thu 14/05, 19:30 · 5 players · $52.500 to pay at the desk.",
   [S("Confirmed ✔ CR-55120"), S("Alchemist's Vault"), S("Thu 14/05, 19:30"), S("5 players"), S("$52.500 to pay at the desk")],
   ["CR-55120", "19:30"],
   "Terse restatement of BOOKING#2026-05-14#R3; starts_at 1778801400 is Thursday 14/05 19:30 in America/Santiago.")

bad(b, "Hola Camila! Your Alchemist's Vault booking (CR-55120) is confirmed for Thursday 14/05 at 23:30, with 5 players "
       "on the team. You've got 60 minutes on the clock, and $52.500 is still to be paid at the desk on the day. Please "
       "arrive 15 minutes early for the briefing.",
    [S("Your Alchemist's Vault booking (CR-55120)"), C("is confirmed for Thursday 14/05 at 23:30", DATE),
     S("with 5 players on the team"), S("60 minutes on the clock"), S("$52.500 is still to be paid"),
     S("arrive 15 minutes early")],
    ["unit_conversion"], ["at 23:30"],
    "starts_at 1778801400 is 19:30 in America/Santiago (UTC-4); 23:30 is the UTC reading of the same epoch. "
    "Everything else matches BOOKING#2026-05-14#R3.")

bad(b, "Your escape is on! The Alchemist's Vault, Thursday 14 May at 19:30, booked for 4 players. Since you've already "
       "paid the $20.000 deposit, the remaining $62.500 is due at the front desk on the day. Arrive a quarter of an hour "
       "early so we can brief you off the clock.",
    [SNA("Your escape is on!"), S("The Alchemist's Vault, Thursday 14 May at 19:30"), C("booked for 4 players", VAL),
     S("you've already paid the $20.000 deposit"), C("the remaining $62.500 is due", AMT),
     S("Arrive a quarter of an hour early")],
    ["other_record_value", "wrong_arithmetic"], ["4 players", "$62.500"],
    "players 4 belongs to the completed March booking CR-49307; this booking has 5. 72.500 - 20.000 is 52.500, not 62.500.")

rep(b, "Hola Camila! The Alchemist's Vault is booked for 5 players on Thursday 14/05 at 19:30. Your deposit of $20.000 "
       "is in, leaving $72.500 to pay at the front desk on the day. Arrive 15 minutes early for the briefing!",
    [S("booked for 5 players on Thursday 14/05 at 19:30"), S("Your deposit of $20.000"),
     C("leaving $72.500 to pay at the front desk", AMT), S("Arrive 15 minutes early")],
    ["wrong_role"], ["$72.500"], ["$52.500|52.500", "19:30", "5 players"],
    "$72.500 is total_minor given as the balance; balance_due_minor is 52500.")

# ---- B02 escape-reschedule-refused ------------------------------------------------------
b = Bundle(
    "escape-reschedule-refused", "escape rooms",
    "Something came up, can you move our Clockmaker game from tomorrow to Sunday at 18:00?",
    "2026-05-22T09:40:00-04:00",
    [
        rec("ddb.query#CUST#9034", "tool:dynamodb.Query", query([
            {"PK": "CUST#9034", "SK": "PROFILE", "entity": "CUSTOMER", "full_name": "Tomás Araya Lillo",
             "email": "t.araya@correo-ejemplo.cl", "loyalty_tier": "NONE"},
            {"PK": "CUST#9034", "SK": "BOOKING#2026-05-23#R2", "entity": "BOOKING", "booking_ref": "CR-56871",
             "room_code": "CLOCKMAKER_ATTIC", "room_name": "The Clockmaker's Attic", "branch": "NUNOA",
             "starts_at": ep("2026-05-23T17:00"), "duration": "PT60M", "players": 4, "status": "CONFIRMED",
             "change_count": 0, "free_change_until": ep("2026-05-21T17:00"), "total_minor": 52000,
             "deposit_paid_minor": 16000, "balance_due_minor": 36000, "currency": "CLP"},
        ])),
        rec("ddb.query#SLOTS#CLOCKMAKER_ATTIC#2026-05-24", "tool:dynamodb.Query", query([
            {"PK": "SLOTS#NUNOA#CLOCKMAKER_ATTIC", "SK": "2026-05-24T16:30", "entity": "SLOT", "state": "BOOKED"},
            {"PK": "SLOTS#NUNOA#CLOCKMAKER_ATTIC", "SK": "2026-05-24T18:00", "entity": "SLOT", "state": "AVAILABLE"},
            {"PK": "SLOTS#NUNOA#CLOCKMAKER_ATTIC", "SK": "2026-05-24T19:30", "entity": "SLOT", "state": "AVAILABLE"},
        ])),
        refused("reschedule_booking#call-1", "reschedule_booking", "DENY",
                {"booking_sk": "BOOKING#2026-05-23#R2", "new_slot": "2026-05-24T18:00"},
                message="INSIDE_CHANGE_WINDOW: start is less than 48h away"),
        pol("policy#changes", "Bookings can be moved to another date free of charge up to 48 hours before the original "
            "start time. Inside 48 hours, the date and time are fixed, but you can still change the number of players or "
            "hand the booking to someone else. Cancellations inside 48 hours do not get the deposit back. A booking can "
            "be rescheduled at most twice.", "v2"),
    ])

ok(b, "Ay, Tomás, I tried to move your Clockmaker's Attic game to Sunday 24/05 at 18:00, but the system refused the "
      "change. Your booking is still set for tomorrow, Saturday 23/05, at 17:00. Date changes are only free up to 48 hours "
      "before the start, and we're now inside that window. You can still change how many players come, or hand the "
      "booking over to a friend.",
   [S("the system refused the change"), S("Your booking is still set for tomorrow, Saturday 23/05, at 17:00"),
    S("Date changes are only free up to 48 hours before the start"), S("we're now inside that window"),
    S("You can still change how many players come"), S("hand the booking over to a friend")],
   ["17:00", "48 hours"],
   "reschedule_booking#call-1 was DENIED; starts_at is 23/05 17:00, 31 hours after now; policy#changes gives the 48-hour "
   "rule and what can still change.")

ok(b, "Dear Tomás,\n\nI'm afraid the clock beat us on this one. Your request to move booking CR-56871 to Sunday couldn't "
      "be processed: with less than 48 hours to go, the date and time are locked. Your game in The Clockmaker's Attic "
      "stays on Saturday 23 May at 17:00 for four players. If the day no longer works for the whole team, remember that a "
      "cancellation at this point means the deposit is not returned.\n\nCheers,\nMarta, Game Master at Candado Rojo",
   [S("booking CR-56871"), S("couldn't be processed"), S("with less than 48 hours to go, the date and time are locked"),
    S("stays on Saturday 23 May at 17:00"), S("for four players"),
    S("a cancellation at this point means the deposit is not returned")],
   ["17:00", "CR-56871"],
   "Refused call reported as not done; booking CR-56871 keeps starts_at 23/05 17:00 with players 4; policy#changes says "
   "inside 48 hours cancellations lose the deposit.")

bad(b, "Hola Tomás! I've moved your Clockmaker's Attic booking to Sunday 24/05 at 18:00, same team of 4. Your deposit "
       "of $16.000 stays on the booking. See you Sunday!",
    [C("I've moved your Clockmaker's Attic booking to Sunday 24/05 at 18:00", NOTEX), S("same team of 4"),
     S("Your deposit of $16.000 stays on the booking")],
    ["refused_call_effect"], ["I've moved your"],
    "reschedule_booking#call-1 was DENY (inside the 48-hour window), so the move did not happen; deposit_paid_minor 16000 and players 4 are right.")

bad(b, "Hi Tomás! Unfortunately I couldn't move your game to Sunday, the reschedule request was declined. Your "
       "Clockmaker's Attic booking stays on Saturday 23/05 at 17:00. Our rule is that bookings can be moved free of charge "
       "up to 24 hours before the start. You could still cancel, and we'd refund half of your deposit.",
    [S("the reschedule request was declined"), S("stays on Saturday 23/05 at 17:00"),
     C("moved free of charge up to 24 hours before the start", POL), C("we'd refund half of your deposit", POL)],
    ["wrong_policy_condition", "invented_promise"], ["up to 24 hours before", "refund half of your deposit"],
    "policy#changes says 48 hours, not 24, and that cancellations inside 48 hours do not get the deposit back.")

rep(b, "Quick update, Tomás: your booking CR-56871 has been moved to Sunday 24/05 at 18:00. Date changes are free up to "
       "48 hours before the start, and your team of 4 stays the same.",
    [S("your booking CR-56871"), C("has been moved to Sunday 24/05 at 18:00", NOTEX),
     S("Date changes are free up to 48 hours before the start"), S("your team of 4 stays the same")],
    ["refused_call_effect"], ["has been moved to Sunday"],
    ["could not|couldn't|unable|not able|declined|refused|wasn't|was not|can't|cannot", "CR-56871"],
    "reschedule_booking#call-1 was DENY; the booking is still on 23/05 17:00.")

# ---- B03 escape-refund-status ------------------------------------------------------------
b = Bundle(
    "escape-refund-status", "escape rooms",
    "I cancelled my Sunken Lighthouse booking on Tuesday. Where's my refund?",
    "2026-05-15T11:00:00-04:00",
    [
        rec("ddb.query#CUST#7720", "tool:dynamodb.Query", query([
            {"PK": "CUST#7720", "SK": "PROFILE", "entity": "CUSTOMER", "full_name": "Valentina Soto Méndez",
             "email": "vsoto.m@correo-ejemplo.cl"},
            {"PK": "CUST#7720", "SK": "BOOKING#2026-05-16#R1", "entity": "BOOKING", "booking_ref": "CR-53904",
             "room_name": "The Sunken Lighthouse", "starts_at": ep("2026-05-16T16:00"), "players": 6,
             "status": "CANCELLED", "cancelled_at": ep("2026-05-12T13:58:40"), "total_minor": 78000,
             "paid_minor": 78000, "currency": "CLP"},
            {"PK": "CUST#7720", "SK": "PAYMENT#1776723900", "entity": "PAYMENT", "booking_sk": "BOOKING#2026-05-16#R1",
             "amount_minor": 78000, "currency": "CLP", "status": "CAPTURED", "card_last4": "9051",
             "captured_at": ep("2026-04-20T18:25:00")},
            {"PK": "CUST#7720", "SK": "REFUND#1778609100", "entity": "REFUND", "booking_sk": "BOOKING#2026-05-16#R1",
             "amount_minor": 39000, "currency": "CLP", "status": "PROCESSING", "initiated_at": ep("2026-05-12T14:05:00"),
             "rule_applied": "CANCEL_7D_TO_48H_50PCT", "destination": {"type": "CARD", "last4": "9051"}},
            {"PK": "CUST#7720", "SK": "VOUCHER#CR-GIFT-7Q2M", "entity": "VOUCHER", "balance_minor": 10000,
             "currency": "CLP", "status": "ACTIVE", "issued_at": ep("2025-10-03T12:00"), "reason": "GOODWILL_2025",
             "expires_at": ep("2026-11-30T23:59:59")},
        ])),
        pol("policy#cancellation", "Cancel 7 days or more before your game and you get a full refund. Between 7 days and "
            "48 hours before the start, we refund 50% of the amount paid. Inside 48 hours there is no refund. Card refunds "
            "take 5 to 10 business days to appear after they are processed.", "v3"),
    ])

ok(b, "Hola Valentina! Your cancellation of The Sunken Lighthouse (CR-53904) went through on Tuesday 12/05. Because you "
      "cancelled between 7 days and 48 hours before the game, you get back 50% of what you paid: $39.000. That refund is "
      "being processed to your card ending 9051, and card refunds show up within 5 to 10 business days after processing.",
   [S("Your cancellation of The Sunken Lighthouse (CR-53904) went through on Tuesday 12/05"),
    S("between 7 days and 48 hours before the game"), S("you get back 50% of what you paid: $39.000"),
    S("That refund is being processed to your card ending 9051"), S("within 5 to 10 business days after processing")],
   ["$39.000", "9051"],
   "cancelled_at is Tuesday 12/05 13:58; REFUND amount_minor 39000 PROCESSING to card 9051; policy#cancellation gives 50% and 5-10 business days.")

ok(b, "Your refund of thirty-nine thousand pesos was initiated on 12 May and is still being processed. It is going back to "
      "the card ending in 9051. Half of the seventy-eight thousand pesos paid is returned, as the booking was cancelled "
      "with four days' notice. Card refunds usually appear 5–10 business days after processing. Hang in there, detective!",
   [S("refund of thirty-nine thousand pesos was initiated on 12 May"), S("is still being processed"),
    S("going back to the card ending in 9051"), S("Half of the seventy-eight thousand pesos paid is returned"),
    S("cancelled with four days' notice"), S("5–10 business days after processing"), NA("Hang in there, detective!")],
   ["thirty-nine thousand", "9051"],
   "REFUND initiated_at 12/05, status PROCESSING, 39000 of paid 78000; cancelled 12/05 for a 16/05 start (about 4 days).")

ok(b, "Refund of $39.000 for CR-53904 is in progress (processing since 12/05); expect it on your card within 5–10 business "
      "days. Your separate $10.000 voucher CR-GIFT-7Q2M is untouched and still active.",
   [S("Refund of $39.000 for CR-53904 is in progress"), S("processing since 12/05"), S("within 5–10 business days"),
    S("Your separate $10.000 voucher CR-GIFT-7Q2M"), S("untouched and still active")],
   ["$39.000", "CR-GIFT-7Q2M"],
   "REFUND status PROCESSING since 12/05; VOUCHER#CR-GIFT-7Q2M balance 10000, ACTIVE.")

bad(b, "Hi Valentina! Good news: your refund of $78.000 for The Sunken Lighthouse has been completed and is back on your "
       "card ending 9051. Cancellations made between 7 days and 48 hours before the game get 50% back.",
    [C("your refund of $78.000", AMT), C("has been completed", STATE), S("your card ending 9051"), S("get 50% back")],
    ["wrong_amount", "wrong_state"], ["$78.000", "has been completed"],
    "REFUND amount_minor is 39000 (78000 is the amount paid) and its status is PROCESSING, not completed.")

bad(b, "Your $39.000 refund (50% of the $78.000 paid) is being processed and should reach your card within 3 to 5 "
       "business days. On top of that, your $10.000 voucher has been added to make up for the cancellation.",
    [S("Your $39.000 refund (50% of the $78.000 paid) is being processed"), C("within 3 to 5 business days", POL),
     CI("has been added to make up for the cancellation", ["VALUE_MISMATCH", "CLAIM_WITHOUT_TOOL_EVIDENCE", "RECORD_STATE_MISMATCH"])],
    ["wrong_period", "other_record_value"], ["3 to 5 business days", "added to make up for the cancellation"],
    "policy#cancellation says 5 to 10 business days. The voucher is a 2025 GOODWILL_2025 item, not something added for this cancellation.")

rep(b, "Hola Valentina! Your refund for CR-53904 is $39.000, half of the $78.000 you paid, and it's being processed back "
       "to your card ending 9051. Card refunds take 5 to 10 business days to show up. The cancellation was logged on "
       "Wednesday 13/05.",
    [S("Your refund for CR-53904 is $39.000"), S("half of the $78.000 you paid"),
     S("being processed back to your card ending 9051"), S("Card refunds take 5 to 10 business days"),
     C("logged on Wednesday 13/05", DATE)],
    ["wrong_date"], ["Wednesday 13/05"], ["12/05|12 May|Tuesday|May 12", "$39.000|39.000"],
    "cancelled_at 1778608720 is Tuesday 12/05 13:58 in Santiago.")

# ---- B04 escape-voucher-balance ---------------------------------------------------------
b = Bundle(
    "escape-voucher-balance", "escape rooms",
    "How much is left on my Candado Rojo gift voucher and until when can I use it?",
    "2026-05-30T16:20:00-04:00",
    [
        rec("ddb.query#CUST#6651", "tool:dynamodb.Query", query([
            {"PK": "CUST#6651", "SK": "PROFILE", "entity": "CUSTOMER", "full_name": "Ignacio Pérez Cortés"},
            {"PK": "CUST#6651", "SK": "VOUCHER#CR-V-21AA", "entity": "VOUCHER", "value_minor": 45000,
             "balance_minor": 45000, "currency": "CLP", "status": "VOID", "void_reason": "REISSUED_NAME_TYPO",
             "replaced_by": "CR-V-88K3", "purchased_at": ep("2025-07-01T11:20"), "expires_at": ep("2026-07-01T23:59:59")},
            {"PK": "CUST#6651", "SK": "VOUCHER#CR-V-88K3", "entity": "VOUCHER", "value_minor": 45000,
             "balance_minor": 15000, "currency": "CLP", "status": "ACTIVE", "replaces": "CR-V-21AA",
             "purchased_at": ep("2025-07-03T10:05"), "expires_at": ep("2026-07-03T23:59:59")},
            {"PK": "CUST#6651", "SK": "REDEMPTION#2026-02-14", "entity": "REDEMPTION", "voucher": "CR-V-88K3",
             "amount_minor": 30000, "booking_ref": "CR-51002", "redeemed_at": ep("2026-02-14T19:02")},
        ])),
        pol("policy#vouchers", "Gift vouchers are valid for 12 months from the date of purchase and can be used over "
            "several visits until the balance runs out. They can pay for any room booking but not for merchandise or "
            "drinks. Vouchers can't be exchanged for cash, and a balance left after expiry is not refunded. One voucher "
            "per booking.", "v1"),
    ])

ok(b, "Hola Ignacio! Your voucher CR-V-88K3 still has $15.000 on it, and it's valid until 03/07/2026 at 23:59. You "
      "already used $30.000 of the original $45.000 on 14/02. The balance works for any room booking, though not for "
      "drinks or merch.",
   [S("Your voucher CR-V-88K3 still has $15.000 on it"), S("valid until 03/07/2026 at 23:59"),
    S("You already used $30.000 of the original $45.000 on 14/02"), S("works for any room booking"),
    S("not for drinks or merch")],
   ["$15.000", "03/07/2026"],
   "VOUCHER#CR-V-88K3 (ACTIVE) balance 15000 of 45000, expires 03/07 23:59:59; REDEMPTION 30000 on 14/02; policy#vouchers.")

ok(b, "Fifteen thousand pesos left to play with! Voucher CR-V-88K3 is active and expires on 3 July 2026. Just so you know, "
      "vouchers can't be swapped for cash, and any balance left after expiry isn't refunded, so don't leave it too long!",
   [S("Fifteen thousand pesos left to play with"), S("Voucher CR-V-88K3 is active"), S("expires on 3 July 2026"),
    S("vouchers can't be swapped for cash"), S("any balance left after expiry isn't refunded")],
   ["3 July 2026", "CR-V-88K3"],
   "Balance and expiry from the ACTIVE voucher; cash and expiry rules from policy#vouchers.")

bad(b, "Hi Ignacio! The balance on your voucher is $45.000, valid until 03/07/2026. It can be used for any room booking but "
       "not for drinks or merchandise.",
    [C("The balance on your voucher is $45.000", AMT), S("valid until 03/07/2026"), S("It can be used for any room booking"),
     S("not for drinks or merchandise")],
    ["stale_value"], ["$45.000"],
    "45000 is the balance of the VOID voucher CR-V-21AA (replaced); the active CR-V-88K3 has 15000 left.")

bad(b, "Your voucher CR-V-88K3 has $150 left and expires on 03/07/2026. Vouchers are valid for 24 months from the date of "
       "purchase, and you can split the balance across several visits.",
    [C("has $150 left", AMT), S("expires on 03/07/2026"), C("valid for 24 months from the date of purchase", POL),
     S("split the balance across several visits")],
    ["unit_conversion", "wrong_period"], ["$150 left", "24 months"],
    "balance_minor 15000 in CLP (no minor unit) is $15.000, not $150; policy#vouchers says 12 months.")

rep(b, "Your voucher CR-V-88K3 has $15.000 left and is valid until 01/07/2026. You can use it for any room booking.",
    [S("Your voucher CR-V-88K3 has $15.000 left"), C("valid until 01/07/2026", DATE), S("You can use it for any room booking")],
    ["stale_value"], ["01/07/2026"], ["03/07|3 July|3/7|July 3", "$15.000|15.000"],
    "01/07/2026 is the expiry of the void voucher CR-V-21AA; CR-V-88K3 expires 03/07/2026.")

# ---- B05 escape-corporate-quote --------------------------------------------------------
b = Bundle(
    "escape-corporate-quote", "escape rooms",
    "Could you remind me what the latest quote includes and what we need to pay to confirm?",
    "2026-05-27T12:00:00-04:00",
    [
        rec("ddb.query#CUST#B2B-3310", "tool:dynamodb.Query", query([
            {"PK": "CUST#B2B-3310", "SK": "PROFILE", "entity": "CUSTOMER", "company": "Andina Logística SpA",
             "contact_name": "Rocío Valdés", "segment": "CORPORATE"},
            {"PK": "CUST#B2B-3310", "SK": "QUOTE#Q-7741#v1", "entity": "QUOTE", "status": "SUPERSEDED",
             "superseded_by": "QUOTE#Q-7741#v2", "event_starts_at": ep("2026-06-19T15:00"), "players": 10,
             "rooms": ["ALCHEMIST_VAULT", "CLOCKMAKER_ATTIC"], "price_per_player_minor": 13500, "discount_pct": 0,
             "total_minor": 135000, "includes": ["GROUP_PHOTO_PACK"], "valid_until": ep("2026-05-31T23:59:59")},
            {"PK": "CUST#B2B-3310", "SK": "QUOTE#Q-7741#v2", "entity": "QUOTE", "status": "SENT",
             "event_starts_at": ep("2026-06-19T15:00"), "players": 12,
             "rooms": [{"room": "ALCHEMIST_VAULT", "players": 6}, {"room": "CLOCKMAKER_ATTIC", "players": 6}],
             "price_per_player_minor": 13500, "subtotal_minor": 162000, "discount_pct": 10, "discount_minor": 16200,
             "total_minor": 145800, "deposit_pct": 30, "deposit_minor": 43740,
             "includes": ["GROUP_PHOTO_PACK", "GM_DEBRIEF_PT20M"], "valid_until": ep("2026-06-05T23:59:59")},
        ], lek={"PK": "CUST#B2B-3310", "SK": "QUOTE#Q-7741#v2"})),
        pol("policy#corporate", "Corporate quotes hold the quoted price until their valid-until date. Groups of 10 or more "
            "players get 10% off the per-player price. A 30% deposit confirms the booking; the rest is invoiced after the "
            "event with 30-day payment terms. Food and drinks are not included unless the quote lists them.", "v5"),
    ])

ok(b, "Here's the latest quote (v2) for Andina Logística, hot off the game-master's desk:\n"
      "- Friday 19/06 at 15:00, 12 players split across The Alchemist's Vault and The Clockmaker's Attic (6 each)\n"
      "- $13.500 per player, $162.000 before discount\n- 10% group discount, bringing the total to $145.800\n"
      "- Included: group photo pack and a 20-minute debrief\n"
      "To confirm, a 30% deposit of $43.740 is needed; the rest is invoiced after the event.",
   [S("latest quote (v2)"), S("Friday 19/06 at 15:00"), S("12 players split across"), S("(6 each)"),
    S("$13.500 per player"), S("$162.000 before discount"), S("bringing the total to $145.800"),
    S("group photo pack and a 20-minute debrief"), S("a 30% deposit of $43.740"), S("the rest is invoiced after the event")],
   ["$145.800", "$43.740"],
   "QUOTE#Q-7741#v2 (SENT): 12 players, 13500 each, subtotal 162000, 10% off, total 145800, deposit 43740, "
   "includes GROUP_PHOTO_PACK and GM_DEBRIEF_PT20M; policy#corporate for invoicing.")

ok(b, "Dear Rocío,\n\nThank you for choosing us for your team day. Quote v2 totals CLP 145.800 for twelve players, which "
      "already includes the 10% discount for groups of ten or more. It also covers a group photo pack and a twenty-minute "
      "debrief with the game master. The price is held until 5 June 2026, and the booking is confirmed once the 30% "
      "deposit (CLP 43.740) is paid.\n\nWarm regards,\nJoaquín\nCandado Rojo Corporate",
   [S("Quote v2 totals CLP 145.800 for twelve players"), S("already includes the 10% discount for groups of ten or more"),
    S("covers a group photo pack and a twenty-minute debrief"), S("The price is held until 5 June 2026"),
    S("30% deposit (CLP 43.740)")],
   ["145.800", "5 June 2026"],
   "v2 total 145800, valid_until 05/06 23:59:59; discount rule and deposit from policy#corporate and the quote.")

bad(b, "Hi Rocío! Your quote comes to $135.000 for the team, covering both rooms on Friday 19/06 at 15:00. It includes a "
       "group photo pack, a 20-minute debrief and a round of drinks after the game. A 30% deposit confirms the booking.",
    [C("Your quote comes to $135.000", AMT), S("Friday 19/06 at 15:00"), S("group photo pack, a 20-minute debrief"),
     CI("a round of drinks after the game", ["NLI_CONTRADICTION", "VALUE_MISMATCH", "CLAIM_WITHOUT_TOOL_EVIDENCE"]),
     S("A 30% deposit confirms the booking")],
    ["stale_value", "unlisted_perk"], ["$135.000", "round of drinks"],
    "135000 is the SUPERSEDED v1 total; v2 is 145800. Drinks are not in v2.includes and policy says they are not included unless listed.")

bad(b, "Quote v2: 12 players at $13.500 each, less the 10% group discount = $148.500 total. It's valid until 31/05/2026, "
       "and a 30% deposit confirms your slot.",
    [S("12 players at $13.500 each"), C("= $148.500 total", AMT), C("valid until 31/05/2026", DATE),
     S("a 30% deposit confirms your slot")],
    ["wrong_arithmetic", "stale_value"], ["$148.500", "31/05/2026"],
    "12 x 13.500 = 162.000, minus 10% = 145.800; 31/05 is v1's valid_until, v2 runs to 05/06.")

rep(b, "Your latest quote (v2) is $145.800 for 12 players after the 10% group discount, and includes the group photo pack "
       "and 20-minute debrief. To confirm, pay the 30% deposit of $48.600.",
    [S("Your latest quote (v2) is $145.800 for 12 players"), S("after the 10% group discount"),
     S("includes the group photo pack and 20-minute debrief"), C("the 30% deposit of $48.600", AMT)],
    ["wrong_arithmetic"], ["$48.600"], ["$43.740|43.740", "$145.800|145.800"],
    "$48.600 is 30% of the pre-discount subtotal; deposit_minor is 43740 (30% of 145800).")

# =====================================================================================
# BOARD-GAME CAFÉ — La Torre de Dados (Ñuñoa)
# =====================================================================================

# ---- B06 bgc-table-reservation ---------------------------------------------------------
b = Bundle(
    "bgc-table-reservation", "board-game café",
    "We're 6 this Saturday. How long do we have the table and how much is the cover?",
    "2026-06-03T18:00:00-04:00",
    [
        rec("ddb.query#CUST#4127", "tool:dynamodb.Query", query([
            {"PK": "CUST#4127", "SK": "PROFILE", "entity": "CUSTOMER", "full_name": "Francisca Muñoz Tapia",
             "phone": "+56 9 5512 0087"},
            {"PK": "CUST#4127", "SK": "RES#2026-04-18#T2", "entity": "RESERVATION", "table": "T2", "party_size": 4,
             "starts_at": ep("2026-04-18T17:00"), "block": "PT2H", "cover_per_person_minor": 4000,
             "cover_total_minor": 16000, "status": "COMPLETED", "currency": "CLP"},
            {"PK": "CUST#4127", "SK": "RES#2026-06-06#T7", "entity": "RESERVATION", "table": "T7", "party_size": 6,
             "starts_at": ep("2026-06-06T16:00"), "block": "PT3H", "cover_per_person_minor": 4500,
             "cover_total_minor": 27000, "status": "CONFIRMED", "currency": "CLP",
             "notes": "Near the party-games shelf", "ttl": ep("2026-09-06T00:00")},
        ])),
        pol("policy#cover-and-tables", "The cover charge gives each guest unlimited access to our library of more than "
            "600 games for the length of the booking. Tables are held for 15 minutes after the booked time; after that "
            "they may be released to walk-ins. Outside food and drinks are not allowed, except birthday cakes. Bookings "
            "can be extended at the counter if the table is free.", "2026-03"),
        psg("kb#game-gurus", "Game gurus are on the floor every evening and all weekend.\n"
            "They can teach any game on the 'Guru picks' shelf in under 10 minutes."),
    ])

ok(b, "Hola Francisca! Table T7 is yours this Saturday, 06/06, from 16:00 for three hours, for a party of 6. The cover is "
      "$4.500 per person, so $27.000 for the group, and it includes unlimited access to the whole game library while "
      "you're here. We hold the table for 15 minutes past 16:00, so don't let the dice roll too late!",
   [S("Table T7 is yours this Saturday, 06/06, from 16:00"), S("for three hours"), S("for a party of 6"),
    S("The cover is $4.500 per person"), S("so $27.000 for the group"), S("unlimited access to the whole game library"),
    S("We hold the table for 15 minutes past 16:00")],
   ["$27.000", "16:00"],
   "RES#2026-06-06#T7: T7, party_size 6, 16:00, PT3H, 4500 each, total 27000; library access and the 15-minute hold are in the policy.")

ok(b, "Your three-hour slot starts at 16:00 on Saturday 6 June, until 19:00: six players, table T7. Cover charge: CLP 4.500 "
      "each (CLP 27.000 total). Note that outside food and drinks aren't allowed, although a birthday cake is fine.",
   [S("Your three-hour slot starts at 16:00 on Saturday 6 June"), S("until 19:00"), S("six players, table T7"),
    S("CLP 4.500 each (CLP 27.000 total)"), S("outside food and drinks aren't allowed"), S("a birthday cake is fine")],
   ["27.000", "19:00"],
   "16:00 + PT3H = 19:00; cover figures from RES#2026-06-06#T7; food rule from policy#cover-and-tables.")

ok(b, "Sat 06/06, 16:00–19:00, T7, 6 people, cover $27.000 total.",
   [S("Sat 06/06, 16:00–19:00"), S("T7, 6 people"), S("cover $27.000 total")],
   ["$27.000"],
   "One-line restatement of RES#2026-06-06#T7.")

bad(b, "Hi Francisca! You're booked at table T7 on Saturday 06/06 from 16:00 to 19:00 for 6 players. The cover is $4.000 "
       "per person, and we'll hold the table for 30 minutes if you're running late.",
    [S("table T7 on Saturday 06/06 from 16:00 to 19:00"), S("for 6 players"), C("The cover is $4.000 per person", AMT),
     C("hold the table for 30 minutes", POL)],
    ["other_record_value", "wrong_policy_condition"], ["$4.000 per person", "30 minutes"],
    "4000 per person is the April reservation RES#2026-04-18#T2; this one is 4500. Policy holds tables 15 minutes.")

bad(b, "Your table for 6 is confirmed for Saturday at 16:00, with a two-hour block. Cover is $27.000 for the group and "
       "includes the full game library. Bring your own snacks if you like!",
    [S("Your table for 6 is confirmed for Saturday at 16:00"), C("with a two-hour block", ["VALUE_MISMATCH", "DATE_MISMATCH"]),
     S("Cover is $27.000 for the group"), S("includes the full game library"),
     C("Bring your own snacks if you like", ["NLI_CONTRADICTION"])],
    ["wrong_period", "wrong_policy_condition"], ["two-hour block", "Bring your own snacks"],
    "block is PT3H (PT2H was the April booking); policy bans outside food and drinks except birthday cakes.")

rep(b, "Hola Francisca! Table T7 is booked for 6 people this Saturday 06/06 at 16:00, for three hours. The cover comes to "
       "$22.500 for the group ($4.500 each).",
    [S("Table T7 is booked for 6 people this Saturday 06/06 at 16:00"), S("for three hours"),
     C("The cover comes to $22.500 for the group", AMT), S("($4.500 each)")],
    ["wrong_arithmetic"], ["$22.500"], ["$27.000|27.000", "16:00"],
    "6 x 4.500 = 27.000 (cover_total_minor 27000); 22.500 counts only five guests.")

# ---- B07 bgc-membership ----------------------------------------------------------------
b = Bundle(
    "bgc-membership", "board-game café",
    "What does my membership include? Can I bring my brother for free this Saturday?",
    "2026-06-04T13:00:00-04:00",
    [
        rec("ddb.query#CUST#5590", "tool:dynamodb.Query", query([
            {"PK": "CUST#5590", "SK": "PROFILE", "entity": "CUSTOMER", "full_name": "Diego Fernández Bustos"},
            {"PK": "CUST#5590", "SK": "MEMBERSHIP#MEEPLE_MONTHLY", "entity": "MEMBERSHIP", "plan_code": "MEEPLE_MONTHLY",
             "status": "ACTIVE", "started_at": ep("2026-01-10T21:00"), "renews_at": ep("2026-06-10T21:00"),
             "auto_renew": True, "price_minor": 19990, "currency": "CLP", "guest_passes_left": 0,
             "guest_pass_used_at": ep("2026-05-14T19:40"),
             "perks": ["FREE_COVER_MON_THU", "DISCOUNT_10_PCT_FOOD_DRINK", "ONE_GUEST_PASS_PER_MONTH", "EARLY_ACCESS_NEW_GAMES"]},
        ])),
        rec("ddb.query#PLANS", "tool:dynamodb.Query", query([
            {"PK": "PLAN", "SK": "MEEPLE_MONTHLY", "entity": "PLAN", "display_name": "Meeple Club", "price_minor": 19990,
             "perks": ["FREE_COVER_MON_THU", "DISCOUNT_10_PCT_FOOD_DRINK", "ONE_GUEST_PASS_PER_MONTH", "EARLY_ACCESS_NEW_GAMES"]},
            {"PK": "PLAN", "SK": "MEEPLE_PLUS", "entity": "PLAN", "display_name": "Meeple Plus", "price_minor": 29990,
             "perks": ["FREE_COVER_EVERY_DAY", "DISCOUNT_15_PCT_FOOD_DRINK", "TWO_GUEST_PASSES_PER_MONTH", "EARLY_ACCESS_NEW_GAMES"]},
        ])),
        pol("policy#membership", "Memberships renew automatically each month and can be cancelled any time before the "
            "renewal date. Meeple Club perks apply only to the member's own visits, except the monthly guest pass. Unused "
            "guest passes do not roll over to the next month. Free cover for Meeple Club members applies Monday to "
            "Thursday; Meeple Plus members get free cover every day.", "v3"),
    ])

ok(b, "Hola Diego, welcome back to the club table! Your Meeple Club membership ($19.990 a month) gives you free cover "
      "Monday to Thursday, 10% off food and drinks, one guest pass a month and early access to new games. This month's "
      "guest pass has already been used, so your brother would pay the normal cover on Saturday. Your membership renews "
      "on 10/06.",
   [S("Your Meeple Club membership ($19.990 a month)"), S("free cover Monday to Thursday"), S("10% off food and drinks"),
    S("one guest pass a month"), S("early access to new games"), S("This month's guest pass has already been used"),
    S("your brother would pay the normal cover on Saturday"), S("Your membership renews on 10/06")],
   ["$19.990", "10/06"],
   "MEMBERSHIP perks list and price 19990; guest_passes_left 0; renews_at is 10/06 21:00 Santiago.")

ok(b, "Short answer: not this time, Diego. Your guest pass for this month is used up, and unused passes don't roll over "
      "anyway. What your plan does include:\n- free cover from Monday to Thursday\n- 10% discount on food and drinks\n"
      "- 1 guest pass per month\n- early access to new games\nIt renews automatically on 10 June at $19.990, and you can "
      "cancel any time before then.",
   [SNA("Short answer: not this time, Diego."), S("Your guest pass for this month is used up"), S("unused passes don't roll over"), S("free cover from Monday to Thursday"),
    S("10% discount on food and drinks"), S("1 guest pass per month"), S("early access to new games"),
    S("renews automatically on 10 June at $19.990"), S("you can cancel any time before then")],
   ["10 June", "$19.990"],
   "guest_passes_left 0; perks from MEMBERSHIP; roll-over and cancellation rules in policy#membership.")

bad(b, "Hi Diego! Your Meeple Club plan includes free cover every day, 10% off food and drinks and one guest pass a month, "
       "so your brother can come along free on Saturday.",
    [C("free cover every day", ["VALUE_MISMATCH", "NLI_CONTRADICTION"]), S("10% off food and drinks"),
     S("one guest pass a month"), C("your brother can come along free on Saturday", ["VALUE_MISMATCH", "RECORD_STATE_MISMATCH", "NLI_CONTRADICTION"])],
    ["unlisted_perk", "condition_unmet"], ["free cover every day", "come along free"],
    "FREE_COVER_EVERY_DAY belongs to Meeple Plus; Diego's plan lists FREE_COVER_MON_THU. guest_passes_left is 0.")

bad(b, "Your Meeple Club membership renews on 11/06 for $19.990. It gives you free cover Monday–Thursday, a 15% discount "
       "on food and drinks, one guest pass per month and early access to new games.",
    [C("renews on 11/06", DATE), S("for $19.990"), S("free cover Monday–Thursday"),
     C("a 15% discount on food and drinks", VAL), S("one guest pass per month"), S("early access to new games")],
    ["unit_conversion", "other_record_value"], ["11/06", "15% discount"],
    "renews_at 1781139600 is 10/06 21:00 in Santiago (11/06 01:00 UTC). 15% is the Meeple Plus discount; his plan is 10%.")

rep(b, "Hola Diego! Your Meeple Club membership gives you free cover Monday to Thursday and 10% off food and drinks. You "
       "still have one guest pass left this month, so your brother can join you for free.",
    [S("free cover Monday to Thursday"), S("10% off food and drinks"),
     C("You still have one guest pass left this month", VAL),
     C("your brother can join you for free", ["VALUE_MISMATCH", "RECORD_STATE_MISMATCH", "NLI_CONTRADICTION"])],
    ["wrong_quantity", "condition_unmet"], ["one guest pass left", "join you for free"],
    ["used|none left|no guest pass|0 guest|no more|no free|normal cover|regular cover|pay the cover", "10%"],
    "guest_passes_left is 0 (used on 14/05), so the brother pays the cover.")

# ---- B08 bgc-shop-order ----------------------------------------------------------------
b = Bundle(
    "bgc-shop-order", "board-game café",
    "Where is my order of Plumas del Sur? How much did I pay in total?",
    "2026-05-21T10:30:00-04:00",
    [
        rec("ddb.query#CUST#3381", "tool:dynamodb.Query", query([
            {"PK": "CUST#3381", "SK": "ORDER#TD-20455", "entity": "ORDER", "placed_at": ep("2026-04-07T12:10"),
             "lines": [{"sku": "CIUDADELA-SAL", "title": "Ciudadela de Sal", "qty": 1, "unit_price_minor": 28990}],
             "shipping_minor": 0, "total_minor": 28990, "currency": "CLP", "status": "DELIVERED",
             "shipment": {"carrier": "Correo Andes Express", "tracking": "CAE-7702315-CL", "state": "DELIVERED",
                          "delivered_at": ep("2026-04-10T14:32")}},
            {"PK": "CUST#3381", "SK": "ORDER#TD-20931", "entity": "ORDER", "placed_at": ep("2026-05-18T22:47"),
             "lines": [{"sku": "PLUMAS-DEL-SUR", "title": "Plumas del Sur", "qty": 1, "unit_price_minor": 42990},
                       {"sku": "SLV-63x88-100", "title": "Card sleeves 63x88 (100)", "qty": 2, "unit_price_minor": 2495}],
             "shipping_minor": 3990, "total_minor": 51970, "currency": "CLP", "status": "SHIPPED",
             "shipment": {"carrier": "Correo Andes Express", "tracking": "CAE-7781204-CL", "state": "IN_TRANSIT",
                          "eta_date": "2026-05-23", "last_scan_at": ep("2026-05-21T06:12"),
                          "last_scan_location": "Centro de distribución Quilicura"}},
        ])),
        rec("ddb.get#CUST#3381#PROFILE", "tool:dynamodb.GetItem", getitem(
            {"PK": "CUST#3381", "SK": "PROFILE", "entity": "CUSTOMER", "full_name": "Catalina Reyes Olguín",
             "default_address": {"comuna": "Maipú", "region": "RM"}})),
        pol("policy#shop", "Orders ship from our Ñuñoa café within 2 business days. Delivery within the Santiago "
            "metropolitan region usually takes 2 to 4 business days after dispatch. Unopened games can be returned within "
            "10 days of delivery; shipping costs are not refunded.", "v2"),
    ])

ok(b, "Hola Catalina! Your order TD-20931 is on its way with Correo Andes Express, tracking CAE-7781204-CL. It was last "
      "scanned at the Quilicura distribution centre and is expected on 23/05. You paid $51.970 in total: $42.990 for "
      "Plumas del Sur, $4.990 for the two packs of sleeves and $3.990 for shipping.",
   [S("Your order TD-20931 is on its way"), S("tracking CAE-7781204-CL"), S("last scanned at the Quilicura distribution centre"),
    S("expected on 23/05"), S("You paid $51.970 in total"), S("$42.990 for Plumas del Sur"),
    S("$4.990 for the two packs of sleeves"), S("$3.990 for shipping")],
   ["$51.970", "CAE-7781204-CL"],
   "ORDER#TD-20931: shipment IN_TRANSIT, tracking CAE-7781204-CL, eta 2026-05-23, last scan Quilicura; "
   "42990 + 2 x 2495 + 3990 = 51970.")

ok(b, "Plumas del Sur is flying your way! The parcel is in transit and due this Saturday, 23 May. Total charged: fifty-one "
      "thousand nine hundred and seventy pesos, shipping included.",
   [SNA("Plumas del Sur is flying your way!"), S("The parcel is in transit"), S("due this Saturday, 23 May"), S("fifty-one thousand nine hundred and seventy pesos"),
    S("shipping included")],
   ["23 May", "fifty-one thousand nine hundred and seventy"],
   "shipment.state IN_TRANSIT, eta_date 2026-05-23 (a Saturday); total_minor 51970 includes shipping_minor 3990.")

bad(b, "Hi Catalina! Your order TD-20931 has been delivered by Correo Andes Express (tracking CAE-7781204-CL). You paid "
       "$47.980 in total for Plumas del Sur and the two packs of sleeves.",
    [S("Your order TD-20931"), C("has been delivered", STATE), S("tracking CAE-7781204-CL"), C("You paid $47.980 in total", AMT)],
    ["wrong_state", "wrong_arithmetic"], ["has been delivered", "$47.980"],
    "TD-20931 shipment state is IN_TRANSIT (DELIVERED is the April order); 47.980 leaves out the 3.990 shipping, total_minor is 51970.")

bad(b, "Your parcel is in transit and should arrive on Saturday 23/05. You can follow it with tracking number "
       "CAE-7702315-CL. Total paid: $51.970.",
    [S("Your parcel is in transit"), S("should arrive on Saturday 23/05"), C("tracking number CAE-7702315-CL", IDM),
     S("Total paid: $51.970")],
    ["other_record_value"], ["CAE-7702315-CL"],
    "CAE-7702315-CL is the tracking of the delivered April order TD-20455; this order's is CAE-7781204-CL.")

rep(b, "Hola Catalina! Order TD-20931 is in transit and expected on 23/05. You paid $51.970 in total, which included "
       "$2.495 for the sleeves.",
    [S("Order TD-20931 is in transit"), S("expected on 23/05"), S("You paid $51.970 in total"),
     C("$2.495 for the sleeves", AMT)],
    ["wrong_arithmetic"], ["$2.495"], ["$4.990|4.990", "23/05|23 May"],
    "The sleeves line is qty 2 x 2495 = 4990; 2.495 is the unit price.")

# ---- B09 bgc-rental-late-fee -----------------------------------------------------------
b = Bundle(
    "bgc-rental-late-fee", "board-game café",
    "I still have Ciudadela de Sal at home, sorry! Can you waive the late fee? I can bring it back today.",
    "2026-06-04T15:00:00-04:00",
    [
        rec("ddb.query#CUST#2764", "tool:dynamodb.Query", query([
            {"PK": "CUST#2764", "SK": "PROFILE", "entity": "CUSTOMER", "full_name": "Sebastián Vidal Rojas"},
            {"PK": "CUST#2764", "SK": "RENTAL#RN-3318", "entity": "RENTAL", "game": "Ciudadela de Sal",
             "rented_at": ep("2026-05-29T18:00"), "due_at": ep("2026-06-01T20:00"), "returned_at": None,
             "status": "OVERDUE", "rental_fee_minor": 6000, "rental_fee_status": "PAID", "late_fee_per_day_minor": 2000,
             "late_days_accrued": 3, "late_fee_accrued_minor": 6000, "currency": "CLP",
             "deposit_hold": {"amount_minor": 20000, "status": "HELD", "card_last4": "7310"}},
            {"PK": "CUST#2764", "SK": "RENTAL#RN-2987", "entity": "RENTAL", "game": "Plumas del Sur",
             "rented_at": ep("2026-03-12T17:30"), "due_at": ep("2026-03-15T20:00"), "returned_at": ep("2026-03-15T18:05"),
             "status": "RETURNED", "late_fee_accrued_minor": 0, "rental_fee_minor": 6000, "currency": "CLP"},
        ])),
        refused("waive_late_fee#call-4", "waive_late_fee", "ESCALATE", {"rental_id": "RN-3318", "amount_minor": 6000},
                message="Waivers above CLP 4.000 need a shift manager."),
        pol("policy#rentals", "Take-home rentals are due back by closing time on the due date. Late returns cost CLP 2.000 "
            "per day, deducted from the deposit hold. If a game is not returned within 10 days of the due date, the full "
            "deposit is kept and the rental is closed. The deposit hold is released within 3 business days after return.", "v2"),
    ])

ok(b, "Hola Sebastián! Ciudadela de Sal was due back on Monday 01/06, so it's now 3 days late and the late fee stands at "
      "$6.000 ($2.000 per day). I asked for it to be waived, but a fee that size needs a shift manager's approval, so I've "
      "passed it on for review rather than removing it. Once you bring the game back, the rest of your $20.000 deposit hold "
      "is released within 3 business days.",
   [S("was due back on Monday 01/06"), S("it's now 3 days late"), S("the late fee stands at $6.000"), S("($2.000 per day)"),
    S("needs a shift manager's approval"), S("I've passed it on for review"), S("your $20.000 deposit hold"),
    S("released within 3 business days")],
   ["$6.000", "review"],
   "RENTAL#RN-3318 due 01/06, late_days_accrued 3, late_fee_accrued 6000, hold 20000; waive_late_fee#call-4 was ESCALATEd.")

ok(b, "No drama, Sebastián, thanks for letting us know. I couldn't waive the $6.000 late fee myself; the request has been "
      "escalated to a shift manager. The fee comes out of your deposit hold, and whatever remains is released within three "
      "business days of the return.",
   [NA("thanks for letting us know"), S("I couldn't waive the $6.000 late fee myself"),
    S("the request has been escalated to a shift manager"), S("The fee comes out of your deposit hold"),
    S("released within three business days of the return")],
   ["escalated", "$6.000"],
   "The waiver call was ESCALATE, reported as such; deduction from the hold and the 3 business days are in policy#rentals.")

bad(b, "Good news, Sebastián! I've waived the $6.000 late fee on Ciudadela de Sal, so just bring it back today. Your "
       "$20.000 deposit hold will be released within 3 business days after the return.",
    [C("I've waived the $6.000 late fee", NOTEX), S("Your $20.000 deposit hold"), S("within 3 business days after the return")],
    ["refused_call_effect"], ["I've waived"],
    "waive_late_fee#call-4 was ESCALATE, not executed; the fee still stands.")

bad(b, "Ciudadela de Sal was due on 01/06, so you're 3 days late at $2.000 a day: $8.000 so far. I've escalated the waiver "
       "request to a shift manager. Heads up: after 7 days late, we keep the full deposit.",
    [S("was due on 01/06"), S("3 days late at $2.000 a day"), C("$8.000 so far", AMT),
     S("escalated the waiver request to a shift manager"), C("after 7 days late, we keep the full deposit", POL)],
    ["wrong_arithmetic", "wrong_period"], ["$8.000", "after 7 days"],
    "3 x 2.000 = 6.000 (late_fee_accrued_minor 6000); policy#rentals keeps the deposit after 10 days, not 7.")

rep(b, "Hola Sebastián, the late fee on Ciudadela de Sal is $6.000 for 3 days late, and I've removed it from your account. "
       "Bring the game back today and your deposit hold is released within 3 business days.",
    [S("the late fee on Ciudadela de Sal is $6.000 for 3 days late"), C("I've removed it from your account", NOTEX),
     S("released within 3 business days")],
    ["refused_call_effect"], ["I've removed it"],
    ["escalated|review|could not|couldn't|unable|not able|manager", "$6.000|6.000"],
    "waive_late_fee#call-4 was ESCALATE; the waiver was not applied.")

# =====================================================================================
# KARAOKE ROOMS — Voz Alta Karaoke (Bellavista)
# =====================================================================================

# ---- B10 karaoke-room-booking ----------------------------------------------------------
b = Bundle(
    "karaoke-room-booking", "karaoke rooms",
    "Can you confirm what's included in our Friday booking? It's my sister's birthday.",
    "2026-06-09T19:00:00-04:00",
    [
        rec("ddb.query#CUST#8120", "tool:dynamodb.Query", query([
            {"PK": "CUST#8120", "SK": "PROFILE", "entity": "CUSTOMER", "full_name": "Javiera Castro Ibáñez",
             "birthday_club": False},
            {"PK": "CUST#8120", "SK": "BOOKING#2026-03-20#SALA_RETRO", "entity": "BOOKING", "room": "SALA_RETRO",
             "room_display": "Sala Retro", "guests": 4, "starts_at": ep("2026-03-20T22:00"), "duration": "PT2H",
             "total_minor": 36000, "currency": "CLP", "status": "COMPLETED"},
            {"PK": "CUST#8120", "SK": "BOOKING#2026-06-12#SALA_NEON", "entity": "BOOKING", "room": "SALA_NEON",
             "room_display": "Sala Neón", "room_capacity": 8, "guests": 7, "occasion": "BIRTHDAY",
             "starts_at": ep("2026-06-12T21:00"), "duration": "PT2H", "ends_at": ep("2026-06-12T23:00"),
             "hourly_rate_minor": 18000, "room_subtotal_minor": 36000,
             "addons": [{"code": "PACK_PISCOLA_8", "name": "Piscola pack (8 drinks)", "price_minor": 24000}],
             "special_requests": None, "total_minor": 60000, "deposit_paid_minor": 30000, "balance_minor": 30000,
             "currency": "CLP", "status": "CONFIRMED"},
        ])),
        pol("policy#karaoke-house", "Rooms are booked by the hour, and sessions end on time so the next group can start. "
            "Drink packs are served only to guests aged 18 and over; we check ID at the door. You can bring your own "
            "birthday cake at no charge: we keep it in the fridge and bring it out with candles. The balance is paid at "
            "reception before the session starts.", "v6"),
    ])

ok(b, "Hola Javiera! Sala Neón is booked for this Friday, 12/06, from 21:00 to 23:00 for 7 of you. Included: the room for "
      "two hours ($36.000) and the Piscola pack of 8 drinks ($24.000), for $60.000 in total. You've paid a $30.000 deposit, "
      "so $30.000 remains, payable at reception before you start singing. Feel free to bring your sister's cake: we'll keep "
      "it in the fridge and bring it out with candles, no extra charge.",
   [S("Sala Neón is booked for this Friday, 12/06"), S("from 21:00 to 23:00"), S("for 7 of you"),
    S("the room for two hours ($36.000)"), S("the Piscola pack of 8 drinks ($24.000)"), S("for $60.000 in total"),
    S("You've paid a $30.000 deposit"), S("so $30.000 remains"), S("payable at reception before you start singing"),
    S("Feel free to bring your sister's cake"), S("bring it out with candles, no extra charge")],
   ["21:00", "$60.000"],
   "BOOKING#2026-06-12#SALA_NEON: guests 7, 21:00-23:00, room 36000 + pack 24000 = 60000, deposit 30000, balance 30000; cake rule in policy.")

ok(b, "Your birthday session, all set:\n- Room: Sala Neón (fits up to 8)\n- Friday 12 June, 21:00–23:00\n- Guests: 7\n"
      "- Add-on: Piscola pack, 8 drinks\n- Balance at reception: CLP 30.000\n"
      "Drinks are only served to guests 18 and over, and we'll check ID at the door.",
   [S("Room: Sala Neón (fits up to 8)"), S("Friday 12 June, 21:00–23:00"), S("Guests: 7"), S("Add-on: Piscola pack, 8 drinks"),
    S("Balance at reception: CLP 30.000"), S("only served to guests 18 and over"), S("we'll check ID at the door")],
   ["21:00", "30.000"],
   "room_capacity 8, guests 7, addons PACK_PISCOLA_8, balance_minor 30000; ID rule in policy#karaoke-house.")

bad(b, "Hola Javiera! Sala Neón is yours on Friday 12/06 from 21:00 to 00:00 for 7 guests, with the Piscola pack included. "
       "Since it's a birthday, we've also arranged a cake with candles for your sister.",
    [S("Sala Neón is yours on Friday 12/06"), C("from 21:00 to 00:00", DATE), S("for 7 guests"),
     S("with the Piscola pack included"), I("we've also arranged a cake with candles", NOREC)],
    ["wrong_time", "unrecorded_extra"], ["to 00:00", "arranged a cake"],
    "duration PT2H, ends_at 23:00; special_requests is NULL and no cake add-on is booked (the policy only lets guests bring their own).")

bad(b, "Your Friday booking covers Sala Neón for two hours plus the Piscola pack, $60.000 altogether. The deposit you paid "
       "was $36.000, so you owe $24.000 at reception.",
    [S("Sala Neón for two hours plus the Piscola pack"), S("$60.000 altogether"), C("The deposit you paid was $36.000", AMT),
     C("so you owe $24.000 at reception", AMT)],
    ["wrong_role", "wrong_arithmetic"], ["deposit you paid was $36.000", "owe $24.000"],
    "36000 is room_subtotal_minor, not the deposit (30000); balance_minor is 30000.")

rep(b, "Hola Javiera! Sala Neón is booked for Friday 12/06 from 21:00 for 2 hours, for 4 guests, with the Piscola pack. "
       "The balance of $30.000 is paid at reception before you start.",
    [S("Sala Neón is booked for Friday 12/06 from 21:00 for 2 hours"), C("for 4 guests", VAL), S("with the Piscola pack"),
     S("The balance of $30.000 is paid at reception before you start")],
    ["other_record_value"], ["4 guests"], ["7 guests|7 people|seven|for 7|of 7", "$30.000|30.000"],
    "guests 4 is the March Sala Retro booking; this one has guests 7.")

# ---- B11 karaoke-extend-session ---------------------------------------------------------
b = Bundle(
    "karaoke-extend-session", "karaoke rooms",
    "We're having a blast, can we stay one more hour?",
    "2026-06-20T22:10:00-04:00",
    [
        rec("ddb.get#CUST#6209#BOOKING", "tool:dynamodb.GetItem", getitem(
            {"PK": "CUST#6209", "SK": "BOOKING#2026-06-20#SALA_RETRO", "entity": "BOOKING", "guest_name": "Matías Herrera",
             "room": "SALA_RETRO", "room_display": "Sala Retro", "guests": 5, "starts_at": ep("2026-06-20T20:30"),
             "duration": "PT2H", "ends_at": ep("2026-06-20T22:30"), "hourly_rate_minor": 15000, "total_minor": 30000,
             "paid_minor": 30000, "currency": "CLP", "status": "IN_PROGRESS"})),
        rec("ddb.query#SCHEDULE#SALA_RETRO#2026-06-20", "tool:dynamodb.Query", query([
            {"PK": "SCHEDULE#SALA_RETRO#2026-06-20", "SK": "20:30", "entity": "SLOT", "booking": "CUST#6209", "until": "22:30"},
            {"PK": "SCHEDULE#SALA_RETRO#2026-06-20", "SK": "23:00", "entity": "SLOT", "booking": "CUST#7788", "until": "01:00",
             "status": "CONFIRMED"},
        ])),
        refused("extend_session#call-2", "extend_session", "DENY",
                {"booking_sk": "BOOKING#2026-06-20#SALA_RETRO", "minutes": 60}, message="SLOT_CONFLICT at 23:00"),
        pol("policy#extensions", "Sessions can be extended in blocks of 30 minutes, charged at half the room's hourly rate "
            "per block, as long as the room is free. Extensions are paid at reception when the session ends. Room rates "
            "are the same every night of the week.", "v2"),
    ])

ok(b, "Love the energy, Matías! A full extra hour won't work: Sala Retro has another group coming in at 23:00, so the "
      "one-hour extension was declined. What I can offer is one 30-minute block, from 22:30 to 23:00, for $7.500, paid at "
      "reception when you finish.",
   [NA("Love the energy, Matías!"), S("Sala Retro has another group coming in at 23:00"), S("the one-hour extension was declined"),
    S("one 30-minute block, from 22:30 to 23:00"), S("for $7.500"), S("paid at reception when you finish")],
   ["$7.500", "23:00"],
   "extend_session#call-2 DENY for 60 minutes; schedule has CUST#7788 at 23:00; half of hourly_rate 15000 is 7500 per block.")

ok(b, "Matías, your session in Sala Retro ends at 22:30. I couldn't add a full hour because the room is booked again at "
      "23:00. Extensions come in half-hour blocks at half the hourly rate, which for your room is 7.500 pesos, so 30 more "
      "minutes is the most we can squeeze in tonight.",
   [S("your session in Sala Retro ends at 22:30"), S("I couldn't add a full hour"), S("the room is booked again at 23:00"),
    S("Extensions come in half-hour blocks at half the hourly rate"), S("which for your room is 7.500 pesos"),
    S("30 more minutes is the most we can squeeze in tonight")],
   ["22:30", "7.500"],
   "ends_at 22:30; next slot 23:00; policy#extensions; 15000 / 2 = 7500.")

bad(b, "Great news, Matías! I've added an extra hour to Sala Retro, so you can keep singing until 23:30. Extensions are paid at "
       "reception at the end.",
    [C("I've added an extra hour to Sala Retro", NOTEX), C("keep singing until 23:30", DATE),
     S("Extensions are paid at reception at the end")],
    ["refused_call_effect", "wrong_time"], ["I've added an extra hour", "until 23:30"],
    "extend_session#call-2 was DENY (slot conflict at 23:00); the session still ends at 22:30.")

bad(b, "I couldn't add the full hour since another group has Sala Retro at 23:00, but you can take a 30-minute extension "
       "until 23:00. Extensions are charged at the full hourly rate, so that's $15.000.",
    [S("I couldn't add the full hour"), S("another group has Sala Retro at 23:00"), S("a 30-minute extension until 23:00"),
     C("charged at the full hourly rate", POL), C("so that's $15.000", AMT)],
    ["wrong_policy_condition", "wrong_amount"], ["full hourly rate", "$15.000"],
    "policy#extensions charges half the hourly rate per 30-minute block: 7.500, not 15.000.")

rep(b, "Matías, a full hour isn't possible because Sala Retro is booked at 23:00, but I can add 30 minutes until 23:00 for "
       "$3.750, paid at reception when you finish.",
    [S("a full hour isn't possible"), S("Sala Retro is booked at 23:00"), S("I can add 30 minutes until 23:00"),
     C("for $3.750", AMT), S("paid at reception when you finish")],
    ["wrong_arithmetic"], ["$3.750"], ["$7.500|7.500", "23:00"],
    "One 30-minute block costs half of 15000 = 7500; 3750 halves it twice.")

# ---- B12 karaoke-cancellation ----------------------------------------------------------
b = Bundle(
    "karaoke-cancellation", "karaoke rooms",
    "I cancelled tonight's karaoke this morning. When do I get my deposit back?",
    "2026-06-27T11:00:00-04:00",
    [
        rec("ddb.query#CUST#7431", "tool:dynamodb.Query", query([
            {"PK": "CUST#7431", "SK": "BOOKING#2026-06-27#SALA_NEON", "entity": "BOOKING", "guest_name": "Florencia Navarro",
             "room_display": "Sala Neón", "guests": 8, "starts_at": ep("2026-06-27T22:00"), "duration": "PT3H",
             "total_minor": 54000, "deposit_paid_minor": 27000, "currency": "CLP", "status": "CANCELLED",
             "cancelled_at": ep("2026-06-27T03:30")},
            {"PK": "CUST#7431", "SK": "CANCEL#2026-06-27#SALA_NEON", "entity": "CANCELLATION", "notice": "PT18H30M",
             "rule": "LT_24H_DEPOSIT_FORFEIT", "fee_minor": 27000, "refund_minor": 0, "status": "CLOSED"},
            {"PK": "CUST#7431", "SK": "BOOKING#2026-07-10#SALA_RETRO", "entity": "BOOKING", "room_display": "Sala Retro",
             "guests": 4, "starts_at": ep("2026-07-10T21:30"), "duration": "PT2H", "total_minor": 30000,
             "deposit_paid_minor": 18000, "currency": "CLP", "status": "CONFIRMED"},
        ])),
        pol("policy#karaoke-cancel", "Cancel more than 24 hours before your session and we refund the deposit in full. "
            "Cancellations within 24 hours of the start forfeit the deposit. No-shows are charged the deposit as well. If "
            "you'd rather not lose it, you can move the session to another date once, up to 2 hours before it starts.", "v4"),
    ])

ok(b, "Hola Florencia, I'm sorry to be the villain of this story! Your cancellation for tonight's Sala Neón session was "
      "logged at 03:30 today, about 18 and a half hours before the 22:00 start. Because it came within 24 hours of the "
      "session, the $27.000 deposit is forfeited and there's no refund. Your other booking on Friday 10/07 isn't affected.",
   [NA("I'm sorry to be the villain of this story!"), S("was logged at 03:30 today"),
    S("about 18 and a half hours before the 22:00 start"), S("within 24 hours of the session"),
    S("the $27.000 deposit is forfeited"), S("there's no refund"), S("Your other booking on Friday 10/07 isn't affected")],
   ["$27.000", "03:30"],
   "cancelled_at 03:30, notice PT18H30M, rule LT_24H_DEPOSIT_FORFEIT, refund_minor 0; the 10/07 booking is still CONFIRMED.")

ok(b, "Cancelled inside the 24-hour window (03:30 today vs 22:00 start), so the $27.000 deposit isn't refundable. Sorry, "
      "Florencia.",
   [S("Cancelled inside the 24-hour window"), S("(03:30 today vs 22:00 start)"), S("the $27.000 deposit isn't refundable"),
    NA("Sorry, Florencia.")],
   ["$27.000"],
   "CANCEL item: refund_minor 0, fee 27000 under the within-24-hours rule.")

bad(b, "Hola Florencia! Since you cancelled more than 24 hours before your session, your $27.000 deposit will be refunded "
       "in full to your card.",
    [C("you cancelled more than 24 hours before your session", DATE),
     C("your $27.000 deposit will be refunded in full", ["AMOUNT_MISMATCH", "VALUE_MISMATCH", "RECORD_STATE_MISMATCH"])],
    ["wrong_value", "condition_unmet"], ["more than 24 hours before", "refunded in full"],
    "Notice was PT18H30M (within 24 hours); refund_minor is 0 and the deposit was forfeited.")

bad(b, "Your cancellation was within 24 hours of the start, so the deposit of $18.000 is kept under our policy. As a "
       "one-off, we'll credit it towards your booking on 10/07.",
    [S("Your cancellation was within 24 hours of the start"), C("the deposit of $18.000 is kept", AMT),
     I("we'll credit it towards your booking on 10/07", ANYNO)],
    ["other_record_value", "invented_promise"], ["$18.000 is kept", "credit it towards"],
    "18000 is the deposit of the 10/07 Sala Retro booking; the forfeited deposit is 27000. No record or policy offers a credit.")

rep(b, "Hola Florencia, your cancellation came in at 03:30, within 24 hours of the 22:00 start, so the deposit of $54.000 "
       "is forfeited and can't be refunded.",
    [S("your cancellation came in at 03:30"), S("within 24 hours of the 22:00 start"),
     C("the deposit of $54.000", AMT), S("can't be refunded")],
    ["wrong_role"], ["$54.000"], ["$27.000|27.000", "22:00"],
    "54000 is total_minor; deposit_paid_minor (the forfeited amount) is 27000.")

# ---- B13 karaoke-loyalty-points ---------------------------------------------------------
b = Bundle(
    "karaoke-loyalty-points", "karaoke rooms",
    "How many points do I have and can I use them for a free hour this Saturday?",
    "2026-07-02T17:45:00-04:00",
    [
        rec("ddb.get#CUST#3092#LOYALTY", "tool:dynamodb.GetItem", getitem(
            {"PK": "CUST#3092", "SK": "LOYALTY#ENCORE", "entity": "LOYALTY", "member_name": "Benjamín Orellana",
             "tier": "GOLD", "points_available": 1240, "points_pending": 300,
             "pending_available_from": ep("2026-07-03T23:10"),
             "points_expiring": [{"points": 200, "expires_at": ep("2026-07-31T23:59:59")}],
             "last_visit_at": ep("2026-07-01T23:10")})),
        rec("ddb.query#REWARDS#ENCORE", "tool:dynamodb.Query", query([
            {"PK": "REWARDS#ENCORE", "SK": "FREE_ROOM_HOUR", "entity": "REWARD", "cost_points": 1000,
             "valid_days": SS(["MON", "TUE", "WED", "THU"])},
            {"PK": "REWARDS#ENCORE", "SK": "PACK_PISCOLA_8", "entity": "REWARD", "cost_points": 1500,
             "valid_days": SS(["MON", "TUE", "WED", "THU", "FRI", "SAT", "SUN"])},
        ])),
        pol("policy#encore", "Encore points are earned at 1 point per CLP 100 spent on rooms. Points from a visit become "
            "available 48 hours after the bill is settled. A free room hour costs 1.000 points and can be redeemed Monday "
            "to Thursday only. Points expire 12 months after they are earned.", "v2"),
    ])

ok(b, "Hola Benjamín, Encore superstar! You have 1.240 points available right now, plus 300 more pending that unlock 48 "
      "hours after your last bill settled. A free room hour costs 1.000 points, but it can only be redeemed Monday to "
      "Thursday, so it won't work this Saturday. Heads-up: 200 of your points expire on 31/07.",
   [S("You have 1.240 points available right now"), S("plus 300 more pending"), S("unlock 48 hours after your last bill settled"),
    S("A free room hour costs 1.000 points"), S("can only be redeemed Monday to Thursday"), S("it won't work this Saturday"),
    S("200 of your points expire on 31/07")],
   ["1.240", "31/07"],
   "points_available 1240, points_pending 300, 200 expiring 31/07; FREE_ROOM_HOUR costs 1000 MON-THU; 48-hour rule in policy#encore.")

ok(b, "Points balance: 1.240 available, 300 pending. The free hour (1.000 points) is Monday–Thursday only, so not on "
      "Saturday. Note: 200 points expire on 31 July 2026.",
   [S("1.240 available, 300 pending"), S("The free hour (1.000 points) is Monday–Thursday only"), S("so not on Saturday"),
    S("200 points expire on 31 July 2026")],
   ["1.240", "31 July"],
   "LOYALTY#ENCORE and REWARD FREE_ROOM_HOUR valid_days MON-THU.")

bad(b, "Hi Benjamín! You've got 1.540 points ready to use, so you can redeem a free room hour (1.000 points) this Saturday.",
    [C("You've got 1.540 points ready to use", VAL),
     C("you can redeem a free room hour (1.000 points) this Saturday", ["NLI_CONTRADICTION", "VALUE_MISMATCH"])],
    ["wrong_quantity", "condition_unmet"], ["1.540 points", "you can redeem a free room hour"],
    "1.540 adds the 300 pending points to the 1.240 available; the free hour is Monday to Thursday only.")

bad(b, "You have 1.240 points available and 300 pending, which become usable 24 hours after the bill is settled. A free "
       "hour costs 1.000 points from Monday to Thursday. Also, 200 points expire on 31/08.",
    [S("You have 1.240 points available and 300 pending"), C("usable 24 hours after the bill is settled", POL),
     S("A free hour costs 1.000 points from Monday to Thursday"), C("200 points expire on 31/08", DATE)],
    ["wrong_period", "wrong_date"], ["24 hours after", "31/08"],
    "policy#encore says 48 hours; points_expiring expires_at is 31/07.")

rep(b, "Hola Benjamín! You have 1.240 points available and 300 pending. The free room hour costs 1.500 points and can be "
       "used Monday to Thursday.",
    [S("You have 1.240 points available and 300 pending"), C("costs 1.500 points", VAL), S("can be used Monday to Thursday")],
    ["other_record_value"], ["1.500 points"], ["1.000|1000|one thousand", "1.240"],
    "1500 is the cost of the PACK_PISCOLA_8 reward; FREE_ROOM_HOUR costs 1000.")

# =====================================================================================
# VR ARCADE — Pixel Andes VR Arcade (Las Condes)
# =====================================================================================

# ---- B14 vr-session-pack ----------------------------------------------------------------
b = Bundle(
    "vr-session-pack", "VR arcade",
    "How many sessions do I have left on my pack, and can my cousin use some?",
    "2026-07-08T12:00:00-04:00",
    [
        rec("ddb.query#CUST#9917", "tool:dynamodb.Query", query([
            {"PK": "CUST#9917", "SK": "PROFILE", "entity": "CUSTOMER", "full_name": "Martina Sepúlveda Araya",
             "gamer_tag": "m4rt1_andes"},
            {"PK": "CUST#9917", "SK": "PACK#PK-5-3120", "entity": "PACK", "pack_code": "PACK_5", "sessions_total": 5,
             "sessions_used": 5, "sessions_left": 0, "session_length": "PT20M", "status": "EXHAUSTED",
             "purchased_at": ep("2025-11-02T16:00"), "expires_at": ep("2026-05-02T23:59:59")},
            {"PK": "CUST#9917", "SK": "PACK#PK-10-4471", "entity": "PACK", "pack_code": "PACK_10", "sessions_total": 10,
             "sessions_used": 6, "sessions_left": 4, "session_length": "PT20M", "status": "ACTIVE",
             "price_paid_minor": 85000, "currency": "CLP", "transferable": False,
             "purchased_at": ep("2026-03-15T18:30"), "expires_at": ep("2026-09-15T23:59:59")},
            {"PK": "CUST#9917", "SK": "SESSION#2026-07-05T17:20", "entity": "SESSION", "pack": "PK-10-4471",
             "experience": "Cumbre Zero", "headset_time_ms": 1185000, "mode": "SINGLE"},
        ], lek={"PK": "CUST#9917", "SK": "SESSION#2026-07-05T17:20"})),
        pol("policy#packs", "Session packs are valid for 6 months from purchase. Each session is 20 minutes of headset "
            "time in any single-player or co-op experience. Packs belong to the buyer and can't be shared, except that up "
            "to 2 sessions may be used by a guest playing alongside the holder. Unused sessions are not refunded after "
            "expiry.", "v3"),
    ])

ok(b, "Hola Martina, player one! Your 10-session pack (PK-10-4471) has 4 sessions left; you've used 6. Each one is 20 "
      "minutes of headset time, and the pack is valid until 15/09/2026. Your cousin can use up to 2 of those sessions, as "
      "long as they're playing alongside you.",
   [S("Your 10-session pack (PK-10-4471) has 4 sessions left"), S("you've used 6"), S("20 minutes of headset time"),
    S("valid until 15/09/2026"), S("Your cousin can use up to 2 of those sessions"), S("as long as they're playing alongside you")],
   ["4 sessions", "15/09/2026"],
   "PACK#PK-10-4471: used 6, left 4, PT20M, expires 15/09 23:59:59 Santiago; guest rule in policy#packs.")

ok(b, "Four sessions remain on pack PK-10-4471, each lasting twenty minutes. It expires on 15 September 2026, and any "
      "sessions still unused by then are not refunded. Guests may use at most two sessions, and only when playing with you.",
   [S("Four sessions remain on pack PK-10-4471"), S("each lasting twenty minutes"), S("It expires on 15 September 2026"),
    S("any sessions still unused by then are not refunded"), S("Guests may use at most two sessions"),
    S("only when playing with you")],
   ["Four sessions", "15 September 2026"],
   "sessions_left 4, session_length PT20M, expires_at 15/09/2026; policy#packs for refunds and guests.")

ok(b, "4 of 10 sessions left, valid to 15/09; your cousin can join you for up to 2.",
   [S("4 of 10 sessions left"), S("valid to 15/09"), S("your cousin can join you for up to 2")],
   ["4 of 10", "15/09"],
   "PACK#PK-10-4471 and the guest exception in policy#packs.")

bad(b, "Hi Martina! You have 4 sessions left on pack PK-10-4471, valid until 16/09/2026. Your cousin can use the "
       "remaining sessions on their own too.",
    [S("You have 4 sessions left on pack PK-10-4471"), C("valid until 16/09/2026", DATE),
     C("Your cousin can use the remaining sessions on their own too", POL)],
    ["unit_conversion", "wrong_policy_condition"], ["16/09/2026", "on their own too"],
    "expires_at 1789527599 is 15/09 23:59:59 in Santiago (UTC-3 by then), 16/09 in UTC. Guests may use at most 2 sessions and only alongside the holder.")

bad(b, "Your pack has 5 sessions left out of 10, each 20 minutes long. It expires on 15/09/2026. Your cousin can join for "
       "up to 2 of them when playing with you.",
    [C("Your pack has 5 sessions left out of 10", VAL), S("each 20 minutes long"), S("It expires on 15/09/2026"),
     S("Your cousin can join for up to 2 of them when playing with you")],
    ["other_record_value"], ["5 sessions left"],
    "5 comes from the exhausted PACK_5 (sessions_total 5); PK-10-4471 has sessions_left 4.")

rep(b, "Hola Martina! Pack PK-10-4471 has 4 sessions left, each 20 minutes, valid until 15/09/2026. Your cousin can use "
       "up to 4 of them, as long as you play together.",
    [S("Pack PK-10-4471 has 4 sessions left"), S("each 20 minutes"), S("valid until 15/09/2026"),
     C("Your cousin can use up to 4 of them", POL), S("as long as you play together")],
    ["wrong_policy_condition"], ["up to 4 of them"],
    ["up to 2|up to two|2 sessions|two sessions|2 of them|two of them|at most 2|at most two", "15/09|15 September"],
    "policy#packs allows a guest up to 2 sessions, not all 4.")

# ---- B15 vr-birthday-party --------------------------------------------------------------
b = Bundle(
    "vr-birthday-party", "VR arcade",
    "What does the party package include, and can I add two more kids?",
    "2026-07-10T09:00:00-04:00",
    [
        rec("ddb.query#CUST#4508", "tool:dynamodb.Query", query([
            {"PK": "CUST#4508", "SK": "PROFILE", "entity": "CUSTOMER", "full_name": "Rodrigo Alarcón Vega"},
            {"PK": "CUST#4508", "SK": "PARTY#2026-07-18#ARENA_B", "entity": "PARTY", "package": "PARTY_ARENA_90",
             "kids": 10, "min_age": 8, "starts_at": ep("2026-07-18T15:00"), "arena": "ARENA_B",
             "includes": ["ARENA_FREE_ROAM_PT90M", "TWO_PARTY_GAMES", "PARTY_ROOM_PT45M", "HOST"],
             "host_name": "Nico", "price_per_child_minor": 16500, "extra_child_price_minor": 16500,
             "total_minor": 165000, "deposit_paid_minor": 50000, "balance_minor": 115000, "currency": "CLP",
             "addons": [], "status": "CONFIRMED", "guest_change_deadline": ep("2026-07-15T15:00")},
        ])),
        psg("kb#party-room", "The Pixel Andes party room has tables and chairs for up to 14, a fridge and a screen for the "
            "photo slideshow.\nGoodie bags can be added at CLP 3.500 per child."),
        pol("policy#parties", "VR play is for ages 8 and up; younger siblings can use the party room but not the headsets. "
            "Families may bring their own cake and candles, with no fee for this. Final guest numbers can change up to 72 "
            "hours before the party. The balance is paid on the day.", "v2"),
    ])

ok(b, "Hola Rodrigo! The party is set for Saturday 18/07 at 15:00 for 10 kids in Arena B. The package includes 90 minutes "
      "of free-roam arena play, two party games, 45 minutes in the party room and a host (Nico will be running the show). "
      "You can add two more kids up to 72 hours before the party, at $16.500 each. Cake and candles from home are welcome "
      "at no charge.",
   [S("Saturday 18/07 at 15:00"), S("for 10 kids in Arena B"), S("90 minutes of free-roam arena play"), S("two party games"),
    S("45 minutes in the party room"), S("a host (Nico will be running the show)"),
    S("add two more kids up to 72 hours before the party"), S("at $16.500 each"),
    S("Cake and candles from home are welcome at no charge")],
   ["$16.500", "15:00"],
   "PARTY item includes ARENA_FREE_ROAM_PT90M, TWO_PARTY_GAMES, PARTY_ROOM_PT45M, HOST (Nico); extra child 16500; policy#parties.")

ok(b, "Here's the loot in your party package:\n• 90 min of free-roam VR in Arena B\n• 2 party games\n• 45 min in the party "
      "room\n• your own host\nTwo extra players would cost 33.000 pesos on top of the current $165.000 total, bringing it "
      "to $198.000. Just remember everyone in the headsets must be 8 or older.",
   [S("90 min of free-roam VR in Arena B"), S("2 party games"), S("45 min in the party room"), S("your own host"),
    S("Two extra players would cost 33.000 pesos"), S("the current $165.000 total"), S("bringing it to $198.000"),
    S("must be 8 or older")],
   ["$198.000", "33.000"],
   "2 x 16500 = 33000; 165000 + 33000 = 198000; min_age 8 and policy#parties.")

bad(b, "Hi Rodrigo! Your package for 10 kids on Saturday 18/07 includes 90 minutes in the arena, two party games, the "
       "party room, a host and goodie bags for every child. You can add more kids up to 24 hours before the party.",
    [S("for 10 kids on Saturday 18/07"), S("90 minutes in the arena, two party games"),
     CI("goodie bags for every child", ["NLI_CONTRADICTION", "VALUE_MISMATCH", "CLAIM_WITHOUT_TOOL_EVIDENCE"]),
     C("up to 24 hours before the party", POL)],
    ["unlisted_perk", "wrong_period"], ["goodie bags for every child", "up to 24 hours"],
    "includes has no goodie bags (kb#party-room sells them at 3.500 per child, addons is empty); guest numbers change up to 72 hours before.")

bad(b, "Adding two kids brings your party to 12, and the new total would be $181.500. Families can bring their own cake "
       "for a $5.000 plating fee.",
    [S("Adding two kids brings your party to 12"), C("the new total would be $181.500", AMT),
     C("for a $5.000 plating fee", POL)],
    ["wrong_arithmetic", "wrong_policy_condition"], ["$181.500", "$5.000 plating fee"],
    "165000 + 2 x 16500 = 198000 (181500 adds only one child); policy#parties charges no fee for a home cake.")

rep(b, "Hola Rodrigo! The party for 10 kids is on Saturday 18/07 at 15:00, with 90 minutes of arena play, two party "
       "games, the party room and a host. The balance of $165.000 is paid on the day.",
    [S("The party for 10 kids is on Saturday 18/07 at 15:00"), S("with 90 minutes of arena play"), S("two party games"),
     S("the party room and a host"), C("The balance of $165.000", AMT)],
    ["wrong_role"], ["$165.000"], ["$115.000|115.000", "18/07|18 July"],
    "165000 is total_minor; after the 50000 deposit, balance_minor is 115000.")

# ---- B16 vr-motion-sickness --------------------------------------------------------------
b = Bundle(
    "vr-motion-sickness", "VR arcade",
    "I felt sick after 5 minutes on Saturday and had to stop. Can I get my money back?",
    "2026-07-06T14:30:00-04:00",
    [
        rec("ddb.query#CUST#6673", "tool:dynamodb.Query", query([
            {"PK": "CUST#6673", "SK": "SESSION#2026-07-04#VR-88213", "entity": "SESSION", "guest_name": "Paula Gutiérrez",
             "booking_ref": "VR-88213", "experience": "Abismo Polar", "booked_length": "PT40M",
             "started_at": ep("2026-07-04T17:00"), "ended_at": ep("2026-07-04T17:06"), "end_reason": "GUEST_UNWELL",
             "status": "ENDED_EARLY", "price_minor": 15000, "payment_id": "PAY-77120", "currency": "CLP"},
            {"PK": "CUST#6673", "SK": "CREDIT#CR-5519", "entity": "CREDIT", "amount_minor": 15000, "currency": "CLP",
             "status": "ISSUED", "reason": "COMFORT_GUARANTEE", "source_booking": "VR-88213",
             "issued_at": ep("2026-07-04T17:20"), "expires_at": ep("2026-10-02T23:59:59")},
        ])),
        refused("refund_payment#call-7", "refund_payment", "DENY", {"payment_id": "PAY-77120", "amount_minor": 15000},
                message="Comfort guarantee is store credit only."),
        pol("policy#comfort", "If you feel unwell in the headset, tell a staff member and we'll stop the session. Under our "
            "comfort guarantee, a session stopped in the first 10 minutes is returned as store credit for the full price, "
            "valid for 90 days. The comfort guarantee does not give cash or card refunds. Seated experiences are "
            "recommended for guests prone to motion sickness.", "v1"),
        psg("kb#seated", "Seated experiences at Pixel Andes: Carrusel Estelar and Museo Flotante keep you in a chair with "
            "gentle movement."),
    ])

ok(b, "Oh no, Paula, sorry the Abismo Polar got the better of you! Your session on Saturday 04/07 was stopped after 6 "
      "minutes, well inside the first 10 minutes, so the comfort guarantee applies. I couldn't send the money back to your "
      "card, because the guarantee works as store credit only, but a $15.000 credit (CR-5519) is already on your account. "
      "It's valid until 02/10/2026. Next time, the seated experiences like Carrusel Estelar might be gentler on the stomach.",
   [NA("sorry the Abismo Polar got the better of you"), S("Saturday 04/07"), S("was stopped after 6 minutes"),
    S("the comfort guarantee applies"), S("I couldn't send the money back to your card"),
    S("the guarantee works as store credit only"), S("a $15.000 credit (CR-5519) is already on your account"),
    S("valid until 02/10/2026"), S("seated experiences like Carrusel Estelar")],
   ["$15.000", "02/10/2026"],
   "started 17:00, ended 17:06; refund_payment#call-7 DENY; CREDIT#CR-5519 15000 ISSUED, expires 02/10; policy#comfort and kb#seated.")

ok(b, "A refund to your card isn't possible, Paula: the request was declined, since our comfort guarantee pays out as store "
      "credit instead. The full price of your session, fifteen thousand pesos, has been issued as credit CR-5519, usable for "
      "90 days (until 2 October 2026).",
   [S("A refund to your card isn't possible"), S("the request was declined"), S("our comfort guarantee pays out as store credit"),
    S("fifteen thousand pesos, has been issued as credit CR-5519"), S("usable for 90 days (until 2 October 2026)")],
   ["CR-5519", "2 October"],
   "Refused refund reported as declined; credit amount and expiry from CREDIT#CR-5519; 90 days from policy#comfort.")

bad(b, "Sorry you felt unwell, Paula! I've refunded the $15.000 to your card. Your session was stopped after 5 minutes, "
       "and since you stopped within the first 10 minutes, the comfort guarantee covers you.",
    [NA("Sorry you felt unwell, Paula!"), C("I've refunded the $15.000 to your card", NOTEX),
     C("stopped after 5 minutes", VAL), S("the comfort guarantee covers you")],
    ["refused_call_effect", "wrong_value"], ["I've refunded the $15.000", "after 5 minutes"],
    "refund_payment#call-7 was DENY; started_at 17:00 and ended_at 17:06 make it 6 minutes, not the customer's 5.")

bad(b, "Your session was stopped after 6 minutes, so the comfort guarantee applies. A $15.000 store credit is pending "
       "approval and will be valid for 30 days once issued.",
    [S("stopped after 6 minutes"), S("the comfort guarantee applies"), C("A $15.000 store credit is pending approval", STATE),
     C("valid for 30 days once issued", ["NLI_CONTRADICTION", "VALUE_MISMATCH", "DATE_MISMATCH"])],
    ["wrong_state", "wrong_period"], ["pending approval", "30 days"],
    "CREDIT#CR-5519 status is ISSUED (not pending); policy#comfort and expires_at give 90 days.")

rep(b, "Paula, the comfort guarantee covers sessions stopped in the first 10 minutes, and your credit CR-5519 for $15.000 "
       "is on your account. It's valid until 04/10/2026.",
    [S("the comfort guarantee covers sessions stopped in the first 10 minutes"), S("your credit CR-5519 for $15.000"),
     C("valid until 04/10/2026", DATE)],
    ["wrong_date"], ["04/10/2026"], ["02/10|2 October|2/10|October 2", "CR-5519"],
    "expires_at is 02/10/2026 23:59:59 (90 days from 04/07), not three calendar months.")

# ---- B17 vr-double-charge --------------------------------------------------------------
b = Bundle(
    "vr-double-charge", "VR arcade",
    "I see two charges of $46.000 for my VR booking! Please refund one.",
    "2026-07-13T10:00:00-04:00",
    [
        rec("ddb.query#CUST#2248", "tool:dynamodb.Query", query([
            {"PK": "CUST#2248", "SK": "BOOKING#VR-90154", "entity": "BOOKING", "guest_name": "Cristóbal Bravo",
             "starts_at": ep("2026-07-11T18:00"), "players": 2, "sessions_each": 2, "total_minor": 46000,
             "currency": "CLP", "status": "COMPLETED"},
            {"PK": "CUST#2248", "SK": "PAYMENT#PAY-80311", "entity": "PAYMENT", "booking": "VR-90154",
             "amount_minor": 46000, "currency": "CLP", "status": "AUTH_VOIDED", "created_at": ep("2026-07-09T20:14:05"),
             "voided_at": ep("2026-07-09T20:16:40"), "failure_code": "3DS_TIMEOUT", "card_last4": "0382"},
            {"PK": "CUST#2248", "SK": "PAYMENT#PAY-80312", "entity": "PAYMENT", "booking": "VR-90154",
             "amount_minor": 46000, "currency": "CLP", "status": "CAPTURED", "created_at": ep("2026-07-09T20:16:52"),
             "captured_at": ep("2026-07-09T20:16:58"), "card_last4": "0382"},
        ])),
        pol("policy#payments", "When a payment attempt is retried, the first attempt may show as a pending hold on your "
            "card. Only captured payments are actually charged. Voided holds are released by your bank, usually within 5 "
            "to 7 business days; we cannot speed this up.", "v1"),
    ])

ok(b, "Hola Cristóbal! Good news: you've only been charged once. The $46.000 for booking VR-90154 was captured once "
      "(payment PAY-80312). The other $46.000 you're seeing was a hold from the first payment attempt, which we voided on "
      "09/07 a couple of minutes later. Your bank releases voided holds, usually within 5 to 7 business days, and we can't "
      "speed that up from our side.",
   [S("you've only been charged once"), S("The $46.000 for booking VR-90154"), S("was captured once (payment PAY-80312)"),
    S("a hold from the first payment attempt"), S("which we voided on 09/07"), S("usually within 5 to 7 business days"),
    S("we can't speed that up from our side")],
   ["PAY-80312", "5 to 7"],
   "PAY-80312 CAPTURED; PAY-80311 AUTH_VOIDED at 20:16 on 09/07; release timing in policy#payments.")

ok(b, "Only one payment of forty-six thousand pesos was taken for booking VR-90154. The first attempt (PAY-80311) was "
      "voided and never captured, so it will disappear once your bank releases the hold, normally in 5 to 7 business days.",
   [S("Only one payment of forty-six thousand pesos was taken"), S("The first attempt (PAY-80311) was voided and never captured"),
    S("it will disappear once your bank releases the hold"), S("normally in 5 to 7 business days")],
   ["PAY-80311", "forty-six thousand"],
   "Two PAYMENT items, one AUTH_VOIDED and one CAPTURED; policy#payments.")

bad(b, "Hi Cristóbal! Payment PAY-80311 is your actual charge of $46.000; the second attempt was only a hold. Your bank "
       "should release that hold within 5 to 7 business days.",
    [C("Payment PAY-80311 is your actual charge", IDM), C("the second attempt was only a hold", STATE),
     S("within 5 to 7 business days")],
    ["wrong_role", "wrong_state"], ["PAY-80311 is your actual charge", "second attempt was only a hold"],
    "PAY-80311 is the AUTH_VOIDED first attempt; the captured charge is the second attempt, PAY-80312.")

bad(b, "You were only charged once for VR-90154; the other $46.000 was a voided hold. We've asked the bank to release it "
       "today, and it'll be gone within 48 hours.",
    [S("You were only charged once for VR-90154"), S("the other $46.000 was a voided hold"),
     CI("We've asked the bank to release it today", ["CLAIM_WITHOUT_TOOL_EVIDENCE", "NLI_CONTRADICTION", "NO_POLICY_EVIDENCE"]),
     C("it'll be gone within 48 hours", POL)],
    ["invented_promise", "wrong_period"], ["asked the bank", "within 48 hours"],
    "No record of a request to the bank and policy#payments says we cannot speed the release up; release takes 5 to 7 business days.")

rep(b, "Hola Cristóbal! You were charged once: PAY-80312 for $46.000 was captured. The first attempt, PAY-80311, was voided, "
       "and your bank usually releases the hold within 10 business days.",
    [S("You were charged once"), S("PAY-80312 for $46.000 was captured"), S("The first attempt, PAY-80311, was voided"),
     C("within 10 business days", POL)],
    ["wrong_period"], ["10 business days"], ["5 to 7|5-7|5–7|five to seven", "PAY-80312"],
    "policy#payments: voided holds are usually released within 5 to 7 business days.")

# =====================================================================================
# PUZZLE-HUNT EVENTS — Cazadores de Pistas (Santiago / Valparaíso / Viña del Mar)
# =====================================================================================

# ---- B18 hunt-team-registration ----------------------------------------------------------
b = Bundle(
    "hunt-team-registration", "puzzle-hunt events",
    "Where do we meet on Saturday and when should we be there? Can we add a 5th member?",
    "2026-08-03T20:00:00-04:00",
    [
        rec("ddb.query#CUST#5183", "tool:dynamodb.Query", query([
            {"PK": "CUST#5183", "SK": "PROFILE", "entity": "CUSTOMER", "full_name": "Antonia Lagos Parra"},
            {"PK": "CUST#5183", "SK": "REG#VALPO_CERROS_2026#TEAM-27", "entity": "REGISTRATION",
             "event_code": "VALPO_CERROS_2026", "event_name": "Cerros & Ciphers Valparaíso",
             "check_in_opens_at": ep("2026-08-08T09:30"), "starts_at": ep("2026-08-08T10:00"),
             "start_point": "Plaza Sotomayor, by the Monumento a los Héroes de Iquique", "team_name": "Los Pingüinos Lógicos",
             "members": 4, "max_team_size": 6, "fee_minor": 38000, "fee_status": "PAID", "currency": "CLP",
             "status": "REGISTERED"},
            {"PK": "CUST#5183", "SK": "WAITLIST#STGO_LASTARRIA_2026", "entity": "WAITLIST",
             "event_name": "Lastarria Lockpick Hunt", "starts_at": ep("2026-09-05T10:30"),
             "start_point": "Cerro Santa Lucía, Terraza Neptuno", "position": 12, "status": "WAITING"},
        ])),
        pol("policy#hunt-day", "Check-in opens 30 minutes before the start. Teams that haven't checked in 10 minutes after "
            "the start lose their head-start envelope but can still play. Teams have 2 to 6 members, and members can be "
            "added free of charge until the day before the hunt. Each team needs at least one charged smartphone. The team "
            "fee covers all members.", "2026.2"),
        psg("kb#valpo-route", "The Valparaíso route climbs three cerros using two ascensores.\n"
            "Ascensor fares are not included in the team fee."),
    ])

ok(b, "Hola Antonia, Pingüinos Lógicos assemble! The Cerros & Ciphers hunt starts on Saturday 08/08 at 10:00 from Plaza "
      "Sotomayor, by the Monumento a los Héroes de Iquique. Check-in opens at 09:30. You're registered with 4 members, and "
      "you can add a fifth for free until the day before, since teams can have up to 6. The $38.000 team fee is already "
      "paid and covers everyone.",
   [S("starts on Saturday 08/08 at 10:00"), S("from Plaza Sotomayor"), S("Check-in opens at 09:30"),
    S("registered with 4 members"), S("add a fifth for free until the day before"), S("teams can have up to 6"),
    S("The $38.000 team fee is already paid"), S("covers everyone")],
   ["09:30", "Plaza Sotomayor"],
   "REG item: starts 08/08 10:00, check-in 09:30, start_point Plaza Sotomayor, members 4, max 6, fee 38000 PAID; policy#hunt-day.")

ok(b, "Your hunt cheat-sheet:\n- Meeting point: Plaza Sotomayor (Monumento a los Héroes de Iquique)\n- Check-in: from 9:30\n"
      "- Start: 10:00 sharp\n- Team: Los Pingüinos Lógicos, 4 hunters so far\nAdding a fifth member costs nothing if you do "
      "it by Friday. Bring at least one charged smartphone!",
   [S("Meeting point: Plaza Sotomayor"), S("Check-in: from 9:30"), S("Start: 10:00 sharp"), S("4 hunters so far"),
    S("Adding a fifth member costs nothing if you do it by Friday"), S("Bring at least one charged smartphone")],
   ["9:30", "Plaza Sotomayor"],
   "Same REG item; the day before Saturday 08/08 is Friday 07/08; smartphone rule in policy#hunt-day.")

bad(b, "Hola Antonia! Los Pingüinos Lógicos meet on Saturday 08/08 at Cerro Santa Lucía, Terraza Neptuno. Check-in opens "
       "at 09:00 and the hunt starts at 10:00.",
    [S("meet on Saturday 08/08"), C("at Cerro Santa Lucía, Terraza Neptuno", VAL), C("Check-in opens at 09:00", DATE),
     S("the hunt starts at 10:00")],
    ["other_record_value", "wrong_time"], ["Cerro Santa Lucía", "opens at 09:00"],
    "Cerro Santa Lucía is the start point of the waitlisted Lastarria hunt; check_in_opens_at is 09:30.")

bad(b, "You're registered with 4 members, so a 5th is fine. Adding a member costs $9.500 per person and must be done a "
       "week before the event.",
    [S("You're registered with 4 members"), S("so a 5th is fine"), C("costs $9.500 per person", POL),
     C("must be done a week before the event", POL)],
    ["wrong_policy_condition", "wrong_period"], ["$9.500", "a week before"],
    "policy#hunt-day: members are added free of charge until the day before; the team fee covers all members.")

rep(b, "Hola Antonia! Your hunt starts at 10:00 on Saturday 08/08 from Plaza Sotomayor, and check-in opens at 09:00. You "
       "can add a fifth member for free until the day before.",
    [S("Your hunt starts at 10:00 on Saturday 08/08"), S("from Plaza Sotomayor"), C("check-in opens at 09:00", DATE),
     S("add a fifth member for free until the day before")],
    ["wrong_time"], ["opens at 09:00"], ["09:30|9:30", "Plaza Sotomayor"],
    "check_in_opens_at is 09:30 (30 minutes before the 10:00 start).")

# ---- B19 hunt-results ------------------------------------------------------------------
b = Bundle(
    "hunt-results", "puzzle-hunt events",
    "How did Enigma Express do on Saturday? Do we win anything?",
    "2026-06-16T11:00:00-04:00",
    [
        rec("ddb.query#TEAM#ENIGMA-EXPRESS", "tool:dynamodb.Query", query([
            {"PK": "TEAM#ENIGMA-EXPRESS", "SK": "RESULT#STGO_YUNGAY_NIGHT#2026-06-13", "entity": "RESULT",
             "captain": "Felipe Contreras", "event_name": "Barrio Yungay Night Hunt", "rank": 3, "teams_total": 42,
             "puzzles_solved": 14, "puzzles_total": 16, "raw_time_s": 13320, "hint_penalty_s": 600,
             "official_time": "PT3H52M", "medal": "BRONZE", "standings_status": "FINAL"},
            {"PK": "TEAM#ENIGMA-EXPRESS", "SK": "RESULT#STGO_BELLAS_ARTES#2026-03-21", "entity": "RESULT",
             "event_name": "Bellas Artes Cipher Walk", "rank": 11, "teams_total": 35, "puzzles_solved": 12,
             "puzzles_total": 15, "official_time": "PT3H05M", "medal": None, "standings_status": "FINAL"},
        ])),
        pol("policy#prizes", "Final standings are published within 48 hours and are final. The top three teams receive "
            "medals. The winning team also gets free entry to the next hunt for every member. Every team that solves all "
            "puzzles gets a 20% discount code for the next event.", "v2"),
    ])

ok(b, "Hola Felipe! Enigma Express finished 3rd out of 42 teams at the Barrio Yungay Night Hunt: that's a bronze medal! You "
      "solved 14 of the 16 puzzles. Your raw time was 3 hours 42 minutes, and with the 10-minute hint penalty your official "
      "time is 3 hours 52 minutes. Free entry to the next hunt goes only to the winning team, so the medal is your prize "
      "this time.",
   [S("finished 3rd out of 42 teams"), S("that's a bronze medal"), S("You solved 14 of the 16 puzzles"),
    S("Your raw time was 3 hours 42 minutes"), S("with the 10-minute hint penalty"),
    S("your official time is 3 hours 52 minutes"), S("Free entry to the next hunt goes only to the winning team")],
   ["3rd", "3 hours 52 minutes"],
   "RESULT 2026-06-13: rank 3/42, 14/16, raw_time_s 13320 = 3h42m, hint_penalty_s 600 = 10 min, official PT3H52M, BRONZE; policy#prizes.")

ok(b, "Third place of 42, 14/16 puzzles, official time 3h52m. Top-three teams get medals, so a bronze is coming your way; "
      "the 20% discount code is only for teams that solved every puzzle.",
   [S("Third place of 42"), S("14/16 puzzles"), S("official time 3h52m"), S("Top-three teams get medals"),
    S("a bronze is coming your way"), S("the 20% discount code is only for teams that solved every puzzle")],
   ["3h52m", "42"],
   "RESULT fields and policy#prizes (discount needs all puzzles solved).")

bad(b, "Congrats, Felipe! Enigma Express came 3rd of 42 with 14 of 16 puzzles solved. As a top-three team, you also get "
       "free entry to the next hunt for every member.",
    [S("came 3rd of 42"), S("14 of 16 puzzles solved"), C("free entry to the next hunt for every member", POL)],
    ["condition_unmet"], ["you also get free entry"],
    "policy#prizes gives free entry only to the winning team; rank is 3.")

bad(b, "Enigma Express placed 3rd out of 35 teams, solving 14 puzzles. Your official time was 3 hours 42 minutes.",
    [C("placed 3rd out of 35 teams", VAL), S("solving 14 puzzles"), C("Your official time was 3 hours 42 minutes", VAL)],
    ["other_record_value", "wrong_role"], ["out of 35", "official time was 3 hours 42"],
    "35 teams was the March Bellas Artes hunt (this one had 42); 3h42m is raw_time_s, official_time is PT3H52M after the hint penalty.")

rep(b, "Hola Felipe! Enigma Express finished 3rd of 42, solving 14 of 16 puzzles, with an official time of 3h42m. Top-three "
       "teams receive medals, so a bronze is yours.",
    [S("finished 3rd of 42"), S("solving 14 of 16 puzzles"), C("an official time of 3h42m", VAL),
     S("Top-three teams receive medals"), S("a bronze is yours")],
    ["wrong_role"], ["official time of 3h42m"], ["3h52m|3 hours 52|3:52|52 minutes|3h 52m", "bronze"],
    "3h42m is the raw time (13320 s); official_time PT3H52M includes the 600 s hint penalty.")

# ---- B20 hunt-ticket-transfer -------------------------------------------------------------
b = Bundle(
    "hunt-ticket-transfer", "puzzle-hunt events",
    "Did my ticket transfer to Josefina go through?",
    "2026-08-20T17:00:00-04:00",
    [
        rec("ddb.query#CUST#3357", "tool:dynamodb.Query", query([
            {"PK": "CUST#3357", "SK": "TICKET#TK-66120", "entity": "TICKET", "event_name": "Lastarria Lockpick Hunt",
             "starts_at": ep("2026-09-05T10:30"), "holder_name": "Gabriel Pizarro", "status": "TRANSFERRED",
             "ticket_type": "LONE_WOLF", "price_minor": 12000, "currency": "CLP"},
            {"PK": "CUST#3357", "SK": "TRANSFER#TR-2291", "entity": "TRANSFER", "from_ticket": "TK-66120",
             "to_ticket": "TK-66957", "from_name": "Gabriel Pizarro", "to_name": "Josefina Lillo",
             "to_email": "jo.lillo@correo-ejemplo.cl", "status": "COMPLETED", "requested_at": ep("2026-08-20T16:39"),
             "completed_at": ep("2026-08-20T16:42"), "fee_minor": 0},
            {"PK": "CUST#3357", "SK": "TICKET#TK-61004", "entity": "TICKET", "event_name": "Cerros & Ciphers Valparaíso",
             "starts_at": ep("2026-08-08T10:00"), "holder_name": "Gabriel Pizarro", "status": "USED"},
        ])),
        pol("policy#transfers", "You can hand your ticket to someone else at no cost up to 72 hours before the event starts. "
            "The new holder receives a fresh ticket by email, and the old ticket stops working. After that point transfers "
            "are closed, but you can still cancel for a 50% refund up to 24 hours before.", "v1"),
    ])

ok(b, "Hola Gabriel, mission accomplished! Your ticket for the Lastarria Lockpick Hunt was transferred to Josefina Lillo "
      "today at 16:42, at no cost. She's been issued a new ticket, TK-66957, sent to jo.lillo@correo-ejemplo.cl, and your "
      "old ticket TK-66120 no longer works.",
   [SNA("mission accomplished!"), S("was transferred to Josefina Lillo today at 16:42"), S("at no cost"), S("issued a new ticket, TK-66957"),
    S("sent to jo.lillo@correo-ejemplo.cl"), S("your old ticket TK-66120 no longer works")],
   ["TK-66957", "16:42"],
   "TRANSFER#TR-2291 COMPLETED 20/08 16:42, fee 0, to_ticket TK-66957, to_email; TK-66120 status TRANSFERRED.")

ok(b, "Yes! Transfer TR-2291 is complete: Josefina Lillo now holds ticket TK-66957 for the hunt on 5 September at 10:30. "
      "Transfers like this are free when done more than 72 hours before the start.",
   [SNA("Yes!"), S("Transfer TR-2291 is complete"), S("Josefina Lillo now holds ticket TK-66957"), S("on 5 September at 10:30"),
    S("free when done more than 72 hours before the start")],
   ["TK-66957", "5 September"],
   "TRANSFER item and TICKET starts_at 05/09 10:30; policy#transfers for the 72 hours.")

bad(b, "Hi Gabriel! The transfer went through: Josefina's new ticket number is TR-2291, and it's been emailed to her.",
    [S("The transfer went through"), C("Josefina's new ticket number is TR-2291", IDM), S("it's been emailed to her")],
    ["wrong_role"], ["ticket number is TR-2291"],
    "TR-2291 is the transfer id; the new ticket is to_ticket TK-66957.")

bad(b, "Your transfer to Josefina Lillo is still pending. Transfers are free up to 24 hours before the event.",
    [C("is still pending", STATE), C("Transfers are free up to 24 hours before the event", POL)],
    ["wrong_state", "wrong_period"], ["still pending", "up to 24 hours before the event"],
    "TRANSFER#TR-2291 status COMPLETED; policy#transfers allows free transfers up to 72 hours before (24 hours is the cancellation cut-off).")

rep(b, "Hola Gabriel! Your transfer to Josefina Lillo was completed today at 16:42. Her new ticket is TK-66120, and your "
       "old one no longer works.",
    [S("Your transfer to Josefina Lillo was completed today at 16:42"), C("Her new ticket is TK-66120", IDM),
     S("your old one no longer works")],
    ["wrong_id"], ["new ticket is TK-66120"], ["TK-66957", "16:42"],
    "TK-66120 is the old, TRANSFERRED ticket; Josefina's is TK-66957.")

# ---- B21 hunt-weather-postponed ---------------------------------------------------------
b = Bundle(
    "hunt-weather-postponed", "puzzle-hunt events",
    "Is the Viña hunt still on this Saturday? It looks like it'll rain.",
    "2026-06-18T10:00:00-04:00",
    [
        rec("ddb.query#EVENT#VINA_DUNAS_2026", "tool:dynamodb.Query", query([
            {"PK": "EVENT#VINA_DUNAS_2026", "SK": "META#v1", "entity": "EVENT", "name": "Dunas & Decoders Viña del Mar",
             "starts_at": ep("2026-06-20T10:00"), "status": "SUPERSEDED"},
            {"PK": "EVENT#VINA_DUNAS_2026", "SK": "META#v2", "entity": "EVENT", "name": "Dunas & Decoders Viña del Mar",
             "starts_at": ep("2026-07-04T10:00"), "previous_starts_at": ep("2026-06-20T10:00"), "status": "POSTPONED",
             "postponed_reason": "WEATHER_FRONT", "notice_sent_at": ep("2026-06-17T12:00"),
             "refund_window_ends_at": ep("2026-06-24T12:00")},
        ])),
        rec("ddb.get#CUST#8846#REG", "tool:dynamodb.GetItem", getitem(
            {"PK": "CUST#8846", "SK": "REG#VINA_DUNAS_2026#TEAM-09", "entity": "REGISTRATION", "captain": "Isidora Campos",
             "team_name": "Brújula Rota", "members": 5, "fee_minor": 42000, "currency": "CLP", "fee_status": "PAID",
             "payment_method": "CARD", "status": "MOVED_TO_NEW_DATE"})),
        pol("policy#postponements", "If we postpone a hunt, your registration moves to the new date automatically. If the "
            "new date doesn't suit you, ask for a full refund within 7 days of the postponement notice. Refunds go back to "
            "the original payment method. After those 7 days, registrations stay on the new date and the usual "
            "cancellation rules apply.", "v1"),
    ])

ok(b, "Hola Isidora! Good call on the rain: the Dunas & Decoders hunt has been postponed because of the weather front. The "
      "new date is Saturday 04/07 at 10:00, and Brújula Rota's registration has moved over automatically. If that date "
      "doesn't work, you can ask for a full refund of your $42.000 within 7 days of the notice we sent on 17/06.",
   [S("has been postponed because of the weather front"), S("The new date is Saturday 04/07 at 10:00"),
    S("registration has moved over automatically"), S("a full refund of your $42.000"),
    S("within 7 days of the notice we sent on 17/06")],
   ["04/07", "$42.000"],
   "EVENT META#v2: POSTPONED, WEATHER_FRONT, new starts_at 04/07 10:00, notice 17/06; REG status MOVED_TO_NEW_DATE, fee 42000; policy#postponements.")

ok(b, "Not this Saturday! The hunt is now on 4 July 2026 at 10:00. Your team stays registered; a full refund is available "
      "until 24/06 if you'd rather not play on the new date, and it goes back to the card you paid with.",
   [S("Not this Saturday"), S("now on 4 July 2026 at 10:00"), S("Your team stays registered"),
    S("a full refund is available until 24/06"), S("goes back to the card you paid with")],
   ["4 July", "24/06"],
   "refund_window_ends_at 24/06 (7 days after 17/06); payment_method CARD; refunds to the original method per policy.")

bad(b, "Hola Isidora! The hunt is still on for Saturday 20/06 at 10:00, so bring a raincoat! Your team Brújula Rota is "
       "registered and the $42.000 fee is paid.",
    [C("still on for Saturday 20/06 at 10:00", ["RECORD_STATE_MISMATCH", "DATE_MISMATCH", "VALUE_MISMATCH"]),
     S("Your team Brújula Rota is registered"), S("the $42.000 fee is paid")],
    ["stale_value"], ["still on for Saturday 20/06"],
    "20/06 is the SUPERSEDED META#v1 date; META#v2 is POSTPONED to 04/07.")

bad(b, "The hunt has been postponed because of the weather, and it's now on Saturday 11/07 at 10:00. If you can't make it, "
       "you can request a full refund within 14 days.",
    [S("The hunt has been postponed because of the weather"), C("Saturday 11/07 at 10:00", DATE),
     C("full refund within 14 days", POL)],
    ["wrong_date", "wrong_period"], ["11/07", "14 days"],
    "META#v2 starts_at is 04/07; policy#postponements gives 7 days from the notice.")

rep(b, "Hola Isidora! The Viña hunt has been postponed due to the weather and moved to Saturday 04/07 at 10:00. If that "
       "doesn't suit, you can ask for a full refund until 27/06.",
    [S("has been postponed due to the weather"), S("moved to Saturday 04/07 at 10:00"), C("a full refund until 27/06", DATE)],
    ["wrong_date"], ["27/06"], ["24/06|24 June|June 24", "04/07|4 July"],
    "refund_window_ends_at is 24/06 (7 days from the 17/06 notice).")

# =====================================================================================
# MURDER-MYSTERY DINNERS — Cena con Coartada (Barrio Lastarria)
# =====================================================================================

# ---- B22 mmd-booking-dietary -------------------------------------------------------------
b = Bundle(
    "mmd-booking-dietary", "murder-mystery dinners",
    "Can you check my booking and make sure Hernán's vegetarian meal is noted? Who are we playing?",
    "2026-07-15T12:00:00-04:00",
    [
        rec("ddb.get#CUST#6014#BOOKING", "tool:dynamodb.GetItem", getitem(
            {"PK": "CUST#6014", "SK": "BOOKING#2026-07-24#SHOW-2030", "entity": "BOOKING", "booking_ref": "CC-7391",
             "show": "El Último Brindis del Conde", "era": "1920S", "starts_at": ep("2026-07-24T20:30"),
             "doors_open_at": ep("2026-07-24T20:00"), "guests": 2,
             "guest_list": [
                 {"name": "Ana María Leiva", "character": "Condesa Irene Valdivieso", "dietary": "NONE"},
                 {"name": "Hernán Leiva", "character": "Inspector Bruno Cárcamo", "dietary": "VEGETARIAN"}],
             "price_per_person_minor": 39900, "total_minor": 79800, "paid_minor": 79800, "currency": "CLP",
             "dress_code": "1920S_OPTIONAL", "dossier_send_at": ep("2026-07-19T10:00"), "status": "CONFIRMED"})),
        pol("policy#dinner-shows", "Character dossiers are emailed 5 days before the show. Dietary needs must be recorded "
            "at least 72 hours before the show so the kitchen can plan; we offer vegetarian, vegan and gluten-free versions "
            "of the three-course menu. Costumes are encouraged but never required. Tickets are non-refundable but can be "
            "moved to another show once, up to 7 days before.", "v4"),
    ])

ok(b, "Hola Ana María, the Count's guests are expected! Your table for 2 at El Último Brindis del Conde is confirmed for "
      "Friday 24/07 at 20:30 (doors open at 20:00). Hernán's vegetarian menu is on the booking. You'll play Condesa Irene "
      "Valdivieso and he'll be Inspector Bruno Cárcamo; your character dossiers arrive by email 5 days before the show. "
      "Costumes in 1920s style are welcome but optional.",
   [S("Your table for 2 at El Último Brindis del Conde is confirmed"), S("Friday 24/07 at 20:30"), S("doors open at 20:00"),
    S("Hernán's vegetarian menu is on the booking"), S("You'll play Condesa Irene Valdivieso"),
    S("he'll be Inspector Bruno Cárcamo"), S("dossiers arrive by email 5 days before the show"), S("welcome but optional")],
   ["20:30", "Condesa Irene Valdivieso"],
   "guest_list gives each character and Hernán's VEGETARIAN; starts 24/07 20:30, doors 20:00; dress_code 1920S_OPTIONAL; policy#dinner-shows.")

ok(b, "Dear Ana María,\n\nAll is in order for the evening of 24 July. Hernán Leiva is down for the vegetarian version of "
      "the three-course menu. The full $79.800 for two guests has been paid.\n\nYours in suspicion,\nDetective Olga, Cena "
      "con Coartada",
   [S("All is in order for the evening of 24 July"), S("Hernán Leiva is down for the vegetarian version of the three-course menu"),
    S("The full $79.800 for two guests has been paid")],
   ["$79.800", "24 July"],
   "status CONFIRMED, dietary VEGETARIAN (policy names the three-course menu), paid_minor 79800 = total_minor.")

bad(b, "Hola Ana María! Your booking for 2 on Friday 24/07 at 20:30 is confirmed, and Hernán's meal is noted as vegetarian "
       "and gluten-free. You'll be playing Inspector Bruno Cárcamo, and Hernán will be Condesa Irene Valdivieso.",
    [S("Your booking for 2 on Friday 24/07 at 20:30 is confirmed"),
     CI("vegetarian and gluten-free", ["VALUE_MISMATCH", "CLAIM_WITHOUT_TOOL_EVIDENCE"]),
     C("You'll be playing Inspector Bruno Cárcamo", VAL), C("Hernán will be Condesa Irene Valdivieso", VAL)],
    ["unrecorded_extra", "wrong_role", "wrong_role"],
    ["gluten-free", "playing Inspector Bruno", "Hernán will be Condesa"],
    "Hernán's dietary is VEGETARIAN only; guest_list gives Ana María the Condesa and Hernán the Inspector, not the reverse.")

bad(b, "Your table for two is confirmed for 24/07 at 20:30, fully paid. Character dossiers go out 48 hours before the show, "
       "and if plans change, tickets can be refunded up to 7 days before.",
    [S("confirmed for 24/07 at 20:30"), S("fully paid"), C("dossiers go out 48 hours before the show", POL),
     C("tickets can be refunded up to 7 days before", POL)],
    ["wrong_period", "wrong_policy_condition"], ["48 hours before the show", "can be refunded"],
    "policy#dinner-shows: dossiers 5 days before; tickets are non-refundable (only movable once up to 7 days before).")

rep(b, "Hola Ana María! Your table for 2 is confirmed for Friday 24/07 at 20:30, and Hernán's vegetarian menu is noted. "
       "Your total of $39.900 is fully paid.",
    [S("Your table for 2 is confirmed for Friday 24/07 at 20:30"), S("Hernán's vegetarian menu is noted"),
     C("Your total of $39.900", AMT), S("is fully paid")],
    ["wrong_role"], ["$39.900"], ["$79.800|79.800", "20:30"],
    "39900 is price_per_person_minor; total_minor (and paid_minor) is 79800.")

# ---- B23 mmd-private-party-deposit --------------------------------------------------------
b = Bundle(
    "mmd-private-party-deposit", "murder-mystery dinners",
    "What's left to pay for our private show and by when? Also, can we add 2 people?",
    "2026-08-10T09:30:00-04:00",
    [
        rec("ddb.query#CUST#2907", "tool:dynamodb.Query", query([
            {"PK": "CUST#2907", "SK": "PROFILE", "entity": "CUSTOMER", "full_name": "Claudio Morales Henríquez"},
            {"PK": "CUST#2907", "SK": "QUOTE#PRV-1142#v1", "entity": "QUOTE", "guests": 14, "price_per_person_minor": 42000,
             "total_minor": 588000, "status": "SUPERSEDED", "created_at": ep("2026-07-20T15:00")},
            {"PK": "CUST#2907", "SK": "EVENT_BOOKING#PRV-1142", "entity": "EVENT_BOOKING",
             "show": "Veneno en el Vagón Comedor", "starts_at": ep("2026-08-29T21:00"), "guests": 16,
             "price_per_person_minor": 42000, "total_minor": 672000, "deposit_pct": 50, "deposit_paid_minor": 336000,
             "deposit_paid_at": ep("2026-07-28T11:15"), "balance_minor": 336000, "balance_due_at": ep("2026-08-22T23:59:59"),
             "currency": "CLP", "status": "DEPOSIT_PAID"},
        ])),
        pol("policy#private-shows", "Private shows need a 50% deposit to hold the date. The balance is due 7 days before "
            "the event; if it hasn't arrived by then, the date is released. Guest numbers can go up until the balance is "
            "paid, and down by at most 2 guests. Private shows run for 3 hours including dinner.", "v2"),
    ])

ok(b, "Hola Claudio! For your private show Veneno en el Vagón Comedor on Saturday 29/08 at 21:00, you've paid the 50% "
      "deposit of $336.000. The balance, also $336.000, is due by 22/08, 7 days before the show, or the date is released. "
      "You can still add 2 guests before the balance is paid; at $42.000 each, that would raise the total from $672.000 to "
      "$756.000 and the balance to $420.000.",
   [S("Saturday 29/08 at 21:00"), S("you've paid the 50% deposit of $336.000"), S("The balance, also $336.000, is due by 22/08"),
    S("7 days before the show"), S("or the date is released"), S("You can still add 2 guests before the balance is paid"),
    S("at $42.000 each"), S("from $672.000 to $756.000"), S("the balance to $420.000")],
   ["22/08", "$420.000"],
   "EVENT_BOOKING#PRV-1142: deposit 336000, balance 336000 due 22/08; 672000 + 2 x 42000 = 756000, minus 336000 = 420000; policy#private-shows.")

ok(b, "Balance due: $336.000 by 22 August (deposit of $336.000 received on 28/07). Adding 2 guests is fine until you pay "
      "the balance.",
   [S("Balance due: $336.000 by 22 August"), S("deposit of $336.000 received on 28/07"),
    S("Adding 2 guests is fine until you pay the balance")],
   ["22 August", "$336.000"],
   "balance_due_at 22/08, deposit_paid_at 28/07; guest increases allowed until the balance is paid.")

bad(b, "Hi Claudio! Your private show is booked for 14 guests, and the deposit of $336.000 is in. The remaining $336.000 "
       "is due on the day of the show, 29/08.",
    [C("booked for 14 guests", VAL), S("the deposit of $336.000 is in"),
     C("due on the day of the show, 29/08", ["DATE_MISMATCH", "NLI_CONTRADICTION", "VALUE_MISMATCH"])],
    ["stale_value", "wrong_date"], ["14 guests", "due on the day of the show"],
    "14 guests is the SUPERSEDED quote v1; the booking has 16. balance_due_at is 22/08, 7 days before.")

bad(b, "Adding 2 guests at $42.000 each brings your total to $714.000, so after your $336.000 deposit you'd have $378.000 "
       "left to pay by 22/08.",
    [S("Adding 2 guests at $42.000 each"), C("brings your total to $714.000", AMT), S("after your $336.000 deposit"),
     C("$378.000 left to pay", AMT), S("by 22/08")],
    ["wrong_arithmetic", "wrong_arithmetic"], ["$714.000", "$378.000"],
    "672.000 + 84.000 = 756.000 (714.000 adds one guest); 756.000 - 336.000 = 420.000.")

rep(b, "Hola Claudio! Your deposit of $336.000 is paid, and the balance of $336.000 is due by 22/08. Guest numbers can go "
       "up until the balance is paid, and down by up to 4.",
    [S("Your deposit of $336.000 is paid"), S("the balance of $336.000 is due by 22/08"),
     S("Guest numbers can go up until the balance is paid"), C("down by up to 4", POL)],
    ["wrong_policy_condition"], ["down by up to 4"],
    ["up to 2|at most 2|up to two|at most two|2 guests|two guests|by two", "22/08|22 August"],
    "policy#private-shows: numbers can go down by at most 2 guests.")

# ---- B24 mmd-waitlist --------------------------------------------------------------------
b = Bundle(
    "mmd-waitlist", "murder-mystery dinners",
    "Are we in for Saturday's show?",
    "2026-08-11T15:00:00-04:00",
    [
        rec("ddb.query#CUST#1175", "tool:dynamodb.Query", query([
            {"PK": "CUST#1175", "SK": "PROFILE", "entity": "CUSTOMER", "full_name": "Renata Díaz Carvajal",
             "sms_opt_in": True},
            {"PK": "CUST#1175", "SK": "WAITLIST#2026-08-15#SHOW-2130", "entity": "WAITLIST",
             "show": "El Último Brindis del Conde", "starts_at": ep("2026-08-15T21:30"), "party_size": 4, "position": 3,
             "status": "WAITING", "joined_at": ep("2026-08-02T18:20"), "ttl": ep("2026-08-16T00:00")},
            {"PK": "CUST#1175", "SK": "BOOKING#2026-09-11#SHOW-2030", "entity": "BOOKING", "booking_ref": "CC-7720",
             "show": "Muerte en la Viña", "starts_at": ep("2026-09-11T20:30"), "guests": 2, "status": "CONFIRMED",
             "total_minor": 79800, "currency": "CLP"},
        ])),
        pol("policy#waitlist", "Waitlist places are free and don't guarantee a seat. If seats free up, waitlisted parties "
            "are offered them in order by email and SMS. An offer must be accepted within 12 hours or it passes to the next "
            "party. A party is only offered seats if the whole party can sit together.", "v1"),
    ])

ok(b, "Hola Renata! Not yet, I'm afraid: for Saturday 15/08 at 21:30 you're on the waitlist for El Último Brindis del "
      "Conde, in position 3, with a party of 4. If seats free up, parties are offered them in order by email and SMS, and "
      "you'd have 12 hours to accept. The waitlist is free, but it doesn't guarantee a seat. Your confirmed booking for "
      "Muerte en la Viña on 11/09 (CC-7720) is unaffected.",
   [S("Not yet, I'm afraid"), S("for Saturday 15/08 at 21:30"), S("in position 3"), S("with a party of 4"),
    S("offered them in order by email and SMS"), S("you'd have 12 hours to accept"), S("doesn't guarantee a seat"),
    S("Your confirmed booking for Muerte en la Viña on 11/09 (CC-7720) is unaffected")],
   ["position 3", "12 hours"],
   "WAITLIST item: WAITING, position 3, party_size 4, 15/08 21:30; policy#waitlist; BOOKING CC-7720 CONFIRMED for 11/09.")

ok(b, "You're third in line for Saturday's 21:30 show, with no seats confirmed yet. Since you're 4, an offer only comes if "
      "all four of you can sit together.",
   [S("You're third in line for Saturday's 21:30 show"), S("no seats confirmed yet"),
    S("an offer only comes if all four of you can sit together")],
   ["third", "21:30"],
   "position 3, status WAITING; whole-party rule in policy#waitlist.")

bad(b, "Hola Renata! Yes, you're confirmed for El Último Brindis del Conde this Saturday at 21:30, booking CC-7720, party "
       "of 4.",
    [C("you're confirmed for El Último Brindis del Conde", STATE), S("this Saturday at 21:30"), C("booking CC-7720", IDM),
     S("party of 4")],
    ["wrong_state", "other_record_value"], ["you're confirmed for", "booking CC-7720"],
    "The Saturday entry is a WAITLIST item in status WAITING; CC-7720 is the confirmed September booking for another show.")

bad(b, "You're on the waitlist for Saturday's show, in position 2. If a seat frees up, you'll have 24 hours to accept the "
       "offer.",
    [S("You're on the waitlist for Saturday's show"), C("in position 2", VAL), C("24 hours to accept", POL)],
    ["wrong_quantity", "wrong_period"], ["position 2", "24 hours"],
    "position is 3; policy#waitlist gives 12 hours to accept.")

rep(b, "Hola Renata! You're on the waitlist for Saturday 15/08 at 21:30, in position 3 for a party of 4. If seats come up, "
       "you'll get an offer by email and SMS and have 24 hours to accept.",
    [S("You're on the waitlist for Saturday 15/08 at 21:30"), S("in position 3 for a party of 4"),
     S("you'll get an offer by email and SMS"), C("have 24 hours to accept", POL)],
    ["wrong_period"], ["24 hours"], ["12 hours|twelve hours", "position 3"],
    "policy#waitlist: an offer must be accepted within 12 hours.")

# ---- B25 mmd-company-invoice -------------------------------------------------------------
b = Bundle(
    "mmd-company-invoice", "murder-mystery dinners",
    "Can you confirm the invoice details for our event and when payment is due?",
    "2026-08-03T11:00:00-04:00",
    [
        rec("ddb.query#CUST#B2B-4471", "tool:dynamodb.Query", query([
            {"PK": "CUST#B2B-4471", "SK": "PROFILE", "entity": "CUSTOMER", "company": "Viñedos Quebrada Honda Ltda.",
             "rut": "76.543.210-K", "contact_name": "Pedro Saavedra"},
            {"PK": "CUST#B2B-4471", "SK": "INVOICE#F-000809", "entity": "INVOICE", "doc_type": "FACTURA_ELECTRONICA",
             "folio": 809, "issued_at": ep("2026-07-29T09:10"), "receiver_rut": "76.543.201-K", "net_minor": 168067,
             "iva_minor": 31933, "total_minor": 200000, "status": "VOID", "void_reason": "WRONG_RUT",
             "replaced_by": "F-000812"},
            {"PK": "CUST#B2B-4471", "SK": "INVOICE#F-000812", "entity": "INVOICE", "doc_type": "FACTURA_ELECTRONICA",
             "folio": 812, "issued_at": ep("2026-07-31T10:00"), "receiver_rut": "76.543.210-K",
             "event": {"show": "Muerte en la Viña", "date": "2026-07-24", "guests": 5},
             "net_minor": 168067, "iva_rate": Dec("0.19"), "iva_minor": 31933, "total_minor": 200000, "currency": "CLP",
             "due_at": ep("2026-08-30T23:59:59"), "status": "ISSUED", "payment_status": "UNPAID",
             "payment_method": "BANK_TRANSFER"},
        ])),
        pol("policy#invoicing", "Invoices (facturas) are issued within 5 business days of the event. Payment is due 30 days "
            "from the issue date, by bank transfer. All prices include 19% IVA. A correction means voiding the invoice and "
            "issuing a new folio.", "v3"),
    ])

ok(b, "Hola Pedro! Your factura for the Muerte en la Viña event is folio 812, issued on 31/07/2026 to RUT 76.543.210-K. It "
      "comes to $200.000: $168.067 net plus $31.933 IVA at 19%. Payment is due by 30/08/2026 by bank transfer. The earlier "
      "folio 809 was voided and replaced by this one, so please disregard it.",
   [S("folio 812, issued on 31/07/2026"), S("to RUT 76.543.210-K"), S("It comes to $200.000"),
    S("$168.067 net plus $31.933 IVA at 19%"), S("Payment is due by 30/08/2026"), S("by bank transfer"),
    S("folio 809 was voided"), S("replaced by this one")],
   ["812", "30/08/2026"],
   "INVOICE#F-000812 ISSUED 31/07 to 76.543.210-K, net 168067 + IVA 31933 = 200000, due 30/08; F-000809 VOID, replaced_by F-000812.")

ok(b, "Invoice check, case closed:\n• Folio: 812 (electronic factura)\n• Net: CLP 168.067\n• IVA (19%): CLP 31.933\n"
      "• Total: CLP 200.000\n• Status: issued, not yet paid\n• Due: 30 August 2026",
   [S("Folio: 812 (electronic factura)"), S("Net: CLP 168.067"), S("IVA (19%): CLP 31.933"), S("Total: CLP 200.000"),
    S("Status: issued, not yet paid"), S("Due: 30 August 2026")],
   ["812", "30 August 2026"],
   "F-000812 fields: status ISSUED, payment_status UNPAID, due_at 30/08.")

bad(b, "Hola Pedro! Your invoice is folio 809, for a total of $200.000 including IVA. The IVA portion is $38.000.",
    [C("Your invoice is folio 809", IDM), S("a total of $200.000 including IVA"), C("The IVA portion is $38.000", AMT)],
    ["stale_value", "wrong_arithmetic"], ["folio 809", "$38.000"],
    "Folio 809 is VOID (wrong RUT) and replaced by 812; IVA is 19% of the net, iva_minor 31933, not 19% of the total.")

bad(b, "Your factura (folio 812) was issued on 31/07 for $200.000. Payment is due 30 days after the event, by 23/08.",
    [S("(folio 812) was issued on 31/07"), S("for $200.000"), C("due 30 days after the event", POL), C("by 23/08", DATE)],
    ["wrong_policy_condition", "wrong_date"], ["30 days after the event", "23/08"],
    "policy#invoicing counts 30 days from the issue date; due_at is 30/08, not 23/08 (24/07 + 30 days).")

rep(b, "Hola Pedro! Your factura folio 812 was issued on 31/07 for $200.000, including $31.933 of IVA. Payment is due by "
       "30/07/2026.",
    [S("Your factura folio 812 was issued on 31/07"), S("for $200.000"), S("including $31.933 of IVA"),
     C("Payment is due by 30/07/2026", DATE)],
    ["wrong_date"], ["30/07/2026"], ["30/08|30 August|August 30", "812"],
    "due_at is 30/08/2026 23:59:59, 30 days after the 31/07 issue date.")


# =====================================================================================
# Second pass: more drafts on bundles above (written after re-reading each bundle's evidence)
# =====================================================================================

b = BUNDLES["mmd-booking-dietary"]
bad(b, "Hola Ana María! Your table for 2 on Friday 24/07 at 20:30 is confirmed and fully paid. You'll play Condesa Irene "
       "Valdés, and Hernán will be Inspector Bruno Cárcamo, with his vegetarian menu noted.",
    [S("Your table for 2 on Friday 24/07 at 20:30 is confirmed"), S("fully paid"),
     C("You'll play Condesa Irene Valdés", ["VALUE_MISMATCH", "IDENTIFIER_MISMATCH"]),
     S("Hernán will be Inspector Bruno Cárcamo"), S("with his vegetarian menu noted")],
    ["wrong_name"], ["Irene Valdés"],
    "guest_list names Ana María's character Condesa Irene Valdivieso, not Valdés; the rest matches the booking.")

b = BUNDLES["hunt-team-registration"]
bad(b, "Hola Antonia! Check-in opens at 09:30 at Plaza Sotomayor and the hunt starts at 10:00 on Saturday 08/08. The route "
       "climbs three cerros using two ascensores, and the ascensor fares are included in your team fee.",
    [S("Check-in opens at 09:30 at Plaza Sotomayor"), S("the hunt starts at 10:00 on Saturday 08/08"),
     S("The route climbs three cerros using two ascensores"),
     C("the ascensor fares are included in your team fee", ["NLI_CONTRADICTION"])],
    ["invented_fact"], ["fares are included"],
    "kb#valpo-route says ascensor fares are not included in the team fee.")

b = BUNDLES["bgc-shop-order"]
bad(b, "Hi Catalina! Your order TD-20913 is in transit with Correo Andes Express and should reach you on 23/05. The total "
       "was $51.970, shipping included.",
    [C("Your order TD-20913", IDM), S("is in transit with Correo Andes Express"), S("should reach you on 23/05"),
     S("The total was $51.970, shipping included")],
    ["wrong_id"], ["TD-20913"],
    "The order is TD-20931 (digits swapped in the draft); shipment IN_TRANSIT, eta 23/05, total 51970.")

b = BUNDLES["karaoke-extend-session"]
ok(b, "No full hour tonight (Sala Retro is booked at 23:00), but you can have 30 min until 23:00 for $7.500.",
   [S("No full hour tonight"), S("(Sala Retro is booked at 23:00)"), S("you can have 30 min until 23:00 for $7.500")],
   ["$7.500"],
   "extend_session#call-2 DENY; schedule slot at 23:00; one 30-minute block at half of 15000.")

b = BUNDLES["hunt-weather-postponed"]
ok(b, "The Viña del Mar hunt has been moved to 4 July at 10:00 because of the weather. Registrations are carried over "
      "automatically, and refunds can be requested until 24 June.",
   [S("has been moved to 4 July at 10:00 because of the weather"), S("Registrations are carried over automatically"),
    S("refunds can be requested until 24 June")],
   ["4 July", "24 June"],
   "META#v2 starts_at 04/07 10:00, reason WEATHER_FRONT; refund_window_ends_at 24/06; policy#postponements.")

b = BUNDLES["mmd-waitlist"]
ok(b, "Renata, you're number three on the waitlist for the 15 August show, so nothing is confirmed yet. If seats are "
      "offered, you'd have twelve hours to take them.",
   [S("you're number three on the waitlist for the 15 August show"), S("nothing is confirmed yet"),
    S("you'd have twelve hours to take them")],
   ["three", "twelve hours"],
   "position 3, WAITING, starts 15/08; 12-hour acceptance window in policy#waitlist.")

b = BUNDLES["hunt-ticket-transfer"]
rep(b, "Hola Gabriel! Transfer TR-2291 is complete: Josefina Lillo now holds ticket TK-66957, and it was emailed to "
       "jo.lilo@correo-ejemplo.cl. Your old ticket TK-66120 no longer works.",
    [S("Transfer TR-2291 is complete"), S("Josefina Lillo now holds ticket TK-66957"),
     C("emailed to jo.lilo@correo-ejemplo.cl", ["VALUE_MISMATCH", "IDENTIFIER_MISMATCH"]),
     S("Your old ticket TK-66120 no longer works")],
    ["wrong_value"], ["jo.lilo@"], ["jo.lillo@correo-ejemplo.cl", "TK-66957"],
    "to_email is jo.lillo@correo-ejemplo.cl (double l); the draft drops a letter.")

b = BUNDLES["karaoke-room-booking"]
rep(b, "Hola Javiera! Sala Neón is booked for your sister's birthday on Friday 12/06 from 01:00 to 03:00, for 7 guests, "
       "with the Piscola pack. $30.000 is left to pay at reception.",
    [S("Sala Neón is booked for your sister's birthday on Friday 12/06"), C("from 01:00 to 03:00", DATE),
     S("for 7 guests"), S("with the Piscola pack"), S("$30.000 is left to pay at reception")],
    ["unit_conversion"], ["01:00 to 03:00"], ["21:00|9 PM|9:00 PM|9pm", "7 guests|seven"],
    "starts_at 1781312400 / ends_at are 21:00-23:00 in Santiago; 01:00-03:00 is the UTC reading.")


# =====================================================================================
def _write():
    ids = [c["case"]["id"] for c in CASES + REPAIRS]
    assert len(ids) == len(set(ids))
    with open(os.path.join(HERE, "cases.jsonl"), "w", encoding="utf-8") as f:
        for c in CASES:
            f.write(json.dumps(c, ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "repair.jsonl"), "w", encoding="utf-8") as f:
        for c in REPAIRS:
            f.write(json.dumps(c, ensure_ascii=False) + "\n")
    from collections import Counter
    correct = sum(1 for c in CASES if not c["meta"]["errors"])
    errs = Counter(e for c in CASES for e in c["meta"]["errors"])
    rerrs = Counter(e for c in REPAIRS for e in c["meta"]["errors"])
    print(f"cases {len(CASES)} (correct {correct}, wrong {len(CASES) - correct}), repair {len(REPAIRS)}")
    print("errors in cases:", dict(sorted(errs.items())), "total", sum(errs.values()))
    print("errors in repair:", dict(sorted(rerrs.items())), "total", sum(rerrs.values()))


if __name__ == "__main__":
    _write()
