import { cn } from '#app/components/class-names.ts'
import { useTranslation } from '#app/utils/i18n.ts'
import { filledStars, formatCount, formatRating, STAR_COUNT } from './rating-format.ts'

/** Five stars, the score out of ten and the review count; "No reviews yet" before the first review. */
export function Rating({ rating, reviewCount, className }: { rating: number; reviewCount: number; className?: string }) {
  const { t } = useTranslation('directory')
  if (reviewCount <= 0) {
    return <p className={cn('text-sm text-slate-600', className)}>{t('rating.none')}</p>
  }
  const score = formatRating(rating)
  const filled = filledStars(rating)
  // Star characters rather than SVGs, and few elements: a page shows many cards.
  return (
    <p className={cn('text-sm text-slate-600', className)}>
      <span role="img" aria-label={t('rating.label', { score })} className="text-base leading-none text-amber-600">
        {'★'.repeat(filled)}
        <span className="text-slate-300">{'★'.repeat(STAR_COUNT - filled)}</span>
      </span>{' '}
      <b className="font-semibold text-slate-900" aria-hidden="true">{`${score}/10`}</b>
      {` (${t('rating.reviews', { count: reviewCount, total: formatCount(reviewCount) })})`}
    </p>
  )
}
