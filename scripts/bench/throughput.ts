import autocannon from 'autocannon'

export type Throughput = { requestsPerSecond: number; p50Ms: number; p99Ms: number; errors: number; non2xx: number }

export async function throughput(url: string, options: { connections: number; seconds: number; headers?: Record<string, string> }): Promise<Throughput> {
  const result = await autocannon({ url, connections: options.connections, duration: options.seconds, headers: options.headers })
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  }
}
