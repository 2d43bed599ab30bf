/** Every handler of the events contract group (src/api/contract/events.ts). */
import type { BoundHandler } from '../http/handler'
import { meetingHandlers } from '../matching/meetings.server'
import { wishHandlers } from '../matching/wishes.server'
import { activityEventHandlers } from './activity-event.server'
import { buyerProfileHandlers } from './buyer-profiles.server'

export const eventHandlers: Array<BoundHandler> = [...activityEventHandlers, ...buyerProfileHandlers, ...wishHandlers, ...meetingHandlers]
