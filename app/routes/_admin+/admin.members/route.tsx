import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useNavigation, useSearchParams } from '@remix-run/react'
import type { ReactNode } from 'react'
import { AdminShell } from '#app/components/admin/admin-shell.tsx'
import { pageHrefKeeping, Pagination } from '#app/components/pagination.tsx'
import { SortableTable, sortHrefKeeping } from '#app/components/admin/sortable-table.tsx'
import { MembershipStatusBadge } from '#app/components/dashboard/membership-status-badge.tsx'
import { FormErrors } from '#app/components/form-errors.tsx'
import { MEMBERSHIP_STATUSES } from '#app/domain/constants.ts'
import { STAFF_ROLES } from '#app/domain/roles.ts'
import { formatHours } from '#app/domain/cpd-records.ts'
import { formatDateTime } from '#app/domain/dates.ts'
import { adminMeta, adminMetaT } from '#app/components/admin/admin-meta.ts'
import { useListLabel, useTranslation } from '#app/utils/i18n.ts'
import { adminPaths } from '#app/config/admin-paths.ts'
import { loadAdminMembersPage, memberAccountAction } from './members.server.ts'
import { MEMBERSHIP_ID_MAX_LENGTH } from '#app/validation/form-limits.ts'

export async function loader(args: LoaderFunctionArgs) {
  return loadAdminMembersPage(args)
}

export async function action(args: ActionFunctionArgs) {
  return memberAccountAction(args)
}

export const meta: MetaFunction = ({ location, matches }) => {
  const t = adminMetaT(matches)
  return adminMeta(t('members.title'), { location, matches }, t('members.metaDescription'))
}

type Member = ReturnType<typeof useLoaderData<typeof loader>>['members'][number]

const controlClass =
  'block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-600'

/**
 * /admin/members: search the accounts and change them. Every change is a small form of its own with an
 * `intent`, posted to this page's action, which comes back to the same list with a toast.
 */
export default function AdminMembersPage() {
  const data = useLoaderData<typeof loader>()
  const failure = useActionData<typeof action>()
  const [searchParams] = useSearchParams()
  const { t } = useTranslation('admin')
  const listLabel = useListLabel()

  return (
    <AdminShell title={t('members.title')}>
      <p className="mb-2 max-w-3xl text-slate-700">{t('members.intro')}</p>
      <p className="mb-6">
        <Link to={adminPaths.membersImport} className="font-medium text-brand-800 underline">
          {t('members.importLink')}
        </Link>
      </p>

      <Form method="get" role="search" aria-label={t('members.searchLabel')} className="mb-6 grid gap-3 sm:grid-cols-[1fr_12rem_auto] sm:items-end">
        <div>
          <label htmlFor="member-search" className="mb-1 block text-sm font-medium text-slate-800">
            {t('members.search')}
          </label>
          <input
            id="member-search"
            type="search"
            name="search"
            defaultValue={data.search}
            maxLength={100}
            placeholder={t('members.searchPlaceholder')}
            className={controlClass}
          />
        </div>
        <div>
          <label htmlFor="member-status" className="mb-1 block text-sm font-medium text-slate-800">
            {t('members.status')}
          </label>
          <select id="member-status" name="status" defaultValue={data.status} className={controlClass}>
            <option value="">{t('members.allStatuses')}</option>
            {MEMBERSHIP_STATUSES.map((s) => (
              <option key={s} value={s}>
                {listLabel('membershipStatuses', s)}
              </option>
            ))}
          </select>
        </div>
        {data.due ? <input type="hidden" name="due" value={data.due} /> : null}
        <button type="submit" className="btn-secondary">
          {t('members.searchButton')}
        </button>
      </Form>
      {data.due === 'renewal' ? (
        <p className="mb-4 text-slate-800">
          {t('members.renewalDueOnly')}{' '}
          <Link to={adminPaths.members} className="text-brand-800 underline">
            {t('members.showAll')}
          </Link>
        </p>
      ) : null}

      <FormErrors errors={failure ? [failure.message] : null} />

      <section aria-labelledby="members-heading" className="mt-4">
        <h2 id="members-heading" className="mb-4 text-lg font-semibold text-slate-900">
          {t('members.count', { count: data.total })}
        </h2>
        {data.members.length ? (
          <SortableTable
            caption={t('members.listLabel')}
            sort={data.sort}
            hrefFor={sortHrefKeeping(adminPaths.members, searchParams)}
            columns={[
              { label: t('members.name'), field: 'name' },
              { label: t('members.membershipId'), field: 'membershipId' },
              { label: t('members.status'), field: 'status' },
              { label: t('members.lastLogin'), field: 'lastLogin' },
              { label: t('members.cpd') },
              { label: t('members.actions'), hidden: true },
            ]}
          >
            {data.members.map((member) => (
              <MemberRow key={member.id} member={member} isCurrentUser={member.id === data.currentUserId} mayGiveRoles={data.mayGiveRoles} />
            ))}
          </SortableTable>
        ) : (
          <p className="rounded-md border border-slate-200 bg-white p-6 text-slate-700">{t('members.noMatch')}</p>
        )}
        <Pagination label={t('members.pages')} page={data.page} totalPages={data.pageCount} hrefFor={pageHrefKeeping(adminPaths.members, searchParams)} />
      </section>
    </AdminShell>
  )
}

