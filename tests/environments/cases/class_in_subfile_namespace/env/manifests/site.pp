include mod::a::b
include mod::a
