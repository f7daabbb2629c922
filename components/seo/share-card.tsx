import { colors, withAlpha } from '@/lib/design-tokens';
import { CARD_FONT_FAMILY } from '@/lib/og/card-fonts';
import type { CardContent } from '@/lib/og/card-content';
import { OG_SIZE } from '@/lib/seo';

const fill = { position: 'absolute', top: 0, left: 0, width: OG_SIZE.width, height: OG_SIZE.height } as const;

/*
 * Spaced capitals suit Latin only: Malayalam and Tamil have no capitals, and spacing would pull a
 * conjunct's parts and its vowel signs apart.
 */
const isLatin = (text: string) => /^[\p{Script=Latin}\p{Script=Common}]*$/u.test(text);

/** A 1200×630 sharing card, drawn by lib/og/draw-card: the picture under a shade, the words at the bottom left. */
export function ShareCard({ picture, eyebrow, heading, subheading, badge }: CardContent) {
  const latin = isLatin(eyebrow);
  return (
    <div
      style={{
        display: 'flex',
        width: '100%',
        height: '100%',
        position: 'relative',
        background: colors.forest.deep,
        fontFamily: CARD_FONT_FAMILY,
      }}
    >
      {/* eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- rendered to a PNG, not HTML */}
      <img
        src={picture}
        width={OG_SIZE.width}
        height={OG_SIZE.height}
        style={{ ...fill, objectFit: 'cover' }}
      />
      <div
        style={{
          ...fill,
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'flex-end',
          boxSizing: 'border-box',
          padding: '56px 64px',
          background: `linear-gradient(to top, ${withAlpha(colors.forest.deep, 0.92)} 0%, ${withAlpha(colors.forest.deep, 0.45)} 55%, ${withAlpha(colors.forest.deep, 0)} 100%)`,
        }}
      >
        <div
          style={{
            display: 'flex',
            fontSize: 26,
            fontWeight: 700,
            letterSpacing: latin ? 4 : 0,
            color: colors.lime.DEFAULT,
            textTransform: latin ? 'uppercase' : 'none',
          }}
        >
          {eyebrow}
        </div>
        <div
          style={{
            display: 'block',
            lineClamp: 3,
            marginTop: 12,
            fontSize: 68,
            fontWeight: 800,
            lineHeight: 1.05,
            color: 'white',
            maxWidth: 1000,
          }}
        >
          {heading}
        </div>
        <div
          style={{
            display: 'block',
            lineClamp: 2,
            marginTop: 16,
            fontSize: 30,
            color: colors.mist.deep,
            maxWidth: 1000,
          }}
        >
          {subheading}
        </div>
        {badge ? (
          <div
            style={{
              display: 'flex',
              alignSelf: 'flex-start',
              marginTop: 24,
              padding: '10px 24px',
              borderRadius: 999,
              fontSize: 34,
              fontWeight: 800,
              background: colors.lime.DEFAULT,
              color: colors.forest.deep,
            }}
          >
            {badge}
          </div>
        ) : null}
      </div>
    </div>
  );
}
