import { Link } from '@remix-run/react'
import { Badge } from '#app/components/public/badge.tsx'
import { CONTENT_TYPES, type ContentItemView, type ContentListView, type ContentType } from '#app/domain/content-kinds.ts'
import type { FormConstraint } from '#app/domain/content-types.ts'
import { cn } from '#app/components/class-names.ts'
import { formatDate, formatDateTime } from '#app/domain/dates.ts'
import { confirmationDialog, DialogTrigger, type AdminDialog } from './admin-dialogs.tsx'
import { deleteContentConfirmation } from './content-confirmation.tsx'
import { adminPaths } from '#app/config/admin-paths.ts'
import type { Locale } from '#app/domain/locale.ts'
import { Trans, useListLabel, useTranslation, type TFunction } from '#app/utils/i18n.ts'

export const CONTENT_LIST_HEADING_ID = 'content-list-heading'

const tabClass = (active: boolean) =>
  cn(
    'block whitespace-nowrap border-b-2 px-3 py-2.5 text-sm font-semibold',
    active ? 'border-brand-700 text-brand-900' : 'border-transparent text-slate-700 hover:border-slate-400 hover:text-slate-900',
  )

/**
 * The six kinds of content are links (?tab=…), so they work without JavaScript, can be bookmarked and
 * come back with the browser's Back button; the current one carries aria-current. The last tab is the
 * member resources' own page (/admin-content/resources: documents and links for members, issue 17).
 */
export function ContentTabs({ current }: { current: ContentType | 'resources' }) {
  const { t } = useTranslation('admin')
  return (
    <nav aria-label={t('content.tabsLabel')} className="border-b border-slate-300">
      <ul className="-mb-px flex flex-wrap gap-x-1">
        {CONTENT_TYPES.map((type) => {
          const active = type === current
          return (
            <li key={type}>
              <Link to={adminPaths.contentItem.list(type)} preventScrollReset aria-current={active ? 'page' : undefined} className={tabClass(active)}>
                {t(`content.types.${type}.tab`)}
              </Link>
            </li>
          )
        })}
        <li>
          <Link to={adminPaths.memberResources} aria-current={current === 'resources' ? 'page' : undefined} className={tabClass(current === 'resources')}>
            {t('resources.tab')}
          </Link>
        </li>
      </ul>
    </nav>
  )
}

/** What every form of a tab needs from the loader. */
export interface FormContext {
  constraint: FormConstraint
  today: string
}

function formDialog(type: ContentType, item: ContentItemView | null, context: FormContext): AdminDialog {
  return {
    initialFocus: 'input:not([type=hidden]), textarea',
    load: () =>
      import('./content-form-dialog.tsx').then(
        ({ ContentFormDialog }) =>
          (close) => <ContentFormDialog type={type} item={item} context={context} onClose={close} />,
      ),
  }
}

/**
 * A list field as the list shows it: dates in words, counts as numbers, a suggested value by its label in
 * the page's language (one typed otherwise as typed), empty ones left out.
 */
function displayValue(field: ContentListView['listFields'][number], value: unknown, locale: Locale, listLabel: ReturnType<typeof useListLabel>): string {
  if (value === '' || value === undefined || value === null) return ''
  if (field?.kind === 'date') return formatDate(String(value), locale)
  if (field?.labels) return listLabel(field.labels, String(value))
  if (field?.kind === 'datetime') return formatDateTime(String(value), locale)
  return String(value)
}

/** A field's label without its "(optional)", as a list shows it beside a value. */
const labelOf = (t: TFunction<'admin'>, type: ContentType, name: string) =>
  t(`content.fields.${type}.${name}.label` as never).replace(/ \([^)]*\)$/, '')

