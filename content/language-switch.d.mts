export function languagesOn<T extends string>(prefixed: readonly T[], off?: readonly string[] | null): T[];
