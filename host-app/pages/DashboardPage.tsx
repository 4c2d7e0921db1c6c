// /dashboard: confirms the sign-in, lists the assistants the person connected (with Revoke) and the
// tools a connected assistant can use.
import type { User } from '../../element/index.ts';
import { RequireUser } from '../RequireUser.tsx';
import { PageHeading } from '../PageHeading.tsx';
import { ASSISTANT_TOOLS } from '../assistant-tools.ts';
import { primaryEmail } from '../redirect-sign-in.ts';
import { ConnectedAssistants } from '../ConnectedAssistants.tsx';

function Dashboard({ user }: { user: User }) {
  const email = primaryEmail(user);
  return (
    <section className="dashboard">
      <PageHeading>{`Welcome, ${email ?? 'User'}!`}</PageHeading>
      <div className="success-box">
        <strong>Authentication Successful</strong>
        <p>
          You are signed in. An assistant acts for you once you allow it on the "Connect an assistant" page it opens
          here; it is then listed under Connected assistants.
        </p>
      </div>
      {/* Keyed by the person: another tab signing in as someone else shows that person's list. */}
      <ConnectedAssistants key={user.user_id} />
      <h3>Assistant tools</h3>
      <p>A connected assistant uses these tools, within what you allowed it:</p>
      <ul className="tools">
        {ASSISTANT_TOOLS.map((tool) => (
          <li key={tool.name}>
            <code>{tool.name}</code> – {tool.description}
          </li>
        ))}
      </ul>
      <h3>Session info</h3>
      <ul className="session-info">
        <li>
          <strong>Email:</strong> {email ?? 'none on file'}
        </li>
        <li>
          <strong>User ID:</strong> {user.user_id}
        </li>
        <li>
          <strong>Session Duration:</strong> 24 hours
        </li>
      </ul>
      <p className="warning" role="note">
        Your sign-in on this page is active for 24 hours. The assistant's tools do not depend on it: every call uses the
        assistant's own access, which it keeps when you log out here, and the tools only tell whether you are also
        signed in on this page. If a tool says 'not authenticated', the assistant's access has ended (revoked or
        expired): connect the assistant again.
      </p>
    </section>
  );
}

export function DashboardPage() {
  return <RequireUser>{(user) => <Dashboard user={user} />}</RequireUser>;
}
