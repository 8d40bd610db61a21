import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { FileField } from '#app/components/file-field.tsx'
import { SubmitButton } from '#app/components/forms.tsx'
import { PayOnlineForm } from '#app/components/payments/pay-online-form.tsx'
import { PageHero } from '#app/components/public/page-hero.tsx'
import { PageSection } from '#app/components/public/page-section.tsx'
import { BankTransferCard, DuitNowCard } from '#app/components/public/payment-cards.tsx'
import { paths } from '#app/config/paths.ts'
import { formatDate } from '#app/domain/dates.ts'
import { DONATION_SLIP_FIELD } from '#app/domain/media.ts'
import { useIsPending } from '#app/utils/hooks.ts'
import { metaTranslation, useTranslation } from '#app/utils/i18n.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { type RouteHandle, STATIC_PAGE } from '#app/utils/route-handle.ts'
import { loadSlipPage, sendSlipFromPage, type SlipFormFailure } from './slip.server.ts'

/** Plain forms, like /donate: the page sends no JavaScript. */
export const handle: RouteHandle = STATIC_PAGE

export async function loader(args: LoaderFunctionArgs) {
  return loadSlipPage(args)
}

export async function action(args: ActionFunctionArgs) {
  return sendSlipFromPage(args)
}

export const meta: MetaFunction = ({ location, matches }) => {
  const { t } = metaTranslation(matches, 'donate')
  // A private page: reached by its signed link only, never listed.
  return [...pageMeta({ title: t('slipPage.metaTitle'), description: t('slipPage.metaDescription'), location, matches }), { name: 'robots', content: 'noindex' }]
}

/** A pledge's page: thanks, how to pay it, and its transfer slip (sent, or the form to send it). */
export default function DonationSlipPage() {
  const { donation, token, duitNow, payOnline } = useLoaderData<typeof loader>()
  const failure = useActionData<SlipFormFailure>()
  const isPending = useIsPending()
  const { t, locale } = useTranslation('donate')
  return (
    <>
      <PageHero eyebrow={t('hero.eyebrow')} title={t('slipPage.title', { name: donation.name })}>
        <p>{t('slipPage.intro', { amount: donation.amount, frequency: t(`pledge.frequencies.${donation.frequency}`) })}</p>
      </PageHero>
      <PageSection id="how-to-pay" title={t('slipPage.payTitle')}>
        {payOnline ? <PayOnlineForm action={payOnline} token={token} amount={donation.amount} className="card mb-6 max-w-3xl" /> : null}
        <div className="grid gap-6 md:grid-cols-2">
          <BankTransferCard amount={donation.amount} />
          <DuitNowCard qr={duitNow} amount={donation.amount} reference={t('duitNow.donationReference', { name: donation.name })} />
        </div>
      </PageSection>
      <PageSection id="slip" title={t('slipPage.slipTitle')} muted>
        {donation.slipReceivedAt ? (
          <p role="status" className="card max-w-2xl text-slate-800">
            {t('slipPage.received', { date: formatDate(donation.slipReceivedAt, locale) })}
          </p>
        ) : (
          <Form
            method="post"
            action={paths.donateSlip(donation.id, token)}
            encType="multipart/form-data"
            aria-label={t('slipPage.formLabel')}
            className="card max-w-2xl space-y-4"
          >
            <p className="text-slate-700">{t('slipPage.keepLink')}</p>
            <input type="hidden" name="token" value={token} />
            <FileField name={DONATION_SLIP_FIELD} kind="document" label={t('pledge.slipLater')} hint={t('pledge.slipHint')} errors={failure ? [failure.message] : undefined} required />
            <SubmitButton pending={isPending}>{t('slipPage.submit')}</SubmitButton>
          </Form>
        )}
        <p className="mt-6">
          <Link to={paths.donate} className="link">
            {t('slipPage.back')}
          </Link>
        </p>
      </PageSection>
    </>
  )
}
