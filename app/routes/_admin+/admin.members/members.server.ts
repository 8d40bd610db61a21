import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { adminPaths } from '#app/config/admin-paths.ts'
import { paths } from '#app/config/paths.ts'
import { MEMBERSHIP_STATUSES } from '#app/domain/constants.ts'
import { boundedPageNumber, pageCount } from '#app/domain/pagination.ts'
import { DEFAULT_MEMBER_SORT, listSortOf, MEMBER_SORT_FIELDS } from '#app/domain/list-sort.ts'
import { applyMemberAccountAction, listMembersForAdmin } from '#app/services/members.server.ts'
import { parseSubmission, readFormData } from '#app/utils/form-submission.server.ts'
import { requireAdmin } from '#app/utils/permissions.server.ts'
import { RELOAD_DOCUMENT_HEADER, redirectWithToast } from '#app/utils/toast.server.ts'
import { safeRedirect } from '#app/utils/safe-redirect.server.ts'
import { MEMBER_ACCOUNT_MESSAGES } from '#app/validation/admin-messages.ts'
import { MemberAccountActionSchema, type MemberAccountAction } from '#app/validation/admin-members.ts'
import { updateMemberRecord } from '#app/services/membership-admin.server.ts'
import { message } from '#app/validation/messages.ts'
import { isAdministrator } from '#app/domain/roles.ts'
import { accountActorOf } from '#app/services/audit.server.ts'
import { ADMIN_FRAME_STRINGS, routeStrings } from '#app/utils/i18n.server.ts'

/** The server side of /admin/members: the search, and the small forms of every row (by `intent`). */

export const ADMIN_MEMBERS_PAGE_SIZE = 25
export const MEMBER_SEARCH_MAX_LENGTH = 100

const STATUS_VALUES: readonly string[] = MEMBERSHIP_STATUSES

export function parseMemberQuery(searchParams: URLSearchParams) {
  const search = (searchParams.get('search') ?? '').trim().slice(0, MEMBER_SEARCH_MAX_LENGTH)
  const rawStatus = searchParams.get('status') ?? ''
  const status = STATUS_VALUES.includes(rawStatus) ? rawStatus : ''
  const due = searchParams.get('due') === 'renewal' ? 'renewal' : ''
  // An unknown order is the default one: the page still answers (there is no API twin that lists).
  const { sort } = listSortOf(searchParams, MEMBER_SORT_FIELDS, DEFAULT_MEMBER_SORT)
  return { search, status, due, page: boundedPageNumber(searchParams.get('page')), sort }
}

export async function loadAdminMembersPage({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request, 'members')
  const query = parseMemberQuery(new URL(request.url).searchParams)
  const { items, total } = await listMembersForAdmin({ ...query, perPage: ADMIN_MEMBERS_PAGE_SIZE })
  return json({
    ...query,
    total,
    pageCount: pageCount(total, ADMIN_MEMBERS_PAGE_SIZE),
    currentUserId: admin.id,
    /** Roles are an administrator's to give (issue 33: on this page, as by the API). */
    mayGiveRoles: isAdministrator(admin),
    members: items,
    i18n: await routeStrings(request, [...ADMIN_FRAME_STRINGS, 'admin.members']),
  })
}

/** Issue 33: the roles and the last day, by the service PATCH /api/admin/members/{id} uses. */
async function updateRecord(admin: Parameters<typeof accountActorOf>[0], action: Extract<MemberAccountAction, { intent: 'set-roles' | 'set-last-day' }>) {
  const update = action.intent === 'set-roles' ? { roles: action.roles } : { expiresAt: action.expiresAt }
  const result = await updateMemberRecord(accountActorOf(admin), action.userId, update)
  if (!result.ok) return result
  const name = `${result.user.firstName} ${result.user.lastName}`
  const self = action.userId === admin.id
  // Taking one's own administrator role away closes the list to oneself: as "remove-admin" does.
  const changed = self && action.intent === 'set-roles' && !action.roles.includes('administrator')
  return { ok: true as const, changed, message: message(action.intent === 'set-roles' ? 'messages:members.rolesNow' : 'messages:members.lastDayNow', { name }) }
}

/** Back to the list as it was (search, filter and page), never anywhere else. */
function listUrl(request: Request) {
  const url = new URL(request.url)
  const params = new URLSearchParams()
  for (const key of ['search', 'status', 'due', 'sort', 'dir', 'page']) {
    const value = url.searchParams.get(key)
    if (value) params.set(key, value)
  }
  const query = params.toString()
  return safeRedirect(query ? `${adminPaths.members}?${query}` : adminPaths.members, adminPaths.members)
}

export async function memberAccountAction({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, 'members')
  const submission = parseSubmission(await readFormData(request), { schema: MemberAccountActionSchema })
  if (submission.status !== 'success') {
    const message = Object.values(submission.error ?? {}).flat()[0] ?? MEMBER_ACCOUNT_MESSAGES.unknownAction
    return json({ message }, { status: 400 })
  }
  // Roles, and any change to a staff account, are an administrator's own (the service's staff rule).
  const action = submission.value
  const result =
    action.intent === 'set-roles' || action.intent === 'set-last-day'
      ? await updateRecord(admin, action)
      : await applyMemberAccountAction(accountActorOf(admin), action)
  if (!result.ok) return json({ message: result.message }, { status: result.status })
  // Without the flag the list is closed to them: their own dashboard instead.
  const self = submission.value.userId === admin.id
  const selfDemoted = (submission.value.intent === 'remove-admin' || submission.value.intent === 'set-roles') && self && result.changed
  // A change to one's own account can change the site's header (its Administration link): a new document.
  const init = self ? { headers: { [RELOAD_DOCUMENT_HEADER]: 'true' } } : undefined
  return redirectWithToast(selfDemoted ? paths.dashboard : listUrl(request), { title: result.message }, init)
}
