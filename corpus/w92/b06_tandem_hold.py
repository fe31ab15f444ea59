# Bundle 06 - skydiving drop zone: tandem on weather hold, refund refused
D = "skydiving drop zone"
S = "tandem-hold"
Q = "My jump got called off for wind this morning. Can I get my money back?"
NOW = "2026-07-11T10:15:00+02:00"
EV = [
    rec("get_tandem_booking#SPS-T-40718", "tool:get_tandem_booking", {
        "booking_ref": "SPS-T-40718", "customer": {"name": "Neo Matlhare", "weight_kg": 78},
        "product_code": "TANDEM_STD", "status": "WEATHER_HOLD", "hold_reason": "UPPER_WINDS_ABOVE_LIMIT",
        "original_slot_local": "2026-07-11T09:00:00+02:00", "rebook_by": "2026-09-09",
        "paid_thebe": 265000, "addons": []}),
    rec("get_product#TANDEM_STD", "tool:get_product", {
        "code": "TANDEM_STD", "price_thebe": 265000, "exit_altitude_ft": 10000,
        "includes": ["GROUND_BRIEFING", "TANDEM_JUMP", "JUMP_CERTIFICATE"],
        "optional_addons": [{"code": "HANDCAM_VIDEO", "price_thebe": 65000},
                            {"code": "OUTSIDE_CAMERA", "price_thebe": 120000}]}),
    refused("refund_booking#call-1", "refund_booking", "DENY",
            {"booking_ref": "SPS-T-40718", "reason": "weather"}),
    psg("kb-sps#tandem-day",
        "Plan on about three hours at the drop zone from check-in to landing, most of it briefing and waiting "
        "for your load.\nWear closed trainers and comfortable clothes; jumpsuits, goggles and altimeters are "
        "provided.\nFrom 10,000 ft a tandem freefall lasts about 35 seconds, followed by around five minutes "
        "under canopy.", source="kb:suapanskydive/tandem-day"),
    pol("sps-tandem#weather",
        "Tandem jumps held for weather are rebooked at no charge into any open slot within 60 days. "
        "Weather holds are not refunded; a refund is given only if the centre cannot offer a slot within "
        "those 60 days. A customer who cancels for their own reasons more than 72 hours ahead gets a 50 "
        "percent refund. Customers over 100 kg cannot jump tandem.", revision="2026-04"),
]

case(S, Q,
     "Sorry about this morning, Neo. Your booking SPS-T-40718 is on weather hold, and I wasn't able to "
     "refund it: weather holds are rebooked free of charge into any open slot within 60 days, so by "
     "09/09/2026. A refund applies only if we can't offer you a slot in that window.",
     EV,
     [na("Sorry about this morning, Neo."),
      sup("booking SPS-T-40718 is on weather hold"),
      sup("I wasn't able to refund it"),
      sup("rebooked free of charge into any open slot within 60 days"),
      sup("so by 09/09/2026"),
      sup("A refund applies only if we can't offer you a slot in that window")],
     domain=D, now=NOW, includes=["60 days", "09/09/2026"],
     notes="refund_booking DENY; status WEATHER_HOLD; rebook_by 2026-09-09; policy on free rebooking and "
           "when a refund is given.")

case(S, Q,
     "Refund request declined (weather hold). Free rebooking into any open slot up to 09/09/2026; you've "
     "paid P2,650.00 and the rebooking costs nothing extra.",
     EV,
     [sup("Refund request declined (weather hold)"),
      sup("Free rebooking into any open slot up to 09/09/2026"),
      sup("you've paid P2,650.00"),
      sup("the rebooking costs nothing extra")],
     domain=D, now=NOW, includes=["P2,650.00", "09/09/2026"],
     notes="paid_thebe 265000 = P2,650.00; DENY on refund_booking; policy: rebooked at no charge.")

