// The mail every side of the market sends about an event (a question, a tour, an offer, a lead, a
// saved search's new homes): one lead line, what the other person wrote, details and the link
import { letterMessages } from './messages'

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  )

export type Letter = {
  subject: string
  lead: string
  quote?: string
  details?: string[]
  link: string
}

// the mail text and html of one event; everything a user wrote is escaped in the html
export function composeLetter(letter: Letter) {
  const lines = [
    letter.lead,
    ...(letter.quote ? ['', `“${letter.quote}”`] : []),
    ...(letter.details ?? []),
    '',
    `${letterMessages.openLink} ${letter.link}`,
    '',
    letterMessages.footer,
  ]
  const html = [
    `<p>${escapeHtml(letter.lead)}</p>`,
    letter.quote ? `<blockquote>${escapeHtml(letter.quote)}</blockquote>` : '',
    ...(letter.details ?? []).map((detail) => `<p>${escapeHtml(detail)}</p>`),
    `<p>${escapeHtml(letterMessages.openLink)} <a href="${escapeHtml(letter.link)}">${escapeHtml(letter.link)}</a></p>`,
    `<p><small>${escapeHtml(letterMessages.footer)}</small></p>`,
  ].join('')
  return { subject: letter.subject, text: lines.join('\n'), html }
}
