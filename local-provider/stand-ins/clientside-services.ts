// Stand-in of the hosted provider's client-side services frame (js.stytch.com/clientside-services),
// which the hosted provider's pre-built UI loads in a hidden iframe for phone number parsing and
// examples. The page posts `{ method, args: [request] }` to the frame with a MessagePort and reads
// `{ success: true, payload }` or `{ success: false, error }` from it. The frame answers
// parsedPhoneNumber ({ phoneNumber, regionCode } → { isValid, number, national }) and
// getExamplePhoneNumber ({ regionCode } → { phoneNumber }) through the provider (POST
// /clientside-services/phone); any other method (One Tap runs in the page here) is an error.
// STAND_IN is replaced by the provider with { phoneUrl, allowedOrigins }.
export const CLIENTSIDE_SERVICES_SOURCE = String.raw`(function installStandIn(config) {
  'use strict';
  const METHODS = ['parsedPhoneNumber', 'getExamplePhoneNumber'];

  function originAllowed(origin) {
    return config.allowedOrigins.some((pattern) => {
      if (!pattern.endsWith(':*')) return pattern === origin;
      const prefix = pattern.slice(0, -2);
      return origin === prefix || (origin.startsWith(prefix + ':') && /^\d{1,5}$/.test(origin.slice(prefix.length + 1)));
    });
  }

  async function answer(method, request) {
    if (!METHODS.includes(method)) throw new Error('The local client-side services frame does not offer ' + method + '.');
    const response = await fetch(config.phoneUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ method: method, phone_number: request.phoneNumber, region_code: request.regionCode }),
    });
    const body = await response.json();
    if (!response.ok) throw new Error(body.error_message || 'The phone number could not be read.');
    return body.result;
  }

  window.addEventListener('message', (event) => {
    const port = event.ports && event.ports[0];
    const data = event.data;
    if (!port || !data || typeof data.method !== 'string' || !Array.isArray(data.args)) return;
    if (!originAllowed(event.origin)) {
      port.postMessage({ success: false, error: { message: 'This page\'s origin may not use the client-side services.' } });
      return;
    }
    const request = data.args[0] && typeof data.args[0] === 'object' ? data.args[0] : {};
    answer(data.method, request).then(
      (payload) => port.postMessage({ success: true, payload: payload }),
      (error) => port.postMessage({ success: false, error: { message: String((error && error.message) || error) } }),
    );
  });
})(STAND_IN);`;

/** The frame's page: nothing to see, one script. */
export const CLIENTSIDE_SERVICES_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Client-side services (local stand-in)</title>
<script src="/clientside-services/frame.js"></script></head><body></body></html>
`;
