import { Link } from '@remix-run/react'
import { paths } from '#app/config/paths.ts'
import { useTranslation } from '#app/utils/i18n.ts'

const BENEFITS = ['listing', 'cpd', 'ethics'] as const

/** Membership in three lines, and the two ways on: apply, or read the types and fees first. */
export function HomeMembership() {
  const { t } = useTranslation('home')
  return (
    <section id="membership" aria-labelledby="membership-heading" className="bg-slate-100">
      <div className="container-page py-8 sm:py-14">
        <h2 id="membership-heading" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {t('membership.title')}
        </h2>
        <p className="mt-2 max-w-3xl text-slate-700">{t('membership.intro')}</p>
        <ul className="mt-4 space-y-2">
          {BENEFITS.map((benefit) => (
            <li key={benefit} className="flex gap-3 text-slate-800">
              <span aria-hidden="true" className="mt-2 h-2.5 w-2.5 shrink-0 rounded-full bg-brand-600" />
              {t(`membership.benefits.${benefit}`)}
            </li>
          ))}
        </ul>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-center">
          <Link to={paths.register} className="btn-primary">
            {t('membership.apply')}
          </Link>
          <Link to={paths.membership} className="link-tap justify-center font-semibold sm:justify-start">
            {t('membership.types')}
          </Link>
        </div>
      </div>
    </section>
  )
}
