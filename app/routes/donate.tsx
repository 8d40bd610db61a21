import type { MetaFunction } from '@remix-run/node'
import { Form, Link, useSearchParams } from '@remix-run/react'
import { Badge } from '#app/components/public/badge.tsx'
import { InPageLink } from '#app/components/public/in-page-link.tsx'
import { PageHero } from '#app/components/public/page-hero.tsx'
import { InfoCard, PageSection, TickList } from '#app/components/public/page-section.tsx'
import { ProgressBar } from '#app/components/public/progress-bar.tsx'
import { site } from '#app/config/site.ts'
import {
  impactTiers,
  paymentMethodsSentence,
  programmes,
  sponsorLink,
  sponsorTiers,
  supportProgrammeLink,
  transparency,
} from '#app/content/donate.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { cn } from '#app/components/class-names.ts'
import { formatRinggit, parseDonationAmount } from '#app/validation/donation.ts'
import { contactFormPath, paths } from '#app/config/paths.ts'

export const meta: MetaFunction = ({ location, matches }) =>
  pageMeta({
    title: 'Support Our Mission',
    description:
      'Donate to fund student scholarships, community research, public awareness and professional development, or become a corporate sponsor.',
    location,
    matches,
  })


export default function Donate() {
  const [searchParams] = useSearchParams()
  const rawAmount = searchParams.get('amount') ?? ''
  const { amount, error } = parseDonationAmount(rawAmount)
  const mailSubject = amount ? `Donation of ${formatRinggit(amount)}` : 'Donation'

  return (
    <>
      <PageHero eyebrow="Donate" title="Support Our Mission">
        <p>
          Your gift helps train new practitioners, fund honest research and bring free wellness talks to communities that
          need them. Every ringgit is accounted for.
        </p>
      </PageHero>

      <PageSection id="impact-tiers" title="Your impact" intro="Choose an amount to see how to give it.">
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
          {impactTiers.map((tier) => (
            <li key={tier.amount} className={cn('card flex flex-col p-5', amount === tier.amount && 'border-2 border-brand-700')}>
              <p className="text-2xl font-bold text-brand-900">{formatRinggit(tier.amount)}</p>
              <p className="mt-1 text-xs font-semibold uppercase tracking-wide text-slate-700">{tier.category}</p>
              <p className="mt-2 flex-1 text-sm text-slate-700">{tier.impact}</p>
              <Link to={paths.donateAmount(tier.amount)} className="btn-primary mt-4">
                Donate {formatRinggit(tier.amount)}
              </Link>
            </li>
          ))}
        </ul>

        <div id="donate-amount" className="card mt-8 max-w-xl">
          <h3 className="text-lg font-semibold text-slate-900">Give another amount</h3>
          <Form method="get" action={paths.donateHowTo} className="mt-3">
            <label htmlFor="custom-amount" className="mb-1 block text-sm font-medium text-slate-800">
              Amount in ringgit
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
                  placeholder="Enter amount"
                  defaultValue={amount && !impactTiers.some((t) => t.amount === amount) ? amount : error ? rawAmount : undefined}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? 'custom-amount-error' : undefined}
                  className="block w-full rounded-r-md border border-slate-400 px-3 py-2 focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-600 aria-[invalid=true]:border-red-700"
                />
              </div>
              <button type="submit" className="btn-primary">
                Donate Custom Amount
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

      <PageSection id="programmes" title="Programmes you can support" muted>
        <ul className="grid gap-6 md:grid-cols-2">
          {programmes.map((p) => (
            <li key={p.title} className="card flex flex-col">
              <h3 className="text-lg font-semibold text-slate-900">{p.title}</h3>
              <p className="mt-2 text-slate-700">{p.description}</p>
              <div className="mt-4">
                <ProgressBar percent={p.progress} label={`${p.title} funding`} />
                <p className="mt-2 flex flex-wrap justify-between gap-2 text-sm text-slate-700">
                  <span>
                    <span className="font-semibold text-slate-900">{formatRinggit(p.currentFunding)}</span> raised of{' '}
                    {formatRinggit(p.goal)}
                  </span>
                  <span className="font-semibold text-slate-900">{p.progress}%</span>
                </p>
              </div>
              <dl className="mt-3 flex-1 space-y-1 text-sm text-slate-700">
                <div>
                  <dt className="inline font-medium text-slate-900">Beneficiaries: </dt>
                  <dd className="inline">{p.beneficiaries}</dd>
                </div>
                <div>
                  <dt className="inline font-medium text-slate-900">Impact: </dt>
                  <dd className="inline">{p.impact}</dd>
                </div>
              </dl>
              <Link to={supportProgrammeLink(p.title)} className="btn-secondary mt-4 self-start">
                Support This Programme<span className="sr-only">: {p.title}</span>
              </Link>
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection id="sponsorship" title="Corporate sponsorship">
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-4">
          {sponsorTiers.map((s) => (
            <li key={s.tier} className={cn('card flex flex-col', s.mostImpactful && 'border-2 border-brand-700')}>
              {s.mostImpactful ? <Badge className="mb-2 self-start bg-brand-700 text-white">Most Impactful</Badge> : null}
              <h3 className="text-lg font-semibold text-slate-900">{s.tier}</h3>
              <p className="font-semibold text-brand-900">{s.range}</p>
              <TickList items={s.benefits} className="mt-3 flex-1 text-sm text-slate-700" />
              <p className="mt-3 text-sm text-slate-700">{s.recognition}</p>
              <Link to={sponsorLink(s.tier)} className="btn-secondary mt-4">
                Become a {s.tier}
              </Link>
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection id="how-to-donate" title="How to Donate" muted>
        {amount ? (
          <div role="status" className="mb-6 rounded-xl border-2 border-brand-700 bg-white p-5">
            <p className="text-xl font-bold text-brand-900">You have chosen {formatRinggit(amount)}</p>
            <p className="mt-1 text-slate-700">
              Thank you. Give it online or by bank transfer below, once or every month.{' '}
              <InPageLink hash="#impact-tiers" className="link">
                Change the amount
              </InPageLink>
            </p>
          </div>
        ) : null}
        {error ? (
          <div role="alert" className="mb-6 rounded-xl border border-red-300 bg-red-50 p-5 text-red-800">
            <p className="font-semibold">We could not read that amount.</p>
            <p className="mt-1">
              {error}{' '}
              <InPageLink hash="#donate-amount" className="font-semibold underline underline-offset-2">
                Enter the amount again
              </InPageLink>
            </p>
          </div>
        ) : null}
        <div className="grid gap-6 md:grid-cols-2">
          <InfoCard title="Online donation">
            <p>We accept {paymentMethodsSentence}, for a one-time gift or a monthly donation.</p>
            <p>
              E-mail us the amount and whether you would like to give once or monthly, and we will send you a secure
              payment link within one business day.
            </p>
            <a
              className="btn-primary mt-2"
              href={`mailto:${site.emails.donations}?subject=${encodeURIComponent(mailSubject)}`}
            >
              Request a payment link{amount ? ` for ${formatRinggit(amount)}` : ''}
            </a>
          </InfoCard>
          <InfoCard title="Bank transfer">
            <dl className="space-y-1">
              <div>
                <dt className="inline font-medium text-slate-900">Bank: </dt>
                <dd className="inline">{site.bankTransfer.bank}</dd>
              </div>
              <div>
                <dt className="inline font-medium text-slate-900">Account name: </dt>
                <dd className="inline">{site.bankTransfer.accountName}</dd>
              </div>
              <div>
                <dt className="inline font-medium text-slate-900">Account number: </dt>
                <dd className="inline font-mono">{site.bankTransfer.accountNumber}</dd>
              </div>
              <div>
                <dt className="inline font-medium text-slate-900">SWIFT code: </dt>
                <dd className="inline font-mono">{site.bankTransfer.swiftCode}</dd>
              </div>
              {amount ? (
                <div>
                  <dt className="inline font-medium text-slate-900">Amount: </dt>
                  <dd className="inline">{formatRinggit(amount)}</dd>
                </div>
              ) : null}
            </dl>
            <p>
              Please use “DONATION” and your name as the reference, then send the receipt to{' '}
              <a className="link" href={`mailto:${site.emails.donations}`}>
                {site.emails.donations}
              </a>{' '}
              so that we can thank you and issue an official receipt.
            </p>
          </InfoCard>
        </div>
      </PageSection>

      <PageSection id="transparency" title="Transparency & Benefits">
        <div className="grid gap-6 md:grid-cols-2">
          {transparency.map((t) => (
            <InfoCard key={t.title} title={t.title}>
              <p>{t.description}</p>
            </InfoCard>
          ))}
        </div>
        <div className="mt-8 flex flex-wrap gap-3">
          <InPageLink hash="#impact-tiers" className="btn-primary">
            Make a Donation
          </InPageLink>
          <Link to={contactFormPath({ subject: 'general' })} className="btn-secondary">
            Contact Us
          </Link>
        </div>
      </PageSection>
    </>
  )
}
