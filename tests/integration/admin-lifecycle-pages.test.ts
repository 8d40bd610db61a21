import { describe, expect, test } from "vitest";
import { addDays } from "#app/domain/dates.ts";
import { AuditLog } from "#app/models/audit-log.server.ts";
import { Invoice } from "#app/models/invoice.server.ts";
import { PaymentProof } from "#app/models/payment-proof.server.ts";
import { Receipt } from "#app/models/receipt.server.ts";
import { User } from "#app/models/user.server.ts";
import {
  adminSession,
  expectPage,
  follow,
  inputValue,
  memberSession,
  readable,
} from "#tests/admin-helpers.ts";
import { today } from "#tests/clock.ts";
import {
  createApplicantUser,
  createInvoiceFor,
  createUser,
  DEFAULT_PASSWORD,
} from "#tests/factories.ts";
import { get, postForm, withoutScripts } from "#tests/http.ts";
import { useTestServer } from "#tests/setup/test-server.ts";

/**
 * The administrators' pages of the membership lifecycle (issue 18) over HTTP, as a browser without
 * JavaScript uses them: /admin/applications (approve, reject), /admin/payments (record a payment) and
 * the /admin panel of what needs doing; each through the same service as its API twin, checked per role.
 */

const server = useTestServer();
const page = async (path: string, cookie: string) => {
  const response = await get(server.baseUrl, path, { cookie });
  return {
    status: response.status,
    html: withoutScripts(await response.text()),
  };
};
/** The value of the input with this id (one row's field, where every row has one of that name). */
const valueOf = (html: string, id: string) => {
  const tag = new RegExp(`<input[^>]*id="${id}"[^>]*>`).exec(html)?.[0];
  return tag ? readable(/value="([^"]*)"/.exec(tag)?.[1] ?? "") : null;
};
const secretary = () => adminSession({ roles: ["secretary"] });
const treasurer = () => adminSession({ roles: ["treasurer"] });

