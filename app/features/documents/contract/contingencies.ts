import type { ContingencyKind, Deadline, DeadlineEvent, Found } from './analysis'
import {
  boxesIn,
  boxGoverning,
  isAmending,
  withoutUnticked,
  type ContractText,
  type Sentence,
} from './contract-text'
import { contingencyKinds, mentionsIn, type Mention } from './contingency-mentions'
import { sectionKinds } from './contingency-sections'
import { findDates, findDurations } from './dates'

type Contingency = { kind: ContingencyKind; deadline: Deadline | null }
type Candidate = Found<Contingency> & { score: number; amending: boolean }

// words that make a mention a condition of the contract rather than a passing reference, and how
// strongly each says so
const strongWords = /contingen/i
const exitWords =
  /\bterminat\w*|\bcancel\w*|\bwithdraw\w*|\bobject\w*|\bnull\s+and\s+void\b|\bdisapprov\w*/i
const periodWords = /\bperiod\b|\bdeadline\b/i
const conditionedOn = /\b(?:conditioned|conditional|contingent)\s+(?:up)?on\b/i
const conditionWords =
  /\bobtain\w*\b[^.]{0,60}\b(?:approval|commitment)\b|contingen|subject\s+to|conditioned|conditional|\bperiod\b|terminat|cancel|withdraw|object|deadline|void|disapprov|right\s+to|may\s+(?:have|obtain|conduct|elect)|\bmay,|shall\s+have|will\s+have|has\s+the\s+right|obligated|satisf|waive/i
const waiver =
  /\bwaive[sd]?\b|\bwaiving\b|\bstruck\b|\bstricken\b|\bdeleted\b|\bnot\s+applicable\b|\bn\/a\b|\bnone\b|\bnot\s+(?:be\s+)?(?:contingent|subject|conditioned|conditional)\b|\bnot\s+a\s+contingency\b|\bno\s+(?:\w+\s+){0,2}contingency\b|\bwithout\s+(?:an?\s+|any\s+)?(?:\w+\s+){0,2}contingency\b|\bdoes\s+not\s+apply\b|\bintentionally\s+(?:omitted|deleted|left\s+blank)\b|\bshall\s+not\s+apply\b|\bforgoe?s?\b|\belects?\s+not\s+to\b|\bdeclines?\s+(?:to\s+have|the|a|an|any)\b|\bregardless\s+of\b/i
const conditionalWaiver =
  /\bdeemed\b|\b(?:if|unless|fails?|failure|should)\b|\b(?:shall|will)\s+be\s+(?:deemed\s+)?waived\b|\bmay\s+waive\b|\bto\s+waive\b|\bwaive\s+(?:\w+\s+){0,3}(?:by|in\s+writing)\b/i
const negativeAnswer = /^(?:no\b|not\b|is\s+not\b|does\s+not\b|shall\s+not\b|will\s+not\b|waive)/i
// inspections of one thing (lead paint, radon) are waived without waiving the home inspection
const narrowInspection =
  /lead[- ]based\s+paint|radon|\bmold\b|walk[- ]?through|final\s+inspection|re-?inspection/i
const notAContingency =
  /walk[- ]?through|final\s+inspection|appraisal\s+fees?|pay\s+for\s+(?:the\s+)?(?:credit\s+report\s+and\s+)?appraisal/i

// event: a count of days from an event rather than from acceptance
type Token = { deadline: Deadline; start: number; event?: ContingencyKind }
// the kind of contingency a deadline counted from an event belongs to
const eventKinds: Partial<Record<DeadlineEvent, ContingencyKind>> = {
  appraisal: 'appraisal',
  inspection: 'inspection',
  'loan-commitment': 'financing',
}

