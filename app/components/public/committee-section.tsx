import { LocalizedText } from '#app/components/public/localized-text.tsx'
import { MediaImage } from '#app/components/media-image.tsx'
import type { Locale } from '#app/domain/locale.ts'
import type { MediaImage as StoredImage } from '#app/domain/media.ts'
import { useTranslation } from '#app/utils/i18n.ts'
import { nameWithSalutation } from '#app/domain/names.ts'

export interface CommitteeContent {
  term: string
  growingLeadership: string
  members: ReadonlyArray<{
    id: string
    salutation: string
    name: string
    position: { text: string; lang: Locale }
    organisation: string
    initials: string
    portrait: StoredImage | null
  }>
  groupPhoto: StoredImage | null
}

/**
 * The Executive Committee on /about (`paths.committee`), from the database (administrators manage it on
 * /admin-content; the home page only links here, issue 17): the group
 * photo, then the members' cards in a <details> element, so 'View Details' / 'Hide Details' works
 * without JavaScript; the summary's words follow its open state through CSS. A member without a
 * portrait shows their initials. A portrait beside the name it shows is decorative (`alt=""`): the
 * name is read once, not twice.
 */
export function CommitteeSection({ content }: { content: CommitteeContent }) {
  const { term, members, groupPhoto, growingLeadership } = content
  const { t, locale } = useTranslation('about')
  return (
    <section id="committee" aria-labelledby="committee-heading" className="bg-slate-100">
      <div className="container-page py-12 sm:py-16">
        <h2 id="committee-heading" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {t('committee.title')}
        </h2>
        <p className="mt-3 max-w-3xl text-slate-700">{t('committee.intro', { term })}</p>
        {groupPhoto ? (
          <figure className="mt-8 max-w-3xl overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
            <MediaImage image={groupPhoto} sizes="(min-width: 800px) 768px, 100vw" className="w-full" />
            <figcaption className="px-4 py-3 text-sm text-slate-700">{t('committee.caption', { term })}</figcaption>
          </figure>
        ) : null}
        {members.length ? (
          <details className="group mt-6">
            <summary className="btn-secondary cursor-pointer list-none [&::-webkit-details-marker]:hidden">
              <span className="group-open:hidden">{t('committee.view')}</span>
              <span className="hidden group-open:inline">{t('committee.hide')}</span>
              <span className="sr-only">{t('committee.ofMembers')}</span>
            </summary>
            <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label={t('committee.caption', { term })}>
              {members.map((member) => (
                <li key={member.id} className="card flex items-start gap-4 p-4">
                  {member.portrait ? (
                    <div className="h-16 w-16 shrink-0 overflow-hidden rounded-full bg-slate-200">
                      <MediaImage image={member.portrait} sizes="64px" decorative className="h-16 w-16 object-cover" />
                    </div>
                  ) : (
                    <span
                      aria-hidden="true"
                      className="inline-flex h-16 w-16 shrink-0 items-center justify-center rounded-full bg-brand-700 font-semibold text-white"
                    >
                      {member.initials}
                    </span>
                  )}
                  <div>
                    <h3 className="font-semibold text-slate-900">
                      {nameWithSalutation(member.salutation, member.name, locale)}
                    </h3>
                    <p className="text-sm font-medium text-brand-800">
                      <LocalizedText field={member.position} />
                    </p>
                    {member.organisation ? <p className="text-sm text-slate-700">{member.organisation}</p> : null}
                  </div>
                </li>
              ))}
            </ul>
          </details>
        ) : null}
        <div className="mt-8 rounded-xl border border-brand-200 bg-white p-6">
          <h3 className="text-lg font-semibold text-slate-900">{t('committee.growing')}</h3>
          <p className="mt-2 text-slate-700">{growingLeadership}</p>
        </div>
      </div>
    </section>
  )
}
