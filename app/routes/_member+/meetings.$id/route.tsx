import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { Notice } from '#app/components/account-card.tsx'
import { ErrorList, FormErrors, SubmitButton } from '#app/components/forms.tsx'
import { getFormProps, useForm } from '#app/components/server-form.ts'
import { electionPaths } from '#app/config/election-paths.ts'
import { meetingPaths } from '#app/config/meeting-paths.ts'
import { formatDateTime, formatLongDate } from '#app/domain/dates.ts'
import { langOf } from '#app/domain/locale.ts'
import { RSVP_ANSWER_VALUES } from '#app/domain/meetings.ts'
import { formatFileSize } from '#app/domain/member-resources.ts'
import { useIsPending } from '#app/utils/hooks.ts'
import { metaTranslation, useTranslation } from '#app/utils/i18n.ts'
import { pageMeta } from '#app/utils/meta.ts'
import type { RouteHandle } from '#app/utils/route-handle.ts'
import { loadMeetingPage, meetingAction } from './meeting.server.ts'

/** Not hydrated: the RSVP is a plain form, with the few lines of script that show it sending. */
export const handle: RouteHandle = { hydrate: false, enhance: ['pending-forms'] }

export async function loader(args: LoaderFunctionArgs) {
  return loadMeetingPage(args)
}

export async function action(args: ActionFunctionArgs) {
  return meetingAction(args)
}

export const meta: MetaFunction<typeof loader> = ({ data, location, matches }) => {
  const { t } = metaTranslation(matches, 'meetings')
  return [...pageMeta({ title: data?.meeting.title.text ?? t('page.title'), description: t('page.metaDescription'), location, matches }), { name: 'robots', content: 'noindex' }]
}

