import { describe, expect, test } from 'vitest'
import { analyzeContract } from './analyze'
import { contractJson } from './summary'

const fillInForm = `RESIDENTIAL PURCHASE AGREEMENT
Buyer(s): Jane Q. Doe and John R. Doe
Seller(s): Acme Homes, Inc.
Property Address: 12 Elm St., Ames, Iowa 50010
Purchase Price: $ 245,000.00
Earnest Money: $ 5,000.00 to be deposited with Escrow Agent within 3 business days after Acceptance.
Financing: [ ] Cash [X] Conventional [ ] FHA [ ] VA
Loan Amount: $196,000.00 at an interest rate not to exceed 7.25% per annum.
Closing Date: 03/15/2027
Possession: [X] at closing [ ] ____ days after closing
Inspection Contingency: Buyer shall have ten (10) days after Acceptance to complete inspections and may terminate this Agreement by written notice.
Financing Contingency: This Agreement is contingent upon Buyer obtaining loan approval on or before March 1, 2027.
Appraisal Contingency: [ ] Yes [X] No
Inclusions: refrigerator, washer and dryer
Exclusions: dining room chandelier
Seller Concessions: Seller shall pay up to 2% of the Purchase Price toward Buyer's closing costs.
HOA Dues: $250.00 per month
Seller shall pay the owner's title insurance policy and transfer taxes; escrow fees shall be split equally.
Effective Date: February 1, 2027`

const narrative = `AGREEMENT FOR THE SALE OF REAL ESTATE
This Agreement is made this 5th day of May, 2027, by and between Lorna P. Vickery ("Seller") and Anton Dragomir ("Buyer").
Seller agrees to sell and Buyer agrees to buy the property located at 302 Birchwood Ct., Lexington, Kentucky 40502.
The purchase price shall be Two Hundred Forty-Five Thousand Dollars ($245,000.00). Buyer has deposited Two Thousand Five Hundred Dollars ($2,500.00) with Bluegrass Realty as earnest money. The balance shall be paid in cash at closing; this is an all-cash sale.
Closing shall take place on or before the 15th day of June, 2027. Possession shall be given to Buyer two (2) days after closing.
This offer is contingent upon the sale of Buyer's home at 9 Oak Lane on or before June 1, 2027.
Buyer waives the right to a home inspection. The property is sold "as is".`

describe('a fill-in form', () => {
  const analysis = analyzeContract(fillInForm)

  test('every term, each with the sentence it came from', () => {
    expect(analysis.buyers).toEqual({
      value: ['Jane Q. Doe', 'John R. Doe'],
      sentence: 'Buyer(s): Jane Q. Doe and John R. Doe',
    })
    expect(analysis.sellers?.value).toEqual(['Acme Homes, Inc.'])
    expect(analysis.propertyAddress?.value).toBe('12 Elm St., Ames, Iowa 50010')
    expect(analysis.price).toEqual({ value: 245_000, sentence: 'Purchase Price: $ 245,000.00' })
    expect(analysis.earnestMoney?.value).toEqual({
      amount: 5000,
      due: { days: 3, dayType: 'business' },
    })
    expect(analysis.financing?.value).toEqual({
      type: 'conventional',
      loanAmount: 196_000,
      rateCapPercent: 7.25,
    })
    expect(analysis.financingDeadline?.value).toEqual({ date: '2027-03-01' })
    expect(analysis.closingDate?.value).toBe('2027-03-15')
    expect(analysis.effectiveDate?.value).toBe('2027-02-01')
    expect(analysis.possession?.value).toBe('at-closing')
    expect(analysis.sellerConcessions?.value).toBe(4900)
    expect(analysis.hoaDues?.value).toEqual({ amount: 250, period: 'month' })
    expect(analysis.asIs).toBeNull()
    expect(analysis.closingCosts.map((cost) => cost.value)).toEqual([
      { item: "owner's title insurance", payer: 'seller' },
      { item: 'transfer tax', payer: 'seller' },
      { item: 'escrow fee', payer: 'split' },
    ])
  })

  test('the command answers in the samples’ shape; an unticked appraisal contingency is left out', () => {
    expect(contractJson(analysis)).toEqual({
      buyers: ['Jane Q. Doe', 'John R. Doe'],
      sellers: ['Acme Homes, Inc.'],
      clauseRisks: [],
      price: 245_000,
      earnestMoney: { amount: 5000, due: { days: 3, dayType: 'business' } },
      closingDate: '2027-03-15',
      financing: { type: 'conventional', amount: 196_000, rateCapPercent: 7.25 },
      possession: 'at-closing',
      contingencies: [
        { kind: 'inspection', days: 10, dayType: 'calendar' },
        { kind: 'financing', date: '2027-03-01' },
      ],
      inclusions: ['refrigerator', 'washer', 'dryer'],
      exclusions: ['dining room chandelier'],
      sellerConcessions: 4900,
      asIs: false,
      hoaDues: { amount: 250, period: 'month' },
      risks: [],
    })
  })
})

