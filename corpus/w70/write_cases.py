#!/usr/bin/env python3
"""Writer w70: hand-written cases for EV charging hubs, car wash, caravan storage,
motorbike storage, valet parking and secure bike lockers (en-NO, OCPI-style records).
Every evidence bundle, draft and label below is written individually; this script only
serialises them and checks that each probe / exclude string occurs in its draft."""
import json
import datetime
from pathlib import Path

HERE = Path(__file__).resolve().parent
API = ("OCPI 2.2-style roaming API (sessions[], cdrs[], tariffs[] with elements/price_components/"
       "restrictions) beside the operator's own bookings, memberships and payments")
CASES, REPAIRS = [], []
_n = {"c": 0, "r": 0}


def ep(s):
    """epoch seconds for an ISO time with offset (used to write booking timestamps)"""
    return int(datetime.datetime.fromisoformat(s).timestamp())


def S(c):
    return {"contains": c, "verdict_in": ["supported"]}


def NA(c):
    return {"contains": c, "verdict_in": ["not_applicable"]}


def C(c, *r):
    return {"contains": c, "verdict_in": ["contradicted"], "reason_in": list(r)}


def I(c, *r):
    return {"contains": c, "verdict_in": ["insufficient_evidence"], "reason_in": list(r)}


def CI(c, *r):
    return {"contains": c, "verdict_in": ["contradicted", "insufficient_evidence"], "reason_in": list(r)}


def add(scen, domain, question, draft, evidence, probes, errors=(), notes="", excludes=(),
        includes=(), now=None, repair=False):
    errors = list(errors)
    if repair:
        _n["r"] += 1
        cid = f"w70-r{_n['r']:02d}-{scen}"
        outcome = ["repaired"]
    else:
        _n["c"] += 1
        cid = f"w70-{_n['c']:03d}-{scen}" + (f"-{errors[0]}" if errors else "")
        outcome = None if errors else ["sent"]
    for p in probes:
        k = draft.count(p["contains"])
        assert k == 1, (cid, p["contains"], k)
    for e in excludes:
        assert e in draft, (cid, "exclude not in draft", e)
    if repair:
        assert len(includes) >= 1 and 1 <= len(errors) <= 2, cid
        corr = includes[0].split("|")
        assert not any(a in draft for a in corr), (cid, "correction already in draft", corr)
    else:
        assert (not errors and not excludes) or (errors and excludes), cid
    wrong = sum(1 for p in probes if "supported" not in p["verdict_in"] and "not_applicable" not in p["verdict_in"])
    assert wrong == len(errors), (cid, "wrong probes", wrong, "errors", len(errors))
    case = {"schema": "halcheck.case/1", "id": cid, "question": question, "draft": draft,
            "evidence": evidence}
    if now:
        case["now"] = now
    line = {"case": case,
            "expect": {"probes": probes, "outcome_in": outcome,
                       "final_excludes": list(excludes), "final_includes": list(includes)},
            "meta": {"writer": "w70", "domain": domain, "scenario": scen, "api_family": API,
                     "errors": errors, "notes": notes}}
    (REPAIRS if repair else CASES).append(line)


EV = "EV charging hub"
WASH = "car wash"
CARAVAN = "caravan storage"
MC = "motorbike storage"
VALET = "valet parking"
LOCKER = "secure bike lockers"


# ---------------------------------------------------------------- S01 EV: receipt breakdown, idle fee
def s01():
    sc, now = "ev-lysaker-idle", "2026-02-13T10:20:00+01:00"
    q = ("I charged at Lysaker on Wednesday evening and the receipt says almost 244 kr. "
         "I thought the price was 4,40 per kWh? What happened?")
    ev = [
        {"id": "get_cdrs#C00418822", "kind": "record", "source": "tool:ocpi.get_cdrs",
         "fields": {"contract_id": "NO-FJL-C00418822-7", "cdrs": [
             {"id": "NO-FJL-CDR-55810417", "country_code": "NO", "party_id": "FJL", "session_id": "S-7731904",
              "start_date_time": "2026-02-11T16:42:10Z", "end_date_time": "2026-02-11T17:58:40Z",
              "cdr_token": {"uid": "04A1B2C3D4E5F6", "type": "RFID", "contract_id": "NO-FJL-C00418822-7"},
              "auth_method": "WHITELIST",
              "cdr_location": {"id": "LOC-LYS-01", "name": "Lysaker Ladetorg", "address": "Lysaker torg 12",
                               "city": "Lysaker", "evse_id": "NO*FJL*E0412*2",
                               "connector_standard": "IEC_62196_T2_COMBO", "connector_power_type": "DC"},
              "time_zone": "Europe/Oslo", "currency": "NOK", "tariffs": [{"id": "TRF-DC-2026-01"}],
              "total_energy": 38.41, "total_time": 1.275, "total_parking_time": 0.15,
              "total_energy_cost": {"excl_vat": "184.37", "incl_vat": "230.46"},
              "total_parking_cost": {"excl_vat": "10.80", "incl_vat": "13.50"},
              "total_cost": {"excl_vat": "195.17", "incl_vat": "243.96"},
              "last_updated": "2026-02-11T18:04:12Z"},
             {"id": "NO-FJL-CDR-55792260", "country_code": "NO", "party_id": "FJL", "session_id": "S-7729811",
              "start_date_time": "2026-02-09T06:55:02Z", "end_date_time": "2026-02-09T07:31:47Z",
              "auth_method": "WHITELIST",
              "cdr_location": {"id": "LOC-SVK-02", "name": "Sandvika Bussterminal", "city": "Sandvika",
                               "evse_id": "NO*FJL*E0220*1"},
              "currency": "NOK", "tariffs": [{"id": "TRF-DC-2026-01"}],
              "total_energy": 22.1, "total_time": 0.6125, "total_parking_time": 0.0,
              "total_cost": {"excl_vat": "106.08", "incl_vat": "132.60"},
              "last_updated": "2026-02-09T07:35:00Z"}]}},
        {"id": "get_tariffs#TRF-DC", "kind": "record", "source": "tool:ocpi.get_tariffs",
         "fields": {"tariffs": [
             {"id": "TRF-DC-2026-01", "currency": "NOK", "type": "REGULAR",
              "start_date_time": "2025-12-31T23:00:00Z",
              "elements": [
                  {"price_components": [{"type": "ENERGY", "price": "4.80", "vat": 25.0, "step_size": 1}]},
                  {"price_components": [{"type": "PARKING_TIME", "price": "72.00", "vat": 25.0, "step_size": 60}],
                   "restrictions": {"start_time": "08:00", "end_time": "22:00"}}],
              "last_updated": "2025-12-18T09:00:00Z"},
             {"id": "TRF-DC-2025-02", "currency": "NOK", "type": "REGULAR",
              "start_date_time": "2025-05-31T22:00:00Z", "end_date_time": "2025-12-31T23:00:00Z",
              "elements": [
                  {"price_components": [{"type": "ENERGY", "price": "4.40", "vat": 25.0, "step_size": 1}]},
                  {"price_components": [{"type": "PARKING_TIME", "price": "60.00", "vat": 25.0, "step_size": 60}],
                   "restrictions": {"start_time": "08:00", "end_time": "22:00"}}],
              "last_updated": "2025-05-20T08:30:00Z"}]}},
        {"id": "policy#dc-pricing", "kind": "policy", "revision": "2026-01",
         "text": ("Prices on our DC chargers are set per kWh and listed excluding 25 % VAT; the receipt shows "
                  "the total including VAT. An idle fee of 1,20 kr per minute excluding VAT is charged for the "
                  "time a car stays connected after charging has stopped, but only between 08:00 and 22:00. "
                  "Questions about a receipt must be raised within 60 days of the session. Corrections are "
                  "refunded to the card used, normally within 5-10 working days.")},
    ]
    add(sc, EV, q,
        "Hi Marte,\n\nThanks for your message. Your session at Lysaker Ladetorg on 11.02 ran from 17:42 to 18:58 "
        "and delivered 38,41 kWh. The energy price on that charger has been 4,80 kr per kWh excluding VAT since "
        "1 January; 4,40 kr was the rate in the previous tariff. The car also stayed connected for 9 minutes "
        "after charging finished, which added an idle fee of 10,80 kr excluding VAT. Including 25 % VAT the "
        "total comes to 243,96 kr.\n\nBest regards,\nSolveig, Fjordlad Customer Care",
        ev, [NA("Thanks for your message."), S("ran from 17:42 to 18:58"), S("delivered 38,41 kWh"),
             S("4,80 kr per kWh excluding VAT"), S("since 1 January"),
             S("4,40 kr was the rate in the previous tariff"), S("9 minutes after charging finished"),
             S("idle fee of 10,80 kr excluding VAT"), S("total comes to 243,96 kr")],
        notes=("CDR NO-FJL-CDR-55810417: 16:42Z-17:58Z is 17:42-18:58 in Oslo (CET); total_parking_time 0.15 h = "
               "9 min; tariff TRF-DC-2026-01 starts 2025-12-31T23:00Z (1 January local) at 4.80, the 2025 tariff "
               "had 4.40."),
        includes=["243,96 kr", "38,41 kWh"], now=now)
    add(sc, EV, q,
        "Here is the breakdown for Wednesday 11.02 at Lysaker Ladetorg (receipt NO-FJL-CDR-55810417):\n"
        "- Energy: 38,41 kWh × 4,80 kr = 184,37 kr excl. VAT\n"
        "- Idle time: 9 min × 1,20 kr = 10,80 kr excl. VAT\n"
        "- Total: 195,17 kr excl. VAT, 243,96 kr incl. VAT\n"
        "The 4,40 kr price belonged to the 2025 tariff, which ended on 31.12.2025.",
        ev, [S("Wednesday 11.02 at Lysaker Ladetorg"), S("receipt NO-FJL-CDR-55810417"),
             S("38,41 kWh × 4,80 kr = 184,37 kr"), S("9 min × 1,20 kr = 10,80 kr"),
             S("195,17 kr excl. VAT"), S("243,96 kr incl. VAT"),
             S("The 4,40 kr price belonged to the 2025 tariff"), S("ended on 31.12.2025")],
        notes=("total_energy_cost 184.37, total_parking_cost 10.80, total_cost 195.17/243.96; TRF-DC-2025-02 "
               "end_date_time 2025-12-31T23:00Z is midnight Oslo time."),
        includes=["243,96 kr", "184,37 kr"], now=now)
    add(sc, EV, q,
        "The 243,96 kr covers 38,41 kWh at the current 4,80 kr/kWh plus nine minutes of idle fee, with 25 % VAT "
        "added on top.",
        ev, [S("The 243,96 kr covers 38,41 kWh"), S("the current 4,80 kr/kWh"), S("nine minutes of idle fee"),
             S("with 25 % VAT added on top")],
        notes="CDR total_cost.incl_vat 243.96, total_energy 38.41, total_parking_time 0.15 h; tariff vat 25.0.",
        includes=["243,96 kr"], now=now)
    add(sc, EV, q,
        "Hi Marte,\n\nThanks for your message. Your session at Lysaker Ladetorg on 11.02 ran from 16:42 to 17:58 "
        "and delivered 38,41 kWh. The energy price on that charger has been 4,80 kr per kWh excluding VAT since "
        "1 January; 4,40 kr was the rate in the previous tariff. The car also stayed connected for 9 minutes "
        "after charging finished, which added an idle fee of 10,80 kr excluding VAT. Including 25 % VAT the "
        "total comes to 243,96 kr.\n\nBest regards,\nSolveig, Fjordlad Customer Care",
        ev, [NA("Thanks for your message."), C("ran from 16:42 to 17:58", "DATE_MISMATCH", "VALUE_MISMATCH"),
             S("delivered 38,41 kWh"), S("4,80 kr per kWh excluding VAT"),
             S("4,40 kr was the rate in the previous tariff"), S("9 minutes after charging finished"),
             S("idle fee of 10,80 kr excluding VAT"), S("total comes to 243,96 kr")],
        errors=["unit_conversion"],
        notes="start/end_date_time are UTC (16:42Z/17:58Z); in Oslo the session ran 17:42-18:58.",
        excludes=["from 16:42 to 17:58"], now=now)
    add(sc, EV, q,
        "Hi Marte, the energy price is 4,40 kr per kWh excluding VAT, just as you expected. The extra comes from "
        "the idle fee: the car stayed connected for 9 minutes after charging finished. The idle fee is charged "
        "around the clock, at 1,20 kr per minute. In total you paid 243,96 kr including VAT.",
        ev, [C("4,40 kr per kWh excluding VAT, just as you expected", "AMOUNT_MISMATCH", "VALUE_MISMATCH"),
             S("stayed connected for 9 minutes"),
             C("charged around the clock", "NLI_CONTRADICTION"), S("at 1,20 kr per minute"),
             S("you paid 243,96 kr including VAT")],
        errors=["stale_value", "wrong_policy_condition"],
        notes=("4.40 is the ENERGY price of TRF-DC-2025-02, which ended 31.12.2025; the CDR uses TRF-DC-2026-01 at "
               "4.80. The policy limits the idle fee to 08:00-22:00."),
        excludes=["4,40 kr per kWh excluding VAT", "around the clock"], now=now)
    add(sc, EV, q,
        "Your session at Lysaker Ladetorg on 11.02 delivered 38,41 kWh at 4,80 kr per kWh excluding VAT. The 9 "
        "minutes of idle time after charging added 10,80 kr excluding VAT. The total for the session was "
        "195,17 kr including VAT.",
        ev, [S("delivered 38,41 kWh at 4,80 kr per kWh"), S("added 10,80 kr excluding VAT"),
             C("195,17 kr including VAT", "AMOUNT_MISMATCH")],
        errors=["wrong_role"],
        notes="195.17 is total_cost.excl_vat; the amount including VAT is 243.96.",
        excludes=["195,17 kr including VAT"], includes=["243,96|243.96", "38,41 kWh|38.41 kWh"], now=now,
        repair=True)


# ---------------------------------------------------------------- S02 EV: invalid session, card hold, refused credit
def s02():
    sc, now = "ev-invalid-hold", "2026-03-17T08:45:00+01:00"
    q = ("The charger at Gardermoen Park & Charge stopped after a minute yesterday and I see 300 kr reserved on "
         "my card. Did I get charged? Can you give me something for the trouble?")
    ev = [
        {"id": "get_sessions#C00990215", "kind": "record", "source": "tool:ocpi.get_sessions",
         "fields": {"sessions": [
             {"id": "S-8820113", "country_code": "NO", "party_id": "FJL",
              "start_date_time": "2026-03-16T15:12:40Z", "end_date_time": "2026-03-16T15:13:52Z",
              "kwh": 0.0, "auth_method": "AUTH_REQUEST",
              "cdr_token": {"uid": "DE8F11A2C9", "type": "APP_USER", "contract_id": "NO-FJL-C00990215-3"},
              "location_id": "LOC-GEN-03", "evse_uid": "NO*FJL*E1107*1", "connector_id": "1",
              "currency": "NOK", "total_cost": {"excl_vat": "0.00", "incl_vat": "0.00"},
              "status": "INVALID", "last_updated": "2026-03-16T15:14:03Z"},
             {"id": "S-8807745", "country_code": "NO", "party_id": "FJL",
              "start_date_time": "2026-03-14T09:02:11Z", "end_date_time": "2026-03-14T09:48:30Z",
              "kwh": 41.7, "auth_method": "AUTH_REQUEST", "location_id": "LOC-JES-01",
              "evse_uid": "NO*FJL*E0903*2", "currency": "NOK",
              "total_cost": {"excl_vat": "200.16", "incl_vat": "250.20"}, "status": "COMPLETED"}]}},
        {"id": "get_locations#LOC-GEN-03", "kind": "record", "source": "tool:ocpi.get_locations",
         "fields": {"id": "LOC-GEN-03", "name": "Gardermoen Park & Charge", "time_zone": "Europe/Oslo",
                    "evses": [{"uid": "NO*FJL*E1107*1", "status": "AVAILABLE"},
                              {"uid": "NO*FJL*E1107*2", "status": "OUTOFORDER"}]}},
        {"id": "get_payment#pi_7Kx2RmQ", "kind": "record", "source": "tool:payments.get_intent",
         "fields": {"payment_intent": "pi_7Kx2RmQ", "session_id": "S-8820113", "amount_authorized": 30000,
                    "amount_captured": 0, "currency": "nok", "status": "HOLD_RELEASE_REQUESTED",
                    "authorized_at": ep("2026-03-16T16:12:35+01:00"),
                    "release_requested_at": ep("2026-03-16T16:20:02+01:00")}},
        {"id": "issue_goodwill_credit#call-1", "kind": "refused_call", "tool": "issue_goodwill_credit",
         "decision": "DENY",
         "args": {"contract_id": "NO-FJL-C00990215-3", "amount_minor": 5000, "reason": "CHARGER_FAULT"}},
        {"id": "policy#failed-sessions", "kind": "policy", "revision": "v4",
         "text": ("A session that ends as INVALID is never billed, and any amount reserved on the card for it is "
                  "released by us at once. How quickly a released reservation disappears from your statement "
                  "depends on your bank, usually 3-5 banking days. Goodwill credits are only given after a "
                  "technician has confirmed a fault on the charger. You can report a faulty charger in the app "
                  "under 'Report a problem'.")},
        {"id": "kb#app-reservation", "kind": "passage",
         "text": ("Why does the app reserve 300 kr?\nWhen you start a session in the Fjordlad app, we reserve "
                  "300 kr on your card to cover the charge.\nAfter the session the reservation is replaced by "
                  "the actual amount.")},
    ]
    add(sc, EV, q,
        "Hi Jonas, you have not been charged for yesterday's attempt at Gardermoen: the session was marked invalid "
        "and will not be billed. The 300 kr you see is only a reservation, and we asked for it to be released "
        "the same afternoon. Depending on your bank it normally disappears within 3-5 banking days. I'm not able "
        "to add a goodwill credit right now, as that requires a technician to confirm a fault on the charger "
        "first.",
        ev, [S("you have not been charged for yesterday's attempt"), S("the session was marked invalid"),
             S("The 300 kr you see is only a reservation"), S("released the same afternoon"),
             S("within 3-5 banking days"), S("I'm not able to add a goodwill credit right now"),
             S("requires a technician to confirm a fault")],
        notes=("Session S-8820113 status INVALID, total_cost 0.00; payment amount_authorized 30000 captured 0, "
               "release requested 16.03 16:20; the goodwill credit call was DENY and the policy names the "
               "technician condition."),
        includes=["300 kr", "3-5 banking days"], now=now)
    add(sc, EV, q,
        "Good morning. The session you started on 16.03 at 16:12 was never billed — it ended after about a "
        "minute with status INVALID, so the charge is 0 kr. The 300 kr hold is being released; when it "
        "disappears depends on your bank (typically three to five banking days). If the charger misbehaves "
        "again, please use 'Report a problem' in the app.",
        ev, [S("on 16.03 at 16:12 was never billed"), S("ended after about a minute"), S("the charge is 0 kr"),
             S("The 300 kr hold is being released"), S("three to five banking days"),
             S("please use 'Report a problem' in the app")],
        notes=("start 15:12:40Z = 16:12 Oslo, end 15:13:52Z (72 s); total_cost 0.00; payment status "
               "HOLD_RELEASE_REQUESTED; policy gives 3-5 banking days and the app menu."),
        includes=["0 kr", "16:12"], now=now)
    add(sc, EV, q,
        "Hi Jonas, sorry about the trouble at Gardermoen yesterday. The session was completed but no energy was "
        "delivered, so you won't pay anything for it. The 300 kr reservation is being released and should "
        "disappear within 3-5 banking days. As a thank-you for your patience I've added a 50 kr credit to your "
        "account.",
        ev, [NA("sorry about the trouble at Gardermoen yesterday"),
             C("The session was completed", "RECORD_STATE_MISMATCH"), S("no energy was delivered"),
             S("you won't pay anything for it"), S("is being released"), S("within 3-5 banking days"),
             C("I've added a 50 kr credit to your account", "NOT_EXECUTED")],
        errors=["wrong_state", "refused_call_effect"],
        notes=("Session status is INVALID, not COMPLETED; issue_goodwill_credit (5000 minor) was refused with "
               "DENY, so no credit was added."),
        excludes=["The session was completed", "added a 50 kr credit"], now=now)
    add(sc, EV, q,
        "Your attempt on 16.03 was declared invalid and isn't billed. Reservations like the 300 kr one are "
        "released within 24 hours. A goodwill credit is given automatically when a session fails, so you'll see "
        "50 kr on your next invoice.",
        ev, [S("declared invalid and isn't billed"),
             CI("released within 24 hours", "NLI_CONTRADICTION", "NO_POLICY_EVIDENCE", "NLI_NOT_ENTAILED"),
             C("given automatically when a session fails", "NLI_CONTRADICTION"),
             C("you'll see 50 kr on your next invoice", "NOT_EXECUTED", "NLI_CONTRADICTION")],
        errors=["wrong_period", "wrong_policy_condition", "invented_promise"],
        notes=("Policy: release shows within 3-5 banking days depending on the bank; goodwill credits only after a "
               "technician confirms a fault; the 50 kr credit call was denied."),
        excludes=["released within 24 hours", "given automatically when a session fails",
                  "50 kr on your next invoice"], now=now)
    add(sc, EV, q,
        "Hi Jonas, the session at Gardermoen on 16.03 started at 15:12 and ended with status invalid, so it will "
        "not be billed. The 300 kr reservation is being released, which usually takes 3-5 banking days "
        "depending on your bank.",
        ev, [C("started at 15:12", "DATE_MISMATCH", "VALUE_MISMATCH"), S("ended with status invalid"),
             S("it will not be billed"), S("The 300 kr reservation is being released"),
             S("usually takes 3-5 banking days")],
        errors=["unit_conversion"],
        notes="start_date_time 15:12:40Z is 16:12 in Oslo (CET, UTC+1).",
        excludes=["started at 15:12"], includes=["16:12", "3-5 banking days|3–5 banking days|three to five"],
        now=now, repair=True)


