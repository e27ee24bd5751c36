import { describe, expect, test } from 'vitest'
import { analyzeContract } from './analyze'
import { findingRows } from '../contract-view'
import { contractTimeline } from './deadlines'
import { contractRisks } from './risks'
import { contractJson } from './summary'

// each rule the contract reader gained for issue 42, in wordings of its own
const read = (text: string) =>
  contractJson(analyzeContract(`The purchase price is $310,000.\n\n${text}`))

describe('the parties', () => {
  test('"Vendor" and "Purchaser", one line for each', () => {
    const json = read('Purchaser: Hollis V. Brandt\nVendor: Greta Lindqvist\nVendor: Ivo Lindqvist')
    expect(json.buyers).toEqual(['Hollis V. Brandt'])
    expect(json.sellers).toEqual(['Greta Lindqvist', 'Ivo Lindqvist'])
  })

  test('"..., as Buyer, and ..., as Seller"', () => {
    const json = read(
      'This contract is made between Rosalind Achebe, as Buyer, and Marcus T. Delacroix and Nell Delacroix, as Sellers.',
    )
    expect(json.buyers).toEqual(['Rosalind Achebe'])
    expect(json.sellers).toEqual(['Marcus T. Delacroix', 'Nell Delacroix'])
  })

  test('only a signature block names them', () => {
    const json = read(
      'PURCHASER:\n/s/ Yusuf Adeyemi\nYusuf Adeyemi\n\nOWNER:\n/s/ Clara B. Stein\nClara B. Stein',
    )
    expect(json.buyers).toEqual(['Yusuf Adeyemi'])
    expect(json.sellers).toEqual(['Clara B. Stein'])
  })
})

describe('what is included', () => {
  test('said in a sentence rather than a list under a heading', () => {
    expect(
      read('The house includes the gas range, the chest freezer and the swing set.').inclusions,
    ).toEqual(['gas range', 'chest freezer', 'swing set'])
    expect(read('Seller will leave the pool table and the bar stools.').inclusions).toEqual([
      'pool table',
      'bar stools',
    ])
    expect(read('These items stay with the home: the shed, the trampoline.').inclusions).toEqual([
      'shed',
      'trampoline',
    ])
  })

  test('a list after "including" before another list', () => {
    expect(
      read(
        'The Residence will include standard finishes, including cooktop, wall oven and range hood, and the following upgrades: wine cooler.',
      ).inclusions,
    ).toEqual(['cooktop', 'wall oven', 'range hood', 'wine cooler'])
  })

  test('what the seller takes is excluded; maintenance the seller keeps up is not', () => {
    const json = read(
      'Owner will remove the wall-mounted television. Seller shall keep the lawn mowed.',
    )
    expect(json.exclusions).toEqual(['wall-mounted television'])
  })
})

describe('earnest money as liquidated damages', () => {
  const text =
    'Upon Purchaser default, Seller may retain the earnest money deposit as liquidated damages as its only remedy.'
  test('is a remedy and a risk, never an excluded item', () => {
    const json = read(text)
    expect(json.exclusions).toEqual([])
    expect(json.clauseRisks).toContain('liquidated-damages')
  })

  test('"not as liquidated damages" and a box left unticked are not', () => {
    expect(
      read('The deposit shall be refunded to Buyer and not as liquidated damages.').clauseRisks,
    ).toEqual([])
    expect(
      read('[ ] Seller may keep the earnest money as liquidated damages.').clauseRisks,
    ).toEqual([])
  })
})

describe('a deadline counted from an event', () => {
  test('days after the appraisal arrives is that deadline, not "no deadline stated"', () => {
    expect(
      read(
        'If the home appraises for less than the price, Buyer may withdraw by written notice no later than two (2) business days following delivery of the appraisal to Buyer.',
      ).contingencies,
    ).toEqual([{ kind: 'appraisal', days: 2, dayType: 'business', after: 'appraisal' }])
  })

  test('the page says what the count runs from, and the calendar leaves it out', () => {
    const analysis = analyzeContract(
      'Buyer may cancel within 3 days of receiving the appraisal if the home appraises low.',
    )
    expect(
      findingRows(analysis).find((row) => row.label === 'Appraisal contingency'),
    ).toMatchObject({ value: '3 calendar days after the appraisal is received' })
    expect(contractTimeline(analysis, '2028-01-03').map((entry) => entry.label)).not.toContain(
      'Appraisal contingency ends',
    )
  })

  test('a count from acceptance in the same sentence still wins', () => {
    expect(
      read(
        'Buyer shall order the appraisal within 5 days after acceptance and may object within 3 days of receipt of the appraisal.',
      ).contingencies,
    ).toEqual([{ kind: 'appraisal', days: 5, dayType: 'calendar' }])
  })
})

