/**
 * General meetings (issue 35, item 2): members' pages, a paper's download and the members' API.
 * Part of the app's addresses (paths.ts), in a file of its own so that a page's script carries only the
 * addresses it uses: the browser bundle splits by file, not by export.
 */
export const meetingPaths = {
  list: '/meetings',
  page: (id: string) => `/meetings/${id}`,
  paper: (id: string, paperId: string) => `/meetings/${id}/papers/${paperId}`,
  api: (id: string) => `/api/meetings/${id}`,
  apiRsvp: (id: string) => `/api/meetings/${id}/rsvp`,
} as const
