import { describe, expect, test } from 'vitest'
import { isDocumentId } from '~/platform/document-rules'
import type { Listing } from '~/features/listings/listing'
import { readFeedFile } from './feed-file'
import { idxListingId } from './idx-id'
import { idxMaxRows } from './idx-limits'
import { mapRecord } from './map-record'
import { idxMessages } from './messages'
import { decideImport, mapFeed } from './plan-import'
import { matchColumns } from './reso-fields'

const reasons = idxMessages.reasons
const feed = 'Central Iowa MLS (IDX)'
const ames = { lat: 42.03, lng: -93.62 }
const centreOf = (zip: string) => (zip === '50010' ? ames : undefined)
const bytes = (text: string) => new TextEncoder().encode(text)

const resoRecord = {
  ListingKey: 'CIA-1001',
  ListPrice: 325000,
  StandardStatus: 'Active',
  UnparsedAddress: '412 Elm Street, Ames, IA 50010',
  City: 'Ames',
  StateOrProvince: 'IA',
  PostalCode: '50010-1234',
  BedroomsTotal: 3,
  BathroomsFull: 2,
  BathroomsHalf: 1,
  LivingArea: 1850,
  LotSizeArea: 0.25,
  LotSizeUnits: 'Acres',
  YearBuilt: 1998,
  PropertyType: 'Residential',
  PropertySubType: 'Single Family Residence',
  Latitude: 42.0301,
  Longitude: -93.6102,
  PublicRemarks: 'Bright ranch near the park.',
  ListingContractDate: '2026-02-14',
  SubdivisionName: 'Somerset',
  FireplacesTotal: 1,
  Cooling: ['Central Air'],
}
const json = (records: unknown[]) =>
  bytes(
    JSON.stringify({ '@odata.context': 'https://example.com/$metadata#Property', value: records }),
  )

// one record mapped with the columns it has, as an import maps it
function mapOne(record: Record<string, unknown>) {
  return mapRecord(record, matchColumns(Object.keys(record)), feed, centreOf, 2026)
}
const readOk = (file: ReturnType<typeof readFeedFile>) => {
  if (!file.ok) throw new Error(file.message)
  return file
}

describe('reading a feed file by its content', () => {
  test('RESO Web API JSON: the `value` list, or a bare list of listings', () => {
    const file = readOk(readFeedFile(json([resoRecord])))
    expect(file.format).toBe('json')
    expect(file.records).toHaveLength(1)
    expect(file.columns).toContain('ListingKey')
    expect(readOk(readFeedFile(bytes(`  \n[${JSON.stringify(resoRecord)}]`))).format).toBe('json')
  })

  test('CSV with a header row, whatever the delimiter, encoding or byte-order mark', () => {
    const csv =
      'MLS Number,Price,Status,Address,City,State,Zip,Beds,Baths,SqFt\nA1,"$250,000",Active,1 Oak St,Ames,IA,50010,3,2.5,1400\n'
    const file = readOk(readFeedFile(bytes(csv)))
    expect(file.format).toBe('csv')
    expect(file.records[0]).toMatchObject({ 'MLS Number': 'A1', Price: '$250,000' })
    expect(file.rowNumber(0)).toBe(2)
    expect(
      readOk(readFeedFile(bytes(`\ufeff${csv.replaceAll(',', ';').replace('$250;000', '250000')}`)))
        .records,
    ).toHaveLength(1)
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(csv, 'utf16le')])
    expect(readOk(readFeedFile(utf16)).records).toHaveLength(1)
    const latin1 = Buffer.from('ListingKey,City,ListPrice\nA1,Montréal,1\n', 'latin1')
    expect(readOk(readFeedFile(latin1)).records[0]).toMatchObject({ City: 'Montréal' })
  })

  test('anything else is refused with a reason, whatever its name', () => {
    const png = Buffer.from(
      '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489',
      'hex',
    )
    expect(readFeedFile(png)).toEqual({ ok: false, message: idxMessages.form.notJsonOrCsv })
    expect(readFeedFile(bytes('<!DOCTYPE html><html></html>'))).toEqual({
      ok: false,
      message: idxMessages.form.notJsonOrCsv,
    })
    expect(readFeedFile(bytes('Dear seller, here are the homes we talked about.\n'))).toEqual({
      ok: false,
      message: idxMessages.form.notJsonOrCsv,
    })
    expect(readFeedFile(bytes('%PDF-1.7\n%\u00e2\u00e3\n1 0 obj'))).toMatchObject({ ok: false })
    expect(readFeedFile(bytes('{"value": [{"ListingKey": "A1"'))).toEqual({
      ok: false,
      message: idxMessages.form.badJson,
    })
    expect(readFeedFile(bytes('{"listings": []}'))).toEqual({
      ok: false,
      message: idxMessages.form.jsonShape,
    })
    expect(readFeedFile(bytes('{"value": []}'))).toEqual({
      ok: false,
      message: idxMessages.form.noRows,
    })
    expect(readFeedFile(bytes(''))).toEqual({ ok: false, message: idxMessages.form.empty })
    const many = `ListingKey,ListPrice\n${Array.from({ length: idxMaxRows + 1 }, (_, index) => `K${index},1`).join('\n')}`
    expect(readFeedFile(bytes(many))).toEqual({
      ok: false,
      message: idxMessages.form.tooManyRows(idxMaxRows + 1),
    })
  })
})

