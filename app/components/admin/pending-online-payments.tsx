import { DataTable } from '#app/components/admin/data-table.tsx'
import { formatDateTime } from '#app/domain/dates.ts'
import { useTranslation } from '#app/utils/i18n.ts'

export interface PendingOnlinePayment {
  id: string
  billId: string
  kind: 'invoice' | 'donation'
  reference: string
  payer: string
  amount: number
  createdAt: string
  checkedAt: string | null
  lastReport: 'none' | 'failed' | 'pending'
}

/**
 * The treasurer's view of online payments begun and not confirmed (issue 34): the bills the provider has
 * not reported paid this week, what it last said and when the sweep last asked it.
 */
export function PendingOnlinePayments({ payments }: { payments: PendingOnlinePayment[] }) {
  const { t, locale } = useTranslation('admin')
  const columns = [
    { label: t('payments.online.reference') },
    { label: t('payments.online.payer') },
    { label: t('payments.online.amount'), alignEnd: true },
    { label: t('payments.online.started') },
    { label: t('payments.online.lastReport') },
    { label: t('payments.online.checked') },
  ]
  return (
    <section aria-labelledby="online-payments-heading" className="mt-10">
      <h2 id="online-payments-heading" className="text-lg font-semibold text-slate-900">
        {t('payments.online.heading')}
      </h2>
      <p className="mb-4 mt-2 max-w-3xl text-sm text-slate-700">{t('payments.online.intro')}</p>
      {payments.length ? (
        <DataTable caption={t('payments.online.caption')} minWidthClass="sm:min-w-[44rem]" columns={columns}>
          {payments.map((payment) => (
            <tr key={payment.id} className="border-b border-slate-200 align-top">
              <td data-label={t('payments.online.reference')} className="py-2 pr-4 text-slate-900">
                <span className="font-mono">{payment.reference}</span> <span className="text-slate-700">({t(`payments.online.kinds.${payment.kind}`)})</span>
                <span className="block font-mono text-xs text-slate-700">{payment.billId}</span>
              </td>
              <td data-label={t('payments.online.payer')} className="wrap-anywhere py-2 pr-4 text-slate-900">
                {payment.payer || '—'}
              </td>
              <td data-label={t('payments.online.amount')} className="py-2 pr-4 text-right tabular-nums text-slate-900">
                {payment.amount.toFixed(2)}
              </td>
              <td data-label={t('payments.online.started')} className="py-2 pr-4 text-slate-800">
                {formatDateTime(payment.createdAt, locale)}
              </td>
              <td data-label={t('payments.online.lastReport')} className="py-2 pr-4 text-slate-800">
                {t(`payments.online.reports.${payment.lastReport}`)}
              </td>
              <td data-label={t('payments.online.checked')} className="py-2 text-slate-800">
                {payment.checkedAt ? formatDateTime(payment.checkedAt, locale) : t('payments.online.never')}
              </td>
            </tr>
          ))}
        </DataTable>
      ) : (
        <p className="card text-slate-700">{t('payments.online.none')}</p>
      )}
    </section>
  )
}
