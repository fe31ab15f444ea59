from codes import *
import datetime as dt

def epoch(s):
    return int(dt.datetime.fromisoformat(s).timestamp())


def build(B):
    # ---------- 24. faucet repair, tech running late (Chicago) ----------
    ev = [
        {"id": "fsm.get_job#PL-45502", "kind": "record", "source": "tool:fsm.get_job",
         "fields": {"job": {"id": "PL-45502", "status": "EN_ROUTE", "timezone": "America/Chicago", "service": "FAUCET_REPAIR",
                            "customer": {"name": "Ruth Greer"}, "technician": {"name": "Hank Beaudry"},
                            "appointments": [{"window_start": "2026-04-13T09:00:00", "window_end": "2026-04-13T11:00:00", "state": "LATE"}],
                            "tracking": {"eta_epoch": epoch("2026-04-13T11:40:00-05:00"), "eta_utc": "2026-04-13T16:40:00Z",
                                         "delay_reason": "PREVIOUS_JOB_OVERRAN"},
                            "fees": {"service_call": "59.00", "late_arrival_waiver": True}}}},
        {"id": "policy#arrival", "kind": "policy", "revision": "v8",
         "text": "Faucet repairs that take under an hour are billed at a flat $149. If we arrive more than 30 minutes after your window ends, the $59 service call fee is waived."},
    ]
    b = B("faucet-tech-late", "plumbing and heating repairs", ev, "Where's the plumber? My window ended at 11.",
          now="2026-04-13T10:50:00-05:00")
    b.ok("Sorry for the wait, Ms. Greer. Hank's previous job ran long, and he's now expected around 11:40. Since that's more than 30 minutes past your window, we'll waive the $59 service call fee.",
         [("Sorry for the wait", "NA"), ("previous job ran long", "S"), ("expected around 11:40", "S"),
          ("more than 30 minutes past your window", "S"), ("waive the $59 service call fee", "S")],
         ["11:40", "$59"], "eta_epoch is 11:40 CDT; window ended 11:00; late_arrival_waiver true; policy.")
    b.ok("Hank's new ETA is 11:40 AM. If the faucet fix takes under an hour, it's a flat $149.",
         [("new ETA is 11:40 AM", "S"), ("flat $149", "S")],
         ["11:40 AM", "$149"], "tracking eta; policy flat rate.")
    b.bad("Sorry for the delay! Hank should be there around 4:40 PM, and we'll waive the $59 service call fee.",
          [("around 4:40 PM", "C", DM, VM), ("waive the $59 service call fee", "S")],
          ["unit_conversion"], ["4:40 PM"],
          "16:40Z is the UTC ETA; local time is 11:40 AM CDT.")
    b.bad("Hank should be there around 11:40, and your faucet repair will be a flat $59.",
          [("around 11:40", "S"), ("a flat $59", "C", NC, AM)],
          ["wrong_role"], ["a flat $59"],
          "$59 is the (waived) service call fee; the flat faucet rate is $149.")
    b.rep("Hank's running late and should be there around 11:40. Since that's more than 30 minutes past your window, we'll waive the $49 service call fee.",
          [("around 11:40", "S"), ("more than 30 minutes past your window", "S"), ("$49 service call fee", "C", AM)],
          ["wrong_amount"], ["$49"], ["$59|59", "11:40"],
          "fees.service_call is 59.00.")

    # ---------- 25. rodent exclusion follow-ups (Chicago) ----------
    ev = [
        {"id": "fsm.get_job#RX-12066", "kind": "record", "source": "tool:fsm.get_job",
         "fields": {"job_id": "RX-12066", "package": "RODENT_EXCLUSION", "status": "IN_PROGRESS", "timezone": "America/Chicago",
                    "customer": {"name": "Walt Kimura"}, "entry_points_sealed": 7, "sealed_on": "2026-10-30",
                    "price": "385.00",
                    "appointments": [{"purpose": "SEAL", "start": "2026-10-30T08:00:00", "end": "2026-10-30T12:00:00", "state": "COMPLETED"},
                                     {"purpose": "TRAP_CHECK", "start": "2026-11-06T10:00:00", "end": "2026-11-06T12:00:00", "state": "CONFIRMED"},
                                     {"purpose": "TRAP_CHECK", "start": "2026-11-13T10:00:00", "end": "2026-11-13T12:00:00", "state": "TENTATIVE"}]}},
        {"id": "policy#rodent", "kind": "policy", "revision": "v2",
         "text": "Rodent exclusion includes up to 3 trap checks in the 30 days after sealing. Sealed entry points are warranted for 6 months: if mice get back in through a point we sealed, we reseal it free. New openings from construction or storm damage aren't covered."},
    ]
    b = B("rodent-exclusion", "pest control", ev, "When are you coming back to check the traps? And what if they get back in?",
          now="2026-11-03T09:00:00-06:00")
    b.ok("Hi Walt, your next trap check is this Friday, November 6, between 10 AM and noon, and the one after that is penciled in for Friday the 13th. The 7 entry points we sealed are warranted for 6 months, so if mice get back in through one of them, we'll reseal it free.",
         [("this Friday, November 6", "S"), ("between 10 AM and noon", "S"), ("penciled in for Friday the 13th", "S"),
          ("The 7 entry points we sealed", "S"), ("warranted for 6 months", "S"), ("we'll reseal it free", "S")],
         ["November 6", "6 months"], "TRAP_CHECK 2026-11-06 CONFIRMED, 2026-11-13 TENTATIVE; entry_points_sealed 7; policy 6 months.")
    b.ok("Your package was $385, and it includes up to 3 trap checks within 30 days of sealing. New openings from construction or storm damage aren't covered by the warranty.",
         [("package was $385", "S"), ("up to 3 trap checks within 30 days", "S"),
          ("construction or storm damage aren't covered", "S")],
         ["$385"], "price 385.00; policy.")
    b.bad("Your next trap check is Friday, November 6, 10 AM to noon. The entry points we sealed are warranted for a full year.",
          [("Friday, November 6, 10 AM to noon", "S"), ("warranted for a full year", "C", NC, VM)],
          ["wrong_period"], ["for a full year"],
          "Policy warranty is 6 months.")
    b.bad("Your next trap check is Thursday, November 5, 10 AM to noon, and both follow-up visits are confirmed.",
          [("Thursday, November 5", "C", DM), ("both follow-up visits are confirmed", "C", RS)],
          ["wrong_date", "wrong_state"], ["Thursday, November 5", "both follow-up visits are confirmed"],
          "Next check is Friday 2026-11-06; the 11-13 visit is TENTATIVE.")
    b.rep("Your next trap check is Friday, November 6, 10 AM to noon. We sealed 9 entry points, and they're warranted for 6 months.",
          [("Friday, November 6, 10 AM to noon", "S"), ("sealed 9 entry points", "C", VM), ("warranted for 6 months", "S")],
          ["wrong_quantity"], ["9 entry points"], ["7|seven", "November 6"],
          "entry_points_sealed is 7.")
