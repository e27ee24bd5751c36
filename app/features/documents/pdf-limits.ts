// how much of a PDF Threshold reads, and for how long (ADR 058). Its own module because the
// messages name the page limit and the page bundles them
export const pdfLimits = {
  // more pages than this and the PDF is refused, unread
  maxPages: 2_000,
  // the PDF worker is terminated past this, its start included; under the 10 s a page has to answer
  timeoutMs: 6_000,
  // the PDF worker's heap, in megabytes; a file that needs more ends the worker
  memoryMb: 384,
} as const
