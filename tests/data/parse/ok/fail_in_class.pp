class broken { fail("broken on ${facts['os']['family']}") }
include broken
