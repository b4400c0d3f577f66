class c { $x = 1 fail("in class ${x}") }
include c