# ---------------------------------------------------------------- S03 EV: member discount not on roaming
def s03():
    sc, now = "ev-member-roaming", "2026-04-08T14:00:00+02:00"
    q = ("I'm a Fjordlad Pluss member but got no discount when I charged at Dombås on Saturday. "
         "Why not?")
    ev = [
        {"id": "get_membership#MEM-44120", "kind": "record", "source": "tool:crm.get_membership",
         "fields": {"membership_id": "MEM-44120", "customer": "Kari Lunde",
                    "plan": {"code": "FJL_PLUSS", "name": "Fjordlad Pluss", "monthly_fee_minor": 9900,
                             "currency": "NOK",
                             "benefits": [{"code": "ENERGY_DISCOUNT", "percent": 15, "scope": "OWN_NETWORK"},
                                          {"code": "RESERVATION_FREE", "scope": "OWN_NETWORK"}]},
                    "status": "ACTIVE", "member_since": "2025-09-02", "next_renewal": "2026-05-02"}},
        {"id": "get_cdrs#C00731044", "kind": "record", "source": "tool:ocpi.get_cdrs",
         "fields": {"cdrs": [
             {"id": "NO-EVX-CDR-00981733", "country_code": "NO", "party_id": "EVX",
              "start_date_time": "2026-04-04T10:05:00Z", "end_date_time": "2026-04-04T10:41:30Z",
              "cdr_location": {"name": "Dombås Hurtiglading", "operator": {"name": "Elvia-X"},
                               "evse_id": "NO*EVX*E5521*1"},
              "auth_method": "COMMAND", "currency": "NOK", "tariffs": [{"id": "EVX-HPC-STD"}],
              "total_energy": 51.2, "total_time": 0.6083, "total_parking_time": 0.0,
              "total_cost": {"excl_vat": "337.92", "incl_vat": "422.40"},
              "remark": "Roaming session started in Fjordlad app", "discounts": []},
             {"id": "NO-FJL-CDR-56120088", "country_code": "NO", "party_id": "FJL",
              "start_date_time": "2026-04-04T07:12:00Z", "end_date_time": "2026-04-04T07:44:10Z",
              "cdr_location": {"name": "Otta Skysstasjon", "operator": {"name": "Fjordlad"},
                               "evse_id": "NO*FJL*E2210*1"},
              "auth_method": "COMMAND", "currency": "NOK", "tariffs": [{"id": "TRF-DC-2026-01"}],
              "total_energy": 30.0, "total_time": 0.5361,
              "discounts": [{"code": "ENERGY_DISCOUNT", "excl_vat": "21.60"}],
              "total_cost": {"excl_vat": "122.40", "incl_vat": "153.00"}}]}},
        {"id": "get_tariffs#EVX-HPC-STD", "kind": "record", "source": "tool:ocpi.get_tariffs",
         "fields": {"id": "EVX-HPC-STD", "party_id": "EVX", "currency": "NOK",
                    "elements": [{"price_components": [{"type": "ENERGY", "price": "6.60", "vat": 25.0,
                                                        "step_size": 1}]}]}},
        {"id": "policy#pluss", "kind": "policy", "revision": "2025-09",
         "text": ("Fjordlad Pluss costs 99 kr per month and gives 15 % off the energy price at all "
                  "Fjordlad-operated chargers. When you charge on a partner network through our app, the "
                  "partner's own price applies and member discounts are not applied. Free reservation is also "
                  "limited to Fjordlad chargers. The membership renews monthly and can be cancelled at any time "
                  "before the next renewal date.")},
    ]
    add(sc, EV, q,
        "Hi Kari, your charge at Dombås Hurtiglading on 4.4 was on Elvia-X's network, which you reached through "
        "our app as a partner site. On partner networks the partner's own price applies, so the 15 % Pluss "
        "discount isn't used there. You were billed 51,2 kWh at 6,60 kr per kWh, 422,40 kr including VAT. Your "
        "earlier charge that day at Otta was on our own network and did get the discount.",
        ev, [S("on Elvia-X's network"), S("the partner's own price applies"),
             S("the 15 % Pluss discount isn't used there"), S("51,2 kWh at 6,60 kr per kWh"),
             S("422,40 kr including VAT"), S("did get the discount")],
        notes=("CDR NO-EVX-CDR-00981733 (party EVX, no discounts) 51.2 kWh, tariff EVX-HPC-STD 6.60, total incl "
               "422.40; the Otta CDR lists ENERGY_DISCOUNT; policy excludes partner networks."),
        includes=["422,40 kr", "15 %"], now=now)
    add(sc, EV, q,
        "Member discounts (15 % on energy) only apply at Fjordlad-operated chargers. The Dombås session "
        "(NO-EVX-CDR-00981733) ran on a partner network at their price of 6,60 kr/kWh excl. VAT, so it was "
        "charged in full: NOK 422,40. Your Pluss membership is active and next renews on 02.05.2026.",
        ev, [S("only apply at Fjordlad-operated chargers"), S("NO-EVX-CDR-00981733"),
             S("6,60 kr/kWh excl. VAT"), S("NOK 422,40"), S("Your Pluss membership is active"),
             S("next renews on 02.05.2026")],
        notes="Policy scope of the discount; CDR and tariff values; membership status ACTIVE, next_renewal 2026-05-02.",
        includes=["NOK 422,40"], now=now)
    add(sc, EV, q,
        "Hi Kari, thanks for flagging this. Your Dombås session on 4.4 delivered 51,2 kWh and cost 422,40 kr "
        "including VAT. As a Pluss member you are entitled to 15 % off that session, and I've asked billing to "
        "apply the discount retroactively.",
        ev, [NA("thanks for flagging this"), S("delivered 51,2 kWh"), S("cost 422,40 kr"),
             C("you are entitled to 15 % off that session", "NLI_CONTRADICTION", "VALUE_MISMATCH"),
             I("I've asked billing to apply the discount retroactively", "CLAIM_WITHOUT_TOOL_EVIDENCE")],
        errors=["condition_unmet", "unrecorded_extra"],
        notes=("The discount scope is OWN_NETWORK and the policy excludes partner networks; no record shows a "
               "billing request or adjustment."),
        excludes=["entitled to 15 % off that session", "asked billing to apply the discount"], now=now)
    add(sc, EV, q,
        "Your Pluss membership gives 15 % off energy at Fjordlad chargers and free idle time on all of them, but on "
        "partner networks such as Elvia-X the partner's own price applies. That's why the Dombås session was "
        "charged in full, 153,00 kr including VAT.",
        ev, [S("15 % off energy at Fjordlad chargers"),
             CI("free idle time on all of them", "CLAIM_WITHOUT_TOOL_EVIDENCE", "NO_POLICY_EVIDENCE",
                "NLI_NOT_ENTAILED", "VALUE_MISMATCH"),
             S("on partner networks such as Elvia-X the partner's own price applies"),
             C("153,00 kr including VAT", "AMOUNT_MISMATCH")],
        errors=["unlisted_perk", "other_record_value"],
        notes=("Plan benefits list ENERGY_DISCOUNT and RESERVATION_FREE only; 153.00 is the Otta CDR's total, the "
               "Dombås CDR is 422.40."),
        excludes=["free idle time", "153,00 kr including VAT"], now=now)
    add(sc, EV, q,
        "Your Fjordlad Pluss membership gives 10 % off energy at Fjordlad-operated chargers, but the Dombås "
        "charge on 4.4 was on a partner network, where the partner's own price applies. It was billed at "
        "422,40 kr including VAT.",
        ev, [C("gives 10 % off energy", "VALUE_MISMATCH", "NLI_CONTRADICTION"),
             S("was on a partner network"), S("billed at 422,40 kr including VAT")],
        errors=["wrong_value"],
        notes="Plan benefit ENERGY_DISCOUNT percent 15 and the policy say 15 %.",
        excludes=["10 % off energy"], includes=["15 %|15%|15 percent", "422,40|422.40"], now=now, repair=True)


# ---------------------------------------------------------------- S04 EV: night tariff restriction
def s04():
    sc, now = "ev-bryn-night-rate", "2026-01-20T17:05:00+01:00"
    q = ("Last week I got the cheap night price at Bryn. If I plug in at 21:30 tonight, will I get the night "
         "price?")
    ev = [
        {"id": "get_tariffs#TRF-AC-BRYN", "kind": "record", "source": "tool:ocpi.get_tariffs",
         "fields": {"id": "TRF-AC-BRYN-NATT", "currency": "NOK", "type": "REGULAR",
                    "tariff_alt_text": [{"language": "nb", "text": "Nattpris 22-06"}],
                    "elements": [
                        {"price_components": [{"type": "FLAT", "price": "5.00", "vat": 25.0, "step_size": 1}]},
                        {"price_components": [{"type": "ENERGY", "price": "2.40", "vat": 25.0, "step_size": 1}],
                         "restrictions": {"start_time": "22:00", "end_time": "06:00"}},
                        {"price_components": [{"type": "ENERGY", "price": "3.60", "vat": 25.0, "step_size": 1}]}],
                    "last_updated": "2025-11-03T07:00:00Z"}},
        {"id": "get_cdrs#C00551290", "kind": "record", "source": "tool:ocpi.get_cdrs",
         "fields": {"cdrs": [
             {"id": "NO-FJL-CDR-55340121", "cdr_location": {"name": "Bryn Bolig P-hus", "evse_id": "NO*FJL*E0711*4"},
              "start_date_time": "2026-01-13T21:18:00Z", "end_date_time": "2026-01-14T04:02:00Z",
              "tariffs": [{"id": "TRF-AC-BRYN-NATT"}], "currency": "NOK",
              "total_energy": 42.6, "total_time": 6.7333, "total_parking_time": 0.0,
              "total_cost": {"excl_vat": "107.24", "incl_vat": "134.05"}},
             {"id": "NO-FJL-CDR-55401877", "cdr_location": {"name": "Bryn Bolig P-hus", "evse_id": "NO*FJL*E0711*2"},
              "start_date_time": "2026-01-16T15:40:00Z", "end_date_time": "2026-01-16T19:05:00Z",
              "tariffs": [{"id": "TRF-AC-BRYN-NATT"}], "currency": "NOK",
              "total_energy": 18.0, "total_time": 3.4167,
              "total_cost": {"excl_vat": "69.80", "incl_vat": "87.25"}}]}},
        {"id": "policy#tariff-times", "kind": "policy", "revision": "v2",
         "text": ("Time restrictions in our tariffs follow Norwegian local time at the charger. At Bryn Bolig the "
                  "night price of 2,40 kr per kWh applies to energy delivered between 22:00 and 06:00; energy "
                  "delivered outside these hours costs 3,60 kr per kWh. A start fee of 5 kr applies to each "
                  "session. All prices are excluding 25 % VAT.")},
    ]
    add(sc, EV, q,
        "Hi Erik, if you plug in at 21:30 tonight, the energy delivered before 22:00 is billed at the day price of "
        "3,60 kr per kWh and everything from 22:00 until 06:00 at the night price of 2,40 kr. Your session last "
        "week started at 22:18 on 13.01, so all of it fell in the night window. Each session also has a 5 kr "
        "start fee, and prices are shown excluding VAT.",
        ev, [S("energy delivered before 22:00 is billed at the day price of 3,60 kr per kWh"),
             S("from 22:00 until 06:00 at the night price of 2,40 kr"), S("started at 22:18 on 13.01"),
             S("all of it fell in the night window"), S("5 kr start fee"), S("prices are shown excluding VAT")],
        notes=("Tariff ENERGY 2.40 restricted 22:00-06:00 (local time per policy), 3.60 otherwise, FLAT 5.00; CDR "
               "NO-FJL-CDR-55340121 21:18Z-04:02Z is 22:18-05:02 Oslo."),
        includes=["3,60 kr", "2,40 kr"], now=now)
    add(sc, EV, q,
        "Night price at Bryn Bolig, in local time:\n• 22:00–06:00: 2,40 kr/kWh\n• other hours: 3,60 kr/kWh\n"
        "• start fee: 5 kr per session\n(all excl. 25 % VAT)\nPlugging in at 21:30 means the first half hour is "
        "charged at the day price. Last week's session (13.–14.01, 42,6 kWh) came to 134,05 kr incl. VAT, all at "
        "the night price.",
        ev, [S("22:00–06:00: 2,40 kr/kWh"), S("other hours: 3,60 kr/kWh"), S("start fee: 5 kr per session"),
             S("all excl. 25 % VAT"), S("first half hour is charged at the day price"), S("42,6 kWh"),
             S("came to 134,05 kr incl. VAT"), S("all at the night price")],
        notes=("Policy and tariff elements; CDR 55340121 total_energy 42.6, total_cost.incl_vat 134.05, local "
               "22:18-05:02 inside the 22-06 window."),
        includes=["2,40 kr/kWh", "134,05 kr"], now=now)
    add(sc, EV, q,
        "Hi Erik, your session last week began at 21:18 on 13.01, and the whole charge was billed at the night "
        "price of 2,40 kr per kWh. So plugging in at 21:30 tonight will also give you the night price from the "
        "start. A 5 kr start fee applies to each session.",
        ev, [C("began at 21:18 on 13.01", "DATE_MISMATCH", "VALUE_MISMATCH"),
             S("the whole charge was billed at the night price of 2,40 kr per kWh"),
             C("will also give you the night price from the start", "NLI_CONTRADICTION"),
             S("A 5 kr start fee applies to each session")],
        errors=["unit_conversion", "wrong_policy_condition"],
        notes=("21:18 is the UTC start; in Oslo it was 22:18. The night price starts at 22:00 local, so energy "
               "from 21:30 to 22:00 is at 3,60."),
        excludes=["began at 21:18", "night price from the start"], now=now)
    add(sc, EV, q,
        "The night price at Bryn Bolig is 2,40 kr per kWh between 22:00 and 06:00, and 3,60 kr outside those "
        "hours. At weekends the night price applies all day. Last week's night charge came to 87,25 kr "
        "including VAT.",
        ev, [S("2,40 kr per kWh between 22:00 and 06:00"), S("3,60 kr outside those hours"),
             CI("At weekends the night price applies all day", "NLI_CONTRADICTION", "NO_POLICY_EVIDENCE",
                "NLI_NOT_ENTAILED"),
             C("came to 87,25 kr", "AMOUNT_MISMATCH")],
        errors=["invented_fact", "other_record_value"],
        notes=("The tariff has no day_of_week restriction and the policy gives only 22:00-06:00; 87.25 is the "
               "16.01 daytime CDR, the night session was 134.05."),
        excludes=["At weekends the night price applies all day", "87,25 kr"], now=now)
    add(sc, EV, q,
        "Tonight from 21:30 you'll pay 3,60 kr per kWh until 22:00, then 2,40 kr per kWh until 06:00. Your "
        "session last week delivered 46,2 kWh and cost 134,05 kr including VAT.",
        ev, [S("3,60 kr per kWh until 22:00"), S("2,40 kr per kWh until 06:00"),
             C("delivered 46,2 kWh", "VALUE_MISMATCH"), S("cost 134,05 kr including VAT")],
        errors=["wrong_quantity"],
        notes="CDR 55340121 total_energy is 42.6 kWh.",
        excludes=["46,2 kWh"], includes=["42,6|42.6", "134,05|134.05"], now=now, repair=True)
    add(sc, EV, q,
        "Energy delivered between 22:00 and 06:00 at Bryn Bolig costs 2,40 kr per kWh, and at other times "
        "3,60 kr per kWh. Each session also has a start fee of 10 kr.",
        ev, [S("costs 2,40 kr per kWh"), S("at other times 3,60 kr per kWh"),
             C("start fee of 10 kr", "AMOUNT_MISMATCH", "NLI_CONTRADICTION")],
        errors=["wrong_amount"],
        notes="Tariff FLAT component 5.00 and the policy: a start fee of 5 kr.",
        excludes=["start fee of 10 kr"], includes=["5 kr|5,00 kr|5.00", "2,40|2.40"], now=now, repair=True)


