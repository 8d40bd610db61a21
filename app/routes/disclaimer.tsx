import type { MetaFunction } from '@remix-run/node'
import { Link } from '@remix-run/react'
import { PageHero } from '#app/components/public/page-hero.tsx'
import { PageSection } from '#app/components/public/page-section.tsx'
import { site } from '#app/config/site.ts'
import { disclaimerPoints } from '#app/content/disclaimer.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { contactFormPath } from '#app/config/paths.ts'

export const meta: MetaFunction = ({ location, matches }) =>
  pageMeta({
    title: 'Disclaimer',
    description:
      'Practitioners in our directory are self-registered and not verified or endorsed by the association. Read the full disclaimer and how we use your data.',
    location,
    matches,
  })

export default function Disclaimer() {
  return (
    <>
      <PageHero eyebrow="Disclaimer" title="Disclaimer">
        <p>Please read this before you use the practitioner directory or contact a practitioner.</p>
      </PageHero>

      <PageSection id="directory-disclaimer" title="The practitioner directory">
        <ul className="max-w-3xl list-disc space-y-3 pl-5 text-slate-700">
          {disclaimerPoints.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
      </PageSection>

      <PageSection id="medical" title="Not medical advice" muted>
        <div className="max-w-3xl space-y-4 text-slate-700">
          <p>
            Energy medicine is complementary to medical care and never a replacement for it. Nothing on this website is a
            diagnosis or a treatment plan. Please keep seeing your doctor, do not stop or change any prescribed treatment
            without medical advice, and tell both your doctor and your practitioner about everything you are doing for your
            health.
          </p>
          <p>If you or someone with you is unwell and needs urgent help, call 999 or go to the nearest emergency department.</p>
        </div>
      </PageSection>

      <PageSection id="privacy" title="Privacy and use of your data">
        <div className="max-w-3xl space-y-4 text-slate-700">
          <p>
            We handle personal data in line with the Personal Data Protection Act 2010. What you send us through our forms
            is used only to answer you, to manage your membership or, if you ask for it, to send you our newsletter. We do
            not sell or share it with anyone else.
          </p>
          <p>
            Practitioners choose what appears in their own directory listing and may ask us to correct or remove it at any
            time. To see, correct or delete the data we hold about you, write to{' '}
            <a className="link" href={`mailto:${site.emails.general}`}>
              {site.emails.general}
            </a>
            .
          </p>
          <p>
            Questions or concerns about a listed practitioner? Please{' '}
            <Link to={contactFormPath({ subject: 'complaint' })} className="link">
              contact us
            </Link>
            .
          </p>
        </div>
      </PageSection>
    </>
  )
}
