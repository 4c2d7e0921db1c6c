// Angular: the tag allowed by CUSTOM_ELEMENTS_SCHEMA, config bound as a property, the element only
// while signed out (@if), court-success heard on document since the element is gone by then.
import { CUSTOM_ELEMENTS_SCHEMA, Component, signal, type OnDestroy, type OnInit } from '@angular/core';
import 'court-login';
import { loadSession, type CourtLoginConfig, type CourtSession, type SessionSnapshot } from 'court-login';

declare const PROVIDER_URL: string;

@Component({
  selector: 'app-root',
  schemas: [CUSTOM_ELEMENTS_SCHEMA],
  template: `
    <main>
      <p data-testid="status">{{ statusText() }}</p>
      <ul>
        @for (method of successes(); track $index) {
          <li data-testid="success">{{ method }}</li>
        }
      </ul>
      <button type="button" (click)="signOut()">Sign out</button>
      @if (state()?.status === 'signed-out') {
        <court-login
          [attr.public-token]="publicToken"
          [attr.provider-url]="providerUrl"
          [config]="config"
        ></court-login>
      }
    </main>
  `,
})
export class App implements OnInit, OnDestroy {
  readonly publicToken = 'public-token-test-court-login-local';
  readonly providerUrl = PROVIDER_URL;
  private readonly here = `${window.location.origin}/`;
  readonly config: CourtLoginConfig = {
    products: ['otp', 'oauth'],
    otpOptions: { methods: ['email'] },
    oauthOptions: { providers: [{ type: 'google' }], loginRedirectURL: this.here, signupRedirectURL: this.here },
  };
  readonly state = signal<SessionSnapshot | undefined>(undefined);
  readonly successes = signal<string[]>([]);
  private session: CourtSession | undefined;
  private stop = () => {};
  private readonly onSuccess = (event: DocumentEventMap['court-success']) =>
    this.successes.update((list) => [...list, event.detail.method]);

  statusText(): string {
    const state = this.state();
    return state?.status === 'signed-in' ? `signed-in:${state.user?.emails[0]?.email}` : (state?.status ?? 'starting');
  }

  async ngOnInit(): Promise<void> {
    document.addEventListener('court-success', this.onSuccess);
    this.session = await loadSession({ publicToken: this.publicToken, providerUrl: this.providerUrl });
    this.state.set(this.session.getSync());
    this.stop = this.session.onChange((next) => this.state.set(next));
  }

  ngOnDestroy(): void {
    this.stop();
    document.removeEventListener('court-success', this.onSuccess);
  }

  signOut(): void {
    void this.session?.signOut();
  }
}
