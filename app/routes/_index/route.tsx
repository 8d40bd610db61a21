import type { ActionFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { HomeDirectorySection } from '#app/components/directory/home-directory-section.tsx'
import { ExcoSection } from '#app/components/home/exco-section.tsx'
import { Hero } from '#app/components/home/hero.tsx'
import { HomeContact } from '#app/components/home/home-contact.tsx'
import { HomeDisclaimer } from '#app/components/home/home-disclaimer.tsx'
import { JoinCommunity } from '#app/components/home/join-community.tsx'
import { site } from '#app/config/site.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { homeContactAction, loadHomePage } from './home.server.ts'

export async function loader() {
  return loadHomePage()
}

export async function action(args: ActionFunctionArgs) {
  return homeContactAction(args)
}

export const meta: MetaFunction = ({ location, matches }) =>
  pageMeta({
    title: site.name,
    description:
      'Find a self-registered energy medicine practitioner in Malaysia and abroad, and learn about the association, its members and its standards.',
    location,
    matches,
  })

export default function Home() {
  const { directory } = useLoaderData<typeof loader>()
  return (
    <>
      <Hero />
      <JoinCommunity />
      <ExcoSection />
      <section id="directory" aria-labelledby="directory-heading">
        <HomeDirectorySection preview={directory} />
      </section>
      <HomeDisclaimer />
      <HomeContact />
    </>
  )
}
