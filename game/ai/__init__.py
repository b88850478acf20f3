"""Computer opponents: policies that choose moves from what a seat can see.

No pygame here; the AI runs headless and is tested with the rules core.
"""

from .base import Policy
from .basic import RandomPolicy, ThresholdPolicy, make_policy

__all__ = ["Policy", "RandomPolicy", "ThresholdPolicy", "make_policy"]
