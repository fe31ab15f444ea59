from codes import *
import datetime as dt

def epoch(s):
    return int(dt.datetime.fromisoformat(s).timestamp())


def build(B):
    # ---------- 16. night lockout (Chicago) ----------
    ev = [
        {"id": "fsm.get_job#LK-90233", "kind": "record", "source": "tool:fsm.get_job",
         "fields": {"job_id": "LK-90233", "type": "RESIDENTIAL_LOCKOUT", "status": "DISPATCHED", "timezone": "America/Chicago",
                    "customer": {"name": "Jess Moreau"}, "technician": {"name": "Andre Fulton", "unit": "L-4"},
                    "dispatched_at": epoch("2026-10-12T22:04:00-05:00"), "eta": "PT35M",
                    "pricing": {"line_items": [{"description": "Lockout service call", "qty": 1, "unit_price": "95.00"},
                                               {"description": "After-hours surcharge", "qty": 1, "unit_price": "60.00"}],
                                "total": "155.00"}}},
        {"id": "policy#lockout", "kind": "policy", "revision": "v4",
         "text": "After-hours calls (8 PM to 7 AM) add a $60 surcharge. Before opening a home, the technician has to see a photo ID that matches the service address. The lockout price doesn't include rekeying or replacing the lock."},
    ]
    b = B("night-lockout", "locksmith", ev, "I'm locked out. How long and how much?", now="2026-10-12T22:10:00-05:00")
    b.ok("Hang tight, Jess. Andre's on his way and should be there in about 35 minutes. It's $95 for the lockout plus a $60 after-hours surcharge, so $155. Have a photo ID with this address handy; he'll need to see it before he opens the door.",
         [("Hang tight, Jess.", "NA"), ("Andre's on his way", "S"), ("in about 35 minutes", "S"), ("$95 for the lockout", "S"),
          ("$60 after-hours surcharge", "S"), ("so $155", "S"), ("he'll need to see it before he opens the door", "S")],
         ["35 minutes", "$155"], "status DISPATCHED, eta PT35M; line items 95 + 60 = 155; policy photo ID.")
    b.ok("Tech: Andre Fulton, about 35 min out. Total for the lockout is $155 with the after-hours charge; rekeying would be extra.",
         [("Tech: Andre Fulton", "S"), ("about 35 min out", "S"), ("Total for the lockout is $155", "S"),
          ("rekeying would be extra", "S")],
         ["$155"], "same job; policy says lockout price excludes rekeying.")
    b.bad("Andre's on his way and should be there in about 15 minutes. Since it's before midnight, there's no after-hours charge, just the $95 service call.",
          [("in about 15 minutes", "C", VM), ("no after-hours charge", "C", NC, AM), ("just the $95 service call", "C", AM)],
          ["wrong_value", "wrong_policy_condition"], ["about 15 minutes", "no after-hours charge"],
          "eta is PT35M; policy surcharge applies 8 PM-7 AM and the record includes it (total 155).")
    b.bad("Andre should be there in about 35 minutes, and the $155 covers rekeying the lock too so your old key won't work.",
          [("in about 35 minutes", "S"), ("covers rekeying the lock too", "C", NC, VM)],
          ["unlisted_perk"], ["covers rekeying the lock too"],
          "Policy: the lockout price doesn't include rekeying.")
    b.rep("Andre's about 35 minutes out. With the after-hours surcharge, the lockout comes to $95.",
          [("about 35 minutes out", "S"), ("the lockout comes to $95", "C", AM)],
          ["wrong_arithmetic"], ["comes to $95"], ["$155|155", "35"],
          "With the 60.00 surcharge the total is 155.00.")

    # ---------- 17. rekey + smart deadbolt (Denver) ----------
    ev = [
        {"id": "fsm.get_job#LK-81502", "kind": "record", "source": "tool:fsm.get_job",
         "fields": {"job": {"id": "LK-81502", "status": "SCHEDULED", "timezone": "America/Denver",
                            "technician": {"name": "Carla Nguyen"},
                            "appointments": [{"window_start": "2026-06-02T13:00:00", "window_end": "2026-06-02T15:00:00", "state": "CONFIRMED"}]}}},
        {"id": "fsm.get_estimate#LQ-81502-v2", "kind": "record", "source": "tool:fsm.get_estimate",
         "fields": {"estimate": {"id": "LQ-81502", "version": 2, "status": "ACCEPTED",
                                 "line_items": [{"description": "Rekey cylinder", "qty": 4, "unit_price": "22.00"},
                                                {"description": "Install customer-supplied smart deadbolt", "qty": 1, "unit_price": "129.00"}],
                                 "keys_included": 2, "total": "217.00"}}},
        {"id": "fsm.get_estimate#LQ-81502-v1", "kind": "record", "source": "tool:fsm.get_estimate",
         "fields": {"estimate": {"id": "LQ-81502", "version": 1, "status": "SUPERSEDED",
                                 "line_items": [{"description": "Rekey cylinder", "qty": 3, "unit_price": "22.00"},
                                                {"description": "Install customer-supplied smart deadbolt", "qty": 1, "unit_price": "129.00"}],
                                 "keys_included": 2, "total": "195.00"}}},
        {"id": "policy#rekey", "kind": "policy", "revision": "2026-04",
         "text": "Every rekey order comes with 2 new keys; extra keys are $4 each. We'll install customer-supplied smart locks, but we don't warranty the hardware itself. Our installation labor is warrantied for 1 year."},
    ]
    b = B("rekey-smart-lock", "locksmith", ev, "Can you confirm tomorrow's appointment and the price?",
          now="2026-06-01T09:00:00-06:00")
    b.ok("Morning! Tomorrow from 1 to 3 PM, Carla Nguyen will rekey your 4 locks and put in the smart deadbolt you bought. That's $88 for the rekeys and $129 for the install, $217 total, and it comes with 2 new keys; extras are $4 apiece.",
         [("Tomorrow from 1 to 3 PM", "S"), ("Carla Nguyen will rekey your 4 locks", "S"), ("$88 for the rekeys", "S"),
          ("$129 for the install", "S"), ("$217 total", "S"), ("comes with 2 new keys", "S"), ("extras are $4 apiece", "S")],
         ["$217", "Carla Nguyen"], "Appointment 2026-06-02 13:00-15:00; v2: 4 x 22 = 88 + 129 = 217, keys_included 2; policy $4 extra keys.")
    b.ok("Confirmed for Tue 6/2, 1:00–3:00 PM. We warranty the install labor for a year, though the smart lock itself isn't covered by our warranty.",
         [("Confirmed for Tue 6/2, 1:00–3:00 PM", "S"), ("install labor for a year", "S"),
          ("the smart lock itself isn't covered by our warranty", "S")],
         ["6/2"], "Appointment CONFIRMED; policy labor 1 year, no hardware warranty.")
    b.bad("Tomorrow from 1 to 3 PM, Carla will rekey your 5 locks and install the smart deadbolt. We warranty the smart lock itself for a year too.",
          [("Tomorrow from 1 to 3 PM", "S"), ("rekey your 5 locks", "C", VM), ("warranty the smart lock itself for a year", "C", NC)],
          ["wrong_quantity", "wrong_policy_condition"], ["rekey your 5 locks", "warranty the smart lock itself"],
          "v2 rekey qty is 4; policy says the hardware isn't warrantied.")
    b.bad("Carla Nguyen will be there tomorrow from 1 to 3 PM. Your total for the rekey and smart lock install is $195.",
          [("Carla Nguyen will be there tomorrow", "S"), ("from 1 to 3 PM", "S"), ("is $195", "C", AM)],
          ["stale_value"], ["is $195"],
          "195.00 is superseded v1 (3 cylinders); accepted v2 total is 217.00.")
    b.rep("Carla will be there tomorrow between 1 and 3 PM. Your total is $217, and that comes with 4 new keys.",
          [("tomorrow between 1 and 3 PM", "S"), ("Your total is $217", "S"), ("comes with 4 new keys", "C", VM, NC)],
          ["wrong_quantity"], ["4 new keys"], ["2 new keys|two new keys|2 keys|two keys", "$217|217"],
          "keys_included is 2 and the policy says 2 new keys per order.")

    # ---------- 18. car key programming, paid (Denver) ----------
    ev = [
        {"id": "fsm.get_job#LK-77410", "kind": "record", "source": "tool:fsm.get_job",
         "fields": {"job_id": "LK-77410", "type": "AUTO_KEY_PROGRAMMING", "status": "COMPLETED", "completed_on": "2026-04-16",
                    "vehicle": {"year": 2019, "make": "Subaru", "model": "Outback"}, "old_keys_erased": True,
                    "customer": {"name": "Marco Villanueva"},
                    "invoice": {"number": "LK-5512", "line_items": [{"description": "Transponder key", "qty": 2, "unit_price": "89.00"},
                                                                   {"description": "Key programming", "qty": 1, "unit_price": "65.00"}],
                                "total": "243.00", "status": "PAID"}}},
        {"id": "payments.get_charge#ch_9Lw2", "kind": "record", "source": "tool:payments.get_charge",
         "fields": {"id": "ch_9Lw2", "amount": 24300, "currency": "usd", "card": {"brand": "mastercard", "last4": "7715"},
                    "invoice": "LK-5512", "created": epoch("2026-04-16T17:48:00-06:00")}},
        {"id": "policy#auto-keys", "kind": "policy", "revision": "v1",
         "text": "Receipts are emailed within one hour of payment. Programmed keys carry a 90-day warranty against defects. Lost or damaged keys aren't covered."},
    ]
    b = B("car-key-receipt", "locksmith", ev, "Can you send me a breakdown of yesterday's charge? And will the old key still work?",
          now="2026-04-17T15:00:00-06:00")
    b.ok("Hi Marco, yesterday's visit came to $243: two transponder keys at $89 each plus $65 to program them. Your old keys were erased from the Outback's memory, so they won't start it anymore. The new keys have a 90-day warranty against defects.",
         [("came to $243", "S"), ("two transponder keys at $89 each", "S"), ("$65 to program them", "S"),
          ("old keys were erased", "S"), ("90-day warranty against defects", "S")],
         ["$243"], "Invoice LK-5512 2 x 89 + 65 = 243; old_keys_erased true; policy 90 days.")
    b.ok("Paid: $243.00 on your Mastercard ending 7715 (invoice LK-5512). Old keys: erased.",
         [("Paid: $243.00", "S"), ("Mastercard ending 7715", "S"), ("invoice LK-5512", "S"), ("Old keys: erased", "S")],
         ["7715", "LK-5512"], "charge amount 24300 cents on mastercard 7715.")
    b.bad("Yesterday's visit was two keys at $89 each and $65 for programming, so $178 total. If you lose one in the next 90 days, it's covered.",
          [("two keys at $89 each", "S"), ("$65 for programming", "S"), ("$178 total", "C", AM),
           ("If you lose one in the next 90 days, it's covered", "C", NC)],
          ["wrong_arithmetic", "wrong_policy_condition"], ["$178 total", "it's covered"],
          "2 x 89 + 65 = 243 (178 skips programming); policy: lost keys aren't covered.")
    b.bad("Your invoice LK-5521 came to $243, and your old keys still work, so you can keep one as a spare.",
          [("LK-5521", "C", IM), ("came to $243", "S"), ("your old keys still work", "C", RS, VM)],
          ["wrong_id", "wrong_state"], ["LK-5521", "old keys still work"],
          "Invoice number is LK-5512; old_keys_erased is true.")
    b.rep("Yesterday's visit came to $243 for two new keys and programming. The keys are covered for 30 days against defects.",
          [("came to $243", "S"), ("covered for 30 days", "C", NC, VM)],
          ["wrong_period"], ["30 days"], ["90-day|90 days|ninety", "$243|243"],
          "Policy: 90-day warranty against defects.")

    # ---------- 19. office rekey, Sunday move refused (Chicago) ----------
    ev = [
        {"id": "fsm.get_job#LK-84090", "kind": "record", "source": "tool:fsm.get_job",
         "fields": {"job": {"id": "LK-84090", "type": "COMMERCIAL_REKEY", "status": "SCHEDULED", "timezone": "America/Chicago",
                            "account": {"name": "Pat Delgado", "company": "Delgado Tax Services", "agreement_status": "NONE"},
                            "appointments": [{"window_start": "2026-09-19T08:00:00", "window_end": "2026-09-19T10:00:00", "state": "CONFIRMED"}],
                            "estimate": {"line_items": [{"description": "Rekey cylinder (restricted keyway)", "qty": 12, "unit_price": "18.00"},
                                                        {"description": "Master key system setup", "qty": 1, "unit_price": "150.00"},
                                                        {"description": "Weekend fee", "qty": 1, "unit_price": "40.00"}],
                                         "total": "406.00"}}}},
        {"id": "reschedule#call-1", "kind": "refused_call", "tool": "fsm.reschedule", "decision": "DENY",
         "args": {"job_id": "LK-84090", "new_start": "2026-09-20T09:00:00"}},
        {"id": "policy#commercial", "kind": "policy", "revision": "v3",
         "text": "We don't schedule commercial work on Sundays. Saturday appointments carry no extra charge for service-agreement customers; everyone else pays a $40 weekend fee. Copies of restricted keys need the account holder's written authorization."},
    ]
    b = B("office-rekey-weekend", "locksmith", ev, "Can we do the office rekey Sunday instead of Saturday?",
          now="2026-09-15T12:00:00-05:00")
    b.ok("Hi Pat, Sunday's not an option for commercial work, so I couldn't move you. You're still on for Saturday, September 19, 8 to 10 AM. The total is $406: $216 to rekey 12 cylinders, $150 for the master key setup, and the $40 weekend fee.",
         [("Sunday's not an option for commercial work", "S"), ("I couldn't move you", "S"),
          ("Saturday, September 19, 8 to 10 AM", "S"), ("The total is $406", "S"), ("$216 to rekey 12 cylinders", "S"),
          ("$150 for the master key setup", "S"), ("the $40 weekend fee", "S")],
         ["$406", "September 19"], "reschedule DENIED; policy no Sundays; window 2026-09-19 08:00-10:00; 12 x 18 = 216 + 150 + 40 = 406.")
    b.ok("Still Saturday 9/19, 8–10 a.m., since we don't book commercial jobs on Sundays. Heads up: copies of your restricted keys need written sign-off from the account holder.",
         [("Still Saturday 9/19, 8–10 a.m.", "S"), ("don't book commercial jobs on Sundays", "S"),
          ("need written sign-off from the account holder", "S")],
         ["9/19"], "appointment unchanged; policy.")
    b.bad("Done! I've moved your office rekey to Sunday, September 20. And since it's a weekend job for a business account, there's no weekend fee.",
          [("I've moved your office rekey to Sunday", "C", NE), ("there's no weekend fee", "C", NC, AM)],
          ["refused_call_effect", "condition_unmet"], ["moved your office rekey to Sunday", "no weekend fee"],
          "fsm.reschedule was DENIED; no agreement (agreement_status NONE), so the $40 fee applies.")
    b.bad("You're still set for Saturday, September 19, 8 to 10 AM. Rekeying 12 cylinders plus the master key setup comes to $366 total.",
          [("Saturday, September 19, 8 to 10 AM", "S"), ("$366 total", "C", AM)],
          ["wrong_arithmetic"], ["$366 total"],
          "216 + 150 = 366 skips the 40.00 weekend fee; total is 406.00.")
    b.rep("You're still on for Saturday, September 19, 8 to 10 AM. The $40 weekend fee applies, bringing the total to $366.",
          [("Saturday, September 19, 8 to 10 AM", "S"), ("$40 weekend fee applies", "S"), ("bringing the total to $366", "C", AM)],
          ["wrong_arithmetic"], ["$366"], ["$406|406", "September 19"],
          "The estimate total including the weekend fee is 406.00.")
