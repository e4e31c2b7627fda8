"""Reports: the typed report model, the parts every report shares, rendering to JSON, HTML and
PDF, the report folder replaced as one set, and SVG charts.
"""

__all__ = [
    "chart",
    "folder",
    "model",
    "parts",
    "render",
]
