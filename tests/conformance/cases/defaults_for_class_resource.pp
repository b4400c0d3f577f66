Class { stage => 'main' }
class c {}
include c
