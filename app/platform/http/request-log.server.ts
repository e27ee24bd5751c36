import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Logger } from 'pino'
import { pinoHttp } from 'pino-http'
import { factsOf } from './request-facts.server'
import { waitedMs } from './request-turns.server'

// one JSON line per request, once it is answered: id, method, route, status, time, user; never a
// header (cookies and tokens stay out of the log)
export function requestLog(logger: Logger) {
  return pinoHttp({
    logger,
    genReqId: (_req, res) => factsOf(res).reqId,
    quietReqLogger: true,
    quietResLogger: true,
    customSuccessObject: (req, res, value) => requestLine(req, res, value),
    customErrorObject: (req, res, error, value) => ({
      ...requestLine(req, res, value),
      err: error,
    }),
    customSuccessMessage: () => 'request',
    customErrorMessage: () => 'request',
    customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : 'info'),
  })
}

function requestLine(req: IncomingMessage, res: ServerResponse, value: { responseTime?: number }) {
  const facts = factsOf(res)
  return {
    method: req.method,
    route: facts.route,
    status: res.statusCode,
    ms: value.responseTime,
    waitedMs: Math.round(waitedMs(req, facts.startedAt)) || undefined,
    uid: facts.uid,
    cache: res.getHeader('x-cache'),
  }
}
