import 'server-only';

/**
 * A backup or restore that stopped for a reason the operator can act on; its message says what and what to do,
 * so the commands print it alone, without a stack.
 */
export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = new.target.name;
  }
}

/** A restore that was refused before anything was written; the message tells the operator why. */
export class RestoreRefusedError extends BackupError {}

/** The archive's bytes cannot be read back: damaged, cut short, altered or no backup at all. */
export class UnreadableArchiveError extends BackupError {
  constructor(file: string, detail: string) {
    super(`The archive ${file} cannot be read (damaged, incomplete or not a backup): ${detail.trim()}`);
  }
}

/** An encrypted archive and no passphrase, or not the passphrase it was made with. */
export class ArchivePassphraseError extends BackupError {}

/**
 * Bytes that break the archive's format (tar, gzip, encryption), found while reading it; the reader turns it into an
 * UnreadableArchiveError that names the archive.
 */
export class ArchiveFormatError extends Error {}
