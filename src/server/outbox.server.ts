/**
 * The development outbox: one JSON line per message under ${DATA_DIR}/outbox/, also logged, so a
 * developer (and the end-to-end tests) can read the codes that were "sent".
 */
import { appendFile, mkdir } from 'node:fs/promises'
import { join } from 'node:path'

export async function appendOutbox(dir: string, file: 'sms.jsonl' | 'mail.jsonl', entry: Record<string, string>): Promise<void> {
  await mkdir(dir, { recursive: true })
  await appendFile(join(dir, file), `${JSON.stringify(entry)}\n`)
  console.warn(`[outbox ${file}] ${JSON.stringify(entry)}`)
}
