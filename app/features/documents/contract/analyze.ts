import type { ContractAnalysis } from './analysis'
import { findClosingCosts } from './closing-costs'
import { findAsIs, findLiquidatedDamages, findNoWarranty } from './condition'
import { findContingencies } from './contingencies'
import { readContract } from './contract-text'
import { findFinancing, findFinancingDeadline } from './financing'
import { findExclusions, findInclusions } from './included-items'
import { conflictingFigures, figureStatements, findEarnestMoney, findPrice } from './figures'
import { findHoaDues } from './hoa-dues'
import { findSellerConcessions } from './seller-concessions'
import { findBuyers, findPropertyAddress, findSellers } from './parties'
import { findClosingDate, findEffectiveDate, findPossession } from './timing-terms'

export type * from './analysis'

// the terms of a US residential purchase contract, read from its words
export function analyzeContract(text: string): ContractAnalysis {
  const contract = readContract(text)
  const statements = figureStatements(contract)
  const price = findPrice(contract, statements)
  const effectiveDate = findEffectiveDate(contract)
  const contingencies = findContingencies(contract)
  const financing = findFinancing(contract, price?.value ?? null)
  const financingContingency = contingencies.find(
    (found) => found.value.kind === 'financing' && found.value.deadline,
  )
  const financingDeadline = financingContingency
    ? { value: financingContingency.value.deadline!, sentence: financingContingency.sentence }
    : findFinancingDeadline(contract)
  return {
    buyers: findBuyers(contract),
    sellers: findSellers(contract),
    propertyAddress: findPropertyAddress(contract),
    effectiveDate,
    price,
    earnestMoney: findEarnestMoney(contract, statements, price?.value ?? null),
    financing,
    financingDeadline: financing?.value.type === 'cash' ? null : financingDeadline,
    closingDate: findClosingDate(contract, effectiveDate?.value ?? null),
    possession: findPossession(contract),
    contingencies,
    inclusions: findInclusions(contract),
    exclusions: findExclusions(contract),
    sellerConcessions: findSellerConcessions(contract, price?.value ?? null),
    asIs: findAsIs(contract),
    hoaDues: findHoaDues(contract),
    closingCosts: findClosingCosts(contract),
    conflictingFigures: conflictingFigures(contract, statements),
    noWarranty: findNoWarranty(contract),
    liquidatedDamages: findLiquidatedDamages(contract),
  }
}
