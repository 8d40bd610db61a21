import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { adminMeta, adminMetaT } from '#app/components/admin/admin-meta.ts'
import { AdminShell } from '#app/components/admin/admin-shell.tsx'
import { Detail } from '#app/components/admin/detail.tsx'
import { ErrorList, FormErrors } from '#app/components/forms.tsx'
import { adminPaths } from '#app/config/admin-paths.ts'
import { formatDate } from '#app/domain/dates.ts'
import { useListLabel, useTranslation } from '#app/utils/i18n.ts'
import { fellowshipsAction, loadFellowshipsPage, type FellowshipDecisionFailure } from './fellowships.server.ts'

export async function loader(args: LoaderFunctionArgs) {
  return loadFellowshipsPage(args)
}

export async function action(args: ActionFunctionArgs) {
  return fellowshipsAction(args)
}

export const meta: MetaFunction = ({ location, matches }) => {
  const t = adminMetaT(matches)
  return adminMeta(t('fellowships.title'), { location, matches }, t('fellowships.metaDescription'))
}

type FellowshipRequest = ReturnType<typeof useLoaderData<typeof loader>>['requests'][number]

const controlClass =
  'block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-600 aria-[invalid=true]:border-red-700'

/**
 * /admin/applications/fellowships: members' open requests to become a Fellow, oldest first. Approve makes
 * the member a Fellow and invoices the fee difference; Decline needs a reason the member is mailed.
 * Plain forms: without JavaScript each posts and the page comes back; a refused one keeps what was typed.
 */
export default function AdminFellowshipsPage() {
  const { requests } = useLoaderData<typeof loader>()
  const failure = useActionData<FellowshipDecisionFailure>()
  const { t } = useTranslation('admin')
  return (
    <AdminShell title={t('fellowships.title')}>
      <p className="mb-4 max-w-3xl text-slate-700">{t('fellowships.intro')}</p>
      <p className="mb-6">
        <Link to={adminPaths.applications} className="link">
          {t('fellowships.applicationsLink')}
        </Link>
      </p>
      {failure && !requests.some((r) => r.id === failure.requestId) ? <FormErrors errors={[failure.message]} /> : null}
      <h2 className="mb-4 text-lg font-semibold text-slate-900">{t('fellowships.count', { count: requests.length })}</h2>
      {requests.length ? (
        <ul className="space-y-4" aria-label={t('fellowships.listLabel')}>
          {requests.map((request) => (
            <li key={request.id}>
              <FellowshipCard request={request} failure={failure?.requestId === request.id ? failure : undefined} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="card text-slate-700">{t('fellowships.none')}</p>
      )}
    </AdminShell>
  )
}

function FellowshipCard({ request, failure }: { request: FellowshipRequest; failure?: FellowshipDecisionFailure }) {
  const { t, locale } = useTranslation('admin')
  const listLabel = useListLabel()
  const navigation = useNavigation()
  const busy = navigation.state === 'submitting' && navigation.formData?.get('requestId') === request.id
  const headingId = `fellowship-${request.id}`
  const approveError = failure?.intent === 'approve' ? failure : undefined
  const declineError = failure?.intent === 'decline' ? failure : undefined
  const reasonError = declineError?.fieldErrors.reason
  const { member } = request
  return (
    <article aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h3 id={headingId} className="text-lg font-semibold text-slate-900">
        {member.name}
      </h3>
      <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        <Detail term={t('fellowships.membershipId')}>{member.membershipId ?? '—'}</Detail>
        <Detail term={t('fellowships.type')}>{listLabel('membershipTypes', member.membershipType)}</Detail>
        <Detail term={t('fellowships.joined')}>{formatDate(`${member.joinedOn}T04:00:00Z`, locale)}</Detail>
        <Detail term={t('fellowships.years')}>{member.years}</Detail>
        <Detail term={t('fellowships.asked')}>{formatDate(request.createdAt, locale)}</Detail>
        <Detail term={t('fellowships.invoice')}>{request.invoiceTotal > 0 ? `RM ${request.invoiceTotal.toFixed(2)}` : t('fellowships.noInvoice')}</Detail>
      </dl>
      {request.note ? (
        <p className="mt-3 whitespace-pre-line break-words text-sm text-slate-800">
          <span className="font-medium">{t('fellowships.note')}:</span> {request.note}
        </p>
      ) : null}
      <div className="mt-4 grid gap-4 border-t border-slate-200 pt-4 md:grid-cols-2">
        <Form method="post" action={adminPaths.fellowships} className="space-y-3" aria-label={t('fellowships.approveFormLabel', { name: member.name })}>
          <input type="hidden" name="requestId" value={request.id} />
          <FormErrors errors={approveError ? [approveError.message] : null} />
          <button type="submit" name="intent" value="approve" className="btn-primary" disabled={busy}>
            {t('fellowships.approve')}
            <span className="sr-only"> {member.name}</span>
          </button>
        </Form>
        <Form method="post" action={adminPaths.fellowships} className="space-y-3" aria-label={t('fellowships.declineFormLabel', { name: member.name })}>
          <input type="hidden" name="requestId" value={request.id} />
          <FormErrors errors={declineError && !reasonError ? [declineError.message] : null} />
          <div>
            <label htmlFor={`reason-${request.id}`} className="mb-1 block text-sm font-medium text-slate-800">
              {t('fellowships.reasonLabel')}
            </label>
            <textarea
              id={`reason-${request.id}`}
              name="reason"
              rows={2}
              maxLength={1000}
              required
              defaultValue={declineError?.typed.reason ?? ''}
              aria-invalid={reasonError ? true : undefined}
              aria-describedby={reasonError ? `reason-${request.id}-error` : undefined}
              className={controlClass}
            />
            <ErrorList id={`reason-${request.id}-error`} errors={reasonError} />
          </div>
          <button type="submit" name="intent" value="decline" className="btn-danger" disabled={busy}>
            {t('fellowships.decline')}
            <span className="sr-only"> {member.name}</span>
          </button>
        </Form>
      </div>
    </article>
  )
}
