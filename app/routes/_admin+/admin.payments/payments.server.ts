import { financePaths } from '#app/config/finance-paths.ts'
import {
  json,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from "@remix-run/node";
import type { PaymentFormFailure } from "#app/components/admin/payment-form.tsx";
import { now } from "#app/domain/clock.ts";
import { toMalaysiaDay } from "#app/domain/dates.ts";
import { formatRinggit } from "#app/domain/money.ts";
import { auditActorOf } from "#app/services/audit.server.ts";
import {
  listOpenInvoices,
  paymentOf,
  recordInvoicePayment,
} from "#app/services/billing.server.ts";
import { listPendingOnlinePayments } from "#app/services/online-payments.server.ts";
import {
  parseSubmission,
  readFormData,
} from "#app/utils/form-submission.server.ts";
import { ADMIN_FRAME_STRINGS, routeStrings } from "#app/utils/i18n.server.ts";
import { requireAdmin } from "#app/utils/permissions.server.ts";
import { redirectWithToast } from "#app/utils/toast.server.ts";
import { PaymentFormSchema } from "#app/validation/membership.ts";
import {
  MEMBERSHIP_MESSAGES,
  membershipOutcome,
} from "#app/validation/membership-messages.ts";

/**
 * The server side of /admin/payments, the treasurer's view: open invoices with the slips sent for them,
 * and recording a payment through the same service and schema as `POST /api/admin/invoices/{id}/payments`.
 */

export async function loadPaymentsPage({ request }: LoaderFunctionArgs) {
  await requireAdmin(request, "finance");
  return json({
    invoices: await listOpenInvoices(),
    // Issue 34: online payments begun and not confirmed by the provider yet.
    online: await listPendingOnlinePayments(),
    today: toMalaysiaDay(now()),
    i18n: await routeStrings(request, [
      ...ADMIN_FRAME_STRINGS,
      "admin.payments",
    ]),
  });
}

/** Reads a payment form; the failure to send back, or the payment to record. Shared with /admin/donations. */
export function readPaymentForm(formData: FormData) {
  const text = (name: string) => String(formData.get(name) ?? "").slice(0, 200);
  const fail = (
    status: number,
    message: string,
    fieldErrors: Record<string, string[]> = {}
  ) =>
    json<PaymentFormFailure>(
      {
        id: text("id"),
        message,
        fieldErrors,
        typed: {
          amount: text("amount"),
          paidAt: text("paidAt"),
          method: text("method"),
          reference: text("reference"),
        },
      },
      { status }
    );
  const submission = parseSubmission(formData, { schema: PaymentFormSchema });
  if (submission.status !== "success") {
    const errors = Object.fromEntries(
      Object.entries(submission.error ?? {}).map(([field, list]) => [
        field,
        list ?? [],
      ])
    );
    return {
      failure: fail(
        400,
        Object.values(errors).flat()[0] ?? MEMBERSHIP_MESSAGES.amountRequired,
        errors
      ),
      fail,
    };
  }
  const { id, ...sent } = submission.value;
  return { payment: { id, input: paymentOf(sent) }, fail };
}

export async function paymentsAction({ request }: ActionFunctionArgs) {
  const treasurer = await requireAdmin(request, "finance");
  const read = readPaymentForm(await readFormData(request));
  if (!read.payment) return read.failure;
  const result = await recordInvoicePayment(
    auditActorOf(treasurer),
    read.payment.id,
    read.payment.input
  );
  if (!result.ok)
    return read.fail(result.status, result.message, result.fieldErrors ?? {});
  return redirectWithToast(financePaths.payments, {
    title: membershipOutcome.paymentRecorded(
      formatRinggit(result.receipt.amountSen),
      result.invoice.number
    ),
  });
}
