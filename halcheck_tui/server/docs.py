"""The OpenAPI 3.1 description of `halcheck serve` (GET /openapi.json) and the page that renders it (GET /).

Written out by hand from the routes in server/app.py (tests/test_serve_integration.py checks that every route
the app answers is described, and nothing else). The page is plain HTML made from the document itself, with
no script and no asset from anywhere, so it works offline and cannot drift from the JSON.
"""
from __future__ import annotations

import html
from typing import Any

ERROR_SCHEMA = {
    "type": "object", "required": ["error", "title", "fix"],
    "properties": {"error": {"type": "string", "description": "the CLI's one-line message: `title: fix`"},
                   "title": {"type": "string", "description": "what is wrong (a case error starts with the field)"},
                   "fix": {"type": "string", "description": "what to do about it"}},
}

REFUSALS = {
    "400": "malformed HTTP request, a body that is not JSON, or a Host that is not this server's address",
    "401": "missing or wrong bearer token (only when serve_token or serve_tokens is set)",
    "403": "an Origin not in serve_allowed_origins, or a tenant the token may not read",
    "408": "the request's header or body was not sent in time",
    "413": "a body over the limit (5 MB; 20 MB or serve_max_batch_cases cases for a batch)",
    "415": "a body that is not Content-Type: application/json",
    "422": "input the CLI would refuse with exit code 2",
    "500": "a model is missing or broken (the CLI's exit code 3)",
    "429": "too many requests waiting (serve_max_queue, or more than serve_max_wait_s of checks ahead), or the "
           "check could not start within serve_deadline_s: "
           "retry after the Retry-After header's seconds",
    "503": "too many open connections (serve_max_connections)",
}


def _errors(*codes: str) -> dict[str, Any]:
    return {code: {"description": REFUSALS[code], "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}}
            for code in codes}


def _json(schema_ref: str, description: str) -> dict[str, Any]:
    return {"description": description, "content": {"application/json": {"schema": {"$ref": schema_ref}}}}


COMMON = ("400", "403", "408", "503")
CHECKS = COMMON + ("401", "413", "415", "422", "429", "500")


def openapi_document(version: str) -> dict[str, Any]:
    case = {"type": "object", "description": "a case, halcheck.case/1 (../shared/contract.md section 1; "
                                             "`halcheck schema case` where available)",
            "required": ["draft"], "properties": {
                "schema": {"const": "halcheck.case/1"}, "id": {"type": "string"}, "question": {"type": "string"},
                "draft": {"type": "string", "maxLength": 20000}, "evidence": {"type": "array", "items": {"type": "object"}},
                "logprobs": {"type": ["array", "null"]}, "evidence_snapshot": {"type": "string"},
                "as_of": {"type": "string"}, "tenant": {"type": "string"}}}
    trace = {"type": "object", "description": "a trace, halcheck.trace/1 (../shared/contract.md section 2)",
             "properties": {"schema": {"const": "halcheck.trace/1"}, "case_id": {"type": "string"},
                            "decision": {"enum": ["release", "revise", "abstain", "block", "review"]},
                            "outcome": {"enum": ["sent", "repaired", "trimmed", "withheld"]},
                            "final_text": {"type": "string"}}}
    batch_error = {"type": "object", "description": "a refused case's place in a batch, halcheck.batch-error/1 "
                                                    "(`halcheck schema batch-error`)",
                   "required": ["schema", "kind", "index", "case_id", "error", "title", "fix"],
                   "properties": {"schema": {"const": "halcheck.batch-error/1"}, "kind": {"enum": ["refused"]},
                                  "index": {"type": "integer", "description": "its position in cases (0-based)"},
                                  "case_id": {"type": ["string", "null"]}, **ERROR_SCHEMA["properties"]}}
    bearer = [{"bearer": []}]
    return {
        "openapi": "3.1.0",
        "info": {"title": "halcheck serve", "version": version,
                 "description": "Local, offline hallucination checker. Every refusal is the JSON Error object. "
                                "POST bodies must be application/json; no CORS headers are sent."},
        "paths": {
            "/v1/check": {"post": {
                "summary": "Check one case", "security": bearer,
                "parameters": [{"name": "repair", "in": "query", "required": False,
                                "schema": {"type": "boolean", "default": True}, "description": "false skips repair"}],
                "requestBody": {"required": True, "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Case"}}}},
                "responses": {"200": _json("#/components/schemas/Trace", "the case's trace"), **_errors(*CHECKS)}}},
            "/v1/check/batch": {"post": {
                "summary": "Check several cases, in order", "security": bearer,
                "requestBody": {"required": True, "content": {"application/json": {"schema": {
                    "type": "object", "required": ["cases"],
                    "properties": {"cases": {"type": "array", "items": {"$ref": "#/components/schemas/Case"}},
                                   "repair": {"type": "boolean", "default": True}}}}}},
                "responses": {"200": {"description": "one trace per case, in order; a case halcheck refuses has an "
                                                     "error record (halcheck.batch-error/1) in its place",
                                      "content": {"application/json": {"schema": {"type": "object", "properties": {
                                          "traces": {"type": "array", "items": {"oneOf": [
                                              {"$ref": "#/components/schemas/Trace"},
                                              {"$ref": "#/components/schemas/BatchError"}]}},
                                          "errors": {"type": "integer", "description": "how many error records"}}}}}},
                              **_errors(*CHECKS)}}},
            "/v1/models": {"get": {
                "summary": "The loaded models and why a level is unavailable", "security": bearer,
                "responses": {"200": {"description": "model names and notes", "content": {"application/json": {
                    "schema": {"type": "object"}}}}, **_errors(*COMMON, "401")}}},
            "/healthz": {"get": {
                "summary": "Liveness (never needs a token)", "security": [],
                "responses": {"200": {"description": "the server runs", "content": {"application/json": {
                    "schema": {"type": "object", "properties": {"status": {"const": "ok"}, "version": {"type": "string"}}}}}},
                              **_errors(*COMMON)}}},
            "/openapi.json": {"get": {"summary": "This document", "security": [],
                                      "responses": {"200": {"description": "OpenAPI 3.1"}, **_errors(*COMMON)}}},
            "/": {"get": {"summary": "This document as an HTML page", "security": [],
                          "responses": {"200": {"description": "text/html"}, **_errors(*COMMON)}}},
        },
        "components": {
            "schemas": {"Error": ERROR_SCHEMA, "Case": case, "Trace": trace, "BatchError": batch_error},
            "securitySchemes": {"bearer": {"type": "http", "scheme": "bearer",
                                           "description": "serve_token, or a serve_tokens entry (its tenants only)"}},
        },
    }


