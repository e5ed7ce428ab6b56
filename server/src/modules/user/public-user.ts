import type { PublicUser } from '@shared/api/user';
import { toCompanyInfo } from '../company/company-info';
import type { CompanyRow, UserRow } from './repository';

/**
 * The API's view of an account, built field by field: a column added to `users` later (or
 * the password hash and token version now) can never leak by being spread into a response.
 */
export function toPublicUser(user: UserRow, company: CompanyRow | null): PublicUser {
  return {
    id: user.id,
    email: user.email,
    role: user.role,
    provider: user.provider,
    first_name: user.firstName,
    last_name: user.lastName,
    phone: user.phone,
    designation: user.designation,
    language: user.language,
    ...candidateProfileOf(user),
    profileSetup: user.profileSetup,
    company_info: company ? toCompanyInfo(company) : null,
  };
}

/** What a candidate's profile says of them, as their account and the employers' candidate list show it. */
export function candidateProfileOf(
  user: Pick<UserRow, 'profileImg' | 'city' | 'skills' | 'availability' | 'nationality' | 'headline'>,
) {
  return {
    profile_img: user.profileImg,
    city: user.city,
    skills: user.skills,
    availability: user.availability,
    nationality: user.nationality,
    headline: user.headline,
  };
}
