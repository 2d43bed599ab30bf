type FormField = { name: string; type: string; options: ReadonlyArray<{ value: string; label: string }> }

/** What the buyer already told us: the buyer profile (company, contact, member categories) and the account. */
export type KnownBuyer = {
  company?: string
  contact_name?: string
  member_categories?: ReadonlyArray<{ name: string }>
  mobile?: string
  email?: string
}

/**
 * Answers for an activity's registration form from the buyer's profile and account, so that a
 * verified buyer does not type them again: company and contact by name, the phone and e-mail
 * fields by type, and a select whose option names one of the buyer's member categories. Fields
 * nothing is known for stay empty.
 */
export function prefillAnswers(fields: ReadonlyArray<FormField>, known: KnownBuyer): Record<string, string> {
  const answers: Record<string, string> = {}
  const members = new Set((known.member_categories ?? []).map((c) => c.name.trim().toLowerCase()))
  for (const field of fields) {
    let value: string | undefined
    if (field.name === 'company') value = known.company
    else if (field.name === 'contact_name' || field.name === 'name') value = known.contact_name
    else if (field.type === 'tel') value = known.mobile
    else if (field.type === 'email') value = known.email
    else if (field.type === 'select')
      value = field.options.find((o) => members.has(o.value.trim().toLowerCase()) || members.has(o.label.trim().toLowerCase()))?.value
    if (value?.trim()) answers[field.name] = value.trim()
  }
  return answers
}
