import { categoryRoute } from '../category-route';

const route = categoryRoute({ categoryId: 50, path: '/meritRating' });

export const generateMetadata = route.generateMetadata;
export default route.Page;
