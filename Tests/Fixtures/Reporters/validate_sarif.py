#!/usr/bin/env python3
"""Validates a SARIF file against the SARIF 2.1.0 object model of the PyPI package pydantic-sarif.

The model forbids unknown properties and checks types, enumerations (levels, roles, column
kinds) and bounds (1-based lines and columns), so a misspelt key or a level SARIF does not have
fails here before a code-scanning upload would reject it.

Usage: validate_sarif.py FILE.sarif.json   (exit 0 when valid; 1 with the errors otherwise)
"""
import sys

try:
    from pydantic import ValidationError
    from pydantic_sarif.model import StaticAnalysisResultsFormatSarifVersion210JsonSchema as SarifLog
except ImportError as error:
    sys.exit(f"validate_sarif.py: {error} (install it with: python3 -m pip install pydantic-sarif)")


def main(argv):
    if len(argv) != 2:
        sys.exit(f"usage: {argv[0]} FILE.sarif.json")
    path = argv[1]
    try:
        with open(path, encoding="utf-8") as file:
            text = file.read()
    except OSError as error:
        sys.exit(f"{path}: cannot read: {error}")
    try:
        log = SarifLog.model_validate_json(text)
    except ValidationError as error:
        print(f"{path}: not valid SARIF 2.1.0:\n{error}", file=sys.stderr)
        return 1
    results = sum(len(run.results or []) for run in log.runs)
    print(f"{path}: valid SARIF {log.version.value} ({len(log.runs)} run, {results} results)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
