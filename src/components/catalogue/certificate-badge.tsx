import { cn } from '@/lib/utils'
import { certificateLabel } from './certificate-label'

/** A small pill naming a certificate type that is valid today. */
export function CertificateBadge({ type, className }: { type: string; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-4 rounded-full border border-emerald-600/30 bg-emerald-50 px-8 py-2 text-dp-12 font-medium text-emerald-800',
        className,
      )}
    >
      <svg aria-hidden viewBox="0 0 16 16" className="size-[max(10px,calc(var(--spacing)*12))] fill-current">
        <path d="M8 1 2.5 3.2v4.1c0 3.4 2.3 6.5 5.5 7.7 3.2-1.2 5.5-4.3 5.5-7.7V3.2L8 1Zm-1 10.2L4.3 8.5l1-1L7 9.2l3.8-3.8 1 1L7 11.2Z" />
      </svg>
      {certificateLabel(type)}
    </span>
  )
}
