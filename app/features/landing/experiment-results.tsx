import { getFormProps } from '@conform-to/react'
import { Form } from '@remix-run/react'
import { formatNumber } from '~/ui/format'
import { RadioGroup } from '~/ui/form/choice-group'
import { ErrorSummary } from '~/ui/form/error-summary'
import type { FormReply } from '~/ui/form/field-state'
import { useSchemaForm } from '~/ui/form/use-schema-form'
import { StatusButton } from '~/ui/status-button'
import { goalNames, type Experiment, type Variant } from './experiment'
import { landingMessages } from './messages'
import { StopExperimentSchema } from './schemas'
import {
  formatP,
  formatRate,
  minimumExposures,
  pPhrase,
  type ArmResult,
  type Verdict,
} from './statistics'

const words = landingMessages.experiments

type Arm = ArmResult & { name: string; variant: Variant }

// the verdict in words: a winner, or why there is none yet
export function verdictText(verdict: Verdict, arms: Arm[]): string {
  const nameOf = (id: string) => arms.find((arm) => arm.id === id)?.name ?? id
  if (verdict.kind === 'too-few-visitors')
    return words.tooFewVisitors(
      minimumExposures,
      verdict.short.map((id) => `variant ${id.toUpperCase()}`),
    )
  if (verdict.kind === 'no-conversions') return words.noConversions
  if (verdict.kind === 'winner')
    return verdict.control
      ? words.controlWinner(nameOf(verdict.id))
      : words.winner(nameOf(verdict.id), pPhrase(verdict.p))
  return verdict.control
    ? words.controlNotSignificant(pPhrase(verdict.p))
    : words.notSignificant(nameOf(verdict.id), pPhrase(verdict.p))
}

const signed = (share: number) =>
  `${share > 0 ? '+' : share < 0 ? '−' : ''}${Math.abs(share * 100).toFixed(1)} points`

export function ResultsTable({ arms, goal }: { arms: Arm[]; goal: Experiment['goal'] }) {
  return (
    <div className="prose">
      <table>
        <caption>
          Results by variant ({goalNames[goal].toLowerCase()} counted once per visitor)
        </caption>
        <thead>
          <tr>
            <th scope="col">Variant</th>
            <th scope="col">Share</th>
            <th scope="col">Visitors</th>
            <th scope="col">Conversions</th>
            <th scope="col">Conversion rate</th>
            <th scope="col">95% interval</th>
            <th scope="col">Against A</th>
            <th scope="col">p-value</th>
          </tr>
        </thead>
        <tbody>
          {arms.map((arm) => (
            <tr key={arm.id}>
              <th scope="row">{arm.name}</th>
              <td>{arm.variant.split}%</td>
              <td>{formatNumber(arm.exposures)}</td>
              <td>{formatNumber(arm.conversions)}</td>
              <td>{formatRate(arm.rate)}</td>
              <td>
                {arm.interval
                  ? `${formatRate(arm.interval.low)} to ${formatRate(arm.interval.high)}`
                  : '–'}
              </td>
              <td>{arm.vsControl ? signed(arm.vsControl.difference) : '–'}</td>
              <td>{arm.vsControl ? formatP(arm.vsControl.p) : '–'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

export function VariantWords({ arms }: { arms: Arm[] }) {
  return (
    <ul className="card-grid">
      {arms.map((arm) => (
        <li key={arm.id} className="card stack">
          <h3>{arm.name}</h3>
          <dl>
            <dt>Page title</dt>
            <dd>{arm.variant.title}</dd>
            <dt>Main heading</dt>
            <dd>{arm.variant.heroHeading}</dd>
            <dt>Introduction</dt>
            <dd>{arm.variant.heroText}</dd>
            <dt>Button label</dt>
            <dd>{arm.variant.ctaLabel}</dd>
          </dl>
        </li>
      ))}
    </ul>
  )
}

// stopping: keep the page as it is, or make one variant's words its own
export function StopForm({
  experimentId,
  arms,
  reply,
}: {
  experimentId: string
  arms: Arm[]
  reply: FormReply | undefined
}) {
  const [form, fields] = useSchemaForm({
    id: 'stop-experiment',
    schema: StopExperimentSchema,
    reply,
  })
  const options = [
    ...arms.map((arm) => [arm.id, `${arm.name}: make its words the page’s own`] as const),
    ['none', 'None: keep the page as it is'] as const,
  ]
  return (
    <>
      <ErrorSummary
        formId={form.id}
        reply={reply}
        fields={[{ field: fields.promote, label: 'Keep' }]}
      />
      <Form method="post" {...getFormProps(form)} className="stack">
        <input type="hidden" name="intent" value="stop" />
        <input type="hidden" name="experimentId" value={experimentId} />
        <RadioGroup field={fields.promote} legend="When the test stops, keep" options={options} />
        <StatusButton
          label="Stop the test"
          pendingLabel="Stopping..."
          className="button button--danger"
        />
      </Form>
    </>
  )
}
