import { ContactDetails } from '#app/components/public/contact-details.tsx'
import { HomeContactForm } from '#app/components/public/contact-form.tsx'

export function HomeContact() {
  return (
    <section id="contact" aria-labelledby="contact-heading" className="bg-slate-100">
      <div className="container-page py-12 sm:py-16">
        <h2 id="contact-heading" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          Contact Us
        </h2>
        <p className="mt-3 max-w-3xl text-slate-700">
          Questions about membership, training or finding a practitioner? Send us a message and the secretariat will reply.
        </p>
        <div className="mt-8 grid gap-8 lg:grid-cols-5">
          <div className="lg:col-span-2">
            <ContactDetails />
          </div>
          <div className="card lg:col-span-3">
            <HomeContactForm />
          </div>
        </div>
      </div>
    </section>
  )
}
