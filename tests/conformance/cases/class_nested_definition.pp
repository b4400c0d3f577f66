class c { class d { } }
include c::d
