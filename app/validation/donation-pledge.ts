import { z } from 'zod'
import { ringgitToSen } from '#app/domain/money.ts'
import { optionalText, requiredText } from './fields.ts'
import { DONATION_MESSAGES } from './membership-messages.ts'

/** `POST /api/donations`: a gift, once or monthly; the IC or company number is for the receipt. */
export const DonationPledgeSchema = z.object({
  name: requiredText(DONATION_MESSAGES.nameRequired, 200),
  email: z
    .string({ required_error: DONATION_MESSAGES.email, invalid_type_error: DONATION_MESSAGES.email })
    .trim()
    .toLowerCase()
    .max(254, DONATION_MESSAGES.email)
    .email(DONATION_MESSAGES.email),
  amount: z
    .number({ required_error: DONATION_MESSAGES.amount, invalid_type_error: DONATION_MESSAGES.amount })
    .positive(DONATION_MESSAGES.amount)
    .max(10_000_000, DONATION_MESSAGES.amountTooLarge)
    .transform((ringgit, ctx) => {
      const sen = ringgitToSen(ringgit)
      if (sen === null || sen < 100) {
        ctx.addIssue({ code: 'custom', message: DONATION_MESSAGES.amount })
        return z.NEVER
      }
      return sen
    }),
  frequency: z.enum(['one-time', 'monthly'], { errorMap: () => ({ message: DONATION_MESSAGES.frequency }) }),
  identification: optionalText(40),
})
export type DonationPledge = z.infer<typeof DonationPledgeSchema>
