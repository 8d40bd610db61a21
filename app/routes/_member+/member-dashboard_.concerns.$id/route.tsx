import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { AccountCard } from '#app/components/account-card.tsx'
import { FileField } from '#app/components/file-field.tsx'
import { FormErrors, SubmitButton, TextareaField } from '#app/components/forms.tsx'
import { conductPaths } from '#app/config/conduct-paths.ts'
import { paths } from '#app/config/paths.ts'
import { formatDate } from '#app/domain/dates.ts'
import { useIsPending } from '#app/utils/hooks.ts'
import { metaTranslation, useTranslation } from '#app/utils/i18n.ts'
import { pageMeta } from '#app/utils/meta.ts'
import type { RouteHandle } from '#app/utils/route-handle.ts'
import { CONCERN_FILES_FIELD, CONCERN_TEXT_MAX_LENGTH } from '#app/validation/concern-limits.ts'
import { loadMyConcernPage, myConcernAction, type MyConcernFailure } from './concern.server.ts'

/** Not hydrated: plain forms, with the few lines of script that show them sending. */
export const handle: RouteHandle = { hydrate: false, enhance: ['pending-forms'] }

export async function loader(args: LoaderFunctionArgs) {
  return loadMyConcernPage(args)
}

export async function action(args: ActionFunctionArgs) {
  return myConcernAction(args)
}

export const meta: MetaFunction<typeof loader> = ({ data, location, matches }) => {
  const { t } = metaTranslation(matches, 'conduct')
  return [...pageMeta({ title: t('mine.title', { reference: data?.concern.reference ?? '' }), description: t('mine.metaDescription'), location, matches }), { name: 'robots', content: 'noindex' }]
}

