import type { ReactNode } from 'react'
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { adminMeta, adminMetaT } from '#app/components/admin/admin-meta.ts'
import { AdminShell } from '#app/components/admin/admin-shell.tsx'
import { DataTable } from '#app/components/admin/data-table.tsx'
import { Detail } from '#app/components/admin/detail.tsx'
import { CheckboxField, Field, FormErrors, SelectField, SubmitButton } from '#app/components/forms.tsx'
import { financePaths } from '#app/config/finance-paths.ts'
import { membershipPaths } from '#app/config/member-paths.ts'
import { formatDate, formatDateTime } from '#app/domain/dates.ts'
import { formatRinggit, ringgitToSen } from '#app/domain/money.ts'
import { useTranslation } from '#app/utils/i18n.ts'
import type { RouteHandle } from '#app/utils/route-handle.ts'
import { loadStatementPage, statementPageAction, type StatementPageFailure } from './statement.server.ts'

/** Plain forms: sent as HTML with the pending-state script, not hydrated. */
export const handle: RouteHandle = { hydrate: false, enhance: ['pending-forms'] }

export async function loader(args: LoaderFunctionArgs) {
  return loadStatementPage(args)
}

export async function action(args: ActionFunctionArgs) {
  return statementPageAction(args)
}

export const meta: MetaFunction = ({ location, matches }) => {
  const t = adminMetaT(matches)
  return adminMeta(t('reconciliation.title'), { location, matches }, t('reconciliation.metaDescription'))
}

type Data = ReturnType<typeof useLoaderData<typeof loader>>
type Line = Data['statement']['lines'][number]
type Pledge = Data['pledges'][number]

/** A calendar day (YYYY-MM-DD, Malaysia) as a date to format: noon there, so no time zone moves it. */
const dayDate = (day: string) => `${day}T04:00:00Z`
/** "RM 60.00", and money out as "-RM 0.50". */
const money = (ringgit: number) => {
  const sen = ringgitToSen(ringgit) ?? 0
  return sen < 0 ? `-${formatRinggit(-sen)}` : formatRinggit(sen)
}

/**
 * /admin/reconciliation/{importId} (issue 34, item 3): the lines that matched an open invoice, ticked to
 * be recorded in one go; the money received that matched nothing, each with a form to record it by hand
 * against an invoice or a pledge; and the lines nothing is recorded from (money out, unreadable).
 */
