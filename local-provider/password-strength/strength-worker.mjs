// zxcvbn off the provider's event loop: loading the dictionaries takes a few hundred milliseconds and one
// check of a long password tens of milliseconds. Plain JavaScript so that it runs under any loader
// (tsx, Vitest, plain Node). Says { ready: true } once loaded; then receives { password, userInputs }
// and answers { score, warning, suggestions } (or { error }), one password at a time.
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as commonDictionary } from '@zxcvbn-ts/language-common';
import { dictionary as englishDictionary, translations } from '@zxcvbn-ts/language-en';

// zxcvbn's time grows fast with length and with the number of look-alike characters (l33t: 4, @, 1, |,
// $, …), whose substitutions it tries in combination. Rating the first 64 characters with at most 4
// substitutions keeps the slowest crafted password under 100 ms on a busy machine (0.5–4 s with
// zxcvbn's defaults); 64 characters are plenty to tell whether a password is strong, and 4
// substitutions still find `p4$$w0rd`.
const zxcvbn = new ZxcvbnFactory({
  maxLength: 64,
  l33tMaxSubstitutions: 4,
  translations,
  graphs: adjacencyGraphs,
  dictionary: { ...commonDictionary, ...englishDictionary },
});

process.on('disconnect', () => process.exit(0));
process.on('message', ({ password, userInputs }) => {
  try {
    const result = zxcvbn.check(password, userInputs);
    process.send({
      score: result.score,
      warning: result.feedback.warning ?? '',
      suggestions: result.feedback.suggestions,
    });
  } catch (error) {
    process.send({ error: String(error?.message ?? error) });
  }
});
// The first ratings run before V8 has compiled zxcvbn's hot paths and take several times as long.
for (const sample of ['warm-up', 'p4$$w0rd-1990!', '(%word1word!&word7{08[123$+word+@qwe6passpass@pass&word$6l0v37'])
  zxcvbn.check(sample);
process.send({ ready: true });
