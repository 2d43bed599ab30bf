/**
 * SMS providers behind one interface. `outbox` (default) appends
 * {"to","text","code","at"} to ${DATA_DIR}/outbox/sms.jsonl (the code never goes to the log); `http` posts
 * {"to","text"} as JSON to a gateway (SMS_HTTP_URL) with a bearer token and treats any non-2xx
 * answer, a network error or a 10 s timeout as a failure.
 */
import { authConfig } from '../auth/config.server'
import { appendOutbox } from '../outbox.server'

export type SmsMessage = { to: string; text: string; code: string }

export interface SmsProvider {
  readonly name: string
  send(message: SmsMessage): Promise<void>
}

export class SmsSendError extends Error {}

export function outboxSmsProvider(dir: string, now: () => Date = () => new Date()): SmsProvider {
  return {
    name: 'outbox',
    send: (m) => appendOutbox(dir, 'sms.jsonl', { to: m.to, text: m.text, code: m.code, at: now().toISOString() }),
  }
}

export function httpSmsProvider(url: string, token: string | undefined, timeoutMs = 10_000): SmsProvider {
  return {
    name: 'http',
    async send(m) {
      let response: Response
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
          body: JSON.stringify({ to: m.to, text: m.text }),
          signal: AbortSignal.timeout(timeoutMs),
        })
      } catch (error) {
        throw new SmsSendError(`SMS gateway unreachable: ${error instanceof Error ? error.message : String(error)}`)
      }
      if (!response.ok) {
        const body = (await response.text().catch(() => '')).slice(0, 200)
        throw new SmsSendError(`SMS gateway answered ${response.status}: ${body}`)
      }
      await response.body?.cancel().catch(() => undefined)
    },
  }
}

export function smsProvider(): SmsProvider {
  const config = authConfig()
  return config.sms.provider === 'http' ? httpSmsProvider(config.sms.url, config.sms.token) : outboxSmsProvider(config.outboxDir)
}
