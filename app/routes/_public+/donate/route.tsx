import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { Field, FormErrors, HoneypotField, SelectField, SubmitButton } from '#app/components/forms.tsx'
import { useIsPending } from '#app/utils/hooks.ts'
import { Badge } from '#app/components/public/badge.tsx'
import { InPageLink } from '#app/components/public/in-page-link.tsx'
import { PageHero } from '#app/components/public/page-hero.tsx'
import { InfoCard, PageSection, TickList } from '#app/components/public/page-section.tsx'
import { BankTransferCard, DuitNowCard } from '#app/components/public/payment-cards.tsx'
import { ProgressBar } from '#app/components/public/progress-bar.tsx'
import { FileField } from '#app/components/file-field.tsx'
import { DONATION_SLIP_FIELD } from '#app/domain/media.ts'
import { site } from '#app/config/site.ts'
import { Trans, useTranslation } from '#app/utils/i18n.ts'
import { translatedPageMeta } from '#app/utils/translated-meta.ts'
import { cn } from '#app/components/class-names.ts'
import { formatRinggit } from '#app/validation/donation.ts'
import { contactFormPath, paths } from '#app/config/paths.ts'
import { donatePageAction, loadDonatePage, type PledgeFormFailure } from './donate.server.ts'
import { type RouteHandle, STATIC_PAGE } from '#app/utils/route-handle.ts'

/** The pledge form is a plain form that posts without JavaScript: the page sends none. */
export const handle: RouteHandle = STATIC_PAGE

export async function loader(args: LoaderFunctionArgs) {
  return loadDonatePage(args)
}

export async function action(args: ActionFunctionArgs) {
  return donatePageAction(args)
}

/** A pledge refused for too many from one address says when to try again, as the API's 429 does. */
export const headers: HeadersFunction = ({ actionHeaders }) => {
  const retryAfter = actionHeaders.get('retry-after')
  return retryAfter ? { 'retry-after': retryAfter } : new Headers()
}

export const meta: MetaFunction<typeof loader> = (args) => translatedPageMeta('donate', args)

