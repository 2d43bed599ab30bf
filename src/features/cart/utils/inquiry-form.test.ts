import { describe, expect, it } from 'vitest'
import { emptyTerms, isoDay, toSubmitInput, totalsByUnit, validateInquiry, type InquiryForm } from './inquiry-form'

const now = new Date('2026-11-23T10:00:00Z')
const brands = [{ id: 7, name: 'Sunrise Farms' }]
const valid = (): InquiryForm => ({
  contact_name: 'Li Wei',
  contact_phone: '+86 139 0000 0000',
  company: 'Acme Foods',
  delivery: { destination_port: 'Shanghai', required_date: '2027-01-15' },
  terms: { 7: { ...emptyTerms(), target_price: '552.5' } },
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
    form.terms[7] = { ...form.terms[7]!, target_price: '-3', own_delivery: true, destination_port: '', required_date: isoDay(0, now) }
    const errors = validateInquiry(form, brands, now)
    expect(Object.keys(errors).toSorted()).toEqual(
      ['contact_name', 'contact_phone', 'terms.7.destination_port', 'terms.7.required_date', 'terms.7.target_price'].toSorted(),
    )
    expect(errors['terms.7.destination_port']).toContain('Sunrise Farms')
    expect(errors.contact_name).toContain('Contact name')
  })

  it('takes the port and date once for every supplier, with a change for one of them', () => {
    const two = [...brands, { id: 9, name: 'Andes Coffee' }]
    const form = valid()
    form.terms[9] = { ...emptyTerms(), own_delivery: true, destination_port: 'Rotterdam', required_date: '2027-02-01' }
    expect(validateInquiry(form, two, now)).toEqual({})
    expect(toSubmitInput(form, [7, 9]).terms.map((t) => [t.destination_port, t.required_date])).toEqual([
      ['Shanghai', '2027-01-15'],
      ['Rotterdam', '2027-02-01'],
    ])
    // The shared fields are required while a supplier uses them, and not once every supplier has its own.
    form.delivery = { destination_port: '', required_date: '' }
    expect(Object.keys(validateInquiry(form, two, now)).toSorted()).toEqual(['delivery.destination_port', 'delivery.required_date'])
    form.terms[7] = { ...form.terms[7]!, own_delivery: true, destination_port: 'Tianjin', required_date: '2027-03-01' }
    expect(validateInquiry(form, two, now)).toEqual({})
  })

  it('adds quantities up per unit', () => {
    expect(
      totalsByUnit([
        { quantity: 40, unit: 'tonne' },
        { quantity: 200, unit: 'carton' },
        { quantity: 5, unit: 'tonne' },
        { quantity: 186, unit: 'case' },
      ]),
    ).toEqual([
      { unit: 'tonne', quantity: 45 },
      { unit: 'carton', quantity: 200 },
      { unit: 'case', quantity: 186 },
    ])
  })
})
