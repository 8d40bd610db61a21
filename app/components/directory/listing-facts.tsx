import { suspensionOf, type ListingStanding } from '#app/domain/listing.ts'
import { cn } from '#app/components/class-names.ts'
import { formatDate } from '#app/domain/dates.ts'
import type { Locale } from '#app/domain/locale.ts'
import { useListLabel, useTranslation } from '#app/utils/i18n.ts'

/**
 * Who stands behind a listing, said plainly (issue 19): "EMPAM member in good standing until …" for an
 * active member's listing, "Self-listed" for one no member keeps. Nothing more is claimed. Issue 36: a
 * suspension in force says so instead ("Suspended by EMPAM until …").
 */
export function StandingNote({ standing, className, href = null }: { standing: ListingStanding; className?: string; href?: string | null }) {
  const { t, locale } = useTranslation('directory')
  const suspension = suspensionOf(standing)
  const text =
    standing.kind === 'self-listed'
      ? t('standing.selfListed')
      : suspension
        ? t('standing.suspended', { date: day(suspension.until, locale) })
        : standing.until
          ? t('standing.memberUntil', { date: day(standing.until, locale) })
          : t('standing.member')
  return (
    <p
      className={cn('text-sm', suspension ? 'font-semibold text-red-800' : standing.kind === 'member' ? 'font-medium text-brand-900' : 'text-slate-700', className)}
      data-testid="standing"
    >
      {href && standing.kind === 'member' ? (
        <a href={href} className={cn('link inline-flex min-h-11 items-center sm:min-h-0', suspension && 'text-red-800')}>
          {text}
        </a>
      ) : (
        text
      )}
    </p>
  )
}

const day = (date: string, locale: Locale) => formatDate(`${date}T04:00:00Z`, locale)

/**
 * Issue 36 (decisions 043, 045): each sanction in force, its kind and dates (and on a profile its
 * summary), and "Insurance and first aid current" while both are confirmed and in date.
 */
export function StandingExtras({ standing, summaries = false, className }: { standing: ListingStanding; summaries?: boolean; className?: string }) {
  const { t, locale } = useTranslation('directory')
  if (standing.kind !== 'member' || (!standing.sanctions?.length && !standing.coverCurrent)) return null
  return (
    <ul className={cn('space-y-1 text-sm', className)}>
      {standing.sanctions?.map((s) => (
        <li key={`${s.kind}${s.from}`} data-testid="sanction" className="text-red-800">
          <span className="font-semibold">{t(`standing.${s.kind as 'warning' | 'conditions' | 'suspension'}`, { from: day(s.from, locale), until: day(s.until, locale) })}</span>
          {summaries && s.summary ? <span className="block text-slate-800">{s.summary}</span> : null}
        </li>
      ))}
      {standing.coverCurrent ? (
        <li data-testid="cover" className="text-slate-700">
          {t('standing.cover')}
        </li>
      ) : null}
    </ul>
  )
}

/** The languages and ways of meeting a listing gives, in the page's language. */
export function LanguagesAndModes({ languages, modes, className }: { languages: readonly string[]; modes: readonly string[]; className?: string }) {
  const { t } = useTranslation('directory')
  const listLabel = useListLabel()
  if (!languages.length && !modes.length) return null
  return (
    <dl className={cn('space-y-1 text-sm text-slate-700', className)}>
      {languages.length ? (
        <div className="flex flex-wrap gap-x-1">
          <dt className="font-medium text-slate-900">{t('facts.languages')}</dt>{' '}
          <dd>{languages.map((language) => listLabel('languages', language)).join(', ')}</dd>
        </div>
      ) : null}
      {modes.length ? (
        <div className="flex flex-wrap gap-x-1">
          <dt className="font-medium text-slate-900">{t('facts.modes')}</dt>{' '}
          <dd>{modes.map((mode) => listLabel('practiceModes', mode)).join(', ')}</dd>
        </div>
      ) : null}
    </dl>
  )
}

/** The WhatsApp icon (decorative: the link's text names it). */
export function WhatsAppIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4" fill="currentColor">
      <path d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2Zm0 18.2a8.2 8.2 0 0 1-4.2-1.1l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2Zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8-.2-.1-.4-.1-.6.1l-.8 1c-.1.2-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.2-.4.2-.4.7-1.3.1-.2 0-.3 0-.4l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.2 5.2 0 0 0 1.1 2.7 11.9 11.9 0 0 0 4.6 4c1.7.7 2.4.8 3.2.7.5-.1 1.5-.6 1.8-1.2.2-.6.2-1.1.1-1.2l-.1-.1Z" />
    </svg>
  )
}
