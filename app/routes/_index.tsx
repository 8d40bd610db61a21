import { json, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { HomeDirectorySection } from '#app/components/directory/home-directory-section.tsx'
import { site } from '#app/config/site.ts'
import { getDirectoryPreview } from '#app/models/directory.server.ts'
import { pageMeta } from '#app/utils/meta.ts'

export async function loader() {
  return json({ directory: await getDirectoryPreview() })
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
    <section className="bg-gradient-to-b from-brand-50 to-white">
      <div className="container-page py-16 text-center sm:py-24">
        <p className="inline-block rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-900">12+ Members</p>
        <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900 sm:text-5xl">{site.name}</h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-700">
          We connect people with energy healing practitioners in Malaysia and abroad.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link to="/find-practitioner" className="btn-primary">
            Find a Practitioner
          </Link>
          <Link to="/about" className="btn-secondary">
            Learn More
          </Link>
        </div>
      </div>
    </section>
    <section id="directory" aria-labelledby="directory-heading">
      <HomeDirectorySection preview={directory} />
    </section>
    </>
  )
}
