import { Detail } from '#app/components/admin/detail.tsx'
import type {
  ActionFunctionArgs,
  LoaderFunctionArgs,
  MetaFunction,
} from "@remix-run/node";
import {
  Form,
  Link,
  useActionData,
  useLoaderData,
  useNavigation,
} from "@remix-run/react";
import { adminMeta, adminMetaT } from "#app/components/admin/admin-meta.ts";
import { AdminShell } from "#app/components/admin/admin-shell.tsx";
import { cn } from "#app/components/class-names.ts";
import { } from "#app/components/error-boundary.tsx";
import { ErrorList, FormErrors } from "#app/components/forms.tsx";
import { adminPaths } from "#app/config/admin-paths.ts";
import { formatDate } from "#app/domain/dates.ts";
import { useListLabel, useTranslation } from "#app/utils/i18n.ts";
import {
  applicationsAction,
  loadApplicationsPage,
  type DecisionFailure,
} from "./applications.server.ts";

export async function loader(args: LoaderFunctionArgs) {
  return loadApplicationsPage(args);
}

export async function action(args: ActionFunctionArgs) {
  return applicationsAction(args);
}

export const meta: MetaFunction = ({ location, matches }) => {
  const t = adminMetaT(matches);
  return adminMeta(
    t("applications.title"),
    { location, matches },
    t("applications.metaDescription")
  );
};

type Application = ReturnType<
  typeof useLoaderData<typeof loader>
>["applications"][number];
type Failure = DecisionFailure;

const STATES = ["waiting", "approved", "rejected"] as const;
const controlClass =
  "block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-600 aria-[invalid=true]:border-red-700";

/**
 * /admin/applications: the secretariat's queue, newest first, filtered by state. A waiting application
 * is approved (a claimed ID confirmed, or the next EMP number) or rejected with a reason the applicant is
 * mailed. Plain forms: without JavaScript each posts and the page comes back; a refused one keeps what
 * was typed beside its message.
 */
