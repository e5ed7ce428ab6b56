import { z } from 'zod';
import { AVAILABILITIES, PROVIDERS, type Provider, ROLES, SPOKEN_LANGUAGES } from '../domain';
import { COMPANY_ROLES } from '../team/permissions';
import { companyInfoSchema } from './company';

export { type CompanyInfo, companyInfoSchema } from './company';

/**
 * What a candidate's profile says of them, as their own account and an employer's view of them
 * (candidates.ts) both show it; the server fills it with one candidateProfileOf().
 */
export const candidateProfileShape = {
  profile_img: z.string().nullable(),
  city: z.string().nullable(),
  skills: z.array(z.string()),
  availability: z.enum(AVAILABILITIES).nullable(),
  nationality: z.string().nullable(),
  headline: z.string().nullable(),
};

/**
 * A user as the API shows it (docs/product.md §3 User). Never carries a password hash, token
 * version or any other secret: the server builds it field by field, and answers are encoded
 * through this schema, which would drop anything else.
 */
export const publicUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  provider: z.enum(PROVIDERS),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  phone: z.string().nullable(),
  designation: z.string().nullable(),
  language: z.array(z.enum(SPOKEN_LANGUAGES)),
  ...candidateProfileShape,
  profileSetup: z.boolean(),
  company_info: companyInfoSchema.nullable(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

/** Sign-in providers an account can be linked to (docs/product.md §10, social sign-in). */
export const LINKABLE_PROVIDERS = ['GOOGLE', 'FACEBOOK'] as const;
export type LinkableProvider = (typeof LINKABLE_PROVIDERS)[number];

/**
 * GET /user/details: the caller's own account, with the address awaiting confirmation (or null),
 * whether it has a password (an account made through Google or Facebook has none until one is set
 * through 'Forgot password') and the sign-in providers linked to it. Only ever the caller's own.
 */
export const userDetailsSchema = publicUserSchema.extend({
  pendingEmail: z.string().nullable(),
  hasPassword: z.boolean(),
  linkedProviders: z.array(z.enum(LINKABLE_PROVIDERS)),
  /** The caller's role in their company (issue 18); null without one. The app hides what it cannot do. */
  company_role: z.enum(COMPANY_ROLES).nullable(),
});
export type UserDetails = z.infer<typeof userDetailsSchema>;

/** The product's `userData` session value: what the header and forms need at hand. */
export interface UserData {
  id: string;
  first_name: string | null;
  last_name: string | null;
  phone: string | null;
  designation: string | null;
  email?: string;
  profile_img?: string | null;
  provider?: Provider;
}

export function toUserData(user: PublicUser): UserData {
  return {
    id: user.id,
    first_name: user.first_name,
    last_name: user.last_name,
    phone: user.phone,
    designation: user.designation,
    email: user.email,
    profile_img: user.profile_img,
    provider: user.provider,
  };
}
