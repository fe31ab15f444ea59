"""More correct drafts in other surface forms, over the evidence bundles of b1-b6."""
import copy
from common import S, N, C, I, case
import b1_apartments as b1, b2_storage as b2, b3_coworking as b3, b4_hoa as b4, b5_holiday as b5, b6_parking as b6


def _bundle(fn):
    out, _ = fn()
    c = out[0]["case"]
    return out[0]["meta"]["domain"], out[0]["meta"]["scenario"], c["question"], copy.deepcopy(c["evidence"]), c.get("now")


def build():
    lines = []
    d, sc, q, ev, now = _bundle(b1.rent_change)
    lines.append(case(d, sc, q, "Unit 4B's rent was set at $1,935 a month for the second year of the lease, starting "
        "June 1, 2026. Autopay will draft it on the 1st.", ev,
        [S("$1,935 a month"), S("starting June 1, 2026"), S("Autopay will draft it on the 1st")],
        includes=["$1,935"], now=now, notes="Passive form; versions[1] and autopay.draft_day_of_month."))
    d, sc, q, ev, now = _bundle(b1.deposit)
    lines.append(case(d, sc, q, "Thanks for your patience, Desmond. Of the $2,400 we held, $247.40 was deducted "
        "($185 carpet cleaning, $62.40 water/sewer), leaving $2,152.60.", ev,
        [N("Thanks for your patience, Desmond."), S("$247.40 was deducted"), S("$185 carpet cleaning"),
         S("leaving $2,152.60")], includes=["$2,152.60"], now=now, notes="18500 + 6240 = 24740; 240000 - 24740 = 215260."))
    d, sc, q, ev, now = _bundle(b2.overdue)
    lines.append(case(d, sc, q, "$85 clears your balance and turns your gate code back on.", ev,
        [S("$85 clears your balance"), S("turns your gate code back on")], includes=["$85"], now=now,
        notes="balance_minor 8500; policy restores access once paid in full."))
    d, sc, q, ev, now = _bundle(b2.climate_unit)
    lines.append(case(d, sc, q, "Good afternoon. Quote QT-5120 puts you in D-311 at $174.00 a month, and it's valid "
        "until May 31.", ev, [S("D-311 at $174.00 a month"), S("valid until May 31")], includes=["$174.00"], now=now,
        notes="Greeting fused ahead of the quote; QT-5120 fields."))
    d, sc, q, ev, now = _bundle(b3.invoice)
    lines.append(case(d, sc, q, "Most of the extra $63.90 over your $299 plan is the $37.50 meeting-room overage; the "
        "rest is a $20 guest pass and $6.40 of printing.", ev,
        [S("extra $63.90"), S("$37.50 meeting-room overage"), S("$20 guest pass"), S("$6.40 of printing")],
        includes=["$63.90"], now=now, notes="36290 - 29900 = 6390 = 3750 + 2000 + 640."))
    d, sc, q, ev, now = _bundle(b3.hvac)
    lines.append(case(d, sc, q, "WO-C-5521 is on hold for a compressor capacitor (ETA 5/22). Return visit: Tue 5/26, "
        "1:00-3:00 PM.", ev, [S("on hold for a compressor capacitor"), S("ETA 5/22"), S("Tue 5/26, 1:00-3:00 PM")],
        includes=["1:00-3:00 PM"], now=now, notes="AWAITING_PARTS, part eta, next_visit in America/New_York."))
    d, sc, q, ev, now = _bundle(b4.fence)
    lines.append(case(d, sc, q, "Dear Ms. Calloway,\n\nThe committee approved ARC-26-041 on May 12, 2026, subject to "
        "three conditions: a 6-foot height limit, Driftwood Gray stain, and the finished side facing out. Work must "
        "begin within 90 days.\n\nSincerely,\nWillow Bend ARC", ev,
        [N("Dear Ms. Calloway,"), S("approved ARC-26-041 on May 12, 2026"), S("a 6-foot height limit"),
         S("Driftwood Gray stain"), S("the finished side facing out"), S("begin within 90 days"), N("Sincerely,")],
        includes=["6-foot"], now=now, notes="Letter style; conditions[] and arc#timelines."))
    d, sc, q, ev, now = _bundle(b4.violation)
    lines.append(case(d, sc, q, "The $50 fine stands for now; a board hearing on June 3 at 6:30 PM is where it can be "
        "reduced or removed.", ev, [S("The $50 fine stands for now"), S("June 3 at 6:30 PM")],
        includes=["$50"], now=now, notes="Fine record; hearing; policy says only the board can remove it."))
    d, sc, q, ev, now = _bundle(b5.hot_tub)
    lines.append(case(d, sc, q, "Tomorrow 10:00-12:00, Tahoe Spa Service, side yard only. Your $500 damage deposit hold "
        "is unaffected.", ev, [S("Tomorrow 10:00-12:00, Tahoe Spa Service"), S("side yard only"),
        S("$500 damage deposit hold")], includes=["$500"], now=now,
        notes="window; policy; damage_deposit.hold_minor 50000 AUTHORIZED."))
    d, sc, q, ev, now = _bundle(b6.lost_ticket)
    lines.append(case(d, sc, q, "Monday's visit ran from 12:10 to 3:30 in the afternoon, so you were charged $48 where "
        "regular rates come to $24. The $24 difference has been approved for refund.", ev,
        [S("from 12:10 to 3:30 in the afternoon"), S("charged $48"), S("regular rates come to $24"),
         S("The $24 difference has been approved")], includes=["$24"], now=now,
        notes="Epochs in America/Chicago; charged_minor 4800; rated 2400; refund APPROVED."))
    return lines
