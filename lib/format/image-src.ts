import { API_BASE } from '../http/api-base';

/**
 * Where a page loads a stored picture from: uploads (`/profile/...`) through the API's prefix,
 * as the reference's client does; site pictures and https addresses as they are.
 */
export function imageSrc(path: string): string {
  return path.startsWith('/profile/') ? `${API_BASE}${path}` : path;
}
