import { cn } from '@/lib/utils'
import { m } from '@/paraglide/messages'

const LABELS: Record<string, () => string> = {
  halal: m.cat_a_cert_halal,
  organic: m.cat_a_cert_organic,
  gap: m.cat_a_cert_gap,
  haccp: m.cat_a_cert_haccp,
  iso22000: m.cat_a_cert_iso22000,
  fairtrade: m.cat_a_cert_fairtrade,
  kosher: m.cat_a_cert_kosher,
}

/** The localised name of a certification code (halal, organic, …); unknown codes in capitals. */
export function certificationLabel(code: string): string {
  return LABELS[code]?.() ?? code.toUpperCase()
}

/** A small certification chip. */
export function CertBadge({ code, className }: { code: string; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-4 rounded-full border border-primary/30 bg-secondary px-8 py-2 text-dp-12 font-medium whitespace-nowrap text-secondary-foreground',
        className,
      )}
    >
      <svg viewBox="0 0 16 16" className="size-[1em]" aria-hidden focusable="false">
        <path d="M8 1 2.5 3.2v4.1c0 3.4 2.3 6.3 5.5 7.2 3.2-.9 5.5-3.8 5.5-7.2V3.2z" fill="currentColor" opacity=".25" />
        <path d="m5.2 8.2 2 2 3.8-4" stroke="currentColor" strokeWidth="1.6" fill="none" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      {certificationLabel(code)}
    </span>
  )
}
