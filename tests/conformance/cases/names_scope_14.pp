class c::d { notify { "x": } }
include c::d
