// The fair-housing check: wording in a listing that states a preference, a limitation or
// discrimination by a class the Fair Housing Act protects (42 U.S.C. 3604(c)). It follows HUD's
// advertising guidance (the 1995 Achtenberg memo, "Guidance Regarding Advertisements Under Section
// 804(c)"): words that describe the property, its rooms, its accessibility features or landmarks
// near it are fine ("family room", "master bedroom", "walk-in closet", "walk to the bus stop",
// "wheelchair accessible entrance", "near St. Mary's Church"); words about who should or should
// not live there are not. Each rule is one concept; fair-housing.test.ts measures the table on a
// labelled set of phrases
export const protectedClasses = [
  'race',
  'color',
  'religion',
  'sex',
  'handicap',
  'familial status',
  'national origin',
] as const
export type ProtectedClass = (typeof protectedClasses)[number]
// clear: a rule's words; possible: a sentence that reads like wording flagged before (the
// semantic stage, fair-housing-semantic.server.ts), for the seller to judge
export type FairHousingFinding = {
  class: ProtectedClass
  words: string
  why: string
  suggestion: string
  start: number
  end: number
  certainty: 'clear' | 'possible'
}

type Rule = { class: ProtectedClass; pattern: RegExp; why: string; suggestion: string }

const any = (...options: string[]) => `(?:${options.join('|')})`
const rule = (
  protectedClass: ProtectedClass,
  pattern: string,
  why: string,
  suggestion: string,
): Rule => ({ class: protectedClass, pattern: new RegExp(pattern, 'gi'), why, suggestion })

// the people a phrase can be about, after a group word ("Christian neighborhood", "white families")
const people = any(
  'neighbou?rhoods?',
  'communit(?:y|ies)',
  'areas?',
  'famil(?:y|ies)',
  'residents?',
  'people',
  'persons?',
  'buyers?',
  'tenants?',
  'renters?',
  'neighbou?rs?',
  'households?',
  'owners?',
  'folks?',
  'couples?',
  'homes?',
  'block',
  'street',
  'enclave',
  'only',
  'preferred',
  'individuals?',
  'professionals?',
  'applicants?',
  'man',
  'woman',
  'men',
  'women',
  'gentleman',
  'lady',
)
const prefers = any(
  'perfect',
  'ideal',
  'great',
  'best',
  'suited',
  'suitable',
  'made',
  'designed',
  'meant',
  'intended',
  'reserved',
  'geared',
  'tailored',
  'just right',
  'a dream',
  'wonderful',
  'excellent',
  'good',
  'well[- ]suited',
)
const refuses = any(
  'no',
  'not',
  'never',
  'nor',
  'without',
  'need not apply',
  'not suitable for',
  'not suited to',
  'not for',
  'unsuitable for',
  'not allowed',
  'not welcome',
  'not accepted',
  'not permitted',
)
const religions = any(
  'christians?',
  'catholics?',
  'protestants?',
  'evangelicals?',
  'baptists?',
  'methodists?',
  'lutherans?',
  'mormons?',
  'lds',
  'jews',
  'jewish',
  'muslims?',
  'islamic',
  'hindus?',
  'buddhists?',
  'sikhs?',
  'atheists?',
  'amish',
  'mennonites?',
  'orthodox',
)
const races = any(
  'white',
  'whites',
  'black',
  'blacks',
  'caucasians?',
  'african[- ]americans?',
  'asians?',
  'asian[- ]americans?',
  'native[- ]americans?',
  'minority',
  'minorities',
  'non[- ]white',
  'non[- ]black',
)
const origins = any(
  'hispanic',
  'latinos?',
  'latinas?',
  'latinx',
  'mexicans?',
  'chinese',
  'korean',
  'japanese',
  'vietnamese',
  'filipinos?',
  'indians?',
  'arabs?',
  'arabic',
  'middle[- ]eastern',
  'african',
  'europeans?',
  'irish',
  'italians?',
  'polish',
  'russian',
  'somali',
  'german',
  'puerto[- ]ricans?',
  'cuban',
  'haitian',
  'ethnic',
  'immigrant',
  'foreign(?:ers?)?',
  'american[- ]born',
  'native[- ]born',
  'english[- ]speaking',
  'spanish[- ]speaking',
)
const children = any(
  'kids',
  'children',
  'a child',
  'minors',
  'teen(?:ager)?s',
  'toddlers',
  'babies',
  'infants',
  'young children',
  'small children',
  'little ones',
)

