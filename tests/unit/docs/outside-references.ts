// Text that points at documents a clone of the repository does not have. What the project relies on
// from them is in docs/ (specification.md, provider-api.md, decisions.md); section signs are left
// for public standards ("RFC 6749 §4.1.2"). The patterns are written so that this file matches none.

export interface OutsideReference {
  line: number;
  rule: string;
  text: string;
}

const RULES: ReadonlyArray<{ rule: string; pattern: RegExp }> = [
  { rule: 'a path into a folder beside the repository', pattern: /\.\.\/shared\//g },
  { rule: 'the specification by its outside short name (link docs/specification.md)', pattern: /\bS[P]EC\b/g },
  {
    rule: 'a numbered section of the outside provider API (link docs/provider-api.md#…)',
    pattern: /provider-api(?:\.md)?\s+\u00a7/g,
  },
  { rule: 'the outside design document (link docs/decisions.md)', pattern: /DESIGN\.md|design c[a]rd/g },
  { rule: 'the outside notes on tools', pattern: /TOOLCHAIN\.md|toolchain n[o]tes/gi },
  { rule: 'an issue of the tracker by number (say what it asked instead)', pattern: /\bissue #?\d+/gi },
  { rule: 'a section sign that does not point into a public standard', pattern: /(?<!(?:RFC \d{4}|Core)\s+)\u00a7/g },
];

/** Every place in `text` that refers to an outside document, by line. */
export function outsideReferences(text: string): OutsideReference[] {
  const found: OutsideReference[] = [];
  for (const { rule, pattern } of RULES) {
    for (const match of text.matchAll(pattern)) {
      const start = match.index;
      const line = text.slice(0, start).split('\n').length;
      const lineText = text.split('\n')[line - 1]!.trim();
      found.push({ line, rule, text: lineText.length > 160 ? `${lineText.slice(0, 157)}…` : lineText });
    }
  }
  return found.sort((a, b) => a.line - b.line);
}
