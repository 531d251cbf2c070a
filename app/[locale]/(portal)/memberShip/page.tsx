import { categoryRoute } from '../category-route';

// The public page about membership; applying happens on /Membership, which needs a session.
const route = categoryRoute({ categoryId: 13, path: '/memberShip', action: { href: '/Membership', labelKey: 'applyForMembership' } });

export const generateMetadata = route.generateMetadata;
export default route.Page;
