/** The filter card's values as typed (trimmed when sent; availability is a code); '' means no filter. */
export interface CandidateFilterValues {
  location: string;
  skills: string;
  q: string;
  availability: string;
}

export const FILTER_KEYS = ['location', 'skills', 'q', 'availability'] as const;

export const EMPTY_FILTERS: CandidateFilterValues = { location: '', skills: '', q: '', availability: '' };
