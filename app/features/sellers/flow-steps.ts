import { flowSteps, type FlowStep } from '~/core/seller-flow'

// the listing flow: six numbered steps, with photos (built in photos-step.ts) inside step 3
export { flowSteps, type FlowStep }

const numbered: Record<FlowStep, { number: number; label: string }> = {
  intent: { number: 1, label: 'Why and when' },
  property: { number: 2, label: 'Property' },
  details: { number: 3, label: 'Details and photos' },
  photos: { number: 3, label: 'Details and photos' },
  price: { number: 4, label: 'Price' },
  plan: { number: 5, label: 'Plan' },
  review: { number: 6, label: 'Review and publish' },
}
export const stepCount = 6

export const isFlowStep = (value: unknown): value is FlowStep =>
  typeof value === 'string' && (flowSteps as readonly string[]).includes(value)
export const stepPath = (step: FlowStep) => `/seller-flow/${step}`
// "Step 2 of 6: Property"
export const stepIndicator = (step: FlowStep) =>
  `Step ${numbered[step].number} of ${stepCount}: ${numbered[step].label}`
export const nextStep = (step: FlowStep): FlowStep =>
  flowSteps[Math.min(flowSteps.indexOf(step) + 1, flowSteps.length - 1)]!
export const previousStep = (step: FlowStep): FlowStep =>
  flowSteps[Math.max(flowSteps.indexOf(step) - 1, 0)]!

// the steps a visitor may do before signing in
export const signedOutSteps: readonly FlowStep[] = ['intent', 'property']