describe('risks a clause states, each with its clause', () => {
  const contract = `The purchase price is $310,000. Buyer shall deposit $6,000 as earnest money within 3 days after acceptance.
Buyer shall have an inspection period of 10 days after acceptance and may cancel if dissatisfied.
The property is conveyed in "as is" condition.
Seller does not warrant the condition of the roof, the foundation or the well and septic systems.
If Buyer fails to close, Seller shall be entitled to the earnest money as liquidated damages.`
  const risks = contractRisks(analyzeContract(contract))

  test('as-is, no warranty on roof or foundation, liquidated damages: never "Risks: 0"', () => {
    expect(risks.map((risk) => [risk.kind, risk.sentence])).toEqual([
      ['as-is-sale', 'The property is conveyed in "as is" condition.'],
      [
        'no-warranty',
        'Seller does not warrant the condition of the roof, the foundation or the well and septic systems.',
      ],
      [
        'liquidated-damages',
        'If Buyer fails to close, Seller shall be entitled to the earnest money as liquidated damages.',
      ],
    ])
    expect(risks.find((risk) => risk.kind === 'no-warranty')!.reason).toContain('the roof')
  })

  test('a home warranty plan the seller buys is not "no warranty"', () => {
    expect(
      read(
        'Seller shall provide a one-year home warranty plan; the plan gives no warranty on the roof.',
      ).clauseRisks,
    ).toEqual([])
  })
})

describe('clause risks read on the fully labelled samples (dev misses)', () => {
  test('a deposit forfeited to the seller is the same loss as liquidated damages', () => {
    expect(
      read('Should Purchaser default, the escrowed deposit is forfeited to Owner.').clauseRisks,
    ).toEqual(['liquidated-damages'])
    expect(
      read('Penalty on default: [X] Forfeit of deposit [ ] Actual damages').clauseRisks,
    ).toEqual(['liquidated-damages'])
    expect(
      read(
        'On Purchaser default, Owner may forfeit the contract and keep all payments made under this contract.',
      ).clauseRisks,
    ).toEqual(['liquidated-damages'])
  })

  test('"no penalty by forfeiture of the deposit" and an unticked forfeiture box are not', () => {
    expect(
      read(
        'Purchaser will not, if the lender appraises low, suffer any penalty by forfeiture of the deposit.',
      ).clauseRisks,
    ).toEqual([])
    expect(
      read('Penalty on default: [ ] Forfeit of deposit [X] Actual damages').clauseRisks,
    ).toEqual([])
  })

  test('appliances named one by one are appliances left without warranty', () => {
    expect(
      read('Chattels that convey (without any warranty): chest freezer, stove, bookcase.')
        .clauseRisks,
    ).toEqual(['no-warranty'])
  })

  test('a sentence defining a term is not the seller giving no warranty', () => {
    expect(
      read(
        'In this form "Where Is" means the home as it stands and without warranty of its condition, title warranties aside.',
      ).clauseRisks,
    ).toEqual([])
  })
})

describe('the parties on the fully labelled samples (dev misses)', () => {
  test('a title or rank is not part of the name; capitals after "BETWEEN" and "AND"', () => {
    expect(read('Purchaser: Capt. Idris L. Mbeki and Dr. Hanne Mbeki.').buyers).toEqual([
      'Idris L. Mbeki',
      'Hanne Mbeki',
    ])
    const json = read(
      'AGREEMENT made BETWEEN TOMAS J. RUUD, of Dover, hereinafter called the "Vendor," AND GRETA IVES, of Salem, hereinafter called the "Vendee."',
    )
    expect(json.sellers).toEqual(['TOMAS J. RUUD'])
    expect(json.buyers).toEqual(['GRETA IVES'])
  })

  test('two signatures on one line, under one label or two', () => {
    const json = read(
      'PURCHASER: /s/ Ayla K. Brenner    PURCHASER: /s/ Jonas Brenner\nOWNER: /s/ Mika T. Sato   /s/ Ren Sato',
    )
    expect(json.buyers).toEqual(['Ayla K. Brenner', 'Jonas Brenner'])
    expect(json.sellers).toEqual(['Mika T. Sato', 'Ren Sato'])
  })

  test('"Counsel for Purchaser:" names the lawyer; "TO OWNER: The undersigned Purchaser, ..." the buyer', () => {
    const json = read(
      'TO OWNER: The undersigned Purchaser, Lior B. Adler, offers to buy the home.\nCounsel for Owner: Quill & Marsh LLP, Albany\nOWNER: /s/ Petra N. Holm',
    )
    expect(json.sellers).toEqual(['Petra N. Holm'])
  })

  test('a role after a slash, and names in apposition: "..., Purchaser, and ..., Owner,"', () => {
    expect(read('DEVELOPER/OWNER: Larch Point Builders, LLC, a Maine company').sellers).toEqual([
      'Larch Point Builders, LLC',
    ])
    const json = read(
      'This rider amends the offer between Cato R. Wynn, Purchaser, and Della F. Oakes, Owner, for the lot.',
    )
    expect(json.buyers).toEqual(['Cato R. Wynn'])
    expect(json.sellers).toEqual(['Della F. Oakes'])
  })
})
