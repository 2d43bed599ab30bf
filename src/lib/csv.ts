// CSV as the reports write it, on the server (the buyer and month tables) and in the browser (the brand funnel).

/**
 * One CSV field, safe in every spreadsheet locale. Quoted when it holds a quote, a line break or
 * the separator of any common locale (`,`, `;` as German or French Excel reads it, tab): an
 * unquoted `;` would split "AAAA Trading;=cmd|…" into a second cell that starts with `=`. A
 * leading = + - @ tab or CR (a formula to a spreadsheet) is defused with a `'`, in every field.
 */
export function csvField(value: string | number | null): string {
  if (value === null) return ''
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : ''
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return /[",;\t\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe
}

export const csvLine = (fields: Array<string | number | null>) => `${fields.map(csvField).join(',')}\r\n`

/** The RFC 4180 fields of one CSV line (quoted fields may hold commas and doubled quotes): `csvLine` read back. */
export function csvFields(line: string): Array<string> {
  const out: Array<string> = []
  let cur = ''
  let quoted = false
  for (let i = 0; i < line.length; i++) {
    const ch = line[i]!
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        cur += '"'
        i++
      } else if (ch === '"') quoted = false
      else cur += ch
    } else if (ch === '"') quoted = true
    else if (ch === ',') {
      out.push(cur)
      cur = ''
    } else cur += ch
  }
  out.push(cur)
  return out
}
