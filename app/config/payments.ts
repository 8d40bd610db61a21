import { site } from './site.ts'

/**
 * How members and donors pay without a payment gateway: a bank transfer to the association's account,
 * or DuitNow QR. The QR is not configured here: an officer uploads the image the bank issued on
 * /admin/payment-settings, and the app keeps it once it has read and checked it (issue 34,
 * services/duitnow-qr.server.ts); without one, the pages offer the bank transfer only. A tax-deductible
 * receipt's wording (section 44(6) of the Income Tax Act 1967) appears only when `taxApprovalReference` is set.
 */
export const paymentDetails = {
  bank: site.bankTransfer.bank,
  accountName: site.bankTransfer.accountName,
  accountNumber: site.bankTransfer.accountNumber,
  swiftCode: site.bankTransfer.swiftCode,
  taxApprovalReference: '',
} as const
