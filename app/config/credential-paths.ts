/**
 * Credentials that expire (issue 36, item 4; decision 045): the member's page and its API twin, the CPD
 * reviewer's queue and its API twins. In a file of its own, as the other parts' addresses (paths.ts).
 */
export const credentialPaths = {
  /** The member's credentials: the list, the form that records one, the delete buttons (multipart, without JavaScript). */
  page: '/member-dashboard/credentials',
  api: '/api/me/credentials',
  apiOne: (id: string) => `/api/me/credentials/${id}`,
  /** The CPD reviewer's queue (area `cpd`), with the confirm and reject forms. */
  admin: '/admin/credentials',
  adminInStatus: (status: string) => `/admin/credentials?status=${status}`,
  apiAdmin: '/api/admin/credentials',
  apiConfirm: (id: string) => `/api/admin/credentials/${id}/confirm`,
  apiReject: (id: string) => `/api/admin/credentials/${id}/reject`,
} as const
