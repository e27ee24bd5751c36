// where a person's document's file is stored: the documents feature writes it there, and deleting
// the account removes it from there
export const documentFilePath = (ownerUid: string, documentId: string) =>
  `documents/${ownerUid}/${documentId}`
