import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import type { ReactNode } from 'react'
import { adminMeta } from '#app/components/admin/admin-meta.ts'
import { AdminShell } from '#app/components/admin/admin-shell.tsx'
import { FileField } from '#app/components/file-field.tsx'
import { CheckboxField, Field, FormErrors, SelectField, SubmitButton, TextareaField } from '#app/components/forms.tsx'
import { conductPaths } from '#app/config/conduct-paths.ts'
import { paths } from '#app/config/paths.ts'
import { CONCERN_OUTCOMES } from '#app/domain/concerns.ts'
import { formatDate, formatDateTime } from '#app/domain/dates.ts'
import { useIsPending } from '#app/utils/hooks.ts'
import { metaTranslation, useTranslation } from '#app/utils/i18n.ts'
import type { RouteHandle } from '#app/utils/route-handle.ts'
import { CONCERN_DOCUMENT_FIELD, CONCERN_TEXT_MAX_LENGTH, FINAL_ACTIONS, SANCTION_SUMMARY_MAX_LENGTH } from '#app/validation/concern-limits.ts'
import { casePageAction, loadCasePage, type CaseFailure, type CaseIntent } from './case-page.server.ts'

/** Plain forms, one per step: nothing to hydrate. */
export const handle: RouteHandle = { hydrate: false, enhance: ['pending-forms'] }

export async function loader(args: LoaderFunctionArgs) {
  return loadCasePage(args)
}

export async function action(args: ActionFunctionArgs) {
  return casePageAction(args)
}

export const meta: MetaFunction<typeof loader> = ({ data, location, matches }) =>
  adminMeta(metaTranslation(matches, 'conduct').t('case.title', { reference: data?.concern.reference ?? '' }), { location, matches })

/** One step's form: its intent, its refusal if it was the one sent, and its button. */
function StepForm({ intent, title, submit, children, multipart = false }: { intent: CaseIntent; title: string; submit: string; children?: ReactNode; multipart?: boolean }) {
  const failure = useActionData<CaseFailure>()
  const mine = failure?.intent === intent ? failure : undefined
  const isPending = useIsPending()
  return (
    <section aria-labelledby={`${intent}-heading`} className="card min-w-0">
      <h3 id={`${intent}-heading`} className="text-lg font-semibold text-slate-900">
        {title}
      </h3>
      <Form method="post" encType={multipart ? 'multipart/form-data' : undefined} className="mt-3 space-y-4" noValidate={!!mine} data-intent={intent}>
        <input type="hidden" name="intent" value={intent} />
        <FormErrors errors={mine?.formError ? [mine.formError] : null} />
        {children}
        <SubmitButton pending={isPending}>{submit}</SubmitButton>
      </Form>
    </section>
  )
}

function useStepErrors(intent: CaseIntent) {
  const failure = useActionData<CaseFailure>()
  return failure?.intent === intent ? failure.fieldErrors : {}
}

/** What was typed in a step's form that was refused, to draw it again ({} for the other forms). */
function useStepValues(intent: CaseIntent): Record<string, string> {
  const failure = useActionData<CaseFailure>()
  return failure?.intent === intent ? (failure.values ?? {}) : {}
}

function SanctionFields({ intent, defaultFrom }: { intent: CaseIntent; defaultFrom: string }) {
  const { t } = useTranslation('conduct')
  const errors = useStepErrors(intent)
  const typed = useStepValues(intent)
  return (
    <fieldset className="space-y-3 rounded-md border border-slate-200 p-3">
      <legend className="px-1 text-sm text-slate-700">{t('case.sanctionHint')}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field labelProps={{ children: t('case.from') }} inputProps={{ id: `${intent}-from`, name: 'from', type: 'date', defaultValue: typed.from ?? defaultFrom }} errors={errors.from} />
        <Field labelProps={{ children: t('case.until') }} inputProps={{ id: `${intent}-until`, name: 'until', type: 'date', defaultValue: typed.until }} errors={errors.until} />
      </div>
      <TextareaField labelProps={{ children: t('case.summary') }} textareaProps={{ id: `${intent}-summary`, name: 'summary', rows: 2, maxLength: SANCTION_SUMMARY_MAX_LENGTH, defaultValue: typed.summary }} errors={errors.summary} />
      <TextareaField labelProps={{ children: t('case.summaryMs') }} textareaProps={{ id: `${intent}-summaryMs`, name: 'summaryMs', rows: 2, maxLength: SANCTION_SUMMARY_MAX_LENGTH, lang: 'ms', defaultValue: typed.summaryMs }} errors={errors.summaryMs} />
    </fieldset>
  )
}

