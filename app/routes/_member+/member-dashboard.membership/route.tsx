import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData, useRouteError } from '@remix-run/react'
import { MembershipPanel } from '#app/components/dashboard/membership-panel.tsx'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { loadMembershipTab } from './membership-tab.server.ts'

export async function loader(args: LoaderFunctionArgs) {
  return loadMembershipTab(args)
}

/** The dashboard's Membership tab (issue 31). */
export default function MembershipTab() {
  const { membership } = useLoaderData<typeof loader>()
  return <MembershipPanel membership={membership} />
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary error={useRouteError()} />
}
