import { maxDocumentBytes } from './document'

// the contract form's limit: twice a document's, so a file somewhat too large is said so in the form
export const contractUploadMaxBytes = 2 * maxDocumentBytes
