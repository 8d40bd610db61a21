import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, useLoaderData } from '@remix-run/react'
import { PageHero } from '#app/components/public/page-hero.tsx'
import { PageSection } from '#app/components/public/page-section.tsx'
import { metaTranslation, useTranslation } from '#app/utils/i18n.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { type RouteHandle, STATIC_PAGE } from '#app/utils/route-handle.ts'
import { fakeBankAction, loadFakeBank } from './fake-bank.server.ts'

/** Three buttons of one plain form: the page sends no JavaScript. */
export const handle: RouteHandle = STATIC_PAGE

export async function loader(args: LoaderFunctionArgs) {
  return loadFakeBank(args)
}

export async function action(args: ActionFunctionArgs) {
  return fakeBankAction(args)
}

export const meta: MetaFunction = ({ location, matches }) => {
  const { t } = metaTranslation(matches, 'payments')
  return [...pageMeta({ title: t('fakeBank.metaTitle'), description: t('fakeBank.notice'), location, matches }), { name: 'robots', content: 'noindex' }]
}

/** The fake payment provider's bank (issue 34, outside production): the bill, and what the bank answers. */
export default function FakeBankPage() {
  const { bill, payee } = useLoaderData<typeof loader>()
  const { t } = useTranslation('payments')
  return (
    <>
      <PageHero eyebrow={t('fakeBank.eyebrow')} title={t('fakeBank.title', { amount: bill.amount })}>
        <p>{t('fakeBank.notice')}</p>
      </PageHero>
      <PageSection id="bill" title={t('fakeBank.details')}>
        <div className="card max-w-2xl space-y-6">
          <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-2 text-sm">
            <dt className="font-semibold text-slate-900">{t('fakeBank.payee')}</dt>
            <dd className="min-w-0 break-words text-slate-800">{payee}</dd>
            <dt className="font-semibold text-slate-900">{t('fakeBank.payer')}</dt>
            <dd className="min-w-0 break-words text-slate-800">{bill.name}</dd>
            <dt className="font-semibold text-slate-900">{t('fakeBank.description')}</dt>
            <dd className="min-w-0 break-words text-slate-800">{bill.description}</dd>
            <dt className="font-semibold text-slate-900">{t('fakeBank.reference')}</dt>
            <dd className="min-w-0 break-words font-mono text-slate-800">{bill.reference}</dd>
            <dt className="font-semibold text-slate-900">{t('fakeBank.amount')}</dt>
            <dd className="text-slate-800">{bill.amount}</dd>
          </dl>
          {bill.paid ? <p role="status" className="font-semibold text-brand-900">{t('fakeBank.paid')}</p> : null}
          <Form method="post" aria-label={t('fakeBank.formLabel')} className="flex flex-wrap gap-3">
            <button type="submit" name="intent" value="pay" className="btn-primary">
              {t('fakeBank.pay')}
            </button>
            <button type="submit" name="intent" value="fail" className="btn-secondary">
              {t('fakeBank.fail')}
            </button>
            <button type="submit" name="intent" value="pending" className="btn-secondary">
              {t('fakeBank.pending')}
            </button>
          </Form>
        </div>
      </PageSection>
    </>
  )
}
