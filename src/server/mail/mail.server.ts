/**
 * E-mail: nodemailer over SMTP when SMTP_URL is set; otherwise the outbox
 * (${DATA_DIR}/outbox/mail.jsonl, {"to","subject","text","code","at"}) and the log.
 */
import { authConfig } from '../auth/config.server'
import { appendOutbox } from '../outbox.server'

export type MailMessage = { to: string; subject: string; text: string; code: string }

export class MailSendError extends Error {}

export async function sendMail(message: MailMessage, now: () => Date = () => new Date()): Promise<void> {
  const config = authConfig()
  if (!config.mail.smtpUrl) {
    await appendOutbox(config.outboxDir, 'mail.jsonl', { ...message, at: now().toISOString() })
    return
  }
  const { createTransport } = await import('nodemailer')
  const url = new URL(config.mail.smtpUrl)
  for (const [key, value] of Object.entries({ connectionTimeout: '10000', greetingTimeout: '10000', socketTimeout: '15000' })) {
    if (!url.searchParams.has(key)) url.searchParams.set(key, value)
  }
  const transport = createTransport(url.toString())
  try {
    await transport.sendMail({ from: config.mail.from, to: message.to, subject: message.subject, text: message.text })
  } catch (error) {
    throw new MailSendError(`SMTP send failed: ${error instanceof Error ? error.message : String(error)}`)
  } finally {
    transport.close()
  }
}
