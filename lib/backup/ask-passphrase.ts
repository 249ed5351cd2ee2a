import 'server-only';

import { ArchivePassphraseError } from './backup-errors';

const ENTER = new Set(['\r', '\n']);
const CTRL_C = '\u0003';
const CTRL_D = '\u0004';
const BACKSPACE = new Set(['\u007f', '\b']);

/** Asks for an archive's passphrase on the terminal, without showing what is typed (a command's own prompt). */
export function askPassphraseOnTerminal(): Promise<string> {
  const input = process.stdin;
  process.stderr.write('The archive is encrypted. Passphrase (BACKUP_PASSPHRASE): ');

  return new Promise((resolve, reject) => {
    let typed: string[] = [];
    const finish = (error?: Error) => {
      input.off('data', onData);
      input.setRawMode(false);
      input.pause();
      process.stderr.write('\n');
      if (error) reject(error);
      else resolve(typed.join(''));
    };
    function onData(text: string) {
      for (const character of text) {
        if (ENTER.has(character)) return finish();
        if (character === CTRL_C || character === CTRL_D)
          return finish(new ArchivePassphraseError('No passphrase was typed.'));
        typed = BACKSPACE.has(character) ? typed.slice(0, -1) : [...typed, character];
      }
    }
    input.setRawMode(true);
    input.setEncoding('utf8');
    input.on('data', onData);
    input.resume();
  });
}
