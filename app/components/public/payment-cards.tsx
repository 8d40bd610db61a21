import type { ReactNode } from 'react'
import { InfoCard } from '#app/components/public/page-section.tsx'
import { paymentDetails } from '#app/config/payments.ts'
import type { DuitNowQrView } from '#app/domain/emv-qr.ts'
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

/**
 * The association's DuitNow QR (issue 34), when an officer has uploaded it: the code with the name a
 * payer's banking app will show, what to pay and the reference to enter, and "Save the QR image" (a
 * PNG download: a payer on the phone that shows this page scans it from the gallery). Nothing without
 * one: the page offers the bank transfer only.
 */
export function DuitNowCard({ qr, amount, reference }: { qr: DuitNowQrView | null; amount?: string | null; reference?: string | null }) {
  const { t } = useTranslation('donate')
  if (!qr) return null
  return (
    <InfoCard title={t('duitNow.title')}>
      <p>{t('duitNow.scan', { name: qr.merchantName })}</p>
      <img src={qr.imageUrl} alt={t('duitNow.alt', { name: qr.merchantName })} width={200} height={200} loading="lazy" className="rounded border border-slate-200 bg-white" />
      {amount || reference ? (
        <dl className="space-y-1">
          {amount ? <Detail term={t('duitNow.amount')} value={amount} /> : null}
          {reference ? <Detail term={t('duitNow.reference')} value={reference} /> : null}
        </dl>
      ) : null}
      <p>
        <a href={qr.downloadUrl} download className="btn-secondary">
          {t('duitNow.save')}
        </a>
      </p>
      <p className="text-sm">{t('duitNow.saveHint')}</p>
    </InfoCard>
  )
}
