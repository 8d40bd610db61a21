import type { SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import type { ClientActionFunctionArgs } from '@remix-run/react'
import { CPD_MESSAGES, CpdEntrySchema } from '#app/validation/cpd.ts'

/**
 * With JavaScript, the CPD forms post through these. When the answer never comes from the app (the
 * connection dropped, a proxy's error page), Remix would throw it to the error page and the member
 * would lose the dialog and what they typed; instead the form stays, with the spec's failure message.
 * Redirects and the app's own answers pass through untouched.
 */
export async function saveCpdEntryFromBrowser({ request, serverAction }: ClientActionFunctionArgs): Promise<SubmissionResult<string[]>> {
  const formData = await request.clone().formData()
  try {
    return await serverAction<SubmissionResult<string[]>>()
  } catch (error) {
    if (error instanceof Response) throw error
    return parseWithZod(formData, { schema: CpdEntrySchema }).reply({ formErrors: [CPD_MESSAGES.saveFailed] })
  }
}

export async function deleteCpdEntryFromBrowser({ serverAction }: ClientActionFunctionArgs): Promise<{ message: string }> {
  try {
    return await serverAction<{ message: string }>()
  } catch (error) {
    if (error instanceof Response) throw error
    return { message: CPD_MESSAGES.deleteFailed }
  }
}
