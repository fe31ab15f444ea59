from common import *

SCENARIO = "overflow-sla-credit"
DOMAIN = "call-centre overflow"
QUESTION = "Our customers waited ages on the phone in May. Are we due any compensation?"
NOW = "2026-06-03T14:00:00+03:00"

EVIDENCE = [
    rec("get_overflow_report#2026-05", "tool:get_overflow_report", {
        "client": {"name": "Jinja Road Home Stores"}, "period": "2026-05",
        "service_level": {"threshold": "PT30S", "target": "0.80", "floor": "0.75", "achieved": "0.72", "status": "BELOW_FLOOR"},
        "handling_charges": "3460000", "currency": "UGX",
    }),
    rec("get_overflow_report#2026-06-mtd", "tool:get_overflow_report", {
        "period": "2026-06", "partial": True, "as_of": "Wed, 03 Jun 2026 08:00:00 +0000",
        "service_level": {"threshold": "PT30S", "target": "0.80", "achieved": "0.81", "status": "ON_TRACK"},
    }),
    rec("billing.get_credit_note#CN-0551", "billing:get_credit_note", {
        "credit_note": "CN-0551", "status": "ISSUED", "reason_code": "SLA_FLOOR_BREACH", "period": "2026-05",
        "basis": {"handling_charges": "3460000", "rate": "0.15"}, "amount": "519000", "currency": "UGX",
        "apply_to_invoice": "INV-OF-2026-06", "date_created": "Tue, 02 Jun 2026 12:20:00 +0000",
    }),
    pol("policy#overflow-sla", "Our target is to answer 80% of overflow calls within 30 seconds each month. If the monthly figure falls "
        "below 75%, the client receives a credit of 15% of that month's handling charges. The credit is applied to the next invoice "
        "and is the client's sole remedy for missed service levels.", revision="contract-2025"),
]

CASES = [
    dict(kind="ok",
         draft="Yes. In May only 72% of overflow calls were answered within 30 seconds, below the 75% floor in your agreement, so you qualify for "
               "15% off May's handling charges. Credit note CN-0551 for USh 519,000 has been issued and will be applied to your June invoice.",
         probes=[S("In May only 72% of overflow calls were answered within 30 seconds"), S("below the 75% floor in your agreement"),
                 S("you qualify for 15% off May's handling charges"), S("Credit note CN-0551 for USh 519,000 has been issued"),
                 S("will be applied to your June invoice")],
         incl=["CN-0551", "USh 519,000"],
         notes="May achieved 0.72 BELOW_FLOOR; CN-0551 ISSUED 519000, apply_to_invoice INV-OF-2026-06; policy 15% below 75%."),
    dict(kind="ok",
         draft="May's service level was 72%, so a credit of USh 519,000 (CN-0551) has been raised for you.",
         probes=[S("May's service level was 72%"), S("a credit of USh 519,000 (CN-0551) has been raised")],
         incl=["USh 519,000"],
         notes="service_level.achieved 0.72; credit note issued."),
    dict(kind="ok",
         draft="Dear Mr Waiswa,\n\nMay's handling charges were USh 3,460,000, and 15% of that, USh 519,000, comes back to you as a credit on the next invoice. "
               "So far in June we are answering 81% of calls within 30 seconds.\n\nWith regards,\nOverflow Account Team",
         probes=[S("May's handling charges were USh 3,460,000"), S("15% of that, USh 519,000, comes back to you as a credit on the next invoice"),
                 S("So far in June we are answering 81% of calls within 30 seconds")],
         incl=["USh 3,460,000", "81%"],
         notes="basis 3460000 x 0.15 = 519000; June month-to-date achieved 0.81."),
    dict(kind="bad", errors=["wrong_policy_condition"],
         draft="In May 72% of overflow calls were answered within 30 seconds. Under your agreement, any month below the 80% target earns a 15% credit, "
               "and credit note CN-0551 for USh 519,000 has been issued.",
         probes=[S("In May 72% of overflow calls were answered within 30 seconds"),
                 C("any month below the 80% target earns a 15% credit", "NLI_CONTRADICTION", "VALUE_MISMATCH"),
                 S("credit note CN-0551 for USh 519,000 has been issued")],
         excl=["any month below the 80% target earns"], incl=[],
         notes="The credit applies only below 75%; 80% is the target, not the credit threshold."),
    dict(kind="bad", errors=["wrong_arithmetic", "wrong_id"],
         draft="May's service level was 72%. Your credit is 15% of May's USh 3,460,000 handling charges, which comes to USh 346,000, "
               "and it will be applied to invoice INV-OF-2026-05.",
         probes=[S("May's service level was 72%"), C("which comes to USh 346,000", "AMOUNT_MISMATCH"),
                 C("applied to invoice INV-OF-2026-05", "IDENTIFIER_MISMATCH")],
         excl=["USh 346,000", "INV-OF-2026-05"], incl=[],
         notes="15% of 3,460,000 is 519,000 (346,000 is 10%). apply_to_invoice is INV-OF-2026-06."),
    dict(kind="repair", errors=["wrong_id"],
         draft="May's service level fell to 72%, below the 75% floor, so credit note CN-0515 for USh 519,000 has been issued.",
         probes=[S("May's service level fell to 72%"), S("below the 75% floor"), C("credit note CN-0515", "IDENTIFIER_MISMATCH"),
                 S("for USh 519,000 has been issued")],
         excl=["CN-0515"], incl=["CN-0551", "519,000"],
         notes="The credit note is CN-0551."),
]
