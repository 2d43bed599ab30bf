/**
 * The development outbox: one JSON line per message under ${DATA_DIR}/outbox/, where a
 * developer (and the end-to-end tests) read the codes that were "sent". The server log only
 * says that a message was written, never its code or recipient: logs are kept
 * longer and read by more people than the outbox.
 */
import { appendFile, mkdir } from 'node:fs/promises'
import { join } from 'node:path'

export async function appendOutbox(dir: string, file: 'sms.jsonl' | 'mail.jsonl', entry: Record<string, string>): Promise<void> {
  await mkdir(dir, { recursive: true })
  const path = join(dir, file)
  await appendFile(path, `${JSON.stringify(entry)}\n`)
  console.warn(`[outbox] a message was written to ${path}`)
}
