import type { SubmissionResult } from '@conform-to/react'
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, useActionData, useLoaderData, useLocation } from '@remix-run/react'
import { adminMeta, adminMetaT } from '#app/components/admin/admin-meta.ts'
import { AdminShell } from '#app/components/admin/admin-shell.tsx'
import { DataTable } from '#app/components/admin/data-table.tsx'
import { ErrorList, Field, FormErrors, SelectField, SubmitButton, TextareaField } from '#app/components/forms.tsx'
import { Pagination, pageHrefKeeping } from '#app/components/pagination.tsx'
import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm } from '#app/components/server-form.ts'
import { financePaths } from '#app/config/finance-paths.ts'
import { EXPENSE_CATEGORIES, EXPENSE_FILE_FIELD } from '#app/domain/books.ts'
import { formatDate } from '#app/domain/dates.ts'
import { useIsPending } from '#app/utils/hooks.ts'
import { useListLabel, useTranslation } from '#app/utils/i18n.ts'
import type { RouteHandle } from '#app/utils/route-handle.ts'
import { expensesPageAction, loadExpensesPage, type DecisionFailure } from './expenses-page.server.ts'

/** Plain forms and links: the page is sent as HTML with the pending-state script, not hydrated. */
export const handle: RouteHandle = { hydrate: false, enhance: ['pending-forms'] }

export async function loader(args: LoaderFunctionArgs) {
  return loadExpensesPage(args)
}

export async function action(args: ActionFunctionArgs) {
  return expensesPageAction(args)
}

export const meta: MetaFunction = ({ location, matches }) => {
  const t = adminMetaT(matches)
  return adminMeta(t('expenses.title'), { location, matches }, t('expenses.metaDescription'))
}

type Data = ReturnType<typeof useLoaderData<typeof loader>>
type Expense = Data['expenses']['pending'][number]
type Answer = SubmissionResult<string[]> | DecisionFailure

/** A calendar day (YYYY-MM-DD, Malaysia) as a date to format: noon there, so no time zone moves it. */
const dayDate = (day: string) => `${day}T04:00:00Z`

/**
 * /admin/expenses (issue 34): money the association paid out. The expenses awaiting a decision (another
 * officer approves or rejects each; one's own shows who must), the form that records one with its
 * receipt, and those decided, 50 a page. Plain forms: it works without JavaScript.
 */
export default function ExpensesPage() {
  const { expenses, viewerId, today, constraints } = useLoaderData<typeof loader>()
  const answer = useActionData<Answer>()
  const { t } = useTranslation('admin')
  const location = useLocation()
  const decision = answer && 'decision' in answer ? answer.decision : null
  const recordReply = answer && !('decision' in answer) ? (answer as SubmissionResult<string[]>) : null
  return (
    <AdminShell title={t('expenses.title')}>
      <p className="mb-4 max-w-3xl text-slate-700">{t('expenses.intro')}</p>
      <p className="mb-6">
        <a href={financePaths.ledger} className="inline-flex min-h-11 items-center text-brand-700 underline">
          {t('nav.ledger')}
        </a>
      </p>
      {decision ? (
        <div className="mb-4 max-w-3xl">
          <FormErrors errors={[decision.message]} />
        </div>
      ) : null}

      <section aria-labelledby="expenses-pending" className="card mb-6">
        <h2 id="expenses-pending" className="text-lg font-semibold text-slate-900">
          {t('expenses.pendingHeading', { count: expenses.pending.length })}
        </h2>
        {expenses.pending.length ? (
          <DataTable
            className="mt-3"
            caption={t('expenses.pendingCaption')}
            minWidthClass="sm:min-w-[56rem]"
            columns={[
              { label: t('expenses.date') },
              { label: t('expenses.details') },
              { label: t('expenses.amount'), alignEnd: true },
              { label: t('expenses.receipt') },
              { label: t('expenses.actions') },
            ]}
          >
            {expenses.pending.map((expense) => (
              <PendingRow key={expense.id} expense={expense} own={expense.recordedBy.id === viewerId} constraint={constraints.reject} />
            ))}
          </DataTable>
        ) : (
          <p className="mt-2 text-slate-700">{t('expenses.nonePending')}</p>
        )}
      </section>

      <RecordForm constraint={constraints.expense} today={today} lastResult={recordReply} />

      <section aria-labelledby="expenses-decided" className="card mt-6">
        <h2 id="expenses-decided" className="text-lg font-semibold text-slate-900">
          {t('expenses.decidedHeading', { count: expenses.totalDecided })}
        </h2>
        {expenses.decided.length ? (
          <DataTable
            className="mt-3"
            caption={t('expenses.decidedCaption')}
            minWidthClass="sm:min-w-[52rem]"
            columns={[
              { label: t('expenses.number') },
              { label: t('expenses.date') },
              { label: t('expenses.details') },
              { label: t('expenses.amount'), alignEnd: true },
              { label: t('expenses.status') },
              { label: t('expenses.receipt') },
            ]}
          >
            {expenses.decided.map((expense) => (
              <DecidedRow key={expense.id} expense={expense} />
            ))}
          </DataTable>
        ) : (
          <p className="mt-2 text-slate-700">{t('expenses.noneDecided')}</p>
        )}
        <Pagination label={t('expenses.pages')} page={expenses.page} totalPages={expenses.totalPages} hrefFor={pageHrefKeeping(location.pathname, new URLSearchParams(location.search))} />
      </section>
    </AdminShell>
  )
}

