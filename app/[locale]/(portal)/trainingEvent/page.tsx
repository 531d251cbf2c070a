import { categoryRoute } from '../category-route';

const route = categoryRoute({ categoryId: 85, path: '/trainingEvent' });

export const generateMetadata = route.generateMetadata;
export default route.Page;
