import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData, useRouteError, type ClientActionFunctionArgs } from '@remix-run/react'
import { adminMeta } from '#app/components/admin/admin-meta.ts'
import { keepFormOnFailure } from '#app/components/admin/client-actions.ts'
import { ContentFormPage } from '#app/components/admin/content-form.tsx'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { loadEditContentPage, saveContentAction } from '#app/routes/admin-content/content.server.ts'
import { CONTENT_TYPE_INFO, contentMessages, isContentType } from '#app/domain/content-types.ts'

export async function loader(args: LoaderFunctionArgs) {
  return loadEditContentPage(args)
}

export async function action(args: ActionFunctionArgs) {
  return saveContentAction(args)
}

export async function clientAction(args: ClientActionFunctionArgs) {
  return keepFormOnFailure(args, isContentType(args.params.type) ? contentMessages(args.params.type).updateFailed : 'Failed to save')
}

export const meta: MetaFunction<typeof loader> = ({ data, location, matches }) =>
  adminMeta(data ? `Edit ${CONTENT_TYPE_INFO[data.type].title}` : 'Content Administration', { location, matches })

/** The edit form as a page of its own: what "Edit" opens without JavaScript. */
export default function EditContentPage() {
  const { type, constraint, item, today } = useLoaderData<typeof loader>()
  return <ContentFormPage type={type} constraint={constraint} item={item} today={today} lastResult={useActionData<typeof clientAction>()} />
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary error={useRouteError()} />
}
