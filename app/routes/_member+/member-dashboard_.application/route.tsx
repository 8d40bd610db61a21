import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { AccountCard } from '#app/components/account-card.tsx'
import { FileField } from '#app/components/file-field.tsx'
import { FormErrors, SubmitButton, TextareaField } from '#app/components/forms.tsx'
import { getFormProps, getTextareaProps, useForm } from '#app/components/server-form.ts'
import { membershipPaths } from '#app/config/member-paths.ts'
import { formatDate } from '#app/domain/dates.ts'
import { APPLICATION_DOCUMENTS_FIELD, MAX_APPLICATION_DOCUMENTS } from '#app/domain/media.ts'
import { useIsPending } from '#app/utils/hooks.ts'
import { metaTranslation, useListLabel, useTranslation } from '#app/utils/i18n.ts'
import { pageMeta } from '#app/utils/meta.ts'
import type { RouteHandle } from '#app/utils/route-handle.ts'
import { answerAction, loadApplicationPage } from './application.server.ts'

/** Not hydrated: a plain multipart form, with the few lines of script that show it sending. */
export const handle: RouteHandle = { hydrate: false, enhance: ['pending-forms'] }

export async function loader(args: LoaderFunctionArgs) {
  return loadApplicationPage(args)
}

export async function action(args: ActionFunctionArgs) {
  return answerAction(args)
}

export const meta: MetaFunction = ({ location, matches }) => {
  const { t } = metaTranslation(matches, 'dashboard')
  return [...pageMeta({ title: t('application.title'), description: t('application.metaDescription'), location, matches }), { name: 'robots', content: 'noindex' }]
}

/**
 * An applicant's application (issue 33, item 5): what their type asks them to send, what they sent, the
 * secretariat's request for more, and the answer's form (a note and documents). Reached from the
 * Membership tab and from the request's mail.
 */
export default function ApplicationPage() {
  const { application } = useLoaderData<typeof loader>()
  const lastResult = useActionData<typeof action>()
  const isPending = useIsPending()
  const { t, locale } = useTranslation('dashboard')
  const listLabel = useListLabel()
  const [form, fields] = useForm<{ answer: string }>({ id: 'application-answer', lastResult })
  const { request } = application
  return (
    <div className="container-page py-10 sm:py-14">
      <AccountCard
        wide
        title={t('application.title')}
        subtitle={t('application.subtitle', { type: listLabel('membershipTypes', application.membershipType) })}
        footer={
          <p>
            <Link to={membershipPaths.tab} className="link">
              {t('application.back')}
            </Link>
          </p>
        }
      >
        {request ? (
          <section aria-labelledby="request-heading" className="mb-6 rounded-md bg-sky-50 p-3 text-sm text-sky-950">
            <h2 id="request-heading" className="font-semibold">
              {t('application.requestHeading')}
            </h2>
            <p className="mt-1">{t('application.requestAsked', { date: formatDate(request.askedAt, locale) })}</p>
            <p className="mt-1 whitespace-pre-line break-words">{request.message}</p>
            {request.documents.length ? (
              <>
                <p className="mt-2 font-medium">{t('application.requestWanted')}</p>
                <ul className="ml-5 list-disc">
                  {request.documents.map((kind) => (
                    <li key={kind}>{listLabel('evidence', kind)}</li>
                  ))}
                </ul>
              </>
            ) : null}
            {request.answeredAt ? (
              <>
                <p className="mt-2 font-medium">{t('application.answeredOn', { date: formatDate(request.answeredAt, locale) })}</p>
                {request.answer ? <p className="whitespace-pre-line break-words">{t('application.yourAnswer', { answer: request.answer })}</p> : null}
              </>
            ) : null}
          </section>
        ) : null}

        {application.mayAnswer ? (
          <Form method="post" encType="multipart/form-data" action={membershipPaths.application} {...getFormProps(form)} className="mb-6 space-y-4">
            <FormErrors id={form.errorId} errors={form.errors} />
            <fieldset disabled={isPending} className="space-y-4">
              <TextareaField
                labelProps={{ children: t('application.answerLabel') }}
                textareaProps={{ ...getTextareaProps(fields.answer), rows: 4, maxLength: 2000 }}
                errors={fields.answer.errors}
                hint={t('application.answerHint')}
              />
              <FileField
                name={APPLICATION_DOCUMENTS_FIELD}
                kind="document"
                multiple
                label={t('application.documentsLabel')}
                hint={t('application.documentsHint', { max: MAX_APPLICATION_DOCUMENTS })}
                errors={form.allErrors[APPLICATION_DOCUMENTS_FIELD]}
              />
              <SubmitButton pending={isPending} pendingText={t('application.pending')} className="btn-primary w-full">
                {t('application.submit')}
              </SubmitButton>
            </fieldset>
          </Form>
        ) : (
          <>
            <FormErrors id={form.errorId} errors={form.errors} />
            <p className="mb-6 text-sm text-slate-800">{application.waiting ? t('application.noRequest') : t('application.decided')}</p>
          </>
        )}

        <section aria-labelledby="evidence-heading" className="mb-6">
          <h2 id="evidence-heading" className="text-base font-semibold text-slate-900">
            {t('application.evidenceHeading')}
          </h2>
          {application.evidence.length ? (
            <ul className="ml-5 mt-1 list-disc text-sm text-slate-800">
              {application.evidence.map((kind) => (
                <li key={kind}>{listLabel('evidence', kind)}</li>
              ))}
            </ul>
          ) : (
            <p className="mt-1 text-sm text-slate-700">{t('application.evidenceNone')}</p>
          )}
        </section>

        <section aria-labelledby="documents-heading">
          <h2 id="documents-heading" className="text-base font-semibold text-slate-900">
            {t('application.documentsHeading')}
          </h2>
          {application.documents.length ? (
            <ul className="mt-1 space-y-1 text-sm">
              {application.documents.map((document) => (
                <li key={document.id}>
                  <a href={document.url} className="link inline-flex min-h-11 items-center break-all">
                    {t('application.documentLink', { file: document.name })}
                  </a>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-1 text-sm text-slate-700">{t('application.documentsNone')}</p>
          )}
        </section>
      </AccountCard>
    </div>
  )
}
