import { site } from './site.ts'

/**
 * How members and donors pay without a payment gateway: a bank transfer to the association's account,
 * or DuitNow QR. The QR image is drawn from `duitNowPayload`, the text the bank issues for the
 * association's static DuitNow QR (replace the placeholder with it). A tax-deductible receipt's wording
 * (section 44(6) of the Income Tax Act 1967) appears only when `taxApprovalReference` is set.
 */
export const paymentDetails = {
  bank: site.bankTransfer.bank,
  accountName: site.bankTransfer.accountName,
  accountNumber: site.bankTransfer.accountNumber,
  swiftCode: site.bankTransfer.swiftCode,
  /** PLACEHOLDER: the EMVCo payload of the association's DuitNow QR, as issued by the bank. */
  duitNowPayload: '00020101021126580014A000000615000101065888000215000000005601482030400000052048398530345854MY5909EMPAM6012KOTA KINABALU63044C1F',
  /** Printed under the QR so that a payer can check whom they pay. */
  duitNowName: site.bankTransfer.accountName,
  taxApprovalReference: '',
} as const

