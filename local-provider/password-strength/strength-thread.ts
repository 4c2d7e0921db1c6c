// One child process that runs zxcvbn for the provider (see strength-worker.mjs). Started on the first
// check, kept while checks are pending, and never keeps the provider's process alive. It is given one
// password at a time (strength-queue.ts decides which); one that takes longer than RATING_TIMEOUT_MS
// ends the process, and the next rating starts a new one.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawn, type ChildProcess } from 'node:child_process';
import { ApiError } from '../http/responses.ts';

export interface ZxcvbnAnswer {
  score: number;
  warning: string;
  suggestions: string[];
}

/** A backstop: with the worker's bounds the slowest password known takes well under a tenth of this. */
export const RATING_TIMEOUT_MS = 5000;

let worker: { child: ChildProcess; ready: Promise<void> } | undefined;

/**
 * A child process rather than a worker thread: its garbage collector and heap are its own, so rating a
 * long password never pauses the provider's thread. It runs at normal priority: at a lower one, a
 * machine whose cores are all busy starves it and sign-ups wait for minutes.
 */
function start(): { child: ChildProcess; ready: Promise<void> } {
  // Beside this module: the source (strength-worker.mjs), or in court-login/testing the bundled entry (.js).
  const folder = dirname(fileURLToPath(import.meta.url));
  const source = join(folder, 'strength-worker.mjs');
  const script = existsSync(source) ? source : join(folder, 'strength-worker.js');
  const child = spawn(process.execPath, [script], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const ready = new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', (code) =>
      reject(new Error(`The password strength process stopped while starting (exit code ${code}).`)),
    );
    child.once('error', reject);
  });
  ready.catch(() => undefined);
  child.on('exit', () => {
    if (worker?.child === child) worker = undefined;
  });
  child.on('error', () => {
    if (worker?.child === child) worker = undefined;
  });
  return { child, ready };
}

function idle(child: ChildProcess, waiting: boolean): void {
  if (waiting) {
    child.ref();
    child.channel?.ref();
  } else {
    child.unref();
    child.channel?.unref();
  }
}

/** zxcvbn's score and feedback for `password`, computed in the child process; one call at a time. */
export async function rateInChild(
  password: string,
  userInputs: string[],
  timeoutMs = RATING_TIMEOUT_MS,
): Promise<ZxcvbnAnswer> {
  worker ??= start();
  const { child, ready } = worker;
  idle(child, true);
  try {
    await ready;
    return await new Promise<ZxcvbnAnswer>((resolve, reject) => {
      const timer = setTimeout(() => {
        finish();
        if (worker?.child === child) worker = undefined;
        child.kill();
        reject(
          new ApiError(503, 'password_check_timeout', 'Rating this password took too long. Try another password.'),
        );
      }, timeoutMs);
      const finish = () => {
        clearTimeout(timer);
        child.off('message', onMessage);
        child.off('exit', onExit);
      };
      const onMessage = (message: { error?: string } & ZxcvbnAnswer) => {
        finish();
        if (message.error !== undefined) reject(new Error(`Password strength check failed: ${message.error}`));
        else resolve({ score: message.score, warning: message.warning, suggestions: message.suggestions });
      };
      const onExit = (code: number | null) => {
        finish();
        reject(new Error(`The password strength process stopped (exit code ${code}).`));
      };
      child.on('message', onMessage);
      child.once('exit', onExit);
      child.send({ password, userInputs });
    });
  } finally {
    idle(child, false);
  }
}
