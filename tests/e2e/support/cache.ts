/**
 * What another instance of the shop publishes when it invalidates cache tags (lib/cache/
 * shared-tags.ts `publish`): the tags' rows in `cache_tag_expirations` and the
 * `cache_tags_expired` notification, in one statement. The run's server, listening, expires its
 * entries of these tags and drops the memos that follow them (the cart's 30 s list of promotion
 * codes, the search dropdown…) at once, as it would after an admin's save on another instance.
 * For data a test writes in the database that a cached read would otherwise show late.
 */
import { queryDb } from './shop';

export async function expireTagsAsAnotherInstance(
  tags: readonly string[],
  origin = 'e2e',
): Promise<void> {
  await queryDb(
    `with written as (
       insert into cache_tag_expirations (tag, expired_at, origin)
       select unnest($1::text[]), clock_timestamp(), $2
       on conflict (tag) do update set expired_at = excluded.expired_at, origin = excluded.origin
       returning tag
     ) select pg_notify('cache_tags_expired', $2) from written limit 1`,
    [tags, origin],
  );
}
