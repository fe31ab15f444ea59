"""What the case editor holds: a mutable case document, its validation, and the autosave.

The editor must hold what the user typed even when it is not a valid case yet (an empty draft while
they paste), so it edits this document and only turns it into a frozen `core.case.Case` (through the
core's own validating parser) when a check runs or a file is saved.
"""
from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .. import locations
from ..core.case import Case, Evidence, parse_case, parse_evidence
from ..core.evidence_cleaning import EVIDENCE_CLEANED
from ..core.evidence_kinds.base import Reading
from ..core.evidence_kinds.registry import unit_of
from ..errors import InputError
from ..files import atomic_write_text
from ..ports import TokenLogprob

AUTOSAVE_SCHEMA = "halcheck.autosave/1"


@dataclass
class CaseDocument:
    id: str = "case"
    question: str = ""
    draft: str = ""
    evidence: list[Evidence] = field(default_factory=list)
    logprobs: tuple[TokenLogprob, ...] | None = None
    logprobs_draft: str | None = None
    """The draft the logprobs were produced for: once the user edits the draft they no longer apply."""
    evidence_snapshot: str | None = None
    as_of: str | None = None
    tenant: str | None = None
    samples: tuple[str, ...] = ()
    """Other generations of the reply (level 1's self-consistency), kept as loaded; the editor does not show them."""
    now: str | None = None
    """When the reply was written, kept as loaded: relative dates and the reader's clock are read against it."""
    generated_by: str | None = None
    generated_draft: str | None = None
    """The draft `generated_by` wrote: once the user edits it, the model no longer wrote what is checked."""

    @classmethod
    def from_case(cls, case: Case) -> CaseDocument:
        return cls(case.id, case.question, case.draft, list(case.evidence), case.logprobs,
                   case.draft if case.logprobs is not None else None, case.evidence_snapshot, case.as_of, case.tenant,
                   case.samples, case.now, case.generated_by, case.draft if case.generated_by else None)

    @property
    def logprobs_apply(self) -> bool:
        return self.logprobs is not None and self.draft == self.logprobs_draft

    def logprobs_note(self) -> str:
        if self.logprobs is None:
            return "no logprobs: level 1 uses the local model if installed"
        if self.logprobs_apply:
            return f"logprobs given ({len(self.logprobs)} tokens)"
        return "draft edited: its logprobs no longer apply and are left out"

    def to_raw(self) -> dict[str, Any]:
        """The case-file JSON (contract section 1), written by the one path every case takes (Case.to_json):
        the logprobs and the generator only while the draft is still the one they were made for."""
        logprobs = self.logprobs if self.logprobs_apply else None
        generated_by = self.generated_by if self.generated_by and self.draft == self.generated_draft else None
        return Case(self.draft, self.id.strip() or "case", self.question, tuple(self.evidence), logprobs,
                    self.evidence_snapshot, self.as_of, self.tenant, self.now, generated_by, self.samples).to_json()

    def to_case(self) -> Case:
        """The validated case; raises InputError naming the field that is wrong."""
        return parse_case(self.to_raw())

    def problem(self) -> InputError | None:
        try:
            self.to_case()
        except InputError as exc:
            return exc
        return None

    def other_ids(self, except_index: int | None = None) -> set[str]:
        return {item.id for i, item in enumerate(self.evidence) if i != except_index}

    @classmethod
    def from_raw_lenient(cls, raw: Any) -> CaseDocument:
        """A document from saved JSON that may not be a valid case (an autosave taken mid-edit)."""
        if not isinstance(raw, dict):
            return cls()
        try:
            return cls.from_case(parse_case(raw))
        except InputError:
            pass
        doc = cls(str(raw.get("id") or "case"), _text(raw.get("question")), _text(raw.get("draft")))
        for i, item in enumerate(raw.get("evidence") or []):
            try:
                evidence = parse_evidence(item, i)
            except InputError:
                continue  # an item that never validated cannot have been added in the editor
            if evidence.id not in doc.other_ids():
                doc.evidence.append(evidence)
        return doc


def _text(value: Any) -> str:
    return value if isinstance(value, str) else ""


_UNSEEN = re.compile("[" + "".join(f"\\u{cp:04x}" for cp in sorted({*range(0x20), *EVIDENCE_CLEANED} - {0x09, 0x0A})) + "]")


def escape_unseen(text: str) -> str:
    """`text` with every character a terminal would hide, act on or reorder by written as its escape: C0
    and C1 controls and DEL as `\\x80`, bidi controls as `\\u202e` (tabs and line feeds stay). The editor shows
    evidence as stored, before the check cleans it (core.evidence_cleaning.evidence_as_checked), so what will be
    replaced or removed can be seen where it is."""
    return _UNSEEN.sub(lambda m: f"\\x{ord(m.group()):02x}" if ord(m.group()) < 0x100 else f"\\u{ord(m.group()):04x}",
                       text)


def evidence_summary(item: Evidence, width: int = 46) -> str:
    """One line describing an evidence item, for the editor's evidence list and the paste preview; hidden
    controls are shown escaped (escape_unseen)."""
    unit = unit_of(item.kind)
    if unit.reading is not Reading.TEXT:
        body = unit.display(item).summary
    else:
        # escaped first: splitlines and strip would swallow U+0085 and the other C0/C1 line breaks unseen
        shown = escape_unseen(item.text.replace("\r\n", "\n"))
        body = " / ".join(line.strip() for line in shown.splitlines() if line.strip())
    body = escape_unseen(body)
    return body if len(body) <= width else body[:width - 1] + "…"


# --- autosave -----------------------------------------------------------------------------------------

ENDED_BY_QUIT = "quit"
"""The autosave's `ended` when the user quit on purpose (ctrl+q) keeping unsaved edits there; an autosave
without it was last written while the session was still running, so the session ended some other way."""


def write_autosave(doc: CaseDocument, path: Path | None = None, ended: str | None = None) -> Path:
    path = path or locations.autosave_path()
    raw = doc.to_raw()
    raw["autosave"] = AUTOSAVE_SCHEMA  # an addition the case parser ignores
    if ended:
        raw["ended"] = ended
    atomic_write_text(path, json.dumps(raw, ensure_ascii=False, indent=1) + "\n")
    return path


def autosave_ended_by_quit(path: Path | None = None) -> bool:
    """Whether the last session was quit on purpose (its autosave says so), not ended by a crash."""
    path = path or locations.autosave_path()
    try:
        raw = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return False
    return isinstance(raw, dict) and raw.get("ended") == ENDED_BY_QUIT


def read_autosave(path: Path | None = None) -> CaseDocument | None:
    """The autosaved document, or None when there is none (or it cannot be read: never fatal)."""
    path = path or locations.autosave_path()
    try:
        raw = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    doc = CaseDocument.from_raw_lenient(raw)
    return doc if (doc.draft.strip() or doc.evidence or doc.question.strip()) else None
