import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { PageHero } from '#app/components/public/page-hero.tsx'
import { PageSection } from '#app/components/public/page-section.tsx'
import { metaTranslation, useTranslation } from '#app/utils/i18n.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { type RouteHandle, STATIC_PAGE } from '#app/utils/route-handle.ts'
import { loadReturnPage } from './return.server.ts'

/** A sentence and a link: the page sends no JavaScript. */
export const handle: RouteHandle = STATIC_PAGE

export async function loader(args: LoaderFunctionArgs) {
  return loadReturnPage(args)
}

export const meta: MetaFunction = ({ location, matches }) => {
  const { t } = metaTranslation(matches, 'payments')
  return [...pageMeta({ title: t('outcome.metaTitle'), description: t('outcome.metaTitle'), location, matches }), { name: 'robots', content: 'noindex' }]
}

/** What became of an online payment, told to the payer back from the provider (issue 34). */
export default function PaymentReturnPage() {
  const data = useLoaderData<typeof loader>()
  const { t } = useTranslation('payments')
  const values = { amount: data.amount, reference: data.reference }
  return (
    <>
      <PageHero eyebrow={t('outcome.eyebrow')} title={t(`outcome.${data.status}.title`)} />
      <PageSection id="outcome" title={data.reference}>
        <div role="status" className={`card max-w-2xl space-y-3 ${data.status === 'paid' ? 'border-brand-200' : ''}`}>
          <p className="text-lg text-slate-900">{t(`outcome.${data.status}.text`, values)}</p>
          {data.status === 'paid' ? (
            <p className="text-slate-800">{data.receiptNumber ? t('outcome.paid.receipt', { number: data.receiptNumber }) : t('outcome.paid.receiptLater')}</p>
          ) : null}
        </div>
        <p className="mt-6">
          <Link to={data.place.path} className="btn-primary">
            {t(`outcome.back.${data.place.kind}`)}
          </Link>
        </p>
      </PageSection>
    </>
  )
}
