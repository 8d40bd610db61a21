import type { IncomingMessage, ServerResponse } from 'node:http'
import morgan from 'morgan'

/**
 * Query values that are secrets: the one-time tokens of the reset and confirmation links (`token`),
 * and anything else whose name says token. A log line is read by more people, and kept longer, than
 * the link was meant for.
 */
const SECRET_QUERY_VALUE = /([?&][^=&#]*token[^=&#]*=)[^&#]*/gi

/** The address with every token value replaced by `[redacted]`. */
export function redactTokens(url: string) {
  return url.replace(SECRET_QUERY_VALUE, '$1[redacted]')
}

morgan.token('safe-url', (req: IncomingMessage & { originalUrl?: string }) => redactTokens(req.originalUrl ?? req.url ?? ''))
morgan.token('safe-referrer', (req: IncomingMessage) => redactTokens(String(req.headers.referer ?? req.headers.referrer ?? '')))

/** Apache's combined format and morgan's tiny one, with the address and the Referer redacted. */
const FORMATS = {
  production: ':remote-addr - :remote-user [:date[clf]] ":method :safe-url HTTP/:http-version" :status :res[content-length] ":safe-referrer" ":user-agent"',
  development: ':method :safe-url :status :res[content-length] - :response-time ms',
}

export function requestLogger({ production, stream }: { production: boolean; stream?: NodeJS.WritableStream }) {
  return morgan<IncomingMessage, ServerResponse>(production ? FORMATS.production : FORMATS.development, stream ? { stream } : {})
}
