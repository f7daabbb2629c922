/** Internal route with the trailing slash the export uses (`trailingSlash: true`), so no redirect hop. */
export function routePath(path: string): string {
  const [pathname = '/', hash] = path.split('#');
  const slashed = pathname.endsWith('/') ? pathname : `${pathname}/`;
  return hash === undefined ? slashed : `${slashed}#${hash}`;
}
