import { logger } from '../logger.server'
import { plainPage } from '../plain-page.server'
import { startRequestWork } from './request-work.server'

type Handle<Rest extends unknown[]> = (request: Request, ...rest: Rest) => Promise<Response>

// A hung dependency (Firestore unreachable retries for ~45 s) must not hang the visitor: past the
// limit a request that has written nothing is answered with a 503 page, starts no write from then
// on, and its own answer, should it come later, is dropped unread. A request that has begun a write
// is answered by what it did, however late: a 503 then could say "failed" of a change that was
// made (ADR 063). Nothing is written to the HTTP response twice, so nothing there needs guarding.
export function answerBeforeTimeout<Rest extends unknown[]>(
  handle: Handle<Rest>,
  limitMs: number,
): Handle<Rest> {
  return async (request, ...rest) => {
    const { work, result: answer } = startRequestWork(() => handle(request, ...rest))
    let timer: NodeJS.Timeout | undefined
    const limit = new Promise<null>((resolve) => {
      timer = setTimeout(resolve, limitMs, null)
      timer.unref()
    })
    try {
      const first = await Promise.race([answer, limit])
      if (first) return first
    } finally {
      clearTimeout(timer)
    }
    if (work.writesBegun > 0) {
      logger.warn(
        { event: 'http.timeout.writing', limitMs, writes: work.writesBegun },
        'request past its time limit is writing: answered by its outcome',
      )
      return answer
    }
    work.answered = true
    logger.error({ event: 'http.timeout', limitMs }, 'request timed out')
    answer.then(
      (late) => late.body?.cancel(),
      () => undefined,
    )
    return notAnswering(request)
  }
}

function notAnswering(request: Request): Response {
  const title = 'Threshold is not answering right now'
  const message = 'Part of the service is not responding. Please try again in a minute.'
  if (new URL(request.url).pathname.startsWith('/api/')) {
    return Response.json(
      { message: `${title}. ${message}` },
      { status: 503, headers: { 'Retry-After': '30' } },
    )
  }
  return new Response(plainPage({ status: 503, title, message }), {
    status: 503,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Retry-After': '30' },
  })
}
