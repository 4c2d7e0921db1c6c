// The attributes and properties of <court-login>, in one place. r2wc observes each as the dashed
// attribute of its name (providerUrl → provider-url), gives the element a property of that name,
// and passes the value to the widget as a string. Adding one is one line here; the widget reads it
// in element/setup.ts.
export const ELEMENT_PROPERTIES = {
  publicToken: 'string',
  providerUrl: 'string',
  mode: 'string',
  handleRedirects: 'string',
  /** `reset-password` mode: the reset token (else the page address's `token` is used). */
  passwordResetToken: 'string',
  /** The attribute's JSON text. The `config` property is an object used by reference (court-login.ts). */
  config: 'string',
} as const;

export type ElementPropertyName = keyof typeof ELEMENT_PROPERTIES;

/** What the widget receives: each attribute's text (absent when the attribute is), and the config property. */
export type ElementValues = { [Name in ElementPropertyName]?: string } & {
  /** The `config` property when the page set one: it wins over the attribute. */
  configProperty?: unknown;
};

/** The element's values out of what r2wc passes the widget, always in the same order (React hook dependencies). */
export function elementValues(props: ElementValues): ElementValues {
  const values: ElementValues = {};
  // A property set to null (no attribute to remove) counts as absent.
  for (const name of Object.keys(ELEMENT_PROPERTIES) as ElementPropertyName[]) values[name] = props[name] ?? undefined;
  values.configProperty = props.configProperty;
  return values;
}
