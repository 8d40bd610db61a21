import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, Link, useLoaderData } from '@remix-run/react'
import { PageHero } from '#app/components/public/page-hero.tsx'
import { PageSection } from '#app/components/public/page-section.tsx'
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

/**
 * What a held seat's mail opens (or a visitor's place on the waiting list): until when, and a form that
 * confirms it (no account needed).
 */
export default function ConfirmRegistrationPage() {
  const data = useLoaderData<typeof loader>()
  const { t } = useTranslation('events')
  const isPending = useIsPending()
  return (
    <>
      <PageHero eyebrow={data.when} title={t('confirmPage.title')} />
      <PageSection id="confirm" title={data.event}>
        {data.state === 'held' || data.state === 'waiting' ? (
          <Form method="post" action={data.action} className="card max-w-xl space-y-4">
            <p className="text-slate-800">
              {data.state === 'held' ? t('confirmPage.question', { name: data.name, event: data.event }) : t('confirmPage.questionWaitlist', { name: data.name, event: data.event })}
            </p>
            <p className="text-sm text-slate-700">
              {data.state === 'held' ? t('confirmPage.heldUntil', { time: data.heldUntil }) : t('confirmPage.waitlistUntil', { time: data.heldUntil })}
            </p>
            <input type="hidden" name="token" value={data.token ?? ''} />
            <button type="submit" className="btn-primary" disabled={isPending}>
              {data.state === 'held' ? t('confirmPage.button') : t('confirmPage.buttonWaitlist')}
            </button>
          </Form>
        ) : (
          <div className="card max-w-xl space-y-4">
            <p role="status" className="text-slate-800">
              {data.state === 'confirmed' ? t('confirmPage.done') : data.state === 'waitlisted' ? t('confirmPage.doneWaitlist') : t('confirmPage.expired')}
            </p>
            <div className="flex flex-wrap gap-3">
              {data.state === 'confirmed' || data.state === 'waitlisted' ? (
                <Link to={data.registrationPage} className="btn-primary">
                  {t('confirmPage.seeRegistration')}
                </Link>
              ) : null}
              <Link to={data.eventPage} className="btn-secondary">
                {t('confirmPage.back')}
              </Link>
            </div>
          </div>
        )}
      </PageSection>
    </>
  )
}
