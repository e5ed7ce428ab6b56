/** Enumerations of the domain (docs/product.md §3, §4, §6). */

export const ROLES = ['EMPLOYER', 'CANDIDATE'] as const;
export type Role = (typeof ROLES)[number];

export const PROVIDERS = ['LOCAL', 'GOOGLE', 'FACEBOOK'] as const;
export type Provider = (typeof PROVIDERS)[number];

export const APPLICATION_STATUSES = ['APPLIED', 'SHORTLISTED', 'REJECTED', 'HIRED'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const INTERNSHIP_TYPES = ['Full-time', 'Part-time', 'Remote'] as const;
export type InternshipType = (typeof INTERNSHIP_TYPES)[number];

export const ACTIVE_STATUSES = ['ACTIVE', 'IN-ACTIVE'] as const;
export type ActiveStatus = (typeof ACTIVE_STATUSES)[number];

/** A blog article is a draft (its author only) until published (every signed-in reader). */
export const BLOG_STATUSES = ['DRAFT', 'PUBLISHED'] as const;
export type BlogStatus = (typeof BLOG_STATUSES)[number];

export const LANGUAGES = ['en', 'pt'] as const;
export type Lang = (typeof LANGUAGES)[number];
export const DEFAULT_LANG: Lang = 'en';
