/**
 * Business constants and limits (docs/product.md §9), plus the server-side limits docs/product.md leaves
 * open. Server and renderer both import these; change a number here and both follow.
 */

export const CURRENCY = 'AKZ';

// One-time code sent at sign-up (docs/product.md §4, §9).
export const OTP_LENGTH = 6;
export const OTP_TTL_SECONDS = 300;
export const OTP_RESEND_LOCK_SECONDS = 60;
/** The 5th wrong try kills the code; only a resend gives a new one. */
export const OTP_MAX_ATTEMPTS = 5;

export const PASSWORD_MIN_LENGTH = 8;
/** Upper bound so a hash request cannot be used to burn CPU with megabyte passwords. */
export const PASSWORD_MAX_LENGTH = 256;
export const EMAIL_MAX_LENGTH = 254;
export const RESET_LINK_TTL_MINUTES = 60;
export const LOGIN_MAX_FAILURES = 10;
export const LOGIN_FAILURE_WINDOW_MINUTES = 15;
/** Per-address auth limit; offices and cybercafés share one NAT address, so keep it generous. */
export const AUTH_RATE_LIMIT_PER_MINUTE_DEFAULT = 120;
/**
 * Access tokens are short-lived (OWASP ASVS 3.5: a stolen one is useful for an hour at most,
 * and a signed-out session's tokens are refused at once anyway because each request checks the
 * session); a refresh token keeps the person signed in and is rotated on every use.
 */
export const ACCESS_TOKEN_TTL_MINUTES = 60;
/** A refresh token unused this long dies (the app refreshes at least hourly while open). */
export const REFRESH_TOKEN_IDLE_DAYS = 14;
/** Whatever the refreshes, a sign-in lasts at most this long (ASVS 3.3.2, level 2: 30 days). */
export const SESSION_MAX_DAYS = 30;
/** Verification codes mailed to one address, whatever the resends (sign-up and email change). */
export const CODE_MAILS_PER_HOUR = 5;
export const CODE_MAILS_PER_DAY = 20;

// Navigation delays after a success toast (docs/product.md §4, §9).
export const AUTH_NAV_DELAY_MS = 1500;
export const PROFILE_SAVE_NAV_DELAY_MS = 2000;
export const JOB_POST_NAV_DELAY_MS = 2000;

// Toasts (docs/product.md §8, §9).
export const TOAST_AUTO_CLOSE_MS = 5000;
export const PROFILE_STEP_TOAST_AUTO_CLOSE_MS = 3000;
export const PROFILE_STEP_TOAST_LIMIT = 1;

export const MAX_TAGS_PER_LIST = 10;
export const CANDIDATE_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;
/** The dashboard chart's days of applications (GET /internship/applications/count?days=), and the most asked for. */
export const DAILY_APPLICATIONS_DEFAULT_DAYS = 30;
export const DAILY_APPLICATIONS_MAX_DAYS = 366;
/** The dashboard's interviews (GET /interviews?from=&to=): the next week. */
export const UPCOMING_INTERVIEWS_DAYS = 7;
/** The notification feed's page (GET /notifications?limit=): the bell shows the first. */
export const NOTIFICATIONS_PAGE_SIZE = 20;
export const PAGINATION_MARGIN_PAGES = 3;
export const PAGINATION_RANGE_PAGES = 2;
export const APPLICATION_TITLE_MAX_CHARS = 35;
export const PLACEHOLDER_LIST_SIZE = 6;
export const PREMIUM_PRICE_AKZ = 15_000;

export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const UPLOAD_ID_LENGTH = 8;
/** Profile and company saves (multipart, each may carry a 5 MB image) per account and window. */
export const PROFILE_WRITES_MAX = 30;
export const PROFILE_WRITES_WINDOW_MINUTES = 10;
/** CV uploads (profile CV, applications sent with a file) per account and window: a busy day of applying. */
export const CV_UPLOADS_MAX = 60;
export const CV_UPLOADS_WINDOW_MINUTES = 60;
/**
 * Applications exports (CSV, issue 19) per member and window: each may stream 100,000 rows for
 * ~10 s of the database's time, so one member (or a stolen token) cannot keep it busy.
 */
