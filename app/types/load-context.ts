import '@remix-run/node'

declare module '@remix-run/node' {
  interface AppLoadContext {
    /** The per-request nonce the Content Security Policy allows scripts with. */
    cspNonce: string
    /**
     * The client's address, as Express resolved it (honouring TRUST_PROXY), as the per-address limits key
     * it: an IPv6 address's /64, an IPv4-mapped address's IPv4 (domain/client-address.ts).
     */
    clientIp: string
    /**
     * An upload address (config/paths.ts `isUploadPath`) was sent a body that declares more than the
     * upload limit: the route answers its own 413 (a page with its message, or JSON) without reading it.
     */
    bodyTooLarge?: boolean
  }
}