# ---------------------------------------------------------------- S05 EV: reservation no-show fee
def s05():
    sc, now = "ev-reservation-noshow", "2026-05-11T09:10:00+02:00"
    q = "Why was I charged 49 kr for a reservation? I was only a bit late at Sandvika on Saturday. Can you waive it like last time?"
    ev = [
        {"id": "get_reservation#RSV-260509-0173", "kind": "record", "source": "tool:ocpi.commands.reservations",
         "fields": {"reservation_id": "RSV-260509-0173", "contract_id": "NO-FJL-C00612230-1",
                    "location": {"id": "LOC-SVK-02", "name": "Sandvika Bussterminal"},
                    "evse_uid": "NO*FJL*E0220*3", "time_zone": "Europe/Oslo",
                    "reserved_from": ep("2026-05-09T13:00:00+02:00"), "expiry_date": "2026-05-09T11:15:00Z",
                    "status": "EXPIRED",
                    "no_show_fee": {"amount_minor": 4900, "currency": "NOK", "status": "CHARGED"}}},
        {"id": "get_sessions#C00612230", "kind": "record", "source": "tool:ocpi.get_sessions",
         "fields": {"sessions": [{"id": "S-9011472", "start_date_time": "2026-05-09T11:24:05Z",
                                  "end_date_time": "2026-05-09T12:01:40Z", "evse_uid": "NO*FJL*E0220*3",
                                  "kwh": 27.9, "status": "COMPLETED", "reservation_id": None}]}},
        {"id": "get_account#C00612230", "kind": "record", "source": "tool:crm.get_account",
         "fields": {"contract_id": "NO-FJL-C00612230-1", "name": "Anders Moe", "plan": "PAYG",
                    "no_show_waivers": {"allowance_per_year": 1, "used_2026": 1, "last_used": "2026-02-21",
                                        "last_reservation": "RSV-260221-0044"}}},
        {"id": "waive_no_show_fee#call-1", "kind": "refused_call", "tool": "waive_no_show_fee",
         "decision": "DENY", "args": {"reservation_id": "RSV-260509-0173", "amount_minor": 4900}},
        {"id": "policy#reservations", "kind": "policy", "revision": "2026-03",
         "text": ("A reservation holds the charger for 15 minutes from the booked time. If no session starts on "
                  "the reserved charger within those 15 minutes, the reservation expires and a no-show fee of "
                  "49 kr is charged. Each customer can have one no-show fee waived per calendar year on request. "
                  "Reservations are free for Fjordlad Pluss members, but the no-show fee still applies.")},
    ]
    add(sc, EV, q,
        "Hi Anders, your reservation at Sandvika Bussterminal on Saturday 9.5 held the charger from 13:00 until "
        "13:15. The charging session started at 13:24, after the reservation had expired, so the 49 kr no-show "
        "fee was charged. You already used this year's waiver in February, and only one is allowed per calendar "
        "year, so I'm unable to waive this one.",
        ev, [S("held the charger from 13:00 until 13:15"), S("Saturday 9.5"), S("started at 13:24"),
             S("the 49 kr no-show fee was charged"), S("already used this year's waiver in February"),
             S("only one is allowed per calendar year"), S("I'm unable to waive this one")],
        notes=("reserved_from 13:00 local, expiry 11:15Z = 13:15; session start 11:24Z = 13:24; waiver used "
               "2026-02-21; the waive call was DENY."),
        includes=["49 kr", "13:24"], now=now)
    add(sc, EV, q,
        "The no-show fee (49 kr) on reservation RSV-260509-0173 stands: a reservation is held for 15 minutes from "
        "the booked time, and your session began nine minutes after it expired. A waiver is possible once per "
        "calendar year, and yours for 2026 was used on 21.02.",
        ev, [S("The no-show fee (49 kr) on reservation RSV-260509-0173 stands"),
             S("held for 15 minutes from the booked time"), S("nine minutes after it expired"),
             S("once per calendar year"), S("used on 21.02")],
        notes="Expiry 13:15, session 13:24 (9 min later); no_show_waivers.last_used 2026-02-21.",
        includes=["49 kr", "21.02"], now=now)
    add(sc, EV, q,
        "Sadly the 49 kr stays: the reservation lapsed at 13:15 and the charger wasn't used until 13:24.",
        ev, [S("the 49 kr stays"), S("lapsed at 13:15"), S("wasn't used until 13:24")],
        notes="Reservation EXPIRED at 11:15Z (13:15 local); session start 11:24:05Z; waiver refused.",
        includes=["49 kr"], now=now)
    add(sc, EV, q,
        "Hi Anders, the reservation on 9.5 expired at 13:15, a few minutes before your session started at 13:24. "
        "Since it's a one-off, I've waived the 49 kr fee — each customer can have one no-show fee waived per "
        "calendar year.",
        ev, [S("expired at 13:15"), S("session started at 13:24"),
             C("I've waived the 49 kr fee", "NOT_EXECUTED"),
             S("one no-show fee waived per calendar year")],
        errors=["refused_call_effect"],
        notes=("waive_no_show_fee was refused (DENY); the customer's one 2026 waiver was already used on 21.02, "
               "so the condition for a waiver also fails."),
        excludes=["I've waived the 49 kr fee"], now=now)
    add(sc, EV, q,
        "Your reservation was held for 10 minutes, and the charging session only began at 13:24, so the fee of "
        "49 kr applied. Your one waiver for 2026 was already used on 12.02.",
        ev, [C("held for 10 minutes", "VALUE_MISMATCH", "NLI_CONTRADICTION"), S("only began at 13:24"),
             S("the fee of 49 kr applied"), C("already used on 12.02", "DATE_MISMATCH")],
        errors=["wrong_period", "wrong_date"],
        notes="Reservation 13:00-13:15 and policy: 15 minutes; no_show_waivers.last_used is 2026-02-21.",
        excludes=["held for 10 minutes", "used on 12.02"], now=now)
    add(sc, EV, q,
        "Your reservation at Sandvika Bussterminal on 9.5 expired at 13:15, and your session began at 13:24, so "
        "the no-show fee of 59 kr was charged. Only one waiver is allowed per calendar year, and you used yours "
        "in February.",
        ev, [S("expired at 13:15"), S("began at 13:24"), C("no-show fee of 59 kr", "AMOUNT_MISMATCH"),
             S("Only one waiver is allowed per calendar year"), S("you used yours in February")],
        errors=["wrong_amount"],
        notes="no_show_fee.amount_minor 4900 = 49 kr.",
        excludes=["59 kr"], includes=["49 kr|49,00|NOK 49", "13:15"], now=now, repair=True)


s01(); s02(); s03(); s04(); s05()


# ---------------------------------------------------------------- S06 car wash: subscription cancellation
def s06():
    sc, now = "wash-club-cancel", "2026-04-14T11:30:00+02:00"
    q = "I want to cancel my wash subscription. When is the last payment, and until when can I keep washing?"
    ev = [
        {"id": "get_subscriptions#CUST-GL-88102", "kind": "record", "source": "tool:glans.subscriptions.list",
         "fields": {"customer_id": "CUST-GL-88102", "time_zone": "Europe/Oslo", "subscriptions": [
             {"subscription_id": "SUB-GL-30417",
              "plan": {"code": "UNLIMITED_PREMIUM", "name": "Vask Ubegrenset Premium", "price_minor": 34900,
                       "currency": "NOK", "interval": "P1M"},
              "vehicle": {"plate": "EV 48213"}, "status": "CANCELLATION_PENDING",
              "cancel_requested_at": ep("2026-04-14T10:52:00+02:00"),
              "current_period": {"start": "2026-04-01", "end": "2026-04-30"},
              "service_ends_on": "2026-05-31",
              "remaining_charges": [{"due": "2026-05-01", "amount_minor": 34900, "status": "SCHEDULED"}],
              "payment_method": {"brand": "VISA", "last4": "4410"}},
             {"subscription_id": "SUB-GL-30988",
              "plan": {"code": "UNLIMITED_BASIC", "name": "Vask Ubegrenset Basis", "price_minor": 24900,
                       "currency": "NOK", "interval": "P1M"},
              "vehicle": {"plate": "EL 91077"}, "status": "ACTIVE",
              "current_period": {"start": "2026-04-01", "end": "2026-04-30"},
              "payment_method": {"brand": "VISA", "last4": "4410"}}]}},
        {"id": "policy#subscription-terms", "kind": "policy", "revision": "2025-11",
         "text": ("Wash subscriptions run month by month and are charged in advance on the 1st of each month. "
                  "Cancellation takes effect at the end of the month after the month in which you cancel. You "
                  "can keep washing until the subscription ends. Payments already taken are not refunded.")},
    ]
    add(sc, WASH, q,
        "Hi Line, your cancellation of Vask Ubegrenset Premium was registered today. Under the notice rules it "
        "takes effect at the end of May, so you can keep washing EV 48213 until 31.05. There is one payment "
        "left, 349 kr on 1.5, and after that nothing more will be charged.",
        ev, [S("was registered today"), S("takes effect at the end of May"), S("until 31.05"),
             S("one payment left, 349 kr on 1.5"), S("after that nothing more will be charged")],
        notes=("cancel_requested_at 14.04 10:52; service_ends_on 2026-05-31 (policy: end of the following month); "
               "remaining_charges holds one 34900 charge due 2026-05-01."),
        includes=["31.05", "349 kr"], now=now)
    add(sc, WASH, q,
        "Your cancellation has been received and the subscription is now pending cancellation. The final charge "
        "of 349,00 kr will be taken on 01.05.2026 from the Visa card ending 4410. Washes remain available until "
        "the subscription ends on 31.05.2026. Your other subscription, for EL 91077, is not affected.",
        ev, [S("now pending cancellation"), S("349,00 kr will be taken on 01.05.2026"),
             S("Visa card ending 4410"), S("ends on 31.05.2026"), S("for EL 91077, is not affected")],
        notes="status CANCELLATION_PENDING; remaining charge 2026-05-01; SUB-GL-30988 stays ACTIVE.",
        includes=["349,00 kr", "31.05.2026"], now=now)
    add(sc, WASH, q,
        "Hi Line, I've registered your cancellation of the Premium subscription. It ends on 30.04, when the "
        "current period runs out. The last payment, 349 kr, is due on 1.5.",
        ev, [S("I've registered your cancellation"), C("It ends on 30.04", "DATE_MISMATCH"),
             S("The last payment, 349 kr, is due on 1.5")],
        errors=["wrong_date"],
        notes="30.04 is current_period.end; service_ends_on is 2026-05-31.",
        excludes=["ends on 30.04"], now=now)
    add(sc, WASH, q,
        "Your cancellation is registered and the subscription ends on 31.05. Since you've cancelled, we'll "
        "refund the part of April you don't use. Cancellation normally takes effect at the end of the current "
        "month.",
        ev, [S("the subscription ends on 31.05"),
             C("we'll refund the part of April you don't use", "NLI_CONTRADICTION"),
             C("takes effect at the end of the current month", "NLI_CONTRADICTION")],
        errors=["invented_promise", "wrong_policy_condition"],
        notes=("Policy: payments already taken are not refunded; cancellation takes effect at the end of the "
               "month after the month of cancelling."),
        excludes=["refund the part of April", "end of the current month"], now=now)
    add(sc, WASH, q,
        "Your cancellation is registered. You can keep washing until 31.05, and the last payment of 249 kr will "
        "be taken on 1.5.",
        ev, [S("Your cancellation is registered"), S("keep washing until 31.05"),
             C("last payment of 249 kr", "AMOUNT_MISMATCH")],
        errors=["other_record_value"],
        notes="249 kr is the Basis subscription for EL 91077; the Premium charge due 1.5 is 34900 = 349 kr.",
        excludes=["249 kr"], includes=["349|349,00", "31.05"], now=now, repair=True)


# ---------------------------------------------------------------- S07 car wash: damage claim under review
def s07():
    sc, now = "wash-mirror-claim", "2026-06-17T15:45:00+02:00"
    q = "The brushes in bay 2 at Lørenskog broke my side mirror on Sunday. I reported it. Has my claim been approved?"
    ev = [
        {"id": "get_wash#TX-LRS-0614-2291", "kind": "record", "source": "tool:glans.wash_transactions",
         "fields": {"transaction_id": "TX-LRS-0614-2291", "site": "Glans Lørenskog", "bay": "BAY_2",
                    "program": "PREMIUM_SHINE", "started_at": ep("2026-06-14T12:31:00+02:00"),
                    "amount_minor": 25900, "currency": "NOK", "plate": "DN 55120", "time_zone": "Europe/Oslo"}},
        {"id": "get_claim#DMG-2026-0388", "kind": "record", "source": "tool:glans.claims.get",
         "fields": {"claim_id": "DMG-2026-0388", "transaction_id": "TX-LRS-0614-2291",
                    "reported_at": ep("2026-06-14T13:05:00+02:00"), "channel": "APP",
                    "damage": {"part": "LEFT_MIRROR_HOUSING", "description": "Mirror housing cracked, glass intact"},
                    "status": "UNDER_REVIEW", "assigned_to": "Skadeteam Øst", "photos_received": 3,
                    "estimate_minor": None, "decision_due_by": "2026-06-26"}},
        {"id": "approve_claim#call-1", "kind": "refused_call", "tool": "approve_claim", "decision": "ESCALATE",
         "args": {"claim_id": "DMG-2026-0388", "payout_minor": 420000}},
        {"id": "policy#wash-damage", "kind": "policy", "revision": "v3",
         "text": ("Damage must be reported to staff or through the app within 24 hours of the wash. Claims are "
                  "assessed by our damage team within 10 working days of receiving photos. Damage to loose, "
                  "damaged or non-original parts is not covered. If a claim is approved, we pay the repair "
                  "directly to the workshop or reimburse the receipted cost.")},
    ]
    add(sc, WASH, q,
        "Hi Thomas, your claim DMG-2026-0388 for the left mirror is registered and currently under review. You "
        "reported it at 13:05 on Sunday, well within the 24-hour limit, and we have received your 3 photos. The "
        "damage team will decide by 26.06. I can't approve the claim myself, so it has been passed on to them "
        "for a decision.",
        ev, [S("DMG-2026-0388 for the left mirror"), S("currently under review"), S("at 13:05 on Sunday"),
             S("well within the 24-hour limit"), S("received your 3 photos"), S("decide by 26.06"),
             S("I can't approve the claim myself"), S("passed on to them for a decision")],
        notes=("Claim status UNDER_REVIEW, reported_at 14.06 13:05 (wash 12:31), photos_received 3, "
               "decision_due_by 2026-06-26; approve_claim was ESCALATE."),
        includes=["DMG-2026-0388", "26.06"], now=now)
    add(sc, WASH, q,
        "Good afternoon. The claim for your mirror (DMG-2026-0388) has not been decided yet – it is being "
        "assessed by our damage team, who have ten working days from receiving photos, so you should hear by "
        "Friday 26 June. If it is approved, we either pay the workshop directly or refund your receipted repair "
        "cost.",
        ev, [S("has not been decided yet"), S("being assessed by our damage team"),
             S("ten working days from receiving photos"), S("by Friday 26 June"),
             S("pay the workshop directly or refund your receipted repair cost")],
        notes="Status UNDER_REVIEW; policy 10 working days; decision_due_by 2026-06-26 (a Friday).",
        includes=["26 June"], now=now)
    add(sc, WASH, q,
        "Hi Thomas, good news: your claim DMG-2026-0388 has been approved, and we will pay the repair of the "
        "left mirror directly to your workshop. The wash was the Premium Shine programme in bay 2 on 14.06.",
        ev, [C("has been approved", "NOT_EXECUTED", "RECORD_STATE_MISMATCH"),
             CI("pay the repair of the left mirror directly to your workshop", "NOT_EXECUTED",
                "RECORD_STATE_MISMATCH", "CLAIM_WITHOUT_TOOL_EVIDENCE"),
             S("Premium Shine programme in bay 2 on 14.06")],
        errors=["refused_call_effect", "invented_promise"],
        notes=("approve_claim was escalated, not executed, and the claim is UNDER_REVIEW; no payout is "
               "arranged."),
        excludes=["has been approved", "pay the repair of the left mirror"], now=now)
    add(sc, WASH, q,
        "Your claim is under review. Damage has to be reported within 48 hours, which you did. Our damage team "
        "assesses claims within 5 working days, so expect an answer by 19.06.",
        ev, [S("Your claim is under review"), C("within 48 hours", "NLI_CONTRADICTION"),
             C("within 5 working days", "NLI_CONTRADICTION"), C("by 19.06", "DATE_MISMATCH")],
        errors=["wrong_policy_condition", "wrong_period", "wrong_date"],
        notes="Policy: 24 hours to report, 10 working days to assess; decision_due_by is 2026-06-26.",
        excludes=["within 48 hours", "within 5 working days", "by 19.06"], now=now)
    add(sc, WASH, q,
        "Your claim DMG-2026-0388 is under review, and the damage team will give you a decision by 26.07.",
        ev, [S("DMG-2026-0388 is under review"), C("a decision by 26.07", "DATE_MISMATCH")],
        errors=["wrong_date"],
        notes="decision_due_by 2026-06-26.",
        excludes=["by 26.07"], includes=["26.06|26 June|26.6", "DMG-2026-0388"], now=now, repair=True)


