import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { HomeDirectorySection } from '#app/components/directory/home-directory-section.tsx'
import { Hero } from '#app/components/home/hero.tsx'
import { HomeContact } from '#app/components/home/home-contact.tsx'
import { HomeMembership } from '#app/components/home/home-membership.tsx'
import { HomeNews } from '#app/components/home/home-news.tsx'
import { site } from '#app/config/site.ts'
import { metaTranslation } from '#app/utils/i18n.ts'
import { hasNamespace, pageMeta } from '#app/utils/meta.ts'
import { loadHomePage } from './home.server.ts'
import { type RouteHandle, STATIC_PAGE } from '#app/utils/route-handle.ts'

/** Nothing on the page needs JavaScript (its one form is a GET search): it sends none. */
export const handle: RouteHandle = STATIC_PAGE

export async function loader(args: LoaderFunctionArgs) {
  return loadHomePage(args)
}

export const meta: MetaFunction<typeof loader> = ({ location, matches }) => {
  // An error page comes before any loader: no strings, the root's meta stands.
  if (!hasNamespace(matches, 'home')) return []
  const { t, locale } = metaTranslation(matches, 'home')
  return pageMeta({ title: locale === 'ms' ? site.nameMs : site.name, description: t('meta.description'), location, matches })
}

/**
 * At most five phone screens (issue 17): the hero with the two main actions, the directory's search,
 * membership, news, and where to write to us. The committee is on /about, the contact form on /contact.
 */
export default function Home() {
  const { badge, directory, news } = useLoaderData<typeof loader>()
  return (
    <>
      <Hero badge={badge} />
      <HomeDirectorySection preview={directory} />
      <HomeMembership />
      <HomeNews items={news} />
      <HomeContact />
    </>
  )
}
