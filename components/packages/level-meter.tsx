import type { Level } from '@/content/schemas';
import { cn } from '@/lib/cn';
import { describeLevel, LEVEL_STEPS } from '@/lib/packages/format';
import { translator } from '@/lib/i18n/dictionary';
import type { Lang } from '@/content/languages';

const BAR_HEIGHTS = ['h-2', 'h-3', 'h-4'] as const satisfies { length: typeof LEVEL_STEPS };

/** The difficulty in words beside rising bars, filled up to its step: readable without colour. */
export function LevelMeter({ level, lang }: { level: Level; lang: Lang }) {
  const { label, step } = describeLevel(level, translator(lang));
  return (
    <span className="inline-flex items-center gap-2">
      <span aria-hidden="true" className="inline-flex items-end gap-0.5">
        {BAR_HEIGHTS.map((height, index) => (
          <span
            key={height}
            className={cn(
              'w-1.5 rounded-sm border border-forest',
              height,
              index < step ? 'bg-forest' : 'bg-transparent',
            )}
          />
        ))}
      </span>
      {label}
    </span>
  );
}
