import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useLoaderData, useRouteError, useRouteLoaderData } from '@remix-run/react'
import { DIRECTORY_DISCLAIMER_HANDLE } from '#app/components/directory/directory-disclaimer.tsx'
import { PractitionerProfile } from '#app/components/directory/practitioner-profile.tsx'
import { ArrowLeft } from '#app/components/icons.ts'
import { listingStructuredData, serializeJsonLd } from '#app/components/directory/structured-data.ts'
import { GeneralErrorBoundary, NotFoundPanel } from '#app/components/error-boundary.tsx'
import { site } from '#app/config/site.ts'
import type { RootLoaderData } from '#app/root.tsx'
import { createT, metaTranslation, stringsOfError, useTranslation } from '#app/utils/i18n.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { JsonLd } from '#app/components/layout/json-ld.server.tsx'
import { paths } from '#app/config/paths.ts'
import { loadPractitionerPage, practitionerMessageAction } from './practitioner.server.ts'
import { PractitionerMessageForm } from '#app/components/directory/practitioner-message-form.tsx'
import { RaiseConcernLink } from '#app/components/conduct/raise-concern-link.tsx'
import { type RouteHandle, STATIC_PAGE } from '#app/utils/route-handle.ts'
import { nameWithSalutation } from '#app/domain/names.ts'

/** Nothing on the page needs JavaScript: it sends none. */
export const handle = { ...STATIC_PAGE, ...DIRECTORY_DISCLAIMER_HANDLE } as const satisfies RouteHandle

export async function loader(args: LoaderFunctionArgs) {
  return loadPractitionerPage(args)
}

/**
 * `t` of the 404 the loader threw, which carries the page's strings (the loader's data is missing); null
 * for an error without them (a 405 to a refused post).
 */
function notFoundTranslation(error: unknown) {
  const found = stringsOfError(error)
  return found ? createT(found.strings, found.locale, 'directory') : null
}

export async function action(args: ActionFunctionArgs) {
  return practitionerMessageAction(args)
}

export const meta: MetaFunction<typeof loader> = ({ data, error, location, matches }) => {
  if (!data) {
    const t = notFoundTranslation(error)
    return [
      { title: t ? `${t('profile.notFound.title')} | ${site.shortName}` : site.shortName },
      { name: 'robots', content: 'noindex' },
    ]
  }
  const { t, locale } = metaTranslation(matches, 'directory')
  const p = data.practitioner
  const fullName = nameWithSalutation(p.salutation, p.name, locale)
  const role = [p.title, p.businessName].filter(Boolean).join(', ')
  const who = role ? `${fullName}, ${role}` : fullName
  return pageMeta({
    title: fullName,
    description: t('profile.meta.description', { who: p.location ? t('profile.meta.whoInPlace', { who, place: p.location }) : who }),
    location,
    matches,
    type: 'profile',
  })
}

export default function PractitionerProfilePage() {
  const { practitioner: p, standingProof, registerEntry, messageConstraint } = useLoaderData<typeof loader>()
  const origin = useRouteLoaderData<RootLoaderData>('root')?.origin ?? ''
  const { t, locale } = useTranslation('directory')
  const structuredData = serializeJsonLd(listingStructuredData(p, `${origin}/practitioner/${p.id}`))

  return (
    <div className="container-page py-8 sm:py-12">
      {/* Server-only (the page is never hydrated): in the browser the module is empty. */}
      {JsonLd ? <JsonLd json={structuredData} /> : null}
      <p>
        <Link to={paths.findPractitioner} className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-brand-800 hover:underline">
          <ArrowLeft className="h-4 w-4" />
          {t('profile.back')}
        </Link>
      </p>

      <div className="mt-6">
        <PractitionerProfile
          practitioner={p}
          standingProof={standingProof}
          registerEntry={registerEntry}
          messageForm={<PractitionerMessageForm practitionerId={p.id} practitionerName={nameWithSalutation(p.salutation, p.name, locale)} constraint={messageConstraint} />}
        />
      </div>
      <RaiseConcernLink listingId={p.id} />
    </div>
  )
}

/** The profile's 404 in the page's language, from the strings the loader's 404 carries. */
export function ErrorBoundary() {
  const error = useRouteError()
  const t = notFoundTranslation(error)
  if (!t) return <GeneralErrorBoundary error={error} />
  return (
    <GeneralErrorBoundary
      error={error}
      statusHandlers={{
        404: () => <NotFoundPanel title={t('profile.notFound.title')} message={t('profile.notFound.message')} />,
      }}
    />
  )
}
