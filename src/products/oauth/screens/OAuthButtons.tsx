// Mirrored without React by src/paint/first-screen.ts; tests/browser/first-paint.test.ts compares them.
import type { OAuthProviderConfig } from '../../../config/types.ts';
import { OAUTH_PROVIDER_TITLES } from '../../../i18n/brand-names.ts';
import firstScreen from '../../../i18n/compiled/en/firstScreen.ts';
import { useText } from '../../../i18n/text.ts';
import type { OAuthProviderType } from '../../../types/index.ts';
import { BrandMark } from '../../../ui/BrandMark.tsx';
import { Button } from '../../../ui/Button.tsx';
import type { Mark } from '../../../ui/marks/mark.ts';
import { oauthButtonPart } from '../../../ui/parts.ts';

interface OAuthButtonsProps {
  providers: OAuthProviderConfig[];
  /** The providers' marks known so far (the others arrive with the lazy code). */
  marks: Partial<Record<OAuthProviderType, Mark>>;
  disabled: boolean;
  /** The provider the visitor last signed in with here, badged. */
  lastUsed?: OAuthProviderType;
  onStart: (provider: OAuthProviderConfig) => void;
}

export function OAuthButtons({ providers, marks, disabled, lastUsed, onStart }: OAuthButtonsProps) {
  const text = useText(firstScreen);
  return (
    <>
      {providers.map((provider) => (
        <Button
          key={provider.type}
          part={oauthButtonPart(provider.type)}
          disabled={disabled}
          icon={<BrandMark mark={marks[provider.type]} />}
          lastUsed={provider.type === lastUsed}
          onClick={() => onStart(provider)}
        >
          {text.continueWithProvider({ name: OAUTH_PROVIDER_TITLES[provider.type] })}
        </Button>
      ))}
    </>
  );
}
