"""Training mode: what each level checks, why the selected claim got its verdict, and the method's limit.

Plain functions from level results to Rich text, so they can be read (and tested) without the app.
"""
from __future__ import annotations

from rich.text import Text

from ..config import Settings
from ..core.levels import Level, Steps
from ..core.types import REASON_EXPLANATIONS, ClaimClass, ConfidenceFlag, Method, RepairMethod, Verdict

WHAT: dict[Level, str] = {
    Level.DECOMPOSE: (
        "Splits the draft into sentences, and each sentence into atomic claims at 'and', 'but' and ';'. "
        "The splitter is rules, not a model: it keeps $118.84, A-4417, e.g. and line breaks intact, and a rule "
        "that fails can be read and fixed. Each claim gets a class that decides what evidence may ground it: "
        "record (about this case: ids, amounts, dates, 'your order'), rule (a policy or promise: 'within 14 "
        "days', 'we will', 'free'), fact (a statement about the world), conversational (thanks, greetings, "
        "questions: asserts nothing and is never flagged)."),
    Level.CONFIDENCE: (
        "Level 1 asks how sure the writing model was of each word. Per sentence it averages the probability "
        "of the content tokens (grammar words left out) and counts the share of tokens under the low cut. A "
        "number, id or date written with a low-probability token is a shaky specific: the signature of a "
        "made-up figure."),
    Level.GROUNDING: (
        "Level 2 checks each claim against the evidence its class allows. Record claims are read field by "
        "field against tool records (ids, amounts, dates, states, names) and refused calls. Rule claims need "
        "policy text. Fact claims are matched to evidence sentences (BM25 plus embeddings) and an NLI model "
        "decides entailment; adjacent passage lines read together (a window) may support a claim, never "
        "refute it."),
    Level.REPAIR: (
        "One bounded repair. By default it is a correction, not a rewrite: each contradicted span is replaced "
        "with the value the evidence holds (the record's state as a readable phrase, its amount in the draft's "
        "format, the policy's period with its condition), and claims that are only unsupported are dropped. "
        "Correction beats a rewrite from nothing because the right answer is already in the evidence: copying "
        "it cannot invent a new figure, keeps the draft's own words around it, and needs no model (a small "
        "model asked to rewrite often repeats the error). A model rewrite runs only when asked for (--repair "
        "model) or when a larger model is configured. Either way the result goes through every level again, "
        "once; a gate skips the repair when no evidence could ground the claims."),
    Level.RESULT: (
        "A deterministic policy decides, never the model: block when a material (record or rule) claim is "
        "contradicted, abstain when one cannot be confirmed, revise when only a non-material claim failed, "
        "review when a claim passed without citing evidence, else release. Sentences holding a failed claim "
        "are trimmed; when no checked claim survives, the withheld message is sent instead."),
}

LIMIT: dict[Level, str] = {
    Level.DECOMPOSE: ("A claim split off at 'and' may lose its subject (the context text gives it back for NLI), "
                  "and unusual phrasing can be classed wrongly: a wrong class changes which evidence may "
                  "ground the claim."),
    Level.CONFIDENCE: ("Confidence is doubt, not error. A model can be confidently wrong ('issued' for a refund "
                   "that is queued scores high), and a low probability can be a valid rephrasing. So only two "
                   "cuts follow from it: degenerate sentences, and shaky specifics no record confirms."),
    Level.GROUNDING: ("Records settle only what they hold. The NLI model is small: it can misread numbers or "
                  "negation and only sees a few premise sentences. 'Insufficient evidence' means nothing seen "
                  "says so, not that the claim is false."),
    Level.REPAIR: ("Correction only fixes what a finding names a value for (a state, amount, id, date, number in a "
               "policy); a claim NLI alone refutes is dropped, not rewritten. A model rewrite can add new "
               "mistakes while fixing old ones; that is why every repair is re-checked and never trusted on its "
               "own, and why there is only one attempt."),
    Level.RESULT: ("Trimming removes whole sentences, so the final text can read abruptly; the decision tells a "
               "person what to do with the draft."),
}

