// Resource indicators (RFC 8707): the resource servers (e.g. the worker's MCP endpoint) a token is for.
// They become the access token's audience, so they must be absolute URIs without a fragment.

/** Resources one request may name: the consent page accepts as many, so both refuse the same requests. */
export const MAX_RESOURCES = 8;

/** What is wrong with `resource` as a resource indicator, or null. */
export function resourceProblem(resource: string): string | null {
  let url: URL;
  try {
    url = new URL(resource);
  } catch {
    return `The resource ${JSON.stringify(resource.slice(0, 200))} is not an absolute URI.`;
  }
  if (url.hash !== '' || resource.includes('#')) return 'A resource must not carry a fragment.';
  return null;
}
