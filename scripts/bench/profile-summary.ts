// Self time of a V8 CPU profile by package and by function: npm run -s bench:profile-summary -- FILE [top]
import { readFileSync } from 'node:fs'

type Node = {
  id: number
  callFrame: { functionName: string; url: string; lineNumber: number }
  children?: number[]
}
const profile = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as {
  nodes: Node[]
  samples: number[]
  timeDeltas: number[]
}
const top = Number(process.argv[3] ?? 40)
// only the last `seconds` of the profile (the load, not the server's start): PROFILE_LAST_SECONDS
const lastUs = Number(process.env.PROFILE_LAST_SECONDS ?? 1e9) * 1e6
const times: number[] = []
profile.timeDeltas.reduce((at, delta) => (times.push(at + delta), at + delta), 0)
const endUs = times.at(-1) ?? 0
const selfUs = new Map<number, number>()
profile.samples.forEach((id, index) => {
  if (times[index]! < endUs - lastUs) return
  selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0))
})
const byId = new Map(profile.nodes.map((node) => [node.id, node]))
const total = [...selfUs.values()].reduce((a, b) => a + b, 0)
const byFunction = new Map<string, number>()
const byPackage = new Map<string, number>()
for (const [id, us] of selfUs) {
  const { functionName, url, lineNumber } = byId.get(id)!.callFrame
  const where = url
    .replace(/^file:\/\//, '')
    .replace(/.*node_modules\//, 'nm:')
    .replace(/.*\/work\/main\//, '')
  byFunction.set(
    `${functionName || '(anon)'} ${where}:${lineNumber}`,
    (byFunction.get(`${functionName || '(anon)'} ${where}:${lineNumber}`) ?? 0) + us,
  )
  const pkg = where.startsWith('nm:')
    ? where
        .slice(3)
        .split('/')
        .slice(0, where.slice(3).startsWith('@') ? 2 : 1)
        .join('/')
    : where.split('/').slice(0, 2).join('/') || functionName
  byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + us)
}
const print = (title: string, map: Map<string, number>) => {
  console.log(`\n${title} (total ${(total / 1000).toFixed(0)} ms)`)
  for (const [name, us] of [...map].sort((a, b) => b[1] - a[1]).slice(0, top))
    console.log(`${((100 * us) / total).toFixed(1).padStart(5)}%  ${name}`)
}
print('by package', byPackage)
print('by function', byFunction)
