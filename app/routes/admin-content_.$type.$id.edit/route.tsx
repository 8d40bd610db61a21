import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useActionData, useLoaderData, useRouteError, type ClientActionFunctionArgs } from '@remix-run/react'
import { adminMeta } from '#app/components/admin/admin-meta.ts'
import { AdminShell } from '#app/components/admin/admin-shell.tsx'
import { keepFormOnFailure } from '#app/components/admin/client-actions.ts'
import { ContentForm } from '#app/components/admin/content-form.tsx'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { loadEditContentPage, saveContentAction } from '#app/utils/content-admin.server.ts'
import { CONTENT_TYPE_INFO, contentItemName, contentMessages, contentPaths, isContentType } from '#app/utils/content-types.ts'
import { useIsPending } from '#app/utils/hooks.ts'

export async function loader(args: LoaderFunctionArgs) {
  return loadEditContentPage(args)
}

export async function action(args: ActionFunctionArgs) {
  return saveContentAction({ ...args, params: { ...args.params, id: args.params.id ?? '' } })
}

export async function clientAction(args: ClientActionFunctionArgs) {
  return keepFormOnFailure(args, isContentType(args.params.type) ? contentMessages(args.params.type).updateFailed : 'Failed to save')
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  adminMeta(data ? `Edit ${CONTENT_TYPE_INFO[data.type].title}` : 'Content Administration')

/** The edit form as a page of its own: what "Edit" opens without JavaScript. */
export default function EditContentPage() {
  const { type, item, today } = useLoaderData<typeof loader>()
  const lastResult = useActionData<typeof clientAction>()
  const isPending = useIsPending()
  return (
    <AdminShell title={`Edit ${CONTENT_TYPE_INFO[type].title}`}>
      <p className="-mt-4 mb-4 break-words text-slate-700">{contentItemName(type, item)}</p>
      <div className="card max-w-2xl">
        <ContentForm
          type={type}
          item={item}
          today={today}
          action={contentPaths.edit(type, item.id)}
          lastResult={lastResult}
          pending={isPending}
          cancel={
            <Link to={contentPaths.list(type)} className="btn-secondary">
              Cancel
            </Link>
          }
        />
      </div>
    </AdminShell>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary error={useRouteError()} />
}
