// A small runtime for tailwind-merge's algorithm (v3), for the class groups of class-merge.ts.
// It keeps tailwind-merge's semantics: the same definition format, the same lookup through a tree
// of class parts with validators as the fallback at each level, the same variant sorting and
// important and postfix (`/50`) handling. It leaves out what this app does not use: themes,
// prefixes, custom parsers and postfix lookups. class-merge.test.ts compares it with
// tailwind-merge itself.

type Validator = (value: string) => boolean
export type ClassDefinition = string | Validator | { [part: string]: Array<ClassDefinition> }

interface MergeConfig {
  classGroups: Record<string, Array<ClassDefinition>>
  conflictingClassGroups: Record<string, Array<string>>
  conflictingClassGroupModifiers: Record<string, Array<string>>
  orderSensitiveModifiers: Array<string>
}

interface ClassPart {
  next: Map<string, ClassPart>
  validators: Array<[group: string, test: Validator]>
  group?: string
}

// Validators, as tailwind-merge defines them.
const arbitraryValue = /^\[(?:(\w[\w-]*):)?(.+)\]$/i
const arbitraryVariable = /^\((?:(\w[\w-]*):)?(.+)\)$/i
const lengthUnit =
  /\d+(%|px|r?em|[sdl]?v([hwib]|min|max)|pt|pc|in|cm|mm|cap|ch|ex|r?lh|cq(w|h|i|b|min|max))|\b(calc|min|max|clamp)\(.+\)|^0$/
const colorFunction = /^(rgba?|hsla?|hwb|(ok)?(lab|lch)|color-mix|color|light-dark)\(.+\)$/
const shadowValue = /^(inset_)?-?((\d+)?\.?(\d+)[a-z]+|0)_-?((\d+)?\.?(\d+)[a-z]+|0)/
const never = () => false

const arbitrary = (value: string, label: Validator, test: Validator) => {
  const match = arbitraryValue.exec(value)
  return match ? (match[1] ? label(match[1]) : test(match[2]!)) : false
}
const variable = (value: string, label: Validator, matchNoLabel = false) => {
  const match = arbitraryVariable.exec(value)
  return match ? (match[1] ? label(match[1]) : matchNoLabel) : false
}
const labelIs =
  (...labels: Array<string>): Validator =>
  (label) =>
    labels.includes(label)

export const isAny: Validator = () => true
export const isNumber: Validator = (value) => !!value && !Number.isNaN(Number(value))
export const isInteger: Validator = (value) => !!value && Number.isInteger(Number(value))
export const isFraction: Validator = (value) => /^\d+(?:\.\d+)?\/\d+(?:\.\d+)?$/.test(value)
export const isTshirtSize: Validator = (value) => /^(\d+(\.\d+)?)?(xs|sm|md|lg|xl)$/.test(value)
export const isArbitraryValue: Validator = (value) => arbitraryValue.test(value)
export const isArbitraryVariable: Validator = (value) => arbitraryVariable.test(value)
export const isAnyNonArbitrary: Validator = (value) => !isArbitraryValue(value) && !isArbitraryVariable(value)
export const isArbitraryLength: Validator = (value) =>
  arbitrary(value, labelIs('length'), (v) => lengthUnit.test(v) && !colorFunction.test(v))
export const isArbitraryNumber: Validator = (value) => arbitrary(value, labelIs('number'), isNumber)
export const isArbitraryWeight: Validator = (value) => arbitrary(value, labelIs('number', 'weight'), isAny)
export const isArbitraryFamilyName: Validator = (value) => arbitrary(value, labelIs('family-name'), never)
export const isArbitraryShadow: Validator = (value) => arbitrary(value, labelIs('shadow'), (v) => shadowValue.test(v))
export const isArbitraryVariableLength: Validator = (value) => variable(value, labelIs('length'))
export const isArbitraryVariableFamilyName: Validator = (value) => variable(value, labelIs('family-name'))
export const isArbitraryVariableShadow: Validator = (value) => variable(value, labelIs('shadow'), true)
export const isArbitraryVariableWeight: Validator = (value) => variable(value, labelIs('number', 'weight'), true)

const newPart = (): ClassPart => ({ next: new Map(), validators: [] })

