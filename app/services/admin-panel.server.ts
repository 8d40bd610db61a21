import { mayManage, type WithRoles } from "#app/domain/roles.ts";
import { listPendingCpdEntries } from "#app/models/cpd-entry.server.ts";
import { countOpenFellowshipRequests } from "#app/models/fellowship-request.server.ts";
import { listUnpaidInvoices } from "#app/models/invoice.server.ts";
import { listProofsOfInvoice } from "#app/models/payment-proof.server.ts";
import {
  countPendingApplicants,
  listActiveMembersWithPeriods,
} from "#app/models/user.server.ts";
import { isRenewalDue } from "./membership.server.ts";
import { returnCountdown } from "./annual-return.server.ts";

/**
 * The panel at the top of /admin (issue 18, item 12): what is waiting for this account's roles, each a
 * count with the page that deals with it. A part the account may not open is left out, not shown as 0.
 */
export async function whatNeedsDoing(staff: WithRoles) {
  const [applications, fellowships, finance, renewals, cpd, annualReturn] = await Promise.all([
    mayManage(staff, "applications") ? countPendingApplicants() : null,
    mayManage(staff, "applications") ? countOpenFellowshipRequests() : null,
    mayManage(staff, "finance") ? unpaidAndSlips() : null,
    mayManage(staff, "renewals") ? countRenewalsDue() : null,
    mayManage(staff, "cpd")
      ? listPendingCpdEntries({ limit: 1 }).then((page) => page.total)
      : null,
    // Issue 35, item 4: the countdown to the Societies Act annual return's last day, for the secretariat.
    mayManage(staff, "meetings") ? returnCountdown() : null,
  ]);
  return {
    applications,
    fellowships,
    slips: finance?.slips ?? null,
    unpaid: finance?.unpaid ?? null,
    renewals,
    cpd,
    annualReturn,
  };
}
export type WhatNeedsDoing = Awaited<ReturnType<typeof whatNeedsDoing>>;

/** Open invoices, and those of them with a slip the treasurer has still to check against the bank. */
async function unpaidAndSlips() {
  const invoices = await listUnpaidInvoices();
  const withSlips = await Promise.all(
    invoices.map(
      async (invoice) => (await listProofsOfInvoice(invoice.id)).length > 0
    )
  );
  return { unpaid: invoices.length, slips: withSlips.filter(Boolean).length };
}

async function countRenewalsDue() {
  return (await listActiveMembersWithPeriods()).filter(isRenewalDue).length;
}
