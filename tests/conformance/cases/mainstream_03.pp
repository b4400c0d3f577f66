class c { fail("in class ${name}") }
include c
