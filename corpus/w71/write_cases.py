#!/usr/bin/env python3
"""Writer w71: hand-written cases for six subscription businesses (en-BR, R$, America/Sao_Paulo).

Every draft, record and policy below is written individually per scenario. The helpers only
convert a local São Paulo wall-clock time to epoch seconds (the API's own form) and assemble the
JSON line; they also run a few self-checks (probe spans unique, excludes present, etc.).
"""
import json
import os
from datetime import datetime
from zoneinfo import ZoneInfo

SP = ZoneInfo("America/Sao_Paulo")
HERE = os.path.dirname(os.path.abspath(__file__))
API = "subscription-billing (Chargebee/Recurly-like)"

CASES = []
REPAIRS = []
NOW = [None]


def set_now(v):
    NOW[0] = v


def ep(local):
    """'2026-06-05 09:00' in São Paulo time -> epoch seconds."""
    return int(datetime.strptime(local, "%Y-%m-%d %H:%M").replace(tzinfo=SP).timestamp())


def S(span):
    return {"contains": span, "verdict_in": ["supported"]}


def C(span, *reasons):
    return {"contains": span, "verdict_in": ["contradicted"], "reason_in": list(reasons)}


def I(span, *reasons):
    return {"contains": span, "verdict_in": ["insufficient_evidence"], "reason_in": list(reasons)}


def CI(span, *reasons):
    return {"contains": span, "verdict_in": ["contradicted", "insufficient_evidence"], "reason_in": list(reasons)}


def NA(span):
    return {"contains": span, "verdict_in": ["not_applicable"]}


def rec(eid, source, fields):
    return {"id": eid, "kind": "record", "source": source, "fields": fields}


def pol(eid, text, revision=None):
    d = {"id": eid, "kind": "policy", "text": text}
    if revision:
        d["revision"] = revision
    return d


def psg(eid, text):
    return {"id": eid, "kind": "passage", "text": text}


def refused(eid, tool, decision, args):
    return {"id": eid, "kind": "refused_call", "tool": tool, "decision": decision, "args": args}


def add(num, scen, domain, question, draft, evidence, probes, *, now=None, errors=(), excludes=(),
        includes=(), notes="", repair=False):
    if repair:
        cid = f"w71-r{num:02d}-{scen}"
    else:
        cid = f"w71-{num:03d}-{scen}" + (f"-{errors[0].replace('_', '-')}" if errors else "")
    case = {"schema": "halcheck.case/1", "id": cid, "question": question, "draft": draft,
            "evidence": evidence}
    now = now or NOW[0]
    if now:
        case["now"] = now
    # --- self checks -------------------------------------------------------
    ids = [e["id"] for e in evidence]
    assert len(ids) == len(set(ids)), cid
    for p in probes:
        assert draft.count(p["contains"]) == 1, (cid, p["contains"], draft.count(p["contains"]))
    for x in excludes:
        assert x in draft, (cid, "exclude not in draft", x)
    wrong = [p for p in probes if "supported" not in p["verdict_in"] and "not_applicable" not in p["verdict_in"]]
    if repair:
        assert 1 <= len(errors) <= 2 and includes, cid
        assert not any(a in draft for a in includes[0].split("|")), (cid, "correction already in draft")
        for inc in includes[1:]:
            assert any(a in draft for a in inc.split("|")), (cid, "kept specific missing", inc)
        outcome = ["repaired"]
    elif errors:
        assert 1 <= len(errors) <= 3, cid
        outcome = None
    else:
        assert not wrong and not excludes, cid
        for inc in includes:
            assert inc in draft, (cid, inc)
        outcome = ["sent"]
    if errors:
        assert len(wrong) == len(errors), (cid, len(wrong), len(errors))
        for x in excludes:
            # an exclude must sit inside a wrong claim's sentence, never in a supported probe span
            for p in probes:
                if "supported" in p["verdict_in"]:
                    assert x not in p["contains"], (cid, x, p["contains"])
    line = {"case": case,
            "expect": {"probes": probes, "outcome_in": outcome, "final_excludes": list(excludes),
                       "final_includes": list(includes)},
            "meta": {"writer": "w71", "domain": domain, "scenario": scen, "api_family": API,
                     "errors": list(errors), "notes": notes}}
    (REPAIRS if repair else CASES).append(line)


# ===================================================================================================
# S01 sock subscription: next charge with add-on and coupon
# ===================================================================================================
def s01():
    d = "sock subscription"
    sc = "socks-next-charge"
    q = "Hi! When's my next sock box charge and how much will it be? I added gift wrap last week."
    ev = [
        rec("get_subscription#sub_PF8812", "tool:chargebee.retrieve_subscription", {
            "subscription": {
                "id": "sub_PF8812", "customer_id": "cus_PF_3391", "plan_id": "meias-trio-mensal",
                "plan_quantity": 1, "plan_unit_price": 5990, "currency_code": "BRL",
                "billing_period": 1, "billing_period_unit": "month", "status": "active",
                "current_term_start": ep("2026-05-05 09:00"), "current_term_end": ep("2026-06-05 09:00"),
                "next_billing_at": ep("2026-06-05 09:00"), "has_scheduled_changes": False,
                "addons": [{"id": "embrulho-presente", "quantity": 1, "unit_price": 790, "amount": 790}],
                "coupons": [{"coupon_id": "PEZINHO10", "apply_till": ep("2026-08-05 09:00"), "applied_count": 1}],
            },
            "customer": {"id": "cus_PF_3391", "first_name": "Júlia", "locale": "pt-BR"},
        }),
        rec("estimate_renewal#sub_PF8812", "tool:chargebee.renewal_estimate", {
            "estimate": {"next_invoice_estimate": {
                "date": ep("2026-06-05 09:00"), "currency_code": "BRL", "sub_total": 6780,
                "line_items": [
                    {"entity_id": "meias-trio-mensal", "description": "Meias Trio Mensal", "amount": 5990},
                    {"entity_id": "embrulho-presente", "description": "Embrulho para presente", "amount": 790}],
                "discounts": [{"entity_id": "PEZINHO10", "description": "PEZINHO10 - 10% off", "amount": 678}],
                "total": 6102, "amount_due": 6102}}}),
        rec("list_invoices#cus_PF_3391", "tool:chargebee.list_invoices", {
            "invoices": [{"id": "inv_PF_20260505", "date": ep("2026-05-05 09:00"), "status": "paid",
                          "total": 5391, "amount_paid": 5391, "amount_due": 0,
                          "line_items": [{"description": "Meias Trio Mensal", "amount": 5990},
                                         {"description": "PEZINHO10 - 10% off", "amount": -599}]}]}),
        pol("policy#coupons-addons", "Add-ons added in the middle of a term are billed from the next renewal; "
            "we don't prorate socks. Coupons on Pé de Festa plans apply to the whole recurring charge, add-ons "
            "included. A coupon keeps applying until its end date, then the regular price returns automatically.",
            "2026-03"),
    ]
    set_now("2026-05-28T10:15:00-03:00")
    add(1, sc, d, q,
        "Hi Júlia! Your next box will be charged on 05/06/2026: R$ 61,02 in total. That's R$ 59,90 for "
        "the Trio plus R$ 7,90 for the gift wrap, with your 10% PEZINHO10 coupon taking off R$ 6,78. 🧦",
        ev, [S("charged on 05/06/2026"), S("R$ 61,02 in total"), S("R$ 59,90 for the Trio"),
             S("R$ 7,90 for the gift wrap"), S("taking off R$ 6,78")],
        includes=["R$ 61,02", "05/06/2026"],
        notes="next_billing_at is 05/06 09:00 local; the estimate gives sub_total 6780, discount 678, total 6102.")
    add(2, sc, d, q,
        "Quick sock rundown 🧦\n- Next charge: 5 June\n- Amount: R$ 61,02 (your coupon covers the gift wrap too)\n"
        "- PEZINHO10 keeps working until 05/08/2026, then the regular price comes back automatically.",
        ev, [S("Next charge: 5 June"), S("Amount: R$ 61,02"), S("your coupon covers the gift wrap too"),
             S("keeps working until 05/08/2026"), S("the regular price comes back automatically")],
        includes=["R$ 61,02", "05/08/2026"],
        notes="coupon apply_till is 05/08/2026 09:00; the policy says coupons cover add-ons and the regular price "
              "returns after the end date.")
    add(3, sc, d, q,
        "Sixty-one reais and two centavos, on the fifth of June — gift wrap included and your coupon already applied!",
        ev, [S("Sixty-one reais and two centavos"), S("on the fifth of June"), S("gift wrap included"),
             S("your coupon already applied")],
        includes=["Sixty-one reais"],
        notes="estimate total 6102 with the PEZINHO10 discount; gift-wrap line 790 is in the estimate.")
    add(4, sc, d, q,
        "Hi Júlia! Your next box is charged on 05/06/2026. It'll be R$ 53,91, the same as last month. "
        "The gift wrap add-on will be prorated for the days left in this term.",
        ev, [S("charged on 05/06/2026"), C("It'll be R$ 53,91", "AMOUNT_MISMATCH"),
             C("prorated for the days left", "NLI_CONTRADICTION")],
        errors=["other_record_value", "wrong_policy_condition"],
        excludes=["R$ 53,91", "prorated for the days left"],
        notes="5391 is the paid May invoice, not the 6102 estimate; the policy says add-ons are billed from the "
              "next renewal and not prorated.")
    add(5, sc, d, q,
        "Your next charge is on 05/06/2026. R$ 59,90 for the Trio plus R$ 7,90 for gift wrap comes to R$ 67,80, "
        "and after your 10% coupon you'll pay R$ 60,02.",
        ev, [S("next charge is on 05/06/2026"), S("comes to R$ 67,80"), C("you'll pay R$ 60,02", "AMOUNT_MISMATCH")],
        errors=["wrong_arithmetic"], excludes=["R$ 60,02"],
        notes="67,80 minus 10% (6,78) is 61,02 (estimate total 6102), not 60,02.")
    add(1, sc, d, q,
        "Your next charge is on 05/06 for R$ 67,80 — the gift wrap is in there and the PEZINHO10 coupon is active "
        "until 05/08/2026.",
        ev, [S("next charge is on 05/06"), C("for R$ 67,80", "AMOUNT_MISMATCH"), S("the gift wrap is in there"),
             S("active until 05/08/2026")],
        errors=["wrong_amount"], excludes=["R$ 67,80"],
        includes=["R$ 61,02|61,02", "05/06|5 June", "05/08/2026|5 August"], repair=True,
        notes="6780 is the sub_total before the coupon; amount_due is 6102.")


# ===================================================================================================
# S02 sock subscription: scheduled pause
# ===================================================================================================
def s02():
    d = "sock subscription"
    sc = "socks-pause"
    q = "I'm travelling in July and August — can you pause my socks? Did it go through?"
    ev = [
        rec("pause_subscription#sub_PF6120", "tool:chargebee.pause_subscription", {
            "subscription": {
                "id": "sub_PF6120", "plan_id": "meias-duo-mensal", "plan_unit_price": 3990,
                "billing_period": 1, "billing_period_unit": "month", "status": "active",
                "next_billing_at": ep("2026-06-12 10:00"), "pause_date": ep("2026-07-01 00:00"),
                "resume_date": ep("2026-09-01 00:00"), "has_scheduled_changes": False},
            "event": {"event_type": "SUBSCRIPTION_PAUSE_SCHEDULED", "occurred_at": ep("2026-06-02 13:58")}}),
        rec("list_subscriptions#cus_PF_4470", "tool:chargebee.list_subscriptions", {
            "list": [
                {"subscription": {"id": "sub_PF6120", "plan_id": "meias-duo-mensal", "status": "active"}},
                {"subscription": {"id": "sub_PF9020", "plan_id": "meias-presente-trimestral",
                                  "status": "paused", "pause_date": ep("2026-04-20 00:00"),
                                  "resume_date": ep("2026-06-20 00:00"),
                                  "meta_data": {"gift_for": "Bia"}}}]}),
        pol("policy#pause", "You can resume early from your account page at any time. Subscriptions can be paused "
            "for one to three billing cycles at a time. While paused, no boxes ship and no charges are made. "
            "A scheduled pause starts on its pause date; anything billed before that date still ships."),
    ]
    set_now("2026-06-02T14:00:00-03:00")
    add(6, sc, d, q,
        "Good news, Rafael: your pause is booked! Your Duo plan pauses on 01/07/2026 and picks back up on "
        "01/09/2026. Your 12/06 box still gets billed (R$ 39,90) and ships as usual.",
        ev, [S("your pause is booked"), S("pauses on 01/07/2026"), S("picks back up on 01/09/2026"),
             S("Your 12/06 box still gets billed"), S("(R$ 39,90)"), S("ships as usual")],
        includes=["01/07/2026", "01/09/2026"],
        notes="pause_date 01/07, resume_date 01/09, next_billing_at 12/06 at 3990; the policy says anything billed "
              "before the pause date still ships.")
    add(7, sc, d, q,
        "All set — no socks and no charges for July and August; we'll restart on 1 September. Miss them sooner? "
        "You can resume early from your account page whenever you like.",
        ev, [S("no socks and no charges for July and August"), S("we'll restart on 1 September"),
             S("resume early from your account page")],
        includes=["1 September"],
        notes="pause 01/07 to 01/09 covers July and August; the policy says nothing ships or is charged while "
              "paused and early resume is allowed.")
    add(8, sc, d, q,
        "The pause has been scheduled for 1 July, and the subscription will be resumed on 1 September.",
        ev, [S("scheduled for 1 July"), S("resumed on 1 September")],
        includes=["1 July", "1 September"],
        notes="SUBSCRIPTION_PAUSE_SCHEDULED event with pause_date 01/07 and resume_date 01/09.")
    add(9, sc, d, q,
        "Hi Rafael! Your Duo plan is already paused, so you're all set. It'll resume on 01/09/2026.",
        ev, [C("Your Duo plan is already paused", "RECORD_STATE_MISMATCH"), S("resume on 01/09/2026")],
        errors=["wrong_state"], excludes=["is already paused"],
        notes="status is active with a pause scheduled for 01/07; only the gift subscription sub_PF9020 is paused.")
    add(10, sc, d, q,
        "Paused from 01/07 to 01/09 ✅ Heads up: pauses can run for up to six months, so you could stretch it "
        "through December if your trip gets longer.",
        ev, [S("Paused from 01/07 to 01/09"), C("pauses can run for up to six months", "NLI_CONTRADICTION"),
             C("stretch it through December", "NLI_CONTRADICTION")],
        errors=["wrong_policy_condition", "invented_promise"],
        excludes=["up to six months", "through December"],
        notes="the policy allows one to three billing cycles per pause (monthly plan), so six months and a "
              "July-December pause are both contradicted.")
    add(112, sc, d, q,
        "Your pause is booked, Rafael! The Duo plan pauses on 12/06 and picks back up on 01/09/2026.",
        ev, [S("Your pause is booked"), C("pauses on 12/06", "DATE_MISMATCH"), S("picks back up on 01/09/2026")],
        errors=["wrong_date"], excludes=["pauses on 12/06"],
        notes="pause_date is 01/07/2026; 12/06 is next_billing_at, and that box still ships.")
    add(2, sc, d, q,
        "Your pause runs from 01/07/2026 to 01/10/2026, and your 12/06 box will still ship.",
        ev, [C("to 01/10/2026", "DATE_MISMATCH"), S("your 12/06 box will still ship"), S("from 01/07/2026")],
        errors=["wrong_date"], excludes=["01/10/2026"],
        includes=["01/09|1 September|September 1", "01/07"], repair=True,
        notes="resume_date is 01/09/2026.")