export const classWhy: Record<ProtectedClass, string> = {
  race: 'It describes the race of the buyers or the neighbors, which states a racial preference or limitation.',
  color: 'It refers to skin color, which states a preference by color.',
  religion:
    'It names a religion for the buyers or the neighbors, which states a religious preference.',
  sex: 'It says which sex the home is for, which states a preference by sex.',
  handicap: 'It limits or discourages buyers with disabilities.',
  'familial status':
    'It states who the home is for by family status (couples, singles, children, adults, age).',
  'national origin':
    'It describes the national origin, ethnicity or language of the buyers or the neighbors.',
}

const why = {
  familial:
    'It states who the home is for by family status (couples, singles, children, adults, age). The Fair Housing Act bars preferences by familial status.',
  olderPersons:
    'An age limit is lawful only in housing for older persons that qualifies under the Housing for Older Persons Act (a 55+ or 62+ community that meets its rules). Keep it only if the community qualifies, and then name the community.',
  religion:
    'It names a religion for the buyers or the neighbors, which states a religious preference. Naming a place of worship as a landmark is fine; describing the people is not.',
  race: 'It describes the race of the buyers or the neighbors, which states a racial preference or limitation.',
  color: 'It refers to skin color, which states a preference by color.',
  sex: 'It says which sex the home is for, which states a preference by sex.',
  handicap:
    'It limits or discourages buyers with disabilities. Describe the home’s accessibility features instead; never the people who may or may not live there.',
  origin:
    'It describes the national origin, ethnicity or language of the buyers or the neighbors, which states a preference by national origin.',
}
export const classSuggestion = (protectedClass: ProtectedClass): string =>
  ({
    race: suggest.race,
    color: suggest.color,
    religion: suggest.religion,
    sex: suggest.sex,
    handicap: suggest.handicap,
    'familial status': suggest.familial,
    'national origin': suggest.origin,
  })[protectedClass]

const suggest = {
  familial:
    'Describe the home, not the household: “three bedrooms, a fenced yard, close to the park”.',
  noChildren:
    'Leave out who may live there; describe the home: “a quiet street”, “a low-maintenance yard”.',
  olderPersons:
    'Leave out the age limit; describe the home: “single-level living”, “no stairs to the main floor”.',
  religion:
    'Describe the place: “a quiet neighborhood”, or name a landmark: “two blocks from St. Mary’s Church”.',
  race: 'Describe the place: “a quiet neighborhood”, “tree-lined streets”, “close to the schools and the park”.',
  color: 'Leave out people; describe the home and its setting.',
  sex: 'Describe the home, not the buyer: “a studio with a private entrance”.',
  handicap:
    'Describe the home’s features instead: “three steps to the front door”, “bedrooms upstairs”, or its accessibility: “step-free entrance”.',
  origin: 'Describe the place: “a lively neighborhood with shops and restaurants”.',
}

