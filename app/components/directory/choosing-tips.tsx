import { Link } from '@remix-run/react'
import { cn } from '#app/components/class-names.ts'
import { paths } from '#app/config/paths.ts'
import { registerPaths } from '#app/config/register-paths.ts'
import { Trans, useTranslation } from '#app/utils/i18n.ts'

/** The four tips, in order (their words: directory.json, `tips`). */
const TIPS = ['training', 'doctor', 'talk', 'comfort'] as const

/** Four tips for choosing a practitioner (spec section 2). */
export function ChoosingTips({ className }: { className?: string }) {
  const { t } = useTranslation('directory')
  return (
    <section aria-labelledby="choosing-tips-heading" className={cn('rounded-xl border border-slate-200 bg-white p-6 shadow-sm', className)}>
      <h2 id="choosing-tips-heading" className="text-xl font-semibold text-slate-900">
        {t('tips.title')}
      </h2>
      <ol className="mt-4 grid gap-5 sm:grid-cols-2">
        {TIPS.map((tip, index) => (
          <li key={tip} className="flex gap-3">
            <span aria-hidden="true" className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white">
              {index + 1}
            </span>
            <div>
              <h3 className="font-semibold text-slate-900">{t(`tips.${tip}.title`)}</h3>
              <p className="mt-1 text-sm leading-relaxed text-slate-700">{t(`tips.${tip}.text`)}</p>
            </div>
          </li>
        ))}
      </ol>
      <p className="mt-5 text-sm text-slate-700">
        <Trans
          text={t('tips.concern')}
          components={{
            link: (words) => (
              <Link to={paths.contact} className="link">
                {words}
              </Link>
            ),
          }}
        />
      </p>
      <p className="mt-2 text-sm text-slate-700">
        <Trans
          text={t('tips.register')}
          components={{
            link: (words) => (
              <a href={registerPaths.page} className="link">
                {words}
              </a>
            ),
          }}
        />
      </p>
    </section>
  )
}
