export * from './errors.js';
export * from './envelope.js';
export * from './system.js';
export * from './games.js';
export * from './frame-message.js';
export * from './lottery.js';
export * from './content.js';
export * from './i18n.js';
export * from './localized.js';
export * from './accounts.js';
export * from './agent.js';
export * from './agent-contract.js';
export * from './agent-contract-offers.js';
export * from './agent-contract-history.js';
export * from './agent-contract-reports.js';
export * from './dates.js';
export * from './minor-units.js';
export * from './wallet.js';
export * from './payments.js';
export * from './promotions.js';
export * from './points.js';
export * from './referral.js';
export * from './missions.js';
export * from './protection.js';
export * from './profile.js';
export * from './passkeys.js';
export * from './fairness.js';
export {
  ClientSeedSchema,
  SeedHashSchema,
  ServerSeedSchema,
  NonceSchema,
  CLIENT_SEED_MAX,
} from './slot/fairness.js';
export * from './disputes.js';
export * from './push.js';
export * from './winners.js';
export * from './seamless.js';
export * from './messages.js';
export * from './rankings.js';
export * from './support.js';
export * from './boundary.js';
export * from './endpoint.js';
export * from './accounts.endpoints.js';
export * from './agent.endpoints.js';
export * from './agent-contract.endpoints.js';
export * from './content.endpoints.js';
export * from './events.endpoints.js';
export * from './games.endpoints.js';
export * from './lottery.endpoints.js';
export * from './messages.endpoints.js';
export * from './payments.endpoints.js';
export * from './promotions.endpoints.js';
export * from './points.endpoints.js';
export * from './missions.endpoints.js';
export * from './protection.endpoints.js';
export * from './referral.endpoints.js';
export * from './profile.endpoints.js';
export * from './passkeys.endpoints.js';
export * from './fairness.endpoints.js';
export * from './disputes.endpoints.js';
export * from './push.endpoints.js';
export * from './seamless.endpoints.js';
export * from './session.endpoints.js';
export * from './support.endpoints.js';
export * from './system.endpoints.js';
export * from './wallet.endpoints.js';
export * from './endpoints.js';
