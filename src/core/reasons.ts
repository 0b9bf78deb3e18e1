// Why cedst+ keeps or drops a unit (a unit's `reason` with `explain`, UnitEvidence.reason): every
// reason its stages (src/methods/plus/) give, named once, so that the compiler checks each stage
// that gives one and each reader that asks for one (the choose stage's furniture lines, inspect).

/** The reasons the furniture-line rules give (verdicts.ts, edges.ts). */
const FURNITURE_LINES = ['advertising label', 'consent notice', 'gallery controls', 'repeated caption', 'date or player line', 'byline', 'closing heading'] as const;
export type FurnitureLineReason = (typeof FURNITURE_LINES)[number];
/** The choose stage keeps these units out of whichever reading it takes: what a line says or its
 *  markup makes it furniture on any reading of the page. */
export const FURNITURE_LINE_REASONS: ReadonlySet<string> = new Set<FurnitureLineReason>(FURNITURE_LINES);

/** What a unit's evidence says against it, inside the region (verdicts.ts) or in a reading's
 *  article (choose/reading-blocks.ts). */
export type EvidenceReason = 'mostly links' | 'repeated on the page' | 'hidden by the page' | 'legal notice';

export type VerdictReason =
  | FurnitureLineReason
  | EvidenceReason
  // verdicts.ts: the region and what stands in it
  | 'in the region'
  | 'outside the region'
  | 'comment thread'
  | 'page furniture inside the region'
  | 'another article'
  // the stages after it, one reason each (sections.ts gives two)
  | 'related links'
  | 'caption'
  | 'headline'
  | 'edge of the article'
  | 'heading of kept text'
  | 'linked entry in the body'
  // choose/index.ts: the units of the reading taken (its kind, choose/list.ts READINGS; a template,
  // as the list reads the analysis that holds this type); with plus.blockChoice, the blocks decided
  // between the readings
  | `reading: ${string}`
  | `blocks: ${string}`;
