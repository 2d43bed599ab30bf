import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { outboxSmsProvider } from './sms/sms.server'

describe('the outbox provider', () => {
  const dir = mkdtempSync(join(tmpdir(), 'outbox-'))
  afterEach(() => vi.restoreAllMocks())

  it('writes the code to the outbox file only, never to the server log', async () => {
    const logged: Array<string> = []
    for (const level of ['log', 'info', 'warn', 'error'] as const) {
      vi.spyOn(console, level).mockImplementation((...args: Array<unknown>) => void logged.push(args.map(String).join(' ')))
    }
    await outboxSmsProvider(dir).send({ to: '+8613800000000', text: 'Your verification code is 482913.', code: '482913' })
    expect(readFileSync(join(dir, 'sms.jsonl'), 'utf8')).toContain('"code":"482913"')
    expect(logged.join('\n')).not.toContain('482913')
    expect(logged.join('\n')).not.toContain('13800000000')
    rmSync(dir, { recursive: true, force: true })
  })
})