describe("/admin/applications", () => {
  test("lists waiting applications newest first with their details and claim; the state filter shows the others", async () => {
    const { cookie } = await secretary();
    const older = await createApplicantUser({
      firstName: "Older",
      appliedAt: new Date(Date.now() - 86_400_000),
      phone: "012-3456789",
      state: "Sabah",
    });
    const newer = await createApplicantUser({
      firstName: "Newer",
      claimedMembershipId: "EMP4242",
    });
    const rejected = await createApplicantUser({
      firstName: "Turned",
      membershipStatus: "rejected",
      rejectionReason: "No certificates yet",
    });
    const { status, html } = await page("/admin/applications", cookie);
    expect(status).toBe(200);
    const text = readable(html);
    expect(text.indexOf(`Newer ${newer.lastName}`)).toBeGreaterThan(-1);
    expect(text.indexOf(`Newer ${newer.lastName}`)).toBeLessThan(
      text.indexOf(`Older ${older.lastName}`)
    );
    expectPage(html).toContain("They claim EMP4242");
    expectPage(html).toContain("012-3456789");
    expectPage(html).toContain(older.email);
    expectPage(html).not.toContain(`Turned ${rejected.lastName}`);
    const other = await page("/admin/applications?state=rejected", cookie);
    expectPage(other.html).toContain(`Turned ${rejected.lastName}`);
    expectPage(other.html).toContain("No certificates yet");
    expectPage(other.html).not.toContain(`Newer ${newer.lastName}`);
    // An unknown state is the waiting queue.
    expectPage(
      (await page("/admin/applications?state=%24gt", cookie)).html
    ).toContain(`Newer ${newer.lastName}`);
  });

  test("approving assigns the next EMP number, raises the invoice and is audited; the toast names the ID", async () => {
    const { cookie, user: staff } = await secretary();
    const applicant = await createApplicantUser();
    const response = await postForm(
      server.baseUrl,
      "/admin/applications",
      { intent: "approve", userId: applicant.id, membershipId: "" },
      { cookie }
    );
    expect(response).toHaveRedirect("/admin/applications");
    const stored = await User.findById(applicant.id).lean();
    expect(stored?.membershipId).toMatch(/^EMP\d+$/);
    expect(stored?.approvedAt).toBeTruthy();
    expect(
      await Invoice.countDocuments({ userId: applicant.id, kind: "joining" })
    ).toBe(1);
    const [audit] = await AuditLog.find({
      entityType: "user",
      entityId: applicant.id,
      action: "approved",
    }).lean();
    expect(String(audit?.actorId)).toBe(staff.id);
    const after = await follow(server.baseUrl, response, cookie);
    expectPage(after).toContain(
      `Approved ${applicant.firstName} ${applicant.lastName} as ${stored?.membershipId}`
    );
    expectPage(after).not.toContain(applicant.email);
    // Now in the "approved, awaiting payment" list, without the decision forms.
    const approved = await page("/admin/applications?state=approved", cookie);
    expectPage(approved.html).toContain(applicant.email);
    expect(inputValue(approved.html, "userId")).toBeNull();
  });

  test("a claimed ID another account holds is refused: 409, the typed ID kept, nothing changed", async () => {
    const { cookie } = await secretary();
    const holder = await createUser();
    const applicant = await createApplicantUser({
      claimedMembershipId: holder.membershipId,
    });
    const response = await postForm(
      server.baseUrl,
      "/admin/applications",
      {
        intent: "approve",
        userId: applicant.id,
        membershipId: holder.membershipId!,
      },
      { cookie }
    );
    expect(response.status).toBe(409);
    const html = withoutScripts(await response.text());
    expectPage(html).toContain(
      "Another account already has this membership ID"
    );
    expect(valueOf(html, `membership-id-${applicant.id}`)).toBe(
      holder.membershipId
    );
    expect(html).toMatch(
      new RegExp(
        `id="membership-id-${applicant.id}"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*id="membership-id-${applicant.id}"`
      )
    );
    const stored = await User.findById(applicant.id).lean();
    expect(stored?.membershipId).toBeUndefined();
    expect(stored?.approvedAt ?? null).toBeNull();
    expect(await Invoice.countDocuments({ userId: applicant.id })).toBe(0);
  });

  test("rejecting needs a reason (400, nothing changed); with one the applicant is rejected and it is audited; in Malay too", async () => {
    const { cookie } = await secretary();
    const applicant = await createApplicantUser();
    const empty = await postForm(
      server.baseUrl,
      "/admin/applications",
      { intent: "reject", userId: applicant.id, reason: "   " },
      { cookie }
    );
    expect(empty.status).toBe(400);
    expectPage(await empty.text()).toContain(
      "Please give the reason for the applicant"
    );
    expect((await User.findById(applicant.id).lean())?.membershipStatus).toBe(
      "pending"
    );

    const malay = await postForm(
      server.baseUrl,
      "/admin/applications?lng=ms",
      { intent: "reject", userId: applicant.id, reason: "" },
      { cookie: `${cookie}; lng=ms` }
    );
    expect(malay.status).toBe(400);
    expectPage(await malay.text()).toContain(
      "Sila nyatakan sebabnya kepada pemohon"
    );

    const response = await postForm(
      server.baseUrl,
      "/admin/applications",
      {
        intent: "reject",
        userId: applicant.id,
        reason: "Please send your training certificates.",
      },
      { cookie }
    );
    expect(response).toHaveRedirect("/admin/applications");
    const stored = await User.findById(applicant.id).lean();
    expect(stored).toMatchObject({
      membershipStatus: "rejected",
      rejectionReason: "Please send your training certificates.",
    });
    expect(
      await AuditLog.countDocuments({
        entityType: "user",
        entityId: applicant.id,
        action: "rejected",
      })
    ).toBe(1);
    // Decided already: a second decision is 409 and changes nothing.
    const again = await postForm(
      server.baseUrl,
      "/admin/applications",
      { intent: "approve", userId: applicant.id },
      { cookie }
    );
    expect(again.status).toBe(409);
    expect(
      (await User.findById(applicant.id).lean())?.membershipId
    ).toBeUndefined();
  });

  test("the Malay page reads in Malay", async () => {
    const { cookie } = await secretary();
    await createApplicantUser();
    const { html } = await page("/admin/applications?lng=ms", cookie);
    expectPage(html).toContain("Permohonan keahlian");
    expectPage(html).toContain("Menunggu semakan");
    expectPage(html).toContain("Luluskan");
  });

  test("only the applications part of the administration: a treasurer and a member get 403, a visitor signs in", async () => {
    const { cookie: treasurerCookie } = await treasurer();
    const { cookie: memberCookie } = await memberSession();
    const applicant = await createApplicantUser();
    expect((await page("/admin/applications", treasurerCookie)).status).toBe(
      403
    );
    expect((await page("/admin/applications", memberCookie)).status).toBe(403);
    expect(await get(server.baseUrl, "/admin/applications")).toHaveRedirect(
      "/login?redirectTo=%2Fadmin%2Fapplications"
    );
    const refused = await postForm(
      server.baseUrl,
      "/admin/applications",
      { intent: "approve", userId: applicant.id },
      { cookie: treasurerCookie }
    );
    expect(refused.status).toBe(403);
    expect(
      (await User.findById(applicant.id).lean())?.approvedAt ?? null
    ).toBeNull();
  });
});

