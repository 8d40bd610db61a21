import '@remix-run/node'

declare module '@remix-run/node' {
  interface AppLoadContext {
    /** The per-request nonce the Content Security Policy allows scripts with. */
    cspNonce: string
    /** The client's address, as Express resolved it (honouring TRUST_PROXY). */
    clientIp: string
  }
}
