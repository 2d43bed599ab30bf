// Contract entries of events and buyer matching, ours beside the spec's Activity /
// Looking / Buyers calls: the activity's agenda, participants and hall, registration through
// the activity's form, buyer verification (organiser), two-sided meeting wishes, the scheduler
// (organiser: run, pin / forbid, publish) and everyone's meetings. Handlers:
// src/server/events/*.server.ts and src/server/matching/*.server.ts.
//
// Who may call: `user` endpoints check the caller's role in the handler (organiser, buyer,
// brand); a caller of the wrong role, or one asking for another party's data, is refused with
// HTTP 403 and the envelope (code 0, a message in the request's language), like the
// dispatcher's own role checks.
import * as z from 'zod/mini'
import { countryCode, endpoint, id, ok, optionalId, page, pageSize, paged, text } from './define'

export const verificationStatus = z.enum(['submitted', 'verified', 'rejected'])
export const wishLevel = z.enum(['must', 'like', 'no'])
export const brandAnswer = z.enum(['accept', 'decline'])

const brandRef = z.object({ id: z.number(), name: z.string(), logo: z.string(), country_code: z.string(), country_name: z.string() })

/** A buyer's sourcing interests, labels in the request language. */
const interests = z.object({
  categories: z.array(z.object({ id: z.number(), name: z.string() })),
  origin_countries: z.array(z.object({ code: z.string(), name: z.string() })),
  volume: z.string(),
})

/** Why the scheduler proposed a meeting, in plain words, in the request language. */
const reasons = z.array(z.string())

/** One meeting as its parties and the organiser see it. */
export const meetingItem = z.object({
  id: z.number(),
  act_id: z.number(),
  activity_title: z.string(),
  venue: z.string(),
  time_zone: z.string(),
  slot_id: z.number(),
  starts_at: z.string(),
  ends_at: z.string(),
  table_no: z.number(),
  buyer: z.object({ user_id: z.number(), company: z.string(), name: z.string() }),
  brand: brandRef,
  reasons,
  pinned: z.boolean(),
  published: z.boolean(),
})

// ─── activity page and hall (anonymous) ────────────────────────────────────────────────

export const activityEventInfo = endpoint({
  name: 'activityEventInfo',
  group: 'events',
  method: 'GET',
  path: '/newApi/api_v2/Events/activityEventInfo',
  auth: 'anonymous',
  description:
    "An activity's venue time zone, agenda (opening, meeting sessions, closing), participating brands by country and how many meetings are confirmed (counts only: no names).",
  input: z.object({ act_id: id() }),
  output: z.object({
    act_id: z.number(),
    time_zone: z.string(),
    agenda: z.array(
      z.object({ kind: z.enum(['opening', 'meetings', 'closing']), starts_at: z.string(), ends_at: z.string(), title: z.string() }),
    ),
    countries: z.array(z.object({ country_code: z.string(), country_name: z.string(), brands: z.array(brandRef) })),
    registered_buyers: z.number(),
    confirmed_meetings: z.number(),
    schedule_published: z.boolean(),
  }),
  cacheTags: ['activities', 'brands', 'countries', 'event_participation'],
})

export const exhibitionHall = endpoint({
  name: 'exhibitionHall',
  group: 'events',
  method: 'GET',
  path: '/newApi/api_v2/Events/exhibitionHall',
  auth: 'anonymous',
  description: "An activity's virtual hall: booths (a brand and up to 3 of its products) grouped by country pavilion.",
  input: z.object({ act_id: id() }),
  output: z.object({
    act_id: z.number(),
    title: z.string(),
    pavilions: z.array(
      z.object({
        country_code: z.string(),
        country_name: z.string(),
        booths: z.array(
          z.object({
            booth_no: z.string(),
            brand: brandRef,
            category_name: z.nullable(z.string()),
            products: z.array(z.object({ id: z.number(), name: z.string(), image: z.nullable(z.string()) })),
          }),
        ),
      }),
    ),
  }),
  cacheTags: ['activities', 'brands', 'products', 'countries', 'categories', 'event_participation'],
})

// ─── the caller's standing at an activity, registration ───────────────────────────────

export const myEventStatus = endpoint({
  name: 'myEventStatus',
  group: 'events',
  method: 'GET',
  path: '/newApi/api_v2/Events/myEventStatus',
  auth: 'user',
  description: "The caller's standing at an activity: role, registration, buyer verification, wishes and published meetings.",
  input: z.object({ act_id: id() }),
  output: z.object({
    role: z.nullable(z.string()),
    registered: z.boolean(),
    verification: z.nullable(verificationStatus),
    reason: z.string(),
    wish_count: z.number(),
    meeting_count: z.number(),
    /** An online activity's video-meeting link, for a registered buyer only; otherwise null. */
    join_url: z.nullable(z.string()),
  }),
})

