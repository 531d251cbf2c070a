import { notFound } from 'next/navigation';

/** `/404`, where unknown routes are sent: the 404 page with its status. */
export default function NotFoundRoute() {
  notFound();
}
