import { z } from 'zod'
import { EmailSchema } from './contact.ts'

export const NewsletterSchema = z.object({ email: EmailSchema })
export type Newsletter = z.infer<typeof NewsletterSchema>
