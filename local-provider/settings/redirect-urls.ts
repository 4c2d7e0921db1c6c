// Where the provider may send a browser back to: the project's exact redirect URLs (as the hosted
// provider's dashboard lists them), never "any port of localhost".

/** The settings that name redirect URLs (a part of ProviderSettings, named here so that settings.ts can import this module). */
interface RedirectSettings {
  redirect_urls: Record<string, string>;
  allowed_redirect_urls: string[];
}

/**
 * `url` without its query as `origin + path`, or null when it is no absolute http(s) URL or carries a
 * user name, password or fragment.
 */
export function redirectTarget(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
  if (parsed.username || parsed.password || parsed.hash) return null;
  return `${parsed.origin}${parsed.pathname}`;
}

/** The exact URLs (origin and path; any query may follow) the provider redirects to. */
export function allowedRedirectTargets(settings: RedirectSettings): Set<string> {
  const urls = [...Object.values(settings.redirect_urls), ...settings.allowed_redirect_urls];
  return new Set(urls.map(redirectTarget).filter((target): target is string => target !== null));
}

/** True when `url` is one of the project's redirect URLs, with any query string. */
export function isAllowedRedirect(settings: RedirectSettings, url: string): boolean {
  const target = redirectTarget(url);
  return target !== null && allowedRedirectTargets(settings).has(target);
}