describe('a contract written as prose', () => {
  test('amounts in words and digits, a date as "15th day of June", possession after closing, a sale-of-home contingency', () => {
    expect(contractJson(analyzeContract(narrative))).toEqual({
      buyers: ['Anton Dragomir'],
      sellers: ['Lorna P. Vickery'],
      clauseRisks: ['as-is-sale'],
      price: 245_000,
      earnestMoney: { amount: 2500, due: null },
      closingDate: '2027-06-15',
      financing: { type: 'cash', amount: null, rateCapPercent: null },
      possession: '2-days-after-closing',
      contingencies: [{ kind: 'sale-of-home', date: '2027-06-01' }],
      inclusions: [],
      exclusions: [],
      sellerConcessions: null,
      asIs: true,
      hoaDues: null,
      risks: ['as-is-without-inspection', 'no-inspection-contingency'],
    })
  })

  test('the parties named in brackets', () => {
    const analysis = analyzeContract(narrative)
    expect(analysis.sellers?.value).toEqual(['Lorna P. Vickery'])
    expect(analysis.buyers?.value).toEqual(['Anton Dragomir'])
  })
})

describe('waived, struck and conditional contingencies', () => {
  test('a waiver, a deleted paragraph and "not contingent" remove the contingency', () => {
    const text = [
      'Purchase Price: $300,000',
      'Inspection Contingency: Waived.',
      'Appraisal Contingency: This paragraph intentionally deleted.',
      'This Agreement is not contingent upon Buyer obtaining financing of any kind.',
    ].join('\n')
    expect(analyzeContract(text).contingencies).toEqual([])
  })

  test('a contingency "deemed waived" if Buyer does nothing is still a contingency', () => {
    const text =
      'INSPECTION. Buyer may, within ten (10) days after acceptance, have the Property inspected. If Buyer fails to give timely notice, this inspection contingency shall be deemed waived.'
    expect(analyzeContract(text).contingencies.map((found) => found.value)).toEqual([
      { kind: 'inspection', deadline: { days: 10, dayType: 'calendar' } },
    ])
  })

  test('a table of named deadlines gives the date a paragraph refers to', () => {
    const text = [
      'Event | Date or Deadline',
      'Inspection Objection Deadline | 02/12/2027',
      '',
      'Buyer may, on or before the Inspection Objection Deadline, terminate this Contract by written notice.',
    ].join('\n')
    expect(analyzeContract(text).contingencies.map((found) => found.value)).toEqual([
      { kind: 'inspection', deadline: { date: '2027-02-12' } },
    ])
  })
})

describe('figures stated twice', () => {
  test('a price in words that disagrees with its digits is a conflict', () => {
    const analysis = analyzeContract(
      'PURCHASE PRICE: One Hundred Sixty-Seven Thousand Nine Hundred Dollars ($176,900.00).',
    )
    expect(analysis.price?.value).toBe(176_900)
    expect(analysis.conflictingFigures.map((found) => found.value)).toEqual([
      { field: 'price', amounts: [176_900, 167_900] },
    ])
  })

  test('earnest money stated as two amounts is a conflict; the same amount twice is not', () => {
    expect(
      analyzeContract(
        'Earnest Money: $3,000. The earnest money deposit of $3,500.00 shall be applied at closing.',
      ).conflictingFigures[0]?.value,
    ).toEqual({ field: 'earnest-money', amounts: [3000, 3500] })
    expect(
      analyzeContract(
        'Purchase Price: $300,000. The Purchase Price of $300,000.00 is payable at closing.',
      ).conflictingFigures,
    ).toEqual([])
  })
})

