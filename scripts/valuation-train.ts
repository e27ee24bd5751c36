import { amesModelFile, trainAmesModel } from '~/features/valuation/ames-model.server'

// npm run valuation:train — cross-validates, trains on every Ames sale, saves the model
const saved = await trainAmesModel()
process.stdout.write(`Saved ${amesModelFile}: 5-fold ${JSON.stringify(saved.evaluation)}\n`)
process.exit(0)
