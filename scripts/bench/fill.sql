-- Scratch data for `npm run bench:api`: :projects requests over 15 cities and every type, 1,000 clients,
-- :workers professional profiles (9 in 10 public) over the same cities and varied services, each with a NIF, and
-- 3 quotes per request on average (0 to 5, within the default cap of 5 professionals). Password hashes are
-- placeholders: nobody logs in as these users (the bench registers its own through the API).
-- The benches run VACUUM ANALYZE after it (it cannot run inside this multi-statement script): the state autovacuum
-- keeps a table in, visibility map included, rather than a bulk load's first minutes.
INSERT INTO "users" ("username", "password", "name", "email", "phone", "userType")
SELECT 'cliente' || g, 'x', 'Cliente ' || g || ' Prueba', 'cliente' || g || '@bench.es', '600' || lpad(g::text, 6, '0'), 'client'
  FROM generate_series(1, 1000) g;
INSERT INTO "users" ("username", "password", "name", "email", "phone", "userType")
SELECT 'pro' || g, 'x', 'Profesional ' || g || ' Prueba', 'pro' || g || '@bench.es', '610' || lpad(g::text, 6, '0'), 'professional'
  FROM generate_series(1, :workers) g;
-- The company name is the user's; the profiles' triggers copy it into the directory's search column.
UPDATE "users" u SET "companyName" = (ARRAY['Reformas','Construcciones','Obras','Instalaciones','Pinturas'])[1 + u."id" % 5] || ' ' || u."id"
  WHERE u."userType" = 'professional';
