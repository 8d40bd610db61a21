import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { MembershipPanel } from '#app/components/dashboard/membership-panel.tsx'
import { loadMembershipTab } from './membership-tab.server.ts'

export async function loader(args: LoaderFunctionArgs) {
  return loadMembershipTab(args)
}

/** The dashboard's Membership tab (issue 31). */
export default function MembershipTab() {
  const { membership } = useLoaderData<typeof loader>()
  return <MembershipPanel membership={membership} />
}

/** Keeps the frame (welcome card and tabs) drawn when this tab fails (decision 027). */
export { RouteErrorBoundary as ErrorBoundary } from '#app/components/error-boundary.tsx'