export default function StatementPage() {
  const { statement, pledges } = useLoaderData<typeof loader>()
  const failure = useActionData<StatementPageFailure>()
  const navigation = useNavigation()
  const { t, locale } = useTranslation('admin')
  const busy = navigation.state === 'submitting'
  const matched = statement.lines.filter((line) => line.invoiceId)
  const toAssign = statement.lines.filter((line) => !line.invoiceId && line.credit && line.reason !== 'unreadable')
  const other = statement.lines.filter((line) => !line.invoiceId && (!line.credit || line.reason === 'unreadable'))
  const toConfirm = matched.filter((line) => line.status === 'matched')
  const name = statement.fileName || t('reconciliation.noName')
  return (
    <AdminShell title={t('reconciliation.importTitle', { file: name })}>
      <p className="mb-2 max-w-3xl text-slate-700">
        {t('reconciliation.summary', {
          date: formatDateTime(statement.importedAt, locale),
          email: statement.importedBy,
          layout: t(`reconciliation.layouts.${statement.layout}`),
          lines: statement.lines.length,
          matched: statement.matched.length,
          recorded: statement.recorded,
        })}
      </p>
      <p className="mb-6">
        <Link to={financePaths.reconciliation} className="inline-flex min-h-11 items-center text-brand-800 underline">
          {t('reconciliation.back')}
        </Link>
      </p>
      {failure?.intent === 'assign' ? (
        // Without JavaScript the page opens at its top: the refusal is said here too, with a way to its line.
        <div role="alert" className="mb-6 rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800">
          <a href={`#line-${failure.line}`} className="underline">
            {t('reconciliation.line', { line: failure.line })}
          </a>
          : {failure.message}
        </div>
      ) : null}

      <section aria-labelledby="matched-heading" className="mb-8">
        <h2 id="matched-heading" className="mb-2 text-lg font-semibold text-slate-900">
          {t('reconciliation.matchedHeading')}
        </h2>
        {matched.length ? (
          <Form method="post" className="space-y-4">
            <p className="max-w-3xl text-sm text-slate-700">{t('reconciliation.matchedIntro')}</p>
            <input type="hidden" name="intent" value="confirm" />
            {failure?.intent === 'confirm' ? <FormErrors errors={[failure.message]} /> : null}
            <ul className="space-y-3">
              {matched.map((line) => (
                <li key={line.line}>
                  <LineCard line={line}>
                    {line.status === 'matched' ? (
                      <CheckboxField
                        className="mt-3"
                        labelProps={{ children: t('reconciliation.select', { line: line.line, amount: money(line.amount), invoice: line.invoiceNumber }) }}
                        inputProps={{ id: `confirm-${line.line}`, name: 'lines', value: String(line.line), defaultChecked: true }}
                      />
                    ) : null}
                  </LineCard>
                </li>
              ))}
            </ul>
            {toConfirm.length ? (
              <SubmitButton pending={busy} pendingText={t('reconciliation.confirming')}>
                {t('reconciliation.confirm')}
              </SubmitButton>
            ) : null}
          </Form>
        ) : (
          <p className="card text-slate-700">{t('reconciliation.noMatched')}</p>
        )}
      </section>

      <section aria-labelledby="unmatched-heading" className="mb-8">
        <h2 id="unmatched-heading" className="mb-2 text-lg font-semibold text-slate-900">
          {t('reconciliation.unmatchedHeading')}
        </h2>
        {toAssign.length ? (
          <>
            <p className="mb-4 max-w-3xl text-sm text-slate-700">{t('reconciliation.unmatchedIntro')}</p>
            <ul className="space-y-3">
              {toAssign.map((line) => (
                <li key={line.line}>
                  <LineCard line={line}>
                    {line.status === 'unmatched' ? (
                      <AssignForm
                        line={line}
                        pledges={pledges.filter((pledge) => pledge.amount === line.amount)}
                        failure={failure?.intent === 'assign' && failure.line === line.line ? failure : undefined}
                        busy={busy}
                      />
                    ) : null}
                  </LineCard>
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p className="card text-slate-700">{t('reconciliation.noUnmatched')}</p>
        )}
      </section>

      <section aria-labelledby="other-heading" className="card">
        <h2 id="other-heading" className="text-lg font-semibold text-slate-900">
          {t('reconciliation.otherHeading')}
        </h2>
        <p className="mb-4 mt-1 max-w-3xl text-sm text-slate-700">{t('reconciliation.otherIntro')}</p>
        {other.length ? (
          <DataTable
            caption={t('reconciliation.otherCaption')}
            minWidthClass="sm:min-w-[40rem]"
            columns={[
              { label: t('reconciliation.lineColumn') },
              { label: t('reconciliation.date') },
              { label: t('reconciliation.description') },
              { label: t('reconciliation.amount'), alignEnd: true },
              { label: t('reconciliation.reason') },
            ]}
          >
            {other.map((line) => (
              <tr key={line.line} className="border-b border-slate-200 align-top">
                <td data-label={t('reconciliation.lineColumn')} className="py-2 pr-4 tabular-nums">
                  {line.line}
                </td>
                <td data-label={t('reconciliation.date')} className="whitespace-nowrap py-2 pr-4">
                  {line.date ? formatDate(dayDate(line.date), locale) : '—'}
                </td>
                <td data-label={t('reconciliation.description')} className="py-2 pr-4 wrap-anywhere">
                  {line.description || '—'}
                </td>
                <td data-label={t('reconciliation.amount')} className="whitespace-nowrap py-2 pr-4 text-right tabular-nums">
                  {money(line.amount)}
                </td>
                <td data-label={t('reconciliation.reason')} className="py-2">
                  {line.reason ? t(`messages:reconciliation.reasons.${line.reason}`) : '—'}
                </td>
              </tr>
            ))}
          </DataTable>
        ) : (
          <p className="text-slate-700">{t('reconciliation.noOther')}</p>
        )}
      </section>
    </AdminShell>
  )
}

/** One line of money received: its day, amount, words, the invoice it matched or why not, and what was recorded. */
function LineCard({ line, children }: { line: Line; children?: ReactNode }) {
  const { t, locale } = useTranslation('admin')
  const headingId = `line-${line.line}`
  return (
    <article aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <h3 id={headingId} className="font-semibold text-slate-900">
        {t('reconciliation.line', { line: line.line })} · {money(line.amount)}
        {line.invoiceNumber && line.invoiceId ? ` · ${line.invoiceNumber}` : ''}
      </h3>
      <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        <Detail term={t('reconciliation.date')}>{line.date ? formatDate(dayDate(line.date), locale) : '—'}</Detail>
        {line.invoiceId ? <Detail term={t('reconciliation.invoice')}>{`${line.invoiceNumber}${line.billedTo ? `, ${line.billedTo}` : ''}`}</Detail> : null}
        <Detail term={t('reconciliation.description')}>
          <span className="wrap-anywhere">{line.description || '—'}</span>
        </Detail>
        {line.reference ? (
          <Detail term={t('reconciliation.reference')}>
            <span className="wrap-anywhere">{line.reference}</span>
          </Detail>
        ) : null}
        {line.reason && line.status !== 'recorded' ? <Detail term={t('reconciliation.reason')}>{t(`messages:reconciliation.reasons.${line.reason}`)}</Detail> : null}
      </dl>
      {line.status === 'recorded' && line.receipt ? (
        <p className="mt-3 text-sm font-medium text-green-800">
          <a href={membershipPaths.receipt(line.receipt.id)} className="underline">
            {t('reconciliation.recordedReceipt', { number: line.receipt.number })}
          </a>
        </p>
      ) : null}
      {line.status === 'recording' ? <p className="mt-3 text-sm text-slate-700">{t('reconciliation.recording')}</p> : null}
      {children}
    </article>
  )
}

/** Records a line by hand: the invoice it pays (its number), or a pledge of the same amount. */
function AssignForm({ line, pledges, failure, busy }: { line: Line; pledges: Pledge[]; failure?: StatementPageFailure; busy: boolean }) {
  const { t } = useTranslation('admin')
  const fieldErrors = failure?.fieldErrors ?? {}
  const shown = new Set([...(fieldErrors.invoiceNumber ?? []), ...(fieldErrors.donationId ?? [])])
  const formErrors = failure && !shown.has(failure.message) ? [failure.message] : undefined
  const typed = failure?.typed
  return (
    <Form method="post" className="mt-3 flex flex-wrap items-end gap-3" aria-label={t('reconciliation.assign', { line: line.line })}>
      <input type="hidden" name="intent" value="assign" />
      <input type="hidden" name="line" value={line.line} />
      {formErrors ? <FormErrors errors={formErrors} /> : null}
      <Field
        className="w-full sm:w-56"
        labelProps={{ children: t('reconciliation.invoiceNumber') }}
        inputProps={{ id: `assign-invoice-${line.line}`, name: 'invoiceNumber', maxLength: 40, autoComplete: 'off', defaultValue: typed?.invoiceNumber ?? '' }}
        errors={fieldErrors.invoiceNumber}
      />
      {pledges.length ? (
        <SelectField
          className="w-full sm:w-72"
          labelProps={{ children: t('reconciliation.pledge') }}
          selectProps={{ id: `assign-pledge-${line.line}`, name: 'donationId', defaultValue: typed?.donationId ?? '' }}
          placeholder={t('reconciliation.noPledge')}
          options={pledges.map((pledge) => ({
            value: pledge.id,
            label: t('reconciliation.pledgeOption', { name: pledge.name, amount: money(pledge.amount), frequency: t(`reconciliation.frequencies.${pledge.frequency}`) }),
          }))}
          errors={fieldErrors.donationId}
        />
      ) : null}
      <SubmitButton className="btn-secondary" pending={busy} pendingText={t('reconciliation.assigning')}>
        {t('reconciliation.assign', { line: line.line })}
      </SubmitButton>
    </Form>
  )
}
