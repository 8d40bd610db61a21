import { InPageLink } from '#app/components/public/in-page-link.tsx'
import { site } from '#app/config/site.ts'
import { heroBadge, networkCountries } from '#app/content/home.ts'

export function Hero() {
  return (
    <section aria-labelledby="hero-heading" className="bg-gradient-to-b from-brand-50 to-white">
      <div className="container-page py-16 text-center sm:py-24">
        <p className="inline-block rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-900">{heroBadge}</p>
        <h1 id="hero-heading" className="mt-4 text-3xl font-bold tracking-tight text-slate-900 sm:text-5xl">
          {site.name}
        </h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-700">
          We connect people with energy healing practitioners in Malaysia and abroad, and support practitioners to work
          safely, ethically and alongside medical care.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <InPageLink hash="#directory" className="btn-primary">
            Find a Practitioner
          </InPageLink>
          <InPageLink hash="#about" className="btn-secondary">
            Learn More
          </InPageLink>
        </div>
        <p className="mt-8 text-sm text-slate-700">
          Our network: <span className="font-medium text-slate-800">{networkCountries.join(' · ')}</span>
        </p>
      </div>
    </section>
  )
}
