/**
 * Cycles in a directed graph of named parts (renderer features, server modules), each given
 * as a path that ends where it starts: ['company', 'user', 'company']. One cycle is reported
 * per strongly connected group (Tarjan), found inside the group from its first part, so the
 * same tangle is named once however many ways round it there are.
 *
 * @param {Map<string, Set<string>>} edges part → the parts it imports
 * @returns {string[][]}
 */
export function findCycles(edges) {
  const nodes = [...new Set([...edges.keys(), ...[...edges.values()].flatMap((to) => [...to])])].sort();
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const groups = [];
  let next = 0;

  const visit = (node) => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const to of [...(edges.get(node) ?? [])].sort()) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node), low.get(to)));
      } else if (onStack.has(to)) {
        low.set(node, Math.min(low.get(node), index.get(to)));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const group = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    const selfLoop = group.length === 1 && edges.get(node)?.has(node);
    if (group.length > 1 || selfLoop) groups.push(new Set(group));
  };
  for (const node of nodes) if (!index.has(node)) visit(node);

  return groups
    .map((group) => {
      const start = [...group].sort()[0];
      return [...shortestPathBack(start, group, edges), start];
    })
    .sort((a, b) => a.join().localeCompare(b.join()));
}

/** The shortest way from `start` back to itself inside `group` (breadth first), without the end. */
function shortestPathBack(start, group, edges) {
  const previous = new Map();
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift();
    for (const to of [...(edges.get(node) ?? [])].sort()) {
      if (!group.has(to)) continue;
      if (to === start) {
        const path = [node];
        while (path[0] !== start) path.unshift(previous.get(path[0]));
        return path;
      }
      if (!previous.has(to)) {
        previous.set(to, node);
        queue.push(to);
      }
    }
  }
  return [start];
}
