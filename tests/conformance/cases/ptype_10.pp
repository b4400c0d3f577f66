class c(Variant[Integer, Enum['a']] $a = 'b') { }
include c
