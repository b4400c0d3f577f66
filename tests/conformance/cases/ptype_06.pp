class c(Struct[{a => Integer, Optional[b] => String}] $a = {a => 'x'}) { }
include c
