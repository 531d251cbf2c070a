import 'server-only';
import { getRegistrationOpen } from '@/features/content/public-content';

/**
 * Whether the register page offers its form. A backend that cannot say (an existing RuoYi
 * without the portal's own API, or one that is down) leaves the form up: registration itself
 * still refuses when it is closed.
 */
export async function registrationOpen(): Promise<boolean> {
  try {
    return await getRegistrationOpen();
  } catch {
    return true;
  }
}
