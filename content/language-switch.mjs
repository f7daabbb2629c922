// Which languages the site is built in: the registry's (content/languages.ts) less those the owner switches
// off in Settings (`languagesOff` in content/data/site.json). Plain JavaScript without imports: the build
// and the export's check (scripts/check-languages.mjs) read this one rule.

/**
 * The prefixed languages left on, in the registry's order; English has no prefix and is always on. `off` is
 * the setting as saved: missing, or null once the owner clears the choice, switches nothing off.
 */
export function languagesOn(prefixed, off) {
  return prefixed.filter((code) => !(off ?? []).includes(code));
}
