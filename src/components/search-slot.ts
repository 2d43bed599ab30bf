import { useRouter } from '@tanstack/react-router'
import type { KeptSlot } from './kept-markup'
import { escapeAttribute } from '@/lib/html-attribute'

/**
 * A `KeptMarkup` slot for one search param's value in the hrefs of the `PlainLink`s inside it
 * (ADR 055): the filters on a search page are the same markup for every keyword but for the
 * keyword in each href. Its markup is the value as the router's search string writes it, escaped
 * as React escapes an attribute; `KeptMarkup` checks that against a real rendering once per key.
 * A module of its own, so that only the search pages load it.
 */
export function useSearchSlot(name: string, value: string): KeptSlot {
  const router = useRouter()
  const prefix = `?${encodeURIComponent(name)}=`
  return {
    value,
    placeholder: SEARCH_SLOT_PLACEHOLDER,
    markup: (text) => escapeAttribute(router.options.stringifySearch({ [name]: text }).slice(prefix.length)),
  }
}

/** Letters only: written as itself in a search string (not quoted, not encoded) and in markup. */
const SEARCH_SLOT_PLACEHOLDER = 'zqKeptSearchSlotqz'
