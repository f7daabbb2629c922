/** The widths every picture ships at (below its own width); next.config.ts lists the same. */
export const WIDTHS: number[];
export function plannedWidths(width: number, widest: number): number[];