# ===================================================================================================
# S03 sock subscription: cancel at term end done, refund escalated
# ===================================================================================================
def s03():
    d = "sock subscription"
    sc = "socks-cancel-refund"
    q = "Please cancel my sock subscription and refund this quarter, the box hasn't even shipped."
    ev = [
        rec("cancel_subscription#sub_PF7740", "tool:chargebee.cancel_subscription", {
            "subscription": {
                "id": "sub_PF7740", "plan_id": "meias-solo-trimestral", "plan_unit_price": 14970,
                "billing_period": 3, "billing_period_unit": "month", "status": "non_renewing",
                "current_term_start": ep("2026-05-20 08:00"), "current_term_end": ep("2026-08-20 08:00"),
                "cancelled_at": ep("2026-08-20 08:00"), "cancel_schedule_created_at": ep("2026-05-29 11:16"),
                "end_of_term": True}}),
        rec("retrieve_invoice#inv_PF_0520", "tool:chargebee.retrieve_invoice", {
            "invoice": {"id": "inv_PF_0520", "subscription_id": "sub_PF7740", "date": ep("2026-05-20 08:00"),
                        "status": "paid", "paid_at": ep("2026-05-20 08:14"), "total": 14970,
                        "amount_paid": 14970, "amount_due": 0, "credits_applied": 0}}),
        rec("list_orders#sub_PF7740", "tool:chargebee.list_orders", {
            "orders": [{"id": "ord_PF_51903", "invoice_id": "inv_PF_0520", "status": "awaiting_shipment",
                        "fulfillment_status": "PACKED", "shipping_date": ep("2026-06-03 12:00")},
                       {"id": "ord_PF_48811", "invoice_id": "inv_PF_0220", "status": "delivered",
                        "delivered_at": ep("2026-02-27 15:40")}]}),
        refused("create_credit_note#call-3", "chargebee.create_credit_note", "ESCALATE",
                {"reference_invoice_id": "inv_PF_0520", "total": 14970, "type": "REFUNDABLE",
                 "create_reason_code": "SUBSCRIPTION_CANCELLATION"}),
        pol("policy#cancel-refund", "Cancelling stops future renewals; the current term runs to its end date and "
            "boxes already paid for still ship. Refunds for a paid term are only issued when the term's first box "
            "has not been dispatched and a team lead approves the request. Approved refunds go back to the "
            "original card within 7 business days.", "v4"),
    ]
    set_now("2026-05-29T11:20:00-03:00")
    add(11, sc, d, q,
        "Done on the cancellation side: your quarterly plan won't renew after 20/08/2026. The R$ 149,70 refund "
        "needs a team lead's sign-off, so I've sent it for review.",
        ev, [S("won't renew after 20/08/2026"), S("needs a team lead's sign-off"), S("I've sent it for review")],
        includes=["20/08/2026", "review"],
        notes="status non_renewing with current_term_end 20/08; create_credit_note was ESCALATEd; the policy needs "
              "team-lead approval.")
    add(12, sc, d, q,
        "Your subscription is now set to end on 20 August — no more renewals after that, and your packed box still "
        "ships. I wasn't able to issue the R$ 149,70 refund myself; it's been escalated for approval, and if it's "
        "approved the money goes back to your card within 7 business days.",
        ev, [S("set to end on 20 August"), S("no more renewals after that"), S("your packed box still ships"),
             S("I wasn't able to issue the R$ 149,70 refund myself"), S("escalated for approval"),
             S("within 7 business days")],
        includes=["20 August", "escalated"],
        notes="non_renewing to 20/08; order ord_PF_51903 is PACKED and the policy says paid boxes still ship; "
              "the credit note call was escalated; the policy gives 7 business days.")
    add(13, sc, d, q,
        "Your plan won't renew after 20/08/2026, and I've refunded the R$ 149,70 to your card — it should show "
        "within 7 business days.",
        ev, [S("won't renew after 20/08/2026"), C("I've refunded the R$ 149,70", "NOT_EXECUTED"),
             S("within 7 business days")],
        errors=["refused_call_effect"], excludes=["I've refunded the R$ 149,70"],
        notes="create_credit_note was escalated, not executed.")
    add(14, sc, d, q,
        "Your subscription has been cancelled with immediate effect, so the May box won't ship. The R$ 149,70 "
        "refund has been passed to a team lead for approval.",
        ev, [C("cancelled with immediate effect", "RECORD_STATE_MISMATCH"),
             C("the May box won't ship", "NLI_CONTRADICTION", "RECORD_STATE_MISMATCH"),
             S("passed to a team lead for approval")],
        errors=["wrong_state", "wrong_policy_condition"],
        excludes=["cancelled with immediate effect", "won't ship"],
        notes="end_of_term cancel: status non_renewing until 20/08; the order is PACKED and the policy says paid "
              "boxes still ship.")
    add(3, sc, d, q,
        "Your plan is set to stop renewing after 20/08/2026, and your R$ 149,70 refund has been processed.",
        ev, [S("stop renewing after 20/08/2026"), C("refund has been processed", "NOT_EXECUTED")],
        errors=["refused_call_effect"], excludes=["refund has been processed"],
        includes=["escalated|review|could not|couldn't|unable|not able|approval", "20/08"], repair=True,
        notes="the refund call was ESCALATEd.")


# ===================================================================================================
# S04 sock subscription: perks on a monthly plan, birthday pair condition
# ===================================================================================================
def s04():
    d = "sock subscription"
    sc = "socks-plan-perks"
    q = "Does my sock plan come with free shipping? And will I get the birthday pair in September?"
    ev = [
        rec("get_subscription#sub_PF9931", "tool:chargebee.retrieve_subscription", {
            "subscription": {
                "id": "sub_PF9931", "plan_id": "meias-trio-mensal", "plan_unit_price": 5990,
                "billing_period": 1, "billing_period_unit": "month", "status": "active",
                "started_at": ep("2026-07-02 10:00"), "next_billing_at": ep("2026-09-02 10:00"),
                "addons": [{"id": "frete-padrao", "quantity": 1, "unit_price": 1290, "amount": 1290}]},
            "customer": {"id": "cus_PF_8021", "first_name": "Tatiane", "meta_data": {"birth_date": "1994-09-17"}}}),
        rec("retrieve_plan#meias-trio-mensal", "tool:chargebee.retrieve_plan", {
            "plan": {"id": "meias-trio-mensal", "name": "Trio Mensal", "price": 5990, "period": 1,
                     "period_unit": "month", "meta_data": {"included_features": ["EARLY_ACCESS_DROPS", "BIRTHDAY_PAIR"]}}}),
        rec("retrieve_plan#meias-trio-anual", "tool:chargebee.retrieve_plan", {
            "plan": {"id": "meias-trio-anual", "name": "Trio Anual", "price": 59900, "period": 1,
                     "period_unit": "year",
                     "meta_data": {"included_features": ["FREE_SHIPPING", "BIRTHDAY_PAIR", "EARLY_ACCESS_DROPS"]}}}),
        pol("policy#birthday-pair", "Limited-edition colours vary from year to year. The birthday pair ships in the box "
            "billed in your birthday month, as long as the subscription has been active for at least 3 full months "
            "by then. Plans that list the birthday pair get it once a year."),
    ]
    set_now("2026-08-20T16:40:00-03:00")
    add(15, sc, d, q,
        "Hi Tatiane! Your Trio Mensal plan doesn't include free shipping — standard delivery is an R$ 12,90 add-on "
        "on each box. The birthday pair is part of your plan, but it only ships once the subscription has been "
        "active for 3 full months, so it won't be in the box billed on 02/09.",
        ev, [S("doesn't include free shipping"), S("R$ 12,90 add-on"), S("The birthday pair is part of your plan"),
             S("active for 3 full months"), S("it won't be in the box billed on 02/09")],
        includes=["R$ 12,90", "02/09"],
        notes="plan features lack FREE_SHIPPING and frete-padrao 1290 is billed; started 02/07 so by the 02/09 box "
              "it is 2 months old, short of the policy's 3 months.")
    add(16, sc, d, q,
        "- Shipping: R$ 12,90 per box (add-on)\n- Early access to new drops: included ✅\n- Birthday pair: not this "
        "September — your plan started on 02/07/2026, so it'll still be under the 3-month mark.",
        ev, [S("Shipping: R$ 12,90 per box"), S("Early access to new drops: included"),
             S("Birthday pair: not this September"), S("your plan started on 02/07/2026"),
             S("under the 3-month mark")],
        includes=["R$ 12,90", "02/07/2026"],
        notes="frete-padrao add-on 1290; EARLY_ACCESS_DROPS listed; started_at 02/07; 3-month rule from the policy.")
    add(17, sc, d, q,
        "Great news — your plan includes free shipping, so there's nothing extra on delivery. Early access to new "
        "drops is included too!",
        ev, [C("your plan includes free shipping", "VALUE_MISMATCH", "NLI_CONTRADICTION"),
             C("nothing extra on delivery", "AMOUNT_MISMATCH", "VALUE_MISMATCH"),
             S("Early access to new drops is included")],
        errors=["unlisted_perk", "wrong_amount"],
        excludes=["includes free shipping", "nothing extra on delivery"],
        notes="FREE_SHIPPING is only on the annual plan; this subscription pays the frete-padrao add-on (1290).")
    add(18, sc, d, q,
        "Your next box is billed on 02/09, and since the Trio Mensal includes the birthday pair, it'll be in "
        "that September box! 🎂",
        ev, [S("billed on 02/09"), S("the Trio Mensal includes the birthday pair"),
             CI("it'll be in that September box", "NLI_CONTRADICTION", "VALUE_MISMATCH", "NLI_NOT_ENTAILED")],
        errors=["condition_unmet"], excludes=["it'll be in that September box"],
        notes="the subscription started 02/07, so on 02/09 it is not 3 full months old; the policy condition fails.")
    add(4, sc, d, q,
        "Your plan comes with early access to drops and free shipping, and your next box is billed on 02/09.",
        ev, [S("early access to drops"), C("free shipping", "VALUE_MISMATCH", "NLI_CONTRADICTION"),
             S("billed on 02/09")],
        errors=["unlisted_perk"], excludes=["and free shipping"],
        includes=["R$ 12,90|12,90|shipping add-on|doesn't include free shipping|does not include free shipping|"
                  "not include free shipping|no free shipping", "02/09|2 September"], repair=True,
        notes="free shipping is not a feature of meias-trio-mensal; shipping is the 1290 add-on.")


# ===================================================================================================
# S05 razor subscription: scheduled plan change to 8-blade refill
# ===================================================================================================
def s05():
    d = "razor subscription"
    sc = "razor-refill-change"
    q = "I switched to the 8-blade pack yesterday. When does it start and what will I pay?"
    ev = [
        rec("get_subscription#LC-SUB-20417", "tool:chargebee.retrieve_subscription", {
            "subscription": {
                "id": "LC-SUB-20417", "plan_id": "refil-4-laminas-bimestral", "plan_unit_price": 4490,
                "billing_period": 2, "billing_period_unit": "month", "status": "active",
                "current_term_start": ep("2026-04-18 08:00"), "current_term_end": ep("2026-06-18 08:00"),
                "next_billing_at": ep("2026-06-18 08:00"), "has_scheduled_changes": True,
                "addons": [{"id": "gel-barbear-150ml", "quantity": 1, "unit_price": 2490}]}}),
        rec("retrieve_with_scheduled_changes#LC-SUB-20417", "tool:chargebee.retrieve_with_scheduled_changes", {
            "subscription": {
                "id": "LC-SUB-20417", "plan_id": "refil-8-laminas-bimestral", "plan_unit_price": 7990,
                "billing_period": 2, "billing_period_unit": "month",
                "changes_scheduled_at": ep("2026-06-18 08:00"),
                "addons": [{"id": "gel-barbear-150ml", "quantity": 1, "unit_price": 2490}]}}),
        rec("list_invoices#LC-SUB-20417", "tool:chargebee.list_invoices", {
            "invoices": [{"id": "LC-INV-29102", "date": ep("2026-04-18 08:00"), "status": "paid", "total": 6980,
                          "line_items": [{"description": "Refil 4 lâminas (bimestral)", "amount": 4490},
                                         {"description": "Gel de barbear 150ml", "amount": 2490}]}]}),
        pol("policy#plan-changes", "Plan changes made mid-term are scheduled for the next renewal, so the current "
            "pack isn't re-billed. The new price applies from the first charge after the change. You can cancel a "
            "scheduled change any time before it takes effect."),
    ]
    set_now("2026-06-04T16:45:00-03:00")
    add(19, sc, d, q,
        "Hi Caio! The 8-blade pack kicks in at your next renewal on 18/06/2026. From then on each two-monthly "
        "charge will be R$ 104,80: R$ 79,90 for the blades plus R$ 24,90 for your shaving gel.",
        ev, [S("kicks in at your next renewal on 18/06/2026"), S("will be R$ 104,80"), S("R$ 79,90 for the blades"),
             S("R$ 24,90 for your shaving gel")],
        includes=["18/06/2026", "R$ 104,80"],
        notes="scheduled version: plan 7990 + gel 2490 every 2 months from changes_scheduled_at 18/06.")
    add(20, sc, d, q,
        "Your switch is scheduled, not live yet: until 18 June you stay on the 4-blade refill. Changed your mind? "
        "You can still cancel the change before it takes effect.",
        ev, [S("Your switch is scheduled, not live yet"), S("until 18 June you stay on the 4-blade refill"),
             S("cancel the change before it takes effect")],
        includes=["18 June"],
        notes="has_scheduled_changes true; current plan refil-4-laminas until 18/06; the policy allows cancelling "
              "a scheduled change.")
    add(21, sc, d, q,
        "8 blades from 18/06, R$ 79,90 every two months (gel extra at R$ 24,90).",
        ev, [S("8 blades from 18/06"), S("R$ 79,90 every two months"), S("gel extra at R$ 24,90")],
        includes=["R$ 79,90"],
        notes="scheduled plan refil-8-laminas-bimestral 7990, period 2 months; gel add-on 2490.")
    add(22, sc, d, q,
        "Your new 8-blade pack starts on 18/06. Your next charge will be R$ 69,80, the same as your April invoice.",
        ev, [S("starts on 18/06"), C("R$ 69,80", "AMOUNT_MISMATCH")],
        errors=["stale_value"], excludes=["R$ 69,80"],
        notes="6980 is the April invoice on the old 4-blade plan; the 18/06 charge is 7990 + 2490 = 10480.")
    add(23, sc, d, q,
        "The change is already live on your account! From 18/06 you'll get the 8-blade refill every month at R$ 79,90.",
        ev, [C("already live on your account", "RECORD_STATE_MISMATCH"), S("From 18/06"),
             C("every month at R$ 79,90", "VALUE_MISMATCH")],
        errors=["wrong_state", "wrong_period"], excludes=["already live", "every month"],
        notes="the change is scheduled (has_scheduled_changes true), and billing_period is 2 months.")
    add(5, sc, d, q,
        "The 8-blade refill starts with your 18/06 renewal at R$ 79,90 every two months, and your gel add-on "
        "stays at R$ 29,90.",
        ev, [S("starts with your 18/06 renewal"), S("R$ 79,90 every two months"),
             C("stays at R$ 29,90", "AMOUNT_MISMATCH")],
        errors=["wrong_amount"], excludes=["R$ 29,90"],
        includes=["R$ 24,90|24,90", "R$ 79,90"], repair=True,
        notes="gel-barbear-150ml unit_price is 2490.")
    add(6, sc, d, q,
        "Your 8-blade pack is active now, and your next charge on 18/06 will be R$ 104,80.",
        ev, [C("active now", "RECORD_STATE_MISMATCH"), S("next charge on 18/06 will be R$ 104,80")],
        errors=["wrong_state"], excludes=["active now"],
        includes=["scheduled|from 18/06|starts on 18/06|at your next renewal|not live|takes effect", "R$ 104,80"],
        repair=True,
        notes="the change is scheduled for 18/06; the current plan is still the 4-blade refill.")


