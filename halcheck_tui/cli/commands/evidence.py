"""`halcheck evidence ...`: import, list, show, diff and search evidence snapshots.

`add_evidence_parser(subparsers)` registers the commands; each sets `func(args) -> int` (an exit code) via
`set_defaults`. Errors are raised as InputError for the main CLI to print on one line (exit 2).
"""
from __future__ import annotations

import argparse
import difflib
import sys
from pathlib import Path

from rich.console import Console
from rich.markup import escape
from rich.table import Table

from ... import locations
from ...errors import InputError
from ...store.items import ItemMeta, load_path
from ...store.store import EvidenceStore
from ...store.values import DeleteResult, ImportResult, RevisionDiff, RevisionInfo


def add_evidence_parser(subparsers: argparse._SubParsersAction) -> argparse.ArgumentParser:
    common = argparse.ArgumentParser(add_help=False)
    common.add_argument("--store", type=Path, default=None, metavar="FILE",
                        help="evidence store file (default: evidence.sqlite3 in the user data dir)")

    evidence = subparsers.add_parser("evidence", help="manage versioned evidence snapshots",
                                     description="Import, inspect and search versioned evidence snapshots.")
    commands = evidence.add_subparsers(dest="evidence_command", metavar="COMMAND", required=True)

    p = commands.add_parser("import", parents=[common], help="import a file or folder as a corpus revision")
    p.add_argument("corpus", help="corpus name, e.g. support-policy")
    p.add_argument("path", type=Path, help=".md/.txt/.json file or a folder of them")
    p.add_argument("--tenant", help="tenant for items that set none (default: visible to all tenants)")
    p.add_argument("--authority", help="source authority for items that set none, e.g. approved-policy")
    p.add_argument("--valid-from", dest="valid_from", help="ISO 8601 start of validity for items that set none")
    p.add_argument("--valid-to", dest="valid_to", help="ISO 8601 end of validity (a date is inclusive)")
    p.add_argument("--replace", action="store_true",
                   help="allow the new revision to leave out items the corpus's newest revision has (without it, "
                        "such an import is refused and nothing is written)")
    p.set_defaults(func=cmd_import)

    p = commands.add_parser("import-shipped", parents=[common],
                            help="import every sample corpus under evidence_store/corpora")
    p.set_defaults(func=cmd_import_shipped)

    p = commands.add_parser("list", parents=[common], help="list corpora and their revisions")
    p.set_defaults(func=cmd_list)

    p = commands.add_parser("show", parents=[common], help="show the items of a revision")
    p.add_argument("ref", metavar="CORPUS[@REV]", help="corpus (newest revision) or corpus@sha256:...")
    p.add_argument("--anchors", action="store_true", help="list every citation anchor")
    p.set_defaults(func=cmd_show)

    p = commands.add_parser("diff", parents=[common], help="compare two revisions of a corpus")
    p.add_argument("corpus")
    p.add_argument("rev_a", metavar="REV_A", help="sha256:... (a unique prefix of 7+ hex digits will do)")
    p.add_argument("rev_b", metavar="REV_B")
    p.set_defaults(func=cmd_diff)

    p = commands.add_parser("search", parents=[common], help="full-text search over citation anchors")
    p.add_argument("query")
    p.add_argument("--corpus", metavar="CORPUS[@REV]", help="search one snapshot (default: every corpus)")
    p.add_argument("--tenant", help="search as this tenant (default: public items only)")
    p.add_argument("--as-of", dest="as_of", help="ISO 8601 time the evidence must be valid at (default: now)")
    p.add_argument("--limit", type=int, default=10)
    p.set_defaults(func=cmd_search)

    p = commands.add_parser("delete", parents=[common],
                            help="delete a revision or a whole corpus, and the items nothing else uses")
    p.add_argument("ref", metavar="CORPUS[@REV]", help="corpus (every revision) or corpus@sha256:... (that one)")
    p.add_argument("--yes", action="store_true", help="really delete (without it, only say what would go)")
    p.set_defaults(func=cmd_delete)
    return evidence


def _console() -> Console:
    # Piped (a file, `| grep`), there is no screen width to fit: Rich's 80 columns would fold the hashes
    # people copy into case files, so lines are only as long as their content.
    return Console(highlight=False, width=None if sys.stdout.isatty() else PIPE_WIDTH)


