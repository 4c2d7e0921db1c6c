// Serves a stand-in's browser code (a string ending in `})(STAND_IN);`) with its settings put in.

/** The script with its settings put in; `<` is escaped so no value can end the script. */
export function standInScript(source: string, config: Record<string, unknown>): Response {
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  return new Response(source.replace('})(STAND_IN);', `})(${json});`), {
    headers: {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': 'no-store',
      'Cross-Origin-Resource-Policy': 'cross-origin',
    },
  });
}
