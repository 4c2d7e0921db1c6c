// The user-visible texts of passkeys (SPEC §2, §8): sign-in, the registration mode and the list.
// Loaded with the passkey chunk only.
export const passkeyText = {
  confirmationHeading: 'Success',
  confirmationText: 'You have successfully logged in with your Passkey.',

  registerHeading: 'Register a new passkey',
  registerText: 'Sign in next time with your face, fingerprint or screen lock instead of a code. Your passkey stays on this device or in your password manager.',
  create: 'Create a Passkey',
  creating: 'Creating your passkey...',
  skip: 'Skip',

  successHeading: 'Your passkeys',
  createdText: 'Your Passkey has been successfully created.',
  addAnother: 'Create another Passkey',
  listLabel: 'Passkeys of your account',
  noPasskeys: 'You have no passkeys yet.',
  unnamed: 'Unnamed passkey',
  /** A new passkey's name when its authenticator is not in the list. */
  madeOn: (platform: string | null, day: string) => (platform ? `Passkey on ${platform}, ${day}` : `Passkey, ${day}`),
  /** Tells apart passkeys of the same name in their buttons' labels. */
  numbered: (name: string, position: number) => `${name} (${position})`,
  rename: 'Rename',
  renameLabel: (name: string) => `Rename ${name}`,
  nameLabel: 'Passkey name',
  nameRequired: 'Enter a name for the passkey.',
  save: 'Save',
  cancel: 'Cancel',
  delete: 'Delete',
  deleteLabel: (name: string) => `Delete ${name}`,
  deleteConfirmHeading: (name: string) => `Delete ${name}?`,
  deleteWarning: 'Once deleted, the passkey cannot be restored.',
  confirmDelete: 'Delete passkey',

  noUser: 'Error: Cannot use PasskeyRegistration component without active user authenticated.',
  unsupported: 'Passkeys are not supported by this browser. Sign in with another method, or use a browser that supports passkeys.',
  loading: 'Loading...',

  alreadyRegistered:
    'The Passkey cannot be created as it seems to be already registered. It is possible this Passkey was registered on another device but has synced cross-device.',
  notCreated: 'Your Passkey was not created. Click "Create a Passkey" to try again or skip without adding a Passkey.',
  notFound: 'Passkey registration not found. You may have deleted the passkey from your account but not password manager. Please try again.',
  unknown: 'Unknown error occurred during passkey authentication. Please try again.',
} as const;
