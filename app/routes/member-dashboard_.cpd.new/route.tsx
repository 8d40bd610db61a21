import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useActionData, useLoaderData, useRouteError, type ClientActionFunctionArgs } from '@remix-run/react'
import { AccountCard } from '#app/components/account-card.tsx'
import { saveCpdEntryFromBrowser } from '#app/components/cpd/client-actions.ts'
import { CpdEntryForm } from '#app/components/cpd/cpd-entry-form.tsx'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { loadNewCpdEntryPage, saveCpdEntry } from '#app/utils/cpd-pages.server.ts'
import { useIsPending } from '#app/utils/hooks.ts'
import { pageMeta } from '#app/utils/meta.ts'

export async function loader({ request }: LoaderFunctionArgs) {
  return loadNewCpdEntryPage(request)
}

export async function action({ request }: ActionFunctionArgs) {
  return saveCpdEntry(request)
}

export async function clientAction(args: ClientActionFunctionArgs) {
  return saveCpdEntryFromBrowser(args)
}

export const meta: MetaFunction = ({ location, matches }) => [
  ...pageMeta({ title: 'Add CPD Entry', description: 'Record a CPD activity in your EMPAM member record.', location, matches }),
  { name: 'robots', content: 'noindex' },
]

/** The add form as a page of its own: what "Add CPD Entry" opens without JavaScript. */
export default function NewCpdEntryPage() {
  const { today } = useLoaderData<typeof loader>()
  const lastResult = useActionData<typeof clientAction>()
  const isPending = useIsPending()
  return (
    <div className="container-page py-10 sm:py-14">
      <AccountCard
        wide
        title="Add CPD Entry"
        subtitle="Record a course, workshop or study session. It counts towards your CPD hours once the association approves it."
      >
        <CpdEntryForm
          id="cpd-entry-new"
          action="/member-dashboard/cpd/new"
          entry={null}
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
