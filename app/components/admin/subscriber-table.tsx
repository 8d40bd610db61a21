import type { SubscriberView } from '#app/domain/inbox.ts'
import { formatDateTime } from '#app/domain/dates.ts'
import { confirmationDialog, DialogTrigger } from './admin-dialogs.tsx'
import { removeSubscriberConfirmation } from './inbox-confirmations.tsx'
import { DataTable } from './data-table.tsx'
import { adminPaths } from '#app/config/admin-paths.ts'
import { useTranslation } from '#app/utils/i18n.ts'

export function SubscriberTable({ subscribers }: { subscribers: SubscriberView[] }) {
  const { t, locale } = useTranslation('admin')
  return (
    <DataTable
      caption={t('inbox.subscribersCaption')}
      minWidthClass="sm:min-w-[32rem]"
      columns={[
        { label: t('inbox.email').replace(/:$/, '') },
        { label: t('inbox.subscribed') },
        { label: t('inbox.source') },
        { label: t('inbox.state') },
        { label: t('inbox.actions'), hidden: true, alignEnd: true },
      ]}
    >
      {subscribers.map((subscriber) => (
        <tr key={subscriber.id} className="border-b border-slate-200">
          <td data-label={t('inbox.email').replace(/:$/, '')} className="py-2 pr-4 text-slate-900 wrap-anywhere sm:min-w-48">
            {subscriber.email}
          </td>
          <td data-label={t('inbox.subscribed')} className="whitespace-nowrap py-2 pr-4 text-slate-800">
            <time dateTime={subscriber.createdAt}>{formatDateTime(subscriber.createdAt, locale)}</time>
          </td>
          <td data-label={t('inbox.source')} className="py-2 pr-4 text-slate-800">
            {subscriber.source}
          </td>
          <td data-label={t('inbox.state')} className="py-2 pr-4 text-slate-800">
            {t(`inbox.states.${subscriber.state}`)}
          </td>
          <td className="py-2 sm:text-right">
            <DialogTrigger
              to={adminPaths.removeSubscriber(subscriber.id)}
              dialog={confirmationDialog(removeSubscriberConfirmation(subscriber, t))}
              className="btn !border !border-red-700 !px-3 !py-1 text-red-800 hover:bg-red-50"
            >
              {t('inbox.remove')}
              <span className="sr-only"> {subscriber.email}</span>
            </DialogTrigger>
          </td>
        </tr>
      ))}
    </DataTable>
  )
}
