import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { extendTailwindMerge } from 'tailwind-merge'
import { describe, expect, it } from 'vitest'
import { mergeClasses } from './class-merge'
import { cn } from './utils'

/** tailwind-merge's full default config, with the app's one extension (text-dp-N is a size). */
const fullMerge = extendTailwindMerge({
  extend: { classGroups: { 'font-size': [{ 'text-dp': [(value: string) => /^\d+$/.test(value)] }] } },
})

/** Every Tailwind-looking token in the string literals of src/ (class names, cn(), cva()). */
function classesInSource(): Array<string> {
  const found = new Set<string>()
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name)
      if (statSync(path).isDirectory()) {
        if (!['paraglide', 'server'].includes(name)) walk(path)
      } else if (/\.tsx?$/.test(name) && !name.includes('.test.') && name !== 'class-merge.ts') {
        const code = readFileSync(path, 'utf8')
        for (const literal of code.matchAll(/(['"`])((?:(?!\1)[^\\\n]|\\.)*)\1/g)) {
          for (const token of literal[2]!.replace(/\$\{[^}]*\}/g, ' ').split(/\s+/)) {
            if (token.length > 1 && /^!?[a-z@*[][!\w@*[\]():/.%#,-]*$/i.test(token)) found.add(token)
          }
        }
      }
    }
  }
  walk(join(import.meta.dirname, '..'))
  return [...found].toSorted()
}

/** A class's variants (`hover:md:`) sorted, and whether it is `!important`: only classes alike in both can conflict. */
function variantsOf(token: string): string {
  const parts = token.split(/:(?![^[]*\])/)
  const base = parts.pop() ?? ''
  return `${parts.toSorted().join(':')}|${base.startsWith('!') || base.endsWith('!')}`
}

describe('mergeClasses', () => {
  it.each([
    ['max-w-1200 max-w-1400', 'max-w-1400'],
    ['px-6 px-4', 'px-4'],
    ['p-20 px-4', 'p-20 px-4'],
    ['px-4 p-20', 'p-20'],
    ['gap-12 p-20 gap-20 p-16', 'gap-20 p-16'],
    ['border-border border-primary', 'border-primary'],
    ['border border-primary', 'border border-primary'],
    ['shrink-0 flex-1', 'flex-1'],
    ['h-40 h-auto', 'h-auto'],
    ['leading-tight text-dp-14', 'text-dp-14'],
    ['text-dp-14 leading-tight', 'text-dp-14 leading-tight'],
    ['text-primary-foreground text-dp-14', 'text-primary-foreground text-dp-14'],
    ['text-dp-14 text-dp-16', 'text-dp-16'],
    ['text-muted-foreground text-primary', 'text-primary'],
    ['hidden md:flex flex', 'md:flex flex'],
    ['bg-card hover:bg-muted bg-primary', 'hover:bg-muted bg-primary'],
  ])('cn: %s → %s (the conflicts ADR 046 found in the app)', (input, merged) => {
    expect(cn(input)).toBe(merged)
    expect(fullMerge(input)).toBe(merged)
  })

  it.each([
    ['!p-4 !p-2', 'p-4 !p-2', 'p-4! p-2!', 'p-4 p-2!'],
    ['hover:md:p-4 md:hover:p-2', 'before:hover:p-4 hover:before:p-2', '[&_a]:md:p-4 md:[&_a]:p-2'],
    ['[mask-type:luminance] [mask-type:alpha]', '[mask-type:alpha] p-2 [color:red]'],
    ['bg-primary/90 bg-muted', 'bg-muted hover:bg-primary/90 hover:bg-accent', 'ring-ring/50 ring-2 ring-primary'],
    ['leading-3 text-dp-14/7', 'text-dp-14/7 leading-3', 'leading-3 text-lg/7', 'text-sm leading-3 text-lg'],
    ['-mt-4 mt-2', 'mt-2 -mt-4', 'w-1/2 w-full', 'w-full w-1/2', 'inset-x-0 left-4', 'left-4 inset-x-0'],
    ['', '  p-4   p-2 ', 'unknown-class p-4 another p-2', 'flex line-clamp-2 block overflow-hidden'],
  ])('merges %s and its neighbours (variants, important, postfixes, arbitrary properties) as tailwind-merge does', (...inputs) => {
    expect(inputs.map((input) => [input, mergeClasses(input)])).toEqual(inputs.map((input) => [input, fullMerge(input)]))
  })

  it('merges every pair of classes used in src/ as the full default config does', () => {
    // A class in no group of either config is never removed and never removes another: only
    // the classes one of them groups (merging a class with itself leaves one) are paired, and
    // only with classes under the same variants (tailwind-merge compares them sorted).
    const grouped = classesInSource().filter((c) => fullMerge(`${c} ${c}`) === c || mergeClasses(`${c} ${c}`) === c)
    expect(grouped.length).toBeGreaterThan(300)
    const byVariants = Map.groupBy(grouped, variantsOf)
    const differences: Array<string> = []
    for (const classes of byVariants.values()) {
      for (const a of classes) {
        for (const b of classes) {
          const pair = `${a} ${b}`
          if (a !== b && mergeClasses(pair) !== fullMerge(pair)) differences.push(`${pair}: ${mergeClasses(pair)}, not ${fullMerge(pair)}`)
        }
      }
    }
    expect(differences).toEqual([])
  }, 60_000)
})
