// A query's parameters kept or dropped by name while every other pair stays as it was written:
// re-encoding a query (URLSearchParams writes `/` as `%2F`) can double its length, past the limit
// the next reader of the address checks.

/** The name of one raw `name=value` pair, decoded as URLSearchParams decodes it. */
const nameOf = (pair: string): string => new URLSearchParams(pair).keys().next().value ?? '';

/** `search` (with or without its `?`) with only the pairs whose name `keep` accepts, as they were written. */
export function filterQuery(search: string, keep: (name: string) => boolean): string {
  const pairs = search
    .replace(/^\?/, '')
    .split('&')
    .filter((pair) => pair !== '' && keep(nameOf(pair)));
  return pairs.length > 0 ? `?${pairs.join('&')}` : '';
}
