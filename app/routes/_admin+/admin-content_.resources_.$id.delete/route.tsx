import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { adminMeta, adminMetaT } from '#app/components/admin/admin-meta.ts'
import type { ConfirmFailure } from '#app/components/admin/admin-dialogs.tsx'
import { ConfirmationPage } from '#app/components/admin/confirmation-page.tsx'
import { adminPaths } from '#app/config/admin-paths.ts'
import { deleteResourceAction, loadDeleteResourcePage } from '#app/routes/_admin+/admin-content_.resources/resources.server.ts'
import { Trans, useTranslation } from '#app/utils/i18n.ts'
import type { RouteHandle } from '#app/utils/route-handle.ts'

export const handle: RouteHandle = { hydrate: false, enhance: ['pending-forms'] }

export async function loader(args: LoaderFunctionArgs) {
  return loadDeleteResourcePage(args)
}

export async function action(args: ActionFunctionArgs) {
  return deleteResourceAction(args)
}

export const meta: MetaFunction = ({ location, matches }) => {
  const t = adminMetaT(matches)
  return adminMeta(t('resources.deleteTitle'), { location, matches })
}

/** "Delete this resource?": members stop seeing it at once, and its PDF goes with it. */
export default function DeleteMemberResourcePage() {
  const { resource } = useLoaderData<typeof loader>()
  const { t } = useTranslation('admin')
  return (
    <ConfirmationPage
      confirmation={{
        title: t('resources.deleteTitle'),
        action: adminPaths.memberResource.delete(resource.id),
        confirmLabel: t('resources.delete'),
        pendingLabel: t('content.deleting'),
        failureMessage: 'messages:memberResources.deleteFailed',
        question: (
          <p>
            <Trans
              text={t(resource.kind === 'document' ? 'resources.deleteDocumentQuestion' : 'resources.deleteLinkQuestion', { name: resource.title })}
              components={{ strong: (words) => <strong className="break-words">{words}</strong> }}
            />
          </p>
        ),
      }}
      cancelTo={adminPaths.memberResources}
      failure={useActionData<ConfirmFailure>()}
    />
  )
}
