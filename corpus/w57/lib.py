"""Small helpers for w57 bundles: the columnar SQL-result shape and probe shorthands."""

API_FAMILY = ("columnar SQL-result JSON (warehouse/BI API): columns[{name,type}] + positional rows, "
              "DECIMAL as strings, DATE YYYY-MM-DD, TIMESTAMP 'YYYY-MM-DD HH:MM:SS.ffffff UTC', NULLs")


def rs(statement_id, cols, rows, **extra):
    """One SQL result set as the warehouse API returns it."""
    out = {"statement_id": statement_id,
           "columns": [{"name": n, "type": t} for n, t in cols],
           "rows": rows,
           "row_count": len(rows)}
    out.update(extra)
    return out


def rec(eid, source, fields):
    return {"id": eid, "kind": "record", "source": source, "fields": fields}


def pol(eid, text, revision=None):
    d = {"id": eid, "kind": "policy", "text": text}
    if revision:
        d["revision"] = revision
    return d


def psg(eid, text):
    return {"id": eid, "kind": "passage", "text": text}


def refused(eid, tool, decision, args):
    return {"id": eid, "kind": "refused_call", "tool": tool, "decision": decision, "args": args}


def S(c):
    return {"contains": c, "verdict_in": ["supported"]}


def N(c):
    return {"contains": c, "verdict_in": ["not_applicable"]}


def C(c, *reasons):
    return {"contains": c, "verdict_in": ["contradicted"], "reason_in": list(reasons)}


def I(c, *reasons):
    return {"contains": c, "verdict_in": ["insufficient_evidence"], "reason_in": list(reasons)}


def CI(c, *reasons):
    return {"contains": c, "verdict_in": ["contradicted", "insufficient_evidence"], "reason_in": list(reasons)}


def ok(draft, probes, notes, inc, question=None, now=None):
    return dict(kind="ok", draft=draft, probes=probes, errors=[], notes=notes, inc=inc, exc=[],
                question=question, now=now)


def bad(draft, probes, errors, notes, exc, question=None, now=None):
    return dict(kind="bad", draft=draft, probes=probes, errors=errors, notes=notes, inc=[], exc=exc,
                question=question, now=now)


def fix(draft, probes, errors, notes, inc, exc, question=None, now=None):
    return dict(kind="fix", draft=draft, probes=probes, errors=errors, notes=notes, inc=inc, exc=exc,
                question=question, now=now)
