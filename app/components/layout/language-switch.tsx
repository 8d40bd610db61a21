import { useLocation } from '@remix-run/react'
import { LOCALE_NAMES, LOCALE_SHORT_NAMES, localizedHref, type Locale } from '#app/domain/locale.ts'
import { cn } from '#app/components/class-names.ts'
import { useTranslation } from '#app/utils/i18n.ts'

/** The switch's order, as the Ministry's sites write it: "BM | EN". */
const SWITCH_ORDER: readonly Locale[] = ['ms', 'en']

/**
 * "BM | EN": plain links to the same page and query with `lng` replaced, so the switch works without
 * JavaScript, and a full page load (not a client navigation) redraws everything in the new language.
 * The server remembers the choice in the `lng` cookie.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t, locale } = useTranslation('nav')
  const location = useLocation()
  return (
    <nav aria-label={t('language.label')} className={cn('text-sm', className)}>
      <ul className="flex items-center">
        {SWITCH_ORDER.map((target, i) => (
          <li key={target} className="flex items-center">
            {i > 0 ? (
              <span aria-hidden="true" className="px-1 text-slate-400">
                |
              </span>
            ) : null}
            <a
              href={localizedHref(location, target)}
              hrefLang={target}
              lang={target}
              aria-current={target === locale ? 'true' : undefined}
              className={cn(
                'inline-flex min-h-11 min-w-11 items-center justify-center rounded px-1.5 font-semibold underline-offset-2 hover:underline',
                target === locale ? 'text-brand-900 underline' : 'text-slate-700',
              )}
            >
              {LOCALE_SHORT_NAMES[target]}
              <span className="sr-only"> ({LOCALE_NAMES[target]})</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
