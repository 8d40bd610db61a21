import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { CpdDialogLink, CpdDialogsProvider } from '#app/components/cpd/cpd-dialogs.tsx'
import { ResourcesPanel } from '#app/components/dashboard/resources-panel.tsx'
import { cpdPaths } from '#app/config/member-paths.ts'
import { useTranslation } from '#app/utils/i18n.ts'
import { loadResourcesTab } from './resources-tab.server.ts'

export async function loader(args: LoaderFunctionArgs) {
  return loadResourcesTab(args)
}

/** The dashboard's Member Resources tab (issue 31). */
export default function ResourcesTab() {
  const { resources, today, constraint } = useLoaderData<typeof loader>()
  const { t } = useTranslation('cpd')
  // One element for the frame's spacing: the dialog the provider adds beside the tab must not take a margin from it.
  return (
    <div>
      <CpdDialogsProvider today={today} constraint={constraint} fallbackFocusId="main">
        <ResourcesPanel
          resources={resources}
          addCpdEntry={
            <CpdDialogLink to={cpdPaths.add} dialog={{ kind: 'entry', entry: null }} className="btn-secondary w-full">
              {t('add')}
            </CpdDialogLink>
          }
        />
      </CpdDialogsProvider>
    </div>
  )
}

/** Keeps the frame (welcome card and tabs) drawn when this tab fails (decision 027). */
export { RouteErrorBoundary as ErrorBoundary } from '#app/components/error-boundary.tsx'
