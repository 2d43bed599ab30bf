import { describe, expect, it } from 'vitest'
import { firstErrorField, validateForm } from './form-errors'
import { login, postEditPassWordForEmail, register } from '@/api/contract/login'

const [smsSchema, emailSchema] = login.input.def.options
const label = (text: string) => ({ label: () => text })

describe('validateForm with the contract schemas', () => {
  it('names each wrong field once, in the form order', () => {
    const result = validateForm(
      smsSchema,
      { mobile: '', code: '12' },
      {
        mobile: label('Mobile number'),
        code: { label: () => 'Code', format: () => 'The code has 6 digits' },
      },
    )
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.errors).toEqual({ mobile: 'Mobile number is required', code: 'The code has 6 digits' })
    expect(firstErrorField(['mobile', 'code'], result.errors)).toBe('mobile')
  })

  it('reports lengths with the limit of the schema', () => {
    const result = validateForm(
      postEditPassWordForEmail.input,
      { email: 'a@b.co', code: '123456', password: 'short' },
      {
        email: label('E-mail'),
        code: label('Code'),
        password: label('New password'),
      },
    )
    expect(result).toEqual({ ok: false, errors: { password: 'New password needs at least 8 characters' } })
  })

  it('answers the parsed data (trimmed, lower-cased) when valid', () => {
    const result = validateForm(
      emailSchema,
      { email: '  Buyer@Example.COM ', password: 'long enough' },
      {
        email: label('E-mail'),
        password: label('Password'),
      },
    )
    expect(result).toEqual({ ok: true, data: { email: 'buyer@example.com', password: 'long enough' } })
  })

  it('ignores issues of fields the form does not show', () => {
    const result = validateForm(
      register.input,
      { role: 'buyer', name: 'Li', company: '', country_code: 'xx' },
      {
        company: label('Company'),
      },
    )
    expect(result).toEqual({ ok: false, errors: { company: 'Company is required' } })
  })
})
