/**
 * What a form's schema needs of the page's translations: a key (with its
 * namespace) and its values in, words out. The server's i18next `t` and the
 * browser's `useTranslation().t` both are one, so the same schema module
 * gives the same messages on both sides.
 */
export type SchemaWords = (key: string, options?: Record<string, string | number>) => string;
