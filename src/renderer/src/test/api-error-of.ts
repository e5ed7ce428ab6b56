import { ApiError } from '../lib/api-error';

/** The ApiError a call fails with; the test fails when the call succeeds or throws anything else. */
export async function apiErrorOf(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}
