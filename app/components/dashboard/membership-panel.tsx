import { Form, Link, useLocation } from '@remix-run/react'
import { pageHrefKeeping, Pagination } from '#app/components/pagination.tsx'
import { PayOnlineForm } from '#app/components/payments/pay-online-form.tsx'
import { cpdAuditPaths } from '#app/config/cpd-audit-paths.ts'
import { electionPaths } from '#app/config/election-paths.ts'
import { meetingPaths } from '#app/config/meeting-paths.ts'
import { dashboardTabs, membershipPaths } from '#app/config/member-paths.ts'
import { formatDate } from '#app/domain/dates.ts'
import type { DuitNowQrView } from '#app/domain/emv-qr.ts'
import { useListLabel, useTranslation } from '#app/utils/i18n.ts'
import { MembershipStatusBadge } from './membership-status-badge.tsx'

const ringgit = (amount: number) => `RM ${amount.toLocaleString('en-MY', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`

interface ListPages {
  page: number
  pages: number
}

export interface MembershipPanelData {
  status: string
  /** domain/membership-stage.ts: the one word for where the membership stands (issue 33). */
  stage: string
  membershipId: string | null
  membershipType: string
  expiresAt: string | null
  rejectionReason: string | null
  /** The secretariat's latest request for more on a waiting application (issue 33, item 5). */
  informationRequest: { answeredAt: string | null } | null
  verifyUrl: string | null
  /** How many invoices are open, on every page (the list below is one page). */
  openInvoices: number
  invoicePages: ListPages
  receiptPages: ListPages
  invoices: Array<{
    id: string
    number: string
    status: string
    total: number
    balance: number
    dueAt: string
    items: Array<{ description: string; amount: number }>
    proofs: Array<{ id: string; url: string }>
    /** Issue 34: the "Pay online (FPX)" form's action, where a payment provider is in use. */
    payOnline: string | null
    /** Issue 36: an open renewal invoice's declaration page, and whether it is still to be made (then no payment forms). */
    declarationUrl?: string | null
    declarationNeeded?: boolean
  }>
  /** Issue 36: the member's CPD audit page while it waits for their evidence. */
  cpdAuditUrl?: string | null
  receipts: Array<{ id: string; number: string; amount: number; paidAt: string; url: string }>
  howToPay: { bank: string; accountName: string; accountNumber: string; duitNow: DuitNowQrView | null }
}

/**
 * The dashboard's Membership tab (issue 18): where the membership stands and what happens next, the
 * invoices with how to pay and a form for the transfer slip (a plain multipart form: it works without
 * JavaScript), the receipts and the certificate.
 */