# ---------------------------------------------------------------- S08 car wash: punch card balance
def s08():
    sc, now = "wash-punch-card", "2026-09-03T08:20:00+02:00"
    q = "How many washes are left on my 10-wash card, and when does it expire?"
    ev = [
        {"id": "get_cards#CUST-GL-40391", "kind": "record", "source": "tool:glans.prepaid.list",
         "fields": {"customer_id": "CUST-GL-40391", "cards": [
             {"card_id": "KK-10-558301", "product": "KLIPPEKORT_10_BASIS", "holder": "Sigrid Hauge",
              "washes_total": 10, "washes_used": 7, "purchased_at": "2025-10-05", "valid_until": "2026-10-05",
              "status": "ACTIVE", "price_paid_minor": 149000,
              "recent_use": [{"date": "2026-08-30", "site": "Glans Asker"},
                             {"date": "2026-08-12", "site": "Glans Ski"},
                             {"date": "2026-07-19", "site": "Glans Asker"}]},
             {"card_id": "KK-5-771020", "product": "KLIPPEKORT_5_PREMIUM", "holder": "Sigrid Hauge",
              "washes_total": 5, "washes_used": 1, "purchased_at": "2026-02-14", "valid_until": "2027-02-14",
              "status": "ACTIVE", "price_paid_minor": 109000}]}},
        {"id": "policy#punch-cards", "kind": "policy", "revision": "2025-01",
         "text": ("Punch cards are valid for 12 months from the date of purchase. Unused washes expire with the "
                  "card and are not refunded. A card can be used on any vehicle and at all Glans sites. You can "
                  "upgrade a single wash to a higher programme by paying the difference at the terminal.")},
    ]
    add(sc, WASH, q,
        "Hi Sigrid, your 10-wash card KK-10-558301 has 3 washes left: 7 of 10 have been used. The card is valid "
        "until 5 October 2026, and any washes not used by then expire.",
        ev, [S("has 3 washes left"), S("7 of 10 have been used"), S("valid until 5 October 2026"),
             S("not used by then expire")],
        notes="washes_total 10, washes_used 7; valid_until 2026-10-05; policy: unused washes expire.",
        includes=["3 washes", "5 October 2026"], now=now)
    add(sc, WASH, q,
        "Three washes remain on the basic 10-card (expires 05.10.2026). You also have a 5-wash Premium card with "
        "4 washes left, valid until 14.02.2027. Both cards work at all Glans sites and on any car.",
        ev, [S("Three washes remain on the basic 10-card"), S("expires 05.10.2026"),
             S("5-wash Premium card with 4 washes left"), S("valid until 14.02.2027"),
             S("work at all Glans sites and on any car")],
        notes="KK-10-558301 10-7=3, to 2026-10-05; KK-5-771020 5-1=4, to 2027-02-14; policy on vehicles/sites.",
        includes=["05.10.2026"], now=now)
    add(sc, WASH, q,
        "Hi Sigrid, you have used 7 of the 10 washes, so 4 washes remain on card KK-10-558301. Punch cards are "
        "valid for 24 months, so this one runs until 05.10.2027.",
        ev, [S("used 7 of the 10 washes"), C("4 washes remain", "VALUE_MISMATCH"),
             C("valid for 24 months", "NLI_CONTRADICTION"), C("runs until 05.10.2027", "DATE_MISMATCH")],
        errors=["wrong_arithmetic", "wrong_period", "wrong_date"],
        notes="10 - 7 = 3 washes; policy says 12 months; valid_until is 2026-10-05.",
        excludes=["4 washes remain", "valid for 24 months", "05.10.2027"], now=now)
    add(sc, WASH, q,
        "Hi Sigrid! Your 10-wash card has 3 washes left and is valid until 14.02.2027. If you don't use them in "
        "time, unused washes are refunded when the card expires.",
        ev, [S("has 3 washes left"), C("valid until 14.02.2027", "DATE_MISMATCH"),
             C("unused washes are refunded when the card expires", "NLI_CONTRADICTION")],
        errors=["other_record_value", "invented_promise"],
        notes="14.02.2027 is the Premium card's valid_until; the 10-card ends 2026-10-05; policy: not refunded.",
        excludes=["valid until 14.02.2027", "unused washes are refunded"], now=now)
    add(sc, WASH, q,
        "Your 10-wash card KK-10-558301 has 3 washes left and is valid until 05.10.2025.",
        ev, [S("has 3 washes left"), C("valid until 05.10.2025", "DATE_MISMATCH")],
        errors=["wrong_date"],
        notes="2025-10-05 is purchased_at; valid_until is 2026-10-05.",
        excludes=["05.10.2025"], includes=["05.10.2026|5 October 2026|5.10.2026", "3 washes"], now=now,
        repair=True)


# ---------------------------------------------------------------- S09 car wash: looks like a double charge
def s09():
    sc, now = "wash-double-charge", "2026-07-22T10:05:00+02:00"
    q = "I was charged 259 kr twice for one wash at Glans Ski yesterday!"
    ev = [
        {"id": "list_payments#MC2207", "kind": "record", "source": "tool:payments.list",
         "fields": {"card": {"brand": "MASTERCARD", "last4": "2207"}, "time_zone": "Europe/Oslo", "payments": [
             {"payment_id": "pay_GL_8Qm0", "amount_minor": 25900, "currency": "NOK",
              "status": "AUTHORIZATION_REVERSED", "terminal": "SKI-T2",
              "created": ep("2026-07-21T16:47:40+02:00"), "reversed_at": ep("2026-07-21T16:48:05+02:00"),
              "failure_code": "TERMINAL_TIMEOUT"},
             {"payment_id": "pay_GL_8Qm1", "amount_minor": 25900, "currency": "NOK", "status": "CAPTURED",
              "terminal": "SKI-T2", "created": ep("2026-07-21T16:48:12+02:00"),
              "captured_at": ep("2026-07-21T16:49:03+02:00")},
             {"payment_id": "pay_GL_7Zx4", "amount_minor": 18900, "currency": "NOK", "status": "CAPTURED",
              "terminal": "SKI-T1", "created": ep("2026-07-14T09:12:30+02:00")}]}},
        {"id": "get_wash#TX-SKI-0721-0934", "kind": "record", "source": "tool:glans.wash_transactions",
         "fields": {"transaction_id": "TX-SKI-0721-0934", "site": "Glans Ski", "program": "PREMIUM",
                    "price_minor": 25900, "payment_id": "pay_GL_8Qm1",
                    "completed_at": ep("2026-07-21T16:58:40+02:00")}},
        {"id": "kb#terminal-timeout", "kind": "passage",
         "text": ("When a terminal payment times out, the first authorisation is reversed automatically.\n"
                  "It can still appear as a pending amount in your online bank for a few days until your bank "
                  "removes it.\nOnly captured payments are charged.")},
        {"id": "policy#duplicate-charges", "kind": "policy", "revision": "v2",
         "text": ("If you were truly charged twice for one wash, we refund the duplicate within 5 working days "
                  "after checking the terminal log. Reversed authorisations are not charges and need no refund. "
                  "Receipts can be downloaded in the app.")},
    ]
    add(sc, WASH, q,
        "Hi Henrik, thanks for checking with us. Only one payment of 259 kr was actually taken, at 16:49. The "
        "first attempt at 16:47 timed out and the authorisation was reversed less than a minute later, so it "
        "will drop off your statement once your bank removes the pending amount.",
        ev, [NA("thanks for checking with us"), S("Only one payment of 259 kr was actually taken"),
             S("at 16:49"), S("first attempt at 16:47 timed out"),
             S("the authorisation was reversed less than a minute later"),
             S("will drop off your statement once your bank removes the pending amount")],
        notes=("pay_GL_8Qm1 CAPTURED 16:49:03; pay_GL_8Qm0 created 16:47:40, TERMINAL_TIMEOUT, reversed "
               "16:48:05; the passage covers the pending line."),
        includes=["259 kr", "16:49"], now=now)
    add(sc, WASH, q,
        "You were charged once for the Premium wash on 21.07 (259,00 kr, Mastercard ending 2207). The second "
        "line you see is a reversed authorisation from a terminal timeout; it is not a charge and your bank will "
        "remove it within a few days.",
        ev, [S("You were charged once for the Premium wash on 21.07"), S("259,00 kr, Mastercard ending 2207"),
             S("a reversed authorisation from a terminal timeout"), S("it is not a charge"),
             S("your bank will remove it within a few days")],
        notes="One CAPTURED and one AUTHORIZATION_REVERSED payment; passage and policy on reversed authorisations.",
        includes=["259,00 kr"], now=now)
    add(sc, WASH, q,
        "Hi Henrik, I can see two payments of 259 kr at Glans Ski yesterday, and both were captured. We'll "
        "refund the duplicate within 5 working days.",
        ev, [S("two payments of 259 kr"), C("both were captured", "RECORD_STATE_MISMATCH"),
             C("refund the duplicate within 5 working days", "NLI_CONTRADICTION", "RECORD_STATE_MISMATCH")],
        errors=["wrong_state", "condition_unmet"],
        notes=("pay_GL_8Qm0 is AUTHORIZATION_REVERSED; the duplicate refund only applies to a true double "
               "charge, and reversed authorisations need no refund."),
        excludes=["both were captured", "refund the duplicate"], now=now)
    add(sc, WASH, q,
        "Only one of the two payments was captured, at 14:49 yesterday; the earlier one at 14:47 was reversed "
        "after a terminal timeout. The reversed amount may still show as pending in your bank for a few days.",
        ev, [C("captured, at 14:49", "DATE_MISMATCH", "VALUE_MISMATCH"),
             C("earlier one at 14:47", "DATE_MISMATCH", "VALUE_MISMATCH"),
             S("may still show as pending in your bank for a few days")],
        errors=["unit_conversion", "unit_conversion"],
        notes="The epochs are 16:49 and 16:47 in Oslo (CEST); 14:49/14:47 are the UTC times.",
        excludes=["at 14:49", "at 14:47"], now=now)
    add(sc, WASH, q,
        "You were only charged once, 259 kr at 16:49 on 21.07, on your Visa card ending 2207. The other "
        "attempt was reversed after a terminal timeout.",
        ev, [S("only charged once, 259 kr at 16:49 on 21.07"), C("Visa card", "VALUE_MISMATCH"),
             S("reversed after a terminal timeout")],
        errors=["wrong_value"],
        notes="card.brand is MASTERCARD.",
        excludes=["Visa card"], includes=["Mastercard|MasterCard|MASTERCARD", "259"], now=now, repair=True)


s06(); s07(); s08(); s09()


# ---------------------------------------------------------------- S10 caravan: season invoice balance
def s10():
    sc, now = "caravan-season-balance", "2026-01-08T13:00:00+01:00"
    q = "What do I still owe for this winter's storage? I paid a deposit in October."
    ev = [
        {"id": "get_contract#CV-2025-0912", "kind": "record", "source": "tool:vidde.contracts.get",
         "fields": {"contract_id": "CV-2025-0912", "customer": "Bjørn Eide",
                    "unit": {"plate": "KR 4471", "type": "CARAVAN", "length_m": 7.4}, "space": "B-22",
                    "storage_type": "INDOOR", "season": {"from": "2025-10-15", "to": "2026-04-15"},
                    "status": "ACTIVE"}},
        {"id": "get_invoices#CV-2025-0912", "kind": "record", "source": "tool:vidde.invoices.list",
         "fields": {"invoices": [
             {"invoice_no": "F-2025-18840", "contract_id": "CV-2025-0912", "currency": "NOK",
              "lines": [{"code": "STORAGE_WINTER_INDOOR", "description": "Innendørs vinterlagring 7–8 m",
                         "amount_minor": 590000},
                        {"code": "BATTERY_CARE", "description": "Batterivedlikehold", "amount_minor": 45000}],
              "total_minor": 635000, "vat_included": True,
              "payments": [{"date": "2025-10-03", "amount_minor": 300000, "method": "VIPPS", "type": "DEPOSIT"}],
              "balance_minor": 335000, "due_date": "2026-01-31", "status": "PARTIALLY_PAID"},
             {"invoice_no": "F-2024-16102", "contract_id": "CV-2024-0871", "currency": "NOK",
              "total_minor": 598000, "balance_minor": 0, "due_date": "2025-01-31", "status": "PAID"}]}},
        {"id": "policy#season-billing", "kind": "policy", "revision": "2025-08",
         "text": ("The season balance is due on 31 January. Invoices not paid by the due date get a reminder fee "
                  "of 35 kr. Battery care means we check and charge the leisure battery once a month during the "
                  "season. Washing before pick-up can be added for 690 kr but must be booked separately.")},
    ]
    add(sc, CARAVAN, q,
        "Hi Bjørn, your invoice F-2025-18840 for this winter comes to 6 350 kr: 5 900 kr for indoor storage and "
        "450 kr for battery care. The 3 000 kr deposit you paid by Vipps on 3.10 has been deducted, so 3 350 kr "
        "remains, due by 31.01.2026.",
        ev, [S("comes to 6 350 kr"), S("5 900 kr for indoor storage"), S("450 kr for battery care"),
             S("3 000 kr deposit you paid by Vipps on 3.10"), S("3 350 kr remains"), S("due by 31.01.2026")],
        notes="Invoice lines 590000 + 45000 = 635000; deposit 300000 on 2025-10-03; balance 335000, due 2026-01-31.",
        includes=["3 350 kr", "31.01.2026"], now=now)
    add(sc, CARAVAN, q,
        "Season 15.10.2025–15.04.2026, space B-22:\n- Indoor storage: 5 900,00 kr\n- Battery care: 450,00 kr\n"
        "- Paid (deposit, 03.10.2025): −3 000,00 kr\n- Left to pay: 3 350,00 kr by 31 January\nIf it's paid after "
        "the due date, a 35 kr reminder fee is added.",
        ev, [S("Season 15.10.2025–15.04.2026, space B-22"), S("Indoor storage: 5 900,00 kr"),
             S("Battery care: 450,00 kr"), S("Paid (deposit, 03.10.2025): −3 000,00 kr"),
             S("Left to pay: 3 350,00 kr by 31 January"), S("a 35 kr reminder fee is added")],
        notes="Contract season and space; invoice lines, payment and balance; policy reminder fee 35 kr.",
        includes=["3 350,00 kr"], now=now)
    add(sc, CARAVAN, q,
        "Dear Bjørn, thank you for your message. Of this season's invoice, three thousand three hundred and fifty "
        "kroner is still outstanding after your deposit of three thousand. Payment is due on the thirty-first of "
        "January.\n\nKind regards,\nVidde Campinglager",
        ev, [NA("thank you for your message"),
             S("three thousand three hundred and fifty kroner is still outstanding"),
             S("deposit of three thousand"), S("due on the thirty-first of January")],
        notes="balance_minor 335000 after the 300000 deposit; due_date 2026-01-31.",
        includes=["three thousand three hundred and fifty"], now=now)
    add(sc, CARAVAN, q,
        "Hi Bjørn, your total for the winter is 6 350 kr. After the 3 000 kr deposit, 2 900 kr is left to pay, "
        "due on 31.01.",
        ev, [S("total for the winter is 6 350 kr"), S("After the 3 000 kr deposit"),
             C("2 900 kr is left to pay", "AMOUNT_MISMATCH"), S("due on 31.01")],
        errors=["wrong_arithmetic"],
        notes="6 350 - 3 000 = 3 350 (balance_minor 335000); 2 900 leaves out the 450 kr battery care line.",
        excludes=["2 900 kr is left"], now=now)
    add(sc, CARAVAN, q,
        "Your remaining balance is 3 350 kr, due 31.01.2026. I've also booked a wash for your caravan before "
        "pick-up in April, and as a returning customer your battery care includes a free gas check.",
        ev, [S("remaining balance is 3 350 kr"), S("due 31.01.2026"),
             I("I've also booked a wash", "CLAIM_WITHOUT_TOOL_EVIDENCE"),
             CI("includes a free gas check", "CLAIM_WITHOUT_TOOL_EVIDENCE", "NO_POLICY_EVIDENCE",
                "NLI_NOT_ENTAILED", "NLI_CONTRADICTION")],
        errors=["unrecorded_extra", "unlisted_perk"],
        notes=("No record holds a wash booking (policy: 690 kr, booked separately); battery care is a monthly "
               "battery check and charge, nothing about gas."),
        excludes=["booked a wash", "free gas check"], now=now)
    add(sc, CARAVAN, q,
        "Your winter invoice totals 6 350 kr. After your 3 000 kr deposit, the balance of 3 350 kr is due by "
        "15.04.2026.",
        ev, [S("totals 6 350 kr"), S("balance of 3 350 kr"), C("due by 15.04.2026", "DATE_MISMATCH")],
        errors=["wrong_date"],
        notes="15.04.2026 is the season end; invoice due_date is 2026-01-31.",
        excludes=["due by 15.04.2026"], includes=["31.01|31 January|31.1", "3 350"], now=now, repair=True)


# ---------------------------------------------------------------- S11 caravan: pick-up slot
def s11():
    sc, now = "caravan-pickup-slot", "2026-04-21T09:00:00+02:00"
    q = "I'd like to pick up the caravan on Saturday morning. Is my booking confirmed, and what time can I come?"
    ev = [
        {"id": "list_bookings#CV-2025-1030", "kind": "record", "source": "tool:vidde.bookings.list",
         "fields": {"contract_id": "CV-2025-1030", "time_zone": "Europe/Oslo", "bookings": [
             {"booking_id": "PU-26-0398", "type": "SEASON_PICKUP", "slot_start": ep("2026-04-25T09:00:00+02:00"),
              "slot_end": ep("2026-04-25T09:30:00+02:00"), "status": "CANCELLED", "replaced_by": "PU-26-0441"},
             {"booking_id": "PU-26-0441", "type": "SEASON_PICKUP", "slot_start": ep("2026-04-25T10:30:00+02:00"),
              "slot_end": ep("2026-04-25T11:00:00+02:00"), "status": "CONFIRMED", "gate": "PORT_2",
              "prep": {"tyres_inflated": True, "battery_installed": False},
              "created": ep("2026-04-19T20:41:00+02:00")}]}},
        {"id": "kb#vidde-yard", "kind": "passage",
         "text": ("Vidde Campinglager, Hokksund.\nYard opening hours: weekdays 07:00–19:00, Saturdays 09:00–14:00, "
                  "closed Sundays and public holidays.\nPick-ups are made from Port 2 at the north end of the yard.")},
        {"id": "policy#pickups", "kind": "policy", "revision": "2024-09",
         "text": ("Pick-ups must be booked at least 48 hours in advance so we can move the unit to the gate. "
                  "Please arrive within your 30-minute slot; if you are more than 30 minutes late, the slot may "
                  "be given to someone else and you will need to book a new one. Bring the contract number and "
                  "ID.")},
    ]
    add(sc, CARAVAN, q,
        "Hi Anne, your pick-up on Saturday 25.04 is confirmed for 10:30–11:00 at Port 2. The yard is open "
        "09:00–14:00 on Saturdays, but please come within your slot, since the caravan is moved to the gate for "
        "that time. Remember to bring your contract number and ID.",
        ev, [S("Saturday 25.04"), S("confirmed for 10:30–11:00 at Port 2"), S("open 09:00–14:00 on Saturdays"),
             S("please come within your slot"), S("bring your contract number and ID")],
        notes="PU-26-0441 CONFIRMED, 10:30-11:00 local, gate PORT_2; passage hours; policy on slots and ID.",
        includes=["10:30", "Port 2"], now=now)
    add(sc, CARAVAN, q,
        "Booking PU-26-0441 is confirmed: collect the caravan at Port 2 on Saturday between 10:30 and 11:00.",
        ev, [S("PU-26-0441 is confirmed"), S("at Port 2 on Saturday between 10:30 and 11:00")],
        notes="Booking status CONFIRMED, slot 25.04 10:30-11:00 (a Saturday), gate PORT_2.",
        includes=["10:30"], now=now)
    add(sc, CARAVAN, q,
        "Hi Anne, your pick-up on Saturday 25.04 is confirmed for 09:00, from Port 2. On Saturdays the yard is "
        "open 09:00–14:00, and you can arrive any time during opening hours.",
        ev, [S("Saturday 25.04"), C("confirmed for 09:00", "DATE_MISMATCH", "VALUE_MISMATCH"), S("from Port 2"),
             S("open 09:00–14:00"), C("arrive any time during opening hours", "NLI_CONTRADICTION")],
        errors=["stale_value", "wrong_policy_condition"],
        notes=("09:00 is the slot of PU-26-0398, which was CANCELLED and replaced by PU-26-0441 (10:30); the "
               "policy asks customers to arrive within their 30-minute slot."),
        excludes=["confirmed for 09:00", "arrive any time during opening hours"], now=now)
    add(sc, CARAVAN, q,
        "Your slot is Saturday 10:30–11:00. Pick-ups only need to be booked 24 hours ahead, and on Saturdays the "
        "yard is open until 16:00.",
        ev, [S("Saturday 10:30–11:00"), C("booked 24 hours ahead", "NLI_CONTRADICTION"),
             C("open until 16:00", "NLI_CONTRADICTION")],
        errors=["wrong_policy_condition", "wrong_time"],
        notes="Policy: at least 48 hours in advance; passage: Saturdays 09:00–14:00.",
        excludes=["booked 24 hours ahead", "open until 16:00"], now=now)
    add(sc, CARAVAN, q,
        "Your pick-up is confirmed for Saturday 25.04 between 10:30 and 11:00. Please collect the caravan at "
        "Port 1.",
        ev, [S("confirmed for Saturday 25.04 between 10:30 and 11:00"), C("at Port 1", "VALUE_MISMATCH",
                                                                          "NLI_CONTRADICTION")],
        errors=["wrong_value"],
        notes="Booking gate PORT_2; the passage also says pick-ups are from Port 2.",
        excludes=["Port 1"], includes=["Port 2", "10:30"], now=now, repair=True)


