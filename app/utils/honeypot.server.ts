/**
 * A field that people never see and bots fill in. Its name is kept dull on purpose, so that form
 * fillers take it for a real field.
 */
export const HONEYPOT_FIELD = 'website'

export function isHoneypotFilled(formData: FormData | Record<string, unknown>): boolean {
  const value = formData instanceof FormData ? formData.get(HONEYPOT_FIELD) : formData[HONEYPOT_FIELD]
  return typeof value === 'string' ? value.trim().length > 0 : value != null
}