describe('payment schedules, sections and later terms', () => {
  test('a row of a payment schedule gives the deposit and the loan, whatever is said between label and amount', () => {
    const text = [
      'The purchase price is $498,000.00, payable as follows:',
      '(a) Deposit, to be paid by Purchaser within five (5) business days after the Effective Date, to be held in escrow $49,800.00',
      '(b) Proceeds of the conventional mortgage loan described below $398,400.00',
    ].join('\n')
    const analysis = analyzeContract(text)
    expect(analysis.earnestMoney?.value).toEqual({
      amount: 49_800,
      due: { days: 5, dayType: 'business' },
    })
    expect(analysis.financing?.value.loanAmount).toBe(398_400)
  })

  test('a price under a heading, or sold "for sum of:" with the amount on the next line', () => {
    expect(
      analyzeContract(
        'SALE PRICE. The Property will be sold subject to servitudes of record for the sum of TWO HUNDRED EIGHTEEN THOUSAND AND NO/100 DOLLARS ($218,000.00).',
      ).price?.value,
    ).toBe(218_000)
    expect(
      analyzeContract(
        'Seller has agreed to sell to Buyer for sum of:\n$264,000.00 (Two Hundred Sixty-Four Thousand Dollars).',
      ).price?.value,
    ).toBe(264_000)
    expect(
      analyzeContract(
        'The total consideration to be paid by Buyer for the Unit is the sum of $279,000.00.',
      ).price?.value,
    ).toBe(279_000)
  })

  test('a sentence inside a section about one contingency speaks of it without naming it', () => {
    const text = [
      '12. INSPECTION CONTINGENCY',
      '(A) The following inspections are elected by Buyer: [X] Home [X] Radon',
      '(B) Contingency Period: 10 days from the Execution Date.',
    ].join('\n')
    expect(analyzeContract(text).contingencies.map((found) => found.value)).toEqual([
      { kind: 'inspection', deadline: { days: 10, dayType: 'calendar' } },
    ])
  })

  test('a counteroffer changes the price and a deadline, and the change is not a conflict', () => {
    const text = [
      'Purchase Price: $455,000.00',
      'DUE DILIGENCE. Buyer shall have twelve (12) calendar days from Acceptance (the "Due Diligence Period") to complete all inspections and may cancel by written notice.',
      '',
      'COUNTER OFFER NO. 1',
      'Seller accepts all of the terms of that offer, with the following changes:',
      '1. The Purchase Price shall be $469,500.00.',
      '2. The Due Diligence Period shall be ten (10) calendar days from Acceptance instead of twelve (12).',
    ].join('\n')
    const analysis = analyzeContract(text)
    expect(analysis.price?.value).toBe(469_500)
    expect(analysis.conflictingFigures).toEqual([])
    expect(analysis.contingencies.map((found) => found.value)).toEqual([
      { kind: 'inspection', deadline: { days: 10, dayType: 'calendar' } },
    ])
  })

  test('a rider that replaces the closing date governs', () => {
    const text = [
      '6. CLOSING. The Closing shall take place on or about July 1, 2027.',
      '',
      'RIDER TO CONTRACT OF SALE',
      'R-2. Closing Date. The Closing Date set forth in paragraph 6 is deleted and replaced with July 15, 2027.',
    ].join('\n')
    expect(analyzeContract(text).closingDate?.value).toBe('2027-07-15')
  })

  test('"cash sale with new mortgage" is a loan, and "not payable in cash" is not a cash sale', () => {
    expect(
      analyzeContract(
        'TERMS. [ ] CASH SALE.\n[X] CASH SALE WITH NEW MORTGAGE. Buyer agrees to apply for an FHA-insured mortgage in the amount of $207,378.00.',
      ).financing?.value.type,
    ).toBe('fha')
    expect(
      analyzeContract(
        '4. FINANCING: The portion of Sales Price not payable in cash will be paid as follows: [X] 1. Conventional Financing: a first mortgage loan of $356,240.00.',
      ).financing?.value.type,
    ).toBe('conventional')
  })

  test('a table of items with a column for each side', () => {
    const text = [
      'Item | Included | Excluded',
      '-----+----------+---------',
      'Washer | X |',
      'Dining room hutch | | X',
    ].join('\n')
    const analysis = analyzeContract(text)
    expect(analysis.inclusions.map((found) => found.value)).toEqual(['washer'])
    expect(analysis.exclusions.map((found) => found.value)).toEqual(['dining room hutch'])
  })
})