PIPE_WIDTH = 10_000


def _short(revision: str) -> str:
    return revision[: len("sha256:") + 12]


def _open(args: argparse.Namespace) -> EvidenceStore:
    store = EvidenceStore(args.store)
    store.on_wait = lambda message: print(f"halcheck: {message}", file=sys.stderr, flush=True)
    return store


def _print_import(console: Console, result: ImportResult) -> None:
    state = "[green]new revision[/]" if result.created else "[dim]unchanged[/]"
    console.print(f"{escape(result.corpus_id)}@{result.revision}  {state}  ({result.items} items)")
    if result.skipped:
        console.print(f"[yellow]skipped (not .md/.txt/.json):[/] {escape(', '.join(result.skipped))}")


def _newest(store: EvidenceStore, corpus_id: str) -> RevisionInfo | None:
    return next((c.head for c in store.list_corpora() if c.corpus_id == corpus_id), None)


def _ids_to_import(args: argparse.Namespace) -> set[str]:
    """The item ids the import would store (read and validated as the import itself will)."""

    defaults = ItemMeta(tenant=args.tenant or None, authority=args.authority or None,
                        valid_from=args.valid_from or None, valid_to=args.valid_to or None)
    return {item.item_id for item in load_path(Path(args.path), defaults).items}


def cmd_import(args: argparse.Namespace) -> int:
    """Import as a new revision; into an existing corpus, print what changed, and refuse (exit 2, nothing
    written) a revision that drops items unless --replace says that is meant: a folder imported from the
    wrong place, or a single file where a folder was, would otherwise hide the corpus's other items."""
    with _open(args) as store:
        before = _newest(store, args.corpus)
        if before is not None and not args.replace:
            old_ids = {stored.evidence.id for stored in store.show(f"{args.corpus}@{before.revision}").items}
            removed = sorted(old_ids - _ids_to_import(args))
            if removed:
                listed = ", ".join(removed[:5]) + (f" and {len(removed) - 5} more" if len(removed) > 5 else "")
                raise InputError(
                    f"importing {args.path} into {args.corpus} would remove {len(removed)} of its "
                    f"{len(old_ids)} items ({listed}); nothing was imported",
                    "add --replace to make a revision without them, or import into a new corpus name")
        result = store.import_path(args.corpus, args.path, tenant=args.tenant, authority=args.authority,
                                   valid_from=args.valid_from, valid_to=args.valid_to)
        diff = (store.diff(args.corpus, before.revision, result.revision)
                if before is not None and before.revision != result.revision else None)
    console = _console()
    _print_import(console, result)
    if diff is not None:
        _print_diff(console, diff)
    return 0


def cmd_import_shipped(args: argparse.Namespace) -> int:
    root = locations.shipped_corpora_dir()
    folders = sorted(p for p in root.iterdir() if p.is_dir() and not p.name.startswith(".")) if root.is_dir() else []
    if not folders:
        raise InputError(f"no sample corpora in {root}", "set HALCHECK_CORPORA to the evidence_store/corpora folder")
    console = _console()
    with _open(args) as store:
        for folder in folders:
            _print_import(console, store.import_path(folder.name, folder))
    return 0


def cmd_list(args: argparse.Namespace) -> int:
    with _open(args) as store:
        corpora = store.list_corpora()
    console = _console()
    if not corpora:
        console.print("The evidence store is empty. Try: halcheck evidence import-shipped")
        return 0
    table = Table()
    for column in ("corpus", "newest revision", "items", "revisions", "updated"):
        table.add_column(column, overflow="fold")
    for corpus in corpora:
        table.add_row(escape(corpus.corpus_id), corpus.head_revision, str(corpus.head.items),
                      str(len(corpus.revisions)), corpus.updated_at)
    console.print(table)
    return 0


def _revision_line(info: RevisionInfo) -> str:
    head = "  [green](newest)[/]" if info.is_head else ""
    return f"[bold]{escape(info.corpus_id)}[/]@{info.revision}{head}  imported {info.imported_at}, {info.items} items"


def _preview(text: str, width: int = 90) -> str:
    flat = " ".join(text.split())
    return flat if len(flat) <= width else flat[: width - 1] + "…"


