import { cn } from '#app/components/class-names.ts'
import { useListLabel, useTranslation } from '#app/utils/i18n.ts'

/**
 * At most `max` badges, then "+N more" for the rest (spec section 2: two on a card). A pillar shows its
 * label in the page's language; a speciality the practitioner typed shows as written.
 */
export function SpecialtyBadges({ specialties, max, className }: { specialties: readonly string[]; max?: number; className?: string }) {
  const { t } = useTranslation('directory')
  const listLabel = useListLabel()
  if (!specialties.length) return null
  const shown = max === undefined ? specialties : specialties.slice(0, max)
  const rest = specialties.length - shown.length
  return (
    // The badge style sits on the list once rather than on every badge: cards are many.
    <ul
      className={cn(
        'flex flex-wrap gap-1.5 text-xs font-medium [&>li]:rounded-full [&>li]:px-2.5 [&>li]:py-0.5',
        className,
      )}
      aria-label={t('card.specialties')}
    >
      {shown.map((specialty) => (
        <li key={specialty} className="bg-brand-50 text-brand-900 ring-1 ring-inset ring-brand-200">
          {listLabel('specialties', specialty)}
        </li>
      ))}
      {rest > 0 ? (
        <li className="bg-slate-100 text-slate-700">
          {t('card.more', { count: rest })}
          <span className="sr-only">{`: ${specialties
            .slice(shown.length)
            .map((specialty) => listLabel('specialties', specialty))
            .join(', ')}`}</span>
        </li>
      ) : null}
    </ul>
  )
}
