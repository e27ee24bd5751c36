import { isRouteErrorResponse } from '@remix-run/react'

// the one shape of an error a route expects (an unknown id, a refused role): `{ message }`
export type ExpectedErrorBody = { message: string }

// thrown (or returned) by loaders, actions and the features they call. A JSON response, because
// a resource route answers a thrown response as it is, while thrown `data()` would lose its body
// there; a page's error boundary reads the same body as the route error's data
export function expectedError(
  status: number,
  message: string,
  init: { headers?: HeadersInit } = {},
): Response {
  return Response.json({ message } satisfies ExpectedErrorBody, { status, headers: init.headers })
}

export function expectedMessageOf(error: unknown): string | undefined {
  if (!isRouteErrorResponse(error)) return undefined
  const body = error.data as Partial<ExpectedErrorBody> | null
  return typeof body?.message === 'string' ? body.message : undefined
}
