"""A case that names an evidence snapshot gets that snapshot's evidence: the one resolver every front
end (CLI, batch, TUI, Python API, HTTP server) calls before a check."""
from __future__ import annotations

from dataclasses import replace

from .. import locations
from ..core.case import Case
from ..errors import InputError
from .store import EvidenceStore


def resolve_case_snapshot(case: Case) -> Case:
    """The case with its snapshot's evidence added (inline evidence is kept); unchanged if it names none."""
    if not case.evidence_snapshot:
        return case
    store = EvidenceStore(locations.store_path())
    try:
        items = store.resolve_snapshot(case.evidence_snapshot, as_of=case.as_of, tenant=case.tenant)
    finally:
        store.close()
    inline = {e.id for e in case.evidence}
    clashes = [e.id for e in items if e.id in inline]
    if clashes:
        raise InputError(f"evidence id {clashes[0]!r} is both inline and in snapshot {case.evidence_snapshot}",
                         "rename the inline item")
    return replace(case, evidence=case.evidence + tuple(items))
