"""Units as people and APIs write them: one table for keys (`energy_kwh`, `durationMin`) and claims ("515 kWh",
"45 minutes"), so a figure is compared in its dimension's base unit whichever unit either side wrote.

General abbreviations and words of SI, metric and imperial measure (no tool's keys, no case's wording).
"""
from __future__ import annotations

# How units are written, in keys and in claims: word -> (dimension, size in the dimension's base unit,
# system). The system tells an exact conversion (minutes and hours) from a rounded one (km and miles),
# which a claim may give to the precision it writes. General abbreviations, not any tool's keys.
UNITS: dict[str, tuple[str, float, str]] = {
    **{w: ("time", 0.001, "si") for w in ("ms", "msec", "millisecond", "milliseconds")},
    **{w: ("time", 1.0, "si") for w in ("s", "sec", "secs", "second", "seconds")},
    **{w: ("time", 60.0, "si") for w in ("min", "mins", "minute", "minutes")},
    **{w: ("time", 3600.0, "si") for w in ("h", "hr", "hrs", "hour", "hours")},
    **{w: ("time", 86400.0, "si") for w in ("day", "days")},
    **{w: ("time", 604800.0, "si") for w in ("wk", "wks", "week", "weeks")},
    **{w: ("length", 0.001, "metric") for w in ("mm", "millimetre", "millimetres", "millimeter", "millimeters")},
    **{w: ("length", 0.01, "metric") for w in ("cm", "centimetre", "centimetres", "centimeter", "centimeters")},
    **{w: ("length", 1.0, "metric") for w in ("metre", "metres", "meter", "meters")},
    **{w: ("length", 1000.0, "metric") for w in ("km", "kms", "kilometre", "kilometres", "kilometer", "kilometers")},
    **{w: ("length", 1609.344, "imperial") for w in ("mi", "mile", "miles")},
    **{w: ("length", 0.3048, "imperial") for w in ("ft", "foot", "feet")},
    **{w: ("length", 0.0254, "imperial") for w in ("inch", "inches")},
    **{w: ("mass", 1.0, "metric") for w in ("g", "gram", "grams")},
    **{w: ("mass", 1000.0, "metric") for w in ("kg", "kgs", "kilo", "kilos", "kilogram", "kilograms")},
    **{w: ("mass", 453.59237, "imperial") for w in ("lb", "lbs")},
    **{w: ("mass", 28.349523, "imperial") for w in ("oz", "ounce", "ounces")},
    **{w: ("data", 1e3, "si") for w in ("kb",)},
    **{w: ("data", 1e6, "si") for w in ("mb",)},
    **{w: ("data", 1e9, "si") for w in ("gb",)},
    **{w: ("data", 1e12, "si") for w in ("tb",)},
    **{w: ("data rate", 1e3 / 8, "si") for w in ("kbps", "kbit/s")},  # rates in bytes a second, so 8 Mbps is 1 MB/s
    **{w: ("data rate", 1e6 / 8, "si") for w in ("mbps", "mbit/s")},
    **{w: ("data rate", 1e9 / 8, "si") for w in ("gbps", "gbit/s")},
    **{w: ("energy", 1.0, "si") for w in ("wh",)},
    **{w: ("energy", 1e3, "si") for w in ("kwh",)},
    **{w: ("energy", 1e6, "si") for w in ("mwh",)},
    **{w: ("power", 1.0, "si") for w in ("w", "watt", "watts")},
    **{w: ("power", 1e3, "si") for w in ("kw", "kilowatt", "kilowatts")},
    **{w: ("volume", 0.001, "metric") for w in ("ml", "millilitre", "millilitres", "milliliter", "milliliters")},
    **{w: ("volume", 1.0, "metric") for w in ("l", "litre", "litres", "liter", "liters")},
    **{w: ("volume", 3.785411784, "imperial") for w in ("gal", "gallon", "gallons")},
    **{w: ("share", 1.0, "si") for w in ("pct", "percent", "%")},
    **{w: ("share", 0.01, "si") for w in ("bps",)},  # basis points, a hundredth of a percent ("fee_bps": 80)
}
# The full word a key's unit abbreviation stands for, so a claim's "minutes" names `durationMin` and the
# abbreviation is not read as another word ("min" is also "minimum": see _TIME_QUANTITY).
UNIT_NAMES = {"ms": "milliseconds", "msec": "milliseconds", "sec": "seconds", "secs": "seconds", "min": "minutes",
              "mins": "minutes", "hr": "hours", "hrs": "hours", "h": "hours", "wk": "weeks", "wks": "weeks",
              "pct": "percent", "mi": "miles", "kms": "km", "kgs": "kg", "lbs": "lb"}
