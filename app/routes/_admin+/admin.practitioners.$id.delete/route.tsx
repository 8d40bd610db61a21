import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, useActionData, useLoaderData, type ClientActionFunctionArgs } from '@remix-run/react'
import { AdminShell } from '#app/components/admin/admin-shell.tsx'
import { keepConfirmationOnFailure } from '#app/components/admin/client-actions.ts'
import { FormActions, FormErrors } from '#app/components/forms.tsx'
import { deleteListingAction, loadListingPage } from '#app/routes/_admin+/admin._index/listings.server.ts'
import { useIsPending } from '#app/utils/hooks.ts'
import { adminMeta, adminMetaT } from '#app/components/admin/admin-meta.ts'
import { Trans, useTranslation } from '#app/utils/i18n.ts'
import { adminPaths } from '#app/config/admin-paths.ts'

export async function loader(args: LoaderFunctionArgs) {
  return loadListingPage(args)
}

export async function action(args: ActionFunctionArgs) {
  return deleteListingAction(args)
}

export async function clientAction(args: ClientActionFunctionArgs) {
  return keepConfirmationOnFailure(args, 'messages:listing.deleteFailedOffline')
}

export const meta: MetaFunction = ({ location, matches }) => {
  const t = adminMetaT(matches)
  return adminMeta(t('listings.deleteTitle'), { location, matches }, t('listings.deleteMetaDescription'))
}

/** The delete confirmation as a page of its own: what "Delete" opens without JavaScript. */
export default function DeleteListingPage() {
  const { listing, returnTo } = useLoaderData<typeof loader>()
  const failure = useActionData<typeof clientAction>()
  const isPending = useIsPending()
  const fullName = [listing.salutation, listing.name].filter(Boolean).join(' ')
  const { t } = useTranslation('admin')
  return (
    <AdminShell title={t('listings.deleteTitle')}>
      <Form method="post" action={adminPaths.listing.delete(listing.id)} className="card max-w-xl space-y-4">
        <input type="hidden" name="returnTo" value={returnTo} />
        <FormErrors errors={failure ? [failure.message] : null} />
        <p className="text-slate-800">
          <Trans
            text={t('listings.deleteQuestion', { name: fullName, membershipId: listing.membershipId })}
            components={{ strong: (words) => <strong>{words}</strong> }}
          />
        </p>
        <FormActions backTo={returnTo} backLabel={t('cancel')} submitLabel={t('listings.deleteConfirm')} pending={isPending} pendingText={t('listings.deleting')} danger />
      </Form>
    </AdminShell>
  )
}
