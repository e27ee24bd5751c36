import { data, isRouteErrorResponse } from '@remix-run/react'

// the one shape of an error a route expects (an unknown id, a refused role): thrown by loaders and
// actions, shown by the error boundary as the visitor's message under the status's heading
export type ExpectedErrorBody = { message: string }

export function expectedError(status: number, message: string, init: { headers?: HeadersInit } = {}) {
  return data<ExpectedErrorBody>({ message }, { status, headers: init.headers })
}

export function expectedMessageOf(error: unknown): string | undefined {
  if (!isRouteErrorResponse(error)) return undefined
  const body = error.data as Partial<ExpectedErrorBody> | null
  return typeof body?.message === 'string' ? body.message : undefined
}
