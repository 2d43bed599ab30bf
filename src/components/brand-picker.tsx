import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useEffect, useId, useState, type KeyboardEvent } from 'react'
import { getBrandListQuery } from '@/api/client/home.gen'
import { getCountryListQuery } from '@/api/client/common.gen'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/utils'
import { m } from '@/paraglide/messages'

export type BrandRef = { id: number; name: string; logo: string }

/** How many brands the picker shows at first, and adds with each "Show more". */
export const BRAND_PICKER_STEP = 8

/**
 * Verified brands for a picker: the public brand search (a keyword in either language, a
 * country), by relevance with a keyword and by name without; kept while the next loads.
 */
export const brandPickerQuery = (deps: { keyword: string; country: string; limit: number }) => ({
  ...getBrandListQuery({
    keyword: deps.keyword || undefined,
    country_code: deps.country || undefined,
    page: 1,
    page_size: deps.limit,
    sort: deps.keyword ? undefined : 'name',
  }),
  placeholderData: keepPreviousData,
  staleTime: 60_000,
})

const countriesWithBrandsQuery = () => getCountryListQuery({ with_brands_only: '1' })

export function BrandLogo({ brand, className }: { brand: BrandRef; className?: string }) {
  return brand.logo ? (
    <img
      src={brand.logo}
      alt=""
      width={32}
      height={32}
      className={cn('size-32 min-h-[28px] min-w-[28px] shrink-0 rounded-md border border-border object-contain', className)}
    />
  ) : (
    <span
      aria-hidden="true"
      className={cn(
        'grid size-32 min-h-[28px] min-w-[28px] shrink-0 place-items-center rounded-md bg-muted text-dp-14 font-semibold text-muted-foreground',
        className,
      )}
    >
      {brand.name.trim().charAt(0).toUpperCase()}
    </span>
  )
}

/**
 * A combobox over verified brands (WAI-ARIA combobox with a listbox popup): type a name in either
 * language, narrow by country; ↑ ↓ choose, Enter picks, Escape closes. Shows the first few, "Show
 * more" adds more.
 */
