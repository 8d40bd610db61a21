import type { SubmissionResult } from '@conform-to/react'
import { failedSubmission } from '#app/components/server-form.ts'
import type { ClientActionFunctionArgs } from '@remix-run/react'
import type { ConfirmFailure } from './admin-dialogs.tsx'

/**
 * With JavaScript, the admin forms post through these. When the answer never comes from the app (the
 * connection dropped, a proxy's error page), Remix would throw it to the error page and the
 * administrator would lose the dialog and what they typed; instead the form stays, with the spec's
 * failure message. Redirects and the app's own answers pass through untouched. No schema is needed
 * here: the form only gets its typing back and the message.
 */
export async function keepFormOnFailure(
  { request, serverAction }: ClientActionFunctionArgs,
  failureMessage: string,
): Promise<SubmissionResult<string[]>> {
  const formData = await request.clone().formData()
  try {
    return await serverAction<SubmissionResult<string[]>>()
  } catch (error) {
    if (error instanceof Response) throw error
    return failedSubmission(formData, failureMessage)
  }
}

/** The same for a confirmation (delete, remove): the dialog stays, with the failure message. */
export async function keepConfirmationOnFailure({ serverAction }: ClientActionFunctionArgs, failureMessage: string): Promise<ConfirmFailure> {
  try {
    return await serverAction<ConfirmFailure>()
  } catch (error) {
    if (error instanceof Response) throw error
    return { message: failureMessage }
  }
}
