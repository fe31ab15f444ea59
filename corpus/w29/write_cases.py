"""w29 corpus writer. Each bundle and draft below is written by hand; this file only
serialises them and runs a few self-checks (span uniqueness, excludes, repair corrections)."""
import json, os, re

W = "w29"
CASES, REPAIRS = [], []
_ids = set()

def S(c): return {"contains": c, "verdict_in": ["supported"]}
def NA(c): return {"contains": c, "verdict_in": ["not_applicable"]}
def C(c, *r): return {"contains": c, "verdict_in": ["contradicted"], "reason_in": list(r)}
def I(c, *r): return {"contains": c, "verdict_in": ["insufficient_evidence"], "reason_in": list(r)}
def CI(c, *r): return {"contains": c, "verdict_in": ["contradicted", "insufficient_evidence"], "reason_in": list(r)}

# common reason sets
REC_NONE = ("CLAIM_WITHOUT_TOOL_EVIDENCE",)
RULE_NONE = ("NO_POLICY_EVIDENCE", "NLI_NOT_ENTAILED")
RULE_BAD = ("NLI_CONTRADICTION", "VALUE_MISMATCH")

class Bundle:
    def __init__(self, scenario, domain, question, evidence, now=None):
        self.scenario, self.domain, self.question, self.evidence, self.now = scenario, domain, question, evidence, now
        ids = [e["id"] for e in evidence]
        assert len(ids) == len(set(ids)), scenario

def _check(draft, probes, excl, cid):
    for p in probes:
        n = draft.count(p["contains"])
        assert n == 1, (cid, p["contains"], n)
    for e in excl:
        assert e in draft, (cid, "exclude not in draft", e)

def case(b, draft, probes, errors=(), notes="", excl=(), incl=(), tag=None):
    n = len(CASES) + 1
    cid = f"{W}-{n:03d}-{b.scenario}" + (f"-{tag}" if tag else "")
    assert cid not in _ids; _ids.add(cid)
    _check(draft, probes, excl, cid)
    correct = not errors
    if correct:
        assert not excl and all(p["verdict_in"] in (["supported"], ["not_applicable"]) for p in probes), cid
        for i in incl: assert i in draft, (cid, "include missing", i)
    else:
        assert excl, cid
    c = {"schema": "halcheck.case/1", "id": cid, "question": b.question, "draft": draft,
         "evidence": b.evidence}
    if b.now: c["now"] = b.now
    CASES.append({"case": c, "expect": {"probes": probes, "outcome_in": ["sent"] if correct else None,
                  "final_excludes": list(excl), "final_includes": list(incl)},
                  "meta": {"writer": W, "domain": b.domain, "scenario": b.scenario,
                           "api_family": "fintech REST (decimal strings, RFC 3339 microseconds, lowercase states, bps fees)",
                           "errors": list(errors), "notes": notes}})

def repair(b, draft, probes, errors, notes, excl, incl):
    n = len(REPAIRS) + 1
    cid = f"{W}-r{n:02d}-{b.scenario}"
    assert cid not in _ids; _ids.add(cid)
    _check(draft, probes, excl, cid)
    assert 1 <= len(errors) <= 2
    for alt in incl[0].split("|"):
        assert alt not in draft, (cid, "correction already in draft", alt)
    for ent in incl[1:]:
        assert any(a in draft for a in ent.split("|")), (cid, "kept specific missing", ent)
    c = {"schema": "halcheck.case/1", "id": cid, "question": b.question, "draft": draft,
         "evidence": b.evidence}
    if b.now: c["now"] = b.now
    REPAIRS.append({"case": c, "expect": {"probes": probes, "outcome_in": ["repaired"],
                    "final_excludes": list(excl), "final_includes": list(incl)},
                    "meta": {"writer": W, "domain": b.domain, "scenario": b.scenario,
                             "api_family": "fintech REST (decimal strings, RFC 3339 microseconds, lowercase states, bps fees)",
                             "errors": list(errors), "notes": notes}})

# ---------------------------------------------------------------- crypto exchange
b = Bundle("btc-withdrawal", "crypto exchange", "Where is my BTC withdrawal from this morning? It hasn't arrived.", [
    {"id": "get_withdrawal#WD-88213", "kind": "record", "source": "tool:get_withdrawal",
     "fields": {"withdrawal": {"id": "WD-88213", "asset": "BTC", "amount": "0.00250000", "network_fee": "0.00001200",
                "status": "pending", "created_at": "2026-03-14T02:15:30.482113Z",
                "destination": {"network": "BITCOIN", "address_tail": "q9xk"},
                "confirmations": {"current": 1, "required": 3}, "screening": {"result": "CLEARED"}}}},
    {"id": "get_withdrawal#WD-88109", "kind": "record", "source": "tool:get_withdrawal",
     "fields": {"withdrawal": {"id": "WD-88109", "asset": "BTC", "amount": "0.01000000", "network_fee": "0.00001500",
                "status": "settled", "created_at": "2026-03-02T06:41:12.003551Z",
                "confirmations": {"current": 3, "required": 3}}}},
    {"id": "withdrawal-policy#crypto", "kind": "policy", "revision": "2026-01",
     "text": "All crypto withdrawals are screened before they are broadcast. Screening normally completes within 2 hours. "
             "Bitcoin withdrawals are marked settled after 3 network confirmations. "
             "The network fee is deducted from the amount withdrawn and is not refundable once the transaction is broadcast."},
], now="2026-03-14T11:40:00+08:00")

case(b, "Your withdrawal WD-88213 of 0.0025 BTC is still pending. It has 1 of the 3 network confirmations it needs, and Bitcoin withdrawals are marked settled once they reach 3 confirmations.",
     [S("WD-88213 of 0.0025 BTC is still pending"), S("It has 1 of the 3 network confirmations"), S("marked settled once they reach 3 confirmations")],
     notes="withdrawal.status pending, confirmations 1/3; policy: settled after 3 confirmations.", incl=["0.0025 BTC"])
case(b, "Hi Arjun, here is where your withdrawal stands:\n- Amount: 0.00250000 BTC\n- Network fee: 0.000012 BTC\n- Status: pending (1/3 confirmations)\n- Requested: 14/03/2026, 10:15 AM SGT\nThe network fee is taken out of the amount withdrawn.",
     [S("Amount: 0.00250000 BTC"), S("Network fee: 0.000012 BTC"), S("Status: pending"), S("10:15 AM SGT"), S("taken out of the amount withdrawn")],
     notes="created_at 02:15:30Z is 10:15 AM in Singapore; fee 0.00001200; policy says fee deducted from amount.", incl=["0.000012 BTC", "10:15 AM"])
case(b, "It's cleared screening and has been broadcast; one confirmation so far out of three. Nothing further is needed from you.",
     [S("It's cleared screening"), S("one confirmation so far out of three")],
     notes="screening.result CLEARED, confirmations 1 of 3.", incl=["three"])
case(b, "Your withdrawal WD-88213 of 0.0025 BTC has already settled. It was requested at 2:15 AM today, so it should be visible in your wallet now.",
     [C("has already settled", "RECORD_STATE_MISMATCH"), C("requested at 2:15 AM today", "DATE_MISMATCH", "VALUE_MISMATCH")],
     errors=["wrong_state", "unit_conversion"], notes="status is pending (1/3 confirmations); 02:15Z is 10:15 AM SGT, not 2:15 AM.",
     excl=["already settled", "2:15 AM"], tag="settled")
case(b, "Your Bitcoin withdrawal of 0.01 BTC is pending. It has 1 of 3 confirmations so far. Screening normally completes within 2 hours.",
     [C("withdrawal of 0.01 BTC", "AMOUNT_MISMATCH"), S("It has 1 of 3 confirmations"), S("completes within 2 hours")],
     errors=["other_record_value"], notes="0.01 BTC is the older withdrawal WD-88109; this one (WD-88213) is 0.00250000.",
     excl=["0.01 BTC"], tag="other-amount")
case(b, "Withdrawal WD-88109 is still pending while it waits for network confirmations. Screening normally completes within 2 hours.",
     [C("Withdrawal WD-88109 is still pending", "IDENTIFIER_MISMATCH", "RECORD_STATE_MISMATCH"), S("completes within 2 hours")],
     errors=["wrong_id"], notes="the pending withdrawal is WD-88213; WD-88109 is the older, settled one.", excl=["WD-88109"], tag="old-id")
repair(b, "Your withdrawal WD-88213 of 0.0025 BTC is pending with 1 of 3 confirmations. The network fee of 0.00012 BTC is deducted from the amount sent.",
     [S("WD-88213 of 0.0025 BTC is pending"), C("fee of 0.00012 BTC", "AMOUNT_MISMATCH")],
     ["wrong_amount"], "network_fee is 0.00001200 BTC (0.000012), not 0.00012.",
     ["0.00012 BTC"], ["0.000012|0.0000120|0.00001200", "0.0025 BTC|0.00250000 BTC"])

b = Bundle("eth-buy-fee", "crypto exchange", "I bought ETH this afternoon, how much was the fee?", [
    {"id": "get_order#ORD-5521907", "kind": "record", "source": "tool:get_order",
     "fields": {"order": {"id": "ORD-5521907", "pair": "ETH-SGD", "side": "buy", "type": "market", "status": "filled",
                "filled_qty": "0.50000000", "avg_price": "4820.5000", "gross_quote": "2410.2500",
                "fee": {"bps": 10, "amount": "2.4103", "currency": "SGD"}, "net_debit": "2412.6603",
                "created_at": "2026-04-07T07:32:08.119204Z"}}},
    {"id": "get_order#ORD-5521866", "kind": "record", "source": "tool:get_order",
     "fields": {"order": {"id": "ORD-5521866", "pair": "ETH-SGD", "side": "buy", "type": "limit", "status": "open",
                "limit_price": "4700.0000", "qty": "0.25000000", "filled_qty": "0.00000000",
                "fee": {"bps": 5, "amount": "0.0000", "currency": "SGD"}, "created_at": "2026-04-07T07:10:44.870011Z"}}},
    {"id": "fee-schedule#spot", "kind": "policy", "revision": "v12",
     "text": "Spot trading fees depend on how the order executes. Limit orders that rest on the book (maker) pay 5 basis points. "
             "Market orders and limit orders that fill immediately (taker) pay 10 basis points. Fees are charged in the quote currency at the time of the fill."},
], now="2026-04-07T18:05:00+08:00")

case(b, "Your market order ORD-5521907 filled 0.5 ETH at an average of S$4,820.50. The taker fee was 10 basis points, which came to S$2.41, so S$2,412.66 was debited in total.",
     [S("filled 0.5 ETH at an average of S$4,820.50"), S("taker fee was 10 basis points"), S("came to S$2.41"), S("S$2,412.66 was debited")],
     notes="order.filled_qty 0.5, avg_price 4820.5000, fee.bps 10, fee.amount 2.4103, net_debit 2412.6603.", incl=["S$2.41", "S$2,412.66"])
case(b, "Hello, the fee on this afternoon's ETH purchase was SGD 2.41 (0.10% of SGD 2,410.25). Market orders pay the taker rate of 10 bps, charged in SGD.",
     [S("fee on this afternoon's ETH purchase was SGD 2.41"), S("0.10% of SGD 2,410.25"), S("Market orders pay the taker rate of 10 bps"), S("charged in SGD")],
     notes="10 bps = 0.10%; gross_quote 2410.2500; policy: taker 10 bps, fee in quote currency.", incl=["SGD 2.41"])
case(b, "Fee: S$2.41 on a gross of S$2,410.25. Your separate limit order at S$4,700 is still open and unfilled.",
     [S("Fee: S$2.41"), S("gross of S$2,410.25"), S("limit order at S$4,700 is still open and unfilled")],
     notes="fee.amount 2.4103; ORD-5521866 status open, filled_qty 0.", incl=["S$2.41"])
case(b, "Your market order filled 0.5 ETH at S$4,820.50. The fee was 1% of the trade, S$24.10, and it was charged in SGD.",
     [S("filled 0.5 ETH at S$4,820.50"), C("The fee was 1% of the trade, S$24.10", "AMOUNT_MISMATCH", "VALUE_MISMATCH"), S("charged in SGD")],
     errors=["unit_conversion"], notes="fee.bps 10 is 0.1%, fee.amount 2.4103; reading bps as tenths of a percent gives 1%.",
     excl=["1% of the trade", "S$24.10"], tag="bps-as-percent")
case(b, "Your ETH order filled at S$4,820.50. As a maker order, it paid the lower 5 bps fee of S$1.21.",
     [S("filled at S$4,820.50"), C("paid the lower 5 bps fee of S$1.21", "AMOUNT_MISMATCH", "VALUE_MISMATCH")],
     errors=["other_record_value"], notes="5 bps is the resting limit order ORD-5521866's rate; the filled market order paid 10 bps (2.4103).",
     excl=["5 bps fee of S$1.21"], tag="maker-rate")
repair(b, "Your market buy filled 0.5 ETH at an average of S$4,820.50. The 10 bps fee was S$2.41, so the total debited was S$2,410.25.",
     [S("filled 0.5 ETH at an average of S$4,820.50"), S("10 bps fee was S$2.41"), C("total debited was S$2,410.25", "AMOUNT_MISMATCH")],
     ["wrong_arithmetic"], "net_debit is 2412.6603 (gross 2410.25 plus fee 2.41); the draft gives the gross as the total.",
     ["debited was S$2,410.25"], ["2,412.66|2412.66", "S$2.41|2.41"])

b = Bundle("withdrawal-lock", "crypto exchange", "Why can't I withdraw my USDT? I just changed my password.", [
    {"id": "get_account_security#U-30918", "kind": "record", "source": "tool:get_account_security",
     "fields": {"user_id": "U-30918", "security": {"withdrawal_lock": {"active": True, "reason": "PASSWORD_CHANGED",
                "started_at": "2026-05-03T13:22:41.550912+08:00", "expires_at": "2026-05-04T13:22:41.550912+08:00"},
                "two_factor": {"enabled": True, "method": "TOTP"}, "last_login_at": "2026-05-04T08:02:19.004410+08:00"}}},
    {"id": "get_balances#U-30918", "kind": "record", "source": "tool:get_balances",
     "fields": {"balances": [{"asset": "USDT", "available": "1250.000000", "locked": "0.000000"},
                             {"asset": "SGD", "available": "86.1200", "locked": "0.0000"}]}},
    {"id": "create_withdrawal#call-1", "kind": "refused_call", "tool": "create_withdrawal", "decision": "DENY",
     "args": {"asset": "USDT", "amount": "1250.000000", "network": "TRC20"}},
    {"id": "security-policy#locks", "kind": "policy", "revision": "2025-11",
     "text": "To protect accounts, some changes pause withdrawals for a period. After a password change, crypto withdrawals are paused for 24 hours. "
             "After a change of the registered email address, withdrawals are paused for 48 hours. Deposits and trading are not affected by these pauses. "
             "Support staff cannot lift a security pause early."},
], now="2026-05-04T09:10:00+08:00")