/** Issue 36: a concern the conduct officer put to this practitioner; respond, and appeal a decision (decision 042). */
export default function MyConcernPage() {
  const { concern, maxFiles } = useLoaderData<typeof loader>()
  const failure = useActionData<MyConcernFailure>()
  const isPending = useIsPending()
  const { t, locale } = useTranslation('conduct')
  const day = (value: string) => formatDate(`${value}T04:00:00Z`, locale)
  const respondFailure = failure?.form === 'respond' ? failure : undefined
  const appealFailure = failure?.form === 'appeal' ? failure : undefined
  return (
    <div className="container-page py-10 sm:py-14">
      <AccountCard
        wide
        title={t('mine.title', { reference: concern.reference })}
        subtitle={t('mine.intro')}
        footer={
          <p>
            <Link to={paths.dashboard} className="link">
              {t('mine.back')}
            </Link>
          </p>
        }
      >
        <dl className="mb-4 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
          <dt className="font-semibold text-slate-700">{t('mine.status')}</dt>
          <dd data-testid="concern-status">{t(`status.${concern.status}`)}</dd>
        </dl>
        <section aria-labelledby="put-heading" className="mb-6">
          <h2 id="put-heading" className="text-base font-semibold text-slate-900">
            {t('mine.put')}
          </h2>
          <p className="mt-1 whitespace-pre-line break-words text-slate-800">{concern.putToPractitioner}</p>
          {concern.status === 'under-investigation' && concern.responseDue ? <p className="mt-2 font-semibold text-amber-900">{t('mine.responseDue', { date: day(concern.responseDue) })}</p> : null}
          {concern.decidedOn && concern.outcome ? <p className="mt-2">{t('mine.decided', { date: day(concern.decidedOn), outcome: t(`outcome.${concern.outcome}`) })}</p> : null}
          {concern.mayAppeal ? <p className="mt-1">{t('mine.appealBy', { date: day(concern.appealDeadline) })}</p> : null}
          {concern.appealedOn ? <p className="mt-1">{t('mine.appealedOn', { date: day(concern.appealedOn), due: day(concern.finalDecisionDue) })}</p> : null}
          {concern.finalOutcome ? <p className="mt-1">{t('mine.finalOutcome', { action: t(`final.${concern.finalOutcome}`) })}</p> : null}
        </section>

        <section aria-labelledby="documents-heading" className="mb-6">
          <h2 id="documents-heading" className="text-base font-semibold text-slate-900">
            {t('mine.documents')}
          </h2>
          {concern.documents.length === 0 ? <p className="mt-1 text-sm text-slate-700">{t('mine.noDocuments')}</p> : null}
          <ul className="mt-1 space-y-1">
            {concern.documents.map((doc) => (
              <li key={doc.id}>
                <a href={doc.url} className="link inline-flex min-h-11 items-center">
                  {doc.name || doc.note || doc.id}
                </a>
                {doc.note ? <span className="text-sm text-slate-700"> · {doc.note}</span> : null}
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="responses-heading" className="mb-6">
          <h2 id="responses-heading" className="text-base font-semibold text-slate-900">
            {t('mine.responses')}
          </h2>
          {concern.responses.length === 0 ? <p className="mt-1 text-sm text-slate-700">{t('mine.noResponses')}</p> : null}
          <ul className="mt-2 space-y-3">
            {concern.responses.map((response) => (
              <li key={response.at} className="rounded border border-slate-200 p-3">
                <p className="text-sm font-semibold text-slate-700">
                  {t(`mine.kinds.${response.kind}`)} · {formatDate(response.at, locale)}
                </p>
                <p className="mt-1 whitespace-pre-line break-words text-slate-800">{response.text}</p>
                {response.files.length ? (
                  <ul className="mt-1">
                    {response.files.map((file) => (
                      <li key={file.id}>
                        <a href={file.url} className="link inline-flex min-h-11 items-center">
                          {file.name}
                        </a>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
        </section>

        {concern.mayRespond ? (
          <section aria-labelledby="respond-heading" className="mb-6">
            <h2 id="respond-heading" className="text-base font-semibold text-slate-900">
              {t('mine.respond')}
            </h2>
            <Form method="post" action={conductPaths.mine(concern.id)} encType="multipart/form-data" className="mt-2 space-y-4" noValidate={!!respondFailure}>
              <input type="hidden" name="intent" value="respond" />
              <FormErrors errors={respondFailure?.formError ? [respondFailure.formError] : null} />
              <TextareaField
                labelProps={{ children: t('mine.respondText') }}
                textareaProps={{ id: 'respond-text', name: 'text', required: true, rows: 6, maxLength: CONCERN_TEXT_MAX_LENGTH, defaultValue: respondFailure?.typed }}
                errors={respondFailure?.fieldErrors.text}
              />
              <FileField name={CONCERN_FILES_FIELD} kind="document" multiple label={t('mine.respondFiles')} hint={t('mine.respondFilesHint', { max: maxFiles })} errors={respondFailure?.fieldErrors[CONCERN_FILES_FIELD]} />
              <SubmitButton pending={isPending}>{t('mine.respondSubmit')}</SubmitButton>
            </Form>
          </section>
        ) : null}

        {concern.mayAppeal ? (
          <section aria-labelledby="appeal-heading">
            <h2 id="appeal-heading" className="text-base font-semibold text-slate-900">
              {t('mine.appeal')}
            </h2>
            <Form method="post" action={conductPaths.mine(concern.id)} encType="multipart/form-data" className="mt-2 space-y-4" noValidate={!!appealFailure}>
              <input type="hidden" name="intent" value="appeal" />
              <FormErrors errors={appealFailure?.formError ? [appealFailure.formError] : null} />
              <TextareaField
                labelProps={{ children: t('mine.appealGrounds') }}
                textareaProps={{ id: 'appeal-grounds', name: 'grounds', required: true, rows: 5, maxLength: CONCERN_TEXT_MAX_LENGTH, defaultValue: appealFailure?.typed }}
                errors={appealFailure?.fieldErrors.grounds}
              />
              <SubmitButton pending={isPending} className="btn-secondary">
                {t('mine.appealSubmit')}
              </SubmitButton>
            </Form>
          </section>
        ) : null}
      </AccountCard>
    </div>
  )
}
