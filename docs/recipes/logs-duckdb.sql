-- Behaviour logs joined with the config in SQL (DuckDB), without mapper at query time:
-- `mapper list --format csv > listing.csv` is the dimension table; the logs are parsed here.
-- Run from the folder that holds `logs/` and `listing.csv`:
--     duckdb < logs-duckdb.sql      or, in Python, duckdb.sql(open("logs-duckdb.sql").read())
-- It leaves the view `annotated`: one row per record, with its event_id (NULL when unmapped).

CREATE OR REPLACE TABLE listing AS
SELECT * FROM read_csv('listing.csv', header = true, all_varchar = true);

CREATE OR REPLACE VIEW log_lines AS
WITH files AS (SELECT filename, string_split(replace(content, chr(13), ''), chr(10)) AS lines FROM read_text('logs/**/*.log'))
SELECT filename AS file, unnest(lines) AS line, generate_subscripts(lines, 1) AS line_number FROM files;

-- A record is TypeCode,TimeInterval,Data,Remark: the remark is what follows the last comma.
CREATE OR REPLACE VIEW records AS
SELECT file, line_number, r.type::INTEGER AS type, r.time::DOUBLE AS time, r.data AS data
FROM (
    SELECT file, line_number,
        regexp_extract(line, '^([0-9]{1,3}),(-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?),(.*),[^,]*$', ['type', 'time', 'data']) AS r
    FROM log_lines
)
WHERE r.type <> '' AND r.type::INTEGER <= 199;

-- Control data is ControlClass|TargetClass|Action|Tag|Frame|Info; the frame ends at its }}.
CREATE OR REPLACE VIEW interactions AS
SELECT file, line_number, type, time,
    CASE WHEN type IN (1, 3) THEN data WHEN type = 2 THEN data ELSE c.target END AS class,
    CASE WHEN type IN (1, 3) THEN 'Enter' WHEN type = 2 THEN 'Leave' ELSE c.action END AS trigger
FROM (
    SELECT *, regexp_extract(data, '^([^|]*)\|([^|]+)\|([^|]+)\|(-?[0-9]{1,18})\|\{\{[^}]*\}[^}]*\}\}(?:\|.*)?$',
        ['control', 'target', 'action', 'tag']) AS c
    FROM records
)
WHERE (type IN (1, 2, 3) AND data <> '') OR (type >= 100 AND c.action <> '');

-- The hooks' lookup: the class as logged, else its unqualified part (MyApp.HomeViewController).
CREATE OR REPLACE VIEW annotated AS
SELECT i.*, coalesce(exact.event_id, short.event_id) AS event_id
FROM interactions i
LEFT JOIN listing exact ON exact.class = i.class AND exact.trigger = i.trigger
LEFT JOIN listing short ON exact.event_id IS NULL AND position('.' IN i.class) > 0
    AND short.class = regexp_extract(i.class, '[^.]*$') AND short.trigger = i.trigger;
