import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, useLoaderData, useRouteError } from '@remix-run/react'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { PageHero } from '#app/components/public/page-hero.tsx'
import { PageSection } from '#app/components/public/page-section.tsx'
import { useIsPending } from '#app/utils/hooks.ts'
import { useTranslation } from '#app/utils/i18n.ts'
import { loadUnsubscribePage, unsubscribeAction } from './unsubscribe.server.ts'

export async function loader(args: LoaderFunctionArgs) {
  return loadUnsubscribePage(args)
}

export async function action(args: ActionFunctionArgs) {
  return unsubscribeAction(args)
}

export const meta: MetaFunction = () => [{ title: 'EMPAM' }, { name: 'robots', content: 'noindex' }]

/** What an issue's unsubscribe link opens: one button, no account (the mail program's one-click POST needs none either). */
export default function UnsubscribePage() {
  const data = useLoaderData<typeof loader>()
  const { t } = useTranslation('news')
  const isPending = useIsPending()
  return (
    <>
      <PageHero title={t('newsletter.unsubscribePage.title')} />
      <PageSection id="unsubscribe" title={t('newsletter.title')}>
        <Form method="post" className="card max-w-xl space-y-4">
          <p className="text-slate-800">{t('newsletter.unsubscribePage.question', { email: data.email })}</p>
          <input type="hidden" name="email" value={data.email ?? ''} />
          <input type="hidden" name="token" value={data.token ?? ''} />
          <button type="submit" className="btn-primary" disabled={isPending}>
            {t('newsletter.unsubscribePage.button')}
          </button>
        </Form>
      </PageSection>
    </>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary error={useRouteError()} />
}
