import { z } from 'zod'
import { message } from './messages.ts'

/** The register's search (issue 36, item 3; decision 044): a name or a membership ID, at least 3 characters. */
export const REGISTER_QUERY_MIN = 3
export const REGISTER_QUERY_MAX = 100

/** `?q=` of /check-the-register and GET /api/register. Plain text: it is split into words and compared in memory. */
export const RegisterQuerySchema = z.object({
  q: z
    .string({ required_error: message('registerSearch.tooShort', { min: REGISTER_QUERY_MIN }) })
    .trim()
    .min(REGISTER_QUERY_MIN, message('registerSearch.tooShort', { min: REGISTER_QUERY_MIN }))
    .max(REGISTER_QUERY_MAX, message('registerSearch.tooLong', { max: REGISTER_QUERY_MAX })),
})
