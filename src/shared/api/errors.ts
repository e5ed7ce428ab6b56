import {
  BULK_FILTER_MAX,
  BULK_IDS_MAX,
  TEMPLATES_PER_COMPANY_MAX,
  TEMPLATE_BODY_MAX_LENGTH,
  TEMPLATE_NAME_MAX_LENGTH,
  TEMPLATE_SUBJECT_MAX_LENGTH,
  BLOG_CONTENT_MAX_BYTES,
  BLOG_FEEDBACK_MAX_LENGTH,
  BLOG_TITLE_MAX_LENGTH,
  CHAT_MESSAGE_MAX_CHARS,
  COVER_LETTER_MAX_LENGTH,
  MAX_PAGE_NUMBER,
  MAX_PAGE_SIZE,
  MAX_SKILL_FILTERS,
  MAX_TAGS_PER_LIST,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '../constants';
import type { MessageKey, MessageParams } from '../i18n';

/** Error envelope of every non-2xx answer (docs/architecture.md §4). */
export interface ApiErrorBody {
  message: string;
  code: ErrorCode;
}

export const ERROR_CODES = [
  'VALIDATION_ERROR',
  'INVALID_JSON',
  'UNAUTHORIZED',
  /** 401 for a token that is only past its expiry: the app refreshes it once and retries. */
  'TOKEN_EXPIRED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'RATE_LIMITED',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'URI_TOO_LONG',
  'HEADERS_TOO_LARGE',
  'REQUEST_TIMEOUT',
  'EMAIL_NOT_VERIFIED',
  'INVALID_CREDENTIALS',
  'ACCOUNT_LOCKED',
  'WRONG_ROLE',
  'OTP_INVALID',
  'OTP_EXHAUSTED',
  'RESET_INVALID',
  'PROVIDER_DISABLED',
  /** Social sign-in (issue 14): the provider refused, answered wrongly or late, or the person cancelled. */
  'SOCIAL_SIGNIN_FAILED',
  /** The provider does not vouch for the account's email address. */
  'SOCIAL_EMAIL_UNVERIFIED',
  /** A one-time sign-in ticket that is unknown, spent, late or not this app's. */
  'SOCIAL_TICKET_INVALID',
  /** An invitation link that was used, withdrawn or has expired (issue 18). */
  'GONE',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/**
 * Messages that carry numbers from the constants. Zod schemas name only the key; whoever
 * renders the message (server or client) fills these in, so the numbers live in one place.
 */
export const MESSAGE_DEFAULT_PARAMS: Partial<Record<MessageKey, MessageParams>> = {
  'auth.password.tooShort': { min: PASSWORD_MIN_LENGTH },
  'bulk.ids.tooMany': { max: BULK_IDS_MAX },
  'bulk.filter.tooMany': { max: BULK_FILTER_MAX },
  'bulk.undo.tooMany': { max: BULK_FILTER_MAX },
  'templates.name.tooLong': { max: TEMPLATE_NAME_MAX_LENGTH },
  'templates.subject.tooLong': { max: TEMPLATE_SUBJECT_MAX_LENGTH },
  'templates.body.tooLong': { max: TEMPLATE_BODY_MAX_LENGTH },
  'templates.tooMany': { max: TEMPLATES_PER_COMPANY_MAX },
  'auth.password.tooLong': { max: PASSWORD_MAX_LENGTH },
  'profile.skillsInvalid': { max: MAX_TAGS_PER_LIST },
  'chat.messageTooLong': { max: CHAT_MESSAGE_MAX_CHARS },
  'jobs.tags.tooManySkills': { max: MAX_TAGS_PER_LIST },
  'jobs.tags.tooManyExperience': { max: MAX_TAGS_PER_LIST },
  'jobs.tags.tooManyEducation': { max: MAX_TAGS_PER_LIST },
  'pagination.page.invalid': { max: MAX_PAGE_NUMBER },
  'pagination.perPage.invalid': { max: MAX_PAGE_SIZE },
  'applications.coverLetter.tooLong': { max: COVER_LETTER_MAX_LENGTH },
  'candidates.skills.tooMany': { max: MAX_SKILL_FILTERS },
  'blogs.titleTooLong': { max: BLOG_TITLE_MAX_LENGTH },
  'blogs.contentTooLarge': { max: BLOG_CONTENT_MAX_BYTES / 1024 },
  'blogs.feedback.tooLong': { max: BLOG_FEEDBACK_MAX_LENGTH },
};
