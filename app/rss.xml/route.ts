import { feedRoute } from '@/features/content/feed/feed-route';

export const dynamic = 'force-dynamic';

export const GET = feedRoute('rss');
