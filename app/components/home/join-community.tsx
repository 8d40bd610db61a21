import { Link } from '@remix-run/react'
import { communityFeatures, joinReasons } from '#app/content/home.ts'
import { paths } from '#app/config/paths.ts'

export function JoinCommunity() {
  return (
    <section id="about" aria-labelledby="about-heading" className="bg-white">
      <div className="container-page py-12 sm:py-16">
        <h2 id="about-heading" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          Join Our Community
        </h2>
        <p className="mt-3 max-w-3xl text-slate-700">
          EMPAM is a non-profit professional association for energy medicine practitioners. We keep a public directory,
          set standards of training and ethics, and bring practitioners together across Malaysia and beyond.
        </p>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {communityFeatures.map((feature) => (
            <li key={feature.title} className="card flex flex-col">
              <h3 className="text-lg font-semibold text-slate-900">{feature.title}</h3>
              <p className="mt-2 flex-1 text-slate-700">{feature.description}</p>
              <Link to={feature.link.to} className="link mt-4">
                {feature.link.label}
              </Link>
            </li>
          ))}
        </ul>
        <h3 className="mt-12 text-xl font-semibold text-slate-900">Why practitioners join us</h3>
        <ul className="mt-4 grid gap-6 sm:grid-cols-2">
          {joinReasons.map((reason) => (
            <li key={reason.title} className="flex gap-3">
              <span aria-hidden="true" className="mt-1 h-3 w-3 shrink-0 rounded-full bg-brand-600" />
              <div>
                <h4 className="font-semibold text-slate-900">{reason.title}</h4>
                <p className="text-slate-700">{reason.description}</p>
              </div>
            </li>
          ))}
        </ul>
        <div className="mt-10 flex flex-wrap gap-3">
          <Link to={paths.register} className="btn-primary">
            Apply for Membership
          </Link>
          <Link to={paths.membership} className="btn-secondary">
            Membership types and fees
          </Link>
        </div>
      </div>
    </section>
  )
}