describe('wordings met in the third round of samples (ADR 038)', () => {
  const builderForm = `NEW HOME PURCHASE AGREEMENT
2. PURCHASE PRICE.
   Base price of Lot and Home ........................................ $ 462,400.00
   Options and upgrades selected on Exhibit B ........................ $  17,500.00
   TOTAL PURCHASE PRICE .............................................. $ 479,900.00
3. EARNEST MONEY. Buyer shall deposit $__2,000.00__ as earnest money with the Holder within __two (2)__ bank days after acceptance of this contract.
4. FINANCING. Buyer shall finance the purchase with a conventional first mortgage loan of ninety-five percent (95%) of the Total Purchase Price.
5. PERSONAL PROPERTY. Included in the sale, at no additional value, are the furniture, linens and televisions presently located in the unit, as listed on the inventory. Excluded from the sale are the mudroom bench and the playhouse, which the Seller shall remove prior to closing.
6. POSSESSION. Possession shall be delivered [X] at deed delivery and closing [ ] ____ days after closing.
7. ASSOCIATION. The Property is within Primrose Ridge Community Association. Current assessments: $65.00 per month.
ACCEPTANCE: The above offer is accepted on the __7th__ day of __September__, 2027.`

  test('a total price outranks its parts and is no conflict; a filled-in blank and bank days are read', () => {
    const json = contractJson(analyzeContract(builderForm))
    expect(json.price).toBe(479_900)
    expect(json.risks).not.toContain('conflicting-figures')
    expect(json.earnestMoney).toEqual({ amount: 2_000, due: { days: 2, dayType: 'business' } })
    expect(json.financing).toEqual({ type: 'conventional', amount: 455_905, rateCapPercent: null })
  })

  test('items named after "Included in the sale ... are" and "Excluded from the sale are"; deed delivery; assessments with a colon', () => {
    const json = contractJson(analyzeContract(builderForm))
    expect(json.inclusions).toEqual(['furniture', 'linens', 'televisions'])
    expect(json.exclusions).toEqual(['mudroom bench', 'playhouse'])
    expect(json.possession).toBe('at-closing')
    expect(json.hoaDues).toEqual({ amount: 65, period: 'month' })
    expect(analyzeContract(builderForm).effectiveDate?.value).toBe('2027-09-07')
  })

  test('a table whose columns are "Conveys" and "Does Not Convey"', () => {
    const table = `11. PERSONAL PROPERTY. The following table governs what conveys with the Property.

   Item                         | Conveys | Does Not Convey
   -----------------------------+---------+----------------
   Refrigerator                 |    X    |
   Dryer                        |         |       X
   Horno (outdoor oven)         |    X    |`
    const json = contractJson(analyzeContract(table))
    expect(json.inclusions).toEqual(['refrigerator', 'horno'])
    expect(json.exclusions).toEqual(['dryer'])
  })

  test('a form’s default for a blank ("30 (if blank, then 30) days") does not hide the period', () => {
    const json = contractJson(
      analyzeContract(
        'This Contract is contingent upon Buyer obtaining approval of a [X] conventional loan within 30 (if blank, then 30) days after Effective Date ("Loan Approval Period").',
      ),
    )
    expect(json.contingencies).toContainEqual({ kind: 'financing', days: 30, dayType: 'calendar' })
  })
})
