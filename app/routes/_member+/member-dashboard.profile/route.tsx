import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { ProfilePanel } from '#app/components/dashboard/profile-panel.tsx'
import { loadProfileTab } from './profile-tab.server.ts'

export async function loader(args: LoaderFunctionArgs) {
  return loadProfileTab(args)
}

/** The dashboard's Profile tab (issue 31). */
export default function ProfileTab() {
  const { member, listingEligible } = useLoaderData<typeof loader>()
  return <ProfilePanel member={member} listingEligible={listingEligible} />
}

/** Keeps the frame (welcome card and tabs) drawn when this tab fails (decision 027). */
export { RouteErrorBoundary as ErrorBoundary } from '#app/components/error-boundary.tsx'