# ===================================================================================================
# S06 razor subscription: trial end and welcome coupon (UTC trap)
# ===================================================================================================
def s06():
    d = "razor subscription"
    sc = "razor-trial-end"
    q = "I'm on the free trial — when do you charge me and how much?"
    ev = [
        rec("get_subscription#LC-SUB-31877", "tool:chargebee.retrieve_subscription", {
            "subscription": {
                "id": "LC-SUB-31877", "plan_id": "kit-inicial-lamina-mensal", "plan_unit_price": 3490,
                "billing_period": 1, "billing_period_unit": "month", "status": "in_trial",
                "trial_start": ep("2026-05-20 22:15"), "trial_end": ep("2026-06-03 22:15"),
                "next_billing_at": ep("2026-06-03 22:15"),
                "coupons": [{"coupon_id": "BEMVINDO50", "apply_till": ep("2026-07-03 22:15"), "applied_count": 0}]},
            "customer": {"id": "cus_LC_5530", "first_name": "Bruno", "preferred_currency_code": "BRL"}}),
        rec("retrieve_coupon#BEMVINDO50", "tool:chargebee.retrieve_coupon", {
            "coupon": {"id": "BEMVINDO50", "discount_type": "percentage", "discount_percentage": 50.0,
                       "duration_type": "limited_period", "period": 1, "period_unit": "month",
                       "apply_on": "invoice_amount", "status": "active"}}),
        rec("estimate#LC-SUB-31877", "tool:chargebee.renewal_estimate", {
            "estimate": {"next_invoice_estimate": {"date": ep("2026-06-03 22:15"), "sub_total": 3490,
                                                   "discounts": [{"entity_id": "BEMVINDO50", "amount": 1745}],
                                                   "total": 1745, "amount_due": 1745}}}),
        psg("kb#how-trials-work", "How trials work\nYour Lâmina Club trial lasts 14 days and includes a handle and "
            "two cartridges.\nWe'll email you 3 days before your trial ends.\nCancel before the trial end time and "
            "you won't be charged."),
        pol("policy#trial-billing", "Trial kits are free. The first charge happens when the trial ends, at the exact "
            "time shown in your account. Welcome coupons apply to the first paid invoice only."),
    ]
    set_now("2026-06-01T09:00:00-03:00")
    add(24, sc, d, q,
        "Hey Bruno! Your trial ends on Wednesday, 03/06 at 22:15, and that's when your first charge of R$ 17,45 "
        "goes through — the BEMVINDO50 coupon halves the usual R$ 34,90.",
        ev, [S("Your trial ends on Wednesday, 03/06 at 22:15"), S("first charge of R$ 17,45"),
             S("halves the usual R$ 34,90")],
        includes=["22:15", "R$ 17,45"],
        notes="trial_end is 03/06 22:15 São Paulo (01:15 UTC on 04/06); estimate total 1745; plan price 3490 with "
              "50% coupon.")
    add(25, sc, d, q,
        "You're in your free trial until 3 June, 22:15 (São Paulo time). First charge: R$ 17,45. Cancel before "
        "then and you won't pay anything.",
        ev, [S("free trial until 3 June, 22:15"), S("First charge: R$ 17,45"), S("you won't pay anything")],
        includes=["3 June", "R$ 17,45"],
        notes="status in_trial, trial_end 03/06 22:15 local; the KB passage says cancelling before the trial end "
              "means no charge.")
    add(26, sc, d, q,
        "In two days, on 03/06 at 22:15, your trial turns into the monthly plan at half price for the first month "
        "(R$ 17,45). After that it's R$ 34,90 a month.",
        ev, [S("In two days, on 03/06 at 22:15"), S("half price for the first month"), S("(R$ 17,45)"),
             S("After that it's R$ 34,90 a month")],
        includes=["R$ 17,45", "R$ 34,90"],
        notes="now is 01/06 so 03/06 is in two days; the coupon is 50% for a 1-month limited period.")
    add(27, sc, d, q,
        "Your trial ends on 04/06 at 01:15, and your first charge will be R$ 17,45 thanks to the welcome coupon.",
        ev, [C("ends on 04/06 at 01:15", "DATE_MISMATCH"), S("your first charge will be R$ 17,45")],
        errors=["unit_conversion"], excludes=["04/06 at 01:15"],
        notes="04/06 01:15 is trial_end in UTC; in São Paulo it is 03/06 22:15.")
    add(28, sc, d, q,
        "Your first charge of R$ 17,45 happens on 03/06 when the trial ends. The 50% welcome discount applies to "
        "your first three months, so you'll pay R$ 17,45 until September.",
        ev, [S("first charge of R$ 17,45 happens on 03/06"),
             C("applies to your first three months", "VALUE_MISMATCH", "NLI_CONTRADICTION"),
             C("until September", "VALUE_MISMATCH", "DATE_MISMATCH", "AMOUNT_MISMATCH")],
        errors=["wrong_period", "wrong_amount"], excludes=["first three months", "until September"],
        notes="coupon period is 1 month (apply_till 03/07) and the policy says first paid invoice only; the "
              "July and August charges are 3490.")
    add(7, sc, d, q,
        "Your trial runs until 03/06 at 22:15, and your first charge will be R$ 34,90 with the welcome coupon applied.",
        ev, [S("until 03/06 at 22:15"), C("R$ 34,90 with the welcome coupon applied", "AMOUNT_MISMATCH")],
        errors=["wrong_amount"], excludes=["R$ 34,90 with the welcome coupon"],
        includes=["R$ 17,45|17,45", "22:15|10:15 PM|10:15 pm"], repair=True,
        notes="estimate amount_due is 1745 after the 50% coupon.")


