// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseConfig, parseConfigJson } from '../../../src/config/parse.ts';
import { configIssueText } from '../../../src/screens/ConfigErrorScreen.tsx';

const google = { products: ['oauth'], oauthOptions: { providers: [{ type: 'google' }] } };

describe('parseConfig', () => {
  it('fills the defaults of a minimal OAuth config', () => {
    const { config } = parseConfig(google);
    expect(config).toBeDefined();
    expect(config!.products).toEqual(['oauth']);
    expect(config!.oauthOptions!.providers).toEqual([
      { type: 'google', one_tap: false, position: undefined, custom_scopes: [], provider_params: {} },
    ]);
    expect(config!.enableShadowDOM).toBe(true);
    expect(config!.sessionOptions.sessionDurationMinutes).toBe(30);
    expect(config!.theme.hideHeaderText).toBe(false);
  });

  it('defaults the OTP expiration to 5 minutes and keeps the method order', () => {
    const { config } = parseConfig({ products: ['otp'], otpOptions: { methods: ['whatsapp', 'sms', 'email'] } });
    expect(config!.otpOptions).toEqual({
      methods: ['whatsapp', 'sms', 'email'],
      expirationMinutes: 5,
      loginTemplateId: undefined,
      signupTemplateId: undefined,
    });
  });

  it('keeps every documented option', () => {
    const { config, issues } = parseConfig({
      products: ['emailMagicLinks', 'oauth'],
      emailMagicLinksOptions: {
        loginRedirectURL: 'https://app.example/login',
        signupRedirectURL: 'https://app.example/signup',
        loginExpirationMinutes: 30,
        signupExpirationMinutes: 60,
        createUserAsPending: true,
        domainHint: 'example.com',
        loginTemplateId: 'a',
        signupTemplateId: 'b',
      },
      oauthOptions: {
        providers: [{ type: 'github', custom_scopes: ['read:user'], provider_params: { login: 'x' }, one_tap: false }],
      },
      sessionOptions: { sessionDurationMinutes: 60 },
      enableShadowDOM: false,
      theme: {
        container: { width: 320 },
        colors: { primary: '#123456' },
        buttons: { primary: { borderRadius: '2px' } },
        logo: { logoImageUrl: 'https://x.example/l.png' },
      },
    });
    expect(issues).toBeUndefined();
    expect(config!.emailMagicLinksOptions!.domainHint).toBe('example.com');
    expect(config!.oauthOptions!.providers[0]!.provider_params).toEqual({ login: 'x' });
    expect(config!.theme.container.width).toBe('320px');
    expect(config!.theme.buttons.primary.borderRadius).toBe('2px');
    expect(config!.enableShadowDOM).toBe(false);
  });

  it.each([
    [undefined, 'products'],
    [[], ''],
    [{}, 'products'],
    [{ products: [] }, 'products'],
    [{ products: ['fax'] }, 'products[0]'],
    [{ products: ['oauth'] }, 'oauthOptions.providers'],
    [{ products: ['oauth'], oauthOptions: { providers: [] } }, 'oauthOptions.providers'],
    [{ products: ['oauth'], oauthOptions: { providers: [{ type: 'myspace' }] } }, 'oauthOptions.providers[0].type'],
    [{ products: ['oauth'], oauthOptions: { providers: [{}] } }, 'oauthOptions.providers[0].type'],
    [
      { ...google, oauthOptions: { ...google.oauthOptions, loginRedirectURL: 'javascript:alert(1)' } },
      'oauthOptions.loginRedirectURL',
    ],
    [
      { ...google, oauthOptions: { providers: [{ type: 'google', custom_scopes: 'email' }] } },
      'oauthOptions.providers[0].custom_scopes',
    ],
    [
      { ...google, oauthOptions: { providers: [{ type: 'google', provider_params: { prompt: 1 } }] } },
      'oauthOptions.providers[0].provider_params.prompt',
    ],
    [{ products: ['otp'], otpOptions: { methods: [] } }, 'otpOptions.methods'],
    [{ products: ['otp'], otpOptions: { methods: ['fax'] } }, 'otpOptions.methods[0]'],
    [{ products: ['otp'], otpOptions: { methods: ['sms'], expirationMinutes: 0 } }, 'otpOptions.expirationMinutes'],
    [{ ...google, enableShadowDOM: 'no' }, 'enableShadowDOM'],
    [{ ...google, theme: { colors: { primary: 'red; background: url(x)' } } }, 'theme.colors.primary'],
    [{ ...google, theme: { colors: { primary: 'url(https://tracker.example/c.png)' } } }, 'theme.colors.primary'],
    [{ ...google, theme: { colors: { error: 'rgb(1 2 3) url(https://tracker.example/)' } } }, 'theme.colors.error'],
    [
      { ...google, theme: { container: { backgroundColor: 'image-set("https://tracker.example/a.png" 1x)' } } },
      'theme.container.backgroundColor',
    ],
    [
      { ...google, theme: { buttons: { primary: { textColor: '\\75rl(https://tracker.example/)' } } } },
      'theme.buttons.primary.textColor',
    ],
    [{ ...google, theme: { container: { width: 'url(https://tracker.example/)' } } }, 'theme.container.width'],
    [{ ...google, theme: { fontFamily: '\\75 rl(x)' } }, 'theme.fontFamily'],
    [{ ...google, theme: { logo: { logoImageUrl: 'data:text/html,x' } } }, 'theme.logo.logoImageUrl'],
    [{ ...google, prodcuts: ['oauth'] }, 'prodcuts'],
  ])('reports %j at %s', (input, field) => {
    const { issues } = parseConfig(input);
    expect(issues?.map((issue) => issue.field)).toContain(field);
    // Each problem is worded, and names its field.
    expect(issues!.every((issue) => configIssueText(issue).length > 0)).toBe(true);
  });

  it('takes colours in every CSS colour notation', () => {
    const colors = {
      primary: '#0b6e4f',
      secondary: 'rebeccapurple',
      success: 'rgb(11 110 79 / 50%)',
      error: 'oklch(62.8% 0.25 29.23)',
    };
    const { config, issues } = parseConfig({
      ...google,
      theme: { colors, container: { backgroundColor: 'hsl(120deg 40% 30%)', borderColor: 'transparent' } },
    });
    expect(issues).toBeUndefined();
    expect(config!.theme.colors).toEqual(colors);
  });

  it('reports a config whose getters or proxy traps throw as an issue, never an exception', () => {
    const getter = {
      get products(): unknown {
        throw new Error('boom');
      },
    };
    const proxy = new Proxy(
      {},
      {
        ownKeys() {
          throw new TypeError('trap');
        },
      },
    );
    for (const input of [getter, proxy]) {
      const { config, issues } = parseConfig(input);
      expect(config).toBeUndefined();
      expect(issues?.map((issue) => [issue.field, configIssueText(issue)])).toEqual([
        ['config', expect.stringMatching(/^The config could not be read: /)],
      ]);
    }
  });

  it("keeps the page's languages as given (checked when one is chosen) and refuses languages that are no list", () => {
    const languages = [{ locale: 'sv', messages: { header: 'Registrera dig eller logga in' } }];
    expect(parseConfig({ ...google, languages }).config!.languages).toEqual(languages);
    const { issues } = parseConfig({ ...google, languages: { locale: 'sv', messages: {} } });
    expect(issues!.map((issue) => [issue.field, configIssueText(issue)])).toEqual([
      ['languages', 'languages must be a list.'],
    ]);
  });

  it('reports every problem at once', () => {
    const { issues } = parseConfig({
      products: ['oauth', 'otp'],
      oauthOptions: { providers: [{ type: 'x' }] },
      otpOptions: { methods: ['fax'] },
    });
    expect(issues!.map((issue) => issue.field)).toEqual(['oauthOptions.providers[0].type', 'otpOptions.methods[0]']);
  });
});

describe('parseConfigJson', () => {
  it('parses attribute JSON', () => {
    expect(parseConfigJson(JSON.stringify(google)).config?.products).toEqual(['oauth']);
  });

  it('turns a syntax error into an issue on the config field', () => {
    const { issues } = parseConfigJson('{"products": [oauth]}');
    expect(issues).toHaveLength(1);
    expect(issues![0]!.field).toBe('config');
    expect(configIssueText(issues![0]!)).toMatch(/^The config attribute is not valid JSON: /);
  });

  it('asks for a config when the attribute is missing', () => {
    expect(parseConfigJson(null).issues![0]!.field).toBe('products');
  });

  it('refuses the same OAuth provider listed twice, naming the second entry', () => {
    const { issues } = parseConfig({
      products: ['oauth'],
      oauthOptions: { providers: [{ type: 'google' }, { type: 'github' }, { type: 'google', custom_scopes: ['x'] }] },
    });
    expect(issues?.map((issue) => [issue.field, configIssueText(issue)])).toEqual([
      [
        'oauthOptions.providers[2].type',
        'oauthOptions.providers lists google more than once; list each provider once.',
      ],
    ]);
  });
});
