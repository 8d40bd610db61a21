import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useRouteError, type ClientActionFunctionArgs } from '@remix-run/react'
import { adminMeta } from '#app/components/admin/admin-meta.ts'
import { AdminShell } from '#app/components/admin/admin-shell.tsx'
import { keepConfirmationOnFailure } from '#app/components/admin/client-actions.ts'
import { DeleteMessageQuestion, INBOX_PATHS } from '#app/components/admin/inbox.tsx'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { FormErrors, SubmitButton } from '#app/components/forms.tsx'
import { useIsPending } from '#app/utils/hooks.ts'
import { deleteMessageAction, loadDeleteMessagePage } from '#app/utils/messages-admin.server.ts'

export async function loader(args: LoaderFunctionArgs) {
  return loadDeleteMessagePage(args)
}

export async function action(args: ActionFunctionArgs) {
  return deleteMessageAction(args)
}

export async function clientAction(args: ClientActionFunctionArgs) {
  return keepConfirmationOnFailure(args, 'Failed to delete message')
}

export const meta: MetaFunction = () => adminMeta('Delete Message')

/** The confirmation step before a message is deleted, without JavaScript (with it, a dialog asks). */
export default function DeleteMessagePage() {
  const { message } = useLoaderData<typeof loader>()
  const failure = useActionData<typeof clientAction>()
  const isPending = useIsPending()
  return (
    <AdminShell title="Delete Message">
      <Form method="post" action={INBOX_PATHS.deleteMessage(message.id)} className="card max-w-2xl space-y-6">
        <FormErrors errors={failure ? [failure.message ?? 'Failed to delete message', failure.detail] : null} />
        <div className="text-slate-800">
          <DeleteMessageQuestion message={message} />
        </div>
        <p className="whitespace-pre-line break-words rounded-md bg-slate-50 p-3 text-sm text-slate-800 ring-1 ring-slate-200">{message.message}</p>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Link to={INBOX_PATHS.messages} className="btn-secondary">
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
