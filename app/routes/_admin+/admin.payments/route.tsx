import { financePaths } from '#app/config/finance-paths.ts'
import { Detail } from '#app/components/admin/detail.tsx'
import type {
  ActionFunctionArgs,
  LoaderFunctionArgs,
  MetaFunction,
} from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { adminMeta, adminMetaT } from "#app/components/admin/admin-meta.ts";
import { AdminShell } from "#app/components/admin/admin-shell.tsx";
import {
  PaymentForm,
  type PaymentFormFailure,
} from "#app/components/admin/payment-form.tsx";
import { } from "#app/components/error-boundary.tsx";
import { FormErrors } from "#app/components/forms.tsx";
import { PendingOnlinePayments } from "#app/components/admin/pending-online-payments.tsx";
import { formatDate } from "#app/domain/dates.ts";
import { useTranslation } from "#app/utils/i18n.ts";
import { loadPaymentsPage, paymentsAction } from "./payments.server.ts";

export async function loader(args: LoaderFunctionArgs) {
  return loadPaymentsPage(args);
}

export async function action(args: ActionFunctionArgs) {
  return paymentsAction(args);
}

export const meta: MetaFunction = ({ location, matches }) => {
  const t = adminMetaT(matches);
  return adminMeta(
    t("payments.title"),
    { location, matches },
    t("payments.metaDescription")
  );
};

type Invoice = ReturnType<
  typeof useLoaderData<typeof loader>
>["invoices"][number];

const rm = (amount: number) => `RM ${amount.toFixed(2)}`;
/** A calendar day (YYYY-MM-DD, Malaysia) as a date to format: noon there, so no time zone moves it. */
const dayDate = (day: string) => `${day}T04:00:00Z`;

/**
 * /admin/payments, the treasurer's view: invoices awaiting payment, oldest first, each with the member's
 * transfer slips (private files, opened in a new tab) and a form to record what arrived.
 */
export default function AdminPaymentsPage() {
  const { invoices, today, online } = useLoaderData<typeof loader>();
  const failure = useActionData<PaymentFormFailure>();
  const { t } = useTranslation("admin");
  const withSlips = invoices.filter((invoice) => invoice.proofs.length).length;
  return (
    <AdminShell title={t("payments.title")}>
      <p className="mb-6 max-w-3xl text-slate-700">{t("payments.intro")}</p>
      {failure && !invoices.some((invoice) => invoice.id === failure.id) ? (
        <FormErrors errors={[failure.message]} />
      ) : null}
      <h2 className="mb-4 text-lg font-semibold text-slate-900">
        {t("payments.count", { count: invoices.length })}
        {withSlips ? ` · ${t("payments.withSlips", { count: withSlips })}` : ""}
      </h2>
      {invoices.length ? (
        <ul className="space-y-4" aria-label={t("payments.listLabel")}>
          {invoices.map((invoice) => (
            <li key={invoice.id}>
              <InvoiceCard
                invoice={invoice}
                today={today}
                failure={failure?.id === invoice.id ? failure : undefined}
              />
            </li>
          ))}
        </ul>
      ) : (
        <p className="card text-slate-700">{t("payments.none")}</p>
      )}
      <PendingOnlinePayments payments={online} />
    </AdminShell>
  );
}

function InvoiceCard({
  invoice,
  today,
  failure,
}: {
  invoice: Invoice;
  today: string;
  failure?: PaymentFormFailure;
}) {
  const { t, locale } = useTranslation("admin");
  const headingId = `invoice-${invoice.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h3 id={headingId} className="text-lg font-semibold text-slate-900">
        {invoice.number} · {invoice.billedTo.name}
      </h3>
      <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2 lg:grid-cols-3">
        <Detail term={t("payments.billedTo")}>
          <a
            className="link wrap-anywhere"
            href={`mailto:${invoice.billedTo.email}`}
          >
            {invoice.billedTo.email}
          </a>
        </Detail>
        <Detail term={t("payments.issued")}>
          {formatDate(dayDate(invoice.issuedAt), locale)}
        </Detail>
        <Detail term={t("payments.due")}>
          {formatDate(dayDate(invoice.dueAt), locale)}
        </Detail>
        <Detail term={t("payments.total")}>{rm(invoice.total)}</Detail>
        <Detail term={t("payments.paid")}>{rm(invoice.paid)}</Detail>
        <Detail term={t("payments.balance")}>
          <strong>{rm(invoice.balance)}</strong>
        </Detail>
      </dl>
      <p className="mt-2 text-sm text-slate-700">
        <span className="font-medium">{t("payments.items")}:</span>{" "}
        {invoice.items
          .map((item) => `${item.description} (${rm(item.amount)})`)
          .join("; ")}
      </p>
      <p className="mt-1 text-sm">
        <a href={financePaths.invoice(invoice.id)} className="link inline-flex min-h-11 items-center">
          {t("payments.invoicePage")}
          <span className="sr-only"> ({t("payments.invoicePageSr", { number: invoice.number })})</span>
        </a>
      </p>
      <div className="mt-3 text-sm">
        <h4 className="font-medium text-slate-900">{t("payments.slips")}</h4>
        {invoice.proofs.length ? (
          <ul className="mt-1 space-y-1">
            {invoice.proofs.map((proof) => (
              <li key={proof.id}>
                <a
                  href={proof.url}
                  className="link"
                  target="_blank"
                  rel="noopener noreferrer nofollow"
                >
                  {t("payments.slip", {
                    date: formatDate(proof.uploadedAt, locale),
                  })}
                  <span className="sr-only">
                    {t("payments.slipSr", { number: invoice.number })}
                  </span>
                </a>
                {proof.reference ? (
                  <span className="text-slate-700">
                    {" "}
                    ·{" "}
                    {t("payments.slipReference", {
                      reference: proof.reference,
                    })}
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-slate-700">{t("payments.noSlips")}</p>
        )}
      </div>
      <div className="mt-4">
        <PaymentForm
          id={invoice.id}
          action={financePaths.payments}
          label={t("payments.recordLabel", { number: invoice.number })}
          balance={invoice.balance}
          today={today}
          failure={failure}
        />
      </div>
    </article>
  );
}
