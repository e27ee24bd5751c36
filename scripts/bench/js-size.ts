import { get } from 'node:http'

// the JavaScript a first visit downloads (entry, route chunks, modulepreloads), gzip as sent
export async function javascriptSent(
  baseUrl: string,
  pagePath: string,
): Promise<{ files: number; gzipBytes: number }> {
  const html = await (await fetch(`${baseUrl}${pagePath}`)).text()
  const sources = new Set<string>()
  for (const match of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g))
    sources.add(match[1]!)
  for (const match of html.matchAll(/<script[^>]+src="([^"]+)"/g)) sources.add(match[1]!)
  for (const match of html.matchAll(/import\s*(?:\*\s*as\s*\w+\s*from\s*)?["']([^"']+\.js)["']/g))
    sources.add(match[1]!)
  let gzipBytes = 0
  for (const source of sources) gzipBytes += await transferSize(new URL(source, baseUrl).toString())
  return { files: sources.size, gzipBytes }
}

function transferSize(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
      let bytes = 0
      response.on('data', (chunk: Buffer) => (bytes += chunk.length))
      response.on('end', () => resolve(bytes))
      response.on('error', reject)
    }).on('error', reject)
  })
}
