import { useMatches } from '@remix-run/react'
import { useContext } from 'react'
import { UNSAFE_DataRouterStateContext } from 'react-router-dom'

// a page whose form just failed is titled "Error: ..." (GOV.UK pattern). Remix's meta functions
// never see action data, so the route names its title in `handle.title` and this element, placed
// before <Meta />, becomes the document's first <title> and so its title
export function FailedFormTitle() {
  const state = useContext(UNSAFE_DataRouterStateContext)
  const matches = useMatches()
  const failed = Object.values(state?.actionData ?? {}).some(
    (value) => (value as { result?: { status?: string } } | null)?.result?.status === 'error',
  )
  if (!failed) return null
  const title = [...matches].reverse().map((match) => (match.handle as { title?: string } | undefined)?.title).find(Boolean)
  return title ? <title>{`Error: ${title} · Threshold`}</title> : null
}
