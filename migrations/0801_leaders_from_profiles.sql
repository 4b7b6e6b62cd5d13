-- The leaders pages read the network profiles of approved executive partners (issue 15): the cards
-- that were rows of their own, with files under `leaders/` in the public files, go. The demo's
-- twelve partners are executive partner accounts with profiles now (seeded at start).
drop table executive_partner_cards;
delete from public_files where key like 'leaders/%';