export const EXPORTS_MAX = 10;
export const EXPORTS_WINDOW_MINUTES = 10;
export const IMAGE_MIME_TYPES = ['image/png', 'image/jpeg', 'image/jpg'] as const;
export const DOCUMENT_MIME_TYPES = ['application/pdf'] as const;

export const CHAT_MESSAGE_MAX_CHARS = 5000;
export const CHAT_HISTORY_PAGE_SIZE = 50;
/**
 * Sends per socket, as a token bucket: a full bucket lets a burst of CHAT_SEND_BURST through
 * (a reconnect flushing a long offline queue), then CHAT_SEND_REFILL_PER_SECOND keep flowing —
 * far above a person typing, far below a script flooding a conversation.
 */
export const CHAT_SEND_BURST = 200;
export const CHAT_SEND_REFILL_PER_SECOND = 20;
/**
 * Messages a user may have waiting to be sent (in memory and in the renderer's stored outbox).
 * No more than one send burst: a restored outbox, flushed on a new socket with a full bucket,
 * is never refused as "too fast" (sends go one by one and can outrun the refill on a fast link).
 */
export const CHAT_OUTBOX_MAX_MESSAGES = CHAT_SEND_BURST;
/**
 * A socket's token is checked again on its next event once this long has passed since the last
 * check: a backstop for an instance that missed a "sessions revoked" notice, at one read per
 * socket per interval rather than per message.
 */
export const CHAT_SOCKET_RECHECK_SECONDS = 60;
/** Socket.IO client options (docs/product.md §9). */
export const SOCKET_OPTIONS = {
  path: '/socket.io',
  reconnection: true,
  reconnectionAttempts: Number.POSITIVE_INFINITY,
  reconnectionDelay: 1000,
  reconnectionDelayMax: 5000,
  randomizationFactor: 0.5,
  timeout: 20_000,
} as const;

/** Generic text-field bound so huge strings are a 400, never a slow insert. */
export const TEXT_MAX_LENGTH = 10_000;
export const SHORT_TEXT_MAX_LENGTH = 200;

/** Applications list page size when the caller gives no perPage (never the whole list at once). */
export const APPLICATIONS_PAGE_SIZE = 20;
/** Highest page number accepted by paginated lists: keeps OFFSET bounded (page × perPage rows at most). */
export const MAX_PAGE_NUMBER = 10_000;
/**
 * A searched list's total stops here (issue 20): counting every match of a common word in a
 * million applications costs more than the page itself, and nobody pages past 10,000 matches.
 * The answer says so (pagination.totalCapped) and the screen shows '10,000+'.
 */
export const SEARCH_COUNT_CAP = 10_000;
/** Search boxes and filter texts (name, title, city, availability). */
export const SEARCH_MAX_LENGTH = 100;
/** Cover letter sent with an application. */
export const COVER_LETTER_MAX_LENGTH = 5000;
/** A recruiter's note on an application (issue 19), in characters. */
export const NOTE_MAX_LENGTH = 4000;
/** A member's rating of an application: a whole number of stars from 1 to 5 (issue 19). */
export const RATING_MIN = 1;
export const RATING_MAX = 5;
/** At most this many skills in one candidate filter. */
export const MAX_SKILL_FILTERS = 10;

/** Blog articles (docs/product.md §2 Blogs): title characters, content as sent in UTF-8 bytes, feedback characters. */
export const BLOG_TITLE_MAX_LENGTH = 200;
export const BLOG_CONTENT_MAX_BYTES = 200 * 1024;
export const BLOG_FEEDBACK_MAX_LENGTH = 2000;

/**
 * Bulk status moves (issue 19): ids named one by one, at most a few pages' worth; a filter may match
 * at most BULK_FILTER_MAX applications (beyond, the move is refused: narrow the filter).
 */
export const BULK_IDS_MAX = 500;
export const BULK_FILTER_MAX = 5000;

/** Message templates (issue 19): field lengths, and how many a company keeps (the list is one answer, never paged). */
export const TEMPLATE_NAME_MAX_LENGTH = 80;
export const TEMPLATE_SUBJECT_MAX_LENGTH = 200;
export const TEMPLATE_BODY_MAX_LENGTH = 5000;
export const TEMPLATES_PER_COMPANY_MAX = 100;
