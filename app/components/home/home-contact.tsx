import { Link } from '@remix-run/react'
import { paths } from '#app/config/paths.ts'
import { useTranslation } from '#app/utils/i18n.ts'

/** The home page's last part: where the contact form and the committee are (issue 17 moved both off it). */
export function HomeContact() {
  const { t } = useTranslation('home')
  return (
    <section id="contact" aria-labelledby="contact-heading" className="bg-slate-100">
      <div className="container-page py-8 sm:py-14">
        <h2 id="contact-heading" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {t('contact.title')}
        </h2>
        <p className="mt-2 max-w-3xl text-slate-700">{t('contact.intro')}</p>
        <ul className="mt-3 flex flex-col sm:flex-row sm:gap-8">
          <li>
            <Link to={paths.contactForm} className="link-tap font-semibold">
              {t('contact.message')}
            </Link>
          </li>
          <li>
            <Link to={paths.committee} className="link-tap font-semibold">
              {t('contact.committee')}
            </Link>
          </li>
        </ul>
      </div>
    </section>
  )
}
