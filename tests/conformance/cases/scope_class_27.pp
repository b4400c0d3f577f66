class a::b::c { notify { 'x': } }
include a::b::c
