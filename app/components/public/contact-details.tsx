import { site } from '#app/config/site.ts'

/** Address, phone, WhatsApp, e-mail and office hours: the same wherever the site shows them. */
export function ContactDetails({ headingLevel = 3 }: { headingLevel?: 3 | 4 }) {
  const Heading = `h${headingLevel}` as const
  const { lines, city, state, country } = site.address
  return (
    <div className="space-y-6 text-slate-700">
      <div>
        <Heading className="font-semibold text-slate-900">Registered address</Heading>
        <address className="mt-1 not-italic">
          {lines.map((line) => (
            <span key={line} className="block">
              {line}
            </span>
          ))}
          <span className="block">
            {city}, {state}, {country}
          </span>
        </address>
      </div>
      <div>
        <Heading className="font-semibold text-slate-900">Phone and e-mail</Heading>
        <ul className="mt-1 space-y-1">
          <li>
            Phone:{' '}
            <a className="link" href={`tel:${site.phone.tel}`}>
              {site.phone.display}
            </a>
          </li>
          <li>
            WhatsApp:{' '}
            <a className="link" href={site.whatsapp.link} rel="noopener noreferrer" target="_blank">
              {site.whatsapp.display}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </li>
          <li>
            E-mail:{' '}
            <a className="link" href={`mailto:${site.emails.general}`}>
              {site.emails.general}
            </a>
          </li>
        </ul>
      </div>
      <div>
        <Heading className="font-semibold text-slate-900">Office hours</Heading>
        <dl className="mt-1 space-y-1">
          {site.officeHours.map((row) => (
            <div key={row.days} className="flex flex-wrap gap-x-2">
              <dt className="font-medium text-slate-800">{row.days}:</dt>
              <dd>{row.hours}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-2 text-sm">{site.replyPromise}</p>
      </div>
    </div>
  )
}
