import { readdirSync, readFileSync, readlinkSync } from 'node:fs'

export type ListeningSocket = {
  pid: number
  command: string
  protocol: string
  address: string
  port: number
}

// a process and every process it started, however deep (Linux /proc)
export function processTree(root: number): number[] {
  const pids = [root]
  for (let index = 0; index < pids.length; index++) {
    for (const task of list(`/proc/${pids[index]}/task`)) {
      for (const child of read(`/proc/${pids[index]}/task/${task}/children`)
        .split(/\s+/)
        .filter(Boolean))
        pids.push(Number(child))
    }
  }
  return pids
}

// TCP sockets in LISTEN and unconnected UDP sockets that these processes hold open
export function listeningSockets(pids: number[]): ListeningSocket[] {
  const sockets: ListeningSocket[] = []
  for (const pid of pids) {
    const inodes = new Set<string>()
    for (const fd of list(`/proc/${pid}/fd`)) {
      const target = link(`/proc/${pid}/fd/${fd}`)
      const inode = /^socket:\[(\d+)\]$/.exec(target)?.[1]
      if (inode) inodes.add(inode)
    }
    const command = read(`/proc/${pid}/cmdline`).replaceAll('\0', ' ').trim().slice(0, 160)
    for (const protocol of ['tcp', 'tcp6', 'udp', 'udp6']) {
      for (const row of read(`/proc/${pid}/net/${protocol}`).split('\n').slice(1)) {
        const [, local, remote, state, , , , , , inode] = row.trim().split(/\s+/)
        if (!local || !inode || !inodes.has(inode)) continue
        const listening = protocol.startsWith('tcp')
          ? state === '0A'
          : /^0+:0000$/.test(remote ?? '')
        if (!listening) continue
        const [address, port] = local.split(':') as [string, string]
        sockets.push({
          pid,
          command,
          protocol,
          address: decodeAddress(address),
          port: parseInt(port, 16),
        })
      }
    }
  }
  return sockets
}

export function isLoopback(address: string): boolean {
  return address.startsWith('127.') || address === '::1' || address.startsWith('::ffff:127.')
}

// /proc/net prints addresses as 32-bit words in host (little-endian) order
function decodeAddress(hex: string): string {
  const words = hex.match(/.{8}/g) ?? []
  const bytes = words.flatMap((word) =>
    (word.match(/../g) ?? []).reverse().map((pair) => parseInt(pair, 16)),
  )
  if (bytes.length === 4) return bytes.join('.')
  if (bytes.slice(0, 10).every((byte) => byte === 0) && bytes[10] === 0xff && bytes[11] === 0xff) {
    return `::ffff:${bytes.slice(12).join('.')}`
  }
  const groups: string[] = []
  for (let index = 0; index < 16; index += 2)
    groups.push(((bytes[index]! << 8) | bytes[index + 1]!).toString(16))
  // the longest run of zero groups becomes "::"
  const runs = [...groups.join(',').matchAll(/(?:^|,)(0(?:,0)+)(?=,|$)/g)].map((match) => match[1]!)
  const longest = runs.sort((a, b) => b.length - a.length)[0]
  const text = groups.join(',')
  if (!longest) return groups.join(':')
  const at = text.indexOf(longest)
  return `${text.slice(0, at).replace(/,$/, '').replaceAll(',', ':')}::${text
    .slice(at + longest.length)
    .replace(/^,/, '')
    .replaceAll(',', ':')}`
}

function list(directory: string): string[] {
  try {
    return readdirSync(directory)
  } catch {
    return []
  }
}

function read(file: string): string {
  try {
    return readFileSync(file, 'utf8')
  } catch {
    return ''
  }
}

function link(file: string): string {
  try {
    return readlinkSync(file)
  } catch {
    return ''
  }
}