CLASS_WHY = {
    ClaimClass.RECORD: "It names something of this case (an id, amount, date, or 'your order/refund'), so only "
                       "tool records and refused calls may ground it.",
    ClaimClass.RULE: "It states a rule, policy or promise (cue words such as must, within N days, we will, free), "
                     "so only policy text may ground it.",
    ClaimClass.FACT: "It states something about the world, so passages and policies may ground it through NLI.",
    ClaimClass.CONVERSATIONAL: "It asserts nothing (courtesy, greeting or question), so it is never checked "
                               "or flagged.",
}

# What the six original scenarios show (newer scenario files say it themselves in an "about" field).
BUILTIN_SCENARIO_NOTES = {
    "refund-queued": "RECORD_STATE_MISMATCH: 'issued' vs queued_for_review; 3-5 days vs the 14-day policy",
    "cancel-denied": "NOT_EXECUTED: 'Done!' after a refused cancel_plan call",
    "courtesy": "courteous sentences are conversational and never flagged",
    "delivery-eta": "a supported draft: record fields confirm every claim (release)",
    "password-policy": "rule claims against policy text (NLI; 30 vs 90 days)",
    "warranty-kb": "facts spread over several passage lines (window); NO_POLICY_EVIDENCE for a promise",
}


def _heading(text: str) -> Text:
    return Text(text, style="bold")


def explain(level: str, steps: Steps | None, settings: Settings, claim_id: str | None = None,
            sentence: int | None = None) -> Text:
    """The training panel for `level`; `claim_id`/`sentence` pick what the 'Why' part is about."""
    out = Text()
    why = _why(level, steps, settings, claim_id, sentence)
    if why is not None:  # first: it is about what is on the screen now
        out.append_text(_heading("Why\n"))
        out.append_text(why)
        out.append("\n\n")
    out.append_text(_heading("What this level checks\n"))
    out.append(WHAT[level] + "\n\n")
    out.append_text(_heading("Limit of the method\n"))
    out.append(LIMIT[level])
    return out


def _why(level: str, steps: Steps | None, settings: Settings, claim_id: str | None,
         sentence: int | None) -> Text | None:
    if steps is None:
        return None
    if level == "decompose" and steps.decomposition is not None:
        claims = steps.decomposition.claims
        claim = next((c for c in claims if c.id == claim_id), claims[0] if claims else None)
        if claim is None:
            return Text("The draft holds no claims.")
        return Text(f"{claim.id} \u201c{claim.text}\u201d is {claim.claim_class.value}. "
                    f"{CLASS_WHY[claim.claim_class]}")
    if level == "confidence" and steps.confidence is not None:
        return _why_confidence(steps, sentence, settings)
    if level == "grounding" and steps.first is not None:
        return _why_grounding(steps, claim_id)
    if level == "repair" and steps.repair is not None:
        repair = steps.repair
        if not repair.attempted:
            return Text(f"Skipped: {repair.skipped_reason}.")
        if repair.recheck is None:
            return Text("The model returned an empty rewrite, so the draft is trimmed instead.")
        what = (f"The correction ({len(repair.edits)} edit(s), each from the evidence shown beside it)"
                if repair.method == RepairMethod.CORRECTION else "The rewrite")
        return Text(f"{what} was re-checked: {repair.recheck.release.decision} "
                    f"({repair.recheck.release.explanation}).")
    if level == "result" and steps.result is not None:
        result = steps.result
        return Text(f"Decision {result.decision}: {result.explanation}. Outcome {result.outcome}.")
    return None


