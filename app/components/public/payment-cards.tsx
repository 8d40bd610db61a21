import type { ReactNode } from 'react'
import { InfoCard } from '#app/components/public/page-section.tsx'
import { paymentDetails } from '#app/config/payments.ts'
import { membershipPaths } from '#app/config/paths.ts'
import { useTranslation } from '#app/utils/i18n.ts'

function Detail({ term, value, mono = false }: { term: string; value: string; mono?: boolean }) {
  return (
    <div>
      <dt className="inline font-medium text-slate-900">{term}</dt>
      <dd className={mono ? 'inline font-mono' : 'inline'}>{value}</dd>
    </div>
  )
}

/**
 * The association's account for a bank transfer, as a donor needs it (the /donate page and a pledge's
 * slip page): the amount when one is known, the SWIFT code for a transfer from abroad, and what to add.
 */
export function BankTransferCard({ amount, withSwift = false, children }: { amount?: string | null; withSwift?: boolean; children?: ReactNode }) {
  const { t } = useTranslation('donate')
  return (
    <InfoCard title={t('bank.title')}>
      <dl className="space-y-1">
        <Detail term={t('bank.bank')} value={paymentDetails.bank} />
        <Detail term={t('bank.accountName')} value={paymentDetails.accountName} />
        <Detail term={t('bank.accountNumber')} value={paymentDetails.accountNumber} mono />
        {withSwift ? <Detail term={t('bank.swift')} value={paymentDetails.swiftCode} mono /> : null}
        {amount ? <Detail term={t('bank.amount')} value={amount} /> : null}
      </dl>
      {children}
    </InfoCard>
  )
}

/** The association's DuitNow QR with the name a payer's banking app will show. */
export function DuitNowCard() {
  const { t } = useTranslation('donate')
  return (
    <InfoCard title={t('duitNow.title')}>
      <p>{t('duitNow.scan', { name: paymentDetails.duitNowName })}</p>
      <img
        src={membershipPaths.duitNowQr}
        alt={t('duitNow.alt', { name: paymentDetails.duitNowName })}
        width={180}
        height={180}
        loading="lazy"
        className="rounded border border-slate-200 bg-white"
      />
    </InfoCard>
  )
}
