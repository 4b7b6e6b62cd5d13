-- Refusals are codes plus parameters (issue 13): the engine's rejection events
-- carry a reason and what its text needs (`params`), no English sentence; the
-- clients word them. Rows of events written before keep the `message` those
-- events carried (so an old log still replays to the same rows); newer rows
-- have no message and their params instead.
alter table iqs_order_rejections alter column message drop not null;
alter table iqs_order_rejections add column params jsonb;
