import { categoryRoute } from '../category-route';

const route = categoryRoute({ categoryId: 88, path: '/trainingCourse' });

export const generateMetadata = route.generateMetadata;
export default route.Page;
