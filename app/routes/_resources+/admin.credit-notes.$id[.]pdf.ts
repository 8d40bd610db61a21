import type { LoaderFunctionArgs } from '@remix-run/node'
import { financePaths } from '#app/config/finance-paths.ts'
import { creditNoteDocument } from '#app/services/invoice-corrections.server.ts'
import { apiError } from '#app/utils/api.server.ts'
import { requireUser } from '#app/utils/auth.server.ts'
import { getLocale } from '#app/utils/i18n.server.ts'
import { requireAdmin } from '#app/utils/permissions.server.ts'
import { BOOKS_MESSAGES } from '#app/validation/books.ts'

/**
 * GET /admin/credit-notes/{id}.pdf: a credit note as a tagged PDF in the reader's language (`?lng=ms` for
 * Malay), for those who keep the books (issue 34); 404 for one that does not exist.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireUser(request, { redirectTo: financePaths.ledger })
  await requireAdmin(request, 'finance')
  const document = await creditNoteDocument(params.id ?? '', await getLocale(request))
  if (!document) return apiError(404, BOOKS_MESSAGES.creditNoteNotFound)
  return new Response(new Uint8Array(document.pdf), {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${document.filename}"`,
      'cache-control': 'private, no-store',
    },
  })
}
