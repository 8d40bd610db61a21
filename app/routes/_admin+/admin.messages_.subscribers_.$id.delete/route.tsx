import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData, type ClientActionFunctionArgs } from '@remix-run/react'
import { ConfirmationPage } from '#app/components/admin/confirmation-page.tsx'
import { adminMeta, adminMetaT } from '#app/components/admin/admin-meta.ts'
import { keepConfirmationOnFailure } from '#app/components/admin/client-actions.ts'
import { removeSubscriberConfirmation } from '#app/components/admin/inbox-confirmations.tsx'
import { loadRemoveSubscriberPage, removeSubscriberAction } from '#app/routes/_admin+/admin.messages/messages.server.ts'
import { adminPaths } from '#app/config/admin-paths.ts'
import { useTranslation } from '#app/utils/i18n.ts'

export async function loader(args: LoaderFunctionArgs) {
  return loadRemoveSubscriberPage(args)
}

export async function action(args: ActionFunctionArgs) {
  return removeSubscriberAction(args)
}

export async function clientAction(args: ClientActionFunctionArgs) {
  return keepConfirmationOnFailure(args, 'messages:inbox.removeFailed')
}

export const meta: MetaFunction = ({ location, matches }) => adminMeta(adminMetaT(matches)('inbox.removeTitle'), { location, matches })

/** The confirmation step before an address leaves the list, without JavaScript (with it, a dialog asks). */
export default function RemoveSubscriberPage() {
  const { subscriber } = useLoaderData<typeof loader>()
  const { t } = useTranslation('admin')
  return (
    <ConfirmationPage
      confirmation={removeSubscriberConfirmation(subscriber, t)}
      cancelTo={adminPaths.subscribers}
      failure={useActionData<typeof clientAction>()}
    />
  )
}
