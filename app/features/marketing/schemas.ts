import type { MaterialKind } from './materials'
import { FlyerSchema, OpenHouseSchema, SocialPostsSchema } from './materials'

export { FlyerSchema, OpenHouseSchema, SocialPostsSchema }

// each material's form, by its kind: the make form on /generate-marketing-materials and the
// "make it again" button on /marketing-materials post the same fields, parsed by makeMaterial
export const materialSchemas = {
  flyer: FlyerSchema,
  'social-posts': SocialPostsSchema,
  'open-house': OpenHouseSchema,
} satisfies Record<MaterialKind, unknown>
