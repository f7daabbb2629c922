import { colors, withAlpha } from '@/lib/design-tokens';
import { OG_SIZE } from '@/lib/seo';

type ShareCardProps = {
  /** The picture as a data: URL (the card is drawn at build time, with nothing to fetch). */
  picture: string;
  eyebrow: string;
  heading: string;
  subheading: string;
  /** A pill above the heading: a trip's price. */
  badge?: string;
};

const fill = { position: 'absolute', top: 0, left: 0, width: OG_SIZE.width, height: OG_SIZE.height } as const;

/** A 1200×630 sharing card for next/og: the picture under a shade, with the words at the bottom left. */
export function ShareCard({ picture, eyebrow, heading, subheading, badge }: ShareCardProps) {
  return (
    <div
      style={{
        display: 'flex',
        width: '100%',
        height: '100%',
        position: 'relative',
        background: colors.forest.deep,
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
          padding: '56px 64px',
          background: `linear-gradient(to top, ${withAlpha(colors.forest.deep, 0.92)} 0%, ${withAlpha(colors.forest.deep, 0.45)} 55%, ${withAlpha(colors.forest.deep, 0)} 100%)`,
        }}
      >
        <div
          style={{
            display: 'flex',
            fontSize: 26,
            fontWeight: 700,
            letterSpacing: 4,
            color: colors.lime.DEFAULT,
            textTransform: 'uppercase',
          }}
        >
          {eyebrow}
        </div>
        <div
          style={{
            display: 'flex',
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
          style={{ display: 'flex', marginTop: 16, fontSize: 30, color: colors.mist.deep, maxWidth: 1000 }}
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
