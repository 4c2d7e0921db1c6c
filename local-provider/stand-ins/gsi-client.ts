// Stand-in of Google's identity script (https://accounts.google.com/gsi/client), served by the local
// provider at /gsi/client. It offers the `google.accounts.id` calls the widget uses: initialize,
// prompt (with its moment notifications), renderButton and cancel. Its account chooser lists the
// seeded test accounts and "Use another account"; the chosen account's id_token is minted by the
// provider (POST /gsi/credential), signed as the provider's One Tap submit accepts; like Google's, it
// sets a fresh `g_csrf_token` cookie with each credential.
// The script's own query string drives outcomes for tests: ?one_tap=dismissed | skipped |
// not_displayed | user_cancel | error:origin_not_allowed_for_client | error:invalid_client.
// STAND_IN is replaced by the provider with its settings: { clientId, accounts, allowedOrigins, credentialUrl, outcome }.
// The browser code is a string (served as is, STAND_IN replaced by its settings), so that it is the
// same wherever the provider runs: under tsx, in tests, or bundled into court-login/testing.
export const GSI_CLIENT_SOURCE = String.raw`(function installStandIn(config) {
  'use strict';
  const google = (window.google = window.google || {});
  google.accounts = google.accounts || {};
  // Each load installs its own settings (a test may load it with another switch).

  let settings = null;
  let shown = null;

  function moment(type, reason) {
    return {
      getMomentType: () => type,
      isDisplayMoment: () => type === 'display',
      isDisplayed: () => type === 'display' && !reason,
      isNotDisplayed: () => type === 'display' && Boolean(reason),
      getNotDisplayedReason: () => (type === 'display' ? reason : undefined),
      isSkippedMoment: () => type === 'skipped',
      getSkippedReason: () => (type === 'skipped' ? reason : undefined),
      isDismissedMoment: () => type === 'dismissed',
      getDismissedReason: () => (type === 'dismissed' ? reason : undefined),
    };
  }

  function originAllowed(origin) {
    return config.allowedOrigins.some((pattern) => {
      if (!pattern.endsWith(':*')) return pattern === origin;
      const prefix = pattern.slice(0, -2);
      return origin === prefix || (origin.startsWith(prefix + ':') && /^\d{1,5}$/.test(origin.slice(prefix.length + 1)));
    });
  }

  /** Why Google would not show the prompt, as getNotDisplayedReason() says it; null when it would. */
  function notDisplayedReason() {
    if (config.outcome === 'error:origin_not_allowed_for_client') return 'unregistered_origin';
    if (config.outcome === 'error:invalid_client') return 'invalid_client';
    if (config.outcome === 'not_displayed') return 'suppressed_by_user';
    if (!settings || !settings.client_id) return 'missing_client_id';
    if (settings.client_id !== config.clientId) return 'invalid_client';
    if (!originAllowed(window.location.origin)) return 'unregistered_origin';
    return null;
  }

  function el(tag, styles, text) {
    const node = document.createElement(tag);
    Object.assign(node.style, styles || {});
    if (text !== undefined) node.textContent = text;
    return node;
  }

  function close() {
    if (shown) shown.node.remove();
    const was = shown;
    shown = null;
    return was;
  }

  async function choose(email, name, listener) {
    const status = shown && shown.status;
    if (status) status.textContent = 'Signing in…';
    let credential;
    try {
      const response = await fetch(config.credentialUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ client_id: settings.client_id, email: email, name: name }),
      });
      const body = await response.json();
      if (!response.ok) throw new Error(body.error_message || 'The account could not be used.');
      credential = body.credential;
    } catch (error) {
      if (status) status.textContent = String(error.message || error);
      return;
    }
    close();
    // As Google does: a fresh double-submit token in the g_csrf_token cookie, which the page sends back.
    const csrf = Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
    document.cookie = 'g_csrf_token=' + csrf + '; path=/; SameSite=Lax';
    settings.callback({ credential: credential, select_by: 'user', clientId: settings.client_id });
    if (listener) listener(moment('dismissed', 'credential_returned'));
  }

  function chooser(parent, listener) {
    const floating = !parent;
    const box = el('div', {
      boxSizing: 'border-box', fontFamily: 'Roboto, Arial, sans-serif', fontSize: '14px', color: '#202124',
      background: '#fff', border: '1px solid #dadce0', borderRadius: '8px', padding: '12px 16px', width: floating ? '340px' : '100%',
      position: floating ? 'fixed' : 'static', top: '16px', right: '16px', zIndex: '2147483647',
      boxShadow: floating ? '0 2px 10px rgba(0,0,0,.2)' : 'none',
    });
    box.setAttribute('role', 'dialog');
    box.setAttribute('aria-label', 'Sign in with Google (stand-in)');
    box.dataset.gsiStandIn = floating ? 'floating' : 'embedded';
    const head = el('div', { display: 'flex', justifyContent: 'space-between', alignItems: 'center', marginBottom: '8px' });
    head.append(el('strong', {}, 'Sign in to ' + window.location.hostname + ' with Google'));
    const closeButton = el('button', { border: 'none', background: 'none', fontSize: '18px', cursor: 'pointer', color: '#5f6368' }, '×');
    closeButton.type = 'button';
    closeButton.setAttribute('aria-label', 'Close');
    closeButton.addEventListener('click', () => {
      close();
      if (listener) listener(moment('skipped', 'user_cancel'));
    });
    head.append(closeButton);
    box.append(head);
    const list = el('div', { display: 'grid', gap: '6px' });
    for (const account of config.accounts) {
      const button = el('button', {
        textAlign: 'left', padding: '8px', border: '1px solid #dadce0', borderRadius: '4px', background: '#fff', cursor: 'pointer', color: '#202124',
      });
      button.type = 'button';
      button.append(el('div', { fontWeight: '600' }, 'Continue as ' + account.name), el('div', { color: '#5f6368' }, account.email));
      button.addEventListener('click', () => choose(account.email, account.name, listener));
      list.append(button);
    }
    const other = el('button', { textAlign: 'left', padding: '8px', border: 'none', background: 'none', color: '#1a73e8', cursor: 'pointer' }, 'Use another account');
    other.type = 'button';
    other.addEventListener('click', () => {
      const form = el('form', { display: 'flex', gap: '6px', marginTop: '6px' });
      const label = el('label', { position: 'absolute', left: '-10000px' }, 'Email');
      const input = el('input', { flex: '1', padding: '6px', border: '1px solid #dadce0', borderRadius: '4px' });
      input.type = 'email';
      input.required = true;
      input.id = 'gsi-stand-in-email';
      label.htmlFor = input.id;
      const go = el('button', { padding: '6px 10px', cursor: 'pointer' }, 'Continue');
      go.type = 'submit';
      form.append(label, input, go);
      form.addEventListener('submit', (event) => {
        event.preventDefault();
        choose(input.value.trim(), '', listener);
      });
      other.replaceWith(form);
      input.focus();
    });
    list.append(other);
    box.append(list);
    const status = el('div', { color: '#5f6368', minHeight: '1em', marginTop: '6px' });
    status.setAttribute('role', 'status');
    box.append(status);
    (parent || document.body).append(box);
    return { node: box, status: status, listener: listener };
  }

  function prompt(listener) {
    if (!settings) throw new Error('google.accounts.id.initialize must be called before prompt.');
    close();
    const reason = notDisplayedReason();
    const notify = (type, why) => setTimeout(() => listener && listener(moment(type, why)), 0);
    if (reason) return notify('display', reason);
    if (config.outcome === 'skipped') return notify('skipped', 'auto_cancel');
    if (config.outcome === 'dismissed') {
      notify('display');
      return notify('dismissed', 'flow_restarted');
    }
    if (config.outcome === 'user_cancel') {
      notify('display');
      return notify('skipped', 'user_cancel');
    }
    const parent = settings.prompt_parent_id ? document.getElementById(settings.prompt_parent_id) : null;
    if (settings.prompt_parent_id && !parent) return notify('display', 'unknown_reason');
    shown = chooser(parent, listener);
    notify('display');
  }

  google.accounts.id = {
    __standIn: true,
    initialize(options) {
      if (!options || typeof options.callback !== 'function') throw new Error('initialize needs a callback.');
      settings = Object.assign({}, options);
    },
    prompt: prompt,
    renderButton(parent, options) {
      if (!parent) throw new Error('renderButton needs a parent element.');
      const button = el('button', {
        padding: '8px 12px', border: '1px solid #dadce0', borderRadius: '4px', background: '#fff', cursor: 'pointer',
        width: options && options.width ? options.width + 'px' : 'auto',
      }, (options && options.text === 'signup_with' ? 'Sign up' : 'Sign in') + ' with Google');
      button.type = 'button';
      button.addEventListener('click', () => {
        if (!notDisplayedReason()) shown = shown || chooser(parent, null);
      });
      parent.replaceChildren(button);
    },
    cancel() {
      const was = close();
      if (was && was.listener) was.listener(moment('dismissed', 'cancel_called'));
    },
    disableAutoSelect() {},
  };
})(STAND_IN);
`;
