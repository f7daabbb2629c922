import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  output: 'export',
  // A test build from fixture content (`npm run build:fixture`) exports into a folder of its own, so the
  // site's test build in out/ stays as it is.
  ...(process.env.KV_EXPORT_DIR ? { distDir: process.env.KV_EXPORT_DIR } : {}),
  // KV_TYPES_CHECKED=1 says the code was type-checked just before (npm test runs tsc first) or did not change
  // (the editor's builds, which change content only): next build's own check would repeat it, 10 to 41 s a build
  // here. Content is checked by its own rules either way.
  typescript: { ignoreBuildErrors: process.env.KV_TYPES_CHECKED === '1' },
  trailingSlash: true,
  reactStrictMode: true,
  poweredByHeader: false,
  experimental: {
    // Two root layouts (English, and the other languages under /<lang>/): the 404 page is its own document.
    globalNotFound: true,
    // Next calls this experimental: kept for what a visit measured (`npm run bench`, the visit, 5 runs each
    // on a throttled phone). Written into each page, the stylesheet lets the landing page paint 260 ms sooner
    // (largest paint 1508 against 1768 ms), the first page being the one most visitors see; later pages
    // paint as soon as with a cached <link> stylesheet (within 50 ms) but carry it again (13 KiB each; the
    // whole visit 563 against 521 KiB). See docs/how-it-works.md, "The stylesheet".
    inlineCss: true,
  },
  images: {
    // Static export has no image server: our loader picks the shipped WebP width,
    // or asks the media CDN for it when NEXT_PUBLIC_MEDIA_BASE_URL is set.
    loader: 'custom',
    loaderFile: './lib/image-loader.ts',
    deviceSizes: [384, 768, 1280, 1920],
    imageSizes: [256],
    // Every picture asks for quality 70; listing it keeps `next dev` from warning on each one.
    qualities: [70],
  },
};

export default nextConfig;
