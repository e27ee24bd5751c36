import { createCookieSessionStorage } from '@remix-run/node'
import { createToastUtilsWithCustomSession } from 'remix-toast'
import { env, isDemoMode, sessionSecrets } from '~/platform/env.server'

export type { ToastMessage } from 'remix-toast'

function toastUtils() {
  return createToastUtilsWithCustomSession(
    createCookieSessionStorage({
      cookie: {
        name: '__toast',
        httpOnly: true,
        sameSite: 'lax',
        path: '/',
        secure: env().NODE_ENV === 'production' && !isDemoMode(),
        secrets: sessionSecrets(),
      },
    }),
  )
}

type Toast = { title: string; description?: string }

export function redirectWithSuccess(url: string, toast: Toast, init?: ResponseInit) {
  return toastUtils().redirectWithSuccess(
    url,
    { message: toast.title, description: toast.description },
    init,
  )
}

export function redirectWithError(url: string, toast: Toast, init?: ResponseInit) {
  return toastUtils().redirectWithError(
    url,
    { message: toast.title, description: toast.description },
    init,
  )
}

export function redirectWithInfo(url: string, toast: Toast, init?: ResponseInit) {
  return toastUtils().redirectWithInfo(
    url,
    { message: toast.title, description: toast.description },
    init,
  )
}

export function dataWithSuccess<T>(payload: T, toast: Toast, init?: ResponseInit) {
  return toastUtils().jsonWithSuccess(
    payload,
    { message: toast.title, description: toast.description },
    init,
  )
}

// a request without the toast cookie has no toast, and its answer sets no cookie (so pages for
// visitors without cookies stay shareable by the page cache)
export async function readToast(request: Request): Promise<{
  toast: Awaited<ReturnType<ReturnType<typeof toastUtils>['getToast']>>['toast']
  headers: Headers
}> {
  if (!/(?:^|;\s*)__toast=/.test(request.headers.get('Cookie') ?? ''))
    return { toast: undefined, headers: new Headers() }
  return toastUtils().getToast(request)
}
