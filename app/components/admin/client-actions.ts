import type { SubmissionResult } from '@conform-to/react'
import type { ClientActionFunctionArgs } from '@remix-run/react'
import { failureMessage, PRACTITIONER_MESSAGES } from '#app/validation/admin-messages.ts'

/**
 * With JavaScript, the listing forms and the delete dialog post through these. When the answer never
 * comes from the app (the connection dropped, a proxy's error page), Remix would throw it to the error
 * page and the administrator would lose the form and what they typed; instead the form stays, with the
 * spec's failure message. Redirects and the app's own answers pass through untouched. No schema here:
 * the browser gets none.
 */

const NO_ANSWER = 'the server could not be reached. Please check the connection and try again.'

export async function saveListingFromBrowser(
  { request, serverAction }: ClientActionFunctionArgs,
  kind: 'create' | 'update',
): Promise<SubmissionResult<string[]>> {
  const formData = await request.clone().formData()
  try {
    return await serverAction<SubmissionResult<string[]>>()
  } catch (error) {
    if (error instanceof Response) throw error
    const prefix = kind === 'create' ? PRACTITIONER_MESSAGES.createFailed : PRACTITIONER_MESSAGES.updateFailed
    const initialValue: Record<string, string> = {}
    for (const [name, value] of formData) if (typeof value === 'string') initialValue[name] = value
    return { status: 'error', initialValue, error: { '': [failureMessage(prefix, NO_ANSWER)] } }
  }
}

export async function deleteListingFromBrowser({ serverAction }: ClientActionFunctionArgs): Promise<{ message: string }> {
  try {
    return await serverAction<{ message: string }>()
  } catch (error) {
    if (error instanceof Response) throw error
    return { message: failureMessage(PRACTITIONER_MESSAGES.deleteFailed, NO_ANSWER) }
  }
}
