// Resource indicators (RFC 8707): the resource servers (e.g. the worker's MCP endpoint) a token is for.
// They become the access token's audience, so a client may name only the ones the project lists
// (`connected_apps.resources`, exact match): a token is never minted for a server the project does not run.
import type { ProviderSettings } from '../settings/settings.ts';

/** Resources one request may name: the consent page accepts as many, so both refuse the same requests. */
export const MAX_RESOURCES = 8;

/** What is wrong with `resource` as a resource indicator, or null. */
export function resourceProblem(settings: ProviderSettings, resource: string): string | null {
  if (settings.connected_apps.resources.includes(resource)) return null;
  return `The resource ${JSON.stringify(resource.slice(0, 200))} is not a resource server of this project.`;
}
