/**
 * The name of a field that people never see and bots fill in. Kept dull on purpose, so that form
 * fillers take it for a real field. The form draws it (components/forms.tsx); the services check it.
 */
export const HONEYPOT_FIELD = 'website'

/** True when a bot filled in the honeypot field (of a posted form or a JSON body). */
export function isHoneypotFilled(formData: FormData | Record<string, unknown>): boolean {
  const value = formData instanceof FormData ? formData.get(HONEYPOT_FIELD) : formData[HONEYPOT_FIELD]
  return typeof value === 'string' ? value.trim().length > 0 : value != null
}
