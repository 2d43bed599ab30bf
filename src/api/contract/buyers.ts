// Contract entries of the `buyers` controller group (see ./define.ts): buyer registration.
import * as z from 'zod/mini'
import { countryCode, endpoint, id, optionalId, requiredText, text } from './define'

export const memberCateNameOptionEnglish = endpoint({
  name: 'memberCateNameOptionEnglish',
  group: 'buyers',
  method: 'GET',
  path: '/newApi/api_v2/Buyers/memberCateNameOptionEnglish',
  auth: 'anonymous',
  description: "Buyer member categories as form options (despite the path's name, localised by lan).",
  input: z.object({}),
  output: z.object({ list: z.array(z.object({ id: z.number(), name: z.string() })) }),
  cacheTags: ['member_categories'],
})

export const pcForm2Post = endpoint({
  name: 'pcForm2Post',
  group: 'buyers',
  method: 'POST',
  path: '/newApi/api_v2/Buyers/pcForm2Post',
  auth: 'optional',
  description:
    'Buyer registration / matching form (no login needed; tied to the user when logged in), optionally for an activity. A logged-in sender gets a buyer profile with its sourcing interests, waiting for verification by an organiser.',
  invalidates: ['buyers'],
  input: z.object({
    company: requiredText(200),
    contact_name: requiredText(100),
    /** Digits with an optional leading +, 6–20 digits. */
    mobile: z.string().check(z.trim(), z.regex(/^\+?\d{6,20}$/)),
    /** Optional; an empty string counts as absent. */
    email: z.optional(z.union([z.literal(''), z.email().check(z.maxLength(200))])),
    country_code: countryCode(),
    member_category_ids: z.array(id()).check(z.minLength(1), z.maxLength(5)),
    annual_volume: z._default(text(100), ''),
    act_id: optionalId(),
    note: z._default(text(2000), ''),
    // ── sourcing interests; a logged-in sender's buyer profile goes to the organiser's queue ──
    interest_category_ids: z._default(z.array(id()).check(z.maxLength(20)), []),
    origin_countries: z._default(z.array(countryCode()).check(z.maxLength(20)), []),
  }),
  output: z.object({ id: z.number() }),
})

export const searchCompanyName = endpoint({
  name: 'searchCompanyName',
  group: 'buyers',
  method: 'GET',
  path: '/newApi/api_v2/Buyers/searchCompanyName',
  auth: 'anonymous',
  description: 'Company-name autocomplete for the buyer form: up to 10 names, prefix matches first.',
  input: z.object({ keyword: requiredText(50) }),
  output: z.object({ list: z.array(z.string()) }),
})
