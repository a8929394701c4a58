-- Scratch data for `npm run bench:api`: :projects requests over 15 cities and every type, 1,000 clients,
-- :workers professional profiles (9 in 10 public) over the same cities and varied services. Password hashes are placeholders: nobody logs in during the bench.
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
INSERT INTO "worker_profiles" ("userId", "description", "services", "experience", "postalCode", "city", "isPublic", "createdAt")
SELECT u."id",
       'Empresa de reformas con equipo propio y garantía.',
       (ARRAY['["integral","bathroom","kitchen"]','["painting"]','["electricity","plumbing"]','["air_conditioning","aerothermal"]','["solar_panels","other"]'])[1 + (u."id" / 5) % 5],
       (u."id" % 30), lpad(((u."id" * 7919) % 52000)::text, 5, '0'),
       (ARRAY['Madrid','Barcelona','Valencia','Sevilla','Zaragoza','Málaga','Murcia','Palma','Las Palmas de Gran Canaria','Bilbao','Alicante','Córdoba','Valladolid','Vigo','Granada'])[1 + (u."id" / 3) % 15],
       (u."id" % 10 <> 0), now() - make_interval(secs => u."id")
  FROM "users" u WHERE u."userType" = 'professional';
-- Ratings for two professionals in three; triggers copy them onto the profiles the directory reads. No
-- response times: the API recomputes those from the chat at start, and the bench has no chat.
INSERT INTO "provider_stats" ("userId", "count", "sum", "stars4", "stars5")
SELECT u."id", 1 + u."id" % 40, 4 * ((1 + u."id" % 40) / 2) + 5 * ((1 + u."id" % 40) - (1 + u."id" % 40) / 2),
       (1 + u."id" % 40) / 2, (1 + u."id" % 40) - (1 + u."id" % 40) / 2
  FROM "users" u WHERE u."userType" = 'professional' AND u."id" % 3 <> 0;
-- About one request in 20 closed by its author (19: spread over every type and city): the board's partial indexes leave them out.
INSERT INTO "renovation_projects" ("userId", "name", "phone", "email", "renovationType", "timeline", "postalCode", "city", "description", "createdAt", "closedAt", "closeReason")
SELECT 1 + (g % 1000),
       'Cliente ' || (1 + g % 1000) || ' Prueba',
       '6' || lpad((g % 100000000)::text, 8, '0'),
       CASE WHEN g % 3 = 0 THEN NULL ELSE 'contacto' || g || '@bench.es' END,
       (ARRAY['integral','bathroom','kitchen','painting','electricity','plumbing','air_conditioning','aerothermal','solar_panels','other'])[1 + g % 10],
       (ARRAY['immediate','15days','1month','flexible'])[1 + (g / 10) % 4],
       lpad(((g::bigint * 7919) % 52000 + 1000)::text, 5, '0'),
       (ARRAY['Madrid','Barcelona','Valencia','Sevilla','Zaragoza','Málaga','Murcia','Palma','Las Palmas de Gran Canaria','Bilbao','Alicante','Córdoba','Valladolid','Vigo','Granada'])[1 + (g / 7) % 15],
       'Reforma de prueba número ' || g || ' con descripción de longitud media para el tablón.',
       now() - make_interval(secs => g * 17),
       CASE WHEN g % 19 = 0 THEN now() END,
       CASE WHEN g % 19 = 0 THEN (ARRAY['found','not_needed'])[1 + (g / 19) % 2] END
  FROM generate_series(1, :projects) g;
