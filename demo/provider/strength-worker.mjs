// zxcvbn off the provider's event loop: loading the dictionaries takes a few hundred milliseconds and one
// check of a long password hundreds of milliseconds. Plain JavaScript so that it runs under any loader
// (tsx, Vitest, plain Node). Receives { id, password, userInputs }; answers { id, score, warning, suggestions }.
import { parentPort } from 'node:worker_threads';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as commonDictionary } from '@zxcvbn-ts/language-common';
import { dictionary as englishDictionary, translations } from '@zxcvbn-ts/language-en';

// zxcvbn's time grows fast with length: it rates the first 100 characters (longer passwords are long enough).
const zxcvbn = new ZxcvbnFactory({
  maxLength: 100,
  translations,
  graphs: adjacencyGraphs,
  dictionary: { ...commonDictionary, ...englishDictionary },
});

// Runs as a worker thread (parentPort) or as a child process with an IPC channel (process.send).
const reply = parentPort ? (message) => parentPort.postMessage(message) : (message) => process.send(message);
const port = parentPort ?? process;
if (!parentPort) process.on('disconnect', () => process.exit(0));

port.on('message', ({ id, password, userInputs }) => {
  try {
    const result = zxcvbn.check(password, userInputs);
    reply({ id, score: result.score, warning: result.feedback.warning ?? '', suggestions: result.feedback.suggestions });
  } catch (error) {
    reply({ id, error: String(error?.message ?? error) });
  }
});
