import { categoryRoute } from '../category-route';

const route = categoryRoute({ categoryId: 102, path: '/certificate' });

export const generateMetadata = route.generateMetadata;
export default route.Page;
