/**
 * The association's governance (issue 35): the office-bearers' register and elections.
 * Apart from admin-paths.ts so that the other administration pages do not carry these addresses (the
 * browser bundle splits by file; every page's JavaScript is weighed against a budget).
 */
export const governancePaths = {
  /** The office-bearers' register (issue 35, item 1): positions, who holds them, the history. */
  officeBearers: '/admin/office-bearers',
  officePosition: (id: string) => `/admin/office-bearers/positions/${id}`,
  officeTerm: (id: string) => `/admin/office-bearers/terms/${id}`,
  /** Elections (issue 35, item 3): the list with the form that calls one, one election's returning officer's page, its auditor's view. */
  elections: '/admin/elections',
  election: (id: string) => `/admin/elections/${id}`,
  electionAudit: (id: string) => `/admin/elections/${id}/audit`,
  /** General meetings (issue 35, item 2): the list with the form that calls one, one meeting's page, its papers. */
  meetings: '/admin/meetings',
  meeting: (id: string) => `/admin/meetings/${id}`,
  meetingPapers: (id: string) => `/admin/meetings/${id}/papers`,
  /** The Societies Act annual return (issue 35, item 4): the pack of a year (`?year=`), its PDF and CSV, the rule amendments' log. */
  annualReturn: '/admin/annual-return',
  annualReturnPdf: '/admin/annual-return.pdf',
  annualReturnCsv: '/admin/annual-return.csv',
  ruleAmendments: '/admin/annual-return/amendments',
  ruleAmendment: (id: string) => `/admin/annual-return/amendments/${id}`,
} as const