/** A general meeting as a member entitled to attend sees it (issue 35, item 2). */
export default function MeetingPage() {
  const { meeting, rsvp, mayAnswer, papers, elections, minutesPublished } = useLoaderData<typeof loader>()
  const isPending = useIsPending()
  const { t, locale } = useTranslation('meetings')
  const [form, fields] = useForm<{ answer: string }>({ id: 'rsvp', lastResult: useActionData<typeof action>() })
  const answers = RSVP_ANSWER_VALUES.filter((answer) => answer !== 'online' || meeting.onlineUrl)
  const chosen = fields.answer.initialValue ?? rsvp
  return (
    <div className="container-page max-w-3xl py-10 sm:py-14">
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-800">{t(`kind.${meeting.kind}`)}</p>
      <h1 className="mt-1 break-words text-2xl font-bold text-slate-900 sm:text-3xl" lang={langOf(meeting.title, locale)}>
        {meeting.title.text}
      </h1>
      {meeting.cancelledAt ? (
        <div className="mt-4">
          <Notice tone="warning">{t('page.cancelled')}</Notice>
        </div>
      ) : null}
      <dl className="mt-4 grid gap-x-6 gap-y-1 sm:grid-cols-[max-content_1fr]">
        <dt className="font-semibold text-slate-700">{t('page.when')}</dt>
        <dd>{formatDateTime(meeting.startsAt, locale)}</dd>
        {meeting.place ? (
          <>
            <dt className="font-semibold text-slate-700">{t('page.place')}</dt>
            <dd className="whitespace-pre-line break-words">{meeting.place}</dd>
          </>
        ) : null}
        {meeting.onlineUrl ? (
          <>
            <dt className="font-semibold text-slate-700">{t('page.online')}</dt>
            <dd className="break-all">
              <a href={meeting.onlineUrl} className="link inline-flex min-h-11 items-center" rel="noreferrer">
                {meeting.onlineUrl}
              </a>
            </dd>
          </>
        ) : null}
      </dl>

      <section aria-labelledby="rsvp-heading" className="card mt-8">
        <h2 id="rsvp-heading" className="text-lg font-semibold text-slate-900">
          {t('page.rsvpHeading')}
        </h2>
        <p className="mt-1 text-slate-800">{rsvp ? t('page.rsvpGiven', { answer: t(`rsvp.${rsvp}`) }) : t('page.rsvpNone')}</p>
        {mayAnswer ? (
          <Form method="post" {...getFormProps(form)} className="mt-4 space-y-4">
            <FormErrors id={form.errorId} errors={form.errors} />
            <fieldset disabled={isPending} aria-describedby={fields.answer.errors ? fields.answer.errorId : undefined}>
              <legend className="mb-1 text-sm font-medium text-slate-800">{t('page.rsvpLegend')}</legend>
              <div className="flex flex-col gap-1 sm:flex-row sm:flex-wrap sm:gap-x-6">
                {answers.map((answer) => (
                  <label key={answer} className="flex min-h-11 items-center gap-2 text-slate-800">
                    <input type="radio" name="answer" value={answer} defaultChecked={chosen === answer} required className="h-4 w-4 border-slate-400 text-brand-700" />
                    {t(`rsvp.${answer}`)}
                  </label>
                ))}
              </div>
              <ErrorList id={fields.answer.errorId} errors={fields.answer.errors} />
              <SubmitButton pending={isPending} className="btn-primary mt-3">
                {t('page.rsvpButton')}
              </SubmitButton>
            </fieldset>
            <p className="text-sm text-slate-700">{t('page.rsvpUntil')}</p>
          </Form>
        ) : (
          <p className="mt-2 text-sm text-slate-700">{t('page.rsvpClosed')}</p>
        )}
      </section>

      <section aria-labelledby="agenda-heading" className="card mt-6">
        <h2 id="agenda-heading" className="text-lg font-semibold text-slate-900">
          {t('page.agenda')}
        </h2>
        <p className="mt-2 whitespace-pre-line break-words text-slate-800" lang={langOf(meeting.agenda, locale)}>
          {meeting.agenda.text}
        </p>
      </section>

      <section aria-labelledby="papers-heading" className="card mt-6">
        <h2 id="papers-heading" className="text-lg font-semibold text-slate-900">
          {t('page.papers')}
        </h2>
        {papers.length ? (
          <ul className="mt-2 space-y-1">
            {papers.map((paper) => (
              <li key={paper.id}>
                <a href={meetingPaths.paper(meeting.id, paper.id)} className="link inline-flex min-h-11 items-center break-words">
                  {t('page.paperLink', { title: paper.title, size: formatFileSize(paper.size, locale) })}
                </a>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-slate-700">{t('page.noPapers')}</p>
        )}
      </section>

      {elections.length ? (
        <section aria-labelledby="elections-heading" className="card mt-6">
          <h2 id="elections-heading" className="text-lg font-semibold text-slate-900">
            {t('page.elections')}
          </h2>
          <ul className="mt-2 space-y-1">
            {elections.map((election) => (
              <li key={election.id}>
                <Link to={electionPaths.page(election.id)} className="link inline-flex min-h-11 items-center break-words" lang={langOf(election.title, locale)}>
                  {election.title.text}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section aria-labelledby="minutes-heading" className="card mt-6">
        <h2 id="minutes-heading" className="text-lg font-semibold text-slate-900">
          {t('page.minutes')}
        </h2>
        {minutesPublished ? (
          <>
            {meeting.minutesPublishedAt ? <p className="mt-1 text-sm text-slate-700">{t('page.minutesPublishedOn', { date: formatLongDate(meeting.minutesPublishedAt, locale) })}</p> : null}
            <p className="mt-2 whitespace-pre-line break-words text-slate-800" lang={langOf(meeting.minutes, locale)}>
              {meeting.minutes.text}
            </p>
          </>
        ) : (
          <p className="mt-2 text-slate-700">{t('page.minutesNotYet')}</p>
        )}
      </section>
      <p className="mt-6">
        <Link to={meetingPaths.list} className="link inline-flex min-h-11 items-center">
          {t('page.back')}
        </Link>
      </p>
    </div>
  )
}
