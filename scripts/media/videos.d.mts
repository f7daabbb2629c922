export function cropSize(
  width: number,
  height: number,
  aspect: number,
  maxHeight?: number,
): { width: number; height: number } | null;
export function hasFfmpeg(command?: string): Promise<boolean>;
