/** Each cycle of the part-level import graph as a path back to its start: ['a', 'b', 'a']. */
export function findCycles(edges: Map<string, Set<string>>): string[][];
