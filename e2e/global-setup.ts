/**
 * A real SMTP server for the end-to-end run (the `smtp-server` package): the e2e web server
 * sends its mail here (SMTP_URL in playwright.config.ts), and each message is appended to
 * test-results/e2e-smtp/inbox.jsonl as {to, raw, at} for the tests to read.
 */
import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { SMTPServer } from 'smtp-server'
import { SMTP_PORT } from '../playwright.config'

export const INBOX = resolve(import.meta.dirname, '../test-results/e2e-smtp/inbox.jsonl')

export default async function globalSetup() {
  mkdirSync(resolve(INBOX, '..'), { recursive: true })
  writeFileSync(INBOX, '')
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Array<Buffer> = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address)
        appendFileSync(INBOX, `${JSON.stringify({ to, raw: Buffer.concat(chunks).toString('utf8'), at: new Date().toISOString() })}\n`)
        callback()
      })
    },
  })
  await new Promise<void>((resolvePromise, reject) => {
    server.once('error', reject)
    server.listen(SMTP_PORT, '127.0.0.1', () => resolvePromise())
  })
  return async () => {
    await new Promise<void>((done) => server.close(() => done()))
  }
}
