import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useLoaderData, useRouteError } from '@remix-run/react'
import { AccountCard } from '#app/components/account-card.tsx'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { pageMeta } from '#app/utils/meta.ts'
import { paths } from '#app/config/paths.ts'
import { loadVerifyEmailPage, resendVerificationAction } from './verify-email.server.ts'

export async function loader(args: LoaderFunctionArgs) {
  return loadVerifyEmailPage(args)
}

export async function action(args: ActionFunctionArgs) {
  return resendVerificationAction(args)
}

export const meta: MetaFunction = ({ location, matches }) => [
  ...pageMeta({ title: 'Confirm E-mail Address', description: 'Confirm the e-mail address of your EMPAM member account.', location, matches }),
  { name: 'robots', content: 'noindex' },
]

export default function VerifyEmailPage() {
  const { status, signedIn } = useLoaderData<typeof loader>()
  const next = signedIn ? (
    <Link to={paths.dashboard} className="btn-primary w-full">
      Go to Member Dashboard
    </Link>
  ) : (
    <Link to={paths.login} className="btn-primary w-full">
      Sign In
    </Link>
  )
  if (status === 'invalid') {
    return (
      <AccountCard title="Invalid Confirmation Link">
        <div className="space-y-4 text-center">
          <p className="text-slate-800">
            This confirmation link is invalid or has expired. Sign in and choose &lsquo;Send verification e-mail&rsquo; on
            your dashboard to receive a new one.
          </p>
          {next}
        </div>
      </AccountCard>
    )
  }
  return (
    <AccountCard title="E-mail Address Confirmed">
      <div className="space-y-4 text-center">
        <p role="status" className="text-slate-800">
          {status === 'verified'
            ? 'Thank you. Your e-mail address is confirmed, so we can reach you about your membership.'
            : 'This link has already been used: your e-mail address is confirmed.'}
        </p>
        {next}
      </div>
    </AccountCard>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary error={useRouteError()} />
}
