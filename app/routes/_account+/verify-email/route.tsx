import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { AccountCard } from '#app/components/account-card.tsx'
import { metaTranslation, useTranslation } from '#app/utils/i18n.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { paths } from '#app/config/paths.ts'
import { loadVerifyEmailPage, resendVerificationAction } from './verify-email.server.ts'
import type { RouteHandle } from '#app/utils/route-handle.ts'

/** Not hydrated: a few lines of plain script show the form sending. */
export const handle: RouteHandle = { hydrate: false, enhance: ['pending-forms'] }

export async function loader(args: LoaderFunctionArgs) {
  return loadVerifyEmailPage(args)
}

export async function action(args: ActionFunctionArgs) {
  return resendVerificationAction(args)
}

export const meta: MetaFunction = ({ location, matches }) => {
  const { t } = metaTranslation(matches, 'auth')
  return [
    ...pageMeta({ title: t('verify.metaTitle'), description: t('verify.metaDescription'), location, matches }),
    { name: 'robots', content: 'noindex' },
  ]
}

export default function VerifyEmailPage() {
  const { status, signedIn } = useLoaderData<typeof loader>()
  const { t } = useTranslation('auth')
  const next = signedIn ? (
    <Link to={paths.dashboard} className="btn-primary w-full">
      {t('verify.goToDashboard')}
    </Link>
  ) : (
    <Link to={paths.login} className="btn-primary w-full">
      {t('signIn')}
    </Link>
  )
  if (status === 'invalid') {
    return (
      <AccountCard title={t('verify.invalidTitle')}>
        <div className="space-y-4 text-center">
          <p className="text-slate-800">
            {t('verify.invalidText')}
          </p>
          {next}
        </div>
      </AccountCard>
    )
  }
  return (
    <AccountCard title={t('verify.confirmedTitle')}>
      <div className="space-y-4 text-center">
        <p role="status" className="text-slate-800">
          {status === 'verified' ? t('verify.verified') : t('verify.alreadyUsed')}
        </p>
        {next}
      </div>
    </AccountCard>
  )
}
