import routes from '../../routes.json';

// routes.json is written by scripts/bench.mjs: per route, the site's own LCP picture (same files,
// srcset and sizes), so the bare export downloads the same bytes for its largest paint.
export const dynamicParams = false;

export function generateStaticParams() {
  return routes.map((route) => ({ slug: route.path.split('/').filter(Boolean) }));
}

export default async function Page({ params }) {
  const { slug = [] } = await params;
  const route = routes.find((entry) => entry.path === `/${slug.join('/')}${slug.length ? '/' : ''}`);
  return (
    <>
      {/* The same first control as the site's: a native popover menu, so a tap is measured on both. */}
      <header className="flex justify-end p-4">
        <button type="button" popoverTarget="menu" className="rounded border px-4 py-2">
          Menu
        </button>
        <nav id="menu" popover="auto" aria-label="Menu" className="ml-auto h-dvh w-80 p-6">
          <a href="/">Home</a>
        </nav>
      </header>
      <main>
        <section className="relative flex min-h-[26rem] items-end bg-slate-900 sm:min-h-[32rem]">
          {/* eslint-disable-next-line @next/next/no-img-element */}
          <img
            alt=""
            src={route.image.src}
            srcSet={route.image.srcSet}
            sizes={route.image.sizes}
            fetchPriority="high"
            className="absolute inset-0 size-full object-cover"
          />
          <h1 className="relative p-6 text-4xl font-bold text-white">{route.heading}</h1>
        </section>
        <p className="mx-auto max-w-2xl p-6 text-lg">
          A bare Next.js static export: one heading, this paragraph and the picture above, with no client
          components. The benchmark loads it beside the site to tell a regression from machine noise.
        </p>
      </main>
    </>
  );
}
