import { describe, expect, it } from 'vitest'
import { monitorIngest } from '../../api/contract/monitor'
import { DatabaseUnavailableError } from '../db/errors.server'
import { createApiServer } from './dispatch.server'
import { handle } from './handler'

describe('the API while the database is down', () => {
  it('answers a clean 503 with the envelope (no hang, no 500), for a failed start and a lost connection', async () => {
    const lost = Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' })
    let failure: unknown = new DatabaseUnavailableError('The database is not available')
    const lines: Array<string> = []
    const server = createApiServer({
      database: () => Promise.reject(failure),
      handlers: [handle(monitorIngest, async () => ({ accepted: 0, dropped: 0 }))],
      log: (line) => lines.push(line),
    })
    const post = () =>
      server.handle(
        new Request('http://test.local/api/monitor?lan=cn', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ client_id: 'c1234567', events: [] }),
        }),
      )
    for (const error of [failure, lost]) {
      failure = error
      const response = await post()
      expect(response.status).toBe(503)
      expect(response.headers.get('retry-after')).toBe('2')
      expect(await response.json()).toEqual({ code: -1, msg: '服务暂时不可用，请稍后几秒重试', data: null })
    }
    expect(lines).toEqual([])
  })
})
