import { Link } from '@remix-run/react'
import type { DirectoryCard } from '#app/domain/listing.ts'
import { DirectorySearchForm } from './directory-search-form.tsx'
import { EmptyResults } from './empty-results.tsx'
import { ListingCard } from './listing-card.tsx'
import { paths } from '#app/config/paths.ts'

export interface DirectoryPreview {
  total: number
  items: DirectoryCard[]
}

const noFilters = { search: '', state: '', specialty: '' }

/**
 * The inside of the home page's `<section id="directory" aria-labelledby="directory-heading">`: a search
 * that opens /find-practitioner, the first listings by name, and a way into the full directory. Its data
 * comes from `getDirectoryPreview()` in the home loader.
 */
export function HomeDirectorySection({ preview }: { preview: DirectoryPreview }) {
  const { total, items } = preview
  return (
    <div className="container-page py-16">
      <div className="max-w-3xl">
        <h2 id="directory-heading" className="text-3xl font-bold tracking-tight text-slate-900">
          Find a Practitioner
        </h2>
        <p className="mt-3 text-lg text-slate-700">
          Search self-registered energy medicine practitioners by name, practice, location or pillar speciality.
        </p>
      </div>
      <div className="mt-8 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
        <DirectorySearchForm filters={noFilters} idPrefix="home-directory" />
      </div>
      <div className="mt-8">
        {total === 0 ? (
          <EmptyResults variant="home" />
        ) : (
          <>
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {items.map((listing) => (
                <li key={listing.id}>
                  <ListingCard listing={listing} />
                </li>
              ))}
            </ul>
            <p className="mt-8 text-center">
              <Link to={paths.findPractitioner} className="btn-primary">
                {`Browse all ${total.toLocaleString('en-GB')} practitioners`}
              </Link>
            </p>
          </>
        )}
      </div>
    </div>
  )
}
