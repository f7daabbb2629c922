/** A field of the editor's config.yml, as far as its labels go. */
export type ConfigField = { name: string; label?: string; fields?: ConfigField[]; field?: ConfigField };

export type ConfigFile = { file: string; label?: string; fields: ConfigField[] };

export type EditorConfig = { collections: { label?: string; files?: ConfigFile[] }[] };

/** Each data file's label and fields, as the owner sees them in the editor. */
export type FieldLabels = Record<string, { label: string; fields: ConfigField[] }>;

export function fieldLabels(config: EditorConfig): FieldLabels {
  const labels: FieldLabels = {};
  for (const collection of config.collections) {
    for (const file of collection.files ?? []) {
      labels[file.file] = { label: file.label ?? file.file, fields: file.fields };
    }
  }
  return labels;
}
