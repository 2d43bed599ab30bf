import { useQuery } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { m } from '@/paraglide/messages'
import { badgeSheetQuery } from '../api/queries'

type QrMatrix = { size: number; dark: (row: number, column: number) => boolean }

/** One SVG path of the code's dark modules (no HTML strings: React draws it). */
function QrCode({ matrix, label }: { matrix: QrMatrix; label: string }) {
  let d = ''
  for (let row = 0; row < matrix.size; row++) {
    for (let column = 0; column < matrix.size; column++) if (matrix.dark(row, column)) d += `M${column} ${row}h1v1h-1z`
  }
  return (
    <svg viewBox={`-2 -2 ${matrix.size + 4} ${matrix.size + 4}`} role="img" aria-label={label} className="size-[30mm] shrink-0">
      <rect x={-2} y={-2} width={matrix.size + 4} height={matrix.size + 4} fill="#fff" />
      <path d={d} fill="#000" shapeRendering="crispEdges" />
    </svg>
  )
}

/**
 * The printed badges of an activity: every attendee's name, company and ticket, as
 * text and as a low-density QR code (error correction M on an 8-character code: version 1, 21 ×
 * 21 modules, so it reads in bad light). Eight badges of 90 × 54 mm to an A4 page. The sheet is
 * drawn (for print only) once asked for, and opens the print dialog once; printing again reuses it.
 */
export function BadgeSheet(props: { userId: number; actId: number; title: string }) {
  const attendees = useQuery(badgeSheetQuery(props.userId, props.actId))
  const [codes, setCodes] = useState<Map<string, QrMatrix>>()
  const printed = useRef(false)

  useEffect(() => {
    if (!attendees.data) return
    let cancelled = false
    void import('qrcode').then(({ default: QRCode }) => {
      if (cancelled) return
      const made = new Map<string, QrMatrix>()
      for (const a of attendees.data) {
        const { modules } = QRCode.create(a.ticket, { errorCorrectionLevel: 'M' })
        made.set(a.ticket, { size: modules.size, dark: (row, column) => Boolean(modules.get(row, column)) })
      }
      setCodes(made)
    })
    return () => {
      cancelled = true
    }
  }, [attendees.data])

  useEffect(() => {
    if (!codes || printed.current) return
    printed.current = true
    window.print()
  }, [codes])

  if (attendees.isError) {
    return (
      <p role="alert" className="text-dp-14 text-destructive">
        {m.hall_badges_failed()}
      </p>
    )
  }
  if (!attendees.data || !codes) {
    return (
      <p role="status" className="text-dp-14 text-muted-foreground">
        {m.hall_badges_preparing()}
      </p>
    )
  }
  return (
    <>
      <p role="status" className="text-dp-14 text-muted-foreground print:hidden">
        {m.hall_badges_ready({ count: attendees.data.length })}
      </p>
      <ul data-badge-sheet className="hidden grid-cols-2 gap-x-[4mm] print:grid" data-testid="badge-sheet">
        {attendees.data.map((a) => (
          <li
            key={a.ticket}
            className="flex h-[54mm] break-inside-avoid items-center gap-[4mm] border border-dashed border-black/40 p-[4mm] text-black"
          >
            <div className="flex min-w-0 flex-1 flex-col gap-[2mm]">
              <span className="text-[8pt] leading-tight">{props.title}</span>
              <span className="text-[16pt] leading-tight font-bold">{a.name || a.company}</span>
              {a.name ? <span className="text-[10pt] leading-tight">{a.company}</span> : null}
              <span className="mt-auto font-mono text-[12pt] tracking-widest" data-testid="badge-ticket">
                {a.ticket}
              </span>
            </div>
            <QrCode matrix={codes.get(a.ticket)!} label={m.hall_badges_qr({ ticket: a.ticket })} />
          </li>
        ))}
      </ul>
    </>
  )
}
