import type { ActionFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link } from '@remix-run/react'
import { ExcoSection } from '#app/components/home/exco-section.tsx'
import { Hero } from '#app/components/home/hero.tsx'
import { HomeContact } from '#app/components/home/home-contact.tsx'
import { HomeDisclaimer } from '#app/components/home/home-disclaimer.tsx'
import { JoinCommunity } from '#app/components/home/join-community.tsx'
import { site } from '#app/config/site.ts'
import { homeContactAction } from '#app/utils/contact.server.ts'
import { pageMeta } from '#app/utils/meta.ts'

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
  return (
    <>
      <Hero />
      <JoinCommunity />
      <ExcoSection />
      <section id="directory" aria-labelledby="directory-heading" className="bg-white">
        <div className="container-page py-12 sm:py-16">
          <h2 id="directory-heading" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            Find a Practitioner
          </h2>
          <p className="mt-3 max-w-3xl text-slate-700">
            Search our directory of self-registered practitioners by name, location and pillar speciality.
          </p>
          <Link to="/find-practitioner" className="btn-primary mt-6">
            Search the directory
          </Link>
        </div>
      </section>
      <HomeDisclaimer />
      <HomeContact />
    </>
  )
}