case(b, "Because you changed your password yesterday, withdrawals on your account are paused for 24 hours. The pause ends today at 1:22 PM, after which you can withdraw your 1,250 USDT.",
     [S("withdrawals on your account are paused for 24 hours"), S("ends today at 1:22 PM"), S("withdraw your 1,250 USDT")],
     notes="withdrawal_lock reason PASSWORD_CHANGED, expires_at 2026-05-04T13:22 SGT; USDT available 1250.", incl=["1:22 PM"])
case(b, "Hi, your USDT withdrawal could not go through: a 24-hour security pause started when your password was changed on 03/05/2026. It lifts at 13:22 on 04/05/2026. You can still deposit and trade in the meantime, and our team isn't able to end the pause early.",
     [S("USDT withdrawal could not go through"), S("24-hour security pause started when your password was changed"), S("It lifts at 13:22 on 04/05/2026"), S("still deposit and trade"), S("isn't able to end the pause early")],
     notes="create_withdrawal refused (DENY); lock started 03/05, expires 04/05 13:22; policy: deposits/trading unaffected, staff cannot lift.", incl=["13:22"])
case(b, "The withdrawal was declined because of the password-change pause, which runs until 1:22 PM today.",
     [S("The withdrawal was declined"), S("runs until 1:22 PM today")],
     notes="refused_call DENY; expires_at 13:22 on 04/05 (today).", incl=["1:22 PM"])
