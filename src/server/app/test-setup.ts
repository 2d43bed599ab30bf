/**
 * Runs before each integration test file. On PostgreSQL the file gets a database of its own, a
 * copy of the seeded template, so files run in parallel: DATABASE_URL names the copy for
 * everything the file opens, and the copy is dropped after the file.
 */
import { afterAll, inject } from 'vitest'
import { copyOfTemplate } from './test-database'

// Read before app.config parses the environment for this file.
const base = process.env.DATABASE_URL
if (base) {
  const copy = await copyOfTemplate(base, inject('templateDatabase'))
  process.env.DATABASE_URL = copy.url
  afterAll(copy.drop)
}