def docs_page(document: dict[str, Any]) -> str:
    """The document as a readable page: one section per route, its parameters and its answers."""
    e = html.escape
    info = document["info"]
    parts = [f"<!doctype html><html lang=en><head><meta charset=utf-8><title>{e(info['title'])}</title>",
             "<style>body{font:15px/1.5 system-ui,sans-serif;max-width:60em;margin:2em auto;padding:0 1em}"
             "code{background:#eee;padding:0 .2em}table{border-collapse:collapse}"
             "td,th{border:1px solid #ccc;padding:.2em .5em;text-align:left}</style></head><body>",
             f"<h1>{e(info['title'])} {e(info['version'])}</h1><p>{e(info['description'])}</p>",
             '<p>Machine-readable: <a href="/openapi.json"><code>/openapi.json</code></a> (OpenAPI 3.1).</p>']
    for path, methods in document["paths"].items():
        for method, op in methods.items():
            parts.append(f"<h2><code>{e(method.upper())} {e(path)}</code></h2><p>{e(op['summary'])}</p>")
            if op.get("security"):
                parts.append("<p>Needs <code>Authorization: Bearer &lt;token&gt;</code> when a token is configured.</p>")
            for param in op.get("parameters", []):
                parts.append(f"<p>Query <code>{e(param['name'])}</code>: {e(param.get('description', ''))}</p>")
            if "requestBody" in op:
                schema = op["requestBody"]["content"]["application/json"]["schema"]
                name = schema.get("$ref", "").rsplit("/", 1)[-1] or "object"
                parts.append(f"<p>Body: <code>application/json</code>, {e(name)}.</p>")
            rows = "".join(f"<tr><td>{e(code)}</td><td>{e(answer['description'])}</td></tr>"
                           for code, answer in op["responses"].items())
            parts.append(f"<table><tr><th>status</th><th>meaning</th></tr>{rows}</table>")
    parts.append("</body></html>")
    return "".join(parts)
