// custom-elements.json: the Custom Elements Manifest of <court-login>, the file editors, linters and
// component catalogues read to know an element's attributes, properties, events, CSS parts and slots.
// @custom-elements-manifest/analyzer writes it from the element's own source: the JSDoc of the class
// and of its fields (element/court-login.ts) and the tag's definition (element/index.ts). The package
// ships it as dist/custom-elements.json (scripts/package.ts), named by its manifest's `customElements`.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as analyzerModule from '@custom-elements-manifest/analyzer';

/** The parts of the manifest schema (schemaVersion 1.0.0) that are read here and by the tests. */
export interface ManifestMember {
  kind: 'field' | 'method';
  name?: string;
  privacy?: 'public' | 'private' | 'protected';
  attribute?: string;
  description?: string;
  type?: { text: string };
}
export interface ManifestDeclaration {
  kind: string;
  name: string;
  summary?: string;
  description?: string;
  superclass?: { name: string; module?: string };
  tagName?: string;
  customElement?: boolean;
  members?: ManifestMember[];
  attributes?: { name: string; fieldName?: string; description?: string; type?: { text: string } }[];
  events?: { name: string; description?: string; type?: { text: string } }[];
  cssParts?: { name: string; description?: string }[];
  cssProperties?: { name: string; description?: string; default?: string }[];
  slots?: { name: string; description?: string }[];
}
export interface ManifestExport {
  kind: 'js' | 'custom-element-definition';
  name: string;
  declaration: { name: string; module?: string };
}
export interface ElementManifest {
  schemaVersion: string;
  readme?: string;
  modules: {
    kind: 'javascript-module';
    path: string;
    declarations?: ManifestDeclaration[];
    exports?: ManifestExport[];
  }[];
}

/** A node of the TypeScript syntax tree, as far as it is read here. */
export interface SyntaxNode {
  kind: number;
  name?: { text?: string };
  members?: readonly SyntaxNode[];
}
/** The few TypeScript parser calls used here, of the TypeScript the analyser bundles (the project's own has no JS API). */
export interface SourceParser {
  ScriptTarget: { ES2022: number };
  SyntaxKind: { InterfaceDeclaration: number };
  createSourceFile(
    path: string,
    text: string,
    target: number,
    setParentNodes: boolean,
  ): { statements: readonly SyntaxNode[] };
}
// The analyser's published types describe its config file only, not `create` and `ts`.
const { create, ts } = analyzerModule as unknown as {
  create(options: { modules: unknown[]; plugins: unknown[]; context: Record<string, unknown> }): unknown;
  ts: SourceParser;
};
export const sourceParser = ts;

const CLASS_SOURCE = 'element/court-login.ts';
const DEFINITION_SOURCE = 'element/index.ts';
/** The package's file that declares the class and defines the tag (`court-login` re-exports it). */
export const PUBLISHED_MODULE = 'dist/court-login.js';

/** The manifest of <court-login>, analysed from the sources under `root` (the repository). */
export function elementManifest(root = '.'): ElementManifest {
  const modules = [CLASS_SOURCE, DEFINITION_SOURCE].map((path) =>
    ts.createSourceFile(path, readFileSync(join(root, path), 'utf8'), ts.ScriptTarget.ES2022, true),
  );
  const analysed = create({ modules, plugins: [], context: { dev: false } }) as ElementManifest;
  const source = (path: string) => analysed.modules.find((module) => module.path === path);
  const element = source(CLASS_SOURCE)?.declarations?.find(
    (declaration) => declaration.kind === 'class' && declaration.name === 'CourtLoginElement',
  );
  const definition = source(DEFINITION_SOURCE)?.exports?.find(
    (entry) => entry.kind === 'custom-element-definition' && entry.declaration.name === element?.name,
  );
  if (!element || !definition)
    throw new Error(
      `The analyser found no CourtLoginElement class in ${CLASS_SOURCE} defined as a tag in ${DEFINITION_SOURCE}.`,
    );
  // What a page can use: the analyser also lists the class's #private fields and methods (and an unnamed
  // field for the constructor's assignment through one of them).
  const members = (element.members ?? []).filter(
    (member) => member.name && !member.name.startsWith('#') && member.privacy !== 'private',
  );
  // The class extends r2wc's element (or, without a DOM, a stand-in): to pages it is an HTMLElement.
  const declaration: ManifestDeclaration = {
    ...element,
    superclass: { name: 'HTMLElement' },
    tagName: definition.name,
    customElement: true,
    members,
  };
  return {
    schemaVersion: analysed.schemaVersion,
    modules: [
      {
        kind: 'javascript-module',
        path: PUBLISHED_MODULE,
        declarations: [declaration],
        exports: [
          { kind: 'js', name: element.name, declaration: { name: element.name, module: PUBLISHED_MODULE } },
          {
            kind: 'custom-element-definition',
            name: definition.name,
            declaration: { name: element.name, module: PUBLISHED_MODULE },
          },
        ],
      },
    ],
  };
}
