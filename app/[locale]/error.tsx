'use client';

/**
 * A failure above the pages' own error boundary: a frame that could not read what it draws (the
 * portal's navigation, the admin user) while the API or database is down. The reader gets the
 * portal's "try again" page instead of Next's bare one, still with status 500 and never cached.
 */
export { default } from './(portal)/error';
