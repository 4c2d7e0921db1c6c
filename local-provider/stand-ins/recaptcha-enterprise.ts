// Stand-in of reCAPTCHA Enterprise's script (https://www.google.com/recaptcha/enterprise.js), served
// by the local provider at /recaptcha/enterprise.js?render=<site key>. It offers what the widget
// uses: grecaptcha.enterprise.ready and execute(siteKey, { action }). Tokens are issued by the
// provider (POST /recaptcha/token) and accepted by its captcha mode for two minutes.
// `&captcha=invalid` makes execute answer a token the provider refuses (captcha_failed), for tests.
// STAND_IN is put in by the provider: { siteKey, tokenUrl, outcome }.
// The browser code is a string (served as is, STAND_IN replaced by its settings), so that it is the
// same wherever the provider runs: under tsx, in tests, or bundled into court-login/testing.
export const RECAPTCHA_ENTERPRISE_SOURCE = String.raw`(function installStandIn(config) {
  'use strict';
  const grecaptcha = (window.grecaptcha = window.grecaptcha || {});
  grecaptcha.enterprise = {
    __standIn: true,
    ready(callback) {
      setTimeout(callback, 0);
    },
    async execute(siteKey, options) {
      if (siteKey !== config.siteKey) throw new Error('Invalid site key or not loaded in api.js: ' + siteKey);
      if (config.outcome === 'invalid') return 'stand-in-invalid-captcha-token';
      const response = await fetch(config.tokenUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ site_key: siteKey, action: (options && options.action) || '' }),
      });
      const body = await response.json();
      if (!response.ok) throw new Error(body.error_message || 'No captcha token was issued.');
      return body.token;
    },
  };
})(STAND_IN);
`;
