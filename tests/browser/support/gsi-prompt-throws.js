// A Google identity script whose prompt throws: One Tap must report it as a script that did not load.
window.google = {
  accounts: {
    id: {
      initialize() {},
      renderButton() {},
      cancel() {},
      prompt() {
        throw new Error('prompt is broken');
      },
    },
  },
};
