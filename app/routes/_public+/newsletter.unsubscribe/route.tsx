import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { NewsletterLinkPage } from '#app/components/public/newsletter-link-page.tsx'
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
  return (
    <NewsletterLinkPage
      id="unsubscribe"
      title={t('newsletter.unsubscribePage.title')}
      question={t('newsletter.unsubscribePage.question', { email: data.email })}
      button={t('newsletter.unsubscribePage.button')}
      hidden={{ email: data.email ?? '', token: data.token ?? '' }}
    />
  )
}
