/**
 * The layer rules of docs/ARCHITECTURE.md are enforced by ESLint (eslint.config.js); this proves the
 * rule fires on the imports it exists to stop, so a config edit cannot silently switch it off. The
 * web's and the platform's rules, and the import cycle rule, are proved here too: this project runs
 * in Node, where ESLint does.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const eslint = new ESLint({ cwd: repoRoot });

async function messagesOf(rule: string, file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === rule).map((m) => m.message);
}

const restrictedImports = (file: string, code: string) => messagesOf('no-restricted-imports', file, code);

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

describe('platform (mock-upstream) boundaries', () => {
  const src = 'services/mock-upstream/src';

  it('refuses lib/ and db/ importing a module, its types included (row types live in db/rows.ts)', async () => {
    for (const file of [`${src}/lib/probe.ts`, `${src}/db/probe.ts`]) {
      const messages = await restrictedImports(
        file,
        "import { createWalletRepository } from '../modules/wallet/wallet.repository.js';\nexport const probe = createWalletRepository;\n",
      );
      expect(messages.join('\n')).toMatch(/do not import a module/);
    }
    const typeOnly = await restrictedImports(
      `${src}/lib/probe.ts`,
      "import type { MerchantRow } from '../modules/merchants/merchants.repository.js';\nexport type Probe = MerchantRow;\n",
    );
    expect(typeOnly.join('\n')).toMatch(/do not import a module/);
    const rowType = await restrictedImports(
      `${src}/lib/probe.ts`,
      "import type { MerchantRow } from '../db/rows.js';\nexport type Probe = MerchantRow;\n",
    );
    expect(rowType).toEqual([]);
  });

  it("refuses a module running another module's other files, sub-folders or routes", async () => {
    const refused: [string, string][] = [
      [`${src}/modules/wallet/probe.ts`, "import { refuseIfFrozen as probe } from '../accounts/freezes.js';"],
      [
        `${src}/modules/games/probe.ts`,
        "import { SLOT_VENDOR as probe } from '../demo-vendor/slot/slot.service.js';",
      ],
      [
        `${src}/modules/demo-vendor/slot/probe.ts`,
        "import { isPlayableVendor as probe } from '../../games/vendor-pages.js';",
      ],
    ];
    for (const [file, line] of refused) {
      const messages = await restrictedImports(file, `${line}\nexport { probe };\n`);
      expect(messages.join('\n'), line).toMatch(/only through the files named after it/);
    }
    const routes = await restrictedImports(
      `${src}/modules/wallet/probe.ts`,
      "import { paymentsRoutes as probe } from '../payments/payments.routes.js';\nexport { probe };\n",
    );
    expect(routes.join('\n')).toMatch(/does not import another module's routes/);
  });

  it('lets a module use the files another is named by, its own files, lib/ and db/', async () => {
    const messages = await restrictedImports(
      `${src}/modules/demo-vendor/slot/probe.ts`,
      [
        "import { refuseIfFrozen } from '../../accounts/accounts.common.js';",
        "import { checkLedger } from '../../ledger/ledger.invariants.js';",
        "import { money } from '../../../lib/money.js';",
        "import { pageOf } from '../../../db/paging.js';",
        "import { openLaunchTicket } from '../demo-vendor.ticket.js';",
        "import { spinOutcome } from './slot.engine.js';",
        'export const probe = [refuseIfFrozen, checkLedger, money, pageOf, openLaunchTicket, spinOutcome];',
        '',
      ].join('\n'),
    );
    expect(messages).toEqual([]);
  });
});

describe('import cycles', () => {
  it('refuses an import that closes a cycle (lib/money.ts imports lib/errors.ts)', async () => {
    const messages = await messagesOf(
      'import-x/no-cycle',
      'services/mock-upstream/src/lib/errors.ts',
      "import { money } from './money.js';\nexport const probe = money;\n",
    );
    expect(messages.join('\n')).toMatch(/Dependency cycle/);
  });
});
