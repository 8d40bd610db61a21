import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData, type ClientActionFunctionArgs } from '@remix-run/react'
import { ConfirmationPage } from '#app/components/admin/confirmation-page.tsx'
import { adminMeta, adminMetaT } from '#app/components/admin/admin-meta.ts'
import { keepConfirmationOnFailure } from '#app/components/admin/client-actions.ts'
import { deleteMessageConfirmation } from '#app/components/admin/inbox-confirmations.tsx'
import { deleteMessageAction, loadDeleteMessagePage } from '#app/routes/_admin+/admin.messages/messages.server.ts'
import { adminPaths } from '#app/config/admin-paths.ts'
import { useTranslation } from '#app/utils/i18n.ts'

export async function loader(args: LoaderFunctionArgs) {
  return loadDeleteMessagePage(args)
}

export async function action(args: ActionFunctionArgs) {
  return deleteMessageAction(args)
}

export async function clientAction(args: ClientActionFunctionArgs) {
  return keepConfirmationOnFailure(args, 'messages:inbox.deleteFailed')
}

export const meta: MetaFunction = ({ location, matches }) => adminMeta(adminMetaT(matches)('inbox.deleteTitle'), { location, matches })

/** The confirmation step before a message is deleted, without JavaScript (with it, a dialog asks). */
export default function DeleteMessagePage() {
  const { message } = useLoaderData<typeof loader>()
  const { t, locale } = useTranslation('admin')
  return (
    <ConfirmationPage confirmation={deleteMessageConfirmation(message, t, locale)} cancelTo={adminPaths.messages} failure={useActionData<typeof clientAction>()}>
      <p className="whitespace-pre-line break-words rounded-md bg-slate-50 p-3 text-sm text-slate-800 ring-1 ring-slate-200">{message.message}</p>
    </ConfirmationPage>
  )
}
