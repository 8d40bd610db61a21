import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { NewsletterLinkPage } from '#app/components/public/newsletter-link-page.tsx'
import { paths } from '#app/config/paths.ts'
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
  return (
    <NewsletterLinkPage
      id="confirm"
      title={t('newsletter.confirmPage.title')}
      question={t('newsletter.confirmPage.question', { email: data.email })}
      button={t('newsletter.confirmPage.button')}
      hidden={{ token: data.token ?? '' }}
      done={data.confirmed ? t('newsletter.confirmPage.done') : null}
    >
      <p className="text-sm">
        <Link to={paths.privacy} className="underline">
          {t('newsletter.confirmPage.privacy')}
        </Link>
      </p>
    </NewsletterLinkPage>
  )
}
