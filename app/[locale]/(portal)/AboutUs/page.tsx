import { categoryRoute } from '../category-route';

const route = categoryRoute({ categoryId: 86, path: '/AboutUs', fullText: true });

export const generateMetadata = route.generateMetadata;
export default route.Page;
