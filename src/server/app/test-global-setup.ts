/**
 * Vitest's global set-up for the integration project: seeds the demo dataset once for the whole
 * run (see test-database.ts for how each file gets its copy).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Client } from 'pg'
import type { TestProject } from 'vitest/node'
import { serverEnv } from '../../../app.config'
import { openDatabase } from '../db/client.server'
import { seedDatabase } from '../seed/seed.server'
import { databaseUrlFor, TEMPLATE_DATABASE, TEST_NOW } from './test-database'

export default async function setup(project: TestProject) {
  const databaseUrl = serverEnv().DATABASE_URL
  if (databaseUrl) {
    const admin = new Client({ connectionString: databaseUrl })
    await admin.connect()
    try {
      await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DATABASE} WITH (FORCE)`)
      await admin.query(`CREATE DATABASE ${TEMPLATE_DATABASE}`)
    } finally {
      await admin.end()
    }
    const database = await openDatabase({ databaseUrl: databaseUrlFor(databaseUrl, TEMPLATE_DATABASE) })
    try {
      await seedDatabase(database.db, { now: TEST_NOW })
    } finally {
      // A template must have no open connection when it is copied.
      await database.close()
    }
    project.provide('templateDatabase', TEMPLATE_DATABASE)
    return
  }
  const database = await openDatabase({ inMemory: true })
  const dir = mkdtempSync(join(tmpdir(), 'b2b-seeded-'))
  try {
    await seedDatabase(database.db, { now: TEST_NOW })
    const dump = await database.pglite!.dumpDataDir('none')
    writeFileSync(join(dir, 'pgdata.tar'), Buffer.from(await dump.arrayBuffer()))
  } finally {
    await database.close()
  }
  project.provide('seededDataDir', join(dir, 'pgdata.tar'))
  return () => rmSync(dir, { recursive: true, force: true })
}
