import '@remix-run/node'

declare module '@remix-run/node' {
  interface AppLoadContext {
    cspNonce: string
    // the caller's address (the proxy's X-Forwarded-For when TRUST_PROXY is on)
    clientIp: string
    // performance.now() when the request arrived, for Server-Timing (absent outside a request)
    requestStartedAt?: number
  }
}
