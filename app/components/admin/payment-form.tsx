import { Form, useNavigation } from "@remix-run/react";
import { ErrorList, FormErrors } from "#app/components/forms.tsx";
import { RECORDED_PAYMENT_METHODS } from "#app/domain/constants.ts";
import { useTranslation } from "#app/utils/i18n.ts";

const controlClass =
  "block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-600 aria-[invalid=true]:border-red-700";

export interface PaymentFormFailure {
  id: string;
  message: string;
  fieldErrors: Record<string, string[]>;
  typed: { amount: string; paidAt: string; method: string; reference: string };
}

/**
 * The treasurer's "record a payment" form, for an invoice (/admin/payments) or a gift (/admin/donations):
 * amount, day, method and reference, the fields of the API's payment body. A refused one shows its
 * messages beside the fields and keeps what was typed.
 */
export function PaymentForm({
  id,
  action,
  label,
  balance,
  today,
  failure,
}: {
  id: string;
  action: string;
  label: string;
  balance: number;
  today: string;
  failure?: PaymentFormFailure;
}) {
  const { t } = useTranslation("admin");
  const navigation = useNavigation();
  const busy =
    navigation.state === "submitting" && navigation.formData?.get("id") === id;
  const errors = failure?.fieldErrors ?? {};
  const formLevel =
    failure &&
    !Object.keys(errors).some((field) =>
      ["amount", "paidAt", "method", "reference"].includes(field)
    )
      ? [failure.message]
      : null;
  const field = (name: string) => ({
    id: `${name}-${id}`,
    name,
    "aria-invalid": errors[name]?.length ? true : undefined,
    "aria-describedby": errors[name]?.length
      ? `${name}-${id}-error`
      : undefined,
    className: controlClass,
  });
  const labelFor = (name: string, text: string) => (
    <label
      htmlFor={`${name}-${id}`}
      className="mb-1 block text-sm font-medium text-slate-800"
    >
      {text}
    </label>
  );
  return (
    <Form
      method="post"
      action={action}
      aria-label={label}
      className="space-y-3 border-t border-slate-200 pt-4"
    >
      <input type="hidden" name="id" value={id} />
      <FormErrors errors={formLevel} />
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          {labelFor("amount", t("payments.amount"))}
          <input
            {...field("amount")}
            type="number"
            inputMode="decimal"
            min="0.01"
            step="0.01"
            max={balance}
            required
            defaultValue={failure ? failure.typed.amount : balance.toFixed(2)}
          />
          <ErrorList id={`amount-${id}-error`} errors={errors.amount} />
        </div>
        <div>
          {labelFor("paidAt", t("payments.paidAt"))}
          <input
            {...field("paidAt")}
            type="date"
            max={today}
            required
            defaultValue={failure ? failure.typed.paidAt : today}
          />
          <ErrorList id={`paidAt-${id}-error`} errors={errors.paidAt} />
        </div>
        <div>
          {labelFor("method", t("payments.method"))}
          <select
            {...field("method")}
            required
            defaultValue={failure ? failure.typed.method : "bank-transfer"}
          >
            {RECORDED_PAYMENT_METHODS.map((method) => (
              <option key={method} value={method}>
                {t(`payments.methods.${method}`)}
              </option>
            ))}
          </select>
          <ErrorList id={`method-${id}-error`} errors={errors.method} />
        </div>
        <div>
          {labelFor("reference", t("payments.reference"))}
          <input
            {...field("reference")}
            maxLength={100}
            autoComplete="off"
            defaultValue={failure ? failure.typed.reference : ""}
          />
          <ErrorList id={`reference-${id}-error`} errors={errors.reference} />
        </div>
      </div>
      <button type="submit" className="btn-primary" disabled={busy}>
        {t("payments.record")}
        <span className="sr-only"> ({label})</span>
      </button>
    </Form>
  );
}
