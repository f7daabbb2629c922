/*
 * Speculation rules (Chromium's Speculation Rules API; other engines ignore them): the pages a reader is
 * likely to open next are prerendered, so the tap shows a page that is already there. Every rule is a
 * document rule that matches only once the page's root carries SPECULATION_GATE, which
 * speculation-start.tsx sets when the page has loaded and is shown, so nothing is fetched while the page
 * itself is still loading, nothing from a prerendered page, and nothing under Save-Data.
 */

/** Set on <html> once speculation may start. */
export const SPECULATION_GATE = 'data-speculation';
/** Set on a link once it has been on the screen (on-screen-links.tsx). */
export const ON_SCREEN = 'data-on-screen';

export type Eagerness = 'immediate' | 'eager' | 'moderate' | 'conservative';

/**
 * Which of the page's links to prerender (CSS selectors of its <a> elements), how soon, and whether only
 * once the link has been on the screen.
 */
export type Speculation = { links: string[]; eagerness: Eagerness; onScreen?: boolean };

/**
 * Only the site's own pages: never another site, a download, the editor, a brochure or a link that opens
 * elsewhere, whatever a selector says.
 */
const SAFE = '[href^="/"]:not([href^="//"], [download], [target], [href^="/admin"], [href$=".pdf" i])';

/** The site's own links to one address, written exactly as the page writes them. */
export function linksTo(href: string): string {
  if (!href.startsWith('/') || href.startsWith('//'))
    throw new Error(`speculation: ${href} is not one of the site's own addresses`);
  return `a[href="${href.replace(/["\\]/g, '\\$&')}"]`;
}

/** The rules as the browser reads them from a `<script type="speculationrules">`. */
export function speculationRules(speculations: Speculation[]) {
  return {
    prerender: speculations
      .filter(({ links }) => links.length > 0)
      .map(({ links, eagerness, onScreen }) => ({
        source: 'document',
        where: {
          selector_matches: links.map(
            (link) => `:root[${SPECULATION_GATE}] :is(${link})${onScreen ? `[${ON_SCREEN}]` : ''}${SAFE}`,
          ),
        },
        eagerness,
      })),
  };
}
