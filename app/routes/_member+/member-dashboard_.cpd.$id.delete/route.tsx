import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, useActionData, useLoaderData, type ClientActionFunctionArgs } from '@remix-run/react'
import { AccountCard } from '#app/components/account-card.tsx'
import { CPD_DELETE_FAILED, deleteCpdEntryFromBrowser } from '#app/components/cpd/client-actions.ts'
import { CpdStatusBadge, useHoursLabel } from '#app/components/cpd/cpd-labels.tsx'
import { FormActions, FormErrors } from '#app/components/forms.tsx'
import { deleteCpdEntry, loadDeleteCpdEntryPage } from '#app/routes/_member+/member-dashboard/cpd-entries.server.ts'
import { useIsPending } from '#app/utils/hooks.ts'
import { metaTranslation, useListLabel, useTranslation } from '#app/utils/i18n.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { formatDate } from '#app/domain/dates.ts'
import { cpdPaths } from '#app/config/member-paths.ts'
import { paths } from '#app/config/paths.ts'

export async function loader(args: LoaderFunctionArgs) {
  return loadDeleteCpdEntryPage(args)
}

export async function action(args: ActionFunctionArgs) {
  return deleteCpdEntry(args)
}

export async function clientAction(args: ClientActionFunctionArgs) {
  return deleteCpdEntryFromBrowser(args)
}

export const meta: MetaFunction = ({ location, matches }) => {
  const { t } = metaTranslation(matches, 'cpd')
  return [
    ...pageMeta({ title: t('delete'), description: t('pages.deleteMetaDescription'), location, matches }),
    { name: 'robots', content: 'noindex' },
  ]
}

/** The confirmation step before a delete, for members without JavaScript (with it, a dialog asks). */
export default function DeleteCpdEntryPage() {
  const { entry } = useLoaderData<typeof loader>()
  const failure = useActionData<typeof clientAction>()
  const isPending = useIsPending()
  const { t, locale } = useTranslation('cpd')
  const listLabel = useListLabel()
  const hoursLabel = useHoursLabel()
  return (
    <div className="container-page py-10 sm:py-14">
      <AccountCard title={t('delete')} subtitle={t('pages.deleteSubtitle')}>
        <Form method="post" action={cpdPaths.delete(entry.id)} className="space-y-6">
          <FormErrors errors={failure ? [CPD_DELETE_FAILED] : null} />
          <div className="rounded-lg border border-slate-200 p-4">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <p className="break-words font-semibold text-slate-900">{entry.title}</p>
              <CpdStatusBadge status={entry.status} />
            </div>
            <p className="mt-1 text-sm text-slate-700">
              {entry.provider} · {listLabel('cpdCategories', entry.category)} · {hoursLabel(entry.hours)} · {formatDate(entry.date, locale)}
            </p>
          </div>
          <FormActions backTo={paths.dashboard} backLabel={t('form.cancel')} submitLabel={t('deleteDialog.confirm')} pending={isPending} pendingText={t('deleteDialog.deleting')} danger />
        </Form>
      </AccountCard>
    </div>
  )
}
