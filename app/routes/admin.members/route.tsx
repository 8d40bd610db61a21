import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, useActionData, useLoaderData, useNavigation, useRouteError, useSearchParams } from '@remix-run/react'
import type { ReactNode } from 'react'
import { AdminShell } from '#app/components/admin/admin-shell.tsx'
import { pageHrefKeeping, Pagination } from '#app/components/admin/pagination.tsx'
import { MembershipStatusBadge } from '#app/components/dashboard/membership-status-badge.tsx'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { FormErrors } from '#app/components/forms.tsx'
import { MEMBERSHIP_STATUSES } from '#app/domain/constants.ts'
import { formatHours } from '#app/domain/cpd-records.ts'
import { formatDateTime } from '#app/domain/dates.ts'
import { adminMeta } from '#app/components/admin/admin-meta.ts'
import { adminPaths } from '#app/config/admin-paths.ts'
import { loadAdminMembersPage, memberAccountAction } from './members.server.ts'
import { MEMBERSHIP_ID_MAX_LENGTH } from '#app/validation/form-constraints.ts'

export async function loader(args: LoaderFunctionArgs) {
  return loadAdminMembersPage(args)
}

export async function action(args: ActionFunctionArgs) {
  return memberAccountAction(args)
}

export const meta: MetaFunction = ({ location, matches }) => adminMeta('Member Accounts', { location, matches }, 'Manage member accounts, membership status and administrators.')

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

  return (
    <AdminShell title="Member Accounts">
      <p className="mb-6 max-w-3xl text-slate-700">
        Set a member's membership status or membership ID, grant or remove administrator rights, or deactivate an account. An account is
        linked to the directory listing with the same membership ID: set a member's ID here to link them to their listing. A suspended or
        expired member's directory listing is hidden from the public until their membership is active again.
      </p>

      <Form method="get" role="search" aria-label="Member accounts" className="mb-6 grid gap-3 sm:grid-cols-[1fr_12rem_auto] sm:items-end">
        <div>
          <label htmlFor="member-search" className="mb-1 block text-sm font-medium text-slate-800">
            Search members
          </label>
          <input
            id="member-search"
            type="search"
            name="search"
            defaultValue={data.search}
            maxLength={100}
            placeholder="Name, email, username or membership ID"
            className={controlClass}
          />
        </div>
        <div>
          <label htmlFor="member-status" className="mb-1 block text-sm font-medium text-slate-800">
            Membership status
          </label>
          <select id="member-status" name="status" defaultValue={data.status} className={controlClass}>
            <option value="">All statuses</option>
            {MEMBERSHIP_STATUSES.map((s) => (
              <option key={s} value={s}>
                {capitalise(s)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn-secondary">
          Search
        </button>
      </Form>

      <FormErrors errors={failure ? [failure.message] : null} />

      <section aria-labelledby="members-heading" className="mt-4">
        <h2 id="members-heading" className="mb-4 text-lg font-semibold text-slate-900">
          {data.total === 1 ? '1 account' : `${data.total} accounts`}
        </h2>
        {data.members.length ? (
          <ul className="space-y-4" aria-label="Accounts">
            {data.members.map((member) => (
              <li key={member.id}>
                <MemberCard member={member} isCurrentUser={member.id === data.currentUserId} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="rounded-md border border-slate-200 bg-white p-6 text-slate-700">No account matches this search.</p>
        )}
        <Pagination label="Member pages" page={data.page} totalPages={data.pageCount} hrefFor={pageHrefKeeping(adminPaths.members, searchParams)} />
      </section>
    </AdminShell>
  )
}

function capitalise(text: string) {
  return text.charAt(0).toUpperCase() + text.slice(1)
}

function MemberCard({ member, isCurrentUser }: { member: Member; isCurrentUser: boolean }) {
  const headingId = `member-${member.id}-name`
  return (
    <article aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={headingId} className="text-lg font-semibold text-slate-900">
          {member.name}
          {isCurrentUser ? <span className="font-normal text-slate-600"> (you)</span> : null}
        </h3>
        <MembershipStatusBadge status={member.membershipStatus} />
        {member.isAdmin ? (
          <span className="rounded-full bg-brand-100 px-2.5 py-0.5 text-xs font-semibold text-brand-900 ring-1 ring-brand-300">
            Administrator
          </span>
        ) : null}
        {member.isActive ? null : (
          <span className="rounded-full bg-red-100 px-2.5 py-0.5 text-xs font-semibold text-red-900 ring-1 ring-red-300">Deactivated</span>
        )}
      </div>
      <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2 lg:grid-cols-3">
        <Detail term="Email">
          <span className="break-all">{member.email}</span>
        </Detail>
        <Detail term="Username">{member.username}</Detail>
        <Detail term="Membership ID">{member.membershipId}</Detail>
        <Detail term="Membership type">{member.membershipType}</Detail>
        <Detail term="Last sign-in">{member.lastLogin ? formatDateTime(member.lastLogin) : 'Never'}</Detail>
        <Detail term="CPD">
          {formatHours(member.cpd.approvedHours)} approved hours · {member.cpd.pendingCount} waiting for review
        </Detail>
        <Detail term="Administrator">{member.isAdmin ? 'Yes' : 'No'}</Detail>
        <Detail term="Account">{member.isActive ? 'Active' : 'Deactivated: cannot sign in'}</Detail>
      </dl>
      <div className="mt-4 flex flex-wrap items-end gap-3 border-t border-slate-200 pt-4">
        <ActionForm intent="set-status" member={member} className="flex items-end gap-2">
          <div>
            <label htmlFor={`status-${member.id}`} className="mb-1 block text-sm font-medium text-slate-800">
              Membership status
            </label>
            <select id={`status-${member.id}`} name="membershipStatus" defaultValue={member.membershipStatus} className={controlClass}>
              {MEMBERSHIP_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {capitalise(s)}
                </option>
              ))}
            </select>
          </div>
          <ActionButton member={member} intent="set-status" className="btn-secondary">
            Save status
          </ActionButton>
        </ActionForm>
        <ActionForm intent="set-membership-id" member={member} className="flex items-end gap-2">
          <div>
            <label htmlFor={`membership-id-${member.id}`} className="mb-1 block text-sm font-medium text-slate-800">
              Membership ID
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
            Save ID
          </ActionButton>
        </ActionForm>
        <ActionForm intent={member.isAdmin ? 'remove-admin' : 'grant-admin'} member={member}>
          <ActionButton member={member} intent={member.isAdmin ? 'remove-admin' : 'grant-admin'} className="btn-secondary">
            {member.isAdmin ? 'Remove administrator' : 'Make administrator'}
          </ActionButton>
        </ActionForm>
        {isCurrentUser ? null : (
          <ActionForm intent={member.isActive ? 'deactivate' : 'reactivate'} member={member}>
            <ActionButton
              member={member}
              intent={member.isActive ? 'deactivate' : 'reactivate'}
              className={member.isActive ? 'btn-ghost text-red-800 hover:bg-red-50' : 'btn-secondary'}
            >
              {member.isActive ? 'Deactivate account' : 'Reactivate account'}
            </ActionButton>
          </ActionForm>
        )}
      </div>
    </article>
  )
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-slate-600">{term}</dt>
      <dd className="text-slate-900">{children}</dd>
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
  const pending =
    navigation.state === 'submitting' && navigation.formData?.get('userId') === member.id && navigation.formData?.get('intent') === intent
  return (
    <button type="submit" className={className} disabled={pending}>
      {children}
      <span className="sr-only"> for {member.name}</span>
    </button>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary error={useRouteError()} />
}
