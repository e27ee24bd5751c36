const entities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  '#x27': "'",
  nbsp: ' ',
}

// what a person reads in a page answered to a request: the body's text without the head, the
// scripts (hydration data repeats every message there) and the tags. A test that finds its text
// here finds it on the page, not in a copy only a script holds
export async function visibleText(response: { text(): Promise<string> }): Promise<string> {
  return visibleTextOf(await response.text())
}

export function visibleTextOf(html: string): string {
  const body = html.replace(/<head[\s\S]*?<\/head>/i, '')
  return body
    .replace(/<(script|style|template|noscript)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(#?\w+);/g, (whole, name: string) => entities[name] ?? whole)
    .replace(/\s+/g, ' ')
    .trim()
}
