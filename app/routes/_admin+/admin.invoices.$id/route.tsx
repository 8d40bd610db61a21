import type { SubmissionResult } from '@conform-to/react'
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { adminMeta, adminMetaT } from '#app/components/admin/admin-meta.ts'
import { AdminShell } from '#app/components/admin/admin-shell.tsx'
import { DataTable } from '#app/components/admin/data-table.tsx'
import { Detail } from '#app/components/admin/detail.tsx'
import { Field, FormErrors, SubmitButton, TextareaField } from '#app/components/forms.tsx'
import { getFormProps, getInputProps, getTextareaProps, useForm } from '#app/components/server-form.ts'
import { financePaths } from '#app/config/finance-paths.ts'
import { formatDate } from '#app/domain/dates.ts'
import { useIsPending } from '#app/utils/hooks.ts'
import { useTranslation } from '#app/utils/i18n.ts'
import type { RouteHandle } from '#app/utils/route-handle.ts'
import { invoicePageAction, loadInvoicePage } from './invoice-page.server.ts'

/** Plain forms and links: the page is sent as HTML with the pending-state script, not hydrated. */
export const handle: RouteHandle = { hydrate: false, enhance: ['pending-forms'] }

export async function loader(args: LoaderFunctionArgs) {
  return loadInvoicePage(args)
}

export async function action(args: ActionFunctionArgs) {
  return invoicePageAction(args)
}

export const meta: MetaFunction<typeof loader> = ({ data, location, matches }) => {
  const t = adminMetaT(matches)
  return adminMeta(t('invoice.metaTitle', { number: data?.invoice.number ?? '' }), { location, matches }, t('invoice.metaDescription'))
}

type Data = ReturnType<typeof useLoaderData<typeof loader>>
type Reply = SubmissionResult<string[]>

/** A calendar day (YYYY-MM-DD, Malaysia) as a date to format: noon there, so no time zone moves it. */
const dayDate = (day: string) => `${day}T04:00:00Z`
const rm = (amount: number) => `RM ${amount.toFixed(2)}`
const KINDS = ['joining', 'renewal', 'event', 'donation', 'fellowship'] as const
const METHODS = ['bank-transfer', 'duitnow', 'cash', 'cheque', 'card', 'other'] as const
const oneOf = <T extends string>(list: readonly T[], value: string): value is T => (list as readonly string[]).includes(value)

/**
 * /admin/invoices/{id}: an invoice for the treasurer (issue 34). What it asked for and what was received
 * and given back on it, then what may be done: void it (open, nothing received yet), or record money
 * given back with a credit note (paid). Never on one's own invoice. Plain forms: no JavaScript needed.
 */
export default function InvoicePage() {
  const { invoice, today, constraints } = useLoaderData<typeof loader>()
  const reply = useActionData<Reply>()
  const { t } = useTranslation('admin')
  const sentIntent = reply?.initialValue?.intent
  return (
    <AdminShell title={t('invoice.title', { number: invoice.number })}>
      <p className="mb-4">
        <Link to={`${financePaths.ledger}?from=${invoice.issuedAt}&to=${invoice.paidAt && invoice.paidAt > invoice.issuedAt ? invoice.paidAt : invoice.issuedAt}`} className="link inline-flex min-h-11 items-center">
          {t('invoice.back')}
        </Link>
      </p>
      <Summary invoice={invoice} />
      <Receipts invoice={invoice} />
      <CreditNotes invoice={invoice} />
      {invoice.own ? (
        <p className="card mt-6 max-w-3xl text-slate-800">{t('invoice.own')}</p>
      ) : invoice.mayVoid ? (
        <VoidForm constraint={constraints.void} lastResult={sentIntent === 'void' ? (reply as Reply) : null} />
      ) : invoice.mayCredit ? (
        <CreditNoteForm constraint={constraints.creditNote} refundable={invoice.refundable} today={today} lastResult={sentIntent === 'credit-note' ? (reply as Reply) : null} />
      ) : invoice.status === 'unpaid' ? (
        <p className="card mt-6 max-w-3xl text-slate-800">
          {t('invoice.partPaid')}{' '}
          <Link to={financePaths.payments} className="link">
            {t('invoice.paymentsLink')}
          </Link>
        </p>
      ) : invoice.status === 'paid' ? (
        <p className="card mt-6 max-w-3xl text-slate-800">{t('invoice.allGivenBack')}</p>
      ) : null}
      {/* A refusal of a form that is no longer shown (the invoice changed meanwhile): said above nothing. */}
      {reply?.error?.[''] && !((sentIntent === 'void' && invoice.mayVoid) || (sentIntent === 'credit-note' && invoice.mayCredit)) ? (
        <div className="mt-4 max-w-3xl">
          <FormErrors errors={reply.error['']} />
        </div>
      ) : null}
    </AdminShell>
  )
}

