define d() { fail("in define ${title}") }
d { 'x': }