function partAt(from: ClassPart, path: string): ClassPart {
  let part = from
  for (const name of path.split('-')) {
    let next = part.next.get(name)
    if (!next) part.next.set(name, (next = newPart()))
    part = next
  }
  return part
}

function addDefinitions(definitions: Array<ClassDefinition>, at: ClassPart, group: string) {
  for (const definition of definitions) {
    if (typeof definition === 'string') (definition === '' ? at : partAt(at, definition)).group = group
    else if (typeof definition === 'function') at.validators.push([group, definition])
    else for (const [path, inner] of Object.entries(definition)) addDefinitions(inner, partAt(at, path), group)
  }
}

/** The group of a class (without its variants): the deepest exact part first, then validators. */
function groupIn(parts: Array<string>, index: number, at: ClassPart): string | undefined {
  if (index === parts.length) return at.group
  const next = at.next.get(parts[index]!)
  const found = next && groupIn(parts, index + 1, next)
  if (found) return found
  const rest = parts.slice(index).join('-')
  return at.validators.find(([, test]) => test(rest))?.[0]
}

export function createMerge(config: MergeConfig): (classList: string) => string {
  const root = newPart()
  for (const [group, definitions] of Object.entries(config.classGroups)) addDefinitions(definitions, root, group)

  const groupOf = (className: string) => {
    if (className.startsWith('[') && className.endsWith(']')) {
      const inner = className.slice(1, -1)
      const property = inner.slice(0, Math.max(inner.indexOf(':'), 0))
      return property ? `arbitrary..${property}` : undefined
    }
    const parts = className.split('-')
    return groupIn(parts, parts[0] === '' && parts.length > 1 ? 1 : 0, root)
  }

  // Variants sort alphabetically between order-sensitive ones (`before:`, arbitrary `[&_p]:`).
  const sortVariants = (variants: Array<string>) => {
    const sorted: Array<string> = []
    let run: Array<string> = []
    for (const variant of variants) {
      if (variant[0] === '[' || config.orderSensitiveModifiers.includes(variant)) {
        sorted.push(...run.toSorted(), variant)
        run = []
      } else run.push(variant)
    }
    return [...sorted, ...run.toSorted()].join(':')
  }

  const mergeList = (classList: string) => {
    const taken = new Set<string>()
    const kept: Array<string> = []
    const classes = classList.trim().split(/\s+/)
    for (let index = classes.length - 1; index >= 0; index--) {
      const className = classes[index]!
      // Split off the variants (`md:hover:`) and find a postfix (`/50`), outside brackets.
      const variants: Array<string> = []
      let depth = 0
      let start = 0
      let postfix: number | undefined
      for (let i = 0; i < className.length; i++) {
        const char = className[i]
        if (depth === 0 && char === ':') {
          variants.push(className.slice(start, i))
          start = i + 1
        } else if (depth === 0 && char === '/') postfix = i
        else if (char === '[' || char === '(') depth++
        else if (char === ']' || char === ')') depth--
      }
      let base = className.slice(start)
      const important = base.endsWith('!') || base.startsWith('!')
      if (important) base = base.endsWith('!') ? base.slice(0, -1) : base.slice(1)
      let hasPostfix = postfix !== undefined && postfix > start
      let group = groupOf(hasPostfix ? base.slice(0, postfix! - start) : base)
      if (!group && hasPostfix) {
        group = groupOf(base)
        hasPostfix = false
      }
      if (!group) {
        kept.push(className)
        continue
      }
      const scope = sortVariants(variants) + (important ? '!' : '')
      if (taken.has(scope + group)) continue
      taken.add(scope + group)
      for (const other of config.conflictingClassGroups[group] ?? []) taken.add(scope + other)
      if (hasPostfix) for (const other of config.conflictingClassGroupModifiers[group] ?? []) taken.add(scope + other)
      kept.push(className)
    }
    return kept.toReversed().join(' ')
  }

  // Components call cn() with the same few lists on every render: keep the last results.
  const cache = new Map<string, string>()
  return (classList) => {
    let merged = cache.get(classList)
    if (merged === undefined) {
      if (cache.size >= 500) cache.clear()
      merged = mergeList(classList)
      cache.set(classList, merged)
    }
    return merged
  }
}
