# PLANSQL_SONAME(VARIABLE, FUNCTION, LIBS, PREFIX, DEFAULT)
# ---------------------------------------------------------
# The file name (SONAME) under which the dynamic loader finds the shared
# library that provides FUNCTION when linking with LIBS: a test program
# is linked and the entry of its NEEDED list that starts with PREFIX is
# kept.  plansql opens some libraries only when a command needs them
# (dlopen), and must ask for exactly the version it was built against.
# DEFAULT when it cannot be found out.
AC_DEFUN([PLANSQL_SONAME],
[AC_REQUIRE([PLANSQL_PROG_OBJDUMP])dnl
AC_MSG_CHECKING([the shared library that provides $2])
plansql_save_LIBS=$LIBS
LIBS="$3 $LIBS"
$1=
AC_LINK_IFELSE([AC_LANG_CALL([], [$2])],
  [$1=`$OBJDUMP -p conftest$EXEEXT 2>/dev/null |
       sed -n 's/^ *NEEDED  *\($4[[^ ]]*\)$/\1/p' | sed 1q`])
LIBS=$plansql_save_LIBS
AS_IF([test "x$$1" = x], [$1="$5"])
AC_MSG_RESULT([$$1])
AC_DEFINE_UNQUOTED([$1], ["$$1"],
  [the shared library that provides $2, opened when first needed])
])

AC_DEFUN([PLANSQL_PROG_OBJDUMP],
[AC_CHECK_TOOL([OBJDUMP], [objdump], [false])])
