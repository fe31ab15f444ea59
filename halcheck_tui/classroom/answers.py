"""Quiz answers kept per trainee: one JSON Lines file each under the data dir (`locations.classroom_dir`),
one line per quizzed level of a case (`halcheck.quiz/1`), appended as the trainee goes, so a class that
stops half way keeps what it answered. `report.py` reads them back."""
from __future__ import annotations

import json
import re
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from .. import locations
from ..errors import InputError
from .quiz import Marked, score

QUIZ_SCHEMA = "halcheck.quiz/1"
MAX_NAME = 60


def check_trainee(name: str) -> str:
    """The trainee's name as typed, trimmed; an empty or overlong one is an InputError."""
    name = " ".join(name.split())
    if not name:
        raise InputError("a trainee name is needed", "type your name (it keeps your answers apart from the class's)")
    if len(name) > MAX_NAME:
        raise InputError(f"a trainee name has at most {MAX_NAME} characters", "type a shorter name")
    return name


def trainee_file(name: str, directory: Path | None = None) -> Path:
    slug = re.sub(r"[^a-z0-9]+", "-", name.casefold()).strip("-") or "trainee"
    return (directory or locations.classroom_dir()) / f"{slug}.jsonl"


@dataclass(frozen=True)
class LevelAnswers:
    trainee: str
    case: str
    lesson: str | None
    level: str
    marked: tuple[Marked, ...]

    def as_json(self) -> dict:
        right, asked = score(self.marked)
        return {"schema": QUIZ_SCHEMA, "trainee": self.trainee, "case": self.case, "lesson": self.lesson,
                "level": self.level, "at": datetime.now(UTC).isoformat(timespec="seconds"),
                "right": right, "asked": asked,
                "items": [{"key": m.question.key, "text": m.question.text, "answer": m.answer, "truth": m.truth,
                           "right": m.right} for m in self.marked]}


def save(answers: LevelAnswers, directory: Path | None = None) -> Path:
    """Append one level's answers to the trainee's file (created with its folder when new)."""
    path = trainee_file(answers.trainee, directory)
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("a", encoding="utf-8") as out:
        out.write(json.dumps(answers.as_json(), ensure_ascii=False) + "\n")
    return path


def load_all(directory: Path | None = None) -> list[dict]:
    """Every saved line of every trainee; a line that is not a quiz record is an InputError naming it."""
    directory = directory or locations.classroom_dir()
    records = []
    for path in sorted(directory.glob("*.jsonl")) if directory.is_dir() else ():
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if not line.strip():
                continue
            try:
                record = json.loads(line)
            except json.JSONDecodeError:
                record = None
            if not isinstance(record, dict) or record.get("schema") != QUIZ_SCHEMA or not isinstance(
                    record.get("items"), list):
                raise InputError(f"{path}:{number}: not a {QUIZ_SCHEMA} line",
                                 "remove the line, or move the file out of the classroom folder")
            records.append(record)
    return records
