"""The game's written inputs: located YAML/JSON (every value knows its file, line and field),
the parse cache, rules_spec clauses and interpretations, the cited sources, the input limits, and
the error classes with their exit codes.
"""

__all__ = [
    "errors",
    "limits",
    "parse_cache",
    "rules_spec",
    "sources",
    "yaml_source",
]
