// The bare export `npm run bench` measures the site against: Next's static export with nothing of ours.
import { fileURLToPath } from 'node:url';

// Built from a copy in the project's bench/.fixture/, resolving the project's own node_modules.
const projectRoot = fileURLToPath(new URL('../..', import.meta.url));

const config = {
  output: 'export',
  trailingSlash: true,
  images: { unoptimized: true },
  turbopack: { root: projectRoot },
  outputFileTracingRoot: projectRoot,
};

export default config;
