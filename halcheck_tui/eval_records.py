"""`halcheck eval`'s labelled data: the record schema, reading a JSONL file of records, a stratified slice.

One JSON object per line: `id`, `source`, `level` claim|response, `evidence` list of texts, `response`,
`label` for claim-level records, `hallucinated`, optional `query`. A bad line fails the whole load, named
by its line, before anything is checked.
"""
from __future__ import annotations

import json
from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from .core.case import Case, parse_case
from .errors import InputError
from .input_files import judge_input

LEVELS = ("claim", "response")
LABELS = ("supported", "contradicted", "unsupported")
"""Gold and predicted 3-way labels, in the order of the confusion matrix's rows and columns."""
MAX_DATA_BYTES = 200_000_000


@dataclass(frozen=True)
class EvalRecord:
    id: str
    source: str
    level: str
    evidence: tuple[str, ...]
    response: str
    hallucinated: bool
    label: str | None
    """Claim level only: supported | contradicted | unsupported."""
    query: str = ""
    line: int = 0
    """Line number in the data file, for messages."""

    @property
    def stratum(self) -> str:
        """The gold class a stratified slice balances over."""
        return self.label if self.label is not None else ("hallucinated" if self.hallucinated else "clean")

    def to_case(self) -> Case:
        """The record as a case: evidence texts become passages e1..eN (blank ones are dropped)."""
        raw = {"id": self.id, "question": self.query, "draft": self.response,
               "evidence": [{"id": f"e{i}", "kind": "passage", "text": text}
                            for i, text in enumerate(self.evidence, 1) if text.strip()]}
        return parse_case(raw, default_id=self.id)


def _field_error(where: str, name: str, problem: str) -> InputError:
    return InputError(f"{where}: `{name}` {problem}",
                      "each line needs id, source, level (claim|response), evidence (list of texts), response, "
                      "hallucinated, and label for claim-level records (see shared/eval/README.md)")


def parse_record(raw: object, where: str, line: int = 0) -> EvalRecord:
    if not isinstance(raw, dict):
        raise InputError(f"{where}: expected a JSON object", "put one record object per line")
    for name in ("id", "source", "response"):
        if not isinstance(raw.get(name), str) or not raw[name].strip():
            raise _field_error(where, name, "is missing or not a non-empty string")
    level = raw.get("level")
    if level not in LEVELS:
        raise _field_error(where, "level", f"must be claim or response, got {level!r}")
    evidence = raw.get("evidence")
    if not isinstance(evidence, list) or not all(isinstance(text, str) for text in evidence):
        raise _field_error(where, "evidence", "must be a list of strings")
    label = raw.get("label")
    if level == "claim":
        if label not in LABELS:
            raise _field_error(where, "label", f"must be one of {', '.join(LABELS)} on a claim-level record")
    else:
        label = None
    hallucinated = raw.get("hallucinated")
    if hallucinated is None and label is not None:
        hallucinated = label != "supported"
    if not isinstance(hallucinated, bool):
        raise _field_error(where, "hallucinated", "must be true or false")
    query = raw.get("query") or ""
    if not isinstance(query, str):
        raise _field_error(where, "query", "must be a string when given")
    return EvalRecord(raw["id"], raw["source"], level, tuple(evidence), raw["response"], hallucinated, label,
                      query, line)


def load_records(path: Path) -> list[EvalRecord]:
    """Every record of a JSONL file, in file order; any bad line fails the whole load (nothing runs)."""
    # A regular file only: a FIFO or a device would block or never end (judged as every input file is).
    info = judge_input(path, "give the path of a labelled JSONL file such as dev.jsonl", allow_stdin=False)
    if info.st_size > MAX_DATA_BYTES:
        raise InputError(f"{path}: larger than {MAX_DATA_BYTES // 1_000_000} MB", "split the file")
    records: list[EvalRecord] = []
    seen: dict[str, int] = {}
    with path.open("rb") as handle:
        for number, raw_line in enumerate(handle, 1):
            where = f"{path}:{number}"
            try:
                text = raw_line.decode("utf-8")
            except UnicodeDecodeError:
                raise InputError(f"{where}: not UTF-8 text", "save the file as UTF-8 JSONL") from None
            if not text.strip():
                continue
            try:
                raw = json.loads(text)
            except json.JSONDecodeError as exc:
                raise InputError(f"{where}: invalid JSON ({exc.msg} at column {exc.colno})",
                                 "put one JSON object per line") from None
            record = parse_record(raw, where, number)
            if record.id in seen:
                raise InputError(f"{where}: duplicate id {record.id!r} (first on line {seen[record.id]})",
                                 "record ids must be unique")
            seen[record.id] = number
            records.append(record)
    if not records:
        raise InputError(f"{path}: no records", "put one labelled record per line")
    return records


def select(records: Sequence[EvalRecord], per_source: int | None = None, limit: int | None = None) -> list[EvalRecord]:
    """A deterministic slice, in file order.

    `per_source` keeps N records of each source, stratified by gold class: classes take turns in the
    order they first appear, each contributing its records in file order, so a file sorted by label
    still yields a balanced slice. `limit` then keeps the first N of what is left.
    """
    chosen: list[EvalRecord] = list(records)
    if per_source is not None:
        by_source: dict[str, dict[str, list[int]]] = defaultdict(dict)
        for index, record in enumerate(records):
            by_source[record.source].setdefault(record.stratum, []).append(index)
        keep: set[int] = set()
        for strata in by_source.values():
            queues = [list(reversed(indices)) for indices in strata.values()]
            taken = 0
            while taken < per_source and any(queues):
                for queue in queues:
                    if queue and taken < per_source:
                        keep.add(queue.pop())
                        taken += 1
        chosen = [record for index, record in enumerate(records) if index in keep]
    if limit is not None:
        chosen = chosen[:limit]
    return chosen
