/** The editor's config.yml, parsed when the editor script is bundled (scripts/editor-rules.mjs). */
declare module 'virtual:editor-config' {
  const config: unknown;
  export default config;
}
