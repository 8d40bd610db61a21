import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData, type ClientActionFunctionArgs } from '@remix-run/react'
import { ConfirmationPage } from '#app/components/admin/confirmation-page.tsx'
import { adminMeta, adminMetaT } from '#app/components/admin/admin-meta.ts'
import { keepConfirmationOnFailure } from '#app/components/admin/client-actions.ts'
import { deleteContentConfirmation } from '#app/components/admin/content-confirmation.tsx'
import { deleteContentAction, loadDeleteContentPage } from '#app/routes/_admin+/admin-content/content.server.ts'
import { contentMessageKeys, isContentType } from '#app/domain/content-kinds.ts'
import { useTranslation } from '#app/utils/i18n.ts'
import { adminPaths } from '#app/config/admin-paths.ts'

export async function loader(args: LoaderFunctionArgs) {
  return loadDeleteContentPage(args)
}

export async function action(args: ActionFunctionArgs) {
  return deleteContentAction(args)
}

export async function clientAction(args: ClientActionFunctionArgs) {
  return keepConfirmationOnFailure(args, isContentType(args.params.type) ? contentMessageKeys(args.params.type).deleteFailed : 'admin:content.unknownTypeDelete')
}

export const meta: MetaFunction<typeof loader> = ({ data, location, matches }) => {
  const t = adminMetaT(matches)
  return adminMeta(data ? t('content.deleteTitle', { title: t(`content.types.${data.type}.title`) }) : t('content.title'), { location, matches })
}

/** The confirmation step before a delete, without JavaScript (with it, a dialog asks). */
export default function DeleteContentPage() {
  const { type, id, name } = useLoaderData<typeof loader>()
  const { t } = useTranslation('admin')
  return (
    <ConfirmationPage confirmation={deleteContentConfirmation(type, id, name, t)} cancelTo={adminPaths.contentItem.list(type)} failure={useActionData<typeof clientAction>()} />
  )
}