export const activityRegister = endpoint({
  name: 'activityRegister',
  group: 'events',
  method: 'POST',
  path: '/newApi/api_v2/Events/activityRegister',
  auth: 'user',
  description:
    'Registers the caller (a buyer, or an account without a role, which becomes a buyer) for an activity with the answers to its form (Activity/h5FormList): required fields, e-mail and phone formats and select options are checked.',
  invalidates: ['event_participation'],
  input: z.object({
    act_id: id(),
    answers: z.record(z.string().check(z.regex(/^[\w-]{1,40}$/)), z.string().check(z.trim(), z.maxLength(500))),
  }),
  output: z.object({ registered: z.boolean() }),
})

// ─── buyer profile and verification ───────────────────────────────────────────────────

const buyerProfile = z.object({
  user_id: z.number(),
  company: z.string(),
  contact_name: z.string(),
  country_code: z.string(),
  member_categories: z.array(z.object({ id: z.number(), name: z.string() })),
  interests,
  status: verificationStatus,
  reason: z.string(),
  submitted_at: z.string(),
  decided_at: z.nullable(z.string()),
})

export const myBuyerProfile = endpoint({
  name: 'myBuyerProfile',
  group: 'events',
  method: 'GET',
  path: '/newApi/api_v2/Events/myBuyerProfile',
  auth: 'user',
  description: "The caller's buyer profile and its verification state (null before the buyer form was sent).",
  input: z.object({}),
  output: z.nullable(buyerProfile),
})

export const verificationQueue = endpoint({
  name: 'verificationQueue',
  group: 'events',
  method: 'GET',
  path: '/newApi/api_v2/Events/verificationQueue',
  auth: 'user',
  description: 'Organisers only: buyer profiles by verification state (default: waiting, oldest first).',
  input: z.object({ status: z._default(verificationStatus, 'submitted'), page: page(), page_size: pageSize() }),
  output: z.extend(paged(z.extend(buyerProfile, { mobile: z.nullable(z.string()) })), {
    counts: z.object({ submitted: z.number(), verified: z.number(), rejected: z.number() }),
  }),
})

export const verifyBuyer = endpoint({
  name: 'verifyBuyer',
  group: 'events',
  method: 'POST',
  path: '/newApi/api_v2/Events/verifyBuyer',
  auth: 'user',
  description: 'Organisers only: verifies a buyer or rejects them with a reason (required when rejecting).',
  input: z.object({ user_id: id(), decision: z.enum(['verified', 'rejected']), reason: z._default(text(500), '') }),
  output: z.object({ user_id: z.number(), status: verificationStatus }),
})

/** A brand as registered, waiting for (or decided by) an organiser. */
export const brandApplicationStatus = z.enum(['pending', 'verified', 'rejected'])
const brandApplication = z.object({
  user_id: z.number(),
  /** The verified brand this renames; null for a new brand. */
  brand_id: z.nullable(z.number()),
  name_en: z.string(),
  name_zh: z.string(),
  country_code: z.string(),
  intro: z.string(),
  status: brandApplicationStatus,
  /** The organiser's reason when rejected, in the request language. */
  reason: z.string(),
  submitted_at: z.string(),
  decided_at: z.nullable(z.string()),
})

export const myBrandApplication = endpoint({
  name: 'myBrandApplication',
  group: 'events',
  method: 'GET',
  path: '/newApi/api_v2/Events/myBrandApplication',
  auth: 'user',
  description: "The caller's brand registration and its verification state (null when the account registered no brand).",
  input: z.object({}),
  output: z.nullable(brandApplication),
})

export const brandVerificationQueue = endpoint({
  name: 'brandVerificationQueue',
  group: 'events',
  method: 'GET',
  path: '/newApi/api_v2/Events/brandVerificationQueue',
  auth: 'user',
  description: 'Organisers only: registered brands (new, or verified brands renamed) by verification state, oldest first.',
  input: z.object({ status: z._default(brandApplicationStatus, 'pending'), page: page(), page_size: pageSize() }),
  output: z.extend(paged(z.extend(brandApplication, { mobile: z.nullable(z.string()), contact_name: z.nullable(z.string()) })), {
    counts: z.object({ pending: z.number(), verified: z.number(), rejected: z.number() }),
  }),
})

export const verifyBrand = endpoint({
  name: 'verifyBrand',
  group: 'events',
  method: 'POST',
  path: '/newApi/api_v2/Events/verifyBrand',
  auth: 'user',
  description:
    'Organisers only: verifies a registered brand (it becomes public and gets brand rights) or rejects it with the reason in English and Chinese (both required when rejecting).',
  input: z.object({
    user_id: id(),
    decision: z.enum(['verified', 'rejected']),
    reason_en: z._default(text(500), ''),
    reason_zh: z._default(text(500), ''),
  }),
  output: z.object({ user_id: z.number(), brand_id: z.nullable(z.number()), status: brandApplicationStatus }),
  invalidates: ['brands'],
})

