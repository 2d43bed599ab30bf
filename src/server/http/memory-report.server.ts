/**
 * Where the server's memory goes, for bench:soak and operators: with MEMORY_REPORT=true the
 * process writes a JSON report to ${DATA_DIR}/memory-<pid>.json when it receives SIGUSR2 (each
 * cluster worker its own). It holds process.memoryUsage(), V8's heap statistics per space, and
 * the sizes the bounded parts report about themselves: the API response cache, the page cache,
 * the search index (heap growth of its last build) and PGlite's WebAssembly memory.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { getHeapSpaceStatistics, getHeapStatistics } from 'node:v8'

const sources = new Map<string, () => number | undefined>()

/** Adds (or replaces) a named part of the report: a function that answers its size in bytes. */
export function registerMemorySource(name: string, bytes: () => number | undefined): void {
  sources.set(name, bytes)
}

export type MemoryReport = {
  pid: number
  at: string
  rss: number
  heapTotal: number
  heapUsed: number
  external: number
  arrayBuffers: number
  heapLimit: number
  heapSpaces: Record<string, number>
  parts: Record<string, number>
}

export function memoryReport(): MemoryReport {
  const usage = process.memoryUsage()
  const heap = getHeapStatistics()
  const parts: Record<string, number> = {}
  for (const [name, bytes] of sources) {
    try {
      const value = bytes()
      if (typeof value === 'number' && Number.isFinite(value)) parts[name] = value
    } catch {
      // a part that cannot answer now (e.g. the database is not open yet) is left out
    }
  }
  return {
    pid: process.pid,
    at: new Date().toISOString(),
    rss: usage.rss,
    heapTotal: usage.heapTotal,
    heapUsed: usage.heapUsed,
    external: usage.external,
    arrayBuffers: usage.arrayBuffers,
    heapLimit: heap.heap_size_limit,
    heapSpaces: Object.fromEntries(getHeapSpaceStatistics().map((space) => [space.space_name, space.space_used_size])),
    parts,
  }
}

let installed = false

/** On SIGUSR2, writes memoryReport() to `${dir}/memory-<pid>.json` (once per process). */
export function installMemoryReport(dir: string): void {
  if (installed) return
  installed = true
  const target = resolve(dir)
  process.on('SIGUSR2', () => {
    try {
      mkdirSync(target, { recursive: true })
      writeFileSync(join(target, `memory-${process.pid}.json`), JSON.stringify(memoryReport()))
    } catch (error) {
      console.error(`Memory report failed: ${error instanceof Error ? error.message : String(error)}`)
    }
  })
}
