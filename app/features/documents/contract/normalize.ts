// one spelling for what forms write many ways: straight quotes, plain dashes and spaces, ticked
// and empty boxes as [X] and [ ], no fill-in underscores, no line numbers in the margin
export function normalizeContractText(text: string): string {
  const plain = text
    .replace(/\r\n?/g, '\n')
    .replace(/[\u00a0\u2007\u202f\t\f\v]/g, ' ')
    .replace(/[\u2018\u2019\u201b\u2032]/g, "'")
    .replace(/[\u201c\u201d\u201f\u2033]/g, '"')
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .replace(/[\u2610\u25a1\u25fb\u274f\u2751]/g, '[ ]')
    .replace(/[\u2611\u2612\u2713\u2714\u2716\u2717\u2718\u25a0\u25fc\u25c9\u25cf]/g, '[X]')
    .replace(/\[\s*\[([ X])\]\s*\]/g, '[$1]')
    .replace(/\[\s*[xX\u221a*]\s*\]|\(\s*[xX]\s*\)|(?<=^|\s)_+\s*[xX]\s*_+(?=\s|$)/gm, '[X]')
    .replace(/\[\s+\]|\(\s+\)/g, '[ ]')
    .replace(/\s*\(\s*if\s+(?:left\s+)?blank[^)]*\)/gi, '')
  // a line that was only a blank to fill in goes, rather than become a paragraph break
  const lines = plain
    .split('\n')
    .filter((line) => !/^\s*_{2,}[\s_]*$/.test(line))
    .map((line) =>
      line
        .replace(/[ ]*_{2,}[ ]*(?=[,.;:)%])/g, '')
        .replace(/[ ]*_{2,}[ ]*/g, ' ')
        .replace(/(?:[ ]*\.){4,}[ ]*|(?:[ ]*\.){3}[ ]*(?=\$|\d|N\/A)/g, ' '),
    )
  return withoutLineNumbers(lines).join('\n')
}

// a form printed with line numbers in its margin ("12 INCLUDED IN PURCHASE PRICE: ...", "4. the sum
// of ..."): each run of eight or more lines in a row counting up by one loses its numbers. A numbered
// list ("1. ", "2. ") counts up too, so numbers with periods must also show they number lines, not
// items: a numbered blank line, or a line that carries on a sentence in lower case
const margin = /^\s{0,6}(\d{1,4})(\.?)(?:\s+(?=[^\s|%])|\s*$)/

function numbersLines(run: string[]): boolean {
  if (!margin.exec(run[0]!)![2]) return true
  return run.some((line) => {
    const words = line.replace(margin, '')
    return words.trim() === '' || /^[a-z]/.test(words)
  })
}

function withoutLineNumbers(lines: string[]): string[] {
  const runs: number[][] = []
  let last = -2
  lines.forEach((line, index) => {
    const match = margin.exec(line)
    if (!match) return
    const number = Number(match[1])
    const run = runs.at(-1)
    if (run && number === last + 1 && run.at(-1) === index - 1) run.push(index)
    else runs.push([index])
    last = number
  })
  const numbered = new Set<number>()
  for (const run of runs)
    if (run.length >= 8 && numbersLines(run.map((index) => lines[index]!)))
      run.forEach((index) => numbered.add(index))
  return lines.map((line, index) => (numbered.has(index) ? line.replace(margin, '') : line))
}
