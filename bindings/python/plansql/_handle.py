"""Ownership of C objects by Python objects."""
import weakref

from .errors import Error


class Handle:
    """Owns one C object: freed by close(), by the with block's end, or
    when the Python object is collected, whichever comes first.  close()
    may be called again; any other use after it raises Error."""

    def _own(self, pointer, free):
        self._pointer = pointer
        self._finalizer = weakref.finalize(self, free, pointer)

    @property
    def _ptr(self):
        if not self._finalizer.alive:
            raise Error(f"plansql: the {type(self).__name__} is closed")
        return self._pointer

    @property
    def closed(self):
        return not self._finalizer.alive

    def close(self):
        """Frees the C object now."""
        self._finalizer()

    def __enter__(self):
        self._ptr  # a closed object cannot be entered
        return self

    def __exit__(self, *exc):
        self.close()
