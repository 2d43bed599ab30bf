import { useState } from 'react'
import { isIllustration } from '@/lib/product-illustration'
import { cn } from '@/lib/utils'
import { m } from '@/paraglide/messages'

/**
 * The product's images: one large image (the page's LCP element: eager, fetchpriority high,
 * fixed size so nothing shifts) and thumbnails that switch it.
 */
export function ProductGallery({ images, name }: { images: Array<string>; name: string }) {
  const [current, setCurrent] = useState(0)
  if (!images.length) return <div className="aspect-square w-full rounded-lg bg-muted" aria-hidden />
  return (
    <div className="flex flex-col gap-8">
      <div className="aspect-square overflow-hidden rounded-lg border border-border bg-muted">
        <img
          src={images[current]}
          alt={
            isIllustration(images[current]!)
              ? m.cat_b_drawing_of({ name })
              : m.cat_b_image_of({ name, n: String(current + 1), total: String(images.length) })
          }
          width={800}
          height={800}
          fetchPriority="high"
          decoding="async"
          className="size-full object-cover"
          data-testid="gallery-main"
        />
      </div>
      {images.length > 1 ? (
        <ul className="flex gap-8" aria-label={m.cat_b_gallery()}>
          {images.map((src, index) => (
            <li key={src}>
              <button
                type="button"
                onClick={() => setCurrent(index)}
                aria-pressed={index === current}
                aria-label={m.cat_b_show_image({ n: String(index + 1) })}
                className={cn(
                  'block size-64 min-h-[44px] min-w-[44px] overflow-hidden rounded-md border-2',
                  index === current ? 'border-primary' : 'border-transparent opacity-80 hover:opacity-100',
                )}
              >
                <img src={src} alt="" width={64} height={64} loading="lazy" className="size-full object-cover" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