describe("/admin/payments", () => {
  test("shows open invoices with their slips; recording the full amount issues a receipt, pays the invoice and activates the member", async () => {
    const { cookie, user: staff } = await treasurer();
    const member = await createUser({
      membershipStatus: "pending",
      membershipValidUntil: "",
    });
    const invoice = await createInvoiceFor(member.id);
    await PaymentProof.create({
      invoiceId: invoice.id,
      userId: member.id,
      mediaId: "0123456789abcdef01234567",
      reference: "MBB 777",
    });
    const { status, html } = await page("/admin/payments", cookie);
    expect(status).toBe(200);
    expectPage(html).toContain(invoice.number);
    expectPage(html).toContain("reference MBB 777");
    expect(html).toContain('href="/media/0123456789abcdef01234567');
    expect(valueOf(html, `amount-${invoice.id}`)).toBe("100.00");

    const response = await postForm(
      server.baseUrl,
      "/admin/payments",
      {
        id: invoice.id,
        amount: "100",
        paidAt: today(),
        method: "bank-transfer",
        reference: "MBB 777",
      },
      { cookie }
    );
    expect(response).toHaveRedirect("/admin/payments");
    const [receipt] = await Receipt.find({ invoiceId: invoice.id }).lean();
    expect(receipt).toMatchObject({
      amountSen: 10_000,
      method: "bank-transfer",
      reference: "MBB 777",
      paidOn: today(),
      recordedBy: expect.anything(),
    });
    expect(String(receipt?.recordedBy)).toBe(staff.id);
    expect(receipt?.number).toMatch(/^RCT-\d{4}-\d{4}$/);
    expect((await Invoice.findById(invoice.id).lean())?.status).toBe("paid");
    expect((await User.findById(member.id).lean())?.membershipStatus).toBe(
      "active"
    );
    expect(
      await AuditLog.countDocuments({
        entityType: "invoice",
        entityId: invoice.id,
        action: "recorded-payment",
      })
    ).toBe(1);
    const after = await follow(server.baseUrl, response, cookie);
    expectPage(after).toContain(`Recorded RM 100.00 on ${invoice.number}`);
    expectPage(after).not.toContain(`${invoice.number} · `);
  });

  test("bad input keeps what was typed and stores nothing: no amount, a future day, more than is due, an unknown method", async () => {
    const { cookie } = await treasurer();
    const member = await createUser();
    const invoice = await createInvoiceFor(member.id);
    const send = (
      fields: Record<string, string>,
      path = "/admin/payments",
      extraCookie = ""
    ) =>
      postForm(
        server.baseUrl,
        path,
        {
          id: invoice.id,
          amount: "100",
          paidAt: today(),
          method: "cash",
          reference: "Kept ref",
          ...fields,
        },
        { cookie: `${cookie}${extraCookie}` }
      );

    const noAmount = await send({ amount: "" });
    expect(noAmount.status).toBe(400);
    const noAmountHtml = await noAmount.text();
    expectPage(noAmountHtml).toContain(
      "Enter the amount received in RM, such as 150 or 150.50"
    );
    expect(valueOf(noAmountHtml, `reference-${invoice.id}`)).toBe("Kept ref");

    const future = await send({ paidAt: addDays(today(), 3) });
    expect(future.status).toBe(400);
    const futureHtml = await future.text();
    expectPage(futureHtml).toContain(
      "The day the money was received cannot be in the future"
    );
    expect(valueOf(futureHtml, `paidAt-${invoice.id}`)).toBe(
      addDays(today(), 3)
    );

    const tooMuch = await send({ amount: "100.01" });
    expect(tooMuch.status).toBe(409);
    expect(valueOf(await tooMuch.text(), `amount-${invoice.id}`)).toBe(
      "100.01"
    );

    expect((await send({ method: "bitcoin" })).status).toBe(400);
    const malay = await send(
      { amount: "abc" },
      "/admin/payments?lng=ms",
      "; lng=ms"
    );
    expect(malay.status).toBe(400);
    expectPage(await malay.text()).toContain(
      "Masukkan jumlah yang diterima dalam RM"
    );

    expect(await Receipt.countDocuments({ invoiceId: invoice.id })).toBe(0);
    expect((await Invoice.findById(invoice.id).lean())?.status).toBe("unpaid");
  });

  test("a part payment leaves the invoice open with its balance; an unknown invoice is 404", async () => {
    const { cookie } = await adminSession();
    const member = await createUser();
    const invoice = await createInvoiceFor(member.id);
    const part = await postForm(
      server.baseUrl,
      "/admin/payments",
      {
        id: invoice.id,
        amount: "40",
        paidAt: today(),
        method: "duitnow",
        reference: "",
      },
      { cookie }
    );
    expect(part).toHaveRedirect("/admin/payments");
    expect((await Invoice.findById(invoice.id).lean())?.status).toBe("unpaid");
    const { html } = await page("/admin/payments", cookie);
    expectPage(html).toContain("RM 60.00");
    const missing = await postForm(
      server.baseUrl,
      "/admin/payments",
      {
        id: "ffffffffffffffffffffffff",
        amount: "1",
        paidAt: today(),
        method: "cash",
      },
      { cookie }
    );
    expect(missing.status).toBe(404);
    expectPage(await missing.text()).toContain("Invoice not found");
  });

  test("only the finance part: a secretary and a member get 403 and record nothing", async () => {
    const { cookie: secretaryCookie } = await secretary();
    const { cookie: memberCookie } = await memberSession();
    const invoice = await createInvoiceFor((await createUser()).id);
    expect((await page("/admin/payments", secretaryCookie)).status).toBe(403);
    expect((await page("/admin/payments", memberCookie)).status).toBe(403);
    const refused = await postForm(
      server.baseUrl,
      "/admin/payments",
      { id: invoice.id, amount: "100", paidAt: today(), method: "cash" },
      { cookie: secretaryCookie }
    );
    expect(refused.status).toBe(403);
    expect(await Receipt.countDocuments({ invoiceId: invoice.id })).toBe(0);
  });
});

