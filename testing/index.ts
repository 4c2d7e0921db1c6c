// court-login/testing: the local provider as a library, and helpers that read its inbox, inject
// faults and reset it, for integration tests outside this repository (Node side).
export { startProvider, type ProviderOptions, type TestProvider } from './provider.ts';
export {
  LOCAL_PUBLIC_TOKEN,
  addFault,
  clearFaults,
  latestMessage,
  messagesTo,
  resetProvider,
  type Fault,
  type SentMessage,
  type WaitOptions,
} from './inbox.ts';
export { heldRequests, holdRequests, releaseHeld, waitForHeld, type HeldRequest, type Release } from './holds.ts';
export { courtLoginTesting, type TestingPluginOptions } from './plugin.ts';
