class c { $cv = 'class-var' d { 'x': } }
define d() { notify { "d sees '${cv}'": } }
include c
