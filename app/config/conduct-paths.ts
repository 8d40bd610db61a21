/**
 * The addresses of concerns raised about practitioners and the sanctions decided on them (issue 36, item 1;
 * decision 042), kept apart from paths.ts (every public page loads it) as the browser bundle splits by file.
 */
export const conductPaths = {
  /** The public form; from a profile it names the listing. */
  raise: (listingId?: string) => (listingId ? `/raise-a-concern?practitioner=${encodeURIComponent(listingId)}` : '/raise-a-concern'),
  raiseForm: '/raise-a-concern',
  apiRaise: '/api/concerns',
  /** The conduct officers' queue, and one case with its steps. */
  queue: '/admin/concerns',
  case: (id: string) => `/admin/concerns/${id}`,
  caseDocument: (id: string, mediaId: string) => `/admin/concerns/${id}/files/${mediaId}`,
  apiQueue: '/api/admin/concerns',
  apiCase: (id: string) => `/api/admin/concerns/${id}`,
  apiStep: (id: string, step: string) => `/api/admin/concerns/${id}/${step}`,
  apiWithdrawSanction: (id: string) => `/api/admin/sanctions/${id}/withdraw`,
  /** The practitioner's side: what was put to them, their response and appeal. */
  mine: (id: string) => `/member-dashboard/concerns/${id}`,
  mineDocument: (id: string, mediaId: string) => `/member-dashboard/concerns/${id}/documents/${mediaId}`,
  apiMine: '/api/me/concerns',
  apiMineOne: (id: string) => `/api/me/concerns/${id}`,
  apiRespond: (id: string) => `/api/me/concerns/${id}/responses`,
  apiAppeal: (id: string) => `/api/me/concerns/${id}/appeal`,
} as const