export function BrandPicker(props: {
  /** The input's label. */
  label: string
  /** The listbox's name (what choosing does, and where). */
  listLabel: string
  hint: string
  /** The word at the end of an option: what choosing it does, or why it cannot be chosen. */
  action: (taken: boolean) => string
  taken?: ReadonlySet<number>
  busy?: boolean
  onPick: (brand: BrandRef) => void
}) {
  const id = useId()
  const [text, setText] = useState('')
  const [keyword, setKeyword] = useState('')
  const [country, setCountry] = useState('')
  const [limit, setLimit] = useState(BRAND_PICKER_STEP)
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(0)
  // The search follows the typing after a short pause, from the first results again.
  useEffect(() => {
    const timer = setTimeout(() => {
      setKeyword(text.trim())
      setLimit(BRAND_PICKER_STEP)
      setActive(0)
    }, 200)
    return () => clearTimeout(timer)
  }, [text])
  const results = useQuery({ ...brandPickerQuery({ keyword, country, limit }), enabled: open })
  const countries = useQuery({ ...countriesWithBrandsQuery(), enabled: open })
  const options = results.data?.list ?? []
  const total = results.data?.total ?? 0
  const current = options[Math.min(active, options.length - 1)]
  const optionId = (brandId: number) => `${id}-o${brandId}`

  const add = (brand: BrandRef) => {
    if (props.taken?.has(brand.id) || props.busy) return
    props.onPick(brand)
  }
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault()
      if (!open) return setOpen(true)
      const step = e.key === 'ArrowDown' ? 1 : -1
      setActive((i) => Math.max(0, Math.min(options.length - 1, i + step)))
    } else if (e.key === 'Enter' && open && current) {
      e.preventDefault()
      add(current)
    } else if (e.key === 'Escape') {
      if (open) setOpen(false)
      else setText('')
    }
  }

  return (
    <div
      className="flex flex-col gap-6"
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget)) setOpen(false)
      }}
    >
      <div className="flex flex-wrap items-end gap-8">
        <label className="flex min-w-0 flex-1 flex-col gap-2 text-dp-13" htmlFor={`${id}-q`}>
          {props.label}
          <input
            id={`${id}-q`}
            type="text"
            role="combobox"
            aria-expanded={open}
            aria-controls={`${id}-list`}
            aria-autocomplete="list"
            aria-activedescendant={open && current ? optionId(current.id) : undefined}
            aria-describedby={`${id}-hint`}
            autoComplete="off"
            value={text}
            placeholder={m.ev_ab_search_placeholder()}
            onChange={(e) => {
              setText(e.target.value)
              setOpen(true)
            }}
            onFocus={() => setOpen(true)}
            onClick={() => setOpen(true)}
            onKeyDown={onKeyDown}
            className="h-40 min-h-[40px] w-full min-w-180 rounded-md border border-border bg-background px-8 text-dp-14"
          />
        </label>
        <label className="flex flex-col gap-2 text-dp-13">
          {m.ev_ab_country()}
          <select
            value={country}
            onChange={(e) => {
              setCountry(e.target.value)
              setLimit(BRAND_PICKER_STEP)
              setActive(0)
              setOpen(true)
            }}
            onFocus={() => setOpen(true)}
            className="h-40 min-h-[40px] rounded-md border border-border bg-background px-8 text-dp-14"
          >
            <option value="">{m.ev_ab_all_countries()}</option>
            {(countries.data?.list ?? []).map((c) => (
              <option key={c.code} value={c.code}>
                {c.name}
              </option>
            ))}
          </select>
        </label>
      </div>
      <p id={`${id}-hint`} className="text-dp-12 text-muted-foreground">
        {props.hint}
      </p>
      <div hidden={!open} className="flex flex-col gap-6 rounded-md border border-border p-6">
        <div id={`${id}-list`} role="listbox" aria-label={props.listLabel} className="flex flex-col gap-2">
          {options.map((b, i) => {
            const taken = props.taken?.has(b.id) ?? false
            return (
              <div
                key={b.id}
                id={optionId(b.id)}
                role="option"
                tabIndex={-1}
                aria-selected={current?.id === b.id}
                aria-disabled={taken || undefined}
                onMouseDown={(e) => e.preventDefault()}
                onMouseEnter={() => setActive(i)}
                onClick={() => add(b)}
                onKeyDown={(e) => {
                  // The input owns the keys (aria-activedescendant); an option focused by a screen reader adds with Enter or Space too.
                  if (e.key === 'Enter' || e.key === ' ') {
                    e.preventDefault()
                    add(b)
                  }
                }}
                className={cn(
                  'flex min-h-[44px] cursor-pointer items-center gap-8 rounded-md px-8 py-4',
                  current?.id === b.id && 'bg-accent',
                  taken && 'cursor-default opacity-60',
                )}
              >
                <BrandLogo brand={b} className="size-28" />
                <span className="flex min-w-0 flex-1 flex-col">
                  <span className="truncate text-dp-14">{b.name}</span>
                  <span className="truncate text-dp-12 text-muted-foreground">
                    {[b.country.name, b.category?.name].filter(Boolean).join(' · ')}
                  </span>
                </span>
                <span className={cn('text-dp-13', taken ? 'text-muted-foreground' : 'font-medium text-primary')}>
                  {props.action(taken)}
                </span>
              </div>
            )
          })}
        </div>
        {results.data && !options.length ? <p className="px-8 text-dp-13 text-muted-foreground">{m.ev_ab_no_results()}</p> : null}
        <div className="flex items-center justify-between gap-8 px-8">
          <span className="text-dp-12 text-muted-foreground" role="status">
            {results.data ? m.ev_ab_shown({ shown: options.length, total }) : m.ev_loading()}
          </span>
          {options.length < total ? (
            <Button size="sm" variant="ghost" onClick={() => setLimit((n) => Math.min(100, n + BRAND_PICKER_STEP))} disabled={limit >= 100}>
              {m.ev_ab_more()}
            </Button>
          ) : null}
        </div>
      </div>
    </div>
  )
}
