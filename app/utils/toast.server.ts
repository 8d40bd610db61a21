import { redirect } from '@remix-run/node'
import { z } from 'zod'
import { getToastSessionStorage } from './session.server.ts'

const ToastSchema = z.object({
  id: z.string().default(() => Math.random().toString(36).slice(2)),
  type: z.enum(['success', 'error', 'info']).default('success'),
  title: z.string(),
  description: z.string().optional(),
})
export type Toast = z.infer<typeof ToastSchema>
export type ToastInput = z.input<typeof ToastSchema>

const TOAST_KEY = 'toast'

export async function createToastHeaders(toastInput: ToastInput) {
  const storage = getToastSessionStorage()
  const session = await storage.getSession()
  session.flash(TOAST_KEY, ToastSchema.parse(toastInput))
  return new Headers({ 'set-cookie': await storage.commitSession(session) })
}

/**
 * Remix's mark (as `redirectDocument` sets it) for a redirect that loads a whole new document even after
 * a form sent with JavaScript: for actions that change what the site's header shows, which is server
 * markup (components/layout/server-markup.tsx).
 */
export const RELOAD_DOCUMENT_HEADER = 'X-Remix-Reload-Document'

export async function redirectWithToast(url: string, toast: ToastInput, init?: ResponseInit) {
  const headers = new Headers(init?.headers)
  for (const cookie of (await createToastHeaders(toast)).getSetCookie()) headers.append('set-cookie', cookie)
  return redirect(url, { ...init, headers })
}

/** Reads (and so clears) the pending toast; send the returned headers with the response. */
export async function getToast(request: Request) {
  const storage = getToastSessionStorage()
  const session = await storage.getSession(request.headers.get('cookie'))
  const parsed = ToastSchema.safeParse(session.get(TOAST_KEY))
  const toast = parsed.success ? parsed.data : null
  const headers = toast ? new Headers({ 'set-cookie': await storage.destroySession(session) }) : null
  return { toast, headers }
}
