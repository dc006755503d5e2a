/** Dialogs whose features land in later issues; the shell opens honest stand-ins for them. */
export type PlaceholderKind = 'customerService' | 'chatRoom' | 'messages';
export type OpenPlaceholder = (kind: PlaceholderKind) => void;
