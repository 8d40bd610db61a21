import type { SubmissionResult } from '@conform-to/react'
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { adminMeta, adminMetaT } from '#app/components/admin/admin-meta.ts'
import { AdminShell } from '#app/components/admin/admin-shell.tsx'
import { DataTable } from '#app/components/admin/data-table.tsx'
import { Field, FormErrors, SubmitButton, TextareaField } from '#app/components/forms.tsx'
import { getFormProps, getInputProps, getTextareaProps, useForm } from '#app/components/server-form.ts'
import { governancePaths } from '#app/config/governance-paths.ts'
import { formatDateTime, formatLongDate } from '#app/domain/dates.ts'
import { useIsPending } from '#app/utils/hooks.ts'
import { useTranslation } from '#app/utils/i18n.ts'
import { adminElectionAction, loadAdminElectionPage } from './admin-election.server.ts'

export async function loader(args: LoaderFunctionArgs) {
  return loadAdminElectionPage(args)
}

export async function action(args: ActionFunctionArgs) {
  return adminElectionAction(args)
}

export const meta: MetaFunction = ({ location, matches }) => adminMeta(adminMetaT(matches)('nav.elections'), { location, matches })

type Reply = SubmissionResult<string[]> & { intent?: string }

/** The returning officer's page of one election (issue 35, item 3). */
export default function AdminElectionPage() {
  const { election, phase, candidates, nominations, paperVoters, paperCount, constraints } = useLoaderData<typeof loader>()
  const reply = useActionData<typeof action>() as Reply | undefined
  const { t, locale } = useTranslation('elections')
  const isPending = useIsPending()
  const replyFor = (intent: string) => (reply?.intent === intent ? reply : undefined)
  const [candidateForm, candidateFields] = useForm<{ membershipId: string; statement: string }>({ id: 'paper-candidate', lastResult: replyFor('add-candidate'), constraint: constraints.candidate })
  const [voterForm, voterFields] = useForm<{ membershipId: string }>({ id: 'paper-voter', lastResult: replyFor('paper-voter'), constraint: constraints.voter })
  const [countForm, countFields] = useForm<{ ballots: number }>({ id: 'paper-count', lastResult: replyFor('paper-count') })
  // The votes' messages, whichever candidate's field (`votes.<id>`) or the whole record they are about.
  const countErrors = Object.entries(replyFor('paper-count')?.error ?? {}).flatMap(([name, messages]) => (name === 'votes' || name.startsWith('votes.') ? (messages ?? []) : []))
  return (
    <AdminShell
      title={election.title}
      actions={
        <Link to={governancePaths.electionAudit(election.id)} className="btn-secondary">
          {t('officer.audit')}
        </Link>
      }
    >
      <p className="-mt-4 mb-2 font-semibold text-brand-800">{t(`phase.${phase}`)}</p>
      {election.positions ? <p className="mb-2 whitespace-pre-line break-words text-slate-800">{election.positions}</p> : null}
      <p className="mb-6 text-slate-700">
        {t('officer.summary', {
          count: election.seats,
          opens: formatDateTime(election.opensAt, locale),
          closes: formatDateTime(election.closesAt, locale),
          roll: formatLongDate(`${election.rollDate}T04:00:00Z`, locale),
        })}
      </p>

      <section aria-labelledby="candidates-heading" className="card mb-6">
        <h2 id="candidates-heading" className="text-lg font-semibold text-slate-900">
          {t('officer.candidates', { count: candidates.length })}
        </h2>
        {candidates.length ? (
          <ul className="mt-3 divide-y divide-slate-200">
            {candidates.map((candidate) => (
              <li key={candidate.id} className="py-2">
                <p className="break-words font-medium text-slate-900">
                  {candidate.name} <span className="font-normal text-slate-700">({candidate.membershipId})</span>
                </p>
                <p className="text-sm text-slate-700">{t(`officer.source.${candidate.source}`, { date: formatDateTime(candidate.nominatedAt, locale) })}</p>
                {candidate.statement ? <p className="mt-1 whitespace-pre-line break-words text-sm text-slate-800">{candidate.statement}</p> : null}
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-slate-700">{t('officer.noCandidates')}</p>
        )}
        {phase === 'upcoming' ? (
          <Form method="post" {...getFormProps(candidateForm)} className="mt-6 space-y-4 border-t border-slate-200 pt-4">
            <h3 className="font-semibold text-slate-900">{t('officer.addCandidate')}</h3>
            <p className="text-sm text-slate-700">{t('officer.addCandidateIntro')}</p>
            <FormErrors id={candidateForm.errorId} errors={candidateForm.errors} />
            <input type="hidden" name="intent" value="add-candidate" />
            <fieldset disabled={isPending} className="space-y-4">
              <Field labelProps={{ children: t('officer.membershipId') }} inputProps={{ ...getInputProps(candidateFields.membershipId, { type: 'text' }), autoComplete: 'off' }} errors={candidateFields.membershipId.errors} className="max-w-64" />
              <TextareaField labelProps={{ children: t('officer.statement') }} textareaProps={{ ...getTextareaProps(candidateFields.statement), rows: 4 }} errors={candidateFields.statement.errors} />
              <SubmitButton pending={isPending} className="btn-primary">
                {t('officer.addCandidateButton')}
              </SubmitButton>
            </fieldset>
          </Form>
        ) : null}
      </section>

      <section aria-labelledby="nominations-heading" className="card mb-6">
        <h2 id="nominations-heading" className="text-lg font-semibold text-slate-900">
          {t('officer.nominations')}
        </h2>
        {nominations.length ? (
          <DataTable
            className="mt-3"
            caption={t('officer.nominations')}
            minWidthClass="sm:min-w-[40rem]"
            columns={[{ label: t('officer.lodged') }, { label: t('officer.candidate') }, { label: t('officer.proposer') }, { label: t('officer.seconder') }]}
          >
            {nominations.map((n) => (
              <tr key={n.id} className="border-b border-slate-200 align-top">
                <td data-label={t('officer.lodged')} className="py-2 pr-4 text-slate-800">
                  {formatDateTime(n.createdAt, locale)}
                </td>
                {(['candidate', 'proposer', 'seconder'] as const).map((role) => (
                  <td key={role} data-label={t(`officer.${role}`)} className="py-2 pr-4 text-slate-800">
                    <span className="break-words">{n[role]}</span> · {n.confirmed.includes(role) ? t('officer.confirmed') : t('officer.awaiting')}
                  </td>
                ))}
              </tr>
            ))}
          </DataTable>
        ) : (
          <p className="mt-2 text-slate-700">{t('officer.noNominations')}</p>
        )}
      </section>

      <section aria-labelledby="paper-heading" className="card mb-6">
        <h2 id="paper-heading" className="text-lg font-semibold text-slate-900">
          {t('officer.paper')}
        </h2>
        <p className="mt-1 text-sm text-slate-700">{t('officer.paperIntro')}</p>
        <p className="mt-2 text-slate-800">{t('officer.paperVoters', { count: paperVoters })}</p>
        {phase === 'upcoming' ? (
          <p className="mt-2 text-slate-700">{t('officer.paperFromOpening')}</p>
        ) : paperCount ? (
          <p className="mt-2 text-slate-800">{t('officer.paperCounted', { count: paperCount.ballots, by: paperCount.enteredBy, date: formatDateTime(paperCount.enteredAt, locale) })}</p>
        ) : (
          <>
            <Form method="post" {...getFormProps(voterForm)} className="mt-4 space-y-4 border-t border-slate-200 pt-4">
              <h3 className="font-semibold text-slate-900">{t('officer.recordVoter')}</h3>
              <FormErrors id={voterForm.errorId} errors={voterForm.errors} />
              <input type="hidden" name="intent" value="paper-voter" />
              <fieldset disabled={isPending} className="space-y-4">
                <Field labelProps={{ children: t('officer.membershipId') }} inputProps={{ ...getInputProps(voterFields.membershipId, { type: 'text' }), autoComplete: 'off' }} errors={voterFields.membershipId.errors} className="max-w-64" />
                <SubmitButton pending={isPending} className="btn-primary">
                  {t('officer.recordVoterButton')}
                </SubmitButton>
              </fieldset>
            </Form>
            <Form method="post" {...getFormProps(countForm)} className="mt-6 space-y-4 border-t border-slate-200 pt-4">
              <h3 className="font-semibold text-slate-900">{t('officer.count')}</h3>
              <p className="text-sm text-slate-700">{t('officer.countIntro')}</p>
              <FormErrors id={countForm.errorId} errors={[...(countForm.errors ?? []), ...countErrors]} />
              <input type="hidden" name="intent" value="paper-count" />
              <fieldset disabled={isPending} className="space-y-4">
                <Field labelProps={{ children: t('officer.ballots') }} inputProps={{ ...getInputProps(countFields.ballots, { type: 'number' }), min: 0, inputMode: 'numeric', required: true, className: 'sm:max-w-48' }} errors={countFields.ballots.errors} />
                {candidates.map((candidate) => (
                  <Field
                    key={candidate.id}
                    labelProps={{ children: t('officer.votesFor', { name: candidate.name }) }}
                    inputProps={{ id: `votes-${candidate.id}`, name: `votes.${candidate.id}`, type: 'number', min: 0, inputMode: 'numeric', defaultValue: '0', required: true, className: 'sm:max-w-48' }}
                  />
                ))}
                <SubmitButton pending={isPending} className="btn-primary">
                  {t('officer.countButton')}
                </SubmitButton>
              </fieldset>
            </Form>
          </>
        )}
      </section>
      <p>
        <Link to={governancePaths.elections} className="link inline-flex min-h-11 items-center">
          {t('officer.back')}
        </Link>
      </p>
    </AdminShell>
  )
}
