"""Behaviour logs from many devices mapped to event IDs in Spark, with `mapper logs annotate` as a
pipe stage: no code of the tool's runs in the JVM, and the mapping is the same as on one machine.

    spark-submit --files Configs/WGlobalUserStatisticsConfig.plist logs-spark.py \
        hdfs:///logs/2016-09-08 WGlobalUserStatisticsConfig.plist mapper

Arguments: the logs (a folder Spark can read), the config (on a cluster, shipped with --files so
that it lies in each executor's working directory; a full path in local mode), and the `mapper`
to run (installed on every executor). Prints the records per event ID.
"""
import shlex
import sys

from pyspark.sql import SparkSession


def annotate(spark, logs, config, mapper):
    """One JSON row per record, as `mapper logs annotate` writes them, as a DataFrame."""
    # Whole files, so that each device header stays with its records; `mapper` reads a header in
    # the middle of its input as the start of the next file. The trailing newline is dropped:
    # pipe() writes one of its own after each element.
    files = spark.sparkContext.wholeTextFiles(logs).values().map(lambda text: text.rstrip("\n"))
    rows = files.pipe(shlex.join([mapper, "logs", "annotate", "-", "--config", config]))
    return spark.read.json(rows)


if __name__ == "__main__":
    logs, config, mapper = sys.argv[1:4]
    spark = SparkSession.builder.appName("mapper-logs").getOrCreate()
    counts = annotate(spark, logs, config, mapper).groupBy("eventID").count().orderBy("eventID")
    for row in counts.collect():
        print("%s\t%d" % (row["eventID"], row["count"]))
    spark.stop()
