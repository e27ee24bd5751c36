// a listing's score as a labelled meter and its number, so the figure is read as well as seen
export function ScoreMeter({ score, label = 'Listing score' }: { score: number; label?: string }) {
  return (
    <p className="score">
      <span className="score-figure">
        {label}: <strong>{score}</strong> out of 100
      </span>{' '}
      <meter min={0} max={100} low={50} high={80} optimum={100} value={score} aria-hidden="true">
        {score} out of 100
      </meter>
    </p>
  )
}
