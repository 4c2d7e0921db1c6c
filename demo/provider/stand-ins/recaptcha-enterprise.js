// Stand-in of reCAPTCHA Enterprise's script (https://www.google.com/recaptcha/enterprise.js), served
// by the local provider at /recaptcha/enterprise.js?render=<site key>. It offers what the widget
// uses: grecaptcha.enterprise.ready and execute(siteKey, { action }). Tokens are issued by the
// provider (POST /recaptcha/token) and accepted by its captcha mode for two minutes.
// STAND_IN is put in by the provider: { siteKey, tokenUrl }.
(function installStandIn(config) {
  'use strict';
  const grecaptcha = (window.grecaptcha = window.grecaptcha || {});
  if (grecaptcha.enterprise && grecaptcha.enterprise.__standIn) return;
  grecaptcha.enterprise = {
    __standIn: true,
    ready(callback) {
      setTimeout(callback, 0);
    },
    async execute(siteKey, options) {
      if (siteKey !== config.siteKey) throw new Error('Invalid site key or not loaded in api.js: ' + siteKey);
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
