import type { Rule } from 'eslint'
export const noDataCast: Rule.RuleModule
export const noCollectionName: Rule.RuleModule