/** Who was paid, for what, and a word on it. */
function Details({ expense }: { expense: Expense }) {
  const { t } = useTranslation('admin')
  const listLabel = useListLabel()
  return (
    <>
      <span className="block font-medium text-slate-900">{expense.payee}</span>
      <span className="block text-slate-700">{listLabel('expenseCategories', expense.category)}</span>
      <span className="block whitespace-pre-line text-slate-800">{expense.description}</span>
      <span className="block text-xs text-slate-600">{t('expenses.recordedBy', { name: expense.recordedBy.name })}</span>
    </>
  )
}

function ReceiptLink({ expense }: { expense: Expense }) {
  const { t } = useTranslation('admin')
  return (
    <a href={expense.receipt.url} className="link inline-flex min-h-11 items-center" target="_blank" rel="noopener noreferrer nofollow">
      {t('expenses.receipt')}
      <span className="sr-only"> ({t('expenses.receiptSr', { payee: expense.payee })})</span>
    </a>
  )
}

function PendingRow({ expense, own, constraint }: { expense: Expense; own: boolean; constraint: Data['constraints']['reject'] }) {
  const { t, locale } = useTranslation('admin')
  const amount = expense.amount.toFixed(2)
  const reasonId = `reject-reason-${expense.id}`
  return (
    <tr id={`expense-${expense.id}`} className="border-b border-slate-200 align-top">
      <td data-label={t('expenses.date')} className="whitespace-nowrap py-2 pr-4 text-slate-800">
        <time dateTime={expense.spentAt}>{formatDate(dayDate(expense.spentAt), locale)}</time>
      </td>
      <td data-label={t('expenses.details')} className="wrap-anywhere py-2 pr-4">
        <Details expense={expense} />
      </td>
      <td data-label={t('expenses.amount')} className="whitespace-nowrap py-2 pr-4 text-right tabular-nums text-slate-900">
        {amount}
      </td>
      <td data-label={t('expenses.receipt')} className="py-2 pr-4">
        <ReceiptLink expense={expense} />
      </td>
      <td data-label={t('expenses.actions')} className="py-2">
        {own ? (
          <p className="text-sm text-slate-700">{t('expenses.own')}</p>
        ) : (
          <div className="space-y-3">
            <Form method="post">
              <input type="hidden" name="id" value={expense.id} />
              <button type="submit" name="intent" value="approve" className="btn-primary">
                {t('expenses.approve')}
                <span className="sr-only"> ({t('expenses.approveSr', { amount, payee: expense.payee })})</span>
              </button>
            </Form>
            <Form method="post" className="space-y-2">
              <input type="hidden" name="id" value={expense.id} />
              <label htmlFor={reasonId} className="block text-sm font-medium text-slate-800">
                {t('expenses.rejectReason')}
              </label>
              <textarea
                id={reasonId}
                name="reason"
                rows={2}
                required={constraint.reason?.required}
                maxLength={constraint.reason?.maxLength}
                className="block min-h-11 w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-600"
              />
              <button type="submit" name="intent" value="reject" className="btn-danger">
                {t('expenses.reject')}
                <span className="sr-only"> ({t('expenses.rejectSr', { amount, payee: expense.payee })})</span>
              </button>
            </Form>
          </div>
        )}
      </td>
    </tr>
  )
}

