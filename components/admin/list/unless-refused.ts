import { ApiError } from '@/lib/http/request';

/**
 * The answer of an API call, or null when the API refused it: the request helper has already
 * told the person why, so the screen only has to stop (and, say, put a switch back).
 */
export async function unlessRefused<T>(call: () => Promise<T>): Promise<T | null> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ApiError) return null;
    throw error;
  }
}
