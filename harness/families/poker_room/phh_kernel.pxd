# The C side of phh_kernel.py (Cython reads it beside the .py when setup.py compiles it): the array
# sizes, which C needs as constants (phh_kernel.py gives the same numbers where it runs uncompiled),
# and the SHA-256 of the source, which setup.py passes to the compiler.

cdef enum:
    SEATS = 16  # the most seats read
    MAX_ACTIONS = 512  # the most actions read
    MAX_ITEMS = 16  # the most numbers in an array read
    SLOTS = 13  # the keys read (KEYS) and one for the values of any other key
    NUMBERS = 208  # SLOTS * MAX_ITEMS
    HOLE_CARDS = 32  # 2 * SEATS

cdef extern from *:
    """
    #ifndef PHH_KERNEL_SOURCE_SHA256
    #define PHH_KERNEL_SOURCE_SHA256 "unknown"
    #endif
    """
    const char* PHH_KERNEL_SOURCE_SHA256
