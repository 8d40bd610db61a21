import type { ReactNode } from 'react'
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { SeatStateText } from '#app/components/events/seat-state.tsx'
import { FileField } from '#app/components/file-field.tsx'
import { PayOnlineForm } from '#app/components/payments/pay-online-form.tsx'
import { SubmitButton } from '#app/components/forms.tsx'
import { PageHero } from '#app/components/public/page-hero.tsx'
import { InfoCard, PageSection } from '#app/components/public/page-section.tsx'
import { BankTransferCard, DuitNowCard } from '#app/components/public/payment-cards.tsx'
import { membershipPaths } from '#app/config/member-paths.ts'
import { formatDate, formatLongDate } from '#app/domain/dates.ts'
import { langOf } from '#app/domain/locale.ts'
import { formatRinggit } from '#app/domain/money.ts'
import { useIsPending } from '#app/utils/hooks.ts'
import { metaTranslation, Trans, useTranslation } from '#app/utils/i18n.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { type RouteHandle, STATIC_PAGE } from '#app/utils/route-handle.ts'
import { loadRegistrationPage, registrationSlipAction, type RegistrationSlipFailure } from './registration.server.ts'

/** Plain links and a plain multipart form, like a pledge's slip page: the page sends no JavaScript. */
export const handle: RouteHandle = STATIC_PAGE

export async function loader(args: LoaderFunctionArgs) {
  return loadRegistrationPage(args)
}

export async function action(args: ActionFunctionArgs) {
  return registrationSlipAction(args)
}

export const meta: MetaFunction = ({ location, matches }) => {
  const { t } = metaTranslation(matches, 'events')
  // A private page: reached by its signed link (or signed in) only, never listed.
  return [...pageMeta({ title: t('regPage.metaTitle'), description: t('regPage.metaTitle'), location, matches }), { name: 'robots', content: 'noindex' }]
}

type Data = ReturnType<typeof useLoaderData<typeof loader>>

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="font-semibold text-slate-900">{term}</dt>
      <dd className="min-w-0 break-words text-slate-800">{children}</dd>
    </>
  )
}

/** The seat, the registration's details, the meeting link and the ways out (the event's page, cancelling). */
function SeatSection({ data }: { data: Data }) {
  const { t, locale } = useTranslation('events')
  const { seat, registration, event } = data
  const open = seat.kind !== 'cancelled' && seat.kind !== 'lapsed'
  return (
    <PageSection id="seat" title={t('seat.label')}>
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="card space-y-3">
          <p role="status" className="text-lg font-semibold text-slate-900">
            {open ? t('regPage.registered') : t('regPage.notRegistered')}
          </p>
          <SeatStateText seat={seat} email={registration.email} />
        </div>
        <div className="card">
          <h3 className="text-lg font-semibold text-slate-900">{t('regPage.details')}</h3>
          <dl className="mt-3 grid grid-cols-[max-content_1fr] gap-x-4 gap-y-2 text-sm">
            <Detail term={t('regPage.event')}>
              <span lang={langOf(event.title, locale)}>{event.title.text}</span>
            </Detail>
            <Detail term={t('regPage.when')}>{event.when}</Detail>
            <Detail term={t('regPage.where')}>{event.where}</Detail>
            <Detail term={t('regPage.name')}>{registration.name}</Detail>
            <Detail term={t('regPage.email')}>{registration.email}</Detail>
            {registration.checkInCode ? (
              <Detail term={t('regPage.code')}>
                <span className="font-mono">{registration.checkInCode}</span>
                <span className="block text-slate-700">{t('regPage.codeHint')}</span>
              </Detail>
            ) : null}
          </dl>
        </div>
      </div>
      {data.meetingLink ? (
        <InfoCard title={t('regPage.meetingTitle')} className="mt-6">
          <p>{t('regPage.meetingIntro')}</p>
          <p>
            <a href={data.meetingLink} className="link break-all" rel="noopener noreferrer">
              {data.meetingLink}
            </a>
          </p>
        </InfoCard>
      ) : null}
      <div className="mt-6 flex flex-wrap items-center gap-3">
        <Link to={data.eventPage} className="btn-secondary">
          {t('regPage.eventPage')}
        </Link>
        {data.cancel?.kind === 'link' ? (
          <Link to={data.cancel.href} className="btn-secondary">
            {t('regPage.cancel')}
          </Link>
        ) : data.cancel?.kind === 'form' ? (
          <Form method="post" action={data.cancel.action}>
            <button type="submit" className="btn-secondary">
              {t('regPage.cancel')}
            </button>
          </Form>
        ) : null}
      </div>
      {data.access !== 'member' ? <p className="mt-4 text-sm text-slate-700">{t('regPage.keepLink')}</p> : null}
    </PageSection>
  )
}

