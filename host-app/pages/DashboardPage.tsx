// /dashboard: confirms the sign-in and lists what the assistant can now do.
import type { User } from '../../element/index.ts';
import { RequireUser } from '../RequireUser.tsx';
import { PageHeading } from '../PageHeading.tsx';
import { ASSISTANT_TOOLS } from '../assistant-tools.ts';
import { primaryEmail } from '../redirect-sign-in.ts';

function Dashboard({ user }: { user: User }) {
  const email = primaryEmail(user);
  return (
    <section className="dashboard">
      <PageHeading>{`Welcome, ${email ?? 'User'}!`}</PageHeading>
      <div className="success-box">
        <strong>Authentication Successful</strong>
        <p>You are signed in, and the tennis court booking assistant can now act for you.</p>
      </div>
      <h3>Assistant tools</h3>
      <ul className="tools">
        {ASSISTANT_TOOLS.map((tool) => (
          <li key={tool.name}>
            <code>{tool.name}</code> – {tool.description}
          </li>
        ))}
      </ul>
      <h3>Session info</h3>
      <ul className="session-info">
        <li><strong>Email:</strong> {email ?? 'none on file'}</li>
        <li><strong>User ID:</strong> {user.user_id}</li>
        <li><strong>Session Duration:</strong> 24 hours</li>
      </ul>
      <p className="warning" role="note">
        Your authentication is active for 24 hours. If a tool says 'not authenticated', wait a few
        seconds and try again.
      </p>
    </section>
  );
}

export function DashboardPage() {
  return <RequireUser>{(user) => <Dashboard user={user} />}</RequireUser>;
}
