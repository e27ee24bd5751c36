import { describe, expect, test } from 'vitest'
import { findAmounts, findPercents, wordsToNumber } from './amounts'

describe('amounts in words and digits', () => {
  test('numbers written out', () => {
    expect(wordsToNumber('Two Hundred Forty-Five Thousand')).toBe(245_000)
    expect(wordsToNumber('One Million One Hundred Fifty Thousand')).toBe(1_150_000)
    expect(wordsToNumber('One Hundred Thirty-Four Thousand Five Hundred')).toBe(134_500)
    expect(wordsToNumber('seventy five')).toBe(75)
    expect(wordsToNumber('banana')).toBeNull()
  })

  test('words with digits in brackets are one amount that keeps both readings', () => {
    expect(
      findAmounts('the sum of Two Hundred Forty-Five Thousand Dollars ($245,000) at closing'),
    ).toEqual([{ value: 245_000, digits: 245_000, words: 245_000, start: 11, end: 61 }])
    expect(
      findAmounts(
        'Three Hundred Twenty-Nine Thousand Nine Hundred and 00/100 Dollars ($329,900.00)',
      )[0],
    ).toMatchObject({ value: 329_900, words: 329_900 })
    expect(
      findAmounts(
        'One Hundred Seventy-Six Thousand Nine Hundred and no/100 Dollars ($ 176,900.00 )',
      )[0],
    ).toMatchObject({ value: 176_900 })
    expect(findAmounts('$279,000.00 (Two Hundred Seventy-Nine Thousand Dollars)')).toHaveLength(1)
  })

  test('words and digits that disagree are both kept', () => {
    expect(
      findAmounts('One Hundred Sixty-Seven Thousand Nine Hundred Dollars ($176,900.00)')[0],
    ).toMatchObject({ value: 176_900, digits: 176_900, words: 167_900 })
  })

  test('fill-in amounts, cents and plain dollars', () => {
    expect(findAmounts('Purchase Price: $ 245,000.00').map((amount) => amount.value)).toEqual([
      245_000,
    ])
    expect(findAmounts('a fee of $1,162.28 and 500 dollars').map((amount) => amount.value)).toEqual(
      [1162.28, 500],
    )
  })

  test('percents in digits, words, or both', () => {
    expect(
      findPercents('eighty percent (80%) of the price and 6.875% interest and two percent').map(
        (percent) => percent.value,
      ),
    ).toEqual([80, 6.875, 2])
    expect(findPercents('a rate of 6.5 % per year')[0]!.value).toBe(6.5)
  })

  test('words with cents in hundredths are money even when the digits come before "dollars"', () => {
    expect(
      findAmounts('SIX HUNDRED EIGHTY-NINE THOUSAND and 00/100 ($689,000.00) DOLLARS').map(
        ({ value, words, digits }) => ({ value, words, digits }),
      ),
    ).toEqual([{ value: 689_000, words: 689_000, digits: 689_000 }])
  })
})
