// Every page's search params, through the same Standard Schema call the router makes: random and
// hostile values (control characters, numbers, arrays, objects, over-long text) never fail
// validation (a failed validateSearch is an error page), and what comes out is only valid values
// or undefined: no control character reaches a loader, a query key or the API.
import * as fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type * as z from 'zod/mini'
import { createRouter } from '@tanstack/react-router'
import { routeTree } from '../routeTree.gen'

/** Every route's `validateSearch`, from the route tree: a new page's params are covered without a line here. */
function routeSchemas(): Array<[string, z.ZodMiniObject]> {
  // Only the tree is read (the router gives each route its id); no route runs, so no context is needed.
  const router = createRouter({ routeTree, context: {} as never })
  return Object.values(router.routesById).flatMap((route) =>
    route.options.validateSearch
      ? [[route.id, route.options.validateSearch as unknown as z.ZodMiniObject] as [string, z.ZodMiniObject]]
      : [],
  )
}

const CONTROL = /\p{Cc}/u

/** What the router can hand a schema: its parseSearch JSON-parses a value when it can, else keeps the string. */
const searchValue = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.constantFrom(
    '\u0000',
    '\u0001',
    'a\u000Bb',
    '\u007F',
    'a\u0085',
    ' ',
    '',
    '-1',
    '0',
    '1e3',
    'EC',
    'ec',
    'halal',
    '/brand',
    '//evil.example',
  ),
  fc.stringMatching(/^[\p{Cc}a-z0-9 ]{0,12}$/u),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(fc.string(), fc.integer()), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 4 }), fc.string({ maxLength: 4 }), { maxKeys: 2 }),
  fc.string({ minLength: 100, maxLength: 600 }),
)

/** undefined (dropped), a flag, a positive safe integer or text without control characters. */
function isValidValue(value: unknown): boolean {
  if (value === undefined || value === true) return true
  if (typeof value === 'number') return Number.isSafeInteger(value) && value > 0
  return typeof value === 'string' && !CONTROL.test(value)
}

function validate(schema: z.ZodMiniType, input: unknown) {
  const result = schema['~standard'].validate(input)
  if (result instanceof Promise) throw new Error('async validation')
  return result
}

describe('page search params (property)', () => {
  const schemas = routeSchemas()
  it('finds the routes', () => {
    expect(schemas.map(([id]) => id)).toEqual(
      expect.arrayContaining(['__root__', '/_desktop/product/', '/_desktop/brand', '/mobile/exhibition']),
    )
    for (const [, schema] of schemas) expect(schema['~standard'].vendor).toBe('zod')
  })
  for (const [name, schema] of schemas) {
    const keys = Object.keys(schema.shape)
    it(`${name}: any values validate, and only to valid ones or undefined`, () => {
      const search = fc.record(Object.fromEntries(keys.map((key) => [key, searchValue])), { requiredKeys: [] })
      const extra = fc.dictionary(fc.string({ maxLength: 8 }), searchValue, { maxKeys: 3 })
      fc.assert(
        fc.property(search, extra, (values, unknown) => {
          const result = validate(schema, { ...unknown, ...values })
          expect(result.issues).toBeUndefined()
          const output = (result as { value: Record<string, unknown> }).value
          for (const [key, value] of Object.entries(output)) {
            expect(keys).toContain(key)
            expect(isValidValue(value)).toBe(true)
            // Valid output is a fixed point: parsing it again gives the same value.
            expect((validate(schema, { [key]: value }) as { value: Record<string, unknown> }).value[key]).toEqual(value)
          }
        }),
        { numRuns: 300 },
      )
    })
  }
})
