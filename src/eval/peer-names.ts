// The peers `cedst eval --peers` scores beside cedst (peers.ts runs them).
export const PEERS = ['Readability.js', 'defuddle'] as const;
export type PeerName = (typeof PEERS)[number];
