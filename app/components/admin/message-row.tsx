import { Form } from '@remix-run/react'
import { Badge } from '#app/components/public/badge.tsx'
import type { MessageView } from '#app/domain/inbox.ts'
import { cn } from '#app/components/class-names.ts'
import { formatDate, formatDateTime } from '#app/domain/dates.ts'
import { confirmationDialog, DialogTrigger } from './admin-dialogs.tsx'
import { deleteMessageConfirmation } from './inbox-confirmations.tsx'
import { adminPaths } from '#app/config/admin-paths.ts'
import { useTranslation } from '#app/utils/i18n.ts'

/**
 * One message as a row of the messages' table (SortableTable): received, sender, subject, the text, its
 * state, and Mark handled and Delete. Rows not yet handled are tinted.
 */
export function MessageRow({ message, listSearch }: { message: MessageView; listSearch: string }) {
  const { t, locale } = useTranslation('admin')
  return (
    <tr className={cn('border-b border-slate-200 align-top', message.handled ? '' : 'bg-amber-50')}>
      <td data-label={t('inbox.columns.received')} className="py-2 pr-3 sm:whitespace-nowrap">
        <time dateTime={message.createdAt}>{formatDateTime(message.createdAt, locale)}</time>
        <span className="block text-xs text-slate-700">{t('inbox.columns.via', { source: message.source })}</span>
      </td>
      <td className="min-w-0 py-2 pr-3">
        <span id={`message-${message.id}`} className="block break-words font-semibold text-slate-900">
          {message.name}
        </span>
        <a href={`mailto:${message.email}`} className="link wrap-anywhere">
          {message.email}
        </a>
        {message.phone ? (
          <a href={`tel:${message.phone.replace(/[^\d+]/g, '')}`} className="link block">
            {message.phone}
          </a>
        ) : null}
      </td>
      <td data-label={t('inbox.columns.subject')} className="py-2 pr-3">
        {message.subject}
      </td>
      <td className="py-2 pr-3">
        <p className="max-w-prose whitespace-pre-line break-words text-slate-900">{message.message}</p>
        {message.newsletter ? <p className="mt-1 text-xs text-slate-700">{t('inbox.wantsNewsletter')}</p> : null}
      </td>
      <td className="py-2 pr-3">
        {message.handled ? (
          <Badge className="bg-green-50 text-green-900 ring-1 ring-green-300">
            {message.handledAt ? t('inbox.handledOn', { date: formatDate(message.handledAt, locale) }) : t('inbox.handled')}
          </Badge>
        ) : (
          <Badge className="bg-amber-50 text-amber-900 ring-1 ring-amber-300">{t('inbox.notHandled')}</Badge>
        )}
      </td>
      <td className="py-2">
        <div className="flex flex-wrap gap-2 sm:flex-col">
          <Form method="post" action={`${adminPaths.messages}${listSearch}`} preventScrollReset>
            <input type="hidden" name="id" value={message.id} />
            <button type="submit" name="intent" value={message.handled ? 'mark-unhandled' : 'mark-handled'} className="btn-secondary !px-3 !py-1.5">
              {message.handled ? t('inbox.markUnhandled') : t('inbox.markHandled')}
              <span className="sr-only">{t('inbox.fromSr', { name: message.name })}</span>
            </button>
          </Form>
          <DialogTrigger
            to={adminPaths.deleteMessage(message.id)}
            dialog={confirmationDialog(deleteMessageConfirmation(message, t, locale))}
            className="btn !border !border-red-700 !px-3 !py-1.5 text-red-800 hover:bg-red-50"
          >
            {t('inbox.delete')}
            <span className="sr-only">{t('inbox.deleteSr', { name: message.name })}</span>
          </DialogTrigger>
        </div>
      </td>
    </tr>
  )
}
