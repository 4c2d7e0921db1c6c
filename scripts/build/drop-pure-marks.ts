// The minified chunks still carry comments meant for the build alone: `/* @__PURE__ */` marks (121
// in court-login.js), which guide tree shaking and minification, done by then, and the
// `/* @vite-ignore */` of src/loading/preload.ts's import(), on lines of its own. Nothing reads them
// at run time: this plugin drops them from the finished chunks. (Dropping them earlier, with
// `output.comments`, made the build keep more code and court-login.js larger.)
import type { Plugin } from 'vite';

const MARK = /\/\* @__PURE__ \*\/ ?|(?<=import\()\n?\/\* @vite-ignore \*\/\n?/g;

const WORD = /[\w$]/;

/** Nothing in place of a mark, or a space where it parted two words (a `return` and the call it marked). */
function withoutMark(mark: string, offset: number, code: string): string {
  return WORD.test(code[offset - 1] ?? '') && WORD.test(code[offset + mark.length] ?? '') ? ' ' : '';
}

export function dropPureMarks(): Plugin {
  return {
    name: 'court-login:drop-pure-marks',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type === 'chunk' && !file.map) file.code = file.code.replace(MARK, withoutMark);
      }
    },
  };
}
