import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useRouteError, type ClientActionFunctionArgs } from '@remix-run/react'
import { adminMeta } from '#app/components/admin/admin-meta.ts'
import { AdminShell } from '#app/components/admin/admin-shell.tsx'
import { keepConfirmationOnFailure } from '#app/components/admin/client-actions.ts'
import { DeleteContentQuestion } from '#app/components/admin/content-list.tsx'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { FormErrors, SubmitButton } from '#app/components/forms.tsx'
import { deleteContentAction, loadDeleteContentPage } from '#app/utils/content-admin.server.ts'
import { CONTENT_TYPE_INFO, contentMessages, contentPaths, isContentType } from '#app/utils/content-types.ts'
import { useIsPending } from '#app/utils/hooks.ts'

export async function loader(args: LoaderFunctionArgs) {
  return loadDeleteContentPage(args)
}

export async function action(args: ActionFunctionArgs) {
  return deleteContentAction(args)
}

export async function clientAction(args: ClientActionFunctionArgs) {
  return keepConfirmationOnFailure(args, isContentType(args.params.type) ? contentMessages(args.params.type).deleteFailed : 'Failed to delete')
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  adminMeta(data ? `Delete ${CONTENT_TYPE_INFO[data.type].title}` : 'Content Administration')

/** The confirmation step before a delete, without JavaScript (with it, a dialog asks). */
export default function DeleteContentPage() {
  const { type, item } = useLoaderData<typeof loader>()
  const failure = useActionData<typeof clientAction>()
  const isPending = useIsPending()
  return (
    <AdminShell title={`Delete ${CONTENT_TYPE_INFO[type].title}`}>
      <Form method="post" action={contentPaths.delete(type, item.id)} className="card max-w-2xl space-y-6">
        <FormErrors errors={failure ? [failure.message ?? contentMessages(type).deleteFailed, failure.detail] : null} />
        <div className="text-slate-800">
          <DeleteContentQuestion type={type} item={item} />
        </div>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Link to={contentPaths.list(type)} className="btn-secondary">
            Cancel
          </Link>
          <SubmitButton pending={isPending} pendingText="Deleting…" className="btn-danger">
            Delete
          </SubmitButton>
        </div>
      </Form>
    </AdminShell>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary error={useRouteError()} />
}
