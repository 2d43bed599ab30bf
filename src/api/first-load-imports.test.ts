/**
 * Where the contract's schemas and full zod may be imported at runtime in client code: nowhere a
 * page's first load reaches. The routes' search schemas use `zod/mini` (ADR 060); the contract's
 * schemas load with the generated client's calls. Types (`import type`) are free; constants come
 * from contract/*-constants.ts. The account forms validate inline with the contract's
 * schemas: they are route chunks of the account pages.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = resolve(import.meta.dirname, '../..')

const ALLOWED = new Set([
  'src/features/account/utils/form-errors.ts',
  'src/features/account/components/sms-login-form.tsx',
  'src/features/account/components/forgot-password-form.tsx',
  'src/features/account/components/email-login-form.tsx',
  'src/features/account/components/register-form.tsx',
])

function clientFiles(dir: string): Array<string> {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    const rel = relative(root, path)
    if (entry.isDirectory()) return rel === 'src/server' || rel === 'src/api/contract' || rel === 'src/paraglide' ? [] : clientFiles(path)
    if (!/\.(ts|tsx)$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name) || rel === 'src/api/generate.ts') return []
    return [rel]
  })
}

/** Value imports (not `import type`) of zod other than zod/mini, or of a contract module other than its constants. */
function runtimeImports(source: string): Array<string> {
  const found: Array<string> = []
  for (const match of source.matchAll(/^import\s+(?!type\s)[^;]*?from\s+'([^']+)'/gms)) {
    const from = match[1]!
    if (from.startsWith('zod') && from !== 'zod/mini') found.push(from)
    else if (/(^@\/api\/contract\/|(^|\/)contract\/)/.test(from) && !/\/[a-z]+-constants$/.test(from)) found.push(from)
  }
  return found
}

describe('client code imports neither full zod nor contract schemas at runtime', () => {
  it('outside the account forms', () => {
    const offenders = clientFiles(join(root, 'src'))
      .filter((file) => !ALLOWED.has(file))
      .flatMap((file) => runtimeImports(readFileSync(join(root, file), 'utf8')).map((from) => `${file}: ${from}`))
    expect(offenders).toEqual([])
  })

  it('would show an offender', () => {
    expect(runtimeImports(`import * as z from 'zod'\nimport type { X } from '@/api/contract/home'`)).toEqual(['zod'])
    expect(runtimeImports(`import * as z from 'zod/mini'`)).toEqual([])
    expect(runtimeImports(`import { getBrandList } from './contract/home'`)).toEqual(['./contract/home'])
    expect(runtimeImports(`import { PRODUCT_SORTS } from '@/api/contract/catalogue-constants'`)).toEqual([])
  })
})
