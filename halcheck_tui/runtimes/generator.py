"""Local text generator backends (level 1 logprobs, repair): llama.cpp, and a queued fake for tests."""
from __future__ import annotations

import codecs
import difflib
import math
import os
import re
import threading
from collections import deque
from collections.abc import Callable, Iterable, Sequence
from pathlib import Path
from typing import Any

import numpy as np

from ..config import Settings
from ..errors import RuntimeMissing
from ..ports import ChatMessage, Generation, Generator, TokenLogprob
from . import native_probe
from .gguf_weights import LLAMA_FIX, WEIGHTS_CHOICES, check_gguf, fast_weights, find_model, weights_dirs


class FakeGenerator(Generator):
    """For unit tests: generations and scorings are queued in advance and handed out in order."""

    name = "fake-generator"

    def __init__(self, generations: Iterable[str] = (), scores: Iterable[Sequence[TokenLogprob]] = (),
                 default_logprob: float = -0.05) -> None:
        self.generations: deque[str] = deque(generations)
        self.scores: deque[Sequence[TokenLogprob]] = deque(scores)
        self.default_logprob = default_logprob
        self.prompts: list[Sequence[ChatMessage]] = []

    def _tokens(self, text: str) -> tuple[TokenLogprob, ...]:
        return tuple(TokenLogprob(piece, self.default_logprob) for piece in re.findall(r"\s*\S+|\s+", text))

    def generate(self, messages: Sequence[ChatMessage], max_tokens: int = 200) -> Generation:
        self.prompts.append(messages)
        text = self.generations.popleft() if self.generations else ""
        return Generation(text, self._tokens(text))

    def score(self, messages: Sequence[ChatMessage], reply: str) -> tuple[TokenLogprob, ...]:
        self.prompts.append(messages)
        if self.scores:
            return tuple(self.scores.popleft())
        return self._tokens(reply)


# ---------------------------------------------------------------------------------------------------
# llama.cpp backend (llama-cpp-python). Imported lazily: `import llama_cpp` loads a native library
# (~0.3 s) and is optional (pip extra `llm`), so nothing here touches it until a model is needed.

# Used only when a GGUF has no chat template in its metadata.
_CHATML = ("{% for message in messages %}{{'<|im_start|>' + message['role'] + '\n' + message['content'] "
           "+ '<|im_end|>' + '\n'}}{% endfor %}{% if add_generation_prompt %}{{ '<|im_start|>assistant\n' }}"
           "{% endif %}")



def load_generator(settings: Settings, model_path: str | Path | None = None) -> LlamaGenerator:
    """The local generator for level 1 and repair; the model loads on first use.

    Raises RuntimeMissing (exit 3) with the fix when llama-cpp-python or the model file is missing.
    """
    path = find_model(model_path or settings.generator_model)
    return LlamaGenerator(path, n_threads=settings.generator_threads or None, n_batch=settings.generator_batch,
                          n_ubatch=settings.generator_ubatch, weights=settings.generator_weights,
                          weights_dirs=weights_dirs())


def _log_softmax_at(logits: np.ndarray, token: int) -> float:
    top = float(logits.max())
    return float(logits[token]) - top - math.log(float(np.exp(logits - top).sum()))


