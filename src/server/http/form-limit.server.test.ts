import { describe, expect, it } from 'vitest'
import { serverEnv } from '../../../app.config'
import { openDatabase } from '../db/client.server'
import { FORM_POSTS_PER_WINDOW, takeFormPost } from './form-limit.server'
import { ApiError } from './handler'

const databaseUrl = serverEnv().DATABASE_URL

describe('anonymous form posts per address', { timeout: 60_000 }, () => {
  it(`lets at most ${FORM_POSTS_PER_WINDOW} racing posts from one address through (${databaseUrl ? 'PostgreSQL' : 'PGlite'})`, async () => {
    const database = await openDatabase(databaseUrl ? { databaseUrl } : { inMemory: true })
    try {
      const ip = `198.51.100.${Date.now() % 250}-${process.pid}`
      const now = new Date()
      const results = await Promise.allSettled(Array.from({ length: 12 }, () => takeFormPost(database.db, 'bulk', ip, now)))
      expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(FORM_POSTS_PER_WINDOW)
      await expect(takeFormPost(database.db, 'buyers', ip, now)).rejects.toBeInstanceOf(ApiError)
      await expect(takeFormPost(database.db, 'buyers', `${ip}-other`, now)).resolves.toBeUndefined()
    } finally {
      await database.close()
    }
  })
})
