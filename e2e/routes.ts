import { englishPath } from '@/content/languages';
import { ADMIN_ROUTE, exportedPages } from '../scripts/postbuild.mjs';

/** Every page of the export by the address it answers at (/trekking/meesapulimalai/, /ml/trekking/). */
export const ROUTES = exportedPages('out')
  .map((page) => page.route)
  .filter((route) => route.endsWith('/') && !route.startsWith(ADMIN_ROUTE));

const isTripPage = (route: string) => /^\/[^/]+\/[^/]+\/$/.test(englishPath(route));

/**
 * The pages a browser visits one by one: every English page, and in each other language every page but
 * the trips, of which one per group stands for the rest (the same code, other words). Each page's own
 * policy is checked against its inline scripts for every page by the export check.
 */
export const VISITED_ROUTES = ROUTES.filter((route, index) => {
  if (englishPath(route) === route || !isTripPage(route)) return true;
  const group = englishPath(route).split('/')[1];
  const prefix = route.slice(0, route.length - englishPath(route).length);
  return ROUTES.findIndex((other) => other.startsWith(`${prefix}/${group}/`) && isTripPage(other)) === index;
});
