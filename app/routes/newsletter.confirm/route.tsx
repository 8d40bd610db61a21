import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, Link, useLoaderData, useRouteError } from '@remix-run/react'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { PageHero } from '#app/components/public/page-hero.tsx'
import { PageSection } from '#app/components/public/page-section.tsx'
import { paths } from '#app/config/paths.ts'
import { useIsPending } from '#app/utils/hooks.ts'
import { useTranslation } from '#app/utils/i18n.ts'
import { confirmAction, loadConfirmPage } from './confirm.server.ts'

export async function loader(args: LoaderFunctionArgs) {
  return loadConfirmPage(args)
}

export async function action(args: ActionFunctionArgs) {
  return confirmAction(args)
}

export const meta: MetaFunction = () => [{ title: 'EMPAM' }, { name: 'robots', content: 'noindex' }]

/** What a newsletter confirmation mail's link opens: the address, and a form that confirms it (double opt-in). */
export default function ConfirmNewsletterPage() {
  const data = useLoaderData<typeof loader>()
  const { t } = useTranslation('news')
  const isPending = useIsPending()
  return (
    <>
      <PageHero title={t('newsletter.confirmPage.title')} />
      <PageSection id="confirm" title={t('newsletter.title')}>
        {data.confirmed ? (
          <p role="status" className="text-slate-800">
            {t('newsletter.confirmPage.done')}
          </p>
        ) : (
          <Form method="post" className="card max-w-xl space-y-4">
            <p className="text-slate-800">{t('newsletter.confirmPage.question', { email: data.email })}</p>
            <p className="text-sm">
              <Link to={paths.privacy} className="underline">
                {t('newsletter.confirmPage.privacy')}
              </Link>
            </p>
            <input type="hidden" name="token" value={data.token ?? ''} />
            <button type="submit" className="btn-primary" disabled={isPending}>
              {t('newsletter.confirmPage.button')}
            </button>
          </Form>
        )}
      </PageSection>
    </>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary error={useRouteError()} />
}
