import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useRouteError, type ClientActionFunctionArgs } from '@remix-run/react'
import { adminMeta } from '#app/components/admin/admin-meta.ts'
import { AdminShell } from '#app/components/admin/admin-shell.tsx'
import { keepConfirmationOnFailure } from '#app/components/admin/client-actions.ts'
import { INBOX_PATHS, RemoveSubscriberQuestion } from '#app/components/admin/inbox.tsx'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { FormErrors, SubmitButton } from '#app/components/forms.tsx'
import { useIsPending } from '#app/utils/hooks.ts'
import { loadRemoveSubscriberPage, removeSubscriberAction } from '#app/utils/messages-admin.server.ts'

export async function loader(args: LoaderFunctionArgs) {
  return loadRemoveSubscriberPage(args)
}

export async function action(args: ActionFunctionArgs) {
  return removeSubscriberAction(args)
}

export async function clientAction(args: ClientActionFunctionArgs) {
  return keepConfirmationOnFailure(args, 'Failed to remove subscriber')
}

export const meta: MetaFunction = () => adminMeta('Remove Subscriber')

/** The confirmation step before an address leaves the list, without JavaScript (with it, a dialog asks). */
export default function RemoveSubscriberPage() {
  const { subscriber } = useLoaderData<typeof loader>()
  const failure = useActionData<typeof clientAction>()
  const isPending = useIsPending()
  return (
    <AdminShell title="Remove Subscriber">
      <Form method="post" action={INBOX_PATHS.removeSubscriber(subscriber.id)} className="card max-w-2xl space-y-6">
        <FormErrors errors={failure ? [failure.message ?? 'Failed to remove subscriber', failure.detail] : null} />
        <div className="text-slate-800">
          <RemoveSubscriberQuestion subscriber={subscriber} />
        </div>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Link to={INBOX_PATHS.subscribers} className="btn-secondary">
            Cancel
          </Link>
          <SubmitButton pending={isPending} pendingText="Removing…" className="btn-danger">
            Remove
          </SubmitButton>
        </div>
      </Form>
    </AdminShell>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary error={useRouteError()} />
}