function ContentItemCard({ type, view, item, context }: { type: ContentType; view: ContentListView; item: ContentItemView; context: FormContext }) {
  const name = String(item[view.nameField] ?? '')
  const headingId = `content-item-${item.id}`
  const { t, locale } = useTranslation('admin')
  const listLabel = useListLabel()
  const details = view.listFields.map((field) => ({ field: field.name, value: displayValue(field, item[field.name], locale, listLabel) })).filter((d) => d.value)
  return (
    <article aria-labelledby={headingId} className={cn('rounded-lg border p-4 sm:p-5', item.isActive ? 'border-slate-200 bg-white' : 'border-dashed border-slate-400 bg-slate-50')}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={headingId} className="min-w-0 break-words text-base font-semibold text-slate-900">
          {name}
        </h3>
        <p className="flex flex-wrap gap-2">
          {item.featured ? <Badge className="bg-brand-700 text-white">{t('content.featured')}</Badge> : null}
          {item.isActive ? null : <Badge className="bg-slate-200 text-slate-900 ring-1 ring-slate-400">{t('content.inactive')}</Badge>}
        </p>
      </div>
      {details.length ? (
        <dl className="mt-2 flex flex-wrap gap-x-6 gap-y-1 text-sm">
          {details.map(({ field, value }) => (
            <div key={field} className="flex gap-1">
              <dt className="text-slate-600">{labelOf(t, type, field)}:</dt>
              <dd className="break-words text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <p className="mt-2 line-clamp-3 whitespace-pre-line break-words text-sm text-slate-700">{String(item[view.summaryField] ?? '')}</p>
      <div className="mt-4 flex flex-wrap justify-end gap-2">
        {type === 'galleries' ? (
          <Link to={adminPaths.galleryPhotos(item.id)} className="btn-secondary !px-3 !py-1.5">
            {t('content.galleryPhotos.link')}
            <span className="sr-only"> {t('content.galleryPhotos.linkSr', { title: name })}</span>
          </Link>
        ) : null}
        {type === 'events' && item.startsAt ? (
          <Link to={adminPaths.event(item.id)} className="btn-secondary !px-3 !py-1.5">
            {t('content.registrations')}
            <span className="sr-only"> {name}</span>
          </Link>
        ) : null}
        <DialogTrigger to={adminPaths.contentItem.edit(type, item.id)} dialog={formDialog(type, item, context)} className="btn-secondary !px-3 !py-1.5">
          {t('content.editButton')}
          <span className="sr-only"> {name}</span>
        </DialogTrigger>
        <DialogTrigger
          to={adminPaths.contentItem.delete(type, item.id)}
          dialog={confirmationDialog(deleteContentConfirmation(type, item.id, name, t))}
          className="btn !border !border-red-700 !px-3 !py-1.5 text-red-800 hover:bg-red-50"
        >
          {t('content.delete')}
          <span className="sr-only"> {name}</span>
        </DialogTrigger>
      </div>
    </article>
  )
}

/** One tab: the kind's items (all, inactive ones marked), newest first, with a count and an add button. */
export function ContentList({ type, view, items, constraint, today }: { type: ContentType; view: ContentListView; items: ContentItemView[] } & FormContext) {
  const context = { constraint, today }
  const { t } = useTranslation('admin')
  const heading = t(`content.types.${type}.heading`)
  const title = t(`content.types.${type}.title`)
  const inactive = items.filter((item) => !item.isActive).length
  return (
    <section aria-labelledby={CONTENT_LIST_HEADING_ID} className="card">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id={CONTENT_LIST_HEADING_ID} tabIndex={-1} className="text-lg font-semibold text-slate-900">
            {t('content.count', { heading, count: items.length })}
          </h2>
          <p className="text-sm text-slate-700">
            {inactive ? t('content.activeInactive', { active: items.length - inactive, inactive }) : null}
            <Trans
              text={t('content.visitorsSee', { path: view.publicPath.split('#')[0]! })}
              components={{
                link: (words) => (
                  <Link to={view.publicPath} className="link">
                    {words}
                  </Link>
                ),
              }}
            />
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {type === 'committee' ? (
            <Link to={adminPaths.committeePhoto} className="btn-secondary">
              {t('content.committeePhoto.link')}
            </Link>
          ) : null}
          <DialogTrigger to={adminPaths.contentItem.add(type)} dialog={formDialog(type, null, context)} className="btn-primary">
            {t('content.add', { title })}
          </DialogTrigger>
        </div>
      </div>
      {items.length ? (
        <ul className="mt-4 space-y-4" aria-label={heading}>
          {items.map((item) => (
            <li key={item.id}>
              <ContentItemCard type={type} view={view} item={item} context={context} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-4 rounded-lg border border-dashed border-slate-300 p-6 text-center text-slate-700">
          {t('content.none', { title })}
        </p>
      )}
    </section>
  )
}
