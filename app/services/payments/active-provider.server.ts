import { getEnv } from '#app/utils/env.server.ts'
import { billplzProvider } from './billplz-provider.server.ts'
import { fakeProvider } from './fake-provider.server.ts'
import type { PaymentProvider } from './provider.server.ts'

const PROVIDERS: Record<'fake' | 'billplz', PaymentProvider> = { fake: fakeProvider, billplz: billplzProvider }

/** The provider payments go through, or null when online payment is off (PAYMENT_PROVIDER=none; unset in production). */
export function activeProvider(): PaymentProvider | null {
  const name = getEnv().paymentProvider
  return name === 'none' ? null : PROVIDERS[name]
}

/** Whether pages offer "Pay online (FPX)". */
export const onlinePaymentsEnabled = () => activeProvider() !== null

/**
 * Where a page's form may send the browser besides this site (the CSP's form-action, server/security.ts):
 * the provider's payment pages, since "Pay online" is answered with a redirect there and browsers hold a
 * form's redirects to form-action too. Null when online payment is off or stays on this site.
 */
export function paymentPageOrigin(): string | null {
  return activeProvider()?.payerOrigin() ?? null
}
