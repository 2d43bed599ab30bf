import { describe, expect, it } from 'vitest'
import { emptyTerms, isoDay, toSubmitInput, validateInquiry, type InquiryForm } from './inquiry-form'

const now = new Date('2026-11-23T10:00:00Z')
const brands = [{ id: 7, name: 'Sunrise Farms' }]
const valid = (): InquiryForm => ({
  contact_name: 'Li Wei',
  contact_phone: '+86 139 0000 0000',
  company: 'Acme Foods',
  terms: { 7: { ...emptyTerms(), target_price: '552.5', destination_port: 'Shanghai', required_date: '2027-01-15' } },
})

describe('inquiry form', () => {
  it('accepts a complete form and converts it for the endpoint', () => {
    expect(validateInquiry(valid(), brands, now)).toEqual({})
    expect(toSubmitInput(valid(), [7]).terms[0]).toEqual({
      brand_id: 7,
      target_price: 55250,
      incoterm: 'FOB',
      destination_port: 'Shanghai',
      required_date: '2027-01-15',
    })
  })

  it('names every wrong field, with the brand for per-brand fields', () => {
    const form = valid()
    form.contact_name = ' '
    form.contact_phone = '12'
    form.terms[7] = { ...form.terms[7], target_price: '-3', destination_port: '', required_date: isoDay(0, now) }
    const errors = validateInquiry(form, brands, now)
    expect(Object.keys(errors).toSorted()).toEqual(
      ['contact_name', 'contact_phone', 'terms.7.destination_port', 'terms.7.required_date', 'terms.7.target_price'].toSorted(),
    )
    expect(errors['terms.7.destination_port']).toContain('Sunrise Farms')
    expect(errors.contact_name).toContain('Contact name')
  })
})
