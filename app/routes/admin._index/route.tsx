import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, Link, useLoaderData, useLocation, useRouteError, useSearchParams } from '@remix-run/react'
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react'
import { AdminShell } from '#app/components/admin/admin-shell.tsx'
import { AdminListingCard, type AdminListingView } from '#app/components/admin/admin-listing-card.tsx'
import { DeleteListingDialog, InlineListingEditor } from '#app/components/admin/listing-editor.tsx'
import { adminPaths, withReturnTo } from '#app/config/admin-paths.ts'
import { pageHrefKeeping, Pagination } from '#app/components/admin/pagination.tsx'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { loadAdminListingsPage } from './listings.server.ts'
import { useHydrated } from '#app/utils/hooks.ts'
import { adminMeta } from '#app/components/admin/admin-meta.ts'

export async function loader(args: LoaderFunctionArgs) {
  return loadAdminListingsPage(args)
}

export const meta: MetaFunction = ({ location, matches }) => adminMeta('Admin - Member Management', { location, matches }, 'Manage the practitioner directory listings.')

type Editing = { listing: AdminListingView | null; key: number }

/**
 * /admin: every directory listing, sorted by name, with Add, Edit and Delete. Without JavaScript they
 * are links to pages of their own; with it, the form opens inline here and Delete asks in a dialog.
 */
export default function AdminListingsPage() {
  const data = useLoaderData<typeof loader>()
  const [searchParams] = useSearchParams()
  const location = useLocation()
  const returnTo = `${location.pathname}${location.search}`
  const hydrated = useHydrated()
  const [editing, setEditing] = useState<Editing | null>(null)
  const [deleting, setDeleting] = useState<AdminListingView | null>(null)
  const opener = useRef<HTMLElement | null>(null)
  const counter = useRef(0)

  const openEditor = (listing: AdminListingView | null, from: HTMLElement) => {
    opener.current = from
    counter.current += 1
    setEditing({ listing, key: counter.current })
  }
  const closeEditor = useCallback(() => setEditing(null), [])
  const closeDialog = useCallback(() => setDeleting(null), [])

  // Focus goes back to what opened the form or dialog, or to "Add New Member" when that is gone.
  useEffect(() => {
    if (editing || deleting || !opener.current) return
    const target = opener.current.isConnected ? opener.current : document.getElementById('add-listing')
    opener.current = null
    target?.focus()
  }, [editing, deleting])

  const control = (label: ReactNode, to: string, onOpen: (from: HTMLElement) => void, className: string, extra: object = {}) =>
    hydrated ? (
      <button type="button" className={className} onClick={(event) => onOpen(event.currentTarget)} {...extra}>
        {label}
      </button>
    ) : (
      <Link to={to} className={className}>
        {label}
      </Link>
    )

  return (
    <AdminShell
      title="Admin - Member Management"
      actions={
        <div className="flex flex-wrap gap-2">
          <Link to={adminPaths.content} className="btn-secondary">
            Content Administration
          </Link>
          {control('Add New Member', withReturnTo(adminPaths.listing.add, returnTo), (from) => openEditor(null, from), 'btn-primary', {
            id: 'add-listing',
            'aria-expanded': editing !== null && editing.listing === null,
          })}
        </div>
      }
    >
      <p className="mb-6 max-w-3xl text-slate-700">
        The practitioner directory as the public sees it, with inactive listings and those of suspended or expired members included and
        marked. A listing is linked to a member account when both have the same membership ID.
      </p>

      {editing ? (
        <InlineListingEditor
          key={editing.key}
          listing={editing.listing}
          nextMembershipId={data.nextMembershipId}
          returnTo={returnTo}
          onClose={closeEditor}
        />
      ) : null}

      <Form method="get" role="search" aria-label="Listings" className="mb-6 flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="sm:w-96">
          <label htmlFor="listing-search" className="mb-1 block text-sm font-medium text-slate-800">
            Search listings
          </label>
          <input
            id="listing-search"
            type="search"
            name="search"
            defaultValue={data.search}
            maxLength={100}
            placeholder="Name, practice, email or membership ID"
            className="block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-600"
          />
        </div>
        <button type="submit" className="btn-secondary">
          Search
        </button>
      </Form>

      <section aria-labelledby="listings-heading">
        <h2 id="listings-heading" className="mb-4 text-lg font-semibold text-slate-900">
          {data.total === 1 ? '1 listing' : `${data.total} listings`}
          {data.search ? ` matching “${data.search}”` : ''}
        </h2>
        {data.listings.length ? (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Directory listings">
            {data.listings.map((listing) => {
              const fullName = [listing.salutation, listing.name].filter(Boolean).join(' ')
              return (
                <li key={listing.id}>
                  <AdminListingCard
                    listing={listing}
                    actions={
                      <>
                        {control(
                          <>
                            Edit<span className="sr-only"> {fullName}</span>
                          </>,
                          withReturnTo(adminPaths.listing.edit(listing.id), returnTo),
                          (from) => openEditor(listing, from),
                          'btn-secondary',
                          { 'aria-expanded': editing?.listing?.id === listing.id },
                        )}
                        {control(
                          <>
                            Delete<span className="sr-only"> {fullName}</span>
                          </>,
                          withReturnTo(adminPaths.listing.delete(listing.id), returnTo),
                          (from) => {
                            opener.current = from
                            setDeleting(listing)
                          },
                          'btn-ghost text-red-800 hover:bg-red-50',
                          { 'aria-haspopup': 'dialog' },
                        )}
                      </>
                    }
                  />
                </li>
              )
            })}
          </ul>
        ) : (
          <p className="rounded-md border border-slate-200 bg-white p-6 text-slate-700">
            {data.search ? 'No listing matches this search.' : 'There are no listings yet. Add the first with “Add New Member”.'}
          </p>
        )}
        <Pagination label="Listing pages" page={data.page} totalPages={data.pageCount} hrefFor={pageHrefKeeping(adminPaths.listings, searchParams)} />
      </section>

      {hydrated ? <DeleteListingDialog listing={deleting} returnTo={returnTo} onClose={closeDialog} /> : null}
    </AdminShell>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary error={useRouteError()} />
}
