"""Where a rule is explained: the rules pages' paths on this server, and a rule id's anchor (``SWI-8``).

A rule id links to ``/docs/rules/<variant>#<id>`` (:func:`rule_url`): the catalogue's ``rules_url`` and a 409's
``rule_url`` are such paths (the pages themselves: service/edge/pages.py).
"""

from __future__ import annotations

import re

PATH = "/docs"
RULES_PATH = f"{PATH}/rules"
#: The rule-id prefix of each game (``SWI-8`` is a Switch rule), by variant id.
RULE_PREFIXES = {"crazy-eights": "CE8", "switch": "SWI", "super-crazy-eights": "SLO", "nags": "NAG", "nusicle": "NUS"}
_PAGE_OF_PREFIX = {prefix: variant for variant, prefix in RULE_PREFIXES.items()}
_RULE_ID = re.compile(r"^(CE8|SWI|SLO|NAG|NUS)-A?[1-9][0-9]*$")


def rules_url(variant_id: str) -> str:
    """The path of a game's rules page on this server."""
    return f"{RULES_PATH}/{variant_id}"


def rule_url(rule: str | None) -> str | None:
    """The path of a rule's anchor on this server (``/docs/rules/switch#SWI-8``); None for no or an unknown id."""
    if rule is None or not _RULE_ID.match(rule):
        return None
    return f"{rules_url(_PAGE_OF_PREFIX[rule.split('-')[0]])}#{rule}"
