class c { $cv = 'x' d { 'i': } }
define d() { notify { "cv=${cv} q=${c::cv}": } }
include c
