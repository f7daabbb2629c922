import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  output: 'export',
  trailingSlash: true,
  reactStrictMode: true,
  poweredByHeader: false,
  experimental: {
    // The stylesheet is written into each page's <head>: a first visit on slow mobile data paints as soon
    // as the HTML arrives instead of waiting for a separate, render-blocking CSS request that shares the
    // connection with the scripts. Later pages carry it again rather than reading it from the cache.
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
