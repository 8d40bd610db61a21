import type { SubmissionResult } from '@conform-to/react'
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { adminMeta, adminMetaT } from '#app/components/admin/admin-meta.ts'
import { AdminShell } from '#app/components/admin/admin-shell.tsx'
import { MemberResourceForm } from '#app/components/admin/member-resource-form.tsx'
import { adminPaths } from '#app/config/admin-paths.ts'
import { editResourceAction, loadEditResourcePage } from '#app/routes/_admin+/admin-content_.resources/resources.server.ts'
import { useTranslation } from '#app/utils/i18n.ts'
import type { RouteHandle } from '#app/utils/route-handle.ts'

export const handle: RouteHandle = { hydrate: false, enhance: ['pending-forms'] }

export async function loader(args: LoaderFunctionArgs) {
  return loadEditResourcePage(args)
}

export async function action(args: ActionFunctionArgs) {
  return editResourceAction(args)
}

export const meta: MetaFunction = ({ location, matches }) => {
  const t = adminMetaT(matches)
  return adminMeta(t('resources.editTitle'), { location, matches })
}

/** A member resource's edit form: its texts, its PDF (kept unless a new one is chosen) or link, publishing. */
export default function EditMemberResourcePage() {
  const { resource } = useLoaderData<typeof loader>()
  const { t } = useTranslation('admin')
  return (
    <AdminShell title={t('resources.editTitle')}>
      <div className="card max-w-3xl">
        <MemberResourceForm
          id="resource-edit"
          action={adminPaths.memberResource.edit(resource.id)}
          resource={resource}
          lastResult={useActionData<SubmissionResult<string[]>>()}
          submitLabel={t('resources.save')}
        />
      </div>
    </AdminShell>
  )
}
