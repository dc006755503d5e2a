import type { Db } from '../../db/client.js';
import type { PlatformMessage } from './agent-contract.messages.js';
import type { AgentContractRepository } from './agent-contract.repository.js';

/** What the contract lifecycle is given (app.services.ts wires it); the service and each of its
 * flows (.offers.ts, .reads.ts) take it. */
export interface AgentContractDeps {
  repo: AgentContractRepository;
  isModuleEnabled(merchantId: number, modId: string): Promise<boolean>;
  /** Writes a platform message to a member in the offer's transaction (agent-contract.messages.ts). */
  sendMessage?(tx: Db, merchantId: number, memberId: number, message: PlatformMessage): Promise<void>;
  /** After the commit: the member's messages changed (its unread count is pushed). */
  messagesChanged?(merchantCode: string, memberId: number): void;
}
