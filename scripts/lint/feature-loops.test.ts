import { Linter } from 'eslint'
import tseslint from 'typescript-eslint'
import { expect, test } from 'vitest'
import { featureImports, importsInLoops } from './feature-graph.mjs'
import { noFeatureLoops } from './no-feature-loops.mjs'

test('no feature imports one that imports it back', () => {
  expect(importsInLoops(featureImports())).toEqual([])
})

function lint(filename: string, code: string) {
  const linter = new Linter({ configType: 'flat' })
  return linter.verify(
    code,
    [
      {
        files: ['**/*.ts'],
        languageOptions: { parser: tseslint.parser as Linter.Parser },
        plugins: { threshold: { rules: { 'no-feature-loops': noFeatureLoops } } },
        rules: { 'threshold/no-feature-loops': 'error' },
      },
    ],
    { filename: `${process.cwd()}/${filename}` },
  )
}

test('a new import that closes a loop between features fails lint; one that does not passes', () => {
  // buyers imports search, so search importing buyers would close a loop
  const loop = lint(
    'app/features/search/new-part.server.ts',
    "import { tourSlots } from '~/features/buyers/tours.server'\nexport const x = tourSlots\n",
  )
  expect(loop.map((message) => message.message)).toEqual([
    expect.stringMatching(
      /^features\/search imports features\/buyers, which imports features\/search back/,
    ),
  ])
  // nothing imports landing but the site and the start-up, which valuation does not reach
  expect(
    lint(
      'app/features/landing/new-part.server.ts',
      "import { valueListing } from '~/features/valuation/listing-valuation.server'\nexport const x = valueListing\n",
    ),
  ).toEqual([])
  // a test may borrow from anywhere
  expect(
    lint(
      'app/features/search/new-part.test.ts',
      "import { tourSlots } from '~/features/buyers/tours.server'\nexport const x = tourSlots\n",
    ),
  ).toEqual([])
})
