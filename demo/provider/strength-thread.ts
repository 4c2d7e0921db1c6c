// One child process that runs zxcvbn for the provider (see strength-worker.mjs). Started on the first
// check, kept while checks are pending, and never keeps the provider's process alive.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawn, type ChildProcess } from 'node:child_process';

export interface ZxcvbnAnswer {
  score: number;
  warning: string;
  suggestions: string[];
}

interface Pending {
  resolve(answer: ZxcvbnAnswer): void;
  reject(error: Error): void;
}

let worker: ChildProcess | undefined;
let nextId = 0;
const pending = new Map<number, Pending>();

function failAll(error: Error): void {
  for (const job of pending.values()) job.reject(error);
  pending.clear();
  worker = undefined;
}

/**
 * A child process rather than a worker thread: its garbage collector and heap are its own, so rating a
 * long password never pauses the provider's thread. It runs at normal priority: at a lower one, a
 * machine whose cores are all busy starves it and sign-ups wait for minutes.
 */
function start(): ChildProcess {
  const script = join(dirname(fileURLToPath(import.meta.url)), 'strength-worker.mjs');
  const child = spawn(process.execPath, [script], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const idle = () => {
    child.unref();
    child.channel?.unref();
  };
  child.on('message', (message: { id: number; error?: string } & ZxcvbnAnswer) => {
    const job = pending.get(message.id);
    if (!job) return;
    pending.delete(message.id);
    if (pending.size === 0) idle();
    if (message.error !== undefined) job.reject(new Error(`Password strength check failed: ${message.error}`));
    else job.resolve({ score: message.score, warning: message.warning, suggestions: message.suggestions });
  });
  child.on('error', (error) => failAll(error));
  child.on('exit', (code) => failAll(new Error(`The password strength process stopped (exit code ${code}).`)));
  idle();
  return child;
}

/** zxcvbn's score and feedback for `password`, computed in the child process. */
export function zxcvbnCheck(password: string, userInputs: string[]): Promise<ZxcvbnAnswer> {
  worker ??= start();
  const thread = worker;
  const id = (nextId += 1);
  return new Promise<ZxcvbnAnswer>((resolve, reject) => {
    pending.set(id, { resolve, reject });
    thread.ref();
    thread.channel?.ref();
    thread.send({ id, password, userInputs });
  });
}
