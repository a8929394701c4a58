import { RESPONSE_TIME_MIN_CONVERSATIONS, RESPONSE_TIME_WINDOW_DAYS } from '@reformas/shared-types';

// A conversation the provider has left unanswered this long counts, as a reply that never came (docs/decisions.md,
// "Response times"); before that it is pending and counts for nothing, so a message sent a minute ago does not
// make a fast provider look slow.
const UNANSWERED_AFTER_HOURS = 48;
// What an unanswered conversation weighs in the median: beyond any real reply (a median this high shows nothing).
const NEVER_MINUTES = 1e9;

/**
 * Rewrites the response time of the providers whose ids are in $1 (provider_stats; triggers copy it onto their
 * directory rows): over the conversations another person started with them in the last 90 days, the median
 * minutes from that person's first message to the provider's first reply. Shown only over at least 3
 * conversations and when most got a reply. Users who are not professionals or cleaners are left out. One
 * statement, set-based: the hourly job passes every provider with a conversation in the window.
 */
export const RECOMPUTE_RESPONSE_TIMES = `
  WITH providers AS (
    SELECT u."id" FROM "users" u
     WHERE u."id" = ANY($1::int[]) AND u."userType" IN ('professional', 'cleaning')
  ),
  conversations AS (
    SELECT p."id" AS "provider", x."other",
           min(x."createdAt") FILTER (WHERE x."incoming") AS "firstIn",
           min(x."createdAt") FILTER (WHERE NOT x."incoming") AS "firstOut"
      FROM providers p
      CROSS JOIN LATERAL (
        SELECT m."senderId" AS "other", m."createdAt", true AS "incoming"
          FROM "chat_messages" m WHERE m."receiverId" = p."id"
        UNION ALL
        SELECT m."receiverId", m."createdAt", false FROM "chat_messages" m WHERE m."senderId" = p."id"
      ) x
     GROUP BY p."id", x."other"
  ),
  sample AS (
    SELECT "provider",
           coalesce(extract(epoch FROM "firstOut" - "firstIn") / 60, ${NEVER_MINUTES}) AS "minutes"
      FROM conversations
     WHERE "firstIn" >= now() - interval '${RESPONSE_TIME_WINDOW_DAYS} days'
       -- the other person wrote first (when the provider wrote first, it is not a reply)
       AND ("firstOut" IS NULL OR "firstOut" > "firstIn")
       AND ("firstOut" IS NOT NULL OR "firstIn" < now() - interval '${UNANSWERED_AFTER_HOURS} hours')
  ),
  medians AS (
    SELECT p."id" AS "provider", count(s."minutes")::int AS "n",
           percentile_cont(0.5) WITHIN GROUP (ORDER BY s."minutes") AS "median"
      FROM providers p LEFT JOIN sample s ON s."provider" = p."id"
     GROUP BY p."id"
  )
  INSERT INTO "provider_stats" ("userId", "responseMinutes", "responseConversations")
  SELECT "provider",
         CASE WHEN "n" >= ${RESPONSE_TIME_MIN_CONVERSATIONS} AND "median" < ${NEVER_MINUTES / 2}
              THEN greatest(round("median"), 0)::int END,
         "n"
    FROM medians
  ON CONFLICT ("userId") DO UPDATE
     SET "responseMinutes" = EXCLUDED."responseMinutes", "responseConversations" = EXCLUDED."responseConversations"
   WHERE "provider_stats"."responseMinutes" IS DISTINCT FROM EXCLUDED."responseMinutes"
      OR "provider_stats"."responseConversations" <> EXCLUDED."responseConversations"`;

/**
 * The providers whose response time may have changed with time alone: someone wrote to them within the window
 * (plus the pending delay), or they show one now (it may have to go as conversations leave the window).
 */
export const PROVIDERS_TO_REFRESH = `
  SELECT DISTINCT m."receiverId" AS "id" FROM "chat_messages" m
   WHERE m."createdAt" >= now() - interval '${RESPONSE_TIME_WINDOW_DAYS} days' - interval '1 day'
  UNION
  SELECT s."userId" FROM "provider_stats" s WHERE s."responseConversations" > 0`;