case(b, "Your withdrawal of 1,250 USDT has been submitted. It will go out once the 48-hour password-change pause ends on Tuesday.",
     [C("has been submitted", "NOT_EXECUTED"), C("48-hour password-change pause", "NLI_CONTRADICTION", "VALUE_MISMATCH", "DATE_MISMATCH"), C("ends on Tuesday", "DATE_MISMATCH", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
     errors=["refused_call_effect", "wrong_policy_condition", "wrong_date"], notes="create_withdrawal was DENIED; a password change pauses for 24h (48h is the email-change rule); pause ends Monday 04/05 1:22 PM.",
     excl=["has been submitted", "48-hour", "ends on Tuesday"], tag="submitted")
case(b, "Withdrawals are paused for 24 hours after a password change, and the pause ends today at 1:22 PM. I've asked our security team to lift it early for you as a one-off.",
     [S("paused for 24 hours after a password change"), S("ends today at 1:22 PM"), CI("lift it early for you", "NLI_CONTRADICTION", "NO_POLICY_EVIDENCE", "CLAIM_WITHOUT_TOOL_EVIDENCE")],
     errors=["invented_promise"], notes="policy: support staff cannot lift a security pause early; no record of any request.",
     excl=["lift it early"], tag="lift-early")
repair(b, "Your withdrawal was declined because withdrawals pause for 24 hours after a password change. The pause ends today at 11:22 AM, and you can deposit and trade as usual until then.",
     [S("Your withdrawal was declined"), S("pause for 24 hours after a password change"), C("ends today at 11:22 AM", "DATE_MISMATCH", "VALUE_MISMATCH"), S("deposit and trade as usual")],
     ["wrong_time"], "withdrawal_lock.expires_at is 13:22 SGT on 04/05.",
     ["11:22 AM"], ["1:22 PM|1:22 pm|13:22", "24 hours|24-hour"])

b = Bundle("sol-staking", "crypto exchange", "How much have I earned from staking SOL, and when do I get it?", [
    {"id": "get_staking_position#STK-7741", "kind": "record", "source": "tool:get_staking_position",
     "fields": {"position": {"id": "STK-7741", "asset": "SOL", "principal": "42.75000000", "status": "active",
                "reward_rate_bps": 680, "rewards": {"accrued_unpaid": "0.31842100", "paid_to_date": "1.05200400"},
                "next_payout_at": 1780243200, "opened_at": "2025-09-18T04:00:12.771203Z"}}},
    {"id": "get_staking_position#STK-7702", "kind": "record", "source": "tool:get_staking_position",
     "fields": {"position": {"id": "STK-7702", "asset": "ETH", "principal": "1.20000000", "status": "unbonding",
                "reward_rate_bps": 310, "unbonding": {"completes_at": "2026-05-29T04:00:00.000000Z"}}}},
    {"id": "staking-terms#sol", "kind": "policy", "revision": "v4",
     "text": "Reward rates are variable and are not guaranteed. Rewards accrue daily and are paid into your spot wallet on the first day of each month. "
             "Unstaked SOL becomes available after an unbonding period of about 3 days, during which it earns no rewards. A 15% commission is already deducted from the rate shown."},
], now="2026-05-27T15:00:00+08:00")

case(b, "You have 42.75 SOL staked at a current rate of 6.80% a year. So far 1.052004 SOL in rewards has been paid to you, and a further 0.318421 SOL has accrued and will be paid on 01/06/2026.",
     [S("42.75 SOL staked"), S("current rate of 6.80% a year"), S("1.052004 SOL in rewards has been paid"), S("0.318421 SOL has accrued"), S("paid on 01/06/2026")],
     notes="principal 42.75, reward_rate_bps 680 = 6.80%, paid_to_date 1.052004, accrued_unpaid 0.318421, next_payout_at epoch = 01/06/2026 00:00 SGT.", incl=["0.318421 SOL"])
case(b, "Your SOL position is active. Rewards build up daily and are paid to your spot wallet on the 1st of each month, so the 0.31842100 SOL accrued so far will arrive on 1 June. Please note the rate is variable and not guaranteed.",
     [S("Your SOL position is active"), S("Rewards build up daily"), S("paid to your spot wallet on the 1st of each month"), S("will arrive on 1 June"), S("rate is variable and not guaranteed")],
     notes="status active; policy: daily accrual, paid on first of month, rate not guaranteed; next_payout_at 1 June.", incl=["0.31842100 SOL"])
case(b, "Total SOL rewards to date: 1.370425 SOL (1.052004 paid plus 0.318421 pending payout on 1 June).",
     [S("1.370425 SOL"), S("1.052004 paid"), S("0.318421 pending payout on 1 June")],
     notes="1.052004 + 0.318421 = 1.370425.", incl=["1.370425"])
case(b, "You have 42.75 SOL staked earning 6.8% a year, guaranteed for as long as the position stays open. Your accrued 0.318421 SOL will be paid on 1 June.",
     [S("42.75 SOL staked earning 6.8% a year"), C("guaranteed for as long as the position stays open", "NLI_CONTRADICTION"), S("accrued 0.318421 SOL will be paid on 1 June")],
     errors=["invented_promise"], notes="policy: reward rates are variable and not guaranteed.",
     excl=["guaranteed for as long as"], tag="guaranteed")
case(b, "Your SOL staking position is currently unbonding, so no new rewards are accruing. Your 0.318421 SOL will be paid on 1 June.",
     [C("currently unbonding", "RECORD_STATE_MISMATCH"), S("0.318421 SOL will be paid on 1 June")],
     errors=["other_record_value"], notes="STK-7741 (SOL) is active; unbonding is the ETH position STK-7702.",
     excl=["currently unbonding"], tag="unbonding")
case(b, "You've earned 1.370425 SOL so far, of which 0.318421 SOL is still to be paid. If you unstake, the SOL is released after an unbonding period of about 7 days.",
     [S("earned 1.370425 SOL"), S("0.318421 SOL is still to be paid"), C("unbonding period of about 7 days", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
     errors=["wrong_period"], notes="policy: unbonding about 3 days.", excl=["about 7 days"], tag="unbond-period")
repair(b, "You have 42.75 SOL staked at 6.80% a year. Your accrued 0.318421 SOL will be paid into your spot wallet on 1 July.",
     [S("42.75 SOL staked at 6.80% a year"), C("on 1 July", "DATE_MISMATCH")],
     ["wrong_date"], "next_payout_at 1780243200 is 01/06/2026 00:00 SGT.",
     ["1 July"], ["1 June|01/06/2026|1/6/2026|June 1", "0.318421"])

b = Bundle("btc-sell-quote", "crypto exchange", "I want to sell 0.2 BTC for SGD. What rate am I getting and how long is it good for?", [
    {"id": "get_quote#Q-99120-v2", "kind": "record", "source": "tool:get_quote",
     "fields": {"quote": {"id": "Q-99120", "version": 2, "status": "active", "side": "sell", "base": "BTC", "quote": "SGD",
                "base_amount": "0.20000000", "price": "128450.2000", "quote_amount": "25690.0400", "spread_bps": 35,
                "created_at": "2026-06-12T03:00:05.201847Z", "expires_at": "2026-06-12T03:00:35.201847Z"}}},
    {"id": "get_quote#Q-99120-v1", "kind": "record", "source": "tool:get_quote",
     "fields": {"quote": {"id": "Q-99120", "version": 1, "status": "expired", "side": "sell", "base": "BTC", "quote": "SGD",
                "base_amount": "0.20000000", "price": "128611.9000", "quote_amount": "25722.3800", "spread_bps": 35,
                "created_at": "2026-06-12T02:59:31.090115Z", "expires_at": "2026-06-12T03:00:01.090115Z"}}},
    {"id": "quote-terms#instant", "kind": "policy", "revision": "v3",
     "text": "Instant buy and sell prices include a spread and are shown before you confirm. Each quote is valid for 30 seconds; "
             "if it expires, a new quote is issued at the current market price. No separate trading fee is charged on instant trades."},
], now="2026-06-12T11:00:10+08:00")

case(b, "Your current quote is S$128,450.20 per BTC, so selling 0.2 BTC would give you S$25,690.04. It's valid for 30 seconds; if it lapses, we'll show you a fresh quote at the market price.",
     [S("S$128,450.20 per BTC"), S("S$25,690.04"), S("valid for 30 seconds"), S("we'll show you a fresh quote at the market price")],
     notes="quote v2 (active): price 128450.2000, quote_amount 25690.0400; policy: 30 s validity, new quote on expiry.", incl=["S$25,690.04"])
case(b, "The live quote for 0.20000000 BTC is SGD 25,690.04, and it includes a spread of 0.35%. There's no separate trading fee on instant sells.",
     [S("SGD 25,690.04"), S("spread of 0.35%"), S("no separate trading fee on instant sells")],
     notes="spread_bps 35 = 0.35%; policy: no separate fee on instant trades.", incl=["25,690.04"])
case(b, "Current price: S$128,450.20/BTC, good until 11:00:35 AM. Your earlier quote has expired.",
     [S("S$128,450.20/BTC"), S("good until 11:00:35 AM"), S("earlier quote has expired")],
     notes="v2 expires_at 03:00:35Z = 11:00:35 SGT; v1 status expired.", incl=["S$128,450.20"])
case(b, "You'll receive S$25,722.38 for 0.2 BTC at S$128,611.90 per coin. The quote is valid for 30 seconds.",
     [C("You'll receive S$25,722.38", "AMOUNT_MISMATCH"), C("S$128,611.90 per coin", "AMOUNT_MISMATCH", "VALUE_MISMATCH"), S("valid for 30 seconds")],
     errors=["stale_value", "stale_value"], notes="25,722.38 and 128,611.90 are from the expired v1 quote; the active v2 quote is 25,690.04 at 128,450.20.",
     excl=["S$25,722.38", "S$128,611.90"], tag="stale-quote")
case(b, "Selling 0.2 BTC at the live quote of S$128,450.20 gets you S$25,690.04. Each quote is held for 5 minutes, and a 0.1% trading fee will be taken on top.",
     [S("gets you S$25,690.04"), C("held for 5 minutes", "NLI_CONTRADICTION", "VALUE_MISMATCH"), C("0.1% trading fee will be taken on top", "NLI_CONTRADICTION")],
     errors=["wrong_period", "invented_fact"], notes="policy: 30-second validity and no separate trading fee on instant trades.",
     excl=["5 minutes", "0.1% trading fee"], tag="validity")
repair(b, "Your live quote sells 0.2 BTC at S$128,450.20, for S$25,690.04. It expires at 11:30:35 AM, after which a new price is quoted.",
     [S("S$128,450.20, for S$25,690.04"), C("expires at 11:30:35 AM", "DATE_MISMATCH", "VALUE_MISMATCH")],
     ["wrong_time"], "expires_at 03:00:35Z is 11:00:35 AM SGT (30 seconds after creation).",
     ["11:30:35"], ["11:00:35|30 seconds", "25,690.04|25690.04"])
# ---------------------------------------------------------------- stock-brokerage app
b = Bundle("kepler-dividend", "stock-brokerage app", "When will I get my Kepler dividend and how much is it?", [
    {"id": "list_dividends#BRK-204117", "kind": "record", "source": "tool:list_dividends",
     "fields": {"account_id": "BRK-204117", "dividends": [
        {"symbol": "KPLX", "name": "Kepler Logistics Trust", "exchange": "SGX", "shares_eligible": 300, "rate_per_share": "0.054000",
         "currency": "SGD", "gross": "16.2000", "withholding": "0.0000", "net": "16.2000", "ex_date": "2026-04-28", "pay_date": "2026-05-15", "status": "scheduled"},
        {"symbol": "MRDN", "name": "Meridian Bank", "exchange": "SGX", "shares_eligible": 100, "rate_per_share": "0.620000",
         "currency": "SGD", "gross": "62.0000", "withholding": "0.0000", "net": "62.0000", "ex_date": "2026-04-21", "pay_date": "2026-05-08", "status": "paid"}]}},
    {"id": "dividend-policy#entitlement", "kind": "policy", "revision": "2026-02",
     "text": "To be entitled to a dividend you must hold the shares before the ex-date; shares bought on or after the ex-date do not receive it. "
             "Dividends are credited to your cash balance on the pay date set by the issuer. "
             "Dividends on SGX-listed shares are not subject to withholding tax. US dividends are taxed at 30% at source unless a W-8BEN form is on file, which lowers the rate to 15%."},
], now="2026-05-11T10:00:00+08:00")

case(b, "You'll receive S$16.20 from Kepler Logistics Trust: 300 shares at S$0.054 each. It's scheduled to be credited to your cash balance on 15/05/2026.",
     [S("You'll receive S$16.20"), S("300 shares at S$0.054 each"), S("scheduled to be credited to your cash balance on 15/05/2026")],
     notes="KPLX: shares_eligible 300, rate 0.054, net 16.20, pay_date 2026-05-15, status scheduled.", incl=["S$16.20", "15/05/2026"])
case(b, "Good morning! The Kepler dividend is due this Friday, 15 May. As an SGX-listed trust it carries no withholding tax, so the full S$16.20 will be credited.",
     [S("due this Friday, 15 May"), S("no withholding tax"), S("the full S$16.20 will be credited")],
     notes="pay_date 2026-05-15 is the Friday after now (Mon 11 May); policy: SGX dividends not withheld; net 16.20.", incl=["S$16.20"])
case(b, "Kepler: S$16.20, due 15 May. Your Meridian Bank dividend of S$62.00 was already paid on 8 May.",
     [S("Kepler: S$16.20, due 15 May"), S("Meridian Bank dividend of S$62.00 was already paid on 8 May")],
     notes="KPLX net 16.20 pay 15/05; MRDN net 62.00 status paid pay_date 08/05.", incl=["S$16.20"])
case(b, "Your Kepler Logistics Trust dividend of S$62.00 will be credited on 15 May.",
     [C("dividend of S$62.00", "AMOUNT_MISMATCH")],
     errors=["other_record_value"], notes="S$62.00 is the Meridian Bank dividend; Kepler's net is 16.20.", excl=["S$62.00"], tag="meridian-amount")
case(b, "Your Kepler dividend is S$16.20 gross. It will be paid on 15 May less 30% withholding tax, so S$11.34 will land in your account.",
     [S("Kepler dividend is S$16.20 gross"), C("less 30% withholding tax", "NLI_CONTRADICTION", "VALUE_MISMATCH", "AMOUNT_MISMATCH"), C("S$11.34 will land", "AMOUNT_MISMATCH", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
     errors=["wrong_policy_condition", "wrong_amount"], notes="SGX dividends have no withholding (record withholding 0.0000, net 16.20).",
     excl=["30% withholding", "S$11.34"], tag="withholding")
repair(b, "Your Kepler dividend is 300 shares at S$0.54 per share, S$16.20 in total. It will be paid into your cash balance on 15 May.",
     [C("S$0.54 per share", "AMOUNT_MISMATCH", "VALUE_MISMATCH"), S("paid into your cash balance on 15 May")],
     ["wrong_value"], "rate_per_share is 0.054000 (5.4 cents), not 0.54.",
     ["S$0.54 per share"], ["0.054|5.4 cents", "16.20"])

b = Bundle("nvtr-cancel", "stock-brokerage app", "Please cancel my NVTR sell order, I've changed my mind.", [
    {"id": "get_order#EQ-771204", "kind": "record", "source": "tool:get_order",
     "fields": {"order": {"id": "EQ-771204", "symbol": "NVTR", "market": "US", "side": "sell", "type": "limit", "qty": 40,
                "limit_price": "212.5000", "currency": "USD", "status": "filled", "filled_qty": 40, "avg_fill_price": "212.6100",
                "filled_at": "2026-04-09T14:31:02.881274Z", "commission": {"amount": "1.9900", "currency": "USD"}}}},
    {"id": "get_order#EQ-771190", "kind": "record", "source": "tool:get_order",
     "fields": {"order": {"id": "EQ-771190", "symbol": "NVTR", "market": "US", "side": "buy", "type": "limit", "qty": 15,
                "limit_price": "205.0000", "currency": "USD", "status": "cancelled", "filled_qty": 0, "cancelled_at": "2026-04-08T15:02:11.400128Z"}}},
    {"id": "cancel_order#call-1", "kind": "refused_call", "tool": "cancel_order", "decision": "DENY", "args": {"order_id": "EQ-771204"}},
    {"id": "orders-policy#us", "kind": "policy", "revision": "v9",
     "text": "You can cancel an open or partially filled order from the Orders tab; filled portions cannot be cancelled or reversed. "
             "US trades settle one business day after the trade date (T+1). Commission on US trades is USD 1.99 per order."},
], now="2026-04-10T08:30:00+08:00")

case(b, "I'm sorry, I wasn't able to cancel order EQ-771204. All 40 shares had already sold at an average of US$212.61, at 10:31 PM SGT last night, and filled orders can't be cancelled or reversed.",
     [S("wasn't able to cancel order EQ-771204"), S("All 40 shares had already sold at an average of US$212.61"), S("10:31 PM SGT last night"), S("filled orders can't be cancelled or reversed")],
     notes="cancel_order refused (DENY); status filled 40/40, avg_fill_price 212.61, filled_at 14:31Z = 22:31 SGT on 09/04.", incl=["US$212.61"])
case(b, "Unfortunately the cancellation was declined because the order had been filled in full (40 of 40 shares). The commission was USD 1.99, and the sale settles one business day after the trade date.",
     [S("the cancellation was declined"), S("filled in full (40 of 40 shares)"), S("commission was USD 1.99"), S("settles one business day after the trade date")],
     notes="refused_call DENY; filled_qty 40; commission 1.9900; policy T+1.", incl=["USD 1.99"])
case(b, "Couldn't cancel it, sorry: the sell order was completely filled on 9 April at US$212.61 per share.",
     [S("Couldn't cancel it"), S("completely filled on 9 April at US$212.61 per share")],
     notes="refused call; filled_at 09/04 (UTC and SGT), avg 212.61.", incl=["US$212.61"])
case(b, "Done, I've cancelled your NVTR sell order EQ-771204. The 40 shares remain in your portfolio.",
     [C("I've cancelled your NVTR sell order", "NOT_EXECUTED"), C("40 shares remain in your portfolio", "RECORD_STATE_MISMATCH", "CLAIM_WITHOUT_TOOL_EVIDENCE")],
     errors=["refused_call_effect", "wrong_state"], notes="cancel_order was DENIED; the order is filled, so the shares were sold.",
     excl=["I've cancelled", "remain in your portfolio"], tag="cancelled")
case(b, "The order can't be cancelled because it filled at US$212.50 per share. The sale settles two business days after the trade.",
     [C("filled at US$212.50 per share", "AMOUNT_MISMATCH", "VALUE_MISMATCH"), C("settles two business days after the trade", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
     errors=["wrong_role", "wrong_period"], notes="212.50 is the limit_price; avg_fill_price is 212.61. Policy: US trades settle T+1.",
     excl=["US$212.50", "two business days"], tag="limit-as-fill")
repair(b, "The cancellation couldn't go through because your 40 NVTR shares had already sold at an average of US$212.61. The US$2.99 commission was deducted from the proceeds.",
     [S("cancellation couldn't go through"), S("already sold at an average of US$212.61"), C("US$2.99 commission", "AMOUNT_MISMATCH")],
     ["wrong_amount"], "commission.amount is 1.9900 USD.",
     ["US$2.99"], ["1.99", "212.61"])

b = Bundle("cash-withdrawable", "stock-brokerage app", "Why can I only withdraw part of my cash balance?", [
    {"id": "get_cash#BRK-558310", "kind": "record", "source": "tool:get_cash",
     "fields": {"account_id": "BRK-558310", "currency": "SGD",
                "cash": {"total": "5230.7500", "settled_withdrawable": "3180.7500", "unsettled": "2050.0000", "unsettled_settles_on": "2026-06-04"},
                "last_trade": {"id": "EQ-802231", "symbol": "TLCM", "side": "sell", "exchange": "SGX", "trade_date": "2026-06-02", "proceeds": "2050.0000"}}},
    {"id": "list_withdrawals#BRK-558310", "kind": "record", "source": "tool:list_withdrawals",
     "fields": {"withdrawals": [{"id": "WR-3310", "amount": "1200.0000", "currency": "SGD", "status": "completed",
                                 "created_at": "2026-05-20T06:12:40.118309Z", "completed_at": "2026-05-21T02:00:05.900114Z"}]}},
    {"id": "cash-policy#withdrawals", "kind": "policy", "revision": "v6",
     "text": "Proceeds from selling SGX shares settle two business days after the trade date (T+2). Only settled cash can be withdrawn. "
             "Withdrawals to a Singapore bank account via FAST arrive within 1 business day if requested before 3 PM; later requests are processed the next business day. "
             "SGD withdrawals are free of charge."},
], now="2026-06-02T11:00:00+08:00")

case(b, "Your cash balance is S$5,230.75, but S$2,050.00 of it is from today's TLCM sale, which hasn't settled yet. You can withdraw the settled S$3,180.75 now, and the rest settles on 04/06/2026.",
     [S("Your cash balance is S$5,230.75"), S("S$2,050.00 of it is from today's TLCM sale"), S("withdraw the settled S$3,180.75 now"), S("the rest settles on 04/06/2026")],
     notes="cash.total 5230.75, unsettled 2050 from EQ-802231 traded 2026-06-02 (today), settled_withdrawable 3180.75, settles 2026-06-04.", incl=["S$3,180.75"])
case(b, "Hi Mei Xin,\n- Total cash: S$5,230.75\n- Withdrawable now: S$3,180.75\n- Unsettled: S$2,050.00 (settles Thursday, 4 June)\nOnly settled cash can be withdrawn, and SGX sales settle two business days after the trade.",
     [S("Total cash: S$5,230.75"), S("Withdrawable now: S$3,180.75"), S("Unsettled: S$2,050.00"), S("settles Thursday, 4 June"), S("Only settled cash can be withdrawn"), S("SGX sales settle two business days after the trade")],
     notes="cash fields; 2026-06-04 is a Thursday; policy T+2 and settled-only rule.", incl=["S$3,180.75"])
case(b, "S$3,180.75 is available to withdraw; if you request it before 3 PM today it should reach your bank within 1 business day, free of charge.",
     [S("S$3,180.75 is available to withdraw"), S("before 3 PM today it should reach your bank within 1 business day"), S("free of charge")],
     notes="settled_withdrawable 3180.75; policy FAST cut-off 3 PM, 1 business day, SGD withdrawals free.", incl=["S$3,180.75"])
case(b, "You can withdraw your full S$5,230.75 today; withdrawals via FAST arrive within 1 business day.",
     [C("withdraw your full S$5,230.75", "AMOUNT_MISMATCH", "VALUE_MISMATCH"), S("arrive within 1 business day")],
     errors=["wrong_role"], notes="5230.75 is cash.total; only settled_withdrawable 3180.75 can be withdrawn.", excl=["full S$5,230.75"], tag="total-as-withdrawable")
case(b, "You can withdraw S$3,180.75 now, and the remaining S$2,050 settles tomorrow. Requests made before 5 PM arrive within 1 business day.",
     [S("withdraw S$3,180.75 now"), C("settles tomorrow", "DATE_MISMATCH"), C("before 5 PM", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
     errors=["wrong_date", "wrong_policy_condition"], notes="unsettled_settles_on 2026-06-04 (Thursday), not 3 June; policy cut-off is 3 PM.",
     excl=["settles tomorrow", "before 5 PM"], tag="tomorrow")
repair(b, "Of your S$5,230.75 cash, S$3,180.75 is settled and can be withdrawn now. The other S$2,500.00 settles on 4 June.",
     [S("S$3,180.75 is settled and can be withdrawn now"), C("The other S$2,500.00", "AMOUNT_MISMATCH", "VALUE_MISMATCH")],
     ["wrong_arithmetic"], "unsettled is 2050.0000 (5230.75 - 3180.75).",
     ["S$2,500.00"], ["2,050|2050", "3,180.75|3180.75"])

b = Bundle("custody-fee", "stock-brokerage app", "Why was I charged a custody fee this month? I wasn't charged in April.", [
    {"id": "list_fee_charges#BRK-902265", "kind": "record", "source": "tool:list_fee_charges",
     "fields": {"account_id": "BRK-902265", "charges": [
        {"id": "FEE-2026-05", "type": "CUSTODY", "period": {"start": "2026-05-01", "end": "2026-05-31"},
         "basis": {"avg_portfolio_value": "48200.0000", "rate_bps_annual": 15}, "amount": "6.0250", "currency": "SGD", "status": "charged",
         "charged_at": "2026-06-01T01:05:44.310022Z", "waiver": {"eligible": False, "reason": "TRADES_BELOW_MIN", "trades_in_period": 2, "trades_required": 4}},
        {"id": "FEE-2026-04", "type": "CUSTODY", "period": {"start": "2026-04-01", "end": "2026-04-30"},
         "basis": {"avg_portfolio_value": "46950.0000", "rate_bps_annual": 15}, "amount": "0.0000", "currency": "SGD", "status": "waived",
         "charged_at": None, "waiver": {"eligible": True, "reason": "MIN_TRADES_MET", "trades_in_period": 5, "trades_required": 4}}]}},
    {"id": "fees-policy#custody", "kind": "policy", "revision": "2026-01",
     "text": "Accounts holding less than S$5,000 pay no custody fee. Otherwise a custody fee of 0.15% a year is charged monthly on your average portfolio value. "
             "The fee is waived for any calendar month in which you make at least 4 trades. Fees are deducted from your cash balance on the first business day of the following month."},
], now="2026-06-03T14:00:00+08:00")

case(b, "The May custody fee of S$6.03 was charged because you made 2 trades that month, and the waiver needs at least 4. In April you made 5 trades, so that month's fee was waived.",
     [S("May custody fee of S$6.03 was charged"), S("you made 2 trades that month"), S("the waiver needs at least 4"), S("In April you made 5 trades"), S("that month's fee was waived")],
     notes="FEE-2026-05 amount 6.0250 charged, trades 2 of 4; FEE-2026-04 waived with 5 trades; policy 4-trade waiver.", incl=["S$6.03"])
case(b, "The custody fee is 0.15% a year on your average portfolio value, charged monthly. For May your average was S$48,200, which works out to S$6.03, deducted from your cash on 1 June.",
     [S("0.15% a year on your average portfolio value"), S("average was S$48,200"), S("works out to S$6.03"), S("deducted from your cash on 1 June")],
     notes="rate_bps_annual 15 = 0.15%; 48200 x 0.0015 / 12 = 6.025; charged_at 01/06 09:05 SGT.", incl=["S$6.03"])
case(b, "May: 2 trades, under the 4 needed for the waiver, so S$6.03 was charged. April's fee was waived.",
     [S("May: 2 trades"), S("under the 4 needed for the waiver"), S("S$6.03 was charged"), S("April's fee was waived")],
     notes="waiver.trades_in_period 2, trades_required 4; April status waived.", incl=["S$6.03"])
case(b, "Your May custody fee was S$6.03. Since you made 2 trades in May, that fee was waived and nothing was deducted.",
     [S("May custody fee was S$6.03"), C("that fee was waived", "RECORD_STATE_MISMATCH")],
     errors=["condition_unmet"], notes="FEE-2026-05 status charged; 2 trades is below the 4 required for a waiver.", excl=["that fee was waived"], tag="waived")
case(b, "The custody fee is 1.5% a year, charged monthly. For May it came to S$6.03. It's waived in any month with at least 2 trades.",
     [C("1.5% a year", "NLI_CONTRADICTION", "VALUE_MISMATCH"), S("For May it came to S$6.03"), C("at least 2 trades", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
     errors=["unit_conversion", "wrong_policy_condition"], notes="15 bps is 0.15%, not 1.5%; waiver needs at least 4 trades.",
     excl=["1.5% a year", "at least 2 trades"], tag="bps")
repair(b, "You were charged S$60.25 for May because you made 2 trades, below the 4 needed for the waiver.",
     [C("charged S$60.25", "AMOUNT_MISMATCH")],
     ["unit_conversion"], "amount is 6.0250 SGD; the draft shifted the decimal.",
     ["S$60.25"], ["6.03|6.025|6.0250", "2 trades|two trades"])
# ---------------------------------------------------------------- peer-to-peer lending
b = Bundle("sme-application", "peer-to-peer lending", "What's happening with my business loan application?", [
    {"id": "get_application#APP-20417", "kind": "record", "source": "tool:get_application",
     "fields": {"application": {"id": "APP-20417", "product": "SME_TERM_LOAN", "requested": {"amount": "80000.00", "currency": "SGD", "tenor_months": 18},
                "status": "in_review", "stage": "CREDIT_ASSESSMENT", "submitted_at": "2026-03-02T03:44:10.552811Z", "offer": None,
                "documents": {"received": ["ACRA_BIZFILE", "NOA_2025"], "outstanding": ["BANK_STATEMENTS_6M"]}}}},
    {"id": "get_application#APP-19870", "kind": "record", "source": "tool:get_application",
     "fields": {"application": {"id": "APP-19870", "product": "SME_TERM_LOAN", "requested": {"amount": "120000.00", "currency": "SGD", "tenor_months": 24},
                "status": "declined", "decided_at": "2025-11-19T08:15:02.004781Z"}}},
    {"id": "borrower-policy#review", "kind": "policy", "revision": "v5",
     "text": "We cannot quote an interest rate until the credit assessment is complete. Applications are reviewed within 5 business days of receiving all required documents. "
             "Your loan is listed on the marketplace only after you accept our offer. Funding usually completes within 7 days of listing, but this is not guaranteed."},
], now="2026-03-05T16:00:00+08:00")

case(b, "Your application APP-20417 for S$80,000 over 18 months is in credit assessment. We're still waiting for 6 months of bank statements, and reviews are completed within 5 business days of receiving all documents.",
     [S("APP-20417 for S$80,000 over 18 months is in credit assessment"), S("still waiting for 6 months of bank statements"), S("within 5 business days of receiving all documents")],
     notes="requested 80000 / 18 months, stage CREDIT_ASSESSMENT, outstanding BANK_STATEMENTS_6M; policy 5 business days.", incl=["S$80,000"])
case(b, "Dear Mr Lim,\n\nApplication APP-20417 is under review. We have received your ACRA Bizfile and your 2025 Notice of Assessment; we still need your last 6 months of bank statements. We can only give you an interest rate once the credit assessment is done.\n\nRegards,\nKestrel Lending Support",
     [S("Application APP-20417 is under review"), S("received your ACRA Bizfile and your 2025 Notice of Assessment"), S("still need your last 6 months of bank statements"), S("only give you an interest rate once the credit assessment is done")],
     notes="status in_review; documents.received ACRA_BIZFILE, NOA_2025; outstanding bank statements; policy on rate quotes.", incl=["APP-20417"])
case(b, "Your S$80,000, 18-month loan request is in review; please upload 6 months of bank statements to move it along.",
     [S("S$80,000, 18-month loan request is in review"), S("upload 6 months of bank statements")],
     notes="requested amount/tenor; outstanding document.", incl=["S$80,000"])
case(b, "Good news: your application for S$80,000 has been approved. We've received all the documents we need.",
     [C("has been approved", "RECORD_STATE_MISMATCH"), C("received all the documents we need", "RECORD_STATE_MISMATCH", "VALUE_MISMATCH")],
     errors=["wrong_state", "wrong_state"], notes="status in_review with no offer; BANK_STATEMENTS_6M still outstanding.",
     excl=["has been approved", "all the documents we need"], tag="approved")
case(b, "Your application for S$80,000 over 24 months is in review. Once your loan is listed, funding is guaranteed within 7 days.",
     [C("over 24 months", "VALUE_MISMATCH"), C("funding is guaranteed within 7 days", "NLI_CONTRADICTION")],
     errors=["other_record_value", "invented_promise"], notes="this application's tenor is 18 months (24 is the declined APP-19870); policy: funding within 7 days is not guaranteed.",
     excl=["24 months", "guaranteed within 7 days"], tag="tenor")
repair(b, "Your application APP-19870 for S$80,000 is in credit assessment, and we still need 6 months of bank statements.",
     [C("APP-19870", "IDENTIFIER_MISMATCH"), S("still need 6 months of bank statements")],
     ["wrong_id"], "the in-review application is APP-20417; APP-19870 is the declined one from 2025.",
     ["APP-19870"], ["APP-20417", "80,000|80000"])

b = Bundle("late-note", "peer-to-peer lending", "One of my notes is showing as late. What happens now?", [
    {"id": "get_note#NT-66031-07", "kind": "record", "source": "tool:get_note",
     "fields": {"note": {"id": "NT-66031-07", "loan_id": "LN-66031", "borrower_grade": "B2", "investor_principal": "2500.00",
                "principal_outstanding": "1643.18", "interest_rate_bps": 1150, "status": "late", "days_past_due": 17,
                "next_installment": {"due_date": "2026-04-15", "principal": "140.27", "interest": "15.75", "status": "overdue"},
                "repaid_to_date": {"principal": "856.82", "interest": "161.40"}}}},
    {"id": "get_note#NT-65512-02", "kind": "record", "source": "tool:get_note",
     "fields": {"note": {"id": "NT-65512-02", "loan_id": "LN-65512", "borrower_grade": "A3", "investor_principal": "1000.00",
                "principal_outstanding": "412.60", "interest_rate_bps": 820, "status": "current", "days_past_due": 0}}},
    {"id": "investor-policy#arrears", "kind": "policy", "revision": "2025-09",
     "text": "If a borrower misses a repayment, the note is marked late and our collections team contacts the borrower. "
             "Once a repayment is 30 days past due, a late fee of 2% of the overdue amount applies and is passed on to investors. "
             "At 90 days past due the loan is classified as defaulted and handed to our recovery agency. Investors are not guaranteed repayment of principal."},
], now="2026-05-02T10:00:00+08:00")

case(b, "Note NT-66031-07 is 17 days past due: the instalment of S$156.02 (S$140.27 principal plus S$15.75 interest) due on 15/04/2026 hasn't been paid. If it reaches 30 days past due, a 2% late fee applies and is passed on to investors.",
     [S("NT-66031-07 is 17 days past due"), S("instalment of S$156.02"), S("S$140.27 principal plus S$15.75 interest"), S("due on 15/04/2026"), S("a 2% late fee applies and is passed on to investors")],
     notes="days_past_due 17; next_installment 140.27 + 15.75 = 156.02 due 2026-04-15 overdue; policy 2% at 30 days.", incl=["S$156.02"])
case(b, "Your note is marked late. Of your original S$2,500.00, S$1,643.18 of principal is still outstanding; so far you've received S$856.82 in principal and S$161.40 in interest. If the repayment reaches 90 days past due, the loan is treated as defaulted and goes to our recovery agency.",
     [S("Your note is marked late"), S("S$1,643.18 of principal is still outstanding"), S("S$856.82 in principal and S$161.40 in interest"), S("90 days past due, the loan is treated as defaulted")],
     notes="status late; investor_principal 2500, principal_outstanding 1643.18, repaid_to_date 856.82 / 161.40; policy 90-day default.", incl=["S$1,643.18"])
case(b, "It's 17 days overdue and our collections team is contacting the borrower. Please bear in mind that repayment of principal isn't guaranteed.",
     [S("It's 17 days overdue"), S("collections team is contacting the borrower"), S("repayment of principal isn't guaranteed")],
     notes="days_past_due 17; policy: collections contact, no guarantee of principal.", incl=["17 days"])
case(b, "The borrower on NT-66031-07 is 17 days late. Because of that, the loan has now been passed to our recovery agency.",
     [S("17 days late"), C("passed to our recovery agency", "NLI_CONTRADICTION", "RECORD_STATE_MISMATCH")],
     errors=["wrong_policy_condition"], notes="recovery agency only at 90 days past due; status is late, not defaulted.", excl=["passed to our recovery agency"], tag="recovery")
case(b, "Note NT-66031-07 is 17 days past due. Your outstanding principal on it is S$2,500.00. You'll also receive a 2% late fee on the overdue amount, since the payment is late.",
     [S("17 days past due"), C("outstanding principal on it is S$2,500.00", "AMOUNT_MISMATCH"), CI("You'll also receive a 2% late fee", "NLI_CONTRADICTION", "NO_POLICY_EVIDENCE", "NLI_NOT_ENTAILED")],
     errors=["wrong_role", "condition_unmet"], notes="2500 is the original investor_principal; outstanding is 1643.18. Late fee applies only from 30 days past due (now 17).",
     excl=["S$2,500.00", "receive a 2% late fee"], tag="principal")
repair(b, "Note NT-66031-07 is 17 days past due. The missed instalment of S$156.02 was due on 15/05/2026.",
     [S("17 days past due"), C("due on 15/05/2026", "DATE_MISMATCH")],
     ["wrong_date"], "next_installment.due_date is 2026-04-15.",
     ["15/05/2026"], ["15/04/2026|15 April|15/4/2026|15 Apr", "156.02"])

b = Bundle("early-payoff", "peer-to-peer lending", "How much do I need to pay to close my loan early?", [
    {"id": "get_payoff_quote#PQ-4410-v2", "kind": "record", "source": "tool:get_payoff_quote",
     "fields": {"payoff_quote": {"id": "PQ-4410", "loan_id": "LN-70288", "version": 2, "status": "valid", "currency": "SGD",
                "principal_outstanding": "12400.00", "accrued_interest": "61.15", "early_repayment_fee": {"bps": 100, "amount": "124.00"},
                "total_payoff": "12585.15", "paynow_reference": "LN70288PO2",
                "created_at": "2026-07-06T02:10:33.450118Z", "expires_at": "2026-07-10T15:59:59.000000Z"}}},
    {"id": "get_payoff_quote#PQ-4410-v1", "kind": "record", "source": "tool:get_payoff_quote",
     "fields": {"payoff_quote": {"id": "PQ-4410", "loan_id": "LN-70288", "version": 1, "status": "superseded", "currency": "SGD",
                "principal_outstanding": "12400.00", "accrued_interest": "74.40", "early_repayment_fee": {"bps": 100, "amount": "124.00"},
                "total_payoff": "12598.40", "created_at": "2026-06-30T01:02:11.100200Z", "expires_at": "2026-07-04T15:59:59.000000Z"}}},
    {"id": "get_loan#LN-70288", "kind": "record", "source": "tool:get_loan",
     "fields": {"loan": {"id": "LN-70288", "status": "active", "disbursed_at": "2025-11-14T05:30:00.000000Z", "monthly_installment": "1180.00", "tenor_months": 12}}},
    {"id": "borrower-policy#prepayment", "kind": "policy", "revision": "v5",
     "text": "You may repay your loan in full at any time. If you repay within the first 12 months after disbursement, an early repayment fee of 1% of the outstanding principal applies; after 12 months there is no fee. "
             "A payoff quote is valid until the expiry shown on it, and payment must reach us by then using the PayNow reference on the quote. Any overpayment is refunded within 5 business days."},
], now="2026-07-08T09:00:00+08:00")

case(b, "To close loan LN-70288 early, you'd pay S$12,585.15: S$12,400.00 principal, S$61.15 accrued interest and a 1% early repayment fee of S$124.00. This quote is valid until 11:59 PM on Friday, 10 July.",
     [S("you'd pay S$12,585.15"), S("S$12,400.00 principal"), S("S$61.15 accrued interest"), S("1% early repayment fee of S$124.00"), S("11:59 PM on Friday, 10 July")],
     notes="quote v2: total 12585.15 = 12400 + 61.15 + 124; expires 15:59:59Z = 23:59:59 SGT Fri 10/07.", incl=["S$12,585.15"])
case(b, "Your payoff quote PQ-4410 comes to S$12,585.15 and is valid to 10/07/2026. As the loan is under 12 months old, it includes the 1% fee (S$124.00). Please pay by PayNow using reference LN70288PO2.",
     [S("comes to S$12,585.15"), S("valid to 10/07/2026"), S("loan is under 12 months old"), S("includes the 1% fee (S$124.00)"), S("reference LN70288PO2")],
     notes="disbursed 14/11/2025 (under 12 months); fee 100 bps = 124; paynow_reference on quote.", incl=["S$12,585.15"])
case(b, "Payoff: SGD 12,585.15 if received by 10 July. Any overpayment comes back to you within 5 business days.",
     [S("SGD 12,585.15 if received by 10 July"), S("within 5 business days")],
     notes="total_payoff and expires_at of v2; policy overpayment refund.", incl=["12,585.15"])
case(b, "Your payoff amount is S$12,598.40, and the quote is valid until 4 July.",
     [C("payoff amount is S$12,598.40", "AMOUNT_MISMATCH"), C("valid until 4 July", "DATE_MISMATCH")],
     errors=["stale_value", "stale_value"], notes="12,598.40 and 4 July are from superseded quote v1; the valid v2 quote is 12,585.15 until 10 July.",
     excl=["S$12,598.40", "4 July"], tag="superseded")
case(b, "The payoff is S$12,585.15. Since your loan is more than 12 months old, no early repayment fee applies.",
     [S("The payoff is S$12,585.15"), C("more than 12 months old", "NLI_CONTRADICTION", "VALUE_MISMATCH", "DATE_MISMATCH")],
     errors=["condition_unmet"], notes="disbursed 14/11/2025, under 8 months ago; the quote includes a 124.00 fee.", excl=["more than 12 months old"], tag="no-fee")
repair(b, "Your payoff total is S$12,585.15. That includes S$12,400.00 principal, S$61.15 interest and a S$1,240.00 early repayment fee.",
     [S("payoff total is S$12,585.15"), C("S$1,240.00 early repayment fee", "AMOUNT_MISMATCH")],
     ["wrong_amount"], "early_repayment_fee.amount is 124.00 (100 bps of 12,400).",
     ["S$1,240.00"], ["S$124.00|S$124|124.00", "12,585.15|12585.15"])

b = Bundle("wallet-kyc-hold", "peer-to-peer lending", "I asked to withdraw all the money in my lending wallet and nothing has happened.", [
    {"id": "get_wallet#INV-11873", "kind": "record", "source": "tool:get_wallet",
     "fields": {"wallet": {"investor_id": "INV-11873", "currency": "SGD", "available": "3420.5500", "committed_to_listings": "1500.0000",
                "auto_invest": {"enabled": True, "max_per_note": "250.00"}},
                "kyc": {"status": "review_required", "reason": "PERIODIC_REFRESH", "requested_at": "2026-04-20T01:00:00.000000Z", "documents_submitted": False}}},
    {"id": "create_wallet_withdrawal#call-1", "kind": "refused_call", "tool": "create_wallet_withdrawal", "decision": "ESCALATE",
     "args": {"investor_id": "INV-11873", "amount": "3420.55", "currency": "SGD"}},
    {"id": "investor-policy#withdrawals", "kind": "policy", "revision": "2025-09",
     "text": "Withdrawals from your lending wallet are paid to your verified bank account within 2 business days. "
             "While an identity review (KYC refresh) is outstanding, withdrawals are put on hold; they are released once the review is approved, which usually takes 3 business days after you submit your documents. "
             "Funds committed to open listings cannot be withdrawn until the listing closes."},
], now="2026-04-22T12:00:00+08:00")

case(b, "Your request to withdraw S$3,420.55 has been referred to our team, because your account is due for its periodic identity review. Once the review is approved, usually 3 business days after you send your documents, the withdrawal can go ahead.",
     [S("withdraw S$3,420.55 has been referred to our team"), S("due for its periodic identity review"), S("usually 3 business days after you send your documents")],
     notes="create_wallet_withdrawal ESCALATE; kyc review_required PERIODIC_REFRESH; policy 3 business days.", incl=["S$3,420.55"])
case(b, "I couldn't complete the withdrawal because a KYC refresh is outstanding on your account, and we haven't yet received your documents. Separately, S$1,500.00 is committed to open listings and can't be withdrawn until those listings close.",
     [S("I couldn't complete the withdrawal"), S("KYC refresh is outstanding"), S("haven't yet received your documents"), S("S$1,500.00 is committed to open listings"), S("can't be withdrawn until those listings close")],
     notes="refused call; kyc.status review_required, documents_submitted false; committed_to_listings 1500; policy.", incl=["S$1,500.00"])
case(b, "Withdrawal on hold pending your KYC refresh. Available balance: S$3,420.55.",
     [S("Withdrawal on hold pending your KYC refresh"), S("Available balance: S$3,420.55")],
     notes="ESCALATE + kyc review; wallet.available 3420.55.", incl=["S$3,420.55"])
case(b, "Your withdrawal of S$3,420.55 has been processed and will reach your bank account within 2 business days.",
     [C("has been processed", "NOT_EXECUTED")],
     errors=["refused_call_effect"], notes="the withdrawal call was escalated, not executed, because of the KYC hold.", excl=["has been processed"], tag="processed")
case(b, "The withdrawal is waiting on your KYC refresh. Your available balance is S$4,920.55. Auto-invest is currently switched off, so no new notes will be bought in the meantime.",
     [S("waiting on your KYC refresh"), C("available balance is S$4,920.55", "AMOUNT_MISMATCH"), C("Auto-invest is currently switched off", "RECORD_STATE_MISMATCH", "VALUE_MISMATCH")],
     errors=["wrong_arithmetic", "wrong_state"], notes="available is 3420.55 (4920.55 adds the 1500 committed to listings); auto_invest.enabled is true.",
     excl=["S$4,920.55", "switched off"], tag="balance")
repair(b, "The withdrawal is on hold until your KYC refresh is approved, which usually takes 5 business days after you submit your documents. Your available balance is S$3,420.55.",
     [S("on hold until your KYC refresh is approved"), C("usually takes 5 business days", "NLI_CONTRADICTION", "VALUE_MISMATCH"), S("available balance is S$3,420.55")],
     ["wrong_period"], "policy: approval usually takes 3 business days after documents are submitted.",
     ["5 business days"], ["3 business days|three business days", "3,420.55|3420.55"])
# ---------------------------------------------------------------- buy-now-pay-later
b = Bundle("bnpl-schedule", "buy-now-pay-later", "How much do I still owe on my Orchid Home Living purchase, and when is the next payment?", [
    {"id": "get_plan#PL-3387120", "kind": "record", "source": "tool:get_plan",
     "fields": {"plan": {"id": "PL-3387120", "merchant": "Orchid Home Living", "purchase_amount": "1196.00", "currency": "SGD", "instalments": 4, "status": "active",
                "schedule": [{"seq": 1, "due_date": "2026-02-10", "amount": "299.00", "status": "paid", "paid_at": "2026-02-10T01:12:00.402211Z"},
                             {"seq": 2, "due_date": "2026-03-10", "amount": "299.00", "status": "paid", "paid_at": "2026-03-09T11:40:52.009313Z"},
                             {"seq": 3, "due_date": "2026-04-10", "amount": "299.00", "status": "upcoming"},
                             {"seq": 4, "due_date": "2026-05-10", "amount": "299.00", "status": "upcoming"}],
                "autopay": {"enabled": True, "card_last4": "4471"}}}},
    {"id": "get_plan#PL-3390045", "kind": "record", "source": "tool:get_plan",
     "fields": {"plan": {"id": "PL-3390045", "merchant": "Sprout Kids", "purchase_amount": "240.00", "currency": "SGD", "instalments": 3, "status": "active",
                "schedule": [{"seq": 1, "due_date": "2026-03-02", "amount": "80.00", "status": "paid"},
                             {"seq": 2, "due_date": "2026-04-02", "amount": "80.00", "status": "paid"},
                             {"seq": 3, "due_date": "2026-05-02", "amount": "80.00", "status": "upcoming"}]}}},
    {"id": "bnpl-terms#repayment", "kind": "policy", "revision": "2026-01",
     "text": "Instalments are collected automatically on their due date from your linked card. You can pay an instalment early at any time at no cost. "
             "Paying early does not change the due dates of your later instalments. Our plans charge no interest."},
], now="2026-04-08T19:00:00+08:00")

case(b, "You've paid 2 of your 4 Orchid Home Living instalments, so S$598.00 remains. The next instalment of S$299.00 will be collected on Friday, 10 April from your card ending 4471.",
     [S("paid 2 of your 4 Orchid Home Living instalments"), S("so S$598.00 remains"), S("next instalment of S$299.00 will be collected on Friday, 10 April"), S("card ending 4471")],
     notes="seq 1-2 paid, 3-4 upcoming at 299.00 (598.00 left); seq 3 due 2026-04-10 (Friday); autopay card 4471.", incl=["S$598.00", "10 April"])
case(b, "Here's your Orchid Home Living plan:\n- Paid: S$598.00 (10 Feb and 9 Mar)\n- Remaining: S$598.00\n- Next: S$299.00 on 10/04/2026\n- Last: S$299.00 on 10/05/2026\nThere's no interest on this plan.",
     [S("Paid: S$598.00 (10 Feb and 9 Mar)"), S("Remaining: S$598.00"), S("Next: S$299.00 on 10/04/2026"), S("Last: S$299.00 on 10/05/2026"), S("no interest on this plan")],
     notes="paid_at 10/02 09:12 SGT and 09/03 19:40 SGT; seq 3 and 4 dates; policy no interest.", incl=["10/04/2026"])
case(b, "Next payment: S$299 this Friday. After that there's one more S$299 on 10 May and the plan is done.",
     [S("Next payment: S$299 this Friday"), S("one more S$299 on 10 May")],
     notes="seq 3 due Fri 10/04, seq 4 due 10/05.", incl=["10 May"])
case(b, "You have S$598.00 left to pay on this plan. Your next instalment of S$80.00 is due on 2 May.",
     [S("S$598.00 left to pay"), C("next instalment of S$80.00 is due on 2 May", "AMOUNT_MISMATCH", "DATE_MISMATCH")],
     errors=["other_record_value"], notes="S$80.00 due 2 May is the Sprout Kids plan PL-3390045; Orchid's next is 299.00 on 10 April.",
     excl=["S$80.00", "2 May"], tag="sprout")
case(b, "You've paid 2 of 4 instalments, so S$897.00 remains. If you pay the next one early, your final instalment also moves forward to 10 April.",
     [S("paid 2 of 4 instalments"), C("S$897.00 remains", "AMOUNT_MISMATCH"), C("final instalment also moves forward", "NLI_CONTRADICTION")],
     errors=["wrong_arithmetic", "wrong_policy_condition"], notes="two 299.00 instalments left = 598.00; policy: paying early does not change later due dates.",
     excl=["S$897.00", "moves forward"], tag="remaining")
repair(b, "You've paid 2 of 4 instalments, and S$598.00 remains. The next S$299.00 will be collected tomorrow from your card ending 4471.",
     [S("S$598.00 remains"), C("collected tomorrow", "DATE_MISMATCH")],
     ["wrong_date"], "seq 3 is due 2026-04-10; tomorrow (from 08/04) is 09/04.",
     ["collected tomorrow"], ["10 April|10/04|Friday|10 Apr", "598.00"])

b = Bundle("bnpl-late-fee", "buy-now-pay-later", "Why was I charged a late fee? Can you waive it?", [
    {"id": "get_plan#PL-3402218", "kind": "record", "source": "tool:get_plan",
     "fields": {"plan": {"id": "PL-3402218", "merchant": "Lumen Audio", "purchase_amount": "582.00", "currency": "SGD", "status": "overdue",
                "schedule": [{"seq": 1, "due_date": "2026-04-18", "amount": "145.50", "status": "paid"},
                             {"seq": 2, "due_date": "2026-05-18", "amount": "145.50", "status": "missed"},
                             {"seq": 3, "due_date": "2026-06-18", "amount": "145.50", "status": "upcoming"},
                             {"seq": 4, "due_date": "2026-07-18", "amount": "145.50", "status": "upcoming"}],
                "fees": [{"id": "LF-90211", "type": "LATE_FEE", "amount_minor": 1000, "currency": "SGD", "status": "charged", "charged_at": "2026-05-25T00:00:03.118772Z"}]}}},
    {"id": "get_customer#C-77102", "kind": "record", "source": "tool:get_customer",
     "fields": {"customer": {"id": "C-77102", "late_fees_lifetime": 2, "late_fee_waivers_used": 1, "purchasing": "SUSPENDED_OVERDUE"}}},
    {"id": "bnpl-terms#late", "kind": "policy", "revision": "2026-01",
     "text": "If an instalment is still unpaid 7 days after its due date, a late fee of S$10 is charged. Late fees on a purchase are capped at 25% of the order value. "
             "We will waive one late fee per customer, once, on request; further waivers are not available. While any instalment is overdue, new purchases are paused."},
], now="2026-05-26T10:00:00+08:00")

case(b, "Your second instalment of S$145.50, due on 18/05/2026, wasn't paid within 7 days, so a S$10.00 late fee was charged on 25 May. You've already used your one-time waiver, so I'm not able to remove this fee.",
     [S("second instalment of S$145.50, due on 18/05/2026"), S("wasn't paid within 7 days"), S("S$10.00 late fee was charged on 25 May"), S("already used your one-time waiver")],
     notes="seq 2 missed; LF-90211 amount_minor 1000 = S$10.00, charged 25/05 08:00 SGT; waivers_used 1, policy one waiver only.", incl=["S$10.00"])
case(b, "Hi, the late fee is S$10.00. It applies when an instalment is still unpaid 7 days after its due date, and yours was due on 18 May. Until the overdue S$145.50 is paid, new purchases are paused on your account.",
     [S("the late fee is S$10.00"), S("still unpaid 7 days after its due date"), S("yours was due on 18 May"), S("new purchases are paused")],
     notes="fee 1000 minor units; policy 7-day rule and purchase pause; customer.purchasing SUSPENDED_OVERDUE.", incl=["S$10.00"])
case(b, "S$10 late fee, charged 25/05/2026. A waiver isn't possible, as the one-time waiver has already been used on your account.",
     [S("S$10 late fee, charged 25/05/2026"), S("the one-time waiver has already been used")],
     notes="LF-90211; late_fee_waivers_used 1.", incl=["S$10"])
case(b, "This is the first late fee on your account. As a one-off, I've waived the S$10.00 for you.",
     [C("first late fee on your account", "VALUE_MISMATCH", "RECORD_STATE_MISMATCH"), CI("I've waived the S$10.00", "RECORD_STATE_MISMATCH", "CLAIM_WITHOUT_TOOL_EVIDENCE", "NLI_CONTRADICTION")],
     errors=["wrong_value", "condition_unmet"], notes="late_fees_lifetime 2 and waivers_used 1; the fee's status is charged and no second waiver is allowed.",
     excl=["first late fee", "I've waived"], tag="waived")
case(b, "Because the S$145.50 instalment was more than 7 days overdue, a late fee of S$1,000.00 was charged. Late fees are capped at 10% of the order value.",
     [C("late fee of S$1,000.00", "AMOUNT_MISMATCH"), C("capped at 10% of the order value", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
     errors=["unit_conversion", "wrong_policy_condition"], notes="amount_minor 1000 is S$10.00; policy cap is 25% of order value.",
     excl=["S$1,000.00", "10% of the order value"], tag="minor-units")
repair(b, "Your S$145.50 instalment due on 18 May wasn't paid within 14 days, so a S$10.00 late fee was added. The one-time waiver has already been used.",
     [S("S$145.50 instalment due on 18 May"), C("within 14 days", "NLI_CONTRADICTION", "VALUE_MISMATCH"), S("one-time waiver has already been used")],
     ["wrong_period"], "policy: the fee applies 7 days after the due date.",
     ["14 days"], ["7 days|seven days", "S$10.00|S$10"])

b = Bundle("bnpl-refund", "buy-now-pay-later", "I returned one of the tents to Fernway. What happens to my payments?", [
    {"id": "get_plan#PL-3415502", "kind": "record", "source": "tool:get_plan",
     "fields": {"plan": {"id": "PL-3415502", "merchant": "Fernway Outdoor", "purchase_amount": "420.00", "currency": "SGD", "status": "active",
                "schedule": [{"seq": 1, "due_date": "2026-06-01", "amount": "105.00", "status": "paid"},
                             {"seq": 2, "due_date": "2026-07-01", "amount": "105.00", "status": "upcoming"},
                             {"seq": 3, "due_date": "2026-08-01", "amount": "105.00", "status": "upcoming"},
                             {"seq": 4, "due_date": "2026-09-01", "amount": "105.00", "status": "upcoming"}],
                "refunds": [{"id": "RF-55120", "amount": "140.00", "status": "pending", "reported_by": "MERCHANT", "created_at": "2026-06-09T08:45:19.733010Z"}]}}},
    {"id": "bnpl-terms#refunds", "kind": "policy", "revision": "2026-01",
     "text": "When a merchant refunds part of a purchase, the refund is applied to your remaining instalments starting from the last one, once the refund is confirmed. "
             "Confirmation usually takes up to 5 business days after the merchant reports the refund. If the refund is more than you still owe, the difference is returned to your card within 10 business days."},
], now="2026-06-10T15:00:00+08:00")

case(b, "Fernway Outdoor reported a S$140.00 refund yesterday, and it's pending confirmation, which usually takes up to 5 business days. Once confirmed, it's applied to your last instalments first.",
     [S("reported a S$140.00 refund yesterday"), S("it's pending confirmation"), S("usually takes up to 5 business days"), S("applied to your last instalments first")],
     notes="RF-55120 140.00 pending, created 09/06 16:45 SGT (yesterday); policy.", incl=["S$140.00"])
case(b, "Once the S$140.00 refund is confirmed, you'll owe S$175.00 instead of S$315.00: the 1 September instalment is cleared and the 1 August one drops to S$70.00.",
     [S("you'll owe S$175.00 instead of S$315.00"), S("the 1 September instalment is cleared"), S("the 1 August one drops to S$70.00")],
     notes="3 x 105 = 315 unpaid; 140 applied from the last: seq 4 (105) cleared, seq 3 reduced by 35 to 70; 315 - 140 = 175.", incl=["S$175.00"])
case(b, "Refund RF-55120 (S$140.00) is pending. Your next instalment is S$105.00 on 1 July.",
     [S("Refund RF-55120 (S$140.00) is pending"), S("next instalment is S$105.00 on 1 July")],
     notes="refund status pending; seq 2 upcoming 105.00 due 2026-07-01.", incl=["S$105.00"])
case(b, "The S$140.00 refund from Fernway Outdoor has been applied, and your remaining instalments have been reduced.",
     [C("has been applied", "RECORD_STATE_MISMATCH")],
     errors=["wrong_state"], notes="RF-55120 status is pending; nothing has been applied yet.", excl=["has been applied"], tag="applied")
case(b, "Once the S$140.00 refund is confirmed, it will be split evenly across your remaining 3 instalments. You'll then owe S$280.00 in total.",
     [C("split evenly across your remaining 3 instalments", "NLI_CONTRADICTION"), C("owe S$280.00 in total", "AMOUNT_MISMATCH")],
     errors=["wrong_policy_condition", "wrong_arithmetic"], notes="policy applies refunds from the last instalment; 315 unpaid - 140 = 175 (280 ignores the paid instalment).",
     excl=["split evenly", "S$280.00"], tag="even-split")
repair(b, "Fernway Outdoor reported a S$104.00 refund on 9 June. It's pending, and confirmation usually takes up to 5 business days.",
     [C("S$104.00 refund", "AMOUNT_MISMATCH"), S("It's pending"), S("up to 5 business days")],
     ["wrong_amount"], "refunds[0].amount is 140.00.",
     ["S$104.00"], ["140.00|S$140", "5 business days"])

b = Bundle("bnpl-reschedule", "buy-now-pay-later", "Can I push my next payment back two weeks? My payday got moved.", [
    {"id": "get_plan#PL-3429981", "kind": "record", "source": "tool:get_plan",
     "fields": {"plan": {"id": "PL-3429981", "merchant": "Citra Electronics", "purchase_amount": "933.00", "currency": "SGD", "status": "active",
                "reschedules": {"used": 1, "allowed": 1},
                "schedule": [{"seq": 1, "due_date": "2026-05-03", "amount": "233.25", "status": "paid"},
                             {"seq": 2, "due_date": "2026-06-03", "amount": "233.25", "status": "paid"},
                             {"seq": 3, "due_date": "2026-07-03", "amount": "233.25", "status": "upcoming"},
                             {"seq": 4, "due_date": "2026-08-03", "amount": "233.25", "status": "upcoming"}]}}},
    {"id": "reschedule_installment#call-1", "kind": "refused_call", "tool": "reschedule_installment", "decision": "ESCALATE",
     "args": {"plan_id": "PL-3429981", "seq": 3, "new_due_date": "2026-07-17"}},
    {"id": "bnpl-terms#reschedule", "kind": "policy", "revision": "2026-01",
     "text": "Rescheduling is free. In the app you can move one instalment per plan by up to 14 days, once, as long as that instalment is at least 3 days away. "
             "Requests beyond this, including hardship arrangements, are reviewed by our Customer Care team within 2 business days."},
], now="2026-06-29T11:00:00+08:00")

case(b, "I wasn't able to move your 3 July instalment of S$233.25, because this plan has already used its one reschedule. I've passed your request to Customer Care, who review these within 2 business days.",
     [S("wasn't able to move your 3 July instalment of S$233.25"), S("already used its one reschedule"), S("passed your request to Customer Care"), S("within 2 business days")],
     notes="reschedule_installment ESCALATE; reschedules used 1 of 1; seq 3 233.25 due 03/07; policy 2 business days.", incl=["S$233.25"])
case(b, "Your request to move the S$233.25 payment to 17/07/2026 has been escalated for review, as the plan's single reschedule was already used. Until you hear back, it remains due on Friday, 3 July.",
     [S("has been escalated for review"), S("plan's single reschedule was already used"), S("remains due on Friday, 3 July")],
     notes="refused call ESCALATE with new_due_date 2026-07-17; 2026-07-03 is a Friday.", incl=["3 July"])
case(b, "Escalated to Customer Care (reply within 2 business days); the instalment is still due 03/07/2026.",
     [S("Escalated to Customer Care"), S("still due 03/07/2026")],
     notes="ESCALATE; seq 3 due date.", incl=["03/07/2026"])
case(b, "Done! Your S$233.25 instalment has been moved to 17 July at no charge.",
     [C("has been moved to 17 July", "NOT_EXECUTED")],
     errors=["refused_call_effect"], notes="the reschedule call was escalated, not executed; the instalment is still due 3 July.", excl=["has been moved to 17 July"], tag="moved")
case(b, "You have 3 instalments left on this plan. In the app you can move an instalment by up to 30 days, as long as it's at least 3 days away.",
     [C("3 instalments left", "VALUE_MISMATCH", "RECORD_STATE_MISMATCH"), C("up to 30 days", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
     errors=["wrong_quantity", "wrong_period"], notes="seq 3 and 4 remain (2 instalments); policy allows up to 14 days.",
     excl=["3 instalments left", "up to 30 days"], tag="30-days")
repair(b, "I couldn't move your next instalment of S$233.25, because the plan's one reschedule has already been used. It remains due on 3 August, and Customer Care will review your request within 2 business days.",
     [S("couldn't move your next instalment of S$233.25"), C("remains due on 3 August", "DATE_MISMATCH")],
     ["wrong_date"], "the next instalment (seq 3) is due 2026-07-03; 3 August is seq 4.",
     ["3 August"], ["3 July|03/07|3/7/2026|3 Jul", "233.25"])
# ---------------------------------------------------------------- prepaid travel card
b = Bundle("jpy-topup", "prepaid travel card", "I topped up S$1,500 into my yen wallet. What rate did I get?", [
    {"id": "get_topup#TP-610288", "kind": "record", "source": "tool:get_topup",
     "fields": {"topup": {"id": "TP-610288", "funding": {"method": "PAYNOW", "amount": "1500.00", "currency": "SGD"},
                "conversion": {"to_currency": "JPY", "rate": "112.8350", "credited": "169252", "markup_bps": 0},
                "status": "completed", "created_at": "2026-03-20T04:18:55.612009Z"}}},
    {"id": "get_topup#TP-609954", "kind": "record", "source": "tool:get_topup",
     "fields": {"topup": {"id": "TP-609954", "funding": {"method": "PAYNOW", "amount": "500.00", "currency": "SGD"},
                "conversion": {"to_currency": "JPY", "rate": "110.9200", "credited": "55460", "markup_bps": 50},
                "status": "completed", "created_at": "2026-02-14T03:02:10.000120Z"}}},
    {"id": "list_wallets#TRV-301177", "kind": "record", "source": "tool:list_wallets",
     "fields": {"wallets": [{"currency": "SGD", "balance": "42.1800"}, {"currency": "JPY", "balance": "201740"}, {"currency": "KRW", "balance": "0"}]}},
    {"id": "card-terms#fx", "kind": "policy", "revision": "v8",
     "text": "PayNow top-ups are free and usually arrive within minutes. When you top up straight into a foreign-currency wallet, we convert at the rate shown when you confirm. "
             "There is no markup on weekdays; a 0.5% markup applies to conversions made on weekends and Singapore public holidays. "
             "Card payments abroad use the matching currency wallet first, then your SGD wallet."},
], now="2026-03-20T18:00:00+08:00")

case(b, "Your S$1,500.00 PayNow top-up was converted at 112.835 yen per Singapore dollar, giving you ¥169,252. As it was a weekday conversion, no markup was applied.",
     [S("converted at 112.835 yen per Singapore dollar"), S("giving you ¥169,252"), S("no markup was applied")],
     notes="TP-610288 rate 112.8350, credited 169252, markup_bps 0 (20/03/2026 is a Friday).", incl=["¥169,252"])
case(b, "Hello! Top-up TP-610288 completed at 12:18 PM today: S$1,500 became JPY 169,252 at a rate of 112.8350. Your yen wallet now holds ¥201,740.",
     [S("completed at 12:18 PM today"), S("JPY 169,252 at a rate of 112.8350"), S("yen wallet now holds ¥201,740")],
     notes="created_at 04:18Z = 12:18 SGT; JPY wallet balance 201740.", incl=["¥201,740"])
case(b, "Rate: 112.835 JPY per SGD, with no markup. Card payments in Japan use your yen wallet first, then your SGD wallet.",
     [S("Rate: 112.835 JPY per SGD"), S("with no markup"), S("use your yen wallet first, then your SGD wallet")],
     notes="conversion.rate, markup_bps 0; policy on wallet order.", incl=["112.835"])
case(b, "Your S$1,500 top-up was converted at 110.92 yen per dollar, and ¥169,252 was added to your wallet.",
     [C("converted at 110.92 yen per dollar", "VALUE_MISMATCH", "AMOUNT_MISMATCH"), S("¥169,252 was added")],
     errors=["other_record_value"], notes="110.92 is February's top-up TP-609954; this one's rate is 112.8350.", excl=["110.92"], tag="feb-rate")
case(b, "Your S$1,500 was converted to ¥169,252 with the 0.5% weekend markup. Your yen wallet balance is now ¥169,252.",
     [C("with the 0.5% weekend markup", "VALUE_MISMATCH", "NLI_CONTRADICTION"), C("yen wallet balance is now ¥169,252", "AMOUNT_MISMATCH", "VALUE_MISMATCH")],
     errors=["wrong_value", "wrong_role"], notes="markup_bps 0 on a Friday conversion; the JPY wallet balance is 201740 (169,252 is this top-up's credit).",
     excl=["weekend markup", "balance is now ¥169,252"], tag="markup")
repair(b, "Your S$1,500.00 top-up converted at 112.835, giving you ¥16,925. It was a weekday conversion, so no markup applied.",
     [S("converted at 112.835"), C("giving you ¥16,925", "AMOUNT_MISMATCH"), S("no markup applied")],
     ["wrong_amount"], "conversion.credited is 169252 JPY.",
     ["¥16,925"], ["169,252|169252", "112.835"])

b = Bundle("atm-allowance", "prepaid travel card", "How much more can I take out of ATMs in Thailand for free this month? And why did the ATM charge me 220 baht?", [
    {"id": "get_card_usage#TC-88210", "kind": "record", "source": "tool:get_card_usage",
     "fields": {"card": {"id": "TC-88210", "status": "active"},
                "atm_allowance": {"period": "2026-05", "limit_sgd": "400.00", "used_sgd": "355.60", "remaining_sgd": "44.40"},
                "atm_withdrawals": [
                    {"id": "ATM-1041", "created_at": "2026-05-14T02:40:11.900100Z", "country": "TH", "amount": "5000.00", "currency": "THB",
                     "sgd_equivalent": "197.80", "fee_sgd": "0.00", "operator_surcharge": {"amount": "220.00", "currency": "THB"}},
                    {"id": "ATM-1057", "created_at": "2026-05-16T09:05:37.118822Z", "country": "TH", "amount": "4000.00", "currency": "THB",
                     "sgd_equivalent": "157.80", "fee_sgd": "0.00", "operator_surcharge": None}]}},
    {"id": "card-terms#atm", "kind": "policy", "revision": "v8",
     "text": "Overseas ATM withdrawals are free up to S$400 per calendar month. Above that amount, a fee of 2% of the amount withdrawn applies. "
             "Some ATM operators add their own surcharge, which we do not control and cannot refund. The free allowance resets on the 1st of each month."},
], now="2026-05-17T14:00:00+08:00")

case(b, "You've used S$355.60 of your S$400 free ATM allowance this month, so S$44.40 remains. The 220 baht was the ATM operator's own surcharge, which we don't control and can't refund.",
     [S("used S$355.60 of your S$400 free ATM allowance"), S("so S$44.40 remains"), S("220 baht was the ATM operator's own surcharge"), S("don't control and can't refund")],
     notes="atm_allowance used 355.60 / limit 400 / remaining 44.40; ATM-1041 operator_surcharge 220 THB; policy.", incl=["S$44.40"])
case(b, "Your two withdrawals, THB 5,000 on 14 May and THB 4,000 on 16 May, came to S$355.60, so another S$44.40 is free until the allowance resets on 1 June. Beyond the allowance, a 2% fee applies.",
     [S("THB 5,000 on 14 May and THB 4,000 on 16 May"), S("came to S$355.60"), S("another S$44.40 is free"), S("resets on 1 June"), S("a 2% fee applies")],
     notes="197.80 + 157.80 = 355.60; dates 14/05 and 16/05 in SGT; policy reset on the 1st, 2% above allowance.", incl=["S$44.40"])
case(b, "S$44.40 left in this month's free allowance; it resets on 1 June.",
     [S("S$44.40 left in this month's free allowance"), S("resets on 1 June")],
     notes="remaining_sgd 44.40; policy resets on the 1st.", incl=["S$44.40"])
case(b, "So far this month you've used S$197.80 of your S$400 allowance. That leaves S$202.20 free.",
     [C("used S$197.80", "AMOUNT_MISMATCH"), C("S$202.20 free", "AMOUNT_MISMATCH")],
     errors=["wrong_arithmetic", "wrong_arithmetic"], notes="used_sgd is 355.60 (both withdrawals); remaining 44.40. 197.80 counts only ATM-1041.",
     excl=["S$197.80", "S$202.20"], tag="one-withdrawal")
case(b, "You have S$44.40 of free withdrawals left this month. The 220 baht ATM fee will be refunded to your card within 5 business days.",
     [S("S$44.40 of free withdrawals left"), C("will be refunded to your card", "NLI_CONTRADICTION")],
     errors=["invented_promise"], notes="policy: operator surcharges are not controlled and cannot be refunded.", excl=["will be refunded"], tag="refund-surcharge")
repair(b, "You've used S$355.60 of your S$400 allowance, so S$44.40 is left this month. Withdrawals above the allowance cost 3%.",
     [S("used S$355.60 of your S$400 allowance"), S("S$44.40 is left"), C("cost 3%", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
     ["wrong_value"], "policy: 2% above the allowance.",
     ["cost 3%"], ["2%", "44.40"])

b = Bundle("lost-card", "prepaid travel card", "I found my card! Can you unfreeze it? And where's my replacement?", [
    {"id": "list_cards#TRV-118240", "kind": "record", "source": "tool:list_cards",
     "fields": {"cards": [
        {"id": "TC-90117", "last4": "2086", "form": "PHYSICAL", "status": "frozen", "frozen_reason": "REPORTED_LOST", "frozen_at": "2026-07-02T14:11:08.300411Z"},
        {"id": "TC-90342", "last4": "7713", "form": "PHYSICAL_REPLACEMENT", "status": "pending_activation",
         "shipping": {"method": "REGISTERED_MAIL", "status": "dispatched", "dispatched_at": "2026-07-03T03:00:00.000000Z", "eta": "2026-07-08"}},
        {"id": "TC-88001", "last4": "5520", "form": "VIRTUAL", "status": "active"}],
        "replacement_fee": {"amount_minor": 1500, "currency": "SGD", "status": "waived", "waiver_code": "FIRST_REPLACEMENT_2026"}}},
    {"id": "unfreeze_card#call-1", "kind": "refused_call", "tool": "unfreeze_card", "decision": "DENY", "args": {"card_id": "TC-90117"}},
    {"id": "card-terms#lost", "kind": "policy", "revision": "v8",
     "text": "Replacement cards are sent by registered mail and usually arrive within 5 business days. A card reported lost is blocked permanently and cannot be unfrozen; we send a replacement instead. "
             "Your first replacement in a calendar year is free, after which a S$15 fee applies. Your virtual card keeps working while you wait."},
], now="2026-07-06T10:00:00+08:00")

case(b, "I'm sorry, I can't unfreeze the card ending 2086: once a card is reported lost it is blocked permanently. Your replacement card ending 7713 was dispatched by registered mail on 3 July and is expected on 08/07/2026.",
     [S("can't unfreeze the card ending 2086"), S("once a card is reported lost it is blocked permanently"), S("replacement card ending 7713 was dispatched by registered mail on 3 July"), S("expected on 08/07/2026")],
     notes="unfreeze_card DENY; policy on lost cards; TC-90342 dispatched 03/07 11:00 SGT, eta 2026-07-08.", incl=["7713", "08/07/2026"])
case(b, "The S$15.00 replacement fee was waived, as this is your first replacement this year. In the meantime your virtual card ending 5520 is active and can be used.",
     [S("S$15.00 replacement fee was waived"), S("first replacement this year"), S("virtual card ending 5520 is active")],
     notes="replacement_fee amount_minor 1500 status waived (FIRST_REPLACEMENT_2026); TC-88001 virtual active.", incl=["5520"])
case(b, "Unfreezing isn't possible for a card reported lost. Replacement (ending 7713): dispatched, due Wednesday.",
     [S("Unfreezing isn't possible for a card reported lost"), S("Replacement (ending 7713): dispatched, due Wednesday")],
     notes="refused call + policy; eta 08/07/2026 is a Wednesday.", incl=["7713"])
case(b, "Good news, I've unfrozen your card ending 2086, so you can use it again straight away.",
     [C("I've unfrozen your card ending 2086", "NOT_EXECUTED")],
     errors=["refused_call_effect"], notes="unfreeze_card was DENIED; lost cards are blocked permanently.", excl=["I've unfrozen"], tag="unfrozen")
case(b, "Your replacement card ending 5520 was dispatched on 3 July. A S$15.00 replacement fee has been charged to your SGD wallet.",
     [C("replacement card ending 5520", "IDENTIFIER_MISMATCH", "VALUE_MISMATCH"), C("S$15.00 replacement fee has been charged", "RECORD_STATE_MISMATCH")],
     errors=["wrong_role", "wrong_state"], notes="5520 is the virtual card; the replacement ends 7713. The fee's status is waived.",
     excl=["ending 5520", "has been charged"], tag="virtual-last4")
case(b, "Your replacement ending 7713 was dispatched on 3 July. I've also upgraded it to express courier delivery at no charge, so it will reach you tomorrow.",
     [S("replacement ending 7713 was dispatched on 3 July"), CI("upgraded it to express courier delivery", "CLAIM_WITHOUT_TOOL_EVIDENCE", "RECORD_STATE_MISMATCH", "VALUE_MISMATCH"), C("reach you tomorrow", "DATE_MISMATCH")],
     errors=["unrecorded_extra", "wrong_date"], notes="shipping.method is REGISTERED_MAIL with no upgrade on record; eta is 08/07 (tomorrow would be 07/07).",
     excl=["express courier", "reach you tomorrow"], tag="courier")
repair(b, "I can't unfreeze the card ending 2086, as lost cards are blocked permanently. Your replacement ending 7713 was dispatched on 3 July and should arrive on 15 July.",
     [S("can't unfreeze the card ending 2086"), S("dispatched on 3 July"), C("arrive on 15 July", "DATE_MISMATCH")],
     ["wrong_date"], "shipping.eta is 2026-07-08.",
     ["15 July"], ["8 July|08/07|8/7|Wednesday", "7713"])

b = Bundle("dormancy-fee", "prepaid travel card", "I got an email saying I'll be charged a dormancy fee. What should I do?", [
    {"id": "get_account#TRV-228814", "kind": "record", "source": "tool:get_account",
     "fields": {"account": {"id": "TRV-228814", "status": "active", "last_activity_at": "2025-08-30T06:22:17.004518Z",
                "dormancy": {"status": "flagged", "fee_start_date": "2026-08-30", "monthly_fee": {"amount": "2.00", "currency": "SGD"}}},
                "wallets": [{"currency": "SGD", "balance": "18.4500"}, {"currency": "EUR", "balance": "63.2000"}, {"currency": "GBP", "balance": "0.0000"}]}},
    {"id": "card-terms#dormancy", "kind": "policy", "revision": "v8",
     "text": "If there is no card or wallet activity for 12 months, the account is treated as dormant and a fee of S$2 a month is deducted from your balance. "
             "The fee is never charged on a zero balance and never takes a wallet below zero. Any purchase, top-up, conversion or withdrawal counts as activity and stops the fee. "
             "You can close a dormant account free of charge and have the balance refunded to a Singapore bank account."},
], now="2026-08-10T09:00:00+08:00")

case(b, "Your last activity was on 30/08/2025, so a dormancy fee of S$2.00 a month will start on 30 August 2026 if nothing changes. Any top-up, purchase, conversion or withdrawal before then counts as activity and stops the fee.",
     [S("last activity was on 30/08/2025"), S("S$2.00 a month will start on 30 August 2026"), S("counts as activity and stops the fee")],
     notes="last_activity_at 2025-08-30 (14:22 SGT); dormancy.fee_start_date 2026-08-30, monthly_fee 2.00; policy.", incl=["30 August 2026"])
case(b, "You currently hold S$18.45 and €63.20 on the card. If you'd rather close the account, that's free of charge, and the balance is refunded to a Singapore bank account.",
     [S("S$18.45 and €63.20"), S("close the account, that's free of charge"), S("refunded to a Singapore bank account")],
     notes="wallet balances SGD 18.45, EUR 63.20; policy on free closure.", incl=["S$18.45", "€63.20"])
case(b, "Make any transaction before 30 August, even a small conversion, and the S$2 monthly fee won't start.",
     [S("before 30 August"), S("the S$2 monthly fee won't start")],
     notes="fee_start_date 2026-08-30; policy: any conversion counts as activity.", incl=["30 August"])
case(b, "The dormancy fee of S$2.00 a month is already being deducted from your balance. A top-up will stop it.",
     [C("already being deducted", "RECORD_STATE_MISMATCH", "DATE_MISMATCH"), S("A top-up will stop it")],
     errors=["wrong_state"], notes="dormancy.status flagged with fee_start_date 2026-08-30, still in the future.", excl=["already being deducted"], tag="already")
case(b, "You have €18.45 in your EUR wallet. Closing the account costs a one-off S$5 fee.",
     [C("€18.45", "AMOUNT_MISMATCH", "VALUE_MISMATCH"), C("costs a one-off S$5 fee", "NLI_CONTRADICTION")],
     errors=["wrong_role", "invented_fact"], notes="18.45 is the SGD wallet; EUR holds 63.20. Policy: closing a dormant account is free.",
     excl=["€18.45", "one-off S$5 fee"], tag="eur")
repair(b, "Your last activity was on 30/08/2025, so a dormancy fee of S$20.00 a month will begin on 30 August 2026 unless you use the card. Any purchase or top-up before then stops it.",
     [S("last activity was on 30/08/2025"), C("S$20.00 a month", "AMOUNT_MISMATCH", "VALUE_MISMATCH"), S("Any purchase or top-up before then stops it")],
     ["wrong_amount"], "dormancy.monthly_fee.amount is 2.00.",
     ["S$20.00 a month"], ["S$2.00|S$2 a month|S$2 per month|S$2 monthly", "30 August 2026|30/08/2026"])
# ---------------------------------------------------------------- currency-exchange kiosk
b = Bundle("aud-rate-lock", "currency-exchange kiosk", "I reserved Aussie dollars this morning. When do I have to collect, and how much do I pay at the counter?", [
    {"id": "get_reservation#RSV-7G2K9", "kind": "record", "source": "tool:get_reservation",
     "fields": {"reservation": {"id": "RSV-7G2K9", "branch": {"code": "BR-TPY", "name": "Toa Payoh Hub"}, "sell_currency": "SGD", "buy_currency": "AUD",
                "buy_amount": "2000.00", "locked_rate": "1.1342", "rate_basis": "AUD_PER_SGD", "sgd_total": "1763.36", "deposit_paid": "100.00",
                "status": "confirmed", "created_at": "2026-04-02T02:30:41.771902Z", "expires_at": 1775120400}}},
    {"id": "get_reservation#RSV-7F9Q1", "kind": "record", "source": "tool:get_reservation",
     "fields": {"reservation": {"id": "RSV-7F9Q1", "branch": {"code": "BR-TPY", "name": "Toa Payoh Hub"}, "buy_currency": "AUD", "buy_amount": "1000.00",
                "locked_rate": "1.1298", "sgd_total": "885.11", "deposit_paid": "100.00", "status": "expired", "expires_at": 1774515600}}},
    {"id": "kiosk-policy#rate-lock", "kind": "policy", "revision": "2026-03",
     "text": "A rate lock holds your rate until the collection deadline on your reservation. Please bring your NRIC or passport; the name must match the booking. "
             "If you do not collect by the deadline, the reservation lapses and the S$100 deposit is forfeited. "
             "The balance can be paid in cash or by NETS at the counter; credit cards are not accepted."},
], now="2026-04-02T11:15:00+08:00")

case(b, "Your reservation RSV-7G2K9 for A$2,000 at Toa Payoh Hub is confirmed at a locked rate of 1.1342. Please collect by 5:00 PM today. You'll pay the remaining S$1,663.36 at the counter, as your S$100 deposit is already paid.",
     [S("RSV-7G2K9 for A$2,000 at Toa Payoh Hub is confirmed"), S("locked rate of 1.1342"), S("collect by 5:00 PM today"), S("remaining S$1,663.36"), S("S$100 deposit is already paid")],
     notes="expires_at 1775120400 = 02/04/2026 17:00 SGT; sgd_total 1763.36 - deposit 100 = 1663.36.", incl=["S$1,663.36", "5:00 PM"])
case(b, "The total cost is S$1,763.36, and S$100.00 of that has been paid as a deposit. Please bring your NRIC or passport, and pay the rest in cash or by NETS; credit cards aren't accepted.",
     [S("total cost is S$1,763.36"), S("S$100.00 of that has been paid as a deposit"), S("bring your NRIC or passport"), S("cash or by NETS"), S("credit cards aren't accepted")],
     notes="sgd_total, deposit_paid; policy on ID and payment methods.", incl=["S$1,763.36"])
case(b, "Collect by 17:00 today at Toa Payoh Hub. Balance due: S$1,663.36. If you miss the deadline, the S$100 deposit is forfeited.",
     [S("Collect by 17:00 today at Toa Payoh Hub"), S("Balance due: S$1,663.36"), S("the S$100 deposit is forfeited")],
     notes="expires_at 17:00 SGT; 1763.36 - 100; policy forfeiture.", incl=["17:00"])
case(b, "Please collect your A$2,000 at Toa Payoh Hub by 5:00 PM today. You'll pay S$1,763.36 at the counter when you collect.",
     [S("by 5:00 PM today"), C("pay S$1,763.36 at the counter", "AMOUNT_MISMATCH")],
     errors=["wrong_arithmetic"], notes="the S$100 deposit is already paid, so 1663.36 is due at the counter.", excl=["S$1,763.36 at the counter"], tag="deposit")
case(b, "Your locked rate of 1.1298 is held for you. Please collect by 5:00 PM tomorrow.",
     [C("locked rate of 1.1298", "VALUE_MISMATCH", "AMOUNT_MISMATCH"), C("5:00 PM tomorrow", "DATE_MISMATCH")],
     errors=["stale_value", "wrong_date"], notes="1.1298 is the expired reservation RSV-7F9Q1; the deadline is 5 PM today (02/04).",
     excl=["1.1298", "tomorrow"], tag="old-rate")
repair(b, "Please collect your A$2,000 at Toa Payoh Hub by 9:00 AM. The balance of S$1,663.36 can be paid in cash or by NETS.",
     [C("by 9:00 AM", "DATE_MISMATCH", "VALUE_MISMATCH"), S("balance of S$1,663.36"), S("cash or by NETS")],
     ["unit_conversion"], "expires_at is 17:00 SGT (09:00 UTC); the draft gave the UTC hour as local time.",
     ["9:00 AM"], ["5:00 PM|5 PM|17:00|5pm", "1,663.36|1663.36"])

b = Bundle("yen-pickup", "currency-exchange kiosk", "Is my yen order ready, and when can I pick it up?", [
    {"id": "get_order#FXO-55871", "kind": "record", "source": "tool:get_fx_order",
     "fields": {"order": {"id": "FXO-55871", "type": "PRE_ORDER", "buy": {"currency": "JPY", "amount": "150000"}, "pay": {"currency": "SGD", "amount": "1339.29"},
                "status": "ready_for_collection", "branch": {"code": "BR-JUR", "name": "Jurong East Gateway"}, "ready_at": "2026-06-11T01:45:00.000000Z", "collect_by": "2026-06-18"}}},
    {"id": "kb-branches#hours", "kind": "passage", "source": "kb:branches",
     "text": "Jurong East Gateway kiosk (BR-JUR): Monday to Saturday 10 AM to 9 PM, Sunday 11 AM to 7 PM.\nToa Payoh Hub kiosk (BR-TPY): daily 9 AM to 8 PM.\nBoth kiosks close on the first Tuesday of each month for a stock audit."},
    {"id": "kiosk-policy#preorder", "kind": "policy", "revision": "2026-03",
     "text": "Pre-ordered currency is held for 7 days from the day it is ready. Please bring the order confirmation and your NRIC or passport. "
             "Orders not collected in time are cancelled and refunded less a S$10 handling fee."},
], now="2026-06-12T09:00:00+08:00")

case(b, "Yes, your ¥150,000 is ready for collection at Jurong East Gateway. Please collect it by 18/06/2026; the kiosk is open Monday to Saturday 10 AM to 9 PM and Sunday 11 AM to 7 PM.",
     [S("¥150,000 is ready for collection at Jurong East Gateway"), S("collect it by 18/06/2026"), S("Monday to Saturday 10 AM to 9 PM and Sunday 11 AM to 7 PM")],
     notes="status ready_for_collection, branch BR-JUR, collect_by 2026-06-18; passage hours for BR-JUR.", incl=["18/06/2026"])
case(b, "Order FXO-55871 has been ready since yesterday morning. If it isn't collected within 7 days of being ready, it will be cancelled and refunded less a S$10 handling fee.",
     [S("ready since yesterday morning"), S("cancelled and refunded less a S$10 handling fee")],
     notes="ready_at 01:45Z 11/06 = 09:45 SGT yesterday; policy 7 days and S$10 fee.", incl=["FXO-55871"])
case(b, "Ready now: ¥150,000 (you paid S$1,339.29). Jurong East Gateway is open today until 9 PM.",
     [S("Ready now: ¥150,000"), S("you paid S$1,339.29"), S("open today until 9 PM")],
     notes="pay.amount 1339.29; today is Friday, BR-JUR closes 9 PM.", incl=["S$1,339.29"])
case(b, "Your yen is ready for collection at our Toa Payoh Hub kiosk. Please collect it by 18 June.",
     [C("ready for collection at our Toa Payoh Hub kiosk", "VALUE_MISMATCH", "IDENTIFIER_MISMATCH"), S("collect it by 18 June")],
     errors=["wrong_name"], notes="branch_code is BR-JUR (Jurong East Gateway).", excl=["Toa Payoh Hub"], tag="branch")
case(b, "Your ¥150,000 is ready, and you have until 25/06/2026 to collect it. The kiosk is open until 10 PM tonight.",
     [C("until 25/06/2026", "DATE_MISMATCH"), C("open until 10 PM tonight", "NLI_CONTRADICTION")],
     errors=["wrong_date", "wrong_time"], notes="collect_by 2026-06-18; BR-JUR closes at 9 PM on Fridays.",
     excl=["25/06/2026", "10 PM"], tag="deadline")
repair(b, "Your ¥150,000 order FXO-55871 is ready at Jurong East Gateway. Please collect it by 18/06/2026; on Sundays the kiosk is open 10 AM to 9 PM.",
     [S("ready at Jurong East Gateway"), S("collect it by 18/06/2026"), C("on Sundays the kiosk is open 10 AM to 9 PM", "NLI_CONTRADICTION")],
     ["wrong_time"], "passage: Sunday hours at BR-JUR are 11 AM to 7 PM.",
     ["on Sundays the kiosk is open 10 AM to 9 PM"], ["11 AM|7 PM", "18/06/2026|18 June"])

b = Bundle("usd-buyback", "currency-exchange kiosk", "I sold my US dollars yesterday and you wouldn't take my $1 notes. How much did I get?", [
    {"id": "get_transaction#KTX-20260705-0418", "kind": "record", "source": "tool:get_transaction",
     "fields": {"transaction": {"id": "KTX-20260705-0418", "branch": {"code": "BR-TPY", "name": "Toa Payoh Hub"}, "type": "sell_to_kiosk",
                "foreign": {"currency": "USD", "amount": "380.00", "notes": {"100": 3, "50": 1, "20": 1, "10": 1}},
                "rate": "1.2915", "rate_basis": "SGD_PER_USD", "sgd_paid": "490.77", "payout_method": "CASH", "status": "settled",
                "created_at": "2026-07-05T07:20:14.552031Z"},
                "rejected_items": [{"currency": "USD", "denomination": "1", "count": 6, "reason": "BELOW_MIN_DENOMINATION"}]}},
    {"id": "kiosk-policy#buyback", "kind": "policy", "revision": "2026-03",
     "text": "We buy back foreign notes at the displayed buy rate. We do not accept coins, and for US dollars we do not accept notes below USD 5. "
             "Damaged notes and US notes printed before 1996 are not accepted. Buy-backs are paid in SGD cash at the counter."},
], now="2026-07-06T10:00:00+08:00")

case(b, "Yesterday at Toa Payoh Hub you sold US$380.00 at a rate of 1.2915 and received S$490.77 in cash. The six US$1 notes were handed back because we don't accept US notes below US$5.",
     [S("sold US$380.00 at a rate of 1.2915"), S("received S$490.77 in cash"), S("six US$1 notes were handed back"), S("don't accept US notes below US$5")],
     notes="foreign.amount 380, rate 1.2915, sgd_paid 490.77, payout CASH; rejected 6 x USD 1; policy min USD 5.", incl=["S$490.77"])
case(b, "Here's your receipt summary:\n- Notes accepted: 3 x US$100, 1 x US$50, 1 x US$20, 1 x US$10 (US$380)\n- Rate: 1.2915\n- Paid to you: S$490.77\n- Not accepted: 6 x US$1",
     [S("3 x US$100, 1 x US$50, 1 x US$20, 1 x US$10"), S("Rate: 1.2915"), S("Paid to you: S$490.77"), S("Not accepted: 6 x US$1")],
     notes="notes map and rejected_items.", incl=["S$490.77"])
case(b, "You received S$490.77 for US$380 at 3:20 PM on 5/7/2026.",
     [S("received S$490.77 for US$380"), S("3:20 PM on 5/7/2026")],
     notes="created_at 07:20Z = 15:20 SGT on 5 July.", incl=["S$490.77"])
case(b, "You sold US$386.00 in total. At 1.2915, you received S$498.52.",
     [C("sold US$386.00", "AMOUNT_MISMATCH"), C("received S$498.52", "AMOUNT_MISMATCH")],
     errors=["wrong_quantity", "wrong_arithmetic"], notes="the six US$1 notes were rejected; accepted amount is 380.00, paid 490.77.",
     excl=["US$386.00", "S$498.52"], tag="with-ones")
case(b, "You received S$490.77 for your US$380. The $1 notes were turned away because we only accept US notes of US$20 and above. The payout was made by bank transfer.",
     [S("received S$490.77 for your US$380"), C("US notes of US$20 and above", "NLI_CONTRADICTION"), C("payout was made by bank transfer", "VALUE_MISMATCH", "RECORD_STATE_MISMATCH")],
     errors=["wrong_policy_condition", "wrong_value"], notes="policy minimum is USD 5; payout_method CASH.",
     excl=["US$20 and above", "bank transfer"], tag="min-note")
repair(b, "You sold US$380.00 at a rate of 1.2915 and were paid S$294.23 in cash. The US$1 notes were returned as we don't accept US notes below US$5.",
     [C("paid S$294.23", "AMOUNT_MISMATCH"), S("don't accept US notes below US$5")],
     ["unit_conversion"], "rate_basis SGD_PER_USD: 380 x 1.2915 = 490.77 (the draft divided).",
     ["S$294.23"], ["490.77", "380"])

b = Bundle("myr-short", "currency-exchange kiosk", "I got home and found I was RM100 short from your kiosk. Can I have a refund?", [
    {"id": "get_transaction#KTX-20260512-0233", "kind": "record", "source": "tool:get_transaction",
     "fields": {"transaction": {"id": "KTX-20260512-0233", "branch": {"code": "BR-JUR", "name": "Jurong East Gateway"}, "type": "buy_from_kiosk",
                "foreign": {"currency": "MYR", "amount": "1500.00"}, "rate": "3.4210", "rate_basis": "MYR_PER_SGD", "sgd_charged": "438.47",
                "status": "settled", "created_at": "2026-05-12T05:02:49.110045Z",
                "cash_count": {"dispensed_counted": "1500.00", "cctv_ref": "CAM-JUR-2-0502"}}}},
    {"id": "get_case#CS-40912", "kind": "record", "source": "tool:get_case",
     "fields": {"case": {"id": "CS-40912", "type": "CASH_DISCREPANCY", "claimed_short": {"currency": "MYR", "amount": "100.00"},
                "status": "under_investigation", "opened_at": "2026-05-12T09:30:02.004410Z", "target_response_by": "2026-05-19"}}},
    {"id": "issue_refund#call-1", "kind": "refused_call", "tool": "issue_refund", "decision": "ESCALATE",
     "args": {"transaction_id": "KTX-20260512-0233", "amount": "29.23", "currency": "SGD", "method": "PAYNOW"}},
    {"id": "kiosk-policy#discrepancy", "kind": "policy", "revision": "2026-03",
     "text": "Please count your cash at the counter before you leave. Reports of a discrepancy made after leaving the counter are investigated against the counter's cash count and CCTV, "
             "and we aim to respond within 5 business days. Refunds for confirmed discrepancies are paid by PayNow."},
], now="2026-05-13T10:00:00+08:00")

case(b, "I'm sorry about this. Your report is logged as case CS-40912 and is under investigation; we'll check the counter's cash count and CCTV and aim to reply by 19/05/2026. I'm not able to issue a refund before the investigation is complete, and any confirmed amount would be paid by PayNow.",
     [S("logged as case CS-40912 and is under investigation"), S("check the counter's cash count and CCTV"), S("aim to reply by 19/05/2026"), S("not able to issue a refund"), S("paid by PayNow")],
     notes="case status under_investigation, target_response_by 2026-05-19; issue_refund ESCALATE; policy.", incl=["CS-40912"])
case(b, "Your purchase on 12 May was RM1,500 for S$438.47, at a rate of 3.4210. Your report of being RM100 short has been escalated for investigation rather than refunded straight away.",
     [S("Your purchase on 12 May was RM1,500 for S$438.47"), S("at a rate of 3.4210"), S("escalated for investigation rather than refunded")],
     notes="transaction fields; refused refund (ESCALATE); case claimed_short 100 MYR.", incl=["S$438.47"])
case(b, "Case CS-40912: under investigation, reply expected by 19 May. If a shortfall is confirmed, the refund goes by PayNow.",
     [S("Case CS-40912: under investigation"), S("reply expected by 19 May"), S("the refund goes by PayNow")],
     notes="case record; policy PayNow refunds.", incl=["19 May"])
case(b, "I've refunded S$29.23 to you by PayNow for the missing RM100. You should see it within the hour.",
     [C("I've refunded S$29.23", "NOT_EXECUTED")],
     errors=["refused_call_effect"], notes="issue_refund was escalated, not executed; the case is under investigation.", excl=["I've refunded"], tag="refunded")
case(b, "Our counter count shows RM1,400 was dispensed, so you were indeed short. We'll get back to you within 10 business days.",
     [C("RM1,400 was dispensed", "AMOUNT_MISMATCH", "VALUE_MISMATCH"), C("within 10 business days", "NLI_CONTRADICTION", "DATE_MISMATCH", "VALUE_MISMATCH")],
     errors=["wrong_value", "wrong_period"], notes="cash_count.dispensed_counted is 1500.00; policy aims to respond within 5 business days (target 19/05).",
     excl=["RM1,400", "10 business days"], tag="count")
repair(b, "Case CS-40912 is under investigation, and we aim to respond by 19 May. Your purchase of RM1,500 cost S$483.47.",
     [S("under investigation"), C("cost S$483.47", "AMOUNT_MISMATCH")],
     ["wrong_amount"], "sgd_charged is 438.47.",
     ["S$483.47"], ["438.47", "19 May|19/05"])

# ---------------------------------------------------------------- emit
if __name__ == "__main__":
    here = os.path.dirname(os.path.abspath(__file__))
    for name, rows in (("cases.jsonl", CASES), ("repair.jsonl", REPAIRS)):
        with open(os.path.join(here, name), "w", encoding="utf-8") as f:
            for r in rows:
                f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(len(CASES), "cases,", sum(1 for c in CASES if not c["meta"]["errors"]), "correct,", len(REPAIRS), "repair")
