import { Link } from '@remix-run/react'
import type { ReactNode } from 'react'
import { paths } from '#app/config/paths.ts'
import { formatFileSize, type MemberResourceView } from '#app/domain/member-resources.ts'
import { useTranslation } from '#app/utils/i18n.ts'

/** The public pages that still help a member, under the association's own resources. */
const publicPages = [
  { to: paths.resources, label: 'resources.papers' },
  { to: paths.training, label: 'resources.training' },
  { to: paths.news, label: 'resources.events' },
] as const

/**
 * The Member Resources tab (issue 17): the documents and links the association publishes to members,
 * each with what its button does (a PDF download and its size, or a link that opens elsewhere), then
 * links to public pages (issue 30: only for an active membership, `resources` null otherwise); `addCpdEntry` is the dashboard's "Add CPD Entry" control (a dialog with JavaScript).
 */
export function ResourcesPanel({ resources, addCpdEntry }: { resources: readonly MemberResourceView[] | null; addCpdEntry: ReactNode }) {
  const { t, locale } = useTranslation('dashboard')
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <section aria-labelledby="resources-heading" className="card lg:col-span-2">
        <h2 id="resources-heading" className="text-lg font-semibold text-slate-900">
          {t('resources.heading')}
        </h2>
        <p className="mt-1 text-sm text-slate-700">{t('resources.intro')}</p>
        {resources === null ? (
          // Not an active member (an applicant, an expired or suspended membership): why, not an empty list.
          <p className="mt-4 rounded-lg border border-dashed border-slate-300 p-4 text-slate-700">{t('resources.membersOnly')}</p>
        ) : resources.length === 0 ? (
          <p className="mt-4 rounded-lg border border-dashed border-slate-300 p-4 text-slate-700">{t('resources.none')}</p>
        ) : (
          <ul className="mt-4 space-y-3">
            {resources.map((resource) => {
              // A text not written in the page's language says which it is in (screen readers, spellcheck).
              const lang = (field: keyof MemberResourceView['langs']) => (resource.langs[field] !== locale ? resource.langs[field] : undefined)
              const headingId = `resource-${resource.id}`
              return (
                <li key={resource.id} aria-labelledby={headingId} className="rounded-lg border border-slate-200 p-4">
                  {resource.category ? (
                    <p lang={lang('category')} className="text-xs font-semibold uppercase tracking-wide text-brand-800">
                      {resource.category}
                    </p>
                  ) : null}
                  <h3 id={headingId} lang={lang('title')} className="font-semibold text-slate-900">
                    {resource.title}
                  </h3>
                  {resource.description ? (
                    <p lang={lang('description')} className="mt-1 whitespace-pre-line text-sm text-slate-700">
                      {resource.description}
                    </p>
                  ) : null}
                  <p className="mt-3">
                    {resource.kind === 'document' ? (
                      // A plain link, not `download`: with an expired session that would save the sign-in page as the file.
                      <a href={resource.href} className="btn-secondary" aria-describedby={headingId}>
                        {t('resources.download', { size: formatFileSize(resource.size ?? 0, locale) })}
                      </a>
                    ) : (
                      <a href={resource.href} className="btn-secondary" rel="noopener noreferrer" aria-describedby={headingId}>
                        {t('resources.openLink')}
                      </a>
                    )}
                  </p>
                </li>
              )
            })}
          </ul>
        )}
        <h3 className="mt-6 text-sm font-semibold text-slate-900">{t('resources.publicHeading')}</h3>
        <ul className="mt-1 [&_a]:flex [&_a]:min-h-11 [&_a]:items-center [&_a]:underline">
          {publicPages.map((page) => (
            <li key={page.to}>
              <Link to={page.to}>{t(page.label)}</Link>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="quick-actions-heading" className="card">
        <h2 id="quick-actions-heading" className="text-lg font-semibold text-slate-900">
          {t('resources.quickActions')}
        </h2>
        <ul className="mt-4 flex flex-col gap-3">
          <li>
            <Link to={paths.profile} className="btn-secondary w-full">
              {t('resources.updateProfile')}
            </Link>
          </li>
          <li>{addCpdEntry}</li>
          <li>
            <Link to={paths.findPractitioner} className="btn-secondary w-full">
              {t('resources.findPractitioner')}
            </Link>
          </li>
        </ul>
      </section>
    </div>
  )
}
