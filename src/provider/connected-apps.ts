// The signed-in user's connected apps (provider-api.md "Connected Apps"): the OAuth clients, such as an
// assistant, that the user allowed to act for them, and revoking one. A chunk of its own: only a page that
// manages its connected apps calls these.
import { isNonEmptyString, isRecord, isString, type JsonRecord } from '../lib/guards.ts';
import type { Http, Reader } from './http.ts';
import { readAny } from './read.ts';
import type { ConnectedApp, CourtClient } from './types.ts';

/** At most this many apps are read from one answer; the rest show once earlier ones are revoked. */
export const MAX_CONNECTED_APPS = 100;
/** At most this many scopes are kept per app. */
export const MAX_SCOPES = 50;
const MAX_ID_LENGTH = 200;
const MAX_NAME_LENGTH = 200;
const MAX_DESCRIPTION_LENGTH = 1000;
const MAX_SCOPES_TEXT_LENGTH = 4000;
const MAX_URL_LENGTH = 2000;

/** Names and descriptions come from the app's own registration: long ones are cut, not refused. */
const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

function readScopes(value: unknown): string[] | undefined {
  if (!isString(value) || value.length > MAX_SCOPES_TEXT_LENGTH) return undefined;
  const distinct = new Set(value.split(/\s+/).filter((scope) => scope !== ''));
  return [...distinct].slice(0, MAX_SCOPES);
}

function readLogoUrl(value: unknown): string | undefined {
  if (!isString(value) || value.length > MAX_URL_LENGTH || !/^https?:\/\//i.test(value)) return undefined;
  try {
    new URL(value);
    return value;
  } catch {
    return undefined;
  }
}

type Entry = { ok: true; value: ConnectedApp } | { ok: false; field: string };

function readEntry(value: unknown, index: number): Entry {
  const at = (field: string) => ({ ok: false as const, field: `connected_apps[${index}].${field}` });
  if (!isRecord(value)) return { ok: false, field: `connected_apps[${index}]` };
  const item: JsonRecord = value;
  if (!isNonEmptyString(item.connected_app_id) || item.connected_app_id.length > MAX_ID_LENGTH)
    return at('connected_app_id');
  if (!isString(item.name)) return at('name');
  const description = item.description ?? '';
  if (!isString(description)) return at('description');
  if (item.client_type !== 'public' && item.client_type !== 'confidential') return at('client_type');
  const scopes = readScopes(item.scopes_granted);
  if (!scopes) return at('scopes_granted');
  if (!isString(item.granted_at) || Number.isNaN(Date.parse(item.granted_at))) return at('granted_at');
  const app: ConnectedApp = {
    connected_app_id: item.connected_app_id,
    name: clip(item.name.trim(), MAX_NAME_LENGTH),
    description: clip(description.trim(), MAX_DESCRIPTION_LENGTH),
    client_type: item.client_type,
    scopes_granted: scopes,
    granted_at: item.granted_at,
  };
  const logoUrl = readLogoUrl(item.logo_url);
  if (logoUrl) app.logo_url = logoUrl;
  return { ok: true, value: app };
}

export const readConnectedApps: Reader<ConnectedApp[]> = (data) => {
  if (!Array.isArray(data.connected_apps)) return { ok: false, field: 'connected_apps' };
  const apps: ConnectedApp[] = [];
  for (const [index, value] of data.connected_apps.slice(0, MAX_CONNECTED_APPS).entries()) {
    const entry = readEntry(value, index);
    if (!entry.ok) return entry;
    apps.push(entry.value);
  }
  return { ok: true, value: apps };
};

type ConnectedAppCalls = Pick<CourtClient['users'], 'connectedApps' | 'revokeConnectedApp'>;

export const connectedApps = (http: Http): ConnectedAppCalls => ({
  connectedApps: () => http.sdk('GET', '/users/connected_apps', undefined, readConnectedApps),
  revokeConnectedApp: (connectedAppId) =>
    http.sdk(
      'POST',
      `/users/connected_apps/${encodeURIComponent(connectedAppId)}/revoke`,
      undefined,
      readAny<Record<string, never>>(),
    ),
});
