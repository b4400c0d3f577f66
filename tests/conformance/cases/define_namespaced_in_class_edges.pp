define my::d { notify { "n-${title}": } }
class c { my::d { 'x': } }
include c
