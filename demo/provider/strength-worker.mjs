// zxcvbn off the provider's event loop: loading the dictionaries takes a few hundred milliseconds and one
// check of a long password tens of milliseconds. Plain JavaScript so that it runs under any loader
// (tsx, Vitest, plain Node). Says { ready: true } once loaded; then receives { password, userInputs }
// and answers { score, warning, suggestions } (or { error }), one password at a time.
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as commonDictionary } from '@zxcvbn-ts/language-common';
import { dictionary as englishDictionary, translations } from '@zxcvbn-ts/language-en';

// zxcvbn's time grows fast with length and with the number of look-alike characters (l33t: 4, @, 1, |,
// $, …), whose substitutions it tries in combination. Rating the first 64 characters with at most 10
// substitutions keeps the slowest crafted password near 100 ms (4 s with zxcvbn's defaults); 64
// characters of a password are plenty to tell whether it is strong.
const zxcvbn = new ZxcvbnFactory({
  maxLength: 64,
  l33tMaxSubstitutions: 10,
  translations,
  graphs: adjacencyGraphs,
  dictionary: { ...commonDictionary, ...englishDictionary },
});

process.on('disconnect', () => process.exit(0));
process.on('message', ({ password, userInputs }) => {
  try {
    const result = zxcvbn.check(password, userInputs);
    process.send({ score: result.score, warning: result.feedback.warning ?? '', suggestions: result.feedback.suggestions });
  } catch (error) {
    process.send({ error: String(error?.message ?? error) });
  }
});
process.send({ ready: true });
