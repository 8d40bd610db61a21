import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, useLoaderData } from '@remix-run/react'
import { PageHero } from '#app/components/public/page-hero.tsx'
import { PageSection } from '#app/components/public/page-section.tsx'
import { useIsPending } from '#app/utils/hooks.ts'
import { useTranslation } from '#app/utils/i18n.ts'
import { loadMemberNewsUnsubscribePage, memberNewsUnsubscribeAction } from './unsubscribe.server.ts'

export async function loader(args: LoaderFunctionArgs) {
  return loadMemberNewsUnsubscribePage(args)
}

export async function action(args: ActionFunctionArgs) {
  return memberNewsUnsubscribeAction(args)
}

export const meta: MetaFunction = () => [{ title: 'EMPAM' }, { name: 'robots', content: 'noindex' }]

/** What a news mail's link opens: one button, no sign-in (the mail program's one-click POST needs none either). */
export default function MemberNewsUnsubscribePage() {
  const data = useLoaderData<typeof loader>()
  const { t } = useTranslation('news')
  const isPending = useIsPending()
  return (
    <>
      <PageHero title={t('memberNews.heading')} />
      <PageSection id="member-news" title={t('memberNews.title')}>
        <Form method="post" className="card max-w-xl space-y-4">
          <p className="text-slate-800">{t('memberNews.question')}</p>
          <input type="hidden" name="user" value={data.user ?? ''} />
          <input type="hidden" name="token" value={data.token ?? ''} />
          <button type="submit" className="btn-primary" disabled={isPending}>
            {t('memberNews.button')}
          </button>
        </Form>
      </PageSection>
    </>
  )
}