# ---------------------------------------------------------------- S12 caravan: renewal offer v2
def s12():
    sc, now = "caravan-renewal-offer", "2026-08-19T12:30:00+02:00"
    q = "I got a renewal for next season. What's the new price, and is it the same space?"
    ev = [
        {"id": "get_renewal#CV-2026-0207", "kind": "record", "source": "tool:vidde.contracts.get",
         "fields": {"contract_id": "CV-2026-0207", "customer": "Per Sandvik",
                    "unit": {"plate": "LJ 3308", "type": "CARAVAN", "length_m": 6.9},
                    "season": {"from": "2026-10-15", "to": "2027-04-15"},
                    "versions": [
                        {"version": 1, "created": "2026-06-02", "space": "C-14", "price_minor": 620000,
                         "vat_included": True, "status": "SUPERSEDED"},
                        {"version": 2, "created": "2026-08-12", "space": "D-03", "size_class": "M",
                         "price_minor": 665000, "vat_included": True, "status": "OFFERED",
                         "change_reason": "Hall C converted to motorhome bays (over 8 m)",
                         "accept_by": "2026-09-01"}]}},
        {"id": "get_contract#CV-2025-0733", "kind": "record", "source": "tool:vidde.contracts.get",
         "fields": {"contract_id": "CV-2025-0733", "season": {"from": "2025-10-15", "to": "2026-04-15"},
                    "space": "C-14", "size_class": "M", "price_minor": 598000, "status": "COMPLETED"}},
        {"id": "policy#renewals", "kind": "policy", "revision": "2026-05",
         "text": ("Renewal offers must be accepted by the date in the offer, or the space is released to the "
                  "waiting list. Prices for the new season include 25 % VAT. If we move you to a different space, "
                  "the new space is of the same size class or larger. You can accept the offer in Min side or by "
                  "replying to this email.")},
    ]
    add(sc, CARAVAN, q,
        "Hi Per, the renewal for season 2026/27 is 6 650 kr including VAT. It replaces the first offer of 6 200 kr "
        "from June. Your caravan will move from space C-14 to D-03, because hall C is being converted to "
        "motorhome bays. Please accept by 1 September, otherwise the space goes to the waiting list.",
        ev, [S("6 650 kr including VAT"), S("replaces the first offer of 6 200 kr from June"),
             S("from space C-14 to D-03"), S("hall C is being converted to motorhome bays"),
             S("accept by 1 September"), S("the space goes to the waiting list")],
        notes=("Version 2 (OFFERED) 665000 for D-03 supersedes version 1 (620000, C-14, created 2026-06-02); "
               "accept_by 2026-09-01; policy on the waiting list."),
        includes=["6 650 kr", "D-03"], now=now)
    add(sc, CARAVAN, q,
        "The current offer (version 2) is space D-03 at 6 650,00 kr for 15.10.2026–15.04.2027. You can accept it "
        "in Min side or simply reply to this email by 01.09.2026.",
        ev, [S("space D-03 at 6 650,00 kr"), S("15.10.2026–15.04.2027"),
             S("accept it in Min side or simply reply to this email"), S("by 01.09.2026")],
        notes="Version 2 values; season from/to; policy on how to accept; accept_by.",
        includes=["6 650,00 kr"], now=now)
    add(sc, CARAVAN, q,
        "Hi Per, your renewal for next season is 6 200 kr, and you keep space C-14. Please accept the offer by "
        "01.09.2026.",
        ev, [C("renewal for next season is 6 200 kr", "AMOUNT_MISMATCH"),
             C("you keep space C-14", "IDENTIFIER_MISMATCH", "VALUE_MISMATCH"), S("by 01.09.2026")],
        errors=["stale_value", "stale_value"],
        notes="6 200 kr and C-14 are from version 1, status SUPERSEDED; the live offer is 6 650 kr for D-03.",
        excludes=["is 6 200 kr", "you keep space C-14"], now=now)
    add(sc, CARAVAN, q,
        "The new price is 6 650 kr, which is 450 kr more than you paid this season. You're moving to D-03, a "
        "smaller space than C-14.",
        ev, [S("The new price is 6 650 kr"), C("450 kr more than you paid this season", "AMOUNT_MISMATCH"),
             S("You're moving to D-03"),
             CI("a smaller space than C-14", "NLI_CONTRADICTION", "VALUE_MISMATCH", "NLI_NOT_ENTAILED")],
        errors=["wrong_arithmetic", "invented_fact"],
        notes=("This season (CV-2025-0733) cost 5 980 kr, so the rise is 670 kr (450 kr is the gap to the "
               "superseded first offer); D-03 has size_class M like C-14 and the policy says same class or larger."),
        excludes=["450 kr more than you paid this season", "a smaller space"], now=now)
    add(sc, CARAVAN, q,
        "Your renewal offer for 2026/27 is 6 650 kr for space D-03. Please accept it by 12.08.2026 so the space "
        "is not released to the waiting list.",
        ev, [S("6 650 kr for space D-03"), C("accept it by 12.08.2026", "DATE_MISMATCH")],
        errors=["wrong_date"],
        notes="12.08.2026 is when version 2 was created; accept_by is 2026-09-01.",
        excludes=["by 12.08.2026"], includes=["01.09|1 September|1.9", "D-03"], now=now, repair=True)


# ---------------------------------------------------------------- S13 caravan: hail and insurance
def s13():
    sc, now = "caravan-hail-cover", "2026-06-09T10:00:00+02:00"
    q = "There was a hailstorm last week. Is my caravan covered by your insurance while it's stored outdoors with you?"
    ev = [
        {"id": "get_contract#CV-2026-0051", "kind": "record", "source": "tool:vidde.contracts.get",
         "fields": {"contract_id": "CV-2026-0051", "customer": "Ragnhild Aas", "storage_type": "OUTDOOR_FENCED",
                    "space": "U-31", "season": {"from": "2026-04-16", "to": "2026-10-14"},
                    "unit": {"plate": "VH 2209", "type": "CARAVAN"},
                    "insurance": {"own_policy_required": True, "customer_insurer": "Fremtind",
                                  "policy_number_on_file": "FT-88012744"},
                    "status": "ACTIVE"}},
        {"id": "get_site_incidents#HOKKSUND", "kind": "record", "source": "tool:vidde.site_log",
         "fields": {"site": "HOKKSUND", "incidents": [
             {"date": "2026-06-02", "type": "HAIL", "area": "OUTDOOR", "note": "Hail 15–20 mm, 17:40–17:55"},
             {"date": "2026-05-21", "type": "POWER_CUT", "area": "HALL_B", "note": "40 min, no damage"}]}},
        {"id": "policy#insurance", "kind": "policy", "revision": "2025-03",
         "text": ("Vidde Campinglager's site insurance covers damage caused by fire in our buildings and theft from "
                  "the locked indoor halls. Units stored outdoors must be insured by the owner, including against "
                  "weather damage such as hail and storm. We log weather incidents on site and can provide a "
                  "written confirmation for your insurer on request. We do not accept liability for damage caused "
                  "by weather.")},
        {"id": "kb#outdoor-storage", "kind": "passage",
         "text": ("Outdoor storage at Vidde is a fenced, camera-monitored area with gate access by code.\n"
                  "Indoor halls are unheated but dry.")},
    ]
    add(sc, CARAVAN, q,
        "Hi Ragnhild, I'm sorry to hear about the hail. Our site insurance doesn't cover weather damage: it covers "
        "fire in our buildings and theft from the locked indoor halls. Your caravan is on outdoor space U-31, and "
        "outdoor units need the owner's own insurance, so the claim should go to Fremtind under policy "
        "FT-88012744. We logged the hailstorm on 2.6 and can send you a written confirmation for your insurer.",
        ev, [NA("I'm sorry to hear about the hail"), S("Our site insurance doesn't cover weather damage"),
             S("covers fire in our buildings and theft from the locked indoor halls"), S("outdoor space U-31"),
             S("outdoor units need the owner's own insurance"), S("Fremtind under policy FT-88012744"),
             S("We logged the hailstorm on 2.6"), S("can send you a written confirmation for your insurer")],
        notes="Policy on cover; contract storage OUTDOOR_FENCED, space U-31, insurer on file; HAIL incident 2026-06-02.",
        includes=["FT-88012744"], now=now)
    add(sc, CARAVAN, q,
        "Weather damage, hail included, is not covered by us for outdoor storage; your own insurer (Fremtind, "
        "policy FT-88012744) is the one to contact. We can confirm in writing that hail hit the outdoor area on "
        "02.06 between 17:40 and 17:55.",
        ev, [S("hail included, is not covered by us for outdoor storage"), S("Fremtind, policy FT-88012744"),
             S("We can confirm in writing"), S("on 02.06 between 17:40 and 17:55")],
        notes="Policy; insurance fields; incident note 'Hail 15–20 mm, 17:40–17:55' on 2026-06-02.",
        includes=["Fremtind"], now=now)
    add(sc, CARAVAN, q,
        "Hi Ragnhild, sorry about the storm. Your caravan is stored outdoors on U-31, and our site insurance "
        "covers hail damage in the fenced outdoor area. We logged the hail on 02.06.",
        ev, [NA("sorry about the storm"), S("stored outdoors on U-31"),
             C("our site insurance covers hail damage in the fenced outdoor area", "NLI_CONTRADICTION"),
             S("We logged the hail on 02.06")],
        errors=["invented_fact"],
        notes="Policy: site insurance covers fire and indoor theft only; outdoor units need the owner's insurance.",
        excludes=["covers hail damage"], now=now)
    add(sc, CARAVAN, q,
        "Your own insurer is Fremtind, policy FT-88012474, and we can confirm for them that hail hit the site on "
        "03.06.",
        ev, [S("Your own insurer is Fremtind"), C("policy FT-88012474", "IDENTIFIER_MISMATCH"),
             S("we can confirm for them"), C("hail hit the site on 03.06", "DATE_MISMATCH")],
        errors=["wrong_id", "wrong_date"],
        notes="policy_number_on_file is FT-88012744; the HAIL incident is dated 2026-06-02.",
        excludes=["FT-88012474", "on 03.06"], now=now)
    add(sc, CARAVAN, q,
        "Weather damage such as hail must be covered by your own insurance, which we have on file as Fremtind. We "
        "recorded the hailstorm on 02.06 between 17:40 and 17:55 and can confirm it in writing. Your caravan is on "
        "indoor space U-31.",
        ev, [S("must be covered by your own insurance"), S("on file as Fremtind"),
             S("recorded the hailstorm on 02.06 between 17:40 and 17:55"), S("can confirm it in writing"),
             C("on indoor space U-31", "VALUE_MISMATCH")],
        errors=["wrong_value"],
        notes="storage_type is OUTDOOR_FENCED.",
        excludes=["indoor space U-31"], includes=["outdoor|outside", "Fremtind"], now=now, repair=True)


s10(); s11(); s12(); s13()


# ---------------------------------------------------------------- S14 motorbike: what the winter plan includes
def s14():
    sc, now = "mc-winter-plan", "2026-10-06T16:00:00+02:00"
    q = "Does my winter storage include battery charging and a tyre pressure check? And when is my drop-off?"
    ev = [
        {"id": "get_booking#MC-26-1187", "kind": "record", "source": "tool:vinterhi.bookings.get",
         "fields": {"booking_id": "MC-26-1187", "customer": "Ola Brekke", "time_zone": "Europe/Oslo",
                    "plan": {"code": "VINTER_STANDARD", "name": "Vinter Standard", "price_minor": 289000,
                             "features": ["INDOOR_HEATED_HALL", "BATTERY_MAINTAINER", "COVER_SHEET"]},
                    "bike": {"reg": "MC 7712", "model": "Yamaha MT-07"},
                    "dropoff_window": {"from": "2026-10-15", "to": "2026-10-31"},
                    "dropoff_appointment": ep("2026-10-17T11:00:00+02:00"), "status": "CONFIRMED",
                    "paid_minor": 289000}},
        {"id": "list_plans#2026", "kind": "record", "source": "tool:vinterhi.plans.list",
         "fields": {"season": "2026/27", "plans": [
             {"code": "VINTER_STANDARD", "price_minor": 289000,
              "features": ["INDOOR_HEATED_HALL", "BATTERY_MAINTAINER", "COVER_SHEET"]},
             {"code": "VINTER_PLUSS", "price_minor": 389000,
              "features": ["INDOOR_HEATED_HALL", "BATTERY_MAINTAINER", "COVER_SHEET", "TYRE_PRESSURE_CHECK",
                           "SPRING_WASH"]}],
                    "addons": [{"code": "TYRE_PRESSURE_CHECK", "price_minor": 39000},
                               {"code": "SPRING_WASH", "price_minor": 39000}]}},
        {"id": "policy#winter-storage", "kind": "policy", "revision": "2026-08",
         "text": ("Battery maintainers are connected to every bike in the heated hall within two days of drop-off. "
                  "Tyre pressure checks and a spring wash are part of Vinter Pluss only; on Vinter Standard they "
                  "can be added for 390 kr each. Bikes must arrive with a fuel tank at least three-quarters full. "
                  "Drop-off is by appointment only.")},
    ]
    add(sc, MC, q,
        "Hi Ola, yes: your Vinter Standard plan includes a battery maintainer, storage in the heated indoor hall "
        "and a cover sheet. A tyre pressure check is not part of Standard; it comes with Vinter Pluss or can be "
        "added for 390 kr. Your drop-off is booked for Saturday 17.10 at 11:00. Please bring the bike with the "
        "tank at least three-quarters full.",
        ev, [S("includes a battery maintainer"), S("storage in the heated indoor hall and a cover sheet"),
             S("A tyre pressure check is not part of Standard"), S("it comes with Vinter Pluss"),
             S("can be added for 390 kr"), S("booked for Saturday 17.10 at 11:00"),
             S("at least three-quarters full")],
        notes="Plan features; policy and add-on price 39000; dropoff_appointment 17.10 11:00 (a Saturday).",
        includes=["390 kr", "11:00"], now=now)
    add(sc, MC, q,
        "Your plan (Vinter Standard, 2 890 kr, paid):\n• Included: heated hall, battery maintainer, cover sheet\n"
        "• Not included: tyre pressure check and spring wash (390 kr each as add-ons, or included in Vinter Pluss "
        "at 3 890 kr)\nDrop-off: 17 October at 11:00 – appointment confirmed.",
        ev, [S("Vinter Standard, 2 890 kr, paid"), S("Included: heated hall, battery maintainer, cover sheet"),
             S("Not included: tyre pressure check and spring wash"), S("390 kr each as add-ons"),
             S("included in Vinter Pluss at 3 890 kr"), S("17 October at 11:00"), S("appointment confirmed")],
        notes="price_minor 289000 = paid_minor; plan list; Pluss 389000; booking CONFIRMED.",
        includes=["17 October"], now=now)
    add(sc, MC, q,
        "Hi Ola, your Vinter Standard plan covers battery charging, the heated hall, a cover sheet and a tyre "
        "pressure check before you collect the bike in spring. Drop-off is booked for 17.10 at 11:00.",
        ev, [S("covers battery charging, the heated hall, a cover sheet"),
             CI("and a tyre pressure check", "VALUE_MISMATCH", "NLI_CONTRADICTION", "CLAIM_WITHOUT_TOOL_EVIDENCE"),
             S("booked for 17.10 at 11:00")],
        errors=["unlisted_perk"],
        notes="VINTER_STANDARD features do not list TYRE_PRESSURE_CHECK; the policy says it is Pluss-only.",
        excludes=["and a tyre pressure check"], now=now)
    add(sc, MC, q,
        "Drop-off is booked for 17.10 at 13:00. The bike should arrive with the tank at least half full, and the "
        "battery maintainer is connected within a week of drop-off.",
        ev, [C("booked for 17.10 at 13:00", "DATE_MISMATCH", "VALUE_MISMATCH"),
             C("at least half full", "NLI_CONTRADICTION"), C("within a week of drop-off", "NLI_CONTRADICTION")],
        errors=["wrong_time", "wrong_policy_condition", "wrong_period"],
        notes="Appointment is 11:00 local; policy: three-quarters full, maintainer within two days.",
        excludes=["at 13:00", "at least half full", "within a week"], now=now)
    add(sc, MC, q,
        "Your Vinter Standard plan includes the heated hall, a battery maintainer and a cover sheet. A tyre "
        "pressure check can be added for 290 kr.",
        ev, [S("includes the heated hall, a battery maintainer and a cover sheet"),
             C("added for 290 kr", "AMOUNT_MISMATCH", "NLI_CONTRADICTION")],
        errors=["wrong_amount"],
        notes="Add-on TYRE_PRESSURE_CHECK price_minor 39000 and the policy: 390 kr.",
        excludes=["290 kr"], includes=["390", "battery maintainer"], now=now, repair=True)