export default function Donate() {
  const { content, chosen, duitNow } = useLoaderData<typeof loader>()
  const { impactTiers, paymentMethodsSentence, programmes, sponsorTiers, transparency } = content
  const { rawAmount, amount } = chosen
  const { t } = useTranslation('donate')
  const error = chosen.error ? t(`amount.${chosen.error}`) : null
  const mailSubject = amount ? t('online.mailSubjectAmount', { amount: formatRinggit(amount) }) : t('online.mailSubject')

  return (
    <>
      <PageHero eyebrow={t('hero.eyebrow')} title={t('hero.title')} tone="sand">
        <p>{t('hero.intro')}</p>
      </PageHero>

      <PageSection id="impact-tiers" title={t('impact.title')} intro={t('impact.intro')}>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
          {impactTiers.map((tier) => (
            <li key={tier.amount} className={cn('card flex flex-col p-5', amount === tier.amount && 'border-2 border-brand-700')}>
              <p className="text-2xl font-bold text-brand-900">{formatRinggit(tier.amount)}</p>
              <p className="mt-1 text-xs font-semibold uppercase tracking-wide text-slate-700">{tier.category}</p>
              <p className="mt-2 flex-1 text-sm text-slate-700">{tier.impact}</p>
              <Link to={paths.donateAmount(tier.amount)} className="btn-primary mt-4">
                {t('impact.donate', { amount: formatRinggit(tier.amount) })}
              </Link>
            </li>
          ))}
        </ul>

        <div id="donate-amount" className="card mt-8 max-w-xl">
          <h3 className="text-lg font-semibold text-slate-900">{t('custom.title')}</h3>
          <Form method="get" action={paths.donateHowTo} className="mt-3">
            <label htmlFor="custom-amount" className="mb-1 block text-sm font-medium text-slate-800">
              {t('custom.label')}
            </label>
            <div className="flex flex-col gap-2 sm:flex-row">
              <div className="flex flex-1 items-stretch">
                <span className="inline-flex items-center rounded-l-md border border-r-0 border-slate-400 bg-slate-100 px-3 font-semibold text-slate-800">
                  RM
                </span>
                <input
                  key={rawAmount}
                  id="custom-amount"
                  name="amount"
                  type="number"
                  inputMode="numeric"
                  min={1}
                  step={1}
                  required
                  placeholder={t('custom.placeholder')}
                  defaultValue={amount && !impactTiers.some((t) => t.amount === amount) ? amount : error ? rawAmount : undefined}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? 'custom-amount-error' : undefined}
                  className="block w-full rounded-r-md border border-slate-400 px-3 py-2 focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-600 aria-[invalid=true]:border-red-700"
                />
              </div>
              <button type="submit" className="btn-primary">
                {t('custom.submit')}
              </button>
            </div>
            {error ? (
              <p id="custom-amount-error" className="mt-2 text-sm font-medium text-red-700">
                {error}
              </p>
            ) : null}
          </Form>
        </div>
      </PageSection>

      <PageSection id="programmes" title={t('programmes.title')} muted>
        <ul className="grid gap-6 md:grid-cols-2">
          {programmes.map((p) => (
            <li key={p.title} className="card flex flex-col">
              <h3 className="text-lg font-semibold text-slate-900">{p.title}</h3>
              <p className="mt-2 text-slate-700">{p.description}</p>
              <div className="mt-4">
                <ProgressBar
                  percent={p.progress}
                  label={t('programmes.funding', { title: p.title })}
                  valueText={(percent) => t('programmes.funded', { percent })}
                />
                <p className="mt-2 flex flex-wrap justify-between gap-2 text-sm text-slate-700">
                  <span>
                    <Trans
                      text={t('programmes.raised', { current: formatRinggit(p.currentFunding), goal: formatRinggit(p.goal) })}
                      components={{ strong: (raised) => <span className="font-semibold text-slate-900">{raised}</span> }}
                    />
                  </span>
                  <span className="font-semibold text-slate-900">{p.progress}%</span>
                </p>
              </div>
              <dl className="mt-3 flex-1 space-y-1 text-sm text-slate-700">
                <div>
                  <dt className="inline font-medium text-slate-900">{t('programmes.beneficiaries')}</dt>
                  <dd className="inline">{p.beneficiaries}</dd>
                </div>
                <div>
                  <dt className="inline font-medium text-slate-900">{t('programmes.impact')}</dt>
                  <dd className="inline">{p.impact}</dd>
                </div>
              </dl>
              <Link to={p.supportLink} className="btn-secondary mt-4 self-start">
                {t('programmes.support')}
                <span className="sr-only">: {p.title}</span>
              </Link>
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection id="sponsorship" title={t('sponsorship.title')}>
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-4">
          {sponsorTiers.map((s) => (
            <li key={s.tier} className={cn('card flex flex-col', s.mostImpactful && 'border-2 border-brand-700')}>
              {s.mostImpactful ? <Badge className="mb-2 self-start bg-brand-700 text-white">{t('sponsorship.mostImpactful')}</Badge> : null}
              <h3 className="text-lg font-semibold text-slate-900">{s.tier}</h3>
              <p className="font-semibold text-brand-900">{s.range}</p>
              <TickList items={s.benefits} className="mt-3 flex-1 text-sm text-slate-700" />
              <p className="mt-3 text-sm text-slate-700">{s.recognition}</p>
              <Link to={s.sponsorLink} className="btn-secondary mt-4">
                {t('sponsorship.become', { tier: s.tier })}
              </Link>
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection id="pledge" title={t('pledge.title')} intro={t('pledge.intro')}>
        <PledgeForm chosenAmount={amount} />
      </PageSection>

      <PageSection id="how-to-donate" title={t('howTo.title')} muted>
        {amount ? (
          <div role="status" className="mb-6 rounded-xl border-2 border-brand-700 bg-white p-5">
            <p className="text-xl font-bold text-brand-900">{t('howTo.chosen', { amount: formatRinggit(amount) })}</p>
            <p className="mt-1 text-slate-700">
              {t('howTo.thanks')}{' '}
              <InPageLink hash="#impact-tiers" className="link">
                {t('howTo.change')}
              </InPageLink>
            </p>
          </div>
        ) : null}
        {error ? (
          <div role="alert" className="mb-6 rounded-xl border border-red-300 bg-red-50 p-5 text-red-800">
            <p className="font-semibold">{t('howTo.unreadable')}</p>
            <p className="mt-1">
              {error}{' '}
              <InPageLink hash="#donate-amount" className="font-semibold underline underline-offset-2">
                {t('howTo.again')}
              </InPageLink>
            </p>
          </div>
        ) : null}
        <div className="grid gap-6 md:grid-cols-2">
          <InfoCard title={t('online.title')}>
            <p>{t('online.methods', { methods: paymentMethodsSentence })}</p>
            <p>{t('online.how')}</p>
            <a
              className="btn-primary mt-2"
              href={`mailto:${site.emails.donations}?subject=${encodeURIComponent(mailSubject)}`}
            >
              {amount ? t('online.requestFor', { amount: formatRinggit(amount) }) : t('online.request')}
            </a>
          </InfoCard>
          <BankTransferCard amount={amount ? formatRinggit(amount) : null} withSwift>
            <p>
              <Trans
                text={t('bank.reference', { email: site.emails.donations })}
                components={{
                  email: (address) => (
                    <a className="link" href={`mailto:${site.emails.donations}`}>
                      {address}
                    </a>
                  ),
                }}
              />
            </p>
          </BankTransferCard>
          <DuitNowCard qr={duitNow} amount={amount ? formatRinggit(amount) : null} reference={t('duitNow.donationReferenceAny')} />
        </div>
      </PageSection>

      <PageSection id="transparency" title={t('transparency.title')}>
        <div className="grid gap-6 md:grid-cols-2">
          {transparency.map((t) => (
            <InfoCard key={t.title} title={t.title}>
              <p>{t.description}</p>
            </InfoCard>
          ))}
        </div>
        <div className="mt-8 flex flex-wrap gap-3">
          <InPageLink hash="#impact-tiers" className="btn-primary">
            {t('transparency.donate')}
          </InPageLink>
          <Link to={contactFormPath({ subject: 'general' })} className="btn-secondary">
            {t('transparency.contact')}
          </Link>
        </div>
      </PageSection>
    </>
  )
}

/**
 * The pledge: who gives, how much and how often, posted to this page's action (no JavaScript needed). A
 * refused pledge comes back with its messages and what was typed; an accepted one goes to how to pay.
 */
function PledgeForm({ chosenAmount }: { chosenAmount: number | null | undefined }) {
  const failure = useActionData<PledgeFormFailure>()
  const isPending = useIsPending()
  const { t } = useTranslation('donate')
  const errors = failure?.fieldErrors ?? {}
  const typed = failure?.typed
  return (
    <Form
      method="post"
      action="/donate#pledge"
      encType="multipart/form-data"
      aria-label={t('pledge.label')}
      className="card max-w-2xl space-y-4"
      noValidate={!!failure}
    >
      <HoneypotField />
      <FormErrors errors={failure?.formError ? [failure.formError] : null} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          labelProps={{ children: t('pledge.name') }}
          inputProps={{ id: 'pledge-name', name: 'name', required: true, maxLength: 200, autoComplete: 'name', defaultValue: typed?.name }}
          errors={errors.name}
        />
        <Field
          labelProps={{ children: t('pledge.email') }}
          inputProps={{ id: 'pledge-email', name: 'email', type: 'email', required: true, maxLength: 254, autoComplete: 'email', defaultValue: typed?.email }}
          errors={errors.email}
        />
        <Field
          labelProps={{ children: t('pledge.amount') }}
          inputProps={{
            id: 'pledge-amount',
            name: 'amount',
            type: 'number',
            inputMode: 'decimal',
            min: 1,
            step: '0.01',
            required: true,
            defaultValue: typed ? typed.amount : chosenAmount ? String(chosenAmount) : undefined,
          }}
          errors={errors.amount}
        />
        <SelectField
          labelProps={{ children: t('pledge.frequency') }}
          selectProps={{ id: 'pledge-frequency', name: 'frequency', required: true, defaultValue: typed?.frequency || 'one-time' }}
          options={(['one-time', 'monthly'] as const).map((value) => ({ value, label: t(`pledge.frequencies.${value}`) }))}
          errors={errors.frequency}
        />
      </div>
      <Field
        labelProps={{ children: t('pledge.identification') }}
        inputProps={{ id: 'pledge-identification', name: 'identification', maxLength: 40, defaultValue: typed?.identification }}
        hint={t('pledge.identificationHint')}
        errors={errors.identification}
      />
      <FileField name={DONATION_SLIP_FIELD} kind="document" label={t('pledge.slip')} hint={t('pledge.slipHint')} errors={errors[DONATION_SLIP_FIELD]} />
      <SubmitButton pending={isPending}>{t('pledge.submit')}</SubmitButton>
    </Form>
  )
}
