'use client';

import { useState } from 'react';
import type { ImgProps } from '@/components/media/image-props';

export type EnjoyChoice = { id: number; name: string; description: string; image: ImgProps };

/**
 * The experiences side by side (five in the content today); the chosen one grows into the centre in
 * colour, the others stay greyed around it. Choices are toggle buttons, so they work by keyboard and announce their state.
 */
export function EnjoyPicker({ choices }: { choices: EnjoyChoice[] }) {
  const [selected, setSelected] = useState(choices[0]?.id ?? 0);
  const others = choices.filter((choice) => choice.id !== selected);
  const centre = Math.floor(choices.length / 2);
  const position = new Map(others.map((choice, index) => [choice.id, index < centre ? index : index + 1]));
  position.set(selected, centre);

  return (
    <ul className="flex h-[26rem] gap-2 sm:h-[32rem] sm:gap-3">
      {choices.map((choice) => {
        const active = choice.id === selected;
        return (
          <li
            key={choice.id}
            style={{ order: position.get(choice.id) }}
            className={`relative min-w-0 basis-0 transition-[flex-grow] duration-500 ease-out ${active ? 'grow-[7]' : 'grow'}`}
          >
            <button
              type="button"
              aria-pressed={active}
              onClick={() => setSelected(choice.id)}
              className={`group relative block size-full overflow-hidden rounded-2xl bg-forest-deep ${active ? 'enjoy-active' : ''}`}
            >
              {/* eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- decorative, alt="" in props */}
              <img
                {...choice.image}
                className={`absolute inset-0 size-full object-cover transition duration-500 ${active ? '' : 'opacity-70 grayscale group-hover:opacity-90'}`}
              />
              <span
                className={`absolute font-extrabold text-white ${
                  active
                    ? 'top-4 left-4 rounded-full bg-forest-deep/75 px-4 py-1.5 text-lg'
                    : 'sr-only sm:not-sr-only sm:bottom-4 sm:left-1/2 sm:-translate-x-1/2 sm:rotate-180 sm:text-sm sm:whitespace-nowrap sm:[writing-mode:vertical-rl]'
                }`}
              >
                {choice.name}
              </span>
            </button>
            {active ? (
              <p
                key={selected}
                className="enjoy-caption pointer-events-none absolute inset-x-0 bottom-0 rounded-b-2xl bg-gradient-to-t from-forest-deep/95 to-transparent p-5 pt-14 text-white sm:text-lg"
              >
                {choice.description}
              </p>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
