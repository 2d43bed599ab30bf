/**
 * The events domain's public module: what other domains (matching) may use of it. The boundary
 * lint (scripts/lint/boundaries-plugin.mjs) lets another domain import this file and no other
 * file of src/server/events; events itself imports no other domain.
 */
export { requireActivity, requireTakingPart, stateOf, takesPart, type ActivityState } from './activities.server'
export { requireBrandId, requireBuyer, requireOrganiser } from './access.server'
export { isRegistered } from './activity-event.server'
export { labelLookup, upsertBuyerProfile, type ProfileInput, type VerificationStatus } from './buyer-profiles.server'
export { participantOf, requireParticipant, type Participant, type ParticipantRoles } from './participation.server'
