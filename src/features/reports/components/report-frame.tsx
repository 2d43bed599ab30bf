import { Link, useNavigate } from '@tanstack/react-router'
import type * as React from 'react'
import { useEffect, useState } from 'react'
import type { ReportFilters } from '../utils/report-search'
import { Button } from '@/components/ui/button'
import { zoneLabel } from '@/lib/event-dates'
import { isLoggedIn, useUserInfo } from '@/lib/user-info'
import { getLocale } from '@/paraglide/runtime'
import { m } from '@/paraglide/messages'

const control =
  'h-40 min-h-[36px] w-full rounded-md border border-border bg-background px-8 text-dp-14 outline-none focus-visible:ring-3 focus-visible:ring-ring/50'

export type ReportMeta = {
  from: string
  to: string
  time_zone: string
  generated_at: string
  options: {
    countries: Array<{ code: string; name: string }>
    categories: Array<{ id: number; name: string }>
    activities: Array<{ id: number; name: string }>
  }
}

/** Who may see a report: staff (analysts, organisers); the server answers 403 to anyone else. */
export function useStaffGate(): 'login' | 'forbidden' | 'staff' {
  const user = useUserInfo()
  if (!isLoggedIn(user)) return 'login'
  return user?.role === 'analyst' || user?.role === 'organiser' ? 'staff' : 'forbidden'
}

export function GateMessage({ gate }: { gate: 'login' | 'forbidden' }) {
  if (gate === 'login') {
    return (
      <div className="flex flex-col items-start gap-12">
        <p className="text-dp-16">{m.report_login_needed()}</p>
        <Button asChild>
          <Link to="/login">{m.report_login()}</Link>
        </Button>
      </div>
    )
  }
  return (
    <p className="text-dp-16" role="alert" data-testid="report-forbidden">
      {m.report_staff_only()}
    </p>
  )
}

/** The active filters in words, in the page's language: on screen above the figures, and on every printed page. */
function filterWords(filters: ReportFilters, meta: ReportMeta): Array<[string, string]> {
  const o = meta.options
  return [
    [m.report_filter_period(), m.report_period_value({ from: meta.from, to: meta.to })],
    [
      m.report_filter_country(),
      filters.country ? (o.countries.find((c) => c.code === filters.country)?.name ?? filters.country) : m.report_all(),
    ],
    [
      m.report_filter_category(),
      filters.category ? (o.categories.find((c) => c.id === filters.category)?.name ?? String(filters.category)) : m.report_all(),
    ],
    [
      m.report_filter_activity(),
      filters.activity ? (o.activities.find((a) => a.id === filters.activity)?.name ?? String(filters.activity)) : m.report_all(),
    ],
    // Where the report's days and months are cut (the business's zone), on screen and on paper.
    [m.report_time_zone(), m.report_time_zone_value({ zone: zoneLabel(meta.time_zone, getLocale()), id: meta.time_zone })],
  ]
}

/**
 * Puts a report's stamp into the bottom margin of every printed page (styles.css, an `@page` margin
 * box), where it never covers a row; the page context inherits custom properties from the root.
 */
export function usePrintStamp(stamp: string) {
  useEffect(() => {
    const root = document.documentElement
    root.style.setProperty('--report-stamp', JSON.stringify(stamp))
    return () => {
      root.style.removeProperty('--report-stamp')
    }
  }, [stamp])
}

