// One worker thread that runs zxcvbn for the provider (see strength-worker.mjs). Started on the first
// check, kept while checks are pending, and never keeps the process alive on its own.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';

export interface ZxcvbnAnswer {
  score: number;
  warning: string;
  suggestions: string[];
}

interface Pending {
  resolve(answer: ZxcvbnAnswer): void;
  reject(error: Error): void;
}

let worker: Worker | undefined;
let nextId = 0;
const pending = new Map<number, Pending>();

function failAll(error: Error): void {
  for (const job of pending.values()) job.reject(error);
  pending.clear();
  worker = undefined;
}

function start(): Worker {
  // A path, not a URL object: under happy-dom the global URL is not Node's, and Worker refuses it.
  const thread = new Worker(join(dirname(fileURLToPath(import.meta.url)), 'strength-worker.mjs'));
  thread.on('message', (message: { id: number; error?: string } & ZxcvbnAnswer) => {
    const job = pending.get(message.id);
    if (!job) return;
    pending.delete(message.id);
    if (pending.size === 0) thread.unref();
    if (message.error !== undefined) job.reject(new Error(`Password strength check failed: ${message.error}`));
    else job.resolve({ score: message.score, warning: message.warning, suggestions: message.suggestions });
  });
  thread.on('error', (error) => failAll(error));
  thread.on('exit', (code) => failAll(new Error(`The password strength thread stopped (exit code ${code}).`)));
  thread.unref();
  return thread;
}

/** zxcvbn's score and feedback for `password`, computed on the worker thread. */
export function zxcvbnCheck(password: string, userInputs: string[]): Promise<ZxcvbnAnswer> {
  worker ??= start();
  const thread = worker;
  const id = (nextId += 1);
  return new Promise<ZxcvbnAnswer>((resolve, reject) => {
    pending.set(id, { resolve, reject });
    thread.ref();
    thread.postMessage({ id, password, userInputs });
  });
}
