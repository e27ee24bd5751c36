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
    .replace(/\s*\(\s*if\s+left\s+blank[^)]*\)/gi, '')
  // a line that was only a blank to fill in goes, rather than become a paragraph break
  const lines = plain
    .split('\n')
    .filter((line) => !/^\s*_{2,}[\s_]*$/.test(line))
    .map((line) => line.replace(/_{2,}/g, ' ').replace(/(?:[ ]*\.){4,}[ ]*|(?:[ ]*\.){3}[ ]*(?=\$|\d|N\/A)/g, ' '))
  return withoutLineNumbers(lines).join('\n')
}

// a form printed with line numbers in its margin ("12 INCLUDED IN PURCHASE PRICE: ..."): the
// longest run of numbered lines counting up by one loses its numbers
function withoutLineNumbers(lines: string[]): string[] {
  const margin = /^\s{0,6}(\d{1,4})\s+(?=[^\s|$%])/
  let best: number[] = []
  let run: number[] = []
  let last = -1
  lines.forEach((line, index) => {
    const match = margin.exec(line)
    if (!match) return
    const number = Number(match[1])
    if (run.length > 0 && number === last + 1) run.push(index)
    else {
      if (run.length > best.length) best = run
      run = [index]
    }
    last = number
  })
  if (run.length > best.length) best = run
  if (best.length < 8) return lines
  const numbered = new Set(best)
  return lines.map((line, index) => (numbered.has(index) ? line.replace(margin, '') : line))
}
