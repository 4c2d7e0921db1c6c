import { afterEach, describe, expect, it, vi } from 'vitest';
import { BOOTSTRAP_DEFAULTS, readBootstrap } from '../../../src/provider/bootstrap.ts';
import { createClient } from '../../../src/provider/client.ts';
import { json, recordingFetch } from '../support/fake-fetch.ts';

const TOKEN = 'public-token-test-court-login-local';

const wire = () => ({
  request_id: 'request-id-test-1',
  status_code: 200,
  project_name: 'Court Login (local)',
  disable_sdk_watermark: false,
  cname_domain: null,
  email_domains: ['court-login.local'],
  captcha_settings: { enabled: true, siteKey: 'site-key-1' },
  pkce_required_for_email_magic_links: true,
  pkce_required_for_password_resets: false,
  pkce_required_for_oauth: true,
  pkce_required_for_sso: false,
  slug_pattern: null,
  create_organization_enabled: false,
  password_config: { luds_complexity: 3, luds_minimum_count: 8 },
  dfp_protected_auth_enabled: true,
  dfp_protected_auth_mode: 'DECISIONING',
  rbac_policy: { roles: [], resources: [], scopes: [] },
  vertical: 'CONSUMER',
});

describe('bootstrap (docs/provider-api.md#bootstrap)', () => {
  it('GETs the project by public token and maps snake_case to camelCase', async () => {
    const { fetch, requests } = recordingFetch(() => json({ data: wire() }));
    const client = createClient({ publicToken: TOKEN, baseUrl: 'http://localhost:8788', fetch });
    const result = await client.bootstrap();
    expect(requests[0]?.url).toBe(`http://localhost:8788/sdk/v1/projects/bootstrap/${TOKEN}`);
    expect(requests[0]?.method).toBe('GET');
    expect(result).toEqual({
      ok: true,
      value: {
        projectName: 'Court Login (local)',
        disableSdkWatermark: false,
        cnameDomain: null,
        emailDomains: ['court-login.local'],
        captchaSettings: { enabled: true, siteKey: 'site-key-1' },
        pkceRequiredForEmailMagicLinks: true,
        pkceRequiredForPasswordResets: false,
        pkceRequiredForOauth: true,
        pkceRequiredForSso: false,
        slugPattern: null,
        createOrganizationEnabled: false,
        passwordConfig: { ludsComplexity: 3, ludsMinimumCount: 8 },
        dfpProtectedAuthEnabled: true,
        dfpProtectedAuthMode: 'DECISIONING',
        rbacPolicy: { roles: [], resources: [], scopes: [] },
        siweRequiredForCryptoWallets: false,
      },
    });
  });

  it('accepts a minimal consumer answer, filling the optional B2B and DFP fields', () => {
    const {
      pkce_required_for_sso,
      slug_pattern,
      create_organization_enabled,
      dfp_protected_auth_enabled,
      dfp_protected_auth_mode,
      rbac_policy,
      project_name,
      ...minimal
    } = wire();
    const result = readBootstrap({ ...minimal, captcha_settings: { enabled: false }, password_config: null });
    expect(result).toMatchObject({
      ok: true,
      value: {
        projectName: null,
        captchaSettings: { enabled: false },
        passwordConfig: null,
        pkceRequiredForSso: false,
        dfpProtectedAuthEnabled: false,
        dfpProtectedAuthMode: undefined,
        rbacPolicy: null,
      },
    });
  });

  it.each([
    ['password_config', (data: Record<string, unknown>) => delete data.password_config],
    ['password_config', (data: Record<string, unknown>) => (data.password_config = { luds_complexity: '3' })],
    ['email_domains', (data: Record<string, unknown>) => (data.email_domains = 'court-login.local')],
    ['captcha_settings', (data: Record<string, unknown>) => delete data.captcha_settings],
    ['captcha_settings.siteKey', (data: Record<string, unknown>) => (data.captcha_settings = { enabled: true })],
    ['disable_sdk_watermark', (data: Record<string, unknown>) => (data.disable_sdk_watermark = 'no')],
    ['pkce_required_for_oauth', (data: Record<string, unknown>) => delete data.pkce_required_for_oauth],
    ['dfp_protected_auth_mode', (data: Record<string, unknown>) => (data.dfp_protected_auth_mode = 'SOMETIMES')],
  ])('rejects a malformed %s as an invalid answer', async (field, spoil) => {
    const data: Record<string, unknown> = wire();
    spoil(data);
    const { fetch } = recordingFetch(() => json({ data }));
    const result = await createClient({ publicToken: TOKEN, baseUrl: 'http://localhost:8788', fetch }).bootstrap();
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error.kind).toBe('invalid_response');
    expect(!result.ok && result.error.message).toContain(field);
  });

  it.each(['login.court.example', 'auth.court-login.example:8443', 'localhost'])('keeps the CNAME host %j', (host) => {
    const result = readBootstrap({ ...wire(), cname_domain: host });
    expect(result.ok && result.value.cnameDomain).toBe(host);
  });

  describe('a cname_domain that is not a host name', () => {
    afterEach(() => vi.restoreAllMocks());

    it.each([
      'https://login.court.example',
      'login.court.example/path',
      'evil.example?x=.court.example',
      'user@login.court.example',
      'login.court.example:99999',
      '-bad-.example',
      'two words.example',
      '',
      42,
    ])('is dropped with a warning: %j', (value) => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const result = readBootstrap({ ...wire(), cname_domain: value });
      expect(result.ok && result.value.cnameDomain).toBeNull();
      expect(warn).toHaveBeenCalledOnce();
      expect(String(warn.mock.calls[0]?.[0])).toMatch(/cname_domain.*not a host name/);
    });
  });

  it('has the specified defaults: no watermark, captcha off, one email domain, PKCE off, no password config or RBAC', () => {
    expect(BOOTSTRAP_DEFAULTS).toEqual({
      projectName: null,
      disableSdkWatermark: true,
      cnameDomain: null,
      emailDomains: ['stytch.com'],
      captchaSettings: { enabled: false },
      pkceRequiredForEmailMagicLinks: false,
      pkceRequiredForPasswordResets: false,
      pkceRequiredForOauth: false,
      pkceRequiredForSso: false,
      slugPattern: null,
      createOrganizationEnabled: false,
      passwordConfig: null,
      dfpProtectedAuthEnabled: false,
      dfpProtectedAuthMode: undefined,
      rbacPolicy: null,
      siweRequiredForCryptoWallets: false,
    });
    expect(Object.isFrozen(BOOTSTRAP_DEFAULTS)).toBe(true);
  });
});
