import { EXCO_TERM, excoMembers, growingLeadership } from '#app/content/exco.ts'

/**
 * The Executive Committee. The twelve cards sit in a <details> element, so 'View Details' /
 * 'Hide Details' works without JavaScript; the summary's words follow its open state through CSS.
 */
export function ExcoSection() {
  return (
    <section id="exco" aria-labelledby="exco-heading" className="bg-slate-100">
      <div className="container-page py-12 sm:py-16">
        <h2 id="exco-heading" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          About EXCO
        </h2>
        <p className="mt-3 max-w-3xl text-slate-700">
          The Executive Committee ({EXCO_TERM}) is elected by our voting members to lead the association, look after its
          standards and represent it at home and abroad.
        </p>
        <figure className="mt-8 max-w-3xl overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
          <img
            src="/images/exco-2025.svg"
            alt={`The EMPAM Executive Committee, ${EXCO_TERM}`}
            width={640}
            height={360}
            className="h-auto w-full"
          />
          <figcaption className="px-4 py-3 text-sm text-slate-700">Executive Committee {EXCO_TERM}</figcaption>
        </figure>
        <details className="group mt-6">
          <summary className="btn-secondary cursor-pointer list-none [&::-webkit-details-marker]:hidden">
            <span className="group-open:hidden">View Details</span>
            <span className="hidden group-open:inline">Hide Details</span>
            <span className="sr-only"> of the committee members</span>
          </summary>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label={`Executive Committee ${EXCO_TERM}`}>
            {excoMembers.map((member) => (
              <li key={`${member.position}-${member.name}`} className="card flex items-start gap-4 p-4">
                <span
                  aria-hidden="true"
                  className="inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-brand-700 font-semibold text-white"
                >
                  {member.initials}
                </span>
                <div>
                  <h3 className="font-semibold text-slate-900">
                    {member.salutation} {member.name}
                  </h3>
                  <p className="text-sm font-medium text-brand-800">{member.position}</p>
                  <p className="text-sm text-slate-700">{member.organisation}</p>
                </div>
              </li>
            ))}
          </ul>
        </details>
        <div className="mt-8 rounded-xl border border-brand-200 bg-white p-6">
          <h3 className="text-lg font-semibold text-slate-900">Growing Leadership</h3>
          <p className="mt-2 text-slate-700">{growingLeadership}</p>
        </div>
      </div>
    </section>
  )
}
