/**
 * Every failed call reaches the UI as one of these: `message` is ready to show (the server's
 * translated text, else the caller's fallback from the catalogue), `code` drives decisions.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;

  constructor({ status, code, message }: { status: number; code: string; message: string }) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
