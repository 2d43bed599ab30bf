import { useQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { useEffect, useId, useRef, useState } from 'react'
import { homeSuggestQuery } from '../api/queries'
import { cn } from '@/lib/utils'
import { m } from '@/paraglide/messages'

type Option = {
  key: string
  label: string
  hint?: string
  to: '/brand' | '/product' | '/product/detail'
  search: Record<string, unknown>
  logo?: string
}

/** Waits until the value has stopped changing for `ms`. */
function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms)
    return () => clearTimeout(timer)
  }, [value, ms])
  return debounced
}

/**
 * The global search box: a combobox (WAI-ARIA 1.2) that suggests brands and products as the
 * buyer types, in either language; arrow keys move, Enter opens, Escape closes. Submitting
 * searches brands (a plain GET form before hydration).
 */
export function GlobalSearch({ variant }: { variant: 'pc' | 'mobile' }) {
  const navigate = useNavigate()
  const id = useId()
  const [text, setText] = useState('')
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const keyword = useDebounced(text.trim(), 200)
  const blurTimer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const suggestions = useQuery({ ...homeSuggestQuery(keyword), enabled: keyword.length >= 1, placeholderData: (prev) => prev })

  const options: Array<Option> = []
  if (keyword) {
    options.push({ key: 'all-brands', label: m.home_search_all_brands({ q: keyword }), to: '/brand', search: { q: keyword } })
    options.push({ key: 'all-products', label: m.home_search_all_products({ q: keyword }), to: '/product', search: { q: keyword } })
    for (const b of suggestions.data?.brands ?? []) {
      options.push({ key: `b${b.id}`, label: b.name, hint: b.country, to: '/brand', search: { id: b.id }, logo: b.logo })
    }
    for (const p of suggestions.data?.products ?? []) {
      options.push({ key: `p${p.id}`, label: p.name, hint: p.brand_name, to: '/product/detail', search: { id: p.id } })
    }
    for (const c of suggestions.data?.categories ?? []) {
      options.push({ key: `c${c.id}`, label: c.name, hint: m.home_search_category(), to: '/product', search: { category: c.id } })
    }
  }
  const expanded = open && options.length > 0
  const listId = `${id}-list`
  const go = (option: Option) => {
    setOpen(false)
    void navigate({ to: option.to, search: option.search as never })
  }

  return (
    <form
      role="search"
      action="/brand"
      method="get"
      className="relative w-full"
      onSubmit={(event) => {
        event.preventDefault()
        const option = active >= 0 ? options[active] : undefined
        if (option) go(option)
        else if (text.trim()) go({ key: 'all', label: '', to: '/brand', search: { q: text.trim() } })
      }}
    >
      <label htmlFor={`${id}-input`} className="sr-only">
        {m.home_search_label()}
      </label>
      <div
        className={cn(
          'flex items-stretch overflow-hidden rounded-xl border-2 border-primary bg-background shadow-sm focus-within:ring-3 focus-within:ring-ring/40',
          variant === 'mobile' ? 'h-48' : 'h-56',
        )}
      >
        <input
          id={`${id}-input`}
          name="q"
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? `${id}-opt-${active}` : undefined}
          autoComplete="off"
          enterKeyHint="search"
          maxLength={100}
          value={text}
          placeholder={m.home_search_placeholder()}
          data-testid="global-search"
          className="min-w-0 flex-1 bg-transparent px-16 text-dp-16 outline-none"
          onChange={(event) => {
            setText(event.target.value)
            setOpen(true)
            setActive(-1)
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => {
            blurTimer.current = setTimeout(() => setOpen(false), 150)
          }}
          onKeyDown={(event) => {
            if (event.key === 'ArrowDown' && options.length) {
              event.preventDefault()
              setOpen(true)
              setActive((i) => (i + 1) % options.length)
            } else if (event.key === 'ArrowUp' && options.length) {
              event.preventDefault()
              setActive((i) => (i <= 0 ? options.length - 1 : i - 1))
            } else if (event.key === 'Escape') {
              setOpen(false)
              setActive(-1)
            }
          }}
        />
        <button type="submit" className="bg-primary px-24 text-dp-16 font-semibold text-primary-foreground hover:bg-primary/90">
          {m.brand_search_button()}
        </button>
      </div>
      <div
        id={listId}
        role="listbox"
        aria-label={m.home_search_suggestions()}
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-40 mt-4 max-h-[420px] overflow-y-auto rounded-xl border border-border bg-background py-6 shadow-xl"
        data-testid="search-suggestions"
      >
        {options.map((option, i) => (
          <div
            key={option.key}
            id={`${id}-opt-${i}`}
            role="option"
            aria-selected={i === active}
            tabIndex={-1}
            className={cn('mx-6 rounded-md', i === active && 'bg-secondary')}
            onMouseDown={(event) => event.preventDefault()}
            onMouseEnter={() => setActive(i)}
          >
            <Link
              to={option.to}
              search={option.search as never}
              tabIndex={-1}
              onClick={() => {
                clearTimeout(blurTimer.current)
                setOpen(false)
              }}
              className={cn('flex items-center gap-10 px-10 py-8 text-dp-15', i < 2 ? 'font-medium text-primary' : 'text-foreground')}
            >
              {option.logo ? <img src={option.logo} alt="" width={24} height={24} className="size-24 rounded" /> : null}
              <span className="min-w-0 flex-1 truncate">{option.label}</span>
              {option.hint ? <span className="shrink-0 text-dp-13 text-muted-foreground">{option.hint}</span> : null}
            </Link>
          </div>
        ))}
      </div>
    </form>
  )
}
