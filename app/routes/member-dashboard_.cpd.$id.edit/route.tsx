import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useActionData, useLoaderData, useRouteError, type ClientActionFunctionArgs } from '@remix-run/react'
import { AccountCard } from '#app/components/account-card.tsx'
import { saveCpdEntryFromBrowser } from '#app/components/cpd/client-actions.ts'
import { CpdEntryForm } from '#app/components/cpd/cpd-entry-form.tsx'
import { cpdPaths } from '#app/components/cpd/paths.ts'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { loadEditCpdEntryPage, saveCpdEntry } from '#app/utils/cpd-pages.server.ts'
import { useIsPending } from '#app/utils/hooks.ts'
import { pageMeta } from '#app/utils/meta.ts'

export async function loader({ request, params }: LoaderFunctionArgs) {
  return loadEditCpdEntryPage(request, params.id)
}

export async function action({ request, params }: ActionFunctionArgs) {
  return saveCpdEntry(request, params.id ?? '')
}

export async function clientAction(args: ClientActionFunctionArgs) {
  return saveCpdEntryFromBrowser(args)
}

export const meta: MetaFunction = ({ location, matches }) => [
  ...pageMeta({ title: 'Edit CPD Entry', description: 'Change a CPD activity in your EMPAM member record.', location, matches }),
  { name: 'robots', content: 'noindex' },
]

/** The edit form as a page of its own: what "Edit" opens without JavaScript. */
export default function EditCpdEntryPage() {
  const { today, entry } = useLoaderData<typeof loader>()
  const lastResult = useActionData<typeof clientAction>()
  const isPending = useIsPending()
  return (
    <div className="container-page py-10 sm:py-14">
      <AccountCard wide title="Edit CPD Entry" subtitle={entry.title}>
        <CpdEntryForm
          id={`cpd-entry-${entry.id}`}
          action={cpdPaths.edit(entry.id)}
          entry={entry}
          today={today}
          lastResult={lastResult}
          pending={isPending}
          cancel={
            <Link to="/member-dashboard" className="btn-secondary">
              Cancel
            </Link>
          }
        />
      </AccountCard>
    </div>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary error={useRouteError()} />
}