# ---------------------------------------------------------------- S15 motorbike: early collection blocked
def s15():
    sc, now = "mc-early-release", "2026-03-24T10:30:00+01:00"
    q = "Spring came early. Can I collect my bike this Friday?"
    ev = [
        {"id": "get_contract#MC-25-0934", "kind": "record", "source": "tool:vinterhi.contracts.get",
         "fields": {"contract_id": "MC-25-0934", "customer": "Kristian Dahl",
                    "bike": {"reg": "MC 3390", "model": "Honda CB650R"}, "season_end": "2026-04-15",
                    "release": {"notice_working_days": 3, "requested_date": "2026-03-27", "status": "BLOCKED",
                                "block_reason": "OUTSTANDING_BALANCE"},
                    "account": {"balance_minor": 114500, "overdue_invoice": "F-MC-26-0211"}}},
        {"id": "get_invoice#F-MC-26-0211", "kind": "record", "source": "tool:vinterhi.invoices.get",
         "fields": {"invoice_no": "F-MC-26-0211", "currency": "NOK", "due_date": "2026-02-28", "status": "OVERDUE",
                    "lines": [{"description": "Restbeløp vinterlagring", "amount_minor": 100000},
                              {"description": "Lading tilleggsbatteri", "amount_minor": 11000},
                              {"description": "Purregebyr", "code": "REMINDER_FEE", "amount_minor": 3500}],
                    "total_minor": 114500, "reminder_sent": "2026-03-10"}},
        {"id": "schedule_release#call-1", "kind": "refused_call", "tool": "schedule_release", "decision": "DENY",
         "args": {"contract_id": "MC-25-0934", "date": "2026-03-27"}},
        {"id": "policy#early-collection", "kind": "policy", "revision": "v5",
         "text": ("Bikes can be collected before the season ends with at least 3 working days' notice. A bike is "
                  "only released when the account has no outstanding balance. Early collection does not reduce "
                  "the season price. Payment can be made by card in Min side or by Vipps to 51207.")},
    ]
    add(sc, MC, q,
        "Hi Kristian, collecting the Honda this Friday is possible only once the outstanding balance is paid: "
        "invoice F-MC-26-0211, 1 145 kr, was due on 28.02. I wasn't able to schedule the release for 27.03 while "
        "it is open. Once it's paid by card in Min side or by Vipps to 51207, we can book the collection with 3 "
        "working days' notice. Note that collecting early does not reduce the season price.",
        ev, [S("possible only once the outstanding balance is paid"), S("invoice F-MC-26-0211, 1 145 kr"),
             S("was due on 28.02"), S("I wasn't able to schedule the release for 27.03"),
             S("by card in Min side or by Vipps to 51207"), S("with 3 working days' notice"),
             S("collecting early does not reduce the season price")],
        notes=("Release BLOCKED for OUTSTANDING_BALANCE; invoice total 114500, due 2026-02-28; schedule_release "
               "DENY; policy on notice, payment and price."),
        includes=["1 145 kr", "F-MC-26-0211"], now=now)
    add(sc, MC, q,
        "Your release for Friday 27 March is on hold because 1 145,00 kr is outstanding (including a 35 kr "
        "reminder fee). As soon as the balance is cleared we can set a new collection date.",
        ev, [S("Your release for Friday 27 March is on hold"), S("1 145,00 kr is outstanding"),
             S("including a 35 kr reminder fee"), S("we can set a new collection date")],
        notes="release.status BLOCKED for 2026-03-27; balance 114500 with a 3500 REMINDER_FEE line; policy.",
        includes=["1 145,00 kr"], now=now)
    add(sc, MC, q,
        "Hi Kristian, that's fine — I've booked your collection for Friday 27.03. There is an open invoice of "
        "1 145 kr that was due on 28.02; please pay it before you come.",
        ev, [C("I've booked your collection for Friday 27.03", "NOT_EXECUTED"), S("open invoice of 1 145 kr"),
             S("was due on 28.02")],
        errors=["refused_call_effect"],
        notes="schedule_release for 2026-03-27 was refused (DENY) and the release is BLOCKED.",
        excludes=["I've booked your collection"], now=now)
    add(sc, MC, q,
        "The balance on invoice F-MC-26-0211 is 1 110 kr. Once you pay it, you can collect with 24 hours' notice.",
        ev, [C("is 1 110 kr", "AMOUNT_MISMATCH"), S("Once you pay it"),
             C("with 24 hours' notice", "NLI_CONTRADICTION")],
        errors=["wrong_arithmetic", "wrong_policy_condition"],
        notes="1 000 + 110 + 35 = 1 145 (the sum skips the reminder fee); policy: 3 working days' notice.",
        excludes=["1 110 kr", "24 hours' notice"], now=now)
    add(sc, MC, q,
        "Your bike can't be released on 27.03 yet because invoice F-MC-26-0211 of 1 145 kr is unpaid. It was due "
        "on 15.04.",
        ev, [S("can't be released on 27.03 yet"), S("F-MC-26-0211 of 1 145 kr is unpaid"),
             C("due on 15.04", "DATE_MISMATCH")],
        errors=["wrong_date"],
        notes="15.04 is season_end; due_date is 2026-02-28.",
        excludes=["due on 15.04"], includes=["28.02|28 February|28.2", "1 145"], now=now, repair=True)


# ---------------------------------------------------------------- S16 motorbike: deposit refund with deduction
def s16():
    sc, now = "mc-deposit-refund", "2026-05-06T14:10:00+02:00"
    q = "When do I get my 1 500 kr deposit back? I collected the bike two weeks ago."
    ev = [
        {"id": "get_contract#MC-25-0412", "kind": "record", "source": "tool:vinterhi.contracts.get",
         "fields": {"contract_id": "MC-25-0412", "customer": "Ingeborg Lie", "status": "CLOSED",
                    "closed_at": "2026-04-22", "time_zone": "Europe/Oslo",
                    "deposit": {"amount_minor": 150000,
                                "deductions": [{"code": "OIL_SPILL_CLEANING", "amount_minor": 25000,
                                                "photo_ref": "INS-4471"}],
                                "refund": {"refund_id": "RF-MC-7720", "amount_minor": 125000, "status": "SENT",
                                           "initiated_at": ep("2026-04-29T09:14:00+02:00"),
                                           "destination": {"type": "BANK_ACCOUNT", "last4": "4417"}}}}},
        {"id": "get_inspection#MC-25-0412", "kind": "record", "source": "tool:vinterhi.inspections.get",
         "fields": {"date": "2026-04-22", "finding": "Oil drip on bay floor under bike, absorbent used",
                    "photo_ref": "INS-4471", "bay": "H2-17"}},
        {"id": "policy#deposits", "kind": "policy", "revision": "2025-06",
         "text": ("The deposit is returned within 10 working days of the end of the contract, minus any documented "
                  "costs. Costs are documented with a photo taken at collection. Refunds are sent to the bank "
                  "account registered in Min side; from there it usually takes 1–2 banking days to show. "
                  "Questions about deductions must be sent within 30 days.")},
    ]
    add(sc, MC, q,
        "Hi Ingeborg, your deposit refund of 1 250 kr was sent on 29.04 to the account ending 4417. That is the "
        "1 500 kr deposit minus 250 kr for cleaning up an oil drip on the bay floor, documented at collection on "
        "22.04 (photo INS-4471). It usually takes 1–2 banking days to show.",
        ev, [S("refund of 1 250 kr was sent on 29.04"), S("account ending 4417"),
             S("1 500 kr deposit minus 250 kr for cleaning up an oil drip"), S("documented at collection on 22.04"),
             S("photo INS-4471"), S("usually takes 1–2 banking days to show")],
        notes="refund 125000 SENT, initiated 29.04; deduction 25000 OIL_SPILL_CLEANING; inspection 22.04; policy.",
        includes=["1 250 kr", "29.04"], now=now)
    add(sc, MC, q,
        "Refund RF-MC-7720 (1 250,00 kr) has been sent. 250,00 kr was deducted for oil spill cleaning. If you "
        "disagree with the deduction, let us know within 30 days.",
        ev, [S("Refund RF-MC-7720 (1 250,00 kr) has been sent"), S("250,00 kr was deducted for oil spill cleaning"),
             S("let us know within 30 days")],
        notes="Refund record status SENT; deduction line; policy: questions within 30 days.",
        includes=["1 250,00 kr"], now=now)
    add(sc, MC, q,
        "Hi Ingeborg, your full deposit of 1 500 kr was refunded on 29.04 to the account ending 4417. It usually "
        "shows within 1–2 banking days.",
        ev, [C("full deposit of 1 500 kr was refunded", "AMOUNT_MISMATCH"), S("on 29.04 to the account ending 4417"),
             S("usually shows within 1–2 banking days")],
        errors=["wrong_amount"],
        notes="The refund is 125000 (1 250 kr) after a 250 kr deduction, not the full 1 500 kr.",
        excludes=["full deposit of 1 500 kr"], now=now)
    add(sc, MC, q,
        "The refund of 1 250 kr is being processed and will be sent within 14 working days of collection.",
        ev, [S("The refund of 1 250 kr"), C("is being processed", "RECORD_STATE_MISMATCH"),
             C("within 14 working days", "NLI_CONTRADICTION")],
        errors=["wrong_state", "wrong_period"],
        notes="refund.status is SENT (29.04); policy says within 10 working days.",
        excludes=["is being processed", "within 14 working days"], now=now)
    add(sc, MC, q,
        "Your refund of 1 250 kr was sent on 22.04 to the account ending 4417.",
        ev, [S("Your refund of 1 250 kr"), C("sent on 22.04", "DATE_MISMATCH"), S("account ending 4417")],
        errors=["wrong_date"],
        notes="22.04 is closed_at; the refund was initiated 29.04.",
        excludes=["sent on 22.04"], includes=["29.04|29 April|29.4", "1 250"], now=now, repair=True)


# ---------------------------------------------------------------- S17 motorbike: trailer pick-up from home
def s17():
    sc, now = "mc-trailer-pickup", "2026-10-13T19:20:00+02:00"
    q = "I booked you to pick up the bike with the trailer. What time are you coming, and what does it cost?"
    ev = [
        {"id": "list_transport#CUST-VH-2231", "kind": "record", "source": "tool:vinterhi.transport.list",
         "fields": {"customer_id": "CUST-VH-2231", "time_zone": "Europe/Oslo", "transports": [
             {"transport_id": "TR-26-0571", "service": "HOME_PICKUP_TRAILER",
              "address": "Solbergveien 4, 1410 Kolbotn", "window_start": ep("2026-10-14T08:00:00+02:00"),
              "window_end": ep("2026-10-14T10:00:00+02:00"), "price_minor": 89000, "distance_km": 14.2,
              "status": "SCHEDULED", "driver": {"first_name": "Håkon"}},
             {"transport_id": "TR-25-0498", "service": "HOME_PICKUP_TRAILER",
              "address": "Solbergveien 4, 1410 Kolbotn", "window_start": ep("2025-10-16T12:00:00+02:00"),
              "window_end": ep("2025-10-16T14:00:00+02:00"), "price_minor": 79000, "status": "COMPLETED"}]}},
        {"id": "policy#transport", "kind": "policy", "revision": "2026-06",
         "text": ("Home pick-up within 25 km of the hall costs 890 kr; beyond 25 km we add 18 kr per extra km. The "
                  "driver calls about 30 minutes before arrival. The bike must be on the ground with the key "
                  "available; we do not lift bikes from cellars or stairs. The pick-up fee is added to the "
                  "storage invoice.")},
    ]
    add(sc, MC, q,
        "Hi Silje, the trailer will pick up your bike tomorrow, Wednesday 14.10, between 08:00 and 10:00 at "
        "Solbergveien 4 in Kolbotn. The pick-up costs 890 kr, since you're within 25 km of the hall (14,2 km), and "
        "it's added to your storage invoice. Håkon will call about half an hour before he arrives.",
        ev, [S("tomorrow, Wednesday 14.10"), S("between 08:00 and 10:00"), S("Solbergveien 4 in Kolbotn"),
             S("The pick-up costs 890 kr"), S("within 25 km of the hall (14,2 km)"),
             S("added to your storage invoice"), S("Håkon will call about half an hour before he arrives")],
        notes="TR-26-0571 SCHEDULED 14.10 08:00-10:00 local, 89000, 14.2 km, driver Håkon; policy on fee and call.",
        includes=["890 kr", "08:00"], now=now)
    add(sc, MC, q,
        "Pick-up TR-26-0571 is scheduled for 14 October, 08:00–10:00; price NOK 890. Please have the bike on the "
        "ground with the key ready.",
        ev, [S("TR-26-0571 is scheduled for 14 October, 08:00–10:00"), S("price NOK 890"),
             S("have the bike on the ground with the key ready")],
        notes="Transport record window and price_minor 89000; policy on bike placement.",
        includes=["NOK 890"], now=now)
    add(sc, MC, q,
        "Hi Silje, we'll pick up the bike on 14.10 between 12:00 and 14:00. The cost is 790 kr and is added to "
        "the storage invoice.",
        ev, [S("on 14.10"), C("between 12:00 and 14:00", "DATE_MISMATCH", "VALUE_MISMATCH"),
             C("The cost is 790 kr", "AMOUNT_MISMATCH"), S("added to the storage invoice")],
        errors=["other_record_value", "other_record_value"],
        notes="12:00-14:00 and 790 kr belong to last year's TR-25-0498; TR-26-0571 is 08:00-10:00 at 890 kr.",
        excludes=["between 12:00 and 14:00", "790 kr"], now=now)
    add(sc, MC, q,
        "The driver will pick up on Wednesday between 08:00 and 10:00 and will text you the day before. He can "
        "also help carry the bike up from your garage cellar if needed.",
        ev, [S("pick up on Wednesday between 08:00 and 10:00"),
             CI("will text you the day before", "NLI_CONTRADICTION", "NO_POLICY_EVIDENCE", "NLI_NOT_ENTAILED"),
             C("help carry the bike up from your garage cellar", "NLI_CONTRADICTION")],
        errors=["wrong_policy_condition", "invented_promise"],
        notes="Policy: the driver calls about 30 minutes before arrival; bikes are not lifted from cellars.",
        excludes=["text you the day before", "garage cellar"], now=now)
    add(sc, MC, q,
        "Hi Silje, Håvard will pick up your bike tomorrow between 08:00 and 10:00, and he calls about 30 minutes "
        "before he arrives.",
        ev, [C("Håvard will pick up your bike", "VALUE_MISMATCH", "IDENTIFIER_MISMATCH"),
             S("tomorrow between 08:00 and 10:00"), S("calls about 30 minutes before he arrives")],
        errors=["wrong_name"],
        notes="driver.first_name on TR-26-0571 is Håkon; window and the 30-minute call are right.",
        excludes=["Håvard"], now=now)
    add(sc, MC, q,
        "Your pick-up is booked for Wednesday 14.10 between 06:00 and 08:00, and the fee is 890 kr.",
        ev, [C("between 06:00 and 08:00", "DATE_MISMATCH", "VALUE_MISMATCH"), S("the fee is 890 kr")],
        errors=["unit_conversion"],
        notes="06:00-08:00 is the window in UTC; in Oslo (CEST) it is 08:00-10:00.",
        excludes=["between 06:00 and 08:00"],
        includes=["08:00 and 10:00|08:00–10:00|08:00-10:00|8:00 and 10:00|8 and 10", "890"], now=now,
        repair=True)


s14(); s15(); s16(); s17()


# ---------------------------------------------------------------- S18 valet: airport booking with EV charging
def s18():
    sc, now = "valet-osl-booking", "2026-07-01T20:00:00+02:00"
    q = "Can you confirm my valet booking at Gardermoen and what's included? I added charging."
    ev = [
        {"id": "get_booking#AV-7Q3K9", "kind": "record", "source": "tool:avgang.bookings.get",
         "fields": {"booking_ref": "AV-7Q3K9", "site": "OSL_GARDERMOEN", "time_zone": "Europe/Oslo",
                    "customer": "Mathias Strand", "dropoff_at": ep("2026-07-04T05:15:00+02:00"),
                    "return_at": ep("2026-07-12T23:40:00+02:00"), "return_flight": "DY 1307",
                    "days_billed": 9, "day_rate_minor": 17900,
                    "vehicle": {"plate": "EK 20931", "model": "Tesla Model Y"},
                    "extras": [{"code": "EV_CHARGING", "price_minor": 29000, "target_soc": 80}],
                    "base_price_minor": 161100, "total_minor": 190100, "status": "CONFIRMED", "paid": True}},
        {"id": "kb#avgang-osl-prices", "kind": "passage",
         "text": ("Avgang Valet OSL: 179 kr per day.\nExtras: exterior hand wash 349 kr, interior vacuum 249 kr, EV "
                  "charging to 80 % 290 kr.\nDrop-off at the valet zone in P10, level 1.")},
        {"id": "policy#valet-osl", "kind": "policy", "revision": "2026-04",
         "text": ("Every day the car is with us counts as a full day, including the day of drop-off and the day of "
                  "return. The car is brought to the arrivals valet zone within 20 minutes of your call after "
                  "landing. Charging is done to the level stated in the booking, in our own lot. Extras not in the "
                  "booking are not carried out.")},
    ]
    add(sc, VALET, q,
        "Hi Mathias, your booking AV-7Q3K9 is confirmed: drop-off on Saturday 4.7 at 05:15 and return on 12.7 at "
        "23:40. You're billed for 9 days at 179 kr, 1 611 kr, plus 290 kr for charging the Tesla to 80 %, so "
        "1 901 kr in total, already paid.",
        ev, [S("AV-7Q3K9 is confirmed"), S("drop-off on Saturday 4.7 at 05:15"), S("return on 12.7 at 23:40"),
             S("9 days at 179 kr, 1 611 kr"), S("290 kr for charging the Tesla to 80 %"),
             S("1 901 kr in total, already paid")],
        notes="Booking CONFIRMED, paid; epochs in Oslo time; days_billed 9 × 17900 = 161100; extra 29000; total 190100.",
        includes=["1 901 kr", "23:40"], now=now)
    add(sc, VALET, q,
        "Your booking is confirmed. Included: valet parking for 9 days and EV charging to 80 %. After landing, "
        "call us and the car will be brought to the arrivals valet zone within 20 minutes.",
        ev, [S("Your booking is confirmed"), S("valet parking for 9 days and EV charging to 80 %"),
             S("brought to the arrivals valet zone within 20 minutes")],
        notes="status CONFIRMED, days_billed 9, extras EV_CHARGING target_soc 80; policy on return.",
        includes=["9 days"], now=now)
    add(sc, VALET, q,
        "Your booking is confirmed for 8 days, 04.07–12.07, at 179 kr per day. With EV charging at 290 kr, the "
        "total is 1 901 kr.",
        ev, [C("confirmed for 8 days", "VALUE_MISMATCH"), S("04.07–12.07"), S("179 kr per day"),
             S("With EV charging at 290 kr"), S("the total is 1 901 kr")],
        errors=["wrong_quantity"],
        notes="days_billed is 9; the policy counts the drop-off and return days as full days.",
        excludes=["for 8 days"], now=now)
    add(sc, VALET, q,
        "Hi Mathias, booking AV-7Q3K9 is confirmed with EV charging to 80 %. I've also added an interior vacuum, "
        "and a hand wash is included free with all bookings over a week.",
        ev, [S("AV-7Q3K9 is confirmed with EV charging to 80 %"),
             I("I've also added an interior vacuum", "CLAIM_WITHOUT_TOOL_EVIDENCE"),
             CI("a hand wash is included free with all bookings over a week", "NLI_CONTRADICTION",
                "NO_POLICY_EVIDENCE", "NLI_NOT_ENTAILED")],
        errors=["unrecorded_extra", "unlisted_perk"],
        notes="extras hold only EV_CHARGING; the price passage lists the hand wash at 349 kr, nothing free.",
        excludes=["added an interior vacuum", "hand wash is included free"], now=now)
    add(sc, VALET, q,
        "Booking AV-7Q3K9 is confirmed: drop-off 4.7 at 05:15, return 12.7 at 21:40. The total of 1 901 kr is "
        "paid.",
        ev, [S("AV-7Q3K9 is confirmed"), S("drop-off 4.7 at 05:15"), C("return 12.7 at 21:40", "DATE_MISMATCH",
                                                                        "VALUE_MISMATCH"),
             S("The total of 1 901 kr is paid")],
        errors=["unit_conversion"],
        notes="return_at is 23:40 Oslo time (21:40 UTC).",
        excludes=["at 21:40"], includes=["23:40|23.40", "1 901"], now=now, repair=True)


