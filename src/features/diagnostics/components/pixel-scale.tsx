import { m } from '@/paraglide/messages'

const boxes = [50, 100, 200, 400, 800]
const texts = [12, 14, 16, 20, 24, 32, 48] as const
const textClass: Record<(typeof texts)[number], string> = {
  12: 'text-dp-12',
  14: 'text-dp-14',
  16: 'text-dp-16',
  20: 'text-dp-20',
  24: 'text-dp-24',
  32: 'text-dp-32',
  48: 'text-dp-48',
}

/** /pixel: boxes and text sized in design pixels, to check the rem scale at this width. */
export function PixelScale() {
  return (
    <div className="flex flex-col gap-24">
      <div className="flex flex-col gap-8">
        {boxes.map((n) => (
          <div
            key={n}
            data-testid={`pixel-box-${n}`}
            className="flex h-24 items-center bg-primary/15 px-6 text-dp-12 text-secondary-foreground"
            style={{ width: `calc(var(--spacing) * ${n})` }}
          >
            {m.pixel_box({ n: String(n) })}
          </div>
        ))}
      </div>
      <div className="flex flex-col gap-4">
        {texts.map((n) => (
          <p key={n} className={textClass[n]}>
            {m.pixel_text({ n: String(n) })}
          </p>
        ))}
      </div>
    </div>
  )
}
