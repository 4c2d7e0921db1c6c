// custom-elements.json is generated here from the element's source, as the package build generates
// it (scripts/build/element-manifest.ts), and held to what the element really observes and has, to
// the parts the widget's markup names, to the custom properties its styles read, to the React
// component's props and to the docs' lists: an attribute, property, event, part or custom property
// added or removed in one place and not the others fails here.
import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  elementManifest,
  PUBLISHED_MODULE,
  sourceParser as ts,
  type ManifestDeclaration,
} from '../../../scripts/build/element-manifest.ts';
import { CourtLoginElement } from '../../../element/index.ts';
import { ELEMENT_PROPERTIES } from '../../../element/properties.ts';
import { PART } from '../../../src/ui/parts.ts';
import { PRODUCT_PART } from '../../../src/ui/product-parts.ts';

const ROOT = resolve(import.meta.dirname, '../../..');
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');
const sorted = (names: Iterable<string>) => [...new Set(names)].sort();

const manifest = elementManifest(ROOT);
const element = manifest.modules[0]?.declarations?.[0] as ManifestDeclaration;
const attributes = sorted((element.attributes ?? []).map((attribute) => attribute.name));
const fields = sorted(
  (element.members ?? []).filter((member) => member.kind === 'field').map((member) => member.name!),
);
const events = sorted((element.events ?? []).map((event) => event.name));
const parts = sorted((element.cssParts ?? []).map((part) => part.name));

/** The property names of an interface in a TypeScript file (its own members, not inherited ones). */
function interfaceMembers(path: string, name: string): string[] {
  const file = ts.createSourceFile(path, read(path), ts.ScriptTarget.ES2022, true);
  const found = file.statements.find(
    (statement) => statement.kind === ts.SyntaxKind.InterfaceDeclaration && statement.name?.text === name,
  );
  if (!found) throw new Error(`${path} has no interface ${name}`);
  // An identifier's or a quoted name's text ('public-token').
  return sorted((found.members ?? []).map((member) => member.name?.text ?? '?'));
}

