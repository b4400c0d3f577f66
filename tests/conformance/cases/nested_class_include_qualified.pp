class c { class inner { } }
include c::inner