/** One account as a row of the table: who it is, its standing, and the small forms that change it. */
function MemberRow({ member, isCurrentUser, mayGiveRoles }: { member: Member; isCurrentUser: boolean; mayGiveRoles: boolean }) {
  const { t, locale } = useTranslation('admin')
  const listLabel = useListLabel()
  return (
    <tr className="border-b border-slate-200 align-top">
      <td className="py-3 pr-3">
        <span id={`member-${member.id}-name`} className="font-semibold text-slate-900">
          {/* The member's whole story and the secretariat's notes (issue 33, item 4). */}
          <Link to={adminPaths.member(member.id)} className="link">
            {member.name}
          </Link>
          {isCurrentUser ? <span className="font-normal text-slate-600">{t('members.you')}</span> : null}
        </span>
        <span className="block text-slate-800 wrap-anywhere">{member.email}</span>
        <span className="block text-slate-700">
          {member.username} · {listLabel('membershipTypes', member.membershipType)}
        </span>
        <span className="mt-1 flex flex-wrap gap-1">
          {member.roles.map((role) => (
            <span key={role} className="rounded-full bg-brand-100 px-2.5 py-0.5 text-xs font-semibold text-brand-900 ring-1 ring-brand-300">
              {listLabel('staffRoles', role)}
            </span>
          ))}
          {member.isActive ? null : (
            <span className="rounded-full bg-red-100 px-2.5 py-0.5 text-xs font-semibold text-red-900 ring-1 ring-red-300">{t('members.cannotSignIn')}</span>
          )}
          {member.closureErasesAt ? (
            <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900 ring-1 ring-amber-300">
              {t('members.closing', { date: formatDateTime(member.closureErasesAt, locale) })}
            </span>
          ) : null}
        </span>
      </td>
      <td data-label={t('members.membershipId')} className="py-3 pr-3 font-mono">
        {member.membershipId}
      </td>
      <td className="py-3 pr-3">
        <MembershipStatusBadge stage={member.stage} />
      </td>
      <td data-label={t('members.lastLogin')} className="py-3 pr-3">
        {member.lastLogin ? formatDateTime(member.lastLogin, locale) : t('members.never')}
      </td>
      <td data-label={t('members.cpd')} className="py-3 pr-3">
        {t('members.cpdSummary', { hours: formatHours(member.cpd.approvedHours), pending: member.cpd.pendingCount })}
      </td>
      <td className="py-3">
        <MemberActions member={member} isCurrentUser={isCurrentUser} mayGiveRoles={mayGiveRoles} />
      </td>
    </tr>
  )
}

