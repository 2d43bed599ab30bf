/** The events domain's handlers of the events contract group (src/api/contract/events.ts); matching serves the rest of the group. */
import type { BoundHandler } from '../http/handler'
import { activityEventHandlers } from './activity-event.server'
import { buyerProfileHandlers } from './buyer-profiles.server'

export const eventHandlers: Array<BoundHandler> = [...activityEventHandlers, ...buyerProfileHandlers]
