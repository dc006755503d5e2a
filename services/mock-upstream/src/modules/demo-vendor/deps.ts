import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { FairnessService } from '../fairness/fairness.service.js';
import type { SeamlessClient } from './seamless-client.js';

/** What each demo-vendor game gets from the platform process it runs in. */
export interface DemoVendorDeps {
  db: Db;
  config: Config;
  /** Its only way to move money: the platform's signed seamless-wallet API. */
  seamless: SeamlessClient;
  log: FastifyBaseLogger;
  /** The members' provably fair seed pairs (ADR 0016): the slot's rounds are played on them. */
  fairness: FairnessService;
}