describe("/admin: what needs doing", () => {
  test("counts applications, slips, unpaid invoices and CPD per role, each a link; the navigation shows the sections of the role", async () => {
    await User.deleteMany({ membershipStatus: "pending" });
    await Invoice.deleteMany({ status: "unpaid" });
    const { cookie } = await adminSession();
    await createApplicantUser();
    await createApplicantUser();
    const member = await createUser();
    const withSlip = await createInvoiceFor(member.id);
    await createInvoiceFor(member.id);
    await PaymentProof.create({
      invoiceId: withSlip.id,
      userId: member.id,
      mediaId: "0123456789abcdef01234567",
      reference: "",
    });
    const { html } = await page("/admin", cookie);
    expectPage(html).toContain("What needs doing");
    expect(readable(html)).toMatch(
      /href="\/admin\/applications"[^>]*>2 applications to review</
    );
    expect(readable(html)).toMatch(
      /href="\/admin\/payments"[^>]*>1 transfer slip to check</
    );
    expect(readable(html)).toMatch(
      /href="\/admin\/payments"[^>]*>2 invoices awaiting payment</
    );

    const { cookie: secretaryCookie } = await secretary();
    const forSecretary = await page("/admin", secretaryCookie);
    expect(readable(forSecretary.html)).toMatch(/>2 applications to review</);
    expectPage(forSecretary.html).not.toContain("transfer slip");
    expect(forSecretary.html).not.toContain('href="/admin/payments"');
    expect(forSecretary.html).toContain('href="/admin/applications"');

    const malay = await page("/admin?lng=ms", cookie);
    expectPage(malay.html).toContain("Perkara yang perlu diuruskan");
    expectPage(malay.html).toContain("2 permohonan untuk disemak");
  });

  test("the treasurer opens payments from the navigation, which shows no section of the secretariat", async () => {
    const { cookie } = await treasurer();
    const { html } = await page("/admin/payments", cookie);
    expect(html).toContain('href="/admin/payments"');
    expect(html).not.toContain('href="/admin/applications"');
    expect(html).not.toContain('href="/admin/cpd"');
  });
});

