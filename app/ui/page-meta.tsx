import type { SerializeFrom } from '@remix-run/node'
import {
  UNSAFE_RemixContext,
  useLocation,
  type MetaArgs,
  type MetaDescriptor,
} from '@remix-run/react'
import { useContext, useEffect, useSyncExternalStore } from 'react'
import { UNSAFE_DataRouterStateContext } from 'react-router-dom'

export type PageMetaArgs<Loader = unknown, Action = unknown> = MetaArgs<Loader> & {
  actionData: SerializeFrom<Action> | undefined
}
export type PageMetaFunction<Loader = unknown, Action = unknown> = (
  args: PageMetaArgs<Loader, Action>,
) => MetaDescriptor[] | undefined

type MetaMatch = MetaArgs['matches'][number]

// forms whose failure the router does not know (a script's upload answered as JSON): while one is
// failed and mounted, the title says "Error:" too. The title stays React's to write: setting
// document.title by hand detaches the text React updates, and the "Error:" would stay (issue 41 M5)
const failedForms = new Set<symbol>()
const titleListeners = new Set<() => void>()
function subscribeToFailedForms(listener: () => void) {
  titleListeners.add(listener)
  return () => void titleListeners.delete(listener)
}
const anyFormFailed = () => failedForms.size > 0
export function useFailedTitle(failed: boolean) {
  useEffect(() => {
    if (!failed) return
    const form = Symbol('failed form')
    failedForms.add(form)
    titleListeners.forEach((listener) => listener())
    return () => {
      failedForms.delete(form)
      titleListeners.forEach((listener) => listener())
    }
  }, [failed])
}

// Remix's <Meta />, with one more argument for each route's meta function: its action data.
// Remix v2 gives meta only loader data (remix-run/remix#3534), and a page whose form failed is
// titled "Error: ..." from its action's reply, in the server's HTML (JavaScript off) and after a
// post in the browser alike: one <title>, from meta (ADR 022). It reads the router state the way
// Remix's own <Meta /> does.
export function PageMeta() {
  const remix = useContext(UNSAFE_RemixContext)
  const state = useContext(UNSAFE_DataRouterStateContext)
  const location = useLocation()
  const formFailed = useSyncExternalStore(subscribeToFailedForms, anyFormFailed, () => false)
  if (!remix || !state) return null
  const failedAt = state.errors
    ? state.matches.findIndex((match) => state.errors?.[match.route.id] !== undefined)
    : -1
  const active = failedAt >= 0 ? state.matches.slice(0, failedAt + 1) : state.matches
  const error = failedAt >= 0 ? state.errors?.[active[failedAt]!.route.id] : undefined
  const matches: MetaMatch[] = []
  let meta: MetaDescriptor[] = []
  for (const routeMatch of active) {
    const id = routeMatch.route.id
    const match: MetaMatch = {
      id,
      data: state.loaderData[id],
      meta: [],
      params: routeMatch.params,
      pathname: routeMatch.pathname,
      handle: routeMatch.route.handle,
      error,
    }
    matches.push(match)
    const routeMeta = remix.routeModules[id]?.meta as
      PageMetaFunction | MetaDescriptor[] | undefined
    // a route without meta keeps its parent's, as in Remix
    if (routeMeta) {
      const args = {
        data: match.data,
        params: match.params,
        location,
        matches,
        error,
        actionData: state.actionData?.[id],
      }
      meta = (typeof routeMeta === 'function' ? routeMeta(args) : routeMeta) ?? []
    }
    match.meta = meta
  }
  return (
    <>
      {meta.map((descriptor) => {
        if ('title' in descriptor) {
          const title = String(descriptor.title)
          return (
            <title key="title">
              {formFailed && !title.startsWith('Error: ') ? `Error: ${title}` : title}
            </title>
          )
        }
        if ('tagName' in descriptor) {
          const { tagName, ...rest } = descriptor
          return tagName === 'link' ? (
            <link key={JSON.stringify(rest)} {...rest} />
          ) : (
            <meta key={JSON.stringify(rest)} {...rest} />
          )
        }
        return <meta key={JSON.stringify(descriptor)} {...(descriptor as Record<string, string>)} />
      })}
    </>
  )
}
