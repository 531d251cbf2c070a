import { categoryRoute } from '../category-route';

const route = categoryRoute({ categoryId: 87, path: '/trainingEventMessage' });

export const generateMetadata = route.generateMetadata;
export default route.Page;
