"""What an evidence kind is: the interface each kind's module implements, and the values it returns.

A kind's module owns everything that differs between kinds (parsing its JSON, the sentences a reader
or a model reads, its retrieval units, what it may ground and how the TUI shows it), so adding a kind is
one module and its tests. These modules sit below `core/case.py`, which parses through the registry: they
read an item through the `EvidenceItem` protocol and never import the case module.
"""
from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import Enum
from typing import Any, ClassVar, Protocol

from ...errors import CaseError
from ..types import ClaimClass


class EvidenceKind(str, Enum):
    """The kinds halcheck ships (the contract's words); a plugin's kind is a `KindName`."""

    RECORD = "record"
    POLICY = "policy"
    PASSAGE = "passage"
    REFUSED_CALL = "refused_call"


class KindName(str):
    """The name of a registered kind that is no `EvidenceKind` member. `.value` as an enum member has, so
    the trace and every list that prints `item.kind.value` read both alike."""

    @property
    def value(self) -> str:
        return str(self)


class Reading(str, Enum):
    """How the grounding level reads a kind's items."""

    TEXT = "text"
    """As text: sentences anchored into `text`, ranked by retrieval and read by NLI, cited by sentence."""
    FIELDS = "fields"
    """As a tool's record: `fields` aligned leaf by leaf by the record checker, cited by field path."""
    REFUSED_ACTION = "refused_action"
    """As a tool call that was refused: what the reply may say became of the request."""


class EvidenceItem(Protocol):
    """An evidence item as a kind reads it (`core.case.Evidence` is one)."""

    id: str
    kind: EvidenceKind | KindName
    text: str
    fields: Mapping[str, Any]
    tool: str
    decision: str
    args: Mapping[str, Any]
    lineage: Mapping[str, str]

    def flat_fields(self) -> dict[str, Any]: ...


@dataclass(frozen=True)
class EvidenceContent:
    """What a kind's parser read from one item's JSON (the case module adds id, kind and lineage)."""

    text: str = ""
    fields: Mapping[str, Any] = field(default_factory=dict)
    tool: str = ""
    decision: str = ""
    args: Mapping[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class RetrievalUnits:
    """An item's retrieval units: `anchored_text` is split into sentences with offsets into it; `sentences`
    are verbalised, with no place in any text (start == end == -1)."""

    anchored_text: str = ""
    sentences: tuple[str, ...] = ()


@dataclass(frozen=True)
class KindDisplay:
    """How a front end shows an item, as plain data (the core never imports Textual)."""

    summary: str
    """One line for a list of items (untruncated; the front end cuts it to its width)."""
    lines: tuple[str, ...] = ()
    """What a detail view shows under the item's heading when the item has no text or fields to mark."""
    warning: bool = False
    """Whether the lines say that something did not happen (a refused call), to be shown as a problem."""


@dataclass(frozen=True)
class KindForm:
    """What an editor asks for to write one item of the kind."""

    body_key: str
    """The key the editor's body box fills: `text`, or an object key such as `fields`."""
    hint: str
    template: str = ""
    call_row: bool = False
    """Whether the editor asks for a tool name and a decision too."""
    required: tuple[tuple[str, str], ...] = ()
    """(attribute, fix) for each part of the item the editor refuses to leave empty, beyond the parser."""


def invalid(path: str, problem: str, fix: str = "") -> CaseError:
    """The case error for a field: `evidence[2].fields: expected an object`."""
    return CaseError(f"{path}: {problem}", fix)


def read_string(value: Any, path: str, required: bool = False) -> str:
    if value is None and not required:
        return ""
    if not isinstance(value, str):
        raise invalid(path, f"expected a string, got {type(value).__name__}")
    return value


def read_object(raw: Mapping[str, Any], key: str, path: str, default: Any = None) -> dict:
    value = raw.get(key, default)
    if not isinstance(value, dict):
        raise invalid(f"{path}.{key}", "expected an object")
    return value


def humanise(value: Any) -> str:
    return str(value).replace("_", " ")


class EvidenceKindUnit(ABC):
    """One evidence kind. Subclasses set the class attributes and implement the abstract methods."""

    kind: ClassVar[EvidenceKind | KindName]
    reading: ClassVar[Reading]
    grounds: ClassVar[Mapping[ClaimClass, int]]
    """The claim classes its items may ground, each with a rank: for a class, the kinds of the lowest rank
    present in the case ground it (a rule is read against passages only where no policy is given)."""
    storable: ClassVar[bool] = False
    """Whether the evidence store keeps items of this kind."""
    form: ClassVar[KindForm] = KindForm("text", "text")

    @abstractmethod
    def parse(self, raw: Mapping[str, Any], path: str) -> EvidenceContent:
        """The item's content, validated; CaseError (see `invalid`) naming the field that is wrong."""

    @abstractmethod
    def body_json(self, item: EvidenceItem) -> dict[str, Any]:
        """The item's content as the case file writes it (beside id, kind and lineage)."""

    @abstractmethod
    def verbalise(self, item: EvidenceItem) -> list[str]:
        """The item as short sentences for a reader or NLI."""

    def prompt_text(self, item: EvidenceItem) -> str:
        """The body of the item's data block in a generator's prompt."""
        return "\n".join(self.verbalise(item))

    def retrieval_units(self, item: EvidenceItem) -> RetrievalUnits:
        if self.reading is Reading.TEXT:
            return RetrievalUnits(anchored_text=item.text)
        return RetrievalUnits(sentences=tuple(self.verbalise(item)))

    def premises_beside_fields(self, item: EvidenceItem) -> list[str]:
        """Sentences NLI reads for a claim about the case besides the record leaves the claim aligned to."""
        return []

    @abstractmethod
    def display(self, item: EvidenceItem) -> KindDisplay:
        """How a front end shows the item."""