export const setActivityBrands = endpoint({
  name: 'setActivityBrands',
  group: 'events',
  method: 'POST',
  path: '/newApi/api_v2/Events/setActivityBrands',
  auth: 'user',
  description:
    'Organisers only: adds brands to an activity or takes them out. Only brands added take part: a booth in the hall, a place on the activity page, buyers to see and meet.',
  input: z.object({
    act_id: id(),
    add: z._default(z.array(id()).check(z.maxLength(200)), []),
    remove: z._default(z.array(id()).check(z.maxLength(200)), []),
  }),
  output: z.object({ act_id: z.number(), brand_ids: z.array(z.number()) }),
  invalidates: ['event_participation'],
})

/** A brand taking part in an activity, as the organiser manages it. */
const participatingBrand = z.extend(brandRef, { category_name: z.nullable(z.string()) })

export const activityBrandList = endpoint({
  name: 'activityBrandList',
  group: 'events',
  method: 'GET',
  path: '/newApi/api_v2/Events/activityBrandList',
  auth: 'user',
  description:
    'Organisers only: the brands taking part in an activity (name, logo, country, category in the request language), by country, for the organiser to add or take out.',
  input: z.object({ act_id: id() }),
  output: z.object({ act_id: z.number(), title: z.string(), list: z.array(participatingBrand) }),
})

// ─── wishes ────────────────────────────────────────────────────────────────────────────

const wishItem = z.object({
  id: z.number(),
  act_id: z.number(),
  brand: brandRef,
  product_ids: z.array(z.number()),
  level: z.nullable(wishLevel),
  rank: z.nullable(z.number()),
  note: z.string(),
  brand_answer: z.nullable(brandAnswer),
  brand_level: z.nullable(wishLevel),
  brand_note: z.string(),
})

export const myWishes = endpoint({
  name: 'myWishes',
  group: 'events',
  method: 'GET',
  path: '/newApi/api_v2/Events/myWishes',
  auth: 'buyer',
  description:
    "The buyer's wishes at an activity in rank order (must / like / no, note, products), with each brand's answer, and the brands that asked to meet the buyer.",
  input: z.object({ act_id: id() }),
  output: z.object({ list: z.array(wishItem), brand_requests: z.array(wishItem) }),
})

export const updateWish = endpoint({
  name: 'updateWish',
  group: 'events',
  method: 'POST',
  path: '/newApi/api_v2/Events/updateWish',
  auth: 'buyer',
  description: "Changes one of the buyer's own wishes (level, note) or answers a brand's request; another buyer's wish is refused.",
  input: z.object({ wish_id: id(), level: z.optional(wishLevel), note: z.optional(text(500)) }),
  output: wishItem,
})

export const brandWishes = endpoint({
  name: 'brandWishes',
  group: 'events',
  method: 'GET',
  path: '/newApi/api_v2/Events/brandWishes',
  auth: 'brand',
  description:
    'For the logged-in brand: the buyers who asked to meet it (company, interests, verification, level, rank, note, answer) and its own requests. brand_id of another brand is refused.',
  input: z.object({ act_id: optionalId(), brand_id: optionalId() }),
  output: z.object({
    list: z.array(
      z.object({
        id: z.number(),
        act_id: z.number(),
        activity_title: z.string(),
        buyer: z.object({
          user_id: z.number(),
          company: z.string(),
          country_code: z.string(),
          verification: z.nullable(verificationStatus),
          interests,
        }),
        level: z.nullable(wishLevel),
        rank: z.nullable(z.number()),
        note: z.string(),
        product_ids: z.array(z.number()),
        answer: z.nullable(brandAnswer),
        brand_level: z.nullable(wishLevel),
        brand_note: z.string(),
      }),
    ),
  }),
})

export const brandAnswerWish = endpoint({
  name: 'brandAnswerWish',
  group: 'events',
  method: 'POST',
  path: '/newApi/api_v2/Events/brandAnswerWish',
  auth: 'brand',
  description: "The brand accepts or declines a buyer's wish to meet it; a wish addressed to another brand is refused.",
  input: z.object({ wish_id: id(), answer: brandAnswer }),
  output: z.object({ id: z.number(), answer: brandAnswer }),
})

export const brandRequestMeeting = endpoint({
  name: 'brandRequestMeeting',
  group: 'events',
  method: 'POST',
  path: '/newApi/api_v2/Events/brandRequestMeeting',
  auth: 'brand',
  description: 'The brand asks to meet a buyer registered for the activity (must / like), with a note; level "no" withdraws.',
  invalidates: ['event_participation'],
  input: z.object({ act_id: id(), buyer_user_id: id(), level: wishLevel, note: z._default(text(500), '') }),
  output: z.object({ id: z.number() }),
})

