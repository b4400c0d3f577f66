class c { }
class c::d inherits c { }
include c::d