/** A report page: its filters (a form navigating to the typed search params), export and print, and the stamp. */
export function ReportFrame({
  to,
  filters,
  meta,
  csvAddress,
  csvLabel,
  preparePrint,
  children,
}: {
  to: '/report/buyer' | '/report/monthly'
  filters: ReportFilters
  meta: ReportMeta
  csvAddress: string
  csvLabel: string
  /** Renders what paper needs beyond the screen (a paged table's every row) before the print dialog opens. */
  preparePrint?: () => Promise<void>
  children: React.ReactNode
}) {
  const navigate = useNavigate()
  const [csvState, setCsvState] = useState<'idle' | 'busy' | 'failed'>('idle')
  const made = new Intl.DateTimeFormat(getLocale(), { dateStyle: 'long', timeStyle: 'short', timeZone: meta.time_zone }).format(
    new Date(meta.generated_at),
  )
  const words = filterWords(filters, meta)
  const [printState, setPrintState] = useState<'idle' | 'busy' | 'failed'>('idle')
  const stamp = `${words.map(([label, value]) => `${label}: ${value}`).join(' · ')} · ${m.report_made()}: ${m.report_made_value({ when: made, zone: meta.time_zone })}`

  usePrintStamp(stamp)

  async function print() {
    setPrintState('busy')
    try {
      await preparePrint?.()
      setPrintState('idle')
      window.print()
    } catch {
      setPrintState('failed')
    }
  }

  async function download() {
    setCsvState('busy')
    try {
      const response = await fetch(csvAddress)
      if (!response.ok || !(response.headers.get('content-type') ?? '').startsWith('text/csv')) throw new Error(String(response.status))
      const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'report.csv'
      const url = URL.createObjectURL(await response.blob())
      const a = document.createElement('a')
      a.href = url
      a.download = name
      document.body.append(a)
      a.click()
      a.remove()
      setTimeout(() => URL.revokeObjectURL(url), 10_000)
      setCsvState('idle')
    } catch {
      setCsvState('failed')
    }
  }

  return (
    <div className="flex flex-col gap-24" data-report="">
      <form
        aria-label={m.report_filters()}
        className="grid gap-12 rounded-lg border border-border bg-muted/40 p-16 sm:grid-cols-2 lg:grid-cols-6 lg:items-end print:hidden"
        data-testid="report-filters"
        onSubmit={(event) => {
          event.preventDefault()
          const data = new FormData(event.currentTarget)
          const value = (name: string) => {
            const v = String(data.get(name) ?? '').trim()
            return v === '' ? undefined : v
          }
          const number = (name: string) => (value(name) === undefined ? undefined : Number(value(name)))
          void navigate({
            to,
            search: (prev: Record<string, unknown>) => ({
              ...prev,
              from: value('from'),
              to: value('to'),
              country: value('country'),
              category: number('category'),
              activity: number('activity'),
              page: undefined,
            }),
          })
        }}
      >
        <label className="flex flex-col gap-4 text-dp-14 font-medium">
          {m.report_filter_from()}
          <input type="month" name="from" defaultValue={meta.from} className={control} key={`from-${meta.from}`} />
        </label>
        <label className="flex flex-col gap-4 text-dp-14 font-medium">
          {m.report_filter_to()}
          <input type="month" name="to" defaultValue={meta.to} className={control} key={`to-${meta.to}`} />
        </label>
        <label className="flex flex-col gap-4 text-dp-14 font-medium">
          {m.report_filter_country()}
          <select name="country" defaultValue={filters.country ?? ''} className={control} key={`c-${filters.country}`}>
            <option value="">{m.report_all()}</option>
            {meta.options.countries.map((c) => (
              <option key={c.code} value={c.code}>
                {c.name}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-4 text-dp-14 font-medium">
          {m.report_filter_category()}
          <select name="category" defaultValue={filters.category ?? ''} className={control} key={`k-${filters.category}`}>
            <option value="">{m.report_all()}</option>
            {meta.options.categories.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-4 text-dp-14 font-medium">
          {m.report_filter_activity()}
          <select name="activity" defaultValue={filters.activity ?? ''} className={control} key={`a-${filters.activity}`}>
            <option value="">{m.report_all()}</option>
            {meta.options.activities.map((a) => (
              <option key={a.id} value={a.id}>
                {a.name}
              </option>
            ))}
          </select>
        </label>
        <Button type="submit">{m.report_apply()}</Button>
      </form>

      <div className="flex flex-col gap-12 sm:flex-row sm:items-start sm:justify-between">
        <dl className="grid grid-cols-[auto_1fr] gap-x-12 gap-y-2 text-dp-14" data-testid="report-stamp">
          {words.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-muted-foreground">{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
          <dt className="text-muted-foreground">{m.report_made()}</dt>
          <dd>{m.report_made_value({ when: made, zone: meta.time_zone })}</dd>
        </dl>
        <div className="flex flex-wrap gap-8 print:hidden">
          <Button variant="outline" onClick={() => void download()} disabled={csvState === 'busy'} data-testid="report-csv">
            {csvState === 'busy' ? m.report_csv_busy() : csvLabel}
          </Button>
          <Button variant="outline" onClick={() => void print()} disabled={printState === 'busy'} data-testid="report-print">
            {printState === 'busy' ? m.report_print_busy() : m.report_print()}
          </Button>
        </div>
      </div>
      {printState === 'failed' ? (
        <p role="alert" className="text-dp-14 text-destructive print:hidden">
          {m.report_print_failed()}
        </p>
      ) : null}
      {csvState === 'failed' ? (
        <p role="alert" className="text-dp-14 text-destructive">
          {m.report_csv_failed()}
        </p>
      ) : null}
      {children}
    </div>
  )
}