export default function AdminApplicationsPage() {
  const { state, applications } = useLoaderData<typeof loader>();
  const failure = useActionData<DecisionFailure>();
  const { t } = useTranslation("admin");
  const action =
    state === "waiting"
      ? adminPaths.applications
      : adminPaths.applicationsInState(state);

  return (
    <AdminShell title={t("applications.title")}>
      <p className="mb-4 max-w-3xl text-slate-700">{t("applications.intro")}</p>
      <p className="mb-4">
        <Link to={adminPaths.fellowships} className="link">
          {t("fellowships.link")}
        </Link>
      </p>
      <nav aria-label={t("applications.filterLabel")} className="mb-6">
        <ul className="flex flex-wrap gap-2">
          {STATES.map((s) => (
            <li key={s}>
              <Link
                to={
                  s === "waiting"
                    ? adminPaths.applications
                    : adminPaths.applicationsInState(s)
                }
                aria-current={s === state ? "page" : undefined}
                className={cn(
                  "inline-block rounded-full border px-3 py-1 text-sm font-medium",
                  s === state
                    ? "border-brand-700 bg-brand-700 text-white"
                    : "border-slate-400 text-slate-800 hover:bg-slate-100"
                )}
              >
                {t(`applications.states.${s}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {failure && !applications.some((a) => a.id === failure.userId) ? (
        <FormErrors errors={[failure.message]} />
      ) : null}
      <h2 className="mb-4 text-lg font-semibold text-slate-900">
        {t(`applications.count.${state}`, { count: applications.length })}
      </h2>
      {applications.length ? (
        <ul className="space-y-4" aria-label={t("applications.listLabel")}>
          {applications.map((application) => (
            <li key={application.id}>
              <ApplicationCard
                application={application}
                decidable={state === "waiting"}
                action={action}
                failure={
                  failure?.userId === application.id ? failure : undefined
                }
              />
            </li>
          ))}
        </ul>
      ) : (
        <p className="card text-slate-700">{t(`applications.none.${state}`)}</p>
      )}
    </AdminShell>
  );
}

function ApplicationCard({
  application,
  decidable,
  action,
  failure,
}: {
  application: Application;
  decidable: boolean;
  action: string;
  failure?: Failure;
}) {
  const { t, locale } = useTranslation("admin");
  const listLabel = useListLabel();
  const navigation = useNavigation();
  const busy =
    navigation.state === "submitting" &&
    navigation.formData?.get("userId") === application.id;
  const headingId = `application-${application.id}`;
  const approveError = failure?.intent === "approve" ? failure : undefined;
  const rejectError = failure?.intent === "reject" ? failure : undefined;
  const idError = approveError?.fieldErrors.membershipId;
  const reasonError = rejectError?.fieldErrors.reason;
  return (
    <article
      aria-labelledby={headingId}
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h3 id={headingId} className="text-lg font-semibold text-slate-900">
        {application.name}
      </h3>
      <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        <Detail term={t("applications.email")}>
          <a className="link break-all" href={`mailto:${application.email}`}>
            {application.email}
          </a>{" "}
          {application.emailVerified
            ? t("applications.emailVerified")
            : t("applications.emailUnverified")}
        </Detail>
        <Detail term={t("applications.type")}>
          {listLabel("membershipTypes", application.membershipType)} (
          {t("applications.fees", {
            entry: application.fees.entry.toFixed(2),
            annual: application.fees.annual.toFixed(2),
          })}
          )
        </Detail>
        <Detail term={t("applications.phone")}>
          {application.phone || "—"}
        </Detail>
        <Detail term={t("applications.region")}>
          {application.state ? listLabel("locations", application.state) : "—"}
        </Detail>
        <Detail term={t("applications.applied")}>
          {application.appliedAt
            ? formatDate(application.appliedAt, locale)
            : "—"}
        </Detail>
        <Detail term={t("applications.claim")}>
          {application.claimedMembershipId ?? t("applications.noClaim")}
        </Detail>
        {application.membershipId ? (
          <Detail term={t("applications.membershipId")}>
            {application.membershipId}
          </Detail>
        ) : null}
        <Detail term={t("applications.documents")}>
          {application.documents.length
            ? application.documents.map((doc, index) => (
                <a
                  key={doc.id}
                  href={doc.url}
                  className="link mr-2"
                  target="_blank"
                  rel="noopener noreferrer nofollow"
                >
                  {t("applications.documentLink", {
                    file: doc.name || t("applications.document", { number: index + 1 }),
                  })}
                </a>
              ))
            : t("applications.noDocuments")}
        </Detail>
        <Detail term={t("applications.evidence")}>
          {application.evidence.length
            ? application.evidence
                .map((kind) => listLabel("evidence", kind))
                .join("; ")
            : t("applications.evidenceNone")}
        </Detail>
      </dl>
      {application.informationRequest ? (
        <InformationRequestNote request={application.informationRequest} />
      ) : null}
      {application.rejectionReason ? (
        <p className="mt-3 text-sm text-slate-800">
          <span className="font-medium">{t("applications.reason")}:</span>{" "}
          {application.rejectionReason}
        </p>
      ) : null}
      {decidable ? (
        <div className="mt-4 grid gap-4 border-t border-slate-200 pt-4 md:grid-cols-2">
          <Form
            method="post"
            action={action}
            className="space-y-3"
            aria-label={t("applications.approveFormLabel", {
              name: application.name,
            })}
          >
            <input type="hidden" name="userId" value={application.id} />
            <FormErrors
              errors={approveError && !idError ? [approveError.message] : null}
            />
            <div>
              <label
                htmlFor={`membership-id-${application.id}`}
                className="mb-1 block text-sm font-medium text-slate-800"
              >
                {t("applications.membershipIdLabel")}
              </label>
              <input
                id={`membership-id-${application.id}`}
                name="membershipId"
                maxLength={20}
                autoComplete="off"
                defaultValue={approveError?.typed.membershipId ?? ""}
                aria-invalid={idError ? true : undefined}
                aria-describedby={`membership-id-${application.id}-hint${
                  idError ? ` membership-id-${application.id}-error` : ""
                }`}
                className={controlClass}
              />
              <p
                id={`membership-id-${application.id}-hint`}
                className="mt-1 text-sm text-slate-600"
              >
                {application.claimedMembershipId
                  ? t("applications.membershipIdHintClaim", {
                      claim: application.claimedMembershipId,
                    })
                  : t("applications.membershipIdHint")}
              </p>
              <ErrorList
                id={`membership-id-${application.id}-error`}
                errors={idError}
              />
            </div>
            <button
              type="submit"
              name="intent"
              value="approve"
              className="btn-primary"
              disabled={busy}
            >
              {t("applications.approve")}
              <span className="sr-only"> {application.name}</span>
            </button>
          </Form>
          <Form
            method="post"
            action={action}
            className="space-y-3"
            aria-label={t("applications.rejectFormLabel", {
              name: application.name,
            })}
          >
            <input type="hidden" name="userId" value={application.id} />
            <FormErrors
              errors={
                rejectError && !reasonError ? [rejectError.message] : null
              }
            />
            <div>
              <label
                htmlFor={`reason-${application.id}`}
                className="mb-1 block text-sm font-medium text-slate-800"
              >
                {t("applications.reasonLabel")}
              </label>
              <textarea
                id={`reason-${application.id}`}
                name="reason"
                rows={2}
                maxLength={1000}
                required
                defaultValue={rejectError?.typed.reason ?? ""}
                aria-invalid={reasonError ? true : undefined}
                aria-describedby={
                  reasonError ? `reason-${application.id}-error` : undefined
                }
                className={controlClass}
              />
              <ErrorList
                id={`reason-${application.id}-error`}
                errors={reasonError}
              />
            </div>
            <button
              type="submit"
              name="intent"
              value="reject"
              className="btn-danger"
              disabled={busy}
            >
              {t("applications.reject")}
              <span className="sr-only"> {application.name}</span>
            </button>
          </Form>
          {application.informationRequest &&
          !application.informationRequest.answeredAt ? null : (
            <AskForm
              application={application}
              action={action}
              failure={failure?.intent === "ask" ? failure : undefined}
              busy={busy}
            />
          )}
        </div>
      ) : null}
    </article>
  );
}

/** The latest request for more (issue 33, item 5): what was asked, and the answer or that it waits. */
function InformationRequestNote({
  request,
}: {
  request: NonNullable<Application["informationRequest"]>;
}) {
  const { t, locale } = useTranslation("admin");
  const listLabel = useListLabel();
  return (
    <section
      aria-label={t("applications.requestHeading")}
      className="mt-3 rounded-md bg-sky-50 p-3 text-sm text-sky-950"
    >
      <p className="font-medium">
        {t("applications.requestAsked", {
          date: formatDate(request.askedAt, locale),
          name: request.askedBy || "—",
        })}
      </p>
      <p className="whitespace-pre-line break-words">{request.message}</p>
      {request.documents.length ? (
        <p className="mt-1">
          {t("applications.requestWanted", {
            documents: request.documents
              .map((kind) => listLabel("evidence", kind))
              .join("; "),
          })}
        </p>
      ) : null}
      {request.answeredAt ? (
        <>
          <p className="mt-2 font-medium">
            {t("applications.requestAnswered", {
              date: formatDate(request.answeredAt, locale),
            })}
          </p>
          <p className="whitespace-pre-line break-words">
            {request.answer || t("applications.requestNoNote")}
          </p>
          {request.answerDocumentIds.length ? (
            <p className="mt-1">
              {t("applications.requestAnswerDocuments", {
                count: request.answerDocumentIds.length,
              })}
            </p>
          ) : null}
        </>
      ) : (
        <p className="mt-2 font-medium">{t("applications.requestWaiting")}</p>
      )}
    </section>
  );
}

/**
 * Asks the applicant for more: a message and the documents wanted (the type's evidence first, ticked
 * when nothing was sent). Folded under its summary; open again with what was typed when refused.
 */
function AskForm({
  application,
  action,
  failure,
  busy,
}: {
  application: Application;
  action: string;
  failure?: Failure;
  busy: boolean;
}) {
  const { t } = useTranslation("admin");
  const listLabel = useListLabel();
  const messageError = failure?.fieldErrors.message;
  const documentsError = failure?.fieldErrors.documents;
  const ticked = failure
    ? failure.typed.documents
    : application.documents.length
      ? []
      : application.evidence;
  const id = `ask-${application.id}`;
  return (
    <details className="md:col-span-2" open={failure ? true : undefined}>
      <summary className="inline-flex min-h-11 cursor-pointer items-center font-medium text-brand-800">
        {t("applications.askSummary")}
      </summary>
      <Form
        method="post"
        action={action}
        className="mt-3 space-y-3"
        aria-label={t("applications.askFormLabel", { name: application.name })}
      >
        <input type="hidden" name="userId" value={application.id} />
        <FormErrors
          errors={
            failure && !messageError && !documentsError
              ? [failure.message]
              : null
          }
        />
        <div>
          <label
            htmlFor={`${id}-message`}
            className="mb-1 block text-sm font-medium text-slate-800"
          >
            {t("applications.askMessageLabel")}
          </label>
          <textarea
            id={`${id}-message`}
            name="message"
            rows={3}
            maxLength={2000}
            required
            defaultValue={failure?.typed.message ?? ""}
            aria-invalid={messageError ? true : undefined}
            aria-describedby={`${id}-hint${messageError ? ` ${id}-message-error` : ""}`}
            className={controlClass}
          />
          <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
            {t("applications.askMessageHint")}
          </p>
          <ErrorList id={`${id}-message-error`} errors={messageError} />
        </div>
        <fieldset>
          <legend className="mb-1 text-sm font-medium text-slate-800">
            {t("applications.askDocumentsLegend")}
          </legend>
          <ErrorList id={`${id}-documents-error`} errors={documentsError} />
          <ul className="space-y-1">
            {application.askable.map((kind) => (
              <li key={kind}>
                <label className="flex min-h-11 items-center gap-2 text-sm text-slate-800">
                  <input
                    type="checkbox"
                    name="documents"
                    value={kind}
                    defaultChecked={ticked.includes(kind)}
                    className="h-5 w-5"
                  />
                  {listLabel("evidence", kind)}
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
        <button
          type="submit"
          name="intent"
          value="ask"
          className="btn-secondary"
          disabled={busy}
        >
          {t("applications.askSubmit")}
          <span className="sr-only"> {application.name}</span>
        </button>
      </Form>
    </details>
  );
}
