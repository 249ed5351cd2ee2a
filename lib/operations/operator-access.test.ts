import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { env } from '@/lib/env';
import { RELAYED_HEADER, SOCKET_ADDRESS_HEADER } from '@/lib/http/socket-address';

import { isOperatorRequest, operatorToken } from './operator-access';

env.DATA_DIR = mkdtempSync(path.join(tmpdir(), 'operator-'));

const headers = (values: Record<string, string>) =>
  new Headers({ [RELAYED_HEADER]: '0', [SOCKET_ADDRESS_HEADER]: '127.0.0.1', ...values });

describe('isOperatorRequest', () => {
  it('lets a command on this machine in with the kept token', () => {
    expect(isOperatorRequest(headers({ authorization: `Bearer ${operatorToken()}` }))).toBe(true);
    expect(
      isOperatorRequest(headers({ authorization: `Bearer ${operatorToken()}`, [SOCKET_ADDRESS_HEADER]: '::1' })),
    ).toBe(true);
  });

  it('refuses a wrong token, another machine, and a request a proxy relayed from loopback', () => {
    const token = `Bearer ${operatorToken()}`;

    expect(isOperatorRequest(headers({ authorization: `${token}0` }))).toBe(false);
    expect(isOperatorRequest(headers({}))).toBe(false);
    expect(isOperatorRequest(headers({ authorization: token, [SOCKET_ADDRESS_HEADER]: '10.0.0.2' }))).toBe(false);
    expect(isOperatorRequest(headers({ authorization: token, [RELAYED_HEADER]: '1' }))).toBe(false);
  });
});