-- The NIF (a sole trader's: 8 digits and the control letter of their remainder by 23), which quotes require.
INSERT INTO "worker_profiles" ("userId", "description", "services", "experience", "postalCode", "city", "isPublic", "createdAt", "taxId")
SELECT u."id",
       'Empresa de reformas con equipo propio y garantía.',
       (ARRAY['["integral","bathroom","kitchen"]','["painting"]','["electricity","plumbing"]','["air_conditioning","aerothermal"]','["solar_panels","other"]'])[1 + (u."id" / 5) % 5],
       (u."id" % 30), lpad(((u."id" * 7919) % 52000)::text, 5, '0'),
       (ARRAY['Madrid','Barcelona','Valencia','Sevilla','Zaragoza','Málaga','Murcia','Palma','Las Palmas de Gran Canaria','Bilbao','Alicante','Córdoba','Valladolid','Vigo','Granada'])[1 + (u."id" / 3) % 15],
       (u."id" % 10 <> 0), now() - make_interval(secs => u."id"),
       n::text || substr('TRWAGMYFPDXBNJZSQVHLCKE', (1 + n % 23)::int, 1)
  FROM "users" u CROSS JOIN LATERAL (SELECT 10000000 + (u."id"::bigint * 7919) % 89999999 AS n) nif
  WHERE u."userType" = 'professional';
-- Ratings for two professionals in three; triggers copy them onto the profiles the directory reads. No
-- response times: the API recomputes those from the chat at start, and the bench has no chat.
INSERT INTO "provider_stats" ("userId", "count", "sum", "stars4", "stars5")
SELECT u."id", 1 + u."id" % 40, 4 * ((1 + u."id" % 40) / 2) + 5 * ((1 + u."id" % 40) - (1 + u."id" % 40) / 2),
       (1 + u."id" % 40) / 2, (1 + u."id" % 40) - (1 + u."id" % 40) / 2
  FROM "users" u WHERE u."userType" = 'professional' AND u."id" % 3 <> 0;
-- About one request in 20 closed by its author (19: spread over every type and city): the board's partial indexes
-- leave them out. Quotes per request: 0 to 5 (3 on average), decorrelated from the type. One request in 8 with
-- quotes and older than a day was hired through one of them (closed with the reason 'hired', off the board as
-- well): after its quotes came in, within its first 10 days; half of those older than 40 days are completed, 30
-- days after the hire.
INSERT INTO "renovation_projects" ("userId", "name", "phone", "email", "renovationType", "timeline", "postalCode", "city", "description", "createdAt", "closedAt", "closeReason", "hiredAt", "completedAt")
SELECT 1 + (g % 1000),
       'Cliente ' || (1 + g % 1000) || ' Prueba',
       '6' || lpad((g % 100000000)::text, 8, '0'),
       CASE WHEN g % 3 = 0 THEN NULL ELSE 'contacto' || g || '@bench.es' END,
       (ARRAY['integral','bathroom','kitchen','painting','electricity','plumbing','air_conditioning','aerothermal','solar_panels','other'])[1 + g % 10],
       (ARRAY['immediate','15days','1month','flexible'])[1 + (g / 10) % 4],
       lpad(((g::bigint * 7919) % 52000 + 1000)::text, 5, '0'),
       (ARRAY['Madrid','Barcelona','Valencia','Sevilla','Zaragoza','Málaga','Murcia','Palma','Las Palmas de Gran Canaria','Bilbao','Alicante','Córdoba','Valladolid','Vigo','Granada'])[1 + (g / 7) % 15],
       'Reforma de prueba número ' || g || ' con descripción de longitud media para el tablón.',
       created,
       CASE WHEN g % 19 = 0 THEN now() WHEN hired THEN hired_at END,
       CASE WHEN g % 19 = 0 THEN (ARRAY['found','not_needed'])[1 + (g / 19) % 2] WHEN hired THEN 'hired' END,
       CASE WHEN hired THEN hired_at END,
       CASE WHEN hired AND g % 16 = 11 AND g * 17 > 40 * 86400 THEN hired_at + interval '30 days' END
  FROM (SELECT g, now() - make_interval(secs => g * 17) AS created,
               (ARRAY[0,1,2,3,3,3,4,4,5,5])[1 + (g + g / 13) % 10] AS quotes
          FROM generate_series(1, :projects) g) s
  CROSS JOIN LATERAL (SELECT g % 19 <> 0 AND g % 8 = 3 AND quotes > 0 AND g * 17 > 86400 AS hired,
                             created + least(make_interval(secs => g * 17), interval '10 days') * ((quotes + 1)::float8 / (quotes + 2)) AS hired_at) h;
-- The quotes: the same count per request as above (the requests' ids are 1 to :projects, in order), each from a
-- different professional (the unique pair), sent within the request's first 10 days (before its hire, if hired).
-- Stored states as the API stores them: 'expired' is never stored (a sent or viewed quote past its validity reads
-- as expired), so on the older requests most 'sent' and 'viewed' quotes read as expired, as they would in
-- production. On a hired request one 'accepted' and the rest 'not_selected', all viewed and decided at the hire;
-- elsewhere about 1 in 13 'withdrawn', 3 in 5 of the rest 'viewed'. 2 to 4 lines, totals computed as the API does
-- (VAT rounded half up), dates as days in Spain: the start between the sending day and the validity (15 to 90
-- days after sending). The firm's name and NIF are copied from the professional, as the API does when sending.
INSERT INTO "quotes" ("projectId", "professionalId", "lines", "vatRate", "subtotalCents", "vatCents", "totalCents",
                      "startDate", "durationDays", "validUntil", "warrantyMonths", "message", "status", "firmName",
                      "taxId", "createdAt", "updatedAt", "viewedAt", "decidedAt")
SELECT q.pid, u."id",
       CASE q.nlines
         WHEN 2 THEN jsonb_build_array(l1, l2)
         WHEN 3 THEN jsonb_build_array(l1, l2, l3)
         ELSE jsonb_build_array(l1, l2, l3, l4) END,
       q.vat, q.subtotal, (q.subtotal * q.vat + 50) / 100, q.subtotal + (q.subtotal * q.vat + 50) / 100,
       q.sent_day + 3 + q.h % (q.valid_days - 3), 5 + q.h % 60, q.sent_day + q.valid_days,
       (ARRAY[6,12,12,24,24,36])[1 + q.h % 6],
       (ARRAY[NULL, 'Incluye materiales de primera calidad y limpieza al terminar.',
              'Podemos empezar la semana que viene. Visita previa sin compromiso.',
              'Precio cerrado: cualquier imprevisto corre de nuestra cuenta.'])[1 + q.h % 4],
       q.status, coalesce(u."companyName", u."name"), w."taxId", q.sent,
       coalesce(q.decided, q.viewed, q.sent), q.viewed, q.decided
  FROM (
    SELECT p."id" AS pid, k, n, h, sent, nlines, vat, valid_days,
           (sent AT TIME ZONE 'Europe/Madrid')::date AS sent_day,
           a1 + a2 + CASE WHEN nlines >= 3 THEN a3 ELSE 0 END + CASE WHEN nlines >= 4 THEN a4 ELSE 0 END AS subtotal,
           jsonb_build_object('concept', 'Mano de obra', 'amountCents', a1) AS l1,
           jsonb_build_object('concept', 'Materiales', 'amountCents', a2) AS l2,
           jsonb_build_object('concept', 'Retirada de escombros y limpieza final', 'amountCents', a3) AS l3,
           jsonb_build_object('concept', 'Licencia de obra y gestiones', 'amountCents', a4) AS l4,
           CASE WHEN p."hiredAt" IS NOT NULL THEN CASE WHEN k = p."id" % n THEN 'accepted' ELSE 'not_selected' END
                WHEN h % 13 = 0 THEN 'withdrawn'
                WHEN h % 5 < 3 THEN 'viewed'
                ELSE 'sent' END AS status,
           CASE WHEN p."hiredAt" IS NOT NULL THEN sent + (p."hiredAt" - sent) / 2
                WHEN h % 13 <> 0 AND h % 5 < 3 THEN sent + (now() - sent) / 4 END AS viewed,
           CASE WHEN p."hiredAt" IS NOT NULL THEN p."hiredAt"
                WHEN h % 13 = 0 THEN sent + (now() - sent) / 3 END AS decided,
           p."id" AS g
      FROM "renovation_projects" p
      CROSS JOIN LATERAL (SELECT (ARRAY[0,1,2,3,3,3,4,4,5,5])[1 + (p."id" + p."id" / 13) % 10] AS n) c
      CROSS JOIN LATERAL generate_series(0, c.n - 1) k
      CROSS JOIN LATERAL (SELECT (p."id" * 7 + k * 3) AS h) hh
      CROSS JOIN LATERAL (
        SELECT CASE WHEN p."hiredAt" IS NOT NULL
                    THEN p."createdAt" + (p."hiredAt" - p."createdAt") * ((k + 1)::float8 / (n + 1))
                    ELSE p."createdAt" + least(now() - p."createdAt", interval '10 days') * ((k + 1)::float8 / (n + 2)) END AS sent,
               2 + h % 3 AS nlines,
               CASE WHEN h % 4 = 0 THEN 21 ELSE 10 END AS vat,
               (ARRAY[15,30,30,30,60,90])[1 + (h / 6) % 6] AS valid_days,
               80000 + ((h::bigint * 7919) % 11200)::int * 100 AS a1,
               30000 + ((h::bigint * 104729) % 8700)::int * 100 AS a2,
               15000 + ((h::bigint * 613) % 450)::int * 100 AS a3,
               20000 + ((h::bigint * 8111) % 600)::int * 100 AS a4) v
  ) q
  JOIN "users" u ON u."id" = (SELECT min("id") FROM "users" WHERE "userType" = 'professional')
                             + (q.g * 37 + q.k * (:workers / 7 + 1)) % :workers
  JOIN "worker_profiles" w ON w."userId" = u."id"
ON CONFLICT ("projectId", "professionalId") DO NOTHING;
-- Each quote took a contact slot of its request when sent, as a reveal of the phone does (one per professional).
INSERT INTO "project_contacts" ("projectId", "professionalId", "createdAt")
SELECT "projectId", "professionalId", "createdAt" FROM "quotes";
-- The owners already reminded of their first pending quote expiring within 3 days, as the notifier keeps them in
-- production: without it the bench's API would spend the run working off a backlog no site has.
UPDATE "renovation_projects" p SET "quotesRemindedFor" = due."validUntil"
  FROM (SELECT "projectId", min("validUntil") AS "validUntil" FROM "quotes"
         WHERE "status" IN ('sent', 'viewed')
           AND "validUntil" BETWEEN (now() AT TIME ZONE 'Europe/Madrid')::date AND (now() AT TIME ZONE 'Europe/Madrid')::date + 3
         GROUP BY "projectId") due
 WHERE p."id" = due."projectId" AND p."closedAt" IS NULL;