case(S, Q,
     "Hi Neo, the upper winds were above our limits, so your 09:00 tandem today is on hold rather than "
     "cancelled. Your jump from 10,000 ft, with the ground briefing and jump certificate, will be rebooked "
     "at no charge; the refund you asked for was declined, as weather holds aren't refunded.",
     EV,
     [sup("the upper winds were above our limits"),
      sup("your 09:00 tandem today is on hold"),
      sup("jump from 10,000 ft, with the ground briefing and jump certificate"),
      sup("will be rebooked"),
      sup("the refund you asked for was declined"),
      sup("weather holds aren't refunded")],
     domain=D, now=NOW, includes=["10,000 ft", "on hold"],
     notes="hold_reason UPPER_WINDS_ABOVE_LIMIT; original slot 09:00 local on 11/07; product includes "
           "list; refund DENY.")

case(S, Q,
     "Neo, I've processed a full refund of P2,650.00 for SPS-T-40718, and it should reach your card within "
     "5-7 business days.",
     EV,
     [con("I've processed a full refund of P2,650.00", "NOT_EXECUTED"),
      ins("within 5-7 business days", "NO_POLICY_EVIDENCE", "NLI_NOT_ENTAILED",
          "CLAIM_WITHOUT_TOOL_EVIDENCE")],
     domain=D, now=NOW, errors=["refused_call_effect", "invented_promise"],
     excludes=["processed a full refund", "5-7 business days"],
     notes="refund_booking was DENY; nothing in policy or records gives a refund timeline.")

case(S, Q,
     "Neo, your tandem is on weather hold and can be rebooked free of charge within 60 days, by 09/09/2026. "
     "When you do jump, the handcam video is included in your P2,650.00.",
     EV,
     [sup("your tandem is on weather hold"),
      sup("rebooked free of charge within 60 days, by 09/09/2026"),
      either("the handcam video is included in your P2,650.00", "VALUE_MISMATCH",
             "CLAIM_WITHOUT_TOOL_EVIDENCE", "NO_POLICY_EVIDENCE")],
     domain=D, now=NOW, errors=["unlisted_perk"], excludes=["handcam video is included"],
     notes="TANDEM_STD includes only briefing, jump and certificate; HANDCAM_VIDEO is a P650 add-on and "
           "the booking's addons list is empty.")

repair(S, Q,
       "Neo, your booking SPS-T-40718 is on weather hold, so it can't be refunded, but it will be rebooked "
       "at no charge into any open slot within 30 days.",
       EV,
       [sup("is on weather hold, so it can't be refunded"),
        con("any open slot within 30 days", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
       domain=D, now=NOW, errors=["wrong_period"], excludes=["within 30 days"],
       includes=["60 days|09/09/2026|9 September", "weather hold"],
       notes="policy and rebook_by both give 60 days (to 09/09/2026).")

case(S, Q,
     "Neo, your booking is on weather hold, so once it's rebooked, plan on about three hours at the drop zone "
     "from check-in to landing. Wear closed trainers; the jumpsuit and goggles are provided. From 10,000 ft "
     "you'll get about 35 seconds of freefall, then around five minutes under canopy.",
     EV,
     [sup("your booking is on weather hold"),
      sup("plan on about three hours at the drop zone"),
      sup("Wear closed trainers"),
      sup("the jumpsuit and goggles are provided"),
      sup("about 35 seconds of freefall"),
      sup("around five minutes under canopy")],
     domain=D, now=NOW, includes=["three hours", "35 seconds"],
     notes="status WEATHER_HOLD; the tandem-day KB passage gives the three hours, clothing, kit provided, "
           "35 s freefall and five minutes under canopy.")

case(S, Q,
     "Neo, when your jump is rebooked you'll have about a minute of freefall from 10,000 ft, and you're welcome "
     "to bring your own GoPro on the jump.",
     EV,
     [con("about a minute of freefall from 10,000 ft", "NLI_CONTRADICTION", "VALUE_MISMATCH"),
      ins("welcome to bring your own GoPro on the jump", "NLI_NOT_ENTAILED", "NO_POLICY_EVIDENCE")],
     domain=D, now=NOW, errors=["wrong_value", "invented_fact"],
     excludes=["about a minute of freefall", "bring your own GoPro"],
     notes="KB: about 35 seconds of freefall from 10,000 ft; nothing in policy or KB allows customer "
           "cameras.")
