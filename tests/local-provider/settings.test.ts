// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadSettingsFile, resolveSettings, SettingsError } from '../../local-provider/settings/settings.ts';

function settingsFile(text: string): string {
  const file = join(mkdtempSync(join(tmpdir(), 'provider-settings-')), 'settings.json');
  writeFileSync(file, text);
  return file;
}

describe('provider settings', () => {
  it('has the fixed local project values by default', () => {
    const settings = resolveSettings();
    expect(settings).toMatchObject({
      public_token: 'public-token-test-court-login-local',
      project_id: 'project-test-court-login-local',
      secret: 'secret-test-court-login-local',
    });
    expect(settings.test_users.map((user) => user.email)).toEqual(['ace@court-login.local', 'rally@court-login.local']);
  });

  it('merges a file over the defaults, object by object', () => {
    const file = settingsFile(
      JSON.stringify({ bootstrap: { pkce_required_for_oauth: true }, otp: { expiration_minutes: 10 } }),
    );
    const settings = loadSettingsFile(file);
    expect(settings.bootstrap.pkce_required_for_oauth).toBe(true);
    expect(settings.bootstrap.email_domains).toEqual(['court-login.local']);
    expect(settings.otp.expiration_minutes).toBe(10);
  });

  const broken: Array<[string, string, RegExp]> = [
    ['malformed JSON', '{"otp": ', /is not valid JSON/],
    ['an unknown key', '{"otp": {"expiry": 3}}', /unknown setting "otp.expiry"/],
    [
      'a wrong type',
      '{"bootstrap": {"email_domains": "court-login.local"}}',
      /"bootstrap.email_domains" must be a list, not a string/,
    ],
    ['a wrong list item', '{"allowed_origins": [5]}', /"allowed_origins\[0\]" must be a string/],
    [
      'an unknown policy',
      '{"passwords": {"strength_policy": "strong"}}',
      /"passwords.strength_policy" must be "zxcvbn" or "luds"/,
    ],
    ['a test user without email', '{"test_users": [{"first_name": "A"}]}', /"test_users\[0\].email" is required/],
    ['not an object', '[]', /"settings" must be an object, not a list/],
    [
      'a cname with a scheme',
      '{"bootstrap": {"cname_domain": "https://login.example.com"}}',
      /"bootstrap.cname_domain" must be null or a host name/,
    ],
    [
      'captcha on without a site key',
      '{"bootstrap": {"captcha_settings": {"enabled": true}}}',
      /"bootstrap.captcha_settings" must be \{"enabled": false\} or/,
    ],
    [
      'captcha with a snake_case key',
      '{"bootstrap": {"captcha_settings": {"enabled": true, "site_key": "k"}}}',
      /"bootstrap.captcha_settings" must be/,
    ],
    [
      'a watermark flag that is not a boolean',
      '{"bootstrap": {"disable_sdk_watermark": "no"}}',
      /"bootstrap.disable_sdk_watermark" must be a boolean, not a string/,
    ],
    [
      'an unknown DFP mode',
      '{"bootstrap": {"dfp_protected_auth_mode": "BLOCK"}}',
      /"bootstrap.dfp_protected_auth_mode" must be null, "OBSERVATION" or "DECISIONING"/,
    ],
    [
      'an RBAC policy without roles',
      '{"bootstrap": {"rbac_policy": {"resources": []}}}',
      /"bootstrap.rbac_policy.roles" must be a list/,
    ],
    [
      'an RBAC permission without actions',
      '{"bootstrap": {"rbac_policy": {"roles": [{"role_id": "r", "description": "", "permissions": [{"resource_id": "x"}]}], "resources": []}}}',
      /"bootstrap.rbac_policy.roles\[0\].permissions\[0\].actions" must be a list of strings/,
    ],
    [
      'an unknown RBAC key',
      '{"bootstrap": {"rbac_policy": {"roles": [], "resources": [], "groups": []}}}',
      /unknown setting "bootstrap.rbac_policy.groups"/,
    ],
    [
      'a consent page URL that is not a URL',
      '{"connected_apps": {"authorization_url": "/oauth/authorize"}}',
      /"connected_apps.authorization_url" must be an absolute http\(s\) URL/,
    ],
    [
      'a consent page URL with a query',
      '{"connected_apps": {"authorization_url": "http://localhost:5173/oauth/authorize?x=1"}}',
      /"connected_apps.authorization_url" must be .* without query/,
    ],
    [
      'an access token lifetime of zero',
      '{"connected_apps": {"access_token_lifetime_minutes": 0}}',
      /"connected_apps.access_token_lifetime_minutes" must be a whole number of minutes from 1 to 1440/,
    ],
    [
      'a resource that is not a URL',
      '{"connected_apps": {"resources": ["mcp"]}}',
      /"connected_apps.resources\[0\]" must be an absolute http\(s\) URL/,
    ],
    [
      'a resource not written as it is compared',
      '{"connected_apps": {"resources": ["HTTP://localhost:8787/mcp"]}}',
      /"connected_apps.resources\[0\]" must be .* written as it is compared/,
    ],
    [
      'an unknown Connected Apps setting',
      '{"connected_apps": {"issuer": "x"}}',
      /unknown setting "connected_apps.issuer"/,
    ],
  ];
  for (const [problem, text, message] of broken) {
    it(`names the problem for ${problem}`, () => {
      const file = settingsFile(text);
      expect(() => loadSettingsFile(file)).toThrow(SettingsError);
      expect(() => loadSettingsFile(file)).toThrow(message);
      expect(() => loadSettingsFile(file)).toThrow(file);
    });
  }

  it('takes the bootstrap settings whole, and keeps the defaults when they are absent', () => {
    const file = settingsFile(
      JSON.stringify({
        bootstrap: { captcha_settings: { enabled: true, siteKey: 'k' }, rbac_policy: { roles: [], resources: [] } },
      }),
    );
    const settings = loadSettingsFile(file);
    expect(settings.bootstrap.captcha_settings).toEqual({ enabled: true, siteKey: 'k' });
    expect(settings.bootstrap.rbac_policy).toEqual({ roles: [], resources: [] });
    expect(resolveSettings().bootstrap).toMatchObject({
      disable_sdk_watermark: true,
      cname_domain: null,
      captcha_settings: { enabled: false },
      dfp_protected_auth_enabled: false,
      dfp_protected_auth_mode: null,
    });
    // A consumer policy that defines the role every user carries (stytch_user), as the hosted provider serves.
    expect(resolveSettings().bootstrap.rbac_policy?.roles.map((role) => role.role_id)).toEqual(['stytch_user']);
  });

  it('reports a missing file', () => {
    expect(() => loadSettingsFile('/nonexistent/settings.json')).toThrow(
      /Cannot read settings file \/nonexistent\/settings.json/,
    );
  });
});
