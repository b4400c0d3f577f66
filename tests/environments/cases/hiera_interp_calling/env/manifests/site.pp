include m::sub
