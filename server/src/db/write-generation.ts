/**
 * How many times this process may have changed its database: what the server keeps of the
 * database's answers (the sign-in check, modules/auth/kept-token-states.ts) holds while the value
 * stays the same.
 *
 * Only PGlite has one. Its one session serves this process alone, every statement runs one after
 * another, and a statement's result comes back only after it ran: a change is counted before the
 * caller that made it goes on. PostgreSQL is written by every instance of the server and by anyone
 * else with a connection, and its NOTIFY arrives after the commit, so a request that follows a
 * change could still be answered from before it: there the database is asked every time.
 */
export interface WriteGeneration {
  /** Moves on every statement that may write, and around every transaction. */
  readonly value: number;
}
