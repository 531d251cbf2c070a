import { SearchPage, searchMetadata } from '@/features/content/search/screens/search-page';

// The reader's words, and whether they are signed in, decide the page: rendered per request, never shared.
export const dynamic = 'force-dynamic';

export const generateMetadata = searchMetadata;
export default SearchPage;
