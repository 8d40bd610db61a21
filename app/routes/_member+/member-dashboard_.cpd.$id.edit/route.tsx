import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData, type ClientActionFunctionArgs } from '@remix-run/react'
import { saveCpdEntryFromBrowser } from '#app/components/cpd/client-actions.ts'
import { CpdEntryFormPage } from '#app/components/cpd/cpd-entry-form-page.tsx'
import { loadEditCpdEntryPage, saveCpdEntry } from '#app/routes/_member+/member-dashboard/cpd-entries.server.ts'
import { metaTranslation, useTranslation } from '#app/utils/i18n.ts'
import { pageMeta } from '#app/utils/meta.ts'

export async function loader(args: LoaderFunctionArgs) {
  return loadEditCpdEntryPage(args)
}

export async function action(args: ActionFunctionArgs) {
  return saveCpdEntry(args)
}

export async function clientAction(args: ClientActionFunctionArgs) {
  return saveCpdEntryFromBrowser(args)
}

export const meta: MetaFunction = ({ location, matches }) => {
  const { t } = metaTranslation(matches, 'cpd')
  return [
    ...pageMeta({ title: t('edit'), description: t('pages.editMetaDescription'), location, matches }),
    { name: 'robots', content: 'noindex' },
  ]
}

/** The edit form as a page of its own: what "Edit" opens without JavaScript. */
export default function EditCpdEntryPage() {
  const { today, constraint, entry } = useLoaderData<typeof loader>()
  const { t } = useTranslation('cpd')
  return <CpdEntryFormPage title={t('edit')} subtitle={entry.title} entry={entry} today={today} constraint={constraint} />
}
