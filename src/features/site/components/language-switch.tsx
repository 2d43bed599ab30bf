import { usePublicConfig } from '../utils/use-public-config'
import { switchLocale } from '../utils/preferences'
import { locales, type Locale } from '../../../../app.config'
import { cn } from '@/lib/utils'
import { m } from '@/paraglide/messages'
import { getLocale } from '@/paraglide/runtime'

const names: Record<Locale, () => string> = { 'en-US': m.lang_name_en, 'zh-CN': m.lang_name_zh }

/** Switches language and keeps the current page and its search params. */
export function LanguageSwitch({ className, compact = false }: { className?: string; compact?: boolean }) {
  const { cookie } = usePublicConfig()
  const current = getLocale()
  // The compact (mobile) switch offers only the other language.
  const shown = compact ? locales.filter((locale) => locale !== current) : locales
  return (
    <fieldset className={cn('flex items-center gap-4', className)}>
      <legend className="sr-only">{m.lang_switch_label()}</legend>
      {shown.map((locale) => (
        <button
          key={locale}
          type="button"
          lang={locale}
          aria-pressed={locale === current}
          disabled={locale === current}
          onClick={() => switchLocale(locale, cookie)}
          className="rounded px-8 py-4 text-dp-14 whitespace-nowrap hover:bg-accent disabled:cursor-default disabled:bg-secondary disabled:font-semibold disabled:text-secondary-foreground"
        >
          {names[locale]()}
        </button>
      ))}
    </fieldset>
  )
}