const rules: Rule[] = [
  // words that name a protected characteristic of people wherever they stand ("neighbors are mostly
  // Catholic", "a woman living alone", "anyone with a disability"); the acceptable contexts below
  // (landmarks, styles, rooms, accessibility features) are not findings
  rule(
    'religion',
    `\\b${any('christians?', 'christian[- ]friendly', 'catholics?', 'protestants?', 'evangelicals?', 'mormons?', 'jews', 'jewish', 'muslims?', 'islamic', 'hindus?', 'buddhists?', 'sikhs?', 'atheists?', 'amish', 'mennonites?')}\\b`,
    why.religion,
    suggest.religion,
  ),
  rule(
    'race',
    `\\b${any('caucasians?', 'african[- ]americans?', 'asian[- ]americans?', 'native[- ]americans?', 'non[- ]whites?', 'minorities', 'racial(?:ly)?', 'races?(?= of)')}\\b`,
    why.race,
    suggest.race,
  ),
  rule(
    'color',
    `\\b${any('complexions?', '[a-z]+[- ]complexioned', 'skin(?:ned)?', 'colou?red')}\\b`,
    why.color,
    suggest.color,
  ),
  rule(
    'sex',
    `\\b${any('wom[ae]n', 'lad(?:y|ies)', 'gentlem[ae]n', 'males?', 'females?', 'bachelors?', 'bachelorettes?', 'girls?', 'guys?', 'm[ae]n')}\\b`,
    why.sex,
    suggest.sex,
  ),
  rule(
    'handicap',
    `\\b${any('disabilit(?:y|ies)', 'disabled', 'handicap(?:ped|s)?', 'mental(?:ly)? ill(?:ness)?', 'mental health', 'in good health', 'good physical condition', 'wheelchair users?', 'infirm', 'impaired', 'invalids?')}\\b`,
    why.handicap,
    suggest.handicap,
  ),
  rule(
    'national origin',
    `\\b${any('fluent in english', 'speaks? english', 'english[- ]speak(?:ing|ers?)', 'foreign(?:ers?)?', 'immigrants?', 'refugees?', 'nationalit(?:y|ies)', 'ethnic(?:ity|ities)?', 'citizens? only', 'native[- ]born')}\\b`,
    why.origin,
    suggest.origin,
  ),
  rule(
    'familial status',
    `\\b${any('couples?(?! of)', 'newlyweds?', 'newly married', 'empty[- ]nesters?', 'retirees?', 'retired (?:couples?|persons?|people|buyers?)', 'singles', 'one or two (?:adults|people|persons)', 'adults(?! education)', 'grown[- ]ups')}\\b`,
    why.familial,
    suggest.familial,
  ),
  rule(
    'familial status',
    `\\bfor\\s+(?:an?\\s+|the\\s+|your\\s+)?(?:[a-z]+\\s+)?${any('famil(?:y|ies)', 'kids', 'children')}\\b(?![- ](?:room|size|sized|kitchen|friendly features))`,
    why.familial,
    suggest.familial,
  ),
  rule(
    'familial status',
    `\\b${any('no', 'without', 'not for', 'sorry,? no')}\\s+(?:[a-z]+\\s+(?:(?:or|and)\\s+)?)?${children}\\b`,
    why.familial,
    suggest.noChildren,
  ),

  // familial status
  rule(
    'familial status',
    `\\b${prefers}\\s+(?:for|to)\\s+(?:an?\\s+|the\\s+|your\\s+)?(?:(?:young|new|newly[- ]?wed|growing|large|small|big|starter|retired|older|elderly|mature|single|childless|working|busy|professional|active)\\s+)?${any('couples?', 'famil(?:y|ies)', 'newlyweds?', 'singles?', 'single (?:person|people|adults?|professionals?|parents?|moms?|dads?|mothers?|fathers?)', '(?:working|stay[- ]at[- ]home) (?:moms?|dads?|mothers?|fathers?|parents?)', 'retirees?', 'empty[- ]nesters?', 'kids', 'children', 'parents', 'grandparents', 'seniors?', 'adults?', 'grown[- ]ups', 'bachelors?', 'bachelorettes?', 'young professionals?', 'one person', 'two people')}\\b`,
    why.familial,
    suggest.familial,
  ),
  rule(
    'familial status',
    `\\b${any('home', 'house', 'condo', 'townhouse', 'townhome', 'place', 'apartment', 'unit', 'bungalow', 'cottage')}\\s+for\\s+(?:an?\\s+|the\\s+)?${any('elderly', 'older', 'retired', 'young', 'single', 'childless', 'newlywed', 'mature')}\\s+${any('couples?', 'persons?', 'people', 'professionals?', 'famil(?:y|ies)', 'adults?', 'buyers?')}\\b`,
    why.familial,
    suggest.familial,
  ),
  rule('familial status', `\\b${refuses}\\s+${children}\\b`, why.familial, suggest.noChildren),
  rule(
    'familial status',
    `\\b${children}\\s+${any('not allowed', 'not permitted', 'not welcome', 'need not apply', 'prohibited', 'discouraged')}\\b`,
    why.familial,
    suggest.noChildren,
  ),
  rule(
    'familial status',
    `\\b${any('adults?[- ]only', 'adult community', 'adult living', 'adult building', 'couples? only', 'singles? only', 'child[- ]free', 'kid[- ]free', 'no[- ]kids?', 'childless couples?', 'empty[- ]nesters?', 'bachelor pad', 'mature (?:couples?|persons?|individuals?|adults?|buyers?|residents?)', 'young (?:couples?|families|family|professionals?|singles?)', 'older (?:couples?|persons?|people|adults?|buyers?)', 'newlyweds?', 'retirees? (?:only|preferred)')}\\b`,
    why.familial,
    suggest.familial,
  ),
  rule(
    'familial status',
    `\\b${any('great|good|nice', 'family[- ]oriented')}\\s+${any('family neighbou?rhood', 'family community', 'neighbou?rhood for families', 'community for families')}\\b|\\bfamily[- ]oriented\\s+${any('neighbou?rhood', 'community', 'area', 'street', 'block')}\\b`,
    why.familial,
    suggest.familial,
  ),
  rule(
    'familial status',
    `\\b${any('(?:55|62)\\s*(?:\\+|and (?:over|older|up)|or older)', 'over (?:55|62)', 'seniors?[- ]only', 'senior (?:housing|community|living)', 'active adult (?:community|living)', 'retirement community', 'age[- ]restricted')}`,
    why.olderPersons,
    suggest.olderPersons,
  ),
  rule(
    'familial status',
    `\\b${any('no', 'not for')}\\s+${any('pregnant women', 'expecting parents', 'expectant mothers', 'families with children', 'families', 'large families', 'couples')}\\b`,
    why.familial,
    suggest.noChildren,
  ),
  rule(
    'familial status',
    `\\b(?:maximum|max\\.?|limit(?:ed)? to|no more than)\\s+(?:one|two|three|1|2|3)\\s+${any('children', 'kids', 'occupants', 'people', 'persons')}\\b`,
    why.familial,
    suggest.noChildren,
  ),

  // religion
  rule('religion', `\\b${religions}\\s+${people}\\b`, why.religion, suggest.religion),
  rule(
    'religion',
    `\\b${any('god[- ]fearing', 'church[- ]going', 'churchgoing', 'bible[- ]believing', 'faith[- ]based (?:community|neighbou?rhood|buyers?)', 'religious (?:community|neighbou?rhood|famil(?:y|ies)|buyers?|people)', 'good christian', 'born[- ]again')}\\b`,
    why.religion,
    suggest.religion,
  ),
  rule('religion', `\\b${refuses}\\s+${religions}\\b`, why.religion, suggest.religion),
  rule(
    'religion',
    `\\b${prefers}\\s+(?:for|to)\\s+(?:an?\\s+|the\\s+)?${religions}\\b`,
    why.religion,
    suggest.religion,
  ),

  // race
  rule('race', `\\b${races}\\s+${people}\\b`, why.race, suggest.race),
  rule(
    'race',
    `\\b${refuses}\\s+${any('blacks', 'whites', 'minorities', 'asians', 'african[- ]americans', 'caucasians', 'non[- ]whites')}\\b`,
    why.race,
    suggest.race,
  ),
  rule(
    'race',
    `\\b${any('racially', 'integrated (?:neighbou?rhood|community|area|block|street)', 'segregated', 'no integration', 'all[- ]white', 'all[- ]black', 'predominantly (?:white|black|asian|hispanic)', 'mostly (?:white|black|asian|hispanic)', 'white flight', 'restricted to (?:whites|caucasians)')}\\b`,
    why.race,
    suggest.race,
  ),

  // color
  rule(
    'color',
    `\\b${any('colou?red (?:people|persons|folks|tenants|buyers|families)', '(?:light|dark|fair|pale|brown)[- ]skinned', 'skin colou?r', 'people of colou?r', 'persons of colou?r', 'no colou?reds')}\\b`,
    why.color,
    suggest.color,
  ),

  // sex
  rule(
    'sex',
    `\\b${any('males?', 'females?', 'men', 'women', 'gentlemen', 'ladies', 'girls', 'boys', 'guys', 'man', 'woman', 'gentleman', 'lady')}\\s+only\\b`,
    why.sex,
    suggest.sex,
  ),
  rule(
    'sex',
    `\\b${prefers}\\s+(?:for|to)\\s+(?:an?\\s+|the\\s+)?(?:(?:single|working|career|professional|young|older|independent)\\s+)?${any('man', 'woman', 'men', 'women', 'gentleman', 'gentlemen', 'lady', 'ladies', 'girl', 'girls', 'guy', 'guys', 'bachelorette', 'female', 'male', 'bachelor')}\\b`,
    why.sex,
    suggest.sex,
  ),
  rule(
    'sex',
    `\\b${any('female', 'male', 'women', 'men')}\\s+${any('roommates?', 'tenants?', 'buyers?', 'occupants?', 'residents?', 'renters?')}\\s*${any('preferred', 'only', 'wanted', 'desired', 'welcome')}?\\b|\\b${refuses}\\s+${any('men', 'women', 'males', 'females', 'guys', 'girls')}\\b`,
    why.sex,
    suggest.sex,
  ),

  // handicap
  rule(
    'handicap',
    `\\b${refuses}\\s+${any('wheelchairs?', 'wheelchair users', 'handicapped', 'disabled', 'the disabled', 'disabilities', 'mentally ill', 'mental illness', 'crutches', 'walkers', 'service (?:animals|dogs)', 'guide dogs', 'emotional support animals', 'deaf', 'blind', 'the blind', 'invalids', 'cripples')}\\b`,
    why.handicap,
    suggest.handicap,
  ),
  rule(
    'handicap',
    `\\b(?:${any('not', 'un')})?\\s*${any('suitable', 'suited', 'appropriate', 'ideal', 'safe')}\\s+for\\s+(?:the\\s+|people\\s+(?:with|in)\\s+|persons\\s+(?:with|in)\\s+|anyone\\s+(?:with|in)\\s+)?${any('handicapped', 'disabled', 'wheelchairs?', 'disabilities', 'the handicapped', 'the disabled', 'blind', 'deaf', 'infirm', 'mentally ill')}\\b`,
    why.handicap,
    suggest.handicap,
  ),
  rule(
    'handicap',
    `\\b${any('must be able to (?:climb|walk|use|manage) (?:the )?stairs', 'must be (?:physically )?(?:fit|able|healthy|mobile)', 'able[- ]bodied', 'physically fit (?:buyers?|tenants?|people|persons|residents?)', 'healthy (?:buyers?|tenants?|people|persons|residents?) only', 'no (?:physical|mental) (?:handicaps?|disabilit(?:y|ies)|impairments?)', 'mentally (?:stable|sound|healthy) (?:buyers?|tenants?|people|persons|residents?)', 'sane (?:buyers?|tenants?|people)', 'handicapped (?:people|persons|buyers?|tenants?) (?:need not apply|not allowed|not welcome)', 'walking impaired')}\\b`,
    why.handicap,
    suggest.handicap,
  ),

  // national origin
  rule('national origin', `\\b${origins}\\s+${people}\\b`, why.origin, suggest.origin),
  rule(
    'national origin',
    `\\b${any('english speakers?', 'english[- ]speaking', 'must speak english', 'english only', 'speak english', 'americans? only', 'only americans', 'americans? (?:please|preferred|wanted)', 'us citizens only', 'u\\.s\\. citizens only', 'citizens only', 'no immigrants', 'no foreigners', 'no aliens', 'no refugees', 'no illegals', 'no green cards?', 'born in the (?:usa|u\\.s\\.|us|united states)', 'no accents', 'native english')}\\b`,
    why.origin,
    suggest.origin,
  ),
  rule(
    'national origin',
    `\\b${refuses}\\s+${any('immigrants', 'foreigners', 'mexicans', 'hispanics', 'latinos', 'asians', 'arabs', 'africans', 'chinese', 'indians', 'refugees', 'non[- ]citizens', 'non[- ]english speakers')}\\b`,
    why.origin,
    suggest.origin,
  ),
]