// a deadline for applying for the loan is not the loan's deadline
const applying = /\bappl(?:y|ying|ication)\b[^.;]{0,50}$/i
// nor is the day the contract was signed ("EXECUTED the 1st day of July, 2027 (Effective Date)")
const signedOn = /\b(?:executed|dated|signed|accepted|made\s+and\s+entered)\b[^.;]{0,25}$/i
const namedStart = /^\s*\(\s*(?:the\s+)?"?(?:effective|acceptance|contract|execution)\s+date/i

function deadlineTokens(text: string): Token[] {
  const durations: Token[] = findDurations(text).flatMap((duration) =>
    duration.anchor === 'start'
      ? [{ deadline: { days: duration.days, dayType: duration.dayType }, start: duration.start }]
      : duration.event && eventKinds[duration.event]
        ? [
            {
              deadline: { days: duration.days, dayType: duration.dayType, after: duration.event },
              start: duration.start,
              event: eventKinds[duration.event],
            },
          ]
        : [],
  )
  const dates = findDates(text)
    .filter(
      (date) => !signedOn.test(text.slice(0, date.start)) && !namedStart.test(text.slice(date.end)),
    )
    .map((date) => ({ deadline: { date: date.date }, start: date.start }))
  return [...durations, ...dates]
    .filter((token) => !applying.test(text.slice(0, token.start)))
    .sort((a, b) => a.start - b.start)
}

// each deadline belongs to the nearest kind named before it (or, when none is, the first after it)
// a count from an event is the deadline of the kind the event belongs to, when the sentence gives
// that kind no count from acceptance or date
function deadlineOf(kind: ContingencyKind, mentions: Mention[], tokens: Token[]): Deadline | null {
  return (
    ownDeadline(
      kind,
      mentions,
      tokens.filter((token) => !token.event),
    ) ??
    tokens.find((token) => token.event === kind)?.deadline ??
    null
  )
}

function ownDeadline(kind: ContingencyKind, mentions: Mention[], tokens: Token[]): Deadline | null {
  for (const token of tokens) {
    const before = mentions.filter((mention) => mention.end <= token.start)
    const nearest = before.length > 0 ? Math.max(...before.map((mention) => mention.end)) : null
    const owners =
      nearest === null ? mentions.slice(0, 1) : before.filter((mention) => mention.end === nearest)
    if (owners.some((owner) => owner.kind === kind)) return token.deadline
  }
  return null
}

// the next few sentences of the paragraph; after a short heading ("8. INSPECTION CONTINGENCY:
// [X] ELECTED."), the line that follows it too
function followingSentences(contract: ContractText, sentence: Sentence): Sentence[] {
  const paragraph = contract.paragraphs[sentence.paragraph]!.filter(
    (other) => other.index > sentence.index && other.index <= sentence.index + 3,
  )
  const next = contract.sentences[sentence.index + 1]
  const heading =
    paragraph.length === 0 &&
    sentence.text.length < 100 &&
    next &&
    !/^\(?(?:\d{1,3}(?:\.\d{1,3})*[a-z]?|[A-Za-z])[.)]\s/.test(next.text) &&
    /\b(?:period|deadline|contingen|terminat|within)\b/i.test(next.text) &&
    !/\/s\/|^[^:]{0,48}\b(?:closing|settlement|possession|escrow|price|earnest|deposit|date)\b[^:]{0,20}:/i.test(
      next.text,
    )
  return heading ? [next] : paragraph
}

// a sentence that names the kind and its deadline outranks one whose deadline is in the sentence
// after it, and both outrank one that only sits in the kind's section
const borrowedPenalty = 5
const unnamedPenalty = 10

function scoreOf(text: string): number {
  return (
    (strongWords.test(text) ? 3 : 0) +
    (exitWords.test(text) ? 2 : 0) +
    (periodWords.test(text) ? 1 : 0)
  )
}

// how a sentence answers for a kind: it is a condition, it is waived or not chosen, or it says nothing
function stanceOf(
  contract: ContractText,
  sentence: Sentence,
  text: string,
  mention: Mention,
): 'present' | 'waived' | 'none' {
  const box = boxGoverning(contract, sentence, mention.start, text)
  const own = !box
    ? withoutUnticked(text)
    : box.start > 0 || /^\[[ X]\]/.test(text)
      ? box.label
      : text
  const negative = waiver.test(own) && !conditionalWaiver.test(own)
  const narrow = mention.kind === 'inspection' && narrowInspection.test(text)
  if (box && !box.checked) return negative ? 'none' : 'waived'
  const answer = boxesIn(text.slice(mention.end)).find(
    (candidate) => candidate.checked && candidate.start < 40,
  )
  if (answer && negativeAnswer.test(answer.label)) return 'waived'
  if (answer && /^(?:yes|is|does|shall|will)\b/i.test(answer.label)) return 'present'
  if (negative)
    return narrow || (/\|/.test(text) && !/\bnot\b|waive/i.test(own)) ? 'none' : 'waived'
  const heading =
    (/^\s*(?:\(?[0-9a-z]{1,4}[.)]\s*)*[^.:]{0,12}$/i.test(text.slice(0, mention.start)) &&
      /^[^.:]{0,30}[.:]/.test(text.slice(mention.end))) ||
    /^\s*\|/.test(text.slice(mention.end))
  if (!conditionWords.test(text) && !(heading && deadlineTokens(text).length > 0) && !box?.checked)
    return 'none'
  return 'present'
}

export function findContingencies(contract: ContractText): Array<Found<Contingency>> {
  const waived = new Set<ContingencyKind>()
  const candidates: Candidate[] = []
  const sections = sectionKinds(contract)
  for (const sentence of contract.sentences) {
    const text = sentence.resolved
    const section = sections[sentence.index]
    const named = mentionsIn(text)
    // a sentence of a section about one kind that sets a period or a way out, without naming the kind
    const mentions =
      named.length === 0 &&
      section &&
      (strongWords.test(text) ||
        exitWords.test(text) ||
        periodWords.test(text) ||
        conditionedOn.test(text))
        ? [{ kind: section, start: 0, end: 0 }]
        : named
    if (mentions.length === 0 || (notAContingency.test(text) && !strongWords.test(text))) continue
    const tokens = deadlineTokens(text)
    const seen = new Set<ContingencyKind>()
    for (const mention of mentions) {
      if (seen.has(mention.kind)) continue
      seen.add(mention.kind)
      const stance = stanceOf(contract, sentence, text, mention)
      if (stance === 'waived') waived.add(mention.kind)
      if (stance !== 'present') continue
      let deadline = deadlineOf(mention.kind, mentions, tokens)
      let source = sentence
      for (const next of deadline ? [] : followingSentences(contract, sentence)) {
        if (
          mentionsIn(next.resolved).some((other) => other.kind !== mention.kind) ||
          notAContingency.test(next.resolved)
        )
          break
        const found = deadlineTokens(next.resolved).find(
          (token) => !token.event || token.event === mention.kind,
        )
        if (found) {
          deadline = found.deadline
          source = next
          break
        }
      }
      candidates.push({
        value: { kind: mention.kind, deadline },
        sentence: source.text,
        score:
          scoreOf(text) -
          (source === sentence ? 0 : borrowedPenalty) -
          (named.length === 0 ? unnamedPenalty : 0),
        amending: isAmending(contract, source),
      })
    }
  }
  const chosen: Array<Found<Contingency>> = []
  for (const kind of contingencyKinds) {
    if (waived.has(kind)) continue
    const ofKind = candidates.filter((candidate) => candidate.value.kind === kind)
    // a counteroffer's or amendment's deadline replaces the offer's
    const datedAmending = ofKind.filter(
      (candidate) => candidate.value.deadline && candidate.amending,
    )
    const dated =
      datedAmending.length > 0
        ? datedAmending
        : ofKind.filter((candidate) => candidate.value.deadline)
    const best = (dated.length > 0 ? dated : ofKind).reduce<Candidate | null>(
      (top, candidate) => (!top || candidate.score > top.score ? candidate : top),
      null,
    )
    if (best) chosen.push({ value: best.value, sentence: best.sentence })
  }
  return chosen.sort(
    (a, b) =>
      contract.sentences.findIndex((sentence) => sentence.text === a.sentence) -
      contract.sentences.findIndex((sentence) => sentence.text === b.sentence),
  )
}
