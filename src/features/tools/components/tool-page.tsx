import { Link } from '@tanstack/react-router'
import { useId, useState } from 'react'
import { CONTAINERS, loadContainer, PACKAGES, type LoadInput } from '../utils/container'
import { HS_CODES, lookupHs } from '@/lib/hs-codes'
import { INCOTERMS, STEPS, type Party } from '../utils/incoterms'
import type { ToolSearch } from '../utils/tool-search'
import { formatNumber } from '@/components/catalogue/format'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { cn } from '@/lib/utils'
import { m } from '@/paraglide/messages'
import { getLocale } from '@/paraglide/runtime'

const pick = (text: { en: string; zh: string }) => (getLocale() === 'zh-CN' ? text.zh : text.en)

/** `/tool`'s body: three working trade tools. The chosen Incoterm and the HS query live in the URL. */
export function ToolPage({ search, onSearch }: { search: ToolSearch; onSearch: (next: ToolSearch) => void }) {
  return (
    <>
      <nav aria-label={m.tool_nav_label()} className="flex flex-wrap gap-8">
        {[
          ['#incoterms', m.tool_incoterms_title()],
          ['#container', m.tool_container_title()],
          ['#hs-code', m.tool_hs_title()],
        ].map(([href, label]) => (
          <a
            key={href}
            href={href}
            className="rounded-full border border-border px-14 py-6 text-dp-14 hover:border-primary hover:text-primary"
          >
            {label}
          </a>
        ))}
      </nav>
      <Incoterms code={search.incoterm ?? 'FOB'} onCode={(incoterm) => onSearch({ ...search, incoterm })} />
      <ContainerCalculator />
      <HsLookup query={search.hs ?? ''} onQuery={(hs) => onSearch({ ...search, hs: hs || undefined })} />
    </>
  )
}

function Section({ id, title, lead, children }: { id: string; title: string; lead: string; children: React.ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="flex scroll-mt-80 flex-col gap-16 border-t border-border pt-24">
      <div className="flex flex-col gap-6">
        <h2 id={`${id}-title`} className="text-dp-24 font-semibold text-brand-ink">
          {title}
        </h2>
        <p className="max-w-800 text-dp-15 text-muted-foreground">{lead}</p>
      </div>
      {children}
    </section>
  )
}

/** A table's header row: one column header per label; `end` columns are aligned right (figures). */
function HeaderRow({ columns }: { columns: ReadonlyArray<readonly [string, 'start' | 'end']> }) {
  return (
    <tr className="border-b border-border text-left text-muted-foreground">
      {columns.map(([label, align], index) => (
        <th key={index} scope="col" className={cn('py-8 pr-12 font-medium last:pr-0', align === 'end' && 'text-right')}>
          {label}
        </th>
      ))}
    </tr>
  )
}

function partyLabel(party: Party) {
  return party === 'seller' ? m.tool_party_seller() : m.tool_party_buyer()
}

function Incoterms({ code, onCode }: { code: string; onCode: (code: string) => void }) {
  const rule = INCOTERMS.find((r) => r.code === code) ?? INCOTERMS[0]!
  const groups = [
    [m.tool_incoterms_any(), INCOTERMS.filter((r) => !r.seaOnly)],
    [m.tool_incoterms_sea(), INCOTERMS.filter((r) => r.seaOnly)],
  ] as const
  return (
    <Section id="incoterms" title={m.tool_incoterms_title()} lead={m.tool_incoterms_lead()}>
      <div className="flex flex-col gap-12 md:flex-row md:gap-32">
        {groups.map(([label, rules]) => (
          <div key={label} role="group" aria-label={label} className="flex flex-col gap-6">
            <span className="text-dp-13 text-muted-foreground">{label}</span>
            <div className="flex flex-wrap gap-6">
              {rules.map((r) => (
                <Button
                  key={r.code}
                  size="sm"
                  variant={r.code === rule.code ? 'default' : 'outline'}
                  aria-pressed={r.code === rule.code}
                  title={pick(r.name)}
                  className="min-h-44 min-w-56 font-mono"
                  onClick={() => onCode(r.code)}
                >
                  {r.code}
                </Button>
              ))}
            </div>
          </div>
        ))}
      </div>
      <div className="grid gap-16 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <table className="w-full border-collapse text-dp-14" data-testid="incoterm-table">
          <caption className="pb-8 text-left text-dp-16 font-semibold">
            {m.tool_incoterms_caption({ code: rule.code, name: pick(rule.name) })}
          </caption>
          <thead>
            <HeaderRow
              columns={[
                [m.tool_incoterms_step(), 'start'],
                [m.tool_incoterms_pays(), 'start'],
              ]}
            />
          </thead>
          <tbody>
            {STEPS.map((step, index) => {
              const party = rule.costs[index]!
              const riskHere = index === rule.riskAfter - 1
              return (
                <tr key={step.key} className={cn('border-b border-border', riskHere && 'border-b-2 border-b-destructive')}>
                  <th scope="row" className="py-8 pr-12 text-left font-normal">
                    <span className="mr-8 text-muted-foreground tabular-nums">{index + 1}.</span>
                    {pick(step)}
                    {riskHere ? (
                      <span className="mt-4 block text-dp-13 font-medium text-destructive">▼ {m.tool_incoterms_risk_here()}</span>
                    ) : null}
                  </th>
                  <td className="py-8">
                    <span
                      className={cn(
                        'inline-block rounded-md px-8 py-2 text-dp-13 font-medium',
                        party === 'seller' ? 'bg-primary/10 text-primary' : 'bg-brand-ink/10 text-brand-ink',
                      )}
                    >
                      {partyLabel(party)}
                    </span>
                  </td>
                </tr>
              )
            })}
          </tbody>
        </table>
        <Card className="gap-8 self-start">
          <h3 className="text-dp-18 font-semibold">
            {rule.code} · {pick(rule.name)}
          </h3>
          <p className="text-dp-13 text-muted-foreground">{rule.seaOnly ? m.tool_incoterms_sea_only() : m.tool_incoterms_any_mode()}</p>
          <dl className="flex flex-col gap-4 text-dp-14">
            <dt className="font-medium">{m.tool_incoterms_risk()}</dt>
            <dd data-testid="incoterm-risk">{pick(rule.risk)}</dd>
          </dl>
          {rule.note ? <p className="text-dp-14 text-muted-foreground">{pick(rule.note)}</p> : null}
        </Card>
      </div>
    </Section>
  )
}