function DecidedRow({ expense }: { expense: Expense }) {
  const { t, locale } = useTranslation('admin')
  const listLabel = useListLabel()
  return (
    <tr id={`expense-${expense.id}`} className="border-b border-slate-200 align-top">
      <td data-label={t('expenses.number')} className="whitespace-nowrap py-2 pr-4 font-mono text-slate-900">
        {expense.number ?? '—'}
      </td>
      <td data-label={t('expenses.date')} className="whitespace-nowrap py-2 pr-4 text-slate-800">
        <time dateTime={expense.spentAt}>{formatDate(dayDate(expense.spentAt), locale)}</time>
      </td>
      <td data-label={t('expenses.details')} className="wrap-anywhere py-2 pr-4">
        <Details expense={expense} />
      </td>
      <td data-label={t('expenses.amount')} className="whitespace-nowrap py-2 pr-4 text-right tabular-nums text-slate-900">
        {expense.amount.toFixed(2)}
      </td>
      <td data-label={t('expenses.status')} className="wrap-anywhere py-2 pr-4 text-slate-800">
        <span className="block font-medium text-slate-900">{listLabel('expenseStatuses', expense.status)}</span>
        {expense.decidedBy ? (
          <span className="block text-xs text-slate-600">{t('expenses.decidedBy', { name: expense.decidedBy.name, date: formatDate(dayDate(expense.decidedAt ?? expense.spentAt), locale) })}</span>
        ) : null}
        {expense.rejectionReason ? <span className="block">{t('expenses.rejection', { reason: expense.rejectionReason })}</span> : null}
      </td>
      <td data-label={t('expenses.receipt')} className="py-2">
        <ReceiptLink expense={expense} />
      </td>
    </tr>
  )
}

function RecordForm({ constraint, today, lastResult }: { constraint: Data['constraints']['expense']; today: string; lastResult: SubmissionResult<string[]> | null }) {
  const { t } = useTranslation('admin')
  const listLabel = useListLabel()
  const pending = useIsPending()
  const [form, fields] = useForm<{ spentAt: string; payee: string; category: string; amount: number; description: string }>({
    id: 'expense-record',
    lastResult,
    constraint,
    defaultValue: { spentAt: today },
  })
  const fileErrors = form.allErrors[EXPENSE_FILE_FIELD]
  const fileId = `expense-record-${EXPENSE_FILE_FIELD}`
  return (
    <section aria-labelledby="expenses-record" className="card max-w-3xl">
      <h2 id="expenses-record" className="text-lg font-semibold text-slate-900">
        {t('expenses.recordHeading')}
      </h2>
      <Form method="post" action={financePaths.expenses} encType="multipart/form-data" {...getFormProps(form)} className="mt-3 space-y-4">
        <FormErrors id={form.errorId} errors={form.errors} />
        <fieldset disabled={pending} className="space-y-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <Field labelProps={{ children: t('expenses.spentAt') }} inputProps={{ ...getInputProps(fields.spentAt, { type: 'date' }), max: today }} errors={fields.spentAt.errors} />
            <Field
              labelProps={{ children: t('expenses.amount') }}
              inputProps={{ ...getInputProps(fields.amount, { type: 'number' }), inputMode: 'decimal', step: '0.01', min: '0.01' }}
              errors={fields.amount.errors}
            />
          </div>
          <Field labelProps={{ children: t('expenses.payee') }} inputProps={{ ...getInputProps(fields.payee, { type: 'text' }), autoComplete: 'off' }} errors={fields.payee.errors} />
          <SelectField
            labelProps={{ children: t('expenses.category') }}
            selectProps={getSelectProps(fields.category)}
            placeholder={t('expenses.chooseCategory')}
            options={EXPENSE_CATEGORIES.map((category) => ({ value: category, label: listLabel('expenseCategories', category) }))}
            errors={fields.category.errors}
          />
          <TextareaField labelProps={{ children: t('expenses.description') }} textareaProps={{ ...getTextareaProps(fields.description), rows: 3 }} errors={fields.description.errors} />
          <div>
            <label htmlFor={fileId} className="mb-1 block text-sm font-medium text-slate-800">
              {t('expenses.file')}
              <span className="text-red-700" aria-hidden="true">
                {' '}
                *
              </span>
            </label>
            <input
              type="file"
              id={fileId}
              name={EXPENSE_FILE_FIELD}
              accept="image/*,application/pdf"
              required
              aria-invalid={fileErrors ? true : undefined}
              aria-describedby={[fileErrors ? `${fileId}-error` : '', `${fileId}-hint`].filter(Boolean).join(' ')}
              className="block min-h-11 w-full text-sm text-slate-800 file:mr-3 file:min-h-11 file:rounded-md file:border-0 file:bg-slate-100 file:px-3 file:font-semibold"
            />
            <p id={`${fileId}-hint`} className="mt-1 text-xs text-slate-600">
              {t('expenses.fileHint')}
            </p>
            <ErrorList id={`${fileId}-error`} errors={fileErrors} />
          </div>
        </fieldset>
        <SubmitButton pending={pending} pendingText={t('expenses.submit')} className="btn-primary">
          {t('expenses.submit')}
        </SubmitButton>
      </Form>
    </section>
  )
}
