/* The content's schemas, one module per subject in schemas/; content and the editor import them from here. */
export * from './schemas/primitives';
export * from './schemas/calendars';
export * from './schemas/trip-fields';
export * from './schemas/trips';
export * from './schemas/reviews';
export * from './schemas/page-copy';
export * from './schemas/site-settings';
export * from './schemas/files';
export * from './schemas/privacy';
export * from './schemas/footer';
export * from './schemas/outbox-words';
