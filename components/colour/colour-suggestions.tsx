import { cachedSuggestions } from '@/lib/colours/cached';
import { SuggestionBlocks } from './suggestion-blocks';

/** Server part of the suggestion blocks: reads both blocks (cached); render inside <Suspense>. */
export async function ColourSuggestions() {
  const { pen, glossDirectPot } = await cachedSuggestions();
  return <SuggestionBlocks pen={pen} glossDirectPot={glossDirectPot} />;
}
