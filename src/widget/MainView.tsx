import { MainScreen } from '../screens/main/MainScreen.tsx';
import type { ViewContext } from './view-types.ts';
import type { LoadedProducts } from './use-products.ts';

export function MainView({ context, products: { views, EmailGroup } }: { context: ViewContext; products: LoadedProducts }) {
  const { state, config, errors } = context;
  const lead = config.products.flatMap((product) => views[product]?.lead?.(context) ?? []);
  const buttons = config.products.flatMap((product) => views[product]?.buttons?.(context) ?? []);
  return (
    <MainScreen
      logoUrl={config.theme.logo?.logoImageUrl}
      showHeader={!config.theme.hideHeaderText}
      lead={lead}
      buttons={buttons}
      form={EmailGroup && <EmailGroup {...context} divided={buttons.length > 0 || lead.length > 0} />}
      error={errors.form(state)}
    />
  );
}
