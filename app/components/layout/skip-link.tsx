import { useTranslation } from '#app/utils/i18n.ts'

export function SkipLink() {
  const { t } = useTranslation('nav')
  return (
    <a
      href="#main"
      className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-brand-900 focus:not-sr-only focus:absolute focus:inline-flex focus:min-h-11 focus:items-center focus:left-4 focus:top-4"
    >
      {t('skipToContent')}
    </a>
  )
}
