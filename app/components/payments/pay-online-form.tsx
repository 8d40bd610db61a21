import { Form } from '@remix-run/react'
import { useTranslation } from '#app/utils/i18n.ts'

/**
 * "Pay online (FPX)" (issue 34): a plain form that posts to the page's pay action, which answers with a
 * redirect to the payment provider (so the whole page goes, with or without JavaScript). The page's loader
 * sends the `payments.payOnline` strings.
 */
export function PayOnlineForm({ action, amount, token, className = '' }: { action: string; amount: string; token?: string; className?: string }) {
  const { t } = useTranslation('payments')
  return (
    <Form method="post" action={action} reloadDocument className={`flex flex-wrap items-center gap-x-4 gap-y-2 ${className}`}>
      {token ? <input type="hidden" name="token" value={token} /> : null}
      <button type="submit" className="btn-primary">
        {t('payOnline.button')}
      </button>
      <p className="text-sm text-slate-700">{t('payOnline.hint', { amount })}</p>
    </Form>
  )
}
