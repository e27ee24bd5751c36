import { parseWithZod } from '@conform-to/zod'
import { expectedError } from '~/platform/http/expected-error'
import { affordability, type Application } from './affordability'
import { applicationSteps, type StepKey } from './application-steps'
import { loadBuyerState, saveBuyerState } from './buyer-state.server'
import { buyerMessages } from './messages'

const resultStep = 'result'

// the pre-qualification at the step asked for (`?step=`; the first when unknown), and what the
// visitor can afford once every step is answered; the result asked for early sends the visitor
// to the first unanswered step (`missingStep`)
export async function applicationPage(request: Request, requested: string | null) {
  const { application = {} } = await loadBuyerState(request)
  const index =
    requested === resultStep
      ? applicationSteps.length
      : Math.max(
          0,
          applicationSteps.findIndex((step) => step.key === requested),
        )
  const missing = applicationSteps.find((step) => typeof application[step.key] !== 'number')
  const atResult = index === applicationSteps.length
  if (atResult && missing) return { missingStep: missing.key }
  return { index, application, result: atResult ? affordability(application as Application) : null }
}

// one step's answer, saved; the next step to show, or the result after the last
export async function answerApplicationStep(
  request: Request,
  requested: string | null,
  form: FormData,
) {
  const index =
    requested === null ? 0 : applicationSteps.findIndex((step) => step.key === requested)
  const step = applicationSteps[index]
  if (!step) throw expectedError(400, buyerMessages.stepNotFound)
  const submission = parseWithZod(form, { schema: step.schema })
  if (submission.status !== 'success') return { ok: false as const, result: submission.reply() }
  const headers = await saveBuyerState(request, {
    application: submission.value as Partial<Application>,
  })
  const next: StepKey | typeof resultStep = applicationSteps[index + 1]?.key ?? resultStep
  return { ok: true as const, next, headers }
}
