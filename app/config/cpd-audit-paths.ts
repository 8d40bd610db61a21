/**
 * The renewal declaration and the random CPD audit (issue 36, item 5): the member's pages, the CPD
 * reviewer's, the public figures, and their API twins. In a file of its own so that a page's script
 * carries only the addresses it uses: the browser bundle splits by file, not by export.
 */
export const cpdAuditPaths = {
  /** The member's declaration at renewal (the page; the API twin is apiDeclaration). */
  declaration: '/member-dashboard/membership/declaration',
  apiDeclaration: '/api/membership/declaration',
  /** A drawn member's audit: the deadline, the uploads, "I have sent everything". */
  member: '/member-dashboard/cpd-audit',
  apiMine: '/api/me/cpd-audit',
  apiEvidence: '/api/me/cpd-audit/evidence',
  apiSubmit: '/api/me/cpd-audit/submit',
  /** The CPD reviewer's: a month's draw with its cases, and one case. */
  audits: '/admin/cpd/audits',
  auditsOf: (month: string) => `/admin/cpd/audits?month=${encodeURIComponent(month)}`,
  /** A case's id is `<YYYY-MM>:<member id>`: a colon is at home in a path. */
  audit: (id: string) => `/admin/cpd/audits/${id}`,
  apiAudits: '/api/admin/cpd-audits',
  apiDraw: (month: string) => `/api/admin/cpd-audits/draws/${encodeURIComponent(month)}`,
  apiOutcome: (id: string) => `/api/admin/cpd-audits/${id}/outcome`,
  /** The yearly figures (also a section of /training). */
  apiFigures: '/api/cpd-audits/figures',
} as const
