import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { CountryFlag, FLAG_CODES } from './country-flag'

describe('CountryFlag', () => {
  it('knows exactly the flags the sprite draws', () => {
    const sprite = readFileSync(join(import.meta.dirname, 'assets/flags.svg'), 'utf8')
    const symbols = [...sprite.matchAll(/<symbol id="([A-Z]{2})" viewBox="0 0 30 20">/g)].map((match) => match[1])
    expect(symbols.toSorted()).toEqual([...FLAG_CODES].toSorted())
  })

  it('draws a known country from the sprite, labelled only when asked', () => {
    const html = renderToStaticMarkup(<CountryFlag code="EC" label="Ecuador" />)
    expect(html).toMatch(
      /^<svg viewBox="0 0 30 20" class="[^"]+" role="img" aria-label="Ecuador" focusable="false"><use href="[^"#]*flags[^"#]*#EC"><\/use><\/svg>$/,
    )
    expect(renderToStaticMarkup(<CountryFlag code="EC" />)).toContain('aria-hidden="true"')
  })

  it('shows the letters of a country it has no flag for', () => {
    expect(renderToStaticMarkup(<CountryFlag code="FR" />)).toMatch(/^<span class="[^"]+" aria-hidden="true">FR<\/span>$/)
  })
})
