import type { OAuthProviderConfig } from '../../config/types.ts';
import { OAUTH_PROVIDER_TITLES, text } from '../../i18n/en.ts';
import { Button } from '../../ui/Button.tsx';
import { PART } from '../../ui/parts.ts';

interface OAuthButtonsProps {
  providers: OAuthProviderConfig[];
  disabled: boolean;
  onStart: (provider: OAuthProviderConfig) => void;
}

export function OAuthButtons({ providers, disabled, onStart }: OAuthButtonsProps) {
  return (
    <>
      {providers.map((provider) => (
        <Button
          key={provider.type}
          part={`${PART.oauthButton} oauth-button-${provider.type}`}
          disabled={disabled}
          onClick={() => onStart(provider)}
        >
          {text.continueWithProvider(OAUTH_PROVIDER_TITLES[provider.type])}
        </Button>
      ))}
    </>
  );
}
