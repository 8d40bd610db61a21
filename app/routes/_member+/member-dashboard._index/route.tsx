import { redirect, type LoaderFunctionArgs } from '@remix-run/node'
import { dashboardTabNamed } from '#app/components/dashboard/dashboard-tabs.tsx'
import { dashboardTabs } from '#app/config/member-paths.ts'

/**
 * `/member-dashboard` leads to the CPD tab, and the old `?tab=NAME` addresses to that tab's own address
 * (issue 31), keeping any other parameter (the language). A redirect only: the frame's loader, which runs
 * beside it, asks for the sign-in.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url)
  const tab = dashboardTabNamed(url.searchParams.get('tab')) ?? 'cpd'
  url.searchParams.delete('tab')
  const query = url.searchParams.toString()
  return redirect(`${dashboardTabs[tab]}${query ? `?${query}` : ''}`)
}
