import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, Link, useLoaderData, useLocation, useSearchParams } from '@remix-run/react'
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react'
import { AdminShell } from '#app/components/admin/admin-shell.tsx'
import { NeedsDoingPanel } from '#app/components/admin/needs-doing-panel.tsx'
import { AdminListingRow, type AdminListingView } from '#app/components/admin/admin-listing-row.tsx'
import { SortableTable, sortHrefKeeping } from '#app/components/admin/sortable-table.tsx'
import { lazyModule } from '#app/components/dialog-opener.tsx'
import { adminPaths, withReturnTo } from '#app/config/admin-paths.ts'
import { pageHrefKeeping, Pagination } from '#app/components/pagination.tsx'
import { loadAdminListingsPage } from './listings.server.ts'
import { useHydrated } from '#app/utils/hooks.ts'
import { adminMeta, adminMetaT } from '#app/components/admin/admin-meta.ts'
import { useTranslation } from '#app/utils/i18n.ts'

export async function loader(args: LoaderFunctionArgs) {
  return loadAdminListingsPage(args)
}

export const meta: MetaFunction = ({ location, matches }) => {
  const t = adminMetaT(matches)
  return adminMeta(t('listings.title'), { location, matches }, t('listings.metaDescription'))
}

type Editing = { listing: AdminListingView | null; key: number }

/** The inline form and the delete dialog (their form, fields and constraints) arrive when first wanted. */
const listingEditor = lazyModule(() => import('#app/components/admin/listing-editor.tsx'))

/**
 * /admin: every directory listing, a table sorted by name or as its headings ask, with Add, Edit and Delete. Without JavaScript they
 * are links to pages of their own; with it, the form opens inline here and Delete asks in a dialog.
 */
export default function AdminListingsPage() {
  const data = useLoaderData<typeof loader>()
  const [searchParams] = useSearchParams()
  const location = useLocation()
  const returnTo = `${location.pathname}${location.search}`
  const hydrated = useHydrated()
  const { t } = useTranslation('admin')
  const [editing, setEditing] = useState<Editing | null>(null)
  const [deleting, setDeleting] = useState<AdminListingView | null>(null)
  const [editor, setEditor] = useState(listingEditor.loaded)
  const opener = useRef<HTMLElement | null>(null)
  const counter = useRef(0)

  /** Once the editor's code is here: `then` (open the form or the dialog). */
  const withEditor = (then: () => void) =>
    void listingEditor.preload().then((loaded) => {
      setEditor(() => loaded)
      then()
    })
  const openEditor = (listing: AdminListingView | null, from: HTMLElement) => {
    opener.current = from
    counter.current += 1
    const key = counter.current
    withEditor(() => setEditing({ listing, key }))
  }
  const closeEditor = useCallback(() => setEditing(null), [])
  const closeDialog = useCallback(() => setDeleting(null), [])

  // Focus goes back to what opened the form or dialog, or to "Add Directory Listing" when that is gone.
  useEffect(() => {
    if (editing || deleting || !opener.current) return
    const target = opener.current.isConnected ? opener.current : document.getElementById('add-listing')
    opener.current = null
    target?.focus()
  }, [editing, deleting])

  const control = (label: ReactNode, to: string, onOpen: (from: HTMLElement) => void, className: string, extra: object = {}) =>
    hydrated ? (
      <button
        type="button"
        className={className}
        onPointerEnter={listingEditor.preload}
        onFocus={listingEditor.preload}
        onClick={(event) => onOpen(event.currentTarget)}
        {...extra}
      >
        {label}
      </button>
    ) : (
      <Link to={to} className={className}>
        {label}
      </Link>
    )

  return (
    <AdminShell
      title={t('listings.title')}
      actions={
        <div className="flex flex-wrap gap-2">
          <Link to={adminPaths.content} className="btn-secondary">
            {t('listings.contentLink')}
          </Link>
          {control(t('listings.add'), withReturnTo(adminPaths.listing.add, returnTo), (from) => openEditor(null, from), 'btn-primary', {
            id: 'add-listing',
            'aria-expanded': editing !== null && editing.listing === null,
          })}
        </div>
      }
    >
      {data.needsDoing ? <NeedsDoingPanel counts={data.needsDoing} /> : null}
      <p className="mb-6 max-w-3xl text-slate-700">
        {t('listings.intro')}
      </p>

      {editing && editor ? (
        <editor.InlineListingEditor
          key={editing.key}
          listing={editing.listing}
          nextMembershipId={data.nextMembershipId}
          constraint={data.constraint}
          returnTo={returnTo}
          onClose={closeEditor}
        />
      ) : null}

      <Form method="get" role="search" aria-label={t('listings.searchLabel')} className="mb-6 flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="sm:w-96">
          <label htmlFor="listing-search" className="mb-1 block text-sm font-medium text-slate-800">
            {t('listings.search')}
          </label>
          <input
            id="listing-search"
            type="search"
            name="search"
            defaultValue={data.search}
            maxLength={100}
            placeholder={t('listings.searchPlaceholder')}
            className="block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-600"
          />
        </div>
        <button type="submit" className="btn-secondary">
          {t('listings.searchButton')}
        </button>
      </Form>

      <section aria-labelledby="listings-heading">
        <h2 id="listings-heading" className="mb-4 text-lg font-semibold text-slate-900">
          {t('listings.count', { count: data.total })}
          {data.search ? t('listings.matching', { search: data.search }) : ''}
        </h2>
        {data.listings.length ? (
          <SortableTable
            caption={t('listings.listLabel')}
            sort={data.sort}
            hrefFor={sortHrefKeeping(adminPaths.listings, searchParams)}
            columns={[
              { label: t('listings.columns.name'), field: 'name' },
              { label: t('listings.columns.membershipId'), field: 'membershipId' },
              { label: t('listings.card.location'), field: 'state' },
              { label: t('listings.card.member') },
              { label: t('listings.columns.directory') },
              { label: t('listings.columns.actions'), hidden: true },
            ]}
          >
            {data.listings.map((listing) => {
              const fullName = [listing.salutation, listing.name].filter(Boolean).join(' ')
              return (
                <AdminListingRow
                  key={listing.id}
                  listing={listing}
                  actions={
                    <>
                      {control(
                        <>
                          {t('listings.edit')}
                          <span className="sr-only"> {fullName}</span>
                        </>,
                        withReturnTo(adminPaths.listing.edit(listing.id), returnTo),
                        (from) => openEditor(listing, from),
                        'btn-secondary',
                        { 'aria-expanded': editing?.listing?.id === listing.id },
                      )}
                      {control(
                        <>
                          {t('listings.delete')}
                          <span className="sr-only"> {fullName}</span>
                        </>,
                        withReturnTo(adminPaths.listing.delete(listing.id), returnTo),
                        (from) => {
                          opener.current = from
                          withEditor(() => setDeleting(listing))
                        },
                        'btn-ghost text-red-800 hover:bg-red-50',
                        { 'aria-haspopup': 'dialog' },
                      )}
                    </>
                  }
                />
              )
            })}
          </SortableTable>
        ) : (
          <p className="rounded-md border border-slate-200 bg-white p-6 text-slate-700">
            {data.search ? t('listings.noMatch') : t('listings.none')}
          </p>
        )}
        <Pagination label={t('listings.pages')} page={data.page} totalPages={data.pageCount} hrefFor={pageHrefKeeping(adminPaths.listings, searchParams)} />
      </section>

      {hydrated && editor ? <editor.DeleteListingDialog listing={deleting} returnTo={returnTo} onClose={closeDialog} /> : null}
    </AdminShell>
  )
}