describe("the older administration pages' navigation follows the role too", () => {
  /** The administration's navigation, drawn by its layout route (issue 32). */
  const nav = (html: string) => /<nav aria-label="Administration"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? "";

  test("a secretary on /admin/messages sees no Payments or Donations; an administrator there sees them", async () => {
    const { cookie: secretaryCookie } = await secretary();
    const forSecretary = await page("/admin/messages", secretaryCookie);
    expect(nav(forSecretary.html)).toContain('href="/admin/messages"');
    expect(nav(forSecretary.html)).toContain('href="/admin/applications"');
    expect(nav(forSecretary.html)).not.toContain('href="/admin/payments"');
    expect(nav(forSecretary.html)).not.toContain('href="/admin/donations"');

    const { cookie } = await adminSession();
    const forAdministrator = await page("/admin/messages", cookie);
    expect(nav(forAdministrator.html)).toContain('href="/admin/payments"');
  });

  // Issue 32: the administration's layout draws the navigation once, for every page of it.
  test("a form page has it too; a treasurer's shows her pages only; a member refused at /admin/cpd sees no staff links", async () => {
    const { cookie } = await adminSession();
    const form = await page("/admin/practitioners/new", cookie);
    expect(form.status).toBe(200);
    expect(nav(form.html)).toContain('href="/admin/cpd"');
    const { cookie: treasurerCookie } = await treasurer();
    const ledger = await page("/admin/ledger", treasurerCookie);
    expect(ledger.status).toBe(200);
    expect(nav(ledger.html)).toContain('href="/admin/payments"');
    expect(nav(ledger.html)).toContain('href="/admin/donations"');
    expect(nav(ledger.html)).not.toContain('href="/admin/cpd"');
    const { cookie: memberCookie } = await memberSession();
    const refused = await page("/admin/cpd", memberCookie);
    expect(refused.status).toBe(403);
    expect(refused.html).toContain("<h1");
    expect(nav(refused.html)).toBe("");
  });
});

describe("the mobile menu", () => {
  test("links staff to /admin, in Malay too; a member's has no such link", async () => {
    const mobileMenu = (html: string) =>
      /<nav aria-label="(?:Mobile|Mudah alih)"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? "";
    const { cookie } = await adminSession();
    const english = readable(mobileMenu((await page("/", cookie)).html));
    expect(english).toMatch(/href="\/admin"[^>]*>Administration</);
    const malay = mobileMenu((await page("/?lng=ms", cookie)).html);
    expect(malay).toContain('href="/admin"');
    const { cookie: memberCookie } = await memberSession();
    const forMember = mobileMenu((await page("/", memberCookie)).html);
    expect(forMember).toContain('href="/member-dashboard/cpd"');
    expect(forMember).not.toContain('href="/admin"');
  });
});

describe("signing in", () => {
  test("staff land on what needs doing (/admin, or a treasurer on /admin/payments); a page asked for still wins", async () => {
    const signIn = (email: string, redirectTo = "") =>
      postForm(server.baseUrl, "/login", {
        email,
        password: DEFAULT_PASSWORD,
        redirectTo,
      });
    const administrator = await createUser({ isAdmin: true });
    const cashier = await createUser({ isAdmin: true, roles: ["treasurer"] });
    const member = await createUser();
    expect(await signIn(administrator.email)).toHaveRedirect("/admin");
    expect(await signIn(cashier.email)).toHaveRedirect("/admin/payments");
    expect(await signIn(member.email)).toHaveRedirect("/member-dashboard/cpd");
    expect(await signIn(administrator.email, "/admin/cpd")).toHaveRedirect(
      "/admin/cpd"
    );
  });
});
