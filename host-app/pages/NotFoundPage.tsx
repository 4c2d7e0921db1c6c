import { PageHeading } from '../PageHeading.tsx';
import { Link } from '../router.tsx';

export function NotFoundPage() {
  return (
    <section>
      <PageHeading>Page not found</PageHeading>
      <p>
        There is no page at this address. <Link to="/dashboard">Go to your dashboard</Link>.
      </p>
    </section>
  );
}
