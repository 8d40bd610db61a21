import type { SubmissionResult } from '@conform-to/react'
import { Link, useActionData } from '@remix-run/react'
import { AccountCard } from '#app/components/account-card.tsx'
import type { CpdEntryView } from '#app/domain/cpd-records.ts'
import { useIsPending } from '#app/utils/hooks.ts'
import { CpdEntryForm } from './cpd-entry-form.tsx'
import type { Constraint } from '#app/components/server-form.ts'
import { useTranslation } from '#app/utils/i18n.ts'
import { cpdPaths } from '#app/config/member-paths.ts'
import { paths } from '#app/config/paths.ts'

/** The add or edit form as a page of its own: what "Add CPD Entry" and "Edit" open without JavaScript. */
export function CpdEntryFormPage({
  title,
  subtitle,
  entry,
  today,
  constraint,
}: {
  title: string
  subtitle: string
  /** The entry to edit, or null to add one. */
  entry: CpdEntryView | null
  today: string
  constraint: Record<string, Constraint>
}) {
  const lastResult = useActionData<SubmissionResult<string[]>>()
  const { t } = useTranslation('cpd')
  return (
    <div className="container-page py-10 sm:py-14">
      <AccountCard wide title={title} subtitle={subtitle}>
        <CpdEntryForm
          id={entry ? `cpd-entry-${entry.id}` : 'cpd-entry-new'}
          action={entry ? cpdPaths.edit(entry.id) : cpdPaths.add}
          entry={entry}
          today={today}
          constraint={constraint}
          lastResult={lastResult}
          pending={useIsPending()}
          cancel={
            <Link to={paths.dashboard} className="btn-secondary">
              {t('form.cancel')}
            </Link>
          }
        />
      </AccountCard>
    </div>
  )
}