type Field = keyof LoadInput
const FIELDS: ReadonlyArray<[Field, () => string]> = [
  ['length', m.tool_field_length],
  ['width', m.tool_field_width],
  ['height', m.tool_field_height],
  ['kg', m.tool_field_kg],
]
const containerName: Record<string, () => string> = {
  '20gp': m.tool_container_20gp,
  '40gp': m.tool_container_40gp,
  '40hc': m.tool_container_40hc,
  '20rf': m.tool_container_20rf,
  '40rf': m.tool_container_40rf,
}
const presetName: Record<string, () => string> = {
  bag25: m.tool_preset_bag25,
  banana18: m.tool_preset_banana18,
  carton10: m.tool_preset_carton10,
  wine12: m.tool_preset_wine12,
}

/** The field's error in the user's language, naming it; undefined when the value is usable. */
function fieldError(field: Field, label: string, text: string): string | undefined {
  const value = Number(text.replace(',', '.'))
  const ok =
    text.trim() !== '' && Number.isFinite(value) && (field === 'kg' ? value >= 0.1 && value <= 30_000 : value >= 1 && value <= 1200)
  if (ok) return undefined
  return field === 'kg' ? m.tool_error_kg({ field: label }) : m.tool_error_size({ field: label })
}

function ContainerCalculator() {
  const id = useId()
  const start = PACKAGES[2]
  const [preset, setPreset] = useState<string>(start.key)
  const [values, setValues] = useState<Record<Field, string>>({
    length: String(start.size[0]),
    width: String(start.size[1]),
    height: String(start.size[2]),
    kg: String(start.kg),
  })
  const errors = Object.fromEntries(FIELDS.map(([field, label]) => [field, fieldError(field, label(), values[field])])) as Record<
    Field,
    string | undefined
  >
  const valid = FIELDS.every(([field]) => !errors[field])
  const input = Object.fromEntries(FIELDS.map(([field]) => [field, Number(values[field].replace(',', '.'))])) as LoadInput

  function choose(key: string) {
    setPreset(key)
    const pkg = PACKAGES.find((p) => p.key === key)
    if (pkg) setValues({ length: String(pkg.size[0]), width: String(pkg.size[1]), height: String(pkg.size[2]), kg: String(pkg.kg) })
  }

  return (
    <Section id="container" title={m.tool_container_title()} lead={m.tool_container_lead()}>
      <form className="grid gap-12 sm:grid-cols-2 lg:grid-cols-5" onSubmit={(event) => event.preventDefault()} noValidate>
        <div className="flex flex-col gap-6 sm:col-span-2 lg:col-span-1">
          <label htmlFor={`${id}-preset`} className="text-dp-14 font-medium">
            {m.tool_container_preset()}
          </label>
          <select
            id={`${id}-preset`}
            value={preset}
            onChange={(event) => choose(event.target.value)}
            className="h-44 rounded-md border border-border bg-background px-8 text-dp-14"
          >
            {PACKAGES.map((p) => (
              <option key={p.key} value={p.key}>
                {presetName[p.key]!()}
              </option>
            ))}
            <option value="custom">{m.tool_preset_custom()}</option>
          </select>
        </div>
        {FIELDS.map(([field, label]) => (
          <div key={field} className="flex flex-col gap-6">
            <label htmlFor={`${id}-${field}`} className="text-dp-14 font-medium">
              {label()}
            </label>
            <input
              id={`${id}-${field}`}
              name={field}
              inputMode="decimal"
              value={values[field]}
              aria-invalid={errors[field] ? true : undefined}
              aria-describedby={errors[field] ? `${id}-${field}-error` : undefined}
              onChange={(event) => {
                setPreset('custom')
                setValues({ ...values, [field]: event.target.value })
              }}
              className="h-44 rounded-md border border-border bg-background px-12 text-dp-15 tabular-nums aria-invalid:border-destructive"
            />
            {errors[field] ? (
              <p id={`${id}-${field}-error`} className="text-dp-13 text-destructive">
                {errors[field]}
              </p>
            ) : null}
          </div>
        ))}
      </form>
      <div aria-live="polite" className="flex flex-col gap-8">
        {valid ? (
          <div className="overflow-x-auto">
            <table className="w-full min-w-640 border-collapse text-dp-14" data-testid="container-table">
              <caption className="pb-8 text-left text-dp-16 font-semibold">{m.tool_container_results()}</caption>
              <thead>
                <HeaderRow
                  columns={[
                    [m.tool_container_col_container(), 'start'],
                    [m.tool_container_col_packages(), 'end'],
                    [m.tool_container_col_limit(), 'start'],
                    [m.tool_container_col_layout(), 'start'],
                    [m.tool_container_col_weight(), 'end'],
                    [m.tool_container_col_volume(), 'end'],
                  ]}
                />
              </thead>
              <tbody>
                {CONTAINERS.map((container) => {
                  const load = loadContainer(container, input)
                  return (
                    <tr key={container.key} className="border-b border-border" data-container={container.key}>
                      <th scope="row" className="py-8 pr-12 text-left font-medium">
                        {containerName[container.key]!()}
                      </th>
                      <td className="py-8 pr-12 text-right text-dp-16 font-semibold tabular-nums" data-testid="load-count">
                        {formatNumber(load.count)}
                      </td>
                      <td className="py-8 pr-12">
                        {load.limit === 'weight'
                          ? m.tool_limit_weight({ count: formatNumber(load.byWeight), other: formatNumber(load.byVolume) })
                          : m.tool_limit_volume({ count: formatNumber(load.byVolume), other: formatNumber(load.byWeight) })}
                      </td>
                      <td className="py-8 pr-12 tabular-nums">{load.arrangement.join(' × ')}</td>
                      <td className="py-8 pr-12 text-right tabular-nums">{formatNumber(Math.round(load.totalKg))} kg</td>
                      <td className="py-8 text-right tabular-nums">{Math.round(load.volumeUsed * 100)} %</td>
                    </tr>
                  )
                })}
              </tbody>
            </table>
          </div>
        ) : (
          <p className="text-dp-14 text-muted-foreground">{m.tool_container_fix()}</p>
        )}
        <p className="text-dp-13 text-muted-foreground">{m.tool_container_note()}</p>
      </div>
    </Section>
  )
}

