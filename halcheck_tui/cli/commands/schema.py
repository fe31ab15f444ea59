"""`halcheck schema case|trace|batch-error`: print the JSON Schema of a case file, a trace or a batch's error
record (shipped in the package)."""
from __future__ import annotations

import argparse
import sys

from ...schemas import SCHEMA_FILES, schema_text


def add_schema_parser(subparsers: argparse._SubParsersAction) -> argparse.ArgumentParser:
    parser = subparsers.add_parser(
        "schema", help="print the JSON Schema of a case file, a trace or a batch's error record",
        description="Print the JSON Schema (draft 2020-12) of halcheck.case/1, halcheck.trace/1 or "
                    "halcheck.batch-error/1 (what check --batch writes for a line it could not check), e.g. "
                    "`halcheck schema case > case.schema.json`, to validate files with any JSON Schema tool.")
    parser.add_argument("format", choices=sorted(SCHEMA_FILES),
                        help="case (halcheck.case/1), trace (halcheck.trace/1) or batch-error (halcheck.batch-error/1)")
    parser.set_defaults(func=cmd_schema)
    return parser


def cmd_schema(args: argparse.Namespace) -> int:
    sys.stdout.write(schema_text(args.format))
    return 0