export function MembershipPanel({ membership }: { membership: MembershipPanelData }) {
  const { t, locale } = useTranslation('dashboard')
  const listLabel = useListLabel()
  const { t: tCommon } = useTranslation('common')
  const { t: tAudit } = useTranslation('cpd-audit')
  const day = (value: string) => formatDate(`${value}T04:00:00Z`, locale)
  // Invoices (?invoices=) and receipts (?receipts=) are paged apart, each keeping the other's page.
  const search = new URLSearchParams(useLocation().search)
  const pageHref = (param: string) => pageHrefKeeping(dashboardTabs.membership, search, param)
  const open = membership.openInvoices
  // What to pay and the reference to enter, beside the bank and the QR: the open invoices of this page.
  const unpaid = membership.invoices.filter((invoice) => invoice.status === 'unpaid')
  const duitNow = membership.howToPay.duitNow
  const { stage } = membership
  // What happens next, by stage: a renewal invoice asks to renew by the period's last day, not to "become active".
  const next =
    stage === 'applied'
      ? t('membership.next.pending')
      : stage === 'rejected'
        ? t('membership.next.rejected', { reason: membership.rejectionReason ?? '' })
        : stage === 'expired'
          ? t('membership.next.expired')
          : stage === 'awaiting-payment'
            ? t('membership.next.unpaid')
            : open && membership.expiresAt && (stage === 'active' || stage === 'renewal-due')
              ? t('membership.next.renew', { date: day(membership.expiresAt) })
              : null
  return (
    <div className="space-y-6">
      <section aria-labelledby="membership-heading" className="card">
        <h2 id="membership-heading" className="text-lg font-semibold text-slate-900">
          {t('membership.heading')}
        </h2>
        <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
          <dt className="font-semibold text-slate-700">{t('membership.status')}</dt>
          <dd>
            <MembershipStatusBadge stage={stage} />
          </dd>
          <dt className="font-semibold text-slate-700">{t('membership.type')}</dt>
          <dd>{listLabel('membershipTypes', membership.membershipType)}</dd>
          <dt className="font-semibold text-slate-700">{t('membership.id')}</dt>
          <dd>{membership.membershipId ?? t('membership.noId')}</dd>
          {membership.expiresAt ? (
            <>
              <dt className="font-semibold text-slate-700">{t('membership.validUntil')}</dt>
              <dd>{day(membership.expiresAt)}</dd>
            </>
          ) : null}
        </dl>
        {next ? <p className="mt-4 rounded-md bg-sky-50 p-3 text-sm text-sky-900">{next}</p> : null}
        {stage === 'applied' ? (
          <p className="mt-3">
            {membership.informationRequest && !membership.informationRequest.answeredAt ? (
              <Link to={membershipPaths.application} className="btn-primary">
                {t('application.answerLink')}
              </Link>
            ) : (
              <Link to={membershipPaths.application} className="link inline-flex min-h-11 items-center">
                {t('application.pageLink')}
              </Link>
            )}
          </p>
        ) : null}
        {membership.status === 'rejected' ? (
          <p className="mt-3">
            <Link to={membershipPaths.reapply} className="btn-primary">
              {t('reapply.link')}
            </Link>
          </p>
        ) : null}
        {membership.status === 'active' && membership.membershipId ? (
          <p className="mt-4 flex flex-wrap gap-3">
            <a href={membershipPaths.certificate} className="btn-primary">
              {t('membership.certificate')}
            </a>
            {membership.verifyUrl ? (
              <a href={new URL(membership.verifyUrl).pathname} className="btn-secondary">
                {t('membership.verifyLink')}
              </a>
            ) : null}
            {membership.membershipType === 'Practicing Ordinary' ? (
              // The page says whether they may ask yet (five years after joining) and what it would cost.
              <Link to={membershipPaths.fellowship} className="btn-secondary">
                {t('fellowship.link')}
              </Link>
            ) : null}
            {/* Issue 35: the association's elections (each page says whether the member is on its roll). */}
            <Link to={electionPaths.list} className="btn-secondary">
              {t('membership.elections')}
            </Link>
            {/* Issue 35: general meetings (each page says whether the member was entitled to attend). */}
            <Link to={meetingPaths.list} className="btn-secondary">
              {t('membership.meetings')}
            </Link>
          </p>
        ) : null}
      </section>

      {membership.cpdAuditUrl ? (
        <p className="card font-semibold">
          <Link to={cpdAuditPaths.member} className="link inline-flex min-h-11 items-center">
            {tAudit('tab.audit')}
          </Link>
        </p>
      ) : null}

      <section aria-labelledby="invoices-heading" className="card">
        <h2 id="invoices-heading" className="text-lg font-semibold text-slate-900">
          {t('membership.invoices')}
        </h2>
        {membership.invoices.length === 0 ? <p className="mt-2 text-sm text-slate-700">{t('membership.noInvoices')}</p> : null}
        <ul className="mt-3 space-y-4">
          {membership.invoices.map((invoice) => (
            <li key={invoice.id} className="rounded-lg border border-slate-200 p-4">
              <h3 className="font-semibold text-slate-900">
                {t('membership.invoiceNumber', { number: invoice.number })}{' '}
                <span className="text-sm font-normal text-slate-700">({t(`membership.invoiceStatus.${invoice.status as 'unpaid' | 'paid' | 'void'}`)})</span>
              </h3>
              <ul className="mt-1 text-sm text-slate-700">
                {invoice.items.map((item) => (
                  <li key={item.description}>
                    {item.description}: {ringgit(item.amount)}
                  </li>
                ))}
              </ul>
              <p className="mt-1 text-sm text-slate-900">
                {t('membership.total', { amount: ringgit(invoice.total) })}
                {invoice.status === 'unpaid' ? ` · ${t('membership.balance', { amount: ringgit(invoice.balance) })} · ${t('membership.due', { date: day(invoice.dueAt) })}` : null}
              </p>
              {invoice.proofs.length ? (
                <p className="mt-1 text-sm text-slate-700">
                  {t('membership.slipsSent', { count: invoice.proofs.length })}:{' '}
                  {invoice.proofs.map((proof, index) => (
                    <a key={proof.id} href={proof.url} className="link mr-2">
                      {t('membership.viewSlip')} {index + 1}
                    </a>
                  ))}
                </p>
              ) : null}
              {invoice.declarationUrl ? (
                <p className="mt-2 text-sm text-slate-900" data-testid="renewal-declaration">
                  {invoice.declarationNeeded ? (
                    <>
                      {tAudit('tab.linkNeeded')}{' '}
                      <Link to={invoice.declarationUrl} className="link inline-flex min-h-11 items-center font-semibold">
                        {tAudit('tab.link')}
                      </Link>
                    </>
                  ) : (
                    tAudit('tab.declared')
                  )}
                </p>
              ) : null}
              {invoice.payOnline && !invoice.declarationNeeded ? <PayOnlineForm action={invoice.payOnline} amount={ringgit(invoice.balance)} className="mt-3" /> : null}
              {invoice.status === 'unpaid' && !invoice.declarationNeeded ? (
                <Form method="post" action={membershipPaths.invoiceProof(invoice.id)} encType="multipart/form-data" reloadDocument className="mt-3 grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
                  <div>
                    <label htmlFor={`slip-${invoice.id}`} className="block text-sm font-medium text-slate-900">
                      {t('membership.slipFile')}
                    </label>
                    <input id={`slip-${invoice.id}`} name="file" type="file" required accept="image/jpeg,image/png,image/webp,image/heic,application/pdf" className="mt-1 block w-full text-sm" />
                  </div>
                  <div>
                    <label htmlFor={`reference-${invoice.id}`} className="block text-sm font-medium text-slate-900">
                      {t('membership.slipReference')}
                    </label>
                    {/* Issue 33: drawn as every other field (a class named "input" that no style defined left it invisible). */}
                    <input
                      id={`reference-${invoice.id}`}
                      name="reference"
                      type="text"
                      maxLength={100}
                      className="mt-1 block min-h-11 w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-600"
                    />
                  </div>
                  <button type="submit" className="btn-secondary">
                    {t('membership.slipSubmit')}
                  </button>
                </Form>
              ) : null}
            </li>
          ))}
        </ul>
        <Pagination
          page={membership.invoicePages.page}
          totalPages={membership.invoicePages.pages}
          hrefFor={pageHref('invoices')}
          label={tCommon('pagination.labelOf', { list: t('membership.invoices') })}
        />
      </section>

      {open ? (
        <section aria-labelledby="pay-heading" className="card">
          <h2 id="pay-heading" className="text-lg font-semibold text-slate-900">
            {t('membership.howToPay')}
          </h2>
          <p className="mt-2 text-sm text-slate-700">
            {t('membership.bank', { bank: membership.howToPay.bank, account: membership.howToPay.accountNumber, name: membership.howToPay.accountName })}
          </p>
          {unpaid.length ? (
            <ul className="mt-2 space-y-1 text-sm text-slate-900">
              {unpaid.map((invoice) => (
                <li key={invoice.id}>{t('membership.toPay', { number: invoice.number, amount: ringgit(invoice.balance) })}</li>
              ))}
            </ul>
          ) : null}
          {/* Issue 34: the association's DuitNow QR, once an officer has uploaded it; without it, the bank transfer only. */}
          {duitNow ? (
            <>
              <p className="mt-2 text-sm text-slate-700">{t('membership.duitNow', { name: duitNow.merchantName })}</p>
              <img src={duitNow.imageUrl} alt={t('membership.duitNowAlt', { name: duitNow.merchantName })} width={200} height={200} className="mt-3 rounded border border-slate-200 bg-white" />
              <p className="mt-3">
                <a href={duitNow.downloadUrl} download className="btn-secondary">
                  {t('membership.duitNowSave')}
                </a>
              </p>
              <p className="mt-2 text-sm text-slate-700">{t('membership.duitNowSaveHint')}</p>
            </>
          ) : null}
        </section>
      ) : null}

      {membership.receipts.length || membership.receiptPages.page > 1 ? (
        <section aria-labelledby="receipts-heading" className="card">
          <h2 id="receipts-heading" className="text-lg font-semibold text-slate-900">
            {t('membership.receipts')}
          </h2>
          <ul className="mt-2 space-y-1 text-sm">
            {membership.receipts.map((receipt) => (
              <li key={receipt.id}>
                <a href={receipt.url} className="link">
                  {t('membership.receipt', { number: receipt.number, amount: ringgit(receipt.amount), date: day(receipt.paidAt) })}
                </a>
              </li>
            ))}
          </ul>
          <Pagination
            page={membership.receiptPages.page}
            totalPages={membership.receiptPages.pages}
            hrefFor={pageHref('receipts')}
            label={tCommon('pagination.labelOf', { list: t('membership.receipts') })}
          />
        </section>
      ) : null}
    </div>
  )
}
