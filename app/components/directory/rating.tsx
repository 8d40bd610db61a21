import { cn } from '#app/utils/misc.ts'
import { filledStars, formatRating, reviewCountText, STAR_COUNT } from './rating-format.ts'

/** Five stars, the score out of ten and the review count; "No reviews yet" before the first review. */
export function Rating({ rating, reviewCount, className }: { rating: number; reviewCount: number; className?: string }) {
  if (reviewCount <= 0) {
    return <p className={cn('text-sm text-slate-600', className)}>No reviews yet</p>
  }
  const score = formatRating(rating)
  const filled = filledStars(rating)
  return (
    <p className={cn('flex flex-wrap items-center gap-x-2 gap-y-1 text-sm', className)}>
      {/* Star characters rather than five SVGs: a card's weight matters on a page of many cards. */}
      <span className="text-base leading-none tracking-tight" aria-hidden="true">
        <span className="text-amber-600">{'★'.repeat(filled)}</span>
        <span className="text-slate-300">{'★'.repeat(STAR_COUNT - filled)}</span>
      </span>
      <span className="sr-only">{`Rated ${score} out of 10`}</span>
      <span className="font-semibold text-slate-900" aria-hidden="true">{`${score}/10`}</span>
      <span className="text-slate-600">{`(${reviewCountText(reviewCount)})`}</span>
    </p>
  )
}
