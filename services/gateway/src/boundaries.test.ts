/**
 * The layer rules of docs/ARCHITECTURE.md are enforced by ESLint (eslint.config.js); this proves the
 * rule fires on the imports it exists to stop, so a config edit cannot silently switch it off. The
 * web's rules are proved here too: this project runs in Node, where ESLint does.
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

describe('web layer boundaries', () => {
  const refusal = /does not import another feature/;

  it('refuses a feature importing another feature by alias or by a relative path', async () => {
    const byAlias = await restrictedImports(
      'web/src/features/wallet/components/probe.tsx',
      "import { useWithdrawInfo } from '@/features/payments/api/use-withdraw';\nexport const probe = useWithdrawInfo;\n",
    );
    expect(byAlias.join('\n')).toMatch(refusal);
    const byPath = await restrictedImports(
      'web/src/features/wallet/components/probe.tsx',
      "import { useWithdrawInfo } from '../../payments/api/use-withdraw';\nexport const probe = useWithdrawInfo;\n",
    );
    expect(byPath.join('\n')).toMatch(refusal);
  });

  it('refuses lib/ and components/ importing a feature', async () => {
    for (const file of ['web/src/lib/probe.ts', 'web/src/components/ui/probe.tsx']) {
      const messages = await restrictedImports(
        file,
        "import { useMe } from '@/features/accounts/api/use-member';\nexport const probe = useMe;\n",
      );
      expect(messages.join('\n')).toMatch(/do not import a feature/);
    }
  });

  it('lets a feature import its own files, lib/ and components/', async () => {
    const messages = await restrictedImports(
      'web/src/features/payments/components/probe.tsx',
      [
        "import { useSessionState } from '@/lib/session-state';",
        "import { Loading } from '@/components/money/parts';",
        "import { useWithdrawInfo } from '../api/use-withdraw';",
        "import { withdrawBlockers } from '../lib/withdraw-blockers';",
        'export const probe = [useSessionState, Loading, useWithdrawInfo, withdrawBlockers];',
        '',
      ].join('\n'),
    );
    expect(messages).toEqual([]);
  });

  it('lets app/ compose every feature', async () => {
    const messages = await restrictedImports(
      'web/src/app/routes/probe.tsx',
      "import { WithdrawPage } from '@/features/payments/components/withdraw-page';\nexport const probe = WithdrawPage;\n",
    );
    expect(messages).toEqual([]);
  });
});
