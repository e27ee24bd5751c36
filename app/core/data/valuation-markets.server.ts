import { z } from 'zod'
import { standardColumns } from '~/core/valuation-columns'
import { equals } from './account-coverage'
import { defineCollection } from './collection.server'

// valuationMarkets/{id}: one uploaded market (features/valuation/markets): its file, how its
// columns are read, and its training, from upload to ready
export const marketStatuses = ['mapping', 'queued', 'training', 'ready', 'failed'] as const

const column = z.enum(standardColumns)

export const valuationMarkets = defineCollection({
  name: 'valuationMarkets',
  schema: z.object({
    id: z.string(),
    name: z.string(),
    zips: z.array(z.string()),
    createdBy: z.string(),
    createdAt: z.number(),
    updatedAt: z.number(),
    fileName: z.string(),
    rows: z.number(),
    header: z.array(z.string()),
    status: z.enum(marketStatuses),
    // which of the file's columns is each standard column (ColumnMap)
    mapping: z.record(column, z.string()).nullable(),
    // the column saying how each sale came about and its values kept as sales at arm's length
    // (ADR 078); none for a file without one, and for markets mapped before it
    saleCondition: z.object({ column: z.string(), kept: z.array(z.string()) }).nullable().optional(),
    // what the file gave: the mapped fields used and the rows left out, with why
    report: z
      .object({
        rows: z.number(),
        used: z.number(),
        mapped: z.array(column),
        extras: z.array(z.string()),
        refused: z.record(z.number()),
      })
      .nullable(),
    // folds trained of `of` (the folds, then the model on every sale)
    progress: z.object({ done: z.number(), of: z.number(), step: z.string() }).nullable(),
    evaluation: z
      .object({
        n: z.number(),
        mdape: z.number(),
        within5: z.number(),
        within10: z.number(),
        within20: z.number(),
        coverage80: z.number(),
        folds: z.number(),
        inputs: z.array(z.string()),
      })
      .nullable(),
    // the time index's change from its first month to its last (null without dates)
    indexChange: z.object({ from: z.string(), to: z.string(), change: z.number() }).nullable(),
    trainedAt: z.number().nullable(),
    // the sales the model learned from, of those recorded, and those left out as not at arm's length
    trainedOn: z
      .object({
        sales: z.number(),
        recorded: z.number(),
        leftOut: z
          .object({
            column: z.string(),
            kept: z.array(z.string()),
            sales: z.number(),
            values: z.array(z.object({ value: z.string(), sales: z.number() })),
          })
          .nullable(),
      })
      .nullable()
      .optional(),
    error: z.string().nullable(),
  }),
  parties: [],
  account: {
    links: [equals('createdBy')],
    deletion: 'kept (the site’s valuation markets), the admin’s uid replaced',
  },
})

export type ValuationMarket = z.infer<typeof valuationMarkets.schema>
