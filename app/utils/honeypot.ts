import { HONEYPOT_FIELD } from './honeypot-field.ts'

export { HONEYPOT_FIELD }

/** True when a bot filled in the honeypot field. */
export function isHoneypotFilled(formData: FormData | Record<string, unknown>): boolean {
  const value = formData instanceof FormData ? formData.get(HONEYPOT_FIELD) : formData[HONEYPOT_FIELD]
  return typeof value === 'string' ? value.trim().length > 0 : value != null
}
