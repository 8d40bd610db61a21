import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData, useRouteError } from '@remix-run/react'
import { AccountCard } from '#app/components/account-card.tsx'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { getUser, requireUser } from '#app/utils/auth.server.ts'
import { confirmEmailVerification, resendEmailVerification } from '#app/utils/email-verification.server.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'

/**
 * Opening the link from the confirmation mail. This GET changes state, on purpose: the link arrives in
 * an e-mail, and a mail program can only open it. It is safe to repeat: the token works once, and
 * opening a used link again (or after a mail scanner fetched it) only reports that the address is
 * confirmed.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? ''
  const [result, user] = await Promise.all([confirmEmailVerification(token), getUser(request)])
  return json({ status: result.status, signedIn: Boolean(user) })
}

/** "Send verification e-mail" on the member dashboard. */
export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request, { redirectTo: '/member-dashboard' })
  const result = await resendEmailVerification(user, context.clientIp)
  if (result.status === 'limited') {
    return redirectWithToast('/member-dashboard', { type: 'error', title: 'Please wait a little', description: result.message })
  }
  if (result.status === 'already-verified') {
    return redirectWithToast('/member-dashboard', { type: 'info', title: 'Your e-mail address is already confirmed' })
  }
  return redirectWithToast('/member-dashboard', {
    title: 'Verification e-mail sent',
    description: `We've sent a new confirmation link to ${user.email}. It expires in 24 hours.`,
  })
}

export const meta: MetaFunction = ({ location, matches }) => [
  ...pageMeta({ title: 'Confirm E-mail Address', description: 'Confirm the e-mail address of your EMPAM member account.', location, matches }),
  { name: 'robots', content: 'noindex' },
]

export default function VerifyEmailPage() {
  const { status, signedIn } = useLoaderData<typeof loader>()
  const next = signedIn ? (
    <Link to="/member-dashboard" className="btn-primary w-full">
      Go to Member Dashboard
    </Link>
  ) : (
    <Link to="/login" className="btn-primary w-full">
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
