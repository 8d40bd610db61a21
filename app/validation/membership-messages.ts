import { message, messagesOf } from './messages.ts'

/**
 * Every sentence the membership lifecycle (issue 18) answers with: API messages, field errors and the
 * outcomes administrators read, in English from the catalogues (app/locales/en/messages.json,
 * validation.json); each door answers in the request's language (docs/i18n.md). Free of zod.
 */
export const MEMBERSHIP_MESSAGES = messagesOf({
  typeRequired: 'membershipType.required',
  typeUnknown: 'membershipType.unknown',
  privacyRequired: 'messages:membership.privacyRequired',
  claimFormat: 'membershipId.format',
  applicationNotFound: 'messages:membership.applicationNotFound',
  notPending: 'messages:membership.notPending',
  reasonRequired: 'messages:membership.reasonRequired',
  membershipIdTaken: 'messages:members.membershipIdTaken',
  memberNotFound: 'messages:membership.memberNotFound',
  statusRequired: 'messages:membership.statusRequired',
  expiresAtFormat: 'messages:membership.expiresAtFormat',
  rolesInvalid: 'messages:membership.rolesInvalid',
  rolesForbidden: 'messages:membership.rolesForbidden',
  nothingToChange: 'messages:membership.nothingToChange',
  invoiceNotFound: 'messages:membership.invoiceNotFound',
  invoiceNotOpen: 'messages:membership.invoiceNotOpen',
  proofNotOpen: 'messages:membership.proofNotOpen',
  proofFileRequired: 'messages:membership.proofFileRequired',
  amountRequired: 'messages:membership.amountRequired',
  amountTooLarge: 'messages:membership.amountTooLarge',
  methodRequired: 'messages:membership.methodRequired',
  referenceTooLong: 'messages:membership.referenceTooLong',
  paidAtFormat: 'messages:membership.paidAtFormat',
  paidAtFuture: 'messages:membership.paidAtFuture',
  paymentRace: 'messages:membership.paymentRace',
  earlierPaymentCompleted: 'messages:membership.earlierPaymentCompleted',
  receiptNotFound: 'messages:membership.receiptNotFound',
  verificationNotFound: 'messages:membership.verificationNotFound',
  certificateOnlyActive: 'messages:membership.certificateOnlyActive',
  notRejected: 'messages:membership.notRejected',
  rejectedNotice: 'messages:membership.rejectedNotice',
  importFileRequired: 'messages:membership.importFileRequired',
  importTooManyRows: 'messages:membership.importTooManyRows',
  importColumns: 'messages:membership.importColumns',
  importEmail: 'messages:membership.importEmail',
  importName: 'messages:membership.importName',
  importMembershipId: 'messages:membership.importMembershipId',
  importType: 'messages:membership.importType',
  importExpiresAt: 'messages:membership.importExpiresAt',
  importJoinedOn: 'messages:membership.importJoinedOn',
  importJoinedOnFuture: 'messages:membership.importJoinedOnFuture',
  importDuplicateEmail: 'messages:membership.importDuplicateEmail',
  importIdTaken: 'messages:members.membershipIdTaken',
  importUnsafeText: 'messages:membership.importUnsafeText',
  fellowshipNotActive: 'messages:membership.fellowship.notActive',
  fellowshipNotPracticingOrdinary: 'messages:membership.fellowship.notPracticingOrdinary',
  fellowshipTooSoon: 'messages:membership.fellowship.tooSoon',
  fellowshipOpen: 'messages:membership.fellowship.open',
  fellowshipNotFound: 'messages:membership.fellowship.notFound',
  fellowshipDecided: 'messages:membership.fellowship.decided',
  fellowshipReasonRequired: 'messages:membership.fellowship.reasonRequired',
})

/** The donation form and the treasurer's recording of gifts (issue 18, "donations through the same ledger"). */
export const DONATION_MESSAGES = messagesOf({
  nameRequired: 'messages:donations.nameRequired',
  email: 'email.invalid',
  amount: 'messages:donations.amount',
  amountTooLarge: 'donation.tooLarge',
  frequency: 'messages:donations.frequency',
  notFound: 'messages:donations.notFound',
  thanks: 'messages:donations.thanks',
  slipSent: 'messages:donations.slipSent',
  slipAlready: 'messages:donations.slipAlready',
  slipRequired: 'messages:donations.slipRequired',
})

/** The outcome messages of administrators' changes, with the member's name. */
export const membershipOutcome = {
  approved: (name: string, id: string) => message('messages:membership.outcome.approved', { name, id }),
  rejected: (name: string) => message('messages:membership.outcome.rejected', { name }),
  fellowshipApproved: (name: string) => message('messages:membership.outcome.fellowshipApproved', { name }),
  fellowshipDeclined: (name: string) => message('messages:membership.outcome.fellowshipDeclined', { name }),
  paymentRecorded: (amount: string, number: string) => message('messages:membership.outcome.paymentRecorded', { amount, number }),
  donationRecorded: (amount: string, number: string) => message('messages:donations.recorded', { amount, number }),
}
