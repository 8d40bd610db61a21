import { Link } from '@remix-run/react'
import { disclaimerPoints } from '#app/content/disclaimer.ts'
import { paths } from '#app/config/paths.ts'

export function HomeDisclaimer() {
  return (
    <section aria-labelledby="disclaimer-heading" className="bg-white">
      <div className="container-page py-10">
        <div className="rounded-xl border border-amber-300 bg-amber-50 p-6 text-amber-950">
          <h2 id="disclaimer-heading" className="text-xl font-bold">
            Disclaimer
          </h2>
          <ul className="mt-3 list-disc space-y-1 pl-5">
            {disclaimerPoints.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
          <p className="mt-4">
            <Link to={paths.disclaimer} className="font-semibold underline underline-offset-2">
              Read the full disclaimer
            </Link>
          </p>
        </div>
      </div>
    </section>
  )
}
