# Skate repair: mail-in sharpening from Tobago; courier return shipment.
D = "skate sharpening and repair"; SC = "repair-mail-in-return"
NOW = "2026-12-08T10:00:00-04:00"
Q = "I mailed my skates from Tobago for sharpening and a blade swap. Have they been sent back?"
E = [
  rec("stream#MAIL-TB-0611", "tool:get_ticket_stream", {"stream_id": "MAIL-TB-0611", "customer": {"name": "Nia Roberts", "island": "TOBAGO"},
    "events": [
      ev(1, "ParcelReceived", "2026-12-01 11:00", inbound_tracking="TTP-IN-558120", items=1),
      ev(2, "WorkCompleted", "2026-12-03 15:30", services=[{"code": "BLADE_REPLACE", "minor": 34000}, {"code": "SHARPEN_FIGURE", "minor": 8500}], currency="TTD"),
      ev(3, "PaymentCaptured", "2026-12-03 16:00", amount_minor=48500, currency="TTD", lines=[{"code": "SERVICES", "minor": 42500}, {"code": "RETURN_SHIPPING_INTERISLAND", "minor": 6000}]),
      ev(4, "ShipmentDispatched", "2026-12-04 09:20", carrier="TTPOST_EXPRESS", outbound_tracking="TTP-EX-771093", service_level="EXPRESS_2_DAY", signature_required=True)]}),
  pol("shop-policy#mail-in", "Mail-in skates are returned by TTPost Express. Express parcels to Tobago usually arrive in 2 to 3 business days. Parcels are insured up to TT$1,500. Someone must sign for the parcel on delivery.", "2026-06"),
]
add(102, SC, D, Q, E, "Yes! Your skates went out on Friday 4 December by TTPost Express. Tracking: TTP-EX-771093. Express to Tobago usually takes 2 to 3 business days. Someone will need to sign for it.",
    [S("Your skates went out on Friday 4 December"), S("by TTPost Express"), S("Tracking: TTP-EX-771093."), S("Express to Tobago usually takes 2 to 3 business days."), S("Someone will need to sign for it.")],
    includes=["TTP-EX-771093"], notes="ShipmentDispatched seq 4; policy.")
add(103, SC, D, Q, E, "Hi Nia. Dispatched 4/12, tracking TTP-EX-771093.\n- New blades: TT$340\n- Sharpening: TT$85\n- Return shipping: TT$60\nPaid in full: TT$485.",
    [S("Dispatched 4/12, tracking TTP-EX-771093."), S("New blades: TT$340"), S("Sharpening: TT$85"), S("Return shipping: TT$60"), S("Paid in full: TT$485.")],
    includes=["TT$485"], notes="Lines and PaymentCaptured 48500.")
add(104, SC, D, Q, E, "They're on the way back. The parcel was sent with signature required and is insured up to fifteen hundred dollars.",
    [S("They're on the way back."), S("sent with signature required"), S("insured up to fifteen hundred dollars")],
    includes=["signature"], notes="signature_required true; policy TT$1,500.")
add(105, SC, D, Q, E, "Yes, shipped on 4 December. Your tracking number is TTP-IN-558120. It should reach you in 2 to 3 business days.",
    [S("shipped on 4 December"), C("Your tracking number is TTP-IN-558120.", "IDENTIFIER_MISMATCH"), S("It should reach you in 2 to 3 business days.")],
    errors=["wrong_role"], excludes=["TTP-IN-558120"], notes="TTP-IN-558120 is the inbound tracking; the return is TTP-EX-771093.")
add(106, SC, D, Q, E, "Your skates shipped on 4 December, tracking TTP-EX-771093. We also added a free pair of blade guards to the parcel. You paid TT$485.00 in total.",
    [S("Your skates shipped on 4 December"), S("tracking TTP-EX-771093"), I("We also added a free pair of blade guards to the parcel.", "CLAIM_WITHOUT_TOOL_EVIDENCE"), S("You paid TT$485.00 in total.")],
    errors=["unrecorded_extra"], excludes=["free pair of blade guards"], notes="No record of blade guards; services list only blade replace and sharpen.")
add(107, SC, D, Q, E, "Shipped 4 December, tracking TTP-EX-771093. You paid TT$425.00 in total for the blades, sharpening and return postage.",
    [S("Shipped 4 December, tracking TTP-EX-771093."), C("You paid TT$425.00 in total", "AMOUNT_MISMATCH")],
    errors=["wrong_arithmetic"], excludes=["TT$425.00"], notes="425.00 is services only; captured 48500 incl. 6000 shipping.")
add(25, SC, D, Q, E, "Your skates were dispatched on 4 December by TTPost Express, tracking TTP-EX-771093. Delivery to Tobago usually takes 1 business day.",
    [S("dispatched on 4 December by TTPost Express"), S("tracking TTP-EX-771093"), C("usually takes 1 business day", "NLI_CONTRADICTION")],
    errors=["wrong_period"], excludes=["1 business day"], includes=["2 to 3 business days|2-3 business days|two to three", "TTP-EX-771093"], notes="Policy: 2 to 3 business days.", repair=True)
