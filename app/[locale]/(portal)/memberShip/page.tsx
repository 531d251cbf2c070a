import { categoryRoute } from '../category-route';

const route = categoryRoute({ categoryId: 13, path: '/memberShip' });

export const generateMetadata = route.generateMetadata;
export default route.Page;
