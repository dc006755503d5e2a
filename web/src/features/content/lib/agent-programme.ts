import { findTopicArticle } from '../components/help-center';
import type { HelpCategory } from '../api/types';

/** Title words of the help article that describes the brand's agent programme. */
const PROGRAMME_WORDS = ['agent programme', 'agent program', 'join'];

/**
 * The article the /join page shows: the help centre's "Agent Programme" article when the brand has
 * one, else the article the footer's Affiliates link opens.
 */
export function findAgentProgramme(categories: readonly HelpCategory[]) {
  for (const category of categories) {
    for (const article of category.articles) {
      const title = article.title.toLowerCase();
      if (PROGRAMME_WORDS.some((w) => title.includes(w))) return article;
    }
  }
  return findTopicArticle([...categories], 'affiliates');
}
