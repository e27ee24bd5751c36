import { describe, expect, test } from 'vitest'
import { pdfText } from '../pdf-text.server'
import { analyzeContract } from './analyze'
import { contractJson } from './summary'
import { textPdf } from './text-pdf.server'

const contract = [
  'RESIDENTIAL PURCHASE AGREEMENT',
  'Purchase Price: $ 245,000.00',
  'Earnest Money: $ 5,000.00 to be deposited with Escrow Agent within 3 business days after Acceptance, by wire transfer or cashier’s check drawn on a United States bank.',
  'Financing: ☐ Cash ☒ Conventional ☐ FHA',
  'Inspection Contingency: Buyer shall have ten (10) days after Acceptance to complete inspections and may terminate this Agreement by written notice to Seller.',
  'Closing Date: March 15, 2027',
].join('\n')

describe('a contract set in a PDF', () => {
  test('wraps long lines, draws boxes WinAnsi cannot encode as [X] and [ ], and reads back as the text does', async () => {
    const read = await pdfText(await textPdf(contract))
    expect(read.ok).toBe(true)
    if (!read.ok) return
    expect(read.text).toContain('[X] Conventional')
    expect(contractJson(analyzeContract(read.text))).toEqual(
      contractJson(analyzeContract(contract)),
    )
  })

  test('a long text takes several pages', async () => {
    const read = await pdfText(
      await textPdf(
        Array.from({ length: 150 }, (_, line) => `Line ${line + 1} of the contract.`).join('\n'),
      ),
    )
    expect(read.ok && read.pages).toBe(3)
  })
})
