import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { adminMeta, adminMetaT } from '#app/components/admin/admin-meta.ts'
import { AdminShell } from '#app/components/admin/admin-shell.tsx'
import { ErrorList, Field, FormErrors, SubmitButton } from '#app/components/forms.tsx'
import { getFormProps, getInputProps, useForm } from '#app/components/server-form.ts'
import { governancePaths } from '#app/config/governance-paths.ts'
import { meetingPaths } from '#app/config/meeting-paths.ts'
import { formatFileSize } from '#app/domain/member-resources.ts'
import { useIsPending } from '#app/utils/hooks.ts'
import { useTranslation } from '#app/utils/i18n.ts'
import type { RouteHandle } from '#app/utils/route-handle.ts'
import { loadMeetingPapersPage, meetingPapersAction } from './meeting-papers.server.ts'

/** Plain forms and links: sent as HTML with the pending-state script, not hydrated. */
export const handle: RouteHandle = { hydrate: false, enhance: ['pending-forms'] }

export async function loader(args: LoaderFunctionArgs) {
  return loadMeetingPapersPage(args)
}

export async function action(args: ActionFunctionArgs) {
  return meetingPapersAction(args)
}

export const meta: MetaFunction = ({ location, matches }) => adminMeta(adminMetaT(matches)('nav.meetings'), { location, matches })

/** A general meeting's papers (issue 35, item 2). */
export default function MeetingPapersPage() {
  const { meeting, papers, constraint } = useLoaderData<typeof loader>()
  const { t, locale } = useTranslation('meetings')
  const isPending = useIsPending()
  const [form, fields] = useForm<{ title: string }>({ id: 'paper', lastResult: useActionData<typeof action>(), constraint })
  const fileErrors = form.allErrors.file
  return (
    <AdminShell title={t('papers.title', { meeting: meeting.title })}>
      <p className="mb-6 max-w-3xl text-slate-700">{t('papers.intro')}</p>
      {papers.length ? (
        <ul className="mb-8 divide-y divide-slate-200">
          {papers.map((paper) => (
            <li key={paper.id} className="flex flex-wrap items-center justify-between gap-3 py-2">
              <a href={meetingPaths.paper(meeting.id, paper.id)} className="link inline-flex min-h-11 items-center break-words">
                {paper.title} ({formatFileSize(paper.size, locale)})
              </a>
              <Form method="post" encType="multipart/form-data">
                <input type="hidden" name="intent" value="delete" />
                <input type="hidden" name="paperId" value={paper.id} />
                <button type="submit" className="btn-secondary" aria-label={t('papers.deleteNamed', { title: paper.title })}>
                  {t('papers.delete')}
                </button>
              </Form>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mb-8 text-slate-700">{t('papers.none')}</p>
      )}
      <section aria-labelledby="add-paper-heading" className="card max-w-3xl">
        <h2 id="add-paper-heading" className="text-lg font-semibold text-slate-900">
          {t('papers.add')}
        </h2>
        <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="mt-4 space-y-4">
          <FormErrors id={form.errorId} errors={form.errors} />
          <fieldset disabled={isPending} className="space-y-4">
            <Field labelProps={{ children: t('papers.paperTitle') }} inputProps={getInputProps(fields.title, { type: 'text' })} errors={fields.title.errors} />
            <div>
              <label htmlFor="paper-file" className="mb-1 block text-sm font-medium text-slate-800">
                {t('papers.file')}
              </label>
              <input
                type="file"
                id="paper-file"
                name="file"
                accept="application/pdf"
                required
                aria-invalid={fileErrors ? true : undefined}
                aria-describedby={['paper-file-hint', fileErrors ? 'paper-file-error' : ''].filter(Boolean).join(' ')}
                className="block min-h-11 w-full text-sm text-slate-800 file:mr-3 file:min-h-11 file:rounded-md file:border-0 file:bg-slate-100 file:px-3 file:font-semibold"
              />
              <p id="paper-file-hint" className="mt-1 text-xs text-slate-600">
                {t('papers.fileHint')}
              </p>
              <ErrorList id="paper-file-error" errors={fileErrors} />
            </div>
            <SubmitButton pending={isPending} className="btn-primary">
              {t('papers.addButton')}
            </SubmitButton>
          </fieldset>
        </Form>
      </section>
      <p className="mt-6">
        <Link to={governancePaths.meeting(meeting.id)} className="link inline-flex min-h-11 items-center">
          {t('papers.back')}
        </Link>
      </p>
    </AdminShell>
  )
}
