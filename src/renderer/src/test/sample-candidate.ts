import type { CandidateSummary } from '@shared/api/candidates';

/** A candidate as GET /candidates answers them, for the screens' tests; a test overrides what it looks at. */
export function sampleCandidate(overrides: Partial<CandidateSummary> = {}): CandidateSummary {
  return {
    id: 'c-1',
    first_name: 'Ana',
    last_name: 'Ngola',
    profile_img: null,
    city: 'Luanda',
    skills: ['React', 'SQL'],
    availability: 'FULL_TIME',
    nationality: 'Angolana',
    headline: 'Engenheiro',
    language: ['pt'],
    createdAt: '2026-03-05T12:00:00Z',
    ...overrides,
  };
}
