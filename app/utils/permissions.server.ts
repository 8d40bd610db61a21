import { json } from '@remix-run/node'
import { apiError } from './api.server.ts'
import { requireApiUser, requireUser } from './auth.server.ts'

/** For admin pages: not signed in goes to /login and back; signed in without the flag gets 403. */
export async function requireAdmin(request: Request) {
  const user = await requireUser(request)
  if (!user.isAdmin) {
    throw json({ message: 'You do not have permission to view this page.' }, { status: 403 })
  }
  return user
}

/** For admin endpoints: 401 without a session, 403 for a member. */
export async function requireApiAdmin(request: Request) {
  const user = await requireApiUser(request)
  if (!user.isAdmin) throw apiError(403, 'Administrator access required')
  return user
}