// descriptions of the property and of landmarks that HUD's guidance accepts, which would otherwise
// look like a rule's words; a finding inside one of these is not a finding
const acceptable = new RegExp(
  [
    'family[- ]rooms?',
    'family[- ]sized?',
    'family kitchen',
    'master (?:bed ?rooms?|suites?|baths?|bathrooms?|closets?)',
    'walk[- ]in (?:closets?|showers?|pantr(?:y|ies))',
    "mother[- ]in[- ]law(?:'s)? (?:suite|apartment|unit|quarters|wing)",
    'in[- ]law (?:suite|apartment|unit|quarters)',
    'his[- ]and[- ]hers?',
    'single[- ]family',
    'two[- ]family',
    'multi[- ]family',
    'wheelchair[- ]accessible',
    'handicap(?:ped)?[- ]accessible',
    '(?:ada|fully) accessible',
    'accessible (?:entrance|entry|bath(?:room)?|shower|kitchen|route|parking)',
    'grab bars',
    'bachelor (?:apartment|unit)',
    'kosher kitchen',
    'nursery',
    'walk(?:ing)? (?:to|distance)',
    'walk[- ]up',
    'great view',
    'quiet (?:street|neighbou?rhood)',
    "(?:st\\.?|saint|first|second|grace|trinity|holy|our lady of|sacred heart|temple|congregation|beth)\\s+[a-z'’.]+(?:\\s+[a-z'’.]+)?\\s+(?:church|cathedral|synagogue|temple|mosque|chapel|hospital|school|academy)",
    '(?:spanish|mediterranean|french|english|dutch|italian|tudor|cape cod|colonial|victorian|chinese|japanese|mexican|swedish|german|irish)[- ](?:style|colonial|revival|doors?|tiles?|marble|garden|elms?|maples?|countertops?|architecture|tudor|design|kitchen|sauna|country|oak)',
    'senior (?:center|centre|high|class|year|discount)',
    'adult (?:beverages|education)',
    'active lifestyle',
    '(?:christian|catholic|jewish|muslim|islamic|lutheran|methodist|baptist|mennonite|amish|hindu|buddhist)[- ](?:school|church|cathedral|center|centre|community center|college|university|hospital|cemetery|academy|science|bookstore|market|parish)s?',
    'man[- ]made',
    'man[- ]cave',
    'handicap(?:ped)? parking',
    'disabled parking',
    'accessible parking',
    "kids[’'] (?:playground|room|bath)",
    "children[’']s (?:playground|museum|hospital|library|room)",
    'english (?:tudor|ivy|cottage|country)',
    'indian (?:creek|summer|hills?|river|lake)',
    'asian pear',
    'native (?:plants?|grasses|landscaping|trees?|prairie)',
    'skinned (?:knee)',
    'couple of',
    "bachelor(?:['’]s)? degrees?",
    '(?:wom[ae]n|minority|female|veteran|family)[- ]owned',
    "the ladies[’'] (?:room)",
    "men[’']s (?:room|club)",
    'foreign films?',
    'colou?red (?:glass|tile|lights|walls|trim|cabinets?|stone|concrete)',
  ].join('|'),
  'gi',
)

export function checkFairHousing(text: string): FairHousingFinding[] {
  const allowed = [...text.matchAll(acceptable)].map((match) => ({
    start: match.index!,
    end: match.index! + match[0].length,
  }))
  const candidates: FairHousingFinding[] = []
  for (const { class: protectedClass, pattern, why: reason, suggestion } of rules) {
    for (const match of text.matchAll(pattern)) {
      const words = match[0].trim()
      if (!words) continue
      const start = match.index! + match[0].indexOf(words)
      const end = start + words.length
      if (!allowed.some((span) => start >= span.start && end <= span.end))
        candidates.push({
          class: protectedClass,
          words,
          why: reason,
          suggestion,
          start,
          end,
          certainty: 'clear',
        })
    }
  }
  // of the findings of one class that overlap, the longest quote says the most
  const findings: FairHousingFinding[] = []
  for (const candidate of candidates.sort((a, b) => b.end - b.start - (a.end - a.start))) {
    if (
      !findings.some(
        (other) =>
          other.class === candidate.class &&
          candidate.start < other.end &&
          candidate.end > other.start,
      )
    )
      findings.push(candidate)
  }
  return findings.sort((a, b) => a.start - b.start)
}
