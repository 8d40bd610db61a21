import { Link } from '@remix-run/react'
import { useDialogForm } from '#app/components/modal.tsx'
import { Badge } from '#app/components/public/badge.tsx'
import {
  CONTENT_TYPE_INFO,
  CONTENT_TYPES,
  contentItemName,
  contentMessages,
  type ContentItemView,
  type ContentType,
  type FormConstraint,
} from '#app/domain/content-types.ts'
import { cn } from '#app/components/class-names.ts'
import { formatDate } from '#app/domain/dates.ts'
import { AdminDialogHeader, confirmationDialog, DialogTrigger, type AdminDialog, type Confirmation } from './admin-dialogs.tsx'
import { ContentForm } from './content-form.tsx'
import { adminPaths } from '#app/config/admin-paths.ts'

export const CONTENT_LIST_HEADING_ID = 'content-list-heading'

/**
 * The six kinds of content are links (?tab=…), so they work without JavaScript, can be bookmarked and
 * come back with the browser's Back button; the current one carries aria-current.
 */
export function ContentTabs({ current }: { current: ContentType }) {
  return (
    <nav aria-label="Kinds of content" className="border-b border-slate-300">
      <ul className="-mb-px flex flex-wrap gap-x-1">
        {CONTENT_TYPES.map((type) => {
          const active = type === current
          return (
            <li key={type}>
              <Link
                to={adminPaths.contentItem.list(type)}
                preventScrollReset
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'block whitespace-nowrap border-b-2 px-3 py-2.5 text-sm font-semibold',
                  active ? 'border-brand-700 text-brand-900' : 'border-transparent text-slate-700 hover:border-slate-400 hover:text-slate-900',
                )}
              >
                {CONTENT_TYPE_INFO[type].tab}
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}

/** What every form of a tab needs from the loader. */
interface FormContext {
  constraint: FormConstraint
  today: string
}

function formDialog(type: ContentType, item: ContentItemView | null, context: FormContext): AdminDialog {
  return {
    initialFocus: 'input:not([type=hidden]), textarea',
    render: (close) => <ContentFormDialog type={type} item={item} context={context} onClose={close} />,
  }
}

function ContentFormDialog({ type, item, context, onClose }: { type: ContentType; item: ContentItemView | null; context: FormContext; onClose: () => void }) {
  const dialogForm = useDialogForm(onClose)
  const { title } = CONTENT_TYPE_INFO[type]
  return (
    <>
      <AdminDialogHeader title={item ? `Edit ${title}` : `Add ${title}`} onClose={onClose} />
      <div className="px-5 py-4 sm:px-6">
        <ContentForm
          type={type}
          constraint={context.constraint}
          item={item}
          today={context.today}
          action={item ? adminPaths.contentItem.edit(type, item.id) : adminPaths.contentItem.add(type)}
          {...dialogForm}
        />
      </div>
    </>
  )
}

/** The delete confirmation of an item, as a dialog (with JavaScript) and as a page (without). */
export function deleteContentConfirmation(type: ContentType, item: ContentItemView): Confirmation {
  return {
    title: `Delete ${CONTENT_TYPE_INFO[type].title}`,
    action: adminPaths.contentItem.delete(type, item.id),
    confirmLabel: 'Delete',
    pendingLabel: 'Deleting…',
    failureMessage: contentMessages(type).deleteFailed,
    question: (
      <p>
        {`Delete the ${CONTENT_TYPE_INFO[type].noun} `}
        <strong className="break-words">{contentItemName(type, item)}</strong>? It disappears from the website at once, and this cannot
        be undone. To take it down for a while instead, edit it and untick Active.
      </p>
    ),
  }
}

/** A list field as the list shows it: dates in words, counts as numbers, empty ones left out. */
function displayValue(type: ContentType, name: string, value: unknown): string {
  const field = CONTENT_TYPE_INFO[type].fields.find((f) => f.name === name)
  if (value === '' || value === undefined || value === null) return ''
  if (field?.kind === 'date') return formatDate(String(value))
  return String(value)
}

const labelOf = (type: ContentType, name: string) =>
  (CONTENT_TYPE_INFO[type].fields.find((f) => f.name === name)?.label ?? name).replace(/ \(optional\)$/, '')

function ContentItemCard({ type, item, context }: { type: ContentType; item: ContentItemView; context: FormContext }) {
  const info = CONTENT_TYPE_INFO[type]
  const name = contentItemName(type, item)
  const headingId = `content-item-${item.id}`
  const details = info.listFields.map((field) => ({ field, value: displayValue(type, field, item[field]) })).filter((d) => d.value)
  return (
    <article aria-labelledby={headingId} className={cn('rounded-lg border p-4 sm:p-5', item.isActive ? 'border-slate-200 bg-white' : 'border-dashed border-slate-400 bg-slate-50')}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={headingId} className="min-w-0 break-words text-base font-semibold text-slate-900">
          {name}
        </h3>
        <p className="flex flex-wrap gap-2">
          {item.featured ? <Badge className="bg-brand-700 text-white">Featured</Badge> : null}
          {item.isActive ? null : <Badge className="bg-slate-200 text-slate-900 ring-1 ring-slate-400">Inactive: hidden from the website</Badge>}
        </p>
      </div>
      {details.length ? (
        <dl className="mt-2 flex flex-wrap gap-x-6 gap-y-1 text-sm">
          {details.map(({ field, value }) => (
            <div key={field} className="flex gap-1">
              <dt className="text-slate-600">{labelOf(type, field)}:</dt>
              <dd className="break-words text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <p className="mt-2 line-clamp-3 whitespace-pre-line break-words text-sm text-slate-700">{String(item[info.summaryField] ?? '')}</p>
      <div className="mt-4 flex flex-wrap justify-end gap-2">
        <DialogTrigger to={adminPaths.contentItem.edit(type, item.id)} dialog={formDialog(type, item, context)} className="btn-secondary !px-3 !py-1.5">
          Edit<span className="sr-only"> {name}</span>
        </DialogTrigger>
        <DialogTrigger
          to={adminPaths.contentItem.delete(type, item.id)}
          dialog={confirmationDialog(deleteContentConfirmation(type, item))}
          className="btn !border !border-red-700 !px-3 !py-1.5 text-red-800 hover:bg-red-50"
        >
          Delete<span className="sr-only"> {name}</span>
        </DialogTrigger>
      </div>
    </article>
  )
}

/** One tab: the kind's items (all, inactive ones marked), newest first, with a count and an add button. */
export function ContentList({ type, items, constraint, today }: { type: ContentType; items: ContentItemView[] } & FormContext) {
  const context = { constraint, today }
  const info = CONTENT_TYPE_INFO[type]
  const inactive = items.filter((item) => !item.isActive).length
  return (
    <section aria-labelledby={CONTENT_LIST_HEADING_ID} className="card">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id={CONTENT_LIST_HEADING_ID} tabIndex={-1} className="text-lg font-semibold text-slate-900">
            {`${info.heading} (${items.length})`}
          </h2>
          <p className="text-sm text-slate-700">
            {inactive ? `${items.length - inactive} on the website, ${inactive} inactive. ` : null}
            Visitors see these on{' '}
            <Link to={info.publicPath} className="link">
              {info.publicPath.split('#')[0]}
            </Link>
            .
          </p>
        </div>
        <DialogTrigger to={adminPaths.contentItem.add(type)} dialog={formDialog(type, null, context)} className="btn-primary">
          {`Add ${info.title}`}
        </DialogTrigger>
      </div>
      {items.length ? (
        <ul className="mt-4 space-y-4" aria-label={info.heading}>
          {items.map((item) => (
            <li key={item.id}>
              <ContentItemCard type={type} item={item} context={context} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-4 rounded-lg border border-dashed border-slate-300 p-6 text-center text-slate-700">
          {`No ${info.heading.toLowerCase()} yet. Add the first one with “Add ${info.title}”.`}
        </p>
      )}
    </section>
  )
}
