import { useNavigate, useRevalidator } from '@remix-run/react'
import { useRef, useState, type FormEvent } from 'react'
import type { FormReply } from './field-state'

// what an upload endpoint answers: where to go on, or why not (for one field)
type UploadAnswer = { ok: true; redirectTo: string } | { ok: false; message: string }

type Options = {
  // the JSON endpoint that does what the form's own action does
  endpoint: string
  // the field a refusal is shown on
  field: string
  // said when no answer comes back, or one that is not the endpoint's
  failedMessage: string
}

// An upload form with a progress bar once JavaScript runs: the form's data goes to `endpoint`
// by XMLHttpRequest (fetch reports no upload progress), then the page goes on where the answer
// says (its toast set by the answer) or shows the refusal as a reply of its own. Without
// JavaScript the form posts to its page as usual.
export function useUploadProgress({ endpoint, field, failedMessage }: Options) {
  const navigate = useNavigate()
  const revalidator = useRevalidator()
  const [progress, setProgress] = useState<number | null>(null)
  const [reply, setReply] = useState<FormReply | undefined>()
  const sending = useRef(false)

  const fail = (message: string) => setReply({ status: 'error', error: { [field]: [message] } })

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (sending.current) return
    sending.current = true
    const request = new XMLHttpRequest()
    request.open('POST', endpoint)
    request.setRequestHeader('Accept', 'application/json')
    request.upload.onprogress = (progressEvent) => {
      if (progressEvent.lengthComputable)
        setProgress(Math.floor((progressEvent.loaded / progressEvent.total) * 100))
    }
    const settle = () => {
      sending.current = false
      setProgress(null)
    }
    request.onload = () => {
      settle()
      const answer = parse(request)
      if (answer?.ok) {
        // an answer that names a place on this same page (`#photo-…`) is a move to a fragment to
        // the router, which reads nothing again: the page's data is asked for here
        const to = new URL(answer.redirectTo, window.location.href)
        const samePage =
          to.pathname === window.location.pathname && to.search === window.location.search
        navigate(answer.redirectTo, { replace: true })
        if (samePage) revalidator.revalidate()
        return
      }
      if (answer) return fail(answer.message)
      // a page instead of an answer: sent to sign in again, or refused at the door (too large)
      if (request.status < 400) return window.location.assign(window.location.href)
      fail(failedMessage)
    }
    request.onerror = () => {
      settle()
      fail(failedMessage)
    }
    setReply(undefined)
    setProgress(0)
    request.send(new FormData(event.currentTarget))
  }

  return { onSubmit, progress, reply }
}

function parse(request: XMLHttpRequest): UploadAnswer | null {
  if (!/^application\/json/.test(request.getResponseHeader('Content-Type') ?? '')) return null
  try {
    const answer = JSON.parse(request.responseText) as UploadAnswer
    return typeof answer === 'object' && answer !== null && typeof answer.ok === 'boolean'
      ? answer
      : null
  } catch {
    return null
  }
}
