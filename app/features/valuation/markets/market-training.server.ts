import { logger } from '~/platform/logger.server'
import { singleton } from '~/platform/singleton.server'
import { armsLengthRows, leftOutBy, type SaleConditionRule } from '../arms-length'
import { crossValidate, fitInWorker, inputsUsed } from '../cross-validation.server'
import { salesTable, monthLabel, type ColumnMap, type SalesTable } from '../sales-table'
import { fileStore } from '~/platform/storage/storage.server'
import { marketFolds } from './market-limits'
import { forgetMarketModel, type SavedMarketModel } from './market-models.server'
import {
  modelFilePath,
  readSalesFile,
  updateMarket,
  type ValuationMarket,
} from './market-store.server'
import { forgetMarketZips } from './market-zips.server'
import { marketMessages } from './messages'

// Training runs in the background, one market at a time per server, its folds and its model on
// worker threads (ADR 044); the market's document carries its progress for the progress page. A
// market left "training" by a server that stopped is shown as stopped, to be trained again.
const state = singleton('market-training', () => ({
  running: new Set<string>(),
  queue: Promise.resolve(),
}))

export const isTrainingHere = (id: string) => state.running.has(id)

export async function queueTraining(
  market: ValuationMarket,
  mapping: ColumnMap,
  report: SalesTable['report'],
  saleCondition: SaleConditionRule | null = null,
) {
  await updateMarket(market.id, {
    status: 'queued',
    mapping,
    saleCondition,
    report,
    error: null,
    progress: { done: 0, of: marketFolds + 1, step: 'Waiting for its turn' },
  })
  state.running.add(market.id)
  state.queue = state.queue.then(() => train(market.id, mapping, saleCondition))
}

async function train(id: string, mapping: ColumnMap, saleCondition: SaleConditionRule | null) {
  const started = Date.now()
  try {
    const csv = await readSalesFile(id)
    if (csv === null) throw new Error('The market’s sales file is missing from storage')
    const table = salesTable(csv, mapping, { condition: saleCondition?.column })
    // the sales at arm's length alone are learned from and measured (ADR 075, 078)
    const rows = armsLengthRows(table, saleCondition)
    const trainedOn = {
      sales: rows.length,
      recorded: table.prices.length,
      leftOut: saleCondition ? leftOutBy(table, saleCondition) : null,
    }
    let done = 0
    const progress = (step: string) =>
      updateMarket(id, { status: 'training', progress: { done, of: marketFolds + 1, step } })
    await progress(
      `Measuring: ${marketFolds} models, each on ${marketFolds - 1} fifths of the sales`,
    )
    const {
      outOfFold: _outOfFold,
      base: _base,
      contributions: _contributions,
      q10,
      q90,
      ...figures
    } = await crossValidate(table, marketFolds, {
      rows,
      onFold: () => {
        done += 1
        void progress(
          done < marketFolds
            ? `Measuring: ${done} of ${marketFolds} models done`
            : 'Training the model on every sale',
        ).catch(() => undefined)
      },
    })
    const { pool: _pool, ...fitted } = await fitInWorker(table, rows)
    const saved: SavedMarketModel = { q10, q90, fitted, trainedOn }
    await fileStore().putFile(
      modelFilePath(id),
      Buffer.from(JSON.stringify(saved)),
      'application/json',
    )
    const index = fitted.index
    const evaluation = { ...figures, folds: marketFolds, inputs: inputsUsed(table) }
    const indexChange = index
      ? {
          from: monthLabel(index.firstMonth),
          to: monthLabel(index.firstMonth + index.values.length - 1),
          change: Math.round((Math.exp(-index.values[0]!) - 1) * 1000) / 1000,
        }
      : null
    forgetMarketModel(id)
    await updateMarket(id, {
      status: 'ready',
      evaluation,
      indexChange,
      trainedOn,
      trainedAt: Date.now(),
      progress: { done: marketFolds + 1, of: marketFolds + 1, step: 'Done' },
    })
    forgetMarketZips()
    logger.info(
      {
        event: 'valuation-market.trained',
        market: id,
        sales: rows.length,
        leftOut: trainedOn.leftOut?.sales ?? 0,
        mdape: figures.mdape,
        seconds: Math.round((Date.now() - started) / 1000),
      },
      'market trained',
    )
  } catch (error) {
    logger.error(
      { event: 'valuation-market.failed', market: id, err: error },
      'market training failed',
    )
    await updateMarket(id, {
      status: 'failed',
      error: `${marketMessages.status.failed}: ${(error as Error).message}`,
    }).catch(() => undefined)
  } finally {
    state.running.delete(id)
  }
}
