import { cn } from '#app/components/class-names.ts'
import { filledStars, formatRating, reviewCountText, STAR_COUNT } from './rating-format.ts'

/** Five stars, the score out of ten and the review count; "No reviews yet" before the first review. */
export function Rating({ rating, reviewCount, className }: { rating: number; reviewCount: number; className?: string }) {
  if (reviewCount <= 0) {
    return <p className={cn('text-sm text-slate-600', className)}>No reviews yet</p>
  }
  const score = formatRating(rating)
  const filled = filledStars(rating)
  // Star characters rather than SVGs, and few elements: a page shows many cards.
  return (
    <p className={cn('text-sm text-slate-600', className)}>
      <span role="img" aria-label={`Rated ${score} out of 10`} className="text-base leading-none text-amber-600">
        {'★'.repeat(filled)}
        <span className="text-slate-300">{'★'.repeat(STAR_COUNT - filled)}</span>
      </span>{' '}
      <b className="font-semibold text-slate-900" aria-hidden="true">{`${score}/10`}</b>
      {` (${reviewCountText(reviewCount)})`}
    </p>
  )
}
