// Contract entries of the `notification` group (ours): what each user was told (the bell's
// list, its unread count and read state) and which channels each kind of event reaches them on.
import * as z from 'zod/mini'
import { boolFlag, endpoint, optionalId, page, pageSize, paged } from './define'
import { NOTIFICATION_KINDS } from './notification-constants'

export const notificationItem = z.object({
  id: z.number(),
  kind: z.enum(NOTIFICATION_KINDS),
  inquiry_id: z.nullable(z.number()),
  bulk_request_id: z.nullable(z.number()),
  /** The other party (a brand, or the buyer's company) or the product asked for, looked up when read; null when gone. */
  name: z.nullable(z.string()),
  /** Which side of the thread the reader is on: where the link goes (the inbox or their inquiries). */
  side: z.enum(['buyer', 'brand']),
  created_at: z.string(),
  read: z.boolean(),
})

export const myNotifications = endpoint({
  name: 'myNotifications',
  group: 'notification',
  method: 'GET',
  path: '/newApi/api_v2/Notification/myNotifications',
  auth: 'user',
  description: "The caller's notifications, newest first, with the number still unread.",
  input: z.object({ page: page(), page_size: pageSize(20) }),
  output: z.extend(paged(notificationItem), { unread_count: z.number() }),
})

export const unreadNotifications = endpoint({
  name: 'unreadNotifications',
  group: 'notification',
  method: 'GET',
  path: '/newApi/api_v2/Notification/unreadCount',
  auth: 'user',
  description: "The number of the caller's unread notifications (the bell in the header).",
  input: z.object({}),
  output: z.object({ unread_count: z.number() }),
})

export const markNotificationsRead = endpoint({
  name: 'markNotificationsRead',
  group: 'notification',
  method: 'POST',
  path: '/newApi/api_v2/Notification/markRead',
  auth: 'user',
  description: 'Marks one of the caller’s notifications read (`id`), or all of them (`all`).',
  input: z.object({ id: optionalId(), all: boolFlag() }),
  output: z.object({ unread_count: z.number() }),
})

const choice = z.object({ kind: z.enum(NOTIFICATION_KINDS), app: z.boolean(), email: z.boolean(), sms: z.boolean() })

const preferences = z.object({
  list: z.array(choice),
  /** The account has a number text messages may go to (an allowed country). */
  sms_available: z.boolean(),
  /** The account has an e-mail address. */
  email_available: z.boolean(),
})

export const notificationPrefs = endpoint({
  name: 'notificationPrefs',
  group: 'notification',
  method: 'GET',
  path: '/newApi/api_v2/Notification/prefs',
  auth: 'user',
  description: 'Which channels (app, e-mail, SMS) each kind of event reaches the caller on.',
  input: z.object({}),
  output: preferences,
})

export const setNotificationPrefs = endpoint({
  name: 'setNotificationPrefs',
  group: 'notification',
  method: 'POST',
  path: '/newApi/api_v2/Notification/setPrefs',
  auth: 'user',
  description:
    'Saves the channels of the kinds listed (the others keep theirs); the e-mails are written in the language of this request from now on.',
  input: z.object({ list: z.array(choice).check(z.minLength(1), z.maxLength(NOTIFICATION_KINDS.length)) }),
  output: preferences,
})