describe('matching columns to RESO fields', () => {
  test('RESO names and common aliases, in any case; a RESO name wins over an alias', () => {
    const { matched, ignored } = matchColumns([
      'price',
      'LISTPRICE',
      'beds',
      'Baths',
      'sqft',
      'ZIP',
      'listing key',
      'Agent Phone',
    ])
    expect(matched).toMatchObject({
      ListPrice: 'LISTPRICE',
      BedroomsTotal: 'beds',
      BathroomsTotalInteger: 'Baths',
      LivingArea: 'sqft',
      PostalCode: 'ZIP',
      ListingKey: 'listing key',
    })
    expect(ignored).toEqual(['price', 'Agent Phone'])
  })
})

describe('mapping one RESO record to a listing', () => {
  test('a good record: every field in its place', () => {
    const { key, facts, reasons: problems } = mapOne(resoRecord)
    expect(problems).toEqual([])
    expect(key).toBe('CIA-1001')
    expect(facts).toMatchObject({
      source: 'idx',
      feed,
      listingKey: 'CIA-1001',
      sellerId: null,
      status: 'active',
      price: 325_000,
      soldPrice: 0,
      soldAt: 0,
      address: { line1: '412 Elm Street', city: 'Ames', state: 'IA', zip: '50010' },
      addressGenerated: false,
      lat: 42.0301,
      lng: -93.6102,
      neighborhood: 'Somerset',
      beds: 3,
      baths: 2.5,
      fullBaths: 2,
      halfBaths: 1,
      sqft: 1850,
      lotSqft: 10_890,
      yearBuilt: 1998,
      propertyType: 'single-family',
      description: 'Bright ranch near the park.',
      listedAt: Date.UTC(2026, 1, 14),
      features: ['fireplace', 'central-air'],
    })
  })

  test('the street from its parts, baths as a total, the lot in square feet, the place from the ZIP code', () => {
    const { facts, reasons: problems } = mapOne({
      ListingKey: 'K2',
      ListPrice: '189,900',
      StandardStatus: 'Coming Soon',
      StreetNumber: '77',
      StreetDirPrefix: 'N',
      StreetName: 'Maple',
      StreetSuffix: 'Ave',
      UnitNumber: '4',
      City: 'Ames',
      StateOrProvince: 'ia',
      PostalCode: '50010',
      BedroomsTotal: '2',
      BathroomsTotalInteger: '1',
      LivingArea: '900',
      LotSizeSquareFeet: '5000',
      PropertySubType: 'Condominium',
    })
    expect(problems).toEqual([])
    expect(facts).toMatchObject({
      address: { line1: '77 N Maple Ave #4', state: 'IA' },
      status: 'active',
      price: 189_900,
      baths: 1,
      fullBaths: 1,
      halfBaths: 0,
      lotSqft: 5000,
      ...ames,
      neighborhood: 'Ames',
      propertyType: 'townhouse',
      listedAt: null,
      yearBuilt: 0,
    })
  })

  test.each([
    ['Active', 'active'],
    ['Coming Soon', 'active'],
    ['Pending', 'pending'],
    ['Active Under Contract', 'pending'],
    ['Closed', 'sold'],
    ['Withdrawn', 'withdrawn'],
    ['Canceled', 'withdrawn'],
    ['Expired', 'withdrawn'],
  ])('StandardStatus %s is %s', (status, expected) => {
    expect(mapOne({ ...resoRecord, StandardStatus: status }).facts?.status).toBe(expected)
  })

  test('a Closed listing keeps its sale: ClosePrice and CloseDate when given, else the list price', () => {
    expect(
      mapOne({
        ...resoRecord,
        StandardStatus: 'Closed',
        ClosePrice: 318_500,
        CloseDate: '2026-03-30',
      }).facts,
    ).toMatchObject({
      status: 'sold',
      price: 318_500,
      soldPrice: 318_500,
      soldAt: Date.UTC(2026, 2, 30),
    })
    expect(mapOne({ ...resoRecord, StandardStatus: 'Closed' }).facts).toMatchObject({
      status: 'sold',
      price: 325_000,
      soldPrice: 325_000,
      soldAt: 0,
    })
  })

  test.each([
    ['a missing key', { ListingKey: '' }, reasons.keyMissing],
    ['a price of zero', { ListPrice: 0 }, reasons.priceInvalid('0')],
    ['a negative price', { ListPrice: -5 }, reasons.priceInvalid('-5')],
    ['a price in words', { ListPrice: 'call us' }, reasons.priceInvalid('call us')],
    ['an unknown status', { StandardStatus: 'Hold' }, reasons.statusUnknown('Hold')],
    ['a bad ZIP code', { PostalCode: '5001' }, reasons.zipInvalid('5001')],
    ['beds in words', { BedroomsTotal: 'three' }, reasons.bedsInvalid('three')],
    ['half a bedroom', { BedroomsTotal: 2.5 }, reasons.bedsInvalid('2.5')],
    ['baths in words', { BathroomsFull: 'two' }, reasons.bathsInvalid('two')],
    ['no living area', { LivingArea: null }, reasons.areaInvalid('')],
    ['coordinates off the Earth', { Latitude: 142, Longitude: -93 }, reasons.coordinatesInvalid],
    ['land', { PropertyType: 'Land', PropertySubType: '' }, reasons.notAHome('Land')],
    ['a rental', { PropertyType: 'Residential Lease' }, reasons.notAHome('Residential Lease')],
    [
      'a made-up date',
      { ListingContractDate: '2026-02-30' },
      reasons.dateInvalid('ListingContractDate', '2026-02-30'),
    ],
    ['a year of the future', { YearBuilt: 2090 }, reasons.yearInvalid('2090')],
    ['a state spelled out', { StateOrProvince: 'Iowa' }, reasons.stateInvalid('Iowa')],
  ])('%s is refused with its reason', (_name, change, reason) => {
    const { facts, reasons: problems } = mapOne({ ...resoRecord, ...change })
    expect(facts).toBeNull()
    expect(problems).toContain(reason)
  })

  test('no coordinates and a ZIP code without a known centre: refused', () => {
    const { facts, reasons: problems } = mapOne({
      ...resoRecord,
      Latitude: undefined,
      Longitude: undefined,
      PostalCode: '99999',
    })
    expect(facts).toBeNull()
    expect(problems).toEqual([reasons.noPlace('99999')])
  })

  test('every problem of a row is named at once', () => {
    const { reasons: problems } = mapOne({
      ...resoRecord,
      ListPrice: 'n/a',
      PostalCode: 'ABCDE',
      BedroomsTotal: 'x',
    })
    expect(problems).toEqual([
      reasons.priceInvalid('n/a'),
      reasons.zipInvalid('ABCDE'),
      reasons.bedsInvalid('x'),
    ])
  })

  test('a record that is not an object is refused', () => {
    expect(mapRecord('A1', matchColumns(['ListingKey']), feed, centreOf)).toEqual({
      key: '',
      facts: null,
      reasons: [reasons.notAnObject],
    })
  })
})

