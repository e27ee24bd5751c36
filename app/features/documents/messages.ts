import { formatBytes, maxDocumentBytes } from './document'
import { pdfLimits } from './pdf-limits'
import { formatNumber } from '~/ui/format'

// what the document pages say, in one place
export const documentMessages = {
  noFile: 'Choose a file to upload.',
  empty: 'That file is empty. Choose the file again.',
  tooLarge: `A document can be at most ${formatBytes(maxDocumentBytes)}. Choose a smaller file, or split it.`,
  html: 'Web pages (HTML) are not accepted: save the page as a PDF and upload that.',
  archive: 'Archives such as ZIP files are not accepted: upload each document on its own.',
  executable: 'Programs are not accepted. Upload a PDF, a JPEG or PNG image, or a plain text file.',
  wrongType:
    'Threshold keeps PDF, JPEG, PNG and plain text files. Save the document in one of those types and upload it again.',
  unreadablePdf:
    'That PDF could not be read: it may be damaged or password-protected. Save it again without a password and upload it.',
  tooManyPages: (pages: number) =>
    `That PDF has ${formatNumber(pages)} pages; Threshold reads documents of at most ${formatNumber(pdfLimits.maxPages)} pages. Split it into smaller files and upload the part you need.`,
  tooSlowPdf:
    'That PDF takes too long to read, so it was not kept. Save it again (print it to a new PDF) or split it, and upload it again.',
  scanNote:
    'This PDF has no text layer (it is a scan), so its words cannot be read or reviewed. It is kept and can be shared.',
  duplicate: (name: string) => `You already have this file, as “${name}”.`,
  tooMany: 'You keep 200 documents, the most Threshold allows. Delete some before adding more.',
  tooManyUploads: (wait: string) =>
    `You have uploaded many documents in the last hour. Try again in ${wait}.`,
  unknown: 'We could not find that document among yours.',
  // a download event that holds several: how many, and the time of the last
  readsFolded: (count: number, last: string) => ` ${count} times, the last at ${last}`,
  nameInvalid: 'Enter a name of 1 to 120 characters.',
  kindInvalid: 'Choose the kind of document.',
  chooseAction: 'Choose what to do with the document.',
  confirmDelete: 'Tick the box to confirm you want to delete this document.',
  shareUnknown:
    'Choose someone from the list: documents are shared only with the other party of an accepted offer or a provider you hired.',
  listingUnknown: 'Choose one of your listings, or none.',
  notLinked: 'Not linked to a home',
  // the mail to the person a document is shared with
  sharedSubject: (owner: string) => `${owner} shared a document with you`,
  sharedLead: (owner: string, name: string, kind: string) =>
    `${owner} shared “${name}” (${kind}) with you on Threshold. You can read and download it.`,
} as const
