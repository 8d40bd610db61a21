import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData, useRouteError, type ClientActionFunctionArgs } from '@remix-run/react'
import { ConfirmationPage } from '#app/components/admin/admin-dialogs.tsx'
import { adminMeta } from '#app/components/admin/admin-meta.ts'
import { keepConfirmationOnFailure } from '#app/components/admin/client-actions.ts'
import { deleteContentConfirmation } from '#app/components/admin/content-list.tsx'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { deleteContentAction, loadDeleteContentPage } from '#app/routes/admin-content/content.server.ts'
import { CONTENT_TYPE_INFO, contentMessages, isContentType } from '#app/domain/content-types.ts'
import { adminPaths } from '#app/config/admin-paths.ts'

export async function loader(args: LoaderFunctionArgs) {
  return loadDeleteContentPage(args)
}

export async function action(args: ActionFunctionArgs) {
  return deleteContentAction(args)
}

export async function clientAction(args: ClientActionFunctionArgs) {
  return keepConfirmationOnFailure(args, isContentType(args.params.type) ? contentMessages(args.params.type).deleteFailed : 'Failed to delete')
}

export const meta: MetaFunction<typeof loader> = ({ data, location, matches }) =>
  adminMeta(data ? `Delete ${CONTENT_TYPE_INFO[data.type].title}` : 'Content Administration', { location, matches })

/** The confirmation step before a delete, without JavaScript (with it, a dialog asks). */
export default function DeleteContentPage() {
  const { type, item } = useLoaderData<typeof loader>()
  return (
    <ConfirmationPage confirmation={deleteContentConfirmation(type, item)} cancelTo={adminPaths.contentItem.list(type)} failure={useActionData<typeof clientAction>()} />
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary error={useRouteError()} />
}
