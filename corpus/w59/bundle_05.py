from common import *

SCENARIO = "wakeup-hotel-early-flight"
DOMAIN = "wake-up and check-in calls"
QUESTION = "Can you confirm my wake-up call for tomorrow morning? I have an early flight from Entebbe."
NOW = "2026-05-14T21:40:00+03:00"

EVIDENCE = [
    rec("get_scheduled_call#CA5e0b", "tool:get_scheduled_call", {
        "sid": "CA5e0b9c3a1f7d4e2b8c6a0f3d9e1b7c61", "account_sid": "AC91c3e7a0f2b5d8c1e4a7f0b3d6c9e2a4",
        "status": "queued", "to": "+256778120456", "from": "+256312260700",
        "scheduled_for": "Fri, 15 May 2026 02:30:00 +0000", "date_created": "Thu, 14 May 2026 17:02:48 +0000",
        "booking": {"hotel": "Lakeview Suites Entebbe", "room": "412", "guest_name": "Daniel Ochieng", "channel": "FRONT_DESK"},
        "retry": {"max_additional_attempts": "2", "interval": "PT5M", "final_fallback": "FRONT_DESK_DOOR_KNOCK"},
        "message": {"language": "en", "template": "WAKEUP_STANDARD"}, "estimated_price": "-250.00", "price_unit": "UGX",
    }),
    rec("get_scheduled_call#CA2d7f", "tool:get_scheduled_call", {
        "sid": "CA2d7f4a0c8e1b3d5f9a7c2e0b4d6f8a72", "status": "queued", "to": "+256312260715",
        "scheduled_for": "Fri, 15 May 2026 03:00:00 +0000",
        "booking": {"hotel": "Lakeview Suites Entebbe", "room": "415", "guest_name": "Grace Ochieng", "channel": "FRONT_DESK"},
        "retry": {"max_additional_attempts": "2", "interval": "PT5M"},
    }),
    pol("policy#wakeup", "Wake-up calls can be changed or cancelled up to 30 minutes before the scheduled time. If a wake-up "
        "call is not answered, we ring again up to two more times, five minutes apart. After the last unanswered attempt the "
        "front desk is alerted and a member of staff knocks on the door. Wake-up calls booked through the hotel are billed "
        "to the hotel, not the guest.", revision="2026-03"),
]

CASES = [
    dict(kind="ok",
         draft="Hi Mr Ochieng, your wake-up call is booked for 5:30 AM tomorrow, Friday 15 May, to your mobile ending 0456. "
               "If you don't answer, we'll ring again up to two more times, five minutes apart, and then the front desk will knock on your door.",
         probes=[S("your wake-up call is booked for 5:30 AM tomorrow"), S("Friday 15 May"), S("to your mobile ending 0456"),
                 S("we'll ring again up to two more times, five minutes apart"), S("the front desk will knock on your door")],
         incl=["5:30 AM", "0456"],
         notes="scheduled_for 02:30 UTC on 15 May = 5:30 AM Kampala; retry max_additional_attempts 2, PT5M, fallback door knock."),
    dict(kind="ok",
         draft="Confirmed: wake-up call for room 412 at 5:30 AM on 15/05/2026. You can still change or cancel it until 5:00 AM.",
         probes=[S("wake-up call for room 412 at 5:30 AM on 15/05/2026"), S("change or cancel it until 5:00 AM")],
         incl=["5:30 AM", "5:00 AM"],
         notes="Changes allowed until 30 minutes before the 5:30 AM slot, i.e. 5:00 AM."),
    dict(kind="ok",
         draft="A wake-up call has been scheduled for half past five tomorrow morning; as it was booked through the hotel, the charge goes to the hotel rather than to you.",
         probes=[S("A wake-up call has been scheduled for half past five tomorrow morning"),
                 S("the charge goes to the hotel rather than to you")],
         incl=["half past five"],
         notes="booking.channel FRONT_DESK; policy bills hotel-booked wake-up calls to the hotel."),
    dict(kind="bad", errors=["unit_conversion"],
         draft="Hello Mr Ochieng, your wake-up call is set for 2:30 AM tomorrow, 15 May, to your mobile ending 0456. Have a safe flight!",
         probes=[C("your wake-up call is set for 2:30 AM tomorrow", "DATE_MISMATCH", "VALUE_MISMATCH"),
                 S("to your mobile ending 0456"), N("Have a safe flight!")],
         excl=["2:30 AM"], incl=[],
         notes="02:30 is the UTC value of scheduled_for; in Kampala the call is at 5:30 AM."),
    dict(kind="bad", errors=["other_record_value", "wrong_policy_condition"],
         draft="Your wake-up call for room 412 is booked for 6:00 AM tomorrow. If your plans change, you can amend or cancel it up to an hour beforehand.",
         probes=[C("is booked for 6:00 AM tomorrow", "DATE_MISMATCH", "VALUE_MISMATCH"),
                 C("up to an hour beforehand", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
         excl=["6:00 AM", "up to an hour beforehand"], incl=[],
         notes="6:00 AM is room 415's call (03:00 UTC); room 412 is at 5:30 AM. Policy allows changes until 30 minutes before."),
    dict(kind="repair", errors=["wrong_quantity"],
         draft="Your wake-up call is booked for 5:30 AM tomorrow. If you don't pick up, we'll try up to five more times, five minutes apart, before the front desk comes to your door.",
         probes=[S("booked for 5:30 AM tomorrow"), C("we'll try up to five more times", "VALUE_MISMATCH", "NLI_CONTRADICTION"),
                 S("before the front desk comes to your door")],
         excl=["up to five more times"], incl=["two more|2 more|twice|two further|two additional|2 additional", "5:30 AM"],
         notes="retry.max_additional_attempts is 2 and the policy says up to two more times."),
]