# ===================================================================================================
# S07 razor subscription: duplicate charge refunded via credit note
# ===================================================================================================
def s07():
    d = "razor subscription"
    sc = "razor-duplicate-charge"
    q = "I got charged twice in May for my razor refill! What happened?"
    ev = [
        rec("list_invoices#LC-SUB-18830", "tool:chargebee.list_invoices", {
            "invoices": [
                {"id": "LC-INV-30871", "date": ep("2026-05-08 08:00"), "status": "paid", "total": 5980,
                 "amount_paid": 5980, "line_items": [{"description": "Refil 4 lâminas mensal", "amount": 3490},
                                                     {"description": "Gel de barbear 150ml", "amount": 2490}]},
                {"id": "LC-INV-30904", "date": ep("2026-05-08 08:03"), "status": "paid", "total": 5980,
                 "amount_paid": 5980, "line_items": [{"description": "Refil 4 lâminas mensal", "amount": 3490},
                                                     {"description": "Gel de barbear 150ml", "amount": 2490}]},
                {"id": "LC-INV-29455", "date": ep("2026-04-08 08:00"), "status": "paid", "total": 5980}]}),
        rec("list_credit_notes#LC-SUB-18830", "tool:chargebee.list_credit_notes", {
            "credit_notes": [{"id": "LC-CN-1187", "reference_invoice_id": "LC-INV-30904", "type": "REFUNDABLE",
                              "reason_code": "OTHER", "create_reason_code": "DUPLICATE_CHARGE",
                              "status": "refunded", "total": 5980, "amount_refunded": 5980,
                              "refunded_at": ep("2026-05-12 14:20"),
                              "linked_refunds": [{"txn_id": "txn_LC_88410", "txn_status": "SUCCESS",
                                                  "txn_amount": 5980}]}]}),
        pol("policy#duplicate-charges", "We don't add credits to the account for duplicates unless the customer asks. "
            "When a duplicate charge is confirmed, the second charge is refunded in full to the card it came from. "
            "Card refunds can take up to 2 statement cycles to show, depending on the bank."),
    ]
    set_now("2026-05-14T10:00:00-03:00")
    add(29, sc, d, q,
        "Sorry about that, Leandro! You were charged R$ 59,80 twice on 08/05 (invoices LC-INV-30871 and "
        "LC-INV-30904). The second one was refunded in full on 12/05 under credit note LC-CN-1187. Depending on "
        "your bank, it can take up to two statement cycles to show up.",
        ev, [S("charged R$ 59,80 twice on 08/05"), S("invoices LC-INV-30871 and LC-INV-30904"),
             S("refunded in full on 12/05"), S("under credit note LC-CN-1187"), S("up to two statement cycles")],
        includes=["LC-CN-1187", "12/05"],
        notes="two paid 5980 invoices on 08/05; credit note LC-CN-1187 against LC-INV-30904 refunded 12/05; the "
              "policy says up to 2 statement cycles.")
    add(30, sc, d, q,
        "Good news: the duplicate R$ 59,80 has already gone back to your card (refunded on 12 May). Your first May "
        "invoice, LC-INV-30871, stands as your normal monthly charge.",
        ev, [S("the duplicate R$ 59,80 has already gone back to your card"), S("refunded on 12 May"),
             S("Your first May invoice, LC-INV-30871")],
        includes=["R$ 59,80", "12 May"],
        notes="LC-CN-1187 status refunded on 12/05 for 5980; LC-INV-30871 is the first of the two 08/05 invoices.")
    add(31, sc, d, q,
        "The duplicate R$ 59,80 charge was refunded on 12/05 — your refund reference is LC-INV-30904 if your bank "
        "asks for it.",
        ev, [S("refunded on 12/05"), C("your refund reference is LC-INV-30904", "IDENTIFIER_MISMATCH")],
        errors=["wrong_role"], excludes=["refund reference is LC-INV-30904"],
        notes="LC-INV-30904 is the duplicate invoice; the refund is credit note LC-CN-1187 (txn_LC_88410).")
    add(32, sc, d, q,
        "So sorry, Leandro! The duplicate charge was R$ 34,90 and we refunded it on 12/05. It should be back on "
        "your card within 5 business days.",
        ev, [C("The duplicate charge was R$ 34,90", "AMOUNT_MISMATCH"), S("we refunded it on 12/05"),
             C("within 5 business days", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
        errors=["wrong_amount", "wrong_policy_condition"],
        excludes=["charge was R$ 34,90", "within 5 business days"],
        notes="the duplicate invoice total is 5980 (3490 is the refill line only); the policy says up to 2 "
              "statement cycles.")
    add(8, sc, d, q,
        "The second R$ 59,80 charge from 08/05 was refunded on 15/05 under credit note LC-CN-1187.",
        ev, [S("R$ 59,80 charge from 08/05"), C("refunded on 15/05", "DATE_MISMATCH"), S("credit note LC-CN-1187")],
        errors=["wrong_date"], excludes=["15/05"],
        includes=["12/05|12 May", "LC-CN-1187"], repair=True,
        notes="refunded_at is 12/05 14:20.")


# ===================================================================================================
# S08 razor subscription: address changed, spare handle refused
# ===================================================================================================
def s08():
    d = "razor subscription"
    sc = "razor-address-handle"
    q = "Can you send my next refill to my office instead? And add an extra handle to that box, please."
    ev = [
        rec("update_subscription#LC-SUB-40266", "tool:chargebee.update_subscription", {
            "subscription": {
                "id": "LC-SUB-40266", "plan_id": "refil-4-laminas-mensal", "plan_unit_price": 3490,
                "status": "active", "next_billing_at": ep("2026-07-01 08:00"),
                "shipping_address": {"line1": "Av. Brigadeiro Faria Lima, 3477", "line2": "14º andar",
                                     "city": "São Paulo", "state_code": "SP", "zip": "04538-133",
                                     "country": "BR"},
                "updated_at": ep("2026-06-22 15:10")}}),
        rec("get_subscription#LC-SUB-40266@15:02", "tool:chargebee.retrieve_subscription", {
            "fetched_at": ep("2026-06-22 15:02"),
            "subscription": {"id": "LC-SUB-40266", "shipping_address": {
                "line1": "Rua Augusta, 1520", "line2": "apto 83", "city": "São Paulo", "state_code": "SP",
                "zip": "01304-001", "country": "BR"}}}),
        refused("create_unbilled_charge#call-2", "chargebee.add_charge_at_term_end", "DENY",
                {"subscription_id": "LC-SUB-40266", "item_price_id": "cabo-metal-extra", "amount": 8990}),
        pol("policy#address-extras", "Address changes made at least 3 days before the next billing date apply to "
            "that box. One-off extras like spare handles must be added by the customer in the app under 'Extras'; "
            "support can't add hardware charges. Spare handles cost R$ 89,90."),
    ]
    set_now("2026-06-22T15:12:00-03:00")
    add(33, sc, d, q,
        "Done! Your 01/07 refill will go to Av. Brigadeiro Faria Lima, 3477, 14º andar. I couldn't add the spare "
        "handle from here — you can grab it in the app under 'Extras' for R$ 89,90.",
        ev, [S("Your 01/07 refill will go to Av. Brigadeiro Faria Lima, 3477"), S("14º andar"),
             S("I couldn't add the spare handle"), S("in the app under 'Extras'"), S("for R$ 89,90")],
        includes=["Faria Lima", "couldn't"],
        notes="updated shipping_address; next_billing_at 01/07 is 8 days away (>= 3 days); the charge call was "
              "DENYed; the policy sends customers to the app and prices handles at R$ 89,90.")
    add(34, sc, d, q,
        "Your shipping address is now the Faria Lima office (CEP 04538-133), in time for the 1 July box. Spare "
        "handles have to be added by you in the app, so I wasn't able to add one.",
        ev, [S("now the Faria Lima office"), S("CEP 04538-133"), S("in time for the 1 July box"),
             S("have to be added by you in the app"), S("I wasn't able to add one")],
        includes=["04538-133"],
        notes="zip 04538-133 on the updated record; 22/06 is more than 3 days before 01/07.")
    add(35, sc, d, q,
        "All sorted: your next refill goes to the office on Faria Lima, and I've added a spare handle (R$ 89,90) "
        "to that same box.",
        ev, [S("your next refill goes to the office on Faria Lima"),
             C("I've added a spare handle", "NOT_EXECUTED")],
        errors=["refused_call_effect"], excludes=["I've added a spare handle"],
        notes="add_charge_at_term_end for cabo-metal-extra was DENYed.")
    add(36, sc, d, q,
        "Your 01/07 box will ship to Rua Augusta, 1520, apto 83. I've also upgraded it to express delivery at no "
        "cost. The spare handle has to be added in the app under 'Extras'.",
        ev, [C("ship to Rua Augusta, 1520", "VALUE_MISMATCH"),
             CI("upgraded it to express delivery", "CLAIM_WITHOUT_TOOL_EVIDENCE"),
             S("has to be added in the app under 'Extras'")],
        errors=["stale_value", "unrecorded_extra"], excludes=["Rua Augusta", "express delivery"],
        notes="Rua Augusta is the address fetched before the update; nothing records an express upgrade.")
    add(9, sc, d, q,
        "Your 01/07 refill will ship to Av. Brigadeiro Faria Lima, 3477 (CEP 01304-001).",
        ev, [S("ship to Av. Brigadeiro Faria Lima, 3477"), C("CEP 01304-001", "VALUE_MISMATCH", "IDENTIFIER_MISMATCH")],
        errors=["stale_value"], excludes=["01304-001"],
        includes=["04538-133", "Faria Lima"], repair=True,
        notes="01304-001 is the old Rua Augusta zip; the updated zip is 04538-133.")


# ===================================================================================================
# S09 pet-food subscription: delivery size and frequency
# ===================================================================================================
def s09():
    d = "pet-food subscription"
    sc = "petfood-dog-frequency"
    q = "How much food comes in each delivery and how often? My dog eats about 300 g a day."
    ev = [
        rec("get_subscription#TF-SUB-41207", "tool:chargebee.retrieve_subscription", {
            "subscription": {
                "id": "TF-SUB-41207", "plan_id": "racao-premium-adulto-10kg", "plan_quantity": 1,
                "plan_unit_price": 28990, "billing_period": 4, "billing_period_unit": "week",
                "status": "active", "next_billing_at": ep("2026-06-09 07:00"),
                "addons": [{"id": "petisco-dental", "quantity": 2, "unit_price": 3290, "amount": 6580}]},
            "customer": {"id": "cus_TF_1187", "first_name": "Marcela"}}),
        rec("get_pet_profile#TF-SUB-41207", "tool:tigela.pet_profile", {
            "pet": {"name": "Paçoca", "species": "DOG", "weight_kg": "18.5", "daily_portion_g": 300,
                    "food_sku": "RPA-10KG", "bag_size_g": 10000}}),
        rec("get_subscription#TF-SUB-41588", "tool:chargebee.retrieve_subscription", {
            "subscription": {
                "id": "TF-SUB-41588", "plan_id": "racao-gatos-castrados-3kg", "plan_unit_price": 8990,
                "billing_period": 6, "billing_period_unit": "week", "status": "active",
                "next_billing_at": ep("2026-06-23 07:00"), "meta_data": {"pet_name": "Tainha"}}}),
        pol("policy#frequency", "Delivery frequency is set from your pet's daily portion so a bag lasts the whole "
            "cycle, with a few spare days. You can change the frequency to anything between 2 and 8 weeks. "
            "Frequency changes apply from the next delivery."),
    ]
    set_now("2026-06-01T12:00:00-03:00")
    add(37, sc, d, q,
        "Hi Marcela! Paçoca's plan sends one 10 kg bag every 4 weeks, which at 300 g a day lasts about 33 days. "
        "Each delivery also brings 2 packs of dental treats, and the next one is billed on 09/06.",
        ev, [S("one 10 kg bag every 4 weeks"), S("lasts about 33 days"), S("2 packs of dental treats"),
             S("the next one is billed on 09/06")],
        includes=["10 kg", "4 weeks"],
        notes="bag_size_g 10000, billing_period 4 weeks, daily_portion_g 300 (10000/300 = 33.3 days); petisco-dental "
              "quantity 2; next_billing_at 09/06.")
    add(38, sc, d, q,
        "Your next delivery (09/06/2026) comes to R$ 355,70: R$ 289,90 for the 10 kg bag and R$ 65,80 for two "
        "packs of dental treats.",
        ev, [S("Your next delivery (09/06/2026)"), S("comes to R$ 355,70"), S("R$ 289,90 for the 10 kg bag"),
             S("R$ 65,80 for two packs")],
        includes=["R$ 355,70"],
        notes="28990 + 2 x 3290 = 35570.")
    add(39, sc, d, q,
        "Every four weeks: one 10 kg bag plus two dental treat packs. If Paçoca needs more or less, you can set "
        "it anywhere from 2 to 8 weeks.",
        ev, [S("Every four weeks"), S("one 10 kg bag plus two dental treat packs"), S("anywhere from 2 to 8 weeks")],
        includes=["four weeks", "2 to 8 weeks"],
        notes="billing_period 4 week; addon quantity 2; the policy allows 2-8 weeks.")
    add(40, sc, d, q,
        "Paçoca gets one 10 kg bag every 4 weeks. Your next delivery on 09/06 is R$ 322,80 in total for the food "
        "and treats.",
        ev, [S("one 10 kg bag every 4 weeks"), S("next delivery on 09/06"),
             C("R$ 322,80 in total", "AMOUNT_MISMATCH")],
        errors=["wrong_arithmetic"], excludes=["R$ 322,80"],
        notes="the total counts one treat pack (28990 + 3290); quantity is 2, so 35570.")
    add(41, sc, d, q,
        "Deliveries come every 6 weeks, with one 10 kg bag each time. You can change that to anything between "
        "1 and 12 weeks.",
        ev, [C("Deliveries come every 6 weeks", "VALUE_MISMATCH"), S("one 10 kg bag each time"),
             C("between 1 and 12 weeks", "NLI_CONTRADICTION")],
        errors=["other_record_value", "wrong_policy_condition"],
        excludes=["every 6 weeks", "between 1 and 12 weeks"],
        notes="6 weeks is the cat subscription TF-SUB-41588; the dog plan is 4 weeks; the policy range is 2-8 weeks.")
    add(10, sc, d, q,
        "Paçoca gets one 10 kg bag every 4 weeks, next billed on 09/06, along with three packs of dental treats.",
        ev, [S("one 10 kg bag every 4 weeks"), S("next billed on 09/06"),
             C("three packs of dental treats", "VALUE_MISMATCH")],
        errors=["wrong_quantity"], excludes=["three packs"],
        includes=["two packs|2 packs|two dental|2 dental|two treat|2 treat", "09/06|9 June"], repair=True,
        notes="petisco-dental quantity is 2.")


# ===================================================================================================
# S10 pet-food subscription: intro coupon ended
# ===================================================================================================
def s10():
    d = "pet-food subscription"
    sc = "petfood-coupon-ended"
    q = "Why did my cat food go up this month?"
    ev = [
        rec("get_subscription#TF-SUB-38810", "tool:chargebee.retrieve_subscription", {
            "subscription": {
                "id": "TF-SUB-38810", "plan_id": "racao-gatos-castrados-3kg", "plan_unit_price": 8990,
                "billing_period": 1, "billing_period_unit": "month", "status": "active",
                "current_term_start": ep("2026-06-15 06:00"), "next_billing_at": ep("2026-07-15 06:00"),
                "coupons": [{"coupon_id": "GATO20", "apply_till": ep("2026-05-15 00:00"), "applied_count": 3}]},
            "customer": {"id": "cus_TF_3321", "first_name": "Sofia"}}),
        rec("list_invoices#TF-SUB-38810", "tool:chargebee.list_invoices", {
            "invoices": [
                {"id": "TF-2026-0615-884", "date": ep("2026-06-15 06:00"), "status": "paid", "total": 8990,
                 "line_items": [{"description": "Ração Gatos Castrados 3kg", "amount": 8990}]},
                {"id": "TF-2026-0515-884", "date": ep("2026-05-15 06:00"), "status": "paid", "total": 7192,
                 "line_items": [{"description": "Ração Gatos Castrados 3kg", "amount": 8990},
                                {"description": "GATO20 - 20% off", "amount": -1798}]}]}),
        pol("policy#intro-coupons", "Introductory coupons run for a fixed number of billing cycles, shown as the "
            "coupon's end date. After that the plan's regular price applies; we email a reminder 7 days before the "
            "last discounted charge. Coupons can't be extended or re-applied to the same subscription."),
    ]
    set_now("2026-06-16T18:30:00-03:00")
    add(42, sc, d, q,
        "Hi Sofia! Your GATO20 intro coupon took 20% off your first three charges and ended on 15/05, so the 15/06 "
        "invoice was billed at the regular R$ 89,90 instead of R$ 71,92.",
        ev, [S("took 20% off your first three charges"), S("ended on 15/05"),
             S("the 15/06 invoice was billed at the regular R$ 89,90"), S("instead of R$ 71,92")],
        includes=["R$ 89,90", "15/05"],
        notes="GATO20 applied_count 3, apply_till 15/05; June invoice 8990, May invoice 7192.")
    add(43, sc, d, q,
        "The difference is the coupon: May's invoice was R$ 71,92 after R$ 17,98 off, and June's is the full "
        "R$ 89,90. Sorry — coupons can't be re-applied to the same subscription.",
        ev, [S("May's invoice was R$ 71,92"), S("after R$ 17,98 off"), S("June's is the full R$ 89,90"),
             S("coupons can't be re-applied")],
        includes=["R$ 17,98"],
        notes="May invoice line GATO20 -1798; the policy forbids re-applying coupons.")
    add(44, sc, d, q,
        "Your GATO20 coupon ended on 15/05, so June was billed at R$ 89,90. I can extend GATO20 for another three "
        "months for you, though!",
        ev, [S("ended on 15/05"), S("June was billed at R$ 89,90"),
             C("I can extend GATO20 for another three months", "NLI_CONTRADICTION")],
        errors=["invented_promise"], excludes=["extend GATO20"],
        notes="the policy says coupons can't be extended.")
    add(45, sc, d, q,
        "May's invoice was R$ 71,92 and June's was R$ 89,90, so you're now paying R$ 16,98 more each month.",
        ev, [S("May's invoice was R$ 71,92"), S("June's was R$ 89,90"), C("R$ 16,98 more each month", "AMOUNT_MISMATCH")],
        errors=["wrong_arithmetic"], excludes=["R$ 16,98"],
        notes="8990 - 7192 = 1798, i.e. R$ 17,98.")
    add(46, sc, d, q,
        "Hi Sofia! Your current price is R$ 71,92 with GATO20 applied — June's R$ 89,90 looks like a billing hiccup.",
        ev, [C("Your current price is R$ 71,92 with GATO20 applied", "AMOUNT_MISMATCH", "VALUE_MISMATCH"),
             CI("looks like a billing hiccup", "NLI_CONTRADICTION", "VALUE_MISMATCH", "RECORD_STATE_MISMATCH",
                "CLAIM_WITHOUT_TOOL_EVIDENCE")],
        errors=["stale_value", "invented_fact"], excludes=["R$ 71,92 with GATO20 applied", "billing hiccup"],
        notes="GATO20 apply_till 15/05 has passed; June's 8990 is the regular plan price, not an error.")
    add(11, sc, d, q,
        "Your GATO20 coupon ended on 15/06, so your June invoice TF-2026-0615-884 was billed at the full R$ 89,90.",
        ev, [C("ended on 15/06", "DATE_MISMATCH"), S("June invoice TF-2026-0615-884"), S("the full R$ 89,90")],
        errors=["wrong_date"], excludes=["ended on 15/06"],
        includes=["15/05|15 May", "R$ 89,90"], repair=True,
        notes="apply_till is 15/05/2026 00:00.")


# ===================================================================================================
# S11 pet-food subscription: skipped delivery
# ===================================================================================================
def s11():
    d = "pet-food subscription"
    sc = "petfood-skip"
    q = "Please skip my next delivery — I still have half a bag left."
    ev = [
        rec("skip_next_cycle#TF-SUB-55120", "tool:chargebee.change_term_end", {
            "subscription": {
                "id": "TF-SUB-55120", "plan_id": "racao-filhote-5kg", "plan_unit_price": 15490,
                "billing_period": 4, "billing_period_unit": "week", "status": "active",
                "next_billing_at": ep("2026-08-04 07:00")},
            "skipped_cycle": {"original_billing_at": ep("2026-07-07 07:00"), "reason": "CUSTOMER_REQUEST"}}),
        rec("get_subscription#TF-SUB-55120@09:58", "tool:chargebee.retrieve_subscription", {
            "fetched_at": ep("2026-07-02 09:58"),
            "subscription": {"id": "TF-SUB-55120", "status": "active", "next_billing_at": ep("2026-07-07 07:00"),
                             "plan_unit_price": 15490}}),
        pol("policy#skips", "You can skip up to two deliveries in a row. Skips must be made before the billing date; "
            "after that the box is already being packed. Skipping doesn't change your price or any active coupon's "
            "end date."),
    ]
    set_now("2026-07-02T10:05:00-03:00")
    add(47, sc, d, q,
        "Skipped! 🐶 The 07/07 delivery won't go out, and your next one is now billed on 04/08/2026 — same price, "
        "R$ 154,90.",
        ev, [S("The 07/07 delivery won't go out"), S("now billed on 04/08/2026"), S("same price, R$ 154,90")],
        includes=["04/08/2026", "R$ 154,90"],
        notes="skipped_cycle original 07/07; next_billing_at 04/08; plan_unit_price 15490 unchanged.")
    add(48, sc, d, q,
        "Your July delivery is skipped. Next charge: Tuesday, 4 August. If you need another skip after that, you "
        "can do one more in a row.",
        ev, [S("Your July delivery is skipped"), S("Next charge: Tuesday, 4 August"), S("you can do one more in a row")],
        includes=["4 August"],
        notes="04/08/2026 is a Tuesday; the policy allows up to two skips in a row.")
    add(49, sc, d, q,
        "Done — your delivery is skipped, and your next billing date is 07/07.",
        ev, [S("your delivery is skipped"), C("next billing date is 07/07", "DATE_MISMATCH")],
        errors=["stale_value"], excludes=["next billing date is 07/07"],
        notes="07/07 is the skipped date from the earlier fetch; next_billing_at is now 04/08.")
    add(50, sc, d, q,
        "Skipped — your next billing is on 04/08. You can skip as many deliveries in a row as you need.",
        ev, [S("next billing is on 04/08"), C("as many deliveries in a row as you need", "NLI_CONTRADICTION")],
        errors=["wrong_policy_condition"], excludes=["as many deliveries in a row"],
        notes="the policy caps skips at two in a row.")
    add(111, sc, d, q,
        "Skipped! 🐾 Your next delivery is now billed on 11/08/2026, still at R$ 154,90.",
        ev, [C("now billed on 11/08/2026", "DATE_MISMATCH"), S("still at R$ 154,90")],
        errors=["wrong_date"], excludes=["11/08/2026"],
        notes="next_billing_at after the skip is 04/08/2026 (one 4-week cycle after 07/07), not 11/08.")
    add(12, sc, d, q,
        "Your 07/07 delivery is skipped, and the next one will be billed on 04/08 at R$ 145,90.",
        ev, [S("Your 07/07 delivery is skipped"), S("billed on 04/08"), C("R$ 145,90", "AMOUNT_MISMATCH")],
        errors=["wrong_amount"], excludes=["R$ 145,90"],
        includes=["R$ 154,90|154,90", "04/08|4 August"], repair=True,
        notes="plan_unit_price is 15490.")


# ===================================================================================================
# S12 pet-food subscription: torn bag, replacement order and goodwill credit
# ===================================================================================================
def s12():
    d = "pet-food subscription"
    sc = "petfood-torn-bag"
    q = "The bag arrived torn open. What are you doing about it?"
    ev = [
        rec("create_order#TF-ORD-90412", "tool:chargebee.create_order", {
            "order": {"id": "TF-ORD-90412", "invoice_id": "TF-INV-77310", "status": "AWAITING_SHIPMENT",
                      "order_type": "MANUAL", "shipping_date": ep("2026-06-12 12:00"),
                      "order_line_items": [{"entity_id": "racao-filhote-5kg", "fulfillment_quantity": 1,
                                            "amount": 0}],
                      "note": "Replacement - torn bag"}}),
        rec("retrieve_order#TF-ORD-89977", "tool:chargebee.retrieve_order", {
            "order": {"id": "TF-ORD-89977", "invoice_id": "TF-INV-77310", "status": "DELIVERED",
                      "delivered_at": ep("2026-06-09 16:22")}}),
        rec("add_promotional_credits#cus_TF_20931", "tool:chargebee.add_promotional_credits", {
            "customer": {"id": "cus_TF_20931", "first_name": "Felipe", "promotional_credits": 1500,
                         "refundable_credits": 0},
            "credit": {"amount": 1500, "currency_code": "BRL", "description": "Goodwill - damaged packaging"}}),
        pol("policy#damaged", "If a bag arrives damaged, send us a photo within 7 days of delivery and we'll ship a "
            "free replacement. Replacements ship within 2 business days. Goodwill credits are applied automatically "
            "to your next invoice and don't expire while your subscription is active."),
    ]
    set_now("2026-06-10T09:40:00-03:00")
    add(51, sc, d, q,
        "Sorry about the torn bag, Felipe! A free replacement is set up under order TF-ORD-90412, scheduled to ship "
        "on 12/06. I've also added R$ 15,00 of credit, which comes off your next invoice automatically.",
        ev, [S("A free replacement is set up under order TF-ORD-90412"), S("scheduled to ship on 12/06"),
             S("added R$ 15,00 of credit"), S("comes off your next invoice automatically")],
        includes=["TF-ORD-90412", "R$ 15,00"],
        notes="replacement order amount 0 with shipping_date 12/06; promotional credit 1500; the policy applies "
              "credits to the next invoice.")
    add(52, sc, d, q,
        "Replacement order: TF-ORD-90412 (no charge)\nShips: 12 June\nBonus: R$ 15 credit toward your next box — "
        "it won't expire while your subscription is active.",
        ev, [S("Replacement order: TF-ORD-90412 (no charge)"), S("Ships: 12 June"), S("R$ 15 credit"),
             S("won't expire while your subscription is active")],
        includes=["TF-ORD-90412", "12 June"],
        notes="order line amount 0; shipping_date 12/06; credit 1500; the policy says credits don't expire.")
    add(53, sc, d, q,
        "So sorry! Your replacement order number is TF-INV-77310, and it ships on 12/06.",
        ev, [C("replacement order number is TF-INV-77310", "IDENTIFIER_MISMATCH"), S("it ships on 12/06")],
        errors=["wrong_role"], excludes=["order number is TF-INV-77310"],
        notes="TF-INV-77310 is the invoice id; the replacement order is TF-ORD-90412.")
    add(54, sc, d, q,
        "Your replacement TF-ORD-90412 has already shipped, and I've added R$ 1.500,00 of credit to your account.",
        ev, [C("has already shipped", "RECORD_STATE_MISMATCH"), C("R$ 1.500,00", "AMOUNT_MISMATCH")],
        errors=["wrong_state", "unit_conversion"], excludes=["already shipped", "R$ 1.500,00"],
        notes="the order status is AWAITING_SHIPMENT; promotional_credits 1500 is in centavos (R$ 15,00).")
    add(13, sc, d, q,
        "A free replacement (order TF-ORD-90412) ships on 12/06, and I've added R$ 150,00 in credit toward your "
        "next invoice.",
        ev, [S("order TF-ORD-90412"), S("ships on 12/06"), C("R$ 150,00", "AMOUNT_MISMATCH")],
        errors=["unit_conversion"], excludes=["R$ 150,00"],
        includes=["R$ 15,00|15,00", "TF-ORD-90412"], repair=True,
        notes="the credit is 1500 centavos, R$ 15,00.")


# ===================================================================================================
# S13 pet-food subscription: cancellation scheduled (non_renewing)
# ===================================================================================================
def s13():
    d = "pet-food subscription"
    sc = "petfood-non-renewing"
    q = "Did my cancellation go through? Will I still get one more delivery?"
    ev = [
        rec("get_subscription#TF-SUB-29044", "tool:chargebee.retrieve_subscription", {
            "subscription": {
                "id": "TF-SUB-29044", "plan_id": "racao-senior-7kg", "plan_unit_price": 19990,
                "billing_period": 4, "billing_period_unit": "week", "status": "non_renewing",
                "current_term_start": ep("2026-05-24 07:00"), "current_term_end": ep("2026-06-21 07:00"),
                "cancelled_at": ep("2026-06-21 07:00"), "cancel_schedule_created_at": ep("2026-05-30 20:11"),
                "next_billing_at": None},
            "customer": {"id": "cus_TF_6620", "first_name": "Helena"}}),
        rec("list_orders#TF-SUB-29044", "tool:chargebee.list_orders", {
            "orders": [{"id": "TF-ORD-88120", "invoice_id": "TF-INV-75502", "status": "DELIVERED",
                        "delivered_at": ep("2026-05-27 15:03")},
                       {"id": "TF-ORD-86233", "invoice_id": "TF-INV-73311", "status": "DELIVERED",
                        "delivered_at": ep("2026-04-29 11:47")}]}),
        pol("policy#cancellation", "When you cancel, your plan stays active until the end of the period you've paid "
            "for and then stops. No further deliveries are sent after the final paid delivery. You can reactivate "
            "any time before the end date and keep your current price."),
    ]
    set_now("2026-06-01T08:00:00-03:00")
    add(55, sc, d, q,
        "Yes, Helena — your cancellation is scheduled. Your plan stays active until 21/06/2026 and then stops. The "
        "bag delivered on 27/05 was your last one, so there are no more deliveries or charges to come.",
        ev, [S("your cancellation is scheduled"), S("stays active until 21/06/2026"), S("delivered on 27/05"),
             S("no more deliveries or charges to come")],
        includes=["21/06/2026"],
        notes="status non_renewing with current_term_end 21/06; the 27/05 order is the term's paid delivery; no "
              "next_billing_at.")
    add(56, sc, d, q,
        "It went through: the subscription won't renew after 21 June. Changed your mind? Reactivate before then and "
        "you keep your current R$ 199,90 price.",
        ev, [S("It went through"), S("won't renew after 21 June"), S("keep your current R$ 199,90 price")],
        includes=["21 June", "R$ 199,90"],
        notes="non_renewing to 21/06; plan_unit_price 19990; the policy lets you reactivate at the current price.")
    add(57, sc, d, q,
        "Your subscription has been cancelled and is no longer active, so nothing else will be sent.",
        ev, [C("has been cancelled and is no longer active", "RECORD_STATE_MISMATCH"), S("nothing else will be sent")],
        errors=["wrong_state"], excludes=["no longer active"],
        notes="status is non_renewing: still active until 21/06; the last paid delivery already arrived.")
    add(58, sc, d, q,
        "Your cancellation is all set and your plan ends on 21/06. You'll still get one last delivery before then!",
        ev, [S("your plan ends on 21/06"),
             CI("one last delivery before then", "NLI_CONTRADICTION", "CLAIM_WITHOUT_TOOL_EVIDENCE",
                "RECORD_STATE_MISMATCH")],
        errors=["invented_fact"], excludes=["one last delivery"],
        notes="the term's paid delivery (TF-ORD-88120) was delivered 27/05; no further order exists and the policy "
              "says nothing ships after the final paid delivery.")
    add(14, sc, d, q,
        "Your cancellation is set: the plan stays active until 24/05 and then stops, with no more deliveries after "
        "that.",
        ev, [C("stays active until 24/05", "DATE_MISMATCH"), S("no more deliveries after that")],
        errors=["wrong_date"], excludes=["until 24/05"],
        includes=["21/06|21 June"], repair=True,
        notes="24/05 is current_term_start; the term ends 21/06.")


# ===================================================================================================
# S14 magazine subscriptions: annual renewal with an add-on removed at renewal
# ===================================================================================================
def s14():
    d = "magazine subscriptions"
    sc = "magazine-annual-renewal"
    q = "My magazine bundle renews soon. What will I pay, and what's included?"
    ev = [
        rec("get_subscription#BA-SUB-10492", "tool:chargebee.retrieve_subscription", {
            "subscription": {
                "id": "BA-SUB-10492", "plan_id": "banca-digital-anual", "plan_unit_price": 23880,
                "billing_period": 1, "billing_period_unit": "year", "status": "active",
                "current_term_start": ep("2025-07-14 10:00"), "current_term_end": ep("2026-07-14 10:00"),
                "next_billing_at": ep("2026-07-14 10:00"), "has_scheduled_changes": True,
                "addons": [{"id": "revista-cozinha-impressa", "quantity": 1, "unit_price": 9600},
                           {"id": "revista-viagem-digital-plus", "quantity": 1, "unit_price": 4800}]},
            "customer": {"id": "cus_BA_2281", "first_name": "Otávio"}}),
        rec("retrieve_with_scheduled_changes#BA-SUB-10492", "tool:chargebee.retrieve_with_scheduled_changes", {
            "subscription": {"id": "BA-SUB-10492", "plan_id": "banca-digital-anual", "plan_unit_price": 23880,
                             "changes_scheduled_at": ep("2026-07-14 10:00"),
                             "addons": [{"id": "revista-cozinha-impressa", "quantity": 1, "unit_price": 9600}]}}),
        rec("renewal_estimate#BA-SUB-10492", "tool:chargebee.renewal_estimate", {
            "estimate": {"invoice_estimate": {
                "date": ep("2026-07-14 10:00"), "sub_total": 33480, "total": 33480, "amount_due": 33480,
                "line_items": [{"description": "Banca Digital Anual", "amount": 23880},
                               {"description": "Revista Cozinha Impressa", "amount": 9600}]}}}),
        rec("list_invoices#BA-SUB-10492", "tool:chargebee.list_invoices", {
            "invoices": [{"id": "BA-INV-41870", "date": ep("2025-07-14 10:00"), "status": "paid", "total": 38280}]}),
        psg("kb#digital-plan", "The Digital plan gives you all 12 digital titles in the app.\nPrint editions are "
            "add-ons; each print title ships monthly to your address.\nBack issues from the last 24 months are in "
            "the archive."),
        pol("policy#annual-renewal", "Annual plans renew automatically at the end of the term, and we send a "
            "reminder 30 days before. Cancelling within 7 days of an annual renewal gets a full refund of that "
            "renewal."),
    ]
    set_now("2026-06-20T11:00:00-03:00")
    add(59, sc, d, q,
        "Hi Otávio! Your annual plan renews on 14/07/2026 for R$ 334,80: R$ 238,80 for Banca Digital and R$ 96,00 "
        "for the printed Cozinha. The travel add-on you removed drops off at that renewal.",
        ev, [S("renews on 14/07/2026"), S("for R$ 334,80"), S("R$ 238,80 for Banca Digital"),
             S("R$ 96,00 for the printed Cozinha"), S("drops off at that renewal")],
        includes=["R$ 334,80", "14/07/2026"],
        notes="renewal estimate 33480 = 23880 + 9600; the scheduled version drops revista-viagem-digital-plus.")
    add(60, sc, d, q,
        "You'll pay three hundred and thirty-four reais and eighty centavos on 14 July. That covers all 12 digital "
        "titles in the app, plus Cozinha in print, which ships monthly.",
        ev, [S("three hundred and thirty-four reais and eighty centavos"), S("on 14 July"),
             S("all 12 digital titles in the app"), S("Cozinha in print, which ships monthly")],
        includes=["three hundred and thirty-four reais"],
        notes="estimate total 33480; the KB passage gives 12 digital titles and monthly print.")
    add(61, sc, d, q,
        "Renewal: 14/07 · R$ 334,80. If you change your mind, cancelling within 7 days of the renewal gets you a "
        "full refund of it.",
        ev, [S("Renewal: 14/07 · R$ 334,80"), S("cancelling within 7 days of the renewal")],
        includes=["R$ 334,80"],
        notes="renewal estimate; the policy's 7-day full refund window.")
    add(62, sc, d, q,
        "Your plan renews on 14/07 for R$ 382,80, the same as last year.",
        ev, [S("renews on 14/07"), C("for R$ 382,80", "AMOUNT_MISMATCH")],
        errors=["stale_value"], excludes=["R$ 382,80"],
        notes="38280 is last year's invoice with the travel add-on; the renewal estimate is 33480.")
    add(63, sc, d, q,
        "Renews 14/07 for R$ 334,80. You can cancel within 30 days of the renewal for a full refund, and back "
        "issues from the last five years are in the archive.",
        ev, [S("Renews 14/07 for R$ 334,80"), C("within 30 days of the renewal", "NLI_CONTRADICTION"),
             C("from the last five years", "NLI_CONTRADICTION")],
        errors=["wrong_policy_condition", "wrong_value"],
        excludes=["within 30 days", "last five years"],
        notes="the policy's refund window is 7 days (30 days is the reminder); the KB archive holds 24 months.")
    add(15, sc, d, q,
        "Your plan renews on 14/07/2026 for R$ 334,80, including R$ 48,00 for the printed Cozinha.",
        ev, [S("renews on 14/07/2026"), S("for R$ 334,80"), C("R$ 48,00 for the printed Cozinha", "AMOUNT_MISMATCH")],
        errors=["other_record_value"], excludes=["R$ 48,00"],
        includes=["R$ 96,00|96,00", "R$ 334,80"], repair=True,
        notes="4800 is the travel add-on; revista-cozinha-impressa is 9600.")


# ===================================================================================================
# S15 magazine subscriptions: gift subscription end
# ===================================================================================================
def s15():
    d = "magazine subscriptions"
    sc = "magazine-gift-end"
    q = "I gave my dad a gardening magazine gift subscription. When does it end, and will it renew on my card?"
    ev = [
        rec("retrieve_gift#GIFT-88123", "tool:chargebee.retrieve_gift", {
            "gift": {"id": "GIFT-88123", "status": "CLAIMED", "scheduled_at": ep("2025-08-28 09:00"),
                     "gifter": {"customer_id": "cus_BA_7710", "signature": "Com carinho, Lúcia Moraes"},
                     "gift_receiver": {"customer_id": "cus_BA_7802", "first_name": "Antônio", "last_name": "Prado",
                                       "email": "a.prado@example.com.br"}},
            "subscription": {"id": "BA-GIFT-3319", "customer_id": "cus_BA_7802",
                             "plan_id": "revista-jardim-impressa-12-edicoes", "plan_unit_price": 21000,
                             "billing_period": 12, "billing_period_unit": "month", "status": "non_renewing",
                             "current_term_start": ep("2025-09-01 00:00"), "current_term_end": ep("2026-09-01 00:00"),
                             "auto_collection": "off", "gift_id": "GIFT-88123"}}),
        rec("list_subscriptions#cus_BA_7710", "tool:chargebee.list_subscriptions", {
            "list": [{"subscription": {"id": "BA-SUB-22051", "customer_id": "cus_BA_7710",
                                       "plan_id": "revista-cozinha-digital-mensal", "plan_unit_price": 1990,
                                       "billing_period": 1, "billing_period_unit": "month", "status": "active",
                                       "next_billing_at": ep("2026-08-03 10:00"),
                                       "payment_source": {"type": "card", "last4": "0938"}}}]}),
        pol("policy#gifts", "Gift subscriptions are prepaid and never renew on the giver's card. When a gift ends, "
            "the recipient gets an email offering to continue at their own expense. The giver can buy another gift "
            "term up to 60 days before the end date."),
    ]
    set_now("2026-07-10T15:00:00-03:00")
    add(64, sc, d, q,
        "Hi Lúcia! Antônio's Jardim gift runs until 01/09/2026 and won't renew — gift subscriptions are prepaid and "
        "never charge your card again. Want to extend it? Since we're within 60 days of the end date, you can "
        "already buy another gift term.",
        ev, [S("runs until 01/09/2026"), S("won't renew"), S("never charge your card again"),
             S("you can already buy another gift term")],
        includes=["01/09/2026"],
        notes="gift subscription non_renewing, term ends 01/09; the policy: gifts never renew on the giver's card and "
              "a new term can be bought from 60 days before the end (03/07), and now is 10/07.")
    add(65, sc, d, q,
        "Your dad's gift (GIFT-88123) ends on 1 September 2026. Nothing will be charged to you; he'll get an email "
        "offering to continue on his own.",
        ev, [S("Your dad's gift (GIFT-88123) ends on 1 September 2026"), S("Nothing will be charged to you"),
             S("he'll get an email offering to continue")],
        includes=["GIFT-88123", "1 September 2026"],
        notes="gift record and current_term_end 01/09; the policy on giver's card and the recipient's email.")
    add(66, sc, d, q,
        "Antônio Moraes's gift subscription ends on 01/09/2026, and it won't renew on your card.",
        ev, [C("Antônio Moraes", "VALUE_MISMATCH"), S("ends on 01/09/2026"), S("it won't renew on your card")],
        errors=["wrong_name"], excludes=["Antônio Moraes"],
        notes="the receiver's last name is Prado; Moraes is the giver's surname.")
    add(67, sc, d, q,
        "The gift runs until 01/09/2026. Heads up: Antônio's gift renews on 03/08 at R$ 19,90 a month on your card.",
        ev, [S("The gift runs until 01/09/2026"),
             C("Antônio's gift renews on 03/08 at R$ 19,90", "RECORD_STATE_MISMATCH", "DATE_MISMATCH",
               "AMOUNT_MISMATCH")],
        errors=["other_record_value"], excludes=["renews on 03/08"],
        notes="03/08 and 1990 belong to Lúcia's own Cozinha digital subscription; the gift is non_renewing.")
    add(16, sc, d, q,
        "Antônio's gift subscription ends on 01/08/2026 and won't renew on your card.",
        ev, [C("ends on 01/08/2026", "DATE_MISMATCH"), S("won't renew on your card")],
        errors=["wrong_date"], excludes=["01/08/2026"],
        includes=["01/09|1 September|September 1", "won't renew|will not renew"], repair=True,
        notes="current_term_end is 01/09/2026.")


# ===================================================================================================
# S16 magazine subscriptions: mid-term upgrade with proration
# ===================================================================================================
def s16():
    d = "magazine subscriptions"
    sc = "magazine-upgrade-proration"
    q = "I upgraded from digital to digital + print. Why was I charged R$ 87,45 yesterday?"
    ev = [
        rec("retrieve_invoice#BA-INV-55102", "tool:chargebee.retrieve_invoice", {
            "invoice": {"id": "BA-INV-55102", "date": ep("2026-04-16 14:22"), "status": "paid", "total": 8745,
                        "amount_paid": 8745, "line_items": [
                            {"description": "Banca Digital + Impressa Anual - prorated",
                             "date_from": ep("2026-04-16 14:22"), "date_to": ep("2026-10-05 10:00"), "amount": 21145},
                            {"description": "Banca Digital Anual - unused credit", "amount": -12400}]}}),
        rec("get_subscription#BA-SUB-30018", "tool:chargebee.retrieve_subscription", {
            "subscription": {"id": "BA-SUB-30018", "plan_id": "banca-digital-impressa-anual",
                             "plan_unit_price": 45600, "billing_period": 1, "billing_period_unit": "year",
                             "status": "active", "current_term_start": ep("2025-10-05 10:00"),
                             "current_term_end": ep("2026-10-05 10:00"), "next_billing_at": ep("2026-10-05 10:00")},
            "customer": {"id": "cus_BA_4419", "first_name": "Daniela"}}),
        rec("list_events#BA-SUB-30018", "tool:chargebee.list_events", {
            "events": [{"event_type": "SUBSCRIPTION_CHANGED", "occurred_at": ep("2026-04-16 14:22"),
                        "previous": {"plan_id": "banca-digital-anual", "plan_unit_price": 23880}}]}),
        pol("policy#upgrades", "Downgrades take effect at renewal. Upgrades take effect immediately: you're charged the "
            "new plan's price for the rest of your term, minus a credit for the unused part of your old plan."),
    ]
    set_now("2026-04-17T10:00:00-03:00")
    add(68, sc, d, q,
        "Hi Daniela! That R$ 87,45 is the upgrade difference: R$ 211,45 for Digital + Print from 16/04 to 05/10/2026, "
        "minus a R$ 124,00 credit for the unused part of your old Digital plan.",
        ev, [S("That R$ 87,45 is the upgrade difference"), S("R$ 211,45 for Digital + Print"),
             S("from 16/04 to 05/10/2026"), S("minus a R$ 124,00 credit")],
        includes=["R$ 211,45", "R$ 124,00"],
        notes="BA-INV-55102 lines 21145 (16/04-05/10) and -12400; total 8745.")
    add(69, sc, d, q,
        "Upgrades apply right away, so we billed the rest of your term at the new plan's rate and credited what "
        "you hadn't used of the old one. At your renewal on 05/10/2026 the full annual price will be R$ 456,00.",
        ev, [S("Upgrades apply right away"), S("credited what you hadn't used of the old one"),
             S("renewal on 05/10/2026"), S("will be R$ 456,00")],
        includes=["R$ 456,00", "05/10/2026"],
        notes="the upgrade policy; plan_unit_price 45600 with next_billing_at 05/10.")
    add(70, sc, d, q,
        "You were charged R$ 211,45 for the new plan minus R$ 124,00 of credit, which comes to R$ 97,45.",
        ev, [S("charged R$ 211,45 for the new plan"), S("minus R$ 124,00 of credit"),
             C("comes to R$ 97,45", "AMOUNT_MISMATCH")],
        errors=["wrong_arithmetic"], excludes=["R$ 97,45"],
        notes="21145 - 12400 = 8745.")
    add(71, sc, d, q,
        "The R$ 87,45 covers the upgrade for the rest of this term. At your renewal on 05/10 you'll pay R$ 238,80 "
        "for the year. Downgrades also take effect immediately, if you ever want to go back.",
        ev, [S("The R$ 87,45 covers the upgrade"), C("you'll pay R$ 238,80", "AMOUNT_MISMATCH"),
             C("Downgrades also take effect immediately", "NLI_CONTRADICTION")],
        errors=["stale_value", "wrong_policy_condition"],
        excludes=["R$ 238,80", "Downgrades also take effect immediately"],
        notes="23880 is the previous plan's price; the plan is now 45600; the policy says downgrades wait for renewal.")
    add(17, sc, d, q,
        "The R$ 87,45 charge covers the upgrade from 16/04 to 05/10/2026, and your next annual charge on 05/10 will "
        "be R$ 238,80.",
        ev, [S("covers the upgrade from 16/04 to 05/10/2026"), C("will be R$ 238,80", "AMOUNT_MISMATCH")],
        errors=["stale_value"], excludes=["R$ 238,80"],
        includes=["R$ 456,00|456,00", "R$ 87,45"], repair=True,
        notes="plan_unit_price after the upgrade is 45600.")


# ===================================================================================================
# S17 magazine subscriptions: returned print issue, express refused
# ===================================================================================================
def s17():
    d = "magazine subscriptions"
    sc = "magazine-returned-issue"
    q = "My print Viagem didn't arrive this month. Can you resend it by express?"
    ev = [
        rec("list_shipments#BA-SUB-27730", "tool:banca.list_shipments", {
            "shipments": [
                {"issue": "VIAGEM-2026-06", "status": "RETURNED_TO_SENDER", "returned_at": ep("2026-06-18 11:00"),
                 "reason_code": "ADDRESS_INCOMPLETE"},
                {"issue": "VIAGEM-2026-05", "status": "DELIVERED", "delivered_at": ep("2026-05-16 13:40")}]}),
        rec("create_reshipment#BA-RS-4410", "tool:banca.create_reshipment", {
            "order": {"id": "BA-RS-4410", "issue": "VIAGEM-2026-06", "status": "QUEUED", "shipping_method": "STANDARD",
                      "amount": 0, "estimated_dispatch": ep("2026-06-24 12:00"),
                      "shipping_address": {"line1": "Rua das Palmeiras, 45", "line2": "casa 2", "city": "Curitiba",
                                           "state_code": "PR", "zip": "80010-120"}}}),
        refused("update_order#call-4", "banca.update_order", "DENY",
                {"order_id": "BA-RS-4410", "shipping_method": "EXPRESS"}),
        pol("policy#reships", "Returned issues are resent once at no cost by standard mail after the address is "
            "corrected. Express resends aren't available for magazines. Standard mail to the South region takes 5 "
            "to 8 business days."),
    ]
    set_now("2026-06-22T13:00:00-03:00")
    add(72, sc, d, q,
        "Hi Renata! The June Viagem came back to us on 18/06 because the address was incomplete. I've queued a free "
        "resend (BA-RS-4410) by standard mail, going out around 24/06 — express isn't available for magazines, "
        "sorry!",
        ev, [S("came back to us on 18/06"), S("because the address was incomplete"), S("queued a free resend (BA-RS-4410)"),
             S("going out around 24/06"), S("express isn't available for magazines")],
        includes=["BA-RS-4410", "24/06"],
        notes="shipment RETURNED_TO_SENDER 18/06 ADDRESS_INCOMPLETE; reshipment QUEUED STANDARD amount 0, "
              "estimated_dispatch 24/06; the express update was DENYed and the policy rules it out.")
    add(73, sc, d, q,
        "Your June issue was returned to sender, so we're sending it again by standard mail at no cost (order "
        "BA-RS-4410). I couldn't upgrade it to express. Standard mail to the South takes 5 to 8 business days.",
        ev, [S("Your June issue was returned to sender"), S("sending it again by standard mail at no cost"),
             S("I couldn't upgrade it to express"), S("5 to 8 business days")],
        includes=["BA-RS-4410", "5 to 8 business days"],
        notes="shipment status; reshipment record; refused update_order; the policy's South-region timing.")
    add(74, sc, d, q,
        "I've resent your June issue by express (order BA-RS-4410), so it should reach you in 1 to 2 business days.",
        ev, [C("I've resent your June issue by express", "NOT_EXECUTED"),
             CI("in 1 to 2 business days", "NLI_CONTRADICTION", "NO_POLICY_EVIDENCE", "NLI_NOT_ENTAILED")],
        errors=["refused_call_effect", "invented_promise"], excludes=["by express", "1 to 2 business days"],
        notes="the EXPRESS update was DENYed; the resend is STANDARD, 5-8 business days per the policy.")
    add(75, sc, d, q,
        "Tracking shows your June Viagem as delivered, so it may be with a neighbour or the building's front desk.",
        ev, [C("Tracking shows your June Viagem as delivered", "RECORD_STATE_MISMATCH")],
        errors=["other_record_value"], excludes=["as delivered"],
        notes="DELIVERED is the May issue's status; June's was RETURNED_TO_SENDER.")
    add(18, sc, d, q,
        "Your June Viagem issue was returned on 18/06, and the free resend BA-RS-4410 will go out by express mail.",
        ev, [S("returned on 18/06"), S("the free resend BA-RS-4410"), C("will go out by express mail", "NOT_EXECUTED",
                                                                          "VALUE_MISMATCH")],
        errors=["refused_call_effect"], excludes=["by express mail"],
        includes=["standard|couldn't|could not|unable|not able|not available|isn't available", "18/06"], repair=True,
        notes="the EXPRESS change was DENYed; shipping_method is STANDARD.")


# ===================================================================================================
# S18 flower subscription: next delivery date and window
# ===================================================================================================
def s18():
    d = "flower subscription"
    sc = "flowers-next-delivery"
    q = "When's my next bouquet arriving? It's for my mum's birthday on the 14th."
    ev = [
        rec("get_subscription#FDM-SUB-7731", "tool:chargebee.retrieve_subscription", {
            "subscription": {
                "id": "FDM-SUB-7731", "plan_id": "buque-quinzenal-medio", "plan_unit_price": 11900,
                "billing_period": 2, "billing_period_unit": "week", "status": "active",
                "next_billing_at": ep("2026-08-10 06:00"),
                "meta_data": {"delivery_lead_time": "P2D", "delivery_window": "09:00-13:00"}},
            "customer": {"id": "cus_FDM_1420", "first_name": "Camila"}}),
        rec("get_delivery#FDM-DLV-60213", "tool:flordomes.get_delivery", {
            "delivery": {"id": "FDM-DLV-60213", "subscription_id": "FDM-SUB-7731", "scheduled_for": "2026-08-12",
                         "window_start": ep("2026-08-12 09:00"), "window_end": ep("2026-08-12 13:00"),
                         "status": "SCHEDULED", "card_message": None}}),
        rec("get_delivery#FDM-DLV-59877", "tool:flordomes.get_delivery", {
            "delivery": {"id": "FDM-DLV-59877", "subscription_id": "FDM-SUB-7731", "scheduled_for": "2026-07-29",
                         "status": "DELIVERED", "delivered_at": ep("2026-07-29 10:41")}}),
        pol("policy#deliveries", "Bouquets are delivered 2 days after each billing date, between 09:00 and 13:00. "
            "One-off date changes can be made up to 48 hours before the delivery window starts. Birthday cards can "
            "be added free of charge."),
    ]
    set_now("2026-08-06T19:00:00-03:00")
    add(76, sc, d, q,
        "Hi Camila! Your next bouquet is scheduled for Wednesday, 12/08, between 09:00 and 13:00. If you'd rather "
        "it arrive on the 14th, one-off date changes can be made up to 48 hours before the delivery window starts.",
        ev, [S("scheduled for Wednesday, 12/08"), S("between 09:00 and 13:00"), S("up to 48 hours before")],
        includes=["12/08", "09:00"],
        notes="delivery FDM-DLV-60213 on 12/08 (a Wednesday) 09:00-13:00 local; the policy's 48-hour rule.")
    add(77, sc, d, q,
        "Next delivery: 12 August, 9:00–13:00 (billed on 10/08, R$ 119,00). Want a card for your mum? Birthday "
        "cards are free to add.",
        ev, [S("Next delivery: 12 August, 9:00–13:00"), S("billed on 10/08"), S("R$ 119,00"),
             S("Birthday cards are free to add")],
        includes=["12 August", "R$ 119,00"],
        notes="delivery window; next_billing_at 10/08; plan 11900; the policy: free birthday cards.")
    add(78, sc, d, q,
        "Your next bouquet arrives on 10/08 between 09:00 and 13:00 — a few days early for the birthday!",
        ev, [C("arrives on 10/08", "DATE_MISMATCH")],
        errors=["wrong_role"], excludes=["arrives on 10/08"],
        notes="10/08 is next_billing_at; delivery is 12/08.")
    add(79, sc, d, q,
        "Your next bouquet arrives on 12/08 between 12:00 and 16:00, and I've added a free birthday card for your mum.",
        ev, [S("arrives on 12/08"), C("between 12:00 and 16:00", "DATE_MISMATCH", "VALUE_MISMATCH"),
             CI("I've added a free birthday card", "CLAIM_WITHOUT_TOOL_EVIDENCE", "VALUE_MISMATCH")],
        errors=["unit_conversion", "unrecorded_extra"], excludes=["12:00 and 16:00", "I've added a free birthday card"],
        notes="12:00-16:00 is the window in UTC (09:00-13:00 local); card_message is null and no call added a card.")
    add(110, sc, d, q,
        "Your next bouquet is due on Wednesday, 12/08, between 09:00 and 12:00, and it's billed two days earlier, "
        "on 10/08.",
        ev, [S("due on Wednesday, 12/08"), C("between 09:00 and 12:00", "DATE_MISMATCH", "VALUE_MISMATCH"),
             S("billed two days earlier, on 10/08")],
        errors=["wrong_time"], excludes=["09:00 and 12:00"],
        notes="window_end is 13:00 local (the policy window is 09:00-13:00), not 12:00; next_billing_at is 10/08.")
    add(19, sc, d, q,
        "Your next bouquet arrives on Friday, 14/08, between 09:00 and 13:00 — right on the birthday!",
        ev, [C("arrives on Friday, 14/08", "DATE_MISMATCH"), S("between 09:00 and 13:00")],
        errors=["wrong_date"], excludes=["Friday, 14/08"],
        includes=["12/08|12 August|Wednesday", "09:00"], repair=True,
        notes="scheduled_for is 2026-08-12.")


# ===================================================================================================
# S19 flower subscription: upgrade to the large bouquet, vase not included
# ===================================================================================================
def s19():
    d = "flower subscription"
    sc = "flowers-upgrade-vase"
    q = "I upgraded to the large bouquet. Does that come with a vase? And what's my new price?"
    ev = [
        rec("get_subscription#FDM-SUB-8164", "tool:chargebee.retrieve_subscription", {
            "subscription": {
                "id": "FDM-SUB-8164", "plan_id": "buque-mensal-grande", "plan_unit_price": 18900,
                "billing_period": 1, "billing_period_unit": "month", "status": "active",
                "next_billing_at": ep("2026-09-01 06:00"), "has_scheduled_changes": False, "addons": []},
            "customer": {"id": "cus_FDM_3307", "first_name": "Luana"}}),
        rec("list_plans#buque-mensal", "tool:chargebee.list_plans", {
            "list": [
                {"plan": {"id": "buque-mensal-medio", "price": 12900, "period_unit": "month",
                          "meta_data": {"included": ["CARE_GUIDE"]}}},
                {"plan": {"id": "buque-mensal-grande", "price": 18900, "period_unit": "month",
                          "meta_data": {"included": ["EUCALYPTUS_FILLER", "CARE_GUIDE"]}}},
                {"plan": {"id": "buque-mensal-luxo", "price": 26900, "period_unit": "month",
                          "meta_data": {"included": ["GLASS_VASE", "EUCALYPTUS_FILLER", "CARE_GUIDE",
                                                     "HANDWRITTEN_CARD"]}}}]}),
        rec("list_addons#one-time", "tool:chargebee.list_addons", {
            "list": [{"addon": {"id": "vaso-vidro", "charge_type": "non_recurring", "price": 4500}}]}),
        psg("kb#bouquet-sizes", "Our large bouquet has 25–30 stems, about twice the medium.\nFlowers come from growers "
            "in Holambra.\nEvery bouquet comes with a care guide."),
        pol("policy#upgrades-vases", "Plan upgrades apply from the next billing date; the price difference isn't "
            "charged mid-cycle. Vases are included only with the Luxo plan, or can be added once for R$ 45,00."),
    ]
    set_now("2026-08-20T10:00:00-03:00")
    add(80, sc, d, q,
        "Your Grande bouquet starts with the 01/09 billing at R$ 189,00 a month. It doesn't include a vase — that's "
        "a Luxo perk — but you can add one, once, for R$ 45,00. 💐",
        ev, [S("starts with the 01/09 billing"), S("R$ 189,00 a month"), S("It doesn't include a vase"),
             S("that's a Luxo perk"), S("add one, once, for R$ 45,00")],
        includes=["R$ 189,00", "R$ 45,00"],
        notes="plan buque-mensal-grande 18900, next_billing_at 01/09; GLASS_VASE only on Luxo; vaso-vidro 4500.")
    add(81, sc, d, q,
        "New price: R$ 189,00/month from 1 September.\nIncluded: eucalyptus filler and a care guide.\nVase: optional "
        "one-time add-on, R$ 45,00.",
        ev, [S("New price: R$ 189,00/month from 1 September"), S("Included: eucalyptus filler and a care guide"),
             S("one-time add-on, R$ 45,00")],
        includes=["R$ 189,00"],
        notes="Grande features EUCALYPTUS_FILLER, CARE_GUIDE; non_recurring vase add-on 4500.")
    add(82, sc, d, q,
        "Grande = 25–30 stems, R$ 189,00 a month from 01/09; vase not included.",
        ev, [S("25–30 stems"), S("R$ 189,00 a month from 01/09"), S("vase not included")],
        includes=["25–30 stems"],
        notes="the KB passage for stems; plan price and next billing; the Grande list has no GLASS_VASE.")
    add(83, sc, d, q,
        "Great choice, Luana! The Grande plan includes a glass vase with your first delivery, and it's R$ 189,00 a "
        "month from 01/09.",
        ev, [C("includes a glass vase", "VALUE_MISMATCH", "NLI_CONTRADICTION"), S("R$ 189,00 a month from 01/09")],
        errors=["unlisted_perk"], excludes=["includes a glass vase"],
        notes="GLASS_VASE is only on buque-mensal-luxo; the policy says vases come only with Luxo.")
    add(84, sc, d, q,
        "Your new price is R$ 189,00 a month. Since the upgrade is immediate, we'll charge the R$ 60,00 difference "
        "today.",
        ev, [S("Your new price is R$ 189,00 a month"),
             C("we'll charge the R$ 60,00 difference today", "NLI_CONTRADICTION")],
        errors=["wrong_policy_condition"], excludes=["R$ 60,00 difference"],
        notes="the policy: upgrades apply from the next billing date and the difference isn't charged mid-cycle.")
    add(20, sc, d, q,
        "Your Grande plan is R$ 269,00 a month from 01/09 and comes with a care guide.",
        ev, [C("R$ 269,00 a month", "AMOUNT_MISMATCH"), S("from 01/09"), S("comes with a care guide")],
        errors=["other_record_value"], excludes=["R$ 269,00"],
        includes=["R$ 189,00|189,00", "01/09|1 September"], repair=True,
        notes="26900 is the Luxo plan; this subscription's plan_unit_price is 18900.")
    add(21, sc, d, q,
        "Your Grande bouquet is R$ 189,00 a month from 01/09, and a glass vase is included in the plan.",
        ev, [S("R$ 189,00 a month from 01/09"), C("a glass vase is included", "VALUE_MISMATCH", "NLI_CONTRADICTION")],
        errors=["unlisted_perk"], excludes=["a glass vase is included"],
        includes=["R$ 45,00|45,00|not included|isn't included|doesn't include|does not include|Luxo",
                  "R$ 189,00"], repair=True,
        notes="GLASS_VASE is listed only for Luxo; Grande buyers can add a vase once for R$ 45,00.")


# ===================================================================================================
# S20 flower subscription: skip refused because the bouquet is already billed
# ===================================================================================================
def s20():
    d = "flower subscription"
    sc = "flowers-skip-refused"
    q = "Can you skip this week's bouquet? I'll be away."
    ev = [
        rec("get_subscription#FDM-SUB-9012", "tool:chargebee.retrieve_subscription", {
            "subscription": {
                "id": "FDM-SUB-9012", "plan_id": "buque-semanal-pequeno", "plan_unit_price": 6900,
                "billing_period": 1, "billing_period_unit": "week", "status": "active",
                "current_term_start": ep("2026-09-28 06:00"), "next_billing_at": ep("2026-10-05 06:00")},
            "customer": {"id": "cus_FDM_5518", "first_name": "Gabriel"}}),
        rec("retrieve_invoice#FDM-INV-120455", "tool:chargebee.retrieve_invoice", {
            "invoice": {"id": "FDM-INV-120455", "date": ep("2026-09-28 06:00"), "status": "paid", "total": 6900}}),
        rec("get_delivery#FDM-DLV-71120", "tool:flordomes.get_delivery", {
            "delivery": {"id": "FDM-DLV-71120", "scheduled_for": "2026-09-30", "window_start": ep("2026-09-30 09:00"),
                         "window_end": ep("2026-09-30 13:00"), "status": "IN_PREPARATION"}}),
        refused("skip_delivery#call-1", "flordomes.skip_delivery", "DENY", {"delivery_id": "FDM-DLV-71120"}),
        pol("policy#skipping", "Skipping is free. Deliveries can be skipped until 23:59 the day before billing. Once "
            "billed, the bouquet is prepared fresh and can't be skipped or refunded, but it can be redirected to "
            "another address up to 24 hours before delivery."),
    ]
    set_now("2026-09-28T15:00:00-03:00")
    add(85, sc, d, q,
        "Sorry, Gabriel — this week's bouquet was already billed on 28/09 and is being prepared, so I couldn't skip "
        "it. You can still have it sent to another address until 24 hours before delivery, which is 09:00 tomorrow.",
        ev, [S("already billed on 28/09"), S("is being prepared"), S("I couldn't skip it"),
             S("sent to another address until 24 hours before delivery"), S("09:00 tomorrow")],
        includes=["couldn't", "28/09"],
        notes="invoice 28/09 paid; delivery IN_PREPARATION for 30/09 09:00 so the redirect cut-off is 29/09 09:00 "
              "(tomorrow from now 28/09); the skip was DENYed.")
    add(86, sc, d, q,
        "I wasn't able to skip the 30/09 delivery, since it's already been billed. If you're away next week too, you "
        "can skip that one for free until 23:59 on 04/10.",
        ev, [S("I wasn't able to skip the 30/09 delivery"), S("it's already been billed"), S("for free"),
             S("until 23:59 on 04/10")],
        includes=["04/10"],
        notes="skip DENYed; next_billing_at 05/10 so the policy's skip cut-off is 23:59 on 04/10; skipping is free.")
    add(87, sc, d, q,
        "Done — this week's bouquet is skipped, so nothing will arrive on 30/09. Enjoy your trip!",
        ev, [C("this week's bouquet is skipped", "NOT_EXECUTED"), C("nothing will arrive on 30/09", "NOT_EXECUTED",
                                                                      "RECORD_STATE_MISMATCH")],
        errors=["refused_call_effect", "wrong_state"], excludes=["is skipped", "nothing will arrive"],
        notes="skip_delivery was DENYed and the delivery is IN_PREPARATION for 30/09.")
    add(88, sc, d, q,
        "It's already billed, so I couldn't skip it — but if you decline the delivery you'll get a full refund of "
        "the R$ 69,00.",
        ev, [S("It's already billed"), S("I couldn't skip it"),
             C("you'll get a full refund", "NLI_CONTRADICTION")],
        errors=["invented_promise"], excludes=["you'll get a full refund"],
        notes="the policy says a billed bouquet can't be refunded.")
    add(22, sc, d, q,
        "Your 30/09 bouquet has been skipped, and you can skip next week's for free until 23:59 on 04/10.",
        ev, [C("Your 30/09 bouquet has been skipped", "NOT_EXECUTED"), S("until 23:59 on 04/10")],
        errors=["refused_call_effect"], excludes=["has been skipped"],
        includes=["couldn't|could not|unable|not able|wasn't able|already billed|can't be skipped", "04/10"],
        repair=True,
        notes="skip_delivery for FDM-DLV-71120 was DENYed.")


# ===================================================================================================
# S21 flower subscription: extras added, seasonal coupon ends first
# ===================================================================================================
def s21():
    d = "flower subscription"
    sc = "flowers-extras-total"
    q = "I added chocolates and a card to my next bouquet. What will the total be?"
    ev = [
        rec("get_subscription#FDM-SUB-6650", "tool:chargebee.retrieve_subscription", {
            "subscription": {
                "id": "FDM-SUB-6650", "plan_id": "buque-mensal-medio", "plan_unit_price": 12900,
                "billing_period": 1, "billing_period_unit": "month", "status": "active",
                "next_billing_at": ep("2026-11-03 06:00"),
                "coupons": [{"coupon_id": "PRIMAVERA15", "apply_till": ep("2026-10-31 23:59"), "applied_count": 2}]},
            "customer": {"id": "cus_FDM_2290", "first_name": "Beatriz"}}),
        rec("list_unbilled_charges#FDM-SUB-6650", "tool:chargebee.list_unbilled_charges", {
            "unbilled_charges": [
                {"id": "ubc_FDM_7731", "description": "Trufas artesanais (caixa 6 un.)", "unit_amount": 3450,
                 "quantity": 2, "amount": 6900, "date_from": ep("2026-10-27 17:40")},
                {"id": "ubc_FDM_7732", "description": "Cartão escrito à mão", "unit_amount": 0, "quantity": 1,
                 "amount": 0}]}),
        rec("renewal_estimate#FDM-SUB-6650", "tool:chargebee.renewal_estimate", {
            "estimate": {"next_invoice_estimate": {"date": ep("2026-11-03 06:00"), "sub_total": 19800,
                                                   "discounts": [], "total": 19800, "amount_due": 19800}}}),
        pol("policy#extras-coupons", "Extras added to a bouquet are billed with the next subscription charge. Seasonal "
            "coupons only apply to charges made before the coupon's end date. Handwritten cards are always free."),
    ]
    set_now("2026-10-27T18:00:00-03:00")
    add(89, sc, d, q,
        "Hi Beatriz! Your 03/11 charge will be R$ 198,00: R$ 129,00 for the bouquet plus R$ 69,00 for two boxes of "
        "truffles. The handwritten card is free. 🍫",
        ev, [S("Your 03/11 charge will be R$ 198,00"), S("R$ 129,00 for the bouquet"),
             S("R$ 69,00 for two boxes of truffles"), S("The handwritten card is free")],
        includes=["R$ 198,00"],
        notes="estimate total 19800 = 12900 + 2 x 3450; the card charge is 0.")
    add(90, sc, d, q,
        "Total on 3 November: R$ 198,00. Heads up — your PRIMAVERA15 coupon ends on 31/10, so it won't apply to "
        "this one.",
        ev, [S("Total on 3 November: R$ 198,00"), S("ends on 31/10"), S("it won't apply to this one")],
        includes=["R$ 198,00", "31/10"],
        notes="apply_till 31/10 23:59 is before the 03/11 charge; the estimate has no discounts.")
    add(91, sc, d, q,
        "With your PRIMAVERA15 coupon, your 03/11 charge comes to R$ 168,30, card included at no cost.",
        ev, [C("comes to R$ 168,30", "AMOUNT_MISMATCH"), S("card included at no cost")],
        errors=["condition_unmet"], excludes=["R$ 168,30"],
        notes="the coupon ends 31/10 before the 03/11 charge; the estimate total is 19800 with no discount.")
    add(92, sc, d, q,
        "You've added one box of truffles (R$ 34,50) and a free card, so your total on 03/11 is R$ 163,50.",
        ev, [C("one box of truffles", "VALUE_MISMATCH"), S("a free card"), C("R$ 163,50", "AMOUNT_MISMATCH")],
        errors=["wrong_quantity", "wrong_amount"], excludes=["one box of truffles", "R$ 163,50"],
        notes="the truffle charge has quantity 2 (6900); total is 19800.")
    add(23, sc, d, q,
        "Your 03/11 charge will be R$ 198,00, including two boxes of truffles, and the handwritten card costs R$ 5,00.",
        ev, [S("R$ 198,00"), S("two boxes of truffles"), C("card costs R$ 5,00", "AMOUNT_MISMATCH", "NLI_CONTRADICTION")],
        errors=["wrong_amount"], excludes=["R$ 5,00"],
        includes=["free|no charge|R$ 0|no cost", "R$ 198,00"], repair=True,
        notes="the card's unbilled charge is 0 and the policy says handwritten cards are always free.")


# ===================================================================================================
# S22 snack box: plan swap to vegan box
# ===================================================================================================
def s22():
    d = "snack box"
    sc = "snack-vegan-swap"
    q = "I switched to the vegan box. Did it work? What do I pay now?"
    ev = [
        rec("update_subscription#BB-SUB-60731", "tool:chargebee.update_subscription", {
            "subscription": {
                "id": "BB-SUB-60731", "plan_id": "belisco-vegano-mensal", "plan_unit_price": 7490,
                "billing_period": 1, "billing_period_unit": "month", "status": "active",
                "next_billing_at": ep("2026-03-15 09:00"), "has_scheduled_changes": False,
                "addons": [{"id": "snack-extra-proteina", "quantity": 1, "unit_price": 1590}]},
            "event": {"event_type": "SUBSCRIPTION_CHANGED", "occurred_at": ep("2026-03-02 21:47"), "prorate": False,
                      "previous": {"plan_id": "belisco-classico-mensal", "plan_unit_price": 6490}}}),
        rec("list_invoices#BB-SUB-60731", "tool:chargebee.list_invoices", {
            "invoices": [{"id": "BB-INV-2026-02-3390", "date": ep("2026-02-15 09:00"), "status": "paid",
                          "total": 8080}]}),
        psg("kb#vegan-box", "The Vegan box has 12 plant-based snacks, including 3 high-protein options.\nAll boxes "
            "ship on the first business day after billing.\nAllergens are listed on each pack."),
        pol("policy#box-swaps", "Box swaps apply to the next box that hasn't been billed yet. There's no charge or "
            "refund for the difference on a box already billed."),
    ]
    set_now("2026-03-02T21:50:00-03:00")
    add(93, sc, d, q,
        "Yes! You're now on the Vegan box. Your next charge, on 15/03/2026, is R$ 90,80 — R$ 74,90 for the box "
        "plus R$ 15,90 for the protein add-on.",
        ev, [S("You're now on the Vegan box"), S("on 15/03/2026, is R$ 90,80"), S("R$ 74,90 for the box"),
             S("R$ 15,90 for the protein add-on")],
        includes=["R$ 90,80", "15/03/2026"],
        notes="plan belisco-vegano-mensal 7490 + snack-extra-proteina 1590 = 9080 on next_billing_at 15/03.")
    add(94, sc, d, q,
        "The swap went through 🌱 From 15 March you'll pay R$ 74,90 for the Vegan box, plus your add-on. There's no "
        "charge for the difference on February's box.",
        ev, [S("The swap went through"), S("From 15 March you'll pay R$ 74,90"),
             S("no charge for the difference on February's box")],
        includes=["R$ 74,90"],
        notes="SUBSCRIPTION_CHANGED event; plan 7490; the policy: no charge for an already-billed box.")
    add(95, sc, d, q,
        "It worked — seventy-four reais and ninety centavos a month for the Vegan box from the fifteenth of March, "
        "twelve plant-based snacks each time.",
        ev, [S("It worked"), S("seventy-four reais and ninety centavos a month"), S("from the fifteenth of March"),
             S("twelve plant-based snacks")],
        includes=["seventy-four reais"],
        notes="plan_unit_price 7490; next_billing_at 15/03; the KB passage gives 12 snacks.")
    add(96, sc, d, q,
        "You're on the Vegan box now! Your next charge on 15/03 will be R$ 80,80, the same as February.",
        ev, [S("You're on the Vegan box now"), C("will be R$ 80,80", "AMOUNT_MISMATCH")],
        errors=["stale_value"], excludes=["R$ 80,80"],
        notes="8080 was February's invoice on the Clássico plan; the next charge is 7490 + 1590 = 9080.")
    add(97, sc, d, q,
        "Swap confirmed. Next charge on 15/03: R$ 74,90 + R$ 15,90 = R$ 89,80.",
        ev, [S("Swap confirmed"), S("R$ 74,90 + R$ 15,90"), C("= R$ 89,80", "AMOUNT_MISMATCH")],
        errors=["wrong_arithmetic"], excludes=["R$ 89,80"],
        notes="7490 + 1590 = 9080.")
    add(24, sc, d, q,
        "You're on the Vegan box now, and your next charge is on 15/02 for R$ 90,80.",
        ev, [S("You're on the Vegan box now"), C("on 15/02", "DATE_MISMATCH"), S("for R$ 90,80")],
        errors=["wrong_date"], excludes=["15/02"],
        includes=["15/03|15 March", "R$ 90,80"], repair=True,
        notes="next_billing_at is 15/03; 15/02 was February's invoice date.")


# ===================================================================================================
# S23 snack box: office plan with quantity, coffee add-on and fixed coupon
# ===================================================================================================
def s23():
    d = "snack box"
    sc = "snack-office-plan"
    q = "We have your snack box at the office. How many boxes do we get and what's this month's total?"
    ev = [
        rec("get_subscription#BB-SUB-71880", "tool:chargebee.retrieve_subscription", {
            "subscription": {
                "id": "BB-SUB-71880", "plan_id": "belisco-escritorio-mensal", "plan_quantity": 3,
                "plan_unit_price": 11990, "billing_period": 1, "billing_period_unit": "month", "status": "active",
                "next_billing_at": ep("2026-04-20 09:00"),
                "addons": [{"id": "cafe-especial-250g", "quantity": 2, "unit_price": 3900}],
                "coupons": [{"coupon_id": "EMPRESA10", "apply_till": ep("2026-12-20 09:00"), "applied_count": 4}]},
            "customer": {"id": "cus_BB_9041", "company": "Estúdio Caju Ltda."}}),
        rec("retrieve_coupon#EMPRESA10", "tool:chargebee.retrieve_coupon", {
            "coupon": {"id": "EMPRESA10", "discount_type": "fixed_amount", "discount_amount": 3000,
                       "apply_on": "invoice_amount", "duration_type": "limited_period"}}),
        rec("renewal_estimate#BB-SUB-71880", "tool:chargebee.renewal_estimate", {
            "estimate": {"next_invoice_estimate": {"date": ep("2026-04-20 09:00"), "sub_total": 43770,
                                                   "discounts": [{"entity_id": "EMPRESA10", "amount": 3000}],
                                                   "total": 40770, "amount_due": 40770}}}),
        rec("get_subscription#BB-SUB-71902", "tool:chargebee.retrieve_subscription", {
            "subscription": {"id": "BB-SUB-71902", "customer_id": "cus_BB_9041", "plan_id": "belisco-classico-mensal",
                             "plan_quantity": 1, "plan_unit_price": 6490, "status": "active",
                             "meta_data": {"label": "casa - sócia"}}}),
        pol("policy#office-plans", "Office plans ship all boxes together in one delivery. Fixed-amount coupons come off "
            "the invoice total once per charge, not per box."),
    ]
    set_now("2026-04-08T14:00:00-03:00")
    add(98, sc, d, q,
        "Hi team! You get 3 office boxes per delivery, plus 2 bags of specialty coffee. Your next charge on "
        "20/04/2026 is R$ 407,70: R$ 359,70 for the boxes and R$ 78,00 for the coffee, minus R$ 30,00 from EMPRESA10.",
        ev, [S("You get 3 office boxes per delivery"), S("plus 2 bags of specialty coffee"),
             S("20/04/2026 is R$ 407,70"), S("R$ 359,70 for the boxes"), S("R$ 78,00 for the coffee"),
             S("minus R$ 30,00 from EMPRESA10")],
        includes=["R$ 407,70", "3 office boxes"],
        notes="plan_quantity 3 x 11990 = 35970; coffee 2 x 3900 = 7800; fixed coupon 3000; estimate total 40770.")
    add(99, sc, d, q,
        "- Boxes: 3, shipped together in one delivery\n- Coffee: 2 × R$ 39,00\n- Discount: R$ 30,00 per charge, "
        "until 20/12/2026\n- Next total: R$ 407,70 on 20 April",
        ev, [S("Boxes: 3, shipped together in one delivery"), S("Coffee: 2 × R$ 39,00"),
             S("Discount: R$ 30,00 per charge"), S("until 20/12/2026"), S("Next total: R$ 407,70 on 20 April")],
        includes=["R$ 407,70", "20/12/2026"],
        notes="office policy ships together; coupon apply_till 20/12; fixed amount once per charge.")
    add(100, sc, d, q,
        "You get 3 boxes per delivery. The EMPRESA10 discount is R$ 30,00 per box, so your 20/04 charge comes to "
        "R$ 347,70.",
        ev, [S("You get 3 boxes per delivery"), C("R$ 30,00 per box", "NLI_CONTRADICTION", "VALUE_MISMATCH"),
             C("comes to R$ 347,70", "AMOUNT_MISMATCH")],
        errors=["wrong_policy_condition", "wrong_amount"], excludes=["per box", "R$ 347,70"],
        notes="the policy takes fixed coupons once per charge; the estimate total is 40770.")
    add(101, sc, d, q,
        "Hi team! You're getting one box a month at R$ 64,90, and your coffee is R$ 78,00 on top.",
        ev, [C("one box a month at R$ 64,90", "VALUE_MISMATCH", "AMOUNT_MISMATCH"), S("your coffee is R$ 78,00")],
        errors=["other_record_value"], excludes=["one box a month at R$ 64,90"],
        notes="one box at 6490 is the partner's home subscription BB-SUB-71902; the office plan is 3 x 11990.")
    add(25, sc, d, q,
        "Your 20/04 charge is R$ 437,70 for 3 boxes and 2 bags of coffee, with EMPRESA10 applied.",
        ev, [S("Your 20/04 charge"), C("R$ 437,70", "AMOUNT_MISMATCH"), S("3 boxes and 2 bags of coffee"),
             S("with EMPRESA10 applied")],
        errors=["wrong_arithmetic"], excludes=["R$ 437,70"],
        includes=["R$ 407,70|407,70", "20/04|20 April"], repair=True,
        notes="43770 is the sub_total before the 3000 coupon; amount_due is 40770.")


# ===================================================================================================
# S24 snack box: failed payment, expired card
# ===================================================================================================
def s24():
    d = "snack box"
    sc = "snack-failed-payment"
    q = "Why didn't my snack box ship this month?"
    ev = [
        rec("retrieve_invoice#BB-INV-2026-05-4471", "tool:chargebee.retrieve_invoice", {
            "invoice": {"id": "BB-INV-2026-05-4471", "subscription_id": "BB-SUB-55512", "date": ep("2026-05-12 09:00"),
                        "status": "payment_due", "total": 6490, "amount_due": 6490, "dunning_status": "in_progress",
                        "dunning_attempts": [{"attempt": 0, "created_at": ep("2026-05-12 09:00"),
                                              "transaction_status": "FAILURE"},
                                             {"attempt": 1, "created_at": ep("2026-05-14 10:00"),
                                              "transaction_status": "FAILURE"}],
                        "next_retry_at": ep("2026-05-18 10:00")}}),
        rec("get_subscription#BB-SUB-55512", "tool:chargebee.retrieve_subscription", {
            "subscription": {"id": "BB-SUB-55512", "plan_id": "belisco-classico-mensal", "plan_unit_price": 6490,
                             "status": "active", "due_invoices_count": 1, "due_since": ep("2026-05-12 09:00")},
            "customer": {"id": "cus_BB_3301", "first_name": "Pedro"}}),
        rec("retrieve_payment_source#pm_BB_8830", "tool:chargebee.retrieve_payment_source", {
            "payment_source": {"id": "pm_BB_8830", "type": "card", "status": "expired",
                               "card": {"brand": "visa", "last4": "4417", "expiry_month": 4, "expiry_year": 2026}}}),
        rec("retrieve_invoice#BB-INV-2026-04-4122", "tool:chargebee.retrieve_invoice", {
            "invoice": {"id": "BB-INV-2026-04-4122", "date": ep("2026-04-12 09:00"), "status": "paid", "total": 6490}}),
        pol("policy#failed-payments", "Boxes ship only after the month's payment succeeds. If a payment fails, we retry "
            "automatically up to 4 times over 10 days. If all retries fail, the subscription is cancelled and the box "
            "isn't sent. Updating your card triggers an immediate retry."),
    ]
    set_now("2026-05-15T12:00:00-03:00")
    add(102, sc, d, q,
        "Hi Pedro! Your May payment of R$ 64,90 didn't go through because the Visa ending 4417 expired in 04/2026, "
        "so the box is on hold until it's paid. Update your card and we'll retry right away; otherwise the next "
        "automatic retry is on 18/05 at 10:00.",
        ev, [S("Your May payment of R$ 64,90 didn't go through"), S("the Visa ending 4417 expired in 04/2026"),
             S("the box is on hold until it's paid"), S("we'll retry right away"), S("retry is on 18/05 at 10:00")],
        includes=["4417", "18/05"],
        notes="invoice payment_due 6490 with failed attempts; card expired 04/2026; next_retry_at 18/05 10:00 local; "
              "the policy ships only after payment and retries on card update.")
    add(103, sc, d, q,
        "Your May box is waiting on payment — R$ 64,90 is still due. We'll keep retrying automatically (up to 4 "
        "tries over 10 days), but updating your card triggers an immediate retry.",
        ev, [S("Your May box is waiting on payment"), S("R$ 64,90 is still due"), S("up to 4 tries over 10 days"),
             S("updating your card triggers an immediate retry")],
        includes=["R$ 64,90"],
        notes="amount_due 6490; the retry rules come from the policy.")
    add(104, sc, d, q,
        "Sorry, Pedro — your subscription was cancelled because the payment failed, so the May box wasn't sent.",
        ev, [C("your subscription was cancelled", "RECORD_STATE_MISMATCH"), S("the May box wasn't sent")],
        errors=["wrong_state"], excludes=["was cancelled"],
        notes="subscription status is active with dunning in progress; cancellation happens only if all retries fail.")
    add(105, sc, d, q,
        "Your card ending 4471 has expired, so the R$ 64,90 payment failed. The next retry is on 18/05 at 13:00.",
        ev, [C("card ending 4471", "IDENTIFIER_MISMATCH"), S("the R$ 64,90 payment failed"),
             C("18/05 at 13:00", "DATE_MISMATCH", "VALUE_MISMATCH")],
        errors=["wrong_id", "unit_conversion"], excludes=["4471", "18/05 at 13:00"],
        notes="the card's last4 is 4417 (4471 is the invoice suffix); next_retry_at is 10:00 São Paulo, 13:00 UTC.")
    add(26, sc, d, q,
        "Your R$ 64,90 May payment failed because your Visa ending 4417 expired; the next automatic retry is on 20/05.",
        ev, [S("Your R$ 64,90 May payment failed"), S("Visa ending 4417 expired"), C("retry is on 20/05", "DATE_MISMATCH")],
        errors=["wrong_date"], excludes=["20/05"],
        includes=["18/05|18 May", "4417"], repair=True,
        notes="next_retry_at is 18/05 10:00.")


# ===================================================================================================
# S25 snack box: annual plan cancelled at term end, refund denied
# ===================================================================================================
def s25():
    d = "snack box"
    sc = "snack-annual-refund"
    q = "I want to cancel my annual snack plan and get my money back."
    ev = [
        rec("cancel_subscription#BB-SUB-48120", "tool:chargebee.cancel_subscription", {
            "subscription": {
                "id": "BB-SUB-48120", "plan_id": "belisco-classico-anual", "plan_unit_price": 69900,
                "billing_period": 1, "billing_period_unit": "year", "status": "non_renewing",
                "current_term_start": ep("2026-01-10 09:00"), "current_term_end": ep("2027-01-10 09:00"),
                "cancelled_at": ep("2027-01-10 09:00"), "end_of_term": True},
            "customer": {"id": "cus_BB_1276", "first_name": "Aline"}}),
        rec("list_orders#BB-SUB-48120", "tool:chargebee.list_orders", {
            "orders": [{"id": "BB-ORD-3301", "status": "delivered", "delivered_at": ep("2026-01-14 15:00")},
                       {"id": "BB-ORD-3588", "status": "delivered", "delivered_at": ep("2026-02-13 11:20")},
                       {"id": "BB-ORD-3870", "status": "delivered", "delivered_at": ep("2026-03-13 16:05")},
                       {"id": "BB-ORD-4159", "status": "delivered", "delivered_at": ep("2026-04-14 10:30")},
                       {"id": "BB-ORD-4442", "status": "shipped", "shipping_date": ep("2026-05-12 12:00")}]}),
        refused("create_credit_note#call-2", "chargebee.create_credit_note", "DENY",
                {"subscription_id": "BB-SUB-48120", "total": 69900, "type": "REFUNDABLE",
                 "create_reason_code": "ORDER_CANCELLATION"}),
        pol("policy#annual-refunds", "Annual plans can be refunded in full within 14 days of purchase if no box has "
            "shipped. After that, cancelling stops the renewal and you keep receiving boxes until the term ends. "
            "Partial refunds for unused months aren't offered."),
    ]
    set_now("2026-05-20T16:00:00-03:00")
    add(106, sc, d, q,
        "Hi Aline! I've set your annual plan to end on 10/01/2027 — it won't renew, and your boxes keep coming until "
        "then. A refund isn't possible, I'm afraid: full refunds are only within 14 days of purchase with no box "
        "shipped, and we don't refund unused months.",
        ev, [S("set your annual plan to end on 10/01/2027"), S("it won't renew"), S("your boxes keep coming until then"),
             S("A refund isn't possible"), S("only within 14 days of purchase"), S("we don't refund unused months")],
        includes=["10/01/2027"],
        notes="non_renewing with current_term_end 10/01/2027; the refund call was DENYed; the policy's 14-day rule "
              "and no partial refunds.")
    add(107, sc, d, q,
        "Your plan is now non-renewing and ends on 10 January 2027. I wasn't able to issue a refund, since the "
        "14-day window from your 10/01/2026 purchase has passed.",
        ev, [S("now non-renewing"), S("ends on 10 January 2027"), S("I wasn't able to issue a refund"),
             S("the 14-day window from your 10/01/2026 purchase has passed")],
        includes=["10 January 2027"],
        notes="status non_renewing; term started 10/01/2026 so 14 days ended 24/01; credit note DENYed.")
    add(108, sc, d, q,
        "I've cancelled the renewal, and because you're still within the refund window, the full R$ 699,00 will be "
        "refunded to your card.",
        ev, [S("I've cancelled the renewal"),
             C("you're still within the refund window", "NLI_CONTRADICTION", "DATE_MISMATCH"),
             C("the full R$ 699,00 will be refunded", "NOT_EXECUTED")],
        errors=["condition_unmet", "refused_call_effect"],
        excludes=["within the refund window", "will be refunded"],
        notes="the purchase was 10/01/2026 with boxes shipped, so the 14-day condition fails; the refund was DENYed.")
    add(109, sc, d, q,
        "Your plan won't renew after 10/01/2027. I've also arranged a pro-rated refund for the months you won't use.",
        ev, [S("won't renew after 10/01/2027"),
             CI("arranged a pro-rated refund", "NOT_EXECUTED", "NLI_CONTRADICTION", "CLAIM_WITHOUT_TOOL_EVIDENCE")],
        errors=["unrecorded_extra"], excludes=["pro-rated refund"],
        notes="no record holds a partial refund (the only refund call was DENYed) and the policy rules out partial "
              "refunds.")
    add(27, sc, d, q,
        "Your annual plan won't renew and ends on 10/01/2027; your R$ 699,00 refund has been issued.",
        ev, [S("won't renew and ends on 10/01/2027"), C("refund has been issued", "NOT_EXECUTED")],
        errors=["refused_call_effect"], excludes=["refund has been issued"],
        includes=["couldn't|could not|unable|not able|wasn't able|isn't possible|not possible|no refund|denied",
                  "10/01/2027"], repair=True,
        notes="create_credit_note was DENYed.")


# --- MORE SCENARIOS ---


def main():
    for fn in [s01, s02, s03, s04, s05, s06, s07, s08, s09, s10, s11, s12, s13, s14, s15, s16, s17, s18, s19, s20, s21, s22, s23, s24, s25]:
        fn()
    ids = [c["case"]["id"] for c in CASES + REPAIRS]
    assert len(ids) == len(set(ids)), "duplicate ids"
    with open(os.path.join(HERE, "cases.jsonl"), "w", encoding="utf-8") as f:
        for c in CASES:
            f.write(json.dumps(c, ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "repair.jsonl"), "w", encoding="utf-8") as f:
        for c in REPAIRS:
            f.write(json.dumps(c, ensure_ascii=False) + "\n")
    n_ok = sum(1 for c in CASES if not c["meta"]["errors"])
    print(f"cases {len(CASES)} (correct {n_ok}, wrong {len(CASES) - n_ok}), repair {len(REPAIRS)}")


if __name__ == "__main__":
    main()
