import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useLoaderData, useRouteError } from '@remix-run/react'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { Avatar } from '#app/components/layout/avatar.tsx'
import { site } from '#app/config/site.ts'
import { requireUser } from '#app/utils/auth.server.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { cn } from '#app/utils/misc.ts'

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request)
  return json({
    member: {
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      imageUrl: user.imageUrl,
      membershipType: user.membershipType,
      membershipId: user.membershipId,
      membershipStatus: user.membershipStatus,
      emailVerified: user.emailVerified,
    },
  })
}

export const meta: MetaFunction = ({ location, matches }) => [
  ...pageMeta({ title: 'Member Dashboard', description: 'Your EMPAM member account.', location, matches }),
  { name: 'robots', content: 'noindex' },
]

const statusStyles: Record<string, string> = {
  active: 'bg-green-100 text-green-900 ring-green-300',
  pending: 'bg-yellow-100 text-yellow-900 ring-yellow-300',
  suspended: 'bg-red-100 text-red-900 ring-red-300',
}

export default function MemberDashboardPage() {
  const { member } = useLoaderData<typeof loader>()
  return (
    <div className="container-page py-8 sm:py-12">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <Link to="/" className="link text-sm">
            <span aria-hidden="true">← </span>Back to {site.shortName}
          </Link>
          <h1 className="mt-1 text-3xl font-bold tracking-tight text-slate-900">Member Dashboard</h1>
        </div>
        <Form method="post" action="/logout">
          <button type="submit" className="btn-secondary">
            Sign Out
          </button>
        </Form>
      </div>

      <section aria-labelledby="welcome-heading" className="card mt-6">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
          <Avatar firstName={member.firstName} lastName={member.lastName} imageUrl={member.imageUrl} className="h-16 w-16 text-xl" />
          <div className="flex-1">
            <h2 id="welcome-heading" className="text-xl font-semibold text-slate-900">
              {`Welcome back, ${member.firstName}!`}
            </h2>
            <p className="mt-1 text-slate-700">
              {member.membershipType} · Membership ID <span className="font-medium text-slate-900">{member.membershipId}</span>
            </p>
            <p className="mt-2 flex flex-wrap gap-2 text-xs font-semibold">
              <span
                className={cn(
                  'rounded-full px-2.5 py-0.5 capitalize ring-1',
                  statusStyles[member.membershipStatus] ?? 'bg-slate-100 text-slate-800 ring-slate-300',
                )}
              >
                {member.membershipStatus}
              </span>
              {member.emailVerified ? (
                <span className="rounded-full bg-sky-100 px-2.5 py-0.5 text-sky-900 ring-1 ring-sky-300">Verified</span>
              ) : null}
            </p>
          </div>
          <div className="flex flex-col gap-2 sm:items-end">
            <Link to="/profile" className="btn-primary">
              Edit Profile
            </Link>
            <Link to="/change-password" className="btn-secondary">
              Change Password
            </Link>
          </div>
        </div>

        {member.emailVerified ? null : (
          <div className="mt-6 flex flex-col gap-3 rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 sm:flex-row sm:items-center sm:justify-between">
            <p>
              Your e-mail address <strong className="break-words">{member.email}</strong> is not confirmed yet. Please use the
              link we sent you, or ask for a new one.
            </p>
            <Form method="post" action="/verify-email">
              <button type="submit" className="btn-secondary whitespace-nowrap">
                Send verification e-mail
              </button>
            </Form>
          </div>
        )}
      </section>
    </div>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary error={useRouteError()} />
}
