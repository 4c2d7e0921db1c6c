// Prettier's settings (`npm run format`, and `npm test` checks them): those closest to how the code
// was already written, so formatting it changed as few lines as possible.
export default {
  printWidth: 120,
  singleQuote: true,
  semi: true,
  trailingComma: 'all',
  arrowParens: 'always',
};