/** Issue 36: one concern's case for the conduct officers (decision 042): facts, clocks, timeline, and its open steps. */
export default function ConcernCasePage() {
  const { concern, evidence, timeline, sanctions, practitioner, defaults } = useLoaderData<typeof loader>()
  const { t, locale } = useTranslation('conduct')
  const day = (value: string) => (value ? formatDate(`${value}T04:00:00Z`, locale) : '')
  const errors = {
    put: useStepErrors('put-to-practitioner'),
    note: useStepErrors('add-note'),
    document: useStepErrors('add-document'),
    decide: useStepErrors('decide'),
    appeal: useStepErrors('record-appeal'),
    final: useStepErrors('final-decision'),
    close: useStepErrors('close'),
    withdraw: useStepErrors('withdraw-sanction'),
  }
  const typed = {
    put: useStepValues('put-to-practitioner'),
    note: useStepValues('add-note'),
    document: useStepValues('add-document'),
    decide: useStepValues('decide'),
    appeal: useStepValues('record-appeal'),
    final: useStepValues('final-decision'),
    close: useStepValues('close'),
    withdraw: useStepValues('withdraw-sanction'),
  }
  const open = concern.status !== 'closed'
  const outcomeOptions = CONCERN_OUTCOMES.map((value) => ({ value, label: t(`outcome.${value}`) }))
  return (
    <AdminShell
      title={t('case.title', { reference: concern.reference })}
      actions={
        <Link to={conductPaths.queue} className="link inline-flex min-h-11 items-center">
          {t('case.back')}
        </Link>
      }
    >
      <div className="grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="facts-heading" className="card min-w-0">
          <h2 id="facts-heading" className="text-lg font-semibold text-slate-900">
            {t('case.facts')}
          </h2>
          <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
            <dt className="font-semibold">{t('queue.status')}</dt>
            <dd data-testid="case-status">{t(`status.${concern.status}`)}</dd>
            <dt className="font-semibold">{t('case.about')}</dt>
            <dd>
              {concern.practitionerName}
              {concern.listingId ? (
                <>
                  {' · '}
                  <Link to={paths.practitioner(concern.listingId)} className="link">
                    {t('case.listing')}
                  </Link>
                </>
              ) : null}
              <br />
              {practitioner ? t('case.member', { name: practitioner.name, id: practitioner.membershipId }) : t('case.noAccount')}
            </dd>
            <dt className="font-semibold">{t('case.complainant')}</dt>
            <dd className="[overflow-wrap:anywhere]">
              {concern.complainant.name} · {concern.complainant.email}
              {concern.complainant.phone ? ` · ${concern.complainant.phone}` : ''}
            </dd>
            <dt className="font-semibold">{t('case.receivedOn')}</dt>
            <dd>{formatDate(concern.createdAt, locale)}</dd>
          </dl>
          <h3 className="mt-4 font-semibold text-slate-900">{t('case.description')}</h3>
          <p className="mt-1 whitespace-pre-line text-slate-800 [overflow-wrap:anywhere]">{concern.description}</p>
          <h3 className="mt-4 font-semibold text-slate-900">{t('case.evidence')}</h3>
          {evidence.length === 0 ? <p className="text-sm text-slate-700">{t('case.noEvidence')}</p> : null}
          <ul>
            {evidence.map((file) => (
              <li key={file.id}>
                <a href={file.url} className="link inline-flex min-h-11 items-center">
                  {file.name}
                </a>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="clocks-heading" className="card min-w-0">
          <h2 id="clocks-heading" className="text-lg font-semibold text-slate-900">
            {t('case.clocks')}
          </h2>
          <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]" data-testid="case-clocks">
            {concern.responseDue ? (
              <>
                <dt className="font-semibold">{t('case.responseDue')}</dt>
                <dd>{day(concern.responseDue)}</dd>
              </>
            ) : null}
            {concern.decidedOn ? (
              <>
                <dt className="font-semibold">{t('case.decidedOn')}</dt>
                <dd>
                  {day(concern.decidedOn)} · {concern.outcome ? t(`outcome.${concern.outcome}`) : ''}
                </dd>
                <dt className="font-semibold">{t('case.appealDeadline')}</dt>
                <dd>{day(concern.appealDeadline)}</dd>
              </>
            ) : null}
            {concern.finalDecisionDue ? (
              <>
                <dt className="font-semibold">{t('case.finalDecisionDue')}</dt>
                <dd>{day(concern.finalDecisionDue)}</dd>
              </>
            ) : null}
            {concern.closedOn ? (
              <>
                <dt className="font-semibold">{t('case.closedOn')}</dt>
                <dd>{day(concern.closedOn)}</dd>
              </>
            ) : null}
          </dl>
          <h3 className="mt-4 font-semibold text-slate-900">{t('case.sanctions')}</h3>
          {sanctions.length === 0 ? <p className="text-sm text-slate-700">{t('case.noSanctions')}</p> : null}
          <ul className="space-y-3">
            {sanctions.map((sanction) => (
              <li key={sanction.id} className="text-sm" data-testid="case-sanction">
                <p>
                  {sanction.until
                    ? t('case.sanctionLine', { kind: t(`outcome.${sanction.kind}`), from: day(sanction.from), until: day(sanction.until) })
                    : t('case.sanctionLineOpen', { kind: t(`outcome.${sanction.kind}`), from: day(sanction.from) })}
                  {sanction.withdrawnOn ? ` (${t('case.withdrawnOn', { date: day(sanction.withdrawnOn) })})` : ''}
                </p>
                <p className="text-slate-700">{sanction.summary}</p>
                {sanction.withdrawnOn ? null : (
                  <Form method="post" className="mt-2 flex flex-wrap items-end gap-2">
                    <input type="hidden" name="intent" value="withdraw-sanction" />
                    <input type="hidden" name="sanctionId" value={sanction.id} />
                    <Field labelProps={{ children: t('case.withdrawReason') }} inputProps={{ id: `withdraw-${sanction.id}`, name: 'reason', required: true, maxLength: 500, defaultValue: typed.withdraw.sanctionId === sanction.id ? typed.withdraw.reason : undefined }} errors={typed.withdraw.sanctionId === sanction.id ? errors.withdraw.reason : undefined} />
                    <button type="submit" className="btn-secondary">
                      {t('case.withdrawSubmit')}
                    </button>
                  </Form>
                )}
              </li>
            ))}
          </ul>
        </section>
      </div>

      <section aria-labelledby="timeline-heading" className="card mt-6">
        <h2 id="timeline-heading" className="text-lg font-semibold text-slate-900">
          {t('case.timeline')}
        </h2>
        {timeline.length === 0 ? <p className="text-sm text-slate-700">{t('case.noTimeline')}</p> : null}
        <ol className="mt-2 space-y-3" data-testid="case-timeline">
          {timeline.map((event) => (
            <li key={event.id} className="border-b border-slate-200 pb-2 text-sm">
              <p className="font-semibold text-slate-900">
                {event.kind === 'status'
                  ? t('case.event.status', { status: t(`status.${event.status as 'received'}`) })
                  : event.kind === 'final-decision'
                    ? t('case.event.final-decision', { action: t(`final.${event.status as 'confirm'}`) })
                    : event.kind === 'document' && event.sharedWithPractitioner
                      ? t('case.event.documentShared')
                      : t(`case.event.${event.kind}`)}
                <span className="font-normal text-slate-700">
                  {' · '}
                  {t(`case.by.${event.actorRole}`)} · {formatDateTime(event.at, locale)}
                </span>
              </p>
              {event.text ? <p className="whitespace-pre-line text-slate-800 [overflow-wrap:anywhere]">{event.text}</p> : null}
              {event.files.map((file) => (
                <a key={file.id} href={file.url} className="link mr-3 inline-flex min-h-11 items-center">
                  {file.name}
                </a>
              ))}
            </li>
          ))}
        </ol>
      </section>

      {open ? (
        <div className="mt-6 grid gap-6 lg:grid-cols-2">
          <h2 className="sr-only">{t('case.steps')}</h2>
          {concern.status === 'received' ? (
            <StepForm intent="acknowledge" title={t('case.acknowledge')} submit={t('case.acknowledge')}>
              <p className="text-sm text-slate-700">{t('case.acknowledgeHint')}</p>
            </StepForm>
          ) : null}
          {(concern.status === 'received' || concern.status === 'acknowledged') && practitioner ? (
            <StepForm intent="put-to-practitioner" title={t('case.put')} submit={t('case.putSubmit')}>
              <TextareaField labelProps={{ children: t('case.putText') }} textareaProps={{ id: 'put-text', name: 'text', required: true, rows: 5, maxLength: CONCERN_TEXT_MAX_LENGTH, defaultValue: typed.put.text }} errors={errors.put.text} />
              <Field labelProps={{ children: t('case.putDue') }} inputProps={{ id: 'put-due', name: 'responseDue', type: 'date', required: true, defaultValue: typed.put.responseDue ?? defaults.responseDue }} errors={errors.put.responseDue} />
            </StepForm>
          ) : null}
          {concern.status !== 'decided' && concern.status !== 'under-appeal' ? (
            <StepForm intent="decide" title={t('case.decide')} submit={t('case.decideSubmit')}>
              <SelectField labelProps={{ children: t('case.decideOutcome') }} selectProps={{ id: 'decide-outcome', name: 'outcome', required: true, defaultValue: typed.decide.outcome }} options={outcomeOptions} errors={errors.decide.outcome} />
              <TextareaField labelProps={{ children: t('case.decideReasons') }} textareaProps={{ id: 'decide-reasons', name: 'reasons', required: true, rows: 4, maxLength: CONCERN_TEXT_MAX_LENGTH, defaultValue: typed.decide.reasons }} errors={errors.decide.reasons} />
              <SanctionFields intent="decide" defaultFrom={defaults.sanctionFrom} />
            </StepForm>
          ) : null}
          {concern.status === 'decided' && !concern.appealedOn ? (
            <StepForm intent="record-appeal" title={t('case.appealTitle')} submit={t('case.appealSubmit')}>
              <p className="text-sm text-slate-700">{t('case.appealHint')}</p>
              <TextareaField labelProps={{ children: t('case.appealGrounds') }} textareaProps={{ id: 'appeal-grounds', name: 'grounds', required: true, rows: 4, maxLength: CONCERN_TEXT_MAX_LENGTH, defaultValue: typed.appeal.grounds }} errors={errors.appeal.grounds} />
              <Field labelProps={{ children: t('case.appealReceivedOn') }} inputProps={{ id: 'appeal-received', name: 'receivedOn', type: 'date', required: true, defaultValue: typed.appeal.receivedOn ?? defaults.today }} errors={errors.appeal.receivedOn} />
            </StepForm>
          ) : null}
          {concern.status === 'under-appeal' ? (
            <StepForm intent="final-decision" title={t('case.finalTitle')} submit={t('case.finalSubmit')}>
              <SelectField labelProps={{ children: t('case.finalAction') }} selectProps={{ id: 'final-action', name: 'action', required: true, defaultValue: typed.final.action }} options={FINAL_ACTIONS.map((value) => ({ value, label: t(`final.${value}`) }))} errors={errors.final.action} />
              <SelectField labelProps={{ children: t('case.finalOutcome') }} selectProps={{ id: 'final-outcome', name: 'outcome', defaultValue: typed.final.outcome }} options={outcomeOptions} placeholder="—" errors={errors.final.outcome} />
              <TextareaField labelProps={{ children: t('case.decideReasons') }} textareaProps={{ id: 'final-reasons', name: 'reasons', required: true, rows: 4, maxLength: CONCERN_TEXT_MAX_LENGTH, defaultValue: typed.final.reasons }} errors={errors.final.reasons} />
              <SanctionFields intent="final-decision" defaultFrom={defaults.sanctionFrom} />
            </StepForm>
          ) : null}
          <StepForm intent="add-note" title={t('case.note')} submit={t('case.noteSubmit')}>
            <TextareaField labelProps={{ children: t('case.noteText') }} textareaProps={{ id: 'note-text', name: 'text', required: true, rows: 3, maxLength: CONCERN_TEXT_MAX_LENGTH, defaultValue: typed.note.text }} errors={errors.note.text} />
          </StepForm>
          <StepForm intent="add-document" title={t('case.document')} submit={t('case.documentSubmit')} multipart>
            <FileField name={CONCERN_DOCUMENT_FIELD} kind="document" label={t('case.documentFile')} hint={t('case.documentHint')} errors={errors.document[CONCERN_DOCUMENT_FIELD]} />
            <Field labelProps={{ children: t('case.documentText') }} inputProps={{ id: 'document-text', name: 'text', maxLength: 500, defaultValue: typed.document.text }} errors={errors.document.text} />
            {practitioner ? <CheckboxField labelProps={{ children: t('case.documentShared') }} inputProps={{ id: 'document-shared', name: 'shared', type: 'checkbox' }} /> : null}
          </StepForm>
          {concern.status !== 'under-appeal' ? (
            <StepForm intent="close" title={t('case.close')} submit={t('case.closeSubmit')}>
              <TextareaField labelProps={{ children: t('case.closeReason') }} textareaProps={{ id: 'close-reason', name: 'reason', required: true, rows: 2, maxLength: 500, defaultValue: typed.close.reason }} errors={errors.close.reason} />
            </StepForm>
          ) : null}
        </div>
      ) : null}
    </AdminShell>
  )
}
