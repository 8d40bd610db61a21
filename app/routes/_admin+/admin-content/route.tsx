import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { AdminDialogsProvider } from '#app/components/admin/admin-dialogs.tsx'
import { adminMeta, adminMetaT } from '#app/components/admin/admin-meta.ts'
import { useTranslation } from '#app/utils/i18n.ts'
import { AdminShell } from '#app/components/admin/admin-shell.tsx'
import { CONTENT_LIST_HEADING_ID, ContentList, ContentTabs } from '#app/components/admin/content-list.tsx'
import { loadContentAdminPage } from './content.server.ts'

export async function loader(args: LoaderFunctionArgs) {
  return loadContentAdminPage(args)
}

export const meta: MetaFunction = ({ location, matches }) => {
  const t = adminMetaT(matches)
  return adminMeta(t('content.title'), { location, matches }, t('content.metaDescription'))
}

export default function ContentAdministrationPage() {
  const { tab, view, items, constraint, today } = useLoaderData<typeof loader>()
  const { t } = useTranslation('admin')
  return (
    <AdminDialogsProvider fallbackFocusId={CONTENT_LIST_HEADING_ID}>
      <AdminShell title={t('content.title')}>
        <p className="mb-4 max-w-3xl text-slate-700">{t('content.intro')}</p>
        <div className="space-y-6">
          <ContentTabs current={tab} />
          <ContentList key={tab} type={tab} view={view} items={items} constraint={constraint} today={today} />
        </div>
      </AdminShell>
    </AdminDialogsProvider>
  )
}
