import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData, useRouteError } from '@remix-run/react'
import { ProfilePanel } from '#app/components/dashboard/profile-panel.tsx'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { loadProfileTab } from './profile-tab.server.ts'

export async function loader(args: LoaderFunctionArgs) {
  return loadProfileTab(args)
}

/** The dashboard's Profile tab (issue 31). */
export default function ProfileTab() {
  const { member } = useLoaderData<typeof loader>()
  return <ProfilePanel member={member} />
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary error={useRouteError()} />
}
