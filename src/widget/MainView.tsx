import type { ReactNode } from 'react';
import type { Product } from '../config/types.ts';
import { MainScreen } from '../screens/main/MainScreen.tsx';
import { ProductBoundary } from './ProductBoundary.tsx';
import type { ViewContext } from '../products/view-types.ts';
import type { LoadedProducts } from './use-products.ts';

export function MainView({
  context,
  products: { views, EmailGroup },
}: {
  context: ViewContext;
  products: LoadedProducts;
}) {
  const { state, config, errors } = context;
  const lead = config.products.flatMap((product) => area(product, views[product]?.lead?.(context), context.outputs));
  const buttons = config.products.flatMap((product) =>
    area(product, views[product]?.buttons?.(context), context.outputs),
  );
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

/** A product's lead or buttons inside its own boundary; none when it has none. */
function area(product: Product, node: ReactNode, outputs: ViewContext['outputs']): ReactNode[] {
  return node
    ? [
        <ProductBoundary key={product} product={product} outputs={outputs}>
          {node}
        </ProductBoundary>,
      ]
    : [];
}
