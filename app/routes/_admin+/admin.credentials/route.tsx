import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { adminMeta, adminMetaT } from '#app/components/admin/admin-meta.ts'
import { AdminShell } from '#app/components/admin/admin-shell.tsx'
import { Detail } from '#app/components/admin/detail.tsx'
import { FormErrors } from '#app/components/forms.tsx'
import { credentialPaths } from '#app/config/credential-paths.ts'
import { formatDate } from '#app/domain/dates.ts'
import { useTranslation } from '#app/utils/i18n.ts'
import type { RouteHandle } from '#app/utils/route-handle.ts'
import { credentialsQueueAction, loadCredentialsQueue, type CredentialDecisionFailure } from './credentials-queue.server.ts'

/** Plain forms and links: sent as HTML with the pending-state script, not hydrated. */
export const handle: RouteHandle = { hydrate: false, enhance: ['pending-forms'] }

export async function loader(args: LoaderFunctionArgs) {
  return loadCredentialsQueue(args)
}

export async function action(args: ActionFunctionArgs) {
  return credentialsQueueAction(args)
}

export const meta: MetaFunction = ({ location, matches }) => adminMeta(adminMetaT(matches)('nav.cpd'), { location, matches })

type Queued = ReturnType<typeof useLoaderData<typeof loader>>['credentials'][number]

const controlClass =
  'block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-600 aria-[invalid=true]:border-red-700'

const STATUSES = ['pending', 'confirmed', 'rejected'] as const

/** The CPD reviewer's credentials (issue 36, item 4): waiting ones oldest first, each confirmed or rejected with a reason. */
export default function AdminCredentialsPage() {
  const { status, credentials } = useLoaderData<typeof loader>()
  const failure = useActionData<CredentialDecisionFailure>()
  const { t } = useTranslation('credentials')
  return (
    <AdminShell title={t('admin.title')}>
      <p className="mb-4 max-w-3xl text-slate-700">{t('admin.intro')}</p>
      <nav aria-label={t('admin.filter')} className="mb-6">
        <ul className="flex flex-wrap gap-2">
          {STATUSES.map((s) => (
            <li key={s}>
              <Link
                to={credentialPaths.adminInStatus(s)}
                aria-current={s === status ? 'page' : undefined}
                className="inline-flex min-h-11 items-center rounded-md border border-slate-300 px-3 text-sm font-medium text-slate-800 aria-[current=page]:border-brand-700 aria-[current=page]:bg-brand-50"
              >
                {t(`admin.statuses.${s}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {failure && !credentials.some((c) => c.id === failure.credentialId) ? <FormErrors errors={[failure.message]} /> : null}
      {credentials.length ? (
        <ul className="space-y-4">
          {credentials.map((credential) => (
            <li key={credential.id}>
              <CredentialCard credential={credential} failure={failure?.credentialId === credential.id ? failure : undefined} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="card text-slate-700">{t('admin.none')}</p>
      )}
    </AdminShell>
  )
}

function CredentialCard({ credential, failure }: { credential: Queued; failure?: CredentialDecisionFailure }) {
  const { t, locale } = useTranslation('credentials')
  const day = (value: string) => formatDate(`${value}T04:00:00Z`, locale)
  const headingId = `credential-${credential.id}`
  const kind = t(`kinds.${credential.kind}`)
  const name = credential.member.name || credential.member.membershipId
  return (
    <article aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm" data-testid="queued-credential">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {kind}: {name}
      </h2>
      <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        <Detail term={t('admin.member')}>
          <Link to={credential.member.page} className="link inline-flex min-h-11 items-center">
            {name} {credential.member.membershipId ? `(${credential.member.membershipId})` : ''}
          </Link>
        </Detail>
        {credential.issuer ? <Detail term={t('list.issuer')}>{credential.issuer}</Detail> : null}
        {credential.number ? <Detail term={t('list.number')}>{credential.number}</Detail> : null}
        <Detail term={t('list.dates')}>{t('list.datesValue', { from: day(credential.from), until: day(credential.until) })}</Detail>
        <Detail term={t('list.certificate')}>
          {credential.certificateUrl ? (
            <a href={credential.certificateUrl} className="link inline-flex min-h-11 items-center">
              {t('list.openCertificate')}
            </a>
          ) : (
            t('list.noCertificate')
          )}
        </Detail>
        <Detail term={t('admin.recorded')}>{formatDate(credential.recordedAt, locale)}</Detail>
      </dl>
      {credential.status === 'rejected' && credential.rejectReason ? (
        <p className="mt-3 whitespace-pre-line break-words text-sm text-slate-800">{t('admin.rejectReason', { reason: credential.rejectReason })}</p>
      ) : null}
      {credential.status === 'pending' ? (
        <div className="mt-4 grid gap-4 border-t border-slate-200 pt-4 md:grid-cols-2">
          <Form method="post" action={credentialPaths.admin} className="space-y-3">
            <input type="hidden" name="credentialId" value={credential.id} />
            <FormErrors errors={failure?.intent === 'confirm' ? [failure.message] : null} />
            <button type="submit" name="intent" value="confirm" className="btn-primary" aria-label={t('admin.confirmNamed', { kind, name })}>
              {t('admin.confirm')}
            </button>
          </Form>
          <Form method="post" action={credentialPaths.admin} className="space-y-3">
            <input type="hidden" name="credentialId" value={credential.id} />
            <FormErrors errors={failure && failure.intent !== 'confirm' ? [failure.message] : null} />
            <div>
              <label htmlFor={`reason-${credential.id}`} className="mb-1 block text-sm font-medium text-slate-800">
                {t('admin.reason')}
              </label>
              <textarea id={`reason-${credential.id}`} name="reason" rows={2} maxLength={1000} required defaultValue={failure?.reason ?? ''} className={controlClass} />
            </div>
            <button type="submit" name="intent" value="reject" className="btn-danger">
              {t('admin.reject')}
              <span className="sr-only">
                {' '}
                {kind}: {name}
              </span>
            </button>
          </Form>
        </div>
      ) : credential.reviewedAt ? (
        <p className="mt-3 text-sm text-slate-700">{t('admin.reviewedOn', { date: formatDate(credential.reviewedAt, locale) })}</p>
      ) : null}
    </article>
  )
}