function Summary({ invoice }: { invoice: Data['invoice'] }) {
  const { t, locale } = useTranslation('admin')
  return (
    <section aria-labelledby="invoice-summary" className="card">
      <h2 id="invoice-summary" className="text-lg font-semibold text-slate-900">
        {t('invoice.summary')}
      </h2>
      <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2 lg:grid-cols-3">
        <Detail term={t('invoice.billedTo')}>
          <span className="wrap-anywhere">
            {invoice.billedTo.name} ({invoice.billedTo.email})
          </span>
        </Detail>
        <Detail term={t('invoice.kind')}>{oneOf(KINDS, invoice.kind) ? t(`ledger.categories.${invoice.kind}`) : invoice.kind}</Detail>
        <Detail term={t('invoice.status')}>
          <strong>{oneOf(['unpaid', 'paid', 'void'] as const, invoice.status) ? t(`invoice.statuses.${invoice.status}`) : invoice.status}</strong>
        </Detail>
        <Detail term={t('invoice.issued')}>{formatDate(dayDate(invoice.issuedAt), locale)}</Detail>
        <Detail term={t('invoice.due')}>{formatDate(dayDate(invoice.dueAt), locale)}</Detail>
        {invoice.paidAt ? <Detail term={t('invoice.paidOn')}>{formatDate(dayDate(invoice.paidAt), locale)}</Detail> : null}
        <Detail term={t('invoice.total')}>{rm(invoice.total)}</Detail>
        <Detail term={t('invoice.received')}>{rm(invoice.received)}</Detail>
        <Detail term={t('invoice.refunded')}>{rm(invoice.refunded)}</Detail>
      </dl>
      <p className="mt-2 text-sm text-slate-800">
        <span className="font-medium">{t('invoice.items')}:</span> {invoice.items.map((item) => `${item.description} (${rm(item.amount)})`).join('; ')}
      </p>
      {invoice.voided ? (
        <p className="mt-2 wrap-anywhere text-sm font-medium text-slate-900">
          {invoice.voided.reason
            ? t('invoice.voided', { date: formatDate(dayDate(invoice.voided.on ?? invoice.issuedAt), locale), reason: invoice.voided.reason })
            : t('invoice.voidedByApp', { date: formatDate(dayDate(invoice.voided.on ?? invoice.issuedAt), locale) })}
        </p>
      ) : null}
    </section>
  )
}

function Receipts({ invoice }: { invoice: Data['invoice'] }) {
  const { t, locale } = useTranslation('admin')
  return (
    <section aria-labelledby="invoice-receipts" className="card mt-6">
      <h2 id="invoice-receipts" className="text-lg font-semibold text-slate-900">
        {t('invoice.receiptsHeading')}
      </h2>
      {invoice.receipts.length ? (
        <DataTable
          className="mt-3"
          caption={t('invoice.receiptsCaption', { number: invoice.number })}
          minWidthClass="sm:min-w-[36rem]"
          columns={[{ label: t('invoice.number') }, { label: t('invoice.date') }, { label: t('invoice.amount'), alignEnd: true }, { label: t('invoice.method') }, { label: t('invoice.reference') }]}
        >
          {invoice.receipts.map((receipt) => (
            <tr key={receipt.id} className="border-b border-slate-200 align-top">
              <td data-label={t('invoice.number')} className="whitespace-nowrap py-2 pr-4 font-mono text-slate-900">
                {receipt.number}
              </td>
              <td data-label={t('invoice.date')} className="whitespace-nowrap py-2 pr-4 text-slate-800">
                {formatDate(dayDate(receipt.paidAt), locale)}
              </td>
              <td data-label={t('invoice.amount')} className="py-2 pr-4 text-right tabular-nums text-slate-900">
                {receipt.amount.toFixed(2)}
              </td>
              <td data-label={t('invoice.method')} className="py-2 pr-4 text-slate-800">
                {oneOf(METHODS, receipt.method) ? t(`payments.methods.${receipt.method}`) : receipt.method}
              </td>
              <td data-label={t('invoice.reference')} className="wrap-anywhere py-2 text-slate-800">
                {receipt.reference || '—'}
              </td>
            </tr>
          ))}
        </DataTable>
      ) : (
        <p className="mt-2 text-slate-700">{t('invoice.noReceipts')}</p>
      )}
    </section>
  )
}

