import { formatDollars } from '~/ui/format'
import type { Option } from '~/ui/form/select'
import { purchases } from './catalog'

// each purchase as a radio choice: its name and what it costs today
export const purchaseOptions: Option[] = purchases.map((purchase) => [
  purchase.id,
  `${purchase.name}: ${formatDollars(purchase.dollars)}`,
])
