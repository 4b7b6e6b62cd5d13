-- The log position of the change that set (or cleared) the blackout period. The
-- scheduler puts it in its command ids, so the same period scheduled again after
-- being cleared is a new change rather than a retry of the first one.
alter table iqs_market_settings add column blackout_version bigint not null default 0;