export const activityBuyerList = endpoint({
  name: 'activityBuyerList',
  group: 'events',
  method: 'GET',
  path: '/newApi/api_v2/Events/activityBuyerList',
  auth: 'brand',
  description:
    'Verified buyers registered for an activity, with their interests and whether the logged-in brand already asked them; for brands to ask to meet.',
  input: z.object({ act_id: id(), origin_country: z.optional(countryCode()) }),
  output: z.object({
    list: z.array(
      z.object({
        user_id: z.number(),
        company: z.string(),
        country_code: z.string(),
        interests,
        asked: z.nullable(wishLevel),
        wished: z.nullable(wishLevel),
      }),
    ),
  }),
})

// ─── scheduler (organiser) ────────────────────────────────────────────────────────────

const scheduleStats = z.object({
  meetings: z.number(),
  pinned: z.number(),
  conflicts: z.number(),
  mutual_must: z.number(),
  mutual_must_met: z.number(),
  buyers_with_meeting: z.number(),
  duration_ms: z.number(),
})

export const scheduleView = endpoint({
  name: 'scheduleView',
  group: 'events',
  method: 'GET',
  path: '/newApi/api_v2/Events/scheduleView',
  auth: 'user',
  description:
    "Organisers only: an activity's schedule (draft or published) with each meeting's reasons, the slots and tables, the pinned / forbidden pairs and the wished pairs left without a meeting.",
  input: z.object({ act_id: id() }),
  output: z.object({
    act_id: z.number(),
    title: z.string(),
    time_zone: z.string(),
    run_at: z.nullable(z.string()),
    published_at: z.nullable(z.string()),
    stats: z.nullable(scheduleStats),
    slots: z.array(z.object({ id: z.number(), starts_at: z.string(), ends_at: z.string() })),
    tables: z.array(z.number()),
    meetings: z.array(meetingItem),
    /** How many people publishing tells of their meetings (buyers and brand accounts with a meeting, by SMS or mail). */
    to_notify: z.number(),
    rules: z.array(z.object({ buyer_user_id: z.number(), buyer_company: z.string(), brand: brandRef, rule: z.enum(['pin', 'forbid']) })),
    unscheduled: z.array(
      z.object({
        buyer_user_id: z.number(),
        buyer_company: z.string(),
        brand: brandRef,
        buyer_level: z.nullable(wishLevel),
        brand_answer: z.nullable(brandAnswer),
        brand_level: z.nullable(wishLevel),
        verified: z.boolean(),
      }),
    ),
  }),
})

export const scheduleRun = endpoint({
  name: 'scheduleRun',
  group: 'events',
  method: 'POST',
  path: '/newApi/api_v2/Events/scheduleRun',
  auth: 'user',
  description:
    "Organisers only: runs the scheduler for an activity. Pinned meetings stay where they are; every other draft meeting is replaced. Answers the run's numbers.",
  input: z.object({ act_id: id() }),
  output: scheduleStats,
})

export const pairRule = endpoint({
  name: 'pairRule',
  group: 'events',
  method: 'POST',
  path: '/newApi/api_v2/Events/pairRule',
  auth: 'user',
  description:
    'Organisers only: pins a buyer–brand pair (kept by every re-run; a scheduled meeting of the pair keeps its slot and table), forbids it (its draft meeting is removed), or clears the rule.',
  input: z.object({ act_id: id(), buyer_user_id: id(), brand_id: id(), rule: z.enum(['pin', 'forbid', 'none']) }),
  output: ok(),
})

export const schedulePublish = endpoint({
  name: 'schedulePublish',
  group: 'events',
  method: 'POST',
  path: '/newApi/api_v2/Events/schedulePublish',
  auth: 'user',
  description:
    'Organisers only: publishes the draft schedule; every buyer and brand with a meeting is told by SMS or mail (outbox / SMTP).',
  // Publishing writes the activity's dockings (the public meeting list and counts).
  invalidates: ['event_participation', 'dockings'],
  input: z.object({ act_id: id() }),
  output: z.object({ meetings: z.number(), notified: z.number() }),
})

// ─── everyone's meetings ───────────────────────────────────────────────────────────────

export const myMeetings = endpoint({
  name: 'myMeetings',
  group: 'events',
  method: 'GET',
  path: '/newApi/api_v2/Events/myMeetings',
  auth: 'user',
  description:
    "The caller's published meetings (as a buyer, or as the brand of a brand account), soonest first; optionally for one activity.",
  input: z.object({ act_id: optionalId() }),
  output: z.object({ list: z.array(meetingItem) }),
})
