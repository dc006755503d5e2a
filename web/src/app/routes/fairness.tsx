/** /fairness: the provably-fair round verifier (features/fairness), a page group of its own. */
export { default } from '@/features/fairness/components/verifier-page';