class LlamaGenerator(Generator):
    """A GGUF model through llama.cpp: greedy generation and teacher-forced scoring with token logprobs.

    Logits are read straight from llama.cpp's batch outputs, asking only for the positions needed: the
    high-level `Llama.eval` with `logits_all=True` keeps n_ctx x vocab floats, and its `echo=True`
    prompt logprobs are shifted by one position in 0.3.x. Position i's logits score token i+1.
    One context, used under a lock: llama.cpp contexts are not thread-safe.

    The context stays warm between calls: the tokens in it (`_cached`) and the logprob each was scored
    with (`_scored`) are kept, so a call whose prompt shares a prefix with the last one runs only what
    follows it. That covers the system prompt across cases, the evidence across the TUI's steps and a
    case's batch lines, and, when a repair's re-check scores a text that begins like the draft, the
    draft's shared opening too (a causal model scores a token from the tokens before it only).
    """

    sampler: Callable[[np.ndarray], int] | None = None
    """Draws a token from the logits instead of greedy decoding (runtimes/sampling.py); None: greedy."""

    def __init__(self, model_path: str | Path, *, n_ctx: int = 2048, n_threads: int | None = None,
                 n_batch: int = 512, n_ubatch: int = 512,
                 repeat_penalty: float = 1.1, repeat_window: int = 64,
                 weights: str = "as-is", weights_dirs: Sequence[Path] = (), prove_first: bool = True) -> None:
        """`weights` "q8_0" runs a Q4_1 file as its 8-bit copy in one of `weights_dirs` (see
        `fast_weights`); "as-is" runs the file as given. `prove_first`: before this process loads the model,
        a child process loads and scores it (`native_probe`), so a build that crashes on this CPU or a
        damaged file is a RuntimeMissing here, never a crash; False only in that child."""
        if weights not in WEIGHTS_CHOICES:
            raise ValueError(f"weights must be one of {WEIGHTS_CHOICES}, not {weights!r}")
        self.model_path = Path(model_path)
        self.weights = weights
        self.weights_dirs = tuple(weights_dirs)
        self._run_path: Path | None = None
        self._proven = not prove_first
        self.repeat_penalty = repeat_penalty
        self.repeat_window = repeat_window
        self.name = self.model_path.stem  # e.g. "SmolLM2-135M-Instruct.Q4_1", the key for per-model thresholds
        self.n_ctx = n_ctx
        self.n_threads = n_threads
        self.n_batch = max(1, n_batch)
        self.n_ubatch = max(1, min(n_ubatch, self.n_batch))
        self.reuse_scored_prefix = True
        """False: every score() runs its whole reply again, as before the scored prefix was kept (benchmarks)."""
        self.evaluated_tokens = 0
        """Tokens run through the model since load (what the prefix reuse saves shows here)."""
        self._llm: Any = None
        self._formatter: Any = None
        self._lock = threading.RLock()
        # Tokens whose keys/values sit in the context now. Scoring a draft, re-scoring its rewrite and
        # drafting all share the long evidence prompt, so only the part after the shared prefix is run
        # (prompt evaluation dominates the cost on a CPU).
        self._cached: list[int] = []
        # _scored[i]: logprob of _cached[i] given _cached[:i], when a call computed it (else None).
        self._scored: list[float | None] = []

    # -- loading -------------------------------------------------------------------------------
    def run_path(self) -> Path:
        """The file llama.cpp loads: the model file, or its 8-bit copy (made on first use)."""
        with self._lock:
            if self._run_path is None:
                if self.weights == "q8_0" and self.weights_dirs and self.model_path.is_file():
                    self._run_path = fast_weights(self.model_path, self.weights_dirs)
                else:
                    self._run_path = self.model_path
            return self._run_path

    def prove(self) -> None:
        """Prove the file this process would load in a child process first (remembered per llama.cpp
        build, CPU and file); RuntimeMissing with the reason and the fix when it crashes or scores nonsense."""
        with self._lock:
            if self._proven:
                return
            check_gguf(self.model_path)
            proof = native_probe.prove(self.model_path, weights=self.weights, weights_dirs=self.weights_dirs,
                          n_threads=self.n_threads)
            if not proof.ok:
                raise RuntimeMissing(proof.reason, proof.fix)
            self._proven = True

    def load(self) -> None:
        """Load the model now (idempotent); otherwise the first generate/score does it."""
        with self._lock:
            if self._llm is None:
                self.prove()
                self._llm = self._open(self.n_ctx)

    def _open(self, n_ctx: int) -> Any:
        try:
            import llama_cpp  # noqa: F401  (native library; see the note above)
            from llama_cpp.llama_chat_format import Jinja2ChatFormatter
        except (ImportError, OSError) as exc:
            raise RuntimeMissing(f"llama-cpp-python cannot be loaded ({exc})", LLAMA_FIX) from None
        check_gguf(self.model_path)
        run_path = self.run_path()
        try:
            # Same thread count for prompt batches as for single tokens: llama-cpp-python otherwise uses
            # every core for batches, and OpenMP threads spinning against a busy core made prompt
            # evaluation 5-10x slower than token-by-token decoding on a shared 2-core machine.
            threads = self.n_threads or max(1, (os.cpu_count() or 2) // 2)
            n_batch = min(self.n_batch, n_ctx)
            llm = llama_cpp.Llama(model_path=str(run_path), n_ctx=n_ctx, n_batch=n_batch,
                                  n_ubatch=min(self.n_ubatch, n_batch), n_threads=threads,
                                  n_threads_batch=threads, verbose=False)
        except (ValueError, RuntimeError, OSError) as exc:
            raise RuntimeMissing(f"{self.model_path}: llama.cpp could not load the model ({exc})",
                                 "check the file is a complete GGUF model that this llama.cpp supports") from None

        def special_text(token: int) -> str:
            return llm.detokenize([token], special=True).decode("utf-8", "replace") if token != -1 else ""

        self._bos_text = special_text(llm.token_bos())
        self._formatter = Jinja2ChatFormatter(
            template=llm.metadata.get("tokenizer.chat_template") or _CHATML,
            eos_token=special_text(llm.token_eos()), bos_token=self._bos_text)
        return llm

    def _ready(self, needed_tokens: int) -> Any:
        """The model, with a context big enough for `needed_tokens` (reopened larger if need be)."""
        self.load()
        if needed_tokens > self._llm.n_ctx():
            trained = int(self._llm.metadata.get(f"{self._llm.metadata.get('general.architecture', '')}"
                                                 ".context_length", 0) or 0)
            size = -(-needed_tokens // 512) * 512
            if trained and size > trained:
                raise RuntimeMissing(
                    f"the text needs {needed_tokens} tokens, more than {self.name} can read ({trained})",
                    "shorten the evidence, or use a model with a longer context (generator_model)")
            self._llm.close()
            self._llm = None
            self._forget()
            self._llm = self._open(size)
        return self._llm

    # -- token plumbing --------------------------------------------------------------------------
    def _prompt_tokens(self, messages: Sequence[ChatMessage]) -> list[int]:
        self.load()
        prompt = self._formatter(messages=[{"role": m.role, "content": m.content} for m in messages]).prompt
        # Some templates write the BOS token themselves; never add a second one.
        add_bos = not (self._bos_text and prompt.startswith(self._bos_text))
        return self._llm.tokenize(prompt.encode("utf-8"), add_bos=add_bos, special=True)

    def _decode(self, llm: Any, tokens: Sequence[int], start_pos: int, outputs_from: int) -> list[np.ndarray]:
        """Run `tokens` from position `start_pos`; return logits rows for tokens[outputs_from:], in order."""
        # deferred: llama_cpp loads its native library (~0.3 s, the note above)
        import llama_cpp

        n_batch = llm.n_batch
        n_vocab = llm.n_vocab()
        rows: list[np.ndarray] = []
        batch = llama_cpp.llama_batch_init(n_batch, 0, 1)
        try:
            for chunk_start in range(0, len(tokens), n_batch):
                chunk = tokens[chunk_start:chunk_start + n_batch]
                batch.n_tokens = len(chunk)
                for i, token in enumerate(chunk):
                    batch.token[i] = token
                    batch.pos[i] = start_pos + chunk_start + i
                    batch.n_seq_id[i] = 1
                    batch.seq_id[i][0] = 0
                    batch.logits[i] = chunk_start + i >= outputs_from
                self.evaluated_tokens += len(chunk)
                if llama_cpp.llama_decode(llm.ctx, batch) != 0:
                    self._forget()
                    raise RuntimeMissing(f"{self.name}: llama.cpp failed to evaluate the text",
                                         "retry with shorter evidence, or another model")
                for i in range(len(chunk)):
                    if chunk_start + i >= outputs_from:
                        pointer = llama_cpp.llama_get_logits_ith(llm.ctx, i)
                        rows.append(np.ctypeslib.as_array(pointer, shape=(n_vocab,)).copy())
        finally:
            llama_cpp.llama_batch_free(batch)
        return rows

    def _evaluate(self, llm: Any, tokens: Sequence[int], outputs_from: int) -> list[np.ndarray]:
        """Bring the context to exactly `tokens`, reusing the cached common prefix; return logits rows
        for tokens[outputs_from:]."""
        # deferred: llama_cpp loads its native library (~0.3 s, the note above)
        import llama_cpp

        keep = 0
        for cached, new in zip(self._cached, tokens):
            if cached != new:
                break
            keep += 1
        keep = min(keep, outputs_from, len(tokens) - 1)  # every position whose logits we need runs again
        memory = llama_cpp.llama_get_memory(llm.ctx)
        if not llama_cpp.llama_memory_seq_rm(memory, -1, keep, -1):
            llama_cpp.llama_memory_clear(memory, True)
            keep = 0
        self._cached = list(tokens[:keep])
        self._scored = self._scored[:keep]
        rows = self._decode(llm, tokens[keep:], keep, outputs_from - keep)
        self._cached = list(tokens)
        self._scored += [None] * (len(tokens) - keep)
        return rows

    def _known_logprobs(self, tokens: Sequence[int], start: int) -> list[float]:
        """Logprobs of tokens[start:] already computed for the context's tokens, as far as the context
        agrees with `tokens` (the same token after the same prefix has the same logprob)."""
        known: list[float] = []
        if self._cached[:start] != list(tokens[:start]):
            return known
        for position in range(start, min(len(tokens), len(self._cached))):
            logprob = self._scored[position]
            if self._cached[position] != tokens[position] or logprob is None:
                break
            known.append(logprob)
        return known

    def _forget(self) -> None:
        self._cached = []
        self._scored = []

    def _extend(self, llm: Any, token: int) -> np.ndarray:
        """Append one token to the context; its logits (the next token's distribution)."""
        row = self._decode(llm, [token], len(self._cached), 0)[0]
        self._cached.append(token)
        self._scored.append(None)
        return row

    def _pieces(self, llm: Any, token_ids: Sequence[int], logprobs: Sequence[float]) -> list[TokenLogprob]:
        """Token pieces as text, decoded incrementally. A token that ends inside a multi-byte UTF-8
        character is merged with the tokens that complete it (their logprobs add: a joint probability)."""
        decoder = codecs.getincrementaldecoder("utf-8")(errors="replace")
        out: list[TokenLogprob] = []
        text, logprob = "", 0.0
        for token_id, token_logprob in zip(token_ids, logprobs):
            text += decoder.decode(llm.detokenize([token_id]))
            logprob += token_logprob
            if decoder.getstate()[0]:
                continue  # bytes of an unfinished character are pending
            out.append(TokenLogprob(text, logprob))
            text, logprob = "", 0.0
        text += decoder.decode(b"", final=True)
        if text or logprob:
            out.append(TokenLogprob(text, logprob))
        return out

    # -- the Generator interface -------------------------------------------------------------------
    def _pick(self, logits: np.ndarray, generated: Sequence[int]) -> int:
        """Greedy choice, with llama.cpp's usual repetition penalty over the recently generated tokens
        (small models otherwise loop on one sentence). Prompt tokens are not penalised: copying the
        evidence is what we want. The logprob kept is the model's own, before the penalty. A `sampler`
        (runtimes/sampling.py, for `halcheck generate --samples`) draws the token instead of the argmax."""
        recent = set(generated[-self.repeat_window:])
        choose = self.sampler or np.argmax
        if not recent or self.repeat_penalty == 1.0:
            return int(choose(logits))
        adjusted = logits.copy()
        index = np.fromiter(recent, dtype=np.int64)
        values = adjusted[index]
        adjusted[index] = np.where(values > 0, values / self.repeat_penalty, values * self.repeat_penalty)
        return int(choose(adjusted))

    def generate(self, messages: Sequence[ChatMessage], max_tokens: int = 200) -> Generation:
        """Greedy (temperature 0) decoding; each token keeps the logprob the model gave it."""
        if max_tokens < 1:
            raise ValueError("max_tokens must be at least 1")
        # deferred: llama_cpp loads its native library (~0.3 s, the note above)
        import llama_cpp

        with self._lock:
            prompt = self._prompt_tokens(messages)
            llm = self._ready(len(prompt) + max_tokens)
            vocab = llama_cpp.llama_model_get_vocab(llm.model)
            logits = self._evaluate(llm, prompt, len(prompt) - 1)[-1]
            ids: list[int] = []
            logprobs: list[float] = []
            for _ in range(max_tokens):
                token = self._pick(logits, ids)
                if llama_cpp.llama_vocab_is_eog(vocab, token):
                    break
                ids.append(token)
                logprobs.append(_log_softmax_at(logits, token))
                logits = self._extend(llm, token)
            pieces = self._pieces(llm, ids, logprobs)
        return Generation("".join(p.token for p in pieces), tuple(pieces))

    def score(self, messages: Sequence[ChatMessage], reply: str) -> tuple[TokenLogprob, ...]:
        """Teacher forcing: the reply's tokens after the chat prompt, each scored by the logits of the
        position before it. The pieces concatenate exactly to `reply`."""
        if not reply:
            return ()
        with self._lock:
            prompt = self._prompt_tokens(messages)
            reply_ids = self._llm.tokenize(reply.encode("utf-8"), add_bos=False, special=False)
            llm = self._ready(len(prompt) + len(reply_ids))
            tokens = prompt + reply_ids
            # The opening of the reply scored by the last call (a re-check of a repaired draft) is reused.
            logprobs = self._known_logprobs(tokens, len(prompt)) if self.reuse_scored_prefix else []
            first_new = len(prompt) + len(logprobs)
            if first_new < len(tokens):
                rows = self._evaluate(llm, tokens, first_new - 1)
                logprobs += [_log_softmax_at(row, token) for row, token in zip(rows, tokens[first_new:])]
                self._scored[len(prompt):] = logprobs
            pieces = self._pieces(llm, reply_ids, logprobs)
        return align_pieces(pieces, reply)

    def prepare(self, messages: Sequence[ChatMessage]) -> None:
        """Run `messages`' prompt into the context now, so that a later score() or generate() with the same
        prompt evaluates only what follows it (the TUI calls this for the open case once the models
        load). Nothing is returned or kept but the model's own keys and values for these exact tokens."""
        with self._lock:
            prompt = self._prompt_tokens(messages)
            self._evaluate(self._ready(len(prompt)), prompt, len(prompt))

    def continuation_logprobs(self, messages: Sequence[ChatMessage], continuations: Sequence[str]
                              ) -> dict[str, float]:
        """One pass over the prompt: single-token continuations are read from the next-token
        distribution; longer ones fall back to teacher forcing."""
        out: dict[str, float] = {}
        longer: list[str] = []
        with self._lock:
            prompt = self._prompt_tokens(messages)
            llm = self._ready(len(prompt) + 1)
            logits = self._evaluate(llm, prompt, len(prompt) - 1)[-1]
            for text in continuations:
                ids = llm.tokenize(text.encode("utf-8"), add_bos=False, special=False)
                if len(ids) == 1:
                    out[text] = _log_softmax_at(logits, ids[0])
                else:
                    longer.append(text)
        for text in longer:
            out[text] = sum(t.logprob for t in self.score(messages, text))
        return out

    def threads_in_use(self) -> int | None:
        """llama.cpp threads of the loaded model (None before it loads)."""
        return None if self._llm is None else int(self._llm.n_threads)

    def forget_prefix(self, keep: int = 0) -> None:
        """Drop the cached context after its first `keep` tokens: the next call evaluates the rest of its
        prompt (benchmarks; keep=len of the system prompt's tokens is a warm process's next case)."""
        with self._lock:
            self._cached = self._cached[:keep]
            self._scored = self._scored[:keep]

    def close(self) -> None:
        with self._lock:
            if self._llm is not None:
                self._llm.close()
                self._llm = None
                self._forget()


def align_pieces(pieces: Sequence[TokenLogprob], text: str) -> tuple[TokenLogprob, ...]:
    """Make token pieces concatenate exactly to `text`.

    Byte-level BPE round-trips, so this is usually the identity; SentencePiece models add or drop a
    leading space. Then each piece boundary is carried over to `text` through a character alignment,
    so every piece keeps its own logprob and the pieces join to `text` exactly.
    """
    decoded = "".join(p.token for p in pieces)
    if decoded == text or not pieces:
        return tuple(pieces)
    opcodes = difflib.SequenceMatcher(a=decoded, b=text, autojunk=False).get_opcodes()

    def carry(position: int) -> int:
        for tag, i1, i2, j1, _ in opcodes:
            if i1 <= position < i2:
                return j1 + (position - i1) if tag == "equal" else j1
        return len(text)

    result, start, end_in_decoded = [], 0, 0
    for index, piece in enumerate(pieces):
        end_in_decoded += len(piece.token)
        end = len(text) if index == len(pieces) - 1 else max(start, carry(end_in_decoded))
        result.append(TokenLogprob(text[start:end], piece.logprob))
        start = end
    return tuple(result)
