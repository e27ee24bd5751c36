// the data's source, kept visible wherever its homes appear (data/markets/README.md)
export function MarketAttribution() {
  return (
    <p className="market-attribution">
      Homes are real sales from Ames, Iowa, 2006–2010 (De Cock,{' '}
      <cite>Journal of Statistics Education</cite>, 2011). Street addresses are generated, pictures
      are illustrations, and prices of homes for sale are demo list prices derived from each
      home&apos;s recorded sale.
    </p>
  )
}
