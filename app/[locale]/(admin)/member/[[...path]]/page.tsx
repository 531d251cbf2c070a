import { adminSectionPage } from '@/app/[locale]/(admin)/admin-section-page';

/** Every `/member/...` address: the admin shell in the layout resolves it against the user's routes. */
export default adminSectionPage('member');
