/**
 * The addresses of writing to members (issue 35, item 5), kept apart from admin-paths.ts (which every
 * administration page loads) and paths.ts (every public page), as the browser bundle splits by file.
 */
export const memberMessagePaths = {
  /** The messages, drafts and sent, and the form that writes one. */
  list: '/admin/messages/members',
  /** One message: its preview in each language, the count of recipients, Send, and its send record. */
  message: (id: string) => `/admin/messages/members/${id}`,
  /** A member's choice of the association's news, from /profile (POST). */
  newsChoice: '/profile/association-news',
  /** The signed link in each news mail: stops the association's news, no sign-in needed. */
  unsubscribe: '/member-news/unsubscribe',
} as const
