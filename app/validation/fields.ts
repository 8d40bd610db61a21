import { z } from 'zod'

/**
 * Field builders shared by the schemas in this folder. Conform sends an empty field as `undefined` and
 * JSON may leave a key out, so a required field has the same words as its `required_error`.
 */

export function requiredText(message: string, max: number) {
  return z
    .string({ required_error: message, invalid_type_error: message })
    .trim()
    .min(1, message)
    .max(max, `Please keep this under ${max} characters`)
}

/** An optional text field: absent, empty or blank all mean "nothing", stored as ''. */
export function optionalText(max: number) {
  return z
    .string({ invalid_type_error: 'Please enter text' })
    .trim()
    .max(max, `Please keep this under ${max} characters`)
    .optional()
    .transform((value) => value ?? '')
}

/** `javascript:` and `data:` are URLs too; only a web address may become a link or an image source. */
export function isWebAddress(value: string) {
  if (!/^https?:\/\//i.test(value)) return false
  try {
    return Boolean(new URL(value).hostname)
  } catch {
    return false
  }
}

/** An optional web address (http or https); anything else is 'Invalid URL'. */
export function optionalWebAddress(max: number) {
  return optionalText(max).refine((value) => value === '' || isWebAddress(value), 'Invalid URL')
}
