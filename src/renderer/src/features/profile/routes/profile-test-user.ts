import type { UserDetails } from '@shared/api/user';

/** The signed-in employer the profile screen tests load from GET /user/details. */
export function profileTestUser(overrides: Partial<UserDetails> = {}): UserDetails {
  return {
    id: 'u1',
    email: 'ana@kianda.ao',
    role: 'EMPLOYER',
    provider: 'LOCAL',
    first_name: 'Ana',
    last_name: 'Baptista',
    phone: '923000000',
    designation: 'HR',
    language: ['pt'],
    profile_img: null,
    city: null,
    skills: [],
    availability: null,
    nationality: null,
    headline: null,
    profileSetup: true,
    company_info: {
      id: 'c1',
      company_name: 'Unitel',
      description: null,
      city: 'Luanda',
      phone: '222',
      website: 'https://unitel.ao/',
      industry: null,
      logo: null,
    },
    pendingEmail: null,
    hasPassword: true,
    linkedProviders: [],
    company_role: 'OWNER',
    ...overrides,
  };
}
