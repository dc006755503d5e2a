export { UpstreamClient, type EndpointCall, type VisitorMeta } from './client.js';
export { UpstreamError } from './upstream-error.js';
