import { describe, expect, test } from 'vitest'
import { contractParagraphs, splitSentences } from './sentences'

describe('sentence splitting', () => {
  test('abbreviations, decimals and dollar amounts do not end a sentence', () => {
    const text =
      'Seller is Acme Homes, Inc. of Denver. The Property is at 12 Elm St. in Ames, Lot No. 4. Buyer pays $1,000.00 now and 2.5% later. Closing is at 5:00 p.m. Buyer signs.'
    expect(splitSentences(text)).toEqual([
      'Seller is Acme Homes, Inc. of Denver.',
      'The Property is at 12 Elm St. in Ames, Lot No. 4.',
      'Buyer pays $1,000.00 now and 2.5% later.',
      'Closing is at 5:00 p.m.',
      'Buyer signs.',
    ])
  })

  test('a line wrapped mid-sentence is joined; a numbered paragraph, a label or a box starts anew', () => {
    const text = [
      '1. PURCHASE PRICE. The purchase price shall be',
      '$245,000.00, payable at closing.',
      'Closing Date: March 15, 2027',
      '[X] Conventional [ ] FHA',
      '(a) Earnest money of $4,000.00.',
    ].join('\n')
    expect(contractParagraphs(text)).toEqual([
      ['1. PURCHASE PRICE. The purchase price shall be $245,000.00, payable at closing.'],
      ['Closing Date: March 15, 2027'],
      ['[X] Conventional [ ] FHA'],
      ['(a) Earnest money of $4,000.00.'],
    ])
  })

  test('a heading in capitals stays with the sentence it introduces', () => {
    expect(
      splitSentences(
        '11. INSPECTION. Buyer may have the Property inspected. Seller shall give access.',
      ),
    ).toEqual([
      '11. INSPECTION. Buyer may have the Property inspected.',
      'Seller shall give access.',
    ])
  })

  test('each table row is its own sentence, and a row that carries on its neighbour joins it', () => {
    const text = [
      'Item | Event | Deadline',
      '-----+-------+---------',
      '18 | Inspection Objection Deadline | 02/12/2027',
      '   | (see § 10.3) |',
      '19 | Closing Date | 03/03/2027',
    ].join('\n')
    expect(splitSentences(text)).toEqual([
      'Item | Event | Deadline',
      '18 | Inspection Objection Deadline | 02/12/2027 | (see § 10.3) |',
      '19 | Closing Date | 03/03/2027',
    ])
  })

  test('line numbers printed in the margin are dropped', () => {
    const lines = Array.from(
      { length: 10 },
      (_, index) =>
        `${String(index + 1).padStart(3)} ${index === 4 ? 'CLOSING This transaction is to be closed on March 31, 2027.' : `Line of the form number ${index + 1}.`}`,
    )
    expect(splitSentences(lines.join('\n'))).toContain(
      'CLOSING This transaction is to be closed on March 31, 2027.',
    )
  })

  test('boxes drawn as glyphs read as [X] and [ ]', () => {
    expect(splitSentences('Type of Financing: ☒ Conventional ☐ FHA (X) VA ( ) USDA')).toEqual([
      'Type of Financing: [X] Conventional [ ] FHA [X] VA [ ] USDA',
    ])
  })

  test('numbered lines with periods are line numbers only when they number lines, not items', () => {
    const form = Array.from(
      { length: 9 },
      (_, index) =>
        `${index + 1}. ${index === 4 ? '' : index === 2 ? 'the sum of Two Thousand Dollars ($2,000.00) as earnest money.' : `Line ${index + 1} of the form.`}`,
    ).join('\n')
    expect(splitSentences(form)).toContain(
      'Line 2 of the form. the sum of Two Thousand Dollars ($2,000.00) as earnest money.',
    )
    const list = Array.from({ length: 9 }, (_, index) => `${index + 1}. Item ${index + 1}.`).join(
      '\n',
    )
    expect(splitSentences(list)[0]).toBe('1. Item 1.')
  })

  test('a PDF without blank lines: a heading in capitals, or a label after a line that ended early, starts a paragraph', () => {
    const page = 'x'.repeat(90)
    const text = [
      `Buyer agrees to the terms of this ${page}`,
      'upon the following terms:',
      'PRICE. The Buyer agrees to pay $214,900.00.',
      'together with the following items: refrigerator; shed',
      'Excluded items: none',
    ].join('\n')
    const paragraphs = contractParagraphs(text)
    expect(paragraphs.map((paragraph) => paragraph.join(' '))).toEqual([
      `Buyer agrees to the terms of this ${page} upon the following terms:`,
      'PRICE. The Buyer agrees to pay $214,900.00. together with the following items: refrigerator; shed',
      'Excluded items: none',
    ])
  })

  test('options wrapped onto the next line stay together; a box with a one-word answer ends its line', () => {
    expect(
      splitSentences(
        'POSSESSION. Deliver as follows: [ ] Upon Recording;\n[X] 3 Calendar Days after Recording.',
      ),
    ).toEqual([
      'POSSESSION. Deliver as follows: [ ] Upon Recording; [X] 3 Calendar Days after Recording.',
    ])
    expect(
      splitSentences(
        '[ ] ELECTED.\nBuyer intends to finance the purchase with a conventional loan.',
      ),
    ).toEqual(['[ ] ELECTED.', 'Buyer intends to finance the purchase with a conventional loan.'])
  })
})
