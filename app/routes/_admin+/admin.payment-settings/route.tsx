import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { adminMeta, adminMetaT } from '#app/components/admin/admin-meta.ts'
import { AdminShell } from '#app/components/admin/admin-shell.tsx'
import { FileField } from '#app/components/file-field.tsx'
import { SubmitButton } from '#app/components/forms.tsx'
import { formatDate } from '#app/domain/dates.ts'
import { useIsPending } from '#app/utils/hooks.ts'
import { useTranslation } from '#app/utils/i18n.ts'
import { loadPaymentSettingsPage, paymentSettingsAction, type PaymentSettingsFailure } from './payment-settings.server.ts'

export async function loader(args: LoaderFunctionArgs) {
  return loadPaymentSettingsPage(args)
}

export async function action(args: ActionFunctionArgs) {
  return paymentSettingsAction(args)
}

export const meta: MetaFunction<typeof loader> = ({ location, matches }) => {
  const t = adminMetaT(matches)
  return adminMeta(t('paymentSettings.title'), { location, matches }, t('paymentSettings.metaDescription'))
}

/**
 * How the association is paid (issue 34): the bank account, and the DuitNow QR that an officer uploads
 * from the bank's image, shown with whose it is, replaced or removed. Plain multipart forms: it works
 * without JavaScript; with it, the file field previews the picture.
 */
export default function PaymentSettingsPage() {
  const { bank, duitNow } = useLoaderData<typeof loader>()
  const failure = useActionData<PaymentSettingsFailure>()
  const pending = useIsPending()
  const { t, locale } = useTranslation('admin')
  return (
    <AdminShell title={t('paymentSettings.title')}>
      <p className="-mt-2 mb-6 max-w-3xl text-slate-700">{t('paymentSettings.intro')}</p>
      <div className="grid max-w-5xl items-start gap-6 lg:grid-cols-2">
        <section aria-labelledby="duitnow-heading" className="card space-y-4">
          <h2 id="duitnow-heading" className="text-lg font-semibold text-slate-900">
            {t('paymentSettings.duitNow.title')}
          </h2>
          {duitNow ? (
            <>
              <img
                src={duitNow.imageUrl}
                alt={t('paymentSettings.duitNow.alt', { name: duitNow.merchantName })}
                width={200}
                height={200}
                className="rounded border border-slate-200 bg-white"
              />
              <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
                <dt className="font-semibold text-slate-700">{t('paymentSettings.duitNow.merchantName')}</dt>
                <dd className="break-words text-slate-900">{duitNow.merchantName}</dd>
                <dt className="font-semibold text-slate-700">{t('paymentSettings.duitNow.merchantCity')}</dt>
                <dd className="break-words text-slate-900">{duitNow.merchantCity}</dd>
                <dt className="font-semibold text-slate-700">{t('paymentSettings.duitNow.setBy')}</dt>
                <dd className="break-words text-slate-900">{t('paymentSettings.duitNow.setByValue', { email: duitNow.setBy, date: formatDate(duitNow.setAt, locale) })}</dd>
              </dl>
              <p className="text-sm text-slate-700">{t('paymentSettings.duitNow.check')}</p>
              <div className="flex flex-wrap gap-3">
                <a href={duitNow.downloadUrl} download className="btn-secondary">
                  {t('paymentSettings.duitNow.download')}
                </a>
                <Form method="post">
                  <input type="hidden" name="intent" value="remove" />
                  <button type="submit" className="btn-secondary" disabled={pending}>
                    {t('paymentSettings.duitNow.remove')}
                  </button>
                </Form>
              </div>
            </>
          ) : (
            <p className="rounded-lg border border-dashed border-slate-300 p-4 text-slate-700">{t('paymentSettings.duitNow.none')}</p>
          )}
          <Form method="post" encType="multipart/form-data" className="space-y-4 border-t border-slate-200 pt-4">
            <fieldset disabled={pending} className="space-y-4">
              <input type="hidden" name="intent" value="upload" />
              <FileField
                name="file"
                label={duitNow ? t('paymentSettings.duitNow.replaceLabel') : t('paymentSettings.duitNow.uploadLabel')}
                hint={t('paymentSettings.duitNow.hint')}
                errors={failure?.fields.file}
                required
              />
              <SubmitButton pending={pending} pendingText={t('paymentSettings.duitNow.checking')}>
                {duitNow ? t('paymentSettings.duitNow.replace') : t('paymentSettings.duitNow.upload')}
              </SubmitButton>
            </fieldset>
          </Form>
        </section>
        <section aria-labelledby="bank-heading" className="card">
          <h2 id="bank-heading" className="text-lg font-semibold text-slate-900">
            {t('paymentSettings.bank.title')}
          </h2>
          <dl className="mt-3 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
            <dt className="font-semibold text-slate-700">{t('paymentSettings.bank.bank')}</dt>
            <dd className="text-slate-900">{bank.bank}</dd>
            <dt className="font-semibold text-slate-700">{t('paymentSettings.bank.accountName')}</dt>
            <dd className="break-words text-slate-900">{bank.accountName}</dd>
            <dt className="font-semibold text-slate-700">{t('paymentSettings.bank.accountNumber')}</dt>
            <dd className="font-mono text-slate-900">{bank.accountNumber}</dd>
          </dl>
          <p className="mt-3 text-sm text-slate-700">{t('paymentSettings.bank.where')}</p>
        </section>
      </div>
    </AdminShell>
  )
}
