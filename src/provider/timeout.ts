// How long a request to the provider may take: the Court's client, and the request court-login.js
// sends before the Court has come (early-answers.ts).

const DEFAULT_TIMEOUT_MS = 10_000;

/** The given timeout in ms when it is a positive number, else 10 s. */
export const requestTimeout = (timeoutMs: number | undefined): number =>
  timeoutMs && timeoutMs > 0 ? timeoutMs : DEFAULT_TIMEOUT_MS;
