import { adminSectionPage } from '@/app/[locale]/(admin)/admin-section-page';

/** `/index`, the admin home, and `/index/profile`, the personal centre: the shell in the layout draws them. */
export default adminSectionPage('index');
