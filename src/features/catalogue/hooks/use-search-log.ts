import { useCallback, useEffect } from 'react'
import { useSearchClickMutation, useSearchLogMutation } from '../api/search-log'
import { normaliseQuery } from '@/lib/search-query'
import { getLocale } from '@/paraglide/runtime'

/**
 * The last keyword search logged in this tab, and its log row once the server answered. Paging,
 * sorting or filtering its results, or coming back to them, is the same search: logged once.
 */
let lastSearch: { key: string; id: number | null } | null = null

/** The same search typed with other case or spacing is the same search, as the server stores it. */
const searchKey = (keyword: string) => `${getLocale()}\u0000${normaliseQuery(keyword)}`

/**
 * Logs a keyword search of the product list once its first page is shown (after hydration: a
 * cached page or answer runs no handler, so the server alone would miss repeated searches), and
 * answers the function to call with a product's 1-based rank in the results when one is opened.
 */
export function useSearchLog({ keyword, page, pageSize, total }: { keyword?: string; page: number; pageSize: number; total: number }) {
  const { mutateAsync: log } = useSearchLogMutation()
  const { mutate: click } = useSearchClickMutation()
  useEffect(() => {
    if (!keyword) return
    const key = searchKey(keyword)
    if (lastSearch?.key === key || page !== 1) return
    const entry: { key: string; id: number | null } = { key, id: null }
    lastSearch = entry
    log({ keyword, result_count: total })
      .then((answer) => {
        entry.id = answer?.id ?? null
      })
      .catch(() => {})
  }, [keyword, page, total, log])
  return useCallback(
    (index: number) => {
      if (!keyword || lastSearch?.key !== searchKey(keyword) || lastSearch.id === null) return
      click({ id: lastSearch.id, keyword, rank: (page - 1) * pageSize + index + 1 })
    },
    [keyword, page, pageSize, click],
  )
}
