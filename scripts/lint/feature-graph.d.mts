export function featureOfFile(file: string, root?: string): string | undefined
export function isShippedFile(file: string): boolean
export function featureImports(root?: string): Map<string, Set<string>>
export function reaches(edges: Map<string, Set<string>>, from: string, to: string): boolean
export function importsInLoops(edges: Map<string, Set<string>>): string[]