function MemberActions({ member, isCurrentUser, mayGiveRoles }: { member: Member; isCurrentUser: boolean; mayGiveRoles: boolean }) {
  const { t } = useTranslation('admin')
  const listLabel = useListLabel()
  return (
    <div className="flex min-w-0 flex-wrap items-end gap-2">
      <ActionForm intent="set-status" member={member} className="flex items-end gap-2">
        <div>
          <label htmlFor={`status-${member.id}`} className="mb-1 block text-sm font-medium text-slate-800">
            {t('members.status')}
          </label>
          <select id={`status-${member.id}`} name="membershipStatus" defaultValue={member.membershipStatus} className={controlClass}>
            {MEMBERSHIP_STATUSES.map((s) => (
              <option key={s} value={s}>
                {listLabel('membershipStatuses', s)}
              </option>
            ))}
          </select>
        </div>
        <ActionButton member={member} intent="set-status" className="btn-secondary">
          {t('members.saveStatus')}
        </ActionButton>
      </ActionForm>
      <ActionForm intent="set-membership-id" member={member} className="flex items-end gap-2">
        <div>
          <label htmlFor={`membership-id-${member.id}`} className="mb-1 block text-sm font-medium text-slate-800">
            {t('members.membershipId')}
          </label>
          <input
            id={`membership-id-${member.id}`}
            name="membershipId"
            type="text"
            required
            maxLength={MEMBERSHIP_ID_MAX_LENGTH}
            autoComplete="off"
            spellCheck={false}
            className={`${controlClass} w-36 uppercase`}
            defaultValue={member.membershipId}
          />
        </div>
        <ActionButton member={member} intent="set-membership-id" className="btn-secondary">
          {t('members.saveId')}
        </ActionButton>
      </ActionForm>
      <ActionForm intent="set-last-day" member={member} className="flex items-end gap-2">
        <div>
          <label htmlFor={`last-day-${member.id}`} className="mb-1 block text-sm font-medium text-slate-800">
            {t('members.lastDay')}
          </label>
          <input id={`last-day-${member.id}`} name="expiresAt" type="date" className={controlClass} defaultValue={member.lastDay} />
        </div>
        <ActionButton member={member} intent="set-last-day" className="btn-secondary">
          {t('members.saveLastDay')}
        </ActionButton>
      </ActionForm>
      {mayGiveRoles ? (
        // Issue 33: the five roles, an administrator's to give (the service refuses anyone else).
        <ActionForm intent="set-roles" member={member} className="flex flex-wrap items-end gap-2">
          <fieldset>
            <legend className="mb-1 text-sm font-medium text-slate-800">{t('members.roles')}</legend>
            <span className="flex flex-wrap gap-x-4">
              {STAFF_ROLES.map((role) => (
                <label key={role} className="flex min-h-11 items-center gap-2 text-sm text-slate-900">
                  <input type="checkbox" name="roles" value={role} defaultChecked={member.roles.includes(role)} className="h-5 w-5" />
                  {listLabel('staffRoles', role)}
                </label>
              ))}
            </span>
          </fieldset>
          <ActionButton member={member} intent="set-roles" className="btn-secondary">
            {t('members.saveRoles')}
          </ActionButton>
        </ActionForm>
      ) : null}
      {isCurrentUser ? null : (
        <ActionForm intent={member.isActive ? 'deactivate' : 'reactivate'} member={member}>
          <ActionButton
            member={member}
            intent={member.isActive ? 'deactivate' : 'reactivate'}
            className={member.isActive ? 'btn-ghost text-red-800 hover:bg-red-50' : 'btn-secondary'}
          >
            {member.isActive ? t('members.deactivate') : t('members.reactivate')}
          </ActionButton>
        </ActionForm>
      )}
      {member.closureErasesAt ? (
        // Its own address (not an intent of this page): the same service as DELETE /api/admin/members/{id}/closure.
        <Form method="post" action={adminPaths.cancelClosure(member.id)}>
          <button type="submit" className="btn-secondary">
            {t('members.cancelClosure')}
            <span className="sr-only">{t('members.forMember', { name: member.name })}</span>
          </button>
        </Form>
      ) : null}
    </div>
  )
}

function ActionForm({ intent, member, className, children }: { intent: string; member: Member; className?: string; children: ReactNode }) {
  return (
    <Form method="post" className={className}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="userId" value={member.id} />
      {children}
    </Form>
  )
}

/** A submit button whose name for assistive technology says whose account it changes. */
function ActionButton({ member, intent, className, children }: { member: Member; intent: string; className: string; children: ReactNode }) {
  const navigation = useNavigation()
  const { t } = useTranslation('admin')
  const pending =
    navigation.state === 'submitting' && navigation.formData?.get('userId') === member.id && navigation.formData?.get('intent') === intent
  return (
    <button type="submit" className={className} disabled={pending}>
      {children}
      <span className="sr-only">{t('members.forMember', { name: member.name })}</span>
    </button>
  )
}
