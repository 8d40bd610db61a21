import { Clock, MapPin, Phone } from "#app/components/icons.ts";
import { site } from "#app/config/site.ts";
import { useTranslation } from "#app/utils/i18n.ts";

/**
 * Address, phone, WhatsApp, e-mail and office hours: the same wherever the site shows them. Its words are
 * the `public` namespace, which the page's loader sends.
 */
export function ContactDetails({ headingLevel = 3 }: { headingLevel?: 3 | 4 }) {
  const { t } = useTranslation("public");
  const Heading = `h${headingLevel}` as const;
  const { lines, city, state, country } = site.address;
  return (
    <div className="space-y-6 text-slate-700">
      <div>
        <Heading className="flex items-center gap-2 font-semibold text-slate-900">
          <MapPin className="h-5 w-5 text-brand-700" />
          {t("contactDetails.address")}
        </Heading>
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
        <Heading className="flex items-center gap-2 font-semibold text-slate-900">
          <Phone className="h-5 w-5 text-brand-700" />
          {t("contactDetails.phoneAndEmail")}
        </Heading>
        <ul className="mt-1 space-y-1">
          <li>
            {t("contactDetails.phone")}{" "}
            <a className="link-tap" href={`tel:${site.phone.tel}`}>
              {site.phone.display}
            </a>
          </li>
          <li>
            {t("contactDetails.whatsapp")}{" "}
            <a
              className="link-tap"
              href={site.whatsapp.link}
              rel="noopener noreferrer"
              target="_blank"
            >
              {site.whatsapp.display}
              <span className="sr-only">{t("newTab")}</span>
            </a>
          </li>
          <li>
            {t("contactDetails.email")}{" "}
            <a className="link-tap" href={`mailto:${site.emails.general}`}>
              {site.emails.general}
            </a>
          </li>
        </ul>
      </div>
      <div>
        <Heading className="flex items-center gap-2 font-semibold text-slate-900">
          <Clock className="h-5 w-5 text-brand-700" />
          {t("contactDetails.officeHours")}
        </Heading>
        <dl className="mt-1 space-y-1">
          {site.officeHours.map((row) => (
            <div key={row.id} className="flex flex-wrap gap-x-2">
              <dt className="font-medium text-slate-800">
                {t(`contactDetails.days.${row.id}`)}:
              </dt>
              <dd>{t(`contactDetails.hours.${row.id}`)}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-2 text-sm">{t("contactDetails.replyPromise")}</p>
      </div>
    </div>
  );
}
