import type { WriteGeneration } from '../../db/write-generation';
import type { SessionRepository } from './session-repository';

type FindTokenState = SessionRepository['findTokenState'];
type TokenState = Awaited<ReturnType<FindTokenState>>;

/** Beyond this many sign-ins kept between two writes, every kept answer is dropped at once. */
export const KEPT_TOKEN_STATES_MOST = 10_000;

/**
 * The sign-in check of every request (findTokenState), answered from its last reading while the
 * database has not been written since (write-generation.ts) and the sign-in has not expired.
 *
 * Issue 20: on PGlite that one statement was most of what a kept page costs: one kept page asked
 * over and over went from 1,634 to 6,166 requests a second with it answered from here, p99 from
 * 30.7 to 11.2 ms (docs/benchmarks.md). Nothing it reads can change without a write: a logout, a
 * password change, a role, a membership, a company's list versions and the candidates' version
 * are all rows. Any write empties it, so the request after a change reads the database again, as
 * before.
 *
 * Without a write generation (PostgreSQL: other instances write too) it is `find` itself.
 */
export function keptTokenStates(
  find: FindTokenState,
  writes: WriteGeneration | null,
  most = KEPT_TOKEN_STATES_MOST,
): FindTokenState {
  if (!writes) return find;
  const kept = new Map<string, { state: TokenState; withLists: boolean }>();
  /** The write generation `kept` was read in. */
  let keptAt = writes.value;

  return async (userId, sessionId, now, options = { listVersions: false }) => {
    // Taken before the read: a write under way while it runs leaves the answer unkept.
    const at = writes.value;
    if (at !== keptAt) {
      kept.clear();
      keptAt = at;
    }
    const key = `${userId} ${sessionId}`;
    const hit = kept.get(key);
    if (hit && (hit.withLists || !options.listVersions) && open(hit.state, now)) return hit.state;
    const state = await find(userId, sessionId, now, options);
    // Unchanged since `at`: so is `keptAt`, which only follows the generation.
    if (writes.value === at) {
      if (kept.size >= most) kept.clear();
      kept.set(key, { state: frozen(state), withLists: options.listVersions });
    }
    return state;
  };
}

/** A sign-in found open stays so until it expires; one not found stays not found. */
function open(state: TokenState, now: Date): boolean {
  return state === null || now.getTime() < state.sessionExpiresAt.getTime();
}

/** One answer serves many requests: none may change it for the others. */
function frozen(state: TokenState): TokenState {
  if (!state) return state;
  if (state.company) Object.freeze(state.company);
  if (state.listVersions?.company) Object.freeze(state.listVersions.company);
  if (state.listVersions) Object.freeze(state.listVersions);
  return Object.freeze(state);
}
