import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { reportQuery } from '../api/queries'
import { Button } from '@/components/ui/button'
import { isLoggedIn, useUserInfo } from '@/lib/user-info'
import { m } from '@/paraglide/messages'

const DAYS = 7

function when(iso: string): string {
  return new Date(iso).toLocaleString(document.documentElement.lang)
}

function Table({ head, rows, testId }: { head: string[]; rows: ReactNode[][]; testId: string }) {
  if (!rows.length) return <p className="text-dp-14 text-muted-foreground">{m.monitoring_empty()}</p>
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-dp-14" data-testid={testId}>
        <thead>
          <tr className="border-b border-border">
            {head.map((label) => (
              <th key={label} scope="col" className="px-8 py-6 font-semibold">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((cells, i) => (
            <tr key={i} className="border-b border-border/60 align-top">
              {cells.map((cell, j) => (
                <td key={j} className="px-8 py-6 break-all">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/** The analysts' view of browser monitoring (login required; read after hydration). */
export function MonitoringReport() {
  const user = useUserInfo()
  const loggedIn = isLoggedIn(user)
  // Staff only (the server answers 403 to anyone else): other accounts are told so, not asked.
  const analyst = loggedIn && user?.role === 'analyst'
  const report = useQuery({ ...reportQuery(DAYS), enabled: analyst })
  if (!loggedIn) {
    return (
      <div className="flex flex-col items-start gap-12">
        <p className="text-dp-16">{m.monitoring_login_needed()}</p>
        <Button asChild>
          <Link to="/login">{m.monitoring_login()}</Link>
        </Button>
      </div>
    )
  }
  if (!analyst || (report.error as { status?: number } | null)?.status === 403) {
    return (
      <p className="text-dp-16" role="alert" data-testid="monitoring-forbidden">
        {m.harden_monitoring_analysts_only()}
      </p>
    )
  }
  if (report.isPending) return <p className="text-dp-14 text-muted-foreground">{m.monitoring_loading()}</p>
  if (report.isError) return <p className="text-dp-14 text-destructive">{m.monitoring_failed()}</p>
  const data = report.data
  return (
    <div className="flex flex-col gap-32" data-testid="monitoring-report">
      <p className="text-dp-14 text-muted-foreground">{m.monitoring_period({ days: String(DAYS), count: String(data.total_events) })}</p>
      <section className="flex flex-col gap-12">
        <h2 className="text-dp-20 font-semibold">{m.monitoring_errors()}</h2>
        <Table
          testId="monitoring-errors"
          head={[
            m.monitoring_col_type(),
            m.monitoring_col_message(),
            m.monitoring_col_count(),
            m.monitoring_col_routes(),
            m.monitoring_col_last(),
          ]}
          rows={data.errors.map((row) => [row.type, row.message, row.count, row.routes, when(row.last_at)])}
        />
      </section>
      <section className="flex flex-col gap-12">
        <h2 className="text-dp-20 font-semibold">{m.monitoring_requests()}</h2>
        <Table
          testId="monitoring-requests"
          head={[m.monitoring_col_request(), m.monitoring_col_count(), m.monitoring_col_failed(), m.monitoring_col_slow(), 'p95 ms']}
          rows={data.requests.map((row) => [row.name, row.count, row.failed, row.slow, row.p95_ms])}
        />
      </section>
      <section className="flex flex-col gap-12">
        <h2 className="text-dp-20 font-semibold">{m.monitoring_vitals()}</h2>
        <Table
          testId="monitoring-vitals"
          head={[m.monitoring_col_route(), m.monitoring_col_metric(), m.monitoring_col_count(), 'p50', 'p75', 'p95']}
          rows={data.vitals.map((row) => [row.route, row.name, row.count, row.p50, row.p75, row.p95])}
        />
      </section>
    </div>
  )
}
