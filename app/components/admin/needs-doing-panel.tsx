import { financePaths } from '#app/config/finance-paths.ts'
import { Link } from "@remix-run/react";
import { adminPaths } from "#app/config/admin-paths.ts";
import { governancePaths } from "#app/config/governance-paths.ts";
import { formatDate } from "#app/domain/dates.ts";
import { useTranslation } from "#app/utils/i18n.ts";

export interface NeedsDoing {
  applications: number | null;
  fellowships: number | null;
  slips: number | null;
  unpaid: number | null;
  renewals: number | null;
  cpd: number | null;
  /** The Societies Act annual return worked on now and the days to its last day (issue 35), for the secretariat; null otherwise. */
  annualReturn?: { year: number; dueBy: string; daysLeft: number } | null;
}

/**
 * The panel at the top of /admin: what is waiting, for the parts of the administration this account may
 * open (a null count is a part it may not), each a link to the page that deals with it.
 */
export function NeedsDoingPanel({ counts }: { counts: NeedsDoing }) {
  const { t, locale } = useTranslation("admin");
  const annualReturn = counts.annualReturn ?? null;
  const items = [
    {
      key: "applications",
      count: counts.applications,
      to: adminPaths.applications,
    },
    { key: "fellowships", count: counts.fellowships, to: adminPaths.fellowships },
    { key: "slips", count: counts.slips, to: financePaths.payments },
    { key: "unpaid", count: counts.unpaid, to: financePaths.payments },
    { key: "renewals", count: counts.renewals, to: adminPaths.membersRenewalDue },
    { key: "cpd", count: counts.cpd, to: adminPaths.cpd },
  ] as const;
  const waiting = items.filter(
    (item): item is (typeof items)[number] & { count: number } =>
      item.count !== null && item.count > 0
  );
  return (
    <section
      aria-labelledby="needs-doing-heading"
      className="mb-8 rounded-xl border border-brand-200 bg-brand-50 p-5"
    >
      <h2
        id="needs-doing-heading"
        className="text-lg font-semibold text-slate-900"
      >
        {t("panel.heading")}
      </h2>
      {waiting.length ? (
        <ul className="mt-3 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {waiting.map((item) => (
            <li key={item.key}>
              <Link
                to={item.to}
                className="block rounded-lg border border-slate-300 bg-white px-4 py-3 font-medium text-brand-900 hover:border-brand-700 hover:underline"
              >
                {t(`panel.${item.key}`, { count: item.count })}
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-slate-700">{t("panel.allDone")}</p>
      )}
      {annualReturn ? (
        <p className="mt-3" data-countdown={annualReturn.daysLeft}>
          <Link
            to={`${governancePaths.annualReturn}?year=${annualReturn.year}`}
            className={`inline-flex min-h-11 items-center rounded-lg border bg-white px-4 py-2 font-medium hover:underline ${annualReturn.daysLeft <= 30 ? "border-amber-600 text-amber-900" : "border-slate-300 text-brand-900"}`}
          >
            {annualReturn.daysLeft === 0
              ? t("panel.annualReturnToday", { year: annualReturn.year })
              : t("panel.annualReturn", {
                  year: annualReturn.year,
                  date: formatDate(`${annualReturn.dueBy}T04:00:00Z`, locale),
                  count: annualReturn.daysLeft,
                })}
          </Link>
        </p>
      ) : null}
      {counts.renewals !== null ? (
        // A plain form to its own address: a full POST with or without JavaScript, back here with a toast.
        <form method="post" action={adminPaths.runReminders} className="mt-4 flex flex-wrap items-center gap-3">
          <button type="submit" className="btn-secondary" aria-describedby="run-renewals-hint">
            {t("panel.runRenewals")}
          </button>
          <p id="run-renewals-hint" className="max-w-prose text-sm text-slate-700">
            {t("panel.runRenewalsHint")}
          </p>
        </form>
      ) : null}
    </section>
  );
}
