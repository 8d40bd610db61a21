import type { SubmissionResult } from '@conform-to/react'
import { failedSubmission } from '#app/components/server-form.ts'
import type { ClientActionFunctionArgs } from '@remix-run/react'

/**
 * With JavaScript, the CPD forms post through these. When the answer never comes from the app (the
 * connection dropped, a proxy's error page), Remix would throw it to the error page and the member
 * would lose the dialog and what they typed; instead the form stays, with the spec's failure message
 * (a key, which the form says in the page's language). Redirects and the app's own answers pass
 * through untouched. No schema is needed here: the form only gets its typing back and the message.
 */
export async function saveCpdEntryFromBrowser({ request, serverAction }: ClientActionFunctionArgs): Promise<SubmissionResult<string[]>> {
  const formData = await request.clone().formData()
  try {
    return await serverAction<SubmissionResult<string[]>>()
  } catch (error) {
    if (error instanceof Response) throw error
    return failedSubmission(formData, CPD_SAVE_FAILED)
  }
}

export const CPD_SAVE_FAILED = 'messages:cpd.saveFailed'
export const CPD_DELETE_FAILED = 'messages:cpd.deleteFailed'

export async function deleteCpdEntryFromBrowser({ serverAction }: ClientActionFunctionArgs): Promise<{ message: string }> {
  try {
    return await serverAction<{ message: string }>()
  } catch (error) {
    if (error instanceof Response) throw error
    return { message: CPD_DELETE_FAILED }
  }
}
