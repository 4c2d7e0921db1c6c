// The attributes and properties of <court-login>, in one place. r2wc observes each as the dashed
// attribute of its name (providerUrl → provider-url), gives the element a property of that name,
// and passes the value to the widget as a string. Adding one is one word here; the widget reads it
// in element/setup.ts.
export const ELEMENT_PROPERTIES = [
  'publicToken',
  'providerUrl',
  'mode',
  'handleRedirects',
  'passwordResetToken',
  'config',
  'locale',
] as const;

export type ElementPropertyName = (typeof ELEMENT_PROPERTIES)[number];

/** What the widget receives: each attribute's text (absent when the attribute is), and the config property. */
export type ElementValues = { [Name in ElementPropertyName]?: string | null } & {
  /** The `config` property when the page set one: it wins over the attribute (the `config` attribute is its JSON text). */
  configProperty?: unknown;
  /** The `strings` property: the page's own texts by message key (over the config's `strings`). */
  stringsProperty?: unknown;
  /** The `languages` property: the page's own catalogues (before the config's). */
  languagesProperty?: unknown;
};
