import { dictionary } from '@zxcvbn-ts/language-common'
import { z } from 'zod'
import { NEW_PASSWORD_MIN_LENGTH, PASSWORD_MAX_BYTES } from './form-limits.ts'
import { message } from './messages.ts'

export const PASSWORD_TOO_SHORT = message('password.tooShort', { min: NEW_PASSWORD_MIN_LENGTH })
export const PASSWORD_TOO_COMMON = message('password.tooCommon')
export const PASSWORD_TOO_LONG = message('password.tooLongBytes', { max: PASSWORD_MAX_BYTES })

/**
 * The ~49,000 most common passwords of zxcvbn-ts's common list (@zxcvbn-ts/language-common, kept up
 * by the zxcvbn-ts project from leaked-password corpora), compared in lower case. Server-side only:
 * the schemas that use it never reach the browser bundle.
 */
const COMMON_PASSWORDS = new Set(dictionary['passwords-common'].map((password) => password.toLowerCase()))

export function isCommonPassword(password: string) {
  return COMMON_PASSWORDS.has(password.toLowerCase())
}

const utf8 = new TextEncoder()

/**
 * A password someone chooses now (registration, reset, change): at least 8 characters, not among the
 * common passwords, and at most 72 bytes in UTF-8, because bcrypt reads no further: two passwords that
 * differ only after the 72nd byte would both open the account. Never trimmed. Signing in keeps the old,
 * looser rule, so passwords chosen before still work.
 */
export function newPassword(required = PASSWORD_TOO_SHORT) {
  return z
    .string({ required_error: required, invalid_type_error: required })
    .min(NEW_PASSWORD_MIN_LENGTH, required)
    // Characters first (a native constraint of the form), then the bytes they make.
    .max(PASSWORD_MAX_BYTES, PASSWORD_TOO_LONG)
    .superRefine((value, ctx) => {
      if (value.length < NEW_PASSWORD_MIN_LENGTH || value.length > PASSWORD_MAX_BYTES) return
      if (utf8.encode(value).length > PASSWORD_MAX_BYTES) ctx.addIssue({ code: 'custom', message: PASSWORD_TOO_LONG })
      else if (isCommonPassword(value)) ctx.addIssue({ code: 'custom', message: PASSWORD_TOO_COMMON })
    })
}

export const NewPasswordSchema = newPassword()
