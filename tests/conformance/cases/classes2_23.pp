class base($x = 1) { }
class child inherits base { notify { "x ${x}": } }
include child
