"""One place that starts, tracks and speeds up every table animation.

All animations are ``QPropertyAnimation``/``QVariantAnimation`` objects, so they tick on
Qt's single shared animation timer (as kpat's cards do). The animator keeps a reference to
each running animation (PySide would otherwise let it be collected mid-flight), knows which
item each belongs to so that input to a moving item can be ignored, and scales every
duration by one speed factor: 0 makes everything instant, for tests and reduced motion.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from petridish.qt import QtCore, Signal, is_alive
from petridish.table.constants import EASING

Owner = Any  # any object, usually the QGraphicsItem being animated
_Key = tuple[int, str]


@dataclass
class _Run:
    anim: QtCore.QAbstractAnimation
    owner: Owner
    on_done: Callable[[], None] | None


class Animator(QtCore.QObject):
    """Runs and tracks animations; one per scene.

    Each animation has an *owner* (the item it animates) and a *channel* ("pos", "flip",
    "roll"...). Starting an animation on a busy channel stops the old one first, calling
    its ``on_done`` so the item is left in a consistent state.
    """

    idle = Signal()  # emitted when the last running animation ends

    def __init__(self, parent: QtCore.QObject | None = None, speed: float = 1.0) -> None:
        super().__init__(parent)
        self._speed = speed
        self._running: dict[_Key, _Run] = {}

    # -- speed ----------------------------------------------------------------------
    @property
    def speed(self) -> float:
        """The current speed factor (1 = normal, 2 = twice as fast, 0 = instant)."""
        return self._speed

    def set_speed(self, factor: float) -> None:
        """Scale all future animations; 0 finishes everything at once from now on."""
        self._speed = max(0.0, factor)
        if self._speed == 0.0:
            self.finish()

    def duration(self, ms: int) -> int:
        """``ms`` scaled by the speed factor; 0 when animations are off."""
        return 0 if self._speed == 0.0 else max(1, round(ms / self._speed))

    # -- starting -------------------------------------------------------------------
    def animate_property(
        self,
        target: QtCore.QObject,
        prop: bytes,
        end: Any,
        ms: int,
        *,
        channel: str | None = None,
        easing: QtCore.QEasingCurve.Type = EASING,
        on_done: Callable[[], None] | None = None,
    ) -> QtCore.QPropertyAnimation | None:
        """Animate ``target.prop`` to ``end`` over ``ms``; instant (returns None) at speed 0."""
        channel = channel or prop.decode()
        self.stop(target, channel)
        duration = self.duration(ms)
        if duration == 0:
            target.setProperty(prop.decode(), end)
            if on_done:
                on_done()
            return None
        # Owned by the animator: when a scene goes, its running animations go with it.
        anim = QtCore.QPropertyAnimation(target, prop, self)
        anim.setDuration(duration)
        anim.setStartValue(target.property(prop.decode()))
        anim.setEndValue(end)
        anim.setEasingCurve(easing)
        self._start(anim, target, channel, on_done)
        return anim

    def animate_value(
        self,
        owner: Owner,
        update: Callable[[float], None],
        ms: int,
        *,
        channel: str,
        easing: QtCore.QEasingCurve.Type = QtCore.QEasingCurve.Type.Linear,
        on_done: Callable[[], None] | None = None,
        delay: int = 0,
    ) -> QtCore.QVariantAnimation | None:
        """Call ``update(t)`` with t running from 0.0 to 1.0 over ``ms``, after ``delay``
        ms (scaled like ``ms``; nothing is called meanwhile).

        At speed 0 only ``update(1.0)`` and ``on_done`` run, immediately.
        """
        self.stop(owner, channel)
        duration = self.duration(ms)
        if duration == 0:
            update(1.0)
            if on_done:
                on_done()
            return None
        anim = QtCore.QVariantAnimation(self)
        anim.setDuration(duration)
        anim.setStartValue(0.0)
        anim.setEndValue(1.0)
        anim.setEasingCurve(easing)
        anim.valueChanged.connect(lambda value: self._tick(owner, update, value))
        wait = self.duration(delay) if delay > 0 else 0
        if wait:
            # One animation to run, finish or stop: the pause, then the change.
            group = QtCore.QSequentialAnimationGroup(self)
            group.addPause(wait)
            group.addAnimation(anim)
            self._start(group, owner, channel, on_done)
        else:
            self._start(anim, owner, channel, on_done)
        return anim

    def after(
        self, waited: str, owner: Owner, on_done: Callable[[], None], *, channel: str
    ) -> None:
        """``on_done`` once every animation now running on channel ``waited`` has ended
        (at once if none is), counted meanwhile as ``owner``'s on ``channel``: the table
        is busy until then. A second call before then replaces the first: only its own
        ``on_done`` runs (a newer refresh of the table tells the newer news)."""
        earlier = self._running.pop((id(owner), channel), None)
        if earlier is not None:
            earlier.anim.stop()  # (its stateChanged finds it gone: nothing else runs)
            earlier.anim.deleteLater()
        left = max(
            (
                run.anim.totalDuration() - run.anim.currentTime()
                for (_, name), run in self._running.items()
                if name == waited
            ),
            default=0,
        )
        if left <= 0:
            on_done()
            return
        self._start(QtCore.QPauseAnimation(left, self), owner, channel, on_done)

    def _start(
        self,
        anim: QtCore.QAbstractAnimation,
        owner: Owner,
        channel: str,
        on_done: Callable[[], None] | None,
    ) -> None:
        key = (id(owner), channel)
        self._running[key] = _Run(anim, owner, on_done)
        # stateChanged rather than finished: it also reports an animation that Qt stopped
        # by itself because its target object was deleted.
        anim.stateChanged.connect(lambda new, _old: self._state_changed(key, anim, new))
        anim.start()

    def _state_changed(
        self, key: _Key, anim: QtCore.QAbstractAnimation, new: QtCore.QAbstractAnimation.State
    ) -> None:
        if new != QtCore.QAbstractAnimation.State.Stopped:
            return
        run = self._running.get(key)
        if run is None or run.anim is not anim:
            return  # already stopped and cleaned up by stop()
        del self._running[key]
        self._cleanup(run)

    def _tick(self, owner: Owner, update: Callable[[float], None], value: object) -> None:
        if is_alive(owner):
            update(float(value))  # type: ignore[arg-type]
        else:
            self.stop(owner)

    def _cleanup(self, run: _Run) -> None:
        # The connection closes a reference cycle through the animation; deleting the C++
        # object drops it, so finished animations do not pile up. When a window or scene
        # is torn down mid-animation, Qt may have deleted it already.
        if is_alive(run.anim):
            run.anim.deleteLater()
        if run.on_done and is_alive(run.owner):
            run.on_done()
        if not self._running and is_alive(self):
            self.idle.emit()

    # -- querying and stopping --------------------------------------------------------
    def busy(self, owner: Owner | None = None) -> bool:
        """True while any animation runs (or, given an owner, any of that owner's)."""
        if owner is None:
            return bool(self._running)
        return any(run.owner is owner for run in self._running.values())

    def stop(self, owner: Owner, channel: str | None = None) -> None:
        """Stop the owner's animations (one channel or all) where they are, running on_done."""
        for key, run in list(self._running.items()):
            if run.owner is owner and (channel is None or key[1] == channel):
                del self._running[key]
                run.anim.stop()
                self._cleanup(run)

    def finish(self, owner: Owner | None = None) -> None:
        """Jump animations (all, or one owner's) to their end state now."""
        for run in list(self._running.values()):
            if owner is None or run.owner is owner:
                # Reaching the end stops the animation, whose stateChanged cleans up.
                run.anim.setCurrentTime(run.anim.totalDuration())
