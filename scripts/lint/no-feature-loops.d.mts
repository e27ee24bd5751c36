import type { Rule } from 'eslint'
export const noFeatureLoops: Rule.RuleModule
