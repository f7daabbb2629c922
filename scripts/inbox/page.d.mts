export function escapeHtml(value: unknown): string;
