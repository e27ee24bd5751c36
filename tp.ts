import { startBenchServer } from './scripts/bench/bench-server'
import { throughput } from './scripts/bench/throughput'
const s = await startBenchServer()
for (const p of ['/api/hello', '/how-it-works', '/api/hello', '/']) console.log(p, await throughput(s.url + p, { connections: 50, seconds: 5 }))
await s.stop()
