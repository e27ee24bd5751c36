// What React writes once the whole page is ready: kept in memory and handed over when React ends
// it. A stream here only copied the page again, and its 'close' made React end it a second time
// (an error object built per request); the page is never written out half done.
export function pageSink(onEnd: (body: Buffer<ArrayBuffer>) => void): NodeJS.WritableStream {
  const chunks: Uint8Array[] = []
  let ended = false
  const sink = {
    write(chunk: string | Uint8Array) {
      chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk)
      return true
    },
    end() {
      if (ended) return sink
      ended = true
      onEnd(Buffer.concat(withoutViewPadding(chunks)))
      return sink
    },
    // React listens for 'drain', 'error' and 'close', none of which memory raises
    on() {
      return sink
    },
  }
  return sink as unknown as NodeJS.WritableStream
}

// React 18's server renderer (18.3.1, the last 18) encodes its output into 2,048-byte views. When a
// character of two to four bytes (’ “ · — …) does not fit at the end of a view, it writes the
// whole view, its one to three unused bytes included, and the character starts the next one: the
// page gets NUL bytes there (React 19 writes only what it filled). ADR 024. Those bytes are
// dropped here: a view of exactly 2,048 bytes ending in n NUL bytes (n ≤ 3) whose next chunk
// starts with a character longer than n bytes. The chunks are React's own views, never reused.
const viewBytes = 2048

export function withoutViewPadding(chunks: readonly Uint8Array[]): Uint8Array[] {
  return chunks.map((chunk, index) => {
    if (chunk.byteLength !== viewBytes) return chunk
    let nul = 0
    while (nul < 3 && chunk[viewBytes - 1 - nul] === 0) nul += 1
    const next = chunks[index + 1]
    if (nul === 0 || next === undefined || utf8Length(next[0]) <= nul) return chunk
    return chunk.subarray(0, viewBytes - nul)
  })
}

// the bytes of the UTF-8 character a lead byte starts (0 for no lead byte)
function utf8Length(lead: number | undefined) {
  if (lead === undefined || lead < 0xc2 || lead > 0xf4) return 0
  return lead >= 0xf0 ? 4 : lead >= 0xe0 ? 3 : 2
}
