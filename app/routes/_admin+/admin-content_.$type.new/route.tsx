import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData, type ClientActionFunctionArgs } from '@remix-run/react'
import { adminMeta, adminMetaT } from '#app/components/admin/admin-meta.ts'
import { keepFormOnFailure } from '#app/components/admin/client-actions.ts'
import { ContentFormPage } from '#app/components/admin/content-form.tsx'
import { loadNewContentPage, saveContentAction } from '#app/routes/_admin+/admin-content/content.server.ts'
import { contentMessageKeys, isContentType } from '#app/domain/content-types.ts'
import type { RouteHandle } from '#app/utils/route-handle.ts'

/**
 * The form's own page is the way in without JavaScript (with it, the list opens the form in a dialog): it
 * is sent as plain HTML with the pending-state script, not hydrated, which keeps React and the form's
 * code (~100 KB gzipped) off it. Its file fields work as they are; the preview is the dialog's.
 */
export const handle: RouteHandle = { hydrate: false, enhance: ['pending-forms'] }

export async function loader(args: LoaderFunctionArgs) {
  return loadNewContentPage(args)
}

export async function action(args: ActionFunctionArgs) {
  return saveContentAction(args)
}

export async function clientAction(args: ClientActionFunctionArgs) {
  return keepFormOnFailure(args, isContentType(args.params.type) ? contentMessageKeys(args.params.type).createFailed : 'admin:content.unknownType')
}

export const meta: MetaFunction<typeof loader> = ({ data, location, matches }) => {
  const t = adminMetaT(matches)
  return adminMeta(data ? t('content.add', { title: t(`content.types.${data.type}.title`) }) : t('content.title'), { location, matches })
}

/** The add form as a page of its own: what "Add …" opens without JavaScript. */
export default function NewContentPage() {
  const { type, constraint, today } = useLoaderData<typeof loader>()
  return <ContentFormPage type={type} constraint={constraint} item={null} today={today} lastResult={useActionData<typeof clientAction>()} />
}
