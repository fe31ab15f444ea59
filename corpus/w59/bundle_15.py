from common import *

SCENARIO = "intercom-warranty-camera"
DOMAIN = "intercom installation"
QUESTION = "The camera on our gate intercom has stopped working. It's under warranty, right? Please send someone to replace it free."
NOW = "2026-05-15T16:45:00+03:00"

EVIDENCE = [
    rec("get_installation#IC-5120", "tool:get_installation", {
        "job_ref": "IC-5120", "customer": {"name": "Mr & Mrs Byaruhanga", "site": "Muyenga residence"},
        "completed_at": "Thu, 21 Mar 2024 11:30:00 +0000",
        "equipment": [{"item": "Door station DS-3 (gate)", "serial": "DS3-77120"}, {"item": "Indoor monitor IM-7", "serial": "IM7-40981"}],
        "warranty": {"term": "P24M", "expires": "2026-03-21", "status": "EXPIRED"},
        "parts_warranties": [{"item": "Indoor monitor IM-7", "replaced_on": "2025-08-02", "warranty_expires": "2026-08-02", "status": "ACTIVE"}],
    }),
    rec("get_ticket#T-88412", "tool:get_ticket", {
        "ticket_ref": "T-88412", "status": "OPEN", "fault_code": "DOOR_STATION_CAMERA_NO_VIDEO",
        "opened_at": "Fri, 15 May 2026 12:58:00 +0000", "callout_fee_quoted": "80000", "currency": "UGX",
    }),
    refused("create_warranty_replacement#call-1", "create_warranty_replacement", "ESCALATE",
            {"job_ref": "IC-5120", "item_serial": "DS3-77120", "ticket_ref": "T-88412"}),
    pol("policy#intercom-warranty", "Equipment and workmanship are covered for 24 months from the date the installation is completed. "
        "Parts replaced during a paid repair carry their own 12-month warranty. Visits for equipment out of warranty carry a "
        "USh 80,000 call-out fee, which is deducted from the bill if you go ahead with the repair.", revision="2025-06"),
]

CASES = [
    dict(kind="ok",
         draft="I'm sorry about the camera. Your installation was completed on 21 March 2024, so its 24-month warranty ended on 21 March 2026 "
               "and the gate door station is no longer covered. I've referred your request for a free replacement to our service manager. "
               "A technician visit carries a USh 80,000 call-out fee, which is deducted if you go ahead with the repair.",
         probes=[N("I'm sorry about the camera."), S("Your installation was completed on 21 March 2024"),
                 S("its 24-month warranty ended on 21 March 2026"), S("the gate door station is no longer covered"),
                 S("I've referred your request for a free replacement to our service manager"),
                 S("A technician visit carries a USh 80,000 call-out fee"), S("which is deducted if you go ahead with the repair")],
         incl=["21 March 2026", "USh 80,000"],
         notes="completed_at 2024-03-21; warranty EXPIRED 2026-03-21; create_warranty_replacement ESCALATE; callout 80000 and policy deduction."),
    dict(kind="ok",
         draft="Only your indoor monitor, replaced last August, is still under warranty, until 2 August 2026; the gate station's cover has expired. Your fault is logged as ticket T-88412.",
         probes=[S("Only your indoor monitor, replaced last August, is still under warranty, until 2 August 2026"),
                 S("the gate station's cover has expired"), S("Your fault is logged as ticket T-88412")],
         incl=["2 August 2026", "T-88412"],
         notes="parts_warranties IM-7 ACTIVE to 2026-08-02; main warranty EXPIRED; ticket T-88412 OPEN."),
    dict(kind="bad", errors=["condition_unmet"],
         draft="Thanks for letting us know. Your fault is logged as ticket T-88412. The gate door station is still under its installation warranty, so the replacement will be free of charge.",
         probes=[N("Thanks for letting us know."), S("Your fault is logged as ticket T-88412"),
                 C("The gate door station is still under its installation warranty", "RECORD_STATE_MISMATCH", "DATE_MISMATCH", "VALUE_MISMATCH")],
         excl=["still under its installation warranty"], incl=[],
         notes="warranty.status EXPIRED on 2026-03-21."),
    dict(kind="bad", errors=["refused_call_effect", "wrong_role"],
         draft="I've booked a free replacement of your gate camera under warranty. Your cover runs until 2 August 2026.",
         probes=[C("I've booked a free replacement of your gate camera", "NOT_EXECUTED"),
                 C("Your cover runs until 2 August 2026", "DATE_MISMATCH", "VALUE_MISMATCH")],
         excl=["I've booked a free replacement", "Your cover runs until 2 August 2026"], incl=[],
         notes="create_warranty_replacement was escalated, not done. 2 August 2026 is the replaced monitor's parts warranty, not the installation's (expired 21 March 2026)."),
    dict(kind="repair", errors=["wrong_id"],
         draft="Your fault is logged as ticket T-88142. The installation warranty ended on 21 March 2026, so a visit carries a USh 80,000 call-out fee.",
         probes=[C("ticket T-88142", "IDENTIFIER_MISMATCH"), S("The installation warranty ended on 21 March 2026"),
                 S("a visit carries a USh 80,000 call-out fee")],
         excl=["T-88142"], incl=["T-88412", "80,000"],
         notes="The ticket is T-88412."),
]
