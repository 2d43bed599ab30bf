/** Database availability errors: light, so the dispatcher can import them without the drivers. */
/** A database error that means "the database cannot be reached", not "this query is wrong". */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if (e instanceof DatabaseUnavailableError) return true
    const code = (e as { code?: unknown }).code
    if (typeof code === 'string') {
      // Connection exceptions (08…), admin shutdown / crash shutdown / cannot connect now (57P0…).
      if (/^(08|57P0)/.test(code)) return true
      if (['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH'].includes(code)) return true
    }
    const message = (e as { message?: unknown }).message
    if (
      typeof message === 'string' &&
      /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|terminating connection/i.test(
        message,
      )
    ) {
      return true
    }
  }
  return false
}

/** Thrown while the database has not (yet) opened; the API answers 503. */
export class DatabaseUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'DatabaseUnavailableError'
  }
}