def cmd_show(args: argparse.Namespace) -> int:
    with _open(args) as store:
        snapshot = store.show(args.ref)
        others = [r for c in store.list_corpora() if c.corpus_id == snapshot.revision.corpus_id
                  for r in c.revisions]
    console = _console()
    console.print(_revision_line(snapshot.revision))
    table = Table()
    table.add_column("id", overflow="fold")
    for column in ("kind", "tenant", "valid", "authority", "anchors", "text"):
        table.add_column(column)
    for stored in snapshot.items:
        ev = stored.evidence
        lineage = ev.lineage
        valid = f"{lineage.get('valid_from', '…')} → {lineage.get('valid_to', '…')}"
        text = ev.text if ev.text else ", ".join(f"{k}={v}" for k, v in ev.fields.items())
        table.add_row(escape(ev.id), ev.kind.value, escape(lineage.get("tenant", "(all)")),
                      "" if valid == "… → …" else escape(valid), escape(lineage.get("authority", "")),
                      str(len(stored.anchors)), escape(_preview(text)))
    console.print(table)
    if args.anchors:
        for stored in snapshot.items:
            for anchor in stored.anchors:
                where = f"[{anchor.start}:{anchor.end}]" if anchor.start is not None else ""
                console.print(f"  [cyan]{escape(anchor.anchor_id)}[/]{where} {escape(anchor.text)}")
    if len(others) > 1:
        console.print("revisions (oldest first): " + ", ".join(_short(r.revision) for r in others))
    return 0


def cmd_diff(args: argparse.Namespace) -> int:
    with _open(args) as store:
        diff = store.diff(args.corpus, args.rev_a, args.rev_b)
    _print_diff(_console(), diff)
    return 0


def _print_diff(console: Console, diff: RevisionDiff) -> None:
    console.print(f"[bold]{escape(diff.corpus_id)}[/] {_short(diff.rev_a)} → {_short(diff.rev_b)}: "
                  f"{len(diff.added)} added, {len(diff.removed)} removed, {len(diff.changed)} changed, "
                  f"{diff.unchanged} unchanged")
    for item_id in diff.added:
        console.print(f"[green]+ {escape(item_id)}[/]")
    for item_id in diff.removed:
        console.print(f"[red]- {escape(item_id)}[/]")
    for change in diff.changed:
        console.print(f"[yellow]~ {escape(change.item_id)}[/]")
        for line in difflib.unified_diff(change.before.splitlines(), change.after.splitlines(),
                                         _short(diff.rev_a), _short(diff.rev_b), lineterm="", n=1):
            style = "green" if line.startswith("+") else "red" if line.startswith("-") else "dim"
            console.print(f"    [{style}]{escape(line)}[/]")


def cmd_search(args: argparse.Namespace) -> int:
    with _open(args) as store:
        hits = store.search(args.query, corpus_ref=args.corpus, as_of=args.as_of, tenant=args.tenant,
                            limit=args.limit)
    console = _console()
    if not hits:
        console.print("No matching evidence (tenant and validity filters apply).")
        return 0
    table = Table("score")
    table.add_column("anchor", overflow="fold")
    table.add_column("snapshot", overflow="fold")
    table.add_column("text")
    for hit in hits:
        table.add_row(f"{hit.score:.2f}", escape(hit.anchor.anchor_id), f"{escape(hit.corpus_id)}@"
                      f"{_short(hit.revision)}", escape(hit.anchor.text))
    console.print(table)
    return 0


def _deletion_line(result: DeleteResult) -> str:
    what = (f"corpus {escape(result.corpus_id)} ({len(result.revisions)} revision"
            f"{'s' if len(result.revisions) != 1 else ''})" if result.corpus_removed
            else f"{escape(result.corpus_id)}@{_short(result.revisions[0])}")
    items = f"{result.items_removed} item{'s' if result.items_removed != 1 else ''} no other revision uses"
    head = "" if result.new_head is None else f"; {escape(result.corpus_id)} now resolves to {_short(result.new_head)}"
    return f"{what} and {items}{head}"


def cmd_delete(args: argparse.Namespace) -> int:
    with _open(args) as store:
        result = store.delete(args.ref, dry_run=not args.yes)
    if result.dry_run:
        _console().print(f"would delete {_deletion_line(result)}")
        raise InputError(f"nothing deleted: deleting {args.ref} cannot be undone",
                         f"rerun with --yes: halcheck evidence delete {args.ref} --yes")
    _console().print(f"deleted {_deletion_line(result)}")
    return 0
