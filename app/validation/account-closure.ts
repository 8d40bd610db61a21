import { z } from 'zod'
import { message } from './messages.ts'
import { PASSWORD_MAX_LENGTH } from './form-limits.ts'

/** Closing one's account (issue 21): the password confirms it is the member, not someone at an open browser. */
export const CloseAccountSchema = z.object({
  password: z
    .string({ required_error: message('password.currentRequired'), invalid_type_error: message('password.currentRequired') })
    .min(1, message('password.currentRequired'))
    .max(PASSWORD_MAX_LENGTH, message('password.currentIncorrect')),
})
export type CloseAccountInput = z.infer<typeof CloseAccountSchema>
