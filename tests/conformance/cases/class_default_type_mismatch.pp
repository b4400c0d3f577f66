class p(Integer $x = 'str') {}
include p
