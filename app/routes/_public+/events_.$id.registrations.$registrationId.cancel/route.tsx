import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, Link, useLoaderData } from '@remix-run/react'
import { PageHero } from '#app/components/public/page-hero.tsx'
import { PageSection } from '#app/components/public/page-section.tsx'
import { paths } from '#app/config/paths.ts'
import { useIsPending } from '#app/utils/hooks.ts'
import { useTranslation } from '#app/utils/i18n.ts'
import { cancelAction, loadCancelPage } from './cancel.server.ts'

export async function loader(args: LoaderFunctionArgs) {
  return loadCancelPage(args)
}

export async function action(args: ActionFunctionArgs) {
  return cancelAction(args)
}

export const meta: MetaFunction = () => [{ title: 'EMPAM' }, { name: 'robots', content: 'noindex' }]

/** What a confirmation mail's "cancel" link opens: a question, and a form that cancels (no account needed). */
export default function CancelRegistrationPage() {
  const data = useLoaderData<typeof loader>()
  const { t } = useTranslation('events')
  const isPending = useIsPending()
  return (
    <>
      <PageHero eyebrow={data.when} title={t('cancelPage.title')} />
      <PageSection id="cancel" title={data.event}>
        {data.cancelled ? (
          <p role="status" className="text-slate-800">
            {t('cancelPage.done')}
          </p>
        ) : (
          <Form method="post" action={data.action} className="card max-w-xl space-y-4">
            <p className="text-slate-800">{t('cancelPage.question', { name: data.name, event: data.event })}</p>
            <p className="text-sm text-slate-700">{t('cancelPage.waitlistNote')}</p>
            <input type="hidden" name="token" value={data.token ?? ''} />
            <div className="flex flex-wrap gap-3">
              <button type="submit" className="btn-primary" disabled={isPending}>
                {t('cancelPage.button')}
              </button>
              <Link to={paths.home} className="btn-secondary">
                {t('cancelPage.keep')}
              </Link>
            </div>
          </Form>
        )}
      </PageSection>
    </>
  )
}
