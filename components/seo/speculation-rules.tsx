import { type Speculation, speculationRules } from './speculation';
import { SpeculationStart } from './speculation-start';

/**
 * A page's speculation rules, inline in its HTML (the page's own script policy allows them by their hash),
 * and the island that lets them start once the page has loaded and is shown.
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
    </>
  );
}
