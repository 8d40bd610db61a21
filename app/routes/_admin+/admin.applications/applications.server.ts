import {
  json,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from "@remix-run/node";
import { adminPaths } from "#app/config/admin-paths.ts";
import {
  approveApplication,
  APPLICATION_STATES,
  listApplicationsInState,
  rejectApplication,
  type ApplicationState,
} from "#app/services/applications.server.ts";
import { accountActorOf } from "#app/services/audit.server.ts";
import {
  askableEvidenceOf,
  askForInformation,
  latestInformationRequestsOf,
} from "#app/services/information-requests.server.ts";
import { EVIDENCE_BY_TYPE } from "#app/domain/application-evidence.ts";
import { membershipTypeOf } from "#app/domain/membership-types.ts";
import { message } from "#app/validation/messages.ts";
import {
  parseSubmission,
  readFormData,
} from "#app/utils/form-submission.server.ts";
import { ADMIN_FRAME_STRINGS, routeStrings } from "#app/utils/i18n.server.ts";
import { requireAdmin } from "#app/utils/permissions.server.ts";
import { redirectWithToast } from "#app/utils/toast.server.ts";
import { ApplicationDecisionFormSchema } from "#app/validation/membership.ts";
import {
  MEMBERSHIP_MESSAGES,
  membershipOutcome,
} from "#app/validation/membership-messages.ts";

/**
 * The server side of /admin/applications: the queue (newest first, by state) and the secretariat's
 * decisions, through the same service and schema as `POST /api/admin/applications/{id}/approve|reject`.
 */

const stateOf = (value: string | null): ApplicationState =>
  (APPLICATION_STATES as readonly string[]).includes(value ?? "")
    ? (value as ApplicationState)
    : "waiting";

export async function loadApplicationsPage({ request }: LoaderFunctionArgs) {
  await requireAdmin(request, "applications");
  const state = stateOf(new URL(request.url).searchParams.get("state"));
  const applications = await listApplicationsInState(state);
  const requests = await latestInformationRequestsOf(
    applications.map((application) => application.id)
  );
  return json({
    state,
    // Issue 33, item 5: what the type asks for, what may be asked, and the latest request with its answer.
    applications: applications.map((application) => {
      const type = membershipTypeOf(application.membershipType);
      return {
        ...application,
        evidence: type ? [...EVIDENCE_BY_TYPE[type]] : [],
        askable: askableEvidenceOf(application.membershipType),
        informationRequest: requests.get(application.id) ?? null,
      };
    }),
    i18n: await routeStrings(request, [
      ...ADMIN_FRAME_STRINGS,
      "admin.applications",
      "admin.fellowships.link",
      "lists",
    ]),
  });
}

/** What a refused decision sends back: the row it was about, the message, and what was typed (kept in the form). */
export interface DecisionFailure {
  userId: string;
  intent: string;
  message: string;
  fieldErrors: Record<string, string[]>;
  typed: { membershipId: string; reason: string; message: string; documents: string[] };
}

export async function applicationsAction({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, "applications");
  const formData = await readFormData(request);
  const submission = parseSubmission(formData, {
    schema: ApplicationDecisionFormSchema,
  });
  const text = (name: string) =>
    String(formData.get(name) ?? "").slice(0, 1000);
  const fail = (
    status: number,
    message: string,
    fieldErrors: Record<string, string[]> = {}
  ) =>
    json<DecisionFailure>(
      {
        userId: text("userId"),
        intent: text("intent"),
        message,
        fieldErrors,
        typed: {
          membershipId: text("membershipId"),
          reason: text("reason"),
          message: String(formData.get("message") ?? "").slice(0, 2000),
          documents: formData.getAll("documents").map(String).slice(0, 20),
        },
      },
      { status }
    );
  if (submission.status !== "success") {
    const errors = Object.fromEntries(
      Object.entries(submission.error ?? {}).map(([field, list]) => [
        field,
        list ?? [],
      ])
    );
    const first =
      Object.values(errors).flat()[0] ??
      MEMBERSHIP_MESSAGES.applicationNotFound;
    return fail(400, first, errors);
  }
  const { userId, ...decision } = submission.value;
  const actor = accountActorOf(admin);
  const state = stateOf(new URL(request.url).searchParams.get("state"));
  const back =
    state === "waiting"
      ? adminPaths.applications
      : `${adminPaths.applications}?state=${state}`;
  if (decision.intent === "ask") {
    const asked = await askForInformation(
      { ...actor, name: `${admin.firstName} ${admin.lastName}` },
      userId,
      decision
    );
    if (!asked.ok) return fail(asked.status, asked.message);
    return redirectWithToast(back, {
      title: message("messages:membership.information.askedToast", {
        name: `${asked.user.firstName} ${asked.user.lastName}`,
      }),
    });
  }
  const result =
    decision.intent === "approve"
      ? await approveApplication(actor, userId, {
          membershipId: decision.membershipId,
        })
      : await rejectApplication(actor, userId, { reason: decision.reason });
  if (!result.ok)
    return fail(result.status, result.message, result.fieldErrors ?? {});
  const name = `${result.user.firstName} ${result.user.lastName}`;
  return redirectWithToast(
    back,
    {
      title:
        decision.intent === "approve"
          ? membershipOutcome.approved(name, result.user.membershipId ?? "")
          : membershipOutcome.rejected(name),
    }
  );
}
