import { redirect, type ActionFunctionArgs } from '@remix-run/node'
import { Link } from '@remix-run/react'
import { adminPaths } from '#app/config/admin-paths.ts'
import { auditActorOf } from '#app/services/audit.server.ts'
import { cancelAccountClosure } from '#app/services/account-closure.server.ts'
import { useTranslation } from '#app/utils/i18n.ts'
import { requireAdmin } from '#app/utils/permissions.server.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'

/** The "Cancel closure" button of a member's row on /admin/members posts here; back to the list with a toast. */
export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, 'members')
  const result = await cancelAccountClosure(auditActorOf(admin), params.id ?? '')
  // A refusal (nothing pending, already erased) goes back to the list too: this address has no page of its own.
  return redirectWithToast(adminPaths.members, { type: result.ok ? 'success' : 'error', title: result.message })
}

export const loader = () => redirect(adminPaths.members)

/** Never drawn for a success or a refusal (both redirect): here so that a refused visitor gets the access-denied page. */
export default function CancelClosure() {
  const { t } = useTranslation('admin')
  return (
    <div className="mx-auto max-w-xl px-4 py-10">
      <Link to={adminPaths.members} className="btn-secondary">
        {t('nav.members')}
      </Link>
    </div>
  )
}
