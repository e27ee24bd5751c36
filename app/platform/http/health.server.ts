import { Router } from 'express'

type Readiness = { ready: boolean }

// /healthz: the process answers (for a restart policy); /readyz: it can serve, its dependencies
// answering (for a load balancer), with what was checked
export function health({ readiness }: { readiness: () => Promise<Readiness> }) {
  const router = Router()
  router.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' })
  })
  router.get('/readyz', async (_req, res) => {
    const checked = await readiness()
    res.status(checked.ready ? 200 : 503).json(checked)
  })
  return router
}
