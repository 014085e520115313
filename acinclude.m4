# PLANSQL_SONAME(VARIABLE, FUNCTION, LIBS, PREFIX, DEFAULT, PURPOSE)
# ------------------------------------------------------------------
# The file name (SONAME) under which plansql opens, with dlopen, the
# shared library that provides FUNCTION: plansql opens some libraries
# only when a command needs them, and must ask for exactly the version
# it was built for.  In this order:
#  - VARIABLE as the user set it (VARIABLE=... on configure's command
#    line; PURPOSE is its line in configure --help);
#  - where the library's development files are installed (LIBS links
#    it): a test program is linked and the entry of its NEEDED list that
#    starts with PREFIX is kept;
#  - the first PREFIX.so.N the dynamic linker's cache lists (ldconfig
#    -p), when not cross-compiling: the library installed without its
#    development files;
#  - DEFAULT.
# Defines VARIABLE in config.h and substitutes it.
AC_DEFUN([PLANSQL_SONAME],
[AC_REQUIRE([PLANSQL_PROG_OBJDUMP])dnl
AC_REQUIRE([PLANSQL_PROG_LDCONFIG])dnl
AC_ARG_VAR([$1], [$6])dnl
AC_MSG_CHECKING([the shared library that provides $2])
AS_IF([test "x$$1" != x],
  [plansql_soname_how="as given"],
  [plansql_soname_how=linked
   plansql_save_LIBS=$LIBS
   LIBS="$3 $LIBS"
   AS_IF([test "x$3" != x],
     [AC_LINK_IFELSE([AC_LANG_CALL([], [$2])],
       [$1=`$OBJDUMP -p conftest$EXEEXT 2>/dev/null |
            sed -n 's/^ *NEEDED  *\($4[[^ ]]*\)$/\1/p' | sed 1q`])])
   LIBS=$plansql_save_LIBS
   AS_IF([test "x$$1" = x && test "x$cross_compiling" != xyes &&
          test "x$LDCONFIG" != x],
     [plansql_soname_how="from ldconfig -p"
      $1=`$LDCONFIG -p 2>/dev/null |
          sed -n 's/^[[	 ]]*\($4\.so\.[[0-9]][[0-9.]]*\) .*/\1/p' | sed 1q`])
   AS_IF([test "x$$1" = x],
     [plansql_soname_how="the default"
      $1="$5"])])
AC_MSG_RESULT([$$1 ($plansql_soname_how)])
AC_DEFINE_UNQUOTED([$1], ["$$1"],
  [the shared library that provides $2, opened when first needed])
])

AC_DEFUN([PLANSQL_PROG_OBJDUMP],
[AC_CHECK_TOOL([OBJDUMP], [objdump], [false])])

AC_DEFUN([PLANSQL_PROG_LDCONFIG],
[AC_PATH_PROG([LDCONFIG], [ldconfig], [], [$PATH:/sbin:/usr/sbin])])

# PLANSQL_HEADER(PREFIX, HEADER)
# ------------------------------
# Defines HAVE_<HEADER> in config.h when HEADER compiles with the flags
# PREFIX_CFLAGS (from pkg-config, or empty).
AC_DEFUN([PLANSQL_HEADER],
[plansql_save_CPPFLAGS=$CPPFLAGS
CPPFLAGS="$CPPFLAGS $$1_CFLAGS"
AC_CHECK_HEADERS([$2], [], [], [[#include <stdio.h>]])
CPPFLAGS=$plansql_save_CPPFLAGS])
