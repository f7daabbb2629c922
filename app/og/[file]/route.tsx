import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ImageResponse } from 'next/og';
import { pages } from '@/content/pages';
import { site } from '@/content/site';
import { colors, withAlpha } from '@/lib/design-tokens';
import { OG_SIZE, SHARE_ROUTES, type ShareKey } from '@/lib/seo';

// Sharing cards are real .png files of the export, drawn from each route's banner: static hosts serve
// Next's extension-less opengraph-image with a type that link previews reject.
export const dynamic = 'force-static';
export const dynamicParams = false;

const keys = Object.keys(SHARE_ROUTES) as ShareKey[];

export function generateStaticParams() {
  return keys.map((key) => ({ file: `${key}.png` }));
}

async function bannerDataUrl(path: string): Promise<string> {
  const bytes = await readFile(join(process.cwd(), 'public', path));
  return `data:image/jpeg;base64,${bytes.toString('base64')}`;
}

export async function GET(_request: Request, { params }: RouteContext<'/og/[file]'>) {
  const { file } = await params;
  const key = keys.find((candidate) => `${candidate}.png` === file);
  if (!key) return new Response('Not found', { status: 404 });
  const page = pages[key];
  const banner = await bannerDataUrl(page.banner);

  return new ImageResponse(
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
        src={banner}
        width={OG_SIZE.width}
        height={OG_SIZE.height}
        style={{
          position: 'absolute',
          top: 0,
          left: 0,
          width: OG_SIZE.width,
          height: OG_SIZE.height,
          objectFit: 'cover',
        }}
      />
      <div
        style={{
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'flex-end',
          position: 'absolute',
          top: 0,
          left: 0,
          width: OG_SIZE.width,
          height: OG_SIZE.height,
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
          {site.name}
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
          {page.heading}
        </div>
        <div
          style={{ display: 'flex', marginTop: 16, fontSize: 30, color: colors.mist.deep, maxWidth: 1000 }}
        >
          {page.subheading}
        </div>
      </div>
    </div>,
    OG_SIZE,
  );
}
