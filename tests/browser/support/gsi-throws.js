// A Google identity script whose `initialize` or `prompt` throws (`?throw=initialize|prompt` on its
// URL): One Tap must report it as a script that did not load. A classic script, run once per URL.
(() => {
  const broken = new URL(document.currentScript.src).searchParams.get('throw');
  const thrower = (name) => () => {
    if (broken === name) throw new Error(`${name} is broken`);
  };
  window.google = {
    accounts: {
      id: { initialize: thrower('initialize'), prompt: thrower('prompt'), renderButton() {}, cancel() {} },
    },
  };
})();
