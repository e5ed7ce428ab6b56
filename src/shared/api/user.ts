import type { Provider, Role } from '../domain';

/** Company info (docs/product.md §3). */
export interface CompanyInfo {
  id: string;
  company_name: string;
  description: string | null;
  city: string | null;
  phone: string | null;
  website: string | null;
  industry: string | null;
  logo: string | null;
}

/**
 * A user as the API shows it (docs/product.md §3 User). Never carries a password hash, token version or
 * any other secret: the server builds it field by field.
 */
export interface PublicUser {
  id: string;
  email: string;
  role: Role;
  provider: Provider;
  first_name: string | null;
  last_name: string | null;
  phone: string | null;
  designation: string | null;
  language: string[];
  profile_img: string | null;
  city: string | null;
  skills: string[];
  availability: string | null;
  nationality: string | null;
  headline: string | null;
  profileSetup: boolean;
  company_info: CompanyInfo | null;
}

/** GET /user/details: the caller's own account, with the address awaiting confirmation (or null). */
export interface UserDetails extends PublicUser {
  pendingEmail: string | null;
}

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
