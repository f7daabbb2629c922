// The bare export `npm run bench` measures the site against: Next's static export with nothing of ours.
import { fileURLToPath } from 'node:url';

const projectRoot = fileURLToPath(new URL(process.env.BENCH_PROJECT_ROOT ?? '../..', import.meta.url));

const config = {
  output: 'export',
  trailingSlash: true,
  images: { unoptimized: true },
  // Built from a copy under the project's bench/ folder, resolving the project's own node_modules.
  turbopack: { root: projectRoot },
  outputFileTracingRoot: projectRoot,
};

export default config;
