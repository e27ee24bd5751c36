import type { FairHousingFinding } from './fair-housing'

type Finding = Pick<FairHousingFinding, 'class' | 'words' | 'why' | 'suggestion' | 'certainty'>

// each flag of the fair-housing check: the protected class, the words, why, and what to say instead
export function FairHousingFindings({ findings, clean }: { findings: Finding[]; clean: string }) {
  if (findings.length === 0) return <p>{clean}</p>
  return (
    <div className="stack">
      <p>
        {findings.length === 1 ? 'One phrase' : `${findings.length} phrases`} may state a preference
        by a class the Fair Housing Act protects (42 U.S.C. 3604(c)). Describe the home, not who
        should live in it.
      </p>
      <ul className="record-list">
        {findings.map((finding, index) => (
          <li key={`${finding.words}-${index}`} className="card notice--warning">
            <p>
              {finding.certainty === 'possible' ? 'Possibly, ' : ''}
              <strong>“{finding.words}”</strong>: {capitalized(finding.class)}
            </p>
            <p>{finding.why}</p>
            <p>Instead: {finding.suggestion}</p>
          </li>
        ))}
      </ul>
    </div>
  )
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)