# ---------------------------------------------------------------- S19 valet: late change of return, escalated
def s19():
    sc, now = "valet-return-change", "2026-08-15T22:10:00+02:00"
    q = "My return flight was moved from Sunday to Monday evening. Can you change my valet return? What will it cost?"
    ev = [
        {"id": "get_booking#AV-3M8TD", "kind": "record", "source": "tool:avgang.bookings.get",
         "fields": {"booking_ref": "AV-3M8TD", "status": "ACTIVE_CAR_IN_LOT", "time_zone": "Europe/Oslo",
                    "dropoff_at": ep("2026-08-09T07:05:00+02:00"), "return_at": ep("2026-08-16T18:30:00+02:00"),
                    "days_billed": 8, "total_minor": 143200, "vehicle": {"plate": "BR 61550"}}},
        {"id": "get_change_quote#CHQ-22091", "kind": "record", "source": "tool:avgang.changes.quote",
         "fields": {"quote_id": "CHQ-22091", "booking_ref": "AV-3M8TD",
                    "new_return_at": ep("2026-08-17T21:50:00+02:00"), "extra_days": 1, "day_rate_minor": 17900,
                    "change_fee_minor": 15000, "quote_total_minor": 32900, "status": "PENDING_APPROVAL"}},
        {"id": "modify_booking#call-1", "kind": "refused_call", "tool": "modify_booking", "decision": "ESCALATE",
         "args": {"booking_ref": "AV-3M8TD", "return_at": "2026-08-17T19:50:00Z"}},
        {"id": "policy#valet-changes", "kind": "policy", "revision": "2026-04",
         "text": ("Changes to the return time can be made free of charge up to 24 hours before the booked return. "
                  "Later changes cost 150 kr and must be approved by the duty manager. Extra days are charged at "
                  "the normal day rate of 179 kr. If your flight is only delayed, you don't need to do anything; "
                  "we follow your flight number.")},
    ]
    add(sc, VALET, q,
        "Hi Camilla, since your booked return is tomorrow at 18:30, less than 24 hours away, the change needs "
        "approval from our duty manager, and I've passed it on to them. If approved, the new return will be "
        "Monday 17.08 at 21:50, with one extra day at 179 kr plus the 150 kr late-change fee, 329 kr in total.",
        ev, [S("booked return is tomorrow at 18:30"), S("less than 24 hours away"),
             S("needs approval from our duty manager"), S("I've passed it on to them"),
             S("Monday 17.08 at 21:50"), S("one extra day at 179 kr"), S("150 kr late-change fee"),
             S("329 kr in total")],
        notes=("return_at 16.08 18:30 local, now 15.08 22:10; modify_booking ESCALATE; quote CHQ-22091 21:50, "
               "17900 + 15000 = 32900."),
        includes=["329 kr", "21:50"], now=now)
    add(sc, VALET, q,
        "The change to Monday 17 August, 21:50, is waiting for the duty manager's approval (quote CHQ-22091: "
        "179 kr for the extra day + 150 kr change fee = 329 kr). Your car stays parked with us until then.",
        ev, [S("Monday 17 August, 21:50"), S("waiting for the duty manager's approval"), S("quote CHQ-22091"),
             S("179 kr for the extra day + 150 kr change fee = 329 kr"), S("Your car stays parked with us")],
        notes="Quote status PENDING_APPROVAL; booking status ACTIVE_CAR_IN_LOT.",
        includes=["329 kr"], now=now)
    add(sc, VALET, q,
        "Hi Camilla, done — I've moved your return to Monday 17.08 at 21:50. Since you're changing in advance, "
        "there's no change fee, just 179 kr for the extra day.",
        ev, [C("I've moved your return to Monday 17.08 at 21:50", "NOT_EXECUTED"),
             C("there's no change fee", "NLI_CONTRADICTION", "AMOUNT_MISMATCH", "VALUE_MISMATCH"),
             S("179 kr for the extra day")],
        errors=["refused_call_effect", "condition_unmet"],
        notes=("modify_booking was escalated, not executed; the return is under 24 hours away, so the 150 kr fee "
               "applies (change_fee_minor 15000)."),
        excludes=["I've moved your return", "there's no change fee"], now=now)
    add(sc, VALET, q,
        "The new return time in the quote is Monday 17.08 at 19:50, and the change is waiting for the duty "
        "manager's approval. Extra days are charged at 199 kr.",
        ev, [C("Monday 17.08 at 19:50", "DATE_MISMATCH", "VALUE_MISMATCH"),
             S("waiting for the duty manager's approval"),
             C("charged at 199 kr", "NLI_CONTRADICTION", "AMOUNT_MISMATCH")],
        errors=["unit_conversion", "wrong_amount"],
        notes="19:50Z in the call args is 21:50 in Oslo; day rate is 179 kr (day_rate_minor 17900, policy).",
        excludes=["at 19:50", "199 kr"], now=now)
    add(sc, VALET, q,
        "Your change to Monday 17.08 at 21:50 has been sent to the duty manager for approval. If it is approved, "
        "you'll pay 179 kr for the extra day plus a 150 kr change fee, 339 kr in total.",
        ev, [S("Monday 17.08 at 21:50"), S("sent to the duty manager for approval"),
             S("179 kr for the extra day plus a 150 kr change fee"), C("339 kr in total", "AMOUNT_MISMATCH")],
        errors=["wrong_arithmetic"],
        notes="179 + 150 = 329 (quote_total_minor 32900).",
        excludes=["339 kr"], includes=["329", "21:50"], now=now, repair=True)


# ---------------------------------------------------------------- S20 valet: damage report rejected
def s20():
    sc, now = "valet-bumper-report", "2026-09-14T11:00:00+02:00"
    q = "When I got the car back there was a scratch on the rear bumper. I filed a report. What's happening with it?"
    ev = [
        {"id": "get_booking#AV-9P2WR", "kind": "record", "source": "tool:avgang.bookings.get",
         "fields": {"booking_ref": "AV-9P2WR", "status": "COMPLETED", "time_zone": "Europe/Oslo",
                    "checkin_at": ep("2026-09-03T06:02:00+02:00"), "returned_at": ep("2026-09-10T22:47:00+02:00"),
                    "vehicle": {"plate": "EL 33817", "model": "VW ID.4"}}},
        {"id": "get_damage_case#SKADE-26-0712", "kind": "record", "source": "tool:avgang.damage.get",
         "fields": {"case_id": "SKADE-26-0712", "booking_ref": "AV-9P2WR",
                    "reported_at": ep("2026-09-11T08:12:00+02:00"), "area": "REAR_BUMPER_RIGHT",
                    "status": "REJECTED", "decided_at": ep("2026-09-13T14:30:00+02:00"),
                    "reason_code": "PRE_EXISTING_AT_CHECKIN",
                    "evidence": {"checkin_photos": 12, "matching_photo": "IMG-CI-5521-07"},
                    "appeal_deadline": "2026-10-13"}},
        {"id": "policy#valet-damage", "kind": "policy", "revision": "v6",
         "text": ("All cars are photographed at check-in and check-out. Damage must be reported within 24 hours of "
                  "getting the car back. Damage that is visible on the check-in photos is treated as pre-existing "
                  "and is not covered. You can appeal a decision within 30 days by sending new documentation, "
                  "such as a workshop report.")},
    ]
    add(sc, VALET, q,
        "Hi Vegard, your damage report SKADE-26-0712 was reviewed on 13.09 and unfortunately rejected. The "
        "scratch on the right side of the rear bumper is visible on the photos taken at check-in on 3.9, so it's "
        "treated as pre-existing. If you have new documentation, such as a workshop report, you can appeal until "
        "13.10.",
        ev, [S("SKADE-26-0712 was reviewed on 13.09"), S("unfortunately rejected"),
             S("right side of the rear bumper"), S("visible on the photos taken at check-in on 3.9"),
             S("treated as pre-existing"), S("you can appeal until 13.10")],
        notes=("Case REJECTED, decided 13.09, reason PRE_EXISTING_AT_CHECKIN, area REAR_BUMPER_RIGHT; check-in "
               "03.09; appeal_deadline 2026-10-13."),
        includes=["SKADE-26-0712", "13.10"], now=now)
    add(sc, VALET, q,
        "The report was rejected: check-in photo IMG-CI-5521-07 (03.09, 06:02) already shows the mark. You "
        "reported within the 24-hour limit, and you have 30 days to appeal with new documentation.",
        ev, [S("The report was rejected"), S("check-in photo IMG-CI-5521-07 (03.09, 06:02)"),
             S("You reported within the 24-hour limit"), S("30 days to appeal with new documentation")],
        notes="matching_photo IMG-CI-5521-07; checkin 06:02; returned 10.09 22:47, reported 11.09 08:12; policy.",
        includes=["IMG-CI-5521-07"], now=now)
    add(sc, VALET, q,
        "Hi Vegard, your report SKADE-26-0712 about the rear bumper is still being assessed by our damage team, "
        "and we'll get back to you within a few days.",
        ev, [S("SKADE-26-0712 about the rear bumper"), C("is still being assessed", "RECORD_STATE_MISMATCH"),
             CI("get back to you within a few days", "NO_POLICY_EVIDENCE", "NLI_NOT_ENTAILED",
                "CLAIM_WITHOUT_TOOL_EVIDENCE", "RECORD_STATE_MISMATCH")],
        errors=["wrong_state", "invented_promise"],
        notes="The case is REJECTED (decided 13.09); no record or policy promises a further answer.",
        excludes=["still being assessed", "within a few days"], now=now)
    add(sc, VALET, q,
        "Your report was rejected because the scratch shows on the check-in photos from 03.09. You can appeal "
        "within 14 days, by 27.09.",
        ev, [S("rejected because the scratch shows on the check-in photos from 03.09"),
             C("appeal within 14 days", "NLI_CONTRADICTION"), C("by 27.09", "DATE_MISMATCH")],
        errors=["wrong_period", "wrong_date"],
        notes="Policy: 30 days to appeal; appeal_deadline 2026-10-13.",
        excludes=["within 14 days", "by 27.09"], now=now)
    add(sc, VALET, q,
        "Your damage report SKADE-26-0712 was rejected on 13.09, because the scratch is visible on the check-in "
        "photos from 10.09.",
        ev, [S("SKADE-26-0712 was rejected on 13.09"), C("check-in photos from 10.09", "DATE_MISMATCH")],
        errors=["wrong_date"],
        notes="10.09 is when the car was returned; check-in was 03.09.",
        excludes=["from 10.09"], includes=["03.09|3.9|3 September|3rd of September", "SKADE-26-0712"], now=now,
        repair=True)
    add(sc, VALET, q,
        "Your report was rejected because the scratch is visible on the check-in photos. You can appeal until "
        "13.11 with new documentation such as a workshop report.",
        ev, [S("rejected because the scratch is visible on the check-in photos"),
             C("appeal until 13.11", "DATE_MISMATCH")],
        errors=["wrong_date"],
        notes="appeal_deadline is 2026-10-13.",
        excludes=["until 13.11"], includes=["13.10|13 October|13.10.2026", "workshop report"], now=now,
        repair=True)


# ---------------------------------------------------------------- S21 valet: late cancellation, 50 % refund
def s21():
    sc, now = "valet-late-cancel", "2026-11-20T09:30:00+01:00"
    q = "I cancelled my valet booking yesterday evening because the trip was called off. How much do I get back?"
    ev = [
        {"id": "list_bookings#CUST-AV-51902", "kind": "record", "source": "tool:avgang.bookings.list",
         "fields": {"customer_id": "CUST-AV-51902", "time_zone": "Europe/Oslo", "bookings": [
             {"booking_ref": "AV-6H1ZN", "dropoff_at": ep("2026-11-20T14:00:00+01:00"), "status": "CANCELLED",
              "cancelled_at": ep("2026-11-19T19:45:00+01:00"), "days_billed": 6, "total_paid_minor": 107400,
              "refund": {"refund_id": "RFD-44187", "amount_minor": 53700, "status": "PROCESSING",
                         "method": {"brand": "VISA", "last4": "0832"}}},
             {"booking_ref": "AV-8K4LM", "dropoff_at": ep("2026-12-21T06:30:00+01:00"), "status": "CONFIRMED",
              "days_billed": 4, "total_paid_minor": 71600}]}},
        {"id": "policy#valet-cancellation", "kind": "policy", "revision": "2026-04",
         "text": ("Cancel more than 24 hours before drop-off and you get a full refund. If you cancel later than "
                  "that, we refund 50 % of the amount paid. No refund is given after the drop-off time. Refunds go "
                  "back to the card used and take 3–7 working days.")},
    ]
    add(sc, VALET, q,
        "Hi Nora, you cancelled booking AV-6H1ZN at 19:45 yesterday, 18 hours and 15 minutes before the planned "
        "drop-off at 14:00 today. Because that is less than 24 hours ahead, 50 % of the 1 074 kr you paid is "
        "refunded: 537 kr. The refund is being processed to your Visa card ending 0832 and takes 3–7 working days.",
        ev, [S("at 19:45 yesterday"), S("18 hours and 15 minutes before the planned drop-off"), S("at 14:00 today"),
             S("less than 24 hours ahead"), S("50 % of the 1 074 kr you paid is refunded: 537 kr"),
             S("being processed to your Visa card ending 0832"), S("takes 3–7 working days")],
        notes="cancelled_at 19.11 19:45, dropoff 20.11 14:00; refund 53700 of 107400, PROCESSING; policy.",
        includes=["537 kr", "1 074 kr"], now=now)
    add(sc, VALET, q,
        "Refund RFD-44187: 537,00 kr (half of 1 074,00 kr, since the cancellation came less than 24 hours before "
        "drop-off). Your December booking AV-8K4LM is unaffected and still confirmed.",
        ev, [S("Refund RFD-44187: 537,00 kr"), S("half of 1 074,00 kr"), S("less than 24 hours before drop-off"),
             S("AV-8K4LM is unaffected and still confirmed")],
        notes="Refund record; the December booking AV-8K4LM is CONFIRMED.",
        includes=["537,00 kr"], now=now)
    add(sc, VALET, q,
        "Booking AV-6H1ZN was cancelled on 19.11 at 19:45. A refund of 537 kr has been started and will reach the "
        "Visa card ending 0832 within 3–7 working days.",
        ev, [S("AV-6H1ZN was cancelled on 19.11 at 19:45"), S("A refund of 537 kr has been started"),
             S("Visa card ending 0832 within 3–7 working days")],
        notes="Status CANCELLED; refund PROCESSING to VISA 0832; policy timing.",
        includes=["537 kr"], now=now)
    add(sc, VALET, q,
        "Hi Nora, your booking AV-6H1ZN is cancelled. As you cancelled before the drop-off, you'll get a full "
        "refund of 1 074 kr to your Visa card within 3–7 working days.",
        ev, [S("AV-6H1ZN is cancelled"),
             C("full refund of 1 074 kr", "AMOUNT_MISMATCH", "NLI_CONTRADICTION"),
             S("within 3–7 working days")],
        errors=["condition_unmet"],
        notes="A full refund needs more than 24 hours' notice; she cancelled 18 h 15 min before, refund is 537 kr.",
        excludes=["full refund of 1 074 kr"], now=now)
    add(sc, VALET, q,
        "Your refund for booking AV-8K4LM is 537 kr, and it has already been paid out.",
        ev, [C("booking AV-8K4LM", "IDENTIFIER_MISMATCH"), S("is 537 kr"),
             C("already been paid out", "RECORD_STATE_MISMATCH")],
        errors=["wrong_id", "wrong_state"],
        notes="The cancelled booking is AV-6H1ZN (AV-8K4LM is the December booking); refund status PROCESSING.",
        excludes=["booking AV-8K4LM", "already been paid out"], now=now)
    add(sc, VALET, q,
        "You cancelled AV-6H1ZN less than 24 hours before drop-off, so half of the 1 074 kr is refunded: 573 kr. "
        "It goes back to your Visa card within 3–7 working days.",
        ev, [S("less than 24 hours before drop-off"), S("half of the 1 074 kr is refunded"),
             C("573 kr", "AMOUNT_MISMATCH"), S("back to your Visa card within 3–7 working days")],
        errors=["wrong_amount"],
        notes="refund.amount_minor 53700 = 537 kr.",
        excludes=["573 kr"], includes=["537", "1 074"], now=now, repair=True)


s18(); s19(); s20(); s21()


# ---------------------------------------------------------------- S22 bike locker: moved to a new locker
def s22():
    sc, now = "locker-new-locker", "2026-05-19T07:50:00+02:00"
    q = "I moved to a new locker last week. Which locker is mine now, and what's the code?"
    ev = [
        {"id": "get_subscription#SH-SUB-20931", "kind": "record", "source": "tool:sykkelhvelv.subscriptions.get",
         "fields": {"subscription_id": "SH-SUB-20931", "customer": "Thea Nilsen",
                    "plan": {"code": "MONTHLY_STANDARD", "price_minor": 19900, "interval": "P1M"},
                    "status": "ACTIVE",
                    "locker": {"id": "L-117", "site": "Nationaltheatret", "row": "B", "size": "STANDARD"},
                    "previous_lockers": [{"id": "L-052", "site": "Nationaltheatret", "released_at": "2026-05-12"}],
                    "access": {"method": "APP_BLUETOOTH", "backup_pin_set": True},
                    "next_charge": "2026-06-01"}},
        {"id": "get_access_log#SH-SUB-20931", "kind": "record", "source": "tool:sykkelhvelv.access_log",
         "fields": {"time_zone": "Europe/Oslo", "events": [
             {"locker": "L-117", "event": "UNLOCK", "at": ep("2026-05-18T17:22:00+02:00")},
             {"locker": "L-117", "event": "LOCK", "at": ep("2026-05-18T17:23:10+02:00")},
             {"locker": "L-052", "event": "ACCESS_REVOKED", "at": ep("2026-05-12T12:00:00+02:00")}]}},
        {"id": "policy#locker-access", "kind": "policy", "revision": "2025-10",
         "text": ("For security, we never send PIN codes by email or chat; a backup PIN can be reset in the app "
                  "under Locker > Backup PIN. When you move to another locker, access to the old one is removed "
                  "the same day. The monthly price is charged on the 1st of each month.")},
    ]
    add(sc, LOCKER, q,
        "Hi Thea, your locker is now L-117 in row B at Nationaltheatret. Access to your old locker L-052 was "
        "removed on 12.05. For security we can't send the PIN by chat, but you can reset your backup PIN in the "
        "app under Locker > Backup PIN.",
        ev, [S("L-117 in row B at Nationaltheatret"), S("old locker L-052 was removed on 12.05"),
             S("we can't send the PIN by chat"), S("reset your backup PIN in the app under Locker > Backup PIN")],
        notes="Subscription locker L-117 row B; L-052 ACCESS_REVOKED 12.05; policy on PINs.",
        includes=["L-117"], now=now)
    add(sc, LOCKER, q,
        "Your current locker: L-117 (row B, Nationaltheatret), opened with the app via Bluetooth. It was last "
        "unlocked yesterday at 17:22. Next monthly charge: 199 kr on 1 June.",
        ev, [S("L-117 (row B, Nationaltheatret)"), S("opened with the app via Bluetooth"),
             S("last unlocked yesterday at 17:22"), S("199 kr on 1 June")],
        notes="access.method APP_BLUETOOTH; UNLOCK 18.05 17:22 local; price 19900, next_charge 2026-06-01.",
        includes=["L-117", "17:22"], now=now)
    add(sc, LOCKER, q,
        "Hi Thea, your locker is L-052 at Nationaltheatret, and you open it with the app.",
        ev, [C("your locker is L-052", "IDENTIFIER_MISMATCH", "VALUE_MISMATCH"), S("you open it with the app")],
        errors=["stale_value"],
        notes="L-052 is in previous_lockers (released 12.05); the current locker is L-117.",
        excludes=["locker is L-052"], now=now)
    add(sc, LOCKER, q,
        "Your locker L-117 was last opened yesterday at 15:22. Your backup PIN is the last four digits of your "
        "phone number.",
        ev, [C("last opened yesterday at 15:22", "DATE_MISMATCH", "VALUE_MISMATCH"),
             CI("the last four digits of your phone number", "CLAIM_WITHOUT_TOOL_EVIDENCE", "NO_POLICY_EVIDENCE",
                "NLI_NOT_ENTAILED", "NLI_CONTRADICTION")],
        errors=["unit_conversion", "invented_fact"],
        notes="UNLOCK epoch is 17:22 Oslo (15:22 UTC); nothing says what the backup PIN is, and PINs are never sent.",
        excludes=["at 15:22", "last four digits of your phone number"], now=now)
    add(sc, LOCKER, q,
        "Your locker is now L-117 in row B at Nationaltheatret. Your old locker L-052 can still be opened until "
        "the end of the month.",
        ev, [S("L-117 in row B at Nationaltheatret"),
             C("can still be opened until the end of the month", "RECORD_STATE_MISMATCH", "NLI_CONTRADICTION")],
        errors=["wrong_state"],
        notes="L-052 access was revoked on 12.05; policy removes old access the same day.",
        excludes=["can still be opened"], includes=["removed|revoked|no longer|12.05|12 May", "L-117"], now=now,
        repair=True)


