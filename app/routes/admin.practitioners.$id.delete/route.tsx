import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useRouteError, type ClientActionFunctionArgs } from '@remix-run/react'
import { AdminShell } from '#app/components/admin/admin-shell.tsx'
import { keepConfirmationOnFailure } from '#app/components/admin/client-actions.ts'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { FormErrors, SubmitButton } from '#app/components/forms.tsx'
import { deleteListingAction, loadListingPage } from '#app/routes/admin._index/listings.server.ts'
import { useIsPending } from '#app/utils/hooks.ts'
import { adminMeta } from '#app/components/admin/admin-meta.ts'
import { failureMessage, NO_ANSWER, LISTING_MESSAGES } from '#app/validation/admin-messages.ts'
import { adminPaths } from '#app/config/admin-paths.ts'

export async function loader(args: LoaderFunctionArgs) {
  return loadListingPage(args)
}

export async function action(args: ActionFunctionArgs) {
  return deleteListingAction(args)
}

export async function clientAction(args: ClientActionFunctionArgs) {
  return keepConfirmationOnFailure(args, failureMessage(LISTING_MESSAGES.deleteFailed, NO_ANSWER))
}

export const meta: MetaFunction = ({ location, matches }) => adminMeta('Delete Member', { location, matches }, 'Delete a practitioner directory listing.')

/** The delete confirmation as a page of its own: what "Delete" opens without JavaScript. */
export default function DeleteListingPage() {
  const { listing, returnTo } = useLoaderData<typeof loader>()
  const failure = useActionData<typeof clientAction>()
  const isPending = useIsPending()
  const fullName = [listing.salutation, listing.name].filter(Boolean).join(' ')
  return (
    <AdminShell title="Delete Member">
      <Form method="post" action={adminPaths.listing.delete(listing.id)} className="card max-w-xl space-y-4">
        <input type="hidden" name="returnTo" value={returnTo} />
        <FormErrors errors={failure ? [failure.message] : null} />
        <p className="text-slate-800">
          Delete the listing of <strong>{fullName}</strong> ({listing.membershipId}) from the directory? This cannot be undone. A member
          account with the same ID is kept.
        </p>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Link to={returnTo} className="btn-secondary">
            Cancel
          </Link>
          <SubmitButton pending={isPending} pendingText="Deleting…" className="btn-danger">
            Delete Member
          </SubmitButton>
        </div>
      </Form>
    </AdminShell>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary error={useRouteError()} />
}
