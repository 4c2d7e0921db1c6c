// What OAuth adds to the main screen: its provider buttons, in the entry so the first screen never
// waits (src/products/parts.ts places it, with Google One Tap before it when configured).
import { OAuthButtons } from './screens/OAuthButtons.tsx';
import { badgedProvider, lastUsedFirst } from '../../session/last-used.ts';
import type { ViewContext } from '../view-types.ts';
import { useOAuthMarks } from './use-oauth-marks.ts';

export const oauthButtons = (context: ViewContext) => <OAuthButtonsView key="oauth" {...context} />;

function OAuthButtonsView({ state, config, send, lastUsed }: ViewContext) {
  const providers = config.oauthOptions?.providers ?? [];
  const marks = useOAuthMarks(providers.map((provider) => provider.type));
  const badged = badgedProvider(config, lastUsed);
  return (
    <OAuthButtons
      providers={lastUsedFirst(providers, (provider) => provider === badged)}
      marks={marks}
      disabled={state.pending !== null}
      lastUsed={badged?.type}
      onStart={(provider) => send({ type: 'START_OAUTH', provider })}
    />
  );
}
