import type { z } from 'zod'
import { expectedError } from '~/platform/http/expected-error'
import { typicalHome } from './ames-model.server'
import { cmaChange } from './cma-change.server'
import { cmaCsv } from './cma-csv'
import { neighborhoodNames, valueHome } from './home-valuation.server'
import { valuationMessages } from './messages'
import {
  readValuationRequest,
  subjectParams,
  type ValuationRequest,
} from './valuation-request.server'
import { valuationFields, type CmaChangeSchema } from './valuation-schema'

// the valuation form as asked: its neighborhoods, the values sent back as defaults, its errors
// (`result`, set only when the request was invalid) and the homes an address may mean
function formState(params: URLSearchParams, asked: ValuationRequest) {
  return {
    neighborhoods: neighborhoodNames(),
    defaults: Object.fromEntries(
      valuationFields.flatMap((field) => (params.get(field) ? [[field, params.get(field)!]] : [])),
    ),
    result: asked.status === 'invalid' ? asked.result : null,
    matches:
      asked.status === 'choose'
        ? asked.matches.map((home) => ({
            id: home.id,
            address: home.address,
            neighborhood: home.neighborhood,
          }))
        : [],
  }
}

// /ai-valuation: the estimate of the home asked for, and the query that asks the CMA for it
export function valuationPage(params: URLSearchParams) {
  const asked = readValuationRequest(params)
  return {
    ...formState(params, asked),
    valuation: asked.status === 'ready' ? valueHome(asked.subject) : null,
    query: asked.status === 'ready' ? subjectParams(asked.subject, params).toString() : '',
    typical: typicalHome(),
  }
}

const compsOf = (params: URLSearchParams) => {
  const comps = params.getAll('comp')
  return comps.length ? comps : undefined
}

// /cma: the analysis over the comps in the address (the most similar when none), the subject's
// fields for its forms, and the query of its CSV
export function cmaPage(params: URLSearchParams) {
  const asked = readValuationRequest(params)
  const valuation = asked.status === 'ready' ? valueHome(asked.subject, compsOf(params)) : null
  const chosen = (valuation?.analysis?.comparables ?? []).map((comp) => ['comp', comp.sale.id])
  return {
    ...formState(params, asked),
    valuation,
    subject: asked.status === 'ready' ? [...subjectParams(asked.subject, params)] : [],
    csvQuery: valuation
      ? new URLSearchParams([...subjectParams(valuation.subject, params), ...chosen]).toString()
      : '',
  }
}

// a comparable removed or added: the query of the changed analysis, so the page can be reloaded,
// shared and downloaded as it stands
export function changeComparables(
  fields: URLSearchParams,
  change: z.infer<typeof CmaChangeSchema>,
) {
  const asked = readValuationRequest(fields)
  if (asked.status !== 'ready')
    return { ok: false as const, message: valuationMessages.cmaHomeMissing }
  const changed = cmaChange(asked.subject, change)
  if (!changed.ok) return changed
  return {
    ok: true as const,
    query: new URLSearchParams([
      ...subjectParams(asked.subject, fields),
      ...changed.comps.map((id) => ['comp', id]),
    ]),
  }
}

// the analysis shown on /cma as a spreadsheet: same subject, same comps
export function cmaCsvFile(params: URLSearchParams) {
  const asked = readValuationRequest(params)
  if (asked.status !== 'ready') throw expectedError(400, valuationMessages.csvHomeMissing)
  const { analysis } = valueHome(asked.subject, compsOf(params))
  if (!analysis) throw expectedError(400, valuationMessages.csvNoComparables)
  return {
    name: `cma-${asked.subject.listingId ?? asked.subject.listing ?? 'described-home'}.csv`,
    csv: cmaCsv(asked.subject.label, analysis),
  }
}
