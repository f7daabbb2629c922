import type { Privacy } from '@/content/schemas';
import { privacyParts } from './privacy-words';

/** "On this page": a link to each part; beside the text from 1024 px, where it stays in view. */
export function PrivacyContents({ privacy }: { privacy: Privacy }) {
  return (
    <nav aria-labelledby="privacy-contents" className="lg:sticky lg:top-24 lg:self-start">
      <h2 id="privacy-contents" className="text-sm font-bold tracking-[0.18em] text-lime-ink uppercase">
        {privacy.contentsLabel}
      </h2>
      <ol className="mt-4 space-y-2 border-l-2 border-lime-soft pl-4">
        {privacyParts(privacy).map(({ id, part }) => (
          <li key={id}>
            <a
              href={`#${id}`}
              className="font-semibold text-forest underline-offset-4 hover:text-forest-mid hover:underline"
            >
              {part.heading}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
