/**
 * Paying online through the provider (issue 34, decision 032).
 * Part of the app's addresses (paths.ts), in a file of its own so that a page's script carries only the
 * addresses it uses: the browser bundle splits by file, not by export.
 */

/**
 * Paying online (issue 34, decision 032): where the provider posts its callback and sends the payer back,
 * the fake provider's bank page (outside production), and the "Pay online (FPX)" forms of an invoice, an
 * event's fee and a pledge, each answered by a redirect to the provider.
 */
export const paymentPaths = {
  callback: (provider: string) => `/api/payments/callback/${provider}`,
  return: (provider: string) => `/payments/return/${provider}`,
  fakeBank: (billId: string) => `/payments/fake/${encodeURIComponent(billId)}`,
  invoice: (invoiceId: string) => `/member-dashboard/invoices/${invoiceId}/pay`,
  apiInvoiceCheckout: (invoiceId: string) => `/api/membership/invoices/${invoiceId}/checkout`,
  registration: (eventId: string, registrationId: string) => `/events/${eventId}/registrations/${registrationId}/pay`,
  donation: (donationId: string) => `/donate/${donationId}/pay`,
} as const