# ---------------------------------------------------------------- S23 bike locker: day locker overstay
def s23():
    sc, now = "locker-day-overstay", "2026-03-02T12:15:00+01:00"
    q = "I left my bike in a day locker at Oslo S over the weekend. The app says I owe money. Why?"
    ev = [
        {"id": "list_rentals#CUST-SH-7734", "kind": "record", "source": "tool:sykkelhvelv.rentals.list",
         "fields": {"customer_id": "CUST-SH-7734", "time_zone": "Europe/Oslo", "rentals": [
             {"rental_id": "DR-0227-8841", "site": "Oslo S", "locker": "D-209", "type": "DAY_LOCKER",
              "started_at": ep("2026-02-27T08:10:00+01:00"), "ended_at": None, "status": "OVERSTAY",
              "included_hours": 24, "paid_minor": 3000,
              "overstay": {"periods_started": 3, "fee_per_period_minor": 5000, "accrued_minor": 15000},
              "removal_scheduled_at": "2026-03-06T08:10:00+01:00"},
             {"rental_id": "DR-0219-1022", "site": "Oslo S", "locker": "D-114", "type": "DAY_LOCKER",
              "started_at": ep("2026-02-19T07:55:00+01:00"), "ended_at": ep("2026-02-19T17:31:00+01:00"),
              "status": "ENDED", "paid_minor": 3000}]}},
        {"id": "policy#day-lockers", "kind": "policy", "revision": "2026-01",
         "text": ("A day locker costs 30 kr for up to 24 hours. After that, an overstay fee of 50 kr per started "
                  "24-hour period is added. Bikes left for more than 7 days are removed to our depot at Alnabru, "
                  "and a collection fee of 400 kr applies. Pay the overstay fee in the app to open the locker.")},
    ]
    add(sc, LOCKER, q,
        "Hi Emil, you rented day locker D-209 at Oslo S on Friday 27.02 at 08:10. The 30 kr you paid covers the "
        "first 24 hours; after that, 50 kr is added for each started 24-hour period. Three periods have started "
        "so far, so 150 kr is owed now. Once you pay it in the app, the locker opens.",
        ev, [S("day locker D-209 at Oslo S"), S("Friday 27.02 at 08:10"), S("The 30 kr you paid covers the first 24 hours"),
             S("50 kr is added for each started 24-hour period"), S("Three periods have started so far"),
             S("150 kr is owed now"), S("Once you pay it in the app, the locker opens")],
        notes="Rental DR-0227-8841 started 27.02 08:10, paid 3000, periods_started 3, accrued 15000; policy.",
        includes=["150 kr", "D-209"], now=now)
    add(sc, LOCKER, q,
        "The locker has been in overstay since Saturday morning (08:10), and 150 kr has built up at 50 kr a day. "
        "Please collect the bike before 06.03, or it will be moved to our Alnabru depot and a 400 kr collection "
        "fee applies.",
        ev, [S("in overstay since Saturday morning (08:10)"), S("150 kr has built up at 50 kr a day"),
             S("before 06.03"), S("moved to our Alnabru depot"), S("a 400 kr collection fee applies")],
        notes="24 h after 27.02 08:10 is Saturday 28.02 08:10; removal_scheduled_at 06.03; policy fee 400 kr.",
        includes=["150 kr", "06.03"], now=now)
    add(sc, LOCKER, q,
        "Hi Emil — one hundred and fifty kroner in overstay fees is owed on locker D-209 so far; pay it in the app "
        "and the door will open.",
        ev, [S("one hundred and fifty kroner in overstay fees is owed on locker D-209"),
             S("pay it in the app and the door will open")],
        notes="overstay.accrued_minor 15000; policy: pay in the app to open.",
        includes=["one hundred and fifty kroner"], now=now)
    add(sc, LOCKER, q,
        "Hi Emil, the overstay fee is 50 kr per day and you're three days over, so together with the 30 kr rental "
        "you owe 180 kr now. Bikes are moved to the depot after 14 days.",
        ev, [S("overstay fee is 50 kr per day"), S("you're three days over"),
             C("you owe 180 kr now", "AMOUNT_MISMATCH"), C("after 14 days", "NLI_CONTRADICTION")],
        errors=["wrong_arithmetic", "wrong_period"],
        notes="The 30 kr was already paid (paid_minor 3000), so 150 kr is owed; policy: removal after 7 days.",
        excludes=["owe 180 kr", "after 14 days"], now=now)
    add(sc, LOCKER, q,
        "Your day locker D-290 at Oslo S is in overstay, with 150 kr owed. If the bike is still there on 13.03, "
        "it will be moved to Alnabru.",
        ev, [C("day locker D-290", "IDENTIFIER_MISMATCH"), S("is in overstay, with 150 kr owed"),
             C("still there on 13.03", "DATE_MISMATCH")],
        errors=["wrong_id", "wrong_date"],
        notes="The locker is D-209; removal_scheduled_at is 2026-03-06.",
        excludes=["D-290", "13.03"], now=now)
    add(sc, LOCKER, q,
        "Your day locker D-209 has been in overstay since Saturday, and 150 kr is owed. If the bike isn't "
        "collected before 06.03, it goes to the Alnabru depot with a 250 kr collection fee.",
        ev, [S("in overstay since Saturday"), S("150 kr is owed"), S("before 06.03"),
             C("250 kr collection fee", "NLI_CONTRADICTION", "AMOUNT_MISMATCH")],
        errors=["wrong_amount"],
        notes="Policy: collection fee 400 kr.",
        excludes=["250 kr collection fee"], includes=["400", "150 kr"], now=now, repair=True)


# ---------------------------------------------------------------- S24 bike locker: e-bike charging on Standard
def s24():
    sc, now = "locker-ebike-socket", "2026-06-23T18:40:00+02:00"
    q = "Can I charge my e-bike battery in my locker? I'm on the standard plan."
    ev = [
        {"id": "get_subscription#SH-SUB-31877", "kind": "record", "source": "tool:sykkelhvelv.subscriptions.get",
         "fields": {"subscription_id": "SH-SUB-31877", "customer": "Magnus Berg",
                    "plan": {"code": "MONTHLY_STANDARD", "name": "Standard", "price_minor": 19900,
                             "features": ["SECURE_LOCKER", "APP_ACCESS", "INSURANCE_UP_TO_15000"]},
                    "locker": {"id": "L-044", "site": "Majorstuen", "has_socket": False}, "status": "ACTIVE"}},
        {"id": "list_plans#lockers", "kind": "record", "source": "tool:sykkelhvelv.plans.list",
         "fields": {"plans": [
             {"code": "MONTHLY_STANDARD", "name": "Standard", "price_minor": 19900,
              "features": ["SECURE_LOCKER", "APP_ACCESS", "INSURANCE_UP_TO_15000"]},
             {"code": "MONTHLY_ELSYKKEL", "name": "Elsykkel", "price_minor": 29900,
              "features": ["SECURE_LOCKER", "APP_ACCESS", "CHARGING_SOCKET_230V", "INSURANCE_UP_TO_40000"],
              "included_energy_kwh": 20}]}},
        {"id": "get_availability#MAJORSTUEN", "kind": "record", "source": "tool:sykkelhvelv.availability",
         "fields": {"site": "Majorstuen", "socket_lockers_free": 2, "next_free_ids": ["L-061", "L-063"],
                    "standard_lockers_free": 9}},
        {"id": "policy#ebike-charging", "kind": "policy", "revision": "2026-02",
         "text": ("Only lockers on the Elsykkel plan have a 230 V charging socket. Charging batteries in Standard "
                  "lockers is not allowed, for fire safety. You can switch plan in the app, and the new price "
                  "applies from the next monthly charge. Elsykkel includes up to 20 kWh of charging per month; "
                  "beyond that we bill 3,50 kr per kWh.")},
    ]
    add(sc, LOCKER, q,
        "Hi Magnus, your locker L-044 at Majorstuen is on the Standard plan and has no charging socket, and for "
        "fire safety batteries can't be charged in Standard lockers. If you switch to Elsykkel (299 kr a month "
        "instead of 199 kr), you get a 230 V socket and up to 20 kWh of charging each month. Two socket lockers "
        "are free at Majorstuen right now, L-061 and L-063.",
        ev, [S("is on the Standard plan"), S("has no charging socket"),
             S("batteries can't be charged in Standard lockers"), S("299 kr a month instead of 199 kr"),
             S("a 230 V socket and up to 20 kWh of charging each month"), S("Two socket lockers are free"),
             S("L-061 and L-063")],
        notes="locker.has_socket false; plan prices 19900/29900; Elsykkel included_energy_kwh 20; availability.",
        includes=["299 kr", "L-044"], now=now)
    add(sc, LOCKER, q,
        "Charging isn't possible on Standard. The Elsykkel plan, 299 kr/month, includes a 230 V socket; you can "
        "switch in the app, and the new price starts with the next monthly charge.",
        ev, [S("Charging isn't possible on Standard"), S("The Elsykkel plan, 299 kr/month, includes a 230 V socket"),
             S("you can switch in the app"), S("the new price starts with the next monthly charge")],
        notes="Policy and the Elsykkel plan record.",
        includes=["299 kr/month"], now=now)
    add(sc, LOCKER, q,
        "Hi Magnus, yes — Standard lockers include charging, so you can plug your battery into the socket in "
        "L-044.",
        ev, [C("Standard lockers include charging", "NLI_CONTRADICTION", "VALUE_MISMATCH"),
             C("plug your battery into the socket in L-044", "VALUE_MISMATCH", "NLI_CONTRADICTION")],
        errors=["unlisted_perk", "wrong_value"],
        notes="Standard features have no CHARGING_SOCKET_230V and the policy forbids charging there; L-044 has_socket false.",
        excludes=["Standard lockers include charging", "the socket in L-044"], now=now)
    add(sc, LOCKER, q,
        "Elsykkel costs 299 kr a month and includes up to 40 kWh of charging; after that it's 3,50 kr per kWh. The "
        "plan also raises your insurance cover to 40 000 kr.",
        ev, [S("Elsykkel costs 299 kr a month"), C("up to 40 kWh of charging", "VALUE_MISMATCH", "NLI_CONTRADICTION"),
             S("after that it's 3,50 kr per kWh"), S("raises your insurance cover to 40 000 kr")],
        errors=["wrong_quantity"],
        notes="included_energy_kwh 20 and the policy: up to 20 kWh; INSURANCE_UP_TO_40000 supports the cover.",
        excludes=["up to 40 kWh"], now=now)
    add(sc, LOCKER, q,
        "Your Standard locker L-044 has no charging socket. The Elsykkel plan includes a 230 V socket and costs "
        "249 kr a month.",
        ev, [S("L-044 has no charging socket"), S("includes a 230 V socket"),
             C("costs 249 kr a month", "AMOUNT_MISMATCH")],
        errors=["wrong_amount"],
        notes="MONTHLY_ELSYKKEL price_minor 29900.",
        excludes=["249 kr"], includes=["299", "L-044"], now=now, repair=True)


# ---------------------------------------------------------------- S25 bike locker: lost key card, fee waiver refused
def s25():
    sc, now = "locker-lost-keycard", "2026-10-27T13:00:00+01:00"
    q = "I lost my key card for the locker. Can you send a new one for free, and when will it arrive?"
    ev = [
        {"id": "get_keycard_order#KC-26-10881", "kind": "record", "source": "tool:sykkelhvelv.keycards.get",
         "fields": {"order_id": "KC-26-10881", "type": "REPLACEMENT_KEYCARD", "time_zone": "Europe/Oslo",
                    "old_card": {"uid": "04:9A:3C:11:7E:22:80", "status": "BLOCKED",
                                 "blocked_at": ep("2026-10-26T21:14:00+01:00")},
                    "new_card": {"status": "SHIPPED", "shipped_at": ep("2026-10-27T10:02:00+01:00"),
                                 "carrier": "POSTEN", "tracking": "70730259001847213"},
                    "fee_minor": 15000, "fee_status": "INVOICED"}},
        {"id": "get_subscription#SH-SUB-40112", "kind": "record", "source": "tool:sykkelhvelv.subscriptions.get",
         "fields": {"subscription_id": "SH-SUB-40112", "locker": {"id": "L-208", "site": "Lillestrøm stasjon"},
                    "plan": {"code": "MONTHLY_STANDARD"}, "access": {"methods": ["KEYCARD", "APP_BLUETOOTH"]},
                    "status": "ACTIVE"}},
        {"id": "waive_fee#call-1", "kind": "refused_call", "tool": "waive_fee", "decision": "DENY",
         "args": {"order_id": "KC-26-10881", "fee_minor": 15000, "reason": "LOST"}},
        {"id": "policy#keycards", "kind": "policy", "revision": "2025-10",
         "text": ("A lost key card is blocked as soon as you report it, so nobody else can use it. A replacement "
                  "card costs 150 kr, which is added to your next invoice; the fee is only waived if the card "
                  "stopped working because of a fault. Replacement cards are sent by letter post and usually "
                  "arrive in 2–4 working days. Until it arrives you can open your locker with the app.")},
    ]
    add(sc, LOCKER, q,
        "Hi Ida, your lost card was blocked last night at 21:14, so it can't be used by anyone else. A new card "
        "was sent by Posten this morning (tracking 70730259001847213) and usually arrives in 2–4 working days; "
        "until then you can open L-208 with the app. The 150 kr replacement fee will be on your next invoice. I "
        "can't waive it, as the fee is only waived when a card stops working because of a fault.",
        ev, [S("blocked last night at 21:14"), S("can't be used by anyone else"), S("sent by Posten this morning"),
             S("tracking 70730259001847213"), S("usually arrives in 2–4 working days"), S("open L-208 with the app"),
             S("150 kr replacement fee will be on your next invoice"), S("I can't waive it"),
             S("only waived when a card stops working because of a fault")],
        notes=("old_card BLOCKED 26.10 21:14 local; new_card SHIPPED 27.10 10:02; fee 15000 INVOICED; waive_fee "
               "DENY; policy."),
        includes=["150 kr", "70730259001847213"], now=now)
    add(sc, LOCKER, q,
        "New key card: shipped 27.10 at 10:02, Posten tracking 70730259001847213. Old card: blocked. Fee: 150 kr, "
        "invoiced (a waiver applies only to faulty cards).",
        ev, [S("shipped 27.10 at 10:02"), S("Posten tracking 70730259001847213"), S("Old card: blocked"),
             S("Fee: 150 kr, invoiced"), S("a waiver applies only to faulty cards")],
        notes="Key card order fields; policy on waivers.",
        includes=["10:02", "150 kr"], now=now)
    add(sc, LOCKER, q,
        "Hi Ida, your old card is blocked and a new one is on its way by Posten. I've waived the 150 kr fee this "
        "time.",
        ev, [S("your old card is blocked"), S("a new one is on its way by Posten"),
             C("I've waived the 150 kr fee this time", "NOT_EXECUTED")],
        errors=["refused_call_effect"],
        notes="waive_fee was refused (DENY) and fee_status is INVOICED.",
        excludes=["waived the 150 kr fee"], now=now)
    add(sc, LOCKER, q,
        "The new card was shipped today at 09:02 and will arrive within 1–2 working days.",
        ev, [C("shipped today at 09:02", "DATE_MISMATCH", "VALUE_MISMATCH"),
             C("within 1–2 working days", "NLI_CONTRADICTION")],
        errors=["unit_conversion", "wrong_period"],
        notes="shipped_at is 10:02 Oslo (CET; 09:02 UTC); policy: usually 2–4 working days.",
        excludes=["at 09:02", "within 1–2 working days"], now=now)
    add(sc, LOCKER, q,
        "Hi Ida, your replacement order number is 70730259001847213, and the new card is on its way by Posten. "
        "Your old card was blocked last night.",
        ev, [C("replacement order number is 70730259001847213", "IDENTIFIER_MISMATCH", "VALUE_MISMATCH"),
             S("the new card is on its way by Posten"), S("Your old card was blocked last night")],
        errors=["wrong_role"],
        notes="70730259001847213 is the Posten tracking number; the order is KC-26-10881.",
        excludes=["order number is 70730259001847213"], now=now)
    add(sc, LOCKER, q,
        "Your old card is blocked, and the new one was shipped today by Posten; it usually arrives in 2–4 working "
        "days. The replacement fee of 150 kr has been waived.",
        ev, [S("Your old card is blocked"), S("shipped today by Posten"), S("usually arrives in 2–4 working days"),
             C("The replacement fee of 150 kr has been waived", "NOT_EXECUTED")],
        errors=["refused_call_effect"],
        notes="waive_fee DENY; the fee is INVOICED.",
        excludes=["has been waived"],
        includes=["invoice|can't waive|cannot waive|could not|couldn't|unable|not able|not waived",
                  "2–4 working days|2-4 working days"], now=now, repair=True)


s22(); s23(); s24(); s25()


def main():
    with open(HERE / "cases.jsonl", "w", encoding="utf-8") as f:
        for line in CASES:
            f.write(json.dumps(line, ensure_ascii=False) + "\n")
    with open(HERE / "repair.jsonl", "w", encoding="utf-8") as f:
        for line in REPAIRS:
            f.write(json.dumps(line, ensure_ascii=False) + "\n")
    correct = sum(1 for c in CASES if not c["meta"]["errors"])
    print(f"cases {len(CASES)} (correct {correct}, wrong {len(CASES) - correct}); repair {len(REPAIRS)}")


if __name__ == "__main__":
    main()
