import type { SubmissionResult } from '@conform-to/react'
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { FormErrors, SelectField, SubmitButton, TextareaField } from '#app/components/forms.tsx'
import { getFormProps, getSelectProps, getTextareaProps, useForm } from '#app/components/server-form.ts'
import { myDataPaths } from '#app/config/member-paths.ts'
import { paths } from '#app/config/paths.ts'
import { DATA_REQUEST_KINDS } from '#app/domain/data-requests.ts'
import { formatDate } from '#app/domain/dates.ts'
import { metaTranslation, useTranslation } from '#app/utils/i18n.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { type RouteHandle, STATIC_PAGE } from '#app/utils/route-handle.ts'
import type { DataRequestInput } from '#app/validation/data-request.ts'
import { loadMyDataPage, requestAboutMyDataAction } from './my-data.server.ts'

// No script: download links, links to where each field is corrected, and a plain form the server checks.
export const handle: RouteHandle = STATIC_PAGE

export async function loader(args: LoaderFunctionArgs) {
  return loadMyDataPage(args)
}

export async function action(args: ActionFunctionArgs) {
  return requestAboutMyDataAction(args)
}

export const meta: MetaFunction<typeof loader> = ({ location, matches }) => {
  const { t } = metaTranslation(matches, 'privacy')
  return [...pageMeta({ title: t('myData.title'), description: t('myData.intro'), location, matches }), { name: 'robots', content: 'noindex' }]
}

/** "My data" (issue 21, item 2): download everything held about you, and where to correct it. */
export default function MyDataPage() {
  const { t } = useTranslation('privacy')
  return (
    <div className="container-page max-w-3xl space-y-8 py-12 text-slate-700">
      <h1 className="text-3xl font-semibold text-slate-900">{t('myData.title')}</h1>
      <p>{t('myData.intro')}</p>
      <section aria-labelledby="my-data-download" className="space-y-3">
        <h2 id="my-data-download" className="text-xl font-semibold text-slate-900">
          {t('myData.download.title')}
        </h2>
        <p>{t('myData.download.body')}</p>
        <p className="flex flex-wrap gap-3">
          <a className="btn-primary" href={myDataPaths.zip} download>
            {t('myData.download.zip')}
          </a>
          <a className="btn-secondary" href={myDataPaths.apiExport} download>
            {t('myData.download.json')}
          </a>
        </p>
      </section>
      <section aria-labelledby="my-data-correct" className="space-y-3">
        <h2 id="my-data-correct" className="text-xl font-semibold text-slate-900">
          {t('myData.correct.title')}
        </h2>
        <ul className="list-disc space-y-1 pl-6">
          <li>
            <Link className="underline" to={paths.profile}>
              {t('myData.correct.profile')}
            </Link>
          </li>
          <li>
            <Link className="underline" to={paths.dashboard}>
              {t('myData.correct.dashboard')}
            </Link>
          </li>
        </ul>
        <p>{t('myData.correct.other')}</p>
      </section>
      <RequestSection />
    </div>
  )
}

/** The request to the secretariat (POST /api/me/data-requests is its twin) and the member's earlier ones with their answers. */
function RequestSection() {
  const { requests, constraint } = useLoaderData<typeof loader>()
  const lastResult = useActionData<SubmissionResult<string[]>>()
  const { t, locale } = useTranslation('privacy')
  const [form, fields] = useForm<DataRequestInput>({ id: 'data-request', lastResult, constraint, defaultValue: { kind: 'correction' } })
  return (
    <section aria-labelledby="my-data-request" className="space-y-4">
      <h2 id="my-data-request" className="text-xl font-semibold text-slate-900">
        {t('myData.request.title')}
      </h2>
      <p>{t('myData.request.intro')}</p>
      <Form method="post" {...getFormProps(form)} className="space-y-4">
        <FormErrors id={form.errorId} errors={form.errors} />
        <SelectField
          labelProps={{ children: t('myData.request.kind') }}
          selectProps={getSelectProps(fields.kind)}
          options={DATA_REQUEST_KINDS.map((kind) => ({ value: kind, label: t(`myData.request.kinds.${kind}`) }))}
          errors={fields.kind.errors}
        />
        <TextareaField
          labelProps={{ children: t('myData.request.message') }}
          textareaProps={{ ...getTextareaProps(fields.message), rows: 5 }}
          hint={t('myData.request.messageHint')}
          errors={fields.message.errors}
        />
        <SubmitButton pending={false} pendingText={t('myData.request.pending')} className="btn-primary">
          {t('myData.request.submit')}
        </SubmitButton>
      </Form>
      <h3 className="text-lg font-semibold text-slate-900">{t('myData.request.yours')}</h3>
      {requests.length === 0 ? (
        <p>{t('myData.request.none')}</p>
      ) : (
        <ul className="space-y-3">
          {requests.map((request) => (
            <li key={request.id} className="rounded border border-slate-200 p-3">
              <p className="font-medium text-slate-900">
                {t(`myData.request.kinds.${request.kind}`)} · {t(`myData.request.status.${request.status}`)}
              </p>
              <p className="text-sm">
                {t('myData.request.sentOn', { date: formatDate(request.createdAt, locale) })}
                {request.status === 'open' ? ` · ${t('myData.request.dueBy', { date: formatDate(request.dueAt, locale) })}` : null}
              </p>
              <p className="mt-1 whitespace-pre-line">{request.message}</p>
              {request.status === 'done' ? <p className="mt-1 text-sm">{t('myData.request.answer', { date: formatDate(request.answeredAt, locale), note: request.note })}</p> : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
