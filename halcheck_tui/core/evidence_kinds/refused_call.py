"""A tool call that was refused (DENY, ESCALATE): never executed, so its effect did not happen."""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..types import ClaimClass
from .base import (
    EvidenceContent,
    EvidenceItem,
    EvidenceKind,
    EvidenceKindUnit,
    KindDisplay,
    KindForm,
    Reading,
    humanise,
    invalid,
    read_object,
    read_string,
)
from .record import compact, scalar


class RefusedCallKind(EvidenceKindUnit):
    kind = EvidenceKind.REFUSED_CALL
    reading = Reading.REFUSED_ACTION
    grounds = {ClaimClass.RECORD: 0}
    form = KindForm("args", "args: a JSON object, e.g. {\"order_id\": \"A-4417\"}", "{\n  \n}", call_row=True,
                    required=(("tool", "name the tool whose call was refused, e.g. issue_refund"),))

    def parse(self, raw: Mapping[str, Any], path: str) -> EvidenceContent:
        args = read_object(raw, "args", path, default={})
        tool = read_string(raw.get("tool"), f"{path}.tool", required=True)
        # No default: a refusal's kind (DENY, ESCALATE) is what the reply may say about it.
        decision = read_string(raw.get("decision"), f"{path}.decision").strip()
        if not decision:
            raise invalid(f"{path}.decision", "missing", "say how the call was refused, e.g. DENY or ESCALATE")
        return EvidenceContent(tool=tool, decision=decision, args=args)

    def body_json(self, item: EvidenceItem) -> dict[str, Any]:
        return {"tool": item.tool, "decision": item.decision, "args": dict(item.args)}

    def verbalise(self, item: EvidenceItem) -> list[str]:
        args = ", ".join(f"{k} {v}" for k, v in item.args.items())
        return [f"The {humanise(item.tool)} call ({args}) was refused ({item.decision}) and was not executed."]

    def prompt_text(self, item: EvidenceItem) -> str:
        args = ", ".join(f"{k}={scalar(v)}" for k, v in item.args.items())
        return (f"call {item.tool}({args}) was refused ({item.decision or 'DENY'}): NOT EXECUTED. "
                f"Its effect did not happen.")

    def premises_beside_fields(self, item: EvidenceItem) -> list[str]:
        # The call has no leaves to align: NLI reads the whole refusal for every claim about the case.
        return self.verbalise(item)

    def display(self, item: EvidenceItem) -> KindDisplay:
        summary = f"{item.tool}({', '.join(f'{k}={compact(v)}' for k, v in item.args.items())}) {item.decision}"
        args = ", ".join(f"{k}={v}" for k, v in item.args.items())
        return KindDisplay(summary, (f"{item.tool}({args}) \u2192 {item.decision}: refused, never executed",),
                           warning=True)
