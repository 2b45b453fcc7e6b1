#!/usr/bin/env python3
"""Runs the Spark recipe (docs/recipes/logs-spark.py) in local mode and checks that its records
per event ID are what `mapper logs report` counts on the same logs.

    check_spark_recipe.py <mapper> <logs>      (from the repository's root)
"""
import json
import os
import subprocess
import sys
from collections import Counter

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "..", "docs", "recipes"))
import importlib.util

spec = importlib.util.spec_from_file_location("logs_spark", os.path.join("docs", "recipes", "logs-spark.py"))
recipe = importlib.util.module_from_spec(spec)
spec.loader.exec_module(recipe)

from pyspark.sql import SparkSession


def main(mapper, logs):
    mapper = os.path.abspath(mapper)
    config = os.path.abspath("Configs")
    report = json.loads(subprocess.run([mapper, "logs", "report", logs, "--config", config, "--format", "json"], check=True,
                                       capture_output=True, text=True).stdout)
    expected = Counter()
    for event in report["events"]:
        if event["count"]:
            expected[event["eventID"]] += event["count"]
    expected[None] = report["totals"]["unmapped"] + report["totals"]["notMappable"]
    spark = SparkSession.builder.master("local[2]").appName("mapper-logs-check").config("spark.ui.enabled", "false").getOrCreate()
    spark.sparkContext.setLogLevel("ERROR")
    try:
        rows = recipe.annotate(spark, os.path.abspath(logs), config, mapper)
        counted = Counter({row["eventID"]: row["count"] for row in rows.groupBy("eventID").count().collect()})
    finally:
        spark.stop()
    assert counted == expected, "Spark counted %s, the report %s" % (dict(counted), dict(expected))
    print("the Spark recipe counts what mapper logs report counts: %d records, %d event IDs" % (sum(counted.values()), len(counted) - 1))


if __name__ == "__main__":
    main(*sys.argv[1:3])
