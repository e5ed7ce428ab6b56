import type { CandidateSummary } from '@shared/api/candidates';
import { users } from '../../db/schema';
import { candidateProfileOf } from '../user/public-user';

type UserRow = typeof users.$inferSelect;

/**
 * The columns a summary is built from, and all that the candidates list and a candidate's page
 * read: 11 of the 23 in `users`. With every column, a page's statement cost 328–466 µs of the
 * server's CPU against 243–279 µs (drizzle maps each column of each row; issue 20), and a list an
 * employer browses has no reason to read a candidate's email, phone or password hash at all.
 */
export const candidateSummaryColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  language: users.language,
  profileImg: users.profileImg,
  city: users.city,
  skills: users.skills,
  availability: users.availability,
  nationality: users.nationality,
  headline: users.headline,
  createdAt: users.createdAt,
};

/** A row of candidateSummaryColumns. */
export type CandidateSummaryRow = Pick<UserRow, keyof typeof candidateSummaryColumns>;

/**
 * What an employer may see of a candidate, built field by field: the password hash, token
 * version, email and phone can never leak by a row being spread into an answer.
 */
export function toCandidateSummary(user: CandidateSummaryRow): CandidateSummary {
  return {
    id: user.id,
    first_name: user.firstName,
    last_name: user.lastName,
    ...candidateProfileOf(user),
    language: user.language,
    createdAt: user.createdAt.toISOString(),
  };
}
