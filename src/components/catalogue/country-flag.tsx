import { cn } from '@/lib/utils'
import flagsUrl from './assets/flags.svg?no-inline'

/*
 * Simplified flags of the platform's countries (30 × 20) in one SVG sprite, drawn with <use>:
 * emoji flags do not render on Windows or on systems without an emoji font, and the drawings as
 * React elements were 1.4 KB gz of the JavaScript of every page that shows a flag (ADR 037). The
 * sprite is one hashed, immutable file that the service worker keeps. An unknown code shows its
 * letters. FLAG_CODES lists the sprite's symbols (country-flag.test.tsx checks that they match).
 */
export const FLAG_CODES = new Set(['EC', 'MY', 'TR', 'CL', 'TH', 'VN', 'PE', 'ID', 'PH', 'ZA', 'BR', 'ES', 'IT', 'NZ', 'AU', 'CN'])

/** A country's flag; decorative unless `label` is given (the country's name is usually beside it). */
export function CountryFlag({ code, label, className }: { code: string; label?: string; className?: string }) {
  if (!FLAG_CODES.has(code)) {
    return (
      <span
        className={cn(
          'inline-flex h-[1em] w-[1.5em] items-center justify-center rounded-[2px] bg-muted text-[0.55em] font-semibold',
          className,
        )}
        aria-hidden={label ? undefined : true}
        aria-label={label}
        role={label ? 'img' : undefined}
      >
        {code}
      </span>
    )
  }
  return (
    <svg
      viewBox="0 0 30 20"
      className={cn('inline-block h-[1em] w-[1.5em] shrink-0 overflow-hidden rounded-[2px] shadow-[0_0_0_1px_rgb(0_0_0/0.08)]', className)}
      aria-hidden={label ? undefined : true}
      role={label ? 'img' : undefined}
      aria-label={label}
      focusable="false"
    >
      <use href={`${flagsUrl}#${code}`} />
    </svg>
  )
}
