import { isNotFound } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { parseOptionalPositiveId, parsePositiveId } from './route-params'

function thrown(fn: () => unknown): unknown {
  try {
    fn()
  } catch (error) {
    return error
  }
  return undefined
}

describe('id route params', () => {
  it('accepts positive integers', () => {
    expect(parsePositiveId('1')).toBe(1)
    expect(parsePositiveId('123456')).toBe(123456)
    expect(parseOptionalPositiveId(undefined)).toBeUndefined()
    expect(parseOptionalPositiveId('7')).toBe(7)
  })
  it.each(['0', '-1', '01', '1.5', 'abc', '1e3', ' 1', '9999999999999999', ''])('answers 404 for %j', (raw) => {
    expect(isNotFound(thrown(() => parsePositiveId(raw)))).toBe(true)
  })
  it('answers 404 for a present but bad optional id', () => {
    expect(isNotFound(thrown(() => parseOptionalPositiveId('x')))).toBe(true)
  })
})
