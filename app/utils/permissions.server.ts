import { message } from '#app/validation/messages.ts'
import { json } from '@remix-run/node'
import { mayManage, type AdminArea } from '#app/domain/roles.ts'
import { apiError } from './api.server.ts'
import { requireApiUser, requireUser } from './auth.server.ts'

/**
 * Staff access per part of the administration (app/domain/roles.ts): an administrator reaches every
 * part, a secretary the members' side, a treasurer the money. Every admin page and endpoint names its
 * part, so that a role reaches only what it is given.
 */

/** For admin pages: not signed in goes to /login and back; signed in without the role gets 403. */
export async function requireAdmin(request: Request, area: AdminArea) {
  const user = await requireUser(request)
  if (!mayManage(user, area)) {
    throw json({ message: message('messages:api.forbidden') }, { status: 403 })
  }
  return user
}

/** For admin endpoints: 401 without a session, 403 for a member or a role without this part. */
export async function requireApiAdmin(request: Request, area: AdminArea) {
  const user = await requireApiUser(request)
  if (!mayManage(user, area)) throw apiError(403, message('messages:api.adminRequired'))
  return user
}
