import type { CandidateSummary } from '@shared/api/candidates';
import type { users } from '../../db/schema';
import { candidateProfileOf } from '../user/public-user';

type UserRow = typeof users.$inferSelect;

/**
 * What an employer may see of a candidate, built field by field: the password hash, token
 * version, email and phone can never leak by a row being spread into an answer.
 */
export function toCandidateSummary(user: UserRow): CandidateSummary {
  return {
    id: user.id,
    first_name: user.firstName,
    last_name: user.lastName,
    ...candidateProfileOf(user),
    language: user.language,
    createdAt: user.createdAt.toISOString(),
  };
}