describe('ids: the feed and the ListingKey, the same every time', () => {
  test('the same feed and key give the same valid document id; another feed or key another one', () => {
    const id = idxListingId(feed, 'CIA-1001')
    expect(isDocumentId(id)).toBe(true)
    expect(idxListingId('  central iowa   MLS (IDX) ', 'CIA-1001')).toBe(id)
    expect(idxListingId('Des Moines MLS', 'CIA-1001')).not.toBe(id)
    expect(idxListingId(feed, 'cia-1001')).not.toBe(id)
    expect(isDocumentId(idxListingId(feed, '__proto__/../x'))).toBe(true)
  })
})

describe('an import, row by row', () => {
  const now = Date.UTC(2026, 3, 1)
  const records = [
    resoRecord,
    {
      ...resoRecord,
      ListingKey: 'CIA-1002',
      UnparsedAddress: '9 Ash Ave',
      Latitude: null,
      Longitude: null,
    },
    { ...resoRecord, ListingKey: 'CIA-1003', ListPrice: 0 },
    { ...resoRecord },
  ]

  function importOnce(existing: Map<string, Listing>, file = json(records), at = now) {
    const mapped = mapFeed(readOk(readFeedFile(file)), feed, centreOf)
    if (!mapped.ok) throw new Error(mapped.message)
    return decideImport(mapped, existing, { feed, fileName: 'feed.json' }, at)
  }

  test('new listings are imported; a bad row and a repeated key are refused with reasons', () => {
    const { report, writes } = importOnce(new Map())
    expect(report.counts).toEqual({ imported: 2, updated: 0, unchanged: 0, refused: 2 })
    expect(report.rows.map((row) => [row.row, row.key, row.outcome])).toEqual([
      [1, 'CIA-1001', 'imported'],
      [2, 'CIA-1002', 'imported'],
      [3, 'CIA-1003', 'refused'],
      [4, 'CIA-1001', 'refused'],
    ])
    expect(report.rows[2]!.reasons).toEqual([reasons.priceInvalid('0')])
    expect(report.rows[3]!.reasons).toEqual([reasons.keyRepeated(1)])
    expect(writes.map((listing) => listing.id)).toEqual([
      idxListingId(feed, 'CIA-1001'),
      idxListingId(feed, 'CIA-1002'),
    ])
    expect(writes[1]).toMatchObject({
      ...ames,
      listedAt: Date.UTC(2026, 1, 14),
      createdAt: now,
      updatedAt: now,
    })
    expect(idxMessages.summary(report.counts)).toBe('2 imported, 0 updated, 0 unchanged, 2 refused')
  })

  test('the same file again changes nothing; a new price updates the same listing, keeping when it was first imported', () => {
    const first = importOnce(new Map())
    const stored = new Map(first.writes.map((listing) => [listing.id, structuredClone(listing)]))
    const again = importOnce(stored, json(records), now + 60_000)
    expect(again.report.counts).toEqual({ imported: 0, updated: 0, unchanged: 2, refused: 2 })
    expect(again.writes).toEqual([])

    const csv =
      bytes(`listing key,price,status,address,city,state,zip,beds,full baths,half baths,sqft,lat,lng,subdivision,list date,Fireplaces,Cooling,acres,year built,type,subtype,remarks
CIA-1001,"$329,000",Active,"412 Elm Street, Ames, IA 50010",Ames,IA,50010,3,2,1,1850,42.0301,-93.6102,Somerset,2026-02-14,1,Central Air,0.25,1998,Residential,Single Family Residence,Bright ranch near the park.
`)
    const changed = importOnce(stored, csv, now + 120_000)
    expect(changed.report.format).toBe('csv')
    expect(changed.report.rows).toEqual([
      {
        row: 2,
        key: 'CIA-1001',
        outcome: 'updated',
        reasons: [],
        listingId: idxListingId(feed, 'CIA-1001'),
      },
    ])
    expect(changed.writes[0]).toMatchObject({
      price: 329_000,
      createdAt: now,
      updatedAt: now + 120_000,
      listedAt: Date.UTC(2026, 1, 14),
    })
    expect(changed.report.mapping.find((row) => row.reso === 'ListPrice')).toEqual({
      reso: 'ListPrice',
      threshold: 'Price',
      need: 'required',
      matched: 'price',
    })
  })

  test('a listing placed at the centre of its ZIP code stays where it was when the centre moves', () => {
    const first = importOnce(new Map())
    const stored = new Map(first.writes.map((listing) => [listing.id, listing]))
    const mapped = mapFeed(readOk(readFeedFile(json(records))), feed, (zip) =>
      zip === '50010' ? { lat: 42.05, lng: -93.6 } : undefined,
    )
    if (!mapped.ok) throw new Error(mapped.message)
    const again = decideImport(mapped, stored, { feed, fileName: 'feed.json' }, now + 1)
    expect(again.report.counts.unchanged).toBe(2)
  })

  test('a listing without a date of its own keeps the date of its first import', () => {
    const undated = [{ ...resoRecord, ListingContractDate: undefined }]
    const first = importOnce(new Map(), json(undated))
    expect(first.writes[0]!.listedAt).toBe(now)
    const again = importOnce(
      new Map(first.writes.map((listing) => [listing.id, listing])),
      json(undated),
      now + 86_400_000,
    )
    expect(again.report.counts.unchanged).toBe(1)
  })

  test('a file without a column every listing needs is refused whole, with the mapping it had', () => {
    const mapped = mapFeed(
      readOk(readFeedFile(bytes('listing key,price,city\nA1,1,Ames\n'))),
      feed,
      centreOf,
    )
    expect(mapped.ok).toBe(false)
    if (mapped.ok) return
    expect(mapped.message).toBe(
      idxMessages.form.missingColumns([
        'StandardStatus',
        'StateOrProvince',
        'PostalCode',
        'BedroomsTotal',
        'LivingArea',
        'UnparsedAddress (or StreetNumber and StreetName)',
        'BathroomsTotalInteger (or BathroomsFull)',
      ]),
    )
    expect(mapped.mapping.find((row) => row.reso === 'City')?.matched).toBe('city')
  })
})
