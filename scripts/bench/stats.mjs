// The few numbers every part of the bench reports with.
export const kib = (bytes) => Math.round((bytes / 1024) * 10) / 10;
export const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
export const round2 = (n) => Math.round(n * 100) / 100;
