class c { fail("in ${name}") }
include c
