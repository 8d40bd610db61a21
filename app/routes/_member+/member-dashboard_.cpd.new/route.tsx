import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData, type ClientActionFunctionArgs } from '@remix-run/react'
import { saveCpdEntryFromBrowser } from '#app/components/cpd/client-actions.ts'
import { CpdEntryFormPage } from '#app/components/cpd/cpd-entry-form-page.tsx'
import { loadNewCpdEntryPage, saveCpdEntry } from './cpd-new.server.ts'
import { metaTranslation, useTranslation } from '#app/utils/i18n.ts'
import { pageMeta } from '#app/utils/meta.ts'

export async function loader(args: LoaderFunctionArgs) {
  return loadNewCpdEntryPage(args)
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
    ...pageMeta({ title: t('add'), description: t('pages.addMetaDescription'), location, matches }),
    { name: 'robots', content: 'noindex' },
  ]
}

/** The add form as a page of its own: what "Add CPD Entry" opens without JavaScript. */
export default function NewCpdEntryPage() {
  const { today, constraint } = useLoaderData<typeof loader>()
  const { t } = useTranslation('cpd')
  return (
    <CpdEntryFormPage
      title={t('add')}
      subtitle={t('pages.addSubtitle')}
      entry={null}
      today={today}
      constraint={constraint}
    />
  )
}
