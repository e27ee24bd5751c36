import { matchPath } from '@remix-run/react'
import { data } from '@remix-run/node'
import { requireRole, requireUser } from '~/features/accounts/session.server'
import { plannedPages, type Access } from './planned-pages'

export async function loadPlannedPage(request: Request) {
  const { pathname } = new URL(request.url)
  const page = plannedPages.find((candidate) => matchPath(candidate.path, pathname))
  if (!page || page.path === '/landing/:slug') throw data(null, { status: 404 })
  await enforceAccess(request, page.access)
  return { heading: page.heading, summary: page.summary }
}

export async function enforceAccess(request: Request, access: Access) {
  if (access === 'public') return null
  if (access === 'signed-in') return requireUser(request)
  return requireRole(request, access)
}