/** A docs page's section: from its heading to the next heading of the same or a higher level. */
function section(markdown: string, heading: string): string {
  const start = markdown.indexOf(`\n${heading}\n`);
  if (start < 0) throw new Error(`no "${heading}" section`);
  const level = heading.match(/^#+/)![0].length;
  const rest = markdown.slice(start + heading.length + 2);
  const end = rest.search(new RegExp(`^#{1,${level}} `, 'm'));
  return end < 0 ? rest : rest.slice(0, end);
}

/** The first cells of a markdown table's rows (the header and the rule left out), code marks removed. */
function tableColumn(text: string, column: number): string[] {
  return text
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .slice(2)
    .map((line) => line.split('|')[column + 1]!.trim().replace(/`/g, ''));
}

/** The names in backticks of a list, `alert-{error,warning}` read as `alert-error` and `alert-warning`. */
function codeNames(text: string): string[] {
  return [...text.matchAll(/`([^`]+)`/g)].flatMap(([, name]) => {
    const braces = name!.match(/^(.*)\{([^}]+)\}(.*)$/);
    return braces ? braces[2]!.split(',').map((choice) => `${braces[1]}${choice}${braces[3]}`) : [name!];
  });
}

/**
 * The custom properties a cell of the theming table names: `--court-a-{x,y}-{m,n}` is four, and
 * `--court-color-primary` / `-secondary` is `--court-color-primary` and `--court-color-secondary`.
 */
function cssPropertyNames(cell: string): string[] {
  const expand = (name: string): string[] => {
    const braces = name.match(/^(.*?)\{([^}]+)\}(.*)$/);
    return braces ? braces[2]!.split(',').flatMap((choice) => expand(`${braces[1]}${choice}${braces[3]}`)) : [name];
  };
  let base = '';
  return cell
    .split(' / ')
    .map((name) => name.trim())
    .flatMap((name) => {
      if (name.startsWith('--')) {
        base = name.replace(/-[^-]+$/, '');
        return expand(name);
      }
      return expand(`${base}${name}`);
    });
}

const camel = (dashed: string) => dashed.replace(/-(.)/g, (_, letter: string) => letter.toUpperCase());

describe('custom-elements.json', () => {
  it("describes <court-login> in the package's file, as an HTMLElement", () => {
    expect(manifest.schemaVersion).toBe('1.0.0');
    expect(manifest.modules.map((module) => module.path)).toEqual([PUBLISHED_MODULE]);
    expect(element).toMatchObject({
      kind: 'class',
      name: 'CourtLoginElement',
      tagName: 'court-login',
      customElement: true,
      superclass: { name: 'HTMLElement' },
    });
    expect(element.summary).toBeTruthy();
    expect(manifest.modules[0]!.exports?.map((entry) => [entry.kind, entry.name])).toEqual([
      ['js', 'CourtLoginElement'],
      ['custom-element-definition', 'court-login'],
    ]);
  });

  it('lists exactly the attributes the element observes, each with its property', () => {
    const observed = (CourtLoginElement as unknown as { observedAttributes: string[] }).observedAttributes;
    expect(attributes).toEqual(sorted(observed));
    expect(
      sorted(ELEMENT_PROPERTIES.map((name) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`))),
    ).toEqual(attributes);
    for (const attribute of element.attributes ?? []) {
      expect(attribute.fieldName, attribute.name).toBe(camel(attribute.name));
      expect(attribute.description, attribute.name).toBeTruthy();
    }
  });

  it("lists the element's public properties and methods, and none of its private ones", () => {
    const upgraded = document.createElement('court-login');
    expect(upgraded).toBeInstanceOf(CourtLoginElement);
    expect(fields).toEqual(sorted([...ELEMENT_PROPERTIES, 'strings', 'languages']));
    for (const name of fields) expect(name in upgraded, name).toBe(true);
    const methods = (element.members ?? []).filter((member) => member.kind === 'method').map((member) => member.name);
    expect(methods).toEqual(['signOut']);
    expect(typeof upgraded.signOut).toBe('function');
    for (const member of element.members ?? []) expect(member.description, member.name).toBeTruthy();
  });

  it("lists the events the element is typed to send, and no slot (the element takes no content of the page's)", () => {
    expect(events).toEqual(interfaceMembers('element/events.ts', 'CourtLoginEvents'));
    for (const event of element.events ?? []) expect(event.type?.text, event.name).toMatch(/^CustomEvent<\w+>$/);
    expect(element.slots ?? []).toEqual([]);
  });

  it("lists every part the widget's markup names, and no other", () => {
    // Literal part values in the markup; `${PART.x}` stands for its value, any other `${…}` for a wildcard.
    const constants: Record<string, Record<string, string>> = { PART, PRODUCT_PART };
    const sources = (folder: string): string[] =>
      readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory()
          ? entry.name === 'compiled'
            ? []
            : sources(join(folder, entry.name))
          : /\.tsx?$/.test(entry.name)
            ? [join(folder, entry.name)]
            : [],
      );
    const used = new Set<string>(
      Object.values(constants)
        .flatMap((table) => Object.values(table))
        .flatMap((value) => value.split(' ')),
    );
    for (const file of sources(join(ROOT, 'src'))) {
      // A part given in the markup, or made by a recipe both the markup and the painter call (xxxPart = (…) => `…`).
      const given = /\bpart(?:=\{?|:\s*)(['"`])((?:(?!\1).)*)\1|\w+Part = \([^)]*\)(?::[^=]+)? => `((?:(?!`).)*)`/g;
      for (const match of readFileSync(file, 'utf8').matchAll(given)) {
        const value = match[2] ?? match[3];
        const text = value!
          .replace(/\$\{(PART|PRODUCT_PART)\.(\w+)\}/g, (_, table: string, key: string) => constants[table]![key]!)
          .replace(/\$\{[^}]+\}/g, '*');
        // A value that is a wildcard alone (a selector copying a node's part) names no part.
        for (const name of text.split(' ')) if (name !== '*') used.add(name);
      }
    }
    expect(used.size).toBeGreaterThan(20);
    const pattern = (name: string) =>
      new RegExp(
        `^${name
          .replace(/<\w+>|\*/g, '\u0000')
          .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
          .replace(/\u0000/g, '[^ ]+')}$`,
      );
    const matches = (one: string, other: string) =>
      pattern(one).test(other.replace(/<\w+>/g, 'x')) || pattern(other).test(one.replace(/<\w+>|\*/g, 'x'));
    expect(
      [...used].filter((name) => !parts.some((part) => matches(name, part))),
      'parts in the markup but not in the manifest',
    ).toEqual([]);
    expect(
      parts.filter((part) => ![...used].some((name) => matches(name, part))),
      'parts in the manifest but not in the markup',
    ).toEqual([]);
    for (const part of element.cssParts ?? []) expect(part.description, part.name).toBeTruthy();
  });

  it('lists the CSS custom properties the styles read, with the defaults the styles give them', () => {
    const styles = readdirSync(join(ROOT, 'src/styles'))
      .filter((name) => name.endsWith('.css'))
      .map((name) => read(`src/styles/${name}`))
      .join('\n');
    const usedByStyles = sorted([...styles.matchAll(/var\((--court-[a-z0-9-]+)/g)].map(([, name]) => name!));
    expect(usedByStyles.length).toBeGreaterThan(10);
    const properties = element.cssProperties ?? [];
    expect(sorted(properties.map((property) => property.name))).toEqual(usedByStyles);
    const defaults = new Map(
      [...read('src/styles/tokens.css').matchAll(/^\s*(--court-[a-z0-9-]+):\s*([^;]+);/gm)].map(([, name, value]) => [
        name!,
        value!,
      ]),
    );
    for (const property of properties) {
      expect(property.description, property.name).toBeTruthy();
      if (property.default !== undefined) expect(property.default, property.name).toBe(defaults.get(property.name));
    }
    // Every plain default of the styles (a colour or a length, not the font stack) is in the manifest too.
    for (const [name, value] of defaults) {
      if (/^(#[0-9a-f]+|\d+px)$/.test(value))
        expect(properties.find((property) => property.name === name)?.default, name).toBe(value);
    }
  });

  it("matches the React component: a prop per property, a callback per event, and the bare tag's typing", () => {
    const props = interfaceMembers('element/react.ts', 'CourtLoginProps');
    const callbacks = props.filter((name) => /^on[A-Z]/.test(name));
    const passedThrough = ['className', 'id', 'style'];
    expect(props.filter((name) => !callbacks.includes(name) && !passedThrough.includes(name))).toEqual(fields);
    expect(callbacks).toEqual(sorted(events.map((name) => camel(`on-${name.replace(/^court-/, '')}`))));
    const bareTag = interfaceMembers('element/react.ts', 'CourtLoginElementProps');
    const propertyOnly = fields.filter(
      (name) => !(element.attributes ?? []).some((attribute) => attribute.fieldName === name),
    );
    expect(bareTag).toEqual(sorted([...attributes, ...propertyOnly]));
  });

  it("matches the element's docs page: the attributes and properties table, the events table, the parts, the theming table", () => {
    const embedding = read('docs/embedding.md');
    const table = section(embedding, '### Attributes and properties');
    expect(sorted(tableColumn(table, 0).filter((name) => name !== '—'))).toEqual(attributes);
    expect(sorted(tableColumn(table, 1))).toEqual(fields);
    expect(sorted(tableColumn(section(embedding, '### Events'), 0))).toEqual(events);
    const partsList = embedding.match(/Parts, for `court-login::part\(name\)`:([^]*?)\. /)?.[1];
    expect(partsList, 'the docs list the parts').toBeTruthy();
    expect(sorted(codeNames(partsList!))).toEqual(parts);
    const theming = section(embedding, '### Theming');
    expect(sorted(tableColumn(theming, 0).flatMap(cssPropertyNames))).toEqual(
      sorted((element.cssProperties ?? []).map((property) => property.name)),
    );
  });

  it('matches the package README: its attributes, properties and events', () => {
    const readme = read('element/README.md');
    const embed = section(readme, '## Embed it');
    const attributeList = embed.match(/Attributes: ([^]*?)\.\s+The `config`\s+property/)?.[1];
    expect(attributeList, 'the README lists the attributes').toBeTruthy();
    const listed = codeNames(attributeList!.replace(/\([^)]*\)/g, '')).map((name) => name.replace(/=.*$/, ''));
    expect(sorted(listed)).toEqual(attributes);
    const propertyOnly = fields.filter(
      (name) => !(element.attributes ?? []).some((attribute) => attribute.fieldName === name),
    );
    for (const name of ['config', ...propertyOnly])
      expect(embed.replace(/\s+/g, ' '), name).toContain(`\`${name}\` property`);
    const eventNames = codeNames(section(readme, '## Events')).filter((name) => /^court-[a-z]+$/.test(name));
    expect(sorted(eventNames)).toEqual(events);
  });
});
