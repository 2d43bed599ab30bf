import { describe, expect, it } from 'vitest'
import { createBatcher, redactUrl, type MonitorEvent } from './client'

const base = 'https://trade.example/about'
const event = (at: number, name = 'e'): MonitorEvent => ({ type: 'error', route: '/about', at, name })

describe('monitoring', () => {
  it('reports API paths without their query strings (no key parameters)', () => {
    expect(redactUrl('/newApi/opbGoods/opbGoodsCar?Authorization=secret&Mobile_key=s2&lan=en', base)).toBe('/newApi/opbGoods/opbGoodsCar')
    expect(redactUrl('https://trade.example/assets/a.js#x', base)).toBe('/assets/a.js')
    expect(redactUrl('https://cdn.example/lib.js?token=1', base)).toBe('https://cdn.example/lib.js')
  })

  it('sends a batch at 10 events', () => {
    const sent: MonitorEvent[][] = []
    const timers: Array<() => void> = []
    const batcher = createBatcher((events) => sent.push(events), {
      now: () => 0,
      schedule: ((fn: () => void) => timers.push(fn)) as unknown as typeof setTimeout,
      cancel: (() => undefined) as typeof clearTimeout,
    })
    for (let i = 0; i < 23; i++) batcher.push(event(0, `e${i}`))
    expect(sent.map((batch) => batch.length)).toEqual([10, 10])
    expect(batcher.size()).toBe(3)
    batcher.flush(true)
    expect(sent.map((batch) => batch.length)).toEqual([10, 10, 3])
  })

  it('sends within 10 s of the oldest waiting event', () => {
    const delays: number[] = []
    let fire: (() => void) | undefined
    const sent: MonitorEvent[][] = []
    const batcher = createBatcher((events) => sent.push(events), {
      now: () => 50_000,
      schedule: ((fn: () => void, ms: number) => {
        delays.push(ms)
        fire = fn
        return 1
      }) as unknown as typeof setTimeout,
      cancel: (() => undefined) as typeof clearTimeout,
    })
    // An event buffered 4 s before monitoring started goes out 6 s later.
    batcher.push(event(46_000))
    batcher.push(event(49_000))
    expect(delays).toEqual([6_000])
    fire?.()
    expect(sent).toHaveLength(1)
    expect(sent[0]).toHaveLength(2)
    batcher.push(event(50_000))
    expect(delays).toEqual([6_000, 10_000])
  })

  it('clips long messages and stacks to what the server accepts', () => {
    const sent: MonitorEvent[][] = []
    const batcher = createBatcher((events) => sent.push(events), { max: 1 })
    batcher.push({ ...event(0), name: 'x'.repeat(900), detail: 'y'.repeat(9000) })
    expect(sent[0]![0]!.name).toHaveLength(500)
    expect(sent[0]![0]!.detail).toHaveLength(4000)
  })
})

describe('monitoring limits', () => {
  it('batches no more events than the contract accepts', async () => {
    const contract = await import('@/api/contract/monitor')
    const client = await import('./client')
    expect(client.MONITOR_BATCH_MAX).toBe(contract.MONITOR_BATCH_MAX)
  })
})
