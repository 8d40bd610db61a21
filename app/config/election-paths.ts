/**
 * Elections (issue 35): members' pages, the nomination links and the API.
 * Part of the app's addresses (paths.ts), in a file of its own so that a page's script carries only the
 * addresses it uses: the browser bundle splits by file, not by export.
 */

/** Elections (issue 35, item 3): members' pages, the nomination links and the API. */
export const electionPaths = {
  list: '/elections',
  page: (id: string) => `/elections/${id}`,
  nominate: (id: string) => `/elections/${id}/nominate`,
  results: (id: string) => `/elections/${id}/results`,
  /** The signed link mailed to a nomination's candidate, proposer or seconder (`as` the role): a page asking, whose form confirms. */
  confirmNomination: (id: string, nominationId: string, role: string, token: string) =>
    `/elections/${id}/nominations/${nominationId}/confirm?${new URLSearchParams({ as: role, token })}`,
  confirmNominationAction: (id: string, nominationId: string) => `/elections/${id}/nominations/${nominationId}/confirm`,
  apiBallots: (id: string) => `/api/elections/${id}/ballots`,
  apiResults: (id: string) => `/api/elections/${id}/results`,
} as const
