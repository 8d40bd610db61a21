import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { Notice } from '#app/components/account-card.tsx'
import { FormErrors, SubmitButton } from '#app/components/forms.tsx'
import { getFormProps, useForm } from '#app/components/server-form.ts'
import { electionPaths } from '#app/config/election-paths.ts'
import { formatDateTime, formatLongDate } from '#app/domain/dates.ts'
import { langOf } from '#app/domain/locale.ts'
import { useIsPending } from '#app/utils/hooks.ts'
import { metaTranslation, useTranslation } from '#app/utils/i18n.ts'
import { pageMeta } from '#app/utils/meta.ts'
import type { RouteHandle } from '#app/utils/route-handle.ts'
import type { BallotInput } from '#app/validation/elections.ts'
import { electionAction, loadElectionPage } from './election.server.ts'

/** Not hydrated: the ballot is a plain form, with the few lines of script that show it sending. */
export const handle: RouteHandle = { hydrate: false, enhance: ['pending-forms'] }

export async function loader(args: LoaderFunctionArgs) {
  return loadElectionPage(args)
}

export async function action(args: ActionFunctionArgs) {
  return electionAction(args)
}

export const meta: MetaFunction<typeof loader> = ({ data, location, matches }) => {
  const { t } = metaTranslation(matches, 'elections')
  return [...pageMeta({ title: data?.election.title.text ?? t('page.title'), description: t('page.metaDescription'), location, matches }), { name: 'robots', content: 'noindex' }]
}

/** An election as a member sees it, with its ballot while voting is open (issue 35, item 3). */
export default function ElectionPage() {
  const { election, phase, standing, mayNominate, candidates } = useLoaderData<typeof loader>()
  const lastResult = useActionData<typeof action>()
  const isPending = useIsPending()
  const { t, locale } = useTranslation('elections')
  const [form, fields] = useForm<BallotInput>({ id: 'ballot', lastResult })
  const ballotOpen = phase === 'open' && standing === 'may-vote'
  const errors = fields.candidateIds.errors
  return (
    <div className="container-page max-w-3xl py-10 sm:py-14">
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-800">{t(`phase.${phase}`)}</p>
      <h1 className="mt-1 break-words text-2xl font-bold text-slate-900 sm:text-3xl" lang={langOf(election.title, locale)}>
        {election.title.text}
      </h1>
      {election.positions.text ? (
        <p className="mt-2 whitespace-pre-line break-words text-slate-800" lang={langOf(election.positions, locale)}>
          {election.positions.text}
        </p>
      ) : null}
      <dl className="mt-4 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
        <dt className="font-semibold text-slate-700">{t('page.seats')}</dt>
        <dd>{election.seats}</dd>
        <dt className="font-semibold text-slate-700">{t('page.opens')}</dt>
        <dd>{formatDateTime(election.opensAt, locale)}</dd>
        <dt className="font-semibold text-slate-700">{t('page.closes')}</dt>
        <dd>{formatDateTime(election.closesAt, locale)}</dd>
        <dt className="font-semibold text-slate-700">{t('page.rollDate')}</dt>
        <dd>{formatLongDate(`${election.rollDate}T04:00:00Z`, locale)}</dd>
      </dl>

      <div className="mt-6">
        <Notice tone={standing === 'unconfirmed' || standing === 'not-on-roll' ? 'warning' : standing.startsWith('voted') ? 'success' : 'info'} role="status">
          {t(`standing.${standing}`, { date: formatLongDate(`${election.rollDate}T04:00:00Z`, locale) })}
        </Notice>
      </div>
      {/* A ballot refused once the form is gone (a second ballot, the window just closed): its reason. */}
      {ballotOpen ? null : (
        <div className="mt-4">
          <FormErrors id={form.errorId} errors={form.errors} />
        </div>
      )}

      {ballotOpen ? (
        <Form method="post" action={electionPaths.page(election.id)} {...getFormProps(form)} className="card mt-6 space-y-4">
          <FormErrors id={form.errorId} errors={form.errors} />
          <fieldset disabled={isPending} aria-describedby={errors ? fields.candidateIds.errorId : undefined}>
            <legend className="text-lg font-semibold text-slate-900">{t('page.choose', { count: election.seats })}</legend>
            <p className="mt-1 text-sm text-slate-700">{t('page.secret')}</p>
            {errors ? (
              <ul id={fields.candidateIds.errorId} className="mt-2 text-sm font-medium text-red-800">
                {errors.map((error) => (
                  <li key={error}>{error}</li>
                ))}
              </ul>
            ) : null}
            <ul className="mt-4 space-y-3">
              {candidates.map((candidate) => (
                <li key={candidate.id} className="rounded-md border border-slate-300 p-3">
                  <label className="flex min-h-11 cursor-pointer items-start gap-3">
                    <input type="checkbox" name="candidateIds" value={candidate.id} className="mt-1 h-5 w-5 shrink-0" />
                    <span className="min-w-0">
                      <span className="block break-words font-semibold text-slate-900">{candidate.name}</span>
                      {candidate.statement ? <span className="mt-1 block whitespace-pre-line break-words text-sm text-slate-700">{candidate.statement}</span> : null}
                    </span>
                  </label>
                </li>
              ))}
            </ul>
            <SubmitButton pending={isPending} pendingText={t('page.casting')} className="btn-primary mt-4 w-full sm:w-auto">
              {t('page.cast')}
            </SubmitButton>
          </fieldset>
        </Form>
      ) : (
        <section aria-labelledby="candidates-heading" className="card mt-6">
          <h2 id="candidates-heading" className="text-lg font-semibold text-slate-900">
            {t('page.candidates')}
          </h2>
          {candidates.length ? (
            <ul className="mt-3 space-y-3">
              {candidates.map((candidate) => (
                <li key={candidate.id}>
                  <p className="break-words font-semibold text-slate-900">{candidate.name}</p>
                  {candidate.statement ? <p className="mt-1 whitespace-pre-line break-words text-sm text-slate-700">{candidate.statement}</p> : null}
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-2 text-slate-700">{t('page.noCandidates')}</p>
          )}
        </section>
      )}

      <p className="mt-4 text-sm text-slate-700">{t('page.tieRule')}</p>
      <div className="mt-6 flex flex-wrap gap-3">
        {mayNominate ? (
          <Link to={electionPaths.nominate(election.id)} className="btn-primary">
            {t('page.nominate')}
          </Link>
        ) : null}
        {phase === 'closed' ? (
          <Link to={electionPaths.results(election.id)} className="btn-primary">
            {t('page.results')}
          </Link>
        ) : null}
        <Link to={electionPaths.list} className="btn-secondary">
          {t('page.back')}
        </Link>
      </div>
    </div>
  )
}
