-- The session that had an order accepted with the code of `last_time_step`: that session may use
-- the same code again for more orders within its step; any other session (and any sign-in) is
-- refused it as a replay (services/api/src/totp/totp-service.ts). Null after a sign-in or activation.
alter table user_totp add column last_session_id text;