/** What is owed and how to pay it: online (FPX), bank transfer and (once uploaded) the DuitNow QR, or (a member) the dashboard. */
function PaySection({ payment, duitNow, payOnline, token }: { payment: NonNullable<Data['payment']>; duitNow: Data['duitNow']; payOnline: string | null; token: string }) {
  const { t, locale } = useTranslation('events')
  const invoice = payment.invoice
  const settled = invoice !== null && invoice.status !== 'unpaid'
  return (
    <PageSection id="pay" title={settled ? t('regPage.paymentTitle') : t('regPage.payTitle')} muted>
      <div className="card max-w-3xl space-y-2">
        {invoice?.status === 'void' ? (
          <p className="font-semibold text-brand-900">{t('regPage.voided', { number: invoice.number })}</p>
        ) : settled ? (
          <p className="font-semibold text-brand-900">{t('regPage.paid')}</p>
        ) : (
          <>
            <p className="text-lg font-semibold text-slate-900">{t('regPage.amountDue', { amount: formatRinggit(payment.balanceSen) })}</p>
            <p className="text-slate-700">
              {invoice ? t('regPage.invoice', { number: invoice.number, due: formatLongDate(`${invoice.dueOn}T04:00:00Z`, locale) }) : t('regPage.invoiceLater')}
            </p>
          </>
        )}
        {payment.slip === 'dashboard' ? (
          <p className="text-slate-700">
            {t('regPage.dashboard')}{' '}
            <Link to={membershipPaths.tab} className="link">
              {t('regPage.dashboardLink')}
            </Link>
          </p>
        ) : null}
      </div>
      {invoice && !settled && payOnline ? <PayOnlineForm action={payOnline} token={token} amount={formatRinggit(payment.balanceSen)} className="card mt-6 max-w-3xl" /> : null}
      {invoice && !settled && payment.slip !== 'dashboard' ? (
        <div className="mt-6 grid gap-6 md:grid-cols-2">
          <BankTransferCard amount={formatRinggit(payment.balanceSen)}>
            <p>{t('regPage.reference', { number: invoice.number })}</p>
          </BankTransferCard>
          <DuitNowCard qr={duitNow} amount={formatRinggit(payment.balanceSen)} reference={invoice.number} />
        </div>
      ) : null}
    </PageSection>
  )
}

/** A visitor's transfer slips: those sent, and the form to send one (by the mails' link only). */
function SlipSection({ data, payment }: { data: Data; payment: NonNullable<Data['payment']> }) {
  const { t, locale } = useTranslation('events')
  const failure = useActionData<RegistrationSlipFailure>()
  const isPending = useIsPending()
  // Once nothing more can be sent (paid, or a member's), the section only lists what was sent.
  const sending = payment.slip === 'form' || payment.slip === 'full' || payment.slip === 'open-mail'
  return (
    <PageSection id="slip" title={sending ? t('regPage.slipTitle') : t('regPage.slipsSent')}>
      {payment.slips.length ? (
        <div className="mb-6 max-w-2xl">
          {sending ? <h3 className="font-semibold text-slate-900">{t('regPage.slipsSent')}</h3> : null}
          <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-800">
            {payment.slips.map((slip) => (
              <li key={slip.uploadedAt}>
                {slip.reference
                  ? t('regPage.slipSentOnRef', { date: formatDate(slip.uploadedAt, locale), reference: slip.reference })
                  : t('regPage.slipSentOn', { date: formatDate(slip.uploadedAt, locale) })}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {payment.slip === 'form' ? (
        <Form method="post" action={data.action} encType="multipart/form-data" aria-label={t('regPage.formLabel')} className="card max-w-2xl space-y-4">
          <p className="text-slate-700">{t('regPage.slipIntro')}</p>
          <input type="hidden" name="token" value={data.token} />
          <FileField name="file" kind="document" label={t('regPage.slipFile')} hint={t('regPage.slipHint')} errors={failure ? [failure.message] : undefined} required />
          <div>
            <label htmlFor="slip-reference" className="block text-sm font-medium text-slate-900">
              {t('regPage.slipReference')}
            </label>
            <input
              id="slip-reference"
              name="reference"
              type="text"
              maxLength={100}
              autoComplete="off"
              className="mt-1 block min-h-11 w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-600"
            />
          </div>
          <SubmitButton pending={isPending}>{t('regPage.slipSubmit')}</SubmitButton>
        </Form>
      ) : payment.slip === 'full' || payment.slip === 'open-mail' ? (
        <p className="card max-w-2xl text-slate-700">{payment.slip === 'full' ? t('regPage.slipsFull', { max: payment.slips.length }) : t('regPage.openMail')}</p>
      ) : null}
    </PageSection>
  )
}

/**
 * A registration's own page (issue 33): the seat ("Held until …" or "Confirmed"), what is owed and how to
 * pay it, a visitor's slip, an online event's meeting link for those registered.
 */
export default function RegistrationPage() {
  const data = useLoaderData<typeof loader>()
  const { t, locale } = useTranslation('events')
  const payment = data.payment
  const slipShown = payment !== null && (payment.slip === 'form' || payment.slip === 'full' || payment.slip === 'open-mail' || payment.slips.length > 0)
  return (
    <>
      <PageHero eyebrow={data.event.when} title={t('regPage.title')}>
        <p>
          <Trans
            text={t('regPage.intro', { name: data.registration.name, event: data.event.title.text })}
            components={{ event: (words) => <span lang={langOf(data.event.title, locale)}>{words}</span> }}
          />
        </p>
      </PageHero>
      <SeatSection data={data} />
      {payment ? <PaySection payment={payment} duitNow={data.duitNow} payOnline={data.payOnline} token={data.token} /> : null}
      {payment && slipShown ? <SlipSection data={data} payment={payment} /> : null}
    </>
  )
}