def _why_confidence(steps: Steps, sentence: int | None, settings: Settings) -> Text:
    conf = steps.confidence
    assert conf is not None
    if not conf.available:
        return Text(f"Unavailable: {conf.note}. Grounding still runs on every claim.").append_text(
            _why_consistent(steps, sentence, settings))
    cuts = settings.confidence_for(conf.model or "", conf.source)  # the cut-offs the check applied
    figures = [s for s in conf.sentences if s.available]
    chosen = next((s for s in figures if s.sentence == sentence), None) or next(
        (s for s in figures if s.flag != ConfidenceFlag.OK or s.shaky), figures[0] if figures else None)
    if chosen is None:
        return Text("No sentence had tokens to score.")
    text = Text(f"Sentence {chosen.sentence}: mean p {chosen.mean_p:.2f}, low share {chosen.low_share:.2f}, "
                f"flag {chosen.flag}. ")
    if chosen.flag == ConfidenceFlag.DEGENERATE:
        text.append(f"The mean is under the degenerate cut ({cuts.degenerate_mean:.2f}): the model was guessing, "
                    "so the sentence is cut whatever grounding says.")
    elif chosen.flag == ConfidenceFlag.LOW:
        text.append(f"Under the low cut (mean {cuts.low_mean:.2f}, or over {cuts.low_share:.0%} of tokens under "
                    f"p={cuts.low_token_p:.2f}), but that is information only: grounding decides.")
    else:
        text.append("The model was sure of these words (which does not make them true).")
    for shaky in chosen.shaky:
        text.append(f" \u201c{shaky.text}\u201d was written at p={shaky.p:.2f} (under {cuts.low_token_p:.2f}): a "
                    "shaky specific, cut unless a record confirms it.")
    return text.append_text(_why_consistent(steps, chosen.sentence, settings))


def _why_consistent(steps: Steps, sentence: int | None, settings: Settings) -> Text:
    """Self-consistency for the sentence (or the first one read against samples); empty without samples."""
    assert steps.confidence is not None
    found = [s for s in steps.confidence.sentences if s.self_consistency is not None]
    chosen = next((s for s in found if s.sentence == sentence), found[0] if found else None)
    if chosen is None or chosen.self_consistency is None:
        return Text()
    sc = chosen.self_consistency
    text = Text(f"\nSelf-consistency, sentence {chosen.sentence}: {sc.entailed_share:.0%} of {sc.samples} other "
                f"generations of this reply entail it ({sc.flag}). ")
    if sc.flag == "INCONSISTENT":
        text.append(f"Under {settings.self_consistency_min_share:.0%}: the model did not write it again, the "
                    "signature of a made-up detail. A signal like LOW, never a cut: grounding decides.")
    else:
        text.append("The model says it again when asked again (which does not make it true).")
    return text


def _why_grounding(steps: Steps, claim_id: str | None) -> Text:
    first = steps.first
    assert first is not None
    outcomes = first.outcomes
    outcome = next((o for o in outcomes if o.claim.id == claim_id), outcomes[0] if outcomes else None)
    if outcome is None:
        return Text("The draft holds no claims.")
    verdict = first.grounding.for_claim(outcome.claim.id)
    text = Text(f"{outcome.claim.id} is {outcome.verdict.value}")
    if outcome.reason_code:
        text.append(f" ({outcome.reason_code.value}): {REASON_EXPLANATIONS[outcome.reason_code]}")
    text.append(f" Method {verdict.method.value}: {verdict.detail}.")
    if verdict.method is Method.NLI and verdict.nli is not None:
        t = first.grounding.thresholds
        n = verdict.nli
        text.append(f" Entailment {n.entailment:.2f} (needs {t.entail:.2f}"
                    f"{', or ' + format(t.window_entail, '.2f') + ' from a window' if n.window else ''}), "
                    f"contradiction {n.contradiction:.2f} (refutes at {t.contradict:.2f}).")
    # The second opinion is part of the verdict level 2 returned (a SecondOpinionVerdict carries it): the view
    # renders it and never reaches into grounding to compute or fetch it.
    opinion = getattr(verdict, "second_opinion", None)
    if opinion is not None:
        text.append(f" Second opinion ({opinion.model}): p={opinion.score:.2f}, confirms at {opinion.cut:.2f}, so "
                    f"{'confirmed' if opinion.confirmed else 'not confirmed'}. {SECOND_OPINION_WHY}")
    if outcome.cut_by_confidence and verdict.verdict is Verdict.SUPPORTED:
        text.append(" Grounding supported it, but level 1 cut it: the model was guessing.")
    return text


SECOND_OPINION_WHY = (
    "A second verifier, trained differently from the NLI model, reads the same chunks when NLI found nothing "
    "entailing. It may only confirm: support spread over two lines or worded far from the evidence is what NLI "
    "misses, but a model that accepts more also accepts some wrong relations, so its 'no' refutes nothing and it "
    "never reads a claim that was contradicted or that a record's fields settled.")
