import { json, type ActionFunctionArgs } from '@remix-run/node'
import { apiError, methodNotAllowed, readJsonObject, validateJsonBody } from '#app/utils/api.server.ts'
import { CONTACT_SENT, contactRateLimiter, contactRateLimitMessage, storeContactMessage } from '#app/utils/contact.server.ts'
import { isHoneypotFilled } from '#app/utils/honeypot.server.ts'
import { ContactApiSchema } from '#app/validation/contact.ts'

export const loader = () => methodNotAllowed(['POST'])

/** POST: the JSON twin of the contact forms; same schema, same allowance per address, same storage. */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['POST'])
  const body = await readJsonObject(request)
  const limiter = contactRateLimiter()
  if (isHoneypotFilled(body)) {
    await limiter.attempt(context.clientIp)
    return json({ message: CONTACT_SENT.title }, { status: 201 })
  }
  const limited = (retryAfterSeconds: number) =>
    apiError(429, contactRateLimitMessage(retryAfterSeconds), undefined, { headers: { 'retry-after': String(retryAfterSeconds) } })
  const limit = await limiter.isLimited(context.clientIp)
  if (limit.limited) return limited(limit.retryAfterSeconds)
  const value = await validateJsonBody(body, ContactApiSchema)
  const attempt = await limiter.attempt(context.clientIp)
  if (!attempt.allowed) return limited(attempt.retryAfterSeconds)
  await storeContactMessage(value, 'api')
  return json({ message: CONTACT_SENT.title }, { status: 201 })
}
