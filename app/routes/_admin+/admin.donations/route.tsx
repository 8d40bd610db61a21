import { Detail } from '#app/components/admin/detail.tsx'
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { adminMeta, adminMetaT } from '#app/components/admin/admin-meta.ts'
import { AdminShell } from '#app/components/admin/admin-shell.tsx'
import { PaymentForm, type PaymentFormFailure } from '#app/components/admin/payment-form.tsx'
import { FormErrors } from '#app/components/forms.tsx'
import { financePaths } from '#app/config/finance-paths.ts'
import { formatDate } from '#app/domain/dates.ts'
import { useTranslation } from '#app/utils/i18n.ts'
import { donationsAction, loadDonationsPage } from './donations.server.ts'

export async function loader(args: LoaderFunctionArgs) {
  return loadDonationsPage(args)
}

export async function action(args: ActionFunctionArgs) {
  return donationsAction(args)
}

export const meta: MetaFunction = ({ location, matches }) => {
  const t = adminMetaT(matches)
  return adminMeta(t('donations.title'), { location, matches }, t('donations.metaDescription'))
}

type Donation = ReturnType<typeof useLoaderData<typeof loader>>['donations'][number]

const rm = (amount: number) => `RM ${amount.toFixed(2)}`

/**
 * /admin/donations, the treasurer's list of pledged gifts, newest first, each with what it has received and,
 * while it can still receive, the same "record a payment" form as an invoice.
 */
export default function AdminDonationsPage() {
  const { donations, today } = useLoaderData<typeof loader>()
  const failure = useActionData<PaymentFormFailure>()
  const { t } = useTranslation('admin')
  return (
    <AdminShell title={t('donations.title')}>
      <p className="mb-6 max-w-3xl text-slate-700">{t('donations.intro')}</p>
      {failure && !donations.some((donation) => donation.id === failure.id) ? <FormErrors errors={[failure.message]} /> : null}
      <h2 className="mb-4 text-lg font-semibold text-slate-900">{t('donations.count', { count: donations.length })}</h2>
      {donations.length ? (
        <ul className="space-y-4" aria-label={t('donations.listLabel')}>
          {donations.map((donation) => (
            <li key={donation.id}>
              <DonationCard donation={donation} today={today} failure={failure?.id === donation.id ? failure : undefined} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="card text-slate-700">{t('donations.none')}</p>
      )}
    </AdminShell>
  )
}

function DonationCard({ donation, today, failure }: { donation: Donation; today: string; failure?: PaymentFormFailure }) {
  const { t, locale } = useTranslation('admin')
  const headingId = `donation-${donation.id}`
  const open = donation.frequency === 'monthly' || donation.status !== 'received'
  return (
    <article aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h3 id={headingId} className="text-lg font-semibold text-slate-900">
        {donation.name} · {rm(donation.amount)} · {t(`donations.frequencies.${donation.frequency}`)}
      </h3>
      <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2 lg:grid-cols-3">
        <Detail term={t('donations.email')}>
          <a className="link wrap-anywhere" href={`mailto:${donation.email}`}>
            {donation.email}
          </a>
        </Detail>
        <Detail term={t('donations.pledged')}>{formatDate(donation.createdAt, locale)}</Detail>
        <Detail term={t('donations.status')}>{t(`donations.statuses.${donation.status}`)}</Detail>
        <Detail term={t('donations.received')}>{rm(donation.received)}</Detail>
        {donation.identification ? <Detail term={t('donations.identification')}>{donation.identification}</Detail> : null}
        <Detail term={t('donations.slip')}>
          {donation.slip ? (
            <a className="link" href={donation.slip.url}>
              {t('donations.slipDownload', { name: donation.name })}
            </a>
          ) : (
            t('donations.noSlip')
          )}
        </Detail>
      </dl>
      <div className="mt-4">
        {open ? (
          <PaymentForm
            id={donation.id}
            action={financePaths.donations}
            label={t('donations.recordLabel', { name: donation.name })}
            balance={donation.amount}
            today={today}
            failure={failure}
          />
        ) : (
          <p className="text-sm text-slate-700">{t('donations.done')}</p>
        )}
      </div>
    </article>
  )
}
