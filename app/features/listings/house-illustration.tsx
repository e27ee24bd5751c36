import type { Listing } from './listing'

const walls = ['#e8d8c3', '#d9e4ea', '#e6e0d0', '#d7e3d4', '#eddcd2', '#dfdbe8']
const roofs = ['#7a4b3a', '#4d5b6a', '#5c4a3d', '#3f5a4a', '#6b3f3f', '#48475e']

function seedOf(id: string) {
  let value = 7
  for (const char of id) value = (value * 31 + char.charCodeAt(0)) >>> 0
  return value
}

type IllustrationProps = {
  listing: Pick<Listing, 'id' | 'stories' | 'garageSpaces' | 'propertyType'>
  view?: 'front' | 'side'
  label?: string
}

// photos are not in the data: a generated drawing from the home's facts, said to be one where it is
// the subject (`label`); on a card it is decoration beside the home's own heading
export function HouseIllustration({ listing, view = 'front', label }: IllustrationProps) {
  const seed = seedOf(listing.id + view)
  const wall = walls[seed % walls.length]
  const roof = roofs[(seed >>> 3) % roofs.length]
  const tall = listing.stories >= 2
  const bodyTop = tall ? 40 : 70
  const garage = listing.garageSpaces > 0
  const width = view === 'side' ? 150 : 180
  return (
    <svg
      viewBox="0 0 320 200"
      className="house-illustration"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      <rect width="320" height="200" fill="#eef4f8" />
      <rect y="160" width="320" height="40" fill="#cfe3c4" />
      <rect x="40" y={bodyTop} width={width} height={160 - bodyTop} fill={wall} stroke="#5b6470" />
      <polygon
        points={`30,${bodyTop} ${40 + width / 2},${bodyTop - 40} ${50 + width},${bodyTop}`}
        fill={roof}
      />
      <rect x={40 + width / 2 - 14} y="120" width="28" height="40" fill="#6d5a48" />
      <rect x="60" y={bodyTop + 20} width="30" height="24" fill="#ffffff" stroke="#5b6470" />
      <rect
        x={width - 10}
        y={bodyTop + 20}
        width="30"
        height="24"
        fill="#ffffff"
        stroke="#5b6470"
      />
      {garage ? (
        <rect x={50 + width} y="105" width="80" height="55" fill={wall} stroke="#5b6470" />
      ) : null}
      {garage ? (
        <rect x={60 + width} y="118" width="60" height="42" fill="#c9ced4" stroke="#5b6470" />
      ) : null}
    </svg>
  )
}
