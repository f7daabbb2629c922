import { OnScreenLinks } from './on-screen-links';
import { type Speculation, speculationRules } from './speculation';
import { SpeculationStart } from './speculation-start';

/**
 * A page's speculation rules, inline in its HTML (the page's own script policy allows them by their hash),
 * the island that lets them start once the page has loaded and is shown, and the one that marks the links
 * a rule takes only once they are on the screen.
 */
export function SpeculationRules({ speculations }: { speculations: Speculation[] }) {
  const rules = speculationRules(speculations);
  if (!rules.prerender.length) return null;
  return (
    <>
      <script
        type="speculationrules"
        dangerouslySetInnerHTML={{ __html: JSON.stringify(rules).replace(/</g, '\\u003c') }}
      />
      <SpeculationStart />
      {speculations
        .filter(({ onScreen, links }) => onScreen && links.length)
        .map(({ links }) => (
          <OnScreenLinks key={links.join()} selector={links.join(', ')} />
        ))}
    </>
  );
}
