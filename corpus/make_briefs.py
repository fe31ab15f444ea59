import pathlib

W = [
 ("w01","dog grooming salon; climbing gym; language school; bike repair shop; wedding photographer; escape room",
  "card-processor objects (Stripe-like): `object` names, amounts as integers in minor units beside a lowercase `currency`, `created`/`*_at` as epoch seconds, `metadata` maps, `refunds.data[]` lists, `status` such as `succeeded`/`requires_action`",
  "warm and casual, first names, exclamation marks now and then","en-US: $, month/day dates, 12-hour clock; records carry an IANA `timezone` somewhere (America/Chicago, America/Denver, ...)"),
 ("w02","public library; municipal parking permits; university housing; museum memberships; community swimming pool; household recycling collection",
  "JSON:API documents: `data` with `type`, `id`, `attributes` (kebab-case keys) and `relationships`, plus an `included` array holding related resources; dates as ISO 8601 with `Z`",
  "formal, courteous, complete sentences, signs off with a team name","en-GB: £, day/month dates (\"4 March\", \"04/03/2026\"), 24-hour clock, Europe/London"),
 ("w03","online plant nursery; meal-kit subscription; vinyl record store; craft supplies shop; speciality coffee subscription; furniture rental",
  "GraphQL responses: `data.viewer...` with `edges[].node` lists, `__typename`, camelCase keys, money as `{\"amount\": \"34.00\", \"currencyCode\": \"USD\"}` decimal strings, `DateTime` scalars with offsets",
  "upbeat start-up voice, short paragraphs, an emoji-free friendly tone","en-US"),
 ("w04","sporting goods; cosmetics; children's toys; phone accessories; independent bookshop; pet supplies",
  "e-commerce orders (Shopify-like): `line_items[]` with `price`, `quantity`, `total_discount`, `fulfillments[]` with tracking, `refunds[]` with `transactions[]`, `financial_status`/`fulfillment_status`, prices as decimal strings, `subtotal_price`, `total_tax`, `total_price`",
  "terse and efficient, often bullet points, few pleasantries","en-CA: CA$ / CAD, ISO dates in records, \"Mar 4\" in text, America/Toronto"),
 ("w05","project-management SaaS; web hosting; password manager; small-business accounting software; school learning platform; VPN service",
  "help-desk tickets (Zendesk/Freshdesk-like): `ticket` with `status` (open/pending/on-hold/solved), `priority`, `sla` with breach times, `custom_fields[]` as `{id, value}`, `comments[]`, `requester`, `assignee`, timestamps ISO 8601 `Z`",
  "a technical support engineer: precise, names settings and versions, numbered steps","en-US, times often in UTC in records but said in the customer's zone"),
 ("w06","boutique hotel; campsite; ski and snowboard rental; ferry crossings; day spa; holiday cottage lettings",
  "booking engines: reservations with `arrival`/`departure` local dates, `rate_plan`, `guests` {adults, children}, `cancellation_deadline` as an ISO time with offset, nightly `rates[]`, deposits and balances, `property.timezone`",
  "hospitality polite, warm, slightly formal","en-IE: €, comma-decimal amounts appear in some records as strings (\"1.234,50\"), day/month dates, Europe/Dublin and Europe/Lisbon"),
 ("w07","mobile carrier; home broadband; cable TV; prepaid SIM; satellite internet; IoT fleet SIMs",
  "telecom accounts: `account` with `plans[]`, `usage` in bytes or MB/GB with unit keys (`data_used_mb`, `allowance_gb`), `billing_cycle` {start, end}, add-ons with `validity_days`, porting requests with states in SCREAMING_SNAKE_CASE",
  "friendly and plain, short sentences","en-AU: A$/AUD, day/month dates, Australia/Sydney and Australia/Perth"),
 ("w08","retail bank; credit union; credit-card issuer; savings app; mortgage servicer; money-transfer service",
  "core-banking APIs: accounts with `available_balance` and `ledger_balance`, `transactions[]` with `booking_date`, `value_date`, `status` (PENDING/BOOKED), amounts as `{\"value\": \"-12.40\", \"currency\": \"EUR\"}`, standing orders, FX with `rate`, fees in basis points",
  "careful, compliance-minded, never over-promises","en-GB / euro area: €, amounts in text like \"1.234,56 EUR\" sometimes, Europe/Berlin"),
 ("w09","dental clinic; physiotherapy practice; veterinary clinic; optician; vaccination centre; blood-test laboratory",
  "health scheduling (FHIR-like): `Appointment` resources with `start`/`end` ISO times with offsets, `minutesDuration`, `participant[]`, `status` (booked/arrived/cancelled/noshow), `Slot` lists, `serviceType.coding[]`, prices in minor units in a separate billing object",
  "gentle and reassuring, clear instructions","en-US, America/New_York and America/Los_Angeles"),
 ("w10","parcel courier; freight forwarder; home moving company; grocery delivery; bike courier; customs broker",
  "logistics tracking: `shipment` with `events[]` (each `{code, description, location: {city, tz}, occurred_at}` in epoch milliseconds), `eta` windows, weights in kg/lb keys, `service_level`, duty amounts in minor units",
  "brisk dispatcher voice","en-GB and en-US mixed customers; local times said in the facility's zone"),
 ("w11","car insurance; pet insurance; travel insurance; home contents insurance; phone insurance; bicycle insurance",
  "insurance claims systems: `policy` {number, cover[], limits, excess/deductible}, `claim` {reference, state in SCREAMING_CASE such as UNDER_ASSESSMENT, SETTLED, DECLINED}, `payments[]`, `documents_required[]`, superseded policy versions with `valid_to`",
  "empathetic claims handler","en-GB: £, day/month dates"),
 ("w12","electricity supplier; gas supplier; water utility; solar feed-in export; EV charging network; district heating",
  "utility billing: `meter_reads[]` with kWh and `read_type` (ACTUAL/ESTIMATED), tariffs with unit rates in pence/cents per kWh and standing charges per day, `direct_debit` {amount, collection_day}, bills with `period` {from, to} and line items",
  "plain-English, explains numbers","en-GB: £ and pence, day/month dates"),
 ("w13","regional airline; rail operator; long-distance coach; airport parking; airport lounge access; car hire",
  "travel reservation systems: PNR-like bookings with `segments[]` each carrying local departure/arrival times and the airport's IANA zone (and UTC copies), fare rules, `ticket_number`, seat maps, baggage allowance in kg, schedule changes that supersede earlier segments",
  "efficient travel agent","en-US and international customers; 24-hour times in records"),
 ("w14","payroll provider; paid-time-off system; employee benefits administration; expense reimbursement; staffing agency; workplace pension",
  "HR/payroll APIs: pay statements with `gross`, `net`, `deductions[]`, `ytd` totals, leave balances in hours (`balance_hours`, `accrual_rate_per_period`), enrolments with effective dates, reimbursements in minor units",
  "professional HR tone, careful about numbers","en-US"),
 ("w15","online course platform; driving school; music lessons; tutoring service; professional certification exams; summer camp",
  "education systems: enrolments with `status`, course `sessions[]` with local times and a zone, grades, tuition `installments[]` with due dates and amounts, exam bookings with rescheduling history",
  "encouraging, a little chatty","en-NZ: NZ$, day/month dates, Pacific/Auckland"),
 ("w16","apartment rentals; self-storage units; coworking space; homeowners' association; holiday-home property management; parking garage",
  "property management: leases with `versions[]` (rent amounts with `effective_from`/`superseded_by`), `charges[]`, maintenance `work_orders[]` with states and scheduled windows, deposits held, late-fee rules",
  "matter-of-fact property manager","en-US"),
 ("w17","passport office; business licensing; building permits; fishing and hunting licences; vehicle registration; local tax office",
  "government case-management systems: applications with `stage` and `stage_history[]`, fee schedules, `documents[]` with `received`/`missing`, appointment slots, decisions with reasons and appeal deadlines in days",
  "plain-language public service","en-US and en-CA"),
 ("w18","restaurant reservations; food delivery; catering orders; bakery pre-orders; coffee chain loyalty; brewery tours",
  "food ordering/booking APIs: orders with `items[]` and `modifiers[]`, amounts in minor units, `promised_at` epoch seconds, loyalty `points` ledgers, table reservations with party size and a venue zone",
  "cheerful and quick","en-US, America/Denver and America/Phoenix"),
 ("w19","car dealership service department; tyre shop; home EV charger installation; car-wash subscription; roadside assistance; auto parts store",
  "automotive dealer systems: repair orders with `labor_lines[]` (hours x rate), `parts[]`, `warranty` coverage flags, appointment times, vehicle {vin, mileage}, estimates superseded by revised estimates",
  "straight-talking service adviser","en-US, miles and gallons"),
 ("w20","gym chain; yoga studio; meditation app; personal training; swim school; martial arts academy",
  "membership platforms: members with `membership` {plan, status, freeze {from, to}}, class `credits` balances, billing `schedule[]`, bookings with class times and waitlist positions, plan catalogues listing what each plan includes",
  "motivational, upbeat","en-GB"),
 ("w21","freelance marketplace; second-hand goods marketplace; ticket resale; handmade crafts marketplace; peer-to-peer car sharing; tool rental",
  "marketplace APIs: orders in escrow with `payout` {amount, fee_percent, fee_amount, scheduled_for}, disputes with states, seller balances (available/pending), amounts as integers in minor units with ISO 4217 codes including JPY and KWD",
  "neutral platform voice","international: USD, EUR, JPY, KWD customers"),
 ("w22","cloud hosting; email marketing; CRM software; video conferencing; design tool; product analytics",
  "SaaS billing APIs: subscriptions with `items[]` (seats x unit_amount), proration lines, usage metering, credits balances, trials with `trial_end` epoch seconds, invoices (`status` draft/open/paid/void) with `replacement` invoices",
  "crisp B2B account manager","en-US and en-GB customers"),
 ("w23","concert venue; theatre; sports club season tickets; industry conference; music festival; cinema chain",
  "ticketing APIs: orders with `tickets[]` (section, row, seat, price tier), events with `starts_at` and the venue's zone, transfers, refunds, fees listed separately, doors-open times as durations before start (`PT1H`)",
  "enthusiastic but accurate","en-AU and en-US"),
 ("w24","consumer electronics retailer; railway reservations; fibre broadband; health insurance; exam-prep ed-tech; online grocery",
  "Indian e-commerce and service APIs: amounts in paise as integers with `INR`, or rupees as decimal strings, dates as DD-MM-YYYY strings and ISO with +05:30, order states in SCREAMING_CASE",
  "polite, slightly formal Indian English","en-IN: ₹ / Rs., lakh grouping (\"1,25,000\"), day-month dates, Asia/Kolkata"),
 ("w25","plumbing and heating repairs; pest control; window cleaning; appliance repair; locksmith; garden maintenance",
  "field-service management systems: `job` with `appointments[]` (arrival windows as local ISO times plus a `timezone`), `technician` assignments, `estimate` and `invoice` objects with `line_items[]` (`qty`, `unit_price` as decimal numbers), service `agreements` with visit allowances, job `status` codes such as `dispatched`/`on_hold`/`completed`",
  "down-to-earth dispatcher, contractions, practical","en-US, America/Chicago and America/Denver"),
 ("w26","cruise line; guided tour operator; theme park; zoo and aquarium; ski lift passes; walking-holiday company",
  "OTA/GDS travel messages turned into JSON: `ResStatus` codes, `Amount` as integers with a separate `DecimalPlaces` and `CurrencyCode`, `Start`/`End` dates, `GuestCounts`, `TPA_Extensions` blocks, cancellation penalties with `Deadline` offsets (`OffsetUnitMultiplier`, `OffsetTimeUnit`)",
  "chatty, well-travelled holiday rep","en-GB customers booking in EUR and GBP; Europe/Madrid and Europe/London"),
 ("w27","community pharmacy; telehealth clinic; home-care agency; medical equipment rental; hearing-aid provider; mental-health therapy app",
  "pharmacy and care systems: `prescriptions[]` with `refills_remaining`, `days_supply`, `fill_history[]`, `next_fill_eligible_on`, copays in cents, visit `encounters` with `period` {start, end}, prior-authorisation requests with `decision` codes, rental contracts with `billing_cycle_days`",
  "calm and precise, never gives medical advice","en-US, America/Los_Angeles and America/Phoenix"),
 ("w28","university admissions; student-loan servicer; scholarship fund; childcare centre; after-school club; school-uniform shop",
  "CRM objects (Salesforce-like): every record has `attributes` {type, url}, an 18-character `Id`, custom fields ending in `__c`, lookups such as `Account__r.Name`, picklist values in Title Case, currency fields as floats beside `CurrencyIsoCode`, `CreatedDate` in ISO with `+0000`",
  "warm but formal education adviser","en-AU: A$, day/month dates, Australia/Melbourne and Australia/Brisbane"),
 ("w29","crypto exchange; stock-brokerage app; peer-to-peer lending; buy-now-pay-later; prepaid travel card; currency-exchange kiosk",
  "fintech REST APIs: amounts as decimal strings with high precision (\"0.00250000\" BTC, \"1520.4500\" SGD), `created_at` RFC 3339 with microseconds, states in lowercase (`pending`, `settled`, `reversed`), fees in basis points, instalment `schedule[]` with `due_date` and `status`, FX quotes with `expires_at`",
  "concise, compliance-aware, no hype","en-SG: S$/SGD, day/month dates, Asia/Singapore"),
 ("w30","furniture delivery and assembly; mattress retailer with home trials; kitchen installer; flooring company; solar-panel installer; home-security monitoring",
  "ERP sales-order systems (SAP/NetSuite-like, OData JSON): `SalesOrder` with `Items[]` holding `NetAmount`/`TaxAmount` strings, `DeliveryDate` written as `/Date(1718236800000)/`, one-letter status codes (`OverallStatus`: `A`/`B`/`C`) with a `StatusText` beside them, `SalesOrderType`, partner functions",
  "polite, slightly stiff corporate voice","en-ZA: R / ZAR, dates like 2026/03/14 in records and 14 March in text, Africa/Johannesburg"),
 ("w31","video streaming; mobile-game purchases; music streaming; e-book store; podcast subscription; online newspaper",
  "app-store receipts and subscription APIs (Apple/Google-like): `purchaseDate`/`expiresDate` in epoch milliseconds, `autoRenewStatus` 0/1, `priceAmountMicros` (micro-units) with `priceCurrencyCode`, `cancellationReason` and `paymentState` integer codes, grace periods as ISO durations, family-sharing flags",
  "casual and brief, a little playful","en-US and en-CA customers; US$/CA$"),
 ("w32","farm-supply co-operative; equipment hire; skip and waste hire; heating-oil delivery; agricultural contractor; animal-feed merchant",
  "legacy back-office exports: every value a string, dates as `YYYYMMDD`, times as `HHMM`, amounts as fixed-width strings with two implied decimals (`\"000012550\"` is 125.50), one-letter status codes with a separate `codes` lookup record, quantities with unit codes (`LTR`, `TNE`, `EA`)",
  "plain, friendly, rural","en-GB: £, day/month dates, Europe/London"),
 ("w33","bike-share scheme; e-scooter rental; toll-road accounts; car-sharing club; park-and-ride; driving-test booking",
  "mobility-platform APIs: `trips[]` with `started_at`/`ended_at` as ISO 8601 with `Z`, durations in seconds (`duration_s`), distances in metres (`distance_m`), a `fare` object whose `components[]` (unlock, per_minute, pass discount) are integers in minor units beside `currency`, passes with `valid_until`, account `state` values in kebab-case (`in-good-standing`, `payment-hold`)",
  "quick, friendly, slightly informal, uses contractions","en-CA: CA$, \"March 4\" dates, 24-hour times sometimes, America/Vancouver and America/Edmonton"),
 ("w34","wedding venue; event furniture rental; florist; photo-booth hire; party staffing agency; DJ and sound hire",
  "no-code base exports (Airtable/Notion-like): `records[]` each with an `id` like `rec8Hk2...` and a `fields` map whose keys are human labels with spaces and capitals (`Event Date`, `Deposit Paid`, `Balance Due (USD)`), linked-record fields as arrays of record ids, checkboxes as true or missing, dates as `YYYY-MM-DD`, currency as plain numbers, single-select values in Title Case",
  "bubbly event planner, warm, a little effusive","en-US: $, month/day dates, America/New_York and America/Detroit"),
 ("w35","phone repair shop; laptop repair; camera rental; drone retailer; refurbished electronics; smart-home installation",
  "RMA and warranty systems exported from XML to JSON by a converter: attributes become keys prefixed with `@` (`@currency`, `@unit`), text content sits under `#text`, every value is a string, booleans as `Y`/`N`, dates as `DD.MM.YYYY` or ISO, repeated elements become arrays only when there are two or more",
  "methodical technician, explains what was found, numbered lists","en-US: $, America/Anchorage and Pacific/Honolulu"),
 ("w36","restaurant wholesale supply; office supplies; janitorial supplies; packaging manufacturer; commercial printing; uniform rental",
  "EDI documents (X12 850/855/856/810) rendered as JSON: segment ids as keys (`BEG`, `DTM`, `PO1`, `CTT`, `IT1`, `TDS`), qualifier codes beside values (DTM `002` delivery requested, `011` shipped, `017` estimated delivery), dates `CCYYMMDD`, times `HHMM`, unit-of-measure codes (`CA`, `EA`, `BX`, `LB`), `TDS` totals in implied cents",
  "businesslike B2B account rep, brief and exact","en-US: $, month/day dates, America/Los_Angeles and America/Chicago"),
 ("w37","visa application service; international relocation company; international school admissions; language-test centre; certified translation agency; expat tax adviser",
  "issue trackers (Jira/ServiceNow-like): `issues[]` with `key` (`VISA-1423`), `fields` holding `status` {name, statusCategory {key}}, `customfield_10031`-style custom fields with a separate `names` map from field id to label, `duedate`, `changelog.histories[]` with `items[]` {field, fromString, toString} and `created` times as `2026-03-14T09:12:44.000+0100`",
  "reassuring case officer, careful with dates and documents","en-DE: English replies to customers in Germany, € with comma decimals in text (\"1.250,00 €\") and points in records, day.month dates, Europe/Berlin"),
 ("w38","airline frequent-flyer programme; hotel points programme; credit-card rewards; fuel-station rewards; coalition loyalty card; retail gift cards",
  "loyalty ledgers: `member` with `tier` {code, qualifies_until, next_tier_threshold}, `ledger[]` entries with signed integer `points`, `posted_on`, `expires_on` and `state` (posted/pending/reversed), `vouchers[]` with `face_value` in minor units, `valid_from`/`valid_until`, earn and burn rules given as tables of rates per tier",
  "polished concierge voice","en-HK: HK$/HKD, day/month dates, Asia/Hong_Kong and Asia/Singapore"),
 ("w39","veterinary pharmacy; horse livery yard; dog daycare; pet-sitting service; aquarium and fish store; pet cremation service",
  "Google-API-style JSON (protobuf JSON mapping): int64 values as strings, `Timestamp` fields as RFC 3339 with nanoseconds, `Duration` as seconds strings (`\"5400s\"`), money as `google.type.Money` {`currency_code`, `units` (string), `nanos`}, dates as `google.type.Date` {year, month, day}, enum values in SCREAMING_CASE with a `_UNSPECIFIED` zero value, resource `name` paths such as `locations/manila-2/bookings/8812`",
  "kind and practical pet-care voice","en-PH: ₱/PHP, month/day dates, Asia/Manila"),
 ("w40","laundry service; dry cleaner; tailoring and alterations; shoe repair; watch repair; jewellery repair",
  "spreadsheet exports turned into JSON rows: header names with spaces and units in brackets (`Amount (CHF)`, `Due (dd.mm.yyyy)`, `Weight [kg]`), every value a string in the shop's locale (`1'250.50`, `14.03.2026`, `09:30`), blank cells as empty strings, yes/no columns as `x` or empty, several sheets (orders, payments, price list) as separate records",
  "courteous craftsman, precise, a little old-fashioned","en-CH: CHF with apostrophe thousands (\"CHF 1'250.50\"), day.month.year dates, 24-hour clock, Europe/Zurich"),
("w41","funeral director; cemetery and cremation plots; memorial stonemason; estate-sale organiser; probate paperwork service; obituary and notice publishing",
  "headless-commerce APIs (commercetools-like): money as `{\"type\": \"centPrecision\", \"currencyCode\": \"KES\", \"centAmount\": 1250000, \"fractionDigits\": 2}`, localized strings as maps (`{\"en-KE\": ..., \"sw\": ...}`), `version` integers, `createdAt`/`lastModifiedAt` ISO 8601 with `Z`, `state` and `orderState` values in PascalCase (`Open`, `Confirmed`, `Complete`), `custom.fields` blocks, `lineItems[]` with `quantity` and `totalPrice`",
  "gentle, solemn, unhurried, never casual","en-KE: KSh / KES, day/month dates, 12-hour clock in text, Africa/Nairobi"),
 ("w42","marina berths; yacht charter; boat repair yard; sailing school; winter boat storage; marine fuel dock",
  "Dataverse/Dynamics OData rows: `@odata.etag`, lookup ids as `_customerid_value` with a `...@OData.Community.Display.V1.FormattedValue` annotation beside them, option sets as integers (`statuscode: 100000002`) with their formatted label in the annotation, money fields with `_base` twins in the base currency, `createdon`/`modifiedon` ISO with `Z`, lengths in metres and feet",
  "friendly harbour-master, practical, a bit salty","en-MT: €, day/month dates, 24-hour clock, Europe/Malta"),
 ("w43","musical-instrument rental; piano tuning; recording-studio hire; rehearsal rooms; music-gear repair; sheet-music and accessories shop",
  "point-of-sale and bookings APIs (Square-like): money as `{\"amount\": 4500, \"currency\": \"USD\"}` in minor units, bookings with `start_at` RFC 3339 `Z`, `appointment_segments[]` with `duration_minutes` and `team_member_id`, `location_id` pointing at a locations record that holds the zone, `version` integers, orders with `line_items[]`, `returns[]` and `tenders[]`, states in SCREAMING_CASE",
  "laid-back musician, friendly and brief","en-US: $, month/day dates, America/Boise and America/Indiana/Indianapolis"),
 ("w44","photo-book printing; custom picture framing; 3D printing service; engraving and personalisation; custom T-shirt printing; DNA-ancestry kits",
  "Magento-style commerce REST: `items[]` with `sku`, `qty_ordered`, `qty_shipped`, `qty_refunded`, both `price` (store currency) and `base_price` (base currency), `extension_attributes`, `status_histories[]` with comments, `created_at` written as `YYYY-MM-DD HH:MM:SS` in UTC with no zone marker, credit memos, shipments with `tracks[]`",
  "creative and cheerful, casual","en-MY: RM / MYR, day/month dates, Asia/Kuala_Lumpur"),
 ("w45","sleep clinic; allergy testing; clinical-trial volunteer scheduling; blood-donation centre; nutrition counselling; occupational-health checks",
  "HL7 v2 messages parsed to JSON: segments by id (`PID`, `PV1`, `SCH`, `AIS`, `OBR`, `FT1`), fields as numbered arrays, components split on `^`, timestamps as `YYYYMMDDHHMMSS` with an optional `+ZZZZ` offset, coded values with code^text^system triples, amounts as strings, statuses as HL7 codes with their text",
  "clinical but kind, clear next steps","en-CA: CA$, month/day dates, America/Halifax and America/St_Johns"),
 ("w46","golf tee times; tennis and padel courts; bowling alley; paintball; go-karting; trampoline park",
  "calendar-booking JSON derived from iCalendar: `DTSTART` with a separate `TZID`, `DTEND` or `DURATION` (`PT1H30M`), `RRULE` strings for recurring slots, `STATUS` (CONFIRMED/TENTATIVE/CANCELLED), plus a payments ledger whose amounts are strings with a currency mark (`\"AED 180.00\"`), and member records with handicap or level",
  "energetic sports-club voice","en-AE: AED / Dh, day/month dates, 12-hour clock in text, Asia/Dubai"),
 ("w47","online will writing; small-claims help; notary appointments; trademark filing; conveyancing; debt-advice service",
  "legal practice-management APIs (Clio-like): `matters[]` with `status` (Open/Pending/Closed) and `practice_area`, `activities[]` time entries in decimal hours x `rate`, `bills[]` with `state` (draft/awaiting_payment/paid/void) and `balance`, trust-account balances, `calendar_entries[]` with `start_at` and the firm's zone, dates `YYYY-MM-DD`, money as floats",
  "measured, precise solicitor's clerk, no legal advice beyond the record","en-NG: ₦ / NGN, day/month dates, Africa/Lagos"),
 ("w48","home swap club; house-sitting network; au-pair agency; nanny placement; domestic cleaning agency; elderly-companion visits",
  "Firestore REST documents: every field typed (`stringValue`, `integerValue` as a string, `doubleValue`, `booleanValue`, `timestampValue` RFC 3339 `Z`, `mapValue.fields`, `arrayValue.values`), document `name` paths (`projects/.../documents/placements/PL-8812`), `createTime`/`updateTime`, money as an integer of minor units in one field and the currency in another",
  "warm, personal, community-minded","en-GB customers of a company in the Canaries: €, day/month dates, Atlantic/Canary and Europe/London"),
 ("w49","horse livery stables; beekeeping supplies; alpaca trekking; farm-stay holidays; sheep-shearing contractor; falconry experiences",
  "QuickBooks-Online-style accounting REST: `Invoice` and `Estimate` objects with `Line[]` (each with `DetailType`, `Amount`, `SalesItemLineDetail.Qty` and `UnitPrice`), `TotalAmt`, `Balance`, `TxnDate` and `DueDate` as `YYYY-MM-DD`, `CustomerRef` as `{value, name}`, `LinkedTxn[]` tying payments to invoices, `MetaData.LastUpdatedTime` with an offset, `SyncToken` strings, `EmailStatus` (NotSet/NeedToSend/EmailSent)",
  "rural, neighbourly, plain-spoken","en-GH: GH₵ / GHS, day/month dates, 12-hour clock in text, Africa/Accra"),
 ("w50","document translation; sign-language interpreting; subtitling studio; voice-over casting; court reporting; conference interpreting booths",
  "Microsoft Graph-style JSON: `@odata.context` and `@odata.type`, events with `start` and `end` as `{\"dateTime\": \"2026-05-12T14:00:00.0000000\", \"timeZone\": \"Eastern Standard Time\"}` (Windows zone names, not IANA), `isCancelled`, `responseStatus.response`, `attendees[]`, plus an invoicing service whose amounts are decimals with a separate `currency`, and `value[]` collections with `@odata.nextLink`",
  "precise, formal, a little bureaucratic","en-JM: J$ / JMD, month/day dates, 12-hour clock, America/Jamaica"),
 ("w51","observatory tours; planetarium shows; stargazing camps; telescope rental; astrophotography workshops; meteorite and mineral dealer",
  "gRPC-gateway / protobuf JSON: int64 values as strings, enums as prefixed SCREAMING_CASE (`BOOKING_STATE_CONFIRMED`), money as `google.type.Money` `{\"currencyCode\": \"BWP\", \"units\": \"450\", \"nanos\": 500000000}`, `google.protobuf.Timestamp` RFC 3339 with `Z`, durations as seconds strings (`\"5400s\"`), `google.type.Date` as `{year, month, day}`, field masks and `update_time`",
  "curious and enthusiastic, explains the sky a little","en-BW: P / BWP, day/month dates, 24-hour clock, Africa/Gaborone"),
 ("w52","ice rink public sessions; curling club; roller-derby league; figure-skating coaching; ice-sculpture commissions; skate sharpening and repair",
  "event-sourced streams: a booking or account as a list of events (`type` such as `BookingCreated`, `SessionMoved`, `PaymentCaptured`, `RefundIssued`, `BookingCancelled`), each with `sequence`, `occurred_at` in epoch microseconds and a `data` payload; the current state is what the latest events leave, and some cases also give a projected `snapshot` that may lag the stream",
  "brisk and sporty, short sentences","en-TT: TT$ / TTD, day/month dates, 12-hour clock in text, America/Port_of_Spain"),
 ("w53","chimney sweep; septic-tank pumping; water-well drilling; gutter cleaning; snow-plough contracts; firewood delivery",
  "HubSpot-style CRM objects: `properties` maps where every value is a string (numbers, booleans and dates included: `\"amount\": \"1250.00\"`, `\"hs_is_closed\": \"false\"`, `\"closedate\": \"1778544000000\"` as epoch milliseconds), internal names with `hs_` prefixes beside custom ones, `associations` between deals, tickets and line items, pipeline stages as opaque ids with a separate stage-label lookup",
  "no-nonsense tradesman, friendly, brief","en-PK: Rs / PKR, day/month dates, 12-hour clock, Asia/Karachi"),
 ("w54","office coffee service; water-cooler delivery; printer and copier leasing; office plant rental; vending-machine placement; shredding and document destruction",
  "Odoo JSON-RPC records: many2one fields as `[id, \"Display Name\"]` pairs, `false` for an empty field (even a date or a string), selection fields as lowercase keys (`state`: `draft`/`sale`/`done`/`cancel`), `amount_untaxed`/`amount_tax`/`amount_total` floats, `date_order` as `YYYY-MM-DD HH:MM:SS` in UTC without a marker, `order_line` as lists of ids resolved in separate records, a `currency_id` pair",
  "account-manager polish, courteous and concise","en-LK: Rs. / LKR, day/month dates, 12-hour clock, Asia/Colombo"),
 ("w55","bridal alterations; bespoke tailoring; shoe and bag repair; dry cleaning; costume hire; machine embroidery",
  "PayPal-style Orders and Payments REST: `purchase_units[]` with `amount` as `{\"currency_code\": \"BHD\", \"value\": \"12.350\"}` decimal strings (three decimals for dinars) and an `amount.breakdown` (`item_total`, `shipping`, `discount`, `tax_total`), `payments.captures[]` and `refunds[]` each with a `status` (COMPLETED/PENDING/DECLINED/PARTIALLY_REFUNDED), `create_time`/`update_time` RFC 3339 with `Z`, HATEOAS `links[]` with `rel` and `href`, `payer` and `payee` objects",
  "attentive boutique voice, a little formal, uses the customer's title","en-BH: BD / BHD with three decimals (fils), day/month dates, 12-hour clock in text, Asia/Bahrain"),
 ("w56","go-karting track; paintball park; trampoline park; laser-tag arena; bowling alley; axe-throwing venue",
  "Adyen-style payment notifications beside a bookings API: `notificationItems[].NotificationRequestItem` with `eventCode` (AUTHORISATION, CAPTURE, CANCELLATION, REFUND, CHARGEBACK), `success` as the string \"true\"/\"false\", `amount` `{value, currency}` in minor units, `pspReference`, `originalReference`, `merchantReference`, `eventDate` with an offset, `reason`; bookings with lane/track slots as local `HH:MM` plus a separate `date` and a venue zone",
  "loud, fun, youth-marketing voice, but exact about money","en-CY: €, day/month dates, 24-hour clock, Asia/Nicosia"),
 ("w57","allotment society; community garden plots; tool library; repair café; makerspace memberships; seed library",
  "columnar SQL-result JSON (as a warehouse or BI API returns it): `{\"columns\": [{\"name\": ..., \"type\": ...}], \"rows\": [[...], ...]}` where each value is known only by its position, DECIMAL values as strings, DATE as `YYYY-MM-DD`, TIMESTAMP as `YYYY-MM-DD HH:MM:SS.ffffff UTC`, NULLs, several result sets per case (the member, their payments, a rules table)",
  "volunteer-run, warm, community noticeboard voice","en-FJ: FJ$ / FJD, day/month dates, 12-hour clock in text, Pacific/Fiji"),
 ("w58","piano tuning; musical-instrument rental; violin repair workshop; choir membership; recording-studio hire; sheet-music shop",
  "search-index JSON (Elasticsearch-like): `hits.hits[]` with `_index`, `_id`, `_score` and `_source` documents (the real record), some hits of other customers or older versions ranked beside the right one, `aggregations` with `buckets[]` and `doc_count`, dates as epoch milliseconds or `strict_date_optional_time`, amounts as floats",
  "artistic, gentle, a little old-fashioned","en-BZ: BZ$ / BZD, month/day dates, 12-hour clock, America/Belize"),
 ("w59","telephone answering service; wake-up and check-in calls; two-way radio hire; intercom installation; call-centre overflow; conference-call bridges",
  "Twilio-style communications REST: resources with `sid` ids (`CA...`, `SM...`), `date_created`/`date_sent` as RFC 2822 strings (\"Tue, 12 May 2026 14:03:11 +0000\"), `price` as a negative decimal string with `price_unit`, `duration` in seconds as a string, `status` (queued/ringing/in-progress/completed/busy/no-answer/failed), `num_segments` strings, `subresource_uris`, paged lists with `next_page_uri`; invoices in a separate billing record",
  "calm, efficient telecoms operator voice","en-UG: USh / UGX (no minor unit), day/month dates, 12-hour clock in text, Africa/Kampala"),
 ("w60","wedding venue; marquee hire; florist; cake maker; DJ and sound hire; photo-booth rental",
  "MongoDB Extended JSON exports: `_id` as `{\"$oid\": \"...\"}`, dates as `{\"$date\": \"2026-05-12T10:00:00Z\"}` or `{\"$date\": {\"$numberLong\": \"...\"}}`, money as `{\"$numberDecimal\": \"1250.00\"}`, counts as `{\"$numberInt\": \"4\"}`, embedded arrays of sub-documents (packages, add-ons, payments), references by `$oid` to other documents given beside, soft-deleted documents with `deletedAt`",
  "romantic, reassuring wedding-planner voice","en-MU: Rs / MUR, day/month dates, 12-hour clock in text, Indian/Mauritius"),
 ("w61","hearing-aid clinic; mobility-scooter shop; stairlift installation; wheelchair repair; home medical-equipment rental; orthopaedic footwear",
  "buy-now-pay-later order APIs (Klarna-like): `order_amount` and `order_tax_amount` as integers in minor units beside `purchase_currency`, `order_lines[]` with `quantity`, `unit_price`, `total_discount_amount`, `tax_rate` in hundredths of a percent (2500 = 25%), `captures[]` and `refunds[]` with `captured_amount`/`refunded_amount`, a `payment_plan` with `installments[]` (`due_date`, `amount`, `status` PAID/DUE/OVERDUE/CANCELLED), `expires_at` with an offset, the merchant's own booking records beside them",
  "patient and plain, for older customers, never rushed, spells things out","en-SE: kr / SEK (replies in English to customers in Sweden), amounts like \"1 295,00 kr\" in some records, day/month dates, 24-hour clock, Europe/Stockholm"),
 ("w62","handmade soap shop; model-railway supplies; tea merchant; knitting-yarn store; board-game shop; fountain-pen store",
  "shipping-label APIs (EasyPost/Shippo-like) beside a small shop's orders: `shipments[]` with `rates[]` from several carriers (`carrier`, `service`, `rate` as a decimal string, `est_delivery_days`), the `selected_rate`, `tracker` with `tracking_details[]` (`status` pre_transit/in_transit/out_for_delivery/delivered/return_to_sender, `datetime` ISO without an offset plus a `tracking_location` with a zone), parcel dimensions in inches and ounces, `insurance` amounts, `refund_status` on voided labels",
  "chatty hobbyist shop owner, enthusiastic about the products","en-NA: N$ / NAD, day/month dates, 24-hour clock, Africa/Windhoek"),
 ("w63","pottery studio; glass-blowing classes; jewellery-making workshops; candle-making; life-drawing classes; woodworking school",
  "change-data-capture events (Debezium-like) read off a database: each record an envelope with `before` and `after` row images, `op` (c/u/d/r), `ts_ms` epoch milliseconds, `source` {table, db, lsn}; DATE columns as days since 1970-01-01 integers, TIMESTAMP columns as microseconds since the epoch, DECIMAL columns as strings, booleans as 0/1, several envelopes for the same row in one case (the older image stays beside the newer)",
  "relaxed, creative studio voice, short and kind","en-TZ: TSh / TZS (no minor unit in practice), day/month dates, 12-hour clock in text, Africa/Dar_es_Salaam"),
 ("w64","career coaching; counselling practice; financial-adviser consultations; dietitian; tax preparer; life coaching",
  "scheduling-platform APIs (Calendly-like): `scheduled_events` with `start_time`/`end_time` in UTC, an `event_type` with `duration` in minutes and a `location` {type, join_url}, `invitees[]` with `timezone`, `status` (active/canceled), `cancellation` {canceler_type, reason}, `rescheduled` true with `old_invitee`/`new_invitee` URIs, `questions_and_answers[]`, payments {amount, currency, terms, successful}, URIs as ids",
  "calm, warm professional, short paragraphs, no jargon","en-AU: A$ / AUD, day/month dates, 12-hour clock in text, Australia/Adelaide (a half-hour zone) and Australia/Darwin"),
 ("w65","online wine shop; olive-oil producer; cheese shop; spice merchant; artisan chocolatier; kombucha brewery",
  "WooCommerce-style REST orders: `line_items[]` with `subtotal`, `total`, `total_tax` as decimal strings, `meta_data[]` as `{key, value}` lists, `shipping_lines[]`, `fee_lines[]`, `coupon_lines[]` with `discount`, `date_created` as a local time without an offset beside `date_created_gmt`, `status` (pending/processing/on-hold/completed/cancelled/refunded/failed), order `notes[]` written by staff and by the system, `refunds[]` with negative totals",
  "passionate food producer, warm, a little poetic about the product, exact about the order","en-GR: €, day/month dates, 24-hour clock, Europe/Athens"),
 ("w66","garden furniture; camping gear; kitchen knives; LED lighting; baby carriers; aquarium supplies",
  "marketplace seller APIs (Amazon SP-API-like): PascalCase keys, `AmazonOrderId` like `503-1234567-1234567`, `OrderTotal` {CurrencyCode, Amount}, `PurchaseDate`, `LatestShipDate`, `EarliestDeliveryDate`/`LatestDeliveryDate` in UTC, `OrderStatus` (Pending/Unshipped/PartiallyShipped/Shipped/Canceled), `OrderItems[]` with `ItemPrice`, `QuantityOrdered`, `QuantityShipped`, `PromotionDiscount`, `SellerSKU` and `ASIN`, returns and reimbursements as separate reports with their own ids",
  "polite, slightly apologetic marketplace seller, numbered lists","en-JP: ¥ / JPY (no minor unit; replies in English to customers in Japan), year/month/day dates in records, \"12 May\" in text, 24-hour clock, Asia/Tokyo"),
 ("w67","locksmith; carpet cleaning; roofing repairs; swimming-pool maintenance; tree surgery; piano removals",
  "Xero-style accounting REST: `Invoices[]` with `InvoiceNumber`, `Type` (ACCREC/ACCPAYCREDIT), `Status` (DRAFT/AUTHORISED/PAID/VOIDED), `LineItems[]` with `Quantity`, `UnitAmount`, `DiscountRate`, `TaxAmount`, `LineAmount`, `LineAmountTypes` (Exclusive/Inclusive), `AmountDue`/`AmountPaid`/`AmountCredited`, `CreditNotes[]` and `Payments[]`, dates in the Microsoft JSON form `/Date(1773446400000+0000)/` beside `DateString`, `Contact` with its own id, quotes with `ExpiryDate`",
  "practical tradesperson's office manager, direct, friendly, no jargon","en-PL: zł / PLN (replies in English to customers in Poland), dates like 14.03.2026 in text, 24-hour clock, Europe/Warsaw"),
 ("w68","surfboard shop; skateboard store; running-shoe store; cycling apparel; swimwear; climbing gear",
  "Shopify GraphQL Admin responses: global ids like `gid://shopify/Order/5012345678`, `MoneyBag` fields `{shopMoney {amount currencyCode}, presentmentMoney {amount currencyCode}}` where the shop and the customer's currencies differ, `lineItems.edges[].node` with `originalUnitPriceSet`, `discountedTotalSet`, `currentQuantity` after edits, `displayFinancialStatus`/`displayFulfillmentStatus`, `fulfillments[]` with `trackingInfo[]`, `refunds[]` with `totalRefundedSet`, `returns` with `status`",
  "laid-back surf-shop voice, short and friendly, uses the customer's first name","en-MX: shop currency MX$ / MXN with some customers paying in USD, day/month dates, 24-hour clock, America/Mexico_City and America/Tijuana"),
 ("w69","chiropractor; acupuncture; massage therapy; podiatry; speech therapy; occupational therapy",
  "health-insurance remittance (X12 835 / explanation-of-benefits rendered as JSON): `claims[]` each with `claim_id`, `patient_control_number`, `service_lines[]` (`procedure_code`, `units`, `billed`, `allowed`, `paid`), `adjustments[]` as `{group: CO/PR/OI, reason: \"45\", amount}`, `patient_responsibility` split into deductible, coinsurance and copay, `claim_status` codes (1 processed as primary, 4 denied, 22 reversal), `check_or_eft` {number, date}, beside the practice's own appointment and payment-plan records",
  "calm front-desk coordinator, explains money patiently, careful to separate what insurance paid from what the patient owes","en-PR: US$, month/day dates, 12-hour clock, America/Puerto_Rico"),
 ("w70","EV charging hubs; car wash; caravan storage; motorbike storage; valet parking; secure bike lockers",
  "OCPI-style roaming APIs: `sessions[]` and `cdrs[]` with `start_date_time`/`end_date_time` in UTC, `total_energy` in kWh, `total_time` and `total_parking_time` in hours as decimals, `total_cost` {excl_vat, incl_vat}, `tariffs[]` with `elements[]` of `price_components[]` (`type` ENERGY/TIME/PARKING_TIME/FLAT, `price`, `vat`, `step_size` in Wh or seconds) and `restrictions` (start_time, end_time, day_of_week, max_power), `auth_method`, `status` (ACTIVE/COMPLETED/INVALID/PENDING), beside the operator's own bookings and memberships",
  "efficient Scandinavian operator voice, calm, exact about numbers","en-NO: kr / NOK (replies in English to customers in Norway), amounts like \"1 249,50 kr\", day.month dates, 24-hour clock, Europe/Oslo"),
 ("w71","sock subscription; razor subscription; pet-food subscription; magazine subscriptions; flower subscription; snack box",
  "subscription-billing APIs (Chargebee/Recurly-like): `subscription` with `plan_id`, `plan_unit_price` in cents, `billing_period` and `billing_period_unit`, `current_term_start`/`current_term_end` and `next_billing_at` as epoch seconds, `status` (in_trial/active/non_renewing/paused/cancelled), `has_scheduled_changes` with a separate scheduled version, `addons[]`, `coupons[]` with `apply_till`, `unbilled_charges[]`, `invoices[]` with `line_items[]`, `credit_notes[]` and `amount_due`, `pause_date`/`resume_date`",
  "bright, playful direct-to-consumer brand voice, but careful with dates and money","en-BR: R$ / BRL (replies in English to customers in Brazil), amounts like \"R$ 1.234,56\", day/month dates, 24-hour clock, America/Sao_Paulo"),
 ("w72","budgeting app; rent-reporting service; bill-negotiation service; debt-advice charity; round-up savings app; tax-refund advance",
  "bank-data aggregation APIs (Plaid-like) beside the service's own records: `accounts[]` with `balances` {available, current, limit, iso_currency_code}, `transactions[]` where a positive `amount` is money leaving the account and a negative one money coming in, `pending` with a later posted copy carrying `pending_transaction_id`, `authorized_date` beside `date`, `merchant_name` beside the raw `name`, `personal_finance_category` {primary, detailed}, `recurring_streams[]` with `frequency` and `average_amount`, plus the service's own fee schedules, savings goals and advances",
  "straight-talking, non-judgemental money coach, short paragraphs","en-IL: ₪ / ILS (replies in English to customers in Israel), day/month dates, 24-hour clock, Asia/Jerusalem, the week starting on Sunday"),
 ("w73","air-charter broker; helicopter sightseeing; island ferry line; sleeper-train cabins; scenic coach tours; airport lounge passes",
  "travel-distribution offer/order APIs (Amadeus/NDC-like): `flightOffers[]`/`offers[]` with `itineraries[].segments[]` (`departure` {iataCode, at} and `arrival` {iataCode, at} as local times without an offset, `duration` as ISO `PT2H10M`, `carrierCode`, `number`), `price` {currency, base, total, grandTotal, fees[]} as decimal strings, `travelerPricings[]` per passenger type (ADULT/CHILD/HELD_INFANT), an `order` with `associatedRecords[]` (locator), `tickets[]` with `status` ISSUED/VOIDED/REFUNDED/EXCHANGED, `serviceItems[]` for bags and seats, an earlier offer that has expired (`lastTicketingDate`) beside the booked one",
  "calm travel-desk agent, efficient, reassuring about connections","en-KR: ₩ / KRW (no minor unit; replies in English to customers in Korea), year.month.day dates in records, \"12 May\" in text, 24-hour clock, Asia/Seoul"),
 ("w74","escape rooms; board-game café; karaoke rooms; VR arcade; puzzle-hunt events; murder-mystery dinners",
  "DynamoDB single-table items as the low-level API returns them: every value typed (`{\"S\": \"...\"}`, `{\"N\": \"42.50\"}` numbers as strings, `{\"BOOL\": true}`, `{\"M\": {...}}`, `{\"L\": [...]}`, `{\"NULL\": true}`), composite keys `PK`/`SK` like `CUST#8812` and `BOOKING#2026-05-12#R3`, items of several entity types in one `Items[]` (the customer, bookings, payments, a voucher) told apart by `entity` or the key prefix, epoch-second timestamps and `ttl`, amounts in minor units, a `LastEvaluatedKey` when the page is cut",
  "playful game-master voice, teasing but clear about bookings and money","en-CL: CLP$ / CLP (no minor unit, thousands with dots: $12.500), day/month dates, 24-hour clock, America/Santiago"),
 ("w75","credit union; foreign-exchange bureau; remittance service; small-business current accounts; fixed-term savings bonds; safe-deposit boxes",
  "ISO 20022 messages rendered as JSON (camt.053 statements, camt.054 notifications, pain.001 transfers, pacs.004 returns): `Ntry[]` with `Amt` {`Ccy`, `value`}, `CdtDbtInd` CRDT/DBIT, `Sts` {`Cd`: BOOK/PDNG/INFO}, `BookgDt` and `ValDt` {`Dt`} that can differ, `NtryRef`, `AcctSvcrRef`, `NtryDtls.TxDtls[].Refs.EndToEndId`, `RmtInf.Ustrd`, `RltdPties` {Dbtr, Cdtr}, returns with `RtrRsnInf.Rsn.Cd` (AC04, AM04, MS03), balances `Bal[]` typed OPBD/CLBD/ITBD, charges `Chrgs` with `ChrgInclInd`, FX `CcyXchg` {SrcCcy, TrgtCcy, XchgRate}",
  "measured, precise bank-officer voice, careful to say which date is which","en-CZ: Kč / CZK (replies in English to customers in Czechia), amounts like \"1 250,00 Kč\" in some records, day.month.year dates, 24-hour clock, Europe/Prague"),
 ("w76","boutique hotel; ski chalet; glamping site; hostel; serviced apartments; spa resort",
  "hotel property-management APIs (OPERA/Cloudbeds-like): `reservations[]` with `confirmationNumber`, `arrivalDate`/`departureDate` as dates (nights implied), `roomStay` with `roomType`, `ratePlanCode` and nightly `rates[]` {`date`, `amountBeforeTax`, `amountAfterTax`}, `guarantee` {code, deadline}, `cancellationPolicy` with `deadline` as an offset before arrival (`P2D`, `PT48H`) or an absolute local time, `reservationStatus` RESERVED/IN_HOUSE/CHECKED_OUT/CANCELLED/NO_SHOW, `folio.postings[]` with `transactionCode`, `amount` (credits negative), `postingDate`, packages and `specialRequests` that are requests, not confirmations",
  "gracious hospitality voice, warm, a little formal","en-TH: ฿ / THB, day/month dates, 24-hour clock, Asia/Bangkok"),
 ("w77","gym chain; language school; children's swimming lessons; martial-arts dojo; after-school club; music-lesson studio",
  "direct-debit platform APIs (GoCardless-like) beside the provider's memberships: `mandates[]` (status pending_customer_approval/pending_submission/submitted/active/cancelled/failed/expired, `next_possible_charge_date`), `payments[]` with `amount` in minor units, `charge_date`, `status` pending_submission/submitted/confirmed/paid_out/failed/cancelled/charged_back, `retry_if_possible`, `links` {mandate, subscription, payout}, `subscriptions[]` with `interval_unit`, `day_of_month`, `upcoming_payments[]`, `events[]` with `action` and `details` {origin, cause, reason_code}, `payouts[]` with `arrival_date`",
  "encouraging coach voice, upbeat, plain about what leaves the customer's account and when","en-IS: kr / ISK (no minor unit, thousands with dots), day.month dates, 24-hour clock, Atlantic/Reykjavik"),
 ("w78","farm shop; egg and dairy delivery; vegetable-box scheme; beekeeping supplies; pick-your-own orchard; farm-stay cottages",
  "spreadsheet APIs (Google Sheets-like `values.get`): each sheet a `range` and `values` as rows of cells where the first row is the header, some ranges read FORMATTED_VALUE (\"E£1,250.00\", \"12/05/2026\", \"TRUE\") and others UNFORMATTED_VALUE (dates and times as serial day numbers like 46154.5, amounts as plain numbers), empty trailing cells dropped, several tabs per case (orders, deliveries, a price list, a notes tab kept by staff), merged-looking rows where a later row overrides an earlier one",
  "homely farmer's voice, friendly, chatty about the produce, exact about orders","en-EG: E£ / EGP, day/month dates, 12-hour clock in text, Africa/Cairo"),
]
COMMON = """
## What to write

- `corpus/{w}/cases.jsonl`: **at least 100 cases**, at least 50 of them fully correct replies; the rest with
  one to three wrong or unsupported claims. `corpus/{w}/repair.jsonl`: **at least 25** cases with one or two
  errors that the evidence can correct.
- Work in scenarios: about 25 evidence bundles (each one customer situation in one of your businesses,
  spread over all six), with several drafted replies per bundle: two or three correct ones in different
  surface forms (greeting fused with a claim, bullets, letter style with a sign-off, a terse one-liner,
  numbers in words, another date format, passive voice), one or two wrong ones, and one repair case.
  Minimal pairs are good: a wrong draft that differs from a correct one only in the claim under test.
- Evidence as your API family really returns it: nested, realistic key names of your own choosing, values in
  the API's own form (minor units, epoch times, ISO durations, codes in SCREAMING_CASE, decimal strings),
  several records per case where natural (the customer's other order, an older version of a quote),
  policy text of 2-8 sentences with the key fact not always first, a knowledge-base passage now and then,
  and a `refused_call` in some bundles. Add distractor fields and records that a careless reader would
  confuse with the right one.
- Replies as a real LLM support agent would draft them: they restate values the customer's way ($24.50
  for `2450`, "1:00 PM" for an epoch time in the branch's zone, "45 minutes" for `PT45M`, plain words
  for a state code), paraphrase policy, compute simple figures (a total of two items, what remains of a
  balance) when the record holds the parts, and sometimes say "today"/"tomorrow"/a weekday (then give
  `case.now`).
- Errors across your wrong replies, spread over the `meta.errors` list in FORMAT.md; make at least a third
  of them the subtle kinds: `unit_conversion`, `wrong_arithmetic`, `other_record_value`, `wrong_role`,
  `condition_unmet`, `unrecorded_extra`, `unlisted_perk`, `stale_value`, a state said in words that mean
  something else, a paraphrased policy with a changed condition. Errors must look plausible, the way an
  LLM gets things wrong, usually surrounded by correct sentences.
- Every claim gets a probe (see FORMAT.md). Check each label against the evidence before you move on.

## Rules

- Read only `../shared/contract.md` (sections 1-2), `corpus/FORMAT.md` and this brief. Do not open
  halcheck's code, tests, docs or scripts (except running `python3 scripts/validate_corpus.py corpus/{w}`
  once it exists), any other folder under `corpus/`, or anything under `../shared/` but the contract.
- Invent every name, id, amount and sentence yourself. No real customer data.
- Write only inside `corpus/{w}/`. Do not run git.
- Write the JSONL with a small Python script of your own if you like (kept in your folder as
  `write_cases.py`), but every draft, policy and record is written by you individually, not produced by
  filling one template with varying values.
- Finish with `README.md` in your folder: your businesses, the API family, counts (correct / wrong /
  repair, errors by type), and how you checked the labels.
"""
root = pathlib.Path("/work/main/corpus")
for w, biz, api, voice, locale in W:
    d = root / w
    if (d / "BRIEF.md").exists():  # a brief is written once, before its writer starts
        continue
    d.mkdir(parents=True, exist_ok=True)
    text = f"""# Brief for writer {w}

You are an independent writer of test cases for a tool that checks LLM-drafted customer-support replies
against the evidence the agent saw. Each case pairs a drafted reply with that evidence and labels each claim.

- **Your businesses (six, only yours):** {biz}.
- **Your API family (how your records are shaped):** {api}.
- **Your voice:** {voice}.
- **Your locale:** {locale}.
- Ids of your cases start with `{w}-`.
""" + COMMON.format(w=w)
    (d / "BRIEF.md").write_text(text)
print("ok")
