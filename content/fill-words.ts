/**
 * Fills the {name} placeholders of a line of copy: the words stay in the content (in any language), the
 * facts they name (the brand, a number of days, a person) come from where each is kept. A placeholder
 * with no value is left as written, so a typo shows on the page instead of vanishing.
 */
export function fillWords(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** The paragraphs of a text field: the editor separates them with an empty line. */
export function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}
