import { Link } from '@remix-run/react'
import { paths } from '#app/config/paths.ts'

/**
 * No listing matched. The directory page offers to clear the filters; the home page's variant ends
 * "or browse all practitioners." (spec section 2).
 */
export function EmptyResults({ variant, headingLevel = 3 }: { variant: 'directory' | 'home'; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <div className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <Heading className="text-lg font-semibold text-slate-900">No practitioners found</Heading>
      <p className="mx-auto mt-2 max-w-md text-slate-700">
        {variant === 'home'
          ? 'Try adjusting your search criteria or browse all practitioners.'
          : 'Try adjusting your search criteria or browse all practitioners by clearing the filters.'}
      </p>
      <p className="mt-5">
        <Link to={paths.findPractitioner} className="btn-secondary">
          {variant === 'home' ? 'Browse all practitioners' : 'Clear all filters'}
        </Link>
      </p>
    </div>
  )
}