function HsLookup({ query, onQuery }: { query: string; onQuery: (query: string) => void }) {
  const id = useId()
  const [text, setText] = useState(query)
  const rows = text.trim() ? lookupHs(text) : HS_CODES
  return (
    <Section id="hs-code" title={m.tool_hs_title()} lead={m.tool_hs_lead()}>
      <div className="flex max-w-480 flex-col gap-6">
        <label htmlFor={`${id}-q`} className="text-dp-14 font-medium">
          {m.tool_hs_field()}
        </label>
        <input
          id={`${id}-q`}
          type="search"
          value={text}
          maxLength={60}
          placeholder={m.tool_hs_placeholder()}
          onChange={(event) => {
            setText(event.target.value)
            onQuery(event.target.value.trim())
          }}
          className="h-44 rounded-md border border-border bg-background px-12 text-dp-15"
        />
      </div>
      <p role="status" className="text-dp-14 text-muted-foreground">
        {rows.length ? m.tool_hs_count({ count: String(rows.length) }) : m.tool_hs_none({ query: text.trim() })}
      </p>
      {rows.length ? (
        <div className="overflow-x-auto">
          <table className="w-full min-w-560 border-collapse text-dp-14" data-testid="hs-table">
            <thead>
              <HeaderRow
                columns={[
                  [m.tool_hs_col_code(), 'start'],
                  [m.tool_hs_col_category(), 'start'],
                  [m.tool_hs_col_description(), 'start'],
                  [m.tool_hs_products(), 'end'],
                ]}
              />
            </thead>
            <tbody>
              {rows.map((entry) => (
                <tr key={`${entry.code}-${entry.category.en}`} className="border-b border-border">
                  <th scope="row" className="py-8 pr-12 text-left font-mono font-semibold">
                    {entry.code}
                  </th>
                  <td className="py-8 pr-12">{pick(entry.category)}</td>
                  <td className="py-8 pr-12">{pick(entry.description)}</td>
                  <td className="py-8 text-right">
                    <Link
                      to="/product"
                      search={{ q: pick(entry.category) }}
                      aria-label={m.tool_hs_products_label({ category: pick(entry.category) })}
                      className="text-primary underline-offset-4 hover:underline"
                    >
                      {m.tool_hs_products()}
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <p className="text-dp-13 text-muted-foreground">{m.tool_hs_note()}</p>
    </Section>
  )
}
