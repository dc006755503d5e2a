/**
 * The layer rules of docs/ARCHITECTURE.md are enforced by ESLint (eslint.config.js); this proves the
 * rule fires on the imports it exists to stop, so a config edit cannot silently switch it off.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const eslint = new ESLint({ cwd: repoRoot });

async function restrictedImports(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('gateway layer boundaries', () => {
  it('refuses a feature importing another feature', async () => {
    const messages = await restrictedImports(
      'services/gateway/src/features/wallet/probe.ts',
      "import { getMe } from '../member/member.service.js';\nexport const probe = getMe;\n",
    );
    expect(messages.join('\n')).toMatch(/does not import another feature/);
  });

  it('refuses a lower layer importing a feature', async () => {
    const messages = await restrictedImports(
      'services/gateway/src/platform/probe.ts',
      "import { walletRouter } from '../features/wallet/wallet.router.js';\nexport const probe = walletRouter;\n",
    );
    expect(messages.join('\n')).toMatch(/does not import a feature/);
  });

  it('lets a feature import the layers below it and its own files', async () => {
    const messages = await restrictedImports(
      'services/gateway/src/features/wallet/probe.ts',
      [
        "import { callMeta } from '../../trpc/procedures.js';",
        "import { loadStatus } from '../../platform/status.js';",
        "import { walletRouter } from './wallet.router.js';",
        'export const probe = [callMeta, loadStatus, walletRouter];',
        '',
      ].join('\n'),
    );
    expect(messages).toEqual([]);
  });
});
