import { loadKnowledgeAreas } from './knowledge/areas';
import type { KnowledgeEntry } from './knowledge/knowledge-entry';

export type { KnowledgeEntry } from './knowledge/knowledge-entry';

/**
 * The offline dental knowledge base: general, patient-friendly guidance used to
 * answer questions without a model call and to ground the model when one is used.
 */
export const KNOWLEDGE_BASE: readonly KnowledgeEntry[] = loadKnowledgeAreas();
