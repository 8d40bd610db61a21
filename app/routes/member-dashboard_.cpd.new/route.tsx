import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData, useRouteError, type ClientActionFunctionArgs } from '@remix-run/react'
import { saveCpdEntryFromBrowser } from '#app/components/cpd/client-actions.ts'
import { CpdEntryFormPage } from '#app/components/cpd/cpd-entry-form-page.tsx'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { loadNewCpdEntryPage, saveCpdEntry } from '#app/routes/member-dashboard/cpd-entries.server.ts'
import { pageMeta } from '#app/utils/meta.ts'

export async function loader(args: LoaderFunctionArgs) {
  return loadNewCpdEntryPage(args)
}

export async function action(args: ActionFunctionArgs) {
  return saveCpdEntry(args)
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
  return (
    <CpdEntryFormPage
      title="Add CPD Entry"
      subtitle="Record a course, workshop or study session. It counts towards your CPD hours once the association approves it."
      entry={null}
      today={today}
    />
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary error={useRouteError()} />
}
