import type { SubmissionResult } from '@conform-to/react'
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { adminMeta, adminMetaT } from '#app/components/admin/admin-meta.ts'
import { AdminShell } from '#app/components/admin/admin-shell.tsx'
import { DataTable } from '#app/components/admin/data-table.tsx'
import { ContentTabs } from '#app/components/admin/content-list.tsx'
import { MemberResourceForm } from '#app/components/admin/member-resource-form.tsx'
import { FormErrors } from '#app/components/forms.tsx'
import { adminPaths } from '#app/config/admin-paths.ts'
import { formatFileSize } from '#app/domain/member-resources.ts'
import { useTranslation } from '#app/utils/i18n.ts'
import type { RouteHandle } from '#app/utils/route-handle.ts'
import { loadResourcesAdminPage, resourcesAdminAction } from './resources.server.ts'

/** Plain forms and links: the page is sent as HTML with the pending-state script, not hydrated. */
export const handle: RouteHandle = { hydrate: false, enhance: ['pending-forms'] }

export async function loader(args: LoaderFunctionArgs) {
  return loadResourcesAdminPage(args)
}

export async function action(args: ActionFunctionArgs) {
  return resourcesAdminAction(args)
}

export const meta: MetaFunction = ({ location, matches }) => {
  const t = adminMetaT(matches)
  return adminMeta(t('resources.title'), { location, matches }, t('resources.intro'))
}

type Answer = SubmissionResult<string[]> | { message: string }

/** Member resources (issue 17): the documents and links members see on their dashboard, and the form that adds one. */
export default function MemberResourcesAdminPage() {
  const { resources } = useLoaderData<typeof loader>()
  const answer = useActionData<Answer>()
  const { t, locale } = useTranslation('admin')
  const failure = answer && 'message' in answer ? answer.message : null
  return (
    <AdminShell title={t('content.title')}>
      <div className="space-y-6">
        <ContentTabs current="resources" />
        <p className="max-w-3xl text-slate-700">{t('resources.intro')}</p>
        <FormErrors errors={failure ? [failure] : undefined} />
        <section aria-labelledby="resources-list-heading" className="card">
          <h2 id="resources-list-heading" className="text-lg font-semibold text-slate-900">
            {t('resources.heading')}
          </h2>
          {resources.length === 0 ? (
            <p className="mt-2 text-slate-700">{t('resources.none')}</p>
          ) : (
            <DataTable
              className="mt-4"
              caption={t('resources.heading')}
              minWidthClass="sm:min-w-[40rem]"
              columns={[
                { label: t('resources.columns.title') },
                { label: t('resources.columns.kind') },
                { label: t('resources.columns.status') },
                { label: t('resources.columns.actions'), hidden: true },
              ]}
            >
              {resources.map((resource) => (
                <tr key={resource.id} className="border-b border-slate-200 align-top">
                  <td className="py-2 pr-3">
                    <span className="font-medium text-slate-900">{resource.title}</span>
                    {resource.titleMs ? (
                      <span lang="ms" className="block text-slate-700">
                        {resource.titleMs}
                      </span>
                    ) : null}
                    {resource.category ? <span className="block text-xs text-slate-700">{resource.category}</span> : null}
                  </td>
                  <td data-label={t('resources.columns.kind')} className="py-2 pr-3">
                    {resource.kind === 'document' && resource.document
                      ? t('resources.documentSize', { size: formatFileSize(resource.document.size, locale) })
                      : <span className="wrap-anywhere">{resource.url}</span>}
                  </td>
                  <td data-label={t('resources.columns.status')} className="py-2 pr-3">
                    {resource.published ? t('resources.published') : t('resources.draft')}
                  </td>
                  <td className="py-2">
                    <div className="flex flex-wrap gap-2">
                      <Form method="post">
                        <input type="hidden" name="intent" value={resource.published ? 'unpublish' : 'publish'} />
                        <input type="hidden" name="id" value={resource.id} />
                        <button type="submit" className="btn-secondary" aria-label={t(resource.published ? 'resources.unpublishNamed' : 'resources.publishNamed', { title: resource.title })}>
                          {t(resource.published ? 'resources.unpublish' : 'resources.publish')}
                        </button>
                      </Form>
                      <Link to={adminPaths.memberResource.edit(resource.id)} className="btn-secondary" aria-label={t('resources.editNamed', { title: resource.title })}>
                        {t('resources.edit')}
                      </Link>
                      <Link to={adminPaths.memberResource.delete(resource.id)} className="btn-danger" aria-label={t('resources.deleteNamed', { title: resource.title })}>
                        {t('resources.delete')}
                      </Link>
                    </div>
                  </td>
                </tr>
              ))}
            </DataTable>
          )}
        </section>
        <section aria-labelledby="resources-add-heading" className="card max-w-3xl">
          <h2 id="resources-add-heading" className="text-lg font-semibold text-slate-900">
            {t('resources.add')}
          </h2>
          <div className="mt-4">
            <MemberResourceForm
              id="resource-add"
              action={adminPaths.memberResources}
              resource={null}
              lastResult={answer && !('message' in answer) ? answer : null}
              submitLabel={t('resources.addSubmit')}
            />
          </div>
        </section>
      </div>
    </AdminShell>
  )
}
