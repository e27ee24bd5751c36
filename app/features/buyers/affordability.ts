// the standard debt-to-income rule: housing costs at most 28% of gross monthly income, and all
// debts including housing at most 36%. Housing here is principal and interest at the stated
// rate over 30 years plus property tax and insurance, estimated at 1.5% of the price a year
export const frontEndRatio = 0.28
export const backEndRatio = 0.36
export const taxAndInsuranceRate = 0.015
export const termYears = 30

export type Application = { income: number; debts: number; downPayment: number; rate: number }

export type Affordability = {
  maxPrice: number
  loanAmount: number
  monthlyPayment: number
  principalAndInterest: number
  taxAndInsurance: number
  housingLimit: number
  totalDebtLimit: number
  binding: 'housing' | 'total-debt'
}

export function paymentFactor(annualRatePercent: number, years = termYears): number {
  const months = years * 12
  const monthlyRate = annualRatePercent / 100 / 12
  if (monthlyRate === 0) return 1 / months
  return (monthlyRate * (1 + monthlyRate) ** months) / ((1 + monthlyRate) ** months - 1)
}

export function affordability({ income, debts, downPayment, rate }: Application): Affordability {
  const monthlyIncome = income / 12
  const housingLimit = frontEndRatio * monthlyIncome
  const totalDebtLimit = backEndRatio * monthlyIncome - debts
  const payment = Math.max(0, Math.min(housingLimit, totalDebtLimit))
  const factor = paymentFactor(rate)
  const monthlyTax = taxAndInsuranceRate / 12
  // payment = (price - down) * factor + price * monthlyTax, solved for the price
  const price = Math.max(downPayment, (payment + downPayment * factor) / (factor + monthlyTax))
  const maxPrice = Math.floor(price / 1000) * 1000
  const loanAmount = Math.max(0, maxPrice - downPayment)
  const principalAndInterest = loanAmount * factor
  const taxAndInsurance = maxPrice * monthlyTax
  return {
    maxPrice,
    loanAmount,
    monthlyPayment: Math.round(principalAndInterest + taxAndInsurance),
    principalAndInterest: Math.round(principalAndInterest),
    taxAndInsurance: Math.round(taxAndInsurance),
    housingLimit: Math.round(housingLimit),
    totalDebtLimit: Math.round(Math.max(0, totalDebtLimit)),
    binding: totalDebtLimit < housingLimit ? 'total-debt' : 'housing',
  }
}
