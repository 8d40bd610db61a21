import { z } from 'zod'
import { STAFF_MAIL_MODES } from '#app/domain/staff-notices.ts'
import { message } from './messages.ts'

/** A staff member's choice of how to hear about their work (issue 33): the /profile form and PUT /api/me/staff-mail. */
export const StaffMailSchema = z.object({
  staffMail: z.enum(STAFF_MAIL_MODES, { errorMap: () => ({ message: message('staff.mailModeInvalid') }) }),
})
