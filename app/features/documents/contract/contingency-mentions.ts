import type { ContingencyKind } from './analysis'
import { boxesIn } from './contract-text'

// where a sentence names a kind of contingency: "Inspection Period", "contingent upon Buyer
// obtaining a loan", "the sale of Buyer's home", a box "[X] Appraisal", a table cell "Financing |"
export type Mention = { kind: ContingencyKind; start: number; end: number }

const kindWords: Array<[ContingencyKind, RegExp]> = [
  [
    'sale-of-home',
    /\b(?:sale|selling|closing)\s+(?:and\s+(?:closing|settlement)\s+)?(?:or\s+closing\s+)?(?:of|on)\s+(?:the\s+)?(?:(?:buyer|purchaser)s?'?s?'?|any\s+other|their|his|her)\s+(?:current\s+|existing\s+|other\s+|present\s+)?(?:home|property|residence|real\s+(?:estate|property)|house)|\bhome[- ]sale\s+contingency|\bsale[- ]of[- ](?:buyer'?s?'?\s+)?(?:home|property)\b|\bsell\s+(?:buyer'?s?'?\s+|their\s+|his\s+|her\s+)(?:current\s+|existing\s+)?(?:home|property|residence|house)|\bbuyer'?s?'?\s+(?:home|property|residence)\s+sale\b/gi,
  ],
  ['appraisal', /\bapprais(?:al|e|ed|es|ing)\b|\breasonable\s+value\b|\bamendatory\s+clause\b/gi],
  [
    'financing',
    /\b(?:financing|financial|loan|mortgage)\s+(?:contingency|condition|approval|commitment)\b|\b(?:contingent|conditioned|subject)\s+(?:up)?(?:on|to)\s+(?:the\s+)?(?:buyer|purchaser)'?s?\s+(?:ability\s+to\s+)?(?:obtain\w*|secur\w*|receiv\w*)\s+(?:\w+\s+){0,4}?(?:loan|financing|mortgage|approval|commitment)\b|\b(?:buyer|purchaser)\s+approval\b|\bapproval\s+of\s+(?:the\s+)?(?:financing|loan)\b|\b(?:financing|loan)\b(?=[^.]{0,40}\bcontingen)|\b(?:contingent|conditioned|conditional)\s+(?:up)?on\s+(?:(?:a|the|any|mortgage|new|third[- ]party)\s+){0,3}(?:financing|loan|mortgage)\b|\bthird[- ]party\s+financing\b|\bfinancing\s+of\s+any\s+kind\b/gi,
  ],
  [
    'inspection',
    /\binspections?\b|\binvestigations?\s+of\s+(?:the\s+)?property\b|\binvestigations?\s+(?:contingency|period)\b|\bdue\s+diligence\b|\boption\s+period\b|\bunrestricted\s+right\s+to\s+terminate\b|\bhave\s+the\s+property\s+inspected\b/gi,
  ],
]
export const contingencyKinds = kindWords.map(([kind]) => kind)

export function mentionsIn(text: string): Mention[] {
  const mentions: Mention[] = []
  let rest = text
  for (const [kind, pattern] of kindWords) {
    for (const match of rest.matchAll(pattern))
      mentions.push({ kind, start: match.index, end: match.index + match[0].length })
    // an appraisal or a sale of the buyer's home is not also an inspection or a loan
    rest = rest.replace(pattern, (found) => ' '.repeat(found.length))
  }
  // a checklist, a table or a label names each bare: "[X] Financing: 30 days", "Financing | 21 days", "Loan: 21 days"
  const starts = [
    ...boxesIn(text).map((box) => box.start + 3),
    ...[...text.matchAll(/\|/g)].map((bar) => bar.index + 1),
    0,
  ]
  for (const from of starts) {
    const lead = /^\s*(?:\(?[0-9a-z]{1,3}[.)]\s*)*/i.exec(text.slice(from))![0].length
    const bare =
      /^(?:(inspections?|due\s+diligence)|(financing|loan|mortgage)|(appraisal)|(sale\s+of\s+buyer'?s'?\s+(?:property|home|residence|real\s+estate)|home\s+sale))\b(?=\s*(?:\||:|contingency|$|\[|\(|\d))/i.exec(
        text.slice(from + lead),
      )
    const start = from + lead
    if (
      !bare ||
      mentions.some((mention) => mention.start >= start && mention.start < start + bare[0].length)
    )
      continue
    const kind: ContingencyKind = bare[1]
      ? 'inspection'
      : bare[2]
        ? 'financing'
        : bare[3]
          ? 'appraisal'
          : 'sale-of-home'
    mentions.push({ kind, start, end: start + bare[0].length })
  }
  // "the Financing & Appraisal Deadline" names both
  for (const joint of text.matchAll(/\bfinancing\s*(?:&|and)\s*(appraisal)\b/gi)) {
    const end = joint.index + joint[0].length
    mentions.push({ kind: 'financing', start: end - joint[1]!.length, end })
  }
  return mentions.sort((a, b) => a.start - b.start || a.end - b.end)
}
