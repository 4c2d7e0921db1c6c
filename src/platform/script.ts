// Loads a third-party classic script once per URL (Google's identity script, the captcha script).
// A script that fails to load is forgotten, so a later attempt tries again.
const loading = new Map<string, Promise<void>>();

export function loadScript(url: string, timeoutMs = 15_000): Promise<void> {
  const known = loading.get(url);
  if (known) return known;
  const load = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    const timer = setTimeout(() => fail(`${url} did not answer within ${Math.round(timeoutMs / 1000)} s`), timeoutMs);
    function fail(reason: string) {
      clearTimeout(timer);
      script.remove();
      loading.delete(url);
      reject(new Error(reason));
    }
    script.src = url;
    script.async = true;
    script.addEventListener('load', () => {
      clearTimeout(timer);
      resolve();
    });
    script.addEventListener('error', () => fail(`the script ${url} could not be loaded`));
    document.head.append(script);
  });
  loading.set(url, load);
  return load;
}
