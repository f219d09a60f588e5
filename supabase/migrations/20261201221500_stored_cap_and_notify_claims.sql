-- Issue 45: the global cap counts what was stored, an e-mail is claimed before it is sent, and hosted
-- retries are scheduled. Runs on hosted Supabase and on the local PGlite backend alike (pg_cron and
-- pg_net only where both exist).

-- 1. The hourly cap of all clients together counted rate-limit events, i.e. every POST that reached
--    validation: a few addresses posting `{}` closed the forms for everyone for an hour. It now counts the
--    submissions both tables stored in the last hour (private.admit_form_submission, called by the INSERT
--    itself). Each client's own window still counts every POST, as before, so one client cannot flood.
drop function private.hit_form_rate_limit(text, timestamptz, integer, integer, integer);
create function private.hit_form_rate_limit(
  p_client_hash text,
  p_now timestamptz,
  p_window_seconds integer,
  p_max_events integer
) returns table (allowed boolean, retry_after_seconds integer)
language plpgsql
set search_path = ''
as $$
declare
  v_window interval := make_interval(secs => p_window_seconds);
  v_count integer;
  v_oldest timestamptz;
begin
  perform pg_advisory_xact_lock(hashtext(p_client_hash));

  delete from public.form_rate_limit_events
   where client_hash = p_client_hash and created_at <= p_now - v_window;

  select count(*), min(created_at) into v_count, v_oldest
    from public.form_rate_limit_events
   where client_hash = p_client_hash and created_at > p_now - v_window;

  if v_count >= p_max_events then
    return query select false,
      greatest(1, ceil(extract(epoch from (v_oldest + v_window - p_now))))::integer;
    return;
  end if;

  insert into public.form_rate_limit_events (client_hash, created_at) values (p_client_hash, p_now);
  return query select true, 0;
end;
$$;

create index contact_messages_created_at_idx on public.contact_messages (created_at);
create index meeting_requests_created_at_idx on public.meeting_requests (created_at);

-- Whether one more submission fits under the cap, and if not, in how many seconds the oldest of the hour
-- leaves it. Called from the INSERT … SELECT that stores a submission, so the check and the row are one
-- statement; the advisory lock (held to the end of that statement's transaction) makes concurrent inserts
-- take turns, and each count, a fresh snapshot after the lock, sees every row committed before it.
create function private.admit_form_submission(p_now timestamptz, p_max_per_hour integer)
returns table (allowed boolean, retry_after_seconds integer)
language plpgsql
set search_path = ''
as $$
declare
  v_count integer;
  v_oldest timestamptz;
begin
  perform pg_advisory_xact_lock(hashtext('submit-forms: stored per hour'));
  select count(*), min(created_at) into v_count, v_oldest from (
    select created_at from public.contact_messages where created_at > p_now - interval '1 hour'
    union all
    select created_at from public.meeting_requests where created_at > p_now - interval '1 hour'
  ) as stored;
  if v_count >= p_max_per_hour then
    return query select false, greatest(1, ceil(extract(epoch from (v_oldest + interval '1 hour' - p_now))))::integer;
    return;
  end if;
  return query select true, 0;
end;
$$;

-- 2. A row is claimed before its e-mail is sent: the submission's own request claims it as it stores it,
--    a retry claims it in the UPDATE that picks it. A claim younger than 5 minutes (a send times out after
--    8 s) keeps every other sender off the row, however slow the provider; a failed send releases it.
alter table public.contact_messages add column notify_claimed_at timestamptz;
alter table public.meeting_requests add column notify_claimed_at timestamptz;

-- 3. Hosted retries: pg_cron calls the function's retry path every 5 minutes through pg_net, so an owed
--    e-mail no longer waits for the next visitor. The path's URL and its token are read from Supabase Vault
--    (README, "Deploying to hosted Supabase"); without them the job only warns. Nothing owed, no call.
create function private.request_form_notification_retries()
returns bigint
language plpgsql
set search_path = ''
as $$
declare
  v_url text;
  v_token text;
begin
  -- 8: MAX_NOTIFY_ATTEMPTS (supabase/functions/_shared/submit-forms-handler.ts); the function decides what is due.
  if not exists (select 1 from public.contact_messages where notified_at is null and notify_attempts < 8)
     and not exists (select 1 from public.meeting_requests where notified_at is null and notify_attempts < 8) then
    return null;
  end if;
  select decrypted_secret into v_url from vault.decrypted_secrets where name = 'submit_forms_retry_url';
  select decrypted_secret into v_token from vault.decrypted_secrets where name = 'submit_forms_retry_token';
  if v_url is null or v_token is null then
    raise warning 'retry-form-notifications: create the Vault secrets submit_forms_retry_url and submit_forms_retry_token (README, "Deploying to hosted Supabase")';
    return null;
  end if;
  return net.http_post(
    url := v_url,
    body := '{}'::jsonb,
    headers := jsonb_build_object('Content-Type', 'application/json', 'x-forms-retry-token', v_token),
    timeout_milliseconds := 120000
  );
end;
$$;

revoke all on function private.hit_form_rate_limit(text, timestamptz, integer, integer) from public;
revoke all on function private.admit_form_submission(timestamptz, integer) from public;
revoke all on function private.request_form_notification_retries() from public;
do $$
begin
  if exists (select 1 from pg_roles where rolname = 'anon') then
    revoke all on function private.hit_form_rate_limit(text, timestamptz, integer, integer) from anon, authenticated;
    revoke all on function private.admit_form_submission(timestamptz, integer) from anon, authenticated;
    revoke all on function private.request_form_notification_retries() from anon, authenticated;
  end if;
end;
$$;

-- The local backend has neither extension: it retries every minute itself (scripts/local-backend/server.ts).
do $$
begin
  if exists (select 1 from pg_available_extensions where name = 'pg_cron')
     and exists (select 1 from pg_available_extensions where name = 'pg_net') then
    create extension if not exists pg_cron;
    create extension if not exists pg_net;
    perform cron.schedule('retry-form-notifications', '*/5 * * * *', 'select private.request_form_notification_retries()');
  end if;
end;
$$;
