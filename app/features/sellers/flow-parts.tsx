import { Link } from '@remix-run/react'
import type { ReactNode } from 'react'
import { StatusButton } from '~/ui/status-button'
import { stepIndicator, type FlowStep } from './flow-steps'

// the top of every step: where the seller is in the flow, and the step's title
export function StepHeader({
  step,
  title,
  children,
}: {
  step: FlowStep
  title: string
  children?: ReactNode
}) {
  return (
    <header className="stack">
      <p className="flow-step">{stepIndicator(step)}</p>
      <h1>{title}</h1>
      {children}
    </header>
  )
}

// Back (a link to the step before) and Continue (the form's post), on every step
export function FlowButtons({
  back,
  label = 'Continue',
  pendingLabel = 'Saving...',
  name,
  value,
}: {
  back: string
  label?: string
  pendingLabel?: string
  name?: string
  value?: string
}) {
  return (
    <div className="flow-buttons">
      <Link to={back}>Back</Link>
      <StatusButton label={label} pendingLabel={pendingLabel} name={name} value={value} />
    </div>
  )
}
