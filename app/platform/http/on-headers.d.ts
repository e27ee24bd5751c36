// on-headers 1.x ships no types
declare module 'on-headers' {
  import type { ServerResponse } from 'node:http'
  export default function onHeaders(
    res: ServerResponse,
    listener: (this: ServerResponse) => void,
  ): void
}
