import { Form } from '@remix-run/react'
import type { ReactNode } from 'react'
import { PageHero } from '#app/components/public/page-hero.tsx'
import { PageSection } from '#app/components/public/page-section.tsx'
import { useIsPending } from '#app/utils/hooks.ts'
import { useTranslation } from '#app/utils/i18n.ts'

/**
 * What a newsletter mail's link opens (confirming a subscription, leaving the list): the question about
 * the address and one button that posts the link's values back; once done, what was done instead.
 */
export function NewsletterLinkPage({
  id,
  title,
  question,
  button,
  hidden,
  done,
  children,
}: {
  id: string
  title: string
  question: string
  button: string
  /** The link's values (its token, the address) as the form sends them. */
  hidden: Record<string, string>
  /** Shown instead of the form once the link was used. */
  done?: string | null
  children?: ReactNode
}) {
  const { t } = useTranslation('news')
  const isPending = useIsPending()
  return (
    <>
      <PageHero title={title} />
      <PageSection id={id} title={t('newsletter.title')}>
        {done ? (
          <p role="status" className="text-slate-800">
            {done}
          </p>
        ) : (
          <Form method="post" className="card max-w-xl space-y-4">
            <p className="text-slate-800">{question}</p>
            {children}
            {Object.entries(hidden).map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))}
            <button type="submit" className="btn-primary" disabled={isPending}>
              {button}
            </button>
          </Form>
        )}
      </PageSection>
    </>
  )
}
