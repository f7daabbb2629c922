/** A field of the editor's config.yml, as far as its labels go. */
export type ConfigField = { name: string; label?: string; fields?: ConfigField[]; field?: ConfigField };

export type ConfigFile = { file: string; label?: string; fields: ConfigField[] };

export type EditorConfig = {
  collections: {
    name: string;
    label?: string;
    label_singular?: string;
    files?: ConfigFile[];
    folder?: string;
    fields?: ConfigField[];
  }[];
};

/** Each data file's and each folder of trips' label and fields, as the owner sees them in the editor. */
export type FieldLabels = Record<string, { label: string; fields: ConfigField[] }>;

export function fieldLabels(config: EditorConfig): FieldLabels {
  const labels: FieldLabels = {};
  for (const collection of config.collections) {
    if (collection.folder) {
      labels[collection.folder] = {
        label: collection.label_singular ?? collection.label ?? collection.name,
        fields: collection.fields ?? [],
      };
    }
    for (const file of collection.files ?? []) {
      labels[file.file] = { label: file.label ?? file.file, fields: file.fields };
    }
  }
  return labels;
}

/** The folder each folder collection keeps its entries in, by the collection's name. */
export function collectionFolders(config: EditorConfig): Record<string, string> {
  return Object.fromEntries(
    config.collections.flatMap((collection) =>
      collection.folder ? [[collection.name, collection.folder]] : [],
    ),
  );
}