function CreditNotes({ invoice }: { invoice: Data['invoice'] }) {
  const { t, locale } = useTranslation('admin')
  if (!invoice.creditNotes.length && invoice.status !== 'paid') return null
  return (
    <section aria-labelledby="invoice-credit-notes" className="card mt-6">
      <h2 id="invoice-credit-notes" className="text-lg font-semibold text-slate-900">
        {t('invoice.creditNotesHeading')}
      </h2>
      {invoice.creditNotes.length ? (
        <DataTable
          className="mt-3"
          caption={t('invoice.creditNotesCaption', { number: invoice.number })}
          minWidthClass="sm:min-w-[44rem]"
          columns={[
            { label: t('invoice.number') },
            { label: t('invoice.date') },
            { label: t('invoice.amount'), alignEnd: true },
            { label: t('invoice.reason') },
            { label: t('invoice.reference') },
          ]}
        >
          {invoice.creditNotes.map((note) => (
            <tr key={note.id} className="border-b border-slate-200 align-top">
              <td data-label={t('invoice.number')} className="whitespace-nowrap py-2 pr-4 font-mono text-slate-900">
                <a href={note.url} className="link inline-flex min-h-11 items-center">
                  {note.number}
                  <span className="sr-only"> ({t('invoice.pdfSr', { number: note.number })})</span>
                </a>
              </td>
              <td data-label={t('invoice.date')} className="whitespace-nowrap py-2 pr-4 text-slate-800">
                {formatDate(dayDate(note.refundedAt), locale)}
              </td>
              <td data-label={t('invoice.amount')} className="py-2 pr-4 text-right tabular-nums text-slate-900">
                {note.amount.toFixed(2)}
              </td>
              <td data-label={t('invoice.reason')} className="wrap-anywhere py-2 pr-4 text-slate-800">
                {note.reason}
              </td>
              <td data-label={t('invoice.reference')} className="wrap-anywhere py-2 text-slate-800">
                {note.refundReference}
              </td>
            </tr>
          ))}
        </DataTable>
      ) : (
        <p className="mt-2 text-slate-700">{t('invoice.noCreditNotes')}</p>
      )}
    </section>
  )
}

function VoidForm({ constraint, lastResult }: { constraint: Data['constraints']['void']; lastResult: Reply | null }) {
  const { t } = useTranslation('admin')
  const pending = useIsPending()
  const [form, fields] = useForm<{ reason: string }>({ id: 'void-invoice', lastResult, constraint })
  return (
    <section aria-labelledby="void-heading" className="card mt-6 max-w-3xl">
      <h2 id="void-heading" className="text-lg font-semibold text-slate-900">
        {t('invoice.voidHeading')}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t('invoice.voidIntro')}</p>
      <Form method="post" {...getFormProps(form)} className="mt-3 space-y-3">
        <FormErrors id={form.errorId} errors={form.errors} />
        <TextareaField labelProps={{ children: t('invoice.voidReason') }} textareaProps={{ ...getTextareaProps(fields.reason), rows: 3 }} errors={fields.reason.errors} />
        <SubmitButton pending={pending} pendingText={t('invoice.voidSubmit')} className="btn-danger" name="intent" value="void">
          {t('invoice.voidSubmit')}
        </SubmitButton>
      </Form>
    </section>
  )
}

function CreditNoteForm({
  constraint,
  refundable,
  today,
  lastResult,
}: {
  constraint: Data['constraints']['creditNote']
  refundable: number
  today: string
  lastResult: Reply | null
}) {
  const { t } = useTranslation('admin')
  const pending = useIsPending()
  const [form, fields] = useForm<{ amount: number; reason: string; refundReference: string; refundedAt: string }>({
    id: 'credit-note',
    lastResult,
    constraint,
    defaultValue: { amount: refundable.toFixed(2), refundedAt: today },
  })
  return (
    <section aria-labelledby="credit-heading" className="card mt-6 max-w-3xl">
      <h2 id="credit-heading" className="text-lg font-semibold text-slate-900">
        {t('invoice.creditHeading')}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t('invoice.creditIntro', { amount: refundable.toFixed(2) })}</p>
      <Form method="post" {...getFormProps(form)} className="mt-3 space-y-3">
        <FormErrors id={form.errorId} errors={form.errors} />
        <div className="grid gap-3 sm:grid-cols-2">
          <Field
            labelProps={{ children: t('invoice.creditAmount') }}
            inputProps={{ ...getInputProps(fields.amount, { type: 'number' }), inputMode: 'decimal', step: '0.01', min: '0.01', max: refundable.toFixed(2) }}
            errors={fields.amount.errors}
          />
          <Field labelProps={{ children: t('invoice.refundedAt') }} inputProps={{ ...getInputProps(fields.refundedAt, { type: 'date' }), max: today, required: true }} errors={fields.refundedAt.errors} />
        </div>
        <Field labelProps={{ children: t('invoice.refundReference') }} inputProps={{ ...getInputProps(fields.refundReference, { type: 'text' }), autoComplete: 'off' }} errors={fields.refundReference.errors} />
        <TextareaField labelProps={{ children: t('invoice.creditReason') }} textareaProps={{ ...getTextareaProps(fields.reason), rows: 3 }} errors={fields.reason.errors} />
        <SubmitButton pending={pending} pendingText={t('invoice.creditSubmit')} className="btn-primary" name="intent" value="credit-note">
          {t('invoice.creditSubmit')}
        </SubmitButton>
      </Form>
    </section>
  )
}
